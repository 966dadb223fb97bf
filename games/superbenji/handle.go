package superbenji

import "omnideck/engine"

// Handles and knowledge: how the game names cards to players without
// telling them which hidden card is which.
//
// An object's id (ObjID) follows the deck lists, so it tells which card an
// object is and never leaves the state. Players see handles instead: a
// number per game, issued afresh whenever a card enters a zone that some
// player cannot see (a deck, a hand, the cards a player looks at) and for
// every card of a deck that is shuffled. A handle a player receives thus
// says nothing about a hidden card, and nothing links a card to the handle
// it had before a shuffle.
//
// While a card is hidden, its known bits say which players know what it is
// anyway: its owner once it is in their hand, the player who looked at it,
// everyone for a card that was public (a card answered by Delay goes back
// on top of its owner's deck). A shuffle clears them. Determinize re-deals
// the identities of exactly the cards a player does not know.

// maxHandle is the largest handle an action can carry (action.go). A game
// that would issue more is drawn (see advance), which no real game comes
// near: it takes hundreds of millions of cards entering hidden zones.
const maxHandle = 1<<handleBits - 1

// rehandle gives object id a new handle.
func (s *State) rehandle(id ObjID) {
	if s.handles < maxHandle {
		s.handles++
	}
	s.objs[id].handle = s.handles
}

// everyone is the known bits of a card every seat knows.
const everyone uint8 = 1<<2 - 1

func seatBit(p int) uint8 { return 1 << uint(p) }

// identifiable reports whether player p knows which card object id is.
// The spectator (p < 0) knows a hidden card only when every player does.
func (s *State) identifiable(p int, id ObjID) bool {
	o := &s.objs[id]
	switch o.zone {
	case inDeck, inLook, inHand:
		if p < 0 {
			return o.known == everyone
		}
		return o.known&seatBit(p) != 0 || (o.zone == inHand && int(o.owner) == p)
	}
	return true
}

// toPublic marks a card that enters a public zone (play, a discard pile,
// the cards being played) as known to everyone, which it stays if it goes
// back to a hidden zone unshuffled.
func (s *State) toPublic(id ObjID) { s.objs[id].known = everyone }

// toHand puts object id in its owner's hand: it gets a new handle and its
// owner knows it; whoever knew it before still does.
func (s *State) toHand(id ObjID) {
	o := &s.objs[id]
	o.zone = inHand
	o.known |= seatBit(int(o.owner))
	s.rehandle(id)
	s.players[o.owner].hand = append(s.players[o.owner].hand, id)
}

// toDeckTop puts object id on top of its owner's deck, with a new handle;
// whoever knew it still does.
func (s *State) toDeckTop(id ObjID) {
	o := &s.objs[id]
	o.zone = inDeck
	s.rehandle(id)
	s.players[o.owner].deck = append(s.players[o.owner].deck, id)
}

// toDeckBottom puts object id at the bottom of its owner's deck.
func (s *State) toDeckBottom(id ObjID) {
	o := &s.objs[id]
	o.zone = inDeck
	s.rehandle(id)
	pl := &s.players[o.owner]
	pl.deck = append(pl.deck, 0)
	copy(pl.deck[1:], pl.deck)
	pl.deck[0] = id
}

// shuffleDeck shuffles p's deck, into which the last back cards looked at
// have just gone back: nobody knows any of its cards any more, and each
// gets a new handle.
func (s *State) shuffleDeck(p, back int) {
	pl := &s.players[p]
	engine.Shuffle(&s.rng, pl.deck)
	s.renameDeck(p)
	s.log.Add(engine.Event{Kind: evShuffle, Player: int8(p), B: int32(back)})
}

// renameDeck forgets and re-handles every card of p's deck, bottom first.
func (s *State) renameDeck(p int) {
	for _, id := range s.players[p].deck {
		s.objs[id].known = 0
		s.rehandle(id)
	}
}
