package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"omnideck/engine"
	"omnideck/games"
	"omnideck/match"
	"omnideck/server"
	"omnideck/store"
	"omnideck/store/storetest"
)

var ctx = context.Background()

// harness is a server on a test listener with its store.
type harness struct {
	t   testing.TB
	srv *server.Server
	ts  *httptest.Server
	st  *store.Store
	reg *engine.Registry
}

// testLimits let tests act as fast as they like.
var testLimits = server.Limits{Actions: 6000, Burst: 1000, Messages: 1000, MessageBurst: 1000}

func newHarness(t testing.TB, b storetest.Backend) *harness {
	return newHarnessWith(t, b, testLimits)
}

func newHarnessWith(t testing.TB, b storetest.Backend, limits server.Limits) *harness {
	t.Helper()
	reg, err := games.Registry()
	if err != nil {
		t.Fatal(err)
	}
	return startHarness(t, reg, storetest.Open(t, b), limits)
}

func startHarness(t testing.TB, reg *engine.Registry, st *store.Store, limits server.Limits) *harness {
	t.Helper()
	srv, err := server.New(ctx, server.Config{Registry: reg, Store: st, AIPace: time.Millisecond, Limits: limits})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv)
	t.Cleanup(func() { srv.Close(); ts.Close() })
	return &harness{t: t, srv: srv, ts: ts, st: st, reg: reg}
}

// browser is an HTTP client with its own cookies, as a browser is.
type browser struct {
	h      *harness
	client *http.Client
	// base is the server's address (the harness's by default).
	base string
}

func (b *browser) url() string {
	if b.base != "" {
		return b.base
	}
	return b.h.ts.URL
}

func (h *harness) browser() *browser {
	jar, _ := cookiejar.New(nil)
	return &browser{h: h, client: &http.Client{Jar: jar}}
}

// call sends a JSON request and decodes the answer into out; it returns
// the status code.
func (b *browser) call(method, path string, body, out any) int {
	b.h.t.Helper()
	var rd io.Reader
	if body != nil {
		data, _ := json.Marshal(body)
		rd = bytes.NewReader(data)
	}
	req, _ := http.NewRequest(method, b.url()+path, rd)
	req.Header.Set("Content-Type", "application/json")
	resp, err := b.client.Do(req)
	if err != nil {
		b.h.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			b.h.t.Fatalf("%s %s: %d %s", method, path, resp.StatusCode, data)
		}
	}
	return resp.StatusCode
}

// conn is a WebSocket to a table, as the page opens it. A goroutine reads
// it (a read cut short by a deadline would close the socket) and hands the
// frames on.
type conn struct {
	t      testing.TB
	c      *websocket.Conn
	frames chan match.Frame
	last   match.Frame
	seq    int
	next   int
	errs   []string
}

func (b *browser) connect(id string, watch bool) *conn {
	b.h.t.Helper()
	c, err := b.dial(id, watch)
	if err != nil {
		b.h.t.Fatal(err)
	}
	return c
}

// dial opens a WebSocket to table id, or says why it could not.
func (b *browser) dial(id string, watch bool) (*conn, error) {
	u := "ws" + strings.TrimPrefix(b.url(), "http") + "/api/tables/" + id + "/socket"
	if watch {
		u += "?watch=1"
	}
	c, _, err := websocket.Dial(ctx, u, &websocket.DialOptions{HTTPClient: b.client, HTTPHeader: http.Header{"Origin": {b.url()}}})
	if err != nil {
		return nil, err
	}
	c.SetReadLimit(16 << 20)
	b.h.t.Cleanup(func() { c.CloseNow() })
	cn := &conn{t: b.h.t, c: c, frames: make(chan match.Frame, 1024)}
	go func() {
		defer close(cn.frames)
		for {
			_, data, err := c.Read(ctx)
			if err != nil {
				return
			}
			var f match.Frame
			if err := json.Unmarshal(data, &f); err != nil {
				f = match.Frame{Type: "garbled", Error: err.Error()}
			}
			cn.frames <- f
		}
	}()
	return cn, nil
}

