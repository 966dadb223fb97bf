package terminal

import (
	"strings"
	"testing"

	"omnideck/engine"
)

// The table view is drawn with every zone: piles as counts with their top
// card, slotted areas with their places, face-down cards as handles only,
// attached cards under the card they belong to.
func TestRenderTable(t *testing.T) {
	table := engine.Table{
		Viewer: 0, Turn: 4, Phase: "main", Active: 1,
		Players: []engine.TablePlayer{
			{Seat: 0, Name: "Player 1", Counters: []engine.Counter{{Name: "Life", Value: 9000}}, Zones: []engine.TableZone{
				{ID: "deck.0", Name: "Deck", Layout: engine.LayoutPile, Count: 30, Cards: []engine.TableCard{}},
				{ID: "hand.0", Name: "Hand", Layout: engine.LayoutRow, Count: 1, Cards: []engine.TableCard{
					{Handle: 7, Slot: -1, FaceUp: true, Name: "Fourarms", Stats: "BP 1000"}}},
				{ID: "earth.0", Name: "Earth", Layout: engine.LayoutSlots, Slots: 4, Count: 2, Cards: []engine.TableCard{
					{Handle: 9, Slot: 0, FaceUp: true, Name: "Heatblast", Stats: "BP 2400", Status: []string{"transformed"},
						Attached: []engine.TableCard{{Handle: 3, Slot: -1, FaceUp: true, Name: "Ben Tennyson", Stats: "BP 200"}}},
					{Handle: 12, Slot: 2, FaceUp: false, Name: "Grey Matter", Status: []string{}}}},
			}},
			{Seat: 1, Name: "Player 2", Counters: []engine.Counter{{Name: "Life", Value: 10000}}, Zones: []engine.TableZone{
				{ID: "hand.1", Name: "Hand", Layout: engine.LayoutRow, Count: 5, Cards: []engine.TableCard{}},
				{ID: "discard.1", Name: "Discard", Layout: engine.LayoutPile, Count: 2, Cards: []engine.TableCard{
					{Handle: 20, Slot: -1, FaceUp: true, Name: "Kevin", Stats: "BP 600"}}},
				{ID: "space.1", Name: "Space", Layout: engine.LayoutSlots, Slots: 4, Count: 1, Cards: []engine.TableCard{
					{Handle: 21, Slot: 3}}},
			}},
		},
		Zones:    []engine.TableZone{},
		Question: engine.NoQuestion(),
	}
	got := RenderTable(table)
	for _, want := range []string{
		"Turn 4 · Player 2's turn · main",
		"  Player 1 (you) · Life 9000",
		"    Deck: 30\n",
		"    Hand:\n      Fourarms #7 · BP 1000\n",
		"    Earth (2 of 4 places):\n      [1] Heatblast #9 · BP 2400 · transformed\n          under it: Ben Tennyson #3 · BP 200\n      [3] Grey Matter #12 · face down\n",
		"    Hand: 5 cards\n",
		"    Discard: 2 · top: Kevin #20 · BP 600\n",
		"      [4] a face-down card #21\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the table lacks %q:\n%s", want, got)
		}
	}
}
