package tftcg

import (
	"slices"
	"strings"

	"omnideck/kit"
)

// One Upgrade of each of several kinds played from the hand onto one
// character (Full Loadout: "Choose one of your characters. You may play a
// Weapon, an Armor, and a Utility onto it"; play_onto with kinds): the
// player chooses the next Upgrade among those of the kinds not yet played,
// in any order (Wave-2-3.xml#183), or stops (pass). Each is played onto
// the character as an effect plays one; their "when you put this on"
// abilities wait until all are played, and then resolve in the order
// their player chooses (Rules_Roundup-2019-07-29.xml#2-46).

// playOntoKinds resolves play_onto with kinds for job j: j.Step keeps the
// kinds played so far, a bit each.
func (s *State) playOntoKinds(j *kit.Job, p *playOntoParams) bool {
	me := int(j.Ctrl)
	to := s.jobNamed(j, &p.To)
	for {
		var cands []kit.ObjID
		if to != kit.NoObj && s.onField(to) {
			cands = s.kindsInHand(me, p.Kinds, uint16(j.Step))
			cands = slices.DeleteFunc(cands, func(id kit.ObjID) bool { return !s.mayUpgrade(id, to) })
		}
		id, ok := s.pick(j, me, pickPlay, true, cands)
		if !ok {
			return false
		}
		if id == kit.NoObj || !s.onField(to) || !s.card(id).isUpgrade() || s.card(id).kind < 0 {
			return true
		}
		j.Step |= int16(1) << s.card(id).kind
		s.putUpgrade(me, id, to)
		s.hear(me, WhenCardPlayed, id)
	}
}

// kindsInHand are the Upgrades in player p's hand that may be played, of
// kinds and of none of the kinds done (a bit each), copies once.
func (s *State) kindsInHand(p int, kinds []string, done uint16) []kit.ObjID {
	var out []kit.ObjID
	hand := s.t.Zones[zone(p, zHand)].Cards
	for i, id := range hand {
		c := s.card(id)
		if c.isUpgrade() && slices.Contains(kinds, c.Subtype) && done&(1<<c.kind) == 0 && s.playIf(p, id) && !s.copyBefore(hand, i) {
			out = append(out, id)
		}
	}
	return out
}

// kindsText is play_onto with kinds in words: "You may play a Weapon, an
// Armor, and a Utility from your hand onto it."
func kindsText(p *playOntoParams) string {
	words := make([]string, len(p.Kinds))
	for i, k := range p.Kinds {
		article := "a "
		if strings.ContainsRune("aeio", rune(k[0])) { // "a Utility"
			article = "an "
		}
		words[i] = article + upperFirst(k)
	}
	list := strings.Join(words, ", ")
	if n := len(words); n > 1 {
		list = strings.Join(words[:n-1], ", ") + ", and " + words[n-1]
	}
	return "You may play " + list + " from your hand onto " + selText(&p.To) + "."
}
