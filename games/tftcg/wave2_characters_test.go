package tftcg

import (
	"strconv"
	"strings"
	"testing"

	"omnideck/kit"
)

// A scenario per Wave 2 character of data/abilities/wave2-characters.yaml:
// the printed text happening in a standard game, played through the
// game's options; where the text has a condition, not happening when the
// condition fails; where it offers a choice, each choice doing what it
// says. The decks are stacked (player 1's first 4 cards are the hand,
// player 2's first 3): Plasma Burst has no icons, Data Pad one white,
// Flamethrower one orange, Armored Plating one blue, Roll Out! an orange
// and a blue, Rest And Relaxation a green.

// mayAttack lets a player end a turn without attacking, so that tests
// can pass the turn.
var mayAttack = map[string]string{OptAttack: "may"}

// koed puts player p's character name in p's KO area with its Health in
// damage counters, as a KO leaves it, in mode (alt, bot).
func koed(t *testing.T, s *State, p int, name, mode string) kit.ObjID {
	t.Helper()
	id := char(t, s, p, name)
	s.t.Place(id, zone(p, zKO), -1, kit.FaceUp)
	s.obj(id).Counters[cDamage] = int16(s.card(id).Health)
	s.obj(id).Counters[cMode] = int16(s.card(id).modeIndex(mode))
	s.optsOK = false
	return id
}

// flipIt makes the turn's flip of player p's character name, to mode
// (alt, bot, alt2) for a triple changer.
func flipIt(t *testing.T, s *State, p int, name, mode string) {
	t.Helper()
	id := char(t, s, p, name)
	code := "flip:" + handleCode(s, id)
	if len(s.card(id).Modes) == 3 {
		for _, c := range codes(s) {
			if strings.HasPrefix(c, code) && strings.HasSuffix(c, ":"+mode) {
				play(t, s, c)
				return
			}
		}
		t.Fatalf("no flip of %s to %s: %v", name, mode, codes(s))
	}
	play(t, s, code)
}

// pickChar answers a question with character id.
func pickChar(t *testing.T, s *State, id kit.ObjID) {
	t.Helper()
	play(t, s, "pick:"+handleCode(s, id))
}

// passTurn ends the turn of the player whose turn it is (the game needs
// attack=may).
func passTurn(t *testing.T, s *State) {
	t.Helper()
	play(t, s, "end")
}

// finishAttack answers what is left of the attack under way with the
// first option, until the turn's main question or the next player's.
func finishAttack(t *testing.T, s *State) {
	t.Helper()
	p := s.active
	for i := 0; i < 20 && !s.over && s.active == p && (s.ask != 0 || s.step != stepMain); i++ {
		play(t, s, "")
	}
}

// Acid Storm, Toxic Terror (W2/T01), alt mode: "When you flip to this mode
// → For each card in your opponent's scrap pile that has at least
// [ORANGE][ORANGE], repair 1 damage from this." Bot mode: "Enemies can't
// use Bold."
func TestCardAcidStormToxicTerror(t *testing.T) {
	s := stdGame(t, nil, []string{"Acid Storm, Toxic Terror"}, optimus, noIcons(14), noIcons(14))
	as := char(t, s, 0, "Acid Storm")
	s.obj(as).Counters[cDamage] = 5
	for _, name := range []string{"Improvised Shield", "Improvised Shield", "Flamethrower"} {
		id := s.t.NewObject(kit.CardID(mustLookup(t, s, name).seq), 1, zone(1, zScrap), kit.FaceUp)
		_ = id
	}
	flipToAlt(t, s, 0, "Acid Storm")
	if d := s.damage(as); d != 3 {
		t.Errorf("Acid Storm has %d damage, want 3: two cards with two orange icons (not the one with one)", d)
	}
	// Bot mode: Optimus Prime's Bold 1 is not his to use; Acid Storm's
	// own side keeps its keywords.
	s = stdGame(t, nil, []string{"Acid Storm, Toxic Terror", "Optimus Prime, Autobot Leader"}, optimus, noIcons(14), noIcons(14))
	toBot(t, s, 1, "Optimus Prime")
	toBot(t, s, 0, "Optimus Prime")
	enemy, mine := char(t, s, 1, "Optimus Prime"), char(t, s, 0, "Optimus Prime")
	if s.stat(enemy, statBold) != 1 || s.stat(mine, statBold) != 1 {
		t.Fatalf("with Acid Storm in alt mode, Bold %d and %d, want 1 and 1", s.stat(enemy, statBold), s.stat(mine, statBold))
	}
	toBot(t, s, 0, "Acid Storm")
	if s.stat(enemy, statBold) != 0 || s.stat(mine, statBold) != 1 {
		t.Errorf("with Acid Storm in bot mode, the enemy's Bold %d (want 0), my Optimus's %d (want 1)", s.stat(enemy, statBold), s.stat(mine, statBold))
	}
}

// mustLookup is the card named name.
func mustLookup(t *testing.T, s *State, name string) *Card {
	t.Helper()
	c, ok := s.game.set.Lookup(name)
	if !ok {
		t.Fatalf("no card %q", name)
	}
	return c
}

// Air Raid, Fearless Flyer (W2/T02), bot mode: "When this damages an enemy
// > Scrap an Upgrade on that enemy." An attack that does no damage scraps
// nothing.
func TestCardAirRaidFearlessFlyer(t *testing.T) {
	for _, c := range []struct {
		defense int
		scraps  bool
	}{{-4, true}, {9, false}} { // Ironhide's Defense changed so that Air Raid's Attack 4 does damage, or none
		s := stdGame(t, nil, []string{"Air Raid, Fearless Flyer"}, ironhide, noIcons(14), stack([]string{"Armored Plating"}, noIcons(13)))
		ih := char(t, s, 1, "Ironhide")
		s.active = 1
		ap := attach(t, s, 1, "Armored Plating", "Ironhide")
		s.active = 0
		toBot(t, s, 0, "Air Raid")
		s.mods.Add(kit.Modifier{Obj: ih, Source: ih, Until: kit.UntilEndOfTurn, Stat: statDefense, N: int32(c.defense)})
		attackWith(t, s, 0, "Air Raid", ih)
		finishAttack(t, s)
		if got := inZone(s, ap, 1, zScrap); got != c.scraps {
			t.Errorf("Defense %+d: Armored Plating scrapped %v, want %v (Ironhide took %d damage)", c.defense, got, c.scraps, s.damage(ih))
		}
	}
}

// Alpha Bravo, Airborne Special Ops (W2/T03), alt mode: "When an enemy
// Plane attacks → Do 1 damage to it." Not a Car; a Plane KO'd so ends the
// attack with no flips (Wave-2-3.xml#16).
func TestCardAlphaBravoAirborneSpecialOps(t *testing.T) {
	s := stdGame(t, nil, []string{"Air Raid, Fearless Flyer", "Red Alert, Security Chief"}, []string{"Alpha Bravo, Airborne Special Ops"}, noIcons(14), noIcons(14))
	ar := char(t, s, 0, "Air Raid")
	attackWith(t, s, 0, "Air Raid", kit.NoObj)
	finishAttack(t, s)
	if d := s.damage(ar); d != 1 {
		t.Errorf("the Plane that attacked has %d damage, want 1", d)
	}
	// A Car attacking: nothing.
	s = stdGame(t, nil, []string{"Red Alert, Security Chief"}, []string{"Alpha Bravo, Airborne Special Ops"}, noIcons(14), noIcons(14))
	ra := char(t, s, 0, "Red Alert")
	attackWith(t, s, 0, "Red Alert", kit.NoObj)
	finishAttack(t, s)
	if d := s.damage(ra); d != 0 {
		t.Errorf("the Car that attacked has %d damage, want 0", d)
	}
	// A Plane with 1 Health left is KO'd: no card is flipped.
	s = stdGame(t, nil, []string{"Air Raid, Fearless Flyer", "Red Alert, Security Chief"}, []string{"Alpha Bravo, Airborne Special Ops"}, noIcons(14), noIcons(14))
	ar = char(t, s, 0, "Air Raid")
	s.obj(ar).Counters[cDamage] = int16(s.card(ar).Health - 1)
	attackWith(t, s, 0, "Air Raid", kit.NoObj)
	if !inZone(s, ar, 0, zKO) || s.t.Count(zone(0, zFlip))+s.t.Count(zone(1, zFlip)) != 0 {
		t.Errorf("Air Raid KO'd %v with %d and %d cards flipped, want KO'd and none", inZone(s, ar, 0, zKO), s.t.Count(zone(0, zFlip)), s.t.Count(zone(1, zFlip)))
	}
}

