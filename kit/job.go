package kit

import "slices"

// Stage is how far a job has got.
type Stage uint8

// The stages of a job.
const (
	// StageBuild asks what the job needs before it can resolve: whether
	// to use an optional ability, its targets, how to pay its cost.
	StageBuild Stage = iota
	// StageWindow gives other players the chance to answer it (a counter
	// from hand, a Trick).
	StageWindow
	// StageResolve does its effects one at a time.
	StageResolve
)

// Chosen is one target chosen for one of a job's effects.
type Chosen struct {
	Effect uint8
	T      Target
}

// Job is one card, ability, trigger or rule action with choices on its way
// from being started to having resolved. Every answer given for it is kept
// here, so that a state can be copied at any point of it: a job is plain
// data, and the functions that move it on belong to the game's Runner.
type Job struct {
	// Kind is the game's: a card played, an ability, a trigger, a Trick,
	// a battle.
	Kind uint8
	// Src is the card it comes from, or NoObj; Ctrl the player it belongs
	// to; Ability which of the card's abilities, or -1.
	Src     ObjID
	Ctrl    int8
	Ability int16
	// Event is the event it answers (a trigger's, a window's).
	Event Event
	// Effects are what will resolve: shared with the card definition,
	// never changed.
	Effects []Effect
	// Chosen are the targets chosen so far, in order.
	Chosen []Chosen
	// Picked is the number of effects whose targets are settled; Cost the
	// number of cost parts paid, Paid the progress inside the next one;
	// Window the number of reaction windows answered; PC the next effect
	// to resolve and Step the progress inside it.
	Picked, Cost, Window, PC uint8
	Paid, Step               int16
	Stage                    Stage
	// Optional jobs ask their controller first ("you may"); Asked is set
	// once they said yes.
	Optional, Asked bool
	// Declined is set when the controller chose not to pay an optional
	// cost; Gone when the job will not resolve (cancelled, declined).
	Declined, Gone bool
	// X is a number the job carries (the X of a cost, a count).
	X int32
	// Objs are cards the job holds (cards chosen, looked at).
	Objs []ObjID
	// Vals are numbers the job keeps, in the game's encoding: what was
	// paid for an "up to" cost, for effects that give it back.
	Vals []int32
}

// NewJob returns a job of kind k from card src for player p, resolving
// effects.
func NewJob(k uint8, src ObjID, p int, effects []Effect) Job {
	return Job{Kind: k, Src: src, Ctrl: int8(p), Ability: -1, Effects: effects, Event: Event{Obj: NoObj, Other: NoObj, From: NoZone}}
}

// Targets calls yield with the targets chosen for effect i, while yield
// says on.
func (j *Job) Targets(i int, yield func(Target) bool) {
	for _, c := range j.Chosen {
		if int(c.Effect) == i && !yield(c.T) {
			return
		}
	}
}

// chosenFor counts the targets chosen for effect i, and reports whether t
// is one of them.
func (j *Job) chosenFor(i int, t Target) (n int, has bool) {
	for _, c := range j.Chosen {
		if int(c.Effect) == i {
			n++
			has = has || c.T == t
		}
	}
	return n, has
}

// Clone returns a deep copy (the effects, which never change, are
// shared).
func (j Job) Clone() Job {
	j.Chosen = slices.Clone(j.Chosen)
	j.Objs = slices.Clone(j.Objs)
	j.Vals = slices.Clone(j.Vals)
	return j
}

// Stack is the jobs under way; the last is on top and is worked on first.
// A job started while another resolves goes on top and resolves first.
type Stack struct {
	Jobs []Job
	// done is the job last taken off, kept here while it is finished so
	// that finishing allocates nothing.
	done Job
}

// Len is the number of jobs.
func (st *Stack) Len() int { return len(st.Jobs) }

// Push puts j on top.
func (st *Stack) Push(j Job) { st.Jobs = append(st.Jobs, j) }

// PushInOrder puts jobs on top so that the first of them is worked on
// first.
func (st *Stack) PushInOrder(jobs []Job) {
	for i := len(jobs) - 1; i >= 0; i-- {
		st.Push(jobs[i])
	}
}

// Top is the job on top, or nil. The pointer is good until the next Push.
func (st *Stack) Top() *Job {
	if len(st.Jobs) == 0 {
		return nil
	}
	return &st.Jobs[len(st.Jobs)-1]
}

// Pop takes the top job off.
func (st *Stack) Pop() Job {
	j := st.Jobs[len(st.Jobs)-1]
	st.Jobs[len(st.Jobs)-1] = Job{}
	st.Jobs = st.Jobs[:len(st.Jobs)-1]
	return j
}

// Clone returns a deep copy.
func (st *Stack) Clone() Stack {
	if len(st.Jobs) == 0 {
		return Stack{}
	}
	c := Stack{Jobs: make([]Job, len(st.Jobs), len(st.Jobs)+2)}
	for i := range st.Jobs {
		c.Jobs[i] = st.Jobs[i].Clone()
	}
	return c
}
