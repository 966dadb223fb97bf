package tftcg

import (
	"fmt"
	"slices"
	"testing"

	"omnideck/kit"
)

// A scenario per Wave 4 battle card of data/abilities/wave4-battle-cards-a.yaml
// (numbers 001 to 035 but the Secret Actions), with the rulings of the
// Wave 4 FAQ (Wave-4.xml) that decide them.

// optimusIronhide is a Truck (Optimus Prime, alt mode 3/2) and another
// Truck (Ironhide, alt mode 3/3).
var optimusIronhide = []string{"Optimus Prime, Autobot Leader", "Ironhide, Veteran Autobot"}

// 4-Wheel Drive (W4/001): "Choose one of your characters. Until end of
// turn, its base [ATK] is 7 as long as it's a Truck." Other bonuses add to
// the 7; out of Truck mode the printed Attack is back (Wave-4.xml#38,
// Wave-4.xml#39).
func Test4WheelDrive(t *testing.T) {
	s := stdGame(t, mayAttack, optimusIronhide, ironhide, deckOf("4-Wheel Drive", "Primary Laser"), blank)
	op, ih := char(t, s, 0, "Optimus Prime"), char(t, s, 0, "Ironhide")
	playAction(t, s, "4-Wheel Drive")
	pickChar(t, s, op)
	if a, b := s.stat(op, statAttack), s.stat(ih, statAttack); a != 7 || b != 3 {
		t.Errorf("Optimus Prime's Attack %d, Ironhide's %d; want 7 and 3", a, b)
	}
	attach(t, s, 0, "Primary Laser", "Optimus Prime")
	if a := s.attackOf(op); a != 9 {
		t.Errorf("with Primary Laser (+2) Attack %d, want 9 (Wave-4.xml#39)", a)
	}
	toBot(t, s, 0, "Optimus Prime")
	if a := s.attackOf(op); a != 3+2 {
		t.Errorf("in bot mode, no Truck, Attack %d, want its printed 3 + 2 (Wave-4.xml#38)", a)
	}
	passTurn(t, s)
	passTurn(t, s)
	s.obj(op).Counters[cMode] = int16(s.card(op).modeIndex(ModeAlt))
	if a := s.stat(op, statAttack); a != 3 {
		t.Errorf("a turn later Attack %d, want 3", a)
	}
}

// Acute Reflexes (W4/002): "Focus 1. When the upgraded character battles
// and you flip at least [WHITE] > It gets +1 [ATK] and +1 [DEF] until end
// of battle." Focus looks at the top card before the flips.
func TestAcuteReflexes(t *testing.T) {
	for _, white := range []bool{true, false} {
		first := "Medic!"
		if white {
			first = "Data Pad"
		}
		s := stdGame(t, nil, optimus, ironhide, deckOf("Acute Reflexes", "Medic!", "Medic!", "Medic!", first), blank)
		op := char(t, s, 0, "Optimus Prime")
		attach(t, s, 0, "Acute Reflexes", "Optimus Prime")
		top := s.t.Top(zone(0, zDeck))
		attack(t, s, "Optimus Prime", "Ironhide")
		if s.ask != askPick || !has(s, "pick:"+handleCode(s, top)) || !has(s, "pass") {
			t.Fatalf("Focus 1 offers no look at the top card: %v", codes(s))
		}
		play(t, s, "pass")
		want := 3
		if white {
			want = 4
		}
		if !hasTotals(s, want, 3) {
			t.Errorf("white flipped %v: the totals are not Attack %d against Defense 3: %v", white, want, logLines(s))
		}
		if a := s.stat(op, statAttack); a != 3 {
			t.Errorf("after the battle Attack %d, want 3", a)
		}
	}
	// Defending: +1 [DEF].
	s := stdGame(t, nil, optimus, ironhide, blank, []string{"Acute Reflexes", "Medic!", "Medic!", "Data Pad"})
	attach(t, s, 1, "Acute Reflexes", "Ironhide")
	attack(t, s, "Optimus Prime", "Ironhide")
	if s.ask == askPick {
		play(t, s, "pass")
	}
	if !hasTotals(s, 3, 4) {
		t.Errorf("defending with a white icon: not Attack 3 against Defense 4: %v", logLines(s))
	}
}