// The Sentinels' bot modes "When this is in your KO area and you flip to
// this mode": Autobot Hot Rod (W2/T04) "Do 1 damage to an enemy", Autobot
// Mirage (W2/T05) "Look at your opponent's hand and scrap an Action from
// it", Ironhide, Steadfast Brawler (W2/T28) "Each of your characters get
// Pierce 2 until end of turn", Prowl, Strategic Mastermind (W2/T35) "Scrap
// an enemy Weapon", Sunstreaker, Bold Warrior (W2/T42) "Draw a card". The
// same flip on the battlefield does nothing of it.
func TestCardSentinelsKOFlips(t *testing.T) {
	team := []string{"Autobot Hot Rod, Impulsive Fighter", "Autobot Mirage, Counterintelligence", "Ironhide, Steadfast Brawler",
		"Prowl, Strategic Mastermind", "Sunstreaker, Bold Warrior", "Optimus Prime, Gleaming Commander"}
	for _, c := range []struct {
		name  string
		check func(t *testing.T, s *State)
	}{
		{"Autobot Hot Rod", func(t *testing.T, s *State) {
			if d := s.damage(char(t, s, 1, "Ironhide")); d != 1 {
				t.Errorf("the enemy has %d damage, want 1", d)
			}
		}},
		{"Autobot Mirage", func(t *testing.T, s *State) {
			if !scrapHas(s, 1, "Zap") || scrapHas(s, 1, "Armored Plating") {
				t.Errorf("the opponent's scrap pile: Zap %v (want true), Armored Plating %v (want false)", scrapHas(s, 1, "Zap"), scrapHas(s, 1, "Armored Plating"))
			}
		}},
		{"Ironhide", func(t *testing.T, s *State) {
			if n := s.stat(char(t, s, 0, "Optimus Prime"), statPierce); n != 2 {
				t.Errorf("Optimus Prime has Pierce %d, want 2", n)
			}
		}},
		{"Prowl", func(t *testing.T, s *State) {
			if !scrapHas(s, 1, "Primary Laser") {
				t.Error("the enemy's Weapon is not scrapped")
			}
		}},
		{"Sunstreaker", func(t *testing.T, s *State) {
			if n := handSize(s, 0); n != 5 {
				t.Errorf("the hand has %d cards, want 5", n)
			}
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := stdGame(t, nil, team, ironhide, noIcons(14), stack([]string{"Zap", "Armored Plating", "Primary Laser"}, noIcons(11)))
			play(t, s, "pass") // Optimus Prime's Sentinels from outside the game
			s.active = 1
			attach(t, s, 1, "Primary Laser", "Ironhide")
			s.active = 0
			koed(t, s, 0, c.name, ModeAlt)
			play(t, s, "flip:"+handleCode(s, char(t, s, 0, c.name)))
			for s.ask != 0 {
				play(t, s, "") // the only enemy, its Action, its Weapon
			}
			c.check(t, s)
		})
	}
	// On the battlefield: Sunstreaker's flip draws nothing.
	s := stdGame(t, nil, team, ironhide, noIcons(14), noIcons(14))
	play(t, s, "pass")
	play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Sunstreaker")))
	if n := handSize(s, 0); n != 4 {
		t.Errorf("Sunstreaker flipped on the battlefield: the hand has %d cards, want 4", n)
	}
}

// Autobot Springer, Aerial Defense (W2/T07), a triple changer: alt mode
// "While this has a Weapon > He has Bold 2", bot mode "While this has a
// Utility > He has Pierce 3", alt 2 mode "While this has an Armor > He has
// Tough 2". He flips to either other mode (Wave-2-3.xml#3).
func TestCardAutobotSpringerAerialDefense(t *testing.T) {
	s := stdGame(t, nil, []string{"Autobot Springer, Aerial Defense"}, ironhide, stack([]string{"Primary Laser", "Data Pad", "Armored Plating"}, noIcons(11)), noIcons(14))
	sp := char(t, s, 0, "Autobot Springer")
	want := func(mode string, bold, pierce, tough int) {
		t.Helper()
		if b, p, tg := s.stat(sp, statBold), s.stat(sp, statPierce), s.stat(sp, statTough); b != bold || p != pierce || tg != tough {
			t.Errorf("%s: Bold %d Pierce %d Tough %d, want %d %d %d", mode, b, p, tg, bold, pierce, tough)
		}
	}
	want("alt, no Upgrade", 0, 0, 0)
	attach(t, s, 0, "Primary Laser", "Autobot Springer")
	want("alt, a Weapon", 2, 0, 0)
	attach(t, s, 0, "Data Pad", "Autobot Springer")
	attach(t, s, 0, "Armored Plating", "Autobot Springer")
	if got := codes(s); !has(s, "flip:"+handleCode(s, sp)) {
		t.Fatalf("no flip of Springer: %v", got)
	}
	n := 0
	for _, c := range codes(s) {
		if strings.HasPrefix(c, "flip:"+handleCode(s, sp)) {
			n++
		}
	}
	if n != 2 {
		t.Errorf("%d flip options for a triple changer in alt 1 mode, want 2 (bot and alt 2)", n)
	}
	flipIt(t, s, 0, "Autobot Springer", ModeAlt2)
	want("alt 2, an Armor", 0, 0, 2)
	s.obj(sp).Counters[cMode] = int16(s.card(sp).modeIndex(ModeBot))
	want("bot, a Utility", 0, 3, 0)
}

// Blackwing, Aerial Attacker (W2/T08) and Dreadwind, Air Defense (W2/T24),
// bot modes: "At the end of your turn, if you have [the other] in bot
// mode on the battlefield or in your KO area > You may scrap 3 cards from
// your hand. If you do, combine Dreadwind and Blackwing into Dreadwing, Sky
// Destroyer." Dreadwing has "2 Weapon slots, 2 Armor slots, and 2 Utility
// slots" and all their damage; declining combines nothing.
func TestCardBlackwingDreadwindDreadwing(t *testing.T) {
	team := []string{"Blackwing, Aerial Attacker", "Dreadwind, Air Defense"}
	for _, pay := range []bool{true, false} {
		s := stdGame(t, mayAttack, team, ironhide, stack([]string{"Primary Laser", "Handheld Blaster"}, noIcons(12)), noIcons(14))
		bw, dw := char(t, s, 0, "Blackwing"), char(t, s, 0, "Dreadwind")
		toBot(t, s, 0, "Blackwing")
		toBot(t, s, 0, "Dreadwind")
		s.obj(bw).Counters[cDamage], s.obj(dw).Counters[cDamage] = 2, 3
		s.obj(bw).Set(flTapped, true)
		attach(t, s, 0, "Primary Laser", "Blackwing")
		attach(t, s, 0, "Handheld Blaster", "Dreadwind")
		holding(t, s, 0, "Plasma Burst")
		holding(t, s, 0, "Plasma Burst")
		holding(t, s, 0, "Plasma Burst")
		passTurn(t, s)
		// Both abilities trigger: the first asks what to pay.
		if s.ask == askOrder {
			play(t, s, "first:")
		}
		if !has(s, "pay:") || !has(s, "pass") {
			t.Fatalf("the options are %v, want to pay or decline", codes(s))
		}
		if !pay {
			play(t, s, "pass")
			play(t, s, "pass")
			if s.more.nKO != 0 || !s.onField(bw) || !s.onField(dw) {
				t.Error("declining combined the characters")
			}
			continue
		}
		for s.ask == kit.AskCost {
			play(t, s, "pay:")
		}
		dwg := s.team[0][len(s.team[0])-1]
		if s.card(dwg).FullName() != "Dreadwing, Sky Destroyer" || !s.onField(dwg) {
			t.Fatalf("the last character of the team is %s, want Dreadwing on the battlefield", s.card(dwg).FullName())
		}
		if s.onField(bw) || s.onField(dw) || s.damage(dwg) != 5 || s.tapped(dwg) {
			t.Errorf("Dreadwing: %d damage (want 5), tapped %v (want false); the components on the battlefield: %v %v", s.damage(dwg), s.tapped(dwg), s.onField(bw), s.onField(dw))
		}
		if n := s.upgrades(dwg); n != 2 {
			t.Errorf("Dreadwing keeps %d Upgrades, want both Weapons in his 2 Weapon slots", n)
		}
		if s.ask == 0 && s.active == 0 {
			t.Error("the turn did not pass after the combining")
		}
	}
}

// Bluestreak, Reluctant Soldier (W2/T10), bot mode: "When this attacks and
// you flip at least [WHITE][ORANGE][BLUE] > Flip this to alt mode after
// the attack."
func TestCardBluestreakReluctantSoldier(t *testing.T) {
	for _, c := range []struct {
		deck []string
		alt  bool
	}{{stack(noIcons(4), []string{"Data Pad", "Roll Out!"}, noIcons(10)), true}, {noIcons(16), false}} {
		s := stdGame(t, nil, []string{"Bluestreak, Reluctant Soldier"}, ironhide, c.deck, noIcons(14))
		toBot(t, s, 0, "Bluestreak")
		bs := char(t, s, 0, "Bluestreak")
		attackWith(t, s, 0, "Bluestreak", kit.NoObj)
		finishAttack(t, s)
		if got := s.mode(bs).Mode == ModeAlt; got != c.alt {
			t.Errorf("Bluestreak in alt mode after the attack: %v, want %v", got, c.alt)
		}
	}
}

