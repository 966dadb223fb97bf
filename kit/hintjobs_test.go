package kit

import "testing"

// A hint job is made anew each time it is taken, a hint inside a hint
// gets a job of its own, however deep, and taking one allocates nothing.
func TestHintJobs(t *testing.T) {
	var h HintJobs
	effects := []Effect{{Verb: "draw"}}
	outer := h.Take(1, 7, 0, effects)
	outer.Chosen = append(outer.Chosen, Chosen{T: PlayerTarget(1)})
	outer.PC = 1
	seen := map[*Job]bool{outer: true}
	for depth := 1; depth < 6; depth++ {
		inner := h.Take(2, ObjID(depth), 1, nil)
		if seen[inner] {
			t.Fatalf("depth %d: the job taken is one in use", depth)
		}
		seen[inner] = true
	}
	for range 5 {
		h.Done()
	}
	if outer.Kind != 1 || outer.Src != 7 || outer.PC != 1 || len(outer.Chosen) != 1 {
		t.Errorf("the outer job changed under the inner hints: %+v", *outer)
	}
	h.Done()
	again := h.Take(3, 9, 1, nil)
	if again.Kind != 3 || again.Src != 9 || again.PC != 0 || again.Chosen != nil || again.Ability != -1 {
		t.Errorf("a job taken again is not made anew: %+v", *again)
	}
	h.Done()
	if n := testing.AllocsPerRun(10, func() { h.Take(1, 1, 0, effects); h.Done() }); n != 0 {
		t.Errorf("taking a hint job allocated %v times", n)
	}
}
