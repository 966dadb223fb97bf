package superbenji

import (
	"iter"

	"omnideck/engine"
	"omnideck/kit"
)

// canAttack reports whether character id may be declared as an attacker
// (4.4.1, 5.4, 6.1.2, 6.1.3): ready, in play since the start of the turn
// unless it has Speed, no Exhaust ability used this turn, and no
// restriction against it.
func (s *State) canAttack(id ObjID) bool {
	o := &s.objs[id]
	if s.zoneOf(id) != inPlay || s.ctrl(id) != s.active || o.exhausted || o.attacking || o.exhaustUsed {
		return false
	}
	st := s.statsOf(id)
	if !st.character || (int(o.enteredTurn) == s.turn && !st.keywords.has(kwSpeed)) {
		return false
	}
	return !s.restricted(id, st, "attack")
}

// ableAttackers lists p's characters that may be declared as attackers
// now, in the order they are in play.
func (s *State) ableAttackers(p int) []ObjID {
	var out []ObjID
	for _, id := range s.field() {
		if s.ctrl(id) == p && s.canAttack(id) {
			out = append(out, id)
		}
	}
	return out
}

// canBlock reports whether blocker may block attacker (4.4.2, 8.1, 8.2).
func (s *State) canBlock(blocker, attacker ObjID) bool {
	b, a := &s.objs[blocker], &s.objs[attacker]
	if s.zoneOf(blocker) != inPlay || s.ctrl(blocker) == s.active || b.exhausted || b.blocking >= 0 {
		return false
	}
	if !a.attacking || a.blockedBy >= 0 || s.zoneOf(attacker) != inPlay {
		return false
	}
	bs := s.statsOf(blocker)
	if !bs.character || s.restricted(blocker, bs, "block") {
		return false
	}
	if s.statsOf(attacker).keywords.has(kwFlying) && !bs.keywords.has(kwFlying|kwReach) {
		return false
	}
	return true
}

// restricted reports whether a restriction stops the character doing what.
func (s *State) restricted(id ObjID, st stats, what string) bool {
	if !st.text {
		return false
	}
	for _, r := range s.def(id).Restrictions {
		if r.Cannot != what && r.Cannot != "attack_or_block" {
			continue
		}
		if r.UnlessAttackAbove != nil && st.attack > *r.UnlessAttackAbove {
			continue
		}
		return true
	}
	return false
}

// declareAttacker makes id attack: it exhausts unless it has Vigilance
// (4.4.1.2, 8.4), and its attack triggers fire.
func (s *State) declareAttacker(id ObjID) {
	o := &s.objs[id]
	o.attacking, o.attacked = true, true
	if !s.statsOf(id).keywords.has(kwVigilance) {
		o.exhausted = true
	}
	s.log.Add(engine.Event{Kind: evAttack, Player: int8(s.ctrl(id)), A: s.cardRef(id)})
	s.fire(kit.NewEvent(bAttacks, s.ctrl(id), id))
}

// declareBlocker makes blocker block attacker (4.4.2).
func (s *State) declareBlocker(blocker, attacker ObjID) {
	s.objs[blocker].blocking = attacker
	s.objs[attacker].blockedBy = blocker
	s.objs[attacker].wasBlocked = true
	s.log.Add(engine.Event{Kind: evBlock, Player: s.t.Objs[blocker].Ctrl, A: s.cardRef(blocker), B: s.cardRef(attacker)})
}

// attackers yields the characters attacking now.
func (s *State) attackers() iter.Seq[ObjID] {
	return func(yield func(ObjID) bool) {
		for _, id := range s.field() {
			if s.objs[id].attacking && !yield(id) {
				return
			}
		}
	}
}

// anyAttacking reports whether a character is attacking now.
func (s *State) anyAttacking() bool {
	for range s.attackers() {
		return true
	}
	return false
}

// combatDamage deals all combat damage at once (4.4.4, 7.1, 7.2): a blocked
// attacker and its blocker damage each other; an unblocked attacker damages
// the defending player. An attacker whose blocker has left play stays
// blocked and deals no damage.
func (s *State) combatDamage() {
	type hit struct {
		src ObjID
		to  kit.Target
		n   int
	}
	var buf [16]hit
	hits := buf[:0]
	defender := opponent(s.active)
	for a := range s.attackers() {
		if !s.isCharacter(a) {
			continue
		}
		atk := s.statsOf(a).attack
		o := &s.objs[a]
		switch {
		case o.blockedBy >= 0:
			b := o.blockedBy
			hits = append(hits, hit{a, kit.CardTarget(b), atk}, hit{b, kit.CardTarget(a), s.statsOf(b).attack})
		case !o.wasBlocked:
			hits = append(hits, hit{a, kit.PlayerTarget(defender), atk})
		}
	}
	for _, h := range hits {
		s.dealDamage(h.src, h.to, h.n)
	}
}
