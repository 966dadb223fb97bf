package kit

import "fmt"

// Conserved checks the table's bookkeeping, for a game's invariant in
// tests: every object is in exactly one place (one zone's list, or
// attached under one card, or off the table), where its Zone says, and a
// card in a player's zone is that player's own. name names an object in
// messages.
func (t *Table) Conserved(name func(ObjID) string) error {
	seen := make([]int, len(t.Objs))
	for z := range t.Zones {
		zone := &t.Zones[z]
		for _, id := range zone.Cards {
			seen[id]++
			o := &t.Objs[id]
			if o.Zone != ZoneID(z) {
				return fmt.Errorf("%s is listed in %s but says it is in zone %d", name(id), zone.ID(), o.Zone)
			}
			if zone.Owner >= 0 && o.Owner != zone.Owner {
				return fmt.Errorf("%s is in %s, not its owner's zone", name(id), zone.ID())
			}
			for u := o.Under; u != NoObj; u = t.Objs[u].Under {
				seen[u]++
			}
		}
	}
	for id, n := range seen {
		if n > 1 || (n == 0 && t.Objs[id].Zone != NoZone) {
			return fmt.Errorf("%s (object %d) is in %d places", name(ObjID(id)), id, n)
		}
	}
	return nil
}
