package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"text/tabwriter"

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
	gameDefault, gameUsage := "", "the game the deck is for (required: "+e.deckGamesWords()+")"
	switch len(ids) {
	case 0:
		gameUsage = "the game the deck is for (no game has deck lists)"
	case 1:
		gameDefault, gameUsage = ids[0], fmt.Sprintf("the game the deck is for (%s is the only game with deck lists)", ids[0])
	}
	long := "Works with deck lists: plain UTF-8 text, one card a line, as \"3 x Card Name\", \"3x Card Name\",\n" +
		"\"3 Card Name\", \"Card Name\" (one copy) or by id, \"3 x SET/13\". Blank lines and lines starting\n" +
		"with # or // are ignored, and a line \"Deck: NAME\" names the deck."
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

// deckGame is the game the deck flags choose, played with the --cards
// file when one is given.
func (e *env) deckGame(df *deckFlags) (engine.DeckGame, error) {
	if df.game == "" {
		if len(e.deckGameIDs()) == 0 {
			return nil, errors.New("no game has deck lists")
		}
		return nil, fmt.Errorf("--game is required: the %s", e.deckGamesWords())
	}
	g, err := e.reg.Lookup(df.game)
	if err != nil {
		return nil, fmt.Errorf("--game %s: %w", df.game, err)
	}
	dg, ok := g.(engine.DeckGame)
	if !ok {
		return nil, fmt.Errorf("--game %s: %s has no deck lists (%s)", df.game, df.game, e.deckGamesWords())
	}
	if df.cards == "" {
		return dg, nil
	}
	loader, ok := g.(engine.CardLoader)
	if !ok {
		return nil, fmt.Errorf("--cards: %s does not take card files", df.game)
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
		return nil, fmt.Errorf("--cards: %s played with %s has no deck lists", df.game, df.cards)
	}
	return dg, nil
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

// readDeck reads the deck list in file ("-" for standard input). A deck
// with problems is reported on standard error and fails quietly.
func (e *env) readDeck(g engine.DeckGame, file string) (*decklist.Deck, error) {
	cat, err := g.DeckCatalog()
	if err != nil {
		return nil, err
	}
	var data []byte
	if file == "-" {
		data, err = io.ReadAll(e.in)
		file = "stdin"
	} else {
		data, err = os.ReadFile(file)
	}
	if err != nil {
		return nil, fmt.Errorf("read deck: %w", err)
	}
	d, err := decklist.Parse(file, data, cat)
	if err != nil {
		fmt.Fprintln(e.err, err)
		return nil, errQuiet
	}
	return d, nil
}

func (e *env) deckCheckCmd(df *deckFlags) *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "check FILE",
		Short: "Check that a deck list is a legal deck, listing every problem",
		Long: "Checks a deck list against the game's deck construction rules ('omnideck deck --help' sums them\n" +
			"up) and the banned and restricted lists of a format ('omnideck deck formats' lists them), and\n" +
			"lists every problem with its line and the rule it breaks. FILE - reads standard input.",
		Example: "  omnideck deck check mydeck.txt\n" +
			"  omnideck deck check mydeck.txt --format FORMAT",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			g, err := e.deckGame(df)
			if err != nil {
				return err
			}
			d, err := e.readDeck(g, args[0])
			if err != nil {
				return err
			}
			formats, err := e.formats(df, g, d.Catalog)
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
			"style the file is not written in. The deck need not be legal. FILE - reads standard input.",
		Example: "  omnideck deck export mydeck.txt --as ids",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			g, err := e.deckGame(df)
			if err != nil {
				return err
			}
			d, err := e.readDeck(g, args[0])
			if err != nil {
				return err
			}
			style := decklist.ByName
			switch {
			case as != "":
				if style, err = decklist.ParseStyle(as); err != nil {
					return fmt.Errorf("--as: %w", err)
				}
			case d.WrittenStyle() == decklist.ByName:
				style = decklist.ByID
			}
			return d.Format(e.out, style)
		},
	}
	cmd.Flags().StringVar(&as, "as", "", "names or ids (default: the style the file is not written in)")
	return cmd
}

func (e *env) deckStartersCmd(df *deckFlags) *cobra.Command {
	var (
		printName string
		as        string
	)
	cmd := &cobra.Command{
		Use:   "starters",
		Short: "List the starter decks, or print one",
		Example: "  omnideck deck starters\n" +
			"  omnideck deck starters --print NAME > deck.txt",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			g, err := e.deckGame(df)
			if err != nil {
				return err
			}
			decks, err := g.StarterDecks()
			if err != nil {
				return err
			}
			if printName != "" {
				d, err := decklist.Find(decks, printName)
				if err != nil {
					return fmt.Errorf("--print: %w", err)
				}
				style, err := decklist.ParseStyle(as)
				if err != nil {
					return fmt.Errorf("--as: %w", err)
				}
				return d.Format(e.out, style)
			}
			if len(decks) == 0 {
				fmt.Fprintf(e.out, "%s has no starter decks.\n", df.game)
				return nil
			}
			tw := tabwriter.NewWriter(e.out, 0, 0, 2, ' ', 0)
			for _, d := range decks {
				fmt.Fprintf(tw, "%s\t%s\t%d cards: %s\n", d.ID(), d.Name, d.Size(), typeCounts(d))
			}
			if err := tw.Flush(); err != nil {
				return fmt.Errorf("list starter decks: %w", err)
			}
			fmt.Fprintln(e.out, "\n'omnideck deck starters --print NAME' prints one as a deck list.")
			return nil
		},
	}
	cmd.Flags().StringVar(&printName, "print", "", "print the starter deck NAME as a deck list")
	cmd.Flags().StringVar(&as, "as", "names", "with --print: names or ids")
	return cmd
}

func (e *env) deckFormatsCmd(df *deckFlags) *cobra.Command {
	return &cobra.Command{
		Use:   "formats",
		Short: "List the formats 'deck check --format' knows, with their banned and restricted cards",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			g, err := e.deckGame(df)
			if err != nil {
				return err
			}
			cat, err := g.DeckCatalog()
			if err != nil {
				return err
			}
			formats, err := e.formats(df, g, cat)
			if err != nil {
				return err
			}
			if len(formats) == 0 {
				fmt.Fprintf(e.out, "%s has no formats: decks are checked against the deck construction rules alone.\n", df.game)
			}
			for _, f := range formats {
				fmt.Fprintf(e.out, "%s\n  %s\n", f.ID, f.Description)
				var banned, restricted []string
				for _, c := range f.Banned {
					banned = append(banned, c.Name)
				}
				for _, r := range f.Restricted {
					restricted = append(restricted, fmt.Sprintf("%s (%d)", r.Card.Name, r.Max))
				}
				if len(banned) > 0 {
					fmt.Fprintf(e.out, "  banned: %s\n", strings.Join(banned, "; "))
				}
				if len(restricted) > 0 {
					fmt.Fprintf(e.out, "  restricted: %s\n", strings.Join(restricted, "; "))
				}
			}
			return nil
		},
	}
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
