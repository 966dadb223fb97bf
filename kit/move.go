package kit

import (
	"fmt"
	"slices"

	"omnideck/engine"
)

// Handle is a card's name for players: a number the table issues. 0 is no
// card.
type Handle int32

// everyone is the set of all n seats.
func (t *Table) everyone(n int) engine.PlayerSet { return engine.AllPlayers(n) }

// Sees reports whether player p (or the Spectator) sees card id where it
// is: in a public zone face up; in a player's hand, or face down in a
// public zone, its owner; in a face-down pile, nobody.
func (t *Table) Sees(p int, id ObjID) bool {
	o := &t.Objs[id]
	if o.Over != NoObj {
		return t.Sees(p, o.Over)
	}
	if o.Zone == NoZone {
		return true
	}
	switch t.Zones[o.Zone].Vis {
	case Public:
		return o.Face == FaceUp || (p >= 0 && int(o.Owner) == p)
	case OwnerSees:
		return p >= 0 && int(o.Owner) == p
	}
	return false
}

// Identifies reports whether player p knows what card id is: they see it,
// or they know it from before (they saw it go where it is, or looked at
// it). The spectator identifies a hidden card only when every seat does.
func (t *Table) Identifies(p int, id ObjID) bool {
	if t.Sees(p, id) {
		return true
	}
	known := t.Objs[id].Known
	if p < 0 {
		return known == t.everyone(t.seats)
	}
	return known.Has(p)
}

// seenBy is the set of the n seats who see card id where it is.
func (t *Table) seenBy(id ObjID, n int) engine.PlayerSet {
	o := &t.Objs[id]
	for o.Over != NoObj {
		o = &t.Objs[o.Over] // a card under another is seen with it
	}
	if o.Zone == NoZone {
		return t.everyone(n)
	}
	var owner engine.PlayerSet
	if o.Owner >= 0 && int(o.Owner) < n {
		owner = owner.With(int(o.Owner))
	}
	switch t.Zones[o.Zone].Vis {
	case Public:
		if o.Face == FaceUp {
			return t.everyone(n)
		}
		return owner
	case OwnerSees:
		return owner
	}
	return 0
}

// Place moves card id onto the top of zone z (a pile's top, a row's end),
// into place slot of a slotted zone (-1 for the lowest free place), with
// the given face up. It leaves its zone, or is detached from the card it
// was under.
//
// Who knows what it is follows: a card that ends face up in a public zone
// is known to all; otherwise whoever identified it before the move still
// does (they saw it go), and whoever sees it where it lands does too. A
// card taken from a hand (a zone its owner alone sees) is the exception,
// unless the zone is Followed: the other players cannot see which card of
// the hand was taken, so they stop knowing it unless they see it where it
// lands (a card set face down from a hand is not the card they knew was
// there). A card that ends where some player cannot see it gets a new
// handle, so that nothing links it to where it was.
func (t *Table) Place(id ObjID, z ZoneID, slot int, face Face) { t.put(id, z, slot, face, false) }

// PlaceBottom moves card id to the bottom of pile z.
func (t *Table) PlaceBottom(id ObjID, z ZoneID, face Face) { t.put(id, z, -1, face, true) }

func (t *Table) put(id ObjID, z ZoneID, slot int, face Face, bottom bool) {
	t.version++
	n := t.players()
	knew := t.knownBy(id, n)
	if from := t.Objs[id].Zone; from != NoZone && t.Objs[id].Over == NoObj && t.Zones[from].Vis == OwnerSees && !t.Zones[from].Followed {
		knew &= t.seenBy(id, n)
	}
	t.lift(id)
	o := &t.Objs[id]
	o.Zone, o.Face, o.Slot = z, face, -1
	zone := &t.Zones[z]
	if zone.Layout == engine.LayoutSlots {
		if slot < 0 {
			slot = t.FreeSlot(z)
		}
		if slot < 0 || slot >= zone.Slots || t.At(z, slot) != NoObj {
			panic(fmt.Sprintf("kit: no free place %d in %s", slot, zone.ID()))
		}
		o.Slot = int8(slot)
	}
	if bottom {
		zone.Cards = slices.Insert(zone.Cards, 0, id)
	} else {
		zone.Cards = append(zone.Cards, id)
	}
	t.settle(id, knew, n)
}

