package omnitrix

// Scenario tests of the rulebook (shared/rules/ben10-omnitrix-battle.txt),
// one rule each, named after its section. Games are stacked with
// engine.Config.Deal (top card first) and, where later rounds must be exact,
// played with reshuffle=off. A few situations that dealing cannot reach
// quickly (an empty stack, a nearly empty bank) are set up by moving cards
// between piles of a dealt state, always keeping every card in one place.

import (
	"encoding/json"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"omnideck/engine"
)

var defaultGame = sync.OnceValues(Default)

func testGame(t testing.TB) *Game {
	t.Helper()
	g, err := defaultGame()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// opts builds an option map from name, value pairs.
func opts(kv ...string) map[string]string {
	m := map[string]string{}
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i]] = kv[i+1]
	}
	return m
}

// newTestState deals a game with the given options and stacked piles.
func newTestState(t testing.TB, players int, o map[string]string, deal map[string][]string) *State {
	t.Helper()
	s, err := testGame(t).newState(engine.Config{Players: players, Seed: 1, Options: o, Deal: deal})
	if err != nil {
		t.Fatal(err)
	}
	if err := conservationError(s); err != nil {
		t.Fatalf("after the deal: %v", err)
	}
	return s
}

// The two 10-alien stacks used by most 2-player scenarios: all 20 aliens.
var (
	stack0 = []string{"Heatblast", "Wildmutt", "Diamondhead", "XLR8", "Grey Matter", "Four Arms", "Stinkfly", "Ripjaws", "Upgrade", "Ghostfreak"}
	stack1 = []string{"Spitter", "Cannonbolt", "Wildvine", "Benwolf", "Benmummy", "Benvicktor", "Upchuck", "Ditto", "Eye Guy", "Way Big"}
	hand0  = []string{"Grandpa Max", "Gwen Tennyson", "Plumber Badge", "Azmuth"}
	hand1  = []string{"Rust Bucket", "Tetrax", "Mana Shield", "Omnitrix Recharge"}
)

// deal2 stacks a 2-player game: the bank's top villains, the four
// supports of each player, and stacks that start with top0 and top1 and go
// on with the rest of stack0 and stack1 in order (a stack left longer than
// ten gives its last cards to the other).
func deal2(bank []string, top0, top1 []string) map[string][]string {
	used := append(slices.Clone(top0), top1...)
	rest := func(top, base []string) []string {
		out := slices.Clone(top)
		for _, c := range base {
			if !slices.Contains(used, c) {
				out = append(out, c)
			}
		}
		return out
	}
	s0, s1 := rest(top0, stack0), rest(top1, stack1)
	for len(s0) > 10 {
		s0, s1 = s0[:len(s0)-1], append(s1, s0[len(s0)-1])
	}
	for len(s1) > 10 {
		s1, s0 = s1[:len(s1)-1], append(s0, s1[len(s1)-1])
	}
	return map[string][]string{
		"bank":       bank,
		"stack.0":    s0,
		"stack.1":    s1,
		"supports.0": hand0,
		"supports.1": hand1,
	}
}

func (s *State) names(ids []uint8) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = s.cards.Card(int(id)).Name
	}
	return out
}

func cardID(t testing.TB, s *State, name string) uint8 {
	t.Helper()
	id, ok := s.cards.Find(name)
	if !ok {
		t.Fatalf("no card %q", name)
	}
	return uint8(id)
}

// choose makes player p's choice by its code ("pass" or "support:NAME").
func choose(t testing.TB, s *State, p int, code string) {
	t.Helper()
	a, err := s.ParseAction(p, code)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(p, a); err != nil {
		t.Fatalf("player %d %s: %v", p+1, code, err)
	}
	if err := conservationError(s); err != nil {
		t.Fatalf("after player %d %s: %v", p+1, code, err)
	}
}

// passAll makes every player who must choose play no support.
func passAll(t testing.TB, s *State) {
	t.Helper()
	for p := range s.Actors().All() {
		choose(t, s, p, "pass")
	}
}

// aliensOf lists player p's aliens in order: those face up first, then the
// stack from the top.
func aliensOf(s *State, p int) []string {
	return append(s.names(s.shown[p].cards()), s.names(s.stack[p].cards())...)
}

// logLines is the log as viewer sees it.
func logLines(s *State, viewer int) []string {
	entries, _ := s.Events(viewer, 0)
	return engine.Texts(entries)
}

func hasLine(lines []string, line string) bool { return slices.Contains(lines, line) }

func wantLines(t testing.TB, got []string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !hasLine(got, w) {
			t.Errorf("the log lacks %q; it is:\n  %s", w, strings.Join(got, "\n  "))
		}
	}
}

// moveAll moves every card of from to the bottom of to.
func moveAll(from, to *pile) {
	for from.n > 0 {
		to.push(from.pop())
	}
}

// Rulebook 3, preparations: each player gets the same number of aliens and
// supports for the player count (2p 10+4, 3p 6+2, 4p 5+2), the rest are set
// aside face down, and all 18 villains form the bank.
func TestRule3DealByPlayerCount(t *testing.T) {
	for _, tc := range []struct {
		players, aliens, supports, asideAliens, asideSupports int
	}{
		{2, 10, 4, 0, 0},
		{3, 6, 2, 2, 2},
		{4, 5, 2, 0, 0},
	} {
		for _, blind := range []string{"revealed", "blind"} {
			s := newTestState(t, tc.players, opts(OptSupportTiming, blind), nil)
			v := s.View(engine.Spectator).(*View)
			if v.AsideAliens != tc.asideAliens || v.AsideSupports != tc.asideSupports {
				t.Errorf("%dp: set aside %d aliens and %d supports, want %d and %d",
					tc.players, v.AsideAliens, v.AsideSupports, tc.asideAliens, tc.asideSupports)
			}
			// The first battle has begun: one villain is face up and, when
			// supports are chosen after the aliens, each shows one alien.
			if v.Bank != 17 || v.Villain == nil {
				t.Errorf("%dp: bank %d and villain %v, want 17 and one face up", tc.players, v.Bank, v.Villain)
			}
			for _, pv := range v.Players {
				if got := pv.Stack + len(pv.Shown); got != tc.aliens || pv.Supports != tc.supports {
					t.Errorf("%dp %s: player %d has %d aliens and %d supports, want %d and %d",
						tc.players, blind, pv.Seat+1, got, pv.Supports, tc.aliens, tc.supports)
				}
				if want := map[string]int{"revealed": 1, "blind": 0}[blind]; len(pv.Shown) != want {
					t.Errorf("%dp %s: player %d shows %d aliens before choosing", tc.players, blind, pv.Seat+1, len(pv.Shown))
				}
			}
		}
	}
}

