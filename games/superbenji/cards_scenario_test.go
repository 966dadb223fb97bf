package superbenji

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// Card scenario tests: one or more per card of the Base Set, each showing
// its ability happen. They use the table in scenario_test.go.

// BS26/13 Targeted Nuke: {W}{W}{W}: Deal 5 damage to target character.
func TestCardTargetedNuke(t *testing.T) {
	tb := newTable(t)
	victim := tb.inPlay(1, "Dr. Banana, Evil Mastermind") // 5/4
	nuke := tb.inHand(0, "Targeted Nuke")
	tb.pool(0, "H V +")
	tb.play(0, nuke)
	tb.target(0, victim)
	tb.passAnswer()
	if tb.s.zoneOf(victim) != inDiscard {
		t.Errorf("Dr. Banana (4 Health) survived 5 damage")
	}
	if len(tb.s.players[0].pool) != 0 || tb.s.zoneOf(nuke) != inDiscard {
		t.Errorf("the cost was not paid or the Nuke was not discarded: pool %v", tb.s.players[0].pool)
	}
	tb.logged("Dr. Banana, Evil Mastermind takes 5 damage from Targeted Nuke.")
}

// BS26/1 Benji, Hero of Benji Island: {H}: Justice - Deal 1 damage to any
// player or character.
func TestCardBenjiHeroJustice(t *testing.T) {
	tb := newTable(t)
	benji := tb.inPlay(0, "Benji, Hero of Benji Island")
	tb.pool(0, "H")
	tb.use(0, benji, 0)
	tb.targetPlayer(0, 1)
	if got := tb.s.players[1].life; got != startingLife-1 {
		t.Errorf("Player 2 has %d Health after Justice, want %d", got, startingLife-1)
	}
	if tb.has("use:") {
		t.Errorf("Justice is offered again with an empty pool: %v", tb.codes())
	}
}

// --- Characters ---------------------------------------------------------------

// BS26/2 Noah, Calculator: Actions: + / + -: Planning - Add a +1/+1 counter
// to any character you control. / 4/2
func TestCardNoahCalculator(t *testing.T) {
	tb := newTable(t)
	noah := tb.inPlay(0, "Noah, Calculator")
	foe := tb.inPlay(1, "Benji City Citizen")
	tb.pool(0, "+ -")
	tb.use(0, noah, 0)
	if tb.has(fmt.Sprintf("target:%d:", tb.h(foe))) {
		t.Errorf("Planning offers a character Player 1 does not control: %v", tb.codes())
	}
	tb.target(0, noah)
	tb.wantStats(noah, 5, 3)
	if got := tb.poolSyms(0); got != "" {
		t.Errorf("the pool after Planning is %q, want empty", got)
	}
	tb.endTurn()
	tb.wantStats(noah, 5, 3) // a counter stays
}

// BS26/3 Jordan, Fire Master: Actions: - / Vigilance, reach / + -: Fireball -
// Deal 1 damage to up to 3 characters. Exhaust this character. / 3/4
// BS26/PROMO-8 is its alternate art and plays the same.
func TestCardJordanFireMaster(t *testing.T) {
	for _, id := range []string{"BS26/3", "BS26/PROMO-8"} {
		t.Run(id, func(t *testing.T) {
			tb := newTable(t)
			jordan := tb.inPlay(0, id)
			if got := tb.s.printed(jordan).ID; got != id {
				t.Fatalf("the object is printed as %s", got)
			}
			a := tb.inPlay(1, "Benji City Citizen")
			b := tb.inPlay(1, "Benji City Citizen")
			c := tb.inPlay(1, "Benji City Citizen")
			big := tb.inPlay(1, "Dr. Banana, Evil Mastermind")
			if st := tb.stats(jordan); !st.keywords.has(kwVigilance) || !st.keywords.has(kwReach) {
				t.Errorf("Jordan lacks vigilance or reach: %+v", st)
			}
			tb.pool(0, "+ -")
			tb.use(0, jordan, 0)
			tb.target(0, a)
			tb.target(0, b)
			tb.target(0, big)
			if tb.s.dec.kind != decMain {
				t.Fatalf("a fourth target is asked for: %v", tb.codes())
			}
			tb.wantZone(a, inDiscard)
			tb.wantZone(b, inDiscard)
			tb.wantZone(c, inPlay)
			if d := tb.s.objs[big].damage; d != 1 {
				t.Errorf("Dr. Banana has %d damage, want 1", d)
			}
			if !tb.s.objs[jordan].exhausted {
				t.Errorf("Fireball did not exhaust Jordan")
			}
			tb.pool(0, "+ -")
			if tb.has(fmt.Sprintf("use:%d:", tb.h(jordan))) {
				t.Errorf("Fireball is offered while Jordan is exhausted")
			}
			tb.toCombat()
			if tb.has(fmt.Sprintf("attack:%d:", tb.h(jordan))) {
				t.Errorf("Jordan may attack after using an Exhaust ability (5.4)")
			}
		})
	}
	t.Run("fewer targets", func(t *testing.T) {
		tb := newTable(t)
		jordan := tb.inPlay(0, "Jordan, Fire Master")
		a := tb.inPlay(1, "Benji City Citizen")
		b := tb.inPlay(1, "Benji City Citizen")
		tb.pool(0, "+ -")
		tb.use(0, jordan, 0)
		tb.target(0, a)
		tb.done(0)
		tb.wantZone(a, inDiscard)
		tb.wantZone(b, inPlay)
	})
}

// BS26/4 Dr. Banana, Evil Mastermind: Actions: V V ? / V V V x: Robbery -
// Draw 1 card per 3 V actions spent. / 5/4
func TestCardDrBananaEvilMastermind(t *testing.T) {
	tb := newTable(t)
	drb := tb.inPlay(0, "Dr. Banana, Evil Mastermind")
	tb.pool(0, "V V V V V V V")
	tb.use(0, drb, 0)
	if got := strings.Join(tb.codes(), " "); got != "x:1 x:2" {
		t.Fatalf("the repeat choices are %q, want x:1 x:2", got)
	}
	tb.do(0, "x:2")
	if n := len(tb.hand(0)); n != 2 {
		t.Errorf("Robbery paid twice drew %d cards, want 2", n)
	}
	if got := tb.poolSyms(0); got != "V" {
		t.Errorf("the pool after paying 6 V is %q, want V", got)
	}
	if tb.has(fmt.Sprintf("use:%d:", tb.h(drb))) {
		t.Errorf("Robbery is offered with one V left")
	}
}

// BS26/5 Tempter, Fistfighter: Actions: V W / W W: Fistfight - Fight target
// character. / 4/2
func TestCardTempterFistfighter(t *testing.T) {
	tb := newTable(t)
	tempter := tb.inPlay(0, "Tempter, Fistfighter")
	foe := tb.inPlay(1, "The Photograpper, Evil Dude") // 1/4
	tb.pool(0, "W W")
	tb.use(0, tempter, 0)
	if tb.has(fmt.Sprintf("target:%d:", tb.h(tempter))) {
		t.Errorf("Tempter may fight itself: %v", tb.codes())
	}
	tb.target(0, foe)
	tb.wantZone(foe, inDiscard)
	tb.wantZone(tempter, inPlay)
	if d := tb.s.objs[tempter].damage; d != 1 {
		t.Errorf("Tempter took %d damage from the fight, want 1", d)
	}
	tb.logged("Tempter, Fistfighter fights The Photograpper, Evil Dude.")
}

