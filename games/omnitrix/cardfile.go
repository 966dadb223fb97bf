package omnitrix

import (
	"bytes"

	"omnideck/engine"
)

// WithCards returns the game played with the cards of another card file.
func (g *Game) WithCards(name string, data []byte) (engine.Game, error) {
	cs, err := LoadCards(name, data)
	if err != nil {
		return nil, err
	}
	return NewGame(cs), nil
}

// CardFile is the card file the game plays with, and whether it is the
// built-in sample set.
func (g *Game) CardFile() (name string, data []byte, builtin bool) {
	return g.cards.file, g.cards.data, bytes.Equal(g.cards.data, defaultCards)
}
