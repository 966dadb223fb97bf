package superbenji

import (
	"slices"

	"omnideck/engine"
	"omnideck/kit"
)

// runJobs moves the first job along, or puts waiting triggers in line; it
// reports whether it did anything.
func (s *State) runJobs() bool {
	if len(s.jobs) == 0 {
		if len(s.triggers) == 0 {
			return false
		}
		s.lineUpTriggers()
		return true
	}
	j := &s.jobs[0]
	if j.gone {
		s.popJob()
		return true
	}
	switch j.stage {
	case stageBuild:
		s.build(j)
	case stageCounter:
		s.ask(decCounter, opponent(int(j.ctrl)))
	case stageResolve:
		s.resolveStep(j)
	}
	return true
}

// lineUpTriggers puts waiting triggers in line: the active player's first,
// then the opponent's, each player choosing the order of their own when
// they have several (9.4.4).
func (s *State) lineUpTriggers() {
	for _, p := range []int{s.active, opponent(s.active)} {
		var mine []int
		for i := range s.triggers {
			if int(s.triggers[i].ctrl) == p {
				mine = append(mine, i)
			}
		}
		switch {
		case len(mine) > 1:
			s.ask(decOrder, p)
			return
		case len(mine) == 1:
			s.jobs = append(s.jobs, s.triggers[mine[0]])
			s.triggers = append(s.triggers[:mine[0]], s.triggers[mine[0]+1:]...)
		}
	}
}

// fire puts the triggers of card id for event in waiting.
func (s *State) fire(id ObjID, event string) {
	if !s.hasText(id) {
		return
	}
	for k, t := range s.def(id).Triggers {
		if t.On == event {
			s.trigger(id, k)
		}
	}
}

// fireCardPlayed fires the card_played triggers that match card played.
func (s *State) fireCardPlayed(played ObjID) {
	for _, id := range s.field() {
		if !s.hasText(id) {
			continue
		}
		for k, t := range s.def(id).Triggers {
			if t.On == "card_played" && t.Filter != nil && s.matches(*t.Filter, s.ctrl(id), played) {
				s.trigger(id, k)
			}
		}
	}
}

func (s *State) trigger(id ObjID, k int) {
	t := &s.def(id).Triggers[k]
	ctrl := s.t.Objs[id].Ctrl
	s.triggers = append(s.triggers, job{kind: jobTrigger, src: id, ctrl: ctrl, ability: int8(k),
		effects: t.Effects, targets: make([][]ref, len(t.Effects)), counter: -1})
	s.log.Add(engine.Event{Kind: evTrigger, Player: ctrl, A: s.cardRef(id), B: int32(k)})
}

// resolveStep resolves the job's next effect (9.4.1-9.4.3), or finishes it.
func (s *State) resolveStep(j *job) {
	if !j.begun {
		j.begun = true
		d := s.def(j.src)
		if j.kind == jobCard && d.Type == "action" && len(d.Actions) > 0 {
			s.addActions(int(j.ctrl), d.Actions, -1, j.src)
		}
	}
	if j.pc < len(j.effects) {
		if s.resolveEffect(j) {
			j.pc++
		}
		return
	}
	done := *j
	s.popJob()
	s.finish(&done)
}

// finish puts a resolved card where it goes.
func (s *State) finish(j *job) {
	if j.kind != jobCard {
		return
	}
	d := s.def(j.src)
	if d.Counter != nil {
		s.counterAnswer(j)
	}
	if d.Type == "action" {
		s.toDiscard(j.src)
		return
	}
	s.enterPlay(j.src, int(j.ctrl))
}

// answer resolves a counter card: the card it answers goes back to the top
// of its owner's deck instead of resolving.
func (s *State) counterAnswer(j *job) {
	for i := range s.jobs {
		t := &s.jobs[i]
		if t.kind != jobCard || t.src != j.counter || t.gone {
			continue
		}
		t.gone = true
		s.log.Add(engine.Event{Kind: evCountered, Player: int8(s.owner(t.src)), A: s.cardRef(t.src)})
		s.toDeckTop(t.src) // known to all: it was played
		return
	}
}

