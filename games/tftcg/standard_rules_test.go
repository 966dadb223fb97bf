package tftcg

import (
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/kit"
)

// The standard game's rules (rules 1.0, lines 6 to 51 of
// docs/rules/rulebooks/tftcg.txt).

// stdGame starts a standard game of two teams and decks (each a list of
// characters, then battle cards), player 1 first, each deck stacked with
// its list's battle cards in order, top card first.
func stdGame(t *testing.T, opts map[string]string, team0, team1 []string, deck0, deck1 []string) *State {
	t.Helper()
	cfg := engine.Config{Players: 2, Seed: 9, Options: opts,
		Decks: [][]string{append(append([]string{}, team0...), deck0...), append(append([]string{}, team1...), deck1...)},
		Deal:  map[string][]string{"first": {"0"}, "deck.0": deck0, "deck.1": deck1}}
	st, err := mustGame(t).New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// many is n copies of name.
func many(n int, name string) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = name
	}
	return out
}

var (
	optimus  = []string{"Optimus Prime, Autobot Leader"}
	ironhide = []string{"Ironhide, Veteran Autobot"}
	twoBots  = []string{"Ironhide, Veteran Autobot", "Red Alert, Security Chief"}
)

// has reports whether the deciding player has an option whose code
// starts with prefix.
func has(s *State, prefix string) bool {
	for _, c := range codes(s) {
		if strings.HasPrefix(c, prefix) {
			return true
		}
	}
	return false
}

// Line 13: each player draws 3 at set-up; line 15: every turn starts with
// a draw, the first player's first turn too unless first-draw=no.
func TestStandardDraws(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, many(10, "Data Pad"), many(10, "Data Pad"))
	if h := s.t.Count(zone(0, zHand)); h != 4 {
		t.Errorf("the first player holds %d cards on turn 1, want 3 and the turn's draw", h)
	}
	if h := s.t.Count(zone(1, zHand)); h != 3 {
		t.Errorf("the second player holds %d cards, want 3", h)
	}
	s = stdGame(t, map[string]string{OptFirstDraw: "no"}, optimus, ironhide, many(10, "Data Pad"), many(10, "Data Pad"))
	if h := s.t.Count(zone(0, zHand)); h != 3 {
		t.Errorf("with first-draw=no the first player holds %d cards on turn 1, want 3", h)
	}
}

// Line 21: no Action or Upgrade on the first player's first turn; only
// one of the two on the second player's first turn; line 16: one flip a
// turn.
func TestStandardFirstTurnLimits(t *testing.T) {
	deck := append(many(2, "Handheld Blaster"), many(8, "Incoming Transmission")...)
	deck = append([]string{"Handheld Blaster", "Incoming Transmission"}, deck...)
	s := stdGame(t, map[string]string{OptAttack: "may"}, optimus, ironhide, deck, deck)
	if has(s, "action:") || has(s, "upgrade:") {
		t.Errorf("the first player may play a card on turn 1: %v", codes(s))
	}
	play(t, s, "flip:")
	if has(s, "flip:") {
		t.Errorf("a second flip is offered: %v", codes(s))
	}
	play(t, s, "end")
	if !has(s, "action:") || !has(s, "upgrade:") {
		t.Fatalf("the second player may not play an Action or an Upgrade on turn 2: %v", codes(s))
	}
	play(t, s, "action:")
	for has(s, "pick:") {
		play(t, s, "pick:") // the Action's own choices
	}
	if has(s, "upgrade:") || has(s, "action:") {
		t.Errorf("the second player may play a second card on turn 2: %v", codes(s))
	}
	play(t, s, "end")
	if !has(s, "action:") || !has(s, "upgrade:") {
		t.Errorf("the first player may not play both kinds on turn 3: %v", codes(s))
	}
}

