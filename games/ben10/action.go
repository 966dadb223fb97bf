package ben10

import (
	"fmt"
	"slices"

	"omnideck/engine"
	"omnideck/kit"
)

// decKind is the kind of question a decision asks.
type decKind uint8

const (
	decNone          decKind = iota
	decFirst                 // the coin flip's winner: go first or second
	decRedraw                // keep the opening hand or redraw once
	decOpen                  // Open phase: which Set card to turn face up
	decMain                  // Main sequence: attack, use, set, move, or end it
	decTransform             // Transformation phase: transform, or end the turn
	decRunner                // a question of the job runner (kit.Ask)
	decAttackedTrick         // an attacked Set Trick: activate it or not
	decPair                  // an effect's transformation: which pair
	decSetBackPick           // which card of a pair to set back in the one free place
	decHandDiscard           // which card to discard from hand for an effect
	decSetArea               // Main sequence, second step: where to set the card chosen
	decAttackTarget          // Main sequence, second step: what the Character chosen attacks
)

// decision is the question the game is waiting on.
type decision struct {
	kind   decKind
	ask    kit.Ask
	player int8
	// card is the card a second step of the Main sequence is about: the
	// card to set (decSetArea) or the attacker (decAttackTarget). Other
	// questions leave it unread.
	card kit.ObjID
}

// The verbs of options (kit.Option.Verb). Cards are named by handle (A,
// B); C is an area or a seat.
const (
	vNone uint8 = iota
	vFirst
	vSecond
	vKeep
	vRedraw
	vOpen
	vOpenNone
	vYes
	vNo
	vDiscard
	vAttack
	vDirect
	vUse
	vSet
	vMove
	vEndMain
	vTransform
	vNoTransform
	vTarget
	vTargetPlayer
	vEnough
	vTrick
	vPass
	vKeepCard
	vBack
	numVerbs
)

// areaEither is an option's area (kit.Option.C) when its card may go to
// either area: where is asked next (decSetArea).
const areaEither = 2

// ask waits for an answer to decision d.
func (s *State) ask(d decision) {
	s.dec = d
	s.optsOK = false
}

// options lists the answers to the current decision, in a fixed order
// that depends only on what the chooser sees. It is kept until the state
// changes.
func (s *State) options() []kit.Option {
	if !s.optsOK {
		s.optIDs = s.optIDs[:0]
		s.opts = s.listOptions(s.opts[:0])
		s.optsOK = true
	}
	return s.opts
}

// push adds option o, about cards a and b (NoObj for none), to the
// options being listed.
func (s *State) push(out []kit.Option, o kit.Option, a, b kit.ObjID) []kit.Option {
	s.optIDs = append(s.optIDs, [2]kit.ObjID{a, b})
	return append(out, o)
}

// handle is card id's handle as options carry it.
func (s *State) handle(id kit.ObjID) uint32 { return uint32(s.obj(id).Handle) }

// byHandle finds a card by handle: first where options name cards (the
// hands, the areas and the cards under them, the cards being used), then
// anywhere.
func (s *State) byHandle(h uint32) kit.ObjID {
	if h == 0 {
		return kit.NoObj
	}
	want := kit.Handle(h)
	for p := range 2 {
		for _, k := range [...]int{zHand, zEarth, zSpace, zUsed} {
			for _, id := range s.t.Zones[zone(p, k)].Cards {
				o := &s.t.Objs[id]
				if o.Handle == want {
					return id
				}
				if o.Under != kit.NoObj && s.t.Objs[o.Under].Handle == want {
					return o.Under
				}
			}
		}
	}
	id, ok := s.t.ByHandle(want)
	if !ok {
		return kit.NoObj
	}
	return id
}

