package tftcg

import (
	"slices"

	"omnideck/kit"
)

// Cost is what an ability asks for before its effects, the "If you do" of
// card text: a card of yours to scrap, or one of your characters to KO.
// An ability whose cost cannot be paid does nothing; a "you may" ability
// with a cost asks once, its controller choosing what to pay or
// declining.
type Cost struct {
	// Scrap is the card to scrap: {choose: card, in: hand, is: [white]}.
	Scrap *kit.Selector `yaml:"scrap,omitempty"`
	// KO is the character to KO: {choose: character, controller: you,
	// trait: Insecticon}.
	KO *kit.Selector `yaml:"ko,omitempty"`
	// Tap is the character to tap: self, or {choose: character,
	// controller: you, is: [untapped], ...}; only an untapped one may
	// pay.
	Tap *kit.Selector `yaml:"tap,omitempty"`
	// N is how many cards Scrap pays ("scrap 3 cards from your hand",
	// "cards equal to the number of STARS on the defender"); 1 when not
	// given.
	N *kit.Amount `yaml:"n,omitempty"`
}

// The ways a cost part pays.
const (
	payScrap = iota
	payKO
	payTap
)

// check checks the cost's selectors and makes its parts.
func (c *Cost) check(k *kit.Check, where string, may bool) []kit.CostPart[*State] {
	var parts []kit.CostPart[*State]
	for _, x := range []struct {
		sel *kit.Selector
		how int
	}{{c.Scrap, payScrap}, {c.KO, payKO}, {c.Tap, payTap}} {
		if x.sel == nil {
			continue
		}
		k.Selector(where, x.sel, true)
		if !x.sel.Chosen() && !(x.how == payTap && x.sel.Self) {
			k.FailAt(x.sel, where, "a cost chooses what is paid: {choose: ...}")
		}
		part := &choiceCost{sel: x.sel, how: x.how, may: may}
		if x.how == payScrap && c.N != nil {
			k.Amount(where+": n", c.N)
			part.n = c.N
		}
		parts = append(parts, part)
	}
	if len(parts) == 0 {
		k.FailAt(c, where, "a cost is scrap: {...}, ko: {...} or tap: {...}")
	}
	if c.N != nil && c.Scrap == nil {
		k.FailAt(c.N, where, "n counts the cards scrap: {...} pays")
	}
	return parts
}

// costs are the parts of job j's cost (kit.Runner's Costs).
func (s *State) costs(j *kit.Job) []kit.CostPart[*State] {
	if a := s.ability(j); a != nil {
		return a.parts
	}
	return nil
}

// choiceCost is one part of a cost: cards the selector chooses, scrapped,
// KO'd or tapped, one at a time (n of them, 1 unless n says). It asks
// whenever declining is possible (a "you may" ability, before the first
// card) or there are more cards than are left to pay.
type choiceCost struct {
	sel *kit.Selector
	how int
	may bool
	n   *kit.Amount
}

// want is how many cards the part pays.
func (c *choiceCost) want(s *State, j *kit.Job) int {
	if c.n == nil {
		return 1
	}
	return c.n.Eval(s, kit.JobCtx(j))
}

// cands are the cards that may pay now.
func (c *choiceCost) cands(s *State, j *kit.Job) []kit.ObjID {
	var out []kit.ObjID
	if c.sel.Self {
		if j.Src != kit.NoObj && c.payable(s, j.Src) {
			out = append(out, j.Src)
		}
		return out
	}
	out = s.candidates(j, c.sel, nil)
	if c.how == payTap {
		out = slices.DeleteFunc(out, func(id kit.ObjID) bool { return !c.payable(s, id) })
	}
	if c.n != nil {
		return out // copies are told apart when several are scrapped
	}
	return dedupeCopies(s, out)
}

// payable reports whether card id may pay: a character to tap must be
// untapped, on the battlefield.
func (c *choiceCost) payable(s *State, id kit.ObjID) bool {
	return c.how != payTap || (s.onField(id) && !s.tapped(id))
}

// CanPay reports whether enough cards may pay.
func (c *choiceCost) CanPay(s *State, j *kit.Job) bool {
	if c.n == nil && c.how != payTap && !c.sel.Self {
		return c.sel.HasCandidate(s, kit.JobCtx(j))
	}
	return len(c.cands(s, j)) >= max(c.want(s, j), 1)
}

// Asks reports whether the payment is still a question.
func (c *choiceCost) Asks(s *State, j *kit.Job) bool {
	left := c.want(s, j) - int(j.Paid)
	if j.Paid == 0 && c.may {
		return true
	}
	return left > 0 && len(c.cands(s, j)) > left
}

// Choices are the cards that may pay, and declining when it is a "you
// may" and nothing is paid yet.
func (c *choiceCost) Choices(s *State, j *kit.Job, out []kit.Option) []kit.Option {
	cands := c.cands(s, j)
	if c.n != nil {
		cands = dedupeCopies(s, cands)
	}
	for _, id := range cands {
		out = append(out, kit.Option{Verb: vPay, A: s.handle(id)})
	}
	if c.may && j.Paid == 0 {
		out = append(out, kit.Option{Verb: vDecline})
	}
	return out
}

// Choose pays with the card o names, or declines.
func (c *choiceCost) Choose(s *State, j *kit.Job, o kit.Option) {
	if o.Verb == vDecline {
		j.Paid = 1
		j.Declined = true
		return
	}
	j.Paid++
	c.pay(s, j, s.byHandle(o.A))
}

// Pay pays what is left with the cards that may, when no question is
// left.
func (c *choiceCost) Pay(s *State, j *kit.Job) {
	for left := c.want(s, j) - int(j.Paid); left > 0; left-- {
		cands := c.cands(s, j)
		if len(cands) == 0 {
			break
		}
		c.pay(s, j, cands[0])
		j.Paid++
	}
	j.Paid = max(j.Paid, 1)
}

// pay scraps, KOs or taps card id. A character tapped for a cost gives
// the job its stars (the amount x: "an enemy that has the same number of
// STARS or fewer").
func (c *choiceCost) pay(s *State, j *kit.Job, id kit.ObjID) {
	switch c.how {
	case payKO:
		s.ko(id)
	case payTap:
		s.setTapped(id, true)
		s.logf(evTap, int(s.obj(id).Owner), s.ref(id), 0)
		j.X = int32(s.card(id).Stars)
	default:
		s.scrap(id)
		s.more.scrapColors = colorMask(s.card(id))
	}
}

// dedupeCopies leaves out of ids the cards in a hand or a scrap pile that
// are copies of an earlier one there: choosing either is the same choice.
func dedupeCopies(s *State, ids []kit.ObjID) []kit.ObjID {
	out := ids[:0]
	for _, id := range ids {
		dup := false
		if z := s.obj(id).Zone % numZones; z == zHand || z == zScrap {
			for _, before := range out {
				if s.obj(before).Card == s.obj(id).Card && s.obj(before).Zone == s.obj(id).Zone {
					dup = true
					break
				}
			}
		}
		if !dup {
			out = append(out, id)
		}
	}
	return out
}
