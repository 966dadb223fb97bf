package engine

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
)

// ReplayFormat is the version of the replay format this build reads and
// writes.
const ReplayFormat = 2

// Decision is one choice made in a game: the seat and the option's code.
type Decision struct {
	Player int    `json:"player"`
	Action string `json:"action"`
}

// Replay is a complete record of a game: enough to play it again exactly,
// and to tell when this build cannot.
type Replay struct {
	// Format is [ReplayFormat] when the replay was written.
	Format int `json:"format"`
	// Game is the game's id.
	Game string `json:"game"`
	// Rules is the game's rules version ([Info.Rules]) when it was played.
	Rules string `json:"rules"`
	// Cards is the card set the game was played with, for games whose
	// cards are data; nil for the others.
	Cards     *CardFile  `json:"cards,omitempty"`
	Config    Config     `json:"config"`
	Agents    []string   `json:"agents,omitempty"`
	Decisions []Decision `json:"decisions"`
	Outcome   *Outcome   `json:"outcome,omitempty"`
}

// CardFile records the card set a game was played with.
type CardFile struct {
	// Name is the card file's name, for messages.
	Name string `json:"name"`
	// SHA256 is the hex digest of the card file's text.
	SHA256 string `json:"sha256"`
	// Text is the card file itself. It is left out when the cards are the
	// game's built-in ones, which the digest then names.
	Text string `json:"text,omitempty"`
}

// Digest is the hex SHA-256 of data, as [CardFile.SHA256] holds it.
func Digest(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// NewReplay starts the record of a game created from s's configuration.
func NewReplay(s State) *Replay {
	g := s.Game()
	info := g.Info()
	r := &Replay{Format: ReplayFormat, Game: info.ID, Rules: info.Rules, Config: s.Config(), Decisions: []Decision{}}
	if loader, ok := g.(CardLoader); ok {
		name, data, builtin := loader.CardFile()
		r.Cards = &CardFile{Name: name, SHA256: Digest(data)}
		if !builtin {
			r.Cards.Text = string(data)
		}
	}
	return r
}

// Apply makes player p's choice a in s and records it.
func (r *Replay) Apply(s State, p int, a Action) error {
	code := s.ActionCode(p, a)
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

// Start deals the replay's game afresh, before any decision. It refuses,
// saying why, a replay that this build cannot reproduce: another format,
// another rules version, or a card set it does not have.
func (r *Replay) Start(reg *Registry) (State, error) {
	switch {
	case r.Format == 0 || r.Format < ReplayFormat:
		return nil, fmt.Errorf("this replay is in format %d, from an older Omnideck that did not record the rules version and card set; it cannot be reproduced exactly (this build reads format %d)", r.Format, ReplayFormat)
	case r.Format > ReplayFormat:
		return nil, fmt.Errorf("this replay is in format %d, from a newer Omnideck; this build reads format %d", r.Format, ReplayFormat)
	}
	g, err := reg.Lookup(r.Game)
	if err != nil {
		return nil, err
	}
	info := g.Info()
	if r.Rules != info.Rules {
		return nil, fmt.Errorf("this replay was played under %s rules version %q, but this build plays version %q: the same decisions could play out differently", info.Name, r.Rules, info.Rules)
	}
	if g, err = r.cards(g); err != nil {
		return nil, err
	}
	s, err := g.New(r.Config)
	if err != nil {
		return nil, fmt.Errorf("replay config: %w", err)
	}
	return s, nil
}

// cards is g played with the replay's card set.
func (r *Replay) cards(g Game) (Game, error) {
	loader, ok := g.(CardLoader)
	switch {
	case !ok && r.Cards == nil:
		return g, nil
	case !ok:
		return nil, fmt.Errorf("this replay names a card file (%s), but %s does not take card files", r.Cards.Name, g.Info().Name)
	case r.Cards == nil:
		return nil, fmt.Errorf("this replay does not say which cards %s was played with", g.Info().Name)
	}
	if r.Cards.Text == "" {
		name, data, _ := loader.CardFile()
		if d := Digest(data); d != r.Cards.SHA256 {
			return nil, fmt.Errorf("this replay was played with built-in cards %s (sha256 %.12s…) that this build does not have: its %s is sha256 %.12s…", r.Cards.Name, r.Cards.SHA256, name, d)
		}
		return g, nil
	}
	if d := Digest([]byte(r.Cards.Text)); d != r.Cards.SHA256 {
		return nil, fmt.Errorf("the card file %s in this replay was changed after the game (its sha256 is %.12s…, the replay says %.12s…)", r.Cards.Name, d, r.Cards.SHA256)
	}
	withCards, err := loader.WithCards(r.Cards.Name, []byte(r.Cards.Text))
	if err != nil {
		return nil, fmt.Errorf("the replay's card file: %w", err)
	}
	return withCards, nil
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
	return s, r.CheckEnd(s)
}

// CheckEnd reports whether s, played to the end of the replay's decisions,
// ends as the replay says.
func (r *Replay) CheckEnd(s State) error {
	if r.Outcome == nil {
		return nil
	}
	got := s.Outcome()
	if got.Over != r.Outcome.Over || got.Summary != r.Outcome.Summary || !slices.Equal(got.Winners, r.Outcome.Winners) {
		return fmt.Errorf("the replay ends %q, but its record says %q", got.Summary, r.Outcome.Summary)
	}
	return nil
}

// WriteReplay saves r as indented JSON.
func WriteReplay(w io.Writer, r *Replay) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// SaveReplay writes r to the file at path.
func SaveReplay(path string, r *Replay) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("save replay: %w", err)
	}
	if err := WriteReplay(f, r); err != nil {
		f.Close()
		return fmt.Errorf("save replay %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("save replay %s: %w", path, err)
	}
	return nil
}

// ReadReplay loads a replay saved by [WriteReplay].
func ReadReplay(path string) (*Replay, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r, err := DecodeReplay(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return r, nil
}

// DecodeReplay reads a replay written by [WriteReplay] from in. It
// checks only its form: [Replay.Start] tells whether this build can
// reproduce it.
func DecodeReplay(in io.Reader) (*Replay, error) {
	var r Replay
	dec := json.NewDecoder(in)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return nil, fmt.Errorf("not a replay: %w", err)
	}
	if r.Game == "" {
		return nil, errors.New("not a replay: no game named")
	}
	return &r, nil
}
