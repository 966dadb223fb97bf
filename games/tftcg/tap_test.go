package tftcg

import (
	"strings"
	"testing"

	"omnideck/kit"
)

// The Tap abilities of Waves 3 and 4 (tap.go), and a scenario per card of
// data/abilities/tap-abilities.yaml.

// useTapOf uses the Tap ability of player p's character name.
func useTapOf(t *testing.T, s *State, p int, name string) {
	t.Helper()
	play(t, s, "tap:"+handleCode(s, char(t, s, p, name)))
}

// handCount is how many cards player p holds.
func handCount(s *State, p int) int { return s.t.Count(zone(p, zHand)) }

// A Tap ability is one of the turn's actions before attacking
// (Wave-2-3.xml#116): the character is tapped, its cost paid, its effect
// done; one a turn (Wave-2-3.xml#119, #120); not once the player has
// attacked (Rules_Roundup-2019-07-29.xml#2-38); not without its cost
// (Wave-2-3.xml#121); not by a tapped character. The tapped character
// does not attack (Rules_Roundup-2019-07-29.xml#2-22).
func TestTapAbilityTurn(t *testing.T) {
	team := []string{"Raider Detour, Infantry • Demolitions", "Raider Road Hugger, Infantry • Tactics"}
	s := stdGame(t, mayAttack, team, ironhide, deckOf("Brainstorm", "Hunker Down"), blank)
	toBot(t, s, 0, "Raider Detour")
	toBot(t, s, 0, "Raider Road Hugger")
	detour := char(t, s, 0, "Raider Detour")
	if !has(s, "tap:"+handleCode(s, detour)) || !has(s, "tap:"+handleCode(s, char(t, s, 0, "Raider Road Hugger"))) {
		t.Fatalf("no Tap abilities before attacking: %v", codes(s))
	}
	hand := handCount(s, 0)
	useTapOf(t, s, 0, "Raider Detour")
	if s.ask != 0 {
		play(t, s, "pay:") // which blue card
	}
	if !s.tapped(detour) {
		t.Errorf("Detour untapped after using his Tap ability")
	}
	if n := handCount(s, 0); n != hand-1+2 {
		t.Errorf("%d cards in hand, want %d (a blue one scrapped, 2 drawn)", n, hand+1)
	}
	if has(s, "tap:") {
		t.Errorf("a second Tap ability in one turn: %v", codes(s))
	}
	if has(s, "attacker:"+handleCode(s, detour)) {
		t.Errorf("the tapped Detour may attack: %v", codes(s))
	}
	if !logHas(s, "Raider Detour, Infantry • Demolitions is tapped") {
		t.Errorf("the log does not tell of the tap: %v", logLines(s))
	}

	// Once the player has attacked, no Tap ability.
	s = stdGame(t, mayAttack, append(team, "Ironhide, Veteran Autobot"), twoBots, deckOf("Brainstorm", "Hunker Down"), blank)
	toBot(t, s, 0, "Raider Detour")
	s.setTapped(char(t, s, 1, "Ironhide"), true)
	s.setTapped(char(t, s, 1, "Red Alert"), true)
	s.optsOK = false
	attackWith(t, s, 0, "Ironhide", kit.NoObj)
	finishAttack(t, s)
	if s.active != 0 || has(s, "tap:") {
		t.Errorf("a Tap ability after attacking: %v", codes(s))
	}

	// No blue card in hand, or tapped: no Tap ability.
	s = stdGame(t, mayAttack, team, ironhide, noIcons(14), blank)
	toBot(t, s, 0, "Raider Detour")
	if has(s, "tap:") {
		t.Errorf("Detour's Tap ability offered with no blue card to scrap: %v", codes(s))
	}
	s = stdGame(t, mayAttack, team, ironhide, deckOf("Brainstorm"), blank)
	toBot(t, s, 0, "Raider Detour")
	s.setTapped(char(t, s, 0, "Raider Detour"), true)
	s.optsOK = false
	if has(s, "tap:") {
		t.Errorf("a tapped Detour's Tap ability offered: %v", codes(s))
	}
}

// The option reads on its own: the character, the cost and the effect.
func TestTapAbilityLabel(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Detour, Infantry • Demolitions"}, ironhide, deckOf("Brainstorm"), blank)
	toBot(t, s, 0, "Raider Detour")
	p := s.Actors().First()
	for _, a := range s.Legal(p, nil) {
		if c := s.ActionCode(p, a); strings.HasPrefix(c, "tap:") {
			want := "Tap Raider Detour, Infantry • Demolitions for its Tap ability (scrap a blue card from your hand): Draw 2 cards."
			if l := s.ActionLabel(p, a); l != want {
				t.Errorf("label %q, want %q", l, want)
			}
			if c != "tap:"+handleCode(s, char(t, s, 0, "Raider Detour"))+"raider-detour-infantry-demolitions" {
				t.Errorf("code %q", c)
			}
			return
		}
	}
	t.Fatalf("no Tap ability: %v", codes(s))
}

// "This has Stealth while untapped": enemies attack other characters if
// able while it is untapped, and it may be attacked once tapped.
func TestTapStealthWhileUntapped(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Detour, Infantry • Demolitions", "Ironhide, Veteran Autobot"}, ironhide, blank, blank)
	detour := char(t, s, 0, "Raider Detour")
	if !s.isStealthy(detour) {
		t.Errorf("the untapped Detour has no Stealth")
	}
	s.setTapped(detour, true)
	if s.isStealthy(detour) {
		t.Errorf("the tapped Detour has Stealth")
	}
}

