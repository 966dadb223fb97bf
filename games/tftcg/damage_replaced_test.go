package tftcg

import (
	"testing"
)

// A scenario per card of data/abilities/damage-replaced.yaml, and the
// rulings on damage replaced, capped or split that they settle.

var greenlight = []string{"Private Greenlight, Special Ops • Recon"}

// hardHitter is a deck whose player holds Primary Laser and flips
// Improvised Shields (2 orange icons each): Optimus Prime, Autobot Leader
// attacks at 9 with the Laser on.
var hardHitter = stack([]string{"Primary Laser"}, many(3, "Medic!"), many(20, "Improvised Shield"))

// Private Greenlight, Special Ops • Recon (W4/T18), alt mode: "Safeguard 3
// (Can't take more than 3 damage while undamaged.) This character's
// Upgrades can't be scrapped by your opponent's cards." Ramming Speed
// ("Scrap an enemy Upgrade") leaves his Combat Dagger in alt mode and
// scraps it in bot mode.
func TestCardPrivateGreenlightAlt(t *testing.T) {
	for _, alt := range []bool{true, false} {
		s := stdGame(t, nil, optimus, greenlight, deckOf("Ramming Speed"), deckOf("Combat Dagger"))
		gl := char(t, s, 1, "Private Greenlight")
		if !alt {
			toBot(t, s, 1, "Private Greenlight")
		}
		dagger := attach(t, s, 1, "Combat Dagger", "Private Greenlight")
		playAction(t, s, "Ramming Speed")
		for s.ask != 0 {
			play(t, s, "")
		}
		if kept := s.on(dagger) == gl; kept != alt {
			t.Errorf("alt mode %v: Combat Dagger kept %v, want %v: %v", alt, kept, alt, logLines(s))
		}
	}
}

// Greenlight's alt mode: Safeguard 3 while undamaged, against an attack.
func TestCardPrivateGreenlightSafeguard(t *testing.T) {
	for _, damaged := range []bool{false, true} {
		s := stdGame(t, nil, optimus, greenlight, hardHitter, blank)
		gl := char(t, s, 1, "Private Greenlight")
		attach(t, s, 0, "Primary Laser", "Optimus Prime")
		if damaged {
			s.obj(gl).Counters[cDamage] = 1
		}
		before := s.damage(gl)
		attack(t, s, "Optimus Prime", "Private Greenlight")
		finishAttack(t, s)
		took := s.damage(gl) - before
		if !damaged && took != 3 || damaged && took <= 3 {
			t.Errorf("damaged %v: Greenlight took %d damage (Safeguard 3 while undamaged): %v", damaged, took, logLines(s))
		}
	}
}

// Backup Bag (W3/002): "If one of your cards would cause a Weapon or Armor
// to be scrapped from the upgraded character > Scrap this card instead."
// Grenade Launcher scrapping itself after its character attacks stays, the
// Bag scrapped instead (Wave-2-3.xml#169, Rules_Roundup-2019-05-28.xml#528-6).
func TestCardBackupBagGrenadeLauncher(t *testing.T) {
	for _, bag := range []bool{true, false} {
		s := stdGame(t, nil, optimus, ironhide, deckOf("Grenade Launcher", "Backup Bag"), blank)
		gl := attach(t, s, 0, "Grenade Launcher", "Optimus Prime")
		if bag {
			attach(t, s, 0, "Backup Bag", "Optimus Prime")
		}
		attack(t, s, "Optimus Prime", "Ironhide")
		finishAttack(t, s)
		if kept := s.on(gl) != -1; kept != bag || bag != scrapHas(s, 0, "Backup Bag") {
			t.Errorf("with the Bag %v: Grenade Launcher kept %v, the Bag scrapped %v: %v", bag, kept, scrapHas(s, 0, "Backup Bag"), logLines(s))
		}
	}
}

