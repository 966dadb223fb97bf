package superbenji

import (
	"fmt"
	"slices"
)

// The words a card file may use.
var (
	cardTypes     = []string{"character", "artifact", "location", "action"}
	speeds        = []string{"slow", "fast"}
	keywords      = []string{"flying", "reach", "speed", "vigilance", "lethal"}
	triggerEvents = []string{"attacks", "enters_play", "start_of_your_turn", "end_of_your_turn", "card_played"}
	delayedTimes  = []string{"end_of_turn", "start_of_next_turn", "start_of_your_next_turn"}
	durations     = []Duration{"", UntilEndOfTurn, UntilStartOfYourNextTurn, WhileSourceInPlay}
	targetKinds   = []string{"character", "player", "any"}
	controllers   = []string{"", "you", "opponent"}
	restrictions  = []string{"attack", "block", "attack_or_block"}
	searchInto    = []string{"hand", "play"}
)

// CardTypes are the card types a card file may name.
func CardTypes() []string { return slices.Clone(cardTypes) }

// Speeds are the speeds of action cards (6.5).
func Speeds() []string { return slices.Clone(speeds) }

// Keywords are the keywords a card file may name (section 8).
func Keywords() []string { return slices.Clone(keywords) }

// checker checks one card and records its problems.
type checker struct {
	set  *CardSet
	card *Card
	line int
	p    interface{ Addf(int, string, ...any) }
}

func (k *checker) fail(where, format string, args ...any) {
	prefix := k.card.Name
	if prefix == "" {
		prefix = k.card.ID
	}
	if where != "" {
		prefix += ": " + where
	}
	k.p.Addf(k.line, "%s: %s", prefix, fmt.Sprintf(format, args...))
}

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
	for i, a := range c.Abilities {
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
		if !oneOf(t.On, triggerEvents) {
			k.fail(where, "on %q is not one of %v", t.On, triggerEvents)
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
	if s.Type != "" && !oneOf(s.Type, cardTypes) {
		k.fail(where, "type %q is not a card type", s.Type)
	}
	if s.Count < 0 {
		k.fail(where, "count %d is negative", s.Count)
	}
}

func (k *checker) amount(where string, a Amount) {
	if a.Of == "count" && a.Count != nil {
		k.selector(where, *a.Count)
	}
	if a.Of == "" && a.N < 0 {
		k.fail(where, "amount %d is negative", a.N)
	}
}

func (k *checker) until(where string, d Duration) {
	if !oneOf(d, durations) {
		k.fail(where, "until %q is not end_of_turn, start_of_your_next_turn or while_source_in_play", d)
	}
}

// effects checks a list of effects.
func (k *checker) effects(where string, effects []Effect) {
	for i, e := range effects {
		w := fmt.Sprintf("effect %d", i+1)
		if where != "" {
			w = where + ": " + w
		}
		k.effect(w, e)
	}
}

func (k *checker) effect(w string, e Effect) {
	verbs := 0
	for _, set := range []bool{e.Damage != nil, e.Draw != nil, e.GainLife != nil, e.AddCounters != nil, e.Modify != nil,
		e.Grant != nil, e.Fight != nil, e.AddActions != nil, e.CreateToken != nil, e.Destroy != nil, e.SearchDeck != nil,
		e.LookAtTop != nil, e.RemoveText != nil, e.Become != nil, len(e.ChooseOne) > 0, e.Delayed != nil, e.WatchDestroy != nil} {
		if set {
			verbs++
		}
	}
	if verbs != 1 {
		k.fail(w, "an effect is one verb (damage, draw, gain_life, …); this one has %d", verbs)
		return
	}
	switch {
	case e.Damage != nil:
		k.amount(w, e.Damage.Amount)
		k.selector(w, e.Damage.To)
	case e.Draw != nil:
		k.amount(w, e.Draw.Amount)
	case e.GainLife != nil:
		k.amount(w, e.GainLife.Amount)
		k.selector(w, e.GainLife.To)
	case e.AddCounters != nil:
		k.selector(w, e.AddCounters.To)
	case e.Modify != nil:
		k.selector(w, e.Modify.To)
		k.until(w, e.Modify.Until)
	case e.Grant != nil:
		k.selector(w, e.Grant.To)
		k.keywords(w, e.Grant.Keywords)
		k.until(w, e.Grant.Until)
	case e.Fight != nil:
		k.selector(w, e.Fight.With)
	case e.AddActions != nil:
		if (len(e.AddActions.Actions) == 0) != e.AddActions.Spent {
			k.fail(w, "add_actions needs either actions or spent: true")
		}
		if e.AddActions.Per != nil {
			k.selector(w, *e.AddActions.Per)
		}
	case e.CreateToken != nil:
		t, ok := k.set.byID[e.CreateToken.Token]
		if !ok || !t.Token {
			k.fail(w, "create_token: %q is not the id of a token card", e.CreateToken.Token)
		}
	case e.Destroy != nil:
		k.selector(w, e.Destroy.To)
	case e.SearchDeck != nil:
		k.selector(w, e.SearchDeck.Filter)
		if !oneOf(e.SearchDeck.Into, searchInto) {
			k.fail(w, "search_deck into %q is not hand or play", e.SearchDeck.Into)
		}
	case e.LookAtTop != nil:
		l := e.LookAtTop
		if l.Count < 1 || l.Hand+l.Top+l.Bottom > l.Count || (!l.Shuffle && l.Hand+l.Top+l.Bottom != l.Count) {
			k.fail(w, "look_at_top must place every card it looks at, or shuffle the rest back")
		}
	case e.RemoveText != nil:
		k.selector(w, e.RemoveText.To)
		k.until(w, e.RemoveText.Until)
	case e.Become != nil:
		if e.Become.Type != "character" {
			k.fail(w, "become: only type: character")
		}
		k.until(w, e.Become.Until)
	case len(e.ChooseOne) > 0:
		if len(e.ChooseOne) < 2 {
			k.fail(w, "choose_one needs at least two modes")
		}
		for i, m := range e.ChooseOne {
			if m.Label == "" {
				k.fail(w, "mode %d needs a label", i+1)
			}
			k.effects(fmt.Sprintf("%s: mode %d", w, i+1), m.Effects)
		}
	case e.Delayed != nil:
		if !oneOf(e.Delayed.At, delayedTimes) {
			k.fail(w, "delayed at %q is not one of %v", e.Delayed.At, delayedTimes)
		}
		k.effects(w+": delayed", e.Delayed.Effects)
	case e.WatchDestroy != nil:
		k.selector(w, e.WatchDestroy.Player)
		if e.WatchDestroy.Damage < 1 {
			k.fail(w, "watch_destroy needs damage of at least 1")
		}
	}
}
