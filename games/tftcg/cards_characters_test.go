package tftcg

import (
	"testing"

	"omnideck/kit"
)

// A scenario per mode of data/abilities/characters.yaml that the other
// card tests leave out: the printed text happening in a standard game,
// played through the game's options, and, where the text has a
// condition, not happening when the condition fails.
//
// The decks are stacked: player 1's first 4 cards are the hand, player
// 2's first 3. Plasma Burst has no battle icons, Data Pad one white,
// Flamethrower one orange, Handheld Blaster two blue.

// noIcons is n battle cards without icons.
func noIcons(n int) []string { return many(n, "Plasma Burst") }

// stack is the cards of lists one after another.
func stack(lists ...[]string) []string {
	var out []string
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// deckCard is the first card named name in player p's deck.
func deckCard(t *testing.T, s *State, p int, name string) kit.ObjID {
	t.Helper()
	return zoneCard(t, s, p, zDeck, name)
}

// toScrap puts the first card named name of player p's deck into p's
// scrap pile.
func toScrap(t *testing.T, s *State, p int, name string) kit.ObjID {
	t.Helper()
	id := deckCard(t, s, p, name)
	s.t.Place(id, zone(p, zScrap), -1, kit.FaceUp)
	s.optsOK = false
	return id
}

// discardHand puts all but keep cards of player p's hand into p's scrap
// pile.
func discardHand(s *State, p, keep int) {
	for handSize(s, p) > keep {
		s.t.Place(s.t.Top(zone(p, zHand)), zone(p, zScrap), -1, kit.FaceUp)
	}
	s.optsOK = false
}

// inZone reports whether card id is in player p's zone z.
func inZone(s *State, id kit.ObjID, p, z int) bool { return s.obj(id).Zone == zone(p, z) }

// attackWith makes player p's character name attack, choosing defender
// def when asked (kit.NoObj: the first one offered). An attacker chosen
// without asking, the only option after an attack, is not chosen again.
func attackWith(t *testing.T, s *State, p int, name string, def kit.ObjID) {
	t.Helper()
	if att := char(t, s, p, name); s.step != stepDefender || s.attacker != att {
		play(t, s, "attacker:"+handleCode(s, att))
	}
	if s.step == stepDefender && s.ask == 0 {
		if def == kit.NoObj {
			play(t, s, "defender:")
		} else {
			play(t, s, "defender:"+handleCode(s, def))
		}
	}
}

// Arcee, Skilled Fighter (W1/T01), bot mode: "This has pierce equal to
// her ATK."
func TestCardArceeSkilledFighterBot(t *testing.T) {
	s := stdGame(t, nil, []string{"Arcee, Skilled Fighter"}, ironhide, noIcons(14), noIcons(14))
	arcee := char(t, s, 0, "Arcee")
	if n := s.stat(arcee, statPierce); n != 0 {
		t.Errorf("Arcee in alt mode has Pierce %d, want 0", n)
	}
	toBot(t, s, 0, "Arcee")
	if a, p := s.stat(arcee, statAttack), s.stat(arcee, statPierce); p != a || p != 1 {
		t.Errorf("Arcee in bot mode has Attack %d and Pierce %d, want 1 and 1", a, p)
	}
	play(t, s, "attacker:")
	// Attack 1 against Defense 3: no damage but Pierce 1.
	if d := s.damage(char(t, s, 1, "Ironhide")); d != 1 {
		t.Errorf("Ironhide has %d damage, want Arcee's Pierce 1", d)
	}
}

// Autobot Cosmos, Recon & Communication (W1/T02), alt mode: "When you
// flip to this mode → Scrap all cards from your hand. Then draw that many
// cards."
func TestCardAutobotCosmosReconCommunicationAlt(t *testing.T) {
	s := stdGame(t, nil, []string{"Autobot Cosmos, Recon & Communication", "Ironhide, Veteran Autobot"}, ironhide, noIcons(14), noIcons(14))
	old := append([]kit.ObjID{}, s.t.Zones[zone(0, zHand)].Cards...)
	deck := s.t.Count(zone(0, zDeck))
	flipToAlt(t, s, 0, "Autobot Cosmos")
	for _, id := range old {
		if !inZone(s, id, 0, zScrap) {
			t.Errorf("a card of the old hand is not scrapped")
		}
	}
	if n := handSize(s, 0); n != len(old) {
		t.Errorf("the hand has %d cards after the flip, want %d", n, len(old))
	}
	if n := s.t.Count(zone(0, zDeck)); n != deck-len(old) {
		t.Errorf("the deck has %d cards after the flip, want %d", n, deck-len(old))
	}
}

// Autobot Cosmos, Recon & Communication (W1/T02), bot mode: "When you
// reshuffle your deck while this is attacking → KO the defender if it has
// 12 [STARS] or fewer."
func TestCardAutobotCosmosReconCommunicationBot(t *testing.T) {
	for _, c := range []struct {
		defender string
		ko       bool
	}{{"Ironhide, Veteran Autobot", true}, {"Optimus Prime, Battlefield Legend", false}} {
		// Player 1 holds 4 cards and has 1 left in the deck; 2 cards of the
		// hand go to the scrap pile: the attack flips the last card, then
		// reshuffles.
		s := stdGame(t, nil, []string{"Autobot Cosmos, Recon & Communication"}, []string{c.defender, "Red Alert, Security Chief"},
			noIcons(5), noIcons(14))
		toBot(t, s, 0, "Autobot Cosmos")
		discardHand(s, 0, 2)
		def := s.team[1][0]
		attackWith(t, s, 0, "Autobot Cosmos", def)
		if !logHas(s, "into the battle deck") {
			t.Fatal("the attack did not reshuffle")
		}
		if got := inZone(s, def, 1, zKO); got != c.ko {
			t.Errorf("%s (%d stars) KO'd: %v, want %v", c.defender, s.card(def).Stars, got, c.ko)
		}
	}
	// No reshuffle, no KO.
	s := stdGame(t, nil, []string{"Autobot Cosmos, Recon & Communication"}, twoBots, noIcons(14), noIcons(14))
	toBot(t, s, 0, "Autobot Cosmos")
	ih := char(t, s, 1, "Ironhide")
	attackWith(t, s, 0, "Autobot Cosmos", ih)
	if !s.onField(ih) {
		t.Error("Ironhide was KO'd by an attack that did not reshuffle")
	}
	// A reshuffle while another character attacks: no KO.
	s = stdGame(t, nil, []string{"Autobot Cosmos, Recon & Communication", "Optimus Prime, Autobot Leader"}, twoBots, noIcons(5), noIcons(14))
	toBot(t, s, 0, "Autobot Cosmos")
	discardHand(s, 0, 2)
	ih = char(t, s, 1, "Ironhide")
	attackWith(t, s, 0, "Optimus Prime", ih)
	if !logHas(s, "into the battle deck") {
		t.Fatal("Optimus Prime's attack did not reshuffle")
	}
	if !s.onField(ih) {
		t.Error("Ironhide was KO'd on a reshuffle while Cosmos was not attacking")
	}
}

// Autobot Hound, Long Range Scout (W1/T03), alt mode: "When you flip to
// this mode → You may scrap a card from your hand that has at least one
// [WHITE]. If you do, draw 2 cards."
func TestCardAutobotHoundLongRangeScoutAlt(t *testing.T) {
	s := stdGame(t, nil, []string{"Autobot Hound, Long Range Scout"}, ironhide,
		stack([]string{"Data Pad"}, noIcons(13)), noIcons(14))
	toBot(t, s, 0, "Autobot Hound")
	hand := handSize(s, 0)
	pad := s.t.Zones[zone(0, zHand)].Cards[0]
	play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Autobot Hound")))
	if got := codes(s); len(got) != 2 || !has(s, "pay:"+handleCode(s, pad)) || !has(s, "pass") {
		t.Fatalf("the options are %v, want to scrap the Data Pad (the only white card) or decline", got)
	}
	play(t, s, "pay:")
	if !inZone(s, pad, 0, zScrap) {
		t.Error("the Data Pad is not scrapped")
	}
	if n := handSize(s, 0); n != hand+1 {
		t.Errorf("the hand has %d cards, want %d (one scrapped, two drawn)", n, hand+1)
	}

	// With no white card in hand the ability asks nothing and does nothing.
	s = stdGame(t, nil, []string{"Autobot Hound, Long Range Scout"}, ironhide, noIcons(14), noIcons(14))
	hand = handSize(s, 0)
	flipToAlt(t, s, 0, "Autobot Hound")
	if n := handSize(s, 0); n != hand || s.ask != 0 {
		t.Errorf("with no white card the hand has %d cards (want %d), question %q", n, hand, s.question())
	}
}

// Autobot Hound, Long Range Scout (W1/T03), bot mode: "When this attacks
// or defends and you flip your first [WHITE] this turn → This gets +1
// [ATK] and +1 [DEF] until end of turn."
func TestCardAutobotHoundLongRangeScoutBot(t *testing.T) {
	// Hound flips Data Pad (white), then 3 cards without icons.
	deck := stack(noIcons(4), []string{"Data Pad"}, noIcons(9))
	s := stdGame(t, nil, []string{"Autobot Hound, Long Range Scout", "Optimus Prime, Autobot Leader"}, ironhide, deck, noIcons(14))
	toBot(t, s, 0, "Autobot Hound")
	hound := char(t, s, 0, "Autobot Hound")
	attackWith(t, s, 0, "Autobot Hound", kit.NoObj)
	// (4 + 1) against 3.
	if d := s.damage(char(t, s, 1, "Ironhide")); d != 2 {
		t.Errorf("Ironhide has %d damage, want 2 from Hound's Attack 5", d)
	}
	if !logHas(s, "Long Range Scout's ability") {
		t.Error("the log tells of no ability of Hound")
	}
	if a, d := s.stat(hound, statAttack), s.stat(hound, statDefense); a != 4 || d != 2 {
		t.Errorf("after the turn Hound has %d/%d, want 4/2", a, d)
	}

	// The second attack flipping white this turn: Optimus Prime flipped the
	// first.
	deck = stack(noIcons(4), []string{"Data Pad"}, noIcons(3), []string{"Data Pad"}, noIcons(9))
	s = stdGame(t, nil, []string{"Optimus Prime, Autobot Leader", "Autobot Hound, Long Range Scout"}, twoBots, deck, noIcons(14))
	toBot(t, s, 0, "Autobot Hound")
	for _, id := range s.team[1] {
		s.obj(id).Set(flTapped, true)
	}
	attackWith(t, s, 0, "Optimus Prime", char(t, s, 1, "Ironhide"))
	attackWith(t, s, 0, "Autobot Hound", char(t, s, 1, "Red Alert"))
	// 4 against Red Alert's 2, with no boost.
	if d := s.damage(char(t, s, 1, "Red Alert")); d != 2 {
		t.Errorf("Red Alert has %d damage, want 2: Hound's white was not the first of the turn", d)
	}
	if logHas(s, "Long Range Scout's ability") {
		t.Error("Hound's ability triggered on the turn's second white")
	}

	// Defending: player 2's Hound flips Data Pad and has Defense 2 + 1
	// against Optimus Prime's 3 and 2 orange.
	s = stdGame(t, nil, optimus, []string{"Autobot Hound, Long Range Scout"},
		stack(noIcons(4), many(2, "Flamethrower"), noIcons(8)), stack(noIcons(3), []string{"Data Pad"}, noIcons(10)))
	toBot(t, s, 1, "Autobot Hound")
	play(t, s, "attacker:")
	if d := s.damage(char(t, s, 1, "Autobot Hound")); d != 2 {
		t.Errorf("the defending Hound has %d damage, want 2 with Defense 3", d)
	}
}

// Autobot Jazz, Special Ops (W1/T04), bot mode: "When this attacks and
// you flip at least [WHITE][WHITE] → This gets Pierce 2 until after the
// attack."
func TestCardAutobotJazzSpecialOpsBot(t *testing.T) {
	// Ironhide defends with two Handheld Blasters: Defense 3 + 4.
	def := stack(noIcons(3), many(2, "Handheld Blaster"), noIcons(9))
	for _, c := range []struct {
		flips []string
		want  int
	}{{[]string{"Data Pad", "Data Pad"}, 2}, {[]string{"Data Pad"}, 0}} {
		s := stdGame(t, nil, []string{"Autobot Jazz, Special Ops"}, ironhide, stack(noIcons(4), c.flips, noIcons(10)), def)
		toBot(t, s, 0, "Autobot Jazz")
		jazz := char(t, s, 0, "Autobot Jazz")
		play(t, s, "attacker:")
		if d := s.damage(char(t, s, 1, "Ironhide")); d != c.want {
			t.Errorf("flipping %d white: Ironhide has %d damage, want %d", len(c.flips), d, c.want)
		}
		if n := s.stat(jazz, statPierce); n != 0 {
			t.Errorf("Jazz has Pierce %d after the attack", n)
		}
	}
}

// Autobot Mirage, Lone Wolf (W1/T05), alt mode: "When you flip to this
// mode > You may play an Action."
func TestCardAutobotMirageLoneWolfAlt(t *testing.T) {
	s := stdGame(t, nil, []string{"Autobot Mirage, Lone Wolf", "Optimus Prime, Autobot Leader"}, ironhide, noIcons(14), noIcons(14))
	hand := handSize(s, 0)
	flipToAlt(t, s, 0, "Autobot Mirage")
	// On the first turn, when no Action may be played otherwise.
	if !has(s, "pick:") || !has(s, "pass") {
		t.Fatalf("the flip offers no Action to play: %v", codes(s))
	}
	play(t, s, "pick:")
	if d := s.damage(char(t, s, 1, "Ironhide")); d != 2 {
		t.Errorf("Ironhide has %d damage, want the Plasma Burst's 2", d)
	}
	if n := handSize(s, 0); n != hand-1 {
		t.Errorf("the hand has %d cards, want %d", n, hand-1)
	}

	s = stdGame(t, nil, []string{"Autobot Mirage, Lone Wolf", "Optimus Prime, Autobot Leader"}, ironhide, noIcons(14), noIcons(14))
	flipToAlt(t, s, 0, "Autobot Mirage")
	play(t, s, "pass")
	if handSize(s, 0) != hand || s.damage(char(t, s, 1, "Ironhide")) != 0 {
		t.Error("choosing no Action still played one")
	}
}

// Autobot Mirage, Lone Wolf (W1/T05), bot mode: "When this attacks for
// the first time each turn and you flip at least [WHITE][WHITE][WHITE] >
// Untap this."
func TestCardAutobotMirageLoneWolfBot(t *testing.T) {
	three := []string{"Data Pad", "Data Pad", "Data Pad", "Plasma Burst"}
	s := stdGame(t, map[string]string{OptAttack: "may"}, []string{"Autobot Mirage, Lone Wolf", "Optimus Prime, Autobot Leader"}, ironhide,
		stack(noIcons(4), three, three, noIcons(6)), noIcons(14))
	toBot(t, s, 0, "Autobot Mirage")
	mirage, ih := char(t, s, 0, "Autobot Mirage"), char(t, s, 1, "Ironhide")
	s.obj(ih).Set(flTapped, true)
	s.optsOK = false
	attackWith(t, s, 0, "Autobot Mirage", kit.NoObj)
	if s.tapped(mirage) {
		t.Fatal("Mirage is tapped after its first attack flipping three white")
	}
	// Ironhide is still tapped: Mirage attacks again, flipping three
	// white, and stays tapped.
	attackWith(t, s, 0, "Autobot Mirage", kit.NoObj)
	if !s.tapped(mirage) {
		t.Error("Mirage untapped after its second attack of the turn")
	}

	// Two white are not enough.
	two := []string{"Data Pad", "Data Pad", "Plasma Burst", "Plasma Burst"}
	s = stdGame(t, nil, []string{"Autobot Mirage, Lone Wolf", "Optimus Prime, Autobot Leader"}, ironhide,
		stack(noIcons(4), two, noIcons(6)), noIcons(14))
	toBot(t, s, 0, "Autobot Mirage")
	attackWith(t, s, 0, "Autobot Mirage", kit.NoObj)
	if !s.tapped(char(t, s, 0, "Autobot Mirage")) {
		t.Error("Mirage untapped after flipping two white")
	}
}

// Barrage, Merciless Insecticon (W1/T06), alt mode: "When you flip to this
// mode > One of your characters gets Pierce 2 until end of turn."
func TestCardBarrageMercilessInsecticonAlt(t *testing.T) {
	s := stdGame(t, nil, []string{"Barrage, Merciless Insecticon", "Ironhide, Veteran Autobot"}, optimus, noIcons(14), noIcons(14))
	flipToAlt(t, s, 0, "Barrage")
	ih := char(t, s, 0, "Ironhide")
	if !has(s, "pick:"+handleCode(s, ih)) || has(s, "pick:"+handleCode(s, char(t, s, 1, "Optimus Prime"))) {
		t.Fatalf("the options are %v, want one of player 1's characters", codes(s))
	}
	play(t, s, "pick:"+handleCode(s, ih))
	if n := s.stat(ih, statPierce); n != 2 {
		t.Errorf("Ironhide has Pierce %d, want 2", n)
	}
	if n := s.stat(char(t, s, 0, "Barrage"), statPierce); n != 0 {
		t.Errorf("Barrage has Pierce %d, want 0", n)
	}
}

// Barrage, Merciless Insecticon (W1/T06), bot mode: "When this attacking
// a damaged enemy > This has Bold 2."
func TestCardBarrageMercilessInsecticonBot(t *testing.T) {
	s := stdGame(t, nil, []string{"Barrage, Merciless Insecticon"}, twoBots, noIcons(14), noIcons(14))
	toBot(t, s, 0, "Barrage")
	b, ih := char(t, s, 0, "Barrage"), char(t, s, 1, "Ironhide")
	s.obj(ih).Counters[cDamage] = 1
	if n := s.stat(b, statBold); n != 0 {
		t.Errorf("Barrage has Bold %d out of an attack", n)
	}
	// Attacking the damaged Ironhide, Barrage flips 2 + 2.
	attackWith(t, s, 0, "Barrage", ih)
	if n := s.t.Count(zone(0, zScrap)); n != 4 {
		t.Errorf("Barrage flipped %d cards attacking a damaged enemy, want 4", n)
	}
	s = stdGame(t, nil, []string{"Barrage, Merciless Insecticon"}, twoBots, noIcons(14), noIcons(14))
	toBot(t, s, 0, "Barrage")
	s.obj(char(t, s, 1, "Ironhide")).Counters[cDamage] = 1
	attackWith(t, s, 0, "Barrage", char(t, s, 1, "Red Alert"))
	if n := s.t.Count(zone(0, zScrap)); n != 2 {
		t.Errorf("Barrage flipped %d cards attacking an undamaged enemy, want 2", n)
	}
}

// Bumblebee, Courageous Scout (W1/T08), alt mode: "When you flip to this
// mode > Draw a card. Then put a card from your hand on top of your
// deck."
func TestCardBumblebeeCourageousScoutAlt(t *testing.T) {
	s := stdGame(t, nil, []string{"Bumblebee, Courageous Scout", "Ironhide, Veteran Autobot"}, ironhide,
		stack(noIcons(4), []string{"Data Pad"}, noIcons(9)), noIcons(14))
	hand := handSize(s, 0)
	pad := deckCard(t, s, 0, "Data Pad")
	flipToAlt(t, s, 0, "Bumblebee")
	if !inZone(s, pad, 0, zHand) || !has(s, "pick:"+handleCode(s, pad)) {
		t.Fatalf("the Data Pad was not drawn, or may not go back: %v", codes(s))
	}
	play(t, s, "pick:"+handleCode(s, pad))
	if s.t.Top(zone(0, zDeck)) != pad {
		t.Error("the card chosen is not on top of the deck")
	}
	if n := handSize(s, 0); n != hand {
		t.Errorf("the hand has %d cards, want %d", n, hand)
	}
}

// Bumblebee, Courageous Scout (W1/T08), bot mode: "When this attacks or
// defends and you flip at least [WHITE][WHITE] > Flip 2 more battle
// cards."
func TestCardBumblebeeCourageousScoutBot(t *testing.T) {
	for _, c := range []struct {
		flips []string
		want  int
	}{{[]string{"Data Pad", "Data Pad"}, 6}, {[]string{"Data Pad"}, 4}} {
		s := stdGame(t, nil, []string{"Bumblebee, Courageous Scout"}, ironhide, stack(noIcons(4), c.flips, noIcons(10)), noIcons(14))
		toBot(t, s, 0, "Bumblebee")
		play(t, s, "attacker:")
		if n := s.t.Count(zone(0, zScrap)); n != c.want {
			t.Errorf("attacking and flipping %d white, Bumblebee flipped %d cards, want %d", len(c.flips), n, c.want)
		}
	}
	// Defending: player 2's Bumblebee flips 2 more too.
	s := stdGame(t, nil, ironhide, []string{"Bumblebee, Courageous Scout"}, noIcons(14), stack(noIcons(3), many(2, "Data Pad"), noIcons(10)))
	toBot(t, s, 1, "Bumblebee")
	play(t, s, "attacker:")
	if n := s.t.Count(zone(1, zScrap)); n != 6 {
		t.Errorf("defending and flipping 2 white, Bumblebee flipped %d cards, want 6", n)
	}
}

// Bumblebee, Legendary Warrior (W1/T09), alt mode: "When you flip to this
// mode > This character can attack untapped enemies this turn as though
// they were tapped."
func TestCardBumblebeeLegendaryWarriorAlt(t *testing.T) {
	team := []string{"Bumblebee, Legendary Warrior", "Optimus Prime, Autobot Leader"}
	s := stdGame(t, nil, team, twoBots, noIcons(14), noIcons(14))
	ih, ra := char(t, s, 1, "Ironhide"), char(t, s, 1, "Red Alert")
	s.obj(ra).Set(flTapped, true)
	flipToAlt(t, s, 0, "Bumblebee")
	play(t, s, "attacker:"+handleCode(s, char(t, s, 0, "Bumblebee")))
	if !has(s, "defender:"+handleCode(s, ih)) {
		t.Fatalf("Bumblebee may not attack the untapped Ironhide beside the tapped Red Alert: %v", codes(s))
	}
	play(t, s, "defender:"+handleCode(s, ih))
	if !logHas(s, "Legendary Warrior attacks Player 2's Ironhide") {
		t.Error("Bumblebee did not attack Ironhide")
	}
	if s.active != 1 || s.obj(char(t, s, 0, "Bumblebee")).Has(flReach) {
		t.Error("Bumblebee may still attack untapped enemies after the turn")
	}

	// Without the flip, the tapped Red Alert must be the defender.
	s = stdGame(t, nil, team, twoBots, noIcons(14), noIcons(14))
	s.obj(char(t, s, 1, "Red Alert")).Set(flTapped, true)
	s.optsOK = false
	play(t, s, "attacker:"+handleCode(s, char(t, s, 0, "Bumblebee")))
	if logHas(s, "attacks Player 2's Ironhide") {
		t.Error("Bumblebee attacked the untapped Ironhide without flipping")
	}
}

// Bumblebee, Legendary Warrior (W1/T09), bot mode: "While this is your
// only character on the battlefield > He has +2 [ATK] and +2 [DEF]."
func TestCardBumblebeeLegendaryWarriorBot(t *testing.T) {
	s := stdGame(t, nil, []string{"Bumblebee, Legendary Warrior", "Optimus Prime, Autobot Leader"}, ironhide, noIcons(14), noIcons(14))
	toBot(t, s, 0, "Bumblebee")
	bb, op := char(t, s, 0, "Bumblebee"), char(t, s, 0, "Optimus Prime")
	if a, d := s.stat(bb, statAttack), s.stat(bb, statDefense); a != 5 || d != 1 {
		t.Errorf("beside Optimus Prime Bumblebee has %d/%d, want the printed 5/1", a, d)
	}
	// Optimus Prime is KO'd: Bumblebee is alone.
	s.doDamage(op, s.card(op).Health)
	if a, d := s.stat(bb, statAttack), s.stat(bb, statDefense); a != 7 || d != 3 {
		t.Errorf("alone Bumblebee has %d/%d, want 7/3", a, d)
	}
	play(t, s, "attacker:")
	// 7 against Ironhide's 3.
	if d := s.damage(char(t, s, 1, "Ironhide")); d != 4 {
		t.Errorf("Ironhide has %d damage, want 4", d)
	}
}

// Chromia, Special Ops (W1/T11), alt mode: "When you flip to this mode >
// Return a card that has at least one [WHITE] from your scrap pile to
// hand."
func TestCardChromiaSpecialOpsAlt(t *testing.T) {
	team := []string{"Chromia, Special Ops", "Ironhide, Veteran Autobot"}
	s := stdGame(t, nil, team, ironhide, stack(noIcons(4), []string{"Data Pad", "Flamethrower"}, noIcons(8)), noIcons(14))
	pad, fl := toScrap(t, s, 0, "Data Pad"), toScrap(t, s, 0, "Flamethrower")
	hand := handSize(s, 0)
	flipToAlt(t, s, 0, "Chromia")
	if !inZone(s, pad, 0, zHand) || !inZone(s, fl, 0, zScrap) || handSize(s, 0) != hand+1 {
		t.Errorf("the Data Pad is not back in hand, or the Flamethrower (no white) is")
	}

	// No white card in the scrap pile: nothing comes back.
	s = stdGame(t, nil, team, ironhide, stack(noIcons(4), []string{"Flamethrower"}, noIcons(9)), noIcons(14))
	fl = toScrap(t, s, 0, "Flamethrower")
	hand = handSize(s, 0)
	flipToAlt(t, s, 0, "Chromia")
	if !inZone(s, fl, 0, zScrap) || handSize(s, 0) != hand {
		t.Error("a card with no white came back from the scrap pile")
	}
}

// Chromia, Special Ops (W1/T11), bot mode: "When this attacks and you
// flip at least [WHITE][WHITE] > Draw 2 cards."
func TestCardChromiaSpecialOpsBot(t *testing.T) {
	for _, c := range []struct {
		flips []string
		draws int
	}{{[]string{"Data Pad", "Data Pad"}, 2}, {[]string{"Data Pad"}, 0}} {
		s := stdGame(t, nil, []string{"Chromia, Special Ops"}, ironhide, stack(noIcons(4), c.flips, noIcons(10)), noIcons(14))
		toBot(t, s, 0, "Chromia")
		hand := handSize(s, 0)
		play(t, s, "attacker:")
		if n := handSize(s, 0); n != hand+c.draws {
			t.Errorf("flipping %d white, the hand has %d cards, want %d", len(c.flips), n, hand+c.draws)
		}
	}
}

// Decepticon Shockwave, Cybertron Commander (W1/T14), bot mode: "When a
// card is scrapped from your opponent's hand > Your opponent chooses one
// of their characters and does 1 damage to it."
func TestCardDecepticonShockwaveCybertronCommanderBot(t *testing.T) {
	team := []string{"Darkmount, Cruel Overlord", "Ironhide, Veteran Autobot"}
	s := stdGame(t, nil, team, []string{"Decepticon Shockwave, Cybertron Commander"}, noIcons(14), noIcons(14))
	toBot(t, s, 1, "Decepticon Shockwave")
	toBot(t, s, 0, "Darkmount")
	ih, sw := char(t, s, 0, "Ironhide"), char(t, s, 1, "Decepticon Shockwave")
	// Player 1 scraps a card from hand for Darkmount's ability.
	play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Darkmount")))
	play(t, s, "pay:")
	for s.ask != 0 && s.decider() == 0 && has(s, "pick:"+handleCode(s, ih)) {
		play(t, s, "pick:"+handleCode(s, ih))
	}
	if d := s.damage(ih); d != 1 {
		t.Errorf("Ironhide has %d damage, want the 1 player 1 puts on it for Shockwave", d)
	}
	if d := s.damage(sw); d != 2 {
		t.Errorf("Shockwave has %d damage, want Darkmount's 2", d)
	}

	// Player 2 scrapping from their own hand: no damage.
	s = stdGame(t, nil, ironhide, []string{"Decepticon Shockwave, Cybertron Commander", "Darkmount, Cruel Overlord"}, noIcons(14), noIcons(14))
	toBot(t, s, 1, "Decepticon Shockwave")
	s.scrap(s.t.Top(zone(1, zHand)))
	s.run()
	if s.damage(char(t, s, 0, "Ironhide"))+s.damage(char(t, s, 1, "Darkmount"))+s.damage(char(t, s, 1, "Decepticon Shockwave")) != 0 {
		t.Error("a card scrapped from Shockwave's own player's hand did damage")
	}
}

// Demolisher, Devoted Decepticon (W1/T15), alt mode: "When you flip to
// this mode > Draw a card for each of your other Tanks."
func TestCardDemolisherDevotedDecepticonAlt(t *testing.T) {
	for _, c := range []struct {
		team  []string
		draws int
	}{
		{[]string{"Demolisher, Devoted Decepticon", "Darkmount, Cruel Overlord", "Megatron, Decepticon Leader"}, 2},
		{[]string{"Demolisher, Devoted Decepticon", "Ironhide, Veteran Autobot"}, 0},
	} {
		s := stdGame(t, nil, c.team, ironhide, noIcons(14), noIcons(14))
		hand := handSize(s, 0)
		flipToAlt(t, s, 0, "Demolisher")
		if n := handSize(s, 0); n != hand+c.draws {
			t.Errorf("with %d other Tanks the hand has %d cards, want %d", c.draws, n, hand+c.draws)
		}
	}
}

// Demolisher, Devoted Decepticon (W1/T15), bot mode: "When this is
// attacking > Flip extra battle cards equal to his [DEF]."
func TestCardDemolisherDevotedDecepticonBot(t *testing.T) {
	s := stdGame(t, nil, []string{"Demolisher, Devoted Decepticon"}, ironhide, noIcons(14), noIcons(14))
	toBot(t, s, 0, "Demolisher")
	d := char(t, s, 0, "Demolisher")
	if n := s.stat(d, statBold); n != 0 {
		t.Errorf("Demolisher has Bold %d out of an attack", n)
	}
	play(t, s, "attacker:")
	// 2 and 4 more, his Defense.
	if n := s.t.Count(zone(0, zScrap)); n != 6 {
		t.Errorf("Demolisher flipped %d cards, want 6", n)
	}
}

// Dinobot Sludge, Mighty Stomper (W1/T16), alt mode: "When you flip to
// this mode > Move any number of damage counters from your other Dinobots
// to this one." (Read as all of them or none.)
func TestCardDinobotSludgeMightyStomperAlt(t *testing.T) {
	team := []string{"Dinobot Sludge, Mighty Stomper", "Dinobot Snarl, Desert Warrior", "Ironhide, Veteran Autobot"}
	for _, answer := range []string{"yes", "pass"} {
		s := stdGame(t, nil, team, optimus, noIcons(14), noIcons(14))
		sludge, snarl, ih := char(t, s, 0, "Dinobot Sludge"), char(t, s, 0, "Dinobot Snarl"), char(t, s, 0, "Ironhide")
		s.obj(snarl).Counters[cDamage] = 2
		s.obj(ih).Counters[cDamage] = 2
		flipToAlt(t, s, 0, "Dinobot Sludge")
		play(t, s, answer)
		want := [3]int{2, 0, 2}
		if answer == "pass" {
			want = [3]int{0, 2, 2}
		}
		if got := [3]int{s.damage(sludge), s.damage(snarl), s.damage(ih)}; got != want {
			t.Errorf("answering %s: damage on Sludge, Snarl, Ironhide %v, want %v", answer, got, want)
		}
	}
}

// Dinobot Sludge, Mighty Stomper (W1/T16), bot mode: "When one of your
// Dinobots attacks > Repair 1 damage from it."
func TestCardDinobotSludgeMightyStomperBot(t *testing.T) {
	team := []string{"Dinobot Sludge, Mighty Stomper", "Dinobot Snarl, Desert Warrior", "Ironhide, Veteran Autobot"}
	for _, c := range []struct {
		attacker string
		want     int
	}{{"Dinobot Snarl", 1}, {"Ironhide", 2}} {
		s := stdGame(t, nil, team, optimus, noIcons(14), noIcons(14))
		toBot(t, s, 0, "Dinobot Sludge")
		att := char(t, s, 0, c.attacker)
		s.obj(att).Counters[cDamage] = 2
		play(t, s, "attacker:"+handleCode(s, att))
		if d := s.damage(att); d != c.want {
			t.Errorf("%s attacked: it has %d damage, want %d", c.attacker, d, c.want)
		}
	}
}

// Dinobot Snarl, Desert Warrior (W1/T18), alt mode: "When you flip to
// this mode and you have no cards in hand > Draw 2 cards."
func TestCardDinobotSnarlDesertWarriorAlt(t *testing.T) {
	team := []string{"Dinobot Snarl, Desert Warrior", "Ironhide, Veteran Autobot"}
	s := stdGame(t, nil, team, optimus, noIcons(14), noIcons(14))
	discardHand(s, 0, 0)
	flipToAlt(t, s, 0, "Dinobot Snarl")
	if n := handSize(s, 0); n != 2 {
		t.Errorf("with an empty hand the flip leaves %d cards in hand, want 2", n)
	}
	s = stdGame(t, nil, team, optimus, noIcons(14), noIcons(14))
	discardHand(s, 0, 1)
	flipToAlt(t, s, 0, "Dinobot Snarl")
	if n := handSize(s, 0); n != 1 {
		t.Errorf("holding a card the flip leaves %d cards in hand, want 1: no draw", n)
	}
}

// Dinobot Snarl, Desert Warrior (W1/T18), bot mode: "When this attacks >
// You may put a card from your hand on top of your deck." The card put
// back is the first flipped.
func TestCardDinobotSnarlDesertWarriorBot(t *testing.T) {
	for _, answer := range []string{"yes", "pass"} {
		s := stdGame(t, nil, []string{"Dinobot Snarl, Desert Warrior"}, ironhide,
			stack([]string{"Flamethrower"}, noIcons(13)), noIcons(14))
		toBot(t, s, 0, "Dinobot Snarl")
		fl := handCard(t, s, 0, "Flamethrower")
		play(t, s, "attacker:")
		play(t, s, answer)
		want := 2 // 5 against 3
		if answer == "yes" {
			play(t, s, "pick:"+handleCode(s, fl))
			want = 3 // the Flamethrower flipped: orange
		}
		if d := s.damage(char(t, s, 1, "Ironhide")); d != want {
			t.Errorf("answering %s: Ironhide has %d damage, want %d", answer, d, want)
		}
		if got := inZone(s, fl, 0, zHand); got != (answer == "pass") {
			t.Errorf("answering %s: the Flamethrower in hand: %v", answer, got)
		}
	}
}

// Dinobot Swoop, Fearsome Flyer (W1/T19), alt mode: "When you flip to this
// mode > Move 1 damage counter from this character to an enemy."
func TestCardDinobotSwoopFearsomeFlyerAlt(t *testing.T) {
	team := []string{"Dinobot Swoop, Fearsome Flyer", "Ironhide, Veteran Autobot"}
	s := stdGame(t, nil, team, twoBots, noIcons(14), noIcons(14))
	swoop, ra := char(t, s, 0, "Dinobot Swoop"), char(t, s, 1, "Red Alert")
	s.obj(swoop).Counters[cDamage] = 2
	flipToAlt(t, s, 0, "Dinobot Swoop")
	play(t, s, "pick:"+handleCode(s, ra))
	if s.damage(swoop) != 1 || s.damage(ra) != 1 {
		t.Errorf("after the flip Swoop has %d damage and Red Alert %d, want 1 and 1", s.damage(swoop), s.damage(ra))
	}

	// Undamaged, Swoop moves nothing.
	s = stdGame(t, nil, team, twoBots, noIcons(14), noIcons(14))
	flipToAlt(t, s, 0, "Dinobot Swoop")
	if s.ask != 0 || s.damage(char(t, s, 1, "Red Alert"))+s.damage(char(t, s, 1, "Ironhide")) != 0 {
		t.Errorf("an undamaged Swoop asks %q or did damage", s.question())
	}
}

// Flamewar, Veteran Decepticon (W1/T20), bot mode: "Each of your
// characters has Tough 1."
func TestCardFlamewarVeteranDecepticonBot(t *testing.T) {
	s := stdGame(t, nil, optimus, []string{"Flamewar, Veteran Decepticon", "Ironhide, Veteran Autobot"}, noIcons(14), noIcons(14))
	toBot(t, s, 1, "Flamewar")
	for _, name := range []string{"Flamewar", "Ironhide"} {
		if n := s.stat(char(t, s, 1, name), statTough); n != 1 {
			t.Errorf("%s has Tough %d, want 1", name, n)
		}
	}
	if n := s.stat(char(t, s, 0, "Optimus Prime"), statTough); n != 0 {
		t.Errorf("the enemy Optimus Prime has Tough %d, want 0", n)
	}
	attackWith(t, s, 0, "Optimus Prime", char(t, s, 1, "Ironhide"))
	if n := s.t.Count(zone(1, zScrap)); n != 3 {
		t.Errorf("the defending Ironhide flipped %d cards, want 3", n)
	}
}

// Grimlock, Dinobot Leader (W1/T21), alt mode: "When you flip to this mode
// > One of your Dinobots gets Bold 3 until end of turn."
func TestCardGrimlockDinobotLeaderAlt(t *testing.T) {
	team := []string{"Grimlock, Dinobot Leader", "Dinobot Snarl, Desert Warrior", "Ironhide, Veteran Autobot"}
	s := stdGame(t, nil, team, optimus, noIcons(14), noIcons(14))
	flipToAlt(t, s, 0, "Grimlock")
	snarl, ih := char(t, s, 0, "Dinobot Snarl"), char(t, s, 0, "Ironhide")
	if has(s, "pick:"+handleCode(s, ih)) || !has(s, "pick:"+handleCode(s, snarl)) {
		t.Fatalf("the options are %v, want the Dinobots only", codes(s))
	}
	play(t, s, "pick:"+handleCode(s, snarl))
	if n := s.stat(snarl, statBold); n != 3 {
		t.Errorf("Snarl has Bold %d, want 3", n)
	}
	play(t, s, "attacker:"+handleCode(s, snarl))
	if n := s.t.Count(zone(0, zScrap)); n != 5 {
		t.Errorf("Snarl flipped %d cards, want 5", n)
	}
	if n := s.stat(snarl, statBold); n != 0 {
		t.Errorf("Snarl has Bold %d after the turn", n)
	}
}

// Inferno, Fearless Firefighter (W1/T22), alt mode: "When you flip to this
// mode > Return all Upgrades on a character to their owner's hand."
func TestCardInfernoFearlessFirefighterAlt(t *testing.T) {
	s := stdGame(t, nil, []string{"Inferno, Fearless Firefighter", "Optimus Prime, Autobot Leader"}, ironhide,
		stack(noIcons(4), []string{"Armored Plating"}, noIcons(9)), stack(noIcons(3), []string{"Armored Plating", "Flamethrower"}, noIcons(9)))
	mine := attach(t, s, 0, "Armored Plating", "Optimus Prime")
	theirs := []kit.ObjID{attach(t, s, 1, "Armored Plating", "Ironhide"), attach(t, s, 1, "Flamethrower", "Ironhide")}
	hand := handSize(s, 1)
	flipToAlt(t, s, 0, "Inferno")
	ih := char(t, s, 1, "Ironhide")
	if !has(s, "pick:"+handleCode(s, ih)) || !has(s, "pick:"+handleCode(s, char(t, s, 0, "Optimus Prime"))) {
		t.Fatalf("the options are %v, want the two upgraded characters", codes(s))
	}
	play(t, s, "pick:"+handleCode(s, ih))
	for _, u := range theirs {
		if !inZone(s, u, 1, zHand) {
			t.Errorf("%s is not back in player 2's hand", s.card(u).FullName())
		}
	}
	if n := handSize(s, 1); n != hand+2 {
		t.Errorf("player 2 holds %d cards, want %d", n, hand+2)
	}
	if !inZone(s, mine, 0, zUpgrade) {
		t.Error("the Upgrade on Optimus Prime, not chosen, left it")
	}
}

// Insecticon Skrapnel, Insecticon Leader (W1/T23), alt mode: "When you
// flip to this mode > You may KO one of your Insecticons. If you do, tap
// an enemy that has 13 [STARS] or fewer."
func TestCardInsecticonSkrapnelInsecticonLeaderAlt(t *testing.T) {
	team := []string{"Insecticon Skrapnel, Insecticon Leader", "Kickback, Cunning Insecticon", "Ironhide, Veteran Autobot"}
	enemies := []string{"Ironhide, Veteran Autobot", "Red Alert, Security Chief", "Major Shockwave, Applied Sciences • Scientist"}
	s := stdGame(t, nil, team, enemies, noIcons(14), noIcons(14))
	kb, ih := char(t, s, 0, "Kickback"), char(t, s, 0, "Ironhide")
	flipToAlt(t, s, 0, "Insecticon Skrapnel")
	if !has(s, "pay:"+handleCode(s, kb)) || has(s, "pay:"+handleCode(s, ih)) || !has(s, "pass") {
		t.Fatalf("the options are %v, want to KO an Insecticon or decline", codes(s))
	}
	play(t, s, "pay:"+handleCode(s, kb))
	if !inZone(s, kb, 0, zKO) {
		t.Error("Kickback is not KO'd")
	}
	ra := char(t, s, 1, "Red Alert")
	if has(s, "pick:"+handleCode(s, char(t, s, 1, "Major Shockwave"))) {
		t.Errorf("the 14-star Major Shockwave may be tapped: %v", codes(s))
	}
	play(t, s, "pick:"+handleCode(s, ra))
	if !s.tapped(ra) || s.tapped(char(t, s, 1, "Ironhide")) || s.tapped(char(t, s, 1, "Major Shockwave")) {
		t.Error("Red Alert is not tapped, or another enemy is")
	}

	s = stdGame(t, nil, team, twoBots, noIcons(14), noIcons(14))
	flipToAlt(t, s, 0, "Insecticon Skrapnel")
	play(t, s, "pass")
	if !s.onField(char(t, s, 0, "Kickback")) || s.tapped(char(t, s, 1, "Red Alert")) || s.tapped(char(t, s, 1, "Ironhide")) {
		t.Error("declining still KO'd or tapped a character")
	}
}

// Kickback, Cunning Insecticon (W1/T25), alt mode: "When this damages an
// enemy > Repair 1 damage from one of your Insecticons." (Read as the
// damage of its attacks.)
func TestCardKickbackCunningInsecticonAlt(t *testing.T) {
	team := []string{"Kickback, Cunning Insecticon", "Barrage, Merciless Insecticon"}
	for _, c := range []struct {
		flips  []string
		repair bool
	}{{many(2, "Flamethrower"), true}, {noIcons(2), false}} {
		s := stdGame(t, nil, team, ironhide, stack(noIcons(4), c.flips, noIcons(8)), noIcons(14))
		kb, b := char(t, s, 0, "Kickback"), char(t, s, 0, "Barrage")
		s.obj(kb).Counters[cDamage] = 2
		s.obj(b).Counters[cDamage] = 2
		play(t, s, "attacker:"+handleCode(s, kb))
		if c.repair {
			// 3 + 2 orange against 3.
			if d := s.damage(char(t, s, 1, "Ironhide")); d != 2 {
				t.Fatalf("Ironhide has %d damage, want 2", d)
			}
			play(t, s, "pick:"+handleCode(s, b))
		}
		want := 2
		if c.repair {
			want = 1
		} else if s.ask != 0 || logHas(s, "Cunning Insecticon's ability") {
			t.Errorf("an attack doing no damage triggers Kickback's ability: %q", s.question())
		}
		if s.damage(b) != want || s.damage(kb) != 2 {
			t.Errorf("damage on Kickback and Barrage %d and %d, want 2 and %d", s.damage(kb), s.damage(b), want)
		}
	}
}

// Kickback, Cunning Insecticon (W1/T25), bot mode: "When this is
// attacking > Flip 2 more battle cards for each other Insecticon you began
// the game with." (Those KO'd count.)
func TestCardKickbackCunningInsecticonBot(t *testing.T) {
	for _, c := range []struct {
		team  []string
		flips int
	}{
		{[]string{"Kickback, Cunning Insecticon", "Barrage, Merciless Insecticon", "Ransack, Insecticon Commando"}, 6},
		{[]string{"Kickback, Cunning Insecticon", "Ironhide, Veteran Autobot"}, 2},
	} {
		s := stdGame(t, nil, c.team, ironhide, noIcons(14), noIcons(14))
		toBot(t, s, 0, "Kickback")
		kb := char(t, s, 0, "Kickback")
		if len(c.team) == 3 {
			// Ransack is KO'd: he still counts.
			r := char(t, s, 0, "Ransack")
			s.doDamage(r, s.card(r).Health)
		}
		if n := s.stat(kb, statBold); n != 0 {
			t.Errorf("Kickback has Bold %d out of an attack", n)
		}
		play(t, s, "attacker:"+handleCode(s, kb))
		if n := s.t.Count(zone(0, zScrap)); n != c.flips {
			t.Errorf("with %d other Insecticons Kickback flipped %d cards, want %d", (c.flips-2)/2, n, c.flips)
		}
	}
}

// Megatron, Decepticon Leader (W1/T26), alt mode: "When you flip to this
// mode > You may scrap a card from your hand. If you do, scrap an enemy
// Upgrade."
func TestCardMegatronDecepticonLeaderAlt(t *testing.T) {
	team := []string{"Megatron, Decepticon Leader", "Ironhide, Veteran Autobot"}
	s := stdGame(t, nil, team, ironhide, noIcons(14), stack(noIcons(3), []string{"Armored Plating"}, noIcons(10)))
	u := attach(t, s, 1, "Armored Plating", "Ironhide")
	hand := handSize(s, 0)
	flipToAlt(t, s, 0, "Megatron")
	if !has(s, "pay:") || !has(s, "pass") {
		t.Fatalf("the flip asks no payment: %v", codes(s))
	}
	play(t, s, "pay:")
	if !inZone(s, u, 1, zScrap) {
		t.Error("the enemy Armored Plating is not scrapped")
	}
	if n := handSize(s, 0); n != hand-1 {
		t.Errorf("the hand has %d cards, want %d", n, hand-1)
	}

	// With no enemy Upgrade the ability asks nothing.
	s = stdGame(t, nil, team, ironhide, noIcons(14), noIcons(14))
	hand = handSize(s, 0)
	flipToAlt(t, s, 0, "Megatron")
	if s.ask != 0 || handSize(s, 0) != hand {
		t.Errorf("with no enemy Upgrade: question %q, hand %d (want %d)", s.question(), handSize(s, 0), hand)
	}
}

// Megatron, Living Weapon (W1/T27), alt mode: "When you flip to this mode
// > Return a Weapon from your scrap pile to hand."
func TestCardMegatronLivingWeaponAlt(t *testing.T) {
	s := stdGame(t, nil, []string{"Megatron, Living Weapon", "Ironhide, Veteran Autobot"}, ironhide,
		stack(noIcons(4), []string{"Flamethrower", "Armored Plating"}, noIcons(8)), noIcons(14))
	fl, ap := toScrap(t, s, 0, "Flamethrower"), toScrap(t, s, 0, "Armored Plating")
	flipToAlt(t, s, 0, "Megatron")
	if !inZone(s, fl, 0, zHand) {
		t.Error("the Flamethrower (a Weapon) is not back in hand")
	}
	if !inZone(s, ap, 0, zScrap) {
		t.Error("the Armored Plating (an Armor) left the scrap pile")
	}
}

// Nemesis Prime, Dark Clone (W1/T28), alt mode: "When you flip to this
// mode > Your opponent chooses one of their characters and does 2 damage
// to it."
func TestCardNemesisPrimeDarkCloneAlt(t *testing.T) {
	s := stdGame(t, nil, []string{"Nemesis Prime, Dark Clone", "Ironhide, Veteran Autobot"}, twoBots, noIcons(14), noIcons(14))
	flipToAlt(t, s, 0, "Nemesis Prime")
	if s.decider() != 1 {
		t.Fatalf("player %d chooses, want the opponent", s.decider()+1)
	}
	ra := char(t, s, 1, "Red Alert")
	play(t, s, "pick:"+handleCode(s, ra))
	if s.damage(ra) != 2 || s.damage(char(t, s, 1, "Ironhide")) != 0 {
		t.Errorf("Red Alert has %d damage, want 2, and Ironhide none", s.damage(ra))
	}
}

// Optimus Prime, Battlefield Legend (W1/T29), alt mode: "When you flip to
// this mode > Return an Action from your scrap pile to hand."
func TestCardOptimusPrimeBattlefieldLegendAlt(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Battlefield Legend", "Ironhide, Veteran Autobot"}, ironhide,
		stack(noIcons(4), []string{"Armored Plating", "Plasma Burst"}, noIcons(8)), noIcons(14))
	ap, pb := toScrap(t, s, 0, "Armored Plating"), toScrap(t, s, 0, "Plasma Burst")
	flipToAlt(t, s, 0, "Optimus Prime")
	if !inZone(s, pb, 0, zHand) {
		t.Error("the Plasma Burst (an Action) is not back in hand")
	}
	if !inZone(s, ap, 0, zScrap) {
		t.Error("the Armored Plating (an Upgrade) left the scrap pile")
	}
}

