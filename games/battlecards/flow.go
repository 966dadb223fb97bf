package battlecards

import (
	"fmt"

	"omnideck/engine"
	"omnideck/kit"
)

// decKind is the kind of question a player is asked.
type decKind uint8

const (
	decNone    decKind = iota
	decDeploy          // Deployment phase: discover, deploy, move, or end the phase
	decAction          // Action phase: an Advantage, a transformation, a claim, a challenge, or end the phase
	decContest         // an opponent may contest a claim with a Robot fast enough
	decSupport         // a side of a battle plays one support card, or passes
	decHit             // a Robot would be scrapped: a Supporting Robot may take the hit
	decScience         // Supply phase: the Science skill of one Robot in Homebase, or none
	decTarget          // the target of an Advantage or Power Effect
	decWith            // the Robot that claims or challenges the Resource picked (State.pick)
	decMove            // where the Robot picked to move off its Resource goes (State.pick)
)

// decision is the question being asked, and of whom.
type decision struct {
	kind   decKind
	player int8
}

// loopLimit is how many automatic steps may follow one another with no
// player deciding before the game stops as a draw: no rule loops, so this
// only stops a broken card file from hanging.
const loopLimit = 100_000

// ask puts a question to player p.
func (s *State) ask(k decKind, p int) {
	s.dec = decision{kind: k, player: int8(p)}
	s.optsOK = false
}

// advance runs the game until a player must decide or it is over. Robots
// whose damage reaches their Endurance are scrapped and the victory
// conditions checked after every step (BATTLE, THE OBJECTIVE: they hold
// continuously). A question with one answer is answered by the game
// itself, unless whether it is asked would tell the other players about
// hidden cards (forced).
func (s *State) advance() {
	for !s.over {
		s.scrapDestroyed()
		if s.checkVictory() {
			return
		}
		if s.battle.on && s.battle.stage == bsExchange && !s.jr.Quiet {
			s.noteLimits()
		}
		if s.dec.kind != decNone {
			if !s.forced() {
				s.steps = 0
				return
			}
			s.answer(s.options()[0])
			continue
		}
		if s.steps++; s.steps > loopLimit || s.t.LastHandle() >= kit.MaxArg {
			s.endGame(engine.PlayerSet(0), "The game is a draw: it cannot go on.", reasonStuck)
			return
		}
		switch {
		case s.play.on:
			s.playStep()
		case s.battle.on:
			s.battleStep()
		case s.claim.on:
			s.claimStep()
		default:
			s.turnStep()
		}
	}
}

// forced reports whether the current question has one answer that the
// game takes by itself. The questions whose answers come from a hand are
// asked whenever the hand holds cards, so that being asked tells nobody
// what it holds.
func (s *State) forced() bool {
	p := int(s.dec.player)
	switch s.dec.kind {
	case decDeploy, decAction, decSupport:
		if s.handSize(p) > 0 {
			return false
		}
	}
	return len(s.options()) == 1
}

// turnStep moves the turn on by one step (THE GAME: the phases, in the
// order the phase-order option reads).
func (s *State) turnStep() {
	p := s.active
	switch s.step {
	case stepStart:
		s.turn++
		s.turns[p]++
		s.done = 0
		s.granted[p] = 0
		s.mods.StartTurn(p, int32(s.turn))
		// A new turn: every Robot may transform once again (the turn's
		// player's in their turn, the others' in its battles).
		for q := range s.n {
			for _, id := range s.t.Zones[zone(q, zHomebase)].Cards {
				s.obj(id).Set(flTransformed|flMoved, false)
			}
		}
		for _, id := range s.t.Zones[s.field()].Cards {
			s.obj(id).Set(flTransformed|flMoved, false)
		}
		s.logf(evTurn, p, int32(s.turn), 0)
		s.step = stepEnergon
	case stepEnergon:
		s.energonPhase(p)
		s.step = stepDeploy
	case stepDeploy:
		s.ask(decDeploy, p)
	case stepAction:
		s.ask(decAction, p)
	case stepSupply:
		for range supplyDraw {
			if !s.draw(p) {
				return
			}
		}
		s.step = stepScience
	case stepScience:
		if s.done&doneScience == 0 && s.canScience(p) {
			s.ask(decScience, p)
			return
		}
		s.step = s.afterSupply()
	case stepEnd:
		s.mods.EndTurn(&s.t)
		s.granted[p] = 0
		s.active = s.next(p)
		s.step = stepStart
	}
}

// afterDeploy and afterSupply are the steps that follow the Deployment and
// the Supply phases: Action then Supply as the phases are listed, or
// Supply then Action as the rulebook's note says they must be.
func (s *State) afterDeploy() step {
	if s.rules.supplyFirst {
		return stepSupply
	}
	return stepAction
}

