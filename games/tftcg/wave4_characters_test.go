package tftcg

import (
	"strconv"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/kit"
)

// A scenario per card of data/abilities/wave4-characters.yaml: Wave 4's
// characters, Wave 3C's Omnibots, Nightbird and Contract Contingency.

// Private Camshaft, Special Ops • Scout (W3C/T01), alt mode: "At the start
// of your first turn > You may play an Armor onto one of your Omnibots."
// After the turn's draw (Rules_Roundup-2019-07-29.xml#2-47): the Armor
// drawn may be played. Not at the start of a later turn.
func TestCardPrivateCamshaftAlt(t *testing.T) {
	team := []string{"Private Camshaft, Special Ops • Scout", "Ironhide, Veteran Autobot"}
	s := stdGame(t, mayAttack, team, ironhide, stack(noIcons(3), []string{"Armored Plating", "Armored Plating"}, noIcons(10)), blank)
	cam := char(t, s, 0, "Private Camshaft")
	plating := handCard(t, s, 0, "Armored Plating") // the turn's draw
	play(t, s, "pick:"+handleCode(s, plating))
	if s.on(plating) != cam {
		t.Fatalf("Armored Plating on %v, want Camshaft (Ironhide is no Omnibot): %v", s.on(plating), logLines(s))
	}
	passTurn(t, s)
	passTurn(t, s) // player 1's second turn draws the other Armored Plating
	if s.ask != 0 {
		t.Errorf("asked at the start of the second turn: %v", codes(s))
	}
}

// Private Camshaft's bot mode: "When one of your Omnibots with an Armor
// defends > It gets Tough until end of battle equal to the number of
// Omnibots you have with an Armor." Two Omnibots with Armors: Tough 2;
// without an Armor, none.
func TestCardPrivateCamshaftBot(t *testing.T) {
	for _, armored := range []bool{true, false} {
		team := []string{"Private Camshaft, Special Ops • Scout", "Private Downshift, Special Ops • Security Agent"}
		s := stdGame(t, mayAttack, ironhide, team, noIcons(14), deckOf("Armored Plating", "Armored Plating"))
		toBot(t, s, 1, "Private Camshaft")
		ds := char(t, s, 1, "Private Downshift")
		if armored {
			attach(t, s, 1, "Armored Plating", "Private Camshaft")
			attach(t, s, 1, "Armored Plating", "Private Downshift")
		}
		s.obj(char(t, s, 1, "Private Camshaft")).Set(flTapped, true)
		s.obj(ds).Set(flTapped, true)
		attackWith(t, s, 0, "Ironhide", ds)
		want := 2
		if armored {
			want = 4
		}
		if n := countLog(s, "for their defense"); n != want {
			t.Errorf("Armors %v: Downshift defends flipping %d cards, want %d", armored, n, want)
		}
	}
}

// Private Downshift, Special Ops • Security Agent (W3C/T02), alt mode: "At
// the start of your first turn > You may play a Weapon onto one of your
// Omnibots." Declining plays none.
func TestCardPrivateDownshiftAlt(t *testing.T) {
	for _, take := range []bool{true, false} {
		team := []string{"Private Downshift, Special Ops • Security Agent"}
		s := stdGame(t, mayAttack, team, ironhide, stack(noIcons(3), []string{"Primary Laser"}, noIcons(10)), blank)
		laser := handCard(t, s, 0, "Primary Laser")
		if take {
			play(t, s, "pick:"+handleCode(s, laser))
		} else {
			play(t, s, "pass")
		}
		if got := s.on(laser) == char(t, s, 0, "Private Downshift"); got != take {
			t.Errorf("taking %v: Primary Laser on Downshift %v", take, got)
		}
	}
}

// Private Downshift's bot mode: "When one of your Omnibots with a Weapon
// attacks > It gets Bold until end of battle equal to the number of
// Omnibots you have with a Weapon."
func TestCardPrivateDownshiftBot(t *testing.T) {
	team := []string{"Private Downshift, Special Ops • Security Agent", "Private Camshaft, Special Ops • Scout"}
	s := stdGame(t, mayAttack, team, ironhide, deckOf("Primary Laser", "Primary Laser"), noIcons(14))
	declineAll(t, s)
	toBot(t, s, 0, "Private Downshift")
	cam := char(t, s, 0, "Private Camshaft")
	attach(t, s, 0, "Primary Laser", "Private Downshift")
	attach(t, s, 0, "Primary Laser", "Private Camshaft")
	if n := s.stat(cam, statBold); n != 0 {
		t.Errorf("Camshaft not attacking: Bold %d, want 0", n)
	}
	play(t, s, "attacker:"+handleCode(s, cam))
	if n := countLog(s, "for your attack"); n != 4 {
		t.Errorf("Camshaft with a Weapon attacks, 2 Omnibots with Weapons: flipped %d, want 4", n)
	}
}

// Captain Astrotrain, Space Force • Transport (W4/T01), alt mode: "When this
// has at least one Upgrade and defends > He gets +1 [DEF] until end of
// turn." Not without one.
func TestCardCaptainAstrotrainAlt(t *testing.T) {
	for _, up := range []bool{true, false} {
		s := stdGame(t, mayAttack, ironhide, []string{"Captain Astrotrain, Space Force • Transport"}, noIcons(14), deckOf("Primary Laser"))
		at := char(t, s, 1, "Captain Astrotrain")
		if up {
			attach(t, s, 1, "Primary Laser", "Captain Astrotrain")
		}
		play(t, s, "attacker:")
		if got := logHas(s, "Captain Astrotrain, Space Force • Transport gets +1 Defense"); got != up {
			t.Errorf("with an Upgrade %v: +1 Defense %v: %v", up, got, logLines(s))
		}
		_ = at
	}
}

// Captain Astrotrain's bot mode: "When this has at least 3 Upgrades and
// battles > He gets +3 [ATK] and +3 [DEF] until end of battle." Not with 2.
// His alt 2 mode: "When this has at least 2 Upgrades and attacks > He gets
// +2 [ATK] until end of turn." Not with 1.
func TestCardCaptainAstrotrainBotAlt2(t *testing.T) {
	for _, c := range []struct {
		mode string
		ups  []string
		text string
		want bool
	}{
		{ModeBot, []string{"Primary Laser", "Armored Plating", "Data Pad"}, "gets +3 Attack", true},
		{ModeBot, []string{"Primary Laser", "Armored Plating"}, "gets +3 Attack", false},
		{"alt2", []string{"Primary Laser", "Armored Plating"}, "gets +2 Attack", true},
		{"alt2", []string{"Primary Laser"}, "gets +2 Attack", false},
	} {
		s := stdGame(t, mayAttack, []string{"Captain Astrotrain, Space Force • Transport"}, ironhide, deckOf(c.ups...), noIcons(14))
		at := char(t, s, 0, "Captain Astrotrain")
		s.obj(at).Counters[cMode] = int16(s.card(at).modeIndex(c.mode))
		for _, u := range c.ups {
			attach(t, s, 0, u, "Captain Astrotrain")
		}
		play(t, s, "attacker:")
		finishAttack(t, s)
		if got := logHas(s, c.text); got != c.want {
			t.Errorf("%s mode, %d Upgrades: %q %v, want %v: %v", c.mode, len(c.ups), c.text, got, c.want, logLines(s))
		}
	}
}

