package terminal

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"omnideck/engine"
)

// lineWidth is the widest a line of a zone's cards is written.
const lineWidth = 110

// shortCard is the longest a card's text may be for a zone's cards to flow
// over several lines; longer ones read better one a line.
const shortCard = 32

// RenderTable draws a game's common table view as text: the turn, each
// player with their counters and zones, then the shared zones.
//
// Zones whose cards are not shown (piles, hidden hands, empty zones) are
// counted together on one line, a pile with its top card when it shows;
// the others list their cards, on one line when they fit. A card shows
// its current figures, with the printed ones beside them when they
// differ. Cards are told apart by where they are and what state they are
// in, never by their handles: copies in one zone that look the same are
// shown once with how many ("×2"), and a slotted zone lists its cards in
// the order of its places.
func RenderTable(t engine.Table) string {
	var b strings.Builder
	head := fmt.Sprintf("Turn %d", t.Turn)
	if t.Active >= 0 && t.Active < len(t.Players) {
		head += " · " + t.Players[t.Active].Name + "'s turn"
	}
	if t.Phase != "" {
		head += " · " + t.Phase
	}
	b.WriteString(head + "\n")
	waiting := map[int]bool{}
	for _, p := range t.Waiting {
		waiting[p] = true
	}
	for _, p := range t.Players {
		parts := []string{p.Name}
		if p.Seat == t.Viewer {
			parts[0] += " (you)"
		}
		for _, c := range p.Counters {
			parts = append(parts, fmt.Sprintf("%s %d", c.Name, c.Value))
		}
		if waiting[p.Seat] && p.Seat != t.Viewer {
			parts = append(parts, "deciding…")
		}
		fmt.Fprintf(&b, "  %s\n", strings.Join(parts, " · "))
		zones(&b, p.Zones, p.Counters, false, "    ")
	}
	zones(&b, t.Zones, nil, true, "  ")
	if t.Legend != "" {
		fmt.Fprintf(&b, "  %s\n", t.Legend)
	}
	if t.Outcome.Over {
		fmt.Fprintf(&b, "  %s\n", t.Outcome.Summary)
	}
	return b.String()
}

// listed reports whether zone z lists its cards: one that is not a pile
// and shows some.
func listed(z engine.TableZone) bool { return z.Layout != engine.LayoutPile && len(z.Cards) > 0 }

// zones writes a list of zones: first the counted ones on one line, then
// those that list their cards. A zone counted already by a counter of the
// same name (a player's "Supports 4") is not counted again, and an empty
// shared zone that is not a pile (nothing being played) is left out: a
// player's empty hand says something, an empty shared row nothing.
func zones(b *strings.Builder, zs []engine.TableZone, counters []engine.Counter, shared bool, indent string) {
	counted := map[engine.Counter]bool{}
	for _, c := range counters {
		counted[c] = true
	}
	var counts []string
	for _, z := range zs {
		switch {
		case listed(z):
			// written below, card by card
		case counted[engine.Counter{Name: z.Name, Value: z.Count}]:
			// its counter says how many
		case shared && z.Count == 0 && z.Layout != engine.LayoutPile:
			// nothing to say
		default:
			counts = append(counts, count(z))
		}
	}
	if len(counts) > 0 {
		fmt.Fprintf(b, "%s%s\n", indent, strings.Join(counts, " · "))
	}
	for _, z := range zs {
		if listed(z) {
			zone(b, z, indent)
		}
	}
}

// count is a zone whose cards are not listed: its name and how many, and
// a pile's top card when it shows.
func count(z engine.TableZone) string {
	s := fmt.Sprintf("%s %d", z.Name, z.Count)
	if z.Layout == engine.LayoutSlots {
		s = fmt.Sprintf("%s %d of %d places", z.Name, z.Count, z.Slots)
	}
	if z.Layout == engine.LayoutPile && len(z.Cards) > 0 {
		s += " (top: " + cardLine(z.Cards[0], 1) + ")"
	}
	return s
}

// shown is one entry of a zone as written: a card, or several that look
// the same, with what is attached to it.
type shown struct {
	card   engine.TableCard
	copies int
	// attached are the attached cards' lines, each with where it is: "on
	// it: " or "under it: ".
	attached []string
}

// line is the entry's card in a line, with how many copies.
func (e shown) line() string { return cardLine(e.card, e.copies) }

// plain reports whether the entry is a card that fits in a running line:
// nothing attached, no status or counters.
func (e shown) plain() bool {
	return len(e.attached) == 0 && len(e.card.Status) == 0 && len(e.card.Counters) == 0
}

