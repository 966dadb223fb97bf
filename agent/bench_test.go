package agent

import (
	"testing"

	"omnideck/engine"
	"omnideck/games"
)

// BenchmarkISMCTS measures the search agent's inner loop on every game: a
// world sampled for the seat, walked down the tree and played out. Each
// operation is one search of 100 iterations from a position a few random
// decisions into a game; decisions/s counts the options applied in the
// worlds (tree and playouts).
func BenchmarkISMCTS(b *testing.B) {
	reg, err := games.Registry()
	if err != nil {
		b.Fatal(err)
	}
	for _, g := range reg.Games() {
		b.Run(g.Info().ID, func(b *testing.B) {
			s, err := g.New(engine.Config{Players: g.Info().MinPlayers, Seed: 3})
			if err != nil {
				b.Fatal(err)
			}
			p := positionAfter(b, s, 4)
			legal := s.Legal(p, nil)
			a, err := New("ismcts:iterations=100", 1)
			if err != nil {
				b.Fatal(err)
			}
			is := a.(*ISMCTS)
			is.exhaust = true // every operation is the whole 100 iterations
			b.ReportAllocs()
			for b.Loop() {
				is.Choose(engine.Observe(s, p), legal)
			}
			secs := b.Elapsed().Seconds()
			b.ReportMetric(float64(is.Searched.Iterations)/secs, "iterations/s")
			b.ReportMetric(float64(is.Searched.Decisions)/secs, "decisions/s")
		})
	}
}

// positionAfter plays n random decisions (fewer if the game would end) and
// then on to a seat with a choice of two or more, and returns that seat.
func positionAfter(b *testing.B, s engine.State, n int) int {
	b.Helper()
	r := NewRandom(7)
	for step := 0; step < 10_000; step++ {
		for q := range s.Actors().All() {
			legal := s.Legal(q, nil)
			if step >= n && len(legal) > 1 {
				return q
			}
			if err := s.Apply(q, r.Choose(engine.Observe(s, q), legal)); err != nil {
				b.Fatal(err)
			}
			if s.Terminal() {
				b.Fatal("the game ended before the position")
			}
		}
	}
	b.Fatal("no choice came")
	return 0
}
