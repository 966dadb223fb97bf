package protocol

import (
	"strings"
	"testing"

	"omnideck/engine"
)

// Every game dealt from decks says in its zones where the cards deck.N
// lists go relative to the opening hand, and takes a hand.N that deals the
// opening hand exactly.
func TestDealZonesSayWhereCardsGo(t *testing.T) {
	for _, g := range registry(t).Games() {
		info := g.Info()
		zones := map[string]engine.ZoneSpec{}
		for _, z := range info.Zones {
			zones[z.Name] = z
		}
		deck, ok := zones["deck.N"]
		if !ok {
			continue
		}
		if !strings.Contains(deck.Summary, "opening hand") {
			t.Errorf("%s: deck.N does not say where its cards go relative to the opening hand: %q", info.ID, deck.Summary)
		}
		if hand, ok := zones["hand.N"]; !ok || !strings.Contains(hand.Summary, "exactly") {
			t.Errorf("%s: no hand.N that deals the opening hand exactly: %q", info.ID, hand.Summary)
		}
	}
}
