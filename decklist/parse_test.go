package decklist

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

func TestParseLineForms(t *testing.T) {
	cat := testCatalog(t)
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
		{"1 x Cook\u00a0# a no-break space before the comment", 1, "BS26/19", false},
	} {
		d, err := Parse("one.txt", []byte("\n"+tc.line+"\n"), cat)
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

func TestParseNameCommentsAndBlankLines(t *testing.T) {
	cat := testCatalog(t)
	text := "\uFEFF# name: ignored, a comment\r\n// another comment\r\n\r\n   \r\ndeck:   My   Heroes  \r\n# Characters\r\n1 x Hallie, Eater of Food\r\n\r\n3 Cook\r\n"
	d := parseT(t, cat, text)
	if d.Name != "My   Heroes" || d.File != "deck.txt" || d.Catalog != cat {
		t.Errorf("name %q, file %q", d.Name, d.File)
	}
	if got := fmt.Sprint(d.Entries[0].Line, d.Entries[1].Line, d.Size(), len(d.Cards())); got != "7 9 4 4" {
		t.Errorf("lines and sizes %s, want 7 9 4 4", got)
	}
	if got := strings.Join(d.CardIDs(), " "); got != "BS26/18 BS26/19 BS26/19 BS26/19" {
		t.Errorf("card ids %s", got)
	}
	if d := parseT(t, cat, ""); d.Size() != 0 || d.Name != "" {
		t.Errorf("empty file: %+v", d)
	}
	// The same card on several lines adds up.
	d = parseT(t, cat, "2 x Cook\n1 x BS26/19\n")
	if d.Size() != 3 || len(d.Entries) != 2 {
		t.Errorf("split entries: %+v", d.Entries)
	}
	if _, err := Parse("x.txt", []byte("Cook"), nil); err == nil || !strings.HasPrefix(err.Error(), "x.txt: ") {
		t.Errorf("no catalog: %v", err)
	}
}

// Every problem in the file is listed, each with its line.
func TestParseReportsEveryProblem(t *testing.T) {
	cat := testCatalog(t)
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
	_, err := Parse("bad.txt", []byte(strings.Join(text, "\n")), cat)
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

// Only a game with one section of a fixed size says how many cards a deck
// has when a count is too large.
func TestParseTooLargeACountWithoutAFixedSize(t *testing.T) {
	rules := testRules
	rules.Sections = []Section{{Name: "deck", Min: 40, SizeRule: "rule 1"}}
	cat, err := NewCatalog(rules, testCards)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Parse("big.txt", []byte("100 x Cook"), cat)
	if err == nil || err.Error() != `big.txt:1: count "100" is more copies than any deck holds` {
		t.Errorf("%v", err)
	}
}

// A file that is not a deck list at all stops at a hundred messages.
func TestParseSummarisesAFloodOfProblems(t *testing.T) {
	var b strings.Builder
	for i := range 150 {
		fmt.Fprintf(&b, "cards:\n  - id: T/%d\n    name: Card number %d\n", i, i)
	}
	_, err := Parse("cards.yaml", []byte(b.String()), testCatalog(t))
	if err == nil {
		t.Fatal("cards.yaml read as a deck")
	}
	lines := strings.Split(err.Error(), "\n")
	last := lines[len(lines)-1]
	if len(lines) != MaxParseProblems+1 || !strings.HasPrefix(last, "cards.yaml:101: and 350 more problems from this line on (is cards.yaml a deck list?)") {
		t.Errorf("%d lines, ending %q", len(lines), last)
	}
}

// A deck list must be UTF-8 text: each line that is not says so, with the
// byte offset of its first bad byte in the file, and never crashes the
// reader.
func TestParseRejectsTextThatIsNotUTF8(t *testing.T) {
	cat := testCatalog(t)
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"d.txt", "Cook\x80\n", []string{"d.txt:1: not UTF-8 text: the byte 0x80 at byte offset 4 of the file is not part of a UTF-8 character (save the deck list as UTF-8)"}},
		// Latin-1: "Café" in a comment and a name; the other lines are read.
		{"latin1.txt", "# Caf\xe9 deck\n3 x Cook\n2 x Scarlette\x92s Stand-up Comedy\n1 x Nuke\n", []string{
			"latin1.txt:1: not UTF-8 text: the byte 0xE9 at byte offset 5 of the file",
			"latin1.txt:3: not UTF-8 text: the byte 0x92 at byte offset 34 of the file",
			`latin1.txt:4: no card is called "Nuke"`,
		}},
		// The offset counts the byte-order mark.
		{"bom.txt", "\uFEFF2 x Cook\n\xff\xfe\n", []string{"bom.txt:2: not UTF-8 text: the byte 0xFF at byte offset 12 of the file"}},
		// A truncated character after a space, where a comment would start.
		{"cut.txt", "3 x Cook \xe2\x80", []string{"cut.txt:1: not UTF-8 text: the byte 0xE2 at byte offset 9"}},
		{"deck.txt", "Deck: Caf\xe9\n", []string{"deck.txt:1: not UTF-8 text"}},
	} {
		_, err := Parse(tc.name, []byte(tc.text), cat)
		if err == nil {
			t.Errorf("%s: no error", tc.name)
			continue
		}
		lines := strings.Split(err.Error(), "\n")
		if len(lines) != len(tc.want) {
			t.Errorf("%s: %d problems, want %d:\n%v", tc.name, len(lines), len(tc.want), err)
			continue
		}
		for i, w := range tc.want {
			if !strings.HasPrefix(lines[i], w) {
				t.Errorf("%s: problem %d is %q, want %q", tc.name, i+1, lines[i], w)
			}
		}
	}
	// A valid U+FFFD (the replacement character itself) is text like any
	// other.
	if _, err := Parse("fffd.txt", []byte("Cook \uFFFD# x\n"), cat); err == nil || !strings.Contains(err.Error(), "no card is called \"Cook \uFFFD# x\"") {
		t.Errorf("U+FFFD: %v", err)
	}
}

