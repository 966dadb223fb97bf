// Package kit is what the card games share, between package engine (which
// knows nothing of cards) and the games: objects and zones with who may see
// them, handles that never follow a hidden card, what each player knows of
// hidden cards, sampled worlds that keep it, options packed into engine
// actions, and the common table view.
//
// A game keeps a [Table] inside its state. The table is a plain value of
// slices: [Table.Clone] is its deep copy, and everything a player is asked
// is data in the game's state, never a callback.
//
// Cards are objects ([Object]) that live in zones ([Zone]). A zone says who
// sees its cards: everyone (cards in play, discard piles), the owner (a
// hand), or nobody (a deck). A card face down in a public zone (a Ben 10
// Set card, a Transformers Secret Action) is seen by its owner only.
// Players name cards by handles ([Handle]), which the table issues afresh
// whenever a card goes where some player cannot see it, and for every card
// of a shuffled pile: a handle a player receives therefore never tells
// which hidden card is which. Each object remembers who knows what it is
// while it is hidden ([Object.Known]): the owner of a hand, a player who
// looked, everyone for a card that was public and went back unshuffled.
// [Table.Redeal] re-deals just the identities a player does not know, from
// a canonical order, which is what a game's Determinize needs.
package kit
