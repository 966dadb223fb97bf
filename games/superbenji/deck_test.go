package superbenji

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
)

func baseSetT(t testing.TB) *CardSet {
	t.Helper()
	cs, err := BaseSet()
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// setWithAlternates is the Base Set plus an alternate art of Targeted Nuke,
// which is not Unique: the Base Set's own alternate arts are all of Unique
// cards.
func setWithAlternates(t testing.TB) *CardSet {
	t.Helper()
	data := append(bytes.Clone(baseSet), "\n  - id: BS26/PROMO-90\n    name: Targeted Nuke\n    type: action\n    same_as: BS26/13\n"...)
	cs, err := LoadCards("alternates.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func parseT(t testing.TB, cs *CardSet, text string) *Deck {
	t.Helper()
	d, err := ParseDeck("deck.txt", []byte(text), cs)
	if err != nil {
		t.Fatalf("ParseDeck:\n%v", err)
	}
	return d
}

func TestParseDeckLineForms(t *testing.T) {
	cs := baseSetT(t)
	for _, tc := range []struct {
		line  string
		count int
		id    string
		byID  bool
	}{
		{"3 x Targeted Nuke", 3, "BS26/13", false},
		{"3x Targeted Nuke", 3, "BS26/13", false},
		{"3 Targeted Nuke", 3, "BS26/13", false},
		{"Targeted Nuke", 1, "BS26/13", false},
		{"3 X targeted NUKE", 3, "BS26/13", false},
		{"3X Targeted Nuke", 3, "BS26/13", false},
		{"2 × Cook", 2, "BS26/19", false},
		{"  2   x   Targeted    Nuke  ", 2, "BS26/13", false},
		{"\t2\tx\tCook\r", 2, "BS26/19", false},
		{"3 x BS26/13", 3, "BS26/13", true},
		{"3x BS26/13", 3, "BS26/13", true},
		{"3 bs26/13", 3, "BS26/13", true},
		{"BS26/13", 1, "BS26/13", true},
		{"1 x BS26/PROMO-2", 1, "BS26/PROMO-2", true}, // an alternate art keeps its id
		{"1 x Banana Gem", 1, "BS26/21", false},       // a name means the original
		{"9:01 News", 1, "BS26/33", false},            // starts with a number, but is a name
		{"2 x 9:01 News", 2, "BS26/33", false},
		{"2 9:01 News", 2, "BS26/33", false},
		{"1 x Scarlette’s Stand-up Comedy", 1, "BS26/17", false},
		{"1 x Dr. Banana, Evil Mastermind", 1, "BS26/4", false},
		{"1 x BS26/13  # Targeted Nuke", 1, "BS26/13", true},
		{"2 x Cook // food for Hallie", 2, "BS26/19", false},
		{"01 x Cook", 1, "BS26/19", false},
		{"1 x Food", 1, "BS26/TOKEN-food", false}, // parses; Check rejects tokens
	} {
		d, err := ParseDeck("one.txt", []byte("\n"+tc.line+"\n"), cs)
		if err != nil {
			t.Errorf("%q: %v", tc.line, err)
			continue
		}
		if len(d.Entries) != 1 {
			t.Errorf("%q: %d entries", tc.line, len(d.Entries))
			continue
		}
		e := d.Entries[0]
		if e.Count != tc.count || e.Card.ID != tc.id || e.ByID != tc.byID || e.Line != 2 {
			t.Errorf("%q: got %d x %s (by id %v) on line %d, want %d x %s (by id %v) on line 2",
				tc.line, e.Count, e.Card.ID, e.ByID, e.Line, tc.count, tc.id, tc.byID)
		}
	}
}

func TestParseDeckNameCommentsAndBlankLines(t *testing.T) {
	cs := baseSetT(t)
	text := "\uFEFF# name: ignored, a comment\r\n// another comment\r\n\r\n   \r\ndeck:   My   Heroes  \r\n# Characters\r\n1 x Hallie, Eater of Food\r\n\r\n3 Cook\r\n"
	d := parseT(t, cs, text)
	if d.Name != "My   Heroes" || d.File != "deck.txt" || d.Set != cs {
		t.Errorf("name %q, file %q", d.Name, d.File)
	}
	if got := fmt.Sprint(d.Entries[0].Line, d.Entries[1].Line, d.Size(), len(d.Cards())); got != "7 9 4 4" {
		t.Errorf("lines and sizes %s, want 7 9 4 4", got)
	}
	if d := parseT(t, cs, ""); d.Size() != 0 || d.Name != "" {
		t.Errorf("empty file: %+v", d)
	}
	// The same card on several lines adds up.
	d = parseT(t, cs, "2 x Cook\n1 x BS26/19\n")
	if d.Size() != 3 || len(d.Entries) != 2 {
		t.Errorf("split entries: %+v", d.Entries)
	}
}

// Every problem in the file is listed, each with its line.
func TestParseDeckReportsEveryProblem(t *testing.T) {
	cs := baseSetT(t)
	lines := []struct{ text, want string }{
		{"Deck: Heroes", ""},
		{"3 x Targetted Nuke", `bad.txt:2: no card is called "Targetted Nuke" (did you mean "Targeted Nuke"?)`},
		{"0 x Cook", `bad.txt:3: count "0" is not a positive whole number of copies`},
		{"-2 x Cook", `bad.txt:4: count "-2" is not a positive whole number of copies`},
		{"2.5x Cook", `bad.txt:5: count "2.5" is not a positive whole number of copies`},
		{"three x Cook", `bad.txt:6: count "three": write the number of copies in digits, as in "3 x Cook"`},
		{"Cook x3", `bad.txt:7: write the count before the card, as in "3 x Cook"`},
		{"x2 Cook", `bad.txt:8: write the count before the x, as in "2 x Cook"`},
		{"Dr. Banana", `bad.txt:9: no card is called "Dr. Banana" (did you mean "Dr. Banana, Conquerer" or "Dr. Banana, Evil Mastermind"?)`},
		{"2 x Nuke", `bad.txt:10: no card is called "Nuke" (did you mean "Targeted Nuke"?)`},
		{"1 x BS26/99", `bad.txt:11: no card has the id "BS26/99"`},
		{"1 x bs26-promo1", `bad.txt:12: no card is called "bs26-promo1"`},
		{"1 x bs26/promo1", `bad.txt:13: no card has the id "bs26/promo1" (did you mean BS26/PROMO-1, which is Noah, Professor of Nuclear Sciences?)`},
		{"3 x", `bad.txt:14: the line gives a count, 3, but no card after it`},
		{"100 x Cook", `bad.txt:15: count "100" is more copies than any deck holds (a deck has 27 cards)`},
		{"Deck: Villains", `bad.txt:16: the deck is already named "Heroes" on line 1`},
		{"Deck:", `bad.txt:17: "Deck:" needs the deck's name after it`},
		{"0 x Cok", `bad.txt:18: count "0" is not a positive whole number of copies`},
		{"", `bad.txt:18: no card is called "Cok" (did you mean "Cook"?)`},
		{"Benji Hero of Benji Island", `bad.txt:19: no card is called "Benji Hero of Benji Island" (did you mean "Benji, Hero of Benji Island"?)`},
		{"Xyzzy", `bad.txt:20: no card is called "Xyzzy"`},
	}
	var text []string
	for _, l := range lines {
		if l.text != "" {
			text = append(text, l.text)
		}
	}
	_, err := ParseDeck("bad.txt", []byte(strings.Join(text, "\n")), cs)
	if err == nil {
		t.Fatal("no error")
	}
	got := err.Error()
	for _, l := range lines {
		if !strings.Contains(got, l.want) {
			t.Errorf("the error lacks %q", l.want)
		}
	}
	if n := strings.Count(got, "\n") + 1; n != len(lines)-1 {
		t.Errorf("%d problems, want %d:\n%s", n, len(lines)-1, got)
	}
	if strings.Contains(got, "Xyzzy\" (did") {
		t.Error("a suggestion for a name that is close to nothing")
	}
}

// A file that is not a deck list at all stops at a hundred messages.
func TestParseDeckSummarisesAFloodOfProblems(t *testing.T) {
	_, err := ParseDeck("cards.yaml", baseSet, baseSetT(t))
	if err == nil {
		t.Fatal("cards.yaml read as a deck")
	}
	lines := strings.Split(err.Error(), "\n")
	if len(lines) != maxParseProblems+1 || !strings.Contains(lines[len(lines)-1], "more problems from this line on (is cards.yaml a deck list?)") {
		t.Errorf("%d lines, ending %q", len(lines), lines[len(lines)-1])
	}
}

func TestParseStyleAndWrittenStyle(t *testing.T) {
	for in, want := range map[string]Style{"names": ByName, "IDS": ByID, " ids ": ByID} {
		if got, err := ParseStyle(in); err != nil || got != want {
			t.Errorf("ParseStyle(%q) = %q, %v", in, got, err)
		}
	}
	if _, err := ParseStyle("pictures"); err == nil {
		t.Error("ParseStyle accepted pictures")
	}
	cs := baseSetT(t)
	if s := parseT(t, cs, "1 x BS26/13\n2 x BS26/19\nCook\n").WrittenStyle(); s != ByID {
		t.Errorf("mostly ids: %s", s)
	}
	if s := parseT(t, cs, "1 x BS26/13\nCook\n").WrittenStyle(); s != ByName {
		t.Errorf("half ids: %s", s)
	}
	if err := parseT(t, cs, "Cook").Format(&bytes.Buffer{}, "pictures"); err == nil {
		t.Error("Format accepted style pictures")
	}
}

// counts lists a deck's copies by the key of each card, sorted.
func counts(d *Deck, key func(*Card) string) []string {
	n := map[string]int{}
	for _, c := range d.Cards() {
		n[key(c)]++
	}
	var out []string
	for k, v := range n {
		out = append(out, fmt.Sprintf("%d %s", v, k))
	}
	slices.Sort(out)
	return out
}

func TestFormatRoundTrips(t *testing.T) {
	cs := setWithAlternates(t)
	starters, err := StarterDecks(cs)
	if err != nil {
		t.Fatal(err)
	}
	mixed := parseT(t, cs, "Deck: Mixed  bag\n2 x Targeted Nuke\n1 x BS26/PROMO-90\nBS26/PROMO-2\n1 x Jordan, Fire Master\n1 x Food\nCook\n2 Cook\n9:01 News\nBenji HQ\n")
	for _, d := range append(starters, mixed) {
		for _, style := range []Style{ByName, ByID} {
			var first, second bytes.Buffer
			if err := d.Format(&first, style); err != nil {
				t.Fatal(err)
			}
			back, err := ParseDeck("export.txt", first.Bytes(), cs)
			if err != nil {
				t.Fatalf("%s as %s does not read back:\n%v\n%s", d.Name, style, err, first.String())
			}
			back.Format(&second, style)
			if first.String() != second.String() {
				t.Errorf("%s as %s: the second export differs:\n%s\n---\n%s", d.Name, style, first.String(), second.String())
			}
			if back.Name != strings.Join(strings.Fields(d.Name), " ") || back.Size() != d.Size() {
				t.Errorf("%s as %s: read back as %q with %d cards", d.Name, style, back.Name, back.Size())
			}
			key := func(c *Card) string { return cs.Definition(c).Name }
			if style == ByID {
				key = func(c *Card) string { return c.ID }
			}
			if a, b := counts(d, key), counts(back, key); !slices.Equal(a, b) {
				t.Errorf("%s as %s: cards changed:\n%v\n%v", d.Name, style, a, b)
			}
			if style == ByID && back.WrittenStyle() != ByID || style == ByName && back.WrittenStyle() != ByName {
				t.Errorf("%s as %s reads back as written by %s", d.Name, style, back.WrittenStyle())
			}
		}
	}
	var out bytes.Buffer
	mixed.Format(&out, ByName)
	want := "Deck: Mixed bag\n\n# Characters (1)\n1 x Jordan, Fire Master\n\n# Artifacts (2)\n1 x Banana Gem\n1 x Food\n\n" +
		"# Locations (1)\n1 x Benji HQ\n\n# Actions (7)\n1 x 9:01 News\n3 x Cook\n3 x Targeted Nuke\n"
	if out.String() != want {
		t.Errorf("names export:\n%s\nwant:\n%s", out.String(), want)
	}
	out.Reset()
	mixed.Format(&out, ByID)
	if !strings.Contains(out.String(), "\n1 x BS26/TOKEN-food  # Food\n") || !strings.Contains(out.String(), "\n1 x BS26/23          # Benji HQ\n") {
		t.Errorf("the names in the ids export do not line up:\n%s", out.String())
	}
	squashed := regexp.MustCompile(` +`).ReplaceAllString(out.String(), " ")
	for _, line := range []string{"2 x BS26/13 # Targeted Nuke\n1 x BS26/PROMO-90 # Targeted Nuke\n", "1 x BS26/PROMO-2 # Banana Gem\n", "3 x BS26/19 # Cook\n"} {
		if !strings.Contains(squashed, line) {
			t.Errorf("ids export lacks %q:\n%s", line, out.String())
		}
	}
}

// legal27 is a legal deck in which the cards the tests change sit on known
// lines.
const legal27 = `Deck: Test
3 x Benji City Citizen
1 x Hallie, Eater of Food
1 x Benji, Hero of Benji Island
1 x Benji, Political Leader
3 x Cook
3 x Benji Alert
3 x Assistance
3 x Scout
3 x Backup Plan
3 x Militia
3 x Arrest
`

// deckWith is legal27 with line n (counted from 1) replaced.
func deckWith(changes map[int]string) string {
	lines := strings.Split(legal27, "\n")
	for n, text := range changes {
		lines[n-1] = text
	}
	return strings.Join(lines, "\n")
}

func problemStrings(ps []Problem) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.String()
	}
	return out
}

