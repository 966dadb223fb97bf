package kit

import "testing"

// Two sides take turns, each up to its own limit; the side with the
// initiative may wait, and is asked again when the other adds; a side that
// can add nothing passes without being asked; two passes in a row end it.
func TestExchangeTakesTurnsUpToLimits(t *testing.T) {
	x := NewExchange(3, 1)
	limits := [2]int{2, 1}
	done := func(side int) bool { return x.Reached(side, limits[side]) }
	var asked []int
	next := func() int {
		t.Helper()
		side, seat, ok := x.Next(done)
		if !ok {
			return -1
		}
		if int(x.Seats[side]) != seat {
			t.Fatalf("side %d is seat %d, not %d", side, x.Seats[side], seat)
		}
		asked = append(asked, seat)
		return side
	}
	if x.Side(3) != 0 || x.Side(1) != 1 || x.Side(2) != -1 {
		t.Fatal("Side")
	}
	x.Pass(next()) // seat 3 waits
	x.Add(next())  // seat 1 adds: its limit is reached
	x.Add(next())  // seat 3 adds
	x.Add(next())  // seat 1 is done, so seat 3 is asked again and adds its second
	if side := next(); side != -1 || !x.Over() {
		t.Fatalf("the exchange goes on: side %d, %+v", side, x)
	}
	if want := []int{3, 1, 3, 3}; len(asked) != len(want) || asked[0] != 3 || asked[1] != 1 || asked[2] != 3 || asked[3] != 3 {
		t.Errorf("asked %v, want %v", asked, want)
	}
	if x.Added != [2]int8{2, 1} {
		t.Errorf("added %v", x.Added)
	}
	// Both pass at once: over after two questions.
	y := NewExchange(0, 1)
	y.Pass(0)
	y.Pass(1)
	if !y.Over() {
		t.Error("two passes in a row do not end an exchange")
	}
	// A side that can add nothing from the start is never asked.
	z := NewExchange(0, 1)
	if side, _, _ := z.Next(func(side int) bool { return side == 0 }); side != 1 {
		t.Errorf("asked side %d", side)
	}
}
