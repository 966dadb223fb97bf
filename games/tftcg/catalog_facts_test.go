package tftcg

import "testing"

// A deck's star curve counts the cards that have stars: a character's
// stars are a fact, and a battle card's only when it has some.
func TestStarsAreAFactOfCardsWithStars(t *testing.T) {
	stars := map[string]string{}
	for _, c := range mustGame(t).Catalog() {
		for _, f := range c.Facts {
			if f.Name == "Stars" {
				stars[c.Name] = f.Value
			}
		}
	}
	for name, want := range map[string]string{"Optimus Prime, Autobot Leader": "7", "Mounted Missles": "1", "Energon Axe": ""} {
		if got := stars[name]; got != want {
			t.Errorf("%s: stars fact %q, want %q", name, got, want)
		}
	}
}
