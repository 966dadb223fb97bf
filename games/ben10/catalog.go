package ben10

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

// Catalog lists every card of the set, in set order.
func (g *Game) Catalog() []engine.CardInfo {
	out := make([]engine.CardInfo, 0, len(g.set.cards))
	for _, c := range g.set.cards {
		info := engine.CardInfo{ID: c.ID, Name: c.Name, Type: c.Type, Stats: statsLine(c), Text: c.Text, Facts: facts(c)}
		if info.Text == "" {
			info.Text = rulesText(c)
		}
		out = append(out, info)
	}
	return out
}

// facts are what people search and count card c by: its type, a
// Character's characteristic, Entrance or Use cost, Battle points,
// Transformation Duration, attributes and abilities, a Trick's
// requirement, its set and number.
func facts(c *Card) []engine.Fact {
	var out []engine.Fact
	add := func(name, value string) { out = append(out, engine.Fact{Name: name, Value: value}) }
	add("Type", cap1(c.Type))
	if c.Kind != "" {
		add("Characteristic", c.Kind)
	}
	if c.Cost != nil {
		add("Cost", fmt.Sprint(c.cost()))
	}
	if c.Type == typeCharacter {
		add("BP", fmt.Sprint(c.bp(false)))
		if c.Duration > 0 {
			add("Duration", fmt.Sprint(c.Duration))
		}
	}
	for _, a := range c.Attributes {
		add("Attribute", a)
	}
	for _, a := range c.Abilities {
		add("Ability", strings.Trim(abilitiesText([]string{a}), "{}"))
	}
	if c.Trick != nil {
		add("Trick", cap1(trickWhen[c.Trick.On]))
	}
	set, number, _ := strings.Cut(c.ID, "/")
	add(engine.FactSet, set)
	add(engine.FactNumber, number)
	return out
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

// statsLine is a card at a glance: "[ALIEN] · Entrance 3 · BP 3000/1500 ·
// Duration 4 · <<Strength>> · {Flying Attack}", "Effect · Use cost 2",
// "Trick · when your opponent uses an Effect card".
func statsLine(c *Card) string {
	var parts []string
	switch c.Type {
	case typeCharacter:
		parts = append(parts, "["+c.Kind+"]", fmt.Sprintf("Entrance %d", c.cost()), fmt.Sprintf("BP %d/%d", c.bp(false), c.bp(true)))
		if c.Duration > 0 {
			parts = append(parts, fmt.Sprintf("Duration %d", c.Duration))
		}
		for _, a := range c.Attributes {
			parts = append(parts, "<<"+a+">>")
		}
		if c.abilities != 0 {
			parts = append(parts, abilitiesText(c.Abilities))
		}
	case typeEffect:
		parts = append(parts, "Effect", fmt.Sprintf("Use cost %d", c.cost()))
	case typeTrick:
		parts = append(parts, "Trick")
		if c.Trick != nil {
			parts = append(parts, trickWhen[c.Trick.On])
		}
	}
	return strings.Join(parts, " · ")
}

// trickWhen says a Trick's requirement.
var trickWhen = map[string]string{
	"set_attacked":        "when this Set card is attacked",
	"character_attacked":  "when your opponent's Character attacks one of your Characters",
	"direct_attack":       "when your opponent's Character attacks you directly",
	"effect_used":         "when your opponent uses an Effect card",
	"transformed":         "when your opponent transforms a Character",
	"moved":               "when your opponent's Character moves",
	"card_set":            "when your opponent sets a card",
	"character_discarded": "when one of your Characters is discarded",
	"character_appears":   "when your opponent's Character appears",
}

// triggerWhen says a trigger's event.
var triggerWhen = map[string]string{
	"appears": "When this card appears", "attacks": "When this card attacks", "wins": "When this card wins a battle",
	"transforms": "When this card transforms", "your_turn_starts": "At the start of your turn",
	"your_turn_ends": "At the end of your turn", "opponent_uses_effect": "When your opponent uses an Effect card",
}

// rulesText writes a card's rules from its definition, one ability a
// line.
func rulesText(c *Card) string {
	lines := []string{statsLine(c)}
	for k := range c.Triggers {
		lines = append(lines, triggerText(c, k))
	}
	for _, st := range c.Statics {
		l := ""
		if st.If != nil {
			l += conditionText(st.If) + ", "
		}
		if st.BP != nil {
			l += fmt.Sprintf("%s %s %+d BP.", selText(&st.BP.To), gets(&st.BP.To), st.BP.N)
		} else {
			l += fmt.Sprintf("%s %s %s.", selText(&st.Grant.To), gets(&st.Grant.To), abilitiesText(st.Grant.Abilities))
		}
		lines = append(lines, pairedText(st.Paired)+cap1(l))
	}
	for _, r := range c.Replacements {
		l := ""
		by := ""
		if r.By != "" {
			by = " by " + map[string]string{"battle": "battle", "effect": "an effect"}[r.By]
		}
		switch {
		case r.On == "damage":
			l += fmt.Sprintf("If %s would take damage%s, prevent it.", selText(r.To), by)
		case r.Instead == "reduce":
			l += fmt.Sprintf("If you would lose Life%s, lose %d less.", by, r.Reduce)
		default:
			l += fmt.Sprintf("If you would lose Life%s, prevent it.", by)
		}
		lines = append(lines, pairedText(r.Paired)+cap1(l))
	}
	if len(c.Effects) > 0 {
		lines = append(lines, effectsText(c.Effects))
	}
	return strings.Join(lines, "\n")
}

// pairedText writes a [Name] pairing effect's mark.
func pairedText(name string) string {
	if name == "" {
		return ""
	}
	return "[" + name + "] "
}

// triggerText writes a Character card's k-th triggered ability: "When
// this card appears, your opponent discards a card of their choice from
// hand."
func triggerText(c *Card, k int) string {
	t := &c.Triggers[k]
	l := pairedText(t.Paired) + triggerWhen[t.On]
	if t.If != nil {
		l += ", " + conditionText(t.If)
	}
	l += ", "
	if t.Optional {
		l += "you may "
	}
	return l + lowerFirst(effectsText(t.Effects))
}

// doesText says what an Effect card or a Trick does, for a person choosing
// whether to use it: its printed text, or else its effects ("When your
// opponent uses an Effect card: cancel it.").
func doesText(c *Card) string {
	switch {
	case c.Text != "":
		return c.Text
	case c.isTrick() && c.Trick != nil:
		when := cap1(trickWhen[c.Trick.On])
		if c.Trick.If != nil {
			when += ", " + conditionText(c.Trick.If)
		}
		return when + ": " + lowerFirst(effectsText(c.Effects))
	}
	return effectsText(c.Effects)
}

// PlaysCard names the card option a plays from hand: a card set in Earth
// or Space, an Effect card used, a Trick answered (engine.CardPlays).
func (s *State) PlaysCard(p int, a engine.Action) string {
	o, ok := s.find(p, a)
	if !ok || (o.Verb != vSet && o.Verb != vUse && o.Verb != vTrick) {
		return ""
	}
	if id := s.byHandle(o.A); id != kit.NoObj {
		return s.card(id).ID
	}
	return ""
}
