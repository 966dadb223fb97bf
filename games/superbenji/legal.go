package superbenji

import (
	"fmt"
	"strings"

	"omnideck/engine"
)

// option is one answer to the current decision: its stable code, its label,
// and what it names.
type option struct {
	code  string
	label string
	a, b  int
	pay   pooled
}

// options lists the answers to the current decision, in a fixed order.
func (s *State) options() []option {
	d := s.dec
	p := int(d.player)
	var out []option
	switch d.kind {
	case decMain, decPriority:
		window := d.kind == decPriority
		for _, id := range s.players[p].hand {
			if s.canPlayCard(p, id, window) {
				out = append(out, option{code: fmt.Sprintf("play:%d:%s", id, s.slug(id)), label: "Play " + s.name(id), a: int(id)})
			}
		}
		for _, id := range s.inPlayOf(p) {
			for k, ab := range s.objs[id].def.Abilities {
				if s.canUseAbility(p, id, k) {
					out = append(out, option{code: fmt.Sprintf("use:%d:%d:%s", id, k, s.slug(id)),
						label: fmt.Sprintf("Use %s: %s", s.name(id), ab.Name), a: int(id), b: k})
				}
			}
		}
		if window {
			out = append(out, option{code: "pass", label: "Pass"})
		} else {
			out = append(out, option{code: "combat", label: "Go to combat"})
		}
	case decAttack:
		for _, id := range s.inPlayOf(p) {
			if s.canAttack(id) {
				out = append(out, option{code: fmt.Sprintf("attack:%d:%s", id, s.slug(id)), label: "Attack with " + s.name(id), a: int(id)})
			}
		}
		out = append(out, option{code: "done", label: "No more attackers"})
	case decBlock:
		for _, b := range s.inPlayOf(p) {
			for _, a := range s.attackers() {
				if s.canBlock(b, a) {
					out = append(out, option{code: fmt.Sprintf("block:%d:%d", b, a),
						label: fmt.Sprintf("Block %s with %s", s.name(a), s.name(b)), a: int(b), b: int(a)})
				}
			}
		}
		out = append(out, option{code: "done", label: "No more blockers"})
	case decMode:
		j := &s.jobs[0]
		for k, m := range j.effects[firstMode(j.effects)].ChooseOne {
			if s.targetsPossible(p, j.src, m.Effects) {
				out = append(out, option{code: fmt.Sprintf("mode:%d", k+1), label: m.Label, a: k})
			}
		}
	case decTarget:
		j := &s.jobs[0]
		for _, r := range s.targetChoices(j) {
			out = append(out, option{code: "target:" + s.refCode(r), label: "Target " + s.refName(r), a: int(r)})
		}
		if sel, _ := chooser(&j.effects[j.picked]); sel.UpTo {
			out = append(out, option{code: "done", label: "No more targets"})
		}
	case decRepeat:
		j := &s.jobs[0]
		c := s.cost(j)
		for n := 1; n <= s.maxRepeat(p, c.Actions, c.Repeat); n++ {
			out = append(out, option{code: fmt.Sprintf("x:%d", n), label: fmt.Sprintf("Pay %s %d time(s)", c.Repeat, n), a: n})
		}
	case decSpend:
		for _, pa := range s.distinctPool(p) {
			out = append(out, option{code: "spend:" + s.pooledCode(pa), label: "Spend " + s.pooledName(pa), pay: pa})
		}
		out = append(out, option{code: "done", label: "Spend no more"})
	case decPay:
		j := &s.jobs[0]
		syms := s.costSymbols(j)
		for _, pa := range s.payChoices(p, syms[j.paid], syms[j.paid+1:]) {
			out = append(out, option{code: "pay:" + s.pooledCode(pa), label: fmt.Sprintf("Pay %s with %s", syms[j.paid].Name(), s.pooledName(pa)), pay: pa})
		}
	case decDestroy:
		j := &s.jobs[0]
		for _, id := range distinctDefs(s, s.destroyChoices(p, *s.cost(j).Destroy)) {
			out = append(out, option{code: fmt.Sprintf("destroy:%d", id), label: "Destroy " + s.name(id), a: int(id)})
		}
	case decPilot:
		j := &s.jobs[0]
		for _, id := range s.pilotChoices(p, j.src) {
			out = append(out, option{code: fmt.Sprintf("pilot:%d", id), label: "Exhaust " + s.name(id) + " to pilot", a: int(id)})
		}
	case decCounter:
		out = append(out, option{code: "pass", label: "Let it resolve"})
		for _, id := range s.players[p].hand {
			if s.objs[id].def.Counter != nil {
				out = append(out, option{code: fmt.Sprintf("counter:%d:%s", id, s.slug(id)), label: "Answer with " + s.name(id), a: int(id)})
			}
		}
	case decOptional:
		out = append(out, option{code: "yes", label: "Use it"}, option{code: "no", label: "Do not use it"})
	case decOrder:
		for i, t := range s.triggers {
			if int(t.ctrl) == p {
				out = append(out, option{code: fmt.Sprintf("order:%d:%d", i, t.src), label: "Resolve " + s.name(t.src) + " next", a: i})
			}
		}
	case decUnique:
		for _, id := range d.group {
			out = append(out, option{code: fmt.Sprintf("keep:%d", id), label: "Keep " + s.name(id), a: int(id)})
		}
	case decSearch:
		j := &s.jobs[0]
		e := j.effects[j.pc].SearchDeck
		var seen []ObjID
		for _, id := range s.players[p].deck {
			if s.matches(e.Filter, p, id) {
				seen = append(seen, id)
			}
		}
		for _, id := range distinctDefs(s, seen) {
			out = append(out, option{code: fmt.Sprintf("take:%s", s.slug(id)), label: "Take " + s.name(id), a: int(id)})
		}
		out = append(out, option{code: "none", label: "Take nothing"})
	case decLook:
		j := &s.jobs[0]
		where := placeOf(j.effects[j.pc].LookAtTop, j.placed)
		for _, id := range j.look {
			out = append(out, option{code: fmt.Sprintf("%s:%d", where, id), label: fmt.Sprintf("Put %s on %s", s.name(id), placeName(where)), a: int(id)})
		}
	}
	return out
}

