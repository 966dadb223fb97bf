package kit

import (
	"fmt"
	"slices"
	"strings"

	"omnideck/carddata"
)

// Check is the load-time check of one card of a card file: it records
// every problem in a designer's words, each at the place in the file of
// the value it is about, and checks the kit's vocabulary (selectors,
// conditions, amounts, durations) against the game's Vocab.
type Check struct {
	// Problems are the card file's: they know where each value read
	// from it was written (carddata.Problems.Where).
	Problems *carddata.Problems
	// At is where the card starts in its file (the effect's place while
	// Bind checks an effect): the place of a problem about no one value.
	// Card names the card in messages.
	At    carddata.Pos
	Card  string
	Vocab *Vocab
	// Data is what the game's verb checks need besides the card: its
	// card set, the card's definition.
	Data any
}

// Failf records a problem of the card as a whole, or of the effect being
// checked, at where ("effect 2", "trigger 1: effect 1"; "" for the card
// itself).
func (k *Check) Failf(where, format string, args ...any) {
	k.Problems.AddAt(k.At, "%s", k.message(where, format, args...))
}

// FailAt records a problem of the value v points to (a field of the card,
// a word in a list), at its own line and column in the file; at the
// card's place (At) when the file did not write it.
func (k *Check) FailAt(v any, where, format string, args ...any) {
	k.Problems.AddFor(v, k.At, "%s", k.message(where, format, args...))
}

// message is a problem's text: the card, where in it, and what.
func (k *Check) message(where, format string, args ...any) string {
	prefix := k.Card
	if where != "" {
		prefix += ": " + where
	}
	return prefix + ": " + fmt.Sprintf(format, args...)
}

// OneOf records a problem, at v's place, unless *v is one of allowed (or
// empty and empty is allowed).
func (k *Check) OneOf(where, field string, v *string, allowed []string) {
	if !slices.Contains(allowed, *v) {
		k.FailAt(v, where, "%s %q is not one of %s", field, *v, strings.Join(allowed, ", "))
	}
}

// Selector checks a selector; chosen says whether the effect may choose
// its targets (else Target is refused). A selector written as one of the
// game's words (Vocab.Words) becomes the selector the word names.
func (k *Check) Selector(where string, s *Selector, chosen bool) {
	v := k.Vocab
	if s.Word != "" {
		named, ok := v.Words[s.Word]
		if !ok {
			k.FailAt(s, where, "selector %q: not a word this game knows (words: %s)", s.Word, strings.Join(selectorWordList(v), ", "))
			return
		}
		word := s.Word
		*s = named
		s.Word = word
	}
	picks := 0
	for _, set := range []bool{s.Target != "", s.Choose != "", s.All != "", s.Self, s.You, s.Opponent, s.Partner, s.Event != ""} {
		if set {
			picks++
		}
	}
	switch {
	case picks == 0:
		k.FailAt(s, where, "a selector needs one of target, choose, all, self, you, opponent, partner or event")
	case picks > 1:
		k.FailAt(s, where, "a selector picks one way: target, choose, all, self, you, opponent, partner or event")
	}
	nouns := append([]string{"player", "any"}, v.Nouns...)
	if s.Target != "" {
		if !chosen {
			k.FailAt(&s.Target, where, "target: nothing is chosen here; use all, self, you, opponent or event")
		}
		k.OneOf(where, "target", &s.Target, nouns)
	}
	if s.Choose != "" {
		if !chosen {
			k.FailAt(&s.Choose, where, "choose: nothing is chosen here; use all, self, you, opponent or event")
		}
		k.OneOf(where, "choose", &s.Choose, nouns)
	}
	if s.All != "" {
		k.OneOf(where, "all", &s.All, nouns)
	}
	if s.Event != "" {
		k.OneOf(where, "event", &s.Event, v.Events)
	}
	if role, ok := v.ZoneRoles[s.In]; ok && s.In != "" {
		s.role = role + 1
	} else if s.In != "" {
		k.OneOf(where, "in", &s.In, append(slices.Clone(v.Zones), sortedKeys(v.ZoneRoles)...))
	}
	if s.Count < 0 {
		k.FailAt(&s.Count, where, "count %d is negative", s.Count)
	}
	if (s.Count > 0 || s.UpTo) && !s.Chosen() {
		k.FailAt(s, where, "count and up_to go with target or choose")
	}
	k.Filter(where, &s.Filter)
}

