package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"omnideck/engine"
)

// Match statuses.
const (
	// StatusOpen: seats are free; the game has not begun.
	StatusOpen = "open"
	// StatusPlaying: every seat is taken and the game goes on.
	StatusPlaying = "playing"
	// StatusFinished: the game is over; its record is a replay.
	StatusFinished = "finished"
)

// Match is a stored match: the record to play it again (its Header, an
// engine replay without decisions), the server's settings for its table,
// and where it stands.
type Match struct {
	ID     string
	Header engine.Replay
	// Settings are the table's settings as the server writes them (JSON).
	Settings json.RawMessage
	Status   string
	// Outcome is set once the game is finished.
	Outcome *engine.Outcome
	// Moves is the number of decisions stored: the match's version.
	Moves   int
	Created time.Time
	Updated time.Time
	Seats   []Seat
}

// Seat is one seat of a match and who sits in it.
type Seat struct {
	Seat int
	// Kind is "human", "ai" or "" for a seat nobody has taken yet.
	Kind string
	// Agent is an AI seat's agent spec ("ismcts:medium").
	Agent string
	// Name is what the table calls the seat's player.
	Name string
	// TokenHash is the hash of a guest's seat credential, "" when none.
	TokenHash string
	// Account is the account the seat belongs to, "" for a guest or AI.
	Account string
}

// Move is one stored decision.
type Move struct {
	Seq  int
	Seat int
	Code string
	At   time.Time
}

// Create stores a new match with its seats. Its Moves must be 0.
func (s *Store) Create(ctx context.Context, m Match) error {
	header := m.Header
	header.Decisions = nil
	header.Outcome = nil
	hdr, err := json.Marshal(header)
	if err != nil {
		return fmt.Errorf("match %s: %w", m.ID, err)
	}
	settings := m.Settings
	if len(settings) == 0 {
		settings = json.RawMessage("{}")
	}
	now := millis(s.now())
	return s.tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO matches (id, game, header, settings, status, moves, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, 0, $6, $6)`,
			m.ID, header.Game, string(hdr), string(settings), m.Status, now)
		if err != nil {
			return fmt.Errorf("store match %s: %w", m.ID, err)
		}
		if err := s.putLease(ctx, tx, m.ID); err != nil {
			return err
		}
		for _, seat := range m.Seats {
			if err := putSeat(ctx, tx, m.ID, seat); err != nil {
				return err
			}
		}
		return nil
	})
}

func putSeat(ctx context.Context, tx *sql.Tx, id string, seat Seat) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO seats (match_id, seat, kind, agent, name, token_hash, account_id) VALUES ($1, $2, $3, $4, $5, $6, $7)
		ON CONFLICT (match_id, seat) DO UPDATE SET kind = excluded.kind, agent = excluded.agent, name = excluded.name, token_hash = excluded.token_hash, account_id = excluded.account_id`,
		id, seat.Seat, seat.Kind, seat.Agent, seat.Name, seat.TokenHash, seat.Account)
	if err != nil {
		return fmt.Errorf("store seat %d of match %s: %w", seat.Seat, id, err)
	}
	return nil
}

// SetSeat stores who sits in a seat, replacing who sat there.
func (s *Store) SetSeat(ctx context.Context, id string, seat Seat) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		if err := s.fence(ctx, tx, id); err != nil {
			return err
		}
		if err := putSeat(ctx, tx, id, seat); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `UPDATE matches SET updated_at = $1 WHERE id = $2`, millis(s.now()), id)
		return err
	})
}

// Redeal replaces the record of match id, which has no moves yet, by
// header: the game dealt again (a player brought their own deck). A match
// with moves is ErrConflict.
func (s *Store) Redeal(ctx context.Context, id string, header engine.Replay) error {
	header.Decisions = nil
	header.Outcome = nil
	hdr, err := json.Marshal(header)
	if err != nil {
		return fmt.Errorf("match %s: %w", id, err)
	}
	return s.tx(ctx, func(tx *sql.Tx) error {
		if err := s.fence(ctx, tx, id); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `UPDATE matches SET header = $1, updated_at = $2 WHERE id = $3 AND moves = 0`, string(hdr), millis(s.now()), id)
		if err != nil {
			return fmt.Errorf("deal match %s again: %w", id, err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return s.conflictOrMissing(ctx, tx, id)
		}
		return nil
	})
}

