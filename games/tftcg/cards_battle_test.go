package tftcg

import (
	"strings"
	"testing"

	"omnideck/carddata"
	"omnideck/engine"
	"omnideck/kit"
)

// A scenario per Wave 1 battle card whose text is defined in
// data/abilities/battle-cards.yaml (the cards of cards_language_test.go
// aside): the text happening in a standard game.

// upgradeOn has the player whose turn it is put Upgrade name, from their
// hand (taken from their deck first when it is not there), on their
// character ch, by the turn's options: the card, then the character when
// it may go on more than one.
func upgradeOn(t *testing.T, s *State, name, ch string) {
	t.Helper()
	p := s.active
	ensure(t, s, p, name)
	laterTurn(s)
	for _, c := range codes(s) {
		if !strings.HasPrefix(c, "upgrade:") || !strings.Contains(c+":", ":"+carddata.Code(name)+":") {
			continue
		}
		if strings.HasSuffix(c, ":"+carddata.Code(name)) {
			play(t, s, c) // the card: the character next
			c = pickUpgradeOn(t, s, ch)
		}
		if endsWithCard(c, ch) {
			play(t, s, c)
			return
		}
	}
	t.Fatalf("no option to put %s on %s: %v", name, ch, codes(s))
}

// endsWithCard reports whether code ends with the card named name, as a
// code names it, its full name: "Ironhide" is the last card of
// "upgrade:126:primary-laser:1:ironhide-veteran-autobot".
func endsWithCard(code, name string) bool {
	last, want := code[strings.LastIndex(code, ":")+1:], carddata.Code(name)
	return last == want || strings.HasPrefix(last, want+"-")
}

// pickUpgradeOn is the code of the option that puts the Upgrade being
// played on character ch.
func pickUpgradeOn(t *testing.T, s *State, ch string) string {
	t.Helper()
	for _, c := range codes(s) {
		if strings.HasPrefix(c, "upgrade:") && endsWithCard(c, ch) {
			return c
		}
	}
	t.Fatalf("no option to put the Upgrade being played on %s: %v", ch, codes(s))
	return ""
}

// playAction has the player whose turn it is play the Action name from
// their hand (taken from their deck first when it is not there).
func playAction(t *testing.T, s *State, name string) {
	t.Helper()
	p := s.active
	ensure(t, s, p, name)
	laterTurn(s)
	play(t, s, "action:"+handleCode(s, handCard(t, s, p, name)))
}

// ensure puts a card named name into player p's hand from their deck,
// unless they hold one.
func ensure(t *testing.T, s *State, p int, name string) {
	t.Helper()
	if !inHand(s, p, name) {
		holding(t, s, p, name)
	}
}

// inHand reports whether player p holds a card named name.
func inHand(s *State, p int, name string) bool {
	for _, id := range s.t.Zones[zone(p, zHand)].Cards {
		if s.card(id).FullName() == name {
			return true
		}
	}
	return false
}

// handCard is the first card named name in player p's hand.
func handCard(t *testing.T, s *State, p int, name string) kit.ObjID {
	t.Helper()
	return zoneCard(t, s, p, zHand, name)
}

// zoneCard is the first card named name in player p's zone z.
func zoneCard(t *testing.T, s *State, p, z int, name string) kit.ObjID {
	t.Helper()
	for _, id := range s.t.Zones[zone(p, z)].Cards {
		if s.card(id).FullName() == name {
			return id
		}
	}
	t.Fatalf("no %s in player %d's %s", name, p+1, zoneSpecs[z].Name)
	return kit.NoObj
}

// mayUpgradeOn reports whether Upgrade name in the active player's hand
// may be put on their character ch.
func mayUpgradeOn(t *testing.T, s *State, name, ch string) bool {
	t.Helper()
	return s.mayUpgrade(handCard(t, s, s.active, name), char(t, s, s.active, ch))
}

// upgradesOn counts the Upgrades on character id.
func upgradesOn(s *State, id kit.ObjID) int { return s.upgrades(id) }

var filler = many(20, "Armored Plating")

// Upgrades whose keyword is in force on the upgraded character: Handheld
// Blaster (W1/034) Bold 1, Improvised Shield (W1/038) Tough 1, Reinforced
// Plating (W1/061) Tough 2, Piercing Blaster (W1/053) Pierce 3.
func TestCardUpgradeKeywords(t *testing.T) {
	for _, c := range []struct {
		name string
		stat uint8
		n    int
	}{{"Handheld Blaster", statBold, 1}, {"Improvised Shield", statTough, 1}, {"Reinforced Plating", statTough, 2},
		{"Piercing Blaster", statPierce, 3}} {
		s := stdGame(t, nil, optimus, ironhide, append([]string{c.name}, filler...), filler)
		op := char(t, s, 0, "Optimus Prime")
		before := s.stat(op, c.stat)
		upgradeOn(t, s, c.name, "Optimus Prime")
		if n := s.stat(op, c.stat); n != before+c.n {
			t.Errorf("%s: %s %d, want %d", c.name, statNames[c.stat], n, before+c.n)
		}
	}
}

// Power Sword (W1/055): "Put on Melee characters only. Bold 3." Jaws Of
// Steel (W1/042): "Put on Dinobots only. Bold 2."
func TestCardPowerSwordJawsOfSteel(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Autobot Leader", "Ironhide, Veteran Autobot"}, ironhide,
		append([]string{"Power Sword", "Jaws Of Steel"}, filler...), filler)
	ensure(t, s, 0, "Power Sword")
	ensure(t, s, 0, "Jaws Of Steel")
	if mayUpgradeOn(t, s, "Power Sword", "Optimus Prime") || !mayUpgradeOn(t, s, "Power Sword", "Ironhide") {
		t.Error("Power Sword goes on Melee characters only")
	}
	if mayUpgradeOn(t, s, "Jaws Of Steel", "Ironhide") {
		t.Error("Jaws Of Steel may go on Ironhide, no Dinobot")
	}
	upgradeOn(t, s, "Power Sword", "Ironhide")
	if n := s.stat(char(t, s, 0, "Ironhide"), statBold); n != 3 {
		t.Errorf("Ironhide has Bold %d with Power Sword, want 3", n)
	}
	s = stdGame(t, nil, []string{"Grimlock, Dinobot Leader"}, ironhide, append([]string{"Jaws Of Steel"}, filler...), filler)
	g := char(t, s, 0, "Grimlock")
	bold := s.stat(g, statBold)
	upgradeOn(t, s, "Jaws Of Steel", "Grimlock")
	if n := s.stat(g, statBold); n != bold+2 {
		t.Errorf("Grimlock has Bold %d with Jaws Of Steel, want %d", n, bold+2)
	}
}

// Energon Axe (W1/028): "Put on damaged characters only. Pierce 2."
func TestCardEnergonAxe(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Autobot Leader", "Ironhide, Veteran Autobot"}, ironhide,
		append([]string{"Energon Axe"}, filler...), filler)
	ensure(t, s, 0, "Energon Axe")
	if mayUpgradeOn(t, s, "Energon Axe", "Ironhide") {
		t.Error("Energon Axe may go on an undamaged character")
	}
	s.obj(char(t, s, 0, "Ironhide")).Counters[cDamage] = 1
	upgradeOn(t, s, "Energon Axe", "Ironhide")
	if n := s.stat(char(t, s, 0, "Ironhide"), statPierce); n != 2 {
		t.Errorf("Ironhide has Pierce %d, want 2", n)
	}
}

// Ion Blaster Of Optimus Prime (W1/041): "Put on Optimus Prime only."
func TestCardIonBlaster(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Autobot Leader", "Ironhide, Veteran Autobot"}, ironhide,
		append([]string{"Ion Blaster Of Optimus Prime"}, filler...), filler)
	ensure(t, s, 0, "Ion Blaster Of Optimus Prime")
	if mayUpgradeOn(t, s, "Ion Blaster Of Optimus Prime", "Ironhide") || !mayUpgradeOn(t, s, "Ion Blaster Of Optimus Prime", "Optimus Prime") {
		t.Error("the Ion Blaster goes on Optimus Prime only")
	}
}

