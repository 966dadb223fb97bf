package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"omnideck/engine"
)

// The README's recipe for designers prints a built-in deck to a file with
// no --game, then checks and plays it: before, the
// first step answered "--game is required" and left an empty file.
func TestDeckStartersPrintFindsTheGame(t *testing.T) {
	code, out, errOut := run(t, "", "deck", "starters", "--print", "banana-villains")
	if code != 0 || !strings.HasPrefix(out, "Deck: Banana Villains\n") || errOut != "" {
		t.Fatalf("--print banana-villains: code %d, stderr %q\n%s", code, errOut, out)
	}
	path := writeDeck(t, "villains.txt", out)
	if code, out, errOut := run(t, "", "deck", "check", path); code != 0 || out != path+": legal 27-card deck for standard\n" {
		t.Errorf("deck check without --game: code %d, %q, %q", code, out, errOut)
	}
	if code, out, _ := run(t, "", "deck", "export", path); code != 0 || !strings.Contains(out, "3 x BS26/13  ") {
		t.Errorf("deck export without --game: code %d\n%s", code, out)
	}
	if code, out, errOut := run(t, "", "sim", "superbenji", "--decks", path+",heroes", "--agents", "heuristic", "--games", "4", "--seed", "1"); code != 0 || !strings.Contains(out, "4 games") {
		t.Errorf("sim with the printed deck: code %d, %q\n%s", code, errOut, out)
	}
	// A deck name of no game lists every game's decks, and prints nothing.
	code, out, errOut = run(t, "", "deck", "starters", "--print", "zombies")
	if code != 1 || out != "" || !strings.Contains(errOut, `no game has a built-in deck called "zombies" (the built-in decks: battlecards: autobot, decepticon; ben10: starter-a, starter-b; superbenji: banana-villains, heroes;`) {
		t.Errorf("--print zombies: code %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// hint is the command 'deck starters' says prints a deck.
var hint = regexp.MustCompile(`'omnideck (deck starters --print NAME[^']*)' prints one as a deck list\.`)

// listedDecks are the deck names a 'deck starters' listing gives, by the
// game they are listed under ("" when one game's are listed).
func listedDecks(out string) map[string][]string {
	byGame := map[string][]string{}
	game := ""
	for _, line := range strings.Split(out, "\n") {
		switch fields := strings.Fields(line); {
		case len(fields) == 1 && !strings.HasPrefix(line, " "):
			game = fields[0]
		case len(fields) > 1 && strings.Contains(line, " cards: "):
			byGame[game] = append(byGame[game], fields[0])
		}
	}
	return byGame
}

// runHint runs the hint of a 'deck starters' listing for every deck it
// lists, as printed: NAME (and GAME, when the hint has it) replaced.
func runHint(t *testing.T, runner func(args ...string) (int, string, string), out string) int {
	t.Helper()
	m := hint.FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no hint in:\n%s", out)
	}
	n := 0
	for game, names := range listedDecks(out) {
		for _, name := range names {
			args := strings.Fields(m[1])
			for i, a := range args {
				switch a {
				case "NAME":
					args[i] = name
				case "GAME":
					args[i] = game
				}
			}
			code, printed, errOut := runner(args...)
			if code != 0 || !strings.Contains(printed, " x ") {
				t.Errorf("the hint %v: code %d, stderr %q\n%s", args, code, errOut, printed)
			}
			n++
		}
	}
	return n
}

// The hint 'deck starters' prints works as printed, for every deck it
// lists, whether it lists every game's decks or one game's.
func TestDeckStartersHintWorksAsPrinted(t *testing.T) {
	real := func(args ...string) (int, string, string) { return run(t, "", args...) }
	code, out, _ := run(t, "", "deck", "starters")
	if code != 0 || !strings.Contains(out, "superbenji\n  banana-villains  Banana Villains  27 cards") || !strings.Contains(out, "\n'omnideck deck starters --print NAME' prints one as a deck list.\n") {
		t.Fatalf("deck starters: code %d\n%s", code, out)
	}
	if n := runHint(t, real, out); n < 10 {
		t.Errorf("the hint was run for %d decks", n)
	}
	_, out, _ = run(t, "", "deck", "starters", "--game", "tftcg")
	if n := runHint(t, real, out); n != 10 {
		t.Errorf("the hint was run for %d tftcg decks", n)
	}

	// Two games with decks of the same names: the hint names the game,
	// and --print alone names both.
	reg := registryWithForty(t)
	reg.Register(twinGame{})
	twin := func(args ...string) (int, string, string) { return runWith(t, reg, "", args...) }
	_, out, _ = twin("deck", "starters")
	if !strings.Contains(out, "'omnideck deck starters --print NAME --game GAME'") {
		t.Errorf("the hint with decks of one name in two games:\n%s", out)
	}
	runHint(t, twin, out)
	_, out, _ = twin("deck", "starters", "--game", "twin")
	if !strings.Contains(out, "'omnideck deck starters --print NAME --game twin'") {
		t.Errorf("the hint for twin's decks:\n%s", out)
	}
	runHint(t, twin, out)
	code, out, errOut := twin("deck", "starters", "--print", "aliens")
	if code != 1 || out != "" || errOut != "omnideck: --print: several games have a built-in deck called \"aliens\": forty, twin; give --game to choose one\n" {
		t.Errorf("--print aliens: code %d, %q, %q", code, out, errOut)
	}
}

// twinGame is fortyGame under another id: the same cards and decks.
type twinGame struct{ fortyGame }

func (twinGame) Info() engine.Info {
	return engine.Info{ID: "twin", Name: "Twin", MinPlayers: 2, MaxPlayers: 2}
}

// Without --game, deck check and export find the game from the cards of
// the list; when they cannot, they say why, naming the games or the lines.
func TestDeckCheckFindsTheGameOrSaysWhyNot(t *testing.T) {
	reg := registryWithForty(t)
	for _, tc := range []struct{ deck, want string }{
		{"Omnitrix Overload\nCook\n", "omnideck: stdin names cards of different games: forty on line 1; superbenji on line 2; give --game to check it as one of them\n"},
		{"# nothing\nDeck: Empty\n", "omnideck: stdin lists no cards, so nothing says which game it is for: give --game (games with deck lists: battlecards, ben10, forty, superbenji, tftcg)\n"},
		{"Xyzzy\n\n2 x Plugh\n", "omnideck: no game has the cards of stdin: lines 1 and 3 match no card of any game with deck lists (battlecards, ben10, forty, superbenji, tftcg)\n"},
	} {
		for _, cmd := range []string{"check", "export"} {
			code, out, errOut := runWith(t, reg, tc.deck, "deck", cmd, "-")
			if code != 1 || out != "" || errOut != tc.want {
				t.Errorf("deck %s of %q: code %d, stdout %q, stderr %q, want %q", cmd, tc.deck, code, out, errOut, tc.want)
			}
		}
	}
	// A misspelt card does not hide the game: the other cards name it,
	// and the misspelling is shown with the closest name.
	code, _, errOut := run(t, "3 x Targetted Nuke\n3 x Cook\n", "deck", "check", "-")
	if code != 1 || !strings.Contains(errOut, `stdin:1: no card is called "Targetted Nuke" (did you mean "Targeted Nuke"?)`) {
		t.Errorf("a misspelling: code %d, %q", code, errOut)
	}
	// When no line names a card, the one game with names close to them is
	// taken; several such games are named.
	code, _, errOut = runWith(t, reg, "40 x Omnitrix Overlod\n", "deck", "check", "-")
	if code != 1 || !strings.Contains(errOut, `stdin:1: no card is called "Omnitrix Overlod" (did you mean "Omnitrix Overload"?)`) || !strings.Contains(errOut, "stdin: deck rules: the deck has 0 cards (line 1 is not counted)") {
		t.Errorf("a misspelling alone: code %d, %q", code, errOut)
	}
	code, _, errOut = run(t, "3 x Optimus Prime\n", "deck", "check", "-")
	if code != 1 || errOut != "omnideck: no game has the cards of stdin: line 1 matches no card of any game with deck lists, and several have names close to them: battlecards (line 1), tftcg (line 1); give --game to see which\n" {
		t.Errorf("a name close to cards of two games: code %d, %q", code, errOut)
	}
	// A designer's card file names its game.
	cards := writeDeck(t, "cards.yaml", "game: superbenji\nset: T\ncards:\n  - {id: T/1, name: Grunt, type: character, attack: 1, health: 1}\n")
	code, _, errOut = run(t, "3 x Grunt\n", "deck", "check", "-", "--cards", cards)
	if code != 1 || !strings.Contains(errOut, "stdin: rule 2.1: the deck has 3 cards; a deck has exactly 27") {
		t.Errorf("--cards without --game: code %d, %q", code, errOut)
	}
}

// deck check reports the lines it cannot read and the size, copy and
// Unique problems of the rest in one run; export,
// which needs every card, prints nothing.
func TestDeckCheckListsUnreadLinesAndRuleProblemsAtOnce(t *testing.T) {
	path := writeDeck(t, "typos.txt", "Deck: Typos\n3 x Targetted Nuke\n4 x Cook\n2 x Hallie, Eater of Food\n")
	code, out, errOut := run(t, "", "deck", "check", path)
	want := path + ": rule 2.1: the deck has 6 cards (line 2 is not counted); a deck has exactly 27\n" +
		path + `:2: no card is called "Targetted Nuke" (did you mean "Targeted Nuke"?)` + "\n" +
		path + ":3: rule 2.2: 4 copies of Cook; a deck may hold at most 3 copies of a card by name\n" +
		path + ":4: rule 2.3: 2 copies of Hallie, Eater of Food; a Unique card is limited to 1 copy by full name\n" +
		path + ": not a legal deck for standard: 4 problems\n"
	if code != 1 || out != "" || errOut != want {
		t.Errorf("code %d, stdout %q, stderr:\n%s\nwant:\n%s", code, out, errOut, want)
	}
	code, out, errOut = run(t, "", "deck", "export", path)
	if code != 1 || out != "" || !strings.Contains(errOut, `no card is called "Targetted Nuke"`) {
		t.Errorf("export: code %d, stdout %q, stderr %q", code, out, errOut)
	}
	// play and sim read --decks the same way.
	code, _, errOut = run(t, "", "sim", "superbenji", "--decks", path+",heroes", "--games", "1")
	if code != 1 || !strings.Contains(errOut, `:2: no card is called "Targetted Nuke"`) || !strings.Contains(errOut, ":3: rule 2.2: 4 copies of Cook") {
		t.Errorf("sim --decks: code %d, %q", code, errOut)
	}
	code, _, errOut = run(t, "", "play", "superbenji", "--decks", "heroes,"+path)
	if code != 1 || !strings.Contains(errOut, ":4: rule 2.3: 2 copies of Hallie") || !strings.Contains(errOut, `:2: no card is called "Targetted Nuke"`) {
		t.Errorf("play --decks: code %d, %q", code, errOut)
	}
}

// The printed deck file holds nothing but the deck.
func TestDeckStartersPrintWritesOnlyTheDeck(t *testing.T) {
	code, out, _ := run(t, "", "deck", "starters", "--print", "starter-a", "--as", "ids")
	if code != 0 || !strings.HasPrefix(out, "Deck: Starter A\n") {
		t.Fatalf("code %d\n%s", code, out)
	}
	path := filepath.Join(t.TempDir(), "a.txt")
	if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, errOut := run(t, "", "deck", "check", path); code != 0 || out != path+": legal 40-card deck\n" {
		t.Errorf("the printed Ben 10 deck, by id: code %d, %q, %q", code, out, errOut)
	}
}
