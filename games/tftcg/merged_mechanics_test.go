package tftcg

import (
	"testing"

	"omnideck/kit"
)

// A scenario per card of data/abilities/merged-mechanics.yaml.

// Energy Pack (W3/022): "Put only on characters that [have] 11 [STARS] or
// more. The upgraded character has +4 [HP]." Not on a character of fewer
// stars.
func TestCardEnergyPack(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"General Megatron, Infantry • Leader", "Flamewar, Veteran Decepticon"}, ironhide, deckOf("Energy Pack"), blank)
	mega, fw := char(t, s, 0, "General Megatron"), char(t, s, 0, "Flamewar")
	u := zoneCard(t, s, 0, zHand, "Energy Pack")
	if s.mayUpgrade(u, fw) || !s.mayUpgrade(u, mega) {
		t.Fatalf("Energy Pack may go on Flamewar (%d stars) %v, on General Megatron (%d stars) %v; want false, true",
			s.card(fw).Stars, s.mayUpgrade(u, fw), s.card(mega).Stars, s.mayUpgrade(u, mega))
	}
	before := s.health(mega)
	attach(t, s, 0, "Energy Pack", "General Megatron")
	if h := s.health(mega); h != before+4 {
		t.Errorf("General Megatron's Health %d with Energy Pack, want %d", h, before+4)
	}
}

// Minor Medic Kit (W4/038): "The upgraded character has +2 [HP]."; once it
// is scrapped, a character whose damage then reaches its Health is KO'd.
func TestCardMinorMedicKit(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Minor Medic Kit", "Smoke Cloak"), blank)
	ih := char(t, s, 0, "Ironhide")
	printed := s.health(ih)
	u := attach(t, s, 0, "Minor Medic Kit", "Ironhide")
	if h := s.health(ih); h != printed+2 {
		t.Fatalf("Ironhide's Health %d with the Kit, want %d", h, printed+2)
	}
	s.obj(ih).Counters[cDamage] = int16(printed)
	s.scrap(u)
	s.settle()
	if s.onField(ih) {
		t.Errorf("Ironhide with %d damage and Health %d on the battlefield once the Kit is scrapped, want KO'd", printed, s.health(ih))
	}
}

// Shoulder Holster (W4/051): "The upgraded character has an extra Weapon
// slot. When you put this on a character > Reveal the top card of your
// deck. If it's a Weapon, play it onto the upgraded character." The
// revealed Weapon goes beside the one there; a card of another kind stays
// on top, known to both players.
func TestCardShoulderHolster(t *testing.T) {
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf("Shoulder Holster", "Combat Dagger", "Medic!", "Medic!", "Primary Laser"), blank)
	ih := char(t, s, 0, "Ironhide")
	attach(t, s, 0, "Combat Dagger", "Ironhide")
	top := s.t.Top(zone(0, zDeck)) // Primary Laser
	attach(t, s, 0, "Shoulder Holster", "Ironhide")
	if !inZone(s, top, 0, zUpgrade) || s.upgrades(ih) != 3 {
		t.Fatalf("the revealed Weapon is not played beside Combat Dagger: %d Upgrades: %v", s.upgrades(ih), logLines(s))
	}
	s = stdGame(t, mayAttack, twoBots, ironhide, deckOf("Shoulder Holster", "Medic!", "Medic!", "Medic!", "Smoke Cloak"), blank)
	top = s.t.Top(zone(0, zDeck))
	attach(t, s, 0, "Shoulder Holster", "Ironhide")
	if s.t.Top(zone(0, zDeck)) != top || !s.t.Identifies(1, top) || s.upgrades(char(t, s, 0, "Ironhide")) != 1 {
		t.Errorf("an Armor on top is played, or not left on top revealed")
	}
}

// Raider Laserbeak, bot mode (W3/T31): "Pierce 2. [TAP] > You may play a
// Secret Action." Face down, besides the turn's Action; the bot mode has
// Pierce 2.
func TestCardRaiderLaserbeakBot(t *testing.T) {
	s := stdGame(t, mayAttack, []string{"Raider Laserbeak, Espionage • Interrogation", "Flamewar, Veteran Decepticon"}, ironhide,
		deckOf("Hiding Spot"), blank)
	lb := char(t, s, 0, "Raider Laserbeak")
	toBot(t, s, 0, "Raider Laserbeak")
	ensure(t, s, 0, "Hiding Spot")
	if p := s.fighter(lb).stats[statPierce]; p != 2 {
		t.Errorf("Laserbeak's bot mode has Pierce %d, want 2", p)
	}
	useTapOf(t, s, 0, "Raider Laserbeak")
	play(t, s, "pick:")
	for s.ask != 0 {
		play(t, s, "")
	}
	down := 0
	for _, id := range s.t.Zones[zone(0, zPlayed)].Cards {
		if s.card(id).isSecret() && s.obj(id).Face == kit.FaceDown {
			down++
		}
	}
	if down != 1 || !s.tapped(lb) {
		t.Errorf("%d Secret Actions face down and Laserbeak tapped %v after its Tap ability, want 1 and true", down, s.tapped(lb))
	}
}

// Private Dazzlestrike, bot mode (W4/T16): "Enemies can't use Brave." A
// Brave enemy no longer draws the attack: the other may be attacked too.
func TestCardPrivateDazzlestrike(t *testing.T) {
	brave := "Predacon Headstrong, Ground Assault"
	for _, with := range []bool{false, true} {
		team := []string{"Ironhide, Veteran Autobot"}
		if with {
			team = append(team, "Private Dazzlestrike, Ground Command • Artillery")
		}
		s := stdGame(t, mayAttack, team, []string{brave, "Ironhide, Veteran Autobot"}, blank, blank)
		other := char(t, s, 1, "Ironhide")
		if s.mayDefend(other) != with {
			t.Errorf("Dazzlestrike on the battlefield %v: the enemy beside a Brave one may be attacked %v, want %v", with, s.mayDefend(other), with)
		}
	}
}