// Blurr, Fastest Bot In The Galaxy (W2/T11), alt mode: "When this does
// attack damage to a tapped enemy while there's at least one untapped
// enemy > This untaps and attacks an untapped enemy." The second attack is
// on an untapped enemy only.
func TestCardBlurrFastestBotInTheGalaxy(t *testing.T) {
	s := stdGame(t, nil, []string{"Blurr, Fastest Bot In The Galaxy"}, twoBots, noIcons(16), noIcons(14))
	ih, ra := char(t, s, 1, "Ironhide"), char(t, s, 1, "Red Alert")
	s.obj(ih).Set(flTapped, true)
	s.mods.Add(kit.Modifier{Obj: ih, Source: ih, Until: kit.UntilEndOfTurn, Stat: statDefense, N: -3})
	attackWith(t, s, 0, "Blurr", ih)
	if s.damage(ih) == 0 {
		t.Fatal("Blurr did no damage")
	}
	// Red Alert, the only untapped enemy, is attacked at once (a lone
	// defender is chosen without a question), Blurr untapped first.
	log := strings.Join(logLines(s), "\n")
	if !strings.Contains(log, "Blurr, Fastest Bot In The Galaxy untaps.\nYour Blurr, Fastest Bot In The Galaxy attacks Player 2's Red Alert") {
		t.Errorf("Blurr did not untap and attack Red Alert: %s", log)
	}
	if s.damage(ra) == 0 || s.damage(ih) != 3 {
		t.Errorf("damage: Red Alert %d, Ironhide %d; want Red Alert hit, Ironhide 3 from the first attack only", s.damage(ra), s.damage(ih))
	}
	// With no untapped enemy, the ability does not happen.
	s = stdGame(t, nil, []string{"Blurr, Fastest Bot In The Galaxy"}, ironhide, noIcons(16), noIcons(14))
	ih = char(t, s, 1, "Ironhide")
	s.obj(ih).Set(flTapped, true)
	attackWith(t, s, 0, "Blurr", ih)
	if strings.Contains(strings.Join(logLines(s), "\n"), "untaps") {
		t.Errorf("Blurr untapped with no untapped enemy: %v", logLines(s))
	}
}

// logLines are the log as player 1 reads it.
func logLines(s *State) []string {
	entries, _ := s.Events(0, 0)
	var out []string
	for _, e := range entries {
		out = append(out, e.Text)
	}
	return out
}

// Bombshell, Decepticon Psy Ops (W2/T12): alt mode "When you flip to this
// mode > Draw a card"; bot mode "When this attacks > You may scrap cards
// from your hand equal to the number of [STAR] on the defender. If you do,
// KO the defender." No card is flipped after (Rules_Roundup-2019-03-08.xml#308-16).
func TestCardBombshellDecepticonPsyOps(t *testing.T) {
	s := stdGame(t, nil, []string{"Bombshell, Decepticon Psy Ops"}, ironhide, noIcons(16), noIcons(14))
	flipToAlt(t, s, 0, "Bombshell")
	if n := handSize(s, 0); n != 5 {
		t.Errorf("the hand has %d cards after the flip, want 5", n)
	}
	// Ironhide has 6 stars: 6 cards to scrap.
	for _, pay := range []bool{true, false} {
		s = stdGame(t, nil, []string{"Bombshell, Decepticon Psy Ops"}, ironhide, noIcons(20), noIcons(14))
		toBot(t, s, 0, "Bombshell")
		for range 3 {
			holding(t, s, 0, "Plasma Burst")
		}
		ih := char(t, s, 1, "Ironhide")
		attackWith(t, s, 0, "Bombshell", ih)
		if !has(s, "pass") {
			t.Fatalf("the options are %v, want to pay or decline", codes(s))
		}
		if !pay {
			play(t, s, "pass")
			if !s.onField(ih) {
				t.Error("declining KO'd the defender")
			}
			continue
		}
		for s.ask == kit.AskCost {
			play(t, s, "pay:")
		}
		if !s.over || s.t.Count(zone(0, zScrap)) != 6 {
			t.Errorf("game over %v (want Ironhide KO'd, the last), %d cards scrapped (want 6)", s.over, s.t.Count(zone(0, zScrap)))
		}
		if s.t.Count(zone(0, zFlip))+s.t.Count(zone(1, zFlip)) != 0 {
			t.Error("cards were flipped after the KO")
		}
	}
	// Fewer cards than stars: the ability is not offered.
	s = stdGame(t, nil, []string{"Bombshell, Decepticon Psy Ops"}, ironhide, noIcons(20), noIcons(14))
	toBot(t, s, 0, "Bombshell")
	attackWith(t, s, 0, "Bombshell", kit.NoObj)
	if s.ask == kit.AskCost {
		t.Errorf("with 4 cards the cost of 6 is offered: %v", codes(s))
	}
}

// Breakdown, Paranoid Scout (W2/T13), alt mode: "When this attacks and you
// flip at least [BLUE][BLUE] > This gets +2 [ATK] until end of turn." One
// blue is not enough.
func TestCardBreakdownParanoidScout(t *testing.T) {
	for _, c := range []struct {
		deck  []string
		boost bool
	}{{stack(noIcons(4), []string{"Handheld Blaster"}, noIcons(11)), true}, {stack(noIcons(4), []string{"Armored Plating"}, noIcons(11)), false}} {
		s := stdGame(t, nil, []string{"Breakdown, Paranoid Scout"}, ironhide, c.deck, noIcons(14))
		attackWith(t, s, 0, "Breakdown", kit.NoObj)
		finishAttack(t, s)
		// The turn ends with the attack: the log tells the Attack.
		if got := logHas(s, "Attack 4 against Defense 3."); got != c.boost {
			t.Errorf("boosted %v, want %v: %v", got, c.boost, logLines(s))
		}
	}
}

// Blitzwing, Relentless Foe (W2/T14), a triple changer, bot mode: "When
// this attacks and you flip at least [ORANGE][BLUE] > Draw a card. After
// the battle, flip this to one of his other modes." Each of the other modes
// may be chosen; without the icons, neither the card nor the flip
// (Rules_Roundup-2019-02-28.xml#228-16).
func TestCardBlitzwingRelentlessFoe(t *testing.T) {
	for _, mode := range []string{ModeAlt, ModeAlt2} {
		s := stdGame(t, nil, []string{"Blitzwing, Relentless Foe"}, ironhide, stack(noIcons(4), []string{"Roll Out!"}, noIcons(11)), noIcons(14))
		toBot(t, s, 0, "Blitzwing")
		bw := char(t, s, 0, "Blitzwing")
		hand := handSize(s, 0)
		attackWith(t, s, 0, "Blitzwing", kit.NoObj)
		for s.ask != 0 && s.ask != askPick {
			play(t, s, "")
		}
		if s.ask != askPick || s.pickKind != pickMode || s.Table(0).Question.Kind != "flip" {
			t.Fatalf("no question of Blitzwing's mode: %q (kind %q) %v", s.question(), s.Table(0).Question.Kind, codes(s))
		}
		play(t, s, findCode(s, ":"+mode))
		if got := s.mode(bw).Mode; got != mode {
			t.Errorf("Blitzwing is in %s mode, want %s", got, mode)
		}
		if n := handSize(s, 0); n != hand+1 {
			t.Errorf("the hand has %d cards, want %d", n, hand+1)
		}
	}
	s := stdGame(t, nil, []string{"Blitzwing, Relentless Foe"}, ironhide, noIcons(16), noIcons(14))
	toBot(t, s, 0, "Blitzwing")
	attackWith(t, s, 0, "Blitzwing", kit.NoObj)
	finishAttack(t, s)
	if m := s.mode(char(t, s, 0, "Blitzwing")).Mode; m != ModeBot {
		t.Errorf("without the icons Blitzwing flipped to %s", m)
	}
}

// findCode is the code of the deciding player's option that ends with
// suffix, or "".
func findCode(s *State, suffix string) string {
	for _, c := range codes(s) {
		if strings.HasSuffix(c, suffix) {
			return c
		}
	}
	return ""
}

