package tftcg

import (
	"slices"

	"omnideck/kit"
)

// Jobs are the kit's (kit.Job): an ability, or an Action played, on its
// way from starting to having resolved, every answer given for it kept in
// it, so that a game can be copied at any point of it. The kit's runner
// moves them on (kit.Runner): whether to use a "you may" ability, its cost
// ("If you do"), then its effects one at a time, in the order printed. An
// effect that chooses ("an enemy", "one of your characters", "a card from
// your hand") asks when it happens: the Transformers TCG has no targeting
// apart from doing, so a choice is made when the text reaches it.

// The kinds of job (kit.Job.Kind).
const (
	// jobAbility is a character's triggered ability; Ability is
	// mode<<8 | index.
	jobAbility uint8 = iota + 1
	// jobCard is an ability of a battle card (an Upgrade's trigger) or an
	// Action played; Ability is its index.
	jobCard
	// jobGranted is a triggered ability an effect gave a character this
	// turn (grant); Ability is the grant's index in State.grants.
	jobGranted
)

// then is what the turn does once the jobs under way are done.
type then uint8

const (
	thenNothing      then = iota // the decision goes back to the player whose turn it is
	thenFlips                    // the attack's flips and damage (attack.go)
	thenAttackEnd                // the end of the attack: boosts end, green swaps
	thenDamage                   // the attack's damage, after the "flipped" abilities
	thenDefenseFlips             // the defender's flips, after the attacker's and their abilities
	thenDefend                   // the defender's "if this would defend" abilities, after the attacker's
	thenDefends                  // the defender's "when this defends" abilities
	thenAttackWhite              // the attacker's cards for a white icon, after its first flips' abilities
	thenDefenseWhite             // the defender's cards for a white icon
	thenEndTurn                  // the end of the turn, after its abilities
	thenFirstTurn                // the first turn, after the abilities of the game's beginning
	thenOpeningHands             // the opening hands, after the abilities of before the game (before_game.go)
)

// runner moves the game's jobs on; it is made with the verbs (verbs.go).
var runner *kit.Runner[*State]

func init() {
	runner = &kit.Runner[*State]{
		Verbs:  verbs,
		Costs:  (*State).costs,
		Finish: (*State).finishJob,
		Ask:    (*State).askRunner,
	}
}

// The questions of abilities: the runner's (kit.Ask) and a choice an
// effect asks for when it happens (askPick).
const askPick kit.Ask = 32

// askOrder asks which of a player's abilities triggered at once resolves
// first.
const askOrder kit.Ask = 33

// askRunner puts the runner's question q to player p.
func (s *State) askRunner(q kit.Ask, p int) {
	s.ask, s.asker = q, p
	s.optsOK = false
}

// run moves the jobs under way on until one asks a question, then goes
// on with the turn where it stopped; it returns when a player must decide
// (or the game is over).
func (s *State) run() {
	for !s.checkEnd() && s.ask == 0 {
		if s.more.nRoom > 0 {
			s.settleRoom() // an Upgrade to scrap, chosen as soon as the step that needs it is done
			continue
		}
		if s.jobs.Len() > 0 {
			s.more.nKO = 0 // each step is an effect of its own (koBatch)
			runner.Step(s, &s.jobs)
			continue
		}
		if s.waiting.Len() > 0 {
			s.nextTrigger()
			continue
		}
		next := s.then
		if next == thenNothing {
			return
		}
		s.then = thenNothing
		switch next {
		case thenFlips:
			s.flips()
		case thenAttackEnd:
			s.attackEnd()
		case thenDefenseFlips:
			s.defenseFlips()
		case thenDamage:
			s.flipsDone()
		case thenDefend:
			s.defend()
		case thenDefends:
			s.defends()
		case thenAttackWhite:
			s.attackWhite()
		case thenDefenseWhite:
			s.defenseWhite()
		case thenEndTurn:
			s.endTurn()
		case thenFirstTurn:
			s.startTurn(s.active)
		case thenOpeningHands:
			s.openingHands()
		}
	}
}

// start puts the abilities of source src, from list, whose trigger is
// when in waiting for player p, to resolve once the jobs under way are
// done (nextTrigger). mode is the index of the character's
// mode the abilities are printed on, or -1 for a battle card.
func (s *State) start(src kit.ObjID, p, mode int, list []Ability, when string) {
	s.startAbout(src, p, mode, list, when, kit.NoObj)
}

// startAbout is start for abilities that answer an event about card
// subject (the event's subject, for selectors and conditions), or NoObj.
func (s *State) startAbout(src kit.ObjID, p, mode int, list []Ability, when string, subject kit.ObjID) {
	s.startEvent(src, p, mode, list, when, subject, 0)
}

// startEvent is startAbout for an event that carries a number n too (the
// Attack a character KO'd had: event_n).
func (s *State) startEvent(src kit.ObjID, p, mode int, list []Ability, when string, subject kit.ObjID, n int32) {
	for i := range list {
		a := &list[i]
		if a.When != when {
			continue
		}
		kind, ab := jobCard, int16(i)
		if mode >= 0 {
			kind, ab = jobAbility, int16(mode<<8|i)
		}
		// The job is made where it waits, and taken back if its condition
		// fails or its cost cannot be paid, so that nothing is allocated
		// for it.
		s.waiting.Push(kit.NewJob(kind, src, p, a.Do))
		j := s.waiting.Top()
		j.Ability = ab
		j.Event = kit.Event{Obj: subject, Other: kit.NoObj, From: kit.NoZone, N: n}
		j.Optional = a.May && a.Cost == nil
		if (a.If != nil && !a.If.Holds(s, kit.Ctx{Src: src, Ctrl: p, Event: &j.Event})) || (a.Cost != nil && !runner.CanPay(s, j)) ||
			(a.Once && s.usedOnce(src, int16(mode))) {
			s.waiting.Pop()
			continue
		}
		s.logf(evAbility, p, s.ref(src), int32(ab))
	}
}

