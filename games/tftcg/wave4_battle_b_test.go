package tftcg

import (
	"strings"
	"testing"

	"omnideck/kit"
)

// A scenario per Wave 4 battle card of data/abilities/wave4-battle-cards-b.yaml
// (numbers 036 to 064).

var (
	// mercenaryTeam has a Mercenary, an Autobot and a Decepticon.
	mercenaryTeam = []string{"Deadlock, Soldier Of Fortune", "Arcee, Skilled Fighter", "Flamewar, Veteran Decepticon"}
	// mixedTeam has an Autobot and a Decepticon and no Mercenary.
	mixedTeam = []string{"Arcee, Skilled Fighter", "Flamewar, Veteran Decepticon"}
)

// New Orders (W4/039): "Untap one of your characters that has 6 [STARS] or
// fewer." Arcee (5 stars) may be untapped; Jetfire (10) may not.
func TestCardNewOrders(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Arcee, Skilled Fighter", "Jetfire, Air Guardian"}, ironhide, deckOf("New Orders"), blank)
	arcee, jet := char(t, s, 0, "Arcee"), char(t, s, 0, "Jetfire")
	s.obj(arcee).Set(flTapped, true)
	s.obj(jet).Set(flTapped, true)
	playAction(t, s, "New Orders")
	if s.ask != 0 {
		t.Fatalf("asked %q with one character to untap", s.question())
	}
	if s.obj(arcee).Has(flTapped) || !s.obj(jet).Has(flTapped) {
		t.Errorf("Arcee tapped %v, Jetfire tapped %v: want Arcee untapped, Jetfire still tapped",
			s.obj(arcee).Has(flTapped), s.obj(jet).Has(flTapped))
	}
}

// Opportune Offensive (W4/040): "Play this only if you had a Mercenary on
// your starting team. One of your Decepticons gets +3 [ATK] and Pierce 3
// until end of turn." Opportune Repairs (W4/041): "... Repair 3 damage
// from one of your Autobots." Not without a Mercenary; with one KO'd it
// may be played (Wave-4.xml#71).
func TestCardOpportuneOffensiveRepairs(t *testing.T) {
	for _, name := range []string{"Opportune Offensive", "Opportune Repairs"} {
		s := stdGame(t, mayAttack, mixedTeam, ironhide, deckOf(name), blank)
		ensure(t, s, 0, name)
		laterTurn(s)
		if has(s, "action:"+handleCode(s, handCard(t, s, 0, name))) {
			t.Errorf("%s may be played without a Mercenary on the starting team", name)
		}

		s = stdGame(t, mayAttack, mercenaryTeam, ironhide, deckOf(name), blank)
		dl, arcee, fw := char(t, s, 0, "Deadlock"), char(t, s, 0, "Arcee"), char(t, s, 0, "Flamewar")
		s.ko(dl) // the Mercenary KO'd: it was on the starting team all the same
		s.obj(arcee).Counters[cDamage] = 5
		s.obj(fw).Counters[cDamage] = 5
		atk, pierce := s.stat(fw, statAttack), s.stat(fw, statPierce)
		playAction(t, s, name)
		if s.ask != 0 {
			t.Fatalf("%s: asked %q with one character of the faction", name, s.question())
		}
		switch name {
		case "Opportune Offensive":
			if s.stat(fw, statAttack) != atk+3 || s.stat(fw, statPierce) != pierce+3 {
				t.Errorf("Flamewar: Attack %d, Pierce %d; want %d and %d", s.stat(fw, statAttack), s.stat(fw, statPierce), atk+3, pierce+3)
			}
		default:
			if s.damage(arcee) != 2 || s.damage(fw) != 5 {
				t.Errorf("Arcee %d damage, Flamewar %d: want 2 and 5", s.damage(arcee), s.damage(fw))
			}
		}
	}
}

