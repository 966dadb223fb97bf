package tftcg

import (
	"testing"

	"omnideck/kit"
)

// A scenario per Wave 2 battle card of data/abilities/wave2-battle-cards.yaml:
// the printed text happening in a standard game, played through the
// game's options (attack=may, so that a turn goes on after a card is
// played); where the text has a condition, not happening when the
// condition fails. Medic! is the decks' filler: it has no icons.

// Draws: Pep Talk (W2/046) "Draw 2 cards", Universal Network Access
// (W2/078) "Draw 3 cards", Testify (W2/075) "Each player draws 2 cards".
func TestCardWave2Draws(t *testing.T) {
	for _, c := range []struct {
		name       string
		mine, more int
	}{{"Pep Talk", 2, 0}, {"Universal Network Access", 3, 0}, {"Testify", 2, 2}} {
		s := stdGame(t, mayAttack, twoBots, ironhide, deckOf(c.name), blank)
		mine, theirs := handSize(s, 0), handSize(s, 1)
		playAction(t, s, c.name)
		if handSize(s, 0) != mine-1+c.mine || handSize(s, 1) != theirs+c.more {
			t.Errorf("%s: hands %d and %d, want %d and %d", c.name, handSize(s, 0), handSize(s, 1), mine-1+c.mine, theirs+c.more)
		}
	}
}

// Bolt Of Lightning (W2/009): "Do 3 damage to an enemy."
func TestCardBoltOfLightning(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, twoBots, deckOf("Bolt Of Lightning"), blank)
	ra := char(t, s, 1, "Red Alert")
	playAction(t, s, "Bolt Of Lightning")
	pickChar(t, s, ra)
	if s.damage(ra) != 3 || s.damage(char(t, s, 1, "Ironhide")) != 0 {
		t.Errorf("Red Alert %d damage, Ironhide %d: want 3 and 0", s.damage(ra), s.damage(char(t, s, 1, "Ironhide")))
	}
}

// Rest And Relaxation (W2/054): "Repair 1 damage from one of your
// characters." Surprise Attack (W2/071): "One of your characters gets
// Pierce 3 until end of turn." Reckless Charge (W2/052): "One of your
// characters gets +4 [ATK] until end of turn. At end of turn, do 3 damage
// to it."
func TestCardWave2OneOfYours(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Rest And Relaxation"), blank)
	ih, ra := char(t, s, 0, "Ironhide"), char(t, s, 0, "Red Alert")
	s.obj(ih).Counters[cDamage], s.obj(ra).Counters[cDamage] = 2, 2
	playAction(t, s, "Rest And Relaxation")
	pickChar(t, s, ih)
	if s.damage(ih) != 1 || s.damage(ra) != 2 {
		t.Errorf("Rest And Relaxation: Ironhide %d damage, Red Alert %d; want 1 and 2", s.damage(ih), s.damage(ra))
	}

	s = stdGame(t, mayAttack, twoBots, ironhide, deckOf("Surprise Attack"), blank)
	ih = char(t, s, 0, "Ironhide")
	playAction(t, s, "Surprise Attack")
	pickChar(t, s, ih)
	if n := s.stat(ih, statPierce); n != 3 {
		t.Errorf("Surprise Attack: Pierce %d, want 3", n)
	}

	s = stdGame(t, mayAttack, twoBots, ironhide, deckOf("Reckless Charge"), blank)
	ih = char(t, s, 0, "Ironhide")
	atk := s.stat(ih, statAttack)
	playAction(t, s, "Reckless Charge")
	pickChar(t, s, ih)
	if n := s.stat(ih, statAttack); n != atk+4 || s.damage(ih) != 0 {
		t.Errorf("Reckless Charge: Attack %d (want %d), damage %d before the end of the turn", n, atk+4, s.damage(ih))
	}
	passTurn(t, s)
	if s.damage(ih) != 3 {
		t.Errorf("Reckless Charge: %d damage at the end of the turn, want 3", s.damage(ih))
	}
}

// Master Plan (W2/042): "Plan 6." Secret Dealings (W2/057): "Draw a card.
// Then Plan 1." Plan is optional.
func TestCardMasterPlanSecretDealings(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Master Plan", "Bolt Of Lightning", "Pep Talk"), blank)
	playAction(t, s, "Master Plan")
	bolt := handCard(t, s, 0, "Bolt Of Lightning")
	play(t, s, "pick:"+handleCode(s, bolt))
	play(t, s, "pass")
	if top := s.t.Top(zone(0, zDeck)); top != bolt {
		t.Errorf("the top of the deck is %s, want the Bolt planned", s.card(top).FullName())
	}

	s = stdGame(t, mayAttack, twoBots, ironhide, deckOf("Secret Dealings"), blank)
	hand := handSize(s, 0)
	playAction(t, s, "Secret Dealings")
	play(t, s, "pass") // plan nothing
	if handSize(s, 0) != hand-1+1 {
		t.Errorf("Secret Dealings: the hand has %d cards, want %d", handSize(s, 0), hand)
	}
}

// Smelt (W2/060): "Your opponent chooses one of their Upgrades and scraps
// it." Vaporize (W2/081): "Scrap an enemy upgrade."
func TestCardSmeltVaporize(t *testing.T) {
	for _, name := range []string{"Smelt", "Vaporize"} {
		s := stdGame(t, mayAttack, twoBots, twoBots, deckOf(name), deckOf("Primary Laser", "Armored Plating"))
		s.active = 1
		laser := attach(t, s, 1, "Primary Laser", "Ironhide")
		plating := attach(t, s, 1, "Armored Plating", "Red Alert")
		s.active, s.optsOK = 0, false
		playAction(t, s, name)
		if s.asker != map[string]int{"Smelt": 1, "Vaporize": 0}[name] {
			t.Errorf("%s: player %d chooses", name, s.asker+1)
		}
		play(t, s, "pick:"+handleCode(s, laser))
		if !inZone(s, laser, 1, zScrap) || inZone(s, plating, 1, zScrap) {
			t.Errorf("%s: the Laser scrapped %v, the Plating %v", name, inZone(s, laser, 1, zScrap), inZone(s, plating, 1, zScrap))
		}
	}
}

// Fling (W2/031) and Special Delivery (W4/054): "Move 1 damage counter
// from one of your characters to an enemy."
func TestCardFlingSpecialDelivery(t *testing.T) {
	for _, name := range []string{"Fling", "Special Delivery"} {
		s := stdGame(t, mayAttack, twoBots, twoBots, deckOf(name), blank)
		ih, enemy := char(t, s, 0, "Ironhide"), char(t, s, 1, "Red Alert")
		s.obj(ih).Counters[cDamage] = 2
		playAction(t, s, name)
		for s.ask == askPick {
			if has(s, "pick:"+handleCode(s, ih)) {
				pickChar(t, s, ih)
				continue
			}
			pickChar(t, s, enemy)
		}
		if s.damage(ih) != 1 || s.damage(enemy) != 1 {
			t.Errorf("%s: Ironhide %d damage, the enemy %d: want 1 and 1", name, s.damage(ih), s.damage(enemy))
		}
	}
}

