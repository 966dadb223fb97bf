package ben10

import (
	"slices"

	"omnideck/kit"
)

// Trick cards (Additional Rules 1) are set face down in advance and may
// be activated when their requirement happens; activating one is always
// the player's choice, and an activated Trick is discarded.
//
// When an event happens that a Trick could answer, its player is asked
// whether to activate one (a window job). By default (trick-chances=held)
// only when they have a Set Trick whose requirement the event meets: a
// player with nothing to activate is not asked, and being asked tells the
// opponent that the player has such a Trick, as a player who stops to
// think at the table would. With trick-chances=concealed, whether they are
// asked tells nothing: they are asked whenever they have a Set card the
// opponent does not know and their deck list (which is open) holds a
// Trick whose requirement the event meets, as well as when a Set Trick
// the opponent knows meets it; only Tricks they really have are among the
// answers (docs/rules/ben10.md).

// trickWindow reports whether player p is asked whether to activate a
// Trick for event e.
func (s *State) trickWindow(p int, e *kit.Event) bool {
	if s.trickKinds[p]&(1<<e.Kind) == 0 {
		return false // no Trick of the deck list answers such an event
	}
	opp := opponent(p)
	unknown := kit.NoObj
	for a := range 2 {
		for _, id := range s.t.Zones[areaZone(p, a)].Cards {
			if s.t.Objs[id].Face != kit.FaceDown {
				continue
			}
			if s.rules.concealTricks && !s.t.Identifies(opp, id) {
				if unknown == kit.NoObj {
					unknown = id
				}
				continue
			}
			if c := s.card(id); c.isTrick() && c.Trick.On != "set_attacked" && s.trickMatches(c.Trick, p, id, e) {
				return true
			}
		}
	}
	if unknown == kit.NoObj {
		return false
	}
	// A Set card the opponent does not know might be any Trick of the
	// deck list: ask if one of them would answer here.
	for _, c := range s.tricks[p] {
		if s.trickMatches(s.game.set.cards[c].Trick, p, unknown, e) {
			return true
		}
	}
	return false
}

// eachTrick calls f with each of player p's Set Tricks whose requirement
// event e meets, as the bus finds them (listeners that work while Set),
// in the bus's order.
func (s *State) eachTrick(p int, e *kit.Event, f func(id kit.ObjID)) {
	s.hits = s.game.set.bus.Did(s, e, s.hits[:0])
	for _, h := range s.hits {
		if h.Ctrl == p && h.Listener.Ability == trickAbility {
			f(h.Src)
		}
	}
}

// activate turns Trick id face up and starts it, answering event e; the
// job it answers is on the stack at index answers (or -1), which its
// "cancel" cancels.
func (s *State) activate(id kit.ObjID, e kit.Event, answers int32) {
	p := s.ctrl(id)
	if s.isSet(id) {
		s.t.Turn(id, kit.FaceUp)
	}
	s.logf(evTrick, p, s.ref(id), 0)
	j := kit.NewJob(jobTrick, id, p, s.card(id).Effects)
	j.Event = e
	j.X = answers
	s.start(j)
}

// initTricks finds the different Tricks of each deck list that answer
// events, and the events they answer; and the events the other cards of
// the decks (and the rules) listen for, the only ones worth sending to the
// bus (Tricks answer through windows: fire).
func (s *State) initTricks() {
	s.heard = 0
	for _, l := range s.game.set.bus.Rules {
		s.heard |= 1 << l.Kind
	}
	for p := range 2 {
		for _, c := range s.decks[p] {
			if !s.game.set.cards[c].isTrick() {
				s.heard |= s.game.set.bus.Kinds(c)
			}
		}
		s.tricks[p], s.trickKinds[p] = nil, 0
		for _, c := range s.decks[p] {
			d := s.game.set.cards[c]
			if d.isTrick() && d.Trick.On != "set_attacked" && !slices.Contains(s.tricks[p], c) {
				s.tricks[p] = append(s.tricks[p], c)
				s.trickKinds[p] |= 1 << d.Trick.kind
			}
		}
	}
}
