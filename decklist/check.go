package decklist

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Problem is one way a deck breaks its game's deck construction rules or a
// format.
type Problem struct {
	// File and Line place the problem; Line is 0 when it is about the whole
	// deck or the deck was built in code.
	File string
	Line int
	// Rule is what the deck breaks: the game's citation ("rule 2.1"), or
	// "format ID" for a format's banned and restricted lists; "" for a
	// line of the file that could not be read ([Read]).
	Rule string
	// Card is the card's full name (or the copy key that several cards
	// share), or "" for the whole deck.
	Card string
	// Message says what is wrong, naming the card.
	Message string
}

// String is "file:line: rule: message", or "file:line: message" for a
// line that could not be read.
func (p Problem) String() string {
	where := p.File
	if p.Line > 0 {
		where += ":" + strconv.Itoa(p.Line)
	}
	if p.Rule == "" {
		return fmt.Sprintf("%s: %s", where, p.Message)
	}
	return fmt.Sprintf("%s: %s: %s", where, p.Rule, p.Message)
}

// Check lists every way the deck breaks its catalog's rules (the size of
// each section, the budget, cards that never go in a deck, copy limits,
// Unique cards) and, when f is not nil, the format's banned and restricted
// lists. A card's Wants are not checked: a deck without what a card wants
// is legal, the card only never playable. Copies are counted by full name,
// or by copy key for cards that have one, so alternate arts count with
// their original. A deck that [Read] could not read whole also lists the
// problems of the lines it left out, which do not count in the rest (a
// size problem says which lines those are). The problems come in line
// order, whole-deck problems first; none means the deck is legal.
func (d *Deck) Check(f *Format) []Problem {
	cat := d.Catalog
	if cat == nil {
		return append([]Problem{{File: d.File, Rule: "deck rules", Message: "the deck has no card catalog to be checked with"}}, d.unread...)
	}
	rules := &cat.rules
	problems := slices.Clone(d.unread)
	add := func(line int, rule, card, format string, args ...any) {
		problems = append(problems, Problem{File: d.File, Line: line, Rule: rule, Card: card, Message: fmt.Sprintf(format, args...)})
	}
	// group gathers the copies of a card, or of the cards that share a
	// copy key.
	type group struct {
		card    *Card // the first card of the group
		section int
		count   int
		lines   []int
		alt     bool
		names   []string // the full names in the group, for a copy key
	}
	var byName, byKey []*group
	names, keys := make(map[string]*group, len(d.Entries)), map[string]*group{}
	join := func(groups *[]*group, index map[string]*group, key string, def *Card, e Entry, section int) {
		g := index[key]
		if g == nil {
			g = &group{card: def, section: section}
			index[key] = g
			*groups = append(*groups, g)
		}
		g.count += e.Count
		if e.Line > 0 && !slices.Contains(g.lines, e.Line) {
			g.lines = append(g.lines, e.Line)
		}
		g.alt = g.alt || e.Card != def
		if !slices.Contains(g.names, def.Name) {
			g.names = append(g.names, def.Name)
		}
	}
	sizes := make([]int, len(rules.Sections))
	points := 0
	given := map[string]bool{}
	for _, e := range d.Entries {
		for _, w := range cat.Definition(e.Card).Gives {
			given[strings.ToLower(w)] = true
		}
	}
	var brought map[string]*Card // a normalised full name → the card bringing it
	for _, e := range d.Entries {
		for _, n := range cat.Definition(e.Card).Brings {
			if brought == nil {
				brought = map[string]*Card{}
			}
			brought[normalName(n)] = cat.Definition(e.Card)
		}
	}
	for _, e := range d.Entries {
		def := cat.Definition(e.Card)
		section := cat.sectionOf(def)
		if by := brought[cat.normalName(def)]; by != nil {
			add(e.Line, rules.Brings.Rule, def.Name, rules.Brings.Says+": leave it out of the deck", def.Name, by.Name)
		}
		sizes[section] += e.Count
		points += def.Points * e.Count
		switch {
		case def.NotDeckable:
			add(e.Line, rules.NotDeckable.Rule, def.Name, "%s is %s: %s", def.Name, rules.NotDeckable.Is, rules.NotDeckable.Why)
			continue
		case f.bans(def):
			add(e.Line, "format "+f.ID, def.Name, "%s is banned in %s", def.Name, f.ID)
			continue
		}
		if def.Needs != "" && !given[strings.ToLower(def.Needs)] {
			add(e.Line, rules.Needs.Rule, def.Name, "%s: %s", def.Name, fmt.Sprintf(rules.Needs.Says, def.Needs))
		}
		join(&byName, names, cat.normalName(def), def, e, section)
		if def.CopyKey != "" {
			join(&byKey, keys, strconv.Itoa(section)+"\x00"+cat.normalKey(def), def, e, section)
		}
	}
	for i, s := range rules.Sections {
		if !s.fits(sizes[i]) {
			add(0, s.SizeRule, "", "the %s has %s%s; a %s has %s", s.Name, plural(sizes[i], "card"), d.uncounted(), s.Name, s.sizeWords())
		}
	}
	problems = append(problems, d.checkSides()...)
	if b := rules.Budget; b.Max > 0 {
		limit, why := d.budget()
		if points > limit {
			add(0, b.Rule, "", "the deck has %s in all; a deck may have at most %s%s", plural(points, b.Unit), plural(limit, b.Unit), why)
		}
	}
	// where says which lines a group is on and whether alternate arts
	// count in it: " (lines 12 and 13, alternate arts counted with their
	// original)".
	where := func(g *group, extra ...string) string {
		parts := extra
		if len(g.lines) > 1 {
			parts = append(parts, "lines "+joinLines(g.lines))
		}
		if g.alt {
			parts = append(parts, "alternate arts counted with their original")
		}
		if len(parts) == 0 {
			return ""
		}
		return " (" + strings.Join(parts, ", ") + ")"
	}
	firstLine := func(g *group) int {
		if len(g.lines) > 0 {
			return g.lines[0]
		}
		return 0
	}
	for _, g := range byName {
		s := rules.Sections[g.section]
		limit, rule, by := 0, "", ""
		if s.MaxCopies > 0 && g.card.CopyKey == "" && !g.card.AnyCopies {
			limit, rule, by = s.MaxCopies, s.CopyRule, "copies"
		}
		if g.card.Unique && limit != 1 {
			limit, rule, by = 1, rules.UniqueRule, "unique"
		}
		if n, ok := f.restricts(g.card); ok && (limit == 0 || n < limit) {
			limit, rule, by = n, "format "+f.ID, "format"
		}
		if limit == 0 || g.count <= limit {
			continue
		}
		why := "a Unique card is limited to 1 copy by full name"
		switch by {
		case "copies":
			why = fmt.Sprintf("a %s may hold at most %s of a card by %s", s.Name, copies(s.MaxCopies), s.CopiesBy)
		case "format":
			why = fmt.Sprintf("%s restricts it to %d", f.ID, limit)
		}
		add(firstLine(g), rule, g.card.Name, "%s of %s%s; %s", copies(g.count), g.card.Name, where(g), why)
	}
	for _, g := range byKey {
		s := rules.Sections[g.section]
		if s.MaxCopies == 0 || g.count <= s.MaxCopies || g.card.AnyCopies {
			continue
		}
		var extra []string
		if len(g.names) > 1 || g.names[0] != g.card.CopyKey {
			extra = append(extra, "as "+strings.Join(g.names, "; "))
		}
		add(firstLine(g), s.CopyRule, g.card.CopyKey, "%s of %s%s; a %s may hold at most %s of a card by %s",
			copies(g.count), g.card.CopyKey, where(g, extra...), s.Name, copies(s.MaxCopies), s.CopiesBy)
	}
	slices.SortStableFunc(problems, func(a, b Problem) int { return cmp.Compare(a.Line, b.Line) })
	return problems
}