func (s *State) afterSupply() step {
	if s.rules.supplyFirst {
		return stepAction
	}
	return stepEnd
}

// afterAction is the step that follows the Action phase.
func (s *State) afterAction() step {
	if s.rules.supplyFirst {
		return stepEnd
	}
	return stepSupply
}

// energonPhase adds to player p's bank one Energon for every point of
// Energon yield p controls, or for every Resource p controls (the
// energon-phase option).
func (s *State) energonPhase(p int) {
	gain := 0
	for _, id := range s.t.Zones[s.field()].Cards {
		if s.card(id).isResource() && s.ctrl(id) == p && s.controlled(id) {
			if s.rules.countResources {
				gain++
			} else {
				gain += s.card(id).Yield
			}
		}
	}
	if gain > 0 {
		s.bank[p] += int32(gain)
		s.logf(evYield, p, int32(gain), s.bank[p])
	}
}

// addEnergon changes player p's bank by n.
func (s *State) addEnergon(p, n int) {
	s.bank[p] += int32(n)
	s.logf(evEnergon, p, int32(n), s.bank[p])
}

// draw draws the top card of player p's Supply Deck into p's hand. A
// player who must draw from an empty Supply Deck ends the game (the
// empty-supply option): it reports false then.
func (s *State) draw(p int) bool {
	top := s.t.Top(zone(p, zDeck))
	if top == kit.NoObj {
		s.emptySupply(p)
		return false
	}
	s.t.Place(top, zone(p, zHand), -1, kit.FaceUp)
	s.logf(evDraw, p, s.ref(top), 0)
	return true
}

// emptySupply ends the game when player p must draw from an empty
// Supply Deck: p loses (lose), or the most Energon wins (score).
func (s *State) emptySupply(p int) {
	who := engine.PlayerName(p)
	if s.rules.emptyLose {
		var w engine.PlayerSet
		for q := range s.n {
			if q != p {
				w = w.With(q)
			}
		}
		s.endGame(w, who+" must draw from an empty Supply Deck and loses.", reasonEmptySupply)
		return
	}
	s.endGame(s.mostEnergon(engine.AllPlayers(s.n)), who+" must draw from an empty Supply Deck: the game ends, and the most Energon wins.", reasonEmptySupply)
}

// mostEnergon are the players among among with the most Energon.
func (s *State) mostEnergon(among engine.PlayerSet) engine.PlayerSet {
	var w engine.PlayerSet
	best := int32(0)
	for q := range s.n {
		if !among.Has(q) {
			continue
		}
		switch {
		case w.Empty() || s.bank[q] > best:
			w, best = engine.PlayerSet(0).With(q), s.bank[q]
		case s.bank[q] == best:
			w = w.With(q)
		}
	}
	return w
}

// checkVictory ends the game when a player has reached a victory
// condition in play (THE OBJECTIVE): Supreme (the Energon target),
// Domination (the Resource target), Survival (an opponent's bank at 0 or
// less). Players reaching one at the same moment share the win. It
// reports whether the game ended.
func (s *State) checkVictory() bool {
	var w engine.PlayerSet
	why, reason := "", ""
	won := func(r string) {
		if reason != "" && reason != r {
			r = reasonSeveral
		}
		reason = r
	}
	for q := range s.n {
		switch {
		case s.rules.supreme > 0 && int(s.bank[q]) >= s.rules.supreme:
			w = w.With(q)
			why = fmt.Sprintf("%s reaches %d Energon: Supreme Victory.", engine.PlayerName(q), s.bank[q])
			won(reasonSupreme)
		case s.rules.domination > 0 && s.controls(q) >= s.rules.domination:
			w = w.With(q)
			why = fmt.Sprintf("%s controls %d Resources: Domination Victory.", engine.PlayerName(q), s.controls(q))
			won(reasonDomination)
		}
	}
	if w.Empty() && s.rules.survival {
		var out engine.PlayerSet
		for q := range s.n {
			if s.bank[q] <= 0 {
				out = out.With(q)
			}
		}
		if !out.Empty() {
			rest := engine.AllPlayers(s.n) &^ out
			w = s.mostEnergon(rest)
			why, reason = fmt.Sprintf("%s's Energon Bank is reduced to 0 or less: Survival Victory.", engine.PlayerName(out.First())), reasonSurvival
			if rest.Empty() {
				why, reason = "Every Energon Bank is reduced to 0 or less: the game is a draw.", reasonEmptyBanks
			}
		}
	}
	if w.Empty() && why == "" {
		return false
	}
	if w.Len() > 1 {
		why = "Several players reach a victory condition at once and share the win."
	}
	s.endGame(w, why, reason)
	return true
}

