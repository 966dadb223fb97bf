package superbenji

// Scenario tests of the advanced rules (shared/rules/super-benji-tcg.txt,
// sections 1-9), one rule each, named after the section they cite. Where the
// rules are silent they follow the readings of docs/rules/superbenji.md.
// Most tests use the table of scenario_test.go: a game in Player 1's first
// Main Phase with cards placed exactly, played on through the same Apply
// that players use. A few situations that the Base Set cannot reach (a
// target that dies before its effect resolves, a mandatory loop) are built
// by changing the state directly or with test cards added to the set; each
// says so.

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/kit"
)

// ---- helpers ---------------------------------------------------------------

// allViews is every seat's view and the spectator's, as JSON.
func allViews(t *testing.T, s *State) string {
	t.Helper()
	return viewJSON(t, s, 0) + "\n" + viewJSON(t, s, 1) + "\n" + viewJSON(t, s, engine.Spectator)
}

// newRuleGame starts a game of the Base Set with cfg (two players).
func newRuleGame(t *testing.T, cfg engine.Config) *State {
	t.Helper()
	cfg.Players = 2
	st, err := mustGame(t).New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// citizens is a deck of n Benji City Citizens with the extra cards on top
// of the list.
func citizens(n int, extra ...string) []string {
	deck := append([]string(nil), extra...)
	for range n {
		deck = append(deck, "Benji City Citizen")
	}
	return deck
}

// viewOf is player p's view.
func viewOf(s *State, p int) *View { return s.View(p).(*View) }

// poolText is p's Action Pool as sorted codes: "+ - H".
func (tb *table) poolText(p int) string {
	var out []string
	for _, a := range tb.s.players[p].pool {
		out = append(out, a.sym.String())
	}
	slices.Sort(out)
	return strings.Join(out, " ")
}

// expect fails the test unless player p must answer a decision of kind k.
func (tb *table) expect(k decKind, p int) {
	tb.t.Helper()
	if tb.s.over || tb.s.dec.kind != k || int(tb.s.dec.player) != p {
		tb.t.Fatalf("want decision %d for %s; have decision %d for %s (over: %v %s; options %v)",
			k, playerName(p), tb.s.dec.kind, playerName(int(tb.s.dec.player)), tb.s.over, tb.s.result, tb.codes())
	}
}

// doCode answers p's decision with the option whose code is exactly code.
func (tb *table) doCode(p int, code string) {
	tb.t.Helper()
	codes := tb.codes()
	for i, c := range codes {
		if c == code {
			if int(tb.s.dec.player) != p {
				tb.t.Fatalf("%s is deciding, not %s", playerName(int(tb.s.dec.player)), playerName(p))
			}
			tb.apply(p, tb.s.options()[i])
			return
		}
	}
	tb.t.Fatalf("no option %q; the options are %v", code, codes)
}

// attackWith goes to combat and declares these attackers, then no more
// (the game stops asking by itself when no other can attack).
func (tb *table) attackWith(ids ...ObjID) {
	tb.t.Helper()
	tb.toCombat()
	for _, id := range ids {
		tb.pick(tb.s.active, vAttack, id, 0)
	}
	if tb.s.dec.kind == decAttack && !tb.s.over {
		tb.done(tb.s.active)
	}
}

// blockWith makes the defending player block attacker with blocker.
func (tb *table) blockWith(blocker, attacker ObjID) {
	tb.t.Helper()
	tb.doCode(opponent(tb.s.active), fmt.Sprintf("block:%d:%d", tb.h(blocker), tb.h(attacker)))
}

// blocksDone ends the declaration of blockers, if the defender is still
// asked (the game stops asking when no character can block).
func (tb *table) blocksDone() {
	tb.t.Helper()
	if tb.s.dec.kind == decBlock && !tb.s.over {
		tb.done(opponent(tb.s.active))
	}
}

// bothPass passes priority in the Action Window, the player with priority
// first, then the other; a player with no cards in hand and nothing to do
// passes without being asked.
func (tb *table) bothPass() {
	tb.t.Helper()
	for range 2 {
		if tb.s.dec.kind != decPriority || tb.s.over {
			return
		}
		tb.do(tb.s.priority, "pass")
	}
}

// offered reports whether an option has exactly this code.
func (tb *table) offered(code string) bool { return slices.Contains(tb.codes(), code) }

// zoneOf is where an object is.
func (tb *table) zoneOf(id ObjID) zone { return tb.s.zoneOf(id) }

// life is p's Health.
func (tb *table) life(p int) int { return tb.s.players[p].life }

// eventObjs lists, in log order, the card (A) of every logged event of
// kind, found by the handle it had then (which a card in play keeps).
func (tb *table) eventObjs(kind uint8) []ObjID {
	var out []ObjID
	tb.s.log.Entries(engine.Spectator, 0, func(e engine.Event, _ int) engine.Entry {
		if e.Kind == kind {
			id, _ := tb.s.t.ByHandle(tb.s.refs.Handle(e.A))
			out = append(out, id)
		}
		return engine.Entry{}
	})
	return out
}

// logIndex is the index of the first log line containing want, or -1.
func (tb *table) logIndex(want string) int {
	entries, _ := tb.s.Events(engine.Spectator, 0)
	lines := engine.Texts(entries)
	for i, l := range lines {
		if strings.Contains(l, want) {
			return i
		}
	}
	return -1
}

// emptyDeck moves all but the top keep cards of p's deck to p's discard.
func (tb *table) emptyDeck(p, keep int) {
	n := len(tb.s.deck(p)) - keep
	for _, id := range slices.Clone(tb.s.deck(p)[:n]) {
		tb.s.toDiscard(id)
	}
}

// testCards are cards the Base Set lacks, for rules it cannot show: a
// start-of-turn effect that damages its own character, an action whose first
// instruction can fail while its second still works, and a token that
// makes another of itself whenever one enters play (a mandatory loop).
const testCards = `
  - id: BS26/TEST-1
    name: Test Flagellant
    type: character
    triggers:
      - on: start_of_your_turn
        effects:
          - damage: {amount: 1, to: self}
    attack: 1
    health: 3

  - id: BS26/TEST-2
    name: Test Strike and Study
    type: action
    speed: slow
    effects:
      - damage: {amount: 3, to: character}
      - draw: {amount: 1}

  - id: BS26/TEST-3
    name: Test Gremlin Nest
    type: action
    speed: slow
    effects:
      - create_token: {token: BS26/TEST-gremlin}

  - id: BS26/TEST-gremlin
    name: Test Gremlin
    type: character
    token: true
    triggers:
      - on: enters_play
        effects:
          - create_token: {token: BS26/TEST-gremlin}
    attack: 0
    health: 0

  - id: BS26/TEST-4
    name: Test Echo Chamber
    type: action
    speed: slow
    effects:
      - create_token: {token: BS26/TEST-echo}

  - id: BS26/TEST-5
    name: Test Blight
    type: location
    statics:
      - modify: {to: {all: character}, attack: 0, health: -1}

  - id: BS26/TEST-6
    name: Test Wither
    type: action
    speed: slow
    effects:
      - modify: {to: character, attack: 0, health: -3, until: end_of_turn}

  - id: BS26/TEST-echo
    name: Test Echo
    type: character
    token: true
    triggers:
      - on: enters_play
        effects:
          - gain_life: {amount: 1, to: {target: player, controller: you}}
          - create_token: {token: BS26/TEST-echo}
    attack: 0
    health: 0
`

// withTestCards plays the table's game on with the Base Set plus testCards.
func (tb *table) withTestCards() {
	tb.t.Helper()
	data := append(append([]byte(nil), baseSet...), testCards...)
	g, err := tb.s.game.WithCards("rules_test.yaml", data)
	if err != nil {
		tb.t.Fatal(err)
	}
	tb.s.game = g.(*Game)
}

// checkRefused applies an illegal answer and fails unless it is refused
// with an error containing want and leaves every view as it was.
func checkRefused(t *testing.T, s *State, p int, a engine.Action, want string) {
	t.Helper()
	before := allViews(t, s)
	err := s.Apply(p, a)
	switch {
	case err == nil:
		t.Errorf("seat %d, option %d was accepted", p, a)
	case !strings.Contains(err.Error(), want):
		t.Errorf("seat %d, option %d: error %q does not say %q", p, a, err, want)
	}
	if after := allViews(t, s); after != before {
		t.Errorf("seat %d, option %d: a refused answer changed the game:\n%s\n%s", p, a, before, after)
	}
}

// ---- 1. Objective -------------------------------------------------------------

// Rulebook 1.1: a player wins the game when their opponent's Health is
// reduced to 0 or less.
func TestRule1_1WinAtZeroHealth(t *testing.T) {
	t.Run("combat damage below 0", func(t *testing.T) {
		tb := newTable(t)
		benji := tb.inPlay(0, "Benji, Hero of Benji Island") // 3/3
		tb.s.players[1].life = 2
		tb.attackWith(benji)
		tb.blocksDone()
		tb.bothPass()
		o := tb.s.Outcome()
		if !tb.s.Terminal() || !slices.Equal(o.Winners, []int{0}) || o.Returns[0] != 1 || o.Returns[1] != 0 {
			t.Fatalf("Player 2 at %d Health: outcome %+v", tb.life(1), o)
		}
		if !strings.Contains(o.Summary, "Player 1 wins") {
			t.Errorf("summary %q", o.Summary)
		}
		if tb.s.Actors() != 0 || len(tb.s.Legal(0, nil))+len(tb.s.Legal(1, nil)) != 0 {
			t.Errorf("someone still has options after the game ended")
		}
	})
	t.Run("exactly 0 from an ability", func(t *testing.T) {
		tb := newTable(t)
		benji := tb.inPlay(0, "Benji, Hero of Benji Island")
		tb.s.players[1].life = 1
		tb.pool(0, "H")
		tb.use(0, benji, 0)
		tb.targetPlayer(0, 1)
		if o := tb.s.Outcome(); !o.Over || !slices.Equal(o.Winners, []int{0}) {
			t.Fatalf("Player 2 at 0 Health: outcome %+v", o)
		}
	})
	t.Run("a player who brings themselves to 0", func(t *testing.T) {
		tb := newTable(t)
		tb.s.players[0].life = 2
		risk := tb.inHand(0, "Risk Taking") // deal 2 damage to you, add W W W
		tb.play(0, risk)
		if o := tb.s.Outcome(); !o.Over || !slices.Equal(o.Winners, []int{1}) {
			t.Fatalf("Player 1 at %d Health: outcome %+v", tb.life(0), o)
		}
	})
}

// Rulebook 1.2: each player begins the game with 20 Health.
func TestRule1_2StartingHealth(t *testing.T) {
	s := newRuleGame(t, engine.Config{Seed: 7})
	for _, viewer := range []int{0, 1, engine.Spectator} {
		for _, p := range viewOf(s, viewer).Players {
			if p.Health != 20 {
				t.Errorf("viewer %d sees %s at %d Health", viewer, p.Name, p.Health)
			}
		}
	}
}

// Rulebook 1.3: a player who must draw a card and cannot loses the game, in
// the Draw Phase or from a draw effect.
func TestRule1_3LoseOnEmptyDeckDraw(t *testing.T) {
	t.Run("draw phase", func(t *testing.T) {
		tb := newTable(t)
		tb.emptyDeck(1, 0)
		tb.endTurn()
		o := tb.s.Outcome()
		if !o.Over || !slices.Equal(o.Winners, []int{0}) || !strings.Contains(o.Summary, "Player 2 cannot draw") {
			t.Fatalf("Player 2 drew from an empty deck: outcome %+v", o)
		}
	})
	t.Run("draw effect", func(t *testing.T) {
		tb := newTable(t)
		tb.emptyDeck(0, 1)
		robbery := tb.inHand(0, "Robbery")
		tb.play(0, robbery)
		tb.do(0, "mode:1") // Draw 2 cards
		o := tb.s.Outcome()
		if !o.Over || !slices.Equal(o.Winners, []int{1}) || !strings.Contains(o.Summary, "Player 1 cannot draw") {
			t.Fatalf("Player 1 had to draw 2 from a deck of 1: outcome %+v", o)
		}
		if len(tb.hand(0)) != 1 {
			t.Errorf("the one card there was is not drawn first: hand %v", tb.hand(0))
		}
	})
	t.Run("a draw that can be made is no loss", func(t *testing.T) {
		tb := newTable(t)
		tb.emptyDeck(0, 1)
		minion := tb.inPlay(0, "Minion, Second in Command")
		tb.pool(0, "W")
		tb.use(0, minion, 0) // Research: draw 1
		if tb.s.over || len(tb.hand(0)) != 1 {
			t.Fatalf("drawing the last card: over %v, hand %v", tb.s.over, tb.hand(0))
		}
	})
}

// ---- 2. Deck Construction -----------------------------------------------------

// Rulebook 2: deck legality (2.1-2.3) is checked by deck_test.go; a game
// itself refuses cards that can never be in a deck, tokens (6.6) and cards
// that do not exist, listing every problem at once.
func TestRule2NewRejectsTokensAndUnknownCards(t *testing.T) {
	deck0 := citizens(20, "Food", "No Such Card")
	deck1 := citizens(20, "BS26/TOKEN-human", "BS26/999")
	_, err := mustGame(t).New(engine.Config{Players: 2, Seed: 1, Decks: [][]string{deck0, deck1},
		Options: map[string]string{OptFirstDraw: "sometimes"}})
	if err == nil {
		t.Fatal("decks with tokens and unknown cards were accepted")
	}
	for _, want := range []string{
		"deck 0: Food is a token",
		`deck 0: no card "No Such Card"`,
		"deck 1: Human is a token",
		`deck 1: no card "BS26/999"`,
		`"sometimes" is not one of on, off`,
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error does not say %q:\n%v", want, err)
		}
	}
}

// ---- 3. Game Setup ------------------------------------------------------------

