package sim

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
)

// Merge adds up the reports of the shards of one batch (played with the
// same game, seats, options, decks, agents and seed) into the report of
// the games they played together. Every problem is reported at once:
// reports of other batches, shards played twice, and, when the shards do
// not cover the whole batch, which games are missing.
func Merge(reports []*Report) (*Report, error) { return merge(reports, false) }

// MergeSome is Merge for a batch still under way: games no report covers
// yet are left out, and the report is of the games the shards played
// (Report.Games of Report.Sweep). Shards played twice or of another batch
// are still refused.
func MergeSome(reports []*Report) (*Report, error) { return merge(reports, true) }

func merge(reports []*Report, some bool) (*Report, error) {
	if len(reports) == 0 {
		return nil, errors.New("no reports to merge")
	}
	first := reports[0]
	var problems []string
	for i, r := range reports {
		if r.Tally == nil || r.Tally.Unit == 0 {
			problems = append(problems, fmt.Sprintf("report %d has no tally to merge (written by an older omnideck?)", i+1))
			continue
		}
		if len(r.Tally.Returns) != len(r.Agents) || len(r.Tally.Seats) != r.Players {
			problems = append(problems, fmt.Sprintf("report %d: its tally counts %d agents and %d seats, not %d and %d", i+1, len(r.Tally.Returns), len(r.Tally.Seats), len(r.Agents), r.Players))
			continue
		}
		if i == 0 {
			continue
		}
		if why := sameBatch(first, r); why != "" {
			problems = append(problems, fmt.Sprintf("report %d is of another batch than report 1: %s", i+1, why))
		}
	}
	if len(problems) > 0 {
		return nil, errors.New(strings.Join(problems, "\n"))
	}
	byFirst := slices.Clone(reports)
	sort.SliceStable(byFirst, func(i, j int) bool { return byFirst[i].First < byFirst[j].First })
	next := 0
	for _, r := range byFirst {
		switch {
		case r.First < next:
			problems = append(problems, fmt.Sprintf("games %d to %d are in more than one report", r.First+1, min(next, r.First+r.Games)))
		case r.First > next && !some:
			problems = append(problems, fmt.Sprintf("games %d to %d are in no report", next+1, r.First))
		}
		next = max(next, r.First+r.Games)
	}
	if next < first.Sweep && !some {
		problems = append(problems, fmt.Sprintf("games %d to %d are in no report", next+1, first.Sweep))
	}
	if len(problems) > 0 {
		return nil, errors.New(strings.Join(problems, "\n"))
	}

	out := *first
	out.Options = maps.Clone(first.Options)
	out.Decks = slices.Clone(first.Decks)
	out.Agents = slices.Clone(first.Agents)
	out.Seats, out.Ends = nil, nil
	out.Shard, out.First = "", 0
	out.Tally = first.Tally.clone()
	names := map[string]string{}
	for _, c := range first.Cards {
		names[c.ID] = c.Name
	}
	for _, r := range reports[1:] {
		out.Tally.Add(r.Tally)
		out.Seconds += r.Seconds
		out.Workers = max(out.Workers, r.Workers)
		for _, c := range r.Cards {
			names[c.ID] = c.Name
		}
	}
	out.Cards = nil
	for id := range out.Tally.Cards {
		out.Cards = append(out.Cards, CardStats{ID: id, Name: names[id]})
	}
	out.fill()
	return &out, nil
}

// sameBatch says how reports a and b differ as batches, or "" when they
// are shards of one.
func sameBatch(a, b *Report) string {
	var diffs []string
	if a.Game != b.Game {
		diffs = append(diffs, fmt.Sprintf("game %s, not %s", b.Game, a.Game))
	}
	if a.Players != b.Players {
		diffs = append(diffs, fmt.Sprintf("%d players, not %d", b.Players, a.Players))
	}
	if a.Seed != b.Seed {
		diffs = append(diffs, fmt.Sprintf("seed %d, not %d", b.Seed, a.Seed))
	}
	if a.Sweep != b.Sweep {
		diffs = append(diffs, fmt.Sprintf("a batch of %d games, not %d", b.Sweep, a.Sweep))
	}
	if !maps.Equal(a.Options, b.Options) {
		diffs = append(diffs, fmt.Sprintf("options %v, not %v", b.Options, a.Options))
	}
	if a.MaxDecisions != b.MaxDecisions && a.MaxDecisions != 0 && b.MaxDecisions != 0 {
		diffs = append(diffs, fmt.Sprintf("a decision cap of %d, not %d", b.MaxDecisions, a.MaxDecisions))
	}
	if !slices.Equal(a.Decks, b.Decks) {
		diffs = append(diffs, fmt.Sprintf("decks %v, not %v", b.Decks, a.Decks))
	}
	agents := func(r *Report) []string {
		var out []string
		for _, ag := range r.Agents {
			out = append(out, ag.Name)
		}
		return out
	}
	if !slices.Equal(agents(a), agents(b)) {
		diffs = append(diffs, fmt.Sprintf("agents %v, not %v", agents(b), agents(a)))
	}
	return strings.Join(diffs, "; ")
}
