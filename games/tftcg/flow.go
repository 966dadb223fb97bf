package tftcg

import (
	"fmt"

	"omnideck/engine"
	"omnideck/kit"
)

// The verbs of options (kit.Option.Verb).
const (
	vFlip     = iota + 1 // flip character A to its other mode
	vNoFlip              // basic version: go on to the attack without flipping
	vAttacker            // attack with character A
	vDefender            // attack character A
	vAction              // play Action A from hand
	vSecret              // play Secret Action A face down
	vUpgrade             // put Upgrade A on character B; with no B, choose the character next (stepUpgradeOn)
	vEnd                 // end the turn
	vSwap                // swap hand card A for flipped green card B
	vNoSwap              // swap nothing
	vYes                 // use a "you may" ability
	vNo                  // do not use it
	vPay                 // pay an ability's cost with card A
	vDecline             // pay no cost: the ability does nothing
	vPick                // choose card A for an effect
	vNone                // choose no card for an effect that may
	vBack                // put the Upgrade being played back in hand and choose another card
	vOrder               // resolve first the waiting ability of card A (about card B), the C-th of its list
	vMode                // choose mode C-1 of the modal effect ("choose one")
	vOutside             // choose the card of definition A-1 from outside the game
	vCount               // choose the number C for an effect ("up to N": move_up_to.go)
	vTap                 // use the Tap ability C-1 of character A's mode (tap.go)
	numVerbs
)

// Actors is the player deciding now: the active player, or the player
// asked about a green swap, until the game ends.
func (s *State) Actors() engine.PlayerSet {
	if s.over {
		return 0
	}
	return engine.PlayerSet(0).With(s.decider())
}

// decider is the player deciding now.
func (s *State) decider() int {
	if s.ask != 0 {
		return s.asker
	}
	if s.step == stepSwap {
		return s.swapper
	}
	return s.active
}

// options are the options of the decision now, worked out once.
func (s *State) options() []kit.Option {
	if s.optsOK {
		return s.opts
	}
	s.opts = s.opts[:0]
	p := s.active
	if s.ask != 0 {
		s.askOptions()
		s.optsOK = true
		return s.opts
	}
	switch s.step {
	case stepMain:
		if !s.rules.basic {
			s.mainOptions(p)
			break
		}
		if !s.flipped {
			for _, id := range s.team[p] {
				if s.onField(id) && s.card(id).canFlip() {
					s.flipOptions(id)
				}
			}
		}
		s.opts = append(s.opts, kit.Option{Verb: vNoFlip})
	case stepAttacker:
		for _, id := range s.team[p] {
			if s.canAttack(p, id) {
				s.opts = append(s.opts, kit.Option{Verb: vAttacker, A: s.handle(id)})
			}
		}
	case stepDefender:
		for _, id := range s.team[opponent(p)] {
			if s.mayDefend(id) {
				s.opts = append(s.opts, kit.Option{Verb: vDefender, A: s.handle(id)})
			}
		}
	case stepSwap:
		s.swapOptions(s.swapper)
	case stepUpgradeOn:
		var room [teamRoom]kit.ObjID
		for _, ch := range s.upgradeTargetsIn(s.playing, p, room[:0]) {
			s.opts = append(s.opts, kit.Option{Verb: vUpgrade, A: s.handle(s.playing), B: s.handle(ch)})
		}
		s.opts = append(s.opts, kit.Option{Verb: vBack})
	}
	s.optsOK = true
	return s.opts
}

// Legal appends player p's options to buf.
func (s *State) Legal(p int, buf []engine.Action) []engine.Action {
	if s.over || p != s.decider() {
		return buf
	}
	for _, o := range s.options() {
		buf = append(buf, o.Action())
	}
	return buf
}

// find is player p's option a, if it is one now.
func (s *State) find(p int, a engine.Action) (kit.Option, bool) {
	if s.over || p != s.decider() {
		return kit.Option{}, false
	}
	return kit.Find(s.options(), a)
}

// Apply makes player p's choice a.
func (s *State) Apply(p int, a engine.Action) error {
	if s.over {
		return fmt.Errorf("the game is over")
	}
	if p != s.decider() {
		return fmt.Errorf("%s has nothing to decide now", engine.PlayerName(p))
	}
	o, ok := s.find(p, a)
	if !ok {
		return fmt.Errorf("%s: not one of %s's options now", s.ActionCode(p, a), engine.PlayerName(p))
	}
	s.memo.forget()
	s.do(o)
	s.settle()
	return nil
}