// Prowl, Military Strategist (W1/T31), bot mode: "When one of your Cars is
// KO'd > Repair 3 damage from one off your other characters."
func TestCardProwlMilitaryStrategistBot(t *testing.T) {
	team := []string{"Prowl, Military Strategist", "Red Alert, Security Chief", "Ironhide, Veteran Autobot"}
	for _, c := range []struct {
		ko, other string
		want      int
	}{{"Red Alert", "Ironhide", 1}, {"Ironhide", "Red Alert", 4}} {
		s := stdGame(t, nil, optimus, team, stack([]string{"Plasma Burst"}, noIcons(13)), noIcons(14))
		toBot(t, s, 1, "Prowl")
		ko, other := char(t, s, 1, c.ko), char(t, s, 1, c.other)
		s.obj(ko).Counters[cDamage] = int16(s.card(ko).Health - 2)
		s.obj(other).Counters[cDamage] = 4
		playAction(t, s, "Plasma Burst")
		play(t, s, "pick:"+handleCode(s, ko))
		if !inZone(s, ko, 1, zKO) {
			t.Fatalf("%s is not KO'd", c.ko)
		}
		if d := s.damage(other); d != c.want {
			t.Errorf("%s KO'd: %s has %d damage, want %d", c.ko, c.other, d, c.want)
		}
	}
}

