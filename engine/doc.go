// Package engine is the game-agnostic core of Omnideck.
//
// Every game answers the same few questions through [Game] and [State]:
// who must decide now ([State.Actors]), what they may choose ([State.Legal]),
// what happens when they do ([State.Apply]), whether the game is over and how
// it ended ([State.Outcome]), what one player may see ([State.View],
// [State.Events]), and how to copy the whole position ([State.Clone]).
//
// A state is a plain value. Pending choices and half-resolved effects are
// data inside it, never a goroutine or a callback waiting for input, and all
// randomness comes from the seeded [RNG] the state carries. A game's seed, its
// [Config] and the list of [Decision]s made therefore replay it exactly
// ([Replay]).
//
// Every decision is one atomic choice among the options the game enumerates.
// An option is an [Action]: a small number that only the state that issued it
// interprets, with a stable text code ([State.ActionCode]) for files and
// protocols and a label for people ([State.ActionLabel]). A terminal prompt,
// an AI, a web page and a bot over the protocol all see the same list.
//
// Several players may be asked at once ([PlayerSet] with more than one
// member): their choices are simultaneous and stay hidden from one another
// until all have chosen. Reaction windows are ordinary decisions of the
// player who holds priority.
package engine
