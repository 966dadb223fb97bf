package tftcg

import (
	"testing"

	"omnideck/engine"
	"omnideck/kit"
)

// A scenario per Wave 3A card of data/abilities/wave3a.yaml: Blaster and
// Soundwave, Communications, their Mini-Cassettes and their battle cards.

var (
	blasterTeam   = []string{"Blaster, Communications", "Ramhorn, Warrior", "Steeljaw, Tracker"}
	soundwaveTeam = []string{"Soundwave, Communications", "Buzzsaw, Spy", "Frenzy, Warrior", "Ravage, Saboteur"}
)

// Blaster, Communications (W3A/T01), alt mode: "This starts the game with
// all Mini-Cassettes on your starting team under it", of either faction
// (Rules_Roundup-2019-07-29.xml#2-10); they are on the starting team. With
// Soundwave on the team too, the first listed takes them all.
func TestCardBlasterStartsWithCassettes(t *testing.T) {
	s := stdGame(t, mayAttack, append(append([]string{}, blasterTeam...), "Buzzsaw, Spy"), ironhide, blank, blank)
	bl := char(t, s, 0, "Blaster")
	for _, name := range []string{"Ramhorn", "Steeljaw", "Buzzsaw"} {
		id := underChar(t, s, 0, name)
		if beneath.Host(&s.t, id) != bl || !s.Is(id, "began", kit.Ctx{Src: bl, Ctrl: 0}) {
			t.Errorf("%s is not under Blaster on the starting team", name)
		}
	}
	if n := s.t.Count(zone(0, zField)); n != 1 {
		t.Errorf("%d characters on the battlefield, want Blaster alone", n)
	}
	s = stdGame(t, mayAttack, []string{"Soundwave, Communications", "Blaster, Communications", "Ravage, Saboteur"}, ironhide, blank, blank)
	if h := beneath.Host(&s.t, underChar(t, s, 0, "Ravage")); h != char(t, s, 0, "Soundwave") {
		t.Errorf("Ravage is under %s, want Soundwave, listed first", s.card(h).FullName())
	}
}

// Blaster's bot mode: "When you flip to this mode > Deploy a Mini-Cassette
// from under this to the battlefield in bot mode. When you do, play the
// top card of your deck." The card is played, not offered
// (Rules_Roundup-2019-07-29.xml#2-31); with no Mini-Cassette under him,
// nothing is deployed and no card played.
func TestCardBlasterBot(t *testing.T) {
	s := stdGame(t, mayAttack, blasterTeam, ironhide, stack(blank[:4], []string{"Leap Into Battle"}, blank), blank)
	bl := char(t, s, 0, "Blaster")
	play(t, s, "flip:"+handleCode(s, bl))
	steel := char(t, s, 0, "Steeljaw")
	pickChar(t, s, steel)
	if !s.onField(steel) || s.mode(steel).Mode != ModeBot {
		t.Fatalf("Steeljaw deployed: on the battlefield %v, in %s mode", s.onField(steel), s.mode(steel).Mode)
	}
	if !logHas(s, "You play the Action Leap Into Battle") {
		t.Fatalf("the top card is not played: %v", logLines(s))
	}
	before := s.stat(bl, statAttack)
	if s.ask == askPick {
		pickChar(t, s, bl)
		if n := s.stat(bl, statAttack); n != before+3 {
			t.Errorf("Leap Into Battle gave Blaster %d Attack, want %d", n, before+3)
		}
	}
	// Nothing under him: no card played.
	s = stdGame(t, mayAttack, []string{"Blaster, Communications"}, ironhide, stack(blank[:4], []string{"Leap Into Battle"}, blank), blank)
	play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Blaster")))
	if logHas(s, "You play the Action Leap Into Battle") {
		t.Error("Blaster with no Mini-Cassette under him played the top card")
	}
}

