package tftcg

import (
	"strings"
	"testing"
)

// Scenarios of the replacement effects of attack damage (replace.go) and
// of the abilities that change where an attack's damage goes.

// lastTotals are the Attack and Defense of the last attack, as the log
// tells them.
func lastTotals(t *testing.T, s *State) (atk, def int) {
	t.Helper()
	entries, _ := s.Events(0, 0)
	found := false
	for _, e := range entries {
		if e.Kind == "totals" {
			atk, def, found = e.Data["attack"].(int), e.Data["defense"].(int), true
		}
	}
	if !found {
		t.Fatal("the log tells of no attack's totals")
	}
	return atk, def
}

// hasTotals reports whether an attack's totals were Attack atk against
// Defense def, by the log's data.
func hasTotals(s *State, atk, def int) bool {
	entries, _ := s.Events(0, 0)
	for _, e := range entries {
		if e.Kind == "totals" && e.Data["attack"] == atk && e.Data["defense"] == def {
			return true
		}
	}
	return false
}

// attackOn makes player 0's attack with character att on character
// def (the first attack of a later turn), answering "you may" questions
// with yes.
func attackOn(t *testing.T, s *State, att, def string) {
	t.Helper()
	laterTurn(s)
	play(t, s, "attacker:"+handleCode(s, char(t, s, 0, att)))
	if has(s, "defender:") {
		play(t, s, "defender:"+handleCode(s, char(t, s, 1, def)))
	}
}

// equip puts the first Upgrade named name of player p's hand or deck on
// p's character ch, as if played.
func equip(t *testing.T, s *State, p int, name, ch string) {
	t.Helper()
	for _, z := range []int{zHand, zDeck} {
		for _, id := range s.t.Zones[zone(p, z)].Cards {
			if s.card(id).FullName() == name {
				s.putUpgrade(p, id, char(t, s, p, ch))
				s.run()
				s.optsOK = false
				return
			}
		}
	}
	t.Fatalf("no %s in player %d's hand or deck", name, p)
}

// Insecticon Skrapnel, Insecticon Leader (W1/T23), bot mode: "This can't
// take more than 3 attack damage from a single attack."
func TestCardInsecticonSkrapnelInsecticonLeaderBot(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Freedom Fighter"}, []string{"Insecticon Skrapnel, Insecticon Leader", "Kickback, Cunning Insecticon"},
		many(14, "Improvised Shield"), many(14, "Armored Plating"))
	toBot(t, s, 1, "Insecticon Skrapnel")
	sk := char(t, s, 1, "Insecticon Skrapnel")
	s.obj(char(t, s, 1, "Kickback")).Set(flTapped, false)
	s.obj(sk).Set(flTapped, true) // the only legal defender
	attackOn(t, s, "Optimus Prime", "Insecticon Skrapnel")
	atk, def := lastTotals(t, s)
	if atk-def <= 3 {
		t.Fatalf("the attack does %d, not more than the cap: the scenario proves nothing", atk-def)
	}
	if d := s.damage(sk); d != 3 {
		t.Errorf("Skrapnel took %d damage from Attack %d against Defense %d, want 3", d, atk, def)
	}
	if !logHas(s, "changes the attack's damage") {
		t.Error("the log tells of no replacement")
	}
}

// Force Field (W1/031): "If the upgraded character would take 5 or more
// attack damage > Instead scrap this card and the upgraded character takes
// 4 attack damage."
func TestCardForceField(t *testing.T) {
	team1 := []string{"Ironhide, Veteran Autobot"}
	s := stdGame(t, nil, []string{"Optimus Prime, Freedom Fighter"}, team1, many(14, "Improvised Shield"), many(14, "Force Field"))
	ih := char(t, s, 1, "Ironhide")
	equip(t, s, 1, "Force Field", "Ironhide")
	attackOn(t, s, "Optimus Prime", "Ironhide")
	atk, def := lastTotals(t, s)
	if atk-def < 5 {
		t.Fatalf("the attack does %d: the scenario proves nothing", atk-def)
	}
	if d := s.damage(ih); d != 4 {
		t.Errorf("Ironhide took %d damage from Attack %d against Defense %d, want 4", d, atk, def)
	}
	if s.upgrades(ih) != 0 {
		t.Error("Force Field is still on Ironhide after it replaced the damage")
	}
}

