package tftcg

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"omnideck/kit"
)

// Battle Masters and Weaponizers (battlemaster.go), and a scenario per card
// of data/abilities/battle-masters.yaml.

// koNow KOs character id as an effect would, and lets what it sets off
// run until a player must decide.
func koNow(s *State, id kit.ObjID) {
	s.ko(id)
	s.optsOK = false
	s.settle()
}

// logOrder reports whether the log, as player 1 sees it, has events with
// texts, one after another (others between them).
func logOrder(s *State, texts ...string) bool {
	for _, line := range logLines(s) {
		if len(texts) > 0 && strings.Contains(line, texts[0]) {
			texts = texts[1:]
		}
	}
	return len(texts) == 0
}

// The Upgrade sides are read from their printed stat boxes, and a side
// with none is a Weapon (Rules_Roundup-2019-05-02.xml#502-7).
func TestBattleMasterSideFacts(t *testing.T) {
	for _, c := range []struct {
		text, name, kind string
		atk, def         int
	}{
		{"<Weapon | +3 [ATK]>\nWhen the upgraded character attacks > Scrap any number of cards. +1 [ATK]", "", SubWeapon, 3, 0},
		{"<Weapon | +2>\nWhen ...", "", SubWeapon, 2, 0},
		{"Bold 4 (Flip 4 more battle cards when attacking.)\nWhen the upgraded character attacks > Plan 1.", "", SubWeapon, 0, 0},
		{"MTX-M2 Anti-Gravity Cannon // Upgrade - Weapon\n+1[ATK]\n\nPierce 4", "MTX-M2 Anti-Gravity Cannon", SubWeapon, 1, 0},
		{"Shadowsteel Iceblade\nUpgrade - Weapon // +3 [ATK]\nWhen you put this on a character > Repair 3 damage from it.", "Shadowsteel Iceblade", SubWeapon, 3, 0},
		{"Anti-Gravity Turbo Pack // Upgrade - Utility\n+1 [ATK] // +1 [DEF]\n\nWhen ... +2 [ATK]", "Anti-Gravity Turbo Pack", SubUtility, 1, 1},
		{"Anti-Balilistic Turret Helmet\nUpgrade - Armor // +2 [DEF]\n", "Anti-Balilistic Turret Helmet", SubArmor, 0, 2},
	} {
		name, kind, atk, def := sideFacts(c.text)
		if name != c.name || kind != c.kind || atk != c.atk || def != c.def {
			t.Errorf("%q: %q %s +%d/+%d, want %q %s +%d/+%d", c.text, name, kind, atk, def, c.name, c.kind, c.atk, c.def)
		}
	}
	set := mustGame(t).set
	six, _ := set.Lookup("Sergeant Six-Gun, Artillery • Soldier")
	if len(six.sides) != 2 || six.sides[1].Name != "MTX-52A Guided Missle Launcher" || six.sides[1].AttackBonus != 3 {
		t.Fatalf("Sergeant Six-Gun's sides: %v", six.sides)
	}
	for _, c := range set.Cards() {
		if c.isSide() {
			t.Errorf("Cards lists the Upgrade side %s", c.FullName())
		}
	}
}

// A Battle Master begins in bot mode and can't flip (Wave-2-3.xml#108,
// #109); KO'd, it goes to the KO area on its Upgrade side, no character
// any more (Wave-2-3.xml#152), and its player may play it onto one of
// their characters (Wave-2-3.xml#110), which is not the turn's Upgrade
// (Wave-2-3.xml#112). Played, it is an Upgrade with its printed bonus.
func TestBattleMasterKOPlaysUpgradeSide(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Private Firedrive, Ground Command • Artillery", "Ironhide, Veteran Autobot"}, ironhide, blank, blank)
	fd, ih := char(t, s, 0, "Private Firedrive"), char(t, s, 0, "Ironhide")
	if s.mode(fd).Mode != ModeBot || has(s, "flip:"+handleCode(s, fd)) {
		t.Fatalf("Firedrive begins in %s mode, flip offered %v", s.mode(fd).Mode, has(s, "flip:"+handleCode(s, fd)))
	}
	atk := s.attackOf(ih)
	koNow(s, fd)
	if !s.inKO(fd) || !s.card(fd).isSide() || s.Is(fd, "ko_character", kit.Ctx{}) {
		t.Fatalf("Firedrive KO'd: in the KO area %v, on its Upgrade side %v", s.inKO(fd), s.card(fd).isSide())
	}
	if len(s.team[0]) != 1 {
		t.Errorf("the team has %d characters, want 1 (Ironhide)", len(s.team[0]))
	}
	if !has(s, "pass") {
		t.Fatalf("playing the side is a choice (pass offered): %v", codes(s))
	}
	pickChar(t, s, ih)
	if s.on(fd) != ih || s.attackOf(ih) != atk+3 {
		t.Errorf("the side on %d, Ironhide's Attack %d, want on Ironhide and %d", s.on(fd), s.attackOf(ih), atk+3)
	}
	if s.upgraded {
		t.Error("the side played counts as the turn's Upgrade")
	}
}

