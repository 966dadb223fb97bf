package ben10

import "omnideck/kit"

// Battle phase. A Character that has not moved or attacked this turn
// attacks a Character or Set card of the opponent's in its own area, or the
// opponent directly when that area is empty. The battle is a job: its
// event goes out when it begins (the attacker's "attacks" abilities, the
// defender's Tricks), then it resolves (the "battle" step below).

// battleEffects is the one step a battle job resolves.
var battleEffects = []kit.Effect{}

// canAttack reports whether Character id may attack this turn.
func (s *State) canAttack(id kit.ObjID) bool {
	return s.inPlay(id) && s.card(id).isCharacter() && !s.obj(id).Has(flMoved|flAttacked)
}

// areaEmpty reports whether player p has no card in area a.
func (s *State) areaEmpty(p, a int) bool { return s.t.Count(areaZone(p, a)) == 0 }

// attack starts Character attacker's attack on card target, or on the
// opponent directly (target NoObj).
func (s *State) attack(attacker, target kit.ObjID) {
	p := s.ctrl(attacker)
	s.obj(attacker).Set(flAttacked, true)
	b := int32(-1)
	if target != kit.NoObj {
		b = s.ref(target)
	}
	s.logf(evAttack, p, s.ref(attacker), b)
	j := kit.NewJob(jobBattle, attacker, p, battleEffects)
	j.Event = kit.NewEvent(bAttack, p, target)
	j.Event.Other = attacker
	s.start(j)
}

// Steps of a battle (kit.Job.Step).
const (
	battleBegin   = iota // the attack is made
	battleEntered        // the attacked Set Character has appeared, or not
	battleTrick          // the attacked Set Trick was answered
)

// battle resolves battle job j, one step a call; it reports false while it
// waits.
func (s *State) battle(j *kit.Job) bool {
	attacker, target := j.Src, j.Event.Obj
	if !s.inPlay(attacker) || s.ctrl(attacker) != int(j.Ctrl) {
		return true // the attacker is gone: the battle ends
	}
	switch j.Step {
	case battleBegin:
		if target == kit.NoObj {
			// Damage: a direct attack reduces the opponent's Life by the
			// attacker's BP.
			s.loseLife(opponent(int(j.Ctrl)), s.bp(attacker), attacker, causeBattle)
			return true
		}
		if s.isSet(target) {
			return s.attackSet(j, target)
		}
	case battleEntered:
	case battleTrick:
		return true
	}
	if s.inPlay(target) && s.card(target).isCharacter() && s.areaOf(target) == s.areaOf(attacker) {
		s.fight(attacker, target)
	}
	return true
}

// attackSet reveals attacked Set card target (the authors' reading of
// attacks on Set cards): a Trick may be activated if its requirement is
// met, and is discarded either way; an Effect card is discarded unused; a
// Character is put in play paying its Entrance cost (Open phase) if it
// can be, and the battle goes on, or else it is discarded.
func (s *State) attackSet(j *kit.Job, target kit.ObjID) bool {
	p := s.ctrl(target)
	s.t.Turn(target, kit.FaceUp)
	s.logf(evReveal, p, s.ref(target), 0)
	c := s.card(target)
	switch {
	case c.isTrick():
		if c.Trick.On == "set_attacked" && s.trickIf(c.Trick, target, &j.Event) {
			j.Step = battleTrick
			s.ask(decision{kind: decAttackedTrick, player: int8(p)})
			return false
		}
		s.logf(evDiscard, p, s.ref(target), 0)
		s.toDiscard(target)
		return true
	case c.isEffect():
		s.logf(evDiscard, p, s.ref(target), 0)
		s.toDiscard(target)
		return true
	}
	j.Step = battleEntered
	s.startAppear(target, fromAttack)
	return false
}

// trickIf reports whether Trick t's further condition holds for its card
// src and event e.
func (s *State) trickIf(t *Trick, src kit.ObjID, e *kit.Event) bool {
	if t.If == nil {
		return true
	}
	c := kit.Ctx{Src: src, Ctrl: s.ctrl(src), Event: e}
	return t.If.Holds(s, c)
}

// fight compares the BP of two Characters; the loser takes damage, both
// on a draw. A Character with {Flying Attack} that attacks one without it
// makes that card's BP 0 (with the option flying-attack=both, also when it
// is attacked).
func (s *State) fight(attacker, target kit.ObjID) {
	ab, tb, ag, tg := s.battleBP(attacker, target)
	s.logf(evBattle, s.ctrl(attacker), s.ref(attacker), battleB(ab, ag))
	s.logf(evBattle, s.ctrl(target), s.ref(target), battleB(tb, tg))
	switch {
	case ab > tb:
		s.damage(target, causeBattle, attacker)
		s.won(attacker, target)
	case tb > ab:
		s.damage(attacker, causeBattle, target)
		s.won(target, attacker)
	default:
		s.damage(target, causeBattle, attacker)
		s.damage(attacker, causeBattle, target)
	}
}

// battleBP is the BP attacker and target would battle with now: each
// card's BP, a card without {Flying Attack} counting as 0 against one with
// it that attacks (or, with flying-attack=both, that is attacked);
// aGrounded and tGrounded say which card {Flying Attack} made 0.
func (s *State) battleBP(attacker, target kit.ObjID) (ab, tb int, aGrounded, tGrounded bool) {
	ab, aa := s.stats(attacker)
	tb, ta := s.stats(target)
	af, tf := aa&abFlyingAttack != 0, ta&abFlyingAttack != 0
	if af && !tf {
		tb, tGrounded = 0, true
	}
	if tf && !af && s.rules.flyingBoth {
		ab, aGrounded = 0, true
	}
	return ab, tb, aGrounded, tGrounded
}

// battleB is a battle event's B: the BP a card battles with, or
// flyingZero when {Flying Attack} made it 0.
func battleB(bp int, grounded bool) int32 {
	if grounded {
		return flyingZero
	}
	return int32(bp)
}

// won fires the event of winner's win over loser.
func (s *State) won(winner, loser kit.ObjID) {
	e := kit.NewEvent(bWin, s.ctrl(winner), winner)
	e.Other = loser
	s.fire(e)
}
