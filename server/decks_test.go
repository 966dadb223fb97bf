package server_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"omnideck/decklist"
	"omnideck/engine"
	"omnideck/store"
	"omnideck/store/storetest"
)

type deckJSON struct {
	ID     string           `json:"id"`
	Game   string           `json:"game"`
	Format string           `json:"format"`
	Name   string           `json:"name"`
	Cards  []store.DeckCard `json:"cards"`
	Size   int              `json:"size"`
	Built  bool             `json:"built"`
	Share  string           `json:"share"`
	Legal  bool             `json:"legal"`
}

type deckAnswer struct {
	Deck     deckJSON `json:"deck"`
	Error    string   `json:"error"`
	Problems []string `json:"problems"`
}

type checkAnswer struct {
	Legal    bool     `json:"legal"`
	Problems []string `json:"problems"`
	Size     int      `json:"size"`
	Sections []struct {
		Name  string `json:"name"`
		Cards int    `json:"cards"`
		Fits  bool   `json:"fits"`
	} `json:"sections"`
	Points *struct {
		Total int `json:"total"`
		Max   int `json:"max"`
	} `json:"points"`
	Facts []struct {
		Name    string `json:"name"`
		Numeric bool   `json:"numeric"`
		Values  []struct {
			Value string `json:"value"`
			Cards int    `json:"cards"`
		} `json:"values"`
	} `json:"facts"`
	Collection bool `json:"collection"`
	Missing    []struct {
		Card string `json:"card"`
		Want int    `json:"want"`
		Free int    `json:"free"`
	} `json:"missing"`
}

// starterCards is a game's built-in deck's cards by id.
func starterCards(t *testing.T, reg *engine.Registry, game, id string) []store.DeckCard {
	t.Helper()
	g, _ := reg.Lookup(game)
	decks, err := g.(engine.DeckGame).StarterDecks()
	if err != nil {
		t.Fatal(err)
	}
	d, err := decklist.Find(decks, id)
	if err != nil {
		t.Fatal(err)
	}
	var out []store.DeckCard
	for _, e := range d.Entries {
		out = append(out, store.DeckCard{Card: e.Card.ID, Count: e.Count})
	}
	return out
}

// The builder's check is `omnideck deck check`'s: a built-in deck of
// each game is legal; broken, every problem is listed at once, in the
// words decklist's Check gives; and the counts add up.
func TestDeckCheckIsDeckChecks(t *testing.T) {
	h := newConfigured(t, storetest.Backends(t)[0], nil)
	guest := h.browser()
	for game, starter := range map[string]string{"superbenji": "heroes", "ben10": "starter-a", "battlecards": "autobot", "tftcg": "wave1-dinobots"} {
		cards := starterCards(t, h.reg, game, starter)
		var c checkAnswer
		if code := guest.call("POST", "/api/decks/check", map[string]any{"game": game, "cards": cards}, &c); code != http.StatusOK || !c.Legal || len(c.Problems) != 0 {
			t.Fatalf("%s %s: %d %+v", game, starter, code, c)
		}
		size := 0
		for _, x := range cards {
			size += x.Count
		}
		if c.Size != size || c.Collection || len(c.Facts) == 0 || c.Facts[0].Name != "Type" {
			t.Fatalf("%s: size %d (want %d), collection %v, facts %+v", game, c.Size, size, c.Collection, c.Facts)
		}
		typed := 0
		for _, v := range c.Facts[0].Values {
			typed += v.Cards
		}
		if typed != size {
			t.Errorf("%s: the types count %d cards of %d", game, typed, size)
		}
		for _, f := range c.Facts {
			if f.Numeric && !slices.IsSortedFunc(f.Values, func(a, b struct {
				Value string `json:"value"`
				Cards int    `json:"cards"`
			}) int {
				return len(a.Value)*100 + int(a.Value[0]) - len(b.Value)*100 - int(b.Value[0])
			}) {
				t.Errorf("%s: the curve of %s is not in order: %+v", game, f.Name, f.Values)
			}
		}
	}
	// Super Benji's heroes with a fourth copy of its first card and a card
	// of another game: both problems, and the size, at once.
	cards := starterCards(t, h.reg, "superbenji", "heroes")
	cards[0].Count = 4
	cards = append(cards, store.DeckCard{Card: "W1/T01", Count: 1})
	var c checkAnswer
	guest.call("POST", "/api/decks/check", map[string]any{"game": "superbenji", "cards": cards}, &c)
	g, _ := h.reg.Lookup("superbenji")
	cat, _ := g.(engine.DeckGame).DeckCatalog()
	formats, _ := g.(engine.DeckGame).DeckFormats()
	d := &decklist.Deck{Catalog: cat}
	for _, x := range cards[:len(cards)-1] {
		card, _ := cat.ByID(x.Card)
		d.Entries = append(d.Entries, decklist.Entry{Count: x.Count, Card: card})
	}
	var want []string
	for _, p := range d.Check(formats[0]) {
		want = append(want, p.Rule+": "+p.Message)
	}
	if c.Legal || len(c.Problems) != len(want)+1 || !strings.HasPrefix(c.Problems[0], "W1/T01: no card has the id") || !slices.Equal(c.Problems[1:], want) || len(want) < 2 {
		t.Fatalf("a broken deck:\n%q\nwant the unknown card and\n%q", c.Problems, want)
	}
	var bad apiErr
	if code := guest.call("POST", "/api/decks/check", map[string]any{"game": "superbenji", "format": "nope", "cards": []any{}}, &c); code != http.StatusOK || c.Legal || !strings.Contains(c.Problems[0], "format") {
		t.Fatalf("an unknown format: %d %+v", code, c)
	}
	if code := guest.call("POST", "/api/decks/check", map[string]any{"game": "omnitrix", "cards": []any{}}, &bad); code != http.StatusBadRequest {
		t.Fatalf("a game without decks: %d", code)
	}
}

