package battlecards

import (
	"strings"
	"testing"
)

// Every problem of a card file is reported in one run, each at the line
// and column of the value it is about: an unknown field, a value of the
// wrong kind and the check's problems (an unknown army, skill, selector
// word or duration) together; a card of an unknown type still has its
// effects checked.
func TestLoadCardsEveryProblemAtItsPlace(t *testing.T) {
	file := `game: battlecards
set: X
cards:
  - id: X/1
    name: Optimus Prime
    type: robot
    army: autobots
    cost: 9
    strength: 8
    endurance: 8
    speed: fast
    skills: {tactical: 2, cooking: 1}
    alt:
      name: Truck
      strength: 6
      endurance: 8
      speed: 6
      power:
        - boost: {to: battler, strength: 2, until: forever}
  - id: X/2
    name: Big Push
    type: advantag
    army: autobot
    effects:
      - boost: {to: everyone, strength: 2, until: end_of_battle}
`
	_, err := LoadCards("bad.yaml", []byte(file))
	want := []string{
		`bad.yaml:7:11: Optimus Prime: army "autobots" is not one of autobot, decepticon`,
		"bad.yaml:11:12: Optimus Prime: expected a whole number here, not text",
		`bad.yaml:12:27: Optimus Prime: unknown field "cooking"`,
		`bad.yaml:19:52: Optimus Prime: alt: power 1: boost: until "forever" is not one of end_of_battle, end_of_turn, start_of_your_next_turn`,
		`bad.yaml:22:11: Big Push: type "advantag" is not robot, resource or advantage`,
		`bad.yaml:25:21: Big Push: effect 1: boost: selector "everyone": not a word this game knows`,
	}
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
