package store_test

import (
	"errors"
	"testing"

	"omnideck/store"
)

func setCards(cards map[string]int) func(map[string]int) error {
	return func(owned map[string]int) error {
		for k, v := range cards {
			owned[k] = v
		}
		return nil
	}
}

// A collection changes all at once or not at all: an edit that fails
// changes nothing, and a card at 0 is no longer owned.
func TestEditCollection(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		newAccount(t, s, "a1", "Ann")
		if err := s.EditCollection(ctx, "a1", "tftcg", setCards(map[string]int{"W1/T01": 1, "W1/020": 3})); err != nil {
			t.Fatal(err)
		}
		boom := errors.New("a bad line")
		err := s.EditCollection(ctx, "a1", "tftcg", func(m map[string]int) error { m["W1/T01"] = 9; return boom })
		if !errors.Is(err, boom) {
			t.Fatalf("a failing edit: %v", err)
		}
		if err := s.EditCollection(ctx, "a1", "tftcg", setCards(map[string]int{"W1/020": 0, "W1/021": 2})); err != nil {
			t.Fatal(err)
		}
		c, err := s.Collection(ctx, "a1", "tftcg")
		if err != nil || len(c) != 2 || c["W1/T01"] != 1 || c["W1/021"] != 2 {
			t.Fatalf("the collection: %v %v", c, err)
		}
		if other, _ := s.Collection(ctx, "a1", "superbenji"); len(other) != 0 {
			t.Fatalf("another game's collection: %v", other)
		}
	})
}

// A built deck reserves its copies: it is built only from free copies,
// and the collection cannot drop below what built decks hold.
func TestBuiltDecksReserveCopies(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		newAccount(t, s, "a1", "Ann")
		s.EditCollection(ctx, "a1", "superbenji", setCards(map[string]int{"BS26/13": 3, "BS26/1": 1}))
		heroes := store.Deck{ID: "d1", Account: "a1", Game: "superbenji", Name: "Heroes", Built: true,
			Cards: []store.DeckCard{{Card: "BS26/13", Count: 2}, {Card: "BS26/1", Count: 1}}}
		if err := s.CreateDeck(ctx, heroes, 10); err != nil {
			t.Fatal(err)
		}
		more := store.Deck{ID: "d2", Account: "a1", Game: "superbenji", Name: "More", Built: true,
			Cards: []store.DeckCard{{Card: "BS26/13", Count: 2}, {Card: "BS26/2", Count: 1}, {Card: "BS26/1", Count: 1}}}
		var short *store.ShortError
		if err := s.CreateDeck(ctx, more, 10); !errors.As(err, &short) || len(short.Cards) != 3 ||
			short.Cards[0].Card != "BS26/13" || short.Cards[0].Want != 2 || short.Cards[0].Have != 1 || short.Cards[1].Card != "BS26/2" || short.Cards[2].Card != "BS26/1" {
			t.Fatalf("a second built deck beyond the copies: %v", err)
		}
		if _, err := s.Deck(ctx, "a1", "d2"); !errors.Is(err, store.ErrNoDeck) {
			t.Fatalf("the refused deck was stored: %v", err)
		}
		more.Built = false
		if err := s.CreateDeck(ctx, more, 10); err != nil {
			t.Fatalf("the same deck, not built: %v", err)
		}
		err := s.EditCollection(ctx, "a1", "superbenji", setCards(map[string]int{"BS26/13": 1, "BS26/1": 0}))
		if !errors.As(err, &short) || len(short.Cards) != 2 || short.Cards[1].Card != "BS26/13" || short.Cards[1].Have != 1 || short.Cards[1].Want != 2 ||
			len(short.Cards[1].Decks) != 1 || short.Cards[1].Decks[0] != "Heroes" {
			t.Fatalf("removing copies a built deck holds: %v", err)
		}
		if c, _ := s.Collection(ctx, "a1", "superbenji"); c["BS26/13"] != 3 || c["BS26/1"] != 1 {
			t.Fatalf("the refused change changed %v", c)
		}
		// Unbuilt, the deck frees its copies.
		heroes.Built = false
		if err := s.UpdateDeck(ctx, heroes); err != nil {
			t.Fatal(err)
		}
		if err := s.EditCollection(ctx, "a1", "superbenji", setCards(map[string]int{"BS26/13": 1})); err != nil {
			t.Fatalf("removing copies no built deck holds: %v", err)
		}
		heroes.Built = true
		if err := s.UpdateDeck(ctx, heroes); !errors.As(err, &short) {
			t.Fatalf("building a deck beyond the copies: %v", err)
		}
	})
}