// Bumblebee, Trusted Lieutenant (W2/T14-2): alt mode "When you flip to this
// mode > You may play an Action"; bot mode "When this attacks > You may
// scrap an Action from your hand. If you do, draw 2 cards."
func TestCardBumblebeeTrustedLieutenant(t *testing.T) {
	s := stdGame(t, nil, []string{"Bumblebee, Trusted Lieutenant"}, ironhide, stack([]string{"Pep Talk"}, noIcons(15)), noIcons(14))
	toBot(t, s, 0, "Bumblebee")
	hand := handSize(s, 0)
	play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Bumblebee")))
	play(t, s, "pick:")
	if n := handSize(s, 0); n != hand-1+2 {
		t.Errorf("after playing Pep Talk the hand has %d cards, want %d", n, hand+1)
	}
	// Bot mode, on turn 1 (no Action may be played from hand).
	s = stdGame(t, nil, []string{"Bumblebee, Trusted Lieutenant"}, ironhide, stack([]string{"Pep Talk"}, noIcons(15)), noIcons(14))
	toBot(t, s, 0, "Bumblebee")
	hand = handSize(s, 0)
	attackWith(t, s, 0, "Bumblebee", kit.NoObj)
	pep := handCard(t, s, 0, "Pep Talk")
	if !has(s, "pay:"+handleCode(s, pep)) || !has(s, "pass") {
		t.Fatalf("the options are %v, want to scrap Pep Talk or decline", codes(s))
	}
	for _, c := range codes(s) {
		if h, ok := strings.CutPrefix(c, "pay:"); ok {
			if id := s.byHandle(uint32(atoi(h[:strings.Index(h, ":")]))); !s.card(id).isAction() {
				t.Errorf("%s pays with a card that is no Action", c)
			}
		}
	}
	play(t, s, "pay:")
	if n := handSize(s, 0); n != hand+1 {
		t.Errorf("the hand has %d cards, want %d", n, hand+1)
	}
}

// Dead End, Doomed Loner (W2/T15), bot mode: "When you flip to this mode >
// Draw a card."
func TestCardDeadEndDoomedLoner(t *testing.T) {
	s := stdGame(t, nil, []string{"Dead End, Doomed Loner"}, ironhide, noIcons(16), noIcons(14))
	play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Dead End")))
	if n := handSize(s, 0); n != 5 {
		t.Errorf("the hand has %d cards, want 5", n)
	}
}

// Decepticon Drag Strip, Cutthroat Warrior (W2/T16), alt mode: "When this
// attacks and you flip at least [ORANGE][BLUE] > Draw 2 cards."
func TestCardDecepticonDragStripCutthroatWarrior(t *testing.T) {
	for _, c := range []struct {
		deck []string
		draw int
	}{{stack(noIcons(4), []string{"Roll Out!"}, noIcons(11)), 2}, {stack(noIcons(4), []string{"Flamethrower"}, noIcons(11)), 0}} {
		s := stdGame(t, nil, []string{"Decepticon Drag Strip, Cutthroat Warrior"}, ironhide, c.deck, noIcons(14))
		hand := handSize(s, 0)
		attackWith(t, s, 0, "Decepticon Drag Strip", kit.NoObj)
		finishAttack(t, s)
		if n := handSize(s, 0); n != hand+c.draw {
			t.Errorf("the hand has %d cards, want %d", n, hand+c.draw)
		}
	}
}

// Decepticon Venin, Insecticon Tyrant (W2/T17): alt mode "When this or one
// of your other Insecticons is KO'd > Your opponent chooses 2 cards from
// their hand and scraps them"; KO'd together, twice (Wave-2-3.xml#23). Bot
// mode: "While your opponent has no cards in hand > Each of your
// Insecticons has Pierce 3."
func TestCardDecepticonVeninInsecticonTyrant(t *testing.T) {
	team := []string{"Decepticon Venin, Insecticon Tyrant", "Insecticon Skrapnel, Insecticon Leader", "Optimus Prime, Autobot Leader"}
	s := stdGame(t, nil, team, ironhide, stack([]string{"Photon Bomb"}, noIcons(15)), noIcons(14))
	v, sk := char(t, s, 0, "Decepticon Venin"), char(t, s, 0, "Insecticon Skrapnel")
	s.obj(v).Counters[cDamage] = int16(s.card(v).Health - 2)
	s.obj(sk).Counters[cDamage] = int16(s.card(sk).Health - 2)
	for range 2 {
		holding(t, s, 1, "Plasma Burst")
	}
	if handSize(s, 1) != 5 {
		t.Fatalf("the opponent holds %d cards, want 5", handSize(s, 1))
	}
	playAction(t, s, "Photon Bomb")
	for s.ask != 0 {
		play(t, s, "")
	}
	if n := handSize(s, 1); n != 1 {
		t.Errorf("after Venin and Skrapnel KO'd at once the opponent holds %d cards, want 1 (2 scrapped twice)", n)
	}
	// Bot mode: Pierce 3 for each Insecticon while the opponent's hand is
	// empty.
	s = stdGame(t, nil, team, ironhide, noIcons(16), noIcons(14))
	toBot(t, s, 0, "Decepticon Venin")
	sk = char(t, s, 0, "Insecticon Skrapnel")
	op := char(t, s, 0, "Optimus Prime")
	if n := s.stat(sk, statPierce); n != 0 {
		t.Errorf("with cards in the opponent's hand Skrapnel has Pierce %d", n)
	}
	discardHand(s, 1, 0)
	if s.stat(sk, statPierce) != 3 || s.stat(op, statPierce) != 0 {
		t.Errorf("Pierce: Skrapnel %d (want 3), Optimus Prime %d (want 0)", s.stat(sk, statPierce), s.stat(op, statPierce))
	}
}

// Dinobot Sludge, Dino Demolitions (W2/T18), bot mode: "When this attacks
// and you have fewer cards in hand than your opponent > Draw 2 cards."
func TestCardDinobotSludgeDinoDemolitions(t *testing.T) {
	for _, c := range []struct {
		keep, draw int
	}{{2, 2}, {3, 0}} {
		s := stdGame(t, nil, []string{"Dinobot Sludge, Dino Demolitions"}, ironhide, noIcons(16), noIcons(14))
		toBot(t, s, 0, "Dinobot Sludge")
		discardHand(s, 0, c.keep)
		attackWith(t, s, 0, "Dinobot Sludge", kit.NoObj)
		finishAttack(t, s)
		if n := handSize(s, 0); n != c.keep+c.draw {
			t.Errorf("holding %d against 3: %d cards after the attack, want %d", c.keep, n, c.keep+c.draw)
		}
	}
}

// Dinobot Slug, Battering Ram (W2/T19), bot mode: "When this battles and
// you flip your first [WHITE] > Flip 3 extra battle cards for that [WHITE]
// instead of 2."
func TestCardDinobotSlugBatteringRam(t *testing.T) {
	for _, mode := range []string{ModeBot, ModeAlt} {
		s := stdGame(t, nil, []string{"Dinobot Slug, Battering Ram"}, ironhide, stack(noIcons(4), []string{"Data Pad"}, noIcons(11)), noIcons(14))
		if mode == ModeBot {
			toBot(t, s, 0, "Dinobot Slug")
		}
		attackWith(t, s, 0, "Dinobot Slug", kit.NoObj)
		want := 4
		if mode == ModeBot {
			want = 5
		}
		if n := logCount(s, "for your attack"); n != want { // the turn is over: the log tells
			t.Errorf("%s mode: %d cards flipped, want %d", mode, n, want)
		}
	}
}

// Dinobot Snarl, Spiked Battler (W2/T20), bot mode: "When this attacks >
// Plan 2." The cards put back are the first flipped (Wave-1.xml#43).
func TestCardDinobotSnarlSpikedBattler(t *testing.T) {
	s := stdGame(t, nil, []string{"Dinobot Snarl, Spiked Battler"}, ironhide, stack([]string{"Flamethrower", "Improvised Shield"}, noIcons(14)), noIcons(14))
	toBot(t, s, 0, "Dinobot Snarl")
	attackWith(t, s, 0, "Dinobot Snarl", kit.NoObj)
	play(t, s, "pick:"+handleCode(s, handCard(t, s, 0, "Flamethrower")))
	play(t, s, "pick:"+handleCode(s, handCard(t, s, 0, "Improvised Shield")))
	// The turn is over with the attack: the log tells the flips.
	log := strings.Join(logLines(s), "\n")
	if !strings.Contains(log, "You flip Improvised Shield for your attack (orange, orange).\nYou flip Flamethrower for your attack") {
		t.Errorf("the first cards flipped are not the two planned, the last put on top first: %s", log)
	}
	// Planning is optional.
	s = stdGame(t, nil, []string{"Dinobot Snarl, Spiked Battler"}, ironhide, noIcons(16), noIcons(14))
	toBot(t, s, 0, "Dinobot Snarl")
	hand := handSize(s, 0)
	attackWith(t, s, 0, "Dinobot Snarl", kit.NoObj)
	play(t, s, "pass")
	if handSize(s, 0) != hand {
		t.Error("planning nothing changed the hand")
	}
}

