package tftcg

import (
	"slices"
	"strings"
	"testing"

	"omnideck/decklist"
)

// builtinDeck finds the built-in deck with id among decks.
func builtinDeck(t *testing.T, decks []*decklist.Deck, id string) *decklist.Deck {
	t.Helper()
	for _, d := range decks {
		if d.ID() == id {
			return d
		}
	}
	t.Fatalf("no built-in deck %q", id)
	return nil
}

// Each wave whose card text is in force has a built-in constructed team,
// legal, made only of cards of that wave and the waves before it, with the
// name of its wave in its title.
func TestBuiltinConstructedTeams(t *testing.T) {
	decks, err := StarterDecks(nil)
	if err != nil {
		t.Fatal(err)
	}
	cs, err := BuiltinCards()
	if err != nil {
		t.Fatal(err)
	}
	inForce := map[string][]string{
		"wave1-seekers":           {"Wave 1"},
		"wave1-dinobots":          {"Wave 1"},
		"wave1-insecticons":       {"Wave 1"},
		"wave2-aerialbots":        {"Wave 1", "Wave 1C", "Wave 2"},
		"wave2a-constructicons":   {"Wave 1", "Wave 1C", "Wave 2", "Wave 2A"},
		"wave3-secret-operations": {"Wave 1", "Wave 1C", "Wave 2", "Wave 2A", "Wave 3"},
		"wave4-bounty-hunters":    {"Wave 1", "Wave 1C", "Wave 2", "Wave 2A", "Wave 3", "Wave 4"},
	}
	for id, sets := range inForce {
		d := builtinDeck(t, decks, id)
		if probs := d.Check(nil); len(probs) > 0 {
			t.Errorf("%s is not legal: %v", id, probs)
		}
		wave := strings.TrimPrefix(sets[len(sets)-1], "Wave ")
		if !strings.HasPrefix(d.Name, "Wave "+wave+" ") {
			t.Errorf("%s is titled %q, not for Wave %s", id, d.Name, wave)
		}
		for _, dc := range d.Cards() {
			c, ok := cs.Lookup(dc.ID)
			if !ok {
				t.Fatalf("%s: no card %s", id, dc.ID)
			}
			if !slices.Contains(sets, c.Set) {
				t.Errorf("%s holds %s of %s, not of %v", id, c.FullName(), c.Set, sets)
			}
		}
	}
}

// The combiner teams hold every component of their combined form and the
// Enigma that combines them (Wave-2-3.xml#1), so that the combined form can
// join the game: the Aerialbots' Superion and the Constructicons'
// Devastator.
func TestBuiltinCombinerTeams(t *testing.T) {
	decks, err := StarterDecks(nil)
	if err != nil {
		t.Fatal(err)
	}
	cs, err := BuiltinCards()
	if err != nil {
		t.Fatal(err)
	}
	for id, form := range map[string]string{
		"wave2-aerialbots":      "Superion, Sky Protector",
		"wave2a-constructicons": "Devastator, Towering Warrior",
	} {
		d := builtinDeck(t, decks, id)
		f, ok := cs.Lookup(form)
		if !ok || f.Type != TypeCombiner {
			t.Fatalf("no combined form %q", form)
		}
		var names []string
		for _, dc := range d.Cards() {
			names = append(names, normalName(dc.Name))
		}
		for _, want := range append(slices.Clone(f.Components), f.Enigma...) {
			if !slices.Contains(names, normalName(want)) {
				t.Errorf("%s lacks %s, needed for %s", id, want, form)
			}
		}
	}
}
