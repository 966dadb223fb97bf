package omnitrix

import (
	"encoding/json"
	"os"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"omnideck/engine"
)

// eventData lists each event kind's data keys (docs/protocol.md, "Event
// kinds"). A choose entry has support only when pass is false.
var eventData = map[string][]string{
	"round":        {"round", "villain"},
	"sit_out":      {},
	"show":         {"alien", "power"},
	"choose":       {"pass", "support"},
	"support":      {"alien", "power", "support"},
	"villain_wins": {"power", "villain"},
	"tie":          {"players", "power"},
	"no_tie_break": {},
	"tie_break":    {"alien", "power"},
	"win_battle":   {"power", "villain"},
	"pass":         {"passed", "shuffled"},
	"caught_short": {},
	"game_over":    {"villains", "winners"},
}

// checkEntry checks one entry's kind, data keys and data types.
func checkEntry(t *testing.T, where string, e engine.Entry) {
	t.Helper()
	want, ok := eventData[e.Kind]
	if !ok {
		t.Fatalf("%s: an entry of unknown kind %q: %q", where, e.Kind, e.Text)
	}
	keys := slices.Sorted(func(yield func(string) bool) {
		for k := range e.Data {
			if !yield(k) {
				return
			}
		}
	})
	if e.Kind == "choose" && e.Data["pass"] == true {
		want = []string{"pass"}
	}
	if !slices.Equal(keys, want) {
		t.Fatalf("%s: a %s entry has data %v, want keys %v", where, e.Kind, e.Data, want)
	}
	for k, v := range e.Data {
		switch k {
		case "alien", "villain", "support":
			if c, ok := v.(CardView); !ok || c.Code == "" || c.Name == "" || c.Type == "" {
				t.Fatalf("%s: %s's %s is %#v, not a card", where, e.Kind, k, v)
			}
		case "power", "round", "villains":
			if _, ok := v.(int); !ok {
				t.Fatalf("%s: %s's %s is %#v, not a number", where, e.Kind, k, v)
			}
		case "players", "winners", "passed":
			if l, ok := v.([]int); !ok || l == nil {
				t.Fatalf("%s: %s's %s is %#v, not a list of seats", where, e.Kind, k, v)
			}
		case "pass", "shuffled":
			if _, ok := v.(bool); !ok {
				t.Fatalf("%s: %s's %s is %#v, not a boolean", where, e.Kind, k, v)
			}
		}
	}
	js, err := json.Marshal(e)
	if err != nil || strings.Contains(string(js), "null") {
		t.Fatalf("%s: the entry marshals to %s (%v)", where, js, err)
	}
}

