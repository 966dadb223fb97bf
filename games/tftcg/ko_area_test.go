package tftcg

import (
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/kit"
)

// A scenario per card of data/abilities/ko-area.yaml: battle cards in the
// KO area, "You win the game", Coup, Even The Score, Heroic Resolve,
// Relentless Invasion and Private Dazzlestrike's Upgrade side.

// thinDeck leaves player p's deck with n cards, the rest put into p's
// hand, and p's scrap pile empty.
func thinDeck(s *State, p, n int) {
	for s.t.Count(zone(p, zScrap)) > 0 {
		s.t.Place(s.t.Top(zone(p, zScrap)), zone(p, zHand), -1, kit.FaceUp)
	}
	for s.t.Count(zone(p, zDeck)) > n {
		s.t.Place(s.t.Top(zone(p, zDeck)), zone(p, zHand), -1, kit.FaceUp)
	}
	s.optsOK = false
}

// Daring Escape (W4/014): "For each Autobot you have on the battlefield,
// put the top card of your deck into your KO area face up. If your deck
// and scrap pile are empty > You win the game." Two Autobots put the top 2
// cards there, face up, seen by the opponent too (Wave-4.xml#50); a
// Decepticon adds none; with deck and scrap pile empty after, the player
// wins; with a card left, the game goes on.
func TestCardDaringEscape(t *testing.T) {
	for _, c := range []struct {
		team []string
		left int // cards in the deck as it is played
		ko   int
		win  bool
	}{{twoBots, 5, 2, false}, {twoBots, 2, 2, true}, {[]string{"Ironhide, Veteran Autobot", "Starscream, Air Commander"}, 1, 1, true},
		{[]string{"Ironhide, Veteran Autobot", "Starscream, Air Commander"}, 2, 1, false}} {
		s := stdGame(t, mayAttack, c.team, ironhide, deckOf("Daring Escape"), blank)
		ensure(t, s, 0, "Daring Escape")
		thinDeck(s, 0, c.left)
		top := s.t.Top(zone(0, zDeck))
		playAction(t, s, "Daring Escape")
		var kod []kit.ObjID
		for _, id := range s.t.Zones[zone(0, zKO)].Cards {
			if s.card(id).isBattle() {
				kod = append(kod, id)
			}
		}
		if len(kod) != c.ko || !slices.Contains(kod, top) {
			t.Fatalf("%v, %d left: %d battle cards in the KO area, the top one among them %v; want %d", c.team, c.left, len(kod), slices.Contains(kod, top), c.ko)
		}
		if s.obj(top).Face != kit.FaceUp || !namesCard(readsOf(s, 1), s.card(top)) {
			t.Errorf("the card put into the KO area is not face up, seen by the opponent")
		}
		if s.over != c.win || c.win && (!s.winners.Has(0) || s.Outcome().Reason != reasonCardWin) {
			t.Errorf("%v, %d left: over %v winners %v reason %q; want a win %v", c.team, c.left, s.over, s.winners.Slice(), s.Outcome().Reason, c.win)
		}
		if err := conserved(s); err != nil {
			t.Error(err)
		}
	}
}

// Coup (W4/011): "Reveal > When a character is KO'd. When Revealed > Use
// a Bounty ability of one of your cards on the battlefield." An enemy
// KO'd reveals it and uses Detritus's Bounty (repair 3 from this); with
// Detritus himself KO'd there is none to use, he being no longer on the
// battlefield (Wave-4.xml#47).
func TestCardCoup(t *testing.T) {
	for _, who := range []string{"Red Alert", "Detritus"} {
		s := bountyGame(t, "Detritus, Arms Dealer", false, stack([]string{"Coup"}, noIcons(14)))
		d, ih := char(t, s, 0, "Detritus"), char(t, s, 0, "Ironhide")
		s.obj(d).Counters[cDamage] = 5
		s.obj(ih).Counters[cDamage] = 5
		coup := playSecret(t, s, "Coup")
		if who == "Red Alert" {
			koNow(s, char(t, s, 1, who))
		} else {
			koNow(s, d)
		}
		if s.obj(coup).Face != kit.FaceUp || !logHas(s, "the Secret Action Coup") {
			t.Fatalf("%s KO'd: Coup is not revealed", who)
		}
		if who == "Red Alert" && s.damage(d) != 2 {
			t.Errorf("an enemy KO'd: Detritus has %d damage, want 2 (his Bounty used)", s.damage(d))
		}
		if who == "Detritus" && (logHas(s, "repairs") || s.damage(ih) != 5) {
			t.Errorf("Detritus KO'd: a Bounty was used (Wave-4.xml#47): %v", logLines(s))
		}
	}
}

