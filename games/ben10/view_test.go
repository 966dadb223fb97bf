package ben10

import (
	"strings"
	"testing"

	"omnideck/engine"
)

// No handle reaches people: labels, the log and the game's own text name
// cards by name and place, never by number.
func TestNoHandleShownToPeople(t *testing.T) {
	g := mustGame(t)
	for seed := uint64(1); seed <= 20; seed++ {
		st, err := g.New(engine.Config{Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(seed)
		for n := 0; !st.Terminal() && n < 400; n++ {
			p := st.Actors().First()
			for _, viewer := range []int{0, 1, engine.Spectator} {
				if text := st.View(viewer).Text(); strings.Contains(text, "#") {
					t.Fatalf("seed %d: the view shows a handle:\n%s", seed, text)
				}
			}
			legal := st.Legal(p, nil)
			for _, a := range legal {
				if l := st.ActionLabel(p, a); strings.Contains(l, "#") {
					t.Fatalf("seed %d: label %q shows a handle", seed, l)
				}
			}
			if err := st.Apply(p, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		entries, _ := st.Events(engine.Spectator, 0)
		for _, e := range entries {
			if strings.Contains(e.Text, "#") {
				t.Fatalf("seed %d: the log shows a handle: %q", seed, e.Text)
			}
		}
	}
}

// The view and the table name the phase the question is in:
// the Open phase's question is in "open", the Transformation phase's in
// "transformation", the Main sequence's in "main", each question with its
// kind.
func TestPhaseIsTheQuestions(t *testing.T) {
	g := mustGame(t)
	want := map[decKind][2]string{decOpen: {"open", kindOpen}, decMain: {"main", kindMain},
		decTransform: {"transformation", kindTransform}, decRedraw: {"setup", kindRedraw}}
	seen := map[decKind]bool{}
	for seed := uint64(1); seed <= 10; seed++ {
		st, err := g.New(engine.Config{Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		rng := engine.NewRNG(seed)
		for n := 0; !s.Terminal() && n < 300; n++ {
			p := s.Actors().First()
			if w, ok := want[s.dec.kind]; ok {
				seen[s.dec.kind] = true
				tb, v := s.Table(p), s.View(p).(*View)
				if tb.Phase != w[0] || v.Phase != w[0] || tb.Question.Kind != w[1] {
					t.Fatalf("seed %d: %q is asked in phase %q (view %q), kind %q; want %q, %q",
						seed, tb.Question.Prompt, tb.Phase, v.Phase, tb.Question.Kind, w[0], w[1])
				}
			}
			legal := s.Legal(p, nil)
			if err := s.Apply(p, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for k := range want {
		if !seen[k] {
			t.Errorf("no game asked question %d", k)
		}
	}
}
