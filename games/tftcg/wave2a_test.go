package tftcg

import (
	"errors"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/kit"
)

// A scenario per Wave 2A card of data/abilities/wave2a.yaml: the
// Constructicons, their Tower and Devastator.

// constructicons are Devastator's six components, Scrapper first.
var constructicons = []string{"Scrapper, Construction Foreman", "Longhaul, Transport", "Mixmaster, Materials Fabrication",
	"Scavenger, Mining And Salvage", "Hook, Surgical Engineer", "Bonecrusher, Demolitions"}

// Scrapper, Construction Foreman (W2A/T06), alt mode: "At the start of the
// game > Put your Tower tracker into your KO Area with a height counter on
// it." Without Scrapper there is no Tower (Rules_Roundup-2019-07-29.xml#2-37).
func TestCardScrapperTower(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Scrapper, Construction Foreman", "Hook, Surgical Engineer"}, ironhide, blank, blank)
	if !s.more.towerUp[0] || s.towerHeight(0) != 1 || s.more.towerUp[1] {
		t.Errorf("Tower up %v, height %d; the opponent's up %v: want a Tower of 1 for Scrapper's player only", s.more.towerUp[0], s.towerHeight(0), s.more.towerUp[1])
	}
	if c := s.Table(1).Players[0].Counters; len(c) != 2 || c[1].Name != "Tower height" || c[1].Value != 1 {
		t.Errorf("the table shows the opponent %v, want the Tower's height 1", c)
	}
	if !logHas(s, "You put a height counter on your Tower (height 1).") {
		t.Errorf("the log does not tell the Tower: %v", logLines(s))
	}
	// Without Scrapper, Hook's ability puts nothing anywhere.
	s = stdGame(t, mayAttack, []string{"Hook, Surgical Engineer"}, ironhide, blank, blank)
	attackWith(t, s, 0, "Hook", kit.NoObj)
	if s.ask == kit.AskCost {
		play(t, s, "pay:")
	}
	if s.more.towerUp[0] || s.towerHeight(0) != 0 {
		t.Errorf("a Tower without Scrapper: up %v, height %d", s.more.towerUp[0], s.towerHeight(0))
	}
}

// Bonecrusher, Hook, Longhaul, Mixmaster and Scavenger (W2A/T01 to T05),
// alt mode: "When this attacks > You may scrap a card from your hand. If
// you do, put a height counter on your Tower." Declining puts none.
func TestCardConstructiconsRaiseTheTower(t *testing.T) {
	for _, name := range constructicons[1:] {
		for _, pay := range []bool{true, false} {
			s := stdGame(t, mayAttack, []string{"Scrapper, Construction Foreman", name}, ironhide, blank, blank)
			hand := handSize(s, 0)
			attackWith(t, s, 0, s.card(s.team[0][1]).Name, kit.NoObj)
			if s.ask != kit.AskCost {
				t.Fatalf("%s: no cost asked: %q", name, s.question())
			}
			if pay {
				play(t, s, "pay:")
			} else {
				play(t, s, "pass")
			}
			want := 1 + b2i(pay)
			if s.towerHeight(0) != want || handSize(s, 0) != hand-b2i(pay) {
				t.Errorf("%s, paying %v: Tower %d (want %d), hand %d", name, pay, s.towerHeight(0), want, handSize(s, 0))
			}
		}
	}
}

// Scrapper's bot mode: "When this or one of your other Constructicons is
// KO'd while this is on the battlefield or in your KO area > Put a height
// counter on your Tower." Scrapper himself, another Constructicon while he
// is in the KO area, and not a character that is no Constructicon.
func TestCardScrapperBot(t *testing.T) {
	s := stdGame(t, mayAttack, ironhide, []string{"Scrapper, Construction Foreman", "Hook, Surgical Engineer", "Red Alert, Security Chief"}, deckOf("Bolt Of Lightning", "Bolt Of Lightning", "Bolt Of Lightning"), blank)
	sc, hook, ra := char(t, s, 1, "Scrapper"), char(t, s, 1, "Hook"), char(t, s, 1, "Red Alert")
	toBot(t, s, 1, "Scrapper")
	for _, c := range []struct {
		id   kit.ObjID
		want int
	}{{sc, 2}, {hook, 3}, {ra, 3}} {
		s.obj(c.id).Counters[cDamage] = int16(s.card(c.id).Health - 1)
		s.played = false
		playAction(t, s, "Bolt Of Lightning")
		if s.ask == askPick {
			pickChar(t, s, c.id)
		} // else the lone enemy is chosen at once
		if !inZone(s, c.id, 1, zKO) || s.towerHeight(1) != c.want {
			t.Errorf("%s KO'd: Tower %d, want %d", s.card(c.id).FullName(), s.towerHeight(1), c.want)
		}
	}
}

// Builder's Tools (W2A/001): "Put on Constructicons only. When the
// upgraded character attacks > Put a height counter on your tower."
func TestCardBuildersTools(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Scrapper, Construction Foreman", "Red Alert, Security Chief"}, ironhide, deckOf("Builder's Tools"), blank)
	if mayUpgradeOn(t, s, "Builder's Tools", "Red Alert") {
		t.Error("Builder's Tools may go on Red Alert")
	}
	attach(t, s, 0, "Builder's Tools", "Scrapper")
	attackWith(t, s, 0, "Scrapper", kit.NoObj)
	if s.towerHeight(0) != 2 {
		t.Errorf("Tower %d after Scrapper attacked, want 1 + 1", s.towerHeight(0))
	}
}

// Heavy Landing (W2A/003): "Do 1 damage to an enemy. If your Tower is 6 or
// higher, do 3 damage instead." Reclaim (W2A/004): "Put an upgrade from
// your scrap pile on top of your deck. If your Tower is 3 or higher, draw a
// card." Each at the edge of its height.
func TestCardHeavyLandingReclaim(t *testing.T) {
	for _, c := range []struct{ tower, dmg int }{{5, 1}, {6, 3}} {
		s := stdGame(t, mayAttack, []string{"Scrapper, Construction Foreman"}, ironhide, deckOf("Heavy Landing"), blank)
		s.more.tower[0] = int8(c.tower)
		playAction(t, s, "Heavy Landing")
		if d := s.damage(char(t, s, 1, "Ironhide")); d != c.dmg {
			t.Errorf("Tower %d: %d damage, want %d", c.tower, d, c.dmg)
		}
	}
	for _, c := range []struct {
		tower int
		draws bool
	}{{2, false}, {3, true}} {
		s := stdGame(t, mayAttack, []string{"Scrapper, Construction Foreman"}, ironhide, stack([]string{"Reclaim"}, blank[:3], []string{"Armored Plating"}, blank), blank)
		s.more.tower[0] = int8(c.tower)
		ap := toScrap(t, s, 0, "Armored Plating")
		hand := handSize(s, 0)
		playAction(t, s, "Reclaim")
		if c.draws != inZone(s, ap, 0, zHand) || (!c.draws && s.t.Top(zone(0, zDeck)) != ap) || handSize(s, 0) != hand-1+b2i(c.draws) {
			t.Errorf("Tower %d: the Plating in hand %v, on top %v, hand %d", c.tower, inZone(s, ap, 0, zHand), s.t.Top(zone(0, zDeck)) == ap, handSize(s, 0))
		}
	}
}