// Rulebook 3: "the VILLAIN CARDS are shuffled": every seed gives an order of
// all 18 villains, and the orders differ from seed to seed. The stacks are
// dealt at random too.
func TestRule3VillainBankShuffled(t *testing.T) {
	orders := map[string]bool{}
	firsts := map[string]bool{}
	topAliens := map[string]bool{}
	for seed := range uint64(100) {
		st, err := testGame(t).newState(engine.Config{Players: 2, Seed: seed, Options: opts(OptSupportTiming, "blind")})
		if err != nil {
			t.Fatal(err)
		}
		order := append([]string{st.cards.Card(st.villain).Name}, st.names(st.bank.cards())...)
		if distinct := slices.Compact(slices.Sorted(slices.Values(order))); len(distinct) != 18 {
			t.Fatalf("seed %d: the bank holds %d distinct villains: %v", seed, len(distinct), order)
		}
		orders[strings.Join(order, ",")] = true
		firsts[order[0]] = true
		topAliens[st.names(st.stack[0].cards())[0]] = true
	}
	if len(orders) != 100 {
		t.Errorf("100 seeds gave only %d bank orders", len(orders))
	}
	if len(firsts) < 12 {
		t.Errorf("100 seeds put only %d different villains on top: %v", len(firsts), firsts)
	}
	if len(topAliens) < 12 {
		t.Errorf("100 seeds put only %d different aliens on top of stack 1", len(topAliens))
	}
}

// A stacked deal puts the named cards on top, in order, and deals the rest
// at random; its mistakes are all reported at once.
func TestDealStackingAndErrors(t *testing.T) {
	s := newTestState(t, 3, opts(OptSupportTiming, "blind"), map[string][]string{
		"bank":       {"Tiffin", "dr-animo"},
		"stack.2":    {"way big", "Ditto"},
		"supports.1": {"Azmuth"},
	})
	if got := s.cards.Card(s.villain).Name; got != "Tiffin" {
		t.Errorf("face-up villain %s, want Tiffin", got)
	}
	if got := s.names(s.bank.cards())[0]; got != "Dr. Animo" {
		t.Errorf("next villain %s, want Dr. Animo", got)
	}
	if got := s.names(s.stack[2].cards()); got[0] != "Way Big" || got[1] != "Ditto" || len(got) != 6 {
		t.Errorf("stack 3 = %v", got)
	}
	if !s.hand[1].has(cardID(t, s, "Azmuth")) {
		t.Errorf("player 2 holds %v, not Azmuth", s.names(s.hand[1].cards()))
	}

	_, err := testGame(t).New(engine.Config{Players: 2, Deal: map[string][]string{
		"bank":       {"Heatblast", "Nobody"},
		"stack.0":    {"Vilgax"},
		"stack.1":    {"Ditto", "Ditto"},
		"stack.2":    {"Way Big"},
		"supports.0": {"Azmuth", "Tetrax", "Mana Shield", "Rust Bucket", "Grandpa Max"},
	}})
	if err == nil {
		t.Fatal("a bad deal was accepted")
	}
	for _, want := range []string{
		"deal bank: Heatblast is an alien card, not a villain card",
		`deal bank: no card is called "Nobody"`,
		"deal stack.0: Vilgax is a villain card, not an alien card",
		"deal stack.1: Ditto is listed twice",
		"deal supports.0: 5 cards listed, but it holds 4",
		`deal: no zone "stack.2" in a 2-player game`,
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q\ndoes not say %q", err, want)
		}
	}
}

