package server_test

import (
	"bufio"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"omnideck/engine"
	"omnideck/games"
	"omnideck/match"
	"omnideck/server"
	"omnideck/store"
	"omnideck/store/storetest"
)

// Servers sharing one PostgreSQL database (replicas.go): each table is
// served by one of them at a time; the others forward its requests there;
// when its server dies or stalls, another takes it over from the store.
// These tests need PostgreSQL: .ci/run starts one and names it in
// OMNIDECK_TEST_POSTGRES.

// testLease is the lease of these tests' servers: a table whose server
// died is taken over a second later.
const testLease = time.Second

// postgresDSN is a fresh PostgreSQL database for the test, which is
// skipped where no server is named.
func postgresDSN(t *testing.T) string {
	t.Helper()
	for _, b := range storetest.Backends(t) {
		if b.Name == "postgres" {
			return b.DSN(t)
		}
	}
	t.Skip("servers sharing a database need PostgreSQL: set " + storetest.PostgresEnv)
	return ""
}

// startReplica starts a server called name on database dsn, on a listener
// of its own whose address it advertises.
func startReplica(t *testing.T, dsn, name string, renew time.Duration) *harness {
	t.Helper()
	reg, err := games.Registry()
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(ctx, server.Config{Registry: reg, Store: st, AIPace: time.Millisecond, Limits: testLimits,
		Replica: name, Advertise: "http://" + ln.Addr().String(), Lease: testLease, Renew: renew})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewUnstartedServer(srv)
	ts.Listener.Close()
	ts.Listener = ln
	ts.Start()
	t.Cleanup(func() { srv.Close(); ts.Close() })
	return &harness{t: t, srv: srv, ts: ts, st: st, reg: reg}
}

