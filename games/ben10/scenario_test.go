package ben10

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"omnideck/carddata"
	"omnideck/engine"
	"omnideck/kit"
	"omnideck/kit/kittest"
)

// table is a scenario: a game set up so that a test can place cards
// exactly and then play it through the same codes and Apply that players
// use (kittest.Scenario).
type table struct {
	*kittest.Scenario
	t *testing.T
	s *State
}

// filler is the card both decks are made of: a Character with no
// abilities, so that draws change nothing that matters.
const filler = "Mutant Frog"

// newTable starts a game in which Player 1 (seat 0) is in their Main
// sequence of turn 3, both players past their first turns, with empty
// hands and battlefields, and decks of plain Mutant Frogs. opts are rule
// options as name=value.
func newTable(t *testing.T, opts ...string) *table {
	t.Helper()
	options := map[string]string{}
	for _, o := range opts {
		k, v, _ := strings.Cut(o, "=")
		options[k] = v
	}
	deck := make([]string, DeckSize)
	for i := range deck {
		deck[i] = filler
	}
	st, err := mustGame(t).New(engine.Config{Players: 2, Seed: 1, Options: options,
		Decks: [][]string{deck, deck}, Deal: map[string][]string{"first": {"0"}}})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	tb := &table{t: t, s: s, Scenario: newScenario(t, s)}
	tb.Do(0, "keep")
	tb.Do(1, "keep")
	for p := range 2 {
		for s.handSize(p) > 0 {
			s.t.Place(s.t.Top(zone(p, zHand)), zone(p, zDeck), -1, kit.FaceDown)
		}
	}
	s.turn, s.turns = 3, [2]int16{2, 1}
	s.optsOK = false
	if s.dec.kind != decMain || s.dec.player != 0 {
		t.Fatalf("the table did not start in Player 1's Main sequence: decision %d for %d", s.dec.kind, s.dec.player)
	}
	return tb
}