// enterPlay puts a permanent into play under p: a character or artifact
// adds its actions (6.1.5), a new Location replaces the old (6.4.2), and
// enters-play triggers fire.
func (s *State) enterPlay(id ObjID, p int) {
	d := s.def(id)
	if d.Type == "location" {
		for _, other := range s.inPlayOf(p) {
			if s.def(other).Type == "location" {
				s.destroy(other)
			}
		}
	}
	s.t.Place(id, zPlay, -1, kit.FaceUp)
	s.t.Objs[id].Ctrl = int8(p)
	o := &s.objs[id]
	o.enteredTurn = int32(s.turn)
	o.exhausted, o.damage, o.lethalHit, o.counterA, o.counterH = false, 0, false, 0, 0
	o.attacked, o.exhaustUsed, o.uses = false, false, [4]uint8{}
	s.log.Add(engine.Event{Kind: evEnter, Player: int8(p), A: s.cardRef(id)})
	s.addActions(p, d.Actions, -1, id)
	s.fire(id, "enters_play")
}

// destroy takes a card out of play: tokens are removed from the game
// (6.6.2), other cards go to their owner's discard pile.
func (s *State) destroy(id ObjID) {
	if s.zoneOf(id) != inPlay {
		return
	}
	o := &s.objs[id]
	wasChar := s.isCharacter(id)
	ctrl := s.t.Objs[id].Ctrl
	s.log.Add(engine.Event{Kind: evDestroy, Player: ctrl, A: s.cardRef(id)})
	if s.def(id).Token {
		s.t.Remove(id)
	} else {
		s.toDiscard(id)
	}
	for _, other := range s.field() {
		if s.objs[other].blockedBy == id {
			s.objs[other].blockedBy = -1
		}
	}
	o.attacking, o.blocking, o.blockedBy = false, -1, -1
	if wasChar {
		for _, w := range s.watches {
			if w.player == ctrl {
				s.loseLife(int(w.player), int(w.damage), id)
			}
		}
	}
}

func (s *State) loseLife(p, n int, src ObjID) {
	s.players[p].life -= n
	s.log.Add(engine.Event{Kind: evPlayerDamage, Player: int8(p), A: s.cardRef(src), B: int32(n)})
}

// refs is what an effect's selector touches now: chosen targets still legal
// (9.5.2, 9.5.3), the card itself, its controller, or every match. ok is
// false when every chosen target has become illegal.
func (s *State) touched(j *job, i int, sel Selector) (out []ref, ok bool) {
	p := int(j.ctrl)
	switch {
	case sel.Target != "" || sel.Choose != "":
		chosen := j.targets[i]
		if len(chosen) == 0 {
			return nil, false
		}
		legal := s.candidates(p, j.src, sel, j.effects[i].Fight != nil)
		for _, r := range chosen {
			for _, l := range legal {
				if r == l {
					out = append(out, r)
				}
			}
		}
		return out, len(out) > 0
	case sel.Self:
		return []ref{objRef(j.src)}, true
	case sel.You:
		return []ref{playerRef(p)}, true
	case sel.All != "":
		for _, id := range s.field() {
			if s.isCharacter(id) && s.matches(sel, p, id) {
				out = append(out, objRef(id))
			}
		}
		return out, true
	}
	return nil, false
}

// amount evaluates an amount for a job.
func (s *State) amount(j *job, a Amount) int {
	switch a.Of {
	case "x":
		return j.x
	case "attack_of_self":
		return s.statsOf(j.src).attack
	case "actions_left_from_this_card":
		n := 0
		for _, pa := range s.players[j.ctrl].pool {
			if pa.src == j.src {
				n++
			}
		}
		return n
	case "count":
		refs, _ := s.touched(j, -1, *a.Count)
		return len(refs)
	}
	return a.N
}

