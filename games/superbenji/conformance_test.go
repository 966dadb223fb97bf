package superbenji

import (
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/engine/enginetest"
)

// The engine's conformance suite, with the starter decks and each option.
func TestConformance(t *testing.T) {
	g, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	enginetest.Run(t, enginetest.Suite{
		Game: g,
		Configs: []engine.Config{
			{Players: 2},
			{Players: 2, Options: map[string]string{OptFirstDraw: "off", OptWildCost: "wild", OptHeal: "all"}},
		},
		Check: func(s engine.State) error { return conserved(s.(*State)) },
		Cards: variantCards(t),
	})
}

// variantCards is the Base Set with Targeted Nuke dealing 4, not 5.
func variantCards(t *testing.T) []byte {
	t.Helper()
	i := strings.Index(string(baseSet), "Targeted Nuke")
	if i < 0 {
		t.Fatal("the Base Set has no Targeted Nuke")
	}
	return append(baseSet[:i:i], enginetest.Variant(t, baseSet[i:], "amount: 5", "amount: 4")...)
}

func TestGolden(t *testing.T) {
	g, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	enginetest.Golden(t, g, []enginetest.Playthrough{
		{Name: "starters-seed1", Config: engine.Config{Players: 2, Seed: 1}},
		{Name: "starters-seed2-wild", Config: engine.Config{Players: 2, Seed: 2, Options: map[string]string{OptWildCost: "wild"}}},
	})
}
