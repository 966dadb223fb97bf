package tftcg

import (
	"fmt"
	"slices"

	"omnideck/engine"
	"omnideck/kit"
)

// Effects on the top of a deck that Wave 4 brings: a card of a kind
// revealed from the hand and put on top of the deck, with effects that
// follow only if it was (Captain Jetfire: "you may reveal an Upgrade from
// your hand and put it on top of your deck. If you do, ..."), and the
// opponent scrapping cards from the top of their deck (Lord Megatron).
type (
	// toTopParams put a card of kind Kind from your hand on top of your
	// deck, revealed, and then do Then.
	toTopParams struct {
		Kind string       `yaml:"kind"`
		Then []kit.Effect `yaml:"then,omitempty"`
	}
	// theirMillParams scrap the top N cards of your opponent's deck.
	theirMillParams struct {
		N kit.Amount `yaml:"n"`
	}
)

// defineDeckTopVerbs defines reveal_to_top and opponent_mill.
func defineDeckTopVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, toTopParams]{
		Name: "reveal_to_top", Doc: "you may reveal a card of a kind from your hand and put it on top of your deck; if you do, the effects then: {kind: upgrade, then: [{flip_more: {n: 1}}]}",
		Check: func(k *kit.Check, w string, p *toTopParams) {
			checkKind(k, w, "kind", &p.Kind)
			for i := range p.Then {
				runner.Verbs.Bind(k, fmt.Sprintf("%s: then %d", w, i+1), &p.Then[i])
			}
		},
		Resolve: func(s *State, j *kit.Job, p *toTopParams) bool {
			me := int(j.Ctrl)
			var room [16]kit.ObjID
			var cands []kit.ObjID
			for _, id := range dedupeCopies(s, append(room[:0], s.t.Zones[zone(me, zHand)].Cards...)) {
				if s.card(id).Type == p.Kind {
					cands = append(cands, id)
				}
			}
			id, ok := s.pick(j, me, pickHand, true, cands)
			if !ok {
				return false
			}
			if id == kit.NoObj {
				return true
			}
			s.t.Reveal(id, engine.AllPlayers(2))
			s.logf(evShow, me, s.ref(id), 0)
			s.toTop(me, id)
			if len(p.Then) > 0 {
				// The effects are a job of their own, on top, as if's are.
				sub := kit.NewJob(jobCard, j.Src, me, p.Then)
				sub.Objs = slices.Clone(j.Objs)
				sub.Stage = kit.StageResolve
				s.jobs.Push(sub)
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *toTopParams) float64 {
			best, any := -1.0, false
			for _, id := range s.t.Zones[zone(int(j.Ctrl), zHand)].Cards {
				if s.card(id).Type == p.Kind {
					best, any = max(best, s.planWorth(int(j.Ctrl), id)), true
				}
			}
			if !any {
				return 0
			}
			v := best
			for i := range p.Then {
				v += runner.Verbs.Hint(s, me, j, &p.Then[i])
			}
			return max(v, 0)
		},
		Aim: func(s *State, me int, _ *kit.Job, _ *toTopParams, t kit.Target) float64 {
			return s.planWorth(me, t.Obj()) + 0.5
		},
		Text: func(p *toTopParams) string {
			out := fmt.Sprintf("You may reveal %s from your hand and put it on top of your deck.", kindText(p.Kind))
			if len(p.Then) > 0 {
				out += " If you do:"
				for i := range p.Then {
					out += " " + runner.Verbs.Text(&p.Then[i])
				}
			}
			return out
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, theirMillParams]{
		Name: "opponent_mill", Doc: "your opponent scraps the top N cards of their deck: {n: {of: defense}}",
		Check: func(k *kit.Check, w string, p *theirMillParams) { checkN(k, w, &p.N) },
		Resolve: func(s *State, j *kit.Job, p *theirMillParams) bool {
			them := opponent(int(j.Ctrl))
			deck := s.deckZone(them)
			// The cards scrapped are set aside while the deck is
			// reshuffled, and more scrapped from it until N are
			// (Wave-4.xml#19).
			start := len(j.Objs)
			for range p.N.Eval(s, kit.JobCtx(j)) {
				if s.t.Count(deck) == 0 && !s.reshuffle(them, j.Objs[start:]...) {
					break
				}
				id := s.t.Top(deck)
				s.scrap(id)
				j.Objs = append(j.Objs, id)
				s.refill(them, j.Objs[start:]...)
			}
			j.Objs = j.Objs[:start]
			return true
		},
		Hint: func(s *State, _ int, j *kit.Job, p *theirMillParams) float64 {
			return float64(p.N.Eval(s, kit.JobCtx(j))) * 0.1
		},
		Text: func(p *theirMillParams) string {
			return fmt.Sprintf("Your opponent scraps %s from the top of their deck.", cardsAmountText(&p.N))
		},
	}))
}

// cardsAmountText is an amount of cards in words.
func cardsAmountText(a *kit.Amount) string {
	switch {
	case a.Of == "" && a.Per == nil:
		return cardsText(a.N)
	case a.Per == nil && a.N == 0 && numberTexts[a.Of] != "":
		return "a number of cards equal to " + numberTexts[a.Of]
	}
	return "cards equal to " + nText(a)
}
