package decklist

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// A deck file with a misspelt card lists, in one pass, the lines it cannot
// read and the size, copy and Unique problems of the rest: the unknown
// card simply does not count. Before, the size, copy
// and Unique problems appeared only once the misspelling was fixed.
func TestReadThenCheckListsEveryProblemAtOnce(t *testing.T) {
	cat := testCatalog(t)
	text := "Deck: Typos\n3 x Targetted Nuke\n4 x Cook\n2 x Hallie, Eater of Food\n0 x Scout\n"
	d, read := Read("typos.txt", []byte(text), cat)
	wantRead := []string{
		`typos.txt:2: no card is called "Targetted Nuke" (did you mean "Targeted Nuke"?)`,
		`typos.txt:5: count "0" is not a positive whole number of copies`,
	}
	if got := problemStrings(read); !slices.Equal(got, wantRead) {
		t.Errorf("Read's problems:\n  %s", strings.Join(got, "\n  "))
	}
	if d.Size() != 6 || d.Name != "Typos" {
		t.Errorf("the deck of the lines read: %d cards, named %q", d.Size(), d.Name)
	}
	want := []string{
		"typos.txt: rule 2.1: the deck has 6 cards (lines 2 and 5 are not counted); a deck has exactly 27",
		wantRead[0],
		"typos.txt:3: rule 2.2: 4 copies of Cook; a deck may hold at most 3 copies of a card by name",
		"typos.txt:4: rule 2.3: 2 copies of Hallie, Eater of Food; a Unique card is limited to 1 copy by full name",
		wantRead[1],
	}
	if got := problemStrings(d.Check(nil)); !slices.Equal(got, want) {
		t.Errorf("Check:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
	// Parse still refuses the file, with the lines it cannot read.
	if _, err := Parse("typos.txt", []byte(text), cat); err == nil || err.Error() != strings.Join(wantRead, "\n") {
		t.Errorf("Parse: %v", err)
	}
	// A deck with only a misspelling is not legal for lack of any rule.
	d, _ = Read("one.txt", []byte(deckWith(map[int]string{12: "3 x Arest"})), cat)
	if got := problemStrings(d.Check(nil)); len(got) != 2 || !strings.HasPrefix(got[0], "one.txt: rule 2.1: the deck has 24 cards (line 12 is not counted)") || !strings.HasPrefix(got[1], `one.txt:12: no card is called "Arest"`) {
		t.Errorf("a legal deck but for one misspelt line: %q", got)
	}
	// A deck read whole is checked as before.
	d, read = Read("fine.txt", []byte(legal27), cat)
	if len(read) != 0 || len(d.Check(nil)) != 0 {
		t.Errorf("a legal deck: %v %v", read, d.Check(nil))
	}
}

// Every caller that loads a deck by name gets the same single pass: the
// --decks of play and sim go through Load.
func TestLoadListsUnreadLinesAndRuleProblemsTogether(t *testing.T) {
	cat := testCatalog(t)
	path := filepath.Join(t.TempDir(), "mine.txt")
	if err := os.WriteFile(path, []byte("3 x Targetted Nuke\n4 x Cook\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Load(path, nil, cat, nil)
	want := path + " is not a legal deck:\n" +
		path + ": rule 2.1: the deck has 4 cards (line 1 is not counted); a deck has exactly 27\n" +
		path + `:1: no card is called "Targetted Nuke" (did you mean "Targeted Nuke"?)` + "\n" +
		path + ":2: rule 2.2: 4 copies of Cook; a deck may hold at most 3 copies of a card by name"
	if err == nil || err.Error() != want {
		t.Errorf("Load:\n%v\nwant:\n%s", err, want)
	}
}

// Match tells the lines that name a card of a catalog from the entry lines
// that name none, for tools that find a deck's game from its cards.
func TestMatch(t *testing.T) {
	cat := testCatalog(t)
	text := "Deck: Mixed\n# a comment\n\n3 x Cook\nFourarms\n2 x BS26/13  # Targeted Nuke\n0 x Scout\n2 x Nuke\nCook\x80\nbs26/promo1\n"
	m := Match([]byte(text), cat)
	if !slices.Equal(m.Known, []int{4, 6, 7}) || !slices.Equal(m.Unknown, []int{5, 8, 9, 10}) || !slices.Equal(m.Near, []int{8, 10}) {
		t.Errorf("%+v", m)
	}
}
