package sim

import (
	"maps"
	"slices"
	"sort"
)

// Tally holds the sums a report is computed from. Tallies of disjoint sets
// of games of one batch add up ([Tally.Add]), so the shards of a sweep
// played on several machines merge into the report of the whole sweep.
type Tally struct {
	Games int `json:"games"`
	// Returns sums each agent entry's returns; Sole and Shared count its
	// sole and shared wins.
	Returns []float64 `json:"returns"`
	Sole    []int     `json:"sole"`
	Shared  []int     `json:"shared"`
	// Seats sums each seat's returns.
	Seats      []float64 `json:"seats"`
	Nobody     int       `json:"nobody"`
	Unfinished int       `json:"unfinished"`
	// Turns and Decisions count the games of each length.
	Turns     map[int]int `json:"turns"`
	Decisions map[int]int `json:"decisions"`
	// Cards tallies each card played, by its id, when cards were tracked.
	Cards map[string]*CardTally `json:"cards,omitempty"`
}

// CardTally is what is known of one card's plays.
type CardTally struct {
	// Plays counts the times it was played.
	Plays int `json:"plays"`
	// Games counts the seats, game by game, that played it at least once,
	// and Returns sums their returns.
	Games   int     `json:"games"`
	Returns float64 `json:"returns"`
}

// newTally is an empty tally for a batch of entries agents and players
// seats.
func newTally(entries, players int) *Tally {
	return &Tally{
		Returns: make([]float64, entries), Sole: make([]int, entries), Shared: make([]int, entries),
		Seats: make([]float64, players), Turns: map[int]int{}, Decisions: map[int]int{},
	}
}

// add counts one game.
func (t *Tally) add(res *result) {
	t.Games++
	for e, r := range res.returns {
		t.Returns[e] += r
		if res.shared && r > 0 {
			t.Shared[e]++
		}
	}
	if res.sole >= 0 {
		t.Sole[res.sole]++
	}
	for p, r := range res.seats {
		t.Seats[p] += r
	}
	if res.nobody {
		t.Nobody++
	}
	if res.unfinished {
		t.Unfinished++
	}
	t.Turns[res.turns]++
	t.Decisions[res.decisions]++
	for _, u := range res.cards {
		if t.Cards == nil {
			t.Cards = map[string]*CardTally{}
		}
		c := t.Cards[u.id]
		if c == nil {
			c = &CardTally{}
			t.Cards[u.id] = c
		}
		c.Plays += u.times
		c.Games++
		c.Returns += res.seats[u.seat]
	}
}

// Add adds the games of o, which must be of the same batch (same agents
// and seats).
func (t *Tally) Add(o *Tally) {
	t.Games += o.Games
	for e := range t.Returns {
		t.Returns[e] += o.Returns[e]
		t.Sole[e] += o.Sole[e]
		t.Shared[e] += o.Shared[e]
	}
	for p := range t.Seats {
		t.Seats[p] += o.Seats[p]
	}
	t.Nobody += o.Nobody
	t.Unfinished += o.Unfinished
	for k, v := range o.Turns {
		t.Turns[k] += v
	}
	for k, v := range o.Decisions {
		t.Decisions[k] += v
	}
	for id, c := range o.Cards {
		if t.Cards == nil {
			t.Cards = map[string]*CardTally{}
		}
		mine := t.Cards[id]
		if mine == nil {
			mine = &CardTally{}
			t.Cards[id] = mine
		}
		mine.Plays += c.Plays
		mine.Games += c.Games
		mine.Returns += c.Returns
	}
}

// clone is a deep copy.
func (t *Tally) clone() *Tally {
	c := *t
	c.Returns, c.Sole, c.Shared, c.Seats = slices.Clone(t.Returns), slices.Clone(t.Sole), slices.Clone(t.Shared), slices.Clone(t.Seats)
	c.Turns, c.Decisions = maps.Clone(t.Turns), maps.Clone(t.Decisions)
	c.Cards = nil
	for id, ct := range t.Cards {
		if c.Cards == nil {
			c.Cards = map[string]*CardTally{}
		}
		v := *ct
		c.Cards[id] = &v
	}
	return &c
}

// Count is how many games had one value.
type Count struct {
	Value int `json:"value"`
	Games int `json:"games"`
}

// counts lists a histogram by value.
func counts(h map[int]int) []Count {
	out := make([]Count, 0, len(h))
	for v, n := range h {
		out = append(out, Count{v, n})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Value < out[j].Value })
	return out
}

// describeCounts summarises a histogram as [Describe] summarises samples.
func describeCounts(h map[int]int) Distribution {
	samples := make([]int, 0, len(h))
	for _, c := range counts(h) {
		for range c.Games {
			samples = append(samples, c.Value)
		}
	}
	return Describe(samples)
}
