package tftcg

import (
	"testing"

	"omnideck/engine"
)

// The table shows an Upgrade attached to its character as on it
// (TableCard.On) and the characters under Metroplex as under him, for both
// players and a spectator.
func TestTableUpgradeOnCharacterUnderIt(t *testing.T) {
	team := append([]string{"Ironhide, Veteran Autobot"}, metroplex...)
	s := stdGame(t, mayAttack, team, ironhide, deckOf("Armored Plating"), blank)
	plating := attach(t, s, 0, "Armored Plating", "Ironhide")
	ih, mp := char(t, s, 0, "Ironhide"), char(t, s, 0, "Metroplex")
	for _, viewer := range []int{0, 1, engine.Spectator} {
		on, under := 0, 0
		for _, z := range s.Table(viewer).Players[0].Zones {
			for _, c := range z.Cards {
				for _, a := range c.Attached {
					switch {
					case c.Handle == int(s.handle(ih)) && a.Handle == int(s.handle(plating)):
						if !a.On {
							t.Errorf("viewer %d: Armored Plating on Ironhide is not shown on him", viewer)
						}
						on++
					case c.Handle == int(s.handle(mp)):
						if a.On {
							t.Errorf("viewer %d: %s under Metroplex is shown on him", viewer, a.Name)
						}
						under++
					}
				}
			}
		}
		if on != 1 || under != 3 {
			t.Errorf("viewer %d sees %d Upgrade on Ironhide and %d cards under Metroplex, want 1 and 3", viewer, on, under)
		}
	}
}
