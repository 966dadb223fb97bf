package tftcg

import (
	"fmt"

	"omnideck/kit"
)

// "Add its [ATK] total to one of your untapped Autobots until end of turn"
// (Heroic Team-Up): the Attack total of a character chosen before, its
// Upgrades' bonuses and boosts included (Wave-2-3.xml#184), added to
// another's until the end of the turn.

// addAttackParams give the characters To names, until the end of the
// turn, the Attack total the character From names has now.
type addAttackParams struct {
	From kit.Selector `yaml:"from"`
	To   kit.Selector `yaml:"to"`
}

// defineAddAttackVerbs defines add_attack.
func defineAddAttackVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, addAttackParams]{
		Name: "add_attack", Doc: "characters get +ATK until end of turn equal to the Attack total of a character named before: {from: chosen, to: {choose: character, controller: you}}",
		Check: func(k *kit.Check, w string, p *addAttackParams) {
			checkTo(k, w, &p.From)
			checkTo(k, w, &p.To)
			if choosing(&p.From) {
				k.FailAt(&p.From, w, "add_attack's from chooses nothing: choose it first and write from: chosen")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *addAttackParams) bool {
			from := s.addFrom(j, p)
			if from == kit.NoObj {
				return true
			}
			n := s.attackOf(from)
			return s.touch(j, &p.To, pickCharacter, func(id kit.ObjID) {
				if id != from && n > 0 && s.onField(id) {
					s.mods.Add(kit.Modifier{Obj: id, Source: j.Src, Ctrl: j.Ctrl, Turn: int32(s.turn), Until: kit.UntilEndOfTurn,
						Stat: statAttack, N: int32(n)})
					s.logf(evBoost, int(j.Ctrl), s.ref(id), packBoost(statAttack, n, false))
				}
			})
		},
		Hint: func(s *State, me int, j *kit.Job, p *addAttackParams) float64 {
			if from := s.addFrom(j, p); from != kit.NoObj {
				return 0.2 * float64(s.attackOf(from))
			}
			return 0
		},
		Aim: func(s *State, me int, j *kit.Job, p *addAttackParams, t kit.Target) float64 {
			v := 0.2 * float64(s.attackOf(t.Obj()))
			return s.signed(me, t.Obj(), v)
		},
		Text: func(p *addAttackParams) string {
			return fmt.Sprintf("Add the ATK total of %s to %s until end of turn.", selText(&p.From), selText(&p.To))
		},
	}))
}

// addFrom is the character whose Attack effect p of job j adds: the
// first its From names, or NoObj.
func (s *State) addFrom(j *kit.Job, p *addAttackParams) kit.ObjID {
	from := kit.NoObj
	s.eachNamed(j, &p.From, func(id kit.ObjID) bool {
		if s.card(id).fights() {
			from = id
		}
		return from == kit.NoObj
	})
	return from
}
