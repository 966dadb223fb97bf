package superbenji

import (
	"slices"

	"omnideck/engine"
	"omnideck/kit"
)

// startCard puts a card from p's hand on its way (4.3.1, 6.5): it will be
// paid for, may be answered, and then resolves.
func (s *State) startCard(p int, id ObjID, answers ObjID) {
	s.t.Place(id, zPlaying, -1, kit.FaceUp)
	j := job{kind: jobCard, src: id, ctrl: int8(p), effects: s.def(id).Effects, counter: answers}
	j.targets = make([][]ref, len(j.effects))
	s.pushJob(j)
	if answers >= 0 {
		s.log.Add(engine.Event{Kind: evAnswer, Player: int8(p), A: s.cardRef(id), B: s.cardRef(answers)})
	} else {
		s.log.Add(engine.Event{Kind: evPlay, Player: int8(p), A: s.cardRef(id)})
	}
	s.fireCardPlayed(id)
}

// startAbility activates ability k of card id (4.3.2, 4.4.3.2).
func (s *State) startAbility(p int, id ObjID, k int) {
	a := &s.def(id).Abilities[k]
	s.objs[id].uses[k]++
	j := job{kind: jobAbility, src: id, ctrl: int8(p), ability: int8(k), effects: a.Effects, counter: -1}
	j.targets = make([][]ref, len(j.effects))
	s.pushJob(j)
	s.log.Add(engine.Event{Kind: evAbility, Player: int8(p), A: s.cardRef(id), B: int32(k)})
}

// pushJob puts j first in line: a card or ability played resolves before
// those waiting (9.4.2).
func (s *State) pushJob(j job) {
	s.jobs = append(s.jobs, job{})
	copy(s.jobs[1:], s.jobs)
	s.jobs[0] = j
}

// popJob takes the first job out of line.
func (s *State) popJob() {
	copy(s.jobs, s.jobs[1:])
	s.jobs[len(s.jobs)-1] = job{}
	s.jobs = s.jobs[:len(s.jobs)-1]
}

// cost is the cost of a job: the card's cost, or its ability's.
func (s *State) cost(j *job) *Cost {
	if j.kind != jobAbility {
		return nil
	}
	return &s.def(j.src).Abilities[j.ability].Cost
}

// costSymbols are the action symbols a job must pay, specific types first.
func (s *State) costSymbols(j *job) Symbols {
	all := s.syms[:0]
	if j.kind == jobCard {
		all = append(all, s.def(j.src).Cost...)
	}
	if c := s.cost(j); c != nil {
		all = append(all, c.Actions...)
		for range j.x {
			all = append(all, c.Repeat...)
		}
	}
	s.syms = payOrder(all)
	return s.syms
}

// chooser returns the selector of an effect whose targets are chosen when it
// is played, if any.
func chooser(e *Effect) (Selector, bool) {
	var sel *Selector
	switch {
	case e.Damage != nil:
		sel = &e.Damage.To
	case e.GainLife != nil:
		sel = &e.GainLife.To
	case e.AddCounters != nil:
		sel = &e.AddCounters.To
	case e.Modify != nil:
		sel = &e.Modify.To
	case e.Grant != nil:
		sel = &e.Grant.To
	case e.Fight != nil:
		sel = &e.Fight.With
	case e.Destroy != nil:
		sel = &e.Destroy.To
	case e.RemoveText != nil:
		sel = &e.RemoveText.To
	case e.WatchDestroy != nil:
		sel = &e.WatchDestroy.Player
	}
	if sel == nil || (sel.Target == "" && sel.Choose == "") {
		return Selector{}, false
	}
	return *sel, true
}

// wanted is how many targets a selector asks for.
func wanted(sel Selector) int { return max(1, sel.Count) }

// candidates lists what player p may choose for sel, for an effect of src.
func (s *State) candidates(p int, src ObjID, sel Selector, fight bool) []ref {
	var out []ref
	s.eachCandidate(p, src, sel, fight, func(r ref) bool {
		out = append(out, r)
		return true
	})
	return out
}

// hasCandidate reports whether player p has something to choose for sel.
func (s *State) hasCandidate(p int, src ObjID, sel Selector, fight bool) bool {
	found := false
	s.eachCandidate(p, src, sel, fight, func(ref) bool {
		found = true
		return false
	})
	return found
}

