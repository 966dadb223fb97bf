package tftcg

import (
	"testing"

	"omnideck/engine"
)

// What the hints keep from one option's hint to the next never changes a
// hint: in games of every deck and both rule sets, each option's hint
// judged after its fellows' is the hint a fresh copy of the game gives it
// alone, decision after decision.
func TestHintsKeptAreTheHintsWorkedOut(t *testing.T) {
	g := mustGame(t)
	decks := []string{"autobot-starter", "wave1-dinobots", "wave1-insecticons", "wave2-starter-autobots", "wave2-starter-decepticons"}
	judged := 0
	for i, rules := range []string{"standard", "basic", "standard", "standard", "standard"} {
		cfg := engine.Config{Players: 2, Seed: uint64(i + 1), Options: map[string]string{"rules": rules}}
		if rules == "standard" {
			for _, d := range []string{decks[i], decks[(i+2)%len(decks)]} {
				ids, err := g.LoadDeck(d)
				if err != nil {
					t.Fatal(err)
				}
				cfg.Decks = append(cfg.Decks, ids)
			}
		}
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
						t.Fatalf("%s game %d, decision %d: %s judged after the others %v, alone %v", rules, i, step, s.ActionCode(p, a), kept, alone)
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