// handOrder lists seat p's cards from the top of the shuffled deck: the
// opening hand in the order drawn, then the deck from the top.
func handOrder(s *State, p int) []string {
	var out []string
	for _, id := range s.hand(p) {
		out = append(out, s.printed(id).ID)
	}
	deck := s.deck(p)
	for i := len(deck) - 1; i >= 0; i-- {
		out = append(out, s.printed(deck[i]).ID)
	}
	return out
}

// Rulebook 3.1: each player shuffles their deck: the order depends on the
// seed, and the same seed deals the same game.
func TestRule3_1DecksAreShuffled(t *testing.T) {
	first := map[int]bool{}
	var orders [][]string
	for seed := uint64(1); seed <= 4; seed++ {
		s := newRuleGame(t, engine.Config{Seed: seed, Deal: map[string][]string{"first": {"1"}}})
		orders = append(orders, handOrder(s, 0))
		first[s.active] = true
	}
	for i := 1; i < len(orders); i++ {
		if slices.Equal(orders[i], orders[0]) {
			t.Errorf("seeds 1 and %d deal seat 0's deck in the same order", i+1)
		}
	}
	again := newRuleGame(t, engine.Config{Seed: 1, Deal: map[string][]string{"first": {"1"}}})
	if !slices.Equal(handOrder(again, 0), orders[0]) {
		t.Error("the same seed dealt another order")
	}
	if slices.Equal(orders[0], mustGame(t).starters[0]) {
		t.Error("the deck is in its listed order: it was not shuffled")
	}
}

// Rulebook 3.2: each player draws 3 cards; the first Draw Phase then adds
// one for the starting player (first-draw on, 4.2.1).
func TestRule3_2OpeningHands(t *testing.T) {
	for _, firstDraw := range []string{"on", "off"} {
		s := newRuleGame(t, engine.Config{Seed: 3, Options: map[string]string{OptFirstDraw: firstDraw},
			Deal: map[string][]string{"first": {"0"}}})
		want0 := 3
		if firstDraw == "on" {
			want0 = 4
		}
		v := viewOf(s, engine.Spectator)
		if v.Players[0].HandN != want0 || v.Players[1].HandN != 3 {
			t.Errorf("first-draw %s: hands of %d and %d cards, want %d and 3", firstDraw, v.Players[0].HandN, v.Players[1].HandN, want0)
		}
		if v.Players[0].Deck != 27-want0 || v.Players[1].Deck != 24 {
			t.Errorf("first-draw %s: decks of %d and %d cards", firstDraw, v.Players[0].Deck, v.Players[1].Deck)
		}
	}
}

// Rulebook 3.3: the starting player is chosen at random: over seeds, each
// seat starts sometimes; the "first" deal zone fixes it.
func TestRule3_3RandomStartingPlayer(t *testing.T) {
	var starts [2]int
	for seed := uint64(1); seed <= 40; seed++ {
		s := newRuleGame(t, engine.Config{Seed: seed, NoLog: true})
		if s.turn != 1 || s.dec.kind != decMain || int(s.dec.player) != s.active {
			t.Fatalf("seed %d: the game does not begin in the starting player's first Main Phase", seed)
		}
		starts[s.active]++
	}
	if starts[0] == 0 || starts[1] == 0 {
		t.Errorf("over 40 seeds the seats started %v times", starts)
	}
	for _, seat := range []string{"0", "1"} {
		s := newRuleGame(t, engine.Config{Seed: 1, Deal: map[string][]string{"first": {seat}}})
		if fmt.Sprint(s.active) != seat || int(s.dec.player) != s.active {
			t.Errorf("first %s: seat %d starts", seat, s.active)
		}
	}
}

// Rulebook 3 (setup), stacked: deck.N puts cards on top of a deck and hand.N
// fixes an opening hand, both top card first; every problem with a deal is
// reported at once.
func TestRule3StackedDeal(t *testing.T) {
	deck0 := citizens(15, "Noah, Calculator", "Jordan, Fire Master", "Zach, Rock Fighter", "Jack, Lightning Mage", "Tempter, Fistfighter")
	deck1 := citizens(20)
	s := newRuleGame(t, engine.Config{Seed: 5, Decks: [][]string{deck0, deck1}, Deal: map[string][]string{
		"first":  {"1"},
		"hand.0": {"Noah, Calculator", "BS26/3", "Zach, Rock Fighter"},
		"deck.0": {"Jack, Lightning Mage", "Tempter, Fistfighter"},
	}})
	var hand []string
	for _, c := range viewOf(s, 0).Hand {
		hand = append(hand, c.Name)
	}
	if want := []string{"Noah, Calculator", "Jordan, Fire Master", "Zach, Rock Fighter"}; !slices.Equal(hand, want) {
		t.Errorf("hand %v, want %v", hand, want)
	}
	tb := &table{t: t, s: s}
	tb.expect(decMain, 1)
	tb.endTurn()
	tb.expect(decMain, 0)
	held, deck := s.hand(0), s.deck(0)
	if got := s.name(held[len(held)-1]); got != "Jack, Lightning Mage" {
		t.Errorf("Player 1's first draw is %s, want the stacked Jack", got)
	}
	if got := s.name(deck[len(deck)-1]); got != "Tempter, Fistfighter" {
		t.Errorf("the top of Player 1's deck is %s, want Tempter", got)
	}

	_, err := mustGame(t).New(engine.Config{Players: 2, Seed: 1, Decks: [][]string{deck0, deck1}, Deal: map[string][]string{
		"first":  {"2"},
		"pile.0": {"Noah, Calculator"},
		"hand.1": {"Benji City Citizen", "Benji City Citizen", "Benji City Citizen", "Benji City Citizen"},
		"deck.0": {"Targeted Nuke"},
		"hand.0": {"Nobody"},
	}})
	if err == nil {
		t.Fatal("a bad deal was accepted")
	}
	for _, want := range []string{`deal first: ["2"] is not one of ["0"], ["1"]`, `no zone "pile.0"`, "hand.1: 4 cards listed", "deck.0: Targeted Nuke is not in the deck", `hand.0: no card "Nobody"`} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error does not say %q:\n%v", want, err)
		}
	}
}

// Rulebook 3 (setup), stacked: a card listed more often than the deck holds
// it is a problem, within one zone or across deck.N and hand.N.
func TestRule3StackedDealCountsCopies(t *testing.T) {
	deck := citizens(19, "Noah, Calculator")
	for name, deal := range map[string]map[string][]string{
		"twice in hand.0":      {"hand.0": {"Noah, Calculator", "Noah, Calculator"}},
		"in deck.0 and hand.0": {"deck.0": {"Noah, Calculator"}, "hand.0": {"Noah, Calculator"}},
	} {
		_, err := mustGame(t).New(engine.Config{Players: 2, Seed: 1, Decks: [][]string{deck, citizens(20)}, Deal: deal})
		if err == nil || !strings.Contains(err.Error(), "Noah, Calculator is not in the deck") {
			t.Errorf("%s: one Noah was stacked twice: error %v", name, err)
		}
	}
}

// ---- 4.1 Start Phase ------------------------------------------------------------

// Rulebook 4.1.1: the active player's exhausted cards become ready; the
// other player's stay exhausted.
func TestRule4_1_1ReadyActivePlayersCards(t *testing.T) {
	tb := newTable(t)
	mine := tb.inPlay(0, "Benji City Citizen")
	theirs := tb.inPlay(1, "Benji City Citizen")
	tb.s.objs[mine].exhausted = true
	tb.s.objs[theirs].exhausted = true
	tb.endTurn()
	tb.expect(decMain, 1)
	if tb.s.objs[theirs].exhausted {
		t.Error("Player 2's character is still exhausted in Player 2's turn")
	}
	if !tb.s.objs[mine].exhausted {
		t.Error("Player 1's character became ready in Player 2's turn")
	}
	tb.endTurn()
	if tb.s.objs[mine].exhausted {
		t.Error("Player 1's character is still exhausted in Player 1's turn")
	}
}

// Rulebook 4.1.2, 4.1.3: each character of the active player generates its
// listed actions into the player's Action Pool; so does an artifact with
// "Actions:" (Banana Gem, reading of docs/rules/superbenji.md). The other
// player's cards generate nothing.
func TestRule4_1_2GenerateActions(t *testing.T) {
	tb := newTable(t)
	tb.inPlay(0, "Noah, Calculator")            // +
	tb.inPlay(1, "Dr. Banana, Evil Mastermind") // V V ?
	tb.inPlay(1, "Banana Gem")                  // W
	tb.inPlay(1, "Benji HQ")                    // a location: no actions
	tb.endTurn()
	tb.expect(decMain, 1)
	if got := tb.poolText(1); got != "? V V W" {
		t.Errorf("Player 2's pool is %q, want ? V V W", got)
	}
	if got := tb.poolText(0); got != "" {
		t.Errorf("Player 1's pool is %q in Player 2's turn", got)
	}
	tb.logged("Player 2 gains a Wild action from Banana Gem.")
	tb.endTurn()
	if got := tb.poolText(0); got != "+" {
		t.Errorf("Player 1's pool is %q, want +", got)
	}
}

// Rulebook 4.1.4: the active player's "start of turn" effects resolve; the
// other player's do not.
func TestRule4_1_4StartOfTurnEffects(t *testing.T) {
	tb := newTable(t)
	tb.inPlay(0, "Benji City")
	tb.inPlay(0, "Benji City Citizen")
	tb.inPlay(1, "Benji City")
	tb.inPlay(1, "Benji City Citizen")
	tb.inPlay(1, "Noah, Calculator")
	tb.inPlay(1, "Saber, The Star") // a Villain: Benji City does not count it
	tb.endTurn()
	tb.expect(decMain, 1)
	// Generated: ? (Citizen) + (Noah) V + (Saber); Benji City: ? ? (Citizen, Noah).
	if got := tb.poolText(1); got != "+ + ? ? ? V" {
		t.Errorf("Player 2's pool is %q, want + + ? ? ? V", got)
	}
	if got := tb.poolText(0); got != "" {
		t.Errorf("Player 1's Benji City worked in Player 2's turn: pool %q", got)
	}
}

// Rulebook 4.1.5: characters heal. Reading (docs/rules/superbenji.md): the
// active player's characters, and after the start-of-turn effects.
func TestRule4_1_5Heal(t *testing.T) {
	t.Run("only the active player's characters", func(t *testing.T) {
		tb := newTable(t)
		mine := tb.inPlay(0, "Jordan, Fire Master")  // 3/4
		theirs := tb.inPlay(1, "Zach, Rock Fighter") // 3/4
		tb.s.objs[mine].damage = 2
		tb.s.objs[theirs].damage = 2
		tb.endTurn()
		if d := tb.s.objs[theirs].damage; d != 0 {
			t.Errorf("Player 2's Zach has %d damage in Player 2's Main Phase", d)
		}
		if d := tb.s.objs[mine].damage; d != 2 {
			t.Errorf("Player 1's Jordan has %d damage in Player 2's turn, want 2", d)
		}
		tb.endTurn()
		if d := tb.s.objs[mine].damage; d != 0 {
			t.Errorf("Player 1's Jordan has %d damage in Player 1's Main Phase", d)
		}
	})
	t.Run("every character with heal=all", func(t *testing.T) {
		tb := newTable(t, "heal=all")
		mine := tb.inPlay(0, "Jordan, Fire Master")
		tb.s.objs[mine].damage = 2
		tb.endTurn()
		if d := tb.s.objs[mine].damage; d != 0 {
			t.Errorf("with heal=all, Player 1's Jordan has %d damage in Player 2's turn", d)
		}
	})
	t.Run("after start-of-turn effects", func(t *testing.T) {
		tb := newTable(t)
		tb.withTestCards()
		f := tb.inPlay(1, "Test Flagellant") // start of your turn: 1 damage to itself
		tb.endTurn()
		tb.expect(decMain, 1)
		tb.logged("Test Flagellant takes 1 damage from itself.")
		if d := tb.s.objs[f].damage; d != 0 {
			t.Errorf("the damage of a start-of-turn effect was not healed: %d damage", d)
		}
	})
}

// ---- 4.2 Draw Phase -------------------------------------------------------------

// Rulebook 4.2.1: the active player draws 1 card.
func TestRule4_2_1Draw(t *testing.T) {
	tb := newTable(t)
	deck := len(tb.s.deck(1))
	top := tb.s.deck(1)[deck-1]
	tb.endTurn()
	if h := tb.s.hand(1); len(h) != 1 || h[0] != top {
		t.Errorf("Player 2's hand is %v, want the top card %d", h, top)
	}
	if len(tb.s.deck(1)) != deck-1 || len(tb.hand(0)) != 0 {
		t.Error("the draw took more than one card, or the other player drew")
	}
}

// Rulebook 3.3, 4.2: the starting player draws in their first Draw Phase;
// the first-draw option (docs/rules/superbenji.md) turns that off, and only
// that draw.
func TestRule4_2FirstDrawOption(t *testing.T) {
	for _, c := range []struct {
		opt   string
		hand0 int
	}{{"on", 4}, {"off", 3}} {
		s := newRuleGame(t, engine.Config{Seed: 2, Options: map[string]string{OptFirstDraw: c.opt},
			Deal: map[string][]string{"first": {"0"}}})
		if n := len(s.hand(0)); n != c.hand0 {
			t.Errorf("first-draw %s: the starting player holds %d cards in turn 1, want %d", c.opt, n, c.hand0)
		}
		tb := &table{t: t, s: s}
		tb.endTurn()
		tb.passAnswer()
		if n := len(s.hand(1)); s.turn != 2 || n != 4 {
			t.Errorf("first-draw %s: the second player holds %d cards in turn %d, want 4", c.opt, n, s.turn)
		}
	}
}

// ---- 4.3 Main Phase ---------------------------------------------------------------

