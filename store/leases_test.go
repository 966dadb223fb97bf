package store_test

import (
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"omnideck/engine"
	"omnideck/store"
)

// ttl is the lease length of these tests: long enough for a statement or
// two, short enough to wait out.
const ttl = 400 * time.Millisecond

// playing is a match being played, with an AI seat.
func playing(id string) store.Match {
	m := newMatch(id)
	m.Status = store.StatusPlaying
	return m
}

// A match created through a replica's view is that replica's; another
// replica cannot take it while the lease runs, and takes it once it has
// run out unrenewed. The first replica's renewal then no longer names the
// match, and a released lease is free at once.
func TestLeaseTakeRenewExpire(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		a, b := s.Replica("a", "http://a:8080", ttl), s.Replica("b", "http://b:8080", ttl)
		if err := a.Create(ctx, playing("m")); err != nil {
			t.Fatal(err)
		}
		l, err := s.LeaseOf(ctx, "m")
		if err != nil || l.Replica != "a" || l.Address != "http://a:8080" || l.Left <= 0 || l.Left > ttl {
			t.Fatalf("the creator's lease: %+v, %v", l, err)
		}
		if l, ok, err := b.TakeLease(ctx, "m"); err != nil || ok || l.Replica != "a" || l.Address != "http://a:8080" {
			t.Fatalf("taking a lease another holds: %+v %v %v", l, ok, err)
		}
		if _, ok, err := a.TakeLease(ctx, "m"); err != nil || !ok {
			t.Fatalf("the holder takes its own lease again: %v %v", ok, err)
		}
		// Renewed within its term, the lease outlives its first term.
		for range 3 {
			time.Sleep(ttl / 2)
			ids, err := a.RenewLeases(ctx)
			if err != nil || len(ids) != 1 || ids[0] != "m" {
				t.Fatalf("renewal: %v %v", ids, err)
			}
		}
		if _, ok, _ := b.TakeLease(ctx, "m"); ok {
			t.Fatal("a renewed lease was taken over")
		}
		time.Sleep(ttl + 50*time.Millisecond)
		if l, ok, err := b.TakeLease(ctx, "m"); err != nil || !ok || l.Replica != "b" {
			t.Fatalf("taking a lease that ran out: %+v %v %v", l, ok, err)
		}
		if ids, err := a.RenewLeases(ctx); err != nil || len(ids) != 0 {
			t.Fatalf("the old holder renewed %v (%v); it holds nothing now", ids, err)
		}
		if err := b.ReleaseLease(ctx, "m"); err != nil {
			t.Fatal(err)
		}
		if _, err := s.LeaseOf(ctx, "m"); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("a released lease: %v", err)
		}
		if _, ok, err := a.TakeLease(ctx, "m"); err != nil || !ok {
			t.Fatalf("taking a released lease: %v %v", ok, err)
		}
		if _, _, err := a.TakeLease(ctx, "nosuch"); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("the lease of a match not stored: %v", err)
		}
		if _, err := s.LeaseOf(ctx, "nosuch"); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("reading the lease of a match not stored: %v", err)
		}
	})
}

// Of replicas racing for one lease, free or run out, exactly one wins and
// the others are told who did.
func TestLeaseRaceHasOneWinner(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		if err := s.Create(ctx, playing("m")); err != nil {
			t.Fatal(err)
		}
		race := func(round string) {
			t.Helper()
			var wg sync.WaitGroup
			type result struct {
				l   store.Lease
				ok  bool
				err error
			}
			results := make([]result, 8)
			for i := range results {
				wg.Add(1)
				go func() {
					defer wg.Done()
					r := s.Replica(fmt.Sprintf("%s-%d", round, i), "", ttl)
					l, ok, err := r.TakeLease(ctx, "m")
					results[i] = result{l, ok, err}
				}()
			}
			wg.Wait()
			winner := ""
			for i, r := range results {
				if r.err != nil {
					t.Fatalf("%s: replica %d: %v", round, i, r.err)
				}
				if r.ok {
					if winner != "" {
						t.Fatalf("%s: both %s and %s took the lease", round, winner, r.l.Replica)
					}
					winner = r.l.Replica
				}
			}
			if winner == "" {
				t.Fatalf("%s: nobody took the lease", round)
			}
			for i, r := range results {
				if r.l.Replica != winner {
					t.Fatalf("%s: replica %d was told %q holds the lease; %s does", round, i, r.l.Replica, winner)
				}
			}
			if l, _ := s.LeaseOf(ctx, "m"); l.Replica != winner {
				t.Fatalf("%s: the lease stored names %q, not the winner %s", round, l.Replica, winner)
			}
		}
		race("free")
		time.Sleep(ttl + 50*time.Millisecond)
		race("expired")
	})
}

