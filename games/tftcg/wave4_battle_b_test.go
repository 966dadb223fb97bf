package tftcg

import (
	"testing"

	"omnideck/engine"
	"omnideck/engine/enginetest"
)

// A scenario per Wave 4 battle card of data/abilities/wave4-battle-cards-b.yaml
// (numbers 036 to 064).

var (
	// mercenaryTeam has a Mercenary, an Autobot and a Decepticon.
	mercenaryTeam = []string{"Deadlock, Soldier Of Fortune", "Arcee, Skilled Fighter", "Flamewar, Veteran Decepticon"}
	// mixedTeam has an Autobot and a Decepticon and no Mercenary.
	mixedTeam = []string{"Arcee, Skilled Fighter", "Flamewar, Veteran Decepticon"}
)

// New Orders (W4/039): "Untap one of your characters that has 6 [STARS] or
// fewer." Arcee (5 stars) may be untapped; Jetfire (10) may not.
func TestCardNewOrders(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Arcee, Skilled Fighter", "Jetfire, Air Guardian"}, ironhide, deckOf("New Orders"), blank)
	arcee, jet := char(t, s, 0, "Arcee"), char(t, s, 0, "Jetfire")
	s.obj(arcee).Set(flTapped, true)
	s.obj(jet).Set(flTapped, true)
	playAction(t, s, "New Orders")
	if s.ask != 0 {
		t.Fatalf("asked %q with one character to untap", s.question())
	}
	if s.obj(arcee).Has(flTapped) || !s.obj(jet).Has(flTapped) {
		t.Errorf("Arcee tapped %v, Jetfire tapped %v: want Arcee untapped, Jetfire still tapped",
			s.obj(arcee).Has(flTapped), s.obj(jet).Has(flTapped))
	}
}

// Opportune Offensive (W4/040): "Play this only if you had a Mercenary on
// your starting team. One of your Decepticons gets +3 [ATK] and Pierce 3
// until end of turn." Opportune Repairs (W4/041): "... Repair 3 damage
// from one of your Autobots." Not without a Mercenary; with one KO'd it
// may be played (Wave-4.xml#71).
func TestCardOpportuneOffensiveRepairs(t *testing.T) {
	for _, name := range []string{"Opportune Offensive", "Opportune Repairs"} {
		s := stdGame(t, mayAttack, mixedTeam, ironhide, deckOf(name), blank)
		ensure(t, s, 0, name)
		laterTurn(s)
		if has(s, "action:"+handleCode(s, handCard(t, s, 0, name))) {
			t.Errorf("%s may be played without a Mercenary on the starting team", name)
		}

		s = stdGame(t, mayAttack, mercenaryTeam, ironhide, deckOf(name), blank)
		dl, arcee, fw := char(t, s, 0, "Deadlock"), char(t, s, 0, "Arcee"), char(t, s, 0, "Flamewar")
		s.ko(dl) // the Mercenary KO'd: it was on the starting team all the same
		s.obj(arcee).Counters[cDamage] = 5
		s.obj(fw).Counters[cDamage] = 5
		atk, pierce := s.stat(fw, statAttack), s.stat(fw, statPierce)
		playAction(t, s, name)
		if s.ask != 0 {
			t.Fatalf("%s: asked %q with one character of the faction", name, s.question())
		}
		switch name {
		case "Opportune Offensive":
			if s.stat(fw, statAttack) != atk+3 || s.stat(fw, statPierce) != pierce+3 {
				t.Errorf("Flamewar: Attack %d, Pierce %d; want %d and %d", s.stat(fw, statAttack), s.stat(fw, statPierce), atk+3, pierce+3)
			}
		default:
			if s.damage(arcee) != 2 || s.damage(fw) != 5 {
				t.Errorf("Arcee %d damage, Flamewar %d: want 2 and 5", s.damage(arcee), s.damage(fw))
			}
		}
	}
}

// Pocket Processor (W4/046): "At the start of your turn > Draw a card."
// Its player draws 2 at the start of their turn (the turn's draw and the
// Processor's); the opponent's turn draws them nothing.
func TestCardPocketProcessor(t *testing.T) {
	s := stdGame(t, mayAttack, ironhide, ironhide, deckOf("Pocket Processor"), blank)
	attach(t, s, 0, "Pocket Processor", "Ironhide")
	hand := handSize(s, 0)
	passTurn(t, s)
	if n := handSize(s, 0); n != hand {
		t.Errorf("the opponent's turn began: the hand holds %d, want %d", n, hand)
	}
	passTurn(t, s)
	if n := handSize(s, 0); n != hand+2 {
		t.Errorf("the turn began with Pocket Processor: the hand holds %d, want %d", n, hand+2)
	}
}

