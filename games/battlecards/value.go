package battlecards

import (
	"math"

	"omnideck/kit"
)

// Evaluate judges player p's share of the win in a game in progress, for
// search agents that cut a playout short (engine.Evaluator): each player's
// standing (Energon in the bank, Resources controlled, Robots in play and
// what they can still take, cards in hand), as shares that grow steeply
// with a lead.
func (s *State) Evaluate(p int) float64 {
	if s.over {
		return s.Outcome().Returns[p]
	}
	var standing [maxPlayers]float64
	best := math.Inf(-1)
	for q := range s.n {
		standing[q] = s.standing(q)
		best = max(best, standing[q])
	}
	total, mine := 0.0, 0.0
	for q := range s.n {
		v := math.Exp((standing[q] - best) / 4)
		total += v
		if q == p {
			mine = v
		}
	}
	return mine / total
}

// standing scores player p's position.
func (s *State) standing(p int) float64 {
	v := float64(s.bank[p])/4 + 3*float64(s.controls(p)) + 0.3*float64(s.handSize(p))
	robot := func(id kit.ObjID) {
		if s.ctrl(id) == p && s.card(id).isRobot() {
			v += 1 + float64(max(s.endurance(id)-s.damage(id), 0))/2
		}
	}
	for _, id := range s.t.Zones[zone(p, zHomebase)].Cards {
		robot(id)
	}
	for _, id := range s.t.Zones[s.field()].Cards {
		robot(id)
	}
	return v
}
