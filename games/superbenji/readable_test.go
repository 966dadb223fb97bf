package superbenji

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/kit"
)

// What players read: the table's figures, the options' words and the log
// (docs/rules/superbenji.md, "What players know, and how they are asked").

// logAs is everything logged so far, as viewer sees it.
func (tb *table) logAs(viewer int) string {
	entries, _ := tb.s.Events(viewer, 0)
	return strings.Join(engine.Texts(entries), "\n")
}

// tableOption is the option of viewer p's table question whose code
// starts with prefix.
func (tb *table) tableOption(p int, prefix string) engine.TableOption {
	tb.t.Helper()
	for _, o := range tb.s.Table(p).Question.Options {
		if strings.HasPrefix(o.Code, prefix) {
			return o
		}
	}
	tb.t.Fatalf("no option %q in %v", prefix, tb.codes())
	return engine.TableOption{}
}

// tableCardOf is the card with this handle on viewer p's table.
func tableCardOf(t *testing.T, tv engine.Table, handle int) engine.TableCard {
	t.Helper()
	for _, pl := range tv.Players {
		for _, z := range pl.Zones {
			for _, c := range z.Cards {
				if c.Handle == handle {
					return c
				}
			}
		}
	}
	t.Fatalf("no card %d on the table", handle)
	return engine.TableCard{}
}

// The example: Chloe grown to 6/6 by counters shows 6/6 on the
// board and in the Targeted Nuke target line (its option's card), with
// her printed 2/2 beside it; a card as printed shows no printed line.
func TestTableShowsCurrentFiguresWithPrintedBeside(t *testing.T) {
	tb := newTable(t)
	chloe := tb.inPlay(1, "Chloe, Cheese Consumer") // 2/2
	tb.s.objs[chloe].counterA, tb.s.objs[chloe].counterH = 4, 4
	jordan := tb.inPlay(1, "Jordan, Fire Master")
	nuke := tb.inHand(0, "Targeted Nuke")
	tb.pool(0, "W W W")
	tb.play(0, nuke)
	o := tb.tableOption(0, fmt.Sprintf("target:%d:", tb.h(chloe)))
	tv := tb.s.Table(0)
	c := tableCardOf(t, tv, o.Cards[0])
	if c.Name != "Chloe, Cheese Consumer" || c.Stats != "6/6" || c.Printed != "2/2" {
		t.Errorf("the target option's card is %s %q printed %q, want Chloe 6/6 printed 2/2", c.Name, c.Stats, c.Printed)
	}
	if j := tableCardOf(t, tv, int(tb.h(jordan))); j.Stats != "3/4 · Reach Vigilance" || j.Printed != "" {
		t.Errorf("Jordan as printed shows %q printed %q", j.Stats, j.Printed)
	}
	// Keywords are figures too: text removed takes them away.
	tb.s.mods = append(tb.s.mods, kit.Modifier{Obj: jordan, Remove: abText, Until: UntilEndOfTurn, Source: -1})
	tb.s.memo.Forget()
	if j := tableCardOf(t, tb.s.Table(0), int(tb.h(jordan))); j.Stats != "3/4" || j.Printed != "3/4 · Reach Vigilance" {
		t.Errorf("Jordan without text shows %q printed %q", j.Stats, j.Printed)
	}
}

// The table says how the game is won, and a finished game how it ended:
// Health brought to 0, or a deck that ran out.
func TestTableGoalAndOutcomeReason(t *testing.T) {
	tb := newTable(t)
	if g := tb.s.Table(0).Goal; !strings.Contains(g, "20 Health") || !strings.Contains(g, "empty deck") {
		t.Errorf("the goal is %q", g)
	}
	benji := tb.inPlay(0, "Benji, Hero of Benji Island")
	tb.s.players[1].life = 1
	tb.pool(0, "H")
	tb.use(0, benji, 0)
	tb.targetPlayer(0, 1)
	if o := tb.s.Outcome(); !o.Over || o.Reason != "Health brought to 0" || tb.s.Table(0).Outcome.Reason != o.Reason {
		t.Errorf("the outcome is %+v", o)
	}

	tb = newTable(t)
	tb.emptyDeck(1, 0)
	tb.endTurn()
	if o := tb.s.Outcome(); !o.Over || o.Reason != "deck ran out" || !slices.Equal(o.Winners, []int{0}) {
		t.Errorf("the outcome is %+v", o)
	}
}

