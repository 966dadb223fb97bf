package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
)

// Game is the definition of one card game: its rules and its card data.
// A Game value is immutable and safe for concurrent use; every [State] it
// creates is independent.
type Game interface {
	// Info describes the game: its id, name, player counts and options.
	Info() Info
	// New deals a fresh game. It reports every problem with cfg at once.
	New(cfg Config) (State, error)
}

// Info describes a game for listings, help texts and protocols.
type Info struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	// Rules is the version of the game's rules as this build plays them.
	// A game raises it whenever the same seed, cards and decisions could
	// play out differently, so that an older replay is refused with a
	// clear message instead of showing a different game.
	Rules      string       `json:"rules"`
	Summary    string       `json:"summary"`
	MinPlayers int          `json:"min_players"`
	MaxPlayers int          `json:"max_players"`
	Options    []OptionSpec `json:"options"`
	// Zones names the piles a Config.Deal may stack, such as "bank" or
	// "stack.0", with what each holds.
	Zones []ZoneSpec `json:"zones,omitempty"`
	// Position describes the Config.Position a game takes, for people;
	// empty when it takes none.
	Position string `json:"position,omitempty"`
	// Decisions are the kinds of question the game asks
	// (TableQuestion.Kind), each with what it asks; empty for a game that
	// does not say.
	Decisions []DecisionSpec `json:"decisions,omitempty"`
}

// DecisionSpec declares one kind of question a game asks: the word its
// table questions carry (TableQuestion.Kind) and what it asks, for people.
type DecisionSpec struct {
	Kind    string `json:"kind"`
	Summary string `json:"summary"`
}

// OptionSpec declares one rule option: a reading of the rulebook or a variant
// that players or designers may choose.
type OptionSpec struct {
	Name    string   `json:"name"`
	Summary string   `json:"summary"`
	Choices []string `json:"choices"`
	Default string   `json:"default"`
}

// ZoneSpec names one pile that a stacked deal may set.
type ZoneSpec struct {
	Name    string `json:"name"`
	Summary string `json:"summary"`
}

// Config is everything needed to start a game besides the game itself.
type Config struct {
	// Players is the number of players, seats 0 to Players-1.
	Players int `json:"players"`
	// Seed drives every random draw of the game.
	Seed uint64 `json:"seed"`
	// Options maps option names to chosen values; missing options take
	// their defaults.
	Options map[string]string `json:"options,omitempty"`
	// Decks gives each seat's deck, as card ids or names, for games played
	// with constructed decks.
	Decks [][]string `json:"decks,omitempty"`
	// Deal optionally fixes the order of named piles (top card first) in
	// place of the opening shuffle, for scenario tests and puzzles.
	Deal map[string][]string `json:"deal,omitempty"`
	// Position optionally sets up a game in the middle, for puzzles and
	// scenario tests: cards in play, damage, counters, whose turn. Its
	// shape belongs to the game (Info.Position describes it), as JSON.
	Position json.RawMessage `json:"position,omitempty"`
	// NoLog turns the event log off, for fast simulation.
	NoLog bool `json:"-"`
}

// A game keeps the Options, Decks and Deal of the Config it was started with:
// do not change them afterwards. State.Config returns copies.

// ResolveOptions checks opts against specs and returns the full option map
// with defaults filled in. It reports every unknown option and bad value at
// once. When opts is already complete and valid it is returned as it is, so
// treat the result as read-only.
func ResolveOptions(specs []OptionSpec, opts map[string]string) (map[string]string, error) {
	if resolved(specs, opts) {
		return opts, nil
	}
	out := make(map[string]string, len(specs))
	known := make(map[string]OptionSpec, len(specs))
	for _, s := range specs {
		out[s.Name] = s.Default
		known[s.Name] = s
	}
	var errs []error
	names := make([]string, 0, len(opts))
	for name := range opts {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		v := opts[name]
		s, ok := known[name]
		switch {
		case !ok:
			errs = append(errs, fmt.Errorf("unknown option %q (options: %s)", name, optionNames(specs)))
		case !slices.Contains(s.Choices, v):
			errs = append(errs, fmt.Errorf("option %s: %q is not one of %s", name, v, strings.Join(s.Choices, ", ")))
		default:
			out[name] = v
		}
	}
	return out, errors.Join(errs...)
}

// resolved reports whether opts sets every option of specs to a valid value
// and nothing else.
func resolved(specs []OptionSpec, opts map[string]string) bool {
	if len(opts) != len(specs) {
		return false
	}
	for _, s := range specs {
		v, ok := opts[s.Name]
		if !ok || !slices.Contains(s.Choices, v) {
			return false
		}
	}
	return true
}

func optionNames(specs []OptionSpec) string {
	if len(specs) == 0 {
		return "none"
	}
	names := make([]string, len(specs))
	for i, s := range specs {
		names[i] = s.Name
	}
	return strings.Join(names, ", ")
}

// CheckPlayers reports whether n players fit the game's range.
func (i Info) CheckPlayers(n int) error {
	if n < i.MinPlayers || n > i.MaxPlayers {
		return fmt.Errorf("%s is for %d to %d players, not %d", i.Name, i.MinPlayers, i.MaxPlayers, n)
	}
	return nil
}

// CardLoader is implemented by games whose cards are data: it returns the
// same game played with the cards of another card file, so designers can try
// changes without writing Go.
type CardLoader interface {
	// WithCards reads a card file; name is its name for messages.
	WithCards(name string, data []byte) (Game, error)
	// CardFile is the card file the game plays with: its name, its text
	// (which WithCards reads back to the same game), and whether it is the
	// game's built-in card set.
	CardFile() (name string, data []byte, builtin bool)
}

// Copy returns a copy of c whose maps and lists are its own.
func (c Config) Copy() Config {
	out := c
	out.Options = maps.Clone(c.Options)
	if c.Decks != nil {
		out.Decks = make([][]string, len(c.Decks))
		for i, d := range c.Decks {
			out.Decks[i] = slices.Clone(d)
		}
	}
	out.Position = slices.Clone(c.Position)
	if c.Deal != nil {
		out.Deal = make(map[string][]string, len(c.Deal))
		for k, v := range c.Deal {
			out.Deal[k] = slices.Clone(v)
		}
	}
	return out
}

// OptionSet is a game's option declarations with their defaults resolved
// once, so that a game started with default options allocates nothing for
// them.
type OptionSet struct {
	specs    []OptionSpec
	defaults map[string]string
}

// NewOptionSet resolves the defaults of specs.
func NewOptionSet(specs []OptionSpec) OptionSet {
	defaults, _ := ResolveOptions(specs, nil)
	return OptionSet{specs: specs, defaults: defaults}
}

// Specs are the declarations, for Info.
func (o OptionSet) Specs() []OptionSpec { return o.specs }

// Resolve fills in defaults and reports every bad option at once. With no
// options it returns the shared defaults: treat the result as read-only.
func (o OptionSet) Resolve(opts map[string]string) (map[string]string, error) {
	if len(opts) == 0 {
		return o.defaults, nil
	}
	return ResolveOptions(o.specs, opts)
}
