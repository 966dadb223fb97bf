package tftcg

import (
	"fmt"
	"slices"

	"omnideck/kit"
)

// The questions abilities ask (jobs.go), as options: whether to use a
// "you may" ability, what pays its cost, and the cards its effects
// choose. Cards are named by handle, so that a choice from a hand is
// that player's alone to see.

// askOptions lists the answers to the question asked now.
func (s *State) askOptions() {
	j := s.jobs.Top()
	switch s.ask {
	case askOrder:
		s.orderOptions(s.asker)
	case askReplace:
		s.replaceOptions()
	case askRoom:
		s.roomOptions()
	case kit.AskOptional:
		s.opts = append(s.opts, kit.Option{Verb: vYes}, kit.Option{Verb: vNo})
	case kit.AskCost:
		s.opts = runner.Paying(s, j).Choices(s, j, s.opts)
	case askPick:
		for _, id := range s.picks {
			switch s.pickKind {
			case pickMode:
				s.opts = append(s.opts, kit.Option{Verb: vFlip, A: s.handle(s.more.flipping), C: uint8(id) + 1})
			case pickOutside:
				s.opts = append(s.opts, kit.Option{Verb: vOutside, A: uint32(id) + 1})
			case pickCount:
				s.opts = append(s.opts, kit.Option{Verb: vCount, C: uint8(id)})
			default:
				s.opts = append(s.opts, kit.Option{Verb: vPick, A: s.handle(id)})
			}
		}
		if s.pickMay {
			s.opts = append(s.opts, kit.Option{Verb: vNone})
		}
	case kit.AskMode:
		_, modes := runner.Modal(j)
		for k := range modes {
			if runner.ModeOpen(s, j, k) {
				s.opts = append(s.opts, kit.Option{Verb: vMode, C: uint8(k + 1)})
			}
		}
	}
}

// modeOption is the label of the mode option o chooses.
func (s *State) modeOption(o kit.Option) string {
	j := s.jobs.Top()
	if j == nil {
		return "?"
	}
	_, modes := runner.Modal(j)
	if k := int(o.C) - 1; k >= 0 && k < len(modes) {
		return modes[k].Label
	}
	return "?"
}

// modeLabel is the label of the k-th mode of the first modal effect of
// card c's text, for the log.
func (s *State) modeLabel(c kit.CardID, k int) string {
	for _, a := range s.defs[c].Abilities {
		for i := range a.Do {
			if modes := verbs.Modes(&a.Do[i]); modes != nil && k < len(modes) {
				return modes[k].Label
			}
		}
	}
	return "?"
}

// askLabel is an answer to an ability's question for people.
func (s *State) askLabel(o kit.Option) string {
	if s.ask == askReplace {
		return s.replaceLabel(o)
	}
	if s.ask == askRoom {
		return s.roomLabel(o)
	}
	switch o.Verb {
	case vOrder:
		return s.orderLabel(o)
	case vFlip:
		return s.modeChoiceLabel(o)
	case vMode:
		return "Choose " + s.modeOption(o)
	case vOutside:
		return s.outsideLabel(o)
	case vCount:
		return s.countLabel(o)
	}
	j := s.jobs.Top()
	src := "the ability"
	if j != nil {
		src = owns(s.card(j.Src).FullName()) + " ability"
	}
	id := s.byHandle(o.A)
	switch o.Verb {
	case vYes:
		return fmt.Sprintf("Use %s: %s", src, s.ability(j).text())
	case vNo:
		return fmt.Sprintf("Do not use %s", src)
	case vPay:
		verb := "Scrap"
		if s.card(id).fights() {
			verb = "KO"
		}
		return fmt.Sprintf("%s %s for %s", verb, s.cardText(id), src)
	case vDecline:
		return fmt.Sprintf("Pay nothing: do not use %s", src)
	case vPick:
		return fmt.Sprintf("Choose %s for %s", s.cardText(id), src)
	case vNone:
		return fmt.Sprintf("Choose nothing for %s", src)
	}
	return "not an option"
}