// Setup problems are reported: player count, options, the youngest player's
// number, and a card set too small for the player count.
func TestSetupErrors(t *testing.T) {
	g := testGame(t)
	for _, tc := range []struct {
		cfg  engine.Config
		want []string
	}{
		{engine.Config{Players: 5}, []string{"is for 2 to 4 players, not 5"}},
		{engine.Config{Players: 1}, []string{"not 1"}},
		{engine.Config{Players: 2, Options: opts(OptYoungest, "3")}, []string{"option youngest: there is no player 3 in a 2-player game"}},
		{engine.Config{Players: 2, Options: opts("speed", "fast", OptTieBreak, "coin")}, []string{`unknown option "speed"`, `option tie-break: "coin" is not one of add, aliens`}},
	} {
		_, err := g.New(tc.cfg)
		for _, w := range tc.want {
			if err == nil || !strings.Contains(err.Error(), w) {
				t.Errorf("New(%+v) = %v, want it to say %q", tc.cfg, err, w)
			}
		}
	}
	small, err := LoadCards("small.yaml", []byte("game: omnitrix\ncards:\n  - {name: A, type: alien, power: 1}\n  - {name: V, type: villain, power: 1}\n  - {name: S, type: support, power: 1}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewGame(small).New(engine.Config{Players: 2}); err == nil || !strings.Contains(err.Error(), "a 2-player game deals 20 alien cards; the card set has 1") {
		t.Errorf("small set: %v", err)
	}
}

// Rulebook 4.1, the battle round: the top villain of the bank comes face up,
// each player shows the top alien of their stack, and the highest power
// takes the villain.
func TestRule41BattleRound(t *testing.T) {
	s := newTestState(t, 2, opts(OptReshuffle, "off"), deal2([]string{"Hex", "Tiffin"}, nil, nil))
	if s.Turn() != 1 || s.cards.Card(s.villain).Name != "Hex" {
		t.Fatalf("round %d villain %s", s.Turn(), s.cards.Card(s.villain).Name)
	}
	v := s.View(engine.Spectator).(*View)
	if v.Villain.Name != "Hex" || v.Players[0].Shown[0].Name != "Heatblast" || v.Players[1].Shown[0].Name != "Spitter" {
		t.Errorf("battle 1 shows %+v vs %+v and %+v", v.Villain, v.Players[0].Shown, v.Players[1].Shown)
	}
	if v.Players[0].Power != 8 || v.Players[1].Power != 2 {
		t.Errorf("powers %d and %d, want 8 and 2", v.Players[0].Power, v.Players[1].Power)
	}
	if s.Actors() != engine.AllPlayers(2) {
		t.Errorf("actors %v, want both players (both hold supports)", s.Actors().Slice())
	}
	passAll(t, s)
	if got := s.names(s.won[0].cards()); !slices.Equal(got, []string{"Hex"}) {
		t.Errorf("player 1 won %v, want [Hex]", got)
	}
	if s.won[1].n != 0 || s.Turn() != 2 || s.cards.Card(s.villain).Name != "Tiffin" {
		t.Errorf("player 2 won %d, round %d, villain %s", s.won[1].n, s.Turn(), s.cards.Card(s.villain).Name)
	}
	wantLines(t, logLines(s, engine.Spectator),
		"— Battle 1: the villain Hex (7) comes out of the bank.",
		"Player 1 shows Heatblast (8).",
		"Player 2 shows Spitter (2).",
		"Player 1 defeats Hex (7) with power 8.",
		"— Battle 2: the villain Tiffin (2) comes out of the bank.")
	wantLines(t, logLines(s, 0), "You show Heatblast (8).", "You defeat Hex (7) with power 8.", "You choose to play no support card.")
}

// Rulebook 4.2, support cards: a support adds its value to the alien's
// power, at most one per player per round, and leaves the game after use.
func TestRule42SupportCard(t *testing.T) {
	// Player 1's XLR8 (6) alone loses to Heatblast (8); with Grandpa Max
	// (+3) it wins 9 to 8.
	s := newTestState(t, 2, opts(OptReshuffle, "off"), deal2([]string{"Tiffin", "Hex"}, []string{"XLR8"}, []string{"Heatblast"}))
	legal := s.Legal(0, nil)
	if len(legal) != 5 || legal[0] != noSupport {
		t.Errorf("player 1's options %v: want pass and one per support card", legal)
	}
	choose(t, s, 0, "support:grandpa-max")
	// One support per round: a second choice is refused.
	if err := s.Apply(0, supportAction(cardID(t, s, "Azmuth"))); err == nil || !strings.Contains(err.Error(), "already chosen") {
		t.Errorf("a second support in the round: %v", err)
	}
	choose(t, s, 1, "pass")
	if got := s.names(s.won[0].cards()); !slices.Equal(got, []string{"Tiffin"}) {
		t.Errorf("player 1 won %v, want [Tiffin] with 6+3 against 8", got)
	}
	if got := s.names(s.spent.cards()); !slices.Equal(got, []string{"Grandpa Max"}) {
		t.Errorf("spent supports %v", got)
	}
	if s.hand[0].has(cardID(t, s, "Grandpa Max")) || s.hand[0].n != 3 {
		t.Errorf("player 1 still holds %v", s.names(s.hand[0].cards()))
	}
	wantLines(t, logLines(s, engine.Spectator), "Player 1 plays the support Grandpa Max: +3 to XLR8 (6), power 9.", "Player 1 defeats Tiffin (2) with power 9.")
	// It cannot be played again.
	for _, a := range s.Legal(0, nil) {
		if a == supportAction(cardID(t, s, "Grandpa Max")) {
			t.Error("the spent support is still an option")
		}
	}
	before := viewsJSON(s)
	if err := s.Apply(0, supportAction(cardID(t, s, "Grandpa Max"))); err == nil || err.Error() != "Player 1 does not hold Grandpa Max" {
		t.Errorf("playing a spent support: %v", err)
	}
	if after := viewsJSON(s); after != before {
		t.Error("a refused choice changed the state")
	}
}

// Rulebook 4.2 (support cards are chosen simultaneously): a choice stays
// hidden from the other players until every fighter has chosen.
func TestRule42ChoicesHiddenUntilAllChose(t *testing.T) {
	s := newTestState(t, 2, nil, deal2([]string{"Tiffin"}, nil, nil))
	choose(t, s, 0, "support:azmuth")
	if s.Actors() != engine.PlayerSet(0).With(1) {
		t.Fatalf("actors %v, want player 2 only", s.Actors().Slice())
	}
	own := s.View(0).(*View).Players[0]
	if own.Chosen != "support:azmuth" || own.Support != nil || own.Power != 8 {
		t.Errorf("player 1 sees their own choice as %+v", own)
	}
	for _, viewer := range []int{1, engine.Spectator} {
		js, _ := json.Marshal(s.View(viewer))
		if strings.Contains(string(js), "zmuth") {
			t.Errorf("viewer %d sees the hidden choice: %s", viewer, js)
		}
		for _, line := range logLines(s, viewer) {
			if strings.Contains(line, "Azmuth") || strings.Contains(line, "choose") {
				t.Errorf("viewer %d's log shows %q", viewer, line)
			}
		}
	}
	if !hasLine(logLines(s, 0), "You choose to play Azmuth.") {
		t.Errorf("player 1's log lacks their choice: %v", logLines(s, 0))
	}
	choose(t, s, 1, "pass")
	wantLines(t, logLines(s, 1), "Player 1 plays the support Azmuth: +3 to Heatblast (8), power 11.")
}

// Rulebook 4.3, the player wins: the winner takes the villain, and every
// player's shown alien goes back to the bottom of their own stack (then
// 4.6: each passes their top card to the left, with reshuffle=off exactly).
func TestRule43PlayerWinsAliensToBottom(t *testing.T) {
	s := newTestState(t, 2, opts(OptReshuffle, "off"), deal2([]string{"Hex", "Tiffin"}, nil, nil))
	passAll(t, s)
	if got := s.names(s.won[0].cards()); !slices.Equal(got, []string{"Hex"}) {
		t.Errorf("player 1 won %v", got)
	}
	// Heatblast and Spitter went under their stacks; then player 1 passed
	// Wildmutt to player 2 and player 2 passed Cannonbolt to player 1.
	want0 := []string{"Diamondhead", "XLR8", "Grey Matter", "Four Arms", "Stinkfly", "Ripjaws", "Upgrade", "Ghostfreak", "Heatblast", "Cannonbolt"}
	want1 := []string{"Wildvine", "Benwolf", "Benmummy", "Benvicktor", "Upchuck", "Ditto", "Eye Guy", "Way Big", "Spitter", "Wildmutt"}
	if got := aliensOf(s, 0); !slices.Equal(got, want0) {
		t.Errorf("player 1's aliens %v\nwant %v", got, want0)
	}
	if got := aliensOf(s, 1); !slices.Equal(got, want1) {
		t.Errorf("player 2's aliens %v\nwant %v", got, want1)
	}
	if s.eliminated.n != 0 {
		t.Errorf("eliminated %v after a player's win", s.names(s.eliminated.cards()))
	}
	wantLines(t, logLines(s, engine.Spectator), "Each player passes the top card of their alien stack face down to the left.")
}

// Rulebook 4.4, the villain wins: a villain stronger than every alien (here
// even with a support) eliminates all aliens shown and goes back to the
// bottom of the bank; nobody takes it.
func TestRule44VillainWins(t *testing.T) {
	s := newTestState(t, 2, opts(OptReshuffle, "off"), deal2([]string{"Vilgax", "Hex"}, nil, nil))
	choose(t, s, 0, "support:gwen-tennyson") // 8 + 2 = 10 < 11
	choose(t, s, 1, "pass")
	if s.won[0].n+s.won[1].n != 0 {
		t.Errorf("a player took a villain: %v %v", s.names(s.won[0].cards()), s.names(s.won[1].cards()))
	}
	if got := s.names(s.eliminated.cards()); !slices.Equal(got, []string{"Heatblast", "Spitter"}) {
		t.Errorf("eliminated %v, want [Heatblast Spitter]", got)
	}
	bank := s.names(s.bank.cards())
	if len(bank) != 17 || bank[len(bank)-1] != "Vilgax" || s.cards.Card(s.villain).Name != "Hex" {
		t.Errorf("bank %v (villain %s): want 17 cards, Vilgax at the bottom, Hex up", bank, s.cards.Card(s.villain).Name)
	}
	if got := s.names(s.spent.cards()); !slices.Equal(got, []string{"Gwen Tennyson"}) {
		t.Errorf("spent %v: a support played in a lost battle is still used up", got)
	}
	if n0, n1 := len(aliensOf(s, 0)), len(aliensOf(s, 1)); n0 != 9 || n1 != 9 {
		t.Errorf("aliens left %d and %d, want 9 each", n0, n1)
	}
	wantLines(t, logLines(s, engine.Spectator),
		"Player 1 plays the support Gwen Tennyson: +2 to Heatblast (8), power 10.",
		"Vilgax (11) beats every alien! The aliens shown leave the game, and Vilgax goes back under the bank.")
}

// Rulebook 4.5, the draw: a power equal to the villain's wins.
func TestRule45EqualToVillainWins(t *testing.T) {
	t.Run("alien alone", func(t *testing.T) {
		s := newTestState(t, 2, nil, deal2([]string{"Hex"}, []string{"Ghostfreak"}, nil)) // 7 = 7
		passAll(t, s)
		if got := s.names(s.won[0].cards()); !slices.Equal(got, []string{"Hex"}) {
			t.Errorf("player 1 won %v with 7 against Hex (7)", got)
		}
		if s.eliminated.n != 0 {
			t.Errorf("eliminated %v", s.names(s.eliminated.cards()))
		}
	})
	t.Run("with a support", func(t *testing.T) {
		s := newTestState(t, 2, nil, deal2([]string{"Vilgax"}, nil, nil)) // 8 + 3 = 11
		choose(t, s, 0, "support:grandpa-max")
		choose(t, s, 1, "pass")
		if got := s.names(s.won[0].cards()); !slices.Equal(got, []string{"Vilgax"}) {
			t.Errorf("player 1 won %v with 8+3 against Vilgax (11)", got)
		}
	})
}

// Rulebook 4.5, tie-break: players tied at the best power (at least the
// villain's) each show another alien, added to the power that tied; it
// repeats while they stay tied. Only the tied players show more, and all
// the aliens shown go back under their stacks.
func TestRule45TieBreak(t *testing.T) {
	t.Run("one tie-break", func(t *testing.T) {
		s := newTestState(t, 2, opts(OptReshuffle, "off"), deal2([]string{"Tiffin"},
			[]string{"Heatblast", "Wildmutt"}, []string{"Cannonbolt", "Stinkfly"})) // 8=8, then 13 vs 12
		passAll(t, s)
		if s.won[0].n != 1 || s.won[1].n != 0 {
			t.Errorf("won %v and %v, want Tiffin for player 1", s.names(s.won[0].cards()), s.names(s.won[1].cards()))
		}
		wantLines(t, logLines(s, engine.Spectator),
			"Player 1 and Player 2 tie at 8: tie-break!",
			"Player 1 shows Wildmutt (5) in the tie-break: 13.",
			"Player 2 shows Stinkfly (4) in the tie-break: 12.",
			"Player 1 defeats Tiffin (2) with power 13.")
		// Both aliens of each player went under the stack, then each
		// passed their new top card (Diamondhead, Spitter) to the other.
		a0, a1 := aliensOf(s, 0), aliensOf(s, 1)
		if !slices.Equal(a0[7:], []string{"Heatblast", "Wildmutt", "Spitter"}) || !slices.Equal(a1[7:], []string{"Cannonbolt", "Stinkfly", "Diamondhead"}) {
			t.Errorf("stacks after the tie-break: %v / %v", a0, a1)
		}
	})
	t.Run("repeated tie", func(t *testing.T) {
		s := newTestState(t, 2, nil, deal2([]string{"Tiffin"},
			[]string{"Heatblast", "Wildmutt", "Grey Matter"}, []string{"Cannonbolt", "Ripjaws", "Way Big"})) // 8=8, 13=13, 15 vs 23
		passAll(t, s)
		lines := logLines(s, engine.Spectator)
		wantLines(t, lines,
			"Player 1 and Player 2 tie at 8: tie-break!",
			"Player 1 and Player 2 tie at 13: tie-break!",
			"Player 2 shows Way Big (10) in the tie-break: 23.",
			"Player 2 defeats Tiffin (2) with power 23.")
		if s.won[1].n != 1 {
			t.Errorf("player 2 won %v", s.names(s.won[1].cards()))
		}
	})
}

// TestRule45TieAmongThree is the three-player case of 4.5: two players tie
// above a third, and only they show tie-break aliens.
func TestRule45TieAmongThree(t *testing.T) {
	s := newTestState(t, 3, opts(OptReshuffle, "off"), map[string][]string{
		"bank":    {"Tiffin"},
		"stack.0": {"Ditto", "Spitter"},
		"stack.1": {"Heatblast", "Upchuck"},
		"stack.2": {"Cannonbolt", "XLR8"},
	})
	passAll(t, s)
	if s.won[2].n != 1 {
		t.Errorf("player 3 (8 then 6 = 14 against 8 then 3 = 11) won %v", s.names(s.won[2].cards()))
	}
	lines := logLines(s, engine.Spectator)
	wantLines(t, lines, "Player 2 and Player 3 tie at 8: tie-break!", "Player 3 defeats Tiffin (2) with power 14.")
	for _, l := range lines {
		if strings.HasPrefix(l, "Player 1 shows") && strings.Contains(l, "tie-break") {
			t.Errorf("player 1, not tied, showed a tie-break alien: %q", l)
		}
	}
	// A tie below the best power is no tie-break.
	s = newTestState(t, 3, nil, map[string][]string{
		"bank": {"Tiffin"}, "stack.0": {"Four Arms"}, "stack.1": {"XLR8"}, "stack.2": {"Upgrade"},
	})
	passAll(t, s)
	if s.won[0].n != 1 {
		t.Errorf("player 1 (9 against 6 and 6) won %v", s.names(s.won[0].cards()))
	}
	for _, l := range logLines(s, engine.Spectator) {
		if strings.Contains(l, "tie") {
			t.Errorf("a tie below the best power started a tie-break: %q", l)
		}
	}
}

// Rulebook 4.5, the two readings of "the highest aggregate power score of
// the previously played ALIEN CARD and the one shown in the tie-break":
// tie-break=add adds the new alien to the power that tied (support
// included), tie-break=aliens counts the aliens alone. Player 1 ties at 9
// with XLR8 (6) + Grandpa Max (3) against Diamondhead (9); the tie-break
// aliens are Four Arms (9) and Ghostfreak (7): add gives 18 against 16,
// aliens gives 15 against 16.
func TestRule45TieBreakReadings(t *testing.T) {
	for _, tc := range []struct {
		reading string
		winner  int
		lines   []string
	}{
		{"add", 0, []string{"Player 1 shows Four Arms (9) in the tie-break: 18.", "Player 2 shows Ghostfreak (7) in the tie-break: 16.", "Player 1 defeats Tiffin (2) with power 18."}},
		{"aliens", 1, []string{"Player 1 shows Four Arms (9) in the tie-break: 15.", "Player 2 shows Ghostfreak (7) in the tie-break: 16.", "Player 2 defeats Tiffin (2) with power 16."}},
	} {
		t.Run(tc.reading, func(t *testing.T) {
			s := newTestState(t, 2, opts(OptTieBreak, tc.reading), deal2([]string{"Tiffin"},
				[]string{"XLR8", "Four Arms"}, []string{"Diamondhead", "Ghostfreak"}))
			choose(t, s, 0, "support:grandpa-max")
			choose(t, s, 1, "pass")
			if s.won[tc.winner].n != 1 {
				t.Errorf("player %d did not win: won %v / %v", tc.winner+1, s.names(s.won[0].cards()), s.names(s.won[1].cards()))
			}
			wantLines(t, logLines(s, engine.Spectator), append([]string{"Player 1 and Player 2 tie at 9: tie-break!"}, tc.lines...)...)
		})
	}
	// Under aliens, a repeated tie-break sums every alien shown: 6+9 = 15
	// ties 9+6 = 15, then 15+10 = 25 beats 15+2 = 17.
	s := newTestState(t, 2, opts(OptTieBreak, "aliens"), deal2([]string{"Tiffin"},
		[]string{"XLR8", "Four Arms", "Way Big"}, []string{"Diamondhead", "Upgrade", "Spitter"}))
	choose(t, s, 0, "support:grandpa-max")
	choose(t, s, 1, "pass")
	wantLines(t, logLines(s, engine.Spectator), "Player 1 and Player 2 tie at 15: tie-break!", "Player 1 defeats Tiffin (2) with power 25.")
}

// Rulebook 4.5: "if no tie-break can be played because no ALIEN CARD is
// left in stock, the victory goes to the youngest player". Players 1 and 3
// tie at 8 in a 4-player game and a tied player's stack is empty; the
// youngest of the tied players, counting to the left (increasing seats)
// from the youngest player, wins.
func TestRule45TieBreakImpossibleYoungestWins(t *testing.T) {
	for _, tc := range []struct {
		youngest  string
		bothEmpty bool
		winner    int
	}{
		{"1", true, 0},
		{"2", true, 2}, // 2, 3 → player 3
		{"3", true, 2},
		{"4", true, 0}, // 4, 1 → player 1
		{"1", false, 0},
		{"2", false, 2},
		{"4", false, 0},
	} {
		s := newTestState(t, 4, opts(OptYoungest, tc.youngest), map[string][]string{
			"bank":    {"Tiffin"},
			"stack.0": {"Heatblast"},
			"stack.1": {"Spitter"},
			"stack.2": {"Cannonbolt"},
			"stack.3": {"Grey Matter"},
		})
		// Player 3 has shown their last alien (and player 1 too when
		// bothEmpty); the rest of the stack leaves the game.
		moveAll(&s.stack[2], &s.eliminated)
		if tc.bothEmpty {
			moveAll(&s.stack[0], &s.eliminated)
		}
		passAll(t, s)
		if s.won[tc.winner].n != 1 {
			t.Errorf("youngest=%s, both empty %v: player %d did not win; won: %v %v %v %v", tc.youngest, tc.bothEmpty, tc.winner+1,
				s.won[0].n, s.won[1].n, s.won[2].n, s.won[3].n)
		}
		wantLines(t, logLines(s, engine.Spectator),
			"Player 1 and Player 3 tie at 8: tie-break!",
			"No alien is left for the tie-break: the youngest player, "+playerName(tc.winner)+", wins it.")
		for _, l := range logLines(s, engine.Spectator) {
			if strings.Contains(l, "in the tie-break:") {
				t.Errorf("a tie-break alien was shown: %q", l)
			}
		}
	}
}

// Rulebook 4.6, reshuffling: with reshuffle=on each stack is shuffled before
// its top card is passed left, so the card a player receives varies with
// the seed; with reshuffle=off it is always the card under the one shown.
func TestRule46ReshuffleThenPassLeft(t *testing.T) {
	for _, reshuffle := range []string{"on", "off"} {
		received := map[string]bool{}
		for seed := range uint64(40) {
			st, err := testGame(t).newState(engine.Config{Players: 2, Seed: seed, Options: opts(OptReshuffle, reshuffle),
				Deal: deal2([]string{"Hex", "Tiffin"}, nil, nil)})
			if err != nil {
				t.Fatal(err)
			}
			passAll(t, st)
			a1 := aliensOf(st, 1)
			got := a1[len(a1)-1] // what player 1 passed to player 2
			if !slices.Contains(stack0, got) {
				t.Fatalf("player 2 received %s, which was never player 1's", got)
			}
			received[got] = true
			if err := conservationError(st); err != nil {
				t.Fatal(err)
			}
			want := map[string]string{
				"on":  "Each player shuffles their alien stack and passes the top card face down to the left.",
				"off": "Each player passes the top card of their alien stack face down to the left.",
			}[reshuffle]
			if !hasLine(logLines(st, 0), want) {
				t.Fatalf("reshuffle=%s: the log lacks %q", reshuffle, want)
			}
		}
		switch {
		case reshuffle == "off" && (len(received) != 1 || !received["Wildmutt"]):
			t.Errorf("reshuffle=off: player 2 received %v, want always Wildmutt", received)
		case reshuffle == "on" && len(received) < 5:
			t.Errorf("reshuffle=on: player 2 received only %v over 40 seeds", received)
		}
	}
}

// Rulebook 4.6: a player whose stack is empty passes nothing but still
// receives from the right.
func TestRule46EmptyStackPassesNothing(t *testing.T) {
	s := newTestState(t, 3, opts(OptReshuffle, "off", OptCaughtShort, "all"), map[string][]string{
		"bank":    {"Vilgax", "Tiffin"},
		"stack.0": {"Spitter", "Ditto", "Upchuck"},
		"stack.1": {"Grey Matter"},
		"stack.2": {"Stinkfly", "Wildvine", "Eye Guy"},
	})
	// Player 2 shows their last alien; Vilgax eliminates it.
	moveAll(&s.stack[1], &s.asideAliens)
	passAll(t, s)
	// Player 1 passed Ditto to player 2; player 2 passed nothing; player 3
	// passed Wildvine to player 1.
	if got := aliensOf(s, 1); !slices.Equal(got, []string{"Ditto"}) {
		t.Errorf("player 2 has %v, want [Ditto]", got)
	}
	if got := aliensOf(s, 0); len(got) != 5 || got[0] != "Upchuck" || got[4] != "Wildvine" {
		t.Errorf("player 1 has %v, want Upchuck first and Wildvine last, 5 cards", got)
	}
	if got := aliensOf(s, 2); len(got) != 4 || got[0] != "Eye Guy" {
		t.Errorf("player 3 has %v, want 4 cards from Eye Guy (passed one, received none)", got)
	}
}

// Rulebook 4.6: each player passes the top card of their stack "to the
// left-hand neighbour", the next seat (seat 4 passes to seat 1). With four
// players the left, the right and the player opposite are three different
// seats, so a pass in the wrong direction is caught. With reshuffle=off the
// card passed is the one under the alien shown; with reshuffle=on it is one
// of the passer's own aliens, whatever the seed.
func TestRule46PassLeftWithFourPlayers(t *testing.T) {
	stacks := [][]string{stack0[:5], stack0[5:], stack1[:5], stack1[5:]}
	deal := map[string][]string{"bank": {"Tiffin", "Hex"}}
	for q, st := range stacks {
		deal["stack."+strconv.Itoa(q)] = st
	}
	s := newTestState(t, 4, opts(OptReshuffle, "off"), deal)
	passAll(t, s) // Four Arms (9) defeats Tiffin; every alien shown goes back
	for q := range 4 {
		from := (q + 3) % 4 // the right-hand neighbour
		got := s.names(s.stack[q].cards())
		if want := stacks[from][1]; got[len(got)-1] != want {
			t.Errorf("player %d received %s, want %s from player %d on their right (player %d passed to the left)",
				q+1, got[len(got)-1], want, from+1, from+1)
		}
	}
	for seed := range uint64(20) {
		st, err := testGame(t).newState(engine.Config{Players: 4, Seed: seed, Deal: deal})
		if err != nil {
			t.Fatal(err)
		}
		passAll(t, st)
		for q := range 4 {
			from := (q + 3) % 4
			got := st.names(st.stack[q].cards())
			if !slices.Contains(stacks[from], got[len(got)-1]) {
				t.Errorf("seed %d: player %d received %s, which is not from player %d on their right (%v)",
					seed, q+1, got[len(got)-1], from+1, stacks[from])
			}
		}
	}
}

// Rulebook 5, end of the game: when the bank is empty the most villains
// wins, and equal counts share the win.
func TestRule5EmptyBankEnds(t *testing.T) {
	for _, tc := range []struct {
		name    string
		top1    []string // player 2's first alien against Heatblast (8)
		winners []int
		returns []float64
		summary string
	}{
		{"shared win", []string{"Way Big"}, []int{0, 1}, []float64{0.5, 0.5}, "Player 1 and Player 2 share the win with 9 villains each."},
		{"single winner", nil, []int{0}, []float64{1, 0}, "Player 1 wins with 10 villains."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestState(t, 2, nil, deal2([]string{"Tiffin"}, nil, tc.top1))
			// The other 17 villains are already won: 9 by player 1, 8 by
			// player 2.
			for i := 0; s.bank.n > 0; i++ {
				s.won[min(i/9, 1)].push(s.bank.pop())
			}
			passAll(t, s)
			if !s.Terminal() || s.Actors() != 0 || s.villainsWon {
				t.Fatalf("terminal %v, actors %v, villains won %v", s.Terminal(), s.Actors(), s.villainsWon)
			}
			o := s.Outcome()
			if !o.Over || !slices.Equal(o.Winners, tc.winners) || !slices.Equal(o.Returns, tc.returns) || o.Summary != tc.summary {
				t.Errorf("outcome %+v", o)
			}
			wantLines(t, logLines(s, engine.Spectator), "The villain bank is empty. "+tc.summary)
			if v := s.View(1).(*View); v.Outcome == nil || v.Outcome.Summary != tc.summary {
				t.Errorf("the view's outcome %+v", v.Outcome)
			}
			if err := conservationError(s); err != nil {
				t.Error(err)
			}
		})
	}
	// A villain that wins the last battle goes back under the bank: the
	// bank is not empty and the game goes on.
	s := newTestState(t, 2, nil, deal2([]string{"Vilgax"}, nil, nil))
	for s.bank.n > 0 {
		s.won[0].push(s.bank.pop())
	}
	passAll(t, s)
	if s.Terminal() || s.cards.Card(s.villain).Name != "Vilgax" || s.Turn() != 2 {
		t.Errorf("after Vilgax won the last battle: terminal %v, round %d", s.Terminal(), s.Turn())
	}
}

