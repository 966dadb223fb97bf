package protocol

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
)

// TestDocsDescribeEveryViewField plays a few random games of every game
// and checks that docs/protocol.md, in the game's "views and events"
// section, names every JSON field its views hold and every event kind and
// data key its log writes, so that a field added to a view cannot go
// undocumented.
func TestDocsDescribeEveryViewField(t *testing.T) {
	doc, err := os.ReadFile(docsPath)
	if err != nil {
		t.Fatalf("docs: %v", err)
	}
	reg := registry(t)
	for _, g := range reg.Games() {
		info := g.Info()
		t.Run(info.ID, func(t *testing.T) {
			section := viewsSection(string(doc), info.ID)
			if section == "" {
				t.Fatalf("docs/protocol.md has no \"## …: views and events\" section naming `%s`", info.ID)
			}
			keys, kinds := map[string]bool{}, map[string]bool{}
			for seed := uint64(1); seed <= 3; seed++ {
				for n := info.MinPlayers; n <= info.MaxPlayers; n++ {
					collect(t, g, engine.Config{Players: n, Seed: seed}, keys, kinds)
				}
			}
			for _, k := range sortedKeys(keys) {
				if !strings.Contains(section, "`"+k+"`") {
					t.Errorf("the %s section does not describe the field `%s`", info.ID, k)
				}
			}
			for _, k := range sortedKeys(kinds) {
				if !strings.Contains(section, "`"+k+"`") {
					t.Errorf("the %s section does not describe the event kind or data key `%s`", info.ID, k)
				}
			}
		})
	}
}

// viewsSection is the "## …: views and events" section that names the
// game id in backticks, or "".
func viewsSection(doc, id string) string {
	for _, part := range strings.Split(doc, "\n## ")[1:] {
		heading, _, _ := strings.Cut(part, "\n")
		if strings.HasSuffix(heading, ": views and events") && strings.Contains(part, "`"+id+"`") {
			return part
		}
	}
	return ""
}

// collect plays one random game and gathers the JSON keys of every view
// and the kinds and data keys of every event, for every viewer.
func collect(t *testing.T, g engine.Game, cfg engine.Config, keys, kinds map[string]bool) {
	t.Helper()
	s, err := g.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewRNG(cfg.Seed)
	for step := 0; ; step++ {
		if step%3 == 0 || s.Terminal() {
			for p := engine.Spectator; p < cfg.Players; p++ {
				data, err := json.Marshal(s.View(p))
				if err != nil {
					t.Fatal(err)
				}
				var v any
				if err := json.Unmarshal(data, &v); err != nil {
					t.Fatal(err)
				}
				jsonKeys(v, keys)
			}
		}
		if s.Terminal() || step > 5000 {
			break
		}
		p := s.Actors().First()
		legal := s.Legal(p, nil)
		if err := s.Apply(p, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	for p := engine.Spectator; p < cfg.Players; p++ {
		events, _ := s.Events(p, 0)
		for _, e := range events {
			kinds[e.Kind] = true
			data, _ := json.Marshal(e.Data)
			var v any
			_ = json.Unmarshal(data, &v)
			jsonKeys(v, kinds)
		}
	}
}

// jsonKeys adds every object key in v, at any depth.
func jsonKeys(v any, into map[string]bool) {
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			into[k] = true
			jsonKeys(x, into)
		}
	case []any:
		for _, x := range v {
			jsonKeys(x, into)
		}
	}
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// TestDocsDescribeEveryDecision checks that each game's "views and events"
// section of docs/protocol.md lists, under "### Decisions", every kind of
// question the game declares (engine.Info's Decisions) with its summary.
func TestDocsDescribeEveryDecision(t *testing.T) {
	doc, err := os.ReadFile(docsPath)
	if err != nil {
		t.Fatalf("docs: %v", err)
	}
	for _, g := range registry(t).Games() {
		info := g.Info()
		if len(info.Decisions) == 0 {
			continue
		}
		section := viewsSection(string(doc), info.ID)
		_, decisions, ok := strings.Cut(section, "### Decisions\n")
		if !ok {
			t.Errorf("the %s section has no \"### Decisions\"", info.ID)
			continue
		}
		decisions, _, _ = strings.Cut(decisions, "\n### ")
		for _, d := range info.Decisions {
			if row := "| `" + d.Kind + "` | " + strings.ReplaceAll(d.Summary, "|", `\|`) + " |"; !strings.Contains(decisions, row) {
				t.Errorf("the %s section's decisions lack the row\n%s", info.ID, row)
			}
		}
	}
}
