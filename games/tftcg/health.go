package tftcg

import "omnideck/kit"

// Health raised by static abilities ("The upgraded character has +4
// [HP]": static health). A character's Health is its printed Health and
// the raises in force; in the KO area it is the printed one, nothing
// touching it there. A character whose damage counters reach its Health
// as a raise ends (the Upgrade scrapped) is KO'd (Wave-4.xml#64).

// health is character id's Health now.
func (s *State) health(id kit.ObjID) int {
	h := s.card(id).Health
	if s.more.flags&flagHealth != 0 && s.onField(id) {
		h += s.staticSum(id, flagHealth, func(st *Static) int { return st.Health })
	}
	return h
}

// healthLost KOs character id, when it is on the battlefield, if its
// damage counters reach its Health now (an Upgrade that raised it gone).
func (s *State) healthLost(id kit.ObjID) {
	if id != kit.NoObj && s.more.koing != int32(id)+1 && s.onField(id) && s.damage(id) >= s.health(id) {
		s.ko(id)
	}
}
