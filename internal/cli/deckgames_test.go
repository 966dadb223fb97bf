package cli

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/spf13/cobra"

	"omnideck/decklist"
	"omnideck/engine"
	"omnideck/games"
	"omnideck/games/superbenji"
)

// fortyGame is a game the command line has never heard of, with the deck
// shape of the Ben 10 CCG: exactly 40 cards, any number of copies, no
// formats. The deck commands serve it through engine.DeckGame alone.
type fortyGame struct{}

func (fortyGame) Info() engine.Info {
	return engine.Info{ID: "forty", Name: "Forty", MinPlayers: 2, MaxPlayers: 2}
}

func (fortyGame) New(engine.Config) (engine.State, error) { return nil, errors.New("not playable") }

func (fortyGame) DeckCatalog() (*decklist.Catalog, error) {
	return decklist.NewCatalog(decklist.Rules{
		Game:     "forty",
		Summary:  "exactly 40 cards, any number of copies",
		Sections: []decklist.Section{{Name: "deck", Min: 40, Max: 40, SizeRule: "deck rules"}},
		Types:    []decklist.CardType{{Name: "character", Heading: "Characters"}, {Name: "trick", Heading: "Tricks"}},
	}, []decklist.Card{
		{ID: "B10/1", Name: "Fourarms", Type: "character"},
		{ID: "B10/2", Name: "Stinkfly", Type: "character"},
		{ID: "B10/3", Name: "Omnitrix Overload", Type: "trick"},
	})
}

func (fortyGame) DeckFormats() (decklist.Formats, error) { return nil, nil }

func (g fortyGame) StarterDecks() ([]*decklist.Deck, error) {
	cat, err := g.DeckCatalog()
	if err != nil {
		return nil, err
	}
	return decklist.ReadDecks(fstest.MapFS{
		"decks/aliens.txt": {Data: []byte("Deck: Aliens\n30 x Fourarms\n10 x Stinkfly\n")},
		"decks/tricky.txt": {Data: []byte("Deck: Tricky\n20 x Stinkfly\n20 x Omnitrix Overload\n")},
	}, "decks/*.txt", cat)
}

func (g fortyGame) LoadDeck(name string) ([]string, error) {
	cat, err := g.DeckCatalog()
	if err != nil {
		return nil, err
	}
	starters, err := g.StarterDecks()
	if err != nil {
		return nil, err
	}
	d, err := decklist.Load(name, starters, cat, nil)
	if err != nil {
		return nil, err
	}
	return d.CardIDs(), nil
}

// runWith runs the deck, cards, play and sim commands over reg.
func runWith(t *testing.T, reg *engine.Registry, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	e := &env{in: strings.NewReader(stdin), out: &out, err: &errOut, reg: reg}
	root := &cobra.Command{Use: "omnideck", SilenceUsage: true, SilenceErrors: true}
	root.SetArgs(args)
	root.SetOut(&out)
	root.SetErr(&errOut)
	root.AddCommand(e.deckCmd(), e.cardsCmd(), e.playCmd(), e.simCmd())
	if err := root.Execute(); err != nil {
		if !errors.Is(err, errQuiet) {
			fmt.Fprintf(&errOut, "omnideck: %v\n", err)
		}
		return 1, out.String(), errOut.String()
	}
	return 0, out.String(), errOut.String()
}

// registryWithForty is every game and fortyGame.
func registryWithForty(t *testing.T) *engine.Registry {
	t.Helper()
	reg, err := games.Registry()
	if err != nil {
		t.Fatal(err)
	}
	reg.Register(fortyGame{})
	return reg
}

// With one game that has deck lists, --game may be left out, and the help
// says which game that is; the help texts name games from the registry.
func TestDeckHelpNamesTheGamesWithDecks(t *testing.T) {
	one := &engine.Registry{}
	sb, err := superbenji.Default()
	if err != nil {
		t.Fatal(err)
	}
	one.Register(sb)
	code, out, _ := runWith(t, one, "", "deck", "--help")
	if code != 0 || !strings.Contains(out, "superbenji is the only game with deck lists") || !strings.Contains(out, "superbenji: 27 cards; at most 3 copies") {
		t.Errorf("deck --help: code %d\n%s", code, out)
	}
	_, out, _ = runWith(t, one, "", "play", "--help")
	if !strings.Contains(out, "omnideck play superbenji --decks banana-villains,heroes --as 2") {
		t.Errorf("play --help:\n%s", out)
	}

	reg := registryWithForty(t)
	_, out, _ = runWith(t, reg, "", "deck", "--help")
	if !strings.Contains(out, "when its cards or name do not say (games with deck lists: battlecards, ben10, forty, superbenji") || !strings.Contains(out, "forty: exactly 40 cards") {
		t.Errorf("deck --help with four deck games:\n%s", out)
	}
	_, out, _ = runWith(t, reg, "", "sim", "--help")
	if !strings.Contains(out, "omnideck sim battlecards --games 2000 --agents random,heuristic --decks autobot,decepticon") {
		t.Errorf("sim --help with four deck games:\n%s", out)
	}
	code, out, _ = runWith(t, &engine.Registry{}, "", "deck", "--help")
	if code != 0 || !strings.Contains(out, "no game has deck lists") {
		t.Errorf("deck --help with no deck games: %d\n%s", code, out)
	}
}

