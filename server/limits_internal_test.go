package server

import (
	"net/http/httptest"
	"net/netip"
	"testing"
)

// Behind a trusted proxy, a request is counted under the client the proxy
// names: the last address of X-Forwarded-For that is not a trusted proxy's.
// What a client writes there itself is not believed, nor is the header
// from anyone but a trusted proxy.
func TestClientAddressBehindTrustedProxies(t *testing.T) {
	s := &Server{cfg: Config{TrustedProxies: []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")}}}
	for _, tc := range []struct {
		name, remote, xff, want string
	}{
		{"straight from a client", "203.0.113.5:4000", "198.51.100.7", "203.0.113.5"},
		{"through the proxy", "10.1.2.3:4000", "198.51.100.7", "198.51.100.7"},
		{"a client's own header, then the proxy", "10.1.2.3:4000", "1.1.1.1, 198.51.100.7", "198.51.100.7"},
		{"through two proxies", "10.1.2.3:4000", "198.51.100.7, 10.9.9.9", "198.51.100.7"},
		{"the proxy names nobody", "10.1.2.3:4000", "", "10.1.2.3"},
		{"the proxy names garbage", "10.1.2.3:4000", "not-an-address", "10.1.2.3"},
	} {
		r := httptest.NewRequest("GET", "/", nil)
		r.RemoteAddr = tc.remote
		if tc.xff != "" {
			r.Header.Set("X-Forwarded-For", tc.xff)
		}
		if got := s.clientAddr(r); got != tc.want {
			t.Errorf("%s: counted as %s, want %s", tc.name, got, tc.want)
		}
	}
	alone := &Server{}
	r := httptest.NewRequest("GET", "/", nil)
	r.RemoteAddr = "10.1.2.3:4000"
	r.Header.Set("X-Forwarded-For", "198.51.100.7")
	if got := alone.clientAddr(r); got != "10.1.2.3" {
		t.Errorf("with no trusted proxy, X-Forwarded-For was believed: %s", got)
	}
}
