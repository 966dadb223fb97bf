package cli

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"omnideck/agent"
	"omnideck/engine"
)

func (e *env) gamesCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "games",
		Short: "List the games, their options and the agents",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			var infos []engine.Info
			for _, g := range e.reg.Games() {
				infos = append(infos, g.Info())
			}
			if asJSON {
				enc := json.NewEncoder(e.out)
				enc.SetIndent("", "  ")
				return enc.Encode(infos)
			}
			for _, info := range infos {
				fmt.Fprintf(e.out, "%s — %s (%d to %d players)\n  %s\n", info.ID, info.Name, info.MinPlayers, info.MaxPlayers, info.Summary)
				if len(info.Options) > 0 {
					fmt.Fprintln(e.out, "  options (--opt name=value):")
				}
				for _, o := range info.Options {
					fmt.Fprintf(e.out, "    %s = %s (default %s)\n      %s\n", o.Name, strings.Join(o.Choices, " | "), o.Default, o.Summary)
				}
				fmt.Fprintln(e.out)
			}
			fmt.Fprintln(e.out, "agents:")
			for _, name := range agent.Names() {
				fmt.Fprintf(e.out, "  %-10s %s\n", name, agent.Summary(name))
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the games as JSON")
	return cmd
}
