package omnitrix

import (
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/engine/enginetest"
)

// The engine's conformance suite, for every player count and the options
// that change the flow of a round.
func TestConformance(t *testing.T) {
	g, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	var configs []engine.Config
	for n := 2; n <= 4; n++ {
		configs = append(configs,
			engine.Config{Players: n},
			engine.Config{Players: n, Options: map[string]string{OptSupportTiming: "blind", OptReshuffle: "off", OptTieBreak: "aliens"}})
	}
	enginetest.Run(t, enginetest.Suite{
		Game:         g,
		Configs:      configs,
		MaxDecisions: maxDecisions,
		Check:        func(s engine.State) error { return conservationError(s.(*State)) },
		Cards:        variantCards(t),
	})
}

// variantCards is the sample card file with Vilgax at 9.
func variantCards(t *testing.T) []byte {
	t.Helper()
	out := []byte(strings.Replace(string(defaultCards), "power: 11", "power: 9", 1))
	if string(out) == string(defaultCards) {
		t.Fatal("the sample cards have no power 11 to change")
	}
	return out
}

func TestGolden(t *testing.T) {
	g, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	enginetest.Golden(t, g, []enginetest.Playthrough{
		{Name: "2p-seed1", Config: engine.Config{Players: 2, Seed: 1}},
		{Name: "4p-blind-seed2", Config: engine.Config{Players: 4, Seed: 2, Options: map[string]string{OptSupportTiming: "blind"}}},
	})
}
