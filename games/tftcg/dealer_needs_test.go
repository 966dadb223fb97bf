package tftcg

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"omnideck/decklist"
)

// The battle cards that can be played only beside a card of a name want
// that name, and the cards of that name give it: Intercept Communications
// (W3A/004, "Play only if Soundwave was on your starting team"), Interpret
// The Airwaves (W3A/005, Blaster), the Superior Upgrades (W2/068-070,
// "Play this only if you've played Tech Research this turn"), and the
// Upgrades put on a character of a name only, Ion Blaster Of Optimus Prime
// (W1/041, "Put on Optimus Prime only") and LV Gamma-Disruptor Launcher
// (W3/036, "Put on Shockwave only": Major Shockwave).
var wantedBeside = map[string]string{
	"Intercept Communications":     "Soundwave",
	"Interpret The Airwaves":       "Blaster",
	"Superior Cannon":              "Tech Research",
	"Superior Jetpack":             "Tech Research",
	"Superior Plating":             "Tech Research",
	"Ion Blaster Of Optimus Prime": "Optimus Prime",
	"LV Gamma-Disruptor Launcher":  "Major Shockwave",
}

// Each of them wants exactly the name its text asks for, and the cards of
// that name, and no others, give it.
func TestDeckCatalogWantsWhatTheTextAsks(t *testing.T) {
	cat, err := DeckCatalog(nil)
	if err != nil {
		t.Fatal(err)
	}
	givers := map[string][]string{}
	for _, c := range cat.Cards() {
		want, listed := wantedBeside[c.Name]
		switch {
		case listed && !slices.Equal(c.Wants, []string{want}):
			t.Errorf("%s wants %q, want [%s]", c.Name, c.Wants, want)
		case !listed && len(c.Wants) > 0:
			t.Errorf("%s wants %q, want nothing", c.Name, c.Wants)
		}
		for _, w := range c.Gives {
			givers[w] = append(givers[w], c.Name)
		}
	}
	for name, want := range map[string][]string{
		"Soundwave":       {"Soundwave, Communications"},
		"Blaster":         {"Blaster, Communications"},
		"Tech Research":   {"Tech Research"},
		"Major Shockwave": {"Major Shockwave, Applied Sciences • Scientist"},
		"Optimus Prime": {"Optimus Prime, Battlefield Legend", "Optimus Prime, Freedom Fighter",
			"Optimus Prime, Autobot Leader", "Optimus Prime, Gleaming Commander"},
	} {
		slices.Sort(want)
		if got := slices.Sorted(slices.Values(givers[name])); !slices.Equal(got, want) {
			t.Errorf("the cards giving %s are %q, want %q", name, got, want)
		}
	}
}

// Over many random teams, none of the cards that want a name is dealt
// without a card of that name (Soundwave, Blaster, Optimus Prime, Major
// Shockwave on the team; Tech Research in the battle deck), and each of
// them is dealt.
func TestDealerDealsWantedCardsBesideTheirCard(t *testing.T) {
	cat, err := DeckCatalog(nil)
	if err != nil {
		t.Fatal(err)
	}
	dealer := decklist.NewDealer(cat, nil)
	rng := rand.New(rand.NewPCG(22, 9))
	dealt := map[string]int{}
	const deals = 40000
	for range deals {
		d, err := dealer.Deal(rng)
		if err != nil {
			t.Fatal(err)
		}
		names := map[string]bool{}
		for _, e := range d.Entries {
			names[shortName(e.Card.Name)] = true
		}
		for _, e := range d.Entries {
			want, ok := wantedBeside[e.Card.Name]
			if !ok {
				continue
			}
			dealt[e.Card.Name]++
			if !names[want] {
				t.Fatalf("%s was dealt without %s: %s", e.Card.Name, want, strings.Join(d.CardIDs(), " "))
			}
		}
	}
	for name := range wantedBeside {
		if dealt[name] == 0 {
			t.Errorf("%s was never dealt in %d deals", name, deals)
		}
	}
	t.Logf("dealt in %d deals: %v", deals, dealt)
}

// A team without the card a battle card wants may hold it: the battle
// card is never playable there, and deck check says nothing of it (a
// Decepticon team with Intercept Communications and no Soundwave; an
// Autobot one with Interpret The Airwaves and no Blaster; Superior Plating
// without Tech Research; LV Gamma-Disruptor Launcher without Major
// Shockwave).
func TestDeckCheckSaysNothingOfWantedNames(t *testing.T) {
	for _, tc := range []struct{ team, card string }{
		{"1 x Megatron, Cybertronian Tyrant\n", "Intercept Communications"},
		{"1 x Optimus Prime, Autobot Leader\n", "Interpret The Airwaves"},
		{"1 x Megatron, Cybertronian Tyrant\n", "Superior Plating"},
		{"1 x Megatron, Cybertronian Tyrant\n", "LV Gamma-Disruptor Launcher"},
	} {
		if got := deckProblems(t, tc.team, "3 x "+tc.card+"\n3 x Armored Plating\n"); strings.Contains(got, tc.card) {
			t.Errorf("deck check tells of %s in a team without what it wants:\n%s", tc.card, got)
		}
	}
}

// The heuristic agent plays Tech Research, which does nothing itself, when
// it holds a Superior Upgrade worth playing that Tech Research lets be
// played this turn: above ending the turn, as an Action worth playing is.
// Without one, Tech Research is worth no more than ending the turn.
func TestHintsPlayTechResearchForASuperiorUpgrade(t *testing.T) {
	hintOf := func(s *State, code string) float64 {
		t.Helper()
		p := s.Actors().First()
		for _, a := range s.Legal(p, nil) {
			if strings.HasPrefix(s.ActionCode(p, a), code) {
				return s.Hint(p, a)
			}
		}
		t.Fatalf("no option %s: %v", code, codes(s))
		return 0
	}
	for _, with := range []bool{true, false} {
		deck := deckOf("Tech Research")
		if with {
			deck = deckOf("Superior Cannon", "Tech Research")
		}
		s := stdGame(t, mayAttack, twoBots, ironhide, deck, blank)
		ensure(t, s, 0, "Tech Research")
		if with {
			ensure(t, s, 0, "Superior Cannon")
		}
		laterTurn(s)
		research, end := hintOf(s, "action:"+handleCode(s, handCard(t, s, 0, "Tech Research"))), hintOf(s, "end")
		if with && research < beforeAttack {
			t.Errorf("Tech Research with Superior Cannon in hand: hint %.2f, want above %d (ending the turn %.2f)", research, beforeAttack, end)
		}
		if !with && research > end {
			t.Errorf("Tech Research with no Superior Upgrade in hand: hint %.2f, above ending the turn (%.2f)", research, end)
		}
		// On the second player's first turn one card of the two is played
		// (line 21): Tech Research would leave no Upgrade to play.
		if with {
			s.turn, s.optsOK = 2, false
			if r := hintOf(s, "action:"+handleCode(s, handCard(t, s, 0, "Tech Research"))); r > hintOf(s, "end") {
				t.Errorf("Tech Research on turn 2, where no Upgrade may follow it: hint %.2f, above ending the turn", r)
			}
		}
	}
}
