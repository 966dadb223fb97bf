package tftcg

import (
	"testing"
)

// TestWave4CharactersConformance plays the engine's conformance suite
// over games of Wave 4's characters, Wave 3C's Omnibots and Nightbird
// (data/abilities/wave4-characters.yaml), with Contract Contingency and
// battle cards their text reads (black and green icons, Armors, Weapons,
// Utilities, Actions): every legal move, with enginetest's checks.
func TestWave4CharactersConformance(t *testing.T) {
	g := mustGame(t)
	var battle []string
	for _, name := range []string{"Contract Contingency", "Smokethrower", "Combat Dagger", "Armored Plating", "Primary Laser",
		"Data Pad", "Tech Research", "Focus Fire", "Rest And Relaxation", "Rock Toss", "Plasma Burst", "Handheld Blaster",
		"Flamethrower", "Smoke Cloak", "Calculated Strike"} {
		battle = append(battle, name, name, name)
	}
	teams := [][]string{
		{"Private Camshaft, Special Ops • Scout", "Private Downshift, Special Ops • Security Agent", "Raider Kickback, Infantry • Soldier", "Barrage, Merciless Insecticon"},
		{"Captain Astrotrain, Space Force • Transport", "Captain Impactor, Special Ops • Wrecker", "Captain Jetfire, Engineering • Air Guardian"},
		{"Detritus, Arms Dealer", "Mudflap, Hired Muscle", "Octone, Capricious Agitator"},
		{"General Optimus Prime, Galactic Commander", "Lord Megatron, Conqueror Of Cyberton"},
		{"Raider Apeface, Espionage • Commando", "Raider Chop Shop, Infantry • Soldier", "Raider Nova Storm, Infantry • Combustion Specialist"},
		{"Sergeant Soundblaster, Weapons • Arms Dealer", "Sergeant Springer, Special Ops • Aerial Defense", "Sergeant Thundercracker, Infantry • Seeker"},
		{"Specialist Sandstorm, Special Ops • Advance Guard", "Nightbird, Enigmatic Agent", "Starscream, Air Commander"},
	}
	runTeams(t, g, teams, battle)
}