// Every log entry, for every viewer, in random games of every player count
// and option set, and in situations random games rarely reach, has a
// documented kind and exactly the documented data, with cards as cards,
// numbers as numbers and no null.
func TestEventData(t *testing.T) {
	g := testGame(t)
	seen := map[string]bool{}
	check := func(where string, s *State) {
		for p := engine.Spectator; p < s.n; p++ {
			entries, _ := s.Events(p, 0)
			for _, e := range entries {
				checkEntry(t, where, e)
				seen[e.Kind] = true
			}
		}
	}
	for _, sc := range scenarios() {
		cfg := sc.cfg
		cfg.Seed = 77
		s, err := g.newState(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(cfg.Seed)
		for pl := newPlay(t, sc.name, cfg.Seed); pl.live(s); {
			pl.randomStep(s, &rng, nil)
		}
		check(sc.name, s)
	}
	// A player sits out, and a tie-break cannot be played.
	s := newTestState(t, 3, opts(OptCaughtShort, "all"), map[string][]string{"bank": {"Vilgax", "Tiffin"}, "stack.0": {"Spitter"}, "stack.1": {"Grey Matter"}})
	moveAll(&s.stack[0], &s.asideAliens)
	moveAll(&s.stack[1], &s.asideAliens)
	passAll(t, s)
	check("sit out", s)
	s = newTestState(t, 2, nil, deal2([]string{"Tiffin"}, []string{"Heatblast"}, []string{"Cannonbolt"}))
	moveAll(&s.stack[0], &s.asideAliens)
	passAll(t, s)
	check("no tie-break", s)
	// The bank runs out: the game ends with winners.
	s = newTestState(t, 2, nil, deal2([]string{"Tiffin"}, nil, nil))
	for s.bank.n > 0 {
		s.won[1].push(s.bank.pop())
	}
	passAll(t, s)
	check("the bank runs out", s)
	for kind := range eventData {
		if !seen[kind] {
			t.Errorf("no %s entry came up", kind)
		}
	}
}

// A view's lists are [] when empty and its numbers always there: the own
// hand when the viewer holds no support, the aliens shown before any is;
// another seat's hand is left out.
func TestViewListsAreNeverMissing(t *testing.T) {
	s := newTestState(t, 3, opts(OptSupportTiming, "blind"), nil)
	moveAll(&s.hand[0], &s.asideSupports)
	js := string(must(json.Marshal(s.View(0))))
	for _, want := range []string{`"hand":[]`, `"shown":[]`, `"villains":[]`, `"eliminated":[]`, `"spent_supports":[]`, `"power":0`, `"stack":6`, `"supports":0`} {
		if !strings.Contains(js, want) {
			t.Errorf("player 1's view lacks %s: %s", want, js)
		}
	}
	if strings.Count(js, `"hand"`) != 1 || strings.Contains(js, "null") {
		t.Errorf("player 1's view shows another seat's hand or a null: %s", js)
	}
	if js := string(must(json.Marshal(s.View(engine.Spectator)))); strings.Contains(js, `"hand"`) {
		t.Errorf("the spectator's view has a hand: %s", js)
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// docSection is the part of docs/protocol.md headed title, up to the next
// section of the same level.
func docSection(t *testing.T, title string) string {
	t.Helper()
	data, err := os.ReadFile("../../docs/protocol.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	i := strings.Index(doc, "\n"+title+"\n")
	if i < 0 {
		t.Fatalf("docs/protocol.md has no section %q", title)
	}
	doc = doc[i+len(title)+2:]
	if j := strings.Index(doc, "\n## "); j >= 0 {
		doc = doc[:j]
	}
	return doc
}

// jsonKeys lists the JSON keys of type typ and of the structs it holds.
func jsonKeys(typ reflect.Type, keys map[string]bool) {
	switch typ.Kind() {
	case reflect.Pointer, reflect.Slice:
		jsonKeys(typ.Elem(), keys)
	case reflect.Struct:
		for i := range typ.NumField() {
			f := typ.Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if name == "" || name == "-" {
				continue
			}
			keys[name] = true
			jsonKeys(f.Type, keys)
		}
	}
}

// docs/protocol.md describes every field of the omnitrix view and every
// event kind with its data keys, so that the docs cannot fall behind the
// game.
func TestProtocolDocsDescribeViewsAndEvents(t *testing.T) {
	doc := docSection(t, "## Omnitrix: views and events")
	keys := map[string]bool{}
	jsonKeys(reflect.TypeFor[View](), keys)
	for _, k := range slices.Sorted(func(yield func(string) bool) {
		for k := range keys {
			if !yield(k) {
				return
			}
		}
	}) {
		if !strings.Contains(doc, "| `"+k+"` |") && !strings.Contains(doc, "`"+k+"`") {
			t.Errorf("the docs do not describe the view's field %q", k)
		}
	}
	_, events, ok := strings.Cut(doc, "### Event kinds")
	if !ok {
		t.Fatal("the section has no heading \"### Event kinds\"")
	}
	rows := map[string]string{}
	for line := range strings.Lines(events) {
		if rest, ok := strings.CutPrefix(line, "| `"); ok {
			kind, _, _ := strings.Cut(rest, "`")
			rows[kind] = line
		}
	}
	kinds := make([]string, 0, len(eventData))
	for kind := range eventData {
		kinds = append(kinds, kind)
	}
	sort.Strings(kinds)
	for _, kind := range kinds {
		row, ok := rows[kind]
		if !ok {
			t.Errorf("the docs' event table has no row for %q", kind)
			continue
		}
		for _, k := range eventData[kind] {
			if !strings.Contains(row, "`"+k+"`") {
				t.Errorf("the docs' row for %q does not name its data key %q: %s", kind, k, row)
			}
		}
	}
}