// Line 27: one Upgrade of each kind per character; a new one scraps the
// old; its bonus counts in attacks.
func TestStandardUpgradeReplaces(t *testing.T) {
	deck := append([]string{"Grenade Launcher", "Primary Laser", "Armored Plating"}, many(10, "Data Pad")...)
	s := stdGame(t, map[string]string{OptAttack: "may"}, optimus, ironhide, deck, many(13, "Data Pad"))
	s.turn = 3 // past the first-turn limits
	s.optsOK = false
	op := char(t, s, 0, "Optimus Prime")
	play(t, s, "upgrade:")
	s.upgraded = false
	s.optsOK = false
	play(t, s, "upgrade:") // Primary Laser: a Weapon too
	if a, _ := s.upgradeBonus(op); a != 2 || s.t.Count(zone(0, zUpgrade)) != 1 || s.t.Count(zone(0, zScrap)) != 1 {
		t.Errorf("after two Weapons: attack bonus %d, %d upgrades, %d scrapped; want the second only (+2)", a, s.t.Count(zone(0, zUpgrade)), s.t.Count(zone(0, zScrap)))
	}
	s.upgraded = false
	s.optsOK = false
	play(t, s, "upgrade:") // Armored Plating: an Armor, beside the Weapon
	if _, d := s.upgradeBonus(op); d != 1 || s.t.Count(zone(0, zUpgrade)) != 2 {
		t.Errorf("a Weapon and an Armor: defense bonus %d, %d upgrades", d, s.t.Count(zone(0, zUpgrade)))
	}
}

// Lines 30 to 37: the attacker taps; each side flips 2, and 2 more once
// for a white icon; orange adds to Attack, blue to Defense.
func TestStandardAttackFlips(t *testing.T) {
	// Attacker: Data Pad (white), Flamethrower (orange), then 2 more:
	// Debilitating Crystal (white, no third pair), Improvised Shield
	// (orange orange). Defender: Handheld Blaster (blue blue), Flamethrower.
	att := append([]string{"Data Pad", "Data Pad", "Data Pad", "Data Pad", "Flamethrower", "Debilitating Crystal", "Improvised Shield"}, many(6, "Data Pad")...)
	def := append(many(3, "Data Pad"), "Handheld Blaster", "Flamethrower")
	def = append(def, many(8, "Data Pad")...)
	s := stdGame(t, nil, optimus, ironhide, att, def)
	play(t, s, "attacker:")
	op, ih := char(t, s, 0, "Optimus Prime"), char(t, s, 1, "Ironhide")
	if !s.tapped(op) {
		t.Error("the attacker is not tapped")
	}
	// The turn is over: the flipped cards are in the scrap piles.
	if n := s.t.Count(zone(0, zScrap)); n != 4 {
		t.Errorf("the attacker flipped %d cards, want 2 and 2 more for the white icon", n)
	}
	if n := s.t.Count(zone(1, zScrap)); n != 2 {
		t.Errorf("the defender flipped %d cards, want 2", n)
	}
	// (3 + 3 orange) - (3 + 2 blue) = 1
	if d := s.damage(ih); d != 1 {
		t.Errorf("Ironhide has %d damage, want 1", d)
	}
}

// Lines 34 and 37: each black icon gives the attacker Pierce 1: at least
// that much damage, but no more than its Attack.
func TestStandardPierce(t *testing.T) {
	att := append(many(4, "Data Pad"), "Calculated Strike", "Calculated Strike")
	att = append(att, many(8, "Incoming Transmission")...)
	def := append(many(3, "Data Pad"), "Handheld Blaster", "Handheld Blaster")
	def = append(def, many(8, "Data Pad")...)
	s := stdGame(t, nil, optimus, ironhide, att, def)
	play(t, s, "attacker:")
	// Attack 3 against Defense 3 + 4 blue: no damage but Pierce 2.
	if d := s.damage(char(t, s, 1, "Ironhide")); d != 2 {
		t.Errorf("Ironhide has %d damage, want the Pierce total, 2", d)
	}
}

