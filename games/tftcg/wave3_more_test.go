package tftcg

import (
	"fmt"
	"slices"
	"testing"

	"omnideck/kit"
)

// A scenario per card of data/abilities/wave3-more.yaml: the rest of Wave
// 3's characters and battle cards, with Eject (Wave 3A) and Deadlock
// (Wave 4).

// Battlefield Scan (W3/006): "Enemies can't use Brave or Stealth this
// turn." A character that can't use them is attacked as though it had
// neither (Wave-2-3.xml#171); the next turn they are back.
func TestCardBattlefieldScan(t *testing.T) {
	for _, c := range []struct {
		keyword, name string
	}{{"Brave", "Predacon Headstrong, Ground Assault"}, {"Stealth", "Specialist Flamewar, Special Ops • Hunter"}} {
		s := stdGame(t, mayAttack, ironhide, []string{c.name, "Ironhide, Veteran Autobot"}, deckOf("Battlefield Scan"), blank)
		special, other := s.team[1][0], char(t, s, 1, "Ironhide")
		// Brave: only the Brave one may be attacked; Stealth: only the other.
		if s.mayDefend(special) != (c.keyword == "Brave") || s.mayDefend(other) != (c.keyword == "Stealth") {
			t.Fatalf("%s before the Scan: may attack it %v, Ironhide %v", c.keyword, s.mayDefend(special), s.mayDefend(other))
		}
		playAction(t, s, "Battlefield Scan")
		if !s.mayDefend(special) || !s.mayDefend(other) {
			t.Errorf("%s after the Scan: may attack it %v, Ironhide %v; want both", c.keyword, s.mayDefend(special), s.mayDefend(other))
		}
		passTurn(t, s)
		passTurn(t, s)
		if s.mayDefend(special) != (c.keyword == "Brave") || s.mayDefend(other) != (c.keyword == "Stealth") {
			t.Errorf("%s the turn after the Scan: may attack it %v, Ironhide %v", c.keyword, s.mayDefend(special), s.mayDefend(other))
		}
	}
}

// Battlefield Scan touches enemies only, and those of the moment: the
// player's own Stealth character keeps Stealth.
func TestCardBattlefieldScanEnemiesOnly(t *testing.T) {
	flamewar := "Specialist Flamewar, Special Ops • Hunter"
	s := stdGame(t, mayAttack, []string{flamewar, "Ironhide, Veteran Autobot"}, ironhide, deckOf("Battlefield Scan"), blank)
	playAction(t, s, "Battlefield Scan")
	if !s.isStealthy(char(t, s, 0, "Specialist Flamewar")) {
		t.Errorf("the Scan's player's own Flamewar lost Stealth")
	}
}

// Eject, Electronic Surveillance (W3A/T02), bot mode: "When this defends >
// Enemies can't use Bold this turn." The attacker's Bold 1 flips no more
// card against him; against another defender it does.
func TestCardEjectBot(t *testing.T) {
	for _, c := range []struct {
		defender string
		flips    int
	}{{"Eject, Electronic Surveillance", 2}, {"Ironhide, Veteran Autobot", 3}} {
		s := stdGame(t, mayAttack, []string{"Jetfire, Air Guardian"}, []string{c.defender}, noIcons(14), noIcons(14))
		if c.defender != "Ironhide, Veteran Autobot" {
			toBot(t, s, 1, "Eject")
		}
		attackWith(t, s, 0, "Jetfire", kit.NoObj)
		finishAttack(t, s)
		if n := logCount(s, "You flip Plasma Burst for your attack"); n != c.flips {
			t.Errorf("Jetfire (Bold 1) attacking %s flipped %d cards, want %d: %v", c.defender, n, c.flips, logLines(s))
		}
	}
}

// Deadlock, Soldier Of Fortune (W4/T04), alt mode: "Stealth against
// Autobots and Decepticons": an Autobot attacks the other character; a
// Mercenary may attack him.
func TestCardDeadlockAltStealth(t *testing.T) {
	for _, c := range []struct {
		attacker string
		may      bool
	}{{"Ironhide, Veteran Autobot", false}, {"Mudflap, Hired Muscle", true}} {
		s := stdGame(t, mayAttack, []string{c.attacker}, []string{"Deadlock, Soldier Of Fortune", "Red Alert, Security Chief"}, blank, blank)
		play(t, s, "attacker:"+handleCode(s, s.team[0][0]))
		if got := has(s, "defender:"+handleCode(s, char(t, s, 1, "Deadlock"))); got != c.may {
			t.Errorf("%s attacking: may attack Deadlock %v, want %v: %v", c.attacker, got, c.may, logLines(s))
		}
		if !c.may && !logHas(s, "attacks Player 2's Red Alert") {
			t.Errorf("%s attacking: Red Alert not attacked: %v", c.attacker, logLines(s))
		}
	}
}

