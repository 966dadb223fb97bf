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

// Fling (W2/031): "Move 1 damage counter from one of your characters to an
// enemy."
func TestCardFling(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, twoBots, deckOf("Fling"), blank)
	ih, enemy := char(t, s, 0, "Ironhide"), char(t, s, 1, "Red Alert")
	s.obj(ih).Counters[cDamage] = 2
	playAction(t, s, "Fling")
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
	if s.ask != askPick || s.pickKind != pickOutside {
		t.Fatalf("Unleash Potential asks %q", s.question())
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