// Dinobot Swoop, Bombardier (W2/T21), bot mode: "After this attacks > Put a
// battle card you flipped this attack that has at least [GREEN] into your
// hand."
func TestCardDinobotSwoopBombardier(t *testing.T) {
	s := stdGame(t, nil, []string{"Dinobot Swoop, Bombardier"}, ironhide, stack(noIcons(4), []string{"Rest And Relaxation"}, noIcons(11)), noIcons(14))
	toBot(t, s, 0, "Dinobot Swoop")
	attackWith(t, s, 0, "Dinobot Swoop", kit.NoObj)
	if !inHand(s, 0, "Rest And Relaxation") {
		t.Error("the green card flipped is not in hand")
	}
}

// Dirge, Doombringer (W2/T22): alt mode "When you flip to this mode > This
// gets +1 [ATK] until end of turn for each character in your opponent's
// KO area"; bot mode "Pierce 1. When this does enough attack damage to KO
// an enemy without doing extra damage > Untap this."
func TestCardDirgeDoombringer(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Dirge, Doombringer"}, twoBots, noIcons(16), noIcons(14))
	koed(t, s, 1, "Red Alert", ModeAlt)
	d := char(t, s, 0, "Dirge")
	flipToAlt(t, s, 0, "Dirge")
	if a := s.stat(d, statAttack); a != 5 {
		t.Errorf("Dirge has Attack %d, want 4 + 1", a)
	}
	for _, c := range []struct {
		left    int
		untaps  bool
		comment string
	}{{2, true, "exactly enough"}, {1, false, "extra damage"}} {
		s = stdGame(t, nil, []string{"Dirge, Doombringer"}, twoBots, noIcons(16), noIcons(14))
		toBot(t, s, 0, "Dirge")
		d = char(t, s, 0, "Dirge")
		ih := char(t, s, 1, "Ironhide")
		s.obj(ih).Set(flTapped, true)
		s.obj(ih).Counters[cDamage] = int16(s.card(ih).Health - c.left)
		// Dirge's Attack 2 against Ironhide's bot Defense 2: Pierce 1 does 1;
		// with 2 more Attack, 2.
		toBot(t, s, 1, "Ironhide")
		s.mods.Add(kit.Modifier{Obj: ih, Source: ih, Until: kit.UntilEndOfTurn, Stat: statDefense, N: -2})
		attackWith(t, s, 0, "Dirge", ih)
		if !inZone(s, ih, 1, zKO) {
			t.Fatalf("%s: Ironhide not KO'd", c.comment)
		}
		if got := !s.tapped(d); got != c.untaps {
			t.Errorf("%s: Dirge untapped %v, want %v", c.comment, got, c.untaps)
		}
	}
}

// Divebomb, Aerial Assault (W2/T23), bot mode: "When you flip this mode >
// Your opponent reveals a card at random from their hand. If it's an
// Action, scrap it."
func TestCardDivebombAerialAssault(t *testing.T) {
	for _, c := range []struct {
		card   string
		scraps bool
	}{{"Zap", true}, {"Armored Plating", false}} {
		s := stdGame(t, mayAttack, []string{"Divebomb, Aerial Assault"}, ironhide, noIcons(16), many(14, c.card))
		hand := handSize(s, 1)
		play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Divebomb")))
		if got := handSize(s, 1) == hand-1; got != c.scraps {
			t.Errorf("%s revealed: scrapped %v, want %v", c.card, got, c.scraps)
		}
		if !logHas(s, "from hand") {
			t.Error("the log tells of no card revealed")
		}
	}
}

// Fireflight, Sky High Recon (W2/T25), bot mode: "While this has 4 or more
// damage counters > He has +1 [ATK]."
func TestCardFireflightSkyHighRecon(t *testing.T) {
	s := stdGame(t, nil, []string{"Fireflight, Sky High Recon"}, ironhide, noIcons(16), noIcons(14))
	toBot(t, s, 0, "Fireflight")
	ff := char(t, s, 0, "Fireflight")
	for dmg, want := range map[int16]int{3: 2, 4: 3} {
		s.obj(ff).Counters[cDamage] = dmg
		if a := s.stat(ff, statAttack); a != want {
			t.Errorf("with %d damage counters Attack %d, want %d", dmg, a, want)
		}
	}
}

// Grapple, Autobot Architect (W2/T26): alt mode "When you flip to this
// mode > You may discard your hand. If you do and those cards have battle
// icons of exactly 4 different colors, do 4 damage to an enemy."; bot mode
// "When this battles and you flip battle icons of exactly 4 different
// colors > This gets +4 [ATK] and +4 [DEF] until end of turn."
func TestCardGrappleAutobotArchitect(t *testing.T) {
	for _, c := range []struct {
		hand []string
		dmg  int
	}{{[]string{"Roll Out!", "Data Pad", "Rest And Relaxation", "Plasma Burst"}, 4}, {[]string{"Roll Out!", "Data Pad", "Plasma Burst", "Plasma Burst"}, 0}} {
		s := stdGame(t, mayAttack, []string{"Grapple, Autobot Architect"}, ironhide, stack(c.hand, noIcons(12)), noIcons(14))
		toBot(t, s, 0, "Grapple")
		play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Grapple")))
		play(t, s, "yes")
		if handSize(s, 0) != 0 {
			t.Errorf("the hand keeps %d cards", handSize(s, 0))
		}
		if d := s.damage(char(t, s, 1, "Ironhide")); d != c.dmg {
			t.Errorf("hand %v: the enemy has %d damage, want %d", c.hand, d, c.dmg)
		}
	}
	// Declining keeps the hand.
	s := stdGame(t, mayAttack, []string{"Grapple, Autobot Architect"}, ironhide, noIcons(16), noIcons(14))
	toBot(t, s, 0, "Grapple")
	play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Grapple")))
	play(t, s, "pass")
	if handSize(s, 0) != 4 {
		t.Errorf("declining: the hand has %d cards, want 4", handSize(s, 0))
	}
	// Bot mode: orange, blue, white and green flipped.
	s = stdGame(t, nil, []string{"Grapple, Autobot Architect"}, ironhide, stack(noIcons(4), []string{"Roll Out!", "Secret Dealings"}, noIcons(10)), noIcons(14))
	toBot(t, s, 0, "Grapple")
	attackWith(t, s, 0, "Grapple", kit.NoObj)
	finishAttack(t, s)
	if !logHas(s, "Grapple, Autobot Architect gets +4 Attack") {
		t.Errorf("after flipping 4 colours Grapple got no +4: %v", logLines(s))
	}
	// Three colours: no boost.
	s = stdGame(t, nil, []string{"Grapple, Autobot Architect"}, ironhide, stack(noIcons(4), []string{"Roll Out!", "Data Pad"}, noIcons(10)), noIcons(14))
	toBot(t, s, 0, "Grapple")
	attackWith(t, s, 0, "Grapple", kit.NoObj)
	finishAttack(t, s)
	if logHas(s, "gets +4 Attack") {
		t.Errorf("three colours boosted Grapple: %v", logLines(s))
	}
}

// Grimlock, Powerful Commander (W2/T27), bot mode: "When this attacks >
// Choose a Dinobot you own from outside the game. Put it in your KO area in
// alt mode (fully damaged)." Any Dinobot character, none with
// outside=none.
func TestCardGrimlockPowerfulCommander(t *testing.T) {
	s := stdGame(t, nil, []string{"Grimlock, Powerful Commander"}, ironhide, noIcons(16), noIcons(14))
	toBot(t, s, 0, "Grimlock")
	attackWith(t, s, 0, "Grimlock", kit.NoObj)
	if s.ask != askPick || s.pickKind != pickOutside {
		t.Fatalf("no question of a card from outside the game: %v", codes(s))
	}
	got := codes(s)
	if !has(s, "outside:dinobot-slug-battering-ram") || !has(s, "outside:grimlock-dinobot-leader") || has(s, "outside:volcanicus-fiery-champion") {
		t.Errorf("the Dinobots offered are %v, want the Dinobot characters of every wave and no Volcanicus", got)
	}
	before := len(s.team[0])
	play(t, s, "outside:dinobot-slug-battering-ram")
	if len(s.team[0]) != before+1 {
		t.Fatalf("the team has %d characters, want %d", len(s.team[0]), before+1)
	}
	slug := s.team[0][before]
	if s.card(slug).FullName() != "Dinobot Slug, Battering Ram" || !inZone(s, slug, 0, zKO) || s.mode(slug).Mode != ModeAlt || s.damage(slug) != s.card(slug).Health {
		t.Errorf("%s in zone %d, %s mode, %d damage: want Dinobot Slug in the KO area, alt mode, fully damaged",
			s.card(slug).FullName(), s.obj(slug).Zone, s.mode(slug).Mode, s.damage(slug))
	}
	// With outside=none there is nothing to choose.
	s = stdGame(t, map[string]string{OptOutside: OutsideNone}, []string{"Grimlock, Powerful Commander"}, ironhide, noIcons(16), noIcons(14))
	toBot(t, s, 0, "Grimlock")
	attackWith(t, s, 0, "Grimlock", kit.NoObj)
	if s.ask == askPick || len(s.team[0]) != 1 {
		t.Errorf("outside=none: question %q, team of %d", s.question(), len(s.team[0]))
	}
}

