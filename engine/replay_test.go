package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// takeaway is a tiny game for testing the engine alone: players in turn take
// one or two counters from a pile; whoever takes the last one wins. Its
// "card file" is a number added to the pile, so that a game played with
// another card file plays out differently.
type takeaway struct {
	extra string // the card file's text; "" for the built-in "0"
	rules string // the rules version, "1" when empty
}

func (g takeaway) Info() Info {
	rules := g.rules
	if rules == "" {
		rules = "1"
	}
	return Info{ID: "takeaway", Name: "Takeaway", Rules: rules, MinPlayers: 2, MaxPlayers: 3,
		Options: []OptionSpec{{Name: "pile", Choices: []string{"5", "7"}, Default: "7"}}}
}

func (g takeaway) WithCards(name string, data []byte) (Game, error) {
	if _, err := strconv.Atoi(string(data)); err != nil {
		return nil, fmt.Errorf("%s: not a number", name)
	}
	return takeaway{extra: string(data), rules: g.rules}, nil
}

func (g takeaway) CardFile() (string, []byte, bool) {
	if g.extra == "" {
		return "builtin.txt", []byte("0"), true
	}
	return "extra.txt", []byte(g.extra), false
}

func (g takeaway) New(cfg Config) (State, error) {
	if err := g.Info().CheckPlayers(cfg.Players); err != nil {
		return nil, err
	}
	opts, err := ResolveOptions(g.Info().Options, cfg.Options)
	if err != nil {
		return nil, err
	}
	cfg.Options = opts
	n, _ := strconv.Atoi(opts["pile"])
	extra, _ := strconv.Atoi(g.extra)
	return &takeState{game: g, cfg: cfg, pile: n + extra, log: NewLog(cfg.NoLog), turn: 1}, nil
}

type takeState struct {
	game       takeaway
	cfg        Config
	pile, next int
	turn       int
	log        Log
	winner     int
	over       bool
}

func (s *takeState) Game() Game     { return s.game }
func (s *takeState) Config() Config { return s.cfg }
func (s *takeState) Actors() PlayerSet {
	if s.over {
		return 0
	}
	return PlayerSet(0).With(s.next)
}

func (s *takeState) Legal(p int, buf []Action) []Action {
	if !s.Actors().Has(p) {
		return buf
	}
	for a := 1; a <= min(2, s.pile); a++ {
		buf = append(buf, Action(a))
	}
	return buf
}

func (s *takeState) Apply(p int, a Action) error {
	if !s.Actors().Has(p) {
		return fmt.Errorf("not player %d's turn", p)
	}
	if a < 1 || int(a) > min(2, s.pile) {
		return fmt.Errorf("cannot take %d", a)
	}
	s.pile -= int(a)
	s.log.Add(Event{Kind: uint8(a), Player: int8(p)})
	if s.pile == 0 {
		s.over, s.winner = true, p
		return nil
	}
	s.next = (s.next + 1) % s.cfg.Players
	s.turn++
	return nil
}

func (s *takeState) ActionCode(_ int, a Action) string  { return "take:" + strconv.Itoa(int(a)) }
func (s *takeState) ActionLabel(_ int, a Action) string { return fmt.Sprintf("Take %d", a) }
func (s *takeState) ParseAction(p int, code string) (Action, error) {
	n, ok := strings.CutPrefix(code, "take:")
	v, err := strconv.Atoi(n)
	if !ok || err != nil {
		return 0, fmt.Errorf("%q is not an option", code)
	}
	return Action(v), nil
}
func (s *takeState) Terminal() bool { return s.over }
func (s *takeState) Outcome() Outcome {
	if !s.over {
		return Outcome{Returns: make([]float64, s.cfg.Players)}
	}
	return NewOutcome(s.cfg.Players, PlayerSet(0).With(s.winner), fmt.Sprintf("Player %d takes the last counter.", s.winner+1))
}
func (s *takeState) Turn() int { return s.turn }

type takeView struct{ Pile int }

func (v takeView) Text() string { return strconv.Itoa(v.Pile) }

