package tftcg

import "omnideck/kit"

// The team triggers Wave 4 brings: what the opponent does ("When your
// opponent reshuffles their deck", "When your opponent plays an Action")
// and an attack's flips heard by the attacker's team ("When one of your
// Insecticons attacks and you flip at least [BLUE]"). Each is heard by
// the characters of the player named, as the other team triggers are
// (hear).
const (
	// WhenOpponentReshuffled is "When your opponent reshuffles their
	// deck": their scrap pile shuffled into their emptied deck, not any
	// other shuffle (Wave-4.xml#20); with no scrap pile there is no
	// reshuffle (Wave-4.xml#21).
	WhenOpponentReshuffled = "opponent_reshuffled"
	// WhenOpponentAction is "When your opponent plays an Action", heard
	// once the Action is done, as "When you play an Action" is; the
	// subject is the Action or none for a face-down Secret Action (hearOpponentAction).
	WhenOpponentAction = "opponent_action"
	// WhenAllyAttackFlipped is "When one of your characters attacks and
	// you flip ...": once both sides have flipped for the attack, with
	// the attacker's own "flipped" abilities; the subject is the
	// attacker.
	WhenAllyAttackFlipped = "ally_attack_flipped"
)

// hearOpponentAction has the opponent of player p hear that p played
// Action id. A Secret Action played face down is an Action played
// (Wave-2-3.xml#123), heard at once, with no subject: its opponent may not
// see which card it is, and an ability about it would name it.
func (s *State) hearOpponentAction(p int, id kit.ObjID) {
	if s.obj(id).Face == kit.FaceDown {
		id = kit.NoObj
	}
	s.hear(opponent(p), WhenOpponentAction, id)
}
