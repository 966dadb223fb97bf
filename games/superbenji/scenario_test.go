package superbenji

import (
	"fmt"
	"strings"
	"testing"

	"omnideck/engine"
)

// table is a scenario: a game set up so a test can place cards exactly and
// then play it through the same Apply that players use.
type table struct {
	t *testing.T
	s *State
}

// newTable starts a game in which Player 1 (seat 0) is in the Main Phase of
// turn 1 with empty hands and pools and nothing in play. Both decks hold
// plain Benji City Citizens, so draws change nothing that matters.
func newTable(t *testing.T, opts ...string) *table {
	t.Helper()
	options := map[string]string{}
	for _, o := range opts {
		k, v, _ := strings.Cut(o, "=")
		options[k] = v
	}
	deck := make([]string, 20)
	for i := range deck {
		deck[i] = "Benji City Citizen"
	}
	st, err := mustGame(t).New(engine.Config{Players: 2, Seed: 1, Options: options,
		Decks: [][]string{deck, deck}, Deal: map[string][]string{"first": {"0"}}})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	for p := range 2 {
		for _, id := range s.players[p].hand {
			s.objs[id].zone = inDeck
			s.players[p].deck = append(s.players[p].deck, id)
		}
		s.players[p].hand = nil
		s.players[p].pool = nil
	}
	if s.dec.kind != decMain || s.dec.player != 0 || s.turn != 1 {
		t.Fatalf("the table did not start in Player 1's main phase: decision %d for %d, turn %d", s.dec.kind, s.dec.player, s.turn)
	}
	return &table{t: t, s: s}
}

func (tb *table) card(name string) *Card {
	tb.t.Helper()
	c, ok := tb.s.game.set.ByName(name)
	if !ok {
		c, ok = tb.s.game.set.ByID(name)
	}
	if !ok {
		tb.t.Fatalf("no card %q", name)
	}
	return c
}

// inPlay puts a card into play under p as if it had been there since an
// earlier turn: ready, able to attack, with no triggers and no actions.
func (tb *table) inPlay(p int, name string) ObjID {
	tb.t.Helper()
	id := tb.s.newObject(tb.card(name), p)
	o := &tb.s.objs[id]
	o.zone, o.enteredTurn = inPlay, 0
	return id
}

// inHand puts a card into p's hand.
func (tb *table) inHand(p int, name string) ObjID {
	tb.t.Helper()
	id := tb.s.newObject(tb.card(name), p)
	tb.s.objs[id].zone = inHand
	tb.s.players[p].hand = append(tb.s.players[p].hand, id)
	return id
}

// onDeck puts a card on top of p's deck.
func (tb *table) onDeck(p int, name string) ObjID {
	tb.t.Helper()
	id := tb.s.newObject(tb.card(name), p)
	tb.s.players[p].deck = append(tb.s.players[p].deck, id)
	return id
}

// pool sets p's Action Pool, as "H H W".
func (tb *table) pool(p int, syms string) {
	tb.t.Helper()
	var ss Symbols
	if err := ss.UnmarshalYAML([]byte(syms)); err != nil {
		tb.t.Fatal(err)
	}
	tb.s.players[p].pool = nil
	for _, sym := range ss {
		tb.s.players[p].pool = append(tb.s.players[p].pool, pooled{sym: sym, src: -1})
	}
}

// codes lists the codes of the options of whoever decides now.
func (tb *table) codes() []string {
	var out []string
	for _, o := range tb.s.options() {
		code, _ := tb.s.describe(o)
		out = append(out, code)
	}
	return out
}

// has reports whether some option's code starts with prefix.
func (tb *table) has(prefix string) bool {
	for _, c := range tb.codes() {
		if strings.HasPrefix(c, prefix) {
			return true
		}
	}
	return false
}

// do answers the current decision of player p with the first option whose
// code starts with prefix, failing the test if there is none.
func (tb *table) do(p int, prefix string) {
	tb.t.Helper()
	if tb.s.over {
		tb.t.Fatalf("do %q: the game is over: %s", prefix, tb.s.result)
	}
	if int(tb.s.dec.player) != p {
		tb.t.Fatalf("do %q: %s is deciding, not %s (options %v)", prefix, playerName(int(tb.s.dec.player)), playerName(p), tb.codes())
	}
	for i, c := range tb.codes() {
		if strings.HasPrefix(c, prefix) {
			if err := tb.s.Apply(p, engine.Action(i)); err != nil {
				tb.t.Fatal(err)
			}
			return
		}
	}
	tb.t.Fatalf("do %q: no such option; the options are %v", prefix, tb.codes())
}

// play plays card id from p's hand; use answers the counter window with
// "pass" when the opponent is asked.
func (tb *table) play(p int, id ObjID) {
	tb.t.Helper()
	tb.do(p, fmt.Sprintf("play:%d:", id))
}

// use activates ability k of card id.
func (tb *table) use(p int, id ObjID, k int) {
	tb.t.Helper()
	tb.do(p, fmt.Sprintf("use:%d:%d:", id, k))
}

// target answers a target question with object id, or a player.
func (tb *table) target(p int, id ObjID) {
	tb.t.Helper()
	tb.do(p, fmt.Sprintf("target:%d:", id))
}

func (tb *table) targetPlayer(p, who int) {
	tb.t.Helper()
	tb.do(p, fmt.Sprintf("target:player%d", who))
}

// payAll answers every "which action pays" question with the first choice.
func (tb *table) payAll() {
	tb.t.Helper()
	for tb.s.dec.kind == decPay {
		tb.do(int(tb.s.dec.player), "pay:")
	}
}

// passAnswer lets the opponent decline to answer a card from hand, if asked.
func (tb *table) passAnswer() {
	tb.t.Helper()
	tb.payAll()
	if tb.s.dec.kind == decCounter {
		tb.do(int(tb.s.dec.player), "pass")
	}
}

// stats of an object now.
func (tb *table) stats(id ObjID) stats { return tb.s.statsOf(id) }

// log is everything logged so far, as a spectator sees it.
func (tb *table) log() string {
	entries, _ := tb.s.Events(engine.Spectator, 0)
	lines := engine.Texts(entries)
	return strings.Join(lines, "\n")
}

// logged fails unless the log says want.
func (tb *table) logged(want string) {
	tb.t.Helper()
	if !strings.Contains(tb.log(), want) {
		tb.t.Errorf("the log does not say %q:\n%s", want, tb.log())
	}
}

// toCombat ends the main phase of the active player.
func (tb *table) toCombat() {
	tb.t.Helper()
	tb.do(tb.s.active, "combat")
}

// endTurn goes to combat, declares no attackers, and lets the turn end; it
// stops at the next decision of the next turn.
func (tb *table) endTurn() {
	tb.t.Helper()
	tb.toCombat()
	tb.do(tb.s.active, "done")
}

func TestTableStartsClean(t *testing.T) {
	tb := newTable(t)
	if len(tb.s.inPlayOf(-1)) != 0 || len(tb.s.players[0].hand) != 0 || tb.s.players[0].life != startingLife {
		t.Fatal("the table is not clean")
	}
	id := tb.inPlay(0, "Benji, Hero of Benji Island")
	tb.pool(0, "H")
	if !tb.has(fmt.Sprintf("use:%d:0:", id)) {
		t.Fatalf("Justice is not offered: %v", tb.codes())
	}
}
