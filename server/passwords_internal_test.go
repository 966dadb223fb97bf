package server

import (
	"context"
	"crypto/rand"
	"strings"
	"testing"

	"golang.org/x/crypto/argon2"
)

// A password checks against its hash and no other password does; a hash
// made with weaker parameters still checks and is marked stale; no hash
// at all checks nothing; a stored hash that is not argon2id is an error.
func TestPasswordHashes(t *testing.T) {
	ctx := context.Background()
	h := newHasher(2)
	enc, err := h.hash(ctx, "correct horse")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(enc, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Fatalf("the hash: %s", enc)
	}
	if again, _ := h.hash(ctx, "correct horse"); again == enc {
		t.Fatal("two hashes of one password are the same: no fresh salt")
	}
	if ok, stale, err := h.check(ctx, "correct horse", enc); !ok || stale || err != nil {
		t.Fatalf("the right password: %v %v %v", ok, stale, err)
	}
	if ok, _, _ := h.check(ctx, "correct horsE", enc); ok {
		t.Fatal("a wrong password checks")
	}
	salt := make([]byte, 16)
	rand.Read(salt)
	weak := encodeHash(passwordParams{memory: 4096, time: 1, threads: 1}, salt, argon2.IDKey([]byte("pw"), salt, 1, 4096, 1, 32))
	if ok, stale, err := h.check(ctx, "pw", weak); !ok || !stale || err != nil {
		t.Fatalf("a weak hash: %v %v %v", ok, stale, err)
	}
	if ok, _, err := h.check(ctx, "", ""); ok || err != nil {
		t.Fatalf("no hash: %v %v", ok, err)
	}
	for _, bad := range []string{"plain", "$2a$10$abc", "$argon2id$v=19$m=0,t=2,p=1$AAAA$AAAAAAAAAAAAAAAAAAAAAA", "$argon2id$v=19$m=19456,t=2,p=1$!!$AAAA"} {
		if _, _, err := h.check(ctx, "pw", bad); err == nil {
			t.Errorf("%q checks without an error", bad)
		}
	}
}

// BenchmarkPasswordHash is the time of one hash at the parameters in use:
// what a log-in costs the server.
func BenchmarkPasswordHash(b *testing.B) {
	h := newHasher(1)
	for b.Loop() {
		h.hash(context.Background(), "correct horse battery staple")
	}
}