// Line 31: when the opponent has a tapped character, the defender must be
// one.
func TestStandardTappedDefender(t *testing.T) {
	s := stdGame(t, nil, optimus, twoBots, many(13, "Data Pad"), many(13, "Data Pad"))
	ra := char(t, s, 1, "Red Alert")
	s.obj(ra).Set(flTapped, true)
	s.optsOK = false
	play(t, s, "attacker:")
	if s.step == stepDefender {
		t.Fatalf("the defender was asked for although only one is tapped: %v", codes(s))
	}
	if s.damage(ra) == 0 && s.damage(char(t, s, 1, "Ironhide")) != 0 {
		t.Error("the untapped Ironhide was attacked instead of the tapped Red Alert")
	}
}

// Line 43: while the opponent's characters are all tapped, the attacker
// attacks again with another untapped character; once every character is
// tapped, all untap and the turn ends.
func TestStandardContinueAndUntap(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Autobot Leader", "Bumblebee, Brave Warrior"}, ironhide, many(13, "Data Pad"), many(13, "Data Pad"))
	ih := char(t, s, 1, "Ironhide")
	s.obj(ih).Set(flTapped, true)
	s.optsOK = false
	play(t, s, "attacker:1:")
	// Bumblebee's attack, the only option left once Optimus Prime has
	// attacked (Rules_Roundup-2019-05-28.xml#528-9), is made without a
	// question.
	if n := s.t.Count(zone(0, zScrap)); n != 8 {
		t.Fatalf("after the first attack, with Ironhide tapped, the attacks flipped %d cards; want Bumblebee's attack made too", n)
	}
	if s.active != 1 {
		t.Errorf("the turn did not end once every character was tapped")
	}
	for q := range 2 {
		for _, id := range s.team[q] {
			if s.tapped(id) {
				t.Errorf("%s is still tapped", s.card(id).FullName())
			}
		}
	}
	// With an untapped defender left, the turn ends after one attack.
	s = stdGame(t, nil, []string{"Optimus Prime, Autobot Leader", "Bumblebee, Brave Warrior"}, ironhide, many(13, "Data Pad"), many(13, "Data Pad"))
	play(t, s, "attacker:")
	if s.active != 1 || !s.tapped(s.lastAttacker[0]) {
		t.Errorf("the turn goes on after an attack on an untapped side, or the attacker untapped")
	}
}

// Line 41: a player who flipped a green icon may swap a card from hand
// for one of those cards.
func TestStandardGreenSwap(t *testing.T) {
	att := append(many(4, "Incoming Transmission"), "Aerialbot Enigma", "Data Pad")
	att = append(att, many(8, "Incoming Transmission")...)
	s := stdGame(t, nil, optimus, ironhide, att, many(13, "Data Pad"))
	play(t, s, "attacker:")
	if s.step != stepSwap || s.decider() != 0 {
		t.Fatalf("no swap offered after flipping a green icon: step %v, options %v", s.step, codes(s))
	}
	play(t, s, "swap:")
	hand := s.t.Zones[zone(0, zHand)].Cards
	if !slicesHasCard(s, hand, "Aerialbot Enigma") {
		t.Error("the green card is not in hand after the swap")
	}
	if s.active != 1 {
		t.Error("the turn did not end after the swap")
	}
}

func slicesHasCard(s *State, ids []kit.ObjID, name string) bool {
	for _, id := range ids {
		if s.card(id).Name == name {
			return true
		}
	}
	return false
}

