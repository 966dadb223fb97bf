package tftcg

import (
	"fmt"
	"slices"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// The verbs Wave 2's text brought: plan (Plan N), take_flipped and
// scrap_flipped (cards flipped for the battle), reveal_random (a card at
// random from the opponent's hand), repeat ("for each ..."), fill_hand
// ("draws cards equal to the difference"), at_end ("At end of turn, ..."),
// one_of (a choice among effects: "Choose a battle icon color",
// "Weapons, Armors, or Utilities"), attack_again (Blurr) and
// defend_instead (Motormaster).

type (
	// planParams: Plan N, "put up to N cards from your hand on top of
	// your deck", in the order you choose.
	planParams struct {
		N int `yaml:"n"`
	}
	// flippedParams name the cards you flipped for the battle that pass
	// Is (each status needed: [green]); Under, for take_flipped, names the
	// character the card goes under instead of the hand (flipped_under.go).
	flippedParams struct {
		Is    []string     `yaml:"is,omitempty"`
		Under kit.Selector `yaml:"under,omitempty"`
	}
	// randomParams reveal a card at random from your opponent's hand,
	// scrapped when it is of kind Scrap.
	randomParams struct {
		Scrap string `yaml:"scrap,omitempty"`
	}
	// repeatParams do effects N times ("For each ...").
	repeatParams struct {
		N  kit.Amount   `yaml:"n"`
		Do []kit.Effect `yaml:"do"`
	}
	// fillParams draw until N cards are in hand, for you or each
	// player.
	fillParams struct {
		N    int  `yaml:"n"`
		Each bool `yaml:"each_player,omitempty"`
	}
	// laterParams are effects done at the end of the turn, knowing what
	// the ability chose.
	laterParams struct {
		Do []kit.Effect `yaml:"do"`
	}
	// oneOfParams are a choice among effects, each with its label.
	oneOfParams struct {
		Modes []kit.Mode `yaml:"modes"`
	}
)

// defineWave2Verbs defines the verbs of this file.
func defineWave2Verbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, planParams]{
		Name: "plan", Doc: "Plan N: put up to N cards from your hand on top of your deck, one at a time (the last on top): {n: N}",
		Check: func(k *kit.Check, w string, p *planParams) { checkCount(k, w, &p.N) },
		Resolve: func(s *State, j *kit.Job, p *planParams) bool {
			me := int(j.Ctrl)
			return s.pickHand(j, me, p.N, true, func(id kit.ObjID) { s.toTop(me, id) })
		},
		Hint: func(s *State, _ int, j *kit.Job, p *planParams) float64 {
			return 0.1 * float64(min(p.N, s.t.Count(zone(int(j.Ctrl), zHand))))
		},
		Aim: func(s *State, me int, _ *kit.Job, _ *planParams, t kit.Target) float64 {
			// A card worth more flipped than held: the icons an attack
			// or a defence is about to flip.
			return s.planWorth(me, t.Obj())
		},
		Text: func(p *planParams) string {
			return fmt.Sprintf("Plan %d (put up to %s from your hand on top of your deck).", p.N, cardsText(p.N))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, flippedParams]{
		Name: "take_flipped", Doc: "put a battle card you flipped this battle into your hand, or under a character (under: self), one with the statuses given: {is: [green]}",
		Check: func(k *kit.Check, w string, p *flippedParams) {
			checkStatuses(k, w, p.Is)
			if p.under() {
				checkTo(k, w, &p.Under)
			}
		},
		Resolve: func(s *State, j *kit.Job, p *flippedParams) bool {
			me := int(j.Ctrl)
			if p.under() {
				return s.flippedUnder(j, p)
			}
			id, ok := s.pick(j, me, pickFlipped, false, s.flippedNow(j, me, p.Is))
			if !ok {
				return false
			}
			if id != kit.NoObj {
				s.toHand(id)
			}
			return true
		},
		Hint: func(s *State, _ int, j *kit.Job, p *flippedParams) float64 {
			if len(s.flippedNow(j, int(j.Ctrl), p.Is)) == 0 {
				return 0
			}
			return 1
		},
		Aim: func(s *State, _ int, _ *kit.Job, _ *flippedParams, t kit.Target) float64 { return s.cardWorth(t.Obj()) },
		Text: func(p *flippedParams) string {
			if p.under() {
				return fmt.Sprintf("Put a battle card you flipped this battle%s under %s.", statusText(p.Is), selText(&p.Under))
			}
			return fmt.Sprintf("Put a battle card you flipped this battle%s into your hand.", statusText(p.Is))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, flippedParams]{
		Name: "scrap_flipped", Doc: "scrap one of the cards you flipped this battle without using its battle icons",
		Check: func(k *kit.Check, w string, p *flippedParams) { checkStatuses(k, w, p.Is) },
		Resolve: func(s *State, j *kit.Job, p *flippedParams) bool {
			me := int(j.Ctrl)
			id, ok := s.pick(j, me, pickFlipped, false, s.flippedNow(j, me, p.Is))
			if !ok {
				return false
			}
			if id != kit.NoObj {
				s.unflip(me, id)
				s.scrap(id)
			}
			return true
		},
		Hint: func(*State, int, *kit.Job, *flippedParams) float64 { return 0.3 },
		Aim: func(s *State, me int, _ *kit.Job, _ *flippedParams, t kit.Target) float64 {
			return -s.flipWorth(me, t.Obj())
		},
		Text: func(*flippedParams) string {
			return "Scrap one of the cards you flipped without using its battle icons."
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, randomParams]{
		Name: "reveal_random", Doc: "your opponent reveals a card at random from their hand; scrap it if it is of a kind: {scrap: action}",
		Check: func(k *kit.Check, w string, p *randomParams) {
			if p.Scrap != "" {
				checkKind(k, w, "scrap", &p.Scrap)
			}
		},
		Resolve: func(s *State, j *kit.Job, p *randomParams) bool {
			q := opponent(int(j.Ctrl))
			z := zone(q, zHand)
			if s.t.Count(z) == 0 {
				return true
			}
			id := s.t.Zones[z].Cards[s.rng.IntN(s.t.Count(z))]
			s.t.Reveal(id, engine.AllPlayers(2))
			s.logf(evShow, q, s.ref(id), 0)
			if p.Scrap != "" && s.card(id).Type == p.Scrap {
				s.scrap(id)
			}
			return true
		},
		Hint: func(s *State, _ int, j *kit.Job, _ *randomParams) float64 {
			if s.t.Count(zone(opponent(int(j.Ctrl)), zHand)) == 0 {
				return 0
			}
			return 0.5
		},
		Text: func(p *randomParams) string {
			out := "Your opponent reveals a card at random from their hand."
			if p.Scrap != "" {
				out += fmt.Sprintf(" If it's %s, scrap it.", kindText(p.Scrap))
			}
			return out
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, repeatParams]{
		Name: "repeat", Doc: "do effects N times, each time anew: {n: {n: 1, per: selector}, do: [...]}",
		Check: func(k *kit.Check, w string, p *repeatParams) {
			k.Amount(w, &p.N)
			if len(p.Do) == 0 {
				k.Failf(w, "repeat needs its effects: do: [...]")
			}
			for i := range p.Do {
				runner.Verbs.Bind(k, fmt.Sprintf("%s: effect %d", w, i+1), &p.Do[i])
			}
		},
		Resolve: func(s *State, j *kit.Job, p *repeatParams) bool {
			n := p.N.Eval(s, kit.JobCtx(j))
			for range min(n, 16) {
				sub := kit.NewJob(jobCard, j.Src, int(j.Ctrl), p.Do)
				sub.Objs = slices.Clone(j.Objs)
				sub.Event, sub.X = j.Event, j.X
				sub.Stage = kit.StageResolve
				s.jobs.Push(sub)
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *repeatParams) float64 {
			return effectsHint(s, me, j, p.Do) * float64(p.N.Eval(s, kit.JobCtx(j)))
		},
		Text: func(p *repeatParams) string {
			return fmt.Sprintf("%s: %s", timesText(&p.N), strings.Join(effectsTexts(p.Do), " "))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, fillParams]{
		Name: "fill_hand", Doc: "draw cards until you hold N, or each player: {n: N, each_player: true}",
		Check: func(k *kit.Check, w string, p *fillParams) { checkCount(k, w, &p.N) },
		Resolve: func(s *State, j *kit.Job, p *fillParams) bool {
			for _, q := range s.who(int(j.Ctrl), p.Each) {
				s.draw(q, max(p.N-s.t.Count(zone(q, zHand)), 0))
			}
			return true
		},
		Hint: func(s *State, _ int, j *kit.Job, p *fillParams) float64 {
			mine := float64(max(p.N-s.t.Count(zone(int(j.Ctrl), zHand)), 0))
			if p.Each {
				mine -= float64(max(p.N-s.t.Count(zone(opponent(int(j.Ctrl)), zHand)), 0))
			}
			return mine
		},
		Text: func(p *fillParams) string {
			if p.Each {
				return fmt.Sprintf("Each player with fewer than %d cards in hand draws cards equal to the difference.", p.N)
			}
			return fmt.Sprintf("If you have fewer than %d cards in hand, draw cards equal to the difference.", p.N)
		},
	}))
	must(kit.Define(r, setAsideVerb("at_end", "effects done at the end of this turn, knowing what the ability chose: {do: [{damage: {n: 3, to: chosen}}]}",
		"At end of turn", func(s *State) *kit.Stack { return &s.more.later })))
	must(kit.Define(r, kit.VerbSpec[*State, oneOfParams]{
		Name: "one_of", Doc: "choose one of several effects, each with its label: {modes: [{label: Weapons, effects: [...]}, ...]}",
		Check: func(k *kit.Check, w string, p *oneOfParams) {
			if len(p.Modes) < 2 {
				k.Failf(w, "one_of offers 2 modes or more: modes: [{label: ..., effects: [...]}, ...]")
			}
			for m := range p.Modes {
				if p.Modes[m].Label == "" {
					k.Failf(w, "mode %d needs its label", m+1)
				}
				for i := range p.Modes[m].Effects {
					runner.Verbs.Bind(k, fmt.Sprintf("%s: mode %d: effect %d", w, m+1, i+1), &p.Modes[m].Effects[i])
				}
			}
		},
		Modes: func(p *oneOfParams) []kit.Mode { return p.Modes },
		Resolve: func(*State, *kit.Job, *oneOfParams) bool {
			return true // its mode's effects took its place
		},
		Hint: func(s *State, me int, j *kit.Job, p *oneOfParams) float64 {
			best := 0.0
			for m := range p.Modes {
				v := 0.0
				for i := range p.Modes[m].Effects {
					v += runner.Verbs.Hint(s, me, j, &p.Modes[m].Effects[i])
				}
				best = max(best, v)
			}
			return best
		},
		Text: func(p *oneOfParams) string {
			var labels []string
			for _, m := range p.Modes {
				labels = append(labels, m.Label)
			}
			return "Choose one: " + strings.Join(labels, ", ") + "."
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, noParams]{
		Name: "attack_again", Doc: "this untaps and, once this attack is over, attacks an untapped enemy",
		Resolve: func(s *State, j *kit.Job, _ *noParams) bool {
			if id := j.Src; s.onField(id) && s.card(id).isCharacter() {
				s.setTapped(id, false)
				s.logf(evUntapOne, int(s.obj(id).Owner), s.ref(id), 0)
				s.more.follow = id
			}
			return true
		},
		Hint: func(*State, int, *kit.Job, *noParams) float64 { return 2 },
		Text: func(*noParams) string { return "This untaps and attacks an untapped enemy." },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "defend_instead", Doc: "a character chosen defends instead of this one: {to: {choose: character, controller: you, trait: Stunticon, another: true, up_to: true}}",
		Check: func(k *kit.Check, w string, p *toParams) { checkTo(k, w, &p.To) },
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			return s.touch(j, &p.To, pickCharacter, func(id kit.ObjID) {
				if s.defender != kit.NoObj && s.onField(id) && id != s.defender {
					s.logf(evDefendInstead, int(s.obj(id).Owner), s.ref(id), s.ref(s.defender))
					s.defender = id
				}
			})
		},
		Hint: func(*State, int, *kit.Job, *toParams) float64 { return 0 },
		Aim: func(s *State, me int, _ *kit.Job, _ *toParams, t kit.Target) float64 {
			// The defender best placed to take the attack.
			id := t.Obj()
			c := s.card(id)
			return float64(s.defenseOf(id)) + float64(c.Health-s.damage(id))/float64(max(c.Health, 1)) - 0.1*float64(c.Stars)
		},
		Text: func(p *toParams) string {
			return fmt.Sprintf("Instead you may choose %s to defend.", selText(&p.To))
		},
	}))
}

// toTop has player p put card id from their hand on top of their deck,
// and tells of it ("When you put a card from your hand on top of your
// deck").
func (s *State) toTop(p int, id kit.ObjID) {
	s.t.Place(id, zone(p, zDeck), -1, kit.FaceDown)
	s.logf(evOnTop, p, s.ref(id), 0)
	s.hear(p, WhenToTop, id)
}

// planWorth is what putting card id of player me's hand back on top of
// the deck is worth: the icons it will add to the next flips, less the
// card kept in hand.
func (s *State) planWorth(me int, id kit.ObjID) float64 {
	c := s.card(id)
	flip := float64(c.icon(colOrange)+c.icon(colBlue)+c.icon(colWhite)) * 0.6
	return flip - s.cardWorth(id) - 0.2
}

// flippedNow appends the cards player p flipped for the battle under way
// that pass the statuses is.
func (s *State) flippedNow(j *kit.Job, p int, is []string) []kit.ObjID {
	var out []kit.ObjID
	flipped := s.t.Zones[zone(p, zFlip)].Cards
	c := kit.JobCtx(j)
	for i := min(s.flipFrom[p], len(flipped)); i < len(flipped); i++ {
		id := flipped[i]
		ok := true
		for _, w := range is {
			ok = ok && s.Is(id, w, c)
		}
		if ok {
			out = append(out, id)
		}
	}
	return out
}

// unflip takes flipped card id's icons out of player p's icons of the
// battle under way (as Inverted made them count).
func (s *State) unflip(p int, id kit.ObjID) {
	c := s.card(id)
	o, b := c.icon(colOrange), c.icon(colBlue)
	if s.more.flags&flagInvert != 0 && s.inverted(p) {
		o, b = b, o
	}
	icons := &s.flipIcons[p]
	icons[colOrange] -= o
	icons[colBlue] -= b
	for _, k := range [...]int{colWhite, colGreen, colBlack} {
		icons[k] -= c.icon(k)
	}
	if o > 0 {
		s.more.orangeCards[p]--
	}
}

// flipWorth is what card id flipped for player me's side adds to its
// battle: orange when me attacks, blue when me defends, white always.
func (s *State) flipWorth(me int, id kit.ObjID) float64 {
	c := s.card(id)
	o, b := c.icon(colOrange), c.icon(colBlue)
	if s.more.flags&flagInvert != 0 && s.inverted(me) {
		o, b = b, o
	}
	v := float64(c.icon(colBlack)) + 0.5*float64(c.icon(colWhite))
	if me == s.active {
		return v + float64(o)
	}
	return v + float64(b)
}

// checkStatuses checks a list of statuses.
func checkStatuses(k *kit.Check, w string, is []string) {
	for i := range is {
		k.OneOf(w, "is", &is[i], vocab.Statuses)
	}
}

// statusText is the statuses of a card for people: " that has at least
// [GREEN]".
func statusText(is []string) string {
	if len(is) == 0 {
		return ""
	}
	if len(is) == 1 && is[0] == "no_icons" {
		return " that has no battle icons"
	}
	return " that has at least " + strings.Join(is, ", ")
}

// effectsHint is what effects do are worth to player me: their verbs'
// hints, summed.
func effectsHint(s *State, me int, j *kit.Job, do []kit.Effect) float64 {
	v := 0.0
	for i := range do {
		v += runner.Verbs.Hint(s, me, j, &do[i])
	}
	return v
}

// effectsTexts are effects do in words, one sentence each.
func effectsTexts(do []kit.Effect) []string {
	out := make([]string, 0, len(do))
	for i := range do {
		out = append(out, runner.Verbs.Text(&do[i]))
	}
	return out
}

// setAsideVerb is a verb whose effects an ability sets aside when it
// resolves, to be done later knowing what the ability chose: they wait on
// the stack of the state that wait returns (at_end: the end of the turn;
// after_battle: the end of the battle), and lead words their text. A
// stack that is nil there has no moment to wait for (no battle under
// way): the effects are not done.
func setAsideVerb(name, doc, lead string, wait func(*State) *kit.Stack) kit.VerbSpec[*State, laterParams] {
	return kit.VerbSpec[*State, laterParams]{
		Name: name, Doc: doc,
		Check: func(k *kit.Check, w string, p *laterParams) {
			if len(p.Do) == 0 {
				k.Failf(w, "%s needs its effects: do: [...]", name)
			}
			for i := range p.Do {
				runner.Verbs.Bind(k, fmt.Sprintf("%s: effect %d", w, i+1), &p.Do[i])
			}
		},
		Resolve: func(s *State, j *kit.Job, p *laterParams) bool {
			if st := wait(s); st != nil {
				sub := kit.NewJob(jobCard, j.Src, int(j.Ctrl), p.Do)
				sub.Objs = slices.Clone(j.Objs)
				sub.Stage = kit.StageResolve
				st.Push(sub)
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *laterParams) float64 { return effectsHint(s, me, j, p.Do) },
		Text: func(p *laterParams) string { return lead + ": " + strings.Join(effectsTexts(p.Do), " ") },
	}
}
