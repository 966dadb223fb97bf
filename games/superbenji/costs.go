package superbenji

import "omnideck/kit"

// The parts of a cost (kit.CostPart), in paying order: how many times to
// pay a repeated group (X), actions spent for an "up to" cost, the action
// symbols, the characters that pilot, a card destroyed, and exhausting or
// destroying the card itself. Each asks its question only where paying is a
// real choice (5.3.1). A card played from hand pays its symbols; an
// ability its parts (Ability.parts, set when the card is checked).
type costPart interface {
	kit.CostPart[*State]
	// question is the decision that asks the part's question.
	question() decKind
}

var (
	repeatCost  = &repeatPart{}
	upToCost    = &upToPart{}
	symbolsCost = &symbolsPart{}
	pilotCost   = &pilotPart{}
	destroyCost = &destroyPart{}
	exhaustCost = &exhaustPart{}
	selfCost    = &destroySelfPart{}
	cardCost    = []kit.CostPart[*State]{symbolsCost}
)

// costParts are the parts of ability a's cost, in paying order.
func costParts(a *Ability) []kit.CostPart[*State] {
	var parts []kit.CostPart[*State]
	c := &a.Cost
	if len(c.Repeat) > 0 {
		parts = append(parts, repeatCost)
	}
	if c.UpTo > 0 {
		parts = append(parts, upToCost)
	}
	parts = append(parts, symbolsCost)
	if a.Piloted {
		parts = append(parts, pilotCost)
	}
	if c.Destroy != nil {
		parts = append(parts, destroyCost)
	}
	if c.Exhaust {
		parts = append(parts, exhaustCost)
	}
	if c.DestroySelf {
		parts = append(parts, selfCost)
	}
	return parts
}

// costs are the parts of job j's cost (kit.Runner.Costs).
func (s *State) costs(j *kit.Job) []kit.CostPart[*State] {
	switch j.Kind {
	case jobCard:
		return cardCost
	case jobAbility:
		return s.def(j.Src).Abilities[j.Ability].parts
	}
	return nil
}

// cost is the cost of an ability's job, or nil for a card's.
func (s *State) cost(j *kit.Job) *Cost {
	if j.Kind != jobAbility {
		return nil
	}
	return &s.def(j.Src).Abilities[j.Ability].Cost
}

// costSymbols are the action symbols a job must pay, specific types first:
// a card's cost, or an ability's actions and its repeated group X times.
func (s *State) costSymbols(j *kit.Job) Symbols {
	all := s.syms[:0]
	if j.Kind == jobCard {
		all = append(all, s.def(j.Src).Cost...)
	}
	if c := s.cost(j); c != nil {
		all = append(all, c.Actions...)
		for range j.X {
			all = append(all, c.Repeat...)
		}
	}
	s.syms = payOrder(all)
	return s.syms
}

// The options of the parts' questions are the game's own (option), packed
// into kit.Options: a card as its object plus one (A), a number (B), an
// action type (C).

func kitOption(o option) kit.Option {
	a, n := o.a, o.n
	switch o.verb {
	case vSpend:
		a = o.kind.src
	case vPay:
		n = o.pay
	}
	return kit.Option{Verb: uint8(o.verb), A: uint32(a + 1), B: uint32(n), C: uint8(o.kind.sym)}
}

func fromKit(ko kit.Option) option {
	o := option{verb: verb(ko.Verb), a: ObjID(ko.A) - 1, b: -1, n: int32(ko.B)}
	switch o.verb {
	case vSpend:
		o.kind, o.a = pooled{sym: Symbol(ko.C), src: o.a}, -1
	case vPay:
		o.pay, o.n = o.n, 0
	}
	return o
}

// repeatPart is a group that may be paid any number of times, at least
// once: X (Job.X) is how many; asked when it could be more than once.
type repeatPart struct{}

func (*repeatPart) question() decKind { return decRepeat }

func (*repeatPart) most(s *State, j *kit.Job) int {
	c := s.cost(j)
	return s.maxRepeat(int(j.Ctrl), c.Actions, c.Repeat)
}

