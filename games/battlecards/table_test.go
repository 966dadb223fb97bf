package battlecards

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/kit"
)

// What the table shows a person: current figures beside the printed
// ones, names without internal numbers, what an option does, and how the
// game is won.

// tableCard finds card id on player p's table.
func (tb *table) tableCard(p int, id kit.ObjID) engine.TableCard {
	tb.t.Helper()
	h := int(tb.h(id))
	t := tb.s.Table(p)
	zones := slices.Clone(t.Zones)
	for _, pl := range t.Players {
		zones = append(zones, pl.Zones...)
	}
	for _, z := range zones {
		for _, c := range z.Cards {
			if c.Handle == h {
				return c
			}
		}
	}
	tb.t.Fatalf("%s is not on the table", tb.s.card(id).Name)
	return engine.TableCard{}
}

// option finds the option of player p's table question whose code starts
// with prefix.
func (tb *table) option(p int, prefix string) engine.TableOption {
	tb.t.Helper()
	q := tb.s.Table(p).Question
	for _, o := range q.Options {
		if strings.HasPrefix(o.Code, prefix) {
			return o
		}
	}
	tb.t.Fatalf("no option %q in %+v", prefix, q.Options)
	return engine.TableOption{}
}

// The table shows a Robot's power values now, supports and effects
// applied, with the printed ones beside them when they differ: current
// figures everywhere.
func TestTableShowsCurrentFigures(t *testing.T) {
	tb := newTable(t)
	a := tb.robot(0, "Ironhide, Security Chief")
	h, res := tb.holding(1, "Hound, Scout", "Oil Refinery")
	sup := tb.inHand(0, "Crystal City") // Strength Support 1
	if c := tb.tableCard(0, a); c.Stats != "STR 6 · END 7 · SPD 4 · Combat 2" || c.Printed != "" {
		t.Errorf("Ironhide as printed: stats %q, printed %q", c.Stats, c.Printed)
	}
	tb.challenge(a, res)
	tb.supportTurn(0)
	tb.do(0, "strength", sup)
	c := tb.tableCard(0, a)
	if c.Stats != "STR 7 · END 7 · SPD 4 · Combat 2" || c.Printed != "STR 6 · END 7 · SPD 4 · Combat 2" {
		t.Errorf("Ironhide with a Strength Support of 1: stats %q, printed %q", c.Stats, c.Printed)
	}
	if !slices.Contains(tb.tableCard(0, h).Status, "holding Oil Refinery") {
		t.Errorf("Hound's status %v does not say what it holds", tb.tableCard(0, h).Status)
	}
	if st := tb.tableCard(0, res).Status; !slices.Contains(st, "held by Player 2's Hound") {
		t.Errorf("Oil Refinery's status %v does not say who holds it", st)
	}
}

// handleText is a card handle as text might show it: "#12".
var handleText = regexp.MustCompile(`#\d`)

// No label, status or view shows a handle; Resources of one name are told
// apart by who holds them, and unclaimed ones, which are alike, are one
// option (no internal numbers such as "on #212").
func TestNoHandlesShown(t *testing.T) {
	tb := newTable(t)
	tb.robot(0, "Ironhide, Security Chief")
	tb.robot(0, "Jazz, Special Operations")
	_, held := tb.holding(1, "Hound, Scout", "Oil Refinery")
	free := tb.resource(1, "Oil Refinery")
	tb.resource(0, "Oil Refinery")
	tb.resource(0, "Crystal City")
	tb.inHand(0, filler)
	tb.toAction()
	labels := tb.Labels(0)
	for _, want := range []string{"Claim Oil Refinery", "Claim Crystal City", "Challenge Player 2's Hound for Oil Refinery"} {
		if !slices.Contains(labels, want) {
			t.Errorf("no option %q in %q", want, labels)
		}
	}
	claims := 0
	for _, l := range labels {
		if strings.HasPrefix(l, "Claim ") {
			claims++
		}
	}
	if claims != 2 {
		t.Errorf("%d claim options, want 2 (the two unclaimed Oil Refineries are alike): %q", claims, labels)
	}
	// A target, which may be any of them, says which.
	if got := tb.s.seen(0, held); got != "Oil Refinery (held by Player 2's Hound)" {
		t.Errorf("the held Oil Refinery is named %q", got)
	}
	if got := tb.s.seen(0, free); got != "Oil Refinery (unclaimed)" {
		t.Errorf("an unclaimed Oil Refinery is named %q", got)
	}
	text := strings.Join(labels, "\n") + tb.s.View(0).(*View).Text()
	tab := tb.s.Table(0)
	for _, z := range tab.Zones {
		for _, c := range z.Cards {
			text += strings.Join(c.Status, " ")
		}
	}
	if handleText.MatchString(text) {
		t.Errorf("a handle is shown:\n%s", text)
	}
}

// An option that uses an ability says what it does (card-ability
// choices show the ability's cost and effect): an Advantage its effect, a
// transformation the values it comes to and its Power Effect, a challenge
// the Robot it meets.
func TestOptionDetail(t *testing.T) {
	tb := newTable(t)
	tb.s.army[0] = armyAutobot
	a := tb.robot(0, "Ironhide, Security Chief")
	tb.robot(0, "Jazz, Special Operations")
	_, res := tb.holding(1, "Hound, Scout", "Oil Refinery")
	tb.inHand(0, "Heroic Charge")
	tb.toAction()
	if o := tb.option(0, "challenge:"); o.Detail != "Player 2's Hound: STR 3 · END 4 · SPD 6 · Tactical 1 · Science 1" {
		t.Errorf("the challenge's detail %q does not give the holder's figures", o.Detail)
	}
	tb.challenge(a, res)
	tb.supportTurn(0)
	if o := tb.option(0, "effect:"); o.Detail != "Your battling Robot gets +1 Strength until end of battle. Place 1 damage marker on the opposing Robot." {
		t.Errorf("Heroic Charge's detail: %q", o.Detail)
	}
	if o := tb.option(0, "transform:"); o.Detail != "Van: STR 5 · END 7 · SPD 5; Power Effect: Your battling Robot gets +1 Strength until end of battle." {
		t.Errorf("Ironhide's transformation's detail: %q", o.Detail)
	}
	if o := tb.option(0, "strength:"); o.Detail != "" {
		t.Errorf("a Strength Support, which its label says, has the detail %q", o.Detail)
	}
}

// The table says how the game is won, as the options set it up.
func TestGoal(t *testing.T) {
	tb := newTable(t)
	if g := tb.s.Table(0).Goal; !strings.HasPrefix(g, "Win by reaching 40 Energon in your bank (Supreme Victory).") {
		t.Errorf("goal %q", g)
	}
	tb = newTable(t, "victory=all")
	want := "Win by reaching 40 Energon in your bank (Supreme Victory), by controlling 5 Resources at once (Domination Victory) or by bringing an opponent's Energon Bank to 0 or less (Survival Victory)."
	if g := tb.s.Table(0).Goal; !strings.HasPrefix(g, want) {
		t.Errorf("goal %q, want %q", g, want)
	}
}