// Adaptive Plating (W4/003): "When the upgraded character defends and you
// flip at least [WHITE] > It gets +2 [DEF] until end of battle." Not with
// no white icon, and not when it attacks.
func TestAdaptivePlating(t *testing.T) {
	for _, c := range []struct {
		flip string
		def  int
	}{{"Data Pad", 5}, {"Medic!", 3}} {
		s := stdGame(t, nil, optimus, ironhide, blank, []string{"Adaptive Plating", "Medic!", "Medic!", c.flip})
		attach(t, s, 1, "Adaptive Plating", "Ironhide")
		attack(t, s, "Optimus Prime", "Ironhide")
		if !hasTotals(s, 3, c.def) {
			t.Errorf("defending, flipping %s: not Attack 3 against Defense %d: %v", c.flip, c.def, logLines(s))
		}
	}
	s := stdGame(t, nil, optimus, ironhide, deckOf("Adaptive Plating", "Medic!", "Medic!", "Medic!", "Data Pad"), blank)
	attach(t, s, 0, "Adaptive Plating", "Optimus Prime")
	attack(t, s, "Optimus Prime", "Ironhide")
	if !hasTotals(s, 3, 3) || s.stat(char(t, s, 0, "Optimus Prime"), statDefense) != 2 {
		t.Errorf("attacking with a white icon, Adaptive Plating changed something: %v", logLines(s))
	}
}

// Crude Club (W4/013): "The upgraded character has +1 [ATK] for each
// Upgrade on it." The Club counts (Wave-4.xml#49).
func TestCrudeClub(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Crude Club", "Data Pad", "Body Armor"), blank)
	ih, ra := char(t, s, 0, "Ironhide"), char(t, s, 0, "Red Alert")
	base := s.stat(ih, statAttack)
	attach(t, s, 0, "Body Armor", "Red Alert")
	attach(t, s, 0, "Crude Club", "Ironhide")
	if a := s.stat(ih, statAttack); a != base+1 {
		t.Errorf("with the Club alone Attack %d, want %d (Wave-4.xml#49)", a, base+1)
	}
	attach(t, s, 0, "Data Pad", "Ironhide")
	if a := s.stat(ih, statAttack); a != base+2 {
		t.Errorf("with the Club and Data Pad Attack %d, want %d", a, base+2)
	}
	if a := s.stat(ra, statAttack); a != s.mode(ra).Attack {
		t.Errorf("Red Alert's Attack %d: another character's Upgrades count", a)
	}
}

// Designated Target (W4/017): "Each of your characters get Pierce 2 until
// end of turn."
func TestDesignatedTarget(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Designated Target"), blank)
	playAction(t, s, "Designated Target")
	for _, id := range []kit.ObjID{char(t, s, 0, "Ironhide"), char(t, s, 0, "Red Alert")} {
		if p := s.stat(id, statPierce); p != 2 {
			t.Errorf("Pierce %d, want 2", p)
		}
	}
	if p := s.stat(char(t, s, 1, "Ironhide"), statPierce); p != 0 {
		t.Errorf("the enemy has Pierce %d", p)
	}
	passTurn(t, s)
	if p := s.stat(char(t, s, 0, "Ironhide"), statPierce); p != 0 {
		t.Errorf("Pierce %d the next turn, want 0", p)
	}
}

// Erratic Cannon (W4/020): "When the upgraded character attacks and you
// flip at least [WHITE] > It gets +3 [ATK] until end of battle."
func TestErraticCannon(t *testing.T) {
	for _, c := range []struct {
		flip string
		atk  int
	}{{"Data Pad", 6}, {"Medic!", 3}} {
		s := stdGame(t, nil, optimus, ironhide, deckOf("Erratic Cannon", "Medic!", "Medic!", "Medic!", c.flip), blank)
		attach(t, s, 0, "Erratic Cannon", "Optimus Prime")
		attack(t, s, "Optimus Prime", "Ironhide")
		if !hasTotals(s, c.atk, 3) {
			t.Errorf("flipping %s: not Attack %d against Defense 3: %v", c.flip, c.atk, logLines(s))
		}
	}
}

// Fight For Position (W4/022): "One of your characters gets Bold 2 until
// end of turn."
func TestFightForPosition(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Fight For Position"), blank)
	ih, ra := char(t, s, 0, "Ironhide"), char(t, s, 0, "Red Alert")
	b0, r0 := s.stat(ih, statBold), s.stat(ra, statBold)
	playAction(t, s, "Fight For Position")
	pickChar(t, s, ra)
	if b, r := s.stat(ih, statBold), s.stat(ra, statBold); b != b0 || r != r0+2 {
		t.Errorf("Bold %d and %d, want %d and %d", b, r, b0, r0+2)
	}
}