// Soundwave, Communications (W3A/T05), bot mode: "Deploy a Mini-Cassette
// from under this to the battlefield in bot mode. When you do, look at
// your opponent's hand and choose a card from it. Your opponent puts that
// card on top of their deck."
func TestCardSoundwaveBot(t *testing.T) {
	s := stdGame(t, mayAttack, soundwaveTeam[:2], ironhide, blank, deckOf("Leap Into Battle", "Plasma Burst", "Data Pad"))
	play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Soundwave")))
	bz := char(t, s, 0, "Buzzsaw")
	if !s.onField(bz) || s.mode(bz).Mode != ModeBot {
		t.Fatalf("Buzzsaw deployed: on the battlefield %v, in %s mode", s.onField(bz), s.mode(bz).Mode)
	}
	if s.ask != askPick || s.pickKind != pickTheirHand {
		t.Fatalf("no look at the opponent's hand: %v", codes(s))
	}
	pick := handCard(t, s, 1, "Data Pad")
	play(t, s, "pick:"+handleCode(s, pick))
	if s.t.Top(zone(1, zDeck)) != pick || handSize(s, 1) != 2 {
		t.Errorf("Data Pad is not on top of the opponent's deck (hand %d)", handSize(s, 1))
	}
}

// Ramhorn, Warrior (W3A/T03), alt mode: "Stealth. When you flip to this
// mode > You may move an Armor from one of your characters to another
// one." Bot mode: "When this defends > You may play an [WHITE] armor."
func TestCardRamhorn(t *testing.T) {
	s := stdGame(t, mayAttack, blasterTeam, ironhide, deckOf("Armored Plating"), noIcons(14))
	rh := deployIt(t, s, 0, "Ramhorn")
	if !s.isStealthy(rh) {
		t.Error("Ramhorn in alt mode has no Stealth")
	}
	toBot(t, s, 0, "Ramhorn")
	ap := attach(t, s, 0, "Armored Plating", "Blaster")
	play(t, s, "flip:"+handleCode(s, rh))
	play(t, s, "pick:"+handleCode(s, ap))
	if s.ask == askPick {
		pickChar(t, s, rh)
	}
	if s.on(ap) != rh {
		t.Errorf("Armored Plating is on %v, want moved to Ramhorn", s.on(ap))
	}
	// Bot mode, defending: a white Armor from the hand.
	s = stdGame(t, mayAttack, ironhide, blasterTeam, noIcons(14), deckOf("Force Field"))
	rh = deployIt(t, s, 1, "Ramhorn")
	toBot(t, s, 1, "Ramhorn")
	s.obj(char(t, s, 1, "Blaster")).Set(flTapped, true)
	s.obj(rh).Set(flTapped, true)
	ensure(t, s, 1, "Force Field")
	attackWith(t, s, 0, "Ironhide", rh)
	if s.ask != askPick || s.pickKind != pickPlay {
		t.Fatalf("Ramhorn defending offers no Armor: %v", codes(s))
	}
	play(t, s, "pick:"+handleCode(s, handCard(t, s, 1, "Force Field")))
	if s.ask == askPick {
		pickChar(t, s, rh)
	}
	if !hasUpgrade(s, rh, "Force Field") {
		t.Error("Force Field is not on Ramhorn")
	}
}

// hasUpgrade reports whether character id has Upgrade name.
func hasUpgrade(s *State, id kit.ObjID, name string) bool {
	for _, u := range s.t.Zones[zone(int(s.obj(id).Owner), zUpgrade)].Cards {
		if s.on(u) == id && s.card(u).FullName() == name {
			return true
		}
	}
	return false
}

// Steeljaw, Tracker (W3A/T04), bot mode: "Bold 1. Each of your characters
// that has 10 [STARS] or more has Bold 1." Blaster (10 stars) has it;
// Steeljaw (5) only his own.
func TestCardSteeljawBot(t *testing.T) {
	s := stdGame(t, mayAttack, blasterTeam, ironhide, blank, blank)
	bl := char(t, s, 0, "Blaster")
	before := s.stat(bl, statBold)
	sj := deployIt(t, s, 0, "Steeljaw")
	toBot(t, s, 0, "Steeljaw")
	if n := s.stat(bl, statBold); n != before+1 {
		t.Errorf("Blaster Bold %d, want %d", n, before+1)
	}
	if n := s.stat(sj, statBold); n != 1 {
		t.Errorf("Steeljaw Bold %d, want 1", n)
	}
}

