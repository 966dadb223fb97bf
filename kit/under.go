package kit

import (
	"iter"

	"omnideck/engine"
)

// Beneath keeps the cards under cards: a pile that belongs to one card (a
// character that carries others under it, a bounty hunter's trophies), out
// of play while they are there. A game keeps each seat's cards under cards
// in one zone of its own, a pile nobody looks into (NobodySees), and
// names the card each lies under in one of its counters. What a pile
// shows follows how its cards were put there: a card put face up is known
// to every seat, as a card laid face up on the table is, and stays so
// under the card; a card put face down is known only to whoever knew it
// before (a card taken from the bottom of a deck, to nobody). Games show
// the piles beside their cards (TableCard's Attached); a card in one is in
// no other zone, so that nothing counts it in play or in a discard pile.
type Beneath struct {
	// On is the index in Object.Counters of the number of the card a card
	// lies under.
	On int
}

// Put puts card id under card on, into zone z (the pile of cards under
// cards that the card's owner keeps), face up or face down.
func (b Beneath) Put(t *Table, id, on ObjID, z ZoneID, face Face) {
	t.Place(id, z, -1, face)
	t.Objs[id].Counters[b.On] = int16(on)
	if face == FaceUp {
		t.Reveal(id, engine.AllPlayers(t.seats))
	}
}

// Host is the card that card id, in a zone of cards under cards, lies
// under.
func (b Beneath) Host(t *Table, id ObjID) ObjID { return ObjID(t.Objs[id].Counters[b.On]) }

// Under yields the cards of zone z that lie under card on, the first put
// there first.
func (b Beneath) Under(t *Table, z ZoneID, on ObjID) iter.Seq[ObjID] {
	return func(yield func(ObjID) bool) {
		for _, id := range t.Zones[z].Cards {
			if ObjID(t.Objs[id].Counters[b.On]) == on && !yield(id) {
				return
			}
		}
	}
}

// Count is the number of cards of zone z under card on that keep reports
// (every one when keep is nil).
func (b Beneath) Count(t *Table, z ZoneID, on ObjID, keep func(ObjID) bool) int {
	n := 0
	for _, id := range t.Zones[z].Cards {
		if ObjID(t.Objs[id].Counters[b.On]) == on && (keep == nil || keep(id)) {
			n++
		}
	}
	return n
}
