package server_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/store/storetest"
)

// collection is GET /api/collection/GAME's answer.
type collection struct {
	Cards []struct {
		Card     string   `json:"card"`
		Owned    int      `json:"owned"`
		Reserved int      `json:"reserved"`
		Decks    []string `json:"decks"`
	} `json:"cards"`
	Copies   int      `json:"copies"`
	Error    string   `json:"error"`
	Problems []string `json:"problems"`
}

func (c collection) owned() map[string]int {
	out := map[string]int{}
	for _, x := range c.Cards {
		out[x.Card] = x.Owned
	}
	return out
}

func (b *browser) collection(game string) collection {
	b.h.t.Helper()
	var c collection
	if code := b.call("GET", "/api/collection/"+game, nil, &c); code != http.StatusOK {
		b.h.t.Fatalf("GET collection %s: %d %+v", game, code, c)
	}
	return c
}

// importText sends a list or CSV to game's collection.
func (b *browser) importText(game, format, mode, text string) (int, collection) {
	b.h.t.Helper()
	var c collection
	code := b.call("POST", "/api/collection/"+game+"/import", map[string]string{"text": text, "format": format, "mode": mode}, &c)
	return code, c
}

func sameCopies(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// Cards are added and removed by clicking; taking away more than is
// owned, or naming a card the game does not have, changes nothing and
// says why.
func TestCollectionByClicking(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			h := newConfigured(t, b, nil)
			ann := h.signedUp("Ann")
			var c collection
			if code := ann.call("POST", "/api/collection/superbenji/change", map[string]any{"cards": map[string]int{"BS26/13": 2, "BS26/1": 1}}, &c); code != http.StatusOK || c.Copies != 3 {
				t.Fatalf("add: %d %+v", code, c)
			}
			code := ann.call("POST", "/api/collection/superbenji/change", map[string]any{"cards": map[string]int{"BS26/13": -3, "BS26/1": -1}}, &c)
			if code != http.StatusBadRequest || len(c.Problems) != 1 || !strings.Contains(c.Problems[0], "Targeted Nuke (BS26/13): you own 2 copies, so 3 cannot be taken away") {
				t.Fatalf("taking away too many: %d %+v", code, c)
			}
			code = ann.call("POST", "/api/collection/superbenji/change", map[string]any{"cards": map[string]int{"BS26/999": 1, "W1/T01": 1, "BS26/1": 1}}, &c)
			if code != http.StatusBadRequest || len(c.Problems) != 2 || !strings.Contains(c.Problems[0], "BS26/999") || !strings.Contains(c.Problems[1], "W1/T01") {
				t.Fatalf("cards the game does not have: %d %+v", code, c)
			}
			if got := ann.collection("superbenji").owned(); !sameCopies(got, map[string]int{"BS26/13": 2, "BS26/1": 1}) {
				t.Fatalf("after refused changes: %v", got)
			}
			if code := ann.call("POST", "/api/collection/superbenji/change", map[string]any{"cards": map[string]int{"BS26/13": -2}}, &c); code != http.StatusOK || len(c.Cards) != 1 {
				t.Fatalf("take both away: %d %+v", code, c)
			}
			if code := ann.call("GET", "/api/collection/omnitrix", nil, &c); code != http.StatusBadRequest || !strings.Contains(c.Error, "not played with decks") {
				t.Fatalf("a game without decks: %d %+v", code, c)
			}
			if code := ann.call("GET", "/api/collection/chess", nil, &c); code != http.StatusNotFound {
				t.Fatalf("an unknown game: %d", code)
			}
			var sum struct {
				Games []struct {
					Game   string `json:"game"`
					Cards  int    `json:"cards"`
					Copies int    `json:"copies"`
					Pool   int    `json:"pool"`
				} `json:"games"`
			}
			ann.call("GET", "/api/collection", nil, &sum)
			if len(sum.Games) != 4 {
				t.Fatalf("the games with collections: %+v", sum.Games)
			}
			for _, g := range sum.Games {
				if g.Game == "superbenji" && (g.Cards != 1 || g.Copies != 1 || g.Pool != 57) {
					t.Fatalf("Super Benji's summary: %+v", g)
				}
			}
		})
	}
}

