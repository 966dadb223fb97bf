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
// Cards taken from a followed zone (the cards a player looks at, put back
// one by one) stay known to whoever knew them; a search of a pile
// ([Table.Search]) makes its cards unknown.
// [Table.Redeal] re-deals just the identities a player does not know, from
// a canonical order, which is what a game's Determinize needs.
//
// The rules machinery is generic over the game's state type S:
//
//   - Events ([Event], [Bus]): every rule action is a value. A "would" event
//     passes replacement effects ([Bus.Would]); a "did" event collects the
//     abilities that answer it ([Bus.Did]). Listeners belong to card
//     definitions and say where they work from ([Where]: in hand, in play,
//     set face down, in the discard pile).
//   - Jobs ([Job], [Stack], [Runner]): a card, ability, trigger or rule
//     action with choices on its way: optional "you may", the mode of a
//     modal effect, targets checked when chosen and on resolution, cost
//     parts, reaction windows, then effects one at a time. Every answer is
//     data in the job.
//   - Costs ([CostPart]): each part says whether it can be paid, asks only
//     where paying is a real choice, and pays ([DiscardFromHand],
//     [Decline]).
//   - Selectors, conditions and amounts ([Selector], [Condition],
//     [Amount]) over the facts a game answers ([Facts]), checked at load
//     time against the game's words ([Vocab], [Check]).
//   - Modifiers with durations ([Modifier], [Mods]).
//   - Effect verbs ([Verbs], [Define]): one entry per verb holds its card
//     file form, load-time check, targets, resolution, hint and text.
package kit