// Deadlock's alt mode: "When you flip to this mode > Autobots and
// Decepticons can't use Stealth this turn." The enemy Flamewar, a
// Decepticon, loses Stealth; Deadlock, a Mercenary, keeps his.
func TestCardDeadlockAltFlip(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Deadlock, Soldier Of Fortune", "Ironhide, Veteran Autobot"},
		[]string{"Specialist Flamewar, Special Ops • Hunter", "Red Alert, Security Chief"}, blank, blank)
	fw := char(t, s, 1, "Specialist Flamewar")
	toBot(t, s, 0, "Deadlock")
	if s.mayDefend(fw) {
		t.Fatalf("Flamewar may be attacked before Deadlock flips")
	}
	flipToAlt(t, s, 0, "Deadlock")
	if !s.mayDefend(fw) {
		t.Errorf("Flamewar keeps Stealth after Deadlock flips to alt mode")
	}
	s.attacker = char(t, s, 1, "Red Alert")
	if !s.isStealthy(char(t, s, 0, "Deadlock")) {
		t.Errorf("Deadlock lost his own Stealth against an Autobot")
	}
}

// Deadlock's bot mode: "When this does enough attack damage to KO an enemy
// > Use this card's Bounty ability. Bounty > Flip this and draw 2 cards."
// Not when the enemy survives.
func TestCardDeadlockBot(t *testing.T) {
	for _, ko := range []bool{true, false} {
		s := stdGame(t, mayAttack, []string{"Deadlock, Soldier Of Fortune"}, twoBots, noIcons(14), noIcons(14))
		dl := char(t, s, 0, "Deadlock")
		toBot(t, s, 0, "Deadlock")
		ih := char(t, s, 1, "Ironhide")
		if ko {
			s.obj(ih).Counters[cDamage] = int16(s.card(ih).Health - 1)
		}
		hand := handSize(s, 0)
		attackWith(t, s, 0, "Deadlock", ih)
		finishAttack(t, s)
		if got := s.mode(dl).Mode == ModeAlt; got != ko {
			t.Errorf("KO %v: Deadlock flipped to alt mode %v", ko, got)
		}
		if want := hand + map[bool]int{true: 2}[ko]; handSize(s, 0) != want {
			t.Errorf("KO %v: hand %d, want %d", ko, handSize(s, 0), want)
		}
	}
}

// Captain Wheeljack, Engineering • Scientist (W3/T05), alt mode: "Before
// the game begins → You may reveal a Brainstorm from your deck and put it
// into your hand." Before the opening hands: the player starts with the
// Brainstorm and the 3 cards drawn, and draws on the first turn
// (Wave-2-3.xml#142, Rules_Roundup-2019-04-26.xml#426-10). Declined, the
// Brainstorm stays in the deck. Specialist Ratchet's Medic! is the same
// (Wave-2-3.xml#167).
func TestCardBeforeGameRevealToHand(t *testing.T) {
	for _, c := range []struct{ character, card string }{
		{"Captain Wheeljack, Engineering • Scientist", "Brainstorm"},
		{"Specialist Ratchet, Engineering • Rescue & Repair", "Medic!"},
	} {
		for _, yes := range []bool{true, false} {
			s := stdGame(t, mayAttack, []string{c.character}, ironhide, stack(noIcons(10), []string{c.card}), blank)
			if s.asker != 0 || s.turn != 0 || handSize(s, 0) != 0 {
				t.Fatalf("%s: before the game player %d asked, turn %d, hand %d; want player 1 asked on turn 0, no hand", c.card, s.asker+1, s.turn, handSize(s, 0))
			}
			if yes {
				play(t, s, "yes")
			} else {
				play(t, s, "pass")
			}
			want := 4
			if yes {
				want = 5
			}
			if s.turn != 1 || handSize(s, 0) != want || inHand(s, 0, c.card) != yes {
				t.Errorf("%s taken %v: turn %d, hand %d (want %d), holds it %v", c.card, yes, s.turn, handSize(s, 0), want, inHand(s, 0, c.card))
			}
			if handSize(s, 1) != 3 {
				t.Errorf("the opponent's opening hand is %d cards", handSize(s, 1))
			}
		}
	}
}

// Without the card in the deck the ability is not offered, and a team
// without such an ability is dealt its hands at once.
func TestCardBeforeGameNone(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Captain Wheeljack, Engineering • Scientist"}, ironhide, noIcons(10), blank)
	if s.turn != 1 || handSize(s, 0) != 4 {
		t.Errorf("no Brainstorm in the deck: turn %d, hand %d; want turn 1 and 4 cards", s.turn, handSize(s, 0))
	}
}

