package ben10

import (
	"strings"
	"testing"
)

// Every problem of a card file is reported in one run, each at the line
// and column of the value it is about: an unknown field, a value of the
// wrong kind and the check's problems (an unknown kind, trigger event,
// controller or type) together; a card of an unknown type still has its
// effects checked.
func TestLoadCardsEveryProblemAtItsPlace(t *testing.T) {
	file := `game: ben10
set: X
cards:
  - id: X/1
    name: Ben
    type: character
    kind: ROBOT
    cost: 0
    bp: 600
    injured: lots
    colour: green
    triggers:
      - on: sunrise
        effects:
          - heal: {to: {target: character, controller: yuo}}
  - id: X/2
    name: Hero Time
    type: efect
    effects:
      - bp: {to: {target: planet}, bp: 1000, until: end_of_turn}
`
	_, err := LoadCards("bad.yaml", []byte(file))
	want := []string{
		`bad.yaml:7:11: Ben: a Character card's kind is HUMAN, ALIEN or MUTANT, not "ROBOT"`,
		"bad.yaml:10:14: Ben: expected a whole number here, not text",
		`bad.yaml:11:5: Ben: unknown field "colour"`,
		`bad.yaml:13:13: Ben: trigger 1: on "sunrise" is not one of appears, attacks, opponent_uses_effect, transforms, wins, your_turn_ends, your_turn_starts`,
		`bad.yaml:15:56: Ben: trigger 1: effect 1: heal: controller "yuo" is not one of you, opponent`,
		`bad.yaml:18:11: Hero Time: type "efect" is not character, effect or trick`,
		`bad.yaml:20:27: Hero Time: effect 1: bp: target "planet" is not one of player, any, character, set_card, card`,
		`bad.yaml:20:27: Hero Time: effect 1: bp: "planet": this verb acts on Character cards: target: character or all: character`,
	}
	if err == nil || err.Error() != strings.Join(want, "\n") {
		t.Errorf("the problems are\n%v\nwant\n%s", err, strings.Join(want, "\n"))
	}
}
