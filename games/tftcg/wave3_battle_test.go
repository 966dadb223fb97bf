package tftcg

import (
	"strconv"
	"strings"
	"testing"

	"omnideck/kit"
)

// A scenario per Wave 3 battle card of data/abilities/wave3-battle-cards.yaml.

// Upgrades whose text is a keyword: Basic Combat Protocol (W3/003) and
// Combat Dagger (W3/011) "Bold 1", Smokethrower (W3/053) "Bold 2", Smoke
// Cloak (W3/052) and Urban Camo (W3/063) "Tough 1".
func TestCardWave3KeywordUpgrades(t *testing.T) {
	for _, c := range []struct {
		name string
		stat uint8
		n    int
	}{{"Basic Combat Protocol", statBold, 1}, {"Combat Dagger", statBold, 1}, {"Smokethrower", statBold, 2},
		{"Smoke Cloak", statTough, 1}, {"Urban Camo", statTough, 1}} {
		s := stdGame(t, mayAttack, twoBots, ironhide, deckOf(c.name), blank)
		ih := char(t, s, 0, "Ironhide")
		before := s.stat(ih, c.stat)
		attach(t, s, 0, c.name, "Ironhide")
		if n := s.stat(ih, c.stat); n != before+c.n {
			t.Errorf("%s: %s %d, want %d", c.name, statNames[c.stat], n, before+c.n)
		}
	}
}

// Compact Shield (W3/012): "Put on Autobots only." HV Electron Breacher
// (W3/033): "Put on Decepticons only."
func TestCardWave3FactionUpgrades(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Ironhide, Veteran Autobot", "Megatron, Decepticon Leader"}, ironhide, deckOf("Compact Shield", "HV Electron Breacher"), blank)
	ensure(t, s, 0, "Compact Shield")
	ensure(t, s, 0, "HV Electron Breacher")
	for _, c := range []struct {
		up, ch string
		may    bool
	}{{"Compact Shield", "Ironhide", true}, {"Compact Shield", "Megatron", false},
		{"HV Electron Breacher", "Ironhide", false}, {"HV Electron Breacher", "Megatron", true}} {
		if got := mayUpgradeOn(t, s, c.up, c.ch); got != c.may {
			t.Errorf("%s may go on %s: %v, want %v", c.up, c.ch, got, c.may)
		}
	}
}

// Covert Armor (W3/013): "Put on Melee characters only. While the upgraded
// character is defending against a Specialist > +1 [DEF]." Reflex Circuits
// (W3/047): Ranged only, against a Melee enemy. Sturdy Armor (W3/059):
// Specialists only, against a Ranged enemy. Not against another attacker,
// and not while not defending. Each Armor has +1 [DEF] printed besides.
func TestCardWave3DefendingArmors(t *testing.T) {
	for _, c := range []struct {
		armor, bearer, other string
		attacker             string
		plus                 bool
	}{
		{"Covert Armor", "Autobot Hound, Long Range Scout", "Inferno, Fearless Firefighter", "Arcee, Skilled Fighter", true},
		{"Covert Armor", "Autobot Hound, Long Range Scout", "Inferno, Fearless Firefighter", "Jetfire, Air Guardian", false},
		{"Reflex Circuits", "Inferno, Fearless Firefighter", "Autobot Hound, Long Range Scout", "Grimlock, Dinobot Leader", true},
		{"Reflex Circuits", "Inferno, Fearless Firefighter", "Autobot Hound, Long Range Scout", "Arcee, Skilled Fighter", false},
		{"Sturdy Armor", "Arcee, Skilled Fighter", "Inferno, Fearless Firefighter", "Jetfire, Air Guardian", true},
		{"Sturdy Armor", "Arcee, Skilled Fighter", "Inferno, Fearless Firefighter", "Grimlock, Dinobot Leader", false},
	} {
		var dfn [2]int
		for i, put := range []bool{false, true} {
			s := stdGame(t, mayAttack, []string{c.attacker}, []string{c.bearer, c.other}, blank, deckOf(c.armor))
			ensure(t, s, 1, c.armor)
			if s.mayUpgrade(handCard(t, s, 1, c.armor), char(t, s, 1, shortName(c.other))) {
				t.Errorf("%s may go on %s", c.armor, c.other)
			}
			def := char(t, s, 1, shortName(c.bearer))
			if put {
				base := s.stat(def, statDefense)
				attach(t, s, 1, c.armor, shortName(c.bearer))
				if n := s.stat(def, statDefense); n != base {
					t.Errorf("%s on %s, not defending: Defense %d, want %d", c.armor, c.bearer, n, base)
				}
			}
			attackWith(t, s, 0, shortName(c.attacker), def)
			finishAttack(t, s)
			dfn[i] = defenseLogged(t, s)
		}
		want := 1 // the Armor's printed +1 [DEF]
		if c.plus {
			want = 2
		}
		if dfn[1]-dfn[0] != want {
			t.Errorf("%s on %s defending against %s: Defense %d, %d without it; want %d more", c.armor, c.bearer, c.attacker, dfn[1], dfn[0], want)
		}
	}
}

