package kit

import (
	"slices"

	"omnideck/engine"
)

// toy is a small game for the kit's tests: two players, each with a deck,
// a hand, a discard pile and an area of four places; cards 0 to 9 are
// characters with power 100 x (card+1), cards 10 to 19 tricks.
type toy struct {
	t      Table
	active int
	life   [2]int
	deck   [2]ZoneID
	hand   [2]ZoneID
	disc   [2]ZoneID
	area   [2]ZoneID
	power  map[ObjID]int // changed powers
	log    []string
	asked  []Ask
}

func newToy() *toy {
	g := &toy{t: NewTable(2), power: map[ObjID]int{}, life: [2]int{20, 20}}
	for p := range 2 {
		o := int8(p)
		g.deck[p] = g.t.AddZone(ZoneSpec{Key: "deck", Owner: o, Vis: NobodySees, Layout: engine.LayoutPile, Role: RoleDeck})
		g.hand[p] = g.t.AddZone(ZoneSpec{Key: "hand", Owner: o, Vis: OwnerSees, Layout: engine.LayoutRow, Role: RoleHand})
		g.disc[p] = g.t.AddZone(ZoneSpec{Key: "discard", Owner: o, Vis: Public, Layout: engine.LayoutPile, Role: RoleDiscard})
		g.area[p] = g.t.AddZone(ZoneSpec{Key: "area", Owner: o, Vis: Public, Layout: engine.LayoutSlots, Slots: 4, Role: RolePlay})
	}
	return g
}

// card puts card c of player p in zone z, face up.
func (g *toy) card(c CardID, p int, z ZoneID) ObjID { return g.t.NewObject(c, p, z, FaceUp) }

func (g *toy) CardTable() *Table { return &g.t }
func (g *toy) Active() int       { return g.active }

func (g *toy) Is(id ObjID, word string, c Ctx) bool {
	o := &g.t.Objs[id]
	switch word {
	case "character":
		return g.t.Where(id) == InPlay && o.Card < 10
	case "set_card":
		return g.t.Where(id) == InSet
	case "card":
		return true
	case "injured":
		return o.Has(1)
	case "strong":
		return g.Value(id, "power", c) >= 500
	}
	return false
}

func (g *toy) Kind(id ObjID) string {
	if g.t.Objs[id].Card < 10 {
		return "CHARACTER"
	}
	return "TRICK"
}

func (g *toy) Trait(id ObjID, t string) bool { return t == "even" && g.t.Objs[id].Card%2 == 0 }

func (g *toy) Name(id ObjID) string { return string(rune('A' + g.t.Objs[id].Card)) }

func (g *toy) Value(id ObjID, what string, c Ctx) int {
	switch what {
	case "power":
		if n, ok := g.power[id]; ok {
			return n
		}
		return 100 * int(g.t.Objs[id].Card+1)
	case "life":
		return g.life[c.Ctrl]
	}
	return 0
}

// inPlay lists the characters in an area.
func (g *toy) targets(sel *Selector, c Ctx, chosen bool) []Target {
	var out []Target
	yield := func(t Target) bool { out = append(out, t); return true }
	if chosen {
		sel.EachCandidate(g, c, yield)
	} else {
		sel.Each(g, c, yield)
	}
	return out
}

func has(ts []Target, t Target) bool { return slices.Contains(ts, t) }
