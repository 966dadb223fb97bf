package match

import "context"

// SetAccount links a held human seat to an account ("" unlinks it): the
// account's player then holds the seat from any browser they log in on,
// beside the seat's credential. The link is stored before it counts.
func (m *Match) SetAccount(ctx context.Context, seat int, account string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	switch {
	case seat < 0 || seat >= len(m.seats) || m.seats[seat].Kind != Human:
		return refuse("there is no human seat %d", seat+1)
	case account != "" && m.seats[seat].TokenHash == "" && m.seats[seat].Account == "":
		return refuse("seat %d is free", seat+1)
	case m.seats[seat].Account == account:
		return nil
	}
	s := m.seats[seat]
	s.Account = account
	if err := m.st.SetSeat(ctx, m.ID, s); err != nil {
		return m.stored(err)
	}
	m.seats[seat] = s
	return nil
}

// SeatOfAccount returns the seat account holds, or -1.
func (m *Match) SeatOfAccount(account string) int {
	if account == "" {
		return -1
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	for i, s := range m.seats {
		if s.Account == account {
			return i
		}
	}
	return -1
}
