package battlecards

import (
	"fmt"
	"strings"

	"omnideck/kit"
)

// The card text written from the definitions, for cards that give none.

// wordTexts say the game's selector words.
var wordTexts = map[string]string{
	"battler":  "your battling Robot",
	"opposing": "the opposing Robot",
	"holder":   "the Robot on this Resource",
}

// selText says what selector sel picks: "your battling Robot", "target
// damaged Robot you control", "each Robot".
func selText(sel *kit.Selector) string {
	if w, ok := wordTexts[sel.Word]; ok {
		return w
	}
	switch {
	case sel.Self:
		return "this Robot"
	case sel.You:
		return "you"
	case sel.Opponent:
		return "each opponent"
	}
	noun := sel.Target
	lead := "target "
	if noun == "" {
		noun, lead = sel.Choose, "a "
	}
	if noun == "" {
		noun, lead = sel.All, "each "
	}
	var adj []string
	for _, w := range sel.Is {
		adj = append(adj, strings.ReplaceAll(w, "_", " "))
	}
	text := lead + strings.Join(append(adj, nounText(noun)), " ")
	if sel.Trait != "" {
		text += " with " + sel.Trait
	}
	switch sel.Controller {
	case "you":
		text += " you control"
	case "opponent":
		text += " an opponent controls"
	}
	if sel.In != "" {
		text += " in your " + sel.In
	}
	return text
}

// nounText is a noun of the card language as text says it.
func nounText(noun string) string {
	switch noun {
	case "robot":
		return "Robot"
	case "resource":
		return "Resource"
	case "advantage":
		return "Advantage"
	}
	return noun
}

// untilText is a duration as text ends with it: " until end of battle".
func untilText(d kit.Duration) string {
	if w := d.Words(); w != "" {
		return " " + w
	}
	return ""
}

// amountText says an amount of unit: "2 cards", "1 card", "X Energon".
func amountText(a *kit.Amount, unit string) string {
	n := fmt.Sprint(a.N)
	if a.Of != "" {
		n = strings.ReplaceAll(a.Of, "_", " ")
		if a.N != 0 {
			n += fmt.Sprintf(" %+d", a.N)
		}
	}
	switch {
	case unit == "":
		return n
	case unit == "card" && a.N != 1:
		return n + " cards"
	}
	return n + " " + unit
}

// plural is "s" unless n is 1.
func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// upper makes the first letter upper case.
func upper(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
