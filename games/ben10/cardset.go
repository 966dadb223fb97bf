package ben10

import (
	"cmp"
	_ "embed"
	"fmt"
	"slices"
	"sort"
	"strings"

	"omnideck/carddata"
	"omnideck/kit"
)

//go:embed cards.yaml
var builtinCards []byte

// CardSet is a checked list of card definitions, with the bus of their
// abilities.
type CardSet struct {
	// Code is the set's code ("B10").
	Code       string
	file       string
	data       []byte
	cards      []*Card
	index      carddata.Index[Card]
	bus        *kit.Bus[*State]
	hasStatics bool
}

// BuiltinCards returns the built-in card pool.
func BuiltinCards() (*CardSet, error) { return LoadCards("ben10/cards.yaml", builtinCards) }

// LoadCards reads a card file and checks every card, reporting every
// problem with its line.
func LoadCards(name string, data []byte) (*CardSet, error) {
	f, p := carddata.Read(name, data, ID, cardLabel)
	if f == nil {
		return nil, p.Err()
	}
	cs := &CardSet{Code: f.Set, file: name, data: data}
	cs.index = carddata.NewIndex(f, p, cardKey, "B10/001")
	cs.cards = cs.index.Cards
	for i, c := range cs.cards {
		c.seq = i
	}
	v := vocab
	v.Traits = cs.traits()
	for _, c := range cs.cards {
		cs.check(&kit.Check{Problems: p, At: p.Where(c), Card: cardLabel(c), Vocab: &v}, c)
	}
	if err := p.Err(); err != nil {
		return nil, err
	}
	for _, c := range cs.cards {
		cs.hasStatics = cs.hasStatics || len(c.Statics) > 0
		c.targets = choosesTargets(c.Effects)
	}
	cs.bus = listen(cs)
	return cs, nil
}

// cardLabel names a card in problems: its name, or its id.
func cardLabel(c *Card) string { return cmp.Or(c.Name, c.ID) }

// cardKey is a card's id and name, which index it.
func cardKey(c *Card) (id, name string) { return c.ID, c.Name }

// traits are the words a filter's trait may name: the set's attributes
// and the kinds.
func (cs *CardSet) traits() []string {
	out := []string{kindHuman, kindAlien, kindMutant}
	for _, c := range cs.cards {
		for _, a := range c.Attributes {
			if !slices.Contains(out, a) {
				out = append(out, a)
			}
		}
	}
	sort.Strings(out[3:])
	return out
}

// Cards lists every card in file order.
func (cs *CardSet) Cards() []*Card { return slices.Clone(cs.cards) }

// Lookup finds a card by id or by name, ignoring case.
func (cs *CardSet) Lookup(text string) (*Card, bool) { return cs.index.Lookup(text) }

// The words a card file may use.
var (
	cardTypes   = []string{typeCharacter, typeEffect, typeTrick}
	kinds       = []string{kindHuman, kindAlien, kindMutant}
	replaceOn   = []string{"damage", "life_loss"}
	replaceDo   = []string{"prevent", "reduce"}
	causeList   = []string{"battle", "effect"}
	trickOnList = []string{"set_attacked", "character_attacked", "direct_attack", "effect_used", "transformed", "moved", "card_set", "character_discarded", "character_appears"}
)

