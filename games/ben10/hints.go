package ben10

import (
	"omnideck/engine"
	"omnideck/kit"
)

// Hint judges option a of player p's current decision for the heuristic
// agent, from what p may see: attack where the battle is won, hit the
// opponent's Life directly, get Characters into play and transform them,
// use Effect cards and Tricks where they help, and pay with the cards that
// matter least. A Set card p does not know is worth a fixed guess.
func (s *State) Hint(p int, a engine.Action) float64 {
	o, ok := s.find(p, a)
	if !ok {
		return 0
	}
	x, y := s.byHandle(o.A), s.byHandle(o.B)
	switch s.dec.kind {
	case decFirst:
		return boolHint(o.Verb == vFirst)
	case decRedraw:
		chars := 0
		for _, id := range s.t.Zones[zone(p, zHand)].Cards {
			if s.card(id).isCharacter() {
				chars++
			}
		}
		return boolHint((o.Verb == vRedraw) == (chars < 2))
	case decOpen:
		if o.Verb == vOpenNone {
			return 0
		}
		return s.openHint(p, x)
	case decMain, decSetArea, decAttackTarget:
		return s.mainHint(p, o, x, y)
	case decTransform, decPair:
		if o.Verb == vNoTransform {
			return 0
		}
		return 4 + float64(s.transformedBP(x, y)-s.bp(x))/1000
	case decRunner:
		return s.runnerHint(p, o, x)
	case decAttackedTrick:
		if o.Verb == vPass {
			return 0
		}
		return s.jobHint(p, jobTrick, s.top().Event.Obj, s.card(s.top().Event.Obj).Effects, &s.top().Event)
	case decSetBackPick:
		return s.worth(p, x)
	case decHandDiscard:
		return -s.cardValue(p, x)
	}
	return 0
}