// Major Ultra Magnus, Infantry • City Commander (W3/T11), alt mode: "Before
// the game begins → You may put an Ultra Magnus Armor from your deck onto
// this." (Wave-2-3.xml#148); Private Trailbreaker's Force Field is the
// same (Wave-2-3.xml#153). The opening hands come after.
func TestCardBeforeGameOnto(t *testing.T) {
	for _, c := range []struct{ character, name, card string }{
		{"Major Ultra Magnus, Infantry • City Commander", "Major Ultra Magnus", "Ultra Magnus Armor"},
		{"Private Trailbreaker, Infantry • Fortification And Defense", "Private Trailbreaker", "Force Field"},
	} {
		s := stdGame(t, mayAttack, []string{c.character}, ironhide, stack(noIcons(10), []string{c.card}), blank)
		play(t, s, "yes")
		ch := char(t, s, 0, c.name)
		if s.upgrades(ch) != 1 || !logHas(s, "puts "+c.card) && !logHas(s, "put "+c.card) {
			t.Errorf("%s: %d Upgrades on %s: %v", c.card, s.upgrades(ch), c.name, logLines(s))
		}
		if handSize(s, 0) != 4 {
			t.Errorf("%s: hand %d on turn 1, want 4", c.card, handSize(s, 0))
		}
	}
}

// Major Ultra Magnus's alt mode: "Brave": he is the one attacked.
func TestCardMajorUltraMagnusBrave(t *testing.T) {
	s := stdGame(t, mayAttack, ironhide, []string{"Major Ultra Magnus, Infantry • City Commander", "Red Alert, Security Chief"}, blank, blank)
	if !s.mayDefend(char(t, s, 1, "Major Ultra Magnus")) || s.mayDefend(char(t, s, 1, "Red Alert")) {
		t.Errorf("Major Ultra Magnus in alt mode is not Brave")
	}
}

// Private Trailbreaker's bot mode: "While this has an Armor > He Has
// Brave." Not with a Weapon only.
func TestCardPrivateTrailbreakerBot(t *testing.T) {
	for _, c := range []struct {
		up    string
		brave bool
	}{{"Force Field", true}, {"Flamethrower", false}} {
		s := stdGame(t, mayAttack, []string{"Private Trailbreaker, Infantry • Fortification And Defense", "Red Alert, Security Chief"}, ironhide, deckOf(c.up), blank)
		toBot(t, s, 0, "Private Trailbreaker")
		attach(t, s, 0, c.up, "Private Trailbreaker")
		if got := s.isBrave(char(t, s, 0, "Private Trailbreaker")); got != c.brave {
			t.Errorf("Trailbreaker with %s: Brave %v, want %v", c.up, got, c.brave)
		}
	}
}

// Captain Wheeljack's bot mode: "When you play your third Action during
// your turn > Draw a card." The third Action, played by an effect, draws;
// two do not; a fourth draws no more (Wave-2-3.xml#143).
func TestCardCaptainWheeljackBot(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		s := stdGame(t, mayAttack, []string{"Captain Wheeljack, Engineering • Scientist"}, ironhide, stack(many(4, "Battlefield Scan"), noIcons(10)), blank)
		toBot(t, s, 0, "Captain Wheeljack")
		for range 4 {
			ensure(t, s, 0, "Battlefield Scan")
		}
		playAction(t, s, "Battlefield Scan")
		for range n - 1 {
			s.playNested(0, handCard(t, s, 0, "Battlefield Scan"))
			s.optsOK = false
			s.settle()
		}
		draws := logCount(s, "Captain Wheeljack, Engineering • Scientist's ability")
		if want := map[bool]int{true: 1}[n >= 3]; draws != want {
			t.Errorf("%d Actions played: Wheeljack drew %d times, want %d: %v", n, draws, want, logLines(s))
		}
	}
}

// Dismantling Claw (W3/018): "When this is scrapped from a character >
// Scrap an enemy weapon."; Reactive Armor (W3/046) an enemy Armor,
// Personal Targeting Drone (W3/042) an enemy Utility. Replaced by another
// Upgrade of its kind, or scrapped with its KO'd character, it is scrapped
// from a character (Rules_Roundup-2019-07-29.xml#2-16, Wave-2-3.xml#177,
// #178); returned to the hand it is not.
func TestCardScrappedFromCharacter(t *testing.T) {
	for _, c := range []struct{ card, again, enemy string }{
		{"Dismantling Claw", "Flamethrower", "Handheld Blaster"},
		{"Reactive Armor", "Armored Plating", "Force Field"},
		{"Personal Targeting Drone", "Data Pad", "Data Pad"},
	} {
		for _, how := range []string{"replaced", "ko", "returned"} {
			s := stdGame(t, mayAttack, twoBots, twoBots, deckOf(c.card, c.again), deckOf(c.enemy))
			u := attach(t, s, 0, c.card, "Ironhide")
			e := attach(t, s, 1, c.enemy, "Red Alert")
			switch how {
			case "replaced":
				attach(t, s, 0, c.again, "Ironhide")
			case "ko":
				s.ko(char(t, s, 0, "Ironhide"))
			case "returned":
				s.t.Place(u, zone(0, zHand), -1, kit.FaceUp)
			}
			s.optsOK = false
			s.settle()
			if got := inZone(s, e, 1, zScrap); got != (how != "returned") {
				t.Errorf("%s %s: the enemy's %s scrapped %v: %v", c.card, how, c.enemy, got, logLines(s))
			}
		}
	}
}

