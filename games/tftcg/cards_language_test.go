package tftcg

import (
	"strings"
	"testing"
)

// Scenarios of cards whose text asks its player to choose: a "you may"
// with a cost, an enemy to damage, a card from hand; and of Upgrades'
// static abilities and restrictions.

// laterTurn lets the player whose turn it is play an Action and an
// Upgrade, as on any turn after the first two (line 21).
func laterTurn(s *State) {
	s.turn = 3
	s.optsOK = false
}

// holding puts the first card named name of player p's deck into p's
// hand.
func holding(t *testing.T, s *State, p int, name string) {
	t.Helper()
	for _, id := range s.t.Zones[zone(p, zDeck)].Cards {
		if s.card(id).FullName() == name {
			s.t.Place(id, zone(p, zHand), -1, 0)
			s.optsOK = false
			return
		}
	}
	t.Fatalf("no %s in player %d's deck", name, p)
}

// Darkmount, Cruel Overlord (W1/T12), alt mode: "When you flip to this
// mode > You may scrap a card from your hand. If you do, do 2 damage to an
// enemy." Declining does nothing; paying asks for the enemy.
func TestCardDarkmountCruelOverlordAlt(t *testing.T) {
	team := []string{"Darkmount, Cruel Overlord", "Ironhide, Veteran Autobot"}
	s := stdGame(t, nil, team, twoBots, many(14, "Incoming Transmission"), many(14, "Armored Plating"))
	toBot(t, s, 0, "Darkmount")
	hand := handSize(s, 0)
	play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Darkmount")))
	if !has(s, "pay:") || !has(s, "pass") {
		t.Fatalf("the flip asks no payment; options %v", codes(s))
	}
	play(t, s, "pay:")
	if n := handSize(s, 0); n != hand-1 {
		t.Errorf("the hand has %d cards after paying, want %d", n, hand-1)
	}
	red := char(t, s, 1, "Red Alert")
	play(t, s, "pick:"+handleCode(s, red))
	if d := s.damage(red); d != 2 {
		t.Errorf("Red Alert has %d damage, want 2", d)
	}

	s = stdGame(t, nil, team, twoBots, many(14, "Incoming Transmission"), many(14, "Armored Plating"))
	toBot(t, s, 0, "Darkmount")
	hand = handSize(s, 0)
	play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Darkmount")))
	play(t, s, "pass")
	if handSize(s, 0) != hand || s.damage(char(t, s, 1, "Red Alert"))+s.damage(char(t, s, 1, "Ironhide")) != 0 {
		t.Error("declining the cost still scrapped a card or did damage")
	}
}

// Darkmount, Cruel Overlord (W1/T12), bot mode: "While this is defending
// against Ranged characters > This has +2 DEF."
func TestCardDarkmountCruelOverlordBot(t *testing.T) {
	s := stdGame(t, nil, twoBots, []string{"Darkmount, Cruel Overlord"}, many(14, "Armored Plating"), many(14, "Armored Plating"))
	toBot(t, s, 1, "Darkmount")
	dm := char(t, s, 1, "Darkmount")
	base := s.mode(dm).Defense
	if n := s.stat(dm, statDefense); n != base {
		t.Fatalf("Darkmount has Defense %d out of an attack, want %d", n, base)
	}
	// Ironhide (Melee and Ranged) attacks: Darkmount has +2 Defense.
	s.attacker, s.defender = char(t, s, 0, "Ironhide"), dm
	if n := s.stat(dm, statDefense); n != base+2 {
		t.Errorf("Darkmount has Defense %d against a Ranged attacker, want %d", n, base+2)
	}
	// Red Alert is Ranged too; a character without the trait gives none.
	s.attacker = char(t, s, 0, "Red Alert")
	if n := s.stat(dm, statDefense); n != base+2 {
		t.Errorf("Darkmount has Defense %d against Red Alert (Ranged), want %d", n, base+2)
	}
}

// Plasma Burst (W1/054): "Do 2 damage to an enemy."
func TestCardPlasmaBurst(t *testing.T) {
	s := stdGame(t, nil, optimus, twoBots, many(14, "Plasma Burst"), many(14, "Armored Plating"))
	laterTurn(s)
	play(t, s, "action:")
	ih := char(t, s, 1, "Ironhide")
	play(t, s, "pick:"+handleCode(s, ih))
	if d := s.damage(ih); d != 2 {
		t.Errorf("Ironhide has %d damage, want 2", d)
	}
	if d := s.damage(char(t, s, 1, "Red Alert")); d != 0 {
		t.Errorf("Red Alert has %d damage, want 0", d)
	}
}

// Incoming Transmission (W1/039): "Draw 2 cards. Then put a card from your
// hand on top of your deck."
func TestCardIncomingTransmission(t *testing.T) {
	deck := append(many(4, "Incoming Transmission"), many(10, "Armored Plating")...)
	s := stdGame(t, nil, optimus, ironhide, deck, many(14, "Armored Plating"))
	laterTurn(s)
	hand := handSize(s, 0)
	play(t, s, "action:")
	if !strings.HasPrefix(s.question(), "Incoming Transmission") {
		t.Fatalf("no choice of a card to put back: %q", s.question())
	}
	play(t, s, "pick:")
	// One played, two drawn, one put back.
	if n := handSize(s, 0); n != hand {
		t.Errorf("the hand has %d cards, want %d", n, hand)
	}
	if !logHas(s, "on top of the battle deck") {
		t.Error("the log tells of no card put back")
	}
	// The opponent is told a card went back, not which.
	entries, _ := s.Events(1, 0)
	for _, e := range entries {
		if strings.Contains(e.Text, "on top") && !strings.Contains(e.Text, "a card") {
			t.Errorf("the opponent sees which card went back: %q", e.Text)
		}
	}
}

// Flamethrower (W1/030): "Bold 2", on the upgraded character.
func TestCardFlamethrower(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, many(14, "Flamethrower"), many(14, "Armored Plating"))
	laterTurn(s)
	op := char(t, s, 0, "Optimus Prime")
	bold := s.stat(op, statBold)
	play(t, s, "upgrade:")
	if n := s.stat(op, statBold); n != bold+2 {
		t.Errorf("Optimus Prime has Bold %d with the Flamethrower, want %d", n, bold+2)
	}
}

// Body Armor (W1/008): "Put on Melee characters only. Tough 3."
func TestCardBodyArmor(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Autobot Leader", "Ironhide, Veteran Autobot"}, ironhide,
		many(14, "Body Armor"), many(14, "Armored Plating"))
	laterTurn(s)
	op, ih := char(t, s, 0, "Optimus Prime"), char(t, s, 0, "Ironhide")
	for _, c := range codes(s) {
		if strings.HasPrefix(c, "upgrade:") && strings.Contains(c, "optimus-prime") {
			t.Errorf("Body Armor may go on Optimus Prime, who is not Melee: %s", c)
		}
	}
	tough := s.stat(ih, statTough)
	play(t, s, "upgrade:")
	if n := s.stat(ih, statTough); n != tough+3 {
		t.Errorf("Ironhide has Tough %d with Body Armor, want %d", n, tough+3)
	}
	if n := s.stat(op, statTough); n != 0 {
		t.Errorf("Optimus Prime has Tough %d, want 0", n)
	}
}
