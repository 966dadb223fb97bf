package ben10

import (
	"testing"

	"omnideck/engine"
	"omnideck/engine/enginetest"
	"omnideck/kit"
)

// Hidden cards stay hidden, by this test's own reading of the rules rather
// than the kit's visibility model: random games are played, and no seat
// (nor the spectator) may read, in its view, table view, options or log,
// the name, id or code of a card it has not seen. What a seat sees is
// worked out here from the state's raw fields and its log's raw events:
//
//   - face up on the table (Earth, Space, a card being used, the human
//     under an alien) and the discard piles: everyone;
//   - a hand, and a Set card (face down in an area): its owner;
//   - the decks and Transformation decks: nobody;
//   - a card drawn: its drawer; a card set: its owner; a Set card turned
//     face up (opened, revealed when attacked, a Trick activated, an
//     Effect card that cannot be used), a card used, appearing, returned
//     to hand, set back, discarded (to pay a cost or otherwise), and every
//     card of an attack or a transformation: everyone, as it happens.
func TestSecretsStayHidden(t *testing.T) {
	enginetest.CheckSecrets(t, enginetest.Secrets{
		Game: mustGame(t),
		Configs: []engine.Config{{Players: 2}, {Players: 2, Options: map[string]string{
			OptAttackedSet: "stay", OptEntranceCost: "may", OptOpenPhase: "may", OptTransformedDamage: "both"}}},
		Seen: seenBen10,
	})
}

// seenBen10 adds what each viewer may know of now (enginetest.Secrets).
func seenBen10(st engine.State, seen []map[string]bool) {
	s := st.(*State)
	all := func(c kit.CardID) {
		for _, m := range seen {
			m[s.defs[c].Name] = true
		}
	}
	own := func(p int, c kit.CardID) { seen[p+1][s.defs[c].Name] = true }
	for i := range s.t.Objs {
		o := &s.t.Objs[i]
		top := o
		for top.Over != kit.NoObj {
			top = &s.t.Objs[top.Over]
		}
		if top.Zone == kit.NoZone {
			continue
		}
		switch key := s.t.Zones[top.Zone].Key; key {
		case "discard", "used":
			all(o.Card)
		case "earth", "space":
			if top.Face == kit.FaceUp {
				all(o.Card)
			} else {
				own(int(top.Owner), o.Card)
			}
		case "hand":
			own(int(top.Owner), o.Card)
		}
	}
	for _, e := range enginetest.RawEvents(s.jr.Log, 2) {
		card := func(i int32) (kit.CardID, bool) {
			if i < 0 || int(i) >= s.jr.Refs.Len() {
				return 0, false
			}
			return s.jr.Refs.Card(i), true
		}
		switch e.Kind {
		case evDraw, evSet:
			if c, ok := card(e.A); ok && e.Player >= 0 {
				own(int(e.Player), c)
			}
		case evOpen, evNoEffect, evAppear, evReveal, evTrick, evUse, evCost, evHandDiscard, evDiscard,
			evReturn, evUntransform, evSetBack, evMove, evDamage, evHeal, evBP, evGrant, evCancel, evAbility, evBattle:
			if c, ok := card(e.A); ok {
				all(c)
			}
		case evAttack:
			if c, ok := card(e.A); ok {
				all(c) // the attacker; the card it attacks may be a Set card
			}
		case evTransform:
			for _, i := range []int32{e.A, e.B} {
				if c, ok := card(i); ok {
					all(c)
				}
			}
		}
	}
}