// Captain Impactor, Special Ops • Wrecker (W4/T02), alt mode: "When you
// flip to this mode > Each of your characters gets Bold 1 until end of
// turn."
func TestCardCaptainImpactor(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Captain Impactor, Special Ops • Wrecker", "Ironhide, Veteran Autobot"}, ironhide, blank, blank)
	ih := char(t, s, 0, "Ironhide")
	before := s.stat(ih, statBold)
	flipToAlt(t, s, 0, "Captain Impactor")
	if n := s.stat(ih, statBold); n != before+1 {
		t.Errorf("Ironhide's Bold %d, want %d", n, before+1)
	}
	if n := s.stat(char(t, s, 0, "Captain Impactor"), statBold); n != 1 {
		t.Errorf("Impactor's Bold %d, want 1", n)
	}
}

// Captain Jetfire, Engineering • Air Guardian (W4/T03), alt mode: "When you
// flip to this mode > Reveal the top 5 cards of your deck. Put all Upgrades
// from among them into your hand. Scrap the rest."
func TestCardCaptainJetfireAlt(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Captain Jetfire, Engineering • Air Guardian"}, ironhide,
		stack(noIcons(4), []string{"Primary Laser", "Medic!", "Armored Plating", "Medic!", "Medic!", "Data Pad"}, noIcons(5)), blank)
	hand := handSize(s, 0)
	flipToAlt(t, s, 0, "Captain Jetfire")
	if handSize(s, 0) != hand+2 || !inHand(s, 0, "Primary Laser") || !inHand(s, 0, "Armored Plating") || inHand(s, 0, "Data Pad") {
		t.Errorf("hand %d (want %d, the two Upgrades of the top 5)", handSize(s, 0), hand+2)
	}
	if n := s.t.Count(zone(0, zScrap)); n != 3 {
		t.Errorf("%d cards scrapped, want 3", n)
	}
}

// Captain Jetfire's bot mode: "When this battles > Draw a card. Then you may
// reveal an Upgrade from your hand and put it on top of your deck. If you
// do, flip one more battle card this battle." Each choice.
func TestCardCaptainJetfireBot(t *testing.T) {
	for _, reveal := range []bool{true, false} {
		s := stdGame(t, mayAttack, []string{"Captain Jetfire, Engineering • Air Guardian"}, ironhide, stack(noIcons(4), []string{"Primary Laser"}, noIcons(10)), noIcons(14))
		toBot(t, s, 0, "Captain Jetfire")
		ensure(t, s, 0, "Primary Laser")
		laser := handCard(t, s, 0, "Primary Laser")
		play(t, s, "attacker:")
		if reveal {
			play(t, s, "pick:"+handleCode(s, laser))
		} else {
			play(t, s, "pass")
		}
		flipped := countLog(s, "for your attack")
		want := 2
		if reveal {
			want = 3
		}
		if lasered := logHas(s, "You flip Primary Laser"); flipped != want || lasered != reveal {
			t.Errorf("reveal %v: %d cards flipped (want %d), Primary Laser flipped %v", reveal, flipped, want, lasered)
		}
	}
}

var _ = kit.NoObj

// countLog counts the events of the log, as player 1 sees it, that
// contain text.
func countLog(s *State, text string) int {
	n := 0
	for _, l := range logLines(s) {
		if strings.Contains(l, text) {
			n++
		}
	}
	return n
}

// acceptAll answers the questions under way with the first option that
// is not "pass".
func acceptAll(t *testing.T, s *State) {
	t.Helper()
	for i := 0; i < 20 && s.ask != 0; i++ {
		done := false
		for _, c := range codes(s) {
			if c != "pass" {
				play(t, s, c)
				done = true
				break
			}
		}
		if !done {
			play(t, s, "pass")
		}
	}
}

// declineAll answers the questions under way with "pass" where it is
// offered, else the first option.
func declineAll(t *testing.T, s *State) {
	t.Helper()
	for i := 0; i < 20 && s.ask != 0; i++ {
		if has(s, "pass") {
			play(t, s, "pass")
		} else {
			play(t, s, "")
		}
	}
}

// Detritus, Arms Dealer (W4/T05), alt mode: "When you flip to this mode >
// You may play a [BLACK] card." Only one with a black icon is offered.
func TestCardDetritusAlt(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Detritus, Arms Dealer"}, ironhide, stack(noIcons(4), []string{"Smokethrower", "Primary Laser"}, noIcons(10)), blank)
	ensure(t, s, 0, "Smokethrower")
	ensure(t, s, 0, "Primary Laser")
	smoke := handCard(t, s, 0, "Smokethrower")
	flipToAlt(t, s, 0, "Detritus")
	if has(s, "pick:"+handleCode(s, handCard(t, s, 0, "Primary Laser"))) {
		t.Errorf("Primary Laser, without a black icon, is offered: %v", codes(s))
	}
	play(t, s, "pick:"+handleCode(s, smoke))
	if s.on(smoke) != char(t, s, 0, "Detritus") {
		t.Errorf("Smokethrower not played on Detritus: %v", logLines(s))
	}
}

// bountyGame is a game in which player 1's character name, in bot mode,
// attacks Red Alert, Security Chief with 8 damage (Health 9 left 1) or,
// with kos false, undamaged: Attack 3 or more KOs him, or does not.
func bountyGame(t *testing.T, name string, kos bool, deck []string) *State {
	t.Helper()
	s := stdGame(t, mayAttack, []string{name, "Ironhide, Veteran Autobot"}, twoBots, deck, noIcons(14))
	toBot(t, s, 0, name[:strings.Index(name, ",")])
	if kos {
		ra := char(t, s, 1, "Red Alert")
		s.obj(ra).Counters[cDamage] = int16(s.card(ra).Health - 1)
	}
	s.obj(char(t, s, 1, "Ironhide")).Set(flTapped, true)
	s.obj(char(t, s, 1, "Red Alert")).Set(flTapped, true)
	return s
}

