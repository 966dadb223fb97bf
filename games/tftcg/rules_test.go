package tftcg

import (
	"strconv"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/kit"
)

// The tests cite the lines of docs/rules/rulebooks/tftcg.txt (rules
// 1.0): the basic version is lines 52 to 67.

// basicGame starts a basic game with player 1 first and the shared deck
// stacked with top, top card first.
func basicGame(t *testing.T, top ...string) *State {
	t.Helper()
	deal := map[string][]string{"first": {"0"}}
	if len(top) > 0 {
		deal["deck"] = top
	}
	st, err := mustGame(t).New(engine.Config{Players: 2, Seed: 3, Options: map[string]string{OptRules: RulesBasic}, Deal: deal})
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// play makes the choice of the player deciding whose code starts with
// prefix.
func play(t *testing.T, s *State, prefix string) {
	t.Helper()
	p := s.Actors().First()
	for _, a := range s.Legal(p, nil) {
		if strings.HasPrefix(s.ActionCode(p, a), prefix) {
			if err := s.Apply(p, a); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("no option %s…; the options are %v", prefix, codes(s))
}

// codes are the codes of the deciding player's options.
func codes(s *State) []string {
	p := s.Actors().First()
	var out []string
	for _, a := range s.Legal(p, nil) {
		out = append(out, s.ActionCode(p, a))
	}
	return out
}

// char is player p's character named name.
func char(t *testing.T, s *State, p int, name string) kit.ObjID {
	t.Helper()
	for _, id := range s.team[p] {
		if s.card(id).Name == name {
			return id
		}
	}
	t.Fatalf("player %d has no %s", p+1, name)
	return kit.NoObj
}

// Line 55: each player starts with 2 characters, alt mode face up; line
// 56: one shared battle deck.
func TestBasicSetup(t *testing.T) {
	s := basicGame(t)
	for p := range 2 {
		if n := s.t.Count(zone(p, zField)); n != 2 {
			t.Errorf("player %d has %d characters on the battlefield, want 2", p+1, n)
		}
		for _, id := range s.team[p] {
			if s.mode(id).Mode != ModeAlt || s.damage(id) != 0 {
				t.Errorf("%s starts in %s mode with %d damage", s.card(id).FullName(), s.mode(id).Mode, s.damage(id))
			}
		}
		if s.t.Count(zone(p, zHand))+s.t.Count(zone(p, zDeck)) != 0 {
			t.Errorf("player %d has a hand or deck of their own in the basic version", p+1)
		}
	}
	if n := s.t.Count(zSharedDeck); n != 40 {
		t.Errorf("the shared deck has %d cards, want the starter set's 40", n)
	}
}

// Line 62: the player may flip one character to its other mode, then
// attacks; there is no second flip.
func TestBasicFlipOne(t *testing.T) {
	s := basicGame(t)
	got := codes(s)
	if len(got) != 3 || !strings.HasPrefix(got[0], "flip:") || got[2] != "pass" {
		t.Fatalf("the first question's options are %v, want a flip of each character and pass", got)
	}
	play(t, s, "flip:")
	op := char(t, s, 0, "Optimus Prime")
	if s.mode(op).Mode != ModeBot {
		t.Errorf("Optimus Prime is in %s mode after the flip", s.mode(op).Mode)
	}
	if s.step != stepAttacker {
		t.Errorf("after a flip the player is at step %v, want choosing an attacker", s.step)
	}
	for _, c := range codes(s) {
		if strings.HasPrefix(c, "flip:") {
			t.Errorf("a second flip is offered: %s", c)
		}
	}
}

// Lines 64 to 66: the attacker adds the orange icons of 2 cards to its
// Attack, the defender the blue icons of 2 cards to its Defense, and the
// difference is the damage.
func TestBasicDamageIsAttackLessDefense(t *testing.T) {
	// Attacker flips Improvised Shield (orange orange) and Flamethrower
	// (orange); defender flips Handheld Blaster (blue blue) and Data Pad
	// (white, which the basic version does not count).
	s := basicGame(t, "Improvised Shield", "Flamethrower", "Handheld Blaster", "Data Pad")
	play(t, s, "pass")
	play(t, s, "attacker:") // Optimus Prime, alt mode: ATK 3
	play(t, s, "defender:") // Ironhide, alt mode: DEF 3
	ih := char(t, s, 1, "Ironhide")
	// (3 + 3 orange) - (3 + 2 blue) = 1
	if d := s.damage(ih); d != 1 {
		t.Errorf("Ironhide has %d damage, want 1", d)
	}
	if s.active != 1 {
		t.Errorf("after the attack the turn is player %d's, want player 2's", s.active+1)
	}
	if n := s.t.Count(zSharedScrap); n != 4 {
		t.Errorf("the scrap pile has %d cards after the turn, want the 4 flipped", n)
	}
}

// Line 66: no damage when the Defense is higher.
func TestBasicNoNegativeDamage(t *testing.T) {
	s := basicGame(t, "Handheld Blaster", "Data Pad", "Handheld Blaster", "Armored Plating")
	play(t, s, "pass")
	play(t, s, "attacker:")
	play(t, s, "defender:")
	if d := s.damage(char(t, s, 1, "Ironhide")); d != 0 {
		t.Errorf("Ironhide has %d damage from an attack of 3 against a Defense of 6", d)
	}
}

// Line 66: a character is KO'd when its damage reaches its Health; line
// 58: the player who KOs both opposing characters wins.
func TestBasicKOAndWin(t *testing.T) {
	s := basicGame(t, "Improvised Shield", "Improvised Shield", "Data Pad", "Data Pad")
	ih, ra := char(t, s, 1, "Ironhide"), char(t, s, 1, "Red Alert")
	s.obj(ra).Counters[cDamage] = int16(s.card(ra).Health)
	s.t.Place(ra, zone(1, zKO), -1, kit.FaceUp)
	s.obj(ih).Counters[cDamage] = 3 // Health 7: (3+4) - 3 = 4 more KOs it
	s.optsOK = false
	play(t, s, "pass")
	play(t, s, "attacker:")
	if s.step == stepDefender {
		t.Fatalf("the only defender was asked for: %v", codes(s))
	}
	if !s.onField(ih) && s.damage(ih) != 7 {
		t.Errorf("Ironhide has %d damage", s.damage(ih))
	}
	if s.onField(ih) || !s.over || !s.winners.Has(0) {
		t.Fatalf("Ironhide KO'd %v, game over %v, winners %v", !s.onField(ih), s.over, s.winners.Slice())
	}
	if o := s.Outcome(); o.Returns[0] != 1 || !strings.Contains(o.Summary, "Player 1 wins") {
		t.Errorf("outcome %+v", o)
	}
}

// Line 63: a character cannot attack two turns in a row unless the
// other is KO'd.
func TestBasicNoAttackTwiceInARow(t *testing.T) {
	s := basicGame(t)
	op := char(t, s, 0, "Optimus Prime")
	play(t, s, "pass")
	play(t, s, "attacker:"+handleCode(s, op))
	play(t, s, "defender:")
	if s.over {
		t.Skip("the game ended")
	}
	play(t, s, "pass") // player 2's turn
	play(t, s, "attacker:")
	play(t, s, "defender:")
	play(t, s, "pass")
	if s.step == stepAttacker {
		for _, c := range codes(s) {
			if strings.HasPrefix(c, "attacker:"+handleCode(s, op)) {
				t.Errorf("Optimus Prime may attack two turns in a row: %v", codes(s))
			}
		}
	} else if s.lastAttacker[0] != op {
		t.Errorf("the attacker was chosen without asking, and it was not Bumblebee")
	}
	// With Bumblebee KO'd, Optimus Prime attacks again.
	s2 := basicGame(t)
	bb := char(t, s2, 0, "Bumblebee")
	s2.lastAttacker[0] = char(t, s2, 0, "Optimus Prime")
	s2.obj(bb).Counters[cDamage] = int16(s2.card(bb).Health)
	s2.t.Place(bb, zone(0, zKO), -1, kit.FaceUp)
	s2.optsOK = false
	play(t, s2, "pass")
	if s2.attacker != s2.lastAttacker[0] {
		t.Errorf("with Bumblebee KO'd the attacker is %v, want Optimus Prime", s2.attacker)
	}
}

// Line 56: the shared deck is reshuffled from the scrap pile when it
// runs out, in the middle of an attack.
func TestBasicReshuffle(t *testing.T) {
	g := mustGame(t)
	decks := [][]string{
		{"Optimus Prime, Autobot Leader", "Bumblebee, Brave Warrior", "Data Pad", "Data Pad", "Armored Plating"},
		{"Ironhide, Veteran Autobot", "Red Alert, Security Chief", "Flamethrower", "Flamethrower", "Armored Plating", "Data Pad"},
	}
	st, err := g.New(engine.Config{Players: 2, Seed: 1, Decks: decks, Options: map[string]string{OptRules: RulesBasic}})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	for turn := 0; turn < 2 && !s.over; turn++ {
		play(t, s, "pass")
		for s.step != stepMain && !s.over {
			play(t, s, "")
		}
	}
	// 7 cards: the first attack leaves 3; the second flips 3, then
	// reshuffles the 4 scrapped cards and flips 1.
	if got := s.t.Count(zSharedDeck) + s.t.Count(zSharedScrap); got != 7 || s.t.Count(zSharedDeck) != 3 {
		t.Errorf("after two attacks the deck has %d and the scrap %d cards, want 3 and 4", s.t.Count(zSharedDeck), s.t.Count(zSharedScrap))
	}
}

// handleCode is the code part naming character id: "3:".
func handleCode(s *State, id kit.ObjID) string { return strconv.Itoa(int(s.handle(id))) + ":" }