// newScenario drives s through its codes.
func newScenario(t *testing.T, s *State) *kittest.Scenario {
	return &kittest.Scenario{T: t, S: s, Fresh: func() { s.optsOK = false }}
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

// add makes a new card of p's, in zone z, face up or down, and counts it
// in p's deck list (which says what Tricks p may hold).
func (tb *table) add(p int, name string, z kit.ZoneID, slot int, face kit.Face) kit.ObjID {
	tb.t.Helper()
	c := tb.card(name)
	id := tb.s.t.NewObject(kit.CardID(c.seq), p, zone(p, zDeck), kit.FaceDown)
	tb.s.t.Place(id, z, slot, face)
	tb.s.decks[p] = append(tb.s.decks[p], kit.CardID(c.seq))
	tb.s.initTricks()
	tb.s.optsOK = false
	return id
}

// slugOf is a card name as codes write it.
func slugOf(name string) string { return carddata.Code(name) }

// areaOf names an area: "earth" or "space".
func areaIndex(area string) int {
	if area == "space" {
		return 1
	}
	return 0
}

// inPlay puts a Character of p's face up in area, as if it had been there
// since an earlier turn.
func (tb *table) inPlay(p int, name, area string) kit.ObjID {
	tb.t.Helper()
	return tb.add(p, name, areaZone(p, areaIndex(area)), -1, kit.FaceUp)
}

// setCard puts a card of p's face down in area as a Set card.
func (tb *table) setCard(p int, name, area string) kit.ObjID {
	tb.t.Helper()
	return tb.add(p, name, areaZone(p, areaIndex(area)), -1, kit.FaceDown)
}

// inHand puts a card into p's hand.
func (tb *table) inHand(p int, name string) kit.ObjID {
	tb.t.Helper()
	return tb.add(p, name, zone(p, zHand), -1, kit.FaceUp)
}

// hold gives p a Trick to hold in hand: a player with cards in hand is
// always asked in their Main sequence, so the turn does not end by itself
// once nothing else can be done.
func (tb *table) hold(p int) kit.ObjID {
	tb.t.Helper()
	return tb.inHand(p, "Ambush")
}

// onDeck puts a card on top of p's deck.
func (tb *table) onDeck(p int, name string) kit.ObjID {
	tb.t.Helper()
	return tb.add(p, name, zone(p, zDeck), -1, kit.FaceDown)
}

// pair puts a transformed pair of p's in area: alien on human, with a
// Transformation deck of n cards from the top of p's deck.
func (tb *table) pair(p int, alien, human, area string, n int) (kit.ObjID, kit.ObjID) {
	tb.t.Helper()
	h := tb.inPlay(p, human, area)
	a := tb.inPlay(p, alien, area)
	s := tb.s
	slot := int(s.obj(h).Slot)
	s.t.Attach(a, h)
	s.t.Place(a, areaZone(p, areaIndex(area)), slot, kit.FaceUp)
	for range n {
		s.t.Place(s.t.Top(zone(p, zDeck)), zone(p, zTDeck), -1, kit.FaceDown)
	}
	s.optsOK = false
	return a, h
}

// h is card id's handle, as codes write it.
func (tb *table) h(id kit.ObjID) int { return int(tb.s.obj(id).Handle) }

// attack makes p's Character a attack card b (kit.NoObj: directly), and
// lets every Trick chance go by.
func (tb *table) attack(p int, a, b kit.ObjID) {
	tb.t.Helper()
	tb.declare(p, a, b)
	tb.passAll()
}

// declare makes p's Character a attack card b (kit.NoObj: directly), in
// the one step or the two the Main sequence asks: an attacker with
// several possible targets is chosen first, then its target.
func (tb *table) declare(p int, a, b kit.ObjID) {
	tb.t.Helper()
	if b == kit.NoObj {
		tb.DoCode(p, fmt.Sprintf("direct:%d", tb.h(a)))
		return
	}
	code := fmt.Sprintf("attack:%d:%d", tb.h(a), tb.h(b))
	if !slices.Contains(tb.Codes(p), code) {
		tb.DoCode(p, fmt.Sprintf("attack:%d", tb.h(a)))
	}
	tb.DoCode(p, code)
}

// set makes p set card id from hand face down in area ("earth" or
// "space"), in one step or two as the Main sequence asks.
func (tb *table) set(p int, id kit.ObjID, area string) {
	tb.t.Helper()
	one := fmt.Sprintf("set:%d:%s", tb.h(id), slugOf(tb.s.card(id).Name))
	if !slices.Contains(tb.Codes(p), one+":"+area) {
		tb.DoCode(p, one)
	}
	tb.DoCode(p, one+":"+area)
}

// passAll lets every chance to activate a Trick go by.
func (tb *table) passAll() {
	for !tb.s.over && tb.s.dec.kind == decRunner && tb.s.dec.ask == kit.AskWindow {
		tb.Do(int(tb.s.dec.player), "pass")
	}
}

// endTurn ends the active player's Main sequence and turn without
// transforming, letting Trick chances go by, up to the next player's first
// question after their Open phase.
func (tb *table) endTurn() {
	tb.t.Helper()
	p := tb.s.active
	tb.passAll()
	tb.Do(p, "end")
	tb.passAll()
	tb.DoIf(p, "no-transform")
	tb.passAll()
}

// where is where card id is: "hand", "deck", "discard", "earth", "space",
// "transformation", "used" or "under".
func (tb *table) where(id kit.ObjID) string {
	o := tb.s.obj(id)
	if o.Over != kit.NoObj {
		return "under"
	}
	if o.Zone == kit.NoZone {
		return "nowhere"
	}
	return tb.s.t.Zones[o.Zone].Key
}

// is fails the test unless card id is where want says.
func (tb *table) is(id kit.ObjID, want string) {
	tb.t.Helper()
	if got := tb.where(id); got != want {
		tb.t.Errorf("%s is in %s, want %s", tb.s.card(id).Name, got, want)
	}
}

// injured reports whether card id is injured.
func (tb *table) injured(id kit.ObjID) bool { return tb.s.obj(id).Has(flInjured) }

// life is p's Life.
func (tb *table) life(p int) int { return int(tb.s.life[p]) }

func TestTableStartsClean(t *testing.T) {
	tb := newTable(t)
	if tb.s.handSize(0) != 0 || tb.s.handSize(1) != 0 || tb.s.countInPlay() != 0 || tb.life(0) != maxLife {
		t.Fatal("the table is not clean")
	}
	a := tb.inPlay(0, "Fourarms", "earth")
	tb.inPlay(1, "Mutant Frog", "space")
	if !tb.Has(0, fmt.Sprintf("direct:%d", tb.h(a))) {
		t.Fatalf("a direct attack is not offered: %v", tb.Codes(0))
	}
}
