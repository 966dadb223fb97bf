package ben10

import (
	"fmt"
	"testing"

	"omnideck/engine"
	"omnideck/engine/enginetest"
	"omnideck/kit"
)

func mustGame(tb testing.TB) *Game { return enginetest.Must[*Game](tb)(Default()) }

// The engine's conformance suite, with every reading of the rules.
func TestConformance(t *testing.T) {
	g := mustGame(t)
	configs := enginetest.EveryReading(g.Info())
	enginetest.Run(t, enginetest.Suite{
		Game:    g,
		Configs: configs,
		Games:   12,
		Check:   func(s engine.State) error { return conserved(s.(*State)) },
		Cards:   variantCards(t),
	})
}

// variantCards is the card pool with Fourarms at 3500 BP.
func variantCards(t *testing.T) []byte {
	t.Helper()
	return enginetest.Variant(t, builtinCards, "bp: 3000\n    injured: 1500\n    duration: 4", "bp: 3500\n    injured: 1500\n    duration: 4")
}

// conserved checks that every card of each deck list is somewhere, once:
// in a zone or under a card, owned by its player; that areas hold at most
// four cards; that Life is never above 10000; and that a transformed pair
// is an [ALIEN] on a [HUMAN] with a Transformation deck only while it lasts.
func conserved(s *State) error {
	t := &s.t
	seen := make([]int, len(t.Objs))
	for z := range t.Zones {
		zone := &t.Zones[z]
		if zone.Slots > 0 && len(zone.Cards) > zone.Slots {
			return fmt.Errorf("%s holds %d cards", zone.ID(), len(zone.Cards))
		}
		for _, id := range zone.Cards {
			seen[id]++
			if o := &t.Objs[id]; o.Under != kit.NoObj {
				seen[o.Under]++
				if s.card(id).Kind != kindAlien || s.card(o.Under).Kind != kindHuman {
					return fmt.Errorf("a transformed pair of %s on %s", s.card(id).Name, s.card(o.Under).Name)
				}
			}
			if int(t.Objs[id].Owner) != int(zone.Owner) {
				return fmt.Errorf("%s is in %s, not its owner's zone", s.card(id).Name, zone.ID())
			}
		}
	}
	total := 0
	for p := range 2 {
		total += len(s.decks[p])
		if s.life[p] > maxLife {
			return fmt.Errorf("player %d has %d Life", p+1, s.life[p])
		}
		if (s.t.Count(zone(p, zTDeck)) > 0) != (s.transformed(p) != kit.NoObj) {
			return fmt.Errorf("player %d has a Transformation deck of %d cards and transformed Character %d", p+1, s.t.Count(zone(p, zTDeck)), s.transformed(p))
		}
	}
	if total != len(t.Objs) {
		return fmt.Errorf("%d cards in the decks, %d on the table", total, len(t.Objs))
	}
	for id, n := range seen {
		if n != 1 {
			return fmt.Errorf("%s (object %d) is in %d places", s.card(kit.ObjID(id)).Name, id, n)
		}
	}
	return nil
}

func TestGolden(t *testing.T) {
	enginetest.Golden(t, mustGame(t), []enginetest.Playthrough{
		{Name: "seed37", Config: engine.Config{Players: 2, Seed: 37}},
		{Name: "seed89-both-stay-may", Config: engine.Config{Players: 2, Seed: 89,
			Options: map[string]string{OptTransformedDamage: "both", OptAttackedSet: "stay", OptEntranceCost: "may"}}},
	})
}
