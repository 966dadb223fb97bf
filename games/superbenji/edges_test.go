package superbenji

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"omnideck/engine"
)

// Ordering rules in both orders and limits at their edge, so that a rule
// turned around or off by one is caught by a rule test, and not only by a
// changed playthrough. Most tables are set up from positions.

// edgeCards are cards this file adds to the Base Set to reach a limit the
// set's own cards do not test: a destroy cost whose filter does not say
// whose card it is.
const edgeCards = `
  - id: BS26/EDGE-1
    name: Edge Offering
    type: character
    abilities:
      - name: Offer a Human
        cost: {destroy: {subtype: Human}}
        effects:
          - draw: {amount: 1}
    attack: 1
    health: 1
`

// fromEdgePosition starts a game from a position, played with the Base
// Set and edgeCards.
func fromEdgePosition(t *testing.T, pos string) *table {
	t.Helper()
	g, err := mustGame(t).WithCards("edges.yaml", append(append([]byte(nil), baseSet...), edgeCards...))
	if err != nil {
		t.Fatal(err)
	}
	st, err := g.New(engine.Config{Players: 2, Seed: 1, Position: json.RawMessage(pos)})
	if err != nil {
		t.Fatalf("the position is refused: %v", err)
	}
	return &table{t: t, s: st.(*State), held: -1}
}

// Rulebook 9.4.4: of effects that would resolve at the same time, the
// active player's resolve first, in the order they choose, then the
// opponent's. Every Banana Soldier gets a counter when a Banana card is
// played: the other player's Soldier, first in play, resolves last,
// whichever seat is active and whichever order the active player picks.
func TestSimultaneousTriggersActivePlayerFirstBothWays(t *testing.T) {
	for active := range 2 {
		for _, firstPicked := range []int{0, 1} {
			t.Run(fmt.Sprintf("seat %d active, its Soldier %d first", active, firstPicked), func(t *testing.T) {
				sides := [2]string{
					`{"hand": ["Dr. Banana, Evil Mastermind", "Delay"], "deck": ["Cook"],
					  "in_play": [{"card": "Banana Soldier", "entered_turn": 2}, {"card": "Banana Soldier", "entered_turn": 2}]}`,
					`{"deck": ["Cook"], "in_play": [{"card": "Banana Soldier", "entered_turn": 1}]}`,
				}
				if active == 1 {
					sides[0], sides[1] = sides[1], sides[0]
				}
				tb := fromPosition(t, fmt.Sprintf(`{"turn": 3, "active": %d, "players": [%s, %s]}`, active, sides[0], sides[1]))
				other := opponent(active)
				theirs := tb.s.inPlayOf(other)[0]
				mine := tb.s.inPlayOf(active)
				if tb.s.field()[0] != theirs {
					t.Fatal("the other player's Soldier is not first in play")
				}
				tb.play(active, tb.inHandNamed(active, "Dr. Banana, Evil Mastermind"))
				tb.expect(decOrder, active)
				if tb.s.objs[theirs].counterA != 0 {
					t.Fatal("the other player's trigger resolved before the active player ordered theirs")
				}
				first, second := mine[firstPicked], mine[1-firstPicked]
				tb.do(active, fmt.Sprintf("order:%d:", tb.h(first)))
				tb.expect(decMain, active)
				if got, want := tb.eventObjs(evCounters), []ObjID{first, second, theirs}; !slices.Equal(got, want) {
					t.Errorf("counters in the order %v, want %v (the active player's, as picked, then the other's)", got, want)
				}
			})
		}
	}
}

// inHandNamed is the first card called name in p's hand.
func (tb *table) inHandNamed(p int, name string) ObjID {
	tb.t.Helper()
	for _, id := range tb.s.hand(p) {
		if tb.s.printed(id).Name == name {
			return id
		}
	}
	tb.t.Fatalf("%s is not in %s's hand", name, playerName(p))
	return -1
}

