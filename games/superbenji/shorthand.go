package superbenji

import (
	"slices"
	"strconv"

	"omnideck/carddata"
	"omnideck/kit"
)

// Selector says which players or cards an effect touches: chosen targets,
// the card itself, or every card that matches. It is the kit's selector
// (kit.Selector), as Super Benji's card files write it:
//
//   - target: character, player or any (a player or a character), chosen
//     when the effect is played; choose: character, chosen without
//     targeting ("choose a Villain character"); count and up_to;
//   - self (the card the effect comes from), you (its controller), all:
//     character (every character in play that matches);
//   - the filters: controller (you or opponent), type (a card type),
//     subtype and not_subtype, token and not_token, and name (a card's
//     full name).
//
// A bare word stands for a selector: self, you, any, character, player.
type Selector struct{ kit.Selector }

// selectorFields are a selector's fields as a card file writes them.
type selectorFields struct {
	Target     string `yaml:"target,omitempty"`
	Choose     string `yaml:"choose,omitempty"`
	Count      int    `yaml:"count,omitempty"`
	UpTo       bool   `yaml:"up_to,omitempty"`
	Self       bool   `yaml:"self,omitempty"`
	You        bool   `yaml:"you,omitempty"`
	All        string `yaml:"all,omitempty"`
	Controller string `yaml:"controller,omitempty"`
	Type       string `yaml:"type,omitempty"`
	Subtype    string `yaml:"subtype,omitempty"`
	NotSubtype string `yaml:"not_subtype,omitempty"`
	NotToken   bool   `yaml:"not_token,omitempty"`
	Token      bool   `yaml:"token,omitempty"`
	Name       string `yaml:"name,omitempty"`
}

// kit is the selector the fields write: a card type is the kit's kind, a
// subtype its trait, and being a token a status.
func (f selectorFields) kit() kit.Selector {
	s := kit.Selector{Target: f.Target, Choose: f.Choose, Count: f.Count, UpTo: f.UpTo, Self: f.Self, You: f.You, All: f.All,
		Filter: kit.Filter{Controller: f.Controller, Kind: f.Type, Trait: f.Subtype, NotTrait: f.NotSubtype, Name: f.Name}}
	if f.Token {
		s.Is = []string{"token"}
	}
	if f.NotToken {
		s.Not = []string{"token"}
	}
	return s
}

// Selector words, written bare in a card file.
var selectorWords = map[string]selectorFields{
	"self":      {Self: true},
	"you":       {You: true},
	"any":       {Target: "any"},
	"character": {Target: "character"},
	"player":    {Target: "player"},
}

// UnmarshalCard reads a word (self, you, any, character, player) or a
// mapping of selector fields (carddata.Unmarshaler).
func (s *Selector) UnmarshalCard(v carddata.Value) {
	if text, ok := v.Text(); ok {
		if sel, ok := selectorWords[text]; ok {
			s.Selector = sel.kit()
			return
		}
		v.Failf("selector %q: a word (self, you, any, character, player) or a mapping such as {target: character, controller: opponent}", text)
		return
	}
	if !v.IsMapping() {
		v.Failf("a selector is a word (self, you, any, character, player) or a mapping such as {target: character, controller: opponent}, not %s", v.Written())
		return
	}
	var f selectorFields
	v.Decode(&f)
	s.Selector = f.kit()
}

// token reports whether the selector asks for tokens; notToken for cards
// that are not.
func (s *Selector) token() bool    { return slices.Contains(s.Is, "token") }
func (s *Selector) notToken() bool { return slices.Contains(s.Not, "token") }

// The named amounts, written as a bare word in a card file: the times a
// repeated cost was paid, the Attack of the effect's card, and the actions
// it generated still in its controller's pool.
const (
	amountX          = "x"
	amountAttackSelf = "attack_of_self"
	amountOwnActions = "actions_left_from_this_card"
)

var amountWords = map[string]bool{amountX: true, amountAttackSelf: true, amountOwnActions: true}

// Amount is a number an effect uses: a number ("2"), a named amount
// ("x"), or the number of cards a selector picks ({count: {all:
// character, controller: you}}). It is the kit's amount (kit.Amount): a
// count is one per card picked.
type Amount struct{ kit.Amount }

// amountFields are an amount's fields as a card file writes them.
type amountFields struct {
	N     int       `yaml:"n,omitempty"`
	Of    string    `yaml:"of,omitempty"`
	Count *Selector `yaml:"count,omitempty"`
}

// UnmarshalCard reads a number ("2"), a named amount ("x"), or a mapping
// ({count: {all: character, controller: you}}) (carddata.Unmarshaler).
func (a *Amount) UnmarshalCard(v carddata.Value) {
	const forms = "a number, x, attack_of_self, actions_left_from_this_card, or {count: ...}"
	if text, ok := v.Text(); ok {
		if n, err := strconv.Atoi(text); err == nil {
			a.Amount = kit.Amount{N: n}
			return
		}
		if amountWords[text] {
			a.Amount = kit.Amount{Of: text}
			return
		}
		v.Failf("amount %q: %s", text, forms)
		return
	}
	if !v.IsMapping() {
		v.Failf("an amount is %s; not %s", forms, v.Written())
		return
	}
	var p amountFields
	if !v.Decode(&p) {
		return
	}
	if p.Count == nil {
		v.Failf("a mapping amount needs count: {count: {all: character, controller: you}}")
		return
	}
	a.Amount = kit.Amount{N: 1, Per: &p.Count.Selector}
}

// counted reports whether the amount counts the cards a selector picks.
func (a *Amount) counted() bool { return a.Per != nil }

// printed is the amount's number as printed: 0 for a named or counted
// amount.
func (a *Amount) printed() int {
	if a.Of != "" || a.Per != nil {
		return 0
	}
	return a.N
}
