package superbenji

import "testing"

// Card scenario tests: one or more per card of the Base Set, each showing
// its ability happen. They use the table in scenario_test.go.

// BS26/13 Targeted Nuke: {W}{W}{W}: Deal 5 damage to target character.
func TestCardTargetedNuke(t *testing.T) {
	tb := newTable(t)
	victim := tb.inPlay(1, "Dr. Banana, Evil Mastermind") // 5/4
	nuke := tb.inHand(0, "Targeted Nuke")
	tb.pool(0, "H V +")
	tb.play(0, nuke)
	tb.target(0, victim)
	tb.passAnswer()
	if tb.s.objs[victim].zone != inDiscard {
		t.Errorf("Dr. Banana (4 Health) survived 5 damage")
	}
	if len(tb.s.players[0].pool) != 0 || tb.s.objs[nuke].zone != inDiscard {
		t.Errorf("the cost was not paid or the Nuke was not discarded: pool %v", tb.s.players[0].pool)
	}
	tb.logged("Dr. Banana, Evil Mastermind takes 5 damage.")
}

// BS26/1 Benji, Hero of Benji Island: {H}: Justice - Deal 1 damage to any
// player or character.
func TestCardBenjiHeroJustice(t *testing.T) {
	tb := newTable(t)
	benji := tb.inPlay(0, "Benji, Hero of Benji Island")
	tb.pool(0, "H")
	tb.use(0, benji, 0)
	tb.targetPlayer(0, 1)
	if got := tb.s.players[1].life; got != startingLife-1 {
		t.Errorf("Player 2 has %d Health after Justice, want %d", got, startingLife-1)
	}
	if tb.has("use:") {
		t.Errorf("Justice is offered again with an empty pool: %v", tb.codes())
	}
}
