// Package games gathers every game Omnideck plays into one registry.
package games

import (
	"fmt"

	"omnideck/engine"
	"omnideck/games/battlecards"
	"omnideck/games/ben10"
	"omnideck/games/omnitrix"
	"omnideck/games/superbenji/authoring"
	tftauthoring "omnideck/games/tftcg/authoring"
)

// Registry returns a registry holding every game with its embedded card
// data. Super Benji and the Transformers TCG come with their authoring
// tools (the card importers, and Super Benji's formats), which live in
// packages of their own.
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
	tft, err := tftauthoring.Game()
	if err != nil {
		return nil, fmt.Errorf("tftcg cards: %w", err)
	}
	reg.Register(tft)
	return reg, nil
}