// An ability's option gives its cost and effect beside its label, not the
// creature's stat line; an action card's option what the card does.
func TestOptionsDetailAbilitiesAndActions(t *testing.T) {
	tb := newTable(t)
	benji := tb.inPlay(0, "Benji, Hero of Benji Island")
	jordan := tb.inPlay(0, "Jordan, Fire Master")
	tb.inHand(0, "Targeted Nuke")
	tb.pool(0, "H + - W")
	for code, want := range map[string]string{
		fmt.Sprintf("use:%d:0:", tb.h(benji)):  "H: Deal 1 damage to any player or character.",
		fmt.Sprintf("use:%d:0:", tb.h(jordan)): "+ - and exhaust this character: Deal 1 damage to up to 3 target characters.",
		"play:":                                "Fast action · Cost ● ● ●: Deal 5 damage to target character.",
		"combat":                               "",
	} {
		if got := tb.tableOption(0, code).Detail; got != want {
			t.Errorf("option %s's detail is %q, want %q", code, got, want)
		}
	}
}

// Where both players have cards of a name, the log and the labels say
// whose; where only one has, they do not.
func TestLogAndLabelsSayWhose(t *testing.T) {
	tb := newTable(t) // both decks hold Benji City Citizens
	mine := tb.inPlay(0, "Benji City Citizen")
	theirs := tb.inPlay(1, "Benji City Citizen")
	jordan := tb.inPlay(0, "Jordan, Fire Master")
	tb.attackWith(mine, jordan)
	if got := tb.labelsOf(); !slices.Contains(got, fmt.Sprintf("block:%d:%d: Block Benji City Citizen (Player 1's) with Benji City Citizen (yours)", tb.h(theirs), tb.h(mine))) {
		t.Errorf("the block options do not say whose:\n%s", strings.Join(got, "\n"))
	}
	tb.blockWith(theirs, mine)
	tb.blocksDone()
	tb.bothPass()
	for viewer, want := range map[int][]string{
		0: {"Your Benji City Citizen attacks.", "Jordan, Fire Master attacks.",
			"Player 2's Benji City Citizen blocks your Benji City Citizen.",
			"Your Benji City Citizen takes 1 damage from Player 2's Benji City Citizen.",
			"Player 2 takes 3 damage from Jordan, Fire Master."},
		1: {"Player 1's Benji City Citizen attacks.", "Your Benji City Citizen blocks Player 1's Benji City Citizen.",
			"Player 1's Benji City Citizen is destroyed.", "Your Benji City Citizen is destroyed."},
	} {
		log := tb.logAs(viewer)
		for _, w := range want {
			if !strings.Contains(log, w) {
				t.Errorf("Player %d's log does not say %q:\n%s", viewer+1, w, log)
			}
		}
	}
}

// An effect's log line says what it did and by how much; a trigger and an
// ability what they do; actions gained which they are.
func TestLogSaysWhatEffectsDid(t *testing.T) {
	tb := newTable(t)
	zach := tb.inPlay(0, "Zach, Rock Fighter")
	stop := tb.inPlay(0, "Baby Stoplight, Laser Master")
	foe := tb.inPlay(1, "Jean, Original Hero")
	tb.inPlay(0, "Banana Soldier")
	tb.pool(0, "- ?")
	tb.use(0, zach, 0)
	tb.target(0, zach)
	tb.use(0, stop, 0)
	tb.target(0, foe)
	tb.play(0, tb.inHand(0, "Dr. Banana, Evil Mastermind"))
	arrest := tb.inHand(0, "Arrest")
	tb.play(0, arrest)
	tb.target(0, zach)
	for _, w := range []string{
		`Player 1 uses Zach, Rock Fighter's Hard as Rock: "Target character gets +0/+3 until end of turn."`,
		"Zach, Rock Fighter gets +0/+3 until end of turn.",
		"Baby Stoplight, Laser Master gains Lethal until end of turn.",
		"Jean, Original Hero takes 2 damage from Baby Stoplight, Laser Master.",
		"Jean, Original Hero is destroyed by damage from a Lethal card.",
		`Banana Soldier triggers: "When a Banana card is played, put a +1/+1 counter on this card."`,
		"Player 1 gains Villain, Villain and Misc actions from Dr. Banana, Evil Mastermind.",
		"Zach, Rock Fighter loses its text until the start of Player 1's next turn from Arrest.",
	} {
		tb.logged(w)
	}
	if log := tb.logAs(0); !strings.Contains(log, "loses its text until the start of your next turn") {
		t.Errorf("Player 1's log does not say whose next turn ends Arrest:\n%s", log)
	}
}