func placeName(where string) string {
	switch where {
	case "hand":
		return "your hand"
	case "bottom":
		return "the bottom of your deck"
	}
	return "the top of your deck"
}

// Legal lists player p's options.
func (s *State) Legal(p int, buf []engine.Action) []engine.Action {
	if s.over || s.dec.kind == decNone || int(s.dec.player) != p {
		return buf
	}
	for i := range s.options() {
		buf = append(buf, engine.Action(i))
	}
	return buf
}

// ActionCode is the option's stable code.
func (s *State) ActionCode(a engine.Action) string {
	if opts := s.options(); int(a) < len(opts) {
		return opts[a].code
	}
	return fmt.Sprintf("invalid:%d", a)
}

// ActionLabel describes the option for people.
func (s *State) ActionLabel(a engine.Action) string {
	if opts := s.options(); int(a) < len(opts) {
		return opts[a].label
	}
	return fmt.Sprintf("invalid option %d", a)
}

// ParseAction finds p's option with this code.
func (s *State) ParseAction(p int, code string) (engine.Action, error) {
	code = strings.TrimSpace(code)
	if s.over || int(s.dec.player) != p {
		return 0, fmt.Errorf("%s has nothing to decide now", playerName(p))
	}
	opts := s.options()
	for i, o := range opts {
		if o.code == code {
			return engine.Action(i), nil
		}
	}
	codes := make([]string, len(opts))
	for i, o := range opts {
		codes[i] = o.code
	}
	return 0, fmt.Errorf("%q is not an option now; the options are %s", code, strings.Join(codes, ", "))
}

// Apply answers the current decision with player p's option a.
func (s *State) Apply(p int, a engine.Action) error {
	switch {
	case s.over:
		return fmt.Errorf("the game is over")
	case p < 0 || p > 1:
		return fmt.Errorf("there is no seat %d in a 2-player game (seats 0 and 1)", p)
	case s.dec.kind == decNone || int(s.dec.player) != p:
		return fmt.Errorf("%s has nothing to decide now; waiting for %s", playerName(p), playerName(int(s.dec.player)))
	}
	opts := s.options()
	if int(a) >= len(opts) {
		return fmt.Errorf("option %d is not one of the %d options", a, len(opts))
	}
	d := s.dec
	s.dec = decision{}
	s.answer1(d, opts[a])
	s.advance()
	return nil
}

