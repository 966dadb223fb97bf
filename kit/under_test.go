package kit

import (
	"slices"
	"testing"

	"omnideck/engine"
)

// Cards under a card: each lies under the card its counter names; a card
// put face up is known to every seat, one put face down only to whoever
// knew it; nobody sees into the pile, and its cards are in no other zone.
func TestBeneathPiles(t *testing.T) {
	tp := newTwoPlayers()
	tb := &tp.t
	under := tb.AddZone(ZoneSpec{Key: "under", Name: "Under", Owner: 0, Vis: NobodySees, Layout: engine.LayoutPile})
	b := Beneath{On: 3}
	host, other := tp.draw(0), tp.draw(0)
	tb.Place(host, tp.field[0], -1, FaceUp)
	tb.Place(other, tp.field[0], -1, FaceUp)
	open := tp.draw(0) // known to its owner, then put face up under host
	hidden := tb.Top(tp.deck[0])
	b.Put(tb, open, host, under, FaceUp)
	b.Put(tb, hidden, host, under, FaceDown)
	mine := tb.Top(tp.deck[0])
	b.Put(tb, mine, other, under, FaceDown)

	if got := slices.Collect(b.Under(tb, under, host)); !slices.Equal(got, []ObjID{open, hidden}) {
		t.Errorf("cards under the host %v, want %v", got, []ObjID{open, hidden})
	}
	if n := b.Count(tb, under, host, nil); n != 2 {
		t.Errorf("%d cards under the host, want 2", n)
	}
	if n := b.Count(tb, under, host, func(id ObjID) bool { return id == open }); n != 1 {
		t.Errorf("%d cards kept under the host, want 1", n)
	}
	if h := b.Host(tb, mine); h != other {
		t.Errorf("the card under the other card lies under %d, want %d", h, other)
	}
	for _, p := range []int{0, 1, engine.Spectator} {
		if !tb.Identifies(p, open) {
			t.Errorf("seat %d does not know the card put face up", p)
		}
		if tb.Identifies(p, hidden) || tb.Sees(p, hidden) {
			t.Errorf("seat %d knows the deck's card put face down", p)
		}
	}
	if tb.Count(tp.hand[0]) != 0 || tb.Count(under) != 3 {
		t.Errorf("the cards under cards are in other zones: hand %d, under %d", tb.Count(tp.hand[0]), tb.Count(under))
	}
}
