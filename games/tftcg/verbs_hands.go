package tftcg

import (
	"fmt"
	"strings"

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
	// keepParams: the opponent keeps N cards of their hand, or each
	// player (Each) theirs.
	keepParams struct {
		N    int  `yaml:"n"`
		Each bool `yaml:"each_player,omitempty"`
	}
	// kindParams name a kind of battle card: action or upgrade; Is
	// narrows the cards to those with the statuses given ([orange]).
	kindParams struct {
		Kind string   `yaml:"kind,omitempty"`
		Is   []string `yaml:"is,omitempty"`
	}
	// lookTopParams look at the top card of your deck; MayScrap lets you
	// scrap it.
	lookTopParams struct {
		MayScrap bool `yaml:"may_scrap,omitempty"`
	}
	// millParams scrap the top N cards of your deck, putting those of
	// kind Take into your hand, or one of each kind of TakeEach.
	millParams struct {
		N        int      `yaml:"n"`
		Take     string   `yaml:"take,omitempty"`
		TakeEach []string `yaml:"take_each,omitempty"`
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
			s.more.scrapColors = 0
			for _, q := range s.who(int(j.Ctrl), p.Each) {
				for _, id := range s.t.Zones[zone(q, zHand)].Cards {
					for k := range numColors {
						if s.card(id).icon(k) > 0 {
							s.more.scrapColors |= 1 << k
						}
					}
				}
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
			who := []int{opponent(int(j.Ctrl))}
			if p.Each {
				// Each player chooses, you first; the cards go once both
				// have chosen, so that neither learns the other's choice
				// before (Wave-2-3.xml#81).
				who = []int{int(j.Ctrl), opponent(int(j.Ctrl))}
			}
			// The cards kept so far are in j.Objs.
			for _, q := range who {
				z := zone(q, zHand)
				for s.keptOf(j, q) < p.N && s.t.Count(z) > p.N {
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
			}
			for _, q := range who {
				z := zone(q, zHand)
				for i := s.t.Count(z) - 1; i >= 0; i-- {
					if id := s.t.Zones[z].Cards[i]; !contains(j.Objs, id) && s.t.Count(z) > p.N {
						s.scrap(id)
					}
				}
			}
			j.Objs = j.Objs[:0]
			return true
		},
		Hint: func(s *State, _ int, j *kit.Job, p *keepParams) float64 {
			v := float64(max(s.t.Count(zone(opponent(int(j.Ctrl)), zHand))-p.N, 0))
			if p.Each {
				v -= float64(max(s.t.Count(zone(int(j.Ctrl), zHand))-p.N-1, 0))
			}
			return v
		},
		Aim: func(s *State, _ int, _ *kit.Job, _ *keepParams, t kit.Target) float64 {
			return s.cardWorth(t.Obj())
		},
		Text: func(p *keepParams) string {
			if p.Each {
				return fmt.Sprintf("Each player chooses %s from their hand and scraps the rest.", cardsText(p.N))
			}
			return fmt.Sprintf("Your opponent chooses %s from their hand and scraps the rest.", cardsText(p.N))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, kindParams]{
		Name: "look_scrap", Doc: "look at your opponent's hand and scrap a card of a kind, or with the statuses given, from it: {kind: action | upgrade, is: [orange]}",
		Check: func(k *kit.Check, w string, p *kindParams) {
			if p.Kind != "" || len(p.Is) == 0 {
				checkKind(k, w, "kind", &p.Kind)
			}
			checkStatuses(k, w, p.Is)
		},
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
			c := kit.JobCtx(j)
			for _, id := range s.t.Zones[z].Cards {
				ok := p.Kind == "" || s.card(id).Type == p.Kind
				for _, w := range p.Is {
					ok = ok && s.Is(id, w, c)
				}
				if ok {
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
			if p.Kind == "" {
				return fmt.Sprintf("Look at your opponent's hand and scrap a card%s from it.", statusText(p.Is))
			}
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
			for i := range p.TakeEach {
				checkKind(k, w, "take_each", &p.TakeEach[i])
			}
		},
		Resolve: func(s *State, j *kit.Job, p *millParams) bool {
			me := int(j.Ctrl)
			deck := zone(me, zDeck)
			// The cards scrapped stay out of a reshuffle while the effect
			// deals with them (Rules_Roundup-2019-02-18.xml#218-6); they
			// are kept in j.Objs, then one of each kind of TakeEach is
			// taken, chosen when there are several (Wave-2-3.xml#59).
			if len(j.Vals) == 0 {
				start := len(j.Objs)
				for range p.N {
					if s.t.Count(deck) == 0 && !s.reshuffle(me, j.Objs[start:]...) {
						break
					}
					id := s.t.Top(deck)
					s.scrap(id)
					j.Objs = append(j.Objs, id)
					s.refill(me, j.Objs[start:]...)
				}
				for _, id := range j.Objs[start:] {
					if p.Take != "" && s.card(id).Type == p.Take {
						s.toHand(id)
					}
				}
				j.Vals = append(j.Vals, 0, int32(start))
			}
			milled := j.Objs[j.Vals[1]:]
			for int(j.Vals[0]) < len(p.TakeEach) {
				var cands []kit.ObjID
				for _, id := range milled {
					if s.card(id).Type == p.TakeEach[j.Vals[0]] && s.obj(id).Zone == zone(me, zScrap) {
						cands = append(cands, id)
					}
				}
				id, ok := s.pick(j, me, pickScrap, false, dedupeScrap(s, cands))
				if !ok {
					return false
				}
				j.Vals[0]++
				if id != kit.NoObj {
					s.toHand(id)
				}
			}
			j.Objs, j.Vals = j.Objs[:j.Vals[1]], j.Vals[:0]
			return true
		},
		Hint: func(s *State, _ int, j *kit.Job, p *millParams) float64 {
			if p.Take == "" && len(p.TakeEach) == 0 {
				return 0
			}
			return float64(p.N) * 0.4
		},
		Text: func(p *millParams) string {
			out := fmt.Sprintf("Scrap the top %d cards of your deck.", p.N)
			if p.Take != "" {
				out += fmt.Sprintf(" Put all %ss scrapped this way into your hand.", upperFirst(p.Take))
			}
			if len(p.TakeEach) > 0 {
				var kinds []string
				for _, k := range p.TakeEach {
					kinds = append(kinds, kindText(k))
				}
				out += fmt.Sprintf(" Put %s scrapped this way into your hand.", strings.Join(kinds, " and "))
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

// keptOf counts the cards of player q's hand job j keeps (keep).
func (s *State) keptOf(j *kit.Job, q int) int {
	n := 0
	for _, id := range j.Objs {
		if int(s.obj(id).Owner) == q {
			n++
		}
	}
	return n
}
