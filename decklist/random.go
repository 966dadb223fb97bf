package decklist

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
)

// randomTries bounds the decks a Dealer deals before it gives up.
const randomTries = 64

// Random deals a deck at random from the catalog's cards that is legal
// under its rules and format f (nil for the rules alone): NewDealer(cat,
// f).Deal(rng).
func Random(cat *Catalog, f *Format, rng *rand.Rand) (*Deck, error) {
	return NewDealer(cat, f).Deal(rng)
}

// Dealer deals decks at random from a catalog's cards, legal under its
// rules and a format, for simulations over a whole card pool. It works out
// once which cards each part of a deck may take, so that each deal is
// quick; it is safe for concurrent use.
//
// A deal takes a side at random where the rules have sides, then fills
// each section in turn, a card at a time with one to three copies of it,
// from the cards that still fit: the copy limits, the points budget, and
// what a card needs or wants from the cards already dealt (a card that
// wants words is dealt only after a card that gives one of them, so that
// it can be played). A section without an
// upper bound takes its least size, unless most of its cards carry points:
// then, past its least size, it takes cards with points while the budget
// allows, keeping what the later sections need at their cheapest (a
// Transformers TCG team fills its 25 stars; its battle deck takes 40
// cards). Each deal is checked as Deck.Check checks a list.
type Dealer struct {
	cat   *Catalog
	f     *Format
	sides []string
	// bySide are, for each side ("" when the rules have none), the
	// candidates of each section and the least points each section leaves
	// for those after it.
	bySide map[string]*sideCards
	// names and keys count the copy-limit groups, for a deal's counts.
	names, keys int
}

// sideCards are the cards a deck of one side may take.
type sideCards struct {
	sections [][]candidate
	reserve  []int
	byPoints []bool
}

// candidate is a card a section may take, with the groups its copies
// count in.
type candidate struct {
	*Card
	// name and key index the deal's counts of copies by full name and by
	// copy key (key -1: no copy key).
	name, key int
	// limit is the most copies the section may hold by its full name, and
	// keyLimit by its copy key.
	limit, keyLimit int
	// needs, wants and gives are the card's Needs, Wants and Gives in
	// lower case.
	needs        string
	wants, gives []string
}

// NewDealer prepares random deals from cat under format f (nil for the
// rules alone).
func NewDealer(cat *Catalog, f *Format) *Dealer {
	d := &Dealer{cat: cat, f: f, bySide: map[string]*sideCards{}}
	if cat.rules.Sides.Rule != "" {
		seen := map[string]bool{}
		for _, c := range cat.deckable {
			if c.Side != "" && !c.SideBound && !seen[c.Side] {
				seen[c.Side] = true
				d.sides = append(d.sides, c.Side)
			}
		}
	}
	if len(d.sides) == 0 {
		d.sides = []string{""}
	}
	names, keys := map[string]int{}, map[string]int{}
	slot := func(m map[string]int, k string, n *int) int {
		if i, ok := m[k]; ok {
			return i
		}
		m[k] = *n
		*n++
		return m[k]
	}
	for _, side := range d.sides {
		sc := &sideCards{}
		for i, s := range cat.rules.Sections {
			var cands []candidate
			pointed := 0
			for _, c := range cat.deckable {
				if cat.sectionOf(c) != i || f.bans(c) || (c.Side != "" && side != "" && c.Side != side) {
					continue
				}
				cd := candidate{Card: c, name: slot(names, cat.norm[c], &d.names), key: -1, limit: 1 << 20, needs: strings.ToLower(c.Needs)}
				for _, w := range c.Wants {
					cd.wants = append(cd.wants, strings.ToLower(w))
				}
				for _, w := range c.Gives {
					cd.gives = append(cd.gives, strings.ToLower(w))
				}
				if s.MaxCopies > 0 && !c.AnyCopies {
					cd.limit = s.MaxCopies
					if c.CopyKey != "" {
						cd.key, cd.keyLimit = slot(keys, strconv.Itoa(i)+"\x00"+normalName(c.CopyKey), &d.keys), s.MaxCopies
					}
				}
				if c.Unique {
					cd.limit = 1
				}
				if n, ok := f.restricts(c); ok {
					cd.limit = min(cd.limit, n)
				}
				if c.Points > 0 {
					pointed++
				}
				cands = append(cands, cd)
			}
			sc.sections = append(sc.sections, cands)
			sc.byPoints = append(sc.byPoints, cat.rules.Budget.Max > 0 && s.Max == 0 && 2*pointed > len(cands))
		}
		// What each section leaves for the sections after it: their least
		// sizes at their cheapest cards.
		sc.reserve = make([]int, len(cat.rules.Sections))
		for i := len(cat.rules.Sections) - 2; i >= 0; i-- {
			next := i + 1
			cheapest := -1
			for _, c := range sc.sections[next] {
				if cheapest < 0 || c.Points < cheapest {
					cheapest = c.Points
				}
			}
			sc.reserve[i] = sc.reserve[next] + max(cheapest, 0)*cat.rules.Sections[next].Min
		}
		d.bySide[side] = sc
	}
	return d
}