func (s *State) listOptions(out []kit.Option) []kit.Option {
	d := s.dec
	p := int(d.player)
	add := func(v uint8, a, b kit.ObjID, c int) {
		o := kit.Option{Verb: v, C: uint8(c)}
		if a != kit.NoObj {
			o.A = s.handle(a)
		}
		if b != kit.NoObj {
			o.B = s.handle(b)
		}
		out = s.push(out, o, a, b)
	}
	none := kit.NoObj
	switch d.kind {
	case decFirst:
		add(vFirst, none, none, 0)
		add(vSecond, none, none, 0)
	case decRedraw:
		add(vKeep, none, none, 0)
		add(vRedraw, none, none, 0)
	case decOpen:
		any := false
		for a := range 2 {
			for _, id := range s.t.Zones[areaZone(p, a)].Cards {
				if s.canOpen(id) {
					add(vOpen, id, none, 0)
					any = true
				}
			}
		}
		if !any || s.rules.openMay {
			add(vOpenNone, none, none, 0)
		}
	case decMain:
		out = s.mainOptions(p, out)
	case decTransform:
		s.eachPair(p, func(alien, human kit.ObjID) { add(vTransform, alien, human, 0) })
		add(vNoTransform, none, none, 0)
	case decPair:
		s.eachPair(p, func(alien, human kit.ObjID) { add(vTransform, alien, human, 0) })
	case decRunner:
		out = s.runnerOptions(p, out)
	case decAttackedTrick:
		add(vYes, none, none, 0)
		add(vPass, none, none, 0)
	case decSetBackPick:
		top := s.pickTop()
		add(vKeepCard, top, none, 0)
		add(vKeepCard, s.obj(top).Under, none, 0)
	case decHandDiscard:
		out = s.handOptions(p, vDiscard, out)
	case decSetArea, decAttackTarget:
		out = s.stepOptions(p, out)
	}
	return out
}

// handOptions lists one option of verb v for each different card of p's
// hand (copies alike are one option), in hand order.
func (s *State) handOptions(p int, v uint8, out []kit.Option) []kit.Option {
	cards := s.t.Zones[zone(p, zHand)].Cards
	for i, id := range cards {
		if s.dupBefore(cards[:i], id) {
			continue
		}
		out = s.push(out, kit.Option{Verb: v, A: s.handle(id)}, id, kit.NoObj)
	}
	return out
}

// dupBefore reports whether a card alike to id is among before.
func (s *State) dupBefore(before []kit.ObjID, id kit.ObjID) bool {
	for _, b := range before {
		if s.obj(b).Card == s.obj(id).Card {
			return true
		}
	}
	return false
}

