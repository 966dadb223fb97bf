package tftcg

import (
	"fmt"
	"strings"

	"omnideck/kit"
)

// scrapUpgradeParams scrap Upgrades: those To names, or each player's
// choice of their own, or the opponent's choice of theirs (Opponent);
// OrDraw draws when there is none to scrap; SameKind names only
// Upgrades of the kind of the one an earlier effect chose (same_kind.go).
type scrapUpgradeParams struct {
	To       kit.Selector `yaml:"to"`
	OrDraw   int          `yaml:"or_draw,omitempty"`
	Each     bool         `yaml:"each_player,omitempty"`
	Opponent bool         `yaml:"opponent,omitempty"`
	SameKind bool         `yaml:"same_kind,omitempty"`
}

// defineCardVerbs defines the verbs done to battle cards: draw, refill
// (scrap a hand and draw), put_on_top, scrap_from_hand, take (a card from
// the scrap pile to hand), scrap_upgrade, return_upgrades.
func defineCardVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, drawParams]{
		Name: "draw", Doc: "draw N cards: {n: N, each_player: true when each player draws}",
		Check: func(k *kit.Check, w string, p *drawParams) { checkN(k, w, &p.N) },
		Resolve: func(s *State, j *kit.Job, p *drawParams) bool {
			me := int(j.Ctrl)
			n := p.N.Eval(s, kit.JobCtx(j))
			s.draw(me, n)
			if p.Each {
				s.draw(opponent(me), n)
			}
			return true
		},
		Hint: func(s *State, _ int, j *kit.Job, p *drawParams) float64 {
			if p.Each {
				return 0
			}
			return float64(p.N.Eval(s, kit.JobCtx(j)))
		},
		Text: func(p *drawParams) string {
			who := "Draw"
			if p.Each {
				who = "Each player draws"
			}
			if p.N.Of == "" && p.N.Per == nil && p.N.N == 1 {
				return who + " a card."
			}
			n, each := nParts(&p.N)
			if p.N.Of != "" {
				return fmt.Sprintf("%s cards equal to %s.", who, n)
			}
			if each != "" && p.N.N == 1 {
				return fmt.Sprintf("%s a card%s.", who, each)
			}
			return fmt.Sprintf("%s %s cards%s.", who, n, each)
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, refillParams]{
		Name: "refill", Doc: "scrap your hand, then draw N cards, or as many as were scrapped: {draw: N | same: true, each_player: true}",
		Check: func(k *kit.Check, w string, p *refillParams) {
			if (p.Draw > 0) == p.Same {
				k.Failf(w, "refill draws a number (draw: N) or as many as it scrapped (same: true)")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *refillParams) bool {
			for _, q := range s.who(int(j.Ctrl), p.Each) {
				n := s.scrapHand(q)
				if !p.Same {
					n = p.Draw
				}
				s.draw(q, n)
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *refillParams) float64 {
			if p.Same || p.Each {
				return 0
			}
			return float64(p.Draw-s.t.Count(zone(int(j.Ctrl), zHand))) * 0.8
		},
		Text: func(p *refillParams) string {
			n := fmt.Sprintf("%d cards", p.Draw)
			if p.Same {
				n = "that many cards"
			}
			if p.Each {
				return fmt.Sprintf("Each player scraps their hand and draws %s.", n)
			}
			return fmt.Sprintf("Scrap your hand. Then draw %s.", n)
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, handParams]{
		Name: "put_on_top", Doc: "put N cards from your hand on top of your deck: {n: N}",
		Check: func(k *kit.Check, w string, p *handParams) { checkCount(k, w, &p.N) },
		Resolve: func(s *State, j *kit.Job, p *handParams) bool {
			me := int(j.Ctrl)
			return s.pickHand(j, me, p.N, p.May, func(id kit.ObjID) { s.toTop(me, id) })
		},
		Hint: func(_ *State, _ int, _ *kit.Job, p *handParams) float64 {
			if p.May {
				return 0
			}
			return -0.5 * float64(p.N)
		},
		Aim: func(s *State, me int, _ *kit.Job, p *handParams, t kit.Target) float64 {
			if p.May {
				return -0.5 // a card put back is a draw lost
			}
			return s.cardWorth(t.Obj())
		},
		Text: func(p *handParams) string {
			may := ""
			if p.May {
				may = "You may "
			}
			return upperFirst(fmt.Sprintf("%sput %s from your hand on top of your deck.", may, cardsText(p.N)))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, handParams]{
		Name: "scrap_from_hand", Doc: "scrap N cards from your hand, chosen by you or, with each_player, by each player from their own: {n: N}",
		Check: func(k *kit.Check, w string, p *handParams) { checkCount(k, w, &p.N) },
		Resolve: func(s *State, j *kit.Job, p *handParams) bool {
			me := int(j.Ctrl)
			if p.Opponent {
				return s.pickHand(j, opponent(me), p.N, false, s.scrap)
			}
			if !p.Each {
				return s.pickHand(j, me, p.N, false, s.scrap)
			}
			// Each player chooses from their own hand: you, then your
			// opponent (j.Vals counts the players done).
			for len(j.Vals) < 2 {
				q := me
				if len(j.Vals) == 1 {
					q = opponent(me)
				}
				if !s.pickHand(j, q, p.N, false, s.scrap) {
					return false
				}
				j.Vals = append(j.Vals, int32(q))
				j.Step = 0
			}
			j.Vals = j.Vals[:0]
			return true
		},
		Hint: func(s *State, _ int, j *kit.Job, p *handParams) float64 {
			switch {
			case p.Each:
				return 0
			case p.Opponent:
				return float64(min(p.N, s.t.Count(zone(opponent(int(j.Ctrl)), zHand))))
			}
			return -float64(p.N)
		},
		Aim: func(s *State, _ int, _ *kit.Job, _ *handParams, t kit.Target) float64 {
			return -s.cardWorth(t.Obj())
		},
		Text: func(p *handParams) string {
			them := "it"
			if p.N > 1 {
				them = "them"
			}
			if p.Opponent {
				return fmt.Sprintf("Your opponent chooses %s from their hand and scraps %s.", cardsText(p.N), them)
			}
			if p.Each {
				return fmt.Sprintf("Each player chooses %s from their hand and scraps %s.", cardsText(p.N), them)
			}
			return fmt.Sprintf("Scrap %s from your hand.", cardsText(p.N))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "take", Doc: "put cards of your scrap pile into your hand: {to: {choose: card, in: scrap, controller: you, kind: action}}",
		Check: func(k *kit.Check, w string, p *toParams) {
			checkTo(k, w, &p.To)
			if p.To.In != "scrap" {
				k.FailAt(&p.To, w, "take takes cards from the scrap pile: in: scrap")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			return s.touch(j, &p.To, pickScrap, func(id kit.ObjID) {
				s.toHand(id)
			})
		},
		Hint: func(s *State, me int, j *kit.Job, p *toParams) float64 {
			if p.To.Chosen() && !p.To.HasCandidate(s, kit.JobCtx(j)) {
				return 0
			}
			return 1
		},
		Aim: func(s *State, _ int, _ *kit.Job, _ *toParams, t kit.Target) float64 {
			return s.cardWorth(t.Obj())
		},
		Text: func(p *toParams) string {
			return fmt.Sprintf("Put %s into your hand.", selText(&p.To))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, scrapUpgradeParams]{
		Name: "scrap_upgrade", Doc: "scrap Upgrades on characters: {to: {choose: upgrade, controller: opponent}, or_draw: N (\"If you can't, draw N cards\"), each_player: true (each player chooses one of their own), same_kind: true (only of the kind of the Upgrade an earlier effect chose)}",
		Check: func(k *kit.Check, w string, p *scrapUpgradeParams) {
			checkTo(k, w, &p.To)
			if p.Each && !p.To.Chosen() {
				k.FailAt(&p.To, w, "each_player chooses: to: {choose: upgrade, controller: you, ...}")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *scrapUpgradeParams) bool {
			if p.SameKind {
				return s.scrapSameKind(j, p)
			}
			by := func(u kit.ObjID) { s.scrapUpgradeBy(int(j.Ctrl), u) }
			if p.Each {
				return s.eachPicks(j, &p.To, pickUpgrade, by)
			}
			if p.Opponent {
				// Your opponent chooses one of theirs.
				var room [16]kit.ObjID
				id, ok := s.pick(j, opponent(int(j.Ctrl)), pickUpgrade, false, s.candidates(j, &p.To, room[:0]))
				if !ok {
					return false
				}
				if id != kit.NoObj {
					by(id)
				}
				return true
			}
			if p.OrDraw > 0 && j.Step == 0 && !s.answered && p.To.Chosen() && !p.To.HasCandidate(s, kit.JobCtx(j)) {
				s.draw(int(j.Ctrl), p.OrDraw)
				return true
			}
			return s.touch(j, &p.To, pickUpgrade, by)
		},
		Hint: func(s *State, me int, j *kit.Job, p *scrapUpgradeParams) float64 {
			if p.Each {
				return 0
			}
			if p.SameKind {
				return s.sameKindHint(me, j, p)
			}
			if p.Opponent {
				best := 0.0 // the opponent scraps their least worth
				first := true
				p.To.EachCandidate(s, kit.JobCtx(j), func(t kit.Target) bool {
					if w := s.upgradeWorth(t.Obj()); first || w < best {
						best, first = w, false
					}
					return true
				})
				if int(j.Ctrl) != me {
					return -best
				}
				return best
			}
			if p.OrDraw > 0 && p.To.Chosen() && !p.To.HasCandidate(s, kit.JobCtx(j)) {
				return float64(p.OrDraw)
			}
			return -s.overChars(me, j, &p.To, func(u kit.ObjID) float64 { return s.upgradeWorth(u) })
		},
		Aim: func(s *State, me int, _ *kit.Job, _ *scrapUpgradeParams, t kit.Target) float64 {
			return -s.signed(me, t.Obj(), s.upgradeWorth(t.Obj()))
		},
		Text: func(p *scrapUpgradeParams) string {
			if p.Each {
				return fmt.Sprintf("Each player chooses %s and scraps it.", strings.Replace(selText(&p.To), "your", "their", 1))
			}
			if p.Opponent {
				return "Your opponent chooses one of their Upgrades and scraps it."
			}
			what := selText(&p.To)
			if p.To.Self {
				what = "this card" // an Upgrade scrapping itself
			}
			out := fmt.Sprintf("Scrap %s.", what)
			if p.SameKind {
				out = fmt.Sprintf("Scrap %s of the same type as the Upgrade scrapped before.", what)
			}
			if p.OrDraw > 0 {
				out += fmt.Sprintf(" If you can't, draw %s.", cardsText(p.OrDraw))
			}
			return out
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "return_upgrades", Doc: "return all Upgrades on characters to their owners' hands: {to: selector}",
		Check: func(k *kit.Check, w string, p *toParams) { checkTo(k, w, &p.To) },
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			return s.touch(j, &p.To, pickCharacter, func(id kit.ObjID) {
				// The Upgrades are listed first: a Health raise returned
				// may KO the character, scrapping the rest.
				z := zone(int(s.obj(id).Owner), zUpgrade)
				var room [8]kit.ObjID
				ups := room[:0]
				for _, u := range s.t.Zones[z].Cards {
					if s.on(u) == id {
						ups = append(ups, u)
					}
				}
				for i := len(ups) - 1; i >= 0; i-- {
					if u := ups[i]; s.obj(u).Zone == z && s.on(u) == id {
						s.toHand(u)
					}
				}
			})
		},
		Hint: func(s *State, me int, j *kit.Job, p *toParams) float64 {
			return -s.overChars(me, j, &p.To, func(id kit.ObjID) float64 { return float64(s.upgrades(id)) })
		},
		Aim: func(s *State, me int, _ *kit.Job, _ *toParams, t kit.Target) float64 {
			return -s.signed(me, t.Obj(), float64(s.upgrades(t.Obj())))
		},
		Text: func(p *toParams) string {
			return fmt.Sprintf("Return all Upgrades on %s to their owner's hand.", selText(&p.To))
		},
	}))
}

// checkCount checks a count of cards.
func checkCount(k *kit.Check, w string, n *int) {
	if *n <= 0 {
		k.FailAt(n, w, "n is 1 or more, not %d", *n)
	}
}

// cardsText is "a card" or "N cards".
func cardsText(n int) string {
	if n == 1 {
		return "a card"
	}
	return fmt.Sprintf("%d cards", n)
}

// who is player me, and the opponent too when each.
func (s *State) who(me int, each bool) []int {
	if each {
		return []int{me, opponent(me)}
	}
	return []int{me}
}

// scrapHand scraps player p's hand and reports how many cards it held.
func (s *State) scrapHand(p int) int {
	z := zone(p, zHand)
	n := s.t.Count(z)
	for s.t.Count(z) > 0 {
		s.scrap(s.t.Top(z))
	}
	return n
}

// pickHand has player p choose n cards from their hand, one at a time,
// for effect j.PC of job j, calling do with each; it reports false while
// it waits for an answer. j.Step counts the cards done.
func (s *State) pickHand(j *kit.Job, p, n int, may bool, do func(kit.ObjID)) bool {
	for int(j.Step) < n {
		var room [16]kit.ObjID
		hand := dedupeCopies(s, append(room[:0], s.t.Zones[zone(p, zHand)].Cards...))
		if len(hand) == 0 {
			return true
		}
		id, ok := s.pick(j, p, pickHand, may, hand)
		if !ok {
			return false
		}
		j.Step++
		if id == kit.NoObj {
			return true
		}
		do(id)
	}
	return true
}

// cardWorth is what a battle card in hand is worth to the heuristic
// agent: its icons, and an Upgrade's bonus.
func (s *State) cardWorth(id kit.ObjID) float64 {
	c := s.card(id)
	v := 0.0
	for k := range numColors {
		v += float64(c.icon(k)) * 0.5
	}
	return v + float64(c.AttackBonus+c.DefenseBonus)*0.5 + float64(len(c.Abilities))*0.5
}

// upgradeWorth is what Upgrade u on its character is worth to its player.
func (s *State) upgradeWorth(u kit.ObjID) float64 {
	c := s.card(u)
	return 1 + float64(c.AttackBonus+c.DefenseBonus)*0.7 + float64(len(c.Abilities))*0.5
}

// eachPicks has each player, you first, choose one of what chosen
// selector sel names as seen from them ("Each player chooses a Weapon on
// one of their characters"), calling do with it; j.Vals counts the
// players done. It reports false while it waits for an answer.
func (s *State) eachPicks(j *kit.Job, sel *kit.Selector, kind pickKind, do func(kit.ObjID)) bool {
	me := int(j.Ctrl)
	for len(j.Vals) < 2 {
		q := me
		if len(j.Vals) == 1 {
			q = opponent(me)
		}
		c := kit.JobCtx(j)
		c.Ctrl = q
		var cands []kit.ObjID
		sel.EachCandidate(s, c, func(t kit.Target) bool {
			if !t.IsPlayer() {
				cands = append(cands, t.Obj())
			}
			return true
		})
		id, ok := s.pick(j, q, kind, sel.UpTo, dedupeCopies(s, cands))
		if !ok {
			return false
		}
		if id != kit.NoObj {
			do(id)
		}
		j.Vals = append(j.Vals, int32(q))
	}
	j.Vals = j.Vals[:0]
	return true
}

// toHand puts card id into its owner's hand: a card taken from the scrap
// pile, an Upgrade returned.
func (s *State) toHand(id kit.ObjID) {
	if s.sideLeaves(id) {
		return
	}
	q := int(s.obj(id).Owner)
	from := kit.NoObj
	if z := s.obj(id).Zone; int(z) < 2*numZones && z%numZones == zUpgrade {
		from = s.on(id)
	}
	s.t.Place(id, zone(q, zHand), -1, kit.FaceUp)
	s.logf(evTake, q, s.ref(id), 0)
	s.removedFrom(id, from)
	if from != kit.NoObj && s.card(id).flags&flagHealth != 0 {
		s.healthLost(from) // the Health it raised leaves with it
	}
}
