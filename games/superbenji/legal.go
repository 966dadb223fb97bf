package superbenji

import (
	"fmt"
	"slices"
	"strings"

	"omnideck/engine"
)

// option is one answer to the current decision: its verb and what it
// names. Its code and label are written only when asked (describe), so that
// listing options stays cheap.
type option struct {
	verb string
	a, b int
	pay  pooled
}

// options lists the answers to the current decision, in a fixed order.
func (s *State) options() []option {
	d := s.dec
	p := int(d.player)
	var out []option
	add := func(verb string, a, b int) { out = append(out, option{verb: verb, a: a, b: b}) }
	switch d.kind {
	case decMain, decPriority:
		window := d.kind == decPriority
		for _, id := range s.players[p].hand {
			if s.canPlayCard(p, id, window) {
				add("play", int(id), 0)
			}
		}
		for _, id := range s.inPlayOf(p) {
			for k := range s.objs[id].def.Abilities {
				if s.canUseAbility(p, id, k) {
					add("use", int(id), k)
				}
			}
		}
		if window {
			add("pass", 0, 0)
		} else {
			add("combat", 0, 0)
		}
	case decAttack:
		for _, id := range s.inPlayOf(p) {
			if s.canAttack(id) {
				add("attack", int(id), 0)
			}
		}
		add("done", 0, 0)
	case decBlock:
		for _, b := range s.inPlayOf(p) {
			for _, a := range s.attackers() {
				if s.canBlock(b, a) {
					add("block", int(b), int(a))
				}
			}
		}
		add("done", 0, 0)
	case decMode:
		j := &s.jobs[0]
		for k, m := range j.effects[firstMode(j.effects)].ChooseOne {
			if s.targetsPossible(p, j.src, m.Effects) {
				add("mode", k, 0)
			}
		}
	case decTarget:
		j := &s.jobs[0]
		for _, r := range s.targetChoices(j) {
			add("target", int(r), 0)
		}
		if sel, _ := chooser(&j.effects[j.picked]); sel.UpTo {
			add("done", 0, 0)
		}
	case decRepeat:
		j := &s.jobs[0]
		c := s.cost(j)
		for n := 1; n <= s.maxRepeat(p, c.Actions, c.Repeat); n++ {
			add("x", n, 0)
		}
	case decSpend:
		for _, pa := range s.distinctPool(p) {
			out = append(out, option{verb: "spend", pay: pa})
		}
		add("done", 0, 0)
	case decPay:
		j := &s.jobs[0]
		syms := s.costSymbols(j)
		for _, pa := range s.payChoices(p, syms[j.paid], syms[j.paid+1:]) {
			out = append(out, option{verb: "pay", a: int(syms[j.paid]), pay: pa})
		}
	case decDestroy:
		j := &s.jobs[0]
		for _, id := range distinctDefs(s, s.destroyChoices(p, *s.cost(j).Destroy)) {
			add("destroy", int(id), 0)
		}
	case decPilot:
		j := &s.jobs[0]
		for _, id := range s.pilotChoices(p, j.src) {
			add("pilot", int(id), 0)
		}
	case decCounter:
		add("pass", 0, 0)
		for _, id := range s.players[p].hand {
			if s.objs[id].def.Counter != nil {
				add("counter", int(id), 0)
			}
		}
	case decOptional:
		add("yes", 0, 0)
		add("no", 0, 0)
	case decOrder:
		for i, t := range s.triggers {
			if int(t.ctrl) == p {
				add("order", i, int(t.src))
			}
		}
	case decUnique:
		for _, id := range d.group {
			add("keep", int(id), 0)
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
		// One option per card, in card order: the deck's order is hidden.
		found := distinctDefs(s, seen)
		slices.SortFunc(found, func(a, b ObjID) int { return strings.Compare(s.objs[a].def.ID, s.objs[b].def.ID) })
		for _, id := range found {
			add("take", int(id), 0)
		}
		add("none", 0, 0)
	case decLook:
		j := &s.jobs[0]
		where := placeOf(j.effects[j.pc].LookAtTop, j.placed)
		for _, id := range j.look {
			add(where, int(id), 0)
		}
	}
	return out
}

// describe writes an option's stable code and its label for people.
func (s *State) describe(o option) (code, label string) {
	id := ObjID(o.a)
	switch o.verb {
	case "play":
		return fmt.Sprintf("play:%d:%s", id, s.slug(id)), "Play " + s.name(id)
	case "use":
		return fmt.Sprintf("use:%d:%d:%s", id, o.b, s.slug(id)), fmt.Sprintf("Use %s: %s", s.name(id), s.objs[id].def.Abilities[o.b].Name)
	case "pass":
		if s.dec.kind == decCounter {
			return "pass", "Let it resolve"
		}
		return "pass", "Pass"
	case "combat":
		return "combat", "Go to combat"
	case "attack":
		return fmt.Sprintf("attack:%d:%s", id, s.slug(id)), "Attack with " + s.name(id)
	case "done":
		switch s.dec.kind {
		case decAttack:
			return "done", "No more attackers"
		case decBlock:
			return "done", "No more blockers"
		case decTarget:
			return "done", "No more targets"
		}
		return "done", "Spend no more"
	case "block":
		return fmt.Sprintf("block:%d:%d", o.a, o.b), fmt.Sprintf("Block %s with %s", s.name(ObjID(o.b)), s.name(id))
	case "mode":
		j := &s.jobs[0]
		return fmt.Sprintf("mode:%d", o.a+1), j.effects[firstMode(j.effects)].ChooseOne[o.a].Label
	case "target":
		return "target:" + s.refCode(ref(o.a)), "Target " + s.refName(ref(o.a))
	case "x":
		return fmt.Sprintf("x:%d", o.a), fmt.Sprintf("Pay %s %d time(s)", s.cost(&s.jobs[0]).Repeat, o.a)
	case "spend":
		return "spend:" + s.pooledCode(o.pay), "Spend " + s.pooledName(o.pay)
	case "pay":
		return "pay:" + s.pooledCode(o.pay), fmt.Sprintf("Pay %s with %s", Symbol(o.a).Name(), s.pooledName(o.pay))
	case "destroy":
		return fmt.Sprintf("destroy:%d", id), "Destroy " + s.name(id)
	case "pilot":
		return fmt.Sprintf("pilot:%d", id), "Exhaust " + s.name(id) + " to pilot"
	case "counter":
		return fmt.Sprintf("counter:%d:%s", id, s.slug(id)), "Answer with " + s.name(id)
	case "yes":
		return "yes", "Use it"
	case "no":
		return "no", "Do not use it"
	case "order":
		return fmt.Sprintf("order:%d:%d", o.a, o.b), "Resolve " + s.name(ObjID(o.b)) + " next"
	case "keep":
		return fmt.Sprintf("keep:%d", id), "Keep " + s.name(id)
	case "take":
		return "take:" + s.slug(id), "Take " + s.name(id)
	case "none":
		return "none", "Take nothing"
	case "hand", "bottom", "top":
		return fmt.Sprintf("%s:%d", o.verb, id), fmt.Sprintf("Put %s on %s", s.name(id), placeName(o.verb))
	}
	return o.verb, o.verb
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
func (s *State) ActionCode(_ int, a engine.Action) string {
	if opts := s.options(); int(a) < len(opts) {
		code, _ := s.describe(opts[a])
		return code
	}
	return fmt.Sprintf("invalid:%d", a)
}

// ActionLabel describes the option for people.
func (s *State) ActionLabel(_ int, a engine.Action) string {
	if opts := s.options(); int(a) < len(opts) {
		_, label := s.describe(opts[a])
		return label
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
	codes := make([]string, len(opts))
	for i, o := range opts {
		codes[i], _ = s.describe(o)
		if codes[i] == code {
			return engine.Action(i), nil
		}
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
		case o.verb == "combat":
			s.step = stepAttack
		case o.verb == "pass":
			s.passes++
			s.priority = opponent(s.priority)
		case o.verb == "play":
			s.startCard(p, ObjID(o.a), -1)
			s.afterWindowAction(d)
		default:
			s.startAbility(p, ObjID(o.a), o.b)
			s.afterWindowAction(d)
		}
	case decAttack:
		if o.verb == "done" {
			s.step = stepBlock
			if len(s.attackers()) == 0 {
				s.step = stepEnd
			}
			return
		}
		s.declareAttacker(ObjID(o.a))
	case decBlock:
		if o.verb == "done" {
			s.step, s.priority, s.passes = stepWindow, s.active, 0
			return
		}
		s.declareBlocker(ObjID(o.a), ObjID(o.b))
	case decMode:
		s.jobs[0].chooseMode(o.a)
	case decTarget:
		j := &s.jobs[0]
		if o.verb == "done" {
			j.picked++
			return
		}
		j.targets[j.picked] = append(j.targets[j.picked], ref(o.a))
	case decRepeat:
		s.jobs[0].x, s.jobs[0].xSet = o.a, true
	case decSpend:
		j := &s.jobs[0]
		if o.verb == "done" {
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
		if o.verb != "pass" {
			s.startCard(p, ObjID(o.a), s.jobs[0].src)
		}
	case decOptional:
		j := &s.jobs[0]
		j.asked = true
		if o.verb == "no" {
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
	if o.verb != "none" {
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
