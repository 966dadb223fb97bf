package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/goccy/go-yaml"
	"github.com/spf13/cobra"

	"omnideck/decklist"
	"omnideck/engine"
)

// deckFlags are the flags every deck command shares.
type deckFlags struct {
	game    string
	cards   string
	formats string
}

// deckGameIDs lists the registered games played with deck lists: those
// that implement engine.DeckGame, sorted by id.
func (e *env) deckGameIDs() []string {
	var ids []string
	for _, g := range e.reg.Games() {
		if _, ok := g.(engine.DeckGame); ok {
			ids = append(ids, g.Info().ID)
		}
	}
	return ids
}

// deckGamesWords names the games with deck lists for messages.
func (e *env) deckGamesWords() string {
	if ids := e.deckGameIDs(); len(ids) > 0 {
		return "games with deck lists: " + strings.Join(ids, ", ")
	}
	return "no game has deck lists"
}

func (e *env) deckCmd() *cobra.Command {
	var df deckFlags
	ids := e.deckGameIDs()
	gameDefault, gameUsage := "", "the game the deck is for, when its cards or name do not say ("+e.deckGamesWords()+")"
	switch len(ids) {
	case 0:
		gameUsage = "the game the deck is for (no game has deck lists)"
	case 1:
		gameDefault, gameUsage = ids[0], fmt.Sprintf("the game the deck is for (%s is the only game with deck lists)", ids[0])
	}
	long := "Works with deck lists: plain UTF-8 text, one card a line, as \"3 x Card Name\", \"3x Card Name\",\n" +
		"\"3 Card Name\", \"Card Name\" (one copy) or by id, \"3 x SET/13\". Blank lines and lines starting\n" +
		"with # or // are ignored, and a line \"Deck: NAME\" names the deck.\n\n" +
		"The commands find the game themselves: from the cards a deck list names, from the name of a\n" +
		"built-in deck, or from the game a --cards or --formats file names. --game is needed only when\n" +
		"that leaves more than one game, and the message names them."
	if len(ids) > 0 {
		long += "\n\nGames with deck lists, and their deck construction rules:"
		for _, id := range ids {
			long += "\n  " + id
			if g, err := e.reg.Lookup(id); err == nil {
				if cat, err := g.(engine.DeckGame).DeckCatalog(); err == nil && cat.Rules().Summary != "" {
					long += ": " + cat.Rules().Summary
				}
			}
		}
	}
	cmd := &cobra.Command{
		Use:   "deck",
		Short: "Check, convert and list deck lists",
		Long:  long,
	}
	cmd.PersistentFlags().StringVar(&df.game, "game", gameDefault, gameUsage)
	cmd.PersistentFlags().StringVar(&df.cards, "cards", "", "card file to read the deck with instead of the game's own cards")
	cmd.PersistentFlags().StringVar(&df.formats, "formats", "", "formats file to use instead of the game's own (see 'omnideck deck formats')")
	cmd.AddCommand(e.deckCheckCmd(&df), e.deckExportCmd(&df), e.deckStartersCmd(&df), e.deckFormatsCmd(&df))
	return cmd
}

// errNoGame is returned by a gameFinder that has nothing to go on.
var errNoGame = errors.New("nothing says which game")

// gameFinder finds the game of a deck command from what it was given (a
// deck list's cards, a built-in deck's name): the game's id, or an error
// that says why no one game fits, or errNoGame.
type gameFinder func() (string, error)

// deckGame is the game the deck flags choose, played with the --cards
// file when one is given. Without --game, it is the game a --cards or
// --formats file names, or else the one find finds.
func (e *env) deckGame(df *deckFlags, find gameFinder) (engine.DeckGame, error) {
	id := df.game
	if id == "" {
		if len(e.deckGameIDs()) == 0 {
			return nil, errors.New("no game has deck lists")
		}
		var err error
		if id, err = e.fileGame(df); err != nil {
			return nil, err
		}
	}
	if id == "" && find != nil {
		var err error
		if id, err = find(); err != nil && !errors.Is(err, errNoGame) {
			return nil, err
		}
	}
	if id == "" {
		return nil, fmt.Errorf("--game is required: the %s", e.deckGamesWords())
	}
	return e.deckGameByID(id, df)
}

