package superbenji

import (
	"omnideck/engine"
	"omnideck/kit"
)

// Handles and knowledge: how the game names cards to players without
// telling them which hidden card is which. The kit's table keeps both
// (kit.Table): every card is an object in a zone that says who sees it.
//
// An object's id (ObjID) follows the deck lists, so it tells which card an
// object is and never leaves the state. Players see handles instead: a
// number per game, issued afresh whenever a card enters a zone that some
// player cannot see (a deck, a hand, the cards a player looks at) and for
// every card of a deck that is shuffled. A handle a player receives thus
// says nothing about a hidden card, and nothing links a card to the handle
// it had before a shuffle.
//
// While a card is hidden, the table knows which players know what it is
// anyway: its owner once it is in their hand, the player who looked at it,
// everyone for a card that was public (a card answered by Delay goes back
// on top of its owner's deck). The other player sees where each card
// looked at goes (the zone is followed); a shuffle or a search of a deck
// makes its cards unknown. Determinize re-deals the identities of exactly
// the cards a player does not know.

// maxHandle is the largest handle an action can carry (action.go). A game
// that would issue more is drawn (see advance), which no real game comes
// near: it takes hundreds of millions of cards entering hidden zones.
const maxHandle = 1<<handleBits - 1

// identifiable reports whether player p knows which card object id is.
// The spectator (p < 0) knows a hidden card only when every player does.
func (s *State) identifiable(p int, id ObjID) bool { return s.t.Identifies(p, id) }

// tokenRoom is the room a game makes for tokens beside its cards.
const tokenRoom = 16

// reserve makes room for a game of the cards of each seat, cards[p], and a
// few tokens: in the table's objects and the game's, and in each zone (a
// seat's piles each hold at most its cards), so that the game's moves do
// not grow them card by card.
func (s *State) reserve(cards [2]int) {
	n := cards[0] + cards[1] + tokenRoom
	s.t.Objs = make([]kit.Object, 0, n)
	s.objs = make([]object, 0, n)
	room := make([]int, len(s.t.Zones))
	for p := range 2 {
		room[seatZone(p, zDeck)], room[seatZone(p, zHand)], room[seatZone(p, zDiscard)] = cards[p], cards[p], cards[p]
		room[seatZone(p, zLook)] = min(cards[p], 8)
	}
	room[zPlay], room[zPlaying] = n, 4
	s.t.MakeRoom(room)
}

// newObject adds a card object owned and controlled by p on top of p's
// deck, with a handle.
func (s *State) newObject(c *Card, p int) ObjID {
	return s.newObjectIn(c, p, seatZone(p, zDeck), kit.FaceDown)
}

// newObjectIn adds a card object owned and controlled by p in zone z.
func (s *State) newObjectIn(c *Card, p int, z kit.ZoneID, face kit.Face) ObjID {
	id := s.t.NewObject(kit.CardID(c.seq), p, z, face)
	s.objs = append(s.objs, object{def: s.game.set.defs[c.seq], blocking: -1, blockedBy: -1})
	if len(s.def(id).Statics) > 0 {
		s.statics = append(s.statics, id)
	}
	return id
}

// toHand puts object id in its owner's hand: it gets a new handle and its
// owner knows it; whoever knew it before still does.
func (s *State) toHand(id ObjID) {
	s.t.Place(id, seatZone(s.owner(id), zHand), -1, kit.FaceUp)
}

// toDeckTop puts object id on top of its owner's deck, with a new handle;
// whoever knew it still does.
func (s *State) toDeckTop(id ObjID) {
	s.t.Place(id, seatZone(s.owner(id), zDeck), -1, kit.FaceDown)
}

// toDeckBottom puts object id at the bottom of its owner's deck.
func (s *State) toDeckBottom(id ObjID) {
	s.t.PlaceBottom(id, seatZone(s.owner(id), zDeck), kit.FaceDown)
}

// toDiscard puts a card in its owner's discard pile.
func (s *State) toDiscard(id ObjID) {
	s.t.Place(id, seatZone(s.owner(id), zDiscard), -1, kit.FaceUp)
}

// shuffleDeck shuffles p's deck, into which the last back cards looked at
// have just gone back: nobody knows any of its cards any more, and each
// gets a new handle.
func (s *State) shuffleDeck(p, back int) {
	s.t.Shuffle(seatZone(p, zDeck), &s.rng)
	s.log.Add(engine.Event{Kind: evShuffle, Player: int8(p), B: int32(back)})
}
