package superbenji

import (
	"cmp"
	"slices"

	"omnideck/engine"
)

// Determinize returns a world that player p cannot tell from this one. The
// cards p does not know (handle.go: the other player's hand, both decks,
// the cards the other player looks at, less those p has seen go where they
// are) get their identities re-dealt, each owner's among that owner's:
// deck lists are public (docs/rules/superbenji.md), so p knows which cards
// those are, only not where. Everything else stays: objects, handles,
// places, and all p sees. To depend only on what p may see, the cards to
// re-deal are taken in the order of their places, and their identities
// sorted by card before rng shuffles them. The world has its own seed and
// random generator, drawn from rng, and an empty log.
func (s *State) Determinize(p int, rng *engine.RNG) engine.State {
	c := s.clone()
	c.rng = engine.NewRNG(rng.Uint64())
	c.cfg.Seed = rng.Uint64()
	c.log = engine.NewLog(true)
	c.quiet = true
	c.cards = nil
	for q := range 2 {
		c.redeal(p, q, rng)
	}
	c.statics = c.statics[:0]
	for i := range c.objs {
		if len(c.objs[i].def.Statics) > 0 {
			c.statics = append(c.statics, ObjID(i))
		}
	}
	return c
}

// redeal re-deals the identities of the cards of owner q that p does not
// know.
func (s *State) redeal(p, q int, rng *engine.RNG) {
	var places []ObjID
	unknown := func(ids []ObjID) {
		for _, id := range ids {
			if !s.identifiable(p, id) && int(s.objs[id].owner) == q {
				places = append(places, id)
			}
		}
	}
	pl := &s.players[q]
	unknown(pl.hand)
	unknown(pl.deck)
	for i := range s.jobs {
		unknown(s.jobs[i].look)
	}
	if len(places) < 2 {
		return
	}
	cards := make([]*Card, len(places))
	for i, id := range places {
		cards[i] = s.objs[id].printed
	}
	slices.SortFunc(cards, func(a, b *Card) int { return cmp.Compare(a.seq, b.seq) })
	engine.Shuffle(rng, cards)
	for i, id := range places {
		o := &s.objs[id]
		o.printed = cards[i]
		o.def = s.game.set.Definition(cards[i])
	}
}
