package tftcg

import (
	"math"

	"omnideck/engine"
	"omnideck/kit"
)

// Evaluate judges player p's share of the win in a game in progress, for
// search agents that cut a playout short (engine.Evaluator): the Health
// each side's characters have left on the battlefield, a little for the
// untapped ones and for cards in hand, compared; a draw is half a win.
func (s *State) Evaluate(p int) float64 {
	if s.over && s.winners == 0 {
		return 0.5 // a draw
	}
	if s.over {
		return s.Outcome().Returns[p]
	}
	lead := s.outlook(p) - s.outlook(opponent(p))
	return 1 / (1 + math.Exp(-lead/4))
}

// outlook scores player p's side.
func (s *State) outlook(p int) float64 {
	v := 0.0
	for _, id := range s.team[p] {
		if !s.onField(id) {
			continue
		}
		v += 2 + float64(max(s.card(id).Health-s.damage(id), 0))
		if !s.tapped(id) {
			v += 0.5
		}
	}
	return v + 0.3*float64(s.t.Count(zone(p, zHand)))
}

// PlaysCard names the battle card option a plays from hand: an Action, a
// Secret Action or an Upgrade; or the character whose Tap ability it uses
// (engine.CardPlays).
func (s *State) PlaysCard(p int, a engine.Action) string {
	o, ok := s.find(p, a)
	if !ok || (o.Verb != vAction && o.Verb != vSecret && o.Verb != vUpgrade && o.Verb != vTap) || (o.Verb == vUpgrade && o.B == 0) {
		return "" // an Upgrade chosen is played once its character is
	}
	if id := s.byHandle(o.A); id != kit.NoObj {
		return s.card(id).ID
	}
	return ""
}