// Field Repair (W2/030): "Repair 1 damage from one of your characters. If
// it's an Autobot, Plan 1." A Decepticon repaired plans nothing.
func TestCardFieldRepair(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Field Repair"), blank)
	ih := char(t, s, 0, "Ironhide")
	s.obj(ih).Counters[cDamage] = 2
	playAction(t, s, "Field Repair")
	if s.ask == askPick && has(s, "pick:"+handleCode(s, ih)) {
		pickChar(t, s, ih)
	}
	if s.damage(ih) != 1 || s.ask != askPick || s.pickKind != pickHand {
		t.Errorf("Ironhide %d damage, asked %q: want 1 and a card to plan", s.damage(ih), s.question())
	}
	s = stdGame(t, mayAttack, []string{"Megatron, Decepticon Leader"}, ironhide, deckOf("Field Repair"), blank)
	m := char(t, s, 0, "Megatron")
	s.obj(m).Counters[cDamage] = 2
	playAction(t, s, "Field Repair")
	if s.damage(m) != 1 || s.ask != 0 {
		t.Errorf("Megatron %d damage, asked %q: want 1 and no plan", s.damage(m), s.question())
	}
}

// Escape Route (W2/026): "Flip one your characters from bot mode to alt
// mode." Cornered! (W2/015): "Choose an enemy in bot mode. Your opponent
// flips it to alt mode."
func TestCardEscapeRouteCornered(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Escape Route"), blank)
	toBot(t, s, 0, "Ironhide")
	ih := char(t, s, 0, "Ironhide")
	playAction(t, s, "Escape Route")
	if s.mode(ih).Mode != ModeAlt {
		t.Errorf("Ironhide in %s mode, want alt", s.mode(ih).Mode)
	}
	s = stdGame(t, mayAttack, twoBots, twoBots, deckOf("Cornered!"), blank)
	toBot(t, s, 1, "Red Alert")
	ra := char(t, s, 1, "Red Alert")
	playAction(t, s, "Cornered!")
	if s.mode(ra).Mode != ModeAlt {
		t.Errorf("the enemy Red Alert in %s mode, want alt", s.mode(ra).Mode)
	}
}

// Inferno Breath (W2/037): "Tap one of your untapped characters that has 5
// [STARS] or more > Do 3 damage to an enemy." Intelligence Mission
// (W2/038): "Tap one of your untapped Specialists that has 5 [STARS] or
// more > Draw 3 cards." Without such a character the cost cannot be paid.
func TestCardInfernoBreathIntelligenceMission(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Megatron, Decepticon Leader"}, ironhide, deckOf("Inferno Breath"), blank)
	m, ih := char(t, s, 0, "Megatron"), char(t, s, 1, "Ironhide")
	playAction(t, s, "Inferno Breath")
	if s.ask == kit.AskCost {
		play(t, s, "pay:"+handleCode(s, m))
	}
	if !s.tapped(m) || s.damage(ih) != 3 {
		t.Errorf("Megatron tapped %v, Ironhide %d damage: want tapped and 3", s.tapped(m), s.damage(ih))
	}
	s = stdGame(t, mayAttack, []string{"Arcee, Skilled Fighter", "Megatron, Decepticon Leader"}, ironhide, deckOf("Intelligence Mission"), blank)
	arcee := char(t, s, 0, "Arcee")
	hand := handSize(s, 0)
	playAction(t, s, "Intelligence Mission")
	if s.ask == kit.AskCost {
		if has(s, "pay:"+handleCode(s, char(t, s, 0, "Megatron"))) {
			t.Errorf("Megatron, no Specialist, may pay: %v", codes(s))
		}
		play(t, s, "pay:"+handleCode(s, arcee))
	}
	if !s.tapped(arcee) || handSize(s, 0) != hand-1+3 {
		t.Errorf("Arcee tapped %v, the hand %d: want tapped and %d", s.tapped(arcee), handSize(s, 0), hand+2)
	}
}

// Marksmanship (W2/041): "If you have a Ranged character on the
// battlefield > Do 2 damage to an enemy in bot mode." Nothing without one.
func TestCardMarksmanship(t *testing.T) {
	for _, c := range []struct {
		team []string
		dmg  int
	}{{[]string{"Megatron, Decepticon Leader"}, 2}, {[]string{"Grimlock, Dinobot Leader"}, 0}} {
		s := stdGame(t, mayAttack, c.team, twoBots, deckOf("Marksmanship"), blank)
		toBot(t, s, 1, "Ironhide")
		ih := char(t, s, 1, "Ironhide")
		playAction(t, s, "Marksmanship")
		if s.damage(ih) != c.dmg || s.damage(char(t, s, 1, "Red Alert")) != 0 {
			t.Errorf("%s: the enemy in bot mode has %d damage, want %d", c.team[0], s.damage(ih), c.dmg)
		}
	}
}

// Tackle (W2/073): "Tap one of your untapped Melee characters > Tap an
// untapped enemy character that has the same number of [STARS] or fewer."
func TestCardTackle(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Grimlock, Dinobot Leader"}, []string{"Megatron, Living Weapon", "Red Alert, Security Chief"}, deckOf("Tackle"), blank)
	g, ra, mw := char(t, s, 0, "Grimlock"), char(t, s, 1, "Red Alert"), char(t, s, 1, "Megatron")
	playAction(t, s, "Tackle")
	if s.ask == kit.AskCost {
		play(t, s, "pay:"+handleCode(s, g))
	}
	if has(s, "pick:"+handleCode(s, mw)) {
		t.Errorf("Megatron, 13 stars against Grimlock's 10, may be tapped: %v", codes(s))
	}
	if s.ask == askPick {
		pickChar(t, s, ra)
	}
	if !s.tapped(g) || !s.tapped(ra) || s.tapped(mw) {
		t.Errorf("tapped: Grimlock %v, Red Alert %v, Megatron %v; want true, true, false", s.tapped(g), s.tapped(ra), s.tapped(mw))
	}
}

// Underhanded Tactics (W2/077): "Do 1 damage to an enemy. If it's KO'd
// this way, repair 1 damage from one of your Decepticons."
func TestCardUnderhandedTactics(t *testing.T) {
	for _, kos := range []bool{true, false} {
		s := stdGame(t, mayAttack, []string{"Megatron, Decepticon Leader"}, twoBots, deckOf("Underhanded Tactics"), blank)
		m, ih := char(t, s, 0, "Megatron"), char(t, s, 1, "Ironhide")
		s.obj(m).Counters[cDamage] = 2
		if kos {
			s.obj(ih).Counters[cDamage] = int16(s.card(ih).Health - 1)
		}
		playAction(t, s, "Underhanded Tactics")
		pickChar(t, s, ih)
		if want := 2 - b2i(kos); s.damage(m) != want || inZone(s, ih, 1, zKO) != kos {
			t.Errorf("KO %v: Megatron %d damage, want %d", kos, s.damage(m), want)
		}
	}
}

// Bad Attitude (W2/007): "If you began the game with only Decepticon
// characters > Repair 1 damage from each of your characters and do 1
// damage to each Autobot character."
func TestCardBadAttitude(t *testing.T) {
	for _, c := range []struct {
		team []string
		does bool
	}{{[]string{"Megatron, Decepticon Leader"}, true}, {[]string{"Megatron, Decepticon Leader", "Red Alert, Security Chief"}, false}} {
		s := stdGame(t, mayAttack, c.team, twoBots, deckOf("Bad Attitude"), blank)
		m, ih := char(t, s, 0, "Megatron"), char(t, s, 1, "Ironhide")
		s.obj(m).Counters[cDamage] = 2
		playAction(t, s, "Bad Attitude")
		if got := s.damage(m) == 1 && s.damage(ih) == 1; got != c.does {
			t.Errorf("team %v: Megatron %d damage, Ironhide %d; happened %v, want %v", c.team, s.damage(m), s.damage(ih), got, c.does)
		}
	}
}

// Heavy-Handed (W2/035): "One of your characters gets +2 [ATK] until end
// of turn. While it's attacking an enemy with an Armor > It gets +2 more."
func TestCardHeavyHanded(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Heavy-Handed"), blank)
	ih := char(t, s, 0, "Ironhide")
	atk := s.stat(ih, statAttack)
	playAction(t, s, "Heavy-Handed")
	pickChar(t, s, ih)
	if n := s.stat(ih, statAttack); n != atk+2 {
		t.Errorf("Attack %d, want %d", n, atk+2)
	}
}