// Backup Bag with Force Field: the Field's own scrapping is saved, and the
// character takes 4 (Rules_Roundup-2019-05-28.xml#528-7).
func TestCardBackupBagForceField(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, hardHitter, deckOf("Force Field", "Backup Bag"))
	ih := char(t, s, 1, "Ironhide")
	attach(t, s, 0, "Primary Laser", "Optimus Prime")
	ff := attach(t, s, 1, "Force Field", "Ironhide")
	attach(t, s, 1, "Backup Bag", "Ironhide")
	attack(t, s, "Optimus Prime", "Ironhide")
	finishAttack(t, s)
	if s.damage(ih) != 4 || s.on(ff) != ih || !scrapHas(s, 1, "Backup Bag") {
		t.Errorf("Ironhide took %d (want 4), Force Field kept %v, the Bag scrapped %v: %v", s.damage(ih), s.on(ff) == ih, scrapHas(s, 1, "Backup Bag"), logLines(s))
	}
}

// Backup Bag saves nothing from an opponent's card (Ramming Speed), nor a
// Weapon the rules replace in its slot (Rules_Roundup-2019-07-29.xml#2-18).
func TestCardBackupBagNotOpponentsNorRules(t *testing.T) {
	s := stdGame(t, nil, ironhide, optimus, deckOf("Ramming Speed"), deckOf("Combat Dagger", "Backup Bag", "Primary Laser", "Combat Dagger"))
	op := char(t, s, 1, "Optimus Prime")
	dagger := attach(t, s, 1, "Combat Dagger", "Optimus Prime")
	attach(t, s, 1, "Backup Bag", "Optimus Prime")
	playAction(t, s, "Ramming Speed")
	for s.ask != 0 {
		play(t, s, "pick:"+handleCode(s, dagger))
	}
	if s.on(dagger) == op || scrapHas(s, 1, "Backup Bag") {
		t.Fatalf("Ramming Speed: Combat Dagger kept %v, the Bag scrapped %v", s.on(dagger) == op, scrapHas(s, 1, "Backup Bag"))
	}
	laser := attach(t, s, 1, "Primary Laser", "Optimus Prime")
	other := attach(t, s, 1, "Combat Dagger", "Optimus Prime")
	if s.on(laser) == op || s.on(other) != op || scrapHas(s, 1, "Backup Bag") {
		t.Errorf("a Weapon put in the slot: the old one kept %v, the Bag scrapped %v", s.on(laser) == op, scrapHas(s, 1, "Backup Bag"))
	}
}

var omega = "Omega Supreme, Autobot Defense Base"

// omegaGame seats Optimus Prime with Primary Laser, flipping Improvised
// Shields (Attack 9), against Ironhide (Defense 3: 6 damage) beside Omega
// Supreme in bot mode; deck1 is the defenders' deck.
func omegaGame(t *testing.T, deck1 []string) *State {
	t.Helper()
	s := stdGame(t, nil, optimus, []string{"Ironhide, Veteran Autobot", omega}, hardHitter, deck1)
	toBot(t, s, 1, "Omega Supreme")
	attach(t, s, 0, "Primary Laser", "Optimus Prime")
	return s
}

// Omega Supreme, Autobot Defense Base (P2019/P2), bot mode: "If one of
// your other characters would take 2 or more attack damage > Instead you
// may have this take 2 of that damage and your other character take the
// rest." Its player is asked: used, Omega takes 2 and Ironhide 4 of the 6;
// declined (pass), Ironhide takes 6.
func TestCardOmegaSupremeBot(t *testing.T) {
	for _, use := range []bool{true, false} {
		s := omegaGame(t, blank)
		ih, om := char(t, s, 1, "Ironhide"), char(t, s, 1, "Omega Supreme")
		attack(t, s, "Optimus Prime", "Ironhide")
		if s.ask != askReplace || s.asker != 1 || !has(s, "pick:"+handleCode(s, om)) || !has(s, "pass") {
			t.Fatalf("Omega Supreme's player is not asked: %v, question %q", codes(s), s.Table(1).Question.Prompt)
		}
		if use {
			play(t, s, "pick:"+handleCode(s, om))
		} else {
			play(t, s, "pass")
		}
		finishAttack(t, s)
		want := [2]int{4, 2}
		if !use {
			want = [2]int{6, 0}
		}
		if got := [2]int{s.damage(ih), s.damage(om)}; got != want {
			t.Errorf("used %v: Ironhide and Omega Supreme took %v, want %v: %v", use, got, want, logLines(s))
		}
	}
}