// Personal Targeting Drone: "Pierce 1".
func TestCardPersonalTargetingDronePierce(t *testing.T) {
	s := stdGame(t, mayAttack, ironhide, ironhide, deckOf("Personal Targeting Drone"), blank)
	ih := char(t, s, 0, "Ironhide")
	attach(t, s, 0, "Personal Targeting Drone", "Ironhide")
	if n := s.stat(ih, statPierce); n != 1 {
		t.Errorf("Ironhide with the Drone: Pierce %d, want 1", n)
	}
}

// Captain Starscream, Infantry • Air Commander (W3/T04), alt mode: "When you
// flip to this mode > Do 1 damage to an enemy that has no Upgrades." The
// upgraded enemy is not offered.
func TestCardCaptainStarscreamAlt(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Captain Starscream, Infantry • Air Commander"}, twoBots, blank, deckOf("Flamethrower"))
	attach(t, s, 1, "Flamethrower", "Ironhide")
	toBot(t, s, 0, "Captain Starscream")
	flipToAlt(t, s, 0, "Captain Starscream")
	if s.damage(char(t, s, 1, "Red Alert")) != 1 || s.damage(char(t, s, 1, "Ironhide")) != 0 {
		t.Errorf("damage: Red Alert %d, upgraded Ironhide %d; want 1 and 0", s.damage(char(t, s, 1, "Red Alert")), s.damage(char(t, s, 1, "Ironhide")))
	}
}

// Captain Starscream's bot mode: "When an Upgrade is scrapped from an enemy
// > Do 1 damage to that enemy." In alt mode, nothing.
func TestCardCaptainStarscreamBot(t *testing.T) {
	for _, bot := range []bool{true, false} {
		s := stdGame(t, mayAttack, []string{"Captain Starscream, Infantry • Air Commander"}, twoBots, deckOf("Dismantle"), deckOf("Flamethrower"))
		if bot {
			toBot(t, s, 0, "Captain Starscream")
		}
		attach(t, s, 1, "Flamethrower", "Ironhide")
		playAction(t, s, "Dismantle")
		if d := s.damage(char(t, s, 1, "Ironhide")); d != map[bool]int{true: 1}[bot] {
			t.Errorf("bot mode %v: Ironhide %d damage after losing its Weapon", bot, d)
		}
	}
}

// Sergeant Skrapnel, Infantry • Electronic Warfare (W3/T44), bot mode: "When
// an Upgrade is scrapped from one of your characters > Repair 1 damage from
// this." Another character's KO scraps its Upgrades (Wave-2-3.xml#163);
// Skrapnel KO'd with an Upgrade is not saved (Wave-2-3.xml#164).
func TestCardSergeantSkrapnelBot(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Sergeant Skrapnel, Infantry • Electronic Warfare", "Ironhide, Veteran Autobot", "Red Alert, Security Chief"}, ironhide,
		deckOf("Flamethrower", "Handheld Blaster", "Armored Plating"), blank)
	sk := char(t, s, 0, "Sergeant Skrapnel")
	toBot(t, s, 0, "Sergeant Skrapnel")
	s.obj(sk).Counters[cDamage] = 3
	attach(t, s, 0, "Flamethrower", "Ironhide")
	attach(t, s, 0, "Handheld Blaster", "Ironhide") // replaces the Flamethrower
	if d := s.damage(sk); d != 2 {
		t.Errorf("a Weapon replaced: Skrapnel %d damage, want 2", d)
	}
	s.ko(char(t, s, 0, "Ironhide"))
	s.optsOK = false
	s.settle()
	if d := s.damage(sk); d != 1 {
		t.Errorf("Ironhide KO'd with its Weapon: Skrapnel %d damage, want 1", d)
	}
	attach(t, s, 0, "Armored Plating", "Sergeant Skrapnel")
	s.ko(sk)
	s.optsOK = false
	s.settle()
	if !s.inKO(sk) || s.damage(sk) != s.card(sk).Health {
		t.Errorf("Skrapnel KO'd with an Armor: in the KO area %v with %d damage, want his Health %d", s.inKO(sk), s.damage(sk), s.card(sk).Health)
	}
}