// defenseLogged is the Defense of the last attack's "Attack N against
// Defense M" line.
func defenseLogged(t *testing.T, s *State) int {
	t.Helper()
	lines := logLines(s)
	for i := len(lines) - 1; i >= 0; i-- {
		if j := strings.Index(lines[i], "against Defense "); j >= 0 {
			n, err := strconv.Atoi(strings.TrimSuffix(lines[i][j+len("against Defense "):], "."))
			if err != nil {
				t.Fatalf("line %q: %v", lines[i], err)
			}
			return n
		}
	}
	t.Fatalf("no attack logged: %v", lines)
	return 0
}

// Calculated Strike (W3/009): "One of your characters gets +2 [ATK] and
// Pierce 2 until end of turn." Steady Shot (W3/058): "+2 [ATK] until end
// of turn."
func TestCardCalculatedStrikeSteadyShot(t *testing.T) {
	for _, c := range []struct {
		name   string
		pierce int
	}{{"Calculated Strike", 2}, {"Steady Shot", 0}} {
		s := stdGame(t, mayAttack, twoBots, ironhide, deckOf(c.name), blank)
		ih, ra := char(t, s, 0, "Ironhide"), char(t, s, 0, "Red Alert")
		atk, ra0 := s.stat(ih, statAttack), s.stat(ra, statAttack)
		playAction(t, s, c.name)
		pickChar(t, s, ih)
		if a, p := s.stat(ih, statAttack), s.stat(ih, statPierce); a != atk+2 || p != c.pierce || s.stat(ra, statAttack) != ra0 {
			t.Errorf("%s: Ironhide Attack %d Pierce %d, want %d and %d; Red Alert Attack %d", c.name, a, p, atk+2, c.pierce, s.stat(ra, statAttack))
		}
	}
}

// Dismantle (W3/017): "Scrap an enemy Weapon or Armor." A Utility is not
// offered.
func TestCardDismantle(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, twoBots, deckOf("Dismantle"), deckOf("Handheld Blaster", "Urban Camo"))
	hb := attach(t, s, 1, "Handheld Blaster", "Ironhide")
	uc := attach(t, s, 1, "Urban Camo", "Red Alert")
	playAction(t, s, "Dismantle")
	if has(s, "pick:"+handleCode(s, uc)) {
		t.Errorf("Dismantle offers a Utility: %v", codes(s))
	}
	if s.ask != 0 {
		play(t, s, "pick:"+handleCode(s, hb))
	}
	if s.upgrades(char(t, s, 1, "Ironhide")) != 0 || s.upgrades(char(t, s, 1, "Red Alert")) != 1 {
		t.Errorf("Upgrades left: Ironhide %d (want 0), Red Alert %d (want 1)", s.upgrades(char(t, s, 1, "Ironhide")), s.upgrades(char(t, s, 1, "Red Alert")))
	}
}

