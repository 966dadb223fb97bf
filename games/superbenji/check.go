package superbenji

import (
	"cmp"
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

// checker checks one card and records its problems, each at the place of
// the value it is about (the card's, for the card as a whole): the card's
// own facts here, each effect by its verb's check (verbs.go), through the
// kit's load check (kit.Check).
type checker struct {
	set  *CardSet
	card *Card
	k    *kit.Check
}

// newChecker checks card c of set, which starts at at.
func newChecker(set *CardSet, c *Card, at carddata.Pos, p *carddata.Problems) *checker {
	name := c.Name
	if name == "" {
		name = c.ID
	}
	ck := &checker{set: set, card: c}
	ck.k = &kit.Check{Problems: p, At: at, Card: name, Vocab: &kit.Vocab{}, Data: ck}
	return ck
}

// checking is the checker of the card a verb's check is for.
func checking(k *kit.Check) *checker { return k.Data.(*checker) }

func (k *checker) fail(where, format string, args ...any) { k.k.Failf(where, format, args...) }

// failAt records a problem of the value v points to, at its place.
func (k *checker) failAt(v any, where, format string, args ...any) {
	k.k.FailAt(v, where, format, args...)
}

func oneOf[T comparable](v T, allowed []T) bool { return slices.Contains(allowed, v) }

// card1 checks the whole card. A card of an unknown type still has the
// rest of its text checked, so that every problem is reported at once.
func (k *checker) card1() {
	c := k.card
	if c.Name == "" {
		k.fail("", "a card needs a name")
	}
	typed := oneOf(c.Type, cardTypes)
	if !typed {
		k.failAt(&c.Type, "", "type %q is not character, artifact, location or action", c.Type)
	}
	if c.SameAs != "" {
		if typed {
			k.alternate()
		}
		return
	}
	if typed {
		k.typed()
	}
	k.keywordList("", c.Keywords)
	c.kw, c.character = keywordSet(c.Keywords), c.Type == "character"
	for i := range c.Subtypes {
		if c.Subtypes[i] == "" {
			k.failAt(&c.Subtypes[i], "", "an empty subtype")
		}
	}
	if c.Pilot < 0 {
		k.failAt(&c.Pilot, "", "pilot %d is negative", c.Pilot)
	}
	k.text()
}

// typed checks what a card's type decides: its speed, its stats, whether
// it has effects.
func (k *checker) typed() {
	c := k.card
	switch {
	case c.Type == "action" && !oneOf(c.Speed, speeds):
		k.failAt(&c.Speed, "", "an action card needs speed: slow or fast")
	case c.Type != "action" && c.Speed != "":
		k.failAt(&c.Speed, "", "only action cards have a speed")
	case c.Type == "action" && c.Token:
		k.failAt(&c.Token, "", "an action card cannot be a token")
	}
	if c.Type == "character" {
		if c.Attack == nil || c.Health == nil {
			k.fail("", "a character needs attack and health")
		}
	} else if c.Attack != nil || c.Health != nil {
		k.failAt(cmp.Or(c.Attack, c.Health), "", "only characters have attack and health")
	}
	if c.Type != "action" && (len(c.Cost) > 0 || len(c.Effects) > 0 || c.Counter != nil) {
		k.fail("", "only action cards have a cost, effects or a counter")
	}
	if c.Type == "action" && len(c.Effects) == 0 && c.Counter == nil {
		k.fail("", "an action card needs effects or a counter")
	}
	if c.Counter != nil && (c.Counter.Return != "top_of_owners_deck" || c.Speed != "fast") {
		k.failAt(c.Counter, "counter", "a counter is a fast action with return: top_of_owners_deck")
	}
}

// text checks the card's effects, abilities, triggers, statics and
// restrictions.
func (k *checker) text() {
	c := k.card
	if len(c.Abilities) > maxAbilities {
		k.failAt(&c.Abilities, "", "%d abilities: a card has at most %d", len(c.Abilities), maxAbilities)
	}
	k.effects("", c.Effects)
	for i := range c.Abilities {
		a := &c.Abilities[i]
		a.parts = costParts(a)
		where := fmt.Sprintf("ability %d (%s)", i+1, a.Name)
		if a.Name == "" {
			k.failAt(a, where, "an ability needs a name")
		}
		if a.PerTurn < 0 {
			k.failAt(&a.PerTurn, where, "per_turn %d is negative", a.PerTurn)
		}
		if a.Piloted && c.Pilot == 0 {
			k.failAt(&a.Piloted, where, "a piloted ability needs the card's pilot: X")
		}
		if a.Cost.Destroy != nil {
			k.selector(where+": cost", &a.Cost.Destroy.Selector)
		}
		if a.Cost.UpTo < 0 {
			k.failAt(&a.Cost.UpTo, where, "cost up_to %d is negative", a.Cost.UpTo)
		}
		if len(a.Effects) == 0 {
			k.failAt(a, where, "an ability needs effects")
		}
		k.effects(where, a.Effects)
	}
	for i := range c.Triggers {
		t := &c.Triggers[i]
		where := fmt.Sprintf("trigger %d", i+1)
		if !oneOf(t.On, triggerWords) {
			k.failAt(&t.On, where, "on %q is not one of %v", t.On, triggerWords)
		}
		if (t.On == "card_played") != (t.Filter != nil) {
			k.failAt(t, where, "a filter goes with on: card_played, and only there")
		}
		if t.Filter != nil {
			k.selector(where+": filter", &t.Filter.Selector)
		}
		if len(t.Effects) == 0 {
			k.failAt(t, where, "a trigger needs effects")
		}
		k.effects(where, t.Effects)
	}
	for i := range c.Statics {
		s := &c.Statics[i]
		where := fmt.Sprintf("static %d", i+1)
		if (s.Modify == nil) == (s.Grant == nil) {
			k.failAt(s, where, "a static has exactly one of modify and grant")
		}
		if s.If != nil {
			named, ok := k.set.ByName(s.If.YouControl)
			if !ok {
				k.failAt(&s.If.YouControl, where, "if: no card is called %q", s.If.YouControl)
			}
			s.If.card = named
		}
		if s.Modify != nil {
			k.selector(where, &s.Modify.To.Selector)
		}
		if s.Grant != nil {
			k.selector(where, &s.Grant.To.Selector)
			k.keywords(where, s.Grant.Keywords)
			s.Grant.kw = keywordSet(s.Grant.Keywords)
		}
	}
	for i := range c.Restrictions {
		if r := &c.Restrictions[i]; !oneOf(r.Cannot, restrictions) {
			k.failAt(&r.Cannot, fmt.Sprintf("restriction %d", i+1), "cannot %q is not attack, block or attack_or_block", r.Cannot)
		}
	}
}

// alternate checks an alternate art, which adds nothing to its original.
func (k *checker) alternate() {
	c := k.card
	orig, ok := k.set.byID[c.SameAs]
	switch {
	case !ok:
		k.failAt(&c.SameAs, "", "same_as %q: no card has that id", c.SameAs)
	case orig.SameAs != "":
		k.failAt(&c.SameAs, "", "same_as %q is itself an alternate art", c.SameAs)
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
	k.keywordList(where, kws)
}

// keywordList checks each keyword of a list, at its place.
func (k *checker) keywordList(where string, kws []string) {
	for i := range kws {
		if !oneOf(kws[i], keywords) {
			k.failAt(&kws[i], where, "keyword %q is not flying, reach, speed, vigilance or lethal", kws[i])
		}
	}
}

// selector checks a selector; its problems are at the selector's place
// (its fields are Super Benji's, not the kit's: selectorFields).
func (k *checker) selector(where string, s *kit.Selector) {
	picks := 0
	for _, set := range []bool{s.Target != "", s.Choose != "", s.Self, s.You, s.All != ""} {
		if set {
			picks++
		}
	}
	if picks > 1 {
		k.failAt(s, where, "a selector picks one way: target, choose, self, you or all")
	}
	if s.Target != "" && !oneOf(s.Target, targetKinds) {
		k.failAt(&s.Target, where, "target %q is not character, player or any", s.Target)
	}
	if s.Choose != "" && s.Choose != "character" {
		k.failAt(&s.Choose, where, "choose %q: only character may be chosen", s.Choose)
	}
	if s.All != "" && s.All != "character" {
		k.failAt(&s.All, where, "all %q: only all: character", s.All)
	}
	if !oneOf(s.Controller, controllers) {
		k.failAt(&s.Controller, where, "controller %q is not you or opponent", s.Controller)
	}
	if s.Kind != "" && !oneOf(s.Kind, cardTypes) {
		k.failAt(&s.Kind, where, "type %q is not a card type", s.Kind)
	}
	if s.Count < 0 {
		k.failAt(&s.Count, where, "count %d is negative", s.Count)
	}
}

func (k *checker) amount(where string, a *Amount) {
	if a.Per != nil {
		k.selector(where, a.Per)
	}
	if a.Of == amountOwnActions {
		k.card.countsOwn = true
	}
	if a.Of == "" && a.Per == nil && a.N < 0 {
		k.failAt(a, where, "amount %d is negative", a.N)
	}
}

func (k *checker) until(where string, d *Duration) {
	if !oneOf(*d, durations) {
		k.failAt(d, where, "until %q is not end_of_turn, start_of_your_next_turn or while_source_in_play", *d)
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
