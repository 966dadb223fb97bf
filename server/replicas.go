package server

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"strconv"
	"time"

	"omnideck/match"
	"omnideck/store"
)

// Replicas: several servers may share one PostgreSQL database (docs/deploy.md).
// Each table is served by one of them at a time, the holder of the
// table's lease (package store): it alone runs the match, its AI seats and
// its sockets, and its writes need the lease. Any server takes any request:
// one for a table another serves is forwarded to that server (a socket
// too: the proxy carries the WebSocket); one for a table nobody serves (its
// server stopped, or died and its lease ran out) makes this server take
// the table over, dealing it from its stored record. A new table is its
// creator's. Every few seconds each server renews its leases, forgets the
// tables another has taken over, and takes over the running games with an
// AI seat that nobody serves, so that they go on without waiting for a
// person to come back. A server alone on SQLite takes no leases.

// Headers of a request one server forwards to another: the peer key (a
// secret the servers share through the database) and the address of the
// client, which the receiver trusts only with the key.
const (
	peerHeader   = "Omnideck-Peer"
	clientHeader = "Omnideck-Client"
)

// adoptBatch is how many tables nobody serves one server takes over at
// each look: a server that died leaves its tables to all the others.
const adoptBatch = 50

// replicas is what a server sharing its database with others knows of
// them and of itself.
type replicas struct {
	name, advertise string
	lease, renew    time.Duration
	key             string
	// transport carries forwarded requests, keeping connections to peers.
	transport http.RoundTripper
	// stop ends the lease loop, which closes done.
	stop context.CancelFunc
	done chan struct{}
}

// hold is how far this server trusts its lease of a table: until (by its
// own clock, from before it last asked the database, so never later than
// the database's end of the lease), and since when it holds it.
type hold struct {
	until, since time.Time
}

// defaultReplica names a server that was given no name: unique among the
// servers running at once.
func defaultReplica() string {
	host, err := os.Hostname()
	if err != nil || host == "" {
		host = "omnideck"
	}
	return host + "-" + strconv.Itoa(os.Getpid())
}

