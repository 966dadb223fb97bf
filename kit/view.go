package kit

import "omnideck/engine"

// Face-down cards and cards in hidden zones appear in views and events
// only as what their viewer may know of them. These helpers build those
// pieces from the game's own description of a card.

// Describe is how a game describes one card it shows face up: its catalog
// facts and its state now.
type Describe func(id ObjID) engine.TableCard

// TableCard is card id as player p sees it on the table: the game's
// description where p identifies it, its handle and place only where not.
// Its Attached cards follow the same rule.
func (t *Table) TableCard(p int, id ObjID, describe Describe) engine.TableCard {
	o := &t.Objs[id]
	var c engine.TableCard
	if t.Identifies(p, id) {
		c = describe(id)
	}
	c.Handle = int(o.Handle)
	c.Slot = int(o.Slot)
	c.FaceUp = o.Face == FaceUp
	if c.Status == nil {
		c.Status = []string{}
	}
	if c.Counters == nil {
		c.Counters = []engine.Counter{}
	}
	c.Attached = []engine.TableCard{}
	if o.Under != NoObj {
		c.Attached = append(c.Attached, t.TableCard(p, o.Under, describe))
	}
	return c
}

// TableZone is zone z as player p sees it: its count always, and its cards
// unless they are a pile p cannot see into (a deck, another's hand).
func (t *Table) TableZone(p int, z ZoneID, describe Describe) engine.TableZone {
	zone := &t.Zones[z]
	out := engine.TableZone{ID: zone.ID(), Name: zone.Name, Layout: zone.Layout, Count: len(zone.Cards),
		Slots: zone.Slots, Cards: []engine.TableCard{}}
	switch {
	case zone.Vis == NobodySees:
		return out
	case zone.Vis == OwnerSees && (p < 0 || int(zone.Owner) != p):
		return out
	}
	if zone.Layout == engine.LayoutPile {
		for i := len(zone.Cards) - 1; i >= 0; i-- { // top first
			out.Cards = append(out.Cards, t.TableCard(p, zone.Cards[i], describe))
		}
		return out
	}
	for _, id := range zone.Cards {
		out.Cards = append(out.Cards, t.TableCard(p, id, describe))
	}
	return out
}
