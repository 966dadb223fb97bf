package tftcg

import (
	"testing"

	"omnideck/kit"
)

// A scenario per card of data/abilities/combined-forms.yaml: Captain Omega
// Supreme and Raider Skytread, and their pieces.

// payAll pays a cost with the first card offered while one is asked for.
func payAll(t *testing.T, s *State) {
	t.Helper()
	play(t, s, "pay:")
	for i := 0; i < 4 && s.ask != 0 && has(s, "pay:"); i++ {
		play(t, s, "pay:")
	}
}

// omegas are Captain Omega Supreme's three pieces.
var omegas = []string{"Omega Supreme (Base), Transport • City Defender", "Omega Supreme (Spaceship), Transport • City Defender", "Omega Supreme (Tank), Transport • City Defender"}

// Omega Supreme (Base) (W4/T13), alt mode: "When this defends > Do 2
// damage to the attacker. Your opponent scraps the top 2 cards of their
// deck."
func TestCardOmegaSupremeBase(t *testing.T) {
	s := stdGame(t, mayAttack, ironhide, []string{omegas[0]}, noIcons(20), noIcons(20))
	base := char(t, s, 1, "Omega Supreme (Base)")
	s.obj(base).Set(flTapped, true)
	deck := s.t.Count(zone(0, zDeck))
	attackWith(t, s, 0, "Ironhide", base)
	finishAttack(t, s)
	if d := s.damage(char(t, s, 0, "Ironhide")); d != 2 {
		t.Errorf("the attacker has %d damage, want 2", d)
	}
	if n := s.t.Count(zone(0, zDeck)); n != deck-2-2 { // 2 milled, 2 flipped
		t.Errorf("the attacker's deck has %d cards, want %d: %v", n, deck-4, logLines(s))
	}
}

// Omega Supreme (Spaceship) (W4/T14), alt mode: "When this attacks > You
// may scrap 2 cards from your hand. If you do, scrap an enemy Upgrade."
// Paid, and not.
func TestCardOmegaSupremeSpaceship(t *testing.T) {
	for _, pay := range []bool{true, false} {
		s := stdGame(t, mayAttack, []string{omegas[1]}, ironhide, noIcons(20), deckOf("Combat Dagger"))
		attach(t, s, 1, "Combat Dagger", "Ironhide")
		attackWith(t, s, 0, "Omega Supreme (Spaceship)", kit.NoObj)
		if pay {
			payAll(t, s)
		} else {
			play(t, s, "pass")
		}
		finishAttack(t, s)
		if got := s.upgrades(char(t, s, 1, "Ironhide")) == 0; got != pay {
			t.Errorf("paid %v: the enemy Upgrade scrapped %v: %v", pay, got, logLines(s))
		}
	}
}

// Omega Supreme (Tank) (W4/T15), alt mode: "When this attacks > You may
// scrap 2 cards from your hand. If you do, do 1 damage to an enemy."
func TestCardOmegaSupremeTank(t *testing.T) {
	s := stdGame(t, mayAttack, []string{omegas[2]}, ironhide, noIcons(20), noIcons(20))
	hand := handSize(s, 0)
	attackWith(t, s, 0, "Omega Supreme (Tank)", kit.NoObj)
	payAll(t, s)
	if handSize(s, 0) != hand-2 || !logHas(s, "takes 1 damage") {
		t.Errorf("hand %d (want %d), 1 damage done %v: %v", handSize(s, 0), hand-2, logHas(s, "takes 1 damage"), logLines(s))
	}
}

// The Spaceship's and the Tank's "When your opponent reshuffles their deck,
// if you have [the other two] on the battlefield or in your KO area >
// Combine them with this into Captain Omega Supreme": once, though both
// trigger (Wave-4.xml#11); the Base in the KO area joins
// (Wave-4.xml#10); Captain Omega Supreme begins untapped with all their
// damage.
func TestCardOmegaSupremeCombines(t *testing.T) {
	s := stdGame(t, mayAttack, omegas, ironhide, noIcons(20), noIcons(20))
	koed(t, s, 0, "Omega Supreme (Base)", ModeAlt)
	ship := char(t, s, 0, "Omega Supreme (Spaceship)")
	s.obj(ship).Counters[cDamage] = 3
	s.obj(ship).Set(flTapped, true)
	q := zone(1, zDeck)
	for s.t.Count(q) > 0 {
		s.t.Place(s.t.Top(q), zone(1, zScrap), -1, kit.FaceUp)
	}
	s.reshuffle(1)
	s.optsOK = false
	s.settle()
	for s.ask == askOrder {
		play(t, s, "")
	}
	var capt kit.ObjID = kit.NoObj
	for _, id := range s.team[0] {
		if s.card(id).Name == "Captain Omega Supreme" {
			if capt != kit.NoObj {
				t.Fatal("two Captain Omega Supremes")
			}
			capt = id
		}
	}
	if capt == kit.NoObj || !s.onField(capt) {
		t.Fatalf("no Captain Omega Supreme on the battlefield: %v", logLines(s))
	}
	if s.tapped(capt) || s.damage(capt) != 12+3 {
		t.Errorf("Captain Omega Supreme tapped %v with %d damage, want untapped and 15", s.tapped(capt), s.damage(capt))
	}
}

