package sim

import (
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
)

// With random decks each game deals each seat a new legal deck from the
// whole card pool, from the game's seed alone: the report names the decks
// "random deck", more cards are played than the starter decks hold, and
// the report does not depend on the number of workers.
func TestRandomDecks(t *testing.T) {
	starters := superbenji(t)
	starters.Games = 40
	fixed := run(t, starters)

	b := superbenji(t)
	b.Games = 40
	b.Random = true
	r := run(t, b)
	if len(r.Decks) != 2 || r.Decks[0] != RandomDeckName || r.Decks[1] != RandomDeckName {
		t.Errorf("decks %v, want a random deck for each seat", r.Decks)
	}
	if len(r.Cards) <= len(fixed.Cards) {
		t.Errorf("random decks played %d different cards, the starter decks %d: the pool is not dealt", len(r.Cards), len(fixed.Cards))
	}
	b.Workers = 1
	if one := run(t, b); !sameReport(untimed(one), untimed(r)) {
		t.Error("random decks deal other games with another number of workers")
	}
	b.Decks = [][]string{{"x"}, {"y"}}
	if _, err := Run(t.Context(), b); err == nil {
		t.Error("random decks beside given decks: no error")
	}
}

// With mirrored random decks each game deals one deck from the whole pool
// that every seat plays, and another game deals another.
func TestMirrorDecks(t *testing.T) {
	b := superbenji(t)
	b.Games = 20
	b.Random, b.Mirror = true, true
	r := run(t, b)
	if len(r.Decks) != 2 || r.Decks[0] != MirrorDeckName || r.Decks[1] != MirrorDeckName {
		t.Errorf("decks %v, want the mirrored random deck for each seat", r.Decks)
	}
	b, _, err := b.prepare()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for i := range 10 {
		cfg, err := b.config(i)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(cfg.Decks[0], cfg.Decks[1]) {
			t.Fatalf("game %d: seats hold different decks %v and %v, want the same", i+1, cfg.Decks[0], cfg.Decks[1])
		}
		seen[strings.Join(cfg.Decks[0], ",")] = true
	}
	if len(seen) < 5 {
		t.Errorf("%d different decks in 10 games, want a new deck most games", len(seen))
	}
}

// With the decks known, each card counts the seat-games whose deck held
// it: never fewer than those that played it, and cards dealt but never
// played are in the report, last.
func TestCardsDealt(t *testing.T) {
	b := superbenji(t)
	b.Games = 40
	b.Random = true
	r := run(t, b)
	dealtOnly := 0
	for i, c := range r.Cards {
		if c.Dealt < c.Games {
			t.Errorf("%s played in %d seat-games and dealt in %d", c.Name, c.Games, c.Dealt)
		}
		if c.Plays == 0 {
			dealtOnly++
			if c.Dealt == 0 {
				t.Errorf("%s is in the report, neither played nor dealt", c.Name)
			}
			if i+1 < len(r.Cards) && r.Cards[i+1].Plays > 0 {
				t.Errorf("%s, never played, comes before %s, played", c.Name, r.Cards[i+1].Name)
			}
		}
	}
	if dealtOnly == 0 {
		t.Error("no card dealt and never played in 40 games of random decks: dealt cards are not counted")
	}
	merged := roundTrip(t, r)
	for i := range merged.Cards {
		if merged.Cards[i].Dealt != r.Cards[i].Dealt {
			t.Errorf("%s dealt %d times after a round trip, %d before", r.Cards[i].Name, merged.Cards[i].Dealt, r.Cards[i].Dealt)
		}
	}
}

// A game's usual decks are found among its starter decks however many it
// has: the Transformers TCG has ten, a hundred ways to seat two players,
// and deals the two sides of the Wave 2 starter set when given none.
func TestDefaultDecksAmongManyStarters(t *testing.T) {
	g, err := registry(t).Lookup("tftcg")
	if err != nil {
		t.Fatal(err)
	}
	dg := g.(engine.DeckGame)
	starters, err := dg.StarterDecks()
	if err != nil || len(starters) < 9 {
		t.Fatalf("%d starter decks (%v), want more than 8", len(starters), err)
	}
	got := DefaultDecks(g, 2, nil)
	if want := []string{"wave2-starter-autobots", "wave2-starter-decepticons"}; !slices.Equal(got, want) {
		t.Errorf("usual decks %v, want %v", got, want)
	}
}
