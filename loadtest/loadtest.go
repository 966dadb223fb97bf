// Package loadtest measures how many matches a server holds: it drives
// many concurrent matches between bot clients over WebSocket, each bot
// taking a human's time to choose, and reports the matches held, moves a
// second, move latency (a move's submission to the update that shows it)
// and bytes per update on the wire.
//
// The bots speak the page's protocol (match.Request, match.Frame) through
// the server's HTTP API alone, so the figures are what browsers would see.
package loadtest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/cookiejar"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"omnideck/engine"
)

// Config is a load to put on a server.
type Config struct {
	// URL is the server's address ("http://localhost:8080").
	URL string
	// Matches is how many matches are played at once; each has two bots.
	Matches int
	// Games are the games the matches cycle through (default: every game
	// the server offers).
	Games []string
	// Pace is a bot's mean time to choose; each choice takes from half to
	// one and a half of it.
	Pace time.Duration
	// Ramp is how long the matches take to start, evenly; Duration how
	// long the load is measured after that.
	Ramp, Duration time.Duration
	// Seed drives the bots' choices and pauses.
	Seed uint64
}

// Result is what a run measured, over its Duration.
type Result struct {
	Matches  int `json:"matches"`
	Held     int `json:"held"`
	Finished int `json:"finished"`
	Moves    int `json:"moves"`
	// MovesPerSecond is the rate of moves made.
	MovesPerSecond float64 `json:"moves_per_second"`
	// P50, P99 and Max are move latencies.
	P50 time.Duration `json:"p50"`
	P99 time.Duration `json:"p99"`
	Max time.Duration `json:"max"`
	// Updates counts the frames the bots received; WireBytes their size on
	// the wire (after compression, with WebSocket framing); JSONBytes
	// their size as JSON.
	Updates   int   `json:"updates"`
	WireBytes int64 `json:"wire_bytes"`
	JSONBytes int64 `json:"json_bytes"`
	// Errors counts refused moves and failed connections.
	Errors int `json:"errors"`
	// FirstError is the first error seen, for a person to read.
	FirstError string `json:"first_error,omitempty"`
}

// String is the result for people.
func (r Result) String() string {
	per := func(n int64) float64 {
		if r.Updates == 0 {
			return 0
		}
		return float64(n) / float64(r.Updates)
	}
	s := fmt.Sprintf("%d matches held of %d, %d finished; %d moves, %.0f a second; move latency p50 %s, p99 %s, max %s; %d updates, %.0f bytes each on the wire (%.0f as JSON); %d errors",
		r.Held, r.Matches, r.Finished, r.Moves, r.MovesPerSecond, round(r.P50), round(r.P99), round(r.Max), r.Updates, per(r.WireBytes), per(r.JSONBytes), r.Errors)
	if r.FirstError != "" {
		s += " (first: " + r.FirstError + ")"
	}
	return s
}

func round(d time.Duration) time.Duration {
	if d > 10*time.Millisecond {
		return d.Round(time.Millisecond)
	}
	return d.Round(10 * time.Microsecond)
}

// run is one load run's shared tally.
type run struct {
	cfg       Config
	client    *http.Client
	measuring atomic.Bool
	wire      atomic.Int64
	mu        sync.Mutex
	latencies []time.Duration
	res       Result
	held      atomic.Int64
}

func (r *run) fail(err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.res.Errors++
	if r.res.FirstError == "" {
		r.res.FirstError = err.Error()
	}
}

