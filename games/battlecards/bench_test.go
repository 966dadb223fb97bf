package battlecards

import (
	"testing"

	"omnideck/engine"
)

// BenchmarkPlayout plays whole games with the starter decks and uniformly
// random choices, log off: one op is one game.
func BenchmarkPlayout(b *testing.B) {
	g := mustGame(b)
	rng := engine.NewRNG(1)
	buf := make([]engine.Action, 0, 64)
	decisions := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s, err := g.New(engine.Config{Players: 2, Seed: uint64(i), NoLog: true})
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

// midGame returns a game some turns in, with cards in play.
func midGame(b *testing.B) *State {
	b.Helper()
	st, err := mustGame(b).New(engine.Config{Players: 2, Seed: 5})
	if err != nil {
		b.Fatal(err)
	}
	s := st.(*State)
	rng := engine.NewRNG(5)
	for s.turn < 8 && !s.over {
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

// BenchmarkLegal lists the options of the player deciding mid-game.
func BenchmarkLegal(b *testing.B) {
	s := midGame(b)
	p := s.Actors().First()
	buf := make([]engine.Action, 0, 64)
	b.ReportAllocs()
	for b.Loop() {
		buf = s.Legal(p, buf[:0])
	}
}

// BenchmarkClone copies a mid-game state.
func BenchmarkClone(b *testing.B) {
	s := midGame(b)
	b.ReportAllocs()
	for b.Loop() {
		sink = s.Clone()
	}
}

// BenchmarkCloneApply copies a mid-game state and makes the deciding
// player's first option on the copy; less BenchmarkClone, it is the cost
// of Apply (and of the automatic steps up to the next question).
func BenchmarkCloneApply(b *testing.B) {
	s := midGame(b)
	p := s.Actors().First()
	a := s.Legal(p, nil)[0]
	b.ReportAllocs()
	for b.Loop() {
		c := s.clone()
		if err := c.Apply(p, a); err != nil {
			b.Fatal(err)
		}
		sink = c
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