func checkT(t *testing.T, cs *CardSet, f *Format, text string, want ...string) {
	t.Helper()
	got := problemStrings(parseT(t, cs, text).Check(f))
	if !slices.Equal(got, want) {
		t.Errorf("problems:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

func TestCheckEachRuleAlone(t *testing.T) {
	cs := setWithAlternates(t)
	checkT(t, cs, nil, legal27)
	// Benji, Hero of Benji Island and Benji, Political Leader share a Basic
	// Name but not a full name: one of each is legal (2.3).
	t.Run("2.1", func(t *testing.T) {
		checkT(t, cs, nil, deckWith(map[int]string{12: "2 x Arrest"}),
			"deck.txt: rule 2.1: the deck has 26 cards; a deck has exactly 27")
		checkT(t, cs, nil, deckWith(map[int]string{13: "Robbery"}),
			"deck.txt: rule 2.1: the deck has 28 cards; a deck has exactly 27")
		checkT(t, cs, nil, "", "deck.txt: rule 2.1: the deck has 0 cards; a deck has exactly 27")
	})
	t.Run("2.2", func(t *testing.T) {
		checkT(t, cs, nil, deckWith(map[int]string{11: "2 x Militia", 12: "4 x Arrest"}),
			"deck.txt:12: rule 2.2: 4 copies of Arrest; a deck may hold at most 3 copies of a card by name")
		checkT(t, cs, nil, deckWith(map[int]string{11: "2 x Militia", 12: "2 x Arrest", 13: "2 x BS26/38"}),
			"deck.txt:12: rule 2.2: 4 copies of Arrest (lines 12 and 13); a deck may hold at most 3 copies of a card by name")
	})
	t.Run("2.3", func(t *testing.T) {
		checkT(t, cs, nil, deckWith(map[int]string{3: "2 x Hallie, Eater of Food", 12: "2 x Arrest"}),
			"deck.txt:3: rule 2.3: 2 copies of Hallie, Eater of Food; a Unique card is limited to 1 copy by full name")
	})
	t.Run("tokens", func(t *testing.T) {
		checkT(t, cs, nil, deckWith(map[int]string{12: "2 x Arrest", 13: "1 x Food"}),
			"deck.txt:13: rule 6.6: Food is a token: tokens are made by effects during a game and never go in a deck")
		checkT(t, cs, nil, deckWith(map[int]string{12: "2 x Arrest", 13: "1 x BS26/TOKEN-human"}),
			"deck.txt:13: rule 6.6: Human is a token: tokens are made by effects during a game and never go in a deck")
	})
}

func TestCheckCountsAlternateArtsWithTheOriginal(t *testing.T) {
	cs := setWithAlternates(t)
	// Not Unique: three copies in all, however they are printed.
	checkT(t, cs, nil, deckWith(map[int]string{12: "2 x Targeted Nuke", 13: "1 x BS26/PROMO-90"}))
	checkT(t, cs, nil, deckWith(map[int]string{11: "2 x Militia", 12: "3 x Targeted Nuke", 13: "1 x BS26/PROMO-90"}),
		"deck.txt:12: rule 2.2: 4 copies of Targeted Nuke (lines 12 and 13, alternate arts counted with their original); a deck may hold at most 3 copies of a card by name")
	// Unique: the promo Jordan is the same full name as the original.
	checkT(t, cs, nil, deckWith(map[int]string{12: "1 x Arrest", 13: "1 x Jordan, Fire Master\n1 x BS26/PROMO-8"}),
		"deck.txt:13: rule 2.3: 2 copies of Jordan, Fire Master (lines 13 and 14, alternate arts counted with their original); a Unique card is limited to 1 copy by full name")
	// The promo Banana Gem does not repeat "unique": it plays as the
	// original, which is Unique.
	checkT(t, cs, nil, deckWith(map[int]string{12: "1 x Arrest", 13: "1 x BS26/PROMO-2\n1 x BS26/21"}),
		"deck.txt:13: rule 2.3: 2 copies of Banana Gem (lines 13 and 14, alternate arts counted with their original); a Unique card is limited to 1 copy by full name")
}

func TestCheckReportsEveryProblemAtOnce(t *testing.T) {
	cs := setWithAlternates(t)
	formats, err := BaseFormats(cs)
	if err != nil {
		t.Fatal(err)
	}
	banned, _ := formats.Lookup("example-banned")
	text := deckWith(map[int]string{
		3:  "2 x Hallie, Eater of Food",
		6:  "4 x Cook",
		12: "1 x Food",
		13: "2 x Targeted Nuke",
	})
	checkT(t, cs, banned, text,
		"deck.txt: rule 2.1: the deck has 29 cards; a deck has exactly 27",
		"deck.txt:3: rule 2.3: 2 copies of Hallie, Eater of Food; a Unique card is limited to 1 copy by full name",
		"deck.txt:6: rule 2.2: 4 copies of Cook; a deck may hold at most 3 copies of a card by name",
		"deck.txt:12: rule 6.6: Food is a token: tokens are made by effects during a game and never go in a deck",
		"deck.txt:13: format example-banned: Targeted Nuke is banned in example-banned")
	ps := parseT(t, cs, text).Check(banned)
	if p := ps[2]; p.Card != "Cook" || p.Line != 6 || p.Rule != "rule 2.2" || p.File != "deck.txt" {
		t.Errorf("problem fields %+v", p)
	}
	if ps[0].Card != "" || ps[0].Line != 0 {
		t.Errorf("the whole-deck problem names %q on line %d", ps[0].Card, ps[0].Line)
	}
}

func TestBannedOnlyInTheFormatThatBansIt(t *testing.T) {
	cs := setWithAlternates(t)
	formats, err := BaseFormats(cs)
	if err != nil {
		t.Fatal(err)
	}
	if got := formats.IDs(); !slices.Equal(got, []string{"standard", "example-banned"}) {
		t.Errorf("formats %v", got)
	}
	for _, f := range formats {
		if f.Description == "" {
			t.Errorf("%s has no description", f.ID)
		}
	}
	standard, _ := formats.Lookup("standard")
	banned, _ := formats.Lookup("Example-Banned")
	if _, err := formats.Lookup("modern"); err == nil || !strings.Contains(err.Error(), "standard, example-banned") {
		t.Errorf("Lookup(modern): %v", err)
	}
	text := deckWith(map[int]string{12: "2 x Targeted Nuke", 13: "1 x BS26/PROMO-90"})
	checkT(t, cs, standard, text)
	checkT(t, cs, nil, text)
	// The ban reaches the alternate art too.
	checkT(t, cs, banned, text,
		"deck.txt:12: format example-banned: Targeted Nuke is banned in example-banned",
		"deck.txt:13: format example-banned: Targeted Nuke is banned in example-banned")
}

func TestStarterDecksAreLegal(t *testing.T) {
	cs := baseSetT(t)
	decks, err := StarterDecks(cs)
	if err != nil {
		t.Fatal(err)
	}
	formats, err := BaseFormats(cs)
	if err != nil {
		t.Fatal(err)
	}
	standard, _ := formats.Lookup("standard")
	var ids []string
	for _, d := range decks {
		ids = append(ids, StarterID(d))
		if ps := d.Check(standard); len(ps) > 0 || d.Size() != DeckSize {
			t.Errorf("%s (%d cards): %v", d.File, d.Size(), ps)
		}
		if d.Name == "" {
			t.Errorf("%s has no name", d.File)
		}
	}
	if !slices.Equal(ids, []string{"banana-villains", "heroes"}) {
		t.Fatalf("starters %v", ids)
	}
	heroes, err := FindStarter(decks, "HEROES.txt")
	if err != nil || heroes.Name != "Heroes" {
		t.Fatalf("FindStarter: %v", err)
	}
	if d, err := FindStarter(decks, "banana villains"); err != nil || d != decks[0] {
		t.Errorf("FindStarter by deck name: %v", err)
	}
	if _, err := FindStarter(decks, "zombies"); err == nil || !strings.Contains(err.Error(), "banana-villains, heroes") {
		t.Errorf("FindStarter(zombies): %v", err)
	}
	// Every Hero deck card is a Hero character or supports them; the
	// example-banned format bans a Villains card only.
	banned, _ := formats.Lookup("example-banned")
	if ps := heroes.Check(banned); len(ps) > 0 {
		t.Errorf("heroes in example-banned: %v", ps)
	}
	if ps := decks[0].Check(banned); len(ps) != 1 || ps[0].Card != "Targeted Nuke" {
		t.Errorf("villains in example-banned: %v", ps)
	}
	lists, err := StarterDeckLists()
	if err != nil || len(lists) != 2 || len(lists[0]) != DeckSize || len(lists[1]) != DeckSize {
		t.Fatalf("StarterDeckLists: %v %v", lists, err)
	}
	if c, ok := cs.ByID(lists[1][0]); !ok || c != heroes.Cards()[0] {
		t.Errorf("the heroes list starts with %s", lists[1][0])
	}
}

// Each starter deck's characters make the actions its cards spend.
func TestStarterDecksPayForTheirAbilities(t *testing.T) {
	cs := baseSetT(t)
	decks, err := StarterDecks(cs)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range decks {
		made := map[Symbol]bool{}
		characters := 0
		for _, c := range d.Cards() {
			def := cs.Definition(c)
			for _, s := range def.Actions {
				made[s] = true
			}
			if def.Type == "character" {
				characters++
			}
		}
		if characters < 10 {
			t.Errorf("%s has only %d characters", d.Name, characters)
		}
		for _, c := range d.Cards() {
			def := cs.Definition(c)
			for _, a := range def.Abilities {
				for _, s := range append(append(Symbols{}, a.Cost.Actions...), a.Cost.Repeat...) {
					if s != Wild && !made[s] && !made[Wild] {
						t.Errorf("%s: %s's %s costs %s, which the deck does not make", d.Name, def.Name, a.Name, s.Name())
					}
				}
			}
		}
	}
}

func TestLoadFormatsReportsEveryProblem(t *testing.T) {
	cs := baseSetT(t)
	good := `game: superbenji
formats:
  - id: tight
    description: Robbery restricted.
    banned: [BS26/13]
    restricted:
      - {card: robbery}
      - {card: Cook, max: 2}
`
	fs, err := LoadFormats("good.yaml", []byte(good), cs)
	if err != nil {
		t.Fatal(err)
	}
	tight := fs[0]
	if len(tight.Banned) != 1 || tight.Banned[0].Name != "Targeted Nuke" || len(tight.Restricted) != 2 || tight.Restricted[0].Max != 1 || tight.Line != 3 {
		t.Errorf("format %+v", tight)
	}
	checkT(t, cs, tight, deckWith(map[int]string{12: "2 x Robbery", 13: "Targeted Nuke"}),
		"deck.txt:6: format tight: 3 copies of Cook; tight restricts it to 2",
		"deck.txt:12: format tight: 2 copies of Robbery; tight restricts it to 1",
		"deck.txt:13: format tight: Targeted Nuke is banned in tight")

	bad := `game: superbenji
formats:
  - id: standard
    description: one
  - id: standard
    description: two
    banned:
      - Targeted Nuk
      - Cook
      - cook
      - Food
  - id: Bad Id
    restricted:
      - {card: Robbery, max: 3}
      - {card: "Hallie, Eater of Food"}
      - {card: Arrest, max: 0}
`
	_, err = LoadFormats("bad.yaml", []byte(bad), cs)
	want := []string{
		"bad.yaml:5: format standard is already defined on line 3",
		`bad.yaml:8: no card is called "Targeted Nuk" (did you mean "Targeted Nuke"?)`,
		"bad.yaml:10: Cook is already listed on line 9",
		"bad.yaml:11: Food is a token, which never goes in a deck",
		`bad.yaml:12: format id "Bad Id": use lower-case letters, digits and dashes`,
		"bad.yaml:12: format Bad Id needs a description",
		"bad.yaml:14: Robbery: max 3 restricts nothing, as rule 2.2 already allows 3",
		"bad.yaml:15: Hallie, Eater of Food is Unique, so rule 2.3 already allows only 1 copy",
		"bad.yaml:16: Arrest: max 0; a card no deck may hold goes under banned",
	}
	if err == nil {
		t.Fatal("no error")
	}
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("the error lacks %q:\n%v", w, err)
		}
	}
	for _, tc := range []struct{ text, want string }{
		{"game: superbenji\nformats:\n  - id: a\n    description: x\n    baned: [Cook]\n", `bad.yaml:5:5: unknown field "baned"`},
		{"game: superbenji\nformats:\n  - id: a\n    description: x\n    banned: Cook\n", "bad.yaml:5:13: expected a list here, not text"},
		{"game: superbenji\nformats:\n  - id: a\n    description: x\n    restricted:\n      - {card: Cook, max: lots}\n", "bad.yaml:6:27: expected a whole number here, not text"},
		{"game: superbenji\nformats:\n  - id: a\n    id: b\n", `bad.yaml:4:5: mapping key "id" already defined`},
		{"game: omnitrix\nformats:\n  - {id: a, description: x}\n", `bad.yaml:1: the file is for game "omnitrix", not "superbenji"`},
		{"formats:\n  - {id: a, description: x}\n", `bad.yaml:1: the file does not say which game it is for`},
		{"game: superbenji\nformats: []\n", "bad.yaml:2: the file lists no formats"},
		{"game: superbenji\nformats: !\n", "bad.yaml"},
	} {
		_, err := LoadFormats("bad.yaml", []byte(tc.text), cs)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.text, err, tc.want)
		}
	}
}