// Run puts the load on the server and reports what it measured.
func Run(ctx context.Context, cfg Config) (Result, error) {
	if cfg.Matches <= 0 || cfg.Pace <= 0 || cfg.Duration <= 0 {
		return Result{}, errors.New("a load needs matches, a pace and a duration above 0")
	}
	r := &run{cfg: cfg}
	dialer := &net.Dialer{Timeout: 10 * time.Second}
	r.client = &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{
		MaxIdleConnsPerHost: 64,
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			c, err := dialer.DialContext(ctx, network, addr)
			if err != nil {
				return nil, err
			}
			return &counted{Conn: c, n: &r.wire, on: &r.measuring}, nil
		},
	}}
	if len(cfg.Games) == 0 {
		var offered struct {
			Games []engine.Info `json:"games"`
		}
		if err := r.get(ctx, "/api/games", &offered); err != nil {
			return Result{}, err
		}
		for _, g := range offered.Games {
			if g.MinPlayers <= 2 && g.MaxPlayers >= 2 {
				r.cfg.Games = append(r.cfg.Games, g.ID)
			}
		}
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	rng := rand.New(rand.NewPCG(cfg.Seed, 1))
	for i := range cfg.Matches {
		seed := rng.Uint64()
		wg.Add(1)
		go func() {
			defer wg.Done()
			if cfg.Ramp > 0 {
				select {
				case <-time.After(cfg.Ramp * time.Duration(i) / time.Duration(cfg.Matches)):
				case <-ctx.Done():
					return
				}
			}
			r.table(ctx, i, seed)
		}()
	}
	select {
	case <-time.After(cfg.Ramp):
	case <-ctx.Done():
		return Result{}, ctx.Err()
	}
	r.wire.Store(0)
	r.measuring.Store(true)
	start := time.Now()
	held := 0
	for elapsed := time.Duration(0); elapsed < cfg.Duration; elapsed = time.Since(start) {
		time.Sleep(min(time.Second, cfg.Duration-elapsed))
		if h := int(r.held.Load()); held == 0 || h < held {
			held = h
		}
	}
	r.measuring.Store(false)
	took := time.Since(start)
	cancel()
	wg.Wait()
	r.mu.Lock()
	defer r.mu.Unlock()
	res := r.res
	res.Matches, res.Held = cfg.Matches, held
	res.WireBytes = r.wire.Load()
	res.Moves = len(r.latencies)
	res.MovesPerSecond = float64(res.Moves) / took.Seconds()
	if n := len(r.latencies); n > 0 {
		slices.Sort(r.latencies)
		res.P50, res.P99, res.Max = r.latencies[n/2], r.latencies[min(n-1, n*99/100)], r.latencies[n-1]
	}
	return res, nil
}

