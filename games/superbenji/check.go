package superbenji

import (
	"fmt"
	"slices"

	"omnideck/carddata"
	"omnideck/kit"
)

// The words a card file may use.
var (
	cardTypes    = []string{"character", "artifact", "location", "action"}
	speeds       = []string{"slow", "fast"}
	keywords     = []string{"flying", "reach", "speed", "vigilance", "lethal"}
	triggerWords = []string{"attacks", "enters_play", "start_of_your_turn", "end_of_your_turn", "card_played"}
	delayedTimes = []string{"end_of_turn", "start_of_next_turn", "start_of_your_next_turn"}
	durations    = []Duration{"", UntilEndOfTurn, UntilStartOfYourNextTurn, WhileSourceInPlay}
	targetKinds  = []string{"character", "player", "any"}
	controllers  = []string{"", "you", "opponent"}
	restrictions = []string{"attack", "block", "attack_or_block"}
	searchInto   = []string{"hand", "play"}
)

// CardTypes are the card types a card file may name.
func CardTypes() []string { return slices.Clone(cardTypes) }

// Speeds are the speeds of action cards (6.5).
func Speeds() []string { return slices.Clone(speeds) }

// Keywords are the keywords a card file may name (section 8).
func Keywords() []string { return slices.Clone(keywords) }

// checker checks one card and records its problems, every one at the
// card's line: the card's own facts here, each effect by its verb's check
// (verbs.go), through the kit's load check (kit.Check).
type checker struct {
	set  *CardSet
	card *Card
	k    *kit.Check
}

// newChecker checks card c of set, which starts on line.
func newChecker(set *CardSet, c *Card, line int, p *carddata.Problems) *checker {
	name := c.Name
	if name == "" {
		name = c.ID
	}
	ck := &checker{set: set, card: c}
	ck.k = &kit.Check{Problems: p, Line: line, Card: name, Vocab: &kit.Vocab{}, AtCard: true, Data: ck}
	return ck
}

// checking is the checker of the card a verb's check is for.
func checking(k *kit.Check) *checker { return k.Data.(*checker) }

func (k *checker) fail(where, format string, args ...any) { k.k.Failf(where, format, args...) }

func oneOf[T comparable](v T, allowed []T) bool { return slices.Contains(allowed, v) }

// card1 checks the whole card.
func (k *checker) card1() {
	c := k.card
	if c.Name == "" {
		k.fail("", "a card needs a name")
	}
	if !oneOf(c.Type, cardTypes) {
		k.fail("", "type %q is not character, artifact, location or action", c.Type)
		return
	}
	if c.SameAs != "" {
		k.alternate()
		return
	}
	switch {
	case c.Type == "action" && !oneOf(c.Speed, speeds):
		k.fail("", "an action card needs speed: slow or fast")
	case c.Type != "action" && c.Speed != "":
		k.fail("", "only action cards have a speed")
	case c.Type == "action" && c.Token:
		k.fail("", "an action card cannot be a token")
	}
	if c.Type == "character" {
		if c.Attack == nil || c.Health == nil {
			k.fail("", "a character needs attack and health")
		}
	} else if c.Attack != nil || c.Health != nil {
		k.fail("", "only characters have attack and health")
	}
	for _, kw := range c.Keywords {
		if !oneOf(kw, keywords) {
			k.fail("", "keyword %q is not flying, reach, speed, vigilance or lethal", kw)
		}
	}
	c.kw, c.character = keywordSet(c.Keywords), c.Type == "character"
	for _, s := range c.Subtypes {
		if s == "" {
			k.fail("", "an empty subtype")
		}
	}
	if c.Pilot < 0 {
		k.fail("", "pilot %d is negative", c.Pilot)
	}
	if c.Type != "action" && (len(c.Cost) > 0 || len(c.Effects) > 0 || c.Counter != nil) {
		k.fail("", "only action cards have a cost, effects or a counter")
	}
	if c.Type == "action" && len(c.Effects) == 0 && c.Counter == nil {
		k.fail("", "an action card needs effects or a counter")
	}
	if c.Counter != nil && (c.Counter.Return != "top_of_owners_deck" || c.Speed != "fast") {
		k.fail("counter", "a counter is a fast action with return: top_of_owners_deck")
	}
	k.effects("", c.Effects)
	for i := range c.Abilities {
		a := &c.Abilities[i]
		a.parts = costParts(a)
		where := fmt.Sprintf("ability %d (%s)", i+1, a.Name)
		if a.Name == "" {
			k.fail(where, "an ability needs a name")
		}
		if a.PerTurn < 0 {
			k.fail(where, "per_turn %d is negative", a.PerTurn)
		}
		if a.Piloted && c.Pilot == 0 {
			k.fail(where, "a piloted ability needs the card's pilot: X")
		}
		if a.Cost.Destroy != nil {
			k.selector(where+": cost", *a.Cost.Destroy)
		}
		if a.Cost.UpTo < 0 {
			k.fail(where, "cost up_to %d is negative", a.Cost.UpTo)
		}
		if len(a.Effects) == 0 {
			k.fail(where, "an ability needs effects")
		}
		k.effects(where, a.Effects)
	}
	for i, t := range c.Triggers {
		where := fmt.Sprintf("trigger %d", i+1)
		if !oneOf(t.On, triggerWords) {
			k.fail(where, "on %q is not one of %v", t.On, triggerWords)
		}
		if (t.On == "card_played") != (t.Filter != nil) {
			k.fail(where, "a filter goes with on: card_played, and only there")
		}
		if t.Filter != nil {
			k.selector(where+": filter", *t.Filter)
		}
		if len(t.Effects) == 0 {
			k.fail(where, "a trigger needs effects")
		}
		k.effects(where, t.Effects)
	}
	for i, s := range c.Statics {
		where := fmt.Sprintf("static %d", i+1)
		if (s.Modify == nil) == (s.Grant == nil) {
			k.fail(where, "a static has exactly one of modify and grant")
		}
		if s.If != nil {
			named, ok := k.set.ByName(s.If.YouControl)
			if !ok {
				k.fail(where, "if: no card is called %q", s.If.YouControl)
			}
			s.If.card = named
		}
		if s.Modify != nil {
			k.selector(where, s.Modify.To)
		}
		if s.Grant != nil {
			k.selector(where, s.Grant.To)
			k.keywords(where, s.Grant.Keywords)
			s.Grant.kw = keywordSet(s.Grant.Keywords)
		}
	}
	for i, r := range c.Restrictions {
		if !oneOf(r.Cannot, restrictions) {
			k.fail(fmt.Sprintf("restriction %d", i+1), "cannot %q is not attack, block or attack_or_block", r.Cannot)
		}
	}
}

