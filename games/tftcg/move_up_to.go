package tftcg

import (
	"fmt"

	"omnideck/kit"
)

// "Move up to N damage counters" (Callous Leadership) and "Move any number
// of damage counters ..., but not enough to KO her" (Captain Elita-1): the
// player chooses the characters, then how many counters, from none to as
// many as the text and the counters there allow, one option a number
// (pickCount). Moving counters is neither damage nor a repair
// (Wave-2-3.xml#135, #168); moved onto a character with less Health left
// they KO it (Rules_Roundup-2019-09-20.xml#6-6), unless the text says "not
// enough to KO" (counting the counters already there: Wave-2-3.xml#134).

// moveUpToParams move up to N damage counters (any number when N is 0)
// from the character From names to the one To names, which is not the
// same; at most one of them chooses. NotKO leaves the character moved to
// at least 1 Health.
type moveUpToParams struct {
	N     int          `yaml:"n,omitempty"`
	From  kit.Selector `yaml:"from"`
	To    kit.Selector `yaml:"to"`
	NotKO bool         `yaml:"not_ko,omitempty"`
}

// choosing reports whether selector sel asks when the effect happens.
func choosing(sel *kit.Selector) bool { return sel.Chosen() && sel.Event != "chosen" }

// defineMoveUpToVerbs defines move_up_to.
func defineMoveUpToVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, moveUpToParams]{
		Name: "move_up_to", Doc: "move up to N damage counters (any number without n) from a character to another, the player choosing how many; not_ko: never enough to KO it: {n: 5, from: chosen, to: {choose: character, controller: you}, not_ko: true}",
		Check: func(k *kit.Check, w string, p *moveUpToParams) {
			if p.N < 0 {
				k.Failf(w, "n is 1 or more, or left out for any number")
			}
			checkTo(k, w, &p.From)
			checkTo(k, w, &p.To)
			if choosing(&p.From) {
				k.FailAt(&p.From, w, "move_up_to's from chooses nothing: choose it first (choose: {...}) and write from: chosen")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *moveUpToParams) bool {
			me := int(j.Ctrl)
			to := kit.NoObj
			if choosing(&p.To) {
				if j.Step == 0 {
					from := s.moveFrom(j, p, kit.NoObj)
					if from == kit.NoObj || s.damage(from) == 0 {
						return true
					}
					var room [16]kit.ObjID
					cands := s.candidates(j, &p.To, room[:0])
					for i := 0; i < len(cands); i++ {
						if cands[i] == from {
							cands = append(cands[:i], cands[i+1:]...)
							i--
						}
					}
					id, ok := s.pick(j, me, pickCharacter, p.To.UpTo, cands)
					if !ok {
						return false
					}
					if id == kit.NoObj {
						return true
					}
					j.Objs = append(j.Objs, id)
					j.Step = 1
				}
				to = j.Objs[len(j.Objs)-1]
			} else {
				to = s.named(&p.To, kit.JobCtx(j))
			}
			from := s.moveFrom(j, p, to)
			most := s.mostMoved(p, from, to)
			if most <= 0 {
				return true
			}
			var room [32]kit.ObjID
			counts := room[:0]
			for n := 0; n <= most; n++ {
				counts = append(counts, kit.ObjID(n))
			}
			n, ok := s.pick(j, me, pickCount, false, counts)
			if !ok {
				return false
			}
			if n > 0 && !s.over {
				s.obj(from).Counters[cDamage] -= int16(n)
				s.logf(evRepair, int(s.obj(from).Owner), s.ref(from), int32(n))
				s.doDamage(to, int(n))
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *moveUpToParams) float64 {
			if choosing(&p.To) {
				return 0.2 // its worth is judged when the character is chosen
			}
			to := s.named(&p.To, kit.JobCtx(j))
			from := s.moveFrom(j, p, to)
			return s.moveWorth(me, from, to, s.mostMoved(p, from, to))
		},
		Aim: func(s *State, me int, j *kit.Job, p *moveUpToParams, t kit.Target) float64 {
			if s.ask == askPick && s.pickKind == pickCount {
				to := s.named(&p.To, kit.JobCtx(j))
				if choosing(&p.To) && len(j.Objs) > 0 {
					to = j.Objs[len(j.Objs)-1]
				}
				return s.moveWorth(me, s.moveFrom(j, p, to), to, int(t.Obj()))
			}
			from := s.moveFrom(j, p, t.Obj())
			return s.moveWorth(me, from, t.Obj(), s.mostMoved(p, from, t.Obj()))
		},
		Text: func(p *moveUpToParams) string {
			n := "any number of"
			if p.N > 0 {
				n = fmt.Sprintf("up to %d", p.N)
			}
			out := fmt.Sprintf("Move %s damage counters from %s to %s", n, selText(&p.From), selText(&p.To))
			if p.NotKO {
				out += ", but not enough to KO it"
			}
			return out + "."
		},
	}))
}

// moveFrom is the character effect p of job j moves counters from: the
// first its From names that is not to, on the battlefield; or NoObj.
func (s *State) moveFrom(j *kit.Job, p *moveUpToParams, to kit.ObjID) kit.ObjID {
	from := kit.NoObj
	s.eachNamed(j, &p.From, func(id kit.ObjID) bool {
		if id != to && s.onField(id) && s.card(id).fights() {
			from = id
		}
		return from == kit.NoObj
	})
	return from
}

// mostMoved is how many counters effect p may move from character from to
// character to: those on from, up to its N, and with NotKO fewer than to's
// Health left; 0 when none may be moved.
func (s *State) mostMoved(p *moveUpToParams, from, to kit.ObjID) int {
	if from == kit.NoObj || to == kit.NoObj || from == to || !s.onField(to) || s.staticHas(to, flagNoMoveIn) {
		return 0
	}
	most := s.damage(from)
	if p.N > 0 {
		most = min(most, p.N)
	}
	if p.NotKO {
		most = min(most, s.card(to).Health-s.damage(to)-1)
	}
	return max(most, 0)
}

// moveWorth is what moving n damage counters from character from to
// character to is worth to player me: the share of Health left it takes
// off the one, less the share it adds to the other (its worth too when it
// KOs it), each for its player.
func (s *State) moveWorth(me int, from, to kit.ObjID, n int) float64 {
	if n <= 0 || from == kit.NoObj || to == kit.NoObj {
		return 0
	}
	left := func(id kit.ObjID) float64 { return float64(max(s.card(id).Health-s.damage(id), 1)) }
	return s.signed(me, from, float64(n)/left(from)) - s.signed(me, to, s.harm(to, float64(n))/left(to))
}

// countLabel is the label of the answer o to a question of how many.
func (s *State) countLabel(o kit.Option) string {
	if o.C == 1 {
		return "Move 1 damage counter"
	}
	return fmt.Sprintf("Move %d damage counters", o.C)
}

// countHint values the answer n to a question of how many, for player p.
func (s *State) countHint(p int, j *kit.Job, n int) float64 {
	if v, ok := verbs.Aim(s, p, j, &j.Effects[j.PC], kit.CardTarget(kit.ObjID(n))); ok {
		return v
	}
	return 0
}
