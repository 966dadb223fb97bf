package superbenji

import (
	"slices"

	"omnideck/engine"
	"omnideck/kit"
)

// What effects do, in the rules' words: the steps the verbs (verbs.go) are
// made of, and what becomes of a card once it has resolved (9.4).

// begin starts job j's resolution (kit.Runner.Begin), its answer window
// passed: an action card adds its actions to the pool first.
func (s *State) begin(j *kit.Job) {
	if d := s.def(j.Src); j.Kind == jobCard && d.Type == "action" && len(d.Actions) > 0 {
		s.addActions(int(j.Ctrl), d.Actions, -1, j.Src)
	}
}

// finish puts a resolved card where it goes (kit.Runner.Finish): an
// action card to its owner's discard pile, a permanent into play. A card
// sent back by a counter, or an ability or trigger, goes nowhere.
func (s *State) finish(j *kit.Job) {
	if j.Kind != jobCard || j.Gone {
		return
	}
	d := s.def(j.Src)
	if d.Counter != nil {
		s.counterAnswer(j)
	}
	if d.Type == "action" {
		s.toDiscard(j.Src)
		return
	}
	s.enterPlay(j.Src, int(j.Ctrl))
}

// counterAnswer resolves a counter card: the card it answers (j.Event.Obj)
// goes back to the top of its owner's deck instead of resolving.
func (s *State) counterAnswer(j *kit.Job) {
	for i := range s.stack.Jobs {
		t := &s.stack.Jobs[i]
		if t.Kind != jobCard || t.Src != j.Event.Obj || t.Gone {
			continue
		}
		t.Gone = true
		s.log.Add(engine.Event{Kind: evCountered, Player: int8(s.owner(t.Src)), A: s.cardRef(t.Src)})
		s.toDeckTop(t.Src) // known to all: it was played
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
				s.destroyFor(other, whyLocation)
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
	s.fire(kit.NewEvent(bEnters, p, id))
}

// Why a card is destroyed, as the log says it (evDestroy).
const (
	whyEffect   = iota // a cost or an effect destroys it
	whyDamage          // its damage reached its Health, or it has none (6.1.4)
	whyLethal          // damage from a Lethal source (8.5)
	whyUnique          // its player keeps another Unique card of its Basic Name (6.2.3)
	whyLocation        // a new Location replaced it (6.4.2)
)

// destroy takes a card out of play for a cost or an effect (destroyFor).
func (s *State) destroy(id ObjID) { s.destroyFor(id, whyEffect) }

// destroyFor takes a card out of play, for the reason why: tokens are
// removed from the game (6.6.2), other cards go to their owner's discard
// pile. A character destroyed is an event (bDestroyed) that a Takedown
// watches.
func (s *State) destroyFor(id ObjID, why int32) {
	if s.zoneOf(id) != inPlay {
		return
	}
	o := &s.objs[id]
	wasChar := s.isCharacter(id)
	ctrl := s.ctrl(id)
	s.log.Add(engine.Event{Kind: evDestroy, Player: int8(ctrl), A: s.cardRef(id), B: why})
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
		s.fire(kit.NewEvent(bDestroyed, ctrl, id))
	}
}

func (s *State) loseLife(p, n int, src ObjID) {
	s.players[p].life -= n
	s.log.Add(engine.Event{Kind: evPlayerDamage, Player: int8(p), A: s.cardRef(src), B: int32(n)})
}

// amount evaluates an amount for a job.
func (s *State) amount(j *kit.Job, a *Amount) int { return a.Eval(s, kit.JobCtx(j)) }

