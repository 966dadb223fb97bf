package battlecards

import (
	"fmt"
	"testing"

	"omnideck/engine"
	"omnideck/engine/enginetest"
	"omnideck/kit"
)

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
		// Optimus Prime at Strength 9.
		Cards: enginetest.Variant(t, builtinCards, "cost: 9\n    strength: 8", "cost: 9\n    strength: 9"),
	})
}

// conserved checks that every card of each deck list is on the table,
// in one place (kit.Table.Conserved); that Robots and Resources are
// linked both ways; that only Robots in play have damage; and that no
// player has two Robots of one title in play.
func conserved(s *State) error {
	name := func(id kit.ObjID) string { return s.card(id).Name }
	if err := s.t.Conserved(name); err != nil {
		return err
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
	if total != len(s.t.Objs) {
		return fmt.Errorf("%d cards in the decks, %d on the table", total, len(s.t.Objs))
	}
	for id := range s.t.Objs {
		oid := kit.ObjID(id)
		switch res := s.on(oid); {
		case res != kit.NoObj && s.holder(res) != oid:
			return fmt.Errorf("%s stands on %s, which another holds", name(oid), name(res))
		case s.card(oid).isResource() && s.holder(oid) != kit.NoObj && s.on(s.holder(oid)) != oid:
			return fmt.Errorf("%s is held by %s, which stands elsewhere", name(oid), name(s.holder(oid)))
		case s.damage(oid) > 0 && !s.inPlay(oid):
			return fmt.Errorf("%s has damage out of play", name(oid))
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