// Lines 45 and 25: flipped cards and Actions are scrapped at the end of
// the turn; a Secret Action at the start of its player's next turn.
func TestStandardScrapping(t *testing.T) {
	s := stdGame(t, map[string]string{OptAttack: "may"}, optimus, ironhide, many(13, "Data Pad"),
		append([]string{"Incoming Transmission"}, many(12, "Data Pad")...))
	play(t, s, "attacker:")
	if s.t.Count(zone(0, zFlip)) != 0 || s.t.Count(zone(0, zScrap)) < 2 {
		t.Errorf("after the turn %d flipped cards remain and %d are scrapped", s.t.Count(zone(0, zFlip)), s.t.Count(zone(0, zScrap)))
	}
	play(t, s, "action:")
	if s.t.Count(zone(1, zPlayed)) != 1 {
		t.Fatal("the Action is not set aside")
	}
	play(t, s, "end")
	if s.t.Count(zone(1, zPlayed)) != 0 {
		t.Error("the Action was not scrapped at the end of the turn")
	}
}

// Lines 47 to 49: damage reaching Health KOs a character into the KO
// area, where it can still flip; line 8: KO every opposing character to
// win.
func TestStandardKOAndWin(t *testing.T) {
	s := stdGame(t, map[string]string{OptAttack: "may"}, optimus, twoBots, many(13, "Flamethrower"), many(13, "Data Pad"))
	ih, ra := char(t, s, 1, "Ironhide"), char(t, s, 1, "Red Alert")
	s.obj(ih).Counters[cDamage] = 6
	play(t, s, "attacker:")
	play(t, s, "defender:"+handleCode(s, ih))
	if s.onField(ih) || s.t.Count(zone(1, zKO)) != 1 {
		t.Fatal("Ironhide at 6 of 7 Health took an attack of 5 against 3 and is not KO'd")
	}
	if s.over {
		t.Fatal("the game ended with Red Alert on the battlefield")
	}
	s.active = 1
	s.flipped = false
	s.step = stepMain
	s.optsOK = false
	if !has(s, "flip:"+handleCode(s, ih)) {
		t.Errorf("the KO'd Ironhide cannot flip: %v", codes(s))
	}
	s.doDamage(ra, 99)
	s.checkEnd()
	if !s.over || !s.winners.Has(0) {
		t.Errorf("every character of player 2 is KO'd and the game goes on")
	}
}

// Line 51: the scrap pile becomes the deck when the deck runs out, even
// in the middle of an attack.
func TestStandardReshuffleMidAttack(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, many(5, "Incoming Transmission"), many(6, "Data Pad"))
	// Player 1 holds 4 cards and has 1 left; 2 cards of the hand go to the
	// scrap pile: the attack flips the last card, reshuffles the 2
	// scrapped cards into the deck and flips one of them.
	for _, id := range s.t.Zones[zone(0, zHand)].Cards[:2] {
		s.t.Place(id, zone(0, zScrap), -1, kit.FaceUp)
	}
	play(t, s, "attacker:")
	if d, sc := s.t.Count(zone(0, zDeck)), s.t.Count(zone(0, zScrap)); d != 1 || sc != 2 {
		t.Errorf("after the reshuffle mid-attack the deck holds %d cards and the scrap %d, want 1 and the 2 flipped", d, sc)
	}
}

// Line 43, "once all characters on both sides are tapped, untap them
// all", holds at the start of a turn too: effects outside attacks may
// leave every character tapped, and the game must go on.
func TestStandardUntapAllAtTurnStart(t *testing.T) {
	s := stdGame(t, nil, twoBots, twoBots, many(14, "Armored Plating"), many(14, "Armored Plating"))
	for q := range 2 {
		for _, id := range s.team[q] {
			s.obj(id).Set(flTapped, true)
		}
	}
	s.optsOK = false
	if has(s, "attacker:") {
		t.Fatalf("a tapped character may attack: %v", codes(s))
	}
	play(t, s, "end")
	for q := range 2 {
		for _, id := range s.team[q] {
			if s.tapped(id) {
				t.Errorf("%s is still tapped at the start of the next turn", s.card(id).FullName())
			}
		}
	}
	if !has(s, "attacker:") {
		t.Errorf("the player whose turn it is may not attack: %v", codes(s))
	}
}