// Side is the deck's side (Rules.Sides): that of most of its cards with a
// side that are not bound to it, or, where those do not decide, of most of
// its bound cards; "" when the deck's cards do not tell it (none has a
// side, or as many of each). by says which cards decided: the Deciders or
// the Bound cards of the rules.
func (d *Deck) Side() (side, by string) {
	if d.Catalog == nil {
		return "", ""
	}
	sides := d.Catalog.rules.Sides
	for _, bound := range []bool{false, true} {
		count := map[string]int{}
		var order []string
		for _, e := range d.Entries {
			def := d.Catalog.Definition(e.Card)
			if def.Side == "" || def.SideBound != bound {
				continue
			}
			if count[def.Side] == 0 {
				order = append(order, def.Side)
			}
			count[def.Side] += e.Count
		}
		best, tie := "", false
		for _, s := range order {
			switch {
			case best == "" || count[s] > count[best]:
				best, tie = s, false
			case count[s] == count[best]:
				tie = true
			}
		}
		if best != "" && !tie {
			if bound {
				return best, sides.Bound
			}
			return best, sides.Deciders
		}
	}
	return "", ""
}

// checkSides lists the bound cards of a side other than the deck's, and a
// deck whose bound cards are as many of two sides with nothing else to
// decide (Rules.Sides).
func (d *Deck) checkSides() []Problem {
	sides := d.Catalog.rules.Sides
	if sides.Rule == "" {
		return nil
	}
	side, by := d.Side()
	var out []Problem
	seen := map[*Card]bool{}
	undecided := false
	for _, e := range d.Entries {
		def := d.Catalog.Definition(e.Card)
		if def.Side == "" || !def.SideBound || def.Side == side || seen[def] {
			continue
		}
		seen[def] = true
		if side == "" {
			undecided = true
			continue
		}
		out = append(out, Problem{File: d.File, Line: e.Line, Rule: sides.Rule, Card: def.Name,
			Message: fmt.Sprintf("%s is of the %s %s; the deck's %s is %s, the %s of most of its %s", def.Name, def.Side, sides.Word, sides.Word, side, sides.Word, by)})
	}
	if undecided {
		out = append(out, Problem{File: d.File, Rule: sides.Rule,
			Message: fmt.Sprintf("the deck's %s cannot be told: its %s are as many of one %s as of another, and its %s do not decide", sides.Word, sides.Bound, sides.Word, sides.Deciders)})
	}
	return out
}

