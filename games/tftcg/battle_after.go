package tftcg

import (
	"fmt"
	"slices"
	"strings"

	"omnideck/kit"
)

// "After the battle" (Crowbar, Composite Armor: "When the upgraded
// character attacks > Scrap this card after the battle"): effects an
// ability sets aside when it resolves, done once the battle's damage is
// done, with the "after this attacks" abilities, before the battle's
// boosts end and the green swaps (Wave-4.xml#44). Only the abilities that
// triggered in the battle set them aside: an Upgrade put on later in the
// battle waits for the next one (Crowbar: Wave-4.xml#48).

// defineAfterBattleVerbs defines after_battle.
func defineAfterBattleVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, laterParams]{
		Name: "after_battle", Doc: "effects done once this battle's damage is done, knowing what the ability chose: {do: [{scrap_upgrade: {to: {all: upgrade, is: [this]}}}]}",
		Check: func(k *kit.Check, w string, p *laterParams) {
			if len(p.Do) == 0 {
				k.Failf(w, "after_battle needs its effects: do: [...]")
			}
			for i := range p.Do {
				runner.Verbs.Bind(k, fmt.Sprintf("%s: effect %d", w, i+1), &p.Do[i])
			}
		},
		Resolve: func(s *State, j *kit.Job, p *laterParams) bool {
			if s.attacker == kit.NoObj {
				return true // no battle under way
			}
			sub := kit.NewJob(jobCard, j.Src, int(j.Ctrl), p.Do)
			sub.Objs = slices.Clone(j.Objs)
			sub.Stage = kit.StageResolve
			s.more.afterBattle.Push(sub)
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *laterParams) float64 {
			v := effectsHint(s, me, j, p.Do)
			return v
		},
		Text: func(p *laterParams) string {
			out := effectsTexts(p.Do)
			return "After the battle: " + strings.Join(out, " ")
		},
	}))
}

// startAfterBattle starts the effects set aside for the end of the
// battle, in the order they were set aside.
func (s *State) startAfterBattle() {
	for i := range s.more.afterBattle.Jobs {
		s.waiting.Push(s.more.afterBattle.Jobs[i])
	}
	s.more.afterBattle.Jobs = s.more.afterBattle.Jobs[:0]
}
