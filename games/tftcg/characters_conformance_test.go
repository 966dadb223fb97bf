package tftcg

import (
	"testing"

	"omnideck/engine"
)

// Every Wave 1 and starter-set character, in teams of two to four, plays
// random games under the engine's conformance suite with the Autobot
// Starter Set's battle cards: no text breaks the game, a copy plays as the
// original, nothing hidden leaks, and every card stays in one place.
func TestCharactersConformance(t *testing.T) {
	teams := [][]string{
		{"Megatron, Living Weapon", "Inferno, Fearless Firefighter"},
		{"Optimus Prime, Battlefield Legend", "Nemesis Prime, Dark Clone"},
		{"Optimus Prime, Freedom Fighter", "Autobot Cosmos, Recon & Communication"},
		{"Decepticon Shockwave, Cybertron Commander", "Starscream, Air Commander"},
		{"Sunstorm, Fusion Flyer", "Bumblebee, Legendary Warrior"},
		{"Grimlock, Dinobot Leader", "Jetfire, Air Guardian", "Arcee, Skilled Fighter"},
		{"Megatron, Decepticon Leader", "Ramjet, Sky Smasher", "Flamewar, Veteran Decepticon"},
		{"Starscream, Scheming Second-In-Command", "Autobot Mirage, Lone Wolf", "Autobot Jazz, Special Ops"},
		{"Bumblebee, Courageous Scout", "Darkmount, Cruel Overlord", "Barrage, Merciless Insecticon"},
		{"Dinobot Slug, Hot-Headed Warrior", "Wheeljack, Weapons Inventor", "Dinobot Snarl, Desert Warrior"},
		{"Autobot Hound, Long Range Scout", "Bombshell, Insecticon Mind-Controller", "Chromia, Special Ops"},
		{"Deadlock, Bounty Hunter", "Dinobot Sludge, Mighty Stomper", "Thundercracker, Mach Warrior"},
		{"Insecticon Skrapnel, Insecticon Leader", "Sergeant Kup, Veteran Sergeant", "Optimus Prime, Autobot Leader"},
		{"Bumblebee, Least Likely, Most Dangerous", "Megatron, Cybertronian Tyrant", "Chop Shop, Sneaky Insecticon", "Kickback, Cunning Insecticon"},
		{"Demolisher, Devoted Decepticon", "Dinobot Swoop, Fearsome Flyer", "Prowl, Military Strategist", "Ransack, Insecticon Commando"},
		{"Skywarp, Sneaky Prankster", "Bumblebee, Brave Warrior", "Ironhide, Veteran Autobot", "Red Alert, Security Chief"},
		{"Starscream, Decepticon Lieutenant", "Windblade, Defender Of Truth"},
	}
	var battle []string
	for _, name := range []string{"Armored Plating", "Data Pad", "Debilitating Crystal", "Flamethrower", "Grenade Launcher",
		"Handheld Blaster", "Improvised Shield", "Incoming Transmission", "Inspiring Leadership", "Leap into Battle",
		"New Designs", "Piercing Blaster", "Plasma Burst", "Primary Laser", "Ramming Speed", "Rapid Ascent",
		"Rapid Conversion", "Ready for Action", "Repair Bay", "Team-Up Tactics"} {
		battle = append(battle, name, name)
	}
	runTeams(t, mustGame(t), teams, battle)
}

