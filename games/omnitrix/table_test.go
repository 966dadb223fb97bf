package omnitrix_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/games/omnitrix"
)

func tableOf(t *testing.T, s engine.State, p int) engine.Table {
	t.Helper()
	return s.Table(p)
}

func zoneOf(t *testing.T, zones []engine.TableZone, id string) engine.TableZone {
	t.Helper()
	for _, z := range zones {
		if z.ID == id {
			return z
		}
	}
	t.Fatalf("no zone %q", id)
	return engine.TableZone{}
}

// zoneKey is the id of seat q's zone named key: "supports.1".
func zoneKey(key string, q int) string { return fmt.Sprintf("%s.%d", key, q) }

func cardNames(z engine.TableZone) []string {
	out := []string{}
	for _, c := range z.Cards {
		out = append(out, c.Name)
	}
	return out
}

func counter(cs []engine.Counter, name string) (int, bool) {
	for _, c := range cs {
		if c.Name == name {
			return c.Value, true
		}
	}
	return 0, false
}

// The table of a stacked deal: each player sees their own supports, with
// handles, and only how many the other holds; stacks, the bank and the
// set-aside piles are counts; the villain and the aliens shown are face up
// for all; a card's handle is its place in the card set plus one; the
// question is the viewer's own support choice, each option linked to its
// card, and nobody else's.
func TestTableShowsOwnSupportsAndCountsTheRest(t *testing.T) {
	s := newGame(t, engine.Config{Players: 2, Seed: 3, Deal: stacked})
	g, _ := omnitrix.Default()
	handle := map[string]int{}
	for i, c := range g.Catalog() {
		handle[c.Name] = i + 1
	}
	for _, p := range []int{0, 1, engine.Spectator} {
		tb := tableOf(t, s, p)
		if tb.Viewer != p || tb.Turn != 1 || tb.Phase != "choose supports" || tb.Active != -1 || !slices.Equal(tb.Waiting, []int{0, 1}) || tb.Outcome.Over {
			t.Errorf("viewer %d: table %+v", p, tb)
		}
		for q, pl := range tb.Players {
			if z := zoneOf(t, pl.Zones, zoneKey("stack", q)); z.Count != 9 || len(z.Cards) != 0 || z.Layout != engine.LayoutPile {
				t.Errorf("viewer %d sees player %d's stack as %+v", p, q+1, z)
			}
			hand := zoneOf(t, pl.Zones, zoneKey("supports", q))
			if q == p {
				if got := cardNames(hand); !slices.Equal(got, stacked[zoneKey("supports", q)]) {
					t.Errorf("viewer %d sees their supports as %v", p, got)
				}
				for _, c := range hand.Cards {
					if c.Handle != handle[c.Name] || !c.FaceUp || c.Type != "support" {
						t.Errorf("viewer %d's support %+v: want handle %d", p, c, handle[c.Name])
					}
				}
			} else if hand.Count != 4 || len(hand.Cards) != 0 {
				t.Errorf("viewer %d sees player %d's supports as %+v", p, q+1, hand)
			}
			if n, _ := counter(pl.Counters, "Supports"); n != 4 {
				t.Errorf("viewer %d: player %d's counters %+v", p, q+1, pl.Counters)
			}
		}
		shown := zoneOf(t, tb.Players[0].Zones, "shown.0")
		if got := cardNames(shown); !slices.Equal(got, []string{"Heatblast"}) || shown.Cards[0].Handle != handle["Heatblast"] || shown.Cards[0].Stats != "power 8" {
			t.Errorf("viewer %d sees player 1's aliens as %+v", p, shown)
		}
		if power, ok := counter(tb.Players[0].Counters, "Power"); !ok || power != 8 {
			t.Errorf("viewer %d: player 1's counters %+v", p, tb.Players[0].Counters)
		}
		if z := zoneOf(t, tb.Zones, "bank"); z.Count != 17 || len(z.Cards) != 0 {
			t.Errorf("viewer %d sees the bank as %+v", p, z)
		}
		if z := zoneOf(t, tb.Zones, "villain"); !slices.Equal(cardNames(z), []string{"Hex"}) || z.Cards[0].Handle != handle["Hex"] {
			t.Errorf("viewer %d sees the villain as %+v", p, z)
		}
		js := jsonOf(t, tb)
		for q, names := range [][]string{stacked["supports.0"], stacked["supports.1"]} {
			for _, name := range names {
				if q != p && strings.Contains(js, name) {
					t.Errorf("viewer %d's table names %s, a support of player %d: %s", p, name, q+1, js)
				}
			}
		}
		q := tb.Question
		if p < 0 {
			if q.Player != -1 || len(q.Options) != 0 {
				t.Errorf("the spectator is asked %+v", q)
			}
			continue
		}
		legal := s.Legal(p, nil)
		if q.Player != p || len(q.Options) != len(legal) || !strings.Contains(q.Prompt, "support card") {
			t.Fatalf("viewer %d's question: %+v", p, q)
		}
		for i, a := range legal {
			o := q.Options[i]
			if o.Code != s.ActionCode(p, a) || o.Label != s.ActionLabel(p, a) {
				t.Errorf("viewer %d's option %d is %q %q", p, i, o.Code, o.Label)
			}
		}
		if len(q.Options[0].Cards) != 0 || !slices.Equal(q.Options[1].Cards, []int{handle[stacked[zoneKey("supports", p)][0]]}) {
			t.Errorf("viewer %d's options name cards %v and %v", p, q.Options[0].Cards, q.Options[1].Cards)
		}
	}

	// Player 1 chooses Azmuth: they see it marked, are asked no more, and
	// player 2 sees neither the choice nor a question for player 1.
	a, err := s.ParseAction(0, "support:azmuth")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(0, a); err != nil {
		t.Fatal(err)
	}
	mine := tableOf(t, s, 0)
	hand := zoneOf(t, mine.Players[0].Zones, "supports.0")
	if c := hand.Cards[3]; c.Name != "Azmuth" || !slices.Equal(c.Status, []string{"chosen"}) {
		t.Errorf("player 1's chosen support shows as %+v", c)
	}
	if mine.Question.Player != -1 || !slices.Equal(mine.Waiting, []int{1}) {
		t.Errorf("player 1, who has chosen, is asked %+v; waiting %v", mine.Question, mine.Waiting)
	}
	theirs := tableOf(t, s, 1)
	if js := jsonOf(t, theirs); strings.Contains(js, "chosen") || strings.Contains(js, "Azmuth") || theirs.Question.Player != 1 {
		t.Errorf("player 2's table tells player 1's choice or asks the wrong seat: %s", js)
	}
}
