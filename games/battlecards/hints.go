package battlecards

import (
	"omnideck/engine"
	"omnideck/kit"
)

// Hint scores player p's option a for the heuristic agent (engine.Hinter),
// reading only what p sees. It deploys the strongest Robot it can pay
// for, discovers high yields, claims with Robots likely to hold, challenges
// when stronger, supports a battle while it can still be won or saved,
// and keeps Energon in the bank. An action that is not an option scores 0.
func (s *State) Hint(p int, a engine.Action) float64 {
	if o, ok := s.find(p, a); ok {
		return s.hint(p, o, s.byHandle(o.A), s.byHandle(o.B))
	}
	return 0
}

// hint scores option o, about cards x and y, for player p.
func (s *State) hint(p int, o kit.Option, x, y kit.ObjID) float64 {
	switch o.Verb {
	case vDiscover:
		return 3 + float64(s.card(x).Yield)
	case vDeploy:
		d := s.card(x)
		if s.rules.survival && int(s.bank[p])-d.Cost <= 3 {
			return -5
		}
		return 4 + float64(d.Strength+d.Endurance)/2 - float64(d.Cost)/4
	case vHome, vSwap, vMove:
		return -1
	case vEndPhase:
		return 0
	case vAdvantage:
		return s.effectsHint(p, x, s.card(x).Effects)
	case vTransform:
		return s.transformHint(x)
	case vClaim, vChallenge:
		// As good as the best Robot to do it with.
		best := 0.0
		for i, id := range s.t.Zones[zone(p, zHomebase)].Cards {
			if v := s.assaultHint(p, o.Verb, id, y); i == 0 || v > best {
				best = v
			}
		}
		return best
	case vWith:
		return s.assaultHint(p, s.pick.verb, x, y)
	case vContest:
		return s.edge(x, s.claim.robot) + 1
	case vLetStand:
		return 0
	case vSupportEffect, vStrength, vTransformBattler, vJoin:
		return s.supportHint(p, o, x)
	case vPass:
		return 0.5
	case vHit:
		return 1 + float64(s.card(s.battle.robots[s.battle.side]).Cost-s.card(x).Cost)
	case vNoHit:
		return 0
	case vScience:
		if s.rules.survival && int(s.bank[p])-s.card(x).Skills.Science <= 3 {
			return -1
		}
		return 1
	case vNoScience:
		return 0.5
	case vTarget:
		return s.targetHint(p, x)
	case vTargetPlayer:
		if int(o.C) == p {
			return 1
		}
		return 0
	}
	return 0
}

// assaultHint values claiming (verb vClaim) or challenging Resource res
// with Robot id: a claim with a Robot likely to hold it, a challenge
// when stronger.
func (s *State) assaultHint(p int, verb uint8, id, res kit.ObjID) float64 {
	if verb == vChallenge {
		return s.edge(id, s.holder(res)) + float64(s.card(res).Yield)
	}
	return 5 + float64(s.card(res).Yield) + float64(s.speed(id))/2 + float64(s.strength(id))/4 - s.threat(p, id)
}

// edge is how much stronger Robot a is than Robot d, by Strength and
// Endurance left.
func (s *State) edge(a, d kit.ObjID) float64 {
	return float64(s.strength(a)-s.strength(d)) + float64(s.endurance(a)-s.damage(a)-(s.endurance(d)-s.damage(d)))/3
}

// threat is how likely an opponent's Robot in Homebase is to contest a
// claim by Robot id: the best edge any of them has over it.
func (s *State) threat(p int, id kit.ObjID) float64 {
	worst := 0.0
	for q := range s.n {
		if q == p {
			continue
		}
		for _, r := range s.t.Zones[zone(q, zHomebase)].Cards {
			if s.speed(r) >= s.speed(id) {
				worst = max(worst, s.edge(r, id)+2)
			}
		}
	}
	return worst
}

// transformHint values transforming Robot id in the Action phase: worth
// it when its ALT MODE is faster and it stays in Homebase, ready to
// support.
func (s *State) transformHint(id kit.ObjID) float64 {
	d := s.card(id)
	if s.alt(id) {
		return -0.5
	}
	if s.on(id) != kit.NoObj {
		return -2
	}
	return float64(d.Alt.Speed-d.Speed)/4 - 0.5
}

// supportHint values a support card in battle: it is worth playing while
// my side is behind or level, or to secure a lead against the dice.
func (s *State) supportHint(p int, o kit.Option, x kit.ObjID) float64 {
	b := &s.battle
	i := b.sideOf(p)
	if i < 0 {
		return 0
	}
	gap := s.strength(b.robots[i]) - s.strength(b.robots[1-i])
	if s.card(b.robots[1-i]).Skills.Combat > 0 {
		gap -= 1
	}
	need := 1.0
	if gap > 3 {
		need = -1
	}
	switch o.Verb {
	case vStrength:
		return need*float64(s.card(x).Support) - 1
	case vSupportEffect:
		return need*s.effectsHint(p, x, s.card(x).Effects) - 0.5
	case vTransformBattler:
		d := s.card(x)
		if s.alt(x) {
			return need * float64(d.Strength-d.Alt.Strength)
		}
		return need * (float64(d.Alt.Strength-d.Strength) + s.effectsHint(p, x, d.Alt.Power))
	case vJoin:
		return need*s.effectsHint(p, x, s.card(x).Alt.Power) - 0.5
	}
	return 0
}

// effectsHint values effects from card src for player p, read with one
// of the state's hint jobs, so that judging allocates nothing.
func (s *State) effectsHint(p int, src kit.ObjID, effects []kit.Effect) float64 {
	j := s.hintJobs.Take(jobPower, src, p, effects)
	defer s.hintJobs.Done()
	v := 0.0
	for i := range effects {
		v += verbs.Hint(s, p, j, &effects[i])
	}
	return v
}

// targetHint values choosing card id as the target of the effect being
// resolved: my Robots for good effects, the others' for harm.
func (s *State) targetHint(p int, id kit.ObjID) float64 {
	j := &s.play.job
	good := verbs.Hint(s, p, j, &j.Effects[j.PC]) >= 0
	d := s.card(id)
	v := float64(d.Cost + d.Strength)
	if s.zoneKey(id) == zScrap || s.zoneKey(id) == zHand {
		return v
	}
	if (s.ctrl(id) == p) != good {
		return -v
	}
	return v
}