// Upgrades whose text is a keyword: Backup Beam (W2/006) "Bold 2",
// Sparring Gear (W2/063) "Tough 2", Bravery (W2/010) "Brave",
// Stealthiness (W2/064) "Stealth".
func TestCardWave2KeywordUpgrades(t *testing.T) {
	for _, c := range []struct {
		name string
		stat uint8
		n    int
	}{{"Backup Beam", statBold, 2}, {"Sparring Gear", statTough, 2}} {
		s := stdGame(t, mayAttack, twoBots, ironhide, deckOf(c.name), blank)
		ih := char(t, s, 0, "Ironhide")
		before := s.stat(ih, c.stat)
		attach(t, s, 0, c.name, "Ironhide")
		if n := s.stat(ih, c.stat); n != before+c.n {
			t.Errorf("%s: %s %d, want %d", c.name, statNames[c.stat], n, before+c.n)
		}
	}
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Bravery", "Stealthiness"), blank)
	ih, ra := char(t, s, 0, "Ironhide"), char(t, s, 0, "Red Alert")
	attach(t, s, 0, "Bravery", "Ironhide")
	attach(t, s, 0, "Stealthiness", "Red Alert")
	if !s.isBrave(ih) || !s.isStealthy(ra) || s.isBrave(ra) || s.isStealthy(ih) {
		t.Errorf("Brave: Ironhide %v, Red Alert %v; Stealth: Ironhide %v, Red Alert %v", s.isBrave(ih), s.isBrave(ra), s.isStealthy(ih), s.isStealthy(ra))
	}
}

// Evasive Maneuvers (W2/028): "Tough 3. After the upgraded character
// defends > Scrap this card." Power Punch (W2/047): "Bold 3. After the
// upgraded character attacks > Scrap this card."
func TestCardEvasiveManeuversPowerPunch(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Power Punch"), blank)
	ih := char(t, s, 0, "Ironhide")
	pp := attach(t, s, 0, "Power Punch", "Ironhide")
	if n := s.stat(ih, statBold); n != 3 {
		t.Errorf("Power Punch: Bold %d, want 3", n)
	}
	attackWith(t, s, 0, "Ironhide", kit.NoObj)
	finishAttack(t, s)
	if !inZone(s, pp, 0, zScrap) || logCount(s, "for your attack") != 5 {
		t.Errorf("Power Punch scrapped %v, %d cards flipped: want scrapped after an attack of 5 flips", inZone(s, pp, 0, zScrap), logCount(s, "for your attack"))
	}
	s = stdGame(t, mayAttack, ironhide, twoBots, blank, deckOf("Evasive Maneuvers"))
	s.active = 1
	em := attach(t, s, 1, "Evasive Maneuvers", "Ironhide")
	s.active, s.optsOK = 0, false
	if n := s.stat(char(t, s, 1, "Ironhide"), statTough); n != 3 {
		t.Errorf("Evasive Maneuvers: Tough %d, want 3", n)
	}
	attackWith(t, s, 0, "Ironhide", char(t, s, 1, "Ironhide"))
	finishAttack(t, s)
	if !inZone(s, em, 1, zScrap) || logCount(s, "for their defense") != 5 {
		t.Errorf("Evasive Maneuvers scrapped %v, %d cards flipped: want scrapped after a defense of 5 flips", inZone(s, em, 1, zScrap), logCount(s, "for their defense"))
	}
}

// Upgrades that scrap an enemy's when put on: Bashing Shield (W2/008)
// "Scrap an enemy Armor", Enforcement Batons (W2/024) "Scrap an enemy
// Weapon".
func TestCardBashingShieldEnforcementBatons(t *testing.T) {
	for _, c := range []struct{ name, gone, stays string }{{"Bashing Shield", "Armored Plating", "Primary Laser"}, {"Enforcement Batons", "Primary Laser", "Armored Plating"}} {
		s := stdGame(t, mayAttack, twoBots, ironhide, deckOf(c.name), deckOf("Primary Laser", "Armored Plating"))
		s.active = 1
		gone, stays := attach(t, s, 1, c.gone, "Ironhide"), attach(t, s, 1, c.stays, "Ironhide")
		s.active, s.optsOK = 0, false
		attach(t, s, 0, c.name, "Red Alert")
		if !inZone(s, gone, 1, zScrap) || inZone(s, stays, 1, zScrap) {
			t.Errorf("%s: %s scrapped %v, %s %v", c.name, c.gone, inZone(s, gone, 1, zScrap), c.stays, inZone(s, stays, 1, zScrap))
		}
	}
}

// Energon Slingshot (W2/023): "When you put this on a Melee character > Do
// 1 damage to an enemy." Cooling Vents (W2/014): "When you put this on a
// Ranged character > Repair 1 damage from it." Not on another.
func TestCardEnergonSlingshotCoolingVents(t *testing.T) {
	for _, c := range []struct {
		ch   string
		does bool
	}{{"Grimlock, Dinobot Leader", true}, {"Megatron, Decepticon Leader", false}} {
		s := stdGame(t, mayAttack, []string{c.ch}, ironhide, deckOf("Energon Slingshot"), blank)
		attach(t, s, 0, "Energon Slingshot", s.card(s.team[0][0]).Name)
		if got := s.damage(char(t, s, 1, "Ironhide")) == 1; got != c.does {
			t.Errorf("Energon Slingshot on %s: damage done %v, want %v", c.ch, got, c.does)
		}
	}
	for _, c := range []struct {
		ch   string
		does bool
	}{{"Megatron, Decepticon Leader", true}, {"Grimlock, Dinobot Leader", false}} {
		s := stdGame(t, mayAttack, []string{c.ch}, ironhide, deckOf("Cooling Vents"), blank)
		id := s.team[0][0]
		s.obj(id).Counters[cDamage] = 2
		attach(t, s, 0, "Cooling Vents", s.card(id).Name)
		if got := s.damage(id) == 1; got != c.does {
			t.Errorf("Cooling Vents on %s: repaired %v, want %v", c.ch, got, c.does)
		}
	}
}

// Noble's Blaster (W2/045): "Put on Autobots only. While the upgraded
// character is attacking a Decepticon > It has Pierce 2." Scoundrel's
// Blaster (W2/055) the other way round.
func TestCardNoblesScoundrelsBlaster(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, []string{"Megatron, Decepticon Leader"}, deckOf("Noble's Blaster", "Scoundrel's Blaster"), blank)
	if mayUpgradeOn(t, s, "Scoundrel's Blaster", "Ironhide") {
		t.Error("Scoundrel's Blaster may go on an Autobot")
	}
	attach(t, s, 0, "Noble's Blaster", "Ironhide")
	ih := char(t, s, 0, "Ironhide")
	if n := s.stat(ih, statPierce); n != 0 {
		t.Errorf("Pierce %d before the attack", n)
	}
	attackWith(t, s, 0, "Ironhide", kit.NoObj)
	if !logHas(s, "The attacker has Pierce 2") {
		t.Errorf("no Pierce 2 attacking Megatron: %v", logLines(s))
	}
}