// Guarded Posture (W4/023): "(A character's [ATK] can't go below zero.)"
// Its -1 [ATK] leaves an Attack of 0 at 0, and counts again once the
// Attack is raised: 0 - 1 + 2 is 1 (Wave-4.xml#58).
func TestGuardedPosture(t *testing.T) {
	for _, c := range []struct {
		laser bool
		atk   int
	}{{false, 0}, {true, 1}} {
		s := stdGame(t, nil, []string{"Demolisher, Devoted Decepticon"}, ironhide, deckOf("Guarded Posture", "Primary Laser"), blank)
		toBot(t, s, 0, "Demolisher") // 0 [ATK]
		attach(t, s, 0, "Guarded Posture", "Demolisher")
		if c.laser {
			attach(t, s, 0, "Primary Laser", "Demolisher")
		}
		attack(t, s, "Demolisher", "Ironhide")
		if !hasTotals(s, c.atk, 3) {
			t.Errorf("with Primary Laser %v: not Attack %d against Defense 3: %v", c.laser, c.atk, logLines(s))
		}
	}
}

// Hazardous Shield (W4/024): "Revenge > Scrap an enemy Weapon or Armor."
// When the upgraded character is KO'd, a Weapon or Armor of the enemy's
// goes; a Utility is not offered.
func TestHazardousShield(t *testing.T) {
	s := stdGame(t, nil, optimus, twoBots, deckOf("Primary Laser", "Data Pad"), deckOf("Hazardous Shield"))
	attach(t, s, 0, "Primary Laser", "Optimus Prime")
	attach(t, s, 0, "Data Pad", "Optimus Prime")
	ih := char(t, s, 1, "Ironhide")
	attach(t, s, 1, "Hazardous Shield", "Ironhide")
	s.obj(ih).Counters[cDamage] = 6
	attack(t, s, "Optimus Prime", "Ironhide")
	finishAttack(t, s)
	if s.onField(ih) {
		t.Fatalf("Ironhide not KO'd: %v", logLines(s))
	}
	if !scrapHas(s, 0, "Primary Laser") || scrapHas(s, 0, "Data Pad") || !scrapHas(s, 1, "Hazardous Shield") {
		t.Errorf("Revenge did not scrap Primary Laser alone: %v", logLines(s))
	}
}

// Head-On Collision (W4/025): "Choose one of your characters. It gets +3
// [ATK] while attacking in alt mode this turn." Not while not attacking,
// nor attacking in bot mode.
func TestHeadOnCollision(t *testing.T) {
	for _, bot := range []bool{false, true} {
		s := stdGame(t, nil, optimus, ironhide, deckOf("Head-On Collision"), blank)
		op := char(t, s, 0, "Optimus Prime")
		if bot {
			toBot(t, s, 0, "Optimus Prime")
		}
		playAction(t, s, "Head-On Collision")
		if a := s.stat(op, statAttack); a != 3 {
			t.Errorf("not attacking: Attack %d, want 3", a)
		}
		attack(t, s, "Optimus Prime", "Ironhide")
		want := 6
		if bot {
			want = 3
		}
		if !hasTotals(s, want, 3) {
			t.Errorf("bot mode %v: not Attack %d: %v", bot, want, logLines(s))
		}
	}
}

// w4aCards are the ids of the Wave 4 battle cards this file's scenarios
// cover.
var w4aCards = []string{"W4/001", "W4/002", "W4/003", "W4/005", "W4/007", "W4/008", "W4/010", "W4/012", "W4/013",
	"W4/014", "W4/016", "W4/017", "W4/018", "W4/019", "W4/020", "W4/022", "W4/023", "W4/024", "W4/025", "W4/030",
	"W4/031", "W4/032", "W4/034", "W4/035"}