// BS26/6 Saber, The Star: Actions: V + / W W W: Conversion - Gain V V. / ?:
// Power Up - Choose a Villain character. That character gains +1/+1 until
// end of turn. / 3/3
func TestCardSaberTheStar(t *testing.T) {
	tb := newTable(t)
	saber := tb.inPlay(0, "Saber, The Star")
	drb := tb.inPlay(0, "Dr. Banana, Evil Mastermind")
	hero := tb.inPlay(0, "Benji City Citizen")
	foe := tb.inPlay(1, "Tempter, Fistfighter")
	tb.pool(0, "W W W V ?")
	tb.use(0, saber, 0) // Conversion
	tb.doCode(0, "pay:W,W,W")
	if got := tb.poolSyms(0); got != "V V V ?" {
		t.Fatalf("the pool after Conversion is %q, want V V V ?", got)
	}
	if n := tb.poolFromCard(0, saber); n != 2 {
		t.Errorf("%d actions in the pool came from Saber, want 2", n)
	}
	tb.use(0, saber, 1) // Power Up
	if tb.has(fmt.Sprintf("target:%d:", tb.h(hero))) {
		t.Errorf("Power Up offers a character that is not a Villain: %v", tb.codes())
	}
	if !tb.has(fmt.Sprintf("target:%d:", tb.h(saber))) {
		t.Errorf("Power Up does not offer Saber, a Villain: %v", tb.codes())
	}
	tb.target(0, foe)
	tb.wantStats(foe, 5, 3)
	// Saber's V V pay like any other V: nothing counts them, so paying
	// asks no question (5.3.1 in docs/rules/superbenji.md).
	tb.use(0, drb, 0)
	if tb.s.dec.kind != decMain {
		t.Errorf("paying V V V from a plain V and Saber's V V asks %v", tb.codes())
	}
	if n := len(tb.hand(0)); n != 1 || tb.poolSyms(0) != "" {
		t.Errorf("Robbery drew %d cards and left %q", n, tb.poolSyms(0))
	}
	tb.endTurn()
	tb.wantStats(foe, 4, 2)
}

// BS26/7 Baby Stoplight, Laser Master: Actions: V - / Reach, vigilance /
// Sniper - Gain Lethal until end of turn, then fight target character.
// Exhaust this character. / 2/4
func TestCardBabyStoplightLaserMaster(t *testing.T) {
	tb := newTable(t)
	baby := tb.inPlay(0, "Baby Stoplight, Laser Master")
	big := tb.inPlay(1, "Jordan, Fire Master") // 3/4: 2 damage would not kill it
	tb.use(0, baby, 0)
	tb.target(0, big)
	tb.wantZone(big, inDiscard)
	tb.wantZone(baby, inPlay)
	if d := tb.s.objs[baby].damage; d != 3 {
		t.Errorf("Baby Stoplight took %d damage, want 3", d)
	}
	st := tb.stats(baby)
	if !st.keywords.has(kwLethal) || !st.keywords.has(kwReach) || !st.keywords.has(kwVigilance) {
		t.Errorf("Baby Stoplight's keywords after Sniper: %b", st.keywords)
	}
	if !tb.s.objs[baby].exhausted {
		t.Errorf("Sniper did not exhaust Baby Stoplight")
	}
	tb.toCombat()
	if tb.has(fmt.Sprintf("attack:%d:", tb.h(baby))) {
		t.Errorf("Baby Stoplight may attack after Sniper")
	}
	tb.done(0)
	if tb.stats(baby).keywords.has(kwLethal) {
		t.Errorf("Lethal from Sniper lasted past the end of the turn")
	}
}

// BS26/8 Zach, Rock Fighter: Actions: ? + / - ?: Hard as Rock - Target
// character gains +0/+3 until end of turn. / 3/4
func TestCardZachRockFighter(t *testing.T) {
	tb := newTable(t)
	zach := tb.inPlay(0, "Zach, Rock Fighter")
	cit := tb.inPlay(0, "Benji City Citizen")
	tb.pool(0, "- ?")
	tb.use(0, zach, 0)
	tb.target(0, cit)
	tb.wantStats(cit, 1, 4)
	tb.endTurn()
	tb.wantStats(cit, 1, 1)
}

// BS26/9 Jack, Lightning Mage: Actions: ? - / + ?: Zap - Deal this
// character's Attack as damage to target character. Exhaust this card. / 4/2
func TestCardJackLightningMage(t *testing.T) {
	tb := newTable(t)
	jack := tb.inPlay(0, "Jack, Lightning Mage")
	noah := tb.inPlay(0, "Noah, Calculator")
	foe := tb.inPlay(1, "Dr. Zach and Jack, MD") // 4/4
	tb.pool(0, "+ - + ?")
	tb.use(0, noah, 0) // Planning: Jack becomes 5/3
	tb.target(0, jack)
	tb.use(0, jack, 0)
	tb.target(0, foe)
	tb.logged("Dr. Zach and Jack, MD takes 5 damage from Jack, Lightning Mage.")
	tb.wantZone(foe, inDiscard)
	if !tb.s.objs[jack].exhausted {
		t.Errorf("Zap did not exhaust Jack")
	}
}

// Tax Evasion spends at least one action (docs/rules/superbenji.md, "Up
// to" costs): with an empty pool it is not offered, and its spending cannot
// stop before the first action.
func TestCardThePhotograpperSpendsAtLeastOne(t *testing.T) {
	tb := newTable(t)
	photo := tb.inPlay(0, "The Photograpper, Evil Dude")
	use := fmt.Sprintf("use:%d:0:", tb.h(photo))
	tb.pool(0, "")
	if tb.has(use) {
		t.Errorf("Tax Evasion is offered with an empty pool: %v", tb.codes())
	}
	tb.pool(0, "H V")
	tb.use(0, photo, 0)
	if tb.has("done") || !tb.has("spend:H") || !tb.has("spend:V") {
		t.Errorf("before the first action the options are %v, want spend:H and spend:V alone", tb.codes())
	}
	tb.doCode(0, "spend:H")
	if !tb.has("done") {
		t.Errorf("after one action the spending cannot stop: %v", tb.codes())
	}
}

// BS26/10 The Photograpper, Evil Dude: Actions: + - / Vigilance / Tax Evasion
// - You may spend up to 2 Actions to activate this ability. At the start of
// the next turn, add these actions to your action pool, as the type of
// Actions spent to activate this ability. / 1/4
func TestCardThePhotograpperEvilDude(t *testing.T) {
	tb := newTable(t)
	photo := tb.inPlay(0, "The Photograpper, Evil Dude")
	benji := tb.inPlay(0, "Benji, Hero of Benji Island")
	attacker := tb.inPlay(1, "Benji City Citizen")
	tb.pool(0, "H V +")
	tb.use(0, photo, 0)
	tb.do(0, "spend:H")
	tb.do(0, "spend:V")
	if got := tb.poolSyms(0); got != "+" {
		t.Fatalf("the pool after Tax Evasion is %q, want +", got)
	}
	tb.endTurn() // Player 2's turn 2: the next turn
	if got := tb.poolSyms(0); got != "H V" {
		t.Fatalf("Player 1's pool at the start of the next turn is %q, want H V", got)
	}
	// Player 1 spends the returned H on Justice during Player 2's combat.
	tb.toCombat()
	tb.do(1, fmt.Sprintf("attack:%d:", tb.h(attacker)))
	tb.done(1)
	tb.done(0)
	tb.do(1, "pass")
	tb.use(0, benji, 0)
	tb.target(0, attacker)
	tb.do(1, "pass")
	tb.do(0, "pass")
	tb.wantZone(attacker, inDiscard)
	if got := tb.s.players[0].life; got != startingLife {
		t.Errorf("Player 1 has %d Health, want %d", got, startingLife)
	}
	// The V left over was lost at the end of that turn.
	if got := tb.poolSyms(0); got != "H H + -" {
		t.Errorf("Player 1's pool on turn 3 is %q, want H H + - (from Benji and the Photograpper)", got)
	}
}

