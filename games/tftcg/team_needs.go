package tftcg

import "omnideck/kit"

// A battle card that may be played only with a character of a trait on
// the starting team ("Play this only if you had a Mercenary on your
// starting team": play_if: {exists: {all: began, controller: you, trait:
// Mercenary}}) goes in a deck only beside such a character: deck check
// reports it as it does a battle card of a faction without a character of
// that faction (DeckCatalog).
//
// A battle card that may be played only with a character of a name on the
// starting team ("Play only if Soundwave was on your starting team"), only
// after a card of a name played this turn ("Play this only if you've
// played Tech Research this turn"), or, an Upgrade, put only on a
// character of a name ("Put on Shockwave only") goes in any deck, legally,
// but can be played only beside that card: it wants the card's name
// (decklist.Card's Wants), which the random dealer deals it beside and
// deck check does not ask for.

// startingTeamTrait is the trait a character of the starting team must
// have for battle card c to be played, or "".
func (c *Card) startingTeamTrait() string {
	for i := range c.Abilities {
		if pi := c.Abilities[i].PlayIf; pi != nil && pi.Exists != nil {
			if sel := pi.Exists; sel.All == "began" && sel.Filter.Controller == "you" && sel.Filter.Trait != "" &&
				sel.Filter.Name == "" && sel.Filter.NotTrait == "" && len(sel.Filter.Is) == 0 && len(sel.Filter.Not) == 0 && sel.Filter.Value == nil {
				return sel.Filter.Trait
			}
		}
	}
	return ""
}

// wants are the names of the cards, any one of them, without which
// battle card c can never be played: as its play_if says, a character on
// the starting team (startingTeamName) or a card played this turn
// (playedThisTurnName), alternatives written as any: of such conditions;
// or, an Upgrade, the character it may be put on (onlyOnName). None when
// c asks no such thing.
func (c *Card) wants() []string {
	for i := range c.Abilities {
		if pi := c.Abilities[i].PlayIf; pi != nil {
			if names, ok := namesWanted(pi); ok {
				return names
			}
		}
		if n := onlyOnName(c.Abilities[i].Only); n != "" {
			return []string{n}
		}
	}
	return nil
}

// onlyOnName is the name of the characters an Upgrade may be put on, by
// its restriction only ("Put on Shockwave only": {name: Major Shockwave}),
// or "" when only is nil or tests more than a name.
func onlyOnName(only *kit.Filter) string {
	if only == nil {
		return ""
	}
	if f := *only; f.Controller == "" || f.Controller == "you" {
		f.Controller = "you"
		if nameAlone(&f) {
			return f.Name
		}
	}
	return ""
}

// namesWanted are the names one card of which the player must have for
// cond to hold, and whether cond asks for such a card at all: an any:
// asks when each of its conditions does, an all: when one of them does.
func namesWanted(cond *kit.Condition) ([]string, bool) {
	switch {
	case cond.Exists != nil:
		if n := startingTeamName(cond.Exists); n != "" {
			return []string{n}, true
		}
		if n := playedThisTurnName(cond.Exists); n != "" {
			return []string{n}, true
		}
	case len(cond.Any) > 0:
		var names []string
		for i := range cond.Any {
			n, ok := namesWanted(&cond.Any[i])
			if !ok {
				return nil, false
			}
			names = append(names, n...)
		}
		return names, true
	case len(cond.All) > 0:
		for i := range cond.All {
			if n, ok := namesWanted(&cond.All[i]); ok {
				return n, true
			}
		}
	}
	return nil, false
}

// startingTeamName is the name of the character sel asks for on the
// player's starting team ("Play only if Soundwave was on your starting
// team": {all: began, controller: you, name: Soundwave}), or "".
func startingTeamName(sel *kit.Selector) string {
	if sel.All == "began" && sel.In == "" && nameAlone(&sel.Filter) {
		return sel.Filter.Name
	}
	return ""
}

// playedThisTurnName is the name of the card sel asks the player to have
// played this turn ("Play this only if you've played Tech Research this
// turn": {all: card, in: played, controller: you, name: Tech Research}),
// or "".
func playedThisTurnName(sel *kit.Selector) string {
	if sel.All == "card" && sel.In == "played" && nameAlone(&sel.Filter) {
		return sel.Filter.Name
	}
	return ""
}

// nameAlone reports whether f picks the player's cards of a name and
// tests nothing else.
func nameAlone(f *kit.Filter) bool {
	return f.Controller == "you" && f.Name != "" && f.Kind == "" && f.Trait == "" && f.NotTrait == "" &&
		len(f.Is) == 0 && len(f.Not) == 0 && f.Value == nil && !f.Another
}

// startsWith is the full names of the characters c begins the game with
// under it (Metroplex, Trypticon): they join the team with it, so a team
// that lists them as well would hold them twice.
func (c *Card) startsWith() []string {
	var names []string
	for m := range c.Modes {
		for i := range c.Modes[m].Abilities {
			if u := c.Modes[m].Abilities[i].StartsUnder; u != nil {
				names = append(names, u.Names...)
			}
		}
	}
	return names
}