// The Wave 4 battle cards 001 to 035 in force, two copies of each in every
// deck, play random games under the engine's conformance suite, with teams
// of Trucks, Tanks, Planes, Helicopters, triple changers and Mercenaries.
func TestWave4BattleAConformance(t *testing.T) {
	g := mustGame(t)
	var battle []string
	for _, id := range w4aCards {
		c, ok := g.set.Lookup(id)
		if !ok {
			t.Fatalf("no card %s", id)
		}
		if len(c.Abilities) > 0 {
			battle = append(battle, c.ID, c.ID)
		}
	}
	teams := [][]string{
		{"Optimus Prime, Autobot Leader", "Ironhide, Veteran Autobot", "Autobot Hound, Long Range Scout"},
		{"Blitzwing, Relentless Foe", "Megatron, Decepticon Leader"},
		{"Autobot Springer, Aerial Defense", "Alpha Bravo, Airborne Special Ops", "Jetfire, Air Guardian"},
		{"Detritus, Arms Dealer", "Mudflap, Hired Muscle"},
		{"Octone, Capricious Agitator", "Demolisher, Devoted Decepticon", "Starscream, Air Commander"},
	}
	runTeams(t, g, teams, battle)
}

// Blast Suit (W4/007): "If the upgraded character would take attack damage
// > Instead it takes half that damage rounded down, and you scrap this
// card."
func TestBlastSuit(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, deckOf("Primary Laser"), deckOf("Blast Suit"))
	attach(t, s, 0, "Primary Laser", "Optimus Prime")
	attach(t, s, 1, "Blast Suit", "Ironhide")
	attack(t, s, "Optimus Prime", "Ironhide")
	finishAttack(t, s)
	// 5 against 3: 2 damage, halved to 1.
	if d := s.damage(char(t, s, 1, "Ironhide")); d != 1 || !scrapHas(s, 1, "Blast Suit") {
		t.Errorf("Ironhide has %d damage (want 1), Blast Suit scrapped %v: %v", d, scrapHas(s, 1, "Blast Suit"), logLines(s))
	}
}

// Conversion Engine (W4/010): "Put only on a character that has more than
// one alt mode. At the end of your turn > Flip the upgraded character to
// another mode."
func TestConversionEngine(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Blitzwing, Relentless Foe", "Optimus Prime, Autobot Leader"}, ironhide, deckOf("Conversion Engine"), blank)
	ensure(t, s, 0, "Conversion Engine")
	if mayUpgradeOn(t, s, "Conversion Engine", "Optimus Prime") || !mayUpgradeOn(t, s, "Conversion Engine", "Blitzwing") {
		t.Fatal("Conversion Engine goes on a character with one alt mode, or not on Blitzwing")
	}
	bw := char(t, s, 0, "Blitzwing")
	attach(t, s, 0, "Conversion Engine", "Blitzwing")
	passTurn(t, s)
	if s.active == 0 {
		// A triple changer's player chooses the mode.
		play(t, s, findCode(s, ":alt2"))
	}
	if m := s.mode(bw).Mode; m != "alt2" || s.active != 1 {
		t.Errorf("at the end of the turn Blitzwing is in %s mode, want alt2; player %d's turn", m, s.active+1)
	}
}

// Kinetic Converter (W4/034): "When you flip the upgraded character to
// another mode > Draw a card." Kinetic Intensifier Whip (W4/035): "... > It
// gets Bold 2 until end of turn."
func TestKineticConverterAndWhip(t *testing.T) {
	s := stdGame(t, mayAttack, ironhide, optimus, deckOf("Kinetic Converter", "Kinetic Intensifier Whip"), blank)
	op := char(t, s, 0, "Ironhide")
	attach(t, s, 0, "Kinetic Converter", "Ironhide")
	attach(t, s, 0, "Kinetic Intensifier Whip", "Ironhide")
	toBot(t, s, 0, "Ironhide")
	hand := handSize(s, 0)
	play(t, s, "flip:"+handleCode(s, op))
	for s.ask != 0 {
		play(t, s, "first:")
	}
	alt := s.card(op).Modes[s.card(op).modeIndex(ModeAlt)].Bold
	if b, h := s.stat(op, statBold), handSize(s, 0); b != alt+2 || h != hand+1 {
		t.Errorf("after the flip Bold %d and %d cards in hand, want %d and %d: %v", b, h, alt+2, hand+1, logLines(s))
	}
	passTurn(t, s)
	if b := s.stat(op, statBold); b != alt {
		t.Errorf("Bold %d the next turn, want %d", b, alt)
	}
}