// Every Wave 2, 2A and 1C character, in teams of three, and the combiner
// teams with their Enigmas, play random games under the engine's
// conformance suite with those waves' battle cards shared out: no text
// breaks the game, a copy plays as the original, nothing hidden leaks, and
// every card stays in one place.
func TestWave2Conformance(t *testing.T) {
	g := mustGame(t)
	sets := map[string]bool{"Wave 2": true, "Wave 2A": true, "Wave 1C": true}
	var chars, battle []string
	for _, c := range g.set.Cards() {
		switch {
		case !sets[c.Set]:
		case c.isCharacter():
			chars = append(chars, c.FullName())
		case c.isBattle():
			battle = append(battle, c.FullName())
		}
	}
	var teams [][]string
	for i := 0; i < len(chars); i += 3 {
		teams = append(teams, chars[i:min(i+3, len(chars))])
	}
	sentinels := []string{"Ironhide, Steadfast Brawler", "Autobot Mirage, Counterintelligence", "Autobot Hot Rod, Impulsive Fighter",
		"Optimus Prime, Gleaming Commander", "Sunstreaker, Bold Warrior", "Prowl, Strategic Mastermind"}
	teams = append(teams, aerialbots, sentinels, constructicons,
		[]string{"Grimlock, Powerful Commander", "Dinobot Sludge, Dino Demolitions", "Dinobot Slug, Battering Ram", "Dinobot Swoop, Bombardier", "Dinobot Snarl, Spiked Battler"},
		[]string{"Torox, Fueler", "Razorclaw, Predacon Leader", "Predacon Rampage, Savage Hunter", "Predacon Headstrong, Ground Assault", "Divebomb, Aerial Assault"},
		[]string{"Dead End, Doomed Loner", "Breakdown, Paranoid Scout", "Decepticon Drag Strip, Cutthroat Warrior", "Motormaster, Stunticon Leader", "Offroad, All-Terrain Soldier"},
		[]string{"Blackwing, Aerial Attacker", "Dreadwind, Air Defense"})
	enigmas := []string{"Aerialbot Enigma", "Sentinel Enigma", "Constructicon Enigma", "Dinobot Enigma", "Predacon Enigma", "Stunticon Enigma"}
	var cfgs []engine.Config
	for i, team := range teams {
		other := teams[(i+1)%len(teams)]
		var decks [2][]string
		for k, name := range battle {
			decks[(k+i)%2] = append(decks[(k+i)%2], name)
		}
		for p := range 2 {
			decks[p] = append(decks[p], enigmas...)
			decks[p] = append(decks[p], decks[p]...) // two copies of each
		}
		cfgs = append(cfgs, engine.Config{Players: 2, Seed: uint64(i + 1),
			Decks: [][]string{append(append([]string{}, team...), decks[0]...), append(append([]string{}, other...), decks[1]...)}})
	}
	runConfigs(t, g, cfgs)
}

// The Wave 3 characters and battle cards in force (those whose text is
// defined), two copies of each battle card in every deck, play random
// games under the engine's conformance suite, beside Wave 1 teams of every
// trait and both factions.
func TestWave3Conformance(t *testing.T) {
	g := mustGame(t)
	var battle []string
	for _, c := range g.set.Cards() {
		if c.Set == "Wave 3" && c.isBattle() && len(c.Abilities) > 0 {
			battle = append(battle, c.ID, c.ID)
		}
	}
	if len(battle) < 2*18 {
		t.Fatalf("%d Wave 3 battle cards in force, want at least 18", len(battle)/2)
	}
	teams := [][]string{
		{"Megatron, Decepticon Leader", "Flamewar, Veteran Decepticon"},
		{"Autobot Hound, Long Range Scout", "Arcee, Skilled Fighter", "Inferno, Fearless Firefighter"},
		{"Grimlock, Dinobot Leader", "Jetfire, Air Guardian"},
		{"Starscream, Air Commander", "Bombshell, Insecticon Mind-Controller", "Skywarp, Sneaky Prankster"},
		{"General Megatron, Infantry • Leader", "Raider Ion Storm, Infantry • Rainmaker", "Raider Flamefeather, Black Ops • Soldier"},
		{"Major Prowl, Infantry • Strategist", "Private Red Alert, Medical • Medic", "Private Sideswipe, Infantry • Soldier"},
		{"Raider Runabout, Infantry • Soldier", "Raider Runamuck, Infantry • Soldier", "Raider Triggerhappy, Air Force • Gunner"},
		{"Sergeant Hound, Infantry • Recon", "Sergeant Sparkstalker, Black Ops • Cryptology", "Sergeant Chromia, Special Ops • Counterintelligence"},
		{"Raider Cindersaur, Black Ops • Demolitions", "Raider Flamefeather, Black Ops • Soldier"},
		{"Alpha Trion, Cybertronian Sage", "Ironhide, Veteran Autobot"},
		{"General Optimus Prime, Infantry • Leader", "Private Arcee, Special Ops • Warrior"},
	}
	runTeams(t, g, teams, battle)
}