// mainOptions lists the Main sequence's options, one for each card that
// can act: attacks (Battle phase), Effect cards to use (Effect phase),
// cards to set (Set phase), moves (Move phase), and ending the sequence.
// Where a card could act in more than one way, the first step names the
// card and the second asks how (mainStep): an attacker with several
// possible targets (attack:<h>, then attack:<h>:<target>), a card that may
// be set in either area (set:<h>:<card>, then set:<h>:<card>:<area>).
// Otherwise the one option does it all.
func (s *State) mainOptions(p int, out []kit.Option) []kit.Option {
	opp := opponent(p)
	var ready [2][areaSlots]kit.ObjID // the Characters that may attack or move, by area
	var nReady [2]int
	for a := range 2 {
		s.eachInArea(p, a, func(id kit.ObjID) {
			if !s.canAttack(id) {
				return
			}
			ready[a][nReady[a]] = id
			nReady[a]++
			switch n := s.t.Count(areaZone(opp, a)); {
			case n == 0:
				out = s.push(out, kit.Option{Verb: vDirect, A: s.handle(id)}, id, kit.NoObj)
			case n == 1:
				t := s.t.Zones[areaZone(opp, a)].Cards[0]
				out = s.push(out, kit.Option{Verb: vAttack, A: s.handle(id), B: s.handle(t)}, id, t)
			default:
				out = s.push(out, kit.Option{Verb: vAttack, A: s.handle(id)}, id, kit.NoObj)
			}
		})
	}
	hand := s.t.Zones[zone(p, zHand)].Cards
	var seen [4]uint64 // the different cards of the hand, as bits
	inPlay := -1       // the in-play Characters, counted when needed
	for _, id := range hand {
		c := s.t.Objs[id].Card
		if c < 256 {
			if seen[c/64]&(1<<(c%64)) != 0 {
				continue
			}
			seen[c/64] |= 1 << (c % 64)
		} else if s.dupBefore(hand[:slices.Index(hand, id)], id) {
			continue
		}
		d := s.defs[c]
		if !d.isEffect() {
			continue
		}
		if inPlay < 0 {
			inPlay = s.countInPlay()
		}
		if len(hand)-1 >= d.cost()-inPlay && (!d.targets || s.canUse(id)) {
			out = s.push(out, kit.Option{Verb: vUse, A: s.handle(id)}, id, kit.NoObj)
		}
	}
	if area := s.setArea(p); area >= 0 {
		seen = [4]uint64{}
		for _, id := range hand {
			c := s.t.Objs[id].Card
			if c < 256 {
				if seen[c/64]&(1<<(c%64)) != 0 {
					continue
				}
				seen[c/64] |= 1 << (c % 64)
			} else if s.dupBefore(hand[:slices.Index(hand, id)], id) {
				continue
			}
			out = s.push(out, kit.Option{Verb: vSet, A: s.handle(id), C: uint8(area)}, id, kit.NoObj)
		}
	}
	for a := range 2 {
		if s.t.Count(areaZone(p, 1-a)) >= areaSlots {
			continue
		}
		for _, id := range ready[a][:nReady[a]] {
			out = s.push(out, kit.Option{Verb: vMove, A: s.handle(id)}, id, kit.NoObj)
		}
	}
	return s.push(out, kit.Option{Verb: vEndMain}, kit.NoObj, kit.NoObj)
}

// setArea is where player p may set a card now (Set phase): 0 Earth or 1
// Space when only that area has a free place, areaEither when both have,
// and -1 when a card may not be set.
func (s *State) setArea(p int) int {
	if s.rules.setOnce && s.setDone {
		return -1
	}
	free := [2]bool{s.t.Count(areaZone(p, 0)) < areaSlots, s.t.Count(areaZone(p, 1)) < areaSlots}
	switch {
	case free[0] && free[1]:
		return areaEither
	case free[0]:
		return 0
	case free[1]:
		return 1
	}
	return -1
}

// stepOptions lists the answers to the second step of a Main sequence
// choice: the areas to set the card in, or the targets of the attacker,
// and going back to the Main sequence's first step.
func (s *State) stepOptions(p int, out []kit.Option) []kit.Option {
	id := s.dec.card
	switch s.dec.kind {
	case decSetArea:
		for a := range 2 {
			out = s.push(out, kit.Option{Verb: vSet, A: s.handle(id), C: uint8(a)}, id, kit.NoObj)
		}
	case decAttackTarget:
		s.eachInArea(opponent(p), s.areaOf(id), func(t kit.ObjID) {
			out = s.push(out, kit.Option{Verb: vAttack, A: s.handle(id), B: s.handle(t)}, id, t)
		})
	}
	return s.push(out, kit.Option{Verb: vBack}, kit.NoObj, kit.NoObj)
}

