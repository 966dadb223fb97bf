package server

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"time"
)

// Limits bound what one client may ask of the server.
type Limits struct {
	// Actions is how many lobby actions (create, join, leave, upload) one
	// address may make a minute; Burst how many at once.
	Actions, Burst int
	// Messages is how many WebSocket messages one connection may send a
	// second, with MessageBurst at once.
	Messages, MessageBurst int
	// Connections is how many sockets one address may hold open.
	Connections int
	// MessageBytes is the largest WebSocket message read.
	MessageBytes int64
	// LogIns is how many log-ins one address may try a minute, and
	// NameLogIns how many failed log-ins one account name may take an
	// hour, from every address together. SignUps is how many sign-ups
	// one address may try an hour, and how many times one name may be
	// tried (authlimits.go).
	LogIns, NameLogIns, SignUps int
}

func (l Limits) withDefaults() Limits {
	if l.Actions == 0 {
		l.Actions = 60
	}
	if l.Burst == 0 {
		l.Burst = 20
	}
	if l.Messages == 0 {
		l.Messages = 20
	}
	if l.MessageBurst == 0 {
		l.MessageBurst = 40
	}
	if l.Connections == 0 {
		l.Connections = 64
	}
	if l.MessageBytes == 0 {
		l.MessageBytes = 16 << 10
	}
	if l.LogIns == 0 {
		l.LogIns = 20
	}
	if l.NameLogIns == 0 {
		l.NameLogIns = 10
	}
	if l.SignUps == 0 {
		l.SignUps = 10
	}
	return l
}

// bucket is a token bucket: rate tokens a second up to burst.
type bucket struct {
	tokens float64
	last   time.Time
}

func (b *bucket) take(now time.Time, rate float64, burst int) bool {
	if b.last.IsZero() {
		b.tokens = float64(burst)
	} else {
		b.tokens = min(float64(burst), b.tokens+now.Sub(b.last).Seconds()*rate)
	}
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// limiter holds the per-address buckets and connection counts.
type limiter struct {
	l     Limits
	mu    sync.Mutex
	acts  map[string]*bucket
	conns map[string]int
	swept time.Time
}

func newLimiter(l Limits) *limiter {
	return &limiter{l: l, acts: map[string]*bucket{}, conns: map[string]int{}}
}

// action reports whether addr may make one more lobby action now.
func (lm *limiter) action(addr string) bool {
	lm.mu.Lock()
	defer lm.mu.Unlock()
	now := time.Now()
	if now.Sub(lm.swept) > time.Minute {
		// Forget addresses whose buckets are full again.
		for a, b := range lm.acts {
			if now.Sub(b.last) > time.Minute*time.Duration(lm.l.Burst)/time.Duration(lm.l.Actions)+time.Minute {
				delete(lm.acts, a)
			}
		}
		lm.swept = now
	}
	b := lm.acts[addr]
	if b == nil {
		b = &bucket{}
		lm.acts[addr] = b
	}
	return b.take(now, float64(lm.l.Actions)/60, lm.l.Burst)
}

// connect counts one more socket of addr, or reports that it has too many.
func (lm *limiter) connect(addr string) bool {
	lm.mu.Lock()
	defer lm.mu.Unlock()
	if lm.conns[addr] >= lm.l.Connections {
		return false
	}
	lm.conns[addr]++
	return true
}

// disconnect counts one socket of addr fewer.
func (lm *limiter) disconnect(addr string) {
	lm.mu.Lock()
	defer lm.mu.Unlock()
	if lm.conns[addr]--; lm.conns[addr] <= 0 {
		delete(lm.conns, addr)
	}
}

// clientAddr is the address a request came from, without its port: for a
// request another server of the same database forwarded, the address that
// server had it from; for one from a trusted proxy, the last address of
// its X-Forwarded-For that is not a trusted proxy's (those before it are
// what the client said, not to be believed).
func (s *Server) clientAddr(r *http.Request) string {
	if a := r.Header.Get(clientHeader); a != "" && s.fromPeer(r) {
		return a
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	if !s.trustedProxy(host) {
		return host
	}
	hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
	for i := len(hops) - 1; i >= 0; i-- {
		hop := strings.TrimSpace(hops[i])
		if _, err := netip.ParseAddr(hop); err != nil {
			break
		}
		if !s.trustedProxy(hop) {
			return hop
		}
	}
	return host
}

// trustedProxy reports whether addr is one of Config.TrustedProxies.
func (s *Server) trustedProxy(addr string) bool {
	ip, err := netip.ParseAddr(addr)
	if err != nil {
		return false
	}
	ip = ip.Unmap()
	for _, p := range s.cfg.TrustedProxies {
		if p.Contains(ip) {
			return true
		}
	}
	return false
}