// deckGameByID is the game id with deck lists, played with the --cards
// file when one is given.
func (e *env) deckGameByID(id string, df *deckFlags) (engine.DeckGame, error) {
	g, err := e.reg.Lookup(id)
	if err != nil {
		return nil, fmt.Errorf("--game %s: %w", id, err)
	}
	dg, ok := g.(engine.DeckGame)
	if !ok {
		return nil, fmt.Errorf("--game %s: %s has no deck lists (%s)", id, id, e.deckGamesWords())
	}
	if df.cards == "" {
		return dg, nil
	}
	loader, ok := g.(engine.CardLoader)
	if !ok {
		return nil, fmt.Errorf("--cards: %s does not take card files", id)
	}
	data, err := os.ReadFile(df.cards)
	if err != nil {
		return nil, fmt.Errorf("card file: %w", err)
	}
	g, err = loader.WithCards(df.cards, data)
	if err != nil {
		fmt.Fprintln(e.err, err)
		return nil, errQuiet
	}
	if dg, ok = g.(engine.DeckGame); !ok {
		return nil, fmt.Errorf("--cards: %s played with %s has no deck lists", id, df.cards)
	}
	return dg, nil
}

// fileGame is the game that the --cards or --formats file names in its
// "game:" field, or "" when neither flag is given or neither file names a
// game with deck lists. Files that name different games are an error.
func (e *env) fileGame(df *deckFlags) (string, error) {
	var found, from string
	for _, f := range []struct{ flag, path string }{{"--cards", df.cards}, {"--formats", df.formats}} {
		if f.path == "" {
			continue
		}
		data, err := os.ReadFile(f.path)
		if err != nil {
			return "", fmt.Errorf("%s: %w", f.flag, err)
		}
		var head struct {
			Game string `yaml:"game"`
		}
		if yaml.Unmarshal(data, &head) != nil || !slices.Contains(e.deckGameIDs(), head.Game) {
			continue
		}
		if found != "" && found != head.Game {
			return "", fmt.Errorf("%s is for %s and %s for %s: give --game", from, found, f.path, head.Game)
		}
		found, from = head.Game, f.path
	}
	return found, nil
}

// readDeckFile reads the deck list file ("-" for standard input) and
// returns the name messages give it with its text.
func (e *env) readDeckFile(file string) (string, []byte, error) {
	var (
		data []byte
		err  error
	)
	if file == "-" {
		data, err = io.ReadAll(e.in)
		file = "stdin"
	} else {
		data, err = os.ReadFile(file)
	}
	if err != nil {
		return "", nil, fmt.Errorf("read deck: %w", err)
	}
	return file, data, nil
}

// deckOf finds the game whose cards the deck list file names.
func (e *env) deckOf(file string, data []byte) gameFinder {
	return func() (string, error) { return e.gameOfDeck(file, data) }
}

// gameOfDeck finds the one game whose cards the deck list names: the game
// that knows every line some game knows. Lines that name no card of any
// game do not count (they are misspellings, which the game's check then
// points out with the closest names); when no line names a card at all,
// the one game with names close to them is taken.
func (e *env) gameOfDeck(file string, data []byte) (string, error) {
	ids := e.deckGameIDs()
	matches := map[string]decklist.Matches{}
	anyKnows := map[int]bool{}
	var entries []int
	for _, id := range ids {
		g, err := e.reg.Lookup(id)
		if err != nil {
			return "", err
		}
		cat, err := g.(engine.DeckGame).DeckCatalog()
		if err != nil {
			return "", fmt.Errorf("%s: %w", id, err)
		}
		m := decklist.Match(data, cat)
		matches[id] = m
		for _, n := range m.Known {
			anyKnows[n] = true
		}
		entries = mergeLines(m.Known, m.Unknown)
	}
	if len(entries) == 0 {
		return "", fmt.Errorf("%s lists no cards, so nothing says which game it is for: give --game (%s)", file, e.deckGamesWords())
	}
	if len(anyKnows) == 0 {
		var near []string
		for _, id := range ids {
			if len(matches[id].Near) > 0 {
				near = append(near, fmt.Sprintf("%s (%s)", id, linesWords(matches[id].Near)))
			}
		}
		switch len(near) {
		case 0:
			return "", fmt.Errorf("no game has the cards of %s: %s no card of any game with deck lists (%s)", file, linesMatch(entries), strings.Join(ids, ", "))
		case 1:
			return near[0][:strings.IndexByte(near[0], ' ')], nil
		}
		return "", fmt.Errorf("no game has the cards of %s: %s no card of any game with deck lists, and several have names close to them: %s; give --game to see which", file, linesMatch(entries), strings.Join(near, ", "))
	}
	var fits, some []string
	for _, id := range ids {
		known := matches[id].Known
		if len(known) == len(anyKnows) {
			fits = append(fits, id)
		}
		if len(known) > 0 {
			some = append(some, fmt.Sprintf("%s on %s", id, linesWords(known)))
		}
	}
	switch len(fits) {
	case 1:
		return fits[0], nil
	case 0:
		return "", fmt.Errorf("%s names cards of different games: %s; give --game to check it as one of them", file, strings.Join(some, "; "))
	}
	return "", fmt.Errorf("the cards of %s are cards of several games: %s; give --game to choose one", file, strings.Join(fits, ", "))
}

