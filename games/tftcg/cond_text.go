package tftcg

import (
	"fmt"
	"slices"
	"strings"

	"omnideck/kit"
)

// condText is a condition for people, to follow "If": "you have
// Devastator on the battlefield", "your Tower's height is 6 or more",
// "every character you began the game with is an Autobot"; "" for a
// condition it has no words for.
func condText(c *kit.Condition) string {
	if c.Count != nil || len(c.Self) > 0 || c.Partner != nil || c.Not != nil {
		return ""
	}
	var parts []string
	if c.Exists != nil {
		parts = append(parts, existsText(c.Exists, true))
	}
	if c.None != nil {
		parts = append(parts, existsText(c.None, false))
	}
	if c.Value != nil {
		parts = append(parts, compareText(c.Value))
	}
	if len(c.Any) > 0 {
		var any []string
		for i := range c.Any {
			any = append(any, condText(&c.Any[i]))
		}
		if slices.Contains(any, "") {
			return ""
		}
		parts = append(parts, strings.Join(any, " or "))
	}
	for i := range c.All {
		parts = append(parts, condText(&c.All[i]))
	}
	if slices.Contains(parts, "") {
		return ""
	}
	return strings.Join(parts, " and ")
}

// existsText says that selector sel picks something (some) or nothing:
// "you have Blaster on the battlefield", "you have played Ancient Wisdom
// this turn".
func existsText(sel *kit.Selector, some bool) string {
	f := &sel.Filter
	if f.Controller != "you" || f.Kind != "" || len(f.Is) > 0 || len(f.Not) > 0 || f.Value != nil || f.Another {
		return ""
	}
	noun := "character"
	if f.Trait != "" {
		noun = strings.ReplaceAll(f.Trait, "|", " or ") + " character"
	}
	switch {
	case sel.All == "began" && f.NotTrait != "" && f.Name == "" && f.Trait == "":
		if some {
			return "you began the game with a character that is not " + articleWord(f.NotTrait) + " " + f.NotTrait
		}
		return "every character you began the game with is " + articleWord(f.NotTrait) + " " + f.NotTrait
	case f.NotTrait != "":
		return ""
	case sel.All == "card" && (sel.In == "deck" || sel.In == "scrap") && f.Name == "" && f.Trait == "":
		pile := map[string]string{"deck": "deck", "scrap": "scrap pile"}[sel.In]
		if some {
			return "your " + pile + " is not empty"
		}
		return "your " + pile + " is empty"
	case sel.All == "card" && sel.In == "played" && f.Name != "":
		if some {
			return "you have played " + f.Name + " this turn"
		}
		return "you have not played " + f.Name + " this turn"
	case sel.All != "character":
		return ""
	case f.Name != "" && some:
		return "you have " + f.Name + " on the battlefield"
	case f.Name != "":
		return "you do not have " + f.Name + " on the battlefield"
	case some:
		return "you have " + articleWord(noun) + " " + noun
	}
	return "you have no " + noun
}

// compareText says that a named number passes a comparison: "your
// Tower's height is 6 or more", "the number of colours among the cards
// just scrapped is 4".
func compareText(c *kit.Compare) string {
	if t, ok := flagTexts[c.Of]; ok && c.AtLeast != nil && *c.AtLeast == 1 && c.AtMost == nil {
		return t
	}
	what, ok := numberTexts[c.Of]
	if !ok {
		return ""
	}
	switch {
	case c.AtLeast != nil && c.AtMost != nil && *c.AtLeast == *c.AtMost:
		return fmt.Sprintf("%s is %d", what, *c.AtLeast)
	case c.AtLeast != nil && c.AtMost != nil:
		return fmt.Sprintf("%s is %d to %d", what, *c.AtLeast, *c.AtMost)
	case c.AtLeast != nil:
		return fmt.Sprintf("%s is %d or more", what, *c.AtLeast)
	case c.AtMost != nil:
		return fmt.Sprintf("%s is %d or less", what, *c.AtMost)
	}
	return ""
}

// flagTexts say what the game's numbers that are 1 or 0 mean when they
// are 1.
var flagTexts = map[string]string{
	"ko_star_lead": "your KO area holds more stars than your battlefield",
	"attack_ko":    "the attack KO'd its character",
	"hit_tapped":   "the attack's damage went to a tapped character",
}

// chosenText says what the characters an effect chose must be, to follow
// "If": "it's a Truck", "it's KO'd", "its Defense is 4 or more"; "" for a
// filter it has no words for.
func chosenText(f *kit.Filter) string {
	switch {
	case f.Trait != "" && f.Value == nil && len(f.Is) == 0:
		return "it's " + articleWord(f.Trait) + " " + f.Trait
	case f.Value != nil && f.Trait == "" && len(f.Is) == 0:
		if t := compareText(f.Value); t != "" {
			return t
		}
	case f.Trait == "" && f.Value == nil && len(f.Is) == 1:
		return map[string]string{"kod": "it's KO'd", "has_weapon": "it has a Weapon", "has_armor": "it has an Armor",
			"tapped": "it's tapped", "damaged": "it's damaged"}[f.Is[0]]
	}
	return ""
}
