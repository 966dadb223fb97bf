package kit

// Ask is a kind of question the job runner asks.
type Ask uint8

// The questions of the job runner.
const (
	// AskOptional: use an optional ability ("you may"), or not.
	AskOptional Ask = iota + 1
	// AskTarget: choose a target for the effect being built
	// (Runner.Choosing), or stop choosing when "up to".
	AskTarget
	// AskCost: answer the question of the cost part being paid
	// (Runner.Paying).
	AskCost
	// AskWindow: answer the job in a reaction window, or let it be.
	AskWindow
	// AskMode: choose one mode of the job's modal effect (Runner.Modal),
	// among those whose targets can be chosen (Runner.ModeOpen).
	AskMode
)

// Runner moves jobs on, one step at a time, asking its questions through
// the game: the game keeps the question in its state (never a callback
// waiting), lists the answers, and gives them back to the runner. A game
// makes one Runner, with functions over its own state type S, and shares
// it between states.
//
// A job goes through three stages. Build: an optional job asks its
// controller first; a modal effect ("choose one") asks for its mode,
// whose effects take its place; then each effect whose verb chooses
// targets asks for them (checked when chosen: only candidates are
// offered; a choice with one way is made without asking; an effect that
// would do nothing asks none); then each cost part is paid, asking only
// where paying is a real choice. Window: the game may open reaction
// windows, each a question to one player (a Trick, a counter). Resolve:
// Begin is called once, then each effect is done by its verb, which may
// wait on a question of its own; chosen targets are checked again
// (Touch). A job that is Gone is taken off without resolving. When a job
// comes off, Finish puts its card where it goes.
type Runner[S Facts] struct {
	Verbs *Verbs[S]
	// Costs are the parts of job j's cost, in paying order; nil for
	// none. They may depend on the job (its kind, its X).
	Costs func(s S, j *Job) []CostPart[S]
	// Window finds the next reaction window of job j from j.Window on,
	// setting j.Window to it, and returns the player it asks; false when
	// there is none left.
	Window func(s S, j *Job) (p int, ok bool)
	// Begin, optional, is called once when job j starts to resolve, its
	// windows passed (an action card adds its actions to the pool).
	Begin func(s S, j *Job)
	// Finish is called with each job taken off the stack, resolved or
	// gone.
	Finish func(s S, j *Job)
	// Ask puts the question to player p in the game's state.
	Ask func(s S, q Ask, p int)
}

// Step moves the top job of st on by one step, or takes it off; it
// reports false when there is no job. After a question is asked, the game
// waits for its answer before stepping again.
func (r *Runner[S]) Step(s S, st *Stack) bool {
	top := st.Len() - 1
	if top < 0 {
		return false
	}
	j := &st.Jobs[top]
	if j.Gone {
		r.finish(s, st)
		return true
	}
	switch j.Stage {
	case StageBuild:
		r.build(s, j)
	case StageWindow:
		if r.Window != nil {
			p, ok := r.Window(s, j)
			j = &st.Jobs[top] // the window may have started jobs
			if ok {
				r.Ask(s, AskWindow, p)
				return true
			}
		}
		j.Stage = StageResolve
		if r.Begin != nil {
			r.Begin(s, j)
		}
	case StageResolve:
		if int(j.PC) < len(j.Effects) {
			done := r.Verbs.Resolve(s, j, &j.Effects[j.PC])
			j = &st.Jobs[top] // the verb may have started a job
			if done {
				j.PC++
				j.Step = 0
			}
			return true
		}
		r.finish(s, st)
	}
	return true
}

// finish takes the top job off and finishes it. The job is kept in the
// stack while Finish reads it, so that finishing allocates nothing.
func (r *Runner[S]) finish(s S, st *Stack) {
	st.done = st.Pop()
	if r.Finish != nil {
		r.Finish(s, &st.done)
	}
	st.done = Job{}
}

// build asks the job's next question, or makes the choices and payments
// that need none, and then moves it on to its windows.
func (r *Runner[S]) build(s S, j *Job) {
	p := int(j.Ctrl)
	if j.Optional && !j.Asked {
		r.Ask(s, AskOptional, p)
		return
	}
	if i, _ := r.Modal(j); i >= 0 {
		r.Ask(s, AskMode, p)
		return
	}
	for int(j.Picked) < len(j.Effects) {
		i := int(j.Picked)
		sel := r.Verbs.Target(&j.Effects[i])
		if sel == nil || !sel.Chosen() || r.Verbs.Idle(s, j, &j.Effects[i]) {
			j.Picked++
			continue
		}
		have, _ := j.chosenFor(i, -1<<31)
		left := sel.Want() - have
		open := 0
		var only Target
		c := JobCtx(j)
		sel.EachCandidate(s, c, func(t Target) bool {
			if _, chosen := j.chosenFor(i, t); !chosen {
				open++
				only = t
			}
			return true
		})
		switch {
		case left <= 0 || open == 0:
			j.Picked++
		case open == 1 && left >= 1 && !sel.UpTo:
			// One way only: chosen without asking.
			j.Chosen = append(j.Chosen, Chosen{Effect: uint8(i), T: only})
		default:
			r.Ask(s, AskTarget, p)
			return
		}
	}
	if r.Costs != nil {
		parts := r.Costs(s, j)
		for int(j.Cost) < len(parts) && !j.Declined {
			part := parts[j.Cost]
			if part.Asks(s, j) {
				r.Ask(s, AskCost, p)
				return
			}
			part.Pay(s, j)
			j.Cost++
			j.Paid = 0
		}
	}
	if j.Declined {
		j.Gone = true
		return
	}
	j.Stage = StageWindow
}