// Fusion Cannon Of Megatron (W1/032): "While this is on Megatron > He has
// Pierce 3." Null-Ray of Starscream (W1/049): "While this is on
// Starscream > He has Bold 2."
func TestCardFusionCannonNullRay(t *testing.T) {
	s := stdGame(t, nil, []string{"Megatron, Decepticon Leader", "Starscream, Air Commander", "Ironhide, Veteran Autobot"}, ironhide,
		append([]string{"Fusion Cannon Of Megatron", "Null-Ray of Starscream", "Fusion Cannon Of Megatron"}, filler...), filler)
	m, st := char(t, s, 0, "Megatron"), char(t, s, 0, "Starscream")
	pierce, bold := s.stat(m, statPierce), s.stat(st, statBold)
	upgradeOn(t, s, "Fusion Cannon Of Megatron", "Megatron")
	if n := s.stat(m, statPierce); n != pierce+3 {
		t.Errorf("Megatron has Pierce %d with his Fusion Cannon, want %d", n, pierce+3)
	}
	s.upgraded = false
	upgradeOn(t, s, "Null-Ray of Starscream", "Starscream")
	if n := s.stat(st, statBold); n != bold+2 {
		t.Errorf("Starscream has Bold %d with his Null-Ray, want %d", n, bold+2)
	}
	s.upgraded = false
	ih := char(t, s, 0, "Ironhide")
	upgradeOn(t, s, "Fusion Cannon Of Megatron", "Ironhide")
	if n := s.stat(ih, statPierce); n != 0 {
		t.Errorf("Ironhide has Pierce %d with Megatron's Fusion Cannon, want 0", n)
	}
}

// Combat Training (W1/014): Bold 1 while the character has a Weapon,
// Tough 1 while it has an Armor.
func TestCardCombatTraining(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, append([]string{"Combat Training", "Primary Laser", "Armored Plating"}, filler...), filler)
	op := char(t, s, 0, "Optimus Prime")
	upgradeOn(t, s, "Combat Training", "Optimus Prime")
	if s.stat(op, statBold) != 0 || s.stat(op, statTough) != 0 {
		t.Fatalf("Combat Training alone gives Bold %d, Tough %d", s.stat(op, statBold), s.stat(op, statTough))
	}
	s.upgraded = false
	upgradeOn(t, s, "Primary Laser", "Optimus Prime")
	if s.stat(op, statBold) != 1 || s.stat(op, statTough) != 0 {
		t.Errorf("with a Weapon: Bold %d, Tough %d; want 1, 0", s.stat(op, statBold), s.stat(op, statTough))
	}
	s.upgraded = false
	upgradeOn(t, s, "Armored Plating", "Optimus Prime")
	if s.stat(op, statBold) != 1 || s.stat(op, statTough) != 1 {
		t.Errorf("with a Weapon and an Armor: Bold %d, Tough %d; want 1, 1", s.stat(op, statBold), s.stat(op, statTough))
	}
}

// Crushing Treads (W1/017): "Put on Tanks only. The upgraded character has
// Pierce equal to its DEF."
func TestCardCrushingTreads(t *testing.T) {
	s := stdGame(t, nil, []string{"Megatron, Decepticon Leader", "Ironhide, Veteran Autobot"}, ironhide,
		append([]string{"Crushing Treads"}, filler...), filler)
	ensure(t, s, 0, "Crushing Treads")
	if mayUpgradeOn(t, s, "Crushing Treads", "Ironhide") {
		t.Error("Crushing Treads may go on Ironhide, no Tank")
	}
	m := char(t, s, 0, "Megatron")
	upgradeOn(t, s, "Crushing Treads", "Megatron")
	if n, want := s.stat(m, statPierce), s.defenseOf(m); n != want || want == 0 {
		t.Errorf("Megatron has Pierce %d, want his DEF %d", n, want)
	}
}

// Matrix of Leadership (W1/044): "Put on Autobots only. While this is on a
// Leader > Each of your other characters has +1 ATK and Pierce 1."
func TestCardMatrixOfLeadership(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Autobot Leader", "Ironhide, Veteran Autobot", "Red Alert, Security Chief"}, ironhide,
		append([]string{"Matrix of Leadership", "Matrix of Leadership"}, filler...), filler)
	op, ih := char(t, s, 0, "Optimus Prime"), char(t, s, 0, "Ironhide")
	atk := s.stat(ih, statAttack)
	upgradeOn(t, s, "Matrix of Leadership", "Optimus Prime")
	if s.stat(ih, statAttack) != atk+1 || s.stat(ih, statPierce) != 1 {
		t.Errorf("Ironhide has Attack %d, Pierce %d; want %d, 1", s.stat(ih, statAttack), s.stat(ih, statPierce), atk+1)
	}
	if s.stat(op, statPierce) != 0 {
		t.Errorf("the Leader himself has Pierce %d, want 0", s.stat(op, statPierce))
	}
	// On Ironhide, who is no Leader, it gives nothing.
	s = stdGame(t, nil, []string{"Optimus Prime, Autobot Leader", "Ironhide, Veteran Autobot"}, ironhide,
		append([]string{"Matrix of Leadership"}, filler...), filler)
	op = char(t, s, 0, "Optimus Prime")
	upgradeOn(t, s, "Matrix of Leadership", "Ironhide")
	if s.stat(op, statPierce) != 0 {
		t.Errorf("Optimus Prime has Pierce %d from a Matrix on a non-Leader", s.stat(op, statPierce))
	}
}

// Turbo Boosters (W1/080): "Put on Cars only. When you put this on a
// character → Untap that character."
func TestCardTurboBoosters(t *testing.T) {
	s := stdGame(t, nil, []string{"Bumblebee, Brave Warrior", "Ironhide, Veteran Autobot"}, ironhide,
		append([]string{"Turbo Boosters"}, filler...), filler)
	ensure(t, s, 0, "Turbo Boosters")
	if mayUpgradeOn(t, s, "Turbo Boosters", "Ironhide") {
		t.Error("Turbo Boosters may go on Ironhide, a Truck")
	}
	bb := char(t, s, 0, "Bumblebee")
	s.obj(bb).Set(flTapped, true)
	upgradeOn(t, s, "Turbo Boosters", "Bumblebee")
	if s.tapped(bb) {
		t.Error("Bumblebee is still tapped")
	}
}

// Cargo Trailer (W1/012): "Put on Trucks only. The upgraded character has
// +1 ATK for each Cargo Trailer on it. Up to 3 Cargo Trailers can fit into
// its Utility slot." Each gives +1 per Cargo Trailer there: 1, 4, 9.
func TestCardCargoTrailer(t *testing.T) {
	s := stdGame(t, nil, []string{"Ironhide, Veteran Autobot", "Bumblebee, Brave Warrior"}, ironhide,
		append(many(4, "Cargo Trailer"), append([]string{"Combat Training"}, filler...)...), filler)
	ensure(t, s, 0, "Cargo Trailer")
	if mayUpgradeOn(t, s, "Cargo Trailer", "Bumblebee") {
		t.Error("a Cargo Trailer may go on Bumblebee, a Car")
	}
	ih := char(t, s, 0, "Ironhide")
	atk := s.stat(ih, statAttack)
	for i, want := range []int{1, 4, 9, 9} {
		s.upgraded = false
		upgradeOn(t, s, "Cargo Trailer", "Ironhide")
		if n := s.stat(ih, statAttack); n != atk+want {
			t.Errorf("with %d Cargo Trailers put on, Ironhide has Attack %d, want %d", i+1, n, atk+want)
		}
	}
	if n := upgradesOn(s, ih); n != 3 {
		t.Errorf("Ironhide has %d Upgrades, want 3 Cargo Trailers", n)
	}
	s.upgraded = false
	upgradeOn(t, s, "Combat Training", "Ironhide")
	if n := upgradesOn(s, ih); n != 1 || s.stat(ih, statAttack) != atk {
		t.Errorf("another Utility leaves %d Upgrades and Attack %d, want 1 and %d", n, s.stat(ih, statAttack), atk)
	}
}

// attach puts Upgrade name, from player p's hand or deck, on p's
// character ch as an effect would (not the turn's Upgrade), and lets its
// abilities resolve.
func attach(t *testing.T, s *State, p int, name, ch string) kit.ObjID {
	t.Helper()
	ensure(t, s, p, name)
	id := handCard(t, s, p, name)
	s.putUpgrade(p, id, char(t, s, p, ch))
	s.optsOK = false
	s.settle()
	return id
}

// attack has the player whose turn it is attack with their character
// att, the defender being def of the opponent's when there is a choice.
func attack(t *testing.T, s *State, att, def string) {
	t.Helper()
	p := s.active
	play(t, s, "attacker:"+handleCode(s, char(t, s, p, att)))
	if s.ask == 0 && has(s, "defender:") {
		play(t, s, "defender:"+handleCode(s, char(t, s, opponent(p), def)))
	}
}

// scrapHas reports whether player p's scrap pile holds a card named name.
func scrapHas(s *State, p int, name string) bool {
	return slicesHasCard(s, s.t.Zones[zone(p, zScrap)].Cards, name)
}

// Backup Plan (W1/005): "Scrap your hand. Then draw 3 cards."
func TestCardBackupPlan(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, append([]string{"Backup Plan"}, filler...), filler)
	playAction(t, s, "Backup Plan")
	if n := handSize(s, 0); n != 3 {
		t.Errorf("the hand has %d cards, want 3", n)
	}
}

