package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
)

// Decision is one choice made in a game: the seat and the option's code.
type Decision struct {
	Player int    `json:"player"`
	Action string `json:"action"`
}

// Replay is a complete record of a game: enough to play it again exactly.
type Replay struct {
	Game      string     `json:"game"`
	Config    Config     `json:"config"`
	Agents    []string   `json:"agents,omitempty"`
	Decisions []Decision `json:"decisions"`
	Outcome   *Outcome   `json:"outcome,omitempty"`
}

// NewReplay starts the record of a game created from s's configuration.
func NewReplay(s State) *Replay {
	return &Replay{Game: s.Game().Info().ID, Config: s.Config()}
}

// Apply makes player p's choice a in s and records it.
func (r *Replay) Apply(s State, p int, a Action) error {
	code := s.ActionCode(a)
	if err := s.Apply(p, a); err != nil {
		return err
	}
	r.Decisions = append(r.Decisions, Decision{Player: p, Action: code})
	if s.Terminal() {
		o := s.Outcome()
		r.Outcome = &o
	}
	return nil
}

// Start deals the replay's game afresh, before any decision.
func (r *Replay) Start(reg *Registry) (State, error) {
	g, err := reg.Lookup(r.Game)
	if err != nil {
		return nil, err
	}
	s, err := g.New(r.Config)
	if err != nil {
		return nil, fmt.Errorf("replay config: %w", err)
	}
	return s, nil
}

// Step applies decision i of the replay to s.
func (r *Replay) Step(s State, i int) error {
	d := r.Decisions[i]
	a, err := s.ParseAction(d.Player, d.Action)
	if err == nil {
		err = s.Apply(d.Player, a)
	}
	if err != nil {
		return fmt.Errorf("replay decision %d (player %d, %q): %w", i+1, d.Player, d.Action, err)
	}
	return nil
}

// Run plays the whole replay and checks that it ends as recorded.
func (r *Replay) Run(reg *Registry) (State, error) {
	s, err := r.Start(reg)
	if err != nil {
		return nil, err
	}
	for i := range r.Decisions {
		if err := r.Step(s, i); err != nil {
			return s, err
		}
	}
	if r.Outcome != nil {
		got := s.Outcome()
		if got.Over != r.Outcome.Over || got.Summary != r.Outcome.Summary || !slices.Equal(got.Winners, r.Outcome.Winners) {
			return s, fmt.Errorf("replay ends %q, but the record says %q", got.Summary, r.Outcome.Summary)
		}
	}
	return s, nil
}

// WriteReplay saves r as indented JSON.
func WriteReplay(w io.Writer, r *Replay) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// ReadReplay loads a replay saved by [WriteReplay].
func ReadReplay(path string) (*Replay, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r Replay
	dec := json.NewDecoder(f)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return nil, fmt.Errorf("%s: not a replay: %w", path, err)
	}
	if r.Game == "" {
		return nil, fmt.Errorf("%s: not a replay: %w", path, errors.New("no game named"))
	}
	return &r, nil
}
