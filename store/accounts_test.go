package store_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"omnideck/store"
)

func newAccount(t *testing.T, s *store.Store, id, name string) store.Account {
	t.Helper()
	a := store.Account{ID: id, Name: name, PasswordHash: "hash-of-" + name}
	if err := s.CreateAccount(ctx, a); err != nil {
		t.Fatal(err)
	}
	return a
}

// Names are unique ignoring case; an account is read back by name in any
// case and by id.
func TestAccountNamesAreUnique(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		newAccount(t, s, "a1", "Ann")
		if err := s.CreateAccount(ctx, store.Account{ID: "a2", Name: "ANN", PasswordHash: "x"}); !errors.Is(err, store.ErrNameTaken) {
			t.Fatalf("a second Ann: %v", err)
		}
		a, err := s.AccountByName(ctx, "aNN")
		if err != nil || a.ID != "a1" || a.Name != "Ann" || a.PasswordHash != "hash-of-Ann" {
			t.Fatalf("by name: %+v %v", a, err)
		}
		if _, err := s.AccountByID(ctx, "a2"); !errors.Is(err, store.ErrNoAccount) {
			t.Fatalf("the refused account was stored: %v", err)
		}
		if _, err := s.AccountByName(ctx, "Bo"); !errors.Is(err, store.ErrNoAccount) {
			t.Fatalf("an unknown name: %v", err)
		}
	})
}

// A session is found by its token's hash until it expires or is ended;
// changing the password ends every other session of the account.
func TestSessions(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		newAccount(t, s, "a1", "Ann")
		later := time.Now().Add(time.Hour)
		for _, h := range []string{"s1", "s2", "s3"} {
			if err := s.CreateSession(ctx, h, "a1", later); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.CreateSession(ctx, "old", "a1", time.Now().Add(-time.Second)); err != nil {
			t.Fatal(err)
		}
		a, exp, err := s.Session(ctx, "s1")
		if err != nil || a.ID != "a1" || exp.UnixMilli() != later.UnixMilli() {
			t.Fatalf("session s1: %+v %v %v", a, exp, err)
		}
		if _, _, err := s.Session(ctx, "old"); !errors.Is(err, store.ErrNoSession) {
			t.Fatalf("an expired session: %v", err)
		}
		if err := s.DeleteSession(ctx, "s3"); err != nil {
			t.Fatal(err)
		}
		if _, _, err := s.Session(ctx, "s3"); !errors.Is(err, store.ErrNoSession) {
			t.Fatalf("an ended session: %v", err)
		}
		if err := s.SetPassword(ctx, "a1", "new-hash", "s1"); err != nil {
			t.Fatal(err)
		}
		if a, _, err := s.Session(ctx, "s1"); err != nil || a.PasswordHash != "new-hash" {
			t.Fatalf("the session that changed the password: %+v %v", a, err)
		}
		if _, _, err := s.Session(ctx, "s2"); !errors.Is(err, store.ErrNoSession) {
			t.Fatalf("another session after the password changed: %v", err)
		}
	})
}

// An account holds at most 50 sessions: logging in again ends the oldest.
func TestSessionsAreBounded(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		newAccount(t, s, "a1", "Ann")
		for i := range 52 {
			if err := s.CreateSession(ctx, fmt.Sprint("s", i), "a1", time.Now().Add(time.Hour)); err != nil {
				t.Fatal(err)
			}
			time.Sleep(2 * time.Millisecond)
		}
		live := 0
		for i := range 52 {
			if _, _, err := s.Session(ctx, fmt.Sprint("s", i)); err == nil {
				live++
			}
		}
		if _, _, err := s.Session(ctx, "s51"); err != nil || live != 50 {
			t.Fatalf("%d sessions live, the newest: %v; want 50 and the newest", live, err)
		}
	})
}

