package sim

import (
	"fmt"
	"strconv"

	"omnideck/engine"
)

// tens is a small game for the simulator's tests that ends in several
// ways, each with its reason: seats take turns adding 1 or 2 to a running
// total from 0. Whoever brings it to exactly 10 with a 2 wins alone
// ("ten with a two"); with a 1, every seat shares the win ("ten with a
// one"); a total of 11 is won by no seat ("the house won"). A silent tens
// gives no reasons. Option 1 plays the card "one", option 2 the card "two".
type tens struct{ silent bool }

func (g tens) Info() engine.Info {
	return engine.Info{ID: "tens", Name: "Tens", Rules: "1", MinPlayers: 2, MaxPlayers: 4}
}

func (g tens) New(cfg engine.Config) (engine.State, error) {
	if err := g.Info().CheckPlayers(cfg.Players); err != nil {
		return nil, err
	}
	return &tensState{g: g, cfg: cfg, turn: int(cfg.Seed % uint64(cfg.Players))}, nil
}

type tensState struct {
	g           tens
	cfg         engine.Config
	total, turn int
	moves       int
	last        engine.Action
}

func (s *tensState) Game() engine.Game     { return s.g }
func (s *tensState) Config() engine.Config { return s.cfg }
func (s *tensState) Terminal() bool        { return s.total >= 10 }
func (s *tensState) Turn() int             { return s.moves/s.cfg.Players + 1 }
func (s *tensState) View(int) engine.View  { return nil }
func (s *tensState) Table(int) engine.Table {
	return engine.Table{Players: []engine.TablePlayer{}, Zones: []engine.TableZone{}, Question: engine.NoQuestion()}
}
func (s *tensState) Events(int, int) ([]engine.Entry, int)     { return nil, 0 }
func (s *tensState) ActionCode(_ int, a engine.Action) string  { return strconv.Itoa(int(a)) }
func (s *tensState) ActionLabel(_ int, a engine.Action) string { return fmt.Sprintf("add %d", a) }
func (s *tensState) ParseAction(p int, code string) (engine.Action, error) {
	n, err := strconv.Atoi(code)
	return engine.Action(n), err
}
func (s *tensState) Clone() engine.State                       { c := *s; return &c }
func (s *tensState) Determinize(int, *engine.RNG) engine.State { return s.Clone() }
func (s *tensState) Actors() engine.PlayerSet {
	if s.Terminal() {
		return 0
	}
	return engine.PlayerSet(0).With(s.turn)
}
func (s *tensState) Legal(p int, buf []engine.Action) []engine.Action {
	if s.Terminal() || p != s.turn {
		return buf
	}
	return append(buf, 1, 2)
}
func (s *tensState) Apply(p int, a engine.Action) error {
	if s.Terminal() || p != s.turn || (a != 1 && a != 2) {
		return fmt.Errorf("not an option")
	}
	s.total += int(a)
	s.last = a
	s.moves++
	if !s.Terminal() {
		s.turn = (s.turn + 1) % s.cfg.Players
	}
	return nil
}
func (s *tensState) Outcome() engine.Outcome {
	n := s.cfg.Players
	if !s.Terminal() {
		return engine.Outcome{Winners: []int{}, Returns: make([]float64, n)}
	}
	var won engine.PlayerSet
	reason := "the house won"
	switch {
	case s.total == 10 && s.last == 2:
		won, reason = won.With(s.turn), "ten with a two"
	case s.total == 10:
		for p := range n {
			won = won.With(p)
		}
		reason = "ten with a one"
	}
	o := engine.NewOutcome(n, won, "the game is over")
	if !s.g.silent {
		o.Reason = reason
	}
	return o
}

// PlaysCard names the card an option plays (engine.CardPlays).
func (s *tensState) PlaysCard(_ int, a engine.Action) string {
	return map[engine.Action]string{1: "one", 2: "two"}[a]
}