// Battle Ready (W1/006): "Each of your characters get +1 ATK until end of
// turn for each Upgrade on it."
func TestCardBattleReady(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Autobot Leader", "Ironhide, Veteran Autobot"}, ironhide,
		append([]string{"Battle Ready", "Primary Laser", "Armored Plating"}, filler...), filler)
	attach(t, s, 0, "Primary Laser", "Optimus Prime")
	attach(t, s, 0, "Armored Plating", "Optimus Prime")
	op, ih := char(t, s, 0, "Optimus Prime"), char(t, s, 0, "Ironhide")
	a, b := s.stat(op, statAttack), s.stat(ih, statAttack)
	playAction(t, s, "Battle Ready")
	if s.stat(op, statAttack) != a+2 || s.stat(ih, statAttack) != b {
		t.Errorf("Attack %d and %d, want %d (two Upgrades) and %d (none)", s.stat(op, statAttack), s.stat(ih, statAttack), a+2, b)
	}
}

// Disarm (W1/023): "Return all Upgrades on a character to their owner's
// hand."
func TestCardDisarm(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, append([]string{"Disarm"}, filler...), filler)
	s.active = 1
	attach(t, s, 1, "Armored Plating", "Ironhide")
	s.active = 0
	hand := handSize(s, 1)
	playAction(t, s, "Disarm")
	play(t, s, "pick:"+handleCode(s, char(t, s, 1, "Ironhide")))
	if upgradesOn(s, char(t, s, 1, "Ironhide")) != 0 || handSize(s, 1) != hand+1 {
		t.Errorf("Ironhide keeps %d Upgrades; the opponent holds %d, want %d", upgradesOn(s, char(t, s, 1, "Ironhide")), handSize(s, 1), hand+1)
	}
}

// Equipment Enthusiast (W1/029): "Draw a card for each of your upgrades."
func TestCardEquipmentEnthusiast(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, append([]string{"Equipment Enthusiast", "Primary Laser", "Armored Plating"}, filler...), filler)
	attach(t, s, 0, "Primary Laser", "Optimus Prime")
	attach(t, s, 0, "Armored Plating", "Optimus Prime")
	hand := handSize(s, 0)
	playAction(t, s, "Equipment Enthusiast")
	if n := handSize(s, 0); n != hand-1+2 {
		t.Errorf("the hand has %d cards, want %d", n, hand+1)
	}
}

// Inspiring Leadership (W1/040): "Draw 3 cards. Then scrap 2 cards from
// your hand."
func TestCardInspiringLeadership(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, append([]string{"Inspiring Leadership", "Zap", "Medic!"}, filler...), filler)
	hand := handSize(s, 0)
	playAction(t, s, "Inspiring Leadership")
	for s.ask == askPick {
		play(t, s, "pick:")
	}
	if n := handSize(s, 0); n != hand-1+3-2 {
		t.Errorf("the hand has %d cards, want %d", n, hand)
	}
}

// One character's boosts: Leap Into Battle (W1/043) +3 ATK, Supercharge
// (W1/071) Bold 3, until end of turn.
func TestCardLeapIntoBattleSupercharge(t *testing.T) {
	for _, c := range []struct {
		name string
		stat uint8
		n    int
	}{{"Leap Into Battle", statAttack, 3}, {"Supercharge", statBold, 3}} {
		s := stdGame(t, nil, twoBots, ironhide, append([]string{c.name}, filler...), filler)
		ih, ra := char(t, s, 0, "Ironhide"), char(t, s, 0, "Red Alert")
		before, other := s.stat(ih, c.stat), s.stat(ra, c.stat)
		playAction(t, s, c.name)
		play(t, s, "pick:"+handleCode(s, ih))
		if s.stat(ih, c.stat) != before+c.n || s.stat(ra, c.stat) != other {
			t.Errorf("%s: Ironhide %s %d, want %d; Red Alert %d, want %d", c.name, statNames[c.stat], s.stat(ih, c.stat), before+c.n, s.stat(ra, c.stat), other)
		}
	}
}

// Medic! (W1/045): "Repair 2 damage from one of your characters." Repair
// Bay (W1/062): "Repair 1 damage from each of your characters."
func TestCardMedicRepairBay(t *testing.T) {
	s := stdGame(t, nil, twoBots, ironhide, append([]string{"Medic!", "Repair Bay"}, filler...), filler)
	ih, ra := char(t, s, 0, "Ironhide"), char(t, s, 0, "Red Alert")
	s.obj(ih).Counters[cDamage] = 3
	s.obj(ra).Counters[cDamage] = 3
	playAction(t, s, "Medic!")
	play(t, s, "pick:"+handleCode(s, ih))
	if s.damage(ih) != 1 || s.damage(ra) != 3 {
		t.Errorf("after Medic!: %d and %d damage, want 1 and 3", s.damage(ih), s.damage(ra))
	}
	s.played = false
	playAction(t, s, "Repair Bay")
	if s.damage(ih) != 0 || s.damage(ra) != 2 {
		t.Errorf("after Repair Bay: %d and %d damage, want 0 and 2", s.damage(ih), s.damage(ra))
	}
}

// Photon Bomb (W1/052): "Do 2 damage to EACH character." Strafing Run
// (W1/070): "Do 1 damage to each enemy." Zap (W1/081): "Do 1 damage to an
// enemy."
func TestCardPhotonBombStrafingRunZap(t *testing.T) {
	s := stdGame(t, nil, optimus, twoBots, append([]string{"Photon Bomb", "Strafing Run", "Zap"}, filler...), filler)
	op, ih, ra := char(t, s, 0, "Optimus Prime"), char(t, s, 1, "Ironhide"), char(t, s, 1, "Red Alert")
	playAction(t, s, "Photon Bomb")
	if s.damage(op) != 2 || s.damage(ih) != 2 || s.damage(ra) != 2 {
		t.Errorf("after Photon Bomb: %d, %d, %d damage, want 2 each", s.damage(op), s.damage(ih), s.damage(ra))
	}
	s.played = false
	playAction(t, s, "Strafing Run")
	if s.damage(op) != 2 || s.damage(ih) != 3 || s.damage(ra) != 3 {
		t.Errorf("after Strafing Run: %d, %d, %d damage, want 2, 3, 3", s.damage(op), s.damage(ih), s.damage(ra))
	}
	s.played = false
	playAction(t, s, "Zap")
	play(t, s, "pick:"+handleCode(s, ra))
	if s.damage(ih) != 3 || s.damage(ra) != 4 {
		t.Errorf("after Zap: %d, %d damage, want 3, 4", s.damage(ih), s.damage(ra))
	}
}

// Ramming Speed (W1/057): "Scrap an enemy Upgrade."
func TestCardRammingSpeed(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, append([]string{"Ramming Speed"}, filler...), filler)
	s.active = 1
	attach(t, s, 1, "Armored Plating", "Ironhide")
	s.active = 0
	playAction(t, s, "Ramming Speed")
	if upgradesOn(s, char(t, s, 1, "Ironhide")) != 0 || !scrapHas(s, 1, "Armored Plating") {
		t.Error("the enemy Upgrade is not scrapped")
	}
}

// Rapid Conversion (W1/059): "Flip one of your characters to its other
// mode." Roll Out! (W1/063): "Flip each of your characters from bot mode
// to alt mode."
func TestCardRapidConversionRollOut(t *testing.T) {
	s := stdGame(t, nil, twoBots, ironhide, append([]string{"Rapid Conversion", "Roll Out!"}, filler...), filler)
	ih, ra := char(t, s, 0, "Ironhide"), char(t, s, 0, "Red Alert")
	playAction(t, s, "Rapid Conversion")
	play(t, s, "pick:"+handleCode(s, ih))
	if s.mode(ih).Mode != ModeBot || s.mode(ra).Mode != ModeAlt {
		t.Fatalf("after Rapid Conversion: %s and %s, want bot and alt", s.mode(ih).Mode, s.mode(ra).Mode)
	}
	s.played = false
	playAction(t, s, "Roll Out!")
	if s.mode(ih).Mode != ModeAlt || s.mode(ra).Mode != ModeAlt {
		t.Errorf("after Roll Out!: %s and %s, want alt and alt", s.mode(ih).Mode, s.mode(ra).Mode)
	}
}

