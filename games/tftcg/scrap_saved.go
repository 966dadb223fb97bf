package tftcg

import "omnideck/kit"

// Upgrades saved from being scrapped by a card: a character whose
// Upgrades can't be scrapped by the opponent's cards (static
// keep_upgrades: Private Greenlight's alt mode), and an Upgrade scrapped
// instead of a Weapon or Armor beside it (a scrap replacement: Spare Parts
// from an opponent's cards, Backup Bag from its own player's). What the
// rules scrap (a KO, an Upgrade replaced in its slot) is no card's doing
// (Rules_Roundup-2019-07-29.xml#2-18).

// replaceKept is evReplace's B of an Upgrade that can't be scrapped.
const replaceKept = -2

// scrapSaved reports whether Upgrade u, about to be scrapped by a card of
// player p's, stays: its character's Upgrades can't be scrapped by p's
// cards, or another Upgrade on it is scrapped instead (once: Wave-2-3.xml#93).
func (s *State) scrapSaved(p int, u kit.ObjID) bool {
	on := s.on(u)
	if on == kit.NoObj || s.rules.basic {
		return false
	}
	if p != int(s.obj(on).Owner) && s.staticHas(on, flagKeepUpgrades) {
		s.logf(evReplace, int(s.obj(on).Owner), s.ref(u), replaceKept)
		return true
	}
	if !s.withReplace {
		return false
	}
	for _, x := range s.t.Zones[s.obj(u).Zone].Cards {
		if x == u || s.on(x) != on {
			continue
		}
		for i := range s.card(x).Abilities {
			r := s.card(x).Abilities[i].Instead
			if r == nil || r.Of != replaceScrap || !hasWord(s.card(u).Subtype, r.Kinds) {
				continue
			}
			mine := p == int(s.obj(x).Owner)
			if r.From == "opponent" && mine || r.From == "you" && !mine {
				continue
			}
			s.logf(evReplace, int(s.obj(x).Owner), s.ref(x), -1)
			s.scrap(x)
			return true
		}
	}
	return false
}

// scrapFrom names whose cards a scrap replacement answers, for people.
func scrapFrom(from string) string {
	if from == "you" {
		return "one of your cards"
	}
	return "an opponent's card"
}
