package tftcg

import (
	"fmt"

	"omnideck/kit"
)

// flipOrder tells flipped card id from copies of it flipped in the same
// battle, for a choice among them (Recon System): " (flipped second)";
// "" when it is not a flipped card or has no copy there.
func (s *State) flipOrder(id kit.ObjID) string {
	z := s.obj(id).Zone
	if z%numZones != zFlip {
		return ""
	}
	n, at := 0, 0
	for _, x := range s.t.Zones[z].Cards {
		if s.t.Objs[x].Card == s.t.Objs[id].Card {
			n++
			if x == id {
				at = n
			}
		}
	}
	if n < 2 {
		return ""
	}
	return fmt.Sprintf(" (the %s one flipped)", kit.Ordinal(at))
}
