package ben10

import "omnideck/kit"

// The kinds of job (kit.Job.Kind).
const (
	jobEffect  uint8 = iota // an Effect card being used
	jobAppear               // a Character card appearing, its Entrance cost being paid
	jobTrigger              // a Character card's triggered ability
	jobWindow               // a player's chance to activate a Set Trick
	jobTrick                // a Trick card activated
	jobBattle               // a battle (Battle phase)
)

// How a card comes to appear or be used (kit.Job.Ability of jobAppear and
// jobEffect).
const (
	fromHand   = iota // an Effect card used from hand (Effect phase)
	fromOpen          // turned face up in the Open phase
	fromAttack        // a Set Character attacked (Battle phase)
)

// runner moves Ben 10's jobs on (kit.Runner); it is made with the verbs
// (verbs.go).
var runner *kit.Runner[*State]

func newRunner() *kit.Runner[*State] {
	return &kit.Runner[*State]{
		Verbs:  verbs,
		Costs:  (*State).costs,
		Window: (*State).window,
		Finish: (*State).finish,
		Ask: func(s *State, q kit.Ask, p int) {
			s.ask(decision{kind: decRunner, ask: q, player: int8(p)})
		},
	}
}

// The cost parts: the question whether to pay at all (where paying is
// optional), then discarding X cards from hand (formulas A and B).
var (
	discardPart = &kit.DiscardFromHand[*State]{
		Verb:    vDiscard,
		Hand:    func(_ *State, p int) kit.ZoneID { return zone(p, zHand) },
		Discard: (*State).payDiscard,
	}
	declinePart = &kit.Decline[*State]{Yes: vYes, No: vNo, Offer: (*State).mayDecline}
	entryCosts  = []kit.CostPart[*State]{declinePart, discardPart}
)

// costs are job j's cost parts.
func (s *State) costs(j *kit.Job) []kit.CostPart[*State] {
	if j.Kind == jobEffect || j.Kind == jobAppear {
		return entryCosts
	}
	return nil
}

// mayDecline reports whether job j's controller may choose not to pay:
// the Use cost of an Effect card turned face up (authors' note: "you may
// pay the Use cost of an Effect card"), an Entrance cost when the option
// entrance-cost is may, and an attacked Set Character when the option
// attacked-set-character is stay.
func (s *State) mayDecline(j *kit.Job) bool {
	switch {
	case j.Kind == jobEffect:
		return j.Ability == fromOpen && j.X > 0
	case j.Kind != jobAppear:
		return false
	case j.Ability == fromAttack && s.rules.stay:
		return true
	}
	return s.rules.entranceMay && j.X > 0
}

// payDiscard discards card id from hand to pay for job j.
func (s *State) payDiscard(j *kit.Job, id kit.ObjID) {
	s.toDiscard(id)
	s.logf(evCost, int(j.Ctrl), s.ref(id), s.ref(j.Src))
}

// window opens job j's reaction windows. A window job asks its player once
// whether to activate a Trick. An Effect card's use and a battle fire
// their event when their cost is paid and their windows open, so that the
// abilities and Tricks that answer them go first.
func (s *State) window(j *kit.Job) (int, bool) {
	if j.Window > 0 {
		return 0, false
	}
	switch j.Kind {
	case jobWindow:
		return int(j.Ctrl), true
	case jobEffect:
		j.Window = 1
		s.logf(evUse, int(j.Ctrl), s.ref(j.Src), 0)
		e := kit.NewEvent(bEffectUsed, int(j.Ctrl), j.Src)
		s.fire(e)
	case jobBattle:
		j.Window = 1
		s.fire(j.Event)
	case jobTrigger:
		j.Window = 1
		s.logf(evAbility, int(j.Ctrl), s.ref(j.Src), int32(j.Ability))
	}
	return 0, false
}

// finish puts a job's card where it goes once the job is done.
func (s *State) finish(j *kit.Job) {
	switch j.Kind {
	case jobEffect:
		if j.Declined {
			s.logf(evDecline, int(j.Ctrl), s.ref(j.Src), 0)
			s.setBackInPlace(j.Src)
			return
		}
		if j.Gone {
			s.logf(evCancel, int(j.Ctrl), s.ref(j.Src), 0)
		}
		s.toDiscard(j.Src)
	case jobAppear:
		if j.Declined {
			s.logf(evDecline, int(j.Ctrl), s.ref(j.Src), 0)
		}
		if j.Gone {
			s.cannotAppear(j.Src, int(j.Ability))
			return
		}
		s.appear(j.Src)
	case jobTrick:
		if s.t.Where(j.Src)&(kit.InPlay|kit.InSet) != 0 {
			s.toDiscard(j.Src)
		}
	}
}

// start puts a job on its way: it goes on the stack once the current step
// is done.
func (s *State) start(j kit.Job) { s.pending = append(s.pending, j) }

// top is the job being worked on.
func (s *State) top() *kit.Job { return s.stack.Top() }