// Opportune Offensive and Opportune Repairs in deck check: "Play this only
// if you had a Mercenary on your starting team" can be met only by a team
// with a Mercenary, so a deck without one is told so, each card with its
// line, beside the deck's other problems.
func TestOpportuneNeedsMercenary(t *testing.T) {
	deck := "3 x Opportune Offensive\n3 x Opportune Repairs\n34 x Armored Plating\n"
	problems := func(team string) string { return deckProblems(t, team, deck) }
	got := problems("1 x Megatron, Cybertronian Tyrant\n")
	for _, name := range []string{"Opportune Offensive", "Opportune Repairs"} {
		if !strings.Contains(got, name+": ") || !strings.Contains(got, "Mercenary") {
			t.Errorf("a team without a Mercenary may hold %s:\n%s", name, got)
		}
	}
	if got := problems("1 x Megatron, Cybertronian Tyrant\n1 x Deadlock, Soldier Of Fortune\n"); strings.Contains(got, "Opportune") {
		t.Errorf("a team with a Mercenary may not hold them:\n%s", got)
	}
}

// Pocket Processor (W4/046): "At the start of your turn > Draw a card."
// Its player draws 2 at the start of their turn (the turn's draw and the
// Processor's); the opponent's turn draws them nothing.
func TestCardPocketProcessor(t *testing.T) {
	s := stdGame(t, mayAttack, ironhide, ironhide, deckOf("Pocket Processor"), blank)
	attach(t, s, 0, "Pocket Processor", "Ironhide")
	hand := handSize(s, 0)
	passTurn(t, s)
	if n := handSize(s, 0); n != hand {
		t.Errorf("the opponent's turn began: the hand holds %d, want %d", n, hand)
	}
	passTurn(t, s)
	if n := handSize(s, 0); n != hand+2 {
		t.Errorf("the turn began with Pocket Processor: the hand holds %d, want %d", n, hand+2)
	}
}

// Point Position (W4/047): "The upgraded character has Brave while
// tapped." Untapped it has not; tapped, the enemy must attack it rather
// than the other tapped character.
func TestCardPointPosition(t *testing.T) {
	for _, put := range []bool{false, true} {
		s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Point Position"), blank)
		ra, ih := char(t, s, 0, "Red Alert"), char(t, s, 0, "Ironhide")
		if put {
			attach(t, s, 0, "Point Position", "Red Alert")
			if s.isBrave(ra) {
				t.Error("Red Alert, untapped, has Brave")
			}
		}
		s.obj(ra).Set(flTapped, true)
		s.obj(ih).Set(flTapped, true)
		if s.isBrave(ra) != put {
			t.Errorf("Red Alert, tapped, Point Position %v: Brave %v", put, s.isBrave(ra))
		}
		passTurn(t, s)
		play(t, s, "attacker:"+handleCode(s, char(t, s, 1, "Ironhide")))
		asked := s.step == stepDefender && has(s, "defender:"+handleCode(s, ih)) && has(s, "defender:"+handleCode(s, ra))
		if asked == put || (put && !logHas(s, "attacks your Red Alert")) {
			t.Errorf("Point Position %v: the attacker chooses between Ironhide and Red Alert %v; log %v", put, asked, logLines(s))
		}
	}
}

// Showing Off (W4/052): "Flip one of your characters to another mode. Then
// flip it to another mode." Arcee flips to bot mode and back: her bot
// mode's "when you flip" ability would show in the log.
func TestCardShowingOff(t *testing.T) {
	s := stdGame(t, mayAttack, ironhide, ironhide, deckOf("Showing Off"), blank)
	ih := char(t, s, 0, "Ironhide")
	mode := s.mode(ih).Mode
	playAction(t, s, "Showing Off")
	finishAttack(t, s)
	if s.mode(ih).Mode != mode || logCount(s, "flips") < 2 {
		t.Errorf("Ironhide in %s mode after Showing Off, want %s; log %v", s.mode(ih).Mode, mode, logLines(s))
	}
}