// Raider Detour, Infantry • Demolitions (W3/T28), bot mode: "[TAP], Scrap
// a [BLUE] card from your hand > Draw 2 cards."
func TestCardRaiderDetour(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Detour, Infantry • Demolitions"}, ironhide, deckOf("Brainstorm"), blank)
	toBot(t, s, 0, "Raider Detour")
	hand := handCount(s, 0)
	useTapOf(t, s, 0, "Raider Detour")
	if n := handCount(s, 0); n != hand+1 || inHand(s, 0, "Brainstorm") {
		t.Errorf("hand %d (Brainstorm held %v), want %d without Brainstorm", n, inHand(s, 0, "Brainstorm"), hand+1)
	}
}

// Raider Road Hugger, Infantry • Tactics (W3/T35), bot mode: "[TAP], Scrap
// a [BLUE] card from your hand > One of your characters gets +3 [ATK]
// until end of turn." Himself too (Wave-2-3.xml#156).
func TestCardRaiderRoadHugger(t *testing.T) {
	for _, who := range []string{"Ironhide", "Raider Road Hugger"} {
		s := stdGame(t, mayAttack, []string{"Raider Road Hugger, Infantry • Tactics", "Ironhide, Veteran Autobot"}, ironhide, deckOf("Brainstorm"), blank)
		toBot(t, s, 0, "Raider Road Hugger")
		id := char(t, s, 0, who)
		before := s.attackOf(id)
		useTapOf(t, s, 0, "Raider Road Hugger")
		pickChar(t, s, id)
		if a := s.attackOf(id); a != before+3 {
			t.Errorf("%s Attack %d, want %d", who, a, before+3)
		}
	}
}

// Private Top Shot, Artillery • Patrol Leader (W3/T22), bot mode: "[TAP],
// Scrap a [ORANGE] card from your hand > Draw 2 cards, then put a card from
// your hand on top of your deck."
func TestCardPrivateTopShot(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Private Top Shot, Artillery • Patrol Leader"}, ironhide, stack(noIcons(3), []string{"Zap", "Data Pad", "Bombing Run"}, blank), blank)
	toBot(t, s, 0, "Private Top Shot")
	hand := handCount(s, 0)
	useTapOf(t, s, 0, "Private Top Shot")
	if s.ask == 0 {
		t.Fatalf("no card asked for the top of the deck")
	}
	play(t, s, "pick:"+handleCode(s, handCard(t, s, 0, "Bombing Run")))
	if n := handCount(s, 0); n != hand {
		t.Errorf("hand %d, want %d (Zap scrapped, 2 drawn, 1 put back)", n, hand)
	}
	if top := s.card(s.t.Top(zone(0, zDeck))).Name; top != "Bombing Run" {
		t.Errorf("top of the deck %s, want Bombing Run", top)
	}
}

// Raider Ravage, Espionage • Saboteur (W3/T34), bot mode: "[TAP] > Do 1
// damage to an enemy. If that enemy has 4 [DEF] or more, do 2 damage to it
// instead." Demolisher has 4 Defense in bot mode, 3 in alt mode.
func TestCardRaiderRavage(t *testing.T) {
	for _, c := range []struct {
		mode string
		want int
	}{{ModeBot, 2}, {ModeAlt, 1}} {
		s := stdGame(t, mayAttack, []string{"Raider Ravage, Espionage • Saboteur"}, []string{"Demolisher, Devoted Decepticon"}, noIcons(14), blank)
		toBot(t, s, 0, "Raider Ravage")
		dem := char(t, s, 1, "Demolisher")
		if c.mode == ModeBot {
			toBot(t, s, 1, "Demolisher")
		}
		useTapOf(t, s, 0, "Raider Ravage")
		if d := s.damage(dem); d != c.want {
			t.Errorf("Demolisher in %s mode (DEF %d): %d damage, want %d", c.mode, s.defenseOf(dem), d, c.want)
		}
	}
}

// answer plays the first option of the player deciding whose code holds
// part.
func answer(t *testing.T, s *State, part string) {
	t.Helper()
	for _, c := range codes(s) {
		if strings.Contains(c, part) {
			play(t, s, c)
			return
		}
	}
	t.Fatalf("no option with %q: %v", part, codes(s))
}

// settleAll answers every question left with its first option, until the
// active player's turn asks again.
func settleAll(t *testing.T, s *State) {
	t.Helper()
	for i := 0; i < 20 && s.ask != 0; i++ {
		play(t, s, "")
	}
}

// Private Flak, Artillery • Tactics (W3/T14), bot mode: "⤿, Scrap a
// [ORANGE] card from your hand > You may play an Upgrade."
func TestCardPrivateFlak(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Private Flak, Artillery • Tactics"}, ironhide, deckOf("Zap", "Armored Plating"), blank)
	toBot(t, s, 0, "Private Flak")
	useTapOf(t, s, 0, "Private Flak")
	answer(t, s, "armored-plating")
	settleAll(t, s)
	if s.upgrades(char(t, s, 0, "Private Flak")) != 1 || inHand(s, 0, "Zap") {
		t.Errorf("Flak has %d Upgrades (Zap in hand %v), want Armored Plating on him and Zap scrapped: %v", s.upgrades(char(t, s, 0, "Private Flak")), inHand(s, 0, "Zap"), logLines(s))
	}
}

