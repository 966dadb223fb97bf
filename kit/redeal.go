package kit

import (
	"slices"

	"omnideck/engine"
)

// Redeal re-deals, with rng, what player p does not know: for each owner,
// the identities of the cards p cannot identify are drawn again among those
// cards. Everything else stays: objects, zones, places, faces, handles and
// what each seat knows. The identities are drawn from a canonical order
// (sorted) and dealt to the objects in object order, so the result depends
// only on what p knows and on rng: two tables that differ only in what p
// cannot see are re-dealt alike.
//
// It returns the objects whose identity it may have changed, so that the
// game can recompute what depends on identity. A game's Determinize calls
// it on its copy of the state.
func (t *Table) Redeal(p int, rng *engine.RNG) []ObjID {
	// The cards p does not know, found once, then dealt owner by owner.
	var unknown []ObjID
	for i := range t.Objs {
		if id := ObjID(i); !t.unplaced(id) && !t.Identifies(p, id) {
			unknown = append(unknown, id)
		}
	}
	changed := make([]ObjID, 0, len(unknown))
	cards := make([]CardID, 0, len(unknown))
	for owner := range t.seats {
		cards = cards[:0]
		start := len(changed)
		for _, id := range unknown {
			if int(t.Objs[id].Owner) == owner {
				changed = append(changed, id)
				cards = append(cards, t.Objs[id].Card)
			}
		}
		slices.Sort(cards)
		engine.Shuffle(rng, cards)
		for k, id := range changed[start:] {
			t.Objs[id].Card = cards[k]
		}
	}
	return changed
}

// unplaced reports whether card id is off the table (a token that left
// the game): nobody can see it, but nobody needs to.
func (t *Table) unplaced(id ObjID) bool {
	o := &t.Objs[id]
	return o.Zone == NoZone && o.Over == NoObj
}