// Terrifying Resilience (W4/059): "Can't be put on Autobots. Tough 2."
// Unflinching Courage (W4/061): "Can't be put on Decepticons. Bold 2." A
// Mercenary may take either.
func TestCardTerrifyingResilienceUnflinchingCourage(t *testing.T) {
	team := []string{"Arcee, Skilled Fighter", "Flamewar, Veteran Decepticon", "Deadlock, Soldier Of Fortune"}
	for _, c := range []struct {
		name, not string
		stat      uint8
	}{{"Terrifying Resilience", "Arcee", statTough}, {"Unflinching Courage", "Flamewar", statBold}} {
		s := stdGame(t, mayAttack, team, ironhide, deckOf(c.name), blank)
		ensure(t, s, 0, c.name)
		for _, ch := range []string{"Arcee", "Flamewar", "Deadlock"} {
			if got := mayUpgradeOn(t, s, c.name, ch); got != (ch != c.not) {
				t.Errorf("%s may go on %s: %v", c.name, ch, got)
			}
		}
		dl := char(t, s, 0, "Deadlock")
		before := s.stat(dl, c.stat)
		attach(t, s, 0, c.name, "Deadlock")
		if n := s.stat(dl, c.stat); n != before+2 {
			t.Errorf("%s: Deadlock has %s %d, want %d", c.name, statNames[c.stat], n, before+2)
		}
	}
}

// War Of Attrition (W4/063): "Your opponent chooses one of their
// characters and does 1 damage to it. If this is the third War of
// Attrition you've played this turn > Repair 3 damage from one of your
// characters. You may play another War of Attrition." The first two
// repair nothing; the third repairs 3.
func TestCardWarOfAttrition(t *testing.T) {
	s := stdGame(t, mayAttack, ironhide, ironhide, deckOf("War Of Attrition", "War Of Attrition", "War Of Attrition"), blank)
	ih, enemy := char(t, s, 0, "Ironhide"), char(t, s, 1, "Ironhide")
	s.obj(ih).Counters[cDamage] = 5
	playAction(t, s, "War Of Attrition")
	for i := 0; i < 2; i++ {
		if s.damage(ih) != 5 {
			t.Errorf("after War Of Attrition %d: Ironhide %d damage, want 5", i+1, s.damage(ih))
		}
		play(t, s, "pick:") // play another
	}
	if s.damage(enemy) != 3 || s.damage(ih) != 2 {
		t.Errorf("after three: the enemy %d damage, Ironhide %d; want 3 and 2", s.damage(enemy), s.damage(ih))
	}
}

// Wedge Formation (W4/064): "Repair 1 damage from one of your Melee
// characters. If you have a Ranged character on the battlefield > Draw a
// card. If you have a Specialist on the battlefield > Plan 1." Each
// condition on its own: Hound (Melee) with Jetfire (Ranged) draws and
// plans nothing; with Arcee (Specialist) plans and draws nothing.
func TestCardWedgeFormation(t *testing.T) {
	for _, c := range []struct {
		other      string
		draw, plan bool
	}{{"Jetfire, Air Guardian", true, false}, {"Arcee, Skilled Fighter", false, true}} {
		s := stdGame(t, mayAttack, []string{"Autobot Hound, Long Range Scout", c.other}, ironhide, deckOf("Wedge Formation"), blank)
		hound := char(t, s, 0, "Autobot Hound")
		s.obj(hound).Counters[cDamage] = 2
		ensure(t, s, 0, "Wedge Formation")
		hand := handSize(s, 0)
		playAction(t, s, "Wedge Formation")
		planning := s.ask == askPick && s.pickKind == pickHand
		if planning {
			play(t, s, "pass")
		}
		drew := handSize(s, 0) == hand
		if s.damage(hound) != 1 || drew != c.draw || planning != c.plan {
			t.Errorf("with %s: Hound %d damage, drew %v, planned %v; want 1, %v, %v", c.other, s.damage(hound), drew, planning, c.draw, c.plan)
		}
	}
}

