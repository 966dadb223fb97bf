package tftcg

import "strings"

// Playing "one of the [ORANGE] or [BLUE] cards you flipped" (Private Turbo
// Board's Upgrade side; play_from with kind: card and icons): an Action or
// an Upgrade, showing an icon of one of the colours, played as an effect
// plays a card, an Upgrade onto one of the player's characters.

// anyCard is play_from's kind for an Action or an Upgrade.
const anyCard = "card"

// kindOf reports whether card c is of the kind play_from asks for.
func (p *playFromParams) kindOf(c *Card) bool {
	if p.Kind == anyCard {
		return c.isAction() || c.isUpgrade()
	}
	return c.Type == p.Kind
}

// hasIconOf reports whether card c shows an icon of one of colours; true
// when none is asked for.
func hasIconOf(c *Card, colours []string) bool {
	for _, name := range colours {
		for k, n := range colorNames {
			if n == name && c.icon(k) > 0 {
				return true
			}
		}
	}
	return len(colours) == 0
}

// iconsText is colours in card text: "[ORANGE] or [BLUE]".
func iconsText(colours []string) string {
	out := make([]string, len(colours))
	for i, c := range colours {
		out[i] = "[" + strings.ToUpper(c) + "]"
	}
	return strings.Join(out, " or ")
}