type apiErr struct {
	Error    string   `json:"error"`
	Problems []string `json:"problems"`
}

// What a deck needs that the collection lacks, live: the copies beyond
// those free (not held by another built deck).
func TestDeckCheckSaysWhatTheCollectionLacks(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			h := newConfigured(t, b, nil)
			ann := h.signedUp("Ann")
			cards := []store.DeckCard{{Card: "B10/001", Count: 3}, {Card: "B10/002", Count: 2}}
			ann.call("POST", "/api/collection/ben10/change", map[string]any{"cards": map[string]int{"B10/001": 3, "B10/002": 1}}, nil)
			var c checkAnswer
			ann.call("POST", "/api/decks/check", map[string]any{"game": "ben10", "cards": cards}, &c)
			if !c.Collection || len(c.Missing) != 1 || c.Missing[0].Card != "B10/002" || c.Missing[0].Want != 2 || c.Missing[0].Free != 1 {
				t.Fatalf("missing: %+v", c)
			}
			var built deckAnswer
			if code := ann.call("POST", "/api/decks", map[string]any{"game": "ben10", "name": "Built", "built": true, "cards": []store.DeckCard{{Card: "B10/001", Count: 2}}}, &built); code != http.StatusCreated {
				t.Fatalf("a built deck: %d %+v", code, built)
			}
			ann.call("POST", "/api/decks/check", map[string]any{"game": "ben10", "cards": cards}, &c)
			if len(c.Missing) != 2 || c.Missing[0].Card != "B10/001" || c.Missing[0].Free != 1 {
				t.Fatalf("missing beside a built deck: %+v", c.Missing)
			}
			// The built deck itself, edited, counts its own copies.
			ann.call("POST", "/api/decks/check", map[string]any{"game": "ben10", "deck": built.Deck.ID, "cards": []store.DeckCard{{Card: "B10/001", Count: 3}}}, &c)
			if len(c.Missing) != 0 {
				t.Fatalf("the built deck's own copies: %+v", c.Missing)
			}
		})
	}
}

