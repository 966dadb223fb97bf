package superbenji

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
)

// The common table view (table.go): what each viewer sees of a known
// position, and the question linked to the cards it names.

// tableZone is the zone with this id among zones.
func tableZone(t *testing.T, zones []engine.TableZone, id string) engine.TableZone {
	t.Helper()
	for _, z := range zones {
		if z.ID == id {
			return z
		}
	}
	t.Fatalf("no zone %q", id)
	return engine.TableZone{}
}

func tableNames(z engine.TableZone) []string {
	out := []string{}
	for _, c := range z.Cards {
		out = append(out, c.Name)
	}
	return out
}

func tableJSON(t *testing.T, tb engine.Table) string {
	t.Helper()
	data, err := json.Marshal(tb)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// Each player sees their own hand with its handles and of the other's only
// how many; decks are counts; discard piles show every card, top first;
// cards in play show their stats, damage, counters and state; Health and
// the Action Pool are counters; the question is the deciding player's
// alone, each option linked to the handles of the cards it names.
func TestTableOfAPosition(t *testing.T) {
	tb := fromPosition(t, `{"turn": 3, "players": [
		{"hand": ["Targeted Nuke", "Delay"], "deck": ["Cook", "Cook"], "discard": ["Militia", "Arrest"], "pool": "V V W",
		 "in_play": [{"card": "Benji City Citizen", "counters": 2, "exhausted": true}]},
		{"health": 17, "hand": ["Robbery", "Takedown"], "deck": ["Cook", "Cook", "Cook"],
		 "in_play": [{"card": "Jordan, Fire Master", "damage": 3}]}]}`)
	s := tb.s
	handles := map[string]int{}
	for i := range s.objs {
		handles[s.printed(ObjID(i)).Name] = int(s.t.Objs[i].Handle)
	}
	hands := [][]string{{"Targeted Nuke", "Delay"}, {"Robbery", "Takedown"}}
	for _, p := range []int{0, 1, engine.Spectator} {
		tv := s.Table(p)
		if tv.Viewer != p || tv.Turn != 3 || tv.Active != 0 || tv.Phase != "main" || !slices.Equal(tv.Waiting, []int{0}) || tv.Outcome.Over {
			t.Errorf("viewer %d: table %+v", p, tv)
		}
		if tv.Legend != legend {
			t.Errorf("viewer %d: the action symbols have no legend (5.2.1): %q", p, tv.Legend)
		}
		js := tableJSON(t, tv)
		for q, pl := range tv.Players {
			if z := tableZone(t, pl.Zones, zoneKey("deck", q)); z.Count != 2+q || len(z.Cards) != 0 || z.Layout != engine.LayoutPile {
				t.Errorf("viewer %d sees player %d's deck as %+v", p, q+1, z)
			}
			hand := tableZone(t, pl.Zones, zoneKey("hand", q))
			switch {
			case q == p:
				if !slices.Equal(tableNames(hand), hands[q]) || hand.Cards[0].Handle != handles[hands[q][0]] || hand.Cards[0].Stats != "Fast action · Cost ● ● ●" && q == 0 {
					t.Errorf("viewer %d sees their hand as %+v", p, hand)
				}
			case hand.Count != 2 || len(hand.Cards) != 0:
				t.Errorf("viewer %d sees player %d's hand as %+v", p, q+1, hand)
			default:
				for _, name := range hands[q] {
					if strings.Contains(js, name) {
						t.Errorf("viewer %d's table names %s, in player %d's hand: %s", p, name, q+1, js)
					}
				}
			}
		}
		if got := tv.Players[0].Counters; !slices.Equal(got, []engine.Counter{{Name: "Health", Value: 20}, {Name: "Villain actions", Value: 2}, {Name: "Wild actions", Value: 1}}) {
			t.Errorf("viewer %d: player 1's counters %v", p, got)
		}
		if got := tv.Players[1].Counters; !slices.Equal(got, []engine.Counter{{Name: "Health", Value: 17}}) {
			t.Errorf("viewer %d: player 2's counters %v", p, got)
		}
		if z := tableZone(t, tv.Players[0].Zones, "discard.0"); z.Count != 2 || !slices.Equal(tableNames(z), []string{"Arrest", "Militia"}) {
			t.Errorf("viewer %d sees player 1's discard pile as %+v", p, z)
		}
		citizen := tableZone(t, tv.Players[0].Zones, "play.0").Cards[0]
		if citizen.Name != "Benji City Citizen" || citizen.Stats != "3/3" || !slices.Equal(citizen.Status, []string{"exhausted"}) ||
			!slices.Equal(citizen.Counters, []engine.Counter{{Name: "+1/+1 counters", Value: 2}}) {
			t.Errorf("viewer %d sees the Citizen as %+v", p, citizen)
		}
		jordan := tableZone(t, tv.Players[1].Zones, "play.1").Cards[0]
		if jordan.Name != "Jordan, Fire Master" || jordan.Handle != handles["Jordan, Fire Master"] ||
			!slices.Equal(jordan.Counters, []engine.Counter{{Name: "damage", Value: 3}}) {
			t.Errorf("viewer %d sees Jordan as %+v", p, jordan)
		}
		if z := tableZone(t, tv.Zones, "playing"); z.Count != 0 {
			t.Errorf("viewer %d sees %+v being played", p, z)
		}
		if p != 0 {
			if q := tv.Question; q.Player != -1 || len(q.Options) != 0 || q.Prompt != "" {
				t.Errorf("viewer %d, who does not decide, is asked %+v", p, q)
			}
		}
	}

	// Player 1's question: their options, in order, with the cards each is
	// about.
	checkQuestion := func(want map[string][]int) {
		t.Helper()
		q := s.Table(0).Question
		legal := s.Legal(0, nil)
		if q.Player != 0 || q.Prompt != s.question() || len(q.Options) != len(legal) {
			t.Fatalf("player 1 is asked %+v; options %d", q, len(legal))
		}
		for i, a := range legal {
			o := q.Options[i]
			if o.Code != s.ActionCode(0, a) || o.Label != s.ActionLabel(0, a) {
				t.Errorf("option %d is %q %q, want %q %q", i, o.Code, o.Label, s.ActionCode(0, a), s.ActionLabel(0, a))
			}
			if cards, ok := want[o.Code]; ok && !slices.Equal(o.Cards, cards) {
				t.Errorf("option %q names cards %v, want %v", o.Code, o.Cards, cards)
			}
			delete(want, o.Code)
		}
		if len(want) > 0 {
			t.Errorf("options missing: %v", want)
		}
	}
	nuke := handles["Targeted Nuke"]
	checkQuestion(map[string][]int{fmt.Sprintf("play:%d:targeted-nuke", nuke): {nuke}, "combat": {}})

	// Playing Targeted Nuke: it is on its way, seen by both, and its target
	// options name the cards in play.
	tb.do(0, "play:")
	for _, p := range []int{0, 1} {
		z := tableZone(t, s.Table(p).Zones, "playing")
		if z.Count != 1 || z.Cards[0].Handle != nuke || !slices.Contains(z.Cards[0].Status, []string{"yours", "Player 1's"}[p]) {
			t.Errorf("viewer %d sees %+v being played", p, z)
		}
	}
	jordan := handles["Jordan, Fire Master"]
	checkQuestion(map[string][]int{fmt.Sprintf("target:%d:jordan-fire-master", jordan): {jordan}})
}

// The cards a player looks at are theirs to see: the other player and the
// spectator see only how many.
func TestTableOfCardsLookedAt(t *testing.T) {
	tb := newTable(t)
	for _, name := range []string{"Cook", "Robbery", "Scout", "Targeted Nuke", "Militia"} {
		tb.onDeck(0, name)
	}
	tb.play(0, tb.inHand(0, "9:01 News"))
	tb.do(0, "mode:3")
	mine := tb.s.Table(0)
	look := tableZone(t, mine.Players[0].Zones, "look.0")
	if look.Count != 5 || len(look.Cards) != 5 {
		t.Fatalf("player 1 looks at %+v", look)
	}
	toHand := 0
	for i, o := range mine.Question.Options {
		if !strings.HasPrefix(o.Code, "hand:") {
			continue
		}
		toHand++
		if len(o.Cards) != 1 || !slices.ContainsFunc(look.Cards, func(c engine.TableCard) bool { return c.Handle == o.Cards[0] }) {
			t.Errorf("option %d %q names %v, not a card looked at", i, o.Code, o.Cards)
		}
	}
	if toHand != 5 {
		t.Errorf("player 1 may put %d of the cards looked at into their hand, want 5: %+v", toHand, mine.Question.Options)
	}
	for _, p := range []int{1, engine.Spectator} {
		tv := tb.s.Table(p)
		if z := tableZone(t, tv.Players[0].Zones, "look.0"); z.Count != 5 || len(z.Cards) != 0 {
			t.Errorf("viewer %d sees the cards player 1 looks at as %+v", p, z)
		}
		if js := tableJSON(t, tv); strings.Contains(js, "Robbery") || strings.Contains(js, "Scout") || tv.Question.Player != -1 {
			t.Errorf("viewer %d's table tells the cards looked at or asks: %s", p, js)
		}
	}
}
