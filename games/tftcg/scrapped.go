package tftcg

import "omnideck/kit"

// WhenScrapped is an Upgrade's "When this is scrapped from a character":
// scrapped from the character it was on by any means, the KO of that
// character included (Wave-4.xml#65: its Upgrades are scrapped as it is
// KO'd, and the game sees each scrapped from a character).
const WhenScrapped = "scrapped"

// scrappedFrom is the character Upgrade id is on as it is about to be
// scrapped, or NoObj for a card elsewhere.
func (s *State) scrappedFrom(id kit.ObjID) kit.ObjID {
	if z := s.obj(id).Zone; int(z) >= 2*numZones || z%numZones != zUpgrade {
		return kit.NoObj
	}
	return s.on(id)
}

// upgradeGone starts what Upgrade id, just scrapped from character from
// (NoObj: from elsewhere), sets off: its own "when this is scrapped from a
// character" abilities, and the KO of a character whose Health it raised
// (health.go).
func (s *State) upgradeGone(id, from kit.ObjID) {
	if from == kit.NoObj {
		return
	}
	if len(s.card(id).Abilities) > 0 && !s.rules.basic {
		s.start(id, int(s.obj(id).Owner), -1, s.card(id).Abilities, WhenScrapped)
	}
	if s.card(id).flags&flagHealth != 0 {
		s.healthLost(from)
	}
	if s.card(id).flags&flagSlots != 0 {
		s.trimSlots(from)
	}
}
