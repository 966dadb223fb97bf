package tftcg

import (
	"fmt"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/engine/enginetest"
)

func mustGame(tb testing.TB) *Game { return enginetest.Must[*Game](tb)(Default()) }

// configs are a game of each rule set and reading.
func configs() []engine.Config {
	g, _ := Default()
	return enginetest.EveryReading(g.Info())
}

// The engine's conformance suite, with every rule set and reading.
func TestConformance(t *testing.T) {
	enginetest.Run(t, enginetest.Suite{
		Game:    mustGame(t),
		Configs: configs(),
		Games:   12,
		Check:   func(s engine.State) error { return conserved(s.(*State)) },
		Cards:   variantCards(t),
	})
}

// variantCards is the card file with Optimus Prime, Autobot Leader at 12
// Health.
func variantCards(t *testing.T) []byte {
	t.Helper()
	old := "number: T03/T04\n    rarity: Rare\n    stars: 7\n    health: 10\n"
	return enginetest.Variant(t, builtinCards, old, strings.Replace(old, "health: 10", "health: 12", 1))
}

// runTeams runs the conformance suite over games of each team against the
// next, both playing the battle deck battle, seeded in turn, 3 games each
// (1 with -short), with conserved as the state check.
func runTeams(t *testing.T, g engine.Game, teams [][]string, battle []string) {
	t.Helper()
	var cfgs []engine.Config
	for i, team := range teams {
		other := teams[(i+1)%len(teams)]
		cfgs = append(cfgs, engine.Config{Players: 2, Seed: uint64(i + 1),
			Decks: [][]string{append(append([]string{}, team...), battle...), append(append([]string{}, other...), battle...)}})
	}
	runConfigs(t, g, cfgs)
}

// runConfigs runs the conformance suite over games of each of cfgs, 3
// games each (1 with -short), with conserved as the state check.
func runConfigs(t *testing.T, g engine.Game, cfgs []engine.Config) {
	t.Helper()
	games := 3
	if testing.Short() {
		games = 1
	}
	enginetest.Run(t, enginetest.Suite{
		Game:    g,
		Configs: cfgs,
		Games:   games,
		Check:   func(s engine.State) error { return conserved(s.(*State)) },
	})
}

// conserved checks that every card is in exactly one zone, a character
// (a combined form too) on its owner's battlefield or KO area, or with the
// combined form it is part of, with damage below its Health on the
// battlefield and equal to it in the KO area (Wave-1.xml#12), and a
// battle card anywhere else; and that a game has winners only once it is
// over (a draw has none).
func conserved(s *State) error {
	t := &s.t
	seen := make([]int, len(t.Objs))
	for z := range t.Zones {
		for _, id := range t.Zones[z].Cards {
			seen[id]++
			c, o := s.card(id), s.obj(id)
			k := z % numZones
			if z >= 2*numZones {
				k = -1
			}
			switch {
			case c.isCharacter() && (k == zCombined || k == zUnder):
				// A component of a combined form, with it for good; a
				// character under another (under.go).
			case c.isSide() && (k == zKO || k == zUpgrade):
				// A Battle Master's Upgrade side (battlemaster.go).
			case c.fights() && k != zField && k != zKO:
				return fmt.Errorf("character %s is in %s", c.FullName(), t.Zones[z].ID())
			case c.fights() && int(o.Owner) != int(t.Zones[z].Owner):
				return fmt.Errorf("%s is in %s, not its owner's zone", c.FullName(), t.Zones[z].ID())
			case c.fights() && k == zField && s.damage(id) >= s.health(id),
				c.fights() && k == zKO && s.damage(id) != c.Health:
				return fmt.Errorf("%s has %d damage of %d Health in %s", c.FullName(), s.damage(id), c.Health, t.Zones[z].ID())
			case !c.fights() && (k == zField || k == zCombined):
				return fmt.Errorf("battle card %s is in %s", c.FullName(), t.Zones[z].ID())
			}
		}
	}
	for id, n := range seen {
		if n != 1 {
			return fmt.Errorf("object %d is in %d places", id, n)
		}
	}
	if s.winners != 0 && !s.over {
		return fmt.Errorf("over %v with winners %v", s.over, s.winners.Slice())
	}
	return nil
}

func TestGolden(t *testing.T) {
	enginetest.Golden(t, mustGame(t), []enginetest.Playthrough{
		{Name: "basic-seed7", Config: engine.Config{Players: 2, Seed: 7, Options: map[string]string{OptRules: RulesBasic}}},
		{Name: "standard-seed11", Config: engine.Config{Players: 2, Seed: 11}},
	})
}
