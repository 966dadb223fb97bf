package omnitrix

import "omnideck/engine"

// advance runs the battle rounds until a player must choose or the game
// ends.
func (s *State) advance() {
	for !s.over {
		switch s.step {
		case stepStart:
			s.startRound()
		case stepShow:
			s.showAliens()
			if s.rules.blind {
				s.step = stepReveal
			} else {
				s.step = stepChoose
			}
		case stepChoose:
			s.waiting = 0
			for p := range s.fighters.All() {
				if s.hand[p].n > 0 {
					s.waiting = s.waiting.With(p)
				}
			}
			if !s.waiting.Empty() {
				s.step = stepAwait
				return
			}
			s.step = s.afterChoice()
		case stepReveal:
			s.revealSupports()
			s.resolve()
			s.afterBattle()
			s.step = stepStart
		case stepAwait:
			return
		}
	}
}

// afterChoice is the step that follows the support choices: with blind
// supports the aliens are shown next, otherwise the supports are revealed.
func (s *State) afterChoice() step {
	if s.rules.blind {
		return stepShow
	}
	return stepReveal
}

// startRound begins a battle round (section 4.1), or ends the game when the
// bank is empty or the players are caught short of aliens (section 5).
func (s *State) startRound() {
	if s.bank.n == 0 {
		s.finish()
		return
	}
	if s.round >= s.maxBattles() {
		s.halt()
		return
	}
	var fighters engine.PlayerSet
	for p := range s.n {
		if s.stack[p].n > 0 {
			fighters = fighters.With(p)
		}
	}
	if fighters.Empty() || (!s.rules.shortAll && fighters != engine.AllPlayers(s.n)) {
		s.over, s.villainsWon = true, true
		s.log.Add(engine.Event{Kind: evCaughtShort, Player: -1})
		return
	}
	s.round++
	s.fighters = fighters
	s.chosen = 0
	s.villain = int(s.bank.pop())
	if s.bankUnseen > 0 {
		s.bankUnseen--
	}
	for p := range s.n {
		s.shown[p].n = 0
		s.power[p] = 0
		s.choice[p] = none
		s.played[p] = none
	}
	s.log.Add(engine.Event{Kind: evRound, Player: -1, A: int32(s.round), B: int32(s.villain)})
	for p := range s.n {
		if !fighters.Has(p) {
			s.log.Add(engine.Event{Kind: evSitOut, Player: int8(p)})
		}
	}
	if s.rules.blind {
		s.step = stepChoose
	} else {
		s.step = stepShow
	}
}

// showAliens turns the top alien of each fighter's stack face up.
func (s *State) showAliens() {
	for p := range s.fighters.All() {
		id := s.draw(p)
		s.shown[p].push(id)
		s.power[p] = s.powerOf(id)
		s.log.Add(engine.Event{Kind: evShow, Player: int8(p), A: int32(id), B: int32(s.power[p])})
	}
}

// revealSupports turns the chosen support cards face up; each adds its value
// to its player's power and leaves the game (section 4.2).
func (s *State) revealSupports() {
	for p := range s.fighters.All() {
		id := s.choice[p]
		if id == none {
			continue
		}
		s.hand[p].remove(uint8(id))
		s.spent.push(uint8(id))
		s.played[p] = id
		s.power[p] += s.powerOf(uint8(id))
		// Every fighter has shown an alien by now, blind supports too.
		s.log.Add(engine.Event{Kind: evSupport, Player: int8(p), A: int32(id) | int32(s.shown[p].c[0])<<8, B: int32(s.power[p])})
	}
	s.chosen = 0
}

