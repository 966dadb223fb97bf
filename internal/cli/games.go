package cli

import (
	"encoding/json"
	"fmt"
	"strconv"
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
				fmt.Fprintf(e.out, "%s — %s (%s players)\n  %s\n", info.ID, info.Name, playersWords(info), info.Summary)
				if len(info.Options) > 0 {
					fmt.Fprintln(e.out, "  options (--opt name=value):")
				}
				for _, o := range info.Options {
					fmt.Fprintf(e.out, "    %s = %s (default %s)\n      %s\n", o.Name, choicesWords(o.Choices), o.Default, o.Summary)
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

// choicesWords writes an option's choices in the order the game gives
// them, separated by " | ", with each run of three or more whole numbers in
// equal steps written as a range: "30 to 150 in steps of 5 | off",
// "1 to 4".
func choicesWords(choices []string) string {
	var out []string
	for i := 0; i < len(choices); {
		end := runEnd(choices, i)
		if end-i < 3 {
			out = append(out, choices[i])
			i++
			continue
		}
		first, _ := strconv.Atoi(choices[i])
		second, _ := strconv.Atoi(choices[i+1])
		words := choices[i] + " to " + choices[end-1]
		if step := second - first; step != 1 {
			words += " in steps of " + strconv.Itoa(step)
		}
		out = append(out, words)
		i = end
	}
	return strings.Join(out, " | ")
}

// runEnd is the end of the run of whole numbers in equal, rising steps
// that starts at choices[i]: i+1 when choices[i] starts none.
func runEnd(choices []string, i int) int {
	number := func(s string) (int, bool) {
		n, err := strconv.Atoi(s)
		return n, err == nil && strconv.Itoa(n) == s
	}
	first, ok := number(choices[i])
	if !ok || i+1 >= len(choices) {
		return i + 1
	}
	next, ok := number(choices[i+1])
	step := next - first
	if !ok || step <= 0 {
		return i + 1
	}
	end := i + 2
	for prev := next; end < len(choices); end++ {
		n, ok := number(choices[end])
		if !ok || n-prev != step {
			break
		}
		prev = n
	}
	return end
}
