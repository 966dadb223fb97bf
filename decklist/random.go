package decklist

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
)

// randomTries bounds the decks Random deals before it gives up.
const randomTries = 64

// Random deals a deck at random from the catalog's cards that is legal
// under its rules and format f (nil for the rules alone), for simulations
// over a whole card pool: a side at random where the rules have sides,
// then each section in turn, a card at a time with a few copies of it, from
// the cards that still fit (copy limits, the points budget, what a card
// needs from the cards already dealt). A section without an upper bound
// takes its least size, unless most of its cards carry points: then, past
// its least size, it takes cards with points while the budget allows,
// keeping what the later sections need at their cheapest (a Transformers
// TCG team fills its 25 stars; its battle deck takes 40 cards). Each deal is checked as Deck.Check checks a list;
// the error says so when none of many deals is legal.
func Random(cat *Catalog, f *Format, rng *rand.Rand) (*Deck, error) {
	for range randomTries {
		d := cat.deal(f, rng)
		if len(d.Check(f)) == 0 {
			return d, nil
		}
	}
	return nil, fmt.Errorf("%s: no legal deck found in %d random deals from the card pool", cat.rules.Game, randomTries)
}

// dealing is a deck being dealt at random.
type dealing struct {
	cat    *Catalog
	f      *Format
	rng    *rand.Rand
	side   string
	points int
	given  map[string]bool
	count  map[*Card]int  // copies by card
	byName map[string]int // copies by normalised full name
	byKey  map[string]int // copies by section and copy key
	order  []*Card
}

// deal deals one deck, legal or not.
func (cat *Catalog) deal(f *Format, rng *rand.Rand) *Deck {
	dl := &dealing{cat: cat, f: f, rng: rng, given: map[string]bool{},
		count: map[*Card]int{}, byName: map[string]int{}, byKey: map[string]int{}}
	dl.side = dl.pickSide()
	for i, s := range cat.rules.Sections {
		dl.fill(i, s)
	}
	d := &Deck{Name: "Random", File: "random", Catalog: cat}
	for _, c := range dl.order {
		d.Entries = append(d.Entries, Entry{Count: dl.count[c], Card: c})
	}
	return d
}

// pickSide chooses a side among those of the cards that decide one, or ""
// when the rules have no sides.
func (dl *dealing) pickSide() string {
	if dl.cat.rules.Sides.Rule == "" {
		return ""
	}
	var sides []string
	seen := map[string]bool{}
	for _, c := range dl.cat.deckable {
		if c.Side != "" && !c.SideBound && !seen[c.Side] {
			seen[c.Side] = true
			sides = append(sides, c.Side)
		}
	}
	if len(sides) == 0 {
		return ""
	}
	return sides[dl.rng.IntN(len(sides))]
}

// candidates are the cards of section i a deck of the chosen side may
// hold, whatever it holds now.
func (dl *dealing) candidates(i int) []*Card {
	var out []*Card
	for _, c := range dl.cat.deckable {
		if dl.cat.sectionOf(c) != i || dl.f.bans(c) || (c.Side != "" && dl.side != "" && c.Side != dl.side) {
			continue
		}
		out = append(out, c)
	}
	return out
}

// fill deals section i of the rules, s.
func (dl *dealing) fill(i int, s Section) {
	cands := dl.candidates(i)
	budget := dl.cat.rules.Budget.Max
	pointed := 0
	for _, c := range cands {
		if c.Points > 0 {
			pointed++
		}
	}
	byPoints := budget > 0 && s.Max == 0 && 2*pointed > len(cands)
	target := s.Min
	if s.Max > s.Min {
		target += dl.rng.IntN(s.Max - s.Min + 1)
	}
	reserve := dl.reserve(i)
	size := 0
	for byPoints || size < target {
		var fit []*Card
		for _, c := range cands {
			if dl.room(i, s, c) > 0 && (budget == 0 || dl.points+c.Points+reserve <= budget) && (size < target || c.Points > 0) &&
				(c.Needs == "" || dl.given[strings.ToLower(c.Needs)]) {
				fit = append(fit, c)
			}
		}
		if len(fit) == 0 {
			return
		}
		c := fit[dl.rng.IntN(len(fit))]
		n := min(dl.room(i, s, c), 1+dl.rng.IntN(3))
		if !byPoints {
			n = min(n, target-size)
		}
		if budget > 0 && c.Points > 0 {
			n = min(n, (budget-reserve-dl.points)/c.Points)
		}
		dl.add(i, c, n)
		size += n
	}
}

// reserve is the least points the sections after i need: their least
// sizes at their cheapest cards.
func (dl *dealing) reserve(i int) int {
	if dl.cat.rules.Budget.Max == 0 {
		return 0
	}
	total := 0
	for j := i + 1; j < len(dl.cat.rules.Sections); j++ {
		cheapest := -1
		for _, c := range dl.candidates(j) {
			if cheapest < 0 || c.Points < cheapest {
				cheapest = c.Points
			}
		}
		total += max(cheapest, 0) * dl.cat.rules.Sections[j].Min
	}
	return total
}

// room is how many more copies of c section i of s may hold.
func (dl *dealing) room(i int, s Section, c *Card) int {
	limit := 1 << 20
	if s.MaxCopies > 0 && !c.AnyCopies {
		limit = s.MaxCopies
	}
	if c.Unique {
		limit = 1
	}
	if n, ok := dl.f.restricts(c); ok {
		limit = min(limit, n)
	}
	left := limit - dl.byName[normalName(c.Name)]
	if c.CopyKey != "" && s.MaxCopies > 0 && !c.AnyCopies {
		left = min(left, s.MaxCopies-dl.byKey[copyKey(i, c)])
	}
	return left
}

// add puts n copies of c in section i.
func (dl *dealing) add(i int, c *Card, n int) {
	if n <= 0 {
		return
	}
	if dl.count[c] == 0 {
		dl.order = append(dl.order, c)
	}
	dl.count[c] += n
	dl.byName[normalName(c.Name)] += n
	if c.CopyKey != "" {
		dl.byKey[copyKey(i, c)] += n
	}
	dl.points += c.Points * n
	for _, w := range c.Gives {
		dl.given[strings.ToLower(w)] = true
	}
}

// copyKey is the key copies of c count under in section i, as Check
// counts them.
func copyKey(i int, c *Card) string { return strconv.Itoa(i) + "\x00" + normalName(c.CopyKey) }
