package tftcg

import (
	"strings"
	"testing"

	"omnideck/engine"
)

// An abilities file is checked strictly: an unknown card id, mode,
// trigger or verb and a bad field are each reported with the file's name
// and the line and column of the value it is about, every problem at once,
// and no ability is added.
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
	arcee, _ := cs.Lookup("W1/T01")
	before := len(arcee.modeByName(ModeBot).Abilities)
	err = cs.AddAbilities("test.yaml", data)
	if err == nil {
		t.Fatal("a broken abilities file was accepted")
	}
	for _, want := range []string{
		"test.yaml:3:9: W9/T99: no card has this id",
		"test.yaml:9:11: W1/T01: when \"sometimes\" is not one of",
		"test.yaml:10:11: W1/T01: effect 1: unknown field \"heal\": not a verb",
		"test.yaml:14:36: W1/T01: effect 1: repair: unknown field \"colour\"",
		"test.yaml:16:11: W1/T01: mode \"alt2\" is not one of the card's modes",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("no problem says %q; the problems:\n%v", want, err)
		}
	}
	c, _ := cs.Lookup("W1/T01")
	if n := len(c.modeByName(ModeBot).Abilities); n != before {
		t.Errorf("Arcee's bot mode has %d abilities after a refused file, want %d as before", n, before)
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

// The attack triggers, on abilities a test file gives Ironhide (who prints
// none): "when this attacks" before the flips, "when this defends", and
// "after this attacks" once the damage is done; a "this attack" boost
// ends with the attack.
func TestAttackTriggers(t *testing.T) {
	set, err := BuiltinCards()
	if err != nil {
		t.Fatal(err)
	}
	err = set.AddAbilities("test.yaml", []byte(`game: tftcg
cards:
  - id: W1S/T02
    mode: alt
    when: attacks
    do:
      - damage: {n: 1, to: foe}
      - boost: {to: self, attack: 2, until: this_attack}
  - id: W1S/T02
    mode: alt
    when: after_attack
    do:
      - draw: {n: 1}
  - id: W1S/T04
    mode: alt
    when: defends
    do:
      - repair: {n: 1, to: self}
`))
	if err != nil {
		t.Fatal(err)
	}
	deck0, deck1 := many(14, "Armored Plating"), many(14, "Armored Plating")
	cfg := engine.Config{Players: 2, Seed: 9,
		Decks: [][]string{append(append([]string{}, ironhide...), deck0...), append([]string{"Red Alert, Security Chief"}, deck1...)},
		Deal:  map[string][]string{"first": {"0"}, "deck.0": deck0, "deck.1": deck1}}
	st, err := NewGame(set).New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	hand := handSize(s, 0)
	play(t, s, "attacker:")
	// Ironhide does 1 damage before the flips; Red Alert repairs it
	// when it defends; then Attack 3 + 2 against Defense 2 + 2 blue does
	// 1 damage.
	if d := s.damage(char(t, s, 1, "Red Alert")); d != 1 {
		t.Errorf("Red Alert has %d damage, want 1", d)
	}
	if !hasTotals(s, 5, 4) {
		t.Error("the attack's totals do not count the boost of this attack")
	}
	if n := s.stat(char(t, s, 0, "Ironhide"), statAttack); n != 3 {
		t.Errorf("Ironhide's Attack is %d after the attack, want 3", n)
	}
	if n := handSize(s, 0); n != hand+1 {
		t.Errorf("the hand has %d cards after the attack, want %d", n, hand+1)
	}
}