// mergeLines is the sorted union of two sorted lists of lines.
func mergeLines(a, b []int) []int {
	out := append(slices.Clone(a), b...)
	slices.Sort(out)
	return slices.Compact(out)
}

// linesWords writes lines as "line 3", "lines 3, 9 and 12" or, past eight,
// "lines 3, 4, 5, 6, 7, 8, 9, 10 and 6 more".
func linesWords(lines []int) string {
	const most = 8
	if len(lines) == 1 {
		return fmt.Sprintf("line %d", lines[0])
	}
	words := make([]string, 0, most+1)
	for i, n := range lines {
		if i == most {
			words = append(words, fmt.Sprintf("%d more", len(lines)-most))
			break
		}
		words = append(words, strconv.Itoa(n))
	}
	return "lines " + strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// linesMatch is "line 3 matches" or "lines 3 and 4 match".
func linesMatch(lines []int) string {
	if len(lines) == 1 {
		return linesWords(lines) + " matches"
	}
	return linesWords(lines) + " match"
}

// formats are the formats the deck flags choose for decks of g's catalog
// cat: the game's own, or those of the --formats file.
func (e *env) formats(df *deckFlags, g engine.DeckGame, cat *decklist.Catalog) (decklist.Formats, error) {
	if df.formats == "" {
		return g.DeckFormats()
	}
	data, err := os.ReadFile(df.formats)
	if err != nil {
		return nil, fmt.Errorf("formats file: %w", err)
	}
	formats, err := decklist.LoadFormats(df.formats, data, cat)
	if err != nil {
		fmt.Fprintln(e.err, err)
		return nil, errQuiet
	}
	return formats, nil
}

func (e *env) deckCheckCmd(df *deckFlags) *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "check FILE",
		Short: "Check that a deck list is a legal deck, listing every problem",
		Long: "Checks a deck list against the game's deck construction rules ('omnideck deck --help' sums them\n" +
			"up) and the banned and restricted lists of a format ('omnideck deck formats' lists them), and\n" +
			"lists every problem with its line and the rule it breaks: lines that name no card (with the\n" +
			"closest names) and, in the same run, the size, copy and Unique problems of the rest, in which\n" +
			"such lines do not count. The game is found from the cards the list names. FILE - reads\n" +
			"standard input.",
		Example: "  omnideck deck check mydeck.txt\n" +
			"  omnideck deck check mydeck.txt --format FORMAT",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			name, data, err := e.readDeckFile(args[0])
			if err != nil {
				return err
			}
			g, err := e.deckGame(df, e.deckOf(name, data))
			if err != nil {
				return err
			}
			cat, err := g.DeckCatalog()
			if err != nil {
				return err
			}
			d, _ := decklist.Read(name, data, cat)
			formats, err := e.formats(df, g, cat)
			if err != nil {
				return err
			}
			var f *decklist.Format
			switch {
			case format != "":
				if f, err = formats.Lookup(format); err != nil {
					return fmt.Errorf("--format: %w", err)
				}
			case len(formats) > 0:
				f = formats[0]
			}
			forFormat := ""
			if f != nil {
				forFormat = " for " + f.ID
			}
			problems := d.Check(f)
			if len(problems) == 0 {
				fmt.Fprintf(e.out, "%s: legal %d-card deck%s\n", d.File, d.Size(), forFormat)
				return nil
			}
			for _, p := range problems {
				fmt.Fprintln(e.err, p)
			}
			fmt.Fprintf(e.err, "%s: not a legal deck%s: %s\n", d.File, forFormat, plural(len(problems), "problem"))
			return errQuiet
		},
	}
	cmd.Flags().StringVar(&format, "format", "", "the format whose banned and restricted lists apply (default: the game's first, as 'deck formats' lists them)")
	return cmd
}