// eachCandidate calls yield with each candidate for sel, players first,
// then characters in the order they entered play, while yield says on.
func (s *State) eachCandidate(p int, src ObjID, sel Selector, fight bool, yield func(ref) bool) {
	kind := sel.Target
	if kind == "" {
		kind = sel.Choose
	}
	if kind == "player" || kind == "any" {
		for q := range 2 {
			if (sel.Controller == "" || (sel.Controller == "you") == (q == p)) && !yield(playerRef(q)) {
				return
			}
		}
	}
	if kind == "character" || kind == "any" {
		for _, id := range s.field() {
			if (fight && id == src) || !s.isCharacter(id) || !s.matches(sel, p, id) {
				continue
			}
			if !yield(objRef(id)) {
				return
			}
		}
	}
}

// targetsPossible reports whether every required target of effects has a
// candidate, so that a play can be started.
func (s *State) targetsPossible(p int, src ObjID, effects []Effect) bool {
	for i := range effects {
		e := &effects[i]
		if len(e.ChooseOne) > 0 {
			ok := false
			for _, m := range e.ChooseOne {
				ok = ok || s.targetsPossible(p, src, m.Effects)
			}
			if !ok {
				return false
			}
			continue
		}
		if sel, ok := chooser(e); ok && !sel.UpTo && !s.hasCandidate(p, src, sel, e.Fight != nil) {
			return false
		}
	}
	return true
}

// canPlayCard reports whether p may play card id from hand now; fast says
// the game is in an Action Window.
func (s *State) canPlayCard(p int, id ObjID, window bool) bool {
	d := s.def(id)
	if d.Counter != nil {
		return false // only as an answer to a card (decCounter)
	}
	if window && (d.Type != "action" || d.Speed != "fast") {
		return false
	}
	if d.Type != "action" {
		return true
	}
	return s.canPay(s.players[p].pool, d.Cost) && s.targetsPossible(p, id, d.Effects)
}

// canUseAbility reports whether p may activate ability k of card id now.
func (s *State) canUseAbility(p int, id ObjID, k int) bool {
	o := &s.objs[id]
	if s.zoneOf(id) != inPlay || s.ctrl(id) != p || !s.hasText(id) {
		return false
	}
	d := s.def(id)
	a := &d.Abilities[k]
	c := &a.Cost
	switch {
	case a.PerTurn > 0 && int(o.uses[k]) >= a.PerTurn:
		return false
	case c.Exhaust && (o.exhausted || o.attacked || !s.isCharacter(id)):
		return false
	case a.Piloted && len(s.pilotChoices(p, id)) < d.Pilot:
		return false
	case c.Destroy != nil && len(s.destroyChoices(p, *c.Destroy)) == 0:
		return false
	case len(c.Repeat) > 0 && s.maxRepeat(p, c.Actions, c.Repeat) < 1:
		return false
	case !s.canPay(s.players[p].pool, c.Actions):
		return false
	}
	return s.targetsPossible(p, id, a.Effects)
}

// pilotChoices lists the other ready characters p could exhaust to pilot.
func (s *State) pilotChoices(p int, vehicle ObjID) []ObjID {
	var out []ObjID
	for _, id := range s.field() {
		if int(s.t.Objs[id].Ctrl) == p && id != vehicle && !s.objs[id].exhausted && s.isCharacter(id) {
			out = append(out, id)
		}
	}
	return out
}

// destroyChoices lists p's cards in play that a destroy cost could take.
func (s *State) destroyChoices(p int, sel Selector) []ObjID {
	var out []ObjID
	for _, id := range s.field() {
		if int(s.t.Objs[id].Ctrl) == p && s.matches(sel, p, id) {
			out = append(out, id)
		}
	}
	return out
}

// build asks the next question a job needs answered before it can resolve
// (whether to use an optional trigger, a mode, targets, how to pay), pays
// what needs no question, and then moves the job on to being answered or
// resolving.
func (s *State) build(j *job) {
	p := int(j.ctrl)
	if j.kind == jobTrigger && !j.asked && s.triggerOptional(j) {
		s.ask(decOptional, p)
		return
	}
	if firstMode(j.effects) >= 0 {
		s.ask(decMode, p)
		return
	}
	for j.picked < len(j.effects) {
		e := &j.effects[j.picked]
		sel, ok := chooser(e)
		if !ok || (e.Damage != nil && e.Damage.Amount.Of != "x" && s.amount(j, e.Damage.Amount) <= 0) {
			// Nothing to choose, or damage that will be 0 (X is paid
			// only after targets are chosen): no target is asked for.
			j.picked++
			continue
		}
		if len(j.targets[j.picked]) < wanted(sel) && s.hasTargetChoice(j) {
			s.ask(decTarget, p)
			return
		}
		j.picked++
	}
	if !j.costs && (j.kind == jobCard || j.kind == jobAbility) {
		if s.askCost(j) {
			return
		}
		j.costs = true
	}
	j.stage = stageResolve
	if j.kind == jobCard && len(s.hand(opponent(p))) > 0 {
		j.stage = stageCounter
	}
}