// Omega Supreme beside Force Field ("If the upgraded character would take
// 5 or more attack damage > Instead scrap this card and the upgraded
// character takes 4 attack damage"): the player receiving the damage
// chooses the order (Rules_Roundup-2019-02-28.xml#228-1). Force Field
// first: 4, then 2 and 2, the Field scrapped; Omega first: Ironhide 4,
// Omega 2, and the Field no longer applies and stays.
func TestRulingOmegaSupremeAndForceFieldOrder(t *testing.T) {
	for _, fieldFirst := range []bool{true, false} {
		s := omegaGame(t, deckOf("Force Field"))
		ih, om := char(t, s, 1, "Ironhide"), char(t, s, 1, "Omega Supreme")
		ff := attach(t, s, 1, "Force Field", "Ironhide")
		attack(t, s, "Optimus Prime", "Ironhide")
		if q := s.Table(1).Question; q.Kind != "replace" || !has(s, "pick:"+handleCode(s, ff)) || !has(s, "pick:"+handleCode(s, om)) {
			t.Fatalf("no choice of order: %q %v", q.Kind, codes(s))
		}
		if fieldFirst {
			play(t, s, "pick:"+handleCode(s, ff))
			play(t, s, "pick:"+handleCode(s, om))
		} else {
			play(t, s, "pick:"+handleCode(s, om))
		}
		finishAttack(t, s)
		want, kept := [2]int{2, 2}, false
		if !fieldFirst {
			want, kept = [2]int{4, 2}, true
		}
		if got := [2]int{s.damage(ih), s.damage(om)}; got != want || (s.on(ff) == ih) != kept {
			t.Errorf("Force Field first %v: Ironhide and Omega took %v (want %v), the Field kept %v (want %v): %v", fieldFirst, got, want, s.on(ff) == ih, kept, logLines(s))
		}
	}
}

// Omega Supreme beside Insecticon Skrapnel's "can't take more than 3
// attack damage from a single attack": the cap first, then 2 of the 3 go
// to Omega (Rules_Roundup-2019-05-17.xml#517-4).
func TestRulingOmegaSupremeAndSkrapnel(t *testing.T) {
	s := stdGame(t, nil, optimus, []string{"Insecticon Skrapnel, Insecticon Leader", omega}, hardHitter, blank)
	toBot(t, s, 1, "Omega Supreme")
	toBot(t, s, 1, "Insecticon Skrapnel")
	attach(t, s, 0, "Primary Laser", "Optimus Prime")
	sk, om := char(t, s, 1, "Insecticon Skrapnel"), char(t, s, 1, "Omega Supreme")
	attack(t, s, "Optimus Prime", "Insecticon Skrapnel")
	play(t, s, "pick:"+handleCode(s, sk))
	play(t, s, "pick:"+handleCode(s, om))
	finishAttack(t, s)
	if a, b := s.damage(sk), s.damage(om); a != 1 || b != 2 {
		t.Errorf("Skrapnel took %d (want 1) and Omega %d (want 2): %v", a, b, logLines(s))
	}
}

