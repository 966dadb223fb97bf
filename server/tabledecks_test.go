package server_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"omnideck/store"
	"omnideck/store/storetest"
)

// deckIDs is a deck's cards as engine.Config.Decks takes them: one id per
// copy, in the deck's order.
func deckIDs(cards []store.DeckCard) []string {
	var out []string
	for _, c := range cards {
		for range c.Count {
			out = append(out, c.Card)
		}
	}
	return out
}

// A saved deck is played at a table: the creator's for a seat of the
// table set up, the joiner's for the seat taken (the game dealt again
// with it before it begins). Another account's deck, a deck of another
// game, a deck that is not legal and a guest naming a saved deck are
// refused, each with its reason, and change nothing.
func TestTablesPlaySavedDecks(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			h := newConfigured(t, b, nil)
			ann, bo := h.signedUp("Ann"), h.signedUp("Bo")
			save := func(who *browser, body map[string]any) deckJSON {
				t.Helper()
				var d deckAnswer
				if code := who.call("POST", "/api/decks", body, &d); code != http.StatusCreated {
					t.Fatalf("save %v: %d %+v", body, code, d)
				}
				return d.Deck
			}
			// The game's usual decks are banana-villains for the first
			// seat and heroes for the second: the saved ones swap them.
			annDeck := save(ann, map[string]any{"game": "superbenji", "starter": "heroes"})
			boDeck := save(bo, map[string]any{"game": "superbenji", "starter": "banana-villains"})
			tftDeck := save(bo, map[string]any{"game": "tftcg", "starter": "wave1-dinobots"})
			short := slices.Clone(boDeck.Cards[1:])
			illegal := save(bo, map[string]any{"game": "superbenji", "name": "Short", "cards": short})

			var c created
			if code := ann.call("POST", "/api/tables", map[string]any{"game": "superbenji", "name": "Ann", "sit": 0,
				"seats": []map[string]string{{"kind": "human", "saved_deck": annDeck.ID}, {"kind": "human"}}}, &c); code != http.StatusCreated {
				t.Fatalf("create with a saved deck: %d %+v", code, c)
			}
			rec, err := h.st.Get(ctx, c.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got := rec.Header.Config.Decks[0]; !slices.Equal(got, deckIDs(annDeck.Cards)) {
				t.Fatalf("seat 1 plays %v, not Ann's deck", got)
			}

			refusals := []struct {
				who   *browser
				saved string
				want  string
			}{
				{bo, annDeck.ID, "no such deck among yours"},
				{bo, tftDeck.ID, "is a Transformers"},
				{bo, illegal.ID, `"Short" is not legal`},
				{h.browser(), boDeck.ID, "log in"},
			}
			for _, r := range refusals {
				var e apiErr
				if code := r.who.call("POST", "/api/tables/"+c.ID+"/join", map[string]any{"seat": 1, "name": "Bo", "saved_deck": r.saved}, &e); code != http.StatusBadRequest || !strings.Contains(strings.Join(e.Problems, "; "), r.want) {
					t.Errorf("join with %s: %d %+v; want a problem saying %q", r.saved, code, e, r.want)
				}
			}
			if code := bo.call("POST", "/api/tables", map[string]any{"game": "superbenji", "name": "Bo", "sit": 0,
				"seats": []map[string]string{{"kind": "human", "saved_deck": annDeck.ID}, {"kind": "human"}}}, nil); code != http.StatusBadRequest {
				t.Errorf("a table set up with another account's deck: %d", code)
			}

			var joined created
			if code := bo.call("POST", "/api/tables/"+c.ID+"/join", map[string]any{"seat": 1, "name": "Bo", "saved_deck": boDeck.ID}, &joined); code != http.StatusOK {
				t.Fatalf("join with a saved deck: %d %+v", code, joined)
			}
			rec, err = h.st.Get(ctx, c.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got := rec.Header.Config.Decks; !slices.Equal(got[0], deckIDs(annDeck.Cards)) || !slices.Equal(got[1], deckIDs(boDeck.Cards)) {
				t.Fatalf("the table plays %v; want Ann's deck and Bo's", got)
			}
			if rec.Seats[1].Name != "Bo" {
				t.Fatalf("seat 2 is %+v", rec.Seats[1])
			}
			// At a table dealt the game's usual decks, the seat that
			// brings its own deck plays it, and the other seat plays its
			// usual deck (banana-villains, the same cards as Bo's first).
			heroes := save(bo, map[string]any{"game": "superbenji", "starter": "heroes"})
			var usual created
			ann.call("POST", "/api/tables", map[string]any{"game": "superbenji", "name": "Ann", "sit": 0,
				"seats": []map[string]string{{"kind": "human"}, {"kind": "human"}}}, &usual)
			if code := bo.call("POST", "/api/tables/"+usual.ID+"/join", map[string]any{"seat": 1, "name": "Bo", "saved_deck": heroes.ID}, nil); code != http.StatusOK {
				t.Fatalf("join a table of usual decks with a saved deck: %d", code)
			}
			rec, err = h.st.Get(ctx, usual.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got := rec.Header.Config.Decks; len(got) != 2 || !slices.Equal(got[0], deckIDs(boDeck.Cards)) || !slices.Equal(got[1], deckIDs(heroes.Cards)) {
				t.Fatalf("the table of usual decks plays %v", got)
			}
			// Both play on the table as dealt: each sees a question or
			// waits for the other's.
			ws := bo.connect(c.ID, false)
			if f, _ := ws.read(5e9); f.Seat != 1 || f.Table == nil {
				t.Fatalf("Bo's first frame: seat %d", f.Seat)
			}
		})
	}
}
