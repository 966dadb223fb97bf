package server_test

import (
	"context"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"omnideck/match"
	"omnideck/server"
	"omnideck/store"
	"omnideck/store/storetest"
)

// /healthz answers while the database does; /metrics counts what the
// server did.
func TestHealthAndMetrics(t *testing.T) {
	h := newHarness(t, storetest.Backends(t)[0])
	resp, err := http.Get(h.ts.URL + "/healthz")
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("healthz: %v %v", err, resp.Status)
	}
	resp.Body.Close()
	b := h.browser()
	var c created
	b.call("POST", "/api/tables", map[string]any{"game": "omnitrix", "seats": []map[string]string{{"kind": "ai", "agent": "random"}, {"kind": "ai", "agent": "random"}}, "sit": -1}, &c)
	ws := b.connect(c.ID, true)
	ws.until(func(f match.Frame) bool { return f.Status == store.StatusFinished })
	resp, err = http.Get(h.ts.URL + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	data, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	text := string(data)
	for _, want := range []string{"omnideck_moves_total", "omnideck_games_finished_total 1", "omnideck_connections 1", "omnideck_move_seconds_bucket", "omnideck_frame_bytes_total", "omnideck_tables 1"} {
		if !strings.Contains(text, want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}
}

// Too many lobby actions from one address are refused with 429 and a
// Retry-After, and change nothing; so is a socket beyond the address's
// limit.
func TestRateLimits(t *testing.T) {
	h := newHarnessWith(t, storetest.Backends(t)[0], server.Limits{Actions: 60, Burst: 3, Connections: 2})
	b := h.browser()
	body := map[string]any{"game": "omnitrix", "seats": []map[string]string{{"kind": "human"}, {"kind": "human"}}, "sit": 0}
	var codes []int
	var last created
	for range 5 {
		codes = append(codes, b.call("POST", "/api/tables", body, &last))
	}
	if codes[0] != 201 || codes[2] != 201 || codes[3] != 429 || codes[4] != 429 {
		t.Fatalf("five creates in a row: %v", codes)
	}
	var lobby struct {
		Open []struct {
			ID string `json:"id"`
		} `json:"open"`
	}
	b.call("GET", "/api/tables", nil, &lobby)
	if len(lobby.Open) != 3 {
		t.Fatalf("%d tables after three creates allowed", len(lobby.Open))
	}
	id := lobby.Open[0].ID
	b.connect(id, true)
	b.connect(id, true)
	u := "ws" + strings.TrimPrefix(h.ts.URL, "http") + "/api/tables/" + id + "/socket?watch=1"
	_, resp, err := websocket.Dial(ctx, u, nil)
	if err == nil || resp == nil || resp.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("a third socket from one address: %v", err)
	}
}

// A human who has been away longer than the table allows is played for by
// the AI, which hands the seat back when they return.
func TestStandInPlaysForAnAwayPlayer(t *testing.T) {
	h := newHarness(t, storetest.Backends(t)[0])
	b := h.browser()
	var c created
	b.call("POST", "/api/tables", map[string]any{"game": "omnitrix", "seats": []map[string]string{{"kind": "human"}, {"kind": "ai", "agent": "random"}},
		"sit": 0, "settings": map[string]any{"away_seconds": 1}}, &c)
	ws := b.connect(c.ID, false)
	f := ws.until(func(f match.Frame) bool { return f.Table.Question.Player == 0 })
	v := f.Version
	ws.c.Close(websocket.StatusNormalClosure, "away")
	time.Sleep(1500 * time.Millisecond)
	ws = b.connect(c.ID, false)
	g := ws.until(func(match.Frame) bool { return true })
	if g.Version <= v {
		t.Fatalf("the game stood at version %d while its player was away", g.Version)
	}
	found := false
	for _, n := range g.Notes {
		if strings.Contains(n.Text, "is away: the AI plays for them") {
			found = true
		}
	}
	if !found {
		t.Fatalf("the table did not say the AI took the seat: %+v", g.Notes)
	}
	if g.Seats[0].StandIn {
		t.Fatal("the stand-in kept the seat after its player came back")
	}
}

// A server stopped with its context closes every socket with "going
// away" and stops serving.
func TestGracefulShutdown(t *testing.T) {
	h := newHarness(t, storetest.Backends(t)[0])
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	sctx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	ready := make(chan struct{})
	go func() { done <- h.srv.ListenAndServe(sctx, addr, func(net.Addr) { close(ready) }) }()
	<-ready
	b := h.browser()
	var c created
	b.call("POST", "/api/tables", map[string]any{"game": "superbenji", "seats": []map[string]string{{"kind": "human"}, {"kind": "human"}}, "sit": 0}, &c)
	ws, _, err := websocket.Dial(ctx, "ws://"+addr+"/api/tables/"+c.ID+"/socket", &websocket.DialOptions{HTTPClient: b.client})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := ws.Read(ctx); err != nil {
		t.Fatal(err)
	}
	closed := make(chan error, 1)
	go func() {
		for {
			if _, _, err := ws.Read(ctx); err != nil {
				closed <- err
				return
			}
		}
	}()
	stop()
	if err := <-done; err != nil {
		t.Fatalf("shutdown: %v", err)
	}
	if err := <-closed; websocket.CloseStatus(err) != websocket.StatusGoingAway {
		t.Fatalf("the socket closed with %v, want going away", err)
	}
	if _, err := http.Get("http://" + addr + "/healthz"); err == nil {
		t.Fatal("the server still answers after shutting down")
	}
}
