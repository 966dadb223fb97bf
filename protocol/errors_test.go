package protocol

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"testing"
	"time"

	"omnideck/engine"
)

// errCase is one bad request: the line, the id its answer must carry, and
// text its error must contain.
type errCase struct {
	name string
	req  string
	id   string
	want []string
}

// runErrCases sends each bad request, checks its error, and checks that the
// session still answers the next request.
func runErrCases(t *testing.T, c *client, cases []errCase, after string) {
	t.Helper()
	for _, tc := range cases {
		e := c.fail(tc.req)
		id := tc.id
		if id == "" {
			id = "null"
		}
		if string(e.ID) != id {
			t.Errorf("%s: id = %s, want %s", tc.name, e.ID, id)
		}
		for _, w := range tc.want {
			if !strings.Contains(e.Error, w) {
				t.Errorf("%s: error %q does not contain %q", tc.name, e.Error, w)
			}
		}
		c.ok(after, nil)
	}
}

const commandNames = "commands: apply, games, legal, log, new, quit, replay, result, suggest, view"

// TestRequestErrors covers requests that are wrong before any game exists.
func TestRequestErrors(t *testing.T) {
	c := newClient(t, registry(t))
	runErrCases(t, c, []errCase{
		{"invalid JSON", `{"id":1,"cmd":`, "", []string{"invalid JSON", "unexpected end of JSON input"}},
		{"garbage", `hello`, "", []string{"invalid JSON at byte 1: invalid character 'h'"}},
		{"trailing data", `{"id":1,"cmd":"games"} {}`, "", []string{"invalid JSON", "after top-level value"}},
		{"array", `[1,2]`, "", []string{"a request must be a JSON object, not an array"}},
		{"string", `"games"`, "", []string{"a request must be a JSON object, not a string"}},
		{"null", `null`, "", []string{"a request must be a JSON object, not null"}},
		{"number", `42`, "", []string{"a request must be a JSON object, not a number"}},
		{"missing cmd", `{"id":1}`, "1", []string{`missing field "cmd"`, commandNames}},
		{"null cmd", `{"id":1,"cmd":null}`, "1", []string{`missing field "cmd"`}},
		{"cmd not a string", `{"id":"x","cmd":5}`, `"x"`, []string{`field "cmd" must be a string`, commandNames}},
		{"unknown cmd", `{"id":2,"cmd":"fly"}`, "2", []string{`unknown command "fly"`, commandNames}},
		{"cmd case", `{"id":2,"cmd":"GAMES"}`, "2", []string{`unknown command "GAMES"`}},
		{"unknown field", `{"id":3,"cmd":"games","player":0}`, "3", []string{`games: unknown field "player" (games takes: id, cmd)`}},
		{"unknown fields", `{"id":3,"cmd":"quit","b":0,"a":1}`, "3", []string{`quit: unknown fields "a", "b"`}},
		{"field case", `{"id":3,"cmd":"new","Game":"omnitrix","players":2}`, "3", []string{`new: unknown field "Game" (new takes: id, cmd, game, players, seed, options, decks, check_decks, deal, cards, position)`}},
		{"missing game", `{"id":4,"cmd":"new","players":2}`, "4", []string{`new: missing field "game"`}},
		{"missing players", `{"id":4,"cmd":"new","game":"omnitrix"}`, "4", []string{`new: missing field "players"`}},
		{"null players", `{"id":4,"cmd":"new","game":"omnitrix","players":null}`, "4", []string{`new: missing field "players"`}},
		{"players string", `{"id":5,"cmd":"new","game":"omnitrix","players":"2"}`, "5", []string{`new: field "players" must be an integer, not a string`}},
		{"players fraction", `{"id":5,"cmd":"new","game":"omnitrix","players":2.5}`, "5", []string{`new: field "players" must be an integer, not 2.5`}},
		{"players huge", `{"id":5,"cmd":"new","game":"omnitrix","players":1e99}`, "5", []string{`new: field "players" must be an integer, not 1e99`}},
		{"negative seed", `{"id":5,"cmd":"new","game":"omnitrix","players":2,"seed":-1}`, "5", []string{`new: field "seed" must be a non-negative integer, not -1`}},
		{"options list", `{"id":5,"cmd":"new","game":"omnitrix","players":2,"options":["a"]}`, "5", []string{`new: field "options" must be an object whose values are strings, not an array`}},
		{"option not a string", `{"id":5,"cmd":"new","game":"omnitrix","players":2,"options":{"reshuffle":false}}`, "5", []string{`new: field "options" must be an object whose values are strings; it holds a boolean where a string belongs`}},
		{"deal card not a string", `{"id":5,"cmd":"new","game":"omnitrix","players":2,"deal":{"bank":[7]}}`, "5", []string{`new: field "deal" must be an object whose values are lists of strings; it holds a number where a string belongs`}},
		{"unknown game", `{"id":6,"cmd":"new","game":"chess","players":2}`, "6", []string{`new: unknown game "chess" (games: battlecards, ben10, omnitrix, superbenji, tftcg)`}},
		{"too many players", `{"id":6,"cmd":"new","game":"omnitrix","players":5}`, "6", []string{"new: Ben 10 Omnitrix battle is for 2 to 4 players, not 5"}},
		{"bad option", `{"id":6,"cmd":"new","game":"omnitrix","players":2,"options":{"reshuffle":"maybe","colour":"red"}}`, "6",
			[]string{`unknown option "colour"`, `option reshuffle: "maybe" is not one of on, off`, "\n"}},
		{"bad deal", `{"id":6,"cmd":"new","game":"omnitrix","players":2,"deal":{"bank":["Heatblast","Nobody"],"stack.3":["Ditto"]}}`, "6",
			[]string{"new: deal bank: Heatblast is a", "\ndeal bank: no card is called \"Nobody\"", "\ndeal: no zone \"stack.3\" in a 2-player game"}},
	}, `{"cmd":"games"}`)

	// Every command that needs a game says so before "new".
	var cases []errCase
	for _, cmd := range []string{"view", "legal", "apply", "log", "result", "replay"} {
		cases = append(cases, errCase{"no game " + cmd, fmt.Sprintf(`{"id":%q,"cmd":%q}`, cmd, cmd), fmt.Sprintf("%q", cmd),
			[]string{cmd + `: no game yet: send "new" first`}})
	}
	runErrCases(t, c, cases, `{"cmd":"games"}`)
}

