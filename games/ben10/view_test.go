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
