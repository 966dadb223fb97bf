package omnitrix

import (
	"bufio"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"omnideck/carddata"
	"omnideck/carddata/carddatatest"
	"omnideck/engine"
)

// sampleTSV is the project's table of sample card values, as published.
const sampleTSV = "published/sample-cards.tsv"

// The embedded card set is the rulebook's 20 aliens, 18 villains and 8
// supports ("Card types"), with exactly the powers of the sample table.
func TestDefaultCardsMatchSampleTable(t *testing.T) {
	cs, err := DefaultCards()
	if err != nil {
		t.Fatal(err)
	}
	if cs.Name != "sample" || cs.Len() != 46 || cs.Count(Alien) != 20 || cs.Count(Villain) != 18 || cs.Count(Support) != 8 {
		t.Fatalf("set %q: %d cards, %d aliens, %d villains, %d supports", cs.Name, cs.Len(), cs.Count(Alien), cs.Count(Villain), cs.Count(Support))
	}
	f, err := os.Open(sampleTSV)
	if err != nil {
		t.Fatalf("the sample table: %v", err)
	}
	defer f.Close()
	rows := 0
	seen := map[int]bool{}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") || strings.HasPrefix(text, "type\t") {
			continue
		}
		cols := strings.Split(text, "\t")
		if len(cols) != 3 {
			t.Fatalf("%s:%d: %d columns", sampleTSV, line, len(cols))
		}
		power, err := strconv.Atoi(cols[2])
		if err != nil {
			t.Fatalf("%s:%d: %v", sampleTSV, line, err)
		}
		rows++
		id, ok := cs.Find(cols[1])
		if !ok {
			t.Errorf("%s:%d: %s is not in the embedded set", sampleTSV, line, cols[1])
			continue
		}
		seen[id] = true
		c := cs.Card(id)
		if c.Name != cols[1] || c.Type != cols[0] || cs.Kind(id).String() != cols[0] || c.Power != power {
			t.Errorf("%s:%d: table says %s %s %d, the set has %s %s %d", sampleTSV, line, cols[0], cols[1], power, c.Type, c.Name, c.Power)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if rows != 46 || len(seen) != cs.Len() {
		t.Errorf("the table has %d cards and matches %d of the set's %d", rows, len(seen), cs.Len())
	}
}

// Cards are found by name or code, ignoring case and spaces, and codes are
// stable slugs.
func TestCardLookup(t *testing.T) {
	cs, err := DefaultCards()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Dr. Animo", "dr-animo", "DR. ANIMO", "  dr. animo ", "Dr Animo"} {
		id, ok := cs.Find(name)
		if !ok || cs.Card(id).Name != "Dr. Animo" {
			t.Errorf("Find(%q) = %d, %v", name, id, ok)
		}
	}
	if _, ok := cs.Find("Dr. Animal"); ok {
		t.Error("found a card that is not in the set")
	}
	codes := map[string]bool{}
	for id := range cs.Len() {
		code := cs.code[id]
		if codes[code] || code == "" || code != strings.ToLower(code) || strings.ContainsAny(code, " .") {
			t.Errorf("card %s has code %q", cs.Card(id).Name, code)
		}
		codes[code] = true
		if got, ok := cs.Find(code); !ok || got != id {
			t.Errorf("Find(%q) = %d, %v; want %d", code, got, ok, id)
		}
	}
	for name, want := range map[string]string{"Kevin 11": "kevin-11", "Omnitrix Recharge": "omnitrix-recharge", "XLR8": "xlr8", "  Dr.  Animo!": "dr-animo"} {
		if got := carddata.Code(name); got != want {
			t.Errorf("carddata.Code(%q) = %q, want %q", name, got, want)
		}
	}
}

