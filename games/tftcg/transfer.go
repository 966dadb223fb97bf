package tftcg

import (
	"fmt"

	"omnideck/kit"
)

// Moving any number of damage counters from one character to another,
// but not enough to KO it (Energy Transfer): the player chooses the
// character they come from, then the one they go to, then moves them one
// at a time, each move one choice ("move another" or stop), so that every
// answer is one atomic choice. Moving none is allowed (Wave-4.xml#55), and
// moving counters is neither a repair nor damage (Wave-4.xml#54): it sets
// off nothing that hears either.

// transferParams name the characters the counters may come from and go
// to.
type transferParams struct {
	From kit.Selector `yaml:"from"`
	To   kit.Selector `yaml:"to"`
}

// defineTransferVerbs defines transfer_damage.
func defineTransferVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, transferParams]{
		Name: "transfer_damage", Doc: "move any number of damage counters from one character to another, one at a time, but not enough to KO it: {from: {choose: character, controller: you}, to: {choose: character, controller: you}}",
		Check: func(k *kit.Check, w string, p *transferParams) {
			checkTo(k, w, &p.From)
			checkTo(k, w, &p.To)
			if !p.From.Chosen() || !p.To.Chosen() {
				k.FailAt(&p.From, w, "transfer_damage chooses both characters: from: {choose: character, ...}, to: {choose: character, ...}")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *transferParams) bool {
			me := int(j.Ctrl)
			for {
				switch j.Step {
				case 0: // where the counters come from: a damaged character that may give some
					var room [16]kit.ObjID
					cands := s.candidates(j, &p.From, room[:0])
					n := 0
					for _, id := range cands {
						if s.damage(id) > 0 && s.transferTarget(j, p, id) {
							cands[n] = id
							n++
						}
					}
					from, ok := s.pick(j, me, pickCharacter, false, cands[:n])
					if !ok {
						return false
					}
					if from == kit.NoObj {
						return true
					}
					j.Objs = append(j.Objs, from)
					j.Step = 1
				case 1: // where they go
					from := j.Objs[len(j.Objs)-1]
					var room [16]kit.ObjID
					cands := s.transferTargets(j, p, from, room[:0])
					to, ok := s.pick(j, me, pickCharacter, false, cands)
					if !ok {
						return false
					}
					if to == kit.NoObj {
						return true
					}
					j.Objs = append(j.Objs, to)
					j.Step = 2
				default: // one more counter, or stop
					from, to := j.Objs[len(j.Objs)-2], j.Objs[len(j.Objs)-1]
					if !s.canTransfer(from, to) {
						return true
					}
					got, ok := s.pick(j, me, pickCharacter, true, []kit.ObjID{to})
					if !ok {
						return false
					}
					if got == kit.NoObj {
						return true
					}
					// Logged as move_damage logs a move: a counter off one, a
					// counter on the other.
					s.obj(from).Counters[cDamage]--
					s.logf(evRepair, me, s.ref(from), 1)
					s.obj(to).Counters[cDamage]++
					s.logf(evDamage, me, s.ref(to), pack(1, s.health(to)-s.damage(to)))
					j.Step++
				}
			}
		},
		Hint: func(s *State, me int, j *kit.Job, p *transferParams) float64 { return 0.5 },
		Aim: func(s *State, me int, j *kit.Job, p *transferParams, t kit.Target) float64 {
			id := t.Obj()
			switch {
			case j.Step == 0:
				return s.signed(me, id, float64(s.damage(id)))
			case j.Step == 1:
				return s.signed(me, id, float64(s.health(id)-s.damage(id)))
			}
			// Another counter: worth it while the character they go to
			// keeps more Health left than the one they leave.
			from := j.Objs[len(j.Objs)-2]
			if s.health(id)-s.damage(id)-1 > s.health(from)-s.damage(from)+1 {
				return 1
			}
			return -1
		},
		Text: func(p *transferParams) string {
			return fmt.Sprintf("Move any number of damage counters from %s to %s, but not enough to KO it.", selText(&p.From), selText(&p.To))
		},
	}))
}

// canTransfer reports whether a damage counter may move from character
// from to character to: from has one, to is another character on the
// battlefield that one more would not KO, and counters may be moved to it.
func (s *State) canTransfer(from, to kit.ObjID) bool {
	return from != to && s.onField(from) && s.onField(to) && s.damage(from) > 0 && s.damage(to)+1 < s.health(to) &&
		!s.staticHas(to, flagNoMoveIn)
}

// transferTargets appends to buf the characters counters from character
// from may go to.
func (s *State) transferTargets(j *kit.Job, p *transferParams, from kit.ObjID, buf []kit.ObjID) []kit.ObjID {
	out := s.candidates(j, &p.To, buf)
	n := 0
	for _, id := range out[len(buf):] {
		if s.canTransfer(from, id) {
			out[len(buf)+n] = id
			n++
		}
	}
	return out[:len(buf)+n]
}

// transferTarget reports whether counters from character from may go
// somewhere.
func (s *State) transferTarget(j *kit.Job, p *transferParams, from kit.ObjID) bool {
	var room [16]kit.ObjID
	return len(s.transferTargets(j, p, from, room[:0])) > 0
}
