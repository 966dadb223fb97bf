package engine

import (
	"slices"
	"testing"
)

func TestRNGDeterministic(t *testing.T) {
	a, b := NewRNG(42), NewRNG(42)
	for i := range 1000 {
		if x, y := a.Uint64(), b.Uint64(); x != y {
			t.Fatalf("draw %d: same seed gave %d and %d", i, x, y)
		}
	}
	c, d := NewRNG(1), NewRNG(2)
	same := 0
	for range 100 {
		if c.Uint64() == d.Uint64() {
			same++
		}
	}
	if same > 0 {
		t.Errorf("seeds 1 and 2 gave %d equal draws out of 100", same)
	}
}

// An RNG is a plain value: a copy continues from the same position, and
// drawing from the copy does not move the original.
func TestRNGCopyIsIndependent(t *testing.T) {
	a := NewRNG(7)
	a.Uint64()
	b := a
	want := b.Uint64()
	b.Uint64()
	if got := a.Uint64(); got != want {
		t.Errorf("original drew %d after its copy drew, want %d", got, want)
	}
}

func TestIntNRange(t *testing.T) {
	r := NewRNG(3)
	for _, n := range []int{1, 2, 3, 7, 10, 100, 1 << 20, 1<<62 + 12345} {
		for range 2000 {
			if v := r.IntN(n); v < 0 || v >= n {
				t.Fatalf("IntN(%d) = %d, outside [0, %d)", n, v, n)
			}
		}
	}
	if v := r.IntN(1); v != 0 {
		t.Errorf("IntN(1) = %d, want 0", v)
	}
}

func TestIntNPanicsOnNonPositive(t *testing.T) {
	for _, n := range []int{0, -1} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("IntN(%d) did not panic", n)
				}
			}()
			r := NewRNG(1)
			r.IntN(n)
		}()
	}
}

// chiSquare is Pearson's statistic of counts against a uniform expectation.
func chiSquare(counts []int, total int) float64 {
	exp := float64(total) / float64(len(counts))
	x := 0.0
	for _, c := range counts {
		d := float64(c) - exp
		x += d * d / exp
	}
	return x
}

// IntN is uniform: the chi-square statistic stays far below a loose bound
// (the 99.99th percentile for these degrees of freedom is about 33 for 9
// and 40 for 16), for a bound that divides 2^64 and ones that do not.
func TestIntNUniform(t *testing.T) {
	for _, tc := range []struct {
		n     int
		bound float64
	}{{10, 40}, {17, 50}, {16, 50}, {3, 25}} {
		r := NewRNG(uint64(tc.n))
		counts := make([]int, tc.n)
		const draws = 200_000
		for range draws {
			counts[r.IntN(tc.n)]++
		}
		if x := chiSquare(counts, draws); x > tc.bound {
			t.Errorf("IntN(%d): chi-square %.1f over %d draws exceeds %.0f: %v", tc.n, x, draws, tc.bound, counts)
		}
	}
}

func TestShuffleIsPermutation(t *testing.T) {
	r := NewRNG(9)
	orig := make([]int, 100)
	for i := range orig {
		orig[i] = i
	}
	s := slices.Clone(orig)
	Shuffle(&r, s)
	if slices.Equal(s, orig) {
		t.Error("shuffling 100 items left them in order")
	}
	sorted := slices.Clone(s)
	slices.Sort(sorted)
	if !slices.Equal(sorted, orig) {
		t.Errorf("shuffle is not a permutation: %v", s)
	}
	// Empty and single slices are fine.
	Shuffle(&r, []int{})
	one := []int{5}
	Shuffle(&r, one)
	if one[0] != 5 {
		t.Errorf("shuffling one item changed it to %d", one[0])
	}
}

// Every order of three items is about equally likely.
func TestShuffleUniform(t *testing.T) {
	r := NewRNG(11)
	counts := map[[3]int]int{}
	const runs = 60_000
	for range runs {
		s := [3]int{0, 1, 2}
		Shuffle(&r, s[:])
		counts[s]++
	}
	if len(counts) != 6 {
		t.Fatalf("saw %d of the 6 orders: %v", len(counts), counts)
	}
	c := make([]int, 0, 6)
	for _, n := range counts {
		c = append(c, n)
	}
	if x := chiSquare(c, runs); x > 30 {
		t.Errorf("orders of three: chi-square %.1f: %v", x, counts)
	}
}

func TestShuffleDeterministic(t *testing.T) {
	a, b := NewRNG(5), NewRNG(5)
	x, y := []int{1, 2, 3, 4, 5, 6, 7, 8}, []int{1, 2, 3, 4, 5, 6, 7, 8}
	Shuffle(&a, x)
	Shuffle(&b, y)
	if !slices.Equal(x, y) {
		t.Errorf("same seed, different shuffles: %v and %v", x, y)
	}
}

func TestMix(t *testing.T) {
	if Mix(1, 2) != Mix(1, 2) {
		t.Error("Mix is not a function of its arguments")
	}
	seen := map[uint64]uint64{}
	for stream := range uint64(10_000) {
		v := Mix(12345, stream)
		if prev, dup := seen[v]; dup {
			t.Fatalf("streams %d and %d mix to the same seed %#x", prev, stream, v)
		}
		seen[v] = stream
	}
	if Mix(1, 0) == Mix(2, 0) {
		t.Error("seeds 1 and 2 mix to the same value on stream 0")
	}
	// Neighbouring streams give unrelated generators.
	a, b := NewRNG(Mix(7, 0)), NewRNG(Mix(7, 1))
	if a.Uint64() == b.Uint64() {
		t.Error("neighbouring streams start with the same draw")
	}
}
