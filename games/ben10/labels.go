package ben10

import (
	"fmt"

	"omnideck/carddata"
	"omnideck/engine"
	"omnideck/kit"
)

// verbCodes start each option's code.
var verbCodes = [numVerbs]string{
	vFirst: "first", vSecond: "second", vKeep: "keep", vRedraw: "redraw", vOpen: "open", vOpenNone: "open:none",
	vYes: "yes", vNo: "no", vDiscard: "discard", vAttack: "attack", vDirect: "direct", vUse: "use", vSet: "set",
	vMove: "move", vEndMain: "end", vTransform: "transform", vNoTransform: "no-transform", vTarget: "target",
	vTargetPlayer: "target", vEnough: "enough", vTrick: "trick", vPass: "pass", vKeepCard: "keep", vBack: "back",
}

// areaCodes are the areas in codes.
var areaCodes = [2]string{"earth", "space"}

// slug is card id's name as a code, for a card player p identifies.
func (s *State) slug(p int, id kit.ObjID) string {
	if id == kit.NoObj || !s.t.Identifies(p, id) {
		return ""
	}
	return ":" + carddata.Code(s.card(id).Name)
}

// code is option o's stable code for player p: its verb, the handles of
// the cards it names, and the names of those p identifies.
func (s *State) code(p int, o kit.Option) string {
	a := s.byHandle(o.A)
	v := verbCodes[o.Verb]
	switch o.Verb {
	case vOpen, vDiscard, vUse, vTrick, vKeepCard:
		return fmt.Sprintf("%s:%d%s", v, o.A, s.slug(p, a))
	case vSet:
		if o.C == areaEither {
			return fmt.Sprintf("set:%d%s", o.A, s.slug(p, a))
		}
		return fmt.Sprintf("set:%d%s:%s", o.A, s.slug(p, a), areaCodes[o.C&1])
	case vAttack:
		if o.B == 0 {
			return fmt.Sprintf("attack:%d", o.A)
		}
		return fmt.Sprintf("attack:%d:%d", o.A, o.B)
	case vTransform:
		return fmt.Sprintf("%s:%d:%d", v, o.A, o.B)
	case vDirect, vMove, vTarget:
		return fmt.Sprintf("%s:%d", v, o.A)
	case vTargetPlayer:
		return fmt.Sprintf("target:player%d", o.C)
	}
	return v
}

// ActionCode is player p's option a as a stable code.
func (s *State) ActionCode(p int, a engine.Action) string {
	o, ok := s.find(p, a)
	if !ok {
		return fmt.Sprintf("?%d", uint64(a))
	}
	return s.code(p, o)
}

// ParseAction finds player p's option whose code is code.
func (s *State) ParseAction(p int, code string) (engine.Action, error) {
	if !s.Actors().Has(p) {
		return 0, fmt.Errorf("%q: %s has nothing to decide now", code, engine.PlayerName(p))
	}
	return kit.Parse(s.options(), code, func(o kit.Option) string { return s.code(p, o) })
}

// ActionLabel describes player p's option a for people.
func (s *State) ActionLabel(p int, a engine.Action) string {
	o, ok := s.find(p, a)
	if !ok {
		return "not an option"
	}
	return s.label(p, o)
}

// place is where card id is: "Earth 2".
func (s *State) place(id kit.ObjID) string {
	a := s.areaOf(id)
	if a < 0 {
		return ""
	}
	o := s.obj(id)
	for o.Over != kit.NoObj {
		o = s.obj(o.Over)
	}
	return fmt.Sprintf("%s %d", areaNames[a], o.Slot+1)
}

// seen names card id in play as player p sees it: "Fourarms (Earth 2)",
// "the Set card in Earth 2", or for p's own Set card "your Set Fourarms
// (Earth 2)". whose adds whose it is.
func (s *State) seen(p int, id kit.ObjID, whose bool) string {
	owner := ""
	if whose {
		if s.ctrl(id) == p {
			owner = "your "
		} else {
			owner = engine.PlayerName(s.ctrl(id)) + "'s "
		}
	}
	if s.isSet(id) {
		if s.t.Identifies(p, id) {
			return fmt.Sprintf("%sSet card %s (%s)", owner, s.card(id).Name, s.place(id))
		}
		if owner == "" {
			return "the Set card in " + s.place(id)
		}
		return fmt.Sprintf("%sSet card in %s", owner, s.place(id))
	}
	return fmt.Sprintf("%s%s (%s)", owner, s.card(id).Name, s.place(id))
}

// sameNames reports whether card id, which player p identifies, has a
// name both deck lists hold (a mirror match), so that saying whose it is
// tells it from the other; never for a card p cannot identify, whose name
// must not show.
func (s *State) sameNames(p int, id kit.ObjID) bool {
	return s.t.Identifies(p, id) && s.sharedName(s.obj(id).Card)
}

