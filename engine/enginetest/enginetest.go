// Package enginetest is the conformance suite every game runs: one call
// checks that a game keeps the engine's contract (engine.State), as
// OpenSpiel's shared game tests do for its games.
//
//	func TestConformance(t *testing.T) {
//		enginetest.Run(t, enginetest.Suite{Game: game})
//	}
//
// It plays random games with a decision cap, so that a broken rule fails
// fast and says where instead of hanging, and checks after every decision:
// the game's own invariant; that the actors and only they have options;
// that codes are unique and parse back; that labels are distinct; that an
// illegal choice is refused and changes nothing; that clones are
// independent; that what people read is complete (a goal on every table, a
// reason for every ending, a printed stat line only where it differs) and
// shows no card handle; that every question says its kind in a word the
// game declares (for games that declare their kinds); that a game that
// tells its log's length tells the truth; that sampled worlds (Determinize) look the same to
// the player they are for and depend only on what that player may see;
// that views marshal to JSON without nulls; that a game that writes
// positions (engine.Positioner) reads them back to the same position and,
// where they leave nothing out, to a game every seat sees alike; and that
// finished games have an outcome. It then checks replays, the independence
// of batches from their number of workers, and that agents choose the
// same on states that differ only in what they cannot see. [Golden] keeps
// seeded playthroughs as text files, so a change of behaviour shows up as
// a readable diff.
package enginetest

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
)

// Suite describes the game under test.
type Suite struct {
	// Game is the game, with its built-in cards.
	Game engine.Game
	// Configs are the set-ups to play; by default one per player count
	// with default options. Their seeds are replaced per game.
	Configs []engine.Config
	// Games is the number of random games per config (default 40).
	Games int
	// MaxDecisions fails a game that has not ended after this many
	// decisions (default 5000).
	MaxDecisions int
	// Check is the game's own invariant, run after every decision: cards
	// conserved, counters in range. It may be nil.
	Check func(engine.State) error
	// Cards is another card file for the game (a CardLoader), played and
	// replayed to check that replays keep the cards they were played with.
	Cards []byte
	// ShowsHandles excuses, for now, a game whose option labels, log lines
	// or table words still show people a card's handle ("Delay #111", "a
	// face-down card #179"); the check is on by default.
	ShowsHandles bool
}

func (s *Suite) defaults() {
	if len(s.Configs) == 0 {
		info := s.Game.Info()
		for n := info.MinPlayers; n <= info.MaxPlayers; n++ {
			s.Configs = append(s.Configs, engine.Config{Players: n})
		}
	}
	if s.Games <= 0 {
		s.Games = 40
	}
	if s.MaxDecisions <= 0 {
		s.MaxDecisions = 5000
	}
}

// Run runs the whole suite on the game.
func Run(t *testing.T, s Suite) {
	t.Helper()
	s.defaults()
	t.Run("Info", func(t *testing.T) { checkInfo(t, s.Game) })
	t.Run("Playouts", func(t *testing.T) { playouts(t, &s) })
	t.Run("Fairness", func(t *testing.T) { fairness(t, &s) })
	t.Run("Replays", func(t *testing.T) { replays(t, &s) })
	t.Run("Workers", func(t *testing.T) { workers(t, &s) })
}