// Rulebook 4.3.1, 4.3.3: the active player may play characters, artifacts,
// locations and actions, any number of them.
func TestRule4_3_1PlayAnyNumberOfCards(t *testing.T) {
	tb := newTable(t)
	names := []string{"Benji City Citizen", "Benji City Citizen", "Benji City Citizen", "Noah, Calculator", "Banana Gem", "Benji HQ", "Militia"}
	var ids []ObjID
	for _, n := range names {
		ids = append(ids, tb.inHand(0, n))
	}
	for _, id := range ids {
		tb.play(0, id)
		tb.expect(decMain, 0)
	}
	for i, id := range ids[:6] {
		if tb.zoneOf(id) != inPlay {
			t.Errorf("%s is not in play", names[i])
		}
	}
	if tb.zoneOf(ids[6]) != inDiscard || len(tb.s.inPlayOf(0)) != 8 {
		t.Errorf("Militia did not resolve: %d cards in play", len(tb.s.inPlayOf(0)))
	}
}

// Rulebook 4.3.2: the active player may activate abilities in the Main
// Phase; and fast actions may be played there too (reading, 4.3 and 6.5.3).
func TestRule4_3_2AbilitiesAndFastActionsInMain(t *testing.T) {
	tb := newTable(t)
	benji := tb.inPlay(0, "Benji, Hero of Benji Island")
	nuke := tb.inHand(0, "Targeted Nuke")
	tb.inPlay(1, "Benji City Citizen")
	tb.pool(0, "H W W W")
	if !tb.has(fmt.Sprintf("use:%d:0:", tb.h(benji))) || !tb.has(fmt.Sprintf("play:%d:", tb.h(nuke))) {
		t.Errorf("the Main Phase does not offer Justice and Targeted Nuke: %v", tb.codes())
	}
}

// Rulebook 4.3 (reading, docs/rules/superbenji.md): the Main Phase has no
// Action Window. The opponent is only asked whether to answer a card played
// from hand (Delay), never offered fast actions or abilities; an ability
// resolves at once with no question to the opponent.
func TestRule4_3NoActionWindowInMain(t *testing.T) {
	tb := newTable(t)
	benji := tb.inPlay(0, "Benji, Hero of Benji Island")
	citizen := tb.inHand(0, "Benji City Citizen")
	tb.inHand(1, "Targeted Nuke")
	tb.inPlay(1, "Jordan, Fire Master")
	tb.pool(1, "W W W + -") // as if left by Tax Evasion: enough for the Nuke and Fireball
	tb.play(0, citizen)
	tb.expect(decCounter, 1)
	if got := tb.codes(); !slices.Equal(got, []string{"pass"}) {
		t.Errorf("Player 2's options when Player 1 plays a character: %v, want only pass", got)
	}
	tb.do(1, "pass")
	tb.expect(decMain, 0)
	tb.pool(0, "H")
	tb.use(0, benji, 0)
	tb.targetPlayer(0, 1)
	tb.expect(decMain, 0)
	if tb.life(1) != 19 {
		t.Errorf("Justice did not resolve at once: Player 2 has %d Health", tb.life(1))
	}
}

// ---- 4.4 Combat Phase ---------------------------------------------------------------

// Rulebook 4.4.1.1: the active player chooses any number of ready characters
// to attack.
func TestRule4_4_1_1DeclareAnyNumberOfReadyAttackers(t *testing.T) {
	tb := newTable(t)
	a := tb.inPlay(0, "Benji City Citizen")
	b := tb.inPlay(0, "Noah, Calculator")
	c := tb.inPlay(0, "Zach, Rock Fighter")
	tired := tb.inPlay(0, "Jack, Lightning Mage")
	tb.s.objs[tired].exhausted = true
	tb.toCombat()
	tb.expect(decAttack, 0)
	for _, id := range []ObjID{a, b, c} {
		if !tb.has(fmt.Sprintf("attack:%d:", tb.h(id))) {
			t.Errorf("%s is not offered as an attacker", tb.s.name(id))
		}
	}
	if tb.has(fmt.Sprintf("attack:%d:", tb.h(tired))) {
		t.Error("an exhausted character is offered as an attacker (6.1.3)")
	}
	tb.do(0, fmt.Sprintf("attack:%d:", tb.h(a)))
	tb.do(0, fmt.Sprintf("attack:%d:", tb.h(c)))
	if tb.has(fmt.Sprintf("attack:%d:", tb.h(a))) {
		t.Error("an attacker is offered again")
	}
	tb.done(0)
	tb.blocksDone()
	tb.bothPass()
	if tb.life(1) != 20-1-3 {
		t.Errorf("two attackers of 1 and 3 left Player 2 at %d Health", tb.life(1))
	}
	if tb.s.objs[b].attacked {
		t.Error("Noah attacked without being declared")
	}
	tb.expect(decMain, 1)
	tb.attackWith() // zero attackers is a choice too: the turn ends
	tb.expect(decMain, 0)
}

// Rulebook 4.4.1.2: declared attackers become exhausted unless they have
// Vigilance.
func TestRule4_4_1_2AttackersExhaustUnlessVigilance(t *testing.T) {
	tb := newTable(t)
	citizen := tb.inPlay(0, "Benji City Citizen")
	jordan := tb.inPlay(0, "Jordan, Fire Master") // Vigilance
	tb.attackWith(citizen, jordan)
	if !tb.s.objs[citizen].exhausted {
		t.Error("the Citizen did not exhaust when attacking")
	}
	if tb.s.objs[jordan].exhausted {
		t.Error("Jordan (Vigilance) exhausted when attacking")
	}
}

// Rulebook 4.4.2.1: the defending player assigns blockers.
func TestRule4_4_2_1DefenderAssignsBlockers(t *testing.T) {
	tb := newTable(t)
	a := tb.inPlay(0, "Benji City Citizen")
	b := tb.inPlay(1, "Zach, Rock Fighter")
	tb.attackWith(a)
	tb.expect(decBlock, 1)
	if !tb.offered(fmt.Sprintf("block:%d:%d", tb.h(b), tb.h(a))) || !tb.offered("done") {
		t.Errorf("the defender's options: %v", tb.codes())
	}
	tb.blockWith(b, a)
	tb.blocksDone()
	tb.expect(decPriority, 0)
}

// Rulebook 4.4.2.2: each character may block only one attacker.
func TestRule4_4_2_2BlockOnlyOneAttacker(t *testing.T) {
	tb := newTable(t)
	a1 := tb.inPlay(0, "Benji City Citizen")
	a2 := tb.inPlay(0, "Human") // a 1/1 too, but another card: two Citizens alike would be one option
	b := tb.inPlay(1, "Zach, Rock Fighter")
	tb.attackWith(a1, a2)
	if !tb.offered(fmt.Sprintf("block:%d:%d", tb.h(b), tb.h(a1))) || !tb.offered(fmt.Sprintf("block:%d:%d", tb.h(b), tb.h(a2))) {
		t.Fatalf("Zach may not block either attacker: %v", tb.codes())
	}
	tb.blockWith(b, a1)
	if tb.has(fmt.Sprintf("block:%d:", tb.h(b))) {
		t.Errorf("Zach is offered to block a second attacker: %v", tb.codes())
	}
	tb.blocksDone()
	tb.bothPass()
	if tb.life(1) != 19 || tb.zoneOf(a1) != inDiscard {
		t.Errorf("Player 2 at %d Health; blocked attacker in zone %d", tb.life(1), tb.zoneOf(a1))
	}
}

// Rulebook 4.4.2.3: each attacker may be blocked by only one character.
func TestRule4_4_2_3AttackerBlockedByOnlyOne(t *testing.T) {
	tb := newTable(t)
	a := tb.inPlay(0, "Zach, Rock Fighter") // 3/4
	b1 := tb.inPlay(1, "Benji City Citizen")
	b2 := tb.inPlay(1, "Noah, Calculator") // 4/2
	tb.attackWith(a)
	tb.blockWith(b1, a)
	if tb.has("block:") {
		t.Errorf("a second blocker is offered for a blocked attacker: %v", tb.codes())
	}
	tb.blocksDone()
	tb.bothPass()
	if d := tb.s.objs[a].damage; d != 1 || tb.zoneOf(b2) != inPlay {
		t.Errorf("Zach took %d damage, want 1 from the Citizen alone", d)
	}
}

// Rulebook 4.4.2.4: only ready characters may block.
func TestRule4_4_2_4ReadyBlockers(t *testing.T) {
	tb := newTable(t)
	a := tb.inPlay(0, "Benji City Citizen")
	ready := tb.inPlay(1, "Zach, Rock Fighter")
	tired := tb.inPlay(1, "Noah, Calculator")
	tb.s.objs[tired].exhausted = true
	tb.attackWith(a)
	if !tb.offered(fmt.Sprintf("block:%d:%d", tb.h(ready), tb.h(a))) {
		t.Error("a ready character may not block")
	}
	if tb.has(fmt.Sprintf("block:%d:", tb.h(tired))) {
		t.Error("an exhausted character is offered as a blocker")
	}
}

// Rulebook 4.4.3.1: in the Action Window, priority starts with the active
// player and alternates.
func TestRule4_4_3_1PriorityAlternatesFromActivePlayer(t *testing.T) {
	tb := newTable(t)
	a := tb.inPlay(0, "Benji City Citizen")
	tb.inPlay(1, "Benji City Citizen")
	tb.holdMain(1) // a card in hand: Player 2 is asked in the window
	tb.attackWith(a)
	tb.blocksDone()
	tb.expect(decPriority, 0)
	tb.do(0, "pass")
	tb.expect(decPriority, 1)
	tb.do(1, "pass")
	tb.expect(decMain, 1) // the window ended, damage was dealt, the turn passed
	if tb.life(1) != 19 {
		t.Errorf("Player 2 has %d Health after the window", tb.life(1))
	}
}

// Rulebook 4.4.3.2 (upstream list): a player with priority may activate an
// ability or play a fast action; slow actions, characters and other cards
// cannot be played there.
func TestRule4_4_3_2FastActionOrAbilityInWindow(t *testing.T) {
	tb := newTable(t)
	a := tb.inPlay(0, "Benji, Hero of Benji Island")
	nuke := tb.inHand(0, "Targeted Nuke")
	tb.inHand(0, "Cook")               // slow
	tb.inHand(0, "Benji City Citizen") // a character
	tb.inHand(0, "Banana Gem")         // an artifact
	jordan := tb.inPlay(1, "Jordan, Fire Master")
	backup := tb.inHand(1, "Backup Plan")
	tb.inHand(1, "Militia") // slow
	tb.pool(0, "H W W W")
	tb.pool(1, "+ -")
	tb.attackWith(a)
	tb.blocksDone()
	tb.expect(decPriority, 0)
	want := []string{fmt.Sprintf("play:%d:targeted-nuke", tb.h(nuke)), fmt.Sprintf("use:%d:0:benji-hero-of-benji-island", tb.h(a)), "pass"}
	if got := tb.codes(); !slices.Equal(got, want) {
		t.Errorf("the attacker's window options are %v, want %v", got, want)
	}
	tb.do(0, "pass")
	want = []string{fmt.Sprintf("play:%d:backup-plan", tb.h(backup)), fmt.Sprintf("use:%d:0:jordan-fire-master", tb.h(jordan)), "pass"}
	if got := tb.codes(); !slices.Equal(got, want) {
		t.Errorf("the defender's window options are %v, want %v", got, want)
	}
	tb.play(1, backup)
	tb.passAnswer()
	if n := len(tb.s.inPlayOf(1)); n != 2 {
		t.Errorf("Backup Plan did not resolve in the window: %d cards in play", n)
	}
	tb.expect(decPriority, 0)
}

// Rulebook 4.4.3.3: the Action Window ends when both players pass in
// succession; acting starts the count of passes again (reading: the act
// resolves and priority passes to the other player).
func TestRule4_4_3_3WindowEndsAfterTwoPassesInSuccession(t *testing.T) {
	tb := newTable(t)
	a := tb.inPlay(0, "Benji City Citizen")
	benji := tb.inPlay(1, "Benji, Hero of Benji Island")
	tb.holdMain(1) // a card in hand: Player 2 is asked in the window
	tb.pool(1, "H")
	tb.attackWith(a)
	tb.blocksDone()
	tb.do(0, "pass")
	tb.expect(decPriority, 1)
	tb.use(1, benji, 0)
	tb.targetPlayer(1, 0)
	tb.expect(decPriority, 0)
	tb.do(0, "pass")
	tb.expect(decPriority, 1) // pass, act, pass: not two in succession
	if tb.life(1) != 20 {
		t.Error("combat damage was dealt before the window ended")
	}
	tb.do(1, "pass")
	if tb.life(1) != 19 || tb.life(0) != 19 {
		t.Errorf("after two passes in succession: Health %d and %d, want 19 and 19", tb.life(0), tb.life(1))
	}
	tb.expect(decMain, 1)
}

// Rulebook 4.4.4.1: all combat damage is dealt simultaneously: a blocker
// deals its damage even though the attacker's damage destroys it.
func TestRule4_4_4_1SimultaneousDamage(t *testing.T) {
	tb := newTable(t)
	tempter := tb.inPlay(0, "Tempter, Fistfighter") // 4/2
	saber := tb.inPlay(1, "Saber, The Star")        // 3/3
	tb.attackWith(tempter)
	tb.blockWith(saber, tempter)
	tb.blocksDone()
	tb.bothPass()
	if tb.zoneOf(tempter) != inDiscard || tb.zoneOf(saber) != inDiscard {
		t.Errorf("Tempter zone %d, Saber zone %d: both should be destroyed", tb.zoneOf(tempter), tb.zoneOf(saber))
	}
}

