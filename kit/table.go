package kit

import (
	"fmt"
	"slices"

	"omnideck/engine"
)

// CardID is a card's identity: an index into the game's list of card
// definitions. While a card is hidden, its CardID is the hidden fact.
type CardID int32

// ObjID names an object inside the state; it never leaves the state
// (players see handles).
type ObjID int32

// NoObj is no object.
const NoObj ObjID = -1

// ZoneID names a zone of a table: its index in Table.Zones.
type ZoneID int16

// NoZone is no zone: an object nowhere (a token that left the game).
const NoZone ZoneID = -1

// Face is which side of a card is up.
type Face uint8

// The faces.
const (
	FaceUp Face = iota
	FaceDown
)

// Visibility says who sees the cards of a zone.
type Visibility uint8

// The visibilities.
const (
	// Public zones show their cards to everyone, except a card face down,
	// which only its owner sees: cards in play, discard piles.
	Public Visibility = iota
	// OwnerSees zones show their cards to their owner only; the others see
	// how many there are: a hand.
	OwnerSees
	// NobodySees zones are face-down piles whose cards nobody sees, their
	// owner included: a deck.
	NobodySees
)

// Object is one physical card. Games give meaning to Flags and Counters.
type Object struct {
	// Card is what the card is.
	Card CardID
	// Handle is the card's name for players.
	Handle Handle
	// Under is the card attached beneath this one, acting with it as one
	// (the human under a transformed alien); Over is the card this one is
	// attached beneath. An attached card is in no zone's list.
	Under, Over ObjID
	// Flags are states the game names (exhausted, injured, moved).
	Flags uint32
	// Since is the turn the card entered its zone.
	Since int32
	// Zone is where it is, and Slot its place in a slotted zone (-1
	// elsewhere).
	Zone ZoneID
	// Known are the players who know what the card is even where they
	// cannot see it.
	Known engine.PlayerSet
	// Counters are numbers the game names (damage, +1/+1 counters).
	Counters [4]int16
	// Owner is the seat whose deck the card came from; Ctrl the seat that
	// controls it now.
	Owner, Ctrl int8
	Slot        int8
	Face        Face
}

// Has reports whether flag f is set.
func (o *Object) Has(f uint32) bool { return o.Flags&f != 0 }

// Set sets or clears flag f.
func (o *Object) Set(f uint32, on bool) {
	if on {
		o.Flags |= f
	} else {
		o.Flags &^= f
	}
}

// ZoneSpec describes a zone.
type ZoneSpec struct {
	// Key names the zone for programs ("deck", "earth"); with the owner it
	// makes the zone's id in table views ("deck.0").
	Key string
	// Name names it for people ("Deck", "Earth").
	Name string
	// Owner is the seat the zone belongs to, or -1 for a shared zone.
	Owner int8
	Vis   Visibility
	// Layout says how to draw it: engine.LayoutPile, LayoutRow or
	// LayoutSlots.
	Layout string
	// Slots is the number of places of a slotted zone; 0 for no limit.
	Slots int
	// Role says what the zone is to the rules (a deck, a hand, play, a
	// discard pile), so that listeners can say where they work from
	// (Where).
	Role Role
	// Followed zones show where each card taken from them goes, by its
	// handle, to players who cannot see the cards themselves: the cards a
	// player looks at and puts back one by one. Whoever knew such a card
	// still does wherever it goes. Cards taken from a hand are not
	// followed (Place).
	Followed bool
}

// ID is the zone's id in table views: its key, with the owner's seat for
// a player's zone ("hand.1").
func (z ZoneSpec) ID() string {
	if z.Owner < 0 {
		return z.Key
	}
	return fmt.Sprintf("%s.%d", z.Key, z.Owner)
}

// Zone is a zone and the objects in it. For a pile, Cards runs from the
// bottom to the top card, which is last.
type Zone struct {
	ZoneSpec
	Cards []ObjID
}

// Table is the cards of a game: every object and every zone.
type Table struct {
	Objs  []Object
	Zones []Zone
	// seats is the number of players.
	seats int
	// byRole lists the zones of each role, in zone order.
	byRole [numRoles][]ZoneID
	// version counts the moves and turns of cards (Version).
	version uint64
	// handles is the last handle issued.
	handles Handle
}

// NewTable returns an empty table for a game of n players.
func NewTable(n int) Table { return Table{seats: n} }

// Reserve makes room for objects cards and zones zones, so that a game
// that knows its size builds its table without growing it.
func (t *Table) Reserve(objects, zones int) {
	t.Objs = slices.Grow(t.Objs, objects)
	t.Zones = slices.Grow(t.Zones, zones)
}

// Players is the number of seats.
func (t *Table) Players() int { return t.seats }

