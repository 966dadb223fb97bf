package match

import (
	"context"
	"errors"
)

// Request is what a watcher's client asks of the match.
type Request struct {
	// ID numbers the request; the ack or error that answers it echoes it.
	ID int `json:"id"`
	// Type is "move" (Code at Epoch and Version), "chat" (Text), "undo"
	// (take back your last choice, at Epoch and Version), "undo-answer"
	// (Agree or not to the undo asked for) or "sync" (send a snapshot).
	Type    string `json:"type"`
	Code    string `json:"code,omitempty"`
	Epoch   int    `json:"epoch"`
	Version int    `json:"version"`
	Text    string `json:"text,omitempty"`
	Agree   bool   `json:"agree,omitempty"`
}

// Handle does what r asks for the watcher's seat and queues the answer (an
// ack or an error frame). A spectator may only ask for a snapshot. A
// refused request changes nothing.
func (w *Watcher) Handle(ctx context.Context, r Request) {
	m := w.m
	var err error
	switch {
	case r.Type == "sync":
		w.Resync()
		return
	case w.Seat < 0:
		err = refuse("spectators may only watch")
	case r.Type == "move":
		err = m.Move(ctx, w.Seat, r.Code, r.Epoch, r.Version)
	case r.Type == "chat":
		err = m.Say(ctx, w.Seat, r.Text)
	case r.Type == "undo":
		err = m.AskUndo(ctx, w.Seat, r.Epoch, r.Version)
	case r.Type == "undo-answer":
		err = m.AnswerUndo(ctx, w.Seat, r.Agree)
	default:
		err = refuse("unknown request type %q", r.Type)
	}
	if err != nil && !errors.Is(err, ErrRefused) {
		m.log.Error("request failed", "type", r.Type, "seat", w.Seat, "err", err)
		err = errors.New("the server could not do that now; try again")
	}
	m.mu.Lock()
	w.reply(r.ID, err)
	m.mu.Unlock()
}
