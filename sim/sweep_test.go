package sim

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
)

// superbenji is the Super Benji game of the registry.
func superbenji(t *testing.T) Batch {
	t.Helper()
	g, err := registry(t).Lookup("superbenji")
	if err != nil {
		t.Fatal(err)
	}
	return Batch{Game: g, Players: 2, Agents: []string{"random", "heuristic"}, Seed: 5, Workers: 2, Cards: true}
}

// roundTrip writes a report as JSON and reads it back, as a shard's report
// travels from the machine that played it.
func roundTrip(t *testing.T, r *Report) *Report {
	t.Helper()
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var back Report
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	return &back
}

// The shards of a batch, played apart and merged, make the report of the
// whole batch: the same win rates, lengths and card figures.
func TestShardsMergeIntoTheWholeBatch(t *testing.T) {
	b := superbenji(t)
	b.Games = 30
	whole := run(t, b)
	var parts []*Report
	for k := 3; k >= 1; k-- { // in any order
		s := b
		s.Shard = Shard{K: k, N: 3}
		r := run(t, s)
		if r.Games != 10 || r.Shard != s.Shard.String() || r.First != (k-1)*10 {
			t.Fatalf("shard %d: %d games from %d, shard %q", k, r.Games, r.First, r.Shard)
		}
		parts = append(parts, roundTrip(t, r))
	}
	merged, err := Merge(parts)
	if err != nil {
		t.Fatal(err)
	}
	if !sameReport(untimed(whole), untimed(merged)) {
		t.Errorf("merged shards differ from the whole batch:\n%+v\n%+v", untimed(merged), untimed(whole))
	}
	if len(merged.Cards) == 0 || len(merged.Cards) != len(whole.Cards) {
		t.Fatalf("cards: merged %d, whole %d", len(merged.Cards), len(whole.Cards))
	}
	for i, c := range whole.Cards {
		if merged.Cards[i] != c {
			t.Errorf("card %d: merged %+v, whole %+v", i, merged.Cards[i], c)
		}
	}
	if merged.Shard != "" || merged.Games != 30 || merged.Sweep != 30 {
		t.Errorf("merged report: shard %q, %d games of %d", merged.Shard, merged.Games, merged.Sweep)
	}

	// Shards missing, played twice, or of another batch are refused, every
	// problem at once.
	other := b
	other.Games, other.Seed = 10, 6
	foreign := run(t, other)
	_, err = Merge([]*Report{parts[0], parts[0], foreign})
	if err == nil {
		t.Fatal("merged shards of two batches")
	}
	for _, want := range []string{"report 3 is of another batch than report 1", "seed 6, not 5", "a batch of 10 games, not 30"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
	_, err = Merge([]*Report{parts[0], parts[0], parts[2]})
	if err == nil || !strings.Contains(err.Error(), "games 21 to 30 are in more than one report") || !strings.Contains(err.Error(), "games 11 to 20 are in no report") {
		t.Errorf("twice-played and missing games: error %v", err)
	}
	// A sweep under way: the shards played so far make a report of their
	// games; a shard played twice is still refused.
	some, err := MergeSome([]*Report{parts[2], parts[0]})
	if err != nil {
		t.Fatalf("merging the first and last thirds: %v", err)
	}
	if some.Games != parts[0].Games+parts[2].Games || some.Sweep != 30 {
		t.Errorf("a partial merge covers %d games of %d, want %d of 30", some.Games, some.Sweep, parts[0].Games+parts[2].Games)
	}
	if _, err := MergeSome([]*Report{parts[0], parts[0]}); err == nil {
		t.Error("a partial merge took a shard played twice")
	}
}

// Card figures count every play of a card, and the games of the seats that
// played it.
func TestCardFiguresAddUp(t *testing.T) {
	b := superbenji(t)
	b.Games = 12
	r := run(t, b)
	if len(r.Cards) == 0 {
		t.Fatal("no card was played in 12 games")
	}
	for _, c := range r.Cards {
		switch {
		case c.Name == "" || c.Name == c.ID:
			t.Errorf("card %s has no name", c.ID)
		case c.Games < 1 || c.Games > 2*r.Games || c.Plays < c.Games:
			t.Errorf("%s: %d plays in %d seat-games of %d games", c.Name, c.Plays, c.Games, r.Games)
		case c.Score.Low > c.Score.Value || c.Score.Value > c.Score.High:
			t.Errorf("%s: score %+v", c.Name, c.Score)
		}
	}
	for i := 1; i < len(r.Cards); i++ {
		if r.Cards[i].Plays > r.Cards[i-1].Plays {
			t.Errorf("cards are not most played first: %v", r.Cards)
		}
	}
	b.Cards = false
	if r := run(t, b); r.Cards != nil {
		t.Errorf("cards tallied when not asked: %v", r.Cards)
	}
}

// A comparison of a batch with itself finds no difference, and its
// intervals hold 0; Omnitrix's two tie-break readings play different
// games.
func TestCompareMeasuresPairedDifferences(t *testing.T) {
	b := Batch{Game: omnitrix(t), Players: 2, Agents: []string{"heuristic"}, Games: 300, Seed: 3, Workers: 2}
	same, err := Compare(context.Background(), b, b, "A", "A again")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range append(append(same.Agents, same.Seats...), same.Turns) {
		if d.Value != 0 || d.Low != 0 || d.High != 0 || d.Significant {
			t.Errorf("a batch against itself: %+v", d)
		}
	}
	a, c := b, b
	a.Options = map[string]string{"support-timing": "revealed"}
	c.Options = map[string]string{"support-timing": "blind"}
	diff, err := Compare(context.Background(), a, c, "support-timing=revealed", "support-timing=blind")
	if err != nil {
		t.Fatal(err)
	}
	if diff.ReportA.Options["support-timing"] != "revealed" || diff.ReportB.Options["support-timing"] != "blind" {
		t.Fatalf("options not taken: %v %v", diff.ReportA.Options, diff.ReportB.Options)
	}
	for e, d := range diff.Agents {
		want := diff.ReportB.Agents[e].Score.Value - diff.ReportA.Agents[e].Score.Value
		if d.Value-want > 1e-9 || want-d.Value > 1e-9 || d.Low > d.Value || d.High < d.Value {
			t.Errorf("%s: difference %+v, want %v within its interval", d.Name, d, want)
		}
	}
	var sb strings.Builder
	diff.WriteText(&sb)
	if !strings.Contains(sb.String(), "B − A") || !strings.Contains(sb.String(), "Player 2") {
		t.Errorf("comparison text:\n%s", sb.String())
	}
	b2 := b
	b2.Seed = 4
	if _, err := Compare(context.Background(), b, b2, "A", "B"); err == nil {
		t.Error("compared batches of different seeds")
	}
}

func TestParseShard(t *testing.T) {
	if s, err := ParseShard("2/8"); err != nil || s != (Shard{2, 8}) {
		t.Errorf("2/8: %v %v", s, err)
	}
	for _, bad := range []string{"0/3", "4/3", "3", "a/b", "1/0"} {
		if _, err := ParseShard(bad); err == nil {
			t.Errorf("%q was taken", bad)
		}
	}
	lo, hi := Shard{3, 3}.span(10)
	if lo != 6 || hi != 10 {
		t.Errorf("shard 3/3 of 10: [%d, %d)", lo, hi)
	}
}
