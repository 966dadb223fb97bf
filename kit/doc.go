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
//     [Decline], [PayCounter] for a number a player holds, such as
//     Energon).
//   - Exchanges ([Exchange]): two sides taking turns to add to a contest,
//     each up to its own limit (supports played in a battle), as a job's
//     reaction windows.
//   - Dice ([Dice]) rolled with the state's random generator, scriptable
//     in scenario tests.
//   - Selectors, conditions and amounts ([Selector], [Condition],
//     [Amount]) over the facts a game answers ([Facts]), checked at load
//     time against the game's words ([Vocab], [Check]); a game may name
//     selectors and zones in its own words (Vocab.Words, Vocab.ZoneRoles).
//   - Modifiers with durations ([Modifier], [Mods]), to the end of a turn
//     or of a battle.
//   - Effect verbs ([Verbs], [Define]): one entry per verb holds its card
//     file form, load-time check, targets, resolution, hint and text.
//   - Around the rules: deck lists read into cards and stacked deals for
//     tests ([ResolveDecks], [StackDeal], [DealZones]); the log with the
//     cards its events name ([Journal], [Entry]); the engine's questions
//     about a player's options answered from the game's list ([CodeOf],
//     [LabelOf], [ParseFor], [AppendActions], [Question]); the parts of a
//     view every card game shares ([CardView], [ViewHead]); and a check of
//     the table's bookkeeping for tests ([Table.Conserved]).
//
// TransFormers Battlecards (games/battlecards) plays its battles as an
// [Exchange] with [Dice] and its Advantages and Power Effects as [Verbs],
// resolving them itself rather than on a [Stack]: nothing in that game
// answers a card being played.
//
// Ben 10 CCG (games/ben10) is the first game on all of it. Super Benji's
// machinery maps onto it piece for piece: its job (stageBuild, stageCounter,
// stageResolve) is a [Job] (StageBuild, StageWindow, StageResolve), its
// decisions about targets, costs and "you may" are the runner's [Ask]s and
// the rest stay the game's own decisions; its effect struct of optional
// verb fields becomes one [Effect] per verb, each verb a [Define] entry;
// its Selector's Type, Subtype, Controller and Name are [Filter]'s Kind,
// Trait, Controller and Name, "token" a status of [Facts.Is], Target and
// Choose a chosen selector; its Amount's x and attack_of_self are named
// values ([Amount.Of]); its modifiers' attack, health, keywords, text
// removal and become are [Modifier]'s Stat, Grant, Remove and LayerSet,
// with the same durations; its triggers (enters_play, attacks,
// card_played with a filter) are Did listeners working from play, and
// its counter cards answer in a window; its costs (symbols paid from the
// pool, a repeated group, "up to" spending, exhausting, destroying a card,
// piloting) are [CostPart]s, each asking only where paying is a real
// choice; the order of simultaneous triggers is [Stack.PushInOrder] after
// the player's choice.
package kit
