package ben10

import (
	"fmt"
	"strings"

	"omnideck/kit"
)

// Card text written from definitions, in the rulebook's terms
// (Additional Rules 2): [HUMAN] characteristics, <<attributes>>, [Name]
// pairing effects, {abilities}.

// nounText names what a selector noun picks.
var nounText = map[string][2]string{
	"character": {"Character card", "Character cards"},
	"set_card":  {"Set card", "Set cards"},
	"card":      {"card on the battlefield", "cards on the battlefield"},
	"player":    {"player", "players"},
	"any":       {"player or Character card", "players and Character cards"},
}

// statusText says a status as card text does.
var statusText = map[string]string{
	"injured": "injured", "healthy": "healthy", "transformed": "transformed", "in_earth": "in Earth",
	"in_space": "in Space", "same_area": "in this card's area", "flying_attack": "with {Flying Attack}",
	"moved": "that moved this turn", "attacked": "that attacked this turn",
}

// selText writes a selector: "target [ALIEN] Character card your opponent
// controls", "every injured Character card".
func selText(s *kit.Selector) string {
	switch {
	case s.Self:
		return "this card"
	case s.You:
		return "you"
	case s.Opponent:
		return "your opponent"
	case s.Partner:
		return "the card paired with this card"
	case s.Event == "subject":
		return "that card" + filterTail(&s.Filter)
	case s.Event == "other":
		return "the attacking card" + filterTail(&s.Filter)
	case s.Event == "player":
		return "that player"
	}
	noun, many := s.Target, false
	if noun == "" {
		noun, many = s.All, true
	}
	words := nounText[noun]
	n := words[0]
	if many || s.Count > 1 {
		n = words[1]
	}
	head := filterHead(&s.Filter) + n + filterTail(&s.Filter)
	switch {
	case many:
		return "every " + strings.Replace(head, words[1], words[0], 1)
	case s.Count > 1 && s.UpTo:
		return fmt.Sprintf("up to %d target %s", s.Count, head)
	case s.Count > 1:
		return fmt.Sprintf("%d target %s", s.Count, head)
	case s.UpTo:
		return "up to one target " + head
	}
	return "target " + head
}

// filterHead writes the words before a filtered noun.
func filterHead(f *kit.Filter) string {
	var w []string
	for _, st := range f.Is {
		if t := statusText[st]; !strings.HasPrefix(t, "in ") && !strings.HasPrefix(t, "with") && !strings.HasPrefix(t, "that") {
			w = append(w, t)
		}
	}
	if f.Kind != "" {
		w = append(w, "["+f.Kind+"]")
	}
	if f.Trait != "" {
		w = append(w, "<<"+f.Trait+">>")
	}
	if len(w) == 0 {
		return ""
	}
	return strings.Join(w, " ") + " "
}

// filterTail writes the words after a filtered noun.
func filterTail(f *kit.Filter) string {
	var w []string
	if f.Name != "" {
		w = append(w, fmt.Sprintf("named %q", f.Name))
	}
	if f.NotTrait != "" {
		w = append(w, "without <<"+f.NotTrait+">>")
	}
	for _, st := range f.Is {
		if t := statusText[st]; strings.HasPrefix(t, "in ") || strings.HasPrefix(t, "with") || strings.HasPrefix(t, "that") {
			w = append(w, t)
		}
	}
	for _, st := range f.Not {
		w = append(w, "not "+statusText[st])
	}
	if v := f.Value; v != nil {
		if v.AtMost != nil {
			w = append(w, fmt.Sprintf("with %d %s or less", *v.AtMost, strings.ToUpper(v.Of)))
		}
		if v.AtLeast != nil {
			w = append(w, fmt.Sprintf("with %d %s or more", *v.AtLeast, strings.ToUpper(v.Of)))
		}
	}
	switch f.Controller {
	case "you":
		w = append(w, "you control")
	case "opponent":
		w = append(w, "your opponent controls")
	}
	if len(w) == 0 {
		return ""
	}
	return " " + strings.Join(w, " ")
}

// playerText writes a player selector, nil meaning you (you true) or your
// opponent.
func playerText(s *kit.Selector, you bool) string {
	if s == nil {
		if you {
			return "you"
		}
		return "your opponent"
	}
	switch {
	case s.Target == "player":
		return "target player"
	case s.All == "player":
		return "each player"
	}
	return selText(s)
}

// isYou reports whether a player selector (nil: the default) is "you".
func isYou(s *kit.Selector, you bool) bool { return (s == nil && you) || (s != nil && s.You) }

func loses(s *kit.Selector, you bool) string {
	if isYou(s, you) || (s != nil && s.All == "player") {
		return "lose"
	}
	return "loses"
}

func gains(s *kit.Selector) string {
	if s == nil || s.You || s.All == "player" {
		return "gain"
	}
	return "gains"
}