// EMP Wave (W3/021): "Tap ALL characters." The player's own too.
func TestCardEMPWave(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, twoBots, deckOf("EMP Wave"), blank)
	playAction(t, s, "EMP Wave")
	for p := range 2 {
		for _, name := range []string{"Ironhide", "Red Alert"} {
			if !s.tapped(char(t, s, p, name)) {
				t.Errorf("player %d's %s untapped", p+1, name)
			}
		}
	}
}

// Heat Of Battle (W3/030): "ALL characters get Bold 3 and Tough 3 until
// end of turn."
func TestCardHeatOfBattle(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Heat Of Battle"), blank)
	ids := []kit.ObjID{char(t, s, 0, "Ironhide"), char(t, s, 0, "Red Alert"), char(t, s, 1, "Ironhide")}
	var bold, tough []int
	for _, id := range ids {
		bold, tough = append(bold, s.stat(id, statBold)), append(tough, s.stat(id, statTough))
	}
	playAction(t, s, "Heat Of Battle")
	for i, id := range ids {
		if b, g := s.stat(id, statBold), s.stat(id, statTough); b != bold[i]+3 || g != tough[i]+3 {
			t.Errorf("character %d: Bold %d Tough %d, want %d and %d", i, b, g, bold[i]+3, tough[i]+3)
		}
	}
}

// Repurpose (W3/048): "Scrap a card from your hand. Then draw 2 cards."
func TestCardRepurpose(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Repurpose"), blank)
	ensure(t, s, 0, "Repurpose")
	laterTurn(s)
	hand, scrap := handSize(s, 0), s.t.Count(zone(0, zScrap))
	playAction(t, s, "Repurpose")
	for s.ask == askPick {
		play(t, s, "pick:")
	}
	// The Action and the card scrapped leave, two come in.
	if h, sc := handSize(s, 0), s.t.Count(zone(0, zScrap)); h != hand || sc < scrap+1 || !logHas(s, "Medic! goes to your scrap pile") {
		t.Errorf("hand %d and scrap pile %d, want %d and a Medic! scrapped: %v", h, sc, hand, logLines(s))
	}
}

// Repurpose as the last card of the hand draws 2 all the same
// (Wave-2-3.xml#189).
func TestCardRepurposeLastCard(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Repurpose"), blank)
	ensure(t, s, 0, "Repurpose")
	laterTurn(s)
	for _, id := range append([]kit.ObjID(nil), s.t.Zones[zone(0, zHand)].Cards...) {
		if s.card(id).FullName() != "Repurpose" {
			s.t.Place(id, zone(0, zScrap), -1, 0)
		}
	}
	s.optsOK = false
	playAction(t, s, "Repurpose")
	if n := handSize(s, 0); n != 2 || s.ask != 0 {
		t.Errorf("hand %d after Repurpose as the last card, want 2 (asked %q)", n, s.question())
	}
}

// EMP Wave leaves the turn going: the player may still end it or play,
// but not attack with a tapped character
// (Rules_Roundup-2019-05-02.xml#502-9).
func TestCardEMPWaveTurnGoesOn(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, twoBots, deckOf("EMP Wave"), blank)
	playAction(t, s, "EMP Wave")
	if s.active != 0 || has(s, "attacker:") || !has(s, "end") {
		t.Errorf("after EMP Wave: active %d, options %v; want player 1 still, no attacker, end", s.active, codes(s))
	}
}

// Rock Toss (W3/049): "Do 1 damage to a tapped enemy." An untapped one is
// not offered.
func TestCardRockToss(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, twoBots, deckOf("Rock Toss"), blank)
	ih, ra := char(t, s, 1, "Ironhide"), char(t, s, 1, "Red Alert")
	s.obj(ra).Set(flTapped, true)
	playAction(t, s, "Rock Toss")
	if s.ask != 0 {
		pickChar(t, s, ra)
	}
	if s.damage(ra) != 1 || s.damage(ih) != 0 {
		t.Errorf("Red Alert (tapped) %d damage, Ironhide (untapped) %d: want 1 and 0", s.damage(ra), s.damage(ih))
	}
}

