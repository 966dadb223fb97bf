package tftcg

import "omnideck/kit"

// Upgrades scrapped from a character this battle (Multi-Missile Pod: "do
// damage to each enemy equal to the number of Multi-Missile Pods scrapped
// from the upgraded character this battle"): each Upgrade scrapped from a
// character while a battle is under way is noted with the character, by
// any means (a cost, an effect, a KO); the value scrapped_alike of a card
// counts the Upgrades of its name scrapped from the character it was
// scrapped from in the battle under way, itself included. Pods scrapped
// one after the other count 1, 2, then 3 (Wave-4.xml#41).

// battleScraps are the Upgrades scrapped from characters in one battle.
type battleScraps struct {
	// battle is the battle the notes are of (battleKey), n how many.
	battle int32
	n      uint8
	notes  [8]scrapNote
}

// scrapNote is an Upgrade scrapped from a character.
type scrapNote struct{ u, from kit.ObjID }

// battleKey names the battle under way: the turn and its attack.
func (s *State) battleKey() int32 { return int32(s.turn)<<8 | int32(s.attacks&0xff) }

// noteBattleScrap notes Upgrade u scrapped from character from, when a
// battle is under way.
func (s *State) noteBattleScrap(u, from kit.ObjID) {
	if s.defender == kit.NoObj || s.attacker == kit.NoObj {
		return
	}
	b := &s.bscrap
	if k := s.battleKey(); b.battle != k {
		b.battle, b.n = k, 0
	}
	if int(b.n) < len(b.notes) {
		b.notes[b.n] = scrapNote{u, from}
		b.n++
	}
}

// scrappedAlike is how many Upgrades of card u's name were scrapped from
// the character u was scrapped from in the battle under way, u included;
// 0 when u was not scrapped from a character in it.
func (s *State) scrappedAlike(u kit.ObjID) int {
	b := &s.bscrap
	if u == kit.NoObj || b.battle != s.battleKey() || s.defender == kit.NoObj {
		return 0
	}
	from := kit.NoObj
	for _, x := range b.notes[:b.n] {
		if x.u == u {
			from = x.from
		}
	}
	n := 0
	for _, x := range b.notes[:b.n] {
		if from != kit.NoObj && x.from == from && s.card(x.u).Name == s.card(u).Name {
			n++
		}
	}
	return n
}