func FuzzParseDeck(f *testing.F) {
	cs := baseSetT(f)
	formats, err := BaseFormats(cs)
	if err != nil {
		f.Fatal(err)
	}
	for _, name := range []string{"heroes.txt", "banana-villains.txt"} {
		data, _ := starterFiles.ReadFile("decks/" + name)
		f.Add(data)
	}
	for _, s := range []string{legal27, "3x Cook\n", "Deck:\nDeck: a\n", "9:01 News\n1 x BS26/13 # x\n", "0 x Food", "3 x", "x3 Cook", "Cook x 3",
		"three x Cook", "99999999999999999999 x Cook", "1 x 1 x Cook", "\uFEFF\r\n#\n//", "½ x Cook", "3 ×", "Dr. Banana", "1 x bs26/promo1 // c", "Deck:#", "Deck: # x\nDeck: a # b"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := ParseDeck("fuzz.txt", data, cs)
		if err != nil {
			if d != nil || err.Error() == "" {
				t.Fatalf("deck %v with error %v", d, err)
			}
			return
		}
		for _, fm := range append(formats, nil) {
			for _, p := range d.Check(fm) {
				if p.Rule == "" || p.Message == "" {
					t.Fatalf("empty problem %+v", p)
				}
			}
		}
		for _, style := range []Style{ByName, ByID} {
			var b bytes.Buffer
			if err := d.Format(&b, style); err != nil {
				t.Fatal(err)
			}
			back, err := ParseDeck("export.txt", b.Bytes(), cs)
			if err != nil {
				t.Fatalf("the %s export does not read back: %v\n%s", style, err, b.String())
			}
			if back.Size() != d.Size() || !slices.Equal(broken(back), broken(d)) {
				t.Fatalf("the %s export changed the deck:\n%s", style, b.String())
			}
		}
	})
}

