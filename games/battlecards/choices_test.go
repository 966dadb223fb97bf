package battlecards

import (
	"slices"
	"testing"
)

// How options are asked: in two steps where pairs would be listed, and
// "pass" for every option that declines to act.

// A claim or challenge asks for the Resource, then the Robot; a Robot
// moves off its Resource, then goes to Homebase or lets another take its
// place (shorter questions, the card, then where).
func TestTwoStepChoices(t *testing.T) {
	tb := newTable(t)
	a := tb.robot(0, "Ironhide, Security Chief")
	tb.robot(0, "Jazz, Special Operations")
	res := tb.resource(0, "Crystal City")
	tb.resource(0, "Offshore Oil Rig")
	tb.inHand(0, filler)
	tb.toAction()
	if got := len(tb.Codes(0)); got != 5 { // 2 transforms, 2 claims, end
		t.Errorf("%d Action phase options, want 5: %v", got, tb.Codes(0))
	}
	tb.DoCode(0, "claim:"+tb.named(res))
	want := []string{"Claim Crystal City with your Ironhide", "Claim Crystal City with your Jazz"}
	if got := tb.Labels(0); !slices.Equal(got, want) {
		t.Fatalf("second step %q, want %q", got, want)
	}
	tb.DoCode(0, "with:"+tb.named(a))
	if tb.s.holder(res) != a {
		t.Fatal("Ironhide does not hold Crystal City")
	}

	tb = newTable(t)
	r, _ := tb.holding(0, "Ironhide, Security Chief", "Oil Refinery")
	tb.robot(0, "Jazz, Special Operations")
	tb.inHand(0, filler)
	tb.DoCode(0, "move:"+tb.named(r))
	want = []string{"Your Ironhide returns to Homebase from Oil Refinery", "Your Jazz takes its place on Oil Refinery"}
	if got := tb.Labels(0); !slices.Equal(got, want) {
		t.Errorf("where Ironhide goes: %q, want %q", got, want)
	}
}

// Declining options are "pass" in every decision: ending a phase, letting
// a claim stand, no support card, no one taking the hit, no Science
// (COMMON: the code of an option that declines to act).
func TestPassCodes(t *testing.T) {
	tb := newTable(t)
	a := tb.robot(0, "Laserbeak, Interrogator") // STR 2 END 2, Science 1
	sup := tb.robot(0, "Skywarp, Warrior")
	res := tb.resource(0, "Oil Refinery")
	tb.robot(1, "Starscream, Air Commander") // Speed 9: may contest
	tb.inHand(0, filler)
	tb.inHand(1, filler)
	for _, c := range tb.Codes(0) {
		if c == "end" {
			t.Errorf("the Deployment phase is ended by %q", c)
		}
	}
	tb.Do(0, "pass")
	tb.claim(a, res)
	if !slices.Contains(tb.Codes(1), "pass") {
		t.Fatalf("letting the claim stand is not pass: %v", tb.Codes(1))
	}
	tb.s.dice.Script(6, 6, 6, 6)
	tb.Do(1, "contest:")
	tb.supportTurn(0)
	tb.do(0, "join", sup)
	tb.passAll()
	if tb.s.dec.kind != decHit || !slices.Contains(tb.Codes(0), "pass") {
		t.Fatalf("no one taking the hit is not pass: decision %d, %v", tb.s.dec.kind, tb.Codes(0))
	}
	tb.Do(0, "pass")
	if tb.s.dec.kind != decAction || !slices.Contains(tb.Codes(0), "pass") {
		t.Fatalf("ending the Action phase is not pass: decision %d, %v", tb.s.dec.kind, tb.Codes(0))
	}
}

// Codes name cards by their full names, title and subtitle (once
// "deploy:111:bumblebee" served two Bumblebees, and "decepticons" stood
// for "Decepticons, Attack!"), so two cards of one title read apart.
func TestCodesNameFullNames(t *testing.T) {
	set, err := LoadCards("two-bumblebees.yaml", append(append([]byte{}, builtinCards...), []byte(`
  - id: X/1
    name: Bumblebee, Warrior
    type: robot
    army: autobot
    cost: 2
    strength: 3
    endurance: 3
    speed: 5
`)...))
	if err != nil {
		t.Fatal(err)
	}
	tb := newTableOf(t, NewGame(set))
	spy, warrior := tb.inHand(0, "Bumblebee, Spy"), tb.inHand(0, "Bumblebee, Warrior")
	codes := tb.Codes(0)
	for _, want := range []string{"deploy:" + itoa(tb.h(spy)) + ":bumblebee-spy", "deploy:" + itoa(tb.h(warrior)) + ":bumblebee-warrior"} {
		if !slices.Contains(codes, want) {
			t.Errorf("no option %s: %v", want, codes)
		}
	}

	tb = newTable(t)
	tb.s.army[1] = armyDecepticon
	r := tb.robot(1, "Megatron, Decepticon Leader")
	attack := tb.inHand(1, "Decepticons, Attack!")
	_, res := tb.holding(0, "Hound, Scout", "Oil Refinery")
	tb.s.active, tb.s.step, tb.s.dec = 1, stepAction, decision{}
	tb.s.turns[1] = 3
	tb.s.advance()
	tb.DoCode(1, "challenge:"+itoa(tb.h(res))+":oil-refinery")
	if tb.s.dec.kind == decWith {
		tb.DoCode(1, "with:"+itoa(tb.h(r))+":megatron-decepticon-leader")
	}
	for tb.s.dec.kind == decSupport && int(tb.s.dec.player) != 1 {
		tb.Do(int(tb.s.dec.player), "pass")
	}
	if want := "strength:" + itoa(tb.h(attack)) + ":decepticons-attack"; !slices.Contains(tb.Codes(1), want) {
		t.Errorf("no option %s: %v", want, tb.Codes(1))
	}
}