// A Battle Master's player may leave its Upgrade side in the KO area
// (Wave-2-3.xml#152).
func TestBattleMasterSideNotPlayed(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Private Firedrive, Ground Command • Artillery", "Ironhide, Veteran Autobot"}, ironhide, blank, blank)
	fd := char(t, s, 0, "Private Firedrive")
	koNow(s, fd)
	play(t, s, "pass")
	if !s.inKO(fd) || s.ask != 0 {
		t.Errorf("the side left in the KO area: there %v, question %d", s.inKO(fd), s.ask)
	}
}

// An Upgrade side that would leave the battlefield goes to the KO area
// instead: scrapped with its character KO'd, returned to the hand
// (Wave-2-3.xml#113, Rules_Roundup-2019-08-23.xml#4-14).
func TestBattleMasterSideLeavesToKO(t *testing.T) {
	for _, how := range []string{"ko", "scrap", "hand"} {
		s := stdGame(t, mayAttack, []string{"Private Firedrive, Ground Command • Artillery", "Ironhide, Veteran Autobot", "Red Alert, Security Chief"}, ironhide, blank, blank)
		fd, ih := char(t, s, 0, "Private Firedrive"), char(t, s, 0, "Ironhide")
		koNow(s, fd)
		pickChar(t, s, ih)
		switch how {
		case "ko":
			koNow(s, ih)
		case "scrap":
			s.scrap(fd)
		case "hand":
			s.toHand(fd)
		}
		if !s.inKO(fd) || s.t.Count(zone(0, zScrap)) != 0 || handSize(s, 0) != 4 {
			t.Errorf("%s: the side in the KO area %v, scrap pile %d cards, hand %d", how, s.inKO(fd), s.t.Count(zone(0, zScrap)), handSize(s, 0))
		}
	}
}

// A side is no character: a player whose last character on the battlefield
// is a Battle Master loses when it is KO'd (line 8).
func TestBattleMasterLastCharacter(t *testing.T) {
	s := stdGame(t, mayAttack, ironhide, []string{"Private Firedrive, Ground Command • Artillery"}, blank, blank)
	koNow(s, char(t, s, 1, "Private Firedrive"))
	if !s.over || !s.winners.Has(0) {
		t.Errorf("player 2's only character, a Battle Master, KO'd: over %v, winners %v", s.over, s.winners)
	}
}

// Private Firedrive, Ground Command • Artillery (W3/T13), bot mode: "When
// this attacks > Draw a card."
func TestCardPrivateFiredriveBot(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Private Firedrive, Ground Command • Artillery"}, ironhide, blank, noIcons(14))
	before := handSize(s, 0)
	attackWith(t, s, 0, "Private Firedrive", kit.NoObj)
	if n := handSize(s, 0); n != before+1 {
		t.Errorf("hand %d after the attack began, want %d", n, before+1)
	}
}

// Firedrive's Upgrade side: "<Weapon | +3 [ATK]> When the upgraded
// character attacks > Scrap any number of cards from your hand. For each
// one scrapped this way, the upgraded character gets +1 [ATK] until end of
// turn." Two scrapped, +2; none, nothing.
func TestCardPrivateFiredriveUpgrade(t *testing.T) {
	for _, n := range []int{2, 0} {
		s := stdGame(t, mayAttack, []string{"Private Firedrive, Ground Command • Artillery", "Ironhide, Veteran Autobot"}, ironhide, blank, noIcons(14))
		fd, ih := char(t, s, 0, "Private Firedrive"), char(t, s, 0, "Ironhide")
		koNow(s, fd)
		pickChar(t, s, ih)
		before := s.attackOf(ih)
		hand := handSize(s, 0)
		attackWith(t, s, 0, "Ironhide", kit.NoObj)
		for range n {
			play(t, s, "pick:")
		}
		play(t, s, "pass")
		if want := fmt.Sprintf("Attack %d against", before+n); !logHas(s, want) || handSize(s, 0) != hand-n {
			t.Errorf("%d scrapped: want %q, hand %d (want %d): %v", n, want, handSize(s, 0), hand-n, logLines(s))
		}
	}
}

