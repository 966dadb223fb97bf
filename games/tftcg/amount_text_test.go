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

// cardText is an ability's text a card should read.
type cardText struct{ card, want string }

// readsAs checks that each card has an ability whose text is the one
// given.
func readsAs(t *testing.T, texts []cardText) {
	t.Helper()
	for _, c := range texts {
		if got := abilityTexts(t, c.card); !slices.Contains(got, c.want) {
			t.Errorf("%s reads %q; want one ability to read %q", c.card, got, c.want)
		}
	}
}

// An amount counted "for each" of some cards reads as the cards print it,
// the count at the end of the sentence; a named number reads in words.
func TestAmountTexts(t *testing.T) {
	readsAs(t, []cardText{
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
	})
}

// An effect done only if a condition holds says the condition: "If you
// have Devastator on the battlefield", "If your Tower's height is 6 or
// more", where it read "If so".
func TestConditionTexts(t *testing.T) {
	readsAs(t, []cardText{
		{"Constructicon Enigma", "If you have Devastator on the battlefield: Repair 1 damage from your Devastator. Put a height counter on your Tower. Combine them into Devastator, Towering Warrior."},
		{"Heavy Landing", "If your Tower's height is 5 or less: Do 1 damage to an enemy. If your Tower's height is 6 or more: Do 3 damage to an enemy."},
		{"Bad Attitude", "If every character you began the game with is a Decepticon: Repair 1 damage from each of your characters. Do 1 damage to each Autobot."},
		{"Marksmanship", "If you have a Ranged character: Do 2 damage to an enemy character."},
		{"Unleash Potential", "If you have played Ancient Wisdom this turn: Choose a battle card you own from outside the game that has 1 STAR and put it into your hand."},
		{"Field Repair", "Repair 1 damage from one of your characters. If it's an Autobot: Plan 1 (put up to a card from your hand on top of your deck)."},
		{"Raider Ravage", "Choose an enemy. If its Defense is 4 or more: Do 2 damage to that character. If its Defense is 3 or less: Do 1 damage to that character."},
		{"Underhanded Tactics", "Do 1 damage to an enemy. If it's KO'd: Repair 1 damage from one of your Decepticons."},
		{"Emergency Maintenance", "Repair 1 damage from one of your characters. If your KO area holds more stars than your battlefield: Repair 2 damage from that character."},
		{"Daring Escape", "For each of your Autobots, put the top card of your deck into your KO area face up. If your deck is empty and your scrap pile is empty: You win the game."},
	})
}