// checkInfo checks the game's description.
func checkInfo(t *testing.T, g engine.Game) {
	info := g.Info()
	switch {
	case info.ID == "" || info.Name == "" || info.Summary == "":
		t.Errorf("Info lacks an id, name or summary: %+v", info)
	case info.Rules == "":
		t.Errorf("%s: Info.Rules is empty: replays need the rules version", info.ID)
	case info.MinPlayers < 1 || info.MaxPlayers < info.MinPlayers || info.MaxPlayers > 16:
		t.Errorf("%s: players %d to %d", info.ID, info.MinPlayers, info.MaxPlayers)
	}
	for _, o := range info.Options {
		if !slices.Contains(o.Choices, o.Default) {
			t.Errorf("%s: option %s defaults to %q, not one of its choices %v", info.ID, o.Name, o.Default, o.Choices)
		}
	}
	kinds := map[string]bool{}
	for _, d := range info.Decisions {
		switch {
		case d.Kind == "" || d.Summary == "" || strings.ContainsAny(d.Kind, " \t\n"):
			t.Errorf("%s: a decision kind %+v lacks a word or a summary, or has spaces", info.ID, d)
		case kinds[d.Kind]:
			t.Errorf("%s: the decision kind %q is declared twice", info.ID, d.Kind)
		}
		kinds[d.Kind] = true
	}
	if _, err := g.New(engine.Config{Players: info.MaxPlayers + 1}); err == nil {
		t.Errorf("%s: New accepts %d players", info.ID, info.MaxPlayers+1)
	}
	if _, err := g.New(engine.Config{Players: info.MinPlayers, Options: map[string]string{"no-such-option": "x"}}); err == nil {
		t.Errorf("%s: New accepts an unknown option", info.ID)
	}
	if _, err := g.New(engine.Config{Players: info.MinPlayers, Position: json.RawMessage(`{"no_such_field": 1}`)}); err == nil {
		t.Errorf("%s: New accepts a position it cannot read (a game without positions must refuse any)", info.ID)
	}
}

// config is game i of config c, with its own seed.
func (s *Suite) config(c, i int) engine.Config {
	cfg := s.Configs[c].Copy()
	cfg.Seed = engine.Mix(uint64(c+1)*7919, uint64(i))
	return cfg
}

// name names game i of config c in messages.
func (s *Suite) name(c, i int) string {
	cfg := s.config(c, i)
	return fmt.Sprintf("%s %dp seed %d%s", s.Game.Info().ID, cfg.Players, cfg.Seed, optionText(cfg.Options))
}

func optionText(opts map[string]string) string {
	if len(opts) == 0 {
		return ""
	}
	keys := make([]string, 0, len(opts))
	for k, v := range opts {
		keys = append(keys, k+"="+v)
	}
	slices.Sort(keys)
	return " " + strings.Join(keys, " ")
}

// viewJSON is the view of viewer as JSON.
func viewJSON(t *testing.T, s engine.State, viewer int) string {
	t.Helper()
	data, err := json.Marshal(s.View(viewer))
	if err != nil {
		t.Fatalf("viewer %d: the view does not marshal: %v", viewer, err)
	}
	return string(data)
}

// options describes p's options as the player sees them: code, label and
// hint of each.
func options(s engine.State, p int) string {
	var b strings.Builder
	hinter, hints := s.(engine.Hinter)
	for _, a := range s.Legal(p, nil) {
		fmt.Fprintf(&b, "%s\t%s", s.ActionCode(p, a), s.ActionLabel(p, a))
		if hints {
			fmt.Fprintf(&b, "\t%.6g", hinter.Hint(p, a))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// seen is everything player p (or the spectator) sees of s now: the view
// and, for a seat, its options.
func seen(t *testing.T, s engine.State, p int) string {
	t.Helper()
	out := viewJSON(t, s, p)
	data, err := json.Marshal(s.Table(p))
	if err != nil {
		t.Fatalf("viewer %d: the table does not marshal: %v", p, err)
	}
	out += "\n" + string(data)
	if p >= 0 {
		out += "\n" + options(s, p)
	}
	return out
}

// everything is what every seat and the spectator see, and who must act:
// two states equal in this are the same position to everyone.
func everything(t *testing.T, s engine.State) string {
	t.Helper()
	var b strings.Builder
	fmt.Fprintf(&b, "actors %v turn %d terminal %v\n", s.Actors().Slice(), s.Turn(), s.Terminal())
	for p := engine.Spectator; p < s.Config().Players; p++ {
		b.WriteString(seen(t, s, p))
		b.WriteByte('\n')
	}
	return b.String()
}

// finite reports whether every hint is a number.
func finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }
