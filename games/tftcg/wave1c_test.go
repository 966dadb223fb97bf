package tftcg

import (
	"testing"

	"omnideck/kit"
)

// A scenario per Wave 1C card of data/abilities/wave1c.yaml.

// Cliffjumper, Renegade Warrior (W1C/T01), alt mode: "When you flip one of
// your other Cars to bot mode > Draw a card." Not for himself, nor for a
// character that is no Car.
func TestCardCliffjumperRenegadeWarriorAlt(t *testing.T) {
	for _, c := range []struct {
		flips string
		draws bool
	}{{"Wheeljack", true}, {"Grimlock", false}, {"Cliffjumper", false}} {
		s := stdGame(t, mayAttack, []string{"Cliffjumper, Renegade Warrior", "Wheeljack, Weapons Inventor", "Grimlock, Dinobot Leader"}, ironhide, blank, blank)
		hand := handSize(s, 0)
		play(t, s, "flip:"+handleCode(s, char(t, s, 0, c.flips)))
		for i := 0; i < 4 && s.ask != 0; i++ {
			play(t, s, "")
		}
		if got := handSize(s, 0) == hand+1; got != c.draws {
			t.Errorf("%s flips to bot mode: drew %v, want %v", c.flips, got, c.draws)
		}
	}
}

// Cliffjumper's bot mode: "This has +1 [ATK] for each Car in your KO
// area." A character KO'd in bot mode is no Car.
func TestCardCliffjumperRenegadeWarriorBot(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Cliffjumper, Renegade Warrior", "Wheeljack, Weapons Inventor", "Bumblebee, Courageous Scout", "Grimlock, Dinobot Leader"}, ironhide, blank, blank)
	toBot(t, s, 0, "Cliffjumper")
	cj := char(t, s, 0, "Cliffjumper")
	atk := s.stat(cj, statAttack)
	koed(t, s, 0, "Wheeljack", ModeAlt)
	koed(t, s, 0, "Bumblebee", ModeBot)
	koed(t, s, 0, "Grimlock", ModeAlt)
	if n := s.stat(cj, statAttack); n != atk+1 {
		t.Errorf("Attack %d with one Car in the KO area (and a Car KO'd in bot mode, and Grimlock), want %d", n, atk+1)
	}
}

// Slipstream, Strategic Seeker (W1C/T02), alt mode: "When one of your
// Planes attacks → Move 1 damage counter from it to the defender." Bot
// mode: "When this attacks and you flip at least 3 different battle icons
// → This gets +3 [ATK] until end of turn."
func TestCardSlipstreamStrategicSeeker(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Slipstream, Strategic Seeker", "Starscream, Air Commander"}, ironhide, blank, blank)
	sc, ih := char(t, s, 0, "Starscream"), char(t, s, 1, "Ironhide")
	s.obj(sc).Counters[cDamage] = 2
	s.obj(ih).Set(flTapped, true)
	attackWith(t, s, 0, "Starscream", ih)
	finishAttack(t, s)
	if s.damage(sc) != 1 || !logHas(s, "Slipstream, Strategic Seeker's ability") {
		t.Errorf("Starscream, a Plane, attacks: %d damage left on him, want 1: %v", s.damage(sc), logLines(s))
	}
	for _, c := range []struct {
		deck  []string
		boost bool
	}{{[]string{"Roll Out!", "Data Pad", "Medic!", "Medic!"}, true}, {[]string{"Roll Out!", "Medic!"}, false}} {
		s := stdGame(t, mayAttack, []string{"Slipstream, Strategic Seeker"}, ironhide, stack(blank[:4], c.deck, blank), blank)
		toBot(t, s, 0, "Slipstream")
		attackWith(t, s, 0, "Slipstream", kit.NoObj)
		finishAttack(t, s)
		if got := logHas(s, "Slipstream, Strategic Seeker gets +3 Attack"); got != c.boost {
			t.Errorf("flipping %v: boosted %v, want %v", c.deck, got, c.boost)
		}
	}
}

// All-Out Attack (W1C/001): "Each of your untapped Transformers can attack
// this turn." A second attack while an enemy is untapped.
func TestCardAllOutAttack(t *testing.T) {
	for _, played := range []bool{true, false} {
		s := stdGame(t, mayAttack, twoBots, twoBots, deckOf("All-Out Attack"), blank)
		if played {
			playAction(t, s, "All-Out Attack")
		}
		attackWith(t, s, 0, "Ironhide", char(t, s, 1, "Ironhide"))
		finishAttack(t, s)
		if got := s.active == 0 && has(s, "attacker:"+handleCode(s, char(t, s, 0, "Red Alert"))); got != played {
			t.Errorf("All-Out Attack played %v: Red Alert may attack after Ironhide %v", played, got)
		}
	}
}

// Tandem Targeting System (W1C/002): "When you play this from hand → You
// may play a Tandem Targeting System from your scrap pile." The one from
// the scrap pile plays no other.
func TestCardTandemTargetingSystem(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, stack([]string{"Tandem Targeting System"}, blank[:3], []string{"Tandem Targeting System", "Tandem Targeting System"}, blank), blank)
	toScrap(t, s, 0, "Tandem Targeting System")
	upgradeOn(t, s, "Tandem Targeting System", "Ironhide")
	if s.ask != askPick || !has(s, "pick:") {
		t.Fatalf("no Tandem Targeting System offered from the scrap pile: %q %v", s.question(), codes(s))
	}
	play(t, s, "pick:")
	for i := 0; i < 4 && s.ask != 0; i++ {
		if has(s, "pick:"+handleCode(s, char(t, s, 0, "Red Alert"))) {
			pickChar(t, s, char(t, s, 0, "Red Alert"))
			continue
		}
		play(t, s, "")
	}
	if s.upgrades(char(t, s, 0, "Ironhide")) != 1 || s.upgrades(char(t, s, 0, "Red Alert")) != 1 || s.ask != 0 {
		t.Errorf("Upgrades: Ironhide %d, Red Alert %d (want 1 and 1), asked %q", s.upgrades(char(t, s, 0, "Ironhide")), s.upgrades(char(t, s, 0, "Red Alert")), s.question())
	}
}