// Megatron, Arrogant Ruler (W2/T29): alt mode "When you flip to this mode
// > You may play an Upgrade"; bot mode "When this attacks > You may scrap
// an Upgrade from your hand. If you do, draw 2 cards."
func TestCardMegatronArrogantRuler(t *testing.T) {
	s := stdGame(t, nil, []string{"Megatron, Arrogant Ruler"}, ironhide, stack([]string{"Primary Laser"}, noIcons(15)), noIcons(14))
	toBot(t, s, 0, "Megatron")
	m := char(t, s, 0, "Megatron")
	play(t, s, "flip:"+handleCode(s, m))
	play(t, s, "pick:")
	if s.upgrades(m) != 1 {
		t.Error("Megatron has no Upgrade after the flip")
	}
	s = stdGame(t, nil, []string{"Megatron, Arrogant Ruler"}, ironhide, stack([]string{"Primary Laser"}, noIcons(15)), noIcons(14))
	toBot(t, s, 0, "Megatron")
	hand := handSize(s, 0)
	attackWith(t, s, 0, "Megatron", kit.NoObj)
	play(t, s, "pay:")
	if n := handSize(s, 0); n != hand+1 || !scrapHas(s, 0, "Primary Laser") {
		t.Errorf("the hand has %d cards (want %d), Primary Laser scrapped %v", n, hand+1, scrapHas(s, 0, "Primary Laser"))
	}
}

// Motormaster, Stunticon Leader (W2/T30): alt mode "Your other characters
// can't take non-attack damage from your opponent's cards" — not he, and
// not from your own cards; bot mode "If this would defend > Instead you may
// choose one of your other Stunticons to defend", a tapped or untapped one.
func TestCardMotormasterStunticonLeader(t *testing.T) {
	team := []string{"Motormaster, Stunticon Leader", "Breakdown, Paranoid Scout"}
	s := stdGame(t, nil, ironhide, team, stack([]string{"Photon Bomb"}, noIcons(15)), noIcons(14))
	mm, bd := char(t, s, 1, "Motormaster"), char(t, s, 1, "Breakdown")
	playAction(t, s, "Photon Bomb")
	if s.damage(mm) != 2 || s.damage(bd) != 0 {
		t.Errorf("after Photon Bomb: Motormaster %d damage (want 2), Breakdown %d (want 0)", s.damage(mm), s.damage(bd))
	}
	// The player's own Photon Bomb damages Breakdown.
	s = stdGame(t, nil, team, ironhide, stack([]string{"Photon Bomb"}, noIcons(15)), noIcons(14))
	playAction(t, s, "Photon Bomb")
	if d := s.damage(char(t, s, 0, "Breakdown")); d != 2 {
		t.Errorf("the player's own Photon Bomb did %d damage to Breakdown, want 2", d)
	}
	// Bot mode: Breakdown, untapped, defends instead of the tapped
	// Motormaster.
	s = stdGame(t, nil, ironhide, team, noIcons(16), noIcons(14))
	toBot(t, s, 1, "Motormaster")
	mm, bd = char(t, s, 1, "Motormaster"), char(t, s, 1, "Breakdown")
	s.obj(mm).Set(flTapped, true)
	attackWith(t, s, 0, "Ironhide", mm)
	if s.ask != askPick || s.asker != 1 {
		t.Fatalf("Motormaster's player is not asked: %q %v", s.question(), codes(s))
	}
	play(t, s, "pick:"+handleCode(s, bd))
	finishAttack(t, s)
	if s.damage(mm) != 0 || s.damage(bd) == 0 {
		t.Errorf("Motormaster took %d damage, Breakdown %d: want Breakdown hit in his stead: %v", s.damage(mm), s.damage(bd), logLines(s))
	}
	// Declining leaves Motormaster the defender.
	s = stdGame(t, nil, ironhide, team, noIcons(16), noIcons(14))
	toBot(t, s, 1, "Motormaster")
	mm = char(t, s, 1, "Motormaster")
	s.obj(mm).Set(flTapped, true)
	attackWith(t, s, 0, "Ironhide", mm)
	play(t, s, "pass")
	if s.defender != mm && s.attacker != kit.NoObj {
		t.Errorf("declining changed the defender")
	}
}

// Offroad, All-Terrain Soldier (W2/T31): alt mode "When an enemy Car
// attacks > Do 1 damage to it"; bot mode "When you flip this mode > Repair
// 1 damage from this."
func TestCardOffroadAllTerrainSoldier(t *testing.T) {
	s := stdGame(t, nil, []string{"Red Alert, Security Chief"}, []string{"Offroad, All-Terrain Soldier"}, noIcons(16), noIcons(14))
	ra := char(t, s, 0, "Red Alert")
	attackWith(t, s, 0, "Red Alert", kit.NoObj)
	finishAttack(t, s)
	if d := s.damage(ra); d != 1 {
		t.Errorf("the Car that attacked has %d damage, want 1", d)
	}
	s = stdGame(t, nil, []string{"Offroad, All-Terrain Soldier"}, ironhide, noIcons(16), noIcons(14))
	or := char(t, s, 0, "Offroad")
	s.obj(or).Counters[cDamage] = 2
	play(t, s, "flip:"+handleCode(s, or))
	if d := s.damage(or); d != 1 {
		t.Errorf("Offroad has %d damage after the flip, want 1", d)
	}
}

// Optimus Prime, Gleaming Commander (W2/T32): alt mode "When the game
// begins and you have only Sentinel characters > Choose up to 3 different
// Sentinels you own from outside the game. Put them into your KO area in
// alt mode (fully damaged)." Bot mode: "When this attacks and you flip at
// least [WHITE][ORANGE][BLUE] > You may flip a character in your KO area to
// its other mode."
func TestCardOptimusPrimeGleamingCommander(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Gleaming Commander", "Ironhide, Steadfast Brawler"}, ironhide, noIcons(16), noIcons(14))
	if s.ask != askPick || s.pickKind != pickOutside || s.turn != 0 {
		t.Fatalf("no question at the game's beginning: turn %d, %q", s.turn, s.question())
	}
	if has(s, "outside:grimlock") || !has(s, "outside:prowl-strategic-mastermind") {
		t.Errorf("the Sentinels offered: %v", codes(s))
	}
	play(t, s, "outside:prowl-strategic-mastermind")
	if has(s, "outside:prowl-strategic-mastermind") {
		t.Error("Prowl may be chosen again: the three are different")
	}
	play(t, s, "outside:sunstreaker-bold-warrior")
	play(t, s, "pass") // up to 3
	if n := len(s.team[0]); n != 4 || s.t.Count(zone(0, zKO)) != 2 || s.turn != 1 {
		t.Errorf("team of %d, %d in the KO area, turn %d: want 4, 2, the first turn begun", n, s.t.Count(zone(0, zKO)), s.turn)
	}
	// Not with a character that is no Sentinel.
	s = stdGame(t, nil, []string{"Optimus Prime, Gleaming Commander", "Ironhide, Veteran Autobot"}, ironhide, noIcons(16), noIcons(14))
	if s.ask != 0 || s.turn != 1 {
		t.Errorf("a team with a character that is no Sentinel is asked %q", s.question())
	}
	// Bot mode: the Sentinel in the KO area flips, its KO-area ability
	// happening (Sunstreaker: draw a card).
	s = stdGame(t, nil, []string{"Optimus Prime, Gleaming Commander", "Sunstreaker, Bold Warrior", "Ironhide, Veteran Autobot"}, ironhide,
		stack(noIcons(4), []string{"Data Pad", "Roll Out!"}, noIcons(10)), noIcons(14))
	toBot(t, s, 0, "Optimus Prime")
	sun := koed(t, s, 0, "Sunstreaker", ModeAlt)
	hand := handSize(s, 0)
	attackWith(t, s, 0, "Optimus Prime", kit.NoObj)
	for s.ask != askPick {
		play(t, s, "")
	}
	pickChar(t, s, sun)
	if s.mode(sun).Mode != ModeBot || handSize(s, 0) != hand+1 {
		t.Errorf("Sunstreaker in %s mode, the hand %d cards: want bot and %d", s.mode(sun).Mode, handSize(s, 0), hand+1)
	}
}

