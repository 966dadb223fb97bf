package ben10

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
)

// The Main sequence asks for a card first and then how it acts: shorter
// questions.

// The Main sequence lists each card of the hand once: setting it asks
// where only when both areas have a free place, and that second step can
// go back.
func TestMainSequenceListsEachCardOnce(t *testing.T) {
	tb := newTable(t)
	four := tb.inHand(0, "Fourarms")
	tb.inHand(0, "Heatblast")
	tb.inHand(0, "Ambush")
	codes := tb.Codes(0)
	if len(codes) != 4 {
		t.Fatalf("three cards in hand and two free areas: options %v, want a set for each and end", codes)
	}
	set := fmt.Sprintf("set:%d:fourarms", tb.h(four))
	if !slices.Contains(codes, set) {
		t.Fatalf("no %s: %v", set, codes)
	}
	tb.DoCode(0, set)
	if got := tb.Codes(0); !slices.Equal(got, []string{set + ":earth", set + ":space", "back"}) {
		t.Fatalf("the second step: %v", got)
	}
	if q := tb.s.View(1).(*View).Question; strings.Contains(q, "Fourarms") {
		t.Errorf("the opponent is told which card is being set: %q", q)
	}
	tb.DoCode(0, "back")
	if got := tb.Codes(0); !slices.Equal(got, codes) {
		t.Fatalf("back: %v, want %v", got, codes)
	}
	tb.DoCode(0, set)
	tb.DoCode(0, set+":space")
	tb.passAll()
	tb.is(four, "space")

	// One area full: the one step sets the card.
	tb = newTable(t)
	for range areaSlots {
		tb.setCard(0, filler, "earth")
	}
	heat := tb.inHand(0, "Heatblast")
	tb.inHand(0, "Ambush")
	one := fmt.Sprintf("set:%d:heatblast:space", tb.h(heat))
	if !slices.Contains(tb.Codes(0), one) {
		t.Fatalf("with Earth full, no %s: %v", one, tb.Codes(0))
	}
	tb.DoCode(0, one)
	tb.is(heat, "space")
}

// An attacker with several possible targets is chosen first, then its
// target; with one, the one option names both.
func TestAttackAsksForTheTargetSecond(t *testing.T) {
	tb := newTable(t)
	tb.hold(0)
	a := tb.inPlay(0, "Fourarms", "earth")
	b := tb.inPlay(0, "Heatblast", "space")
	k := tb.inPlay(1, "Kevin", "earth")
	set := tb.setCard(1, filler, "earth")
	frog := tb.inPlay(1, filler, "space")
	codes := tb.Codes(0)
	first := fmt.Sprintf("attack:%d", tb.h(a))
	single := fmt.Sprintf("attack:%d:%d", tb.h(b), tb.h(frog))
	if !slices.Contains(codes, first) || !slices.Contains(codes, single) {
		t.Fatalf("options %v: want %s and %s", codes, first, single)
	}
	tb.DoCode(0, first)
	want := []string{fmt.Sprintf("attack:%d:%d", tb.h(a), tb.h(k)), fmt.Sprintf("attack:%d:%d", tb.h(a), tb.h(set)), "back"}
	if got := tb.Codes(0); !slices.Equal(got, want) {
		t.Fatalf("the targets: %v, want %v", got, want)
	}
	labels := tb.Labels(0)
	if labels[0] != "Fourarms (Earth 1) attacks Kevin (Earth 1)" || labels[1] != "Fourarms (Earth 1) attacks the Set card in Earth 2" {
		t.Errorf("target labels: %q", labels)
	}
	// The pending step is state data: a copy asks the same, and answers
	// alike.
	c := tb.s.Clone()
	if got := (&kittestCodes{c}).codes(0); !slices.Equal(got, want) {
		t.Errorf("a copy asks %v", got)
	}
	w := tb.s.Determinize(0, new(engine.RNG))
	if got := (&kittestCodes{w}).codes(0); !slices.Equal(got, want) {
		t.Errorf("a sampled world asks %v", got)
	}
	tb.DoCode(0, want[0])
	tb.passAll()
	if !tb.injured(k) {
		t.Error("Kevin was not attacked")
	}
}

// kittestCodes lists a state's codes.
type kittestCodes struct{ s engine.State }

func (k *kittestCodes) codes(p int) []string {
	var out []string
	for _, a := range k.s.Legal(p, nil) {
		out = append(out, k.s.ActionCode(p, a))
	}
	return out
}

// In a mirror match an attack's label says whose the target is.
func TestAttackLabelSaysWhoseInAMirrorMatch(t *testing.T) {
	tb := newTable(t)
	tb.hold(0)
	tb.inPlay(0, "Fourarms", "earth")
	tb.inPlay(1, "Fourarms", "earth")
	if l := tb.Labels(0); !slices.Contains(l, "Fourarms (Earth 1) attacks Player 2's Fourarms (Earth 1)") {
		t.Errorf("the attack's label does not say whose the target is: %q", l)
	}
}