// addMod makes a change to a card in play from job j's card, for a time:
// the modifiers mods, as one change in the log.
func (s *State) addMod(j *kit.Job, t kit.Target, until Duration, mods ...kit.Modifier) {
	if t.IsPlayer() || s.zoneOf(t.Obj()) != inPlay {
		return
	}
	c := change{until: until, ctrl: j.Ctrl}
	for _, m := range mods {
		m.Obj, m.Source, m.Ctrl, m.Turn, m.Until = t.Obj(), j.Src, j.Ctrl, int32(s.turn), until
		s.mods.Add(m)
		c.add(m)
	}
	i := s.cardRef(t.Obj())
	s.log.Add(engine.Event{Kind: evModified, Player: j.Ctrl, A: i, B: s.cardRef(j.Src)})
	s.noteChange(i, c)
}

// add counts modifier m into the change the log tells of.
func (c *change) add(m kit.Modifier) {
	n := &c.attack
	if m.Stat == statHealth {
		n = &c.health
	}
	*n += m.N
	c.set = c.set || m.Layer == kit.LayerSet
	c.character = c.character || m.Grant&abCharacter != 0
	c.removeText = c.removeText || m.Remove&abText != 0
	c.grant |= kwSet(m.Grant & abKeywords)
}

// resolveAddActions adds actions, remembering this card as their source.
func (s *State) resolveAddActions(j *kit.Job, a *AddActions) {
	p := int(j.Ctrl)
	if a.Spent {
		for _, v := range j.Vals {
			s.addActions(p, Symbols{unpackPooled(v).sym}, -1, j.Src)
		}
		return
	}
	times := 1
	if a.Per != nil {
		times = a.Per.count(s, kit.JobCtx(j))
	}
	for range times {
		s.addActions(p, a.Actions, j.Src, j.Src)
	}
}

// count is how many things a selector that chooses nothing picks now.
func (sel *Selector) count(s *State, c kit.Ctx) int {
	n := 0
	sel.Each(s, c, func(kit.Target) bool { n++; return true })
	return n
}

// dealDamage deals n damage from src to a player or character. Damage from
// a Lethal source destroys any character it hits (8.5).
func (s *State) dealDamage(src ObjID, to kit.Target, n int) {
	if n <= 0 {
		return
	}
	if to.IsPlayer() {
		s.loseLife(to.Player(), n, src)
		return
	}
	id := to.Obj()
	if s.zoneOf(id) != inPlay {
		return
	}
	o := &s.objs[id]
	o.damage += int32(n)
	if s.zoneOf(src) == inPlay && s.statsOf(src).keywords.has(kwLethal) {
		o.lethalHit = true
	}
	i := s.cardRef(id)
	s.log.Add(engine.Event{Kind: evDamage, Player: int8(s.ctrl(id)), A: i, B: int32(n)})
	s.noteDamage(i, src)
}

// fight: two characters deal damage equal to their Attack to each other
// (8.8), at the same time.
func (s *State) fight(a, b ObjID) {
	da, db := s.statsOf(a).attack, s.statsOf(b).attack
	s.log.Add(engine.Event{Kind: evFight, Player: int8(s.ctrl(a)), A: s.cardRef(a), B: s.cardRef(b)})
	s.dealDamage(a, kit.CardTarget(b), da)
	s.dealDamage(b, kit.CardTarget(a), db)
}

// The questions of the verbs that look into a deck: look_at_top asks where
// each card looked at goes (decLook), search_deck which card to take
// (decSearch).

