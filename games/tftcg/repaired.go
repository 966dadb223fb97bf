package tftcg

import "omnideck/kit"

// Abilities that hear a number along with the event: "When you repair
// damage > This gets +1 [ATK] until end of turn for each damage repaired"
// (Specialist Ratchet), and "When your opponent draws a card, if they've
// already drawn a card this turn" (Raider Caliburst). The number is the
// ability's event_n.
const (
	// WhenRepaired is "When you repair damage": once for each repair an
	// effect of the player's makes, from any character, the opponent's
	// too (Salvage For Parts: Rules_Roundup-2019-05-02.xml#502-4); the
	// subject is the character repaired, event_n the damage repaired.
	// Damage counters moved are no repair (Wave-2-3.xml#168), nor is a
	// character returned to the battlefield undamaged
	// (Rules_Roundup-2019-11-08.xml#9-15).
	WhenRepaired = "repaired"
	// WhenOpponentDraws is "When your opponent draws a card": once for
	// each card they draw, in any turn, the turn's draw too
	// (Wave-4.xml#32); event_n counts the cards they have drawn this turn,
	// this one included.
	WhenOpponentDraws = "opponent_draws"
)

// drawState counts the cards each player has drawn this turn.
type drawState struct {
	// turn is the turn the counts are of; n each player's draws in it.
	turn int16
	n    [2]int8
}

// hearN starts the abilities of player p's characters on the
// battlefield that trigger on team trigger when, about card subject
// (NoObj for none), carrying number n (event_n), in team order.
func (s *State) hearN(p int, when string, subject kit.ObjID, n int) {
	if s.rules.basic || s.over || s.more.hears&teamBit(when) == 0 {
		return
	}
	for _, id := range s.team[p] {
		if s.onField(id) {
			mi := int(s.obj(id).Counters[cMode])
			s.startEvent(id, p, mi, s.card(id).Modes[mi].Abilities, when, subject, int32(n))
		}
	}
}

// repaired hears n damage repaired from character id: the repair is the
// player's whose effect it is.
func (s *State) repaired(id kit.ObjID, n int) {
	if s.more.hears&teamBit(WhenRepaired) == 0 {
		return
	}
	p := int(s.obj(id).Owner)
	if j := s.jobs.Top(); j != nil {
		p = int(j.Ctrl)
	}
	s.hearN(p, WhenRepaired, id, n)
}

// drew counts a card player p drew, and lets their opponent's abilities
// hear it. The opening hands are drawn before the first turn, and count
// for none. A game started from a position holds no count: its first
// draw by an effect finds the turn's own draw done, where the rules give
// the player one.
func (s *State) drew(p int) {
	if s.turn == 0 {
		return
	}
	d := &s.draws
	if int(d.turn) != s.turn {
		d.turn, d.n = int16(s.turn), [2]int8{}
		if p == s.active && (s.jobs.Len() > 0 || s.waiting.Len() > 0) && (s.turn > 1 || s.rules.firstDraw) {
			d.n[p] = 1 // a position's turn began with its draw
		}
	}
	d.n[p] = min(d.n[p]+1, 100)
	s.hearN(opponent(p), WhenOpponentDraws, kit.NoObj, int(d.n[p]))
}
