package tftcg

import (
	"testing"

	"omnideck/kit"
)

// A scenario per card of data/abilities/wave4a.yaml (Trypticon and the
// three under him) and data/abilities/under.yaml (the Wave 4 cards of
// cards under a character, and Safeguard).

var trypticon = []string{"Trypticon, Assault Base"}

// Trypticon, Assault Base (W4A/T01), alt mode: "This starts the game with
// these 3 characters under it > Full-Tilt, Base Recon; Wipe-Out, Devoted
// Minion; Brunt, Artillery Drone. Each of your other characters has Bold
// 1."
func TestCardTrypticonAlt(t *testing.T) {
	s := stdGame(t, mayAttack, trypticon, ironhide, blank, blank)
	tr := char(t, s, 0, "Trypticon")
	for _, name := range []string{"Full-Tilt", "Wipe-Out", "Brunt"} {
		if beneath.Host(&s.t, underChar(t, s, 0, name)) != tr {
			t.Errorf("%s is not under Trypticon", name)
		}
	}
	ft := deployIt(t, s, 0, "Full-Tilt")
	if s.stat(ft, statBold) != 1 || s.stat(tr, statBold) != 0 {
		t.Errorf("Bold: Full-Tilt %d, Trypticon %d; want 1 and 0", s.stat(ft, statBold), s.stat(tr, statBold))
	}
}

// Trypticon's bot mode: "When you flip to this mode > You may KO one of
// your other characters. If you do, this gets +3 [ATK] until end of turn
// OR repair 3 damage from this." Each choice.
func TestCardTrypticonBot(t *testing.T) {
	for _, mode := range []string{"+3 Attack", "repair 3"} {
		s := stdGame(t, mayAttack, trypticon, ironhide, blank, blank)
		tr := char(t, s, 0, "Trypticon")
		wo := deployIt(t, s, 0, "Wipe-Out")
		s.obj(tr).Counters[cDamage] = 5
		play(t, s, "flip:"+handleCode(s, tr))
		if has(s, "yes") {
			play(t, s, "yes")
		}
		if has(s, "pay:") {
			play(t, s, "pay:")
		}
		before := s.stat(tr, statAttack)
		play(t, s, map[string]string{"+3 Attack": "mode:3-attack", "repair 3": "mode:repair-3"}[mode])
		finishAttack(t, s)
		if !s.inKO(wo) {
			t.Fatalf("%s: Wipe-Out is not KO'd", mode)
		}
		if mode == "+3 Attack" && (s.stat(tr, statAttack) != before+3 || s.damage(tr) != 5) {
			t.Errorf("+3 Attack: Attack %d (want %d), damage %d", s.stat(tr, statAttack), before+3, s.damage(tr))
		}
		if mode == "repair 3" && (s.stat(tr, statAttack) != before || s.damage(tr) != 2) {
			t.Errorf("repair 3: Attack %d (want %d), damage %d (want 2)", s.stat(tr, statAttack), before, s.damage(tr))
		}
	}
}

