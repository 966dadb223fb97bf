package kit

// Exchange is two sides of a contest taking turns to add to it, each up
// to a limit of its own: the support cards of a TransFormers Battlecards
// battle, played in turns up to each player's Support Limit, the side of
// the faster Robot having the option to go first or to wait.
//
// The side with the initiative is asked first. Whoever is asked adds one
// thing (Add) or passes (Pass), and the turn goes to the other side. A
// side that can add nothing more (its limit reached, or nothing it could
// add, as the game says) passes without being asked. The exchange is over
// once both sides have passed in a row: a side that passed is asked again
// whenever the other side adds something after it.
//
// It is plain data, kept in a job or in a game's state. A game's
// Runner.Window asks the side Next names, and records the answer with Add
// or Pass.
type Exchange struct {
	// Seats are the players of the two sides, the side with the
	// initiative first.
	Seats [2]int8
	// Added counts what each side has added.
	Added [2]int8
	// Turn is the side to be asked next: 0 or 1.
	Turn int8
	// Passes counts the passes in a row.
	Passes int8
}

// NewExchange starts an exchange between seats first, who has the
// initiative, and second.
func NewExchange(first, second int) Exchange {
	return Exchange{Seats: [2]int8{int8(first), int8(second)}}
}

// Side is the side seat p plays, or -1 when p is on neither.
func (x *Exchange) Side(p int) int {
	switch {
	case int(x.Seats[0]) == p:
		return 0
	case int(x.Seats[1]) == p:
		return 1
	}
	return -1
}

// Over reports whether the exchange is over: both sides have passed in a
// row.
func (x *Exchange) Over() bool { return x.Passes >= 2 }

// Next is the side to ask now, and its seat; ok is false once the
// exchange is over. done reports whether a side can add nothing more: such
// a side passes without being asked.
func (x *Exchange) Next(done func(side int) bool) (side, seat int, ok bool) {
	for !x.Over() {
		s := int(x.Turn)
		if !done(s) {
			return s, int(x.Seats[s]), true
		}
		x.Pass(s)
	}
	return -1, -1, false
}

// Add records that side added one thing; the turn goes to the other
// side.
func (x *Exchange) Add(side int) {
	x.Added[side]++
	x.Passes = 0
	x.Turn = int8(1 - side)
}

// Pass records that side added nothing when asked (or could not); the
// turn goes to the other side.
func (x *Exchange) Pass(side int) {
	x.Passes++
	x.Turn = int8(1 - side)
}

// Reached reports whether side has added limit things or more.
func (x *Exchange) Reached(side, limit int) bool { return int(x.Added[side]) >= limit }
