package terminal

import (
	"fmt"
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
// the others list their cards, on one line when they fit. A card shows its
// handle where another card on the table has its name, so that copies are
// told apart; a face-down card the viewer cannot identify shows its handle
// only.
func RenderTable(t engine.Table) string {
	r := renderer{repeated: repeatedNames(t)}
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
		r.zones(&b, p.Zones, p.Counters, false, "    ")
	}
	r.zones(&b, t.Zones, nil, true, "  ")
	if t.Legend != "" {
		fmt.Fprintf(&b, "  %s\n", t.Legend)
	}
	if t.Outcome.Over {
		fmt.Fprintf(&b, "  %s\n", t.Outcome.Summary)
	}
	return b.String()
}

// renderer draws the cards of one table.
type renderer struct {
	// repeated are the names borne by cards of different handles.
	repeated map[string]bool
}

// repeatedNames are the names that more than one card on the table bears.
func repeatedNames(t engine.Table) map[string]bool {
	handles := map[string]map[int]bool{}
	var walk func(cards []engine.TableCard)
	walk = func(cards []engine.TableCard) {
		for _, c := range cards {
			if handles[c.Name] == nil {
				handles[c.Name] = map[int]bool{}
			}
			handles[c.Name][c.Handle] = true
			walk(c.Attached)
		}
	}
	for _, p := range t.Players {
		for _, z := range p.Zones {
			walk(z.Cards)
		}
	}
	for _, z := range t.Zones {
		walk(z.Cards)
	}
	out := map[string]bool{}
	for name, hs := range handles {
		out[name] = len(hs) > 1
	}
	return out
}

// listed reports whether zone z lists its cards: one that is not a pile
// and shows some.
func listed(z engine.TableZone) bool { return z.Layout != engine.LayoutPile && len(z.Cards) > 0 }

// zones writes a list of zones: first the counted ones on one line, then
// those that list their cards. A zone counted already by a counter of the
// same name (a player's "Supports 4") is not counted again, and an empty
// shared zone that is not a pile (nothing being played) is left out: a
// player's empty hand says something, an empty shared row nothing.
func (r renderer) zones(b *strings.Builder, zones []engine.TableZone, counters []engine.Counter, shared bool, indent string) {
	counted := map[engine.Counter]bool{}
	for _, c := range counters {
		counted[c] = true
	}
	var counts []string
	for _, z := range zones {
		switch {
		case listed(z):
			// written below, card by card
		case counted[engine.Counter{Name: z.Name, Value: z.Count}]:
			// its counter says how many
		case shared && z.Count == 0 && z.Layout != engine.LayoutPile:
			// nothing to say
		default:
			counts = append(counts, r.count(z))
		}
	}
	if len(counts) > 0 {
		fmt.Fprintf(b, "%s%s\n", indent, strings.Join(counts, " · "))
	}
	for _, z := range zones {
		if listed(z) {
			r.zone(b, z, indent)
		}
	}
}

// count is a zone whose cards are not listed: its name and how many, and
// a pile's top card when it shows.
func (r renderer) count(z engine.TableZone) string {
	s := fmt.Sprintf("%s %d", z.Name, z.Count)
	if z.Layout == engine.LayoutSlots {
		s = fmt.Sprintf("%s %d of %d places", z.Name, z.Count, z.Slots)
	}
	if z.Layout == engine.LayoutPile && len(z.Cards) > 0 {
		s += " (top: " + r.card(z.Cards[0]) + ")"
	}
	return s
}

// zone writes a zone's cards. Plain cards (a name and stats, nothing
// attached, no status or counters) go on one line when they fit, and
// flow over lines when each is short; other cards go one a line, slotted
// zones' with their places.
func (r renderer) zone(b *strings.Builder, z engine.TableZone, indent string) {
	title := z.Name + ":"
	if z.Count > len(z.Cards) {
		title = fmt.Sprintf("%s (%d, %d shown):", z.Name, z.Count, len(z.Cards))
	}
	if z.Layout == engine.LayoutSlots {
		title = fmt.Sprintf("%s (%d of %d places):", z.Name, z.Count, z.Slots)
	} else if r.flow(b, z, indent+title) {
		return
	}
	fmt.Fprintf(b, "%s%s\n", indent, title)
	for _, c := range z.Cards {
		place := ""
		if z.Layout == engine.LayoutSlots {
			place = fmt.Sprintf("[%d] ", c.Slot+1)
		}
		fmt.Fprintf(b, "%s  %s%s\n", indent, place, r.card(c))
		for _, a := range c.Attached {
			fmt.Fprintf(b, "%s      under it: %s\n", indent, r.card(a))
		}
	}
}

// card is one card in a line: its name (and handle, where its name is
// not enough), stats, face, counters and status.
func (r renderer) card(c engine.TableCard) string {
	if c.Name == "" {
		return fmt.Sprintf("a face-down card #%d", c.Handle)
	}
	name := c.Name
	if r.repeated[c.Name] {
		name += fmt.Sprintf(" #%d", c.Handle)
	}
	parts := []string{name}
	if c.Stats != "" {
		parts = append(parts, c.Stats)
	}
	if !c.FaceUp {
		parts = append(parts, "face down")
	}
	for _, k := range c.Counters {
		parts = append(parts, fmt.Sprintf("%s %d", k.Name, k.Value))
	}
	parts = append(parts, c.Status...)
	return strings.Join(parts, " · ")
}

// flow writes the cards of zone z after head, on one line or flowing over
// several, and reports whether it did: not when a card is not plain, nor
// when the cards need more than a line and one of them is long.
func (r renderer) flow(b *strings.Builder, z engine.TableZone, head string) bool {
	cards := make([]string, 0, len(z.Cards))
	short := true
	for _, c := range z.Cards {
		if len(c.Attached) > 0 || len(c.Status) > 0 || len(c.Counters) > 0 {
			return false
		}
		text := r.card(c)
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
