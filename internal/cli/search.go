package cli

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"
)

// searchFlags are the budget flags of search agents (ismcts), shared by
// play and sim: they are added to the spec of every search agent named.
type searchFlags struct {
	level      string
	think      time.Duration
	iterations int
}

func (f *searchFlags) register(cmd *cobra.Command) {
	cmd.Flags().StringVar(&f.level, "level", "", "search agents' level: easy, medium or hard")
	cmd.Flags().DurationVar(&f.think, "think", 0, "search agents' thinking time per decision, such as 200ms or 1s")
	cmd.Flags().IntVar(&f.iterations, "iterations", 0, "search agents' iterations per decision (with no --think, the same seed then plays the same game)")
}

// settings are the flags as agent settings, in spec form.
func (f *searchFlags) settings() string {
	var out []string
	if f.level != "" {
		out = append(out, "level="+f.level)
	}
	if f.iterations != 0 {
		out = append(out, "iterations="+strconv.Itoa(f.iterations))
	}
	if f.think != 0 {
		out = append(out, "think="+f.think.String())
	}
	return strings.Join(out, ":")
}

// apply adds the flags to each search agent of specs; flags with no search
// agent to take them are an error.
func (f *searchFlags) apply(specs []string) ([]string, error) {
	set := f.settings()
	if set == "" {
		return specs, nil
	}
	out := make([]string, len(specs))
	found := false
	for i, spec := range specs {
		out[i] = spec
		if name, _, _ := strings.Cut(strings.TrimSpace(spec), ":"); name == "ismcts" {
			out[i], found = strings.TrimSpace(spec)+":"+set, true
		}
	}
	if !found {
		return nil, fmt.Errorf("--level, --think and --iterations set a search agent's budget, and no agent is ismcts (agents: %s)", strings.Join(specs, ", "))
	}
	return out, nil
}
