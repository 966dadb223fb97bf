package sim

import (
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"slices"
	"sort"
)

// Tally holds the counts a report is computed from. Each game is folded
// into a tally as it ends, so a batch keeps no more than a tally per worker
// whatever its number of games. Every count is a whole number, so tallies
// of disjoint sets of games of one batch add up exactly in any order
// ([Tally.Add]): the workers' tallies make the same report whatever their
// number, and the shards of a sweep played on several machines merge into
// the report of the whole sweep.
type Tally struct {
	Games int `json:"games"`
	// Unit is the number of return units a win makes: the least common
	// multiple of 1 to the number of seats, so that a win shared by any
	// number of players is a whole number of units (with 2 seats, a sole
	// win is 2 units and a shared one 1).
	Unit int64 `json:"unit"`
	// Returns sums each agent entry's returns, in units; Sole and Shared
	// count its sole and shared wins.
	Returns []int64 `json:"return_units"`
	Sole    []int   `json:"sole"`
	Shared  []int   `json:"shared"`
	// Seats sums each seat's returns, in units.
	Seats []int64 `json:"seat_units"`
	// Nobody counts the games that ended with no seat winning; Unfinished,
	// the games stopped at the decision cap.
	Nobody     int `json:"nobody"`
	Unfinished int `json:"unfinished"`
	// Ends counts the games that ended, by their reason
	// (engine.Outcome.Reason, or [Unstated]).
	Ends map[string]EndTally `json:"ends"`
	// Turns and Decisions count the games of each length.
	Turns     map[int]int `json:"turns"`
	Decisions map[int]int `json:"decisions"`
	// Cards tallies each card played, by its id, when cards were tracked.
	Cards map[string]*CardTally `json:"cards,omitempty"`
}

// EndTally counts the games that ended one way.
type EndTally struct {
	Games int `json:"games"`
	// NoWinner counts those of them that no seat won.
	NoWinner int `json:"no_winner"`
}

// CardTally is what is known of one card's plays.
type CardTally struct {
	// Plays counts the times it was played.
	Plays int `json:"plays"`
	// Dealt counts the seats, game by game, whose deck held it, when the
	// batch knows the decks (given or dealt at random).
	Dealt int `json:"dealt,omitempty"`
	// Games counts the seats, game by game, that played it at least once,
	// and Returns sums their returns, in the tally's units.
	Games   int   `json:"games"`
	Returns int64 `json:"return_units"`
}

// Unstated is the reason a tally counts a game under when the game gave
// none (an empty engine.Outcome.Reason).
const Unstated = "unstated"

// maxSeats is the most seats a game may have (an engine.PlayerSet holds
// 16). A win is then at most 720,720 units (the least common multiple of
// 1 to 16), so a tally counts over 10^13 games before its sums leave the
// range of int64.
const maxSeats = 16