// ability is the ability job j resolves: a character mode's or a battle
// card's.
func (s *State) ability(j *kit.Job) *Ability {
	if j.Kind == jobGranted {
		if int(j.Ability) < len(s.grants) {
			return s.grants[j.Ability].ab
		}
		return nil
	}
	d := s.card(j.Src)
	if j.Kind == jobAbility {
		mi, i := int(j.Ability)>>8, int(j.Ability)&0xff
		return &d.Modes[mi].Abilities[i]
	}
	if j.Ability < 0 {
		return nil
	}
	return &d.Abilities[j.Ability]
}

// finishJob is called with each job taken off the stack (kit.Runner's
// Finish): an Action played goes on to the cards set aside this turn.
func (s *State) finishJob(j *kit.Job) {
	s.optsOK = false
}

// pick asks player p, for effect j.PC of job j, to choose one of cands
// (none when may), once per answer: it reports the card chosen (NoObj for
// none) and true, or false when it has asked and waits for the answer.
// With no candidate it chooses none; with one and no "may" it chooses it
// without asking.
func (s *State) pick(j *kit.Job, p int, kind pickKind, may bool, cands []kit.ObjID) (kit.ObjID, bool) {
	if s.answered {
		s.answered = false
		return s.answer, true
	}
	switch {
	case len(cands) == 0:
		return kit.NoObj, true
	case len(cands) == 1 && !may:
		return cands[0], true
	}
	s.picks = append(s.picks[:0], cands...)
	s.pickKind, s.pickMay = kind, may
	s.askRunner(askPick, p)
	return kit.NoObj, false
}

// answerPick takes player's answer id (NoObj for none) to the question
// pick asked.
func (s *State) answerPick(id kit.ObjID) {
	s.ask = 0
	s.answer, s.answered = id, true
	s.picks = s.picks[:0]
	s.optsOK = false
}

// pickKind says what a pick chooses, for its question.
type pickKind uint8

const (
	pickCharacter pickKind = iota // a character for an effect
	pickHand                      // a card from your hand
	pickScrap                     // a card from your scrap pile
	pickUpgrade                   // an Upgrade on a character
	pickPlay                      // a card to play from your hand
	pickDeck                      // the top card of your deck, looked at
	pickTheirHand                 // a card from your opponent's hand, looked at
	pickKeep                      // a card of your hand to keep
	pickMode                      // the mode a triple changer flips to (the picks are modes' indexes)
	pickOutside                   // a card from outside the game (the picks are card definitions)
	pickFlipped                   // a card flipped for this battle
	pickCount                     // a number (the picks are numbers: move_up_to.go)
	pickPutBack                   // a card looked at, to put back on top of the deck next (look_deck.go)
	pickBounty                    // a card with a Bounty ability in force, a character or an Upgrade (bounty.go)
)

// candidates appends to buf what selector sel may choose now, read from job
// j.
func (s *State) candidates(j *kit.Job, sel *kit.Selector, buf []kit.ObjID) []kit.ObjID {
	out := buf
	sel.EachCandidate(s, kit.JobCtx(j), func(t kit.Target) bool {
		if !t.IsPlayer() {
			out = append(out, t.Obj())
		}
		return true
	})
	return out
}

// touch calls do with each character selector sel names for effect j.PC
// of job j: the cards an earlier effect of the job chose ("chosen"), the
// ones a chosen selector asks for now (one, or Count, each kept in j.Objs
// for the effects after), or every match. It reports false when it has
// asked and waits for the answer; do is then called once it comes.
func (s *State) touch(j *kit.Job, sel *kit.Selector, kind pickKind, do func(kit.ObjID)) bool {
	c := kit.JobCtx(j)
	switch {
	case sel.Event == "chosen":
		for _, id := range j.Objs {
			if id != kit.NoObj && sel.Filter.Matches(s, c, id) {
				do(id)
			}
		}
		return true
	case !sel.Chosen():
		var ids [16]kit.ObjID
		n := 0
		sel.Each(s, c, func(t kit.Target) bool {
			if !t.IsPlayer() && n < len(ids) {
				ids[n] = t.Obj()
				n++
			}
			return true
		})
		for _, id := range ids[:n] {
			do(id)
		}
		return true
	}
	for int(j.Step) < sel.Want() {
		var room [16]kit.ObjID
		cands := s.candidates(j, sel, room[:0])
		// A card is chosen once by one effect; another effect of the
		// ability may choose it again (Swap Missions: Wave-1.xml#114).
		mine := j.Objs[len(j.Objs)-min(int(j.Step), len(j.Objs)):]
		cands = slices.DeleteFunc(cands, func(id kit.ObjID) bool { return slices.Contains(mine, id) })
		cands = dedupeCopies(s, cands)
		id, ok := s.pick(j, int(j.Ctrl), kind, sel.UpTo, cands)
		if !ok {
			return false
		}
		j.Step++
		if id == kit.NoObj {
			break
		}
		j.Objs = append(j.Objs, id)
		do(id)
	}
	return true
}

// eachNamed calls f with each card selector sel names for job j without
// asking: the cards earlier effects chose ("chosen"), or every match of a
// selector that does not choose, while f says on.
func (s *State) eachNamed(j *kit.Job, sel *kit.Selector, f func(kit.ObjID) bool) {
	if sel.Event == "chosen" {
		for _, id := range j.Objs {
			if id != kit.NoObj && !f(id) {
				return
			}
		}
		return
	}
	sel.Each(s, kit.JobCtx(j), func(t kit.Target) bool { return t.IsPlayer() || f(t.Obj()) })
}
