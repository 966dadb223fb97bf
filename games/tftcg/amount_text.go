package tftcg

import (
	"fmt"
	"slices"
	"strings"

	"omnideck/kit"
)

// Amounts in text. An amount counted "for each" of some cards reads as the
// cards do, the count at the end of the sentence: "Do 1 damage to an enemy
// for each of your Weapons", "This character has +2 Attack for each card
// under this character".

// nParts is amount a in text in two parts: the number ("2", "its
// damage"), and what it is counted by, " for each …", which goes at the
// end of its sentence ("" when it is not counted).
func nParts(a *kit.Amount) (n, each string) {
	switch {
	case a.Of != "":
		return ofText(a.Of), ""
	case a.Per != nil:
		return fmt.Sprint(a.N), " for each " + eachText(a.Per)
	}
	return fmt.Sprint(a.N), ""
}

// timesText is how many times an effect happens, to begin its sentence:
// "3 times", "For each of your Mini-Cassettes", "Its damage times".
func timesText(a *kit.Amount) string {
	if a.Per != nil && a.N == 1 {
		return "For each " + eachText(a.Per)
	}
	n, each := nParts(a)
	if a.Of != "" {
		return "As many times as " + n
	}
	return n + " times" + each
}

// eachText is what selector sel counts, after "for each": "of your
// Planes", "Car in your KO area", "card under this character", "card in
// your opponent's scrap pile with at least 2 orange icons".
func eachText(sel *kit.Selector) string {
	switch sel.Word {
	case "yours":
		return "of your characters"
	case "enemies":
		return "enemy"
	}
	f := &sel.Filter
	noun := "character"
	switch sel.All {
	case "upgrade":
		noun = "Upgrade"
	case "card":
		noun = "card"
	}
	with := ""
	for _, w := range f.Is {
		switch w {
		case SubWeapon, SubArmor, SubUtility:
			noun = capital(w)
		case "secret":
			noun = "Secret Action"
		case "has_armor":
			with = " with an Armor"
		case "has_weapon":
			with = " with a Weapon"
		}
	}
	if f.Trait != "" {
		noun = strings.ReplaceAll(f.Trait, "|", " or ")
	}
	if f.NotTrait != "" {
		with += " that is not " + articleWord(f.NotTrait) + " " + f.NotTrait
	}
	if f.Name != "" {
		noun = f.Name
	}
	if f.Value != nil && f.Value.AtLeast != nil {
		with += fmt.Sprintf(" with at least %d %s", *f.Value.AtLeast, strings.ReplaceAll(f.Value.Of, "_", " "))
	}
	other := ""
	if f.Another || slices.Contains(f.Not, "bearer") || slices.Contains(f.Not, "self") {
		other = "other "
	}
	if slices.Contains(f.Is, "tapped") {
		other += "tapped "
	}
	whose := "your"
	if f.Controller == "opponent" {
		whose = "your opponent's"
	}
	switch {
	case sel.All == "ko_character":
		return noun + with + " in " + whose + " KO area"
	case sel.All == "began":
		return noun + with + " you began the game with"
	case sel.In == "under":
		return noun + " under this character"
	case sel.In == "scrap":
		return noun + " in " + whose + " scrap pile" + with
	case sel.In != "":
		return "of " + whose + " " + plural(noun) + with
	case slices.Contains(f.Is, "beside"):
		return noun + with + " on the upgraded character"
	case slices.Contains(f.Is, "on_attacker"):
		return noun + with + " on the attacker"
	case f.Controller != "":
		return "of " + whose + " " + other + plural(noun) + with
	}
	return other + noun + with
}

// plural is noun made plural: "Planes", "Secret Actions".
func plural(noun string) string {
	if strings.HasSuffix(noun, "s") {
		return noun
	}
	return noun + "s"
}

// numberTexts word the game's named numbers for people (ofText,
// conditions, amounts of cards).
var numberTexts = map[string]string{
	"top_colors":      "the number of colours among the top card's battle icons",
	"scrap_top_alike": "the number of cards just scrapped that share a name",
	"scrapped_alike":  "the number of cards just scrapped that share a name",
	"attack":          "its Attack",
	"defense":         "its Defense",
	"damage":          "its damage",
	"health":          "its Health",
	"pierce":          "its Pierce",
	"upgrades":        "the number of Upgrades on it",
	"hand":            "the number of cards in your hand",
	"opponent_hand":   "the number of cards in your opponent's hand",
	"characters":      "the number of your characters on the battlefield",
	"three_less_hand": "how many fewer than 3 cards you hold",
	"excess":          "the damage beyond what KO'd the character",
	"dealt":           "the damage the attack did",
	"event_n":         "that number",
	"flipped_colors":  "the number of colours among the cards you flipped",
	"flipped_black":   "the number of [BLACK] you flipped",
	"flipped_orange":  "the number of [ORANGE] you flipped",
	"tower":           "your Tower's height",
	"same_played":     "the number of cards of this name you have played this turn",
	"scrapped_colors": "the number of colours among the cards just scrapped",
	"defender_stars":  "the defender's stars",
}

// ofText is an amount read from a named number, for people: "its
// damage", or the number's words.
func ofText(of string) string {
	if t, ok := numberTexts[of]; ok {
		return t
	}
	return "its " + of
}