// BS26/11 Minion, Second in Command: Actions: W W / W: Research - You may
// use this ability a maximum of 2 times per turn. Draw 1 card. / 0/2
func TestCardMinionSecondInCommand(t *testing.T) {
	tb := newTable(t)
	minion := tb.inPlay(0, "Minion, Second in Command")
	tb.pool(0, "W W W")
	tb.use(0, minion, 0)
	tb.use(0, minion, 0)
	if tb.has(fmt.Sprintf("use:%d:", tb.h(minion))) {
		t.Errorf("Research is offered a third time in one turn")
	}
	if n := len(tb.hand(0)); n != 2 {
		t.Errorf("two Researches drew %d cards, want 2", n)
	}
	if got := tb.poolSyms(0); got != "W" {
		t.Errorf("the pool is %q, want W", got)
	}
}

// BS26/16 Scarlette, Tiny Prizefighter: Actions: ? W W / Fighting With Style
// - Whenever Scarlette attacks, add a +1/+1 counter to this character. / 4/2
// BS26/PROMO-5 Scarlette, IN SPACE!: the same text.
func TestCardScarletteTinyPrizefighter(t *testing.T) {
	for _, name := range []string{"Scarlette, Tiny Prizefighter", "Scarlette, IN SPACE!"} {
		t.Run(name, func(t *testing.T) {
			tb := newTable(t)
			sc := tb.inPlay(0, name)
			tb.toCombat()
			tb.do(0, fmt.Sprintf("attack:%d:", tb.h(sc)))
			tb.wantStats(sc, 5, 3)
			tb.logged(name + `'s Fighting With Style triggers: "When this card attacks, put a +1/+1 counter on this card."`)
			tb.done(0)
			tb.done(1)
			tb.passBoth()
			if got := tb.s.players[1].life; got != startingLife-5 {
				t.Errorf("Player 2 has %d Health, want %d", got, startingLife-5)
			}
			tb.wantStats(sc, 5, 3) // the counter stays
		})
	}
}

// BS26/18 Hallie, Eater of Food: Actions: ? / Vigilance, speed / Consume -
// Destroy a Food token you control. Then, add a +1/+1 counter to this
// character. / 3/4
func TestCardHallieEaterOfFood(t *testing.T) {
	tb := newTable(t)
	hallie := tb.inPlay(0, "Hallie, Eater of Food")
	theirs := tb.inPlay(1, "Food")
	if tb.has(fmt.Sprintf("use:%d:", tb.h(hallie))) {
		t.Errorf("Consume is offered with no Food token of Player 1's")
	}
	food := tb.inPlay(0, "Food")
	tb.use(0, hallie, 0)
	tb.wantZone(food, gone)
	tb.wantZone(theirs, inPlay)
	tb.wantStats(hallie, 4, 5)
	if st := tb.stats(hallie); !st.keywords.has(kwVigilance) || !st.keywords.has(kwSpeed) {
		t.Errorf("Hallie lacks vigilance or speed")
	}
	if tb.has(fmt.Sprintf("use:%d:", tb.h(hallie))) {
		t.Errorf("Consume is offered again with no Food left")
	}
}

// BS26/27 Banana Soldier: Actions: W / When a card with the Banana keyword is
// played, put a +1/+1 counter on this character. / 2/1
func TestCardBananaSoldier(t *testing.T) {
	tb := newTable(t)
	soldier := tb.inPlay(0, "Banana Soldier")
	drb := tb.inHand(0, "Dr. Banana, Evil Mastermind")
	tb.play(0, drb)
	tb.wantStats(soldier, 3, 2)
	second := tb.inHand(0, "Banana Soldier")
	tb.play(0, second)
	tb.wantStats(soldier, 4, 3)
	tb.wantStats(second, 2, 1) // its own arrival does not count
	cit := tb.inHand(0, "Benji City Citizen")
	tb.play(0, cit)
	tb.wantStats(soldier, 4, 3) // not a Banana card
	if got := tb.poolSyms(0); got != "V V ? ? W" {
		t.Errorf("the pool is %q, want V V ? ? W", got)
	}
}

// BS26/28 Benji City Citizen: Actions: ? / 1/1
func TestCardBenjiCityCitizen(t *testing.T) {
	tb := newTable(t)
	cit := tb.inHand(0, "Benji City Citizen")
	tb.play(0, cit)
	tb.wantZone(cit, inPlay)
	tb.wantStats(cit, 1, 1)
	if got := tb.poolSyms(0); got != "?" {
		t.Errorf("playing a Citizen gave %q, want ?", got)
	}
	tb.endTurn()
	tb.endTurn()
	if got := tb.poolSyms(0); got != "?" {
		t.Errorf("at the start of turn 3 the pool is %q, want ?", got)
	}
}

// BS26/29 Emmy, Crystalline Summoner: Actions: + + / + -: Summon Crystal -
// Create a 1/1 Token Character - Crystal. / 2/3
func TestCardEmmyCrystallineSummoner(t *testing.T) {
	tb := newTable(t)
	emmy := tb.inPlay(0, "Emmy, Crystalline Summoner")
	tb.pool(0, "+ -")
	tb.use(0, emmy, 0)
	crystals := tb.tokensNamed(0, "Crystal")
	if len(crystals) != 1 {
		t.Fatalf("Summon Crystal made %d Crystals", len(crystals))
	}
	tb.wantStats(crystals[0], 1, 1)
}

// BS26/30 Addie, Force of Nature: Actions: - - / + -: Natural Healing -
// Target player gains 1 health. / 3/2
func TestCardAddieForceOfNature(t *testing.T) {
	tb := newTable(t)
	addie := tb.inPlay(0, "Addie, Force of Nature")
	tb.s.players[0].life = 15
	tb.pool(0, "+ -")
	tb.use(0, addie, 0)
	tb.targetPlayer(0, 0)
	if got := tb.s.players[0].life; got != 16 {
		t.Errorf("Player 1 has %d Health after Natural Healing, want 16", got)
	}
}

// BS26/31 Jean, Original Hero: Actions: + H / If Dave, Original Hero is in
// play and under your control, this character gains +2/+2. / 2/3
// BS26/32 Dave, Original Hero: Actions: - H / If Jean, Original Hero is in
// play and under your control, this character gains +2/+2. / 3/2
func TestCardJeanAndDaveOriginalHeroes(t *testing.T) {
	tb := newTable(t)
	jean := tb.inPlay(0, "Jean, Original Hero")
	theirDave := tb.inPlay(1, "Dave, Original Hero")
	tb.wantStats(jean, 2, 3)
	tb.wantStats(theirDave, 3, 2) // Jean is not under Player 2's control
	dave := tb.inHand(0, "Dave, Original Hero")
	tb.play(0, dave)
	tb.wantStats(jean, 4, 5)
	tb.wantStats(dave, 5, 4)
	tb.wantStats(theirDave, 3, 2)
	tb.s.destroy(dave)
	tb.wantStats(jean, 2, 3)
}

// BS26/34 Benji, Political Leader: Actions: H H / Flying, speed / H H: Rally
// - Search your deck for any card, and put it in your hand. Exhaust this
// character. / 4/3
func TestCardBenjiPoliticalLeader(t *testing.T) {
	t.Run("Rally", func(t *testing.T) {
		tb := newTable(t)
		benji := tb.inPlay(0, "Benji, Political Leader")
		nuke := tb.onDeck(0, "Targeted Nuke")
		tb.onDeck(0, "Cook")
		before := append([]ObjID(nil), tb.s.deck(0)...)
		tb.pool(0, "H H")
		tb.use(0, benji, 0)
		tb.do(0, "take:targeted-nuke")
		tb.wantZone(nuke, inHand)
		var want []ObjID
		for _, id := range before {
			if id != nuke {
				want = append(want, id)
			}
		}
		if !slices.Equal(tb.s.deck(0), want) {
			t.Errorf("Rally changed the order of the deck (no shuffle is printed)")
		}
		if !tb.s.objs[benji].exhausted {
			t.Errorf("Rally did not exhaust Benji")
		}
	})
	t.Run("flying and speed", func(t *testing.T) {
		tb := newTable(t)
		benji := tb.inHand(0, "Benji, Political Leader")
		cit := tb.inPlay(1, "Benji City Citizen")
		jordan := tb.inPlay(1, "Jordan, Fire Master")
		tb.play(0, benji)
		if got := tb.poolSyms(0); got != "H H" {
			t.Errorf("playing Benji gave %q, want H H", got)
		}
		tb.toCombat()
		tb.do(0, fmt.Sprintf("attack:%d:", tb.h(benji))) // Speed: the turn it is played
		tb.done(0)
		if tb.has(fmt.Sprintf("block:%d:", tb.h(cit))) {
			t.Errorf("a Citizen may block a flying Benji")
		}
		if !tb.has(fmt.Sprintf("block:%d:%d", tb.h(jordan), tb.h(benji))) {
			t.Errorf("Jordan (reach) may not block Benji: %v", tb.codes())
		}
	})
}

