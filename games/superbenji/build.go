package superbenji

import (
	"omnideck/engine"
	"omnideck/kit"
)

// startCard puts a card from p's hand on its way (4.3.1, 6.5): it will be
// paid for, may be answered, and then resolves. A counter card answers
// the card answers (its Event.Obj), or kit.NoObj.
func (s *State) startCard(p int, id ObjID, answers ObjID) {
	s.t.Place(id, zPlaying, -1, kit.FaceUp)
	j := kit.NewJob(jobCard, id, p, s.def(id).Effects)
	j.Event.Obj = answers
	s.stack.Push(j)
	if answers >= 0 {
		s.log.Add(engine.Event{Kind: evAnswer, Player: int8(p), A: s.cardRef(id), B: s.cardRef(answers)})
	} else {
		s.log.Add(engine.Event{Kind: evPlay, Player: int8(p), A: s.cardRef(id)})
	}
	s.fire(kit.NewEvent(bPlayed, p, id))
}

// startAbility activates ability k of card id (4.3.2, 4.4.3.2).
func (s *State) startAbility(p int, id ObjID, k int) {
	a := &s.def(id).Abilities[k]
	if s.objs[id].uses[k] < 255 {
		s.objs[id].uses[k]++
	}
	j := kit.NewJob(jobAbility, id, p, a.Effects)
	j.Ability = int16(k)
	s.stack.Push(j)
	s.log.Add(engine.Event{Kind: evAbility, Player: int8(p), A: s.cardRef(id), B: int32(k)})
}

// canPlayCard reports whether p may play card id from hand now; window
// says the game is in an Action Window.
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

// targetsPossible reports whether every required target of the effects of
// card src, for p, has a candidate, so that a play can be started
// (kit.Runner.CanTarget).
func (s *State) targetsPossible(p int, src ObjID, effects []kit.Effect) bool {
	return runner.CanTargetEffects(s, kit.Ctx{Src: src, Ctrl: p}, effects)
}

// canUseAbility reports whether p may activate ability k of card id now:
// its card in play under p with its text, its uses this turn left, every
// part of its cost payable, its targets there.
func (s *State) canUseAbility(p int, id ObjID, k int) bool {
	if s.zoneOf(id) != inPlay || s.ctrl(id) != p || !s.hasText(id) {
		return false
	}
	a := &s.def(id).Abilities[k]
	if a.PerTurn > 0 && int(s.objs[id].uses[k]) >= a.PerTurn {
		return false
	}
	// The parts read the job's card, controller and ability.
	j := &s.probe
	j.Kind, j.Src, j.Ctrl, j.Ability = jobAbility, id, int8(p), int16(k)
	for _, part := range a.parts {
		if !part.CanPay(s, j) {
			return false
		}
	}
	return s.targetsPossible(p, id, a.Effects)
}

// pilotChoices lists the other ready characters p could exhaust to pilot.
func (s *State) pilotChoices(p int, vehicle ObjID) []ObjID {
	var out []ObjID
	for _, id := range s.field() {
		if s.ctrl(id) == p && id != vehicle && !s.objs[id].exhausted && s.isCharacter(id) {
			out = append(out, id)
		}
	}
	return out
}

// destroyChoices lists p's cards in play that a destroy cost could take.
func (s *State) destroyChoices(p int, sel *Selector) []ObjID {
	var out []ObjID
	for _, id := range s.field() {
		if s.ctrl(id) == p && s.matches(sel, p, id) {
			out = append(out, id)
		}
	}
	return out
}