// Private Lionizer, Ground Command • Artillery (W3/T15), bot mode: "Bold
// 4." Upgrade side: "Bold 4. When the upgraded character attacks > Plan
// 1."
func TestCardPrivateLionizer(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Private Lionizer, Ground Command • Artillery", "Ironhide, Veteran Autobot"}, ironhide, blank, noIcons(14))
	li, ih := char(t, s, 0, "Private Lionizer"), char(t, s, 0, "Ironhide")
	if n := s.stat(li, statBold); n != 4 {
		t.Errorf("Lionizer has Bold %d, want 4", n)
	}
	koNow(s, li)
	pickChar(t, s, ih)
	if n := s.stat(ih, statBold); n != 4 {
		t.Errorf("Ironhide with Lionizer's side has Bold %d, want 4", n)
	}
	attackWith(t, s, 0, "Ironhide", kit.NoObj)
	card := s.t.Zones[zone(0, zHand)].Cards[0]
	play(t, s, "pick:"+handleCode(s, card))
	if !logHas(s, "You put Medic! on top of the battle deck") || s.stat(ih, statBold) != 4 {
		t.Errorf("Plan 1 put no card on top of the deck: %v", logLines(s))
	}
}

// Raider Aimless, Air Force • Weapons (W3/T25), bot mode: "Tough 3."
// Upgrade side: "<Weapon | +3 [ATK]> When the upgraded character attacks
// and you flip at least [B][B][B] > Do 3 damage to the defender." Not with
// two black icons.
func TestCardRaiderAimless(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Aimless, Air Force • Weapons"}, ironhide, blank, blank)
	if n := s.stat(char(t, s, 0, "Raider Aimless"), statTough); n != 3 {
		t.Errorf("Aimless has Tough %d, want 3", n)
	}
	for _, c := range []struct {
		flips []string
		hits  bool
	}{{[]string{"Contract Contingency", "Calculated Strike"}, true}, {[]string{"Contract Contingency", "Plasma Burst"}, false}} {
		s := stdGame(t, mayAttack, []string{"Raider Aimless, Air Force • Weapons", "Ironhide, Veteran Autobot"}, ironhide, stack(blank[:4], c.flips, blank), noIcons(14))
		koNow(s, char(t, s, 0, "Raider Aimless"))
		pickChar(t, s, char(t, s, 0, "Ironhide"))
		attackWith(t, s, 0, "Ironhide", kit.NoObj)
		finishAttack(t, s)
		if got := logHas(s, "Do 3 damage to the defender"); got != c.hits {
			t.Errorf("flipping %v: 3 damage %v, want %v: %v", c.flips, got, c.hits, logLines(s))
		}
	}
}

// sideUp KOs player p's Battle Master bm and plays its Upgrade side (each
// side, for a Weaponizer) onto p's character on.
func sideUp(t *testing.T, s *State, p int, bm, on string) kit.ObjID {
	t.Helper()
	koNow(s, char(t, s, p, bm))
	target := char(t, s, p, on)
	for i := 0; i < 4 && (s.ask == askOrder || s.ask == askPick && has(s, "pick:"+handleCode(s, target))); i++ {
		if s.ask == askOrder {
			play(t, s, "")
			continue
		}
		pickChar(t, s, target)
	}
	return target
}

// Private Smashdown (P2019/P3), Upgrade side: "<Weapon | +2> When the
// upgraded character attacks and you flip more colors of battle icons
// than your opponent flips > The upgraded character gets +2 [ATK] until
// end of battle." Not with as many colours.
func TestCardPrivateSmashdown(t *testing.T) {
	for _, c := range []struct {
		flips []string
		boost bool
	}{{[]string{"Roll Out!", "Plasma Burst"}, true}, {[]string{"Battle Ready", "Plasma Burst"}, false}} {
		s := stdGame(t, mayAttack, []string{"Private Smashdown, Ground Command • Artillery", "Ironhide, Veteran Autobot"}, ironhide,
			stack(blank[:4], c.flips, blank), stack(blank[:3], []string{"Bombing Run", "Plasma Burst"}, blank))
		ih := sideUp(t, s, 0, "Private Smashdown", "Ironhide")
		if s.attackOf(ih) != 3+2 {
			t.Fatalf("Ironhide's Attack with Smashdown's side %d, want 5", s.attackOf(ih))
		}
		attackWith(t, s, 0, "Ironhide", kit.NoObj)
		finishAttack(t, s)
		if got := logHas(s, "gets +2 Attack"); got != c.boost {
			t.Errorf("flipping %v against one colour: +2 %v, want %v: %v", c.flips, got, c.boost, logLines(s))
		}
	}
}