// Detritus's bot mode: "When this does enough attack damage to KO an enemy
// > Use this card's Bounty ability. Bounty > Repair 3 damage from this."
// More than enough counts (Wave-4.xml#2); damage that does not KO does
// nothing.
func TestCardDetritusBot(t *testing.T) {
	for _, kos := range []bool{true, false} {
		s := bountyGame(t, "Detritus, Arms Dealer", kos, noIcons(14))
		d := char(t, s, 0, "Detritus")
		s.obj(d).Counters[cDamage] = 5
		attackWith(t, s, 0, "Detritus", char(t, s, 1, "Red Alert"))
		finishAttack(t, s)
		want := 5
		if kos {
			want = 2
		}
		if s.damage(d) != want {
			t.Errorf("KO %v: Detritus has %d damage, want %d: %v", kos, s.damage(d), want, logLines(s))
		}
	}
}

// General Optimus Prime, Galactic Commander (W4/T06), alt mode: "This has 3
// Utility slots. When you flip to this mode > Reveal the top card of your
// deck. If it's an Action, you may play it." An Upgrade revealed is not
// played.
func TestCardGeneralOptimusPrimeGalacticAlt(t *testing.T) {
	for _, top := range []string{"Rest And Relaxation", "Primary Laser"} {
		s := stdGame(t, mayAttack, []string{"General Optimus Prime, Galactic Commander"}, ironhide, stack(noIcons(4), []string{top}, noIcons(10)), blank)
		op := char(t, s, 0, "General Optimus Prime")
		s.obj(op).Counters[cDamage] = 2
		flipToAlt(t, s, 0, "General Optimus Prime")
		if top == "Primary Laser" {
			if s.ask != 0 && has(s, "pick:") {
				t.Errorf("an Upgrade revealed is offered: %v", codes(s))
			}
			continue
		}
		play(t, s, "pick:")
		declineAll(t, s)
		if s.damage(op) != 1 {
			t.Errorf("Rest And Relaxation played from the top: Optimus %d damage, want 1: %v", s.damage(op), logLines(s))
		}
	}
	s := stdGame(t, mayAttack, []string{"General Optimus Prime, Galactic Commander"}, ironhide, deckOf("Data Pad", "Data Pad", "Data Pad"), blank)
	for range 3 {
		attach(t, s, 0, "Data Pad", "General Optimus Prime")
		declineAll(t, s)
	}
	if n := s.upgrades(char(t, s, 0, "General Optimus Prime")); n != 3 {
		t.Errorf("3 Utilities put on him: %d kept, want 3: %v", n, logLines(s))
	}
}

// General Optimus Prime's bot mode: "This has 3 Utility slots. When this
// attacks and you flip at least [ORANGE][BLUE] > You may play one of your
// flipped Upgrades onto this after the battle." Not without a blue icon.
func TestCardGeneralOptimusPrimeGalacticBot(t *testing.T) {
	for _, c := range []struct {
		flips []string
		plays bool
	}{{[]string{"Flamethrower", "Primary Laser"}, true}, {[]string{"Flamethrower", "Plasma Burst"}, false}} {
		s := stdGame(t, mayAttack, []string{"General Optimus Prime, Galactic Commander"}, ironhide, stack(noIcons(4), c.flips, noIcons(10)), noIcons(14))
		op := char(t, s, 0, "General Optimus Prime")
		toBot(t, s, 0, "General Optimus Prime")
		play(t, s, "attacker:")
		if !c.plays {
			if s.ask != 0 {
				t.Errorf("flipping %v: asked %v", c.flips, codes(s))
			}
			continue
		}
		fl := zoneCard(t, s, 0, zFlip, "Flamethrower")
		if s.damage(char(t, s, 1, "Ironhide")) == 0 {
			t.Errorf("asked before the damage: %v", logLines(s))
		}
		play(t, s, "pick:"+handleCode(s, fl))
		if s.on(fl) != op {
			t.Errorf("Flamethrower not on Optimus: %v", logLines(s))
		}
	}
}

// Lord Megatron, Conqueror Of Cybertron (W4/T08), alt mode: "When you flip
// to this mode > Your opponent scraps a number of cards from the top of
// their deck equal to this character's [DEF] total." With fewer cards in
// the deck, the rest come from the reshuffled deck (Wave-4.xml#19).
func TestCardLordMegatronAlt(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Lord Megatron, Conqueror Of Cyberton"}, ironhide, blank, noIcons(14))
	lm := char(t, s, 0, "Lord Megatron")
	def := s.card(lm).modeByName(ModeAlt).Defense
	if def < 1 {
		t.Fatalf("Lord Megatron's alt Defense %d", def)
	}
	deck := s.t.Count(zone(1, zDeck))
	flipToAlt(t, s, 0, "Lord Megatron")
	if n := s.t.Count(zone(1, zScrap)); n != def || s.t.Count(zone(1, zDeck)) != deck-def {
		t.Errorf("opponent's scrap pile %d, deck %d; want %d and %d", n, s.t.Count(zone(1, zDeck)), def, deck-def)
	}
	s = stdGame(t, mayAttack, []string{"Lord Megatron, Conqueror Of Cyberton"}, ironhide, blank, noIcons(14))
	for s.t.Count(zone(1, zDeck)) > 1 {
		s.t.Place(s.t.Top(zone(1, zDeck)), zone(1, zScrap), -1, kit.FaceUp)
	}
	total := s.t.Count(zone(1, zDeck)) + s.t.Count(zone(1, zScrap))
	flipToAlt(t, s, 0, "Lord Megatron")
	if n := s.t.Count(zone(1, zDeck)); n != total-def {
		t.Errorf("1 card left: deck %d after the reshuffle, want %d", n, total-def)
	}
}

// Lord Megatron's bot mode: "When your opponent reshuffles their deck >
// They choose one of their characters and do damage to it equal to this
// character's [ATK] total." Not when he reshuffles his own.
func TestCardLordMegatronBot(t *testing.T) {
	for _, p := range []int{1, 0} {
		s := stdGame(t, mayAttack, []string{"Lord Megatron, Conqueror Of Cyberton"}, ironhide, noIcons(14), noIcons(14))
		lm := char(t, s, 0, "Lord Megatron")
		toBot(t, s, 0, "Lord Megatron")
		atk := s.stat(lm, statAttack)
		for s.t.Count(zone(p, zDeck)) > 0 {
			s.t.Place(s.t.Top(zone(p, zDeck)), zone(p, zScrap), -1, kit.FaceUp)
		}
		s.reshuffle(p)
		s.optsOK = false
		s.settle()
		want := 0
		if p == 1 {
			want = atk
		}
		if d := s.damage(char(t, s, 1, "Ironhide")); d != want {
			t.Errorf("player %d reshuffles: Ironhide %d damage, want %d", p+1, d, want)
		}
	}
}

