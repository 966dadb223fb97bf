package tftcg

import (
	"strings"
	"testing"

	"omnideck/kit"
)

// A scenario per Wave 3 character of data/abilities/wave3-characters.yaml.

// General Megatron, Infantry • Leader (W3/T06), alt mode: "When you flip
// to this mode > Do damage to an enemy equal to the number of Weapons you
// have on the battlefield."
func TestCardGeneralMegatronAlt(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"General Megatron, Infantry • Leader", "Flamewar, Veteran Decepticon"}, ironhide, deckOf("Combat Dagger", "Combat Dagger"), blank)
	toBot(t, s, 0, "General Megatron")
	attach(t, s, 0, "Combat Dagger", "General Megatron")
	attach(t, s, 0, "Combat Dagger", "Flamewar")
	flipToAlt(t, s, 0, "General Megatron")
	if d := s.damage(char(t, s, 1, "Ironhide")); d != 2 {
		t.Errorf("Ironhide %d damage with 2 Weapons on the battlefield, want 2", d)
	}
}

// General Megatron's bot mode: "At the start of your turn, if this has 3
// or more Upgrades > Do 1 damage to each enemy." Not with 2.
func TestCardGeneralMegatronBot(t *testing.T) {
	for _, c := range []struct {
		ups  []string
		want int
	}{{[]string{"Combat Dagger", "Smoke Cloak", "Urban Camo"}, 1}, {[]string{"Combat Dagger", "Smoke Cloak"}, 0}} {
		s := stdGame(t, mayAttack, []string{"General Megatron, Infantry • Leader"}, twoBots, deckOf(c.ups...), blank)
		toBot(t, s, 0, "General Megatron")
		for _, u := range c.ups {
			attach(t, s, 0, u, "General Megatron")
		}
		passTurn(t, s)
		passTurn(t, s)
		if s.active != 0 {
			t.Fatalf("player %d's turn, want player 1's", s.active+1)
		}
		for _, name := range []string{"Ironhide", "Red Alert"} {
			if d := s.damage(char(t, s, 1, name)); d != c.want {
				t.Errorf("%d Upgrades: %s %d damage at the start of the turn, want %d", len(c.ups), name, d, c.want)
			}
		}
	}
}

// Major Prowl, Infantry • Strategist (W3/T08), bot mode: "When this
// attacks an enemy that has a Weapon → Do 2 damage to that enemy." Not one
// with an Armor only.
func TestCardMajorProwl(t *testing.T) {
	for _, c := range []struct {
		up   string
		hits bool
	}{{"Combat Dagger", true}, {"Smoke Cloak", false}} {
		s := stdGame(t, mayAttack, []string{"Major Prowl, Infantry • Strategist"}, ironhide, noIcons(14), deckOf(c.up))
		toBot(t, s, 0, "Major Prowl")
		attach(t, s, 1, c.up, "Ironhide")
		attackWith(t, s, 0, "Major Prowl", kit.NoObj)
		if got := logHas(s, "Major Prowl, Infantry • Strategist's ability"); got != c.hits {
			t.Errorf("Ironhide with %s: Prowl's 2 damage %v, want %v: %v", c.up, got, c.hits, logLines(s))
		}
		lines, got := logLines(s), false
		for i := 0; i+1 < len(lines); i++ {
			got = got || strings.Contains(lines[i], "Strategist's ability: Do 2 damage to the defender") && strings.Contains(lines[i+1], "Ironhide, Veteran Autobot takes 2 damage")
		}
		if got != c.hits {
			t.Errorf("Ironhide with %s: takes Prowl's 2 damage %v, want %v: %v", c.up, got, c.hits, logLines(s))
		}
	}
}