// Point Position (W4/047): "The upgraded character has Brave while
// tapped." Untapped it has not; tapped, the enemy must attack it rather
// than the other tapped character.
func TestCardPointPosition(t *testing.T) {
	for _, put := range []bool{false, true} {
		s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Point Position"), blank)
		ra, ih := char(t, s, 0, "Red Alert"), char(t, s, 0, "Ironhide")
		if put {
			attach(t, s, 0, "Point Position", "Red Alert")
			if s.isBrave(ra) {
				t.Error("Red Alert, untapped, has Brave")
			}
		}
		s.obj(ra).Set(flTapped, true)
		s.obj(ih).Set(flTapped, true)
		if s.isBrave(ra) != put {
			t.Errorf("Red Alert, tapped, Point Position %v: Brave %v", put, s.isBrave(ra))
		}
		passTurn(t, s)
		play(t, s, "attacker:"+handleCode(s, char(t, s, 1, "Ironhide")))
		asked := s.step == stepDefender && has(s, "defender:"+handleCode(s, ih)) && has(s, "defender:"+handleCode(s, ra))
		if asked == put || (put && !logHas(s, "attacks your Red Alert")) {
			t.Errorf("Point Position %v: the attacker chooses between Ironhide and Red Alert %v; log %v", put, asked, logLines(s))
		}
	}
}

// Showing Off (W4/052): "Flip one of your characters to another mode. Then
// flip it to another mode." Arcee flips to bot mode and back: her bot
// mode's "when you flip" ability would show in the log.
func TestCardShowingOff(t *testing.T) {
	s := stdGame(t, mayAttack, ironhide, ironhide, deckOf("Showing Off"), blank)
	ih := char(t, s, 0, "Ironhide")
	mode := s.mode(ih).Mode
	playAction(t, s, "Showing Off")
	finishAttack(t, s)
	if s.mode(ih).Mode != mode || logCount(s, "flips") < 2 {
		t.Errorf("Ironhide in %s mode after Showing Off, want %s; log %v", s.mode(ih).Mode, mode, logLines(s))
	}
}

// Special Delivery (W4/054): "Move 1 damage counter from one of your
// characters to an enemy." As Fling (W2/031) does.
func TestCardSpecialDelivery(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, twoBots, deckOf("Special Delivery"), blank)
	ih, enemy := char(t, s, 0, "Ironhide"), char(t, s, 1, "Red Alert")
	s.obj(ih).Counters[cDamage] = 2
	playAction(t, s, "Special Delivery")
	for s.ask == askPick {
		if has(s, "pick:"+handleCode(s, ih)) {
			pickChar(t, s, ih)
			continue
		}
		pickChar(t, s, enemy)
	}
	if s.damage(ih) != 1 || s.damage(enemy) != 1 {
		t.Errorf("Ironhide %d damage, the enemy %d: want 1 and 1", s.damage(ih), s.damage(enemy))
	}
}

// Terrifying Resilience (W4/059): "Can't be put on Autobots. Tough 2."
// Unflinching Courage (W4/061): "Can't be put on Decepticons. Bold 2." A
// Mercenary may take either.
func TestCardTerrifyingResilienceUnflinchingCourage(t *testing.T) {
	team := []string{"Arcee, Skilled Fighter", "Flamewar, Veteran Decepticon", "Deadlock, Soldier Of Fortune"}
	for _, c := range []struct {
		name, not string
		stat      uint8
	}{{"Terrifying Resilience", "Arcee", statTough}, {"Unflinching Courage", "Flamewar", statBold}} {
		s := stdGame(t, mayAttack, team, ironhide, deckOf(c.name), blank)
		ensure(t, s, 0, c.name)
		for _, ch := range []string{"Arcee", "Flamewar", "Deadlock"} {
			if got := mayUpgradeOn(t, s, c.name, ch); got != (ch != c.not) {
				t.Errorf("%s may go on %s: %v", c.name, ch, got)
			}
		}
		dl := char(t, s, 0, "Deadlock")
		before := s.stat(dl, c.stat)
		attach(t, s, 0, c.name, "Deadlock")
		if n := s.stat(dl, c.stat); n != before+2 {
			t.Errorf("%s: Deadlock has %s %d, want %d", c.name, statNames[c.stat], n, before+2)
		}
	}
}