// Heroism (W1/035): "If any of your other characters would take attack
// damage > Instead the upgraded character takes that damage."
func TestCardHeroism(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Freedom Fighter"}, twoBots, many(14, "Improvised Shield"), many(14, "Heroism"))
	equip(t, s, 1, "Heroism", "Ironhide")
	red := char(t, s, 1, "Red Alert")
	s.obj(red).Set(flTapped, true)
	attackOn(t, s, "Optimus Prime", "Red Alert")
	atk, def := lastTotals(t, s)
	if atk <= def {
		t.Fatalf("the attack does no damage: the scenario proves nothing")
	}
	if s.damage(red) != 0 || s.damage(char(t, s, 1, "Ironhide")) != atk-def {
		t.Errorf("damage: Red Alert %d (want 0), Ironhide %d (want %d)", s.damage(red), s.damage(char(t, s, 1, "Ironhide")), atk-def)
	}
}

// Autobot Jazz, Special Ops (W1/T04), alt mode: "When this defends against
// an enemy that doesn't have Pierce and you flip at least [WHITE][WHITE] →
// This can't take more than 2 damage this attack."
func TestCardAutobotJazzSpecialOpsAlt(t *testing.T) {
	// Jazz's deck flips two white icons (and then two more cards).
	s := stdGame(t, nil, []string{"Optimus Prime, Freedom Fighter"}, []string{"Autobot Jazz, Special Ops"},
		many(14, "Improvised Shield"), many(14, "Backup Plan"))
	jazz := char(t, s, 1, "Autobot Jazz")
	attackOn(t, s, "Optimus Prime", "Autobot Jazz")
	atk, def := lastTotals(t, s)
	if atk-def <= 2 {
		t.Fatalf("the attack does %d: the scenario proves nothing", atk-def)
	}
	if d := s.damage(jazz); d != 2 {
		t.Errorf("Jazz took %d damage from Attack %d against Defense %d, want 2", d, atk, def)
	}
}

// Skywarp, Sneaky Prankster (W1/T35), bot mode: "When this defends and you
// flip at least one (WHITE) > You may choose one of your other characters.
// If you do, damage from this attack is done to that character instead."
func TestCardSkywarpSneakyPranksterBot(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Freedom Fighter"}, []string{"Skywarp, Sneaky Prankster", "Ironhide, Veteran Autobot"},
		many(14, "Improvised Shield"), many(14, "Backup Plan"))
	toBot(t, s, 1, "Skywarp")
	sw, ih := char(t, s, 1, "Skywarp"), char(t, s, 1, "Ironhide")
	s.obj(sw).Set(flTapped, true)
	attackOn(t, s, "Optimus Prime", "Skywarp")
	if !has(s, "yes") {
		t.Fatalf("Skywarp's player is not asked; options %v", codes(s))
	}
	play(t, s, "yes")
	atk, def := lastTotals(t, s)
	if atk <= def {
		t.Fatalf("the attack does no damage: the scenario proves nothing")
	}
	// A KO'd Ironhide holds as many damage counters as its Health
	// (Wave-1.xml#12).
	if want := min(atk-def, s.card(ih).Health); s.damage(sw) != 0 || s.damage(ih) != want {
		t.Errorf("damage: Skywarp %d (want 0), Ironhide %d (want %d)", s.damage(sw), s.damage(ih), want)
	}
}

// Grimlock, Dinobot Leader (W1/T21), bot mode: "When this does more than
// enough attack damage to KO an enemy > Your opponent chooses one of their
// other characters and puts the extra damage on it."
func TestCardGrimlockDinobotLeaderBot(t *testing.T) {
	s := stdGame(t, nil, []string{"Grimlock, Dinobot Leader"}, twoBots, many(14, "Improvised Shield"), many(14, "Armored Plating"))
	toBot(t, s, 0, "Grimlock")
	red, ih := char(t, s, 1, "Red Alert"), char(t, s, 1, "Ironhide")
	s.obj(red).Counters[cDamage] = int16(s.card(red).Health - 1)
	s.obj(red).Set(flTapped, true)
	attackOn(t, s, "Grimlock", "Red Alert")
	atk, def := lastTotals(t, s)
	if atk-def < 2 {
		t.Fatalf("the attack does %d: no extra damage to move", atk-def)
	}
	if s.onField(red) {
		t.Fatal("Red Alert is not KO'd")
	}
	if want := atk - def - 1; s.damage(ih) != want {
		t.Errorf("Ironhide has %d damage, want the extra %d", s.damage(ih), want)
	}
}

