package cli

import (
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"omnideck/games/superbenji"
)

// deckGame is the only game with deck lists so far.
const deckGame = "superbenji"

// deckFlags are the flags every deck command shares.
type deckFlags struct {
	game    string
	cards   string
	formats string
}

func (e *env) deckCmd() *cobra.Command {
	var df deckFlags
	cmd := &cobra.Command{
		Use:   "deck",
		Short: "Check, convert and list deck lists",
		Long: "Works with deck lists: plain text, one card a line, as \"3 x Targeted Nuke\", \"3x Targeted Nuke\",\n" +
			"\"3 Targeted Nuke\", \"Targeted Nuke\" (one copy) or by id, \"3 x BS26/13\". Blank lines and lines\n" +
			"starting with # or // are ignored, and a line \"Deck: NAME\" names the deck. Decks are for superbenji\n" +
			"so far.",
	}
	cmd.PersistentFlags().StringVar(&df.game, "game", deckGame, "the game the deck is for")
	cmd.PersistentFlags().StringVar(&df.cards, "cards", "", "card file to read the deck with instead of the game's own cards")
	cmd.PersistentFlags().StringVar(&df.formats, "formats", "", "formats file to use instead of the game's own (as games/superbenji/formats.yaml)")
	cmd.AddCommand(e.deckCheckCmd(&df), e.deckExportCmd(&df), e.deckStartersCmd(&df), e.deckFormatsCmd(&df))
	return cmd
}

// cardSet is the card set the deck flags choose.
func (e *env) cardSet(df *deckFlags) (*superbenji.CardSet, error) {
	if df.game != deckGame {
		if _, err := e.reg.Lookup(df.game); err != nil {
			return nil, fmt.Errorf("--game %s: %w; deck lists are for %s", df.game, err, deckGame)
		}
		return nil, fmt.Errorf("--game %s: %s has no deck lists; decks are for %s only so far", df.game, df.game, deckGame)
	}
	if df.cards == "" {
		return superbenji.BaseSet()
	}
	data, err := os.ReadFile(df.cards)
	if err != nil {
		return nil, fmt.Errorf("card file: %w", err)
	}
	cs, err := superbenji.LoadCards(df.cards, data)
	if err != nil {
		fmt.Fprintln(e.err, err)
		return nil, errQuiet
	}
	return cs, nil
}

// formats are the formats the deck flags choose, for decks of cs: the
// game's own, or those of the --formats file.
func (e *env) formats(df *deckFlags, cs *superbenji.CardSet) (superbenji.Formats, error) {
	if df.formats == "" {
		return superbenji.BaseFormats(cs)
	}
	data, err := os.ReadFile(df.formats)
	if err != nil {
		return nil, fmt.Errorf("formats file: %w", err)
	}
	formats, err := superbenji.LoadFormats(df.formats, data, cs)
	if err != nil {
		fmt.Fprintln(e.err, err)
		return nil, errQuiet
	}
	return formats, nil
}

// readDeck reads the deck list in file ("-" for standard input). A deck
// with problems is reported on standard error and fails quietly.
func (e *env) readDeck(df *deckFlags, file string) (*superbenji.Deck, *superbenji.CardSet, error) {
	cs, err := e.cardSet(df)
	if err != nil {
		return nil, nil, err
	}
	var data []byte
	if file == "-" {
		data, err = io.ReadAll(e.in)
		file = "stdin"
	} else {
		data, err = os.ReadFile(file)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("read deck: %w", err)
	}
	d, err := superbenji.ParseDeck(file, data, cs)
	if err != nil {
		fmt.Fprintln(e.err, err)
		return nil, nil, errQuiet
	}
	return d, cs, nil
}

func (e *env) deckCheckCmd(df *deckFlags) *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "check FILE",
		Short: "Check that a deck list is a legal deck, listing every problem",
		Long: "Checks a deck list against the deck construction rules (27 cards; at most 3 copies of a card by\n" +
			"name, alternate arts included; Unique cards 1 copy by full name; no tokens) and the banned and\n" +
			"restricted lists of a format ('omnideck deck formats' lists them). FILE - reads standard input.",
		Example: "  omnideck deck check mydeck.txt\n" +
			"  omnideck deck check mydeck.txt --format example-banned",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			d, cs, err := e.readDeck(df, args[0])
			if err != nil {
				return err
			}
			formats, err := e.formats(df, cs)
			if err != nil {
				return err
			}
			f, err := formats.Lookup(format)
			if err != nil {
				return fmt.Errorf("--format: %w", err)
			}
			problems := d.Check(f)
			if len(problems) == 0 {
				fmt.Fprintf(e.out, "%s: legal %d-card deck for %s\n", d.File, superbenji.DeckSize, f.ID)
				return nil
			}
			for _, p := range problems {
				fmt.Fprintln(e.err, p)
			}
			fmt.Fprintf(e.err, "%s: not a legal deck for %s: %s\n", d.File, f.ID, plural(len(problems), "problem"))
			return errQuiet
		},
	}
	cmd.Flags().StringVar(&format, "format", "standard", "the format whose banned and restricted lists apply")
	return cmd
}

func (e *env) deckExportCmd(df *deckFlags) *cobra.Command {
	var as string
	cmd := &cobra.Command{
		Use:   "export FILE",
		Short: "Print a deck list with cards by name or by id",
		Long: "Prints the deck list sorted by type (characters, artifacts, locations, actions) and name, with\n" +
			"cards named by full name (--as names) or by id (--as ids). Without --as it prints the style the\n" +
			"file is not written in. The deck need not be legal. FILE - reads standard input.",
		Example: "  omnideck deck export mydeck.txt --as ids",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			d, _, err := e.readDeck(df, args[0])
			if err != nil {
				return err
			}
			style := superbenji.ByName
			switch {
			case as != "":
				if style, err = superbenji.ParseStyle(as); err != nil {
					return fmt.Errorf("--as: %w", err)
				}
			case d.WrittenStyle() == superbenji.ByName:
				style = superbenji.ByID
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
			"  omnideck deck starters --print heroes > heroes.txt",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cs, err := e.cardSet(df)
			if err != nil {
				return err
			}
			decks, err := superbenji.StarterDecks(cs)
			if err != nil {
				return err
			}
			if printName != "" {
				d, err := superbenji.FindStarter(decks, printName)
				if err != nil {
					return fmt.Errorf("--print: %w", err)
				}
				style, err := superbenji.ParseStyle(as)
				if err != nil {
					return fmt.Errorf("--as: %w", err)
				}
				return d.Format(e.out, style)
			}
			tw := tabwriter.NewWriter(e.out, 0, 0, 2, ' ', 0)
			for _, d := range decks {
				fmt.Fprintf(tw, "%s\t%s\t%d cards: %s\n", superbenji.StarterID(d), d.Name, d.Size(), typeCounts(d, cs))
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
			cs, err := e.cardSet(df)
			if err != nil {
				return err
			}
			formats, err := e.formats(df, cs)
			if err != nil {
				return err
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

// typeCounts says how many cards of each type a deck holds:
// "13 characters, 2 locations, 12 actions".
func typeCounts(d *superbenji.Deck, cs *superbenji.CardSet) string {
	n := map[string]int{}
	for _, c := range d.Cards() {
		n[cs.Definition(c).Type]++
	}
	var parts []string
	for _, t := range []string{"character", "artifact", "location", "action"} {
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