// Private Red Alert, Medical • Medic (W3/T18), alt mode: "When you flip to
// this mode > Repair 1 damage from your characters": from each of them.
func TestCardPrivateRedAlertAlt(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Private Red Alert, Medical • Medic", "Ironhide, Veteran Autobot"}, ironhide, blank, blank)
	ra, ih := char(t, s, 0, "Private Red Alert"), char(t, s, 0, "Ironhide")
	s.obj(ra).Counters[cDamage], s.obj(ih).Counters[cDamage] = 2, 2
	flipToAlt(t, s, 0, "Private Red Alert")
	if s.damage(ra) != 1 || s.damage(ih) != 1 || s.damage(char(t, s, 1, "Ironhide")) != 0 {
		t.Errorf("damage left: Red Alert %d, Ironhide %d (want 1 and 1)", s.damage(ra), s.damage(ih))
	}
}

// Private Red Alert's bot mode: "When this attacks and you flip at least
// [W][O][B] > This gets +3 [ATK] until end of turn."
func TestCardPrivateRedAlertBot(t *testing.T) {
	for _, c := range []struct {
		deck  []string
		boost bool
	}{{[]string{"Roll Out!", "Data Pad"}, true}, {[]string{"Roll Out!", "Incoming Transmission"}, false}} {
		s := stdGame(t, mayAttack, []string{"Private Red Alert, Medical • Medic"}, ironhide, stack(blank[:4], c.deck, blank), noIcons(14))
		toBot(t, s, 0, "Private Red Alert")
		attackWith(t, s, 0, "Private Red Alert", kit.NoObj)
		finishAttack(t, s)
		if got := logHas(s, "Private Red Alert, Medical • Medic gets +3 Attack"); got != c.boost {
			t.Errorf("flipping %v: boosted %v, want %v: %v", c.deck, got, c.boost, logLines(s))
		}
	}
}

// Private Sideswipe, Infantry • Soldier (W3/T20), alt mode: "When you flip
// to this mode > This gets +2 [ATK] until end of turn for each character in
// your KO area."
func TestCardPrivateSideswipeAlt(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Private Sideswipe, Infantry • Soldier", "Ironhide, Veteran Autobot", "Red Alert, Security Chief"}, ironhide, blank, blank)
	ss := char(t, s, 0, "Private Sideswipe")
	printed := s.stat(ss, statAttack) // in alt mode, as he begins
	koed(t, s, 0, "Ironhide", ModeAlt)
	koed(t, s, 0, "Red Alert", ModeAlt)
	toBot(t, s, 0, "Private Sideswipe")
	flipToAlt(t, s, 0, "Private Sideswipe")
	if n := s.stat(ss, statAttack); n != printed+4 {
		t.Errorf("Sideswipe with 2 characters KO'd: Attack %d, want %d", n, printed+4)
	}
}

// Private Sideswipe's bot mode: "When one of your other characters is KO'd
// during your opponent's turn > Untap this." Not in his own player's turn.
func TestCardPrivateSideswipeBot(t *testing.T) {
	for _, p := range []int{1, 0} {
		team := []string{"Private Sideswipe, Infantry • Soldier", "Ironhide, Veteran Autobot"}
		s := stdGame(t, mayAttack, team, team, blank, blank)
		toBot(t, s, p, "Private Sideswipe")
		ss := char(t, s, p, "Private Sideswipe")
		s.obj(ss).Set(flTapped, true)
		s.ko(char(t, s, p, "Ironhide"))
		s.optsOK = false
		s.settle()
		if got := !s.tapped(ss); got != (p == 1) {
			t.Errorf("player %d's Ironhide KO'd in player 1's turn: Sideswipe untapped %v, want %v", p+1, got, p == 1)
		}
	}
}

// Raider Ion Storm, Infantry • Rainmaker (W3/T30), bot mode: "When this
// attacks > Return one of the defender's Upgrades to its owner's hand."
func TestCardRaiderIonStorm(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Ion Storm, Infantry • Rainmaker"}, ironhide, noIcons(14), deckOf("Smoke Cloak", "Combat Dagger"))
	toBot(t, s, 0, "Raider Ion Storm")
	ih := char(t, s, 1, "Ironhide")
	attach(t, s, 1, "Smoke Cloak", "Ironhide")
	dagger := attach(t, s, 1, "Combat Dagger", "Ironhide")
	attackWith(t, s, 0, "Raider Ion Storm", kit.NoObj)
	if s.ask != 0 {
		play(t, s, "pick:"+handleCode(s, dagger))
	}
	if s.upgrades(ih) != 1 || !inHand(s, 1, "Combat Dagger") || inHand(s, 1, "Smoke Cloak") {
		t.Errorf("Ironhide keeps %d Upgrades (want 1: Smoke Cloak); Combat Dagger in hand %v", s.upgrades(ih), inHand(s, 1, "Combat Dagger"))
	}
}

