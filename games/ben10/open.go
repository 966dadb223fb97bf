package ben10

import "omnideck/kit"

// Open phase: the active player turns one of their Set Character or
// Effect cards face up; it appears by paying its Entrance or Use cost, or
// is set back to a Set card. The phase is skipped on each player's first
// turn.
//
// Entrance cost and Use cost: free when the cost is at most the number of
// in-play Character cards on both sides (a transformed pair counting as
// one); otherwise the difference is paid by discarding that many cards
// from hand (formulas A and B), or the card cannot appear.

// costX is what card id, with cost c, costs in cards from hand now:
// formula A (Entrance cost) and formula B (Use cost). The card itself,
// face up while it is paid for, is not yet in play.
func (s *State) costX(id kit.ObjID, c int) int {
	n := s.countInPlay()
	if s.inPlay(id) && s.card(id).isCharacter() {
		n--
	}
	return max(0, c-n)
}

// canOpen reports whether Set card id may be turned face up in the Open
// phase: a Character or Effect card (a Trick is activated, never opened).
func (s *State) canOpen(id kit.ObjID) bool {
	c := s.card(id)
	return s.isSet(id) && (c.isCharacter() || c.isEffect())
}

// open turns Set card id face up in the Open phase.
func (s *State) open(id kit.ObjID) {
	s.t.Turn(id, kit.FaceUp)
	s.logf(evOpen, s.ctrl(id), s.ref(id), 0)
	if s.card(id).isCharacter() {
		s.startAppear(id, fromOpen)
	} else {
		s.startEffect(id, fromOpen)
	}
}

// startAppear makes Character id, face up in its place, appear, paying
// its Entrance cost (how: fromOpen or fromAttack). It cannot appear while
// a Character of the same name is in play on its side, or when the hand
// is too small to pay (then cannotAppear says what becomes of it).
func (s *State) startAppear(id kit.ObjID, how int) {
	p := s.ctrl(id)
	c := s.card(id)
	x := s.costX(id, c.cost())
	if s.sameNameInPlay(p, c.Name, id) || s.handSize(p) < x {
		s.cannotAppear(id, how)
		return
	}
	j := kit.NewJob(jobAppear, id, p, nil)
	j.Ability = int16(how)
	j.X = int32(x)
	s.start(j)
}

// effectJob is the job of using Effect card id (how: fromHand or
// fromOpen).
func (s *State) effectJob(id kit.ObjID, how int) kit.Job {
	c := s.card(id)
	j := kit.NewJob(jobEffect, id, s.ctrl(id), c.Effects)
	j.Ability = int16(how)
	j.X = int32(s.costX(id, c.cost()))
	return j
}

// canUse reports whether player p may use Effect card id from hand now:
// its Use cost can be paid with the other cards of the hand, and its
// effects have what they must target (Effect phase).
func (s *State) canUse(id kit.ObjID) bool {
	c := s.card(id)
	if !c.isEffect() || s.handSize(s.ctrl(id))-1 < s.costX(id, c.cost()) {
		return false
	}
	if !c.targets {
		return true
	}
	s.probe = s.effectJob(id, fromHand)
	return runner.CanTarget(s, &s.probe)
}

// startEffect uses Effect card id. From hand it goes to be used (face up,
// in play while its effect happens). Turned face up in the Open phase, an
// Effect card whose effects cannot apply, or whose Use cost cannot be
// paid, is set back.
func (s *State) startEffect(id kit.ObjID, how int) {
	j := s.effectJob(id, how)
	switch {
	case how == fromHand:
		s.t.Place(id, zone(s.ctrl(id), zUsed), -1, kit.FaceUp)
	case !runner.CanPay(s, &j):
		s.noEffect(id, noPay)
		return
	case !runner.CanTarget(s, &j):
		s.noEffect(id, noTarget)
		return
	}
	s.start(j)
}

// noEffect sets Effect card id, turned face up, back face down unused, for
// the reason why (noPay, noTarget).
func (s *State) noEffect(id kit.ObjID, why int32) {
	s.logf(evNoEffect, s.ctrl(id), s.ref(id), why)
	s.clear(id)
	s.t.Turn(id, kit.FaceDown)
}
