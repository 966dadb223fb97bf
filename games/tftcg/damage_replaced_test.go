package tftcg

import (
	"testing"
)

// A scenario per card of data/abilities/damage-replaced.yaml, and the
// rulings on damage replaced, capped or split that they settle.

var greenlight = []string{"Private Greenlight, Special Ops • Recon"}

// hardHitter is a deck whose player holds Primary Laser and flips
// Improvised Shields (2 orange icons each): Optimus Prime, Autobot Leader
// attacks at 9 with the Laser on.
var hardHitter = stack([]string{"Primary Laser"}, many(3, "Medic!"), many(20, "Improvised Shield"))

// Private Greenlight, Special Ops • Recon (W4/T18), alt mode: "Safeguard 3
// (Can't take more than 3 damage while undamaged.) This character's
// Upgrades can't be scrapped by your opponent's cards." Ramming Speed
// ("Scrap an enemy Upgrade") leaves his Combat Dagger in alt mode and
// scraps it in bot mode.
func TestCardPrivateGreenlightAlt(t *testing.T) {
	for _, alt := range []bool{true, false} {
		s := stdGame(t, nil, optimus, greenlight, deckOf("Ramming Speed"), deckOf("Combat Dagger"))
		gl := char(t, s, 1, "Private Greenlight")
		if !alt {
			toBot(t, s, 1, "Private Greenlight")
		}
		dagger := attach(t, s, 1, "Combat Dagger", "Private Greenlight")
		playAction(t, s, "Ramming Speed")
		for s.ask != 0 {
			play(t, s, "")
		}
		if kept := s.on(dagger) == gl; kept != alt {
			t.Errorf("alt mode %v: Combat Dagger kept %v, want %v: %v", alt, kept, alt, logLines(s))
		}
	}
}

// Greenlight's alt mode: Safeguard 3 while undamaged, against an attack.
func TestCardPrivateGreenlightSafeguard(t *testing.T) {
	for _, damaged := range []bool{false, true} {
		s := stdGame(t, nil, optimus, greenlight, hardHitter, blank)
		gl := char(t, s, 1, "Private Greenlight")
		attach(t, s, 0, "Primary Laser", "Optimus Prime")
		if damaged {
			s.obj(gl).Counters[cDamage] = 1
		}
		before := s.damage(gl)
		attack(t, s, "Optimus Prime", "Private Greenlight")
		finishAttack(t, s)
		took := s.damage(gl) - before
		if !damaged && took != 3 || damaged && took <= 3 {
			t.Errorf("damaged %v: Greenlight took %d damage (Safeguard 3 while undamaged): %v", damaged, took, logLines(s))
		}
	}
}

// Backup Bag (W3/002): "If one of your cards would cause a Weapon or Armor
// to be scrapped from the upgraded character > Scrap this card instead."
// Grenade Launcher scrapping itself after its character attacks stays, the
// Bag scrapped instead (Wave-2-3.xml#169, Rules_Roundup-2019-05-28.xml#528-6).
func TestCardBackupBagGrenadeLauncher(t *testing.T) {
	for _, bag := range []bool{true, false} {
		s := stdGame(t, nil, optimus, ironhide, deckOf("Grenade Launcher", "Backup Bag"), blank)
		gl := attach(t, s, 0, "Grenade Launcher", "Optimus Prime")
		if bag {
			attach(t, s, 0, "Backup Bag", "Optimus Prime")
		}
		attack(t, s, "Optimus Prime", "Ironhide")
		finishAttack(t, s)
		if kept := s.on(gl) != -1; kept != bag || bag != scrapHas(s, 0, "Backup Bag") {
			t.Errorf("with the Bag %v: Grenade Launcher kept %v, the Bag scrapped %v: %v", bag, kept, scrapHas(s, 0, "Backup Bag"), logLines(s))
		}
	}
}

// Backup Bag with Force Field: the Field's own scrapping is saved, and the
// character takes 4 (Rules_Roundup-2019-05-28.xml#528-7).
func TestCardBackupBagForceField(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, hardHitter, deckOf("Force Field", "Backup Bag"))
	ih := char(t, s, 1, "Ironhide")
	attach(t, s, 0, "Primary Laser", "Optimus Prime")
	ff := attach(t, s, 1, "Force Field", "Ironhide")
	attach(t, s, 1, "Backup Bag", "Ironhide")
	attack(t, s, "Optimus Prime", "Ironhide")
	finishAttack(t, s)
	if s.damage(ih) != 4 || s.on(ff) != ih || !scrapHas(s, 1, "Backup Bag") {
		t.Errorf("Ironhide took %d (want 4), Force Field kept %v, the Bag scrapped %v: %v", s.damage(ih), s.on(ff) == ih, scrapHas(s, 1, "Backup Bag"), logLines(s))
	}
}

// Backup Bag saves nothing from an opponent's card (Ramming Speed), nor a
// Weapon the rules replace in its slot (Rules_Roundup-2019-07-29.xml#2-18).
func TestCardBackupBagNotOpponentsNorRules(t *testing.T) {
	s := stdGame(t, nil, ironhide, optimus, deckOf("Ramming Speed"), deckOf("Combat Dagger", "Backup Bag", "Primary Laser", "Combat Dagger"))
	op := char(t, s, 1, "Optimus Prime")
	dagger := attach(t, s, 1, "Combat Dagger", "Optimus Prime")
	attach(t, s, 1, "Backup Bag", "Optimus Prime")
	playAction(t, s, "Ramming Speed")
	for s.ask != 0 {
		play(t, s, "pick:"+handleCode(s, dagger))
	}
	if s.on(dagger) == op || scrapHas(s, 1, "Backup Bag") {
		t.Fatalf("Ramming Speed: Combat Dagger kept %v, the Bag scrapped %v", s.on(dagger) == op, scrapHas(s, 1, "Backup Bag"))
	}
	laser := attach(t, s, 1, "Primary Laser", "Optimus Prime")
	other := attach(t, s, 1, "Combat Dagger", "Optimus Prime")
	if s.on(laser) == op || s.on(other) != op || scrapHas(s, 1, "Backup Bag") {
		t.Errorf("a Weapon put in the slot: the old one kept %v, the Bag scrapped %v", s.on(laser) == op, scrapHas(s, 1, "Backup Bag"))
	}
}