func (t *Table) players() int { return t.seats }

// AddZone adds a zone and returns its id.
func (t *Table) AddZone(spec ZoneSpec) ZoneID {
	t.Zones = append(t.Zones, Zone{ZoneSpec: spec})
	z := ZoneID(len(t.Zones) - 1)
	if spec.Role < numRoles {
		t.byRole[spec.Role] = append(t.byRole[spec.Role], z)
	}
	return z
}

// ZonesOf lists the zones of role r, in zone order. Do not change the
// list.
func (t *Table) ZonesOf(r Role) []ZoneID {
	if r >= numRoles {
		return nil
	}
	return t.byRole[r]
}

// Zone returns zone z.
func (t *Table) Zone(z ZoneID) *Zone { return &t.Zones[z] }

// Obj returns object id.
func (t *Table) Obj(id ObjID) *Object { return &t.Objs[id] }

// Find returns the zone with this key and owner.
func (t *Table) Find(key string, owner int) (ZoneID, bool) {
	for i := range t.Zones {
		if z := &t.Zones[i]; z.Key == key && int(z.Owner) == owner {
			return ZoneID(i), true
		}
	}
	return NoZone, false
}

// NewObject makes a card owned and controlled by owner, on top of zone z
// face down or up, and returns it.
func (t *Table) NewObject(card CardID, owner int, z ZoneID, face Face) ObjID {
	id := ObjID(len(t.Objs))
	t.Objs = append(t.Objs, Object{Card: card, Owner: int8(owner), Ctrl: int8(owner), Zone: NoZone, Slot: -1, Under: NoObj, Over: NoObj})
	t.Place(id, z, -1, face)
	return id
}

// Clone returns a deep copy. The zones' lists share one new backing
// array, each with the room it has here (MakeRoom), so a copy costs three
// allocations whatever the number of zones, and a copy played on (a
// search's sampled world) moves cards without growing them; a list that
// outgrows its room moves out on its own.
func (t *Table) Clone() Table {
	c := *t
	c.Objs = slices.Clone(t.Objs)
	c.Zones = slices.Clone(t.Zones)
	for r := range c.byRole {
		c.byRole[r] = t.byRole[r][:len(t.byRole[r]):len(t.byRole[r])]
	}
	n := 0
	for i := range t.Zones {
		n += cap(t.Zones[i].Cards)
	}
	all := make([]ObjID, n)
	for i := range c.Zones {
		k, room := copy(all, t.Zones[i].Cards), cap(t.Zones[i].Cards)
		c.Zones[i].Cards = all[:k:room]
		all = all[room:]
	}
	return c
}

// MakeRoom makes room, in one allocation, for room[z] cards in each zone z
// (zones past the end of room get none), so that a game's moves do not
// grow the zones' lists card by card. A list that outgrows its room
// moves out on its own; a clone keeps the room.
func (t *Table) MakeRoom(room []int) {
	n := 0
	for z := range t.Zones {
		n += t.room(room, z)
	}
	all := make([]ObjID, n)
	for z := range t.Zones {
		k, c := len(t.Zones[z].Cards), t.room(room, z)
		copy(all, t.Zones[z].Cards)
		t.Zones[z].Cards = all[:k:c]
		all = all[c:]
	}
}

// room is the room Reserve gives zone z: what room asks, and at least
// what the zone holds.
func (t *Table) room(room []int, z int) int {
	n := len(t.Zones[z].Cards)
	if z < len(room) && room[z] > n {
		n = room[z]
	}
	return n
}

// Top is the top card of a pile, or NoObj when it is empty.
func (t *Table) Top(z ZoneID) ObjID {
	cards := t.Zones[z].Cards
	if len(cards) == 0 {
		return NoObj
	}
	return cards[len(cards)-1]
}

// Count is the number of cards in zone z.
func (t *Table) Count(z ZoneID) int { return len(t.Zones[z].Cards) }

// FreeSlot is the lowest free place of a slotted zone, or -1 when it is
// full. A zone without slots has no free slot.
func (t *Table) FreeSlot(z ZoneID) int {
	zone := &t.Zones[z]
	if zone.Slots == 0 {
		return -1
	}
	var used uint64
	for _, id := range zone.Cards {
		used |= 1 << uint(t.Objs[id].Slot)
	}
	for s := range zone.Slots {
		if used&(1<<uint(s)) == 0 {
			return s
		}
	}
	return -1
}

// At is the card in place slot of a slotted zone, or NoObj.
func (t *Table) At(z ZoneID, slot int) ObjID {
	for _, id := range t.Zones[z].Cards {
		if int(t.Objs[id].Slot) == slot {
			return id
		}
	}
	return NoObj
}