// Megatron, Living Weapon (W1/T27), bot mode: "This can be upgraded with
// a Weapon in his Armor and/or Utility slots." An Armor put on him with
// three Weapons replaces the Weapon his player chooses (Wave-1.xml#53):
// each choice scraps the one it names.
func TestCardMegatronLivingWeaponBot(t *testing.T) {
	deck := append(append(many(3, "Primary Laser"), many(3, "Handheld Blaster")...), many(8, "Armored Plating")...)
	for _, scrapped := range []string{"Handheld Blaster", "Primary Laser"} {
		s := stdGame(t, nil, []string{"Megatron, Living Weapon"}, ironhide, deck, many(14, "Armored Plating"))
		toBot(t, s, 0, "Megatron")
		mega := char(t, s, 0, "Megatron")
		for _, w := range []string{"Primary Laser", "Handheld Blaster", "Primary Laser"} {
			equip(t, s, 0, w, "Megatron")
		}
		if n := s.upgrades(mega); n != 3 {
			t.Fatalf("Megatron in bot mode holds %d Upgrades after three Weapons, want 3", n)
		}
		equip(t, s, 0, "Armored Plating", "Megatron")
		if s.ask != askRoom || len(labels(s)) != 2 {
			t.Fatalf("an Armor on three Weapons: question %d, options %q; want the choice of Primary Laser or Handheld Blaster", s.ask, labels(s))
		}
		chooseScrap(t, s, scrapped)
		if s.ask != 0 || s.upgrades(mega) != 3 || !scrapHas(s, 0, scrapped) || s.upgradesNamed(mega, "Armored Plating") != 1 {
			t.Errorf("%s chosen: %d Upgrades, it scrapped %v, Armored Plating on %v; want 3, yes, yes: %v",
				scrapped, s.upgrades(mega), scrapHas(s, 0, scrapped), s.upgradesNamed(mega, "Armored Plating") == 1, logLines(s))
		}
		if s.slotsHeld(mega) != [numKinds]int{1, 1, 1} {
			t.Errorf("%s chosen: the slots hold %v Upgrades, want one each", scrapped, s.slotsHeld(mega))
		}
	}
	// In alt mode a second Weapon replaces the first, as for anyone.
	s2 := stdGame(t, nil, []string{"Megatron, Living Weapon"}, ironhide, deck, many(14, "Armored Plating"))
	m2 := char(t, s2, 0, "Megatron")
	equip(t, s2, 0, "Primary Laser", "Megatron")
	equip(t, s2, 0, "Handheld Blaster", "Megatron")
	if n := s2.upgrades(m2); n != 1 {
		t.Errorf("Megatron in alt mode holds %d Weapons, want 1", n)
	}
}

// Nemesis Prime, Dark Clone (W1/T28), bot mode: "When you reshuffle your
// scrap pile into your deck > Put the bottom card of your deck face down
// under this. This has +3 ATK for each card under him."
func TestCardNemesisPrimeDarkCloneBot(t *testing.T) {
	s := stdGame(t, nil, []string{"Nemesis Prime, Dark Clone"}, ironhide, many(14, "Armored Plating"), many(14, "Armored Plating"))
	toBot(t, s, 0, "Nemesis Prime")
	np := char(t, s, 0, "Nemesis Prime")
	base := s.stat(np, statAttack)
	// One card left in the deck: the attack's flips reshuffle the scrap
	// pile in.
	deck := zone(0, zDeck)
	for s.t.Count(deck) > 1 {
		s.t.Place(s.t.Top(deck), zone(0, zScrap), -1, 0)
	}
	attackOn(t, s, "Nemesis Prime", "Ironhide")
	if n := s.t.Count(zone(0, zUnder)); n != 1 {
		t.Fatalf("%d cards under Nemesis Prime after a reshuffle, want 1", n)
	}
	if n := s.stat(np, statAttack); n != base+3 {
		t.Errorf("Nemesis Prime has Attack %d with a card under him, want %d", n, base+3)
	}
	entries, _ := s.Events(1, 0)
	for _, e := range entries {
		if e.Kind == "tuck" && !strings.Contains(e.Text, "a card") {
			t.Errorf("the opponent learns which card went under: %q", e.Text)
		}
	}
}
