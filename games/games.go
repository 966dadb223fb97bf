// Package games gathers every game Omnideck plays into one registry.
package games

import (
	"fmt"

	"omnideck/engine"
	"omnideck/games/battlecards"
	"omnideck/games/ben10"
	"omnideck/games/omnitrix"
	"omnideck/games/superbenji/authoring"
)

// Registry returns a registry holding every game with its embedded card
// data. Super Benji comes with its authoring tools (the card importer and
// the formats), which live in a package of their own.
func Registry() (*engine.Registry, error) {
	reg := &engine.Registry{}
	g, err := omnitrix.Default()
	if err != nil {
		return nil, fmt.Errorf("omnitrix cards: %w", err)
	}
	reg.Register(g)
	sb, err := authoring.Game()
	if err != nil {
		return nil, fmt.Errorf("superbenji cards: %w", err)
	}
	reg.Register(sb)
	b10, err := ben10.Default()
	if err != nil {
		return nil, fmt.Errorf("ben10 cards: %w", err)
	}
	reg.Register(b10)
	bc, err := battlecards.Default()
	if err != nil {
		return nil, fmt.Errorf("battlecards cards: %w", err)
	}
	reg.Register(bc)
	return reg, nil
}