// uncounted says which lines of the file the deck's counts leave out, for
// size problems: " (line 3 is not counted)", " (lines 3 and 7 are not
// counted)", or "" when the deck was read whole.
func (d *Deck) uncounted() string {
	one, many := "line", "lines"
	if d.list {
		one, many = "card", "cards"
	}
	switch n := len(d.skipped); {
	case n == 0:
		return ""
	case n == 1:
		return fmt.Sprintf(" (%s %d is not counted)", one, d.skipped[0])
	case n <= 6:
		return fmt.Sprintf(" (%s %s are not counted)", many, joinLines(d.skipped))
	default:
		return fmt.Sprintf(" (%d %s that could not be read are not counted)", n, many)
	}
}

// joinLines writes 3, 9 and 12 as "3, 9 and 12".
func joinLines(lines []int) string {
	s := make([]string, len(lines))
	for i, l := range lines {
		s[i] = strconv.Itoa(l)
	}
	if len(s) == 1 {
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// budget is the most points the deck may have: the rules' budget, raised
// by one for each card that gives a word a card of the deck raises the
// budget by (Card.RaisesBudget), and why it was raised: " (25 and 1 for
// each Mini-Cassette)".
func (d *Deck) budget() (int, string) {
	cat := d.Catalog
	limit := cat.rules.Budget.Max
	var words []string
	for _, e := range d.Entries {
		if w := cat.Definition(e.Card).RaisesBudget; w != "" && !slices.Contains(words, w) {
			words = append(words, w)
		}
	}
	if len(words) == 0 {
		return limit, ""
	}
	for _, w := range words {
		for _, e := range d.Entries {
			for _, g := range cat.Definition(e.Card).Gives {
				if strings.EqualFold(g, w) {
					limit += e.Count
					break
				}
			}
		}
	}
	return limit, fmt.Sprintf(" (%d, and 1 for each %s)", cat.rules.Budget.Max, strings.Join(words, " or "))
}