// Raider Runabout (W3/T36), alt mode: "When you flip to this mode > Repair
// 1 damage from this. If you have Runamuck on the battlefield, repair 1
// damage from him, and flip him from bot mode to alt mode." Raider
// Runamuck (W3/T37), bot mode: "When you flip to this mode > Draw a card.
// If you have Runabout on the battlefield, flip him from alt mode to bot
// mode."
func TestCardRaiderRunaboutRunamuck(t *testing.T) {
	team := []string{"Raider Runabout, Infantry • Soldier", "Raider Runamuck, Infantry • Soldier"}
	s := stdGame(t, mayAttack, team, ironhide, blank, blank)
	ra, rm := char(t, s, 0, "Raider Runabout"), char(t, s, 0, "Raider Runamuck")
	toBot(t, s, 0, "Raider Runamuck")
	s.obj(ra).Counters[cDamage], s.obj(rm).Counters[cDamage] = 2, 2
	flipToAlt(t, s, 0, "Raider Runabout")
	if s.damage(ra) != 1 || s.damage(rm) != 1 || s.mode(rm).Mode != ModeAlt {
		t.Errorf("Runabout flips to alt: Runabout %d damage, Runamuck %d in %s mode; want 1, 1, alt", s.damage(ra), s.damage(rm), s.mode(rm).Mode)
	}

	s = stdGame(t, mayAttack, team, ironhide, blank, blank)
	ra, rm = char(t, s, 0, "Raider Runabout"), char(t, s, 0, "Raider Runamuck")
	hand := handSize(s, 0)
	play(t, s, "flip:"+handleCode(s, rm))
	if handSize(s, 0) != hand+1 || s.mode(ra).Mode != ModeBot || s.mode(rm).Mode != ModeBot {
		t.Errorf("Runamuck flips to bot: hand %d (want %d), Runabout in %s mode (want bot)", handSize(s, 0), hand+1, s.mode(ra).Mode)
	}
}

// Raider Triggerhappy, Air Force • Gunner (W3/T39), alt mode: "When you
// flip to this mode > Return a Weapon from your scrap pile to hand." Bot
// mode: "Pierce 4."
func TestCardRaiderTriggerhappy(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Triggerhappy, Air Force • Gunner"}, ironhide, stack(blank[:4], []string{"Combat Dagger", "Smoke Cloak"}, blank), blank)
	dagger := toScrap(t, s, 0, "Combat Dagger")
	toScrap(t, s, 0, "Smoke Cloak")
	th := char(t, s, 0, "Raider Triggerhappy")
	toBot(t, s, 0, "Raider Triggerhappy")
	if n := s.stat(th, statPierce); n != 4 {
		t.Errorf("Triggerhappy in bot mode: Pierce %d, want 4", n)
	}
	flipToAlt(t, s, 0, "Raider Triggerhappy")
	if s.ask != 0 {
		play(t, s, "pick:"+handleCode(s, dagger))
	}
	if !inHand(s, 0, "Combat Dagger") || inHand(s, 0, "Smoke Cloak") {
		t.Errorf("Combat Dagger in hand %v, Smoke Cloak %v; want the Weapon only", inHand(s, 0, "Combat Dagger"), inHand(s, 0, "Smoke Cloak"))
	}
	if n := s.stat(th, statPierce); n != 0 {
		t.Errorf("Triggerhappy in alt mode: Pierce %d, want 0", n)
	}
}

