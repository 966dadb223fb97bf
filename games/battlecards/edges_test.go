package battlecards

import (
	"fmt"
	"strings"
	"testing"

	"omnideck/decklist"
	"omnideck/kit"
)

// Limits tested at their edge: exactly at a limit passes, one past it
// fails, so that a rule off by one is caught by a rule test and not only
// by a changed playthrough.

// Attempt to Claim a Resource: "only a robot of equal or higher Speed may
// be used to defend that resource". A Robot of exactly the claiming
// Robot's Speed may contest; one of Speed one lower may not; and the
// Robot that does contest battles the claimer.
func TestContestAtEqualSpeed(t *testing.T) {
	tb := newTable(t)
	h := tb.robot(0, "Hound, Scout") // Speed 6
	res := tb.resource(0, "Oil Refinery")
	equal := tb.robot(1, "Ravage, Saboteur")    // Speed 6
	lower := tb.robot(1, "Rumble, Demolitions") // Speed 5
	if got := [3]int{tb.s.speed(h), tb.s.speed(equal), tb.s.speed(lower)}; got != [3]int{6, 6, 5} {
		t.Fatalf("Speeds %v, want 6, 6, 5", got)
	}
	tb.claim(h, res)
	codes := strings.Join(tb.Codes(1), " ")
	if !strings.Contains(codes, "contest:"+tb.named(equal)) {
		t.Errorf("Ravage, of the claiming Robot's Speed, may not contest: %s", codes)
	}
	if strings.Contains(codes, "contest:"+itoa(tb.h(lower))) {
		t.Errorf("Rumble, one Speed slower than the claiming Robot, may contest: %s", codes)
	}
	tb.DoCode(1, "contest:"+tb.named(equal))
	if !tb.s.battle.on || tb.s.battle.robots != [2]kit.ObjID{h, equal} {
		t.Errorf("the contest did not start a battle between Hound and Ravage: %+v", tb.s.battle.robots)
	}

	// With only the slower Robot in Homebase, nobody is asked: the claim
	// stands.
	tb = newTable(t)
	h = tb.robot(0, "Hound, Scout")
	res = tb.resource(0, "Oil Refinery")
	tb.robot(1, "Rumble, Demolitions")
	tb.claim(h, res)
	if tb.s.claim.on || tb.s.holder(res) != h {
		t.Errorf("a claim only a slower Robot could answer does not stand: holder %d", tb.s.holder(res))
	}
}

// THE CARDS and PRINTING THE CARDS: a deck is exactly 50 cards, with at
// most 3 copies of a Robot subtitle and 3 of an Advantage title;
// Resources in any number. Each limit is checked at its edge.
func TestDeckLimitsAtTheEdge(t *testing.T) {
	cat, err := DeckCatalog(nil)
	if err != nil {
		t.Fatal(err)
	}
	check := func(lines ...string) string {
		t.Helper()
		d, err := decklist.Parse("test.txt", []byte(strings.Join(lines, "\n")+"\n"), cat)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, p := range d.Check(nil) {
			out = append(out, p.String())
		}
		return strings.Join(out, "\n")
	}
	fill := func(n int) string { return fmt.Sprintf("%d x Power Station", n) }
	for _, c := range []struct {
		name  string
		lines []string
		want  string // a problem that must be reported; "" for none
	}{
		{"50 cards", []string{fill(50)}, ""},
		{"49 cards", []string{fill(49)}, "49"},
		{"51 cards", []string{fill(51)}, "51"},
		{"3 of a subtitle", []string{"1 x Sideswipe, Warrior", "2 x Sunstreaker, Warrior", fill(47)}, ""},
		{"4 of a subtitle", []string{"2 x Sideswipe, Warrior", "2 x Sunstreaker, Warrior", fill(46)}, "Warrior"},
		{"3 of a Robot", []string{"3 x Optimus Prime, Autobot Commander", fill(47)}, ""},
		{"4 of a Robot", []string{"4 x Optimus Prime, Autobot Commander", fill(46)}, "Autobot Commander"},
		{"3 of an Advantage", []string{"3 x Roll Out!", fill(47)}, ""},
		{"4 of an Advantage", []string{"4 x Roll Out!", fill(46)}, "Roll Out!"},
		{"Resources in any number", []string{"25 x Oil Refinery", "25 x Energon Mine"}, ""},
	} {
		got := check(c.lines...)
		switch {
		case c.want == "" && got != "":
			t.Errorf("%s: refused: %s", c.name, got)
		case c.want != "" && !strings.Contains(got, c.want):
			t.Errorf("%s: the problems %q do not name %q", c.name, got, c.want)
		case c.want != "" && strings.Count(got, "\n") != 0:
			t.Errorf("%s: more than one problem: %s", c.name, got)
		}
	}
}
