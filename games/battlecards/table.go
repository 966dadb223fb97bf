package battlecards

import (
	"fmt"

	"omnideck/engine"
	"omnideck/kit"
)

// The common table view (engine.Table): each player with Energon as a
// counter and their zones — the Supply Deck, hand, scrapheap, Homebase,
// set-aside area and supports — and the field, shared, with the
// Resources and the Robots standing on them.

// tableZones are the zones each player shows, in order.
var tableZones = []int{zDeck, zHand, zScrap, zHomebase, zAside, zSupports}

// Table is what player p (or the Spectator) sees of the table now.
func (s *State) Table(p int) engine.Table {
	t := engine.Table{Viewer: p, Turn: s.turn, Phase: s.phase(), Active: s.active,
		Players: []engine.TablePlayer{}, Zones: []engine.TableZone{}, Question: engine.NoQuestion(),
		Waiting: s.Actors().Slice(), Outcome: s.Outcome()}
	for q := range s.n {
		tp := engine.TablePlayer{Seat: q, Name: engine.PlayerName(q),
			Counters: []engine.Counter{{Name: "Energon", Value: int(s.bank[q])}, {Name: "Resources", Value: s.controls(q)}},
			Zones:    []engine.TableZone{}}
		for _, k := range tableZones {
			tp.Zones = append(tp.Zones, s.t.TableZone(p, zone(q, k), s.describe))
		}
		t.Players = append(t.Players, tp)
	}
	t.Zones = append(t.Zones, s.t.TableZone(p, s.field(), s.describe))
	if p >= 0 && s.Actors().Has(p) {
		t.Question = kit.Question(p, s.question(), s.options(),
			func(o kit.Option) string { return s.code(p, o) }, func(o kit.Option) string { return s.label(p, o) })
	}
	return t
}

// describe is card id as the table shows a card its viewer identifies.
func (s *State) describe(id kit.ObjID) engine.TableCard {
	c := s.card(id)
	o := s.obj(id)
	tc := engine.TableCard{ID: c.ID, Name: c.Name, Type: c.Type, Stats: c.stats, Status: []string{}, Counters: []engine.Counter{}}
	switch {
	case c.isRobot() && s.inPlay(id):
		st, en, sp := s.powers(id)
		tc.Stats = fmt.Sprintf("STR %d · END %d · SPD %d", st, en, sp)
		if o.Has(flAlt) {
			tc.Status = append(tc.Status, "alt mode")
		} else {
			tc.Status = append(tc.Status, "robot mode")
		}
		if o.Has(flTransformed) {
			tc.Status = append(tc.Status, "transformed")
		}
		if o.Has(flSupporting) {
			tc.Status = append(tc.Status, "supporting")
		}
		if s.battleSide(id) >= 0 {
			tc.Status = append(tc.Status, "battling")
		}
		if res := s.on(id); res != kit.NoObj {
			tc.Status = append(tc.Status, fmt.Sprintf("on #%d", s.obj(res).Handle))
		}
		tc.Counters = append(tc.Counters, engine.Counter{Name: "damage", Value: s.damage(id)})
	case c.isResource() && o.Zone == s.field():
		switch h := s.holder(id); {
		case h == kit.NoObj:
			tc.Status = append(tc.Status, "unclaimed")
		case s.controlled(id):
			tc.Status = append(tc.Status, "controlled by "+engine.PlayerName(s.ctrl(h)))
		default:
			tc.Status = append(tc.Status, "claimed, uncontrolled")
		}
	}
	return tc
}
