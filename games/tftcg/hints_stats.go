package tftcg

import "omnideck/kit"

// workStats works out allStats.
func (s *State) workStats(id kit.ObjID) [numStats]int {
	one := [1]charStats{{ID: id, V: s.printedStats(id)}}
	s.boost(one[:])
	return one[0].V
}

// printedStats are character id's face-up mode's number stats.
func (s *State) printedStats(id kit.ObjID) [numStats]int {
	m := s.mode(id)
	return [numStats]int{m.Attack, m.Defense, m.Bold, m.Tough, m.Pierce}
}

// boost adds to characters' printed stats every boost and static ability
// in force, in one walk of the static abilities: each ability's condition
// and amounts are read once, whatever the number of characters it touches.
func (s *State) boost(chars []charStats) {
	if (s.game.set.statics || len(s.grants) > 0) && !s.rules.basic {
		s.eachStatic(func(src kit.ObjID, ctrl int, st *Static) {
			c := kit.Ctx{Src: src, Ctrl: ctrl}
			read, holds := false, false
			var set int
			var add [numStats]int
			for i := range chars {
				ch := &chars[i]
				if !s.touches(&st.To, c, ch.ID) {
					continue
				}
				if !read {
					read, holds = true, st.If == nil || st.If.Holds(s, c)
					if holds && st.SetAttack != nil {
						set = st.SetAttack.Eval(s, c)
					}
					for stat, a := range st.amounts() {
						if holds && a != nil {
							add[stat] = a.Eval(s, c)
						}
					}
				}
				if !holds {
					continue
				}
				if st.SetAttack != nil {
					ch.V[statAttack] += set - s.mode(ch.ID).Attack
				}
				for stat := range add {
					ch.V[stat] += add[stat]
				}
			}
		})
	}
	if len(s.mods) > 0 {
		for i := range chars {
			ch := &chars[i]
			for stat := range ch.V {
				ch.V[stat] = s.mods.Stat(&s.t, ch.ID, uint8(stat), ch.V[stat])
			}
		}
	}
	if s.more.flags&(flagNoBold|flagNoTough|flagKeywordsMost) != 0 {
		for i := range chars {
			s.cantUse(chars[i].ID, &chars[i].V)
		}
	}
}

// actionHint judges playing Action id for player p: what its effects are
// worth as things stand (their verbs' hints), so that an Action that
// would do nothing now is kept for later.
func (s *State) actionHint(p int, id kit.ObjID) float64 {
	v := 0.0
	abs := s.card(id).Abilities
	for i := range abs {
		a := &abs[i]
		if a.When != WhenPlay {
			continue
		}
		w := s.abilityHint(p, id, a, i)
		if a.May || a.Cost != nil {
			w = max(w, 0) // declining is open
		}
		v += w
	}
	if len(abs) == 0 {
		return 1 // no ability of its own: it only cycles
	}
	if v <= 0 {
		return 0
	}
	// Before attacking: the attack usually ends the turn, and what an
	// Action gives (a boost, damage, cards) serves the attacks.
	return beforeAttack + v
}

// flipGain is how much flipping character id to its other mode changes
// player p's position (hints.go).
func (s *State) flipGain(p int, id kit.ObjID) float64 { return s.flipGainTo(p, id, s.nextMode(id)) }

// flipGainTo is flipGain for a flip to mode next.
func (s *State) flipGainTo(p int, id kit.ObjID, next int) float64 {
	c := s.obj(id)
	before := s.position(p)
	// What is known of the game as it stands holds again once the flip
	// is undone: the flipped game's stats go after it, and are dropped.
	kept := s.memo.aside(len(s.team[0]) + len(s.team[1]))
	old := c.Counters[cMode]
	c.Counters[cMode] = int16(next)
	after := s.position(p)
	c.Counters[cMode] = old
	s.memo = kept
	return after - before
}
