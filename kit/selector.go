package kit

import (
	"strings"

	"omnideck/carddata"
)

// Target is what an effect touches: a card, or a player.
type Target int32

// CardTarget is card id as a target.
func CardTarget(id ObjID) Target { return Target(id) }

// PlayerTarget is seat p as a target.
func PlayerTarget(p int) Target { return Target(-1 - p) }

// IsPlayer reports whether the target is a player.
func (t Target) IsPlayer() bool { return t < 0 }

// Player is the seat of a player target.
func (t Target) Player() int { return int(-1 - t) }

// Obj is the card of a card target.
func (t Target) Obj() ObjID { return ObjID(t) }

// Selector says what an effect touches: targets chosen when it is played,
// the card itself, its controller, a card of the event it answers, or
// every card or player that matches. Its Filter narrows any of these.
//
// In a card file it is a mapping of these fields, or one bare word: self,
// you, opponent, partner, an event word (subject, other), or a word the
// game names (Vocab.Words), which the load-time check puts in its place.
type Selector struct {
	// Target chooses when the effect is played: "player", "any" (a player
	// or a card the game calls "any"), or one of the game's nouns
	// ("character", "set_card").
	Target string `yaml:"target,omitempty"`
	// Choose chooses as Target does, without targeting ("choose a
	// character you control"), for games whose rules tell the two apart.
	Choose string `yaml:"choose,omitempty"`
	// Count is how many to choose (default 1); UpTo allows fewer.
	Count int  `yaml:"count,omitempty"`
	UpTo  bool `yaml:"up_to,omitempty"`
	// All picks every match: a noun, or "player".
	All string `yaml:"all,omitempty"`
	// Self is the card the effect comes from; You its controller;
	// Opponent every other player.
	Self     bool `yaml:"self,omitempty"`
	You      bool `yaml:"you,omitempty"`
	Opponent bool `yaml:"opponent,omitempty"`
	// Partner is the card attached with this one: the other card of a
	// transformed pair.
	Partner bool `yaml:"partner,omitempty"`
	// Event is a card or player of the event the effect answers, in the
	// game's words: "subject" (Event.Obj), "other" (Event.Other),
	// "player" (Event.Player).
	Event string `yaml:"event,omitempty"`
	// In is where Target and All look: "" for cards in play, or one of
	// the game's zone words ("hand", "discard").
	In     string `yaml:"in,omitempty"`
	Filter `yaml:",inline"`
	// Word is the game's word the selector was written as (Vocab.Words),
	// or "".
	Word string `yaml:"-"`
	// role is the role of the zones In names in the game's words
	// (Vocab.ZoneRoles), from 1; 0 when In is one of the kit's words.
	role Role
}

// Filter narrows a selector: whose the card is, what it is, and what it
// is now.
type Filter struct {
	// Controller is "you" or "opponent", seen from the effect's
	// controller.
	Controller string `yaml:"controller,omitempty"`
	// Kind and Name match exactly; Trait and NotTrait test a trait.
	Kind     string `yaml:"kind,omitempty"`
	Trait    string `yaml:"trait,omitempty"`
	NotTrait string `yaml:"not_trait,omitempty"`
	Name     string `yaml:"name,omitempty"`
	// Is lists statuses that must hold, Not statuses that must not.
	Is  []string `yaml:"is,omitempty"`
	Not []string `yaml:"not,omitempty"`
	// Value compares a named number of the card ("bp").
	Value *Compare `yaml:"value,omitempty"`
	// Another leaves out the effect's own card ("another target
	// character", "fights target character").
	Another bool `yaml:"another,omitempty"`
}

// Compare tests a named number: at least, at most, or both.
type Compare struct {
	Of      string `yaml:"of"`
	AtLeast *int   `yaml:"at_least,omitempty"`
	AtMost  *int   `yaml:"at_most,omitempty"`
}

// Holds reports whether n passes the comparison.
func (c *Compare) Holds(n int) bool {
	return (c.AtLeast == nil || n >= *c.AtLeast) && (c.AtMost == nil || n <= *c.AtMost)
}

// selectorWords are the selectors written as one word.
var selectorWords = map[string]Selector{
	"self": {Self: true}, "you": {You: true}, "opponent": {Opponent: true}, "partner": {Partner: true},
}

// UnmarshalCard reads a bare word (self, you, opponent, partner, or an
// event word: subject, other) or a mapping of fields
// (carddata.Unmarshaler).
func (s *Selector) UnmarshalCard(v carddata.Value) {
	if text, ok := v.Text(); ok {
		switch sel, known := selectorWords[text]; {
		case known:
			*s = sel
		case text == "subject" || text == "other":
			*s = Selector{Event: text}
		case isWord(text):
			*s = Selector{Word: text} // the game's word: Check puts its selector in its place
		default:
			v.Failf("selector %q: a word (self, you, opponent, partner, subject, other) or a mapping such as {target: character, controller: opponent}", firstLine(text))
		}
		return
	}
	if !v.IsMapping() {
		v.Failf("a selector is a word (self, you, opponent, partner, subject, other) or a mapping such as {target: character, controller: opponent}, not %s", v.Written())
		return
	}
	type plain Selector
	v.Decode((*plain)(s))
}

