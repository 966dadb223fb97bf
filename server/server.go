// Package server is Omnideck's web server: a lobby of tables for every game
// in the registry, tables played over WebSocket with the server as the
// authority, replays, and the rules of each game. It never names a game:
// everything it shows comes from the engine's interfaces, so a game added
// to the registry is playable in the browser.
//
// Matches are kept by package store (SQLite by default, PostgreSQL by
// URL) and run by package match; the page is package web.
package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"runtime"
	"sync"
	"time"

	"omnideck/engine"
	"omnideck/match"
	"omnideck/store"
)

// Config is what a server needs.
type Config struct {
	// Registry holds the games served.
	Registry *engine.Registry
	// Store keeps the matches.
	Store *store.Store
	// Log receives the server's structured log; nil discards it.
	Log *slog.Logger
	// Limits bound what one client may ask; zero fields take defaults.
	Limits Limits
	// AIPace is how long an AI seat waits before it answers at a table
	// with people, so they can follow its play (default 700 ms; tests set
	// it lower).
	AIPace time.Duration
	// SecureCookies marks seat cookies Secure (behind HTTPS).
	SecureCookies bool
	// TrustedProxies are the addresses of the proxies in front of the
	// server (a load balancer, an ingress): a request from one is counted,
	// for the limits, under the client its X-Forwarded-For names.
	TrustedProxies []netip.Prefix
	// Replica names this server among the servers sharing its PostgreSQL
	// database (default: the host's name and the process id), and
	// Advertise is the address they reach it at ("http://10.0.0.7:8080"),
	// to forward it the requests for the tables it serves. A server on
	// SQLite is alone and uses neither (replicas.go, docs/deploy.md).
	Replica, Advertise string
	// Lease is how long this server's hold on a table lasts unrenewed
	// (default 10 s): how long a table whose server died waits before
	// another takes it over. Renew is how often the server renews its
	// leases and looks for tables nobody serves (default a third of
	// Lease).
	Lease, Renew time.Duration
}

// Server serves the lobby, the tables and the replays.
type Server struct {
	cfg     Config
	reg     *engine.Registry
	st      *store.Store
	log     *slog.Logger
	metrics *metrics
	limits  *limiter
	replays replayCache
	// hasher hashes passwords; auth limits log-ins and sign-ups
	// (accounts.go).
	hasher *hasher
	auth   *authLimiter
	// cards keeps each deck game's cards for collections and decks.
	cards cardCache
	// simSlot holds the one simulation of a deck running (simulate.go).
	simSlot chan struct{}

	// mst is the store as matches write to it: beside other servers, this
	// server's view, whose writes need the match's lease; else st.
	mst *store.Store
	// rep is set when the server shares its database with others.
	rep *replicas

	mu      sync.Mutex
	matches map[string]*match.Match
	// held says how far this server trusts its lease of each match it
	// serves, beside other servers.
	held    map[string]hold
	conns   map[*socket]struct{}
	closing bool
	// sockets counts the socket handlers running, so that shutting down
	// waits for each to finish what it was doing.
	sockets sync.WaitGroup

	handler http.Handler
}

