package tftcg

import (
	"strings"
	"testing"

	"omnideck/decklist"
	"omnideck/kit"
)

// The rules' limits at their edge, each on both sides: what the limit
// allows and one step beyond it.

// Line 6: a team of exactly 25 stars is legal; one of 26 is not.
func TestLimitTeamOf25Stars(t *testing.T) {
	cat, err := DeckCatalog(nil)
	if err != nil {
		t.Fatal(err)
	}
	data, err := starterFiles.ReadFile("decks/autobot-starter.txt")
	if err != nil {
		t.Fatal(err)
	}
	// The starter set's 25 stars: Optimus Prime 7, Bumblebee 6, Ironhide
	// 6, Red Alert 6; Bumblebee, Least Likely, Most Dangerous has 7.
	for _, c := range []struct {
		red   string
		stars int
	}{{"Red Alert, Security Chief", 25}, {"Bumblebee, Least Likely, Most Dangerous", 26}} {
		list := strings.Replace(string(data), "Red Alert, Security Chief", c.red, 1)
		d, err := decklist.Parse("team.txt", []byte(list), cat)
		if err != nil {
			t.Fatal(err)
		}
		var probs []string
		for _, p := range d.Check(nil) {
			probs = append(probs, p.String())
		}
		if over := strings.Contains(strings.Join(probs, "\n"), "26 stars"); over != (c.stars > 25) || (c.stars <= 25 && len(probs) > 0) {
			t.Errorf("a team of %d stars: problems %v", c.stars, probs)
		}
	}
}

// Pierce does at least its number in damage but never more than the
// attacker's Attack (line 37; Wave-1.xml#7): Megatron, Decepticon Leader
// in bot mode (Attack 4, Pierce 3) with a Piercing Blaster (Pierce 3)
// against a Defense of 7 does 4, not 6; with Attack 4 and Pierce 3 alone,
// 3.
func TestLimitPierceNeverAboveAttack(t *testing.T) {
	for _, c := range []struct {
		blaster bool
		want    int
	}{{true, 4}, {false, 3}} {
		s := stdGame(t, nil, []string{"Megatron, Decepticon Leader"}, ironhide, deckOf("Piercing Blaster"), many(20, "Handheld Blaster"))
		toBot(t, s, 0, "Megatron")
		if c.blaster {
			attach(t, s, 0, "Piercing Blaster", "Megatron")
		}
		ih := char(t, s, 1, "Ironhide")
		attack(t, s, "Megatron", "Ironhide")
		// Attack 4 (no icons) against Defense 3 + 4 blue.
		if d := s.damage(ih); d != c.want {
			t.Errorf("Pierce %d against Defense 7 with Attack 4 did %d damage, want %d", 3+3*b2i(c.blaster), d, c.want)
		}
	}
}

// b2i is 1 for true.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// A cost is payable with exactly what it asks and not with one card
// fewer: Darkmount, Cruel Overlord's "You may scrap a card from your hand.
// If you do, do 2 damage to an enemy" is offered with one card in hand and
// not with none.
func TestLimitCostPayableExactly(t *testing.T) {
	team := []string{"Darkmount, Cruel Overlord", "Ironhide, Veteran Autobot"}
	for _, hand := range []int{1, 0} {
		s := stdGame(t, nil, team, twoBots, deckOf(), deckOf())
		toBot(t, s, 0, "Darkmount")
		discardHand(s, 0, hand)
		_, n := s.Events(0, 0)
		play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Darkmount")))
		// With the card, the question pays or declines; without it, the
		// ability cannot be used: it neither asks nor triggers.
		if asked := s.ask == kit.AskCost && has(s, "pay:"); asked != (hand == 1) {
			t.Errorf("with %d card in hand the cost is offered %v; question %d, options %v", hand, asked, s.ask, codes(s))
		}
		if triggered := firstEventAfter(s, n, "ability") >= 0; hand == 0 && triggered {
			t.Error("with no card in hand, the ability that scraps one triggers")
		}
	}
}

// Peace Through Tyranny's cost is a character of 6 stars or more: one of
// exactly 6 may pay, one of 5 may not.
func TestLimitPeaceThroughTyrannyStars(t *testing.T) {
	s := stdGame(t, nil, []string{"Arcee, Skilled Fighter", "Ironhide, Veteran Autobot", "Optimus Prime, Autobot Leader"}, ironhide,
		deckOf("Peace Through Tyranny"), blank)
	playAction(t, s, "Peace Through Tyranny")
	if !has(s, "pay:"+handleCode(s, char(t, s, 0, "Ironhide"))) {
		t.Errorf("Ironhide, 6 stars, may not pay: %v", codes(s))
	}
	if has(s, "pay:"+handleCode(s, char(t, s, 0, "Arcee"))) {
		t.Errorf("Arcee, 5 stars, may pay: %v", codes(s))
	}
}