// BS26/35 Dr. Banana, Conquerer: Actions: V V / Lethal / V V V: Conquerer -
// Search your deck for a Location and put it into play immediately. / 5/3
func TestCardDrBananaConquerer(t *testing.T) {
	t.Run("Conquerer", func(t *testing.T) {
		tb := newTable(t)
		drb := tb.inPlay(0, "Dr. Banana, Conquerer")
		city := tb.onDeck(0, "Banana City")
		tb.onDeck(0, "Benji Alert")
		tb.pool(0, "V V V")
		tb.use(0, drb, 0)
		if tb.has("take:benji-alert") || tb.has("take:benji-city-citizen") {
			t.Errorf("Conquerer offers a card that is not a Location: %v", tb.codes())
		}
		tb.do(0, "take:banana-city")
		tb.wantZone(city, inPlay)
		tb.wantStats(drb, 6, 4) // Banana City: Villains +1/+1
	})
	t.Run("lethal", func(t *testing.T) {
		tb := newTable(t)
		drb := tb.inPlay(0, "Dr. Banana, Conquerer")
		blocker := tb.inPlay(1, "The Photograpper, Evil Dude") // 1/4
		zach := tb.inPlay(1, "Zach, Rock Fighter")
		tb.toCombat()
		tb.do(0, fmt.Sprintf("attack:%d:", tb.h(drb)))
		tb.done(0)
		tb.do(1, fmt.Sprintf("block:%d:%d", tb.h(blocker), tb.h(drb)))
		tb.done(1)
		tb.pool(1, "- ?")
		tb.do(0, "pass")
		tb.use(1, zach, 0) // Hard as Rock: the blocker becomes 1/7
		tb.target(1, blocker)
		tb.wantStats(blocker, 1, 7)
		tb.passBoth()
		tb.wantZone(blocker, inDiscard)
		tb.wantZone(drb, inPlay)
	})
}

// BS26/36 Chloe, Cheese Consumer: Actions: ? / Consume - Destroy a Cheese
// token you control to add a +1/+1 counter to this character. / Hunt - Once
// per turn, you may create a Food - Cheese token with this text: "Destroy
// this card: Gain 2 life.". / 2/2
func TestCardChloeCheeseConsumer(t *testing.T) {
	tb := newTable(t)
	chloe := tb.inPlay(0, "Chloe, Cheese Consumer")
	food := tb.inPlay(0, "Food")
	if tb.has(fmt.Sprintf("use:%d:0:", tb.h(chloe))) {
		t.Errorf("Consume is offered with only a Food token (not Cheese)")
	}
	tb.use(0, chloe, 1) // Hunt
	cheese := tb.tokensNamed(0, "Cheese")
	if len(cheese) != 1 {
		t.Fatalf("Hunt made %d Cheese tokens", len(cheese))
	}
	if tb.has(fmt.Sprintf("use:%d:1:", tb.h(chloe))) {
		t.Errorf("Hunt is offered twice in one turn")
	}
	tb.use(0, chloe, 0) // Consume
	tb.wantZone(cheese[0], gone)
	tb.wantZone(food, inPlay)
	tb.wantStats(chloe, 3, 3)
	tb.endTurn()
	tb.endTurn()
	if !tb.has(fmt.Sprintf("use:%d:1:", tb.h(chloe))) {
		t.Errorf("Hunt is not offered on the next turn: %v", tb.codes())
	}
}

// BS26/37 Dr. Zach and Jack, MD: Actions: H H / W W: Prescribe Medication -
// Create a Food - Medication token with this text: "Destroy this card:
// Target character gains +0/+4 until end of turn." / 4/4
func TestCardDrZachAndJackMD(t *testing.T) {
	tb := newTable(t)
	md := tb.inPlay(0, "Dr. Zach and Jack, MD")
	tb.pool(0, "W W")
	tb.use(0, md, 0)
	meds := tb.tokensNamed(0, "Medication")
	if len(meds) != 1 {
		t.Fatalf("Prescribe Medication made %d tokens", len(meds))
	}
	if tb.stats(meds[0]).character {
		t.Errorf("Medication is a character")
	}
	tb.use(0, meds[0], 0) // Take
	tb.target(0, md)
	tb.wantZone(meds[0], gone)
	tb.wantStats(md, 4, 8)
	tb.endTurn()
	tb.wantStats(md, 4, 4)
}

// BS26/PROMO-1 Noah, Professor of Nuclear Sciences: Actions: ? / Quantum
// Research - Once per turn, you may draw 1 card. / ?: Teach - Target
// character gains -1/+1 until end of turn. / 3/3
func TestCardNoahProfessorOfNuclearSciences(t *testing.T) {
	tb := newTable(t)
	noah := tb.inPlay(0, "Noah, Professor of Nuclear Sciences")
	foe := tb.inPlay(1, "Dr. Banana, Evil Mastermind")
	tb.use(0, noah, 0)
	if n := len(tb.hand(0)); n != 1 {
		t.Errorf("Quantum Research drew %d cards, want 1", n)
	}
	if tb.has(fmt.Sprintf("use:%d:0:", tb.h(noah))) {
		t.Errorf("Quantum Research is offered twice in one turn")
	}
	tb.pool(0, "?")
	tb.use(0, noah, 1)
	tb.target(0, foe)
	tb.wantStats(foe, 4, 5)
	tb.endTurn()
	tb.wantStats(foe, 5, 4)
}

// BS26/PROMO-3 Steve Stafford: This character cannot attack nor defend. /
// When this character enters play, choose one: Deal 2 damage to any
// character; Draw 2 cards; Look at the top 5 cards of your deck, choose one
// to put into your hand, and shuffle your deck. / 1/1
func TestCardSteveStafford(t *testing.T) {
	t.Run("damage", func(t *testing.T) {
		tb := newTable(t)
		foe := tb.inPlay(1, "Noah, Calculator") // 4/2
		steve := tb.inHand(0, "Steve Stafford")
		tb.play(0, steve)
		tb.do(0, "mode:1")
		tb.target(0, foe)
		tb.wantZone(foe, inDiscard)
	})
	t.Run("draw", func(t *testing.T) {
		tb := newTable(t)
		steve := tb.inHand(0, "Steve Stafford")
		tb.play(0, steve)
		tb.do(0, "mode:2")
		if n := len(tb.hand(0)); n != 2 {
			t.Errorf("Steve drew %d cards, want 2", n)
		}
	})
	t.Run("look", func(t *testing.T) {
		tb := newTable(t)
		nuke := tb.onDeck(0, "Targeted Nuke")
		for range 4 {
			tb.onDeck(0, "Cook")
		}
		steve := tb.inHand(0, "Steve Stafford")
		tb.play(0, steve)
		tb.do(0, "mode:3")
		tb.do(0, fmt.Sprintf("hand:%d", tb.h(nuke)))
		tb.wantZone(nuke, inHand)
		if n := len(tb.s.deck(0)); n != 24 {
			t.Errorf("the deck has %d cards, want 24", n)
		}
	})
	t.Run("cannot attack or block", func(t *testing.T) {
		tb := newTable(t)
		steve := tb.inPlay(0, "Steve Stafford")
		attacker := tb.inPlay(1, "Benji City Citizen")
		tb.toCombat()
		if tb.has(fmt.Sprintf("attack:%d:", tb.h(steve))) {
			t.Errorf("Steve may attack")
		}
		tb.done(0)
		tb.toCombat()
		tb.do(1, fmt.Sprintf("attack:%d:", tb.h(attacker)))
		tb.done(1)
		if tb.has(fmt.Sprintf("block:%d:", tb.h(steve))) {
			t.Errorf("Steve may block")
		}
	})
}

