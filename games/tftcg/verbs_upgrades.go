package tftcg

import (
	"omnideck/kit"
)

// The Upgrades' own rules and the verbs that move Upgrades: the room in a
// slot (makeRoom), and the verbs of defineUpgradeVerbs.

// fit is how many copies of Upgrade id fit in its slot together: 1
// unless its text says more (Ability.Fit).
func (s *State) fit(id kit.ObjID) int {
	for i := range s.card(id).Abilities {
		if f := s.card(id).Abilities[i].Fit; f > 1 {
			return f
		}
	}
	return 1
}

// makeRoom scraps what is in character on's slot for Upgrade id (line
// 27: a new Upgrade replaces the one of its kind), unless copies of id
// fit there together and there is room for one more; when they are full,
// the oldest copy makes room.
func (s *State) makeRoom(id, on kit.ObjID) {
	z := zone(int(s.obj(on).Owner), zUpgrade)
	kind, name := s.card(id).kind, s.card(id).Name
	var there [4]kit.ObjID
	n, same := 0, true
	for _, u := range s.t.Zones[z].Cards {
		if s.on(u) == on && s.card(u).kind == kind && n < len(there) {
			there[n] = u
			n++
			same = same && s.card(u).Name == name
		}
	}
	switch {
	case n == 0:
	case same && n < s.fit(id):
	case same:
		s.scrap(there[0])
	default:
		for _, u := range there[:n] {
			s.scrap(u)
		}
	}
}
