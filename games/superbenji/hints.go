package superbenji

import (
	"iter"
	"slices"

	"omnideck/engine"
	"omnideck/kit"
)

// Hint judges option a of player p's current decision for the heuristic
// agent, from what p can see: develop the board, use actions rather than
// lose them, attack and block when the exchange is good, aim harm at the
// opponent and help at your own side.
func (s *State) Hint(p int, a engine.Action) float64 {
	o, ok := s.find(p, a)
	if !ok {
		return 0
	}
	s.memo.Begin()
	defer s.memo.End()
	switch s.dec.kind {
	case decMain, decPriority:
		return s.hintPlay(p, o)
	case decAttack:
		switch o.verb {
		case vDone:
			return 0
		case vAttackAll:
			// Worth it as one choice when the attack wins the game now;
			// otherwise each attacker is judged apart.
			if s.lethalNow(p) {
				return 100
			}
			return -1
		}
		return s.hintAttack(p, o.a)
	case decBlock:
		if o.verb == vDone {
			return 0
		}
		return s.hintBlock(p, o.a, o.b)
	case decTarget:
		j := s.top()
		t := kit.CardTarget(o.a)
		switch o.verb {
		case vDone:
			return 0.1
		case vTargetPlayer:
			t = kit.PlayerTarget(int(o.n))
		}
		if v, ok := verbs.Aim(s, p, j, &j.Effects[j.Picked], t); ok {
			return v
		}
		return s.aim(p, t, false, 0)
	case decRepeat:
		return float64(o.n)
	case decSpend:
		if o.verb == vDone {
			return 1
		}
		return 0
	case decMode:
		_, modes := runner.Modal(s.top())
		return s.effectsValue(p, modes[o.n].Effects)
	case decCounter:
		if o.verb == vPass {
			return 1
		}
		if s.stack.Len() > 0 && s.cardValue(s.def(s.top().Src)) >= 6 {
			return 2
		}
		return 0
	case decPilot:
		// Exhaust the pilot that could not attack anyway, else the weakest.
		if !s.canAttack(o.a) {
			return 10
		}
		return -float64(s.statsOf(o.a).attack)
	case decOptional:
		if o.verb == vYes {
			return 1
		}
		return 0
	case decUnique:
		return s.cardValue(s.def(o.a))
	case decSearch:
		if o.verb == vTakeNone {
			return -1
		}
		return s.cardValue(s.game.set.Definition(s.game.set.cards[o.n]))
	case decLook:
		v := s.cardValue(s.def(o.a))
		if o.verb == vToBottom {
			return -v
		}
		return v
	}
	return 0
}

// cardValue is a rough worth of a card.
func (s *State) cardValue(d *Card) float64 {
	v := 2.0
	if d.Type == "character" && d.Attack != nil && d.Health != nil {
		v = float64(*d.Attack+*d.Health) + 0.5*float64(len(d.Actions))
		k := keywordSet(d.Keywords)
		if k.has(kwFlying) {
			v++
		}
		if k.has(kwLethal) {
			v += 2
		}
		if *d.Health <= 0 || len(d.Restrictions) > 0 {
			v -= 3
		}
	}
	return v + float64(len(d.Abilities)+len(d.Triggers)+len(d.Statics))
}

// hintPlay judges playing a card, using an ability, going to combat or
// passing.
func (s *State) hintPlay(p int, o option) float64 {
	switch {
	case o.verb == vCombat || o.verb == vPass:
		return 1
	case o.verb == vPlay:
		d := s.def(o.a)
		switch d.Type {
		case "character", "artifact":
			if d.Unique && s.controlsBasicName(p, BasicName(d.Name)) {
				return 0
			}
			return 8 + s.cardValue(d)
		case "location":
			for _, id := range s.field() {
				if int(s.t.Objs[id].Ctrl) == p && s.def(id).Type == "location" {
					return 0
				}
			}
			return 9
		}
		v := s.effectsValue(p, d.Effects)
		if len(d.Actions) > 0 {
			v += 1
		}
		return v
	}
	ab := &s.def(o.a).Abilities[o.n]
	if ab.Piloted {
		return s.hintPilot(p, o.a)
	}
	v := s.effectsValue(p, ab.Effects) - 0.5
	if ab.Cost.DestroySelf && s.players[p].life > 12 {
		v -= 3
	}
	if ab.Cost.Exhaust && s.canAttackLater(o.a) {
		v -= 1
	}
	return v
}