// Sergeant Hound, Infantry • Recon (W3/T43), bot mode: "When you upgrade
// this > He gets +2 [ATK] until end of turn." Not in alt mode.
func TestCardSergeantHound(t *testing.T) {
	for _, bot := range []bool{true, false} {
		s := stdGame(t, mayAttack, []string{"Sergeant Hound, Infantry • Recon"}, ironhide, deckOf("Urban Camo"), blank)
		if bot {
			toBot(t, s, 0, "Sergeant Hound")
		}
		h := char(t, s, 0, "Sergeant Hound")
		atk := s.stat(h, statAttack)
		attach(t, s, 0, "Urban Camo", "Sergeant Hound")
		want := atk
		if bot {
			want += 2
		}
		if n := s.stat(h, statAttack); n != want {
			t.Errorf("bot mode %v: Attack %d after an Upgrade, want %d", bot, n, want)
		}
	}
}

// Sergeant Sparkstalker, Black Ops • Cryptology (W3/T46), alt mode: "When
// you flip to this mode > Scrap an enemy Armor."
func TestCardSergeantSparkstalkerAlt(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Sergeant Sparkstalker, Black Ops • Cryptology"}, twoBots, blank, deckOf("Smoke Cloak", "Combat Dagger"))
	attach(t, s, 1, "Smoke Cloak", "Ironhide")
	attach(t, s, 1, "Combat Dagger", "Red Alert")
	flipToAlt(t, s, 0, "Sergeant Sparkstalker")
	if s.upgrades(char(t, s, 1, "Ironhide")) != 0 || s.upgrades(char(t, s, 1, "Red Alert")) != 1 {
		t.Errorf("Upgrades left: Ironhide %d (want 0), Red Alert %d (want 1)", s.upgrades(char(t, s, 1, "Ironhide")), s.upgrades(char(t, s, 1, "Red Alert")))
	}
}

// Sergeant Sparkstalker's bot mode: "When this attacks and you flip at
// least [O][O][O] > Draw 2 cards." Smokethrower's Bold 2 has him flip 4.
func TestCardSergeantSparkstalkerBot(t *testing.T) {
	for _, c := range []struct {
		flips []string
		draws bool
	}{{[]string{"Incoming Transmission", "Incoming Transmission", "Incoming Transmission", "Medic!"}, true},
		{[]string{"Incoming Transmission", "Incoming Transmission", "Medic!", "Medic!"}, false}} {
		s := stdGame(t, mayAttack, []string{"Sergeant Sparkstalker, Black Ops • Cryptology"}, ironhide, stack(blank[:4], c.flips, []string{"Smokethrower"}, blank), noIcons(14))
		toBot(t, s, 0, "Sergeant Sparkstalker")
		attach(t, s, 0, "Smokethrower", "Sergeant Sparkstalker")
		hand := handSize(s, 0)
		attackWith(t, s, 0, "Sergeant Sparkstalker", kit.NoObj)
		finishAttack(t, s)
		if got := handSize(s, 0) == hand+2; got != c.draws {
			t.Errorf("flipping %v: drew 2 %v, want %v (hand %d, was %d)", c.flips, got, c.draws, handSize(s, 0), hand)
		}
	}
}

// Raider Flamefeather, Black Ops • Soldier (W3/T29), alt mode: "When you
// flip to this mode > Each of your Firecons get Bold 1 until end of turn."
func TestCardRaiderFlamefeatherAlt(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Flamefeather, Black Ops • Soldier", "Raider Cindersaur, Black Ops • Demolitions", "Megatron, Decepticon Leader"}, ironhide, blank, blank)
	ff, cs, mg := char(t, s, 0, "Raider Flamefeather"), char(t, s, 0, "Raider Cindersaur"), char(t, s, 0, "Megatron")
	toBot(t, s, 0, "Raider Flamefeather")
	b := []int{s.stat(cs, statBold), s.stat(mg, statBold)}
	flipToAlt(t, s, 0, "Raider Flamefeather")
	if s.stat(cs, statBold) != b[0]+1 || s.stat(mg, statBold) != b[1] || s.stat(ff, statBold) < 1 {
		t.Errorf("Bold: Cindersaur %d (want %d), Megatron %d (want %d), Flamefeather %d", s.stat(cs, statBold), b[0]+1, s.stat(mg, statBold), b[1], s.stat(ff, statBold))
	}
}