// Deal deals a legal deck at random; the error says so when none of many
// deals is legal.
func (d *Dealer) Deal(rng *rand.Rand) (*Deck, error) {
	for range randomTries {
		deck := d.deal(rng)
		if len(deck.Check(d.f)) == 0 {
			return deck, nil
		}
	}
	return nil, fmt.Errorf("%s: no legal deck found in %d random deals from the card pool", d.cat.rules.Game, randomTries)
}

// dealing is a deck being dealt.
type dealing struct {
	rng    *rand.Rand
	points int
	given  map[string]bool
	count  map[*Card]int
	byName []int
	byKey  []int
	order  []*Card
}

// deal deals one deck, legal or not.
func (d *Dealer) deal(rng *rand.Rand) *Deck {
	dl := &dealing{rng: rng, given: map[string]bool{}, count: make(map[*Card]int, 48),
		byName: make([]int, d.names), byKey: make([]int, d.keys)}
	sc := d.bySide[d.sides[rng.IntN(len(d.sides))]]
	for i, s := range d.cat.rules.Sections {
		dl.fill(s, sc.sections[i], sc.byPoints[i], d.cat.rules.Budget.Max, sc.reserve[i])
	}
	deck := &Deck{Name: "Random", File: "random", Catalog: d.cat}
	for _, c := range dl.order {
		deck.Entries = append(deck.Entries, Entry{Count: dl.count[c], Card: c})
	}
	return deck
}

// fill deals section s from its candidates cands; byPoints fills the
// budget past the section's least size, keeping reserve points for the
// sections after it.
func (dl *dealing) fill(s Section, cands []candidate, byPoints bool, budget, reserve int) {
	target := s.Min
	if s.Max > s.Min {
		target += dl.rng.IntN(s.Max - s.Min + 1)
	}
	size := 0
	fits := func(c *candidate) bool {
		return dl.room(c) > 0 && (budget == 0 || dl.points+c.Points+reserve <= budget) && (size < target || c.Points > 0) &&
			(c.needs == "" || dl.given[c.needs]) && dl.givesAny(c.wants)
	}
	var fit []int
	for byPoints || size < target {
		c := dl.pick(cands, fits, &fit)
		if c == nil {
			return
		}
		n := min(dl.room(c), 1+dl.rng.IntN(3))
		if !byPoints {
			n = min(n, target-size)
		}
		if budget > 0 && c.Points > 0 {
			n = min(n, (budget-reserve-dl.points)/c.Points)
		}
		dl.add(c, n)
		size += n
	}
}

// pickTries is how many candidates a pick draws before it lists those
// that fit.
const pickTries = 8

// pick is a candidate drawn at random from those that fit, nil when none
// does. Most candidates fit most of the time, so it first draws from all
// of them and keeps the first that fits, which is the same as drawing from
// those that fit; only when a few draws miss does it list them (in fit,
// reused between picks).
func (dl *dealing) pick(cands []candidate, fits func(*candidate) bool, fit *[]int) *candidate {
	if len(cands) == 0 {
		return nil
	}
	for range pickTries {
		if c := &cands[dl.rng.IntN(len(cands))]; fits(c) {
			return c
		}
	}
	*fit = (*fit)[:0]
	for j := range cands {
		if fits(&cands[j]) {
			*fit = append(*fit, j)
		}
	}
	if len(*fit) == 0 {
		return nil
	}
	return &cands[(*fit)[dl.rng.IntN(len(*fit))]]
}

// givesAny reports whether a card already dealt gives one of the words,
// or there are none.
func (dl *dealing) givesAny(words []string) bool {
	for _, w := range words {
		if dl.given[w] {
			return true
		}
	}
	return len(words) == 0
}

// room is how many more copies of c the deck may hold.
func (dl *dealing) room(c *candidate) int {
	left := c.limit - dl.byName[c.name]
	if c.key >= 0 {
		left = min(left, c.keyLimit-dl.byKey[c.key])
	}
	return left
}

// add puts n copies of c in the deck.
func (dl *dealing) add(c *candidate, n int) {
	if n <= 0 {
		return
	}
	if dl.count[c.Card] == 0 {
		dl.order = append(dl.order, c.Card)
	}
	dl.count[c.Card] += n
	dl.byName[c.name] += n
	if c.key >= 0 {
		dl.byKey[c.key] += n
	}
	dl.points += c.Points * n
	for _, w := range c.gives {
		dl.given[w] = true
	}
}
