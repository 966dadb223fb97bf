package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// starterPath is a starter deck's file in the source tree.
func starterPath(name string) string {
	return filepath.Join("..", "..", "games", "superbenji", "decks", name)
}

// runDeck runs a deck command for Super Benji, whose decks this file's
// tests use: --game superbenji is added unless the command names a game.
func runDeck(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	if !slices.Contains(args, "--game") && len(args) > 1 && args[0] == "deck" && args[1] != "--help" {
		args = append(args, "--game", "superbenji")
	}
	return run(t, stdin, args...)
}

func writeDeck(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestDeckCheckLegalStarters(t *testing.T) {
	for _, name := range []string{"heroes.txt", "banana-villains.txt"} {
		path := starterPath(name)
		code, out, errOut := runDeck(t, "", "deck", "check", path)
		if code != 0 || out != path+": legal 27-card deck for standard\n" || errOut != "" {
			t.Errorf("%s: code %d, stdout %q, stderr %q", name, code, out, errOut)
		}
	}
	code, out, _ := runDeck(t, "", "deck", "check", starterPath("heroes.txt"), "--format", "example-banned", "--game", "superbenji")
	if code != 0 || !strings.Contains(out, "legal 27-card deck for example-banned") {
		t.Errorf("heroes in example-banned: code %d %q", code, out)
	}
}

func TestDeckCheckListsEveryProblem(t *testing.T) {
	deck := "Deck: Junk\n4 x Cook\n2 x Hallie, Eater of Food\n1 x Food\nTargeted Nuke\n"
	path := writeDeck(t, "junk.txt", deck)
	code, out, errOut := runDeck(t, "", "deck", "check", path, "--format", "example-banned")
	want := []string{
		path + ": rule 2.1: the deck has 8 cards; a deck has exactly 27",
		path + ":2: rule 2.2: 4 copies of Cook; a deck may hold at most 3 copies of a card by name",
		path + ":3: rule 2.3: 2 copies of Hallie, Eater of Food; a Unique card is limited to 1 copy by full name",
		path + ":4: rule 6.6: Food is a token",
		path + ":5: format example-banned: Targeted Nuke is banned in example-banned",
		path + ": not a legal deck for example-banned: 5 problems",
	}
	if code != 1 || out != "" {
		t.Errorf("code %d, stdout %q", code, out)
	}
	lines := strings.Split(strings.TrimSpace(errOut), "\n")
	if len(lines) != len(want) {
		t.Fatalf("stderr has %d lines, want %d:\n%s", len(lines), len(want), errOut)
	}
	for i, w := range want {
		if !strings.HasPrefix(lines[i], w) {
			t.Errorf("stderr line %d = %q, want %q", i+1, lines[i], w)
		}
	}
	// The same deck in standard: Targeted Nuke is fine there.
	_, _, errOut = runDeck(t, deck, "deck", "check", "-")
	if strings.Contains(errOut, "banned") || !strings.Contains(errOut, "stdin:2: rule 2.2") || !strings.Contains(errOut, "stdin: not a legal deck for standard: 4 problems") {
		t.Errorf("standard, from stdin:\n%s", errOut)
	}
}

func TestDeckCheckReportsUnreadableLists(t *testing.T) {
	path := writeDeck(t, "typos.txt", "3 x Targetted Nuke\n0 x Cook\n\n# fine\n2 x Cook\nBS26/999\n")
	code, out, errOut := runDeck(t, "", "deck", "check", path)
	for _, w := range []string{
		path + `:1: no card is called "Targetted Nuke" (did you mean "Targeted Nuke"?)`,
		path + `:2: count "0" is not a positive whole number of copies`,
		path + `:6: no card has the id "BS26/999"`,
	} {
		if !strings.Contains(errOut, w) {
			t.Errorf("stderr lacks %q:\n%s", w, errOut)
		}
	}
	if code != 1 || out != "" || strings.Contains(errOut, "omnideck:") {
		t.Errorf("code %d, stdout %q, stderr %q", code, out, errOut)
	}
}

func TestDeckRejectsBadArguments(t *testing.T) {
	heroes := starterPath("heroes.txt")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"deck", "check", heroes, "--format", "modern"}, `unknown format "modern" (formats: standard, example-banned)`},
		{[]string{"deck", "check", heroes, "--game", "omnitrix"}, "--game omnitrix: omnitrix has no deck lists (games with deck lists: battlecards, ben10, superbenji, tftcg)"},
		{[]string{"deck", "check", heroes, "--game", "chess"}, `unknown game "chess"`},
		{[]string{"deck", "check", filepath.Join(t.TempDir(), "missing.txt")}, "read deck:"},
		{[]string{"deck", "check"}, "accepts 1 arg"},
		{[]string{"deck", "export", heroes, "--as", "pictures"}, `--as: deck list style "pictures" is not names or ids`},
		{[]string{"deck", "starters", "--print", "zombies"}, `no starter deck is called "zombies" (the starter decks: banana-villains, heroes)`},
		{[]string{"deck", "starters", "--game", "omnitrix"}, "omnitrix has no deck lists"},
		{[]string{"deck", "check", heroes, "--cards", filepath.Join(t.TempDir(), "none.yaml")}, "card file:"},
	} {
		code, out, errOut := runDeck(t, "", tc.args...)
		if code != 1 || out != "" || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: code %d, stdout %q, stderr %q, want %q", tc.args, code, out, errOut, tc.want)
		}
	}
}