// New makes a server and brings back every match that was being played
// when it last stopped. On PostgreSQL it serves beside any other servers
// of the same database: each table is served by one of them at a time
// (replicas.go), and tables are taken over as they are asked for, not all
// at once.
func New(ctx context.Context, cfg Config) (*Server, error) {
	if cfg.Registry == nil || cfg.Store == nil {
		return nil, errors.New("a server needs a registry and a store")
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	if cfg.AIPace == 0 {
		cfg.AIPace = 700 * time.Millisecond
	}
	s := &Server{
		cfg: cfg, reg: cfg.Registry, st: cfg.Store, mst: cfg.Store, log: cfg.Log,
		metrics: newMetrics(), limits: newLimiter(cfg.Limits.withDefaults()),
		hasher: newHasher(runtime.GOMAXPROCS(0)), auth: newAuthLimiter(),
		simSlot: make(chan struct{}, 1),
		matches: map[string]*match.Match{}, held: map[string]hold{}, conns: map[*socket]struct{}{},
	}
	if cfg.Store.Postgres() {
		if err := s.joinReplicas(ctx); err != nil {
			return nil, err
		}
	} else if err := s.resume(ctx); err != nil {
		return nil, err
	}
	s.handler = s.routes()
	return s, nil
}

// ServeHTTP serves a request.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.handler.ServeHTTP(w, r) }

// resume loads every open and running match from the store.
func (s *Server) resume(ctx context.Context) error {
	recs, err := s.st.List(ctx, []string{store.StatusOpen, store.StatusPlaying}, 100000)
	if err != nil {
		return err
	}
	for _, rec := range recs {
		m, err := match.Load(ctx, s.st, s.log, s.hooks(), s.reg, rec.ID)
		if err != nil {
			s.log.Warn("a stored match cannot be resumed", "match", rec.ID, "err", err)
			continue
		}
		s.matches[rec.ID] = m
	}
	s.metrics.tables.Set(float64(len(s.matches)))
	if len(recs) > 0 {
		s.log.Info("matches resumed", "count", len(s.matches), "stored", len(recs))
	}
	return nil
}

// match finds a live match, loading a stored one (a finished game, or one
// another server wrote) on demand.
func (s *Server) match(ctx context.Context, id string) (*match.Match, error) {
	s.mu.Lock()
	m, ok := s.matches[id]
	s.mu.Unlock()
	if ok {
		return m, nil
	}
	m, err := match.Load(ctx, s.st, s.log, s.hooks(), s.reg, id)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if old, ok := s.matches[id]; ok {
		m.Close()
		return old, nil
	}
	s.matches[id] = m
	s.metrics.tables.Set(float64(len(s.matches)))
	return m, nil
}

// hooks report what matches do to the metrics.
func (s *Server) hooks() match.Hooks {
	return match.Hooks{
		Moved: func(took time.Duration) {
			s.metrics.moves.Inc()
			s.metrics.moveSeconds.Observe(took.Seconds())
		},
		Sent:     func(n int) { s.metrics.bytes.Add(float64(n)); s.metrics.frames.Inc() },
		Finished: func() { s.metrics.finished.Inc() },
		Lost:     s.drop,
	}
}

// ListenAndServe serves on addr until ctx ends, then shuts down gracefully:
// it stops taking requests, closes every socket with a going-away status
// (clients reconnect to the next server) and waits for writes to finish.
// ready, if not nil, is called with the address listened on.
func (s *Server) ListenAndServe(ctx context.Context, addr string, ready func(net.Addr)) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", addr, err)
	}
	hs := &http.Server{Handler: s, ReadHeaderTimeout: 10 * time.Second, ErrorLog: slog.NewLogLogger(s.log.Handler(), slog.LevelWarn)}
	if ready != nil {
		ready(ln.Addr())
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	s.log.Info("shutting down")
	shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s.Close()
	if err := hs.Shutdown(shutdown); err != nil {
		return fmt.Errorf("shut down: %w", err)
	}
	finished := make(chan struct{})
	go func() { s.sockets.Wait(); close(finished) }()
	select {
	case <-finished:
	case <-shutdown.Done():
		return errors.New("shut down: sockets still open after 10 s")
	}
	return nil
}

// stopping reports whether the server has begun to stop.
func (s *Server) stopping() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.closing
}

// Close closes every socket and table and, beside other servers, lets
// their leases go once no more can be written. The store stays open: its
// owner closes it.
func (s *Server) Close() {
	s.mu.Lock()
	s.closing = true
	conns := make([]*socket, 0, len(s.conns))
	for c := range s.conns {
		conns = append(conns, c)
	}
	matches := make([]*match.Match, 0, len(s.matches))
	for _, m := range s.matches {
		matches = append(matches, m)
	}
	s.mu.Unlock()
	for _, c := range conns {
		c.goAway("the server is restarting")
	}
	for _, m := range matches {
		m.Close()
	}
	s.leaveReplicas()
}