// Mudflap, Hired Muscle (W4/T11), alt mode: "When you flip to this mode >
// Plan 1."
func TestCardMudflapAlt(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Mudflap, Hired Muscle"}, ironhide, stack(noIcons(3), []string{"Primary Laser"}, noIcons(10)), blank)
	laser := handCard(t, s, 0, "Primary Laser")
	flipToAlt(t, s, 0, "Mudflap")
	play(t, s, "pick:"+handleCode(s, laser))
	if s.t.Top(zone(0, zDeck)) != laser {
		t.Errorf("Primary Laser not on top of the deck: %v", logLines(s))
	}
}

// Mudflap's bot mode: "When this does enough attack damage to KO an enemy >
// Use this card's Bounty ability. Bounty > Reveal the top card of your deck.
// You may play it."
func TestCardMudflapBot(t *testing.T) {
	for _, kos := range []bool{true, false} {
		s := bountyGame(t, "Mudflap, Hired Muscle", kos, stack(noIcons(6), []string{"Rest And Relaxation"}, noIcons(10)))
		attackWith(t, s, 0, "Mudflap", char(t, s, 1, "Red Alert"))
		if got := has(s, "pick:"); got != kos {
			t.Fatalf("KO %v: offered to play the top card %v: %v", kos, got, codes(s))
		}
		if kos {
			play(t, s, "pick:")
			if !logHas(s, "You play the Action Rest And Relaxation") {
				t.Errorf("Rest And Relaxation not played: %v", logLines(s))
			}
		}
	}
}

// Octone, Capricious Agitator (W4/T12), alt mode: "When you flip to this
// mode > Your opponent chooses one of their Autobots and does 1 damage to
// it. This has +3 [ATK] while attacking an Autobot." Alt 2 mode: the same
// of Decepticons.
func TestCardOctoneAlts(t *testing.T) {
	for _, c := range []struct {
		mode        string
		hit, missed string
	}{{ModeAlt, "Ironhide", "Megatron"}, {"alt2", "Megatron", "Ironhide"}} {
		s := stdGame(t, mayAttack, []string{"Octone, Capricious Agitator"}, []string{"Ironhide, Veteran Autobot", "Megatron, Decepticon Leader"}, noIcons(14), noIcons(14))
		oc := char(t, s, 0, "Octone")
		toBot(t, s, 0, "Octone")
		flipIt(t, s, 0, "Octone", c.mode)
		if s.damage(char(t, s, 1, c.hit)) != 1 || s.damage(char(t, s, 1, c.missed)) != 0 {
			t.Errorf("%s mode: %s %d damage, %s %d; want 1 and 0", c.mode, c.hit, s.damage(char(t, s, 1, c.hit)), c.missed, s.damage(char(t, s, 1, c.missed)))
		}
		base := s.stat(oc, statAttack)
		play(t, s, "attacker:")
		play(t, s, "defender:"+handleCode(s, char(t, s, 1, c.hit)))
		if !logHas(s, "Attack "+strconv.Itoa(base+3)+" against") {
			t.Errorf("%s mode attacking %s: want Attack %d: %v", c.mode, c.hit, base+3, logLines(s))
		}
	}
}

// Octone's bot mode: "When this does enough attack damage to KO an enemy >
// Use this card's Bounty ability. Bounty > Do 2 damage to an enemy."
func TestCardOctoneBot(t *testing.T) {
	for _, kos := range []bool{true, false} {
		s := bountyGame(t, "Octone, Capricious Agitator", kos, noIcons(14))
		attackWith(t, s, 0, "Octone", char(t, s, 1, "Red Alert"))
		finishAttack(t, s)
		want := 0
		if kos {
			want = 2
		}
		if d := s.damage(char(t, s, 1, "Ironhide")); d != want {
			t.Errorf("KO %v: Ironhide %d damage, want %d: %v", kos, d, want, logLines(s))
		}
	}
}

// Raider Apeface, Espionage • Commando (W4/T28), alt mode: "While this is
// undamaged > He has Focus 1." Bot mode: "While this has 10 or more damage
// counters > He has Tough 3." Alt 2 mode: "While this has 1 to 9 damage
// counters > He has Bold 2." Each on both sides of its condition.
func TestCardRaiderApeface(t *testing.T) {
	for _, c := range []struct {
		mode   string
		damage int
		stat   uint8
		want   int
	}{{ModeBot, 10, statTough, 3}, {ModeBot, 9, statTough, 0}, {"alt2", 1, statBold, 2}, {"alt2", 9, statBold, 2},
		{"alt2", 0, statBold, 0}, {"alt2", 10, statBold, 0}} {
		s := stdGame(t, mayAttack, []string{"Raider Apeface, Espionage • Commando"}, ironhide, noIcons(14), noIcons(14))
		ap := char(t, s, 0, "Raider Apeface")
		s.obj(ap).Counters[cMode] = int16(s.card(ap).modeIndex(c.mode))
		s.obj(ap).Counters[cDamage] = int16(c.damage)
		if s.card(ap).Health <= c.damage {
			t.Fatalf("Apeface's Health %d", s.card(ap).Health)
		}
		if n := s.stat(ap, c.stat); n != c.want {
			t.Errorf("%s mode, %d damage: %s %d, want %d", c.mode, c.damage, statNames[c.stat], n, c.want)
		}
	}
	for _, damaged := range []bool{false, true} {
		s := stdGame(t, mayAttack, []string{"Raider Apeface, Espionage • Commando"}, ironhide, noIcons(14), noIcons(14))
		if damaged {
			s.obj(char(t, s, 0, "Raider Apeface")).Counters[cDamage] = 1
		}
		play(t, s, "attacker:")
		if got := has(s, "pick:") || has(s, "pass"); got == damaged {
			t.Errorf("alt mode, damaged %v: Focus 1 looks at the top card %v: %v", damaged, got, codes(s))
		}
	}
}

