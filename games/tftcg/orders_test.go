package tftcg

import (
	"slices"
	"testing"

	"omnideck/engine"
	"omnideck/kit"
)

// The rules that say who goes first, each tested in both orders: with
// player 1 and with player 2 the one whose turn it is.

// toTurnOf ends turns (attack=may) until it is player p's, letting that
// player play an Action and an Upgrade.
func toTurnOf(t *testing.T, s *State, p int) {
	t.Helper()
	for s.active != p {
		play(t, s, "end")
	}
	laterTurn(s)
}

// firstEventAfter is the player of the first event of kind after the
// first n entries of the spectator's log, or -1.
func firstEventAfter(s *State, n int, kind string) int {
	entries, _ := s.Events(engine.Spectator, n)
	for _, e := range entries {
		if e.Kind == kind {
			return e.Player
		}
	}
	return -1
}

// When abilities of both players trigger at once, the active player's
// resolve first (Wave-1.xml#16): Photon Bomb KOs a Kickback of each side,
// and the Bug Bomb of the player who played it draws first, whoever that
// is.
func TestOrderActivePlayersTriggersFirst(t *testing.T) {
	team := []string{"Kickback, Cunning Insecticon", "Chop Shop, Sneaky Insecticon"}
	for p := range 2 {
		s := stdGame(t, map[string]string{OptAttack: "may"}, team, team, deckOf("Bug Bomb", "Photon Bomb"), deckOf("Bug Bomb", "Photon Bomb"))
		for q := range 2 {
			attach(t, s, q, "Bug Bomb", "Kickback")
			kb := char(t, s, q, "Kickback")
			s.obj(kb).Counters[cDamage] = int16(s.card(kb).Health - 2)
		}
		toTurnOf(t, s, p)
		_, n := s.Events(engine.Spectator, 0)
		playAction(t, s, "Photon Bomb")
		if first := firstEventAfter(s, n, "draw"); first != p {
			t.Errorf("Photon Bomb played by player %d: player %d's Bug Bomb resolved first", p+1, first+1)
		}
	}
}

// Both players flip a green icon: the player whose turn it is swaps
// first, then the other (line 41; Wave-2-3.xml#7).
func TestOrderGreenSwapsActivePlayerFirst(t *testing.T) {
	green := append(many(4, "Medic!"), "Aerialbot Enigma", "Aerialbot Enigma")
	green = append(green, blank...)
	for p := range 2 {
		s := stdGame(t, map[string]string{OptAttack: "may"}, optimus, optimus, green, green)
		toTurnOf(t, s, p)
		leaveTop(s, p, "Aerialbot Enigma", 2)
		leaveTop(s, opponent(p), "Aerialbot Enigma", 2)
		play(t, s, "attacker:")
		if s.step != stepSwap || s.decider() != p {
			t.Fatalf("player %d attacking: the swap is asked of player %d first (step %v)", p+1, s.decider()+1, s.step)
		}
		play(t, s, "pass")
		if s.step != stepSwap || s.decider() != opponent(p) {
			t.Errorf("player %d attacking: the defender is not asked to swap next", p+1)
		}
	}
}

// leaveTop puts n cards named name of player p's deck on its top.
func leaveTop(s *State, p int, name string, n int) {
	deck := zone(p, zDeck)
	for _, id := range slices.Clone(s.t.Zones[deck].Cards) {
		if n > 0 && s.card(id).FullName() == name {
			s.t.Place(id, deck, -1, kit.FaceDown)
			n--
		}
	}
	s.optsOK = false
}

// Collateral Damage: "Each player chooses a Weapon on one of their
// characters and scraps it": the player whose turn it is chooses first
// (Wave-1.xml#78).
func TestOrderEachPlayerActiveFirst(t *testing.T) {
	for p := range 2 {
		deck := deckOf("Primary Laser", "Handheld Blaster", "Collateral Damage")
		s := stdGame(t, map[string]string{OptAttack: "may"}, twoBots, twoBots, deck, deck)
		for q := range 2 {
			attach(t, s, q, "Primary Laser", "Ironhide")
			attach(t, s, q, "Handheld Blaster", "Red Alert")
		}
		toTurnOf(t, s, p)
		playAction(t, s, "Collateral Damage")
		if s.ask != askPick || s.asker != p {
			t.Errorf("Collateral Damage played by player %d: player %d chooses first", p+1, s.asker+1)
		}
	}
}