// An account reads, changes, shares and deletes only its own decks;
// another's deck is as missing as one that never was.
func TestDecksBelongToTheirAccount(t *testing.T) {
	each(t, func(t *testing.T, s *store.Store) {
		newAccount(t, s, "a1", "Ann")
		newAccount(t, s, "a2", "Bo")
		d := store.Deck{ID: "d1", Account: "a1", Game: "ben10", Name: "Mine", Cards: []store.DeckCard{{Card: "B10/001", Count: 2}}}
		if err := s.CreateDeck(ctx, d, 2); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Deck(ctx, "a2", "d1"); !errors.Is(err, store.ErrNoDeck) {
			t.Fatalf("another's deck read: %v", err)
		}
		stolen := d
		stolen.Account, stolen.Name = "a2", "Stolen"
		if err := s.UpdateDeck(ctx, stolen); !errors.Is(err, store.ErrNoDeck) {
			t.Fatalf("another's deck changed: %v", err)
		}
		if _, err := s.ShareDeck(ctx, "a2", "d1", "CODE"); !errors.Is(err, store.ErrNoDeck) {
			t.Fatalf("another's deck shared: %v", err)
		}
		if err := s.DeleteDeck(ctx, "a2", "d1"); !errors.Is(err, store.ErrNoDeck) {
			t.Fatalf("another's deck deleted: %v", err)
		}
		if list, _ := s.Decks(ctx, "a2", ""); len(list) != 0 {
			t.Fatalf("another's decks listed: %v", list)
		}
		got, err := s.Deck(ctx, "a1", "d1")
		if err != nil || got.Name != "Mine" || got.Size() != 2 || got.Game != "ben10" {
			t.Fatalf("the deck: %+v %v", got, err)
		}
		code, err := s.ShareDeck(ctx, "a1", "d1", "CODE1")
		if err != nil || code != "CODE1" {
			t.Fatalf("share: %q %v", code, err)
		}
		if again, _ := s.ShareDeck(ctx, "a1", "d1", "CODE2"); again != "CODE1" {
			t.Fatalf("shared again: %q, want the same code", again)
		}
		if sh, err := s.SharedDeck(ctx, "CODE1"); err != nil || sh.ID != "d1" {
			t.Fatalf("the shared deck: %+v %v", sh, err)
		}
		if _, err := s.SharedDeck(ctx, ""); !errors.Is(err, store.ErrNoDeck) {
			t.Fatalf("no code: %v", err)
		}
		if err := s.UnshareDeck(ctx, "a1", "d1"); err != nil {
			t.Fatal(err)
		}
		if _, err := s.SharedDeck(ctx, "CODE1"); !errors.Is(err, store.ErrNoDeck) {
			t.Fatalf("an unshared code: %v", err)
		}
		s.CreateDeck(ctx, store.Deck{ID: "d2", Account: "a1", Game: "ben10", Name: "Two"}, 2)
		if err := s.CreateDeck(ctx, store.Deck{ID: "d3", Account: "a1", Game: "ben10", Name: "Three"}, 2); !errors.Is(err, store.ErrTooManyDecks) {
			t.Fatalf("a deck past the limit: %v", err)
		}
		if err := s.DeleteDeck(ctx, "a1", "d1"); err != nil {
			t.Fatal(err)
		}
		if list, _ := s.Decks(ctx, "a1", "ben10"); len(list) != 1 || list[0].ID != "d2" || list[0].Cards == nil {
			t.Fatalf("the decks left: %+v", list)
		}
	})
}
