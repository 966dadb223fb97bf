package battlecards

import (
	"cmp"
	_ "embed"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"omnideck/carddata"
	"omnideck/kit"
)

// CardSet is the cards of one card file, every one checked, in file
// order, and indexed by id and name.
type CardSet struct {
	// Code is the set's code ("TFB").
	Code  string
	cards []*Card
	index carddata.Index[Card]
	// file and data are the card file's name and text.
	file string
	data []byte
	// hasStatics and hasLimits say whether some card has static effects,
	// and whether one raises a Support Limit.
	hasStatics, hasLimits bool
}

// builtinCards is the card file of the built-in pool.
//
//go:embed cards.yaml
var builtinCards []byte

// BuiltinCards returns the built-in card pool.
func BuiltinCards() (*CardSet, error) { return LoadCards("battlecards/cards.yaml", builtinCards) }

// LoadCards reads a card file and checks every card, reporting every
// problem with the file's name and the card's line.
func LoadCards(name string, data []byte) (*CardSet, error) {
	f, p := carddata.Read(name, data, ID, cardLabel)
	if f == nil {
		return nil, p.Err()
	}
	cs := &CardSet{Code: f.Set, file: name, data: data}
	cs.index = carddata.NewIndex(f, p, cardKey, "TFB/001")
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
		c.stats = statsLine(c)
		for _, st := range c.Statics {
			cs.hasStatics = cs.hasStatics || st.Boost != nil
			cs.hasLimits = cs.hasLimits || st.SupportLimit != 0
		}
	}
	return cs, nil
}

// cardLabel names a card in problems: its name, or its id.
func cardLabel(c *Card) string { return cmp.Or(c.Name, c.ID) }

// cardKey is a card's id and name, which index it.
func cardKey(c *Card) (id, name string) { return c.ID, c.Name }

// traits are the words a filter's trait may name: the armies, the skills
// and the set's Resource kinds.
func (cs *CardSet) traits() []string {
	out := []string{"autobot", "decepticon", "tactical", "combat", "science"}
	var kinds []string
	for _, c := range cs.cards {
		if c.Kind != "" && !slices.Contains(kinds, c.Kind) {
			kinds = append(kinds, c.Kind)
		}
	}
	sort.Strings(kinds)
	return append(out, kinds...)
}

// Cards lists every card in file order.
func (cs *CardSet) Cards() []*Card { return slices.Clone(cs.cards) }

// Lookup finds a card by id or by name, ignoring case.
func (cs *CardSet) Lookup(text string) (*Card, bool) { return cs.index.Lookup(text) }

// lookup finds a card for a deck list or a stacked deal (kit.Lookup).
func (cs *CardSet) lookup(text string) (kit.CardID, string, bool) {
	c, ok := cs.index.Lookup(text)
	if !ok {
		return 0, "", false
	}
	return kit.CardID(c.seq), c.Name, true
}

// deckArmy is the army of a deck (THE CARDS: Robot cards and Advantage
// cards are army specific): that of most of its Robots or, where they do
// not decide (none, or as many of each army), of most of its Advantages;
// armyNone for a deck that has neither. It reports false for a deck whose
// Advantages are as many of each army, its Robots not deciding: its army
// must be given. The deck check reads a deck's army the same way
// (decklist.Deck.Side).
func (cs *CardSet) deckArmy(deck []kit.CardID) (uint8, bool) {
	var robots, advantages [3]int
	for _, c := range deck {
		switch d := cs.cards[c]; {
		case d.isRobot():
			robots[d.army]++
		case d.isAdvantage():
			advantages[d.army]++
		}
	}
	for _, n := range [][3]int{robots, advantages} {
		switch {
		case n[armyAutobot] > n[armyDecepticon]:
			return armyAutobot, true
		case n[armyDecepticon] > n[armyAutobot]:
			return armyDecepticon, true
		}
	}
	return armyNone, advantages[armyAutobot] == 0
}

// strangers are the different Advantages of deck that are not of army:
// a seat of that army could never play them.
func (cs *CardSet) strangers(deck []kit.CardID, army uint8) []string {
	var out []string
	for _, c := range deck {
		if d := cs.cards[c]; d.isAdvantage() && d.army != army && !slices.Contains(out, d.Name) {
			out = append(out, d.Name)
		}
	}
	return out
}