// answer1 carries out one answer.
func (s *State) answer1(d decision, o option) {
	p := int(d.player)
	switch d.kind {
	case decMain, decPriority:
		switch {
		case o.code == "combat":
			s.step = stepAttack
		case o.code == "pass":
			s.passes++
			s.priority = opponent(s.priority)
		case strings.HasPrefix(o.code, "play:"):
			s.startCard(p, ObjID(o.a), -1)
			s.afterWindowAction(d)
		default:
			s.startAbility(p, ObjID(o.a), o.b)
			s.afterWindowAction(d)
		}
	case decAttack:
		if o.code == "done" {
			s.step = stepBlock
			if len(s.attackers()) == 0 {
				s.step = stepEnd
			}
			return
		}
		s.declareAttacker(ObjID(o.a))
	case decBlock:
		if o.code == "done" {
			s.step, s.priority, s.passes = stepWindow, s.active, 0
			return
		}
		s.declareBlocker(ObjID(o.a), ObjID(o.b))
	case decMode:
		s.jobs[0].chooseMode(o.a)
	case decTarget:
		j := &s.jobs[0]
		if o.code == "done" {
			j.picked++
			return
		}
		j.targets[j.picked] = append(j.targets[j.picked], ref(o.a))
	case decRepeat:
		s.jobs[0].x, s.jobs[0].xSet = o.a, true
	case decSpend:
		j := &s.jobs[0]
		if o.code == "done" {
			j.spendOK = true
			return
		}
		s.spend(p, o.pay)
		j.spent = append(j.spent, o.pay)
	case decPay:
		s.spend(p, o.pay)
		s.jobs[0].paid++
	case decDestroy:
		s.destroy(ObjID(o.a))
		s.jobs[0].wrecked = true
	case decPilot:
		s.objs[o.a].exhausted = true
		s.jobs[0].pilots++
	case decCounter:
		s.jobs[0].stage = stageResolve
		if o.code != "pass" {
			s.startCard(p, ObjID(o.a), s.jobs[0].src)
		}
	case decOptional:
		j := &s.jobs[0]
		j.asked = true
		if o.code == "no" {
			s.jobs = s.jobs[1:]
		}
	case decOrder:
		s.jobs = append(s.jobs, s.triggers[o.a])
		s.triggers = append(s.triggers[:o.a], s.triggers[o.a+1:]...)
	case decUnique:
		for _, id := range d.group {
			if id != ObjID(o.a) {
				s.destroy(id)
			}
		}
	case decSearch:
		s.takeFromDeck(p, o)
	case decLook:
		j := &s.jobs[0]
		s.place(j, j.effects[j.pc].LookAtTop, ObjID(o.a))
	}
}

// afterWindowAction hands priority to the other player after acting in an
// Action Window (4.4.3.1): the passes in succession start again.
func (s *State) afterWindowAction(d decision) {
	if d.kind == decPriority {
		s.passes = 0
		s.priority = opponent(int(d.player))
	}
}

// takeFromDeck finishes a deck search with the chosen card.
func (s *State) takeFromDeck(p int, o option) {
	j := &s.jobs[0]
	e := j.effects[j.pc].SearchDeck
	pl := &s.players[p]
	if o.code != "none" {
		id := ObjID(o.a)
		for i, c := range pl.deck {
			if c == id {
				pl.deck = append(pl.deck[:i], pl.deck[i+1:]...)
				break
			}
		}
		s.log.Add(engine.Event{Kind: evSearch, Player: int8(p), A: id})
		if e.Into == "play" {
			s.enterPlay(id, p)
		} else {
			s.objs[id].zone = inHand
			pl.hand = append(pl.hand, id)
		}
	}
	if e.Shuffle {
		engine.Shuffle(&s.rng, pl.deck)
	}
	j.pc++
}
