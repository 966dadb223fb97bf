package enginetest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"omnideck/carddata"
	"omnideck/engine"
)

// Secrets describes a check that hidden cards stay hidden, independent of
// the game's own visibility code: the game's test says, from the state's
// raw fields and its own reading of the rules, which cards each viewer
// may know of at each point (Seen), and CheckSecrets plays random games
// and fails as soon as a channel a viewer reads — the view and its text,
// the table view with its question, options, codes, labels and details,
// and the log's text and data — names a card that viewer has not seen.
//
// A card is named by its name, its id or its code (Tokens); a viewer may
// read the name of any card they have seen at some point, so a second
// copy of a card seen before is not caught, but a hand, a deck or a
// face-down card shown to the wrong seat is, at the first card of it the
// seat has not seen.
type Secrets struct {
	// Game is the game; it must have a Catalog.
	Game engine.Game
	// Configs are the set-ups to play; by default one per player count.
	// Their seeds are replaced per game.
	Configs []engine.Config
	// Games is the number of random games per config (default 8), and
	// MaxDecisions the decisions played in each at most (default 400).
	Games, MaxDecisions int
	// Seen adds to seen[v+1] the names of the cards viewer v (Spectator
	// first, then each seat) may know of now, by the rules: the cards it
	// sees where they are, and those that what happened since the last
	// call showed it. It is called after the deal and after every
	// decision.
	Seen func(st engine.State, seen []map[string]bool)
	// Tokens are the texts that name card c; by default its name, its id
	// and its code (carddata.Code of its name).
	Tokens func(c engine.CardInfo) []string
}

// CheckSecrets runs the check s describes.
func CheckSecrets(t *testing.T, s Secrets) {
	t.Helper()
	cat, ok := s.Game.(engine.Catalog)
	if !ok {
		t.Fatalf("%s has no Catalog: CheckSecrets needs its card names", s.Game.Info().ID)
	}
	if s.Tokens == nil {
		s.Tokens = func(c engine.CardInfo) []string { return []string{c.Name, c.ID, carddata.Code(c.Name)} }
	}
	if s.Games <= 0 {
		s.Games = 8
	}
	if s.MaxDecisions <= 0 {
		s.MaxDecisions = 400
	}
	if len(s.Configs) == 0 {
		info := s.Game.Info()
		for n := info.MinPlayers; n <= info.MaxPlayers; n++ {
			s.Configs = append(s.Configs, engine.Config{Players: n})
		}
	}
	sc := newScanner(cat.Catalog(), s.Tokens)
	for c, base := range s.Configs {
		for i := range s.Games {
			cfg := base.Copy()
			cfg.Seed = engine.Mix(uint64(c+1)*104729, uint64(i))
			name := fmt.Sprintf("%s %dp seed %d%s", s.Game.Info().ID, cfg.Players, cfg.Seed, optionText(cfg.Options))
			if !secretGame(t, &s, sc, cfg, name) {
				return
			}
		}
	}
}

// secretGame plays one random game and checks it; false when it failed.
func secretGame(t *testing.T, s *Secrets, sc *scanner, cfg engine.Config, name string) bool {
	t.Helper()
	st, err := s.Game.New(cfg)
	if err != nil {
		t.Fatalf("%s: New: %v", name, err)
	}
	n := cfg.Players
	seen := make([]map[string]bool, n+1)
	for v := range seen {
		seen[v] = map[string]bool{}
	}
	next := make([]int, n+1) // each viewer's next log entry
	rng := engine.NewRNG(cfg.Seed ^ 0x5ec2e7)
	last := "the deal"
	for d := 0; ; d++ {
		s.Seen(st, seen)
		for v := engine.Spectator; v < n; v++ {
			text := channels(t, st, v, &next[v+1])
			if leak := sc.leak(text, seen[v+1]); leak != "" {
				t.Errorf("%s, after %s: viewer %d reads %s", name, last, v, leak)
				return false
			}
		}
		if st.Terminal() || d >= s.MaxDecisions {
			return true
		}
		p := st.Actors().First()
		legal := st.Legal(p, nil)
		if len(legal) == 0 {
			t.Fatalf("%s, after %s: player %d is asked to act but has no options", name, last, p+1)
		}
		a := legal[rng.IntN(len(legal))]
		code := st.ActionCode(p, a)
		if err := st.Apply(p, a); err != nil {
			t.Fatalf("%s, after %s: player %d's option %q was refused: %v", name, last, p+1, code, err)
		}
		last = fmt.Sprintf("decision %d (player %d chose %q)", d+1, p+1, code)
	}
}

