package sim

import (
	"fmt"
	"math/rand/v2"

	"omnideck/decklist"
	"omnideck/engine"
)

// RandomDecks is the word that asks for random decks (Batch.Random) in
// place of deck names, and MirrorDecks for one random deck a game that
// every seat plays (Batch.Mirror); a report names such a seat's deck
// RandomDeckName or MirrorDeckName.
const (
	RandomDecks    = "random"
	RandomDeckName = "random deck"
	MirrorDecks    = "mirror"
	MirrorDeckName = "random deck, the same for every seat"
)

// pool deals random decks from the game's deck catalog, under its default
// format.
type pool struct{ dealer *decklist.Dealer }

// newPool is the pool of game g, which must be played with decks.
func newPool(g engine.Game) (*pool, error) {
	dg, ok := g.(engine.DeckGame)
	if !ok {
		return nil, fmt.Errorf("random decks: %s is not played with decks", g.Info().ID)
	}
	cat, err := dg.DeckCatalog()
	if err != nil {
		return nil, fmt.Errorf("random decks: %w", err)
	}
	formats, err := dg.DeckFormats()
	if err != nil {
		return nil, fmt.Errorf("random decks: %w", err)
	}
	var def *decklist.Format
	if len(formats) > 0 {
		def = formats[0]
	}
	return &pool{dealer: decklist.NewDealer(cat, def)}, nil
}

// deal is a random legal deck for each of players seats, from seed alone;
// with mirror, one deck that every seat plays.
func (p *pool) deal(seed uint64, players int, mirror bool) ([][]string, error) {
	rng := rand.New(rand.NewPCG(seed, 0x5eed_dec5))
	out := make([][]string, players)
	for s := range out {
		if mirror && s > 0 {
			out[s] = out[0]
			continue
		}
		d, err := p.dealer.Deal(rng)
		if err != nil {
			return nil, err
		}
		out[s] = d.CardIDs()
	}
	return out, nil
}