// Lucky Vest (W4/036): "When the upgraded character defends and you flip
// battle icons of at least 4 different colors > That character can't take
// more than 4 attack damage this battle." Ramjet attacks at 7 with 4 orange
// icons, 11 against Bombshell's Defense 4: Bombshell's side flipping
// orange, black, green and blue takes 4 (6 without the Vest); flipping
// orange, black and green it takes 7.
func TestCardLuckyVest(t *testing.T) {
	for _, c := range []struct {
		flips []string
		vest  bool
		want  int
	}{
		{[]string{"Wedge Formation", "Opportune Offensive"}, true, 4},
		{[]string{"Wedge Formation", "Opportune Offensive"}, false, 6},
		{[]string{"Wedge Formation", "Plasma Burst"}, true, 7},
	} {
		deck0 := stack(many(4, "Medic!"), many(2, "Improvised Shield"), blank)
		deck1 := stack(many(3, "Medic!"), c.flips, blank, []string{"Lucky Vest"})
		s := stdGame(t, mayAttack, []string{"Ramjet, Sky Smasher"}, []string{"Bombshell, Insecticon Mind-Controller"}, deck0, deck1)
		bs := char(t, s, 1, "Bombshell")
		if c.vest {
			attach(t, s, 1, "Lucky Vest", "Bombshell")
		}
		attackWith(t, s, 0, "Ramjet", bs)
		finishAttack(t, s)
		if d := s.damage(bs); d != c.want {
			t.Errorf("Bombshell flipping %v, Lucky Vest %v: %d damage, want %d; log %v", c.flips, c.vest, d, c.want, logLines(s))
		}
	}
}

// Overwhelming Advantage (W4/043): "For each Decepticon you have on the
// battlefield, Plan 1. When one of your characters attacks this turn, if
// its Upgrades include at least [WHITE][ORANGE][BLACK][BLUE][GREEN] and you
// flip at least [WHITE][ORANGE][BLUE][GREEN] > Do 15 damage to an enemy."
// Two Decepticons: two Plans, each optional (Wave-4.xml#73); Megatron is
// chosen as it is played (Wave-4.xml#74). With Upgrades of all five
// colours (Personal Targeting Drone, Combat Dagger, Smoke Cloak) and the
// four flipped, the 15 damage KOs the defender before its side flips
// (Wave-4.xml#75); without Smoke Cloak (no blue Upgrade) nothing happens.
func TestCardOverwhelmingAdvantage(t *testing.T) {
	for _, all := range []bool{true, false} {
		deck0 := stack([]string{"Overwhelming Advantage"}, many(3, "Medic!"), []string{"Spare Parts", "Incoming Transmission", "Armored Plating"},
			blank, []string{"Personal Targeting Drone", "Combat Dagger", "Smoke Cloak"})
		s := stdGame(t, mayAttack, []string{"Megatron, Decepticon Leader", "Flamewar, Veteran Decepticon"}, twoBots, deck0, noIcons(14))
		m, ih := char(t, s, 0, "Megatron"), char(t, s, 1, "Ironhide")
		ups := []string{"Personal Targeting Drone", "Combat Dagger", "Smoke Cloak"}
		if !all {
			ups = ups[:2]
		}
		for _, u := range ups {
			attach(t, s, 0, u, "Megatron")
		}
		playAction(t, s, "Overwhelming Advantage")
		plans := 0
		for s.ask == askPick && s.pickKind == pickHand {
			plans++
			play(t, s, "pass")
		}
		if plans != 2 {
			t.Errorf("%d Plans offered, want 2 (one per Decepticon)", plans)
		}
		pickChar(t, s, m)
		attackWith(t, s, 0, "Megatron", ih)
		if all {
			if s.ask != askPick || !has(s, "pick:"+handleCode(s, ih)) {
				t.Fatalf("the 15 damage asks %q among %v; log %v", s.question(), codes(s), logLines(s))
			}
			pickChar(t, s, ih)
		}
		finishAttack(t, s)
		ko := inZone(s, ih, 1, zKO)
		if ko != all || (all && logHas(s, "for their defense")) {
			t.Errorf("all five colours %v: the defender KO'd %v; log %v", all, ko, logLines(s))
		}
	}
}

