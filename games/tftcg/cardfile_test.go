package tftcg

import (
	"strings"
	"testing"
)

// wantProblems checks that err lists exactly the problems want, in order,
// each line beginning as its want does.
func wantProblems(t *testing.T, err error, want []string) {
	t.Helper()
	got := ""
	if err != nil {
		got = err.Error()
	}
	lines := strings.Split(got, "\n")
	if len(lines) != len(want) {
		t.Fatalf("the problems are\n%s\nwant\n%s", got, strings.Join(want, "\n"))
	}
	for i, w := range want {
		if !strings.HasPrefix(lines[i], w) {
			t.Errorf("problem %d is\n%s\nwant it to begin\n%s", i+1, lines[i], w)
		}
	}
}

// Every problem of a card file is reported in one run, each at the line
// and column of the value it is about: an unknown field, a value of the
// wrong kind and the check's problems (a faction, a mode, a trigger, an
// effect's selector word) together.
func TestLoadCardsEveryProblemAtItsPlace(t *testing.T) {
	file := `game: tftcg
set: TEST
cards:
  - id: T/1
    name: Arcee
    subtitle: Skilled Fighter
    type: character
    faction: Autobots
    stars: five
    health: 9
    modes:
      - {mode: alt, attack: 2, defense: 1, colour: pink}
      - mode: robot
        attack: 1
        defense: 1
        abilities:
          - when: flip_to
            do: [{repair: {n: 1, to: nobody}}]
  - id: T/2
    name: Backup Plan
    type: action
    faction: Mercenary
    icons: [white, purple]
    abilities:
      - when: played
        do: [{draw: {n: 3}}]
`
	_, err := LoadCards("bad.yaml", []byte(file))
	wantProblems(t, err, []string{
		`bad.yaml:8:14: T/1: faction "Autobots" is not one of Autobot, Decepticon, Mercenary`,
		"bad.yaml:9:12: T/1: expected a whole number here, not text",
		`bad.yaml:12:44: T/1: unknown field "colour"`,
		`bad.yaml:13:15: T/1: mode "robot" is not one of alt, bot, alt2`,
		`bad.yaml:18:38: T/1: mode robot: ability 1: effect 1: repair: selector "nobody": not a word this game knows`,
		`bad.yaml:23:20: T/2: battle icon "purple" is not one of orange, blue, white, green, black`,
		`bad.yaml:25:15: T/2: ability 1: when "played" is not one of play`,
	})
}

// An abilities file too has every problem reported in one run, each at
// its own place: an unknown field, an amount the game does not know, an
// unknown trigger, a value of the wrong kind and an effect's unknown
// field.
func TestAbilitiesEveryProblemAtItsPlace(t *testing.T) {
	cs, err := BuiltinCards()
	if err != nil {
		t.Fatal(err)
	}
	file := `game: tftcg
cards:
  - id: W1/054
    when: play
    colour: red
    do:
      - damage: {n: two, to: an_enemy}
  - id: W1/039
    when: played
    may: perhaps
    do:
      - draw: {n: 2, from: bottom}
`
	wantProblems(t, cs.AddAbilities("abilities.yaml", []byte(file)), []string{
		`abilities.yaml:5:5: W1/054: unknown field "colour"`,
		`abilities.yaml:7:21: W1/054: effect 1: damage: amount of "two" is not one of stars, attack`,
		`abilities.yaml:9:11: W1/039: when "played" is not one of play`,
		"abilities.yaml:10:10: W1/039: expected true or false here, not text",
		`abilities.yaml:12:22: W1/039: effect 1: draw: unknown field "from"`,
	})
}
