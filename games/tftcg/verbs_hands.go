package tftcg

import (
	"fmt"

	"omnideck/engine"
	"omnideck/kit"
)

// The verbs of hands and the top of the deck: scrap_hand, keep (your
// opponent chooses cards to keep and scraps the rest), look_scrap (look at
// your opponent's hand and scrap a card of a kind from it), reveal_scrap
// (each player reveals their hand and scraps the cards of a kind),
// look_top (look at the top card of your deck; you may scrap it), mill
// (scrap the top cards of your deck, taking those of a kind into your
// hand).

type (
	// eachParams are for you, or each player.
	eachParams struct {
		Each bool `yaml:"each_player,omitempty"`
	}
	// keepParams: the opponent keeps N cards of their hand.
	keepParams struct {
		N int `yaml:"n"`
	}
	// kindParams name a kind of battle card: action or upgrade.
	kindParams struct {
		Kind string `yaml:"kind"`
	}
	// lookTopParams look at the top card of your deck; MayScrap lets you
	// scrap it.
	lookTopParams struct {
		MayScrap bool `yaml:"may_scrap,omitempty"`
	}
	// millParams scrap the top N cards of your deck, putting those of
	// kind Take into your hand.
	millParams struct {
		N    int    `yaml:"n"`
		Take string `yaml:"take,omitempty"`
	}
)

// checkKind checks a kind of battle card.
func checkKind(k *kit.Check, w, field string, kind *string) {
	k.OneOf(w, field, kind, []string{TypeAction, TypeUpgrade})
}

