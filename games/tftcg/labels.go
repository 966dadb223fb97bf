package tftcg

import (
	"fmt"

	"omnideck/carddata"
	"omnideck/engine"
	"omnideck/kit"
)

// verbCodes start each option's code.
var verbCodes = [numVerbs]string{vFlip: "flip", vNoFlip: "no-flip", vAttacker: "attacker", vDefender: "defender"}

// code is option o's stable code: its verb, and the handle and name of
// the character it names ("attacker:3:optimus-prime").
func (s *State) code(o kit.Option) string {
	v := verbCodes[o.Verb]
	if o.A == 0 {
		return v
	}
	id := s.byHandle(o.A)
	if id == kit.NoObj {
		return fmt.Sprintf("%s:%d", v, o.A)
	}
	return fmt.Sprintf("%s:%d:%s", v, o.A, carddata.Code(s.card(id).Name))
}

// label is option o for people.
func (s *State) label(o kit.Option) string {
	id := s.byHandle(o.A)
	switch o.Verb {
	case vFlip:
		c := s.card(id)
		next := 0
		if s.mode(id).Mode != ModeBot {
			next = max(c.modeIndex(ModeBot), 0)
		}
		return fmt.Sprintf("Flip %s to %s (%s)", c.FullName(), c.modeName(next), c.statsOf(next))
	case vNoFlip:
		return "Flip no character: go on to the attack"
	case vAttacker:
		return fmt.Sprintf("Attack with %s (%s)", s.card(id).FullName(), s.standing(id))
	case vDefender:
		return fmt.Sprintf("Attack %s (%s)", s.card(id).FullName(), s.standing(id))
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
	if s.over || p != s.active {
		return 0, fmt.Errorf("%q: %s has nothing to decide now", code, engine.PlayerName(p))
	}
	return kit.Parse(s.options(), code, s.code)
}

// question is what the player deciding is asked, for people.
func (s *State) question() string {
	switch s.step {
	case stepMain:
		return "You may flip one of your characters to its other mode."
	case stepAttacker:
		return "Choose your attacker."
	case stepDefender:
		return fmt.Sprintf("Choose the character %s attacks.", s.card(s.attacker).FullName())
	}
	return ""
}

// phaseNames name the steps for the table view.
var phaseNames = [...]string{stepMain: "flip", stepAttacker: "attacker", stepDefender: "defender", stepOver: "over"}