// Rulebook 5, caught short: "if during the battle the players are caught
// short of the ALIEN CARDS, the game ends with the VILLAINS victorious".
// Player 2 of 3 ends battle 1 with no alien (their right-hand neighbour
// has none to pass either). With caught-short=any the villains win at once;
// with all, player 2 sits out until a card comes to them.
func TestRule5CaughtShort(t *testing.T) {
	setup := func(reading string) *State {
		s := newTestState(t, 3, opts(OptReshuffle, "off", OptCaughtShort, reading), map[string][]string{
			"bank":    {"Vilgax", "Tiffin", "Hex"},
			"stack.0": {"Spitter"},
			"stack.1": {"Grey Matter"},
			"stack.2": {"Stinkfly", "Wildvine", "Eye Guy"},
		})
		moveAll(&s.stack[0], &s.asideAliens)
		moveAll(&s.stack[1], &s.asideAliens)
		passAll(t, s) // Vilgax eliminates all three aliens
		return s
	}
	t.Run("any", func(t *testing.T) {
		s := setup("any")
		if !s.Terminal() || !s.villainsWon {
			t.Fatalf("terminal %v, villains won %v", s.Terminal(), s.villainsWon)
		}
		o := s.Outcome()
		if len(o.Winners) != 0 || o.Summary != "The villains win: the players were caught short of alien cards." || o.Returns[0]+o.Returns[1]+o.Returns[2] != 0 {
			t.Errorf("outcome %+v", o)
		}
		if s.Turn() != 1 {
			t.Errorf("round %d: no new battle should start", s.Turn())
		}
		wantLines(t, logLines(s, engine.Spectator), "The players are caught short of alien cards: the villains win the game!")
	})
	t.Run("all", func(t *testing.T) {
		s := setup("all")
		if s.Terminal() || s.Turn() != 2 {
			t.Fatalf("terminal %v round %d", s.Terminal(), s.Turn())
		}
		if s.fighters.Has(1) || s.Actors().Has(1) || s.shown[1].n != 0 {
			t.Errorf("player 2 (no aliens) fights %v, acts %v", s.fighters.Has(1), s.Actors().Has(1))
		}
		if v := s.View(engine.Spectator).(*View); v.Players[1].Fighting || !v.Players[0].Fighting || !v.Players[2].Fighting {
			t.Errorf("fighting: %v %v %v", v.Players[0].Fighting, v.Players[1].Fighting, v.Players[2].Fighting)
		}
		wantLines(t, logLines(s, engine.Spectator), "Player 2 has no alien cards and sits this battle out.")
		if !strings.Contains(s.View(engine.Spectator).Text(), "sits out") {
			t.Errorf("the text view does not say player 2 sits out:\n%s", s.View(engine.Spectator).Text())
		}
		// Battle 2 against Tiffin: both fighters' aliens return to their
		// stacks, and player 1 passes their only card to player 2, who
		// fights again in battle 3.
		passAll(t, s)
		if s.Turn() != 3 || !s.fighters.Has(1) || !s.Actors().Has(1) {
			t.Errorf("battle %d: player 2 fights %v", s.Turn(), s.fighters.Has(1))
		}
	})
	// Under both readings the villains win when nobody has an alien.
	for _, reading := range []string{"any", "all"} {
		s := newTestState(t, 2, opts(OptCaughtShort, reading), deal2([]string{"Vilgax"}, nil, nil))
		moveAll(&s.stack[0], &s.eliminated)
		moveAll(&s.stack[1], &s.eliminated)
		passAll(t, s)
		if !s.Terminal() || !s.villainsWon {
			t.Errorf("%s: nobody has an alien, but terminal %v villains won %v", reading, s.Terminal(), s.villainsWon)
		}
	}
}

