package tftcg

import "testing"

// Every team trigger has its own bit in moreState.hears, so that a game
// whose cards use it listens for it (hear).
func TestEveryTeamTriggerHasABit(t *testing.T) {
	seen := map[uint64]string{}
	for when := range teamTriggers {
		b := teamBit(when)
		if b == 0 {
			t.Errorf("the team trigger %s has no bit", when)
		}
		if other, ok := seen[b]; ok {
			t.Errorf("%s and %s share a bit", when, other)
		}
		seen[b] = when
	}
}