// Two Heroisms ("If any of your other characters would take attack damage
// > Instead the upgraded character takes that damage"): their player
// chooses which character takes it (Wave-1.xml#90), and the other Heroism
// does not send it on.
func TestRulingTwoHeroisms(t *testing.T) {
	for _, toRA := range []bool{true, false} {
		s := stdGame(t, nil, optimus, []string{"Ironhide, Veteran Autobot", "Red Alert, Security Chief", "Bumblebee, Brave Warrior"},
			hardHitter, deckOf("Heroism", "Heroism"))
		ih, ra, bb := char(t, s, 1, "Ironhide"), char(t, s, 1, "Red Alert"), char(t, s, 1, "Bumblebee")
		hi := attach(t, s, 1, "Heroism", "Ironhide")
		hr := attach(t, s, 1, "Heroism", "Red Alert")
		attach(t, s, 0, "Primary Laser", "Optimus Prime")
		attack(t, s, "Optimus Prime", "Bumblebee")
		if !has(s, "pick:"+handleCode(s, hi)) || !has(s, "pick:"+handleCode(s, hr)) || has(s, "pass") {
			t.Fatalf("the two Heroisms are not offered: %v", codes(s))
		}
		if toRA {
			play(t, s, "pick:"+handleCode(s, hr))
		} else {
			play(t, s, "pick:"+handleCode(s, hi))
		}
		finishAttack(t, s)
		want := [3]int{0, 7, 0} // Bumblebee's Defense 2: 7 damage
		if !toRA {
			want = [3]int{7, 0, 0}
		}
		if got := [3]int{s.damage(ih), s.damage(ra), s.damage(bb)}; got != want {
			t.Errorf("Heroism on Red Alert chosen %v: Ironhide, Red Alert, Bumblebee took %v, want %v: %v", toRA, got, want, logLines(s))
		}
	}
}

// Lucky Vest's "can't take more than 4 attack damage this battle" waits
// for the replacements ("instead"), then caps what is left
// (Wave-4.xml#69): of 6, Omega Supreme takes 2 and Bombshell 4, where the
// cap first would have left 2 and 2.
func TestRulingLuckyVestCapsAfterReplacements(t *testing.T) {
	deck0 := stack(many(4, "Medic!"), many(2, "Improvised Shield"), blank)
	deck1 := stack(many(3, "Medic!"), []string{"Wedge Formation", "Opportune Offensive"}, blank, []string{"Lucky Vest"})
	s := stdGame(t, mayAttack, []string{"Ramjet, Sky Smasher"}, []string{"Bombshell, Insecticon Mind-Controller", omega}, deck0, deck1)
	toBot(t, s, 1, "Omega Supreme")
	bs, om := char(t, s, 1, "Bombshell"), char(t, s, 1, "Omega Supreme")
	attach(t, s, 1, "Lucky Vest", "Bombshell")
	attackWith(t, s, 0, "Ramjet", bs)
	for i := 0; i < 10 && s.ask != askReplace && s.active == 0; i++ {
		play(t, s, "")
	}
	play(t, s, "pick:"+handleCode(s, om))
	finishAttack(t, s)
	if a, b := s.damage(bs), s.damage(om); a != 4 || b != 2 {
		t.Errorf("Bombshell took %d (want 4) and Omega %d (want 2): %v", a, b, logLines(s))
	}
}

var vanguard = "Private Vanguard, Ground Command • Advance Guard"

// Private Vanguard, Ground Command • Advance Guard (W4/T27), bot mode:
// "When one of your other characters defends and you flip at least
// [WHITE] > That character can't take more than 5 attack damage this
// battle." Ironhide takes 5 of 6 with a white icon flipped for his
// defense (Data Pad), 6 without.
func TestCardPrivateVanguardBot(t *testing.T) {
	for _, white := range []bool{true, false} {
		flip := "Medic!"
		if white {
			flip = "Data Pad"
		}
		s := stdGame(t, nil, optimus, []string{"Ironhide, Veteran Autobot", vanguard}, hardHitter, stack(many(3, "Medic!"), []string{flip}, blank))
		ih := char(t, s, 1, "Ironhide")
		attach(t, s, 0, "Primary Laser", "Optimus Prime")
		attack(t, s, "Optimus Prime", "Ironhide")
		finishAttack(t, s)
		want := 6
		if white {
			want = 5
		}
		if d := s.damage(ih); d != want {
			t.Errorf("white flipped %v: Ironhide took %d, want %d: %v", white, d, want, logLines(s))
		}
	}
}