// support-timing=blind: supports are chosen before any alien is seen, and
// shown together with the alien.
func TestBlindSupportTiming(t *testing.T) {
	s := newTestState(t, 2, opts(OptSupportTiming, "blind"), deal2([]string{"Hex"}, nil, nil))
	if s.Actors() != engine.AllPlayers(2) {
		t.Fatalf("actors %v", s.Actors().Slice())
	}
	v := s.View(0).(*View)
	if v.Villain == nil || v.Villain.Name != "Hex" {
		t.Errorf("the villain is not face up while choosing: %+v", v.Villain)
	}
	for _, pv := range v.Players {
		if len(pv.Shown) != 0 || pv.Stack != 10 || pv.Power != 0 {
			t.Errorf("player %d shows %v (stack %d, power %d) before the choice", pv.Seat+1, pv.Shown, pv.Stack, pv.Power)
		}
	}
	for _, l := range logLines(s, 0) {
		if strings.Contains(l, "show") {
			t.Errorf("an alien is shown before the choice: %q", l)
		}
	}
	choose(t, s, 0, "support:plumber-badge")
	choose(t, s, 1, "support:tetrax")
	lines := logLines(s, engine.Spectator)
	want := []string{
		"— Battle 1: the villain Hex (7) comes out of the bank.",
		"Player 1 shows Heatblast (8).",
		"Player 2 shows Spitter (2).",
		"Player 1 plays the support Plumber Badge: +1 to Heatblast (8), power 9.",
		"Player 2 plays the support Tetrax: +2 to Spitter (2), power 4.",
		"Player 1 defeats Hex (7) with power 9.",
	}
	if len(lines) < len(want) || !slices.Equal(lines[:len(want)], want) {
		t.Errorf("log\n  %s\nwant it to begin\n  %s", strings.Join(lines, "\n  "), strings.Join(want, "\n  "))
	}
	// Battle 2 waits for the choices again with no alien shown.
	if s.Turn() != 2 || s.Actors() != engine.AllPlayers(2) || s.shown[0].n != 0 {
		t.Errorf("battle %d: actors %v, shown %d", s.Turn(), s.Actors().Slice(), s.shown[0].n)
	}
	// With revealed timing the aliens are out before the choice.
	r := newTestState(t, 2, nil, deal2([]string{"Hex"}, nil, nil))
	wantLines(t, logLines(r, 0), "You show Heatblast (8).", "Player 2 shows Spitter (2).")
}

