package ben10

import (
	"math"

	"omnideck/kit"
)

// Evaluate judges how well player p stands in a game in progress, between
// 0 and 1, for search agents that cut a playout short (engine.Evaluator):
// each side's Life, what its cards in Earth and Space are worth, and its
// cards in hand, compared.
func (s *State) Evaluate(p int) float64 {
	if s.over {
		return s.Outcome().Returns[p]
	}
	lead := s.standing(p) - s.standing(opponent(p))
	return 1 / (1 + math.Exp(-lead/2))
}

// standing scores player p's side: Life in thousands, the worth of each
// card in its areas as its owner judges it, and a little for each card in
// hand.
func (s *State) standing(p int) float64 {
	v := float64(s.life[p]) / 1000
	for a := range 2 {
		s.eachInArea(p, a, func(id kit.ObjID) { v += s.worth(p, id) })
	}
	return v + 0.2*float64(s.handSize(p))
}
