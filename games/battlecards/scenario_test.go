package battlecards

import (
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/kit"
	"omnideck/kit/kittest"
)

// filler makes up the decks of a test table: a Resource without Strength
// Support or abilities, so drawing it changes nothing that matters.
const filler = "Power Station"

// table is a game a test sets up by hand (cards placed where it wants
// them) and then plays by option codes, as players do
// (kittest.Scenario); s is the state under the scenario.
type table struct {
	t *testing.T
	s *State
	*kittest.Scenario
}

// newTable starts a game of n players (2 by default, or players=N in
// opts) in which Player 1 (seat 0) is in the Deployment phase of turn 3,
// every player past their first turn, with empty hands and no cards in
// play, 25 Energon each, and decks of fillers; every seat is of the
// Autobot army unless the armies option says otherwise. opts are rule
// options as name=value.
func newTable(t *testing.T, opts ...string) *table {
	t.Helper()
	return newTableOf(t, mustGame(t), opts...)
}

// newTableOf is newTable played with game g.
func newTableOf(t *testing.T, g *Game, opts ...string) *table {
	t.Helper()
	options := map[string]string{}
	n := 2
	for _, o := range opts {
		k, v, _ := strings.Cut(o, "=")
		if k == "players" {
			n = int(v[0] - '0')
			continue
		}
		options[k] = v
	}
	deck := make([]string, DeckSize)
	for i := range deck {
		deck[i] = filler
	}
	decks := make([][]string, n)
	for p := range decks {
		decks[p] = deck
	}
	if _, ok := options[OptArmies]; !ok {
		options[OptArmies] = strings.TrimSuffix(strings.Repeat("autobot,", n), ",")
	}
	st, err := g.New(engine.Config{Players: n, Seed: 1, Options: options,
		Decks: decks, Deal: map[string][]string{"first": {"0"}}})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	tb := &table{t: t, s: s, Scenario: &kittest.Scenario{T: t, S: s, Fresh: func() { s.optsOK = false }}}
	for p := range n {
		for s.handSize(p) > 0 {
			s.t.Place(s.t.Top(zone(p, zHand)), zone(p, zDeck), -1, kit.FaceDown)
		}
		s.turns[p] = 2
		s.bank[p] = startEnergon
	}
	s.turn = 3
	s.optsOK = false
	if s.dec.kind != decDeploy || s.dec.player != 0 {
		t.Fatalf("the table did not start in Player 1's Deployment phase: decision %d for %d", s.dec.kind, s.dec.player)
	}
	return tb
}

// card is the definition named name.
func (tb *table) card(name string) *Card {
	tb.t.Helper()
	c, ok := tb.s.game.set.Lookup(name)
	if !ok {
		tb.t.Fatalf("no card %q", name)
	}
	return c
}

// add makes a new card of p's in zone z, and counts it in p's deck list.
func (tb *table) add(p int, name string, z kit.ZoneID) kit.ObjID {
	tb.t.Helper()
	c := tb.card(name)
	id := tb.s.t.NewObject(kit.CardID(c.seq), p, zone(p, zDeck), kit.FaceDown)
	tb.s.t.Place(id, z, -1, kit.FaceUp)
	tb.s.decks[p] = append(tb.s.decks[p], kit.CardID(c.seq))
	tb.s.optsOK = false
	return id
}

// inHand puts a card into p's hand.
func (tb *table) inHand(p int, name string) kit.ObjID {
	tb.t.Helper()
	return tb.add(p, name, zone(p, zHand))
}

// robot puts a Robot of p's into p's Homebase, in robot mode.
func (tb *table) robot(p int, name string) kit.ObjID {
	tb.t.Helper()
	return tb.add(p, name, zone(p, zHomebase))
}

// resource discovers a Resource of p's into the field, unclaimed.
func (tb *table) resource(p int, name string) kit.ObjID {
	tb.t.Helper()
	id := tb.add(p, name, tb.s.field())
	tb.s.obj(id).Ctrl = -1
	return id
}

// holding puts a Robot of p's on a new Resource: p controls it when the
// Robot has the skill it requires. It returns the Robot and the Resource.
func (tb *table) holding(p int, robot, res string) (kit.ObjID, kit.ObjID) {
	tb.t.Helper()
	r := tb.robot(p, robot)
	x := tb.resource(p, res)
	tb.s.stand(r, x)
	tb.s.optsOK = false
	return r, x
}

// h is card id's handle.
func (tb *table) h(id kit.ObjID) uint32 { return tb.s.handle(id) }

// named is card id as option codes name it: its handle and title.
func (tb *table) named(id kit.ObjID) string { return itoa(tb.h(id)) + tb.s.slug(id) }

// toAction ends Player 1's Deployment phase.
func (tb *table) toAction() {
	tb.t.Helper()
	if tb.s.dec.kind == decDeploy {
		tb.Do(0, "pass")
	}
	if tb.s.dec.kind != decAction {
		tb.t.Fatalf("not in the Action phase: decision %d", tb.s.dec.kind)
	}
}

// challenge makes Player 1 challenge Resource res with Robot id, from the
// Action phase.
func (tb *table) challenge(id, res kit.ObjID) {
	tb.t.Helper()
	tb.toAction()
	tb.DoCode(0, "challenge:"+tb.named(res))
	tb.with(id)
}

// claim makes Player 1 claim Resource res with Robot id.
func (tb *table) claim(id, res kit.ObjID) {
	tb.t.Helper()
	tb.toAction()
	tb.DoCode(0, "claim:"+tb.named(res))
	tb.with(id)
}

// with answers the second step of a claim or challenge, the Robot, unless
// the game took the only one itself.
func (tb *table) with(id kit.ObjID) {
	tb.t.Helper()
	if tb.s.dec.kind == decWith {
		tb.DoCode(0, "with:"+tb.named(id))
	}
	if tb.s.claim.robot != id && tb.s.battle.robots[0] != id {
		tb.t.Fatalf("the claim or challenge is not made with %s", tb.s.card(id).Name)
	}
}

// passAll passes every support question until the battle is resolved.
func (tb *table) passAll() {
	tb.t.Helper()
	for tb.s.dec.kind == decSupport {
		tb.Do(int(tb.s.dec.player), "pass")
	}
}

// do plays the option with this code prefix and card for player p.
func (tb *table) do(p int, verb string, id kit.ObjID) {
	tb.t.Helper()
	tb.Do(p, verb+":"+itoa(tb.h(id))+":")
}

// supportTurn answers support questions of the other side by passing
// until player p is asked.
func (tb *table) supportTurn(p int) {
	tb.t.Helper()
	for tb.s.dec.kind == decSupport && int(tb.s.dec.player) != p {
		tb.Do(int(tb.s.dec.player), "pass")
	}
	if tb.s.dec.kind != decSupport {
		tb.t.Fatalf("%s is not asked for a support card: decision %d", engine.PlayerName(p), tb.s.dec.kind)
	}
}