// joinReplicas sets the server up to share its database with others: its
// name, the peer key, and its view of the store, whose writes need the
// match's lease. It starts renewing leases and taking over the tables
// nobody serves.
func (s *Server) joinReplicas(ctx context.Context) error {
	cfg := s.cfg
	if cfg.Replica == "" {
		cfg.Replica = defaultReplica()
	}
	if cfg.Lease <= 0 {
		cfg.Lease = 10 * time.Second
	}
	if cfg.Renew <= 0 {
		cfg.Renew = cfg.Lease / 3
	}
	key, err := s.st.PeerKey(ctx)
	if err != nil {
		return err
	}
	loop, stop := context.WithCancel(context.Background())
	// Peers are near: one that does not answer soon is taken for dead
	// (the client is asked to try again), not waited for.
	transport := http.DefaultTransport.(*http.Transport).Clone()
	transport.DialContext = (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext
	transport.ResponseHeaderTimeout = 15 * time.Second
	transport.MaxIdleConnsPerHost = 64
	s.rep = &replicas{name: cfg.Replica, advertise: cfg.Advertise, lease: cfg.Lease, renew: cfg.Renew, key: key,
		transport: transport, stop: stop, done: make(chan struct{})}
	s.mst = s.st.Replica(cfg.Replica, cfg.Advertise, cfg.Lease)
	s.log = s.log.With("replica", cfg.Replica)
	s.log.Info("serving tables beside other servers on one database", "advertise", cfg.Advertise, "lease", cfg.Lease)
	go s.keepLeases(loop)
	return nil
}

// table finds the match of table id when this server serves it. When no
// server does (the table's lease is free or ran out), it takes the table
// over and deals the match from the store; when another server does, the
// match is nil and the lease says which.
func (s *Server) table(ctx context.Context, id string) (*match.Match, *store.Lease, error) {
	if s.rep == nil {
		m, err := s.match(ctx, id)
		return m, nil, err
	}
	s.mu.Lock()
	m, ok := s.matches[id]
	trusted := ok && time.Now().Before(s.held[id].until)
	s.mu.Unlock()
	if trusted {
		return m, nil, nil
	}
	if ok {
		// Its lease was not renewed in time: another server may have
		// taken the table over and moved on since. Deal it again from
		// the store, if this server still holds it.
		s.drop(m)
	}
	asked := time.Now()
	l, took, err := s.mst.TakeLease(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	if !took {
		return nil, &l, nil
	}
	since := time.Now()
	m, err = match.Load(ctx, s.mst, s.log, s.hooks(), s.reg, id)
	if err != nil {
		s.mst.ReleaseLease(context.WithoutCancel(ctx), id)
		return nil, nil, err
	}
	s.mu.Lock()
	if s.closing {
		s.mu.Unlock()
		m.Close()
		s.mst.ReleaseLease(context.WithoutCancel(ctx), id)
		return nil, nil, errStopping
	}
	if old, ok := s.matches[id]; ok {
		// Another request took it at the same time.
		s.mu.Unlock()
		m.Close()
		return old, nil, nil
	}
	s.matches[id] = m
	s.held[id] = hold{until: asked.Add(s.rep.lease), since: since}
	s.metrics.tables.Set(float64(len(s.matches)))
	s.mu.Unlock()
	s.metrics.taken.Inc()
	s.log.Info("table taken", "match", id, "version", m.Version())
	return m, nil, nil
}

// errStopping refuses a request that came while the server stops.
var errStopping = errors.New("the server is stopping")

// keep adds a match this server has just created (and holds the lease of,
// if it shares its database), asked being when it began to create it.
func (s *Server) keep(m *match.Match, asked time.Time) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.matches[m.ID] = m
	if s.rep != nil {
		s.held[m.ID] = hold{until: asked.Add(s.rep.lease), since: time.Now()}
	}
	s.metrics.tables.Set(float64(len(s.matches)))
}

// drop forgets match m and closes it: its sockets close, and their
// clients connect again to wherever the table is served then.
func (s *Server) drop(m *match.Match) {
	s.mu.Lock()
	if s.matches[m.ID] == m {
		delete(s.matches, m.ID)
		delete(s.held, m.ID)
		s.metrics.tables.Set(float64(len(s.matches)))
	}
	s.mu.Unlock()
	m.Close()
}

// local is the match of the request's table when this server serves it
// (taking it over if nobody does). Otherwise it answers the request, by
// forwarding it to the server that does or with an error, and returns nil.
func (s *Server) local(w http.ResponseWriter, r *http.Request) *match.Match {
	m, l, err := s.table(r.Context(), r.PathValue("id"))
	switch {
	case err != nil:
		s.fail(w, r, err)
		return nil
	case m == nil:
		s.forward(w, r, *l)
		return nil
	}
	return m
}

// forward hands the request to the server holding lease l, and its answer
// back; a WebSocket goes on through this server both ways. A request
// forwarded once is not forwarded again: it came while the table changed
// hands, and the client is asked to try again.
func (s *Server) forward(w http.ResponseWriter, r *http.Request, l store.Lease) {
	target, err := url.Parse(l.Address)
	if s.fromPeer(r) || l.Address == "" || l.Address == s.rep.advertise || err != nil {
		s.log.Warn("a request for a table served elsewhere cannot be forwarded", "match", l.Match, "holder", l.Replica, "address", l.Address, "forwarded", s.fromPeer(r))
		s.retryLater(w, l)
		return
	}
	s.metrics.forwarded.Inc()
	proxy := &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.SetURL(target)
			// The owner sees the host the client asked for, so that its
			// origin checks judge the request as this server would.
			pr.Out.Host = pr.In.Host
			pr.Out.Header.Set(peerHeader, s.rep.key)
			pr.Out.Header.Set(clientHeader, s.clientAddr(pr.In))
		},
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
			s.log.Warn("the server of a table does not answer", "match", l.Match, "holder", l.Replica, "address", l.Address, "err", err)
			s.retryLater(w, l)
		},
		ErrorLog:  slog.NewLogLogger(s.log.Handler(), slog.LevelWarn),
		Transport: s.rep.transport,
	}
	proxy.ServeHTTP(w, r)
}