// selectorWordList lists the bare words a selector may be: the kit's and
// the game's.
func selectorWordList(v *Vocab) []string {
	words := []string{"self", "you", "opponent", "partner"}
	words = append(words, v.Events...)
	return append(words, sortedKeys(v.Words)...)
}

// sortedKeys lists a map's keys in order.
func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// Filter checks a filter's words.
func (k *Check) Filter(where string, f *Filter) {
	v := k.Vocab
	if f.Controller != "" {
		k.OneOf(where, "controller", &f.Controller, []string{"you", "opponent"})
	}
	if f.Kind != "" {
		k.OneOf(where, "kind", &f.Kind, v.Kinds)
	}
	for _, t := range []*string{&f.Trait, &f.NotTrait} {
		if *t != "" && v.Traits != nil {
			k.OneOf(where, "trait", t, v.Traits)
		}
	}
	for _, list := range [][]string{f.Is, f.Not} {
		for i := range list {
			k.OneOf(where, "status", &list[i], v.Statuses)
		}
	}
	if f.Value != nil {
		k.Compare(where, f.Value, v.Values)
	}
}

// Compare checks a comparison of a named number among names.
func (k *Check) Compare(where string, c *Compare, names []string) {
	k.OneOf(where, "value of", &c.Of, names)
	if c.AtLeast == nil && c.AtMost == nil {
		k.FailAt(c, where, "a comparison needs at_least or at_most")
	}
}

// Amount checks an amount.
func (k *Check) Amount(where string, a *Amount) {
	v := k.Vocab
	if a.Of != "" {
		k.OneOf(where, "amount of", &a.Of, append(slices.Clone(v.Values), v.Numbers...))
	}
	if a.Per != nil {
		k.Selector(where+": per", a.Per, false)
	}
	if a.N < 0 {
		k.FailAt(a, where, "amount %d is negative", a.N)
	}
}

// Condition checks a condition.
func (k *Check) Condition(where string, c *Condition) {
	v := k.Vocab
	if c.Exists != nil {
		k.Selector(where+": exists", c.Exists, false)
	}
	if c.None != nil {
		k.Selector(where+": none", c.None, false)
	}
	if c.Count != nil {
		k.Selector(where+": count", &c.Count.Of, false)
		if c.Count.AtLeast == nil && c.Count.AtMost == nil {
			k.FailAt(c.Count, where, "count needs at_least or at_most")
		}
	}
	if c.Value != nil {
		k.Compare(where, c.Value, v.Numbers)
	}
	for i := range c.Self {
		k.OneOf(where, "status", &c.Self[i], v.Statuses)
	}
	if c.Partner != nil {
		k.Filter(where+": partner", c.Partner)
	}
	for i := range c.Any {
		k.Condition(fmt.Sprintf("%s: any %d", where, i+1), &c.Any[i])
	}
	for i := range c.All {
		k.Condition(fmt.Sprintf("%s: all %d", where, i+1), &c.All[i])
	}
	if c.Not != nil {
		k.Condition(where+": not", c.Not)
	}
}

// Duration checks a duration against those the game allows
// (Vocab.Durations; by default the turn-based ones).
func (k *Check) Duration(where string, d *Duration) {
	allowed := turnDurations
	if k.Vocab != nil && k.Vocab.Durations != nil {
		allowed = k.Vocab.Durations
	}
	if !slices.Contains(allowed, *d) {
		k.FailAt(d, where, "until %q is not one of %s", *d, durationList(allowed))
	}
}