// read takes one frame, checking its number follows the last; ok is false
// when none comes in time or the connection is closed.
func (c *conn) read(timeout time.Duration) (match.Frame, bool) {
	c.t.Helper()
	var f match.Frame
	select {
	case g, open := <-c.frames:
		if !open {
			return match.Frame{}, false
		}
		f = g
	case <-time.After(timeout):
		return match.Frame{}, false
	}
	if f.Type == "garbled" {
		c.t.Fatalf("a frame that is not JSON: %s", f.Error)
	}
	if f.Seq != c.seq+1 {
		c.t.Fatalf("frame %d after %d", f.Seq, c.seq)
	}
	c.seq = f.Seq
	switch f.Type {
	case "snapshot", "update":
		if err := f.Follow(c.last.Table); err != nil {
			c.t.Fatal(err)
		}
		c.last = f
	case "error":
		c.errs = append(c.errs, f.Error)
	}
	return f, true
}

// until reads frames until ok holds of the latest table frame.
func (c *conn) until(ok func(match.Frame) bool) match.Frame {
	c.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !(c.last.Table != nil && ok(c.last)) {
		if time.Now().After(deadline) {
			c.t.Fatalf("no frame as wanted; last: version %d status %s", c.last.Version, c.last.Status)
		}
		c.read(time.Until(deadline))
	}
	return c.last
}

// answer reads frames until the answer to the last request comes: its
// ack or error.
func (c *conn) answer() match.Frame {
	c.t.Helper()
	for {
		f, ok := c.read(5 * time.Second)
		if !ok {
			c.t.Fatal("no answer")
		}
		if (f.Type == "ack" || f.Type == "error") && (f.ID == c.next || f.ID == 0) {
			return f
		}
	}
}

func (c *conn) send(req match.Request) {
	c.t.Helper()
	c.next++
	req.ID = c.next
	data, _ := json.Marshal(req)
	if err := c.c.Write(ctx, websocket.MessageText, data); err != nil {
		c.t.Fatal(err)
	}
}

type created struct {
	ID    string `json:"id"`
	Seat  int    `json:"seat"`
	Token string `json:"token"`
	Error string `json:"error"`
}

// A person creates a table against the AI in the browser's way and plays
// it to the end over the socket; the finished game's replay downloads and
// plays the same game.
func TestPlayAgainstAIOverTheSocket(t *testing.T) {
	for _, b := range storetest.Backends(t) {
		t.Run(b.Name, func(t *testing.T) {
			h := newHarness(t, b)
			ann := h.browser()
			var c created
			code := ann.call("POST", "/api/tables", map[string]any{
				"game": "omnitrix", "seats": []map[string]string{{"kind": "human"}, {"kind": "ai", "agent": "heuristic"}},
				"name": "Ann", "sit": 0, "seed": 5,
			}, &c)
			if code != http.StatusCreated || c.ID == "" || c.Token == "" {
				t.Fatalf("create: %d %+v", code, c)
			}
			ws := ann.connect(c.ID, false)
			seen := -1
			for range 2000 {
				f := ws.until(func(f match.Frame) bool {
					return f.Status == store.StatusFinished || (f.Version > seen && f.Table.Question.Player == 0)
				})
				if f.Status == store.StatusFinished {
					break
				}
				seen = f.Version
				ws.send(match.Request{Type: "move", Code: f.Table.Question.Options[0].Code, Epoch: f.Epoch, Version: f.Version})
				a := ws.answer()
				if a.Type != "ack" {
					t.Fatalf("a move at version %d: %s", f.Version, a.Error)
				}
				// Frames sent before the ack may show the question
				// already answered; the ack's version is the first that
				// shows the move.
				seen = a.Version - 1
			}
			if ws.last.Status != store.StatusFinished || ws.last.Seat != 0 {
				t.Fatalf("the game did not end: %+v", ws.last.Status)
			}
			if len(ws.errs) > 0 {
				t.Fatalf("errors: %v", ws.errs)
			}
			resp, err := ann.client.Get(h.ts.URL + "/api/tables/" + c.ID + "/replay")
			if err != nil {
				t.Fatal(err)
			}
			rep, err := engine.DecodeReplay(resp.Body)
			resp.Body.Close()
			if err != nil {
				t.Fatal(err)
			}
			if _, err := rep.Run(h.reg); err != nil {
				t.Fatalf("the downloaded replay does not play: %v", err)
			}
		})
	}
}