// Rulebook 4.4.4.2, 4.4.4.3: each character deals damage equal to its
// Attack; unblocked attackers deal it to the defending player.
func TestRule4_4_4_3UnblockedAttackersHitThePlayer(t *testing.T) {
	tb := newTable(t)
	noah := tb.inPlay(0, "Noah, Calculator") // 4/2
	zach := tb.inPlay(0, "Zach, Rock Fighter")
	b := tb.inPlay(1, "Jordan, Fire Master") // 3/4
	tb.attackWith(noah, zach)
	tb.blockWith(b, zach)
	tb.blocksDone()
	tb.bothPass()
	if tb.life(1) != 16 {
		t.Errorf("unblocked Noah (4) left Player 2 at %d Health", tb.life(1))
	}
	// Jordan is healed at the start of Player 2's turn; the log keeps it.
	tb.logged("Jordan, Fire Master takes 3 damage from Zach, Rock Fighter.")
	if tb.s.objs[zach].damage != 3 || tb.life(0) != 20 {
		t.Errorf("Zach took %d damage; Player 1 has %d Health", tb.s.objs[zach].damage, tb.life(0))
	}
}

// Rulebook 4.4.4 (reading, docs/rules/superbenji.md): an attacker whose
// blocker left play before damage stays blocked and deals no damage.
func TestRule4_4_4AttackerStaysBlocked(t *testing.T) {
	tb := newTable(t)
	noah := tb.inPlay(0, "Noah, Calculator")
	benji := tb.inPlay(0, "Benji, Hero of Benji Island")
	citizen := tb.inPlay(1, "Benji City Citizen")
	tb.pool(0, "H")
	tb.attackWith(noah)
	tb.blockWith(citizen, noah)
	tb.blocksDone()
	tb.use(0, benji, 0)
	tb.target(0, citizen)
	if tb.zoneOf(citizen) != inDiscard {
		t.Fatal("Justice did not destroy the blocker")
	}
	tb.bothPass()
	if tb.life(1) != 20 || tb.s.objs[noah].damage != 0 {
		t.Errorf("Player 2 at %d Health, Noah with %d damage: the blocked attacker dealt damage", tb.life(1), tb.s.objs[noah].damage)
	}
}

// ---- 4.5 End Phase ---------------------------------------------------------------

// Rulebook 4.5.1: "end of turn" effects resolve (Scarlette's Stand-up
// Comedy: damage equal to the actions it added that are still unspent).
func TestRule4_5_1EndOfTurnEffects(t *testing.T) {
	tb := newTable(t)
	comedy := tb.inHand(0, "Scarlette's Stand-up Comedy")
	benji := tb.inPlay(0, "Benji, Hero of Benji Island")
	tb.play(0, comedy)
	tb.use(0, benji, 0) // spends one of the three Wilds
	tb.targetPlayer(0, 1)
	tb.endTurn()
	tb.expect(decTarget, 0) // the end-of-turn damage chooses its target now
	if v := viewOf(tb.s, 0); v.Step != "end" || len(v.Players[0].Pool) != 2 {
		t.Errorf("the Comedy resolves in step %q with pool %v, not in the End Phase before the pool empties", v.Step, v.Players[0].Pool)
	}
	tb.targetPlayer(0, 1)
	if tb.life(1) != 20-1-2 {
		t.Errorf("Player 2 has %d Health, want 17", tb.life(1))
	}
	tb.expect(decMain, 1)
}

// Rulebook 4.5.2: the actions left in each player's Action Pool are removed,
// and "until end of turn" effects end.
func TestRule4_5_2PoolsEmptiedAndUntilEndOfTurnEnds(t *testing.T) {
	tb := newTable(t)
	zach := tb.inPlay(0, "Zach, Rock Fighter")
	citizen := tb.inPlay(0, "Benji City Citizen")
	tb.pool(0, "- ? H H")
	tb.pool(1, "V") // as if left by Tax Evasion
	tb.use(0, zach, 0)
	tb.target(0, citizen)
	if st := tb.stats(citizen); st.health != 4 {
		t.Fatalf("Hard as Rock gave the Citizen %d Health", st.health)
	}
	tb.endTurn()
	if tb.poolText(0) != "" || tb.poolText(1) != "" {
		t.Errorf("pools after the turn: %q and %q", tb.poolText(0), tb.poolText(1))
	}
	if st := tb.stats(citizen); st.health != 1 {
		t.Errorf("the Citizen still has %d Health after the turn", st.health)
	}
}

// ---- 5. Action System -------------------------------------------------------------

// Rulebook 5.1.1: actions are generated only in the Start Phase or when a
// character is played: characters in play add nothing during the turn.
func TestRule5_1_1WhenActionsAreGenerated(t *testing.T) {
	tb := newTable(t)
	tb.inPlay(0, "Noah, Calculator")
	citizen := tb.inHand(0, "Benji City Citizen")
	if got := tb.poolText(0); got != "" {
		t.Errorf("Noah added actions in the Main Phase: %q", got)
	}
	tb.play(0, citizen)
	if got := tb.poolText(0); got != "?" {
		t.Errorf("playing the Citizen left the pool %q, want ?", got)
	}
	tb.attackWith()
	tb.endTurn()
	if got := tb.poolText(0); got != "+ ?" {
		t.Errorf("Player 1's Start Phase left the pool %q, want + ?", got)
	}
}

// Rulebook 5.1.2, 5.1.3: a player's actions are one shared pool: an action
// generated by one character pays for another's ability.
func TestRule5_1_2SharedActionPool(t *testing.T) {
	tb := newTable(t)
	noah := tb.inPlay(0, "Noah, Calculator") // generates +
	tb.inPlay(0, "Jordan, Fire Master")      // generates -
	tb.endTurn()
	tb.endTurn()
	tb.expect(decMain, 0)
	if got := tb.poolText(0); got != "+ -" {
		t.Fatalf("Player 1's pool is %q", got)
	}
	tb.use(0, noah, 0) // Planning costs + -
	tb.target(0, noah)
	tb.passAnswer()
	if st := tb.stats(noah); st.attack != 5 || tb.poolText(0) != "" {
		t.Errorf("Planning with Jordan's Minus: Noah %d/%d, pool %q", st.attack, st.health, tb.poolText(0))
	}
}

// Rulebook 5.1.4: actions cannot be carried over between turns.
func TestRule5_1_4ActionsNotCarriedOver(t *testing.T) {
	tb := newTable(t)
	tb.inPlay(0, "Noah, Calculator")
	tb.pool(0, "H H V W")
	tb.endTurn()
	if got := tb.poolText(0); got != "" {
		t.Errorf("Player 1 kept %q into Player 2's turn", got)
	}
	tb.endTurn()
	if got := tb.poolText(0); got != "+" {
		t.Errorf("Player 1's next turn starts with %q, want only Noah's +", got)
	}
}

// Rulebook 5.2.1 (upstream list): the action types are Hero, Villain, Plus,
// Minus, Misc and Wild (●).
func TestRule5_2_1ActionTypes(t *testing.T) {
	for code, name := range map[string]string{"H": "Hero", "V": "Villain", "+": "Plus", "-": "Minus", "?": "Misc", "W": "Wild", "●": "Wild"} {
		sym, err := ParseSymbol(code)
		if err != nil || sym.Name() != name {
			t.Errorf("%s: %v %v", code, sym.Name(), err)
		}
	}
	if _, err := ParseSymbol("X"); err == nil {
		t.Error("X is read as an action type")
	}
}

// Rulebook 5.3.1: a cost is paid exactly with the required types.
func TestRule5_3_1ExactPayment(t *testing.T) {
	for _, c := range []struct {
		pool string
		ok   bool
		left string
	}{{"+ +", false, ""}, {"+ ?", false, ""}, {"- -", false, ""}, {"- +", true, ""}, {"+ - V", true, "V"}} {
		tb := newTable(t)
		noah := tb.inPlay(0, "Noah, Calculator") // Planning: + -
		tb.pool(0, c.pool)
		if tb.has(fmt.Sprintf("use:%d:0:", tb.h(noah))) != c.ok {
			t.Errorf("pool %s: Planning offered %v, want %v", c.pool, !c.ok, c.ok)
			continue
		}
		if c.ok {
			tb.use(0, noah, 0)
			tb.target(0, noah)
			if got := tb.poolText(0); got != c.left {
				t.Errorf("pool %s: %q left after paying + -, want %q", c.pool, got, c.left)
			}
		}
	}
}

// Rulebook 5.3.2: Wild actions may be used as any action type.
func TestRule5_3_2WildPaysAnyType(t *testing.T) {
	tb := newTable(t)
	benji := tb.inPlay(0, "Benji, Hero of Benji Island") // Justice: H
	noah := tb.inPlay(0, "Noah, Calculator")             // Planning: + -
	tb.pool(0, "W")
	tb.use(0, benji, 0)
	tb.targetPlayer(0, 1)
	if tb.life(1) != 19 || tb.poolText(0) != "" {
		t.Errorf("Justice paid with a Wild: Health %d, pool %q", tb.life(1), tb.poolText(0))
	}
	tb.pool(0, "W W")
	if !tb.has(fmt.Sprintf("use:%d:0:", tb.h(noah))) {
		t.Error("two Wilds do not pay + -")
	}
}

// Rulebook 5.3.2 and the wild-cost option (docs/rules/superbenji.md): a Wild
// (●) symbol in a cost is paid by any action (any, the default) or only by
// a Wild action (wild).
func TestRule5_3_2WildCostOption(t *testing.T) {
	for _, c := range []struct {
		opt, pool string
		ok        bool
	}{
		{"any", "H V +", true}, {"any", "W W ?", true}, {"any", "H V", false},
		{"wild", "H V +", false}, {"wild", "W W H", false}, {"wild", "W W W", true},
	} {
		tb := newTable(t, OptWildCost+"="+c.opt)
		nuke := tb.inHand(0, "Targeted Nuke") // W W W
		victim := tb.inPlay(1, "Benji City Citizen")
		tb.pool(0, c.pool)
		if tb.has(fmt.Sprintf("play:%d:", tb.h(nuke))) != c.ok {
			t.Errorf("wild-cost %s, pool %s: Targeted Nuke offered %v, want %v", c.opt, c.pool, !c.ok, c.ok)
			continue
		}
		if c.ok {
			tb.play(0, nuke)
			tb.target(0, victim)
			tb.payAll()
			if tb.poolText(0) != "" || tb.zoneOf(victim) != inDiscard {
				t.Errorf("wild-cost %s, pool %s: pool %q after the Nuke", c.opt, c.pool, tb.poolText(0))
			}
		}
	}
}

// Rulebook 5.3.1 (reading, docs/rules/superbenji.md): when more than one
// kind of action could pay a symbol the player chooses which.
func TestRule5_3_1ChooseWhichActionPays(t *testing.T) {
	for _, c := range []struct{ pay, left string }{{"pay:W", "H"}, {"pay:H", "W"}} {
		tb := newTable(t)
		benji := tb.inPlay(0, "Benji, Hero of Benji Island")
		tb.pool(0, "H W")
		tb.use(0, benji, 0)
		tb.targetPlayer(0, 1)
		tb.expect(decPay, 0)
		if got := tb.codes(); !slices.Equal(got, []string{"pay:H", "pay:W"}) {
			t.Errorf("pay options %v", got)
		}
		tb.doCode(0, c.pay)
		if got := tb.poolText(0); got != c.left || tb.life(1) != 19 {
			t.Errorf("%s: pool %q left, want %q", c.pay, got, c.left)
		}
	}
	// A Wild generated by a card that counts its own actions is told apart.
	tb := newTable(t)
	benji := tb.inPlay(0, "Benji, Hero of Benji Island")
	comedy := tb.inHand(0, "Scarlette's Stand-up Comedy")
	tb.pool(0, "W")
	tb.play(0, comedy)
	tb.use(0, benji, 0)
	tb.targetPlayer(0, 1)
	tb.expect(decPay, 0)
	if got := tb.codes(); !slices.Equal(got, []string{"pay:W", fmt.Sprintf("pay:W@%d", tb.h(comedy))}) {
		t.Errorf("pay options %v", got)
	}
	tb.doCode(0, "pay:W")
	own := kit.NewJob(jobCard, comedy, 0, nil)
	if n := tb.s.amount(&own, &Amount{kit.Amount{Of: "actions_left_from_this_card"}}); n != 3 {
		t.Errorf("the Comedy counts %d of its actions left, want 3", n)
	}
}

// Rulebook 5.4.1, 5.4.2: a character may attack or use an Exhaust ability,
// not both in one turn, even when Vigilance keeps it ready.
func TestRule5_4_1AttackOrExhaustAbility(t *testing.T) {
	t.Run("attacked, so no Exhaust ability", func(t *testing.T) {
		tb := newTable(t)
		jordan := tb.inPlay(0, "Jordan, Fire Master") // Vigilance; Fireball: + -, Exhaust
		tb.inPlay(1, "Benji City Citizen")
		tb.pool(0, "+ -")
		tb.attackWith(jordan)
		tb.blocksDone()
		if tb.s.objs[jordan].exhausted {
			t.Fatal("Jordan exhausted despite Vigilance")
		}
		if tb.has(fmt.Sprintf("use:%d:0:", tb.h(jordan))) {
			t.Error("Fireball is offered after Jordan attacked")
		}
	})
	t.Run("used an Exhaust ability, so no attack", func(t *testing.T) {
		tb := newTable(t)
		jack := tb.inPlay(0, "Jack, Lightning Mage") // Zap: + ?, Exhaust
		victim := tb.inPlay(1, "Benji City Citizen")
		tb.pool(0, "+ ?")
		tb.use(0, jack, 0)
		tb.target(0, victim)
		tb.toCombat()
		if tb.has(fmt.Sprintf("attack:%d:", tb.h(jack))) {
			t.Error("Jack may attack after Zap")
		}
	})
	t.Run("even when readied", func(t *testing.T) {
		tb := newTable(t)
		jack := tb.inPlay(0, "Jack, Lightning Mage")
		victim := tb.inPlay(1, "Benji City Citizen")
		tb.pool(0, "+ ?")
		tb.use(0, jack, 0)
		tb.target(0, victim)
		tb.s.objs[jack].exhausted = false // as if some effect readied it
		tb.toCombat()
		if tb.has(fmt.Sprintf("attack:%d:", tb.h(jack))) {
			t.Error("Jack may attack after Zap once readied")
		}
	})
}