// label is option o of the current decision for player p.
func (s *State) label(p int, o kit.Option) string {
	a, b := s.byHandle(o.A), s.byHandle(o.B)
	name := func(id kit.ObjID) string { return s.card(id).Name }
	switch o.Verb {
	case vFirst:
		return "Go first"
	case vSecond:
		return "Go second"
	case vKeep:
		return "Keep your hand"
	case vRedraw:
		return "Return your hand, shuffle and draw 6 new cards"
	case vOpen:
		return "Turn " + s.seen(p, a, false) + " face up"
	case vOpenNone:
		return "Turn no card face up"
	case vYes, vNo:
		return s.yesNo(p, o.Verb == vYes)
	case vDiscard:
		if s.dec.kind == decHandDiscard {
			return "Discard " + name(a) + " from your hand"
		}
		return fmt.Sprintf("Discard %s to pay for %s", name(a), name(s.top().Src))
	case vAttack:
		if b == kit.NoObj {
			return "Attack with " + s.seen(p, a, false)
		}
		return fmt.Sprintf("%s attacks %s", s.seen(p, a, false), s.seen(p, b, s.sameNames(p, b)))
	case vDirect:
		return fmt.Sprintf("%s attacks %s directly", s.seen(p, a, false), engine.PlayerName(opponent(p)))
	case vUse:
		c := s.card(a)
		x := s.costX(a, c.cost())
		if x > 0 {
			return fmt.Sprintf("Use %s (Use cost %d: discard %d)", c.Name, c.cost(), x)
		}
		return fmt.Sprintf("Use %s (Use cost %d)", c.Name, c.cost())
	case vSet:
		if o.C == areaEither {
			return fmt.Sprintf("Set %s face down (in Earth or Space)", name(a))
		}
		return fmt.Sprintf("Set %s face down in %s", name(a), areaNames[o.C&1])
	case vBack:
		return "Back: choose another card or action"
	case vMove:
		return fmt.Sprintf("Move %s to %s", s.seen(p, a, false), areaNames[1-s.areaOf(a)])
	case vEndMain:
		return "End the Main sequence"
	case vTransform:
		return fmt.Sprintf("Transform %s into %s", s.seen(p, b, false), s.seen(p, a, false))
	case vNoTransform:
		return "End the turn without transforming"
	case vTarget:
		return "Target " + s.seen(p, a, true)
	case vTargetPlayer:
		if int(o.C) == p {
			return "Target yourself"
		}
		return "Target " + engine.PlayerName(int(o.C))
	case vEnough:
		return "Choose no more targets"
	case vTrick:
		return "Activate " + s.seen(p, a, false)
	case vPass:
		if s.dec.kind == decAttackedTrick {
			return s.yesNo(p, false)
		}
		return "Do not activate a Trick"
	case vKeepCard:
		top := s.pickTop()
		other := s.obj(top).Under
		if a == other {
			other = top
		}
		return fmt.Sprintf("Set back %s and discard %s", name(a), name(other))
	}
	return verbCodes[o.Verb]
}

// yesNo labels the two answers of a yes-or-no question.
func (s *State) yesNo(p int, yes bool) string {
	switch s.dec.kind {
	case decAttackedTrick:
		t := s.card(s.top().Event.Obj).Name
		if yes {
			return "Activate " + t
		}
		return "Discard " + t + " without activating it"
	case decRunner:
		j := s.top()
		n := s.card(j.Src).Name
		if j.Optional && !j.Asked {
			if yes {
				return "Use " + n + "'s ability"
			}
			return "Do not use " + n + "'s ability"
		}
		if yes {
			if j.X == 0 {
				return "Put " + n + " in play"
			}
			return fmt.Sprintf("Pay: discard %s for %s", cardsText(int(j.X)), n)
		}
		switch {
		case j.Kind == jobAppear && j.Ability == fromAttack && !s.rules.stay:
			return "Do not pay: discard " + n
		case j.Kind == jobAppear && j.Ability == fromAttack:
			return "Leave " + n + " face down"
		}
		return "Do not pay: set " + n + " back face down"
	}
	if yes {
		return "Yes"
	}
	return "No"
}

