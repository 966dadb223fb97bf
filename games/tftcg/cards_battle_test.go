package tftcg

import (
	"strings"
	"testing"

	"omnideck/carddata"
	"omnideck/kit"
)

// A scenario per Wave 1 battle card whose text is defined in
// data/abilities/battle-cards.yaml (the cards of cards_language_test.go
// aside): the text happening in a standard game.

// upgradeOn has the player whose turn it is put Upgrade name, from their
// hand (taken from their deck first when it is not there), on their
// character ch, by the turn's option.
func upgradeOn(t *testing.T, s *State, name, ch string) {
	t.Helper()
	p := s.active
	ensure(t, s, p, name)
	laterTurn(s)
	for _, c := range codes(s) {
		if strings.HasPrefix(c, "upgrade:") && strings.Contains(c, ":"+carddata.Code(name)+":") && strings.HasSuffix(c, ":"+carddata.Code(ch)) {
			play(t, s, c)
			return
		}
	}
	t.Fatalf("no option to put %s on %s: %v", name, ch, codes(s))
}

// playAction has the player whose turn it is play the Action name from
// their hand (taken from their deck first when it is not there).
func playAction(t *testing.T, s *State, name string) {
	t.Helper()
	p := s.active
	ensure(t, s, p, name)
	laterTurn(s)
	play(t, s, "action:"+handleCode(s, handCard(t, s, p, name)))
}

// ensure puts a card named name into player p's hand from their deck,
// unless they hold one.
func ensure(t *testing.T, s *State, p int, name string) {
	t.Helper()
	if !inHand(s, p, name) {
		holding(t, s, p, name)
	}
}

// inHand reports whether player p holds a card named name.
func inHand(s *State, p int, name string) bool {
	for _, id := range s.t.Zones[zone(p, zHand)].Cards {
		if s.card(id).FullName() == name {
			return true
		}
	}
	return false
}

// handCard is the first card named name in player p's hand.
func handCard(t *testing.T, s *State, p int, name string) kit.ObjID {
	t.Helper()
	for _, id := range s.t.Zones[zone(p, zHand)].Cards {
		if s.card(id).FullName() == name {
			return id
		}
	}
	t.Fatalf("player %d holds no %s", p+1, name)
	return kit.NoObj
}

// mayUpgradeOn reports whether Upgrade name in the active player's hand
// may be put on their character ch.
func mayUpgradeOn(t *testing.T, s *State, name, ch string) bool {
	t.Helper()
	return s.mayUpgrade(handCard(t, s, s.active, name), char(t, s, s.active, ch))
}

// upgradesOn counts the Upgrades on character id.
func upgradesOn(s *State, id kit.ObjID) int { return s.upgrades(id) }

var filler = many(20, "Armored Plating")

// Upgrades whose keyword is in force on the upgraded character: Handheld
// Blaster (W1/034) Bold 1, Improvised Shield (W1/038) Tough 1, Reinforced
// Plating (W1/061) Tough 2, Piercing Blaster (W1/053) Pierce 3.
func TestCardUpgradeKeywords(t *testing.T) {
	for _, c := range []struct {
		name string
		stat uint8
		n    int
	}{{"Handheld Blaster", statBold, 1}, {"Improvised Shield", statTough, 1}, {"Reinforced Plating", statTough, 2},
		{"Piercing Blaster", statPierce, 3}} {
		s := stdGame(t, nil, optimus, ironhide, append([]string{c.name}, filler...), filler)
		op := char(t, s, 0, "Optimus Prime")
		before := s.stat(op, c.stat)
		upgradeOn(t, s, c.name, "Optimus Prime")
		if n := s.stat(op, c.stat); n != before+c.n {
			t.Errorf("%s: %s %d, want %d", c.name, statNames[c.stat], n, before+c.n)
		}
	}
}

// Power Sword (W1/055): "Put on Melee characters only. Bold 3." Jaws Of
// Steel (W1/042): "Put on Dinobots only. Bold 2."
func TestCardPowerSwordJawsOfSteel(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Autobot Leader", "Ironhide, Veteran Autobot"}, ironhide,
		append([]string{"Power Sword", "Jaws Of Steel"}, filler...), filler)
	ensure(t, s, 0, "Power Sword")
	ensure(t, s, 0, "Jaws Of Steel")
	if mayUpgradeOn(t, s, "Power Sword", "Optimus Prime") || !mayUpgradeOn(t, s, "Power Sword", "Ironhide") {
		t.Error("Power Sword goes on Melee characters only")
	}
	if mayUpgradeOn(t, s, "Jaws Of Steel", "Ironhide") {
		t.Error("Jaws Of Steel may go on Ironhide, no Dinobot")
	}
	upgradeOn(t, s, "Power Sword", "Ironhide")
	if n := s.stat(char(t, s, 0, "Ironhide"), statBold); n != 3 {
		t.Errorf("Ironhide has Bold %d with Power Sword, want 3", n)
	}
	s = stdGame(t, nil, []string{"Grimlock, Dinobot Leader"}, ironhide, append([]string{"Jaws Of Steel"}, filler...), filler)
	g := char(t, s, 0, "Grimlock")
	bold := s.stat(g, statBold)
	upgradeOn(t, s, "Jaws Of Steel", "Grimlock")
	if n := s.stat(g, statBold); n != bold+2 {
		t.Errorf("Grimlock has Bold %d with Jaws Of Steel, want %d", n, bold+2)
	}
}

