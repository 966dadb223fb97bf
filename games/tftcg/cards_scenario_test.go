package tftcg

import (
	"strings"
	"testing"
)

// A scenario per card whose text is defined in data/abilities.yaml: the
// text happening in a standard game.

// flipToAlt puts player p's character name in bot mode, then flips it to
// alt mode as player p's flip of the turn.
func flipToAlt(t *testing.T, s *State, p int, name string) {
	t.Helper()
	toBot(t, s, p, name)
	play(t, s, "flip:"+handleCode(s, char(t, s, p, name)))
	if m := s.mode(char(t, s, p, name)).Mode; m != ModeAlt {
		t.Fatalf("%s is in %s mode after the flip, want alt", name, m)
	}
}

// handSize is the number of cards in player p's hand.
func handSize(s *State, p int) int { return s.t.Count(zone(p, zHand)) }

// Optimus Prime, Autobot Leader (W1S/T03), alt mode: "When you flip to
// this mode → Draw a card."
func TestCardOptimusPrimeAutobotLeader(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, many(14, "Incoming Transmission"), many(14, "Armored Plating"))
	before := handSize(s, 0)
	flipToAlt(t, s, 0, "Optimus Prime")
	if n := handSize(s, 0); n != before+1 {
		t.Errorf("the hand has %d cards after the flip, want %d", n, before+1)
	}
}

// Bumblebee, Brave Warrior (W1S/T01), alt mode: "When you flip to this
// mode > Each of your characters gets Piece 1 until end of turn." (read
// as Pierce 1).
func TestCardBumblebeeBraveWarrior(t *testing.T) {
	s := stdGame(t, nil, []string{"Bumblebee, Brave Warrior", "Optimus Prime, Autobot Leader"}, ironhide,
		many(14, "Armored Plating"), many(14, "Armored Plating"))
	flipToAlt(t, s, 0, "Bumblebee")
	for _, name := range []string{"Bumblebee", "Optimus Prime"} {
		if n := s.stat(char(t, s, 0, name), statPierce); n != 1 {
			t.Errorf("%s has Pierce %d after the flip, want 1", name, n)
		}
	}
	play(t, s, "attacker:"+handleCode(s, char(t, s, 0, "Bumblebee")))
	// Attack 3 against Defense 3 + 2 blue: no damage but Pierce 1.
	if d := s.damage(char(t, s, 1, "Ironhide")); d != 1 {
		t.Errorf("Ironhide has %d damage, want Bumblebee's Pierce 1", d)
	}
	for s.active == 0 && !s.over {
		play(t, s, "")
	}
	if n := s.stat(char(t, s, 0, "Bumblebee"), statPierce); n != 0 {
		t.Errorf("Bumblebee has Pierce %d after the turn, want 0", n)
	}
}

// Arcee, Skilled Fighter (W1/T01), alt mode: "When you flip to this mode
// → Repair 1 damage from each of your characters."
func TestCardArceeSkilledFighter(t *testing.T) {
	s := stdGame(t, nil, []string{"Arcee, Skilled Fighter", "Ironhide, Veteran Autobot"}, optimus,
		many(14, "Incoming Transmission"), many(14, "Armored Plating"))
	arcee, ih := char(t, s, 0, "Arcee"), char(t, s, 0, "Ironhide")
	s.obj(arcee).Counters[cDamage] = 2
	s.obj(ih).Counters[cDamage] = 2
	s.obj(char(t, s, 1, "Optimus Prime")).Counters[cDamage] = 2
	flipToAlt(t, s, 0, "Arcee")
	if s.damage(arcee) != 1 || s.damage(ih) != 1 {
		t.Errorf("damage after the flip: Arcee %d, Ironhide %d; want 1 each", s.damage(arcee), s.damage(ih))
	}
	if d := s.damage(char(t, s, 1, "Optimus Prime")); d != 2 {
		t.Errorf("the enemy was repaired: %d damage, want 2", d)
	}
	if !logHas(s, "repairs 1 damage") {
		t.Error("the log tells of no repair")
	}
}

