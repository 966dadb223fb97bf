package battlecards

import (
	"fmt"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/engine/enginetest"
	"omnideck/kit"
)

func mustGame(tb testing.TB) *Game {
	tb.Helper()
	g, err := Default()
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// The engine's conformance suite, with every reading of the rules, every
// victory condition, and 3 and 4 players.
func TestConformance(t *testing.T) {
	g := mustGame(t)
	configs := []engine.Config{{Players: 2}, {Players: 3}, {Players: 4},
		{Players: 2, Options: map[string]string{OptPhaseOrder: "supply-first", OptEnergon: "count", OptEqualDamage: "none",
			OptFirstTurn: "game", OptDefenderSupport: "alt-mode", OptCombat: "expected", OptAssaults: "each", OptEmptySupply: "lose"}},
		{Players: 2, Options: map[string]string{OptDefenderSupport: "none", OptVictory: "all", OptSupreme: "80", OptDomination: "3"}},
		{Players: 3, Options: map[string]string{OptSupreme: "off", OptDomination: "5", OptSurvival: "on"}},
	}
	for _, c := range configs[3:] {
		if _, err := options.Resolve(c.Options); err != nil {
			t.Fatal(err)
		}
	}
	enginetest.Run(t, enginetest.Suite{
		Game:    g,
		Configs: configs,
		Games:   2,
		Check:   func(s engine.State) error { return conserved(s.(*State)) },
		Cards:   variantCards(t),
	})
}

// variantCards is the card pool with Optimus Prime at Strength 9.
func variantCards(t *testing.T) []byte {
	t.Helper()
	out := strings.Replace(string(builtinCards), "cost: 9\n    strength: 8", "cost: 9\n    strength: 9", 1)
	if out == string(builtinCards) {
		t.Fatal("the card pool has no Optimus Prime at Strength 8 to change")
	}
	return []byte(out)
}

// conserved checks that every card of each deck list is somewhere, once,
// in its owner's zones or the field; that Robots and Resources are linked
// both ways; that only Robots in play have damage; and that no player
// has two Robots of one title in play.
func conserved(s *State) error {
	t := &s.t
	seen := make([]int, len(t.Objs))
	for z := range t.Zones {
		zone := &t.Zones[z]
		for _, id := range zone.Cards {
			seen[id]++
			if zone.Owner >= 0 && int(t.Objs[id].Owner) != int(zone.Owner) {
				return fmt.Errorf("%s is in %s, not its owner's zone", s.card(id).Name, zone.ID())
			}
		}
	}
	total := 0
	for p := range s.n {
		total += len(s.decks[p])
		titles := map[string]bool{}
		var err error
		s.eachRobot(p, func(id kit.ObjID) {
			if titles[s.card(id).title] {
				err = fmt.Errorf("player %d has two %s in play", p+1, s.card(id).title)
			}
			titles[s.card(id).title] = true
		})
		if err != nil {
			return err
		}
	}
	if total != len(t.Objs) {
		return fmt.Errorf("%d cards in the decks, %d on the table", total, len(t.Objs))
	}
	for id, n := range seen {
		if n != 1 {
			return fmt.Errorf("%s (object %d) is in %d places", s.card(kit.ObjID(id)).Name, id, n)
		}
		oid := kit.ObjID(id)
		if res := s.on(oid); res != kit.NoObj && s.holder(res) != oid {
			return fmt.Errorf("%s stands on %s, which another holds", s.card(oid).Name, s.card(res).Name)
		}
		if s.card(oid).isResource() {
			if h := s.holder(oid); h != kit.NoObj && s.on(h) != oid {
				return fmt.Errorf("%s is held by %s, which stands elsewhere", s.card(oid).Name, s.card(h).Name)
			}
		}
		if s.damage(oid) > 0 && !s.inPlay(oid) {
			return fmt.Errorf("%s has damage out of play", s.card(oid).Name)
		}
	}
	return nil
}

func TestGolden(t *testing.T) {
	enginetest.Golden(t, mustGame(t), []enginetest.Playthrough{
		{Name: "seed7", Config: engine.Config{Players: 2, Seed: 7}},
		{Name: "seed21-all-victories", Config: engine.Config{Players: 2, Seed: 21, Options: map[string]string{OptVictory: "all"}}},
	})
}