// A card with a Bounty ability in force is one on the battlefield: a
// character's of its face-up mode, an Upgrade's while on a character (the
// status bounty, which Coup's choice reads).
func TestBountyStatus(t *testing.T) {
	s := bountyGame(t, "Detritus, Arms Dealer", false, noIcons(14))
	d := char(t, s, 0, "Detritus")
	if !s.Is(d, "bounty", kit.Ctx{}) || s.Is(char(t, s, 0, "Ironhide"), "bounty", kit.Ctx{}) {
		t.Fatal("Detritus in bot mode has a Bounty, Ironhide none")
	}
	koNow(s, d)
	if s.Is(d, "bounty", kit.Ctx{}) {
		t.Error("Detritus KO'd still has a Bounty in force")
	}
}

// defended plays player 0's Secret Action name, then player 1's Ironhide
// in bot mode (4 [ATK], no icons flipped) attacks player 0's character
// def, which has damage counters before the attack.
func defended(t *testing.T, team []string, secret, def string, damage int) (*State, kit.ObjID, kit.ObjID) {
	t.Helper()
	s := stdGame(t, mayAttack, team, ironhide, stack([]string{secret}, noIcons(14)), noIcons(14))
	id := playSecret(t, s, secret)
	d := char(t, s, 0, def)
	s.obj(d).Counters[cDamage] = int16(damage)
	passTurn(t, s)
	toBot(t, s, 1, "Ironhide")
	attack(t, s, "Ironhide", def)
	finishAttack(t, s)
	return s, id, d
}

// Heroic Resolve (W4/026): "Reveal > If one of your Autobots would take
// enough attack damage to be KO'd. When Revealed > Instead that character
// takes enough attack damage to be at 1 [HP]. Then put this card in your
// KO area." Red Alert (10 [HP], 8 damage, bot mode: 0 [DEF]) would take 4:
// it takes 1, and the card goes to the KO area; at 2 damage, 4 does not KO
// it and the card stays face down; a Decepticon is not saved.
func TestCardHeroicResolve(t *testing.T) {
	for _, c := range []struct {
		team   []string
		def    string
		damage int
		want   int // damage counters after, -1: KO'd
	}{{twoBots, "Red Alert", 8, 9}, {twoBots, "Red Alert", 2, 6}, {[]string{"Starscream, Air Commander", "Ironhide, Veteran Autobot"}, "Starscream", 11, -1}} {
		s := stdGame(t, mayAttack, c.team, ironhide, stack([]string{"Heroic Resolve"}, noIcons(14)), noIcons(14))
		hr := playSecret(t, s, "Heroic Resolve")
		if namesCard(readsOf(s, 1), s.card(hr)) {
			t.Fatal("the opponent reads Heroic Resolve face down")
		}
		d := char(t, s, 0, c.def)
		toBot(t, s, 0, c.def)
		s.obj(d).Counters[cDamage] = int16(c.damage)
		passTurn(t, s)
		toBot(t, s, 1, "Ironhide")
		attack(t, s, "Ironhide", c.def)
		finishAttack(t, s)
		saved := c.want >= 0 && c.damage+4 >= s.card(d).Health
		switch {
		case c.want < 0 && !s.inKO(d), c.want >= 0 && s.damage(d) != c.want:
			t.Errorf("%s at %d damage: %d damage after (KO'd %v), want %d", c.def, c.damage, s.damage(d), s.inKO(d), c.want)
		case saved != inZone(s, hr, 0, zKO):
			t.Errorf("%s at %d damage: Heroic Resolve in the KO area %v, want %v", c.def, c.damage, inZone(s, hr, 0, zKO), saved)
		case !saved && logHas(s, "the Secret Action Heroic Resolve"):
			t.Errorf("%s at %d damage: Heroic Resolve revealed", c.def, c.damage)
		}
		if err := conserved(s); err != nil {
			t.Error(err)
		}
	}
}

