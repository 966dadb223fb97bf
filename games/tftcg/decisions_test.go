package tftcg

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
)

// Codes name cards by their full names, title and subtitle (issue 20:
// "flip:1:bumblebee" served both Bumblebees of a team), so two cards of
// one title read apart.
func TestCodesNameFullNames(t *testing.T) {
	team := []string{"Bumblebee, Courageous Scout", "Bumblebee, Legendary Warrior"}
	s := stdGame(t, nil, team, ironhide, deckOf("Ready For Action"), blank)
	laterTurn(s)
	var flips []string
	for _, c := range codes(s) {
		if strings.HasPrefix(c, "flip:") {
			flips = append(flips, c[strings.LastIndex(c, ":")+1:])
		}
	}
	if want := []string{"bumblebee-courageous-scout", "bumblebee-legendary-warrior"}; !slices.Equal(flips, want) {
		t.Errorf("the flips name %v, want %v", flips, want)
	}
	if !has(s, "action:") || !slices.ContainsFunc(codes(s), func(c string) bool { return strings.HasSuffix(c, ":ready-for-action") }) {
		t.Errorf("no action:…:ready-for-action in %v", codes(s))
	}
}

// hand.N deals the opening hand exactly, and deck.N's cards come after it
// (kit.StackDeal, as in every game dealt from decks).
func TestDealHandExactly(t *testing.T) {
	deck := []string{"Zap", "Zap", "Medic!", "Medic!", "Data Pad", "Data Pad", "Armored Plating", "Armored Plating"}
	cfg := engine.Config{Players: 2, Seed: 4, Options: map[string]string{OptFirstDraw: "no"},
		Decks: [][]string{append(append([]string{}, optimus...), deck...), append(append([]string{}, ironhide...), deck...)},
		Deal: map[string][]string{"first": {"0"}, "hand.0": {"Data Pad", "Armored Plating", "Zap"},
			"deck.0": {"Medic!"}, "hand.1": {"Medic!", "Medic!"}}}
	st, err := mustGame(t).New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	hand := func(p int) []string {
		var out []string
		for _, id := range s.t.Zones[zone(p, zHand)].Cards {
			out = append(out, s.card(id).FullName())
		}
		slices.Sort(out)
		return out
	}
	if got, want := hand(0), []string{"Armored Plating", "Data Pad", "Zap"}; !slices.Equal(got, want) {
		t.Errorf("seat 0's opening hand %v, want %v", got, want)
	}
	if top := s.t.Zones[zone(0, zDeck)].Cards; s.card(top[len(top)-1]).FullName() != "Medic!" {
		t.Errorf("the top of seat 0's deck is %s, want Medic!, listed in deck.0", s.card(top[len(top)-1]).FullName())
	}
	if got := hand(1); got[0] != "Medic!" || got[1] != "Medic!" || len(got) != 3 {
		t.Errorf("seat 1's opening hand %v, want both Medic! and a third card", got)
	}
	cfg.Deal = map[string][]string{"hand.0": {"Zap", "Zap", "Zap", "Zap"}, "bench": {"Zap"}}
	_, err = mustGame(t).New(cfg)
	for _, want := range []string{`hand.0: 4 cards listed, an opening hand has 3`, `no zone "bench"`} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("a bad deal: %v; want %q", err, want)
		}
	}
}

// Every question of random games, in both rule sets, says its kind, one
// the game declares (engine.Info.Decisions), and the log tells its length
// without rendering it (engine.LogCounter).
func TestEveryQuestionHasADeclaredKind(t *testing.T) {
	g := mustGame(t)
	declared := map[string]bool{}
	for _, d := range g.Info().Decisions {
		declared[d.Kind] = true
	}
	seen := map[string]bool{}
	for _, rules := range []string{"standard", "basic"} {
		for seed := range uint64(6) {
			st, err := g.New(engine.Config{Players: 2, Seed: seed, Options: map[string]string{OptRules: rules}})
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 3))
			for n := 0; n < 600 && !st.Terminal(); n++ {
				p := st.Actors().First()
				q := st.Table(p).Question
				if !declared[q.Kind] {
					t.Fatalf("%s seed %d: the question %q has kind %q, not declared", rules, seed, q.Prompt, q.Kind)
				}
				seen[q.Kind] = true
				if st.Table(1-p).Question.Kind != "" {
					t.Fatalf("seat %d, with nothing to decide, has a question", 1-p+1)
				}
				legal := st.Legal(p, nil)
				if err := st.Apply(p, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			if _, next := st.Events(engine.Spectator, 0); st.(engine.LogCounter).LogLen() != next {
				t.Errorf("LogLen %d, the log's next %d", st.(engine.LogCounter).LogLen(), next)
			}
		}
	}
	for _, k := range []string{"main", "attacker", "defender", "target"} {
		if !seen[k] {
			t.Errorf("no question of kind %q in the games played", k)
		}
	}
}