// broken lists the rules a deck breaks and the cards that break them.
func broken(d *Deck) []string {
	var out []string
	for _, p := range d.Check(nil) {
		out = append(out, p.Rule+" "+p.Card)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// The built-in formats apply by name to decks of a designer's cards.
func TestBaseFormatsForAnotherCardSet(t *testing.T) {
	other, err := LoadCards("other.yaml", []byte(`game: superbenji
set: T
cards:
  - {id: T/1, name: Targeted Nuke, type: action, speed: fast, effects: [{damage: {amount: 9, to: character}}]}
`))
	if err != nil {
		t.Fatal(err)
	}
	formats, err := BaseFormats(other)
	if err != nil {
		t.Fatal(err)
	}
	banned, _ := formats.Lookup("example-banned")
	if len(banned.Banned) != 1 || banned.Banned[0].ID != "T/1" {
		t.Errorf("banned %v", banned.Banned)
	}
	checkT(t, other, banned, "27 x T/1",
		"deck.txt:1: format example-banned: Targeted Nuke is banned in example-banned")
	none, err := LoadCards("none.yaml", []byte("game: superbenji\nset: U\ncards:\n  - {id: U/1, name: Grunt, type: character, attack: 1, health: 1}\n"))
	if err != nil {
		t.Fatal(err)
	}
	formats, err = BaseFormats(none)
	if err != nil {
		t.Fatal(err)
	}
	if banned, _ := formats.Lookup("example-banned"); len(banned.Banned) != 0 || banned.bans(&Card{Name: "Grunt"}) {
		t.Errorf("banned %v", banned.Banned)
	}
}