// entries are the cards of zone z as written: a slotted zone's one by one
// in the order of their places; another zone's with the copies that look
// the same (the same line, the same cards attached) counted in the place
// of the first.
func entries(z engine.TableZone) []shown {
	cards := slices.Clone(z.Cards)
	if z.Layout == engine.LayoutSlots {
		slices.SortStableFunc(cards, func(a, b engine.TableCard) int { return a.Slot - b.Slot })
	}
	var out []shown
	at := map[string]int{}
	for _, c := range cards {
		e := shown{card: c, copies: 1}
		for _, a := range c.Attached {
			where := "under it: "
			if a.On {
				where = "on it: "
			}
			e.attached = append(e.attached, where+cardLine(a, 1))
		}
		key := e.line() + "\x00" + strings.Join(e.attached, "\x00")
		if i, ok := at[key]; ok && z.Layout != engine.LayoutSlots {
			out[i].copies++
			continue
		}
		at[key] = len(out)
		out = append(out, e)
	}
	return out
}

// zone writes a zone's cards. Plain cards (a name and stats, nothing
// attached, no status or counters) go on one line when they fit, and
// flow over lines when each is short; other cards go one a line, slotted
// zones' with their places.
func zone(b *strings.Builder, z engine.TableZone, indent string) {
	title := z.Name + ":"
	if z.Count > len(z.Cards) {
		title = fmt.Sprintf("%s (%d, %d shown):", z.Name, z.Count, len(z.Cards))
	}
	es := entries(z)
	if z.Layout == engine.LayoutSlots {
		title = fmt.Sprintf("%s (%d of %d places):", z.Name, z.Count, z.Slots)
	} else if flow(b, es, indent+title) {
		return
	}
	fmt.Fprintf(b, "%s%s\n", indent, title)
	for _, e := range es {
		place := ""
		if z.Layout == engine.LayoutSlots {
			place = fmt.Sprintf("[%d] ", e.card.Slot+1)
		}
		fmt.Fprintf(b, "%s  %s%s\n", indent, place, e.line())
		for _, a := range e.attached {
			fmt.Fprintf(b, "%s      %s\n", indent, a)
		}
	}
}

// cardLine is one card in a line: its name (with how many, for copies),
// its current figures and the printed ones where they differ, its face,
// counters and status; a part that says what an earlier one says is left
// out.
func cardLine(c engine.TableCard, copies int) string {
	name := c.Name
	if name == "" {
		name = "a face-down card"
	}
	if copies > 1 {
		name += fmt.Sprintf(" ×%d", copies)
	}
	if c.Name == "" {
		return name
	}
	parts := []string{name, figures(c)}
	if !c.FaceUp {
		parts = append(parts, "face down")
	}
	for _, k := range c.Counters {
		parts = append(parts, fmt.Sprintf("%s %d", k.Name, k.Value))
	}
	parts = append(parts, c.Status...)
	return join(parts...)
}

// figures is a card's stat line as it stands now, with the printed one
// beside it when they differ: "6/6, printed 4/4".
func figures(c engine.TableCard) string {
	switch {
	case c.Printed == "" || c.Printed == c.Stats:
		return c.Stats
	case c.Stats == "":
		return "printed " + c.Printed
	}
	return c.Stats + ", printed " + c.Printed
}

// join joins the parts of a line with " · ", leaving out the empty ones
// and any that an earlier part already says ("BP 600 · BP 600").
func join(parts ...string) string {
	var out []string
	for _, p := range parts {
		for _, q := range strings.Split(p, " · ") {
			if q = strings.TrimSpace(q); q != "" && !slices.Contains(out, q) {
				out = append(out, q)
			}
		}
	}
	return strings.Join(out, " · ")
}

// flow writes the cards of a zone after head, on one line or flowing over
// several, and reports whether it did: not when a card is not plain, nor
// when the cards need more than a line and one of them is long.
func flow(b *strings.Builder, es []shown, head string) bool {
	cards := make([]string, 0, len(es))
	short := true
	for _, e := range es {
		if !e.plain() {
			return false
		}
		text := e.line()
		short = short && width(text) <= shortCard
		cards = append(cards, text)
	}
	if line := head + " " + strings.Join(cards, "; "); width(line) <= lineWidth {
		b.WriteString(line + "\n")
		return true
	}
	if !short {
		return false
	}
	indent := strings.Repeat(" ", width(head)-width(strings.TrimLeft(head, " "))+2)
	line := head
	for i, text := range cards {
		if i < len(cards)-1 {
			text += ";"
		}
		if i > 0 && width(line)+1+width(text) > lineWidth {
			b.WriteString(line + "\n")
			line = indent + text
			continue
		}
		line += " " + text
	}
	b.WriteString(line + "\n")
	return true
}

// width is how many characters s takes on a terminal.
func width(s string) int { return utf8.RuneCountInString(s) }