// BS26/PROMO-4 Jacob, Hired Assassin: Lethal / 3/3
func TestCardJacobHiredAssassin(t *testing.T) {
	tb := newTable(t)
	jacob := tb.inPlay(0, "Jacob, Hired Assassin")
	blocker := tb.inPlay(1, "The Photograpper, Evil Dude") // 1/4
	tb.toCombat()
	tb.do(0, fmt.Sprintf("attack:%d:", tb.h(jacob)))
	tb.done(0)
	tb.do(1, fmt.Sprintf("block:%d:%d", tb.h(blocker), tb.h(jacob)))
	tb.done(1)
	tb.passBoth()
	tb.wantZone(blocker, inDiscard)
	tb.wantZone(jacob, inPlay)
	if got := tb.s.players[1].life; got != startingLife {
		t.Errorf("a blocked Jacob hurt Player 2: %d Health", got)
	}
}

// BS26/PROMO-6 Chloe, ALSO IN SPACE!: Actions: ? / Hunt - Once per turn, you
// may create a Food - Cheese token with this text: "Destroy this card: Gain
// 2 life.". / 2/2
func TestCardChloeAlsoInSpace(t *testing.T) {
	tb := newTable(t)
	chloe := tb.inPlay(0, "Chloe, ALSO IN SPACE!")
	tb.use(0, chloe, 0)
	if n := len(tb.tokensNamed(0, "Cheese")); n != 1 {
		t.Fatalf("Hunt made %d Cheese tokens", n)
	}
	if tb.has(fmt.Sprintf("use:%d:", tb.h(chloe))) {
		t.Errorf("Hunt is offered twice in one turn")
	}
}

// BS26/PROMO-9 Pet Rock: My True Power - At the start of your turn, add a
// +1/+1 counter to this character / This character can only attack or block
// if its Attack is greater than 99. / 0/0
func TestCardPetRock(t *testing.T) {
	tb := newTable(t)
	rock := tb.inHand(0, "Pet Rock")
	tb.play(0, rock)
	tb.wantZone(rock, inDiscard)
	tb.logged("Pet Rock is destroyed.")
}

// --- Artifacts ----------------------------------------------------------------

// BS26/12 The Bananabot: Pilot 1 / When piloted, this Vehicle becomes a 6/6
// Artifact Character until the start of your next turn.
// BS26/PROMO-7 is its alternate art.
func TestCardTheBananabot(t *testing.T) {
	t.Run("attacks", func(t *testing.T) {
		tb := newTable(t)
		bot := tb.inPlay(0, "BS26/12")
		pilot := tb.inPlay(0, "Benji City Citizen")
		if tb.stats(bot).character {
			t.Fatalf("the Bananabot is a character before it is piloted")
		}
		tb.use(0, bot, 0)
		if !tb.s.objs[pilot].exhausted {
			t.Errorf("the pilot did not exhaust")
		}
		if st := tb.stats(bot); !st.character || st.attack != 6 || st.health != 6 {
			t.Errorf("the piloted Bananabot is %+v, want a 6/6 character", st)
		}
		tb.toCombat()
		tb.do(0, fmt.Sprintf("attack:%d:", tb.h(bot)))
		tb.done(0)
		tb.done(1)
		tb.passBoth()
		if got := tb.s.players[1].life; got != startingLife-6 {
			t.Errorf("Player 2 has %d Health, want %d", got, startingLife-6)
		}
	})
	t.Run("blocks, then stops", func(t *testing.T) {
		tb := newTable(t)
		bot := tb.inPlay(0, "BS26/PROMO-7")
		tb.inPlay(0, "Benji City Citizen")
		attacker := tb.inPlay(1, "Benji City Citizen")
		tb.use(0, bot, 0)
		tb.endTurn()
		if !tb.stats(bot).character {
			t.Fatalf("the Bananabot stopped being a character before Player 1's next turn")
		}
		tb.toCombat()
		tb.do(1, fmt.Sprintf("attack:%d:", tb.h(attacker)))
		tb.done(1)
		tb.do(0, fmt.Sprintf("block:%d:%d", tb.h(bot), tb.h(attacker)))
		tb.done(0)
		tb.passBoth()
		tb.wantZone(attacker, inDiscard)
		// Player 1's turn 3: no longer a character.
		if tb.stats(bot).character {
			t.Errorf("the Bananabot is still a character at the start of Player 1's next turn")
		}
		tb.toCombat()
		if tb.has(fmt.Sprintf("attack:%d:", tb.h(bot))) {
			t.Errorf("the Bananabot may attack as an artifact")
		}
	})
}

// BS26/20 Portable Wingsuit: Select a character you control. That character
// gains Flying while this card remains in play.
func TestCardPortableWingsuit(t *testing.T) {
	tb := newTable(t)
	cit := tb.inPlay(0, "Benji City Citizen")
	foe := tb.inPlay(1, "Benji City Citizen")
	jordan := tb.inPlay(1, "Jordan, Fire Master")
	suit := tb.inHand(0, "Portable Wingsuit")
	tb.play(0, suit)
	if tb.has(fmt.Sprintf("target:%d:", tb.h(foe))) {
		t.Errorf("the Wingsuit offers a character Player 1 does not control")
	}
	tb.target(0, cit)
	if !tb.stats(cit).keywords.has(kwFlying) {
		t.Fatalf("the Citizen did not gain Flying")
	}
	tb.toCombat()
	tb.do(0, fmt.Sprintf("attack:%d:", tb.h(cit)))
	tb.done(0)
	if tb.has(fmt.Sprintf("block:%d:", tb.h(foe))) {
		t.Errorf("a Citizen may block a flying Citizen")
	}
	if !tb.has(fmt.Sprintf("block:%d:", tb.h(jordan))) {
		t.Errorf("Jordan (reach) may not block: %v", tb.codes())
	}
	tb.done(1)
	tb.passBoth()
	if !tb.stats(cit).keywords.has(kwFlying) {
		t.Errorf("Flying ended with the turn; it lasts while the Wingsuit is in play")
	}
	tb.s.destroy(suit)
	if tb.stats(cit).keywords.has(kwFlying) {
		t.Errorf("Flying outlasted the Wingsuit")
	}
}

// BS26/21 Banana Gem: Actions: W. BS26/PROMO-2 is its alternate art.
func TestCardBananaGem(t *testing.T) {
	for _, id := range []string{"BS26/21", "BS26/PROMO-2"} {
		t.Run(id, func(t *testing.T) {
			tb := newTable(t)
			gem := tb.inHand(0, id)
			tb.play(0, gem)
			tb.wantZone(gem, inPlay)
			if got := tb.poolSyms(0); got != "W" {
				t.Errorf("playing the Gem gave %q, want W", got)
			}
			tb.endTurn()
			tb.endTurn()
			if got := tb.poolSyms(0); got != "W" {
				t.Errorf("at the start of turn 3 the pool is %q, want W", got)
			}
		})
	}
}

// --- Locations ----------------------------------------------------------------

// BS26/23 Benji HQ: All characters with the Hero keyword gain +1/+1 while
// this Location is in play.
func TestCardBenjiHQ(t *testing.T) {
	tb := newTable(t)
	hq := tb.inHand(0, "Benji HQ")
	mine := tb.inPlay(0, "Benji, Hero of Benji Island")
	theirs := tb.inPlay(1, "Jordan, Fire Master")
	villain := tb.inPlay(1, "Dr. Banana, Evil Mastermind")
	tb.play(0, hq)
	tb.wantStats(mine, 4, 4)
	tb.wantStats(theirs, 4, 5)
	tb.wantStats(villain, 5, 4)
	tb.s.destroy(hq)
	tb.wantStats(mine, 3, 3)
}

