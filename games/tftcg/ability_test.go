package tftcg

import (
	"strings"
	"testing"
)

// An abilities file is checked strictly: an unknown card id, mode,
// trigger or verb and a bad field are each reported with the file's name
// and line, every problem at once, and no ability is added.
func TestAbilitiesFileProblems(t *testing.T) {
	cs, err := BuiltinCards()
	if err != nil {
		t.Fatal(err)
	}
	data := []byte(`game: tftcg
cards:
  - id: W9/T99
    mode: alt
    when: flip_to
    do: [{draw: {n: 1}}]
  - id: W1/T01
    mode: alt
    when: sometimes
    do: [{heal: {n: 1}}]
  - id: W1/T01
    mode: bot
    when: attacks
    do: [{repair: {n: 1, to: self, colour: red}}]
  - id: W1/T01
    mode: alt2
    when: attacks
    do: [{draw: {n: 1}}]
`)
	err = cs.AddAbilities("test.yaml", data)
	if err == nil {
		t.Fatal("a broken abilities file was accepted")
	}
	for _, want := range []string{
		"test.yaml:3: W9/T99: no card has this id",
		"test.yaml:7: W1/T01: when \"sometimes\" is not one of",
		"W1/T01: effect 1: unknown field \"heal\": not a verb",
		"test.yaml:14: W1/T01: effect 1: repair:",
		"test.yaml:15: W1/T01: mode \"alt2\" is not one of the card's modes",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("no problem says %q; the problems:\n%v", want, err)
		}
	}
	c, _ := cs.Lookup("W1/T01")
	if n := len(c.modeByName(ModeBot).Abilities); n != 0 {
		t.Errorf("Arcee's bot mode has %d abilities after a refused file, want 0", n)
	}
}

// Every ability of the built-in file is on its card, with its text.
func TestBuiltinAbilities(t *testing.T) {
	cs, err := BuiltinCards()
	if err != nil {
		t.Fatal(err)
	}
	c, ok := cs.Lookup("W1S/T03")
	if !ok {
		t.Fatal("no W1S/T03")
	}
	a := c.modeByName(ModeAlt).Abilities
	if len(a) != 1 || a[0].When != WhenFlipTo || verbs.Text(&a[0].Do[0]) != "Draw a card." {
		t.Errorf("Optimus Prime, Autobot Leader's alt mode abilities: %+v", a)
	}
}