// Raider Chop Shop, Infantry • Soldier (W4/T31), alt mode: "When you flip
// to this mode > You may scrap a [GREEN] card from your hand. If you do,
// repair 1 damage from each of your characters. If the scrapped card has no
// other battle icons, repair 1 more damage from each of your characters."
func TestCardRaiderChopShopAlt(t *testing.T) {
	for _, c := range []struct {
		card string
		want int
	}{{"Tech Research", 1}, {"Focus Fire", 2}, {"", 3}} {
		s := stdGame(t, mayAttack, []string{"Raider Chop Shop, Infantry • Soldier", "Ironhide, Veteran Autobot"}, ironhide, stack([]string{"Tech Research", "Focus Fire"}, noIcons(12)), blank)
		cs, ih := char(t, s, 0, "Raider Chop Shop"), char(t, s, 0, "Ironhide")
		s.obj(cs).Counters[cDamage], s.obj(ih).Counters[cDamage] = 3, 3
		flipToAlt(t, s, 0, "Raider Chop Shop")
		if c.card == "" {
			play(t, s, "pass")
		} else {
			play(t, s, "pay:"+handleCode(s, handCard(t, s, 0, c.card)))
		}
		if s.damage(cs) != c.want || s.damage(ih) != c.want {
			t.Errorf("scrapping %q: damage %d and %d, want %d", c.card, s.damage(cs), s.damage(ih), c.want)
		}
	}
}

// Raider Chop Shop's bot mode: "When this attacks and you flip at least
// [GREEN] > Repair 1 damage from this."
func TestCardRaiderChopShopBot(t *testing.T) {
	for _, c := range []struct {
		flip string
		want int
	}{{"Tech Research", 1}, {"Plasma Burst", 2}} {
		s := stdGame(t, mayAttack, []string{"Raider Chop Shop, Infantry • Soldier"}, ironhide, stack(noIcons(4), []string{c.flip}, noIcons(10)), noIcons(14))
		cs := char(t, s, 0, "Raider Chop Shop")
		toBot(t, s, 0, "Raider Chop Shop")
		s.obj(cs).Counters[cDamage] = 2
		play(t, s, "attacker:")
		finishAttack(t, s)
		if s.damage(cs) != c.want {
			t.Errorf("flipping %s: Chop Shop %d damage, want %d", c.flip, s.damage(cs), c.want)
		}
	}
}

// Raider Kickback, Infantry • Soldier (W4/T33), alt mode: "When this
// defends > Flip 1 more battle card for each Insecticon that was on your
// starting team." Two Insecticons, one KO'd: 2 more.
func TestCardRaiderKickbackAlt(t *testing.T) {
	team := []string{"Raider Kickback, Infantry • Soldier", "Barrage, Merciless Insecticon", "Ironhide, Veteran Autobot"}
	s := stdGame(t, mayAttack, twoBots, team, noIcons(14), noIcons(14))
	koed(t, s, 1, "Barrage", ModeAlt)
	kb := char(t, s, 1, "Raider Kickback")
	s.obj(kb).Set(flTapped, true)
	attackWith(t, s, 0, "Ironhide", kb)
	if n := countLog(s, "for their defense"); n != 4 {
		t.Errorf("Kickback defends: flipped %d, want 4", n)
	}
}

// Raider Kickback's bot mode: "When one of your Insecticons attacks and you
// flip at least [BLUE] > Do 1 damage to the defender." Not for another
// character's attack, nor without a blue icon.
func TestCardRaiderKickbackBot(t *testing.T) {
	for _, c := range []struct {
		attacker, flip string
		hit            bool
	}{{"Barrage", "Primary Laser", true}, {"Barrage", "Plasma Burst", false}, {"Ironhide", "Primary Laser", false}} {
		team := []string{"Raider Kickback, Infantry • Soldier", "Barrage, Merciless Insecticon", "Ironhide, Veteran Autobot"}
		s := stdGame(t, mayAttack, team, []string{"Optimus Prime, Autobot Leader"}, stack(noIcons(4), []string{c.flip}, noIcons(10)), noIcons(14))
		toBot(t, s, 0, "Raider Kickback")
		play(t, s, "attacker:"+handleCode(s, char(t, s, 0, c.attacker)))
		finishAttack(t, s)
		if got := logHas(s, "Raider Kickback, Infantry • Soldier's ability"); got != c.hit {
			t.Errorf("%s attacks flipping %s: Kickback's damage %v, want %v: %v", c.attacker, c.flip, got, c.hit, logLines(s))
		}
	}
}

// Raider Nova Storm, Infantry • Combustion Specialist (W4/T36), alt mode:
// "When this has an [BLACK] Upgrade and you flip to this mode > Move 1
// damage counter from this to an enemy." Bot mode: "While this has an
// [BLACK] Upgrade > She has Pierce 3." Not with another Upgrade.
func TestCardRaiderNovaStorm(t *testing.T) {
	for _, c := range []struct {
		up    string
		black bool
	}{{"Smokethrower", true}, {"Primary Laser", false}} {
		s := stdGame(t, mayAttack, []string{"Raider Nova Storm, Infantry • Combustion Specialist"}, ironhide, deckOf(c.up), blank)
		ns := char(t, s, 0, "Raider Nova Storm")
		toBot(t, s, 0, "Raider Nova Storm")
		attach(t, s, 0, c.up, "Raider Nova Storm")
		pierce := 0
		if c.black {
			pierce = 3
		}
		if n := s.stat(ns, statPierce); n != pierce {
			t.Errorf("bot mode with %s: Pierce %d, want %d", c.up, n, pierce)
		}
		s.obj(ns).Counters[cDamage] = 2
		play(t, s, "flip:"+handleCode(s, ns))
		moved := 0
		if c.black {
			moved = 1
		}
		if s.damage(ns) != 2-moved || s.damage(char(t, s, 1, "Ironhide")) != moved {
			t.Errorf("flip to alt with %s: Nova Storm %d damage, Ironhide %d; want %d and %d", c.up, s.damage(ns), s.damage(char(t, s, 1, "Ironhide")), 2-moved, moved)
		}
	}
}

// Sergeant Soundblaster, Weapons • Arms Dealer (W4/T45), alt mode: "When you
// flip to this mode > You may move a Weapon from this character to one of
// your other characters. If you do, that characater gets +1 [ATK] until end
// of turn." Each choice.
func TestCardSergeantSoundblasterAlt(t *testing.T) {
	for _, move := range []bool{true, false} {
		s := stdGame(t, mayAttack, []string{"Sergeant Soundblaster, Weapons • Arms Dealer", "Ironhide, Veteran Autobot"}, ironhide, deckOf("Primary Laser"), blank)
		toBot(t, s, 0, "Sergeant Soundblaster")
		laser := attach(t, s, 0, "Primary Laser", "Sergeant Soundblaster")
		ih := char(t, s, 0, "Ironhide")
		atk := s.stat(ih, statAttack)
		play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Sergeant Soundblaster")))
		if !move {
			play(t, s, "pass")
		} else {
			acceptAll(t, s)
		}
		if got := s.on(laser) == ih; got != move {
			t.Errorf("move %v: Primary Laser on Ironhide %v", move, got)
		}
		if got := s.stat(ih, statAttack) == atk+1; got != move {
			t.Errorf("move %v: Ironhide's Attack %d (was %d)", move, s.stat(ih, statAttack), atk)
		}
	}
}