// settle sets who knows card id after it has moved or turned, and
// re-handles it if some seat cannot see it now.
func (t *Table) settle(id ObjID, knew engine.PlayerSet, n int) {
	seen := t.seenBy(id, n)
	o := &t.Objs[id]
	if seen == t.everyone(n) {
		o.Known = seen
		if o.Handle == 0 {
			t.rehandle(id)
		}
		return
	}
	o.Known = knew | seen
	t.rehandle(id)
}

// knownBy is the set of seats who identify card id now.
func (t *Table) knownBy(id ObjID, n int) engine.PlayerSet {
	o := &t.Objs[id]
	if o.Zone == NoZone && o.Over == NoObj {
		return 0 // not dealt yet
	}
	return (t.seenBy(id, n) | o.Known) & t.everyone(n)
}

// lift takes card id out of its zone's list, or from under the card it is
// attached to.
func (t *Table) lift(id ObjID) {
	o := &t.Objs[id]
	if o.Over != NoObj {
		t.Objs[o.Over].Under = NoObj
		o.Over = NoObj
		return
	}
	if o.Zone == NoZone {
		return
	}
	zone := &t.Zones[o.Zone]
	for i := len(zone.Cards) - 1; i >= 0; i-- { // cards mostly leave from the top
		if zone.Cards[i] == id {
			zone.Cards = slices.Delete(zone.Cards, i, i+1)
			break
		}
	}
	o.Zone, o.Slot = NoZone, -1
}

// Remove takes card id off the table altogether (a token that leaves
// play).
func (t *Table) Remove(id ObjID) {
	t.version++
	t.lift(id)
	t.Objs[id].Known = t.everyone(t.players())
}

// Attach puts card under beneath card top, where it acts with it as one
// (a human under its alien). The two share top's zone and place.
func (t *Table) Attach(top, under ObjID) {
	t.version++
	n := t.players()
	knew := t.knownBy(under, n)
	t.lift(under)
	t.Objs[top].Under = under
	u := &t.Objs[under]
	u.Over, u.Zone, u.Slot, u.Face = top, NoZone, -1, FaceUp
	t.settle(under, knew, n)
}

// Turn turns card id to face where it lies. Turned face down, it gets a
// new handle; whoever knew it still does.
func (t *Table) Turn(id ObjID, face Face) {
	t.version++
	n := t.players()
	knew := t.knownBy(id, n)
	t.Objs[id].Face = face
	t.settle(id, knew, n)
}

// Shuffle shuffles pile z with rng: nobody knows any of its cards but
// those who see them, and each gets a new handle.
func (t *Table) Shuffle(z ZoneID, rng *engine.RNG) {
	n := t.players()
	cards := t.Zones[z].Cards
	engine.Shuffle(rng, cards)
	for _, id := range cards {
		t.Objs[id].Known = 0
		t.settle(id, 0, n)
	}
}

// Search is a player searching pile z for a card: it finds the card that
// is card nearest the top (copies being alike, which of them is taken is
// no choice, and the pile's order stays hidden), and returns it, still in
// z, for the game to put where it goes; NoObj when there is none. The
// search takes a card from a place nobody could follow, so afterwards
// nobody knows where any card of the pile is: whoever knew a card of it
// from before no longer does, the card taken included.
func (t *Table) Search(z ZoneID, card CardID) ObjID {
	cards := t.Zones[z].Cards
	found := NoObj
	for i := len(cards) - 1; i >= 0; i-- {
		if t.Objs[cards[i]].Card == card {
			found = cards[i]
			break
		}
	}
	if found == NoObj {
		return NoObj
	}
	for _, id := range cards {
		t.Objs[id].Known = 0
	}
	return found
}

// Reveal lets players know what card id is (a card shown, a card looked
// at).
func (t *Table) Reveal(id ObjID, players engine.PlayerSet) { t.Objs[id].Known |= players }

// rehandle gives card id a new handle.
func (t *Table) rehandle(id ObjID) {
	t.handles++
	t.Objs[id].Handle = t.handles
}

// ByHandle finds the object with handle h.
func (t *Table) ByHandle(h Handle) (ObjID, bool) {
	if h == 0 {
		return NoObj, false
	}
	for i := range t.Objs {
		if t.Objs[i].Handle == h {
			return ObjID(i), true
		}
	}
	return NoObj, false
}

// Version counts the changes of where cards are and which way up: it
// changes whenever a card moves, turns or is attached, so a game may keep
// what it worked out from the table until it changes.
func (t *Table) Version() uint64 { return t.version }

// LastHandle is the last handle issued: a game whose options carry
// handles in a few bits stops before they no longer fit.
func (t *Table) LastHandle() Handle { return t.handles }
