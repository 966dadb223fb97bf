package superbenji

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/kit"
)

// table is a scenario: a game set up so a test can place cards exactly and
// then play it through the same Apply that players use.
type table struct {
	t *testing.T
	s *State
	// held is the Delay Player 1 holds so that their Main Phase waits for
	// them (newTable), or -1.
	held ObjID
}

// newTable starts a game in which Player 1 (seat 0) is in the Main Phase of
// turn 1 with empty pools and nothing in play. Player 2's hand is empty;
// Player 1 holds only a Delay, a card that can only answer one of Player
// 2's, so that their Main Phase waits for them as a player's does who holds
// a card (a player with nothing in hand and nothing to use is not asked,
// legal.go). Both decks hold plain Benji City Citizens, so draws change
// nothing that matters.
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
		for _, id := range slices.Clone(s.hand(p)) {
			s.toDeckTop(id)
			s.t.Objs[id].Known = 0
		}
		s.players[p].pool = nil
	}
	s.stale()
	if s.dec.kind != decMain || s.dec.player != 0 || s.turn != 1 {
		t.Fatalf("the table did not start in Player 1's main phase: decision %d for %d, turn %d", s.dec.kind, s.dec.player, s.turn)
	}
	tb := &table{t: t, s: s, held: -1}
	tb.held = tb.holdMain(0)
	return tb
}