// Pincer Movement (W4/044): "When one of your Decepticons attacks an enemy
// this turn > You get an extra attack this turn, but only with one of your
// other Decepticons against the same enemy." Ramjet attacks Ironhide
// while Red Alert stands untapped, which would end the turn (line 43); the
// extra attack follows, with Flamewar (not Deadlock, a Mercenary) against
// Ironhide only. One extra attack (Rules_Roundup-2019-11-08.xml#9-11): the
// turn then ends. An enemy KO'd by the first attack gives none
// (Wave-4.xml#76).
func TestCardPincerMovement(t *testing.T) {
	team := []string{"Ramjet, Sky Smasher", "Flamewar, Veteran Decepticon", "Deadlock, Soldier Of Fortune", "Barrage, Merciless Insecticon"}
	s := stdGame(t, mayAttack, team, twoBots, stack([]string{"Pincer Movement"}, noIcons(14)), noIcons(14))
	ih, ra := char(t, s, 1, "Ironhide"), char(t, s, 1, "Red Alert")
	fw, dl, br := char(t, s, 0, "Flamewar"), char(t, s, 0, "Deadlock"), char(t, s, 0, "Barrage")
	playAction(t, s, "Pincer Movement")
	attackWith(t, s, 0, "Ramjet", ih)
	finishAttack(t, s)
	if s.active != 0 || !has(s, "attacker:"+handleCode(s, fw)) || has(s, "attacker:"+handleCode(s, dl)) {
		t.Fatalf("after Ramjet's attack: player %d's turn, options %v; want an extra attack by a Decepticon", s.active+1, codes(s))
	}
	play(t, s, "attacker:"+handleCode(s, fw))
	if s.step == stepDefender && has(s, "defender:"+handleCode(s, ra)) {
		t.Errorf("the extra attack may go to Red Alert: %v", codes(s))
	}
	finishAttack(t, s)
	if logCount(s, "attacks Player 2's Ironhide") != 2 || s.active != 1 || s.tapped(br) {
		t.Errorf("want two attacks on Ironhide and the turn over, Barrage untapped: %v", logLines(s))
	}

	// The first attack KOs Ironhide: no extra attack.
	s = stdGame(t, mayAttack, team, twoBots, stack([]string{"Pincer Movement"}, noIcons(14)), noIcons(14))
	ih = char(t, s, 1, "Ironhide")
	s.obj(ih).Counters[cDamage] = int16(s.card(ih).Health - 1)
	playAction(t, s, "Pincer Movement")
	attackWith(t, s, 0, "Ramjet", ih)
	finishAttack(t, s)
	if !inZone(s, ih, 1, zKO) || s.active != 1 {
		t.Errorf("Ironhide KO'd %v, player %d's turn; want true and the turn over: %v", inZone(s, ih, 1, zKO), s.active+1, logLines(s))
	}

	// Without Pincer Movement the turn ends after the first attack.
	s = stdGame(t, mayAttack, team, twoBots, noIcons(14), noIcons(14))
	attackWith(t, s, 0, "Ramjet", char(t, s, 1, "Ironhide"))
	finishAttack(t, s)
	if s.active != 1 {
		t.Errorf("without Pincer Movement player %d's turn goes on: %v", s.active+1, codes(s))
	}
}

