package tftcg

import (
	"testing"

	"omnideck/engine"
	"omnideck/engine/enginetest"
)

// basic is the basic version's configuration.
var basic = engine.Config{Players: 2, Options: map[string]string{OptRules: RulesBasic}}

// BenchmarkPlayoutBasic plays whole games of the basic version with
// uniformly random choices, log off: one op is one game.
func BenchmarkPlayoutBasic(b *testing.B) { enginetest.BenchPlayout(b, mustGame(b), basic) }

// BenchmarkPlayoutStandard plays the standard game, the Autobot Starter
// Set on both sides.
func BenchmarkPlayoutStandard(b *testing.B) {
	enginetest.BenchPlayout(b, mustGame(b), engine.Config{Players: 2})
}

// midGame is a game of the basic version six turns in.
func midGame(b *testing.B) engine.State {
	cfg := basic
	cfg.Seed = 5
	return enginetest.MidGame(b, mustGame(b), cfg, 6)
}

var sink engine.State

// BenchmarkClone copies a mid-game state of the basic version.
func BenchmarkClone(b *testing.B) {
	s := midGame(b)
	b.ReportAllocs()
	for b.Loop() {
		sink = s.Clone()
	}
}

// BenchmarkDeterminize samples a world for the deciding player mid-game.
func BenchmarkDeterminize(b *testing.B) {
	s := midGame(b)
	p := s.Actors().First()
	rng := engine.NewRNG(1)
	b.ReportAllocs()
	for b.Loop() {
		sink = s.Determinize(p, &rng)
	}
}
