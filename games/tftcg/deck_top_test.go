package tftcg

import (
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/kit"
)

// A scenario per card of data/abilities/deck-top.yaml, and the rulings
// that settle them.

const (
	ratchetW3   = "Specialist Ratchet, Engineering • Rescue & Repair"
	caliburst   = "Raider Caliburst, Air Force • Weapons"
	shockwaveW3 = "Major Shockwave, Applied Sciences • Scientist"
	ejectW3A    = "Eject, Electronic Surveillance"
	turboBoard  = "Private Turbo Board, Air Command • Evac"
)

// passAll declines every question of abilities asked now.
func passAll(t *testing.T, s *State) {
	t.Helper()
	for s.ask != 0 {
		play(t, s, "pass")
	}
}

// Specialist Ratchet, bot mode (W3/T48): "When you repair damage > This
// gets +1 [ATK] until end of turn for each damage repaired." Medic!
// repairs 2 from him: +2 [ATK]. An opponent's repair is not his player's.
func TestCardSpecialistRatchetBot(t *testing.T) {
	s := stdGame(t, mayAttack, []string{ratchetW3}, []string{ratchetW3}, deckOf("Medic!"), deckOf("Medic!"))
	passAll(t, s) // his alt mode's search before the game
	r := char(t, s, 0, "Specialist Ratchet")
	toBot(t, s, 0, "Specialist Ratchet")
	toBot(t, s, 1, "Specialist Ratchet")
	theirs := char(t, s, 1, "Specialist Ratchet")
	s.obj(r).Counters[cDamage] = 3
	before, theirsBefore := s.stat(r, statAttack), s.stat(theirs, statAttack)
	playAction(t, s, "Medic!")
	if d := s.damage(r); d != 1 {
		t.Fatalf("Medic! left Ratchet %d damage, want 1", d)
	}
	if a := s.stat(r, statAttack); a != before+2 {
		t.Errorf("Ratchet's Attack %d after 2 damage repaired, want %d", a, before+2)
	}
	if a := s.stat(theirs, statAttack); a != theirsBefore {
		t.Errorf("the opponent's Ratchet gets %d Attack from a repair not theirs, want %d", a, theirsBefore)
	}
}

// Rules_Roundup-2019-05-02.xml#502-4: Salvage For Parts repairs the
// opponent's characters too, and it is the player who repairs: Ratchet's
// ability triggers for each character repaired, the enemies' too.
func TestRulingRatchetSalvageForParts(t *testing.T) {
	s := stdGame(t, mayAttack, []string{ratchetW3}, ironhide, deckOf("Salvage For Parts"), deckOf("Combat Dagger", "Armored Plating"))
	passAll(t, s)
	r := char(t, s, 0, "Specialist Ratchet")
	toBot(t, s, 0, "Specialist Ratchet")
	ih := char(t, s, 1, "Ironhide")
	attach(t, s, 1, "Combat Dagger", "Ironhide")
	attach(t, s, 1, "Armored Plating", "Ironhide")
	s.obj(ih).Counters[cDamage] = 3
	before := s.stat(r, statAttack)
	playAction(t, s, "Salvage For Parts")
	if d := s.damage(ih); d != 1 {
		t.Fatalf("Salvage For Parts left Ironhide %d damage, want 1", d)
	}
	if a := s.stat(r, statAttack); a != before+2 {
		t.Errorf("Ratchet's Attack %d after 2 damage repaired from an enemy, want %d", a, before+2)
	}
}

// Wave-2-3.xml#168: moving damage counters is no repair.
func TestRulingRatchetMovedCounters(t *testing.T) {
	s := stdGame(t, mayAttack, []string{ratchetW3, "Red Alert, Security Chief"}, ironhide, deckOf("Energy Transfer"), blank)
	passAll(t, s)
	r := char(t, s, 0, "Specialist Ratchet")
	toBot(t, s, 0, "Specialist Ratchet")
	s.obj(r).Counters[cDamage] = 2
	before := s.stat(r, statAttack)
	playAction(t, s, "Energy Transfer")
	play(t, s, "count:2")
	passAll(t, s)
	if s.damage(r) == 2 {
		t.Fatalf("Energy Transfer moved no counter: %v", logLines(s))
	}
	if a := s.stat(r, statAttack); a != before {
		t.Errorf("Ratchet's Attack %d after counters moved off him, want %d", a, before)
	}
}