func TestDeckExport(t *testing.T) {
	heroes := starterPath("heroes.txt")
	// A file written by name exports by id unless told otherwise.
	code, ids, errOut := runDeck(t, "", "deck", "export", heroes)
	if code != 0 || !strings.Contains(ids, "Deck: Heroes\n\n# Characters (14)\n1 x BS26/30  # Addie, Force of Nature\n") || !strings.Contains(ids, "3 x BS26/19  # Cook\n") {
		t.Fatalf("export by id: code %d, stderr %q\n%s", code, errOut, ids)
	}
	// ... and back: the id list exports by name, the cards unchanged.
	idPath := writeDeck(t, "heroes-ids.txt", ids)
	code, names, _ := runDeck(t, "", "deck", "export", idPath)
	if code != 0 || !strings.Contains(names, "# Locations (2)\n2 x Benji HQ\n\n# Actions (9)\n2 x 9:01 News\n2 x Benji Alert\n3 x Cook\n2 x Delay\n") {
		t.Fatalf("export by name: code %d\n%s", code, names)
	}
	code, again, _ := runDeck(t, "", "deck", "export", idPath, "--as", "ids")
	if code != 0 || again != ids {
		t.Errorf("--as ids of the id list differs:\n%s\n---\n%s", again, ids)
	}
	code, out, _ := runDeck(t, names, "deck", "check", "-")
	if code != 0 || out != "stdin: legal 27-card deck for standard\n" {
		t.Errorf("the exported list: code %d %q", code, out)
	}
	// An illegal deck still exports.
	code, out, _ = runDeck(t, "9 x Cook\n", "deck", "export", "-", "--as", "names")
	if code != 0 || out != "# Actions (9)\n9 x Cook\n" {
		t.Errorf("illegal deck export: code %d %q", code, out)
	}
}

func TestDeckStarters(t *testing.T) {
	code, out, _ := runDeck(t, "", "deck", "starters")
	for _, want := range []string{
		"banana-villains  Banana Villains  27 cards: 12 characters, 1 artifact, 2 locations, 12 actions\n",
		"heroes           Heroes           27 cards: 14 characters, 2 artifacts, 2 locations, 9 actions\n",
		"--print NAME",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("starters output lacks %q:\n%s", want, out)
		}
	}
	if code != 0 {
		t.Errorf("code %d", code)
	}
	code, out, _ = runDeck(t, "", "deck", "starters", "--print", "heroes")
	if code != 0 || !strings.HasPrefix(out, "Deck: Heroes\n\n# Characters (14)\n1 x Addie, Force of Nature\n") {
		t.Fatalf("--print heroes: code %d\n%s", code, out)
	}
	code, checked, _ := runDeck(t, out, "deck", "check", "-")
	if code != 0 || !strings.Contains(checked, "legal 27-card deck") {
		t.Errorf("the printed starter: code %d %q", code, checked)
	}
	code, out, _ = runDeck(t, "", "deck", "starters", "--print", "Banana Villains", "--as", "ids")
	if code != 0 || !regexp.MustCompile(`(?m)^3 x BS26/13 +# Targeted Nuke$`).MatchString(out) {
		t.Errorf("--print 'Banana Villains' --as ids: code %d\n%s", code, out)
	}
}

