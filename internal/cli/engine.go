package cli

import (
	"github.com/spf13/cobra"

	"omnideck/protocol"
)

func (e *env) engineCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "engine",
		Short: "Speak the line-oriented JSON protocol on standard input and output",
		Long: "Reads one JSON request per line on standard input and answers each with one JSON line on standard\n" +
			"output, for bots, tools and tests. docs/protocol.md describes the commands.",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return protocol.Serve(cmd.Context(), e.reg, e.in, e.out)
		},
	}
}