// Energon Axe (W1/028): "Put on damaged characters only. Pierce 2."
func TestCardEnergonAxe(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Autobot Leader", "Ironhide, Veteran Autobot"}, ironhide,
		append([]string{"Energon Axe"}, filler...), filler)
	ensure(t, s, 0, "Energon Axe")
	if mayUpgradeOn(t, s, "Energon Axe", "Ironhide") {
		t.Error("Energon Axe may go on an undamaged character")
	}
	s.obj(char(t, s, 0, "Ironhide")).Counters[cDamage] = 1
	upgradeOn(t, s, "Energon Axe", "Ironhide")
	if n := s.stat(char(t, s, 0, "Ironhide"), statPierce); n != 2 {
		t.Errorf("Ironhide has Pierce %d, want 2", n)
	}
}

// Ion Blaster Of Optimus Prime (W1/041): "Put on Optimus Prime only."
func TestCardIonBlaster(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Autobot Leader", "Ironhide, Veteran Autobot"}, ironhide,
		append([]string{"Ion Blaster Of Optimus Prime"}, filler...), filler)
	ensure(t, s, 0, "Ion Blaster Of Optimus Prime")
	if mayUpgradeOn(t, s, "Ion Blaster Of Optimus Prime", "Ironhide") || !mayUpgradeOn(t, s, "Ion Blaster Of Optimus Prime", "Optimus Prime") {
		t.Error("the Ion Blaster goes on Optimus Prime only")
	}
}

// Fusion Cannon Of Megatron (W1/032): "While this is on Megatron > He has
// Pierce 3." Null-Ray of Starscream (W1/049): "While this is on
// Starscream > He has Bold 2."
func TestCardFusionCannonNullRay(t *testing.T) {
	s := stdGame(t, nil, []string{"Megatron, Decepticon Leader", "Starscream, Air Commander", "Ironhide, Veteran Autobot"}, ironhide,
		append([]string{"Fusion Cannon Of Megatron", "Null-Ray of Starscream", "Fusion Cannon Of Megatron"}, filler...), filler)
	m, st := char(t, s, 0, "Megatron"), char(t, s, 0, "Starscream")
	pierce, bold := s.stat(m, statPierce), s.stat(st, statBold)
	upgradeOn(t, s, "Fusion Cannon Of Megatron", "Megatron")
	if n := s.stat(m, statPierce); n != pierce+3 {
		t.Errorf("Megatron has Pierce %d with his Fusion Cannon, want %d", n, pierce+3)
	}
	s.upgraded = false
	upgradeOn(t, s, "Null-Ray of Starscream", "Starscream")
	if n := s.stat(st, statBold); n != bold+2 {
		t.Errorf("Starscream has Bold %d with his Null-Ray, want %d", n, bold+2)
	}
	s.upgraded = false
	ih := char(t, s, 0, "Ironhide")
	upgradeOn(t, s, "Fusion Cannon Of Megatron", "Ironhide")
	if n := s.stat(ih, statPierce); n != 0 {
		t.Errorf("Ironhide has Pierce %d with Megatron's Fusion Cannon, want 0", n)
	}
}

// Combat Training (W1/014): Bold 1 while the character has a Weapon,
// Tough 1 while it has an Armor.
func TestCardCombatTraining(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, append([]string{"Combat Training", "Primary Laser", "Armored Plating"}, filler...), filler)
	op := char(t, s, 0, "Optimus Prime")
	upgradeOn(t, s, "Combat Training", "Optimus Prime")
	if s.stat(op, statBold) != 0 || s.stat(op, statTough) != 0 {
		t.Fatalf("Combat Training alone gives Bold %d, Tough %d", s.stat(op, statBold), s.stat(op, statTough))
	}
	s.upgraded = false
	upgradeOn(t, s, "Primary Laser", "Optimus Prime")
	if s.stat(op, statBold) != 1 || s.stat(op, statTough) != 0 {
		t.Errorf("with a Weapon: Bold %d, Tough %d; want 1, 0", s.stat(op, statBold), s.stat(op, statTough))
	}
	s.upgraded = false
	upgradeOn(t, s, "Armored Plating", "Optimus Prime")
	if s.stat(op, statBold) != 1 || s.stat(op, statTough) != 1 {
		t.Errorf("with a Weapon and an Armor: Bold %d, Tough %d; want 1, 1", s.stat(op, statBold), s.stat(op, statTough))
	}
}