// eachTargetChoice calls yield with each candidate still open for the
// job's current effect, while yield says on.
func (s *State) eachTargetChoice(j *job, yield func(ref) bool) {
	e := &j.effects[j.picked]
	sel, _ := chooser(e)
	s.eachCandidate(int(j.ctrl), j.src, sel, e.Fight != nil, func(r ref) bool {
		return slices.Contains(j.targets[j.picked], r) || yield(r)
	})
}

// hasTargetChoice reports whether the job's current effect has a target
// left to choose.
func (s *State) hasTargetChoice(j *job) bool {
	found := false
	s.eachTargetChoice(j, func(ref) bool {
		found = true
		return false
	})
	return found
}

// askCost asks the next question about paying a job's cost, or pays what
// needs no question; it reports whether a question is open.
func (s *State) askCost(j *job) bool {
	p := int(j.ctrl)
	c := s.cost(j)
	if c != nil && len(c.Repeat) > 0 && !j.xSet {
		if m := s.maxRepeat(p, c.Actions, c.Repeat); m > 1 {
			s.ask(decRepeat, p)
			return true
		}
		j.x, j.xSet = 1, true
	}
	if c != nil && c.UpTo > 0 && !j.spendOK {
		if len(j.spent) < c.UpTo && len(s.players[p].pool) > 0 {
			s.ask(decSpend, p)
			return true
		}
		j.spendOK = true
	}
	if !j.paid {
		// The whole cost at once: asked only when it can be paid more
		// than one way (5.3.1).
		s.findPayments(p, s.costSymbols(j), 2, &s.payList)
		if s.payList.len() > 1 {
			s.ask(decPay, p)
			return true
		}
		if s.payList.len() == 1 {
			s.paySpend(p, 0)
		}
		j.paid = true
	}
	if c == nil {
		return false
	}
	o := &s.objs[j.src]
	d := s.def(j.src)
	if a := &d.Abilities[j.ability]; a.Piloted {
		for j.pilots < d.Pilot {
			choices := s.reps(s.pilotChoices(p, j.src))
			if len(choices) > 1 {
				s.ask(decPilot, p)
				return true
			}
			if len(choices) == 0 {
				break
			}
			s.objs[choices[0]].exhausted = true
			j.pilots++
		}
		j.pilots = d.Pilot
	}
	if c.Destroy != nil && !j.wrecked {
		choices := s.destroyChoices(p, *c.Destroy)
		if len(s.reps(choices)) > 1 {
			s.ask(decDestroy, p)
			return true
		}
		if len(choices) > 0 {
			s.destroy(s.reps(choices)[0])
		}
		j.wrecked = true
	}
	if c.Exhaust {
		o.exhausted, o.exhaustUsed = true, true
	}
	if c.DestroySelf {
		s.destroy(j.src)
	}
	return false
}

// firstMode finds the first "choose one" effect still to be chosen.
func firstMode(effects []Effect) int {
	for i := range effects {
		if len(effects[i].ChooseOne) > 0 {
			return i
		}
	}
	return -1
}

// chooseMode splices mode k of the job's choice into its effects.
func (j *job) chooseMode(k int) {
	i := firstMode(j.effects)
	modes := j.effects[i].ChooseOne
	effects := make([]Effect, 0, len(j.effects)+len(modes[k].Effects))
	effects = append(effects, j.effects[:i]...)
	effects = append(effects, modes[k].Effects...)
	effects = append(effects, j.effects[i+1:]...)
	j.effects = effects
	j.targets = make([][]ref, len(effects))
}

// triggerOptional reports whether a triggered job asks "you may" first.
func (s *State) triggerOptional(j *job) bool {
	if j.ability < 0 {
		return false
	}
	ts := s.def(j.src).Triggers
	return int(j.ability) < len(ts) && ts[j.ability].Optional
}
