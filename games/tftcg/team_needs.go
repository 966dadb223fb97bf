package tftcg

// A battle card that may be played only with a character of a trait on
// the starting team ("Play this only if you had a Mercenary on your
// starting team": play_if: {exists: {all: began, controller: you, trait:
// Mercenary}}) goes in a deck only beside such a character: deck check
// reports it as it does a battle card of a faction without a character of
// that faction (DeckCatalog).

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