// Aerialbot Formation (W2/002): "Put on Aerialbots only. The upgraded
// character has +1 [ATK] for each of your other tapped Aerialbots."
func TestCardAerialbotFormation(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Air Raid, Fearless Flyer", "Skydive, Air Warfare Specialist", "Fireflight, Sky High Recon"}, ironhide, deckOf("Aerialbot Formation"), blank)
	ar := char(t, s, 0, "Air Raid")
	atk := s.stat(ar, statAttack)
	attach(t, s, 0, "Aerialbot Formation", "Air Raid")
	s.obj(char(t, s, 0, "Skydive")).Set(flTapped, true)
	s.obj(ar).Set(flTapped, true)
	if n := s.stat(ar, statAttack); n != atk+1 {
		t.Errorf("Air Raid has Attack %d with one other Aerialbot tapped, want %d", n, atk+1)
	}
	s = stdGame(t, mayAttack, twoBots, ironhide, deckOf("Aerialbot Formation"), blank)
	if mayUpgradeOn(t, s, "Aerialbot Formation", "Ironhide") {
		t.Error("Aerialbot Formation may go on Ironhide")
	}
}

// Superior Cannon, Jetpack and Plating (W2/068 to 070): "Play this only if
// you've played Tech Research this turn." Bold 4, Pierce 4, Tough 4.
func TestCardSuperiorUpgrades(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Superior Cannon", "Tech Research"), blank)
	ensure(t, s, 0, "Superior Cannon")
	laterTurn(s)
	if has(s, "upgrade:"+handleCode(s, handCard(t, s, 0, "Superior Cannon"))) {
		t.Errorf("Superior Cannon may be played before Tech Research: %v", codes(s))
	}
	playAction(t, s, "Tech Research")
	s.played = false // another Action and Upgrade this turn: the test's
	upgradeOn(t, s, "Superior Cannon", "Ironhide")
	if n := s.stat(char(t, s, 0, "Ironhide"), statBold); n != 4 {
		t.Errorf("Superior Cannon: Bold %d, want 4", n)
	}
	for _, c := range []struct {
		name string
		stat uint8
	}{{"Superior Jetpack", statPierce}, {"Superior Plating", statTough}} {
		s := stdGame(t, mayAttack, twoBots, ironhide, deckOf(c.name, "Tech Research"), blank)
		playAction(t, s, "Tech Research")
		s.played = false
		upgradeOn(t, s, c.name, "Ironhide")
		if n := s.stat(char(t, s, 0, "Ironhide"), c.stat); n != 4 {
			t.Errorf("%s: %s %d, want 4", c.name, statNames[c.stat], n)
		}
	}
}

// Mounted Missles (W2/044): "This can be in an Armor or Utility slot."
// Tooth And Claw (W2/076): "Put on Predacons only. The upgraded character
// can have a Weapon or Armor in its Armor slot."
func TestCardMountedMisslesToothAndClaw(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Primary Laser", "Mounted Missles"), blank)
	laser := attach(t, s, 0, "Primary Laser", "Ironhide")
	mm := attach(t, s, 0, "Mounted Missles", "Ironhide")
	if inZone(s, laser, 0, zScrap) || s.upgrades(char(t, s, 0, "Ironhide")) != 2 || inZone(s, mm, 0, zScrap) {
		t.Errorf("Mounted Missles beside a Weapon: the Laser scrapped %v, %d Upgrades", inZone(s, laser, 0, zScrap), s.upgrades(char(t, s, 0, "Ironhide")))
	}
}

// Vandalize (W2/080): "Scrap all enemy Weapons, Armors, or Utilities."
// Each choice scraps its kind.
func TestCardVandalize(t *testing.T) {
	for _, c := range []struct{ mode, gone, stays string }{{"every-enemy-weapon", "Primary Laser", "Armored Plating"}, {"every-enemy-armor", "Armored Plating", "Primary Laser"}} {
		s := stdGame(t, mayAttack, twoBots, twoBots, deckOf("Vandalize"), deckOf("Primary Laser", "Primary Laser", "Armored Plating", "Armored Plating"))
		s.active = 1
		g1, g2 := attach(t, s, 1, c.gone, "Ironhide"), attach(t, s, 1, c.gone, "Red Alert")
		st := attach(t, s, 1, c.stays, "Ironhide")
		s.active, s.optsOK = 0, false
		playAction(t, s, "Vandalize")
		play(t, s, "mode:"+c.mode)
		if !inZone(s, g1, 1, zScrap) || !inZone(s, g2, 1, zScrap) || inZone(s, st, 1, zScrap) {
			t.Errorf("%s: scrapped %v %v, %s %v", c.mode, inZone(s, g1, 1, zScrap), inZone(s, g2, 1, zScrap), c.stays, inZone(s, st, 1, zScrap))
		}
	}
}

// Espionage (W2/027): "Choose a battle icon color. Look at your opponent's
// hand and scrap a card that has that color icon."
func TestCardEspionage(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Espionage"), stack([]string{"Zap", "Armored Plating", "Medic!"}, blank))
	playAction(t, s, "Espionage")
	if k := s.Table(0).Question.Kind; k != "mode" {
		t.Errorf("the choice of a colour is a question of kind %q, want mode", k)
	}
	play(t, s, "mode:orange")
	if s.ask == askPick {
		play(t, s, "pick:")
	}
	if !scrapHas(s, 1, "Zap") || scrapHas(s, 1, "Armored Plating") {
		t.Errorf("orange chosen: Zap scrapped %v, Armored Plating %v", scrapHas(s, 1, "Zap"), scrapHas(s, 1, "Armored Plating"))
	}
}

// Scrounge (W2/056): "Scrap the top card of your deck. If it's an Upgrade,
// you may play it." Leap Of Faith (W2/040): "Scrap the top card of your
// deck. You may play that card. Then scrap another card from the top of
// your deck. You may play that card."
func TestCardScroungeLeapOfFaith(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, stack([]string{"Scrounge"}, blank[:3], []string{"Armored Plating"}, blank), blank)
	playAction(t, s, "Scrounge")
	for s.ask != 0 {
		play(t, s, "")
	}
	if s.upgrades(char(t, s, 0, "Ironhide"))+s.upgrades(char(t, s, 0, "Red Alert")) != 1 {
		t.Errorf("the Upgrade scrapped from the deck was not played: %v", logLines(s))
	}
	s = stdGame(t, mayAttack, twoBots, ironhide, stack([]string{"Scrounge"}, blank[:3], []string{"Bolt Of Lightning"}, blank), blank)
	playAction(t, s, "Scrounge")
	if s.ask != 0 || !scrapHas(s, 0, "Bolt Of Lightning") {
		t.Errorf("an Action scrapped: asked %q, scrapped %v", s.question(), scrapHas(s, 0, "Bolt Of Lightning"))
	}
	s = stdGame(t, mayAttack, twoBots, ironhide, stack([]string{"Leap Of Faith"}, blank[:3], []string{"Bolt Of Lightning", "Pep Talk"}, blank), blank)
	hand := handSize(s, 0)
	playAction(t, s, "Leap Of Faith")
	for s.ask != 0 {
		play(t, s, "")
	}
	if s.damage(char(t, s, 1, "Ironhide")) != 3 || handSize(s, 0) != hand-1+2 {
		t.Errorf("Leap Of Faith: Ironhide %d damage (want 3 from the Bolt), hand %d (want %d from Pep Talk)", s.damage(char(t, s, 1, "Ironhide")), handSize(s, 0), hand+1)
	}
}