func (e *env) deckExportCmd(df *deckFlags) *cobra.Command {
	var as string
	cmd := &cobra.Command{
		Use:   "export FILE",
		Short: "Print a deck list with cards by name or by id",
		Long: "Prints the deck list sorted by type, in the game's order (such as characters, then actions), and\n" +
			"name, with cards named by full name (--as names) or by id (--as ids). Without --as it prints the\n" +
			"style the file is not written in. The deck need not be legal, but every line must name a card;\n" +
			"nothing is printed otherwise. The game is found from the cards the list names. FILE - reads\n" +
			"standard input.",
		Example: "  omnideck deck export mydeck.txt --as ids",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			style := decklist.Style("")
			if as != "" {
				var err error
				if style, err = decklist.ParseStyle(as); err != nil {
					return fmt.Errorf("--as: %w", err)
				}
			}
			name, data, err := e.readDeckFile(args[0])
			if err != nil {
				return err
			}
			g, err := e.deckGame(df, e.deckOf(name, data))
			if err != nil {
				return err
			}
			cat, err := g.DeckCatalog()
			if err != nil {
				return err
			}
			d, err := decklist.Parse(name, data, cat)
			if err != nil {
				fmt.Fprintln(e.err, err)
				return errQuiet
			}
			switch {
			case style != "":
			case d.WrittenStyle() == decklist.ByName:
				style = decklist.ByID
			default:
				style = decklist.ByName
			}
			return d.Format(e.out, style)
		},
	}
	cmd.Flags().StringVar(&as, "as", "", "names or ids (default: the style the file is not written in)")
	return cmd
}

// allStarters are the built-in decks of every game with deck lists, by
// game id.
func (e *env) allStarters() (map[string][]*decklist.Deck, error) {
	all := map[string][]*decklist.Deck{}
	for _, id := range e.deckGameIDs() {
		decks, err := e.starters(id)
		if err != nil {
			return nil, err
		}
		all[id] = decks
	}
	return all, nil
}

