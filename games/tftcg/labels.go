package tftcg

import (
	"fmt"
	"strings"

	"omnideck/carddata"
	"omnideck/engine"
	"omnideck/kit"
)

// verbCodes start each option's code. An option that declines to act
// (flip no character, swap none, do not use an ability, pay nothing,
// choose nothing) is "pass", as in every game.
var verbCodes = [numVerbs]string{vFlip: "flip", vNoFlip: "pass", vAttacker: "attacker", vDefender: "defender",
	vAction: "action", vSecret: "secret", vUpgrade: "upgrade", vEnd: "end", vSwap: "swap", vNoSwap: "pass",
	vYes: "yes", vNo: "pass", vPay: "pay", vDecline: "pass", vPick: "pick", vNone: "pass", vBack: "back", vOrder: "first",
	vMode: "mode", vOutside: "outside", vCount: "count", vTap: "tap"}

// code is option o's stable code: its verb, then the handle and name of
// each card it names ("attacker:3:optimus-prime-autobot-leader",
// "upgrade:41:handheld-blaster:3:optimus-prime-autobot-leader").
func (s *State) code(o kit.Option) string {
	v := verbCodes[o.Verb]
	switch o.Verb {
	case vMode:
		return v + ":" + carddata.Code(s.modeOption(o))
	case vOutside:
		return v + ":" + s.defs[o.A-1].code
	case vCount:
		return fmt.Sprintf("%s:%d", v, o.C)
	case vTap:
		return s.tapCode(o)
	case vFlip:
		if o.C > 0 { // a triple changer's mode
			return v + ":" + s.cardCode(o.A) + ":" + s.card(s.byHandle(o.A)).Modes[o.C-1].Mode
		}
	}
	for _, h := range [2]uint32{o.A, o.B} {
		if h != 0 {
			v += ":" + s.cardCode(h)
		}
	}
	if o.Verb == vOrder && o.C > 1 {
		v += fmt.Sprintf(":%d", o.C) // the card's second ability, or later
	}
	return v
}

// cardCode is a card in a code: its handle and its full name as a code,
// title and subtitle, so that two cards of one title read apart
// ("7:bumblebee-brave-warrior", "30:decepticons-attack").
func (s *State) cardCode(h uint32) string {
	id := s.byHandle(h)
	if id == kit.NoObj {
		return fmt.Sprint(h)
	}
	return fmt.Sprintf("%d:%s", h, s.card(id).code)
}

// label is option o for people, with the figures of the characters it
// names as they stand now.
func (s *State) label(o kit.Option) string {
	id := s.byHandle(o.A)
	switch o.Verb {
	case vFlip:
		if s.ask != 0 {
			return s.askLabel(o)
		}
		c, next := s.card(id), s.flipMode(o)
		where := ""
		if !s.onField(id) {
			where = " in your KO area"
		}
		return fmt.Sprintf("Flip %s%s to %s (%s)", c.FullName(), where, c.modeName(next), s.after(id, next))
	case vNoFlip:
		return "Flip no character: go on to the attack"
	case vAttacker:
		return fmt.Sprintf("Attack with %s (%s)", s.card(id).FullName(), s.standing(id))
	case vDefender:
		return fmt.Sprintf("Attack %s (%s)", s.card(id).FullName(), s.standing(id))
	case vAction:
		return fmt.Sprintf("Play the Action %s%s (%s)", s.card(id).FullName(), s.topPlace(id), s.card(id).iconText())
	case vSecret:
		return fmt.Sprintf("Play the Secret Action %s%s face down (%s)", s.card(id).FullName(), s.topPlace(id), s.card(id).iconText())
	case vUpgrade:
		on := s.byHandle(o.B)
		if on == kit.NoObj {
			return fmt.Sprintf("Put %s (%s) on one of your characters", s.card(id).FullName(), s.card(id).battleStats())
		}
		if s.step == stepUpgradeOn {
			return fmt.Sprintf("Put %s on %s (%s)", s.card(id).FullName(), s.card(on).FullName(), s.upgradeChange(id, on))
		}
		return fmt.Sprintf("Put %s%s (%s) on %s (%s)", s.card(id).FullName(), s.topPlace(id), s.card(id).battleStats(), s.card(on).FullName(), s.upgradeChange(id, on))
	case vBack:
		return fmt.Sprintf("Choose another card (%s goes back to your hand)", s.card(s.playing).FullName())
	case vEnd:
		return "End your turn"
	case vSwap:
		return fmt.Sprintf("Swap %s from your hand for the flipped %s", s.card(id).FullName(), s.card(s.byHandle(o.B)).FullName())
	case vNoSwap:
		return "Swap no card"
	case vTap:
		return s.tapLabel(o)
	case vYes, vNo, vPay, vDecline, vPick, vNone, vOrder, vMode, vOutside, vCount:
		return s.askLabel(o)
	}
	return "not an option"
}