// A player who holds no support is not asked; when nobody holds one the
// rounds play themselves.
func TestNoSupportsNoQuestion(t *testing.T) {
	s := newTestState(t, 3, opts(OptCaughtShort, "all"), nil)
	for p := range 3 {
		moveAll(&s.hand[p], &s.asideSupports)
	}
	s.waiting, s.step = 0, stepReveal
	s.advance()
	if !s.Terminal() {
		t.Fatalf("with no supports the game should run to its end; round %d", s.Turn())
	}
	if err := conservationError(s); err != nil {
		t.Error(err)
	}
}

// viewsJSON is every player's view and the spectator's, with each one's log.
func viewsJSON(s *State) string {
	var b strings.Builder
	for p := -1; p < s.n; p++ {
		js, err := json.Marshal(s.View(p))
		if err != nil {
			panic(err)
		}
		b.Write(js)
		entries, next := s.Events(p, 0)
		lines := engine.Texts(entries)
		b.WriteString(strings.Join(lines, "\n"))
		b.WriteString(string(rune('0' + next%10)))
	}
	return b.String()
}

// Illegal moves return an error saying why and leave the state unchanged.
func TestIllegalMoves(t *testing.T) {
	s := newTestState(t, 3, opts(OptReshuffle, "off"), map[string][]string{
		"bank":       {"Tiffin", "Zombozo", "Rojo"},
		"supports.0": {"Grandpa Max", "Azmuth"},
		"supports.1": {"Gwen Tennyson", "Tetrax"},
	})
	check := func(name string, p int, a engine.Action, want string) {
		t.Helper()
		before, state := viewsJSON(s), *s
		state.log = s.log.Copy()
		err := s.Apply(p, a)
		if err == nil {
			t.Errorf("%s: accepted", name)
			return
		}
		if err.Error() != want {
			t.Errorf("%s: error %q, want %q", name, err, want)
		}
		if viewsJSON(s) != before || !reflect.DeepEqual(*s, state) {
			t.Errorf("%s: the refused move changed the state", name)
		}
	}
	heat := supportAction(cardID(t, s, "Heatblast"))
	check("player out of range", 3, noSupport, "there is no seat 3 in a 3-player game (seats 0 to 2)")
	check("negative player", -1, noSupport, "there is no seat -1 in a 3-player game (seats 0 to 2)")
	check("another player's support", 0, supportAction(cardID(t, s, "Tetrax")), "Player 1 does not hold Tetrax")
	check("an alien as a support", 0, heat, "option 1 is not a support card")
	check("an option past the cards", 0, 200, "option 200 is not a support card")
	choose(t, s, 0, "pass")
	check("choosing twice", 0, supportAction(cardID(t, s, "Azmuth")), "Player 1 has already chosen for this battle")
	if _, err := s.ParseAction(0, "support:heatblast"); err == nil || err.Error() != `"heatblast" is not a support card` {
		t.Errorf("ParseAction of an alien: %v", err)
	}
	if _, err := s.ParseAction(0, "attack"); err == nil || !strings.Contains(err.Error(), `"attack" is not an option`) {
		t.Errorf("ParseAction of nonsense: %v", err)
	}
	choose(t, s, 1, "support:gwen-tennyson")
	choose(t, s, 2, "pass")
	// Battle 2: player 2 spends the last support, so in battle 3 player 2
	// is not asked.
	choose(t, s, 0, "pass")
	choose(t, s, 1, "support:tetrax")
	choose(t, s, 2, "pass")
	if s.Turn() != 3 || s.Actors() != engine.PlayerSet(0).With(0).With(2) {
		t.Fatalf("battle %d, actors %v: want battle 3 with players 1 and 3 to choose", s.Turn(), s.Actors().Slice())
	}
	check("a player who is not to act", 1, noSupport, "Player 2 has no choice to make now; waiting for Player 1 and Player 3")
	for g := newPlay(t, "TestIllegalMoves", 1); g.live(s); g.decisions += s.Actors().Len() {
		passAll(t, s)
	}
	check("after the game is over", 0, noSupport, "the game is over")
	if len(s.Legal(0, nil)) != 0 || s.Actors() != 0 {
		t.Errorf("options after the game is over: %v, actors %v", s.Legal(0, nil), s.Actors())
	}
}
