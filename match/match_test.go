package match_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"omnideck/engine"
	"omnideck/games"
	"omnideck/match"
	"omnideck/store"
	"omnideck/store/storetest"
)

var ctx = context.Background()

func registry(t testing.TB) *engine.Registry {
	t.Helper()
	reg, err := games.Registry()
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

func openStore(t testing.TB) *store.Store {
	t.Helper()
	return storetest.Open(t, storetest.Backends(t)[0])
}

// create makes a match of game with the given seats ("human" or an agent
// spec), at seed 7.
func create(t testing.TB, st *store.Store, reg *engine.Registry, id, game string, settings match.Settings, seats ...string) *match.Match {
	t.Helper()
	g, err := reg.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	spec := match.Spec{ID: id, Game: g, Config: engine.Config{Players: len(seats), Seed: 7}, Settings: settings}
	for _, s := range seats {
		if s == match.Human {
			spec.Seats = append(spec.Seats, store.Seat{Kind: match.Human})
		} else {
			spec.Seats = append(spec.Seats, store.Seat{Kind: match.AI, Agent: s})
		}
	}
	m, err := match.Create(ctx, st, nil, match.Hooks{}, spec)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// client follows one watcher's frames as a client does.
type client struct {
	t     testing.TB
	w     *match.Watcher
	seq   int
	last  match.Frame
	log   []engine.Entry
	errs  []string
	acked int
}

// read takes the frames waiting, if any.
func (c *client) read() {
	c.t.Helper()
	select {
	case <-c.w.Ready:
		c.take()
	default:
	}
}

// take decodes the watcher's next frames, checking they are numbered
// without a gap, and keeps the latest table.
func (c *client) take() {
	c.t.Helper()
	for _, data := range c.w.Next() {
		var f match.Frame
		if err := json.Unmarshal(data, &f); err != nil {
			c.t.Fatal(err)
		}
		if f.Seq != c.seq+1 {
			c.t.Fatalf("frame %d after frame %d", f.Seq, c.seq)
		}
		c.seq = f.Seq
		switch f.Type {
		case "snapshot":
			c.log = f.Log
			c.last = f
		case "update":
			c.log = append(c.log, f.Log...)
			c.last = patchedFrame(c.t, c.last, f)
		case "error":
			c.errs = append(c.errs, f.Error)
		case "ack":
			c.acked++
		}
	}
}

// waitFor takes frames until ok says the latest one will do.
func (c *client) waitFor(ok func(match.Frame) bool) match.Frame {
	c.t.Helper()
	deadline := time.After(30 * time.Second)
	for {
		if c.last.Table != nil && ok(c.last) {
			return c.last
		}
		select {
		case <-c.w.Ready:
			c.take()
		case <-deadline:
			c.t.Fatalf("waited too long; last frame: version %d, status %s", c.last.Version, c.last.Status)
		}
	}
}

func watch(t testing.TB, m *match.Match, seat int) *client {
	return &client{t: t, w: m.Watch(seat)}
}

// A table of programs plays itself to the end, and its stored record is a
// replay that plays the same game.
func TestAIPlaysToTheEndAndTheRecordReplays(t *testing.T) {
	reg, st := registry(t), openStore(t)
	m := create(t, st, reg, "ai", "omnitrix", match.Settings{}, "random", "heuristic", "random")
	spec := watch(t, m, engine.Spectator)
	f := spec.waitFor(func(f match.Frame) bool { return f.Status == store.StatusFinished })
	if !f.Table.Outcome.Over {
		t.Fatal("finished, but the table shows no outcome")
	}
	r, err := st.Replay(ctx, "ai")
	if err != nil {
		t.Fatal(err)
	}
	s, err := r.Run(reg)
	if err != nil {
		t.Fatalf("the stored record does not replay: %v", err)
	}
	if got := s.Outcome().Summary; got != f.Table.Outcome.Summary || r.Outcome == nil || r.Outcome.Summary != got {
		t.Fatalf("replayed outcome %q, table %q", got, f.Table.Outcome.Summary)
	}
}

// firstOption answers the seat's question with its first option.
func firstOption(f match.Frame) string { return f.Table.Question.Options[0].Code }

// A person plays a whole game against the AI through frames and moves.
func TestHumanAgainstAI(t *testing.T) {
	reg, st := registry(t), openStore(t)
	m := create(t, st, reg, "h", "superbenji", match.Settings{}, match.Human, "random")
	if m.Status() != store.StatusOpen {
		t.Fatalf("a table with a free seat is %s", m.Status())
	}
	if err := m.Join(ctx, 0, "Ann", "hash-a"); err != nil {
		t.Fatal(err)
	}
	if m.Status() != store.StatusPlaying {
		t.Fatalf("with every seat taken the table is %s", m.Status())
	}
	c := watch(t, m, 0)
	for moves, seen := 0, -1; ; moves++ {
		f := c.waitFor(func(f match.Frame) bool {
			return f.Version > seen && (f.Status == store.StatusFinished || f.Table.Question.Player == 0)
		})
		seen = f.Version
		if f.Status == store.StatusFinished {
			break
		}
		if moves > 3000 {
			t.Fatal("no end after 3000 moves")
		}
		if err := m.Move(ctx, 0, firstOption(f), f.Epoch, f.Version); err != nil {
			t.Fatalf("move %d: %v", moves, err)
		}
	}
	if len(c.log) == 0 {
		t.Fatal("the player was sent no log")
	}
}

// Moves that are not the seat's to make are refused, say why, and change
// nothing: a stale version, a seat not asked, a code not on offer, a seat
// that does not exist.
func TestBadMovesChangeNothing(t *testing.T) {
	reg, st := registry(t), openStore(t)
	m := create(t, st, reg, "bad", "superbenji", match.Settings{}, match.Human, match.Human)
	if err := m.Move(ctx, 0, "pass", 0, 0); !errors.Is(err, match.ErrRefused) {
		t.Fatalf("a move before the seats are taken: %v", err)
	}
	m.Join(ctx, 0, "Ann", "a")
	m.Join(ctx, 1, "Bo", "b")
	c0, c1 := watch(t, m, 0), watch(t, m, 1)
	c0.read()
	c1.read()
	asked, other := c0, c1
	if c1.last.Table.Question.Player == 1 {
		asked, other = c1, c0
	}
	seat, f := asked.w.Seat, asked.last
	before := m.Version()
	for _, tc := range []struct {
		name           string
		seat           int
		code           string
		epoch, version int
		want           string
	}{
		{"stale version", seat, firstOption(f), 0, f.Version + 1, "version"},
		{"seat not asked", other.w.Seat, firstOption(f), 0, f.Version, "not asked"},
		{"code not on offer", seat, "no-such-option", 0, f.Version, ""},
		{"no such seat", 5, firstOption(f), 0, f.Version, "no seat 6"},
		{"old epoch", seat, firstOption(f), 1, f.Version, "taken back"},
	} {
		err := m.Move(ctx, tc.seat, tc.code, tc.epoch, tc.version)
		if !errors.Is(err, match.ErrRefused) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
	if m.Version() != before {
		t.Fatalf("refused moves changed the version from %d to %d", before, m.Version())
	}
	moves, _ := st.Moves(ctx, "bad")
	if len(moves) != before {
		t.Fatalf("refused moves were stored: %d", len(moves))
	}
	// The same move twice, racing: one is made, the other is stale.
	code := firstOption(f)
	errs := make(chan error, 2)
	for range 2 {
		go func() { errs <- m.Move(ctx, seat, code, 0, f.Version) }()
	}
	e1, e2 := <-errs, <-errs
	if (e1 == nil) == (e2 == nil) {
		t.Fatalf("two racing clicks: %v and %v; want one made and one refused", e1, e2)
	}
	if m.Version() != before+1 {
		t.Fatalf("version %d after one move from %d", m.Version(), before)
	}
}

// A match loaded again from its record (a server restarted, a crash) is
// exactly where it was: every seat sees the same table.
func TestLoadResumesExactly(t *testing.T) {
	reg, st := registry(t), openStore(t)
	m := create(t, st, reg, "r", "tftcg", match.Settings{}, match.Human, match.Human)
	m.Join(ctx, 0, "Ann", "a")
	m.Join(ctx, 1, "Bo", "b")
	cs := []*client{watch(t, m, 0), watch(t, m, 1)}
	for range 25 {
		for _, c := range cs {
			c.read()
		}
		for _, c := range cs {
			if f := c.last; f.Table.Question.Player == c.w.Seat {
				if err := m.Move(ctx, c.w.Seat, firstOption(f), f.Epoch, f.Version); err != nil {
					t.Fatal(err)
				}
				break
			}
		}
	}
	m.Close()
	again, err := match.Load(ctx, st, nil, match.Hooks{}, reg, "r")
	if err != nil {
		t.Fatal(err)
	}
	if again.Version() != m.Version() || again.Version() < 20 {
		t.Fatalf("loaded at version %d, was %d", again.Version(), m.Version())
	}
	for seat := engine.Spectator; seat < 2; seat++ {
		a, b := watch(t, m, seat), watch(t, again, seat)
		a.read()
		b.read()
		ja, _ := json.Marshal(a.last.Table)
		jb, _ := json.Marshal(b.last.Table)
		la, _ := json.Marshal(a.log)
		lb, _ := json.Marshal(b.log)
		if string(ja) != string(jb) || string(la) != string(lb) {
			t.Fatalf("seat %d sees another table or log after loading", seat)
		}
	}
	if again.SeatOf("b") != 1 || again.SeatOf("nope") != -1 {
		t.Fatal("seat credentials were not kept")
	}
}

// Choices made at once (Omnitrix's supports) are each accepted at the
// version their seat saw, whatever the other seats chose meanwhile.
func TestSimultaneousChoices(t *testing.T) {
	reg, st := registry(t), openStore(t)
	m := create(t, st, reg, "sim", "omnitrix", match.Settings{}, match.Human, match.Human, match.Human)
	for i := range 3 {
		m.Join(ctx, i, fmt.Sprint("P", i), fmt.Sprint("t", i))
	}
	cs := []*client{watch(t, m, 0), watch(t, m, 1), watch(t, m, 2)}
	for _, c := range cs {
		c.read()
	}
	version := cs[0].last.Version
	asked := 0
	for _, c := range cs {
		if f := c.last; f.Table.Question.Player == c.w.Seat {
			asked++
			if err := m.Move(ctx, c.w.Seat, firstOption(f), f.Epoch, version); err != nil {
				t.Fatalf("seat %d at version %d: %v", c.w.Seat, version, err)
			}
		}
	}
	if asked < 2 || m.Version() != version+asked {
		t.Fatalf("%d seats asked at once; version %d from %d", asked, m.Version(), version)
	}
}

// At a casual table against the AI, a player takes back their last
// choice at once, and the log and the stored record lose it; after a card
// is revealed to them, they may not.
func TestUndoAgainstAI(t *testing.T) {
	reg, st := registry(t), openStore(t)
	m := create(t, st, reg, "u", "superbenji", match.Settings{Casual: true}, match.Human, "random")
	m.Join(ctx, 0, "Ann", "a")
	c := watch(t, m, 0)
	undone := false
	for moves, seen := 0, -1; moves < 400 && !undone; moves++ {
		f := c.waitFor(func(f match.Frame) bool {
			return f.Version > seen && (f.Status == store.StatusFinished || f.Table.Question.Player == 0)
		})
		seen = f.Version
		if f.Status == store.StatusFinished {
			break
		}
		if f.Undo != nil && f.Undo.Can {
			before := f.Version
			if err := m.AskUndo(ctx, 0, f.Epoch, f.Version); err != nil {
				t.Fatalf("an undo offered was refused: %v", err)
			}
			g := c.waitFor(func(g match.Frame) bool { return g.Epoch == f.Epoch+1 })
			if g.Version >= before {
				t.Fatalf("after the undo the game is at version %d, was %d", g.Version, before)
			}
			stored, _ := st.Moves(ctx, "u")
			if len(stored) != g.Version {
				t.Fatalf("%d moves stored after the undo, version %d", len(stored), g.Version)
			}
			undone = true
			break
		}
		if err := m.Move(ctx, 0, firstOption(f), f.Epoch, f.Version); err != nil {
			t.Fatal(err)
		}
	}
	if !undone {
		t.Fatal("no undo was ever offered in 400 moves")
	}
	if len(c.errs) > 0 {
		t.Fatalf("errors: %v", c.errs)
	}
}

// Undo is refused at a table that is not casual, and by spectators.
func TestUndoOnlyAtCasualTables(t *testing.T) {
	reg, st := registry(t), openStore(t)
	m := create(t, st, reg, "nc", "superbenji", match.Settings{}, match.Human, "random")
	m.Join(ctx, 0, "Ann", "a")
	if err := m.AskUndo(ctx, 0, 0, m.Version()); !errors.Is(err, match.ErrRefused) || !strings.Contains(err.Error(), "casual") {
		t.Fatalf("undo at a table that is not casual: %v", err)
	}
}

// Patched gives update frame f its whole table, as a client does.
func patchedFrame(t testing.TB, prev, f match.Frame) match.Frame {
	t.Helper()
	if err := f.Follow(prev.Table); err != nil {
		t.Fatal(err)
	}
	return f
}
