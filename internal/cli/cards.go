package cli

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"omnideck/engine"
	"omnideck/games/superbenji"
)

func (e *env) cardsCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "cards",
		Short: "Work with card files",
	}
	cmd.AddCommand(&cobra.Command{
		Use:   "check GAME FILE",
		Short: "Check a card file and list every problem in it",
		Args:  cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			g, err := e.reg.Lookup(args[0])
			if err != nil {
				return err
			}
			loader, ok := g.(engine.CardLoader)
			if !ok {
				return fmt.Errorf("%s does not take card files", args[0])
			}
			data, err := os.ReadFile(args[1])
			if err != nil {
				return err
			}
			if _, err := loader.WithCards(args[1], data); err != nil {
				fmt.Fprintln(e.err, err)
				return errQuiet
			}
			fmt.Fprintf(e.out, "%s: the cards are fine for %s.\n", args[1], g.Info().Name)
			return nil
		},
	})
	cmd.AddCommand(e.cardsImportCmd())
	return cmd
}

// cardImporters read a game's published set files into card files, by
// game id. The importers do not need the game to be in the registry.
var cardImporters = map[string]func(name string, data []byte, out *bytes.Buffer) (cards int, notes []string, err error){
	"superbenji": func(name string, data []byte, out *bytes.Buffer) (int, []string, error) {
		im, err := superbenji.ImportTSV(name, data)
		if err != nil {
			return 0, nil, err
		}
		notes := make([]string, len(im.Notes))
		for i, n := range im.Notes {
			notes[i] = fmt.Sprintf("%s:%d: %s", name, n.Line, n)
		}
		return len(im.Cards), notes, im.WriteYAML(out)
	},
}

func (e *env) cardsImportCmd() *cobra.Command {
	var outPath string
	cmd := &cobra.Command{
		Use:   "import GAME FILE",
		Short: "Turn a game's published set list into a card file",
		Long: "Reads a set list in the game's published format (superbenji: the set TSV) and writes a card file\n" +
			"with every printed fact, to standard output or --out. Standard error lists what still needs a\n" +
			"definition (abilities and effects) and readings to check; the file passes 'cards check' once\n" +
			"those are defined.",
		Example: "  omnideck cards import superbenji base-set-2026.tsv --out cards.yaml",
		Args:    cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			game, path := args[0], args[1]
			importer, ok := cardImporters[game]
			if !ok {
				ids := make([]string, 0, len(cardImporters))
				for id := range cardImporters {
					ids = append(ids, id)
				}
				slices.Sort(ids)
				return fmt.Errorf("cards import: no importer for game %q; supported: %s", game, strings.Join(ids, ", "))
			}
			data, err := os.ReadFile(path)
			if err != nil {
				return fmt.Errorf("cards import: %w", err)
			}
			var yamlOut bytes.Buffer
			n, notes, err := importer(path, data, &yamlOut)
			if err != nil {
				fmt.Fprintln(e.err, err)
				return errQuiet
			}
			if outPath != "" {
				if err := os.WriteFile(outPath, yamlOut.Bytes(), 0o644); err != nil {
					return fmt.Errorf("cards import: %w", err)
				}
			} else if _, err := e.out.Write(yamlOut.Bytes()); err != nil {
				return fmt.Errorf("cards import: %w", err)
			}
			for _, note := range notes {
				fmt.Fprintln(e.err, note)
			}
			where := "standard output"
			if outPath != "" {
				where = outPath
			}
			fmt.Fprintf(e.err, "%s: %d cards written to %s; %d notes above: define those abilities and effects (docs/effects.md) and check the readings.\n",
				path, n, where, len(notes))
			return nil
		},
	}
	cmd.Flags().StringVar(&outPath, "out", "", "write the card file here instead of to standard output")
	return cmd
}