// lookAtTop takes the top cards of the deck to be placed one by one (the
// job's Step counts them: 0 before the look, then 1 + those placed). The
// player looking sees them; the other player sees how many, and where
// each goes, by handle (the look zone is followed).
func (s *State) lookAtTop(j *kit.Job, l *LookAtTop) bool {
	p := int(j.Ctrl)
	if j.Step == 0 {
		n := min(l.Count, len(s.deck(p)))
		if n == 0 {
			return true
		}
		first := int32(-1)
		for k := range n {
			id := s.t.Top(seatZone(p, zDeck))
			s.t.Place(id, seatZone(p, zLook), -1, kit.FaceUp)
			if r := s.cardRef(id); k == 0 {
				first = r
			}
		}
		s.log.Add(engine.Event{Kind: evLook, Player: int8(p), A: first, B: int32(n)})
		j.Step = 1
	}
	for int(j.Step)-1 < l.Hand+l.Bottom+l.Top && len(s.looking(p)) > 0 {
		if len(s.looking(p)) > 1 {
			// Asked even when the cards are alike: whether the player
			// is asked must not tell the other player what they are.
			s.ask(decLook, p)
			return false
		}
		s.place(j, l, s.looking(p)[0])
	}
	rest := slices.Clone(s.looking(p))
	if l.Shuffle {
		// The rest are shuffled back: which went where needs no telling.
		for _, id := range rest {
			s.toDeckTop(id)
		}
		s.shuffleDeck(p, len(rest))
	} else {
		for _, id := range rest {
			s.log.Add(engine.Event{Kind: evPlace, Player: int8(p), A: s.cardRef(id), B: placeTop})
			s.toDeckTop(id)
		}
	}
	return true
}

// Where evPlace puts a card.
const (
	placeHand = iota
	placeBottom
	placeTop
)

// placeVerbs are the options that put a card looked at where it goes.
var placeVerbs = [...]verb{placeHand: vToHand, placeBottom: vToBottom, placeTop: vToTop}

// place puts card id, looked at by job j, where the next placement says:
// the hand first, then the bottom, then the top of the deck.
func (s *State) place(j *kit.Job, l *LookAtTop, id ObjID) {
	where := placeOf(l, int(j.Step)-1)
	s.log.Add(engine.Event{Kind: evPlace, Player: j.Ctrl, A: s.cardRef(id), B: int32(where)})
	switch where {
	case placeHand:
		s.toHand(id)
	case placeBottom:
		s.toDeckBottom(id)
	default:
		s.toDeckTop(id)
	}
	j.Step++
}

// placeOf says where the k-th card placed goes.
func placeOf(l *LookAtTop, k int) int {
	switch {
	case k < l.Hand:
		return placeHand
	case k < l.Hand+l.Bottom:
		return placeBottom
	}
	return placeTop
}

// searchOptions are the answers to a deck search: one option per card, in
// card-set order (the deck's order is hidden, and copies of a card are
// alike), and taking nothing.
func (s *State) searchOptions(p int, e *SearchDeck, add func(v verb, a ObjID, n int32)) {
	var found []*Card
	c := kit.Ctx{Src: kit.NoObj, Ctrl: p}
	for _, id := range s.deck(p) {
		if pr := s.printed(id); e.Filter.Matches(s, c, id) && !slices.Contains(found, pr) {
			found = append(found, pr)
		}
	}
	slices.SortFunc(found, func(a, b *Card) int { return a.seq - b.seq })
	for _, pr := range found {
		add(vTake, -1, int32(pr.seq))
	}
	add(vTakeNone, -1, 0)
}

// takeFromDeck finishes a deck search with the chosen card: of several
// copies, the one nearest the top. The search shows the deck's cards but
// not their order, and takes a card from a place nobody can follow, so
// afterwards nobody knows where any card of that deck is (kit.Table.Search).
func (s *State) takeFromDeck(p int, e *SearchDeck, o option) {
	if o.verb == vTake {
		if id := s.t.Search(seatZone(p, zDeck), kit.CardID(o.n)); id != kit.NoObj {
			if e.Into == "play" {
				s.t.Place(id, zPlaying, -1, kit.FaceUp)
				s.log.Add(engine.Event{Kind: evSearch, Player: int8(p), A: s.cardRef(id)})
				s.enterPlay(id, p)
			} else {
				s.toHand(id)
				s.log.Add(engine.Event{Kind: evSearch, Player: int8(p), A: s.cardRef(id)})
			}
		}
	}
	if e.Shuffle {
		s.shuffleDeck(p, 0)
	}
}