// Predacon Rampage, Savage Hunter (W2/T34), bot mode: "When an enemy is
// KO'd > Repair 1 damage from each of your Predacons." KO'd at the same
// time as the enemy, it still repairs the others (Wave-2-3.xml#45).
func TestCardPredaconRampageSavageHunter(t *testing.T) {
	team := []string{"Predacon Rampage, Savage Hunter", "Torox, Fueler", "Optimus Prime, Autobot Leader"}
	s := stdGame(t, nil, team, twoBots, stack([]string{"Photon Bomb"}, noIcons(15)), noIcons(14))
	toBot(t, s, 0, "Predacon Rampage")
	r, tx, op := char(t, s, 0, "Predacon Rampage"), char(t, s, 0, "Torox"), char(t, s, 0, "Optimus Prime")
	ih := char(t, s, 1, "Ironhide")
	s.obj(r).Counters[cDamage] = int16(s.card(r).Health - 2)
	s.obj(ih).Counters[cDamage] = int16(s.card(ih).Health - 2)
	s.obj(tx).Counters[cDamage] = 1
	s.obj(op).Counters[cDamage] = 1
	playAction(t, s, "Photon Bomb")
	if !inZone(s, r, 0, zKO) || !inZone(s, ih, 1, zKO) {
		t.Fatal("Rampage and Ironhide are not KO'd")
	}
	if s.damage(tx) != 2 || s.damage(op) != 3 {
		t.Errorf("Torox %d damage (want 1 + 2 - 1), Optimus Prime %d (want 1 + 2, no Predacon)", s.damage(tx), s.damage(op))
	}
}

// Razorclaw, Predacon Leader (W2/T36), bot mode: "When you flip to this
// mode > This can attack untapped characters this turn as though they were
// tapped."
func TestCardRazorclawPredaconLeader(t *testing.T) {
	s := stdGame(t, nil, []string{"Razorclaw, Predacon Leader"}, twoBots, noIcons(16), noIcons(14))
	s.obj(char(t, s, 1, "Ironhide")).Set(flTapped, true)
	play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Razorclaw")))
	if has(s, "attacker:") {
		play(t, s, "attacker:")
	} // else the lone attacker is chosen at once
	if !has(s, "defender:"+handleCode(s, char(t, s, 1, "Red Alert"))) {
		t.Errorf("the untapped Red Alert may not be attacked: %v", codes(s))
	}
}

// Silverbolt, Aerialbot Leader (W2/T38): alt mode "Bold 1. When this
// attacks and you flip at least [WHITE][ORANGE][BLUE] > Flip him to bot
// mode"; bot mode "When you flip to this mode > Do 1 damage to an enemy".
// Flipped mid-attack, he does damage with his bot mode's Attack.
func TestCardSilverboltAerialbotLeader(t *testing.T) {
	s := stdGame(t, nil, []string{"Silverbolt, Aerialbot Leader"}, ironhide, stack(noIcons(4), []string{"Data Pad", "Roll Out!"}, noIcons(10)), noIcons(14))
	sb := char(t, s, 0, "Silverbolt")
	if n := s.stat(sb, statBold); n != 1 {
		t.Errorf("Silverbolt has Bold %d in alt mode, want 1", n)
	}
	attackWith(t, s, 0, "Silverbolt", kit.NoObj)
	finishAttack(t, s)
	if s.mode(sb).Mode != ModeBot {
		t.Errorf("Silverbolt is in %s mode after the attack", s.mode(sb).Mode)
	}
	// Bot Attack 3 + 1 orange against Defense 3 (alt) + 0 blue: 1, and the
	// bot mode's 1.
	if d := s.damage(char(t, s, 1, "Ironhide")); d != 2 {
		t.Errorf("Ironhide has %d damage, want 1 from the flip and 1 from the attack", d)
	}
}

// Skydive, Air Warfare Specialist (W2/T39), bot mode: "When this attacks >
// Repair 1 damage from one of your Aerialbots."
func TestCardSkydiveAirWarfareSpecialist(t *testing.T) {
	s := stdGame(t, nil, []string{"Skydive, Air Warfare Specialist", "Air Raid, Fearless Flyer", "Red Alert, Security Chief"}, ironhide, noIcons(16), noIcons(14))
	toBot(t, s, 0, "Skydive")
	ar, ra := char(t, s, 0, "Air Raid"), char(t, s, 0, "Red Alert")
	s.obj(ar).Counters[cDamage], s.obj(ra).Counters[cDamage] = 2, 2
	attackWith(t, s, 0, "Skydive", kit.NoObj)
	if s.ask == askPick {
		if has(s, "pick:"+handleCode(s, ra)) {
			t.Errorf("Red Alert, no Aerialbot, may be repaired: %v", codes(s))
		}
		pickChar(t, s, ar)
	}
	if s.damage(ar) != 1 || s.damage(ra) != 2 {
		t.Errorf("Air Raid %d damage (want 1), Red Alert %d (want 2)", s.damage(ar), s.damage(ra))
	}
}

// Skywarp, Teleporting Seeker (W2/T40): alt mode "When you flip to this
// mode > Return a card that has no battle icons from your scrap pile to
// your hand"; bot mode "Once per turn, when you play or flip a battle card
// that has no battle icons > This gets +3 [ATK] and +3 [DEF] until end of
// turn." Once for playing and flipping together (Wave-2-3.xml#49).
func TestCardSkywarpTeleportingSeeker(t *testing.T) {
	s := stdGame(t, nil, []string{"Skywarp, Teleporting Seeker"}, ironhide, stack(many(4, "Flamethrower"), []string{"Plasma Burst", "Flamethrower"}, noIcons(10)), noIcons(14))
	toBot(t, s, 0, "Skywarp")
	pb := toScrap(t, s, 0, "Plasma Burst")
	toScrap(t, s, 0, "Flamethrower")
	flipToAlt(t, s, 0, "Skywarp")
	if !inZone(s, pb, 0, zHand) {
		t.Error("the card with no icons is not back in hand")
	}
	// Bot mode: two cards with no icons flipped, one boost.
	s = stdGame(t, nil, []string{"Skywarp, Teleporting Seeker"}, ironhide, stack(many(4, "Flamethrower"), noIcons(12)), noIcons(14))
	toBot(t, s, 0, "Skywarp")
	attackWith(t, s, 0, "Skywarp", kit.NoObj)
	finishAttack(t, s)
	if n := logCount(s, "Skywarp, Teleporting Seeker gets +3 Attack"); n != 1 {
		t.Errorf("Skywarp got +3 %d times after flipping two cards with no icons, want once: %v", n, logLines(s))
	}
}

// Starscream, Decepticon King (W2/T41): alt mode "When you flip to this
// mode > Return a card that lets you Plan from your scrap pile to hand";
// bot mode "When you flip Decepticon Crown while this is battling > This
// get +3 [ATK] and +3 [DEF] until end of turn", once for each Crown
// (Wave-2-3.xml#52).
func TestCardStarscreamDecepticonKing(t *testing.T) {
	s := stdGame(t, nil, []string{"Starscream, Decepticon King"}, ironhide, stack(noIcons(4), []string{"Secret Dealings", "Pep Talk"}, noIcons(10)), noIcons(14))
	toBot(t, s, 0, "Starscream")
	sd := toScrap(t, s, 0, "Secret Dealings")
	pt := toScrap(t, s, 0, "Pep Talk")
	flipToAlt(t, s, 0, "Starscream")
	if !inZone(s, sd, 0, zHand) || inZone(s, pt, 0, zHand) {
		t.Errorf("Secret Dealings (Plan 1) in hand %v, Pep Talk %v: want only Secret Dealings", inZone(s, sd, 0, zHand), inZone(s, pt, 0, zHand))
	}
	s = stdGame(t, nil, []string{"Starscream, Decepticon King"}, ironhide, stack(noIcons(4), []string{"Decepticon Crown", "Decepticon Crown"}, noIcons(10)), noIcons(14))
	toBot(t, s, 0, "Starscream")
	ss := char(t, s, 0, "Starscream")
	attackWith(t, s, 0, "Starscream", kit.NoObj)
	finishAttack(t, s)
	if a := s.stat(ss, statAttack); a != 6+6 {
		t.Errorf("Starscream has Attack %d after flipping 2 Crowns, want 6 + 3 + 3", a)
	}
}