// Callous Leadership (W3/010): "Move up to 5 damage counters from one of
// your Decepticon Leaders that has 8 [STARS] or more to one of your other
// characters." The player chooses how many, from none to the Leader's
// counters (5 at most); enough to KO the other character too
// (Rules_Roundup-2019-09-20.xml#6-6).
func TestCardCallousLeadership(t *testing.T) {
	for _, c := range []struct {
		leaderDamage, otherDamage, move int
		counts                          []string
		ko                              bool
	}{
		{4, 0, 3, []string{"count:0", "count:1", "count:2", "count:3", "count:4"}, false},
		{9, 8, 2, []string{"count:0", "count:1", "count:2", "count:3", "count:4", "count:5"}, true},
	} {
		s := stdGame(t, mayAttack, []string{"General Megatron, Infantry • Leader", "Specialist Flamewar, Special Ops • Hunter", "Raider Needlenose, Air Force • Soldier"}, ironhide, deckOf("Callous Leadership"), blank)
		gm, fw := char(t, s, 0, "General Megatron"), char(t, s, 0, "Specialist Flamewar")
		s.obj(gm).Counters[cDamage], s.obj(fw).Counters[cDamage] = int16(c.leaderDamage), int16(c.otherDamage)
		playAction(t, s, "Callous Leadership")
		pickChar(t, s, fw)
		if got := codes(s); !slices.Equal(got, c.counts) {
			t.Fatalf("options %v, want %v", got, c.counts)
		}
		play(t, s, fmt.Sprintf("count:%d", c.move))
		if s.damage(gm) != c.leaderDamage-c.move || s.inKO(fw) != c.ko {
			t.Errorf("moved %d: Megatron %d damage (want %d), Flamewar KO'd %v (want %v)", c.move, s.damage(gm), c.leaderDamage-c.move, s.inKO(fw), c.ko)
		}
	}
}

// Callous Leadership offers no Autobot Leader and no Leader of fewer than
// 8 stars: with none, it does nothing.
func TestCardCallousLeadershipNone(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Major Ultra Magnus, Infantry • City Commander", "Specialist Flamewar, Special Ops • Hunter"}, ironhide, deckOf("Callous Leadership"), blank)
	um := char(t, s, 0, "Major Ultra Magnus")
	s.obj(um).Counters[cDamage] = 4
	playAction(t, s, "Callous Leadership")
	if s.ask != 0 || s.damage(um) != 4 {
		t.Errorf("an Autobot Leader: asked %v, Ultra Magnus %d damage, want 4", s.ask != 0, s.damage(um))
	}
}

// Captain Elita-1, Special Ops • Ranger (W3/T02), alt mode: "When you flip
// to this mode > Move any number of damage counters from one of your other
// characters to this, but not enough to KO her." With 14 of her 17 Health
// in counters she takes 2 at most (Wave-2-3.xml#134).
func TestCardCaptainElita1Alt(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Captain Elita-1, Special Ops • Ranger", "Ironhide, Veteran Autobot"}, ironhide, blank, blank)
	el, ih := char(t, s, 0, "Captain Elita-1"), char(t, s, 0, "Ironhide")
	s.obj(el).Counters[cDamage], s.obj(ih).Counters[cDamage] = 14, 5
	toBot(t, s, 0, "Captain Elita-1")
	flipToAlt(t, s, 0, "Captain Elita-1")
	if got, want := codes(s), []string{"count:0", "count:1", "count:2"}; !slices.Equal(got, want) {
		t.Fatalf("options %v, want %v", got, want)
	}
	play(t, s, "count:2")
	if s.damage(el) != 16 || s.damage(ih) != 3 {
		t.Errorf("Elita-1 %d damage, Ironhide %d; want 16 and 3", s.damage(el), s.damage(ih))
	}
}

// Captain Elita-1's bot mode: "When this is KO'd > Scrap the top card of
// your deck. You may play it. Then scrap another card from the top of your
// deck. You may play it." The first played, the second left in the scrap
// pile (Wave-2-3.xml#136).
func TestCardCaptainElita1Bot(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Captain Elita-1, Special Ops • Ranger", "Ironhide, Veteran Autobot"}, ironhide,
		stack(blank[:4], []string{"Plasma Burst", "Flamethrower"}, noIcons(10)), blank)
	toBot(t, s, 0, "Captain Elita-1")
	s.ko(char(t, s, 0, "Captain Elita-1"))
	s.optsOK = false
	s.settle()
	play(t, s, "pick:") // play the Plasma Burst
	play(t, s, "pass")  // leave the Flamethrower
	if d := s.damage(char(t, s, 1, "Ironhide")); d != 2 {
		t.Errorf("the enemy took %d damage from the Plasma Burst played, want 2: %v", d, logLines(s))
	}
	if !scrapHas(s, 0, "Flamethrower") || s.upgrades(char(t, s, 0, "Ironhide")) != 0 {
		t.Errorf("the Flamethrower not played should be in the scrap pile: %v", logLines(s))
	}
}