// Decepticon Shockwave, Cybertron Commander (W1/T14), alt mode: "When
// you flip to this mode > Each player draws 2 cards."
func TestCardDecepticonShockwave(t *testing.T) {
	s := stdGame(t, nil, []string{"Decepticon Shockwave, Cybertron Commander", "Ironhide, Veteran Autobot"}, twoBots,
		many(14, "Incoming Transmission"), many(14, "Armored Plating"))
	mine, theirs := handSize(s, 0), handSize(s, 1)
	flipToAlt(t, s, 0, "Decepticon Shockwave")
	if handSize(s, 0) != mine+2 || handSize(s, 1) != theirs+2 {
		t.Errorf("hands after the flip: %d and %d, want %d and %d", handSize(s, 0), handSize(s, 1), mine+2, theirs+2)

	}
}

// Flamewar, Veteran Decepticon (W1/T20), alt mode: "When you flip to this
// mode > Each of your characters get Bold 1 until end of turn."
func TestCardFlamewarVeteranDecepticon(t *testing.T) {
	s := stdGame(t, nil, []string{"Flamewar, Veteran Decepticon", "Ironhide, Veteran Autobot"}, optimus,
		many(14, "Armored Plating"), many(14, "Armored Plating"))
	flipToAlt(t, s, 0, "Flamewar")
	play(t, s, "attacker:"+handleCode(s, char(t, s, 0, "Ironhide")))
	// Ironhide in alt mode has no Bold of its own: it flips 2 + 1.
	if n := s.t.Count(zone(0, zFlip)) + s.t.Count(zone(0, zScrap)); n != 3 {
		t.Errorf("Ironhide flipped %d cards, want 3 with Bold 1", n)
	}
}

// Optimus Prime, Freedom Fighter (W1/T30), alt mode: "When you flip to
// this mode > Repair 1 damage from each of your Autobots."
func TestCardOptimusPrimeFreedomFighter(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Freedom Fighter", "Flamewar, Veteran Decepticon"}, ironhide,
		many(14, "Incoming Transmission"), many(14, "Armored Plating"))
	op, fw := char(t, s, 0, "Optimus Prime"), char(t, s, 0, "Flamewar")
	s.obj(op).Counters[cDamage] = 2
	s.obj(fw).Counters[cDamage] = 2
	flipToAlt(t, s, 0, "Optimus Prime")
	if s.damage(op) != 1 || s.damage(fw) != 2 {
		t.Errorf("damage after the flip: Optimus Prime %d (want 1), the Decepticon Flamewar %d (want 2)", s.damage(op), s.damage(fw))
	}
}

// Prowl, Military Strategist (W1/T31), alt mode: "When you flip to this
// mode > Each of your Cars gets Bold 2 until end of turn."
func TestCardProwlMilitaryStrategist(t *testing.T) {
	s := stdGame(t, nil, []string{"Prowl, Military Strategist", "Bumblebee, Brave Warrior", "Optimus Prime, Autobot Leader"}, ironhide,
		many(14, "Incoming Transmission"), many(14, "Armored Plating"))
	flipToAlt(t, s, 0, "Prowl")
	for name, want := range map[string]int{"Prowl": 2, "Bumblebee": 2, "Optimus Prime": 0} {
		if n := s.stat(char(t, s, 0, name), statBold); n != want {
			t.Errorf("%s has Bold %d, want %d (the Truck is no Car)", name, n, want)
		}
	}
}

// logHas reports whether some event of the log, as player 1 sees it,
// contains text.
func logHas(s *State, text string) bool {
	entries, _ := s.Events(0, 0)
	for _, e := range entries {
		if strings.Contains(e.Text, text) {
			return true
		}
	}
	return false
}
