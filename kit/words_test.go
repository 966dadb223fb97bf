package kit

import (
	"strings"
	"testing"

	"omnideck/carddata"
)

// A game names selectors with words of its own, and zones in its own
// words; the load-time check puts the named selector in the word's place.
func TestSelectorWordsAndZoneWords(t *testing.T) {
	g := newToy()
	mine := g.card(1, 0, g.area[0])
	g.card(4, 1, g.area[1])
	gone := g.card(2, 0, g.disc[0])
	v := &Vocab{Nouns: []string{"character", "card"}, Statuses: []string{"strong"},
		Words:     map[string]Selector{"mine": {All: "character", Filter: Filter{Controller: "you"}}},
		ZoneRoles: map[string]Role{"graveyard": RoleDiscard}}
	p := carddata.Problems{File: "x"}
	k := &Check{Problems: &p, Card: "X", Vocab: v}
	var sel Selector
	if err := carddata.Unmarshal("t.yaml", []byte("mine"), &sel); err != nil {
		t.Fatal(err)
	}
	k.Selector("effect 1", &sel, false)
	if err := p.Err(); err != nil || sel.Word != "mine" {
		t.Fatalf("%v %+v", err, sel)
	}
	if got := g.targets(&sel, Ctx{Src: mine, Ctrl: 0}, false); len(got) != 1 || got[0] != CardTarget(mine) {
		t.Errorf("mine: %v", got)
	}
	sel = Selector{Target: "card", In: "graveyard"}
	k.Selector("effect 2", &sel, true)
	if got := g.targets(&sel, Ctx{Src: mine, Ctrl: 0}, true); len(got) != 1 || got[0] != CardTarget(gone) {
		t.Errorf("a card in the graveyard: %v", got)
	}
	for _, bad := range []Selector{{Word: "theirs"}, {All: "card", In: "attic"}} {
		k.Selector("effect 3", &bad, false)
	}
	err := p.Err()
	for _, want := range []string{`selector "theirs": not a word this game knows (words: self, you, opponent, partner, mine)`, `in "attic" is not one of graveyard`} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%v lacks %q", err, want)
		}
	}
}

// A game allows the durations it lists; without a list, those of turns.
func TestDurationsAGameAllows(t *testing.T) {
	p := carddata.Problems{File: "x"}
	k := &Check{Problems: &p, Card: "X", Vocab: &Vocab{}}
	battle, permanent := UntilEndOfBattle, Permanent
	k.Duration("effect 1", &battle)
	if err := p.Err(); err == nil || !strings.Contains(err.Error(), "end_of_turn") {
		t.Errorf("end of battle without the game's leave: %v", err)
	}
	p = carddata.Problems{File: "x"}
	k = &Check{Problems: &p, Card: "X", Vocab: &Vocab{Durations: []Duration{UntilEndOfBattle, UntilEndOfTurn}}}
	k.Duration("effect 1", &battle)
	k.Duration("effect 2", &permanent)
	if err := p.Err(); err == nil || strings.Contains(err.Error(), "effect 1") || !strings.Contains(err.Error(), "effect 2: until \"\" is not one of end_of_battle, end_of_turn") {
		t.Errorf("%v", err)
	}
	g := newToy()
	a := g.card(1, 0, g.area[0])
	var m Mods
	m.Add(Modifier{Obj: a, Source: NoObj, Until: UntilEndOfBattle, N: 2})
	m.Add(Modifier{Obj: a, Source: NoObj, Until: UntilEndOfTurn, N: 3})
	m.EndBattle(&g.t)
	if m.Stat(&g.t, a, 0, 0) != 3 || UntilEndOfBattle.Words() != "until end of battle" {
		t.Error("EndBattle")
	}
}