// get reads a JSON answer.
func (r *run) get(ctx context.Context, path string, out any) error {
	req, _ := http.NewRequestWithContext(ctx, "GET", r.cfg.URL+path, nil)
	resp, err := r.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("GET %s: %s", path, resp.Status)
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

// post sends a JSON request and reads the answer, with the bot's cookies.
func (r *run) post(ctx context.Context, jar http.CookieJar, path string, body, out any) error {
	data, _ := json.Marshal(body)
	req, _ := http.NewRequestWithContext(ctx, "POST", r.cfg.URL+path, strings.NewReader(string(data)))
	req.Header.Set("Content-Type", "application/json")
	c := *r.client
	c.Jar = jar
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		var e struct {
			Error string `json:"error"`
		}
		json.NewDecoder(resp.Body).Decode(&e)
		return fmt.Errorf("POST %s: %s: %s", path, resp.Status, e.Error)
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

// table keeps one match going until ctx ends: two bots create and join a
// table, play it to its end, and start another.
func (r *run) table(ctx context.Context, i int, seed uint64) {
	rng := rand.New(rand.NewPCG(seed, uint64(i)))
	for n := 0; ctx.Err() == nil; n++ {
		game := r.cfg.Games[(i+n)%len(r.cfg.Games)]
		if err := r.match(ctx, game, rng); err != nil && ctx.Err() == nil {
			r.fail(err)
			select {
			case <-time.After(time.Second):
			case <-ctx.Done():
			}
		}
	}
}

// seatAnswer is the server's answer to a create or join.
type seatAnswer struct {
	ID    string `json:"id"`
	Token string `json:"token"`
}

// match plays one match between two bots.
func (r *run) match(ctx context.Context, game string, rng *rand.Rand) error {
	jarA, _ := cookiejar.New(nil)
	jarB, _ := cookiejar.New(nil)
	var a, b seatAnswer
	err := r.post(ctx, jarA, "/api/tables", map[string]any{"game": game, "sit": 0, "name": "bot",
		"seats": []map[string]string{{"kind": "human"}, {"kind": "human"}}, "settings": map[string]any{"casual": false}}, &a)
	if err != nil {
		return err
	}
	if err := r.post(ctx, jarB, "/api/tables/"+a.ID+"/join", map[string]any{"seat": 1, "name": "bot"}, &b); err != nil {
		return err
	}
	mctx, cancel := context.WithCancel(ctx)
	defer cancel()
	done := make(chan error, 2)
	r.held.Add(1)
	defer r.held.Add(-1)
	for _, token := range []string{a.Token, b.Token} {
		seed := rng.Uint64()
		go func() { done <- r.bot(mctx, a.ID, token, rand.New(rand.NewPCG(seed, 7))) }()
	}
	err = <-done
	cancel()
	<-done
	if ctx.Err() != nil {
		return nil
	}
	return err
}

// frame is the part of a frame a bot reads.
type frame struct {
	Type    string `json:"type"`
	Seq     int    `json:"seq"`
	Seat    int    `json:"seat"`
	Epoch   int    `json:"epoch"`
	Version int    `json:"version"`
	Status  string `json:"status"`
	Error   string `json:"error"`
	Table   *onlyQ `json:"table"`
	Patch   *onlyQ `json:"patch"`
}

type onlyQ struct {
	Question *struct {
		Player  int `json:"player"`
		Options []struct {
			Code string `json:"code"`
		} `json:"options"`
	} `json:"question"`
}

// bot plays one seat until the game ends: it reads every frame, and when
// its seat is asked it waits its time and answers with a random option,
// timing how long the update showing its move takes to come.
func (r *run) bot(ctx context.Context, id, token string, rng *rand.Rand) error {
	u := "ws" + strings.TrimPrefix(r.cfg.URL, "http") + "/api/tables/" + id + "/socket"
	conn, _, err := websocket.Dial(ctx, u, &websocket.DialOptions{
		HTTPClient:      r.client,
		HTTPHeader:      http.Header{"Authorization": {"Bearer " + token}, "Origin": {r.cfg.URL}},
		CompressionMode: websocket.CompressionNoContextTakeover,
	})
	if err != nil {
		return fmt.Errorf("connect: %w", err)
	}
	defer conn.CloseNow()
	conn.SetReadLimit(4 << 20)
	frames := make(chan frame, 64)
	readErr := make(chan error, 1)
	go func() {
		for {
			_, data, err := conn.Read(ctx)
			if err != nil {
				readErr <- err
				return
			}
			var f frame
			if err := json.Unmarshal(data, &f); err != nil {
				readErr <- err
				return
			}
			if r.measuring.Load() && (f.Type == "update" || f.Type == "snapshot") {
				r.mu.Lock()
				r.res.Updates++
				r.res.JSONBytes += int64(len(data))
				r.mu.Unlock()
			}
			frames <- f
		}
	}()
	var (
		asked   []string
		player  = -1
		epoch   int
		version int
		sentAt  time.Time
		moveID  int
		waiting bool
		await   = -1
		think   <-chan time.Time
	)
	for {
		select {
		case <-ctx.Done():
			return nil
		case err := <-readErr:
			if ctx.Err() != nil {
				return nil
			}
			return fmt.Errorf("read: %w", err)
		case <-think:
			think = nil
			if waiting || len(asked) == 0 {
				continue
			}
			moveID++
			req, _ := json.Marshal(map[string]any{"id": moveID, "type": "move", "code": asked[rng.IntN(len(asked))], "epoch": epoch, "version": version})
			sentAt, waiting, await = time.Now(), true, -1
			if err := conn.Write(ctx, websocket.MessageText, req); err != nil {
				return fmt.Errorf("write: %w", err)
			}
			continue
		case f := <-frames:
			switch f.Type {
			case "ack":
				// The ack's version is the first to show the move.
				await = f.Version
				continue
			case "error":
				r.fail(errors.New(f.Error))
				waiting = false
			case "update", "snapshot":
				q := f.Table
				if q == nil {
					q = f.Patch
				}
				if q != nil && q.Question != nil {
					asked = asked[:0]
					for _, o := range q.Question.Options {
						asked = append(asked, o.Code)
					}
					player = q.Question.Player
				}
				epoch, version = f.Epoch, f.Version
				if waiting && await >= 0 && f.Version >= await {
					if r.measuring.Load() {
						r.mu.Lock()
						r.latencies = append(r.latencies, time.Since(sentAt))
						r.mu.Unlock()
					}
					waiting = false
				}
				if f.Status == "finished" {
					if r.measuring.Load() && f.Seat == 0 {
						r.mu.Lock()
						r.res.Finished++
						r.mu.Unlock()
					}
					return nil
				}
			}
			if !waiting && think == nil && player == f.Seat && len(asked) > 0 {
				pause := r.cfg.Pace/2 + time.Duration(rng.Int64N(int64(r.cfg.Pace)+1))
				think = time.After(pause)
			}
		}
	}
}

// counted is a connection that counts the bytes it reads while on.
type counted struct {
	net.Conn
	n  *atomic.Int64
	on *atomic.Bool
}

func (c *counted) Read(p []byte) (int, error) {
	n, err := c.Conn.Read(p)
	if c.on.Load() {
		c.n.Add(int64(n))
	}
	return n, err
}