// Sergeant Soundblaster's bot mode: "When this attacks > You may play a
// [BLACK] Weapon from your scrap pile onto this." A Weapon without a black
// icon is not offered.
func TestCardSergeantSoundblasterBot(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Sergeant Soundblaster, Weapons • Arms Dealer"}, ironhide, stack(noIcons(4), []string{"Smokethrower", "Primary Laser"}, noIcons(10)), noIcons(14))
	sb := char(t, s, 0, "Sergeant Soundblaster")
	toBot(t, s, 0, "Sergeant Soundblaster")
	smoke := toScrap(t, s, 0, "Smokethrower")
	laser := toScrap(t, s, 0, "Primary Laser")
	play(t, s, "attacker:")
	if has(s, "pick:"+handleCode(s, laser)) {
		t.Errorf("Primary Laser offered: %v", codes(s))
	}
	play(t, s, "pick:"+handleCode(s, smoke))
	if s.on(smoke) != sb {
		t.Errorf("Smokethrower not on Soundblaster: %v", logLines(s))
	}
}

// Sergeant Springer, Special Ops • Aerial Defense (W4/T46), alt mode: "When
// you flip to this mode > You may scrap an Action from your hand. If you
// do, draw 2 cards." Alt 2 mode: the same with an Upgrade.
func TestCardSergeantSpringerAlts(t *testing.T) {
	for _, c := range []struct {
		mode, pay string
	}{{ModeAlt, "Rest And Relaxation"}, {"alt2", "Primary Laser"}} {
		s := stdGame(t, mayAttack, []string{"Sergeant Springer, Special Ops • Aerial Defense"}, ironhide, stack([]string{"Rest And Relaxation", "Primary Laser"}, noIcons(12)), blank)
		toBot(t, s, 0, "Sergeant Springer")
		hand := handSize(s, 0)
		flipIt(t, s, 0, "Sergeant Springer", c.mode)
		other := "Primary Laser"
		if c.pay == other {
			other = "Rest And Relaxation"
		}
		if has(s, "pay:"+handleCode(s, handCard(t, s, 0, other))) {
			t.Errorf("%s mode: %s offered to pay: %v", c.mode, other, codes(s))
		}
		play(t, s, "pay:"+handleCode(s, handCard(t, s, 0, c.pay)))
		if handSize(s, 0) != hand+1 || inHand(s, 0, c.pay) {
			t.Errorf("%s mode: hand %d, want %d without %s", c.mode, handSize(s, 0), hand+1, c.pay)
		}
	}
}

// Sergeant Springer's bot mode: "When you have 7 more cards in hand and flip
// to this mode > You may play an Action. Then you may play an Upgrade." With
// 7 cards; not with 6. The second play is offered though the first left 6
// (Wave-4.xml#36).
func TestCardSergeantSpringerBot(t *testing.T) {
	for _, n := range []int{7, 6} {
		s := stdGame(t, mayAttack, []string{"Sergeant Springer, Special Ops • Aerial Defense"}, ironhide, stack([]string{"Rest And Relaxation", "Primary Laser"}, noIcons(12)), blank)
		for handSize(s, 0) < n {
			s.t.Place(s.t.Top(zone(0, zDeck)), zone(0, zHand), -1, kit.FaceDown)
		}
		s.optsOK = false
		sp := char(t, s, 0, "Sergeant Springer")
		play(t, s, "flip:"+handleCode(s, sp))
		if got := has(s, "pick:"); got != (n == 7) {
			t.Fatalf("%d cards in hand: asked to play %v: %v", n, got, codes(s))
		}
		if n == 6 {
			continue
		}
		play(t, s, "pick:"+handleCode(s, handCard(t, s, 0, "Rest And Relaxation")))
		declineAll2 := has(s, "pick:"+handleCode(s, handCard(t, s, 0, "Primary Laser")))
		if !declineAll2 {
			t.Fatalf("no Upgrade offered after the Action: %v", codes(s))
		}
		play(t, s, "pick:"+handleCode(s, handCard(t, s, 0, "Primary Laser")))
		if s.upgrades(sp) != 1 {
			t.Errorf("Primary Laser not played: %v", logLines(s))
		}
	}
}

// Sergeant Thundercracker, Infantry • Seeker (W4/T47), alt mode: "When you
// flip to this mode > Reveal the top card of your deck. For each [BLACK] it
// has, move a damage counter from one of your Planes to an enemy."
func TestCardSergeantThundercrackerAlt(t *testing.T) {
	for _, c := range []struct {
		top  string
		want int
	}{{"Rock Toss", 1}, {"Primary Laser", 0}} {
		s := stdGame(t, mayAttack, []string{"Sergeant Thundercracker, Infantry • Seeker"}, ironhide, stack(noIcons(4), []string{c.top}, noIcons(10)), blank)
		tc := char(t, s, 0, "Sergeant Thundercracker")
		s.obj(tc).Counters[cDamage] = 3
		flipToAlt(t, s, 0, "Sergeant Thundercracker")
		declineAll(t, s)
		if s.damage(tc) != 3-c.want || s.damage(char(t, s, 1, "Ironhide")) != c.want {
			t.Errorf("%s on top: Thundercracker %d damage, Ironhide %d; want %d and %d: %v", c.top, s.damage(tc), s.damage(char(t, s, 1, "Ironhide")), 3-c.want, c.want, logLines(s))
		}
	}
}

