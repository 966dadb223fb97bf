package sim

import (
	"context"
	"testing"

	"omnideck/engine"
	"omnideck/games"
)

// BenchmarkBatch measures what "omnideck sim GAME --workers 1" does per
// game: agents, seat rotation and bookkeeping on top of the engine.
func BenchmarkBatch(b *testing.B) {
	reg, err := games.Registry()
	if err != nil {
		b.Fatal(err)
	}
	for _, id := range []string{"omnitrix", "superbenji", "ben10", "battlecards"} {
		b.Run(id, func(b *testing.B) { benchmarkBatch(b, reg, id) })
	}
}

func benchmarkBatch(b *testing.B, reg *engine.Registry, id string) {
	g, _ := reg.Lookup(id)
	for _, agents := range [][]string{{"random"}, {"heuristic"}} {
		b.Run(agents[0], func(b *testing.B) {
			b.ReportAllocs()
			batch := Batch{Game: g, Players: 2, Agents: agents, Games: b.N, Seed: 1, Workers: 1, MaxDecisions: testMaxDecisions}
			b.ResetTimer()
			r, err := Run(context.Background(), batch)
			if err != nil {
				b.Fatal(err)
			}
			if r.Unfinished > 0 {
				b.Fatalf("omnitrix, batch seed 1: %d games did not end within %d decisions", r.Unfinished, testMaxDecisions)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
}
