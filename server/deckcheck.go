package server

import (
	"cmp"
	"fmt"
	"net/http"
	"slices"
	"strconv"

	"omnideck/decklist"
	"omnideck/engine"
	"omnideck/store"
)

// The deck builder's check: every problem of a deck at once, by the same
// rules as `omnideck deck check` (decklist's Check, with the deck's
// format), its counts by section and by each fact of the game's cards
// (cost or stars, type, faction...), and, for an account, what the deck
// needs that the collection lacks.

// deckCheckRequest is a deck to check as the builder holds it.
type deckCheckRequest struct {
	Game   string           `json:"game"`
	Format string           `json:"format"`
	Cards  []store.DeckCard `json:"cards"`
	// Deck is the id of the saved deck being edited, whose own built
	// copies are its own (not taken from it); "" for a new deck.
	Deck string `json:"deck"`
}

// deckCheck is the builder's check of a deck.
type deckCheck struct {
	Legal    bool     `json:"legal"`
	Problems []string `json:"problems"`
	Size     int      `json:"size"`
	// Sections count the deck's cards in each of its sections, against
	// their bounds ("exactly 27", "at least 40").
	Sections []sectionCount `json:"sections"`
	// Points are the deck's points against the game's budget (stars).
	Points *pointCount `json:"points,omitempty"`
	// Facts count the deck's copies by each fact of its cards.
	Facts []factCount `json:"facts"`
	// Collection is true when Missing was worked out (for an account):
	// the copies the deck needs beyond the free ones of the collection.
	Collection bool          `json:"collection"`
	Missing    []missingCard `json:"missing"`
}

type sectionCount struct {
	Name   string `json:"name"`
	Cards  int    `json:"cards"`
	Bounds string `json:"bounds"`
	Fits   bool   `json:"fits"`
}

type pointCount struct {
	Unit  string `json:"unit"`
	Total int    `json:"total"`
	Max   int    `json:"max"`
}

// factCount is the deck's copies by the values of one fact. Numeric
// facts (every card's value a whole number: a cost, stars) are a curve,
// in order of value.
type factCount struct {
	Name    string       `json:"name"`
	Numeric bool         `json:"numeric"`
	Values  []valueCount `json:"values"`
}

type valueCount struct {
	Value string `json:"value"`
	Cards int    `json:"cards"`
}

type missingCard struct {
	Card string `json:"card"`
	Name string `json:"name"`
	// Want is the deck's copies, Free the collection's copies no other
	// built deck holds, Owned all its copies.
	Want  int `json:"want"`
	Free  int `json:"free"`
	Owned int `json:"owned"`
}

