package tftcg

import (
	"fmt"

	"omnideck/engine"
	"omnideck/kit"
)

// The verbs characters' text needs besides the common ones: damage the
// opponent chooses where to put, more cards flipped for an attack, an
// attacker free to attack untapped enemies, and a look at the decks' top
// cards.

type (
	// theirsParams are N damage the opponent puts on one of their
	// characters, Times times, each time on the character they choose.
	theirsParams struct {
		N     kit.Amount  `yaml:"n"`
		Times *kit.Amount `yaml:"times,omitempty"`
		// Trait narrows the characters to those of a trait ("one of their
		// Autobots").
		Trait string `yaml:"trait,omitempty"`
	}
	// moreParams are N more battle cards flipped for the attack.
	moreParams struct {
		N int `yaml:"n"`
	}
	// shieldParams cap the attack damage characters take this attack.
	shieldParams struct {
		To   kit.Selector `yaml:"to"`
		Most int          `yaml:"most"`
	}
)

// defineCharacterTextVerbs defines damage_theirs, flip_more, reach,
// reveal_top, shield and redirect.
func defineCharacterTextVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, theirsParams]{
		Name: "damage_theirs", Doc: "your opponent chooses one of their characters and does N damage to it, Times times if given (\"for each ...\"): {n: N, times: amount}; n: excess puts the extra damage of the last attack, once",
		Check: func(k *kit.Check, w string, p *theirsParams) {
			checkN(k, w, &p.N)
			if p.Times != nil {
				k.Amount(w+": times", p.Times)
			}
		},
		Resolve: func(s *State, j *kit.Job, p *theirsParams) bool {
			them := opponent(int(j.Ctrl))
			times := 1
			if p.Times != nil {
				times = p.Times.Eval(s, kit.JobCtx(j))
			}
			for int(j.Step) < times && !s.over {
				id, ok := s.pick(j, them, pickCharacter, false, s.fieldedOf(them, p.Trait))
				if !ok {
					return false
				}
				j.Step++
				n := p.N.Eval(s, kit.JobCtx(j))
				if p.N.Of == "excess" {
					// The extra damage goes on one character only, once
					// (Wave-1.xml#46, Rules_Roundup-2019-06-28.xml#628-14).
					s.excess = 0
				}
				if id != kit.NoObj && n > 0 && !s.over {
					s.effectDamage(j, id, n)
				}
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *theirsParams) float64 {
			n := float64(p.N.Eval(s, kit.JobCtx(j)))
			if p.Times != nil {
				n *= float64(p.Times.Eval(s, kit.JobCtx(j)))
			}
			if int(j.Ctrl) != me {
				return -n
			}
			return n
		},
		Aim: func(s *State, me int, j *kit.Job, p *theirsParams, t kit.Target) float64 {
			return -s.signed(me, t.Obj(), s.harm(t.Obj(), float64(p.N.Eval(s, kit.JobCtx(j)))))
		},
		Text: func(p *theirsParams) string {
			if p.Times != nil {
				return fmt.Sprintf("%s, your opponent chooses one of their characters and does %s damage to it.", timesText(p.Times), nText(&p.N))
			}
			return fmt.Sprintf("Your opponent chooses one of their %s and does %s damage to it.", theirsNoun(p.Trait), nText(&p.N))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, moreParams]{
		Name: "flip_more", Doc: "flip N more battle cards for the attack, their icons counting: {n: N}",
		Check: func(k *kit.Check, w string, p *moreParams) { checkCount(k, w, &p.N) },
		Resolve: func(s *State, j *kit.Job, p *moreParams) bool {
			if s.attacker == kit.NoObj || s.defender == kit.NoObj {
				return true
			}
			me := int(j.Ctrl)
			s.flipCards(me, p.N, &s.flipIcons[me])
			return true
		},
		Hint: func(_ *State, _ int, _ *kit.Job, p *moreParams) float64 { return float64(p.N) / 2 },
		Text: func(p *moreParams) string { return fmt.Sprintf("Flip %s more.", cardsText(p.N)) },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "reach", Doc: "characters can attack untapped enemies this turn as though they were tapped: {to: selector}",
		Check: func(k *kit.Check, w string, p *toParams) { checkTo(k, w, &p.To) },
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			return s.touch(j, &p.To, pickCharacter, func(id kit.ObjID) { s.obj(id).Set(flReach, true) })
		},
		Hint: func(s *State, me int, j *kit.Job, p *toParams) float64 {
			return s.overChars(me, j, &p.To, func(kit.ObjID) float64 { return 0.5 })
		},
		Text: func(p *toParams) string {
			return fmt.Sprintf("%s can attack untapped enemies this turn as though they were tapped.", upperFirst(selText(&p.To)))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, eachParams]{
		Name: "reveal_top", Doc: "reveal the top card of your deck, or each player theirs: {each_player: true}",
		Resolve: func(s *State, j *kit.Job, p *eachParams) bool {
			for _, q := range s.who(int(j.Ctrl), p.Each) {
				s.revealTop(q)
			}
			return true
		},
		Hint: func(*State, int, *kit.Job, *eachParams) float64 { return 0 },
		Text: func(p *eachParams) string {
			if p.Each {
				return "Each player reveals the top card of their deck."
			}
			return "Reveal the top card of your deck."
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, shieldParams]{
		Name: "shield", Doc: "characters can't take more than N damage this attack: {to: selector, most: N}",
		Check: func(k *kit.Check, w string, p *shieldParams) { checkTo(k, w, &p.To) },
		Resolve: func(s *State, j *kit.Job, p *shieldParams) bool {
			return s.touch(j, &p.To, pickCharacter, func(id kit.ObjID) {
				s.mods.Add(kit.Modifier{Obj: id, Source: j.Src, Ctrl: j.Ctrl, Turn: int32(s.turn), Until: kit.UntilEndOfBattle,
					Stat: statCap, Layer: kit.LayerSet, N: int32(p.Most)})
			})
		},
		Hint: func(s *State, me int, j *kit.Job, p *shieldParams) float64 {
			return s.overChars(me, j, &p.To, func(kit.ObjID) float64 { return 1 })
		},
		Text: func(p *shieldParams) string {
			return fmt.Sprintf("%s can't take more than %d damage this attack.", upperFirst(selText(&p.To)), p.Most)
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "redirect", Doc: "this attack's damage is done to another character instead: {to: selector}",
		Check: func(k *kit.Check, w string, p *toParams) { checkTo(k, w, &p.To) },
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			return s.touch(j, &p.To, pickCharacter, func(id kit.ObjID) {
				if s.defender != kit.NoObj && s.onField(id) {
					s.redirect = id
				}
			})
		},
		Hint: func(*State, int, *kit.Job, *toParams) float64 { return 0.5 },
		Aim: func(s *State, me int, _ *kit.Job, _ *toParams, t kit.Target) float64 {
			c := s.card(t.Obj())
			return s.signed(me, t.Obj(), float64(c.Health-s.damage(t.Obj()))/float64(max(c.Health, 1)))
		},
		Text: func(p *toParams) string {
			return fmt.Sprintf("Damage from this attack is done to %s instead.", selText(&p.To))
		},
	}))
}

// revealTop reveals the top card of player p's deck to both players, the
// scrap pile shuffled in first when the deck is empty, and returns it; NoObj
// when p has no card left to reveal.
func (s *State) revealTop(p int) kit.ObjID {
	deck := zone(p, zDeck)
	if s.t.Count(deck) == 0 && !s.reshuffle(p) {
		return kit.NoObj
	}
	top := s.t.Top(deck)
	s.t.Reveal(top, engine.AllPlayers(2))
	s.logf(evReveal, p, s.ref(top), 0)
	return top
}