// Private Mudslinger, Special Ops • Infiltration (W3/T16), bot mode: "⤿,
// Scrap a [BLACK] card from your hand > Move 1 damage counter from one of
// your characters to an enemy."
func TestCardPrivateMudslinger(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Private Mudslinger, Special Ops • Infiltration", "Ironhide, Veteran Autobot"}, ironhide, deckOf("Calculated Strike"), blank)
	toBot(t, s, 0, "Private Mudslinger")
	ih := char(t, s, 0, "Ironhide")
	s.obj(ih).Counters[cDamage] = 2
	useTapOf(t, s, 0, "Private Mudslinger")
	settleAll(t, s)
	if s.damage(ih) != 1 || s.damage(char(t, s, 1, "Ironhide")) != 1 {
		t.Errorf("damage: ours %d, the enemy's %d, want 1 and 1: %v", s.damage(ih), s.damage(char(t, s, 1, "Ironhide")), logLines(s))
	}
}

// Private Red Heat, Infantry • Emergency Response (W3/T19), bot mode: "⤿,
// Scrap a [W] Card from your hand > Choose 2 of your characters and swap
// all their upgrades."
func TestCardPrivateRedHeat(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Private Red Heat, Infantry • Emergency Response", "Ironhide, Veteran Autobot"}, ironhide, deckOf("Backup Plan", "Armored Plating"), blank)
	toBot(t, s, 0, "Private Red Heat")
	attach(t, s, 0, "Armored Plating", "Ironhide")
	useTapOf(t, s, 0, "Private Red Heat")
	settleAll(t, s)
	if s.upgrades(char(t, s, 0, "Private Red Heat")) != 1 || s.upgrades(char(t, s, 0, "Ironhide")) != 0 {
		t.Errorf("Armored Plating did not move to Red Heat: %v", logLines(s))
	}
}

// Private Stakeout, Infantry • Communications (W3/T21), bot mode: "[TAP],
// Scrap a [WHITE] card from your hand > Flip one of your characters to its
// other mode."
func TestCardPrivateStakeout(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Private Stakeout, Infantry • Communications", "Ironhide, Veteran Autobot"}, ironhide, deckOf("Backup Plan"), blank)
	toBot(t, s, 0, "Private Stakeout")
	ih := char(t, s, 0, "Ironhide")
	useTapOf(t, s, 0, "Private Stakeout")
	pickChar(t, s, ih)
	if s.mode(ih).Mode != ModeBot {
		t.Errorf("Ironhide in %s mode, want bot", s.mode(ih).Mode)
	}
}

// Private Tote, Special Ops • Infiltration (W3/T23), bot mode: "[TAP],
// Scrap A [Black] card from your hand > Untap one of your characters that
// has 6 [STARS] or fewer." Not Inferno (12 stars).
func TestCardPrivateTote(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Private Tote, Special Ops • Infiltration", "Ironhide, Veteran Autobot", "Inferno, Fearless Firefighter"}, ironhide, deckOf("Calculated Strike"), blank)
	toBot(t, s, 0, "Private Tote")
	ih, inf := char(t, s, 0, "Ironhide"), char(t, s, 0, "Inferno")
	s.setTapped(ih, true)
	s.setTapped(inf, true)
	s.optsOK = false
	useTapOf(t, s, 0, "Private Tote")
	if has(s, "pick:"+handleCode(s, inf)) {
		t.Errorf("Inferno (12 stars) offered: %v", codes(s))
	}
	pickChar(t, s, ih)
	if s.tapped(ih) || !s.tapped(inf) {
		t.Errorf("Ironhide tapped %v, Inferno tapped %v; want Ironhide untapped", s.tapped(ih), s.tapped(inf))
	}
}

// Raider Storm Cloud, Infantry • Electronic Warfare (W3/T38), bot mode:
// "[TAP], Scrap 3 [GREEN] cards from your hand > One of your characters get
// Bold 3 until end of turn. If the 3 scrapped cards have the same name,
// instead that character gets Bold 6 until end of turn."
func TestCardRaiderStormCloud(t *testing.T) {
	for _, c := range []struct {
		hand []string
		bold int
	}{{[]string{"Cornered!", "Cornered!", "Cornered!"}, 6}, {[]string{"Cornered!", "Tech Research", "Cornered!"}, 3}} {
		s := stdGame(t, mayAttack, []string{"Raider Storm Cloud, Infantry • Electronic Warfare"}, ironhide, deckOf(c.hand...), blank)
		toBot(t, s, 0, "Raider Storm Cloud")
		useTapOf(t, s, 0, "Raider Storm Cloud")
		settleAll(t, s)
		if b := s.stat(char(t, s, 0, "Raider Storm Cloud"), statBold); b != c.bold {
			t.Errorf("scrapping %v: Bold %d, want %d", c.hand, b, c.bold)
		}
	}
	// Fewer than 3 green cards: no Tap ability.
	s := stdGame(t, mayAttack, []string{"Raider Storm Cloud, Infantry • Electronic Warfare"}, ironhide, deckOf("Cornered!", "Cornered!"), blank)
	toBot(t, s, 0, "Raider Storm Cloud")
	if has(s, "tap:") {
		t.Errorf("the Tap ability offered with 2 green cards: %v", codes(s))
	}
}

