package ben10

import "omnideck/kit"

// Transformation phase (End sequence): an in-play [ALIEN] is placed on an
// in-play [HUMAN] of the same area; the pair is one Character with BP
// (HUMAN + ALIEN) x 2 (facts.go), and the alien's Transformation Duration
// cards from the deck become a Transformation deck, from which every draw
// comes until it runs out and the alien returns to hand (primitives.go).

// canTransform reports whether player p may transform human into alien
// now: both are p's own Characters in play on their own, an [ALIEN] and a
// [HUMAN] in the same area; p has no transformed Character (only one at a
// time); and p's deck has a card for the Transformation deck.
func (s *State) canTransform(p int, alien, human kit.ObjID) bool {
	if !s.inPlay(alien) || !s.inPlay(human) || s.ctrl(alien) != p || s.ctrl(human) != p {
		return false
	}
	a, h := s.obj(alien), s.obj(human)
	switch {
	case a.Under != kit.NoObj || h.Under != kit.NoObj,
		s.card(alien).Kind != kindAlien || s.card(human).Kind != kindHuman,
		s.areaOf(alien) != s.areaOf(human),
		s.transformed(p) != kit.NoObj,
		s.deckSize(p) == 0:
		return false
	}
	return true
}

// eachPair calls f with each alien and human player p may transform now,
// Earth first, in place order.
func (s *State) eachPair(p int, f func(alien, human kit.ObjID)) {
	if s.transformed(p) != kit.NoObj || s.deckSize(p) == 0 {
		return
	}
	for a := range 2 {
		s.eachInArea(p, a, func(alien kit.ObjID) {
			if !s.inPlay(alien) || s.card(alien).Kind != kindAlien {
				return
			}
			s.eachInArea(p, a, func(human kit.ObjID) {
				if s.canTransform(p, alien, human) {
					f(alien, human)
				}
			})
		})
	}
}

// canTransformAny reports whether player p may transform a Character now.
func (s *State) canTransformAny(p int) bool {
	if s.transformed(p) != kit.NoObj || s.deckSize(p) == 0 {
		return false
	}
	for a := range 2 {
		cards := s.t.Zones[areaZone(p, a)].Cards
		for _, alien := range cards {
			if s.card(alien).Kind != kindAlien {
				continue
			}
			for _, human := range cards {
				if s.canTransform(p, alien, human) {
					return true
				}
			}
		}
	}
	return false
}

// transform places alien on human: the pair takes the human's place, each
// card keeping its status. The pair may attack this turn whatever its
// cards did before (Additional Rules 3). The Transformation deck takes the
// alien's Duration cards from the top of the deck, as many as there are.
func (s *State) transform(alien, human kit.ObjID) {
	p := s.ctrl(alien)
	z, slot := s.obj(human).Zone, int(s.obj(human).Slot)
	s.t.Attach(alien, human)
	s.t.Place(alien, z, slot, kit.FaceUp)
	s.obj(alien).Set(flMoved|flAttacked, false)
	s.obj(human).Set(flMoved|flAttacked, false)
	s.logf(evTransform, p, s.ref(alien), s.ref(human))
	n := min(s.card(alien).Duration, s.deckSize(p))
	deck, tdeck := zone(p, zDeck), zone(p, zTDeck)
	for range n {
		s.t.Place(s.t.Top(deck), tdeck, -1, kit.FaceDown)
	}
	s.logf(evTDeck, p, -1, int32(n))
	e := kit.NewEvent(bTransform, p, alien)
	e.Other = human
	s.fire(e)
}

// setBack sets Character id back to a Set card, for an effect of player
// chooser's. A transformed pair's two cards are set back in empty places
// of its area, other than its own: with none, both are discarded; with
// one, chooser sets one of them there (pickSetBack) and the other is
// discarded; the transformation ends and the Transformation deck is
// discarded (Transformation phase). It reports false when it waits on
// chooser's choice.
func (s *State) setBack(id kit.ObjID, chooser int) bool {
	o := s.obj(id)
	if o.Under == kit.NoObj {
		s.setBackInPlace(id)
		return true
	}
	p := s.ctrl(id)
	z := o.Zone
	free := 0
	for slot := range areaSlots {
		if s.t.At(z, slot) == kit.NoObj {
			free++
		}
	}
	switch {
	case free == 0:
		s.discardCharacter(id)
	case free == 1:
		s.ask(decision{kind: decSetBackPick, player: int8(chooser)})
		return false
	default:
		human := o.Under
		s.discardTDeck(p)
		s.clear(id)
		s.clear(human)
		s.t.Place(human, z, -1, kit.FaceDown)
		s.t.Place(id, z, -1, kit.FaceDown)
		s.logf(evSetBack, p, s.ref(id), 0)
		s.logf(evSetBack, p, s.ref(human), 0)
	}
	return true
}

// pickSetBack sets back card keep of the transformed pair top into the one
// empty place of its area and discards the other (setBack).
func (s *State) pickSetBack(top, keep kit.ObjID) {
	p := s.ctrl(top)
	human := s.obj(top).Under
	other := human
	if keep == human {
		other = top
	}
	z := s.obj(top).Zone
	s.discardTDeck(p)
	s.logf(evDiscard, p, s.ref(other), 0)
	s.toDiscard(other)
	s.clear(keep)
	s.t.Place(keep, z, -1, kit.FaceDown)
	s.logf(evSetBack, p, s.ref(keep), 0)
	s.fire(kit.NewEvent(bDiscarded, p, other))
}
