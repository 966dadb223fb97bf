package tftcg

import (
	"testing"

	"omnideck/kit"
)

// Focus stacks (Additional_Keywords.xml#17): "if a character has multiple
// instances of focus, add the numbers together to determine how many cards
// to look at. For example, if a character has Focus 1 and is upgraded with
// a utility that gives it another instance of Focus 1, look at the top two
// cards of your deck before flipping battle cards. You may scrap any number
// of them and put the rest back on top of your deck in any order." Private
// Arcee's alt mode (W3/T12, "Focus 1") upgraded with Acute Reflexes (W4/002,
// "Focus 1"): one look at the top 2 cards, with no question of which
// Focus resolves first; scrap the first and keep the second, or keep both
// with the second on top. Only their player sees the cards.
func TestFocusStacks(t *testing.T) {
	deck := stack([]string{"Acute Reflexes"}, blank[:3], []string{"Roll Out!", "Battle Ready"}, noIcons(14))
	for _, scrapFirst := range []bool{true, false} {
		s := stdGame(t, mayAttack, []string{"Private Arcee, Special Ops • Warrior"}, ironhide, deck, noIcons(14))
		attach(t, s, 0, "Acute Reflexes", "Private Arcee")
		first, second := deckCard(t, s, 0, "Roll Out!"), deckCard(t, s, 0, "Battle Ready")
		if s.t.Top(zone(0, zDeck)) != first {
			t.Fatalf("Roll Out! is not the top card: %v", logLines(s))
		}
		attackWith(t, s, 0, "Private Arcee", kit.NoObj)
		if s.ask != askPick || !has(s, "pick:"+handleCode(s, first)) || !has(s, "pick:"+handleCode(s, second)) || !has(s, "pass") {
			t.Fatalf("no one look at the top 2 cards: %q %v", s.question(), codes(s))
		}
		for _, id := range []kit.ObjID{first, second} {
			if !s.t.Identifies(0, id) || s.t.Identifies(1, id) {
				t.Errorf("card %d: seen by its player %v, by the opponent %v", id, s.t.Identifies(0, id), s.t.Identifies(1, id))
			}
		}
		if scrapFirst {
			play(t, s, "pick:"+handleCode(s, first))
			play(t, s, "pass")
			if !logOrder(s, "You look at the top 2 cards of your deck: your Private Arcee, Special Ops • Warrior has Focus 2 in all.", "Roll Out! goes to your scrap pile", "You flip Battle Ready for your attack") {
				t.Errorf("scrapping the first: %v", logLines(s))
			}
		} else {
			play(t, s, "pass")
			play(t, s, "pick:"+handleCode(s, second))
			if !logOrder(s, "has Focus 2 in all", "You flip Battle Ready for your attack", "You flip Roll Out! for your attack") {
				t.Errorf("Battle Ready not put on top: %v", logLines(s))
			}
		}
		if n := countLog(s, "Focus 2 in all"); n != 1 {
			t.Errorf("%d looks at 2 cards, want 1: %v", n, logLines(s))
		}
	}
}