// cardText names card id for people, with where it is: a character,
// yours or an enemy, with its figures now; an Upgrade with the character
// it is on (and the slot it takes when not its own kind's, so that two
// Weapons on one character are told apart).
func (s *State) cardText(id kit.ObjID) string {
	c, me := s.card(id), s.decider()
	switch {
	case c.fights() && s.onField(id):
		return fmt.Sprintf("%s %s (%s)", whose(me, int(s.obj(id).Owner)), c.FullName(), s.standing(id))
	case c.fights():
		return fmt.Sprintf("%s %s in the KO area", whose(me, int(s.obj(id).Owner)), c.FullName())
	case c.isUpgrade() && s.on(id) != kit.NoObj:
		on := s.on(id)
		slot := ""
		if n := s.obj(id).Counters[cSlot]; n > 0 {
			slot = fmt.Sprintf(" in its %s slot", capital(upgradeKinds[n-1]))
		}
		return fmt.Sprintf("%s on %s %s%s%s", c.FullName(), whose(me, int(s.obj(on).Owner)), s.card(on).FullName(), slot, s.copyOrder(id))
	case s.obj(id).Zone%numZones == zHand && int(s.obj(id).Owner) != s.decider():
		return fmt.Sprintf("%s from your opponent's hand (%s)", c.FullName(), c.iconText())
	case s.obj(id).Zone%numZones == zHand:
		return fmt.Sprintf("%s from your hand (%s)", c.FullName(), c.iconText())
	case s.obj(id).Zone%numZones == zDeck:
		return fmt.Sprintf("%s, %s (%s)", c.FullName(), s.deckPlace(id), c.iconText())
	case s.obj(id).Zone%numZones == zScrap:
		return fmt.Sprintf("%s from your scrap pile", c.FullName())
	}
	return c.FullName() + s.flipOrder(id)
}

// deckPlace says where card id lies in its deck, for a choice among cards
// looked at from the top (two copies of a card there are two options):
// "the top card of your deck", "the 2nd card from the top of your
// opponent's deck".
func (s *State) deckPlace(id kit.ObjID) string {
	whose := "your"
	if int(s.obj(id).Owner) != s.decider() {
		whose = "your opponent's"
	}
	cards := s.t.Zones[s.obj(id).Zone].Cards
	at := len(cards) - slices.Index(cards, id)
	if at == 1 {
		return "the top card of " + whose + " deck"
	}
	return fmt.Sprintf("the %s card from the top of %s deck", kit.Ordinal(at), whose)
}

// copyOrder tells Upgrade id from copies of it on the same character
// (Cargo Trailers fit three together): " (put on second)"; "" when it
// has none there.
func (s *State) copyOrder(id kit.ObjID) string {
	on, n, at := s.on(id), 0, 0
	for _, u := range s.t.Zones[s.obj(id).Zone].Cards {
		if s.on(u) == on && s.t.Objs[u].Card == s.t.Objs[id].Card {
			n++
			if u == id {
				at = n
			}
		}
	}
	if n < 2 {
		return ""
	}
	return fmt.Sprintf(" (put on %s)", [...]string{"first", "second", "third", "fourth"}[min(at, 4)-1])
}

// askQuestion is the question an ability asks, for people.
func (s *State) askQuestion() string {
	if s.ask == askOrder {
		return "Several of your abilities trigger at once: choose the one that resolves first."
	}
	if s.ask == askReplace {
		return s.replaceQuestion()
	}
	if s.ask == askRoom {
		return s.roomQuestion()
	}
	j := s.jobs.Top()
	if j == nil {
		return ""
	}
	name := s.card(j.Src).FullName()
	switch s.ask {
	case kit.AskOptional:
		return fmt.Sprintf("%s: you may use this ability.", name)
	case kit.AskCost:
		return fmt.Sprintf("%s: choose what to pay for this ability.", name)
	case askPick:
		what := [...]string{pickCharacter: "a character", pickHand: "a card from your hand", pickScrap: "a card from your scrap pile",
			pickUpgrade: "an Upgrade", pickPlay: "a card to play", pickDeck: "the top card of your deck",
			pickTheirHand: "a card from your opponent's hand", pickKeep: "a card of your hand to keep",
			pickMode: "the mode " + s.card(s.more.flipping).FullName() + " flips to", pickOutside: "a card from outside the game",
			pickFlipped: "a card you flipped", pickCount: "how many", pickPutBack: "the card to go on top of your deck next, under those chosen before",
			pickBounty: "a card with a Bounty"}[s.pickKind]
		return fmt.Sprintf("%s: choose %s (%s).", name, what, verbs.Text(&j.Effects[j.PC]))
	case kit.AskMode:
		return fmt.Sprintf("%s: choose one.", name)
	}
	return ""
}