// A pasted deck list adds, removes or replaces cards; a list with bad
// lines lists each, with its line, and changes nothing.
func TestCollectionFromAPastedList(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			h := newConfigured(t, b, nil)
			ann := h.signedUp("Ann")
			bad := "3 x Targeted Nuke\n3 x Targetted Nuke\n2 x Arcee, Skilled Fighter\nthree x Cook\n1 x BS26/PROMO-8\n0 x Cook\n"
			code, c := ann.importText("superbenji", "list", "add", bad)
			if code != http.StatusBadRequest || len(c.Problems) != 4 {
				t.Fatalf("a list with four bad lines: %d %+v", code, c)
			}
			for i, want := range []string{`line 2: no card is called "Targetted Nuke" (did you mean "Targeted Nuke"?)`, "line 3: ", "line 4: ", "line 6: "} {
				if !strings.HasPrefix(c.Problems[i], want) {
					t.Errorf("problem %d: %q, want it to start %q", i+1, c.Problems[i], want)
				}
			}
			if got := ann.collection("superbenji").owned(); len(got) != 0 {
				t.Fatalf("a refused list changed the collection: %v", got)
			}
			good := "Deck: What I own\n# Actions\n3 x Targeted Nuke\n2x Cook\n1 x BS26/PROMO-8  # Jordan, Fire Master\nJordan, Fire Master\n"
			if code, c = ann.importText("superbenji", "list", "add", good); code != http.StatusOK {
				t.Fatalf("a good list: %d %+v", code, c)
			}
			want := map[string]int{"BS26/13": 3, "BS26/PROMO-8": 1, "BS26/3": 1}
			cook := ""
			for id, n := range c.owned() {
				if _, ok := want[id]; !ok && n == 2 {
					cook = id
				}
			}
			want[cook] = 2
			if !sameCopies(c.owned(), want) || cook == "" {
				t.Fatalf("after the list: %v", c.owned())
			}
			if code, c = ann.importText("superbenji", "list", "remove", "2 x Targeted Nuke\n"); code != http.StatusOK || c.owned()["BS26/13"] != 1 {
				t.Fatalf("remove: %d %v", code, c.owned())
			}
			if code, c = ann.importText("superbenji", "list", "remove", "2 x Targeted Nuke\n"); code != http.StatusBadRequest || c.Problems[0] != "Targeted Nuke (BS26/13): you own 1 copy, so 2 cannot be taken away" {
				t.Fatalf("remove too many: %d %+v", code, c)
			}
			if code, c = ann.importText("superbenji", "list", "replace", "1 x Cook\n"); code != http.StatusOK || !sameCopies(c.owned(), map[string]int{cook: 1}) {
				t.Fatalf("replace: %d %v", code, c.owned())
			}
			if code, c = ann.importText("superbenji", "list", "add", "# nothing but a comment\n"); code != http.StatusBadRequest || c.Problems[0] != "the text names no card" {
				t.Fatalf("a list of no card: %d %+v", code, c)
			}
		})
	}
}

// A huge paste is refused whole, saying how much is read, and changes
// nothing.
func TestCollectionRefusesAHugePaste(t *testing.T) {
	h := newConfigured(t, storetest.Backends(t)[0], nil)
	ann := h.signedUp("Ann")
	for what, text := range map[string]string{
		"300 KiB":     strings.Repeat("1 x Targeted Nuke # "+strings.Repeat("x", 80)+"\n", 3000),
		"6000 lines":  strings.Repeat("1 x Cook\n", 6000),
		"a megabyte":  strings.Repeat("y", 1<<20),
		"many errors": strings.Repeat("1 x Nothing\n", 400),
	} {
		code, c := ann.importText("superbenji", "list", "add", text)
		switch what {
		case "a megabyte":
			if code != http.StatusBadRequest || !strings.Contains(c.Error, "larger than") {
				t.Errorf("%s: %d %+v", what, code, c)
			}
		case "many errors":
			if code != http.StatusBadRequest || len(c.Problems) != 101 || c.Problems[100] != "line 101: and 300 more problems from this line on (is the list a deck list?)" {
				t.Errorf("%s: %d, %d problems, the last %q", what, code, len(c.Problems), c.Problems[len(c.Problems)-1])
			}
		default:
			if code != http.StatusRequestEntityTooLarge || !strings.Contains(c.Error, "at most") {
				t.Errorf("%s: %d %+v", what, code, c)
			}
		}
	}
	if got := ann.collection("superbenji").owned(); len(got) != 0 {
		t.Fatalf("a refused paste changed the collection: %v", got)
	}
}

