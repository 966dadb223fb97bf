package enginetest

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"omnideck/agent"
	"omnideck/engine"
	"omnideck/sim"
)

// replays checks that recorded games replay exactly, from a file, with the
// card set they were played with, and that a replay under another rules
// version is refused.
func replays(t *testing.T, s *Suite) {
	reg := &engine.Registry{}
	reg.Register(s.Game)
	games := []engine.Game{s.Game}
	if s.Cards != nil {
		loader, ok := s.Game.(engine.CardLoader)
		if !ok {
			t.Fatalf("Suite.Cards is set but %s takes no card files", s.Game.Info().ID)
		}
		variant, err := loader.WithCards("variant.yaml", s.Cards)
		if err != nil {
			t.Fatalf("Suite.Cards: %v", err)
		}
		games = append(games, variant)
	}
	for gi, g := range games {
		for c := range s.Configs {
			for i := range min(s.Games, 3) {
				cfg := s.config(c, i)
				cfg.Seed ^= uint64(gi) << 32
				played, err := sim.Play(g, cfg, randomAgents(cfg), sim.Options{Record: true, MaxDecisions: s.MaxDecisions})
				if err != nil || played.Unfinished {
					t.Fatalf("%s: %v (unfinished %v)", s.name(c, i), err, played.Unfinished)
				}
				r := readBack(t, played.Replay)
				got, err := r.Run(reg)
				if err != nil {
					t.Fatalf("%s (card file %d): the replay does not run: %v", s.name(c, i), gi, err)
				}
				if a, b := everything(t, got), everything(t, played.State); a != b {
					t.Fatalf("%s (card file %d): the replay ends in another position (replay, game): %s", s.name(c, i), gi, firstDifference(a, b))
				}
				if gi > 0 && r.Cards.Text == "" {
					t.Fatalf("%s: a game with another card file was recorded without it", s.name(c, i))
				}
			}
		}
	}

	// A replay from another rules version is refused with a message that
	// says so.
	played, err := sim.Play(s.Game, s.config(0, 0), randomAgents(s.config(0, 0)), sim.Options{Record: true, MaxDecisions: s.MaxDecisions})
	if err != nil {
		t.Fatal(err)
	}
	old := *played.Replay
	old.Rules += "-old"
	if _, err := old.Run(reg); err == nil || !strings.Contains(err.Error(), "rules version") {
		t.Errorf("a replay from rules version %q was not refused: %v", old.Rules, err)
	}
}

func randomAgents(cfg engine.Config) []agent.Agent {
	agents := make([]agent.Agent, cfg.Players)
	for p := range agents {
		agents[p] = agent.NewRandom(engine.Mix(cfg.Seed, uint64(p)))
	}
	return agents
}

// readBack writes r to a file and reads it again, as a saved game is.
func readBack(t *testing.T, r *engine.Replay) *engine.Replay {
	t.Helper()
	var buf bytes.Buffer
	if err := engine.WriteReplay(&buf, r); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "replay.json")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	back, err := engine.ReadReplay(path)
	if err != nil {
		t.Fatal(err)
	}
	return back
}

// workers checks that a batch's results do not depend on how many games
// run at once.
func workers(t *testing.T, s *Suite) {
	for c := range s.Configs {
		cfg := s.Configs[c]
		names := []string{"random", "heuristic"}[:min(2, cfg.Players)]
		var reports []string
		for _, w := range []int{1, 2} {
			r, err := sim.Run(context.Background(), sim.Batch{
				Game: s.Game, Players: cfg.Players, Options: cfg.Options, Decks: cfg.Decks,
				Agents: names, Games: 24, Seed: 11, Workers: w, MaxDecisions: s.MaxDecisions,
			})
			if err != nil {
				t.Fatal(err)
			}
			r.Seconds, r.PerSecond, r.Workers = 0, 0, 0
			js, err := json.Marshal(r)
			if err != nil {
				t.Fatal(err)
			}
			reports = append(reports, string(js))
		}
		if reports[0] != reports[1] {
			t.Errorf("config %d: one worker and two give different results:\n%s\n%s", c, reports[0], reports[1])
		}
	}
}