// resolveEffect does effect j.pc; it reports false when it waits on a
// choice and will be finished by the answer.
func (s *State) resolveEffect(j *job) bool {
	i := j.pc
	e := &j.effects[i]
	p := int(j.ctrl)
	switch {
	case e.Damage != nil:
		refs, ok := s.touched(j, i, e.Damage.To)
		if ok {
			n := s.amount(j, e.Damage.Amount)
			for _, r := range refs {
				s.dealDamage(j.src, r, n)
			}
		}
	case e.Draw != nil:
		for range s.amount(j, e.Draw.Amount) {
			if !s.drawCard(p) {
				s.loseByDraw(p)
				return true
			}
		}
	case e.GainLife != nil:
		refs, _ := s.touched(j, i, e.GainLife.To)
		n := s.amount(j, e.GainLife.Amount)
		for _, r := range refs {
			if r.isPlayer() {
				s.players[r.player()].life += n
				s.log.Add(engine.Event{Kind: evGainLife, Player: int8(r.player()), B: int32(n)})
			}
		}
	case e.AddCounters != nil:
		refs, _ := s.touched(j, i, e.AddCounters.To)
		for _, r := range refs {
			if !r.isPlayer() && s.zoneOf(r.obj()) == inPlay {
				o := &s.objs[r.obj()]
				o.counterA += int32(e.AddCounters.Attack)
				o.counterH += int32(e.AddCounters.Health)
				s.log.Add(engine.Event{Kind: evCounters, Player: int8(s.ctrl(r.obj())), A: s.cardRef(r.obj()), B: int32(e.AddCounters.Attack)})
			}
		}
	case e.Modify != nil:
		refs, _ := s.touched(j, i, e.Modify.To)
		for _, r := range refs {
			s.addMod(j, r, modifier{attack: int32(e.Modify.Attack), health: int32(e.Modify.Health), until: e.Modify.Until})
		}
	case e.Grant != nil:
		refs, _ := s.touched(j, i, e.Grant.To)
		for _, r := range refs {
			s.addMod(j, r, modifier{keywords: keywordSet(e.Grant.Keywords), until: e.Grant.Until})
		}
	case e.Fight != nil:
		refs, ok := s.touched(j, i, e.Fight.With)
		if ok && s.zoneOf(j.src) == inPlay && s.isCharacter(j.src) {
			s.fight(j.src, refs[0].obj())
		}
	case e.AddActions != nil:
		s.resolveAddActions(j, e.AddActions)
	case e.CreateToken != nil:
		t, _ := s.game.set.ByID(e.CreateToken.Token)
		for range max(1, e.CreateToken.Count) {
			id := s.newObject(t, p)
			s.enterPlay(id, p)
		}
	case e.Destroy != nil:
		refs, _ := s.touched(j, i, e.Destroy.To)
		for _, r := range refs {
			if !r.isPlayer() {
				s.destroy(r.obj())
			}
		}
	case e.SearchDeck != nil:
		if len(s.deck(p)) == 0 {
			return true
		}
		s.ask(decSearch, p)
		return false
	case e.LookAtTop != nil:
		return s.lookAtTop(j, e.LookAtTop)
	case e.RemoveText != nil:
		refs, _ := s.touched(j, i, e.RemoveText.To)
		for _, r := range refs {
			s.addMod(j, r, modifier{noText: true, until: e.RemoveText.Until})
		}
	case e.Become != nil:
		if s.zoneOf(j.src) == inPlay {
			b := e.Become
			s.addMod(j, objRef(j.src), modifier{become: true, baseA: int32(b.Attack), baseH: int32(b.Health), until: b.Until})
		}
	case e.Delayed != nil:
		s.later = append(s.later, delayed{at: e.Delayed.At, effects: e.Delayed.Effects, source: j.src, ctrl: j.ctrl,
			turn: int32(s.turn), spent: append([]pooled(nil), j.spent...)})
	case e.WatchDestroy != nil:
		refs, _ := s.touched(j, i, e.WatchDestroy.Player)
		for _, r := range refs {
			if r.isPlayer() {
				s.watches = append(s.watches, watch{player: int8(r.player()), damage: int32(e.WatchDestroy.Damage)})
			}
		}
	}
	return true
}

// addMod adds a modifier to an object in play.
func (s *State) addMod(j *job, r ref, m modifier) {
	if r.isPlayer() || s.zoneOf(r.obj()) != inPlay {
		return
	}
	m.obj, m.source, m.ctrl, m.turn = r.obj(), j.src, j.ctrl, int32(s.turn)
	s.mods = append(s.mods, m)
	s.log.Add(engine.Event{Kind: evModified, Player: j.ctrl, A: s.cardRef(r.obj()), B: s.cardRef(j.src)})
}