// Raider Visper, Infantry • Patrol Leader (W3/T40), bot mode: "[TAP], Scrap
// 3 [GREEN] cards from your hand > Your opponent chooses 3 cards from their
// hand and scraps them. If the 3 cards you scrapped have the same name as
// each other, draw 3 cards."
func TestCardRaiderVisper(t *testing.T) {
	for _, c := range []struct {
		hand []string
		draw int
	}{{[]string{"Cornered!", "Cornered!", "Cornered!"}, 3}, {[]string{"Cornered!", "Tech Research", "Cornered!"}, 0}} {
		s := stdGame(t, mayAttack, []string{"Raider Visper, Infantry • Patrol Leader"}, ironhide, deckOf(c.hand...), noIcons(14))
		toBot(t, s, 0, "Raider Visper")
		useTapOf(t, s, 0, "Raider Visper")
		settleAll(t, s)
		if n := handCount(s, 1); n != 0 {
			t.Errorf("scrapping %v: the opponent holds %d cards, want 0", c.hand, n)
		}
		if n := handCount(s, 0); n != 1+c.draw {
			t.Errorf("scrapping %v: %d cards in hand, want %d", c.hand, n, 1+c.draw)
		}
	}
}

// Private Fixit, Rescue Patrol • Medic (W4/T17), bot mode: "[TAP], Scrap a
// [WHITE] card from your hand > Each player scraps their hand and draws 4
// cards." 4 each, whatever each held (Wave-4.xml#25).
func TestCardPrivateFixit(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Private Fixit, Rescue Patrol • Medic"}, ironhide, deckOf("Backup Plan"), noIcons(14))
	toBot(t, s, 0, "Private Fixit")
	s.scrap(s.t.Zones[zone(1, zHand)].Cards[0])
	useTapOf(t, s, 0, "Private Fixit")
	settleAll(t, s)
	if handCount(s, 0) != 4 || handCount(s, 1) != 4 {
		t.Errorf("hands %d and %d, want 4 and 4", handCount(s, 0), handCount(s, 1))
	}
}

// Private Highjump, Off-Road Patrol • Infiltration (W4/T19), bot mode:
// "[TAP], Scrap a [BLACK] card and another card from your hand > Draw 2
// cards." Not with the black card alone.
func TestCardPrivateHighjump(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Private Highjump, Off-Road Patrol • Infiltration"}, ironhide, deckOf("Calculated Strike"), blank)
	toBot(t, s, 0, "Private Highjump")
	useTapOf(t, s, 0, "Private Highjump")
	settleAll(t, s)
	if n := handCount(s, 0); n != 4 || inHand(s, 0, "Calculated Strike") || s.t.Count(zone(0, zScrap)) != 2 {
		t.Errorf("hand %d, scrap pile %d: want 4 and 2 (the black card and another)", n, s.t.Count(zone(0, zScrap)))
	}
	s = stdGame(t, mayAttack, []string{"Private Highjump, Off-Road Patrol • Infiltration"}, ironhide, deckOf("Calculated Strike"), blank)
	toBot(t, s, 0, "Private Highjump")
	for handCount(s, 0) > 1 {
		s.scrap(handCard(t, s, 0, "Medic!"))
	}
	s.optsOK = false
	if has(s, "tap:") {
		t.Errorf("the Tap ability offered with only the black card in hand: %v", codes(s))
	}
}

// Private Powertrain, Off-Road Patrol • Patrol Leader (W4/T21), alt mode:
// "Each of your Off-Road Patrols has Bold 1", himself too; bot mode: "This
// has +1 [ATK] and +1 [DEF] for each Off-Road Patrol in your KO area."
func TestCardPrivatePowertrain(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Private Powertrain, Off-Road Patrol • Patrol Leader", "Private Highjump, Off-Road Patrol • Infiltration", "Ironhide, Veteran Autobot"}, ironhide, blank, blank)
	pt := char(t, s, 0, "Private Powertrain")
	for name, want := range map[string]int{"Private Powertrain": 1, "Private Highjump": 1, "Ironhide": 0} {
		if b := s.stat(char(t, s, 0, name), statBold); b != want {
			t.Errorf("%s Bold %d, want %d", name, b, want)
		}
	}
	toBot(t, s, 0, "Private Powertrain")
	a, d := s.stat(pt, statAttack), s.stat(pt, statDefense)
	koed(t, s, 0, "Private Highjump", ModeAlt)
	koed(t, s, 0, "Ironhide", ModeAlt)
	if s.stat(pt, statAttack) != a+1 || s.stat(pt, statDefense) != d+1 {
		t.Errorf("one Off-Road Patrol KO'd: ATK %d DEF %d, want %d and %d", s.stat(pt, statAttack), s.stat(pt, statDefense), a+1, d+1)
	}
}

// The Patrols' bot modes (W4/T22 Seawatch, W4/T25 Sunrunner, W4/T29
// Blackjack, W4/T41 Tailwind): "This has +1 [ATK] and +1 [DEF] for each
// <Patrol> in your KO area."
func TestCardPatrolCounts(t *testing.T) {
	for _, c := range []struct{ leader, other string }{
		{"Private Seawatch, Rescue Patrol • Search & Rescue", "Private Fixit, Rescue Patrol • Medic"},
		{"Private Sunrunner, Battle Patrol • Air Defense", "Private Sidetrack, Battle Patrol • Demolitions"},
		{"Raider Blackjack, Sports Card Patrol • Patrol Leader", "Raider Hyperdrive, Sports Card Patrol • Demolitions"},
		{"Raider Tailwind, Air Strike Patrol • Strategist", "Raider Nightflight, Air Strike Patrol • Spy"},
	} {
		s := stdGame(t, mayAttack, []string{c.leader, c.other, "Ironhide, Veteran Autobot"}, ironhide, blank, blank)
		name := strings.Split(c.leader, ",")[0]
		toBot(t, s, 0, name)
		id := char(t, s, 0, name)
		a, d := s.stat(id, statAttack), s.stat(id, statDefense)
		koed(t, s, 0, "Ironhide", ModeAlt)
		if s.stat(id, statAttack) != a || s.stat(id, statDefense) != d {
			t.Errorf("%s: Ironhide KO'd raises it", name)
		}
		koed(t, s, 0, strings.Split(c.other, ",")[0], ModeBot)
		if s.stat(id, statAttack) != a+1 || s.stat(id, statDefense) != d+1 {
			t.Errorf("%s: ATK %d DEF %d with a Patrol KO'd, want %d and %d", name, s.stat(id, statAttack), s.stat(id, statDefense), a+1, d+1)
		}
	}
}