// Diagnosis (W3/054): "Repair 1 damage from one of your characters. If
// your starting team was only Autobots > Draw a card."
func TestCardDiagnosis(t *testing.T) {
	for _, c := range []struct {
		team  []string
		draws bool
	}{{twoBots, true}, {[]string{"Ironhide, Veteran Autobot", "Megatron, Decepticon Leader"}, false}} {
		s := stdGame(t, mayAttack, c.team, ironhide, deckOf("Diagnosis"), blank)
		ih := char(t, s, 0, "Ironhide")
		s.obj(ih).Counters[cDamage] = 2
		ensure(t, s, 0, "Diagnosis")
		laterTurn(s)
		hand := handSize(s, 0)
		playAction(t, s, "Diagnosis")
		if s.ask != 0 {
			pickChar(t, s, ih)
		}
		if s.damage(ih) != 1 {
			t.Errorf("team %v: Ironhide %d damage, want 1", c.team, s.damage(ih))
		}
		if got := handSize(s, 0) == hand; got != c.draws {
			t.Errorf("team %v: drew %v, want %v", c.team, got, c.draws)
		}
	}
}

// shortName is a card's name without its subtitle: "Arcee" of "Arcee,
// Skilled Fighter".
func shortName(full string) string {
	if i := strings.Index(full, ","); i >= 0 {
		return full[:i]
	}
	return full
}

// Erratic Energy Grenade (W3/023): "At the start of your turn → Do 1
// damage to the upgraded character. When the upgraded character is KO'd →
// Do 2 damage to each enemy." A KO by its own damage is one.
func TestCardErraticEnergyGrenade(t *testing.T) {
	for _, ko := range []bool{false, true} {
		s := stdGame(t, mayAttack, twoBots, twoBots, deckOf("Erratic Energy Grenade"), blank)
		ih := char(t, s, 0, "Ironhide")
		if ko {
			s.obj(ih).Counters[cDamage] = int16(s.card(ih).Health - 1)
		}
		attach(t, s, 0, "Erratic Energy Grenade", "Ironhide")
		passTurn(t, s)
		passTurn(t, s)
		if s.active != 0 {
			t.Fatalf("player %d's turn, want player 1's", s.active+1)
		}
		if !ko && s.damage(ih) != 1 {
			t.Errorf("Ironhide %d damage at the start of the turn, want 1", s.damage(ih))
		}
		want := 0
		if ko {
			want = 2
			if !inZone(s, ih, 0, zKO) {
				t.Errorf("Ironhide with 1 Health left is not KO'd by the Grenade")
			}
		}
		for _, name := range []string{"Ironhide", "Red Alert"} {
			if d := s.damage(char(t, s, 1, name)); d != want {
				t.Errorf("KO'd %v: enemy %s %d damage, want %d", ko, name, d, want)
			}
		}
	}
}

// Extra Padding (W3/024): "Tough 1. When you play this on a character >
// You may play another Extra Padding. Up to 3 Extra Paddings can fit in 1
// Armor slot."
func TestCardExtraPadding(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Extra Padding", "Extra Padding"), blank)
	ih := char(t, s, 0, "Ironhide")
	tough := s.stat(ih, statTough)
	upgradeOn(t, s, "Extra Padding", "Ironhide")
	if s.ask != askPick || !has(s, "pick:") {
		t.Fatalf("no other Extra Padding offered: %q %v", s.question(), codes(s))
	}
	play(t, s, "pick:")
	for i := 0; i < 4 && s.ask != 0; i++ {
		if c := "pick:" + handleCode(s, ih); has(s, c) {
			play(t, s, c)
			continue
		}
		play(t, s, "")
	}
	if n, g := s.upgrades(ih), s.stat(ih, statTough); n != 2 || g != tough+2 {
		t.Errorf("Ironhide: %d Upgrades and Tough %d, want 2 Extra Paddings in one slot and Tough %d", n, g, tough+2)
	}
}

