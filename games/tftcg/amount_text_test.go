package tftcg

import (
	"slices"
	"testing"
)

// abilityTexts are the texts of every ability of the built-in card named
// name, in all its modes.
func abilityTexts(t *testing.T, name string) []string {
	t.Helper()
	cs, err := BuiltinCards()
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, c := range cs.Cards() {
		if c.Name != name {
			continue
		}
		all := slices.Clone(c.Abilities)
		for _, m := range c.Modes {
			all = append(all, m.Abilities...)
		}
		for i := range all {
			out = append(out, all[i].text())
		}
	}
	if len(out) == 0 {
		t.Fatalf("no card named %s with abilities", name)
	}
	return out
}

// An amount counted "for each" of some cards reads as the cards print it,
// the count at the end of the sentence; a named number reads in words.
func TestAmountTexts(t *testing.T) {
	for _, c := range []struct{ card, want string }{
		{"General Megatron", "Do 1 damage to an enemy for each of your Weapons."},
		{"Cliffjumper", "This character has +1 Attack for each Car in your KO area."},
		{"Acid Storm", "Repair 1 damage from this character for each card in your opponent's scrap pile with at least 2 orange icons."},
		{"Private Sideswipe", "For each character in your KO area: This character gets +2 Attack until end of turn."},
		{"Aerialbot Formation", "The upgraded character has +1 Attack for each of your other tapped Aerialbots."},
		{"Raider Kickback", "This character has Tough 1 for each Insecticon you began the game with."},
		{"Private Powertrain", "This character has +1 Attack for each Off-Road Patrol in your KO area and +1 Defense for each Off-Road Patrol in your KO area."},
		{"Sunstorm", "This character has Attack equal to the number of cards in your hand."},
		{"Demolisher", "Draw a card for each of your other Tanks."},
		{"Matrix of Leadership", "Each of your characters has +1 Attack and Pierce 1."},
	} {
		if got := abilityTexts(t, c.card); !slices.Contains(got, c.want) {
			t.Errorf("%s reads %q; want one ability to read %q", c.card, got, c.want)
		}
	}
}