// TestGameErrors covers requests that are wrong for the game in progress,
// and checks that none of them changes it.
func TestGameErrors(t *testing.T) {
	c := newClient(t, registry(t))
	c.ok(stackedNew, nil)
	before := c.raw(`{"cmd":"view","player":0}`)
	runErrCases(t, c, []errCase{
		{"view without player", `{"id":1,"cmd":"view"}`, "1", []string{`view: missing field "player" (a seat from 0, or -1 for the spectator)`}},
		{"view player too high", `{"id":1,"cmd":"view","player":2}`, "1", []string{"view: player 2 is out of range: seats are 0 to 1, or -1 for the spectator"}},
		{"view player too low", `{"id":1,"cmd":"view","player":-2}`, "1", []string{"view: player -2 is out of range"}},
		{"view player string", `{"id":1,"cmd":"view","player":"0"}`, "1", []string{`view: field "player" must be an integer, not a string`}},
		{"legal without player", `{"id":2,"cmd":"legal"}`, "2", []string{`legal: missing field "player" (a seat from 0)`}},
		{"legal spectator", `{"id":2,"cmd":"legal","player":-1}`, "2", []string{"legal: player -1 is out of range: seats are 0 to 1; the spectator (-1) cannot do this"}},
		{"log without player", `{"id":3,"cmd":"log","from":0}`, "3", []string{`log: missing field "player"`}},
		{"log negative from", `{"id":3,"cmd":"log","player":0,"from":-1}`, "3", []string{"log: from is -1; it must be 0 or more"}},
		{"log from string", `{"id":3,"cmd":"log","player":0,"from":"0"}`, "3", []string{`log: field "from" must be an integer, not a string`}},
		{"apply without player", `{"id":4,"cmd":"apply","action":"pass"}`, "4", []string{`apply: missing field "player"`}},
		{"apply without action", `{"id":4,"cmd":"apply","player":0}`, "4", []string{`apply: missing field "action"`}},
		{"apply action number", `{"id":4,"cmd":"apply","player":0,"action":1}`, "4", []string{`apply: field "action" must be a string, not a number`}},
		{"apply seat out of range", `{"id":4,"cmd":"apply","player":7,"action":"pass"}`, "4", []string{"apply: player 7 is out of range: seats are 0 to 1"}},
		{"apply bad code", `{"id":4,"cmd":"apply","player":0,"action":"fly"}`, "4",
			[]string{`apply: bad action code "fly": "fly" is not an option: options are "pass" and "support:CARD"`}},
		{"apply not a support", `{"id":4,"cmd":"apply","player":0,"action":"support:heatblast"}`, "4",
			[]string{`apply: bad action code "support:heatblast": "heatblast" is not a support card`}},
		{"apply card not held", `{"id":4,"cmd":"apply","player":0,"action":"support:azmuth"}`, "4",
			[]string{`apply: illegal action "support:azmuth" for player 0: Player 1 does not hold Azmuth`}},
		{"failed new keeps the game", `{"id":5,"cmd":"new","game":"omnitrix","players":9}`, "5", []string{"not 9"}},
		{"unknown field in apply", `{"id":6,"cmd":"apply","player":0,"action":"pass","seat":0}`, "6", []string{`apply: unknown field "seat" (apply takes: id, cmd, player, action)`}},
	}, `{"cmd":"result"}`)
	if after := c.raw(`{"cmd":"view","player":0}`); after != before {
		t.Errorf("failed requests changed the game:\nbefore %s\nafter  %s", before, after)
	}

	// Choosing twice, and choosing after the game is over.
	c.apply(0, "pass")
	runErrCases(t, c, []errCase{
		{"chose already", `{"id":7,"cmd":"apply","player":0,"action":"pass"}`, "7",
			[]string{`apply: illegal action "pass" for player 0: Player 1 has already chosen for this battle`}},
	}, `{"cmd":"result"}`)
	var rep ReplayResponse
	c.ok(`{"cmd":"replay"}`, &rep)
	if len(rep.Replay.Decisions) != 1 {
		t.Errorf("failed applies were recorded: %+v", rep.Replay.Decisions)
	}
}