// Rulebook 5.4.3: a character becomes ready in its controller's Start
// Phase, not before: an attacker cannot block in the opponent's turn.
func TestRule5_4_3ReadyAtControllersStartPhase(t *testing.T) {
	tb := newTable(t)
	citizen := tb.inPlay(0, "Benji City Citizen")
	tb.attackWith(citizen)
	tb.blocksDone()
	tb.bothPass()
	tb.expect(decMain, 1)
	enemy := tb.inPlay(1, "Zach, Rock Fighter")
	tb.attackWith(enemy)
	if tb.s.dec.kind == decBlock || tb.has("block:") {
		t.Errorf("the Citizen that attacked last turn may block, or Player 1 is asked to block with nothing able to: %v", tb.codes())
	}
	tb.blocksDone()
	tb.bothPass()
	tb.expect(decMain, 0)
	if tb.s.objs[citizen].exhausted {
		t.Error("the Citizen is not ready in its controller's next turn")
	}
}

// ---- 6. Card Types ---------------------------------------------------------------

// Rulebook 6.1.2, 8.3.1: a character cannot attack the turn it enters play
// unless it has Speed.
func TestRule6_1_2NoAttackTheTurnItEntersUnlessSpeed(t *testing.T) {
	tb := newTable(t)
	citizen := tb.inHand(0, "Benji City Citizen")
	benji := tb.inHand(0, "Benji, Hero of Benji Island") // Speed
	backup := tb.inHand(0, "Backup Plan")                // a Human token with Speed
	for _, id := range []ObjID{citizen, benji, backup} {
		tb.play(0, id)
	}
	human := tb.s.inPlayOf(0)[2]
	tb.toCombat()
	if tb.has(fmt.Sprintf("attack:%d:", tb.h(citizen))) {
		t.Error("the Citizen may attack the turn it was played")
	}
	if !tb.has(fmt.Sprintf("attack:%d:", tb.h(benji))) || !tb.has(fmt.Sprintf("attack:%d:", tb.h(human))) {
		t.Errorf("Benji and the Human token (Speed) may not attack: %v", tb.codes())
	}
	tb.done(0)
	tb.endTurn()
	tb.toCombat()
	if !tb.has(fmt.Sprintf("attack:%d:", tb.h(citizen))) {
		t.Error("the Citizen may not attack in the next turn")
	}
}

// Rulebook 6.1.3: a character must be ready to attack or block.
func TestRule6_1_3ReadyToAttackOrBlock(t *testing.T) {
	tb := newTable(t)
	a := tb.inPlay(0, "Benji City Citizen")
	tiredA := tb.inPlay(0, "Benji City Citizen")
	tiredB := tb.inPlay(1, "Benji City Citizen")
	tb.s.objs[tiredA].exhausted = true
	tb.s.objs[tiredB].exhausted = true
	tb.attackWith(a)
	if tb.s.objs[tiredA].attacking || tb.has("block:") {
		t.Errorf("an exhausted character attacks or blocks: %v", tb.codes())
	}
}

// Rulebook 6.1.4, 7.3: a character is destroyed when its Health is 0 or
// less: damage equal to it or beyond it, or no Health at all (Pet Rock,
// reading of docs/rules/superbenji.md).
func TestRule6_1_4DestroyedAtZeroHealth(t *testing.T) {
	tb := newTable(t)
	benji := tb.inPlay(0, "Benji, Hero of Benji Island")
	zach := tb.inPlay(1, "Zach, Rock Fighter") // 3/4
	citizen := tb.inPlay(1, "Benji City Citizen")
	nuke := tb.inHand(0, "Targeted Nuke")
	rock := tb.inHand(0, "Pet Rock")
	tb.pool(0, "H H H W W W")
	for range 3 {
		tb.use(0, benji, 0)
		tb.target(0, zach)
		tb.doCode(0, "pay:H")
	}
	if tb.zoneOf(zach) != inPlay {
		t.Fatal("Zach is destroyed with 3 damage and 4 Health")
	}
	tb.play(0, nuke) // 5 damage to a 1-Health Citizen
	tb.target(0, citizen)
	tb.payAll()
	if tb.zoneOf(citizen) != inDiscard {
		t.Error("the Citizen survived 5 damage")
	}
	tb.pool(0, "H")
	tb.use(0, benji, 0)
	tb.target(0, zach)
	if tb.zoneOf(zach) != inDiscard {
		t.Error("Zach survived damage equal to his Health")
	}
	tb.play(0, rock)
	if tb.zoneOf(rock) != inDiscard {
		t.Error("Pet Rock (0/0) survived entering play")
	}
	tb.logged("Pet Rock is destroyed.")
}

// Rulebook 6.1.4, 9.6: a character whose Health something lowers to 0 is
// destroyed with no damage on it: a static ability of a card in play, or a
// change for a time.
func TestRule6_1_4HealthLoweredToZero(t *testing.T) {
	t.Run("a static ability", func(t *testing.T) {
		tb := newTable(t)
		tb.withTestCards()
		citizen := tb.inPlay(1, "Benji City Citizen") // 1/1
		zach := tb.inPlay(1, "Zach, Rock Fighter")    // 3/4
		tb.play(0, tb.inHand(0, "Test Blight"))       // characters get -0/-1
		if tb.zoneOf(citizen) != inDiscard {
			t.Error("the 1/1 Citizen survived -0/-1 with no damage")
		}
		if tb.zoneOf(zach) != inPlay || tb.stats(zach).health != 3 {
			t.Errorf("Zach (3/4) under -0/-1: in zone %v with %d Health, want in play with 3", tb.zoneOf(zach), tb.stats(zach).health)
		}
	})
	t.Run("a change until end of turn", func(t *testing.T) {
		tb := newTable(t)
		tb.withTestCards()
		zach := tb.inPlay(1, "Zach, Rock Fighter") // 3/4
		benji := tb.inPlay(1, "Benji, Hero of Benji Island")
		tb.play(0, tb.inHand(0, "Test Wither")) // -0/-3 until end of turn
		tb.target(0, zach)
		if tb.zoneOf(zach) != inPlay || tb.stats(zach).health != 1 {
			t.Fatalf("Zach (3/4) with -0/-3: in zone %v with %d Health, want in play with 1", tb.zoneOf(zach), tb.stats(zach).health)
		}
		tb.play(0, tb.inHand(0, "Test Wither"))
		tb.target(0, benji) // 3/3
		if tb.zoneOf(benji) != inDiscard {
			t.Error("Benji (3/3) survived -0/-3 with no damage")
		}
		tb.logged("Benji, Hero of Benji Island is destroyed.")
	})
}

// Rulebook 6.1.5: a character's actions are added when it is played, once
// it enters play (reading): a character answered by Delay adds none.
func TestRule6_1_5ActionsWhenPlayedNotWhenAnswered(t *testing.T) {
	tb := newTable(t)
	banana := tb.inHand(0, "Dr. Banana, Evil Mastermind") // V V ?
	noah := tb.inHand(0, "Noah, Calculator")              // +
	delay := tb.inHand(1, "Delay")
	tb.play(0, banana)
	tb.expect(decCounter, 1)
	if tb.poolText(0) != "" {
		t.Errorf("Dr. Banana's actions arrived before Player 2 could answer: %q", tb.poolText(0))
	}
	tb.do(1, fmt.Sprintf("counter:%d:", tb.h(delay)))
	tb.passAnswer() // Player 1 holds Noah, so may answer the Delay in turn
	tb.expect(decMain, 0)
	if tb.poolText(0) != "" || tb.zoneOf(banana) != inDeck {
		t.Errorf("answered by Delay: pool %q, Dr. Banana in zone %d", tb.poolText(0), tb.zoneOf(banana))
	}
	tb.play(0, noah)
	if got := tb.poolText(0); got != "+" {
		t.Errorf("Noah entered play and the pool is %q, want +", got)
	}
}

// Rulebook 6.2.1-6.2.3: a player may control one Unique card of a Basic Name
// (the name before the comma); with two, they choose one to keep and
// destroy the other. Another player's card of that name does not count.
func TestRule6_2UniqueKeepOne(t *testing.T) {
	for _, keepNew := range []bool{true, false} {
		tb := newTable(t)
		hero := tb.inPlay(0, "Benji, Hero of Benji Island")
		theirs := tb.inPlay(1, "Benji, Political Leader")
		leader := tb.inHand(0, "Benji, Political Leader")
		tb.play(0, leader)
		tb.expect(decUnique, 0)
		want := []string{fmt.Sprintf("keep:%d:benji-hero-of-benji-island", tb.h(hero)), fmt.Sprintf("keep:%d:benji-political-leader", tb.h(leader))}
		if got := tb.codes(); !slices.Equal(got, want) {
			t.Fatalf("options %v, want %v", got, want)
		}
		keep, lose := hero, leader
		if keepNew {
			keep, lose = leader, hero
		}
		tb.do(0, fmt.Sprintf("keep:%d:", tb.h(keep)))
		tb.expect(decMain, 0)
		if tb.zoneOf(keep) != inPlay || tb.zoneOf(lose) != inDiscard || tb.zoneOf(theirs) != inPlay {
			t.Errorf("keep %s: zones %d (kept), %d (other), %d (Player 2's)", tb.s.name(keep), tb.zoneOf(keep), tb.zoneOf(lose), tb.zoneOf(theirs))
		}
		if got := tb.poolText(0); got != "H H" {
			t.Errorf("the Political Leader entered play but the pool is %q", got)
		}
	}
	for _, pair := range [][2]string{
		{"Dr. Banana, Evil Mastermind", "Dr. Banana, Conquerer"},
		{"Scarlette, Tiny Prizefighter", "Scarlette, IN SPACE!"},
		{"Jordan, Fire Master", "BS26/PROMO-8"}, // an alternate art of the same card
		{"Banana Soldier", "Banana Soldier"},    // not Unique
	} {
		tb := newTable(t)
		tb.inPlay(0, pair[0])
		tb.play(0, tb.inHand(0, pair[1]))
		clash := tb.s.dec.kind == decUnique
		if want := pair[0] != "Banana Soldier"; clash != want {
			t.Errorf("%s and %s: asked to keep one %v, want %v", pair[0], pair[1], clash, want)
		}
	}
}

// Rulebook 6.3.1, 6.3.2: artifacts stay in play and cannot attack or block.
// Food tokens are artifacts (reading, docs/rules/superbenji.md).
func TestRule6_3ArtifactsCannotAttackOrBlock(t *testing.T) {
	tb := newTable(t)
	gem := tb.inHand(0, "Banana Gem")
	tb.play(0, gem)
	tb.inPlay(0, "The Bananabot")
	cook := tb.inHand(0, "Cook")
	tb.play(0, cook)
	citizen := tb.inPlay(0, "Benji City Citizen")
	tb.inPlay(1, "Portable Wingsuit")
	tb.inPlay(1, "Banana Gem")
	tb.toCombat()
	want := []string{fmt.Sprintf("attack:%d:benji-city-citizen", tb.h(citizen)), "done"}
	if got := tb.codes(); !slices.Equal(got, want) {
		t.Errorf("attack options %v, want only the Citizen", got)
	}
	tb.do(0, fmt.Sprintf("attack:%d:", tb.h(citizen)))
	tb.done(0)
	if tb.s.dec.kind == decBlock || tb.has("block:") {
		t.Errorf("an artifact may block, or Player 2 is asked to block with nothing able to: %v", tb.codes())
	}
	tb.blocksDone()
	tb.bothPass()
	if tb.zoneOf(gem) != inPlay {
		t.Error("Banana Gem left play")
	}
}

// Rulebook 6.4.1, 6.4.2: a player controls one Location; a new one destroys
// the old. The other player's Location stays.
func TestRule6_4OneLocation(t *testing.T) {
	tb := newTable(t)
	hq := tb.inPlay(0, "Benji HQ")
	theirs := tb.inPlay(1, "Banana City")
	city := tb.inHand(0, "Benji City")
	tb.play(0, city)
	if tb.zoneOf(hq) != inDiscard || tb.zoneOf(city) != inPlay || tb.zoneOf(theirs) != inPlay {
		t.Errorf("zones: Benji HQ %d, Benji City %d, Player 2's Banana City %d", tb.zoneOf(hq), tb.zoneOf(city), tb.zoneOf(theirs))
	}
	tb.logged("Benji HQ is destroyed: a player has only one Location in play.")
}

// Rulebook 6.5.1: an action resolves once and is then discarded, to its
// owner's discard pile.
func TestRule6_5_1ActionsDiscardedAfterResolving(t *testing.T) {
	tb := newTable(t)
	cook := tb.inHand(0, "Cook")
	nuke := tb.inHand(0, "Targeted Nuke")
	victim := tb.inPlay(1, "Benji City Citizen")
	tb.pool(0, "W W W")
	tb.play(0, cook)
	tb.play(0, nuke)
	tb.target(0, victim)
	if tb.zoneOf(cook) != inDiscard || tb.zoneOf(nuke) != inDiscard || !slices.Contains(tb.s.discard(0), nuke) {
		t.Errorf("Cook zone %d, Nuke zone %d, discard %v", tb.zoneOf(cook), tb.zoneOf(nuke), tb.s.discard(0))
	}
}