// Ready For Action (W1/060): "Untap one of your characters that has 10
// STARS or fewer." Swap Missions (W1/072): "Untap one of your tapped
// characters. Then tap one of your untapped characters."
func TestCardReadyForActionSwapMissions(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Freedom Fighter", "Ironhide, Veteran Autobot"}, ironhide,
		append([]string{"Ready For Action", "Swap Missions"}, filler...), filler)
	op, ih := char(t, s, 0, "Optimus Prime"), char(t, s, 0, "Ironhide")
	s.obj(op).Set(flTapped, true)
	s.obj(ih).Set(flTapped, true)
	playAction(t, s, "Ready For Action")
	if s.tapped(ih) == true || !s.tapped(op) {
		t.Errorf("Ironhide (6 stars) tapped %v, Optimus Prime (12 stars) tapped %v; want false, true", s.tapped(ih), s.tapped(op))
	}
	s.played = false
	playAction(t, s, "Swap Missions")
	// Optimus Prime is the only tapped one: untapped; then either may be
	// tapped, Optimus Prime too (Wave-1.xml#114): Ironhide is chosen.
	if !has(s, "pick:"+handleCode(s, op)) {
		t.Fatalf("Swap Missions may not tap the character it untapped: %v", codes(s))
	}
	play(t, s, "pick:"+handleCode(s, ih))
	if s.tapped(op) || !s.tapped(ih) {
		t.Errorf("after Swap Missions Optimus Prime tapped %v, Ironhide %v; want false, true", s.tapped(op), s.tapped(ih))
	}
	// Every character tapped: the one untapped is the only one to tap
	// again (Wave-1.xml#114).
	s = stdGame(t, nil, []string{"Optimus Prime, Freedom Fighter", "Ironhide, Veteran Autobot"}, ironhide,
		append([]string{"Swap Missions"}, filler...), filler)
	op, ih = char(t, s, 0, "Optimus Prime"), char(t, s, 0, "Ironhide")
	s.obj(op).Set(flTapped, true)
	s.obj(ih).Set(flTapped, true)
	playAction(t, s, "Swap Missions")
	if s.ask == askPick {
		play(t, s, "pick:"+handleCode(s, ih))
	}
	if !s.tapped(op) || !s.tapped(ih) {
		t.Errorf("with every character tapped, Swap Missions leaves Optimus Prime tapped %v, Ironhide %v; want both", s.tapped(op), s.tapped(ih))
	}
}

// System Reboot (W1/075): "Each player scraps their hand and draws 4
// cards."
func TestCardSystemReboot(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, append([]string{"System Reboot"}, filler...), filler)
	playAction(t, s, "System Reboot")
	if handSize(s, 0) != 4 || handSize(s, 1) != 4 {
		t.Errorf("hands of %d and %d cards, want 4 each", handSize(s, 0), handSize(s, 1))
	}
}

// blank is a deck of battle cards with no icons.
var blank = many(20, "Medic!")

// deckOf is cards on top of blank.
func deckOf(cards ...string) []string { return append(cards, blank...) }

// Agility Of Bumblebee (W1/002): "When this is on Bumblebee and he
// attacks → Draw a card."
func TestCardAgilityOfBumblebee(t *testing.T) {
	s := stdGame(t, nil, []string{"Bumblebee, Brave Warrior", "Ironhide, Veteran Autobot"}, ironhide,
		deckOf("Agility Of Bumblebee", "Agility Of Bumblebee"), blank)
	attach(t, s, 0, "Agility Of Bumblebee", "Bumblebee")
	attach(t, s, 0, "Agility Of Bumblebee", "Ironhide")
	hand := handSize(s, 0)
	attack(t, s, "Ironhide", "Ironhide")
	if n := handSize(s, 0); n != hand {
		t.Errorf("Ironhide's attack drew: %d cards, want %d", n, hand)
	}
	s = stdGame(t, nil, []string{"Bumblebee, Brave Warrior"}, ironhide, deckOf("Agility Of Bumblebee"), blank)
	attach(t, s, 0, "Agility Of Bumblebee", "Bumblebee")
	hand = handSize(s, 0)
	attack(t, s, "Bumblebee", "Ironhide")
	if n := handSize(s, 0); n != hand+1 {
		t.Errorf("Bumblebee's attack: %d cards, want %d", n, hand+1)
	}
}

// Armed Hovercraft (W1/003): "When you put this on a Ranged character → Do
// 1 damage to each enemy."
func TestCardArmedHovercraft(t *testing.T) {
	s := stdGame(t, nil, []string{"Bumblebee, Brave Warrior", "Optimus Prime, Autobot Leader"}, twoBots,
		deckOf("Armed Hovercraft", "Armed Hovercraft"), blank)
	ih, ra := char(t, s, 1, "Ironhide"), char(t, s, 1, "Red Alert")
	attach(t, s, 0, "Armed Hovercraft", "Bumblebee")
	if s.damage(ih)+s.damage(ra) != 0 {
		t.Fatal("Armed Hovercraft on Bumblebee, no Ranged character, did damage")
	}
	attach(t, s, 0, "Armed Hovercraft", "Optimus Prime")
	if s.damage(ih) != 1 || s.damage(ra) != 1 {
		t.Errorf("damage %d and %d, want 1 each", s.damage(ih), s.damage(ra))
	}
}

// Blast Shield (W1/007): "After the upgraded character defends → Scrap
// this card." Grenade Launcher (W1/033): "After the upgraded character
// attacks > Scrap this card."
func TestCardBlastShieldGrenadeLauncher(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, deckOf("Grenade Launcher"), append([]string{"Blast Shield"}, blank...))
	attach(t, s, 1, "Blast Shield", "Ironhide")
	attach(t, s, 0, "Grenade Launcher", "Optimus Prime")
	attack(t, s, "Optimus Prime", "Ironhide")
	// Attack 3 + 4 against Defense 3 + 2.
	if !hasTotals(s, 7, 5) {
		t.Error("the Upgrades' bonuses did not count in the attack")
	}
	if upgradesOn(s, char(t, s, 0, "Optimus Prime")) != 0 || upgradesOn(s, char(t, s, 1, "Ironhide")) != 0 {
		t.Error("the Grenade Launcher or the Blast Shield is still on after the attack")
	}
	if !scrapHas(s, 0, "Grenade Launcher") || !scrapHas(s, 1, "Blast Shield") {
		t.Error("the Upgrades are not in the scrap piles")
	}
}

// Bug Bomb (W1/011): "Put on Insecticons only. When the upgraded character
// is KO'd → Draw a card, scrap an enemy Upgrade, and your opponent chooses
// a card from their hand and scraps it."
func TestCardBugBomb(t *testing.T) {
	s := stdGame(t, nil, optimus, []string{"Kickback, Cunning Insecticon", "Ironhide, Veteran Autobot"},
		deckOf("Primary Laser"), append([]string{"Bug Bomb", "Bug Bomb"}, blank...))
	ensure(t, s, 1, "Bug Bomb")
	if s.mayUpgrade(handCard(t, s, 1, "Bug Bomb"), char(t, s, 1, "Ironhide")) {
		t.Error("Bug Bomb may go on Ironhide, no Insecticon")
	}
	attach(t, s, 1, "Bug Bomb", "Kickback")
	attach(t, s, 0, "Primary Laser", "Optimus Prime")
	mine, theirs := handSize(s, 1), handSize(s, 0)
	kb := char(t, s, 1, "Kickback")
	s.doDamage(kb, s.card(kb).Health)
	s.optsOK = false
	s.settle()
	if s.ask == askPick && s.asker == 0 {
		play(t, s, "pick:")
	}
	if handSize(s, 1) != mine+1 {
		t.Errorf("the Insecticon's player holds %d cards, want %d", handSize(s, 1), mine+1)
	}
	if upgradesOn(s, char(t, s, 0, "Optimus Prime")) != 0 {
		t.Error("the enemy Upgrade is not scrapped")
	}
	if handSize(s, 0) != theirs-1 {
		t.Errorf("the opponent holds %d cards, want %d", handSize(s, 0), theirs-1)
	}
}

// Drill Arms (W1/026), Scrapper Gauntlets (W1/065), Crushing Size
// (W1/016): "When you put this on a character > Scrap an enemy Armor
// (Weapon, Utility). If you can't, draw a card."
func TestCardScrapAnEnemyUpgradeOrDraw(t *testing.T) {
	for _, c := range []struct{ name, enemy, other string }{
		{"Drill Arms", "Armored Plating", "Primary Laser"},
		{"Scrapper Gauntlets", "Primary Laser", "Armored Plating"},
		{"Crushing Size", "Data Bank", "Primary Laser"},
	} {
		s := stdGame(t, nil, optimus, ironhide, deckOf(c.name, c.name), append([]string{c.enemy, c.other}, blank...))
		attach(t, s, 1, c.other, "Ironhide")
		hand := handSize(s, 0)
		attach(t, s, 0, c.name, "Optimus Prime")
		if handSize(s, 0) != hand {
			t.Errorf("%s with no enemy %s to scrap: %d cards, want %d (one put on, one drawn)", c.name, c.enemy, handSize(s, 0), hand)
		}
		attach(t, s, 1, c.enemy, "Ironhide")
		attach(t, s, 0, c.name, "Optimus Prime")
		if !scrapHas(s, 1, c.enemy) || scrapHas(s, 1, c.other) {
			t.Errorf("%s did not scrap the enemy %s alone", c.name, c.enemy)
		}
	}
	s := stdGame(t, nil, optimus, ironhide, deckOf("Crushing Size"), blank)
	attach(t, s, 0, "Crushing Size", "Optimus Prime")
	if n := s.stat(char(t, s, 0, "Optimus Prime"), statPierce); n != 1 {
		t.Errorf("Crushing Size gives Pierce %d, want 1", n)
	}
}