// Ransack, Insecticon Commando (W1/T33), alt mode: "When you flip to this
// mode > Move 2 damage counters from another character to this one."
func TestCardRansackInsecticonCommandoAlt(t *testing.T) {
	s := stdGame(t, nil, []string{"Ransack, Insecticon Commando", "Optimus Prime, Autobot Leader"}, twoBots, noIcons(14), noIcons(14))
	r, op, ih := char(t, s, 0, "Ransack"), char(t, s, 0, "Optimus Prime"), char(t, s, 1, "Ironhide")
	s.obj(op).Counters[cDamage] = 1
	s.obj(ih).Counters[cDamage] = 3
	flipToAlt(t, s, 0, "Ransack")
	if has(s, "pick:"+handleCode(s, char(t, s, 1, "Red Alert"))) || !has(s, "pick:"+handleCode(s, op)) {
		t.Fatalf("the options are %v, want the damaged characters", codes(s))
	}
	play(t, s, "pick:"+handleCode(s, ih))
	if s.damage(r) != 2 || s.damage(ih) != 1 || s.damage(op) != 1 {
		t.Errorf("damage on Ransack, Ironhide, Optimus Prime: %d, %d, %d; want 2, 1, 1", s.damage(r), s.damage(ih), s.damage(op))
	}
}

