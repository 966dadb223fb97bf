package battlecards

import (
	"omnideck/engine"
	"omnideck/kit"
)

// Determinize samples a world for player p (engine.State): a copy in which
// the cards p cannot identify — the other hands, the Supply Decks, less
// what p has seen go where it is — change places among those of the same
// owner, from a canonical order (kit.Table.Redeal), so that the world
// depends only on what p may see. Deck lists are public: p knows which
// cards are hidden, not where. The copy rolls its own dice from its own
// seed and logs nothing.
func (s *State) Determinize(p int, rng *engine.RNG) engine.State {
	w := s.clone()
	w.t.Redeal(p, rng)
	w.rng, w.cfg.Seed = engine.NewRNG(rng.Uint64()), rng.Uint64()
	w.dice.Reset()
	w.jr, w.notes = kit.NewJournal(true), notes{}
	return w
}
