package tftcg

import (
	"fmt"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// The optional engine interfaces the game implements.
var (
	_ engine.Catalog     = (*Game)(nil)
	_ engine.OptionCards = (*State)(nil)
	_ engine.Hinter      = (*State)(nil)
	_ engine.CardLoader  = (*Game)(nil)
	_ engine.DeckGame    = (*Game)(nil)
)

// Catalog lists every card of the set, in set order, each with its stat
// line and its whole printed text.
func (g *Game) Catalog() []engine.CardInfo {
	out := make([]engine.CardInfo, 0, len(g.set.cards))
	for _, c := range g.set.cards {
		if c.isSide() {
			continue // the back of a Battle Master's card, not a card of its own to collect or list
		}
		out = append(out, engine.CardInfo{ID: c.ID, Name: c.FullName(), Type: c.Type, Stats: c.statsLine(), Text: c.textOf(), Facts: c.facts()})
	}
	return out
}

// facts are what people search and count the card by: its type and
// subtype, faction, stars (a battle card's only when it has some), a
// character's Health, traits, alt-mode traits and tribes, a battle card's
// icons, its rarity, and the set and number of each of its printings.
func (c *Card) facts() []engine.Fact {
	var out []engine.Fact
	add := func(name, value string) { out = append(out, engine.Fact{Name: name, Value: value}) }
	add("Type", capital(c.Type))
	if c.Subtype != "" {
		add("Subtype", capital(c.Subtype))
	}
	add("Faction", c.Faction)
	if c.Stars > 0 || c.isCharacter() {
		// Most battle cards have no stars: a 0 would fill the curve.
		add("Stars", fmt.Sprint(c.Stars))
	}
	if c.isCharacter() || c.Type == TypeCombiner {
		add("Health", fmt.Sprint(c.Health))
	}
	for _, t := range c.Traits {
		add("Trait", t)
	}
	for _, t := range c.AltTraits {
		add("Alt mode", t)
	}
	for _, t := range c.Tribe {
		add("Tribe", t)
	}
	seen := map[string]bool{}
	for _, icon := range c.Icons {
		if !seen[icon] {
			seen[icon] = true
			add("Icon", capital(icon))
		}
	}
	if c.Rarity != "" {
		add("Rarity", c.Rarity)
	}
	printings := append([]Printing{{Set: c.Set, Number: c.Number}}, c.Reprints...)
	for _, p := range printings {
		if p.Set == "" {
			continue
		}
		add(engine.FactSet, p.Set)
		add(engine.FactNumber, p.Number)
	}
	return out
}

// capital capitalises a word's first letter: "character" is
// "Character".
func capital(w string) string {
	if w == "" {
		return w
	}
	return strings.ToUpper(w[:1]) + w[1:]
}

// statsLine is a card at a glance: "Autobot · 7 stars · Health 10 · alt
// ATK 3 DEF 2 / bot ATK 3 DEF 2 · Ranged, Leader" for a character,
// "Mercenary · weapon +1 ATK · orange, black" for a battle card.
func (c *Card) statsLine() string {
	parts := []string{c.Faction}
	if c.Stars > 0 {
		parts = append(parts, fmt.Sprintf("%d stars", c.Stars))
	}
	if !c.isCharacter() && c.Type != TypeCombiner {
		return strings.Join(append(parts, c.battleStats()), " · ")
	}
	parts = append(parts, fmt.Sprintf("Health %d", c.Health))
	modes := make([]string, len(c.Modes))
	for i := range c.Modes {
		modes[i] = c.Modes[i].Mode + " " + c.statsOf(i)
	}
	parts = append(parts, strings.Join(modes, " / "))
	if len(c.Traits) > 0 {
		parts = append(parts, strings.Join(c.Traits, ", "))
	}
	return strings.Join(parts, " · ")
}

// OptionCards lists the ids of the cards player p's option a is about,
// among those p identifies.
func (s *State) OptionCards(p int, a engine.Action) []string {
	o, ok := s.find(p, a)
	out := []string{}
	if !ok {
		return out
	}
	for _, h := range []uint32{o.A, o.B} {
		if id := s.byHandle(h); id != kit.NoObj && s.t.Identifies(p, id) {
			out = append(out, s.card(id).ID)
		}
	}
	return out
}