// Each bad card file gives a message naming the file and the line of the
// problem (and the column, for mistakes in the YAML itself).
func TestLoadCardsErrors(t *testing.T) {
	const head = "game: omnitrix\nset: test\ncards:\n  - {name: Vilgax, type: villain, power: 11}\n"
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"unknown field", head + "  - name: Heatblast\n    type: alien\n    power: 8\n    colour: red\n",
			[]string{`bad.yaml:8:5: Heatblast: unknown field "colour"`}},
		{"wrong type", head + "  - {name: Heatblast, type: alien, power: high}\n",
			[]string{"bad.yaml:5:", "expected a whole number here, not text"}},
		{"bad type value", head + "  - {name: Heatblast, type: hero, power: 8}\n",
			[]string{`bad.yaml:5:29: Heatblast: type "hero" is not alien, villain or support`}},
		{"type in capitals", head + "  - {name: Heatblast, type: Alien, power: 8}\n",
			[]string{`bad.yaml:5:29: Heatblast: type "Alien" is not alien, villain or support`}},
		{"negative power", head + "  - {name: Heatblast, type: alien, power: -1}\n",
			[]string{"bad.yaml:5:43: Heatblast: power -1 is outside 0 to 99"}},
		{"power too high", head + "  - {name: Heatblast, type: alien, power: 100}\n",
			[]string{"bad.yaml:5:43: Heatblast: power 100 is outside 0 to 99"}},
		{"duplicate name", head + "  - {name: Heatblast, type: alien, power: 8}\n\n  - {name: heatblast, type: alien, power: 3}\n",
			[]string{"bad.yaml:7:12: heatblast: a card with this name is already in the set"}},
		{"duplicate code", head + "  - {name: Dr. Animo, type: villain, power: 6}\n  - {name: Dr Animo, type: villain, power: 6}\n",
			[]string{"bad.yaml:6:12: Dr Animo: a card with this name is already in the set"}},
		{"missing name", head + "  - {type: alien, power: 8}\n",
			[]string{"bad.yaml:5:5: a card needs a name"}},
		{"blank name", head + "  - {name: '   ', type: alien, power: 8}\n",
			[]string{"bad.yaml:5:5: a card needs a name"}},
		{"duplicate key", head + "  - {name: A, name: B, type: alien, power: 8}\n",
			[]string{"bad.yaml:5:", `mapping key "name" already defined`}},
		{"wrong game", "game: super-benji\ncards:\n  - {name: Vilgax, type: villain, power: 11}\n",
			[]string{`bad.yaml:1:7: the file is for game "super-benji", not "omnitrix"`}},
		{"empty list", "game: omnitrix\ncards: []\n",
			[]string{"bad.yaml:2:8: the file lists no cards"}},
		{"no villains", "game: omnitrix\ncards:\n  - {name: Heatblast, type: alien, power: 8}\n",
			[]string{"bad.yaml: the set has no villain cards"}},
		{"several problems at once", head +
			"  - {name: Heatblast, type: alien, power: -2}\n" +
			"  - {name: Wildmutt, type: allien, power: 5}\n" +
			"  - {type: support, power: 1}\n" +
			"  - {name: Vilgax, type: villain, power: 11}\n",
			[]string{
				"bad.yaml:5:43: Heatblast: power -2 is outside 0 to 99",
				`bad.yaml:6:28: Wildmutt: type "allien" is not alien, villain or support`,
				"bad.yaml:7:5: a card needs a name",
				"bad.yaml:8:12: Vilgax: a card with this name is already in the set",
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cs, err := LoadCards("bad.yaml", []byte(tc.text))
			if err == nil {
				t.Fatalf("accepted, %d cards", cs.Len())
			}
			if cs != nil {
				t.Error("a card set came back with the error")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error\n%s\ndoes not say %q", err, w)
				}
			}
			if n := strings.Count(err.Error(), "\n") + 1; strings.HasPrefix(tc.name, "several") && n != len(tc.want) {
				t.Errorf("%d lines reported, want %d", n, len(tc.want))
			}
		})
	}
}

// A set may hold at most 64 cards of one type, and each limit is reported
// on the card that passes it.
func TestLoadCardsTooMany(t *testing.T) {
	var b strings.Builder
	b.WriteString("game: omnitrix\ncards:\n  - {name: V, type: villain, power: 1}\n")
	for i := range maxOfKind + 1 {
		fmt.Fprintf(&b, "  - {name: A%d, type: alien, power: 1}\n", i)
	}
	_, err := LoadCards("many.yaml", []byte(b.String()))
	if err == nil || err.Error() != "many.yaml:68:5: A64: a set holds at most 64 alien cards" {
		t.Errorf("65 aliens: %v", err)
	}
}

