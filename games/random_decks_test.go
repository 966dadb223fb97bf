package games

import (
	"math/rand/v2"
	"testing"

	"omnideck/decklist"
	"omnideck/engine"
)

// Every game played with decks deals random legal decks from its whole card
// pool (decklist.Random, for simulations over every card), and sets up a
// game with them.
func TestRandomDecksPlay(t *testing.T) {
	reg, err := Registry()
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range reg.Games() {
		dg, ok := g.(engine.DeckGame)
		if !ok {
			continue
		}
		t.Run(g.Info().ID, func(t *testing.T) {
			cat, err := dg.DeckCatalog()
			if err != nil {
				t.Fatal(err)
			}
			formats, err := dg.DeckFormats()
			if err != nil {
				t.Fatal(err)
			}
			var def *decklist.Format
			if len(formats) > 0 {
				def = formats[0]
			}
			seen := map[string]bool{}
			for seed := range uint64(20) {
				rng := rand.New(rand.NewPCG(seed, 7))
				var decks [][]string
				for range g.Info().MinPlayers {
					d, err := decklist.Random(cat, def, rng)
					if err != nil {
						t.Fatalf("seed %d: %v", seed, err)
					}
					decks = append(decks, d.CardIDs())
					for _, id := range d.CardIDs() {
						seen[id] = true
					}
				}
				s, err := g.New(engine.Config{Players: g.Info().MinPlayers, Seed: seed, Decks: decks})
				if err != nil {
					t.Fatalf("seed %d: the game refuses random legal decks: %v", seed, err)
				}
				if s.Terminal() {
					t.Fatalf("seed %d: the game is over before it begins", seed)
				}
			}
			if len(seen) < 2*cat.Rules().Sections[0].MaxCopies+10 {
				t.Errorf("20 games of random decks hold only %d different cards", len(seen))
			}
		})
	}
}

// BenchmarkRandomDeck deals a random legal deck of each game played with
// decks from its whole card pool, as 'sim --decks random' does for each
// seat of each game.
func BenchmarkRandomDeck(b *testing.B) {
	reg, err := Registry()
	if err != nil {
		b.Fatal(err)
	}
	for _, g := range reg.Games() {
		dg, ok := g.(engine.DeckGame)
		if !ok {
			continue
		}
		cat, err := dg.DeckCatalog()
		if err != nil {
			b.Fatal(err)
		}
		dealer := decklist.NewDealer(cat, nil)
		rng := rand.New(rand.NewPCG(1, 1))
		b.Run(g.Info().ID, func(b *testing.B) {
			for b.Loop() {
				if _, err := dealer.Deal(rng); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
