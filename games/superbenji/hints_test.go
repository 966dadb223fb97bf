package superbenji

import (
	"testing"

	"omnideck/agent"
	"omnideck/engine"
)

// declareByHeuristic lets the heuristic agent declare p's attackers, and
// reports which of ids attack.
func (tb *table) declareByHeuristic(p int, ids ...ObjID) []bool {
	tb.t.Helper()
	tb.toCombat()
	h := agent.NewHeuristic(1)
	for !tb.s.over && tb.s.dec.kind == decAttack {
		legal := tb.s.Legal(p, nil)
		if err := tb.s.Apply(p, h.Choose(engine.Observe(tb.s, p), legal)); err != nil {
			tb.t.Fatal(err)
		}
	}
	out := make([]bool, len(ids))
	for i, id := range ids {
		out[i] = tb.s.objs[id].attacking
	}
	return out
}

// The crack-back (section 7 of the AI's brief): Player 1, at 5 Health,
// could attack an open board with Noah (4/2) and Zach (3/4), but Player 2's
// Dr. Banana (5/4, exhausted now) readies next turn and deals 5. The
// heuristic attacks with one and keeps the other home to block; with the
// opponent at 7 Health, the same attack wins at once, and it attacks with
// both.
func TestHeuristicKeepsABlockerAgainstTheCrackBack(t *testing.T) {
	setUp := func(oppLife int) (*table, ObjID, ObjID) {
		tb := newTable(t)
		noah := tb.inPlay(0, "Noah, Calculator")
		zach := tb.inPlay(0, "Zach, Rock Fighter")
		banana := tb.inPlay(1, "Dr. Banana, Evil Mastermind")
		tb.s.objs[banana].exhausted = true
		tb.s.players[0].life, tb.s.players[1].life = 5, oppLife
		return tb, noah, zach
	}

	tb, noah, zach := setUp(20)
	got := tb.declareByHeuristic(0, noah, zach)
	if got[0] == got[1] {
		t.Errorf("with the crack-back lethal, Noah attacks %v and Zach %v: one should stay home", got[0], got[1])
	}
	if home := tb.s.crackBack(0, -1); home >= 5 {
		t.Errorf("after the attack, Player 2 could deal %d of Player 1's 5 Health", home)
	}

	tb, noah, zach = setUp(7)
	if got := tb.declareByHeuristic(0, noah, zach); !got[0] || !got[1] {
		t.Errorf("with the attack lethal, Noah attacks %v and Zach %v", got[0], got[1])
	}
}

// Where the crack-back costs little, the heuristic still attacks with
// everything: Player 2's only character is a 1/1.
func TestHeuristicAttacksWhenTheCrackBackIsSmall(t *testing.T) {
	tb := newTable(t)
	noah := tb.inPlay(0, "Noah, Calculator")
	zach := tb.inPlay(0, "Zach, Rock Fighter")
	citizen := tb.inPlay(1, "Benji City Citizen")
	tb.s.objs[citizen].exhausted = true
	if got := tb.declareByHeuristic(0, noah, zach); !got[0] || !got[1] {
		t.Errorf("Noah attacks %v and Zach %v", got[0], got[1])
	}
}
