package terminal

import (
	"fmt"
	"regexp"
	"strings"

	"omnideck/engine"
)

// cardBook is what the person may read about the game's cards: the
// game's catalog, where it has one.
type cardBook struct {
	all  []engine.CardInfo
	byID map[string]engine.CardInfo
}

func newCardBook(s engine.State) cardBook {
	c, ok := s.Game().(engine.Catalog)
	if !ok {
		return cardBook{}
	}
	b := cardBook{all: c.Catalog(), byID: map[string]engine.CardInfo{}}
	for _, info := range b.all {
		b.byID[info.ID] = info
	}
	return b
}

// optionCards is the catalog entries of the cards option a is about.
func (b cardBook) optionCards(s engine.State, p int, a engine.Action) []engine.CardInfo {
	oc, ok := s.(engine.OptionCards)
	if !ok || b.byID == nil {
		return nil
	}
	var out []engine.CardInfo
	for _, id := range oc.OptionCards(p, a) {
		if info, ok := b.byID[id]; ok {
			out = append(out, info)
		}
	}
	return out
}

// stats is the stat line of the first card option a is about, or "".
func (b cardBook) stats(s engine.State, p int, a engine.Action) string {
	if cards := b.optionCards(s, p, a); len(cards) > 0 {
		return cards[0].Stats
	}
	return ""
}

// optionText is the whole text of every card option i of q is about,
// each with its current figures when it is on the table and they say more
// than its catalog line: first the cards the table names, in the order the
// label names them, then any other the game says the option is about.
func (b cardBook) optionText(s engine.State, p int, q question, i int) string {
	var out strings.Builder
	written := map[string]bool{}
	for _, h := range q.options[i].Cards {
		c, ok := q.cards[h]
		if !ok || c.Name == "" {
			continue
		}
		info, known := b.byID[c.ID]
		switch {
		case !known:
			fmt.Fprintf(&out, "  %s\n", cardLine(c, 1))
			continue
		case !written[c.ID]:
			out.WriteString(cardText(info))
			written[c.ID] = true
		}
		if now := figures(c); now != "" && now != info.Stats {
			fmt.Fprintf(&out, "    Now: %s\n", now)
		}
	}
	for _, info := range b.optionCards(s, p, q.legal[i]) {
		if !written[info.ID] {
			out.WriteString(cardText(info))
			written[info.ID] = true
		}
	}
	if out.Len() == 0 {
		return "That choice is about no card you can read.\n"
	}
	return out.String()
}

// lookup finds cards by id or name: an exact match first, else every card
// whose name contains the text, ignoring case.
func (b cardBook) lookup(text string) string {
	if b.all == nil {
		return "This game has no card texts to read.\n"
	}
	if text == "" {
		return "Type card and a card's name or id, such as: card " + b.all[0].Name + "\n"
	}
	want := strings.ToLower(text)
	var found []engine.CardInfo
	for _, c := range b.all {
		if strings.ToLower(c.ID) == want || strings.ToLower(c.Name) == want {
			return cardText(c)
		}
		if strings.Contains(strings.ToLower(c.Name), want) {
			found = append(found, c)
		}
	}
	switch {
	case len(found) == 0:
		return fmt.Sprintf("No card is called %q.\n", text)
	case len(found) > 8:
		return fmt.Sprintf("%d cards match %q; type more of the name.\n", len(found), text)
	}
	var out strings.Builder
	for _, c := range found {
		out.WriteString(cardText(c))
	}
	return out.String()
}

// cardText shows one card: its name, id, type and stats, then its text.
// The type is left out where the stat line names it already ("support ·
// support · power 1").
func cardText(c engine.CardInfo) string {
	var out strings.Builder
	kind := c.Type
	if says(c.Stats, kind) {
		kind = ""
	}
	fmt.Fprintf(&out, "  %s (%s)", c.Name, c.ID)
	if line := join(kind, c.Stats); line != "" {
		fmt.Fprintf(&out, " · %s", line)
	}
	out.WriteString("\n")
	for _, line := range strings.Split(strings.TrimSpace(c.Text), "\n") {
		if line != "" {
			fmt.Fprintf(&out, "    %s\n", line)
		}
	}
	return out.String()
}

// says reports whether a stat line names word as a word of its own, in
// any case: "Autobot Robot" names "robot".
func says(stats, word string) bool {
	if word == "" {
		return false
	}
	return regexp.MustCompile(`(?i)(^|\PL)` + regexp.QuoteMeta(word) + `($|\PL)`).MatchString(stats)
}
