package tftcg

import (
	"fmt"

	"omnideck/kit"
)

// Triple changers (Wave-2-3.xml#3, #4): a character with a bot mode and two
// alt modes starts in alt mode 1 and flips to either of its two other
// modes, its owner choosing. The turn's flip offers one option for each
// mode (kit.Option.C: the mode's index + 1); an effect that flips one
// asks its owner which mode, among those the effect allows ("to alt
// mode": either alt mode from bot mode, or from one alt mode the other,
// or none).

// flipOptions lists the turn's flip options of character id: one, or one
// for each other mode of a triple changer.
func (s *State) flipOptions(id kit.ObjID) {
	c := s.card(id)
	if len(c.Modes) < 3 {
		s.opts = append(s.opts, kit.Option{Verb: vFlip, A: s.handle(id)})
		return
	}
	cur := int(s.obj(id).Counters[cMode])
	for i := range c.Modes {
		if i != cur {
			s.opts = append(s.opts, kit.Option{Verb: vFlip, A: s.handle(id), C: uint8(i + 1)})
		}
	}
}

// flipMode is the mode flip option o turns its character to.
func (s *State) flipMode(o kit.Option) int {
	if o.C > 0 {
		return int(o.C) - 1
	}
	return s.nextMode(s.byHandle(o.A))
}

// The modes an effect may flip a character to (flipParams.Mode).
const (
	flipAny = ""
	flipAlt = ModeAlt
	flipBot = ModeBot
)

// flipModes appends to buf the modes character id may flip to by an
// effect that flips it to want ("" for its other mode, or either other
// mode of a triple changer; alt; bot), and reports whether flipping is
// optional: "to alt mode" from one alt mode of a triple changer may leave
// it there (Wave-2-3.xml#4).
func (s *State) flipModes(id kit.ObjID, want string, buf []int) ([]int, bool) {
	c := s.card(id)
	if !c.canFlip() {
		return buf, false // a combined form, a Battle Master: it does not flip
	}
	cur := int(s.obj(id).Counters[cMode])
	if want == flipAny && len(c.Modes) < 3 {
		return append(buf, s.nextMode(id)), false
	}
	for i, m := range c.Modes {
		switch {
		case i == cur:
		case want == flipAlt && m.Mode != ModeAlt && m.Mode != ModeAlt2:
		case want == flipBot && m.Mode != ModeBot:
		default:
			buf = append(buf, i)
		}
	}
	return buf, want == flipAlt && c.Modes[cur].Mode != ModeBot && len(buf) > 0
}

// flipParams flip characters to another mode: any other (a triple
// changer's owner chooses which), or one of Mode's.
type flipParams struct {
	To   kit.Selector `yaml:"to"`
	Mode string       `yaml:"mode,omitempty"`
}

// flipChars flips each character sel names for effect j.PC of job j to
// a mode want allows, asking each triple changer's owner which one; it
// reports false while it waits for an answer. The characters are found
// first (j.Vals[0] their number, then the characters), then flipped one
// at a time (j.Step counts them).
func (s *State) flipChars(j *kit.Job, sel *kit.Selector, want string) bool {
	if len(j.Vals) == 0 {
		var got [teamRoom]kit.ObjID
		n := 0
		if !s.touch(j, sel, pickCharacter, func(id kit.ObjID) {
			if n < len(got) {
				got[n] = id
				n++
			}
		}) {
			return false
		}
		j.Vals = append(j.Vals, int32(n))
		for _, id := range got[:n] {
			j.Vals = append(j.Vals, int32(id))
		}
		j.Step = 0
	}
	for int(j.Step) < int(j.Vals[0]) {
		id := kit.ObjID(j.Vals[1+j.Step])
		var room [3]int
		modes, may := s.flipModes(id, want, room[:0])
		if !s.canFlipHere(id) || len(modes) == 0 {
			j.Step++
			continue
		}
		next := modes[0]
		if len(modes) > 1 || may {
			var cands [3]kit.ObjID
			for i, m := range modes {
				cands[i] = kit.ObjID(m)
			}
			s.more.flipping = id
			m, ok := s.pick(j, int(s.obj(id).Owner), pickMode, may, cands[:len(modes)])
			if !ok {
				return false
			}
			next = int(m)
		}
		j.Step++
		if next >= 0 && s.canFlipHere(id) {
			s.flipToMode(id, next)
		}
	}
	j.Vals = j.Vals[:0]
	return true
}

// canFlipHere reports whether character id may be flipped by an effect
// where it is: on the battlefield or in its player's KO area.
func (s *State) canFlipHere(id kit.ObjID) bool {
	z := s.obj(id).Zone
	return int(z) < 2*numZones && (z%numZones == zField || z%numZones == zKO)
}

// modeChoiceLabel is the answer to a triple changer's mode question for
// people.
func (s *State) modeChoiceLabel(o kit.Option) string {
	id := s.byHandle(o.A)
	if id == kit.NoObj || o.C == 0 {
		return "not an option"
	}
	next := int(o.C) - 1
	c := s.card(id)
	return fmt.Sprintf("Flip %s to %s (%s)", c.FullName(), c.modeName(next), s.after(id, next))
}
