package omnitrix_test

// Black-box tests of what players see, through the public API only, and of
// replays through the project's game registry (which the package's own
// tests cannot import: games imports omnitrix).

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/games"
	"omnideck/games/omnitrix"
)

func registry(t *testing.T) *engine.Registry {
	t.Helper()
	reg, err := games.Registry()
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

func newGame(t *testing.T, cfg engine.Config) engine.State {
	t.Helper()
	g, err := registry(t).Lookup(omnitrix.ID)
	if err != nil {
		t.Fatal(err)
	}
	s, err := g.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func viewOf(t *testing.T, s engine.State, p int) *omnitrix.View {
	t.Helper()
	v, ok := s.View(p).(*omnitrix.View)
	if !ok {
		t.Fatalf("View(%d) is a %T", p, s.View(p))
	}
	return v
}

// goesOn reports whether a test game goes on after its first decisions,
// and fails the test at once, naming the game, when it cannot: nobody may
// act though it is not over, or it has reached a decision cap no real game
// reaches (a game lasts at most 38 battles and asks each of at most four
// players once a battle). So a broken rule that keeps games from ending
// fails here instead of hanging the suite.
func goesOn(t *testing.T, name string, s engine.State, decisions int) bool {
	t.Helper()
	switch {
	case s.Terminal():
		return false
	case s.Actors().Empty():
		t.Fatalf("omnitrix %s, after decision %d (battle %d): the game is not over but nobody may act", name, decisions, s.Turn())
	case decisions >= 4*38:
		t.Fatalf("omnitrix %s, battle %d: no end after %d decisions", name, s.Turn(), decisions)
	}
	return true
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	js, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(js)
}

var stacked = map[string][]string{
	"bank":       {"Hex", "Tiffin"},
	"stack.0":    {"Heatblast"},
	"stack.1":    {"Spitter"},
	"supports.0": {"Grandpa Max", "Gwen Tennyson", "Plumber Badge", "Azmuth"},
	"supports.1": {"Rust Bucket", "Tetrax", "Mana Shield", "Omnitrix Recharge"},
}

// Each player sees their own support cards; of the others only how many
// they hold. Stacks and the bank are counts. Face-up cards are seen by all.
func TestViewShowsOwnHandOnly(t *testing.T) {
	s := newGame(t, engine.Config{Players: 2, Seed: 3, Deal: stacked})
	v0, v1, spect := viewOf(t, s, 0), viewOf(t, s, 1), viewOf(t, s, engine.Spectator)
	names := func(cs []omnitrix.CardView) []string {
		var out []string
		for _, c := range cs {
			out = append(out, c.Name)
		}
		return out
	}
	if got := names(v0.Players[0].Hand); !slices.Equal(got, stacked["supports.0"]) {
		t.Errorf("player 1 sees their hand as %v", got)
	}
	if v0.Players[1].Hand != nil || v0.Players[1].Supports != 4 {
		t.Errorf("player 1 sees player 2's hand %v (%d cards)", v0.Players[1].Hand, v0.Players[1].Supports)
	}
	if got := names(v1.Players[1].Hand); !slices.Equal(got, stacked["supports.1"]) || v1.Players[0].Hand != nil {
		t.Errorf("player 2 sees %v and %v", got, v1.Players[0].Hand)
	}
	for _, v := range []*omnitrix.View{v0, v1, spect} {
		if v.Bank != 17 || v.Villain == nil || v.Villain.Name != "Hex" || v.Villain.Power != 7 || v.Villain.Code != "hex" || v.Villain.Type != "villain" {
			t.Errorf("viewer %d: bank %d, villain %+v", v.Viewer, v.Bank, v.Villain)
		}
		if v.Players[0].Stack != 9 || len(v.Players[0].Shown) != 1 || v.Players[0].Shown[0].Name != "Heatblast" || v.Players[0].Power != 8 {
			t.Errorf("viewer %d sees player 1 as %+v", v.Viewer, v.Players[0])
		}
		if !v.Players[0].Choosing || !v.Players[0].Fighting || v.Round != 1 || v.Outcome != nil {
			t.Errorf("viewer %d: %+v", v.Viewer, v)
		}
	}
	js := jsonOf(t, spect)
	if strings.Contains(js, `"hand"`) || strings.Contains(js, "Grandpa") || strings.Contains(js, "Tetrax") {
		t.Errorf("the spectator sees a hand: %s", js)
	}
	for _, field := range []string{`"viewer":-1`, `"round":1`, `"bank":17`, `"villain":{"name":"Hex","code":"hex","type":"villain","power":7}`, `"stack":9`, `"supports":4`, `"spent_supports":[]`, `"aside_aliens":0`} {
		if !strings.Contains(js, field) {
			t.Errorf("the view's JSON lacks %s: %s", field, js)
		}
	}
	if !strings.Contains(jsonOf(t, v0), `"hand":[{"name":"Grandpa Max","code":"grandpa-max","type":"support","power":3}`) {
		t.Errorf("player 1's JSON: %s", jsonOf(t, v0))
	}
}

// The text view: the viewer is marked, sees their own supports by name and
// the others' as a count, and who is still choosing.
func TestViewText(t *testing.T) {
	s := newGame(t, engine.Config{Players: 2, Seed: 3, Deal: stacked})
	a, err := s.ParseAction(0, "support:azmuth")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(0, a); err != nil {
		t.Fatal(err)
	}
	text := s.View(0).Text()
	for _, want := range []string{
		"Battle 1 · villain bank: 17 cards · villain: Hex (7)",
		"Player 1 (you)",
		"supports: Grandpa Max (3), Gwen Tennyson (2), Plumber Badge (1), Azmuth (3)",
		"shows Heatblast (8) = 8",
		"chose Azmuth (+3)",
		"supports: 4",
		"choosing…",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("player 1's text lacks %q:\n%s", want, text)
		}
	}
	other := s.View(1).Text()
	if strings.Contains(other, "azmuth") || strings.Contains(other, "Azmuth") || strings.Contains(other, "Grandpa") {
		t.Errorf("player 2's text shows player 1's supports:\n%s", other)
	}
	spect := s.View(engine.Spectator).Text()
	if strings.Contains(spect, "(you)") || strings.Contains(spect, "Rust Bucket") {
		t.Errorf("spectator's text:\n%s", spect)
	}
}

// Action codes, labels and parsing agree for every option.
func TestActionCodes(t *testing.T) {
	s := newGame(t, engine.Config{Players: 2, Seed: 3, Deal: stacked})
	legal := s.Legal(0, nil)
	var codes, labels []string
	for _, a := range legal {
		code := s.ActionCode(0, a)
		back, err := s.ParseAction(0, code)
		if err != nil || back != a {
			t.Errorf("ParseAction(%q) = %v, %v; want %v", code, back, err, a)
		}
		codes = append(codes, code)
		labels = append(labels, s.ActionLabel(0, a))
	}
	if want := []string{"pass", "support:grandpa-max", "support:gwen-tennyson", "support:plumber-badge", "support:azmuth"}; !slices.Equal(codes, want) {
		t.Errorf("codes %v, want %v", codes, want)
	}
	if want := []string{"Play no support card", "Play Grandpa Max (+3)", "Play Gwen Tennyson (+2)", "Play Plumber Badge (+1)", "Play Azmuth (+3)"}; !slices.Equal(labels, want) {
		t.Errorf("labels %v, want %v", labels, want)
	}
	if a, err := s.ParseAction(0, " support:Grandpa Max "); err != nil || s.ActionCode(0, a) != "support:grandpa-max" {
		t.Errorf("a card's name works as its code: %v, %v", s.ActionCode(0, a), err)
	}
}

// The game describes its options and zones for tools; every option's
// default is one of its choices.
func TestInfo(t *testing.T) {
	g, err := registry(t).Lookup(omnitrix.ID)
	if err != nil {
		t.Fatal(err)
	}
	info := g.Info()
	if info.ID != "omnitrix" || info.MinPlayers != 2 || info.MaxPlayers != 4 {
		t.Errorf("info %+v", info)
	}
	want := map[string]string{
		omnitrix.OptSupportTiming: "revealed", omnitrix.OptTieBreak: "add", omnitrix.OptCaughtShort: "any",
		omnitrix.OptReshuffle: "on", omnitrix.OptYoungest: "1",
	}
	for _, o := range info.Options {
		if want[o.Name] != o.Default || !slices.Contains(o.Choices, o.Default) || o.Summary == "" {
			t.Errorf("option %+v", o)
		}
		delete(want, o.Name)
	}
	if len(want) != 0 {
		t.Errorf("options missing from Info: %v", want)
	}
	s := newGame(t, engine.Config{Players: 3, Seed: 1})
	if got := s.Config().Options; len(got) != 5 || got[omnitrix.OptTieBreak] != "add" {
		t.Errorf("the state's config does not resolve every option: %v", got)
	}
}

// A game recorded decision by decision, saved to a file and read back,
// replays through the registry to the same end, seen the same by everyone.
func TestReplayThroughGamesRegistry(t *testing.T) {
	reg := registry(t)
	dir := t.TempDir()
	configs := []engine.Config{
		{Players: 2, Seed: 1},
		{Players: 3, Seed: 2, Options: map[string]string{omnitrix.OptSupportTiming: "blind", omnitrix.OptCaughtShort: "all"}},
		{Players: 4, Seed: 3, Options: map[string]string{omnitrix.OptTieBreak: "aliens", omnitrix.OptReshuffle: "off", omnitrix.OptYoungest: "4"}},
		{Players: 2, Seed: 4, Deal: stacked},
	}
	for i, base := range configs {
		for seed := range uint64(5) {
			cfg := base
			cfg.Seed += seed * 100
			s := newGame(t, cfg)
			rec := engine.NewReplay(s)
			rec.Agents = []string{"random"}
			rng := engine.NewRNG(seed)
			for d := 0; goesOn(t, fmt.Sprintf("config %d seed %d", i, cfg.Seed), s, d); {
				for p := range s.Actors().All() {
					legal := s.Legal(p, nil)
					if err := rec.Apply(s, p, legal[rng.IntN(len(legal))]); err != nil {
						t.Fatal(err)
					}
					d++
				}
			}
			path := filepath.Join(dir, "replay.json")
			var buf bytes.Buffer
			if err := engine.WriteReplay(&buf, rec); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			back, err := engine.ReadReplay(path)
			if err != nil {
				t.Fatal(err)
			}
			got, err := back.Run(reg)
			if err != nil {
				t.Fatalf("config %d: %v", i, err)
			}
			for p := -1; p < cfg.Players; p++ {
				if a, b := jsonOf(t, got.View(p)), jsonOf(t, s.View(p)); a != b {
					t.Fatalf("config %d: viewer %d sees\n%s\nafter the replay, not\n%s", i, p, a, b)
				}
				la, _ := got.Events(p, 0)
				lb, _ := s.Events(p, 0)
				if !reflect.DeepEqual(la, lb) {
					t.Fatalf("config %d: viewer %d's log differs after the replay", i, p)
				}
			}
			// A tampered record is caught.
			if len(back.Decisions) > 0 {
				back.Decisions[0].Action = "support:vilgax"
				if _, err := back.Run(reg); err == nil || !strings.Contains(err.Error(), "replay decision 1") {
					t.Errorf("config %d: a tampered replay runs: %v", i, err)
				}
			}
		}
	}
}

// Every line of a finished game's log, for every viewer, names only cards
// that viewer may know: a player's log never shows another player's
// choice before it is revealed, and the spectator's log shows no choice.
func TestEventsHideChoices(t *testing.T) {
	s := newGame(t, engine.Config{Players: 3, Seed: 9})
	rng := engine.NewRNG(9)
	for d := 0; goesOn(t, "3p seed 9", s, d); {
		for p := range s.Actors().All() {
			legal := s.Legal(p, nil)
			if err := s.Apply(p, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			d++
		}
	}
	spectEntries, _ := s.Events(engine.Spectator, 0)
	spect := engine.Texts(spectEntries)
	for p := range 3 {
		entries, next := s.Events(p, 0)
		lines := engine.Texts(entries)
		chose := 0
		for _, l := range lines {
			if strings.HasPrefix(l, "You choose") {
				chose++
			}
		}
		if chose == 0 || len(lines) != len(spect)+chose {
			t.Errorf("player %d sees %d lines with %d own choices; the spectator %d", p+1, len(lines), chose, len(spect))
		}
		if more, again := s.Events(p, next); len(more) != 0 || again != next {
			t.Errorf("reading on from %d gives %v, %d", next, more, again)
		}
	}
	for _, l := range spect {
		if strings.Contains(l, "choose") || strings.HasPrefix(l, "You") {
			t.Errorf("the spectator sees %q", l)
		}
	}
}
