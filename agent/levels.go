package agent

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// The levels of the search agent, for players.
const (
	LevelEasy   = "easy"
	LevelMedium = "medium"
	LevelHard   = "hard"
)

// levels maps each level to its budget per decision: a number of
// iterations, and a time it never thinks longer than.
var levels = map[string]Budget{
	LevelEasy:   {Iterations: 100, Think: 100 * time.Millisecond},
	LevelMedium: {Iterations: 1000, Think: 300 * time.Millisecond},
	LevelHard:   {Think: time.Second},
}

// Levels lists the level names, easiest first.
func Levels() []string { return []string{LevelEasy, LevelMedium, LevelHard} }

// LevelBudget is the budget of the level called name.
func LevelBudget(name string) (Budget, error) {
	b, ok := levels[name]
	if !ok {
		return Budget{}, fmt.Errorf("unknown level %q (levels: %s)", name, strings.Join(Levels(), ", "))
	}
	return b, nil
}

// SetLevel gives the agent the budget of a level.
func (a *ISMCTS) SetLevel(name string) error {
	b, err := LevelBudget(name)
	if err != nil {
		return err
	}
	a.Budget = b
	return nil
}

// configure applies the settings of an agent spec (see [New]); a bare
// value is a level. Settings that name a budget (iterations, think) bound
// the search by that alone, not by the default level's budget too.
func (a *ISMCTS) configure(settings []string) error {
	for _, setting := range settings {
		if key, _, _ := strings.Cut(setting, "="); key == "iterations" || key == "think" {
			a.Budget = Budget{}
			break
		}
	}
	for _, setting := range settings {
		key, value, found := strings.Cut(setting, "=")
		if !found {
			key, value = "level", setting
		}
		if err := a.set(strings.TrimSpace(key), strings.TrimSpace(value)); err != nil {
			return err
		}
	}
	return nil
}

// set applies one setting of an agent spec.
func (a *ISMCTS) set(key, value string) error {
	switch key {
	case "level":
		return a.SetLevel(value)
	case "iterations":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 {
			return fmt.Errorf("iterations must be a whole number of at least 1, not %q", value)
		}
		a.Budget.Iterations = n
	case "think":
		d, err := time.ParseDuration(value)
		if err != nil || d <= 0 {
			return fmt.Errorf("think must be a positive duration such as 200ms or 1s, not %q", value)
		}
		a.Budget.Think = d
	case "rollout":
		if value != "heuristic" && value != "random" {
			return fmt.Errorf("rollout must be heuristic or random, not %q", value)
		}
		a.Rollout = value
	case "depth":
		n, err := strconv.Atoi(value)
		if err != nil || n < 0 {
			return fmt.Errorf("depth must be a whole number of at least 0, not %q", value)
		}
		a.Depth = n
	case "explore":
		f, err := strconv.ParseFloat(value, 64)
		if err != nil || f < 0 {
			return fmt.Errorf("explore must be a number of at least 0, not %q", value)
		}
		a.Explore = f
	default:
		return fmt.Errorf("no setting %q (settings: level, iterations, think, rollout, depth, explore)", key)
	}
	return nil
}