func (s *takeState) View(p int) View { return takeView{s.pile} }
func (s *takeState) Table(p int) Table {
	return Table{Viewer: p, Players: []TablePlayer{}, Zones: []TableZone{}, Question: NoQuestion(), Waiting: []int{}}
}
func (s *takeState) Events(p, from int) ([]Entry, int) {
	return s.log.Entries(p, from, func(e Event, _ int) Entry {
		return Entry{Kind: "take", Text: fmt.Sprintf("P%d takes %d", e.Player+1, e.Kind), Data: map[string]any{"counters": int(e.Kind)}}
	})
}
func (s *takeState) Clone() State {
	c := *s
	c.log = s.log.Copy()
	return &c
}
func (s *takeState) Determinize(p int, rng *RNG) State { return s.Clone() }

func takeRegistry() *Registry {
	reg := &Registry{}
	reg.Register(takeaway{})
	return reg
}

// recordGame plays a takeaway game with choices from seed, recording it.
func recordGame(t *testing.T, cfg Config, seed uint64) (*Replay, State) {
	t.Helper()
	return recordWith(t, takeaway{}, cfg, seed)
}

// recordWith plays a game of g with choices from seed, recording it.
func recordWith(t *testing.T, g takeaway, cfg Config, seed uint64) (*Replay, State) {
	t.Helper()
	s, err := g.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := NewReplay(s)
	rng := NewRNG(seed)
	for !s.Terminal() {
		p := s.Actors().First()
		legal := s.Legal(p, nil)
		if err := r.Apply(s, p, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return r, s
}

func TestReplayRecordsAndRuns(t *testing.T) {
	cfg := Config{Players: 3, Seed: 99, Options: map[string]string{"pile": "5"}}
	r, s := recordGame(t, cfg, 4)
	if r.Game != "takeaway" || r.Config.Options["pile"] != "5" || r.Outcome == nil || !r.Outcome.Over {
		t.Fatalf("replay %+v", r)
	}
	if len(r.Decisions) != s.Turn() {
		t.Errorf("%d decisions for %d turns", len(r.Decisions), s.Turn())
	}
	// An illegal choice is not recorded.
	n := len(r.Decisions)
	if err := r.Apply(s, 0, 1); err == nil || len(r.Decisions) != n {
		t.Errorf("illegal apply: err %v, %d decisions (was %d)", err, len(r.Decisions), n)
	}
	got, err := r.Run(takeRegistry())
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got.Outcome(), s.Outcome()) {
		t.Errorf("replayed outcome %+v, recorded game %+v", got.Outcome(), s.Outcome())
	}
	a, _ := got.Events(0, 0)
	b, _ := s.Events(0, 0)
	if !reflect.DeepEqual(a, b) {
		t.Errorf("replayed log %v, original %v", a, b)
	}
}

func TestReplayRunDetectsMismatch(t *testing.T) {
	r, _ := recordGame(t, Config{Players: 2, Seed: 1}, 1)
	reg := takeRegistry()

	wrong := *r
	o := *r.Outcome
	o.Summary = "Somebody else wins."
	wrong.Outcome = &o
	if _, err := wrong.Run(reg); err == nil || !strings.Contains(err.Error(), "but its record says") {
		t.Errorf("changed outcome: %v", err)
	}

	bad := *r
	bad.Decisions = append([]Decision{{Player: 1, Action: "take:1"}}, r.Decisions...)
	if _, err := bad.Run(reg); err == nil || !strings.Contains(err.Error(), "replay decision 1 (player 1") {
		t.Errorf("decision out of turn: %v", err)
	}
	bad.Decisions = []Decision{{Player: 0, Action: "grab"}}
	if _, err := bad.Run(reg); err == nil || !strings.Contains(err.Error(), `"grab" is not an option`) {
		t.Errorf("unparsable decision: %v", err)
	}

	other := *r
	other.Game = "chess"
	if _, err := other.Run(reg); err == nil || !strings.Contains(err.Error(), `unknown game "chess" (games: takeaway)`) {
		t.Errorf("unknown game: %v", err)
	}
	other = *r
	other.Config.Options = map[string]string{"pile": "9"}
	if _, err := other.Run(reg); err == nil || !strings.Contains(err.Error(), "replay config") {
		t.Errorf("bad config: %v", err)
	}
}

// A replay carries its format, the rules version and the card set, and
// refuses to run where this build would play a different game.
func TestReplayRefusesWhatItCannotReproduce(t *testing.T) {
	reg := takeRegistry()
	r, _ := recordGame(t, Config{Players: 2, Seed: 3}, 5)
	if r.Format != ReplayFormat || r.Rules != "1" || r.Cards == nil || r.Cards.Text != "" || r.Cards.SHA256 != Digest([]byte("0")) {
		t.Fatalf("record of a built-in game: format %d rules %q cards %+v", r.Format, r.Rules, r.Cards)
	}
	for _, tc := range []struct {
		name string
		edit func(r *Replay)
		want string
	}{
		{"old format", func(r *Replay) { r.Format = 0 }, "format 0, from an older Omnideck"},
		{"new format", func(r *Replay) { r.Format = ReplayFormat + 1 }, "from a newer Omnideck"},
		{"rules", func(r *Replay) { r.Rules = "0" }, `played under Takeaway rules version "0", but this build plays version "1"`},
		{"built-in cards changed", func(r *Replay) { r.Cards.SHA256 = Digest([]byte("2")) }, "built-in cards builtin.txt"},
		{"no card record", func(r *Replay) { r.Cards = nil }, "does not say which cards"},
		{"edited card file", func(r *Replay) { r.Cards.Text = "4" }, "was changed after the game"},
	} {
		c := *r
		cards := *r.Cards
		c.Cards = &cards
		tc.edit(&c)
		if _, err := c.Run(reg); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error with %q", tc.name, err, tc.want)
		}
	}

	// A game played with another card file replays with that file, not
	// the built-in one, and ends as it did.
	custom, err := takeaway{}.WithCards("extra.txt", []byte("4"))
	if err != nil {
		t.Fatal(err)
	}
	r2, s2 := recordWith(t, custom.(takeaway), Config{Players: 2, Seed: 3}, 5)
	if r2.Cards.Text != "4" {
		t.Fatalf("card file not recorded: %+v", r2.Cards)
	}
	got, err := r2.Run(reg)
	if err != nil {
		t.Fatal(err)
	}
	if got.Turn() != s2.Turn() || got.Turn() == 0 {
		t.Errorf("replayed %d turns, played %d", got.Turn(), s2.Turn())
	}

	// A newer rules version refuses the older replay.
	newer := &Registry{}
	newer.Register(takeaway{rules: "2"})
	if _, err := r.Run(newer); err == nil || !strings.Contains(err.Error(), `version "1", but this build plays version "2"`) {
		t.Errorf("rules version: %v", err)
	}
}

