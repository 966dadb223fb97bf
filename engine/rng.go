package engine

import (
	"math/bits"
	"math/rand/v2"
)

// RNG is the seeded random generator a state carries. It is a plain value:
// copying it copies its position in the stream, so a cloned state draws the
// same numbers as the original.
type RNG struct {
	pcg rand.PCG
}

// NewRNG returns a generator seeded with seed.
func NewRNG(seed uint64) RNG {
	return RNG{pcg: *rand.NewPCG(seed, Mix(seed, 0x6f6d6e6964656b))}
}

// Uint64 returns a uniformly random 64-bit number.
func (r *RNG) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a uniformly random number in [0, n). It panics if n <= 0.
func (r *RNG) IntN(n int) int {
	if n <= 0 {
		panic("engine: IntN of a non-positive bound")
	}
	// Lemire's multiply-and-reject: one draw almost always.
	un := uint64(n)
	hi, lo := bits.Mul64(r.pcg.Uint64(), un)
	if lo < un {
		thresh := -un % un
		for lo < thresh {
			hi, lo = bits.Mul64(r.pcg.Uint64(), un)
		}
	}
	return int(hi)
}

// Shuffle puts s in uniformly random order, one draw per step.
func Shuffle[T any](r *RNG, s []T) {
	for i := len(s) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		s[i], s[j] = s[j], s[i]
	}
}

// Mix derives an independent seed from a seed and a stream number
// (SplitMix64 finalizer), so game i of a batch gets its own seed whatever
// order the batch runs in.
func Mix(seed, stream uint64) uint64 {
	z := seed + (stream+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