// War Of Attrition (W4/063): "Your opponent chooses one of their
// characters and does 1 damage to it. If this is the third War of
// Attrition you've played this turn > Repair 3 damage from one of your
// characters. You may play another War of Attrition." The first two
// repair nothing; the third repairs 3.
func TestCardWarOfAttrition(t *testing.T) {
	s := stdGame(t, mayAttack, ironhide, ironhide, deckOf("War Of Attrition", "War Of Attrition", "War Of Attrition"), blank)
	ih, enemy := char(t, s, 0, "Ironhide"), char(t, s, 1, "Ironhide")
	s.obj(ih).Counters[cDamage] = 5
	playAction(t, s, "War Of Attrition")
	for i := 0; i < 2; i++ {
		if s.damage(ih) != 5 {
			t.Errorf("after War Of Attrition %d: Ironhide %d damage, want 5", i+1, s.damage(ih))
		}
		play(t, s, "pick:") // play another
	}
	if s.damage(enemy) != 3 || s.damage(ih) != 2 {
		t.Errorf("after three: the enemy %d damage, Ironhide %d; want 3 and 2", s.damage(enemy), s.damage(ih))
	}
}

// Wedge Formation (W4/064): "Repair 1 damage from one of your Melee
// characters. If you have a Ranged character on the battlefield > Draw a
// card. If you have a Specialist on the battlefield > Plan 1." Each
// condition on its own: Hound (Melee) with Jetfire (Ranged) draws and
// plans nothing; with Arcee (Specialist) plans and draws nothing.
func TestCardWedgeFormation(t *testing.T) {
	for _, c := range []struct {
		other      string
		draw, plan bool
	}{{"Jetfire, Air Guardian", true, false}, {"Arcee, Skilled Fighter", false, true}} {
		s := stdGame(t, mayAttack, []string{"Autobot Hound, Long Range Scout", c.other}, ironhide, deckOf("Wedge Formation"), blank)
		hound := char(t, s, 0, "Autobot Hound")
		s.obj(hound).Counters[cDamage] = 2
		ensure(t, s, 0, "Wedge Formation")
		hand := handSize(s, 0)
		playAction(t, s, "Wedge Formation")
		planning := s.ask == askPick && s.pickKind == pickHand
		if planning {
			play(t, s, "pass")
		}
		drew := handSize(s, 0) == hand
		if s.damage(hound) != 1 || drew != c.draw || planning != c.plan {
			t.Errorf("with %s: Hound %d damage, drew %v, planned %v; want 1, %v, %v", c.other, s.damage(hound), drew, planning, c.draw, c.plan)
		}
	}
}

// The Wave 4 battle cards numbered 036 to 064 in force (those whose text is
// defined), two copies of each in every deck, play random games under the
// engine's conformance suite, with teams of the three factions, Mercenaries
// among them.
func TestWave4BattleBConformance(t *testing.T) {
	g := mustGame(t)
	var battle []string
	for _, c := range g.set.Cards() {
		if n := atoi(c.ID[len("W4/"):]); c.Set == "Wave 4" && c.isBattle() && len(c.Abilities) > 0 && n >= 36 && n <= 64 {
			battle = append(battle, c.ID, c.ID)
		}
	}
	if len(battle) < 2*10 {
		t.Fatalf("%d of these Wave 4 battle cards in force, want at least 10", len(battle)/2)
	}
	teams := [][]string{
		{"Deadlock, Soldier Of Fortune", "Megatron, Decepticon Leader"},
		{"Mudflap, Hired Muscle", "Autobot Hound, Long Range Scout", "Arcee, Skilled Fighter"},
		{"Megatron, Decepticon Leader", "Flamewar, Veteran Decepticon", "Barrage, Merciless Insecticon"},
		{"Jetfire, Air Guardian", "Autobot Hound, Long Range Scout", "Prowl, Military Strategist"},
		{"Lockdown, Bounty Hunter", "Starscream, Air Commander"},
	}
	var cfgs []engine.Config
	for i, team := range teams {
		other := teams[(i+1)%len(teams)]
		cfgs = append(cfgs, engine.Config{Players: 2, Seed: uint64(i + 1),
			Decks: [][]string{append(append([]string{}, team...), battle...), append(append([]string{}, other...), battle...)}})
	}
	games := 3
	if testing.Short() {
		games = 1
	}
	enginetest.Run(t, enginetest.Suite{
		Game:    g,
		Configs: cfgs,
		Games:   games,
		Check:   func(s engine.State) error { return conserved(s.(*State)) },
	})
}
