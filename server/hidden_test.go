package server_test

import (
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"omnideck/engine"
	"omnideck/match"
	"omnideck/store"
	"omnideck/store/storetest"
)

// Every frame a seat or a spectator is sent holds that viewer's view and
// nothing more: recorded over whole games of every game between two
// people (random choices), each frame's table is exactly the game's
// Table for the frame's viewer at the frame's version, and the log a
// connection gathers is exactly the game's log for its viewer. The game
// is dealt again from the stored record, apart from the server, to judge.
// (What each game's own views may show is each game's tests' to judge.)
func TestFramesHoldOnlyTheirViewersView(t *testing.T) {
	for _, game := range []string{"omnitrix", "superbenji", "ben10", "battlecards", "tftcg"} {
		t.Run(game, func(t *testing.T) {
			h := newHarness(t, storetest.Backends(t)[0])
			ann, bo, eve := h.browser(), h.browser(), h.browser()
			var c created
			if code := ann.call("POST", "/api/tables", map[string]any{"game": game, "seats": []map[string]string{{"kind": "human"}, {"kind": "human"}}, "sit": 0, "seed": 11}, &c); code != http.StatusCreated {
				t.Fatalf("create: %d %+v", code, c)
			}
			bo.call("POST", "/api/tables/"+c.ID+"/join", map[string]any{"seat": 1}, nil)
			conns := []*recorder{{conn: ann.connect(c.ID, false)}, {conn: bo.connect(c.ID, false)}, {conn: eve.connect(c.ID, true)}}
			rng := engine.NewRNG(3)
			for _, r := range conns {
				r.waitVersion(t, 0)
			}
			for moves := 0; moves < 400; moves++ {
				f := conns[0].last
				if f.Status == store.StatusFinished {
					break
				}
				mover := conns[0]
				if conns[1].last.Table.Question.Player == 1 {
					mover = conns[1]
				} else if f.Table.Question.Player != 0 {
					t.Fatalf("nobody is asked at version %d", f.Version)
				}
				mf := mover.last
				opts := mf.Table.Question.Options
				mover.send(match.Request{Type: "move", Code: opts[rng.IntN(len(opts))].Code, Epoch: mf.Epoch, Version: mf.Version})
				for _, r := range conns {
					r.waitVersion(t, mf.Version+1)
				}
			}
			rep, err := h.st.Replay(ctx, c.ID)
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range conns {
				r.waitVersion(t, len(rep.Decisions))
			}
			judge(t, h.reg, rep, conns)
		})
	}
}

// recorder keeps every table frame a connection receives.
type recorder struct {
	*conn
	frames []match.Frame
	log    []engine.Entry
}

func (r *recorder) keep(f match.Frame) {
	switch f.Type {
	case "snapshot":
		r.log = f.Log
		r.frames = append(r.frames, r.last)
	case "update":
		r.log = append(r.log, f.Log...)
		r.frames = append(r.frames, r.last)
	}
}

// waitVersion reads until a table frame of version v or later comes.
func (r *recorder) waitVersion(t *testing.T, v int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for r.last.Table == nil || r.last.Version < v {
		if time.Now().After(deadline) {
			t.Fatalf("no frame of version %d", v)
		}
		if f, ok := r.read(time.Second); ok {
			r.keep(f)
		}
	}
}

// judge deals the game again from its record and checks every recorded
// frame against the game's own view for its viewer at its version.
func judge(t *testing.T, reg *engine.Registry, rep *engine.Replay, conns []*recorder) {
	t.Helper()
	s, err := rep.Start(reg)
	if err != nil {
		t.Fatal(err)
	}
	states := []engine.State{s.Clone()}
	for i := range rep.Decisions {
		if err := rep.Step(s, i); err != nil {
			t.Fatal(err)
		}
		states = append(states, s.Clone())
	}
	for _, r := range conns {
		if len(r.frames) == 0 {
			t.Fatalf("a connection got no frames")
		}
		for _, f := range r.frames {
			if f.Version >= len(states) {
				t.Fatalf("a frame of version %d, but the record has %d decisions", f.Version, len(rep.Decisions))
			}
			want, _ := json.Marshal(states[f.Version].Table(f.Seat))
			got, _ := json.Marshal(f.Table)
			if string(got) != string(want) {
				t.Fatalf("viewer %d's frame at version %d is not the game's table for that viewer:\n%s", f.Seat, f.Version, firstDiff(string(got), string(want)))
			}
		}
		seat := r.frames[0].Seat
		want, _ := states[len(states)-1].Events(seat, 0)
		wj, gj := normal(want), normal(r.log)
		if string(wj) != string(gj) {
			for i := range min(len(want), len(r.log)) {
				a, b := normal(r.log[i]), normal(want[i])
				if a != b {
					t.Fatalf("viewer %d's log over the socket is not the game's log for that viewer: line %d is\n%s\nnot\n%s", seat, i+1, a, b)
				}
			}
			t.Fatalf("viewer %d's log over the socket has %d lines, the game's %d", seat, len(r.log), len(want))
		}
	}
}

// normal is v as JSON with its objects' keys in order, so that a log
// entry read back from a frame compares equal to the game's own.
func normal(v any) string {
	data, _ := json.Marshal(v)
	var back any
	json.Unmarshal(data, &back)
	data, _ = json.Marshal(back)
	return string(data)
}

// firstDiff shows where two texts part.
func firstDiff(a, b string) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	from := max(0, i-150)
	return "got:  ..." + a[from:min(len(a), i+150)] + "\nwant: ..." + b[from:min(len(b), i+150)]
}