// hintPilot judges piloting a vehicle: worth it before combat when the
// vehicle could attack and a pilot can be spared (one that could not attack
// this turn, or one much weaker than the vehicle).
func (s *State) hintPilot(p int, vehicle ObjID) float64 {
	if s.active != p || s.step != stepMain || int(s.objs[vehicle].enteredTurn) == s.turn {
		return 0
	}
	spare := -1.0
	for _, id := range s.pilotChoices(p, vehicle) {
		if !s.canAttack(id) {
			return 6
		}
		spare = max(spare, 6-float64(s.statsOf(id).attack)-3)
	}
	return spare
}

// canAttackLater reports whether a character could still attack this turn.
func (s *State) canAttackLater(id ObjID) bool {
	return s.active == int(s.t.Objs[id].Ctrl) && s.step == stepMain && s.canAttack(id)
}

func (s *State) controlsBasicName(p int, basic string) bool {
	for _, id := range s.field() {
		if d := s.def(id); int(s.t.Objs[id].Ctrl) == p && d.Unique && BasicName(d.Name) == basic {
			return true
		}
	}
	return false
}

// effectsValue is a rough worth of resolving effects for p: what each
// verb says it is worth (kit.Verbs.Hint).
func (s *State) effectsValue(p int, effects []kit.Effect) float64 {
	v := 0.0
	for i := range effects {
		v += verbs.Hint(s, p, nil, &effects[i])
	}
	return v
}

// canHitOpponent reports whether a harmful effect aimed by p could reach
// the opponent or one of their characters.
func (s *State) canHitOpponent(p int, sel *Selector) bool {
	if !sel.Chosen() {
		return true
	}
	hit := false
	sel.EachCandidate(s, kit.Ctx{Src: kit.NoObj, Ctrl: p}, func(t kit.Target) bool {
		hit = (t.IsPlayer() && t.Player() != p) || (!t.IsPlayer() && s.ctrl(t.Obj()) != p)
		return !hit
	})
	return hit
}

// blockersFor yields the opponent's characters that could block
// attacker.
func (s *State) blockersFor(attacker ObjID) iter.Seq[ObjID] {
	return func(yield func(ObjID) bool) {
		flying := s.statsOf(attacker).keywords.has(kwFlying)
		for _, id := range s.field() {
			if s.t.Objs[id].Ctrl == s.t.Objs[attacker].Ctrl {
				continue
			}
			st := s.statsOf(id)
			if !st.character || s.objs[id].exhausted || s.restricted(id, st, "block") {
				continue
			}
			if flying && !st.keywords.has(kwFlying|kwReach) {
				continue
			}
			if !yield(id) {
				return
			}
		}
	}
}

// kills reports whether a's combat damage destroys b.
func (s *State) kills(a, b ObjID) bool {
	sa, sb := s.statsOf(a), s.statsOf(b)
	return sa.attack > 0 && (sa.keywords.has(kwLethal) || sa.attack >= sb.health-int(s.objs[b].damage))
}

// hintAttack judges attacking with p's character id: good when no
// blocker can kill it for free, unless the crack-back costs more than the
// attack gains. An attacker stays exhausted through the opponent's next
// turn (unless it has Vigilance), so it cannot block their counter-attack:
// the damage it would have stopped then, against p's Health, is weighed
// against the damage it deals now, against the opponent's. An attack that
// leaves p dead to a counter-attack it would have stopped is not made,
// unless the attack wins now.
func (s *State) hintAttack(p int, id ObjID) float64 {
	v := s.attackValue(id)
	if v <= 0 || s.statsOf(id).keywords.has(kwVigilance) {
		return v
	}
	if s.lethalNow(p) {
		return v + 10
	}
	life, oppLife := s.players[p].life, s.players[opponent(p)].life
	home, away := s.crackBack(p, kit.NoObj), s.crackBack(p, id)
	switch {
	case away >= life && home < life:
		return -2 // it must stay home to survive
	case away >= life:
		return v // nothing saves p but winning the race
	}
	gain := float64(max(s.statsOf(id).attack, 0))
	if v < 4 {
		gain /= 2 // it may well be blocked
	}
	if float64(away-home)/float64(max(life, 1)) > gain/float64(max(oppLife, 1)) {
		return -1
	}
	return v
}

// attackValue judges an attack with id by the opponent's blockers alone:
// good when no blocker can kill it for free.
func (s *State) attackValue(id ObjID) float64 {
	atk := float64(s.statsOf(id).attack)
	blocked, worst := false, 4.0
	for b := range s.blockersFor(id) {
		blocked = true
		switch {
		case s.kills(b, id) && !s.kills(id, b):
			worst = min(worst, -1)
		case s.kills(b, id):
			if s.cardValue(s.def(id)) > s.cardValue(s.def(b)) {
				worst = min(worst, -0.5)
			} else {
				worst = min(worst, 1)
			}
		}
	}
	if !blocked {
		return 5 + atk
	}
	return worst
}