// Rulebook 6.2.3 with 9.4.4: when both players control two Unique cards
// of one Basic Name at once, the active player keeps one first, then the
// other player; whichever seat is active.
func TestUniqueClashesActivePlayerFirstBothWays(t *testing.T) {
	for active := range 2 {
		t.Run(fmt.Sprintf("seat %d active", active), func(t *testing.T) {
			tb := newTable(t)
			if active == 1 {
				tb.endTurn()
			}
			tb.expect(decMain, active)
			// Constructed: both clashes stand at once when the active
			// player next acts (no Base Set card puts Uniques into play
			// for both players at once).
			for p := range 2 {
				tb.inPlay(p, "Benji, Hero of Benji Island")
				tb.inPlay(p, "Benji, Political Leader")
			}
			tb.play(active, tb.inHand(active, "Benji City Citizen"))
			tb.passAnswer()
			tb.expect(decUnique, active)
			tb.do(active, "keep:")
			tb.expect(decUnique, opponent(active))
			tb.do(opponent(active), "keep:")
			for p := range 2 {
				benjis := 0
				for _, id := range tb.s.inPlayOf(p) {
					if tb.s.def(id).basic == "Benji" {
						benjis++
					}
				}
				if benjis != 1 {
					t.Errorf("%s keeps %d Benjis", playerName(p), benjis)
				}
			}
		})
	}
}

// "Cannot attack or block unless its Attack is above 99" (Pet Rock, a 0/0
// with My True Power's counters): at 99 it cannot attack; at 100 it can.
func TestRestrictionLiftsAboveItsNumber(t *testing.T) {
	for counters, attacks := range map[int]bool{99: false, 100: true} {
		tb := fromPosition(t, fmt.Sprintf(`{"turn": 3, "players": [
			{"hand": ["Delay"], "deck": ["Cook"], "in_play": [{"card": "Pet Rock", "counters": %d}]}, {"deck": ["Cook"]}]}`, counters))
		if got := len(tb.attackCodes()) > 0; got != attacks {
			t.Errorf("Pet Rock with Attack %d attacks: %v, want %v", counters, got, attacks)
		}
	}
}

// A destroy cost destroys a card its player controls (a cost is paid by
// its payer): with only the other player's Human in play, "destroy a
// Human" cannot be paid; with one of your own, it can, and it is yours
// that goes.
func TestDestroyCostTakesOnlyYourCards(t *testing.T) {
	pos := func(mine string) string {
		return `{"players": [{"hand": ["Delay"], "deck": ["Cook", "Cook"], "in_play": ["Edge Offering"` + mine + `]},
			{"deck": ["Cook"], "in_play": ["Benji City Citizen"]}]}`
	}
	tb := fromEdgePosition(t, pos(""))
	offering := tb.inPlayNamed("Edge Offering")
	if tb.has(fmt.Sprintf("use:%d:0:", tb.h(offering))) {
		t.Errorf("Offer a Human is offered with only Player 2's Human in play: %v", tb.codes())
	}
	tb = fromEdgePosition(t, pos(`, "Benji City Citizen"`))
	offering = tb.inPlayNamed("Edge Offering")
	theirs, mine := tb.s.inPlayOf(1)[0], tb.s.inPlayOf(0)[1]
	tb.use(0, offering, 0)
	tb.passAnswer()
	tb.wantZone(mine, inDiscard)
	tb.wantZone(theirs, inPlay)
}

// Rulebook 4.1 and 4.2: the Start Phase comes whole before the Draw
// Phase: the characters' actions (4.1.2), then the start-of-turn effects
// (4.1.4), then the draw (4.2.1), for either player.
func TestStartPhaseBeforeTheDraw(t *testing.T) {
	for active := range 2 {
		t.Run(fmt.Sprintf("seat %d active", active), func(t *testing.T) {
			sides := [2]string{`{"deck": ["Scout", "Cook"], "in_play": ["Benji City", "Benji City Citizen"]}`, `{"deck": ["Cook"]}`}
			if active == 1 {
				sides[0], sides[1] = sides[1], sides[0]
			}
			tb := fromPosition(t, fmt.Sprintf(`{"turn": 4, "active": %d, "step": "start", "players": [%s, %s]}`, active, sides[0], sides[1]))
			who := playerName(active)
			generated := tb.logIndex(who + " gains a Misc action from Benji City Citizen.")
			city := tb.logIndex(who + " gains a Misc action from Benji City.") // its trigger resolved
			draw := tb.logIndex(who + " draws")
			if generated < 0 || city < 0 || draw < 0 || !(generated < city && city < draw) {
				t.Errorf("the Start and Draw Phases logged at %d (actions), %d (Benji City), %d (draw):\n%s", generated, city, draw, tb.log())
			}
		})
	}
}