// Raider Flamefeather's bot mode: "When this defends and you flip battle
// cards > He gets +1 [DEF] until end of battle for each [ORANGE] you flip,
// up to +5 [DEF]." Two orange give +2; six (Heat Of Battle's Tough 3 and
// Urban Camo's Tough 1) give +5.
func TestCardRaiderFlamefeatherBot(t *testing.T) {
	for _, c := range []struct {
		heat    bool
		flips   []string
		plus    int
		withOut []string
	}{{false, many(2, "Incoming Transmission"), 2, noIcons(2)}, {true, many(6, "Incoming Transmission"), 5, noIcons(6)}} {
		var dfn [2]int
		for i, flips := range [][]string{c.withOut, c.flips} {
			s := stdGame(t, mayAttack, ironhide, []string{"Raider Flamefeather, Black Ops • Soldier"}, deckOf("Heat Of Battle"), stack([]string{"Urban Camo"}, blank[:2], flips, blank))
			toBot(t, s, 1, "Raider Flamefeather")
			attach(t, s, 1, "Urban Camo", "Raider Flamefeather")
			if c.heat {
				playAction(t, s, "Heat Of Battle")
			}
			attackWith(t, s, 0, "Ironhide", kit.NoObj)
			finishAttack(t, s)
			dfn[i] = defenseLogged(t, s)
		}
		if dfn[1]-dfn[0] != c.plus {
			t.Errorf("%d orange flipped: Defense %d against %d without, want +%d", len(c.flips), dfn[1], dfn[0], c.plus)
		}
	}
}

// Raider Cindersaur, Black Ops • Demolitions (W3/T27), alt mode: "When you
// flip to this mode > You may play an [ORANGE] action." Sergeant Chromia,
// Special Ops • Counterintelligence (W3/T41), alt mode: "When you flip to
// this mode > You may play an [BLUE] Armor." Only such a card is offered.
func TestCardCindersaurChromiaAlt(t *testing.T) {
	for _, c := range []struct {
		char, yes, no string
	}{{"Raider Cindersaur, Black Ops • Demolitions", "Incoming Transmission", "Medic!"},
		{"Sergeant Chromia, Special Ops • Counterintelligence", "Armored Plating", "Improvised Shield"}} {
		s := stdGame(t, mayAttack, []string{c.char, "Ironhide, Veteran Autobot"}, ironhide, stack([]string{c.yes, c.no}, blank), blank)
		flipToAlt(t, s, 0, shortName(c.char))
		yes, no := handCard(t, s, 0, c.yes), handCard(t, s, 0, c.no)
		if s.ask != askPick || !has(s, "pick:"+handleCode(s, yes)) || has(s, "pick:"+handleCode(s, no)) {
			t.Fatalf("%s flips to alt: offered %v; want %s and not %s", c.char, codes(s), c.yes, c.no)
		}
		play(t, s, "pick:"+handleCode(s, yes))
		for i := 0; i < 4 && s.ask != 0; i++ {
			play(t, s, "")
		}
		if inHand(s, 0, c.yes) {
			t.Errorf("%s: %s still in hand", c.char, c.yes)
		}
	}
}

// Raider Cindersaur's bot mode: "When this attacks and you flip at least
// [O][O][O][O] > Do 2 damage to a tapped enemy." Smokethrower's Bold 2 has
// him flip 4.
func TestCardRaiderCindersaurBot(t *testing.T) {
	for _, c := range []struct {
		flips []string
		hits  bool
	}{{many(4, "Incoming Transmission"), true}, {stack(many(3, "Incoming Transmission"), noIcons(1)), false}} {
		s := stdGame(t, mayAttack, []string{"Raider Cindersaur, Black Ops • Demolitions"}, twoBots, stack(blank[:4], c.flips, []string{"Smokethrower"}, blank), noIcons(14))
		toBot(t, s, 0, "Raider Cindersaur")
		attach(t, s, 0, "Smokethrower", "Raider Cindersaur")
		ra := char(t, s, 1, "Red Alert")
		s.obj(ra).Set(flTapped, true)
		attackWith(t, s, 0, "Raider Cindersaur", kit.NoObj)
		for i := 0; i < 4 && s.ask != 0; i++ {
			if has(s, "pick:"+handleCode(s, ra)) {
				pickChar(t, s, ra)
				continue
			}
			play(t, s, "")
		}
		finishAttack(t, s)
		// Red Alert, tapped, is attacked first: the 2 damage is logged
		// apart from the attack's.
		if got := logHas(s, "Demolitions' ability: Do 2 damage"); got != c.hits {
			t.Errorf("flipping %v: 2 damage to the tapped enemy %v, want %v: %v", c.flips, got, c.hits, logLines(s))
		}
	}
}

