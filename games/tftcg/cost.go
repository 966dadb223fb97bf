package tftcg

import (
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
}

// check checks the cost's selectors and makes its parts.
func (c *Cost) check(k *kit.Check, where string, may bool) []kit.CostPart[*State] {
	var parts []kit.CostPart[*State]
	for _, x := range []struct {
		sel *kit.Selector
		ko  bool
	}{{c.Scrap, false}, {c.KO, true}} {
		if x.sel == nil {
			continue
		}
		k.Selector(where, x.sel, true)
		if !x.sel.Chosen() {
			k.FailAt(x.sel, where, "a cost chooses what is paid: {choose: ...}")
		}
		parts = append(parts, &choiceCost{sel: x.sel, ko: x.ko, may: may})
	}
	if len(parts) == 0 {
		k.FailAt(c, where, "a cost is scrap: {...} or ko: {...}")
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

// choiceCost is one part of a cost: a card the selector chooses, scrapped
// or KO'd. It asks whenever declining is possible (a "you may" ability)
// or there is more than one card to choose.
type choiceCost struct {
	sel *kit.Selector
	ko  bool
	may bool
}

// cands are the cards that may pay.
func (c *choiceCost) cands(s *State, j *kit.Job) []kit.ObjID {
	out := s.candidates(j, c.sel, nil)
	return dedupeCopies(s, out)
}

// CanPay reports whether a card may pay.
func (c *choiceCost) CanPay(s *State, j *kit.Job) bool { return c.sel.HasCandidate(s, kit.JobCtx(j)) }

// Asks reports whether the payment is still a question.
func (c *choiceCost) Asks(s *State, j *kit.Job) bool {
	return j.Paid == 0 && (c.may || len(c.cands(s, j)) > 1)
}

// Choices are the cards that may pay, and declining when it is a "you
// may".
func (c *choiceCost) Choices(s *State, j *kit.Job, out []kit.Option) []kit.Option {
	for _, id := range c.cands(s, j) {
		out = append(out, kit.Option{Verb: vPay, A: s.handle(id)})
	}
	if c.may {
		out = append(out, kit.Option{Verb: vDecline})
	}
	return out
}

// Choose pays with the card o names, or declines.
func (c *choiceCost) Choose(s *State, j *kit.Job, o kit.Option) {
	j.Paid = 1
	if o.Verb == vDecline {
		j.Declined = true
		return
	}
	c.pay(s, j, s.byHandle(o.A))
}

// Pay pays with the only card that may, when the question was not asked.
func (c *choiceCost) Pay(s *State, j *kit.Job) {
	if j.Paid > 0 {
		return
	}
	if cands := c.cands(s, j); len(cands) > 0 {
		c.pay(s, j, cands[0])
	}
	j.Paid = 1
}

// pay scraps or KOs card id.
func (c *choiceCost) pay(s *State, j *kit.Job, id kit.ObjID) {
	if c.ko {
		s.ko(id)
		return
	}
	s.scrap(id)
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