// Anticipation Engine (W3/001): "When the upgraded character attacks >
// Reveal the top card of your deck. If it's an Action, play it." Played
// without asking, before the flips; another card stays on top
// (Rules_Roundup-2019-06-28.xml#628-23).
func TestCardAnticipationEngine(t *testing.T) {
	for _, c := range []struct {
		top    string
		damage int
	}{{"Plasma Burst", 2}, {"Flamethrower", 1}} {
		s := stdGame(t, mayAttack, ironhide, ironhide, stack([]string{"Anticipation Engine"}, blank[:3], []string{c.top}, noIcons(10)), noIcons(10))
		ih := char(t, s, 0, "Ironhide")
		attach(t, s, 0, "Anticipation Engine", "Ironhide")
		attackWith(t, s, 0, "Ironhide", kit.NoObj)
		finishAttack(t, s)
		// Ironhide (ATK 3) against Ironhide (DEF 3): only the Plasma Burst,
		// or the Flamethrower's orange icon flipped, does damage.
		if d := s.damage(char(t, s, 1, "Ironhide")); d != c.damage || s.upgrades(ih) != 1 {
			t.Errorf("%s on top: the enemy took %d damage (want %d), %d Upgrades: %v", c.top, d, c.damage, s.upgrades(ih), logLines(s))
		}
	}
}

// Major Soundwave, Espionage • Spy (W3/T10), alt mode: "Each of your Spy
// Patrols has +1 [DEF]." Not in his bot mode.
func TestCardMajorSoundwaveAlt(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Major Soundwave, Espionage • Spy", "Raider Ravage, Espionage • Saboteur"}, ironhide, blank, blank)
	rv := char(t, s, 0, "Raider Ravage")
	if n := s.stat(rv, statDefense); n != 4 {
		t.Errorf("Ravage (DEF 3) beside Soundwave in alt mode: Defense %d, want 4", n)
	}
	toBot(t, s, 0, "Major Soundwave")
	if n := s.stat(rv, statDefense); n != 3 {
		t.Errorf("Ravage beside Soundwave in bot mode: Defense %d, want 3", n)
	}
}

// Major Soundwave's bot mode: "When this attacks > Untap each of your Spy
// Patrols." Not in alt mode.
func TestCardMajorSoundwaveBot(t *testing.T) {
	for _, bot := range []bool{true, false} {
		s := stdGame(t, mayAttack, []string{"Major Soundwave, Espionage • Spy", "Raider Ravage, Espionage • Saboteur"}, ironhide, noIcons(14), noIcons(14))
		if bot {
			toBot(t, s, 0, "Major Soundwave")
		}
		rv := char(t, s, 0, "Raider Ravage")
		s.obj(rv).Set(flTapped, true)
		attackWith(t, s, 0, "Major Soundwave", kit.NoObj)
		finishAttack(t, s)
		if got := !s.tapped(rv); got != bot {
			t.Errorf("Soundwave in bot mode %v attacks: Ravage untapped %v", bot, got)
		}
	}
}

// Major Ultra Magnus's bot mode: "When this attacks and you flip at least
// [O][O][B][B] → Do 1 damage to EACH character." Both sides', himself
// too; not with fewer icons.
func TestCardMajorUltraMagnusBot(t *testing.T) {
	for _, c := range []struct {
		flips []string
		hit   int
	}{{[]string{"Roll Out!", "Roll Out!"}, 1}, {[]string{"Roll Out!", "Plasma Burst"}, 0}} {
		s := stdGame(t, mayAttack, []string{"Major Ultra Magnus, Infantry • City Commander", "Red Alert, Security Chief"}, ironhide,
			stack(blank[:4], c.flips, noIcons(10)), noIcons(14))
		toBot(t, s, 0, "Major Ultra Magnus")
		attackWith(t, s, 0, "Major Ultra Magnus", kit.NoObj)
		finishAttack(t, s)
		if d, m := s.damage(char(t, s, 0, "Red Alert")), s.damage(char(t, s, 0, "Major Ultra Magnus")); d != c.hit || m != c.hit {
			t.Errorf("flipping %v: Red Alert %d damage, Ultra Magnus %d; want %d each", c.flips, d, m, c.hit)
		}
	}
}

// Raider Needlenose, Air Force • Soldier (W3/T32), alt mode: "When you flip
// to this mode > Return a card that has exactly 1 [STAR] from your scrap
// pile to your hand." A card of no star is not offered.
func TestCardRaiderNeedlenoseAlt(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Needlenose, Air Force • Soldier"}, ironhide, stack(noIcons(4), []string{"EMP Wave", "Medic!"}, noIcons(10)), blank)
	toScrap(t, s, 0, "EMP Wave")
	toScrap(t, s, 0, "Medic!")
	hand := handSize(s, 0)
	toBot(t, s, 0, "Raider Needlenose")
	flipToAlt(t, s, 0, "Raider Needlenose")
	if !inHand(s, 0, "EMP Wave") || handSize(s, 0) != hand+1 || !scrapHas(s, 0, "Medic!") {
		t.Errorf("EMP Wave (1 star) back in hand %v, hand %d (want %d): %v", inHand(s, 0, "EMP Wave"), handSize(s, 0), hand+1, logLines(s))
	}
}