// Ransack, Insecticon Commando (W1/T33), bot mode: "This character's ATK
// is equal to the number of damage counters on him."
func TestCardRansackInsecticonCommandoBot(t *testing.T) {
	s := stdGame(t, nil, []string{"Ransack, Insecticon Commando"}, ironhide, noIcons(14), noIcons(14))
	toBot(t, s, 0, "Ransack")
	r := char(t, s, 0, "Ransack")
	if n := s.stat(r, statAttack); n != 0 {
		t.Errorf("an undamaged Ransack has Attack %d, want 0", n)
	}
	s.obj(r).Counters[cDamage] = 5
	if n := s.stat(r, statAttack); n != 5 {
		t.Errorf("Ransack with 5 damage has Attack %d, want 5", n)
	}
	play(t, s, "attacker:")
	// 5 against 3.
	if d := s.damage(char(t, s, 1, "Ironhide")); d != 2 {
		t.Errorf("Ironhide has %d damage, want 2", d)
	}
}

// Skywarp, Sneaky Prankster (W1/T35), alt mode: "When you flip to this
// mode > Each player reveals the top card of their deck."
func TestCardSkywarpSneakyPranksterAlt(t *testing.T) {
	s := stdGame(t, nil, []string{"Skywarp, Sneaky Prankster", "Ironhide, Veteran Autobot"}, ironhide,
		stack(noIcons(4), []string{"Data Pad"}, noIcons(9)), stack(noIcons(3), []string{"Flamethrower"}, noIcons(10)))
	pad, fl := s.t.Top(zone(0, zDeck)), s.t.Top(zone(1, zDeck))
	flipToAlt(t, s, 0, "Skywarp")
	if !logHas(s, "reveal Data Pad from the top") || !logHas(s, "reveals Flamethrower from the top") {
		t.Error("the log does not tell of both top cards revealed")
	}
	if s.t.Top(zone(0, zDeck)) != pad || s.t.Top(zone(1, zDeck)) != fl {
		t.Error("a revealed card left the top of its deck")
	}
}

