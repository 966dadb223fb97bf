package kit

// PayCounter is a cost paid from a number a player holds: Energon from a
// TransFormers Battlecards Energon Bank, points from a pool. The amount is
// N; with Max the player chooses how much to pay, from N to Max (the X of
// a cost, within what they hold), and the job's X becomes the amount
// paid. It asks only when there is more than one amount to choose from,
// which depends only on the amount held: a number every player sees.
type PayCounter[S any] struct {
	// Verb is the game's option verb for "pay this amount"; the option
	// carries the amount (Option.A). Only a cost with Max asks.
	Verb uint8
	// N is the amount, or the least amount when Max is set.
	N func(s S, j *Job) int
	// Max, optional, is the most the player may choose to pay.
	Max func(s S, j *Job) int
	// Counter is the number player p pays from.
	Counter func(s S, p int) *int32
	// Paid, optional, is told what job j paid (to log it).
	Paid func(s S, j *Job, n int)
}

// least is the amount to pay at least, never below 0.
func (c *PayCounter[S]) least(s S, j *Job) int { return max(0, c.N(s, j)) }

// most is the most the controller of j may pay now.
func (c *PayCounter[S]) most(s S, j *Job) int {
	held := int(*c.Counter(s, int(j.Ctrl)))
	if c.Max == nil {
		return min(c.least(s, j), held)
	}
	return min(c.Max(s, j), held)
}

// CanPay reports whether the controller holds the amount, or the least
// amount.
func (c *PayCounter[S]) CanPay(s S, j *Job) bool {
	return int(*c.Counter(s, int(j.Ctrl))) >= c.least(s, j)
}

// Asks reports whether the controller chooses among amounts.
func (c *PayCounter[S]) Asks(s S, j *Job) bool {
	return c.Max != nil && j.Paid == 0 && c.most(s, j) > c.least(s, j)
}

// Choices are the amounts, least first.
func (c *PayCounter[S]) Choices(s S, j *Job, out []Option) []Option {
	for n := c.least(s, j); n <= c.most(s, j); n++ {
		out = append(out, Option{Verb: c.Verb, A: uint32(n)})
	}
	return out
}

// Choose pays the amount o carries.
func (c *PayCounter[S]) Choose(s S, j *Job, o Option) { c.pay(s, j, int(o.A)) }

// Pay pays the amount, or the least amount, if it is not paid yet.
func (c *PayCounter[S]) Pay(s S, j *Job) {
	if j.Paid == 0 {
		c.pay(s, j, c.least(s, j))
	}
}

func (c *PayCounter[S]) pay(s S, j *Job, n int) {
	*c.Counter(s, int(j.Ctrl)) -= int32(n)
	j.Paid = 1
	if c.Max != nil {
		j.X = int32(n)
	}
	if c.Paid != nil {
		c.Paid(s, j, n)
	}
}