// answer takes the answer o to the question an ability asks.
func (s *State) answerAsk(o kit.Option) {
	j := s.jobs.Top()
	q := s.ask
	s.ask, s.optsOK = 0, false
	switch q {
	case kit.AskOptional:
		if o.Verb == vNo {
			j.Gone = true
			s.logf(evDeclined, int(j.Ctrl), s.ref(j.Src), 0)
		}
		j.Asked = true
	case kit.AskCost:
		runner.Paying(s, j).Choose(s, j, o)
		if j.Declined {
			s.logf(evDeclined, int(j.Ctrl), s.ref(j.Src), 0)
		}
	case askPick:
		id := kit.NoObj
		switch o.Verb {
		case vPick:
			id = s.byHandle(o.A)
		case vOutside:
			id = kit.ObjID(o.A - 1) // a card's definition, not an object
		case vFlip:
			id = kit.ObjID(o.C - 1) // a mode's index
		case vCount:
			id = kit.ObjID(o.C) // a number
		}
		s.answerPick(id)
	case askOrder:
		s.resolveFirst(o)
	case askReplace:
		s.answerReplace(o)
	case askRoom:
		s.answerRoom(o)
	case kit.AskMode:
		if k := int(o.C) - 1; k >= 0 {
			runner.ChooseMode(j, k)
			s.logf(evChoose, int(j.Ctrl), s.ref(j.Src), int32(k))
		}
	}
}

// do carries out option o of the active player.
func (s *State) do(o kit.Option) {
	s.optsOK = false
	switch o.Verb {
	case vYes, vNo, vPay, vDecline, vPick, vNone, vOrder, vMode, vOutside, vCount:
		s.answerAsk(o)
	case vFlip:
		if s.ask != 0 {
			s.answerAsk(o) // the mode a triple changer flips to
			break
		}
		s.flipped = true
		s.flipToMode(s.byHandle(o.A), s.flipMode(o))
		if s.rules.basic {
			s.step = stepAttacker
		}
	case vNoFlip:
		s.step = stepAttacker
	case vAttacker:
		s.attacker = s.byHandle(o.A)
		s.step = stepDefender
		s.reveal(opponent(s.active), WhenRevealAttacker, s.attacker)
	case vDefender:
		s.defender = s.byHandle(o.A)
		s.attack()
	case vAction, vSecret:
		s.playAction(s.fromTop(s.byHandle(o.A)), o.Verb == vSecret)
	case vUpgrade:
		if o.B == 0 {
			s.chooseUpgrade(s.byHandle(o.A))
			break
		}
		s.step, s.playing = stepMain, kit.NoObj
		s.playUpgrade(s.fromTop(s.byHandle(o.A)), s.byHandle(o.B))
	case vBack:
		s.putBack()
	case vTap:
		s.useTap(o)
	case vEnd:
		s.endTurn()
	case vSwap:
		s.swap(s.swapper, s.byHandle(o.A), s.byHandle(o.B))
		s.nextSwap()
	case vNoSwap:
		s.nextSwap()
	}
}

// settle moves the abilities under way on, and makes the decisions that
// have only one option, until one with a real choice, or the end of the
// game.
func (s *State) settle() {
	for !s.over {
		s.run()
		if s.over {
			return
		}
		s.seeTops() // Major Shockwave (top_in_hand.go)
		opts := s.options()
		if len(opts) != 1 {
			return
		}
		s.do(opts[0])
	}
}

// startTurn begins player p's turn: in the standard game, p's Secret
// Actions of the last turn are scrapped and p draws a card (rules 1.0,
// taking a turn).
func (s *State) startTurn(p int) {
	s.turn++
	s.active = p
	s.flipped, s.played, s.upgraded = false, false, false
	s.tapUsed = false
	s.more.actions, s.more.follow, s.more.following, s.more.allOut = 0, kit.NoObj, false, false
	s.more.pincer = pincerState{}
	s.xa = extraAttack{}
	s.attacks = 0
	s.whiteAttacks = [2]int8{}
	for _, id := range s.team[p] {
		s.obj(id).Counters[cAttacks] = 0
	}
	s.step = stepMain
	s.attacker, s.defender, s.redirect = kit.NoObj, kit.NoObj, kit.NoObj
	s.optsOK = false
	s.turns[p]++
	s.logf(evTurn, p, int32(s.turn), 0)
	if !s.rules.basic {
		// Line 43, "once all characters on both sides are tapped, untap
		// them all", holds at the start of a turn too: effects outside
		// attacks (a tap, a KO) may have tapped every character left.
		if !s.anyUntapped(p) && !s.anyUntapped(opponent(p)) {
			s.untapAll(p)
		}
		s.scrapSecrets(p)
		if s.turn > 1 || s.rules.firstDraw {
			s.draw(p, 1)
		}
		for _, id := range s.team[p] {
			s.trigger(id, WhenTurnStarts)
		}
	}
	s.settle()
}

// endTurn starts the abilities of the end of the turn ("At the end of
// your turn", and effects waiting for it), and once they are done scraps
// the cards flipped this turn and passes the turn.
func (s *State) endTurn() {
	p := s.active
	switch {
	case s.more.turnEnded: // the Upgrades kept as a slot given until now went (room.go)
		s.more.turnEnded = false
	case !s.more.ending && !s.rules.basic && !s.over && s.endAbilities(p):
		s.more.ending = true
		s.then = thenEndTurn
		return
	default:
		s.more.ending = false
		if s.turnEnds(); s.checkEnd() {
			return
		}
		if s.more.nRoom > 0 {
			s.more.turnEnded = true
			s.then = thenEndTurn
			return
		}
	}
	for q := range 2 {
		z := zone(q, zFlip)
		for s.t.Count(z) > 0 {
			s.t.Place(s.t.Top(z), s.scrapZone(q), -1, kit.FaceUp)
		}
	}
	s.scrapActions(p)
	if len(s.mods) > 0 {
		s.mods.EndTurn(&s.t)
	}
	for _, id := range s.team[p] {
		s.obj(id).Set(flReach, false)
	}
	s.startTurn(s.nextPlayer(p))
}