// Specialist Sandstorm, Special Ops • Advance Guard (W4/T50), alt mode:
// "While this is attacking a Melee character > This has +2 [ATK]." Alt 2
// mode: "While this is defending against a Ranged character > This has +2
// [DEF]." Not against another.
func TestCardSpecialistSandstormAlts(t *testing.T) {
	for _, c := range []struct {
		enemy string
		plus  bool
	}{{"Ironhide, Veteran Autobot", true}, {"Red Alert, Security Chief", false}} {
		s := stdGame(t, mayAttack, []string{"Specialist Sandstorm, Special Ops • Advance Guard"}, []string{c.enemy}, noIcons(14), noIcons(14))
		ss := char(t, s, 0, "Specialist Sandstorm")
		e := s.team[1][0]
		melee := s.Trait(e, "Melee")
		if melee != c.plus {
			t.Fatalf("%s Melee %v, want %v", c.enemy, melee, c.plus)
		}
		base := s.stat(ss, statAttack)
		play(t, s, "attacker:")
		if !logHas(s, "Attack "+strconv.Itoa(base+map[bool]int{true: 2, false: 0}[melee])+" against") {
			t.Errorf("attacking %s (Melee %v): %v", c.enemy, melee, logLines(s))
		}
	}
	s := stdGame(t, mayAttack, []string{"Starscream, Air Commander"}, []string{"Specialist Sandstorm, Special Ops • Advance Guard"}, noIcons(14), noIcons(14))
	ss := char(t, s, 1, "Specialist Sandstorm")
	s.obj(ss).Counters[cMode] = int16(s.card(ss).modeIndex("alt2"))
	def := s.stat(ss, statDefense)
	ranged := s.Trait(s.team[0][0], "Ranged")
	if !ranged {
		t.Fatalf("Starscream is no Ranged character")
	}
	play(t, s, "attacker:")
	if want := def + map[bool]int{true: 2, false: 0}[ranged]; !logHas(s, "against Defense "+strconv.Itoa(want)) {
		t.Errorf("defending against Starscream (Ranged %v): want Defense %d: %v", ranged, want, logLines(s))
	}
}

// Specialist Sandstorm's bot mode: "When you flip to this mode > Do 1 damage
// to an enemy Specialist."
func TestCardSpecialistSandstormBot(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Specialist Sandstorm, Special Ops • Advance Guard"}, []string{"Ironhide, Veteran Autobot", "Private Camshaft, Special Ops • Scout"}, noIcons(14), noIcons(14))
	play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Specialist Sandstorm")))
	declineAll(t, s)
	for _, name := range []string{"Ironhide", "Private Camshaft"} {
		id := char(t, s, 1, name)
		want := 0
		if s.Trait(id, "Specialist") {
			want = 1
		}
		if s.damage(id) != want {
			t.Errorf("%s (Specialist %v): %d damage, want %d", name, want == 1, s.damage(id), want)
		}
	}
}

// Nightbird, Enigmatic Agent (P2019/P7), alt mode: "When your opponent plays
// an Action > They choose one of their characters and do 1 damage to it."
// Not when her own player plays one.
func TestCardNightbirdAlt(t *testing.T) {
	for _, p := range []int{0, 1} {
		teams := [2][]string{ironhide, {"Nightbird, Enigmatic Agent"}}
		if p == 1 {
			teams = [2][]string{{"Nightbird, Enigmatic Agent", "Ironhide, Veteran Autobot"}, ironhide}
		}
		s := stdGame(t, mayAttack, teams[0], teams[1], deckOf("Rest And Relaxation"), blank)
		playAction(t, s, "Rest And Relaxation")
		declineAll(t, s)
		hit := logHas(s, "Nightbird, Enigmatic Agent's ability")
		if hit != (p == 0) {
			t.Errorf("Nightbird's player is player %d: her ability %v: %v", 2-p, hit, logLines(s))
		}
		if p == 0 && s.damage(char(t, s, 0, "Ironhide")) != 1 {
			t.Errorf("the Action's player's Ironhide %d damage, want 1", s.damage(char(t, s, 0, "Ironhide")))
		}
	}
}

// Nightbird's alt mode hears a Secret Action played face down: it is an
// Action played (Wave-2-3.xml#123). Its player chooses the character to
// damage, and Nightbird's player still does not read which card it is.
func TestCardNightbirdAltHearsSecretAction(t *testing.T) {
	s := stdGame(t, mayAttack, ironhide, []string{"Nightbird, Enigmatic Agent"}, deckOf("Defensive Formation"), blank)
	c := mustLookup(t, s, "Defensive Formation")
	playSecret(t, s, "Defensive Formation")
	declineAll(t, s)
	if !logHas(s, "Nightbird, Enigmatic Agent's ability") {
		t.Fatalf("Nightbird did not hear the Secret Action: %v", logLines(s))
	}
	if got := s.damage(char(t, s, 0, "Ironhide")); got != 1 {
		t.Errorf("the Secret Action's player's Ironhide has %d damage, want 1", got)
	}
	for _, v := range []int{1, engine.Spectator} {
		if text := readsOf(s, v); namesCard(text, c) {
			t.Errorf("viewer %d reads the Secret Action's name:\n%s", v, text)
		}
	}
}

// Nightbird's bot mode: "When this does enough attack damage to KO an enemy
// > Use this card's Bounty ability. Bounty > Play an action from your
// opponent's scrap pile." The Action goes back to its owner's scrap pile
// (Rules_Roundup-2019-11-08.xml#9-8).
func TestCardNightbirdBot(t *testing.T) {
	s := bountyGame(t, "Nightbird, Enigmatic Agent", true, noIcons(14))
	ih := char(t, s, 0, "Ironhide")
	s.obj(ih).Counters[cDamage] = 2
	rr := toScrap(t, s, 1, "Plasma Burst")
	attackWith(t, s, 0, "Nightbird", char(t, s, 1, "Red Alert"))
	if !has(s, "pick:") {
		t.Fatalf("no Action of the opponent's scrap pile offered: %v", codes(s))
	}
	play(t, s, "pick:"+handleCode(s, rr))
	declineAll(t, s)
	if !logHas(s, "You play the Action Plasma Burst") {
		t.Errorf("Plasma Burst not played: %v", logLines(s))
	}
	finishAttack(t, s)
	for s.active == 0 && !s.over {
		play(t, s, "end")
	}
	if s.obj(rr).Zone != zone(1, zScrap) {
		t.Errorf("the Action played is in zone %d, want its owner's scrap pile", s.obj(rr).Zone)
	}
}