// How a game ends, in the words every game that ended the same way
// shares (engine.Outcome.Reason).
const (
	reasonSupreme     = "Supreme Victory"
	reasonDomination  = "Domination Victory"
	reasonSurvival    = "Survival Victory"
	reasonSeveral     = "several victories at once"
	reasonEmptyBanks  = "a draw: every Energon Bank at 0"
	reasonEmptySupply = "Supply Deck ran out"
	reasonStuck       = "a draw: the game cannot go on"
)

// endGame ends the game with winners w: why says how in a sentence,
// reason in a few words (engine.Outcome).
func (s *State) endGame(w engine.PlayerSet, why, reason string) {
	s.over, s.winners, s.result, s.reason = true, w, why, reason
	s.dec = decision{}
	s.optsOK = false
	s.logf(evGameOver, -1, 0, 0)
}

// Actors are the players who must decide now.
func (s *State) Actors() engine.PlayerSet {
	if s.over || s.dec.kind == decNone {
		return engine.PlayerSet(0)
	}
	return engine.PlayerSet(0).With(int(s.dec.player))
}

// Outcome tells how the game ended.
func (s *State) Outcome() engine.Outcome {
	if !s.over {
		return engine.Outcome{Winners: []int{}, Returns: make([]float64, s.n)}
	}
	o := engine.NewOutcome(s.n, s.winners, s.result)
	o.Reason = s.reason
	return o
}

// Legal appends player p's options to buf.
func (s *State) Legal(p int, buf []engine.Action) []engine.Action {
	return kit.AppendActions(buf, s.mine(p))
}

// find is player p's option a, if it is one.
func (s *State) find(p int, a engine.Action) (kit.Option, bool) { return kit.Find(s.mine(p), a) }

// Apply makes player p's choice a.
func (s *State) Apply(p int, a engine.Action) error {
	if s.over {
		return fmt.Errorf("the game is over")
	}
	if !s.Actors().Has(p) {
		return fmt.Errorf("%s has nothing to decide now", engine.PlayerName(p))
	}
	o, ok := kit.Find(s.options(), a)
	if !ok {
		return fmt.Errorf("action %d is not one of %s's options now", uint64(a), engine.PlayerName(p))
	}
	s.answer(o)
	s.advance()
	return nil
}

// decider lists the options of one kind of decision for the player
// asked, and carries out the one chosen.
type decider struct {
	options func(s *State, p int, out []kit.Option) []kit.Option
	answer  func(s *State, p int, o kit.Option)
}

// deciders are the decisions by kind.
var deciders = [...]decider{
	decDeploy:  {(*State).deployOptions, (*State).deployAnswer},
	decAction:  {(*State).actionOptions, (*State).actionAnswer},
	decContest: {(*State).contestOptions, (*State).contestAnswer},
	decSupport: {(*State).supportOptions, (*State).supportAnswer},
	decHit:     {(*State).hitOptions, (*State).hitAnswer},
	decScience: {(*State).scienceOptions, (*State).scienceAnswer},
	decTarget:  {(*State).targetOptions, (*State).targetAnswer},
	decWith:    {(*State).withOptions, (*State).withAnswer},
	decMove: {func(s *State, p int, out []kit.Option) []kit.Option { return s.moveOptions(p, s.pick.card, out) },
		(*State).deployAnswer},
}

// pick is the first half of a choice made in two steps, so that no
// question lists every pair: the Resource to claim or challenge, then the
// Robot (decWith); the Robot to move off its Resource, then where
// (decMove).
type pick struct {
	// verb is vClaim, vChallenge or vMove; card the Resource or the
	// Robot.
	verb uint8
	card kit.ObjID
}

// options are the options of the current decision, cached until the
// state changes.
func (s *State) options() []kit.Option {
	if !s.optsOK {
		s.opts = s.opts[:0]
		if s.dec.kind != decNone {
			s.opts = deciders[s.dec.kind].options(s, int(s.dec.player), s.opts)
		}
		s.optsOK = true
	}
	return s.opts
}

// answer carries out option o of the current decision.
func (s *State) answer(o kit.Option) {
	d := s.dec
	s.dec = decision{}
	s.optsOK = false
	deciders[d.kind].answer(s, int(d.player), o)
}

// byHandle is the object with handle h, or NoObj.
func (s *State) byHandle(h uint32) kit.ObjID {
	if h == 0 {
		return kit.NoObj
	}
	id, ok := s.t.ByHandle(kit.Handle(h))
	if !ok {
		return kit.NoObj
	}
	return id
}

// handle is card id's handle as an option operand.
func (s *State) handle(id kit.ObjID) uint32 { return uint32(s.obj(id).Handle) }
