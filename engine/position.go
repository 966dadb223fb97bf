package engine

import (
	"encoding/json"
	"errors"
)

// Positioner is implemented by states whose game takes a mid-game
// position (Config.Position, described by Info.Position): it writes the
// state back as one, so that a tool can save a position to study, turn a
// game into a puzzle, or start a scenario test from a game played to that
// point.
//
// New, given the position with the state's players and options (and no
// Decks or Deal), sets up a game that every seat sees as it sees this one,
// up to handles, with the same questions and options, and that plays on
// by the same rules; the position it writes is the same JSON. What a
// position cannot say, it leaves out:
//
//   - where the state stands at a point a position cannot start from (the
//     set-up, an effect or a battle under way, a finished game), Position
//     returns nil and an error that says why;
//   - where the state holds something a position leaves out (an effect
//     that lasts for a time), Position returns the position without it
//     and an error wrapping [ErrIncomplete] that says what is left out.
//
// What players know of hidden cards beyond what they see (a card looked at
// and put back, the order of cards put under a pile) is not part of a
// position: in the new game each player knows what they see, as after a
// shuffle. The game's log and its random generator's state are not
// either: the new game's log begins with the position, and its generator
// starts from Config.Seed.
type Positioner interface {
	// Position writes the state as a Config.Position.
	Position() (json.RawMessage, error)
}

// ErrIncomplete is wrapped by the error of a position that leaves out part
// of the state it was written from ([Positioner]): the position is still
// written, and a game set up from it plays on from what it holds.
var ErrIncomplete = errors.New("the position leaves out part of the game")
