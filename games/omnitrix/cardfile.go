package omnitrix

import "omnideck/engine"

// WithCards returns the game played with the cards of another card file.
func (g *Game) WithCards(name string, data []byte) (engine.Game, error) {
	cs, err := LoadCards(name, data)
	if err != nil {
		return nil, err
	}
	return NewGame(cs), nil
}