// runnerOptions lists the answers to the job runner's question.
func (s *State) runnerOptions(p int, out []kit.Option) []kit.Option {
	j := s.top()
	switch s.dec.ask {
	case kit.AskOptional:
		out = s.push(s.push(out, kit.Option{Verb: vYes}, kit.NoObj, kit.NoObj), kit.Option{Verb: vNo}, kit.NoObj, kit.NoObj)
	case kit.AskTarget:
		runner.EachTarget(s, j, func(t kit.Target) bool {
			if t.IsPlayer() {
				out = s.push(out, kit.Option{Verb: vTargetPlayer, C: uint8(t.Player())}, kit.NoObj, kit.NoObj)
			} else {
				out = s.push(out, kit.Option{Verb: vTarget, A: s.handle(t.Obj())}, t.Obj(), kit.NoObj)
			}
			return true
		})
		if sel, _ := runner.Choosing(j); sel != nil && sel.UpTo {
			out = s.push(out, kit.Option{Verb: vEnough}, kit.NoObj, kit.NoObj)
		}
	case kit.AskCost:
		if part := runner.Paying(s, j); part != nil {
			n := len(out)
			out = part.Choices(s, j, out)
			for _, o := range out[n:] {
				s.optIDs = append(s.optIDs, [2]kit.ObjID{s.byHandle(o.A), kit.NoObj})
			}
		}
	case kit.AskWindow:
		s.eachTrick(p, &j.Event, func(id kit.ObjID) {
			out = s.push(out, kit.Option{Verb: vTrick, A: s.handle(id)}, id, kit.NoObj)
		})
		out = s.push(out, kit.Option{Verb: vPass}, kit.NoObj, kit.NoObj)
	}
	return out
}

// pickTop is the transformed pair a decSetBackPick is about: the card the
// set_back effect on top of the stack is setting back.
func (s *State) pickTop() kit.ObjID {
	j := s.top()
	return j.Objs[j.Step-1]
}

// Actors is the player who must decide now.
func (s *State) Actors() engine.PlayerSet {
	if s.over || s.dec.kind == decNone {
		return 0
	}
	return engine.PlayerSet(0).With(int(s.dec.player))
}

// Legal appends player p's options to buf.
func (s *State) Legal(p int, buf []engine.Action) []engine.Action {
	if !s.Actors().Has(p) {
		return buf
	}
	for _, o := range s.options() {
		buf = append(buf, o.Action())
	}
	return buf
}

// find returns player p's option a.
func (s *State) find(p int, a engine.Action) (kit.Option, bool) {
	o, _, ok := s.findAt(p, a)
	return o, ok
}

// findAt returns player p's option a and its place among the options.
func (s *State) findAt(p int, a engine.Action) (kit.Option, int, bool) {
	if !s.Actors().Has(p) {
		return kit.Option{}, -1, false
	}
	for i, o := range s.options() {
		if o.Action() == a {
			return o, i, true
		}
	}
	return kit.Option{}, -1, false
}

// Apply makes player p's choice a.
func (s *State) Apply(p int, a engine.Action) error {
	if s.over {
		return fmt.Errorf("the game is over: %s", s.result)
	}
	if !s.Actors().Has(p) {
		return fmt.Errorf("%s is not asked to decide now (%s is)", engine.PlayerName(p), engine.PlayerName(int(s.dec.player)))
	}
	o, i, ok := s.findAt(p, a)
	if !ok {
		return fmt.Errorf("%s is not one of %s's options now", actionText(a), engine.PlayerName(p))
	}
	s.answerWith(o, s.optIDs[i])
	s.advance()
	return nil
}

// actionText says what an action names, for messages.
func actionText(a engine.Action) string {
	o := kit.Unpack(a)
	if o.Action() != a || o.Verb == vNone || o.Verb >= numVerbs {
		return fmt.Sprintf("action %d (no such option)", uint64(a))
	}
	return fmt.Sprintf("option %q (cards #%d, #%d)", verbCodes[o.Verb], o.A, o.B)
}

// answer does what option o of the current decision says.
func (s *State) answer(o kit.Option) {
	s.answerWith(o, [2]kit.ObjID{s.byHandle(o.A), s.byHandle(o.B)})
}