// The Revenge abilities of the three under Trypticon (W4A/T02-T04), each
// "when this is KO'd" and only with Trypticon on the battlefield: Brunt
// scraps an enemy Weapon or Armor; Full-Tilt does 1 damage to an enemy in
// alt mode, 2 in bot mode; Wipe-Out draws 1, 2 in bot mode.
func TestCardTrypticonRevenge(t *testing.T) {
	for _, c := range []struct {
		name, mode string
		damage     int
		draw       int
		scrap      bool
	}{{"Brunt", ModeAlt, 0, 0, true}, {"Full-Tilt", ModeAlt, 1, 0, false}, {"Full-Tilt", ModeBot, 2, 0, false},
		{"Wipe-Out", ModeAlt, 0, 1, false}, {"Wipe-Out", ModeBot, 0, 2, false}} {
		for _, withTrypticon := range []bool{true, false} {
			s := stdGame(t, mayAttack, trypticon, ironhide, blank, deckOf("Primary Laser"))
			id := deployIt(t, s, 0, c.name)
			if c.mode == ModeBot {
				toBot(t, s, 0, c.name)
			}
			keep := deployIt(t, s, 0, map[bool]string{true: "Wipe-Out", false: "Brunt"}[c.name == "Brunt"])
			if !withTrypticon {
				koed(t, s, 0, "Trypticon", ModeAlt)
			}
			pl := attach(t, s, 1, "Primary Laser", "Ironhide")
			hand := handSize(s, 0)
			hurt(s, 1, id, s.card(id).Health)
			_ = keep
			want := func(n int) int {
				if withTrypticon {
					return n
				}
				return 0
			}
			if d := s.damage(char(t, s, 1, "Ironhide")); d != want(c.damage) {
				t.Errorf("%s in %s mode, Trypticon %v: Ironhide %d damage, want %d", c.name, c.mode, withTrypticon, d, want(c.damage))
			}
			if n := handSize(s, 0) - hand; n != want(c.draw) {
				t.Errorf("%s in %s mode, Trypticon %v: drew %d, want %d", c.name, c.mode, withTrypticon, n, want(c.draw))
			}
			if got := inZone(s, pl, 1, zScrap); got != (c.scrap && withTrypticon) {
				t.Errorf("%s, Trypticon %v: Primary Laser scrapped %v", c.name, withTrypticon, got)
			}
		}
	}
}

// Battlefield Incursion (W4/006): "Deploy a character from under your
// Trypticon, Assault Base to the battlefield." From a KO'd Trypticon too,
// the characters under him staying there (Rules_Roundup-2019-07-29.xml#2-11);
// with none under him it does nothing (Wave-4.xml#42).
func TestCardBattlefieldIncursion(t *testing.T) {
	s := stdGame(t, mayAttack, append(append([]string{}, trypticon...), "Ironhide, Veteran Autobot"), ironhide, deckOf("Battlefield Incursion"), blank)
	koed(t, s, 0, "Trypticon", ModeAlt)
	playAction(t, s, "Battlefield Incursion")
	br := char(t, s, 0, "Brunt")
	pickChar(t, s, br)
	if !s.onField(br) {
		t.Error("Brunt is not deployed from under the KO'd Trypticon")
	}
	s = stdGame(t, mayAttack, ironhide, ironhide, deckOf("Battlefield Incursion"), blank)
	playAction(t, s, "Battlefield Incursion")
	if !logHas(s, "You play the Action Battlefield Incursion") || s.t.Count(zone(0, zField)) != 1 {
		t.Error("Battlefield Incursion without Trypticon is not played, or deploys")
	}
}

// Lockdown, Bounty Hunter (W4/T07), bot mode: "This has +2 [ATK] for each
// card under him. When this does enough attack damage to KO an enemy >
// Bounty > Put the bottom card of your deck face down under this." The card
// is hidden from both players (Wave-4.xml#17).
func TestCardLockdownBot(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Lockdown, Bounty Hunter"}, twoBots, noIcons(14), noIcons(14))
	ld := char(t, s, 0, "Lockdown")
	toBot(t, s, 0, "Lockdown")
	before := s.stat(ld, statAttack)
	ih := char(t, s, 1, "Ironhide")
	s.obj(ih).Counters[cDamage] = int16(s.card(ih).Health - 1)
	bottom := s.t.Zones[zone(0, zDeck)].Cards[0]
	attackWith(t, s, 0, "Lockdown", ih)
	finishAttack(t, s)
	if !s.inKO(ih) || !s.isUnder(bottom) || beneath.Host(&s.t, bottom) != ld {
		t.Fatalf("Ironhide KO'd %v; the bottom card under Lockdown %v", s.inKO(ih), s.isUnder(bottom))
	}
	if s.t.Identifies(0, bottom) || s.t.Identifies(1, bottom) {
		t.Error("a player knows the card under Lockdown")
	}
	if n := s.stat(ld, statAttack); n != before+2 {
		t.Errorf("Lockdown Attack %d with a card under him, want %d", n, before+2)
	}
}