// Raider Nightstick, Ground Force • Weapons (W3/T33), Upgrade side: "When
// the upgraded character attacks and you flip at least [BLACK][BLACK] >
// Your opponent chooses a card from their hand and scraps it."
func TestCardRaiderNightstick(t *testing.T) {
	for _, c := range []struct {
		flips []string
		hits  bool
	}{{[]string{"Contract Contingency", "Plasma Burst"}, true}, {[]string{"Calculated Strike", "Plasma Burst"}, false}} {
		s := stdGame(t, mayAttack, []string{"Raider Nightstick, Ground Force • Weapons", "Ironhide, Veteran Autobot"}, ironhide, stack(blank[:4], c.flips, blank), noIcons(14))
		sideUp(t, s, 0, "Raider Nightstick", "Ironhide")
		hand := handSize(s, 1)
		attackWith(t, s, 0, "Ironhide", kit.NoObj)
		finishAttack(t, s)
		if got := handSize(s, 1) < hand+1; got != c.hits { // player 2 drew for their turn
			t.Errorf("flipping %v: opponent scrapped %v, want %v: %v", c.flips, got, c.hits, logLines(s))
		}
	}
}

// Raider Blowpipe, Air Force • Weapons (W3/T26), bot mode: "Focus 1".
// Upgrade side: "When the upgraded character attacks and you flip battle
// cards > It gets +1 [ATK] until end of turn for each different color
// among battle icons you flipped." Two colours, +2.
func TestCardRaiderBlowpipe(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Blowpipe, Air Force • Weapons"}, ironhide, blank, noIcons(14))
	attackWith(t, s, 0, "Raider Blowpipe", kit.NoObj)
	if !has(s, "pick:") || !has(s, "pass") {
		t.Fatalf("Focus 1: no look at the top card: %v", codes(s))
	}
	s = stdGame(t, mayAttack, []string{"Raider Blowpipe, Air Force • Weapons", "Ironhide, Veteran Autobot"}, ironhide, stack(blank[:4], []string{"Roll Out!", "Plasma Burst"}, blank), noIcons(14))
	ih := sideUp(t, s, 0, "Raider Blowpipe", "Ironhide")
	atk := s.attackOf(ih)
	attackWith(t, s, 0, "Ironhide", kit.NoObj)
	finishAttack(t, s)
	if want := fmt.Sprintf("Attack %d (ATK %d + 1 orange)", atk+2+1, atk+2); !logHas(s, want) { // +2, and the orange icon
		t.Errorf("flipping orange and blue: want %q: %v", want, logLines(s))
	}
}

// Sergeant Cog, Artillery • Mechanic (W3/T42), Upgrade side: "When you put
// this on a character > Draw a card for each character you have on the
// battlefield. Then you may play an Upgrade onto each of your characters."
func TestCardSergeantCog(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Sergeant Cog, Artillery • Mechanic", "Ironhide, Veteran Autobot", "Red Alert, Security Chief"}, ironhide,
		stack(blank[:4], []string{"Handheld Blaster", "Armored Plating"}, blank), noIcons(14))
	hand := handSize(s, 0)
	ih := sideUp(t, s, 0, "Sergeant Cog", "Ironhide")
	ra := char(t, s, 0, "Red Alert")
	if n := handSize(s, 0); n != hand+2 {
		t.Fatalf("hand %d after Cog's side, want %d (2 characters)", n, hand+2)
	}
	for range 2 {
		var up string
		for _, c := range codes(s) {
			if strings.HasPrefix(c, "pick:") && (strings.Contains(c, "armored-plating") || strings.Contains(c, "handheld-blaster")) {
				up = c
				break
			}
		}
		if up == "" {
			t.Fatalf("no Upgrade offered to play: %v %v", codes(s), logLines(s))
		}
		play(t, s, up)
		if s.ask == askPick && has(s, "pick:"+handleCode(s, ra)) {
			pickChar(t, s, ra)
		}
	}
	if n := s.upgrades(ih) + s.upgrades(char(t, s, 0, "Red Alert")); n != 3 {
		t.Errorf("%d Upgrades on the characters, want 3 (Cog's side and two played): %v", n, logLines(s))
	}
}

// Private Vanguard, Ground Command • Advance Guard (W4/T27), Upgrade side
// (Anti-Balilistic Turret Helmet, an Armor, +2 [DEF]): "When this is put
// on a character > Do 1 damage to a tapped enemy."
func TestCardPrivateVanguardUpgrade(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Private Vanguard, Ground Command • Advance Guard", "Ironhide, Veteran Autobot"}, twoBots, blank, blank)
	enemy := char(t, s, 1, "Red Alert")
	s.obj(enemy).Set(flTapped, true)
	ih := sideUp(t, s, 0, "Private Vanguard", "Ironhide")
	if d := s.damage(enemy); d != 1 || s.damage(char(t, s, 1, "Ironhide")) != 0 {
		t.Errorf("the tapped enemy has %d damage, want 1", d)
	}
	if s.defenseOf(ih) != s.mode(ih).Defense+2 {
		t.Errorf("Ironhide's Defense %d with the Helmet, want %d", s.defenseOf(ih), s.mode(ih).Defense+2)
	}
}

