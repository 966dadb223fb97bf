package kit

import "testing"

// A discard cost of N cards can be paid with exactly N cards in hand
// beside the card being paid for, and not with N-1; paying with exactly N
// asks nothing and discards them all.
func TestDiscardFromHandAtItsEdge(t *testing.T) {
	for _, held := range []int{2, 1} {
		g := newToy()
		src := g.card(10, 0, g.hand[0]) // the card being paid for, in hand
		for range held {
			g.card(7, 0, g.hand[0])
		}
		discard := &DiscardFromHand[*toy]{Verb: 9, N: func(*toy, *Job) int { return 2 },
			Hand:    func(g *toy, p int) ZoneID { return g.hand[p] },
			Discard: func(g *toy, j *Job, id ObjID) { g.t.Place(id, g.disc[0], -1, FaceUp) }}
		j := NewJob(0, src, 0, nil)
		if can := discard.CanPay(g, &j); can != (held == 2) {
			t.Errorf("a cost of 2 with %d other cards in hand: payable %v", held, can)
		}
		if held != 2 {
			continue
		}
		if discard.Asks(g, &j) {
			t.Error("paying 2 with exactly 2 cards asks which")
		}
		discard.Pay(g, &j)
		if n := g.t.Count(g.disc[0]); n != 2 || g.t.Objs[src].Zone != g.hand[0] {
			t.Errorf("paying discarded %d cards (want 2) or the card paid for", n)
		}
	}
}