// BS26/24 Banana City: All characters with the Villain keyword gain +1/+1
// while this Location is in play.
func TestCardBananaCity(t *testing.T) {
	tb := newTable(t)
	city := tb.inHand(0, "Banana City")
	mine := tb.inPlay(0, "Saber, The Star")
	theirs := tb.inPlay(1, "Dr. Banana, Evil Mastermind")
	hero := tb.inPlay(1, "Jordan, Fire Master")
	tb.play(0, city)
	tb.wantStats(mine, 4, 4)
	tb.wantStats(theirs, 6, 5)
	tb.wantStats(hero, 3, 4)
}

// BS26/25 Benji City: At the start of your turn, add ? to your action pool
// for every non-Token character in play you control that isn't a Villain.
func TestCardBenjiCity(t *testing.T) {
	tb := newTable(t)
	city := tb.inPlay(1, "Benji City")
	tb.inPlay(1, "Benji City Citizen")          // counts
	tb.inPlay(1, "Benji, Hero of Benji Island") // counts
	tb.inPlay(1, "Dr. Banana, Evil Mastermind") // a Villain
	tb.inPlay(1, "Human")                       // a token
	tb.inPlay(0, "Benji City Citizen")          // not Player 2's
	tb.endTurn()
	if n := tb.poolFromCard(1, city); n != 2 {
		t.Errorf("Benji City added %d actions, want 2", n)
	}
	if got := tb.poolSyms(1); got != "H H V V ? ? ? ?" {
		t.Errorf("Player 2's pool is %q, want H H V V ? ? ? ?", got)
	}
}

// 6.4.2: a new Location replaces the one its player controls.
func TestCardLocationReplacesLocation(t *testing.T) {
	tb := newTable(t)
	hq := tb.inPlay(0, "Benji HQ")
	theirs := tb.inPlay(1, "Benji City")
	benji := tb.inPlay(0, "Benji, Hero of Benji Island")
	city := tb.inHand(0, "Banana City")
	tb.play(0, city)
	tb.wantZone(hq, inDiscard)
	tb.wantZone(city, inPlay)
	tb.wantZone(theirs, inPlay)
	tb.wantStats(benji, 3, 3)
}

// --- Actions ------------------------------------------------------------------

// BS26/14 Assistance (slow): Actions: H W / All characters you control gain
// Reach and Speed until end of turn.
func TestCardAssistance(t *testing.T) {
	tb := newTable(t)
	cit := tb.inHand(0, "Benji City Citizen")
	tb.play(0, cit)
	foe := tb.inPlay(1, "Benji City Citizen")
	as := tb.inHand(0, "Assistance")
	tb.play(0, as)
	if got := tb.poolSyms(0); got != "H ? W" {
		t.Errorf("the pool is %q, want H ? W", got)
	}
	if st := tb.stats(cit); !st.keywords.has(kwReach) || !st.keywords.has(kwSpeed) {
		t.Errorf("the Citizen did not gain reach and speed")
	}
	if tb.stats(foe).keywords != 0 {
		t.Errorf("Player 2's Citizen gained keywords")
	}
	tb.toCombat()
	tb.do(0, fmt.Sprintf("attack:%d:", tb.h(cit))) // played this turn: speed
	tb.done(0)
	tb.done(1)
	tb.passBoth()
	if got := tb.s.players[1].life; got != startingLife-1 {
		t.Errorf("Player 2 has %d Health, want %d", got, startingLife-1)
	}
	if tb.stats(cit).keywords != 0 {
		t.Errorf("reach and speed lasted past the end of the turn")
	}
}

// BS26/15 Robbery (slow): Pick either: Draw 2 cards; Add V V V to your
// action pool.
func TestCardRobbery(t *testing.T) {
	t.Run("draw", func(t *testing.T) {
		tb := newTable(t)
		r := tb.inHand(0, "Robbery")
		tb.play(0, r)
		tb.do(0, "mode:1")
		if n := len(tb.hand(0)); n != 2 {
			t.Errorf("Robbery drew %d cards, want 2", n)
		}
		tb.wantZone(r, inDiscard)
	})
	t.Run("actions", func(t *testing.T) {
		tb := newTable(t)
		r := tb.inHand(0, "Robbery")
		tb.play(0, r)
		tb.do(0, "mode:2")
		if got := tb.poolSyms(0); got != "V V V" {
			t.Errorf("the pool is %q, want V V V", got)
		}
	})
}

// BS26/17 Scarlette's Stand-up Comedy (slow): Add W W W to your action pool.
// At the end of your turn, deal 1 damage to target player or character for
// each action left in your action pool generated from this card.
func TestCardScarlettesStandUpComedy(t *testing.T) {
	tb := newTable(t)
	minion := tb.inPlay(0, "Minion, Second in Command")
	joke := tb.inHand(0, "Scarlette's Stand-up Comedy")
	tb.play(0, joke)
	if n := tb.poolFromCard(0, joke); n != 3 {
		t.Fatalf("%d actions came from the Comedy, want 3", n)
	}
	tb.use(0, minion, 0) // spends one of them
	tb.toCombat()
	tb.done(0)
	tb.targetPlayer(0, 1)
	if got := tb.s.players[1].life; got != startingLife-2 {
		t.Errorf("Player 2 has %d Health, want %d (2 actions left)", got, startingLife-2)
	}
	tb.logged("Player 2 takes 2 damage from Scarlette's Stand-up Comedy.")

	// With every one of its actions spent there is nothing to aim: the
	// turn ends without a target question.
	tb = newTable(t)
	joke = tb.inHand(0, "Scarlette's Stand-up Comedy")
	nuke := tb.inHand(0, "Targeted Nuke")
	victim := tb.inPlay(1, "Benji City Citizen")
	tb.play(0, joke)
	tb.play(0, nuke)
	tb.target(0, victim)
	tb.passAnswer()
	tb.toCombat()
	tb.done(0)
	if tb.s.dec.kind == decTarget || tb.s.active != 1 {
		t.Errorf("with no actions left the Comedy still asks for a target (decision %d, active %d)", tb.s.dec.kind, tb.s.active)
	}
	if tb.s.players[1].life != startingLife {
		t.Errorf("Player 2 took damage from a Comedy with no actions left")
	}
}

// BS26/19 Cook (slow): Create a Food token. (Destroy this card: Gain 2
// life.)
func TestCardCook(t *testing.T) {
	tb := newTable(t)
	cook := tb.inHand(0, "Cook")
	tb.play(0, cook)
	foods := tb.tokensNamed(0, "Food")
	if len(foods) != 1 {
		t.Fatalf("Cook made %d Food tokens", len(foods))
	}
	tb.wantZone(cook, inDiscard)
}

// BS26/22 Benji Alert (slow): Search your deck for a character with the Hero
// keyword and put it into your hand. Then, shuffle your deck.
func TestCardBenjiAlert(t *testing.T) {
	tb := newTable(t)
	hero := tb.onDeck(0, "Jordan, Fire Master")
	tb.onDeck(0, "Dr. Banana, Evil Mastermind")
	tb.onDeck(0, "Benji HQ")
	before := append([]ObjID(nil), tb.s.deck(0)...)
	alert := tb.inHand(0, "Benji Alert")
	tb.play(0, alert)
	if tb.has("take:dr-banana") || tb.has("take:benji-hq") || tb.has("take:benji-city-citizen") {
		t.Errorf("Benji Alert offers a card that is not a Hero character: %v", tb.codes())
	}
	tb.do(0, "take:jordan-fire-master")
	tb.wantZone(hero, inHand)
	deck := tb.s.deck(0)
	if len(deck) != len(before)-1 {
		t.Fatalf("the deck has %d cards, want %d", len(deck), len(before)-1)
	}
	var kept []ObjID
	for _, id := range before {
		if id != hero {
			kept = append(kept, id)
		}
	}
	if slices.Equal(deck, kept) {
		t.Errorf("the deck was not shuffled")
	}
}