// Even The Score (W4/021): "Reveal > When one of your Decepticons takes
// more than enough attack damage to be KO'd. When Revealed > Do the extra
// attack damage to the attacker. Then put this card into your KO area."
// Starscream (13 [HP], alt mode: 1 [DEF]) at 12 damage takes 3: the extra
// 2 is done to the attacker, as no attack damage (Wave-4.xml#57); at 10
// damage, 3 is just enough, and the card stays face down; an Autobot KO'd
// with more than enough does not reveal it.
func TestCardEvenTheScore(t *testing.T) {
	for _, c := range []struct {
		team   []string
		def    string
		damage int
		back   int
	}{{[]string{"Starscream, Air Commander", "Ironhide, Veteran Autobot"}, "Starscream", 12, 2},
		{[]string{"Starscream, Air Commander", "Ironhide, Veteran Autobot"}, "Starscream", 10, 0},
		{twoBots, "Red Alert", 9, 0}} {
		s, ets, _ := defended(t, c.team, "Even The Score", c.def, c.damage)
		if d := s.damage(char(t, s, 1, "Ironhide")); d != c.back {
			t.Errorf("%s at %d damage: the attacker took %d, want %d", c.def, c.damage, d, c.back)
		}
		if revealed := c.back > 0; inZone(s, ets, 0, zKO) != revealed || revealed != logHas(s, "the Secret Action Even The Score") {
			t.Errorf("%s at %d damage: Even The Score in the KO area %v; want revealed %v", c.def, c.damage, inZone(s, ets, 0, zKO), revealed)
		}
	}
}

// invaded is a game whose player 0 has Trypticon with Full-Tilt and
// Wipe-Out deployed and KO'd and Brunt under him, and Relentless Invasion
// played, against two untapped enemies.
func invaded(t *testing.T, withTrypticon bool) (*State, kit.ObjID, kit.ObjID, kit.ObjID) {
	t.Helper()
	s := stdGame(t, mayAttack, trypticon, twoBots, stack([]string{"Relentless Invasion"}, noIcons(14)), noIcons(14))
	tr := char(t, s, 0, "Trypticon")
	ft, wo := deployIt(t, s, 0, "Full-Tilt"), deployIt(t, s, 0, "Wipe-Out")
	koed(t, s, 0, "Full-Tilt", ModeAlt)
	koed(t, s, 0, "Wipe-Out", ModeBot)
	if !withTrypticon {
		koed(t, s, 0, "Trypticon", ModeAlt)
		deployIt(t, s, 0, "Brunt")
	}
	playAction(t, s, "Relentless Invasion")
	return s, tr, ft, wo
}