// Lockdown's alt mode: "When you flip to this mode > Draw a card for each
// card under this and for each Upgrade he has. Then scrap that many cards
// from your hand."
func TestCardLockdownAlt(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Lockdown, Bounty Hunter"}, ironhide, deckOf("Primary Laser"), blank)
	ld := char(t, s, 0, "Lockdown")
	toBot(t, s, 0, "Lockdown")
	beneath.Put(&s.t, s.t.Zones[zone(0, zDeck)].Cards[0], ld, zone(0, zUnder), kit.FaceDown)
	attach(t, s, 0, "Primary Laser", "Lockdown")
	hand, deck := handSize(s, 0), s.t.Count(zone(0, zDeck))
	play(t, s, "flip:"+handleCode(s, ld))
	for range 4 {
		if s.ask == askPick {
			play(t, s, "pick:")
		}
	}
	if d := deck - s.t.Count(zone(0, zDeck)); d != 2 || handSize(s, 0) != hand || s.t.Count(zone(0, zScrap)) != 2 {
		t.Errorf("drew %d (want 2), hand %d (want %d), scrapped %d (want 2)", d, handSize(s, 0), hand, s.t.Count(zone(0, zScrap)))
	}
}

// Safeguard 3 (Private Hot Rod W4/T20 and Private Smokescreen W4/T24,
// alt mode; Medic's Protective Field W4/037): "Can't take more than 3
// damage while undamaged", attack damage and any other (Wave-4.xml#4);
// damaged, it takes all; repaired, it applies again (Wave-4.xml#6).
func TestSafeguard(t *testing.T) {
	for _, name := range []string{"Private Hot Rod, Infantry • Soldier", "Private Smokescreen, Special Ops • Soldier"} {
		s := stdGame(t, mayAttack, []string{name}, ironhide, blank, blank)
		id := s.team[0][0]
		hurt(s, 1, id, 5)
		if d := s.damage(id); d != 3 {
			t.Errorf("%s undamaged takes %d of 5, want 3", name, d)
		}
		hurt(s, 1, id, 2)
		if d := s.damage(id); d != 5 {
			t.Errorf("%s damaged takes %d more of 2, want 2", name, d-3)
		}
		toBot(t, s, 0, s.card(id).Name)
		s.obj(id).Counters[cDamage] = 0
		hurt(s, 1, id, 5)
		if d := s.damage(id); d != 5 {
			t.Errorf("%s in bot mode takes %d of 5, want 5", name, d)
		}
	}
	// By attack: 4 Attack against 0 Defense, 3 taken.
	s := stdGame(t, mayAttack, ironhide, []string{"Private Smokescreen, Special Ops • Soldier"}, noIcons(14), noIcons(14))
	sm := s.team[1][0]
	s.obj(sm).Set(flTapped, true)
	attackWith(t, s, 0, "Ironhide", sm)
	finishAttack(t, s)
	if d := s.damage(sm); d > 3 {
		t.Errorf("Smokescreen took %d attack damage undamaged, want at most 3", d)
	}
	// Medic's Protective Field: repairs 1 as it goes on, then Safeguard.
	s = stdGame(t, mayAttack, ironhide, ironhide, deckOf("Medic's Protective Field"), blank)
	ih := char(t, s, 0, "Ironhide")
	s.obj(ih).Counters[cDamage] = 1
	attach(t, s, 0, "Medic's Protective Field", "Ironhide")
	if d := s.damage(ih); d != 0 {
		t.Fatalf("Ironhide %d damage after the Field's repair, want 0", d)
	}
	hurt(s, 1, ih, 6)
	if d := s.damage(ih); d != 3 {
		t.Errorf("Ironhide with the Field takes %d of 6, want 3", d)
	}
}

