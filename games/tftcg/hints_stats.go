package tftcg

import "omnideck/kit"

// allStats is every number stat of character id of its face-up mode,
// with every boost and static ability in force, as stat gives each, in
// one walk of the static abilities: the hints read them often.
func (s *State) allStats(id kit.ObjID) [numStats]int {
	if s.memoOn {
		for i := range s.memo {
			if s.memo[i].id == id {
				return s.memo[i].stats
			}
		}
		st := s.workStats(id)
		s.memo = append(s.memo, statMemo{id, st})
		return st
	}
	return s.workStats(id)
}

// statMemo is a character's stats, kept while one hint is worked out.
type statMemo struct {
	id    kit.ObjID
	stats [numStats]int
}

// memoStats keeps the stats allStats works out until endMemo: the game
// does not change while a hint is worked out (forgetMemo when the hint
// tries a change).
func (s *State) memoStats() {
	s.memoOn = true
	s.memo = s.memo[:0]
}

func (s *State) endMemo() { s.memoOn = false }

func (s *State) forgetMemo() { s.memo = s.memo[:0] }

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
	old := c.Counters[cMode]
	c.Counters[cMode] = int16(s.nextMode(id))
	s.forgetMemo()
	after := s.position(p)
	c.Counters[cMode] = old
	s.forgetMemo()
	return after - before
}
