package tftcg

import "omnideck/kit"

// Green swaps (line 41): after the attack, each player who flipped a card
// with a green icon may swap a card from hand for one of those cards, the
// attacker's player first.

// startSwaps asks the attacker's player, then the defender's, about a
// swap; a player who flipped no green icon or holds no card is not asked.
func (s *State) startSwaps() {
	s.swapNext = true
	s.swapper = s.active
	if !s.canSwap(s.swapper) {
		s.nextSwap()
		return
	}
	s.step = stepSwap
	s.optsOK = false
}

// nextSwap moves on to the defender's player's swap, or after the attack.
func (s *State) nextSwap() {
	s.optsOK = false
	if s.swapNext {
		s.swapNext = false
		s.swapper = opponent(s.active)
		if s.canSwap(s.swapper) {
			s.step = stepSwap
			return
		}
	}
	s.afterAttack()
}

// canSwap reports whether player p flipped a green icon this attack and
// holds a card.
func (s *State) canSwap(p int) bool {
	if s.t.Count(zone(p, zHand)) == 0 {
		return false
	}
	for _, id := range s.t.Zones[zone(p, zFlip)].Cards[s.flipFrom[p]:] {
		if s.card(id).icon(colGreen) > 0 {
			return true
		}
	}
	return false
}

// swapOptions are player p's swaps: each card in hand for each green card
// flipped this attack (copies one option), or none.
func (s *State) swapOptions(p int) {
	hand := s.t.Zones[zone(p, zHand)].Cards
	flipped := s.t.Zones[zone(p, zFlip)].Cards[s.flipFrom[p]:]
	for i, h := range hand {
		if s.copyBefore(hand, i) {
			continue
		}
		for j, f := range flipped {
			if s.card(f).icon(colGreen) > 0 && !s.copyBefore(flipped, j) {
				s.opts = append(s.opts, kit.Option{Verb: vSwap, A: s.handle(h), B: s.handle(f)})
			}
		}
	}
	s.opts = append(s.opts, kit.Option{Verb: vNoSwap})
}

// swap puts hand card h among player p's flipped cards and flipped card f
// into p's hand.
func (s *State) swap(p int, h, f kit.ObjID) {
	z := zone(p, zFlip)
	s.t.Place(h, z, -1, kit.FaceUp)
	s.t.Place(f, zone(p, zHand), -1, kit.FaceUp)
	s.logf(evSwap, p, s.ref(h), s.ref(f))
}