func (r *repeatPart) CanPay(s *State, j *kit.Job) bool { return r.most(s, j) >= 1 }
func (r *repeatPart) Asks(s *State, j *kit.Job) bool   { return j.Paid == 0 && r.most(s, j) > 1 }
func (r *repeatPart) Choices(s *State, j *kit.Job, out []kit.Option) []kit.Option {
	for n := 1; n <= r.most(s, j); n++ {
		out = append(out, kitOption(option{verb: vX, a: -1, n: int32(n)}))
	}
	return out
}
func (*repeatPart) Choose(_ *State, j *kit.Job, o kit.Option) { j.X, j.Paid = int32(o.B), 1 }
func (*repeatPart) Pay(_ *State, j *kit.Job) {
	if j.Paid == 0 {
		j.X = 1
	}
}

// upToPart spends up to so many actions of any types, one at a time, as
// the player chooses, and at least one (docs/rules/superbenji.md: a spend
// of nothing activates nothing); the job keeps them (Job.Vals) for the
// effects that give them back.
type upToPart struct{}

func (*upToPart) question() decKind { return decSpend }
func (*upToPart) CanPay(s *State, j *kit.Job) bool {
	return len(s.players[j.Ctrl].pool) > 0
}
func (*upToPart) Pay(*State, *kit.Job) {}
func (*upToPart) Asks(s *State, j *kit.Job) bool {
	return j.Paid == 0 && len(j.Vals) < s.cost(j).UpTo && len(s.players[j.Ctrl].pool) > 0
}
func (*upToPart) Choices(s *State, j *kit.Job, out []kit.Option) []kit.Option {
	for _, k := range s.distinctPool(int(j.Ctrl)) {
		out = append(out, kitOption(option{verb: vSpend, a: -1, kind: k}))
	}
	if len(j.Vals) == 0 {
		return out
	}
	return append(out, kitOption(option{verb: vDone, a: -1}))
}
func (*upToPart) Choose(s *State, j *kit.Job, ko kit.Option) {
	o := fromKit(ko)
	if o.verb == vDone {
		j.Paid = 1
		return
	}
	s.spend(int(j.Ctrl), o.kind)
	j.Vals = append(j.Vals, o.kind.pack())
}

// symbolsPart pays the action symbols, the whole cost at once (5.3):
// asked only when the pool can pay it more than one way.
type symbolsPart struct{}

func (*symbolsPart) question() decKind { return decPay }
func (*symbolsPart) CanPay(s *State, j *kit.Job) bool {
	pool := s.players[j.Ctrl].pool
	if c := s.cost(j); c != nil {
		return s.canPay(pool, c.Actions)
	}
	return s.canPay(pool, s.def(j.Src).Cost)
}
func (*symbolsPart) Asks(s *State, j *kit.Job) bool {
	if j.Paid > 0 {
		return false
	}
	s.findPayments(int(j.Ctrl), s.costSymbols(j), 2, &s.payList)
	return s.payList.len() > 1
}
func (*symbolsPart) Choices(s *State, j *kit.Job, out []kit.Option) []kit.Option {
	s.findPayments(int(j.Ctrl), s.costSymbols(j), 0, &s.payList)
	for i := range s.payList.len() {
		out = append(out, kit.Option{Verb: uint8(vPay), B: uint32(i)})
	}
	return out
}
func (*symbolsPart) Choose(s *State, j *kit.Job, o kit.Option) {
	s.paySpend(int(j.Ctrl), int32(o.B))
	j.Paid = 1
}

// Pay pays the one way there is, which Asks has just found: the runner
// asks a part whether it asks before it pays.
func (*symbolsPart) Pay(s *State, j *kit.Job) {
	if j.Paid == 0 && s.payList.len() == 1 {
		s.paySpend(int(j.Ctrl), 0)
	}
}

// pilotPart exhausts Pilot other ready characters (8.6), one at a time:
// asked while they are not all alike.
type pilotPart struct{}