// isWord reports whether text is one bare word of lower-case letters,
// digits and underscores.
func isWord(text string) bool {
	if text == "" {
		return false
	}
	for _, r := range text {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

func firstLine(msg string) string {
	if i := strings.IndexByte(msg, '\n'); i >= 0 {
		msg = msg[:i]
	}
	return msg
}

// Chosen reports whether the selector's targets are chosen when the effect
// is played (Target or Choose).
func (s *Selector) Chosen() bool { return s.Target != "" || s.Choose != "" }

// noun is what a chosen selector chooses among.
func (s *Selector) noun() string {
	if s.Target != "" {
		return s.Target
	}
	return s.Choose
}

// Want is how many targets the selector asks for.
func (s *Selector) Want() int { return max(1, s.Count) }

// Matches reports whether card id passes filter flt, seen from c.
func (flt *Filter) Matches(f Facts, c Ctx, id ObjID) bool {
	if flt.Controller == "you" || flt.Controller == "opponent" {
		ctrl := int(f.CardTable().Objs[id].Ctrl)
		if (flt.Controller == "you") != (ctrl == c.Ctrl) {
			return false
		}
	}
	switch {
	case flt.Kind != "" && f.Kind(id) != flt.Kind,
		flt.Trait != "" && !f.Trait(id, flt.Trait),
		flt.NotTrait != "" && f.Trait(id, flt.NotTrait),
		flt.Name != "" && f.Name(id) != flt.Name,
		flt.Value != nil && !flt.Value.Holds(f.Value(id, flt.Value.Of, c)),
		flt.Another && id == c.Src:
		return false
	}
	for _, w := range flt.Is {
		if !f.Is(id, w, c) {
			return false
		}
	}
	for _, w := range flt.Not {
		if f.Is(id, w, c) {
			return false
		}
	}
	return true
}

// matchesPlayer reports whether seat q passes the filter's controller test.
func (flt *Filter) matchesPlayer(c Ctx, q int) bool {
	return flt.Controller == "" || (flt.Controller == "you") == (q == c.Ctrl)
}

// EachCandidate calls yield with everything a chosen selector (Target or
// Choose) may choose now, players first, then cards in table order, while
// yield says on.
func (s *Selector) EachCandidate(f Facts, c Ctx, yield func(Target) bool) {
	s.each(f, c, s.noun(), yield)
}

// HasCandidate reports whether a chosen selector has something to choose.
func (s *Selector) HasCandidate(f Facts, c Ctx) bool {
	found := false
	s.EachCandidate(f, c, func(Target) bool {
		found = true
		return false
	})
	return found
}

// IsCandidate reports whether t may be chosen for the selector now: the
// check of a target when it is chosen and again when the effect
// resolves.
func (s *Selector) IsCandidate(f Facts, c Ctx, t Target) bool {
	found := false
	s.EachCandidate(f, c, func(x Target) bool {
		found = x == t
		return !found
	})
	return found
}

// Each calls yield with everything a selector that is not chosen touches
// now (the card itself, its controller, the event's card, every match),
// while yield says on.
func (s *Selector) Each(f Facts, c Ctx, yield func(Target) bool) {
	t := f.CardTable()
	card := func(id ObjID) {
		if id != NoObj && int(id) < len(t.Objs) && s.Filter.Matches(f, c, id) {
			yield(CardTarget(id))
		}
	}
	switch {
	case s.Self:
		card(c.Src)
	case s.You:
		if s.matchesPlayer(c, c.Ctrl) {
			yield(PlayerTarget(c.Ctrl))
		}
	case s.Opponent:
		for q := range t.Players() {
			if q != c.Ctrl && !yield(PlayerTarget(q)) {
				return
			}
		}
	case s.Partner:
		if c.Src == NoObj {
			return
		}
		o := &t.Objs[c.Src]
		if o.Under != NoObj {
			card(o.Under)
		} else if o.Over != NoObj {
			card(o.Over)
		}
	case s.Event != "":
		if c.Event == nil {
			return
		}
		switch s.Event {
		case "subject":
			card(c.Event.Obj)
		case "other":
			card(c.Event.Other)
		case "player":
			yield(PlayerTarget(int(c.Event.Player)))
		}
	case s.All != "":
		s.each(f, c, s.All, yield)
	}
}

// each walks the players and cards that noun names and the filter passes.
func (s *Selector) each(f Facts, c Ctx, noun string, yield func(Target) bool) {
	t := f.CardTable()
	if noun == "player" || noun == "any" {
		for q := range t.Players() {
			if s.matchesPlayer(c, q) && !yield(PlayerTarget(q)) {
				return
			}
		}
		if noun == "player" {
			return
		}
	}
	role := RolePlay
	switch s.In {
	case "":
	case "hand":
		role = RoleHand
	case "discard":
		role = RoleDiscard
	case "deck":
		role = RoleDeck
	}
	if s.role > 0 {
		role = s.role - 1
	}
	for z := range t.Zones {
		if t.Zones[z].Role != role {
			continue
		}
		for _, id := range t.Zones[z].Cards {
			if f.Is(id, noun, c) && s.Filter.Matches(f, c, id) && !yield(CardTarget(id)) {
				return
			}
		}
	}
}
