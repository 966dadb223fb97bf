package superbenji

import (
	"testing"

	"omnideck/engine"
)

// What the hints keep from one option's hint to the next never changes a
// hint: in games of the built-in decks, each option's hint judged after its
// fellows' is the hint a fresh copy of the game gives it alone, decision
// after decision.
func TestHintsKeptAreTheHintsWorkedOut(t *testing.T) {
	g := mustGame(t)
	var decks [][]string
	for _, name := range []string{"heroes", "banana-villains"} {
		ids, err := g.LoadDeck(name)
		if err != nil {
			t.Fatal(err)
		}
		decks = append(decks, ids)
	}
	judged := 0
	for i := range 4 {
		cfg := engine.Config{Players: 2, Seed: uint64(i + 1), Decks: [][]string{decks[i%2], decks[(i+1)%2]}}
		st, err := g.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		rng := engine.NewRNG(uint64(i))
		for step := 0; !s.Terminal() && step < 2000; step++ {
			p := s.Actors().Slice()[0]
			legal := s.Legal(p, nil)
			if len(legal) > 1 {
				for _, a := range legal {
					kept := s.Hint(p, a)
					alone := s.Clone().(*State).Hint(p, a)
					if kept != alone {
						t.Fatalf("game %d, decision %d: %s judged after the others %v, alone %v", i, step, s.ActionCode(p, a), kept, alone)
					}
					judged++
				}
			}
			if err := s.Apply(p, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if judged < 500 {
		t.Errorf("only %d hints compared", judged)
	}
}