// askHint values an answer to an ability's question for player p, for
// the heuristic agent: an ability to resolve first by what its effects
// do now.
func (s *State) askHint(p int, o kit.Option) float64 {
	if s.ask == askReplace {
		return s.replaceHint(p, o)
	}
	if s.ask == askRoom {
		return s.roomHint(p, o)
	}
	if o.Verb == vOrder {
		v := 0.0
		if i := s.waitingFor(o); i >= 0 {
			j := &s.waiting.Jobs[i]
			for e := range j.Effects {
				v += verbs.Hint(s, p, j, &j.Effects[e])
			}
		}
		return v
	}
	j := s.jobs.Top()
	if j == nil {
		return 0
	}
	switch o.Verb {
	case vYes:
		v := 0.0
		for i := range j.Effects {
			v += verbs.Hint(s, p, j, &j.Effects[i])
		}
		return v
	case vNo, vDecline, vNone:
		return 0
	case vPay:
		v := 0.0
		for i := range j.Effects {
			v += verbs.Hint(s, p, j, &j.Effects[i])
		}
		id := s.byHandle(o.A)
		if s.card(id).fights() {
			return v - s.charWorth(id)
		}
		return v - s.cardWorth(id)
	case vPick:
		if v, ok := verbs.Aim(s, p, j, &j.Effects[j.PC], kit.CardTarget(s.byHandle(o.A))); ok {
			return v
		}
	case vFlip:
		id := s.byHandle(o.A)
		return s.signed(p, id, s.flipGainTo(int(s.obj(id).Owner), id, int(o.C)-1))
	case vOutside:
		return s.outsideHint(p, kit.CardID(o.A-1))
	case vCount:
		return s.countHint(p, j, int(o.C))
	case vMode:
		_, modes := runner.Modal(j)
		v := 0.0
		if k := int(o.C) - 1; k < len(modes) {
			for i := range modes[k].Effects {
				v += verbs.Hint(s, p, j, &modes[k].Effects[i])
			}
		}
		return v
	}
	return 0
}

// charWorth is what character id is worth to its player, for the
// heuristic agent: its stars, less its damage's share of its Health.
func (s *State) charWorth(id kit.ObjID) float64 {
	c := s.card(id)
	if c.Health == 0 {
		return float64(c.Stars)
	}
	return float64(c.Stars) * (1 - 0.5*float64(s.damage(id))/float64(c.Health))
}

// orderLabel is the choice of a waiting ability to resolve first, for
// people: the card, the character an Upgrade is on, the card the ability
// is about, and its text.
func (s *State) orderLabel(o kit.Option) string {
	i := s.waitingFor(o)
	if i < 0 {
		return "not an option"
	}
	j := &s.waiting.Jobs[i]
	c := s.card(j.Src)
	src := c.FullName()
	if on := s.on(j.Src); c.isUpgrade() && on != kit.NoObj {
		src += " on " + whose(s.asker, int(s.obj(on).Owner)) + " " + s.card(on).FullName()
	}
	about := ""
	if o.B != 0 {
		about = " (for " + s.card(s.byHandle(o.B)).FullName() + ")"
	}
	text := "?"
	if a := s.ability(j); a != nil {
		text = a.text()
	}
	return fmt.Sprintf("Resolve first the ability of %s%s: %s", src, about, text)
}