// Plunder (W4/045): "Your opponent chooses 3 cards from their hand and
// reveals them. You scrap one of them." The opponent chooses 3 of their 4;
// the fourth is no option of the scrap. With 2 in hand they are both
// revealed without a question.
func TestCardPlunder(t *testing.T) {
	s := stdGame(t, mayAttack, ironhide, ironhide, deckOf("Plunder"),
		stack([]string{"Armored Plating", "Improvised Shield", "Incoming Transmission", "Plasma Burst"}, blank))
	ap, is, it, pb := handCard(t, s, 1, "Armored Plating"), handCard(t, s, 1, "Improvised Shield"), handCard(t, s, 1, "Incoming Transmission"), deckCard(t, s, 1, "Plasma Burst")
	holding(t, s, 1, "Plasma Burst")
	playAction(t, s, "Plunder")
	for _, id := range []kit.ObjID{ap, is, it} {
		if s.ask != askPick || s.asker != 1 || s.pickKind != pickHand {
			t.Fatalf("the opponent is not asked for a card of their hand: %q of player %d", s.question(), s.asker+1)
		}
		if logHas(s, "from hand") {
			t.Error("a card is revealed before the opponent has chosen all 3")
		}
		play(t, s, "pick:"+handleCode(s, id))
	}
	if s.ask != askPick || s.asker != 0 || has(s, "pick:"+handleCode(s, pb)) || !has(s, "pick:"+handleCode(s, is)) {
		t.Fatalf("the Plunderer chooses %q among %v", s.question(), codes(s))
	}
	if logCount(s, "from hand") != 3 {
		t.Errorf("the log tells of %d cards revealed, want 3: %v", logCount(s, "from hand"), logLines(s))
	}
	play(t, s, "pick:"+handleCode(s, is))
	if !inZone(s, is, 1, zScrap) || handSize(s, 1) != 3 {
		t.Errorf("Improvised Shield scrapped %v, the opponent holds %d; want true and 3", inZone(s, is, 1, zScrap), handSize(s, 1))
	}

	s = stdGame(t, mayAttack, ironhide, ironhide, deckOf("Plunder"), stack([]string{"Armored Plating", "Plasma Burst"}, blank))
	discardHand(s, 1, 2)
	playAction(t, s, "Plunder")
	if s.ask == askPick && s.asker == 1 {
		t.Fatalf("with 2 cards in hand the opponent is asked %q", s.question())
	}
	if logCount(s, "from hand") != 2 {
		t.Errorf("the log tells of %d cards revealed, want 2", logCount(s, "from hand"))
	}
	finishAttack(t, s)
	if n := handSize(s, 1); n != 1 {
		t.Errorf("the opponent holds %d cards, want 1", n)
	}
}

// Repurpose (W4/049): "Scrap an Upgrade from any character > Repair 2
// damage from that character." Any character's, the opponent's too
// (Wave-4.xml#80). It is named "Repurpose (Wave 4)" beside Wave 3's.
func TestCardRepurposeW4(t *testing.T) {
	for _, mine := range []bool{true, false} {
		s := stdGame(t, mayAttack, ironhide, ironhide, deckOf("W4/049", "Armored Plating"), deckOf("Improvised Shield"))
		ih, enemy := char(t, s, 0, "Ironhide"), char(t, s, 1, "Ironhide")
		s.obj(ih).Counters[cDamage] = 3
		s.obj(enemy).Counters[cDamage] = 3
		ap := attach(t, s, 0, "Armored Plating", "Ironhide")
		is := attach(t, s, 1, "Improvised Shield", "Ironhide")
		playAction(t, s, "Repurpose (Wave 4)")
		pick, on, other := ap, ih, enemy
		if !mine {
			pick, on, other = is, enemy, ih
		}
		play(t, s, "pick:"+handleCode(s, pick))
		if !inZone(s, pick, int(s.obj(on).Owner), zScrap) || s.damage(on) != 1 || s.damage(other) != 3 {
			t.Errorf("scrapping %s: scrapped %v, its character %d damage, the other %d; want true, 1, 3",
				s.card(pick).FullName(), inZone(s, pick, int(s.obj(on).Owner), zScrap), s.damage(on), s.damage(other))
		}
	}
	// With no Upgrade anywhere it repairs nothing.
	s := stdGame(t, mayAttack, ironhide, ironhide, deckOf("W4/049"), blank)
	ih := char(t, s, 0, "Ironhide")
	s.obj(ih).Counters[cDamage] = 3
	playAction(t, s, "Repurpose (Wave 4)")
	if s.damage(ih) != 3 || s.ask != 0 {
		t.Errorf("no Upgrade to scrap: Ironhide %d damage, asked %q; want 3 and nothing", s.damage(ih), s.question())
	}
}