// hand is p's hand without the Delay the table gave Player 1 to hold.
func (tb *table) hand(p int) []ObjID {
	return slices.DeleteFunc(slices.Clone(tb.s.hand(p)), func(id ObjID) bool { return id == tb.held })
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

// holdMain gives player p a Delay to hold: a card that can only answer an
// opponent's card, so their Main Phase waits for them instead of ending by
// itself once they have nothing else to do (a player with no card in hand
// and nothing to use is not asked: legal.go). It returns the Delay.
func (tb *table) holdMain(p int) ObjID {
	tb.t.Helper()
	return tb.inHand(p, "Delay")
}

// done ends a declaration of attackers or blockers, or an "up to" choice of
// targets, if player p is still asked.
func (tb *table) done(p int) {
	tb.t.Helper()
	if !tb.s.over && int(tb.s.dec.player) == p && slices.Contains(tb.codes(), "done") {
		tb.do(p, "done")
	}
}

// pass passes priority, or lets a card resolve unanswered, if player p is
// asked (a player with no card in hand and nothing to use is not).
func (tb *table) pass(p int) {
	tb.t.Helper()
	if !tb.s.over && int(tb.s.dec.player) == p && slices.Contains(tb.codes(), "pass") {
		tb.do(p, "pass")
	}
}

// h is the handle of object id, as codes write it.
func (tb *table) h(id ObjID) int32 { return int32(tb.s.t.Objs[id].Handle) }

// inPlay puts a card into play under p as if it had been there since an
// earlier turn: ready, able to attack, with no triggers and no actions.
func (tb *table) inPlay(p int, name string) ObjID {
	tb.t.Helper()
	id := tb.s.newObject(tb.card(name), p)
	tb.put(id)
	return id
}

// put moves object id into play, as if it had been there since an earlier
// turn, leaving whatever list held it.
func (tb *table) put(id ObjID) {
	s := tb.s
	s.t.Place(id, zPlay, -1, kit.FaceUp)
	s.objs[id].enteredTurn = 0
	s.stale()
}

// inHand puts a card into p's hand.
func (tb *table) inHand(p int, name string) ObjID {
	tb.t.Helper()
	id := tb.s.newObject(tb.card(name), p)
	tb.s.toHand(id)
	tb.s.stale()
	return id
}

// onDeck puts a card on top of p's deck.
func (tb *table) onDeck(p int, name string) ObjID {
	tb.t.Helper()
	id := tb.s.newObject(tb.card(name), p)
	tb.s.stale()
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
	tb.s.stale()
}

// codes lists the codes of the options of whoever decides now (none once
// the game is over).
func (tb *table) codes() []string {
	tb.s.stale() // a test may have changed the state by hand
	if tb.s.over || tb.s.dec.kind == decNone {
		return nil
	}
	var out []string
	for _, o := range tb.s.options() {
		out = append(out, tb.s.code(o))
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

// apply makes player p's choice o through Apply, as a player would.
func (tb *table) apply(p int, o option) {
	tb.t.Helper()
	if err := tb.s.Apply(p, tb.s.encode(&o)); err != nil {
		tb.t.Fatal(err)
	}
}

// do answers the current decision of player p with the first option whose
// code starts with prefix, failing the test if there is none.
func (tb *table) do(p int, prefix string) {
	tb.t.Helper()
	if tb.s.over {
		tb.t.Fatalf("do %q: the game is over: %s", prefix, tb.s.result)
	}
	if int(tb.s.dec.player) != p {
		tb.t.Fatalf("do %q: %s is deciding, not %s (decision %d, options %v)", prefix, playerName(int(tb.s.dec.player)), playerName(p), tb.s.dec.kind, tb.codes())
	}
	codes := tb.codes()
	for i, c := range codes {
		if strings.HasPrefix(c, prefix) {
			tb.apply(p, tb.s.options()[i])
			return
		}
	}
	tb.t.Fatalf("do %q: no such option; the options are %v", prefix, codes)
}

// pick answers p's decision with the option of verb v about object id
// (and number n, where the verb has one). When the option for a card is
// named by another copy alike to it, the test is told so: it should name
// the copy the game offers.
func (tb *table) pick(p int, v verb, id ObjID, n int32) {
	tb.t.Helper()
	if tb.s.over || int(tb.s.dec.player) != p || tb.s.dec.kind == decNone {
		tb.t.Fatalf("%s %s: %s is not deciding (decision %d for %s, over %v %s)", verbWords[v], tb.s.name(id), playerName(p),
			tb.s.dec.kind, playerName(int(tb.s.dec.player)), tb.s.over, tb.s.result)
	}
	tb.s.stale()
	for _, o := range tb.s.options() {
		if o.verb == v && o.a == id && o.n == n {
			tb.apply(p, o)
			return
		}
	}
	for _, o := range tb.s.options() {
		if o.verb == v && o.a >= 0 && o.n == n && tb.s.alike(o.a, id) {
			// The option names a copy alike to id: either is the same
			// choice, so the test's copy takes the other's place and
			// handle, and stands for them.
			tb.swap(o.a, id)
			o.a = id
			tb.apply(p, o)
			return
		}
	}
	tb.t.Fatalf("%s %s (#%d): no such option; the options are %v", verbWords[v], tb.s.name(id), tb.h(id), tb.codes())
}

// swap exchanges two alike objects' places and handles.
func (tb *table) swap(a, b ObjID) {
	s := tb.s
	s.t.Objs[a].Handle, s.t.Objs[b].Handle = s.t.Objs[b].Handle, s.t.Objs[a].Handle
	var lists [][]ObjID
	for z := range s.t.Zones {
		lists = append(lists, s.t.Zones[z].Cards)
	}
	for _, l := range lists {
		i, j := slices.Index(l, a), slices.Index(l, b)
		if i >= 0 && j >= 0 {
			l[i], l[j] = l[j], l[i]
		}
	}
	s.stale()
}

// play plays card id from p's hand.
func (tb *table) play(p int, id ObjID) {
	tb.t.Helper()
	tb.pick(p, vPlay, id, 0)
}

// use activates ability k of card id.
func (tb *table) use(p int, id ObjID, k int) {
	tb.t.Helper()
	tb.pick(p, vUse, id, int32(k))
}

// target answers a target question with object id. When id was the only
// choice the game chose it without asking (legal.go), and there is nothing
// to answer: the test checks the effect.
func (tb *table) target(p int, id ObjID) {
	tb.t.Helper()
	if tb.s.over || tb.s.dec.kind != decTarget || int(tb.s.dec.player) != p {
		return
	}
	tb.pick(p, vTarget, id, 0)
}

func (tb *table) targetPlayer(p, who int) {
	tb.t.Helper()
	tb.do(p, fmt.Sprintf("target:player%d", who))
}

// payAll answers the "how to pay" question, if asked, with the first way.
func (tb *table) payAll() {
	tb.t.Helper()
	for tb.s.dec.kind == decPay && !tb.s.over {
		tb.do(int(tb.s.dec.player), "pay:")
	}
}

// passAnswer lets the opponent decline to answer a card from hand, if asked.
func (tb *table) passAnswer() {
	tb.t.Helper()
	tb.payAll()
	if tb.s.dec.kind == decCounter && !tb.s.over {
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

// toCombat ends the main phase of the active player (the game ends it by
// itself when there is nothing else to do).
func (tb *table) toCombat() {
	tb.t.Helper()
	if tb.s.dec.kind == decMain && !tb.s.over {
		tb.do(tb.s.active, "combat")
	}
}

// endTurn goes to combat, declares no attackers, and lets the turn end; it
// stops at the next decision of the next turn.
func (tb *table) endTurn() {
	tb.t.Helper()
	tb.toCombat()
	if tb.s.dec.kind == decAttack && !tb.s.over {
		tb.do(tb.s.active, "done")
	}
}

func TestTableStartsClean(t *testing.T) {
	tb := newTable(t)
	if len(tb.s.inPlayOf(-1)) != 0 || len(tb.hand(0)) != 0 || len(tb.hand(1)) != 0 || tb.s.players[0].life != startingLife {
		t.Fatal("the table is not clean")
	}
	id := tb.inPlay(0, "Benji, Hero of Benji Island")
	tb.pool(0, "H")
	if !tb.has(fmt.Sprintf("use:%d:0:", tb.h(id))) {
		t.Fatalf("Justice is not offered: %v", tb.codes())
	}
}
