package sim

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"runtime"
	"testing"
)

// Each game is folded into its worker's tally as it ends, and the tallies
// are whole numbers: whatever the number of workers, a batch makes the
// same report to the last digit (win rates, seats, lengths, every card's
// figures, how games ended), including wins shared by three.
func TestFoldedBatchIsTheSameWhateverTheWorkers(t *testing.T) {
	batches := []Batch{
		{Game: omnitrix(t), Players: 3, Agents: []string{"random", "heuristic"}, Games: 900, Seed: 8, Cards: true},
		{Game: tens{}, Players: 3, Agents: []string{"random"}, Games: 900, Seed: 8, Cards: true},
	}
	sb := superbenji(t)
	sb.Games = 60
	batches = append(batches, sb)
	for _, b := range batches {
		var first Report
		for i, w := range []int{1, 2, 5} {
			b.Workers = w
			r := untimed(run(t, b))
			if i == 0 {
				first = r
				if len(r.Cards) == 0 {
					t.Fatalf("%s: no card figures", b.Game.Info().ID)
				}
				continue
			}
			if !reflect.DeepEqual(first, r) {
				t.Errorf("%s: %d workers give another report:\n%+v\n%+v", b.Game.Info().ID, w, r, first)
			}
		}
	}
}

// A comparison folds its paired differences as the games end, and gives
// the same figures whatever the number of workers.
func TestComparisonIsTheSameWhateverTheWorkers(t *testing.T) {
	a := Batch{Game: omnitrix(t), Players: 3, Agents: []string{"heuristic", "random"}, Games: 600, Seed: 5}
	b := a
	a.Options = map[string]string{"tie-break": "add"}
	b.Options = map[string]string{"tie-break": "aliens"}
	var first *Comparison
	for _, w := range []int{1, 2, 5} {
		a.Workers, b.Workers = w, w
		c, err := Compare(context.Background(), a, b, "add", "aliens")
		if err != nil {
			t.Fatal(err)
		}
		ra, rb := untimed(c.ReportA), untimed(c.ReportB)
		c.ReportA, c.ReportB = &ra, &rb
		if first == nil {
			first = c
			continue
		}
		if !reflect.DeepEqual(first, c) {
			t.Errorf("%d workers give another comparison:\n%+v\n%+v", w, c, first)
		}
	}
	if !first.Turns.Significant && first.Turns.Value == 0 {
		t.Errorf("the two tie-breaks play the same games: %+v", first.Turns)
	}
}

// Memory does not grow with the number of games: after 100,000 games the
// live heap is within a megabyte of what it was before the first (a batch
// that kept each game's result until the end held 13 MB more).
func TestBatchMemoryStaysFlat(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 100,000 games")
	}
	heap := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	var late uint64
	b := Batch{Game: omnitrix(t), Players: 2, Agents: []string{"random"}, Games: 100_000, Seed: 1, Workers: 2}
	b.Progress = func(n int) {
		if n == b.Games {
			late = heap()
		}
	}
	before := heap()
	run(t, b)
	if late == 0 {
		t.Fatal("heap not measured")
	}
	t.Logf("live heap: %d bytes before, %d after", before, late)
	if late > before+1<<20 {
		t.Errorf("the live heap grew from %d to %d bytes over 100,000 games", before, late)
	}
}

// A histogram's summary is that of the samples it counts.
func TestDescribeCountsIsDescribe(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 1; n < 60; n++ {
		samples := make([]int, n)
		h := map[int]int{}
		for i := range samples {
			samples[i] = rng.IntN(30)
			h[samples[i]]++
		}
		want, got := Describe(samples), describeCounts(h)
		if got.Min != want.Min || got.Max != want.Max || got.Median != want.Median || got.P95 != want.P95 ||
			abs(got.Mean-want.Mean) > 1e-9 || abs(got.SD-want.SD) > 1e-9 {
			t.Errorf("%d samples: %+v, want %+v", n, got, want)
		}
	}
}

func abs(x float64) float64 { return max(x, -x) }

// A tally written by the omnideck of before return units (sums of
// fractions) reads back exactly, so that saved shards still merge.
func TestOldTalliesReadExactly(t *testing.T) {
	old := `{"games": 3, "returns": [1.3333333333333333, 0.3333333333333333, 0.3333333333333333], "sole": [1, 0, 0],
		"shared": [1, 1, 1], "seats": [0.3333333333333333, 1.3333333333333333, 0.3333333333333333], "nobody": 1,
		"unfinished": 0, "turns": {"5": 3}, "decisions": {"9": 3}, "cards": {"x": {"plays": 2, "games": 2, "returns": 1.3333333333333333}}}`
	var got Tally
	if err := json.Unmarshal([]byte(old), &got); err != nil {
		t.Fatal(err)
	}
	if got.Unit != 6 || !reflect.DeepEqual(got.Returns, []int64{8, 2, 2}) || !reflect.DeepEqual(got.Seats, []int64{2, 8, 2}) || got.Cards["x"].Returns != 8 {
		t.Errorf("read as unit %d, returns %v, seats %v, card %+v", got.Unit, got.Returns, got.Seats, got.Cards["x"])
	}
	data, err := json.Marshal(&got)
	if err != nil {
		t.Fatal(err)
	}
	var again Tally
	if err := json.Unmarshal(data, &again); err != nil || !reflect.DeepEqual(got, again) {
		t.Errorf("a new tally does not read back: %v\n%+v\n%+v", err, again, got)
	}
}