// Captain Omega Supreme, Transport • City Defender: "Pierce 4. When this
// attacks > You may scrap 4 cards from your hand. If you do, scrap all the
// defender's Upgrades, then do 1 damage to each enemy."
func TestCardCaptainOmegaSupreme(t *testing.T) {
	s := stdGame(t, mayAttack, omegas, twoBots, noIcons(20), deckOf("Combat Dagger", "Smoke Cloak"))
	capt := s.combine(0, "Captain Omega Supreme, Transport • City Defender")
	s.optsOK = false
	s.settle()
	if capt == kit.NoObj {
		t.Fatal("no Captain Omega Supreme combined")
	}
	if n := s.stat(capt, statPierce); n != 4 {
		t.Errorf("Pierce %d, want 4", n)
	}
	ih := char(t, s, 1, "Ironhide")
	attach(t, s, 1, "Combat Dagger", "Ironhide")
	attach(t, s, 1, "Smoke Cloak", "Ironhide")
	s.obj(ih).Set(flTapped, true)
	for handSize(s, 0) < 4 {
		s.draw(0, 1)
	}
	attackWith(t, s, 0, "Captain Omega Supreme", ih)
	payAll(t, s)
	if s.upgrades(ih) != 0 || s.damage(char(t, s, 1, "Red Alert")) != 1 || s.damage(ih) < 1 {
		t.Errorf("defender's Upgrades %d, Red Alert %d damage: %v", s.upgrades(ih), s.damage(char(t, s, 1, "Red Alert")), logLines(s))
	}
}

// skytreads are Raider Skytread's two pieces.
var skytreads = []string{"Skytread (Plane), Special Ops • Soldier", "Skytread (Tank), Special Ops • Soldier"}

// Skytread (Plane) (W4/T48) and (Tank) (W4/T49), alt mode: "Revenge > If
// you have Skytread (Tank) on the battlefield or in your KO area, you may
// combine this with him into Raider Skytread. If you do, put the cards
// from your hand face down under Raider Skytread." Each piece, used and
// declined; and not without the other.
func TestCardSkytreadRevenge(t *testing.T) {
	for _, c := range []struct {
		koed, other string
		use         bool
	}{{"Skytread (Plane)", "Skytread (Tank)", true}, {"Skytread (Tank)", "Skytread (Plane)", true}, {"Skytread (Plane)", "Skytread (Tank)", false}} {
		s := stdGame(t, mayAttack, append(append([]string{}, skytreads...), "Ironhide, Veteran Autobot"), ironhide, noIcons(20), noIcons(20))
		other := char(t, s, 0, c.other)
		s.obj(other).Counters[cDamage] = 2
		hand := handSize(s, 0)
		koNow(s, char(t, s, 0, c.koed))
		if c.use {
			play(t, s, "yes")
		} else {
			play(t, s, "pass")
		}
		var sky kit.ObjID = kit.NoObj
		for _, id := range s.team[0] {
			if s.card(id).Name == "Raider Skytread" {
				sky = id
			}
		}
		if (sky != kit.NoObj) != c.use {
			t.Fatalf("%s KO'd, used %v: Raider Skytread %v", c.koed, c.use, sky != kit.NoObj)
		}
		if !c.use {
			continue
		}
		if !s.onField(sky) || s.damage(sky) != s.card(char(t, s, 0, c.koed)).Health+2 {
			t.Errorf("Raider Skytread on the battlefield %v with %d damage", s.onField(sky), s.damage(sky))
		}
		if handSize(s, 0) != 0 || s.t.Count(zone(0, zUnder)) != hand {
			t.Errorf("hand %d, %d cards under Raider Skytread, want 0 and %d", handSize(s, 0), s.t.Count(zone(0, zUnder)), hand)
		}
	}
	s := stdGame(t, mayAttack, []string{skytreads[0], "Ironhide, Veteran Autobot"}, ironhide, noIcons(20), noIcons(20))
	koNow(s, char(t, s, 0, "Skytread (Plane)"))
	if s.ask != 0 {
		t.Errorf("without the Tank, the Revenge asks: %v", codes(s))
	}
}

// Raider Skytread, Special Ops • Soldier: "When this attacks > You may put
// a face-down card from under this into your hand. If you do, move 1
// damage counter from this to the defender."
func TestCardRaiderSkytread(t *testing.T) {
	s := stdGame(t, mayAttack, skytreads, ironhide, noIcons(20), noIcons(20))
	koNow(s, char(t, s, 0, "Skytread (Plane)"))
	play(t, s, "yes")
	var sky kit.ObjID
	for _, id := range s.team[0] {
		if s.card(id).Name == "Raider Skytread" {
			sky = id
		}
	}
	dmg := s.damage(sky)
	attackWith(t, s, 0, "Raider Skytread", kit.NoObj)
	play(t, s, "pick:")
	if handSize(s, 0) != 1 || s.damage(sky) != dmg-1 || s.damage(char(t, s, 1, "Ironhide")) < 1 {
		t.Errorf("hand %d (want 1), Skytread %d damage (want %d): %v", handSize(s, 0), s.damage(sky), dmg-1, logLines(s))
	}
}
