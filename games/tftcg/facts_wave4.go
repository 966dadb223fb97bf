package tftcg

import "omnideck/kit"

// The facts Wave 4's characters read: a character "with an Armor" or
// "with a Weapon" (the statuses has_armor, has_weapon), the icons of a
// colour flipped for the battle beyond orange, blue and white
// (flipped_green, flipped_black), the icons of the deck's top card
// (top_black) and the turns a player has begun (your_turns: 1 in "your
// first turn").

// hasUpgrade reports whether character id has an Upgrade of kind sub
// (weapon, armor, utility) on it; a Weapon in another slot is a Weapon
// (Wave-4.xml#24).
func (s *State) hasUpgrade(id kit.ObjID, sub string) bool {
	if !s.card(id).fights() {
		return false
	}
	for _, u := range s.t.Zones[zone(int(s.obj(id).Owner), zUpgrade)].Cards {
		if kit.ObjID(s.obj(u).Counters[cOn]) == id && s.card(u).Subtype == sub {
			return true
		}
	}
	return false
}

// wave4Number is one of the numbers of this file, seen from player me.
func (s *State) wave4Number(me int, what string) int {
	switch what {
	case "flipped_black":
		return s.flipIcons[me][colBlack]
	case "top_black":
		// The [BLACK] icons of the top card of your deck, none when it is
		// empty.
		if deck := zone(me, zDeck); s.t.Count(deck) > 0 {
			return s.card(s.t.Top(deck)).icon(colBlack)
		}
	case "your_turns":
		return int(s.turns[me])
	}
	return 0
}

// fieldedOf is player p's characters on the battlefield of trait t ("one
// of their Autobots"), or all of them when t is "".
func (s *State) fieldedOf(p int, t string) []kit.ObjID {
	if t == "" {
		return s.fielded(p)
	}
	var out []kit.ObjID
	for _, id := range s.team[p] {
		if s.onField(id) && s.Trait(id, t) {
			out = append(out, id)
		}
	}
	return out
}

// theirsNoun is "characters", or the trait's name in the plural.
func theirsNoun(t string) string {
	if t == "" {
		return "characters"
	}
	return upperFirst(t) + "s"
}

// colorMask is the colours of card c's battle icons, a bit each.
func colorMask(c *Card) uint8 {
	var m uint8
	for k := range numColors {
		if c.icon(k) > 0 {
			m |= 1 << k
		}
	}
	return m
}

// namedIn is the first character selector sel names for job j, the
// characters an earlier effect chose included ("to: chosen").
func (s *State) namedIn(j *kit.Job, sel *kit.Selector) kit.ObjID {
	if sel.Event != "chosen" {
		return s.named(sel, kit.JobCtx(j))
	}
	for _, id := range j.Objs {
		if id != kit.NoObj && s.card(id).fights() {
			return id
		}
	}
	return kit.NoObj
}
