package superbenji

import (
	"slices"

	"omnideck/engine"
	"omnideck/kit"
)

// Jobs are the kit's (kit.Job): a card, ability or trigger on its way from
// being played to having resolved, every choice made for it kept in it, so
// a game can be copied at any point of it. The kit's runner moves them on
// (kit.Runner): whether to use an optional trigger, a mode, targets, the
// cost's parts, the chance to answer a card from hand, then the effects one
// at a time. Every question it asks is a decision of the state.

// The kinds of job (kit.Job.Kind).
const (
	jobCard    uint8 = iota // a card played from hand (Event.Obj: the card a counter answers)
	jobAbility              // an activated ability (Ability: its index)
	jobTrigger              // a triggered ability (Ability: its index; Event: what triggered it)
	jobDelayed              // a delayed effect whose time has come
)

// runner moves Super Benji's jobs on; it is made with the verbs (verbs.go).
var runner *kit.Runner[*State]

func newRunner() *kit.Runner[*State] {
	return &kit.Runner[*State]{
		Verbs:  verbs,
		Costs:  (*State).costs,
		Window: (*State).window,
		Begin:  (*State).begin,
		Finish: (*State).finish,
		Ask:    (*State).askRunner,
	}
}

// askRunner puts the runner's question q to player p as a decision.
func (s *State) askRunner(q kit.Ask, p int) {
	switch q {
	case kit.AskOptional:
		s.ask(decOptional, p)
	case kit.AskMode:
		s.ask(decMode, p)
	case kit.AskTarget:
		s.ask(decTarget, p)
	case kit.AskWindow:
		s.ask(decCounter, p)
	case kit.AskCost:
		s.ask(runner.Paying(s, s.top()).(costPart).question(), p)
	}
}

// window is the job's chance to be answered: a card played from hand, when
// the opponent holds cards, may be answered by a counter card from hand
// (decCounter), once.
func (s *State) window(j *kit.Job) (int, bool) {
	opp := opponent(int(j.Ctrl))
	if j.Kind == jobCard && j.Window == 0 && len(s.hand(opp)) > 0 {
		return opp, true
	}
	return 0, false
}

// top is the job being worked on, or nil.
func (s *State) top() *kit.Job { return s.stack.Top() }

// runJobs moves the first job along, or puts waiting triggers in line; it
// reports whether it did anything.
func (s *State) runJobs() bool {
	if s.stack.Len() == 0 {
		if len(s.triggers) == 0 {
			return false
		}
		s.lineUpTriggers()
		return true
	}
	return runner.Step(s, &s.stack)
}

// queue puts j in line after the jobs on their way.
func (s *State) queue(j kit.Job) { s.stack.Jobs = slices.Insert(s.stack.Jobs, 0, j) }

// lineUpTriggers puts waiting triggers in line: the active player's first,
// then the opponent's, each player choosing the order of their own when
// they have several (9.4.4).
func (s *State) lineUpTriggers() {
	for _, p := range []int{s.active, opponent(s.active)} {
		var mine []int
		for i := range s.triggers {
			if int(s.triggers[i].Ctrl) == p {
				mine = append(mine, i)
			}
		}
		switch {
		case len(mine) > 1:
			s.ask(decOrder, p)
			return
		case len(mine) == 1:
			s.queue(s.triggers[mine[0]])
			s.triggers = slices.Delete(s.triggers, mine[0], mine[0]+1)
		}
	}
}

// trigger puts trigger k of card id, answering event e, in waiting.
func (s *State) trigger(id ObjID, k int, e *kit.Event) {
	t := &s.def(id).Triggers[k]
	ctrl := s.t.Objs[id].Ctrl
	j := kit.NewJob(jobTrigger, id, int(ctrl), t.Effects)
	j.Ability, j.Optional, j.Event = int16(k), t.Optional, *e
	s.triggers = append(s.triggers, j)
	s.log.Add(engine.Event{Kind: evTrigger, Player: ctrl, A: s.cardRef(id), B: int32(k)})
}

// decKind is the kind of question a decision asks.
type decKind uint8

const (
	decNone     decKind = iota
	decMain             // main phase: play a card, use an ability, or go to combat
	decAttack           // declare an attacker, or done
	decBlock            // declare a blocker for an attacker, or done
	decPriority         // Action Window: use an ability, play a fast action, or pass
	decMode             // choose one mode
	decTarget           // choose a target, or done when "up to"
	decRepeat           // choose how many times to pay a repeated cost
	decSpend            // spend an action for an "up to" cost, or done
	decPay              // which action pays the next cost symbol
	decDestroy          // which card to destroy for a cost
	decPilot            // which character to exhaust for Pilot
	decCounter          // answer the opponent's card with a counter card, or not
	decOptional         // use an optional trigger, or not
	decOrder            // which of your simultaneous triggers resolves first
	decUnique           // which Unique card with the same Basic Name to keep
	decSearch           // which card to take from the deck
	decLook             // where to put a card looked at
)

// decision is the question the game is waiting on.
type decision struct {
	kind   decKind
	player int8
	// group lists the cards a decUnique chooses among.
	group []ObjID
}

func (d decision) clone() decision {
	d.group = append([]ObjID(nil), d.group...)
	return d
}
