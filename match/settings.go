package match

import (
	"encoding/json"
	"fmt"
	"time"
)

// Settings are a table's own rules, beside the game's options. They are
// stored with the match (store.Match.Settings).
type Settings struct {
	// Casual tables allow undo: a player takes back their own choices
	// since hidden information was last revealed to them, when every
	// other human at the table agrees.
	Casual bool `json:"casual"`
	// AwaySeconds, when above 0, lets the seat's AI agent play for a human
	// who has had no connection to the table for that long, until they
	// are back.
	AwaySeconds int `json:"away_seconds,omitempty"`
	// StandIn is the agent that plays for an away human ("heuristic" when
	// empty).
	StandIn string `json:"stand_in,omitempty"`
	// PaceMillis is how long an AI seat waits before it answers, so that a
	// person can follow its play; 0 answers at once.
	PaceMillis int `json:"pace_ms,omitempty"`
}

// Check reports what is wrong with the settings, every problem at once.
func (s Settings) Check() error {
	switch {
	case s.AwaySeconds < 0 || s.AwaySeconds > 24*3600:
		return fmt.Errorf("away_seconds: %d is not from 0 to %d", s.AwaySeconds, 24*3600)
	case s.PaceMillis < 0 || s.PaceMillis > 10000:
		return fmt.Errorf("pace_ms: %d is not from 0 to 10000", s.PaceMillis)
	}
	return nil
}

func (s Settings) away() time.Duration { return time.Duration(s.AwaySeconds) * time.Second }

func (s Settings) pace() time.Duration { return time.Duration(s.PaceMillis) * time.Millisecond }

func (s Settings) standIn() string {
	if s.StandIn == "" {
		return "heuristic"
	}
	return s.StandIn
}

// Encode is the settings as stored.
func (s Settings) Encode() json.RawMessage {
	data, _ := json.Marshal(s)
	return data
}