// TestBlankLinesAndLineEndings checks framing: blank lines get no answer,
// CRLF endings work, and the last line needs no line ending.
func TestBlankLinesAndLineEndings(t *testing.T) {
	in := "\n   \n{\"id\":1,\"cmd\":\"games\"}\r\n\t\r\n{\"id\":2,\"cmd\":\"quit\"}"
	out := serveString(t, in)
	if len(out) != 2 || !strings.HasPrefix(out[0], `{"id":1,"ok":true,"games":`) || out[1] != `{"id":2,"ok":true}` {
		t.Errorf("responses: %q", out)
	}
}

// TestQuitStops checks that nothing after "quit" is read or answered.
func TestQuitStops(t *testing.T) {
	out := serveString(t, `{"id":1,"cmd":"quit"}`+"\n"+`{"id":2,"cmd":"games"}`+"\n")
	if len(out) != 1 || out[0] != `{"id":1,"ok":true}` {
		t.Errorf("responses: %q", out)
	}
}

// TestLongLine checks that a line over the limit is answered with an error
// and that the session goes on, and that a line at the limit is accepted.
func TestLongLine(t *testing.T) {
	atLimit := `{"id":2,"cmd":"games"` + strings.Repeat(" ", MaxLineBytes-len(`{"id":2,"cmd":"games"}`)) + "}"
	if len(atLimit) != MaxLineBytes {
		t.Fatal(len(atLimit))
	}
	overLimit := `{"id":1,"cmd":"games","x":"` + strings.Repeat("x", 3*MaxLineBytes) + `"}`
	in := overLimit + "\n" + atLimit + "\r\n" + atLimit + " \n" + `{"id":3,"cmd":"games"}` + "\n" + overLimit
	out := serveString(t, in)
	if len(out) != 5 {
		t.Fatalf("%d responses, want 5", len(out))
	}
	tooLong := `{"id":null,"ok":false,"error":"request line too long: the limit is 1048576 bytes (1 MiB); the line was skipped"}`
	for i, want := range []string{tooLong, `{"id":2,"ok":true,`, tooLong, `{"id":3,"ok":true,`, tooLong} {
		if !strings.HasPrefix(out[i], want) {
			t.Errorf("response %d = %.120s, want %s", i, out[i], want)
		}
	}
}

// serveString runs a whole session on in and returns the response lines.
func serveString(t *testing.T, in string) []string {
	t.Helper()
	var out bytes.Buffer
	if err := Serve(context.Background(), registry(t), strings.NewReader(in), &out); err != nil {
		t.Fatalf("Serve: %v", err)
	}
	return splitLines(out.String())
}

func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	if !strings.HasSuffix(s, "\n") {
		panic("output does not end with a newline")
	}
	return strings.Split(strings.TrimSuffix(s, "\n"), "\n")
}

// TestContextCancel checks that Serve returns when ctx is done, even while
// waiting for input that never comes.
func TestContextCancel(t *testing.T) {
	inR, inW := io.Pipe()
	defer inW.Close()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	var out bytes.Buffer
	go func() { done <- Serve(ctx, registry(t), inR, &out) }()
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("Serve = %v, want context.Canceled", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Serve did not return after cancel")
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("pipe closed") }

type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, errors.New("disk on fire") }