// Ancient Wisdom (W2/003): "Scrap the top 2 cards of your deck. Put an
// Action and an Upgrade scrapped this way into your hand. You may play
// Unleash Potential." Unleash Potential (W2/079): "If you've played
// Ancient Wisdom this turn → Choose a battle card you own from outside the
// game that has 1 [STAR] and put it into your hand."
func TestCardAncientWisdomUnleashPotential(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, stack([]string{"Ancient Wisdom", "Unleash Potential"}, blank[:2], []string{"Bolt Of Lightning", "Armored Plating"}, blank), blank)
	hand := handSize(s, 0)
	playAction(t, s, "Ancient Wisdom")
	if !inHand(s, 0, "Bolt Of Lightning") || !inHand(s, 0, "Armored Plating") {
		t.Fatalf("the Action and the Upgrade scrapped are not in hand: %v", logLines(s))
	}
	play(t, s, "pick:"+handleCode(s, handCard(t, s, 0, "Unleash Potential")))
	if s.ask != askPick || s.pickKind != pickOutside || s.Table(0).Question.Kind != "outside" {
		t.Fatalf("Unleash Potential asks %q (kind %q)", s.question(), s.Table(0).Question.Kind)
	}
	for _, c := range codes(s) {
		if c == "pass" {
			continue
		}
		if d, ok := s.game.set.Lookup(c[len("outside:"):]); ok && d.Stars != 1 {
			t.Errorf("%s has %d stars", c, d.Stars)
		}
	}
	play(t, s, "outside:")
	if n := handSize(s, 0); n != hand-1+2-1+1 {
		t.Errorf("the hand has %d cards, want %d", n, hand+1)
	}
	// Without Ancient Wisdom played, Unleash Potential does nothing.
	s = stdGame(t, mayAttack, twoBots, ironhide, deckOf("Unleash Potential"), blank)
	playAction(t, s, "Unleash Potential")
	if s.ask != 0 {
		t.Errorf("Unleash Potential alone asks %q", s.question())
	}
}

// Focus Fire (W2/032): "For each Focus Fire you've played this turn > One
// of your characters get Bold 1 until end of turn. You may play another
// Focus Fire." The second gives Bold 1 twice.
func TestCardFocusFire(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Focus Fire", "Focus Fire"), blank)
	ih := char(t, s, 0, "Ironhide")
	playAction(t, s, "Focus Fire")
	pickChar(t, s, ih)
	if n := s.stat(ih, statBold); n != 1 {
		t.Errorf("one Focus Fire: Bold %d, want 1", n)
	}
	play(t, s, "pick:") // the other Focus Fire
	for s.ask == askPick {
		pickChar(t, s, ih)
	}
	if n := s.stat(ih, statBold); n != 3 {
		t.Errorf("two Focus Fires: Bold %d, want 1 + 2", n)
	}
}

// Sonic Scramble (W2/061): "Your opponent scraps a card from their hand.
// If this is the third Sonic Scramble you have played this turn > Draw 3
// cards. You may play another Sonic Scramble."
func TestCardSonicScramble(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Sonic Scramble", "Sonic Scramble", "Sonic Scramble"), blank)
	theirs := handSize(s, 1)
	playAction(t, s, "Sonic Scramble")
	for i := 0; i < 20 && s.ask != 0; i++ {
		play(t, s, "")
	}
	if n := handSize(s, 1); n != theirs-3 {
		t.Errorf("the opponent holds %d cards, want %d", n, theirs-3)
	}
	if n := handSize(s, 0); n != 3-3+1+3 {
		t.Errorf("the hand holds %d cards after three Sonic Scrambles, want 4", n)
	}
}

// Fog Of War (W2/033): "Each player choose 2 cards from their hand and
// scraps the rest. Each player with fewer than 2 cards in hand draws card
// equal to the difference."
func TestCardFogOfWar(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Fog Of War"), blank)
	holding(t, s, 1, "Medic!")
	discardHand(s, 0, 1)
	ensure(t, s, 0, "Fog Of War")
	playAction(t, s, "Fog Of War")
	for i := 0; i < 20 && s.ask != 0; i++ {
		play(t, s, "")
	}
	if handSize(s, 0) != 2 || handSize(s, 1) != 2 {
		t.Errorf("hands %d and %d, want 2 and 2", handSize(s, 0), handSize(s, 1))
	}
}

// Confidence (W2/013): "Draw 2 cards. Then scrap 2 cards from your hand.
// If you began the game with only Autobot characters > You may play an
// Action." Swindled (W2/072) the same for Decepticons and an Upgrade.
func TestCardConfidenceSwindled(t *testing.T) {
	for _, c := range []struct {
		team  []string
		plays bool
	}{{twoBots, true}, {[]string{"Megatron, Decepticon Leader"}, false}} {
		s := stdGame(t, mayAttack, c.team, ironhide, deckOf("Confidence", "Bolt Of Lightning"), blank)
		ensure(t, s, 0, "Bolt Of Lightning")
		playAction(t, s, "Confidence")
		for s.ask == askPick && s.pickKind == pickHand {
			play(t, s, "pick:"+handleCode(s, handCard(t, s, 0, "Medic!")))
		}
		got := s.ask == askPick && has(s, "pick:"+handleCode(s, handCard(t, s, 0, "Bolt Of Lightning")))
		if got != c.plays {
			t.Errorf("team %v: may play an Action %v, want %v (%q)", c.team, got, c.plays, s.question())
		}
	}
	s := stdGame(t, mayAttack, []string{"Megatron, Decepticon Leader"}, ironhide, deckOf("Swindled", "Armored Plating"), blank)
	ensure(t, s, 0, "Armored Plating")
	playAction(t, s, "Swindled")
	for s.ask == askPick && s.pickKind == pickHand {
		play(t, s, "pick:"+handleCode(s, handCard(t, s, 0, "Medic!")))
	}
	if !(s.ask == askPick && has(s, "pick:"+handleCode(s, handCard(t, s, 0, "Armored Plating")))) {
		t.Errorf("Swindled with Decepticons: no Upgrade to play: %q %v", s.question(), codes(s))
	}
}

// Press The Advantage (W2/049): "Choose one of your Autobots. It gets +2
// [ATK] until end of turn. Choose an enemy Decepticon. It gets -2 [DEF]
// until end of turn."
func TestCardPressTheAdvantage(t *testing.T) {
	s := stdGame(t, mayAttack, ironhide, []string{"Megatron, Decepticon Leader"}, deckOf("Press The Advantage"), blank)
	ih, m := char(t, s, 0, "Ironhide"), char(t, s, 1, "Megatron")
	atk, def := s.stat(ih, statAttack), s.stat(m, statDefense)
	playAction(t, s, "Press The Advantage")
	if s.stat(ih, statAttack) != atk+2 || s.stat(m, statDefense) != max(def-2, 0) {
		t.Errorf("Ironhide Attack %d (want %d), Megatron Defense %d (want %d)", s.stat(ih, statAttack), atk+2, s.stat(m, statDefense), max(def-2, 0))
	}
}

// Steamroll (W2/065): "Choose one of your characters. When it does more
// than enough attack damage to KO an enemy this turn > Your opponent
// chooses one of their other characters and puts the extra damage on it."
func TestCardSteamroll(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Grimlock, Dinobot Leader"}, twoBots, deckOf("Steamroll"), blank)
	g, ih, ra := char(t, s, 0, "Grimlock"), char(t, s, 1, "Ironhide"), char(t, s, 1, "Red Alert")
	s.obj(ih).Counters[cDamage] = int16(s.card(ih).Health - 1)
	s.obj(ih).Set(flTapped, true)
	s.mods.Add(kit.Modifier{Obj: ih, Source: ih, Until: kit.UntilEndOfTurn, Stat: statDefense, N: -3}) // 4 damage: 3 more than enough
	playAction(t, s, "Steamroll")
	if s.ask == askPick {
		pickChar(t, s, g)
	}
	attackWith(t, s, 0, "Grimlock", ih)
	finishAttack(t, s)
	if !inZone(s, ih, 1, zKO) || s.damage(ra) != 3 {
		t.Errorf("Ironhide KO'd %v, Red Alert %d damage: want the extra damage on Red Alert: %v", inZone(s, ih, 1, zKO), s.damage(ra), logLines(s))
	}
}