func TestStripComment(t *testing.T) {
	for in, want := range map[string]string{
		"3 x Cook # food":     "3 x Cook",
		"3 x Cook // food":    "3 x Cook",
		"3 x Cook#food":       "3 x Cook#food",
		"Cook\u3000# wide":    "Cook",
		"Cook \uFFFD // note": "Cook \uFFFD",
		"Cook\u2028#":         "Cook",
		"":                    "",
	} {
		if got := stripComment(in); got != want {
			t.Errorf("stripComment(%q) = %q, want %q", in, got, want)
		}
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
	cat := testCatalog(t)
	if s := parseT(t, cat, "1 x BS26/13\n2 x BS26/19\nCook\n").WrittenStyle(); s != ByID {
		t.Errorf("mostly ids: %s", s)
	}
	if s := parseT(t, cat, "1 x BS26/13\nCook\n").WrittenStyle(); s != ByName {
		t.Errorf("half ids: %s", s)
	}
	if err := parseT(t, cat, "Cook").Format(&bytes.Buffer{}, "pictures"); err == nil {
		t.Error("Format accepted style pictures")
	}
}

// Headings above the parts of a list, as the community writes them, are
// skipped: the deck's sections and the game's card types, with or without
// a count; a line like a heading that names neither is a problem.
func TestParseHeadings(t *testing.T) {
	cat := teamCatalog(t)
	list := "Team (2):\nOptimus Prime, Autobot Leader\nOptimus Prime, Heroic Leader\n\nBattle Deck (42):\n" + fourteenBattleCards
	d := parseT(t, cat, list)
	if d.Size() != 44 || len(d.Check(nil)) > 0 {
		t.Errorf("a team and a battle deck under headings: %d cards, problems %v", d.Size(), d.Check(nil))
	}
	d = parseT(t, cat, "Characters:\nBumblebee, Scout\nActions (3):\n3 x Plasma Burst\nUpgrade:\nData Pad\n")
	if d.Size() != 5 {
		t.Errorf("headings of card types: %d cards, want 5", d.Size())
	}
	if _, err := Parse("deck.txt", []byte("Villains (3):\n3 x Plasma Burst\n"), cat); err == nil || !strings.Contains(err.Error(), "deck.txt:1") {
		t.Errorf("a heading the rules do not know: %v, want a problem on line 1", err)
	}
}