// Raider Caliburst, Air Force • Weapons (W4/T30), Upgrade side (Oxidation
// Cannon, +3 [ATK]): "When the upgraded character attacks and your
// opponent has more cards in hand than you > Your opponent chooses a card
// from their hand and scraps it. Then you draw a card." Not with as many.
func TestCardRaiderCaliburstUpgrade(t *testing.T) {
	for _, keep := range []int{1, 5} {
		s := stdGame(t, mayAttack, []string{"Raider Caliburst, Air Force • Weapons", "Ironhide, Veteran Autobot"}, ironhide, blank, noIcons(14))
		sideUp(t, s, 0, "Raider Caliburst", "Ironhide")
		discardHand(s, 0, keep)
		attackWith(t, s, 0, "Ironhide", kit.NoObj)
		finishAttack(t, s)
		if got := logHas(s, "Your opponent chooses a card from their hand and scraps it"); got != (keep == 1) {
			t.Errorf("%d cards in hand against 3: ability %v: %v", keep, got, logLines(s))
		}
	}
}

// Raider Needler, Ground Force • Demolitions (W4/T34), Upgrade side
// (Steelbite Incisor Mask, an Armor, +2 [DEF]): "Pierce 2."
func TestCardRaiderNeedlerUpgrade(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Needler, Ground Force • Demolitions", "Ironhide, Veteran Autobot"}, ironhide, blank, blank)
	ih := sideUp(t, s, 0, "Raider Needler", "Ironhide")
	if n := s.stat(ih, statPierce); n != 2 || s.defenseOf(ih) != s.mode(ih).Defense+2 {
		t.Errorf("Ironhide with the Mask: Pierce %d, Defense %d", n, s.defenseOf(ih))
	}
}

// Sergeant Six-Gun, Artillery • Soldier (W4/T09), a Weaponizer of two
// cards: KO'd, it turns to two Upgrades, each played on its own
// (Wave-4.xml#8): MTX-M2 Anti-Gravity Cannon (+1 [ATK], "Pierce 4") and
// MTX-52A Guided Missle Launcher (+3 [ATK], "This can be in an Armor or
// Utility slot"), both on one character here.
func TestCardSergeantSixGunUpgrades(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Sergeant Six-Gun, Artillery • Soldier", "Ironhide, Veteran Autobot"}, ironhide, blank, blank)
	ih := char(t, s, 0, "Ironhide")
	atk := s.attackOf(ih)
	sideUp(t, s, 0, "Sergeant Six-Gun", "Ironhide")
	if s.upgrades(ih) != 2 || s.attackOf(ih) != atk+4 || s.stat(ih, statPierce) != 4 {
		t.Errorf("Ironhide with both: %d Upgrades, Attack %d (want %d), Pierce %d", s.upgrades(ih), s.attackOf(ih), atk+4, s.stat(ih, statPierce))
	}
	if s.t.Count(zone(0, zKO)) != 0 {
		t.Errorf("%d cards left in the KO area", s.t.Count(zone(0, zKO)))
	}
}

// Raider Brunt, Weapons • Soldier (W4/T51), a Weaponizer of two cards:
// TTC-HD Turret Armor (+2 [DEF], "Tough 1") and TTC-HP Oblivio Launcher
// (+3 [ATK], "Bold 1").
func TestCardRaiderBruntUpgrades(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Brunt, Weapons • Soldier", "Ironhide, Veteran Autobot"}, ironhide, blank, blank)
	ih := char(t, s, 0, "Ironhide")
	atk, def := s.attackOf(ih), s.defenseOf(ih)
	sideUp(t, s, 0, "Raider Brunt", "Ironhide")
	if s.attackOf(ih) != atk+3 || s.defenseOf(ih) != def+2 || s.stat(ih, statBold) != 1 || s.stat(ih, statTough) != 1 {
		t.Errorf("Ironhide with both: Attack %d Defense %d Bold %d Tough %d", s.attackOf(ih), s.defenseOf(ih), s.stat(ih, statBold), s.stat(ih, statTough))
	}
}

// Raider Sights, Air Force • Artillery (W4/T39), bot mode: "Focus 1".
func TestCardRaiderSightsBot(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Sights, Air Force • Artillery"}, ironhide, blank, noIcons(14))
	top := s.t.Top(zone(0, zDeck))
	attackWith(t, s, 0, "Raider Sights", kit.NoObj)
	play(t, s, "pick:")
	if !inZone(s, top, 0, zScrap) {
		t.Errorf("Focus 1 did not scrap the top card: %v", logLines(s))
	}
}