// check checks one card, recording every problem. A card of an unknown
// type still has its abilities and effects checked, so that every problem
// is reported at once.
func (cs *CardSet) check(k *kit.Check, c *Card) {
	if c.Name == "" {
		k.Failf("", "a card needs a name")
	}
	if !slices.Contains(cardTypes, c.Type) {
		k.FailAt(&c.Type, "", "type %q is not character, effect or trick", c.Type)
		cs.abilities(k, c)
		cs.effects(k, "effect", c.Effects, true)
		return
	}
	for i, a := range c.Abilities {
		bit, ok := abilityBits[a]
		if !ok {
			k.FailAt(&c.Abilities[i], "", "ability %q is not one of: flying_attack", a)
		}
		c.abilities |= bit
	}
	for i, a := range c.Attributes {
		if strings.TrimSpace(a) == "" || strings.ContainsAny(a, "<>") {
			k.FailAt(&c.Attributes[i], "", "attribute %q: write the word alone, without << >>", a)
		}
	}
	if c.Cost != nil && *c.Cost < 0 {
		k.FailAt(c.Cost, "", "cost %d is negative", *c.Cost)
	}
	switch c.Type {
	case typeCharacter:
		cs.checkCharacter(k, c)
	case typeEffect:
		if c.Cost == nil {
			k.Failf("", "an Effect card needs its Use cost: cost: N")
		}
		cs.notCharacter(k, c)
		if c.Trick != nil {
			k.FailAt(c.Trick, "", "only Trick cards have a trick requirement")
		}
		cs.effects(k, "effect", c.Effects, true)
	case typeTrick:
		if c.Cost != nil {
			k.FailAt(c.Cost, "", "a Trick card has no cost")
		}
		cs.notCharacter(k, c)
		if c.Trick == nil {
			k.Failf("", "a Trick card needs its requirement: trick: {on: ...}")
		} else {
			k.OneOf("trick", "on", &c.Trick.On, trickOnList)
			c.Trick.kind = trickEvents[c.Trick.On]
			if c.Trick.If != nil {
				k.Condition("trick: if", c.Trick.If)
			}
		}
		cs.effects(k, "effect", c.Effects, true)
		for i := range c.Effects {
			if c.Effects[i].Verb == "cancel" && c.Trick != nil && !slices.Contains([]string{"effect_used", "character_attacked", "direct_attack", "set_attacked"}, c.Trick.On) {
				k.FailAt(&c.Effects[i], fmt.Sprintf("effect %d", i+1), "cancel answers an Effect card used or an attack: trick on effect_used, character_attacked, direct_attack or set_attacked")
			}
		}
	}
}

// notCharacter refuses a Character card's facts on another card.
func (cs *CardSet) notCharacter(k *kit.Check, c *Card) {
	if c.Kind != "" || c.BP != nil || c.Injured != nil || c.Duration != 0 || len(c.Attributes) > 0 || len(c.Abilities) > 0 ||
		len(c.Triggers) > 0 || len(c.Statics) > 0 || len(c.Replacements) > 0 {
		k.Failf("", "only Character cards have kind, bp, injured, duration, attributes, abilities, triggers, statics and replacements")
	}
	if len(c.Effects) == 0 {
		k.Failf("", "an %s card needs effects", c.Type)
	}
}

// checkCharacter checks a Character card.
func (cs *CardSet) checkCharacter(k *kit.Check, c *Card) {
	if !slices.Contains(kinds, c.Kind) {
		k.FailAt(&c.Kind, "", "a Character card's kind is HUMAN, ALIEN or MUTANT, not %q", c.Kind)
	}
	if c.Cost == nil {
		k.Failf("", "a Character card needs its Entrance cost: cost: N")
	}
	switch {
	case c.BP == nil || c.Injured == nil:
		k.Failf("", "a Character card needs bp (healthy) and injured (injured BP)")
	case *c.BP < 0:
		k.FailAt(c.BP, "", "BP cannot be negative")
	case *c.Injured < 0:
		k.FailAt(c.Injured, "", "BP cannot be negative")
	}
	switch {
	case c.Kind == kindAlien && c.Duration < 1:
		k.FailAt(&c.Duration, "", "an [ALIEN] needs its Transformation Duration: duration: N (1 or more)")
	case c.Kind != kindAlien && c.Duration != 0:
		k.FailAt(&c.Duration, "", "only [ALIEN] cards have a Transformation Duration")
	}
	if len(c.Effects) > 0 || c.Trick != nil {
		k.Failf("", "a Character card's abilities are triggers, statics and replacements, not effects or a trick")
	}
	cs.abilities(k, c)
}

