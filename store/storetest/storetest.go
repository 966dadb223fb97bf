// Package storetest opens throw-away stores for tests: an SQLite file in
// the test's temporary folder always, and a fresh PostgreSQL database
// when OMNIDECK_TEST_POSTGRES names a server (.ci/run starts one).
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"omnideck/store"
)

// PostgresEnv names the variable holding the URL of a PostgreSQL server
// the tests may create databases on.
const PostgresEnv = "OMNIDECK_TEST_POSTGRES"

// Backend is one kind of store to run a test against.
type Backend struct {
	// Name is "sqlite" or "postgres".
	Name string
	// DSN opens a new, empty database of this kind each time it is
	// called; the database is removed when the test ends.
	DSN func(t testing.TB) string
}

// Backends lists SQLite, and PostgreSQL when the environment names a
// server. Where it does not, it says so in the test's log; CI always
// names one, so the PostgreSQL runs are never skipped there.
func Backends(t testing.TB) []Backend {
	out := []Backend{{Name: "sqlite", DSN: func(t testing.TB) string {
		return filepath.Join(t.TempDir(), "data", "omnideck.db")
	}}}
	admin := os.Getenv(PostgresEnv)
	if admin == "" {
		t.Logf("%s is not set: the PostgreSQL runs are left out (.ci/run sets it)", PostgresEnv)
		return out
	}
	return append(out, Backend{Name: "postgres", DSN: func(t testing.TB) string { return freshDatabase(t, admin) }})
}

// freshDatabase creates an empty database on the server admin names and
// returns its URL; the database is dropped when the test ends.
func freshDatabase(t testing.TB, admin string) string {
	t.Helper()
	db, err := sql.Open("pgx", admin)
	if err != nil {
		t.Fatalf("open %s: %v", PostgresEnv, err)
	}
	defer db.Close()
	var b [6]byte
	rand.Read(b[:])
	name := "omnideck_test_" + hex.EncodeToString(b[:])
	if _, err := db.Exec("CREATE DATABASE " + name); err != nil {
		t.Fatalf("create a test database on %s: %v", PostgresEnv, err)
	}
	t.Cleanup(func() {
		db, err := sql.Open("pgx", admin)
		if err != nil {
			return
		}
		defer db.Close()
		db.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)")
	})
	u, err := url.Parse(admin)
	if err != nil {
		t.Fatalf("%s: %v", PostgresEnv, err)
	}
	u.Path = "/" + name
	return u.String()
}

// Open opens a new, empty store of backend b, closed when the test ends.
func Open(t testing.TB, b Backend) *store.Store {
	t.Helper()
	s, err := store.Open(context.Background(), b.DSN(t))
	if err != nil {
		t.Fatalf("%s: %v", b.Name, err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}