// Crushing Treads (W1/017): "Put on Tanks only. The upgraded character has
// Pierce equal to its DEF."
func TestCardCrushingTreads(t *testing.T) {
	s := stdGame(t, nil, []string{"Megatron, Decepticon Leader", "Ironhide, Veteran Autobot"}, ironhide,
		append([]string{"Crushing Treads"}, filler...), filler)
	ensure(t, s, 0, "Crushing Treads")
	if mayUpgradeOn(t, s, "Crushing Treads", "Ironhide") {
		t.Error("Crushing Treads may go on Ironhide, no Tank")
	}
	m := char(t, s, 0, "Megatron")
	upgradeOn(t, s, "Crushing Treads", "Megatron")
	if n, want := s.stat(m, statPierce), s.defenseOf(m); n != want || want == 0 {
		t.Errorf("Megatron has Pierce %d, want his DEF %d", n, want)
	}
}

// Matrix of Leadership (W1/044): "Put on Autobots only. While this is on a
// Leader > Each of your other characters has +1 ATK and Pierce 1."
func TestCardMatrixOfLeadership(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Autobot Leader", "Ironhide, Veteran Autobot", "Red Alert, Security Chief"}, ironhide,
		append([]string{"Matrix of Leadership", "Matrix of Leadership"}, filler...), filler)
	op, ih := char(t, s, 0, "Optimus Prime"), char(t, s, 0, "Ironhide")
	atk := s.stat(ih, statAttack)
	upgradeOn(t, s, "Matrix of Leadership", "Optimus Prime")
	if s.stat(ih, statAttack) != atk+1 || s.stat(ih, statPierce) != 1 {
		t.Errorf("Ironhide has Attack %d, Pierce %d; want %d, 1", s.stat(ih, statAttack), s.stat(ih, statPierce), atk+1)
	}
	if s.stat(op, statPierce) != 0 {
		t.Errorf("the Leader himself has Pierce %d, want 0", s.stat(op, statPierce))
	}
	// On Ironhide, who is no Leader, it gives nothing.
	s = stdGame(t, nil, []string{"Optimus Prime, Autobot Leader", "Ironhide, Veteran Autobot"}, ironhide,
		append([]string{"Matrix of Leadership"}, filler...), filler)
	op = char(t, s, 0, "Optimus Prime")
	upgradeOn(t, s, "Matrix of Leadership", "Ironhide")
	if s.stat(op, statPierce) != 0 {
		t.Errorf("Optimus Prime has Pierce %d from a Matrix on a non-Leader", s.stat(op, statPierce))
	}
}

// Turbo Boosters (W1/080): "Put on Cars only. When you put this on a
// character → Untap that character."
func TestCardTurboBoosters(t *testing.T) {
	s := stdGame(t, nil, []string{"Bumblebee, Brave Warrior", "Ironhide, Veteran Autobot"}, ironhide,
		append([]string{"Turbo Boosters"}, filler...), filler)
	ensure(t, s, 0, "Turbo Boosters")
	if mayUpgradeOn(t, s, "Turbo Boosters", "Ironhide") {
		t.Error("Turbo Boosters may go on Ironhide, a Truck")
	}
	bb := char(t, s, 0, "Bumblebee")
	s.obj(bb).Set(flTapped, true)
	upgradeOn(t, s, "Turbo Boosters", "Bumblebee")
	if s.tapped(bb) {
		t.Error("Bumblebee is still tapped")
	}
}

// Cargo Trailer (W1/012): "Put on Trucks only. The upgraded character has
// +1 ATK for each Cargo Trailer on it. Up to 3 Cargo Trailers can fit into
// its Utility slot." Each gives +1 per Cargo Trailer there: 1, 4, 9.
func TestCardCargoTrailer(t *testing.T) {
	s := stdGame(t, nil, []string{"Ironhide, Veteran Autobot", "Bumblebee, Brave Warrior"}, ironhide,
		append(many(4, "Cargo Trailer"), append([]string{"Combat Training"}, filler...)...), filler)
	ensure(t, s, 0, "Cargo Trailer")
	if mayUpgradeOn(t, s, "Cargo Trailer", "Bumblebee") {
		t.Error("a Cargo Trailer may go on Bumblebee, a Car")
	}
	ih := char(t, s, 0, "Ironhide")
	atk := s.stat(ih, statAttack)
	for i, want := range []int{1, 4, 9, 9} {
		s.upgraded = false
		upgradeOn(t, s, "Cargo Trailer", "Ironhide")
		if n := s.stat(ih, statAttack); n != atk+want {
			t.Errorf("with %d Cargo Trailers put on, Ironhide has Attack %d, want %d", i+1, n, atk+want)
		}
	}
	if n := upgradesOn(s, ih); n != 3 {
		t.Errorf("Ironhide has %d Upgrades, want 3 Cargo Trailers", n)
	}
	s.upgraded = false
	upgradeOn(t, s, "Combat Training", "Ironhide")
	if n := upgradesOn(s, ih); n != 1 || s.stat(ih, statAttack) != atk {
		t.Errorf("another Utility leaves %d Upgrades and Attack %d, want 1 and %d", n, s.stat(ih, statAttack), atk)
	}
}
