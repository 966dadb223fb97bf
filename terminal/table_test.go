package terminal

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/games"
)

// The table view is drawn with every zone: piles and hidden zones counted
// on one line, piles with their top card; slotted areas with their places,
// face-down cards the viewer cannot identify as such, attached cards
// under the card they belong to, each said to be under it or on it.
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
				{ID: "battlefield.1", Name: "Battlefield", Layout: engine.LayoutRow, Count: 1, Cards: []engine.TableCard{
					{Handle: 22, Slot: -1, FaceUp: true, Name: "Ironhide", Stats: "3/2",
						Attached: []engine.TableCard{{Handle: 23, Slot: -1, FaceUp: true, Name: "Armored Plating", Stats: "+2 DEF", On: true}}}}},
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
		"      [4] a face-down card\n",
		"    Battlefield:\n      Ironhide · 3/2\n          on it: Armored Plating · +2 DEF\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the table lacks %q:\n%s", want, got)
		}
	}
}

// Plain cards go on one line while they fit, flow over lines when short,
// and go one a line otherwise;
// cards of one name are told apart by their state; a zone a counter of its name
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
		"    In play:\n      Human · power 2\n      Human · power 2 · token\n",
		"  Bank 0\n",
		"  Out of the game: Heatblast · power 2; Benmummy · power 2; Ripjaws · power 2; Grey Matter · power 2;\n" +
			"    XLR8 · power 2; Cannonbolt · power 2; Ghostfreak · power 2\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the table lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "Being played") || strings.Contains(got, "    Supports 2") || strings.Contains(got, "#") {
		t.Errorf("the table shows an empty shared row, counts a zone twice or shows a handle:\n%s", got)
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

// Nothing is printed twice and no handle is shown ("BP 600 · BP
// 600", "support · support", "a face-down card #179", Earth slots listed
// as [2] [3] [4] [1]): a part of a card's line that an earlier part says
// is left out, a slotted zone is listed in the order of its places, and
// copies that look the same are shown once with how many.
func TestRenderTableNoRepeats(t *testing.T) {
	kevin := engine.TableCard{Handle: 110, Slot: 1, FaceUp: true, Name: "Kevin", Stats: "BP 600", Status: []string{"healthy"},
		Counters: []engine.Counter{{Name: "BP", Value: 600}}}
	nuke := engine.TableCard{Handle: 111, Slot: -1, FaceUp: true, Name: "Targeted Nuke", Stats: "Fast action · Cost ● ● ●"}
	hidden := engine.TableCard{Handle: 179, Slot: -1}
	slot := func(h, place int) engine.TableCard {
		c := kevin
		c.Handle, c.Slot, c.Name = h, place, fmt.Sprintf("Alien %d", place+1)
		return c
	}
	table := engine.Table{Turn: 3, Active: -1, Zones: []engine.TableZone{}, Question: engine.NoQuestion(),
		Players: []engine.TablePlayer{{Seat: 0, Name: "Player 1", Zones: []engine.TableZone{
			{ID: "hand.0", Name: "Hand", Layout: engine.LayoutRow, Count: 4, Cards: []engine.TableCard{nuke, hidden, nuke, hidden}},
			{ID: "earth.0", Name: "Earth", Layout: engine.LayoutSlots, Slots: 4, Count: 4, Cards: []engine.TableCard{
				slot(1, 1), slot(2, 2), slot(3, 3), slot(4, 0)}},
			{ID: "play.0", Name: "In play", Layout: engine.LayoutRow, Count: 1, Cards: []engine.TableCard{kevin}},
		}}}}
	got := RenderTable(table)
	for _, want := range []string{
		"    Hand: Targeted Nuke ×2 · Fast action · Cost ● ● ●; a face-down card ×2\n",
		"    Earth (4 of 4 places):\n      [1] Alien 1 · BP 600 · healthy\n      [2] Alien 2 · BP 600 · healthy\n" +
			"      [3] Alien 3 · BP 600 · healthy\n      [4] Alien 4 · BP 600 · healthy\n",
		"    In play:\n      Kevin · BP 600 · healthy\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the table lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "#") || strings.Contains(got, "BP 600 · BP 600") {
		t.Errorf("the table shows a handle or says a thing twice:\n%s", got)
	}
	badge := engine.CardInfo{ID: "badge", Name: "Plumber Badge", Type: "support", Stats: "support · power 1", Text: "Adds 1."}
	if got, want := cardText(badge), "  Plumber Badge (badge) · support · power 1\n    Adds 1.\n"; got != want {
		t.Errorf("a card's text is %q, want %q", got, want)
	}
	robot := engine.CardInfo{ID: "TFB/014", Name: "Mirage, Spy", Type: "robot", Stats: "Autobot Robot · cost 3"}
	if got, want := cardText(robot), "  Mirage, Spy (TFB/014) · Autobot Robot · cost 3\n"; got != want {
		t.Errorf("a card's text is %q, want %q", got, want)
	}
}