// question says what the current decision asks, for people, as viewer
// may read it: a second step names the card to set only to its player.
func (s *State) question(viewer int) string {
	d := s.dec
	p := engine.PlayerName(int(d.player))
	switch d.kind {
	case decSetArea:
		if viewer != int(d.player) {
			return p + ": Main sequence: where to set a card face down"
		}
		return p + ": Main sequence: where to set " + s.card(d.card).Name + " face down"
	case decAttackTarget:
		return p + ": Main sequence: what " + s.seen(viewer, d.card, false) + " attacks"
	case decFirst:
		return p + ": you won the coin flip; go first or second?"
	case decRedraw:
		return p + ": keep your opening hand, or redraw once?"
	case decOpen:
		return p + ": Open phase: turn a Set card face up"
	case decMain:
		return p + ": Main sequence: attack, use an Effect card, set a card, move, or end it"
	case decTransform:
		return p + ": Transformation phase: transform a Character, or end the turn"
	case decPair:
		return p + ": which Character to transform"
	case decAttackedTrick:
		return p + ": your attacked Set card is a Trick: activate it?"
	case decSetBackPick:
		return p + ": only one place is free: which card to set back"
	case decHandDiscard:
		return p + ": choose a card to discard from your hand"
	case decRunner:
		j := s.top()
		n := "it"
		if j.Src != kit.NoObj {
			n = s.card(j.Src).Name
		}
		switch d.ask {
		case kit.AskOptional:
			return p + ": use " + n + "'s ability?"
		case kit.AskTarget:
			return p + ": choose a target for " + n
		case kit.AskCost:
			if runner.Paying(s, j) == kit.CostPart[*State](declinePart) {
				return fmt.Sprintf("%s: pay for %s?", p, n)
			}
			return p + ": choose a card to discard to pay for " + n
		case kit.AskWindow:
			return p + ": activate a Trick in answer to " + s.eventWords(&j.Event) + "?"
		}
	}
	return ""
}

// eventWords says what an event was, for a question.
func (s *State) eventWords(e *kit.Event) string {
	card := func(id kit.ObjID) string {
		if id == kit.NoObj || !s.visible(id) {
			return "a card"
		}
		return s.card(id).Name
	}
	switch e.Kind {
	case bAttack:
		if e.Obj == kit.NoObj {
			return card(e.Other) + "'s direct attack"
		}
		return card(e.Other) + "'s attack"
	case bEffectUsed:
		return card(e.Obj)
	case bTransform:
		return "the transformation into " + card(e.Obj)
	case bMove:
		return card(e.Obj) + "'s move"
	case bSet:
		return "a card being set"
	case bDiscarded:
		return card(e.Obj) + " being discarded"
	case bAppear:
		return card(e.Obj) + " appearing"
	}
	return "that"
}

// detail is what player p needs beside option o's label to choose, where
// the stat lines of its cards would not say it (engine.TableOption.Detail):
// what an Effect card, a Trick or an ability does and what it costs now,
// the BP a battle would be fought with, the BP a transformation makes.
func (s *State) detail(p int, o kit.Option) string {
	a, b := s.byHandle(o.A), s.byHandle(o.B)
	switch o.Verb {
	case vUse:
		return doesText(s.card(a))
	case vOpen:
		if c := s.card(a); c.isEffect() {
			return s.useCostText(a) + doesText(c)
		}
	case vTrick:
		return doesText(s.card(a))
	case vYes:
		return s.yesDetail()
	case vAttack:
		if b == kit.NoObj || !s.inPlay(b) {
			return ""
		}
		ab, tb, ag, tg := s.battleBP(a, b)
		return fmt.Sprintf("%s against %s", bpText(ab, ag), bpText(tb, tg))
	case vDirect:
		return fmt.Sprintf("%s loses %d Life", engine.PlayerName(opponent(p)), s.bp(a))
	case vTransform:
		ah, hh := s.obj(a).Has(flInjured), s.obj(b).Has(flInjured)
		return fmt.Sprintf("together BP (%d + %d) × 2 = %d", s.card(b).bp(hh), s.card(a).bp(ah), s.transformedBP(a, b))
	}
	return ""
}

// yesDetail is the detail of saying yes to the current question: what the
// ability, the Trick or the Effect card paid for does.
func (s *State) yesDetail() string {
	j := s.top()
	switch {
	case s.dec.kind == decAttackedTrick:
		return doesText(s.card(j.Event.Obj))
	case s.dec.kind != decRunner || j.Src == kit.NoObj:
		return ""
	case j.Kind == jobTrigger && j.Optional && !j.Asked:
		return triggerText(s.card(j.Src), int(j.Ability))
	case j.Kind == jobEffect:
		return doesText(s.card(j.Src))
	}
	return ""
}

// useCostText says what Effect card id's Use cost asks now: "Use cost 3
// (discard 2 now). ", or "Use cost 1 (free now). ".
func (s *State) useCostText(id kit.ObjID) string {
	c := s.card(id)
	if x := s.costX(id, c.cost()); x > 0 {
		return fmt.Sprintf("Use cost %d (discard %d now). ", c.cost(), x)
	}
	return fmt.Sprintf("Use cost %d (free now). ", c.cost())
}

// bpText is the BP a card battles with: "BP 2700", "BP 0 (Flying Attack)".
func bpText(bp int, grounded bool) string {
	if grounded {
		return "BP 0 (Flying Attack)"
	}
	return fmt.Sprintf("BP %d", bp)
}
