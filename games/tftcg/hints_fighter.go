package tftcg

import "omnideck/kit"

// fighter is what the hints read of a character in an attack: its stats
// with every boost and static ability in force, and its Upgrades'
// bonuses (in the basic version, only the character: the hints read its
// mode's printed stats).
type fighter struct {
	id       kit.ObjID
	stats    [numStats]int
	atk, def int
}

// teamRoom is how many fighters of a team the hints keep on the stack;
// a larger team still works, from the heap.
const teamRoom = 12

// fighter reads character id as a fighter.
func (s *State) fighter(id kit.ObjID) fighter {
	f := fighter{id: id}
	if !s.rules.basic {
		f.stats = s.allStats(id)
		f.atk, f.def = s.upgradeBonus(id)
	}
	return f
}

// fighters appends to buf the fighters of player p's characters on the
// field.
func (s *State) fighters(p int, buf []fighter) []fighter {
	for _, id := range s.team[p] {
		if s.onField(id) {
			buf = append(buf, s.fighter(id))
		}
	}
	return buf
}
