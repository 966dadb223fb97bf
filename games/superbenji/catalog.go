package superbenji

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
)

// Catalog lists every card of the set, in set order, as people may read
// it: its stat line and its whole rules text, one ability a line. Where a
// card has no printed text in its card file the text is written from its
// definition.
func (g *Game) Catalog() []engine.CardInfo {
	out := make([]engine.CardInfo, 0, len(g.set.cards))
	for _, c := range g.set.cards {
		d := g.set.Definition(c)
		info := engine.CardInfo{ID: c.ID, Name: c.Name, Type: d.Type, Stats: statsLine(d), Text: c.Text, Facts: g.set.facts(c, d)}
		if info.Text == "" {
			info.Text = g.set.rulesText(d)
		}
		out = append(out, info)
	}
	return out
}

// facts are what people search and count card c by (its definition d
// says how it plays; an alternate art keeps its own rarity and number):
// its type, an action's speed and cost (its number of symbols), how many
// actions the card generates and of which types, Attack and Health, subtypes,
// keywords, Unique, rarity, set and number.
func (cs *CardSet) facts(c, d *Card) []engine.Fact {
	var out []engine.Fact
	add := func(name, value string) { out = append(out, engine.Fact{Name: name, Value: value}) }
	add("Type", title(d.Type))
	if d.Type == "action" {
		add("Speed", title(d.Speed))
		add("Cost", fmt.Sprint(len(d.Cost)))
	}
	if len(d.Actions) > 0 {
		add("Actions", fmt.Sprint(len(d.Actions)))
	}
	seen := map[Symbol]bool{}
	for _, sym := range d.Actions {
		if !seen[sym] {
			seen[sym] = true
			add("Generates", sym.Name())
		}
	}
	if d.Attack != nil && d.Health != nil {
		add("Attack", fmt.Sprint(*d.Attack))
		add("Health", fmt.Sprint(*d.Health))
	}
	for _, st := range d.Subtypes {
		add("Subtype", st)
	}
	for _, k := range d.Keywords {
		add("Keyword", title(k))
	}
	if d.Pilot > 0 {
		add("Keyword", "Pilot")
	}
	if d.Unique {
		add("Unique", "Unique")
	}
	if d.Token {
		add("Token", "Token")
	}
	rarity := c.Rarity
	if rarity == "" {
		rarity = d.Rarity
	}
	if rarity != "" {
		add("Rarity", rarity)
	}
	set, number, _ := strings.Cut(c.ID, "/")
	if cs.Code != "" {
		set = cs.Code
	}
	add(engine.FactSet, set)
	add(engine.FactNumber, number)
	return out
}

// OptionCards lists the ids of the cards player p's option a is about:
// the card played or used, the attacker (and, for a block, then its
// blocker), the target, the card answered. Every one is a card p sees.
func (s *State) OptionCards(p int, a engine.Action) []string {
	o, ok := s.find(p, a)
	if !ok {
		return []string{}
	}
	out := []string{}
	for _, id := range s.optionObjects(o) {
		out = append(out, s.printed(id).ID)
	}
	if o.verb == vTake {
		out = append(out, s.game.set.cards[o.n].ID)
	}
	return out
}

// optionObjects are the card objects option o is about, as OptionCards
// lists them: its subjects, the card a counter answers, the cards whose
// own actions it spends. A card taken from a deck by search is named by
// what it is, not as an object, and is not among them.
func (s *State) optionObjects(o option) []ObjID {
	out := subjects(o)
	switch o.verb {
	case vCounter, vPass:
		if s.dec.kind == decCounter && s.stack.Len() > 0 {
			out = append(out, s.top().Src)
		}
	case vSpend:
		if o.kind.src >= 0 {
			out = append(out, o.kind.src)
		}
	case vPay:
		ps := &s.payList
		for k, n := range ps.get(int(o.pay)) {
			if src := ps.kinds[k].src; n > 0 && src >= 0 {
				out = append(out, src)
			}
		}
	}
	return out
}

// symbolsShown writes action symbols as the rulebook prints them: "V V ●".
func symbolsShown(ss Symbols) string {
	parts := make([]string, len(ss))
	for i, sym := range ss {
		parts[i] = symbolShown(sym.String())
	}
	return strings.Join(parts, " ")
}

