package battlecards

import (
	"slices"
	"testing"

	"omnideck/engine"
)

// A stacked deal (engine.Config's Deal), as Info's zones say: hand.N is
// the opening hand exactly when it lists 5 cards; deck.N is the top of the
// deck before the opening hand is drawn, so that it follows hand.N, and
// fills the hand when hand.N does not (the zones say where listed
// cards go relative to the opening hand).
func TestStackedDeal(t *testing.T) {
	g := mustGame(t)
	for _, c := range []struct {
		name       string
		hand, deck []string
		wantHand   []string
		wantTop    []string
	}{
		{"a whole hand", []string{"Roll Out!", "Bumblebee, Spy", "Oil Refinery", "Power Station", "Ark, Autobot Headquarters"},
			[]string{"Hound, Scout", "Jazz, Special Operations"},
			[]string{"Roll Out!", "Bumblebee, Spy", "Oil Refinery", "Power Station", "Ark, Autobot Headquarters"},
			[]string{"Hound, Scout", "Jazz, Special Operations"}},
		{"the deck alone", nil,
			[]string{"Roll Out!", "Bumblebee, Spy", "Oil Refinery", "Power Station", "Ark, Autobot Headquarters", "Hound, Scout", "Jazz, Special Operations"},
			[]string{"Roll Out!", "Bumblebee, Spy", "Oil Refinery", "Power Station", "Ark, Autobot Headquarters"},
			[]string{"Hound, Scout", "Jazz, Special Operations"}},
		{"part of a hand", []string{"Roll Out!", "Bumblebee, Spy", "Oil Refinery"},
			[]string{"Power Station", "Ark, Autobot Headquarters", "Hound, Scout"},
			[]string{"Roll Out!", "Bumblebee, Spy", "Oil Refinery", "Power Station", "Ark, Autobot Headquarters"},
			[]string{"Hound, Scout"}},
	} {
		deal := map[string][]string{"first": {"1"}, "deck.0": c.deck}
		if c.hand != nil {
			deal["hand.0"] = c.hand
		}
		st, err := g.New(engine.Config{Players: 2, Seed: 9, Deal: deal})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		s := st.(*State)
		var hand []string
		for _, id := range s.t.Zones[zone(0, zHand)].Cards {
			hand = append(hand, s.card(id).Name)
		}
		deck := s.t.Zones[zone(0, zDeck)].Cards
		var top []string
		for i := range c.wantTop {
			top = append(top, s.card(deck[len(deck)-1-i]).Name)
		}
		if !slices.Equal(hand, c.wantHand) || !slices.Equal(top, c.wantTop) {
			t.Errorf("%s: hand %q, deck's top %q; want %q and %q", c.name, hand, top, c.wantHand, c.wantTop)
		}
	}
}
