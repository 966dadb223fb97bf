package superbenji

import (
	"slices"
	"testing"

	"omnideck/engine"
)

// A stacked deal (engine.Config's Deal), as Info's zones say: hand.N is
// the opening hand exactly when it lists 3 cards; deck.N is the top of the
// deck before the opening hand is drawn, so that it follows hand.N, and
// fills the hand when hand.N does not (the zones say where listed
// cards go relative to the opening hand).
func TestStackedDealZones(t *testing.T) {
	g := mustGame(t)
	three := []string{"Cook", "Benji HQ", "Noah, Calculator"}
	for _, c := range []struct {
		name       string
		hand, deck []string
		wantTop    []string
	}{
		{"a whole hand", three, []string{"Delay", "Jean, Original Hero"}, []string{"Delay", "Jean, Original Hero"}},
		{"the deck alone", nil, append(slices.Clone(three), "Delay", "Jean, Original Hero"), []string{"Delay", "Jean, Original Hero"}},
		{"part of a hand", three[:1], append(slices.Clone(three[1:]), "Delay"), []string{"Delay"}},
	} {
		deal := map[string][]string{"first": {"1"}, "deck.0": c.deck}
		if c.hand != nil {
			deal["hand.0"] = c.hand
		}
		st, err := g.New(engine.Config{Players: 2, Seed: 9, Decks: [][]string{mustDeck(t, g, "heroes"), mustDeck(t, g, "banana-villains")}, Deal: deal})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		s := st.(*State)
		var hand []string
		for _, id := range s.hand(0) {
			hand = append(hand, s.name(id))
		}
		deck := s.deck(0)
		var top []string
		for i := range c.wantTop {
			top = append(top, s.name(deck[len(deck)-1-i]))
		}
		if !slices.Equal(hand, three) || !slices.Equal(top, c.wantTop) {
			t.Errorf("%s: hand %q, deck's top %q; want %q and %q", c.name, hand, top, three, c.wantTop)
		}
	}
}

// mustDeck is the card list of the built-in deck name.
func mustDeck(t *testing.T, g *Game, name string) []string {
	t.Helper()
	d, err := g.LoadDeck(name)
	if err != nil {
		t.Fatal(err)
	}
	return d
}