// Private Hot Rod's alt mode: "When you reshuffle your deck and this
// doesn't have a battle card under him > Put the bottom card of your deck
// face down under him." Bot mode: "While this has a battle card under him
// > You may play an extra Action on each of your turns."
func TestCardPrivateHotRod(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Private Hot Rod, Infantry • Soldier"}, ironhide, deckOf("Zap", "Zap"), blank)
	hr := s.team[0][0]
	for s.t.Count(zone(0, zDeck)) > 0 {
		s.t.Place(s.t.Top(zone(0, zDeck)), zone(0, zScrap), -1, kit.FaceUp)
	}
	s.draw(0, 1) // the empty deck is refilled from the scrap pile
	s.optsOK = false
	s.settle()
	if n := beneath.Count(&s.t, zone(0, zUnder), hr, nil); n != 1 {
		t.Fatalf("%d cards under Hot Rod after the reshuffle, want 1", n)
	}
	s.reshuffle(0)
	s.settle()
	if n := beneath.Count(&s.t, zone(0, zUnder), hr, nil); n != 1 {
		t.Errorf("%d cards under Hot Rod after a second reshuffle, want still 1", n)
	}
	toBot(t, s, 0, "Private Hot Rod")
	laterTurn(s)
	ensure(t, s, 0, "Zap")
	play(t, s, "action:"+handleCode(s, handCard(t, s, 0, "Zap")))
	finishAttack(t, s)
	ensure(t, s, 0, "Zap")
	if !has(s, "action:") {
		t.Error("Hot Rod with a card under him: no second Action")
	}
}

// Private Smokescreen's bot mode: "While this has an [WHITE] Upgrade >
// This has +1 [ATK] and +1 [DEF]." Not with a blue one.
func TestCardPrivateSmokescreenBot(t *testing.T) {
	for _, c := range []struct {
		up   string
		plus int
	}{{"Force Field", 1}, {"Armored Plating", 0}} {
		s := stdGame(t, mayAttack, []string{"Private Smokescreen, Special Ops • Soldier"}, ironhide, deckOf(c.up), blank)
		sm := s.team[0][0]
		toBot(t, s, 0, "Private Smokescreen")
		atk := s.stat(sm, statAttack)
		attach(t, s, 0, c.up, "Private Smokescreen")
		if n := s.stat(sm, statAttack); n != atk+c.plus {
			t.Errorf("%s: Attack %d, want %d", c.up, n, atk+c.plus)
		}
	}
}

// Private Greenlight's bot mode (W4/T18): "When you play a [GREEN] card >
// This gets +1 [ATK] until end of turn." Not for a card without green.
func TestCardPrivateGreenlightBot(t *testing.T) {
	for _, c := range []struct {
		card string
		plus int
	}{{"Battlefield Incursion", 1}, {"Zap", 0}} {
		s := stdGame(t, mayAttack, []string{"Private Greenlight, Special Ops • Recon"}, ironhide, deckOf(c.card), blank)
		gl := s.team[0][0]
		toBot(t, s, 0, "Private Greenlight")
		atk := s.stat(gl, statAttack)
		playAction(t, s, c.card)
		finishAttack(t, s)
		if n := s.stat(gl, statAttack); n != atk+c.plus {
			t.Errorf("%s: Attack %d, want %d", c.card, n, atk+c.plus)
		}
	}
}

// Sergeant Barricade, Infantry • Enforcer (W4/T42), alt mode: "When you
// flip to this mode > You may play a battle card from under this." Or
// not.
func TestCardSergeantBarricadeAlt(t *testing.T) {
	for _, playIt := range []bool{true, false} {
		s := stdGame(t, mayAttack, []string{"Sergeant Barricade, Infantry • Enforcer"}, ironhide, deckOf("Zap"), blank)
		sb := s.team[0][0]
		ensure(t, s, 0, "Zap")
		zap := handCard(t, s, 0, "Zap")
		beneath.Put(&s.t, zap, sb, zone(0, zUnder), kit.FaceUp)
		toBot(t, s, 0, "Sergeant Barricade")
		play(t, s, "flip:"+handleCode(s, sb))
		if playIt {
			play(t, s, "pick:"+handleCode(s, zap))
		} else {
			play(t, s, "pass")
		}
		if got := s.damage(char(t, s, 1, "Ironhide")) == 1; got != playIt || s.isUnder(zap) == playIt {
			t.Errorf("play %v: Zap's damage done %v, Zap still under %v", playIt, got, s.isUnder(zap))
		}
	}
}
