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
// line and its whole printed text (not yet in force).
func (g *Game) Catalog() []engine.CardInfo {
	out := make([]engine.CardInfo, 0, len(g.set.cards))
	for _, c := range g.set.cards {
		out = append(out, engine.CardInfo{ID: c.ID, Name: c.FullName(), Type: c.Type, Stats: c.statsLine(), Text: c.textOf()})
	}
	return out
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
