package authoring

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"omnideck/games/tftcg"
)

// finish orders each kind of card by set and number, merges reprints into
// the first printing, gives every card an id of its own, and writes the
// cards and notes into the import.
func (in *importer) finish() {
	for _, kind := range []*[]entry{&in.chars, &in.battle, &in.forms} {
		slices.SortStableFunc(*kind, func(a, b entry) int {
			return cmp.Or(cmp.Compare(a.set, b.set), compareNumbers(a.num, b.num))
		})
		in.merge(*kind)
	}
	in.im.Notes = append(in.im.Notes, in.skipped...)
}

// compareNumbers orders printed numbers: "T9/T40" before "T10/T40".
func compareNumbers(a, b string) int {
	na, nb := numberKey(a), numberKey(b)
	return cmp.Or(cmp.Compare(len(na), len(nb)), cmp.Compare(na, nb), cmp.Compare(a, b))
}

// numberKey is the part of a number before its slash.
func numberKey(n string) string {
	first, _, _ := strings.Cut(n, "/")
	return first
}

// merge adds the cards of one kind to the import: a card that plays the
// same as an earlier card of the same name is a reprint of it; a card
// that shares an earlier card's name but plays differently keeps its own
// id, as does a card whose number another card already has.
func (in *importer) merge(entries []entry) {
	firstByName := map[string]int{} // the index in im.Cards of the first card of a name
	ids := map[string]string{}      // id -> full name
	for _, e := range entries {
		c := e.card
		name := fullName(&c)
		key := normal(name)
		if i, ok := firstByName[key]; ok {
			orig := &in.im.Cards[i]
			if samePlay(orig, &c) {
				orig.Reprints = append(orig.Reprints, tftcg.Printing{Set: c.Set, Number: c.Number})
				if c.Set == orig.Set {
					in.note(e.rec, orig, fmt.Sprintf("the data lists the card again as %s of the same set: one definition, with that number among its reprints", c.Number))
				}
				if diff := textDiff(orig, &c); diff != "" {
					in.note(e.rec, orig, fmt.Sprintf("the %s printing (%s) %s; the first printing's is kept", c.Set, c.Number, diff))
				}
				continue
			}
		}
		base := c.ID
		for k := 2; ids[strings.ToLower(c.ID)] != ""; k++ {
			c.ID = fmt.Sprintf("%s-%d", base, k)
		}
		if other := ids[strings.ToLower(base)]; other != "" && c.ID != base {
			// The texts' definitions are looked up by the new id.
			kept := definitionNotes(&c, in.defined)
			for _, n := range e.notes {
				if !strings.HasSuffix(n, needsDefinition) {
					kept = append(kept, n)
				}
			}
			e.notes = append(kept, fmt.Sprintf("number %s is also %s's in the data: id %s", c.Number, other, c.ID))
		}
		ids[strings.ToLower(c.ID)] = name
		if i, ok := firstByName[key]; ok {
			e.notes = append(e.notes, fmt.Sprintf("shares its name with %s, which plays differently: deck lists name this card by its id, %s", in.im.Cards[i].ID, c.ID))
		} else {
			firstByName[key] = len(in.im.Cards)
		}
		in.im.Cards = append(in.im.Cards, c)
		for _, n := range e.notes {
			in.note(e.rec, &in.im.Cards[len(in.im.Cards)-1], n)
		}
	}
}

// note records a note about card c, read from record r.
func (in *importer) note(r *record, c *tftcg.Card, msg string) {
	in.im.Notes = append(in.im.Notes, Note{File: r.file, Line: r.line, ID: c.ID, Name: fullName(c), Message: msg})
}

// samePlay reports whether two printings play the same: every printed
// fact but the set, number, rarity and text wording.
func samePlay(a, b *tftcg.Card) bool {
	if a.Type != b.Type || a.Subtype != b.Subtype || a.Faction != b.Faction || a.Stars != b.Stars || a.Health != b.Health ||
		a.AttackBonus != b.AttackBonus || a.DefenseBonus != b.DefenseBonus || len(a.Modes) != len(b.Modes) {
		return false
	}
	for i := range a.Modes {
		if a.Modes[i].Mode != b.Modes[i].Mode || a.Modes[i].Attack != b.Modes[i].Attack || a.Modes[i].Defense != b.Modes[i].Defense {
			return false
		}
	}
	return sameSet(a.Icons, b.Icons) && sameSet(a.Traits, b.Traits) && sameSet(a.AltTraits, b.AltTraits) &&
		sameSet(a.Tribe, b.Tribe) && sameSet(a.Combiners, b.Combiners)
}

// sameSet reports whether two lists hold the same words, in any order.
func sameSet(a, b []string) bool {
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

// textDiff says how a reprint's text differs from the first printing's,
// arrows (→ and >), case and spacing aside, or "" when it does not.
func textDiff(a, b *tftcg.Card) string {
	at, bt := texts(a), texts(b)
	for i := range at {
		if comparable(at[i]) != comparable(bt[i]) {
			return fmt.Sprintf("has other text: %q", oneLine(bt[i]))
		}
	}
	return ""
}

// texts are a card's texts: its own, each mode's and each upgrade side's.
func texts(c *tftcg.Card) []string {
	out := []string{c.Text}
	for _, m := range c.Modes {
		out = append(out, m.Text)
	}
	return append(out, strings.Join(c.UpgradeSides, "\n"))
}

// comparable is a text as reprints are compared.
func comparable(s string) string {
	s = strings.NewReplacer("→", ">", "’", "'").Replace(s)
	return strings.ToLower(collapse(s))
}