// Starscream, Air Commander (W1/T36), alt mode: "When you flip to this
// mode > Do damage to an enemy equal to the number of other Planes you
// have."
func TestCardStarscreamAirCommanderAlt(t *testing.T) {
	s := stdGame(t, nil, []string{"Starscream, Air Commander", "Thundercracker, Mach Warrior", "Sunstorm, Fusion Flyer"}, twoBots,
		noIcons(14), noIcons(14))
	flipToAlt(t, s, 0, "Starscream")
	ih := char(t, s, 1, "Ironhide")
	play(t, s, "pick:"+handleCode(s, ih))
	if s.damage(ih) != 2 || s.damage(char(t, s, 1, "Red Alert")) != 0 {
		t.Errorf("Ironhide has %d damage, want 2 for the two other Planes", s.damage(ih))
	}

	// No other Plane: no damage.
	s = stdGame(t, nil, []string{"Starscream, Air Commander", "Ironhide, Veteran Autobot"}, twoBots, noIcons(14), noIcons(14))
	flipToAlt(t, s, 0, "Starscream")
	if s.ask != 0 || s.damage(char(t, s, 1, "Ironhide"))+s.damage(char(t, s, 1, "Red Alert")) != 0 {
		t.Errorf("with no other Plane the flip asks %q or does damage", s.question())
	}
}

