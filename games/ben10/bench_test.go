package ben10

import (
	"testing"

	"omnideck/engine"
	"omnideck/engine/enginetest"
)

// The engine's benchmarks (enginetest) with the starter decks: whole games
// by random choices, and the hot paths on a state 8 turns in.

func BenchmarkPlayout(b *testing.B) {
	enginetest.BenchPlayout(b, mustGame(b), engine.Config{Players: 2})
}

func midGame(b *testing.B) engine.State {
	return enginetest.MidGame(b, mustGame(b), engine.Config{Players: 2, Seed: 5}, 8)
}

func BenchmarkLegal(b *testing.B)       { enginetest.BenchLegal(b, midGame(b)) }
func BenchmarkClone(b *testing.B)       { enginetest.BenchClone(b, midGame(b)) }
func BenchmarkCloneApply(b *testing.B)  { enginetest.BenchCloneApply(b, midGame(b)) }
func BenchmarkDeterminize(b *testing.B) { enginetest.BenchDeterminize(b, midGame(b)) }