// statsLine is a card at a glance: cost or actions, Attack/Health,
// keywords ("Actions H H · 3/3 · Flying Speed · Unique").
func statsLine(d *Card) string {
	var parts []string
	if d.Type == "action" {
		parts = append(parts, title(d.Speed)+" action")
		if len(d.Cost) > 0 {
			parts = append(parts, "Cost "+symbolsShown(d.Cost))
		}
		if d.Counter != nil {
			parts = append(parts, "Counter")
		}
	} else {
		parts = append(parts, title(d.Type))
	}
	if len(d.Actions) > 0 {
		parts = append(parts, "Actions "+symbolsShown(d.Actions))
	}
	if d.Attack != nil && d.Health != nil {
		parts = append(parts, fmt.Sprintf("%d/%d", *d.Attack, *d.Health))
	}
	if len(d.Keywords) > 0 {
		kw := make([]string, len(d.Keywords))
		for i, k := range d.Keywords {
			kw[i] = title(k)
		}
		parts = append(parts, strings.Join(kw, " "))
	}
	if d.Pilot > 0 {
		parts = append(parts, fmt.Sprintf("Pilot %d", d.Pilot))
	}
	if d.Unique {
		parts = append(parts, "Unique")
	}
	if d.Token {
		parts = append(parts, "Token")
	}
	return strings.Join(parts, " · ")
}

// title capitalises a word's first letter (an ASCII letter only: symbols
// such as ● stay as they are).
func title(w string) string {
	if w == "" || w[0] < 'a' || w[0] > 'z' {
		return w
	}
	return strings.ToUpper(w[:1]) + w[1:]
}

// lowerFirst lowers a sentence's first letter, to follow a comma.
func lowerFirst(w string) string {
	if w == "" || w[0] < 'A' || w[0] > 'Z' {
		return w
	}
	return strings.ToLower(w[:1]) + w[1:]
}