// Two people at one table: the second joins from the invite link, and a
// spectator watches. Each receives only its own seat's view.
func TestTwoPeopleAndASpectator(t *testing.T) {
	h := newHarness(t, storetest.Backends(t)[0])
	ann, bo, eve := h.browser(), h.browser(), h.browser()
	var c created
	ann.call("POST", "/api/tables", map[string]any{"game": "superbenji", "seats": []map[string]string{{"kind": "human"}, {"kind": "human"}}, "name": "Ann", "sit": 0}, &c)
	var lobby struct {
		Open []struct {
			ID string `json:"id"`
		} `json:"open"`
	}
	eve.call("GET", "/api/tables", nil, &lobby)
	if len(lobby.Open) != 1 || lobby.Open[0].ID != c.ID {
		t.Fatalf("the lobby lists %+v", lobby)
	}
	var j created
	if code := bo.call("POST", "/api/tables/"+c.ID+"/join", map[string]any{"seat": 0, "name": "Bo"}, &j); code != http.StatusConflict {
		t.Fatalf("joining a taken seat: %d %+v", code, j)
	}
	if code := bo.call("POST", "/api/tables/"+c.ID+"/join", map[string]any{"seat": 1, "name": "<b>Bo</b>"}, &j); code != http.StatusOK || j.Seat != 1 {
		t.Fatalf("join: %d %+v", code, j)
	}
	wa, wb, we := ann.connect(c.ID, false), bo.connect(c.ID, false), eve.connect(c.ID, false)
	fa := wa.until(func(f match.Frame) bool { return f.Status == store.StatusPlaying })
	fb := wb.until(func(f match.Frame) bool { return f.Status == store.StatusPlaying })
	fe := we.until(func(f match.Frame) bool { return f.Status == store.StatusPlaying })
	if fa.Seat != 0 || fb.Seat != 1 || fe.Seat != engine.Spectator {
		t.Fatalf("seats %d %d %d", fa.Seat, fb.Seat, fe.Seat)
	}
	if fb.Seats[1].Name != "<b>Bo</b>" {
		t.Fatalf("a name is kept as typed, to be shown as text: %q", fb.Seats[1].Name)
	}
	// Each hand is seen by its owner only.
	hand := func(f match.Frame, seat int) []engine.TableCard {
		for _, z := range f.Table.Players[seat].Zones {
			if strings.HasPrefix(z.ID, "hand") {
				return z.Cards
			}
		}
		return nil
	}
	if len(hand(fa, 0)) == 0 || len(hand(fa, 1)) != 0 || len(hand(fb, 1)) == 0 || len(hand(fe, 0)) != 0 {
		t.Fatalf("hands seen: Ann %d/%d, Bo %d, spectator %d", len(hand(fa, 0)), len(hand(fa, 1)), len(hand(fb, 1)), len(hand(fe, 0)))
	}
	// A spectator may not move; a player may not move out of turn.
	we.send(match.Request{Type: "move", Code: "pass", Version: fe.Version})
	if f := we.answer(); f.Type != "error" || !strings.Contains(f.Error, "spectators") {
		t.Fatalf("a spectator's move: %+v", f)
	}
	idle := wa
	if fa.Table.Question.Player == 0 {
		idle = wb
	}
	idle.send(match.Request{Type: "move", Code: "pass", Version: fa.Version})
	if f := idle.answer(); f.Type != "error" || !strings.Contains(f.Error, "not asked") {
		t.Fatalf("a move out of turn: %+v", f)
	}
	if m := fa.Version; m != 0 {
		t.Fatalf("version %d before any move", m)
	}
}