func TestDeckFormats(t *testing.T) {
	code, out, _ := runDeck(t, "", "deck", "formats")
	if code != 0 || !strings.Contains(out, "standard\n  Every card") || !strings.Contains(out, "example-banned\n") || !strings.Contains(out, "  banned: Targeted Nuke\n") {
		t.Errorf("formats: code %d\n%s", code, out)
	}
}

// A designer's card file replaces the Base Set: a deck of its cards checks.
func TestDeckCheckWithCardFile(t *testing.T) {
	cards := "game: superbenji\nset: T\ncards:\n  - {id: T/1, name: Grunt, type: character, attack: 1, health: 1}\n"
	cardPath := writeDeck(t, "cards.yaml", cards)
	code, _, errOut := runDeck(t, "27 x Grunt\n", "deck", "check", "-", "--cards", cardPath)
	if code != 1 || !strings.Contains(errOut, "stdin:1: rule 2.2: 27 copies of Grunt") {
		t.Errorf("code %d, stderr %q", code, errOut)
	}
	// A Base Set format bans by name, which a deck of other cards does
	// not meet.
	code, out, errOut := runDeck(t, "27 x Grunt\n", "deck", "check", "-", "--cards", cardPath, "--format", "example-banned")
	if code != 1 || strings.Contains(errOut, "is banned") || !strings.Contains(errOut, "rule 2.2") {
		t.Errorf("example-banned: code %d, stdout %q, stderr %q", code, out, errOut)
	}
	code, out, _ = runDeck(t, "", "deck", "formats", "--cards", cardPath)
	if code != 0 || strings.Contains(out, "banned:") {
		t.Errorf("formats for other cards: code %d\n%s", code, out)
	}
	// A formats file of the designer's own, read with the designer's cards.
	formats := writeDeck(t, "formats.yaml", "game: superbenji\nformats:\n  - id: no-grunts\n    description: No Grunts.\n    banned: [T/1]\n")
	code, _, errOut = runDeck(t, "27 x Grunt\n", "deck", "check", "-", "--cards", cardPath, "--formats", formats, "--format", "no-grunts")
	if code != 1 || !strings.Contains(errOut, "stdin:1: format no-grunts: Grunt is banned in no-grunts") {
		t.Errorf("--formats: code %d, stderr %q", code, errOut)
	}
	code, out, _ = runDeck(t, "", "deck", "formats", "--cards", cardPath, "--formats", formats)
	if code != 0 || out != "no-grunts\n  No Grunts.\n  banned: Grunt\n" {
		t.Errorf("deck formats --formats: code %d %q", code, out)
	}
	badFormats := writeDeck(t, "formats.yaml", "game: superbenji\nformats:\n  - id: x\n    description: x\n    banned: [Grunt, Gront]\n")
	code, _, errOut = runDeck(t, "Cook\n", "deck", "check", "-", "--formats", badFormats)
	if code != 1 || !strings.Contains(errOut, `formats.yaml:5: no card is called "Grunt"`) || !strings.Contains(errOut, `formats.yaml:5: no card is called "Gront"`) {
		t.Errorf("bad --formats: code %d, stderr %q", code, errOut)
	}
	bad := writeDeck(t, "bad.yaml", "game: superbenji\ncards:\n  - {id: T/1, name: Grunt, type: alien}\n")
	code, _, errOut = runDeck(t, "Grunt\n", "deck", "check", "-", "--cards", bad)
	if code != 1 || !strings.Contains(errOut, "bad.yaml:3:") {
		t.Errorf("bad card file: code %d, stderr %q", code, errOut)
	}
}

// A deck list that is not UTF-8 text is a problem of the file, never a
// crash.
func TestDeckCheckRejectsNonUTF8(t *testing.T) {
	path := writeDeck(t, "d.txt", "Cook\x80\n2 x Cook\n")
	code, out, errOut := runDeck(t, "", "deck", "check", path)
	if code != 1 || out != "" || !strings.Contains(errOut, path+":1: not UTF-8 text") || !strings.Contains(errOut, "byte offset 4") {
		t.Errorf("code %d, stdout %q, stderr %q", code, out, errOut)
	}
}
