package tftcg

import (
	"strings"

	"omnideck/kit"
)

// jobAbility is the kind of job of a triggered ability.
const jobAbility uint8 = 1

// trigger resolves character id's abilities of its face-up mode that
// trigger on when, each effect in order, in the standard game (the basic
// version ignores card text). It stops once the game is over.
func (s *State) trigger(id kit.ObjID, when string) {
	if s.rules.basic || s.over {
		return
	}
	m := s.mode(id)
	for i := range m.Abilities {
		a := &m.Abilities[i]
		if a.When != when {
			continue
		}
		p := int(s.obj(id).Owner)
		s.logf(evAbility, p, s.ref(id), int32(s.obj(id).Counters[cMode])<<8|int32(i))
		j := kit.NewJob(jobAbility, id, p, a.Do)
		j.Ability = int16(i)
		for e := range a.Do {
			if s.over {
				return
			}
			verbs.Resolve(s, &j, &j.Effects[e])
		}
	}
}

// abilityText is the text of ability i of mode mi of card c, as an
// evAbility event's B encodes them (mode<<8 | ability).
func (s *State) abilityText(c kit.CardID, b int) string {
	d := s.defs[c]
	mi, i := b>>8, b&0xff
	if mi >= len(d.Modes) || i >= len(d.Modes[mi].Abilities) {
		return "?"
	}
	var out []string
	for e := range d.Modes[mi].Abilities[i].Do {
		out = append(out, verbs.Text(&d.Modes[mi].Abilities[i].Do[e]))
	}
	return strings.Join(out, " ")
}

// each calls do for every character the word to names for job j's
// ability (verbs.go), in team order.
func (s *State) each(j *kit.Job, to string, f charFilter, do func(kit.ObjID)) {
	me := int(j.Ctrl)
	if f != (charFilter{}) {
		do = s.only(f, do)
	}
	switch to {
	case toSelf:
		do(j.Src)
	case toFoe:
		if foe := s.foe(j.Src); foe != kit.NoObj {
			do(foe)
		}
	case toYours, toEnemies:
		p := me
		if to == toEnemies {
			p = opponent(me)
		}
		for _, id := range s.team[p] {
			if s.onField(id) {
				do(id)
			}
		}
	}
}

// only calls do for the characters filter f lets through.
func (s *State) only(f charFilter, do func(kit.ObjID)) func(kit.ObjID) {
	return func(id kit.ObjID) {
		c := s.card(id)
		if f.Faction != "" && c.Faction != f.Faction {
			return
		}
		if f.Trait != "" && !hasWord(f.Trait, c.Traits, c.AltTraits, c.Tribe) {
			return
		}
		do(id)
	}
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

// overChars sums value over the characters to names for job j, each
// counted for player me when it is theirs and against them when it is
// not: the hint of a verb done to characters.
func (s *State) overChars(me int, j *kit.Job, to string, f charFilter, value func(kit.ObjID) float64) float64 {
	sum := 0.0
	s.each(j, to, f, func(id kit.ObjID) {
		v := value(id)
		if int(s.obj(id).Owner) != me {
			v = -v
		}
		sum += v
	})
	return sum
}

// repair takes up to n damage counters off character id.
func (s *State) repair(id kit.ObjID, n int) {
	o := s.obj(id)
	n = min(n, int(o.Counters[cDamage]))
	if n <= 0 || !s.onField(id) {
		return
	}
	o.Counters[cDamage] -= int16(n)
	s.logf(evRepair, int(o.Owner), s.ref(id), int32(n))
}

// stat is character id's number stat of its face-up mode (statAttack,
// ...), with every boost in force.
func (s *State) stat(id kit.ObjID, stat uint8) int {
	m := s.mode(id)
	base := [numStats]int{m.Attack, m.Defense, m.Bold, m.Tough, m.Pierce}[stat]
	if len(s.mods) == 0 {
		return base
	}
	return s.mods.Stat(&s.t, id, stat, base)
}