// Private Sidetrack, Battle Patrol • Demolitions (W4/T23), bot mode:
// "[TAP], Scrap a [ORANGE] card from your hand > Scrap the top 4 cards of
// your deck. Put all Upgrades scrapped from your deck this way into your
// hand."
func TestCardPrivateSidetrack(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Private Sidetrack, Battle Patrol • Demolitions"}, ironhide, stack([]string{"Zap"}, noIcons(3), []string{"Armored Plating", "Plasma Burst", "Data Pad", "Medic!"}, blank), blank)
	toBot(t, s, 0, "Private Sidetrack")
	useTapOf(t, s, 0, "Private Sidetrack")
	settleAll(t, s)
	if !inHand(s, 0, "Armored Plating") || !inHand(s, 0, "Data Pad") || handCount(s, 0) != 5 {
		t.Errorf("hand %d, want 3 and the 2 Upgrades milled: %v", handCount(s, 0), logLines(s))
	}
}

// Private Sunrunner, Battle Patrol • Air Defense (W4/T25), alt mode: "When
// one of your Battle Patrols become tapped > Do 1 damage to a tapped
// enemy." By a Tap ability (Sidetrack's) or an attack (Sunrunner's own);
// not when another character taps.
func TestCardPrivateSunrunner(t *testing.T) {
	team := []string{"Private Sunrunner, Battle Patrol • Air Defense", "Private Sidetrack, Battle Patrol • Demolitions", "Ironhide, Veteran Autobot"}
	s := stdGame(t, mayAttack, team, twoBots, deckOf("Zap"), blank)
	toBot(t, s, 0, "Private Sidetrack")
	ih, ra := char(t, s, 1, "Ironhide"), char(t, s, 1, "Red Alert")
	s.setTapped(ih, true)
	s.optsOK = false
	useTapOf(t, s, 0, "Private Sidetrack")
	settleAll(t, s)
	if s.damage(ih) != 1 || s.damage(ra) != 0 {
		t.Errorf("Sidetrack tapped: the tapped enemy %d damage, the untapped %d; want 1 and 0: %v", s.damage(ih), s.damage(ra), logLines(s))
	}
	s = stdGame(t, mayAttack, team, twoBots, noIcons(14), noIcons(14))
	ih = char(t, s, 1, "Ironhide")
	s.setTapped(ih, true)
	s.optsOK = false
	attackWith(t, s, 0, "Ironhide", ih)
	finishAttack(t, s)
	if logHas(s, "Air Defense's ability") {
		t.Errorf("Ironhide's attack set off Sunrunner: %v", logLines(s))
	}
}

// Raider Blackjack, Sports Card Patrol • Patrol Leader (W4/T29), alt mode:
// "When one of your Sports Car Patrols becomes untapped > Repair 1 damage
// from it." Not Ironhide.
func TestCardRaiderBlackjack(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Blackjack, Sports Card Patrol • Patrol Leader", "Raider Hyperdrive, Sports Card Patrol • Demolitions", "Ironhide, Veteran Autobot"}, ironhide, blank, blank)
	hd, ih := char(t, s, 0, "Raider Hyperdrive"), char(t, s, 0, "Ironhide")
	for _, id := range []kit.ObjID{hd, ih} {
		s.obj(id).Counters[cDamage] = 2
		s.setTapped(id, true)
	}
	s.setTapped(hd, false)
	s.setTapped(ih, false)
	s.optsOK = false
	s.settle()
	if s.damage(hd) != 1 || s.damage(ih) != 2 {
		t.Errorf("untapped: Hyperdrive %d damage, Ironhide %d; want 1 and 2", s.damage(hd), s.damage(ih))
	}
}

// Raider Hyperdrive, Sports Card Patrol • Demolitions (W4/T32), bot mode:
// "[TAP], Scrap a [BLUE] card from your hand > Draw 3 cards. Then scrap 2
// cards from your hand."
func TestCardRaiderHyperdrive(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Hyperdrive, Sports Card Patrol • Demolitions"}, ironhide, stack([]string{"Brainstorm"}, noIcons(3), []string{"Zap", "Data Pad", "Armored Plating"}, blank), blank)
	toBot(t, s, 0, "Raider Hyperdrive")
	useTapOf(t, s, 0, "Raider Hyperdrive")
	answer(t, s, "plasma-burst")
	answer(t, s, "plasma-burst")
	if n := handCount(s, 0); n != 4 || !inHand(s, 0, "Zap") || s.t.Count(zone(0, zScrap)) != 3 {
		t.Errorf("hand %d, scrap pile %d; want 4 and 3", n, s.t.Count(zone(0, zScrap)))
	}
}

