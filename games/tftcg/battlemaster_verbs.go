package tftcg

import (
	"fmt"
	"slices"
	"strings"

	"omnideck/kit"
)

// The verbs and numbers the Battle Masters' texts brought to the card
// language: scrap_any ("Scrap any number of cards from your hand. For each
// one scrapped this way, ..."), and the numbers flipped_black and
// flipped_color_lead.

// scrapAnyParams scrap any number of cards from your hand, doing Each's
// effects once for each.
type scrapAnyParams struct {
	Each []kit.Effect `yaml:"each"`
}

// focusParams are Focus N: look at the top N cards of your deck.
type focusParams struct {
	N int `yaml:"n"`
}

// defineBattleMasterVerbs defines scrap_any, focus and
// scrap_weapon_boost.
func defineBattleMasterVerbs(r *kit.Verbs[*State]) {
	defineScrapBoostVerb(r)
	must(kit.Define(r, kit.VerbSpec[*State, focusParams]{
		Name: "focus", Doc: "Focus N: look at the top N cards of your deck, scrap any number of them, one at a time (pass ends), and choose which of the rest goes on top; a character's instances add up (focus.go): {n: 2}",
		Check: func(k *kit.Check, w string, p *focusParams) {
			if p.N < 1 {
				k.Failf(w, "focus looks at 1 card or more: n: 2")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *focusParams) bool {
			n := p.N
			if len(j.Vals) == 0 {
				if n = s.focusTotal(j, n); n > p.N { // Focus stacks (focus.go)
					s.logf(evFocus, int(j.Ctrl), s.ref(s.holderOf(j.Src)), int32(n))
				}
			}
			return s.lookDeck(j, n, scrapAny, true)
		},
		Hint: func(*State, int, *kit.Job, *focusParams) float64 { return 0.5 },
		Aim:  func(s *State, _ int, j *kit.Job, _ *focusParams, t kit.Target) float64 { return lookAim(s, j, t.Obj()) },
		Text: func(p *focusParams) string {
			if p.N == 1 {
				return "Look at the top card of your deck. You may scrap it."
			}
			return lookDeckText(p.N, scrapAny, true)
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, scrapAnyParams]{
		Name: "scrap_any", Doc: "scrap any number of cards from your hand, one at a time (pass ends), then do effects once for each: {each: [...]}",
		Check: func(k *kit.Check, w string, p *scrapAnyParams) {
			if len(p.Each) == 0 {
				k.Failf(w, "scrap_any needs its effects for each card scrapped: each: [...]")
			}
			for i := range p.Each {
				runner.Verbs.Bind(k, fmt.Sprintf("%s: effect %d", w, i+1), &p.Each[i])
			}
		},
		Resolve: func(s *State, j *kit.Job, p *scrapAnyParams) bool {
			// The cards scrapped are counted in j.Vals; the effects for
			// them are started once the player stops.
			if !s.pickHand(j, int(j.Ctrl), 16, true, func(id kit.ObjID) {
				s.scrap(id)
				j.Vals = append(j.Vals, 1)
			}) {
				return false
			}
			n := len(j.Vals)
			j.Vals = j.Vals[:0]
			for range n {
				sub := kit.NewJob(jobCard, j.Src, int(j.Ctrl), p.Each)
				sub.Objs = slices.Clone(j.Objs)
				sub.Event, sub.X = j.Event, j.X
				sub.Stage = kit.StageResolve
				s.jobs.Push(sub)
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *scrapAnyParams) float64 { return 0.5 },
		Aim: func(s *State, me int, j *kit.Job, p *scrapAnyParams, t kit.Target) float64 {
			v := 0.0
			for i := range p.Each {
				v += runner.Verbs.Hint(s, me, j, &p.Each[i])
			}
			return v - s.cardWorth(t.Obj())
		},
		Text: func(p *scrapAnyParams) string {
			var out []string
			for i := range p.Each {
				out = append(out, runner.Verbs.Text(&p.Each[i]))
			}
			return "Scrap any number of cards from your hand. For each one scrapped this way: " + strings.Join(out, " ")
		},
	}))
}

// battleMasterNumber answers the numbers of the Battle Masters' texts,
// seen from player me, and reports whether what is one of them:
// flipped_black (the black icons you flipped for this battle) and
// flipped_color_lead (how many more colours of icons you flipped for it
// than your opponent); and a character's base_defense.
func (s *State) battleMasterNumber(id kit.ObjID, what string, me int) (int, bool) {
	switch what {
	case "base_defense":
		// A character's printed Defense in the mode it is in.
		if id == kit.NoObj || !s.card(id).fights() {
			return 0, true
		}
		return s.mode(id).Defense, true
	case "flipped_black":
		return s.flipIcons[me][colBlack], true
	case "flipped_color_lead":
		n := 0
		for k := range numColors {
			n += boolNum(s.flipIcons[me][k] > 0) - boolNum(s.flipIcons[opponent(me)][k] > 0)
		}
		return n, true
	}
	return 0, false
}

// scrapBoostParams: you may scrap a Weapon from your hand that has +ATK
// in its stat box; this gets that much +ATK until end of turn.
type scrapBoostParams struct{}

// defineScrapBoostVerb defines scrap_weapon_boost (Sergeant Six-Gun).
func defineScrapBoostVerb(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, scrapBoostParams]{
		Name: "scrap_weapon_boost", Doc: "you may scrap a Weapon from your hand that has +ATK in its stat box; this character gets that much +ATK until end of turn",
		Resolve: func(s *State, j *kit.Job, _ *scrapBoostParams) bool {
			me := int(j.Ctrl)
			var cands []kit.ObjID
			for _, id := range s.t.Zones[zone(me, zHand)].Cards {
				if c := s.card(id); c.Subtype == SubWeapon && c.AttackBonus > 0 {
					cands = append(cands, id)
				}
			}
			id, ok := s.pick(j, me, pickHand, true, dedupeCopies(s, cands))
			if !ok || id == kit.NoObj {
				return ok
			}
			n := s.card(id).AttackBonus
			s.scrap(id)
			if s.onField(j.Src) {
				s.mods.Add(kit.Modifier{Obj: j.Src, Source: j.Src, Ctrl: j.Ctrl, Turn: int32(s.turn), Until: kit.UntilEndOfTurn,
					Stat: statAttack, N: int32(n)})
				s.logf(evBoost, me, s.ref(j.Src), packBoost(statAttack, n, false))
			}
			return true
		},
		Hint: func(*State, int, *kit.Job, *scrapBoostParams) float64 { return 0.5 },
		Aim: func(s *State, _ int, _ *kit.Job, _ *scrapBoostParams, t kit.Target) float64 {
			return float64(s.card(t.Obj()).AttackBonus) - s.cardWorth(t.Obj())
		},
		Text: func(*scrapBoostParams) string {
			return "You may scrap a Weapon from your hand that has +ATK in its stat box. If you do, this gets that much +ATK until end of turn."
		},
	}))
}
