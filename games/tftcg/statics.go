package tftcg

import (
	"fmt"

	"omnideck/kit"
)

// Static is a static ability: while its card is in force (a character on
// the battlefield in the mode it is printed on; an Upgrade on a
// character), the characters To names have its stats and keywords, each
// an amount ("pierce: attack" is Pierce equal to this character's
// Attack), as long as If holds. Set stats replace the printed number
// ("This character's ATK is equal to ..."); the others add to it.
type Static struct {
	To      kit.Selector   `yaml:"to"`
	If      *kit.Condition `yaml:"if,omitempty"`
	Attack  *kit.Amount    `yaml:"attack,omitempty"`
	Defense *kit.Amount    `yaml:"defense,omitempty"`
	Bold    *kit.Amount    `yaml:"bold,omitempty"`
	Tough   *kit.Amount    `yaml:"tough,omitempty"`
	Pierce  *kit.Amount    `yaml:"pierce,omitempty"`
	// SetAttack is the Attack the character has instead of its printed
	// one.
	SetAttack *kit.Amount `yaml:"set_attack,omitempty"`
}

// amounts are the static's changes by stat.
func (st *Static) amounts() [numStats]*kit.Amount {
	return [numStats]*kit.Amount{st.Attack, st.Defense, st.Bold, st.Tough, st.Pierce}
}

// check checks the static's selector, condition and amounts.
func (st *Static) check(k *kit.Check, where string) {
	k.Selector(where, &st.To, false)
	if st.To.Chosen() {
		k.FailAt(&st.To, where, "a static ability chooses nothing: to: self, yours, bearer, ...")
	}
	if st.If != nil {
		k.Condition(where+": if", st.If)
	}
	any := st.SetAttack != nil
	for _, a := range st.amounts() {
		if a != nil {
			k.Amount(where, a)
			any = true
		}
	}
	if st.SetAttack != nil {
		k.Amount(where, st.SetAttack)
	}
	if !any {
		k.FailAt(st, where, "a static ability gives attack, defense, bold, tough, pierce or set_attack")
	}
}

// text is the static for people.
func (st *Static) text() string {
	out := ""
	for stat, a := range st.amounts() {
		if a != nil {
			out += fmt.Sprintf(" %s %s", statNames[stat], amountText(a))
		}
	}
	if st.SetAttack != nil {
		out += " Attack equal to " + amountText(st.SetAttack)
	}
	return fmt.Sprintf("%s has%s.", upperFirst(selText(&st.To)), out)
}

// amountText is an amount for people.
func amountText(a *kit.Amount) string {
	switch {
	case a.Of != "":
		return "its " + a.Of
	case a.Per != nil:
		return fmt.Sprintf("%d for each of %s", a.N, selText(a.Per))
	}
	return fmt.Sprintf("%+d", a.N)
}

// staticStat is stat of character id, from base, with every static
// ability in force that touches it.
func (s *State) staticStat(id kit.ObjID, stat uint8, base int) int {
	n := base
	s.eachStatic(func(src kit.ObjID, ctrl int, st *Static) {
		c := kit.Ctx{Src: src, Ctrl: ctrl}
		if !s.staticTouches(st, c, id) {
			return
		}
		if stat == statAttack && st.SetAttack != nil {
			n = st.SetAttack.Eval(s, c) + n - base
		}
		if a := st.amounts()[stat]; a != nil {
			n += a.Eval(s, c)
		}
	})
	return n
}

// eachStatic calls f with each static ability in force, its card and its
// controller: those of the face-up modes of characters on the
// battlefield, and of Upgrades on characters.
func (s *State) eachStatic(f func(src kit.ObjID, ctrl int, st *Static)) {
	for _, g := range s.grants {
		f(g.obj, int(s.obj(g.obj).Owner), g.st)
	}
	for p := range 2 {
		for _, id := range s.team[p] {
			if !s.card(id).static || !s.onField(id) {
				continue
			}
			for i := range s.mode(id).Abilities {
				if st := s.mode(id).Abilities[i].Static; st != nil {
					f(id, p, st)
				}
			}
		}
		for _, u := range s.t.Zones[zone(p, zUpgrade)].Cards {
			if !s.card(u).static {
				continue
			}
			for i := range s.card(u).Abilities {
				if st := s.card(u).Abilities[i].Static; st != nil {
					f(u, p, st)
				}
			}
		}
	}
}

// staticTouches reports whether static st, read from c, is in force and
// touches character id.
func (s *State) staticTouches(st *Static, c kit.Ctx, id kit.ObjID) bool {
	return s.touches(&st.To, c, id) && (st.If == nil || st.If.Holds(s, c))
}
