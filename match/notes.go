package match

import (
	"context"
	"strings"
	"unicode/utf8"
)

// MaxNote is the longest chat line, in characters.
const MaxNote = 500

// Say adds a chat line from seat (engine.Spectator may not speak).
func (m *Match) Say(ctx context.Context, seat int, text string) error {
	text = strings.TrimSpace(text)
	switch {
	case text == "":
		return refuse("say something")
	case utf8.RuneCountInString(text) > MaxNote:
		return refuse("a chat line is at most %d characters", MaxNote)
	case !utf8.ValidString(text):
		return refuse("a chat line must be text")
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if seat < 0 || seat >= len(m.seats) {
		return refuse("only players may chat")
	}
	return m.noteCtx(ctx, seat, m.seatName(seat), text)
}

// noteLocked adds a note of the table's own.
func (m *Match) noteLocked(seat int, name, text string) {
	if err := m.noteCtx(context.Background(), seat, name, text); err != nil {
		m.log.Error("store a note", "err", err)
	}
}

func (m *Match) noteCtx(ctx context.Context, seat int, name, text string) error {
	n, err := m.st.AddNote(ctx, m.ID, seat, name, text)
	if err != nil {
		return m.stored(err)
	}
	m.notes = append(m.notes, n)
	if len(m.notes) > noteWindow {
		m.notes = m.notes[len(m.notes)-noteWindow:]
	}
	m.broadcast()
	return nil
}