// A game the command line does not know is served by the same commands.
func TestDeckCommandsForAnyDeckGame(t *testing.T) {
	reg := registryWithForty(t)
	// Without --game, the game is the one whose cards the list names:
	// Stinkfly is a card of the Ben 10 CCG too, Omnitrix Overload only of
	// forty.
	code, out, errOut := runWith(t, reg, "20 x Stinkfly\n20 x Omnitrix Overload\n", "deck", "check", "-")
	if code != 0 || out != "stdin: legal 40-card deck\n" {
		t.Errorf("without --game, found from the cards: code %d, %q, %q", code, out, errOut)
	}
	code, _, errOut = runWith(t, reg, "40 x Fourarms\n", "deck", "check", "-")
	if code != 1 || errOut != "omnideck: the cards of stdin are cards of several games: ben10, forty; give --game to choose one\n" {
		t.Errorf("cards of two games: code %d, %q", code, errOut)
	}
	code, out, errOut = runWith(t, reg, "40 x Fourarms\n", "deck", "check", "-", "--game", "forty")
	if code != 0 || out != "stdin: legal 40-card deck\n" {
		t.Errorf("check: code %d, %q, %q", code, out, errOut)
	}
	code, _, errOut = runWith(t, reg, "39 x Fourarms\nStinkflyy\n", "deck", "check", "-", "--game", "forty")
	if code != 1 || !strings.Contains(errOut, `stdin:2: no card is called "Stinkflyy" (did you mean "Stinkfly"?)`) {
		t.Errorf("check a bad list: code %d, %q", code, errOut)
	}
	code, _, errOut = runWith(t, reg, "39 x Fourarms\n", "deck", "check", "-", "--game", "forty")
	if code != 1 || errOut != "stdin: deck rules: the deck has 39 cards; a deck has exactly 40\nstdin: not a legal deck: 1 problem\n" {
		t.Errorf("check an illegal deck: code %d, %q", code, errOut)
	}
	code, out, _ = runWith(t, reg, "Omnitrix Overload\n39 x Fourarms\n", "deck", "export", "-", "--game", "forty")
	if code != 0 || out != "# Characters (39)\n39 x B10/1  # Fourarms\n\n# Tricks (1)\n1 x B10/3   # Omnitrix Overload\n" {
		t.Errorf("export: code %d\n%s", code, out)
	}
	code, out, _ = runWith(t, reg, "", "deck", "starters", "--game", "forty")
	if code != 0 || !strings.Contains(out, "aliens  Aliens  40 cards: 40 characters\n") || !strings.Contains(out, "tricky  Tricky  40 cards: 20 characters, 20 tricks\n") {
		t.Errorf("starters: code %d\n%s", code, out)
	}
	code, out, _ = runWith(t, reg, "", "deck", "formats", "--game", "forty")
	if code != 0 || !strings.Contains(out, "forty has no formats") {
		t.Errorf("formats: code %d\n%s", code, out)
	}
	code, _, errOut = runWith(t, reg, "", "deck", "check", "-", "--game", "forty", "--format", "standard")
	if code != 1 || !strings.Contains(errOut, `--format: unknown format "standard"`) {
		t.Errorf("a format of a game without formats: code %d, %q", code, errOut)
	}
	code, _, errOut = runWith(t, reg, "", "deck", "check", "-", "--game", "forty", "--cards", "x.yaml")
	if code != 1 || !strings.Contains(errOut, "--cards: forty does not take card files") {
		t.Errorf("--cards for a game without card files: code %d, %q", code, errOut)
	}
	code, _, errOut = runWith(t, reg, "", "cards", "import", "forty", "x.tsv")
	if code != 1 || !strings.Contains(errOut, `no importer for game "forty"; supported: superbenji`) {
		t.Errorf("import for a game without an importer: code %d, %q", code, errOut)
	}
	code, _, errOut = runWith(t, &engine.Registry{}, "", "deck", "check", "-")
	if code != 1 || !strings.Contains(errOut, "no game has deck lists") {
		t.Errorf("no deck games: code %d, %q", code, errOut)
	}
}

// --decks goes through engine.DeckGame: a game without it says so.
func TestDecksFlagNeedsADeckGame(t *testing.T) {
	code, _, errOut := run(t, "", "sim", "omnitrix", "--decks", "heroes,heroes", "--games", "1")
	if code != 1 || !strings.Contains(errOut, "omnitrix is not played with decks") {
		t.Errorf("code %d, %q", code, errOut)
	}
	code, _, errOut = run(t, "", "sim", "superbenji", "--decks", "heroes,zombies", "--games", "1")
	if code != 1 || !strings.Contains(errOut, `no starter deck is called "zombies"`) {
		t.Errorf("code %d, %q", code, errOut)
	}
}
