package ben10

import (
	"slices"
	"testing"

	"omnideck/engine"
)

// A stacked deal (engine.Config's Deal), as Info's zones say: hand.N is
// the opening hand exactly when it lists 6 cards; deck.N is the top of the
// deck before the opening hand is drawn, so that it follows hand.N, and
// fills the hand when hand.N does not (the zones say where listed
// cards go relative to the opening hand).
func TestStackedDeal(t *testing.T) {
	g := mustGame(t)
	six := []string{"Ben Tennyson", "Fourarms", "Heatblast", "Hero Time!", "Mana Shield", "Gwen Tennyson"}
	for _, c := range []struct {
		name       string
		hand, deck []string
		wantTop    []string
	}{
		{"a whole hand", six, []string{"Stinkfly", "XLR8"}, []string{"Stinkfly", "XLR8"}},
		{"the deck alone", nil, append(slices.Clone(six), "Stinkfly", "XLR8"), []string{"Stinkfly", "XLR8"}},
		{"part of a hand", six[:4], append(slices.Clone(six[4:]), "Stinkfly"), []string{"Stinkfly"}},
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
		if !slices.Equal(hand, six) || !slices.Equal(top, c.wantTop) {
			t.Errorf("%s: hand %q, deck's top %q; want %q and %q", c.name, hand, top, six, c.wantTop)
		}
	}
}
