package agent

import (
	"math"
	"testing"
	"time"

	"omnideck/engine"
)

// A search with an iteration budget that stops once its choice is settled
// chooses what the whole budget chooses, and on decisions with a clear
// best option it gets there in fewer iterations.
func TestISMCTSStopsOnceTheChoiceIsSettled(t *testing.T) {
	saved := false
	for seed := uint64(1); seed <= 6; seed++ {
		s := superbenjiGame(t, seed)
		p := s.Actors().Slice()[0]
		advance(t, s, p, seed)
		legal := s.Legal(p, nil)
		quick := searcher(t, seed, "ismcts:iterations=400:depth=40")
		whole := searcher(t, seed, "ismcts:iterations=400:depth=40")
		whole.exhaust = true
		got := quick.Choose(engine.Observe(s, p), legal)
		want := whole.Choose(engine.Observe(s, p), legal)
		if got != want {
			t.Errorf("seed %d: stopping early chose %s, the whole budget %s", seed, s.ActionCode(p, got), s.ActionCode(p, want))
		}
		if whole.Searched.Iterations != 400 {
			t.Errorf("seed %d: the whole budget ran %d iterations, want 400", seed, whole.Searched.Iterations)
		}
		if quick.Searched.Iterations > whole.Searched.Iterations {
			t.Errorf("seed %d: stopping early ran %d iterations, more than the budget", seed, quick.Searched.Iterations)
		}
		saved = saved || quick.Searched.Iterations < whole.Searched.Iterations
	}
	if !saved {
		t.Error("no search stopped before the end of its budget")
	}
}

// settled holds exactly when the leader's lead is more than the iterations
// left, counting an option never tried as tried no times.
func TestSettled(t *testing.T) {
	a := NewISMCTS(1)
	a.tree.reset()
	root := a.tree.add()
	for act, visits := range []uint32{10, 4, 0} {
		e := a.tree.edgeFor(root, 0, engine.Action(act), act)
		a.tree.nodes[root].edges[e].visits = visits
	}
	legal := []engine.Action{0, 1, 2, 3}
	if !a.settled(root, 0, legal, 5) {
		t.Error("a lead of 6 with 5 iterations left is not settled")
	}
	if a.settled(root, 0, legal, 6) {
		t.Error("a lead of 6 with 6 iterations left is settled: the runner-up could tie")
	}
	if !a.settled(root, 0, legal[:1], 9) {
		t.Error("the only option tried 10 times is not settled with 9 left")
	}
	if a.settled(root, 1, legal, 0) {
		t.Error("another seat's statistics settled this seat's choice")
	}
}

// The iterations a budget has left: those of its bound, or those its time
// left allows at the pace so far, whichever is fewer.
func TestIterationsLeft(t *testing.T) {
	quarter := time.Now().Add(-15 * time.Minute) // a quarter of an hour spent
	cases := []struct {
		budget   Budget
		low, top int
	}{
		{Budget{Iterations: 500}, 400, 400},
		{Budget{Think: time.Hour}, 299, 300}, // 100 in a quarter: 300 in the three left
		{Budget{Think: time.Hour, Iterations: 200}, 100, 100},
		{Budget{Think: time.Hour, Iterations: 1000}, 299, 300},
		{Budget{Think: 10 * time.Minute}, 0, 0}, // the time is up
		{Budget{}, defaultIterations - 100, defaultIterations - 100},
	}
	for _, c := range cases {
		a := NewISMCTS(1)
		a.Budget = c.budget
		if got := a.left(100, quarter); got < c.low || got > c.top {
			t.Errorf("budget %+v after 100 iterations in 15 minutes: %d left, want %d to %d", c.budget, got, c.low, c.top)
		}
	}
}

// However many iterations a budget has left, a choice that could still
// change is not settled.
func TestSettledWithAVastBudgetLeft(t *testing.T) {
	a := NewISMCTS(1)
	a.tree.reset()
	root := a.tree.add()
	e := a.tree.edgeFor(root, 0, 0, 0)
	a.tree.nodes[root].edges[e].visits = 10
	for _, left := range []int{1 << 32, 1<<32 + 5, math.MaxInt} {
		if a.settled(root, 0, []engine.Action{0, 1}, left) {
			t.Errorf("a lead of 10 with %d iterations left is settled", left)
		}
	}
}
