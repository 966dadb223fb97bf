package agent

import (
	"strings"
	"testing"
	"time"

	"omnideck/engine"
	"omnideck/games/omnitrix"
	"omnideck/games/superbenji"
)

// searcher is an ISMCTS agent with a fixed number of iterations.
func searcher(t *testing.T, seed uint64, spec string) *ISMCTS {
	t.Helper()
	a, err := New(spec, seed)
	if err != nil {
		t.Fatal(err)
	}
	return a.(*ISMCTS)
}

// In Nim the player to move from a pile of 3k loses against good play, so
// from any other pile the winning move leaves a multiple of 3. The search
// must find it several moves deep, where the first move alone says nothing.
func TestISMCTSFindsTheWinningMoveInNim(t *testing.T) {
	for pile := 4; pile <= 11; pile++ {
		if pile%3 == 0 {
			continue
		}
		a := searcher(t, 1, "ismcts:iterations=3000:rollout=random")
		s := &nim{pile: pile}
		if got, want := a.Choose(engine.Observe(s, 0), s.Legal(0, nil)), engine.Action(pile%3); got != want {
			t.Errorf("from %d the search took %d, want %d", pile, got, want)
		}
	}
}

// superbenjiGame deals a Super Benji game with its starter decks.
func superbenjiGame(t *testing.T, seed uint64) engine.State {
	t.Helper()
	g, err := superbenji.Default()
	if err != nil {
		t.Fatal(err)
	}
	s, err := g.New(engine.Config{Players: 2, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// advance plays random options until seat p has a choice of at least two.
func advance(t *testing.T, s engine.State, p int, seed uint64) {
	t.Helper()
	r := NewRandom(seed)
	for range 10_000 {
		if s.Terminal() {
			t.Fatal("the game ended before the seat had a choice")
		}
		for q := range s.Actors().All() {
			legal := s.Legal(q, nil)
			if q == p && len(legal) > 1 {
				return
			}
			if err := s.Apply(q, r.Choose(engine.Observe(s, q), legal)); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no choice came")
}

// With a budget of iterations the same seed and observation give the same
// choice, and the search never reads what its seat cannot see: on another
// world its seat cannot tell from the real one, it chooses the same.
func TestISMCTSIsDeterministicAndFair(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		s := superbenjiGame(t, seed)
		p := s.Actors().Slice()[0]
		advance(t, s, p, seed)
		rng := engine.NewRNG(seed * 77)
		other := s.Determinize(p, &rng)
		legal := s.Legal(p, nil)
		first := searcher(t, seed, "ismcts:iterations=40").Choose(engine.Observe(s, p), legal)
		again := searcher(t, seed, "ismcts:iterations=40").Choose(engine.Observe(s, p), legal)
		twin := searcher(t, seed, "ismcts:iterations=40").Choose(engine.Observe(other, p), other.Legal(p, nil))
		if first != again {
			t.Errorf("seed %d: the same search chose %s, then %s", seed, s.ActionCode(p, first), s.ActionCode(p, again))
		}
		if first != twin {
			t.Errorf("seed %d: on a world its seat cannot tell apart the search chose %s, not %s", seed, other.ActionCode(p, twin), s.ActionCode(p, first))
		}
	}
}

// playMatch plays one game of a against b (a in seat first) and returns a's
// return.
func playMatch(t *testing.T, g engine.Game, seed uint64, a, b Agent, first int) float64 {
	t.Helper()
	s, err := g.New(engine.Config{Players: 2, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	seats := []Agent{b, b}
	seats[first] = a
	var buf []engine.Action
	for n := 0; !s.Terminal(); n++ {
		if n > 5000 {
			t.Fatal("the game did not end")
		}
		for q := range s.Actors().All() {
			buf = s.Legal(q, buf[:0])
			if len(buf) == 0 {
				continue
			}
			if err := s.Apply(q, seats[q].Choose(engine.Observe(s, q), buf)); err != nil {
				t.Fatal(err)
			}
		}
	}
	return s.Outcome().Returns[first]
}

// A small search already beats random play in Super Benji, from both seats.
func TestISMCTSBeatsRandomInSuperBenji(t *testing.T) {
	g, err := superbenji.Default()
	if err != nil {
		t.Fatal(err)
	}
	won := 0.0
	const games = 6
	for i := range games {
		won += playMatch(t, g, uint64(100+i), searcher(t, uint64(i), "ismcts:iterations=30:depth=40"), NewRandom(uint64(i)), i%2)
	}
	if won < games-1 {
		t.Errorf("the search won %.0f of %d games against random play", won, games)
	}
}

// Omnitrix's support choices are simultaneous and hidden: the search plays
// them through to the end of every game, and, in a seat, fares better
// against random play than a random player in that seat does on the same
// deals.
func TestISMCTSPlaysSimultaneousChoices(t *testing.T) {
	g, err := omnitrix.Default()
	if err != nil {
		t.Fatal(err)
	}
	search, chance := 0.0, 0.0
	const games = 30
	for i := range games {
		a := searcher(t, uint64(i), "ismcts:iterations=200")
		search += playMatch(t, g, uint64(i), a, NewRandom(uint64(i)), i%2)
		chance += playMatch(t, g, uint64(i), NewRandom(uint64(i+99)), NewRandom(uint64(i)), i%2)
		if a.Searched.Iterations == 0 {
			t.Fatalf("game %d: the search never searched", i)
		}
	}
	if search <= chance {
		t.Errorf("over %d games the search's returns sum to %.1f, a random player's in its seat to %.1f", games, search, chance)
	}
}

func TestISMCTSSpecs(t *testing.T) {
	cases := []struct {
		spec string
		want Budget
	}{
		{"ismcts", levels[LevelMedium]},
		{"ismcts:hard", levels[LevelHard]},
		{"ismcts:level=easy", levels[LevelEasy]},
		{"ismcts:iterations=500", Budget{Iterations: 500}},
		{"ismcts:think=200ms", Budget{Think: 200 * time.Millisecond}},
		{"ismcts:think=1s:iterations=20", Budget{Iterations: 20, Think: time.Second}},
	}
	for _, c := range cases {
		if got := searcher(t, 1, c.spec).Budget; got != c.want {
			t.Errorf("%s: budget %+v, want %+v", c.spec, got, c.want)
		}
	}
	a := searcher(t, 1, "ismcts:rollout=random:depth=7:explore=1.5")
	if a.Rollout != "random" || a.Depth != 7 || a.Explore != 1.5 {
		t.Errorf("settings not taken: %+v", a)
	}
	bad := map[string]string{
		"ismcts:genius":          `unknown level "genius"`,
		"ismcts:iterations=0":    "iterations must be a whole number of at least 1",
		"ismcts:think=fast":      "think must be a positive duration",
		"ismcts:rollout=smart":   "rollout must be heuristic or random",
		"ismcts:colour=blue":     `no setting "colour"`,
		"random:hard":            "agent random takes no settings",
		"ismcts:depth=-1":        "depth must be a whole number",
		"ismcts:explore=lots":    "explore must be a number",
		"heuristic:iterations=5": "agent heuristic takes no settings",
	}
	for spec, want := range bad {
		if _, err := New(spec, 1); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want one saying %q", spec, err, want)
		}
	}
}
