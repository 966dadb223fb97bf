package tftcg

import (
	"testing"

	"omnideck/kit"
)

// A selector of characters of one name reads as that name: Constructicon
// Enigma repairs "your Devastator", not each of your characters.
func TestSelectorOfANameReadsAsTheName(t *testing.T) {
	sel := &kit.Selector{All: "character", Filter: kit.Filter{Controller: "you", Name: "Devastator"}}
	if got := selText(sel); got != "your Devastator" {
		t.Errorf("selText = %q, want %q", got, "your Devastator")
	}
	if got := selText(&kit.Selector{All: "character", Filter: kit.Filter{Controller: "you"}}); got != "each of your characters" {
		t.Errorf("selText of your characters = %q", got)
	}
}
