package superbenji

import (
	"omnideck/engine"
	"omnideck/kit"
)

// step is where the turn stands (section 4).
type step uint8

const (
	stepStart   step = iota // 4.1: ready, generate actions, start-of-turn effects
	stepHeal                // 4.1.5: characters heal
	stepDraw                // 4.2
	stepMain                // 4.3
	stepAttack              // 4.4.1
	stepBlock               // 4.4.2
	stepWindow              // 4.4.3
	stepDamage              // 4.4.4
	stepEnd                 // 4.5.1: end-of-turn effects
	stepCleanup             // 4.5.2: pools empty, "until end of turn" ends
)

// loopLimit is how many automatic steps may follow one another with no
// player deciding before the game is drawn as a mandatory loop (9.8.1).
const loopLimit = 10_000

// advance runs the game until a player must decide or it is over. A
// question with one answer is answered by the game itself (forced), unless
// whether it is asked would tell the other player something hidden; such
// answers count as automatic steps, so a mandatory loop through them is
// still a draw (9.8.1).
func (s *State) advance() {
	for !s.over {
		if s.dec.kind != decNone {
			if !s.forced() {
				s.steps = 0
				break
			}
			s.answer(s.options()[0])
		}
		if s.steps++; s.steps > loopLimit {
			s.endGame(0, reasonLoop, "The game is a draw: a mandatory loop cannot be stopped (9.8.1).")
			return
		}
		if s.t.LastHandle() >= maxHandle {
			s.endGame(0, reasonTooLong, "The game is a draw: it has named more cards than an action can carry.")
			return
		}
		if s.checkState() || s.runJobs() {
			continue
		}
		s.turnStep()
	}
}

// forced reports whether the current question has one answer that the game
// takes by itself. It asks anyway where the answers come from hidden cards,
// so that being asked tells the other player nothing: a Main Phase or an
// Action Window with cards in hand, the chance to answer a card with a
// counter from hand, a deck search, and placing cards looked at.
func (s *State) forced() bool {
	d := &s.dec
	switch d.kind {
	case decMain, decPriority:
		if len(s.hand(int(d.player))) > 0 {
			return false
		}
	case decCounter, decSearch, decLook:
		return false
	}
	return len(s.options()) == 1
}

// ask waits for player p to answer a decision of kind k.
func (s *State) ask(k decKind, p int) {
	s.dec = decision{kind: k, player: int8(p)}
	s.stale()
}

// turnStep does the next part of the turn.
func (s *State) turnStep() {
	s.phase = s.step
	switch s.step {
	case stepStart:
		s.startPhase()
		s.step = stepHeal
	case stepHeal:
		healed := s.active
		if s.rules.healAll {
			healed = -1
		}
		for _, id := range s.field() {
			if o := &s.objs[id]; healed < 0 || s.ctrl(id) == healed {
				o.damage, o.lethalHit = 0, false
			}
		}
		s.step = stepDraw
	case stepDraw:
		s.step = stepMain
		if s.turn == 1 && !s.rules.firstDraw {
			return
		}
		if !s.drawCard(s.active) {
			s.loseByDraw(s.active)
		}
	case stepMain:
		s.ask(decMain, s.active)
	case stepAttack:
		s.ask(decAttack, s.active)
	case stepBlock:
		s.ask(decBlock, opponent(s.active))
	case stepWindow:
		if s.passes >= 2 {
			s.step = stepDamage
			return
		}
		s.ask(decPriority, s.priority)
	case stepDamage:
		s.combatDamage()
		s.step = stepEnd
	case stepEnd:
		s.endPhase()
		s.step = stepCleanup
	case stepCleanup:
		s.cleanup()
		s.step = stepStart
	}
}

