package decklist

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Unknown is the message for text that names no card of the catalog, with
// the closest names or id when some are close: `no card is called
// "Targetted Nuke" (did you mean "Targeted Nuke"?)`. Games reading other
// files that name cards (formats) use it to speak as deck lists do.
func (cat *Catalog) Unknown(text string) string {
	msg, _ := cat.unknown(text, false)
	return msg
}

// unknown is Unknown, without suggestions when quiet; close says whether
// it suggests a card.
func (cat *Catalog) unknown(text string, quiet bool) (msg string, close bool) {
	if looksLikeID(text) {
		msg := fmt.Sprintf("no card has the id %s", quoteShort(text))
		c := cat.similarID(text, quiet)
		if c != nil {
			msg += fmt.Sprintf(" (did you mean %s, which is %s?)", c.ID, c.Name)
		}
		return msg, c != nil
	}
	msg = fmt.Sprintf("no card is called %s", quoteShort(text))
	names := cat.suggest(text, quiet)
	if len(names) > 0 {
		quoted := make([]string, len(names))
		for i, n := range names {
			quoted[i] = strconv.Quote(n)
		}
		alternatives := quoted[len(quoted)-1]
		if len(quoted) > 1 {
			alternatives = strings.Join(quoted[:len(quoted)-1], ", ") + " or " + alternatives
		}
		msg += " (did you mean " + alternatives + "?)"
	}
	return msg, len(names) > 0
}

// looksLikeID is true for text such as "BS26/99": no spaces, a slash.
func looksLikeID(text string) bool {
	return strings.Contains(text, "/") && !strings.ContainsFunc(text, unicode.IsSpace)
}

// similarID finds the id text means when only case and punctuation differ
// ("bs26-13", "BS26/PROMO1").
func (cat *Catalog) similarID(text string, quiet bool) *Card {
	if quiet {
		return nil
	}
	squash := func(s string) string {
		return strings.Map(func(r rune) rune {
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				return unicode.ToLower(r)
			}
			return -1
		}, s)
	}
	want := squash(text)
	for _, c := range cat.cards {
		if squash(c.ID) == want {
			return c
		}
	}
	return nil
}

// suggest lists up to three card names text may have meant: the cards
// whose short name (before the comma) it is, the names it is part of, or
// the names within a few typing mistakes of it.
func (cat *Catalog) suggest(text string, quiet bool) []string {
	key := normalName(text)
	if quiet || key == "" || utf8.RuneCountInString(key) > 80 {
		return nil
	}
	var names []string
	collect := func(keep func(c *Card) bool) []string {
		names = names[:0]
		for _, c := range cat.deckable {
			if keep(c) {
				names = append(names, c.Name)
			}
		}
		slices.Sort(names)
		return names
	}
	if got := collect(func(c *Card) bool { return normalName(shortName(c.Name)) == key }); len(got) > 0 {
		return got[:min(len(got), 3)]
	}
	if utf8.RuneCountInString(key) >= 4 {
		if got := collect(func(c *Card) bool { return strings.Contains(normalName(c.Name), key) }); len(got) > 0 && len(got) <= 3 {
			return got
		}
	}
	names = nil
	best, limit := -1, max(2, utf8.RuneCountInString(key)/4)
	for _, c := range cat.deckable {
		d := editDistance(key, normalName(c.Name))
		switch {
		case d > limit || best >= 0 && d > best:
		case d == best:
			names = append(names, c.Name)
		default:
			best, names = d, append(names[:0], c.Name)
		}
	}
	slices.Sort(names)
	return names[:min(len(names), 3)]
}

// editDistance is the Levenshtein distance between a and b, in runes.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// quoteShort quotes s for a message, cut short when it is long.
func quoteShort(s string) string {
	const limit = 60
	if utf8.RuneCountInString(s) > limit {
		r := []rune(s)
		s = string(r[:limit]) + "…"
	}
	return strconv.Quote(s)
}
