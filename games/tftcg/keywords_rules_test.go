package tftcg

import "testing"

// Keyword abilities printed on a mode (line 39: "a character's ability
// may allow a player to flip more cards when that character attacks or
// defends"; line 34: Pierce), in force in the standard game.

// toBot puts player p's character name in bot mode.
func toBot(t *testing.T, s *State, p int, name string) {
	t.Helper()
	id := char(t, s, p, name)
	s.obj(id).Counters[cMode] = int16(s.card(id).modeIndex(ModeBot))
	s.optsOK = false
}

// Bold 1 flips one more card when attacking; Tough 1 one more when
// defending.
func TestKeywordBoldAndTough(t *testing.T) {
	s := stdGame(t, nil, optimus, []string{"Bumblebee, Brave Warrior"}, many(14, "Incoming Transmission"), many(14, "Armored Plating"))
	toBot(t, s, 0, "Optimus Prime") // Bold 1
	toBot(t, s, 1, "Bumblebee")     // Tough 1
	play(t, s, "attacker:")
	if n := s.t.Count(zone(0, zScrap)); n != 3 {
		t.Errorf("the Bold 1 attacker flipped %d cards, want 3", n)
	}
	if n := s.t.Count(zone(1, zScrap)); n != 3 {
		t.Errorf("the Tough 1 defender flipped %d cards, want 3", n)
	}
	// (3 + 3 orange) - (2 + 3 blue) = 1
	if d := s.damage(char(t, s, 1, "Bumblebee")); d != 1 {
		t.Errorf("Bumblebee has %d damage, want 1", d)
	}
}

// Pierce 3 does at least 3 damage.
func TestKeywordPierce(t *testing.T) {
	s := stdGame(t, nil, []string{"Megatron, Decepticon Leader"}, ironhide, many(14, "Armored Plating"), many(14, "Handheld Blaster"))
	toBot(t, s, 0, "Megatron") // ATK 4, Pierce 3
	play(t, s, "attacker:")
	// 4 against 3 + 4 blue: no damage but Pierce 3.
	if d := s.damage(char(t, s, 1, "Ironhide")); d != 3 {
		t.Errorf("Ironhide has %d damage, want Megatron's Pierce 3", d)
	}
}

// Stealth: enemies attack other characters if able; Brave: enemies attack
// this character if able.
func TestKeywordStealthAndBrave(t *testing.T) {
	s := stdGame(t, nil, optimus, []string{"Specialist Flamewar, Special Ops • Hunter", "Ironhide, Veteran Autobot"}, many(14, "Incoming Transmission"), many(14, "Armored Plating"))
	play(t, s, "attacker:")
	if s.damage(char(t, s, 1, "Specialist Flamewar")) != 0 || s.t.Count(zone(1, zScrap)) == 0 {
		t.Error("the Stealth character was attacked, or no attack was made")
	}
	s = stdGame(t, nil, optimus, []string{"Ironhide, Veteran Autobot", "Fireflight, Sky High Recon"}, many(14, "Incoming Transmission"), many(14, "Data Pad"))
	play(t, s, "attacker:")
	if s.step == stepDefender {
		t.Fatalf("the defender was asked for beside a Brave character: %v", codes(s))
	}
	if s.damage(char(t, s, 1, "Ironhide")) != 0 {
		t.Error("Ironhide was attacked beside the Brave Fireflight")
	}
	// Alone on the battlefield, a Stealth character is attacked.
	s = stdGame(t, nil, optimus, []string{"Specialist Flamewar, Special Ops • Hunter"}, many(14, "Incoming Transmission"), many(14, "Armored Plating"))
	if !s.mayDefend(char(t, s, 1, "Specialist Flamewar")) {
		t.Error("a Stealth character with no other character beside it may not be attacked")
	}
}