// TestIOErrors checks that read and write failures end Serve with an error.
func TestIOErrors(t *testing.T) {
	err := Serve(context.Background(), registry(t), strings.NewReader(`{"cmd":"games"}`+"\n"), failingWriter{})
	if err == nil || !strings.Contains(err.Error(), "pipe closed") {
		t.Errorf("write failure: %v", err)
	}
	err = Serve(context.Background(), registry(t), failingReader{}, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "disk on fire") {
		t.Errorf("read failure: %v", err)
	}
}

// TestInternalErrors checks that a game that panics, or whose view cannot
// be encoded, yields an internal error and leaves the game unchanged.
func TestInternalErrors(t *testing.T) {
	reg := &engine.Registry{}
	reg.Register(brokenGame{})
	c := newClient(t, reg)
	c.ok(`{"cmd":"new","game":"broken","players":2}`, nil)
	runErrCases(t, c, []errCase{
		{"panic in apply", `{"id":1,"cmd":"apply","player":0,"action":"boom"}`, "1",
			[]string{"internal error: boom (the request changed nothing; this is a bug)"}},
		{"panic in view", `{"id":2,"cmd":"view","player":1}`, "2", []string{"internal error: view of 1"}},
		{"unencodable view", `{"id":3,"cmd":"view","player":0}`, "3", []string{"internal error: view: cannot encode the answer"}},
		{"panic in new", `{"id":4,"cmd":"new","game":"broken","players":3}`, "4", []string{"internal error: three"}},
	}, `{"cmd":"result"}`)
	st := c.apply(0, "ok")
	if st.Turn != 2 {
		t.Errorf("the panicking apply changed the game: turn %d after one good apply", st.Turn)
	}
	var rep ReplayResponse
	c.ok(`{"cmd":"replay"}`, &rep)
	if len(rep.Replay.Decisions) != 1 || rep.Replay.Decisions[0].Action != "ok" {
		t.Errorf("replay after the panic: %+v", rep.Replay.Decisions)
	}
}

// brokenGame is a game whose state panics on purpose.
type brokenGame struct{}

func (brokenGame) Info() engine.Info {
	return engine.Info{ID: "broken", Name: "Broken", MinPlayers: 2, MaxPlayers: 3}
}

func (g brokenGame) New(cfg engine.Config) (engine.State, error) {
	if cfg.Players == 3 {
		panic("three")
	}
	return &brokenState{game: g, cfg: cfg, turn: 1}, nil
}

type brokenState struct {
	game brokenGame
	cfg  engine.Config
	turn int
}

type brokenView struct {
	Value float64 `json:"value"`
}

func (brokenView) Text() string { return "" }

func (s *brokenState) Game() engine.Game        { return s.game }
func (s *brokenState) Config() engine.Config    { return s.cfg }
func (s *brokenState) Actors() engine.PlayerSet { return engine.AllPlayers(s.cfg.Players) }
func (s *brokenState) ActionCode(_ int, a engine.Action) string {
	return map[engine.Action]string{0: "ok", 1: "boom"}[a]
}
func (s *brokenState) ActionLabel(p int, a engine.Action) string { return s.ActionCode(p, a) }
func (s *brokenState) Legal(p int, buf []engine.Action) []engine.Action {
	return append(buf, 0, 1)
}
func (s *brokenState) ParseAction(p int, code string) (engine.Action, error) {
	switch code {
	case "ok":
		return 0, nil
	case "boom":
		return 1, nil
	}
	return 0, fmt.Errorf("no %q", code)
}
func (s *brokenState) Apply(p int, a engine.Action) error {
	s.turn++ // changed before the panic: the protocol must drop this copy
	if a == 1 {
		panic("boom")
	}
	return nil
}
func (s *brokenState) Terminal() bool           { return false }
func (s *brokenState) Outcome() engine.Outcome  { return engine.Outcome{} }
func (s *brokenState) Turn() int                { return s.turn }
func (s *brokenState) Table(p int) engine.Table { return engine.Table{Viewer: p} }

func (s *brokenState) View(p int) engine.View {
	if p == 1 {
		panic(fmt.Sprintf("view of %d", p))
	}
	return brokenView{Value: math.NaN()}
}
func (s *brokenState) Events(p, from int) ([]engine.Entry, int) { return nil, 0 }
func (s *brokenState) Clone() engine.State                      { c := *s; return &c }
func (s *brokenState) Determinize(p int, rng *engine.RNG) engine.State {
	return s.Clone()
}