// Composite Armor (W4/008): "Put on Tanks only. When the upgraded
// characater defends > Scrap this card after the battle. Then, if you
// flipped at least [BLACK] that battle, do 1 damage to the attacker." The
// damage comes after the battle, just after the scrap; without a black
// icon the Armor is scrapped all the same (Wave-4.xml#44, Wave-4.xml#45).
func TestCompositeArmor(t *testing.T) {
	for _, black := range []bool{true, false} {
		flip := "Medic!"
		if black {
			flip = "Designated Target" // two black icons
		}
		s := stdGame(t, nil, optimus, []string{"Megatron, Decepticon Leader", "Ironhide, Veteran Autobot"}, blank,
			append([]string{"Composite Armor", "Medic!", "Medic!", flip}, blank...))
		ensure(t, s, 1, "Composite Armor")
		ca := handCard(t, s, 1, "Composite Armor")
		if s.mayUpgrade(ca, char(t, s, 1, "Ironhide")) || !s.mayUpgrade(ca, char(t, s, 1, "Megatron")) {
			t.Fatal("Composite Armor goes on Ironhide, a Truck, or not on Megatron, a Tank")
		}
		attach(t, s, 1, "Composite Armor", "Megatron")
		attack(t, s, "Optimus Prime", "Megatron")
		finishAttack(t, s)
		want := 0
		if black {
			want = 1
		}
		if d := s.damage(char(t, s, 0, "Optimus Prime")); d != want || !scrapHas(s, 1, "Composite Armor") {
			t.Errorf("black flipped %v: the attacker has %d damage (want %d), the Armor scrapped %v: %v", black, d, want, scrapHas(s, 1, "Composite Armor"), logLines(s))
		}
	}
}

// Crowbar (W4/012): "When the upgraded character attacks > Scrap this card
// after the battle." Put on once the attack has begun, it stays for
// another (Wave-4.xml#48).
func TestCrowbar(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, deckOf("Crowbar"), blank)
	attach(t, s, 0, "Crowbar", "Optimus Prime")
	attack(t, s, "Optimus Prime", "Ironhide")
	finishAttack(t, s)
	if !scrapHas(s, 0, "Crowbar") || !logHas(s, "Crowbar goes to your scrap pile") {
		t.Errorf("Crowbar not scrapped after the battle: %v", logLines(s))
	}

	s = stdGame(t, nil, optimus, ironhide, deckOf("Acute Reflexes", "Crowbar"), blank)
	op := char(t, s, 0, "Optimus Prime")
	attach(t, s, 0, "Acute Reflexes", "Optimus Prime")
	ensure(t, s, 0, "Crowbar")
	cb := handCard(t, s, 0, "Crowbar")
	attack(t, s, "Optimus Prime", "Ironhide")
	if s.ask != askPick {
		t.Fatalf("no Focus question: %v", codes(s))
	}
	s.putUpgrade(0, cb, op) // during the battle, as Metal Detector would
	s.optsOK = false
	play(t, s, "pass")
	finishAttack(t, s)
	if !inZone(s, cb, 0, zUpgrade) {
		t.Errorf("Crowbar put on during the battle is scrapped after it (Wave-4.xml#48): %v", logLines(s))
	}
}

// Increased Durability (W4/030): "The upgraded character has +4 [HP]." A
// character with more damage counters than its printed Health survives
// while it has the Armor, and is KO'd when the Armor is scrapped
// (Wave-4.xml#64).
func TestIncreasedDurability(t *testing.T) {
	s := stdGame(t, nil, optimus, twoBots, deckOf("Primary Laser"), deckOf("Increased Durability", "Body Armor"))
	ih := char(t, s, 1, "Ironhide") // Health 7
	attach(t, s, 1, "Increased Durability", "Ironhide")
	if h := s.health(ih); h != 11 {
		t.Fatalf("Health %d, want 11", h)
	}
	s.obj(ih).Counters[cDamage] = 6
	attach(t, s, 0, "Primary Laser", "Optimus Prime")
	attack(t, s, "Optimus Prime", "Ironhide") // 5 against 3: 2 damage, 8 of 11
	finishAttack(t, s)
	if !s.onField(ih) || s.damage(ih) != 8 {
		t.Fatalf("Ironhide on the battlefield %v with %d damage, want 8 of 11: %v", s.onField(ih), s.damage(ih), logLines(s))
	}
	if v := s.characterView(ih); v.Health != 11 {
		t.Errorf("the view shows Health %d, want 11", v.Health)
	}
	attach(t, s, 1, "Body Armor", "Ironhide") // replaces the Armor
	if s.onField(ih) || !scrapHas(s, 1, "Increased Durability") {
		t.Errorf("Ironhide with 8 damage and Health 7 not KO'd once the Armor went (Wave-4.xml#64): %v", logLines(s))
	}
}