// Raider Caliburst, bot mode (W4/T30): "When your opponent draws a card,
// if they've already drawn a card this turn > Your opponent chooses one of
// their characters and does 1 damage to it." The turn's draw is their
// first: nothing; Pep Talk's 2 cards after it are two (Wave-4.xml#32).
func TestCardRaiderCaliburst(t *testing.T) {
	s := stdGame(t, mayAttack, []string{caliburst}, ironhide, blank, deckOf("Pep Talk"))
	ih := char(t, s, 1, "Ironhide")
	play(t, s, "end") // player 2's turn 2 begins with their draw
	if s.active != 1 || s.damage(ih) != 0 {
		t.Fatalf("the turn's draw, their first, did %d damage, want 0", s.damage(ih))
	}
	ensure(t, s, 1, "Pep Talk")
	play(t, s, "action:"+handleCode(s, handCard(t, s, 1, "Pep Talk")))
	for s.ask != 0 {
		play(t, s, "")
	}
	if d := s.damage(ih); d != 2 {
		t.Errorf("Pep Talk after the turn's draw did %d damage, want 2 (Wave-4.xml#32): %v", d, logLines(s))
	}
}

// topCards are the top n cards of player p's deck, top first.
func topCards(s *State, p, n int) []kit.ObjID {
	cards := s.t.Zones[zone(p, zDeck)].Cards
	var out []kit.ObjID
	for i := 0; i < n && i < len(cards); i++ {
		out = append(out, cards[len(cards)-1-i])
	}
	return out
}

// Eject, alt mode (W3A/T02): "Stealth. When you flip to this mode > Look
// at the top 2 cards of your deck. You may scrap them." Both are
// scrapped, or neither, which then stay as they lay; the opponent does not
// learn them.
func TestCardEjectAlt(t *testing.T) {
	deck := stack(blank[:4], []string{"Roll Out!", "Battle Ready"}, noIcons(14))
	for _, scrap := range []bool{true, false} {
		s := stdGame(t, mayAttack, []string{ejectW3A, "Ironhide, Veteran Autobot"}, ironhide, deck, blank)
		e := char(t, s, 0, "Eject")
		if _, stealth := s.keywordsOf(e); !stealth {
			t.Errorf("Eject's alt mode has no Stealth")
		}
		top := topCards(s, 0, 2)
		flipToAlt(t, s, 0, "Eject")
		if !s.t.Identifies(0, top[0]) || !s.t.Identifies(0, top[1]) || s.t.Identifies(1, top[0]) || s.t.Identifies(1, top[1]) {
			t.Fatalf("the cards looked at are known to their player %v, %v, to the opponent %v, %v; want true, true, false, false",
				s.t.Identifies(0, top[0]), s.t.Identifies(0, top[1]), s.t.Identifies(1, top[0]), s.t.Identifies(1, top[1]))
		}
		if text := readsOf(s, 1) + readsOf(s, engine.Spectator); strings.Contains(text, "Roll Out!") || strings.Contains(text, "Battle Ready") {
			t.Fatalf("the opponent or a spectator reads a card looked at:\n%s", text)
		}
		if got := codes(s); len(got) != 2 || got[1] != "pass" {
			t.Fatalf("the options are %v, want the top card (for both) and pass", got)
		}
		if scrap {
			play(t, s, "pick:")
			if !scrapHas(s, 0, "Roll Out!") || !scrapHas(s, 0, "Battle Ready") {
				t.Errorf("scrapping them left %v", logLines(s))
			}
			continue
		}
		play(t, s, "pass")
		if now := topCards(s, 0, 2); now[0] != top[0] || now[1] != top[1] {
			t.Errorf("kept, the cards are not on top as they lay")
		}
	}
}