// BS26/26 Militia (slow): Create 2 1/1 Token Character - Humans with Speed.
func TestCardMilitia(t *testing.T) {
	tb := newTable(t)
	m := tb.inHand(0, "Militia")
	tb.play(0, m)
	humans := tb.tokensNamed(0, "Human")
	if len(humans) != 2 {
		t.Fatalf("Militia made %d Humans", len(humans))
	}
	tb.toCombat()
	for _, h := range humans {
		tb.wantStats(h, 1, 1)
		tb.do(0, fmt.Sprintf("attack:%d:", tb.h(h)))
	}
	tb.done(0)
	tb.done(1)
	tb.passBoth()
	if got := tb.s.players[1].life; got != startingLife-2 {
		t.Errorf("Player 2 has %d Health, want %d", got, startingLife-2)
	}
}

// BS26/33 9:01 News (slow): Choose one: Deal 2 damage to any character; Draw
// 2 cards; Look at the top 5 cards of your deck, choose one to put into your
// hand, and shuffle your deck.
func TestCard901News(t *testing.T) {
	t.Run("damage", func(t *testing.T) {
		tb := newTable(t)
		foe := tb.inPlay(1, "Jordan, Fire Master")
		news := tb.inHand(0, "9:01 News")
		tb.play(0, news)
		tb.do(0, "mode:1")
		tb.target(0, foe)
		if d := tb.s.objs[foe].damage; d != 2 {
			t.Errorf("Jordan has %d damage, want 2", d)
		}
	})
	t.Run("draw", func(t *testing.T) {
		tb := newTable(t)
		news := tb.inHand(0, "9:01 News")
		tb.play(0, news)
		tb.do(0, "mode:2")
		if n := len(tb.hand(0)); n != 2 {
			t.Errorf("News drew %d cards, want 2", n)
		}
	})
	t.Run("look", func(t *testing.T) {
		tb := newTable(t)
		var top []ObjID
		for _, name := range []string{"Cook", "Robbery", "Scout", "Targeted Nuke", "Militia"} {
			top = append(top, tb.onDeck(0, name))
		}
		deep := top[0] // fifth from the top
		news := tb.inHand(0, "9:01 News")
		tb.play(0, news)
		tb.do(0, "mode:3")
		for _, id := range top {
			if !tb.has(fmt.Sprintf("hand:%d:", tb.h(id))) {
				t.Errorf("card %d of the top five is not offered: %v", id, tb.codes())
			}
		}
		tb.do(0, fmt.Sprintf("hand:%d:", tb.h(deep)))
		tb.wantZone(deep, inHand)
		if n := len(tb.s.deck(0)); n != 24 {
			t.Errorf("the deck has %d cards, want 24", n)
		}
	})
}

// BS26/38 Arrest (slow): Target character's card text other than their
// actions and power/health is removed until the start of your next turn.
func TestCardArrest(t *testing.T) {
	tb := newTable(t)
	benji := tb.inPlay(1, "Benji, Hero of Benji Island")
	arrest := tb.inHand(0, "Arrest")
	tb.play(0, arrest)
	tb.target(0, benji)
	st := tb.stats(benji)
	if st.keywords != 0 || st.attack != 3 || st.health != 3 || st.text {
		t.Errorf("the arrested Benji is %+v, want 3/3 with no text", st)
	}
	tb.endTurn()
	// Player 2's turn: Benji still makes its actions but has no Justice.
	if got := tb.poolSyms(1); got != "H H" {
		t.Errorf("the arrested Benji generated %q, want H H", got)
	}
	if tb.has(fmt.Sprintf("use:%d:", tb.h(benji))) {
		t.Errorf("the arrested Benji may use Justice")
	}
	tb.endTurn()
	// Player 1's next turn: the text is back.
	if st := tb.stats(benji); !st.text || !st.keywords.has(kwFlying) || !st.keywords.has(kwSpeed) {
		t.Errorf("Benji's text did not come back: %+v", st)
	}
}

// Arrest on a character with a static ability: the static stops.
func TestCardArrestStatic(t *testing.T) {
	tb := newTable(t)
	jean := tb.inPlay(1, "Jean, Original Hero")
	dave := tb.inPlay(1, "Dave, Original Hero")
	arrest := tb.inHand(0, "Arrest")
	tb.play(0, arrest)
	tb.target(0, jean)
	tb.wantStats(jean, 2, 3)
	tb.wantStats(dave, 5, 4) // Dave's own text still sees Jean
}

// BS26/39 Takedown (unique, slow): Target player takes 1 damage for every
// character they control that is destroyed until end of turn.
func TestCardTakedown(t *testing.T) {
	tb := newTable(t)
	benji := tb.inPlay(0, "Benji, Hero of Benji Island")
	a := tb.inPlay(1, "Benji City Citizen")
	b := tb.inPlay(1, "Benji City Citizen")
	mine := tb.inPlay(0, "Benji City Citizen")
	theirBenji := tb.inPlay(1, "Benji, Hero of Benji Island")
	c := tb.inPlay(1, "Benji City Citizen")
	td := tb.inHand(0, "Takedown")
	tb.play(0, td)
	tb.targetPlayer(0, 1)
	tb.pool(0, "H H H")
	for _, victim := range []ObjID{a, b, mine} {
		tb.use(0, benji, 0)
		tb.target(0, victim)
	}
	if got := tb.s.players[1].life; got != startingLife-2 {
		t.Errorf("Player 2 has %d Health after losing 2 characters, want %d", got, startingLife-2)
	}
	if got := tb.s.players[0].life; got != startingLife {
		t.Errorf("Player 1 lost Health for their own character: %d", got)
	}
	tb.endTurn()
	tb.use(1, theirBenji, 0)
	tb.target(1, c)
	tb.wantZone(c, inDiscard)
	if got := tb.s.players[1].life; got != startingLife-2 {
		t.Errorf("Takedown lasted past the end of the turn: Player 2 has %d Health", got)
	}
}

// BS26/40 Backup Plan (fast): Create a 1/1 Character - Human token with
// Speed.
func TestCardBackupPlan(t *testing.T) {
	tb := newTable(t)
	benji := tb.inPlay(0, "Benji, Hero of Benji Island")
	bp := tb.inHand(0, "Backup Plan")
	cook := tb.inHand(0, "Cook")
	tb.toCombat()
	tb.do(0, fmt.Sprintf("attack:%d:", tb.h(benji)))
	tb.done(0)
	tb.done(1)
	if !tb.has(fmt.Sprintf("play:%d:", tb.h(bp))) || tb.has(fmt.Sprintf("play:%d:", tb.h(cook))) {
		t.Errorf("the Action Window offers %v, want Backup Plan and not Cook (slow)", tb.codes())
	}
	tb.play(0, bp)
	if n := len(tb.tokensNamed(0, "Human")); n != 1 {
		t.Errorf("Backup Plan made %d Humans", n)
	}
	tb.pass(1)
	tb.pass(0)
	if got := tb.s.players[1].life; got != startingLife-3 {
		t.Errorf("Player 2 has %d Health, want %d", got, startingLife-3)
	}
}

// BS26/41 Risk Taking (slow): Take 2 damage. Gain W W W.
func TestCardRiskTaking(t *testing.T) {
	tb := newTable(t)
	r := tb.inHand(0, "Risk Taking")
	tb.play(0, r)
	if got := tb.s.players[0].life; got != startingLife-2 {
		t.Errorf("Player 1 has %d Health, want %d", got, startingLife-2)
	}
	if got := tb.poolSyms(0); got != "W W W" {
		t.Errorf("the pool is %q, want W W W", got)
	}
}