// gamesWithStarter are the ids of the games of all that have a built-in
// deck called name, sorted.
func gamesWithStarter(all map[string][]*decklist.Deck, name string) []string {
	var ids []string
	for id, decks := range all {
		if _, err := decklist.Find(decks, name); err == nil {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	return ids
}

// starterGame finds the one game with a built-in deck called name.
func (e *env) starterGame(name string) (string, error) {
	all, err := e.allStarters()
	if err != nil {
		return "", err
	}
	switch found := gamesWithStarter(all, name); len(found) {
	case 1:
		return found[0], nil
	case 0:
		var lists []string
		for _, id := range e.deckGameIDs() {
			var names []string
			for _, d := range all[id] {
				names = append(names, d.ID())
			}
			if len(names) > 0 {
				lists = append(lists, id+": "+strings.Join(names, ", "))
			}
		}
		return "", fmt.Errorf("--print: no game has a built-in deck called %q (the built-in decks: %s)", name, strings.Join(lists, "; "))
	default:
		return "", fmt.Errorf("--print: several games have a built-in deck called %q: %s; give --game to choose one", name, strings.Join(found, ", "))
	}
}

// starters are the built-in decks of the game id.
func (e *env) starters(id string) ([]*decklist.Deck, error) {
	g, err := e.reg.Lookup(id)
	if err != nil {
		return nil, err
	}
	decks, err := g.(engine.DeckGame).StarterDecks()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", id, err)
	}
	return decks, nil
}

func (e *env) deckStartersCmd(df *deckFlags) *cobra.Command {
	var (
		printName string
		as        string
	)
	cmd := &cobra.Command{
		Use:   "starters",
		Short: "List the starter decks, or print one",
		Long: "Lists the decks built into each game with deck lists (--game: one game's), or prints one as a\n" +
			"deck list to start from (--print NAME: the game is the one that has a deck of that name).",
		Example: "  omnideck deck starters\n" +
			"  omnideck deck starters --print NAME > deck.txt",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			style, err := decklist.ParseStyle(as)
			if err != nil {
				return fmt.Errorf("--as: %w", err)
			}
			var find gameFinder
			if printName != "" {
				find = func() (string, error) { return e.starterGame(printName) }
			} else if df.game == "" && df.cards == "" && df.formats == "" {
				return e.listAllStarters()
			}
			g, err := e.deckGame(df, find)
			if err != nil {
				return err
			}
			decks, err := g.StarterDecks()
			if err != nil {
				return err
			}
			id := deckGameID(g)
			if printName != "" {
				d, err := decklist.Find(decks, printName)
				if err != nil {
					return fmt.Errorf("--print: %w", err)
				}
				return d.Format(e.out, style)
			}
			if len(decks) == 0 {
				fmt.Fprintf(e.out, "%s has no starter decks.\n", id)
				return nil
			}
			if err := e.starterTable("", decks); err != nil {
				return err
			}
			return e.printHint(map[string][]*decklist.Deck{id: decks}, df.cards)
		},
	}
	cmd.Flags().StringVar(&printName, "print", "", "print the starter deck NAME as a deck list")
	cmd.Flags().StringVar(&as, "as", "names", "with --print: names or ids")
	return cmd
}

// shellSafe are the characters a shell word may hold unquoted.
const shellSafe = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%"

// shellWord writes s as one word of a shell command line.
func shellWord(s string) string {
	if s != "" && strings.Trim(s, shellSafe) == "" {
		return s
	}
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "$", `\$`, "`", "\\`").Replace(s) + `"`
}

// deckGameID is the id of a game with deck lists.
func deckGameID(g engine.DeckGame) string {
	if gg, ok := g.(engine.Game); ok {
		return gg.Info().ID
	}
	return "the game"
}

// listAllStarters lists the built-in decks of every game with deck lists,
// under each game's id.
func (e *env) listAllStarters() error {
	byGame := map[string][]*decklist.Deck{}
	for i, id := range e.deckGameIDs() {
		decks, err := e.starters(id)
		if err != nil {
			return err
		}
		if i > 0 {
			fmt.Fprintln(e.out)
		}
		if len(decks) == 0 {
			fmt.Fprintf(e.out, "%s has no starter decks.\n", id)
			continue
		}
		fmt.Fprintf(e.out, "%s\n", id)
		if err := e.starterTable("  ", decks); err != nil {
			return err
		}
		byGame[id] = decks
	}
	return e.printHint(byGame, "")
}

// starterTable lists decks, one a line, each line starting with indent.
func (e *env) starterTable(indent string, decks []*decklist.Deck) error {
	tw := tabwriter.NewWriter(e.out, 0, 0, 2, ' ', 0)
	for _, d := range decks {
		fmt.Fprintf(tw, "%s%s\t%s\t%d cards: %s\n", indent, d.ID(), d.Name, d.Size(), typeCounts(d))
	}
	if err := tw.Flush(); err != nil {
		return fmt.Errorf("list starter decks: %w", err)
	}
	return nil
}

// printHint says how to print one of the listed decks, in a command that
// works as printed: with --game GAME when a listed name would find more
// than one game's deck, or the decks are read with another card file.
func (e *env) printHint(listed map[string][]*decklist.Deck, cards string) error {
	if len(listed) == 0 {
		return nil
	}
	all, err := e.allStarters()
	if err != nil {
		return err
	}
	needsGame := cards != ""
	for _, decks := range listed {
		for _, d := range decks {
			if len(gamesWithStarter(all, d.ID())) != 1 {
				needsGame = true
			}
		}
	}
	hint := "'omnideck deck starters --print NAME'"
	if needsGame {
		hint = "'omnideck deck starters --print NAME --game GAME'"
		if len(listed) == 1 {
			for id := range listed {
				hint = "'omnideck deck starters --print NAME --game " + id + "'"
			}
		}
	}
	if cards != "" {
		hint = strings.TrimSuffix(hint, "'") + " --cards " + shellWord(cards) + "'"
	}
	fmt.Fprintf(e.out, "\n%s prints one as a deck list.\n", hint)
	return nil
}