// flipTo flips character id to its other mode and starts its "when you
// flip to this mode" abilities when it is on the battlefield.
func (s *State) flipTo(id kit.ObjID) { s.flipToMode(id, s.nextMode(id)) }

// flipToMode flips character id to its mode next, as flipTo does.
func (s *State) flipToMode(id kit.ObjID, next int) {
	// "When you flip one of your other Cars to bot mode" is heard as the
	// flip begins, so that its condition sees the vehicle it flips from.
	if s.onField(id) && s.card(id).Modes[next].Mode == ModeBot && s.mode(id).Mode != ModeBot {
		s.hear(int(s.obj(id).Owner), WhenAllyFlipsBot, id)
	}
	s.setMode(id, next)
	if s.onField(id) {
		s.trigger(id, WhenFlipTo)
	} else {
		s.trigger(id, WhenKOFlipTo)
	}
}

// setMode turns character id to its mode next.
func (s *State) setMode(id kit.ObjID, next int) {
	o := s.obj(id)
	o.Counters[cMode] = int16(next)
	if !s.jr.Quiet {
		f := s.now(id)
		s.logf(evFlipMode, int(o.Owner), s.ref(id), packMode(next, f.atk, f.def, !s.onField(id)))
	}
}

// nextMode is the index of the mode a flip turns character id to.
func (s *State) nextMode(id kit.ObjID) int {
	c := s.card(id)
	if s.mode(id).Mode == ModeBot {
		return 0
	}
	return max(c.modeIndex(ModeBot), 0)
}

// canAttack reports whether player p may attack with character id: in
// the basic version, not the one that attacked on p's last turn unless it
// is p's only character left (2.1, step 2).
func (s *State) canAttack(p int, id kit.ObjID) bool {
	if !s.onField(id) {
		return false
	}
	last := s.lastAttacker[p]
	if id != last {
		return true
	}
	for _, other := range s.team[p] {
		if other != id && s.onField(other) {
			return false
		}
	}
	return true
}

// mayDefend reports whether the active player may attack character id:
// one on the battlefield; in the standard game a tapped one when its
// player has one (line 31), then a Brave one if any, then one without
// Stealth if any (docs/rules/tftcg.md).
func (s *State) mayDefend(id kit.ObjID) bool {
	if !s.onField(id) {
		return false
	}
	if s.rules.basic {
		return true
	}
	if pc := &s.more.pincer; pc.active && id != pc.on {
		return false // Pincer Movement's extra attack is against the same enemy
	}
	q := int(s.obj(id).Owner)
	tapped := s.anyTapped(q)
	reach := s.attacker != kit.NoObj && s.obj(s.attacker).Has(flReach)
	// A second attack of Blurr's is on an untapped enemy
	// (Rules_Roundup-2019-03-22.xml#322-6); otherwise a tapped one when
	// there is one, unless the attacker may attack untapped ones as
	// though they were tapped.
	legal := func(d kit.ObjID) bool {
		switch {
		case s.more.following:
			return !s.tapped(d)
		case tapped && !reach:
			return s.tapped(d)
		}
		return true
	}
	if !legal(id) {
		return false
	}
	var brave, open bool // some legal defender is Brave; some is not Stealthy
	for _, d := range s.team[q] {
		if s.onField(d) && legal(d) {
			brave = brave || s.isBrave(d)
			open = open || !s.isStealthy(d)
		}
	}
	switch {
	case brave:
		return s.isBrave(id)
	case open:
		return !s.isStealthy(id)
	}
	return true
}

// isBrave and isStealthy report whether character id has Brave, or
// Stealth, in force, its mode's or an ability's: a character with both is
// attacked as one with neither (Wave-2-3.xml#13, Rules_Roundup-2019-08-23.xml#4-1).
func (s *State) isBrave(id kit.ObjID) bool {
	b, st := s.keywordsOf(id)
	return b && !st
}

func (s *State) isStealthy(id kit.ObjID) bool {
	b, st := s.keywordsOf(id)
	return st && !b
}

// keywordsOf reports whether character id has Brave and Stealth.
func (s *State) keywordsOf(id kit.ObjID) (brave, stealth bool) {
	m := s.mode(id)
	brave, stealth = m.Brave, m.Stealth
	if s.more.flags&(flagBrave|flagStealth) != 0 {
		brave = brave || s.staticHas(id, flagBrave)
		stealth = stealth || s.staticHas(id, flagStealth)
	}
	return s.usableKeywords(id, brave, stealth)
}
