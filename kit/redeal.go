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
	// The cards p does not know, counted, then dealt owner by owner; the
	// cards dealt are sorted on the stack (most games deal fewer than
	// dealRoom at once), so a re-deal allocates only what it returns.
	n := 0
	for i := range t.Objs {
		if t.redealt(p, ObjID(i)) {
			n++
		}
	}
	changed := make([]ObjID, 0, n)
	var room [dealRoom]CardID
	cards := room[:0]
	for owner := range t.seats {
		cards = cards[:0]
		start := len(changed)
		for i := range t.Objs {
			if id := ObjID(i); int(t.Objs[id].Owner) == owner && t.redealt(p, id) {
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

// dealRoom is how many cards of one owner Redeal deals without an
// allocation.
const dealRoom = 128

// redealt reports whether Redeal deals card id again for player p: it is
// on the table and p does not know which card it is.
func (t *Table) redealt(p int, id ObjID) bool {
	return !t.unplaced(id) && !t.Identifies(p, id)
}

// unplaced reports whether card id is off the table (a token that left
// the game): nobody can see it, but nobody needs to.
func (t *Table) unplaced(id ObjID) bool {
	o := &t.Objs[id]
	return o.Zone == NoZone && o.Over == NoObj
}