// startPhase begins a turn (4.1): the next player becomes active, their
// cards ready, their characters and artifacts generate actions, and
// start-of-turn effects are put in line.
func (s *State) startPhase() {
	if s.turn > 0 {
		s.active = opponent(s.active)
	}
	s.turn++
	s.log.Add(engine.Event{Kind: evTurn, Player: int8(s.active), A: int32(s.turn)})
	if s.turn >= 1<<30 {
		s.endGame(0, reasonTooLong, "The game is a draw: it has gone on for more turns than it can count.")
		return
	}
	s.mods.StartTurn(s.active, int32(s.turn))
	for _, id := range s.field() {
		o := &s.objs[id]
		o.attacked, o.exhaustUsed, o.uses = false, false, [4]uint8{}
		if s.ctrl(id) == s.active {
			o.exhausted = false
		}
	}
	for _, id := range s.field() {
		if d := s.def(id); s.ctrl(id) == s.active && len(d.Actions) > 0 && (d.Type == "character" || d.Type == "artifact") {
			s.addActions(s.active, d.Actions, -1, id)
		}
	}
	s.fire(kit.NewEvent(bTurnStart, s.active, kit.NoObj))
	s.dueDelayed(func(d *delayed) bool {
		return (d.at == "start_of_next_turn" && int(d.turn) < s.turn) ||
			(d.at == "start_of_your_next_turn" && int(d.job.Ctrl) == s.active && int(d.turn) < s.turn)
	})
}

// endPhase puts end-of-turn effects in line (4.5.1).
func (s *State) endPhase() {
	s.fire(kit.NewEvent(bTurnEnd, s.active, kit.NoObj))
	s.dueDelayed(func(d *delayed) bool { return d.at == "end_of_turn" && int(d.turn) == s.turn })
}

// cleanup ends the turn: unspent actions are lost (4.5.2, 9.2) and
// "until end of turn" effects end.
func (s *State) cleanup() {
	for p := range 2 {
		s.players[p].pool = s.players[p].pool[:0]
	}
	s.mods.EndTurn(&s.t) // and those whose source left play
	s.watches = s.watches[:0]
	for _, id := range s.field() {
		o := &s.objs[id]
		o.attacking, o.blocking, o.blockedBy, o.wasBlocked = false, -1, -1, false
	}
}

// dueDelayed puts the delayed effects whose time has come in line.
func (s *State) dueDelayed(due func(*delayed) bool) {
	kept := s.later[:0]
	for i := range s.later {
		d := s.later[i]
		if !due(&d) {
			kept = append(kept, d)
			continue
		}
		s.triggers = append(s.triggers, d.job)
	}
	s.later = kept
}

// drawCard moves the top card of p's deck to their hand; false if the deck
// is empty.
func (s *State) drawCard(p int) bool {
	id := s.t.Top(seatZone(p, zDeck))
	if id == kit.NoObj {
		return false
	}
	s.toHand(id)
	s.log.Add(engine.Event{Kind: evDraw, Player: int8(p), A: s.cardRef(id)})
	return true
}

// loseByDraw ends the game: p had to draw from an empty deck (1.3).
func (s *State) loseByDraw(p int) {
	s.endGame(engine.PlayerSet(0).With(opponent(p)), reasonDeck, playerName(p)+" cannot draw a card and loses.")
}

// How a game of Super Benji ends, in the words engine.Outcome.Reason
// shares among games.
const (
	reasonHealth     = "Health brought to 0"
	reasonBothHealth = "a draw: both players brought to 0 Health at once"
	reasonDeck       = "deck ran out"
	reasonLoop       = "a draw: a loop no player can stop"
	reasonTooLong    = "a draw: the game ran past what it can count"
)

// endGame ends the game with winners (none for a draw), reason saying how
// in few words (engine.Outcome.Reason) and why in a sentence.
func (s *State) endGame(winners engine.PlayerSet, reason, why string) {
	s.over = true
	s.winners = winners
	s.reason = reason
	s.result = why
	s.dec = decision{}
	s.log.Add(engine.Event{Kind: evGameOver, Player: -1})
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