// The Enigmas: Aerialbot (W2/001), Dinobot (W2/019), Predacon (W2/048),
// Sentinel (W2/059) and Stunticon (W2/066): "If you have <form> on the
// battlefield > <effect>. If you have <its components> in bot mode on the
// battlefield and/or in your KO area > Combine them into <form>." The
// first Enigma combines (the effect does not happen: the form was not
// there); a second one has the effect.
func TestCardEnigmas(t *testing.T) {
	sentinels := []string{"Ironhide, Steadfast Brawler", "Autobot Mirage, Counterintelligence", "Autobot Hot Rod, Impulsive Fighter",
		"Optimus Prime, Gleaming Commander", "Sunstreaker, Bold Warrior", "Prowl, Strategic Mastermind"}
	dinobots := []string{"Grimlock, Powerful Commander", "Dinobot Sludge, Dino Demolitions", "Dinobot Slug, Battering Ram", "Dinobot Swoop, Bombardier", "Dinobot Snarl, Spiked Battler"}
	predacons := []string{"Torox, Fueler", "Razorclaw, Predacon Leader", "Predacon Rampage, Savage Hunter", "Predacon Headstrong, Ground Assault", "Divebomb, Aerial Assault"}
	stunticons := []string{"Dead End, Doomed Loner", "Breakdown, Paranoid Scout", "Decepticon Drag Strip, Cutthroat Warrior", "Motormaster, Stunticon Leader", "Offroad, All-Terrain Soldier"}
	for _, c := range []struct {
		enigma, form string
		team         []string
		second       func(s *State) bool // the first effect, with the form there
	}{
		{"Aerialbot Enigma", "Superion, Sky Protector", aerialbots, func(s *State) bool { return s.damage(s.team[1][0]) >= 1 }},
		{"Dinobot Enigma", "Volcanicus, Fiery Champion", dinobots, func(s *State) bool { return s.stat(s.team[0][len(s.team[0])-1], statBold) >= 2 }},
		{"Predacon Enigma", "Predaking, Ferocious Hunter", predacons, nil},
		{"Sentinel Enigma", "Optimus Maximus, Ultimate Defender", sentinels, nil},
		{"Stunticon Enigma", "Menasor, Menacing Colossus", stunticons, nil},
	} {
		s := stdGame(t, mayAttack, c.team, ironhide, deckOf(c.enigma, c.enigma), blank)
		if s.ask != 0 {
			play(t, s, "pass") // Optimus Prime's Sentinels from outside the game
		}
		for _, id := range s.team[0] {
			s.obj(id).Counters[cMode] = int16(s.card(id).modeIndex(ModeBot))
		}
		n := len(s.team[0])
		playAction(t, s, c.enigma)
		for i := 0; i < 10 && s.ask != 0; i++ {
			play(t, s, "")
		}
		if len(s.team[0]) != n+1 || s.card(s.team[0][n]).FullName() != c.form || !s.onField(s.team[0][n]) {
			t.Errorf("%s: no %s combined on the battlefield: %v", c.enigma, c.form, logLines(s))
			continue
		}
		if c.second == nil {
			continue
		}
		s.played = false
		playAction(t, s, c.enigma)
		for i := 0; i < 10 && s.ask != 0; i++ {
			play(t, s, "")
		}
		if !c.second(s) {
			t.Errorf("%s with %s there: the first effect did not happen: %v", c.enigma, c.form, logLines(s))
		}
	}
	// Missing a component: nothing combines.
	s := stdGame(t, mayAttack, aerialbots[:4], ironhide, deckOf("Aerialbot Enigma"), blank)
	for _, id := range s.team[0] {
		s.obj(id).Counters[cMode] = int16(s.card(id).modeIndex(ModeBot))
	}
	playAction(t, s, "Aerialbot Enigma")
	if len(s.team[0]) != 4 {
		t.Errorf("four Aerialbots combined: %v", logLines(s))
	}
}

// Recon System (W2/053): "When the upgraded character is battling > Flip 1
// more battle card. Scrap one of the cards you flipped without using its
// battle icons."
func TestCardReconSystem(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, stack([]string{"Recon System"}, blank[:3], []string{"Zap", "Zap", "Zap"}, blank), blank)
	attach(t, s, 0, "Recon System", "Ironhide")
	attackWith(t, s, 0, "Ironhide", kit.NoObj)
	if s.ask == askPick {
		play(t, s, "pick:")
	}
	finishAttack(t, s)
	if logCount(s, "You flip Zap for your attack") != 3 || !logHas(s, "Attack 5 (ATK 3 + 2 orange)") {
		t.Errorf("want three Zaps flipped and one scrapped without its icon (Attack 3 + 2): %v", logLines(s))
	}
}

// Security Console (W2/058): "When the upgraded character defends > Draw a
// card. Then Plan 1." Mining Pick (W2/043): "When the upgraded character
// attacks > Plan 2. When you put a card from your hand on top your deck >
// The upgraded character gets +1 [ATK] until end of turn."
func TestCardSecurityConsoleMiningPick(t *testing.T) {
	s := stdGame(t, mayAttack, ironhide, twoBots, blank, deckOf("Security Console"))
	s.active = 1
	attach(t, s, 1, "Security Console", "Ironhide")
	s.active, s.optsOK = 0, false
	theirs := handSize(s, 1)
	attackWith(t, s, 0, "Ironhide", char(t, s, 1, "Ironhide"))
	if s.asker != 1 || s.ask != askPick || handSize(s, 1) != theirs+1 {
		t.Fatalf("the defender's player did not draw and plan: hand %d, asked %q of %d", handSize(s, 1), s.question(), s.asker+1)
	}
	play(t, s, "pass")

	s = stdGame(t, mayAttack, twoBots, ironhide, deckOf("Mining Pick", "Zap"), blank)
	attach(t, s, 0, "Mining Pick", "Ironhide")
	attackWith(t, s, 0, "Ironhide", kit.NoObj)
	play(t, s, "pick:"+handleCode(s, handCard(t, s, 0, "Zap")))
	play(t, s, "pass")
	finishAttack(t, s)
	if !logHas(s, "Your Ironhide, Veteran Autobot gets +1 Attack") || !logHas(s, "You flip Zap for your attack") {
		t.Errorf("the Zap planned is flipped and Ironhide gets +1: %v", logLines(s))
	}
}

// Decepticon Crown (W2/017): "Put on Decepticons only. When one of your
// Decepticons attacks > Plan 1."
func TestCardDecepticonCrown(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Megatron, Decepticon Leader", "Starscream, Air Commander"}, ironhide, deckOf("Decepticon Crown"), blank)
	attach(t, s, 0, "Decepticon Crown", "Megatron")
	attackWith(t, s, 0, "Starscream", kit.NoObj)
	if s.ask != askPick || s.pickKind != pickHand {
		t.Errorf("Starscream attacks: no Plan 1 asked: %q", s.question())
	}
}

// Spare Parts (W2/062): "If an opponent's card would cause a Weapon or
// Armor to be scrapped from the upgraded character > Scrap this card
// instead."
func TestCardSpareParts(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, twoBots, deckOf("Vaporize"), deckOf("Spare Parts", "Primary Laser"))
	s.active = 1
	sp, laser := attach(t, s, 1, "Spare Parts", "Ironhide"), attach(t, s, 1, "Primary Laser", "Ironhide")
	s.active, s.optsOK = 0, false
	playAction(t, s, "Vaporize")
	play(t, s, "pick:"+handleCode(s, laser))
	if inZone(s, laser, 1, zScrap) || !inZone(s, sp, 1, zScrap) {
		t.Errorf("the Laser scrapped %v, Spare Parts %v: want Spare Parts instead", inZone(s, laser, 1, zScrap), inZone(s, sp, 1, zScrap))
	}
}

