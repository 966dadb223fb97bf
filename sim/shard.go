package sim

import (
	"fmt"
	"strconv"
	"strings"
)

// Shard is one of N equal parts of a batch's games, numbered K from 1, so
// that a large sweep can be played on several machines (each playing its
// own shard) and the reports merged ([Merge]). Games are dealt by index
// from the batch seed, so a shard plays exactly the games the whole batch
// would have played in its range. The zero Shard is the whole batch.
type Shard struct {
	K, N int
}

// ParseShard reads "K/N", with 1 <= K <= N.
func ParseShard(text string) (Shard, error) {
	k, n, ok := strings.Cut(strings.TrimSpace(text), "/")
	kv, err1 := strconv.Atoi(k)
	nv, err2 := strconv.Atoi(n)
	if !ok || err1 != nil || err2 != nil || nv < 1 || kv < 1 || kv > nv {
		return Shard{}, fmt.Errorf("shard %q: write K/N, the shard K (from 1) of N, such as 2/8", text)
	}
	return Shard{K: kv, N: nv}, nil
}

// String is "K/N".
func (s Shard) String() string { return fmt.Sprintf("%d/%d", s.K, s.N) }

// span is the range [lo, hi) of game indices of the shard of a batch of
// games games.
func (s Shard) span(games int) (lo, hi int) {
	if s.N <= 1 {
		return 0, games
	}
	return (s.K - 1) * games / s.N, s.K * games / s.N
}
