package ben10

import (
	"omnideck/engine"
	"omnideck/kit"
)

// loopLimit is how many automatic steps may follow one another with no
// player deciding before the game stops as a draw: no rule loops, so this
// only stops a broken card file from hanging.
const loopLimit = 100_000

// advance runs the game until a player must decide or it is over: jobs
// started go on the stack, the state is checked, jobs move on, and the
// turn goes on. A question with one answer is answered by the game itself,
// unless whether it is asked would tell the other player about hidden
// cards (forced).
func (s *State) advance() {
	defer func() {
		if s.over {
			// What was under way when the game ended never happens.
			s.stack.Jobs = s.stack.Jobs[:0]
			s.pending = s.pending[:0]
		}
	}()
	for !s.over {
		if s.dec.kind != decNone {
			if !s.forced() {
				s.steps = 0
				return
			}
			s.answer(s.options()[0])
		}
		if s.steps++; s.steps > loopLimit || s.t.LastHandle() >= kit.MaxArg {
			s.endGame(0, "The game is a draw: it cannot go on.", reasonStuck)
			return
		}
		if len(s.pending) > 0 {
			s.stack.PushInOrder(s.pending)
			s.pending = s.pending[:0]
			continue
		}
		if s.checkState() || runner.Step(s, &s.stack) {
			continue
		}
		s.turnStep()
	}
}

// forced reports whether the current question has one answer that the
// game takes by itself. It asks anyway where the answers come from hidden
// cards: the Main sequence of a player holding cards, the Open phase of a
// player with a Set card the opponent does not know, and the choice of
// cards to discard. A chance to activate a Trick opens only for a player
// with a Set Trick that meets its event (trick.go); one whose Tricks no
// longer meet it when its turn comes (the attacked card is gone) goes by,
// unless the table conceals Trick chances (trick-chances=concealed), when
// it is asked even with pass alone.
func (s *State) forced() bool {
	d := &s.dec
	p := int(d.player)
	switch d.kind {
	case decMain:
		if s.handSize(p) > 0 {
			return false
		}
	case decOpen:
		if s.hasUnknownSet(p) {
			return false
		}
	case decHandDiscard:
		return false
	case decRunner:
		if d.ask == kit.AskCost || d.ask == kit.AskWindow && s.rules.concealTricks {
			return false
		}
	}
	return len(s.options()) == 1
}

// hasUnknownSet reports whether player p has a Set card the opponent does
// not know.
func (s *State) hasUnknownSet(p int) bool {
	for a := range 2 {
		for _, id := range s.t.Zones[areaZone(p, a)].Cards {
			if s.isSet(id) && !s.t.Identifies(opponent(p), id) {
				return true
			}
		}
	}
	return false
}

// canOpenAny reports whether player p has a Set card to turn face up.
func (s *State) canOpenAny(p int) bool {
	for a := range 2 {
		for _, id := range s.t.Zones[areaZone(p, a)].Cards {
			if s.canOpen(id) {
				return true
			}
		}
	}
	return false
}

// checkState ends the game when a player's Life is 0 (Victory
// conditions). It reports whether it did anything. (A transformation
// ends the moment its Transformation deck runs out: draw.)
func (s *State) checkState() bool {
	out := [2]bool{s.life[0] <= 0, s.life[1] <= 0}
	switch {
	case out[0] && out[1]:
		s.endGame(0, "Both players' Life points are reduced to 0: the game is a draw.", reasonBothLife)
		return true
	case out[0] || out[1]:
		p := 0
		if out[1] {
			p = 1
		}
		s.lose(p, engine.PlayerName(p)+"'s Life points are reduced to 0: "+engine.PlayerName(opponent(p))+" wins.", reasonLife)
		return true
	}
	return false
}

// turnStep does the next part of the game.
func (s *State) turnStep() {
	s.phase = s.step
	switch s.step {
	case stepFirst:
		s.ask(decision{kind: decFirst, player: int8(s.active)})
	case stepRedraw:
		for _, p := range [2]int{s.active, opponent(s.active)} {
			if !s.redrawn[p] {
				s.ask(decision{kind: decRedraw, player: int8(p)})
				return
			}
		}
		s.step = stepStart
	case stepStart:
		s.startTurn()
		s.step = stepDraw
	case stepDraw:
		// Draw phase: always one card; a player who cannot draw loses.
		s.step = stepOpen
		s.drawOrLose(s.active, 1)
	case stepOpen:
		s.step = stepMain
		p := s.active
		if s.turns[p] > 1 && (s.hasUnknownSet(p) || s.canOpenAny(p)) {
			s.ask(decision{kind: decOpen, player: int8(p)})
		}
	case stepMain:
		s.ask(decision{kind: decMain, player: int8(s.active)})
	case stepTransform:
		s.step = stepEnd
		if s.canTransformAny(s.active) {
			s.ask(decision{kind: decTransform, player: int8(s.active)})
		}
	case stepEnd:
		s.fire(kit.NewEvent(bTurnEnd, s.active, kit.NoObj))
		s.step = stepCleanup
	case stepCleanup:
		s.mods.EndTurn(&s.t)
		s.step = stepStart
	}
}

// startTurn begins a turn: the next player becomes active, and what
// Characters did last turn is forgotten.
func (s *State) startTurn() {
	if s.turn > 0 {
		s.active = opponent(s.active)
	}
	s.turn++
	s.turns[s.active]++
	s.setDone = false
	for i := range s.t.Objs {
		s.t.Objs[i].Set(flMoved|flAttacked, false)
	}
	s.mods.StartTurn(s.active, int32(s.turn))
	s.logf(evTurn, s.active, int32(s.turn), 0)
	if s.turn >= 1<<30 {
		s.endGame(0, "The game is a draw: it has gone on for more turns than it can count.", reasonStuck)
		return
	}
	s.fire(kit.NewEvent(bTurnStart, s.active, kit.NoObj))
}

// redraw returns player p's hand to their deck, shuffles it and draws 6
// (Decide who goes first: one redraw).
func (s *State) redraw(p int) {
	deck := zone(p, zDeck)
	for s.handSize(p) > 0 {
		s.t.Place(s.t.Top(zone(p, zHand)), deck, -1, kit.FaceDown)
	}
	s.t.Shuffle(deck, &s.rng)
	s.logf(evRedraw, p, -1, 0)
	for range openingHand {
		s.draw(p)
	}
}

// How a game ends (engine.Outcome.Reason), in the words every game that
// ends the same way uses.
const (
	reasonLife     = "Life brought to 0"
	reasonBothLife = "a draw: both players' Life brought to 0 at once"
	reasonDeck     = "deck ran out"
	reasonStuck    = "a draw: the game cannot go on"
)

// endGame ends the game with winners (none for a draw): why says so in a
// sentence, reason in the few words of engine.Outcome.Reason.
func (s *State) endGame(winners engine.PlayerSet, why, reason string) {
	if s.over {
		return
	}
	s.over = true
	s.winners = winners
	s.result = why
	s.reason = reason
	s.dec = decision{}
	s.optsOK = false
	s.logf(evGameOver, -1, -1, 0)
}

// Outcome tells how the game ended.
func (s *State) Outcome() engine.Outcome {
	if !s.over {
		return engine.Outcome{Winners: []int{}, Returns: make([]float64, 2)}
	}
	o := engine.NewOutcome(2, s.winners, s.result)
	o.Reason = s.reason
	return o
}
