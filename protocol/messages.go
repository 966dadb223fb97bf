package protocol

import (
	"encoding/json"

	"omnideck/engine"
)

// This file holds the shapes of the requests and responses. Every request
// type embeds [Envelope]; every response type embeds [Header]. The json tags
// are the protocol's field names, and a request may carry no other field.

// Envelope is the part every request shares: the client's id, echoed in the
// response, and the command's name.
type Envelope struct {
	// ID is any JSON value chosen by the client; the response repeats it.
	// It may be omitted, and is then answered as null.
	ID json.RawMessage `json:"id,omitempty"`
	// Cmd names the command, such as "new" or "apply".
	Cmd string `json:"cmd"`
}

// BareRequest is a request with no fields besides the envelope: games,
// result, replay and quit.
type BareRequest struct {
	Envelope
}

// NewRequest starts a game (command "new").
type NewRequest struct {
	Envelope
	// Game is the id of a registered game, as listed by "games". Required.
	Game *string `json:"game"`
	// Players is the number of seats, numbered 0 to Players-1. Required.
	Players *int `json:"players"`
	// Seed drives every random draw of the game; 0 when omitted.
	Seed *uint64 `json:"seed"`
	// Options maps option names to values; missing options take their
	// defaults.
	Options map[string]string `json:"options"`
	// Decks gives each seat's deck, for games played with decks: the name
	// of one of the game's built-in decks, or a list of card ids or names.
	// Without it such a game deals its own decks.
	Decks []DeckSpec `json:"decks"`
	// CheckDecks, true when omitted, checks each deck against the game's
	// deck construction rules; false lets a test play any cards.
	CheckDecks *bool `json:"check_decks"`
	// Deal stacks named zones (see the game's "zones"), top card first.
	Deal map[string][]string `json:"deal"`
	// Cards is the text of a card file to play with instead of the game's
	// own cards, for games whose cards are data.
	Cards *string `json:"cards"`
	// Position sets up the game in the middle (see the game's
	// "position"): a JSON object whose shape belongs to the game.
	Position json.RawMessage `json:"position"`
}

// PlayerRequest names one seat (commands "view" and "legal").
type PlayerRequest struct {
	Envelope
	// Player is a seat from 0; "view" also takes -1, the spectator.
	// Required.
	Player *int `json:"player"`
}

// ApplyRequest makes one choice (command "apply").
type ApplyRequest struct {
	Envelope
	// Player is the seat choosing. Required.
	Player *int `json:"player"`
	// Action is the option's text code, as listed by "legal". Required.
	Action *string `json:"action"`
}

// SuggestRequest asks an agent which option it would choose for a seat
// (command "suggest").
type SuggestRequest struct {
	Envelope
	// Player is the seat deciding. Required.
	Player *int `json:"player"`
	// Agent is the agent's spec, as "omnideck games" lists the agents
	// ("ismcts:hard", "heuristic"); default "ismcts" (level medium).
	Agent string `json:"agent,omitempty"`
	// Seed drives the agent's random choices; left out, it comes from the
	// game's seed and the number of decisions made so far, so the same
	// game asks the same question the same way.
	Seed *uint64 `json:"seed,omitempty"`
}

// SuggestResponse is an agent's choice for a seat (command "suggest").
type SuggestResponse struct {
	Header
	// Option is the option the agent chose: apply its code to play it.
	Option Option `json:"option"`
}

// LogRequest asks for the log lines a seat may see (command "log").
type LogRequest struct {
	Envelope
	// Player is a seat from 0, or -1 for the public log. Required.
	Player *int `json:"player"`
	// From is the index to read from: 0 (the default) for the whole log,
	// or the "next" of an earlier reply for only what is new.
	From *int `json:"from"`
	// Events asks for each entry's kind and data beside its text.
	Events bool `json:"events"`
	// Lines, true when omitted, asks for the entries; false answers only
	// "next", without rendering an entry, for a client that wants to know
	// where the log stands.
	Lines *bool `json:"lines"`
}

// Header starts every response: the request's id and whether it succeeded.
type Header struct {
	// ID repeats the request's id; null when the request had none or could
	// not be read.
	ID json.RawMessage `json:"id"`
	// OK is true for a success, false for an [ErrorResponse].
	OK bool `json:"ok"`
}

func (h *Header) header() *Header { return h }

// response is implemented by every response type through its Header.
type response interface {
	header() *Header
}

// ErrorResponse reports a request that failed; the session goes on and the
// current game, if any, is unchanged.
type ErrorResponse struct {
	Header
	// Error says what was wrong. It may span several lines when a game
	// reports several problems at once.
	Error string `json:"error"`
}

// OKResponse is a success with nothing more to say (command "quit").
type OKResponse struct {
	Header
}

// GamesResponse lists the registered games (command "games").
type GamesResponse struct {
	Header
	// Games describes each game, sorted by id.
	Games []engine.Info `json:"games"`
}

// StateResponse summarizes the current game after "new" and "apply".
type StateResponse struct {
	Header
	// Turn is the game's current round or turn, from 1.
	Turn int `json:"turn"`
	// ToMove lists the seats that must decide now; several seats decide
	// simultaneously. It is empty once the game is over.
	ToMove []int `json:"to_move"`
	// Over is true when the game has ended.
	Over bool `json:"over"`
	// Outcome tells how the game ended; present only when Over.
	Outcome *engine.Outcome `json:"outcome,omitempty"`
}

// ViewResponse carries what one seat may see (command "view"). The view's
// shape belongs to the game.
type ViewResponse struct {
	Header
	// Decision is the kind of question the seat must answer now, in the
	// game's words (engine.TableQuestion.Kind, declared in the game's
	// "decisions"); "" when it has nothing to decide.
	Decision string `json:"decision"`
	// View is the game's view value, encoded as JSON.
	View engine.View `json:"view"`
}

// Option is one legal choice: its code, to send back with "apply", and a
// label for people.
type Option struct {
	// Code is the option's stable text code ([engine.State.ActionCode]).
	Code string `json:"code"`
	// Label describes the option for people ([engine.State.ActionLabel]).
	Label string `json:"label"`
}

// LegalResponse lists a seat's options (command "legal"); the list is empty
// when the seat has nothing to decide now.
type LegalResponse struct {
	Header
	// Decision is the kind of question the options answer, as in
	// [ViewResponse]; "" when there are none.
	Decision string `json:"decision"`
	// Options are the seat's choices, in the game's order.
	Options []Option `json:"options"`
}

// LogResponse carries log lines (command "log").
type LogResponse struct {
	Header
	// Lines are the log entries the seat may see, in order, as text.
	Lines []string `json:"lines"`
	// Events are the same entries with their kind, player and data, for
	// programs; present only when the request asked for them.
	Events []engine.Entry `json:"events,omitempty"`
	// Next is the "from" to send next time to get only newer lines.
	Next int `json:"next"`
}

// LogNextResponse is the answer to "log" with "lines": false: where the
// log stands, and nothing of what it holds.
type LogNextResponse struct {
	Header
	// Next is the "from" to send next time to get only newer lines.
	Next int `json:"next"`
}

// ResultResponse tells how the game stands (command "result"); while the
// game goes on, Outcome.Over is false and no seat has won.
type ResultResponse struct {
	Header
	// Outcome is the game's outcome; its lists are never null.
	Outcome engine.Outcome `json:"outcome"`
}

// ReplayResponse carries the record of the current game so far (command
// "replay"), which [engine.Replay.Run] plays again exactly.
type ReplayResponse struct {
	Header
	// Replay is the game's record; its decisions are never null.
	Replay *engine.Replay `json:"replay"`
}