// The option that declines to act has the code pass and says what
// happens then: the card resolves (with, to its chooser, that they hold
// nothing to answer it with), or combat damage follows.
func TestPassOptionsSayWhatTheyMean(t *testing.T) {
	tb := newTable(t)
	tb.inHand(1, "Cook")
	tb.play(0, tb.inHand(0, "Benji City Citizen"))
	if got := tb.labelsOf(); !slices.Equal(got, []string{"pass: Let Benji City Citizen (Player 1's) resolve (you hold no card that can answer it)"}) {
		t.Errorf("answering with no Delay: %v", got)
	}
	tb.pass(1)
	tb.inHand(1, "Delay")
	tb.play(0, tb.inHand(0, "Cook"))
	if got := tb.labelsOf(); len(got) != 2 || got[0] != "pass: Let Cook (Player 1's) resolve" {
		t.Errorf("answering with a Delay: %v", got)
	}
	tb.pass(1)

	tb = newTable(t)
	tb.inHand(1, "Backup Plan") // a fast action Player 2 may play
	tb.attackWith(tb.inPlay(0, "Jordan, Fire Master"))
	tb.blocksDone()
	if got := tb.labelsOf(); !slices.Equal(got, []string{"pass: Pass (nothing you can play or use now; combat damage follows if Player 2 passes too)"}) {
		t.Errorf("the first pass: %v", got)
	}
	tb.do(0, "pass")
	if got := tb.labelsOf(); !slices.Contains(got, "pass: Pass (combat damage is dealt next)") {
		t.Errorf("the second pass: %v", got)
	}
}

// Attack with all: one option declares every character that may attack,
// offered beside the one-by-one declaration when two or more may.
func TestAttackWithAll(t *testing.T) {
	tb := newTable(t)
	noah := tb.inPlay(0, "Noah, Calculator")
	zach := tb.inPlay(0, "Zach, Rock Fighter")
	fresh := tb.inPlay(0, "Benji City Citizen")
	tb.s.objs[fresh].enteredTurn = 1 // cannot attack this turn (6.1.2)
	tb.toCombat()
	want := "attack:all: Attack with all: Noah, Calculator and Zach, Rock Fighter"
	if got := tb.labelsOf(); !slices.Contains(got, want) || !slices.Contains(got, fmt.Sprintf("attack:%d:noah-calculator: Attack with Noah, Calculator", tb.h(noah))) {
		t.Fatalf("attack options:\n%s", strings.Join(got, "\n"))
	}
	if d := tb.tableOption(0, "attack:all").Detail; d != "7 Attack in all" {
		t.Errorf("attack:all's detail is %q", d)
	}
	tb.do(0, "attack:all")
	if !tb.s.objs[noah].attacking || !tb.s.objs[zach].attacking || tb.s.objs[fresh].attacking || tb.s.dec.kind == decAttack {
		t.Errorf("attack:all declared Noah %v, Zach %v, the new Citizen %v; decision %d",
			tb.s.objs[noah].attacking, tb.s.objs[zach].attacking, tb.s.objs[fresh].attacking, tb.s.dec.kind)
	}

	tb = newTable(t)
	tb.inPlay(0, "Noah, Calculator")
	tb.toCombat()
	if tb.offered("attack:all") {
		t.Errorf("attack:all is offered with one attacker: %v", tb.codes())
	}
}

// Two Food tokens made on different turns are the same choice: one option
// uses one of them (when a card that is not a character entered play
// matters to nothing).
func TestTokensMadeOnDifferentTurnsAreOneOption(t *testing.T) {
	tb := newTable(t)
	tb.inPlay(0, "Food")
	fresh := tb.inPlay(0, "Food")
	tb.s.objs[fresh].enteredTurn = int32(tb.s.turn)
	n := 0
	for _, c := range tb.codes() {
		if strings.HasSuffix(c, ":food") {
			n++
		}
	}
	if n != 1 {
		t.Errorf("two Foods give %d options: %v", n, tb.codes())
	}
}