// Through a replica's view, every write to a match needs its lease: a
// replica that does not hold it changes nothing, with ErrNotOwner (an
// ErrConflict); the holder writes; the store itself, which serves a server
// alone, writes freely.
func TestWritesNeedTheLease(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		a, b := s.Replica("a", "", ttl), s.Replica("b", "", ttl)
		if err := a.Create(ctx, playing("m")); err != nil {
			t.Fatal(err)
		}
		if err := a.Append(ctx, "m", 0, engine.Decision{Action: "pass"}); err != nil {
			t.Fatal(err)
		}
		refused := map[string]error{
			"append":   b.Append(ctx, "m", 1, engine.Decision{Player: 1, Action: "pass"}),
			"truncate": b.Truncate(ctx, "m", 1, 0),
			"seat":     b.SetSeat(ctx, "m", store.Seat{Seat: 0, Kind: "human", Name: "Eve", TokenHash: "x"}),
			"status":   b.SetStatus(ctx, "m", store.StatusFinished, nil),
		}
		_, refused["note"] = b.AddNote(ctx, "m", 0, "Eve", "hi")
		for what, err := range refused {
			if !errors.Is(err, store.ErrNotOwner) || !errors.Is(err, store.ErrConflict) {
				t.Errorf("%s by a replica without the lease: %v", what, err)
			}
		}
		m, _ := s.Get(ctx, "m")
		notes, _ := s.Notes(ctx, "m", 10)
		if m.Moves != 1 || m.Status != store.StatusPlaying || m.Seats[0].Name != "Ann" || len(notes) != 0 {
			t.Fatalf("refused writes changed the match: %+v, notes %v", m, notes)
		}
		// Once a's lease runs out, a writes no more, even where nobody
		// has taken the match yet.
		time.Sleep(ttl + 50*time.Millisecond)
		if err := a.Append(ctx, "m", 1, engine.Decision{Player: 1, Action: "pass"}); !errors.Is(err, store.ErrNotOwner) {
			t.Fatalf("a write under a lease that ran out: %v", err)
		}
		if _, ok, err := b.TakeLease(ctx, "m"); !ok || err != nil {
			t.Fatalf("b takes the match: %v %v", ok, err)
		}
		if err := b.Append(ctx, "m", 1, engine.Decision{Player: 1, Action: "pass"}); err != nil {
			t.Fatalf("the new holder's move: %v", err)
		}
		if err := s.Append(ctx, "m", 2, engine.Decision{Action: "pass"}); err != nil {
			t.Fatalf("the store itself needs no lease: %v", err)
		}
		if moves, _ := s.Moves(ctx, "m"); len(moves) != 3 {
			t.Fatalf("%d moves stored, want 3", len(moves))
		}
	})
}

// The matches nobody serves whose AI would wait are listed for a server to
// take over: played, with an AI seat, and no lease or one run out.
func TestOrphans(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		a := s.Replica("a", "", ttl)
		human := playing("humans")
		human.Seats[1] = store.Seat{Seat: 1, Kind: "human", Name: "Bo", TokenHash: "b"}
		open := newMatch("open")
		for _, m := range []store.Match{playing("free"), playing("served"), playing("lapsing"), human, open} {
			st := s
			if m.ID == "served" || m.ID == "lapsing" {
				st = a
			}
			if err := st.Create(ctx, m); err != nil {
				t.Fatal(err)
			}
		}
		ids, err := s.Orphans(ctx, 10)
		if err != nil || len(ids) != 1 || ids[0] != "free" {
			t.Fatalf("orphans while a serves two: %v %v", ids, err)
		}
		time.Sleep(ttl / 2)
		a.ReleaseLease(ctx, "nosuch")
		if _, ok, _ := a.TakeLease(ctx, "served"); !ok {
			t.Fatal("a renews its lease")
		}
		time.Sleep(ttl/2 + 50*time.Millisecond)
		ids, err = s.Orphans(ctx, 10)
		if err != nil || len(ids) != 2 || ids[0] == "served" || ids[1] == "served" {
			t.Fatalf("orphans once one lease ran out: %v %v", ids, err)
		}
		if ids, _ := s.Orphans(ctx, 1); len(ids) != 1 {
			t.Fatalf("a limit of one listed %v", ids)
		}
		if err := a.ReleaseLeases(ctx); err != nil {
			t.Fatal(err)
		}
		if ids, _ := s.Orphans(ctx, 10); len(ids) != 3 {
			t.Fatalf("orphans once a let every lease go: %v", ids)
		}
	})
}

// The servers sharing a database share one peer key.
func TestPeerKey(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		k1, err := s.PeerKey(ctx)
		if err != nil || len(k1) < 32 {
			t.Fatalf("peer key %q: %v", k1, err)
		}
		k2, err := s.Replica("b", "", ttl).PeerKey(ctx)
		if err != nil || k2 != k1 {
			t.Fatalf("a second server's peer key %q, the first's %q (%v)", k2, k1, err)
		}
	})
}

// Leases are taken through a replica's view only.
func TestLeasesNeedAReplica(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		s.Create(ctx, playing("m"))
		if _, _, err := s.TakeLease(ctx, "m"); err == nil {
			t.Fatal("the store itself took a lease")
		}
	})
}
