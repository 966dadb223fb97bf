package tftcg

import (
	"testing"

	"omnideck/kit"
)

// Scenarios of the characters' modes that move Upgrades, reward a KO, take
// an Upgrade from the scrap pile, and play a flipped Action.

// Chop Shop, Sneaky Insecticon (W1/T10), alt mode: "When you flip to this
// mode > Scrap all Upgrades on this character. For each one scrapped this
// way, draw a card and repair 1 damage from each of your Insecticons."
func TestCardChopShopSneakyInsecticonAlt(t *testing.T) {
	team := []string{"Chop Shop, Sneaky Insecticon", "Kickback, Cunning Insecticon", "Ironhide, Veteran Autobot"}
	deck := stack(many(2, "Flamethrower"), many(2, "Reinforced Plating"), noIcons(10))
	s := stdGame(t, nil, team, ironhide, deck, noIcons(14))
	toBot(t, s, 0, "Chop Shop")
	cs, kb, ih := char(t, s, 0, "Chop Shop"), char(t, s, 0, "Kickback"), char(t, s, 0, "Ironhide")
	equip(t, s, 0, "Flamethrower", "Chop Shop")
	equip(t, s, 0, "Reinforced Plating", "Chop Shop")
	for _, id := range []kit.ObjID{cs, kb, ih} {
		s.obj(id).Counters[cDamage] = 3
	}
	hand := handSize(s, 0)
	play(t, s, "flip:"+handleCode(s, cs))
	if s.upgrades(cs) != 0 {
		t.Errorf("Chop Shop keeps %d Upgrades", s.upgrades(cs))
	}
	if n := handSize(s, 0); n != hand+2 {
		t.Errorf("the hand has %d cards, want %d (one per Upgrade scrapped)", n, hand+2)
	}
	if s.damage(cs) != 1 || s.damage(kb) != 1 || s.damage(ih) != 3 {
		t.Errorf("damage: Chop Shop %d, Kickback %d (want 1 each), Ironhide %d (want 3: no Insecticon)", s.damage(cs), s.damage(kb), s.damage(ih))
	}
}

// Chop Shop, Sneaky Insecticon (W1/T10), bot mode: "When this attacks >
// You may move an Upgrade from one of your other characters to this
// one."
func TestCardChopShopSneakyInsecticonBot(t *testing.T) {
	team := []string{"Chop Shop, Sneaky Insecticon", "Kickback, Cunning Insecticon"}
	s := stdGame(t, nil, team, ironhide, stack(many(2, "Flamethrower"), noIcons(12)), noIcons(14))
	toBot(t, s, 0, "Chop Shop")
	cs, kb := char(t, s, 0, "Chop Shop"), char(t, s, 0, "Kickback")
	equip(t, s, 0, "Flamethrower", "Kickback")
	laterTurn(s)
	attackWith(t, s, 0, "Chop Shop", kit.NoObj)
	if !has(s, "pick:") || !has(s, "pass") {
		t.Fatalf("no choice of an Upgrade to move (or of none): %v", codes(s))
	}
	play(t, s, "pick:")
	if s.upgrades(cs) != 1 || s.upgrades(kb) != 0 {
		t.Errorf("Upgrades after the move: Chop Shop %d (want 1), Kickback %d (want 0)", s.upgrades(cs), s.upgrades(kb))
	}
}

// Deadlock, Bounty Hunter (W1/T13), alt mode: "When you flip to this mode >
// Choose an enemy. If it's KO'd this turn, draw 2 cards."
func TestCardDeadlockBountyHunterAlt(t *testing.T) {
	s := stdGame(t, nil, []string{"Deadlock, Bounty Hunter"}, twoBots, stack(many(2, "Plasma Burst"), noIcons(12)), noIcons(14))
	toBot(t, s, 0, "Deadlock")
	red := char(t, s, 1, "Red Alert")
	s.obj(red).Counters[cDamage] = int16(s.card(red).Health - 2)
	laterTurn(s)
	play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Deadlock")))
	play(t, s, "pick:"+handleCode(s, red))
	hand := handSize(s, 0)
	// Plasma Burst does 2 damage: Red Alert is KO'd, the bounty paid.
	play(t, s, "action:")
	play(t, s, "pick:"+handleCode(s, red))
	if s.onField(red) {
		t.Fatal("Red Alert is not KO'd")
	}
	if n := handSize(s, 0); n != hand-1+2 {
		t.Errorf("the hand has %d cards, want %d (the Action played, 2 drawn)", n, hand+1)
	}
}

// Jetfire, Air Guardian (W1/T24), bot mode: "When you flip to this mode >
// Put an Armor or Utility from your scrap pile onto this character."
func TestCardJetfireAirGuardianBot(t *testing.T) {
	s := stdGame(t, nil, []string{"Jetfire, Air Guardian"}, ironhide,
		stack(noIcons(4), many(1, "Reinforced Plating"), many(1, "Flamethrower"), noIcons(8)), noIcons(14))
	jf := char(t, s, 0, "Jetfire")
	toScrap(t, s, 0, "Reinforced Plating")
	toScrap(t, s, 0, "Flamethrower")
	play(t, s, "flip:"+handleCode(s, jf))
	// The Armor is the only Armor or Utility there: it is put on without
	// asking; the Weapon stays.
	if s.upgrades(jf) != 1 {
		t.Fatalf("Jetfire has %d Upgrades after the flip, want 1", s.upgrades(jf))
	}
	for _, u := range s.t.Zones[zone(0, zUpgrade)].Cards {
		if s.on(u) == jf && s.card(u).Subtype != SubArmor {
			t.Errorf("Jetfire got %s, not the Armor", s.card(u).FullName())
		}
	}
}

// Optimus Prime, Battlefield Legend (W1/T29), bot mode: "After you flip
// battle cards for this character's attack and before defense flips > You
// may play one of the Actions you flipped."
func TestCardOptimusPrimeBattlefieldLegendBot(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Battlefield Legend"}, twoBots, noIcons(14), noIcons(14))
	toBot(t, s, 0, "Optimus Prime")
	laterTurn(s)
	red := char(t, s, 1, "Red Alert")
	attackWith(t, s, 0, "Optimus Prime", red)
	// The flipped Plasma Bursts are offered before the defender flips.
	if !has(s, "pick:") || !has(s, "pass") {
		t.Fatalf("no choice of a flipped Action: %v", codes(s))
	}
	if n := s.t.Count(zone(1, zFlip)); n != 0 {
		t.Errorf("the defender flipped %d cards before the choice", n)
	}
	play(t, s, "pick:")
	// Plasma Burst: 2 damage to an enemy, chosen now.
	play(t, s, "pick:"+handleCode(s, char(t, s, 1, "Ironhide")))
	if d := s.damage(char(t, s, 1, "Ironhide")); d != 2 {
		t.Errorf("Ironhide has %d damage from the flipped Plasma Burst, want 2", d)
	}
	if !logHas(s, "plays the Action Plasma Burst") && !logHas(s, "play the Action Plasma Burst") {
		t.Error("the log tells of no Action played")
	}
}
