package superbenji

import (
	"testing"

	"omnideck/engine"
	"omnideck/engine/enginetest"
)

// BenchmarkEngine runs the engine's benchmarks (enginetest.Benchmarks)
// with the starter decks, mid-game 6 turns in.
func BenchmarkEngine(b *testing.B) {
	enginetest.Benchmarks(b, mustGame(b), engine.Config{Players: 2}, 6)
}