// Data Bank (W1/019): "At the start of your turn > Draw a card."
func TestCardDataBank(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, deckOf("Data Bank"), blank)
	attach(t, s, 0, "Data Bank", "Optimus Prime")
	hand := handSize(s, 0)
	s.endTurn()
	s.endTurn()
	if n := handSize(s, 0); n != hand+2 {
		t.Errorf("the hand has %d cards at the start of the turn, want %d", n, hand+2)
	}
}

// Data Pad (W1/020): "When the upgraded character attacks > Draw a card.
// Then you may put a card from your hand on top of your deck."
func TestCardDataPad(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, deckOf("Data Pad"), blank)
	attach(t, s, 0, "Data Pad", "Optimus Prime")
	hand := handSize(s, 0)
	attack(t, s, "Optimus Prime", "Ironhide")
	if !has(s, "pass") || !has(s, "pick:") {
		t.Fatalf("no choice to put a card back or not: %v", codes(s))
	}
	play(t, s, "pick:")
	if n := handSize(s, 0); n != hand {
		t.Errorf("the hand has %d cards, want %d", n, hand)
	}
	s = stdGame(t, nil, optimus, ironhide, deckOf("Data Pad"), blank)
	attach(t, s, 0, "Data Pad", "Optimus Prime")
	hand = handSize(s, 0)
	attack(t, s, "Optimus Prime", "Ironhide")
	play(t, s, "pass")
	if n := handSize(s, 0); n != hand+1 {
		t.Errorf("the hand has %d cards, want %d", n, hand+1)
	}
}

// Rapid Ascent (W1/058): "When you put this on a Ranged character > Your
// opponent chooses a card from their hand and scraps it."
func TestCardRapidAscent(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Autobot Leader", "Bumblebee, Brave Warrior"}, ironhide,
		deckOf("Rapid Ascent", "Rapid Ascent"), []string{"Zap", "Medic!", "Plasma Burst", "Zap"})
	theirs := handSize(s, 1)
	attach(t, s, 0, "Rapid Ascent", "Bumblebee")
	if handSize(s, 1) != theirs {
		t.Fatal("Rapid Ascent on Bumblebee, no Ranged character, scrapped a card")
	}
	attach(t, s, 0, "Rapid Ascent", "Optimus Prime")
	if s.ask != askPick || s.asker != 1 {
		t.Fatalf("the opponent is not asked to choose a card: %v", codes(s))
	}
	play(t, s, "pick:")
	if handSize(s, 1) != theirs-1 {
		t.Errorf("the opponent holds %d cards, want %d", handSize(s, 1), theirs-1)
	}
}

// Static Laser of Ironhide (W1/069): "When the upgraded character is NOT
// Ironhide and it attacks > Do 2 damage to it."
func TestCardStaticLaser(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, deckOf("Static Laser of Ironhide"), blank)
	attach(t, s, 0, "Static Laser of Ironhide", "Optimus Prime")
	attack(t, s, "Optimus Prime", "Ironhide")
	if d := s.damage(char(t, s, 0, "Optimus Prime")); d != 2 {
		t.Errorf("Optimus Prime has %d damage, want 2", d)
	}
	s = stdGame(t, nil, ironhide, optimus, deckOf("Static Laser of Ironhide"), blank)
	attach(t, s, 0, "Static Laser of Ironhide", "Ironhide")
	attack(t, s, "Ironhide", "Optimus Prime")
	if d := s.damage(char(t, s, 0, "Ironhide")); d != 0 {
		t.Errorf("Ironhide has %d damage, want 0", d)
	}
}

// Collateral Damage (W1/013): "Each player chooses a Weapon on one of
// their characters and scraps it. Each player chooses a card in their
// hand and scraps it."
func TestCardCollateralDamage(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, deckOf("Collateral Damage", "Primary Laser"), append([]string{"Primary Laser"}, blank...))
	attach(t, s, 0, "Primary Laser", "Optimus Prime")
	attach(t, s, 1, "Primary Laser", "Ironhide")
	mine, theirs := handSize(s, 0), handSize(s, 1)
	playAction(t, s, "Collateral Damage")
	for s.ask == askPick {
		play(t, s, "pick:")
	}
	if upgradesOn(s, char(t, s, 0, "Optimus Prime"))+upgradesOn(s, char(t, s, 1, "Ironhide")) != 0 {
		t.Error("a Weapon is left")
	}
	if handSize(s, 0) != mine-2 || handSize(s, 1) != theirs-1 {
		t.Errorf("hands of %d and %d, want %d and %d", handSize(s, 0), handSize(s, 1), mine-2, theirs-1)
	}
}

// Thermal Weaponry (W1/078): "When the upgraded character is attacking >
// It has Pierce 1 that attack for each BLUE you flip."
func TestCardThermalWeaponry(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, deckOf("Thermal Weaponry", "Medic!", "Medic!", "Medic!", "Armored Plating", "Armored Plating"), blank)
	attach(t, s, 0, "Thermal Weaponry", "Optimus Prime")
	attack(t, s, "Optimus Prime", "Ironhide")
	// Attack 3 + 1 against Defense 3, Pierce 2 from the two blue icons.
	if d := s.damage(char(t, s, 1, "Ironhide")); d != 2 || !logHas(s, "Pierce 2") {
		t.Errorf("Ironhide has %d damage, want 2 with Pierce 2", d)
	}
	if n := s.stat(char(t, s, 0, "Optimus Prime"), statPierce); n != 0 {
		t.Errorf("Pierce %d after the attack, want 0", n)
	}
}

// Cybertonium Bow (W1/018): "When the upgraded character attacks and you
// flip an equal number of ORANGE and BLUE > Each of those BLUE adds to its
// ATK total."
func TestCardCybertoniumBow(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, deckOf("Cybertonium Bow", "Medic!", "Medic!", "Medic!", "Armored Plating", "Body Armor"), blank)
	attach(t, s, 0, "Cybertonium Bow", "Optimus Prime")
	attack(t, s, "Optimus Prime", "Ironhide")
	// 3 + 1 (the Bow) + 1 orange + 1 blue.
	if !hasTotals(s, 6, 3) {
		t.Error("the blue icon did not add to the Attack")
	}
	s = stdGame(t, nil, optimus, ironhide, deckOf("Cybertonium Bow", "Medic!", "Medic!", "Medic!", "Armored Plating", "Armored Plating"), blank)
	attach(t, s, 0, "Cybertonium Bow", "Optimus Prime")
	attack(t, s, "Optimus Prime", "Ironhide")
	if !hasTotals(s, 4, 3) {
		t.Error("blue icons added with no orange ones")
	}
}

// Shock Absorbers (W1/067): "When the upgraded character defends and you
// flip an equal number of BLUE and ORANGE > Each of those ORANGE adds to
// its DEF total."
func TestCardShockAbsorbers(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, blank, []string{"Medic!", "Medic!", "Medic!", "Body Armor", "Armored Plating", "Shock Absorbers", "Medic!", "Medic!"})
	attach(t, s, 1, "Shock Absorbers", "Ironhide")
	attack(t, s, "Optimus Prime", "Ironhide")
	if !hasTotals(s, 3, 5) {
		t.Error("the orange icon did not add to the Defense")
	}
}

// Aerial Recon (W1/001): "Put on Planes only. When the upgraded character
// attacks or defends → Look at the top card of your deck. You may scrap
// it." Only its player sees the card.
func TestCardAerialRecon(t *testing.T) {
	s := stdGame(t, nil, []string{"Jetfire, Air Guardian", "Ironhide, Veteran Autobot"}, ironhide,
		deckOf("Aerial Recon", "Medic!", "Medic!", "Medic!", "Zap"), blank)
	ensure(t, s, 0, "Aerial Recon")
	if mayUpgradeOn(t, s, "Aerial Recon", "Ironhide") {
		t.Error("Aerial Recon may go on Ironhide, no Plane")
	}
	attach(t, s, 0, "Aerial Recon", "Jetfire")
	top := s.t.Top(zone(0, zDeck))
	attack(t, s, "Jetfire", "Ironhide")
	if s.ask != askPick || !has(s, "pick:"+handleCode(s, top)+"zap") || !has(s, "pass") {
		t.Fatalf("no choice to scrap the top card: %v", codes(s))
	}
	if !s.t.Identifies(0, top) || s.t.Identifies(1, top) {
		t.Error("the top card is not known to its player alone")
	}
	play(t, s, "pick:")
	if !scrapHas(s, 0, "Zap") {
		t.Error("the top card is not scrapped")
	}
}