// Increased Durability taken off another way than scrapped: returned to
// its owner's hand, or moved to another character, the Health it raised
// goes with it, and a character left with as many damage counters as its
// Health is KO'd at once, as when the Armor is scrapped (Wave-4.xml#64).
func TestIncreasedDurabilityLeaving(t *testing.T) {
	for _, how := range []string{"returned", "moved"} {
		s := stdGame(t, nil, optimus, twoBots, blank, deckOf("Increased Durability"))
		ih, ra := char(t, s, 1, "Ironhide"), char(t, s, 1, "Red Alert")
		u := attach(t, s, 1, "Increased Durability", "Ironhide")
		s.obj(ih).Counters[cDamage] = 8 // of 11, Health 7 without the Armor
		if how == "returned" {
			s.toHand(u)
		} else {
			s.moveUpgrade(1, u, ra)
		}
		if s.onField(ih) {
			t.Errorf("Increased Durability %s: Ironhide on the battlefield with 8 damage and Health %d, want KO'd", how, s.health(ih))
		}
	}
}

// All of a character's Upgrades scrapped at once, Increased Durability
// among them: the KO its loss sets off scraps the rest, and each Upgrade
// is scrapped once.
func TestIncreasedDurabilityScrappedWithOthers(t *testing.T) {
	s := stdGame(t, nil, optimus, twoBots, blank, deckOf("Smoke Cloak", "Increased Durability", "Combat Dagger"))
	ih := char(t, s, 1, "Ironhide")
	attach(t, s, 1, "Smoke Cloak", "Ironhide")
	attach(t, s, 1, "Combat Dagger", "Ironhide")
	attach(t, s, 1, "Increased Durability", "Ironhide")
	s.obj(ih).Counters[cDamage] = 8
	s.scrapUpgrades(ih)
	s.settle()
	if s.onField(ih) || s.upgrades(ih) != 0 || s.t.Count(zone(1, zScrap)) != 3 {
		t.Errorf("Ironhide on the battlefield %v with %d Upgrades, %d cards scrapped; want KO'd, 0 and 3", s.onField(ih), s.upgrades(ih), s.t.Count(zone(1, zScrap)))
	}
}

// Indestructible Sword (W4/031): "When this is scrapped from a character >
// Return this to your hand." Replaced by another Weapon, or with its
// character KO'd (Wave-4.xml#65); not from the hand.
func TestIndestructibleSword(t *testing.T) {
	s := stdGame(t, nil, optimus, twoBots, deckOf("Primary Laser"), deckOf("Indestructible Sword", "Primary Laser", "Indestructible Sword"))
	attach(t, s, 0, "Primary Laser", "Optimus Prime")
	sw := attach(t, s, 1, "Indestructible Sword", "Ironhide")
	attach(t, s, 1, "Primary Laser", "Ironhide")
	if !inZone(s, sw, 1, zHand) {
		t.Fatalf("the Sword replaced by Primary Laser is not back in hand: %v", logLines(s))
	}
	s.putUpgrade(1, sw, char(t, s, 1, "Ironhide"))
	s.settle()
	ih := char(t, s, 1, "Ironhide")
	s.obj(ih).Counters[cDamage] = 6
	attack(t, s, "Optimus Prime", "Ironhide")
	finishAttack(t, s)
	if s.onField(ih) || !inZone(s, sw, 1, zHand) {
		t.Errorf("Ironhide KO'd %v, the Sword in hand %v (Wave-4.xml#65): %v", !s.onField(ih), inZone(s, sw, 1, zHand), logLines(s))
	}
	other := handCard(t, s, 1, "Indestructible Sword")
	if other == sw {
		other = s.t.Zones[zone(1, zHand)].Cards[0]
	}
	s.scrap(other)
	s.settle()
	if inZone(s, other, 1, zHand) {
		t.Error("a card scrapped from the hand returned to it")
	}
}