// resolveAddActions adds actions, remembering this card as their source.
func (s *State) resolveAddActions(j *job, a *AddActions) {
	p := int(j.ctrl)
	if a.Spent {
		for _, pa := range j.spent {
			s.addActions(p, Symbols{pa.sym}, -1, j.src)
		}
		return
	}
	times := 1
	if a.Per != nil {
		refs, _ := s.touched(j, -1, *a.Per)
		times = len(refs)
	}
	for range times {
		s.addActions(p, a.Actions, j.src, j.src)
	}
}

// dealDamage deals n damage from src to a player or character. Damage from
// a Lethal source destroys any character it hits (8.5).
func (s *State) dealDamage(src ObjID, to ref, n int) {
	if n <= 0 {
		return
	}
	if to.isPlayer() {
		s.loseLife(to.player(), n, src)
		return
	}
	if s.zoneOf(to.obj()) != inPlay {
		return
	}
	o := &s.objs[to.obj()]
	o.damage += int32(n)
	if s.zoneOf(src) == inPlay && s.statsOf(src).keywords.has(kwLethal) {
		o.lethalHit = true
	}
	s.log.Add(engine.Event{Kind: evDamage, Player: int8(s.ctrl(to.obj())), A: s.cardRef(to.obj()), B: int32(n)})
}

// fight: two characters deal damage equal to their Attack to each other
// (8.8), at the same time.
func (s *State) fight(a, b ObjID) {
	da, db := s.statsOf(a).attack, s.statsOf(b).attack
	s.log.Add(engine.Event{Kind: evFight, Player: int8(s.ctrl(a)), A: s.cardRef(a), B: s.cardRef(b)})
	s.dealDamage(a, objRef(b), da)
	s.dealDamage(b, objRef(a), db)
}

// lookAtTop takes the top cards of the deck to be placed one by one. The
// player looking sees them; the other player sees how many, and where each
// goes, by handle.
func (s *State) lookAtTop(j *job, l *LookAtTop) bool {
	p := int(j.ctrl)
	if j.look == nil {
		n := min(l.Count, len(s.deck(p)))
		if n == 0 {
			return true
		}
		first := int32(-1)
		for k := range n {
			id := s.t.Top(seatZone(p, zDeck))
			s.t.Place(id, seatZone(p, zLook), -1, kit.FaceUp)
			j.look = append(j.look, id)
			if r := s.cardRef(id); k == 0 {
				first = r
			}
		}
		s.log.Add(engine.Event{Kind: evLook, Player: int8(p), A: first, B: int32(n)})
		j.placed = 0
	}
	for j.placed < l.Hand+l.Bottom+l.Top && len(j.look) > 0 {
		if len(j.look) > 1 {
			// Asked even when the cards are alike: whether the player
			// is asked must not tell the other player what they are.
			s.ask(decLook, p)
			return false
		}
		s.place(j, l, j.look[0])
	}
	if l.Shuffle {
		// The rest are shuffled back: which went where needs no telling.
		for _, id := range j.look {
			s.toDeckTop(id)
		}
		s.shuffleDeck(p, len(j.look))
	} else {
		for _, id := range j.look {
			s.log.Add(engine.Event{Kind: evPlace, Player: int8(p), A: s.cardRef(id), B: placeTop})
			s.toDeckTop(id)
		}
	}
	j.look = nil
	return true
}

// Where evPlace puts a card.
const (
	placeHand = iota
	placeBottom
	placeTop
)

// place puts card id, looked at by job j, where the next placement says:
// the hand first, then the bottom, then the top of the deck.
func (s *State) place(j *job, l *LookAtTop, id ObjID) {
	p := int(j.ctrl)
	if i := slices.Index(j.look, id); i >= 0 {
		j.look = slices.Delete(j.look, i, i+1)
	}
	where := placeTop
	switch placeOf(l, j.placed) {
	case "hand":
		where = placeHand
	case "bottom":
		where = placeBottom
	}
	s.log.Add(engine.Event{Kind: evPlace, Player: int8(p), A: s.cardRef(id), B: int32(where)})
	switch where {
	case placeHand:
		s.toHand(id)
	case placeBottom:
		s.toDeckBottom(id)
	default:
		s.toDeckTop(id)
	}
	j.placed++
}

// placeOf says where the k-th card placed goes.
func placeOf(l *LookAtTop, k int) string {
	switch {
	case k < l.Hand:
		return "hand"
	case k < l.Hand+l.Bottom:
		return "bottom"
	}
	return "top"
}
