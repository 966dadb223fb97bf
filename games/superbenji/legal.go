package superbenji

import (
	"fmt"
	"slices"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// options lists the answers to the current decision, in a fixed order that
// depends only on what the chooser sees. Cards the chooser cannot tell
// apart (the same card in the same state) are one option, named by one of
// them (alike). The list is kept until the state changes (stale).
func (s *State) options() []option {
	if !s.optsOK {
		s.opts = s.listOptions(s.opts[:0])
		for i := range s.opts {
			s.opts[i].act = s.encode(&s.opts[i])
		}
		s.optsOK = true
	}
	return s.opts
}

// stale forgets the cached options: the state is about to change.
func (s *State) stale() { s.optsOK = false }

func (s *State) listOptions(out []option) []option {
	d := s.dec
	p := int(d.player)
	add := func(v verb, a ObjID, n int32) { out = s.addOption(out, option{verb: v, a: a, b: -1, n: n}) }
	switch d.kind {
	case decMain, decPriority:
		window := d.kind == decPriority
		for _, id := range s.hand(p) {
			if s.canPlayCard(p, id, window) {
				add(vPlay, id, 0)
			}
		}
		for _, id := range s.field() {
			if int(s.t.Objs[id].Ctrl) != p {
				continue
			}
			for k := range s.def(id).Abilities {
				if s.canUseAbility(p, id, k) {
					add(vUse, id, int32(k))
				}
			}
		}
		if window {
			add(vPass, -1, 0)
		} else {
			add(vCombat, -1, 0)
		}
	case decAttack:
		able := 0
		for _, id := range s.field() {
			if int(s.t.Objs[id].Ctrl) == p && s.canAttack(id) {
				add(vAttack, id, 0)
				able++
			}
		}
		if able > 1 {
			add(vAttackAll, -1, 0)
		}
		add(vDone, -1, 0)
	case decBlock:
		for _, b := range s.field() {
			if int(s.t.Objs[b].Ctrl) != p {
				continue
			}
			for _, a := range s.field() {
				if s.objs[a].attacking && s.canBlock(b, a) {
					out = s.addOption(out, option{verb: vBlock, a: b, b: a})
				}
			}
		}
		add(vDone, -1, 0)
	case decMode:
		j := s.top()
		_, modes := runner.Modal(j)
		for k := range modes {
			if runner.ModeOpen(s, j, k) {
				add(vMode, -1, int32(k))
			}
		}
	case decTarget:
		j := s.top()
		runner.EachTarget(s, j, func(t kit.Target) bool {
			if t.IsPlayer() {
				add(vTargetPlayer, -1, int32(t.Player()))
			} else {
				add(vTarget, t.Obj(), 0)
			}
			return true
		})
		if sel, _ := runner.Choosing(j); sel.UpTo {
			add(vDone, -1, 0)
		}
	case decRepeat, decSpend, decPay, decDestroy, decPilot:
		// The question of the cost part being paid (costs.go).
		j := s.top()
		s.kitOpts = runner.Paying(s, j).Choices(s, j, s.kitOpts[:0])
		for _, ko := range s.kitOpts {
			out = s.addOption(out, fromKit(ko))
		}
	case decCounter:
		add(vPass, -1, 0)
		for _, id := range s.hand(p) {
			if s.def(id).Counter != nil {
				add(vCounter, id, 0)
			}
		}
	case decOptional:
		add(vYes, -1, 0)
		add(vNo, -1, 0)
	case decOrder:
		out = s.orderOptions(p, out)
	case decUnique:
		for _, id := range d.group {
			add(vKeep, id, 0)
		}
	case decSearch:
		j := s.top()
		s.searchOptions(p, j.Effects[j.PC].Params.(*SearchDeck), add)
	case decLook:
		j := s.top()
		v := placeVerbs[placeOf(j.Effects[j.PC].Params.(*LookAtTop), int(j.Step)-1)]
		for _, id := range s.looking(p) {
			add(v, id, 0)
		}
	}
	return out
}

// orderOptions lists p's waiting triggers to resolve next (9.4.4): one
// option per trigger, alike triggers (same source, same ability, same
// actions spent) once; m numbers those of one source and ability that
// differ.
func (s *State) orderOptions(p int, out []option) []option {
	first := len(out)
	for i := range s.triggers {
		t := &s.triggers[i]
		if int(t.Ctrl) != p {
			continue
		}
		n := int32(t.Ability) + 1
		if t.Kind == jobDelayed {
			n = 0
		}
		dup, m := false, int32(0)
		for _, o := range out[first:] {
			if o.a != t.Src || o.n != n {
				continue
			}
			u := &s.triggers[o.at]
			if u.Kind == t.Kind && slices.Equal(u.Vals, t.Vals) && sameEffects(u.Effects, t.Effects) {
				dup = true
				break
			}
			m++
		}
		if !dup {
			out = append(out, option{verb: vOrder, a: t.Src, b: -1, n: n, m: m, at: int32(i)})
		}
	}
	return out
}

func sameEffects(a, b []kit.Effect) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

// addOption appends o to out unless an option there does the same with
// cards alike to o's: then the one of them that other players know best,
// else the one with the lowest handle, stands for both (alike). The
// options keep the order in which their groups first appear.
func (s *State) addOption(out []option, o option) []option {
	for k := range out {
		x := &out[k]
		if x.verb != o.verb || x.n != o.n || x.a < 0 || o.a < 0 || !s.alike(x.a, o.a) {
			continue
		}
		if (x.b < 0) != (o.b < 0) || (x.b >= 0 && !s.alike(x.b, o.b)) {
			continue
		}
		if s.preferred(o.a, x.a) {
			x.a = o.a
		}
		if o.b >= 0 && s.preferred(o.b, x.b) {
			x.b = o.b
		}
		return out
	}
	return append(out, o)
}

// reps keeps one object of each group of alike objects of ids, in the order
// the groups first appear: the one other players know best, then the one
// with the lowest handle.
func (s *State) reps(ids []ObjID) []ObjID {
	out := make([]ObjID, 0, len(ids))
	for _, id := range ids {
		found := false
		for k, r := range out {
			if s.alike(r, id) {
				if s.preferred(id, r) {
					out[k] = id
				}
				found = true
				break
			}
		}
		if !found {
			out = append(out, id)
		}
	}
	return out
}

// preferred reports whether a should stand for its group rather than b:
// a card its owner's opponent knows (so that what they know stays true
// when its owner plays "a copy"), else the lower handle.
func (s *State) preferred(a, b ObjID) bool {
	oa, ob := &s.t.Objs[a], &s.t.Objs[b]
	other := opponent(int(oa.Owner))
	if ka, kb := oa.Known.Has(other), ob.Known.Has(other); ka != kb {
		return ka
	}
	return oa.Handle < ob.Handle
}

// alike reports whether objects a and b are the same to every player: the
// same printed card in the same place and, in play, in the same state
// (whether it entered play this turn only for a card that is or may
// become a character), with the same changes on it and nothing that names
// one but not the other. Choosing either leads to the same game.
func (s *State) alike(a, b ObjID) bool {
	if a == b {
		return true
	}
	ka, kb := &s.t.Objs[a], &s.t.Objs[b]
	if ka.Card != kb.Card || ka.Zone != kb.Zone || ka.Owner != kb.Owner || ka.Ctrl != kb.Ctrl {
		return false
	}
	if ka.Zone != zPlay {
		return true
	}
	oa, ob := &s.objs[a], &s.objs[b]
	x, y := *oa, *ob
	x.enteredTurn, y.enteredTurn = boolInt(oa.enteredTurn == int32(s.turn)), boolInt(ob.enteredTurn == int32(s.turn))
	if d := s.def(a); !d.character && d.Pilot == 0 {
		// When a card entered play matters only to a character's
		// attack (6.1.2): two Food tokens are alike whenever made.
		x.enteredTurn, y.enteredTurn = 0, 0
	}
	if x != y || x.blocking >= 0 || x.blockedBy >= 0 {
		return false
	}
	if s.named(a) || s.named(b) {
		return false
	}
	var ma, mb []kit.Modifier
	for _, m := range s.mods {
		switch m.Obj {
		case a:
			m.Obj = kit.NoObj
			ma = append(ma, m)
		case b:
			m.Obj = kit.NoObj
			mb = append(mb, m)
		}
	}
	return slices.Equal(ma, mb)
}

func boolInt(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

// named reports whether something in the game names object id: a card,
// ability or trigger on its way, a chosen target, a change it made, or
// actions it generated.
func (s *State) named(id ObjID) bool {
	for _, js := range [][]kit.Job{s.stack.Jobs, s.triggers} {
		for i := range js {
			j := &js[i]
			if j.Src == id {
				return true
			}
			for _, c := range j.Chosen {
				if c.T == kit.CardTarget(id) {
					return true
				}
			}
		}
	}
	for i := range s.later {
		if s.later[i].job.Src == id {
			return true
		}
	}
	for i := range s.mods {
		if s.mods[i].Source == id {
			return true
		}
	}
	for p := range s.players {
		for _, a := range s.players[p].pool {
			if a.src == id {
				return true
			}
		}
	}
	return false
}

// Legal lists player p's options.
func (s *State) Legal(p int, buf []engine.Action) []engine.Action {
	if s.over || s.dec.kind == decNone || int(s.dec.player) != p {
		return buf
	}
	for i := range s.options() {
		buf = append(buf, s.opts[i].act)
	}
	return buf
}

// find is p's current option whose action is a.
func (s *State) find(p int, a engine.Action) (option, bool) {
	if s.over || s.dec.kind == decNone || int(s.dec.player) != p {
		return option{}, false
	}
	for i := range s.options() {
		if s.opts[i].act == a {
			return s.opts[i], true
		}
	}
	return option{}, false
}

// ActionCode is the stable code of p's option a.
func (s *State) ActionCode(p int, a engine.Action) string {
	if o, ok := s.find(p, a); ok {
		return s.code(o)
	}
	return fmt.Sprintf("invalid:%d", uint64(a))
}

// ActionLabel describes p's option a for people: distinct from the label
// of each other option (labels.go).
func (s *State) ActionLabel(p int, a engine.Action) string {
	o, ok := s.find(p, a)
	if !ok {
		return "not an option now: " + actionText(a)
	}
	return s.labels()[s.indexOf(o)]
}

func (s *State) indexOf(o option) int {
	for i := range s.opts {
		if s.opts[i] == o {
			return i
		}
	}
	return -1
}

// ParseAction finds p's option with this code.
func (s *State) ParseAction(p int, code string) (engine.Action, error) {
	code = strings.TrimSpace(code)
	if s.over || s.dec.kind == decNone || int(s.dec.player) != p {
		return 0, fmt.Errorf("%s has nothing to decide now", playerName(p))
	}
	opts := s.options()
	codes := make([]string, len(opts))
	for i := range opts {
		codes[i] = s.code(opts[i])
		if codes[i] == code {
			return opts[i].act, nil
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
	o, ok := s.find(p, a)
	if !ok {
		return fmt.Errorf("%s is not one of the %d options %s has now", actionText(a), len(s.opts), playerName(p))
	}
	s.memo.Forget()
	s.answer(o)
	s.advance()
	return nil
}

// answer carries out option o of the current decision.
func (s *State) answer(o option) {
	d := s.dec
	s.dec = decision{}
	s.stale()
	p := int(d.player)
	switch d.kind {
	case decMain, decPriority:
		switch o.verb {
		case vCombat:
			s.step = stepAttack
		case vPass:
			s.passes++
			s.priority = opponent(s.priority)
		case vPlay:
			s.startCard(p, o.a, -1)
			s.afterWindowAction(d)
		default:
			s.startAbility(p, o.a, int(o.n))
			s.afterWindowAction(d)
		}
	case decAttack:
		switch o.verb {
		case vDone:
			s.step = stepBlock
			if !s.anyAttacking() {
				s.step = stepEnd
			}
		case vAttackAll:
			// Every character able to attack attacks, in the order they
			// are in play; their attack triggers then wait in line
			// together (9.4.4), and the declaration is over.
			for _, id := range s.ableAttackers(p) {
				s.declareAttacker(id)
			}
			s.step = stepBlock
		default:
			s.declareAttacker(o.a)
		}
	case decBlock:
		if o.verb == vDone {
			s.step, s.priority, s.passes = stepWindow, s.active, 0
			return
		}
		s.declareBlocker(o.a, o.b)
	case decMode:
		runner.ChooseMode(s.top(), int(o.n))
	case decTarget:
		// The option is one of the candidates the runner offered
		// (runner.EachTarget): it is taken as it is.
		j := s.top()
		switch o.verb {
		case vDone:
			runner.Enough(j)
		case vTargetPlayer:
			j.Chosen = append(j.Chosen, kit.Chosen{Effect: j.Picked, T: kit.PlayerTarget(int(o.n))})
		default:
			j.Chosen = append(j.Chosen, kit.Chosen{Effect: j.Picked, T: kit.CardTarget(o.a)})
		}
	case decRepeat, decSpend, decPay, decDestroy, decPilot:
		j := s.top()
		runner.Paying(s, j).Choose(s, j, kitOption(o))
	case decCounter:
		j := s.top()
		runner.Answered(j)
		if o.verb != vPass {
			s.startCard(p, o.a, j.Src)
		}
	case decOptional:
		j := s.top()
		j.Asked = true
		j.Gone = o.verb == vNo
	case decOrder:
		s.queue(s.triggers[o.at])
		s.triggers = slices.Delete(s.triggers, int(o.at), int(o.at)+1)
	case decUnique:
		for _, id := range d.group {
			if id != o.a {
				s.destroyFor(id, whyUnique)
			}
		}
	case decSearch:
		j := s.top()
		s.takeFromDeck(p, j.Effects[j.PC].Params.(*SearchDeck), o)
	case decLook:
		j := s.top()
		s.place(j, j.Effects[j.PC].Params.(*LookAtTop), o.a)
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
