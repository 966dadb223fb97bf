package tftcg

import (
	"strings"
	"testing"

	"omnideck/kit"
)

// chooseScrap answers askRoom with the Upgrade named name.
func chooseScrap(t *testing.T, s *State, name string) {
	t.Helper()
	p := s.Actors().First()
	for _, a := range s.Legal(p, nil) {
		if strings.HasPrefix(s.ActionLabel(p, a), "Scrap "+name+" on ") {
			if err := s.Apply(p, a); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("no option scraps %s; the options are %q", name, labels(s))
}

// upgradesNamed counts the Upgrades named name on character id.
func (s *State) upgradesNamed(id kit.ObjID, name string) int {
	n := 0
	for _, u := range s.t.Zones[zone(int(s.obj(id).Owner), zUpgrade)].Cards {
		if s.on(u) == id && s.card(u).FullName() == name {
			n++
		}
	}
	return n
}

// slotsHeld counts the Upgrades in each of character id's slots.
func (s *State) slotsHeld(id kit.ObjID) [numKinds]int {
	var n [numKinds]int
	for _, u := range s.t.Zones[zone(int(s.obj(id).Owner), zUpgrade)].Cards {
		if s.on(u) == id {
			n[s.slotOf(u)]++
		}
	}
	return n
}

// An Upgrade put on a character with two slots of its kind, both full,
// replaces the one its player chooses (Wave-1.xml#53: "you can choose at
// that time which Weapon it will replace"): Raider Spinister's "This has
// 2 Weapon slots". The question names both, and each answer keeps the
// other.
func TestRoomChosenAmongTwoSlots(t *testing.T) {
	team := []string{"Raider Spinister, Infantry • Aerial Assault", "Ironhide, Veteran Autobot"}
	for _, scrapped := range []string{"Combat Dagger", "Primary Laser"} {
		s := stdGame(t, mayAttack, team, ironhide, deckOf("Combat Dagger", "Primary Laser", "Handheld Blaster"), blank)
		sp := char(t, s, 0, "Raider Spinister")
		attach(t, s, 0, "Combat Dagger", "Raider Spinister")
		attach(t, s, 0, "Primary Laser", "Raider Spinister")
		if s.ask != 0 || s.upgrades(sp) != 2 {
			t.Fatalf("two Weapons in two Weapon slots: question %d, %d Upgrades", s.ask, s.upgrades(sp))
		}
		ensure(t, s, 0, "Handheld Blaster")
		hb := handCard(t, s, 0, "Handheld Blaster")
		if d := s.upgradeChange(hb, sp); !strings.HasSuffix(d, "replacing your choice of Combat Dagger or Primary Laser") {
			t.Errorf("the option to put a third Weapon on says %q; want it to say the player chooses the one it replaces", d)
		}
		attach(t, s, 0, "Handheld Blaster", "Raider Spinister")
		got := labels(s)
		want := []string{
			"Scrap Combat Dagger on your Raider Spinister, Infantry • Aerial Assault; keep Primary Laser",
			"Scrap Primary Laser on your Raider Spinister, Infantry • Aerial Assault; keep Combat Dagger",
		}
		if s.ask != askRoom || strings.Join(got, "|") != strings.Join(want, "|") {
			t.Fatalf("a third Weapon: question %d, options %q; want %q", s.ask, got, want)
		}
		if q := s.askQuestion(); !strings.Contains(q, "Handheld Blaster on Raider Spinister") || !strings.Contains(q, "Weapon slot") {
			t.Errorf("the question reads %q; want it to name the Upgrade put on and its slot", q)
		}
		chooseScrap(t, s, scrapped)
		if s.ask != 0 || s.upgrades(sp) != 2 || !scrapHas(s, 0, scrapped) || s.upgradesNamed(sp, "Handheld Blaster") != 1 {
			t.Errorf("%s chosen: %d Upgrades, it scrapped %v; want Handheld Blaster beside the other: %v", scrapped, s.upgrades(sp), scrapHas(s, 0, scrapped), logLines(s))
		}
	}
}

// Where only copies of one card could make room, the engine does not
// ask (Megatron, Living Weapon, in bot mode with three Primary Lasers,
// given an Armor): one copy goes, and the others fill his Weapon and
// Utility slots.
func TestRoomCopiesUnasked(t *testing.T) {
	s := stdGame(t, nil, []string{"Megatron, Living Weapon"}, ironhide, append(many(3, "Primary Laser"), many(8, "Armored Plating")...), many(14, "Armored Plating"))
	toBot(t, s, 0, "Megatron")
	mega := char(t, s, 0, "Megatron")
	for range 3 {
		equip(t, s, 0, "Primary Laser", "Megatron")
	}
	equip(t, s, 0, "Armored Plating", "Megatron")
	if s.ask != 0 || s.upgradesNamed(mega, "Primary Laser") != 2 || !scrapHas(s, 0, "Primary Laser") {
		t.Errorf("copies only: question %d, %d Primary Lasers left; want no question, 2", s.ask, s.upgradesNamed(mega, "Primary Laser"))
	}
	if s.slotsHeld(mega) != [numKinds]int{1, 1, 1} {
		t.Errorf("the slots hold %v Upgrades, want one each", s.slotsHeld(mega))
	}
}

// A Weapon in Megatron's Armor slot stays there when he flips to alt mode
// (his card's reading, characters.yaml); there, only it could be in the
// Armor slot, so an Armor replaces it unasked, the Weapon in his Weapon
// slot staying.
func TestRoomOneWayUnasked(t *testing.T) {
	deck := append([]string{"Primary Laser", "Handheld Blaster"}, many(8, "Armored Plating")...)
	s := stdGame(t, nil, []string{"Megatron, Living Weapon"}, ironhide, deck, many(14, "Armored Plating"))
	toBot(t, s, 0, "Megatron")
	mega := char(t, s, 0, "Megatron")
	equip(t, s, 0, "Primary Laser", "Megatron")
	equip(t, s, 0, "Handheld Blaster", "Megatron")
	if s.slotsHeld(mega) != [numKinds]int{1, 1, 0} {
		t.Fatalf("two Weapons on Megatron in bot mode fill %v, want his Weapon and Armor slots", s.slotsHeld(mega))
	}
	s.obj(mega).Counters[cMode] = int16(s.card(mega).modeIndex(ModeAlt))
	equip(t, s, 0, "Armored Plating", "Megatron")
	if s.ask != 0 || !scrapHas(s, 0, "Handheld Blaster") || s.upgradesNamed(mega, "Primary Laser") != 1 {
		t.Errorf("an Armor in alt mode: question %d, Handheld Blaster scrapped %v, Primary Laser kept %v; want no question, yes, yes",
			s.ask, scrapHas(s, 0, "Handheld Blaster"), s.upgradesNamed(mega, "Primary Laser") == 1)
	}
}

// The heuristic agent scraps the Upgrade worth least when it chooses.
func TestRoomHintScrapsLeastWorth(t *testing.T) {
	team := []string{"Raider Spinister, Infantry • Aerial Assault", "Ironhide, Veteran Autobot"}
	s := stdGame(t, mayAttack, team, ironhide, deckOf("Combat Dagger", "Primary Laser", "Handheld Blaster"), blank)
	attach(t, s, 0, "Combat Dagger", "Raider Spinister")
	attach(t, s, 0, "Primary Laser", "Raider Spinister")
	attach(t, s, 0, "Handheld Blaster", "Raider Spinister")
	if s.ask != askRoom {
		t.Fatalf("no question: %d", s.ask)
	}
	opts := s.options()
	best, worst := opts[0], opts[0]
	for _, o := range opts {
		if s.askHint(0, o) > s.askHint(0, best) {
			best = o
		}
		if s.upgradeWorth(s.byHandle(o.A)) < s.upgradeWorth(s.byHandle(worst.A)) {
			worst = o
		}
	}
	if best != worst || s.upgradeWorth(s.byHandle(opts[0].A)) == s.upgradeWorth(s.byHandle(opts[1].A)) {
		t.Errorf("the hint prefers scrapping %s, worth %.1f; want the one worth least, %s",
			s.card(s.byHandle(best.A)).Name, s.upgradeWorth(s.byHandle(best.A)), s.card(s.byHandle(worst.A)).Name)
	}
}
