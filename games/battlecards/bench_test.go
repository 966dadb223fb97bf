package battlecards

import (
	"testing"

	"omnideck/engine"
	"omnideck/engine/enginetest"
)

// BenchmarkEngine runs the engine's benchmarks (enginetest.Benchmarks)
// with the starter decks and the default victory condition (Supreme Victory at 40 Energon), mid-game 8 turns in.
func BenchmarkEngine(b *testing.B) {
	enginetest.Benchmarks(b, mustGame(b), engine.Config{Players: 2}, 8)
}
