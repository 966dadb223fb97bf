package superbenji

import (
	"omnideck/engine"
	"omnideck/kit"
)

// Determinize returns a world that player p cannot tell from this one. The
// cards p does not know (handle.go: the other player's hand, both decks,
// the cards the other player looks at, less those p has seen go where they
// are) get their identities re-dealt, each owner's among that owner's
// (kit.Table.Redeal): deck lists are public (docs/rules/superbenji.md), so
// p knows which cards those are, only not where. Everything else stays:
// objects, handles, places, and all p sees. The world has its own seed and
// random generator, drawn from rng, and an empty log.
func (s *State) Determinize(p int, rng *engine.RNG) engine.State {
	c := s.clone()
	c.rng = engine.NewRNG(rng.Uint64())
	c.cfg.Seed = rng.Uint64()
	c.log = engine.NewLog(true)
	c.quiet = true
	c.refs = kit.NewRefs(true)
	c.refx, c.changes = nil, nil
	for _, id := range c.t.Redeal(p, rng) {
		c.objs[id].def = c.game.set.defs[c.t.Objs[id].Card]
	}
	c.statics = c.statics[:0]
	for i := range c.objs {
		if len(c.def(ObjID(i)).Statics) > 0 {
			c.statics = append(c.statics, ObjID(i))
		}
	}
	return c
}