// Powers 0 and 99 are the bounds allowed.
func TestLoadCardsBounds(t *testing.T) {
	cs, err := LoadCards("ok.yaml", []byte("game: omnitrix\nset: edge\ncards:\n  - {name: Zero, type: villain, power: 0}\n  - {name: Top, type: alien, power: 99}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if cs.Name != "edge" || cs.Card(0).Power != 0 || cs.Card(1).Power != 99 || cs.Kind(1) != Alien {
		t.Errorf("set %+v", cs)
	}
}

func FuzzLoadCards(f *testing.F) {
	carddatatest.FuzzLoad(f, LoadCards, func(t *testing.T, cs *CardSet) {
		if cs.Count(Alien)+cs.Count(Villain)+cs.Count(Support) != cs.Len() || cs.Count(Villain) == 0 {
			t.Fatalf("counts %d+%d+%d of %d", cs.Count(Alien), cs.Count(Villain), cs.Count(Support), cs.Len())
		}
		for id := range cs.Len() {
			c := cs.Card(id)
			if c.Name == "" || c.Power < 0 || c.Power > 99 || c.Type != cs.Kind(id).String() {
				t.Fatalf("accepted card %+v", c)
			}
			if got, ok := cs.Find(c.Name); !ok || got != id {
				t.Fatalf("Find(%q) = %d, %v; want %d", c.Name, got, ok, id)
			}
		}
	},
		defaultCards,
		[]byte("game: omnitrix\ncards:\n  - {name: V, type: villain, power: 3}\n  - {name: S, type: support, power: 1}\n"),
		[]byte("game: omnitrix\ncards:\n  - {name: V, type: villain, power: -3}\n  - {name: v, type: support}\n"),
		[]byte("game: omnitrix\ncards:\n  - name: '!!!'\n    type: villain\n"),
		[]byte("game: omnitrix\ncards:\n  - {name: V, type: villain, power: 1e3}\n"),
		[]byte("cards: [{name: [1], type: {}, power: []}]\n"),
		[]byte("0008: 00000000\ncards:  ! "), // made go-yaml panic (goccy/go-yaml#735)
	)
}

// The catalog lists every card of the set in set order, each with its code
// as id (which Find takes back), its type, a stats line and a text that
// states its power.
func TestCatalog(t *testing.T) {
	g := testGame(t)
	cat := g.Catalog()
	if len(cat) != g.cards.Len() {
		t.Fatalf("%d cards in the catalog, %d in the set", len(cat), g.cards.Len())
	}
	ids := map[string]bool{}
	for i, c := range cat {
		card := g.cards.Card(i)
		if id, ok := g.cards.Find(c.ID); !ok || id != i || ids[c.ID] {
			t.Errorf("card %d: id %q finds %d, %v (or is listed twice)", i, c.ID, id, ok)
		}
		ids[c.ID] = true
		want := fmt.Sprintf("power %d", card.Power) // the type is beside it, not repeated
		if c.Name != card.Name || c.Type != card.Type || c.Stats != want || !strings.Contains(c.Text, fmt.Sprint(card.Power)) {
			t.Errorf("card %d: %+v; want name %s, type %s, stats %q and its power in the text", i, c, card.Name, card.Type, want)
		}
	}
	for _, want := range []engine.CardInfo{
		{ID: "heatblast", Name: "Heatblast", Type: "alien", Stats: "power 8"},
		{ID: "vilgax", Name: "Vilgax", Type: "villain", Stats: "power 11"},
		{ID: "azmuth", Name: "Azmuth", Type: "support", Stats: "power 3"},
	} {
		i := slices.IndexFunc(cat, func(c engine.CardInfo) bool { return c.ID == want.ID })
		if i < 0 || cat[i].Name != want.Name || cat[i].Type != want.Type || cat[i].Stats != want.Stats {
			t.Errorf("the catalog has %+v for %s", cat[max(i, 0)], want.ID)
		}
	}
	// Each option is about its support card, and "pass" about none.
	s := newTestState(t, 2, nil, deal2([]string{"Hex"}, nil, nil))
	for _, a := range s.Legal(0, nil) {
		got, code := s.OptionCards(0, a), s.ActionCode(0, a)
		if (a == noSupport) != (len(got) == 0) || (len(got) == 1 && "support:"+got[0] != code) {
			t.Errorf("option %s is about %v", code, got)
		}
	}
}

// Every problem of a card file is reported in one run, each at the line
// and column of the value it is about: an unknown field no longer hides a
// value of the wrong kind, nor those the game's check finds.
func TestLoadCardsEveryProblemAtItsPlace(t *testing.T) {
	file := "game: omnitrix\ncards:\n" +
		"  - {name: Vilgax, type: villain, power: 11}\n" +
		"  - name: Heatblast\n    type: alien\n    colour: red\n    power: high\n" +
		"  - {name: Wildmutt, type: allien, power: 5}\n" +
		"  - {name: XLR8, type: alien, power: 120}\n"
	_, err := LoadCards("bad.yaml", []byte(file))
	want := []string{
		`bad.yaml:6:5: Heatblast: unknown field "colour"`,
		"bad.yaml:7:12: Heatblast: expected a whole number here, not text",
		`bad.yaml:8:28: Wildmutt: type "allien" is not alien, villain or support`,
		"bad.yaml:9:38: XLR8: power 120 is outside 0 to 99",
	}
	if err == nil || err.Error() != strings.Join(want, "\n") {
		t.Errorf("the problems are\n%v\nwant\n%s", err, strings.Join(want, "\n"))
	}
}