func TestReplayJSONRoundTrip(t *testing.T) {
	r, _ := recordGame(t, Config{Players: 2, Seed: 1 << 60, Options: map[string]string{"pile": "7"},
		Deal: map[string][]string{"pile": {"a", "b"}}}, 8)
	r.Agents = []string{"random", "heuristic"}
	var buf bytes.Buffer
	if err := WriteReplay(&buf, r); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "game.json")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	back, err := ReadReplay(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, r) {
		t.Errorf("round trip changed the replay:\n got %+v\nwant %+v", back, r)
	}
	// The seed survives exactly, even above 2^53.
	if back.Config.Seed != 1<<60 {
		t.Errorf("seed %d", back.Config.Seed)
	}
	if _, err := back.Run(takeRegistry()); err != nil {
		t.Errorf("the read replay does not run: %v", err)
	}
}

func TestReadReplayRejects(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{
		"unknown-field.json": `{"format": 2, "game": "takeaway", "config": {"players": 2, "seed": 1}, "decisions": [], "colour": "red"}`,
		"no-game.json":       `{"config": {"players": 2, "seed": 1}, "decisions": []}`,
		"not-json.json":      `game: takeaway`,
	} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := ReadReplay(path)
		if err == nil || !strings.Contains(err.Error(), path+": not a replay") {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := ReadReplay(filepath.Join(dir, "missing.json")); err == nil {
		t.Error("a missing file reads as a replay")
	}
	// Config.NoLog is not part of the record.
	data, _ := json.Marshal(Config{Players: 2, NoLog: true})
	if strings.Contains(string(data), "NoLog") || strings.Contains(string(data), "no_log") {
		t.Errorf("config JSON %s", data)
	}
}

func TestRegistry(t *testing.T) {
	reg := takeRegistry()
	g, err := reg.Lookup("takeaway")
	if err != nil || g.Info().ID != "takeaway" {
		t.Fatalf("Lookup: %v, %v", g, err)
	}
	if gs := reg.Games(); len(gs) != 1 || gs[0].Info().ID != "takeaway" {
		t.Errorf("Games = %v", gs)
	}
	var empty Registry
	if _, err := empty.Lookup("x"); err == nil || !strings.Contains(err.Error(), `unknown game "x"`) {
		t.Errorf("empty registry: %v", err)
	}
}
