package tftcg

import (
	"omnideck/engine"
	"omnideck/kit"
)

// Determinize returns a world that player p cannot tell from this one:
// the identities of the cards p does not know (the battle decks, the
// opponent's hand, less what p has seen go where it is) are re-dealt among
// themselves, each owner's among that owner's (kit.Table.Redeal:
// canonical, so the world depends only on what p may see). Deck lists are
// open. The world has its own seed and random generator from rng, and an
// empty log. A card face down in a played area is a Secret Action in
// every world, as every player knows (redealSecrets).
func (s *State) Determinize(p int, rng *engine.RNG) engine.State {
	c := s.clone()
	c.rng = engine.NewRNG(rng.Uint64())
	c.cfg.Seed = rng.Uint64()
	c.jr = kit.NewJournal(true)
	c.redealSecrets(c.t.Redeal(p, rng), rng)
	return c
}
