package tftcg

import (
	"slices"

	"omnideck/kit"
)

// workStats works out allStats.
func (s *State) workStats(id kit.ObjID) [numStats]int {
	m := s.mode(id)
	base := [numStats]int{m.Attack, m.Defense, m.Bold, m.Tough, m.Pierce}
	out := base
	if (s.game.set.statics || len(s.grants) > 0) && !s.rules.basic {
		s.eachStatic(func(src kit.ObjID, ctrl int, st *Static) {
			c := kit.Ctx{Src: src, Ctrl: ctrl}
			if !s.staticTouches(st, c, id) {
				return
			}
			if st.SetAttack != nil {
				out[statAttack] += st.SetAttack.Eval(s, c) - base[statAttack]
			}
			for stat, a := range st.amounts() {
				if a != nil {
					out[stat] += a.Eval(s, c)
				}
			}
		})
	}
	if len(s.mods) > 0 {
		for stat := range out {
			out[stat] = s.mods.Stat(&s.t, id, uint8(stat), out[stat])
		}
	}
	return out
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
		return 1 // text not yet in force: it only cycles
	}
	if v <= 0 {
		return 0
	}
	// Before attacking: the attack usually ends the turn, and what an
	// Action gives (a boost, damage, cards) serves the attacks.
	return 10 + v
}

// flipGain is how much flipping character id to its other mode changes
// player p's position (hints.go).
func (s *State) flipGain(p int, id kit.ObjID) float64 {
	c := s.obj(id)
	before := s.position(p)
	// What is known of the game as it stands holds again once the flip
	// is undone: the flipped game's stats go after it, and are dropped.
	s.memo.stats = slices.Grow(s.memo.stats, len(s.team[0])+len(s.team[1]))
	kept := s.memo
	s.memo.stats, s.memo.positioned = s.memo.stats[len(s.memo.stats):], [2]bool{}
	old := c.Counters[cMode]
	c.Counters[cMode] = int16(s.nextMode(id))
	after := s.position(p)
	c.Counters[cMode] = old
	s.memo = kept
	return after - before
}
