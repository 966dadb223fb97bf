package ben10

import (
	"fmt"
	"strings"

	"omnideck/kit"
)

// The effect verbs of Ben 10's card language, one registry entry each
// (kit.Define): how a card file writes it, its load-time check, what it
// targets, what it does, what it is worth to the heuristic agent, and its
// text. docs/rules/ben10.md lists them for designers.
var verbs *kit.Verbs[*State]

// The parameters of the verbs.
type (
	// toParams is a verb that does something to cards: to selects them.
	toParams struct {
		To kit.Selector `yaml:"to"`
	}
	// lifeParams changes players' Life by Amount.
	lifeParams struct {
		Amount kit.Amount    `yaml:"amount"`
		To     *kit.Selector `yaml:"to,omitempty"`
	}
	drawParams struct {
		Amount kit.Amount `yaml:"amount"`
	}
	bpParams struct {
		To    kit.Selector `yaml:"to"`
		BP    int          `yaml:"bp"`
		Until kit.Duration `yaml:"until,omitempty"`
	}
	grantParams struct {
		To        kit.Selector `yaml:"to"`
		Abilities []string     `yaml:"abilities"`
		Until     kit.Duration `yaml:"until,omitempty"`
	}
	handDiscardParams struct {
		Amount kit.Amount   `yaml:"amount"`
		Who    kit.Selector `yaml:"who"`
	}
	noParams struct{}
)

// battleEffect is the rules' own step of a battle job (battle.go).
var battleEffect kit.Effect

func init() {
	verbs = newVerbs()
	runner = newRunner()
	e, err := verbs.Make("battle", &noParams{})
	if err != nil {
		panic(err)
	}
	battleEffect = e
	battleEffects = []kit.Effect{battleEffect}
}