// Thrust, Supersonic Interceptor (W2/T43), alt mode: "When one of your
// other characters attacks > You may tap this. If you do, the attacker gets
// +[ATK] until end of turn equal to this character's [ATK] total." Not
// when tapped (Wave-2-3.xml#53).
func TestCardThrustSupersonicInterceptor(t *testing.T) {
	s := stdGame(t, nil, []string{"Thrust, Supersonic Interceptor", "Red Alert, Security Chief"}, ironhide, stack([]string{"Primary Laser"}, noIcons(15)), noIcons(14))
	th := char(t, s, 0, "Thrust")
	attach(t, s, 0, "Primary Laser", "Thrust")
	attackWith(t, s, 0, "Red Alert", kit.NoObj)
	if s.ask != kit.AskCost || !has(s, "pay:"+handleCode(s, th)) || !has(s, "pass") {
		t.Fatalf("Thrust's ability is not offered: %v", codes(s))
	}
	play(t, s, "pay:")
	// The turn ends with the attack: the log tells the boost.
	if !logHas(s, "Your Thrust, Supersonic Interceptor is tapped") || !logHas(s, "Red Alert, Security Chief gets +5 Attack") {
		t.Errorf("want Thrust tapped and Red Alert +5 (Thrust's 3 and the Laser's 2): %v", logLines(s))
	}
	// Thrust tapped: nothing asked.
	s = stdGame(t, nil, []string{"Thrust, Supersonic Interceptor", "Red Alert, Security Chief"}, ironhide, noIcons(16), noIcons(14))
	s.obj(char(t, s, 0, "Thrust")).Set(flTapped, true)
	attackWith(t, s, 0, "Red Alert", kit.NoObj)
	if s.ask == kit.AskCost {
		t.Errorf("a tapped Thrust is offered: %v", codes(s))
	}
}

// Torox, Fueler (W2/T44): alt mode "Enemy characters can't be repaired";
// bot mode "When you flip to this mode > Draw a card. Then Plan 1."
func TestCardToroxFueler(t *testing.T) {
	s := stdGame(t, nil, ironhide, []string{"Torox, Fueler", "Red Alert, Security Chief"}, stack([]string{"Medic!"}, noIcons(15)), noIcons(14))
	ih := char(t, s, 0, "Ironhide")
	s.obj(ih).Counters[cDamage] = 3
	playAction(t, s, "Medic!")
	if d := s.damage(ih); d != 3 {
		t.Errorf("with Torox in alt mode Ironhide was repaired to %d damage", d)
	}
	ra := char(t, s, 1, "Red Alert")
	s.obj(ra).Counters[cDamage] = 2
	s.repair(ra, 1)
	if d := s.damage(ra); d != 1 {
		t.Errorf("Torox's own side was not repaired: %d damage", d)
	}
	s = stdGame(t, mayAttack, []string{"Torox, Fueler"}, ironhide, stack([]string{"Flamethrower"}, noIcons(15)), noIcons(14))
	play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Torox")))
	play(t, s, "pick:"+handleCode(s, handCard(t, s, 0, "Flamethrower")))
	if top := s.t.Top(zone(0, zDeck)); s.card(top).Name != "Flamethrower" || handSize(s, 0) != 4 {
		t.Errorf("the top card is %s and the hand %d cards: want Flamethrower planned and 4", s.card(top).Name, handSize(s, 0))
	}
}

// Warpath, Confident Sharpshooter (W2/T45): alt mode "When you flip to this
// mode > For each card in your opponent's scrap pile that has at least
// [BLUE][BLUE], your opponent chooses one of their characters and does 1
// damage to it", each apart (Wave-2-3.xml#57); bot mode "Enemies can't use
// Tough. Pierce 2."
func TestCardWarpathConfidentSharpshooter(t *testing.T) {
	s := stdGame(t, nil, []string{"Warpath, Confident Sharpshooter"}, twoBots, noIcons(16), stack([]string{"Handheld Blaster", "Handheld Blaster", "Armored Plating"}, noIcons(11)))
	for _, name := range []string{"Handheld Blaster", "Handheld Blaster", "Armored Plating"} {
		s.t.Place(handCard(t, s, 1, name), zone(1, zScrap), -1, kit.FaceUp)
	}
	toBot(t, s, 0, "Warpath")
	ih, ra := char(t, s, 1, "Ironhide"), char(t, s, 1, "Red Alert")
	play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Warpath")))
	if s.asker != 1 {
		t.Fatalf("the opponent is not asked: %q", s.question())
	}
	pickChar(t, s, ih)
	pickChar(t, s, ra)
	if s.damage(ih) != 1 || s.damage(ra) != 1 {
		t.Errorf("Ironhide %d and Red Alert %d damage, want 1 each", s.damage(ih), s.damage(ra))
	}
	s = stdGame(t, nil, []string{"Warpath, Confident Sharpshooter"}, []string{"Bumblebee, Brave Warrior"}, noIcons(16), noIcons(14))
	toBot(t, s, 1, "Bumblebee")
	bb, wp := char(t, s, 1, "Bumblebee"), char(t, s, 0, "Warpath")
	if s.stat(bb, statTough) != 1 {
		t.Fatal("Bumblebee has no Tough 1 with Warpath in alt mode")
	}
	toBot(t, s, 0, "Warpath")
	if s.stat(bb, statTough) != 0 || s.stat(wp, statPierce) != 2 {
		t.Errorf("with Warpath in bot mode: Bumblebee's Tough %d (want 0), Warpath's Pierce %d (want 2)", s.stat(bb, statTough), s.stat(wp, statPierce))
	}
}

// Windblade, Combiner Hunter (W2/T46): alt mode "When you flip to this mode
// > Reveal the top card of your deck. If it has battle icons of at least 2
// different colors, you may play it"; a card with one colour stays on top.
// Bot mode: "When this attacks an enemy Combiner mode > Each of your
// characters gets Pierce 4 until end of turn."
func TestCardWindbladeCombinerHunter(t *testing.T) {
	s := stdGame(t, nil, []string{"Windblade, Combiner Hunter"}, ironhide, stack(noIcons(4), []string{"Recon System"}, noIcons(11)), noIcons(14))
	toBot(t, s, 0, "Windblade")
	w := char(t, s, 0, "Windblade")
	play(t, s, "flip:"+handleCode(s, w))
	play(t, s, "pick:")
	if s.upgrades(w) != 1 {
		t.Error("Recon System (orange and blue) was not played")
	}
	s = stdGame(t, mayAttack, []string{"Windblade, Combiner Hunter"}, ironhide, stack(noIcons(4), []string{"Armored Plating"}, noIcons(11)), noIcons(14))
	toBot(t, s, 0, "Windblade")
	play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Windblade")))
	if top := s.t.Top(zone(0, zDeck)); s.card(top).Name != "Armored Plating" || s.ask != 0 {
		t.Errorf("one colour: the top card is %s, question %q", s.card(top).Name, s.question())
	}
	// Bot mode against Superion.
	s = stdGame(t, mayAttack, []string{"Windblade, Combiner Hunter", "Red Alert, Security Chief"}, aerialbots, noIcons(16), noIcons(14))
	toBot(t, s, 0, "Windblade")
	sup := combineNow(t, s, 1, "Superion, Sky Protector")
	attackWith(t, s, 0, "Windblade", sup)
	if !logHas(s, "Your Red Alert, Security Chief gets +4 Pierce") {
		t.Errorf("Red Alert got no Pierce 4 when Windblade attacked Superion: %v", logLines(s))
	}
	// Against a character that is no combined form, nothing.
	s = stdGame(t, nil, []string{"Windblade, Combiner Hunter"}, ironhide, noIcons(16), noIcons(14))
	toBot(t, s, 0, "Windblade")
	attackWith(t, s, 0, "Windblade", kit.NoObj)
	if logHas(s, "Pierce") {
		t.Errorf("Windblade attacking Ironhide gave Pierce: %v", logLines(s))
	}
}

// aerialbots are Superion's five components.
var aerialbots = []string{"Air Raid, Fearless Flyer", "Alpha Bravo, Airborne Special Ops", "Skydive, Air Warfare Specialist",
	"Silverbolt, Aerialbot Leader", "Fireflight, Sky High Recon"}

// combineNow puts player p's characters in bot mode and combines them
// into the combined form named form, answering its questions with their
// first options.
func combineNow(t *testing.T, s *State, p int, form string) kit.ObjID {
	t.Helper()
	f := mustLookup(t, s, form)
	for _, name := range f.Components {
		for _, id := range s.team[p] {
			if s.card(id).FullName() == name {
				s.obj(id).Counters[cMode] = int16(s.card(id).modeIndex(ModeBot))
			}
		}
	}
	active := s.active
	s.active = p
	id := s.combine(p, form)
	s.settle()
	for s.ask != 0 {
		play(t, s, "")
	}
	s.active = active
	s.optsOK = false
	if id == kit.NoObj {
		t.Fatalf("no %s combined", form)
	}
	return id
}

// atoi is the number s, or -1.
func atoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		return -1
	}
	return n
}

// logCount is how many lines of player 1's log hold text.
func logCount(s *State, text string) int {
	n := 0
	for _, l := range logLines(s) {
		if strings.Contains(l, text) {
			n++
		}
	}
	return n
}
