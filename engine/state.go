package engine

// Action is one option of one decision. It names the option itself, not
// its place in a list, so the options of several players deciding at once
// never collide. Its meaning belongs to the game; tools store and send
// [State.ActionCode] instead.
//
// An action must not tell its chooser more than they may see: where it
// refers to a hidden card it does so by the card's current handle, never by
// anything that stays with the card through a shuffle.
type Action uint64

// Spectator is the viewer who sees only public information.
const Spectator = -1

// State is one position of a game in progress.
//
// Implementations are plain values: Clone is a deep copy, and nothing in a
// state waits on a goroutine or a callback. A state is not safe for
// concurrent use; clone it per goroutine.
type State interface {
	// Game returns the definition this state belongs to.
	Game() Game
	// Config returns the configuration the game was started with, with
	// every option resolved.
	Config() Config

	// Actors returns the players who must decide now. Several players
	// decide simultaneously, each without seeing the others' choices. It is
	// empty once the game is over.
	Actors() PlayerSet
	// Legal appends the options of player p to buf and returns it. It is
	// empty when p has nothing to decide.
	Legal(p int, buf []Action) []Action
	// Apply makes player p's choice a. An illegal choice leaves the state
	// unchanged and returns an error that says why it is illegal.
	Apply(p int, a Action) error

	// ActionCode is the stable text encoding of player p's option a, for
	// replays and protocols. It names only what p may see.
	ActionCode(p int, a Action) string
	// ActionLabel describes player p's option a for people: it makes sense
	// on its own, differs from the label of every other option p has now,
	// and names only what p may see.
	ActionLabel(p int, a Action) string
	// ParseAction finds the option of player p whose code is code.
	ParseAction(p int, code string) (Action, error)

	// Terminal reports whether the game is over.
	Terminal() bool
	// Outcome tells how the game ended; Over is false while it goes on.
	Outcome() Outcome
	// Turn is the number of the current round or turn, from 1.
	Turn() int

	// View is what player p may see, or the public view for Spectator, in
	// the game's own shape.
	View(p int) View
	// Table is the same as the common table view ([Table]) every tool can
	// draw without knowing the game.
	Table(p int) Table
	// Events returns, in order, the logged events from index from on that
	// player p (or the Spectator) may see, each with its text and its
	// data, and the index to ask from next time.
	Events(p int, from int) (events []Entry, next int)

	// Clone returns a deep copy.
	Clone() State
	// Determinize returns a world that player p cannot tell from this one:
	// everything hidden from p is re-sampled with rng, consistently with
	// all that p has seen (cards p saw go back to known places stay there),
	// and the world's own future randomness and seed come from rng. The
	// result depends only on what p may see and on rng, so two states that
	// differ only in what p cannot see give the same world. Its log is
	// empty. Search-based agents plan on such worlds.
	Determinize(p int, rng *RNG) State
}

// View is what one player may see of a state. It marshals to JSON for the
// protocol and renders as text for terminals.
type View interface {
	// Text renders the view for a terminal.
	Text() string
}

// Outcome is how a game ended.
type Outcome struct {
	Over bool `json:"over"`
	// Winners lists the winning seats; empty when no player won.
	Winners []int `json:"winners"`
	// Returns gives each seat its share of the win: 1/len(Winners) for a
	// winner, 0 otherwise.
	Returns []float64 `json:"returns"`
	// Summary says in words how it ended.
	Summary string `json:"summary"`
	// Reason is how it ended in a few words, the same for every game
	// that ended the same way ("Health brought to 0", "the villains won",
	// "a draw: both sides KO'd at once"), so that games can be counted by
	// how they ended; "" while the game goes on.
	Reason string `json:"reason"`
}

// NewOutcome builds the outcome of a finished game for n players.
func NewOutcome(n int, winners PlayerSet, summary string) Outcome {
	o := Outcome{Over: true, Winners: winners.Slice(), Returns: make([]float64, n), Summary: summary}
	for _, w := range o.Winners {
		o.Returns[w] = 1 / float64(len(o.Winners))
	}
	return o
}

// Hinter is implemented by states whose game offers a quick judgement of an
// option, used by heuristic agents. A hint may only use what player p can
// see: it must be the same on every determinization for p.
type Hinter interface {
	// Hint scores option a for player p; higher is better.
	Hint(p int, a Action) float64
}

// Evaluator is implemented by states whose game can judge a game in
// progress, used by search agents to score a playout they cut short. Search
// agents call it only on worlds they sampled ([State.Determinize]), so it
// may read the whole state.
type Evaluator interface {
	// Evaluate estimates player p's share of the win from here, between 0
	// (lost) and 1 (won); the values of all seats should sum to about 1.
	Evaluate(p int) float64
}
