package tftcg

import (
	"strings"
	"testing"
)

// wave3MoreBattle are the battle cards of data/abilities/wave3-more.yaml.
var wave3MoreBattle = []string{"W3/001", "W3/002", "W3/004", "W3/006", "W3/010", "W3/016", "W3/018", "W3/020", "W3/022",
	"W3/028", "W3/029", "W3/031", "W3/036", "W3/042", "W3/043", "W3/044", "W3/046", "W3/050", "W3/056", "W3/057", "W3/062", "W3/064"}

// The characters and battle cards of data/abilities/wave3-more.yaml, those
// in force, play random games under the engine's conformance suite: every
// legal move, no text breaks the game, a copy plays as the original,
// nothing hidden leaks, and every card stays in one place.
func TestWave3MoreConformance(t *testing.T) {
	g := mustGame(t)
	var battle []string
	for _, id := range wave3MoreBattle {
		if c, ok := g.set.byID[strings.ToLower(id)]; ok && len(c.Abilities) > 0 {
			battle = append(battle, id, id)
		}
	}
	// Beside them, Wave 1 cards the texts need: Brainstorm, Medic!, Force
	// Field and Ultra Magnus Armor for the cards taken before the game.
	battle = append(battle, "Brainstorm", "Medic!", "Force Field", "Ultra Magnus Armor", "Data Pad", "Handheld Blaster", "Flamethrower")
	teams := [][]string{
		{"Eject, Electronic Surveillance", "Deadlock, Soldier Of Fortune", "Specialist Flamewar, Special Ops • Hunter"},
		{"Predacon Headstrong, Ground Assault", "Jetfire, Air Guardian"},
		{"Captain Wheeljack, Engineering • Scientist", "Specialist Ratchet, Engineering • Rescue & Repair"},
		{"Major Ultra Magnus, Infantry • City Commander", "Private Trailbreaker, Infantry • Fortification And Defense"},
		{"Captain Starscream, Infantry • Air Commander", "Sergeant Skrapnel, Infantry • Electronic Warfare"},
		{"Captain Elita-1, Special Ops • Ranger", "Ironhide, Veteran Autobot"},
		{"Major Soundwave, Espionage • Spy", "General Megatron, Infantry • Leader", "Raider Needlenose, Air Force • Soldier", "Raider Ravage, Espionage • Saboteur"},
	}
	runTeams(t, g, teams, battle)
}