func boolHint(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// transformedBP is the BP alien and human would have as a pair.
func (s *State) transformedBP(alien, human kit.ObjID) int {
	a, h := s.obj(alien), s.obj(human)
	return (s.card(alien).bp(a.Has(flInjured)) + s.card(human).bp(h.Has(flInjured))) * 2
}

// cardValue is what a card in p's hand is worth keeping.
func (s *State) cardValue(p int, id kit.ObjID) float64 {
	c := s.card(id)
	switch {
	case c.isCharacter():
		return 1 + float64(c.bp(false))/2000 - float64(s.costX(id, c.cost()))*0.3
	case c.isTrick():
		return 1.2
	}
	return 1 + 0.2*float64(len(c.Effects)) - float64(s.costX(id, c.cost()))*0.3
}

// openHint values turning Set card id face up.
func (s *State) openHint(p int, id kit.ObjID) float64 {
	c := s.card(id)
	x := s.costX(id, c.cost())
	if c.isCharacter() {
		if s.sameNameInPlay(p, c.Name, id) || s.handSize(p) < x {
			return -1
		}
		return 1 + float64(c.bp(false))/1000 - 0.8*float64(x)
	}
	return s.jobHint(p, jobEffect, id, c.Effects, nil) - 0.8*float64(x)
}

// jobHint values the effects of a card for p, as if it resolved now,
// read with one of the state's hint jobs, so that judging allocates
// nothing.
func (s *State) jobHint(p int, kind uint8, src kit.ObjID, effects []kit.Effect, e *kit.Event) float64 {
	j := s.hintJobs.Take(kind, src, s.ctrl(src), effects)
	defer s.hintJobs.Done()
	if e != nil {
		j.Event = *e
	}
	v := 0.0
	for i := range effects {
		j.PC = uint8(i)
		v += verbs.Hint(s, p, j, &effects[i])
	}
	return v
}

// mainHint values a Main sequence option.
func (s *State) mainHint(p int, o kit.Option, x, y kit.ObjID) float64 {
	opp := opponent(p)
	switch o.Verb {
	case vDirect:
		bp := s.bp(x)
		if bp >= int(s.life[opp]) {
			return 100
		}
		return 3 + 2*float64(bp)/1000
	case vAttack:
		if y == kit.NoObj {
			// The attacker chosen, its target next: as good as its best.
			best := 0.0
			for i, t := range s.t.Zones[areaZone(opp, s.areaOf(x))].Cards {
				if v := s.attackHint(p, x, t); i == 0 || v > best {
					best = v
				}
			}
			return best
		}
		return s.attackHint(p, x, y)
	case vUse:
		c := s.card(x)
		return s.jobHint(p, jobEffect, x, c.Effects, nil) - 0.7*float64(s.costX(x, c.cost()))
	case vSet:
		if o.C == areaEither {
			return max(s.setHint(p, x, 0), s.setHint(p, x, 1))
		}
		return s.setHint(p, x, int(o.C))
	case vMove:
		a := 1 - s.areaOf(x)
		if s.areaEmpty(opp, a) && !s.areaEmpty(opp, 1-a) {
			return 0.8
		}
		return -0.2
	case vBack:
		return -10 // never worth a step back
	}
	return 0
}

// setHint values setting card x of p's hand face down in area a.
func (s *State) setHint(p int, x kit.ObjID, a int) float64 {
	c := s.card(x)
	v := 0.5
	switch {
	case c.isCharacter():
		v = 1.5 + float64(c.bp(false))/3000
		// Place a Character where it can attack soon.
		if s.areaEmpty(opponent(p), a) {
			v += 0.3
		}
	case c.isTrick():
		v = 1
	}
	if a == 1 {
		v -= 0.05 // Earth first, all else equal
	}
	return v
}

// attackHint values an attack by x on card t.
func (s *State) attackHint(p int, x, t kit.ObjID) float64 {
	if !s.t.Identifies(p, t) || s.isSet(t) {
		return 1 + float64(s.bp(x))/4000
	}
	ab, tb, _, _ := s.battleBP(x, t)
	switch {
	case ab > tb:
		return 2 + s.worth(p, t)
	case ab < tb:
		return -2 - s.worth(p, x)
	}
	return s.worth(p, t) - s.worth(p, x)
}

// runnerHint values an answer to the job runner.
func (s *State) runnerHint(p int, o kit.Option, x kit.ObjID) float64 {
	j := s.top()
	switch s.dec.ask {
	case kit.AskOptional:
		if o.Verb == vNo {
			return 0
		}
		return s.jobHint(p, j.Kind, j.Src, j.Effects, &j.Event)
	case kit.AskTarget:
		jj := j.Clone()
		var t kit.Target
		switch o.Verb {
		case vEnough:
			return 0
		case vTargetPlayer:
			t = kit.PlayerTarget(int(o.C))
		default:
			t = kit.CardTarget(x)
		}
		i := int(jj.Picked)
		jj.Chosen = append(jj.Chosen, kit.Chosen{Effect: uint8(i), T: t})
		jj.PC = uint8(i)
		return verbs.Hint(s, p, &jj, &jj.Effects[i])
	case kit.AskCost:
		switch o.Verb {
		case vDiscard:
			return -s.cardValue(p, x)
		case vNo:
			return 0
		}
		c := s.card(j.Src)
		v := 1 + float64(c.bp(false))/1000
		if c.isEffect() {
			v = s.jobHint(p, jobEffect, j.Src, c.Effects, nil)
		}
		return v - 0.8*float64(j.X)
	case kit.AskWindow:
		if o.Verb == vPass {
			return 0.1
		}
		return s.jobHint(p, jobTrick, x, s.card(x).Effects, &j.Event)
	}
	return 0
}

// worth is what card id in play is worth, seen by p.
func (s *State) worth(p int, id kit.ObjID) float64 {
	if !s.t.Identifies(p, id) {
		return 1
	}
	c := s.card(id)
	if s.isSet(id) {
		if c.isCharacter() {
			return 0.5 + float64(c.bp(false))/2000
		}
		return 0.6
	}
	if !c.isCharacter() {
		return 0.3
	}
	v := 0.5 + float64(s.bp(id))/1000
	if s.obj(id).Has(flInjured) {
		v -= 0.3
	}
	return v
}

// harm is what harming card t is worth to p: good on the opponent's
// cards, bad on p's own.
func (s *State) harm(p int, t kit.Target) float64 {
	if t.IsPlayer() {
		return 0
	}
	w := s.worth(p, t.Obj())
	if s.ctrl(t.Obj()) == p {
		return -w
	}
	return w
}

// healValue is what healing card t is worth to p: an injured card of
// p's is better healed; a transformed pair's transformation ends.
func (s *State) healValue(p int, t kit.Target) float64 {
	if t.IsPlayer() || !s.inPlay(t.Obj()) {
		return 0
	}
	id := t.Obj()
	mine := s.ctrl(id) == p
	switch {
	case s.obj(id).Under != kit.NoObj && mine:
		return -2
	case s.obj(id).Under != kit.NoObj:
		return 2
	case !s.obj(id).Has(flInjured):
		return 0
	case mine:
		return 1
	}
	return -1
}

// valueOver values an effect over what it touches, or at best would touch: the
// chosen targets, else the best candidate; every match for a selector
// that chooses nothing.
func (s *State) valueOver(me int, j *kit.Job, sel *kit.Selector, value func(me int, t kit.Target) float64) float64 {
	c := kit.JobCtx(j)
	sum := 0.0
	if !sel.Chosen() {
		sel.Each(s, c, func(t kit.Target) bool { sum += value(me, t); return true })
		return sum
	}
	n := 0
	j.Targets(int(j.PC), func(t kit.Target) bool { sum += value(me, t); n++; return true })
	if n > 0 {
		return sum
	}
	best, any := 0.0, false
	sel.EachCandidate(s, c, func(t kit.Target) bool {
		if v := value(me, t); !any || v > best {
			best, any = v, true
		}
		return true
	})
	return best
}

// overPlayers values an effect on players: the default player, the chosen
// ones or the best candidate, or every match.
func (s *State) overPlayers(me int, j *kit.Job, sel *kit.Selector, you bool, value func(q int) float64) float64 {
	if sel == nil {
		if you {
			return value(int(j.Ctrl))
		}
		return value(opponent(int(j.Ctrl)))
	}
	return s.valueOver(me, j, sel, func(_ int, t kit.Target) float64 {
		if !t.IsPlayer() {
			return 0
		}
		return value(t.Player())
	})
}
