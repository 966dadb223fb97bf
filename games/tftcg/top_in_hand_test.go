package tftcg

import (
	"slices"
	"strings"
	"testing"
)

// Rules_Roundup-2019-07-29.xml#2-41: Major Shockwave's bot mode (W3/T09,
// "While the top card of your deck is a Decepticon card or a Secret Action
// > You may play it as though it were in your hand") does not change when
// a card may be played: "If another effect allows you to play additional
// actions, you can keep playing them from the top of your deck." Brainstorm
// ("You may play an Action. Then you may play another Action") offers the
// top card, a Decepticon Action, then the next, a Secret Action; each
// taken is played. In alt mode it offers neither.
func TestRulingShockwaveTopByEffect(t *testing.T) {
	deck := stack([]string{"Brainstorm"}, blank[:3], []string{"Frag Toss", "Hiding Spot"}, noIcons(10))
	s := stdGame(t, mayAttack, []string{shockwaveW3}, ironhide, deck, blank)
	toBot(t, s, 0, "Major Shockwave")
	laterTurn(s)
	s.settle()
	top := topCards(s, 0, 2)
	play(t, s, "action:"+handleCode(s, handCard(t, s, 0, "Brainstorm")))
	if s.ask != askPick || !has(s, "pick:"+handleCode(s, top[0])) {
		t.Fatalf("Brainstorm does not offer Frag Toss on top of the deck: %q %v", s.question(), codes(s))
	}
	if l := labels(s); !slices.ContainsFunc(l, func(x string) bool { return strings.Contains(x, "Frag Toss, the top card of your deck") }) {
		t.Errorf("no label says the card is the top of the deck: %v", l)
	}
	play(t, s, "pick:"+handleCode(s, top[0]))
	if s.ask != askPick || !has(s, "pick:"+handleCode(s, top[1])) {
		t.Fatalf("Brainstorm's second Action does not offer the next top card, a Secret Action: %q %v", s.question(), codes(s))
	}
	play(t, s, "pick:"+handleCode(s, top[1]))
	passAll(t, s)
	if s.damage(char(t, s, 1, "Ironhide")) == 0 || !inZone(s, top[0], 0, zPlayed) {
		t.Errorf("Frag Toss from the top of the deck did not resolve: %v", logLines(s))
	}
	if !inZone(s, top[1], 0, zPlayed) || s.t.Identifies(1, top[1]) {
		t.Errorf("Hiding Spot is not played face down (played %v, seen by the opponent %v): %v", inZone(s, top[1], 0, zPlayed), s.t.Identifies(1, top[1]), logLines(s))
	}

	s = stdGame(t, mayAttack, []string{shockwaveW3}, ironhide, deck, blank)
	laterTurn(s)
	s.settle()
	top = topCards(s, 0, 1)
	play(t, s, "action:"+handleCode(s, handCard(t, s, 0, "Brainstorm")))
	if has(s, "pick:"+handleCode(s, top[0])) {
		t.Errorf("in alt mode Brainstorm offers the top card: %v", codes(s))
	}
}