// Energy Transfer (W4/019): "Move any number of damage counters from one of
// your characters to one of your other characters, but not enough to KO
// it." As many as the player wants (Wave-4.xml#55: none is allowed),
// never the last one the other could take.
func TestEnergyTransfer(t *testing.T) {
	for _, moves := range []int{0, 2, 9} {
		s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Energy Transfer"), blank)
		ih, ra := char(t, s, 0, "Ironhide"), char(t, s, 0, "Red Alert")
		s.obj(ih).Counters[cDamage] = 5
		s.obj(ra).Counters[cDamage] = 6
		playAction(t, s, "Energy Transfer")
		pickChar(t, s, ih) // from Ironhide; Red Alert is the only other
		// Red Alert takes no more than leaves it 1 Health; Ironhide
		// gives no more than its 5.
		most := min(s.health(ra)-1-6, 5)
		var offered []string
		for n := range most + 1 {
			offered = append(offered, fmt.Sprintf("count:%d", n))
		}
		if got := codes(s); !slices.Equal(got, offered) {
			t.Fatalf("options %v, want %v", got, offered)
		}
		want := min(moves, most)
		play(t, s, fmt.Sprintf("count:%d", want))
		if a, b := s.damage(ih), s.damage(ra); a != 5-want || b != 6+want {
			t.Errorf("%d moves asked: damage %d and %d, want %d and %d: %v", moves, a, b, 5-want, 6+want, logLines(s))
		}
	}
}

// Defensive Configuration (W4/016): "The upgraded characater has an extra
// Armor slot. When you put this on a character > Reveal the top card of
// your deck. If it's an Armor, play it onto the upgraded character."
// Scrapped, it leaves room for one Armor: the last one put on goes
// (Wave-4.xml#52).
func TestDefensiveConfiguration(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Defensive Configuration", "Body Armor", "Medic!", "Medic!", "Armored Plating"), blank)
	ih := char(t, s, 0, "Ironhide")
	attach(t, s, 0, "Body Armor", "Ironhide")
	top := s.t.Top(zone(0, zDeck)) // Armored Plating
	attach(t, s, 0, "Defensive Configuration", "Ironhide")
	if !inZone(s, top, 0, zUpgrade) || s.upgrades(ih) != 3 {
		t.Fatalf("the revealed Armor is not played beside Body Armor: %d Upgrades: %v", s.upgrades(ih), logLines(s))
	}
	// Scrapped, its player chooses the Armor Ironhide keeps
	// (Wave-4.xml#52).
	for _, scrapped := range []string{"Armored Plating", "Body Armor"} {
		c := s.clone()
		c.scrap(zoneCard(t, c, 0, zUpgrade, "Defensive Configuration"))
		c.settle()
		if c.ask != askRoom || c.decider() != 0 || len(labels(c)) != 2 {
			t.Fatalf("without the extra slot: question %d to %d, options %q; want player 0's choice of two Armors", c.ask, c.decider(), labels(c))
		}
		chooseScrap(t, c, scrapped)
		if c.upgrades(ih) != 1 || !scrapHas(c, 0, scrapped) {
			t.Errorf("%s chosen: %d Upgrades, it scrapped %v; want the other Armor alone", scrapped, c.upgrades(ih), scrapHas(c, 0, scrapped))
		}
	}
	// Not an Armor: it stays on top, revealed to both players.
	s = stdGame(t, mayAttack, twoBots, ironhide, deckOf("Defensive Configuration", "Medic!", "Medic!", "Medic!", "Primary Laser"), blank)
	top = s.t.Top(zone(0, zDeck))
	attach(t, s, 0, "Defensive Configuration", "Ironhide")
	if s.t.Top(zone(0, zDeck)) != top || !s.t.Identifies(1, top) || s.upgrades(char(t, s, 0, "Ironhide")) != 1 {
		t.Errorf("a Weapon on top is played or not left revealed on top")
	}
}

