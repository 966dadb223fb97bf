package engine

import (
	"iter"
	"math/bits"
)

// PlayerSet is a set of seats, 0 to 15.
type PlayerSet uint16

// Has reports whether p is in the set.
func (s PlayerSet) Has(p int) bool { return p >= 0 && p < 16 && s&(1<<p) != 0 }

// With returns the set with p added.
func (s PlayerSet) With(p int) PlayerSet { return s | 1<<p }

// Without returns the set with p removed.
func (s PlayerSet) Without(p int) PlayerSet { return s &^ (1 << p) }

// Len is the number of players in the set.
func (s PlayerSet) Len() int { return bits.OnesCount16(uint16(s)) }

// Empty reports whether the set has no players.
func (s PlayerSet) Empty() bool { return s == 0 }

// First returns the lowest seat in the set, or -1 when it is empty.
func (s PlayerSet) First() int {
	if s == 0 {
		return -1
	}
	return bits.TrailingZeros16(uint16(s))
}

// Slice lists the seats in increasing order.
func (s PlayerSet) Slice() []int {
	out := make([]int, 0, s.Len())
	for ; s != 0; s &= s - 1 {
		out = append(out, bits.TrailingZeros16(uint16(s)))
	}
	return out
}

// AllPlayers is the set of seats 0 to n-1.
func AllPlayers(n int) PlayerSet { return PlayerSet(1<<n - 1) }

// All iterates over the seats in increasing order without allocating.
func (s PlayerSet) All() iter.Seq[int] {
	return func(yield func(int) bool) {
		for ; s != 0; s &= s - 1 {
			if !yield(bits.TrailingZeros16(uint16(s))) {
				return
			}
		}
	}
}