// A collection exported as CSV and imported again is the same, for every
// game: set and number name every card, alternate arts and reprints
// apart.
func TestCollectionCSVRoundTripsForEveryGame(t *testing.T) {
	h := newConfigured(t, storetest.Backends(t)[0], nil)
	ann := h.signedUp("Ann")
	for _, game := range []string{"superbenji", "ben10", "battlecards", "tftcg"} {
		g, _ := h.reg.Lookup(game)
		cards := g.(engine.Catalog).Catalog()
		want := map[string]int{}
		for i, c := range cards {
			want[c.ID] = i%3 + 1
		}
		var c collection
		if code := ann.call("POST", "/api/collection/"+game+"/change", map[string]any{"cards": want}, &c); code != http.StatusOK {
			t.Fatalf("%s: add every card: %d %+v", game, code, c.Problems)
		}
		resp, body := ann.send("GET", "/api/collection/"+game+"/export", nil)
		if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/csv") || !strings.HasPrefix(string(body), "count,set,number,name,id\n") {
			t.Fatalf("%s: export: %d %s %.80q", game, resp.StatusCode, resp.Header.Get("Content-Type"), body)
		}
		// Drop the id column: set and number alone must name each card.
		var rows []string
		for _, line := range strings.Split(strings.TrimSpace(string(body)), "\n") {
			rows = append(rows, line[:strings.LastIndex(line, ",")])
		}
		code, back := ann.importText(game, "csv", "replace", strings.Join(rows, "\n"))
		if code != http.StatusOK || !sameCopies(back.owned(), want) {
			t.Fatalf("%s: import the export: %d %v", game, code, back.Problems)
		}
		for _, style := range []string{"ids", "names"} {
			resp, body := ann.send("GET", "/api/collection/"+game+"/export?as="+style, nil)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("%s: export as %s: %d", game, style, resp.StatusCode)
			}
			if style == "ids" {
				if code, back := ann.importText(game, "list", "replace", string(body)); code != http.StatusOK || !sameCopies(back.owned(), want) {
					t.Fatalf("%s: import the list by id: %d %v", game, code, back.Problems)
				}
			}
		}
	}
}

// The forms of collection files: columns named in any order and case, set
// codes or names, numbers with or without their total and zeros, ids and
// names; each bad row is listed and nothing changes.
func TestCollectionCSVForms(t *testing.T) {
	h := newConfigured(t, storetest.Backends(t)[0], nil)
	ann := h.signedUp("Ann")
	code, c := ann.importText("tftcg", "csv", "add", "Qty,Name,Set Name,Card Number\n2,\"Arcee, Skilled Fighter\",Wave 1,T01/T40\n1,,W1,T2\n3,,Wave 1,020\n")
	if code != http.StatusOK || !sameCopies(c.owned(), map[string]int{"W1/T01": 2, "W1/T02": 1, "W1/020": 3}) {
		t.Fatalf("named columns: %d %v %v", code, c.owned(), c.Problems)
	}
	code, c = ann.importText("superbenji", "csv", "add", "1,BS26,13\n,bs26,PROMO-8,Jordan\n")
	if code != http.StatusOK || !sameCopies(c.owned(), map[string]int{"BS26/13": 1, "BS26/PROMO-8": 1}) {
		t.Fatalf("no header: %d %v %v", code, c.owned(), c.Problems)
	}
	code, c = ann.importText("superbenji", "csv", "add", "count,set,number,name\n1,BS26,999,\nlots,BS26,1,\n1,BS27,1,\n1,,,Targetted Nuke\n\"1,BS26\n")
	if code != http.StatusBadRequest || len(c.Problems) != 5 {
		t.Fatalf("bad rows: %d %+v", code, c)
	}
	for i, want := range []string{"line 2: no card of Super Benji", "line 3: count \"lots\"", "line 4: no card of Super Benji TCG is numbered 1 in set BS27", "line 5: no card is called \"Targetted Nuke\"", "line 6: "} {
		if !strings.HasPrefix(c.Problems[i], want) {
			t.Errorf("problem %d: %q, want %q", i+1, c.Problems[i], want)
		}
	}
	if got := ann.collection("superbenji").owned(); len(got) != 2 {
		t.Fatalf("bad rows changed the collection: %v", got)
	}
	if code, c = ann.importText("superbenji", "csv", "add", "colour,flavour\nred,sweet\n"); code != http.StatusBadRequest || len(c.Problems) == 0 {
		t.Fatalf("a file of no card: %d %+v", code, c)
	}
}

// Export answers a file to download, named for the game.
func TestCollectionExportIsAFile(t *testing.T) {
	h := newConfigured(t, storetest.Backends(t)[0], nil)
	ann := h.signedUp("Ann")
	ann.call("POST", "/api/collection/ben10/change", map[string]any{"cards": map[string]int{"B10/001": 2}}, nil)
	req, _ := http.NewRequest("GET", h.ts.URL+"/api/collection/ben10/export?as=names", nil)
	resp, err := ann.client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if cd := resp.Header.Get("Content-Disposition"); cd != `attachment; filename="ben10-collection.txt"` || !strings.Contains(string(body), "2 x Ben Tennyson") {
		t.Fatalf("export: %q\n%s", cd, body)
	}
	if resp, _ := ann.send("GET", "/api/collection/ben10/export?as=pdf", nil); resp.StatusCode != http.StatusBadRequest {
		t.Fatalf("an unknown style: %d", resp.StatusCode)
	}
}
