package terminal

import (
	"strings"
	"testing"

	"omnideck/engine"
)

// The table view is drawn with every zone: piles and hidden zones counted
// on one line, piles with their top card; slotted areas with their places,
// face-down cards as handles only, attached cards under the card they
// belong to; a card's handle only where its name is not enough.
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
		"  Player 1 (you) · Life 9000\n    Deck 30\n",
		"    Hand: Fourarms · BP 1000\n",
		"    Earth (2 of 4 places):\n      [1] Heatblast · BP 2400 · transformed\n          under it: Ben Tennyson · BP 200\n      [3] Grey Matter · face down\n",
		"  Player 2 · Life 10000\n    Hand 5 · Discard 2 (top: Kevin · BP 600)\n",
		"      [4] a face-down card #21\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the table lacks %q:\n%s", want, got)
		}
	}
}

// Plain cards go on one line while they fit, flow over lines when short,
// and go one a line otherwise;
// copies of a card show their handles; a zone a counter of its name
// already counts is not counted again; empty shared rows are left out;
// the other players still to decide are marked.
func TestRenderTableLayout(t *testing.T) {
	card := func(h int, name string, status ...string) engine.TableCard {
		return engine.TableCard{Handle: h, Slot: -1, FaceUp: true, Name: name, Stats: "power 2", Status: append([]string{}, status...)}
	}
	row := func(id, name string, cards ...engine.TableCard) engine.TableZone {
		return engine.TableZone{ID: id, Name: name, Layout: engine.LayoutRow, Count: len(cards), Cards: append([]engine.TableCard{}, cards...)}
	}
	long := strings.TrimSpace(strings.Repeat("Long Name ", 4))
	table := engine.Table{
		Viewer: 0, Turn: 2, Phase: "choose", Active: -1, Waiting: []int{0, 1},
		Players: []engine.TablePlayer{
			{Seat: 0, Name: "Player 1", Counters: []engine.Counter{{Name: "Supports", Value: 2}}, Zones: []engine.TableZone{
				row("supports.0", "Supports", card(1, "Tetrax"), card(2, "Azmuth", "chosen")),
				row("won.0", "Villains won", card(3, "Hex"), card(4, "Rojo")),
				row("shown.0", "Shown"),
			}},
			{Seat: 1, Name: "Player 2", Counters: []engine.Counter{{Name: "Supports", Value: 2}}, Zones: []engine.TableZone{
				{ID: "supports.1", Name: "Supports", Layout: engine.LayoutRow, Count: 2, Cards: []engine.TableCard{}},
				row("won.1", "Villains won", card(5, long), card(6, long+" Two"), card(7, long+" Three")),
				row("play.1", "In play", card(8, "Human"), card(9, "Human", "token")),
			}},
		},
		Zones: []engine.TableZone{row("playing", "Being played"), {ID: "bank", Name: "Bank", Layout: engine.LayoutPile, Cards: []engine.TableCard{}},
			row("out", "Out of the game", card(10, "Heatblast"), card(11, "Benmummy"), card(12, "Ripjaws"), card(13, "Grey Matter"),
				card(14, "XLR8"), card(15, "Cannonbolt"), card(16, "Ghostfreak"))},
		Question: engine.NoQuestion(),
	}
	got := RenderTable(table)
	for _, want := range []string{
		"  Player 1 (you) · Supports 2\n    Shown 0\n    Supports:\n      Tetrax · power 2\n      Azmuth · power 2 · chosen\n",
		"    Villains won: Hex · power 2; Rojo · power 2\n",
		"  Player 2 · Supports 2 · deciding…\n    Villains won:\n      " + long + " · power 2\n",
		"    In play:\n      Human #8 · power 2\n      Human #9 · power 2 · token\n",
		"  Bank 0\n",
		"  Out of the game: Heatblast · power 2; Benmummy · power 2; Ripjaws · power 2; Grey Matter · power 2;\n" +
			"    XLR8 · power 2; Cannonbolt · power 2; Ghostfreak · power 2\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the table lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "Being played") || strings.Contains(got, "    Supports 2") || strings.Contains(got, "#1 ") {
		t.Errorf("the table shows an empty shared row, counts a zone twice or a handle not needed:\n%s", got)
	}
}

// A game's legend for its symbols is drawn under the table.
func TestRenderTableLegend(t *testing.T) {
	table := engine.Table{Players: []engine.TablePlayer{}, Zones: []engine.TableZone{}, Question: engine.NoQuestion(),
		Legend: "actions: H Hero · V Villain"}
	if got := RenderTable(table); !strings.Contains(got, "  actions: H Hero · V Villain\n") {
		t.Errorf("no legend:\n%s", got)
	}
}
