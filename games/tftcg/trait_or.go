package tftcg

import (
	"strings"

	"omnideck/kit"
)

// Traits named as alternatives ("Put on Planes or Helicopters only":
// only: {trait: Plane|Helicopter}): a card has the trait t names when it
// has any of the traits t separates with "|".

// traitAny reports whether card id has one of the traits t names as
// alternatives; false when t names one trait.
func (s *State) traitAny(id kit.ObjID, t string) bool {
	i := strings.IndexByte(t, '|')
	if i < 0 {
		return false
	}
	return s.Trait(id, t[:i]) || s.Trait(id, t[i+1:])
}
