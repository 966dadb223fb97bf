package tftcg

import "omnideck/kit"

// What a flip's card text is worth to the heuristic agent: the hints of
// the effects it sets off (each verb's Hint, from what the chooser may
// see).

// effectsValue is what abilities of list triggering on when, from card
// src for player p, are worth to p: their effects' hints, a "you may"
// never below nothing.
func (s *State) effectsValue(p int, src kit.ObjID, list []Ability, when string) float64 {
	v := 0.0
	for i := range list {
		a := &list[i]
		if a.When != when || (a.If != nil && !a.If.Holds(s, kit.Ctx{Src: src, Ctrl: p})) {
			continue
		}
		x := s.abilityHint(p, src, a, i)
		if a.May || a.Cost != nil {
			x = max(x-0.5, 0)
		}
		v += x
	}
	return v
}

// flipToValue is what flipping character id to its other mode sets off
// for player p: its "when you flip to this mode" abilities.
func (s *State) flipToValue(p int, id kit.ObjID) float64 {
	return s.flipToValueTo(p, id, s.nextMode(id))
}

// flipToValueTo is flipToValue for a flip to mode next: its "when you
// flip to this mode" abilities on the battlefield, its "when this is in
// your KO area and you flip to this mode" ones in the KO area.
func (s *State) flipToValueTo(p int, id kit.ObjID, next int) float64 {
	if s.rules.basic {
		return 0
	}
	when := WhenFlipTo
	if !s.onField(id) {
		when = WhenKOFlipTo
	}
	return s.effectsValue(p, id, s.card(id).Modes[next].Abilities, when)
}

// abilityHint is the sum of the hints of the effects of ability a (the
// i-th of card src's list) for player p, read with one of the state's
// hint jobs, so that judging allocates nothing.
func (s *State) abilityHint(p int, src kit.ObjID, a *Ability, i int) float64 {
	j := s.hintJobs.Take(jobCard, src, p, a.Do)
	defer s.hintJobs.Done()
	j.Ability = int16(i)
	v := 0.0
	for e := range a.Do {
		v += runner.Verbs.Hint(s, p, j, &a.Do[e])
	}
	return v
}
