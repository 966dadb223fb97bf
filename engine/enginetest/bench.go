package enginetest

import (
	"testing"

	"omnideck/engine"
)

// The benchmarks every game's bench_test.go runs, through the engine API
// only, so that the figures of docs/benchmarks.md mean the same for every
// game.

// BenchPlayout plays whole games of g with cfg (the seed replaced per
// game, the log off) and uniformly random choices: one op is one game. It
// reports games/s and decisions/game.
func BenchPlayout(b *testing.B, g engine.Game, cfg engine.Config) {
	b.Helper()
	rng := engine.NewRNG(1)
	buf := make([]engine.Action, 0, 64)
	decisions := 0
	cfg.NoLog = true
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		cfg.Seed = uint64(i)
		s, err := g.New(cfg)
		if err != nil {
			b.Fatal(err)
		}
		for !s.Terminal() {
			p := s.Actors().First()
			buf = s.Legal(p, buf[:0])
			_ = s.Apply(p, buf[rng.IntN(len(buf))])
			decisions++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/game")
}

// MidGame plays a game of g with cfg by random choices (seeded by
// cfg.Seed) until turn turn, and fails if it ends first.
func MidGame(tb testing.TB, g engine.Game, cfg engine.Config, turn int) engine.State {
	tb.Helper()
	s, err := g.New(cfg)
	if err != nil {
		tb.Fatal(err)
	}
	rng := engine.NewRNG(cfg.Seed)
	for s.Turn() < turn && !s.Terminal() {
		p := s.Actors().First()
		legal := s.Legal(p, nil)
		_ = s.Apply(p, legal[rng.IntN(len(legal))])
	}
	if s.Terminal() {
		tb.Fatal("the game ended early")
	}
	return s
}

var sink engine.State

// BenchLegal lists the options of the player deciding in s.
func BenchLegal(b *testing.B, s engine.State) {
	b.Helper()
	p := s.Actors().First()
	buf := make([]engine.Action, 0, 64)
	b.ReportAllocs()
	for b.Loop() {
		buf = s.Legal(p, buf[:0])
	}
}

// BenchClone copies s.
func BenchClone(b *testing.B, s engine.State) {
	b.Helper()
	b.ReportAllocs()
	for b.Loop() {
		sink = s.Clone()
	}
}

// BenchCloneApply copies s and makes the deciding player's first option
// on the copy; less BenchClone, it is the cost of Apply (and of the
// automatic steps up to the next question).
func BenchCloneApply(b *testing.B, s engine.State) {
	b.Helper()
	p := s.Actors().First()
	a := s.Legal(p, nil)[0]
	b.ReportAllocs()
	for b.Loop() {
		c := s.Clone()
		if err := c.Apply(p, a); err != nil {
			b.Fatal(err)
		}
		sink = c
	}
}

// BenchDeterminize samples a world of s for the deciding player.
func BenchDeterminize(b *testing.B, s engine.State) {
	b.Helper()
	p := s.Actors().First()
	rng := engine.NewRNG(1)
	b.ReportAllocs()
	for b.Loop() {
		sink = s.Determinize(p, &rng)
	}
}

// Benchmarks runs every benchmark above on g as sub-benchmarks (Playout,
// Legal, Clone, CloneApply, Determinize): whole games with cfg, and the
// hot paths on a game turn turns in (seed 5).
func Benchmarks(b *testing.B, g engine.Game, cfg engine.Config, turn int) {
	mid := func(b *testing.B) engine.State {
		c := cfg
		c.Seed = 5
		return MidGame(b, g, c, turn)
	}
	b.Run("Playout", func(b *testing.B) { BenchPlayout(b, g, cfg) })
	b.Run("Legal", func(b *testing.B) { BenchLegal(b, mid(b)) })
	b.Run("Clone", func(b *testing.B) { BenchClone(b, mid(b)) })
	b.Run("CloneApply", func(b *testing.B) { BenchCloneApply(b, mid(b)) })
	b.Run("Determinize", func(b *testing.B) { BenchDeterminize(b, mid(b)) })
}
