package engine

import "strconv"

// Event is one entry of a game's log, kept compact so logging costs little.
// Its Kind and arguments mean what the game that wrote it says; the game
// turns it into an [Entry] for each viewer.
type Event struct {
	Kind uint8
	// Player is the seat the event is about, or -1.
	Player int8
	// Private events are seen only by Player.
	Private bool
	A, B    int32
}

// Entry is one logged event as one viewer may see it: the sentence for
// people and the same facts as data for programs.
type Entry struct {
	// Kind names the event, such as "draw" or "damage"; each game lists its
	// kinds and their data in docs/protocol.md.
	Kind string `json:"kind"`
	// Player is the seat the event is about, or -1.
	Player int `json:"player"`
	// Text says what happened, from the viewer's side ("You draw ...").
	Text string `json:"text"`
	// Data holds the event's facts by name: numbers, texts, and cards as
	// the viewer may see them. It is never nil.
	Data map[string]any `json:"data"`
}

// Log is an append-only list of events. Copies share the events written
// before the copy, which are never changed, so copying is cheap and each copy
// still behaves as a deep copy.
type Log struct {
	events []Event
	off    bool
}

// NewLog returns an empty log; a log that is off records nothing.
func NewLog(off bool) Log { return Log{off: off} }

// Add appends e unless the log is off.
func (l *Log) Add(e Event) {
	if !l.off {
		l.events = append(l.events, e)
	}
}

// Copy returns a log that shares the recorded events and appends apart.
func (l Log) Copy() Log {
	n := len(l.events)
	return Log{events: l.events[:n:n], off: l.off}
}

// Len is the number of events recorded.
func (l Log) Len() int { return len(l.events) }

// Visible reports whether viewer may see e.
func (e Event) Visible(viewer int) bool { return !e.Private || int(e.Player) == viewer }

// Entries renders the events from index from on that viewer may see.
func (l Log) Entries(viewer, from int, render func(e Event, viewer int) Entry) ([]Entry, int) {
	if from < 0 {
		from = 0
	}
	out := []Entry{}
	for i := from; i < len(l.events); i++ {
		if e := l.events[i]; e.Visible(viewer) {
			en := render(e, viewer)
			if en.Data == nil {
				en.Data = map[string]any{}
			}
			en.Player = int(e.Player)
			out = append(out, en)
		}
	}
	return out, max(from, len(l.events))
}

// LogCounter is implemented by states that can tell the length of their
// log without rendering it: LogLen is the index State.Events answers as
// next when asked from 0, so that a client that wants only to know where
// the log stands (to read what comes later) pays for no text.
type LogCounter interface {
	LogLen() int
}

// Texts is the text of each entry, for people.
func Texts(entries []Entry) []string {
	out := make([]string, len(entries))
	for i, e := range entries {
		out[i] = e.Text
	}
	return out
}

// PlayerName is how people call seat p: seat 0 is "Player 1".
func PlayerName(p int) string { return "Player " + strconv.Itoa(p+1) }

// Subject names the event's player for viewer: "You" for their own events.
func (e Event) Subject(viewer int) string {
	if int(e.Player) == viewer {
		return "You"
	}
	return PlayerName(int(e.Player))
}

// Verb picks the verb form that agrees with Subject: you for the viewer's
// own events, they for another player's.
func (e Event) Verb(viewer int, you, they string) string {
	if int(e.Player) == viewer {
		return you
	}
	return they
}