// Raider Needlenose's bot mode: "When you play a battle card that has
// exactly 1 [STAR] > Do 1 damage to an enemy." Not for a card of no star.
func TestCardRaiderNeedlenoseBot(t *testing.T) {
	for _, c := range []struct {
		card string
		hit  int
	}{{"Full Loadout", 1}, {"Medic!", 0}} {
		s := stdGame(t, mayAttack, []string{"Raider Needlenose, Air Force • Soldier"}, ironhide, deckOf(c.card), blank)
		toBot(t, s, 0, "Raider Needlenose")
		playAction(t, s, c.card)
		finishAttack(t, s)
		if d := s.damage(char(t, s, 1, "Ironhide")); d != c.hit {
			t.Errorf("%s played: the enemy took %d damage, want %d", c.card, d, c.hit)
		}
	}
}

// Battering Ram (W3/004): "Put on Trucks only. When the upgraded character
// does attack damage to an enemy > Your opponent flips that enemy to its
// other mode." Not on a Truck in bot mode (Wave-1.xml#11).
func TestCardBatteringRam(t *testing.T) {
	s := stdGame(t, mayAttack, ironhide, []string{"Red Alert, Security Chief"}, deckOf("Battering Ram"), noIcons(14))
	ensure(t, s, 0, "Battering Ram")
	toBot(t, s, 0, "Ironhide")
	if mayUpgradeOn(t, s, "Battering Ram", "Ironhide") {
		t.Errorf("Battering Ram may go on Ironhide in bot mode")
	}
	flipToAlt(t, s, 0, "Ironhide")
	attach(t, s, 0, "Battering Ram", "Ironhide")
	ra := char(t, s, 1, "Red Alert")
	attackWith(t, s, 0, "Ironhide", kit.NoObj)
	finishAttack(t, s)
	if s.damage(ra) == 0 || s.mode(ra).Mode != ModeBot {
		t.Errorf("Red Alert took %d damage and is in %s mode; want damage and bot mode: %v", s.damage(ra), s.mode(ra).Mode, logLines(s))
	}
}

// Unconventional Flying Object (W3/062): "Flip one of your Spaceships to bot
// mode. Then flip it back to alt mode." Both flips happen; a Spaceship
// already in bot mode is not one (Rules_Roundup-2019-08-23.xml#4-8).
func TestCardUnconventionalFlyingObject(t *testing.T) {
	for _, bot := range []bool{false, true} {
		s := stdGame(t, mayAttack, []string{"Major Soundwave, Espionage • Spy"}, ironhide, deckOf("Unconventional Flying Object"), blank)
		if bot {
			toBot(t, s, 0, "Major Soundwave")
		}
		playAction(t, s, "Unconventional Flying Object")
		flips := logCount(s, "Major Soundwave, Espionage • Spy flips to")
		if want := map[bool]int{false: 2}[bot]; flips != want {
			t.Errorf("Soundwave in bot mode %v: %d flips, want %d: %v", bot, flips, want, logLines(s))
		}
	}
}

// RR Disruptor Blade (W3/050): "When the upgraded character attacks and you
// don't flip a ⬛ → Scrap this card after the battle." With a black icon
// flipped it stays.
func TestCardRRDisruptorBlade(t *testing.T) {
	for _, c := range []struct {
		flips []string
		stays bool
	}{{[]string{"Plasma Burst", "Plasma Burst"}, false}, {[]string{"Dismantle", "Plasma Burst"}, true}} {
		s := stdGame(t, mayAttack, ironhide, ironhide, stack([]string{"RR Disruptor Blade"}, noIcons(3), c.flips, noIcons(10)), noIcons(14))
		rr := attach(t, s, 0, "RR Disruptor Blade", "Ironhide")
		attackWith(t, s, 0, "Ironhide", kit.NoObj)
		finishAttack(t, s)
		if got := s.on(rr) != kit.NoObj; got != c.stays {
			t.Errorf("flipping %v: the Blade stays %v, want %v: %v", c.flips, got, c.stays, logLines(s))
		}
	}
}