// Contract Contingency (W4/009): "Choose one of your characters. It gets +2
// [ATK] until end of turn. When the chosen character does 4 or more attack
// damage to an enemy this turn without KO'ing it > Use one of the chosen
// character's Bounty abilities." 4 damage without a KO uses Detritus's
// Bounty; a KO does not (his own Bounty is used then, once); 3 damage
// does not.
func TestCardContractContingency(t *testing.T) {
	for _, c := range []struct {
		redAlert int    // Red Alert's damage before the attack
		chosen   string // the character chosen
		repaired int    // Detritus's damage repaired
	}{{0, "Detritus", 3}, {5, "Detritus", 3}, {0, "Ironhide", 0}} {
		s := bountyGame(t, "Detritus, Arms Dealer", false, deckOf("Contract Contingency"))
		d := char(t, s, 0, "Detritus")
		s.obj(d).Counters[cDamage] = 5
		ra := char(t, s, 1, "Red Alert")
		s.obj(ra).Counters[cDamage] = int16(c.redAlert)
		playAction(t, s, "Contract Contingency")
		pickChar(t, s, char(t, s, 0, c.chosen))
		attackWith(t, s, 0, "Detritus", ra)
		finishAttack(t, s)
		if got := 5 - s.damage(d); got != c.repaired {
			t.Errorf("Red Alert with %d damage, %s chosen: Detritus repaired %d, want %d: %v", c.redAlert, c.chosen, got, c.repaired, logLines(s))
		}
	}
}

// Sergeant Thundercracker's bot mode: "When this attacks and you flip at
// least [BLACK] > Your opponent chooses a number of cards from their hand
// equal to the number of [BLACK] you flipped and reveals them. You scrap
// one of them." One black icon: the opponent shows one card of three, and
// it is scrapped; none: nothing.
func TestCardSergeantThundercrackerBot(t *testing.T) {
	for _, c := range []struct {
		flip  string
		black bool
	}{{"Rock Toss", true}, {"Primary Laser", false}} {
		s := stdGame(t, mayAttack, []string{"Sergeant Thundercracker, Infantry • Seeker"}, ironhide, stack(noIcons(4), []string{c.flip}, noIcons(10)),
			stack([]string{"Primary Laser", "Data Pad", "Armored Plating"}, noIcons(10)))
		toBot(t, s, 0, "Sergeant Thundercracker")
		play(t, s, "attacker:")
		if !c.black {
			if s.ask != 0 {
				t.Errorf("no black icon flipped: asked %v", codes(s))
			}
			continue
		}
		if s.Actors().First() != 1 {
			t.Fatalf("player %d asked, want the opponent: %v", s.Actors().First()+1, codes(s))
		}
		pad := handCard(t, s, 1, "Data Pad")
		play(t, s, "pick:"+handleCode(s, pad))
		if !logHas(s, "Player 2 reveals Data Pad") {
			t.Errorf("Data Pad not revealed: %v", logLines(s))
		}
		if s.ask != 0 {
			play(t, s, "pick:"+handleCode(s, pad))
		}
		if s.obj(pad).Zone != zone(1, zScrap) || !inHand(s, 1, "Primary Laser") || !inHand(s, 1, "Armored Plating") {
			t.Errorf("Data Pad in zone %d, want it scrapped and the other two kept: %v", s.obj(pad).Zone, logLines(s))
		}
	}
}

// Wave-4.xml#14: "Once the ability triggers, it doesn't matter how many
// Upgrades Captain Astrotrain has. He'll keep the specified bonus until
// end of turn." His alt 2 mode's +2 [ATK] stays when his Upgrades go.
func TestRulingAstrotrainKeepsBonus(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Captain Astrotrain, Space Force • Transport"}, ironhide, deckOf("Primary Laser", "Armored Plating"), noIcons(14))
	at := char(t, s, 0, "Captain Astrotrain")
	s.obj(at).Counters[cMode] = int16(s.card(at).modeIndex("alt2"))
	laser := attach(t, s, 0, "Primary Laser", "Captain Astrotrain")
	plating := attach(t, s, 0, "Armored Plating", "Captain Astrotrain")
	base := s.card(at).modeByName("alt2").Attack
	play(t, s, "attacker:")
	s.scrap(laser)
	s.scrap(plating)
	if n := s.stat(at, statAttack); n != base+2 {
		t.Errorf("Upgrades scrapped after the trigger: Attack %d, want %d", n, base+2)
	}
}

// Wave-4.xml#15: Captain Jetfire with fewer than 5 cards in the deck
// reveals them, reshuffles the scrap pile without them, and reveals the
// rest of the 5: the Upgrades among all 5 are taken.
func TestRulingJetfireShortDeck(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Captain Jetfire, Engineering • Air Guardian"}, ironhide, stack(noIcons(4), []string{"Primary Laser", "Medic!"}, noIcons(8)), blank)
	deck := zone(0, zDeck)
	for _, id := range append([]kit.ObjID{}, s.t.Zones[deck].Cards...) {
		if s.card(id).Name == "Plasma Burst" {
			s.t.Place(id, zone(0, zScrap), -1, kit.FaceUp)
		}
	}
	if s.t.Count(deck) != 2 {
		t.Fatalf("deck of %d, want Primary Laser and Medic!", s.t.Count(deck))
	}
	laser := deckCard(t, s, 0, "Primary Laser")
	scrap := s.t.Count(zone(0, zScrap))
	flipToAlt(t, s, 0, "Captain Jetfire")
	if s.obj(laser).Zone != zone(0, zHand) {
		t.Errorf("Primary Laser, among the last 2 cards, not taken")
	}
	if n := s.t.Count(deck); n != scrap-3 {
		t.Errorf("deck %d after the reshuffle, want %d (the scrap pile less the 3 revealed after it)", n, scrap-3)
	}
}

// Wave-4.xml#20, #21: "reshuffles their deck" is the scrap pile shuffled
// into the emptied deck; with no scrap pile there is no reshuffle, and
// Lord Megatron's bot mode does not trigger.
func TestRulingLordMegatronNoScrap(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Lord Megatron, Conqueror Of Cyberton"}, ironhide, noIcons(14), noIcons(14))
	toBot(t, s, 0, "Lord Megatron")
	for s.t.Count(zone(1, zDeck)) > 0 {
		s.t.Place(s.t.Top(zone(1, zDeck)), zone(1, zHand), -1, kit.FaceDown)
	}
	if s.reshuffle(1) {
		t.Fatalf("a reshuffle without a scrap pile")
	}
	s.optsOK = false
	s.settle()
	if d := s.damage(char(t, s, 1, "Ironhide")); d != 0 {
		t.Errorf("Ironhide %d damage, want none", d)
	}
}

// Wave-4.xml#46: a character without a Bounty ability may be chosen for
// Contract Contingency, and gets the +2 [ATK].
func TestRulingContractContingencyWithoutBounty(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Contract Contingency"), noIcons(14))
	ih := char(t, s, 0, "Ironhide")
	atk := s.stat(ih, statAttack)
	playAction(t, s, "Contract Contingency")
	pickChar(t, s, ih)
	if n := s.stat(ih, statAttack); n != atk+2 {
		t.Errorf("Ironhide's Attack %d, want %d", n, atk+2)
	}
}