// resolve decides the battle: the villain wins if it beats every alien
// (section 4.4); otherwise the strongest player wins, equal to the villain
// being enough, with tie-breaks between equal players (sections 4.3, 4.5).
func (s *State) resolve() {
	v := s.powerOf(uint8(s.villain))
	best := -1
	for p := range s.fighters.All() {
		best = max(best, s.power[p])
	}
	if best < v {
		for p := range s.fighters.All() {
			for _, id := range s.shown[p].cards() {
				s.eliminated.push(id)
			}
			s.shown[p].n = 0
		}
		s.bank.push(uint8(s.villain))
		s.log.Add(engine.Event{Kind: evVillainWins, Player: -1, A: int32(s.villain), B: int32(v)})
		return
	}
	tied := s.atPower(s.fighters, best)
	for tied.Len() > 1 {
		s.log.Add(engine.Event{Kind: evTie, Player: -1, A: int32(tied), B: int32(best)})
		if w, short := s.tieBreakShort(tied); short {
			s.log.Add(engine.Event{Kind: evNoTieBreak, Player: int8(w)})
			tied = engine.PlayerSet(0).With(w)
			break
		}
		best = -1
		for p := range tied.All() {
			id := s.draw(p)
			s.shown[p].push(id)
			if s.rules.tieBreakAliens {
				s.power[p] = 0
				for _, a := range s.shown[p].cards() {
					s.power[p] += s.powerOf(a)
				}
			} else {
				s.power[p] += s.powerOf(id)
			}
			best = max(best, s.power[p])
			s.log.Add(engine.Event{Kind: evTieBreak, Player: int8(p), A: int32(id), B: int32(s.power[p])})
		}
		tied = s.atPower(tied, best)
	}
	w := tied.First()
	s.won[w].push(uint8(s.villain))
	s.log.Add(engine.Event{Kind: evWin, Player: int8(w), A: int32(s.villain), B: int32(s.power[w])})
	for p := range s.fighters.All() {
		for _, id := range s.shown[p].cards() {
			s.putUnder(p, id, labKnown)
		}
		s.shown[p].n = 0
	}
}

// atPower is the subset of players whose power is exactly power.
func (s *State) atPower(players engine.PlayerSet, power int) engine.PlayerSet {
	var out engine.PlayerSet
	for p := range players.All() {
		if s.power[p] == power {
			out = out.With(p)
		}
	}
	return out
}

// tieBreakShort reports whether a tie-break cannot be played because a tied
// player has no alien left, and if so which tied player is the youngest
// (section 4.5): age runs from the youngest player to the left.
func (s *State) tieBreakShort(tied engine.PlayerSet) (int, bool) {
	short := false
	for p := range tied.All() {
		if s.stack[p].n == 0 {
			short = true
		}
	}
	if !short {
		return 0, false
	}
	for i := range s.n {
		if p := (s.rules.youngest + i) % s.n; tied.Has(p) {
			return p, true
		}
	}
	return tied.First(), true
}

// afterBattle shuffles each stack and passes its top card to the left-hand
// neighbour, face down (section 4.6). A player with an empty stack passes
// nothing but still receives.
func (s *State) afterBattle() {
	s.villain = none
	s.fighters = 0
	if s.rules.reshuffle {
		s.forgetOrder()
		for p := range s.n {
			engine.Shuffle(&s.rng, s.stack[p].cards())
		}
	}
	var passed [maxPlayers]int
	var slot [maxPlayers]uint8
	var passers engine.PlayerSet
	for p := range s.n {
		passed[p] = none
		if s.stack[p].n > 0 {
			slot[p] = s.label(p, 0)
			passed[p] = int(s.draw(p))
			passers = passers.With(p)
		}
	}
	for p := range s.n {
		if passed[p] != none {
			s.putUnder((p+1)%s.n, uint8(passed[p]), slot[p])
		}
	}
	s.log.Add(engine.Event{Kind: evPass, Player: -1, A: int32(passers)})
}

// finish ends the game when the bank is empty: the most villains wins, and
// equal counts share the win (section 5).
func (s *State) finish() {
	best := 0
	for p := range s.n {
		best = max(best, int(s.won[p].n))
	}
	for p := range s.n {
		if int(s.won[p].n) == best {
			s.winners = s.winners.With(p)
		}
	}
	s.over = true
	s.log.Add(engine.Event{Kind: evGameOver, Player: -1, A: int32(s.winners), B: int32(best)})
}

func (s *State) powerOf(id uint8) int { return s.cards.cards[id].Power }

// maxBattles bounds a game: every battle either takes a villain out of the
// bank for good or sends at least one alien out of the game.
func (s *State) maxBattles() int { return s.cards.Count(Villain) + s.cards.Count(Alien) }

// halt stops a game that has run past maxBattles, which only a broken rule
// can do: nobody is asked to act and the game is not over, so whatever
// drives it reports the fault instead of running battles for ever.
func (s *State) halt() {
	s.halted = true
	s.waiting = 0
	s.step = stepAwait
}