func (e *env) deckFormatsCmd(df *deckFlags) *cobra.Command {
	return &cobra.Command{
		Use:   "formats",
		Short: "List the formats 'deck check --format' knows, with their banned and restricted cards",
		Long:  "Lists the formats of each game with deck lists (--game: one game's), with their banned and\nrestricted cards.",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if df.game == "" && df.cards == "" && df.formats == "" && len(e.deckGameIDs()) > 0 {
				for i, id := range e.deckGameIDs() {
					if i > 0 {
						fmt.Fprintln(e.out)
					}
					if err := e.listFormats(df, id, "  "); err != nil {
						return err
					}
				}
				return nil
			}
			g, err := e.deckGame(df, nil)
			if err != nil {
				return err
			}
			return e.listFormatsOf(df, g, "")
		},
	}
}

// listFormats lists the formats of the game id under its id.
func (e *env) listFormats(df *deckFlags, id, indent string) error {
	g, err := e.deckGameByID(id, df)
	if err != nil {
		return err
	}
	if formats, err := g.DeckFormats(); err == nil && len(formats) > 0 {
		fmt.Fprintln(e.out, id)
	}
	return e.listFormatsOf(df, g, indent)
}

// listFormatsOf lists g's formats, each line starting with indent.
func (e *env) listFormatsOf(df *deckFlags, g engine.DeckGame, indent string) error {
	cat, err := g.DeckCatalog()
	if err != nil {
		return err
	}
	formats, err := e.formats(df, g, cat)
	if err != nil {
		return err
	}
	if len(formats) == 0 {
		fmt.Fprintf(e.out, "%s has no formats: decks are checked against the deck construction rules alone.\n", deckGameID(g))
	}
	for _, f := range formats {
		fmt.Fprintf(e.out, "%s%s\n%s  %s\n", indent, f.ID, indent, f.Description)
		var banned, restricted []string
		for _, c := range f.Banned {
			banned = append(banned, c.Name)
		}
		for _, r := range f.Restricted {
			restricted = append(restricted, fmt.Sprintf("%s (%d)", r.Card.Name, r.Max))
		}
		if len(banned) > 0 {
			fmt.Fprintf(e.out, "%s  banned: %s\n", indent, strings.Join(banned, "; "))
		}
		if len(restricted) > 0 {
			fmt.Fprintf(e.out, "%s  restricted: %s\n", indent, strings.Join(restricted, "; "))
		}
	}
	return nil
}

// decksExample is an example command line that plays with two starter
// decks of the first game that has them, or "" when none has: format
// takes the game's id and the decks, "villains,heroes". It starts with a
// newline, to follow other examples.
func (e *env) decksExample(format string) string {
	for _, g := range e.reg.Games() {
		dg, ok := g.(engine.DeckGame)
		if !ok {
			continue
		}
		decks, err := dg.StarterDecks()
		if err != nil || len(decks) < 2 {
			continue
		}
		return "\n" + fmt.Sprintf(format, g.Info().ID, decks[0].ID()+","+decks[1].ID())
	}
	return ""
}

// typeCounts says how many cards of each type a deck holds, in the order
// of the game's types: "13 characters, 2 locations, 12 actions".
func typeCounts(d *decklist.Deck) string {
	n := map[string]int{}
	var order []string
	if d.Catalog != nil {
		for _, t := range d.Catalog.Rules().Types {
			order = append(order, t.Name)
		}
	}
	for _, c := range d.Cards() {
		t := c.Type
		if d.Catalog != nil {
			t = d.Catalog.Definition(c).Type
		}
		if n[t] == 0 && !slices.Contains(order, t) {
			order = append(order, t)
		}
		n[t]++
	}
	var parts []string
	for _, t := range order {
		if n[t] > 0 {
			parts = append(parts, plural(n[t], t))
		}
	}
	return strings.Join(parts, ", ")
}

// plural writes "1 problem" or "3 problems".
func plural(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("1 %s", word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}