// Rulebook 6.5.2: slow actions only in your Main Phase: not in an Action
// Window, not in the other player's turn.
func TestRule6_5_2SlowActionsOnlyInYourMainPhase(t *testing.T) {
	tb := newTable(t)
	a := tb.inPlay(0, "Benji City Citizen")
	mine := tb.inHand(0, "Cook")
	theirs := tb.inHand(1, "Militia")
	if !tb.has(fmt.Sprintf("play:%d:", tb.h(mine))) {
		t.Fatal("Cook is not offered in the Main Phase")
	}
	tb.attackWith(a)
	tb.blocksDone()
	if tb.has(fmt.Sprintf("play:%d:", tb.h(mine))) {
		t.Error("Cook is offered in the attacker's Action Window")
	}
	tb.do(0, "pass")
	if tb.has(fmt.Sprintf("play:%d:", tb.h(theirs))) {
		t.Error("Militia is offered in the defender's Action Window")
	}
}

// Rulebook 6.5.3: fast actions may be played in any Action Window, by
// either player.
func TestRule6_5_3FastActionsInAnyActionWindow(t *testing.T) {
	tb := newTable(t)
	a := tb.inPlay(0, "Benji City Citizen")
	mine := tb.inHand(0, "Backup Plan")
	theirs := tb.inHand(1, "Backup Plan")
	tb.attackWith(a)
	tb.blocksDone()
	tb.play(0, mine)
	tb.passAnswer()
	tb.expect(decPriority, 1)
	tb.play(1, theirs)
	tb.passAnswer()
	if len(tb.s.inPlayOf(0)) != 2 || len(tb.s.inPlayOf(1)) != 1 {
		t.Errorf("Backup Plans did not resolve: %d and %d in play", len(tb.s.inPlayOf(0)), len(tb.s.inPlayOf(1)))
	}
}

// Rulebook 6.6.1, 6.6.2: tokens are characters unless stated otherwise, and
// a token that leaves play is removed from the game: no discard pile.
func TestRule6_6TokensRemovedFromGame(t *testing.T) {
	tb := newTable(t)
	benji := tb.inPlay(0, "Benji, Hero of Benji Island")
	militia := tb.inHand(0, "Militia")
	cook := tb.inHand(0, "Cook")
	tb.play(0, militia)
	tb.play(0, cook)
	mine := tb.s.inPlayOf(0)
	human, food := mine[1], mine[3]
	if !tb.stats(human).character || tb.s.name(food) != "Food" {
		t.Fatalf("tokens: %s (character %v), %s", tb.s.name(human), tb.stats(human).character, tb.s.name(food))
	}
	tb.pool(0, "H")
	tb.use(0, benji, 0)
	tb.target(0, human)
	tb.use(0, food, 0) // Eat: destroy this card
	for _, id := range []ObjID{human, food} {
		if tb.zoneOf(id) != gone {
			t.Errorf("%s left play to zone %d", tb.s.name(id), tb.zoneOf(id))
		}
	}
	v := viewOf(tb.s, engine.Spectator)
	if n := len(v.Players[0].Discard); n != 2 {
		t.Errorf("Player 1's discard holds %d cards, want the two actions only: %v", n, v.Players[0].Discard)
	}
	if len(v.InPlay) != 2 {
		t.Errorf("in play: %v", v.InPlay)
	}
}

// ---- 7. Combat Rules ---------------------------------------------------------------

// Rulebook 7.1: combat damage is simultaneous: both characters of a block
// deal their damage, though each destroys the other.
func TestRule7_1CombatDamageSimultaneous(t *testing.T) {
	tb := newTable(t)
	banana := tb.inPlay(0, "Dr. Banana, Evil Mastermind") // 5/4
	noah := tb.inPlay(1, "Noah, Calculator")              // 4/2
	tb.attackWith(banana)
	tb.blockWith(noah, banana)
	tb.blocksDone()
	tb.bothPass()
	if tb.zoneOf(banana) != inDiscard || tb.zoneOf(noah) != inDiscard {
		t.Errorf("Dr. Banana zone %d, Noah zone %d: both should be destroyed", tb.zoneOf(banana), tb.zoneOf(noah))
	}
}

// Rulebook 7.2: damage dealt is equal to a character's Attack as it is now,
// with Locations and effects counted.
func TestRule7_2DamageEqualsAttack(t *testing.T) {
	tb := newTable(t)
	saber := tb.inPlay(0, "Saber, The Star") // 3/3, a Villain
	tb.inPlay(0, "Banana City")              // Villains +1/+1
	zach := tb.inPlay(0, "Zach, Rock Fighter")
	prof := tb.inPlay(0, "Noah, Professor of Nuclear Sciences")
	tb.pool(0, "?")
	tb.use(0, prof, 1) // Teach: -1/+1 until end of turn
	tb.target(0, zach)
	tb.attackWith(saber, zach)
	tb.blocksDone()
	tb.bothPass()
	if tb.life(1) != 20-4-2 {
		t.Errorf("Saber (4 with Banana City) and Zach (2 after Teach) left Player 2 at %d Health, want 14", tb.life(1))
	}
}

// Rulebook 7.3: a character with 0 or less Health is destroyed after combat
// damage; one with Health left survives with its damage.
func TestRule7_3DestroyedByCombatDamage(t *testing.T) {
	tb := newTable(t)
	zach := tb.inPlay(0, "Zach, Rock Fighter") // 3/4
	noah := tb.inPlay(0, "Noah, Calculator")   // 4/2
	b1 := tb.inPlay(1, "Saber, The Star")      // 3/3
	b2 := tb.inPlay(1, "Jordan, Fire Master")  // 3/4
	tb.attackWith(zach, noah)
	tb.blockWith(b1, zach)
	tb.blockWith(b2, noah)
	tb.blocksDone()
	tb.bothPass()
	if tb.zoneOf(b1) != inDiscard || tb.zoneOf(noah) != inDiscard {
		t.Error("Saber (3 damage on 3) or Noah (3 on 2) survived")
	}
	if tb.zoneOf(b2) != inDiscard {
		t.Error("Jordan (4 damage on 4) survived")
	}
	if tb.zoneOf(zach) != inPlay || tb.s.objs[zach].damage != 3 {
		t.Errorf("Zach (3 damage on 4): zone %d, damage %d", tb.zoneOf(zach), tb.s.objs[zach].damage)
	}
}

// ---- 8. Keywords --------------------------------------------------------------------

// Rulebook 8.1.1: Flying can only be blocked by characters with Flying or
// Reach.
func TestRule8_1_1FlyingBlockedOnlyByFlyingOrReach(t *testing.T) {
	tb := newTable(t)
	benji := tb.inPlay(0, "Benji, Hero of Benji Island") // Flying
	citizen := tb.inPlay(1, "Benji City Citizen")
	jordan := tb.inPlay(1, "Jordan, Fire Master")     // Reach
	leader := tb.inPlay(1, "Benji, Political Leader") // Flying
	tb.attackWith(benji)
	want := []string{fmt.Sprintf("block:%d:%d", tb.h(jordan), tb.h(benji)), fmt.Sprintf("block:%d:%d", tb.h(leader), tb.h(benji)), "done"}
	if got := tb.codes(); !slices.Equal(got, want) {
		t.Errorf("block options %v, want %v (not the Citizen %d)", got, want, citizen)
	}
}

// Rulebook 8.2.1: Reach can block characters with Flying, and others.
func TestRule8_2_1ReachBlocksFlying(t *testing.T) {
	tb := newTable(t)
	benji := tb.inPlay(0, "Benji, Hero of Benji Island")
	citizen := tb.inPlay(0, "Benji City Citizen")
	jordan := tb.inPlay(1, "Jordan, Fire Master")
	tb.attackWith(benji, citizen)
	if !tb.offered(fmt.Sprintf("block:%d:%d", tb.h(jordan), tb.h(benji))) || !tb.offered(fmt.Sprintf("block:%d:%d", tb.h(jordan), tb.h(citizen))) {
		t.Errorf("Jordan (Reach) may not block both: %v", tb.codes())
	}
	tb.blockWith(jordan, benji)
	tb.blocksDone()
	tb.bothPass()
	if tb.zoneOf(benji) != inDiscard || tb.life(1) != 19 {
		t.Errorf("Benji zone %d; Player 2 at %d Health", tb.zoneOf(benji), tb.life(1))
	}
}

// Rulebook 8.3.1: Speed lets a character attack the turn it enters play,
// printed (Hallie) or granted (Assistance).
func TestRule8_3_1Speed(t *testing.T) {
	tb := newTable(t)
	hallie := tb.inHand(0, "Hallie, Eater of Food")
	citizen := tb.inHand(0, "Benji City Citizen")
	tb.play(0, hallie)
	tb.play(0, citizen)
	tb.toCombat()
	if !tb.has(fmt.Sprintf("attack:%d:", tb.h(hallie))) || tb.has(fmt.Sprintf("attack:%d:", tb.h(citizen))) {
		t.Fatalf("attack options %v: want Hallie, not the new Citizen", tb.codes())
	}
	tb.done(0)
	tb.endTurn()
	tb.expect(decMain, 0)
	citizen2 := tb.inHand(0, "Benji City Citizen")
	assist := tb.inHand(0, "Assistance")
	tb.play(0, citizen2)
	tb.passAnswer()
	tb.play(0, assist) // reach and speed to all your characters this turn
	tb.passAnswer()
	tb.toCombat()
	if !tb.has(fmt.Sprintf("attack:%d:", tb.h(citizen2))) {
		t.Errorf("the Citizen given Speed by Assistance may not attack: %v", tb.codes())
	}
}

// Rulebook 8.4.1: Vigilance: the attacker does not exhaust, so it can block
// in the opponent's turn.
func TestRule8_4_1Vigilance(t *testing.T) {
	tb := newTable(t)
	jordan := tb.inPlay(0, "Jordan, Fire Master")
	tb.attackWith(jordan)
	tb.blocksDone()
	tb.bothPass()
	enemy := tb.inPlay(1, "Benji City Citizen")
	tb.attackWith(enemy)
	if !tb.offered(fmt.Sprintf("block:%d:%d", tb.h(jordan), tb.h(enemy))) {
		t.Errorf("Jordan attacked last turn and may not block: %v", tb.codes())
	}
}

// Rulebook 8.5.1: any damage a Lethal source deals to a character destroys
// it: in combat, and through a fight (Sniper gives Lethal, then fights).
// Damage to players is ordinary.
func TestRule8_5_1Lethal(t *testing.T) {
	t.Run("combat", func(t *testing.T) {
		tb := newTable(t)
		jacob := tb.inPlay(0, "Jacob, Hired Assassin")     // 3/3 Lethal
		conquerer := tb.inPlay(0, "Dr. Banana, Conquerer") // 5/3 Lethal
		doc := tb.inPlay(1, "Dr. Zach and Jack, MD")       // 4/4
		tb.attackWith(jacob, conquerer)
		tb.blockWith(doc, jacob)
		tb.blocksDone()
		tb.bothPass()
		if tb.zoneOf(doc) != inDiscard {
			t.Error("3 Lethal damage did not destroy a 4/4")
		}
		if tb.life(1) != 15 {
			t.Errorf("the unblocked Lethal attacker dealt %d to the player, want 5", 20-tb.life(1))
		}
	})
	t.Run("fight", func(t *testing.T) {
		tb := newTable(t)
		stop := tb.inPlay(0, "Baby Stoplight, Laser Master") // 2/4; Sniper: Exhaust, gains Lethal, fights
		zach := tb.inPlay(1, "Zach, Rock Fighter")           // 3/4
		tb.use(0, stop, 0)
		tb.target(0, zach)
		if tb.zoneOf(zach) != inDiscard {
			t.Error("2 damage from a Lethal fighter did not destroy Zach")
		}
		if tb.zoneOf(stop) != inPlay || tb.s.objs[stop].damage != 3 {
			t.Errorf("Baby Stoplight: zone %d, damage %d, want in play with 3", tb.zoneOf(stop), tb.s.objs[stop].damage)
		}
	})
}

// Rulebook 8.6.1: Pilot (X): to activate "When Piloted", exhaust X other
// ready characters you control.
func TestRule8_6_1Pilot(t *testing.T) {
	tb := newTable(t)
	bot := tb.inPlay(0, "The Bananabot") // Pilot 1: becomes a 6/6 character
	c1 := tb.inPlay(0, "Benji City Citizen")
	if !tb.has(fmt.Sprintf("use:%d:", tb.h(bot))) {
		t.Fatalf("the Bananabot may not be piloted by a ready Citizen: %v", tb.codes())
	}
	tb.s.objs[c1].exhausted = true
	if tb.has(fmt.Sprintf("use:%d:", tb.h(bot))) {
		t.Error("the Bananabot may be piloted with no other ready character")
	}
	tb.s.objs[c1].exhausted = false
	c2 := tb.inPlay(0, "Noah, Calculator") // not alike to c1: there is a choice
	tb.use(0, bot, 0)
	tb.expect(decPilot, 0)
	want := []string{fmt.Sprintf("pilot:%d:benji-city-citizen", tb.h(c1)), fmt.Sprintf("pilot:%d:noah-calculator", tb.h(c2))}
	if got := tb.codes(); !slices.Equal(got, want) {
		t.Fatalf("pilot options %v, want %v", got, want)
	}
	tb.do(0, fmt.Sprintf("pilot:%d:", tb.h(c2)))
	if !tb.s.objs[c2].exhausted || tb.s.objs[c1].exhausted {
		t.Error("the wrong pilot exhausted")
	}
	if st := tb.stats(bot); !st.character || st.attack != 6 || st.health != 6 {
		t.Errorf("the piloted Bananabot is %+v", st)
	}
	tb.attackWith(bot)
	tb.blocksDone()
	tb.bothPass()
	if tb.life(1) != 14 {
		t.Errorf("the piloted Bananabot dealt %d", 20-tb.life(1))
	}
}