// Soldier's Blaster (W4/053), a Weapon +1 [ATK]: "When the upgraded
// character attacks an enemy from a different faction > The upgraded
// character gets +2 until end of battle." Arcee (an Autobot) attacks at
// 2+1+2 against a Decepticon, 2+1 against an Autobot.
func TestCardSoldiersBlaster(t *testing.T) {
	for _, c := range []struct {
		enemy string
		atk   int
	}{{"Flamewar, Veteran Decepticon", 5}, {"Ironhide, Veteran Autobot", 3}} {
		s := stdGame(t, mayAttack, []string{"Arcee, Skilled Fighter"}, []string{c.enemy}, stack([]string{"Soldier's Blaster"}, noIcons(14)), noIcons(14))
		attach(t, s, 0, "Soldier's Blaster", "Arcee")
		attackWith(t, s, 0, "Arcee", s.team[1][0])
		finishAttack(t, s)
		if atk, _ := lastTotals(t, s); atk != c.atk {
			t.Errorf("Arcee attacking %s: Attack %d, want %d", c.enemy, atk, c.atk)
		}
		if n := s.stat(char(t, s, 0, "Arcee"), statAttack); n != 2 {
			t.Errorf("after the battle Arcee has Attack %d, want 2", n)
		}
	}
}

// Sturdy Javelin (W4/057): "While this is on a Melee character > It has +2
// [ATK]. While this is on a Ranged character and it attacks > Scrap this
// card and do 2 damage to an enemy." Bombshell (Melee) has +2; Sergeant
// Kup (Ranged) throws it at any enemy, not only the defender
// (Wave-4.xml#83), and has no +2.
func TestCardSturdyJavelin(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Bombshell, Insecticon Mind-Controller"}, ironhide, deckOf("Sturdy Javelin"), blank)
	bs := char(t, s, 0, "Bombshell")
	atk := s.stat(bs, statAttack)
	attach(t, s, 0, "Sturdy Javelin", "Bombshell")
	if n := s.stat(bs, statAttack); n != atk+2 {
		t.Errorf("Bombshell (Melee) with Sturdy Javelin: Attack %d, want %d", n, atk+2)
	}

	s = stdGame(t, mayAttack, []string{"Sergeant Kup, Veteran Sergeant"}, twoBots, deckOf("Sturdy Javelin"), blank)
	kup, ih, ra := char(t, s, 0, "Sergeant Kup"), char(t, s, 1, "Ironhide"), char(t, s, 1, "Red Alert")
	atk = s.stat(kup, statAttack)
	jav := attach(t, s, 0, "Sturdy Javelin", "Sergeant Kup")
	if n := s.stat(kup, statAttack); n != atk {
		t.Errorf("Sergeant Kup (Ranged) with Sturdy Javelin: Attack %d, want %d", n, atk)
	}
	attackWith(t, s, 0, "Sergeant Kup", ih)
	if s.ask != askPick || !has(s, "pick:"+handleCode(s, ra)) {
		t.Fatalf("the Javelin's damage asks %q among %v", s.question(), codes(s))
	}
	pickChar(t, s, ra)
	if !inZone(s, jav, 0, zScrap) || s.damage(ra) != 2 {
		t.Errorf("the Javelin scrapped %v, Red Alert %d damage; want true and 2", inZone(s, jav, 0, zScrap), s.damage(ra))
	}
}

// Toolbox (W4/060): "If damage would be repaired from the upgraded
// character > Instead repair that much damage plus 1." Diagnosis repairs 1
// and Toolbox makes it 2; from a character with 1 damage it repairs 1.
// Moving a damage counter away is no repair (Wave-4.xml#54): Special
// Delivery moves 1.
func TestCardToolbox(t *testing.T) {
	for _, c := range []struct {
		damage, want int
		toolbox      bool
	}{{3, 2, false}, {3, 1, true}, {1, 0, true}} {
		s := stdGame(t, mayAttack, ironhide, ironhide, deckOf("Diagnosis", "Toolbox"), blank)
		ih := char(t, s, 0, "Ironhide")
		s.obj(ih).Counters[cDamage] = int16(c.damage)
		if c.toolbox {
			attach(t, s, 0, "Toolbox", "Ironhide")
		}
		playAction(t, s, "Diagnosis")
		if d := s.damage(ih); d != c.want {
			t.Errorf("Diagnosis on Ironhide with %d damage, Toolbox %v: %d damage, want %d", c.damage, c.toolbox, d, c.want)
		}
	}
	s := stdGame(t, mayAttack, ironhide, ironhide, deckOf("Special Delivery", "Toolbox"), blank)
	ih, enemy := char(t, s, 0, "Ironhide"), char(t, s, 1, "Ironhide")
	s.obj(ih).Counters[cDamage] = 3
	attach(t, s, 0, "Toolbox", "Ironhide")
	playAction(t, s, "Special Delivery")
	if s.damage(ih) != 2 || s.damage(enemy) != 1 {
		t.Errorf("Special Delivery from Ironhide with Toolbox: %d damage left, the enemy %d; want 2 and 1", s.damage(ih), s.damage(enemy))
	}
}