// Raider Nightflight, Air Strike Patrol • Spy (W4/T35), bot mode: "[TAP],
// Scrap 3 [GREEN] cards from your hand > Your opponent chooses one of their
// characters and does 3 damage to it. If your 3 scrapped cards have the
// same name, repair 3 damage from one of your characters."
func TestCardRaiderNightflight(t *testing.T) {
	for _, c := range []struct {
		hand []string
		left int
	}{{[]string{"Cornered!", "Cornered!", "Cornered!"}, 1}, {[]string{"Cornered!", "Tech Research", "Cornered!"}, 4}} {
		s := stdGame(t, mayAttack, []string{"Raider Nightflight, Air Strike Patrol • Spy"}, ironhide, deckOf(c.hand...), blank)
		nf := char(t, s, 0, "Raider Nightflight")
		toBot(t, s, 0, "Raider Nightflight")
		s.obj(nf).Counters[cDamage] = 4
		useTapOf(t, s, 0, "Raider Nightflight")
		settleAll(t, s)
		if s.damage(char(t, s, 1, "Ironhide")) != 3 || s.damage(nf) != c.left {
			t.Errorf("scrapping %v: Ironhide %d damage, Nightflight %d; want 3 and %d", c.hand, s.damage(char(t, s, 1, "Ironhide")), s.damage(nf), c.left)
		}
	}
}

// Raider Ratbat, Spy Patrol • Fuel Scout (W4/T37), bot mode: "[TAP] >
// Reveal the top card of your deck. Repair 1 damage from each of your
// characters for each different color among that card's battle icons."
// Roll Out! has orange and blue.
func TestCardRaiderRatbatBot(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Ratbat, Spy Patrol • Fuel Scout", "Ironhide, Veteran Autobot"}, ironhide, stack(noIcons(4), []string{"Roll Out!"}, blank), blank)
	toBot(t, s, 0, "Raider Ratbat")
	ih := char(t, s, 0, "Ironhide")
	s.obj(ih).Counters[cDamage] = 3
	useTapOf(t, s, 0, "Raider Ratbat")
	settleAll(t, s)
	if s.damage(ih) != 1 {
		t.Errorf("Ironhide %d damage, want 1 (2 colours): %v", s.damage(ih), logLines(s))
	}
}

// Raider Ratbat's alt mode: "Revenge > Choose a battle icon color. Then look
// at your opponent's hand and scrap a card from it that has a battle icon
// of that color."
func TestCardRaiderRatbatAlt(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Ratbat, Spy Patrol • Fuel Scout", "Ironhide, Veteran Autobot"}, ironhide, blank, deckOf("Zap", "Brainstorm"))
	s.ko(char(t, s, 0, "Raider Ratbat"))
	s.optsOK = false
	s.settle()
	answer(t, s, "mode:orange")
	settleAll(t, s)
	if inHand(s, 1, "Zap") || !inHand(s, 1, "Brainstorm") {
		t.Errorf("orange chosen: Zap held %v, Brainstorm %v; want Zap scrapped", inHand(s, 1, "Zap"), inHand(s, 1, "Brainstorm"))
	}
}

// Raider Rumble, Spy Patrol • Demolitions (W4/T38), bot mode: "[TAP] >
// Return an Upgrade on a character to its owner's hand"; alt mode: "Revenge
// > Do 2 damage to an enemy."
func TestCardRaiderRumble(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Rumble, Spy Patrol • Demolitions", "Ironhide, Veteran Autobot"}, ironhide, blank, deckOf("Armored Plating"))
	toBot(t, s, 0, "Raider Rumble")
	attach(t, s, 1, "Armored Plating", "Ironhide")
	useTapOf(t, s, 0, "Raider Rumble")
	settleAll(t, s)
	if !inHand(s, 1, "Armored Plating") {
		t.Errorf("Armored Plating not back in its owner's hand: %v", logLines(s))
	}
	s = stdGame(t, mayAttack, []string{"Raider Rumble, Spy Patrol • Demolitions", "Ironhide, Veteran Autobot"}, ironhide, blank, blank)
	s.ko(char(t, s, 0, "Raider Rumble"))
	s.optsOK = false
	s.settle()
	if d := s.damage(char(t, s, 1, "Ironhide")); d != 2 {
		t.Errorf("Rumble KO'd: the enemy %d damage, want 2", d)
	}
}

// Micro Capacitor (W3/040): "When you use the upgraded character's [TAP]
// ability > Untap that character and scrap this card." Once the ability is
// done; only on the character whose ability is used
// (Rules_Roundup-2019-06-28.xml#628-21).
func TestCardMicroCapacitor(t *testing.T) {
	team := []string{"Raider Detour, Infantry • Demolitions", "Raider Road Hugger, Infantry • Tactics"}
	s := stdGame(t, mayAttack, team, ironhide, deckOf("Brainstorm", "Micro Capacitor"), blank)
	toBot(t, s, 0, "Raider Detour")
	mc := attach(t, s, 0, "Micro Capacitor", "Raider Detour")
	useTapOf(t, s, 0, "Raider Detour")
	settleAll(t, s)
	if s.tapped(char(t, s, 0, "Raider Detour")) || !inZone(s, mc, 0, zScrap) {
		t.Errorf("Detour tapped %v, Micro Capacitor scrapped %v; want untapped and scrapped", s.tapped(char(t, s, 0, "Raider Detour")), inZone(s, mc, 0, zScrap))
	}
	if has(s, "tap:") {
		t.Errorf("a second Tap ability after Micro Capacitor: %v", codes(s))
	}
	s = stdGame(t, mayAttack, team, ironhide, deckOf("Brainstorm", "Micro Capacitor"), blank)
	toBot(t, s, 0, "Raider Detour")
	mc = attach(t, s, 0, "Micro Capacitor", "Raider Road Hugger")
	useTapOf(t, s, 0, "Raider Detour")
	settleAll(t, s)
	if !s.tapped(char(t, s, 0, "Raider Detour")) || inZone(s, mc, 0, zScrap) {
		t.Errorf("Micro Capacitor on Road Hugger answered Detour's Tap ability")
	}
}