// armies are the armies of the seats of a game of decks (the armies
// option, or each deck's own), with every seat whose army cannot be
// told and every deck with Advantages of another army than its seat's.
func (cs *CardSet) armies(decks [][]kit.CardID, r rules) ([maxPlayers]uint8, error) {
	var out [maxPlayers]uint8
	if len(r.armies) > 0 && len(r.armies) != len(decks) {
		return out, fmt.Errorf("option %s: %d armies for %d players; give one a seat", OptArmies, len(r.armies), len(decks))
	}
	var errs []error
	for p, deck := range decks {
		if len(r.armies) > 0 {
			out[p] = r.armies[p]
		} else if a, ok := cs.deckArmy(deck); ok {
			out[p] = a
		} else {
			errs = append(errs, fmt.Errorf("seat %d's deck does not tell its army: its Advantages are as many Autobot as Decepticon, and its Robots do not decide; give each seat's army with the option %s (%s=autobot,decepticon)", p, OptArmies, OptArmies))
			continue
		}
		if bad := cs.strangers(deck, out[p]); len(bad) > 0 {
			errs = append(errs, fmt.Errorf("seat %d plays the %s army, and its deck holds Advantages of another army, which it could never play: %s (THE CARDS: Advantage cards are army specific)",
				p, armyNames[out[p]], strings.Join(bad, ", ")))
		}
	}
	return out, errors.Join(errs...)
}

// The words a card file may use.
var (
	cardTypes = []string{typeRobot, typeResource, typeAdvantage}
	armyList  = []string{"autobot", "decepticon"}
	modeList  = []string{"robot", "alt"}
)

// battleWords are the selector words and verbs that only make sense in
// battle: an effect outside battle may not use them.
var (
	battleSelectors = []string{"battler", "opposing"}
	battleVerbs     = []string{"support_limit"}
)

// check checks one card, recording every problem.
func (cs *CardSet) check(k *kit.Check, c *Card) {
	if c.Name == "" {
		k.Failf("", "a card needs a name")
	}
	c.title = title(c.Name)
	c.req = -1
	if !slices.Contains(cardTypes, c.Type) {
		// The rest is still checked, so that every problem is reported at
		// once.
		k.FailAt(&c.Type, "", "type %q is not robot, resource or advantage", c.Type)
		if c.Alt != nil {
			cs.effects(k, "alt: power", c.Alt.Power, true)
		}
		cs.effects(k, "effect", c.Effects, true)
		for i := range c.Statics {
			cs.checkStaticOf(k, fmt.Sprintf("static %d", i+1), &c.Statics[i])
		}
		return
	}
	switch c.Army {
	case "autobot":
		c.army = armyAutobot
	case "decepticon":
		c.army = armyDecepticon
	}
	c.kind = uint8(slices.Index(cardTypes, c.Type) + 1)
	switch c.Type {
	case typeRobot:
		cs.checkRobot(k, c)
	case typeResource:
		cs.checkResource(k, c)
	case typeAdvantage:
		cs.checkAdvantage(k, c)
	}
	if c.Support < 0 {
		k.FailAt(&c.Support, "", "support %d is negative", c.Support)
	}
	for i := range c.Statics {
		cs.checkStatic(k, c, fmt.Sprintf("static %d", i+1), &c.Statics[i])
	}
}

// checkRobot checks a Robot: its army, Energon cost, power values,
// skills and transformed mode.
func (cs *CardSet) checkRobot(k *kit.Check, c *Card) {
	if c.Army == "" {
		k.Failf("", "a Robot needs its army: autobot or decepticon")
	} else {
		k.OneOf("", "army", &c.Army, armyList)
	}
	if c.Cost < 0 || c.Strength < 0 || c.Speed < 0 || c.Endurance < 1 {
		k.Failf("", "a Robot needs cost, strength and speed of 0 or more and endurance of 1 or more")
	}
	if c.Skills.Tactical < 0 || c.Skills.Combat < 0 || c.Skills.Science < 0 {
		k.Failf("", "skills are 0 or more")
	}
	if c.Yield != 0 || c.Requires != "" || c.Kind != "" || c.Support != 0 || c.Battle || len(c.Effects) > 0 {
		k.Failf("", "a Robot has no yield, requires, kind, support, battle or effects")
	}
	if c.Alt != nil {
		a := c.Alt
		if a.Name == "" || a.Strength < 0 || a.Speed < 0 || a.Endurance < 1 {
			k.FailAt(a, "alt", "a transformed mode needs a name, strength and speed of 0 or more and endurance of 1 or more")
		}
		cs.effects(k, "alt: power", a.Power, true)
	}
}

