package tftcg

import "omnideck/kit"

// "When you play your third Action during your turn" (Captain Wheeljack):
// heard once a turn, when the player's third Action of their turn is
// played, from hand or by an effect, a Secret Action too
// (Rules_Roundup-2019-04-26.xml#426-13; Wave-2-3.xml#143: only once a
// turn), after it is done, as "When you play an Action" is
// (Rules_Roundup-2019-07-29.xml#2-49). The Actions a player has played in
// their turn are those set aside (played), face up or down: their Secret
// Actions of the turn before are scrapped as the turn begins.

// WhenThirdAction is "When you play your third Action during your turn";
// the subject is the Action.
const WhenThirdAction = "third_action"

// isThird reports whether Action the player p has just set aside is the
// third of their turn.
func (s *State) isThird(p int) bool {
	return p == s.active && s.more.hears&teamBit(WhenThirdAction) != 0 && s.t.Count(zone(p, zPlayed)) == 3
}

// thirdAction starts the abilities of player p's that hear their third
// Action of the turn, Action id, when third.
func (s *State) thirdAction(p int, id kit.ObjID, third bool) {
	if third {
		s.hear(p, WhenThirdAction, id)
	}
}
