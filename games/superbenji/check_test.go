package superbenji

import (
	"fmt"
	"strings"
	"testing"
)

// mistype changes line n (from 1) of text from old to new, failing the
// test when the line does not hold old.
func mistype(t *testing.T, lines []string, n int, old, new string) {
	t.Helper()
	if !strings.Contains(lines[n-1], old) {
		t.Fatalf("line %d is %q, without %q", n, lines[n-1], old)
	}
	lines[n-1] = strings.Replace(lines[n-1], old, new, 1)
}

// lineOf is the line (from 1) of the first line of lines holding text.
func lineOf(t *testing.T, lines []string, text string) int {
	t.Helper()
	for i, l := range lines {
		if strings.Contains(l, text) {
			return i + 1
		}
	}
	t.Fatalf("no line holds %q", text)
	return 0
}

// Every problem of a card file is reported in one run, each at its own
// line and column: the issue's example, the Base Set with an unknown field
// (Banana City's subtypes misspelt), and Targeted Nuke (its type at line
// 422, its amount at line 426 of the Base Set) with an unknown type, an
// action type that does not exist and an amount that is not a number.
// An unknown field once hid the rest, and "Q" hid the type and the
// amount, which were then reported at the card's first line.
func TestEveryProblemOfACardFileAtItsPlace(t *testing.T) {
	lines := strings.Split(string(baseSet), "\n")
	city := lineOf(t, lines, "name: Banana City") + 2
	nuke := lineOf(t, lines, "name: Targeted Nuke")
	mistype(t, lines, city, "subtypes: [City]", "subtype: [City]")
	mistype(t, lines, nuke+1, "type: action", "type: acton")
	mistype(t, lines, nuke+3, "cost: W W W", "cost: W Q W")
	mistype(t, lines, nuke+5, "amount: 5", "amount: four")
	_, err := LoadCards("bs.yaml", []byte(strings.Join(lines, "\n")))
	want := []string{
		fmt.Sprintf(`bs.yaml:%d:5: Banana City: unknown field "subtype"`, city),
		fmt.Sprintf(`bs.yaml:%d:11: Targeted Nuke: type "acton" is not character, artifact, location or action`, nuke+1),
		fmt.Sprintf(`bs.yaml:%d:11: Targeted Nuke: "Q" is not an action type (H, V, +, -, ?, W)`, nuke+3),
		fmt.Sprintf(`bs.yaml:%d:26: Targeted Nuke: effect 1: damage: amount "four": a number, x, attack_of_self, actions_left_from_this_card, or {count: ...}`, nuke+5),
	}
	if err == nil || err.Error() != strings.Join(want, "\n") {
		t.Errorf("the problems are\n%v\nwant\n%s", err, strings.Join(want, "\n"))
	}
}

// The card's own checks place each problem at the value it is about: a
// trigger's event, a keyword in a list, a selector in an effect, a
// duration; a problem of the card as a whole is at its first line.
func TestCardCheckProblemsAtTheirValues(t *testing.T) {
	file := `game: superbenji
cards:
  - id: T/1
    name: A
    type: character
    attack: 1
    keywords: [flying, trample]
    triggers:
      - on: sunrise
        effects:
          - draw: {amount: 1}
  - id: T/2
    name: B
    type: action
    speed: slow
    effects:
      - damage: {amount: 2, to: {target: deck}}
      - modify: {to: self, attack: 1, health: 1, until: forever}
`
	_, err := LoadCards("t.yaml", []byte(file))
	want := []string{
		"t.yaml:3:5: A: a character needs attack and health",
		`t.yaml:7:24: A: keyword "trample" is not flying, reach, speed, vigilance or lethal`,
		`t.yaml:9:13: A: trigger 1: on "sunrise" is not one of [attacks enters_play start_of_your_turn end_of_your_turn card_played]`,
		`t.yaml:17:33: B: effect 1: damage: target "deck" is not character, player or any`,
		`t.yaml:18:57: B: effect 2: modify: until "forever" is not end_of_turn, start_of_your_next_turn or while_source_in_play`,
	}
	if err == nil || err.Error() != strings.Join(want, "\n") {
		t.Errorf("the problems are\n%v\nwant\n%s", err, strings.Join(want, "\n"))
	}
}