// Fuel Cache (W3/028): "Reveal the top 3 cards of your deck. If they include
// at least [W][O][B], put them all into your hand. Otherwise, scrap them."
// The icons of the three together (Wave-2-3.xml#181).
func TestCardFuelCache(t *testing.T) {
	for _, c := range []struct {
		top  []string
		take bool
	}{{[]string{"Data Pad", "Flamethrower", "Handheld Blaster"}, true}, {[]string{"Data Pad", "Flamethrower", "Plasma Burst"}, false}} {
		s := stdGame(t, mayAttack, ironhide, ironhide, stack([]string{"Fuel Cache"}, noIcons(3), c.top, noIcons(10)), blank)
		hand := handSize(s, 0)
		playAction(t, s, "Fuel Cache")
		want := hand - 1
		if c.take {
			want += 3
		}
		if handSize(s, 0) != want || scrapHas(s, 0, "Flamethrower") == c.take {
			t.Errorf("%v revealed: hand %d (want %d), Flamethrower scrapped %v: %v", c.top, handSize(s, 0), want, scrapHas(s, 0, "Flamethrower"), logLines(s))
		}
	}
}

// Heroic Team-Up (W3/031): "Tap one of your untapped Autobots. Add its [ATK]
// total to one of your untapped Autobots until end of turn." Its Upgrades'
// bonuses count (Wave-2-3.xml#184).
func TestCardHeroicTeamUp(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Ironhide, Veteran Autobot", "Red Alert, Security Chief"}, ironhide, deckOf("Heroic Team-Up", "Battering Ram"), blank)
	ih, ra := char(t, s, 0, "Ironhide"), char(t, s, 0, "Red Alert")
	attach(t, s, 0, "Battering Ram", "Ironhide") // +2 ATK
	total, before := s.attackOf(ih), s.stat(ra, statAttack)
	playAction(t, s, "Heroic Team-Up")
	pickChar(t, s, ih)
	if !s.tapped(ih) || s.stat(ra, statAttack) != before+total {
		t.Errorf("Ironhide tapped %v; Red Alert Attack %d, want %d", s.tapped(ih), s.stat(ra, statAttack), before+total)
	}
}

// Squish Them Like Bugs (W3/057): "Choose one of your characters. When it
// does attack damage this turn to an enemy that has fewer [STARS] than it >
// Do 1 damage to each enemy that has fewer [STARS] than your character."
// Not when the enemy damaged has as many stars or more.
func TestCardSquishThemLikeBugs(t *testing.T) {
	for _, c := range []struct {
		attacker string
		hit      int
	}{{"Captain Starscream, Infantry • Air Commander", 1}, {"Red Alert, Security Chief", 0}} {
		s := stdGame(t, mayAttack, []string{c.attacker}, []string{"Ironhide, Veteran Autobot", "Red Alert, Security Chief"}, deckOf("Squish Them Like Bugs"), noIcons(14))
		playAction(t, s, "Squish Them Like Bugs")
		ra := char(t, s, 1, "Red Alert")
		attackWith(t, s, 0, s.card(s.team[0][0]).Name, ra)
		finishAttack(t, s)
		if s.damage(ra) == 0 {
			t.Fatalf("%s did no attack damage to Red Alert: %v", c.attacker, logLines(s))
		}
		if d := s.damage(char(t, s, 1, "Ironhide")); d != c.hit {
			t.Errorf("%s attacking Red Alert (6 stars): Ironhide (6 stars) took %d damage, want %d: %v", c.attacker, d, c.hit, logLines(s))
		}
	}
}

// LV Gamma-Disruptor Launcher (W3/036): "Put on Shockwave only. Up to 2 LV
// Gamma-Disruptor Launchers can fit in 1 Weapon slot. When you put this on
// Shockwave > Your opponent chooses a card from their hand and scraps it."
// A third replaces one of the two (Rules_Roundup-2019-07-29.xml#2-26); on
// another character it may not go.
func TestCardLVGammaDisruptorLauncher(t *testing.T) {
	lv := "LV Gamma-Disruptor Launcher"
	s := stdGame(t, mayAttack, []string{"Major Shockwave, Applied Sciences • Scientist", "Ironhide, Veteran Autobot"}, ironhide, stack(many(3, lv), noIcons(10)), noIcons(14))
	if mayUpgradeOn(t, s, lv, "Ironhide") || !mayUpgradeOn(t, s, lv, "Major Shockwave") {
		t.Fatalf("the Launcher may go on Ironhide %v, on Major Shockwave %v", mayUpgradeOn(t, s, lv, "Ironhide"), mayUpgradeOn(t, s, lv, "Major Shockwave"))
	}
	hand := handSize(s, 1)
	sw := char(t, s, 0, "Major Shockwave")
	for i := range 3 {
		attach(t, s, 0, lv, "Major Shockwave")
		finishAttack(t, s)
		if want := min(i+1, 2); s.upgrades(sw) != want {
			t.Errorf("%d Launchers put on: %d on Shockwave, want %d", i+1, s.upgrades(sw), want)
		}
	}
	if handSize(s, 1) != hand-3 {
		t.Errorf("the opponent holds %d cards after 3 Launchers, want %d", handSize(s, 1), hand-3)
	}
}
