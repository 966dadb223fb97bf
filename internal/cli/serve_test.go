package cli

import (
	"os"
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
