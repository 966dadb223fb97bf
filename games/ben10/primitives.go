package ben10

import (
	"omnideck/engine"
	"omnideck/kit"
)

// The rule actions every phase and effect is made of. Each logs what
// happens and fires the events abilities and Tricks answer.

// maxLife is the most Life a player may have (Additional Rules 3), and
// what each starts with.
const maxLife = 10000

// clear forgets what card id was while it was in play: its status, what
// it did this turn and its modifiers. A card that comes back is a new
// card to the rules (an alien returned to hand comes back healthy).
func (s *State) clear(id kit.ObjID) {
	s.obj(id).Flags = 0
	s.mods.Drop(id)
}

// toDiscard puts card id, from anywhere, on top of its owner's discard
// pile, face up.
func (s *State) toDiscard(id kit.ObjID) {
	s.clear(id)
	s.t.Place(id, zone(int(s.obj(id).Owner), zDiscard), -1, kit.FaceUp)
}

// toHand puts card id into its owner's hand.
func (s *State) toHand(id kit.ObjID) {
	s.clear(id)
	s.t.Place(id, zone(int(s.obj(id).Owner), zHand), -1, kit.FaceUp)
}

// draw makes player p draw a card: from the top of their deck, or of
// their Transformation deck while they have one (the rules' replacement
// of the draw, listen.go). When the Transformation deck runs out, the
// transformation ends at once. It reports false when there is no card to
// draw: p loses (Draw phase).
func (s *State) draw(p int) bool {
	s.would = kit.NewEvent(bDraw, p, kit.NoObj)
	e := &s.would
	e.From = zone(p, zDeck)
	s.wouldHappen(e)
	id := s.t.Top(e.From)
	if id == kit.NoObj {
		return false
	}
	s.t.Place(id, zone(p, zHand), -1, kit.FaceUp)
	fromT := e.From == zone(p, zTDeck)
	b := int32(0)
	if fromT {
		b = 1
	}
	s.logf(evDraw, p, s.ref(id), b)
	if fromT && s.t.Count(e.From) == 0 {
		if top := s.transformed(p); top != kit.NoObj {
			s.untransform(top, true)
		}
	}
	return true
}

// drawOrLose draws n cards for p; p loses when one cannot be drawn.
func (s *State) drawOrLose(p, n int) {
	for range n {
		if !s.draw(p) {
			s.lose(p, engine.PlayerName(p)+" cannot draw a card and loses.", reasonDeck)
			return
		}
	}
}

// appear puts Set card id into play face up in its place: it appears
// (Open phase: Entrance cost paid), healthy, and its "appears" abilities
// and the Tricks that answer a Character appearing go.
func (s *State) appear(id kit.ObjID) {
	s.clear(id)
	s.t.Turn(id, kit.FaceUp)
	p := s.ctrl(id)
	s.logf(evAppear, p, s.ref(id), 0)
	s.fire(kit.NewEvent(bAppear, p, id))
}

// setBackInPlace turns card id face down where it is: it becomes a Set
// card again. Both players saw it, and still know it.
func (s *State) setBackInPlace(id kit.ObjID) {
	s.clear(id)
	s.t.Turn(id, kit.FaceDown)
	s.logf(evSetBack, s.ctrl(id), s.ref(id), 0)
}

// cannotAppear is what becomes of a Character card that cannot appear or
// whose Entrance cost is not paid: turned face up in the Open phase, it is
// set back (Open phase); attacked, it is discarded, or set back when the
// option attacked-set-character is stay.
func (s *State) cannotAppear(id kit.ObjID, how int) {
	if how == fromAttack && !s.rules.stay {
		s.logf(evDiscard, s.ctrl(id), s.ref(id), 0)
		s.toDiscard(id)
		return
	}
	s.setBackInPlace(id)
}

// sameNameInPlay reports whether player p has a card named name in play,
// either card of a transformed pair included (Transformation phase),
// other than card except.
func (s *State) sameNameInPlay(p int, name string, except kit.ObjID) bool {
	for a := range 2 {
		for _, id := range s.t.Zones[areaZone(p, a)].Cards {
			if !s.inPlay(id) {
				continue
			}
			for _, c := range [2]kit.ObjID{id, s.obj(id).Under} {
				if c != kit.NoObj && c != except && s.card(c).Name == name {
					return true
				}
			}
		}
	}
	return false
}

