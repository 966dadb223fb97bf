package battlecards

import (
	"strings"
	"testing"

	"omnideck/kit"
)

// The log says whose Robot each line is about, why its figures change
// and by how much, and the outcome how the game ended.

// A log line says by what and how much a Robot's power values change, and
// the values they come to ("Optimus Prime's power values
// change" must say by what and how much), for an Advantage and a Power
// Effect alike; an effect's damage says where it comes from.
func TestLogSaysWhyPowerValuesChange(t *testing.T) {
	tb := newTable(t)
	tb.s.army[0] = armyAutobot
	a := tb.robot(0, "Ironhide, Security Chief")            // STR 6 END 7 SPD 4
	op := tb.robot(0, "Optimus Prime, Autobot Commander")   // robot mode: Support Limit +1; Power Effect +2 Strength
	_, res := tb.holding(1, "Hound, Scout", "Oil Refinery") // SPD 6: Player 2 goes first
	adv := tb.inHand(0, "Heroic Charge")                    // +1 Strength, 1 damage marker on the opposing Robot
	tb.s.dice.Script(6, 6, 6, 6)
	tb.challenge(a, res)
	tb.supportTurn(0)
	tb.do(0, "effect", adv)
	tb.Logged("Heroic Charge gives Player 1's Ironhide +1 Strength until end of battle: STR 7 · END 7 · SPD 4.")
	tb.Logged("Heroic Charge places 1 damage marker on Player 2's Hound (damage 1 of Endurance 4).")
	tb.supportTurn(0)
	tb.do(0, "join", op)
	tb.Logged("Player 1's Optimus Prime's Power Effect gives Player 1's Ironhide +2 Strength until end of battle: STR 9 · END 7 · SPD 4.")
	tb.NotLogged("power values change")
	if log := tb.Log(0); !strings.Contains(log, "Heroic Charge gives your Ironhide +1 Strength") {
		t.Errorf("Player 1's log does not call the Robot theirs:\n%s", log)
	}
}

// Where two Robots of one name battle, the log says whose each is
// ("Red Alert attacks Red Alert" must say whose), and why a Robot
// takes damage.
func TestLogNamesOwners(t *testing.T) {
	tb := newTable(t)
	a := tb.robot(0, "Ironhide, Security Chief")
	_, res := tb.holding(1, "Ironhide, Security Chief", "Oil Refinery") // +1 Strength on a Resource
	tb.s.dice.Script(6, 6, 6, 6)
	tb.challenge(a, res)
	tb.passAll()
	tb.Logged("Battle: Player 1's Ironhide against Player 2's Ironhide.")
	tb.Logged("Player 1's Ironhide takes 1 damage: the opposing Enhanced Strength 7 exceeds its Core Strength 6.")
	tb.Logged("Player 2's Ironhide wins the battle and holds Oil Refinery.")
	if log := tb.Log(1); !strings.Contains(log, "Battle: Player 1's Ironhide against your Ironhide.") {
		t.Errorf("Player 2's log does not tell the two Ironhides apart:\n%s", log)
	}
}

// A finished game's outcome says how it ended in the words every game
// that ended the same way shares (engine.Outcome.Reason), for counting.
func TestOutcomeReason(t *testing.T) {
	tb := newTable(t, "supreme=40")
	tb.inHand(0, "Energon Harvest")
	tb.s.army[0] = armyAutobot
	tb.s.bank[0] = 36
	tb.toAction()
	tb.Do(0, "advantage:")
	if r := tb.s.Outcome().Reason; r != "Supreme Victory" {
		t.Errorf("Supreme Victory's reason %q", r)
	}

	tb = newTable(t, "supreme=off", "domination=2")
	tb.holding(0, "Hound, Scout", "Oil Refinery")
	r := tb.robot(0, "Jazz, Special Operations")
	tb.claim(r, tb.resource(0, "Offshore Oil Rig"))
	if r := tb.s.Outcome().Reason; r != "Domination Victory" {
		t.Errorf("Domination Victory's reason %q", r)
	}

	tb = newTable(t, "supreme=off", "survival=on")
	tb.inHand(1, "Energon Siphon")
	tb.s.army[1] = armyDecepticon
	tb.s.bank[0] = 3
	tb.s.active, tb.s.step, tb.s.dec = 1, stepAction, decision{}
	tb.s.advance()
	tb.Do(1, "advantage:")
	if r := tb.s.Outcome().Reason; r != "Survival Victory" {
		t.Errorf("Survival Victory's reason %q", r)
	}

	tb = newTable(t)
	for tb.s.deckSize(0) > 0 {
		tb.s.t.Place(tb.s.t.Top(zone(0, zDeck)), zone(0, zScrap), -1, kit.FaceUp)
	}
	for !tb.s.over && tb.DoIf(0, "pass") {
	}
	if o := tb.s.Outcome(); !o.Over || o.Reason != "Supply Deck ran out" {
		t.Errorf("an empty Supply Deck: over %v, reason %q", o.Over, o.Reason)
	}
}

// The log tells each battling player's Support Limit whenever it is not
// the rules' 1 or changes during the battle, whatever changes it: a
// Tactical skill on a Resource, a Robot's static effect in robot mode
// lost when it transforms to join the battle.
func TestLogTellsSupportLimits(t *testing.T) {
	tb := newTable(t)
	tb.holding(0, "Prowl, Military Strategist", "Oil Refinery") // Tactical 2
	op := tb.robot(0, "Optimus Prime, Autobot Commander")       // robot mode: Support Limit +1
	a := tb.robot(0, "Ironhide, Security Chief")
	_, res := tb.holding(1, "Hound, Scout", "Offshore Oil Rig")
	tb.inHand(0, filler)
	tb.inHand(1, filler)
	tb.challenge(a, res)
	tb.Logged("Player 1's Support Limit is 4 in this battle.")
	tb.Logged("Player 2's Support Limit is 2 in this battle.") // Hound's Tactical 1
	if log := tb.Log(0); !strings.Contains(log, "Your Support Limit is 4 in this battle.") {
		t.Errorf("Player 1's log does not call the limit theirs:\n%s", log)
	}
	tb.supportTurn(0)
	tb.do(0, "join", op)
	tb.Logged("Player 1's Support Limit is 3 in this battle.")
	entries, _ := tb.s.Events(0, 0)
	var limits []any
	for _, e := range entries {
		if e.Kind == "support_limit" && e.Player == 0 {
			limits = append(limits, e.Data["limit"])
		}
	}
	if len(limits) != 2 || limits[0] != int32(4) || limits[1] != int32(3) {
		t.Errorf("Player 1's support_limit events %v, want 4 then 3", limits)
	}
}