// Valuable Contract (W4/062): "When the upgraded character does enough
// attack damage to KO an enemy > Use this card's Bounty ability. Bounty >
// Choose a battle card you own from outside the game that has exactly 1
// [STAR] and put it into your hand." More than enough counts
// (Wave-4.xml#2); the card is shown to the opponent (Wave-4.xml#84). An
// attack that does not KO does nothing.
func TestCardValuableContract(t *testing.T) {
	for _, ko := range []bool{true, false} {
		s := stdGame(t, mayAttack, []string{"Ramjet, Sky Smasher"}, []string{"Arcee, Skilled Fighter", "Ironhide, Veteran Autobot"},
			stack([]string{"Valuable Contract"}, noIcons(14)), noIcons(14))
		arcee := char(t, s, 1, "Arcee")
		if ko {
			s.obj(arcee).Counters[cDamage] = 5
		}
		attach(t, s, 0, "Valuable Contract", "Ramjet")
		hand := handSize(s, 0)
		attackWith(t, s, 0, "Ramjet", arcee)
		for i := 0; i < 10 && s.ask != 0 && s.pickKind != pickOutside; i++ {
			play(t, s, "")
		}
		if asked := s.ask == askPick && s.pickKind == pickOutside; asked != ko {
			t.Fatalf("KO %v: asked %q", ko, s.question())
		}
		if !ko {
			continue
		}
		if len(s.picks) < 2 {
			t.Errorf("%d cards to choose from outside the game", len(s.picks))
		}
		for _, c := range s.picks {
			if d := s.defs[c]; d.Stars != 1 || !d.isBattle() {
				t.Errorf("option %s has %d stars", d.FullName(), d.Stars)
			}
		}
		play(t, s, "outside:")
		if n := handSize(s, 0); n != hand+1 || !logHas(s, "from hand") {
			t.Errorf("the hand holds %d, want %d; the card shown: %v", n, hand+1, logLines(s))
		}
		if !strings.Contains(logText(s, 1), "from hand") {
			t.Errorf("the opponent is not shown the card: %s", logText(s, 1))
		}
	}
}

// The Wave 4 battle cards numbered 036 to 064 in force (those whose text is
// defined), two copies of each in every deck, play random games under the
// engine's conformance suite, with teams of the three factions, Mercenaries
// among them.
func TestWave4BattleBConformance(t *testing.T) {
	g := mustGame(t)
	var battle []string
	for _, c := range g.set.Cards() {
		if n := atoi(c.ID[len("W4/"):]); c.Set == "Wave 4" && c.isBattle() && len(c.Abilities) > 0 && n >= 36 && n <= 64 {
			battle = append(battle, c.ID, c.ID)
		}
	}
	if len(battle) < 2*10 {
		t.Fatalf("%d of these Wave 4 battle cards in force, want at least 10", len(battle)/2)
	}
	teams := [][]string{
		{"Deadlock, Soldier Of Fortune", "Megatron, Decepticon Leader"},
		{"Mudflap, Hired Muscle", "Autobot Hound, Long Range Scout", "Arcee, Skilled Fighter"},
		{"Megatron, Decepticon Leader", "Flamewar, Veteran Decepticon", "Barrage, Merciless Insecticon"},
		{"Jetfire, Air Guardian", "Autobot Hound, Long Range Scout", "Prowl, Military Strategist"},
		{"Lockdown, Bounty Hunter", "Starscream, Air Commander"},
	}
	runTeams(t, g, teams, battle)
}