// Bombing Run (W1/009): "Choose an enemy character. Move 1 damage from
// each of your Planes to that enemy."
func TestCardBombingRun(t *testing.T) {
	s := stdGame(t, nil, []string{"Jetfire, Air Guardian", "Starscream, Air Commander", "Ironhide, Veteran Autobot"}, twoBots,
		deckOf("Bombing Run"), blank)
	jf, ss, ih := char(t, s, 0, "Jetfire"), char(t, s, 0, "Starscream"), char(t, s, 0, "Ironhide")
	s.obj(jf).Counters[cDamage] = 2
	s.obj(ih).Counters[cDamage] = 2
	playAction(t, s, "Bombing Run")
	ra := char(t, s, 1, "Red Alert")
	play(t, s, "pick:"+handleCode(s, ra))
	if s.damage(jf) != 1 || s.damage(ss) != 0 || s.damage(ih) != 2 || s.damage(ra) != 1 {
		t.Errorf("damage: Jetfire %d (want 1), Starscream %d (0), Ironhide %d (2, no Plane), Red Alert %d (1)",
			s.damage(jf), s.damage(ss), s.damage(ih), s.damage(ra))
	}
}

// Brainstorm (W1/010): "You may play an Action. Then you may play another
// Action." Each resolves before the next is chosen; neither is the turn's
// Action.
func TestCardBrainstorm(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, deckOf("Brainstorm", "Zap", "Repair Bay"), blank)
	ih := char(t, s, 1, "Ironhide")
	playAction(t, s, "Brainstorm")
	if !has(s, "pass") {
		t.Fatalf("playing an Action is not optional: %v", codes(s))
	}
	play(t, s, "pick:"+handleCode(s, handCard(t, s, 0, "Zap")))
	if d := s.damage(ih); d != 1 {
		t.Fatalf("Zap has not resolved before the second play: Ironhide has %d damage", d)
	}
	if s.ask != askPick || s.pickKind != pickPlay {
		t.Fatalf("no second play offered: %q", s.question())
	}
	play(t, s, "pass")
	if !s.played || inHand(s, 0, "Zap") {
		t.Error("Brainstorm is not the turn's Action, or Zap is still in hand")
	}
}

// Computer Sabotage (W1/015): "Your opponent chooses 3 cards from their
// hand and scraps the rest."
func TestCardComputerSabotage(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, deckOf("Computer Sabotage"), []string{"Zap", "Medic!", "Plasma Burst", "Repair Bay", "Disarm", "Zap"})
	s.draw(1, 2)
	if handSize(s, 1) != 5 {
		t.Fatalf("the opponent holds %d cards, want 5", handSize(s, 1))
	}
	playAction(t, s, "Computer Sabotage")
	for i := range 3 {
		if s.ask != askPick || s.asker != 1 {
			t.Fatalf("keep %d: the opponent is not asked: %v", i+1, codes(s))
		}
		play(t, s, "pick:")
	}
	if n := handSize(s, 1); n != 3 {
		t.Errorf("the opponent holds %d cards, want 3", n)
	}
}

// Debilitating Crystal (W1/021): "When the upgraded character attacks >
// Return one of the defending character's upgrades to its owners hand."
func TestCardDebilitatingCrystal(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, deckOf("Debilitating Crystal"), append([]string{"Primary Laser", "Armored Plating"}, blank...))
	attach(t, s, 1, "Primary Laser", "Ironhide")
	attach(t, s, 1, "Armored Plating", "Ironhide")
	attach(t, s, 0, "Debilitating Crystal", "Optimus Prime")
	attack(t, s, "Optimus Prime", "Ironhide")
	if s.ask != askPick || s.pickKind != pickUpgrade {
		t.Fatalf("no choice of the defender's Upgrade: %v", codes(s))
	}
	play(t, s, "pick:"+handleCode(s, s.t.Zones[zone(1, zUpgrade)].Cards[0]))
	if !inHand(s, 1, "Primary Laser") || upgradesOn(s, char(t, s, 1, "Ironhide")) != 1 {
		t.Errorf("the Primary Laser is not back in its owner's hand; %d Upgrades left (want 1)", upgradesOn(s, char(t, s, 1, "Ironhide")))
	}
}

// Dino-Chomp! (W1/022): "Scrap your hand. One of your Dinobots gets Bold 5
// until end of turn."
func TestCardDinoChomp(t *testing.T) {
	s := stdGame(t, nil, []string{"Grimlock, Dinobot Leader", "Ironhide, Veteran Autobot"}, ironhide, deckOf("Dino-Chomp!"), blank)
	g := char(t, s, 0, "Grimlock")
	bold := s.stat(g, statBold)
	playAction(t, s, "Dino-Chomp!")
	if handSize(s, 0) != 0 || s.stat(g, statBold) != bold+5 || s.stat(char(t, s, 0, "Ironhide"), statBold) != 0 {
		t.Errorf("hand %d (want 0), Grimlock Bold %d (want %d)", handSize(s, 0), s.stat(g, statBold), bold+5)
	}
}

// Disruption (W1/024) and Disruptive Entrance (W1/025): "Look at your
// opponent's hand and scrap an Upgrade (an Action) from it." The chooser
// sees the hand; the card scrapped is public.
func TestCardDisruption(t *testing.T) {
	for _, c := range []struct{ name, kind string }{{"Disruption", TypeUpgrade}, {"Disruptive Entrance", TypeAction}} {
		s := stdGame(t, nil, optimus, ironhide, deckOf(c.name), []string{"Zap", "Primary Laser", "Medic!", "Armored Plating"})
		s.draw(1, 1)
		theirs := handSize(s, 1)
		playAction(t, s, c.name)
		if s.ask != askPick || s.asker != 0 {
			t.Fatalf("%s: no choice from the opponent's hand: %v", c.name, codes(s))
		}
		for _, id := range s.picks {
			if s.card(id).Type != c.kind || s.obj(id).Zone != zone(1, zHand) {
				t.Errorf("%s offers %s", c.name, s.card(id).FullName())
			}
		}
		for _, id := range s.t.Zones[zone(1, zHand)].Cards {
			if !s.t.Identifies(0, id) {
				t.Errorf("%s: the chooser does not know %s in the opponent's hand", c.name, s.card(id).FullName())
			}
		}
		play(t, s, "pick:")
		if handSize(s, 1) != theirs-1 {
			t.Errorf("%s: the opponent holds %d cards, want %d", c.name, handSize(s, 1), theirs-1)
		}
		last := s.t.Top(zone(1, zScrap))
		if s.card(last).Type != c.kind || !s.t.Identifies(1, last) {
			t.Errorf("%s: the scrapped card is %s", c.name, s.card(last).FullName())
		}
	}
}

// Emergency Maintenance (W1/027): "Repair 1 damage from one of your
// characters. If you have more STARS of characters in your KO area than
// you have on the battlefield, repair 2 more damage from that character."
func TestCardEmergencyMaintenance(t *testing.T) {
	for _, ko := range []bool{false, true} {
		s := stdGame(t, nil, []string{"Optimus Prime, Freedom Fighter", "Ironhide, Veteran Autobot"}, ironhide, deckOf("Emergency Maintenance"), blank)
		ih := char(t, s, 0, "Ironhide")
		s.obj(ih).Counters[cDamage] = 4
		if ko {
			s.ko(char(t, s, 0, "Optimus Prime")) // 12 stars against Ironhide's 6
		}
		playAction(t, s, "Emergency Maintenance")
		if s.ask == askPick {
			play(t, s, "pick:"+handleCode(s, ih))
		}
		want := 3
		if ko {
			want = 1
		}
		if d := s.damage(ih); d != want {
			t.Errorf("KO'd leader %v: Ironhide has %d damage, want %d", ko, d, want)
		}
	}
}

// Hunker Down (W1/036): "Flip each of your characters from bot mode to
// Tank mode. Then, for each of your Tanks that isn't upgraded with an
// Armor, put an Armor on it from your scrap pile."
func TestCardHunkerDown(t *testing.T) {
	s := stdGame(t, nil, []string{"Megatron, Decepticon Leader", "Ironhide, Veteran Autobot"}, ironhide,
		deckOf("Hunker Down", "Armored Plating"), blank)
	toBot(t, s, 0, "Megatron")
	toBot(t, s, 0, "Ironhide")
	ensure(t, s, 0, "Armored Plating")
	s.scrap(handCard(t, s, 0, "Armored Plating"))
	playAction(t, s, "Hunker Down")
	m, ih := char(t, s, 0, "Megatron"), char(t, s, 0, "Ironhide")
	if s.mode(m).Mode != ModeAlt || s.mode(ih).Mode != ModeBot {
		t.Errorf("Megatron in %s mode (want alt, a Tank), Ironhide in %s mode (want bot, a Truck)", s.mode(m).Mode, s.mode(ih).Mode)
	}
	if !s.hasKind(m, SubArmor) || s.hasKind(ih, SubArmor) {
		t.Error("the Armor from the scrap pile is not on the Tank alone")
	}
}