// Buzzsaw, Spy (W3A/T06), alt mode: "Stealth. When you flip to this mode >
// You may move a Weapon from one of your characters to another one." Bot
// mode: "When this attacks > You may play a [BLUE] Weapon."
func TestCardBuzzsaw(t *testing.T) {
	s := stdGame(t, mayAttack, soundwaveTeam, ironhide, deckOf("Primary Laser"), noIcons(14))
	bz := deployIt(t, s, 0, "Buzzsaw")
	toBot(t, s, 0, "Buzzsaw")
	pl := attach(t, s, 0, "Primary Laser", "Soundwave")
	play(t, s, "flip:"+handleCode(s, bz))
	play(t, s, "pick:"+handleCode(s, pl))
	if s.ask == askPick {
		pickChar(t, s, bz)
	}
	if s.on(pl) != bz {
		t.Errorf("Primary Laser is not moved to Buzzsaw")
	}
	s = stdGame(t, mayAttack, soundwaveTeam, ironhide, deckOf("Primary Laser"), noIcons(14))
	bz = deployIt(t, s, 0, "Buzzsaw")
	toBot(t, s, 0, "Buzzsaw")
	ensure(t, s, 0, "Primary Laser")
	attackWith(t, s, 0, "Buzzsaw", kit.NoObj)
	if s.ask != askPick || s.pickKind != pickPlay {
		t.Fatalf("Buzzsaw attacking offers no Weapon: %v", codes(s))
	}
	play(t, s, "pick:"+handleCode(s, handCard(t, s, 0, "Primary Laser")))
	if s.ask == askPick {
		pickChar(t, s, bz)
	}
	if !hasUpgrade(s, bz, "Primary Laser") {
		t.Error("Primary Laser is not on Buzzsaw")
	}
}

// Frenzy, Warrior (W3A/T07), alt mode: "When you flip to this mode > Your
// opponent reveals the top 2 cards of their deck. You may have your
// opponent scrap those cards." Both, or neither.
func TestCardFrenzyAlt(t *testing.T) {
	for _, scrap := range []bool{true, false} {
		s := stdGame(t, mayAttack, soundwaveTeam, ironhide, blank, stack(blank[:3], []string{"Data Pad", "Zap"}, blank))
		fr := deployIt(t, s, 0, "Frenzy")
		if !s.isStealthy(fr) {
			t.Error("Frenzy in alt mode has no Stealth")
		}
		toBot(t, s, 0, "Frenzy")
		play(t, s, "flip:"+handleCode(s, fr))
		if !logHas(s, "Player 2 reveals Data Pad") || !logHas(s, "Player 2 reveals Zap") {
			t.Fatalf("the top 2 cards are not revealed: %v", logLines(s))
		}
		if scrap {
			play(t, s, "pick:")
		} else {
			play(t, s, "pass")
		}
		if n := s.t.Count(zone(1, zScrap)); n != map[bool]int{true: 2, false: 0}[scrap] {
			t.Errorf("scrap %v: the opponent's scrap pile holds %d cards", scrap, n)
		}
	}
}

// Ravage, Saboteur (W3A/T08), alt mode: "When you flip to this mode > One
// of your characters gets Pierce 2 until end of turn." Bot mode: "Pierce
// 2. Each of your characters has 10 [STAR] or more has Tough 1."
func TestCardRavage(t *testing.T) {
	s := stdGame(t, mayAttack, soundwaveTeam, ironhide, blank, blank)
	sw := char(t, s, 0, "Soundwave")
	rv := deployIt(t, s, 0, "Ravage")
	tough := s.stat(sw, statTough)
	toBot(t, s, 0, "Ravage")
	if s.stat(rv, statPierce) != 2 || s.stat(sw, statTough) != tough+1 || s.stat(rv, statTough) != 0 {
		t.Errorf("bot mode: Ravage Pierce %d, Soundwave Tough %d (want 2 and %d), Ravage Tough %d", s.stat(rv, statPierce), s.stat(sw, statTough), tough+1, s.stat(rv, statTough))
	}
	play(t, s, "flip:"+handleCode(s, rv))
	if !s.isStealthy(rv) {
		t.Error("Ravage in alt mode has no Stealth")
	}
	pickChar(t, s, sw)
	if n := s.stat(sw, statPierce); n != 2 {
		t.Errorf("Soundwave Pierce %d, want 2", n)
	}
}

