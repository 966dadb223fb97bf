package server

import (
	"net/http"
	"strconv"
	"sync"
	"time"
)

// Log-ins and sign-ups are limited per address and per account name, so
// that nobody guesses passwords at speed, from one address or from many
// against one name: each key has a bucket of n attempts that refills
// over its period.
type authLimiter struct {
	mu      sync.Mutex
	buckets map[string]*bucket
	swept   time.Time
}

func newAuthLimiter() *authLimiter { return &authLimiter{buckets: map[string]*bucket{}} }

// bucketOf is key's bucket, made full on first use; it forgets the
// buckets that have been full again for a while.
func (a *authLimiter) bucketOf(now time.Time, key string) *bucket {
	if now.Sub(a.swept) > time.Minute {
		for k, b := range a.buckets {
			if now.Sub(b.last) > 2*time.Hour {
				delete(a.buckets, k)
			}
		}
		a.swept = now
	}
	b := a.buckets[key]
	if b == nil {
		b = &bucket{}
		a.buckets[key] = b
	}
	return b
}

// take uses one of key's n attempts a period, or reports that none is
// left.
func (a *authLimiter) take(key string, n int, period time.Duration) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	now := time.Now()
	return a.bucketOf(now, key).take(now, float64(n)/period.Seconds(), n)
}

// left reports whether key has an attempt left, without using it.
func (a *authLimiter) left(key string, n int, period time.Duration) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	now := time.Now()
	b := a.bucketOf(now, key)
	if b.last.IsZero() {
		return true
	}
	return min(float64(n), b.tokens+now.Sub(b.last).Seconds()*float64(n)/period.Seconds()) >= 1
}

// tooMany answers 429 with when to try again.
func (s *Server) tooMany(w http.ResponseWriter, msg string, retry time.Duration) {
	s.metrics.refused.Inc()
	w.Header().Set("Retry-After", strconv.Itoa(int(retry.Seconds())))
	writeError(w, http.StatusTooManyRequests, msg)
}
