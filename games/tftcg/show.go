package tftcg

import (
	"fmt"
	"strings"

	"omnideck/kit"
)

// A character as people see it in the table, in labels and in the log:
// its figures now (Attack and Defense with its Upgrades, static abilities
// and boosts, the Health it has left, the keywords in force), its printed
// figures beside them when they differ, and the traits card text asks
// about. The catalog (catalog.go) gives the printed card.

// figures are a character's numbers as people read them: Attack,
// Defense, Health (left, or printed), the number keywords, and the
// keywords without a number.
type figures struct {
	atk, def, health    int
	bold, tough, pierce int
	stealth, brave      bool
}

// String is the figures as a stat line: "ATK 6 DEF 2 Health 4", then the
// keywords in force: ", Bold 1, Pierce 3, Stealth".
func (f figures) String() string {
	s := fmt.Sprintf("ATK %d DEF %d Health %d", f.atk, f.def, f.health)
	for _, k := range [...]struct {
		name string
		n    int
	}{{"Bold", f.bold}, {"Tough", f.tough}, {"Pierce", f.pierce}} {
		if k.n > 0 {
			s += fmt.Sprintf(", %s %d", k.name, k.n)
		}
	}
	if f.stealth {
		s += ", Stealth"
	}
	if f.brave {
		s += ", Brave"
	}
	return s
}

// fight is the figures' Attack and Defense alone: "ATK 6 DEF 2".
func (f figures) fight() string { return fmt.Sprintf("ATK %d DEF %d", f.atk, f.def) }

// now are character id's figures now: in the basic version, its mode's
// printed Attack and Defense (card text and Upgrades are not in force);
// in the KO area, where nothing touches it, its printed ones.
func (s *State) now(id kit.ObjID) figures {
	if !s.onField(id) {
		return s.printed(s.card(id), int(s.obj(id).Counters[cMode]))
	}
	m := s.mode(id)
	f := figures{atk: s.attackOf(id), def: s.defenseOf(id), health: max(s.health(id)-s.damage(id), 0)}
	if !s.rules.basic {
		f.bold, f.tough, f.pierce = s.stat(id, statBold), s.stat(id, statTough), s.stat(id, statPierce)
		f.stealth, f.brave = m.Stealth, m.Brave
	}
	return f
}

// printed are the figures mode i of character c prints: Attack, Defense,
// Health and, in the standard game, its keywords.
func (s *State) printed(c *Card, i int) figures {
	m := &c.Modes[i]
	f := figures{atk: m.Attack, def: m.Defense, health: c.Health}
	if !s.rules.basic {
		f.bold, f.tough, f.pierce, f.stealth, f.brave = m.Bold, m.Tough, m.Pierce, m.Stealth, m.Brave
	}
	return f
}

// stats are character id's stat line now, and the printed one of its
// face-up mode when the two differ ("" when they do not).
func (s *State) stats(id kit.ObjID) (now, printed string) {
	now = s.now(id).String()
	if p := s.printed(s.card(id), int(s.obj(id).Counters[cMode])).String(); p != now {
		printed = p
	}
	return now, printed
}

// after are character id's figures once flipped to mode i: worked out
// with the mode turned, then turned back.
func (s *State) after(id kit.ObjID, i int) figures {
	o := s.obj(id)
	old := o.Counters[cMode]
	o.Counters[cMode] = int16(i)
	f := s.now(id)
	o.Counters[cMode] = old
	return f
}

// traits are the traits of character id that card text asks about, as
// its face-up mode shows them: the vehicle traits (Car, Tank, Plane...)
// are the alt mode's (Wave-1.xml#38), named in bot mode as a fact of the
// card's other mode, which card text does not count. "Car, Melee,
// Leader"; "Melee, Leader; Car in alt mode".
func (s *State) traits(id kit.ObjID) string {
	c := s.card(id)
	own := append(append([]string{}, c.Traits...), c.Tribe...)
	if len(c.AltTraits) == 0 {
		return strings.Join(own, ", ")
	}
	mi := int(s.obj(id).Counters[cMode])
	if v := c.vehicleTraits(mi); len(v) > 0 {
		return strings.Join(append(append([]string{}, v...), own...), ", ")
	}
	var alts []string
	for i := range c.Modes {
		if v := c.vehicleTraits(i); len(v) > 0 {
			alts = append(alts, strings.Join(v, ", ")+" in "+c.modeName(i))
		}
	}
	vehicle := strings.Join(alts, ", ")
	switch {
	case len(own) == 0:
		return vehicle
	case vehicle == "": // no mode with a vehicle's traits (a Battle Master's)
		return strings.Join(own, ", ")
	}
	return strings.Join(own, ", ") + "; " + vehicle
}

// charLine is character id at a glance, for a choice between
// characters: "ATK 3 DEF 2 Health 9 · alt mode · Car, Melee, Leader ·
// tapped".
func (s *State) charLine(id kit.ObjID) string {
	parts := []string{s.now(id).String(), s.card(id).modeName(int(s.obj(id).Counters[cMode]))}
	if t := s.traits(id); t != "" {
		parts = append(parts, t)
	}
	if s.tapped(id) {
		parts = append(parts, "tapped")
	}
	return strings.Join(parts, " · ")
}

// owns is the possessive of a card's name: "Optimus Prime's", "Drill
// Arms'".
func owns(name string) string {
	if strings.HasSuffix(name, "s") {
		return name + "'"
	}
	return name + "'s"
}

// whose is a character of player q as player p names it: "your" or
// "enemy".
func whose(p, q int) string {
	if p == q {
		return "your"
	}
	return "enemy"
}
