package agent

import (
	"math"
	"time"

	"omnideck/engine"
)

// ISMCTS is Information Set Monte Carlo Tree Search (single observer, with
// availability counts): every iteration samples a world its seat cannot tell
// from the real one (Observation.Determinize), walks one tree of decisions
// shared by all worlds, choosing by UCT among the options that are
// available in that world, adds one node, plays the rest of the game out
// with a quick policy and credits the result to every choice on the way.
// The move it makes is its seat's most tried option at the root.
//
// It plays every game through the engine API alone. It never reads hidden
// information: the worlds it plans on are built from what its seat has
// seen, so two games its seat cannot tell apart get the same answer.
//
// Several players deciding at once are handled as the engine presents
// them: each actor's choice at a node is made from that actor's own
// statistics (decoupled UCT), so no one plans on a choice they cannot see.
// Chance lives inside the sampled worlds (each has its own generator), so
// the tree averages over it.
//
// With a budget of iterations only, the same seed and the same observation
// give the same choice. A search stops early once the iterations its
// budget has left could not change its choice, which is then the one the
// whole budget would have made (with a time budget, as many iterations as
// the time left allows at the pace so far).
type ISMCTS struct {
	// Budget bounds the search of each decision.
	Budget Budget
	// Rollout picks the options of playouts: "heuristic" (the game's
	// hints, greedily, ties at random; random where a game has no hints)
	// or "random".
	Rollout string
	// Depth caps a playout's decisions; a playout cut short is judged by
	// the game ([engine.Evaluator]), or as even where the game cannot
	// judge.
	Depth int
	// Explore is the UCT exploration constant (returns are between 0 and 1).
	Explore float64
	// Searched counts, over every search so far, the iterations run and
	// the decisions played in them (in the tree and in playouts).
	Searched struct{ Iterations, Decisions int64 }

	// exhaust runs every iteration of the budget even when the choice
	// is already settled (for tests that compare the two).
	exhaust bool

	rng  engine.RNG
	tree tree
	// Buffers kept between iterations.
	legal, roll []engine.Action
	path        []step
	moves       []move
	values      []float64
}

// Budget bounds one decision's search: it stops after Iterations
// iterations or Think time, whichever comes first; a zero field sets no
// bound, and at least one iteration is always run.
type Budget struct {
	Iterations int
	Think      time.Duration
}

// step is one choice on an iteration's way down the tree: a node and the
// edge taken there.
type step struct {
	node, edge int32
}

// move is one actor's choice at a node.
type move struct {
	player int
	action engine.Action
}

// NewISMCTS returns a search agent seeded with seed, at level medium.
func NewISMCTS(seed uint64) *ISMCTS {
	a := &ISMCTS{rng: engine.NewRNG(seed), Rollout: "heuristic", Depth: 200, Explore: 0.7}
	a.SetLevel(LevelMedium)
	return a
}

// Name is "ismcts".
func (*ISMCTS) Name() string { return "ismcts" }

// Choose searches from o and returns its seat's most tried legal option.
func (a *ISMCTS) Choose(o engine.Observation, legal []engine.Action) engine.Action {
	if len(legal) == 1 {
		return legal[0]
	}
	p := o.Player()
	t := &a.tree
	t.reset()
	root := t.add()
	start := time.Now()
	for i := 0; ; i++ {
		if i > 0 {
			left := a.left(i, start)
			if left <= 0 || !a.exhaust && i%settleEvery == 0 && a.settled(root, p, legal, left) {
				break
			}
		}
		a.iterate(o.Determinize(&a.rng), root)
		a.Searched.Iterations++
	}
	return a.best(root, p, legal)
}

// defaultIterations bounds a search given no budget at all.
const defaultIterations = 1000

// left is how many iterations the budget has left after i of a search
// begun at start: those of its bound in iterations, or as many as its
// time left allows at the pace so far, whichever is fewer.
func (a *ISMCTS) left(i int, start time.Time) int {
	left := math.MaxInt
	if n := a.Budget.Iterations; n > 0 {
		left = n - i
	}
	if d := a.Budget.Think; d > 0 {
		spent := time.Since(start)
		if spent >= d {
			return 0
		}
		if spent > 0 {
			left = min(left, int(float64(i)*float64(d-spent)/float64(spent)))
		}
	}
	if a.Budget.Iterations <= 0 && a.Budget.Think <= 0 {
		left = defaultIterations - i
	}
	return left
}