// Dual Wield (W4/018): "One of your characters gets an extra Weapon slot
// until end of turn. If that character is a Mercernary > You may play a
// Weapon from your scap pile onto it." At the end of the turn its player
// chooses the Weapon it keeps (Wave-4.xml#53); a lone Weapon stays
// (Rules_Roundup-2019-11-08.xml#9-19). Not a Mercenary: no Weapon from the
// scrap pile.
func TestDualWield(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Mudflap, Hired Muscle", "Ironhide, Veteran Autobot"}, ironhide,
		deckOf("Dual Wield", "Handheld Blaster", "Medic!", "Medic!", "Primary Laser"), blank)
	mf := char(t, s, 0, "Mudflap")
	attach(t, s, 0, "Handheld Blaster", "Mudflap")
	toScrap(t, s, 0, "Primary Laser")
	playAction(t, s, "Dual Wield")
	pickChar(t, s, mf)
	if s.ask == askPick {
		play(t, s, "pick:"+handleCode(s, zoneCard(t, s, 0, zScrap, "Primary Laser")))
	}
	if s.upgrades(mf) != 2 {
		t.Fatalf("Mudflap has %d Upgrades, want Handheld Blaster and Primary Laser: %v", s.upgrades(mf), logLines(s))
	}
	for _, scrapped := range []string{"Primary Laser", "Handheld Blaster"} {
		c := s.clone()
		passTurn(t, c)
		if c.ask != askRoom || c.decider() != 0 || c.active != 0 || len(labels(c)) != 2 {
			t.Fatalf("at the end of the turn: question %d to %d in %d's turn, options %q; want player 0's choice of two Weapons before the next turn",
				c.ask, c.decider(), c.active, labels(c))
		}
		chooseScrap(t, c, scrapped)
		if c.upgrades(mf) != 1 || !scrapHas(c, 0, scrapped) || c.active != 1 {
			t.Errorf("%s chosen: %d Upgrades, it scrapped %v, player %d's turn; want the other Weapon alone in player 1's turn",
				scrapped, c.upgrades(mf), scrapHas(c, 0, scrapped), c.active)
		}
	}

	// Ironhide is no Mercenary.
	s = stdGame(t, mayAttack, []string{"Mudflap, Hired Muscle", "Ironhide, Veteran Autobot"}, ironhide, deckOf("Dual Wield", "Medic!", "Medic!", "Medic!", "Primary Laser"), blank)
	ih := char(t, s, 0, "Ironhide")
	toScrap(t, s, 0, "Primary Laser")
	playAction(t, s, "Dual Wield")
	pickChar(t, s, ih)
	if s.ask != 0 || s.upgrades(ih) != 0 {
		t.Errorf("a Weapon from the scrap pile offered to a character no Mercenary: %v", codes(s))
	}
}

// Involuntary Promotion (W4/032): "Choose one of your characters. Return
// another character that has the same number of [STARS] or fewer from your
// KO area to the battlefield fully repaired. Move the damage counters and
// Upgrades from the chosen character to the returned character. Then KO the
// chosen character." With none to return, the chosen one is KO'd all the
// same (Rules_Roundup-2019-11-08.xml#9-5).
func TestInvoluntaryPromotion(t *testing.T) {
	team := []string{"Optimus Prime, Autobot Leader", "Ironhide, Veteran Autobot", "Red Alert, Security Chief"}
	s := stdGame(t, mayAttack, team, ironhide, deckOf("Involuntary Promotion", "Primary Laser"), blank)
	op, ih := char(t, s, 0, "Optimus Prime"), char(t, s, 0, "Ironhide") // 7 and 6 stars
	attach(t, s, 0, "Primary Laser", "Optimus Prime")
	s.obj(op).Counters[cDamage] = 3
	koed(t, s, 0, "Ironhide", "bot")
	playAction(t, s, "Involuntary Promotion")
	pickChar(t, s, op)
	if s.ask == askPick {
		pickChar(t, s, ih)
	}
	if s.onField(op) || !s.onField(ih) || s.damage(ih) != 3 || s.upgrades(ih) != 1 || s.mode(ih).Mode != ModeBot {
		t.Errorf("Optimus KO'd %v; Ironhide back %v in %s mode with %d damage and %d Upgrades, want 3 and Primary Laser: %v",
			!s.onField(op), s.onField(ih), s.mode(ih).Mode, s.damage(ih), s.upgrades(ih), logLines(s))
	}

	// Only characters with as many stars or fewer: Optimus (7) may not
	// come back for Ironhide (6), and Ironhide is KO'd all the same.
	s = stdGame(t, mayAttack, team, ironhide, deckOf("Involuntary Promotion"), blank)
	op, ih = char(t, s, 0, "Optimus Prime"), char(t, s, 0, "Ironhide")
	koed(t, s, 0, "Optimus Prime", "alt")
	playAction(t, s, "Involuntary Promotion")
	pickChar(t, s, ih)
	if s.ask != 0 || s.onField(ih) || s.onField(op) {
		t.Errorf("Ironhide on the battlefield %v, Optimus %v, options %v; want both KO'd (Rules_Roundup-2019-11-08.xml#9-5)", s.onField(ih), s.onField(op), codes(s))
	}
}
