package match_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"omnideck/engine"
	"omnideck/match"
	"omnideck/store"
)

// A copy of a match whose write the store refuses because the match moved
// on without it (another server took it over) refuses the move, changing
// nothing, closes (its watchers' Done channels with it) and tells its
// server, once. It happens whether the store saw another version or
// another lease holder.
func TestStaleCopyClosesOnConflict(t *testing.T) {
	reg := registry(t)
	for _, how := range []string{"version", "lease"} {
		t.Run(how, func(t *testing.T) {
			base := openStore(t)
			st, other := base, base
			if how == "lease" {
				st, other = base.Replica("a", "", 300*time.Millisecond), base.Replica("b", "", time.Minute)
			}
			m := create(t, st, reg, "x", "superbenji", match.Settings{}, match.Human, match.Human)
			m.Join(ctx, 0, "Ann", "a")
			m.Join(ctx, 1, "Bo", "b")
			lost := make(chan *match.Match, 2)
			stale, err := match.Load(ctx, st, nil, match.Hooks{Lost: func(m *match.Match) { lost <- m }}, reg, "x")
			if err != nil {
				t.Fatal(err)
			}
			c := watch(t, stale, 0)
			c.read()
			f := c.last
			mover := f.Table.Question.Player
			if how == "lease" {
				// a's lease runs out; b takes the match over, and
				// deals it from the store.
				time.Sleep(400 * time.Millisecond)
				if _, ok, err := other.TakeLease(ctx, "x"); !ok || err != nil {
					t.Fatalf("b takes the match: %v %v", ok, err)
				}
				m, err = match.Load(ctx, other, nil, match.Hooks{}, reg, "x")
				if err != nil {
					t.Fatal(err)
				}
			}
			// The current copy moves; the stale one does not know.
			if err := m.Move(ctx, mover, firstOption(f), f.Epoch, f.Version); err != nil {
				t.Fatal(err)
			}
			err = stale.Move(ctx, mover, firstOption(f), f.Epoch, f.Version)
			if !errors.Is(err, match.ErrRefused) || !strings.Contains(err.Error(), "moved to another server") {
				t.Fatalf("the stale copy's move: %v", err)
			}
			select {
			case got := <-lost:
				if got != stale {
					t.Fatal("Lost was told of another match")
				}
			case <-time.After(5 * time.Second):
				t.Fatal("the server was not told")
			}
			select {
			case <-c.w.Done():
			default:
				t.Fatal("the stale copy's watchers were not told to go")
			}
			if err := stale.Move(ctx, mover, firstOption(f), f.Epoch, f.Version); err == nil || !strings.Contains(err.Error(), "closed") {
				t.Fatalf("a move on the closed copy: %v", err)
			}
			if moves, _ := base.Moves(ctx, "x"); len(moves) != 1 || stale.Version() != f.Version {
				t.Fatalf("%d moves stored, the stale copy at version %d; want 1 and %d", len(moves), stale.Version(), f.Version)
			}
			if len(lost) != 0 {
				t.Fatal("the server was told twice")
			}
		})
	}
}

// A match whose last move was stored but not its end (its server stopped
// between the two) is stored as finished when it is loaded again.
func TestLoadStoresAnEndNotStored(t *testing.T) {
	reg, st := registry(t), openStore(t)
	m := create(t, st, reg, "end", "omnitrix", match.Settings{}, "random", "random")
	watch(t, m, engine.Spectator).waitFor(func(f match.Frame) bool { return f.Status == store.StatusFinished })
	m.Close()
	if err := st.SetStatus(ctx, "end", store.StatusPlaying, nil); err != nil {
		t.Fatal(err)
	}
	again, err := match.Load(ctx, st, nil, match.Hooks{}, reg, "end")
	if err != nil {
		t.Fatal(err)
	}
	rec, _ := st.Get(ctx, "end")
	if again.Status() != store.StatusFinished || rec.Status != store.StatusFinished || rec.Outcome == nil {
		t.Fatalf("loaded %s, stored %s with outcome %v", again.Status(), rec.Status, rec.Outcome)
	}
}
