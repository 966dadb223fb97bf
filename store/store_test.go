package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"sync"
	"testing"

	"omnideck/engine"
	"omnideck/store"
	"omnideck/store/storetest"
)

var ctx = context.Background()

func newMatch(id string) store.Match {
	return store.Match{
		ID: id,
		Header: engine.Replay{Format: engine.ReplayFormat, Game: "omnitrix", Rules: "7",
			Config: engine.Config{Players: 2, Seed: 42, Options: map[string]string{"tie-break": "add"}}},
		Settings: json.RawMessage(`{"casual":true}`),
		Status:   store.StatusOpen,
		Seats:    []store.Seat{{Seat: 0, Kind: "human", Name: "Ann", TokenHash: "abc"}, {Seat: 1, Kind: "ai", Agent: "heuristic", Name: "heuristic"}},
	}
}

// Every test runs on SQLite and, where the environment names a server
// (always in CI), on PostgreSQL.
func each(t *testing.T, f func(t *testing.T, s *store.Store)) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) { f(t, storetest.Open(t, b)) })
	}
}

func TestMatchRoundTrip(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		if err := s.Create(ctx, newMatch("m1")); err != nil {
			t.Fatal(err)
		}
		for i, code := range []string{"support:azmuth", "pass"} {
			if err := s.Append(ctx, "m1", i, engine.Decision{Player: i, Action: code}); err != nil {
				t.Fatal(err)
			}
		}
		m, err := s.Get(ctx, "m1")
		if err != nil {
			t.Fatal(err)
		}
		if m.Moves != 2 || m.Status != store.StatusOpen || m.Header.Config.Seed != 42 || m.Header.Config.Options["tie-break"] != "add" ||
			string(m.Settings) != `{"casual":true}` || len(m.Seats) != 2 || m.Seats[1].Agent != "heuristic" || m.Seats[0].TokenHash != "abc" {
			t.Fatalf("read back %+v", m)
		}
		r, err := s.Replay(ctx, "m1")
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Decisions) != 2 || r.Decisions[0] != (engine.Decision{Player: 0, Action: "support:azmuth"}) || r.Decisions[1].Action != "pass" || r.Game != "omnitrix" {
			t.Fatalf("replay %+v", r)
		}
		out := engine.NewOutcome(2, engine.PlayerSet(0).With(1), "Player 2 wins.")
		if err := s.SetStatus(ctx, "m1", store.StatusFinished, &out); err != nil {
			t.Fatal(err)
		}
		if m, _ = s.Get(ctx, "m1"); m.Status != store.StatusFinished || m.Outcome == nil || m.Outcome.Summary != "Player 2 wins." {
			t.Fatalf("finished match %+v", m)
		}
	})
}

// A move that does not extend the version it names is refused and stores
// nothing: of two writers racing for one version, exactly one wins.
func TestAppendExpectsItsVersion(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		if err := s.Create(ctx, newMatch("m")); err != nil {
			t.Fatal(err)
		}
		if err := s.Append(ctx, "m", 1, engine.Decision{Action: "pass"}); !errors.Is(err, store.ErrConflict) {
			t.Fatalf("a move for version 1 of a match at 0: %v", err)
		}
		if err := s.Append(ctx, "nope", 0, engine.Decision{Action: "pass"}); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("a move for an unknown match: %v", err)
		}
		var wg sync.WaitGroup
		errs := make([]error, 8)
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[i] = s.Append(ctx, "m", 0, engine.Decision{Player: i, Action: "pass"})
			}()
		}
		wg.Wait()
		won := 0
		for _, err := range errs {
			switch {
			case err == nil:
				won++
			case !errors.Is(err, store.ErrConflict):
				t.Errorf("a racing writer: %v", err)
			}
		}
		moves, err := s.Moves(ctx, "m")
		if err != nil {
			t.Fatal(err)
		}
		if won != 1 || len(moves) != 1 {
			t.Fatalf("%d writers won, %d moves stored; want 1 and 1", won, len(moves))
		}
	})
}

func TestTruncateUndoesMoves(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		s.Create(ctx, newMatch("m"))
		for i := range 4 {
			if err := s.Append(ctx, "m", i, engine.Decision{Action: "pass"}); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Truncate(ctx, "m", 3, 1); !errors.Is(err, store.ErrConflict) {
			t.Fatalf("truncating from a stale version: %v", err)
		}
		if err := s.Truncate(ctx, "m", 4, 2); err != nil {
			t.Fatal(err)
		}
		if err := s.Append(ctx, "m", 2, engine.Decision{Player: 1, Action: "other"}); err != nil {
			t.Fatal(err)
		}
		moves, _ := s.Moves(ctx, "m")
		if len(moves) != 3 || moves[2].Code != "other" || moves[2].Seq != 3 {
			t.Fatalf("moves after the undo: %+v", moves)
		}
	})
}

func TestSeatsAndList(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		s.Create(ctx, newMatch("a"))
		s.Create(ctx, newMatch("b"))
		if err := s.SetSeat(ctx, "a", store.Seat{Seat: 1, Kind: "human", Name: "Bo", TokenHash: "t2"}); err != nil {
			t.Fatal(err)
		}
		if err := s.SetStatus(ctx, "b", store.StatusPlaying, nil); err != nil {
			t.Fatal(err)
		}
		open, err := s.List(ctx, []string{store.StatusOpen}, 10)
		if err != nil {
			t.Fatal(err)
		}
		if len(open) != 1 || open[0].ID != "a" || open[0].Seats[1].Name != "Bo" || open[0].Seats[1].Kind != "human" {
			t.Fatalf("open matches: %+v", open)
		}
		all, _ := s.List(ctx, []string{store.StatusOpen, store.StatusPlaying}, 10)
		if len(all) != 2 {
			t.Fatalf("%d matches listed, want 2", len(all))
		}
	})
}

func TestNotes(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		s.Create(ctx, newMatch("m"))
		for _, text := range []string{"hi", "<b>gg</b>", "bye"} {
			if _, err := s.AddNote(ctx, "m", 0, "Ann", text); err != nil {
				t.Fatal(err)
			}
		}
		notes, err := s.Notes(ctx, "m", 2)
		if err != nil {
			t.Fatal(err)
		}
		if len(notes) != 2 || notes[0].Text != "<b>gg</b>" || notes[1].Seq != 3 {
			t.Fatalf("the last two notes: %+v", notes)
		}
	})
}

// A store opened again finds what was written before: the schema is not
// applied twice, and the matches are there.
func TestReopen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x", "omnideck.db")
	s, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	s.Create(ctx, newMatch("m"))
	s.Append(ctx, "m", 0, engine.Decision{Action: "pass"})
	s.Close()
	s, err = store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if m, err := s.Get(ctx, "m"); err != nil || m.Moves != 1 {
		t.Fatalf("after reopening: %+v, %v", m, err)
	}
}