// Interpret The Airwaves (W3A/005): "Play only if Blaster was on your
// starting team. Look at the top 5 cards of your deck and put them back in
// any order." One card at a time, the first chosen on top; not playable
// without Blaster on the starting team.
func TestCardInterpretTheAirwaves(t *testing.T) {
	five := []string{"Roll Out!", "Battle Ready", "Data Pad", "Smoke Cloak", "Tech Research"}
	deck := stack([]string{"Interpret The Airwaves"}, blank[:3], five, noIcons(10))
	s := stdGame(t, mayAttack, []string{"Ironhide, Veteran Autobot"}, ironhide, deck, blank)
	laterTurn(s)
	if has(s, "action:"+handleCode(s, handCard(t, s, 0, "Interpret The Airwaves"))) {
		t.Errorf("Interpret The Airwaves may be played without Blaster on the starting team")
	}
	s = stdGame(t, mayAttack, []string{"Blaster, Communications", "Ironhide, Veteran Autobot"}, ironhide, deck, blank)
	passAll(t, s)
	top := topCards(s, 0, 5)
	playAction(t, s, "Interpret The Airwaves")
	want := []kit.ObjID{top[4], top[2], top[0], top[3], top[1]}
	for _, id := range want[:4] {
		if has(s, "pass") {
			t.Fatalf("putting the cards back may be declined: %v", codes(s))
		}
		play(t, s, "pick:"+handleCode(s, id))
	}
	if got := topCards(s, 0, 5); !slices.Equal(got, want) {
		t.Errorf("the top 5 are %v, want %v in the order chosen", got, want)
	}
	for _, id := range want {
		if !s.t.Identifies(0, id) || s.t.Identifies(1, id) {
			t.Errorf("a card put back is known to its player %v, to the opponent %v; want true, false", s.t.Identifies(0, id), s.t.Identifies(1, id))
		}
	}
}

// Wave-2-3.xml#128: with fewer cards in the deck than a look asks for,
// those are set aside, the scrap pile is shuffled in under them, and the
// rest are looked at from the new deck.
func TestRulingLookShufflesScrapUnder(t *testing.T) {
	deck := stack([]string{"Interpret The Airwaves"}, blank[:3], []string{"Roll Out!"})
	s := stdGame(t, mayAttack, []string{"Blaster, Communications", "Ironhide, Veteran Autobot"}, ironhide, deck, blank)
	passAll(t, s)
	lone := topCards(s, 0, 1)[0]
	for _, id := range slices.Clone(s.t.Zones[zone(0, zHand)].Cards) {
		if s.card(id).Name == "Medic!" {
			s.scrap(id)
		}
	}
	playAction(t, s, "Interpret The Airwaves")
	got := codes(s)
	if len(got) != 4 || !has(s, "pick:"+handleCode(s, lone)) || !logHas(s, "the scrap pile (3 cards)") {
		t.Fatalf("with 1 card left and 3 in the scrap pile, the look offers %v, want the lone card and the 3 Medic! after a reshuffle: %v", got, logLines(s))
	}
	play(t, s, "pick:"+handleCode(s, lone))
	for s.ask != 0 {
		play(t, s, "pick:")
	}
	if topCards(s, 0, 1)[0] != lone || s.t.Count(zone(0, zDeck)) != 4 {
		t.Errorf("the lone card is not put back on top of a deck of 4")
	}
}