// Buzzsaw, Ravage, Frenzy Attack! (W3A/001): "If you have Buzzsaw on the
// battlefield > Draw a card. If you have Ravage on the battlefield > Do 1
// damage to an enemy. If you have Frenzy on that battlefield > Your
// opponent chooses one of their Armors and scraps it." Each part only
// with its character on the battlefield.
func TestCardBuzzsawRavageFrenzyAttack(t *testing.T) {
	for _, c := range []struct {
		deploy []string
		draw   bool
		hit    bool
		scrap  bool
	}{{[]string{"Buzzsaw"}, true, false, false}, {[]string{"Ravage", "Frenzy"}, false, true, true}} {
		s := stdGame(t, mayAttack, soundwaveTeam, ironhide, deckOf("Buzzsaw, Ravage, Frenzy Attack!"), deckOf("Armored Plating"))
		for _, name := range c.deploy {
			deployIt(t, s, 0, name)
		}
		ap := attach(t, s, 1, "Armored Plating", "Ironhide")
		ensure(t, s, 0, "Buzzsaw, Ravage, Frenzy Attack!")
		before := handSize(s, 0)
		playAction(t, s, "Buzzsaw, Ravage, Frenzy Attack!")
		if got := handSize(s, 0) == before; got != c.draw {
			t.Errorf("%v: drew %v", c.deploy, got)
		}
		if got := s.damage(char(t, s, 1, "Ironhide")) == 1; got != c.hit {
			t.Errorf("%v: Ironhide hit %v", c.deploy, got)
		}
		if got := inZone(s, ap, 1, zScrap); got != c.scrap {
			t.Errorf("%v: Armored Plating scrapped %v", c.deploy, got)
		}
	}
}

// Daring Counterattack (W3A/002): "Choose one of your characters > It gets
// +1 [ATK] until end of turn for each Autobot Mini-Cassette in your KO
// area. If you have Blaster on the battlefield, the chosen character also
// gets Pierce 6 until end of turn." A Decepticon Mini-Cassette counts not.
func TestCardDaringCounterattack(t *testing.T) {
	s := stdGame(t, mayAttack, append(append([]string{}, blasterTeam...), "Buzzsaw, Spy"), ironhide, deckOf("Daring Counterattack"), blank)
	bl := char(t, s, 0, "Blaster")
	for _, name := range []string{"Ramhorn", "Steeljaw", "Buzzsaw"} {
		deployIt(t, s, 0, name)
		koed(t, s, 0, name, ModeBot)
	}
	before := s.stat(bl, statAttack)
	playAction(t, s, "Daring Counterattack")
	if s.stat(bl, statAttack) != before+2 || s.stat(bl, statPierce) != 6 {
		t.Errorf("Blaster Attack %d, Pierce %d; want %d and 6", s.stat(bl, statAttack), s.stat(bl, statPierce), before+2)
	}
	// Without Blaster on the battlefield: no Pierce.
	s = stdGame(t, mayAttack, []string{"Ironhide, Veteran Autobot"}, ironhide, deckOf("Daring Counterattack"), blank)
	playAction(t, s, "Daring Counterattack")
	if n := s.stat(char(t, s, 0, "Ironhide"), statPierce); n != 0 {
		t.Errorf("without Blaster: Pierce %d", n)
	}
}

// Inner Groove (W3A/003): "Put on Mini-Cassettes only."
func TestCardInnerGroove(t *testing.T) {
	s := stdGame(t, mayAttack, blasterTeam, ironhide, deckOf("Inner Groove"), blank)
	deployIt(t, s, 0, "Ramhorn")
	laterTurn(s)
	ensure(t, s, 0, "Inner Groove")
	if mayUpgradeOn(t, s, "Inner Groove", "Blaster") || !mayUpgradeOn(t, s, "Inner Groove", "Ramhorn") {
		t.Errorf("Inner Groove on Blaster %v, on Ramhorn %v; want only Ramhorn",
			mayUpgradeOn(t, s, "Inner Groove", "Blaster"), mayUpgradeOn(t, s, "Inner Groove", "Ramhorn"))
	}
}

// Intercept Communications (W3A/004): "Play only if Soundwave was on your
// starting team. Draw 2 cards. Choose a card in your opponent's scrap pile
// and put it on top of their deck." Soundwave KO'd still counts
// (Wave-4.xml#71, of "starting team").
func TestCardInterceptCommunications(t *testing.T) {
	s := stdGame(t, mayAttack, soundwaveTeam[:2], ironhide, deckOf("Intercept Communications"), blank)
	deployIt(t, s, 0, "Buzzsaw")
	koed(t, s, 0, "Soundwave", ModeAlt)
	zap := toScrap(t, s, 1, "Medic!")
	ensure(t, s, 0, "Intercept Communications")
	before := handSize(s, 0)
	playAction(t, s, "Intercept Communications")
	if n := handSize(s, 0); n != before-1+2 {
		t.Errorf("hand %d, want %d", n, before+1)
	}
	if s.t.Top(zone(1, zDeck)) != zap {
		t.Error("the opponent's scrapped card is not on top of their deck")
	}
	s = stdGame(t, mayAttack, ironhide, ironhide, deckOf("Intercept Communications"), blank)
	laterTurn(s)
	ensure(t, s, 0, "Intercept Communications")
	if s.canPlay(0, handCard(t, s, 0, "Intercept Communications")) {
		t.Error("Intercept Communications may be played without Soundwave on the starting team")
	}
}