// Raider Spinister, Infantry • Aerial Assault (W4/T40), alt mode: "This
// has 2 Weapon slots. While this has a Battle Master Upgrade > This has
// +3." Bot mode: "When you flip to this mode > One of your Battle Master
// characters gets +3 [ATK] until end of turn."
func TestCardRaiderSpinister(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Spinister, Infantry • Aerial Assault", "Raider Aimless, Air Force • Weapons", "Raider Needler, Ground Force • Demolitions"}, ironhide, deckOf("Combat Dagger", "Combat Dagger"), blank)
	sp := char(t, s, 0, "Raider Spinister")
	attach(t, s, 0, "Combat Dagger", "Raider Spinister")
	attach(t, s, 0, "Combat Dagger", "Raider Spinister")
	if s.upgrades(sp) != 2 {
		t.Fatalf("Spinister holds %d Weapons, want 2", s.upgrades(sp))
	}
	base := s.stat(sp, statAttack)
	sideUp(t, s, 0, "Raider Aimless", "Raider Spinister")
	if n := s.stat(sp, statAttack); n != base+3 {
		t.Errorf("Spinister with a Battle Master Upgrade: Attack %d, want %d", n, base+3)
	}
	ne := char(t, s, 0, "Raider Needler")
	before := s.stat(ne, statAttack)
	play(t, s, "flip:"+handleCode(s, sp))
	if n := s.stat(ne, statAttack); n != before+3 {
		t.Errorf("Needler after Spinister's flip: Attack %d, want %d", n, before+3)
	}
}

// Sergeant Crosshairs, Artillery • Weapons Supervisor (W4/T43), alt mode:
// "When you flip to this mode > Move 2 damage counters from this to one of
// your Battle Master characters." Bot mode: "While this has a Battle
// Master upgrade > This has +2 [DEF]"; not with another Upgrade.
func TestCardSergeantCrosshairs(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Sergeant Crosshairs, Artillery • Weapons Supervisor", "Private Firedrive, Ground Command • Artillery", "Private Lionizer, Ground Command • Artillery"}, ironhide, deckOf("Combat Dagger"), blank)
	ch := char(t, s, 0, "Sergeant Crosshairs")
	toBot(t, s, 0, "Sergeant Crosshairs")
	attach(t, s, 0, "Combat Dagger", "Sergeant Crosshairs")
	def := s.stat(ch, statDefense)
	sideUp(t, s, 0, "Private Firedrive", "Sergeant Crosshairs")
	if n := s.stat(ch, statDefense); n != def+2 {
		t.Errorf("Crosshairs with a Battle Master Upgrade: Defense %d, want %d", n, def+2)
	}
	s.obj(ch).Counters[cDamage] = 3
	play(t, s, "flip:"+handleCode(s, ch))
	if d, l := s.damage(ch), s.damage(char(t, s, 0, "Private Lionizer")); d != 1 || l != 2 {
		t.Errorf("after the flip: Crosshairs %d damage, Lionizer %d (want 1 and 2)", d, l)
	}
}

// Omega Supreme, Autobot Defense Base (P2019/P2), alt mode: "When you flip
// to this mode, choose one > - Draw a card. - Do 1 damage to an enemy."
// Each choice.
func TestCardOmegaSupremeDefenseBaseAlt(t *testing.T) {
	for _, mode := range []string{"mode:draw", "mode:do-1"} {
		s := stdGame(t, mayAttack, []string{"Omega Supreme, Autobot Defense Base"}, ironhide, blank, blank)
		hand := handSize(s, 0)
		flipToAlt(t, s, 0, "Omega Supreme")
		play(t, s, mode)
		drew, hit := handSize(s, 0) == hand+1, s.damage(char(t, s, 1, "Ironhide")) == 1
		if drew != (mode == "mode:draw") || hit != (mode == "mode:do-1") {
			t.Errorf("%s: drew %v, damage %v", mode, drew, hit)
		}
	}
}

// The conformance suite over the Battle Masters, Weaponizers and the cards
// that name them: games with every legal move, the engine's checks.
func TestBattleMasterConformance(t *testing.T) {
	g := mustGame(t)
	var battle []string
	for _, c := range g.set.Cards() {
		if c.isBattle() && len(c.Abilities) > 0 && (c.Set == "Wave 3" || c.Set == "Wave 2") || c.ID == "W3/045" {
			battle = append(battle, c.ID, c.ID)
		}
	}
	teams := [][]string{
		{"Private Firedrive, Ground Command • Artillery", "Private Lionizer, Ground Command • Artillery", "Sergeant Cog, Artillery • Mechanic"},
		{"Raider Aimless, Air Force • Weapons", "Raider Blowpipe, Air Force • Weapons", "Raider Nightstick, Ground Force • Weapons"},
		{"Sergeant Six-Gun, Artillery • Soldier", "Private Vanguard, Ground Command • Advance Guard", "Private Smashdown, Ground Command • Artillery"},
		{"Raider Brunt, Weapons • Soldier", "Raider Caliburst, Air Force • Weapons", "Raider Needler, Ground Force • Demolitions"},
		{"Raider Spinister, Infantry • Aerial Assault", "Raider Sights, Air Force • Artillery"},
		{"Sergeant Crosshairs, Artillery • Weapons Supervisor", "Omega Supreme, Autobot Defense Base"},
		omegas,
		append(slices.Clone(skytreads), "Specialist Flamewar, Special Ops • Hunter"),
	}
	runTeams(t, g, teams, battle)
}

