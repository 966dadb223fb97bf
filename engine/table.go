package engine

// Table is the common view of a game that every game gives beside its own
// View: players with their counters, zones with their cards, and the
// question being asked, each option linked to the cards it is about. A
// terminal or a browser draws any game from it without knowing the game.
//
// Like View, it holds only what its viewer may see: a face-down card shows
// its handle and where it is, never what it is. Every list is empty rather
// than nil, so that it marshals to [] and not null.
type Table struct {
	// Viewer is the seat the table is shown to, or Spectator.
	Viewer int `json:"viewer"`
	// Turn is the number of the turn or round; Phase names where it stands
	// in the game's words ("main", "battle"), or "".
	Turn  int    `json:"turn"`
	Phase string `json:"phase"`
	// Active is the seat whose turn it is, or -1 in games without one.
	Active int `json:"active"`
	// Players are the seats in order, each with its counters and zones.
	Players []TablePlayer `json:"players"`
	// Zones are the zones that belong to no player (a shared deck, a
	// villain bank, cards on their way).
	Zones []TableZone `json:"zones"`
	// Question is what the viewer is asked now; its Player is -1 and its
	// options empty when the viewer has nothing to decide.
	Question TableQuestion `json:"question"`
	// Waiting lists the seats that must decide now, the viewer's included.
	Waiting []int `json:"waiting"`
	// Outcome is how the game ended; Over is false while it goes on.
	Outcome Outcome `json:"outcome"`
	// Legend explains the symbols the game's cards and counters use, as
	// its rulebook prints them; "" when they need none.
	Legend string `json:"legend"`
	// Goal says how the game is won, as its options set it up, in words
	// for a person who has never played it.
	Goal string `json:"goal"`
}

// TablePlayer is one seat at the table.
type TablePlayer struct {
	Seat int    `json:"seat"`
	Name string `json:"name"`
	// Counters are the player's numbers: Life, Health, Energon, villains
	// won.
	Counters []Counter `json:"counters"`
	// Zones are the player's zones: deck, hand, discard, areas of play.
	Zones []TableZone `json:"zones"`
}

// Counter is a named number: a player's Life, a card's damage.
type Counter struct {
	Name  string `json:"name"`
	Value int    `json:"value"`
}

// Zone layouts, which say how to draw a zone.
const (
	// LayoutPile is a stack seen from above: a deck, a discard pile. Its
	// top card, if face up, is first in Cards.
	LayoutPile = "pile"
	// LayoutRow is cards side by side in no fixed places: a hand, cards in
	// play.
	LayoutRow = "row"
	// LayoutSlots is a row of numbered places, some empty: Ben 10's areas.
	LayoutSlots = "slots"
)

// TableZone is one zone: where cards are, and those the viewer may see.
type TableZone struct {
	// ID names the zone uniquely in the game ("hand.0", "earth.1");
	// options refer to zones by it.
	ID string `json:"id"`
	// Name is the zone's name for people ("Hand", "Earth").
	Name string `json:"name"`
	// Layout is LayoutPile, LayoutRow or LayoutSlots.
	Layout string `json:"layout"`
	// Count is how many cards the zone holds, seen or not.
	Count int `json:"count"`
	// Slots is the number of places of a LayoutSlots zone, else 0.
	Slots int `json:"slots"`
	// Cards are the cards the viewer may see in it, face up or face down:
	// for a pile whose cards are hidden, none.
	Cards []TableCard `json:"cards"`
}

// TableCard is a card on the table as the viewer sees it.
type TableCard struct {
	// Handle names the card in options and events; a hidden card gets a
	// new one whenever it could otherwise be followed.
	Handle int `json:"handle"`
	// Slot is its place in a LayoutSlots zone, from 0, else -1.
	Slot int `json:"slot"`
	// FaceUp is false for a card the viewer sees only the back of. Such a
	// card's ID, Name, Type and Stats are "" unless the viewer knows it
	// (the owner of a face-down card sees what it is).
	FaceUp bool   `json:"face_up"`
	ID     string `json:"id"`
	Name   string `json:"name"`
	Type   string `json:"type"`
	// Stats is the card's short stat line as it stands now ("3/4",
	// "BP 1200").
	Stats string `json:"stats"`
	// Printed is the card's stat line as printed, in the same form as
	// Stats, when the two differ (a bonus, a counter, an Upgrade); "" when
	// the card stands as printed.
	Printed string `json:"printed"`
	// Status lists the card's states in the game's words: "exhausted",
	// "injured", "attacking", "transformed".
	Status []string `json:"status"`
	// Counters are numbers on the card: damage, +1/+1 counters.
	Counters []Counter `json:"counters"`
	// Attached are the cards under or on this one that act with it (the
	// human under a transformed alien, upgrades); each one's On says which.
	Attached []TableCard `json:"attached"`
	// On is set on an attached card that is on its card rather than under
	// it (a Transformers TCG Upgrade on its character); false for a card
	// under its card (the human under a transformed alien, a character
	// under Trypticon) and for a card attached to none.
	On bool `json:"on,omitempty"`
}

// TableQuestion is the question the viewer must answer now.
type TableQuestion struct {
	// Player is the seat asked (the viewer), or -1 when the viewer has
	// nothing to decide.
	Player int `json:"player"`
	// Kind says what is asked, for programs: one word of the game's own
	// vocabulary, each declared with what it means in Info.Decisions. The
	// words are shared where games ask alike: "open" (turn Set cards face
	// up), "main" (the turn's main choices), "action", "deploy", "attack",
	// "block" or "contest" (answer an attack or a claim), "trick",
	// "counter", "window" (a chance to respond), "transform", "support",
	// "target", "cost", "mode", "optional" (use an ability that says
	// "may"), "order" (which of several effects first), "discard",
	// "search", "claim", "challenge". "" when the viewer has nothing to
	// decide.
	Kind string `json:"kind"`
	// Prompt says what is asked, for people.
	Prompt string `json:"prompt"`
	// Options are the answers, in the order of State.Legal.
	Options []TableOption `json:"options"`
}

// TableOption is one answer, with what it refers to on the table.
type TableOption struct {
	Code  string `json:"code"`
	Label string `json:"label"`
	// Detail is what a person needs beside the label to choose, in a few
	// words, where the cards' stat lines would not say it: an ability's
	// cost and effect, what a mode does. "" when the label and the
	// current stat lines of the option's cards say it all.
	Detail string `json:"detail"`
	// Cards are the handles of the cards the option is about (the card to
	// play, the attacker, the target), in the order the label names them.
	Cards []int `json:"cards"`
	// Zones are the zones it is about (where a card goes).
	Zones []string `json:"zones"`
}

// NoQuestion is the question of a viewer who has nothing to decide.
func NoQuestion() TableQuestion { return TableQuestion{Player: -1, Options: []TableOption{}} }