// Defensive Driving (W2/018): "If the upgraded character would take
// non-attack damage from an opponent's card > Instead the upgraded
// character takes that much damage minus 1."
func TestCardDefensiveDriving(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, twoBots, deckOf("Bolt Of Lightning"), deckOf("Defensive Driving"))
	s.active = 1
	attach(t, s, 1, "Defensive Driving", "Ironhide")
	s.active, s.optsOK = 0, false
	ih := char(t, s, 1, "Ironhide")
	playAction(t, s, "Bolt Of Lightning")
	pickChar(t, s, ih)
	if s.damage(ih) != 2 {
		t.Errorf("Ironhide took %d damage from the Bolt, want 3 - 1", s.damage(ih))
	}
}

// Electrified Spikes (W2/020): "Put on Dinobots only. When the upgraded
// character defends and you flip at least [ORANGE][ORANGE] > Do 1 damage
// to the attacker." Energized Field (W2/022): the same with one [ORANGE].
func TestCardElectrifiedSpikesEnergizedField(t *testing.T) {
	for _, c := range []struct {
		upgrade, def string
		deck         []string
		does         bool
	}{
		{"Energized Field", "Ironhide, Veteran Autobot", []string{"Zap"}, true},
		{"Energized Field", "Ironhide, Veteran Autobot", []string{"Medic!"}, false},
		{"Electrified Spikes", "Dinobot Slug, Battering Ram", []string{"Zap", "Zap"}, true},
		{"Electrified Spikes", "Dinobot Slug, Battering Ram", []string{"Zap"}, false},
	} {
		s := stdGame(t, mayAttack, ironhide, []string{c.def}, blank, stack([]string{c.upgrade, "Medic!", "Medic!"}, c.deck, blank))
		s.active = 1
		attach(t, s, 1, c.upgrade, s.card(s.team[1][0]).Name)
		s.active, s.optsOK = 0, false
		ih := char(t, s, 0, "Ironhide")
		attackWith(t, s, 0, "Ironhide", kit.NoObj)
		finishAttack(t, s)
		if got := s.damage(ih) == 1; got != c.does {
			t.Errorf("%s flipping %v: the attacker took %d damage", c.upgrade, c.deck, s.damage(ih))
		}
	}
}

// Enemy Combat Analysis (W2/021): "While the upgraded character is
// battling an enemy that has the same number of [STARS] as it > The
// upgraded character has +2 [ATK] and +2 [DEF]."
func TestCardEnemyCombatAnalysis(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Grimlock, Dinobot Leader"}, []string{"Megatron, Decepticon Leader"}, deckOf("Enemy Combat Analysis"), blank)
	attach(t, s, 0, "Enemy Combat Analysis", "Grimlock")
	attackWith(t, s, 0, "Grimlock", kit.NoObj)
	finishAttack(t, s)
	if !logHas(s, "Attack 6 against") {
		t.Errorf("Grimlock (10 stars) against Megatron (10): want Attack 4 + 2: %v", logLines(s))
	}
}

// Stunticon Swagger (W2/067): "Put on Stunticons only. Enemies can't use
// Bold or Tough against the upgraded character."
func TestCardStunticonSwagger(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Breakdown, Paranoid Scout"}, ironhide, deckOf("Stunticon Swagger"), deckOf("Sparring Gear"))
	s.active = 1
	attach(t, s, 1, "Sparring Gear", "Ironhide")
	s.active, s.optsOK = 0, false
	attach(t, s, 0, "Stunticon Swagger", "Breakdown")
	attackWith(t, s, 0, "Breakdown", kit.NoObj)
	finishAttack(t, s)
	if n := logCount(s, "for their defense"); n != 2 {
		t.Errorf("Ironhide, Tough 2, flipped %d cards against Breakdown, want 2", n)
	}
}

// Inverted (W2/039): "When the upgraded character is battling > Each
// [ORANGE] you flip becomes a [BLUE]. Each [BLUE] you flip becomes an
// [ORANGE]."
func TestCardInverted(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, stack([]string{"Inverted"}, blank[:3], []string{"Armored Plating", "Armored Plating"}, blank), blank)
	attach(t, s, 0, "Inverted", "Ironhide")
	attackWith(t, s, 0, "Ironhide", kit.NoObj)
	finishAttack(t, s)
	if !logHas(s, "Attack 5 (ATK 3 + 2 orange)") {
		t.Errorf("two blue icons flipped attacking: want them orange, Attack 3 + 2: %v", logLines(s))
	}
}

// Attack Drone (W2/005): "When you put this on a character > You play
// another Attack Drone. Up to 3 Attack Drones can fit in 1 Weapon slot."
func TestCardAttackDrone(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Attack Drone", "Attack Drone", "Attack Drone"), blank)
	upgradeOn(t, s, "Attack Drone", "Ironhide")
	for i := 0; i < 6 && s.ask != 0 || s.step == stepUpgradeOn; i++ {
		if s.step == stepUpgradeOn {
			play(t, s, pickUpgradeOn(t, s, "Ironhide"))
			continue
		}
		play(t, s, "pick:")
	}
	if n := s.upgrades(char(t, s, 0, "Ironhide")); n != 3 {
		t.Errorf("Ironhide has %d Attack Drones, want 3 in one Weapon slot: %v", n, logLines(s))
	}
}

// Bumpers (W2/011): "Put on Cars only. Damage counters can't be moved from
// other characters to the upgraded character."
func TestCardBumpers(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, []string{"Bluestreak, Reluctant Soldier"}, deckOf("Fling"), deckOf("Bumpers"))
	s.active = 1
	attach(t, s, 1, "Bumpers", "Bluestreak")
	s.active, s.optsOK = 0, false
	ih, bs := char(t, s, 0, "Ironhide"), char(t, s, 1, "Bluestreak")
	s.obj(ih).Counters[cDamage] = 2
	playAction(t, s, "Fling")
	for i := 0; i < 4 && s.ask == askPick; i++ {
		play(t, s, "pick:")
	}
	if s.damage(bs) != 0 || s.damage(ih) != 2 {
		t.Errorf("Bluestreak %d damage, Ironhide %d: the counter stays", s.damage(bs), s.damage(ih))
	}
}

// Field Communicator (W2/029): "When you put this on a Specialist > Scrap
// the top card of your deck. You may play that card."
func TestCardFieldCommunicator(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Arcee, Skilled Fighter"}, ironhide, stack([]string{"Field Communicator"}, blank[:3], []string{"Bolt Of Lightning"}, blank), blank)
	attach(t, s, 0, "Field Communicator", "Arcee")
	for i := 0; i < 4 && s.ask != 0; i++ {
		play(t, s, "")
	}
	if d := s.damage(char(t, s, 1, "Ironhide")); d != 3 {
		t.Errorf("the Bolt scrapped from the top was not played: Ironhide %d damage", d)
	}
}

