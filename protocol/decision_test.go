package protocol

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/games/omnitrix"
)

// legalResponse is a "legal" answer with the decision's kind.
func (c *client) legal(p int) LegalResponse {
	c.t.Helper()
	var l LegalResponse
	c.ok(must(map[string]any{"cmd": "legal", "player": p}), &l)
	return l
}

// view and legal say what kind of question each seat must answer
// (decision), in a word its game declares; a seat with nothing to decide,
// and the spectator, have none.
func TestDecisionSaysWhatIsAsked(t *testing.T) {
	reg := registry(t)
	for _, g := range reg.Games() {
		info := g.Info()
		if len(info.Decisions) == 0 {
			t.Errorf("%s declares no kinds of question", info.ID)
			continue
		}
		t.Run(info.ID, func(t *testing.T) {
			c := newClient(t, reg)
			var st StateResponse
			c.ok(must(map[string]any{"cmd": "new", "game": info.ID, "players": info.MinPlayers, "seed": 3}), &st)
			for turn := 0; turn < 30 && !st.Over; turn++ {
				p := st.ToMove[0]
				l := c.legal(p)
				if !slices.ContainsFunc(info.Decisions, func(d engine.DecisionSpec) bool { return d.Kind == l.Decision }) {
					t.Fatalf("seat %d is asked a question of kind %q, which %s does not declare (%v)", p, l.Decision, info.ID, info.Decisions)
				}
				var v struct {
					Header
					Decision string `json:"decision"`
				}
				c.ok(must(map[string]any{"cmd": "view", "player": p}), &v)
				if v.Decision != l.Decision {
					t.Fatalf("seat %d's view says decision %q, legal %q", p, v.Decision, l.Decision)
				}
				for q := -1; q < info.MinPlayers; q++ {
					if slices.Contains(st.ToMove, q) {
						continue
					}
					if raw := c.raw(must(map[string]any{"cmd": "view", "player": q})); !strings.Contains(raw, `"decision":""`) {
						t.Fatalf("seat %d, with nothing to decide, has a decision: %.200s", q, raw)
					}
				}
				st = c.apply(p, l.Options[0].Code)
			}
		})
	}
}

// The kind of omnitrix's one question, in the answers a bot reads.
func TestDecisionOfASupportChoice(t *testing.T) {
	c := newClient(t, registry(t))
	c.ok(stackedNew, nil)
	if l := c.legal(0); l.Decision != "support" || len(l.Options) != 5 {
		t.Errorf("legal: %+v", l)
	}
	c.apply(0, "pass")
	if l := c.legal(0); l.Decision != "" || len(l.Options) != 0 {
		t.Errorf("legal after choosing: %+v", l)
	}
	if raw := c.raw(`{"cmd":"view","player":1}`); !strings.HasPrefix(raw, `{"id":null,"ok":true,"decision":"support","view":{`) {
		t.Errorf("view: %.100s", raw)
	}
}

// countedState is an omnitrix game that counts how often its log is
// rendered.
type countedState struct {
	engine.State
	rendered *int
}

func (s countedState) Events(p, from int) ([]engine.Entry, int) {
	*s.rendered++
	return s.State.Events(p, from)
}

func (s countedState) LogLen() int { return s.State.(engine.LogCounter).LogLen() }

type countedGame struct {
	engine.Game
	rendered *int
}

func (g countedGame) New(cfg engine.Config) (engine.State, error) {
	st, err := g.Game.New(cfg)
	if err != nil {
		return nil, err
	}
	return countedState{st, g.rendered}, nil
}

// log with "lines": false answers only next, the same next as the log's
// lines would, without rendering an entry in a game that tells its log's
// length; with "events": true besides, it is refused.
func TestLogNextOnly(t *testing.T) {
	g, err := omnitrix.Default()
	if err != nil {
		t.Fatal(err)
	}
	rendered := 0
	reg := &engine.Registry{}
	reg.Register(countedGame{g, &rendered})
	c := newClient(t, reg)
	c.ok(stackedNew, nil)
	want := c.log(1, 0).Next
	rendered = 0
	for _, from := range []int{0, 2, want + 4} {
		raw := c.raw(must(map[string]any{"cmd": "log", "player": 1, "from": from, "lines": false}))
		if exp := fmt.Sprintf(`{"id":null,"ok":true,"next":%d}`, max(want, from)); raw != exp {
			t.Errorf("from %d: %s, want %s", from, raw, exp)
		}
	}
	if rendered != 0 {
		t.Errorf("the log was rendered %d times for next alone", rendered)
	}
	e := c.fail(`{"cmd":"log","player":0,"lines":false,"events":true}`)
	if !strings.Contains(e.Error, `"lines": false`) {
		t.Errorf("lines false with events: %s", e.Error)
	}
}

// Every game tells its log's length.
func TestGamesTellTheirLogLength(t *testing.T) {
	for _, g := range registry(t).Games() {
		id := g.Info().ID
		st, err := g.New(engine.Config{Players: g.Info().MinPlayers, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		lc, ok := st.(engine.LogCounter)
		if !ok {
			t.Errorf("%s does not tell its log's length (engine.LogCounter)", id)
			continue
		}
		if _, next := st.Events(engine.Spectator, 0); lc.LogLen() != next {
			t.Errorf("%s: LogLen %d, next %d", id, lc.LogLen(), next)
		}
	}
}