// Sunstorm, Fusion Flyer (W1/T38), alt mode: "When you flip to this mode
// and you have fewer than 3 cards in hand > Draw cards equal to the
// difference."
func TestCardSunstormFusionFlyerAlt(t *testing.T) {
	for _, c := range []struct{ keep, want int }{{1, 3}, {0, 3}, {3, 3}, {4, 4}} {
		s := stdGame(t, nil, []string{"Sunstorm, Fusion Flyer", "Ironhide, Veteran Autobot"}, ironhide, noIcons(14), noIcons(14))
		discardHand(s, 0, c.keep)
		flipToAlt(t, s, 0, "Sunstorm")
		if n := handSize(s, 0); n != c.want {
			t.Errorf("holding %d cards, the flip leaves %d in hand, want %d", c.keep, n, c.want)
		}
		if got := logHas(s, "Fusion Flyer's ability"); got != (c.keep < 3) {
			t.Errorf("holding %d cards, the ability triggered: %v", c.keep, got)
		}
	}
}

// Sunstorm, Fusion Flyer (W1/T38), bot mode: "This character's ATK is
// equal to the number of cards you have in hand."
func TestCardSunstormFusionFlyerBot(t *testing.T) {
	s := stdGame(t, nil, []string{"Sunstorm, Fusion Flyer"}, ironhide, noIcons(14), noIcons(14))
	toBot(t, s, 0, "Sunstorm")
	sun := char(t, s, 0, "Sunstorm")
	if n := s.stat(sun, statAttack); n != 4 {
		t.Errorf("holding 4 cards Sunstorm has Attack %d, want 4", n)
	}
	discardHand(s, 0, 1)
	if n := s.stat(sun, statAttack); n != 1 {
		t.Errorf("holding 1 card Sunstorm has Attack %d, want 1", n)
	}
	s.obj(char(t, s, 1, "Ironhide")).Counters[cDamage] = 0
	discardHand(s, 0, 0)
	holding(t, s, 0, "Plasma Burst")
	holding(t, s, 0, "Plasma Burst")
	holding(t, s, 0, "Plasma Burst")
	holding(t, s, 0, "Plasma Burst")
	holding(t, s, 0, "Plasma Burst")
	play(t, s, "attacker:")
	// 5 against 3.
	if d := s.damage(char(t, s, 1, "Ironhide")); d != 2 {
		t.Errorf("Ironhide has %d damage, want 2 from Sunstorm's Attack 5", d)
	}
}

