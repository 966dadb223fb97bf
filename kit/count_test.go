package kit

import "testing"

func TestCount(t *testing.T) {
	for n, want := range map[int]string{0: "0 cards", 1: "1 card", 2: "2 cards", 17: "17 cards"} {
		if got := Count(n, "card", "cards"); got != want {
			t.Errorf("Count(%d) = %q, want %q", n, got, want)
		}
	}
}