// Rulebook 8.7.1: an Exhaust ability exhausts the character as part of the
// cost: it must be ready, and then cannot attack. It may be used the turn
// the character enters play (reading, 6.1.2).
func TestRule8_7_1ExhaustCost(t *testing.T) {
	tb := newTable(t)
	jack := tb.inHand(0, "Jack, Lightning Mage") // Zap: + ?, Exhaust: damage equal to Jack's Attack
	victim := tb.inPlay(1, "Saber, The Star")
	tb.play(0, jack)
	tb.pool(0, "+ ? + ?")
	if !tb.has(fmt.Sprintf("use:%d:0:", tb.h(jack))) {
		t.Fatal("Zap may not be used the turn Jack enters play")
	}
	tb.use(0, jack, 0)
	tb.target(0, victim)
	if tb.zoneOf(victim) != inDiscard || !tb.s.objs[jack].exhausted {
		t.Errorf("Zap: Saber zone %d, Jack exhausted %v", tb.zoneOf(victim), tb.s.objs[jack].exhausted)
	}
	tb.inPlay(1, "Benji City Citizen")
	if tb.has(fmt.Sprintf("use:%d:0:", tb.h(jack))) {
		t.Error("Zap may be used again by an exhausted Jack")
	}
}

// Rulebook 8.8.1: in a fight, two characters each deal damage equal to their
// Attack to the other.
func TestRule8_8_1Fight(t *testing.T) {
	tb := newTable(t)
	tempter := tb.inPlay(0, "Tempter, Fistfighter") // 4/2; Fistfight: W W
	citizen := tb.inPlay(1, "Benji City Citizen")
	banana := tb.inPlay(1, "Dr. Banana, Evil Mastermind") // 5/4
	tb.pool(0, "W W W W")
	tb.use(0, tempter, 0)
	tb.target(0, citizen)
	if tb.zoneOf(citizen) != inDiscard || tb.s.objs[tempter].damage != 1 {
		t.Errorf("Tempter fights the Citizen: Citizen zone %d, Tempter damage %d", tb.zoneOf(citizen), tb.s.objs[tempter].damage)
	}
	tb.use(0, tempter, 0)
	tb.target(0, banana)
	if tb.zoneOf(tempter) != inDiscard || tb.zoneOf(banana) != inDiscard {
		t.Errorf("Tempter fights Dr. Banana: zones %d and %d, both should be destroyed", tb.zoneOf(tempter), tb.zoneOf(banana))
	}
	tb.logged("Tempter, Fistfighter fights Dr. Banana, Evil Mastermind.")
}

// ---- 9. Additional Rules ---------------------------------------------------------

// Rulebook 9.1.1, 9.1.2: hands are hidden, cards in play are public. Each
// seat's view shows its own hand and only the size of the other's; the
// spectator sees no hand; everyone sees every card in play. A card drawn is
// named only to its drawer.
func TestRule9_1Information(t *testing.T) {
	tb := newTable(t)
	tb.inHand(0, "Noah, Calculator")
	tb.inHand(1, "Jordan, Fire Master")
	tb.inPlay(0, "Saber, The Star")
	tb.inPlay(1, "Zach, Rock Fighter")
	for _, viewer := range []int{0, 1, engine.Spectator} {
		js := viewJSON(t, tb.s, viewer)
		v := viewOf(tb.s, viewer)
		for q, name := range []string{"Noah, Calculator", "Jordan, Fire Master"} {
			if shown := strings.Contains(js, name); shown != (viewer == q) {
				t.Errorf("viewer %d: %s's hand card %s shown: %v", viewer, playerName(q), name, shown)
			}
			if want := []int{2, 1}[q]; v.Players[q].HandN != want { // Player 1 also holds the table's Delay
				t.Errorf("viewer %d: %s's hand size %d, want %d", viewer, playerName(q), v.Players[q].HandN, want)
			}
		}
		var want []int // the handles of the viewer's own hand, and no other
		if viewer >= 0 {
			for _, id := range tb.s.hand(viewer) {
				want = append(want, int(tb.h(id)))
			}
		}
		var got []int
		for _, c := range v.Hand {
			got = append(got, c.Handle)
		}
		if !slices.Equal(got, want) {
			t.Errorf("viewer %d: the hand listed is %v, want %v", viewer, got, want)
		}
		for _, name := range []string{"Saber, The Star", "Zach, Rock Fighter"} {
			if !strings.Contains(js, name) {
				t.Errorf("viewer %d does not see %s in play", viewer, name)
			}
		}
		if strings.Contains(js, "Benji City Citizen") {
			t.Errorf("viewer %d sees a card of a deck: %s", viewer, js)
		}
	}
	from := tb.s.log.Len()
	tb.endTurn() // Player 2 draws
	mineEntries, _ := tb.s.Events(1, from)
	if mine := engine.Texts(mineEntries); !slices.Contains(mine, "You draw Benji City Citizen.") {
		t.Errorf("the drawer's log does not name the card drawn: %v", mine)
	}
	// The others see that a card was drawn, never which (the log's text
	// and data).
	for _, viewer := range []int{0, engine.Spectator} {
		entries, _ := tb.s.Events(viewer, from)
		js, _ := json.Marshal(entries)
		if theirs := engine.Texts(entries); !slices.Contains(theirs, "Player 2 draws a card.") || strings.Contains(string(js), "Benji City Citizen") {
			t.Errorf("viewer %d: the draw is not hidden: %s", viewer, js)
		}
		for _, e := range entries {
			if card, _ := e.Data["card"].(map[string]any); e.Kind == "draw" && (card["id"] != nil || card["name"] != nil || card["handle"] == nil) {
				t.Errorf("viewer %d: the draw's data %v names the card, or gives no handle", viewer, e.Data)
			}
		}
	}
}

// Rulebook 9.1.2: which attacker a blocker blocks is public, and shown by
// handle (a handle is never 0, which means none).
func TestRule9_1_2BlockingIsPublic(t *testing.T) {
	tb := newTable(t)
	first := ObjID(0) // the first card of Player 1's deck
	tb.put(first)
	zach := tb.inPlay(1, "Zach, Rock Fighter")
	tb.attackWith(first)
	tb.blockWith(zach, first)
	tb.blocksDone()
	for _, viewer := range []int{0, 1, engine.Spectator} {
		for _, c := range viewOf(tb.s, viewer).InPlay {
			if c.Handle == int(tb.h(zach)) && (c.Blocking != int(tb.h(first)) || c.Blocking == 0) {
				t.Errorf("viewer %d: Zach's view does not show him blocking object %d: %+v", viewer, first, c)
			}
			if c.Handle == int(tb.h(first)) && (c.Blocking != 0 || c.BlockedBy != int(tb.h(zach))) {
				t.Errorf("viewer %d: the attacker is shown blocking, or not blocked by Zach", viewer)
			}
		}
	}
	if txt := viewOf(tb.s, 1).Text(); !strings.Contains(txt, "blocking") {
		t.Errorf("the text view does not show the block:\n%s", txt)
	}
}

// Rulebook 9.2.1, 9.2.2: unspent actions are removed at the end of each
// turn, in both pools: actions Tax Evasion gave for the opponent's turn are
// gone at that turn's end.
func TestRule9_2ActionReset(t *testing.T) {
	tb := newTable(t)
	photo := tb.inPlay(0, "The Photograpper, Evil Dude")
	tb.pool(0, "V V")
	tb.use(0, photo, 0) // the first V is spent without asking: it is the only choice
	tb.doCode(0, "spend:V")
	tb.endTurn()
	if got := tb.poolText(0); got != "V V" {
		t.Fatalf("Tax Evasion gave %q at the start of Player 2's turn", got)
	}
	tb.endTurn()
	if got := tb.poolText(0); got != "+ -" {
		t.Errorf("Player 1's next turn starts with %q, want only the Photograpper's + -", got)
	}
}

// Rulebook 9.3.1: card text beats the rules: Tax Evasion adds actions at the
// start of the next turn, the opponent's (reading), though 5.1.1 generates
// actions only in one's own Start Phase and 5.1.4 carries none over; they
// pay for an ability in that turn's Action Window.
func TestRule9_3_1CardTextOverRules(t *testing.T) {
	tb := newTable(t)
	photo := tb.inPlay(0, "The Photograpper, Evil Dude")
	benji := tb.inPlay(0, "Benji, Hero of Benji Island")
	attacker := tb.inPlay(1, "Benji City Citizen")
	tb.pool(0, "H +")
	tb.use(0, photo, 0)
	tb.expect(decSpend, 0)
	tb.doCode(0, "spend:H")
	tb.doCode(0, "spend:+")
	tb.expect(decMain, 0)
	if tb.poolText(0) != "" {
		t.Fatalf("Tax Evasion left %q", tb.poolText(0))
	}
	tb.endTurn()
	tb.expect(decMain, 1)
	if got := tb.poolText(0); got != "+ H" {
		t.Fatalf("at the start of Player 2's turn Player 1's pool is %q, want + H", got)
	}
	tb.logged("Player 1 gains a Plus action from The Photograpper, Evil Dude.")
	tb.attackWith(attacker)
	tb.blocksDone()
	tb.do(1, "pass")
	tb.use(0, benji, 0) // Justice, paid with the Hero action from Tax Evasion
	tb.target(0, attacker)
	if tb.zoneOf(attacker) != inDiscard || tb.poolText(0) != "+" {
		t.Errorf("Justice in the opponent's window: attacker zone %d, pool %q", tb.zoneOf(attacker), tb.poolText(0))
	}
}

// Rulebook 9.3.2: when one effect allows something and another prevents it,
// the prevention wins: Steve Stafford "cannot attack or block" though
// Assistance gives him Speed.
func TestRule9_3_2PreventionWins(t *testing.T) {
	tb := newTable(t)
	steve := tb.inPlay(0, "Steve Stafford")
	citizen := tb.inPlay(0, "Benji City Citizen")
	tb.s.objs[steve].enteredTurn = 1 // both entered play this turn
	tb.s.objs[citizen].enteredTurn = 1
	tb.play(0, tb.inHand(0, "Assistance"))
	if !tb.stats(steve).keywords.has(kwSpeed) {
		t.Fatal("Assistance did not give Steve Speed")
	}
	tb.toCombat()
	if !tb.has(fmt.Sprintf("attack:%d:", tb.h(citizen))) || tb.has(fmt.Sprintf("attack:%d:", tb.h(steve))) {
		t.Errorf("attack options %v: want the Citizen (Speed allows), not Steve (his text prevents)", tb.codes())
	}
}

// Rulebook 9.3.3: an "instead" effect replaces the event entirely: a card
// answered by Delay goes back to the top of its owner's deck instead of
// resolving: no effect, not discarded; its cost stays paid. The Delay,
// played later, resolves first (its own text gives its timing, 9.4.1).
func TestRule9_3_3DelayInstead(t *testing.T) {
	tb := newTable(t)
	nuke := tb.inHand(0, "Targeted Nuke")
	zach := tb.inPlay(1, "Zach, Rock Fighter")
	delay := tb.inHand(1, "Delay")
	tb.pool(0, "W W W")
	tb.play(0, nuke)
	tb.target(0, zach)
	tb.expect(decCounter, 1)
	tb.do(1, fmt.Sprintf("counter:%d:", tb.h(delay)))
	tb.passAnswer() // Player 1 lets the Delay resolve
	tb.expect(decMain, 0)
	if deck := tb.s.deck(0); tb.zoneOf(nuke) != inDeck || deck[len(deck)-1] != nuke {
		t.Errorf("the Nuke is in zone %d, not on top of its owner's deck", tb.zoneOf(nuke))
	}
	if tb.s.objs[zach].damage != 0 || tb.zoneOf(zach) != inPlay {
		t.Error("the answered Nuke resolved anyway")
	}
	if tb.poolText(0) != "" {
		t.Errorf("the Nuke's cost came back: %q", tb.poolText(0))
	}
	if tb.zoneOf(delay) != inDiscard || !slices.Contains(tb.s.discard(1), delay) {
		t.Error("the Delay is not in its owner's discard pile")
	}
	tb.logged("Targeted Nuke goes back to the top of Player 1's deck instead of resolving.")
}

// Rulebook 9.4.1: effects resolve one at a time in the order played or
// triggered: a card resolves before the triggers it caused (reading).
func TestRule9_4_1ResolutionOrder(t *testing.T) {
	tb := newTable(t)
	soldier := tb.inPlay(0, "Banana Soldier") // +1/+1 when a Banana card is played
	tb.play(0, tb.inHand(0, "Dr. Banana, Evil Mastermind"))
	enters, counter := tb.logIndex("Dr. Banana, Evil Mastermind enters play."), tb.logIndex("Banana Soldier gets a +1/+1 counter.")
	if enters < 0 || counter < 0 || enters > counter {
		t.Errorf("log order: Dr. Banana enters at %d, the Soldier's counter at %d:\n%s", enters, counter, tb.log())
	}
	if st := tb.stats(soldier); st.attack != 3 {
		t.Errorf("the Soldier is %d/%d", st.attack, st.health)
	}
}

// Rulebook 9.4.2: once an effect begins resolving it cannot be interrupted:
// while Scout resolves only its controller decides, though the opponent
// holds a Delay.
func TestRule9_4_2NoInterruption(t *testing.T) {
	tb := newTable(t)
	scout := tb.inHand(0, "Scout") // look at 3: one to hand, one to the bottom, one on top
	tb.inHand(1, "Delay")
	tb.play(0, scout)
	tb.do(1, "pass") // the answer comes before resolution
	tb.expect(decLook, 0)
	for _, step := range []string{"hand:", "bottom:"} {
		if tb.s.Actors() != engine.PlayerSet(0).With(0) || len(tb.s.Legal(1, nil)) != 0 {
			t.Errorf("Player 2 may act during Scout's resolution: %v", tb.s.Legal(1, nil))
		}
		if _, err := tb.s.ParseAction(1, "pass"); err == nil {
			t.Error("Player 2 may pass during Scout's resolution")
		}
		tb.do(0, step)
	}
	tb.expect(decMain, 0)
	if len(tb.hand(0)) != 1 {
		t.Errorf("Scout put %d cards in the hand", len(tb.hand(0)))
	}
}