// Combat Commands (W2/012): "Put on Sentinels only. When the upgraded
// character attacks > You may flip a Sentinel in your KO area from bot
// mode to alt mode. If you do, then flip it back to bot mode." Sunstreaker's
// KO-area ability happens on the way.
func TestCardCombatCommands(t *testing.T) {
	team := []string{"Ironhide, Steadfast Brawler", "Sunstreaker, Bold Warrior"}
	s := stdGame(t, mayAttack, team, ironhide, deckOf("Combat Commands"), blank)
	attach(t, s, 0, "Combat Commands", "Ironhide")
	sun := koed(t, s, 0, "Sunstreaker", ModeBot)
	hand := handSize(s, 0)
	attackWith(t, s, 0, "Ironhide", kit.NoObj)
	if s.ask == askPick {
		pickChar(t, s, sun)
	}
	for i := 0; i < 4 && s.ask != 0; i++ {
		play(t, s, "")
	}
	if s.mode(sun).Mode != ModeBot || handSize(s, 0) != hand+1 {
		t.Errorf("Sunstreaker in %s mode, hand %d: want back in bot mode, one card drawn on the way", s.mode(sun).Mode, handSize(s, 0))
	}
}

// Crash Landing (W2/016): "Put on Planes only. When the upgraded character
// is KO'd during your opponent's turn > Do damage equal to its [ATK] total
// to a tapped enemy."
func TestCardCrashLanding(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, []string{"Starscream, Air Commander", "Megatron, Decepticon Leader"}, deckOf("Bolt Of Lightning"), deckOf("Crash Landing"))
	s.active = 1
	attach(t, s, 1, "Crash Landing", "Starscream")
	s.active, s.optsOK = 0, false
	sc, ih := char(t, s, 1, "Starscream"), char(t, s, 0, "Ironhide")
	s.obj(sc).Counters[cDamage] = int16(s.card(sc).Health - 1)
	s.obj(ih).Set(flTapped, true)
	playAction(t, s, "Bolt Of Lightning")
	pickChar(t, s, sc)
	for i := 0; i < 4 && s.ask != 0; i++ {
		play(t, s, "")
	}
	if !inZone(s, sc, 1, zKO) || s.damage(ih) != s.card(sc).Modes[0].Attack {
		t.Errorf("Starscream KO'd %v, the tapped Ironhide %d damage: want %d", inZone(s, sc, 1, zKO), s.damage(ih), s.card(sc).Modes[0].Attack)
	}
}

// Tooth And Claw (W2/076): "Put on Predacons only. The upgraded character
// can have a Weapon or Armor in its Armor slot." Erratic Lightning (W2/025)
// is a reminder ("A character's [DEF] can't go below 0."): its bonuses are
// printed facts.
func TestCardToothAndClawErraticLightning(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Torox, Fueler"}, ironhide, deckOf("Tooth And Claw", "Primary Laser", "Erratic Lightning"), blank)
	attach(t, s, 0, "Tooth And Claw", "Torox")
	laser := attach(t, s, 0, "Primary Laser", "Torox")
	el := attach(t, s, 0, "Erratic Lightning", "Torox")
	if inZone(s, laser, 0, zScrap) || inZone(s, el, 0, zScrap) {
		t.Errorf("two Weapons on Torox with Tooth And Claw: Laser scrapped %v, Erratic Lightning %v", inZone(s, laser, 0, zScrap), inZone(s, el, 0, zScrap))
	}
	if d := s.stat(char(t, s, 0, "Torox"), statDefense); d < 0 {
		t.Errorf("Defense %d below 0", d)
	}
}

// The combined forms of Wave 2 (combiner-forms.json): Superion, Sky
// Protector "Bold 1, Tough 2, Pierce 3. When this is combined → Do 3
// damage to an enemy"; Menasor, Menacing Colossus "Bold 1, Tough 1,
// Pierce 1. ... When this is combined → Draw 2 cards"; Predaking,
// Ferocious Hunter "This has 5 weapon slots. When this is combined → Draw a
// card. Then you may play a card"; Optimus Maximus, Ultimate Defender
// "When this battles → Draw a card. Then Plan 1"; Volcanicus, Fiery
// Champion "When this attacks on the turn he's combined → For each battle
// card you flip that has at least [ORANGE], do 1 damage to the defender."
func TestCardCombinedForms(t *testing.T) {
	s := stdGame(t, mayAttack, ironhide, aerialbots, blank, blank)
	ih := char(t, s, 0, "Ironhide")
	sup := combineNow(t, s, 1, "Superion, Sky Protector")
	if s.damage(ih) != 3 || s.stat(sup, statBold) != 1 || s.stat(sup, statTough) != 2 || s.stat(sup, statPierce) != 3 {
		t.Errorf("Superion: Ironhide %d damage (want 3), Bold %d Tough %d Pierce %d (want 1, 2, 3)", s.damage(ih), s.stat(sup, statBold), s.stat(sup, statTough), s.stat(sup, statPierce))
	}

	stunticons := []string{"Dead End, Doomed Loner", "Breakdown, Paranoid Scout", "Decepticon Drag Strip, Cutthroat Warrior", "Motormaster, Stunticon Leader", "Offroad, All-Terrain Soldier"}
	s = stdGame(t, mayAttack, stunticons, ironhide, blank, blank)
	hand := handSize(s, 0)
	men := combineNow(t, s, 0, "Menasor, Menacing Colossus")
	if handSize(s, 0) != hand+2 || s.stat(men, statPierce) != 1 {
		t.Errorf("Menasor: hand %d (want %d), Pierce %d (want 1)", handSize(s, 0), hand+2, s.stat(men, statPierce))
	}

	predacons := []string{"Torox, Fueler", "Razorclaw, Predacon Leader", "Predacon Rampage, Savage Hunter", "Predacon Headstrong, Ground Assault", "Divebomb, Aerial Assault"}
	s = stdGame(t, mayAttack, predacons, ironhide, blank, blank)
	hand = handSize(s, 0)
	combineNow(t, s, 0, "Predaking, Ferocious Hunter")
	if n := handSize(s, 0); n != hand+1 && n != hand { // drawn, then maybe played
		t.Errorf("Predaking: hand %d, want %d or %d", n, hand+1, hand)
	}
	if !logHas(s, "Predaking, Ferocious Hunter's ability: Draw a card") {
		t.Errorf("Predaking's combining did not draw: %v", logLines(s))
	}

	sentinels := []string{"Ironhide, Steadfast Brawler", "Autobot Mirage, Counterintelligence", "Autobot Hot Rod, Impulsive Fighter",
		"Optimus Prime, Gleaming Commander", "Sunstreaker, Bold Warrior", "Prowl, Strategic Mastermind"}
	s = stdGame(t, mayAttack, sentinels, ironhide, blank, blank)
	play(t, s, "pass") // Optimus Prime's Sentinels from outside the game
	combineNow(t, s, 0, "Optimus Maximus, Ultimate Defender")
	hand = handSize(s, 0)
	attackWith(t, s, 0, "Optimus Maximus", kit.NoObj)
	if handSize(s, 0) != hand+1 || s.ask != askPick || s.pickKind != pickHand {
		t.Errorf("Optimus Maximus attacks: hand %d (want %d), asked %q (want Plan 1)", handSize(s, 0), hand+1, s.question())
	}

	dinobots := []string{"Grimlock, Powerful Commander", "Dinobot Sludge, Dino Demolitions", "Dinobot Slug, Battering Ram", "Dinobot Swoop, Bombardier", "Dinobot Snarl, Spiked Battler"}
	s = stdGame(t, mayAttack, dinobots, ironhide, stack(blank[:4], []string{"Zap", "Zap"}, blank), blank)
	vol := combineNow(t, s, 0, "Volcanicus, Fiery Champion")
	s.obj(vol).Counters[cCombined] = int16(s.turn)
	attackWith(t, s, 0, "Volcanicus", kit.NoObj)
	finishAttack(t, s)
	if n := logCount(s, "Volcanicus, Fiery Champion's ability"); n != 1 || !logHas(s, "Ironhide, Veteran Autobot takes 1 damage") {
		t.Errorf("Volcanicus attacking the turn he is combined, two orange cards flipped: %v", logLines(s))
	}
}