// Immersed In Shadow (W4/029): "The upgraded character has Stealth while
// untapped."
func TestCardImmersedInShadow(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Immersed In Shadow"), blank)
	ih := char(t, s, 0, "Ironhide")
	attach(t, s, 0, "Immersed In Shadow", "Ironhide")
	if !s.isStealthy(ih) || s.isStealthy(char(t, s, 0, "Red Alert")) {
		t.Errorf("untapped: Ironhide stealthy %v, Red Alert %v; want true, false", s.isStealthy(ih), s.isStealthy(char(t, s, 0, "Red Alert")))
	}
	s.setTapped(ih, true)
	if s.isStealthy(ih) {
		t.Errorf("the tapped Ironhide has Stealth")
	}
}

// "This has Stealth while untapped" on each alt mode that prints it.
func TestTapStealthCards(t *testing.T) {
	names := []string{"Private Flak", "Private Mudslinger", "Private Red Heat", "Private Stakeout", "Private Top Shot",
		"Private Tote", "Raider Detour", "Raider Road Hugger", "Raider Storm Cloud", "Raider Visper", "Private Fixit",
		"Private Highjump", "Private Powertrain", "Private Sidetrack", "Private Sunrunner", "Raider Blackjack",
		"Raider Hyperdrive", "Raider Nightflight"}
	g := mustGame(t)
	for _, name := range names {
		var full string
		for _, c := range g.set.Cards() {
			if c.Name == name && c.isCharacter() {
				full = c.FullName()
			}
		}
		s := stdGame(t, mayAttack, []string{full, "Ironhide, Veteran Autobot"}, ironhide, blank, blank)
		id := char(t, s, 0, name)
		if !s.isStealthy(id) {
			t.Errorf("%s untapped in alt mode has no Stealth", name)
		}
		s.setTapped(id, true)
		if s.isStealthy(id) {
			t.Errorf("%s tapped has Stealth", name)
		}
		s.setTapped(id, false)
		toBot(t, s, 0, name)
		if s.isStealthy(id) {
			t.Errorf("%s in bot mode has Stealth", name)
		}
	}
}

// TestTapConformance plays games with the characters of Tap abilities and
// the Patrols, and the battle cards of Waves 3 and 4 in force, through
// every legal move, with enginetest's checks.
func TestTapConformance(t *testing.T) {
	g := mustGame(t)
	var battle []string
	for _, c := range g.set.Cards() {
		if (c.Set == "Wave 3" || c.Set == "Wave 4") && c.isBattle() && len(c.Abilities) > 0 {
			battle = append(battle, c.ID, c.ID)
		}
	}
	teams := [][]string{
		{"Raider Detour, Infantry • Demolitions", "Raider Road Hugger, Infantry • Tactics", "Raider Ravage, Espionage • Saboteur", "Raider Storm Cloud, Infantry • Electronic Warfare"},
		{"Private Flak, Artillery • Tactics", "Private Mudslinger, Special Ops • Infiltration", "Private Red Heat, Infantry • Emergency Response", "Private Stakeout, Infantry • Communications"},
		{"Private Top Shot, Artillery • Patrol Leader", "Private Tote, Special Ops • Infiltration", "Raider Visper, Infantry • Patrol Leader", "Private Fixit, Rescue Patrol • Medic"},
		{"Private Highjump, Off-Road Patrol • Infiltration", "Private Powertrain, Off-Road Patrol • Patrol Leader", "Private Seawatch, Rescue Patrol • Search & Rescue"},
		{"Private Sidetrack, Battle Patrol • Demolitions", "Private Sunrunner, Battle Patrol • Air Defense", "Ironhide, Veteran Autobot"},
		{"Raider Blackjack, Sports Card Patrol • Patrol Leader", "Raider Hyperdrive, Sports Card Patrol • Demolitions", "Raider Nightflight, Air Strike Patrol • Spy"},
		{"Raider Ratbat, Spy Patrol • Fuel Scout", "Raider Rumble, Spy Patrol • Demolitions", "Raider Tailwind, Air Strike Patrol • Strategist"},
	}
	runTeams(t, g, teams, battle)
}

// Private Seawatch, Rescue Patrol • Search & Rescue (W4/T22), alt mode:
// "When one of your Rescue Patrols battles and you flip at least
// [WHITE][WHITE] > Flip 3 more battle cards." Not with one white icon.
func TestCardPrivateSeawatch(t *testing.T) {
	for _, c := range []struct {
		flips   []string
		flipped int
	}{{[]string{"Backup Plan", "Backup Plan"}, 2 + 2 + 3}, {[]string{"Backup Plan", "Plasma Burst"}, 2 + 2}} {
		s := stdGame(t, mayAttack, []string{"Private Seawatch, Rescue Patrol • Search & Rescue", "Private Fixit, Rescue Patrol • Medic"}, ironhide, stack(noIcons(4), c.flips, noIcons(14)), noIcons(14))
		toBot(t, s, 0, "Private Fixit")
		attackWith(t, s, 0, "Private Fixit", kit.NoObj)
		finishAttack(t, s)
		if n := s.t.Count(zone(0, zScrap)); n != c.flipped {
			t.Errorf("flipping %v: %d cards flipped, want %d: %v", c.flips, n, c.flipped, logLines(s))
		}
	}
}