// Private Vanguard's cap waits for the replacements (Wave-4.xml#31): the
// damage Heroism sends to Red Alert is not Ironhide's, and Red Alert takes
// all 6 of it (the cap first would have left 5).
func TestRulingPrivateVanguardCapsAfterReplacements(t *testing.T) {
	s := stdGame(t, nil, optimus, []string{"Ironhide, Veteran Autobot", "Red Alert, Security Chief", vanguard}, hardHitter,
		stack(many(2, "Medic!"), []string{"Heroism", "Data Pad"}, blank))
	ra := char(t, s, 1, "Red Alert")
	attach(t, s, 1, "Heroism", "Red Alert")
	attach(t, s, 0, "Primary Laser", "Optimus Prime")
	attack(t, s, "Optimus Prime", "Ironhide")
	finishAttack(t, s)
	if d := s.damage(ra); d != 6 {
		t.Errorf("Red Alert took %d, want all 6: %v", d, logLines(s))
	}
}

// Raider Brunt, Weapons • Soldier (W4/T51), bot mode: "Each enemy's Bold
// total and Tough total can't be more than 1." Optimus Prime with
// Unflinching Courage (Bold 2) and Ironhide with Sparring Gear (Tough 2)
// have 1 each while Brunt is on the battlefield, 2 without him.
func TestCardRaiderBruntBot(t *testing.T) {
	for _, brunt := range []bool{true, false} {
		team := []string{"Red Alert, Security Chief"}
		if brunt {
			team = append(team, "Raider Brunt, Weapons • Soldier")
		}
		s := stdGame(t, nil, []string{"Optimus Prime, Autobot Leader", "Ironhide, Veteran Autobot"}, team, deckOf("Unflinching Courage", "Sparring Gear"), blank)
		op, ih := char(t, s, 0, "Optimus Prime"), char(t, s, 0, "Ironhide")
		attach(t, s, 0, "Unflinching Courage", "Optimus Prime")
		attach(t, s, 0, "Sparring Gear", "Ironhide")
		want := 2
		if brunt {
			want = 1
			if b := s.stat(char(t, s, 1, "Raider Brunt"), statBold); b != s.mode(char(t, s, 1, "Raider Brunt")).Bold {
				t.Errorf("Brunt caps his own side's Bold: %d", b)
			}
		}
		if b, tg := s.stat(op, statBold), s.stat(ih, statTough); b != want || tg != want {
			t.Errorf("Brunt %v: Bold %d and Tough %d, want %d", brunt, b, tg, want)
		}
	}
}

// Emergency Defense Field (W3/020): "If the upgraded character defends
// and would take an even amount of attack damage > Instead it takes no
// attack damage. When the upgraded character defends and takes no attack
// damage > Scrap this card." 2 (even) becomes 0 and the Field goes
// (Wave-2-3.xml#179); 3 (odd) is taken and the Field stays; no damage at
// all, and the Field goes.
func TestCardEmergencyDefenseField(t *testing.T) {
	for _, c := range []struct {
		def    string
		laser  bool
		took   int
		scraps bool
	}{
		{"Ironhide", true, 0, true},   // 5 against 3
		{"Red Alert", true, 3, false}, // 5 against 2
		{"Ironhide", false, 0, true},  // 3 against 3
	} {
		s := stdGame(t, nil, optimus, twoBots, deckOf("Primary Laser"), deckOf("Emergency Defense Field"))
		d := char(t, s, 1, c.def)
		edf := attach(t, s, 1, "Emergency Defense Field", c.def)
		if c.laser {
			attach(t, s, 0, "Primary Laser", "Optimus Prime")
		}
		attack(t, s, "Optimus Prime", c.def)
		finishAttack(t, s)
		if s.damage(d) != c.took || (s.on(edf) != d) != c.scraps {
			t.Errorf("%s, laser %v: took %d (want %d), the Field scrapped %v (want %v): %v", c.def, c.laser, s.damage(d), c.took, s.on(edf) != d, c.scraps, logLines(s))
		}
	}
}

