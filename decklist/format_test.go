package decklist

import (
	"slices"
	"strings"
	"testing"
)

// testFormats is a formats file of the test game.
const testFormats = `game: testgame
formats:
  - id: standard
    description: >-
      Every card, under the deck construction rules alone.

  - id: example-banned
    description: Standard with Targeted Nuke banned.
    banned:
      - Targeted Nuke
`

func formatT(t testing.TB, cat *Catalog, id string) *Format {
	t.Helper()
	fs, err := LoadFormats("formats.yaml", []byte(testFormats), cat)
	if err != nil {
		t.Fatal(err)
	}
	f, err := fs.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func TestBannedOnlyInTheFormatThatBansIt(t *testing.T) {
	cat := testCatalog(t)
	formats, err := LoadFormats("formats.yaml", []byte(testFormats), cat)
	if err != nil {
		t.Fatal(err)
	}
	if got := formats.IDs(); !slices.Equal(got, []string{"standard", "example-banned"}) {
		t.Errorf("formats %v", got)
	}
	if formats[0].Description != "Every card, under the deck construction rules alone." || formats[1].Line != 7 {
		t.Errorf("format fields %+v", formats[0])
	}
	standard, _ := formats.Lookup("standard")
	banned, _ := formats.Lookup("Example-Banned")
	if _, err := formats.Lookup("modern"); err == nil || !strings.Contains(err.Error(), "standard, example-banned") {
		t.Errorf("Lookup(modern): %v", err)
	}
	text := deckWith(map[int]string{12: "2 x Targeted Nuke", 13: "1 x BS26/PROMO-90"})
	checkT(t, cat, standard, text)
	checkT(t, cat, nil, text)
	// The ban reaches the alternate art too.
	checkT(t, cat, banned, text,
		"deck.txt:12: format example-banned: Targeted Nuke is banned in example-banned",
		"deck.txt:13: format example-banned: Targeted Nuke is banned in example-banned")
}

func TestLoadFormatsReportsEveryProblem(t *testing.T) {
	cat := testCatalog(t)
	good := `game: testgame
formats:
  - id: tight
    description: Robbery restricted.
    banned: [BS26/13]
    restricted:
      - {card: robbery}
      - {card: Cook, max: 2}
`
	fs, err := LoadFormats("good.yaml", []byte(good), cat)
	if err != nil {
		t.Fatal(err)
	}
	tight := fs[0]
	if len(tight.Banned) != 1 || tight.Banned[0].Name != "Targeted Nuke" || len(tight.Restricted) != 2 || tight.Restricted[0].Max != 1 || tight.Line != 3 {
		t.Errorf("format %+v", tight)
	}
	checkT(t, cat, tight, deckWith(map[int]string{12: "2 x Robbery", 13: "Targeted Nuke"}),
		"deck.txt:6: format tight: 3 copies of Cook; tight restricts it to 2",
		"deck.txt:12: format tight: 2 copies of Robbery; tight restricts it to 1",
		"deck.txt:13: format tight: Targeted Nuke is banned in tight")

	bad := `game: testgame
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
	_, err = LoadFormats("bad.yaml", []byte(bad), cat)
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
		{"game: testgame\nformats:\n  - id: a\n    description: x\n    baned: [Cook]\n", `bad.yaml:5:5: unknown field "baned"`},
		{"game: testgame\nformats:\n  - id: a\n    description: x\n    banned: Cook\n", "bad.yaml:5:13: expected a list here, not text"},
		{"game: testgame\nformats:\n  - id: a\n    description: x\n    restricted:\n      - {card: Cook, max: lots}\n", "bad.yaml:6:27: expected a whole number here, not text"},
		{"game: testgame\nformats:\n  - id: a\n    id: b\n", `bad.yaml:4:5: mapping key "id" already defined`},
		{"game: omnitrix\nformats:\n  - {id: a, description: x}\n", `bad.yaml:1: the file is for game "omnitrix", not "testgame"`},
		{"formats:\n  - {id: a, description: x}\n", `bad.yaml:1: the file does not say which game it is for`},
		{"game: testgame\nformats: []\n", "bad.yaml:2: the file lists no formats"},
		{"game: testgame\nformats: !\n", "bad.yaml"},
	} {
		_, err := LoadFormats("bad.yaml", []byte(tc.text), cat)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.text, err, tc.want)
		}
	}
	if _, err := LoadFormats("x.yaml", []byte(testFormats), nil); err == nil {
		t.Error("LoadFormats without a catalog")
	}
}

// Formats written for one catalog apply by name to another.
func TestRebase(t *testing.T) {
	base := testCatalog(t)
	fs, err := LoadFormats("tight.yaml", []byte("game: testgame\nformats:\n  - id: tight\n    description: x\n    banned: [Targeted Nuke, Cook]\n    restricted: [{card: Robbery}]\n"), base)
	if err != nil {
		t.Fatal(err)
	}
	other, err := NewCatalog(testRules, []Card{{ID: "T/1", Name: "Targeted  NUKE", Type: "action"}, {ID: "T/2", Name: "Robbery", Type: "action"}})
	if err != nil {
		t.Fatal(err)
	}
	tight := fs.Rebase(other)[0]
	if len(tight.Banned) != 1 || tight.Banned[0].ID != "T/1" || len(tight.Restricted) != 1 || tight.Restricted[0].Card.ID != "T/2" {
		t.Errorf("rebased %+v", tight)
	}
	if !tight.bans(tight.Banned[0]) || tight.bans(&Card{Name: "Cook"}) {
		t.Error("the rebased format bans the wrong cards")
	}
	if len(fs[0].Banned) != 2 {
		t.Error("Rebase changed the original formats")
	}
	checkT(t, other, tight, "27 x T/1\n2 x Robbery",
		"deck.txt: rule 2.1: the deck has 29 cards; a deck has exactly 27",
		"deck.txt:1: format tight: Targeted  NUKE is banned in tight",
		"deck.txt:2: format tight: 2 copies of Robbery; tight restricts it to 1")
}
