package kit

import "slices"

// Replacement names one replacement effect (a Would listener) that may
// change an event: the card whose ability it is (NoObj for a rule's) and
// the listener's index among its card's listeners (or the rules').
type Replacement struct {
	Src   ObjID
	Index int32
}

// Replacements appends to out the replacement effects that would change
// event e now, in the bus's order (the rules' first, then the cards', the
// active player's first), leaving out those in done, which have applied
// to it. A game whose player chooses the order in which replacements
// apply ("the player receiving the damage chooses one to apply; then, if
// the other still applies, apply that") lists them, asks, applies the one
// chosen (Replacer), and lists them again, until none is left; Would
// applies them in the bus's order instead.
func (b *Bus[S]) Replacements(s S, e *Event, done []Replacement, out []Replacement) []Replacement {
	if !b.Hears(e.Kind) {
		return out
	}
	for k := range b.Rules {
		l := &b.Rules[k]
		r := Replacement{Src: NoObj, Index: int32(k)}
		if l.When == Would && l.Kind == e.Kind && !slices.Contains(done, r) && (l.Match == nil || l.Match(s, NoObj, e)) {
			out = append(out, r)
		}
	}
	t := s.CardTable()
	b.each(s, e.Kind, func(src ObjID, l *Listener[S]) bool {
		if l.When != Would {
			return true
		}
		list := b.cards[t.Objs[src].Card]
		for i := range list {
			if &list[i] != l {
				continue
			}
			if r := (Replacement{Src: src, Index: int32(i)}); !slices.Contains(done, r) && (l.Match == nil || l.Match(s, src, e)) {
				out = append(out, r)
			}
			break
		}
		return true
	})
	return out
}

// Replacer is the listener of replacement r, or nil when there is none:
// its Replace applies it (l.Replace(s, r.Src, e)).
func (b *Bus[S]) Replacer(s S, r Replacement) *Listener[S] {
	if r.Src == NoObj {
		if r.Index >= 0 && int(r.Index) < len(b.Rules) {
			return &b.Rules[r.Index]
		}
		return nil
	}
	t := s.CardTable()
	if int(r.Src) >= len(t.Objs) {
		return nil
	}
	c := t.Objs[r.Src].Card
	if int(c) >= len(b.cards) || r.Index < 0 || int(r.Index) >= len(b.cards[c]) {
		return nil
	}
	return &b.cards[c][r.Index]
}