// Point-Defense System (W3/043): "While the upgraded character is
// defending against an enemy that has Pierce > Reduce that enemy's Pierce
// total by 2." Optimus Prime at 5 flipping 6 black icons (Plunders) has
// Pierce 6: 5 damage to Ironhide, 4 with the System (Pierce 4:
// Rules_Roundup-2019-09-20.xml#6-3); on Red Alert, who does not defend,
// the System changes nothing.
func TestCardPointDefenseSystem(t *testing.T) {
	for _, on := range []string{"", "Ironhide", "Red Alert"} {
		s := stdGame(t, nil, optimus, twoBots, stack([]string{"Primary Laser"}, many(3, "Medic!"), many(2, "Plunder"), blank), deckOf("Point-Defense System"))
		ih := char(t, s, 1, "Ironhide")
		if on != "" {
			attach(t, s, 1, "Point-Defense System", on)
		}
		attach(t, s, 0, "Primary Laser", "Optimus Prime")
		attack(t, s, "Optimus Prime", "Ironhide")
		finishAttack(t, s)
		want := 5
		if on == "Ironhide" {
			want = 4
		}
		if d := s.damage(ih); d != want {
			t.Errorf("the System on %q: Ironhide took %d, want %d: %v", on, d, want, logLines(s))
		}
	}
}

// A Pierce total of 2 reduced by 2 is no Pierce (Wave-2-3.xml#188):
// Optimus Prime at 3 against Ironhide's 3 with a Crowbar flipped does no
// damage; without the System, 2.
func TestRulingPointDefenseSystemNoPierceLeft(t *testing.T) {
	for _, pds := range []bool{true, false} {
		s := stdGame(t, nil, optimus, twoBots, stack(many(4, "Medic!"), []string{"Crowbar", "Medic!"}, blank), deckOf("Point-Defense System"))
		ih := char(t, s, 1, "Ironhide")
		if pds {
			attach(t, s, 1, "Point-Defense System", "Ironhide")
		}
		attack(t, s, "Optimus Prime", "Ironhide")
		finishAttack(t, s)
		want := 2
		if pds {
			want = 0
		}
		if d := s.damage(ih); d != want {
			t.Errorf("the System %v: Ironhide took %d, want %d: %v", pds, d, want, logLines(s))
		}
	}
}

// The conformance suite over the cards of damage-replaced.yaml: teams
// with each character, decks with each battle card and the replacements
// they meet (Force Field, Heroism, Blast Suit, Lucky Vest, Grenade
// Launcher): every legal move, with enginetest's checks.
func TestConformanceDamageReplaced(t *testing.T) {
	g := mustGame(t)
	var battle []string
	for _, name := range []string{"Backup Bag", "Emergency Defense Field", "Point-Defense System", "Grenade Launcher",
		"Force Field", "Heroism", "Blast Suit", "Unflinching Courage", "Crowbar", "Data Pad", "Improvised Shield"} {
		battle = append(battle, name, name)
	}
	teams := [][]string{
		{omega, "Ironhide, Veteran Autobot", "Bumblebee, Brave Warrior"},
		{"Private Greenlight, Special Ops • Recon", vanguard, "Red Alert, Security Chief"},
		{"Raider Brunt, Weapons • Soldier", "Insecticon Skrapnel, Insecticon Leader", "Ramjet, Sky Smasher"},
	}
	runTeams(t, g, teams, battle)
}