// defineHandVerbs defines the verbs of hands and the deck's top.
func defineHandVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, eachParams]{
		Name: "scrap_hand", Doc: "scrap your hand, or each player theirs: {each_player: true}",
		Resolve: func(s *State, j *kit.Job, p *eachParams) bool {
			for _, q := range s.who(int(j.Ctrl), p.Each) {
				s.scrapHand(q)
			}
			return true
		},
		Hint: func(s *State, _ int, j *kit.Job, p *eachParams) float64 {
			if p.Each {
				return 0
			}
			return -0.8 * float64(s.t.Count(zone(int(j.Ctrl), zHand)))
		},
		Text: func(p *eachParams) string {
			if p.Each {
				return "Each player scraps their hand."
			}
			return "Scrap your hand."
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, keepParams]{
		Name: "keep", Doc: "your opponent chooses N cards from their hand and scraps the rest: {n: N}",
		Check: func(k *kit.Check, w string, p *keepParams) { checkCount(k, w, &p.N) },
		Resolve: func(s *State, j *kit.Job, p *keepParams) bool {
			q := opponent(int(j.Ctrl))
			z := zone(q, zHand)
			// The cards kept so far are in j.Objs.
			for len(j.Objs) < p.N && s.t.Count(z) > p.N {
				var cands []kit.ObjID
				for _, id := range s.t.Zones[z].Cards {
					if !contains(j.Objs, id) {
						cands = append(cands, id)
					}
				}
				id, ok := s.pick(j, q, pickKeep, false, dedupeCopies(s, cands))
				if !ok {
					return false
				}
				j.Objs = append(j.Objs, id)
			}
			for i := s.t.Count(z) - 1; i >= 0; i-- {
				if id := s.t.Zones[z].Cards[i]; !contains(j.Objs, id) && s.t.Count(z) > p.N {
					s.scrap(id)
				}
			}
			j.Objs = j.Objs[:0]
			return true
		},
		Hint: func(s *State, _ int, j *kit.Job, p *keepParams) float64 {
			return float64(max(s.t.Count(zone(opponent(int(j.Ctrl)), zHand))-p.N, 0))
		},
		Aim: func(s *State, _ int, _ *kit.Job, _ *keepParams, t kit.Target) float64 {
			return s.cardWorth(t.Obj())
		},
		Text: func(p *keepParams) string {
			return fmt.Sprintf("Your opponent chooses %s from their hand and scraps the rest.", cardsText(p.N))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, kindParams]{
		Name: "look_scrap", Doc: "look at your opponent's hand and scrap a card of a kind from it: {kind: action | upgrade}",
		Check: func(k *kit.Check, w string, p *kindParams) { checkKind(k, w, "kind", &p.Kind) },
		Resolve: func(s *State, j *kit.Job, p *kindParams) bool {
			me := int(j.Ctrl)
			z := zone(opponent(me), zHand)
			if !s.answered {
				// You see their hand: you know its cards from now on.
				for _, id := range s.t.Zones[z].Cards {
					s.t.Reveal(id, engine.PlayerSet(0).With(me))
				}
			}
			var cands []kit.ObjID
			for _, id := range s.t.Zones[z].Cards {
				if s.card(id).Type == p.Kind {
					cands = append(cands, id)
				}
			}
			id, ok := s.pick(j, me, pickTheirHand, false, dedupeCopies(s, cands))
			if !ok {
				return false
			}
			if id != kit.NoObj {
				s.scrap(id)
			}
			return true
		},
		Hint: func(s *State, _ int, j *kit.Job, p *kindParams) float64 {
			if s.t.Count(zone(opponent(int(j.Ctrl)), zHand)) == 0 {
				return 0
			}
			return 0.8
		},
		Aim: func(s *State, _ int, _ *kit.Job, _ *kindParams, t kit.Target) float64 {
			return s.cardWorth(t.Obj())
		},
		Text: func(p *kindParams) string {
			return fmt.Sprintf("Look at your opponent's hand and scrap %s from it.", kindText(p.Kind))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, kindParams]{
		Name: "reveal_scrap", Doc: "each player reveals their hand and scraps every card of a kind from it: {kind: action | upgrade}",
		Check: func(k *kit.Check, w string, p *kindParams) { checkKind(k, w, "kind", &p.Kind) },
		Resolve: func(s *State, j *kit.Job, p *kindParams) bool {
			for q := range 2 {
				z := zone(q, zHand)
				for _, id := range s.t.Zones[z].Cards {
					s.t.Reveal(id, engine.AllPlayers(2))
				}
				for i := s.t.Count(z) - 1; i >= 0; i-- {
					if id := s.t.Zones[z].Cards[i]; s.card(id).Type == p.Kind {
						s.scrap(id)
					}
				}
			}
			return true
		},
		Hint: func(s *State, me int, _ *kit.Job, p *kindParams) float64 {
			// What you lose, less what your opponent is thought to hold.
			mine := 0
			for _, id := range s.t.Zones[zone(me, zHand)].Cards {
				if s.card(id).Type == p.Kind {
					mine++
				}
			}
			return 0.4*float64(s.t.Count(zone(opponent(me), zHand))) - float64(mine)
		},
		Text: func(p *kindParams) string {
			return fmt.Sprintf("Each player reveals their hand and scraps all %ss from it.", upperFirst(p.Kind))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, lookTopParams]{
		Name: "look_top", Doc: "look at the top card of your deck; you may scrap it: {may_scrap: true}",
		Resolve: func(s *State, j *kit.Job, p *lookTopParams) bool {
			me := int(j.Ctrl)
			deck := zone(me, zDeck)
			if s.t.Count(deck) == 0 && !s.reshuffle(me) {
				return true
			}
			top := s.t.Top(deck)
			if !s.answered {
				s.t.Reveal(top, engine.PlayerSet(0).With(me))
			}
			if !p.MayScrap {
				return true
			}
			id, ok := s.pick(j, me, pickDeck, true, []kit.ObjID{top})
			if !ok {
				return false
			}
			if id != kit.NoObj {
				s.scrap(id)
				s.refill(me)
			}
			return true
		},
		Hint: func(*State, int, *kit.Job, *lookTopParams) float64 { return 0.3 },
		Aim: func(s *State, _ int, _ *kit.Job, _ *lookTopParams, t kit.Target) float64 {
			// Scrap a card worth less than an average flip.
			return 1 - s.cardWorth(t.Obj())
		},
		Text: func(p *lookTopParams) string {
			if p.MayScrap {
				return "Look at the top card of your deck. You may scrap it."
			}
			return "Look at the top card of your deck."
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, millParams]{
		Name: "mill", Doc: "scrap the top N cards of your deck, putting those of a kind scrapped this way into your hand: {n: N, take: upgrade}",
		Check: func(k *kit.Check, w string, p *millParams) {
			checkCount(k, w, &p.N)
			if p.Take != "" {
				checkKind(k, w, "take", &p.Take)
			}
		},
		Resolve: func(s *State, j *kit.Job, p *millParams) bool {
			me := int(j.Ctrl)
			deck := zone(me, zDeck)
			// The cards scrapped stay out of a reshuffle while the effect
			// deals with them (Rules_Roundup-2019-02-18.xml#218-6).
			var room [16]kit.ObjID
			milled := room[:0]
			for range p.N {
				if s.t.Count(deck) == 0 && !s.reshuffle(me, milled...) {
					break
				}
				id := s.t.Top(deck)
				s.scrap(id)
				milled = append(milled, id)
				s.refill(me, milled...)
			}
			for _, id := range milled {
				if p.Take != "" && s.card(id).Type == p.Take {
					s.t.Place(id, zone(me, zHand), -1, kit.FaceUp)
					s.logf(evTake, me, s.ref(id), 0)
				}
			}
			return true
		},
		Hint: func(s *State, _ int, j *kit.Job, p *millParams) float64 {
			if p.Take == "" {
				return 0
			}
			return float64(p.N) * 0.3
		},
		Text: func(p *millParams) string {
			out := fmt.Sprintf("Scrap the top %d cards of your deck.", p.N)
			if p.Take != "" {
				out += fmt.Sprintf(" Put all %ss scrapped this way into your hand.", upperFirst(p.Take))
			}
			return out
		},
	}))
}

// kindText is "an Upgrade" or "an Action".
func kindText(kind string) string { return "an " + upperFirst(kind) }

// contains reports whether ids holds id.
func contains(ids []kit.ObjID, id kit.ObjID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}