// Relentless Invasion (W4/048): "If you have Trypticon, Assault Base on
// the battlefield > Put Full-Tilt, Wipe-Out, and Brunt from your KO area
// onto the battlefield fully repaired. The characters put onto the
// battlefield this way attack this turn. At end of turn, put each of those
// characters that's still on the battlefield under Trypticon." Full-Tilt
// and Wipe-Out come back undamaged, in the mode each was KO'd in; Brunt,
// under Trypticon, stays there (Wave-4.xml#79). The turn may not end and
// goes on after an attack while one of them has not attacked, only they
// attacking then (#77); at its end both go under Trypticon.
func TestCardRelentlessInvasion(t *testing.T) {
	s, tr, ft, wo := invaded(t, true)
	if !s.onField(ft) || !s.onField(wo) || s.damage(ft) != 0 || s.damage(wo) != 0 || s.mode(wo).Mode != ModeBot {
		t.Fatalf("Full-Tilt on the battlefield %v with %d damage, Wipe-Out %v with %d in %s mode", s.onField(ft), s.damage(ft), s.onField(wo), s.damage(wo), s.mode(wo).Mode)
	}
	if !s.isUnder(char(t, s, 0, "Brunt")) {
		t.Error("Brunt left Trypticon")
	}
	if has(s, "end") {
		t.Fatalf("the turn may end before they attacked: %v", codes(s))
	}
	attack(t, s, "Full-Tilt", "Ironhide")
	// Wipe-Out, the only character that may attack now, attacks without
	// a question; Trypticon may not.
	finishAttack(t, s)
	if !logOrder(s, "Full-Tilt, Base Recon attacks", "Wipe-Out, Devoted Minion attacks") || logHas(s, "Trypticon, Assault Base attacks") {
		t.Fatalf("after Full-Tilt's attack, enemies untapped: want Wipe-Out's attack only: %v", logLines(s))
	}
	if s.active != 1 {
		t.Fatalf("the turn did not end once both attacked: %v", codes(s))
	}
	for _, id := range []kit.ObjID{ft, wo} {
		if !s.isUnder(id) || beneath.Host(&s.t, id) != tr {
			t.Errorf("%s is not under Trypticon at the end of the turn", s.card(id).Name)
		}
	}
}

// Relentless Invasion: a character put onto the battlefield and KO'd
// before the end of the turn stays in the KO area (Wave-4.xml#78); and
// without Trypticon on the battlefield nothing happens.
func TestCardRelentlessInvasionKOdAndNoTrypticon(t *testing.T) {
	s, _, ft, wo := invaded(t, true)
	koNow(s, ft)
	for s.ask != 0 {
		play(t, s, "") // Full-Tilt's Revenge
	}
	attack(t, s, "Wipe-Out", "Ironhide")
	finishAttack(t, s)
	if s.active != 1 || !s.inKO(ft) || !s.isUnder(wo) {
		t.Errorf("Full-Tilt KO'd: in the KO area %v; Wipe-Out under Trypticon %v", s.inKO(ft), s.isUnder(wo))
	}
	s, _, ft, wo = invaded(t, false)
	if !s.inKO(ft) || !s.inKO(wo) || !has(s, "end") {
		t.Errorf("without Trypticon: Full-Tilt KO'd %v, Wipe-Out KO'd %v, the turn may end %v", s.inKO(ft), s.inKO(wo), has(s, "end"))
	}
}

// Private Dazzlestrike, Ground Command • Artillery (W4/T16), Upgrade side
// (Shadowsteel Iceblade, a Weapon, +3 [ATK]): "When you put this on a
// character > Repair 3 damage from it. When this is removed from a
// character > Do 3 damage to it. If this would leave the battlefield >
// Put it into your KO area instead." Put on Ironhide at 5 damage: 2; a
// Weapon played onto him replaces it: it goes to the KO area and does 3
// damage to him.
func TestCardPrivateDazzlestrikeUpgrade(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Private Dazzlestrike, Ground Command • Artillery", "Ironhide, Veteran Autobot"}, twoBots,
		deckOf("Primary Laser"), blank)
	ih := char(t, s, 0, "Ironhide")
	s.obj(ih).Counters[cDamage] = 5
	sideUp(t, s, 0, "Private Dazzlestrike", "Ironhide")
	if d := s.damage(ih); d != 2 || s.attackOf(ih) != s.mode(ih).Attack+3 {
		t.Fatalf("with the Iceblade, Ironhide has %d damage (want 2) and Attack %d", d, s.attackOf(ih))
	}
	side := s.t.Zones[zone(0, zUpgrade)].Cards[0]
	attach(t, s, 0, "Primary Laser", "Ironhide")
	if !inZone(s, side, 0, zKO) || s.damage(ih) != 5 {
		t.Errorf("replaced: the Iceblade in the KO area %v, Ironhide %d damage, want 5", inZone(s, side, 0, zKO), s.damage(ih))
	}
}