// checkDeckCards answers POST /api/decks/check: the builder's check of a
// deck, live as it changes. A guest gets it without Missing.
func (s *Server) checkDeckCards(w http.ResponseWriter, r *http.Request) {
	var req deckCheckRequest
	if err := readJSON(w, r, 2*maxImportBytes, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	gc := s.deckGameNamed(w, req.Game)
	if gc == nil {
		return
	}
	se, err := s.session(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	out := gc.analyze(req.Format, req.Cards)
	if se != nil {
		owned, err := s.st.Collection(r.Context(), se.account.ID, gc.info.ID)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		held, _, err := s.st.Reserved(r.Context(), se.account.ID, gc.info.ID, req.Deck)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		out.Collection = true
		want := map[string]int{}
		var order []string
		for _, c := range req.Cards {
			if _, ok := gc.byID[c.Card]; ok && c.Count > 0 {
				if want[c.Card] == 0 {
					order = append(order, c.Card)
				}
				want[c.Card] += c.Count
			}
		}
		for _, id := range order {
			free := max(owned[id]-held[id], 0)
			if want[id] > free {
				out.Missing = append(out.Missing, missingCard{Card: id, Name: gc.name(id), Want: want[id], Free: free, Owned: owned[id]})
			}
		}
	}
	writeJSON(w, http.StatusOK, out)
}

// check lists every problem of a deck of cards under format f, as
// `omnideck deck check` does: cards the game does not have, and every
// rule the rest breaks.
func (gc *gameCards) check(f *decklist.Format, cards []store.DeckCard) []string {
	d, problems := gc.decklist(cards)
	for _, p := range d.Check(f) {
		if p.Rule != "" {
			problems = append(problems, p.Rule+": "+p.Message)
		} else {
			problems = append(problems, p.Message)
		}
	}
	return problems
}

// decklist is the deck of cards as package decklist checks it, and the
// problems of the cards it leaves out: unknown ids, counts out of bounds.
func (gc *gameCards) decklist(cards []store.DeckCard) (*decklist.Deck, []string) {
	d := &decklist.Deck{File: "deck", Catalog: gc.deck}
	var problems []string
	for _, c := range cards {
		card, ok := gc.deck.ByID(c.Card)
		switch {
		case !ok:
			problems = append(problems, fmt.Sprintf("%s: %s", c.Card, gc.deck.Unknown(c.Card)))
		case c.Count < 1 || c.Count > decklist.MaxCount:
			problems = append(problems, fmt.Sprintf("%s: %d copies is not a count from 1 to %d", gc.label(c.Card), c.Count, decklist.MaxCount))
		default:
			d.Entries = append(d.Entries, decklist.Entry{Count: c.Count, Card: card, ByID: true})
		}
	}
	return d, problems
}

// analyze is the builder's check of a deck of cards in the format called
// format, without the collection.
func (gc *gameCards) analyze(format string, cards []store.DeckCard) deckCheck {
	out := deckCheck{Problems: []string{}, Sections: []sectionCount{}, Facts: []factCount{}, Missing: []missingCard{}}
	f, err := gc.format(format)
	if err != nil {
		out.Problems = append(out.Problems, err.Error())
	}
	out.Problems = append(out.Problems, gc.check(f, cards)...)
	out.Legal = len(out.Problems) == 0
	d, _ := gc.decklist(cards)
	rules := gc.deck.Rules()
	sizes := make([]int, len(rules.Sections))
	points := 0
	counts := map[string]map[string]int{}
	var names []string
	for _, e := range d.Entries {
		out.Size += e.Count
		def := gc.deck.Definition(e.Card)
		sec := slices.IndexFunc(rules.Sections, func(s decklist.Section) bool { return s.Name == def.Section })
		sizes[max(sec, 0)] += e.Count
		points += def.Points * e.Count
		info := gc.byID[e.Card.ID]
		if info == nil {
			continue
		}
		seen := map[engine.Fact]bool{}
		for _, fact := range info.Facts {
			if fact.Name == engine.FactSet || fact.Name == engine.FactNumber || seen[fact] {
				continue
			}
			seen[fact] = true
			if counts[fact.Name] == nil {
				counts[fact.Name] = map[string]int{}
				names = append(names, fact.Name)
			}
			counts[fact.Name][fact.Value] += e.Count
		}
	}
	for i, sec := range rules.Sections {
		out.Sections = append(out.Sections, sectionCount{Name: sec.Name, Cards: sizes[i], Bounds: boundsWords(sec), Fits: sizes[i] >= sec.Min && (sec.Max == 0 || sizes[i] <= sec.Max)})
	}
	if b := rules.Budget; b.Max > 0 {
		out.Points = &pointCount{Unit: b.Unit, Total: points, Max: b.Max}
	}
	slices.SortStableFunc(names, func(a, b string) int { return cmp.Compare(gc.factRank(a), gc.factRank(b)) })
	for _, name := range names {
		fc := factCount{Name: name, Numeric: gc.numericFact(name)}
		for v, n := range counts[name] {
			fc.Values = append(fc.Values, valueCount{Value: v, Cards: n})
		}
		slices.SortFunc(fc.Values, func(a, b valueCount) int {
			if fc.Numeric {
				x, _ := strconv.Atoi(a.Value)
				y, _ := strconv.Atoi(b.Value)
				return cmp.Compare(x, y)
			}
			return cmp.Or(cmp.Compare(b.Cards, a.Cards), cmp.Compare(a.Value, b.Value))
		})
		out.Facts = append(out.Facts, fc)
	}
	return out
}

// boundsWords says a section's bounds: "exactly 27", "at least 40".
func boundsWords(s decklist.Section) string {
	switch {
	case s.Min == s.Max && s.Max > 0:
		return fmt.Sprintf("exactly %d", s.Max)
	case s.Max == 0 && s.Min > 0:
		return fmt.Sprintf("at least %d", s.Min)
	case s.Min == 0 && s.Max > 0:
		return fmt.Sprintf("at most %d", s.Max)
	case s.Max > 0:
		return fmt.Sprintf("from %d to %d", s.Min, s.Max)
	}
	return "any number"
}

// factRank is where a fact's name comes in the game's cards, so that
// counts come in the order the game lists facts (its type first).
func (gc *gameCards) factRank(name string) int {
	if f, ok := gc.facts[name]; ok {
		return f.rank
	}
	return len(gc.facts)
}

// numericFact reports whether every value of the fact called name, over
// the game's cards, is a whole number.
func (gc *gameCards) numericFact(name string) bool { return gc.facts[name].numeric }
