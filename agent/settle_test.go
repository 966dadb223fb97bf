package agent

import (
	"testing"

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