// alternate checks an alternate art, which adds nothing to its original.
func (k *checker) alternate() {
	c := k.card
	orig, ok := k.set.byID[c.SameAs]
	switch {
	case !ok:
		k.fail("", "same_as %q: no card has that id", c.SameAs)
	case orig.SameAs != "":
		k.fail("", "same_as %q is itself an alternate art", c.SameAs)
	case orig.Name != c.Name || orig.Type != c.Type:
		k.fail("", "an alternate art has the name and type of %s", orig)
	case len(c.Abilities)+len(c.Triggers)+len(c.Statics)+len(c.Effects)+len(c.Keywords)+len(c.Actions) > 0 || c.Attack != nil || c.Health != nil:
		k.fail("", "an alternate art takes everything from %s: give only id, name, type, same_as, rarity, text and flavor", orig.ID)
	}
}

func (k *checker) keywords(where string, kws []string) {
	if len(kws) == 0 {
		k.fail(where, "grant needs keywords")
	}
	for _, kw := range kws {
		if !oneOf(kw, keywords) {
			k.fail(where, "keyword %q is not flying, reach, speed, vigilance or lethal", kw)
		}
	}
}

func (k *checker) selector(where string, s Selector) {
	picks := 0
	for _, set := range []bool{s.Target != "", s.Choose != "", s.Self, s.You, s.All != ""} {
		if set {
			picks++
		}
	}
	if picks > 1 {
		k.fail(where, "a selector picks one way: target, choose, self, you or all")
	}
	if s.Target != "" && !oneOf(s.Target, targetKinds) {
		k.fail(where, "target %q is not character, player or any", s.Target)
	}
	if s.Choose != "" && s.Choose != "character" {
		k.fail(where, "choose %q: only character may be chosen", s.Choose)
	}
	if s.All != "" && s.All != "character" {
		k.fail(where, "all %q: only all: character", s.All)
	}
	if !oneOf(s.Controller, controllers) {
		k.fail(where, "controller %q is not you or opponent", s.Controller)
	}
	if s.Kind != "" && !oneOf(s.Kind, cardTypes) {
		k.fail(where, "type %q is not a card type", s.Kind)
	}
	if s.Count < 0 {
		k.fail(where, "count %d is negative", s.Count)
	}
}

func (k *checker) amount(where string, a Amount) {
	if a.Per != nil {
		k.selector(where, Selector{*a.Per})
	}
	if a.Of == amountOwnActions {
		k.card.countsOwn = true
	}
	if a.Of == "" && a.Per == nil && a.N < 0 {
		k.fail(where, "amount %d is negative", a.N)
	}
}

func (k *checker) until(where string, d Duration) {
	if !oneOf(d, durations) {
		k.fail(where, "until %q is not end_of_turn, start_of_your_next_turn or while_source_in_play", d)
	}
}

// effects checks a list of effects: each is bound to its verb and checked
// by it (kit.Verbs.Bind).
func (k *checker) effects(where string, effects []kit.Effect) {
	for i := range effects {
		w := fmt.Sprintf("effect %d", i+1)
		if where != "" {
			w = where + ": " + w
		}
		verbs.Bind(k.k, w, &effects[i])
	}
}
