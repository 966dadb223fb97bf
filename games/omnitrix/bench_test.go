package omnitrix

import (
	"testing"

	"omnideck/engine"
)

// playout plays s to the end with uniformly random choices. It reports
// false for a game that cannot go on (nobody may act though it is not
// over) or that reaches the decision cap, which only a broken rule does.
func playout(s engine.State, rng *engine.RNG, buf []engine.Action) ([]engine.Action, bool) {
	for decisions := 0; !s.Terminal(); {
		actors := s.Actors()
		if actors.Empty() || decisions >= maxDecisions {
			return buf, false
		}
		for p := range actors.All() {
			buf = s.Legal(p, buf[:0])
			if len(buf) > 0 {
				_ = s.Apply(p, buf[rng.IntN(len(buf))])
				decisions++
			}
		}
	}
	return buf, true
}

func benchGame(b *testing.B) *Game {
	b.Helper()
	g, err := Default()
	if err != nil {
		b.Fatal(err)
	}
	return g
}

// BenchmarkPlayout plays whole 2-player games with random choices, without
// the log: one op is one game.
func BenchmarkPlayout(b *testing.B) {
	for _, players := range []int{2, 4} {
		b.Run(map[int]string{2: "2p", 4: "4p"}[players], func(b *testing.B) {
			g := benchGame(b)
			rng := engine.NewRNG(1)
			buf := make([]engine.Action, 0, 16)
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				s, err := g.New(engine.Config{Players: players, Seed: uint64(i), NoLog: true})
				if err != nil {
					b.Fatal(err)
				}
				var ok bool
				if buf, ok = playout(s, &rng, buf); !ok {
					b.Fatalf("%dp seed %d: the game does not end (battle %d): a rule that ends it is broken", players, i, s.Turn())
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
}

// midGame returns a 2-player game a few battles in, waiting for a support
// choice, with the log on as in interactive play.
func midGame(b *testing.B) *State {
	b.Helper()
	s, err := benchGame(b).newState(engine.Config{Players: 2, Seed: 3})
	if err != nil {
		b.Fatal(err)
	}
	for s.round < 4 {
		for p := range s.Actors().All() {
			_ = s.Apply(p, noSupport)
		}
	}
	if s.waiting.Empty() {
		b.Fatal("no decision pending")
	}
	return s
}

// BenchmarkLegal lists the options of a player who must choose.
func BenchmarkLegal(b *testing.B) {
	s := midGame(b)
	p := s.Actors().First()
	buf := make([]engine.Action, 0, 16)
	b.ReportAllocs()
	for b.Loop() {
		buf = s.Legal(p, buf[:0])
	}
	if len(buf) < 2 {
		b.Fatalf("%d options", len(buf))
	}
}

// sink keeps benchmark results alive so the compiler cannot drop the work.
var sink engine.State

// BenchmarkClone copies a mid-game state.
func BenchmarkClone(b *testing.B) {
	s := midGame(b)
	b.ReportAllocs()
	for b.Loop() {
		sink = s.Clone()
	}
}

// BenchmarkCloneApply copies a mid-game state and makes one support choice
// on the copy; less BenchmarkClone, it is the cost of Apply.
func BenchmarkCloneApply(b *testing.B) {
	s := midGame(b)
	p := s.Actors().First()
	b.ReportAllocs()
	for b.Loop() {
		c := s.clone()
		if err := c.Apply(p, noSupport); err != nil {
			b.Fatal(err)
		}
		sink = c
	}
}

// BenchmarkDeterminize re-samples what one player cannot see.
func BenchmarkDeterminize(b *testing.B) {
	s := midGame(b)
	rng := engine.NewRNG(1)
	b.ReportAllocs()
	for b.Loop() {
		sink = s.Determinize(0, &rng)
	}
}
