package tftcg

import (
	"fmt"

	"omnideck/engine"
	"omnideck/kit"
)

// revealParams: your opponent reveals N cards of their hand, chosen by
// them, and you scrap one of those (Sergeant Thundercracker: "Your
// opponent chooses a number of cards from their hand equal to the number
// of [BLACK] you flipped and reveals them. You scrap one of them.").
type revealParams struct {
	N kit.Amount `yaml:"n"`
}

// defineHandRevealVerbs defines opponent_reveals.
func defineHandRevealVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, revealParams]{
		Name: "opponent_reveals", Doc: "your opponent chooses N cards from their hand and reveals them; you scrap one of them: {n: flipped_black}",
		Check: func(k *kit.Check, w string, p *revealParams) { checkN(k, w, &p.N) },
		Resolve: func(s *State, j *kit.Job, p *revealParams) bool {
			me, them := int(j.Ctrl), opponent(int(j.Ctrl))
			if j.Step == 0 {
				j.Vals = append(j.Vals[:0], int32(p.N.Eval(s, kit.JobCtx(j))), int32(len(j.Objs)))
				j.Step = 1
			}
			n, start := int(j.Vals[0]), int(j.Vals[1])
			hand := s.t.Zones[zone(them, zHand)].Cards
			for len(j.Objs)-start < n {
				var room [16]kit.ObjID
				cands := room[:0]
				for _, id := range hand {
					if !contains(j.Objs[start:], id) {
						cands = append(cands, id)
					}
				}
				if len(cands) == 0 {
					break
				}
				var id kit.ObjID
				if len(cands) <= n-(len(j.Objs)-start) {
					id = cands[0] // every card left is revealed: nothing to choose
				} else {
					var ok bool
					if id, ok = s.pick(j, them, pickHand, false, dedupeCopies(s, cands)); !ok {
						return false
					}
				}
				s.t.Reveal(id, engine.AllPlayers(2))
				s.logf(evShow, them, s.ref(id), 0)
				j.Objs = append(j.Objs, id)
			}
			var room [16]kit.ObjID
			shown := dedupeCopies(s, append(room[:0], j.Objs[start:]...))
			id, ok := s.pick(j, me, pickTheirHand, false, shown)
			if !ok {
				return false
			}
			j.Objs = j.Objs[:start]
			if id != kit.NoObj {
				s.scrap(id)
			}
			return true
		},
		Hint: func(s *State, _ int, j *kit.Job, p *revealParams) float64 {
			if s.t.Count(zone(opponent(int(j.Ctrl)), zHand)) == 0 {
				return 0
			}
			return 0.6 + 0.1*float64(p.N.Eval(s, kit.JobCtx(j)))
		},
		Aim: func(s *State, me int, j *kit.Job, _ *revealParams, t kit.Target) float64 {
			if me != int(j.Ctrl) {
				return -s.cardWorth(t.Obj()) // the opponent shows what they would lose least
			}
			return s.cardWorth(t.Obj())
		},
		Text: func(p *revealParams) string {
			return fmt.Sprintf("Your opponent chooses %s from their hand and reveals them. You scrap one of them.", cardsAmountText(&p.N))
		},
	}))
}