// I Still Function! (W1/037): "Return one of your KO'd characters that has
// 12 STARS or fewer to the battlefield, and repair 1 damage from it. At
// the end of turn, KO it."
func TestCardIStillFunction(t *testing.T) {
	s := stdGame(t, nil, twoBots, optimus, deckOf("I Still Function!"), blank)
	ih := char(t, s, 0, "Ironhide")
	s.doDamage(ih, s.card(ih).Health)
	if s.onField(ih) {
		t.Fatal("Ironhide is not KO'd")
	}
	playAction(t, s, "I Still Function!")
	if !s.onField(ih) || s.damage(ih) != s.card(ih).Health-1 {
		t.Fatalf("Ironhide on the battlefield %v with %d damage, want true and %d", s.onField(ih), s.damage(ih), s.card(ih).Health-1)
	}
	s.endTurn()
	if s.onField(ih) {
		t.Error("Ironhide is still on the battlefield after the turn")
	}
}

// Multi-Mission Gear (W1/046): "When you put this on a Specialist > You
// may play an Action." Multi-Tool (W1/047): "... You may play an
// Upgrade." New Designs (W1/048): "You may play an Upgrade."
func TestCardMultiMissionGearMultiToolNewDesigns(t *testing.T) {
	s := stdGame(t, nil, []string{"Arcee, Skilled Fighter", "Ironhide, Veteran Autobot"}, ironhide,
		deckOf("Multi-Mission Gear", "Zap", "Multi-Tool", "Primary Laser"), blank)
	upgradeOn(t, s, "Multi-Mission Gear", "Arcee")
	if s.pickKind != pickPlay {
		t.Fatalf("Multi-Mission Gear on a Specialist offers no Action: %v", codes(s))
	}
	play(t, s, "pick:")
	if d := s.damage(char(t, s, 1, "Ironhide")); d != 1 {
		t.Errorf("the Zap played did %d damage, want 1", d)
	}
	if s.played {
		t.Error("the Action played by Multi-Mission Gear used up the turn's Action")
	}
	s.upgraded = false
	upgradeOn(t, s, "Multi-Tool", "Arcee")
	play(t, s, "pick:"+handleCode(s, handCard(t, s, 0, "Primary Laser")))
	play(t, s, "pick:"+handleCode(s, char(t, s, 0, "Ironhide")))
	if !s.hasKind(char(t, s, 0, "Ironhide"), SubWeapon) {
		t.Error("the Upgrade played by Multi-Tool is not on Ironhide")
	}

	s = stdGame(t, nil, []string{"Ironhide, Veteran Autobot"}, ironhide, deckOf("Multi-Mission Gear"), blank)
	upgradeOn(t, s, "Multi-Mission Gear", "Ironhide")
	if s.ask != 0 {
		t.Error("Multi-Mission Gear on Ironhide, no Specialist, asks")
	}

	s = stdGame(t, nil, optimus, ironhide, deckOf("New Designs", "Primary Laser", "Armored Plating"), blank)
	upgradeOn(t, s, "Armored Plating", "Optimus Prime")
	playAction(t, s, "New Designs")
	if s.ask != askPick {
		t.Fatalf("New Designs offers no Upgrade after the turn's: %v", codes(s))
	}
	play(t, s, "pick:")
	if upgradesOn(s, char(t, s, 0, "Optimus Prime")) != 2 {
		t.Error("New Designs did not put the Upgrade on")
	}
}

// One Shall Stand, One Shall Fall (W1/050): "Choose one of your characters
// and an enemy character. Do 3 damage to each of them."
func TestCardOneShallStand(t *testing.T) {
	s := stdGame(t, nil, twoBots, twoBots, deckOf("One Shall Stand, One Shall Fall"), blank)
	playAction(t, s, "One Shall Stand, One Shall Fall")
	mine, theirs := char(t, s, 0, "Ironhide"), char(t, s, 1, "Red Alert")
	play(t, s, "pick:"+handleCode(s, mine))
	play(t, s, "pick:"+handleCode(s, theirs))
	if s.damage(mine) != 3 || s.damage(theirs) != 3 || s.damage(char(t, s, 0, "Red Alert")) != 0 || s.damage(char(t, s, 1, "Ironhide")) != 0 {
		t.Error("the damage is not 3 to each chosen character alone")
	}
}

// Peace Through Tyranny (W1/051): "You may KO one of your characters that
// has 6 STARS or more. If you do, take an extra turn after this one."
func TestCardPeaceThroughTyranny(t *testing.T) {
	s := stdGame(t, nil, []string{"Arcee, Skilled Fighter", "Ironhide, Veteran Autobot"}, ironhide, deckOf("Peace Through Tyranny"), blank)
	playAction(t, s, "Peace Through Tyranny")
	if !has(s, "pass") {
		t.Fatalf("the KO is not optional: %v", codes(s))
	}
	if has(s, "pay:"+handleCode(s, char(t, s, 0, "Arcee"))) {
		t.Error("Arcee (5 stars) may be KO'd for it")
	}
	play(t, s, "pay:"+handleCode(s, char(t, s, 0, "Ironhide")))
	if s.onField(char(t, s, 0, "Ironhide")) {
		t.Fatal("Ironhide is not KO'd")
	}
	turn := s.turn
	s.endTurn()
	if s.active != 0 || s.turn != turn+1 {
		t.Errorf("turn %d is player %d's, want an extra turn for player 1", s.turn, s.active+1)
	}
	s.endTurn()
	if s.active != 1 {
		t.Error("the extra turn repeats")
	}
}

// Salvage For Parts (W1/064): "Scrap ALL Upgrades. Repair 1 damage from
// each character for each Upgrade scrapped from it."
func TestCardSalvageForParts(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, deckOf("Salvage For Parts", "Primary Laser", "Armored Plating"), append([]string{"Primary Laser"}, blank...))
	op, ih := char(t, s, 0, "Optimus Prime"), char(t, s, 1, "Ironhide")
	attach(t, s, 0, "Primary Laser", "Optimus Prime")
	attach(t, s, 0, "Armored Plating", "Optimus Prime")
	attach(t, s, 1, "Primary Laser", "Ironhide")
	s.obj(op).Counters[cDamage] = 3
	s.obj(ih).Counters[cDamage] = 3
	playAction(t, s, "Salvage For Parts")
	if upgradesOn(s, op)+upgradesOn(s, ih) != 0 || s.damage(op) != 1 || s.damage(ih) != 2 {
		t.Errorf("Upgrades left %d; damage %d and %d, want 1 and 2", upgradesOn(s, op)+upgradesOn(s, ih), s.damage(op), s.damage(ih))
	}
}

// Security Checkpoint (W1/066): "Each player reveals their hand and scraps
// all Upgrades from it."
func TestCardSecurityCheckpoint(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, deckOf("Security Checkpoint", "Primary Laser"), []string{"Zap", "Primary Laser", "Armored Plating", "Zap"})
	playAction(t, s, "Security Checkpoint")
	for p := range 2 {
		for _, id := range s.t.Zones[zone(p, zHand)].Cards {
			if s.card(id).isUpgrade() {
				t.Errorf("player %d keeps %s", p+1, s.card(id).FullName())
			}
			if !s.t.Identifies(opponent(p), id) {
				t.Errorf("player %d's %s is not revealed", p+1, s.card(id).FullName())
			}
		}
	}
	if handSize(s, 1) != 1 || handSize(s, 0) != 2 {
		t.Errorf("hands of %d and %d cards, want 2 and 1", handSize(s, 0), handSize(s, 1))
	}
}

// Start Your Engines (W1/068): "Flip each of your characters from bot mode
// to Car mode. Then untap one of your Cars."
func TestCardStartYourEngines(t *testing.T) {
	s := stdGame(t, nil, []string{"Bumblebee, Brave Warrior", "Ironhide, Veteran Autobot"}, ironhide, deckOf("Start Your Engines"), blank)
	toBot(t, s, 0, "Bumblebee")
	toBot(t, s, 0, "Ironhide")
	bb := char(t, s, 0, "Bumblebee")
	s.obj(bb).Set(flTapped, true)
	playAction(t, s, "Start Your Engines")
	if s.mode(bb).Mode != ModeAlt || s.mode(char(t, s, 0, "Ironhide")).Mode != ModeBot {
		t.Error("the Car did not flip alone")
	}
	if s.tapped(bb) {
		t.Error("the Car is still tapped")
	}
}

