package tftcg

import (
	"strings"
	"testing"

	"omnideck/decklist"
)

// Blaster, Communications raises the team's star limit by one for each
// Mini-Cassette on the team: 25 and 3 for Eject, Ramhorn and Steeljaw,
// "up to 28" (Rules_Roundup-2019-07-29.xml#2-13); a star more is refused,
// and the Mini-Cassettes raise nothing without him.
func TestMiniCassettesRaiseTheStarLimit(t *testing.T) {
	cat, err := DeckCatalog(nil)
	if err != nil {
		t.Fatal(err)
	}
	// 40 battle cards of no stars.
	battle := "3 x Armored Plating\n3 x Body Armor\n3 x Crushing Size\n3 x Dino-Chomp!\n3 x Energon Axe\n3 x Grenade Launcher\n" +
		"3 x Jaws Of Steel\n3 x Power Sword\n3 x Primary Laser\n3 x Ramming Speed\n3 x Rapid Ascent\n3 x Reinforced Plating\n3 x Roll Out!\n1 x Team-Up Tactics\n"
	cassettes := "Eject, Electronic Surveillance\nRamhorn, Warrior\nSteeljaw, Tracker\n"
	check := func(list string) []string {
		t.Helper()
		d, err := decklist.Parse("team.txt", []byte(list), cat)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, p := range d.Check(nil) {
			out = append(out, p.Message)
		}
		return out
	}
	// Blaster 10 and the Mini-Cassettes 15: 3 battle cards of a star each
	// make 28.
	three := "1 x Mounted Missles\n1 x Recon System\n1 x Vandalize\n"
	if got := check("Blaster, Communications\n" + cassettes + battle + three); len(got) > 0 {
		t.Errorf("Blaster and three Mini-Cassettes, 28 stars: %v", got)
	}
	if got := check("Blaster, Communications\n" + cassettes + battle + three + "1 x Fuel Cache\n"); len(got) != 1 ||
		!strings.Contains(got[0], "the deck has 29 stars in all; a deck may have at most 28 stars (25, and 1 for each Mini-Cassette)") {
		t.Errorf("a star over 28: %v", got)
	}
	if got := check("Grimlock, Dinobot Leader\n" + cassettes + battle + "1 x Mounted Missles\n"); len(got) != 1 ||
		!strings.Contains(got[0], "the deck has 26 stars in all; a deck may have at most 25 stars") {
		t.Errorf("Mini-Cassettes without a deployer: %v", got)
	}
}