// Deleting an account deletes its sessions, collection and decks, and
// unlinks its seats, leaving the matches and everyone else's data.
func TestDeleteAccount(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		newAccount(t, s, "a1", "Ann")
		newAccount(t, s, "a2", "Bo")
		for _, a := range []string{"a1", "a2"} {
			s.CreateSession(ctx, "s-"+a, a, time.Now().Add(time.Hour))
			if err := s.EditCollection(ctx, a, "superbenji", func(m map[string]int) error { m["BS26/1"] = 2; return nil }); err != nil {
				t.Fatal(err)
			}
			if err := s.CreateDeck(ctx, store.Deck{ID: "d-" + a, Account: a, Game: "superbenji", Name: "Mine", Cards: []store.DeckCard{{Card: "BS26/1", Count: 1}}}, 10); err != nil {
				t.Fatal(err)
			}
		}
		m := newMatch("m")
		m.Seats[0].Account = "a1"
		m.Seats[1] = store.Seat{Seat: 1, Kind: "human", Name: "Bo", TokenHash: "b", Account: "a2"}
		s.Create(ctx, m)
		if err := s.DeleteAccount(ctx, "a1"); err != nil {
			t.Fatal(err)
		}
		if _, err := s.AccountByID(ctx, "a1"); !errors.Is(err, store.ErrNoAccount) {
			t.Fatalf("the deleted account: %v", err)
		}
		if _, _, err := s.Session(ctx, "s-a1"); !errors.Is(err, store.ErrNoSession) {
			t.Fatalf("its session: %v", err)
		}
		if c, _ := s.Collection(ctx, "a1", "superbenji"); len(c) != 0 {
			t.Fatalf("its collection: %v", c)
		}
		if d, _ := s.Decks(ctx, "a1", ""); len(d) != 0 {
			t.Fatalf("its decks: %v", d)
		}
		got, err := s.Get(ctx, "m")
		if err != nil || got.Seats[0].Account != "" || got.Seats[0].Name != "Ann" || got.Seats[1].Account != "a2" {
			t.Fatalf("the match after: %+v %v", got, err)
		}
		if _, _, err := s.Session(ctx, "s-a2"); err != nil {
			t.Fatalf("the other account's session: %v", err)
		}
		if c, _ := s.Collection(ctx, "a2", "superbenji"); c["BS26/1"] != 2 {
			t.Fatalf("the other account's collection: %v", c)
		}
		if d, _ := s.Decks(ctx, "a2", ""); len(d) != 1 {
			t.Fatalf("the other account's decks: %v", d)
		}
		if err := s.DeleteAccount(ctx, "a1"); !errors.Is(err, store.ErrNoAccount) {
			t.Fatalf("deleting it twice: %v", err)
		}
	})
}

// A guest's seats become the account's when the guest signs up: only
// those the guest's credentials hold and no account holds yet.
func TestClaimSeatsAndHistory(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		newAccount(t, s, "a1", "Ann")
		for _, id := range []string{"m1", "m2", "m3"} {
			s.Create(ctx, newMatch(id))
		}
		s.SetSeat(ctx, "m2", store.Seat{Seat: 0, Kind: "human", Name: "Ann", TokenHash: "t2"})
		s.SetSeat(ctx, "m3", store.Seat{Seat: 0, Kind: "human", Name: "Cy", TokenHash: "t3", Account: "other"})
		ids, err := s.ClaimSeats(ctx, "a1", []string{"abc", "t2", "t3", "nope"})
		if err != nil {
			t.Fatal(err)
		}
		slices.Sort(ids)
		if !slices.Equal(ids, []string{"m1", "m2"}) {
			t.Fatalf("claimed %v, want m1 and m2", ids)
		}
		played, err := s.AccountMatches(ctx, "a1", 10)
		if err != nil {
			t.Fatal(err)
		}
		if len(played) != 2 || played[0].Seat != 0 || len(played[0].Seats) != 2 {
			t.Fatalf("history: %+v", played)
		}
		if none, _ := s.AccountMatches(ctx, "", 10); len(none) != 0 {
			t.Fatalf("the matches of no account: %d", len(none))
		}
	})
}