// Firecon Flame (W3/025): "Put on Firecons only. Each of your Firecons has
// Bold 1."
func TestCardFireconFlame(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Flamefeather, Black Ops • Soldier", "Raider Cindersaur, Black Ops • Demolitions", "Megatron, Decepticon Leader"}, ironhide, deckOf("Firecon Flame"), blank)
	ensure(t, s, 0, "Firecon Flame")
	if mayUpgradeOn(t, s, "Firecon Flame", "Megatron") {
		t.Error("Firecon Flame may go on Megatron")
	}
	ff, cs, mg := char(t, s, 0, "Raider Flamefeather"), char(t, s, 0, "Raider Cindersaur"), char(t, s, 0, "Megatron")
	b := []int{s.stat(ff, statBold), s.stat(cs, statBold), s.stat(mg, statBold)}
	attach(t, s, 0, "Firecon Flame", "Raider Flamefeather")
	if s.stat(ff, statBold) != b[0]+1 || s.stat(cs, statBold) != b[1]+1 || s.stat(mg, statBold) != b[2] {
		t.Errorf("Bold: Flamefeather %d, Cindersaur %d, Megatron %d; want %d, %d, %d", s.stat(ff, statBold), s.stat(cs, statBold), s.stat(mg, statBold), b[0]+1, b[1]+1, b[2])
	}
}

// Frag Toss (W3/027): "Your opponent chooses one of their characters and
// does 1 damage to it. If your starting team was only Decepticons > Your
// opponent does 1 more damage to the chosen character."
func TestCardFragToss(t *testing.T) {
	for _, c := range []struct {
		team []string
		want int
	}{{[]string{"Megatron, Decepticon Leader"}, 2}, {[]string{"Megatron, Decepticon Leader", "Ironhide, Veteran Autobot"}, 1}} {
		s := stdGame(t, mayAttack, c.team, ironhide, deckOf("Frag Toss"), blank)
		playAction(t, s, "Frag Toss")
		if d := s.damage(char(t, s, 1, "Ironhide")); d != c.want {
			t.Errorf("team %v: the enemy takes %d damage, want %d", c.team, d, c.want)
		}
	}
}

// Laser Cutlass (W3/035): "Put only on characters that have 7 [STARS] or
// fewer. Pierce 3."
func TestCardLaserCutlass(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Ironhide, Veteran Autobot", "General Megatron, Infantry • Leader"}, ironhide, deckOf("Laser Cutlass"), blank)
	ensure(t, s, 0, "Laser Cutlass")
	seen := map[bool]bool{}
	for _, name := range []string{"Ironhide", "General Megatron"} {
		small := s.card(char(t, s, 0, name)).Stars <= 7
		seen[small] = true
		if got := mayUpgradeOn(t, s, "Laser Cutlass", name); got != small {
			t.Errorf("Laser Cutlass may go on %s (%d stars): %v", name, s.card(char(t, s, 0, name)).Stars, got)
		}
	}
	if !seen[true] || !seen[false] {
		t.Fatalf("the test needs a character of 7 stars or fewer and one of more")
	}
	ih := char(t, s, 0, "Ironhide")
	p := s.stat(ih, statPierce)
	attach(t, s, 0, "Laser Cutlass", "Ironhide")
	if n := s.stat(ih, statPierce); n != p+3 {
		t.Errorf("Pierce %d, want %d", n, p+3)
	}
}

