package kit

import "omnideck/engine"

// The parts of a game's own view (engine.View) that every card game on
// the kit shares.

// CardView is a card its viewer sees, in a game's view. Handle is its
// name in option codes and events.
type CardView struct {
	Handle int    `json:"handle"`
	ID     string `json:"id"`
	Name   string `json:"name"`
	Type   string `json:"type"`
	// Stats is the printed card at a glance (the game's catalog).
	Stats string `json:"stats"`
}

// ViewHead is what a view says first: who views, whose turn it is and in
// which phase, who decides and what they are asked, and how the game
// ended.
type ViewHead struct {
	// Viewer is the seat viewing, or engine.Spectator.
	Viewer int `json:"viewer"`
	Turn   int `json:"turn"`
	Active int `json:"active"`
	// Phase is the phase in the game's words.
	Phase string `json:"phase"`
	// Deciding is the seat that must decide now, or -1; Question what it
	// is asked, for people.
	Deciding int            `json:"deciding"`
	Question string         `json:"question"`
	Outcome  engine.Outcome `json:"outcome"`
}