// detail is what a person needs beside option o's label to choose, where
// the stat lines of its cards would not say it (engine.TableOption): the
// text of the mode a flip turns to, of an attacker's or defender's mode,
// of a card to play; the character an Upgrade being played would go on;
// "" when there is none.
func (s *State) detail(o kit.Option) string {
	id := s.byHandle(o.A)
	if id == kit.NoObj {
		return ""
	}
	c := s.card(id)
	switch o.Verb {
	case vFlip:
		if o.C > 0 {
			return c.Modes[o.C-1].Text
		}
		return c.Modes[s.nextMode(id)].Text
	case vAttacker, vDefender, vTap:
		return s.mode(id).Text
	case vUpgrade:
		if on := s.byHandle(o.B); on != kit.NoObj && s.step == stepUpgradeOn {
			return s.charLine(on) // the card's text was the question before
		}
		return c.Text
	case vAction, vSecret:
		return c.Text
	case vPick, vPay:
		if !c.fights() && s.t.Identifies(s.decider(), id) {
			return c.Text
		}
	}
	return ""
}

// upgradeChange is what putting Upgrade u on character on does to its
// figures, by the Upgrades' printed bonuses ("ATK 4 → 6"), and the
// Upgrades it replaces ("replacing Handheld Blaster"); the figures as
// they stand ("ATK 4 DEF 2") when the bonuses change nothing, or when its
// player will choose the Upgrade it replaces (room.go).
func (s *State) upgradeChange(u, on kit.ObjID) string {
	f := s.now(on)
	if choice := s.roomChoicesFor(u, on); len(choice) > 0 {
		names := make([]string, len(choice))
		for i, x := range choice {
			names[i] = s.card(x).FullName()
		}
		return f.fight() + ", replacing your choice of " + strings.Join(names, " or ")
	}
	var room [4]kit.ObjID
	_, out := s.ousted(u, on, room[:0])
	atk, def := f.atk+s.card(u).AttackBonus, f.def+s.card(u).DefenseBonus
	names := make([]string, len(out))
	for i, x := range out {
		atk, def = atk-s.card(x).AttackBonus, def-s.card(x).DefenseBonus
		names[i] = s.card(x).FullName()
	}
	var changes []string
	if atk != f.atk {
		changes = append(changes, fmt.Sprintf("ATK %d → %d", f.atk, atk))
	}
	if def != f.def {
		changes = append(changes, fmt.Sprintf("DEF %d → %d", f.def, def))
	}
	text := f.fight()
	if len(changes) > 0 {
		text = strings.Join(changes, ", ")
	}
	if len(names) > 0 {
		text += ", replacing " + strings.Join(names, " and ")
	}
	return text
}

// standing is character id now for people: "bot mode, ATK 6 DEF 2 Health
// 4".
func (s *State) standing(id kit.ObjID) string {
	return fmt.Sprintf("%s, %s", s.card(id).modeName(int(s.obj(id).Counters[cMode])), s.now(id))
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
			return s.mainPrompt()
		}
		return "You may flip one of your characters to its other mode."
	case stepSwap:
		return "You flipped a green icon: you may swap a card from your hand for one of those flipped cards."
	case stepAttacker:
		return "Choose your attacker."
	case stepDefender:
		return fmt.Sprintf("Choose the character %s attacks.", s.card(s.attacker).FullName())
	case stepUpgradeOn:
		c := s.card(s.playing)
		return fmt.Sprintf("Put %s (%s) on which of your characters?", c.FullName(), c.battleStats())
	}
	return ""
}

// mainPrompt is the main question of the standard game's turn, as its
// options make it: "Flip a character, play a card, attack or end your
// turn."
func (s *State) mainPrompt() string {
	var has [numVerbs]bool
	for _, o := range s.options() {
		has[o.Verb] = true
	}
	var parts []string
	for _, p := range [...]struct {
		on   bool
		text string
	}{{has[vFlip], "flip a character"}, {has[vAction] || has[vSecret] || has[vUpgrade], "play a card"},
		{has[vTap], "use a Tap ability"}, {has[vAttacker], "attack"}, {has[vEnd], "end your turn"}} {
		if p.on {
			parts = append(parts, p.text)
		}
	}
	switch {
	case len(parts) == 0:
		return ""
	case len(parts) == 1 && has[vAttacker]:
		return "Choose your attacker."
	case len(parts) == 1:
		return upperFirst(parts[0]) + "."
	}
	return upperFirst(strings.Join(parts[:len(parts)-1], ", ")+" or "+parts[len(parts)-1]) + "."
}

// phaseNames name the steps for the table view.
var phaseNames = [...]string{stepMain: "main", stepAttacker: "attacker", stepDefender: "defender", stepSwap: "swap", stepOver: "over",
	stepUpgradeOn: "upgrade"}
