package omnitrix

// Evaluate judges player p's share of the win in a game in progress, for
// search agents that cut a playout short (engine.Evaluator): the villains
// each player has collected, and a little for the support cards each still
// holds, as shares of the table's total.
func (s *State) Evaluate(p int) float64 {
	if s.over {
		return s.Outcome().Returns[p]
	}
	total, mine := 0.0, 0.0
	for q := range s.n {
		v := 1 + float64(s.won[q].n) + 0.3*float64(s.hand[q].n)
		total += v
		if q == p {
			mine = v
		}
	}
	return mine / total
}