// Rulebook 9.4.3: an effect's instructions happen in order (Risk Taking:
// damage, then actions; Sniper: Lethal, then the fight it makes deadly); a
// part that cannot be done does not stop the rest (a test card: its target
// is gone, its draw still happens).
func TestRule9_4_3InstructionsInOrder(t *testing.T) {
	t.Run("in order", func(t *testing.T) {
		tb := newTable(t)
		tb.play(0, tb.inHand(0, "Risk Taking"))
		hurt, gain := tb.logIndex("Player 1 takes 2 damage from Risk Taking."), tb.logIndex("Player 1 gains 3 Wild actions from Risk Taking.")
		if hurt < 0 || gain < 0 || hurt > gain {
			t.Errorf("Risk Taking's log:\n%s", tb.log())
		}
		stop := tb.inPlay(0, "Baby Stoplight, Laser Master")
		doc := tb.inPlay(1, "Dr. Zach and Jack, MD") // 4/4: only Lethal lets 2 damage destroy it
		tb.use(0, stop, 0)
		tb.target(0, doc)
		if tb.zoneOf(doc) != inDiscard {
			t.Error("the fight came before Sniper's Lethal")
		}
	})
	t.Run("a failed part", func(t *testing.T) {
		tb := newTable(t)
		tb.withTestCards()
		strike := tb.inHand(0, "Test Strike and Study") // 3 damage to target character, then draw 1
		victim := tb.inPlay(1, "Benji City Citizen")
		tb.inHand(1, "Cook")
		tb.play(0, strike)
		tb.target(0, victim)
		tb.expect(decCounter, 1)
		tb.s.destroy(victim) // constructed: the target is gone before resolution
		tb.do(1, "pass")
		if len(tb.hand(0)) != 1 {
			t.Errorf("the draw after the failed damage did not happen: hand %v", tb.hand(0))
		}
		if strings.Contains(tb.log(), "takes 3 damage") {
			t.Error("the damage found a target")
		}
	})
}

// Rulebook 9.4.4: effects that would resolve at the same time: the active
// player's first, each player choosing the order of their own.
func TestRule9_4_4SimultaneousTriggers(t *testing.T) {
	tb := newTable(t)
	theirs := tb.inPlay(0, "Banana Soldier") // triggers first in card order
	a := tb.inPlay(1, "Banana Soldier")
	b := tb.inPlay(1, "Banana Soldier")
	tb.endTurn()
	tb.expect(decMain, 1)
	tb.play(1, tb.inHand(1, "Dr. Banana, Evil Mastermind")) // a Banana card
	tb.passAnswer()
	tb.expect(decOrder, 1)
	if n := len(tb.codes()); n != 2 {
		t.Errorf("Player 2 orders %d triggers: %v", n, tb.codes())
	}
	if tb.s.objs[theirs].counterA != 0 {
		t.Error("the non-active player's trigger resolved before the active player's")
	}
	tb.do(1, fmt.Sprintf("order:%d:", tb.h(b)))
	tb.expect(decMain, 1)
	got := tb.eventObjs(evCounters)
	if want := []ObjID{b, a, theirs}; !slices.Equal(got, want) {
		t.Errorf("counters in the order %v, want %v", got, want)
	}
}

// Rulebook 9.5.1: targets must be legal when chosen: only what the effect
// allows is offered, and a card with no legal target cannot be played.
func TestRule9_5_1TargetsLegalWhenChosen(t *testing.T) {
	tb := newTable(t)
	nuke := tb.inHand(0, "Targeted Nuke")
	tb.pool(0, "W W W + -")
	if tb.has(fmt.Sprintf("play:%d:", tb.h(nuke))) {
		t.Error("Targeted Nuke is offered with no character in play")
	}
	noah := tb.inPlay(0, "Noah, Calculator") // Planning: target character you control
	tempter := tb.inPlay(0, "Tempter, Fistfighter")
	zach := tb.inPlay(1, "Zach, Rock Fighter")
	tb.use(0, noah, 0)
	want := []string{fmt.Sprintf("target:%d:noah-calculator", tb.h(noah)), fmt.Sprintf("target:%d:tempter-fistfighter", tb.h(tempter))}
	if got := tb.codes(); !slices.Equal(got, want) {
		t.Errorf("Planning's targets %v, want %v", got, want)
	}
	tb.target(0, noah)
	tb.payAll()
	tb.pool(0, "W W")
	tb.use(0, tempter, 0) // Fistfight: another character
	want = []string{fmt.Sprintf("target:%d:noah-calculator", tb.h(noah)), fmt.Sprintf("target:%d:zach-rock-fighter", tb.h(zach))}
	if got := tb.codes(); !slices.Equal(got, want) {
		t.Errorf("Fistfight's targets %v, want %v", got, want)
	}
}

// Rulebook 9.5.2: if every target has become illegal before resolution the
// effect fails. The Base Set cannot remove a target between play and
// resolution, so the test destroys it while the opponent decides whether
// to answer.
func TestRule9_5_2AllTargetsIllegal(t *testing.T) {
	tb := newTable(t)
	nuke := tb.inHand(0, "Targeted Nuke")
	zach := tb.inPlay(1, "Zach, Rock Fighter")
	other := tb.inPlay(1, "Saber, The Star")
	tb.inHand(1, "Cook")
	tb.pool(0, "W W W")
	tb.play(0, nuke)
	tb.target(0, zach)
	tb.expect(decCounter, 1)
	tb.s.destroy(zach)
	tb.do(1, "pass")
	tb.expect(decMain, 0)
	if strings.Contains(tb.log(), "takes 5 damage") || tb.s.objs[other].damage != 0 {
		t.Errorf("the Nuke dealt damage with no legal target:\n%s", tb.log())
	}
	if tb.zoneOf(nuke) != inDiscard {
		t.Error("the failed Nuke is not discarded")
	}
}

// Rulebook 9.5.3: if some targets became illegal the effect still resolves
// on the rest: Fireball on three characters, one of which died (destroyed
// by the test while the player chooses how to pay).
func TestRule9_5_3SomeTargetsIllegal(t *testing.T) {
	tb := newTable(t)
	jordan := tb.inPlay(0, "Jordan, Fire Master") // Fireball: up to 3 targets, 1 damage each
	saber := tb.inPlay(1, "Saber, The Star")
	zach := tb.inPlay(1, "Zach, Rock Fighter")
	dies := tb.inPlay(1, "Benji City Citizen")
	tb.pool(0, "+ - W")
	tb.use(0, jordan, 0)
	for _, id := range []ObjID{saber, dies, zach} {
		tb.target(0, id)
	}
	tb.expect(decPay, 0)
	tb.s.destroy(dies)
	tb.payAll()
	tb.expect(decMain, 0)
	if tb.s.objs[saber].damage != 1 || tb.s.objs[zach].damage != 1 {
		t.Errorf("Saber %d damage, Zach %d damage, want 1 each", tb.s.objs[saber].damage, tb.s.objs[zach].damage)
	}
	if strings.Contains(tb.log(), "Benji City Citizen takes") {
		t.Error("the dead target was damaged")
	}
}

// Rulebook 9.6.1, 9.6.2: the game state is checked continuously: a
// character is destroyed as soon as its Health is gone, with no chance to
// respond, including when an "until end of turn" bonus ends.
func TestRule9_6ContinuousChecks(t *testing.T) {
	tb := newTable(t)
	benji := tb.inPlay(0, "Benji, Hero of Benji Island")
	zach := tb.inPlay(0, "Zach, Rock Fighter")
	citizen := tb.inPlay(0, "Benji City Citizen")
	victim := tb.inPlay(1, "Benji City Citizen")
	tb.pool(0, "H H H - ?")
	tb.use(0, benji, 0)
	tb.target(0, victim)
	tb.expect(decMain, 0)
	if tb.zoneOf(victim) != inDiscard {
		t.Error("a 1/1 with 1 damage is still in play at the next decision")
	}
	tb.use(0, zach, 0) // Hard as Rock: +0/+3 until end of turn
	tb.target(0, citizen)
	for range 2 {
		tb.use(0, benji, 0)
		tb.target(0, citizen)
	}
	if tb.zoneOf(citizen) != inPlay {
		t.Fatal("the Citizen with +0/+3 died of 2 damage")
	}
	tb.endTurn()
	if tb.zoneOf(citizen) != inDiscard {
		t.Error("the Citizen survived the end of Hard as Rock with 2 damage")
	}
	if d, turn := tb.logIndex("Benji City Citizen is destroyed."), tb.logIndex("Turn 2"); d < 0 || d > turn {
		t.Errorf("the Citizen is destroyed at log line %d, Turn 2 begins at %d", d, turn)
	}
}

// Rulebook 9.7.1, 9.7.2: control is who has a card in play, the owner who
// began with it: a card acts for its controller and goes to its owner's
// discard pile. (No Base Set card changes control; the test gives Player 1
// a card of Player 2's.)
func TestRule9_7ControlAndOwner(t *testing.T) {
	tb := newTable(t)
	noah := tb.inPlay(1, "Noah, Calculator")
	tb.s.t.Objs[noah].Ctrl = 0
	banana := tb.inPlay(1, "Dr. Banana, Evil Mastermind") // 5/4
	tb.endTurn()
	tb.endTurn()
	if got := tb.poolText(0); got != "+" {
		t.Errorf("Player 1's pool is %q: Noah generates for his controller", got)
	}
	tb.attackWith(noah)
	tb.blockWith(banana, noah)
	tb.blocksDone()
	tb.bothPass()
	if tb.zoneOf(noah) != inDiscard || !slices.Contains(tb.s.discard(1), noah) || slices.Contains(tb.s.discard(0), noah) {
		t.Errorf("Noah went to discard piles %v (Player 1) and %v (Player 2), want his owner's", tb.s.discard(0), tb.s.discard(1))
	}
}

// Rulebook 9.8.1: a mandatory infinite loop ends the game in a draw. A test
// token makes another of itself whenever one enters play; the engine stops
// after loopLimit automatic steps with no decision (reading).
func TestRule9_8_1MandatoryLoopIsADraw(t *testing.T) {
	tb := newTable(t)
	tb.withTestCards()
	tb.play(0, tb.inHand(0, "Test Gremlin Nest"))
	o := tb.s.Outcome()
	if !o.Over || len(o.Winners) != 0 || o.Returns[0] != 0 || o.Returns[1] != 0 || !strings.Contains(o.Summary, "9.8.1") {
		t.Fatalf("outcome %+v", o)
	}
	// A decision resets the count: an ordinary game never comes near it.
	tb2 := newTable(t)
	tb2.endTurn()
	if tb2.s.steps != 0 {
		t.Errorf("%d automatic steps counted while a player decides", tb2.s.steps)
	}
}

// Rulebook 9.8.1, through a question: a test token whose arrival makes its
// controller choose a target player they control (one answer: themselves),
// gain 1 Health, and make another of itself. The game answers a question
// with one answer by itself, and those answers count as automatic steps,
// so the loop is still a mandatory loop and the game a draw.
func TestRule9_8_1LoopThroughAQuestionWithOneAnswer(t *testing.T) {
	tb := newTable(t)
	tb.withTestCards()
	tb.play(0, tb.inHand(0, "Test Echo Chamber"))
	o := tb.s.Outcome()
	if !o.Over || len(o.Winners) != 0 || !strings.Contains(o.Summary, "9.8.1") {
		t.Fatalf("the loop did not end the game in a draw: decision %d for %s, outcome %+v", tb.s.dec.kind, playerName(int(tb.s.dec.player)), o)
	}
	if tb.life(0) < startingLife+100 {
		t.Errorf("the loop did not go round through its target question: Player 1 has %d Health", tb.life(0))
	}
}

// ---- Illegal moves -------------------------------------------------------------------

// An answer from the wrong player, an option out of range, a seat that does
// not exist, or any answer after the game is over is refused with a clear
// error and leaves the game unchanged.
func TestIllegalMovesAreRefused(t *testing.T) {
	tb := newTable(t)
	benji := tb.inPlay(0, "Benji, Hero of Benji Island")
	tb.pool(0, "H")
	n := engine.Action(len(tb.codes()))
	checkRefused(t, tb.s, 1, 0, "Player 2 has nothing to decide now; waiting for Player 1")
	checkRefused(t, tb.s, 0, n, fmt.Sprintf("is not one of the %d options Player 1 has now", n))
	checkRefused(t, tb.s, 0, 1<<30, "is not one of the")
	checkRefused(t, tb.s, 2, 0, "there is no seat 2")
	checkRefused(t, tb.s, engine.Spectator, 0, "there is no seat -1")
	if _, err := tb.s.ParseAction(0, "fly"); err == nil || !strings.Contains(err.Error(), `"fly" is not an option now; the options are`) {
		t.Errorf("ParseAction of a bad code: %v", err)
	}
	if _, err := tb.s.ParseAction(1, "combat"); err == nil {
		t.Error("ParseAction for the wrong player succeeded")
	}
	tb.use(0, benji, 0) // a decision in the middle of a play
	tb.expect(decTarget, 0)
	checkRefused(t, tb.s, 0, engine.Action(len(tb.codes())), "is not one of the")
	checkRefused(t, tb.s, 1, 0, "Player 2 has nothing to decide now")
	tb.s.players[1].life = 1
	tb.targetPlayer(0, 1)
	if !tb.s.Terminal() {
		t.Fatal("the game is not over")
	}
	for p := range 2 {
		checkRefused(t, tb.s, p, 0, "the game is over")
		if len(tb.s.Legal(p, nil)) != 0 {
			t.Errorf("%s has options after the game", playerName(p))
		}
		if _, err := tb.s.ParseAction(p, "combat"); err == nil {
			t.Errorf("%s may still name an option", playerName(p))
		}
	}
}
