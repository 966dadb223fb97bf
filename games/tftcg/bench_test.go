package tftcg

import (
	"testing"

	"omnideck/engine"
)

// playout plays whole games of one rule set with uniformly random choices,
// log off: one op is one game.
func playout(b *testing.B, opts map[string]string) {
	g := mustGame(b)
	rng := engine.NewRNG(1)
	buf := make([]engine.Action, 0, 64)
	decisions := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s, err := g.New(engine.Config{Players: 2, Seed: uint64(i), NoLog: true, Options: opts})
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

// BenchmarkPlayoutBasic plays the basic version.
func BenchmarkPlayoutBasic(b *testing.B) { playout(b, map[string]string{OptRules: RulesBasic}) }

// midGame returns a game some turns in.
func midGame(b *testing.B, opts map[string]string) *State {
	b.Helper()
	st, err := mustGame(b).New(engine.Config{Players: 2, Seed: 5, Options: opts})
	if err != nil {
		b.Fatal(err)
	}
	s := st.(*State)
	rng := engine.NewRNG(5)
	for s.turn < 6 && !s.over {
		p := s.Actors().First()
		legal := s.Legal(p, nil)
		_ = s.Apply(p, legal[rng.IntN(len(legal))])
	}
	if s.over {
		b.Fatal("the game ended early")
	}
	return s
}

var sink engine.State

// BenchmarkClone copies a mid-game state of the basic version.
func BenchmarkClone(b *testing.B) {
	s := midGame(b, map[string]string{OptRules: RulesBasic})
	b.ReportAllocs()
	for b.Loop() {
		sink = s.Clone()
	}
}

// BenchmarkDeterminize samples a world for the deciding player mid-game.
func BenchmarkDeterminize(b *testing.B) {
	s := midGame(b, map[string]string{OptRules: RulesBasic})
	p := s.Actors().First()
	rng := engine.NewRNG(1)
	b.ReportAllocs()
	for b.Loop() {
		sink = s.Determinize(p, &rng)
	}
}

// BenchmarkPlayoutStandard plays the standard game, the Autobot Starter
// Set on both sides.
func BenchmarkPlayoutStandard(b *testing.B) { playout(b, nil) }