// checkResource checks a Resource: its yield, required skill and Strength
// Support.
func (cs *CardSet) checkResource(k *kit.Check, c *Card) {
	if c.Army != "" || c.Cost != 0 || c.Strength != 0 || c.Endurance != 0 || c.Speed != 0 || c.Alt != nil ||
		c.Skills != (Skills{}) || c.Battle || len(c.Effects) > 0 {
		k.Failf("", "a Resource has no army, cost, power values, skills, alt, battle or effects")
	}
	if c.Yield < 0 {
		k.FailAt(&c.Yield, "", "yield %d is negative", c.Yield)
	}
	if c.Requires != "" {
		k.OneOf("", "requires", &c.Requires, skillWords[:])
		for i, w := range skillWords {
			if w == c.Requires {
				c.req = int8(i)
			}
		}
	}
}

// checkAdvantage checks an Advantage: its army and effects.
func (cs *CardSet) checkAdvantage(k *kit.Check, c *Card) {
	if c.Army == "" {
		k.Failf("", "an Advantage needs its army icon: autobot or decepticon")
	} else {
		k.OneOf("", "army", &c.Army, armyList)
	}
	if c.Cost != 0 || c.Strength != 0 || c.Endurance != 0 || c.Speed != 0 || c.Alt != nil || c.Skills != (Skills{}) ||
		c.Yield != 0 || c.Requires != "" || len(c.Statics) > 0 {
		k.Failf("", "an Advantage has no cost, power values, skills, alt, yield, requires or statics")
	}
	if len(c.Effects) == 0 {
		k.Failf("", "an Advantage needs effects")
	}
	cs.effects(k, "effect", c.Effects, c.Battle)
}

// checkStatic checks a static effect of a Robot or a Resource.
func (cs *CardSet) checkStatic(k *kit.Check, c *Card, w string, st *Static) {
	if !c.isRobot() && !c.isResource() {
		return
	}
	cs.checkStaticOf(k, w, st)
}

// checkStaticOf checks a static effect, whatever its card.
func (cs *CardSet) checkStaticOf(k *kit.Check, w string, st *Static) {
	if st.Mode != "" {
		k.OneOf(w, "mode", &st.Mode, modeList)
	}
	if st.If != nil {
		k.Condition(w+": if", st.If)
	}
	switch {
	case (st.Boost == nil) == (st.SupportLimit == 0):
		k.FailAt(st, w, "a static has exactly one of boost and support_limit")
	case st.Boost != nil:
		k.Selector(w, &st.Boost.To, false)
		if st.Boost.To.Value != nil {
			k.FailAt(st.Boost.To.Value, w, "a static's selector cannot test power values, which statics change")
		}
	}
}

// effects binds and checks a list of effects; inBattle says whether they
// happen in battle, where the battle's words and verbs make sense.
func (cs *CardSet) effects(k *kit.Check, w string, effects []kit.Effect, inBattle bool) {
	for i := range effects {
		where := fmt.Sprintf("%s %d", w, i+1)
		e := &effects[i]
		verbs.Bind(k, where, e)
		if e.Params == nil || inBattle {
			continue
		}
		if slices.Contains(battleVerbs, e.Verb) {
			k.FailAt(e, where, "%s works in battle: make the Advantage battle: true", e.Verb)
		}
		if sel := verbs.Target(e); sel != nil && slices.Contains(battleSelectors, sel.Word) {
			k.FailAt(sel, where, "%s is a Robot in battle: make the Advantage battle: true", sel.Word)
		}
	}
}