// Save a deck from a built-in deck, rename it, change it, copy it, export
// it (read back by decklist as the same deck), and delete it.
func TestDeckLifecycle(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			h := newConfigured(t, b, nil)
			ann := h.signedUp("Ann")
			var d deckAnswer
			if code := ann.call("POST", "/api/decks", map[string]any{"game": "superbenji", "starter": "heroes"}, &d); code != http.StatusCreated || d.Deck.Name != "Heroes" || d.Deck.Size != 27 || !d.Deck.Legal {
				t.Fatalf("from a built-in deck: %d %+v", code, d)
			}
			id := d.Deck.ID
			cards := d.Deck.Cards
			cards[len(cards)-1].Count--
			if code := ann.call("PUT", "/api/decks/"+id, map[string]any{"name": "  My\theroes  ", "cards": cards}, &d); code != http.StatusOK || d.Deck.Name != "My heroes" || d.Deck.Size != 26 || d.Deck.Legal {
				t.Fatalf("renamed and one card fewer: %d %+v", code, d)
			}
			var cp deckAnswer
			if code := ann.call("POST", "/api/decks/"+id+"/copy", nil, &cp); code != http.StatusCreated || cp.Deck.Name != "My heroes (copy)" || cp.Deck.ID == id || cp.Deck.Size != 26 {
				t.Fatalf("copy: %d %+v", code, cp)
			}
			resp, body := ann.send("GET", "/api/decks/"+id+"/export", nil)
			if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Disposition") != `attachment; filename="my-heroes.txt"` {
				t.Fatalf("export: %d %q", resp.StatusCode, resp.Header.Get("Content-Disposition"))
			}
			g, _ := h.reg.Lookup("superbenji")
			cat, _ := g.(engine.DeckGame).DeckCatalog()
			back, err := decklist.Parse("export", body, cat)
			if err != nil || back.Name != "My heroes" || back.Size() != 26 {
				t.Fatalf("the export read back: %v %+v\n%s", err, back, body)
			}
			_, byName := ann.send("GET", "/api/decks/"+id+"/export?as=names", nil)
			if !strings.HasPrefix(string(byName), "Deck: My heroes\n") || strings.Contains(string(byName), "BS26/") {
				t.Fatalf("by name:\n%s", byName)
			}
			// A pasted list makes a deck too.
			var pasted deckAnswer
			if code := ann.call("POST", "/api/decks", map[string]any{"game": "superbenji", "list": string(body)}, &pasted); code != http.StatusCreated || pasted.Deck.Name != "My heroes" || pasted.Deck.Size != 26 {
				t.Fatalf("from a list: %d %+v", code, pasted)
			}
			var list struct {
				Decks []deckJSON `json:"decks"`
			}
			ann.call("GET", "/api/decks?game=superbenji", nil, &list)
			if len(list.Decks) != 3 {
				t.Fatalf("%d decks listed, want 3", len(list.Decks))
			}
			if code := ann.call("DELETE", "/api/decks/"+id, nil, nil); code != http.StatusOK {
				t.Fatalf("delete: %d", code)
			}
			if code := ann.call("GET", "/api/decks/"+id, nil, &d); code != http.StatusNotFound {
				t.Fatalf("a deleted deck: %d", code)
			}
			ann.call("GET", "/api/decks", nil, &list)
			if len(list.Decks) != 2 {
				t.Fatalf("%d decks left, want 2", len(list.Decks))
			}
		})
	}
}

// Bad input saves nothing and says every problem: a list naming unknown
// cards or another game's, a deck for the wrong game, an unknown format,
// a built deck the collection lacks copies for.
func TestDeckBadInput(t *testing.T) {
	h := newConfigured(t, storetest.Backends(t)[0], nil)
	ann := h.signedUp("Ann")
	var e apiErr
	code := ann.call("POST", "/api/decks", map[string]any{"game": "ben10", "list": "3 x Ben Tennyson\n2 x Targeted Nuke\n1 x Gwen Tenyson\nsome words\n"}, &e)
	if code != http.StatusBadRequest || len(e.Problems) != 3 || !strings.HasPrefix(e.Problems[0], "line 2: ") || !strings.Contains(e.Problems[1], `did you mean "Gwen Tennyson"`) {
		t.Fatalf("a list with unknown cards: %d %+v", code, e)
	}
	code = ann.call("POST", "/api/decks", map[string]any{"game": "ben10", "cards": []store.DeckCard{{Card: "BS26/13", Count: 3}, {Card: "B10/001", Count: 0}}}, &e)
	if code != http.StatusBadRequest || len(e.Problems) != 2 {
		t.Fatalf("another game's card and no copies: %d %+v", code, e)
	}
	if code := ann.call("POST", "/api/decks", map[string]any{"game": "ben10", "format": "standard", "cards": []any{}}, &e); code != http.StatusBadRequest || !strings.Contains(e.Problems[0], "has no formats") {
		t.Fatalf("a format the game has not: %d %+v", code, e)
	}
	if code := ann.call("POST", "/api/decks", map[string]any{"game": "ben10", "built": true, "cards": []store.DeckCard{{Card: "B10/001", Count: 3}}}, &e); code != http.StatusConflict || len(e.Problems) != 1 ||
		e.Problems[0] != "Ben Tennyson (B10/001): the deck has 3 copies, and your collection has 0 copies free" {
		t.Fatalf("built without the copies: %d %+v", code, e)
	}
	var list struct {
		Decks []deckJSON `json:"decks"`
	}
	ann.call("GET", "/api/decks", nil, &list)
	if len(list.Decks) != 0 {
		t.Fatalf("refused decks were saved: %+v", list.Decks)
	}
	var d deckAnswer
	ann.call("POST", "/api/decks", map[string]any{"game": "ben10", "name": "Mine", "cards": []store.DeckCard{{Card: "B10/001", Count: 3}}}, &d)
	if code := ann.call("PUT", "/api/decks/"+d.Deck.ID, map[string]any{"game": "superbenji", "name": "Mine", "cards": []store.DeckCard{{Card: "BS26/13", Count: 3}}}, &e); code != http.StatusBadRequest || len(e.Problems) != 2 {
		t.Fatalf("a deck moved to another game: %d %+v", code, e)
	}
	ann.call("GET", "/api/decks/"+d.Deck.ID, nil, &d)
	if d.Deck.Game != "ben10" || d.Deck.Cards[0].Card != "B10/001" {
		t.Fatalf("the deck after a refused change: %+v", d.Deck)
	}
}

