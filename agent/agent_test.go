package agent

import (
	"fmt"
	"testing"

	"omnideck/engine"
	"omnideck/games/omnitrix"
)

// nim is a tiny game with no hints: two players take 1 or 2 counters in
// turn, and whoever takes the last one wins. From a pile of 3k the player to
// move loses against good play.
type nim struct {
	pile, turn, winner int
}

func (n *nim) Game() engine.Game                        { return nil }
func (n *nim) Config() engine.Config                    { return engine.Config{Players: 2} }
func (n *nim) Terminal() bool                           { return n.pile == 0 }
func (n *nim) Turn() int                                { return 1 }
func (n *nim) View(int) engine.View                     { return nil }
func (n *nim) Table(int) engine.Table                   { return engine.Table{} }
func (n *nim) Events(int, int) ([]engine.Entry, int)    { return nil, 0 }
func (n *nim) ActionCode(_ int, a engine.Action) string { return fmt.Sprint(a) }
func (n *nim) ActionLabel(_ int, a engine.Action) string {
	return fmt.Sprintf("take %d", a)
}
func (n *nim) ParseAction(int, string) (engine.Action, error) { return 0, nil }
func (n *nim) Clone() engine.State                            { c := *n; return &c }
func (n *nim) Determinize(int, *engine.RNG) engine.State      { return n.Clone() }
func (n *nim) Actors() engine.PlayerSet {
	if n.Terminal() {
		return 0
	}
	return engine.PlayerSet(0).With(n.turn)
}
func (n *nim) Legal(p int, buf []engine.Action) []engine.Action {
	if p != n.turn || n.Terminal() {
		return buf
	}
	for take := 1; take <= min(2, n.pile); take++ {
		buf = append(buf, engine.Action(take))
	}
	return buf
}
func (n *nim) Apply(p int, a engine.Action) error {
	if p != n.turn || a < 1 || int(a) > min(2, n.pile) {
		return fmt.Errorf("illegal")
	}
	n.pile -= int(a)
	if n.pile == 0 {
		n.winner = p
	}
	n.turn = 1 - n.turn
	return nil
}
func (n *nim) Outcome() engine.Outcome {
	if !n.Terminal() {
		return engine.Outcome{Returns: make([]float64, 2)}
	}
	return engine.NewOutcome(2, engine.PlayerSet(0).With(n.winner), "")
}

func TestRandomChoosesEveryLegalOptionUniformly(t *testing.T) {
	r := NewRandom(1)
	legal := []engine.Action{4, 7, 9}
	count := map[engine.Action]int{}
	for range 30000 {
		count[r.Choose(engine.Observation{}, legal)]++
	}
	for _, a := range legal {
		if count[a] < 9000 || count[a] > 11000 {
			t.Errorf("option %d chosen %d times of 30000", a, count[a])
		}
	}
	if len(count) != len(legal) {
		t.Errorf("chose outside the legal options: %v", count)
	}
}

// Without hints the heuristic agent plays out each option: from a pile of 4
// it must take 1, leaving its opponent a losing pile of 3.
func TestHeuristicWithoutHintsFindsTheWinningMove(t *testing.T) {
	h := NewHeuristic(1)
	h.Playouts = 200
	s := &nim{pile: 4}
	if a := h.Choose(engine.Observe(s, 0), s.Legal(0, nil)); a != 1 {
		t.Errorf("from 4 the heuristic took %d, want 1", a)
	}
	s = &nim{pile: 5}
	if a := h.Choose(engine.Observe(s, 0), s.Legal(0, nil)); a != 2 {
		t.Errorf("from 5 the heuristic took %d, want 2", a)
	}
}

func TestHeuristicUsesOmnitrixHints(t *testing.T) {
	g, err := omnitrix.Default()
	if err != nil {
		t.Fatal(err)
	}
	// Battle 1: the villain Hex (7); Player 1 shows Spitter (2), Player 2
	// shows Heatblast (8). Player 1 cannot win the battle with any support,
	// so it keeps them; Player 2 wins alone, so it keeps them too.
	s, err := g.New(engine.Config{Players: 2, Seed: 1, Deal: map[string][]string{
		"bank":       {"Hex"},
		"stack.0":    {"Spitter"},
		"stack.1":    {"Heatblast"},
		"supports.0": {"Grandpa Max", "Azmuth", "Tetrax", "Mana Shield"},
		"supports.1": {"Gwen Tennyson", "Rust Bucket", "Plumber Badge", "Omnitrix Recharge"},
	}})
	if err != nil {
		t.Fatal(err)
	}
	h := NewHeuristic(2)
	for p := range 2 {
		if a := h.Choose(engine.Observe(s, p), s.Legal(p, nil)); s.ActionCode(p, a) != "pass" {
			t.Errorf("Player %d played %s in a battle its support cannot change", p+1, s.ActionCode(p, a))
		}
	}
	// Close fights: the villain Hex (7); Player 1 shows Benvicktor (7),
	// Player 2 shows Ghostfreak (7) and holds supports Player 1 cannot see.
	// Player 1 plays the cheapest support that wins whatever Player 2 adds,
	// or, when none does, the cheapest that wins for now.
	cases := []struct {
		mine []string
		want []string
	}{
		// Unseen supports top out at +2, so +3 (either card) is a sure win.
		{[]string{"Grandpa Max", "Azmuth", "Tetrax", "Mana Shield"}, []string{"support:grandpa-max", "support:azmuth"}},
		// Azmuth (+3) is unseen, so no card wins for sure: +1 wins for now.
		{[]string{"Grandpa Max", "Tetrax", "Mana Shield", "Plumber Badge"}, []string{"support:mana-shield", "support:plumber-badge"}},
	}
	for _, c := range cases {
		s, err := g.New(engine.Config{Players: 2, Seed: 1, Deal: map[string][]string{
			"bank": {"Hex"}, "stack.0": {"Benvicktor"}, "stack.1": {"Ghostfreak"}, "supports.0": c.mine,
		}})
		if err != nil {
			t.Fatal(err)
		}
		code := s.ActionCode(0, h.Choose(engine.Observe(s, 0), s.Legal(0, nil)))
		if code != c.want[0] && code != c.want[1] {
			t.Errorf("holding %v, Player 1 played %s, want %v", c.mine, code, c.want)
		}
	}
}

func TestNewKnowsItsAgents(t *testing.T) {
	for _, name := range Names() {
		a, err := New(name, 1)
		if err != nil || a.Name() != name || Summary(name) == "" {
			t.Errorf("%s: %v %v", name, a, err)
		}
	}
	if _, err := New("genius", 1); err == nil {
		t.Error("an unknown agent was made")
	}
}
