package battlecards

import (
	"strings"
	"testing"

	"omnideck/carddata"
	"omnideck/engine"
	"omnideck/engine/enginetest"
	"omnideck/kit"
)

// Hidden cards stay hidden, by this test's own reading of the rules rather
// than the kit's visibility model: random games of two to four players
// are played, and no seat (nor the spectator) may read, in its view, table
// view, options or log, the name, id or code of a card it has not seen.
// What a seat sees is worked out here from the state's raw fields and its
// log's raw events:
//
//   - everything on the table (Homebase, the field, scrapheaps, supports,
//     the set-aside area): everyone;
//   - a hand: its owner; the Supply Decks: nobody;
//   - a card drawn: its drawer; a card discovered, deployed, played for
//     its effect or scrapped for its Strength Support, and every Robot and
//     Resource a claim, a battle, a move or an effect names: everyone, as
//     it happens.
func TestSecretsStayHidden(t *testing.T) {
	enginetest.CheckSecrets(t, enginetest.Secrets{
		Game: mustGame(t),
		Configs: []engine.Config{{Players: 2}, {Players: 3}, {Players: 4},
			{Players: 2, Options: map[string]string{OptPhaseOrder: "supply-first", OptAssaults: "each", OptVictory: "all"}}},
		Games: 4,
		Seen:  seenBattlecards,
		// Codes name a card by the slug of its title.
		Tokens: func(c engine.CardInfo) []string {
			title, _, _ := strings.Cut(c.Name, ",")
			return []string{c.Name, c.ID, carddata.Code(c.Name), carddata.Code(title)}
		},
	})
}

// seenBattlecards adds what each viewer may know of now
// (enginetest.Secrets).
func seenBattlecards(st engine.State, seen []map[string]bool) {
	s := st.(*State)
	all := func(c kit.CardID) {
		for _, m := range seen {
			m[s.defs[c].Name] = true
		}
	}
	for i := range s.t.Objs {
		o := &s.t.Objs[i]
		if o.Zone == kit.NoZone {
			continue
		}
		switch s.t.Zones[o.Zone].Key {
		case "scrapheap", "homebase", "aside", "supports", "field":
			all(o.Card)
		case "hand":
			seen[int(o.Owner)+1][s.defs[o.Card].Name] = true
		}
	}
	refs := s.jr.Refs
	card := func(i int32) (kit.CardID, bool) {
		if i < 0 || int(i) >= refs.Len() {
			return 0, false
		}
		return refs.Card(i), true
	}
	for _, e := range enginetest.RawEvents(s.jr.Log, s.n) {
		switch e.Kind {
		case evDraw:
			if c, ok := card(e.A); ok && e.Player >= 0 {
				seen[int(e.Player)+1][s.defs[c].Name] = true
			}
		case evDiscover, evDeploy, evStrengthSupport, evAdvantage, evResurrect, evBackup, evTransform, evJoin,
			evCombat, evEnhanced, evDamage, evScrapped, evScience, evBoost, evRepair, evHarm:
			if c, ok := card(e.A); ok {
				all(c)
			}
		case evMove, evClaim, evControl, evContest, evChallenge, evBattle, evHit, evWin:
			for _, i := range []int32{e.A, e.B} {
				if c, ok := card(i); ok {
					all(c)
				}
			}
		}
	}
}