// A card whose stat line differs from the printed one shows both, in
// the board and in a pile's top card.
func TestRenderTablePrinted(t *testing.T) {
	chloe := engine.TableCard{Handle: 1, Slot: -1, FaceUp: true, Name: "Chloe, Cheese Consumer", Stats: "6/6", Printed: "4/4"}
	table := engine.Table{Turn: 3, Active: -1, Zones: []engine.TableZone{}, Question: engine.NoQuestion(),
		Players: []engine.TablePlayer{{Seat: 0, Name: "Player 1", Zones: []engine.TableZone{
			{ID: "play.0", Name: "In play", Layout: engine.LayoutRow, Count: 1, Cards: []engine.TableCard{chloe}},
			{ID: "discard.0", Name: "Discard", Layout: engine.LayoutPile, Count: 1, Cards: []engine.TableCard{chloe}},
		}}}}
	got := RenderTable(table)
	for _, want := range []string{"    Discard 1 (top: Chloe, Cheese Consumer · 6/6, printed 4/4)\n", "    In play: Chloe, Cheese Consumer · 6/6, printed 4/4\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("the table lacks %q:\n%s", want, got)
		}
	}
}

// handleLike is a card handle as a person would see it: "#179".
var handleLike = regexp.MustCompile(`#[0-9]`)

// No game's table, drawn for any seat at any point of a game, shows a
// handle the terminal added: cards are told apart by where they are and
// their state. (The words a game gives, such as a status "blocking Human
// #116", are the game's to fix and the conformance suite's to check; they
// are taken out here.)
func TestRealTablesShowNoHandles(t *testing.T) {
	reg, err := games.Registry()
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range reg.Games() {
		t.Run(g.Info().ID, func(t *testing.T) {
			for seed := range uint64(3) {
				s, err := g.New(engine.Config{Players: g.Info().MinPlayers, Seed: seed})
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)
				for step := 0; step < 400 && !s.Terminal(); step++ {
					for p := engine.Spectator; p < s.Config().Players; p++ {
						if text := RenderTable(unnumbered(s.Table(p))); handleLike.MatchString(text) {
							t.Fatalf("seed %d, decision %d, viewer %d: the table shows a handle:\n%s", seed, step, p, text)
						}
					}
					p := s.Actors().First()
					legal := s.Legal(p, nil)
					if err := s.Apply(p, legal[rng.IntN(len(legal))]); err != nil {
						t.Fatal(err)
					}
				}
			}
		})
	}
}

// unnumbered is table with every handle-like number taken out of the
// words its game gives.
func unnumbered(table engine.Table) engine.Table {
	clean := func(s string) string { return handleLike.ReplaceAllString(s, "") }
	var cards func([]engine.TableCard)
	cards = func(cs []engine.TableCard) {
		for i := range cs {
			c := &cs[i]
			c.Name, c.Stats, c.Printed = clean(c.Name), clean(c.Stats), clean(c.Printed)
			for j := range c.Status {
				c.Status[j] = clean(c.Status[j])
			}
			cards(c.Attached)
		}
	}
	for _, p := range table.Players {
		for _, z := range p.Zones {
			cards(z.Cards)
		}
	}
	for _, z := range table.Zones {
		cards(z.Cards)
	}
	return table
}