// countThings writes n things: "a card", "2 cards".
func countThings(n int, thing string) string {
	if n == 1 {
		return article(thing) + " " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// rulesText writes a card's rules from its definition, one ability a line.
func (cs *CardSet) rulesText(d *Card) string {
	var lines []string
	typeLine := title(d.Type)
	if d.Unique {
		typeLine = "Unique " + typeLine
	}
	if d.Token {
		typeLine += " token"
	}
	if len(d.Subtypes) > 0 {
		typeLine += " — " + strings.Join(d.Subtypes, " ")
	}
	if d.Type == "action" {
		typeLine = fmt.Sprintf("%s (%s)", typeLine, d.Speed)
		if len(d.Cost) > 0 {
			typeLine += " · Cost: " + symbolsShown(d.Cost)
		}
	}
	lines = append(lines, typeLine)
	if len(d.Actions) > 0 {
		lines = append(lines, "Actions: "+symbolsShown(d.Actions))
	}
	for _, k := range d.Keywords {
		lines = append(lines, title(k))
	}
	if d.Pilot > 0 {
		lines = append(lines, fmt.Sprintf("Pilot %d (exhaust %s you control to activate When Piloted)", d.Pilot, kit.Count(d.Pilot, "other ready character", "other ready characters")))
	}
	for _, r := range d.Restrictions {
		l := "This card cannot " + strings.ReplaceAll(r.Cannot, "_", " ")
		if r.UnlessAttackAbove != nil {
			l += fmt.Sprintf(" unless its Attack is greater than %d", *r.UnlessAttackAbove)
		}
		lines = append(lines, l+".")
	}
	for _, st := range d.Statics {
		lines = append(lines, cs.staticText(st))
	}
	for _, a := range d.Abilities {
		lines = append(lines, cs.abilityText(d, a))
	}
	for _, t := range d.Triggers {
		lines = append(lines, cs.triggerText(t))
	}
	if d.Counter != nil {
		lines = append(lines, "Play this card when an opponent plays a card from their hand: that card goes back to the top of its owner's deck instead of resolving.")
	}
	if len(d.Effects) > 0 {
		lines = append(lines, effectsText(d.Effects))
	}
	if d.Attack != nil && d.Health != nil {
		lines = append(lines, fmt.Sprintf("%d/%d", *d.Attack, *d.Health))
	}
	return strings.Join(lines, "\n")
}

// playText is, on one line, what a card that is not a character does:
// its statics, abilities, triggers and effects, as rulesText writes them;
// "" when it has none.
func (cs *CardSet) playText(d *Card) string {
	var lines []string
	for _, st := range d.Statics {
		lines = append(lines, cs.staticText(st))
	}
	for _, a := range d.Abilities {
		lines = append(lines, cs.abilityText(d, a))
	}
	for _, t := range d.Triggers {
		lines = append(lines, cs.triggerText(t))
	}
	if d.Counter != nil {
		lines = append(lines, "Play this card when an opponent plays a card from their hand: that card goes back to the top of its owner's deck instead of resolving.")
	}
	if len(d.Effects) > 0 {
		lines = append(lines, effectsText(d.Effects))
	}
	return flat(strings.Join(lines, " "))
}

func (cs *CardSet) abilityText(d *Card, a Ability) string {
	return fmt.Sprintf("%s: %s — %s", title(costWords(d, a)), a.Name, effectsText(a.Effects)) + perTurnText(a)
}

// abilityDetail is an ability's cost and effect, as an option on the
// table gives it beside its label: "H: Deal 1 damage to any player or
// character."
func abilityDetail(d *Card, a Ability) string {
	return fmt.Sprintf("%s: %s", title(costWords(d, a)), flat(effectsText(a.Effects))) + perTurnText(a)
}

// costWords is an ability's cost in words: "H H and exhaust this
// character", "no cost".
func costWords(d *Card, a Ability) string {
	var cost []string
	c := a.Cost
	if a.Piloted {
		cost = append(cost, "exhaust "+kit.Count(d.Pilot, "other ready character", "other ready characters"))
	}
	if len(c.Actions) > 0 {
		cost = append(cost, symbolsShown(c.Actions))
	}
	if len(c.Repeat) > 0 {
		cost = append(cost, fmt.Sprintf("%s any number of times (X)", symbolsShown(c.Repeat)))
	}
	if c.UpTo > 0 {
		cost = append(cost, fmt.Sprintf("up to %d actions of any types", c.UpTo))
	}
	if c.Destroy != nil {
		cost = append(cost, "destroy "+selText(*c.Destroy, false))
	}
	if c.DestroySelf {
		cost = append(cost, "destroy this card")
	}
	if c.Exhaust {
		cost = append(cost, "exhaust this character")
	}
	if len(cost) == 0 {
		return "no cost"
	}
	return strings.Join(cost, " and ")
}

// perTurnText is how often an ability may be used each turn, where the
// card limits it: " (once per turn)".
func perTurnText(a Ability) string {
	switch a.PerTurn {
	case 0:
		return ""
	case 1:
		return " (once per turn)"
	}
	return fmt.Sprintf(" (%d times per turn)", a.PerTurn)
}

// flat joins the lines of a text into one: "Choose one: • Draw 2 cards •
// Add V V V to your action pool".
func flat(text string) string { return strings.Join(strings.Fields(text), " ") }

// triggerWording is how card text says when a trigger happens; %s is
// the card played, for card_played.
var triggerWording = map[string]string{
	"attacks": "When this card attacks", "enters_play": "When this card enters play",
	"start_of_your_turn": "At the start of your turn", "end_of_your_turn": "At the end of your turn",
	"card_played": "When %s is played",
}

func (cs *CardSet) triggerText(t Trigger) string {
	if t.Name != "" {
		return t.Name + " — " + triggerWhen(t)
	}
	return triggerWhen(t)
}

// triggerWhen is a trigger's text without its name: "When this card
// attacks, put a +1/+1 counter on this card."
func triggerWhen(t Trigger) string {
	when := "When " + t.On
	if w, ok := triggerWording[t.On]; ok {
		when = w
	}
	if strings.Contains(when, "%s") {
		what := "a card"
		if t.Filter != nil {
			what = selText(*t.Filter, false)
		}
		when = fmt.Sprintf(when, what)
	}
	effects := lowerFirst(effectsText(t.Effects))
	if t.Optional {
		effects = "you may: " + effects
	}
	return when + ", " + effects
}

func (cs *CardSet) staticText(st Static) string {
	var l string
	switch {
	case st.Modify != nil:
		l = fmt.Sprintf("%s %s %+d/%+d", title(selText(st.Modify.To, false)), gets(st.Modify.To), st.Modify.Attack, st.Modify.Health)
	case st.Grant != nil:
		l = fmt.Sprintf("%s %s %s", title(selText(st.Grant.To, false)), has(st.Grant.To), keywordList(st.Grant.Keywords))
	}
	if st.If != nil {
		l = fmt.Sprintf("While you control %s, %s", st.If.YouControl, strings.ToLower(l[:1])+l[1:])
	}
	return l + "."
}

func gets(sel Selector) string {
	if sel.All != "" {
		return "get"
	}
	return "gets"
}

func has(sel Selector) string {
	if sel.All != "" {
		return "have"
	}
	return "has"
}

func keywordList(kws []string) string {
	out := make([]string, len(kws))
	for i, k := range kws {
		out[i] = title(k)
	}
	return andList(out)
}

// effectsText writes effects as sentences: each as its verb says it.
func effectsText(effects []kit.Effect) string {
	var out []string
	for i := range effects {
		out = append(out, verbs.Text(&effects[i]))
	}
	return strings.Join(out, " ")
}

func gains(sel Selector) string {
	if sel.All != "" {
		return "gain"
	}
	return "gains"
}

// amountWording is how text says the named amounts, after the unit.
var amountWording = map[string]string{
	amountAttackSelf: " equal to this card's Attack",
	amountOwnActions: " equal to the actions this card generated still in your pool",
}

func amountText(a Amount, unit string) string {
	switch {
	case a.counted():
		return unit + " equal to the number of " + selText(Selector{*a.Per}, false)
	case a.Of == amountX:
		return "X " + unit
	case a.Of != "":
		return unit + amountWording[a.Of]
	}
	return fmt.Sprintf("%d %s", a.N, unit)
}

// untilText is a duration as text says it after an effect: " until end of
// turn".
func untilText(d Duration) string {
	if w := d.Words(); w != "" {
		return " " + w
	}
	return ""
}

// selText writes a selector: "target character you control", "each Hero
// character", "up to 3 target characters".
func selText(sel Selector, targeted bool) string {
	switch {
	case sel.Self:
		return "this card"
	case sel.You:
		return "you"
	}
	words := selWords(sel)
	switch {
	case sel.All != "":
		return "all " + plural(words)
	case sel.Target != "" && sel.Count > 1 && sel.UpTo:
		return fmt.Sprintf("up to %d target %s", sel.Count, plural(words))
	case sel.Target != "" && sel.Count > 1:
		return fmt.Sprintf("%d target %s", sel.Count, plural(words))
	case sel.Target == "any":
		return "any " + words
	case sel.Target != "":
		return "target " + words
	case sel.Choose != "":
		return "a " + words + " of your choice"
	}
	return article(words) + " " + words
}

// selWords writes what a selector picks, with no article: "non-token
// non-Villain character you control".
func selWords(sel Selector) string {
	noun := sel.Target
	if noun == "" {
		noun = sel.Choose
	}
	if noun == "" {
		noun = sel.All
	}
	if noun == "" {
		noun = sel.Kind
	}
	if noun == "" {
		noun = "card"
	}
	if sel.token() && noun == "card" {
		noun = "token"
	}
	if noun == "any" {
		noun = "player or character"
	}
	var adj []string
	if sel.token() && noun != "token" {
		adj = append(adj, "token")
	}
	if sel.notToken() {
		adj = append(adj, "non-token")
	}
	if sel.NotTrait != "" {
		adj = append(adj, "non-"+sel.NotTrait)
	}
	if sel.Trait != "" {
		adj = append(adj, sel.Trait)
	}
	if sel.Kind != "" && noun != sel.Kind {
		adj = append(adj, sel.Kind)
	}
	words := strings.Join(append(adj, noun), " ")
	if sel.Name != "" {
		words += " named " + sel.Name
	}
	return words + controllerWording[sel.Controller]
}

// controllerWording is how a selector's controller reads after what it
// picks.
var controllerWording = map[string]string{"you": " you control", "opponent": " an opponent controls"}

func plural(words string) string {
	head, tail, found := strings.Cut(words, " you control")
	if !found {
		head, tail, found = strings.Cut(words, " an opponent controls")
		if found {
			tail = " an opponent controls" + tail
		}
	} else {
		tail = " you control" + tail
	}
	return head + "s" + tail
}

func article(words string) string {
	if strings.ContainsRune("aeiouAEIOU", rune(words[0])) {
		return "an"
	}
	return "a"
}

// PlaysCard names the card option a plays from hand (engine.CardPlays).
func (s *State) PlaysCard(p int, a engine.Action) string {
	o, ok := s.find(p, a)
	if !ok || o.verb != vPlay || o.a < 0 {
		return ""
	}
	return s.printed(o.a).ID
}
