package ben10

import (
	"fmt"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/kit"
)

// Ordering rules in both orders and costs at their edge, set up from
// positions: a rule off by one, or an order reversed, is caught by a rule
// test and not only by a changed playthrough.

// mutantFrogs is n Mutant Frogs as a JSON list's items.
func mutantFrogs(n int) string {
	return strings.TrimSuffix(strings.Repeat(`"Mutant Frog", `, n), ", ")
}

// Additional Rules 3: "the player whose turn it is applies their effect
// first". XLR8's attack starts its own ability (the attacker's) and the
// defender's chance to activate Counter Punch: the active player's
// ability resolves before the other player is asked, whichever seat is
// active.
func TestActivePlayersEffectsFirstBothWays(t *testing.T) {
	for active := range 2 {
		t.Run(fmt.Sprintf("seat %d active", active), func(t *testing.T) {
			sides := [2]string{
				`{"deck": ["Mutant Frog"], "earth": ["XLR8"]}`,
				`{"deck": ["Mutant Frog"], "earth": ["Kevin"], "space": [{"card": "Counter Punch", "set": true}]}`,
			}
			if active == 1 {
				sides[0], sides[1] = sides[1], sides[0]
			}
			tb := fromPosition(t, fmt.Sprintf(`{"turn": %d, "active": %d, "players": [%s, %s]}`, 3+active, active, sides[0], sides[1]))
			other := opponent(active)
			xlr8, kevin := tb.placed(active, "earth", 0), tb.placed(other, "earth", 0)
			tb.DoCode(active, fmt.Sprintf("attack:%d:%d", tb.h(xlr8), tb.h(kevin)))
			d := tb.s.dec
			if d.kind != decRunner || d.ask != kit.AskWindow || int(d.player) != other {
				t.Fatalf("the defender is not asked about its Trick: decision %d (ask %d) for %d", d.kind, d.ask, d.player)
			}
			if bp := tb.s.bp(xlr8); bp != 2100+800 {
				t.Errorf("when the defender is asked, XLR8's BP is %d: its own ability (+800) has not gone first", bp)
			}
			log := tb.Log(engine.Spectator)
			if !strings.Contains(log, "XLR8's ability happens") {
				t.Errorf("when the defender is asked, the log does not have XLR8's ability:\n%s", log)
			}
		})
	}
}

// Entrance cost (formula A): X = cost − the Characters in play, paid by
// discarding X cards. A Set Fourarms (cost 3, none in play: X = 3)
// appears with exactly 3 cards in hand, discarding all 3; with 2, it is
// set back.
func TestEntranceCostExactlyAndOneShort(t *testing.T) {
	for _, hand := range []int{3, 2} {
		t.Run(fmt.Sprintf("%d cards", hand), func(t *testing.T) {
			tb := fromPosition(t, fmt.Sprintf(`{"turn": 4, "active": 1, "step": "open", "players": [
				{"deck": ["Mutant Frog"]},
				{"deck": ["Mutant Frog"], "hand": [%s], "earth": [{"card": "Fourarms", "set": true}]}]}`, mutantFrogs(hand)))
			f := tb.placed(1, "earth", 0)
			paid := tb.paying(1, func() { tb.Do(1, fmt.Sprintf("open:%d:", tb.h(f))) })
			tb.passAll()
			switch {
			case hand == 3 && (!tb.s.inPlay(f) || paid != 3 || tb.s.handSize(1) != 0):
				t.Errorf("with 3 cards: in play %v, %d discarded, hand %d; want in play, 3, 0", tb.s.inPlay(f), paid, tb.s.handSize(1))
			case hand == 2 && (tb.s.inPlay(f) || !tb.s.isSet(f) || paid != 0 || tb.s.handSize(1) != 2):
				t.Errorf("with 2 cards: in play %v, set %v, %d discarded, hand %d; want set back, nothing paid", tb.s.inPlay(f), tb.s.isSet(f), paid, tb.s.handSize(1))
			}
		})
	}
}

// Use cost (formula B): an Effect card is used from hand only when the
// other cards of the hand pay X. With one Character in play, Vilgax's
// Warship (cost 5: X = 4) may be used with exactly 4 other cards,
// discarding all 4, and not with 3; Alien Blast (cost 3: X = 2), whose
// target is checked too, with exactly 2 and not with 1.
func TestUseCostExactlyAndOneShort(t *testing.T) {
	for _, c := range []struct {
		card   string
		x      int
		others int
	}{{"Vilgax's Warship", 4, 4}, {"Vilgax's Warship", 4, 3}, {"Alien Blast", 2, 2}, {"Alien Blast", 2, 1}} {
		t.Run(fmt.Sprintf("%s with %d other cards", c.card, c.others), func(t *testing.T) {
			tb := fromPosition(t, fmt.Sprintf(`{"turn": 3, "players": [
				{"deck": ["Mutant Frog"], "hand": [%q, %s]},
				{"deck": ["Mutant Frog"], "earth": ["Kevin"]}]}`, c.card, mutantFrogs(c.others)))
			card := tb.s.t.Zones[zone(0, zHand)].Cards[0]
			use := fmt.Sprintf("use:%d:", tb.h(card))
			if c.others < c.x {
				if tb.Has(0, use) {
					t.Errorf("%s may be used with %d other cards for a Use cost of %d: %v", c.card, c.others, c.x, tb.Codes(0))
				}
				return
			}
			if !tb.Has(0, use) {
				t.Fatalf("%s may not be used with %d other cards for a Use cost of %d: %v", c.card, c.others, c.x, tb.Codes(0))
			}
			paid := tb.paying(0, func() {
				tb.Do(0, use)
				tb.DoIf(0, "target:")
			})
			tb.passAll()
			if paid != c.x || tb.s.handSize(0) != 0 {
				t.Errorf("%d discarded, hand %d; want %d, 0", paid, tb.s.handSize(0), c.x)
			}
		})
	}
}

// paying does play, then answers player p's cost questions with the
// first card offered each time, and returns how many Mutant Frogs p
// discarded (where the whole hand must go, the game takes it without
// asking).
func (tb *table) paying(p int, play func()) int {
	tb.t.Helper()
	before := tb.s.t.Count(zone(p, zDiscard))
	play()
	for !tb.s.over && tb.s.dec.kind == decRunner && tb.s.dec.ask == kit.AskCost && int(tb.s.dec.player) == p {
		tb.Do(p, "discard:")
	}
	n := 0
	for _, id := range tb.s.t.Zones[zone(p, zDiscard)].Cards[before:] {
		if tb.s.card(id).Name == "Mutant Frog" {
			n++
		}
	}
	return n
}
