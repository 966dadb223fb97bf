package ben10

import (
	"fmt"

	"omnideck/engine"
	"omnideck/kit"
)

// The common table view (engine.Table): each player with Life as a
// counter and their zones — the deck, hand and discard pile, the Earth and
// Space areas as four places each, and the Transformation deck as a pile.
// A Set card the viewer does not know is its handle and place only; a
// transformed pair is its alien with the human attached.

// tableZones are the zones each player shows, in order.
var tableZones = []int{zDeck, zHand, zDiscard, zEarth, zSpace, zTDeck, zUsed}

// Table is what player p (or the Spectator) sees of the table now.
func (s *State) Table(p int) engine.Table {
	t := engine.Table{Viewer: p, Turn: s.turn, Phase: phaseNames[s.step], Active: s.active,
		Players: []engine.TablePlayer{}, Zones: []engine.TableZone{}, Question: engine.NoQuestion(),
		Waiting: s.Actors().Slice(), Outcome: s.Outcome()}
	for q := range 2 {
		tp := engine.TablePlayer{Seat: q, Name: engine.PlayerName(q),
			Counters: []engine.Counter{{Name: "Life", Value: int(s.life[q])}}, Zones: []engine.TableZone{}}
		for _, k := range tableZones {
			tp.Zones = append(tp.Zones, s.t.TableZone(p, zone(q, k), s.describe))
		}
		t.Players = append(t.Players, tp)
	}
	if p >= 0 && s.Actors().Has(p) {
		t.Question = engine.TableQuestion{Player: p, Prompt: s.question(), Options: []engine.TableOption{}}
		for _, o := range s.options() {
			t.Question.Options = append(t.Question.Options, s.tableOption(p, o))
		}
	}
	return t
}

// describe is card id as the table shows a card its viewer identifies.
func (s *State) describe(id kit.ObjID) engine.TableCard {
	c := s.card(id)
	o := s.obj(id)
	tc := engine.TableCard{ID: c.ID, Name: c.Name, Type: c.Type, Stats: statsLine(c), Status: []string{}, Counters: []engine.Counter{}}
	if s.areaOf(id) < 0 || o.Face == kit.FaceDown {
		return tc
	}
	if c.isCharacter() {
		if o.Has(flInjured) {
			tc.Status = append(tc.Status, "injured")
		} else {
			tc.Status = append(tc.Status, "healthy")
		}
		if o.Under != kit.NoObj {
			tc.Status = append(tc.Status, "transformed")
		}
		if o.Has(flMoved) {
			tc.Status = append(tc.Status, "moved")
		}
		if o.Has(flAttacked) {
			tc.Status = append(tc.Status, "attacked")
		}
		if s.inPlay(id) {
			tc.Stats = fmt.Sprintf("BP %d", s.bp(id))
			if s.abilities(id)&abFlyingAttack != 0 {
				tc.Stats += " · {Flying Attack}"
			}
			tc.Counters = append(tc.Counters, engine.Counter{Name: "BP", Value: s.bp(id)})
		}
	}
	return tc
}

// tableOption is option o with the cards and zones it is about.
func (s *State) tableOption(p int, o kit.Option) engine.TableOption {
	to := engine.TableOption{Code: s.code(p, o), Label: s.label(p, o), Cards: []int{}, Zones: []string{}}
	for _, h := range []uint32{o.A, o.B} {
		if h != 0 {
			to.Cards = append(to.Cards, int(h))
		}
	}
	if o.Verb == vSet {
		to.Zones = append(to.Zones, s.t.Zones[areaZone(p, int(o.C&1))].ID())
	}
	if o.Verb == vMove {
		if a := s.byHandle(o.A); a != kit.NoObj {
			to.Zones = append(to.Zones, s.t.Zones[areaZone(p, 1-s.areaOf(a))].ID())
		}
	}
	return to
}
