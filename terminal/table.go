package terminal

import (
	"fmt"
	"strings"

	"omnideck/engine"
)

// RenderTable draws a game's common table view as text: the turn, each
// player with their counters and zones, then the shared zones. Face-down
// cards the viewer cannot identify show as their handle only.
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
	for _, p := range t.Players {
		name := p.Name
		if p.Seat == t.Viewer {
			name += " (you)"
		}
		var counters []string
		for _, c := range p.Counters {
			counters = append(counters, fmt.Sprintf("%s %d", c.Name, c.Value))
		}
		fmt.Fprintf(&b, "  %s", name)
		if len(counters) > 0 {
			fmt.Fprintf(&b, " · %s", strings.Join(counters, " · "))
		}
		b.WriteString("\n")
		for _, z := range p.Zones {
			writeZone(&b, z, "    ")
		}
	}
	for _, z := range t.Zones {
		writeZone(&b, z, "  ")
	}
	if t.Outcome.Over {
		fmt.Fprintf(&b, "  %s\n", t.Outcome.Summary)
	}
	return b.String()
}

// writeZone writes one zone: a pile as a count (and its top card when it
// shows), other zones with a line per card.
func writeZone(b *strings.Builder, z engine.TableZone, indent string) {
	if z.Layout == engine.LayoutPile {
		fmt.Fprintf(b, "%s%s: %d", indent, z.Name, z.Count)
		if len(z.Cards) > 0 {
			fmt.Fprintf(b, " · top: %s", cardLine(z.Cards[0]))
		}
		b.WriteString("\n")
		return
	}
	if z.Count == 0 && z.Layout != engine.LayoutSlots {
		fmt.Fprintf(b, "%s%s: none\n", indent, z.Name)
		return
	}
	if len(z.Cards) == 0 {
		fmt.Fprintf(b, "%s%s: %d cards\n", indent, z.Name, z.Count)
		return
	}
	title := z.Name + ":"
	if z.Layout == engine.LayoutSlots {
		title = fmt.Sprintf("%s (%d of %d places):", z.Name, z.Count, z.Slots)
	}
	fmt.Fprintf(b, "%s%s\n", indent, title)
	for _, c := range z.Cards {
		place := ""
		if z.Layout == engine.LayoutSlots {
			place = fmt.Sprintf("[%d] ", c.Slot+1)
		}
		fmt.Fprintf(b, "%s  %s%s\n", indent, place, cardLine(c))
		for _, a := range c.Attached {
			fmt.Fprintf(b, "%s      under it: %s\n", indent, cardLine(a))
		}
	}
}

// cardLine is one card in a line: name and handle, stats, face and status.
func cardLine(c engine.TableCard) string {
	if c.Name == "" {
		return fmt.Sprintf("a face-down card #%d", c.Handle)
	}
	parts := []string{fmt.Sprintf("%s #%d", c.Name, c.Handle)}
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