// Obstructive Rhythm (W3A/006): "For each Mini-Cassette you have on the
// battlefield > The upgraded character has Tough 1."
func TestCardObstructiveRhythm(t *testing.T) {
	s := stdGame(t, mayAttack, soundwaveTeam, ironhide, deckOf("Obstructive Rhythm"), blank)
	sw := char(t, s, 0, "Soundwave")
	attach(t, s, 0, "Obstructive Rhythm", "Soundwave")
	if n := s.stat(sw, statTough); n != 0 {
		t.Errorf("no Mini-Cassette on the battlefield: Tough %d", n)
	}
	deployIt(t, s, 0, "Buzzsaw")
	deployIt(t, s, 0, "Frenzy")
	if n := s.stat(sw, statTough); n != 2 {
		t.Errorf("2 Mini-Cassettes on the battlefield: Tough %d, want 2", n)
	}
	_ = engine.Spectator
}

// Recover Cassette (W3A/007): "If you have Blaster or Soundwave on the
// battlefield > You may put one of your Mini-Cassettes from the
// battlefield under it. If you do, repair 2 damage from one of your
// characters, then put this card into your KO area." Declined, the card
// is scrapped as Actions are; a Mini-Cassette brought back by I Still
// Function! and put under is not KO'd at the end of the turn
// (Rules_Roundup-2019-07-29.xml#2-29).
func TestCardRecoverCassette(t *testing.T) {
	s := stdGame(t, mayAttack, soundwaveTeam, ironhide, deckOf("Recover Cassette"), blank)
	sw := char(t, s, 0, "Soundwave")
	rv := deployIt(t, s, 0, "Ravage")
	s.obj(sw).Counters[cDamage] = 3
	s.obj(rv).Counters[cDamage] = 4
	s.koAtEnd = append(s.koAtEnd, rv)
	ensure(t, s, 0, "Recover Cassette")
	rc := handCard(t, s, 0, "Recover Cassette")
	playAction(t, s, "Recover Cassette")
	if s.ask == askPick {
		pickChar(t, s, rv)
	}
	if !s.isUnder(rv) || beneath.Host(&s.t, rv) != sw {
		t.Fatal("Ravage is not under Soundwave")
	}
	if s.ask == askPick {
		pickChar(t, s, sw)
	}
	if d := s.damage(sw); d != 1 {
		t.Errorf("Soundwave %d damage, want 1 after the repair", d)
	}
	if !inZone(s, rc, 0, zKO) {
		t.Error("Recover Cassette is not in the KO area")
	}
	passTurn(t, s)
	if !s.isUnder(rv) || !inZone(s, rc, 0, zKO) {
		t.Errorf("at the end of the turn: Ravage under %v, Recover Cassette in the KO area %v", s.isUnder(rv), inZone(s, rc, 0, zKO))
	}
	if n := s.koCharacters(0); n != 0 {
		t.Errorf("%d characters counted in the KO area, want 0", n)
	}
	// Declined: nothing repaired, the card scrapped at the end of the turn.
	s = stdGame(t, mayAttack, soundwaveTeam, ironhide, deckOf("Recover Cassette"), blank)
	rv = deployIt(t, s, 0, "Ravage")
	s.obj(rv).Counters[cDamage] = 4
	ensure(t, s, 0, "Recover Cassette")
	rc = handCard(t, s, 0, "Recover Cassette")
	playAction(t, s, "Recover Cassette")
	play(t, s, "pass")
	passTurn(t, s)
	if s.isUnder(rv) || s.damage(rv) != 4 || !inZone(s, rc, 0, zScrap) {
		t.Errorf("declined: Ravage under %v with %d damage, the card in the scrap pile %v", s.isUnder(rv), s.damage(rv), inZone(s, rc, 0, zScrap))
	}
}