// lethalNow reports whether p, the attacking player, deals the opponent
// all their Health this combat as the board stands: every character of
// p's that is attacking or may still attack, less the strongest ones the
// opponent's ready characters could block, one each.
func (s *State) lethalNow(p int) bool {
	var hits []int
	for _, id := range s.field() {
		if s.ctrl(id) == p && (s.objs[id].attacking || s.canAttack(id)) && s.objs[id].blockedBy < 0 {
			hits = append(hits, max(s.statsOf(id).attack, 0))
		}
	}
	blockers := 0
	for _, id := range s.field() {
		st := s.statsOf(id)
		if s.ctrl(id) != p && st.character && !s.objs[id].exhausted && s.objs[id].blocking < 0 && !s.restricted(id, st, "block") {
			blockers++
		}
	}
	slices.Sort(hits)
	total := 0
	for _, h := range hits[:max(len(hits)-blockers, 0)] {
		total += h
	}
	return total >= s.players[opponent(p)].life
}

// crackBack is the damage p's opponent could deal p by attacking on their
// next turn as the board stands: every character of theirs that may
// attack does (they ready by then), and p's characters that will still be
// ready (not exhausted now, and not away, which is to attack now) block
// the strongest attackers they can, one each, whatever it costs them.
func (s *State) crackBack(p int, away ObjID) int {
	var attackers, blockers []ObjID
	for _, id := range s.field() {
		st := s.statsOf(id)
		switch {
		case !st.character:
		case s.ctrl(id) != p:
			if st.attack > 0 && !s.restricted(id, st, "attack") {
				attackers = append(attackers, id)
			}
		case id != away && !s.objs[id].exhausted && !s.restricted(id, st, "block"):
			blockers = append(blockers, id)
		}
	}
	// The flying first (fewer can block them), then the strongest.
	slices.SortStableFunc(attackers, func(a, b ObjID) int {
		fa, fb := s.statsOf(a).keywords.has(kwFlying), s.statsOf(b).keywords.has(kwFlying)
		if fa != fb {
			if fa {
				return -1
			}
			return 1
		}
		return s.statsOf(b).attack - s.statsOf(a).attack
	})
	through := 0
	for _, a := range attackers {
		sa := s.statsOf(a)
		best := -1
		for k, b := range blockers {
			if sa.keywords.has(kwFlying) && !s.statsOf(b).keywords.has(kwFlying|kwReach) {
				continue
			}
			// The least able blocker: no Reach or Flying to spare, the
			// smallest.
			if best < 0 || blockerRank(s, b) < blockerRank(s, blockers[best]) {
				best = k
			}
		}
		if best < 0 {
			through += sa.attack
			continue
		}
		blockers = slices.Delete(blockers, best, best+1)
	}
	return through
}

// blockerRank orders blockers from the one to spend first: those that
// cannot block flyers, then the smallest.
func blockerRank(s *State, id ObjID) int {
	st := s.statsOf(id)
	r := st.attack + st.health
	if st.keywords.has(kwFlying | kwReach) {
		r += 100
	}
	return r
}

// hintBlock judges blocking attacker with blocker.
func (s *State) hintBlock(p int, blocker, attacker ObjID) float64 {
	kill, die := s.kills(blocker, attacker), s.kills(attacker, blocker)
	incoming := 0
	for a := range s.attackers() {
		if s.objs[a].blockedBy < 0 {
			incoming += s.statsOf(a).attack
		}
	}
	switch {
	case kill && !die:
		return 6
	case !die:
		return 3
	case kill:
		if s.cardValue(s.def(attacker)) >= s.cardValue(s.def(blocker)) {
			return 2
		}
		return -1
	case incoming >= s.players[p].life:
		return 5
	}
	return -2
}

// aim values a target for p: harm aimed at the opponent's side and help
// at p's own are worth the target (a player 3, a card its worth, 5 more
// when damage n would destroy it); the other way round they cost it.
func (s *State) aim(p int, t kit.Target, harmful bool, n int) float64 {
	mine := (t.IsPlayer() && t.Player() == p) || (!t.IsPlayer() && s.ctrl(t.Obj()) == p)
	worth := 3.0
	if !t.IsPlayer() {
		worth = s.cardValue(s.def(t.Obj()))
		if n > 0 {
			if st := s.statsOf(t.Obj()); n >= st.health-int(s.objs[t.Obj()].damage) {
				worth += 5
			}
		}
	}
	if harmful == mine {
		return -worth
	}
	return worth
}
