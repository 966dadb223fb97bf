package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// Note is a line of a table's chat, or something the table itself noted
// (Seat -1): an undo, a seat taken over by the AI.
type Note struct {
	Seq  int       `json:"seq"`
	Seat int       `json:"seat"`
	Name string    `json:"name"`
	Text string    `json:"text"`
	At   time.Time `json:"at"`
}

// AddNote appends a note to match id and returns it with its number.
func (s *Store) AddNote(ctx context.Context, id string, seat int, name, text string) (Note, error) {
	n := Note{Seat: seat, Name: name, Text: text, At: fromMillis(millis(s.now()))}
	err := s.tx(ctx, func(tx *sql.Tx) error {
		if err := s.fence(ctx, tx, id); err != nil {
			return err
		}
		if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0) + 1 FROM notes WHERE match_id = $1`, id).Scan(&n.Seq); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO notes (match_id, seq, seat, name, text, at) VALUES ($1, $2, $3, $4, $5, $6)`, id, n.Seq, seat, name, text, millis(n.At))
		return err
	})
	if err != nil {
		return Note{}, fmt.Errorf("note on match %s: %w", id, err)
	}
	return n, nil
}

// Notes reads the last limit notes of match id, oldest first.
func (s *Store) Notes(ctx context.Context, id string, limit int) ([]Note, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT seq, seat, name, text, at FROM (SELECT seq, seat, name, text, at FROM notes WHERE match_id = $1 ORDER BY seq DESC LIMIT $2) AS last ORDER BY seq`, id, limit)
	if err != nil {
		return nil, fmt.Errorf("read the notes of match %s: %w", id, err)
	}
	defer rows.Close()
	out := []Note{}
	for rows.Next() {
		var n Note
		var at int64
		if err := rows.Scan(&n.Seq, &n.Seat, &n.Name, &n.Text, &at); err != nil {
			return nil, err
		}
		n.At = fromMillis(at)
		out = append(out, n)
	}
	return out, rows.Err()
}