// returnUnit is the least common multiple of 1 to players.
func returnUnit(players int) (int64, error) {
	if players < 1 || players > maxSeats {
		return 0, fmt.Errorf("the simulator counts games of 1 to %d players, not %d", maxSeats, players)
	}
	unit := int64(1)
	for k := int64(2); k <= int64(players); k++ {
		unit = unit / gcd(unit, k) * k
	}
	return unit, nil
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// newTally is an empty tally for a batch of entries agents and players
// seats, whose wins make unit units.
func newTally(entries, players int, unit int64) *Tally {
	return &Tally{
		Unit:    unit,
		Returns: make([]int64, entries), Sole: make([]int, entries), Shared: make([]int, entries),
		Seats: make([]int64, players), Ends: map[string]EndTally{},
		Turns: map[int]int{}, Decisions: map[int]int{},
	}
}

// share is the return, in units, of seat p of a game.
func (t *Tally) share(res *result, p int) int64 {
	if !res.won(p) {
		return 0
	}
	return t.Unit / int64(len(res.winners))
}

// add counts one game.
func (t *Tally) add(res *result) {
	t.Games++
	k := len(res.winners)
	for _, p := range res.winners {
		u := t.Unit / int64(k)
		e := res.entries[p]
		t.Returns[e] += u
		t.Seats[p] += u
		if k == 1 {
			t.Sole[e]++
		} else {
			t.Shared[e]++
		}
	}
	switch {
	case res.unfinished:
		t.Unfinished++
	default:
		if k == 0 {
			t.Nobody++
		}
		reason := res.reason
		if reason == "" {
			reason = Unstated
		}
		end := t.Ends[reason]
		end.Games++
		if k == 0 {
			end.NoWinner++
		}
		t.Ends[reason] = end
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
		if u.dealt {
			c.Dealt++
		}
		if u.times == 0 {
			continue
		}
		c.Plays += u.times
		c.Games++
		c.Returns += t.share(res, u.seat)
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
	if t.Ends == nil && len(o.Ends) > 0 {
		t.Ends = map[string]EndTally{}
	}
	for reason, oe := range o.Ends {
		e := t.Ends[reason]
		e.Games += oe.Games
		e.NoWinner += oe.NoWinner
		t.Ends[reason] = e
	}
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
		mine.Dealt += c.Dealt
		mine.Games += c.Games
		mine.Returns += c.Returns
	}
}

// clone is a deep copy.
func (t *Tally) clone() *Tally {
	c := *t
	c.Returns, c.Sole, c.Shared, c.Seats = slices.Clone(t.Returns), slices.Clone(t.Sole), slices.Clone(t.Shared), slices.Clone(t.Seats)
	c.Ends, c.Turns, c.Decisions = maps.Clone(t.Ends), maps.Clone(t.Turns), maps.Clone(t.Decisions)
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

// wins is units of returns as a number of wins.
func (t *Tally) wins(units int64) float64 { return float64(units) / float64(t.Unit) }

// UnmarshalJSON reads a tally, also as the omnideck of before the units
// wrote it (returns as sums of fractions, no end reasons): a sum of wins
// shared by at most as many players as there are seats is a whole number
// of units, which rounding recovers exactly.
func (t *Tally) UnmarshalJSON(data []byte) error {
	type plain Tally
	if err := json.Unmarshal(data, (*plain)(t)); err != nil {
		return err
	}
	if t.Unit != 0 {
		return nil
	}
	var old struct {
		Returns []float64 `json:"returns"`
		Seats   []float64 `json:"seats"`
		Cards   map[string]struct {
			Returns float64 `json:"returns"`
		} `json:"cards"`
	}
	if err := json.Unmarshal(data, &old); err != nil || old.Seats == nil {
		return err
	}
	unit, err := returnUnit(len(old.Seats))
	if err != nil {
		return err
	}
	units := func(x float64) int64 { return int64(math.Round(x * float64(unit))) }
	t.Unit = unit
	t.Returns, t.Seats = make([]int64, len(old.Returns)), make([]int64, len(old.Seats))
	for e, r := range old.Returns {
		t.Returns[e] = units(r)
	}
	for p, r := range old.Seats {
		t.Seats[p] = units(r)
	}
	for id, c := range t.Cards {
		c.Returns = units(old.Cards[id].Returns)
	}
	return nil
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

// describeCounts summarises a histogram as [Describe] summarises the
// samples it counts, without listing them.
func describeCounts(h map[int]int) Distribution {
	cs := counts(h)
	n := 0
	sum := 0.0
	for _, c := range cs {
		n += c.Games
		sum += float64(c.Value) * float64(c.Games)
	}
	if n == 0 {
		return Distribution{}
	}
	mean := sum / float64(n)
	ss := 0.0
	for _, c := range cs {
		d := float64(c.Value) - mean
		ss += d * d * float64(c.Games)
	}
	sd := 0.0
	if n > 1 {
		sd = math.Sqrt(ss / float64(n-1))
	}
	// nth is the value of the sample at index i of the sorted samples.
	nth := func(i int) int {
		for _, c := range cs {
			if i < c.Games {
				return c.Value
			}
			i -= c.Games
		}
		return cs[len(cs)-1].Value
	}
	return Distribution{
		Mean: mean, SD: sd, Min: cs[0].Value, Max: cs[len(cs)-1].Value,
		Median: nth(n / 2), P95: nth(min(n-1, n*95/100)),
	}
}