func (*pilotPart) question() decKind { return decPilot }
func (*pilotPart) CanPay(s *State, j *kit.Job) bool {
	return len(s.pilotChoices(int(j.Ctrl), j.Src)) >= s.def(j.Src).Pilot
}
func (*pilotPart) Asks(s *State, j *kit.Job) bool {
	return int(j.Paid) < s.def(j.Src).Pilot && len(s.reps(s.pilotChoices(int(j.Ctrl), j.Src))) > 1
}
func (*pilotPart) Choices(s *State, j *kit.Job, out []kit.Option) []kit.Option {
	for _, id := range s.pilotChoices(int(j.Ctrl), j.Src) {
		out = append(out, kitOption(option{verb: vPilot, a: id}))
	}
	return out
}
func (*pilotPart) Choose(s *State, j *kit.Job, o kit.Option) {
	s.objs[fromKit(o).a].exhausted = true
	j.Paid++
}
func (*pilotPart) Pay(s *State, j *kit.Job) {
	for int(j.Paid) < s.def(j.Src).Pilot {
		choices := s.reps(s.pilotChoices(int(j.Ctrl), j.Src))
		if len(choices) == 0 {
			break
		}
		s.objs[choices[0]].exhausted = true
		j.Paid++
	}
}

// destroyPart destroys one card its controller controls that matches:
// asked when the cards that could go are not all alike.
type destroyPart struct{}

func (*destroyPart) question() decKind { return decDestroy }
func (*destroyPart) choices(s *State, j *kit.Job) []ObjID {
	return s.destroyChoices(int(j.Ctrl), s.cost(j).Destroy)
}
func (d *destroyPart) CanPay(s *State, j *kit.Job) bool { return len(d.choices(s, j)) > 0 }
func (d *destroyPart) Asks(s *State, j *kit.Job) bool {
	return j.Paid == 0 && len(s.reps(d.choices(s, j))) > 1
}
func (d *destroyPart) Choices(s *State, j *kit.Job, out []kit.Option) []kit.Option {
	for _, id := range d.choices(s, j) {
		out = append(out, kitOption(option{verb: vDestroy, a: id}))
	}
	return out
}
func (*destroyPart) Choose(s *State, j *kit.Job, o kit.Option) {
	s.destroy(fromKit(o).a)
	j.Paid = 1
}
func (d *destroyPart) Pay(s *State, j *kit.Job) {
	if j.Paid > 0 {
		return
	}
	if choices := d.choices(s, j); len(choices) > 0 {
		s.destroy(s.reps(choices)[0])
	}
}

// exhaustPart exhausts the character (8.7): a ready character that has not
// attacked this turn.
type exhaustPart struct{}

func (*exhaustPart) question() decKind                                           { return decNone }
func (*exhaustPart) Asks(*State, *kit.Job) bool                                  { return false }
func (*exhaustPart) Choices(_ *State, _ *kit.Job, out []kit.Option) []kit.Option { return out }
func (*exhaustPart) Choose(*State, *kit.Job, kit.Option)                         {}
func (*exhaustPart) CanPay(s *State, j *kit.Job) bool {
	o := &s.objs[j.Src]
	return !o.exhausted && !o.attacked && s.isCharacter(j.Src)
}
func (*exhaustPart) Pay(s *State, j *kit.Job) {
	o := &s.objs[j.Src]
	o.exhausted, o.exhaustUsed = true, true
}

// destroySelfPart destroys the card itself ("Destroy this card: ...").
type destroySelfPart struct{}

func (*destroySelfPart) question() decKind                                           { return decNone }
func (*destroySelfPart) CanPay(*State, *kit.Job) bool                                { return true }
func (*destroySelfPart) Asks(*State, *kit.Job) bool                                  { return false }
func (*destroySelfPart) Choices(_ *State, _ *kit.Job, out []kit.Option) []kit.Option { return out }
func (*destroySelfPart) Choose(*State, *kit.Job, kit.Option)                         {}
func (*destroySelfPart) Pay(s *State, j *kit.Job)                                    { s.destroy(j.Src) }