// Choosing is the selector job j is choosing targets for now, and the
// effect's index; nil when it is not choosing.
func (r *Runner[S]) Choosing(j *Job) (*Selector, int) {
	if j.Stage != StageBuild || int(j.Picked) >= len(j.Effects) {
		return nil, -1
	}
	i := int(j.Picked)
	return r.Verbs.Target(&j.Effects[i]), i
}

// EachTarget calls yield with the targets job j may choose now for the
// effect it is choosing for, while yield says on.
func (r *Runner[S]) EachTarget(s S, j *Job, yield func(Target) bool) {
	sel, i := r.Choosing(j)
	if sel == nil {
		return
	}
	c := JobCtx(j)
	sel.EachCandidate(s, c, func(t Target) bool {
		if _, chosen := j.chosenFor(i, t); chosen {
			return true
		}
		return yield(t)
	})
}

// Choose takes target t for the effect job j is choosing for; it reports
// false, changing nothing, when t is not a candidate.
func (r *Runner[S]) Choose(s S, j *Job, t Target) bool {
	sel, i := r.Choosing(j)
	if sel == nil {
		return false
	}
	ok := false
	r.EachTarget(s, j, func(x Target) bool {
		ok = x == t
		return !ok
	})
	if ok {
		j.Chosen = append(j.Chosen, Chosen{Effect: uint8(i), T: t})
	}
	return ok
}

// Enough stops choosing targets for an "up to" effect.
func (r *Runner[S]) Enough(j *Job) { j.Picked++ }

// Paying is the cost part job j is paying now, or nil.
func (r *Runner[S]) Paying(s S, j *Job) CostPart[S] {
	if r.Costs == nil || j.Stage != StageBuild {
		return nil
	}
	parts := r.Costs(s, j)
	if int(j.Cost) >= len(parts) {
		return nil
	}
	return parts[j.Cost]
}

// CanPay reports whether every part of job j's cost can be paid now.
func (r *Runner[S]) CanPay(s S, j *Job) bool {
	if r.Costs == nil {
		return true
	}
	for _, part := range r.Costs(s, j) {
		if !part.CanPay(s, j) {
			return false
		}
	}
	return true
}

// CanTarget reports whether every effect of job j that must choose
// targets has a candidate now, so that it may be started; a modal effect
// needs one mode whose effects can.
func (r *Runner[S]) CanTarget(s S, j *Job) bool {
	return r.CanTargetEffects(s, JobCtx(j), j.Effects)
}

// CanTargetEffects reports whether effects, played from c's card by c's
// controller, can have their targets, as CanTarget does for a job: a
// card's play can be offered without making its job.
func (r *Runner[S]) CanTargetEffects(s S, c Ctx, effects []Effect) bool {
	for i := range effects {
		e := &effects[i]
		if modes := r.Verbs.Modes(e); modes != nil {
			ok := false
			for k := range modes {
				ok = ok || r.CanTargetEffects(s, c, modes[k].Effects)
			}
			if !ok {
				return false
			}
			continue
		}
		sel := r.Verbs.Target(e)
		if sel != nil && sel.Chosen() && !sel.UpTo && !sel.HasCandidate(s, c) {
			return false
		}
	}
	return true
}

// Modal is job j's first modal effect still to choose a mode for, and its
// modes; -1 when there is none.
func (r *Runner[S]) Modal(j *Job) (int, []Mode) {
	for i := range j.Effects {
		if modes := r.Verbs.Modes(&j.Effects[i]); modes != nil {
			return i, modes
		}
	}
	return -1, nil
}

// ModeOpen reports whether mode k of job j's modal effect may be chosen:
// its effects' targets can be chosen.
func (r *Runner[S]) ModeOpen(s S, j *Job, k int) bool {
	_, modes := r.Modal(j)
	return k < len(modes) && r.CanTargetEffects(s, JobCtx(j), modes[k].Effects)
}

// ChooseMode puts the effects of mode k in the place of job j's modal
// effect. The job's effects become a list of its own; the card's are not
// changed.
func (r *Runner[S]) ChooseMode(j *Job, k int) {
	i, modes := r.Modal(j)
	if i < 0 || k >= len(modes) {
		return
	}
	effects := make([]Effect, 0, len(j.Effects)-1+len(modes[k].Effects))
	effects = append(effects, j.Effects[:i]...)
	effects = append(effects, modes[k].Effects...)
	effects = append(effects, j.Effects[i+1:]...)
	j.Effects = effects
}

// Answered records that the player asked in job j's current reaction
// window has answered (the game does what the answer means, such as
// starting the job of a Trick).
func (r *Runner[S]) Answered(j *Job) { j.Window++ }

// Touch calls yield with what effect i of job j touches now through
// selector sel: the chosen targets that are still candidates (checked
// again on resolution), or what a selector that chooses nothing picks. It
// reports false when the effect chose targets and none is left, so that
// it does nothing.
func (r *Runner[S]) Touch(s S, j *Job, i int, sel *Selector, yield func(Target) bool) bool {
	c := JobCtx(j)
	if !sel.Chosen() {
		sel.Each(s, c, yield)
		return true
	}
	any := false
	j.Targets(i, func(t Target) bool {
		if sel.IsCandidate(s, c, t) {
			any = true
			return yield(t)
		}
		return true
	})
	return any
}
