package tftcg

import "omnideck/kit"

// WhenRemoved is an Upgrade's "When this is removed from a character"
// (Private Dazzlestrike's Upgrade side): heard whenever the Upgrade leaves
// the character it is on, however it goes: scrapped (replaced by another
// of its slot, by an effect, with its character KO'd), returned to a
// hand, put into the KO area instead (an Upgrade side), or moved to
// another character. The subject is the character it was on ("Do 3 damage
// to it"); a character KO'd is in the KO area by the time the ability
// resolves, where damage does nothing to it.
const WhenRemoved = "removed"

func init() {
	upgradeTriggers = append(upgradeTriggers, WhenRemoved)
}

// removedFrom starts the "When this is removed from a character"
// abilities of Upgrade u, just removed from character ch (NoObj: it was
// on none).
func (s *State) removedFrom(u, ch kit.ObjID) {
	if ch == kit.NoObj || s.rules.basic || s.over || len(s.card(u).Abilities) == 0 {
		return
	}
	s.startAbout(u, int(s.obj(u).Owner), -1, s.card(u).Abilities, WhenRemoved, ch)
}
