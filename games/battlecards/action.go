package battlecards

import "omnideck/kit"

// The Action phase (THE GAME, 3): play Advantages, transform Robots (each
// once a turn), claim one unclaimed Resource (not on the first turn) and
// challenge a claimed one; and the Supply phase (4): draw 2, then the
// Science skill of one Robot in Homebase.

// actionOptions are player p's options in the Action phase. Advantages of
// the same name in hand are one option.
func (s *State) actionOptions(p int, out []kit.Option) []kit.Option {
	hand := s.t.Zones[zone(p, zHand)].Cards
	for i, id := range hand {
		d := s.card(id)
		if d.isAdvantage() && !d.Battle && !s.sameNameBefore(hand[:i], id) && s.canPlay(p, id, kit.NoObj) {
			out = append(out, kit.Option{Verb: vAdvantage, A: s.handle(id)})
		}
	}
	s.eachRobot(p, func(id kit.ObjID) {
		if s.canTransform(id) {
			out = append(out, kit.Option{Verb: vTransform, A: s.handle(id)})
		}
	})
	if home := s.t.Zones[zone(p, zHomebase)].Cards; len(home) > 0 {
		field := s.t.Zones[s.field()].Cards
		if s.mayClaim(p) {
			for i, res := range field {
				// Unclaimed Resources of one card are alike: one option.
				if s.unclaimed(res) && !s.unclaimedTwinIn(field[:i], res) {
					out = append(out, kit.Option{Verb: vClaim, B: s.handle(res)})
				}
			}
		}
		if s.mayChallenge() {
			for _, res := range field {
				if h := s.holder(res); s.card(res).isResource() && h != kit.NoObj && s.ctrl(h) != p {
					out = append(out, kit.Option{Verb: vChallenge, B: s.handle(res)})
				}
			}
		}
	}
	return append(out, kit.Option{Verb: vEndPhase})
}

// unclaimed reports whether card id is a Resource nobody holds.
func (s *State) unclaimed(id kit.ObjID) bool {
	return s.card(id).isResource() && s.holder(id) == kit.NoObj
}

// unclaimedTwinIn reports whether cards hold an unclaimed Resource of
// the card of unclaimed Resource res.
func (s *State) unclaimedTwinIn(cards []kit.ObjID, res kit.ObjID) bool {
	c := s.obj(res).Card
	for _, id := range cards {
		if s.obj(id).Card == c && s.unclaimed(id) {
			return true
		}
	}
	return false
}

// withOptions are the Robots in player p's Homebase that may claim or
// challenge the Resource picked.
func (s *State) withOptions(p int, out []kit.Option) []kit.Option {
	for _, id := range s.t.Zones[zone(p, zHomebase)].Cards {
		out = append(out, kit.Option{Verb: vWith, A: s.handle(id), B: s.handle(s.pick.card)})
	}
	return out
}

// withAnswer claims or challenges the Resource picked with the Robot
// chosen.
func (s *State) withAnswer(p int, o kit.Option) {
	a, res := s.byHandle(o.A), s.pick.card
	verb := s.pick.verb
	s.pick = pick{}
	if verb == vChallenge {
		s.done |= doneChallenge
		s.startChallenge(p, a, res)
		return
	}
	s.done |= doneClaim
	s.startClaim(p, a, res)
}

// eachRobot calls f with each of player p's Robots in play.
func (s *State) eachRobot(p int, f func(id kit.ObjID)) {
	for _, z := range []kit.ZoneID{zone(p, zHomebase), s.field()} {
		for _, id := range s.t.Zones[z].Cards {
			if s.ctrl(id) == p && s.card(id).isRobot() {
				f(id)
			}
		}
	}
}

// canTransform reports whether Robot id may transform now: it has a
// transformed mode and has not transformed this turn (Robots: transform
// modes may only be used once per turn).
func (s *State) canTransform(id kit.ObjID) bool {
	return s.card(id).Alt != nil && !s.obj(id).Has(flTransformed)
}

// transform turns Robot id upside down, into its other mode.
func (s *State) transform(id kit.ObjID) {
	o := s.obj(id)
	o.Set(flAlt, !o.Has(flAlt))
	o.Set(flTransformed, true)
	alt := int32(0)
	if o.Has(flAlt) {
		alt = 1
	}
	s.logf(evTransform, s.ctrl(id), s.ref(id), alt)
}

// firstTurn reports whether it is the first turn, on which no Resource
// may be claimed: the player's own first turn (first-turn each), or the
// game's (first-turn game).
func (s *State) firstTurn(p int) bool {
	if s.rules.firstTurnGame {
		return s.turn == 1
	}
	return s.turns[p] <= 1
}

// mayClaim reports whether player p may still claim a Resource this
// turn: not on the first turn, once a turn, and not after a challenge
// when a turn has one or the other (assaults one).
func (s *State) mayClaim(p int) bool {
	if s.firstTurn(p) || s.done&doneClaim != 0 {
		return false
	}
	return s.rules.eachAssault || s.done&doneChallenge == 0
}

// mayChallenge reports whether the active player may still challenge a
// claimed Resource this turn.
func (s *State) mayChallenge() bool {
	if s.done&doneChallenge != 0 {
		return false
	}
	return s.rules.eachAssault || s.done&doneClaim == 0
}

// actionAnswer carries out player p's choice in the Action phase.
func (s *State) actionAnswer(p int, o kit.Option) {
	a, b := s.byHandle(o.A), s.byHandle(o.B)
	switch o.Verb {
	case vAdvantage:
		s.playAdvantage(p, a, false)
	case vTransform:
		s.transform(a)
	case vClaim, vChallenge:
		s.pick = pick{verb: o.Verb, card: b}
		s.ask(decWith, p)
	case vEndPhase:
		s.step = s.afterAction()
	}
}

// canScience reports whether player p has a Robot in Homebase whose
// Science skill p can pay for.
func (s *State) canScience(p int) bool {
	for _, id := range s.t.Zones[zone(p, zHomebase)].Cards {
		if x := s.card(id).Skills.Science; x > 0 && int(s.bank[p]) >= x {
			return true
		}
	}
	return false
}

// scienceOptions are the Robots in player p's Homebase whose Science X p
// can pay, and none.
func (s *State) scienceOptions(p int, out []kit.Option) []kit.Option {
	for _, id := range s.t.Zones[zone(p, zHomebase)].Cards {
		if x := s.card(id).Skills.Science; x > 0 && int(s.bank[p]) >= x {
			out = append(out, kit.Option{Verb: vScience, A: s.handle(id)})
		}
	}
	return append(out, kit.Option{Verb: vNoScience})
}

// scienceAnswer uses the Science skill of the chosen Robot (Science X:
// pay X Energon and draw X cards), or none.
func (s *State) scienceAnswer(p int, o kit.Option) {
	s.done |= doneScience
	if o.Verb != vScience {
		return
	}
	id := s.byHandle(o.A)
	x := s.card(id).Skills.Science
	s.logf(evScience, p, s.ref(id), int32(x))
	s.addEnergon(p, -x)
	for range x {
		if !s.draw(p) {
			return
		}
	}
}