// Ultra Magnus Armor (W3/037): "Put on Autobots only. If the upgraded
// character would take non-attack damage → Instead it takes that much
// damage minus 1."
func TestCardUltraMagnusArmor(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Megatron, Decepticon Leader"}, twoBots, deckOf("Bolt Of Lightning", "Bolt Of Lightning"), deckOf("Ultra Magnus Armor"))
	ensure(t, s, 0, "Bolt Of Lightning")
	ih, ra := char(t, s, 1, "Ironhide"), char(t, s, 1, "Red Alert")
	attach(t, s, 1, "Ultra Magnus Armor", "Ironhide")
	playAction(t, s, "Bolt Of Lightning")
	pickChar(t, s, ih)
	if d := s.damage(ih); d != 2 {
		t.Errorf("Ironhide with Ultra Magnus Armor takes %d of Bolt Of Lightning's 3, want 2", d)
	}
	s.played = false
	playAction(t, s, "Bolt Of Lightning")
	pickChar(t, s, ra)
	if d := s.damage(ra); d != 3 {
		t.Errorf("Red Alert without it takes %d, want 3", d)
	}
	s = stdGame(t, mayAttack, []string{"Megatron, Decepticon Leader"}, ironhide, deckOf("Ultra Magnus Armor"), blank)
	ensure(t, s, 0, "Ultra Magnus Armor")
	if mayUpgradeOn(t, s, "Ultra Magnus Armor", "Megatron") {
		t.Error("Ultra Magnus Armor may go on Megatron")
	}
}

// Metal Detector (W3/039): "When the upgraded character attacks > Reveal
// the top card of your deck. If it's an Upgrade, you may play it."
func TestCardMetalDetector(t *testing.T) {
	for _, c := range []struct {
		top   string
		plays bool
	}{{"Smoke Cloak", true}, {"Medic!", false}} {
		s := stdGame(t, mayAttack, twoBots, ironhide, stack([]string{"Metal Detector"}, blank[:3], []string{c.top}, noIcons(14)), noIcons(14))
		attach(t, s, 0, "Metal Detector", "Ironhide")
		attackWith(t, s, 0, "Ironhide", kit.NoObj)
		// The option to play the card revealed names no card on the table:
		// the card is in the deck.
		if tb := s.Table(0); c.plays {
			for _, o := range tb.Question.Options {
				if len(o.Cards) > 0 && !onTable(&tb)[o.Cards[0]] {
					t.Errorf("option %q names card #%d, not on the table", o.Code, o.Cards[0])
				}
			}
		}
		if got := s.ask != 0 && has(s, "pick:"); got != c.plays {
			t.Fatalf("top card %s: may play it %v, want %v (%q %v)", c.top, got, c.plays, s.question(), codes(s))
		}
		if !c.plays {
			continue
		}
		play(t, s, "pick:")
		for i := 0; i < 4 && s.ask != 0; i++ {
			if code := "pick:" + handleCode(s, char(t, s, 0, "Red Alert")); has(s, code) {
				play(t, s, code)
				continue
			}
			play(t, s, "")
		}
		if n := s.upgrades(char(t, s, 0, "Red Alert")); n != 1 {
			t.Errorf("Red Alert has %d Upgrades, want Smoke Cloak", n)
		}
	}
}

// Two-Pronged Attack (W3/061): "Choose one of your characters. If it's a
// Tank, your opponent chooses 2 cards from their hand and scraps them. If
// it's a Plane, your opponent chooses one of their characters and does 2
// damage to it." A character in bot mode is neither.
func TestCardTwoProngedAttack(t *testing.T) {
	team := []string{"General Megatron, Infantry • Leader", "Raider Ion Storm, Infantry • Rainmaker"}
	for _, c := range []struct {
		pick        string
		bot         bool
		scraps, dmg int
	}{{"General Megatron", false, 2, 0}, {"Raider Ion Storm", false, 0, 2}, {"General Megatron", true, 0, 0}} {
		s := stdGame(t, mayAttack, team, ironhide, deckOf("Two-Pronged Attack"), blank)
		if c.bot {
			toBot(t, s, 0, c.pick)
		}
		ensure(t, s, 0, "Two-Pronged Attack")
		hand := handSize(s, 1)
		playAction(t, s, "Two-Pronged Attack")
		pickChar(t, s, char(t, s, 0, c.pick))
		for i := 0; i < 4 && s.ask != 0; i++ {
			play(t, s, "")
		}
		if n, d := hand-handSize(s, 1), s.damage(char(t, s, 1, "Ironhide")); n != c.scraps || d != c.dmg {
			t.Errorf("%s (bot %v) chosen: the opponent scrapped %d and took %d damage, want %d and %d", c.pick, c.bot, n, d, c.scraps, c.dmg)
		}
	}
}
