package server

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"

	"golang.org/x/crypto/argon2"
)

// Passwords are stored as their argon2id hash, in the PHC string form
// other tools read: "$argon2id$v=19$m=19456,t=2,p=1$SALT$HASH", salt and
// hash in unpadded base64. The parameters are OWASP's least for
// argon2id: 19 MiB of memory, 2 passes, 1 lane. A hash stored with weaker
// parameters than these is written again at the next log-in.

// passwordParams are argon2id's cost parameters.
type passwordParams struct {
	// memory is in KiB.
	memory  uint32
	time    uint32
	threads uint8
}

// hashParams are the parameters new hashes are made with.
var hashParams = passwordParams{memory: 19 * 1024, time: 2, threads: 1}

const (
	saltBytes = 16
	keyBytes  = 32
)

// hasher hashes passwords, a few at a time: each hash takes 19 MiB, so a
// flood of log-ins waits its turn rather than taking the server's memory.
type hasher struct {
	slots chan struct{}
	// dummy is a hash of no one's password, checked when a log-in names
	// no account, so that it takes as long as one that does.
	dummy string
}

func newHasher(slots int) *hasher {
	h := &hasher{slots: make(chan struct{}, max(slots, 1))}
	var b [24]byte
	rand.Read(b[:])
	h.dummy = encodeHash(hashParams, randomSalt(), argon2.IDKey(b[:], randomSalt(), hashParams.time, hashParams.memory, hashParams.threads, keyBytes))
	return h
}

func randomSalt() []byte {
	salt := make([]byte, saltBytes)
	rand.Read(salt)
	return salt
}

func encodeHash(p passwordParams, salt, key []byte) string {
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, p.memory, p.time, p.threads,
		base64.RawStdEncoding.EncodeToString(salt), base64.RawStdEncoding.EncodeToString(key))
}

// wait takes a hashing slot, or gives up when ctx ends.
func (h *hasher) wait(ctx context.Context) (func(), error) {
	select {
	case h.slots <- struct{}{}:
		return func() { <-h.slots }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// hash hashes a password with a fresh salt.
func (h *hasher) hash(ctx context.Context, password string) (string, error) {
	done, err := h.wait(ctx)
	if err != nil {
		return "", err
	}
	defer done()
	salt := randomSalt()
	key := argon2.IDKey([]byte(password), salt, hashParams.time, hashParams.memory, hashParams.threads, keyBytes)
	return encodeHash(hashParams, salt, key), nil
}

// check reports whether password is the one encoded hashes, comparing in
// constant time, and whether the hash is weaker than hashParams and
// should be made again. An encoded hash of "" is checked against a hash
// of no one's password: false, in the same time.
func (h *hasher) check(ctx context.Context, password, encoded string) (ok, stale bool, err error) {
	if encoded == "" {
		encoded = h.dummy
		defer func() { ok = false }()
	}
	p, salt, key, err := decodeHash(encoded)
	if err != nil {
		return false, false, err
	}
	done, err := h.wait(ctx)
	if err != nil {
		return false, false, err
	}
	defer done()
	got := argon2.IDKey([]byte(password), salt, p.time, p.memory, p.threads, uint32(len(key)))
	ok = subtle.ConstantTimeCompare(got, key) == 1
	stale = p.memory < hashParams.memory || p.time < hashParams.time || len(key) < keyBytes
	return ok, stale, nil
}

var errBadHash = errors.New("not an argon2id hash")

// decodeHash reads a PHC string of argon2id.
func decodeHash(encoded string) (passwordParams, []byte, []byte, error) {
	var p passwordParams
	parts := strings.Split(encoded, "$")
	if len(parts) != 6 || parts[0] != "" || parts[1] != "argon2id" {
		return p, nil, nil, errBadHash
	}
	var version int
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return p, nil, nil, fmt.Errorf("%w: version %q", errBadHash, parts[2])
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &p.memory, &p.time, &p.threads); err != nil || p.memory == 0 || p.time == 0 || p.threads == 0 || p.memory > 1<<21 {
		return p, nil, nil, fmt.Errorf("%w: parameters %q", errBadHash, parts[3])
	}
	salt, err := base64.RawStdEncoding.DecodeString(parts[4])
	if err != nil {
		return p, nil, nil, fmt.Errorf("%w: salt: %v", errBadHash, err)
	}
	key, err := base64.RawStdEncoding.DecodeString(parts[5])
	if err != nil || len(key) < 16 {
		return p, nil, nil, fmt.Errorf("%w: hash", errBadHash)
	}
	return p, salt, key, nil
}
