package superbenji

import "math"

// Evaluate judges how well player p stands in a game in progress, between 0
// and 1, for search agents that cut a playout short (engine.Evaluator):
// each side's Health, what its characters in play could still deal and
// take, its other permanents and its cards in hand, compared.
func (s *State) Evaluate(p int) float64 {
	if s.over {
		return s.Outcome().Returns[p]
	}
	lead := s.standing(p) - s.standing(1-p)
	return 1 / (1 + math.Exp(-lead/6))
}

// standing scores player p's side of the table.
func (s *State) standing(p int) float64 {
	v := float64(s.players[p].life)
	for _, id := range s.field() {
		if s.ctrl(id) != p {
			continue
		}
		st := s.statsOf(id)
		if !st.character {
			v++
			continue
		}
		v += 0.5*float64(max(st.attack, 0)) + 0.5*float64(max(st.health-int(s.objs[id].damage), 0))
	}
	return v + 0.5*float64(len(s.hand(p)))
}
