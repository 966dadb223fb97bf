package tftcg

import "omnideck/kit"

// Slots lost: a character that loses an extra slot ("The upgraded
// character has an extra Armor slot" scrapped; "an extra Weapon slot until
// end of turn" over) keeps as many Upgrades of that slot as it has room
// for now, and the others are scrapped (Wave-4.xml#52, Wave-4.xml#53): its
// player chooses which where they are different cards (room.go); among
// copies those put on last go, so that an Upgrade the character had before
// it had the slot stays (Rules_Roundup-2019-11-08.xml#9-19).

// trimSlots scraps the Upgrades of character id beyond the room of their
// slots, the last put on first, or leaves the choice to its player
// (lostSlotChosen).
func (s *State) trimSlots(id kit.ObjID) {
	if id == kit.NoObj || !s.onField(id) || s.more.koing == int32(id)+1 || s.lostSlotChosen(id) {
		return
	}
	z := zone(int(s.obj(id).Owner), zUpgrade)
	for k := range numKinds {
		for {
			var there [8]kit.ObjID
			n := 0
			for _, u := range s.t.Zones[z].Cards {
				if s.on(u) == id && s.slotOf(u) == k && n < len(there) {
					there[n] = u
					n++
				}
			}
			if n == 0 || s.units(there[:n]) <= s.slotRoom(id, k) {
				break
			}
			s.scrap(there[n-1])
		}
	}
}

// endGrants ends the static abilities effects gave until the end of the
// turn, and scraps the Upgrades a character no longer has room for once
// the slots they gave are gone.
func (s *State) endGrants() {
	var ids [16]kit.ObjID
	n := 0
	for i := range s.grants {
		if g := s.grants[i]; g.st != nil && g.st.Slots != nil && n < len(ids) {
			ids[n] = g.obj
			n++
		}
	}
	s.grants = s.grants[:0]
	for _, id := range ids[:n] {
		s.trimSlots(id)
	}
}
