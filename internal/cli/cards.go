package cli

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

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
				return errQuiet
			}
			fmt.Fprintf(e.out, "%s: the cards are fine for %s.\n", args[1], g.Info().Name)
			return nil
		},
	})
	return cmd
}
