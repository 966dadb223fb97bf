package tftcg

import (
	"math"
	"testing"
)

// The tables give what the sum over every pair of flips gives, for
// attacks without Pierce.
func TestDiffsMatchExpect(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, many(14, "Improvised Shield"), many(14, "Handheld Blaster"))
	for _, o := range []odds{s.odds[0], oddsOf(s.defs, nil)} {
		d := diffsOf(&o, &s.odds[1])
		for atk := -2; atk <= 12; atk++ {
			for def := 0; def <= 10; def++ {
				for left := 1; left <= 12; left++ {
					want, wantKO := expect(atk, def, 0, left, &o, &s.odds[1])
					got, gotKO := d.expect(atk, def, left)
					if math.Abs(got-want) > 1e-6 || math.Abs(gotKO-wantKO) > 1e-6 {
						t.Fatalf("Attack %d, Defense %d, %d left: tables %.6f, %.6f; sums %.6f, %.6f", atk, def, left, got, gotKO, want, wantKO)
					}
				}
			}
		}
	}
}