// BS26/42 Scout (slow): Take the top 3 cards of your deck. Put one into your
// hand, put one on the bottom of your deck, and put one on the top of your
// deck.
func TestCardScout(t *testing.T) {
	tb := newTable(t)
	c := tb.onDeck(0, "Cook")
	b := tb.onDeck(0, "Robbery")
	a := tb.onDeck(0, "Targeted Nuke") // top
	scout := tb.inHand(0, "Scout")
	tb.play(0, scout)
	tb.do(0, fmt.Sprintf("hand:%d:", tb.h(b)))
	tb.do(0, fmt.Sprintf("bottom:%d:", tb.h(c)))
	deck := tb.s.deck(0)
	tb.wantZone(b, inHand)
	if deck[0] != c {
		t.Errorf("the bottom card is %s, want Cook", tb.s.name(deck[0]))
	}
	if deck[len(deck)-1] != a {
		t.Errorf("the top card is %s, want Targeted Nuke", tb.s.name(deck[len(deck)-1]))
	}
	if len(deck) != 22 {
		t.Errorf("the deck has %d cards, want 22", len(deck))
	}
}

// BS26/43 Delay (fast): When an opponent plays a card from their hand, you
// may play this card. That card is returned to the top of its owner's deck
// instead of resolving.
func TestCardDelay(t *testing.T) {
	t.Run("answers a card", func(t *testing.T) {
		tb := newTable(t)
		delay := tb.inHand(1, "Delay")
		benji := tb.inHand(0, "Benji, Hero of Benji Island")
		tb.play(0, benji)
		tb.do(1, fmt.Sprintf("counter:%d:", tb.h(delay)))
		tb.passAnswer() // Player 1 lets the Delay resolve
		deck := tb.s.deck(0)
		if deck[len(deck)-1] != benji {
			t.Errorf("Benji is not on top of Player 1's deck")
		}
		tb.wantZone(benji, inDeck)
		tb.wantZone(delay, inDiscard)
		if got := tb.poolSyms(0); got != "" {
			t.Errorf("the answered Benji still generated %q", got)
		}
		tb.logged("Benji, Hero of Benji Island goes back to the top of Player 1's deck instead of resolving.")
	})
	t.Run("a Delay answers a Delay", func(t *testing.T) {
		tb := newTable(t)
		theirs := tb.inHand(1, "Delay")
		mine := tb.held // the table's Delay
		cook := tb.inHand(0, "Cook")
		tb.play(0, cook)
		tb.do(1, fmt.Sprintf("counter:%d:", tb.h(theirs)))
		tb.do(0, fmt.Sprintf("counter:%d:", tb.h(mine)))
		deck := tb.s.deck(1)
		if deck[len(deck)-1] != theirs {
			t.Errorf("Player 2's Delay is not on top of their deck")
		}
		tb.wantZone(cook, inDiscard)
		if n := len(tb.tokensNamed(0, "Food")); n != 1 {
			t.Errorf("Cook made %d Food tokens after its answer was answered, want 1", n)
		}
	})
}

// --- Tokens -------------------------------------------------------------------

// BS26/TOKEN-food Food: Destroy this card: Gain 2 life.
func TestCardFood(t *testing.T) {
	tb := newTable(t)
	food := tb.inPlay(0, "Food")
	if tb.stats(food).character {
		t.Errorf("Food is a character")
	}
	tb.use(0, food, 0)
	tb.wantZone(food, gone)
	if got := tb.s.players[0].life; got != startingLife+2 {
		t.Errorf("Player 1 has %d Health, want %d", got, startingLife+2)
	}
}

// BS26/TOKEN-cheese Cheese (Token Food - Cheese): Destroy this card: Gain 2
// life.
func TestCardCheese(t *testing.T) {
	tb := newTable(t)
	cheese := tb.inPlay(0, "Cheese")
	tb.use(0, cheese, 0)
	tb.wantZone(cheese, gone)
	if got := tb.s.players[0].life; got != startingLife+2 {
		t.Errorf("Player 1 has %d Health, want %d", got, startingLife+2)
	}
}

// BS26/TOKEN-medication Medication (Token Food - Medication): Destroy this
// card: Target character gains +0/+4 until end of turn.
func TestCardMedication(t *testing.T) {
	tb := newTable(t)
	med := tb.inPlay(0, "Medication")
	foe := tb.inPlay(1, "Benji City Citizen")
	tb.use(0, med, 0)
	tb.target(0, foe)
	tb.wantZone(med, gone)
	tb.wantStats(foe, 1, 5)
}

// BS26/TOKEN-human Human: Token Character - Human / Speed / 1/1
func TestCardHuman(t *testing.T) {
	tb := newTable(t)
	bp := tb.inHand(0, "Backup Plan")
	tb.play(0, bp)
	humans := tb.tokensNamed(0, "Human")
	if len(humans) != 1 {
		t.Fatalf("Backup Plan made %d Humans", len(humans))
	}
	tb.wantStats(humans[0], 1, 1)
	tb.toCombat()
	if !tb.has(fmt.Sprintf("attack:%d:", tb.h(humans[0]))) {
		t.Errorf("a new Human may not attack (speed)")
	}
	tb.s.destroy(humans[0])
	tb.wantZone(humans[0], gone) // 6.6.2
}

// BS26/TOKEN-crystal Crystal: Token Character - Crystal / 1/1
func TestCardCrystal(t *testing.T) {
	tb := newTable(t)
	emmy := tb.inPlay(0, "Emmy, Crystalline Summoner")
	tb.pool(0, "+ -")
	tb.use(0, emmy, 0)
	crystal := tb.tokensNamed(0, "Crystal")[0]
	tb.wantStats(crystal, 1, 1)
	tb.toCombat()
	if tb.has(fmt.Sprintf("attack:%d:", tb.h(crystal))) {
		t.Errorf("a new Crystal may attack without speed")
	}
	tb.done(0)
	tb.endTurn()
	tb.toCombat()
	if !tb.has(fmt.Sprintf("attack:%d:", tb.h(crystal))) {
		t.Errorf("the Crystal may not attack on a later turn")
	}
}

// --- helpers --------------------------------------------------------------------

// poolSyms is p's Action Pool as sorted symbols: "H V ? W".
func (tb *table) poolSyms(p int) string {
	var ss Symbols
	for _, a := range tb.s.players[p].pool {
		ss = append(ss, a.sym)
	}
	slices.Sort(ss)
	return ss.String()
}

// poolFromCard counts the actions in p's pool generated from card src.
func (tb *table) poolFromCard(p int, src ObjID) int {
	n := 0
	for _, a := range tb.s.players[p].pool {
		if a.src == src {
			n++
		}
	}
	return n
}

// tokensNamed lists the cards named name that p controls in play.
func (tb *table) tokensNamed(p int, name string) []ObjID {
	var out []ObjID
	for _, id := range tb.s.inPlayOf(p) {
		if tb.s.def(id).Name == name {
			out = append(out, id)
		}
	}
	return out
}

// wantZone fails unless object id is in zone z.
func (tb *table) wantZone(id ObjID, z zone) {
	tb.t.Helper()
	names := map[zone]string{inDeck: "deck", inHand: "hand", inPlay: "play", inDiscard: "discard", gone: "gone", onTheWay: "on the way"}
	if got := tb.s.zoneOf(id); got != z {
		tb.t.Errorf("%s (%d) is in %s, want %s", tb.s.name(id), id, names[got], names[z])
	}
}

// wantStats fails unless object id is now attack/health.
func (tb *table) wantStats(id ObjID, attack, health int) {
	tb.t.Helper()
	if st := tb.stats(id); st.attack != attack || st.health != health {
		tb.t.Errorf("%s (%d) is %d/%d, want %d/%d", tb.s.name(id), id, st.attack, st.health, attack, health)
	}
}

// passBoth lets both players pass in the Action Window, the active player
// first.
func (tb *table) passBoth() {
	tb.t.Helper()
	tb.bothPass()
}
