package superbenji

import (
	"testing"

	"omnideck/carddata"
	"omnideck/engine"
	"omnideck/engine/enginetest"
	"omnideck/kit"
)

// Hidden cards stay hidden, by this test's own reading of the rules (9.1)
// rather than the kit's visibility model: random games are played, and no
// seat (nor the spectator) may read, in its view, table view, options or
// log, the name, id or code of a card it has not seen. What a viewer has
// seen is worked out here from the state's raw fields and the log's raw
// events alone:
//
//   - cards in play, being played and in discard piles: everyone;
//   - a hand, and the cards a player looks at: their owner; the decks:
//     nobody, but a player searching their deck sees it whole;
//   - a card drawn: its drawer; a card taken by a search: the searcher;
//     the cards looked at from the top of a deck: the player looking;
//     every card played, answered with, entering play, using an ability,
//     triggering, generating actions, put back on a deck by a counter,
//     destroyed, damaged or dealing damage, getting counters or changed,
//     fighting, attacking or blocking: everyone, as it happens.
//
// A card's text and the names of its abilities may name another card
// (Dr. Banana's ability "Robbery"): a viewer who has seen the card has
// read that name. Deck lists are open (docs/rules/superbenji.md), but
// which card is where is not: a card named before the viewer has seen one
// of its name is a leak. Tokens are never hidden (they exist only in
// play), and their names are words of card text ("Create 2 Human
// tokens"): they are not looked for.
func TestSecretsStayHidden(t *testing.T) {
	g := mustGame(t)
	enginetest.CheckSecrets(t, enginetest.Secrets{
		Game: g,
		Configs: []engine.Config{{Players: 2},
			{Players: 2, Options: map[string]string{OptFirstDraw: "off", OptWildCost: "wild", OptHeal: "all"}}},
		Games: 12,
		Seen:  seenSuperBenji(g),
		Tokens: func(c engine.CardInfo) []string {
			if card, ok := g.set.ByID(c.ID); ok && card.Token {
				return nil
			}
			return []string{c.Name, c.ID, carddata.Code(c.Name)}
		},
	})
}

// seenSuperBenji adds what each viewer may know of now
// (enginetest.Secrets): seen[0] is the spectator's, seen[p+1] seat p's.
func seenSuperBenji(g *Game) func(engine.State, []map[string]bool) {
	mentions := cardMentions(g)
	return func(st engine.State, seen []map[string]bool) {
		s := st.(*State)
		name := func(c kit.CardID) string { return s.game.set.cards[c].Name }
		saw := func(v int, c kit.CardID) {
			seen[v][name(c)] = true
			for _, n := range mentions[name(c)] {
				seen[v][n] = true
			}
		}
		all := func(c kit.CardID) {
			for v := range seen {
				saw(v, c)
			}
		}
		own := func(p int, c kit.CardID) {
			if p >= 0 && p < 2 {
				saw(p+1, c)
			}
		}
		seenNow(s, all, own)
	}
}

// cardMentions lists, by card name, the names of the other cards its
// rules text and the names of its abilities and triggers hold as words.
func cardMentions(g *Game) map[string][]string {
	out := map[string][]string{}
	for _, info := range g.Catalog() {
		c, _ := g.set.ByID(info.ID)
		d := g.set.Definition(c)
		text := " " + info.Text + " "
		for _, a := range d.Abilities {
			text += " " + a.Name + " "
		}
		for _, tr := range d.Triggers {
			text += " " + tr.Name + " "
		}
		for _, other := range g.Catalog() {
			if other.Name != info.Name && wordIn(text, other.Name) {
				out[info.Name] = append(out[info.Name], other.Name)
			}
		}
	}
	return out
}

// wordIn reports whether word stands in text with no letter or digit
// touching it.
func wordIn(text, word string) bool {
	isWord := func(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' }
	for i := 0; i+len(word) <= len(text); i++ {
		if text[i:i+len(word)] == word && (i == 0 || !isWord(text[i-1])) && (i+len(word) == len(text) || !isWord(text[i+len(word)])) {
			return true
		}
	}
	return false
}

// seenNow calls all for each card every viewer sees now or saw happen,
// and own(p, c) for each card only seat p does, by the state's raw fields
// and the log's raw events.
func seenNow(s *State, all func(kit.CardID), own func(int, kit.CardID)) {
	searching := -1
	if s.dec.kind == decSearch {
		searching = int(s.dec.player)
	}
	for i := range s.t.Objs {
		o := &s.t.Objs[i]
		if o.Zone == kit.NoZone {
			continue // a token gone
		}
		switch key := s.t.Zones[o.Zone].Key; key {
		case "play", "playing", "discard":
			all(o.Card)
		case "hand", "look":
			own(int(o.Owner), o.Card)
		case "deck":
			if int(o.Owner) == searching {
				own(searching, o.Card)
			}
		}
	}
	card := func(i int32) (kit.CardID, bool) {
		if i < 0 || int(i) >= s.refs.Len() {
			return 0, false
		}
		return s.refs.Card(i), true
	}
	for _, e := range enginetest.RawEvents(s.log, 2) {
		switch e.Kind {
		case evDraw, evSearch:
			if c, ok := card(e.A); ok {
				own(int(e.Player), c)
			}
		case evLook:
			for k := range e.B {
				if c, ok := card(e.A + k); ok {
					own(int(e.Player), c)
				}
			}
		case evPlay, evAbility, evTrigger, evEnter, evActions, evCountered, evDestroy, evDamage, evPlayerDamage,
			evCounters, evAttack:
			if c, ok := card(e.A); ok {
				all(c)
			}
		case evAnswer, evModified, evFight, evBlock:
			for _, i := range []int32{e.A, e.B} {
				if c, ok := card(i); ok {
					all(c)
				}
			}
		}
	}
}
