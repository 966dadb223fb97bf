package battlecards

import "omnideck/kit"

// The Deployment phase (THE GAME, 2): discover one Resource into the
// field, deploy one Robot to Homebase paying its Energon cost, and move
// Robots between Homebase and the Resources the player controls, in any
// order, then end the phase.

// deployOptions are player p's options in the Deployment phase. Cards of
// the same name in hand are one option.
func (s *State) deployOptions(p int, out []kit.Option) []kit.Option {
	hand := s.t.Zones[zone(p, zHand)].Cards
	for i, id := range hand {
		if s.sameNameBefore(hand[:i], id) {
			continue
		}
		switch d := s.card(id); {
		case d.isResource() && s.done&doneDiscover == 0:
			out = append(out, kit.Option{Verb: vDiscover, A: s.handle(id)})
		case d.isRobot() && s.canDeploy(p, id, true):
			out = append(out, kit.Option{Verb: vDeploy, A: s.handle(id)})
		}
	}
	for _, r := range s.t.Zones[s.field()].Cards {
		if s.card(r).isRobot() && s.ctrl(r) == p && !s.obj(r).Has(flMoved) {
			out = append(out, kit.Option{Verb: vMove, A: s.handle(r)})
		}
	}
	return append(out, kit.Option{Verb: vEndPhase})
}

// moveOptions are where player p's Robot r may go off its Resource: to
// Homebase, or a Robot from Homebase that has not moved this phase takes
// its place.
func (s *State) moveOptions(p int, r kit.ObjID, out []kit.Option) []kit.Option {
	out = append(out, kit.Option{Verb: vHome, A: s.handle(r)})
	for _, h := range s.t.Zones[zone(p, zHomebase)].Cards {
		if !s.obj(h).Has(flMoved) {
			out = append(out, kit.Option{Verb: vSwap, A: s.handle(h), B: s.handle(r)})
		}
	}
	return out
}

// sameNameBefore reports whether one of cards has the name of card id.
func (s *State) sameNameBefore(cards []kit.ObjID, id kit.ObjID) bool {
	c := s.obj(id).Card
	for _, x := range cards {
		if s.obj(x).Card == c {
			return true
		}
	}
	return false
}

// canDeploy reports whether player p may deploy Robot id from hand: once
// a turn (unless free, by an effect), paying its Energon cost, and with
// no Robot of its title in play for p (THE CARDS: only one copy of any
// one title may be in play).
func (s *State) canDeploy(p int, id kit.ObjID, pay bool) bool {
	d := s.card(id)
	if pay && (s.done&doneDeploy != 0 || int(s.bank[p]) < d.Cost) {
		return false
	}
	return !s.titleInPlay(p, d.title)
}

// titleInPlay reports whether player p has a Robot titled title in play.
func (s *State) titleInPlay(p int, title string) bool {
	for _, z := range []kit.ZoneID{zone(p, zHomebase), s.field()} {
		for _, id := range s.t.Zones[z].Cards {
			if s.ctrl(id) == p && s.card(id).isRobot() && s.card(id).title == title {
				return true
			}
		}
	}
	return false
}

// deployAnswer carries out player p's choice in the Deployment phase.
func (s *State) deployAnswer(p int, o kit.Option) {
	a, b := s.byHandle(o.A), s.byHandle(o.B)
	switch o.Verb {
	case vDiscover:
		s.done |= doneDiscover
		s.obj(a).Ctrl = -1
		s.t.Place(a, s.field(), -1, kit.FaceUp)
		s.logf(evDiscover, p, s.ref(a), 0)
	case vDeploy:
		s.done |= doneDeploy
		s.bank[p] -= int32(s.card(a).Cost)
		s.deploy(p, a)
		s.logf(evDeploy, p, s.ref(a), int32(s.card(a).Cost))
	case vMove:
		s.pick = pick{verb: vMove, card: a}
		s.ask(decMove, p)
	case vHome:
		s.pick = pick{}
		s.obj(a).Set(flMoved, true)
		s.toHomebase(a)
		s.logf(evMove, p, s.ref(a), -1)
	case vSwap:
		s.pick = pick{}
		res := s.on(b)
		s.obj(a).Set(flMoved, true)
		s.obj(b).Set(flMoved, true)
		s.toHomebase(b)
		s.stand(a, res)
		s.logf(evMove, p, s.ref(a), s.ref(res))
	case vEndPhase:
		s.step = s.afterDeploy()
	}
}

// deploy puts Robot id from hand into player p's Homebase, in robot mode
// with no damage.
func (s *State) deploy(p int, id kit.ObjID) {
	o := s.obj(id)
	o.Ctrl = int8(p)
	o.Flags = 0
	o.Counters = [4]int16{}
	s.t.Place(id, zone(p, zHomebase), -1, kit.FaceUp)
}

// stand puts Robot id on Resource res in the field: it holds res, and
// res is its controller's.
func (s *State) stand(id, res kit.ObjID) {
	s.leave(id)
	s.t.Place(id, s.field(), -1, kit.FaceUp)
	s.obj(id).Counters[ctOn] = int16(res) + 1
	s.obj(res).Counters[ctOn] = int16(id) + 1
	s.obj(res).Ctrl = s.obj(id).Ctrl
}

// leave takes Robot id off the Resource it stands on, if any: the
// Resource is unclaimed.
func (s *State) leave(id kit.ObjID) {
	res := s.on(id)
	if res == kit.NoObj {
		return
	}
	s.obj(id).Counters[ctOn] = 0
	s.obj(res).Counters[ctOn] = 0
	s.obj(res).Ctrl = -1
}

// toHomebase returns Robot id to its controller's Homebase.
func (s *State) toHomebase(id kit.ObjID) {
	s.leave(id)
	s.t.Place(id, zone(s.ctrl(id), zHomebase), -1, kit.FaceUp)
}

// scrap puts card id into its owner's scrapheap, where it no longer has
// any effect (TERMINOLOGY: Scrap a Card).
func (s *State) scrap(id kit.ObjID) {
	s.leave(id)
	o := s.obj(id)
	o.Flags = 0
	o.Counters = [4]int16{}
	o.Ctrl = o.Owner
	s.mods.Drop(id)
	s.t.Place(id, zone(int(o.Owner), zScrap), -1, kit.FaceUp)
}