// Private Turbo Board, bot mode (W4/T26): "Your opponent can't play more
// than 2 cards during their turn." Brainstorm and the Action it plays are
// two: it plays no second, and the turn's Upgrade is not offered; without
// Turbo Board, both are.
func TestCardPrivateTurboBoard(t *testing.T) {
	deck := deckOf("Brainstorm", "Medic!", "Pep Talk", "Combat Dagger")
	for _, with := range []bool{false, true} {
		them := ironhide
		if with {
			them = []string{turboBoard}
		}
		s := stdGame(t, mayAttack, ironhide, them, deck, blank)
		s.obj(char(t, s, 0, "Ironhide")).Counters[cDamage] = 4
		playAction(t, s, "Brainstorm")
		play(t, s, "pick:"+handleCode(s, handCard(t, s, 0, "Medic!")))
		second := s.ask != 0 && has(s, "pick:"+handleCode(s, handCard(t, s, 0, "Pep Talk")))
		passAll(t, s)
		if second == with {
			t.Errorf("Turbo Board on the battlefield %v: Brainstorm offers a second Action %v, want %v", with, second, !with)
		}
		if up := has(s, "upgrade:"); up == with {
			t.Errorf("Turbo Board on the battlefield %v: the turn's Upgrade offered after 2 cards %v, want %v", with, up, !with)
		}
	}
}

// Wave-4.xml#30: a Secret Action played counts as one of the 2 cards.
func TestRulingTurboBoardSecretAction(t *testing.T) {
	s := stdGame(t, mayAttack, ironhide, []string{turboBoard}, deckOf("Hiding Spot"), blank)
	playSecret(t, s, "Hiding Spot")
	if n := s.playedThisTurn(0); n != 1 {
		t.Errorf("a Secret Action played counts %d cards played, want 1", n)
	}
}

// TestDeckTopConformance plays the engine's conformance suite over games
// of the cards of data/abilities/deck-top.yaml, with battle cards that
// repair, draw, play other cards and look at the deck: every legal move,
// with enginetest's checks.
func TestDeckTopConformance(t *testing.T) {
	g := mustGame(t)
	var battle []string
	for _, name := range []string{"Interpret The Airwaves", "Medic!", "Pep Talk", "Brainstorm", "Salvage For Parts", "Hiding Spot",
		"Combat Dagger", "Armored Plating", "Data Pad", "Incoming Transmission", "Roll Out!", "Smoke Cloak", "Plasma Burst"} {
		battle = append(battle, name, name, name)
	}
	teams := [][]string{
		{ratchetW3, caliburst, "Blaster, Communications", ejectW3A},
		{turboBoard, "Specialist Flamewar, Special Ops • Hunter", "Raider Sights, Air Force • Artillery"},
		{shockwaveW3, caliburst},
	}
	runTeams(t, g, teams, battle)
}

// Major Shockwave, alt mode (W3/T09): "You may look at the top card of
// your deck at any time. When you flip to this mode > Draw a card. Then
// your opponent chooses a card from their hand and scraps it." The top
// card is known to its player, shown on their deck in their table only,
// the new one as soon as the draw takes the old.
func TestCardMajorShockwaveAlt(t *testing.T) {
	deck := stack(blank[:4], []string{"Frag Toss", "Roll Out!"}, noIcons(10))
	s := stdGame(t, mayAttack, []string{shockwaveW3}, ironhide, deck, blank)
	top := topCards(s, 0, 1)[0]
	if !s.t.Identifies(0, top) || s.t.Identifies(1, top) {
		t.Fatalf("the top card is known to its player %v, to the opponent %v; want true, false", s.t.Identifies(0, top), s.t.Identifies(1, top))
	}
	if !topShown(s, 0, 0, "Frag Toss") || topShown(s, 1, 0, "Frag Toss") || topShown(s, engine.Spectator, 0, "Frag Toss") {
		t.Errorf("the table shows the top card to its player %v, to the opponent %v, to a spectator %v; want true, false, false",
			topShown(s, 0, 0, "Frag Toss"), topShown(s, 1, 0, "Frag Toss"), topShown(s, engine.Spectator, 0, "Frag Toss"))
	}
	if text := readsOf(s, 1) + readsOf(s, engine.Spectator); strings.Contains(text, "Frag Toss") {
		t.Fatalf("the opponent or a spectator reads the top card:\n%s", text)
	}
	mine, theirs := handSize(s, 0), handSize(s, 1)
	flipToAlt(t, s, 0, "Major Shockwave")
	passAll(t, s)
	if handSize(s, 0) != mine+1 || handSize(s, 1) != theirs-1 {
		t.Errorf("hands %d and %d after the flip, want %d and %d", handSize(s, 0), handSize(s, 1), mine+1, theirs-1)
	}
	if next := topCards(s, 0, 1)[0]; s.card(next).Name != "Roll Out!" || !s.t.Identifies(0, next) || s.t.Identifies(1, next) {
		t.Errorf("the new top card is not known to its player alone")
	}
}

