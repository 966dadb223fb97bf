package cli

import (
	"os"
	"strings"
	"testing"
)

// A server tells the servers it shares a database with the address it
// listens on, or its machine's name where that address names every
// interface.
func TestAdvertiseURL(t *testing.T) {
	host, err := os.Hostname()
	if err != nil {
		t.Skip("no host name here")
	}
	for addr, want := range map[string]string{
		":8080":          "http://" + host + ":8080",
		"0.0.0.0:8080":   "http://" + host + ":8080",
		"10.0.0.7:8080":  "http://10.0.0.7:8080",
		"localhost:9000": "http://localhost:9000",
		"[::1]:8080":     "http://[::1]:8080",
		"nonsense":       "",
	} {
		if got := advertiseURL(addr); got != want {
			t.Errorf("advertiseURL(%q) = %q, want %q", addr, got, want)
		}
	}
}

// --trusted-proxy takes addresses and CIDRs, and says what is wrong with
// anything else.
func TestTrustedProxies(t *testing.T) {
	got, err := trustedProxies([]string{"10.0.0.0/8", "192.168.1.7", "fd00::1/64"})
	if err != nil || len(got) != 3 || got[0].String() != "10.0.0.0/8" || got[1].String() != "192.168.1.7/32" || got[2].String() != "fd00::/64" {
		t.Fatalf("trustedProxies: %v %v", got, err)
	}
	if _, err := trustedProxies([]string{"ingress"}); err == nil || !strings.Contains(err.Error(), `--trusted-proxy "ingress"`) {
		t.Fatalf("a name for an address: %v", err)
	}
}