// Sergeant Chromia's bot mode: "When this defends and you flip at least
// [BLUE] [BLUE] > Draw a card."
func TestCardSergeantChromiaBot(t *testing.T) {
	for _, c := range []struct {
		flips []string
		draws bool
	}{{many(2, "Armored Plating"), true}, {stack([]string{"Armored Plating"}, noIcons(1)), false}} {
		s := stdGame(t, mayAttack, ironhide, []string{"Sergeant Chromia, Special Ops • Counterintelligence"}, noIcons(14), stack(blank[:3], c.flips, blank))
		toBot(t, s, 1, "Sergeant Chromia")
		attackWith(t, s, 0, "Ironhide", kit.NoObj)
		finishAttack(t, s)
		// Player 2 draws for their turn besides.
		if got := logHas(s, "Counterintelligence's ability: Draw a card"); got != c.draws {
			t.Errorf("defending, flipping %v: drew %v, want %v: %v", c.flips, got, c.draws, logLines(s))
		}
	}
}

// Alpha Trion, Cybertronian Sage (W3/T01), alt mode: "When you flip to
// this mode → Return a [O] Action from your scrap pile to hand." Not an
// Action without an orange icon.
func TestCardAlphaTrionAlt(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Alpha Trion, Cybertronian Sage"}, ironhide, stack(blank[:4], []string{"Incoming Transmission", "Plasma Burst"}, blank), blank)
	it, pb := toScrap(t, s, 0, "Incoming Transmission"), toScrap(t, s, 0, "Plasma Burst")
	toBot(t, s, 0, "Alpha Trion")
	flipToAlt(t, s, 0, "Alpha Trion")
	if s.ask != 0 {
		play(t, s, "pick:"+handleCode(s, it))
	}
	if !inZone(s, it, 0, zHand) || !inZone(s, pb, 0, zScrap) {
		t.Errorf("Incoming Transmission (orange) in hand %v, Plasma Burst (no icons) in the scrap pile %v; want both", inZone(s, it, 0, zHand), inZone(s, pb, 0, zScrap))
	}
}

// Alpha Trion's bot mode: "After you flip battle cards for this
// character's attack and before defense flips > You may play one of the
// [BLUE] Actions you flipped." Roll Out! (orange and blue) is offered,
// Incoming Transmission (orange) is not.
func TestCardAlphaTrionBot(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Alpha Trion, Cybertronian Sage"}, twoBots, stack(blank[:4], []string{"Roll Out!", "Incoming Transmission"}, noIcons(10)), noIcons(14))
	toBot(t, s, 0, "Alpha Trion")
	attackWith(t, s, 0, "Alpha Trion", kit.NoObj)
	ro, it := zoneCard(t, s, 0, zFlip, "Roll Out!"), zoneCard(t, s, 0, zFlip, "Incoming Transmission")
	if !has(s, "pick:"+handleCode(s, ro)) || has(s, "pick:"+handleCode(s, it)) || !has(s, "pass") {
		t.Fatalf("offered %v; want Roll Out! and not Incoming Transmission, or none", codes(s))
	}
	if n := s.t.Count(zone(1, zFlip)); n != 0 {
		t.Errorf("the defender flipped %d cards before the choice", n)
	}
	play(t, s, "pick:"+handleCode(s, ro))
	if !logHas(s, "play the Action Roll Out!") {
		t.Errorf("Roll Out! not played: %v", logLines(s))
	}
}

