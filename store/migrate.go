package store

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"
)

// migrations are the schema's steps, "NNNN_name.sql", applied in order of
// their number, each once, each in its own transaction. The same SQL serves
// SQLite and PostgreSQL: text, integers and no generated keys.
//
//go:embed migrations/*.sql
var migrations embed.FS

// migration is one step of the schema.
type migration struct {
	version int
	name    string
	sql     string
}

// steps lists the embedded migrations in order.
func steps() ([]migration, error) {
	entries, err := fs.ReadDir(migrations, "migrations")
	if err != nil {
		return nil, err
	}
	var out []migration
	for _, e := range entries {
		num, _, ok := strings.Cut(e.Name(), "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || !strings.HasSuffix(e.Name(), ".sql") {
			return nil, fmt.Errorf("migration %s: the name must be NNNN_name.sql", e.Name())
		}
		text, err := migrations.ReadFile("migrations/" + e.Name())
		if err != nil {
			return nil, err
		}
		out = append(out, migration{v, e.Name(), string(text)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].version < out[j].version })
	return out, nil
}

// migrate applies the migrations the database has not had. On PostgreSQL
// an advisory lock keeps two servers starting at once from applying the
// same step twice; SQLite's write transaction does the same.
func (s *Store) migrate(ctx context.Context) error {
	all, err := steps()
	if err != nil {
		return err
	}
	if _, err := s.w.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)`); err != nil {
		return fmt.Errorf("migrations table: %w", err)
	}
	for _, m := range all {
		err := s.tx(ctx, func(tx *sql.Tx) error {
			if s.postgres {
				if _, err := tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock(7240311)`); err != nil {
					return err
				}
			}
			var n int
			if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM schema_migrations WHERE version = $1`, m.version).Scan(&n); err != nil {
				return err
			}
			if n > 0 {
				return nil
			}
			if _, err := tx.ExecContext(ctx, m.sql); err != nil {
				return err
			}
			_, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)`, m.version, m.name, millis(s.now()))
			return err
		})
		if err != nil {
			return fmt.Errorf("migration %s: %w", m.name, err)
		}
	}
	return nil
}
