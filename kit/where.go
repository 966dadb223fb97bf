package kit

// Role says what a zone is to the rules.
type Role uint8

// The roles of zones.
const (
	// RoleOther is a zone the rules give no part in abilities (cards
	// being looked at, a shared bank).
	RoleOther Role = iota
	// RoleDeck is a player's deck, or a pile drawn from like one (Ben
	// 10's Transformation deck).
	RoleDeck
	// RoleHand is a player's hand.
	RoleHand
	// RolePlay is where cards are in play: an area of the battlefield, a
	// row of characters. Face-down cards there are Set cards.
	RolePlay
	// RoleDiscard is a discard pile.
	RoleDiscard
	// RoleStack is where a card waits while it is being played or used
	// (an action card on its way, a Ben 10 Effect card being used).
	RoleStack
	numRoles
)

// Where is a set of the places a card can be, as abilities name them: a
// listener says the places it works from ("this Trick works while it is
// Set", "this character's ability while it is in play").
type Where uint8

// The places.
const (
	InDeck Where = 1 << iota
	InHand
	// InPlay is face up in play, or attached under such a card (both
	// cards of a Ben 10 transformed pair are in play).
	InPlay
	// InSet is face down in play: a Ben 10 Set card, a Secret Action.
	InSet
	InDiscard
	// OnStack is being played or used.
	OnStack
	// Nowhere is off the table (a token that left the game).
	Nowhere
)

// Where is the place card id is now.
func (t *Table) Where(id ObjID) Where {
	o := &t.Objs[id]
	if o.Over != NoObj {
		return t.Where(o.Over) & (InPlay | OnStack)
	}
	if o.Zone == NoZone {
		return Nowhere
	}
	switch t.Zones[o.Zone].Role {
	case RoleDeck:
		return InDeck
	case RoleHand:
		return InHand
	case RolePlay:
		if o.Face == FaceDown {
			return InSet
		}
		return InPlay
	case RoleDiscard:
		return InDiscard
	case RoleStack:
		return OnStack
	}
	return 0
}

// Unstack splits a stack of cards that act as one: the card attached
// under top takes top's place (zone, slot and face up), and top goes onto
// zone to, face up, as Place puts it. It returns the card that was under
// top, or NoObj when there was none (then top simply moves).
func (t *Table) Unstack(top ObjID, to ZoneID, face Face) ObjID {
	o := &t.Objs[top]
	under := o.Under
	z, slot := o.Zone, int(o.Slot)
	t.Place(top, to, -1, face)
	if under != NoObj {
		t.Place(under, z, slot, FaceUp)
	}
	return under
}