// channels is everything viewer v reads of st now: the view as JSON and
// as text, the table view (its question with the options' codes, labels
// and details among it), v's options, and the log entries since *next.
func channels(t *testing.T, st engine.State, v int, next *int) string {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	view := st.View(v)
	for _, x := range []any{view, st.Table(v)} {
		if err := enc.Encode(x); err != nil {
			t.Fatalf("viewer %d: %v", v, err)
		}
	}
	b.WriteString(view.Text())
	if v >= 0 {
		for _, a := range st.Legal(v, nil) {
			fmt.Fprintf(&b, "\n%s\t%s", st.ActionCode(v, a), st.ActionLabel(v, a))
		}
	}
	entries, n := st.Events(v, *next)
	*next = n
	for _, e := range entries {
		b.WriteString("\n" + e.Text + "\n")
		if err := enc.Encode(e.Data); err != nil {
			t.Fatalf("viewer %d's log: %v", v, err)
		}
	}
	return b.String()
}

// scanner finds the tokens that name cards in a text.
type scanner struct {
	// byStart are the tokens by their first two bytes, longest first.
	byStart map[string][]string
	// cards are the names of the cards each token names.
	cards map[string][]string
}

func newScanner(catalog []engine.CardInfo, tokens func(engine.CardInfo) []string) *scanner {
	sc := &scanner{cards: map[string][]string{}, byStart: map[string][]string{}}
	for _, c := range catalog {
		for _, tok := range tokens(c) {
			if len(tok) >= 2 && !slices.Contains(sc.cards[tok], c.Name) {
				sc.cards[tok] = append(sc.cards[tok], c.Name)
			}
		}
	}
	for tok := range sc.cards {
		sc.byStart[tok[:2]] = append(sc.byStart[tok[:2]], tok)
	}
	// Longer tokens first, so that a name inside a longer one ("Kevin" in
	// "Kevin 11") is read as the longer.
	for k, toks := range sc.byStart {
		sort.Slice(toks, func(i, j int) bool {
			if len(toks[i]) != len(toks[j]) {
				return len(toks[i]) > len(toks[j])
			}
			return toks[i] < toks[j]
		})
		sc.byStart[k] = toks
	}
	return sc
}

// leak describes the first token of text, standing as a word, that names
// only cards not in seen; "" when there is none. Text is read from left
// to right, the longest token at each place: a token read is passed over
// whole.
func (sc *scanner) leak(text string, seen map[string]bool) string {
	for i := 0; i+1 < len(text); i++ {
		if i > 0 && wordByte(text[i-1]) {
			continue
		}
		for _, tok := range sc.byStart[text[i:i+2]] {
			j := i + len(tok)
			if !strings.HasPrefix(text[i:], tok) || (j < len(text) && wordByte(text[j]) && wordByte(tok[len(tok)-1])) {
				continue
			}
			names := sc.cards[tok]
			if !slices.ContainsFunc(names, func(n string) bool { return seen[n] }) {
				from, to := max(i-100, 0), min(j+100, len(text))
				return fmt.Sprintf("%q, which names %s, a card it has not seen, in:\n…%s…", tok, strings.Join(names, " or "), text[from:to])
			}
			i = j - 1
			break
		}
	}
	return ""
}

// wordByte reports whether c is part of a word: a letter or a digit.
func wordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// RawEvents are the events of log as they were recorded, each once: the
// public ones and those private to each of players seats, or to nobody,
// for a test that reads what happened without the game's rendering.
func RawEvents(log engine.Log, players int) []engine.Event {
	var out []engine.Event
	for v := engine.Spectator; v < players; v++ {
		log.Entries(v, 0, func(e engine.Event, viewer int) engine.Entry {
			if (!e.Private && viewer == engine.Spectator) || (e.Private && int(e.Player) == viewer) {
				out = append(out, e)
			}
			return engine.Entry{}
		})
	}
	return out
}