// Swap Parts (W1/073): "Choose 2 of your characters. Swap all their
// Upgrades."
func TestCardSwapParts(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Autobot Leader", "Ironhide, Veteran Autobot", "Red Alert, Security Chief"}, ironhide,
		deckOf("Swap Parts", "Primary Laser", "Armored Plating", "Data Bank"), blank)
	op, ih := char(t, s, 0, "Optimus Prime"), char(t, s, 0, "Ironhide")
	attach(t, s, 0, "Primary Laser", "Optimus Prime")
	attach(t, s, 0, "Data Bank", "Optimus Prime")
	attach(t, s, 0, "Armored Plating", "Ironhide")
	playAction(t, s, "Swap Parts")
	play(t, s, "pick:"+handleCode(s, op))
	play(t, s, "pick:"+handleCode(s, ih))
	if upgradesOn(s, op) != 1 || !s.hasKind(op, SubArmor) || upgradesOn(s, ih) != 2 || !s.hasKind(ih, SubWeapon) {
		t.Error("the Upgrades are not swapped")
	}
}

// Swarm! (W1/074): "Flip a battle card for each Insecticon you began the
// game with. For each ORANGE you flip, your opponent chooses one of their
// characters and does 1 damage to it. For each BLUE you flip, repair 1
// damage from one of your characters."
func TestCardSwarm(t *testing.T) {
	s := stdGame(t, nil, []string{"Kickback, Cunning Insecticon", "Chop Shop, Sneaky Insecticon", "Ironhide, Veteran Autobot"}, twoBots,
		deckOf("Swarm!", "Medic!", "Medic!", "Medic!", "Body Armor", "Armored Plating"), blank)
	kb := char(t, s, 0, "Kickback")
	s.obj(kb).Counters[cDamage] = 2
	s.ko(char(t, s, 0, "Chop Shop")) // began the game: still counts
	playAction(t, s, "Swarm!")
	if s.ask != askPick || s.asker != 1 {
		t.Fatalf("the opponent does not choose the damaged character: %v", codes(s))
	}
	ra := char(t, s, 1, "Red Alert")
	play(t, s, "pick:"+handleCode(s, ra))
	if s.damage(ra) != 1 {
		t.Errorf("Red Alert has %d damage, want 1", s.damage(ra))
	}
	play(t, s, "pick:"+handleCode(s, kb))
	if s.damage(kb) != 1 {
		t.Errorf("Kickback has %d damage, want 1 after the repair", s.damage(kb))
	}
}

// Team-Up Tactics (W1/076): "Choose one of your characters. If it's a
// Truck, repair 2 damage from it. If it's a Car, draw 2 cards."
func TestCardTeamUpTactics(t *testing.T) {
	s := stdGame(t, nil, []string{"Ironhide, Veteran Autobot", "Bumblebee, Brave Warrior"}, ironhide, deckOf("Team-Up Tactics", "Team-Up Tactics"), blank)
	ih := char(t, s, 0, "Ironhide")
	s.obj(ih).Counters[cDamage] = 3
	hand := handSize(s, 0)
	playAction(t, s, "Team-Up Tactics")
	play(t, s, "pick:"+handleCode(s, ih))
	if s.damage(ih) != 1 || handSize(s, 0) != hand-1 {
		t.Errorf("the Truck: damage %d (want 1), hand %d (want %d)", s.damage(ih), handSize(s, 0), hand-1)
	}
	s.played = false
	playAction(t, s, "Team-Up Tactics")
	play(t, s, "pick:"+handleCode(s, char(t, s, 0, "Bumblebee")))
	if s.damage(ih) != 1 || handSize(s, 0) != hand-2+2 {
		t.Errorf("the Car: damage %d (want 1), hand %d (want %d)", s.damage(ih), handSize(s, 0), hand)
	}
}

// The Bigger They Are... (W1/077): "One of your characters gets +2 ATK
// until end of turn. While it's attacking an enemy that has more STARS
// than it, it gets Pierce 4."
func TestCardTheBiggerTheyAre(t *testing.T) {
	s := stdGame(t, nil, []string{"Bumblebee, Brave Warrior"}, []string{"Optimus Prime, Freedom Fighter"}, deckOf("The Bigger They Are..."), blank)
	bb := char(t, s, 0, "Bumblebee")
	atk := s.stat(bb, statAttack)
	playAction(t, s, "The Bigger They Are...")
	if s.stat(bb, statAttack) != atk+2 || s.stat(bb, statPierce) != 0 {
		t.Fatalf("Attack %d, Pierce %d out of an attack; want %d, 0", s.stat(bb, statAttack), s.stat(bb, statPierce), atk+2)
	}
	attack(t, s, "Bumblebee", "Optimus Prime")
	if !logHas(s, "The attacker has Pierce 4") {
		t.Error("no Pierce 4 against the bigger enemy")
	}
	s = stdGame(t, nil, []string{"Optimus Prime, Freedom Fighter"}, []string{"Bumblebee, Brave Warrior"}, deckOf("The Bigger They Are..."), blank)
	playAction(t, s, "The Bigger They Are...")
	attack(t, s, "Optimus Prime", "Bumblebee")
	if logHas(s, "The attacker has Pierce 4") {
		t.Error("Pierce 4 against a smaller enemy")
	}
}

// Treasure Hunt (W1/079): "Scrap the top 4 cards of your deck. Put all
// Upgrades scrapped this way into your hand."
func TestCardTreasureHunt(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, deckOf("Treasure Hunt", "Medic!", "Medic!", "Medic!", "Primary Laser", "Zap", "Armored Plating", "Repair Bay"), blank)
	hand := handSize(s, 0)
	playAction(t, s, "Treasure Hunt")
	if handSize(s, 0) != hand-1+2 || !inHand(s, 0, "Primary Laser") || !inHand(s, 0, "Armored Plating") {
		t.Errorf("the hand has %d cards, want %d with the two Upgrades", handSize(s, 0), hand+1)
	}
	if !scrapHas(s, 0, "Zap") || !scrapHas(s, 0, "Repair Bay") {
		t.Error("the other cards are not scrapped")
	}
}

// Random games with every Wave 1 battle card in the decks and teams of
// every trait the cards name: no card text breaks the game, every card
// stays in one place, and copies of a game play alike.
func TestCardBattleRandomGames(t *testing.T) {
	g := mustGame(t)
	var battle []string
	for _, c := range g.set.Cards() {
		if strings.HasPrefix(c.ID, "W1/0") {
			battle = append(battle, c.FullName())
		}
	}
	if len(battle) != 81 {
		t.Fatalf("%d Wave 1 battle cards, want 81", len(battle))
	}
	teams := [][]string{
		{"Kickback, Cunning Insecticon", "Chop Shop, Sneaky Insecticon", "Bombshell, Insecticon Mind-Controller"},
		{"Grimlock, Dinobot Leader", "Dinobot Snarl, Desert Warrior", "Dinobot Swoop, Fearsome Flyer"},
		{"Jetfire, Air Guardian", "Starscream, Air Commander", "Megatron, Decepticon Leader"},
		{"Optimus Prime, Autobot Leader", "Ironhide, Veteran Autobot", "Bumblebee, Brave Warrior", "Arcee, Skilled Fighter"},
	}
	games := 60
	if testing.Short() {
		games = 12
	}
	for seed := range games {
		rng := engine.NewRNG(uint64(seed) + 1)
		deck := func() []string {
			out := make([]string, 40)
			for i := range out {
				out[i] = battle[rng.IntN(len(battle))]
			}
			return out
		}
		a, b := teams[seed%len(teams)], teams[(seed/len(teams)+seed+1)%len(teams)]
		cfg := engine.Config{Players: 2, Seed: uint64(seed), Decks: [][]string{append(append([]string{}, a...), deck()...), append(append([]string{}, b...), deck()...)}}
		st, err := g.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		for n := 0; !s.Terminal() && n < 600; n++ {
			p := s.Actors().First()
			legal := s.Legal(p, nil)
			if len(legal) == 0 {
				t.Fatalf("seed %d: player %d has no option: %q", seed, p+1, s.question())
			}
			a := legal[rng.IntN(len(legal))]
			if n%7 == 0 {
				// A copy, and a world the player cannot tell from it,
				// play on alike.
				c := s.clone()
				w := s.Determinize(p, &rng)
				_ = w.Legal(p, nil)
				if err := c.Apply(p, a); err != nil {
					t.Fatalf("seed %d: the copy refuses %s: %v", seed, s.ActionCode(p, a), err)
				}
				if err := s.Apply(p, a); err != nil {
					t.Fatal(err)
				}
				if c.turn != s.turn || c.t.Version() != s.t.Version() || c.ask != s.ask {
					t.Fatalf("seed %d: a copy plays differently", seed)
				}
			} else if err := s.Apply(p, a); err != nil {
				t.Fatal(err)
			}
			if err := conserved(s); err != nil {
				t.Fatalf("seed %d, decision %d: %v", seed, n, err)
			}
		}
	}
}