// settleEvery is how often, in iterations, a search checks whether its
// choice is settled.
const settleEvery = 16

// settled reports whether p's most tried option at the root leads every
// other legal option by more than the left iterations: no way the rest of
// the budget could go would change the choice, so the search can stop
// and choose what the whole budget would have chosen.
func (a *ISMCTS) settled(root int32, p int, legal []engine.Action, left int) bool {
	var first, second uint32
	for _, act := range legal {
		v := uint32(0)
		if e := a.tree.find(root, p, act); e >= 0 {
			v = a.tree.nodes[root].edges[e].visits
		}
		if v > first {
			first, second = v, first
		} else if v > second {
			second = v
		}
	}
	return int(first-second) > left
}

// iterate runs one iteration on world w from the root.
func (a *ISMCTS) iterate(w engine.State, root int32) {
	t := &a.tree
	a.path = a.path[:0]
	n := root
	for !w.Terminal() {
		// Every actor chooses from what the world offers now, before any
		// of them is applied: their choices are simultaneous.
		a.moves = a.moves[:0]
		key := uint64(0)
		for q := range w.Actors().All() {
			a.legal = w.Legal(q, a.legal[:0])
			if len(a.legal) == 0 {
				continue
			}
			e := t.choose(n, q, a.legal, a.Explore, &a.rng)
			a.path = append(a.path, step{n, e})
			act := t.nodes[n].edges[e].action
			a.moves = append(a.moves, move{q, act})
			key = engine.Mix(key^uint64(q+1), uint64(act))
		}
		if len(a.moves) == 0 {
			break
		}
		for _, m := range a.moves {
			a.Searched.Decisions++
			if err := w.Apply(m.player, m.action); err != nil {
				// A world that refuses its own option cannot be scored.
				a.path = a.path[:0]
				return
			}
			if w.Terminal() {
				break
			}
		}
		child, fresh := t.child(n, key)
		if child < 0 {
			break // the tree is full: play out from here
		}
		n = child
		if fresh {
			break
		}
	}
	values := a.playout(w)
	for _, s := range a.path {
		e := &t.nodes[s.node].edges[s.edge]
		e.visits++
		e.reward += values[e.player]
	}
}

// playout finishes w by the rollout policy, or cuts it at Depth decisions,
// and returns each seat's value.
func (a *ISMCTS) playout(w engine.State) []float64 {
	hints := a.Rollout != "random"
	h, hinted := w.(engine.Hinter)
	hinted = hinted && hints
	for d := 0; !w.Terminal() && d < a.Depth; d++ {
		progressed := false
		for q := range w.Actors().All() {
			a.roll = w.Legal(q, a.roll[:0])
			if len(a.roll) == 0 {
				continue
			}
			var choice engine.Action
			if hinted && len(a.roll) > 1 {
				choice = bestBy(a.roll, func(act engine.Action) float64 { return h.Hint(q, act) }, &a.rng)
			} else {
				choice = a.roll[a.rng.IntN(len(a.roll))]
			}
			a.Searched.Decisions++
			if w.Apply(q, choice) != nil {
				return a.even(w)
			}
			progressed = true
			if w.Terminal() {
				break
			}
		}
		if !progressed {
			break
		}
	}
	if w.Terminal() {
		return w.Outcome().Returns
	}
	if ev, ok := w.(engine.Evaluator); ok {
		n := w.Config().Players
		a.values = a.values[:0]
		for q := range n {
			a.values = append(a.values, min(1, max(0, ev.Evaluate(q))))
		}
		return a.values
	}
	return a.even(w)
}

// even is a value of 1/n for each of the n seats.
func (a *ISMCTS) even(w engine.State) []float64 {
	n := w.Config().Players
	a.values = a.values[:0]
	for range n {
		a.values = append(a.values, 1/float64(n))
	}
	return a.values
}

// best is p's most tried option among legal at the root; ties go to the
// better mean, then to the earlier option.
func (a *ISMCTS) best(root int32, p int, legal []engine.Action) engine.Action {
	choice, visits, mean := legal[0], uint32(0), math.Inf(-1)
	for _, act := range legal {
		e := a.tree.find(root, p, act)
		if e < 0 {
			continue
		}
		ed := a.tree.nodes[root].edges[e]
		m := ed.mean()
		if ed.visits > visits || (ed.visits == visits && m > mean) {
			choice, visits, mean = act, ed.visits, m
		}
	}
	return choice
}