// Append stores decision d as move number version+1 of match id, provided
// the match is at version (it has exactly that many moves): else it
// returns ErrConflict and stores nothing.
func (s *Store) Append(ctx context.Context, id string, version int, d engine.Decision) error {
	now := millis(s.now())
	return s.tx(ctx, func(tx *sql.Tx) error {
		if err := s.fence(ctx, tx, id); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `UPDATE matches SET moves = moves + 1, updated_at = $1 WHERE id = $2 AND moves = $3`, now, id, version)
		if err != nil {
			return fmt.Errorf("append to match %s: %w", id, err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return s.conflictOrMissing(ctx, tx, id)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO moves (match_id, seq, seat, code, at) VALUES ($1, $2, $3, $4, $5)`, id, version+1, d.Player, d.Action, now); err != nil {
			return fmt.Errorf("append to match %s: %w", id, err)
		}
		return nil
	})
}

// Truncate keeps the first keep moves of match id and drops the rest (an
// undo), provided the match is at version: else ErrConflict.
func (s *Store) Truncate(ctx context.Context, id string, version, keep int) error {
	if keep < 0 || keep > version {
		return fmt.Errorf("truncate match %s to %d moves of %d", id, keep, version)
	}
	now := millis(s.now())
	return s.tx(ctx, func(tx *sql.Tx) error {
		if err := s.fence(ctx, tx, id); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `UPDATE matches SET moves = $1, updated_at = $2 WHERE id = $3 AND moves = $4`, keep, now, id, version)
		if err != nil {
			return fmt.Errorf("truncate match %s: %w", id, err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return s.conflictOrMissing(ctx, tx, id)
		}
		_, err = tx.ExecContext(ctx, `DELETE FROM moves WHERE match_id = $1 AND seq > $2`, id, keep)
		return err
	})
}

// conflictOrMissing tells a match that moved on from one that is not
// stored.
func (s *Store) conflictOrMissing(ctx context.Context, tx *sql.Tx, id string) error {
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM matches WHERE id = $1`, id).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return fmt.Errorf("match %s: %w", id, ErrNotFound)
	}
	return fmt.Errorf("match %s: %w", id, ErrConflict)
}

// SetStatus stores where match id stands, and its outcome once finished.
func (s *Store) SetStatus(ctx context.Context, id, status string, outcome *engine.Outcome) error {
	out := ""
	if outcome != nil {
		data, err := json.Marshal(outcome)
		if err != nil {
			return err
		}
		out = string(data)
	}
	return s.tx(ctx, func(tx *sql.Tx) error {
		if err := s.fence(ctx, tx, id); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `UPDATE matches SET status = $1, outcome = $2, updated_at = $3 WHERE id = $4`, status, out, millis(s.now()), id)
		if err != nil {
			return fmt.Errorf("match %s: %w", id, err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return fmt.Errorf("match %s: %w", id, ErrNotFound)
		}
		return nil
	})
}

const matchColumns = `id, header, settings, status, outcome, moves, created_at, updated_at`

// scanMatch reads one row of matchColumns.
func scanMatch(row interface{ Scan(...any) error }) (Match, error) {
	var (
		m                         Match
		header, settings, outcome string
		created, updated          int64
	)
	if err := row.Scan(&m.ID, &header, &settings, &m.Status, &outcome, &m.Moves, &created, &updated); err != nil {
		return Match{}, err
	}
	if err := json.Unmarshal([]byte(header), &m.Header); err != nil {
		return Match{}, fmt.Errorf("match %s: its stored header: %w", m.ID, err)
	}
	m.Settings = json.RawMessage(settings)
	if outcome != "" {
		m.Outcome = new(engine.Outcome)
		if err := json.Unmarshal([]byte(outcome), m.Outcome); err != nil {
			return Match{}, fmt.Errorf("match %s: its stored outcome: %w", m.ID, err)
		}
	}
	m.Created, m.Updated = fromMillis(created), fromMillis(updated)
	return m, nil
}

// Get reads match id with its seats.
func (s *Store) Get(ctx context.Context, id string) (Match, error) {
	m, err := scanMatch(s.r.QueryRowContext(ctx, `SELECT `+matchColumns+` FROM matches WHERE id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Match{}, fmt.Errorf("match %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return Match{}, fmt.Errorf("read match %s: %w", id, err)
	}
	seats, err := s.seats(ctx, []string{id})
	if err != nil {
		return Match{}, err
	}
	m.Seats = seats[id]
	return m, nil
}

// seats reads the seats of the matches ids, by match.
func (s *Store) seats(ctx context.Context, ids []string) (map[string][]Seat, error) {
	out := map[string][]Seat{}
	if len(ids) == 0 {
		return out, nil
	}
	marks := make([]string, len(ids))
	args := make([]any, len(ids))
	for i, id := range ids {
		marks[i] = fmt.Sprintf("$%d", i+1)
		args[i] = id
	}
	rows, err := s.r.QueryContext(ctx, `SELECT match_id, seat, kind, agent, name, token_hash, account_id FROM seats WHERE match_id IN (`+strings.Join(marks, ", ")+`) ORDER BY match_id, seat`, args...)
	if err != nil {
		return nil, fmt.Errorf("read seats: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id string
		var st Seat
		if err := rows.Scan(&id, &st.Seat, &st.Kind, &st.Agent, &st.Name, &st.TokenHash, &st.Account); err != nil {
			return nil, fmt.Errorf("read seats: %w", err)
		}
		out[id] = append(out[id], st)
	}
	return out, rows.Err()
}

// Moves reads the decisions of match id, in order.
func (s *Store) Moves(ctx context.Context, id string) ([]Move, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT seq, seat, code, at FROM moves WHERE match_id = $1 ORDER BY seq`, id)
	if err != nil {
		return nil, fmt.Errorf("read the moves of match %s: %w", id, err)
	}
	defer rows.Close()
	var out []Move
	for rows.Next() {
		var mv Move
		var at int64
		if err := rows.Scan(&mv.Seq, &mv.Seat, &mv.Code, &at); err != nil {
			return nil, fmt.Errorf("read the moves of match %s: %w", id, err)
		}
		mv.At = fromMillis(at)
		out = append(out, mv)
	}
	return out, rows.Err()
}

// Replay reads match id as the engine's replay record: its header, every
// decision and, once finished, its outcome.
func (s *Store) Replay(ctx context.Context, id string) (*engine.Replay, error) {
	m, err := s.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	moves, err := s.Moves(ctx, id)
	if err != nil {
		return nil, err
	}
	r := m.Header
	r.Decisions = make([]engine.Decision, len(moves))
	for i, mv := range moves {
		r.Decisions[i] = engine.Decision{Player: mv.Seat, Action: mv.Code}
	}
	r.Outcome = m.Outcome
	return &r, nil
}

// List reads the matches with one of the statuses, newest first, at most
// limit of them, with their seats.
func (s *Store) List(ctx context.Context, statuses []string, limit int) ([]Match, error) {
	marks := make([]string, len(statuses))
	args := make([]any, 0, len(statuses)+1)
	for i, st := range statuses {
		marks[i] = fmt.Sprintf("$%d", i+1)
		args = append(args, st)
	}
	args = append(args, limit)
	rows, err := s.r.QueryContext(ctx, `SELECT `+matchColumns+` FROM matches WHERE status IN (`+strings.Join(marks, ", ")+`) ORDER BY updated_at DESC, id LIMIT $`+fmt.Sprint(len(args)), args...)
	if err != nil {
		return nil, fmt.Errorf("list matches: %w", err)
	}
	defer rows.Close()
	var out []Match
	var ids []string
	for rows.Next() {
		m, err := scanMatch(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, m)
		ids = append(ids, m.ID)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	seats, err := s.seats(ctx, ids)
	if err != nil {
		return nil, err
	}
	for i := range out {
		out[i].Seats = seats[out[i].ID]
	}
	return out, nil
}
