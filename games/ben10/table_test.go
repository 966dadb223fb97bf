package ben10

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/kit"
)

// The table view gives current figures in place order, what each option
// does, and how the game is won.

// cardOf finds the table card with handle h among p's zones.
func cardOf(t *testing.T, tab engine.Table, seat, h int) engine.TableCard {
	t.Helper()
	for _, z := range tab.Players[seat].Zones {
		for _, c := range z.Cards {
			if c.Handle == h {
				return c
			}
		}
	}
	t.Fatalf("no card with handle %d on seat %d's side", h, seat)
	return engine.TableCard{}
}

// The table gives a Character's figures as they are now, the printed ones
// beside them where they differ, each once: no "BP 600 · BP 600".
func TestTableShowsCurrentFigures(t *testing.T) {
	tb := newTable(t)
	gwen := tb.inPlay(0, "Gwen Tennyson", "earth")
	ben := tb.inPlay(0, "Ben Tennyson", "space")
	boost := tb.inHand(0, "Hero Time!")
	tb.Do(0, fmt.Sprintf("use:%d:", tb.h(boost)))
	tb.DoCode(0, fmt.Sprintf("target:%d", tb.h(gwen)))
	tb.passAll()
	tab := tb.s.Table(1)
	g := cardOf(t, tab, 0, tb.h(gwen))
	if g.Stats != "[HUMAN] · BP 1700 · <<Hero>> · <<Magic>>" || g.Printed != "[HUMAN] · BP 700 · <<Hero>> · <<Magic>>" {
		t.Errorf("Gwen Tennyson with +1000 BP: stats %q, printed %q", g.Stats, g.Printed)
	}
	b := cardOf(t, tab, 0, tb.h(ben))
	if b.Stats != "[HUMAN] · BP 600 · <<Hero>> · <<Omnitrix>>" || b.Printed != "" {
		t.Errorf("Ben Tennyson as printed: stats %q, printed %q", b.Stats, b.Printed)
	}
	for _, c := range []engine.TableCard{g, b} {
		if len(c.Counters) != 0 {
			t.Errorf("%s repeats its BP as a counter: %v", c.Name, c.Counters)
		}
	}
}

// A transformed pair shows its whole BP now, (human + alien) × 2, the
// alien's printed BP beside it, and the human under it as it stands.
func TestTableShowsAPairsFigures(t *testing.T) {
	tb := newTable(t)
	heat, gwen := tb.pair(0, "Heatblast", "Gwen Tennyson", "earth", 2)
	tab := tb.s.Table(engine.Spectator)
	top := cardOf(t, tab, 0, tb.h(heat))
	if top.Stats != "[ALIEN] · BP 7000 · <<Fire>>" || top.Printed != "[ALIEN] · BP 2800 · <<Fire>>" {
		t.Errorf("Heatblast on Gwen Tennyson: stats %q, printed %q", top.Stats, top.Printed)
	}
	if len(top.Attached) != 1 || top.Attached[0].Handle != tb.h(gwen) ||
		top.Attached[0].Stats != "[HUMAN] · BP 700 · <<Hero>> · <<Magic>>" || top.Attached[0].Printed != "" {
		t.Errorf("the human under the pair: %+v", top.Attached)
	}
}

// The table lists an area's cards in place order, whatever order they
// came in: a card set into a place freed earlier is not listed last.
func TestTableListsPlacesInOrder(t *testing.T) {
	tb := newTable(t)
	var ids []kit.ObjID
	for range areaSlots {
		ids = append(ids, tb.setCard(0, filler, "earth"))
	}
	tb.s.toDiscard(ids[0])
	tb.setCard(0, "Fourarms", "earth") // into place 1, freed
	for _, viewer := range []int{0, 1, engine.Spectator} {
		var slots []int
		for _, z := range tb.s.Table(viewer).Players[0].Zones {
			if z.ID == tb.s.t.Zones[areaZone(0, 0)].ID() {
				for _, c := range z.Cards {
					slots = append(slots, c.Slot)
				}
			}
		}
		if !slices.Equal(slots, []int{0, 1, 2, 3}) {
			t.Errorf("viewer %d: Earth's places are listed as %v", viewer, slots)
		}
	}
}

// detailOf is the detail of player p's option with code on the table.
func detailOf(t *testing.T, s *State, p int, code string) string {
	t.Helper()
	for _, o := range s.Table(p).Question.Options {
		if o.Code == code {
			return o.Detail
		}
	}
	t.Fatalf("no option %q", code)
	return ""
}

// Choices about abilities, Effect cards and Tricks say what they do (and
// cost), not the stat line of the card; battles say the BP they would be
// fought with.
func TestOptionsSayWhatAbilitiesDo(t *testing.T) {
	tb := newTable(t)
	tb.hold(0)
	boost := tb.inHand(0, "Hero Time!")
	fly := tb.inPlay(0, "Stinkfly", "earth")
	k := tb.inPlay(1, "Kevin 11", "earth")
	if d := detailOf(t, tb.s, 0, fmt.Sprintf("use:%d:hero-time", tb.h(boost))); d != "Target Character card you control gets +1000 BP until end of turn." {
		t.Errorf("Hero Time!'s detail: %q", d)
	}
	if d := detailOf(t, tb.s, 0, fmt.Sprintf("attack:%d:%d", tb.h(fly), tb.h(k))); d != "BP 1800 against BP 0 (Flying Attack)" {
		t.Errorf("Stinkfly's attack: %q", d)
	}

	tb = newTable(t)
	tb.inPlay(0, "Kevin", "earth")
	blast := tb.setCard(1, "Alien Blast", "earth") // Use cost 3, one in play
	tb.setCard(1, filler, "space")
	tb.endTurn()
	if d := detailOf(t, tb.s, 1, fmt.Sprintf("open:%d:alien-blast", tb.h(blast))); d != "Use cost 3 (discard 2 now). Deal 1 damage to target Character card your opponent controls." {
		t.Errorf("Alien Blast turned face up: %q", d)
	}

	tb = newTable(t)
	ben := tb.setCard(1, "Ben Tennyson", "earth")
	tb.endTurn()
	tb.Do(1, fmt.Sprintf("open:%d:", tb.h(ben)))
	if d := detailOf(t, tb.s, 1, "yes"); d != "When this card appears, you may draw a card." {
		t.Errorf("Ben Tennyson's optional ability: %q", d)
	}

	tb = newTable(t)
	tb.hold(0)
	a := tb.inPlay(0, "Fourarms", "earth")
	shield := tb.setCard(1, "Gwen's Shield", "earth")
	tb.attack(0, a, shield)
	if d := detailOf(t, tb.s, 1, "yes"); !strings.HasPrefix(d, "When this Set card is attacked: ") {
		t.Errorf("the attacked Trick: %q", d)
	}
	if !slices.Contains(tb.Codes(1), "pass") {
		t.Errorf("not activating the attacked Trick is not pass: %v", tb.Codes(1))
	}
}

// The table says how the game is won.
func TestTableSaysHowTheGameIsWon(t *testing.T) {
	tb := newTable(t)
	if g := tb.s.Table(engine.Spectator).Goal; !strings.Contains(g, "10000 Life to 0") {
		t.Errorf("goal: %q", g)
	}
}
