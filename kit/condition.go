package kit

import (
	"strconv"
	"strings"

	"omnideck/carddata"
)

// Amount is a number an effect uses: a fixed number, so much per thing a
// selector picks, or a number the game names ("bp" of the card itself,
// "opponent_hand").
//
// In a card file it is a whole number, a bare name, or a mapping: {n:
// 500, per: {all: character, controller: you}}.
type Amount struct {
	N   int       `yaml:"n,omitempty"`
	Per *Selector `yaml:"per,omitempty"`
	Of  string    `yaml:"of,omitempty"`
}

// UnmarshalCard reads a number, a name, or a mapping
// (carddata.Unmarshaler).
func (a *Amount) UnmarshalCard(v carddata.Value) {
	if text, ok := v.Text(); ok {
		if n, err := strconv.Atoi(text); err == nil {
			*a = Amount{N: n}
			return
		}
		if text != "" && strings.IndexFunc(text, func(r rune) bool { return !(r == '_' || r >= 'a' && r <= 'z') }) < 0 {
			*a = Amount{Of: text}
			return
		}
	}
	if text, ok := v.Text(); ok {
		v.Failf("amount %q: a number, a name, or {n: 500, per: {...}} / {of: name}", firstLine(text))
		return
	}
	if !v.IsMapping() {
		v.Failf("an amount is a number, a name, or {n: 500, per: {...}} / {of: name}; not %s", v.Written())
		return
	}
	type plain Amount
	v.Decode((*plain)(a))
}

// Eval is the amount now, seen from c: N times the matches of Per, or the
// named value (of the source card first, else of the game), plus N when
// both are given.
func (a *Amount) Eval(f Facts, c Ctx) int {
	switch {
	case a.Per != nil:
		n := 0
		count := func(Target) bool { n++; return true }
		if a.Per.Chosen() {
			a.Per.EachCandidate(f, c, count)
		} else {
			a.Per.Each(f, c, count)
		}
		return a.N * n
	case a.Of != "":
		return f.Value(c.Src, a.Of, c) + a.N
	}
	return a.N
}

// Condition is a test of the game, seen from an effect's card: "if you
// control an [ALIEN]", "while your Life is 3000 or less", "[Ben Tennyson]"
// (paired with a card so named). Every field given must hold.
type Condition struct {
	// Exists holds when the selector picks something; None when it
	// picks nothing.
	Exists *Selector `yaml:"exists,omitempty"`
	None   *Selector `yaml:"none,omitempty"`
	// Count compares how many things a selector picks.
	Count *CountOf `yaml:"count,omitempty"`
	// Value compares a number of the game (Facts.Value with no card).
	Value *Compare `yaml:"value,omitempty"`
	// Self lists statuses the card itself must have.
	Self []string `yaml:"self,omitempty"`
	// Partner is a filter the card attached with this one must pass.
	Partner *Filter `yaml:"partner,omitempty"`
	// Any holds when one of its conditions holds; Not when its condition
	// does not.
	Any []Condition `yaml:"any,omitempty"`
	Not *Condition  `yaml:"not,omitempty"`
	// All holds when each of its conditions holds: two tests of one kind
	// ("at least 1 white icon flipped, and no more than 1 attack with
	// one").
	All []Condition `yaml:"all,omitempty"`
}

// CountOf compares the number of things a selector picks.
type CountOf struct {
	Of      Selector `yaml:"of"`
	AtLeast *int     `yaml:"at_least,omitempty"`
	AtMost  *int     `yaml:"at_most,omitempty"`
}

// Holds reports whether the condition holds now, seen from c.
func (cond *Condition) Holds(f Facts, c Ctx) bool {
	count := func(sel *Selector) int {
		n := 0
		yield := func(Target) bool { n++; return true }
		if sel.Chosen() {
			sel.EachCandidate(f, c, yield)
		} else {
			sel.Each(f, c, yield)
		}
		return n
	}
	if cond.Exists != nil && count(cond.Exists) == 0 {
		return false
	}
	if cond.None != nil && count(cond.None) > 0 {
		return false
	}
	if cond.Count != nil {
		cmp := Compare{AtLeast: cond.Count.AtLeast, AtMost: cond.Count.AtMost}
		if !cmp.Holds(count(&cond.Count.Of)) {
			return false
		}
	}
	if cond.Value != nil && !cond.Value.Holds(f.Value(NoObj, cond.Value.Of, c)) {
		return false
	}
	for _, w := range cond.Self {
		if c.Src == NoObj || !f.Is(c.Src, w, c) {
			return false
		}
	}
	if cond.Partner != nil {
		t := f.CardTable()
		if c.Src == NoObj {
			return false
		}
		o := &t.Objs[c.Src]
		partner := o.Under
		if partner == NoObj {
			partner = o.Over
		}
		if partner == NoObj || !cond.Partner.Matches(f, c, partner) {
			return false
		}
	}
	if len(cond.Any) > 0 {
		any := false
		for i := range cond.Any {
			if cond.Any[i].Holds(f, c) {
				any = true
				break
			}
		}
		if !any {
			return false
		}
	}
	for i := range cond.All {
		if !cond.All[i].Holds(f, c) {
			return false
		}
	}
	return cond.Not == nil || !cond.Not.Holds(f, c)
}
