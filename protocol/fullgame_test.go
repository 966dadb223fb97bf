package protocol

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
)

// TestFullGameAndReplay plays whole games through the protocol, each seat
// always taking its first legal option (or, in the "last" cases, its last,
// so that supports are played and some player wins), then plays the
// protocol's replay again with the engine and checks that it ends the same
// way.
func TestFullGameAndReplay(t *testing.T) {
	reg := registry(t)
	for _, tc := range []struct {
		players int
		seed    uint64
		options map[string]string
		last    bool
	}{
		{2, 1, nil, false},
		{2, 42, map[string]string{"support-timing": "blind"}, false},
		{3, 7, nil, false},
		{4, 1 << 60, map[string]string{"caught-short": "all", "reshuffle": "off"}, false},
		{2, 24, nil, true},
		{3, 62, nil, true},
	} {
		name := fmt.Sprintf("%dp-seed%d", tc.players, tc.seed)
		if tc.last {
			name += "-last"
		}
		t.Run(name, func(t *testing.T) {
			c := newClient(t, reg)
			var st StateResponse
			c.ok(must(map[string]any{"cmd": "new", "game": "omnitrix", "players": tc.players, "seed": tc.seed, "options": tc.options}), &st)
			applied := 0
			for !st.Over {
				if len(st.ToMove) == 0 {
					t.Fatalf("game not over but nobody to move: %+v", st)
				}
				for _, p := range st.ToMove {
					var legal LegalResponse
					c.ok(must(map[string]any{"cmd": "legal", "player": p}), &legal)
					if len(legal.Options) == 0 {
						t.Fatalf("seat %d must move but has no options", p)
					}
					pick := legal.Options[0]
					if tc.last {
						pick = legal.Options[len(legal.Options)-1]
					}
					st = c.apply(p, pick.Code)
					applied++
				}
				if applied > 10000 {
					t.Fatal("the game does not end")
				}
			}
			if st.Outcome == nil || !st.Outcome.Over || len(st.ToMove) != 0 {
				t.Fatalf("final summary: %+v", st)
			}

			var res ResultResponse
			c.ok(`{"cmd":"result"}`, &res)
			t.Logf("after %d decisions in %d battles: %s", applied, st.Turn, res.Outcome.Summary)
			if !res.Outcome.Over || res.Outcome.Summary != st.Outcome.Summary || !slices.Equal(res.Outcome.Winners, st.Outcome.Winners) {
				t.Errorf("result %+v differs from the last summary %+v", res.Outcome, *st.Outcome)
			}
			l := c.log(-1, 0)
			if last := l.Lines[len(l.Lines)-1]; !strings.Contains(last, res.Outcome.Summary) && !strings.Contains(last, "villains win") {
				t.Errorf("the log ends %q, not with the outcome %q", last, res.Outcome.Summary)
			}
			var legal LegalResponse
			c.ok(`{"cmd":"legal","player":0}`, &legal)
			if len(legal.Options) != 0 {
				t.Errorf("options after the end: %v", legal.Options)
			}
			e := c.fail(`{"cmd":"apply","player":0,"action":"pass"}`)
			if e.Error != `apply: illegal action "pass" for player 0: the game is over` {
				t.Errorf("apply after the end: %q", e.Error)
			}

			// The replay, read as a file would be, plays the same game.
			resp := c.raw(`{"cmd":"replay"}`)
			var wrapper struct {
				Header
				Replay json.RawMessage `json:"replay"`
			}
			if err := json.Unmarshal([]byte(resp), &wrapper); err != nil || !wrapper.OK {
				t.Fatalf("replay: %s (%v)", resp, err)
			}
			var rep engine.Replay
			dec := json.NewDecoder(strings.NewReader(string(wrapper.Replay)))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&rep); err != nil {
				t.Fatalf("decoding the replay: %v", err)
			}
			if len(rep.Decisions) != applied || rep.Config.Seed != tc.seed || rep.Outcome == nil {
				t.Fatalf("replay has %d decisions (want %d), seed %d, outcome %v", len(rep.Decisions), applied, rep.Config.Seed, rep.Outcome)
			}
			s, err := rep.Run(reg)
			if err != nil {
				t.Fatalf("replay run: %v", err)
			}
			got := s.Outcome()
			if !got.Over || got.Summary != res.Outcome.Summary || !slices.Equal(got.Winners, res.Outcome.Winners) {
				t.Errorf("replayed outcome %+v, protocol outcome %+v", got, res.Outcome)
			}
			if tc.last && len(got.Winners) != 1 {
				t.Errorf("this case is meant to end with one winner, not %v", got.Winners)
			}
		})
	}
}

// TestFullSuperBenjiGameAndReplay plays Super Benji through the protocol,
// with decks sent in the request (unchecked: they hold more than 3 copies
// of a card), each seat taking its first option, and checks that the
// replay plays the same game.
func TestFullSuperBenjiGameAndReplay(t *testing.T) {
	reg := registry(t)
	deck := func(names ...string) []string {
		var out []string
		for len(out) < 27 {
			out = append(out, names...)
		}
		return out[:27]
	}
	c := newClient(t, reg)
	var st StateResponse
	c.ok(must(map[string]any{"cmd": "new", "game": "superbenji", "players": 2, "seed": 5, "check_decks": false,
		"decks": [][]string{deck("Benji City Citizen", "BS26/13"), deck("Banana Soldier", "Cook")}}), &st)
	applied := 0
	for !st.Over {
		if len(st.ToMove) != 1 {
			t.Fatalf("Super Benji asks one player at a time, not %v", st.ToMove)
		}
		var legal LegalResponse
		c.ok(must(map[string]any{"cmd": "legal", "player": st.ToMove[0]}), &legal)
		st = c.apply(st.ToMove[0], legal.Options[0].Code)
		if applied++; applied > 20000 {
			t.Fatal("the game does not end")
		}
	}
	view := c.raw(`{"cmd":"view","player":0}`)
	if strings.Count(view, `"hand":`) != 1 {
		t.Errorf("seat 0's view should show one hand, its own: %s", view)
	}
	resp := c.raw(`{"cmd":"replay"}`)
	var wrapper struct {
		Header
		Replay engine.Replay `json:"replay"`
	}
	if err := json.Unmarshal([]byte(resp), &wrapper); err != nil || !wrapper.OK {
		t.Fatalf("replay: %s (%v)", resp, err)
	}
	if len(wrapper.Replay.Config.Decks) != 2 || len(wrapper.Replay.Decisions) != applied {
		t.Fatalf("the replay lacks the decks or decisions: %d decks, %d decisions", len(wrapper.Replay.Config.Decks), len(wrapper.Replay.Decisions))
	}
	s, err := wrapper.Replay.Run(reg)
	if err != nil {
		t.Fatal(err)
	}
	if s.Outcome().Summary != st.Outcome.Summary {
		t.Errorf("the replay ends %q, the game %q", s.Outcome().Summary, st.Outcome.Summary)
	}
	t.Logf("%d decisions: %s", applied, st.Outcome.Summary)
}
