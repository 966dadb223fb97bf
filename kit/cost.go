package kit

// CostPart is one part of a cost: action symbols, exhausting a card,
// discarding cards from hand, Energon. Each part says whether it can be
// paid, asks its next question only where paying is a real choice, and
// pays. A part keeps its progress in the job (Job.Paid), so a payment
// can stop for a question and go on after the answer.
//
// The job runner pays a job's parts in order: while a part Asks, its
// controller is asked to choose among its Choices, and Choose takes the
// answer; once it no longer asks, Pay pays the rest.
type CostPart[S any] interface {
	// CanPay reports whether job j's controller can pay this part now.
	CanPay(s S, j *Job) bool
	// Asks reports whether the next step of the payment is a question.
	Asks(s S, j *Job) bool
	// Choices appends the answers to that question to out.
	Choices(s S, j *Job, out []Option) []Option
	// Choose pays the step answered by o, one of Choices.
	Choose(s S, j *Job, o Option)
	// Pay pays what is left of the part without a question.
	Pay(s S, j *Job)
}

// DiscardFromHand is the cost of discarding N cards from hand (Ben 10
// CCG's formulas A and B). The card being paid for is never one of them.
// It asks which card to discard next whenever the hand holds more cards
// than are left to discard (the answers are the different cards in it),
// and discards the whole hand when exactly that many are left. Whether it
// asks thus depends only on how many cards the hand holds, which both
// players see: it asks even when the cards left are all alike.
type DiscardFromHand[S Host] struct {
	// Verb is the game's option verb for "discard this card"; the option
	// names the card by handle (Option.A).
	Verb uint8
	// N is how many cards to discard; nil means the job's X.
	N func(s S, j *Job) int
	// Hand is player p's hand.
	Hand func(s S, p int) ZoneID
	// Discard discards card id for job j (and logs it).
	Discard func(s S, j *Job, id ObjID)
}

func (c *DiscardFromHand[S]) left(s S, j *Job) int {
	n := int(j.X)
	if c.N != nil {
		n = c.N(s, j)
	}
	return n - int(j.Paid)
}

// cards is the number of cards of j's controller's hand that may pay.
func (c *DiscardFromHand[S]) cards(s S, j *Job) int {
	t := s.CardTable()
	n := 0
	for _, id := range t.Zones[c.Hand(s, int(j.Ctrl))].Cards {
		if id != j.Src {
			n++
		}
	}
	return n
}

// CanPay reports whether the hand holds enough cards.
func (c *DiscardFromHand[S]) CanPay(s S, j *Job) bool { return c.cards(s, j) >= c.left(s, j) }

// Asks reports whether the hand holds more cards than are left to
// discard.
func (c *DiscardFromHand[S]) Asks(s S, j *Job) bool {
	left := c.left(s, j)
	return left > 0 && c.cards(s, j) > left
}

// Choices are the different cards of the hand, one option for each card
// (copies alike are one option), in hand order.
func (c *DiscardFromHand[S]) Choices(s S, j *Job, out []Option) []Option {
	t := s.CardTable()
	cards := t.Zones[c.Hand(s, int(j.Ctrl))].Cards
	for i, id := range cards {
		if id == j.Src {
			continue
		}
		dup := false
		for _, before := range cards[:i] {
			if before != j.Src && t.Objs[before].Card == t.Objs[id].Card {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, Option{Verb: c.Verb, A: uint32(t.Objs[id].Handle)})
		}
	}
	return out
}

// Choose discards the card o names.
func (c *DiscardFromHand[S]) Choose(s S, j *Job, o Option) {
	t := s.CardTable()
	for _, id := range t.Zones[c.Hand(s, int(j.Ctrl))].Cards {
		if id != j.Src && uint32(t.Objs[id].Handle) == o.A {
			c.Discard(s, j, id)
			j.Paid++
			return
		}
	}
}

// Pay discards what is left to discard: the whole hand, since it asks
// otherwise.
func (c *DiscardFromHand[S]) Pay(s S, j *Job) {
	t := s.CardTable()
	hand := c.Hand(s, int(j.Ctrl))
	for c.left(s, j) > 0 {
		paid := false
		for _, id := range t.Zones[hand].Cards {
			if id != j.Src {
				c.Discard(s, j, id)
				j.Paid++
				paid = true
				break
			}
		}
		if !paid {
			return
		}
	}
}

// Decline is an optional payment's "pay or not": it asks its controller,
// when the rest of the cost can be paid and Offer says so, whether to pay
// at all. Declining sets Job.Declined, and the job goes (Job.Gone) without
// paying the rest.
type Decline[S any] struct {
	// Yes and No are the game's option verbs for paying and not paying.
	Yes, No uint8
	// Offer reports whether the controller may decline job j's cost (a
	// rule option, an Effect card's Use cost).
	Offer func(s S, j *Job) bool
}

// CanPay is true: not paying is always possible.
func (c *Decline[S]) CanPay(S, *Job) bool { return true }

// Asks reports whether the question is still to be asked.
func (c *Decline[S]) Asks(s S, j *Job) bool { return j.Paid == 0 && c.Offer(s, j) }

// Choices are paying and not paying.
func (c *Decline[S]) Choices(_ S, _ *Job, out []Option) []Option {
	return append(out, Option{Verb: c.Yes}, Option{Verb: c.No})
}

// Choose records the answer.
func (c *Decline[S]) Choose(_ S, j *Job, o Option) {
	j.Paid = 1
	if o.Verb == c.No {
		j.Declined = true
	}
}

// Pay does nothing: paying is the parts that follow.
func (c *Decline[S]) Pay(S, *Job) {}