// answerWith does what option o, about cards ids, says.
func (s *State) answerWith(o kit.Option, ids [2]kit.ObjID) {
	d := s.dec
	p := int(d.player)
	s.dec = decision{}
	s.optsOK = false
	a, b := ids[0], ids[1]
	switch d.kind {
	case decFirst:
		first := p
		if o.Verb == vSecond {
			first = opponent(p)
		}
		s.logf(evOrder, p, boolInt(o.Verb == vFirst), 0)
		s.active = first
		s.step = stepRedraw
	case decRedraw:
		s.redrawn[p] = true
		if o.Verb == vRedraw {
			s.redraw(p)
		}
	case decOpen:
		if o.Verb == vOpen {
			s.open(a)
		}
	case decMain, decSetArea, decAttackTarget:
		s.mainAnswer(p, o, a, b)
	case decTransform:
		s.step = stepEnd
		if o.Verb == vTransform {
			s.transform(a, b)
		}
	case decPair:
		s.transform(a, b)
	case decRunner:
		s.runnerAnswer(p, o, a)
	case decAttackedTrick:
		j := s.top()
		trick := j.Event.Obj
		if o.Verb == vYes {
			s.activate(trick, j.Event, int32(s.stack.Len()-1))
		} else {
			s.logf(evDiscard, p, s.ref(trick), 0)
			s.toDiscard(trick)
		}
	case decSetBackPick:
		j := s.top()
		s.pickSetBack(j.Objs[j.Step-1], a)
		j.Step++
	case decHandDiscard:
		s.toDiscard(a)
		s.logf(evHandDiscard, p, s.ref(a), 0)
		s.top().Step++
	}
}

// mainAnswer does a Main sequence option: a whole choice, or its first
// step, which asks the second (how the card acts); going back from the
// second step asks the first again.
func (s *State) mainAnswer(p int, o kit.Option, a, b kit.ObjID) {
	switch o.Verb {
	case vAttack:
		if b == kit.NoObj {
			s.ask(decision{kind: decAttackTarget, player: int8(p), card: a})
			return
		}
		s.attack(a, b)
	case vDirect:
		s.attack(a, kit.NoObj)
	case vUse:
		s.startEffect(a, fromHand)
	case vSet:
		if o.C == areaEither {
			s.ask(decision{kind: decSetArea, player: int8(p), card: a})
			return
		}
		s.setCard(a, int(o.C))
	case vBack:
		// The Main sequence asks its first step again (turnStep).
	case vMove:
		s.moveCard(a)
	case vEndMain:
		s.step = stepTransform
	}
}

// runnerAnswer gives the job runner its answer.
func (s *State) runnerAnswer(p int, o kit.Option, a kit.ObjID) {
	j := s.top()
	switch o.Verb {
	case vYes:
		if j.Stage == kit.StageBuild && j.Optional && !j.Asked {
			j.Asked = true
			return
		}
		runner.Paying(s, j).Choose(s, j, o)
	case vNo:
		if j.Stage == kit.StageBuild && j.Optional && !j.Asked {
			j.Gone = true
			return
		}
		runner.Paying(s, j).Choose(s, j, o)
	case vTarget:
		runner.Choose(s, j, kit.CardTarget(a))
	case vTargetPlayer:
		runner.Choose(s, j, kit.PlayerTarget(int(o.C)))
	case vEnough:
		runner.Enough(j)
	case vDiscard:
		runner.Paying(s, j).Choose(s, j, o)
	case vTrick:
		runner.Answered(j)
		s.activate(a, j.Event, j.X)
	case vPass:
		runner.Answered(j)
	}
}

// setCard sets card id from hand face down in area a (Set phase).
func (s *State) setCard(id kit.ObjID, a int) {
	p := s.ctrl(id)
	s.t.Place(id, areaZone(p, a), -1, kit.FaceDown)
	s.setDone = true
	s.logf(evSet, p, s.ref(id), int32(a))
	s.fire(kit.NewEvent(bSet, p, id))
}

// moveCard moves Character id to a free place of its other area (Move
// phase).
func (s *State) moveCard(id kit.ObjID) {
	p := s.ctrl(id)
	a := 1 - s.areaOf(id)
	s.t.Place(id, areaZone(p, a), -1, kit.FaceUp)
	s.obj(id).Set(flMoved, true)
	s.logf(evMove, p, s.ref(id), int32(a))
	s.fire(kit.NewEvent(bMove, p, id))
}

func boolInt(b bool) int32 {
	if b {
		return 1
	}
	return 0
}
