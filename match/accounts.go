package match

import (
	"context"
	"slices"

	"omnideck/engine"
	"omnideck/store"
)

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

// JoinWithDeck seats a person as Join does, with their own deck for the
// seat: deck is its cards as engine.Config.Decks takes them. The game,
// which has not begun, is dealt again with the deck (the same seed), and
// stored so before the seat is taken. The other seats keep their decks;
// those the table dealt no deck of its own play usual's, the decks the
// game deals when given none.
func (m *Match) JoinWithDeck(ctx context.Context, seat int, name, tokenHash string, deck []string, usual [][]string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.canJoin(seat, tokenHash); err != nil {
		return err
	}
	if m.status != store.StatusOpen || len(m.moves) > 0 {
		return refuse("the game has begun: a deck is brought before it does")
	}
	cfg := m.header.Config
	cfg.Decks = make([][]string, cfg.Players)
	copy(cfg.Decks, m.header.Config.Decks)
	for p := range cfg.Decks {
		if len(cfg.Decks[p]) == 0 && p < len(usual) {
			cfg.Decks[p] = slices.Clone(usual[p])
		}
	}
	cfg.Decks[seat] = slices.Clone(deck)
	s, err := m.game.New(cfg)
	if err != nil {
		return refuse("%v", err)
	}
	header := *engine.NewReplay(s)
	if err := m.st.Redeal(ctx, m.ID, header); err != nil {
		return m.stored(err)
	}
	m.header = header
	m.state, m.logNext = s, 0
	for p := range m.sights {
		m.sights[p], m.revealed[p] = nil, 0
	}
	m.track(0)
	// The table is another one now: every watcher gets it whole.
	for w := range m.watchers {
		w.snapshot = true
	}
	return m.joinLocked(ctx, seat, name, tokenHash)
}
