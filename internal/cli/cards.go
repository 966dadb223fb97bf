package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"omnideck/carddata"
	"omnideck/engine"
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
				if other, why := e.cardFileGame(args[0], args[1], data, err); other != "" {
					fmt.Fprintf(e.err, "%s: this looks like a %s card file (%s); check it with: omnideck cards check %s %s\n",
						args[1], other, why, other, args[1])
				}
				return errQuiet
			}
			fmt.Fprintf(e.out, "%s: the cards are fine for %s.\n", args[1], g.Info().Name)
			return nil
		},
	})
	cmd.AddCommand(e.cardsImportCmd(), e.cardsExportCmd())
	return cmd
}

// cardsExportCmd writes a game's built-in card file, for a designer to
// start from.
func (e *env) cardsExportCmd() *cobra.Command {
	var outPath string
	cmd := &cobra.Command{
		Use:   "export GAME",
		Short: "Write a game's built-in card file, to change and play with --cards",
		Example: "  omnideck cards export superbenji --out my-set.yaml\n" +
			"  omnideck cards check superbenji my-set.yaml",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			g, err := e.reg.Lookup(args[0])
			if err != nil {
				return err
			}
			loader, ok := g.(engine.CardLoader)
			if !ok {
				return fmt.Errorf("%s's cards are not a card file: it takes none (games with card files: %s)", args[0], strings.Join(e.cardFileGames(), ", "))
			}
			name, data, _ := loader.CardFile()
			if outPath == "" {
				_, err := e.out.Write(data)
				return err
			}
			if err := writeWhole(outPath, func(w io.Writer) error { _, err := w.Write(data); return err }); err != nil {
				return fmt.Errorf("cards export: %w", err)
			}
			fmt.Fprintf(e.err, "%s's card file %s written to %s.\n", g.Info().Name, name, outPath)
			return nil
		},
	}
	cmd.Flags().StringVar(&outPath, "out", "", "write the card file here instead of to standard output")
	return cmd
}

// cardFileGames lists the games that take card files.
func (e *env) cardFileGames() []string {
	var ids []string
	for _, g := range e.reg.Games() {
		if _, ok := g.(engine.CardLoader); ok {
			ids = append(ids, g.Info().ID)
		}
	}
	return ids
}

// cardFileGame finds the game a card file that game's reader refused
// (with err) looks like it belongs to, among the registered games that take
// card files, and says why: the game its "game:" field names; or, when it
// names none, the one game whose reader finds fewer problems in it than
// game's does. It returns "" when no other game fits better.
func (e *env) cardFileGame(game, name string, data []byte, err error) (other, why string) {
	loaders := map[string]engine.CardLoader{}
	for _, g := range e.reg.Games() {
		if l, ok := g.(engine.CardLoader); ok && g.Info().ID != game {
			loaders[g.Info().ID] = l
		}
	}
	if claimed := carddata.GameOf(data); claimed != "" {
		if _, ok := loaders[claimed]; ok {
			return claimed, fmt.Sprintf("its \"game: %s\"", claimed)
		}
		return "", ""
	}
	problems := func(err error) int { return strings.Count(err.Error(), "\n") + 1 }
	mine, best, bestN, tie := problems(err), "", 0, false
	for id, l := range loaders {
		_, err := l.WithCards(name, data)
		n := 0
		if err != nil {
			n = problems(err)
		}
		switch {
		case best == "" || n < bestN:
			best, bestN, tie = id, n, false
		case n == bestN:
			tie = true
		}
	}
	if best == "" || tie || bestN >= mine {
		return "", ""
	}
	return best, fmt.Sprintf("%s's reader finds %s in it, %s's %d", best, plural(bestN, "problem"), game, mine)
}

// importerIDs lists the registered games that import their publishers'
// card lists: those that implement engine.CardImporter, sorted by id.
func (e *env) importerIDs() []string {
	var ids []string
	for _, g := range e.reg.Games() {
		if _, ok := g.(engine.CardImporter); ok {
			ids = append(ids, g.Info().ID)
		}
	}
	return ids
}

func (e *env) cardsImportCmd() *cobra.Command {
	var outPath string
	ids := e.importerIDs()
	long := "Reads a card list in the game's published format and writes a card file with every printed\n" +
		"fact, to standard output or --out. Standard error lists what still needs a definition (abilities\n" +
		"and effects) and readings to check; the file passes 'cards check' once those are defined."
	example := "  omnideck cards import GAME FILE... --out cards.yaml"
	if len(ids) > 0 {
		long += "\n\nGames with an importer, and what each reads:"
		for _, id := range ids {
			if g, err := e.reg.Lookup(id); err == nil {
				long += fmt.Sprintf("\n  %s: %s", id, g.(engine.CardImporter).CardImportSource())
			}
		}
		example = fmt.Sprintf("  omnideck cards import %s FILE --out cards.yaml", ids[0])
	}
	cmd := &cobra.Command{
		Use:     "import GAME FILE...",
		Short:   "Turn a game's published set list into a card file",
		Long:    long,
		Example: example,
		Args:    cobra.MinimumNArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			game, paths := args[0], args[1:]
			var importer engine.CardImporter
			if g, err := e.reg.Lookup(game); err == nil {
				importer, _ = g.(engine.CardImporter)
			}
			if importer == nil {
				supported := strings.Join(e.importerIDs(), ", ")
				if supported == "" {
					supported = "none"
				}
				return fmt.Errorf("cards import: no importer for game %q; supported: %s", game, supported)
			}
			var yamlOut bytes.Buffer
			res, err := importFiles(importer, game, paths, &yamlOut)
			if err != nil {
				fmt.Fprintln(e.err, err)
				return errQuiet
			}
			if outPath != "" {
				if err := writeWhole(outPath, func(w io.Writer) error { _, err := w.Write(yamlOut.Bytes()); return err }); err != nil {
					return fmt.Errorf("cards import: %w", err)
				}
			} else if _, err := e.out.Write(yamlOut.Bytes()); err != nil {
				return fmt.Errorf("cards import: %w", err)
			}
			for _, note := range res.Notes {
				fmt.Fprintln(e.err, note)
			}
			where := "standard output"
			if outPath != "" {
				where = outPath
			}
			fmt.Fprintf(e.err, "%s: %d cards written to %s; %d notes above: define those abilities and effects (docs/effects.md) and check the readings.\n",
				strings.Join(paths, ", "), res.Cards, where, len(res.Notes))
			return nil
		},
	}
	cmd.Flags().StringVar(&outPath, "out", "", "write the card file here instead of to standard output")
	return cmd
}

// importFiles reads the files of a published card list and imports them:
// several files go to a game that reads them together
// (engine.CardFilesImporter), one file to any importer.
func importFiles(importer engine.CardImporter, game string, paths []string, w *bytes.Buffer) (engine.CardImport, error) {
	files := make([]engine.CardSource, 0, len(paths))
	for _, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			return engine.CardImport{}, fmt.Errorf("cards import: %w", err)
		}
		files = append(files, engine.CardSource{Name: path, Data: data})
	}
	if multi, ok := importer.(engine.CardFilesImporter); ok {
		return multi.ImportCardFiles(files, w)
	}
	if len(files) > 1 {
		return engine.CardImport{}, fmt.Errorf("cards import: %s reads one file, not %d", game, len(files))
	}
	return importer.ImportCards(files[0].Name, files[0].Data, w)
}