// abilities checks a card's triggers, statics and replacements.
func (cs *CardSet) abilities(k *kit.Check, c *Card) {
	for i := range c.Triggers {
		t := &c.Triggers[i]
		w := fmt.Sprintf("trigger %d", i+1)
		if _, ok := triggerEvents[t.On]; !ok {
			k.FailAt(&t.On, w, "on %q is not one of %s", t.On, strings.Join(sortedKeys(triggerEvents), ", "))
		}
		cs.paired(k, w, &t.Paired)
		if t.If != nil {
			k.Condition(w+": if", t.If)
		}
		if len(t.Effects) == 0 {
			k.FailAt(t, w, "a trigger needs effects")
		}
		cs.effects(k, w+": effect", t.Effects, true)
	}
	for i := range c.Statics {
		st := &c.Statics[i]
		w := fmt.Sprintf("static %d", i+1)
		cs.paired(k, w, &st.Paired)
		if st.If != nil {
			k.Condition(w+": if", st.If)
			if readsStats(st.If) {
				k.FailAt(st.If, w, "a static's condition cannot test BP or {Flying Attack}, which statics change")
			}
		}
		switch {
		case (st.BP == nil) == (st.Grant == nil):
			k.FailAt(st, w, "a static has exactly one of bp and grant")
		case st.BP != nil:
			checkStaticSel(k, w, &st.BP.To)
		default:
			checkStaticSel(k, w, &st.Grant.To)
			checkAbilities(k, w, st.Grant.Abilities)
			for _, a := range st.Grant.Abilities {
				st.Grant.bits |= abilityBits[a]
			}
		}
	}
	for i := range c.Replacements {
		r := &c.Replacements[i]
		w := fmt.Sprintf("replacement %d", i+1)
		k.OneOf(w, "on", &r.On, replaceOn)
		k.OneOf(w, "instead", &r.Instead, replaceDo)
		cs.paired(k, w, &r.Paired)
		if r.If != nil {
			k.Condition(w+": if", r.If)
		}
		if r.By != "" {
			k.OneOf(w, "by", &r.By, causeList)
		}
		switch {
		case r.On == "damage" && r.To == nil:
			k.FailAt(r, w, "a damage replacement says whose damage: to: self, or a selector")
		case r.On == "damage":
			checkStaticSel(k, w, r.To)
		case r.To != nil:
			k.FailAt(r.To, w, "a life_loss replacement is about your Life: leave out to")
		}
		if (r.Instead == "reduce") != (r.Reduce > 0) || (r.Instead == "reduce" && r.On != "life_loss") {
			k.FailAt(&r.Instead, w, "instead: reduce goes with life_loss and reduce: N (more than 0)")
		}
	}
}

// checkStaticSel checks the selector of a static effect or replacement:
// it picks Character cards without choosing, and reads neither abilities
// nor BP, which statics themselves change.
func checkStaticSel(k *kit.Check, w string, sel *kit.Selector) {
	k.Selector(w, sel, false)
	if sel.All != "" && sel.All != "character" {
		k.FailAt(&sel.All, w, "a static picks Character cards: all: character, or self")
	}
	if filterReads(&sel.Filter) {
		k.FailAt(sel, w, "a static's selector cannot test BP or {Flying Attack}, which statics change")
	}
}

// readsStats reports whether a condition tests BP or {Flying Attack}.
func readsStats(c *kit.Condition) bool {
	sel := func(s *kit.Selector) bool { return s != nil && filterReads(&s.Filter) }
	switch {
	case sel(c.Exists), sel(c.None), c.Count != nil && sel(&c.Count.Of),
		c.Partner != nil && filterReads(c.Partner), slices.Contains(c.Self, "flying_attack"),
		c.Not != nil && readsStats(c.Not):
		return true
	}
	for i := range c.Any {
		if readsStats(&c.Any[i]) {
			return true
		}
	}
	return false
}

// filterReads reports whether a filter tests BP or {Flying Attack}.
func filterReads(f *kit.Filter) bool {
	return f.Value != nil || slices.Contains(f.Is, "flying_attack") || slices.Contains(f.Not, "flying_attack")
}

// paired checks a [Name] pairing: a card of that name exists.
func (cs *CardSet) paired(k *kit.Check, w string, name *string) {
	if _, ok := cs.index.ByName(*name); *name != "" && !ok {
		k.FailAt(name, w, "paired: no card is named %q", *name)
	}
}

// effects binds and checks a list of effects.
func (cs *CardSet) effects(k *kit.Check, w string, effects []kit.Effect, chosen bool) {
	for i := range effects {
		verbs.Bind(k, fmt.Sprintf("%s %d", w, i+1), &effects[i])
	}
}

// choosesTargets reports whether one of effects chooses targets when
// played, once they are bound.
func choosesTargets(effects []kit.Effect) bool {
	for i := range effects {
		if effects[i].Params == nil {
			continue
		}
		if sel := verbs.Target(&effects[i]); sel != nil && sel.Chosen() {
			return true
		}
	}
	return false
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