// Work Overtime (W2A/005): "If you have fewer than 4 cards in hand, draw
// cards equal to the difference."
func TestCardWorkOvertime(t *testing.T) {
	for _, keep := range []int{1, 5} {
		s := stdGame(t, mayAttack, ironhide, ironhide, deckOf("Work Overtime"), blank)
		ensure(t, s, 0, "Work Overtime")
		discardHand(s, 0, keep)
		ensure(t, s, 0, "Work Overtime")
		for handSize(s, 0) < keep+1 {
			holding(t, s, 0, "Medic!")
		}
		playAction(t, s, "Work Overtime")
		if want := max(keep, 4); handSize(s, 0) != want {
			t.Errorf("holding %d after playing it: %d cards, want %d", keep, handSize(s, 0), want)
		}
	}
}

// Constructicon Enigma (W2A/002): "If you have Devastator on the
// battlefield > Repair 1 damage from him, then put a height counter on
// your Tower. If you have 6 Constructicons in bot mode ... > Combine them
// into Devastator, Towering Warrior." Devastator: "When this is combined →
// Repair an amount of damage from him equal to the height of your Tower.
// While your Tower is 6 or higher → This has Bold 2. While your Tower is
// 10 or higher → Change this character's base [ATK] from 6 to 10."
func TestCardConstructiconEnigmaDevastator(t *testing.T) {
	s := stdGame(t, mayAttack, constructicons, ironhide, deckOf("Constructicon Enigma", "Constructicon Enigma"), blank)
	for _, id := range s.team[0] {
		s.obj(id).Counters[cMode] = int16(s.card(id).modeIndex(ModeBot))
		s.obj(id).Counters[cDamage] = 1
	}
	s.more.tower[0] = 5
	playAction(t, s, "Constructicon Enigma")
	for i := 0; i < 6 && s.ask != 0; i++ {
		play(t, s, "")
	}
	dev := s.team[0][len(s.team[0])-1]
	if s.card(dev).FullName() != "Devastator, Towering Warrior" {
		t.Fatalf("no Devastator combined: %v", logLines(s))
	}
	if s.damage(dev) != 6-5 || s.towerHeight(0) != 5 {
		t.Errorf("Devastator: %d damage (want 6 less the Tower's 5), Tower %d (want 5: no first effect)", s.damage(dev), s.towerHeight(0))
	}
	if s.stat(dev, statBold) != 0 {
		t.Errorf("Bold %d with a Tower of 5", s.stat(dev, statBold))
	}
	s.played = false
	playAction(t, s, "Constructicon Enigma")
	if s.towerHeight(0) != 6 || s.damage(dev) != 0 || s.stat(dev, statBold) != 2 {
		t.Errorf("the second Enigma: Tower %d (want 6), damage %d (want 0), Bold %d (want 2)", s.towerHeight(0), s.damage(dev), s.stat(dev, statBold))
	}
	for _, c := range []struct{ tower, atk int }{{9, 6}, {10, 10}} {
		s.more.tower[0] = int8(c.tower)
		if a := s.stat(dev, statAttack); a != c.atk {
			t.Errorf("Tower %d: Attack %d, want %d", c.tower, a, c.atk)
		}
	}
}

// A position cannot hold Wave 2's combined forms yet, and leaves out the
// Tower, saying so (engine.ErrIncomplete), rather than write a game it
// would read back otherwise.
func TestPositionOfWave2State(t *testing.T) {
	s := stdGame(t, mayAttack, ironhide, aerialbots, blank, blank)
	combineNow(t, s, 1, "Superion, Sky Protector")
	if _, err := s.Position(); err == nil || !strings.Contains(err.Error(), "combined form") {
		t.Errorf("a game with Superion written as a position: %v", err)
	}
	s = fromPosition(t, `{"players": [{"battlefield": ["Scrapper, Construction Foreman"], "deck": ["Zap", "Zap"]},
	  {"battlefield": ["Ironhide, Veteran Autobot"], "deck": ["Zap", "Zap"]}]}`)
	s.more.towerUp[0], s.more.tower[0] = true, 3
	if _, err := s.Position(); !errors.Is(err, engine.ErrIncomplete) || !strings.Contains(err.Error(), "Tower") {
		t.Errorf("a game with a Tower written as a position: %v", err)
	}
}