func discards(s *kit.Selector) string {
	if s.You || s.All == "player" {
		return "discard"
	}
	return "discards"
}

func gets(s *kit.Selector) string {
	if s.Count > 1 {
		return "get"
	}
	return "gets"
}

// amountText writes an amount.
func amountText(a *kit.Amount) string {
	switch {
	case a.Per != nil:
		return fmt.Sprintf("%d for each %s", a.N, strings.TrimPrefix(selText(a.Per), "every "))
	case a.Of != "":
		s := amountOf[a.Of]
		if a.N != 0 {
			s += fmt.Sprintf(" plus %d", a.N)
		}
		return s
	}
	return fmt.Sprint(a.N)
}

// valueOf names the game's numbers in conditions.
var valueOf = map[string]string{
	"life": "your Life", "opponent_life": "your opponent's Life", "hand": "the number of cards in your hand",
	"opponent_hand": "the number of cards in your opponent's hand", "characters": "the number of in-play Character cards",
}

// selPlural writes what a selector of every match picks, in the plural:
// "Character cards you control".
func selPlural(s *kit.Selector) string {
	noun := s.All
	if noun == "" {
		noun = s.Target
	}
	if w, ok := nounText[noun]; ok {
		return filterHead(&s.Filter) + w[1] + filterTail(&s.Filter)
	}
	return strings.TrimPrefix(selText(s), "every ")
}

// article puts "a" or "an" before words.
func article(words string) string {
	if words != "" && strings.ContainsRune("aeiouAEIOU", rune(words[0])) {
		return "an " + words
	}
	return "a " + words
}

// lowerFirst lowers the first letter of a sentence that follows a comma.
func lowerFirst(s string) string {
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// amountOf names the named amounts.
var amountOf = map[string]string{
	"bp": "this card's BP", "cost": "this card's cost", "life": "your Life", "opponent_life": "your opponent's Life",
	"hand": "the cards in your hand", "opponent_hand": "the cards in your opponent's hand",
	"characters": "the in-play Character cards",
}

// countText writes an amount of things: "a card", "2 cards".
func countText(a *kit.Amount, thing string) string {
	if a.Per == nil && a.Of == "" {
		if a.N == 1 {
			return "a " + thing
		}
		return fmt.Sprintf("%d %ss", a.N, thing)
	}
	return amountText(a) + " " + thing + "s"
}

// untilText writes a duration after an effect.
func untilText(d kit.Duration) string {
	if w := d.Words(); w != "" {
		return " " + w
	}
	return ""
}

// abilitiesText writes abilities: "{Flying Attack}".
func abilitiesText(names []string) string {
	var out []string
	for _, n := range names {
		for _, a := range abilityNames {
			if abilityBits[n] == a.bit {
				out = append(out, "{"+a.name+"}")
			}
		}
	}
	return strings.Join(out, " ")
}

// effectsText writes effects as sentences.
func effectsText(effects []kit.Effect) string {
	out := make([]string, len(effects))
	for i := range effects {
		out[i] = verbs.Text(&effects[i])
	}
	return strings.Join(out, " ")
}

// conditionText writes a condition, roughly, for card text.
func conditionText(c *kit.Condition) string {
	var w []string
	if c.Exists != nil {
		w = append(w, "if there is "+article(strings.TrimPrefix(selText(c.Exists), "every ")))
	}
	if c.None != nil {
		w = append(w, "if there is no "+strings.TrimPrefix(selText(c.None), "every "))
	}
	if c.Count != nil {
		w = append(w, "if the number of "+selPlural(&c.Count.Of)+" is "+boundsText(c.Count.AtLeast, c.Count.AtMost))
	}
	if c.Value != nil {
		w = append(w, "if "+valueOf[c.Value.Of]+" is "+boundsText(c.Value.AtLeast, c.Value.AtMost))
	}
	for _, st := range c.Self {
		w = append(w, "if this card is "+statusText[st])
	}
	if c.Partner != nil {
		w = append(w, "if it is paired with a card"+filterTail(c.Partner))
	}
	if len(c.Any) > 0 {
		var any []string
		for i := range c.Any {
			any = append(any, conditionText(&c.Any[i]))
		}
		w = append(w, "("+strings.Join(any, ", or ")+")")
	}
	if c.Not != nil {
		w = append(w, "unless "+strings.TrimPrefix(conditionText(c.Not), "if "))
	}
	return strings.Join(w, " and ")
}

func boundsText(least, most *int) string {
	switch {
	case least != nil && most != nil:
		return fmt.Sprintf("%d to %d", *least, *most)
	case least != nil:
		return fmt.Sprintf("%d or more", *least)
	case most != nil:
		return fmt.Sprintf("%d or less", *most)
	}
	return ""
}
