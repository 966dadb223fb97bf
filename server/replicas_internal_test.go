package server

import (
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"omnideck/store"
)

func peerServer() *Server {
	return &Server{rep: &replicas{name: "b", advertise: "http://b:8080", key: "the-key"}, log: slog.New(slog.DiscardHandler), metrics: newMetrics()}
}

// The client address a forwarded request carries is trusted only with the
// peer key: a client cannot choose the address its limits are counted
// under.
func TestClientAddressTrustedFromPeersOnly(t *testing.T) {
	s := peerServer()
	for _, tc := range []struct {
		name, key, want string
		alone           bool
	}{
		{"no key", "", "10.0.0.1", false},
		{"a wrong key", "guess", "10.0.0.1", false},
		{"the peer key", "the-key", "203.0.113.9", false},
		{"a server alone", "the-key", "10.0.0.1", true},
	} {
		r := httptest.NewRequest("GET", "/api/tables/x/socket", nil)
		r.RemoteAddr = "10.0.0.1:40000"
		r.Header.Set(clientHeader, "203.0.113.9")
		if tc.key != "" {
			r.Header.Set(peerHeader, tc.key)
		}
		srv := s
		if tc.alone {
			srv = &Server{}
		}
		if got := srv.clientAddr(r); got != tc.want {
			t.Errorf("%s: the client is %s, want %s", tc.name, got, tc.want)
		}
	}
}

// A request a peer forwarded is not forwarded again (the table changed
// hands meanwhile): the client is asked to try again when the lease has
// run out. So is one for a table whose holder left no address, or gave
// this server's own.
func TestForwardedRequestsAreNotForwardedAgain(t *testing.T) {
	s := peerServer()
	for _, tc := range []struct {
		name     string
		lease    store.Lease
		fromPeer bool
		after    string
	}{
		{"forwarded before", store.Lease{Replica: "a", Address: "http://a:8080", Left: 2500 * time.Millisecond}, true, "3"},
		{"no address", store.Lease{Replica: "a"}, false, "1"},
		{"this server's address", store.Lease{Replica: "b-old", Address: "http://b:8080"}, false, "1"},
	} {
		r := httptest.NewRequest("POST", "/api/tables/x/join", nil)
		if tc.fromPeer {
			r.Header.Set(peerHeader, "the-key")
		}
		w := httptest.NewRecorder()
		s.forward(w, r, tc.lease)
		if w.Code != http.StatusServiceUnavailable || w.Header().Get("Retry-After") != tc.after {
			t.Errorf("%s: %d, Retry-After %q; want 503 and %s", tc.name, w.Code, w.Header().Get("Retry-After"), tc.after)
		}
	}
}
