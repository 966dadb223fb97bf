package match

import (
	"context"
	"crypto/subtle"
	"strconv"
	"time"

	"omnideck/store"
)

// Join seats a person in a free human seat under name, holding the seat
// credential whose hash is tokenHash (the server issues a fresh one on
// every join). The game begins when the last seat is taken.
func (m *Match) Join(ctx context.Context, seat int, name, tokenHash string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.canJoin(seat, tokenHash); err != nil {
		return err
	}
	return m.joinLocked(ctx, seat, name, tokenHash)
}

// canJoin refuses a join of seat that cannot be.
func (m *Match) canJoin(seat int, tokenHash string) error {
	switch {
	case m.closed:
		return refuse("the table is closed")
	case seat < 0 || seat >= len(m.seats):
		return refuse("there is no seat %d", seat+1)
	case m.seats[seat].Kind != Human:
		return refuse("seat %d is played by the AI", seat+1)
	case m.seats[seat].TokenHash != "" || m.seats[seat].Account != "":
		return refuse("seat %d is taken", seat+1)
	case m.state.Terminal():
		return refuse("the game is over")
	case tokenHash == "":
		return refuse("no seat credential")
	}
	return nil
}

// joinLocked seats a person in a seat canJoin allows.
func (m *Match) joinLocked(ctx context.Context, seat int, name, tokenHash string) error {
	s := m.seats[seat]
	s.Name, s.TokenHash = name, tokenHash
	if err := m.st.SetSeat(ctx, m.ID, s); err != nil {
		return m.stored(err)
	}
	m.seats[seat] = s
	if m.status == store.StatusOpen && m.full() {
		if err := m.st.SetStatus(ctx, m.ID, store.StatusPlaying, nil); err != nil {
			return m.stored(err)
		}
		m.status = store.StatusPlaying
		m.noteLocked(-1, "", "Every seat is taken: the game begins.")
	}
	m.broadcast()
	m.kickLocked()
	return nil
}

// Leave gives up a seat: its credential stops working and the seat is
// free for someone else to take.
func (m *Match) Leave(ctx context.Context, seat int) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if seat < 0 || seat >= len(m.seats) || m.seats[seat].Kind != Human {
		return refuse("there is no human seat %d", seat+1)
	}
	name := m.seatName(seat)
	s := m.seats[seat]
	s.Name, s.TokenHash, s.Account = "", "", ""
	if err := m.st.SetSeat(ctx, m.ID, s); err != nil {
		return m.stored(err)
	}
	m.seats[seat] = s
	m.noteLocked(-1, "", name+" left the table; seat "+strconv.Itoa(seat+1)+" is free.")
	m.broadcast()
	return nil
}

// SeatOf returns the seat whose credential hashes to tokenHash, or -1.
func (m *Match) SeatOf(tokenHash string) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	for i, s := range m.seats {
		if s.TokenHash != "" && subtle.ConstantTimeCompare([]byte(s.TokenHash), []byte(tokenHash)) == 1 {
			return i
		}
	}
	return -1
}

// Seats is every seat as watchers see it.
func (m *Match) Seats() []SeatView {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.seatViews()
}

// awayLater lets the stand-in take seat p once its player has been gone
// for the table's AwaySeconds, if they have not come back by then.
func (m *Match) awayLater(p int) {
	if m.settings.AwaySeconds == 0 || m.agents[p] == nil || m.seats[p].Kind != Human {
		return
	}
	left := m.left[p]
	time.AfterFunc(m.settings.away(), func() {
		m.mu.Lock()
		defer m.mu.Unlock()
		if m.closed || m.present[p] > 0 || !m.left[p].Equal(left) || m.standIn[p] || m.state.Terminal() {
			return
		}
		m.standIn[p] = true
		m.noteLocked(-1, "", m.seatName(p)+" is away: the AI plays for them until they are back.")
		m.broadcast()
		m.kickLocked()
	})
}

func itoa(n int) string { return strconv.Itoa(n) }

// Agent is the agent spec of an AI seat, "" for a human's.
func (m *Match) Agent(seat int) string {
	m.mu.Lock()
	defer m.mu.Unlock()
	if seat < 0 || seat >= len(m.seats) {
		return ""
	}
	return m.seats[seat].Agent
}