func newVerbs() *kit.Verbs[*State] {
	r := &kit.Verbs[*State]{}
	must := func(err error) {
		if err != nil {
			panic(err)
		}
	}
	to := func(p *toParams) *kit.Selector { return &p.To }
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "damage", Doc: "deal one damage to Character cards (a healthy one is injured, an injured one discarded): {to: selector}",
		Check: func(k *kit.Check, w string, p *toParams) { checkChars(k, w, &p.To) }, Target: to,
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			for _, t := range s.collect(j, &p.To) {
				s.damage(t.Obj(), causeEffect, j.Src)
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *toParams) float64 { return s.valueOver(me, j, &p.To, s.harm) },
		Text: func(p *toParams) string { return "Deal 1 damage to " + selText(&p.To) + "." },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "discard", Doc: "discard Character cards (both cards of a transformed pair) or Set cards: {to: selector}",
		Check: func(k *kit.Check, w string, p *toParams) { checkCards(k, w, &p.To) }, Target: to,
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			for _, t := range s.collect(j, &p.To) {
				id := t.Obj()
				if s.isSet(id) {
					s.logf(evDiscard, s.ctrl(id), s.ref(id), 0)
					s.toDiscard(id)
				} else {
					s.discardCharacter(id)
				}
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *toParams) float64 {
			return s.valueOver(me, j, &p.To, func(me int, t kit.Target) float64 { return 2 * s.harm(me, t) })
		},
		Text: func(p *toParams) string { return "Discard " + selText(&p.To) + "." },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "heal", Doc: "return injured Character cards to healthy; a transformed pair is healed and its transformation ends: {to: selector}",
		Check: func(k *kit.Check, w string, p *toParams) { checkChars(k, w, &p.To) }, Target: to,
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			for _, t := range s.collect(j, &p.To) {
				s.heal(t.Obj())
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *toParams) float64 { return s.valueOver(me, j, &p.To, s.healValue) },
		Text: func(p *toParams) string { return "Heal " + selText(&p.To) + "." },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "set_back", Doc: "set Character cards back to Set cards, face down where they are (a transformed pair: transform.go): {to: selector}",
		Check: func(k *kit.Check, w string, p *toParams) { checkChars(k, w, &p.To) }, Target: to,
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			if j.Step == 0 {
				j.Objs = j.Objs[:0]
				for _, t := range s.collect(j, &p.To) {
					j.Objs = append(j.Objs, t.Obj())
				}
				j.Step = 1
			}
			for int(j.Step)-1 < len(j.Objs) {
				id := j.Objs[j.Step-1]
				if !s.inPlay(id) {
					j.Step++
					continue
				}
				if !s.setBack(id, int(j.Ctrl)) {
					return false
				}
				j.Step++
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *toParams) float64 {
			return s.valueOver(me, j, &p.To, func(me int, t kit.Target) float64 { return 1.5 * s.harm(me, t) })
		},
		Text: func(p *toParams) string { return "Set " + selText(&p.To) + " back to a Set card." },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "return_to_hand", Doc: "return Character cards to their owners' hands (both cards of a transformed pair): {to: selector}",
		Check: func(k *kit.Check, w string, p *toParams) { checkChars(k, w, &p.To) }, Target: to,
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			for _, t := range s.collect(j, &p.To) {
				s.returnToHand(t.Obj())
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *toParams) float64 {
			return s.valueOver(me, j, &p.To, func(me int, t kit.Target) float64 { return 1.5 * s.harm(me, t) })
		},
		Text: func(p *toParams) string { return "Return " + selText(&p.To) + " to its owner's hand." },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "move", Doc: "move Character cards to a free place of their other area; they do not count as having moved: {to: selector}",
		Check: func(k *kit.Check, w string, p *toParams) { checkChars(k, w, &p.To) }, Target: to,
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			for _, t := range s.collect(j, &p.To) {
				s.moveByEffect(t.Obj())
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *toParams) float64 {
			return s.valueOver(me, j, &p.To, func(me int, t kit.Target) float64 { return 0.2 })
		},
		Text: func(p *toParams) string { return "Move " + selText(&p.To) + " to its other area." },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, lifeParams]{
		Name: "life_damage", Doc: "players lose Life: {amount: 1000, to: selector of players (default: opponent)}",
		Check:  func(k *kit.Check, w string, p *lifeParams) { checkLife(k, w, p) },
		Target: func(p *lifeParams) *kit.Selector { return p.To },
		Resolve: func(s *State, j *kit.Job, p *lifeParams) bool {
			n := s.amount(j, &p.Amount)
			for _, q := range s.players(j, p.To, false) {
				s.loseLife(q, n, j.Src, causeEffect)
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *lifeParams) float64 {
			n := float64(s.amount(j, &p.Amount)) / 1000
			return s.overPlayers(me, j, p.To, false, func(q int) float64 {
				if q == me {
					return -n
				}
				return n * (1 + 5000/float64(max(500, s.life[q])))
			})
		},
		Text: func(p *lifeParams) string {
			return fmt.Sprintf("%s %s %s Life.", cap1(playerText(p.To, false)), loses(p.To, false), amountText(&p.Amount))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, lifeParams]{
		Name: "gain_life", Doc: "players gain Life, never above 10000: {amount: 1000, to: selector of players (default: you)}",
		Check:  func(k *kit.Check, w string, p *lifeParams) { checkLife(k, w, p) },
		Target: func(p *lifeParams) *kit.Selector { return p.To },
		Resolve: func(s *State, j *kit.Job, p *lifeParams) bool {
			n := s.amount(j, &p.Amount)
			for _, q := range s.players(j, p.To, true) {
				s.gainLife(q, n, j.Src)
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *lifeParams) float64 {
			n := s.amount(j, &p.Amount)
			return s.overPlayers(me, j, p.To, true, func(q int) float64 {
				v := float64(min(n, maxLife-int(s.life[q]))) / 1000
				if q != me {
					return -v
				}
				return v
			})
		},
		Text: func(p *lifeParams) string {
			return fmt.Sprintf("%s %s %s Life.", cap1(playerText(p.To, true)), gains(p.To), amountText(&p.Amount))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, drawParams]{
		Name: "draw", Doc: "you draw cards (from your Transformation deck while you have one): {amount: 2}",
		Check: func(k *kit.Check, w string, p *drawParams) { k.Amount(w, &p.Amount) },
		Resolve: func(s *State, j *kit.Job, p *drawParams) bool {
			s.drawOrLose(int(j.Ctrl), s.amount(j, &p.Amount))
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *drawParams) float64 {
			n := s.amount(j, &p.Amount)
			if int(j.Ctrl) == me && s.deckSize(me)+s.t.Count(zone(me, zTDeck)) <= n {
				return -10
			}
			return 0.6 * float64(n)
		},
		Text: func(p *drawParams) string { return "Draw " + countText(&p.Amount, "card") + "." },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, bpParams]{
		Name: "bp", Doc: "change Character cards' BP: {to: selector, bp: 1000, until: end_of_turn}",
		Check: func(k *kit.Check, w string, p *bpParams) {
			checkChars(k, w, &p.To)
			k.Duration(w, &p.Until)
			if p.BP == 0 {
				k.FailAt(&p.BP, w, "bp: give a change such as 1000 or -500")
			}
		},
		Target: func(p *bpParams) *kit.Selector { return &p.To },
		Resolve: func(s *State, j *kit.Job, p *bpParams) bool {
			for _, t := range s.collect(j, &p.To) {
				s.modify(j, t.Obj(), kit.Modifier{Stat: statBP, N: int32(p.BP), Until: p.Until})
				s.logf(evBP, s.ctrl(t.Obj()), s.ref(t.Obj()), int32(p.BP))
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *bpParams) float64 {
			return s.valueOver(me, j, &p.To, func(me int, t kit.Target) float64 {
				return -s.harm(me, t) * float64(p.BP) / 1500
			})
		},
		Text: func(p *bpParams) string {
			return fmt.Sprintf("%s %s %+d BP%s.", cap1(selText(&p.To)), gets(&p.To), p.BP, untilText(p.Until))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, grantParams]{
		Name: "grant", Doc: "give Character cards abilities: {to: selector, abilities: [flying_attack], until: end_of_turn}",
		Check: func(k *kit.Check, w string, p *grantParams) {
			checkChars(k, w, &p.To)
			k.Duration(w, &p.Until)
			checkAbilities(k, w, p.Abilities)
		},
		Target: func(p *grantParams) *kit.Selector { return &p.To },
		Resolve: func(s *State, j *kit.Job, p *grantParams) bool {
			var bits uint32
			for _, a := range p.Abilities {
				bits |= abilityBits[a]
			}
			for _, t := range s.collect(j, &p.To) {
				s.modify(j, t.Obj(), kit.Modifier{Grant: bits, Until: p.Until})
				s.logf(evGrant, s.ctrl(t.Obj()), s.ref(t.Obj()), 0)
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *grantParams) float64 {
			return s.valueOver(me, j, &p.To, func(me int, t kit.Target) float64 { return -0.8 * s.harm(me, t) })
		},
		Text: func(p *grantParams) string {
			return fmt.Sprintf("%s %s %s%s.", cap1(selText(&p.To)), gets(&p.To), abilitiesText(p.Abilities), untilText(p.Until))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, noParams]{
		Name: "transform", Doc: "you transform one of your in-play [HUMAN] cards into an in-play [ALIEN] of the same area, outside the Transformation phase: transform",
		Resolve: func(s *State, j *kit.Job, _ *noParams) bool {
			if j.Step > 0 {
				return true
			}
			p := int(j.Ctrl)
			n := 0
			var alien, human kit.ObjID
			s.eachPair(p, func(a, h kit.ObjID) { n, alien, human = n+1, a, h })
			switch {
			case n == 1:
				s.transform(alien, human)
			case n > 1:
				j.Step = 1
				s.ask(decision{kind: decPair, player: int8(p)})
				return false
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, _ *noParams) float64 {
			n := 0
			s.eachPair(int(j.Ctrl), func(_, _ kit.ObjID) { n++ })
			if n > 0 && int(j.Ctrl) == me {
				return 3
			}
			return 0
		},
		Text: func(*noParams) string {
			return "Transform one of your [HUMAN] Character cards into one of your [ALIEN] Character cards in the same area."
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, noParams]{
		Name: "cancel", Doc: "a Trick's answer: the Effect card used, or the attack made, that its requirement names does not happen: cancel",
		Resolve: func(s *State, j *kit.Job, _ *noParams) bool {
			if i := int(j.X); i >= 0 && i < s.stack.Len() {
				if a := &s.stack.Jobs[i]; !a.Gone && (a.Kind == jobEffect || a.Kind == jobBattle) {
					a.Gone = true
				}
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, _ *noParams) float64 { return 2 },
		Text: func(*noParams) string { return "Cancel it." },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, handDiscardParams]{
		Name: "discard_from_hand", Doc: "players discard cards of their choice from hand: {amount: 1, who: opponent}",
		Check: func(k *kit.Check, w string, p *handDiscardParams) {
			k.Amount(w, &p.Amount)
			checkPlayers(k, w, &p.Who)
		},
		Target: func(p *handDiscardParams) *kit.Selector { return &p.Who },
		Resolve: func(s *State, j *kit.Job, p *handDiscardParams) bool {
			n := s.amount(j, &p.Amount)
			for _, q := range s.players(j, &p.Who, true) {
				if !s.discardFromHand(j, q, n) {
					return false
				}
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *handDiscardParams) float64 {
			n := float64(s.amount(j, &p.Amount))
			return s.overPlayers(me, j, &p.Who, true, func(q int) float64 {
				if q == me {
					return -0.7 * n
				}
				return 0.7 * min(n, float64(s.handSize(q)))
			})
		},
		Text: func(p *handDiscardParams) string {
			return fmt.Sprintf("%s %s %s of their choice from hand.", cap1(playerText(&p.Who, true)), discards(&p.Who), countText(&p.Amount, "card"))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "appear", Doc: "your Set Character cards appear without paying their Entrance cost (if none of the same name is in play): {to: {target: set_card, controller: you}}",
		Check: func(k *kit.Check, w string, p *toParams) {
			if p.To.Target != "set_card" && p.To.All != "set_card" || p.To.Controller != "you" {
				k.FailAt(&p.To, w, "appear: to picks your Set cards: {target: set_card, controller: you} or {all: set_card, controller: you}")
			}
		},
		Target: to,
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			for _, t := range s.collect(j, &p.To) {
				id := t.Obj()
				if c := s.card(id); s.isSet(id) && c.isCharacter() && !s.sameNameInPlay(s.ctrl(id), c.Name, id) {
					s.t.Turn(id, kit.FaceUp) // face up, so that the log names it
					s.logf(evOpen, s.ctrl(id), s.ref(id), 0)
					s.appear(id)
				}
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *toParams) float64 {
			return s.valueOver(me, j, &p.To, func(me int, t kit.Target) float64 {
				if c := s.card(t.Obj()); c.isCharacter() && s.ctrl(t.Obj()) == me {
					return float64(c.bp(false))/1000 + float64(c.cost())/2
				}
				return 0
			})
		},
		Text: func(p *toParams) string {
			return cap1(selText(&p.To)) + ", if a Character card, appears without paying its Entrance cost."
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, noParams]{
		Name: "battle", Doc: "the rules' own step of a battle", Internal: true,
		Resolve: func(s *State, j *kit.Job, _ *noParams) bool { return s.battle(j) },
		Hint:    func(*State, int, *kit.Job, *noParams) float64 { return 0 },
		Text:    func(*noParams) string { return "Battle." },
	}))
	return r
}

// collect is what effect j.PC touches now through sel (kit.Runner.Touch):
// the chosen targets still legal, or every match.
// The list is the state's own (s.touched), good until the next collect.
func (s *State) collect(j *kit.Job, sel *kit.Selector) []kit.Target {
	s.touched = s.touched[:0]
	runner.Touch(s, j, int(j.PC), sel, func(t kit.Target) bool {
		s.touched = append(s.touched, t)
		return true
	})
	return s.touched
}

// players are the players a player selector touches for job j: the
// chosen or selected ones, or by default you (you true) or the opponent.
func (s *State) players(j *kit.Job, sel *kit.Selector, you bool) []int {
	if sel == nil {
		if you {
			return append(s.seats[:0], int(j.Ctrl))
		}
		return append(s.seats[:0], opponent(int(j.Ctrl)))
	}
	out := s.seats[:0]
	for _, t := range s.collect(j, sel) {
		if t.IsPlayer() {
			out = append(out, t.Player())
		}
	}
	return out
}

// amount evaluates an amount for job j.
func (s *State) amount(j *kit.Job, a *kit.Amount) int {
	c := kit.JobCtx(j)
	return max(0, a.Eval(s, c))
}

// modify adds a modifier from job j to card id.
func (s *State) modify(j *kit.Job, id kit.ObjID, m kit.Modifier) {
	m.Obj, m.Source, m.Ctrl, m.Turn = id, j.Src, j.Ctrl, int32(s.turn)
	s.mods.Add(m)
}

// heal heals Character id: an injured card is made healthy; a transformed
// pair has both cards healed and its transformation ends (Transformation
// phase: heal applies to both cards and cancels the transformation).
func (s *State) heal(id kit.ObjID) {
	o := s.obj(id)
	if o.Under == kit.NoObj {
		if o.Has(flInjured) {
			o.Set(flInjured, false)
			s.logf(evHeal, s.ctrl(id), s.ref(id), 0)
		}
		return
	}
	for _, c := range [2]kit.ObjID{id, o.Under} {
		if s.obj(c).Has(flInjured) {
			s.obj(c).Set(flInjured, false)
			s.logf(evHeal, s.ctrl(id), s.ref(c), 0)
		}
	}
	s.untransform(id, false)
}

// returnToHand returns Character id to its owner's hand; a transformed
// pair returns both cards and its Transformation deck is discarded.
func (s *State) returnToHand(id kit.ObjID) {
	o := s.obj(id)
	if human := o.Under; human != kit.NoObj {
		s.discardTDeck(s.ctrl(id))
		s.logf(evReturn, s.ctrl(id), s.ref(human), 0)
		s.toHand(human)
	}
	s.logf(evReturn, s.ctrl(id), s.ref(id), 0)
	s.toHand(id)
}

// moveByEffect moves Character id to a free place of its other area, if
// there is one. It does not count as having moved (Move phase).
func (s *State) moveByEffect(id kit.ObjID) {
	a := s.areaOf(id)
	to := areaZone(s.ctrl(id), 1-a)
	if s.t.FreeSlot(to) < 0 {
		return
	}
	s.t.Place(id, to, -1, kit.FaceUp)
	s.logf(evMove, s.ctrl(id), s.ref(id), int32(1-a))
}

// discardFromHand makes player q discard n cards of their choice from
// hand for job j, one at a time (j.Step counts them); false while it
// waits on q. With no more cards than are left to discard there is no
// choice.
func (s *State) discardFromHand(j *kit.Job, q, n int) bool {
	for int(j.Step) < n && s.handSize(q) > 0 {
		if s.handSize(q) > n-int(j.Step) {
			s.ask(decision{kind: decHandDiscard, player: int8(q)})
			return false
		}
		id := s.t.Top(zone(q, zHand))
		s.toDiscard(id)
		s.logf(evHandDiscard, q, s.ref(id), 0)
		j.Step++
	}
	return true
}

// The load-time checks of the verbs' selectors.

// checkChars checks a selector of Character cards.
func checkChars(k *kit.Check, w string, sel *kit.Selector) {
	k.Selector(w, sel, true)
	for _, noun := range []*string{&sel.Target, &sel.All} {
		if *noun != "" && *noun != "character" {
			k.FailAt(noun, w, "%q: this verb acts on Character cards: target: character or all: character", *noun)
		}
	}
	if sel.You || sel.Opponent || sel.Event == "player" {
		k.FailAt(sel, w, "this verb acts on Character cards, not players")
	}
}

// checkCards checks a selector of Character or Set cards.
func checkCards(k *kit.Check, w string, sel *kit.Selector) {
	k.Selector(w, sel, true)
	for _, noun := range []*string{&sel.Target, &sel.All} {
		if *noun == "player" || *noun == "any" {
			k.FailAt(noun, w, "%q: this verb acts on cards: character, set_card or card", *noun)
		}
	}
	if sel.You || sel.Opponent || sel.Event == "player" {
		k.FailAt(sel, w, "this verb acts on cards, not players")
	}
}

// checkPlayers checks a selector of players.
func checkPlayers(k *kit.Check, w string, sel *kit.Selector) {
	k.Selector(w, sel, true)
	switch {
	case sel.You, sel.Opponent, sel.Event == "player", sel.Target == "player", sel.All == "player":
	default:
		k.FailAt(sel, w, "this selector picks players: you, opponent, {target: player}, {all: player} or {event: player}")
	}
}

func checkLife(k *kit.Check, w string, p *lifeParams) {
	k.Amount(w, &p.Amount)
	if p.To != nil {
		checkPlayers(k, w, p.To)
	}
}

// checkAbilities checks ability names.
func checkAbilities(k *kit.Check, w string, names []string) {
	if len(names) == 0 {
		k.Failf(w, "abilities: name at least one (flying_attack)")
	}
	for i := range names {
		if _, ok := abilityBits[names[i]]; !ok {
			k.FailAt(&names[i], w, "ability %q is not one of: flying_attack", names[i])
		}
	}
}

// cap1 capitalises the first letter.
func cap1(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
