package battlecards

import (
	"fmt"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// Catalog lists every card of the set, in set order, each with its text:
// the printed text when the card file gives one, else the text written
// from the definition.
func (g *Game) Catalog() []engine.CardInfo {
	out := make([]engine.CardInfo, len(g.set.cards))
	for i, c := range g.set.cards {
		text := c.Text
		if text == "" {
			text = rulesText(c)
		}
		out[i] = engine.CardInfo{ID: c.ID, Name: c.Name, Type: c.Type, Stats: c.stats, Text: text, Facts: facts(c)}
	}
	return out
}

// facts are what people search and count card c by: its type, army,
// a Robot's cost, power values and skills, a Resource's kind, yield and
// the skill it needs, Strength Support, an Advantage played in battle,
// its set and number.
func facts(c *Card) []engine.Fact {
	var out []engine.Fact
	add := func(name, value string) { out = append(out, engine.Fact{Name: name, Value: value}) }
	add("Type", upper(c.Type))
	if c.army != 0 {
		add("Army", armyNames[c.army])
	}
	switch c.Type {
	case typeRobot:
		add("Cost", fmt.Sprint(c.Cost))
		add("Strength", fmt.Sprint(c.Strength))
		add("Endurance", fmt.Sprint(c.Endurance))
		add("Speed", fmt.Sprint(c.Speed))
		for k, w := range skillWords {
			if c.Skills.of(k) > 0 {
				add("Skill", upper(w))
			}
		}
	case typeResource:
		if c.Kind != "" {
			add("Kind", upper(c.Kind))
		}
		add("Yield", fmt.Sprint(c.Yield))
		if c.Requires != "" {
			add("Needs", upper(c.Requires))
		}
	}
	if c.Type != typeRobot {
		add("Support", fmt.Sprint(c.Support))
	}
	if c.Battle {
		add("Played", "In battle")
	}
	set, number, _ := strings.Cut(c.ID, "/")
	add(engine.FactSet, set)
	add(engine.FactNumber, number)
	return out
}

// OptionCards are the ids of the cards player p's option a names: every
// card an option names is one p sees.
func (s *State) OptionCards(p int, a engine.Action) []string {
	out := []string{}
	if o, ok := s.find(p, a); ok {
		for _, id := range [2]kit.ObjID{s.byHandle(o.A), s.byHandle(o.B)} {
			if id != kit.NoObj {
				out = append(out, s.card(id).ID)
			}
		}
	}
	return out
}

// statsLine is a card at a glance: "Autobot Robot · cost 6 · STR 8 END 7
// SPD 5 · Tactical 2", "Resource · yield 3 · needs science · support 2",
// "Autobot Advantage · in battle · support 3".
func statsLine(c *Card) string {
	var parts []string
	switch c.Type {
	case typeRobot:
		parts = append(parts, armyNames[c.army]+" Robot", fmt.Sprintf("cost %d", c.Cost),
			fmt.Sprintf("STR %d END %d SPD %d", c.Strength, c.Endurance, c.Speed))
		for k, w := range skillWords {
			if x := c.Skills.of(k); x > 0 {
				parts = append(parts, fmt.Sprintf("%s %d", upper(w), x))
			}
		}
		if c.Alt != nil {
			parts = append(parts, fmt.Sprintf("%s: STR %d END %d SPD %d", c.Alt.Name, c.Alt.Strength, c.Alt.Endurance, c.Alt.Speed))
		}
	case typeResource:
		parts = append(parts, "Resource", fmt.Sprintf("yield %d", c.Yield))
		if c.Requires != "" {
			parts = append(parts, "needs "+c.Requires)
		}
		parts = append(parts, fmt.Sprintf("support %d", c.Support))
	case typeAdvantage:
		parts = append(parts, armyNames[c.army]+" Advantage")
		if c.Battle {
			parts = append(parts, "in battle")
		}
		parts = append(parts, fmt.Sprintf("support %d", c.Support))
	}
	return strings.Join(parts, " · ")
}

// rulesText is a card's text written from its definition.
func rulesText(c *Card) string {
	var lines []string
	for _, st := range c.Statics {
		lines = append(lines, staticText(c, &st))
	}
	if c.Alt != nil && len(c.Alt.Power) > 0 {
		lines = append(lines, "Power Effect ("+c.Alt.Name+"): "+effectsText(c.Alt.Power))
	}
	if c.isAdvantage() {
		lead := ""
		if c.Battle {
			lead = "In battle: "
		}
		lines = append(lines, lead+effectsText(c.Effects))
	}
	if c.isResource() && c.Kind != "" {
		lines = append(lines, upper(c.Kind)+".")
	}
	return strings.Join(lines, "\n")
}

// effectsText is effects as text.
func effectsText(effects []kit.Effect) string {
	parts := make([]string, len(effects))
	for i := range effects {
		parts[i] = verbs.Text(&effects[i])
	}
	return strings.Join(parts, " ")
}

// staticText is a static effect as text.
func staticText(c *Card, st *Static) string {
	var b strings.Builder
	switch {
	case c.isResource():
		b.WriteString("While controlled, ")
	case st.Mode == "alt":
		b.WriteString("In ALT MODE, ")
	case st.Mode == "robot":
		b.WriteString("In robot mode, ")
	}
	if st.If != nil {
		b.WriteString("while a condition holds, ")
	}
	if st.SupportLimit != 0 {
		fmt.Fprintf(&b, "your Support Limit is %+d.", st.SupportLimit)
		return upper(b.String())
	}
	var parts []string
	for _, v := range []struct {
		n    int
		name string
	}{{st.Boost.Strength, "Strength"}, {st.Boost.Endurance, "Endurance"}, {st.Boost.Speed, "Speed"}} {
		if v.n != 0 {
			parts = append(parts, fmt.Sprintf("%+d %s", v.n, v.name))
		}
	}
	fmt.Fprintf(&b, "%s gets %s.", selText(&st.Boost.To), strings.Join(parts, ", "))
	return upper(b.String())
}

// PlaysCard names the card option a plays from hand: a Resource
// discovered, a Robot deployed, an Advantage played for its effect, a card
// scrapped for its Strength Support (engine.CardPlays).
func (s *State) PlaysCard(p int, a engine.Action) string {
	o, ok := s.find(p, a)
	if !ok {
		return ""
	}
	switch o.Verb {
	case vDiscover, vDeploy, vAdvantage, vSupportEffect, vStrength:
		if id := s.byHandle(o.A); id != kit.NoObj {
			return s.card(id).ID
		}
	}
	return ""
}