// Raider Tailwind, Air Strike Patrol • Strategist (W4/T41), alt mode: "When
// one of your Air Strike Patrols battles and you flip at least [GREEN] > It
// gets +2 [ATK] and +1 [DEF] until end of battle." Not without a green
// icon, nor for a character of another Patrol.
func TestCardRaiderTailwind(t *testing.T) {
	for _, c := range []struct {
		att   string
		flips []string
		boost bool
	}{{"Raider Nightflight", []string{"Cornered!", "Plasma Burst"}, true}, {"Raider Nightflight", []string{"Plasma Burst", "Plasma Burst"}, false},
		{"Ironhide", []string{"Cornered!", "Plasma Burst"}, false}} {
		s := stdGame(t, mayAttack, []string{"Raider Tailwind, Air Strike Patrol • Strategist", "Raider Nightflight, Air Strike Patrol • Spy", "Ironhide, Veteran Autobot"}, ironhide, stack(noIcons(4), c.flips, noIcons(14)), noIcons(14))
		toBot(t, s, 0, c.att)
		attackWith(t, s, 0, c.att, kit.NoObj)
		finishAttack(t, s)
		if got := logHas(s, "gets +2 Attack, +1 Defense"); got != c.boost {
			t.Errorf("%s flipping %v: boosted %v, want %v: %v", c.att, c.flips, got, c.boost, logLines(s))
		}
	}
}

// A position keeps whether the turn's Tap ability was used ("done":
// ["tap"]): read, none is offered; written, it is kept.
func TestTapPosition(t *testing.T) {
	pos := `{"turn": 4, "active": 0, "done": ["tap"], "players": [
	 {"battlefield": [{"card": "Raider Detour, Infantry • Demolitions", "mode": "bot"}, "Ironhide, Veteran Autobot"],
	  "hand": ["Brainstorm", "Zap"], "deck": ["Armored Plating", "Data Pad"]},
	 {"battlefield": ["Red Alert, Security Chief"], "deck": ["Zap", "Data Pad"]}]}`
	s := fromPosition(t, pos)
	if has(s, "tap:") {
		t.Errorf("a Tap ability offered after the turn's one: %v", codes(s))
	}
	raw, err := s.Position()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(raw), `"tap"`) {
		t.Errorf("the position written forgets the Tap ability used: %s", raw)
	}
	s = fromPosition(t, strings.Replace(pos, `"done": ["tap"], `, "", 1))
	if !has(s, "tap:") {
		t.Errorf("no Tap ability in a turn where none was used: %v", codes(s))
	}
}

// bestCode is the code of the deciding player's option the hints judge
// best.
func bestCode(s *State) string {
	p := s.Actors().First()
	best, code := -1e9, ""
	for _, a := range s.Legal(p, nil) {
		if h := s.Hint(p, a); h > best {
			best, code = h, s.ActionCode(p, a)
		}
	}
	return code
}

// The heuristic agent uses a Tap ability worth it before attacking, and
// not one whose character is its side's best attacker when the effect
// is worth less than that attack; a flip to a mode with a Tap ability it
// can use counts the ability.
func TestTapHints(t *testing.T) {
	s := stdGame(t, nil, []string{"Raider Detour, Infantry • Demolitions", "Ironhide, Veteran Autobot"}, twoBots, deckOf("Brainstorm"), blank)
	toBot(t, s, 0, "Raider Detour")
	if c := bestCode(s); !strings.HasPrefix(c, "tap:") {
		t.Errorf("Detour's draw 2 for a blue card: best option %s, want the Tap ability: %v", c, codes(s))
	}
	// Mudslinger moves a damage counter to an enemy: chosen first.
	s = stdGame(t, nil, []string{"Private Mudslinger, Special Ops • Infiltration", "Ironhide, Veteran Autobot"}, twoBots, deckOf("Calculated Strike"), blank)
	toBot(t, s, 0, "Private Mudslinger")
	s.obj(char(t, s, 0, "Ironhide")).Counters[cDamage] = 2
	if c := bestCode(s); !strings.HasPrefix(c, "tap:") {
		t.Errorf("Mudslinger with a damaged ally: best option %s, want the Tap ability", c)
	}
	// Ravage chooses the enemy first, then its damage.
	s = stdGame(t, nil, []string{"Raider Ravage, Espionage • Saboteur", "Ironhide, Veteran Autobot"}, twoBots, noIcons(14), blank)
	toBot(t, s, 0, "Raider Ravage")
	if c := bestCode(s); !strings.HasPrefix(c, "tap:") {
		t.Errorf("Ravage: best option %s, want the Tap ability", c)
	}
	// Flipping Detour to bot mode is worth his Tap ability, with a blue
	// card in hand.
	with := stdGame(t, nil, []string{"Raider Detour, Infantry • Demolitions", "Ironhide, Veteran Autobot"}, twoBots, deckOf("Brainstorm"), blank)
	without := stdGame(t, nil, []string{"Raider Detour, Infantry • Demolitions", "Ironhide, Veteran Autobot"}, twoBots, noIcons(14), blank)
	if a, b := with.flipTapValue(0, char(t, with, 0, "Raider Detour"), 1), without.flipTapValue(0, char(t, without, 0, "Raider Detour"), 1); a <= 0 || b != 0 {
		t.Errorf("flipping Detour to bot mode: Tap ability worth %.2f with a blue card, %.2f without; want more than 0, and 0", a, b)
	}
}
