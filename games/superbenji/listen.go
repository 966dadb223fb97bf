package superbenji

import "omnideck/kit"

// The events of the bus (kit.Bus): what triggered abilities and the
// Takedown watch answer. Every card's triggers work while it is in play
// with its text.
const (
	bAttacks   kit.EventKind = iota // Player's character Obj attacks
	bEnters                         // card Obj enters play under Player
	bTurnStart                      // Player's turn begins
	bTurnEnd                        // Player's turn ends
	bPlayed                         // Player plays card Obj (from hand, or as an answer)
	bDestroyed                      // Player's character Obj is destroyed
)

// triggerEvents map a trigger's on to its event and whether the event is
// about the card itself (else about its controller's turn, or any card).
var triggerEvents = map[string]struct {
	kind kit.EventKind
	self bool
}{
	"attacks": {bAttacks, true}, "enters_play": {bEnters, true}, "start_of_your_turn": {bTurnStart, false},
	"end_of_your_turn": {bTurnEnd, false}, "card_played": {bPlayed, false},
}

// listen builds the bus of a card set: each card's triggers, and the
// rules' own listener, the Takedown watch (watch_destroy).
func listen(cs *CardSet) *kit.Bus[*State] {
	b := kit.NewBus[*State](len(cs.cards))
	b.Works = func(s *State, id ObjID) bool { return s.hasText(id) }
	b.Rules = append(b.Rules, kit.Listener[*State]{Kind: bDestroyed, When: kit.Did,
		Match: func(s *State, _ ObjID, e *kit.Event) bool {
			for _, w := range s.watches {
				if w.player == e.Player {
					return true
				}
			}
			return false
		}})
	for i := range cs.cards {
		d := cs.defs[i]
		for k := range d.Triggers {
			t := &d.Triggers[k]
			ev := triggerEvents[t.On]
			l := kit.Listener[*State]{Kind: ev.kind, When: kit.Did, From: kit.InPlay, Ability: k}
			switch {
			case ev.self:
				l.Match = func(_ *State, src ObjID, e *kit.Event) bool { return e.Obj == src }
			case t.Filter != nil:
				l.Match = func(s *State, src ObjID, e *kit.Event) bool {
					return t.Filter.Matches(s, kit.Ctx{Src: src, Ctrl: s.ctrl(src)}, e.Obj)
				}
			default:
				l.Match = func(s *State, src ObjID, e *kit.Event) bool { return int(e.Player) == s.ctrl(src) }
			}
			b.Listen(kit.CardID(i), l)
		}
	}
	return b
}

// fire sends event e to the bus: the triggers that answer it wait to be
// put in line (9.4.4), in the order of the cards in play; a character
// destroyed costs the Health a Takedown watch says.
func (s *State) fire(e kit.Event) {
	s.ev = e
	s.hits = s.game.set.bus.Did(s, &s.ev, s.hits[:0])
	for _, h := range s.hits {
		if h.Src == kit.NoObj {
			s.takedown(&s.ev)
			continue
		}
		s.trigger(h.Src, h.Listener.Ability, &s.ev)
	}
}

// takedown makes the controller of the character destroyed in e take the
// damage of each watch on them.
func (s *State) takedown(e *kit.Event) {
	for _, w := range s.watches {
		if w.player == e.Player {
			s.loseLife(int(w.player), int(w.damage), e.Obj)
		}
	}
}