// Requests that are wrong are refused with a clear message, and change
// nothing.
func TestBadRequests(t *testing.T) {
	h := newHarness(t, storetest.Backends(t)[0])
	b := h.browser()
	var e struct {
		Error    string   `json:"error"`
		Problems []string `json:"problems"`
	}
	cases := []struct {
		name   string
		body   any
		status int
		want   string
	}{
		{"unknown game", map[string]any{"game": "chess", "seats": []map[string]string{{"kind": "human"}}}, 400, "unknown game"},
		{"too many seats", map[string]any{"game": "superbenji", "seats": []map[string]string{{"kind": "human"}, {"kind": "human"}, {"kind": "human"}}}, 400, "2 players"},
		{"unknown agent", map[string]any{"game": "omnitrix", "seats": []map[string]string{{"kind": "human"}, {"kind": "ai", "agent": "ismcts:iterations=99999999"}}}, 400, "not one of the AIs"},
		{"bad option", map[string]any{"game": "omnitrix", "options": map[string]string{"tie-break": "coin"}, "seats": []map[string]string{{"kind": "human"}, {"kind": "human"}}}, 400, "tie-break"},
		{"bad deck", map[string]any{"game": "superbenji", "seats": []map[string]string{{"kind": "human", "deck": "3 x Targetted Nuke"}, {"kind": "human"}}}, 400, "seat 1's deck"},
		{"unknown field", map[string]any{"game": "omnitrix", "sets": 2}, 400, "unknown field"},
	}
	for _, tc := range cases {
		e.Error, e.Problems = "", nil
		code := b.call("POST", "/api/tables", tc.body, &e)
		all := e.Error + " " + strings.Join(e.Problems, " ")
		if code != tc.status || !strings.Contains(all, tc.want) {
			t.Errorf("%s: %d %s", tc.name, code, all)
		}
	}
	// Several problems of one request come together.
	e.Problems = nil
	b.call("POST", "/api/tables", map[string]any{"game": "omnitrix", "options": map[string]string{"tie-break": "coin"},
		"seats": []map[string]string{{"kind": "human"}, {"kind": "robot"}}}, &e)
	if len(e.Problems) < 2 {
		t.Errorf("two problems, listed: %v", e.Problems)
	}
	var lobby struct {
		Open []any `json:"open"`
	}
	b.call("GET", "/api/tables", nil, &lobby)
	if len(lobby.Open) != 0 {
		t.Fatalf("refused requests made %d tables", len(lobby.Open))
	}
	if code := b.call("POST", "/api/tables/nosuch/join", map[string]any{"seat": 0}, &e); code != http.StatusNotFound {
		t.Errorf("joining an unknown table: %d", code)
	}
	// A cross-origin form post is refused before it reaches the API.
	req, _ := http.NewRequest("POST", h.ts.URL+"/api/tables", strings.NewReader(`{}`))
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusForbidden {
		t.Errorf("a cross-origin request: %d", resp.StatusCode)
	}
}

// A malformed, oversized or too frequent socket message gets an error
// frame; the connection and the game go on.
func TestBadSocketMessages(t *testing.T) {
	h := newHarness(t, storetest.Backends(t)[0])
	b := h.browser()
	var c created
	b.call("POST", "/api/tables", map[string]any{"game": "superbenji", "seats": []map[string]string{{"kind": "human"}, {"kind": "human"}}, "sit": 0}, &c)
	ws := b.connect(c.ID, false)
	ws.until(func(match.Frame) bool { return true })
	ws.c.Write(ctx, websocket.MessageText, []byte(`{"type": "move", "cod": "x"}`))
	if f := ws.answer(); f.Type != "error" || !strings.Contains(f.Error, "not a request") {
		t.Fatalf("a malformed message: %+v", f)
	}
	ws.send(match.Request{Type: "dance"})
	if f := ws.answer(); f.Type != "error" || !strings.Contains(f.Error, "unknown request") {
		t.Fatalf("an unknown request: %+v", f)
	}
	ws.send(match.Request{Type: "sync"})
	if f, _ := ws.read(5 * time.Second); f.Type != "snapshot" {
		t.Fatalf("a sync is answered with a snapshot: %+v", f.Type)
	}
	big := fmt.Sprintf(`{"type":"chat","text":%q}`, strings.Repeat("x", 64<<10))
	ws.c.Write(ctx, websocket.MessageText, []byte(big))
	if _, ok := ws.read(2 * time.Second); ok {
		t.Fatal("an oversized message did not close the connection")
	}
}