// A built deck reserves its copies: the collection shows them held and
// refuses to give them up.
func TestBuiltDeckReservesItsCopies(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			h := newConfigured(t, b, nil)
			ann := h.signedUp("Ann")
			ann.call("POST", "/api/collection/battlecards/change", map[string]any{"cards": map[string]int{"TFB/001": 3}}, nil)
			var d deckAnswer
			if code := ann.call("POST", "/api/decks", map[string]any{"game": "battlecards", "name": "Convoy", "built": true, "cards": []store.DeckCard{{Card: "TFB/001", Count: 2}}}, &d); code != http.StatusCreated || !d.Deck.Built {
				t.Fatalf("build: %d %+v", code, d)
			}
			c := ann.collection("battlecards")
			if len(c.Cards) != 1 || c.Cards[0].Owned != 3 || c.Cards[0].Reserved != 2 || !slices.Equal(c.Cards[0].Decks, []string{"Convoy"}) {
				t.Fatalf("the collection beside a built deck: %+v", c.Cards)
			}
			var e apiErr
			if code := ann.call("POST", "/api/collection/battlecards/change", map[string]any{"cards": map[string]int{"TFB/001": -2}}, &e); code != http.StatusConflict || len(e.Problems) != 1 || !strings.Contains(e.Problems[0], "(Convoy) hold 2 copies, and 1 copy would be left") {
				t.Fatalf("taking held copies away: %d %+v", code, e)
			}
			if code := ann.call("POST", "/api/collection/battlecards/change", map[string]any{"cards": map[string]int{"TFB/001": -1}}, &e); code != http.StatusOK {
				t.Fatalf("taking the free copy away: %d %+v", code, e)
			}
			if code := ann.call("PUT", "/api/decks/"+d.Deck.ID, map[string]any{"name": "Convoy", "built": true, "cards": []store.DeckCard{{Card: "TFB/001", Count: 3}}}, &e); code != http.StatusConflict {
				t.Fatalf("a built deck grown past the copies: %d %+v", code, e)
			}
		})
	}
}

// A shared deck is read by anyone with its code and copied by any
// account; unshared, the code reads nothing.
func TestSharedDecks(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			h := newConfigured(t, b, nil)
			ann := h.signedUp("Ann")
			var d deckAnswer
			ann.call("POST", "/api/decks", map[string]any{"game": "tftcg", "starter": "wave1-dinobots"}, &d)
			var sh struct {
				Share string `json:"share"`
				Path  string `json:"path"`
			}
			if code := ann.call("POST", "/api/decks/"+d.Deck.ID+"/share", nil, &sh); code != http.StatusOK || len(sh.Share) != 8 || sh.Path != "/d/"+sh.Share {
				t.Fatalf("share: %d %+v", code, sh)
			}
			var shared struct {
				Deck struct {
					Name  string `json:"name"`
					Game  string `json:"game"`
					Size  int    `json:"size"`
					List  string `json:"list"`
					Legal bool   `json:"legal"`
				} `json:"deck"`
			}
			if code := h.browser().call("GET", "/api/shared/"+strings.ToUpper(sh.Share), nil, &shared); code != http.StatusOK || shared.Deck.Name != "Wave 1 Dinobots" || !shared.Deck.Legal ||
				!strings.HasPrefix(shared.Deck.List, "Deck: Wave 1 Dinobots\n") {
				t.Fatalf("a guest reads the shared deck: %d %+v", code, shared)
			}
			if code := h.browser().call("POST", "/api/shared/"+sh.Share+"/copy", nil, nil); code != http.StatusUnauthorized {
				t.Fatalf("a guest copies it: %d", code)
			}
			bo := h.signedUp("Bo")
			var copied deckAnswer
			if code := bo.call("POST", "/api/shared/"+sh.Share+"/copy", nil, &copied); code != http.StatusCreated || copied.Deck.Name != "Wave 1 Dinobots" || copied.Deck.Share != "" || copied.Deck.ID == d.Deck.ID {
				t.Fatalf("Bo copies it: %d %+v", code, copied)
			}
			if code := ann.call("DELETE", "/api/decks/"+d.Deck.ID+"/share", nil, nil); code != http.StatusOK {
				t.Fatalf("unshare: %d", code)
			}
			if code := h.browser().call("GET", "/api/shared/"+sh.Share, nil, nil); code != http.StatusNotFound {
				t.Fatalf("an unshared code: %d", code)
			}
		})
	}
}
