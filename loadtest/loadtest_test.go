package loadtest_test

import (
	"context"
	"net"
	"path/filepath"
	"testing"
	"time"

	"omnideck/games"
	"omnideck/loadtest"
	"omnideck/server"
	"omnideck/store"
)

// A small load on a server of this process: every match is held, moves
// are made and timed, updates counted, and nothing fails.
func TestSmallLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("plays matches for seconds")
	}
	ctx := context.Background()
	reg, err := games.Registry()
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "omnideck.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	srv, err := server.New(ctx, server.Config{Registry: reg, Store: st, Limits: server.Limits{Actions: 1 << 20, Burst: 1 << 20, Connections: 1 << 20}})
	if err != nil {
		t.Fatal(err)
	}
	sctx, cancel := context.WithCancel(ctx)
	defer cancel()
	addr := make(chan string, 1)
	go srv.ListenAndServe(sctx, "127.0.0.1:0", func(a net.Addr) { addr <- a.String() })
	res, err := loadtest.Run(ctx, loadtest.Config{URL: "http://" + <-addr, Matches: 20, Pace: 50 * time.Millisecond,
		Ramp: 500 * time.Millisecond, Duration: 2 * time.Second, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	t.Log(res)
	if res.Held != 20 || res.Moves < 100 || res.Updates < res.Moves || res.WireBytes == 0 || res.Errors != 0 || res.P99 <= 0 || res.P50 > res.P99 {
		t.Fatalf("the load did not go as it should: %s", res)
	}
}
