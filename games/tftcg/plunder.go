package tftcg

import (
	"fmt"

	"omnideck/engine"
	"omnideck/kit"
)

// Cards an opponent reveals from their hand for you to choose among ("Your
// opponent chooses 3 cards from their hand and reveals them. You scrap one
// of them."): the opponent chooses them one at a time, seen by them only,
// unless their hand holds no more than that many, which are then all
// revealed without a question; once all are chosen they are revealed to
// both players together, and you choose the one scrapped. The cards not
// scrapped stay in the hand, known to both players.

// revealParams are N cards an opponent reveals from hand: a number, or a
// number of the game's ("equal to the number of [BLACK] you flipped":
// flipped_black).
type revealParams struct {
	N kit.Amount `yaml:"n"`
}

// defineRevealVerbs defines reveal_choice.
func defineRevealVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, revealParams]{
		Name: "reveal_choice", Doc: "your opponent chooses N cards from their hand and reveals them; you scrap one of them: {n: 3}, {n: flipped_black}",
		Check: func(k *kit.Check, w string, p *revealParams) { checkN(k, w, &p.N) },
		Resolve: func(s *State, j *kit.Job, p *revealParams) bool {
			me := int(j.Ctrl)
			q := opponent(me)
			z := zone(q, zHand)
			// Step 0: the opponent chooses (the cards so far in j.Objs);
			// step 1: you choose among them.
			if j.Step == 0 {
				if !s.answered {
					j.Objs = j.Objs[:0]
					j.Vals = append(j.Vals[:0], int32(p.N.Eval(s, kit.JobCtx(j))))
				}
				n := int(j.Vals[0])
				if n <= 0 {
					return true
				}
				if s.t.Count(z) <= n {
					j.Objs = append(j.Objs[:0], s.t.Zones[z].Cards...)
				}
				for len(j.Objs) < min(n, s.t.Count(z)) {
					var cands []kit.ObjID
					for _, id := range s.t.Zones[z].Cards {
						if !contains(j.Objs, id) {
							cands = append(cands, id)
						}
					}
					id, ok := s.pick(j, q, pickHand, false, dedupeCopies(s, cands))
					if !ok {
						return false
					}
					j.Objs = append(j.Objs, id)
				}
				for _, id := range j.Objs {
					s.t.Reveal(id, engine.AllPlayers(2))
					s.logf(evShow, q, s.ref(id), 0)
				}
				j.Step = 1
			}
			id, ok := s.pick(j, me, pickTheirHand, false, dedupeCopies(s, append([]kit.ObjID(nil), j.Objs...)))
			if !ok {
				return false
			}
			if id != kit.NoObj {
				s.scrap(id)
			}
			j.Objs, j.Vals = j.Objs[:0], j.Vals[:0]
			return true
		},
		Hint: func(s *State, _ int, j *kit.Job, p *revealParams) float64 {
			if s.t.Count(zone(opponent(int(j.Ctrl)), zHand)) == 0 {
				return 0
			}
			// A card of the opponent's choosing, the best of those.
			return 0.6 + 0.1*float64(p.N.Eval(s, kit.JobCtx(j)))
		},
		Aim: func(s *State, me int, j *kit.Job, _ *revealParams, t kit.Target) float64 {
			if me != int(j.Ctrl) {
				return -s.cardWorth(t.Obj()) // the opponent reveals what they least mind losing
			}
			return s.cardWorth(t.Obj())
		},
		Text: func(p *revealParams) string {
			return fmt.Sprintf("Your opponent chooses %s from their hand and reveals them. You scrap one of them.", cardsAmountText(&p.N))
		},
	}))
}
