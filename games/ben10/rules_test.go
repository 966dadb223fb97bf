package ben10

import (
	"fmt"
	"strings"
	"testing"

	"omnideck/decklist"
	"omnideck/engine"
	"omnideck/kit"
)

// Each test cites the rulebook's section (shared/rules/ben10-ccg.txt).

// Preparing to play, Deck: exactly 40 cards, any number of copies.
func TestDeckIsFortyCardsAnyCopies(t *testing.T) {
	cat, err := DeckCatalog(nil)
	if err != nil {
		t.Fatal(err)
	}
	for text, problems := range map[string]int{"40 x Fourarms\n": 0, "39 x Fourarms\n": 1, "20 x Fourarms\n21 x Stinkfly\n": 1} {
		d, err := decklist.Parse("test.txt", []byte(text), cat)
		if err != nil {
			t.Fatal(err)
		}
		if got := d.Check(nil); len(got) != problems {
			t.Errorf("%q: %d problems %v, want %d", text, len(got), got, problems)
		}
	}
	for _, name := range []string{"starter-a", "starter-b"} {
		if ids, err := mustGame(t).LoadDeck(name); err != nil || len(ids) != DeckSize {
			t.Errorf("%s: %d cards, %v", name, len(ids), err)
		}
	}
}

// Preparing to play: 10000 Life each; the coin flip's winner decides who
// goes first; each player draws 6 and may redraw once.
func TestSetUp(t *testing.T) {
	st, err := mustGame(t).New(engine.Config{Players: 2, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	winner := s.dec.player
	if s.dec.kind != decFirst || s.life != [2]int32{maxLife, maxLife} || s.handSize(0) != 6 || s.handSize(1) != 6 {
		t.Fatalf("decision %d, life %v, hands %d %d", s.dec.kind, s.life, s.handSize(0), s.handSize(1))
	}
	sc := &table{t: t, s: s}
	sc.Scenario = newScenario(t, s)
	sc.Do(int(winner), "second")
	second := int(winner)
	first := opponent(second)
	if s.dec.kind != decRedraw || int(s.dec.player) != first {
		t.Fatalf("the first player does not decide on a redraw first: %d for %d", s.dec.kind, s.dec.player)
	}
	before := handles(s, first)
	sc.Do(first, "redraw")
	if after := handles(s, first); s.handSize(first) != 6 || s.deckSize(first) != DeckSize-6 || after == before {
		t.Errorf("redraw: hand %d, deck %d", s.handSize(first), s.deckSize(first))
	}
	sc.Do(second, "keep")
	// Turn 1: the first player draws (no exception) and is in their Main
	// sequence: no Open phase on a first turn.
	if s.turn != 1 || s.active != first || s.handSize(first) != 7 || s.dec.kind != decMain {
		t.Errorf("turn %d active %d hand %d decision %d", s.turn, s.active, s.handSize(first), s.dec.kind)
	}
	sc.Logged(engine.PlayerName(int(winner)) + " wins the coin flip.")
	sc.Logged("chooses to go second.")
}

func handles(s *State, p int) string {
	var out []string
	for _, id := range s.t.Zones[zone(p, zHand)].Cards {
		out = append(out, fmt.Sprint(s.obj(id).Handle))
	}
	return strings.Join(out, ",")
}

// Victory conditions: Life reduced to 0 loses.
func TestLosingAllLife(t *testing.T) {
	tb := newTable(t)
	a := tb.inPlay(0, "Fourarms", "earth")
	tb.s.life[1] = 3000
	tb.attack(0, a, kit.NoObj)
	if !tb.s.over || tb.s.Outcome().Winners[0] != 0 {
		t.Fatalf("Player 2 at 0 Life: over %v %+v", tb.s.over, tb.s.Outcome())
	}
	tb.Logged("Player 2's Life points are reduced to 0")
}

// Victory conditions, Draw phase: a player who must draw from an empty
// deck loses.
func TestLosingByNotDrawing(t *testing.T) {
	tb := newTable(t)
	for tb.s.deckSize(1) > 0 {
		tb.s.t.Place(tb.s.t.Top(zone(1, zDeck)), zone(1, zDiscard), -1, kit.FaceUp)
	}
	tb.Do(0, "end")
	if !tb.s.over || tb.s.Outcome().Winners[0] != 0 {
		t.Fatalf("Player 2 could not draw: over %v %+v", tb.s.over, tb.s.Outcome())
	}
}

// Open phase: skipped on each player's first turn; afterwards a Set
// Character appears, free when its Entrance cost is at most the in-play
// Characters on both sides.
func TestOpenPhase(t *testing.T) {
	tb := newTable(t)
	tb.s.turns[1] = 0 // Player 2's next turn is their first
	tb.setCard(1, "Mutant Frog", "earth")
	tb.endTurn()
	if tb.s.dec.kind != decMain || tb.s.active != 1 {
		t.Fatalf("a first turn has an Open phase: decision %d", tb.s.dec.kind)
	}
	tb = newTable(t)
	tb.inPlay(0, "Carl Tennyson", "earth")
	tb.inPlay(0, "Ben Tennyson", "earth")
	tb.inPlay(0, "Gwen Tennyson", "space")
	tb.inPlay(1, "Kevin", "space")
	f := tb.setCard(1, "Fourarms", "earth") // cost 3, 4 in play: free
	tb.inHand(1, "Cooper")
	tb.endTurn()
	tb.Do(1, fmt.Sprintf("open:%d:", tb.h(f)))
	tb.passAll()
	tb.is(f, "earth")
	if !tb.s.inPlay(f) || tb.s.handSize(1) != 2 {
		t.Errorf("Fourarms did not appear for free: in play %v, hand %d", tb.s.inPlay(f), tb.s.handSize(1))
	}
	tb.Logged("Fourarms appears on Player 2's battlefield.")
}

// Open phase, Entrance cost, formula A: cost − in-play Characters = X
// cards discarded from hand, chosen by the player; a card that cannot be
// paid for is set back.
func TestEntranceCostFormulaA(t *testing.T) {
	tb := newTable(t)
	tb.inPlay(0, "Ben Tennyson", "earth")
	f := tb.setCard(1, "Fourarms", "earth") // cost 3 − 1 in play = 2
	c1, c2 := tb.inHand(1, "Cooper"), tb.inHand(1, "Heatblast")
	tb.inHand(1, "Kevin")
	tb.endTurn() // Player 2 draws a Mutant Frog: 4 cards
	tb.Do(1, fmt.Sprintf("open:%d:", tb.h(f)))
	if tb.s.dec.kind != decRunner || tb.s.dec.ask != kit.AskCost {
		t.Fatalf("not asked which cards to discard: %v", tb.Codes(1))
	}
	tb.Do(1, fmt.Sprintf("discard:%d:", tb.h(c1)))
	tb.Do(1, fmt.Sprintf("discard:%d:", tb.h(c2)))
	tb.passAll()
	if !tb.s.inPlay(f) || tb.s.handSize(1) != 2 {
		t.Errorf("Fourarms: in play %v, hand %d", tb.s.inPlay(f), tb.s.handSize(1))
	}
	tb.is(c1, "discard")
	tb.Logged("Player 2 discards Cooper to pay for Fourarms.")

	// With too few cards in hand, it is set back: face down, and known.
	tb = newTable(t)
	f = tb.setCard(1, "Fourarms", "earth") // cost 3, none in play: 3
	tb.endTurn()                           // one card in hand
	tb.Do(1, fmt.Sprintf("open:%d:", tb.h(f)))
	if tb.s.inPlay(f) || !tb.s.isSet(f) || !tb.s.t.Identifies(0, f) {
		t.Errorf("Fourarms unpaid: in play %v, set %v, known %v", tb.s.inPlay(f), tb.s.isSet(f), tb.s.t.Identifies(0, f))
	}
	tb.Logged("Fourarms is set back face down.")
}

// Open phase: two Character cards with the same name are never in play on
// one side: the second is set back.
func TestSameNameIsSetBack(t *testing.T) {
	tb := newTable(t)
	tb.inPlay(1, "Kevin", "space")
	k := tb.setCard(1, "Kevin", "earth")
	tb.endTurn()
	tb.Do(1, fmt.Sprintf("open:%d:", tb.h(k)))
	if tb.s.inPlay(k) || !tb.s.isSet(k) {
		t.Error("a second Kevin appeared")
	}
}

// Open phase, Use cost, formula B, and the authors' note: the player may
// pay an Effect card's Use cost; if they do, the effect happens.
func TestUseCostFormulaBWhenOpened(t *testing.T) {
	for _, pay := range []bool{true, false} {
		tb := newTable(t)
		target := tb.inPlay(0, "Ben Tennyson", "earth")
		blast := tb.setCard(1, "Alien Blast", "earth") // cost 3 − 1 = 2
		tb.inHand(1, "Cooper")
		tb.inHand(1, "Kevin")
		tb.endTurn()
		tb.Do(1, fmt.Sprintf("open:%d:", tb.h(blast)))
		if !pay {
			tb.Do(1, "no")
			if !tb.s.isSet(blast) || tb.injured(target) {
				t.Error("an unpaid Effect card was not set back, or happened")
			}
			continue
		}
		tb.Do(1, "yes")
		for tb.DoIf(1, "discard:") {
		}
		tb.passAll()
		tb.is(blast, "discard")
		if !tb.injured(target) || tb.s.handSize(1) != 1 {
			t.Errorf("Alien Blast paid: Ben injured %v, hand %d", tb.injured(target), tb.s.handSize(1))
		}
	}
}

// Open phase: an opened Effect card whose effect cannot apply is set back.
func TestOpenedEffectWithoutTargetIsSetBack(t *testing.T) {
	tb := newTable(t)
	blast := tb.setCard(1, "Alien Blast", "earth") // no Character to target
	tb.inHand(1, "Cooper")
	tb.inHand(1, "Kevin")
	tb.inHand(1, "Cooper")
	tb.endTurn()
	tb.Do(1, fmt.Sprintf("open:%d:", tb.h(blast)))
	if !tb.s.isSet(blast) {
		t.Error("Alien Blast with no target was not set back")
	}
	tb.Logged("Alien Blast cannot be used (it has nothing to target) and is set back face down.")
}

// Battle phase: a Character attacks a card in its own area; the higher BP
// wins and the loser takes damage (injured, then discarded); a draw
// damages both; injured BP is used.
func TestBattle(t *testing.T) {
	tb := newTable(t)
	tb.hold(0)
	four := tb.inPlay(0, "Fourarms", "earth")
	frog := tb.inPlay(1, "Mutant Frog", "earth")
	far := tb.inPlay(1, "Kevin", "space")
	if tb.Has(0, fmt.Sprintf("attack:%d:%d", tb.h(four), tb.h(far))) {
		t.Error("an attack on the other area is offered")
	}
	tb.attack(0, four, frog)
	if !tb.injured(frog) || tb.injured(four) {
		t.Fatalf("3000 against 1400: frog injured %v, Fourarms injured %v", tb.injured(frog), tb.injured(four))
	}
	if tb.Has(0, fmt.Sprintf("attack:%d:", tb.h(four))) {
		t.Error("a Character attacks twice in a turn")
	}
	tb.endTurn()
	// Player 2's injured frog (700) attacks Fourarms (3000) and is
	// discarded.
	tb.attack(1, frog, four)
	tb.is(frog, "discard")
	tb.Logged("Mutant Frog battles with 700 BP.")

	// A draw damages both.
	tb = newTable(t)
	a := tb.inPlay(0, "Mutant Frog", "earth")
	b := tb.inPlay(1, "Mutant Frog", "earth")
	tb.attack(0, a, b)
	if !tb.injured(a) || !tb.injured(b) {
		t.Error("a draw does not damage both")
	}
}

// Battle phase: {Flying Attack} against a Character without it makes that
// card 0 BP; with flying-attack=both, also when the flyer is attacked.
func TestFlyingAttack(t *testing.T) {
	tb := newTable(t)
	fly := tb.inPlay(0, "Stinkfly", "earth")
	big := tb.inPlay(1, "Fourarms", "earth")
	tb.attack(0, fly, big)
	if !tb.injured(big) || tb.injured(fly) {
		t.Errorf("Stinkfly (1800, flying) against Fourarms (3000): Fourarms injured %v", tb.injured(big))
	}
	tb.Logged("Fourarms battles with 0 BP (Flying Attack).")
	for _, opt := range []string{"flying-attack=attacker", "flying-attack=both"} {
		tb = newTable(t, opt)
		big = tb.inPlay(0, "Fourarms", "earth")
		fly = tb.inPlay(1, "Stinkfly", "earth")
		tb.attack(0, big, fly)
		both := opt == "flying-attack=both"
		if tb.injured(big) != both || tb.injured(fly) == both {
			t.Errorf("%s: Fourarms attacks Stinkfly: Fourarms injured %v, Stinkfly %v", opt, tb.injured(big), tb.injured(fly))
		}
	}
}

// Battle phase, Damage: a direct attack when the opponent has no card in
// the attacker's area reduces their Life by its BP.
func TestDirectAttack(t *testing.T) {
	tb := newTable(t)
	a := tb.inPlay(0, "Heatblast", "earth")
	set := tb.setCard(1, "Mutant Frog", "earth")
	if tb.Has(0, "direct:") {
		t.Error("a direct attack is offered while the area holds a Set card")
	}
	tb.s.t.Place(set, zone(1, zDiscard), -1, kit.FaceUp)
	tb.attack(0, a, kit.NoObj)
	if tb.life(1) != maxLife-2800 {
		t.Errorf("Life %d after a 2800 BP direct attack", tb.life(1))
	}
	tb.Logged("Player 2 loses 2800 Life.")
}

// Move phase: a Character moves to a free place of its other area, and
// then cannot attack; one that attacked cannot move; a card moved by an
// effect has not moved.
func TestMove(t *testing.T) {
	tb := newTable(t)
	a := tb.inPlay(0, "Fourarms", "earth")
	b := tb.inPlay(0, "Heatblast", "earth")
	tb.inPlay(1, "Mutant Frog", "space")
	frog2 := tb.inPlay(1, "Mutant Frog", "earth")
	tb.DoCode(0, fmt.Sprintf("move:%d", tb.h(a)))
	tb.passAll()
	tb.is(a, "space")
	if tb.Has(0, fmt.Sprintf("attack:%d:", tb.h(a))) || tb.Has(0, fmt.Sprintf("move:%d", tb.h(a))) {
		t.Error("a Character that moved may attack or move again")
	}
	tb.attack(0, b, frog2)
	if tb.Has(0, fmt.Sprintf("move:%d", tb.h(b))) {
		t.Error("a Character that attacked may move")
	}
	for range 3 {
		tb.inPlay(0, filler, "space")
	}
	c := tb.inPlay(0, "XLR8", "earth")
	if tb.Has(0, fmt.Sprintf("move:%d", tb.h(c))) {
		t.Error("a move to a full area is offered")
	}

	// Rust Bucket moves a Character by effect: it may still attack.
	tb = newTable(t)
	x := tb.inPlay(0, "XLR8", "earth")
	frog := tb.inPlay(1, "Mutant Frog", "space")
	bucket := tb.inHand(0, "Rust Bucket")
	tb.inHand(0, "Cooper")
	tb.inHand(0, "Cooper")
	tb.Do(0, fmt.Sprintf("use:%d:", tb.h(bucket)))
	for tb.DoIf(0, "discard:") {
	}
	tb.passAll()
	tb.is(x, "space")
	if !tb.Has(0, fmt.Sprintf("attack:%d:%d", tb.h(x), tb.h(frog))) {
		t.Errorf("a Character moved by an effect cannot attack: %v", tb.Codes(0))
	}
}

// Battle phase and the authors' reading of attacks on Set cards: an
// attacked Set Trick may be activated when its requirement is met (and is
// discarded either way); an Effect card is discarded unused; a Character
// enters play paying its Entrance cost, or else is discarded.
func TestAttackingSetCards(t *testing.T) {
	tb := newTable(t)
	a := tb.inPlay(0, "Fourarms", "earth")
	shield := tb.setCard(1, "Gwen's Shield", "earth")
	tb.attack(0, a, shield)
	if tb.s.dec.kind != decAttackedTrick {
		t.Fatalf("not asked about the attacked Trick: %v", tb.Codes(1))
	}
	tb.Do(1, "yes")
	tb.passAll()
	tb.is(shield, "discard")
	if !tb.injured(a) {
		t.Error("Gwen's Shield did not damage the attacker")
	}

	tb = newTable(t)
	a = tb.inPlay(0, "Fourarms", "earth")
	blast := tb.setCard(1, "Alien Blast", "earth")
	tb.attack(0, a, blast)
	tb.is(blast, "discard")
	if tb.injured(a) {
		t.Error("an attacked Effect card happened")
	}

	tb = newTable(t)
	a = tb.inPlay(0, "Fourarms", "earth")
	frog := tb.setCard(1, "Mutant Frog", "earth") // cost 1, 1 in play: free
	tb.attack(0, a, frog)
	if !tb.s.inPlay(frog) || !tb.injured(frog) {
		t.Errorf("the attacked Mutant Frog did not enter and lose: in play %v, injured %v", tb.s.inPlay(frog), tb.injured(frog))
	}

	tb = newTable(t)
	a = tb.inPlay(0, "Mutant Frog", "earth")
	vil := tb.setCard(1, "Vilgax", "earth") // cost 5, 1 in play: 4 cards, none in hand
	tb.attack(0, a, vil)
	tb.is(vil, "discard")
	tb.Logged("Vilgax is discarded.")
}

// The option attacked-set-character=stay: an attacked Set Character may
// be left face down, and one that cannot be paid for is set back.
func TestAttackedSetCharacterMayStay(t *testing.T) {
	tb := newTable(t, "attacked-set-character=stay")
	tb.hold(0)
	a := tb.inPlay(0, "Fourarms", "earth")
	frog := tb.setCard(1, "Mutant Frog", "earth")
	tb.attack(0, a, frog)
	tb.Do(1, "no")
	tb.passAll()
	if !tb.s.isSet(frog) || tb.injured(a) {
		t.Error("the Mutant Frog left face down is not Set")
	}
	tb = newTable(t, "attacked-set-character=stay")
	tb.hold(0)
	a = tb.inPlay(0, "Mutant Frog", "earth")
	vil := tb.setCard(1, "Vilgax", "earth")
	tb.attack(0, a, vil)
	if !tb.s.isSet(vil) {
		t.Error("an unpaid attacked Vilgax was not set back")
	}
}

// The option entrance-cost=may: the player chooses whether to pay an
// Entrance cost.
func TestEntranceCostMay(t *testing.T) {
	tb := newTable(t, "entrance-cost=may")
	f := tb.setCard(1, "Fourarms", "earth")
	tb.inHand(1, "Cooper")
	tb.inHand(1, "Cooper")
	tb.inHand(1, "Cooper")
	tb.endTurn()
	tb.Do(1, fmt.Sprintf("open:%d:", tb.h(f)))
	tb.Do(1, "no")
	if !tb.s.isSet(f) || tb.s.handSize(1) != 4 {
		t.Errorf("declined: set %v, hand %d", tb.s.isSet(f), tb.s.handSize(1))
	}
	tb.Logged("Player 2 does not pay for Fourarms.")
}

// Effect phase: Effect cards from hand at their Use cost, as many as can be
// paid; not without meeting it; not Characters or Tricks.
func TestEffectPhase(t *testing.T) {
	tb := newTable(t)
	surge := tb.inHand(0, "Omnitrix Surge")  // cost 0
	ship := tb.inHand(0, "Vilgax's Warship") // cost 5
	tb.inHand(0, "Mana Barrier")
	tb.inHand(0, "Kevin")
	tb.inPlay(1, "Kevin", "earth")
	if tb.Has(0, fmt.Sprintf("use:%d:", tb.h(ship))) {
		t.Error("Vilgax's Warship is offered with a hand too small to pay 4")
	}
	for _, c := range tb.Codes(0) {
		if strings.HasPrefix(c, "use:") && !strings.HasPrefix(c, fmt.Sprintf("use:%d:", tb.h(surge))) {
			t.Errorf("only Omnitrix Surge may be used: %s", c)
		}
	}
	tb.Do(0, fmt.Sprintf("use:%d:", tb.h(surge)))
	tb.passAll()
	tb.is(surge, "discard")
	if tb.s.handSize(0) != 4 {
		t.Errorf("hand %d after Omnitrix Surge", tb.s.handSize(0))
	}
}

// Set phase: a card from hand goes face down into a free place; an area
// holds four cards; with set-limit=turn, one card a turn.
func TestSetPhase(t *testing.T) {
	tb := newTable(t)
	ids := []kit.ObjID{tb.inHand(0, "Fourarms"), tb.inHand(0, "Heatblast"), tb.inHand(0, "Kevin")}
	tb.set(0, ids[0], "earth")
	tb.passAll()
	if !tb.s.isSet(ids[0]) || tb.s.t.Identifies(1, ids[0]) || !tb.s.t.Identifies(0, ids[0]) {
		t.Error("a set card is not face down, known to its owner only")
	}
	if !tb.Has(0, "set:") {
		t.Error("a second visit of the Set phase is not offered")
	}
	for range 3 {
		tb.setCard(0, filler, "earth")
	}
	if tb.Has(0, fmt.Sprintf("set:%d:heatblast:earth", tb.h(ids[1]))) {
		t.Error("a set in a full area is offered")
	}
	tb = newTable(t, "set-limit=turn")
	a, b := tb.inHand(0, "Fourarms"), tb.inHand(0, "Heatblast")
	tb.set(0, a, "earth")
	tb.passAll()
	if tb.Has(0, fmt.Sprintf("set:%d:", tb.h(b))) {
		t.Error("set-limit=turn: a second card may be set")
	}
}

// Transformation phase: an in-play [ALIEN] onto an in-play [HUMAN] of the
// same area; BP = (HUMAN + ALIEN) x 2; the Transformation deck is the
// alien's Duration cards; only one transformed Character at a time; it
// counts as one Character for costs.
func TestTransformation(t *testing.T) {
	tb := newTable(t)
	ben := tb.inPlay(0, "Gwen Tennyson", "earth")
	four := tb.inPlay(0, "Fourarms", "earth")
	heat := tb.inPlay(0, "Heatblast", "space")
	tb.inPlay(0, "Kevin", "space")
	tb.Do(0, "end")
	tb.passAll()
	codes := tb.Codes(0)
	if len(codes) != 3 || !tb.Has(0, fmt.Sprintf("transform:%d:%d", tb.h(four), tb.h(ben))) {
		t.Fatalf("the transformations offered: %v", codes)
	}
	deck := tb.s.deckSize(0)
	tb.DoCode(0, fmt.Sprintf("transform:%d:%d", tb.h(four), tb.h(ben)))
	tb.passAll()
	if got := tb.s.bp(four); got != (700+3000)*2 {
		t.Errorf("transformed BP %d, want (700 + 3000) x 2", got)
	}
	if tb.s.t.Count(zone(0, zTDeck)) != 4 || tb.s.deckSize(0) != deck-4 {
		t.Errorf("Transformation deck %d, deck %d", tb.s.t.Count(zone(0, zTDeck)), tb.s.deckSize(0))
	}
	tb.is(ben, "under")
	if tb.s.countInPlay() != 3 {
		t.Errorf("in-play Characters %d: a transformed pair counts as one", tb.s.countInPlay())
	}
	// Next turn: only one transformed Character at a time.
	tb.endTurn()
	tb.Do(0, "end")
	tb.passAll()
	if tb.s.dec.kind == decTransform {
		t.Errorf("a second transformation is offered: %v", tb.Codes(0))
	}
	_ = heat
}

// Transformation phase: every draw comes from the Transformation deck while
// it has cards; when it runs out the alien returns to hand and the human
// stays.
func TestTransformationDeckRunsOut(t *testing.T) {
	tb := newTable(t)
	a, h := tb.pair(1, "XLR8", "Ben Tennyson", "earth", 1)
	top := tb.s.t.Top(zone(1, zTDeck))
	deck := tb.s.deckSize(1)
	tb.endTurn() // Player 2 draws the one card of the Transformation deck
	tb.is(top, "hand")
	tb.is(a, "hand")
	tb.is(h, "earth")
	if tb.s.deckSize(1) != deck || tb.s.inPlay(a) || !tb.s.inPlay(h) {
		t.Errorf("deck %d (want %d), alien in play %v", tb.s.deckSize(1), deck, tb.s.inPlay(a))
	}
	tb.Logged("Player 2 draws a card from their Transformation deck.")
	tb.Logged("The transformation ends: XLR8 returns to its owner's hand.")
}

// Damage, Transformation phase: damage to a pair goes to its top card; when
// the top card is discarded, its Transformation deck is discarded and the
// human stays. With transformed-damage=both, both cards take it.
func TestDamageToATransformedPair(t *testing.T) {
	tb := newTable(t)
	tb.hold(0)
	a, h := tb.pair(1, "Stinkfly", "Ben Tennyson", "earth", 3)
	tb.s.obj(h).Set(flInjured, true)
	big := tb.inPlay(0, "Way Big", "earth")
	tb.attack(0, big, a) // 5000 against (300 + 1800) x 2
	if !tb.injured(a) || !tb.s.inPlay(a) || tb.s.t.Count(zone(1, zTDeck)) != 3 {
		t.Fatalf("top only: alien injured %v, in play %v", tb.injured(a), tb.s.inPlay(a))
	}
	tb.s.obj(big).Set(flAttacked, false)
	tb.attack(0, big, a)
	tb.is(a, "discard")
	tb.is(h, "earth")
	if tb.s.t.Count(zone(1, zTDeck)) != 0 || !tb.injured(h) {
		t.Error("the Transformation deck is not discarded, or the human changed")
	}

	tb = newTable(t, "transformed-damage=both")
	a, h = tb.pair(1, "Stinkfly", "Ben Tennyson", "earth", 3)
	tb.s.obj(h).Set(flInjured, true)
	big = tb.inPlay(0, "Way Big", "earth")
	tb.attack(0, big, a)
	tb.is(h, "discard")
	tb.is(a, "earth")
	if !tb.injured(a) || tb.s.obj(a).Under != kit.NoObj || tb.s.t.Count(zone(1, zTDeck)) != 0 {
		t.Error("both: the injured human is not discarded, or the alien not injured and alone")
	}
}

// Transformation phase: discard, heal and return to hand take both cards
// of a pair and end the transformation; its Transformation deck is
// discarded.
func TestEffectsOnATransformedPair(t *testing.T) {
	for _, c := range []struct{ card, alien, human string }{
		{"Void Portal", "discard", "discard"}, {"Time Out", "hand", "hand"}} {
		tb := newTable(t)
		a, h := tb.pair(1, "Grey Matter", "Ben Tennyson", "earth", 3)
		e := tb.inHand(0, c.card)
		for range 4 {
			tb.inHand(0, "Cooper")
		}
		tb.Do(0, fmt.Sprintf("use:%d:", tb.h(e)))
		for tb.DoIf(0, "discard:") {
		}
		tb.passAll()
		tb.is(a, c.alien)
		tb.is(h, c.human)
		if tb.s.t.Count(zone(1, zTDeck)) != 0 {
			t.Errorf("%s: the Transformation deck is left", c.card)
		}
	}
	// Heal: both healed; the alien returns to hand, the human stays.
	tb := newTable(t)
	a, h := tb.pair(1, "Fourarms", "Ben Tennyson", "earth", 3)
	tb.s.obj(a).Set(flInjured, true)
	tb.s.obj(h).Set(flInjured, true)
	shield := tb.inHand(1, "Mana Shield")
	tb.inHand(1, "Cooper")
	tb.inHand(1, "Cooper")
	tb.inHand(1, "Cooper")
	tb.endTurn()
	tb.Do(1, fmt.Sprintf("use:%d:", tb.h(shield)))
	for tb.DoIf(1, "discard:") {
	}
	tb.DoIf(1, "target:")
	tb.passAll()
	tb.is(a, "hand")
	tb.is(h, "earth")
	if tb.injured(h) || tb.s.t.Count(zone(1, zTDeck)) != 0 {
		t.Error("heal: the human is still injured, or the Transformation deck is left")
	}
}

// Transformation phase: set back on a pair sets both back on empty places
// of its area other than its own; with one, the effect's player chooses
// which, and the other is discarded; with none, both are discarded.
func TestSetBackATransformedPair(t *testing.T) {
	for free := range 3 {
		tb := newTable(t)
		a, h := tb.pair(1, "Fourarms", "Ben Tennyson", "earth", 2)
		for range 3 - free {
			tb.setCard(1, filler, "earth")
		}
		sealed := tb.inHand(0, "Sealed!")
		for range 3 {
			tb.inHand(0, "Cooper")
		}
		tb.Do(0, fmt.Sprintf("use:%d:", tb.h(sealed)))
		for tb.DoIf(0, "discard:") {
		}
		tb.passAll()
		switch free {
		case 0:
			tb.is(a, "discard")
			tb.is(h, "discard")
		case 1:
			if tb.s.dec.kind != decSetBackPick || tb.s.dec.player != 0 {
				t.Fatalf("one free place: not asked: %v", tb.Codes(0))
			}
			tb.Do(0, fmt.Sprintf("keep:%d:", tb.h(h)))
			tb.passAll()
			tb.is(a, "discard")
			if !tb.s.isSet(h) {
				t.Error("the human chosen is not set back")
			}
		default:
			if !tb.s.isSet(a) || !tb.s.isSet(h) {
				t.Errorf("%d free places: both should be set back", free)
			}
		}
		if tb.s.t.Count(zone(1, zTDeck)) != 0 {
			t.Errorf("%d free: the Transformation deck is left", free)
		}
	}
}

// Transformation phase: only the top card's effects work; both cards count
// for the same-name rule.
func TestPairRules(t *testing.T) {
	tb := newTable(t)
	tb.pair(0, "Fourarms", "Max Tennyson", "earth", 2)
	gwen := tb.inPlay(0, "Gwen Tennyson", "space")
	if got := tb.s.bp(gwen); got != 700 {
		t.Errorf("Gwen's BP %d: Max Tennyson's static works under Fourarms", got)
	}
	tb = newTable(t)
	tb.pair(1, "Fourarms", "Ben Tennyson", "earth", 2)
	ben := tb.setCard(1, "Ben Tennyson", "space")
	tb.endTurn()
	tb.Do(1, fmt.Sprintf("open:%d:", tb.h(ben)))
	if !tb.s.isSet(ben) {
		t.Error("a second Ben Tennyson appeared beside one under Fourarms")
	}
}

// Transformation phase and Additional Rules 3: an effect may transform
// outside the phase, and the new pair may attack whatever its cards did.
func TestTransformationByEffect(t *testing.T) {
	tb := newTable(t)
	ben := tb.inPlay(0, "Ben Tennyson", "earth")
	four := tb.inPlay(0, "Fourarms", "earth")
	frog := tb.inPlay(1, "Mutant Frog", "earth")
	tb.attack(0, four, frog)
	mal := tb.inHand(0, "Omnitrix Malfunction")
	tb.inHand(0, "Cooper")
	tb.inHand(0, "Cooper")
	tb.Do(0, fmt.Sprintf("use:%d:", tb.h(mal)))
	for tb.DoIf(0, "discard:") {
	}
	tb.passAll()
	if tb.s.obj(four).Under != ben {
		t.Fatal("Omnitrix Malfunction did not transform")
	}
	if !tb.Has(0, fmt.Sprintf("attack:%d:%d", tb.h(four), tb.h(frog))) {
		t.Error("the new pair cannot attack")
	}
}

// Additional Rules 1: a Trick is activated only if its player wants; its
// player is asked only when they have a Set Trick whose requirement the
// event meets (not whenever their deck list holds one).
// With trick-chances=concealed, whether a player is asked tells the
// opponent nothing: a plain Set card the opponent does not know might be
// the deck list's Mana Barrier, so its player is asked, and may only pass;
// with the default (held) the same player is not asked.
func TestTrickChancesConcealed(t *testing.T) {
	for _, c := range []struct {
		opt   string
		asked bool
	}{{"trick-chances=concealed", true}, {"trick-chances=held", false}} {
		tb := newTable(t, c.opt)
		a := tb.inPlay(0, "Fourarms", "earth")
		h := tb.inPlay(1, "Kevin", "earth")
		tb.setCard(1, filler, "space")
		tb.s.decks[1] = append(tb.s.decks[1], kit.CardID(tb.card("Mana Barrier").seq))
		tb.s.initTricks()
		tb.declare(0, a, h)
		asked := tb.s.dec.ask == kit.AskWindow && tb.s.dec.player == 1
		if asked != c.asked {
			t.Fatalf("%s: Player 2 asked: %v, want %v (%v)", c.opt, asked, c.asked, tb.Codes(1))
		}
		if asked {
			if codes := tb.Codes(1); len(codes) != 1 || codes[0] != "pass" {
				t.Fatalf("%s: with no Trick Set, the answers are %v", c.opt, codes)
			}
			tb.Do(1, "pass")
			tb.passAll()
		}
		if !tb.injured(h) {
			t.Errorf("%s: the attack did not happen", c.opt)
		}
	}
}

func TestTricksAreOptionalAndAskedOnlyWithATrick(t *testing.T) {
	tb := newTable(t)
	a := tb.inPlay(0, "Fourarms", "earth")
	h := tb.inPlay(1, "Kevin", "earth")
	barrier := tb.setCard(1, "Mana Barrier", "space")
	tb.declare(0, a, h)
	if tb.s.dec.kind != decRunner || tb.s.dec.ask != kit.AskWindow || tb.s.dec.player != 1 {
		t.Fatalf("no chance to activate Mana Barrier: %v", tb.Codes(1))
	}
	if k := tb.s.Table(1).Question.Kind; k != kindTrick {
		t.Errorf("the chance's kind is %q", k)
	}
	tb.Do(1, fmt.Sprintf("trick:%d:", tb.h(barrier)))
	tb.passAll()
	if tb.injured(h) || tb.where(barrier) != "discard" {
		t.Error("Mana Barrier did not cancel the attack")
	}
	tb.Logged("Player 2 activates the Trick Mana Barrier.")

	// A plain Set card, the deck list holding a Mana Barrier: no chance.
	tb = newTable(t)
	a = tb.inPlay(0, "Fourarms", "earth")
	h = tb.inPlay(1, "Kevin", "earth")
	tb.setCard(1, filler, "space")
	tb.s.decks[1] = append(tb.s.decks[1], kit.CardID(tb.card("Mana Barrier").seq))
	tb.s.initTricks()
	tb.declare(0, a, h)
	if tb.s.dec.ask == kit.AskWindow {
		t.Fatalf("Player 2, with no Trick Set, is asked: %s %v", tb.s.question(1), tb.Codes(1))
	}
	if !tb.injured(h) {
		t.Error("the attack did not happen")
	}

	// A Set Trick whose requirement the event does not meet, the deck
	// list holding one that would: no chance.
	tb = newTable(t)
	a = tb.inPlay(0, "Fourarms", "earth")
	tb.inPlay(1, "Kevin", "space")
	tb.setCard(1, "Mana Barrier", "space") // answers an attack, not a move
	tb.s.decks[1] = append(tb.s.decks[1], kit.CardID(tb.card("Tripwire").seq))
	tb.s.initTricks()
	tb.hold(0)
	tb.Do(0, fmt.Sprintf("move:%d", tb.h(a)))
	if tb.s.dec.ask == kit.AskWindow {
		t.Fatalf("Player 2 is asked about a Trick that does not answer a move: %s %v", tb.s.question(1), tb.Codes(1))
	}
	if tb.where(a) != "space" {
		t.Errorf("Fourarms did not move: %s", tb.where(a))
	}
}

// Additional Rules 3: the active player's effects go first.
func TestActivePlayerFirst(t *testing.T) {
	tb := newTable(t)
	tb.hold(0)
	x := tb.inPlay(0, "XLR8", "earth") // attacks: +800 BP
	h := tb.inPlay(1, "Kevin", "earth")
	tb.setCard(1, "Counter Punch", "space")
	tb.declare(0, x, h)
	tb.passAll()
	log := tb.Log(engine.Spectator)
	if i, j := strings.Index(log, "XLR8's ability happens"), strings.Index(log, "XLR8 battles"); i < 0 || j < i {
		t.Errorf("XLR8's ability did not go first:\n%s", log)
	}
	if tb.s.bp(x) != 2100+800 {
		t.Errorf("XLR8's BP %d", tb.s.bp(x))
	}
}

// Additional Rules 3: a player's Life is never above 10000.
func TestLifeNeverAboveTenThousand(t *testing.T) {
	tb := newTable(t)
	tb.s.life[0] = 9700
	badge := tb.inHand(0, "Plumber Badge")
	tb.inHand(0, "Cooper")
	tb.Do(0, fmt.Sprintf("use:%d:", tb.h(badge)))
	tb.DoIf(0, "discard:")
	tb.passAll()
	if tb.life(0) != maxLife {
		t.Errorf("Life %d", tb.life(0))
	}
	tb.Logged("Player 1 gains 300 Life.")
}

// The option open-phase=may: the Open phase may turn no card face up.
func TestOpenPhaseMay(t *testing.T) {
	for _, opt := range []string{"open-phase=must", "open-phase=may"} {
		tb := newTable(t, opt)
		tb.setCard(1, "Mutant Frog", "earth")
		tb.endTurn()
		may := tb.Has(1, "open:none")
		if may != (opt == "open-phase=may") {
			t.Errorf("%s: open:none offered %v", opt, may)
		}
	}
}

// Terms (Additional Rules 2): [HUMAN] characteristics, <<attributes>>,
// [Name] pairing effects, {abilities}.
func TestTerms(t *testing.T) {
	tb := newTable(t)
	max := tb.inPlay(0, "Max Tennyson", "earth")
	gwen := tb.inPlay(0, "Gwen Tennyson", "earth")
	kevin := tb.inPlay(0, "Kevin", "earth")
	if tb.s.bp(gwen) != 700+300 || tb.s.bp(kevin) != 800 || tb.s.bp(max) != 900+300 {
		t.Errorf("<<Hero>> +300: Gwen %d, Kevin %d, Max %d", tb.s.bp(gwen), tb.s.bp(kevin), tb.s.bp(max))
	}
	a, _ := tb.pair(1, "Fourarms", "Ben Tennyson", "earth", 1)
	if tb.s.bp(a) != (600+3000)*2+1000 {
		t.Errorf("[Ben Tennyson] Fourarms: %d", tb.s.bp(a))
	}
	if !strings.Contains(statsLine(tb.card("Stinkfly")), "{Flying Attack}") || !strings.Contains(statsLine(tb.card("Fourarms")), "[ALIEN]") {
		t.Error("the stat lines do not use the rulebook's terms")
	}
}
