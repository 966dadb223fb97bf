package match

import (
	"context"
	"fmt"
	"slices"
)

// Undo at casual tables: a player takes back their last choice, and what
// the AI did after it, when no other person has chosen since and nothing
// was revealed to them since (reveal.go): they may change their mind, not
// look and choose again. Every other person at the table must agree; at a
// table against the AI alone it happens at once.

// UndoView is what a watcher is told of undo.
type UndoView struct {
	// Can is true when the viewer may ask to take back their last choice;
	// Why says why not otherwise.
	Can bool   `json:"can"`
	Why string `json:"why,omitempty"`
	// Asked is an undo waiting for agreement, if any.
	Asked *UndoAsked `json:"asked,omitempty"`
}

// UndoAsked is an undo someone asked for.
type UndoAsked struct {
	// By is the seat asking; Choices how many decisions would go.
	By      int `json:"by"`
	Choices int `json:"choices"`
	// Waiting lists the seats still to agree.
	Waiting []int `json:"waiting"`
}

type undoRequest struct {
	by, keep, version int
	waiting           []int
}

// undoPoint is how many decisions would stay if seat p took back its last
// choice, or why it may not.
func (m *Match) undoPoint(p int) (int, string) {
	switch {
	case !m.settings.Casual:
		return 0, "undo is only for casual tables"
	case p < 0 || p >= len(m.seats):
		return 0, "only players may undo"
	case m.state.Terminal():
		return 0, "the game is over"
	}
	last := -1
	for i := len(m.moves) - 1; i >= 0; i-- {
		if m.moves[i].Player == p {
			last = i
			break
		}
	}
	if last < 0 {
		return 0, "you have made no choice to take back"
	}
	for _, d := range m.moves[last+1:] {
		if m.seats[d.Player].Kind == Human && !m.standIn[d.Player] {
			return 0, "another player has chosen since"
		}
	}
	if m.revealed[p] > last {
		return 0, "something was revealed to you since"
	}
	return last, ""
}

// undoView is what viewer is told of undo.
func (m *Match) undoView(viewer int) *UndoView {
	if !m.settings.Casual || viewer < 0 {
		return nil
	}
	v := &UndoView{}
	if _, why := m.undoPoint(viewer); why == "" {
		v.Can = true
	} else {
		v.Why = why
	}
	if u := m.undo; u != nil {
		v.Asked = &UndoAsked{By: u.by, Choices: u.version - u.keep, Waiting: slices.Clone(u.waiting)}
	}
	return v
}

// AskUndo asks to take back seat's last choice, the match being at
// version. At a table where seat is the only person it happens at once;
// else the others are asked (Agree).
func (m *Match) AskUndo(ctx context.Context, seat, epoch, version int) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if epoch != m.epoch || version != len(m.moves) {
		return refuse("stale: the game is at version %d, not %d", len(m.moves), version)
	}
	keep, why := m.undoPoint(seat)
	if why != "" {
		return refuse("%s", why)
	}
	var others []int
	for i, s := range m.seats {
		if i != seat && s.Kind == Human && !m.standIn[i] && (s.TokenHash != "" || s.Account != "") {
			others = append(others, i)
		}
	}
	m.undo = &undoRequest{by: seat, keep: keep, version: version, waiting: others}
	if len(others) == 0 {
		return m.undoNow(ctx)
	}
	m.noteLocked(-1, "", fmt.Sprintf("%s asks to take back their last choice.", m.seatName(seat)))
	m.broadcast()
	return nil
}

// AnswerUndo is seat's answer to the undo asked for: agree or not.
func (m *Match) AnswerUndo(ctx context.Context, seat int, agree bool) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	u := m.undo
	if u == nil || !slices.Contains(u.waiting, seat) {
		return refuse("no undo is waiting for your answer")
	}
	if !agree {
		m.undo = nil
		m.noteLocked(-1, "", fmt.Sprintf("%s does not agree to the undo.", m.seatName(seat)))
		m.broadcast()
		return nil
	}
	u.waiting = slices.DeleteFunc(u.waiting, func(s int) bool { return s == seat })
	if len(u.waiting) > 0 {
		m.broadcast()
		return nil
	}
	return m.undoNow(ctx)
}

// undoNow takes back the decisions the undo asked for: stored first, then
// the game dealt again and played to the point kept. Every watcher gets a
// snapshot, since the log is shorter.
func (m *Match) undoNow(ctx context.Context) error {
	u := m.undo
	m.undo = nil
	if err := m.st.Truncate(ctx, m.ID, u.version, u.keep); err != nil {
		return m.stored(err)
	}
	m.moves = m.moves[:u.keep]
	m.epoch++
	if err := m.reload(); err != nil {
		m.log.Error("undo: deal the game again", "err", err)
		return err
	}
	n := u.version - u.keep
	what := "their last choice"
	if n > 1 {
		what = fmt.Sprintf("their last choice and what followed it (%d decisions)", n)
	}
	m.noteLocked(-1, "", fmt.Sprintf("%s took back %s.", m.seatName(u.by), what))
	for w := range m.watchers {
		w.snapshot = true
	}
	m.broadcast()
	m.kickLocked()
	return nil
}
