package tftcg

import "testing"

// underTeams are teams of the cards under characters (under.go), each
// played against the next: Metroplex and the three under him; Blaster and
// Soundwave with their Mini-Cassettes; Trypticon and his three; the
// characters that put battle cards under themselves; Safeguard.
var underTeams = [][]string{
	{"Metroplex, Autobot City"},
	{"Blaster, Communications", "Ramhorn, Warrior", "Steeljaw, Tracker"},
	{"Soundwave, Communications", "Buzzsaw, Spy", "Frenzy, Warrior", "Ravage, Saboteur"},
	{"Trypticon, Assault Base"},
	{"Lockdown, Bounty Hunter", "Private Hot Rod, Infantry • Soldier", "Private Smokescreen, Special Ops • Soldier"},
	{"Private Greenlight, Special Ops • Recon", "Ironhide, Veteran Autobot", "Red Alert, Security Chief"},
}

// The conformance suite over the cards of cards under characters: games
// of underTeams with every one of their battle cards whose text is in
// force, twice over, every legal move and enginetest's checks.
func TestUnderConformance(t *testing.T) {
	g := mustGame(t)
	var battle []string
	for _, id := range []string{"W1A/001", "W1A/002", "W1A/003", "W3A/001", "W3A/002", "W3A/003", "W3A/004", "W3A/005",
		"W3A/006", "W3A/007", "W4/006", "W4/037"} {
		if c, ok := g.set.Lookup(id); ok && len(c.Abilities) > 0 {
			battle = append(battle, id, id)
		}
	}
	if len(battle) < 2*3 {
		t.Fatalf("%d battle cards of cards under characters in force, want at least 3", len(battle)/2)
	}
	battle = append(battle, many(24, "Plasma Burst")...)
	runTeams(t, g, underTeams, battle)
}