// reconnect opens a socket to table id, trying again while the servers
// answer that the table is changing hands.
func (b *browser) reconnect(id string, watch bool) *conn {
	b.h.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		c, err := b.dial(id, watch)
		if err == nil {
			return c
		}
		if time.Now().After(deadline) {
			b.h.t.Fatalf("no socket to table %s at %s: %v", id, b.url(), err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// metric reads a counter or gauge of a server's /metrics.
func metric(t *testing.T, base, name string) float64 {
	t.Helper()
	resp, err := http.Get(base + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), name+" "); ok {
			f, _ := strconv.ParseFloat(v, 64)
			return f
		}
	}
	t.Fatalf("%s/metrics has no %s", base, name)
	return 0
}

// leaseHolder is the server holding table id's lease.
func leaseHolder(t *testing.T, st *store.Store, id string) string {
	t.Helper()
	l, err := st.LeaseOf(ctx, id)
	if err != nil {
		t.Fatalf("the lease of %s: %v", id, err)
	}
	return l.Replica
}

// checkStored checks that the stored record of table id holds every move
// played, in order, and nothing else, and plays the game to the end the
// players saw.
func checkStored(t *testing.T, h *harness, id string, played []engine.Decision, last match.Frame) {
	t.Helper()
	moves, err := h.st.Moves(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if len(moves) != len(played) || len(moves) != last.Version {
		t.Fatalf("%d moves stored, %d acknowledged, the game at version %d", len(moves), len(played), last.Version)
	}
	for i, mv := range moves {
		if mv.Seat != played[i].Player || mv.Code != played[i].Action {
			t.Fatalf("move %d stored as seat %d %q, played as seat %d %q", i+1, mv.Seat, mv.Code, played[i].Player, played[i].Action)
		}
	}
	rec, err := h.st.Get(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := h.st.Replay(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	s, err := rep.Run(h.reg)
	if err != nil {
		t.Fatalf("the stored record does not play: %v", err)
	}
	if rec.Status != store.StatusFinished || !s.Terminal() || s.Outcome().Summary != last.Table.Outcome.Summary {
		t.Fatalf("stored %s, replayed to %q; the players saw %q", rec.Status, s.Outcome().Summary, last.Table.Outcome.Summary)
	}
}

// Two servers on one database. A table is created on server A; two people
// join and play it through server B, which forwards them to A, while a
// third watches on A. A is killed with SIGKILL mid-game. Once its lease
// has run out, B takes the table over from the store: the players connect
// again through B, find every acknowledged move, and finish the game; the
// stored record holds every move, in order. An AI game A was running goes
// on at B without anyone asking for it.
func TestReplicasTakeOverAKilledServer(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a server process")
	}
	dsn := postgresDSN(t)
	addrA := freeAddr(t)
	procA := startProcess(t, addrA, dsn, replicaEnv+"=a "+testLease.String())
	b := startReplica(t, dsn, "b", 0)
	baseA, baseB := "http://"+addrA, b.ts.URL
	ann, bo, eve := remoteBrowser(b, baseA), b.browser(), remoteBrowser(b, baseA)

	var c, ai created
	if code := ann.call("POST", "/api/tables", map[string]any{"game": "tftcg", "seats": []map[string]string{{"kind": "human"}, {"kind": "human"}}, "name": "Ann", "sit": 0, "seed": 9}, &c); code != http.StatusCreated {
		t.Fatalf("create on A: %d", code)
	}
	if code := eve.call("POST", "/api/tables", map[string]any{"game": "omnitrix", "seats": []map[string]string{{"kind": "ai", "agent": "random"}, {"kind": "ai", "agent": "random"}},
		"sit": -1, "seed": 3, "settings": map[string]any{"pace_ms": 200}}, &ai); code != http.StatusCreated {
		t.Fatalf("create an AI game on A: %d", code)
	}
	var j created
	if code := bo.call("POST", "/api/tables/"+c.ID+"/join", map[string]any{"seat": 1, "name": "Bo"}, &j); code != http.StatusOK || j.Seat != 1 {
		t.Fatalf("join through B: %d %+v", code, j)
	}
	if h := leaseHolder(t, b.st, c.ID); h != "a" {
		t.Fatalf("the table's lease is %q's; its creator is a", h)
	}
	players := []*conn{ann.at(baseB).connect(c.ID, false), bo.connect(c.ID, false)}
	watcher := eve.connect(c.ID, true)
	var played []engine.Decision
	acked := playRecorded(t, players, 20, &played)
	watcher.until(func(f match.Frame) bool { return f.Version == acked })
	if n := metric(t, baseB, "omnideck_requests_forwarded_total"); n < 3 {
		t.Fatalf("B forwarded %v requests; the join and two sockets went through it", n)
	}
	if n := metric(t, baseB, "omnideck_tables"); n != 0 {
		t.Fatalf("B holds %v tables while A serves them", n)
	}
	before, err := b.st.Get(ctx, ai.ID)
	if err != nil || before.Status != store.StatusPlaying || before.Moves == 0 {
		t.Fatalf("the AI game before A dies: %+v %v", before, err)
	}

	procA.Process.Signal(syscall.SIGKILL)
	procA.Wait()
	killed := time.Now()
	players = []*conn{ann.at(baseB).reconnect(c.ID, false), bo.reconnect(c.ID, false)}
	for i, p := range players {
		f := p.until(func(match.Frame) bool { return true })
		if f.Version != acked || f.Seat != i || f.Type != "snapshot" {
			t.Fatalf("after A died, seat %d sees version %d (%s); %d moves were acknowledged", f.Seat, f.Version, f.Type, acked)
		}
	}
	t.Logf("B served the table %v after A was killed (lease %v)", time.Since(killed).Round(10*time.Millisecond), testLease)
	if h := leaseHolder(t, b.st, c.ID); h != "b" {
		t.Fatalf("after the takeover the lease is %q's", h)
	}
	watcher = eve.at(baseB).reconnect(c.ID, true)
	playRecorded(t, players, 100000, &played)
	last := players[0].last
	if last.Status != store.StatusFinished {
		t.Fatal("the game did not end after the takeover")
	}
	if f := watcher.until(func(f match.Frame) bool { return f.Status == store.StatusFinished }); f.Version != last.Version {
		t.Fatalf("the spectator saw the end at version %d, the players at %d", f.Version, last.Version)
	}
	checkStored(t, b, c.ID, played, last)

	// Nobody asked B for the AI game: B found it served by nobody and
	// took it over (B is the only server left to make its moves), and
	// its AI plays on.
	deadline := time.Now().Add(20 * time.Second)
	for {
		now, err := b.st.Get(ctx, ai.ID)
		if err != nil {
			t.Fatal(err)
		}
		if now.Moves > before.Moves+2 || now.Status == store.StatusFinished {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the AI game stands at %d moves (%d when A died)", now.Moves, before.Moves)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if n := metric(t, baseB, "omnideck_tables_taken_total"); n != 2 {
		t.Fatalf("B took %v tables over; A left two", n)
	}
}

// A server that stalled past its lease (here: it never renews it) while
// another took its table over cannot write over the new owner: its next
// move is refused, it drops its copy and closes the table's sockets, and
// the client, connecting to it again, is forwarded to the new owner,
// where the game goes on with nothing lost. The lobby of either server
// lists the tables of both.
func TestStaleServerGivesUpATable(t *testing.T) {
	dsn := postgresDSN(t)
	a := startReplica(t, dsn, "a", time.Hour)
	b := startReplica(t, dsn, "b", 0)
	ann, bo := a.browser(), a.browser()
	var c created
	ann.call("POST", "/api/tables", map[string]any{"game": "tftcg", "seats": []map[string]string{{"kind": "human"}, {"kind": "human"}}, "name": "Ann", "sit": 0, "seed": 4}, &c)
	var lobby struct {
		Open []struct {
			ID  string `json:"id"`
			You int    `json:"you"`
		} `json:"open"`
	}
	ann.at(b.ts.URL).call("GET", "/api/tables", nil, &lobby)
	if len(lobby.Open) != 1 || lobby.Open[0].ID != c.ID || lobby.Open[0].You != 0 {
		t.Fatalf("B's lobby lists %+v; A's table, with Ann in seat 1, expected", lobby.Open)
	}
	bo.call("POST", "/api/tables/"+c.ID+"/join", map[string]any{"seat": 1, "name": "Bo"}, nil)
	players := []*conn{ann.connect(c.ID, false), bo.connect(c.ID, false)}
	var played []engine.Decision
	acked := playRecorded(t, players, 6, &played)

	// A's lease runs out; the player not asked now connects through B,
	// which takes the table over.
	time.Sleep(testLease + 200*time.Millisecond)
	mover, other := players[0], players[1]
	if other.last.Table.Question.Player == other.last.Seat {
		mover, other = other, mover
	}
	otherBrowser := ann
	if other == players[1] {
		otherBrowser = bo
	}
	onB := otherBrowser.at(b.ts.URL).connect(c.ID, false)
	if f := onB.until(func(match.Frame) bool { return true }); f.Version != acked {
		t.Fatalf("B took the table at version %d; %d moves were acknowledged", f.Version, acked)
	}
	if h := leaseHolder(t, b.st, c.ID); h != "b" {
		t.Fatalf("the lease is %q's after B took the table", h)
	}

	// The mover, still on A's stale copy, moves: refused, nothing stored,
	// and A lets the socket go.
	f := mover.last
	mover.send(match.Request{Type: "move", Code: f.Table.Question.Options[0].Code, Epoch: f.Epoch, Version: f.Version})
	if a := mover.answer(); a.Type != "error" || !strings.Contains(a.Error, "moved to another server") {
		t.Fatalf("a move on the stale copy: %+v", a)
	}
	for {
		if _, ok := mover.read(5 * time.Second); !ok {
			break
		}
	}
	if moves, _ := b.st.Moves(ctx, c.ID); len(moves) != acked {
		t.Fatalf("%d moves stored after the refused move; %d were acknowledged", len(moves), acked)
	}
	moverBrowser := ann
	if mover == players[1] {
		moverBrowser = bo
	}
	viaA := moverBrowser.reconnect(c.ID, false)
	if f := viaA.until(func(match.Frame) bool { return true }); f.Version != acked || f.Seat != mover.last.Seat {
		t.Fatalf("through A again, seat %d at version %d; want seat %d at %d", f.Seat, f.Version, mover.last.Seat, acked)
	}
	playRecorded(t, []*conn{viaA, onB}, 100000, &played)
	if onB.last.Status != store.StatusFinished {
		t.Fatal("the game did not end")
	}
	checkStored(t, b, c.ID, played, onB.last)
	if n := metric(t, a.ts.URL, "omnideck_requests_forwarded_total"); n < 1 {
		t.Fatal("A did not forward the mover to B")
	}
	if n := metric(t, a.ts.URL, "omnideck_tables"); n != 0 {
		t.Fatalf("A still holds %v tables", n)
	}
}

// A server that stops lets its leases go once it has closed its tables:
// another server takes a table over at once, not when the lease would
// have run out.
func TestStoppedServerLetsItsTablesGo(t *testing.T) {
	dsn := postgresDSN(t)
	a := startReplica(t, dsn, "a", 0)
	b := startReplica(t, dsn, "b", 0)
	ann := a.browser()
	var c created
	ann.call("POST", "/api/tables", map[string]any{"game": "superbenji", "seats": []map[string]string{{"kind": "human"}, {"kind": "human"}}, "sit": 0}, &c)
	a.srv.Close()
	if _, err := b.st.LeaseOf(ctx, c.ID); err == nil {
		t.Fatal("a stopped server kept its lease")
	}
	start := time.Now()
	ws := ann.at(b.ts.URL).connect(c.ID, false)
	if f := ws.until(func(match.Frame) bool { return true }); f.Seat != 0 {
		t.Fatalf("Ann sits in seat %d at B", f.Seat)
	}
	if took := time.Since(start); took > testLease/2 {
		t.Fatalf("B took %v to serve the table", took)
	}
}
