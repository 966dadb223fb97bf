package tftcg

import "omnideck/kit"

// Upgrades scrapped from characters: an Upgrade's own "When this is
// scrapped from a character" (Dismantling Claw, Reactive Armor, Personal
// Targeting Drone), and "When an Upgrade is scrapped from an enemy"
// (Captain Starscream) or "from one of your characters" (Sergeant
// Skrapnel). An Upgrade is scrapped from a character however it goes to
// the scrap pile from it: by an effect, replaced by another of its slot,
// or with its character KO'd (Rules_Roundup-2019-07-29.xml#2-16,
// Wave-2-3.xml#163, #177, #178); one returned to a hand or moved is not.

const (
	// WhenScrappedOff is an Upgrade's "When this is scrapped from a
	// character"; the subject is the character.
	WhenScrappedOff = "scrapped_off"
	// WhenAllyUpgradeScrapped is "When an Upgrade is scrapped from one of
	// your characters"; the subject is the character.
	WhenAllyUpgradeScrapped = "ally_upgrade_scrapped"
	// WhenEnemyUpgradeScrapped is "When an Upgrade is scrapped from an
	// enemy"; the subject is the enemy.
	WhenEnemyUpgradeScrapped = "enemy_upgrade_scrapped"
)

// offWhat is what scrapping card id takes it from: the character it is
// on, with the player whose Upgrade it is, when it is an Upgrade on a
// character; else NoObj.
func (s *State) offWhat(id kit.ObjID) (kit.ObjID, kit.ObjID, int) {
	z := s.obj(id).Zone
	if int(z) >= 2*numZones || z%numZones != zUpgrade {
		return id, kit.NoObj, 0
	}
	return id, kit.ObjID(s.obj(id).Counters[cOn]), int(z) / numZones
}

// scrappedOff starts the abilities that hear Upgrade u, player q's,
// scrapped from character ch (NoObj: scrapped from elsewhere).
func (s *State) scrappedOff(u, ch kit.ObjID, q int) {
	if ch == kit.NoObj || s.rules.basic || s.over {
		return
	}
	s.noteBattleScrap(u, ch)
	s.startAbout(u, q, -1, s.card(u).Abilities, WhenScrappedOff, ch)
	s.removedFrom(u, ch)
	p := int(s.obj(ch).Owner)
	s.hear(p, WhenAllyUpgradeScrapped, ch)
	s.hear(opponent(p), WhenEnemyUpgradeScrapped, ch)
}
