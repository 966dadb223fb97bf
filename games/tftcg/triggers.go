package tftcg

import (
	"strings"

	"omnideck/kit"
)

// trigger starts character id's abilities of its face-up mode, and those
// of the Upgrades on it, that trigger on when, in the standard game (the
// basic version ignores card text).
func (s *State) trigger(id kit.ObjID, when string) { s.triggerEvent(id, when, kit.NoObj, 0) }

// triggerEvent is trigger for an event about card subject that carries
// number n (kit.Event.N). A character's abilities of "when this is KO'd"
// and "when this is in your KO area and you flip to this mode" trigger in
// the KO area; the others on the battlefield only.
func (s *State) triggerEvent(id kit.ObjID, when string, subject kit.ObjID, n int32) {
	if s.rules.basic || s.over {
		return
	}
	p := int(s.obj(id).Owner)
	if s.onField(id) || when == WhenKOd || when == WhenKOFlipTo {
		mi := int(s.obj(id).Counters[cMode])
		s.startEvent(id, p, mi, s.card(id).Modes[mi].Abilities, when, subject, n)
	}
	s.triggerGranted(id, when, subject)
	z := zone(p, zUpgrade)
	for i := s.t.Count(z) - 1; i >= 0; i-- {
		if u := s.t.Zones[z].Cards[i]; kit.ObjID(s.obj(u).Counters[cOn]) == id && len(s.card(u).Abilities) > 0 {
			s.startEvent(u, p, -1, s.card(u).Abilities, when, subject, n)
		}
	}
}

// abilityText is the text of an ability of card c, as an evAbility
// event's B encodes it: a character's mode<<8 | ability, a battle card's
// ability.
func (s *State) abilityText(c kit.CardID, b int) string {
	d := s.defs[c]
	list := d.Abilities
	if d.isCharacter() || d.Type == TypeCombiner {
		mi := b >> 8
		if mi >= len(d.Modes) {
			return "?"
		}
		list = d.Modes[mi].Abilities
	}
	i := b & 0xff
	if i >= len(list) {
		return "?"
	}
	return list[i].text()
}

// text is the ability for people.
func (a *Ability) text() string {
	if a.Static != nil {
		return a.Static.text()
	}
	if a.Instead != nil {
		return a.Instead.text()
	}
	var out []string
	if a.May {
		out = append(out, "You may:")
	}
	for e := range a.Do {
		out = append(out, runner.Verbs.Text(&a.Do[e]))
	}
	return strings.Join(out, " ")
}

// hasWord reports whether w is in any of the lists, ignoring case.
func hasWord(w string, lists ...[]string) bool {
	for _, l := range lists {
		for _, x := range l {
			if strings.EqualFold(x, w) {
				return true
			}
		}
	}
	return false
}

// foe is the other character of the attack character id is in, or NoObj.
func (s *State) foe(id kit.ObjID) kit.ObjID {
	if s.attacker == kit.NoObj || s.defender == kit.NoObj {
		return kit.NoObj
	}
	switch id {
	case s.attacker:
		return s.defender
	case s.defender:
		return s.attacker
	}
	return kit.NoObj
}

// repair takes up to n damage counters off character id.
func (s *State) repair(id kit.ObjID, n int) {
	o := s.obj(id)
	n = min(s.repairWould(id, min(n, int(o.Counters[cDamage]))), int(o.Counters[cDamage]))
	if n <= 0 || !s.onField(id) || s.staticHas(id, flagNoRepair) {
		return
	}
	o.Counters[cDamage] -= int16(n)
	s.logf(evRepair, int(o.Owner), s.ref(id), int32(n))
	s.repaired(id, n)
}

// stat is character id's number stat of its face-up mode (statAttack,
// ...), with every boost in force.
func (s *State) stat(id kit.ObjID, stat uint8) int {
	m := s.mode(id)
	base := [numStats]int{m.Attack, m.Defense, m.Bold, m.Tough, m.Pierce}[stat]
	if (s.game.set.statics || len(s.grants) > 0) && !s.rules.basic {
		base = s.staticStat(id, stat, base)
	}
	if len(s.mods) > 0 {
		base = s.mods.Stat(&s.t, id, stat, base)
	}
	if (stat == statBold || stat == statTough) && s.more.flags&(flagNoBold|flagNoTough|flagKeywordsMost) != 0 {
		all := [numStats]int{statBold: base, statTough: base}
		s.cantUse(id, &all)
		base = all[stat]
	}
	return base
}