// Focus 1 (General Optimus Prime's bot mode, W3/T07; Private Arcee's alt
// mode, W3/T12): "Before flipping battle cards when battling > Look at the
// top card of your deck. You may scrap it." Attacking and defending; only
// its player sees the card; scrapped, it is public; kept, it is flipped.
func TestCardWave3Focus(t *testing.T) {
	for _, c := range []struct {
		char string
		bot  bool
	}{{"General Optimus Prime, Infantry • Leader", true}, {"Private Arcee, Special Ops • Warrior", false}} {
		for _, scrap := range []bool{true, false} {
			for _, defends := range []bool{false, true} {
				p := 0
				if defends {
					p = 1
				}
				teams := [2][]string{{c.char}, ironhide}
				decks := [2][]string{stack(blank[:4], []string{"Zap"}, blank), stack(blank[:3], []string{"Zap"}, blank)}
				if defends {
					teams[0], teams[1] = teams[1], teams[0]
					decks[0] = noIcons(14)
				} else {
					decks[1] = noIcons(14)
				}
				s := stdGame(t, mayAttack, teams[0], teams[1], decks[0], decks[1])
				if c.bot {
					toBot(t, s, p, shortName(c.char))
				}
				top := s.t.Top(zone(p, zDeck))
				attackWith(t, s, 0, shortName(teams[0][0]), kit.NoObj)
				if s.ask != askPick || !has(s, "pick:"+handleCode(s, top)) || !has(s, "pass") || !s.t.Identifies(p, top) || s.t.Identifies(1-p, top) {
					t.Fatalf("%s (defending %v): no choice to scrap the top card its player alone sees: %q %v", c.char, defends, s.question(), codes(s))
				}
				if scrap {
					play(t, s, "pick:")
				} else {
					play(t, s, "pass")
				}
				flipped := logHas(s, "flip Zap") || logHas(s, "flips Zap")
				if got := scrapHas(s, p, "Zap") && !flipped; got != scrap {
					t.Errorf("%s (defending %v): scrapped %v (flipped %v), want %v: %v", c.char, defends, got, flipped, scrap, logLines(s))
				}
			}
		}
	}
}

// General Optimus Prime's alt mode: "Each of your other characters has
// Bold 1 and Tough 1." Bot mode: Bold 1 and Tough 1 himself. Private
// Arcee's bot mode: "While this has a Weapon > She has Bold 1 and Tough 1."
func TestCardGeneralOptimusPrivateArceeBoldTough(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"General Optimus Prime, Infantry • Leader", "Private Arcee, Special Ops • Warrior"}, ironhide, deckOf("Combat Dagger"), blank)
	op, ar := char(t, s, 0, "General Optimus Prime"), char(t, s, 0, "Private Arcee")
	if s.stat(ar, statBold) != 1 || s.stat(ar, statTough) != 1 || s.stat(op, statBold) != 0 || s.stat(op, statTough) != 0 {
		t.Errorf("Optimus in alt mode: Arcee Bold %d Tough %d (want 1, 1), Optimus %d %d (want 0, 0)", s.stat(ar, statBold), s.stat(ar, statTough), s.stat(op, statBold), s.stat(op, statTough))
	}
	toBot(t, s, 0, "General Optimus Prime")
	toBot(t, s, 0, "Private Arcee")
	if s.stat(ar, statBold) != 0 || s.stat(op, statBold) != 1 || s.stat(op, statTough) != 1 {
		t.Errorf("both in bot mode, Arcee without a Weapon: Arcee Bold %d (want 0), Optimus Bold %d Tough %d (want 1, 1)", s.stat(ar, statBold), s.stat(op, statBold), s.stat(op, statTough))
	}
	attach(t, s, 0, "Combat Dagger", "Private Arcee")
	// Combat Dagger's own Bold 1 besides.
	if s.stat(ar, statBold) != 2 || s.stat(ar, statTough) != 1 {
		t.Errorf("Arcee with a Weapon: Bold %d Tough %d, want 2 and 1", s.stat(ar, statBold), s.stat(ar, statTough))
	}
}