// damage deals one damage to Character id (Damage): a healthy card is
// injured (turned sideways); an injured one is discarded. Damage to a
// transformed pair goes to its top card, or to both with the option
// transformed-damage=both. A replacement effect may prevent it.
func (s *State) damage(id kit.ObjID, cause uint8, src kit.ObjID) {
	if !s.inPlay(id) {
		return
	}
	s.would = kit.NewEvent(bDamage, s.ctrl(id), id)
	s.would.Cause, s.would.Other = cause, src
	if !s.wouldHappen(&s.would) {
		return
	}
	o := s.obj(id)
	if o.Under == kit.NoObj || !s.rules.damageBoth {
		// One card takes it: the Character, or the pair's top card.
		switch {
		case !o.Has(flInjured):
			o.Set(flInjured, true)
			s.logf(evDamage, s.ctrl(id), s.ref(id), 0)
		case o.Under == kit.NoObj:
			s.discardCharacter(id)
		default:
			s.discardTop(id)
		}
		return
	}
	// Both cards of the pair take it; an injured one is discarded.
	human := o.Under
	topGoes, humanGoes := o.Has(flInjured), s.obj(human).Has(flInjured)
	if topGoes && humanGoes {
		s.discardCharacter(id)
		return
	}
	for _, c := range [2]kit.ObjID{id, human} {
		if !s.obj(c).Has(flInjured) {
			s.obj(c).Set(flInjured, true)
			s.logf(evDamage, s.ctrl(id), s.ref(c), 0)
		}
	}
	if topGoes {
		s.discardTop(id)
	} else if humanGoes {
		s.discardUnder(id)
	}
}

// discardCharacter discards Character id from play; a transformed pair
// goes with both its cards, and its Transformation deck is discarded
// (Transformation phase).
func (s *State) discardCharacter(id kit.ObjID) {
	p := s.ctrl(id)
	o := s.obj(id)
	human := o.Under
	if human != kit.NoObj {
		s.discardTDeck(p)
		s.logf(evDiscard, p, s.ref(human), 0)
		s.toDiscard(human)
	}
	s.logf(evDiscard, p, s.ref(id), 0)
	s.toDiscard(id)
	if human != kit.NoObj {
		s.fire(kit.NewEvent(bDiscarded, p, human))
	}
	s.fire(kit.NewEvent(bDiscarded, p, id))
}

// discardTop discards the top card of a transformed pair, which damage
// has discarded: the human stays in play in its status, and the
// Transformation deck is discarded (Damage).
func (s *State) discardTop(top kit.ObjID) {
	p := s.ctrl(top)
	s.discardTDeck(p)
	s.logf(evDiscard, p, s.ref(top), 0)
	s.clear(top)
	s.t.Unstack(top, zone(int(s.obj(top).Owner), zDiscard), kit.FaceUp)
	s.fire(kit.NewEvent(bDiscarded, p, top))
}

// discardUnder discards the human under a transformed pair (damage to both
// cards with transformed-damage=both): the alien stays in play on its own,
// and the Transformation deck is discarded.
func (s *State) discardUnder(top kit.ObjID) {
	p := s.ctrl(top)
	human := s.obj(top).Under
	s.discardTDeck(p)
	s.logf(evDiscard, p, s.ref(human), 0)
	s.toDiscard(human)
	s.fire(kit.NewEvent(bDiscarded, p, human))
}

// discardTDeck discards what is left of player p's Transformation deck,
// face up.
func (s *State) discardTDeck(p int) {
	z := zone(p, zTDeck)
	for s.t.Count(z) > 0 {
		s.toDiscard(s.t.Top(z))
	}
}

// untransform ends the transformation of pair top: the alien returns to
// its owner's hand and the human stays in play in its status. When it
// ends for another reason than the Transformation deck running out, what
// is left of that deck is discarded (Transformation phase).
func (s *State) untransform(top kit.ObjID, ranOut bool) {
	p := s.ctrl(top)
	if !ranOut {
		s.discardTDeck(p)
	}
	s.logf(evUntransform, p, s.ref(top), 0)
	s.clear(top)
	s.t.Unstack(top, zone(int(s.obj(top).Owner), zHand), kit.FaceUp)
}

// loseLife makes player p lose n Life from card src, unless a replacement
// effect prevents or reduces it.
func (s *State) loseLife(p, n int, src kit.ObjID, cause uint8) {
	s.would = kit.NewEvent(bLifeLoss, p, kit.NoObj)
	e := &s.would
	e.N, e.Other, e.Cause = int32(n), src, cause
	if n <= 0 || !s.wouldHappen(e) {
		return
	}
	s.life[p] = max(0, s.life[p]-e.N)
	a := int32(-1)
	if src != kit.NoObj {
		a = s.ref(src)
	}
	s.logf(evLife, p, a, -e.N)
}

// gainLife gives player p n Life, never above 10000 (Additional Rules 3).
func (s *State) gainLife(p, n int, src kit.ObjID) {
	n = min(n, maxLife-int(s.life[p]))
	if n <= 0 {
		return
	}
	s.life[p] += int32(n)
	a := int32(-1)
	if src != kit.NoObj {
		a = s.ref(src)
	}
	s.logf(evLife, p, a, int32(n))
}

// lose ends the game: p loses (endGame).
func (s *State) lose(p int, why, reason string) {
	s.endGame(engine.PlayerSet(0).With(opponent(p)), why, reason)
}