// Thundercracker, Mach Warrior (W1/T39), alt mode: "When you flip to this
// mode > Do 2 damage to a Melee enemy."
func TestCardThundercrackerMachWarriorAlt(t *testing.T) {
	team := []string{"Thundercracker, Mach Warrior", "Ironhide, Veteran Autobot"}
	s := stdGame(t, nil, team, twoBots, noIcons(14), noIcons(14))
	flipToAlt(t, s, 0, "Thundercracker")
	// Ironhide is Melee, Red Alert Ranged only.
	if s.damage(char(t, s, 1, "Ironhide")) != 2 || s.damage(char(t, s, 1, "Red Alert")) != 0 {
		t.Errorf("Ironhide has %d damage and Red Alert %d, want 2 and 0", s.damage(char(t, s, 1, "Ironhide")), s.damage(char(t, s, 1, "Red Alert")))
	}

	// No Melee enemy: no damage.
	s = stdGame(t, nil, team, []string{"Red Alert, Security Chief", "Optimus Prime, Autobot Leader"}, noIcons(14), noIcons(14))
	flipToAlt(t, s, 0, "Thundercracker")
	if s.damage(char(t, s, 1, "Red Alert"))+s.damage(char(t, s, 1, "Optimus Prime")) != 0 {
		t.Error("a Ranged enemy took the damage")
	}
}

