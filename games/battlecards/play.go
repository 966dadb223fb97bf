package battlecards

import "omnideck/kit"

// Advantages and Power Effects (THE CARDS: Advantages; TransForm and Roll
// Out). An Advantage is played from hand for its special effect (in the
// Action phase, or "in battle" as a support card), its effect declared
// when it is played: an Advantage played for its effect never gives its
// Strength Support, and one scrapped for its Strength Support never does
// its effect. A Power Effect is what a Robot does for its side when it
// joins a battle in ALT MODE, or transforms into it there. Effects
// resolve in order; an effect that chooses a target asks for it when it
// comes, and does nothing when there is none.

// play is an Advantage or Power Effect resolving.
type play struct {
	on bool
	// job holds the effects, the source and the targets chosen.
	job kit.Job
	// card is the Advantage played, scrapped once it has resolved outside
	// battle (in battle it supports the battle until it is over); NoObj
	// for a Power Effect.
	card kit.ObjID
}

// The kinds of play (kit.Job.Kind).
const (
	jobAdvantage uint8 = iota
	jobPower
)

func (p play) clone() play {
	p.job = p.job.Clone()
	return p
}

// canPlay reports whether player p may play Advantage id for its effect:
// of p's army, and with a target for each effect that chooses one.
// battler is p's Robot in the battle, or NoObj.
func (s *State) canPlay(p int, id kit.ObjID, battler kit.ObjID) bool {
	if !s.armyOK(p, id) {
		return false
	}
	effects := s.card(id).Effects
	c := kit.Ctx{Src: id, Ctrl: p}
	for i := range effects {
		if sel := verbs.Target(&effects[i]); sel != nil && sel.Chosen() && !sel.HasCandidate(s, c) {
			return false
		}
	}
	return true
}

// playAdvantage plays Advantage id from player p's hand for its effect;
// in battle it is one of p's support cards.
func (s *State) playAdvantage(p int, id kit.ObjID, inBattle bool) {
	s.t.Place(id, zone(p, zSupports), -1, kit.FaceUp)
	s.logf(evAdvantage, p, s.ref(id), 0)
	card := id
	if inBattle {
		card = kit.NoObj
	}
	s.startPlay(p, id, card, s.card(id).Effects)
	s.play.job.Kind = jobAdvantage
}

// startPlay starts resolving effects from card src for player p; card is
// the Advantage to scrap once they have resolved, or NoObj.
func (s *State) startPlay(p int, src, card kit.ObjID, effects []kit.Effect) {
	if len(effects) == 0 {
		if card != kit.NoObj {
			s.scrap(card)
		}
		return
	}
	s.play = play{on: true, job: kit.NewJob(jobPower, src, p, effects), card: card}
}

// playStep resolves the next effect, asking for its target first.
func (s *State) playStep() {
	j := &s.play.job
	if int(j.PC) >= len(j.Effects) {
		if s.play.card != kit.NoObj && s.t.Where(s.play.card) == kit.OnStack {
			s.scrap(s.play.card)
		}
		s.play = play{}
		return
	}
	e := &j.Effects[j.PC]
	if sel := verbs.Target(e); sel != nil && sel.Chosen() && j.Picked <= j.PC {
		n, only := 0, kit.Target(0)
		sel.EachCandidate(s, kit.JobCtx(j), func(t kit.Target) bool {
			n++
			only = t
			return n < 2
		})
		switch n {
		case 0:
			j.PC++ // nothing to target: the effect does nothing
			return
		case 1:
			s.choose(only)
			return
		}
		s.ask(decTarget, int(j.Ctrl))
		return
	}
	verbs.Resolve(s, j, e)
	j.PC++
}

// choose records target t for the effect being resolved.
func (s *State) choose(t kit.Target) {
	j := &s.play.job
	j.Chosen = append(j.Chosen, kit.Chosen{Effect: j.PC, T: t})
	j.Picked = j.PC + 1
}

// targetOptions are the targets the effect being resolved may choose.
// Cards that are alike (copies of a card in one hand or scrapheap,
// unclaimed Resources of one card) are one option.
func (s *State) targetOptions(_ int, out []kit.Option) []kit.Option {
	j := &s.play.job
	sel := verbs.Target(&j.Effects[j.PC])
	from := len(out)
	sel.EachCandidate(s, kit.JobCtx(j), func(t kit.Target) bool {
		if t.IsPlayer() {
			out = append(out, kit.Option{Verb: vTargetPlayer, C: uint8(t.Player())})
			return true
		}
		for _, o := range out[from:] {
			if o.Verb == vTarget && s.alike(s.byHandle(o.A), t.Obj()) {
				return true
			}
		}
		out = append(out, kit.Option{Verb: vTarget, A: s.handle(t.Obj())})
		return true
	})
	return out
}

// alike reports whether cards a and b are copies of one card that no
// choice can tell apart: in one hand or one scrapheap, or unclaimed
// Resources in the field.
func (s *State) alike(a, b kit.ObjID) bool {
	if s.obj(a).Card != s.obj(b).Card || s.obj(a).Zone != s.obj(b).Zone {
		return false
	}
	switch s.zoneKey(a) {
	case zHand, zScrap:
		return true
	}
	return s.unclaimed(a) && s.unclaimed(b)
}

// targetAnswer records the chosen target.
func (s *State) targetAnswer(_ int, o kit.Option) {
	if o.Verb == vTargetPlayer {
		s.choose(kit.PlayerTarget(int(o.C)))
		return
	}
	s.choose(kit.CardTarget(s.byHandle(o.A)))
}

// touched calls f with what effect i of the play touches through
// selector sel: its chosen targets still candidates, or what sel picks.
func (s *State) touched(sel *kit.Selector, f func(t kit.Target)) {
	j := &s.play.job
	runner.Touch(s, j, int(j.PC), sel, func(t kit.Target) bool {
		f(t)
		return true
	})
}
