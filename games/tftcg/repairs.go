package tftcg

import (
	"fmt"

	"omnideck/kit"
)

// Replacements of repairs ("If damage would be repaired from the upgraded
// character > Instead repair that much damage plus 1"): damage about to be
// repaired from a character, by any effect, passes the cards' replacement
// effects of repairs (`instead: {of: repair, to: bearer, more: 1}`)
// through the kit's bus, as attack damage passes those of damage
// (replace.go). Only a repair that would take off at least one damage
// counter is one: a character with none has nothing repaired. Damage
// counters moved from a character are not repaired (Energy Transfer and
// Toolbox: Wave-4.xml#54).

// evRepairWould is the kind of the kit event of a repair: Obj the
// character, N the damage about to be repaired.
const evRepairWould kit.EventKind = 2

// repairWould passes n damage about to be repaired from character id
// through the replacement effects of repairs, and returns how much is
// repaired.
func (s *State) repairWould(id kit.ObjID, n int) int {
	b := s.game.bus
	if b == nil || !s.withReplace || s.rules.basic || n <= 0 || !b.Hears(evRepairWould) {
		return n
	}
	e := &s.hit
	*e = kit.NewEvent(evRepairWould, int(s.obj(id).Owner), id)
	e.N = int32(n)
	b.Would(s, e)
	return int(e.N)
}

// checkRepairReplace checks a replacement of repairs: it repairs more.
func checkRepairReplace(k *kit.Check, where string, r *Replace) {
	if r.More <= 0 || r.Most != nil || r.Becomes != nil || r.Redirect != nil || r.Less != 0 || r.Scrap || r.From != "" {
		k.FailAt(r, where, "a repair replacement repairs more (more: N), and does nothing else")
	}
}

// repairReplaceText is a replacement of repairs of the characters who
// names, for people.
func repairReplaceText(who string, r *Replace) string {
	return fmt.Sprintf("If damage would be repaired from %s, repair that much damage plus %d instead.", who, r.More)
}
