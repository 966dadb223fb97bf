package tftcg

import (
	"fmt"

	"omnideck/carddata"
	"omnideck/engine"
	"omnideck/kit"
)

// verbCodes start each option's code.
var verbCodes = [numVerbs]string{vFlip: "flip", vNoFlip: "no-flip", vAttacker: "attacker", vDefender: "defender",
	vAction: "action", vSecret: "secret", vUpgrade: "upgrade", vEnd: "end", vSwap: "swap", vNoSwap: "no-swap",
	vYes: "yes", vNo: "no", vPay: "pay", vDecline: "decline", vPick: "pick", vNone: "none"}

// code is option o's stable code: its verb, then the handle and name of
// each card it names ("attacker:3:optimus-prime", "upgrade:41:handheld-blaster:3:optimus-prime").
func (s *State) code(o kit.Option) string {
	v := verbCodes[o.Verb]
	for _, h := range [2]uint32{o.A, o.B} {
		if h != 0 {
			v += ":" + s.cardCode(h)
		}
	}
	return v
}

// cardCode is a card in a code: its handle and its name as a code.
func (s *State) cardCode(h uint32) string {
	id := s.byHandle(h)
	if id == kit.NoObj {
		return fmt.Sprint(h)
	}
	return fmt.Sprintf("%d:%s", h, carddata.Code(s.card(id).Name))
}

// label is option o for people.
func (s *State) label(o kit.Option) string {
	id := s.byHandle(o.A)
	switch o.Verb {
	case vFlip:
		c, next := s.card(id), s.nextMode(id)
		where := ""
		if !s.onField(id) {
			where = " in your KO area"
		}
		return fmt.Sprintf("Flip %s%s to %s (%s)", c.FullName(), where, c.modeName(next), c.statsOf(next))
	case vNoFlip:
		return "Flip no character: go on to the attack"
	case vAttacker:
		return fmt.Sprintf("Attack with %s (%s)", s.card(id).FullName(), s.standing(id))
	case vDefender:
		return fmt.Sprintf("Attack %s (%s)", s.card(id).FullName(), s.standing(id))
	case vAction:
		return fmt.Sprintf("Play the Action %s (%s)", s.card(id).FullName(), s.card(id).iconText())
	case vSecret:
		return fmt.Sprintf("Play the Secret Action %s face down (%s)", s.card(id).FullName(), s.card(id).iconText())
	case vUpgrade:
		return fmt.Sprintf("Put %s (%s) on %s", s.card(id).FullName(), s.card(id).battleStats(), s.card(s.byHandle(o.B)).FullName())
	case vEnd:
		return "End your turn"
	case vSwap:
		return fmt.Sprintf("Swap %s from your hand for the flipped %s", s.card(id).FullName(), s.card(s.byHandle(o.B)).FullName())
	case vNoSwap:
		return "Swap no card"
	case vYes, vNo, vPay, vDecline, vPick, vNone:
		return s.askLabel(o)
	}
	return "not an option"
}

// standing is character id now for people: "bot mode, ATK 3 DEF 2, 4
// damage of 10 Health".
func (s *State) standing(id kit.ObjID) string {
	c, i := s.card(id), int(s.obj(id).Counters[cMode])
	return fmt.Sprintf("%s, %s, %d damage of %d Health", c.modeName(i), c.statsOf(i), s.damage(id), c.Health)
}

// ActionCode is player p's option a as a stable code.
func (s *State) ActionCode(p int, a engine.Action) string {
	o, ok := s.find(p, a)
	if !ok {
		return fmt.Sprintf("?%d", uint64(a))
	}
	return s.code(o)
}

// ActionLabel describes player p's option a for people.
func (s *State) ActionLabel(p int, a engine.Action) string {
	o, ok := s.find(p, a)
	if !ok {
		return "not an option"
	}
	return s.label(o)
}

// ParseAction finds player p's option whose code is code.
func (s *State) ParseAction(p int, code string) (engine.Action, error) {
	if s.over || p != s.decider() {
		return 0, fmt.Errorf("%q: %s has nothing to decide now", code, engine.PlayerName(p))
	}
	return kit.Parse(s.options(), code, s.code)
}

// question is what the player deciding is asked, for people.
func (s *State) question() string {
	if s.ask != 0 {
		return s.askQuestion()
	}
	switch s.step {
	case stepMain:
		if !s.rules.basic {
			return "Flip a character, play an Action or an Upgrade, attack, or end your turn."
		}
		return "You may flip one of your characters to its other mode."
	case stepSwap:
		return "You flipped a green icon: you may swap a card from your hand for one of those flipped cards."
	case stepAttacker:
		return "Choose your attacker."
	case stepDefender:
		return fmt.Sprintf("Choose the character %s attacks.", s.card(s.attacker).FullName())
	}
	return ""
}

// phaseNames name the steps for the table view.
var phaseNames = [...]string{stepMain: "main", stepAttacker: "attacker", stepDefender: "defender", stepSwap: "swap", stepOver: "over"}