// Specialist Flamewar, Special Ops • Hunter (W3/T47), bot mode: "Focus 2
// (Before flipping battle cards when battling > Look at the top 2 cards
// of your deck. You may scrap any number of them. Put the rest back in any
// order." Scrap one and keep the other; or keep both, the second on top.
func TestCardSpecialistFlamewar(t *testing.T) {
	deck := stack(blank[:4], []string{"Roll Out!", "Battle Ready"}, noIcons(14))
	s := stdGame(t, mayAttack, []string{"Specialist Flamewar, Special Ops • Hunter"}, ironhide, deck, noIcons(14))
	toBot(t, s, 0, "Specialist Flamewar")
	first := deckCard(t, s, 0, "Roll Out!")
	attackWith(t, s, 0, "Specialist Flamewar", kit.NoObj)
	play(t, s, "pick:"+handleCode(s, first))
	play(t, s, "pass")
	if !logOrder(s, "Roll Out! goes to your scrap pile", "You flip Battle Ready for your attack") {
		t.Errorf("scrapping the first: %v", logLines(s))
	}
	s = stdGame(t, mayAttack, []string{"Specialist Flamewar, Special Ops • Hunter"}, ironhide, deck, noIcons(14))
	toBot(t, s, 0, "Specialist Flamewar")
	second := deckCard(t, s, 0, "Battle Ready")
	attackWith(t, s, 0, "Specialist Flamewar", kit.NoObj)
	play(t, s, "pass")
	play(t, s, "pick:"+handleCode(s, second))
	if !logOrder(s, "You flip Battle Ready for your attack", "You flip Roll Out! for your attack") {
		t.Errorf("Battle Ready not put on top: %v", logLines(s))
	}
}

// Raider Sights (W4/T39), Upgrade side (Multi-Maneuver Glider Wings, a
// Utility, +1 [ATK] // +1 [DEF]): "Focus 2."
func TestCardRaiderSightsUpgrade(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Sights, Air Force • Artillery", "Ironhide, Veteran Autobot"}, ironhide, blank, noIcons(14))
	ih := char(t, s, 0, "Ironhide")
	atk, def := s.attackOf(ih), s.defenseOf(ih)
	sideUp(t, s, 0, "Raider Sights", "Ironhide")
	if s.attackOf(ih) != atk+1 || s.defenseOf(ih) != def+1 {
		t.Errorf("Ironhide with the Wings: Attack %d Defense %d, want %d and %d", s.attackOf(ih), s.defenseOf(ih), atk+1, def+1)
	}
	attackWith(t, s, 0, "Ironhide", kit.NoObj)
	play(t, s, "pick:")
	play(t, s, "pick:")
	if !logOrder(s, "Look at the top 2 cards", "Medic! goes to your scrap pile", "Medic! goes to your scrap pile", "You flip") {
		t.Errorf("Focus 2 did not scrap the top 2 cards: %v", logLines(s))
	}
}

// Quartermaster (W3/045): "Choose one > - Move an Upgrade from one of your
// characters to another one. - Put a Battle Master upgrade from your KO
// area onto one of your characters." Each mode; not a Weaponizer's side
// (Rules_Roundup-2019-08-23.xml#4-9).
func TestCardQuartermaster(t *testing.T) {
	team := []string{"Private Firedrive, Ground Command • Artillery", "Sergeant Cog, Artillery • Mechanic", "Ironhide, Veteran Autobot", "Red Alert, Security Chief"}
	s := stdGame(t, mayAttack, team, ironhide, deckOf("Quartermaster", "Quartermaster"), noIcons(20))
	ih, ra := char(t, s, 0, "Ironhide"), char(t, s, 0, "Red Alert")
	passTurn(t, s)
	passTurn(t, s)
	koNow(s, char(t, s, 0, "Private Firedrive"))
	play(t, s, "pass")
	koNow(s, char(t, s, 0, "Sergeant Cog"))
	play(t, s, "pass")
	play(t, s, "action:")
	play(t, s, "mode:a-battle")
	if !has(s, "pick:"+handleCode(s, ih)) {
		// The only side, Firedrive's, was chosen without asking.
		t.Fatalf("no character asked for: %v", codes(s))
	}
	pickChar(t, s, ih)
	if s.upgrades(ih) != 1 || s.card(s.t.Zones[zone(0, zUpgrade)].Cards[0]).sideOf.Name != "Private Firedrive" {
		t.Fatalf("Firedrive's side not on Ironhide: %v", logLines(s))
	}
	// The other mode.
	s = stdGame(t, mayAttack, team, ironhide, deckOf("Quartermaster", "Armored Plating"), noIcons(20))
	ih, ra = char(t, s, 0, "Ironhide"), char(t, s, 0, "Red Alert")
	attach(t, s, 0, "Armored Plating", "Ironhide")
	passTurn(t, s)
	passTurn(t, s)
	play(t, s, "action:")
	play(t, s, "mode:move")
	if s.ask == askPick {
		pickChar(t, s, ra)
	}
	if s.upgrades(ra) != 1 || s.upgrades(ih) != 0 {
		t.Errorf("the Upgrade not moved to Red Alert: %v", logLines(s))
	}
}

