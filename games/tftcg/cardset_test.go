package tftcg

import (
	"strings"
	"testing"

	"omnideck/carddata/carddatatest"
)

// The built-in cards load: every card of the published data.
func TestBuiltinCardsLoad(t *testing.T) {
	set, err := BuiltinCards()
	if err != nil {
		t.Fatalf("the built-in cards do not load: %v", err)
	}
	chars, battle := 0, 0
	for _, c := range set.Cards() {
		switch {
		case c.isCharacter():
			chars++
		case c.isBattle():
			battle++
		}
	}
	if chars < 200 || battle < 280 {
		t.Errorf("%d characters and %d battle cards, want every card of the data", chars, battle)
	}
	op, ok := set.Lookup("optimus prime,  autobot leader")
	if !ok || op.ID != "W1S/T03" || op.Health != 10 {
		t.Errorf("lookup by full name: %v %v", op, ok)
	}
	if c, ok := set.Lookup("w1/034"); !ok || c.Name != "Handheld Blaster" || c.icon(colBlue) != 2 || c.kind != 0 {
		t.Errorf("lookup by id: %v %v", c, ok)
	}
}

// A malformed card file is refused with every problem, each with the
// file, the line and column of the value it is about, and what is wrong.
func TestLoadCardsNamesFileLineAndProblem(t *testing.T) {
	file := `game: tftcg
set: TEST
cards:
  - id: T/1
    name: Arcee
    subtitle: Skilled Fighter
    type: character
    faction: Autobot
    stars: 5
    health: 0
    modes:
      - {mode: alt, attack: 2, defense: 1}
      - {mode: car, attack: 1, defense: 1}
  - id: T/2
    name: Blaster
    type: upgrade
    subtype: hat
    faction: Autobot
    icons: [orange, purple]
  - id: T/1
    name: Again
    type: action
    faction: Minicon
`
	_, err := LoadCards("bad.yaml", []byte(file))
	if err == nil {
		t.Fatal("a malformed card file loaded")
	}
	for _, want := range []string{
		"bad.yaml:10:13: T/1: a character needs its Health",
		"bad.yaml:13:16: T/1: mode \"car\" is not one of alt, bot, alt2",
		"bad.yaml:19:21: T/2: battle icon \"purple\" is not one of orange, blue, white, green, black",
		"bad.yaml:17:14: T/2: an Upgrade's subtype is weapon, armor or utility, not \"hat\"",
		"bad.yaml:20:9: T/1: the id is already used on line 4",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error lacks %q:\n%v", want, err)
		}
	}
	if _, err := LoadCards("x.yaml", []byte("game: tftcg\ncards: [1, 2\n")); err == nil || !strings.Contains(err.Error(), "x.yaml") {
		t.Errorf("broken YAML: %v", err)
	}
	if _, err := LoadCards("x.yaml", []byte("game: ben10\ncards: []\n")); err == nil {
		t.Error("another game's card file loaded")
	}
}

// The loader never panics, whatever the file.
func FuzzLoadCards(f *testing.F) {
	carddatatest.FuzzLoad(f, LoadCards, func(t *testing.T, set *CardSet) {
		for _, c := range set.Cards() {
			if c.ID == "" || (c.isCharacter() && (c.Health <= 0 || len(c.Modes) == 0)) {
				t.Fatalf("an accepted card is not playable: %+v", c)
			}
		}
	},
		builtinCards[:min(len(builtinCards), 3000)],
		[]byte("game: tftcg\nset: X\ncards:\n  - id: A/1\n    name: A\n    type: action\n    faction: Autobot\n"),
		[]byte("game: tftcg\ncards:\n  - {id: A/1, name: A, subtitle: B, type: character, faction: Autobot, health: 3, modes: [{mode: alt2, attack: 1, defense: 1}]}\n"),
	)
}