// topShown reports whether viewer v's table shows a card named name on
// player p's deck.
func topShown(s *State, v, p int, name string) bool {
	for _, z := range s.Table(v).Players[p].Zones {
		if z.ID != s.t.Zones[zone(p, zDeck)].ID() {
			continue
		}
		for _, c := range z.Cards {
			if c.Name == name {
				return true
			}
		}
	}
	return false
}

// Major Shockwave, bot mode (W3/T09): "While the top card of your deck is
// a Decepticon card or a Secret Action > You may play it as though it
// were in your hand." As the turn's Action (Wave-2-3.xml#145), not on the
// first player's first turn (Rules_Roundup-2019-07-29.xml#2-7); a card of
// another faction is not offered.
func TestCardMajorShockwaveBot(t *testing.T) {
	deck := stack(blank[:4], []string{"Frag Toss", "Hiding Spot"}, noIcons(10))
	s := stdGame(t, mayAttack, []string{shockwaveW3}, ironhide, deck, blank)
	toBot(t, s, 0, "Major Shockwave")
	s.settle()
	top := topCards(s, 0, 1)[0]
	if has(s, "action:"+handleCode(s, top)) {
		t.Errorf("the top card is offered on the first player's first turn")
	}
	laterTurn(s)
	if !has(s, "action:"+handleCode(s, top)) {
		t.Fatalf("the top Decepticon Action is not offered: %v", codes(s))
	}
	if l := labels(s); !slices.ContainsFunc(l, func(x string) bool { return strings.Contains(x, "Frag Toss from the top of your deck") }) {
		t.Errorf("no label says the card is played from the top of the deck: %v", l)
	}
	play(t, s, "action:"+handleCode(s, top))
	passAll(t, s)
	if s.damage(char(t, s, 1, "Ironhide")) == 0 || !inZone(s, top, 0, zPlayed) {
		t.Fatalf("Frag Toss from the top of the deck did not resolve: %v", logLines(s))
	}
	if next := topCards(s, 0, 1)[0]; has(s, "secret:"+handleCode(s, next)) {
		t.Errorf("a second Action is offered from the top of the deck: the turn's Action is used (Wave-2-3.xml#145)")
	}
	s = stdGame(t, mayAttack, []string{shockwaveW3}, ironhide, stack(blank[:5], noIcons(10)), blank)
	toBot(t, s, 0, "Major Shockwave")
	laterTurn(s)
	s.settle()
	if has(s, "action:"+handleCode(s, topCards(s, 0, 1)[0])) {
		t.Errorf("a Mercenary Action on top is offered")
	}
}

// Wave-2-3.xml#147: a Decepticon Upgrade played from the top, the Secret
// Action then on top may be played too, as the turn's Action.
func TestRulingShockwaveNextTopCard(t *testing.T) {
	deck := stack(blank[:4], []string{"Scoundrel's Blaster", "Hiding Spot"}, noIcons(10))
	s := stdGame(t, mayAttack, []string{shockwaveW3}, ironhide, deck, blank)
	toBot(t, s, 0, "Major Shockwave")
	laterTurn(s)
	s.settle()
	top := topCards(s, 0, 2)
	play(t, s, "upgrade:"+handleCode(s, top[0]))
	if !inZone(s, top[0], 0, zUpgrade) {
		t.Fatalf("Scoundrel's Blaster is not on Shockwave: %v", logLines(s))
	}
	if !has(s, "secret:"+handleCode(s, top[1])) {
		t.Errorf("the Secret Action then on top is not offered: %v", codes(s))
	}
}