// retryLater answers 503 with a Retry-After of the time lease l has to
// run, at least a second: then another server may take the table over.
func (s *Server) retryLater(w http.ResponseWriter, l store.Lease) {
	wait := max(1, int(math.Ceil(l.Left.Seconds())))
	w.Header().Set("Retry-After", strconv.Itoa(wait))
	writeError(w, http.StatusServiceUnavailable, fmt.Sprintf("this table's server does not answer; try again in %d s", wait))
}

// fromPeer reports whether the request was forwarded by another server of
// the same database.
func (s *Server) fromPeer(r *http.Request) bool {
	k := r.Header.Get(peerHeader)
	return s.rep != nil && k != "" && subtle.ConstantTimeCompare([]byte(k), []byte(s.rep.key)) == 1
}

// keepLeases renews the server's leases and takes over the tables nobody
// serves, every Renew, until ctx ends.
func (s *Server) keepLeases(ctx context.Context) {
	defer close(s.rep.done)
	s.adopt(ctx)
	tick := time.NewTicker(s.rep.renew)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		s.renew(ctx)
		s.adopt(ctx)
	}
}

// renew extends every lease the server holds. A table whose lease it no
// longer holds was taken over by another server (this one stalled, or lost
// the database, past its lease): it is dropped, and its sockets go to the
// new owner. When the database does not answer, the tables whose leases
// may have run out meanwhile are dropped. Finished tables nobody watches
// are let go.
func (s *Server) renew(ctx context.Context) {
	asked := time.Now()
	ids, err := s.mst.RenewLeases(ctx)
	if ctx.Err() != nil {
		return
	}
	renewed := make(map[string]bool, len(ids))
	for _, id := range ids {
		renewed[id] = true
	}
	var lost, idle []*match.Match
	s.mu.Lock()
	for id, m := range s.matches {
		h := s.held[id]
		switch {
		case h.since.After(asked):
			// Taken while the renewal was under way: judged next time.
		case err != nil:
			if !asked.Before(h.until) {
				lost = append(lost, m)
			}
		case !renewed[id]:
			lost = append(lost, m)
		default:
			s.held[id] = hold{until: asked.Add(s.rep.lease), since: h.since}
			if asked.Sub(h.since) > s.rep.lease {
				idle = append(idle, m)
			}
		}
	}
	s.mu.Unlock()
	if err != nil {
		s.log.Warn("leases not renewed", "err", err)
	}
	for _, m := range lost {
		s.log.Info("table given up: another server may serve it now", "match", m.ID)
		s.drop(m)
	}
	for _, m := range idle {
		if m.Status() == store.StatusFinished && m.Watchers() == 0 {
			s.drop(m)
			if err := s.mst.ReleaseLease(ctx, m.ID); err != nil {
				s.log.Warn("release a lease", "match", m.ID, "err", err)
			}
		}
	}
}

// adopt takes over running games with an AI seat that no server serves,
// a few at a time: their AI goes on at once.
func (s *Server) adopt(ctx context.Context) {
	ids, err := s.st.Orphans(ctx, adoptBatch)
	if err != nil {
		if ctx.Err() == nil {
			s.log.Warn("look for tables nobody serves", "err", err)
		}
		return
	}
	for _, id := range ids {
		if _, _, err := s.table(ctx, id); err != nil && ctx.Err() == nil && !errors.Is(err, errStopping) {
			s.log.Warn("take over a table nobody serves", "match", id, "err", err)
		}
	}
}

// leaveReplicas stops renewing leases and lets every lease go, once the
// server has closed its tables: the others take them over at once.
func (s *Server) leaveReplicas() {
	if s.rep == nil {
		return
	}
	s.rep.stop()
	<-s.rep.done
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := s.mst.ReleaseLeases(ctx); err != nil {
		s.log.Warn("release leases", "err", err)
	}
}