// Private Dazzlestrike's Upgrade side moved to another character (Swap
// Parts, Ramhorn) is removed from the first: 3 damage to it, 3 repaired
// from the other; on a character KO'd, it goes to the KO area and its
// damage finds the character there, where it does nothing.
func TestCardPrivateDazzlestrikeUpgradeMovedAndKOd(t *testing.T) {
	team := []string{"Private Dazzlestrike, Ground Command • Artillery", "Ironhide, Veteran Autobot", "Red Alert, Security Chief"}
	s := stdGame(t, mayAttack, team, twoBots, blank, blank)
	ih, ra := char(t, s, 0, "Ironhide"), char(t, s, 0, "Red Alert")
	s.obj(ra).Counters[cDamage] = 4
	sideUp(t, s, 0, "Private Dazzlestrike", "Ironhide")
	side := s.t.Zones[zone(0, zUpgrade)].Cards[0]
	s.moveUpgrade(0, side, ra)
	s.settle()
	for s.ask != 0 {
		play(t, s, "") // the order of the two abilities
	}
	if s.damage(ih) != 3 || s.damage(ra) != 1 {
		t.Fatalf("moved: Ironhide %d damage (want 3), Red Alert %d (want 1)", s.damage(ih), s.damage(ra))
	}
	koNow(s, ra)
	if !inZone(s, side, 0, zKO) || !s.inKO(ra) || s.damage(ra) != s.card(ra).Health {
		t.Errorf("Red Alert KO'd: the Iceblade in the KO area %v, Red Alert %d damage", inZone(s, side, 0, zKO), s.damage(ra))
	}
	if err := conserved(s); err != nil {
		t.Error(err)
	}
}

// The conformance suite over the characters and battle cards of the KO
// area's cards: Trypticon's team with Relentless Invasion, Autobots with
// Daring Escape and Heroic Resolve, Decepticons with Even The Score,
// Bounty characters with Coup, and Private Dazzlestrike.
func TestKOAreaConformance(t *testing.T) {
	g := mustGame(t)
	battle := stack(many(3, "Daring Escape"), many(3, "Coup"), many(3, "Even The Score"), many(3, "Heroic Resolve"),
		many(3, "Relentless Invasion"), many(3, "Primary Laser"), noIcons(6))
	teams := [][]string{
		trypticon,
		{"Private Dazzlestrike, Ground Command • Artillery", "Ironhide, Veteran Autobot", "Red Alert, Security Chief"},
		{"Detritus, Arms Dealer", "Starscream, Air Commander", "Octone, Capricious Agitator"},
	}
	runTeams(t, g, teams, battle)
}

// The KO area's battle cards are seen by both players and by a
// spectator, as the table shows them.
func TestKOAreaBattleCardsShown(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Daring Escape"), blank)
	ensure(t, s, 0, "Daring Escape")
	top := s.t.Top(zone(0, zDeck))
	playAction(t, s, "Daring Escape")
	for _, v := range []int{0, 1, engine.Spectator} {
		if !namesCard(readsOf(s, v), s.card(top)) {
			t.Errorf("viewer %d does not see the card put into the KO area", v)
		}
	}
}

// A game with characters that must attack this turn is not written as a
// position, the writer saying why; one with a battle card in a KO area or
// an Upgrade side on a character is (TestPositionBattleCardsInKO,
// TestPositionBattleMasterSides).
func TestKOAreaPositionRefused(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Daring Escape"), blank)
	playAction(t, s, "Daring Escape")
	if _, err := s.Position(); err != nil && strings.Contains(err.Error(), "KO area") {
		t.Errorf("a battle card in the KO area: %v", err)
	}
	s, _, _, _ = invaded(t, true)
	if _, err := s.Position(); err == nil || !strings.Contains(err.Error(), "must attack") {
		t.Errorf("characters that must attack: %v", err)
	}
}