// Thundercracker, Mach Warrior (W1/T39), bot mode: "When you play an
// Action > This gets +1 ATK until end of turn."
func TestCardThundercrackerMachWarriorBot(t *testing.T) {
	s := stdGame(t, nil, []string{"Thundercracker, Mach Warrior", "Ironhide, Veteran Autobot"}, ironhide, noIcons(14), noIcons(14))
	toBot(t, s, 0, "Thundercracker")
	tc := char(t, s, 0, "Thundercracker")
	if n := s.stat(tc, statAttack); n != 5 {
		t.Fatalf("Thundercracker has Attack %d, want 5", n)
	}
	playAction(t, s, "Plasma Burst")
	if n := s.stat(tc, statAttack); n != 6 {
		t.Errorf("after an Action Thundercracker has Attack %d, want 6", n)
	}
	if n := s.stat(char(t, s, 0, "Ironhide"), statAttack); n != 3 {
		t.Errorf("Ironhide has Attack %d, want 3", n)
	}
	play(t, s, "attacker:"+handleCode(s, char(t, s, 0, "Ironhide")))
	if n := s.stat(tc, statAttack); n != 5 {
		t.Errorf("after the turn Thundercracker has Attack %d, want 5", n)
	}

	// An Action the opponent plays does nothing for him.
	s = stdGame(t, nil, ironhide, []string{"Thundercracker, Mach Warrior", "Red Alert, Security Chief"}, noIcons(14), noIcons(14))
	toBot(t, s, 1, "Thundercracker")
	tc = char(t, s, 1, "Thundercracker")
	playAction(t, s, "Plasma Burst")
	play(t, s, "pick:"+handleCode(s, char(t, s, 1, "Red Alert")))
	if n := s.stat(tc, statAttack); n != 5 {
		t.Errorf("after the opponent's Action Thundercracker has Attack %d, want 5", n)
	}
}

// Wheeljack, Weapons Inventor (W1/T40), alt mode: "When you upgrade one of
// your Cars > Draw a card. Then scrap a card from your hand."
func TestCardWheeljackWeaponsInventorAlt(t *testing.T) {
	team := []string{"Wheeljack, Weapons Inventor", "Ironhide, Veteran Autobot"}
	for _, c := range []struct {
		on     string
		trades int
	}{{"Wheeljack", 1}, {"Ironhide", 0}} {
		s := stdGame(t, nil, team, optimus, stack(many(4, "Armored Plating"), noIcons(10)), noIcons(14))
		deck := s.t.Count(zone(0, zDeck))
		upgradeOn(t, s, "Armored Plating", c.on)
		if c.trades > 0 {
			play(t, s, "pick:")
		}
		if n := s.t.Count(zone(0, zDeck)); n != deck-c.trades {
			t.Errorf("upgrading %s: the deck has %d cards, want %d", c.on, n, deck-c.trades)
		}
		if n := s.t.Count(zone(0, zScrap)); n != c.trades {
			t.Errorf("upgrading %s: %d cards scrapped, want %d", c.on, n, c.trades)
		}
		if n := handSize(s, 0); n != 3 {
			t.Errorf("upgrading %s: the hand has %d cards, want 3", c.on, n)
		}
	}
}

// Wheeljack, Weapons Inventor (W1/T40), bot mode: "While you have a Weapon
// in your scrap pile > This has Bold 3."
func TestCardWheeljackWeaponsInventorBot(t *testing.T) {
	s := stdGame(t, nil, []string{"Wheeljack, Weapons Inventor"}, ironhide,
		stack(noIcons(4), []string{"Armored Plating", "Flamethrower"}, noIcons(8)), noIcons(14))
	toBot(t, s, 0, "Wheeljack")
	wj := char(t, s, 0, "Wheeljack")
	toScrap(t, s, 0, "Armored Plating")
	if n := s.stat(wj, statBold); n != 0 {
		t.Errorf("with only an Armor in the scrap pile Wheeljack has Bold %d, want 0", n)
	}
	toScrap(t, s, 0, "Flamethrower")
	if n := s.stat(wj, statBold); n != 3 {
		t.Errorf("with a Weapon in the scrap pile Wheeljack has Bold %d, want 3", n)
	}
	play(t, s, "attacker:")
	if n := s.t.Count(zone(0, zScrap)); n != 2+5 {
		t.Errorf("the scrap pile has %d cards after the attack, want the 2 put there and 5 flipped", n)
	}
}

// Megatron, Cybertronian Tyrant (W2S/T02), bot mode: "When you upgrade
// this > He gets +1 [ATK] until end of turn."
func TestCardMegatronCybertronianTyrantBot(t *testing.T) {
	team := []string{"Megatron, Cybertronian Tyrant", "Ironhide, Veteran Autobot"}
	for _, c := range []struct {
		on   string
		want int
	}{{"Megatron", 4}, {"Ironhide", 3}} {
		s := stdGame(t, nil, team, optimus, stack(many(4, "Armored Plating"), noIcons(10)), noIcons(14))
		toBot(t, s, 0, "Megatron")
		meg := char(t, s, 0, "Megatron")
		upgradeOn(t, s, "Armored Plating", c.on)
		if n := s.stat(meg, statAttack); n != c.want {
			t.Errorf("upgrading %s: Megatron has Attack %d, want %d", c.on, n, c.want)
		}
	}
}

// Windblade, Defender Of Truth (W2S/T04), bot mode: "When you flip to
// this mode > This gets Pierce 2 until end of turn."
func TestCardWindbladeDefenderOfTruthBot(t *testing.T) {
	s := stdGame(t, nil, []string{"Windblade, Defender Of Truth", "Optimus Prime, Autobot Leader"}, ironhide, noIcons(14), noIcons(14))
	wb := char(t, s, 0, "Windblade")
	play(t, s, "flip:"+handleCode(s, wb))
	if n := s.stat(wb, statPierce); n != 2 {
		t.Fatalf("after the flip Windblade has Pierce %d, want 2", n)
	}
	play(t, s, "attacker:"+handleCode(s, wb))
	// Attack 2 against Defense 3: Pierce 2.
	if d := s.damage(char(t, s, 1, "Ironhide")); d != 2 {
		t.Errorf("Ironhide has %d damage, want Windblade's Pierce 2", d)
	}
	if n := s.stat(wb, statPierce); n != 0 {
		t.Errorf("after the turn Windblade has Pierce %d, want 0", n)
	}
}
