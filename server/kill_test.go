package server_test

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"omnideck/engine"
	"omnideck/games"
	"omnideck/match"
	"omnideck/server"
	"omnideck/store"
)

// serveEnv, when set in a test binary's environment ("ADDR DSN"), makes it
// a server and nothing else: the kill test starts the binary so, then
// kills it with SIGKILL. replicaEnv ("NAME LEASE") names such a server
// among others on one PostgreSQL database and sets its lease.
const (
	serveEnv   = "OMNIDECK_TEST_SERVE"
	replicaEnv = "OMNIDECK_TEST_REPLICA"
)

func TestMain(m *testing.M) {
	if spec := os.Getenv(serveEnv); spec != "" {
		addr, dsn, _ := strings.Cut(spec, " ")
		os.Exit(serveForKill(addr, dsn))
	}
	os.Exit(m.Run())
}

func serveForKill(addr, dsn string) int {
	ctx := context.Background()
	reg, err := games.Registry()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	st, err := store.Open(ctx, dsn)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	cfg := server.Config{Registry: reg, Store: st, AIPace: time.Millisecond, Limits: testLimits}
	if spec := os.Getenv(replicaEnv); spec != "" {
		name, lease, _ := strings.Cut(spec, " ")
		cfg.Replica, cfg.Advertise = name, "http://"+addr
		if cfg.Lease, err = time.ParseDuration(lease); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
	}
	srv, err := server.New(ctx, cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	if err := srv.ListenAndServe(ctx, addr, nil); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// A server killed with SIGKILL in the middle of a game, and started again
// on the same database, resumes the game exactly: every acknowledged move
// is there, both players reconnect with their credentials, and the game
// is played to its end.
func TestKilledServerResumes(t *testing.T) {
	if testing.Short() {
		t.Skip("starts server processes")
	}
	addr := freeAddr(t)
	dsn := filepath.Join(t.TempDir(), "data", "omnideck.db")
	start := func() *exec.Cmd { return startProcess(t, addr, dsn) }
	proc := start()
	h := &harness{t: t, ts: nil}
	base := "http://" + addr
	ann, bo := remoteBrowser(h, base), remoteBrowser(h, base)
	var c created
	if code := ann.call("POST", "/api/tables", map[string]any{"game": "tftcg", "seats": []map[string]string{{"kind": "human"}, {"kind": "human"}}, "sit": 0, "seed": 9}, &c); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	bo.call("POST", "/api/tables/"+c.ID+"/join", map[string]any{"seat": 1}, nil)
	players := []*conn{ann.connect(c.ID, false), bo.connect(c.ID, false)}
	acked := playMoves(t, players, 30)
	proc.Process.Signal(syscall.SIGKILL)
	proc.Wait()
	start()
	players = []*conn{ann.connect(c.ID, false), bo.connect(c.ID, false)}
	for _, p := range players {
		f := p.until(func(match.Frame) bool { return true })
		if f.Version != acked || f.Seat != p.last.Seat {
			t.Fatalf("after the kill, seat %d sees version %d; %d moves were acknowledged", f.Seat, f.Version, acked)
		}
	}
	playMoves(t, players, 100000)
	if players[0].last.Status != store.StatusFinished {
		t.Fatal("the game did not end after the restart")
	}
}

// freeAddr is a local address nobody listens on.
func freeAddr(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// startProcess starts the test binary as a server on addr and dsn, with
// env added to its environment, and waits until it answers.
func startProcess(t *testing.T, addr, dsn string, env ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(append(os.Environ(), serveEnv+"="+addr+" "+dsn), env...)
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	for range 100 {
		if resp, err := http.Get("http://" + addr + "/healthz"); err == nil {
			resp.Body.Close()
			return cmd
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatal("the server did not start")
	return nil
}

// playMoves has the players answer with their first option until n moves
// are acknowledged or the game ends; it returns the version reached.
func playMoves(t *testing.T, players []*conn, n int) int {
	t.Helper()
	return playRecorded(t, players, n, nil)
}

// playRecorded is playMoves, keeping in played (if not nil) each move
// acknowledged.
func playRecorded(t *testing.T, players []*conn, n int, played *[]engine.Decision) int {
	t.Helper()
	version := 0
	for range n {
		var mover *conn
		for mover == nil {
			for _, p := range players {
				p.read(20 * time.Millisecond)
				if p.last.Table != nil && p.last.Status == store.StatusFinished {
					return p.last.Version
				}
				if p.last.Table != nil && p.last.Table.Question.Player == p.last.Seat && p.last.Version >= version {
					mover = p
					break
				}
			}
		}
		f := mover.last
		code := f.Table.Question.Options[0].Code
		mover.send(match.Request{Type: "move", Code: code, Epoch: f.Epoch, Version: f.Version})
		a := mover.answer()
		if a.Type != "ack" {
			t.Fatalf("a move at version %d: %s", f.Version, a.Error)
		}
		if played != nil {
			*played = append(*played, engine.Decision{Player: f.Seat, Action: code})
		}
		version = a.Version
		for _, p := range players {
			p.until(func(g match.Frame) bool { return g.Version >= version })
		}
	}
	return version
}

// remoteBrowser is a browser for a server at base, not the harness's.
func remoteBrowser(h *harness, base string) *browser {
	b := h.browser()
	b.base = base
	return b
}

// at is the same browser (its cookies) asking the server at base.
func (b *browser) at(base string) *browser {
	c := *b
	c.base = base
	return &c
}