// Raider Needler, Ground Force • Demolitions (W4/T34), bot mode: "Enemy
// characters can't be repaired." His player's may be.
func TestCardRaiderNeedlerBot(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Needler, Ground Force • Demolitions", "Ironhide, Veteran Autobot"}, ironhide, blank, blank)
	enemy, mine := char(t, s, 1, "Ironhide"), char(t, s, 0, "Ironhide")
	s.obj(enemy).Counters[cDamage], s.obj(mine).Counters[cDamage] = 2, 2
	s.repair(enemy, 1)
	s.repair(mine, 1)
	if s.damage(enemy) != 2 || s.damage(mine) != 1 {
		t.Errorf("after a repair of 1: the enemy %d damage (want 2), his player's %d (want 1)", s.damage(enemy), s.damage(mine))
	}
}

// Sergeant Six-Gun (W4/T09), bot mode: "When this attacks > You may scrap
// a Weapon from your hand that has +[ATK] in its stat box. If you do, this
// gets that much +[ATK] until end of turn." Scrapped, and not.
func TestCardSergeantSixGunBot(t *testing.T) {
	for _, scrap := range []bool{true, false} {
		s := stdGame(t, mayAttack, []string{"Sergeant Six-Gun, Artillery • Soldier"}, ironhide, deckOf("Energon Axe"), noIcons(14))
		sg := char(t, s, 0, "Sergeant Six-Gun")
		atk := s.attackOf(sg)
		bonus := s.card(handCard(t, s, 0, "Energon Axe")).AttackBonus
		attackWith(t, s, 0, "Sergeant Six-Gun", kit.NoObj)
		if scrap {
			play(t, s, "pick:")
		} else {
			play(t, s, "pass")
		}
		want := atk
		if scrap {
			want += bonus
		}
		if !logHas(s, fmt.Sprintf("Attack %d against", want)) || inHand(s, 0, "Energon Axe") == scrap {
			t.Errorf("scrapped %v: want Attack %d: %v", scrap, want, logLines(s))
		}
	}
}

// Private Pteraxadon, Air Command • Artillery (W3/T17), Upgrade side:
// "When the upgraded character attacks and you flip at least
// [WHITE][WHITE] > The defender's base [DEF] becomes 0 during this
// battle." Not with one white icon.
func TestCardPrivatePteraxadon(t *testing.T) {
	for _, c := range []struct {
		flips []string
		zero  bool
	}{{[]string{"Backup Plan", "Backup Plan"}, true}, {[]string{"Backup Plan", "Plasma Burst"}, false}} {
		s := stdGame(t, mayAttack, []string{"Private Pteraxadon, Air Command • Artillery", "Ironhide, Veteran Autobot"}, ironhide, stack(blank[:4], c.flips, noIcons(14)), noIcons(14))
		sideUp(t, s, 0, "Private Pteraxadon", "Ironhide")
		attackWith(t, s, 0, "Ironhide", kit.NoObj)
		finishAttack(t, s)
		if got := logHas(s, "against Defense 0"); got != c.zero {
			t.Errorf("flipping %v: the defender's Defense 0 %v, want %v: %v", c.flips, got, c.zero, logLines(s))
		}
	}
}

// A Battle Master's traits read as its card gives them: its modes have no
// vehicle's traits to add ("Ranged", not "Ranged; ").
func TestBattleMasterTraitsShown(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Aimless, Air Force • Weapons", "Ironhide, Veteran Autobot"}, ironhide, blank, blank)
	if got := s.traits(char(t, s, 0, "Raider Aimless")); got != "Ranged" {
		t.Errorf("Raider Aimless's traits read %q, want %q", got, "Ranged")
	}
}