// A face-down Heroic Resolve beside another replacement of the same attack
// damage (Blast Suit on the same character) applies first, with no
// question: a Secret Action is revealed as soon as its condition happens,
// and asking its player to order it would tell the opponent that a hidden
// card's condition held. Red Alert is saved at 1 [HP] left, and Blast Suit
// halves what is left of the damage.
func TestHeroicResolveBeforeOtherReplacementsUnasked(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, stack([]string{"Heroic Resolve", "Blast Suit"}, noIcons(14)), noIcons(14))
	hr := playSecret(t, s, "Heroic Resolve")
	attach(t, s, 0, "Blast Suit", "Red Alert")
	d := char(t, s, 0, "Red Alert")
	toBot(t, s, 0, "Red Alert")
	s.obj(d).Counters[cDamage] = int16(s.health(d) - 2)
	passTurn(t, s)
	toBot(t, s, 1, "Ironhide")
	attack(t, s, "Ironhide", "Red Alert")
	if s.ask == askReplace {
		t.Fatalf("its player is asked to order the replacements: %s", s.replaceQuestion())
	}
	finishAttack(t, s)
	if !s.onField(d) || !inZone(s, hr, 0, zKO) {
		t.Errorf("Red Alert on the battlefield %v (damage %d of %d), Heroic Resolve in the KO area %v: %v",
			s.onField(d), s.damage(d), s.health(d), inZone(s, hr, 0, zKO), logLines(s))
	}
}

// Coup (W4/011) with two cards with a Bounty to choose between: Detritus
// ("Bounty > Repair 3 damage from this") and Valuable Contract on Ironhide
// ("Bounty > Choose a battle card you own from outside the game that has
// exactly 1 [STAR] and put it into your hand"), an Upgrade. The question
// asks for a card with a Bounty; Detritus chosen repairs 3 from him and
// the Contract's Bounty is not used; the Contract chosen puts a card from
// outside the game into the hand and Detritus keeps his damage.
func TestCardCoupChoice(t *testing.T) {
	for _, pick := range []string{"Detritus", "Valuable Contract"} {
		s := bountyGame(t, "Detritus, Arms Dealer", false, stack([]string{"Coup", "Valuable Contract"}, noIcons(14)))
		d := char(t, s, 0, "Detritus")
		s.obj(d).Counters[cDamage] = 5
		vc := attach(t, s, 0, "Valuable Contract", "Ironhide")
		playSecret(t, s, "Coup")
		hand := handSize(s, 0)
		koNow(s, char(t, s, 1, "Red Alert"))
		if s.ask != askPick || !has(s, "pick:"+handleCode(s, d)) || !has(s, "pick:"+handleCode(s, vc)) {
			t.Fatalf("no choice between Detritus and Valuable Contract: %q %v", s.question(), codes(s))
		}
		if q := s.question(); !strings.Contains(q, "choose a card with a Bounty") || strings.Contains(q, "a character") {
			t.Errorf("the question does not say a card with a Bounty is chosen: %q", q)
		}
		if l := labels(s); !slices.ContainsFunc(l, func(x string) bool { return strings.Contains(x, "Valuable Contract on your Ironhide") }) {
			t.Errorf("no option names the Contract on Ironhide: %v", l)
		}
		id := d
		if pick == "Valuable Contract" {
			id = vc
		}
		play(t, s, "pick:"+handleCode(s, id))
		if pick == "Detritus" {
			if s.damage(d) != 2 || handSize(s, 0) != hand || (s.ask == askPick && s.pickKind == pickOutside) {
				t.Errorf("Detritus chosen: %d damage (want 2), hand %d (want %d), asked %q", s.damage(d), handSize(s, 0), hand, s.question())
			}
			continue
		}
		if s.ask != askPick || s.pickKind != pickOutside {
			t.Fatalf("the Contract chosen: no card from outside the game to choose: %q", s.question())
		}
		play(t, s, "outside:")
		if s.damage(d) != 5 || handSize(s, 0) != hand+1 {
			t.Errorf("the Contract chosen: Detritus has %d damage (want 5), hand %d (want %d): %v", s.damage(d), handSize(s, 0), hand+1, logLines(s))
		}
	}
}
