package tftcg

import (
	"reflect"
	"slices"

	"omnideck/kit"
)

// The order of abilities that trigger at once (Wave-1.xml#16): the active
// player's resolve first, then the other player's; each player chooses
// the order of their own, one at a time.

// nextTrigger puts the next of the abilities waiting under way: the
// active player's first, then the other player's; a player with several
// that differ chooses which resolves first, one at a time, an ability
// triggered meanwhile joining those waiting (Wave-1.xml#16,
// Rules_Roundup-2019-04-12.xml#412-17).
func (s *State) nextTrigger() {
	for _, p := range [2]int{s.active, opponent(s.active)} {
		first := -1
		for i := range s.waiting.Jobs {
			j := &s.waiting.Jobs[i]
			switch {
			case int(j.Ctrl) != p:
			case first < 0:
				first = i
			case !s.sameTrigger(j, &s.waiting.Jobs[first]):
				s.askRunner(askOrder, p)
				return
			}
		}
		if first >= 0 {
			s.takeWaiting(first)
			return
		}
	}
}

// sameTrigger reports whether waiting abilities a and b are alike: the
// same ability of the same card, about the same card when the ability
// reads the card it is about.
func (s *State) sameTrigger(a, b *kit.Job) bool {
	return a.Src == b.Src && a.Ability == b.Ability && a.Kind == b.Kind && (a.Event.Obj == b.Event.Obj || !s.aboutSubject(a)) || s.sameFocus(a, b)
}

// aboutSubject reports whether waiting ability j's effects or cost read
// the card the event is about ({event: subject}).
func (s *State) aboutSubject(j *kit.Job) bool {
	a := s.ability(j)
	return a != nil && a.subject
}

// takeWaiting puts waiting ability i under way.
func (s *State) takeWaiting(i int) {
	s.jobs.Push(s.waiting.Jobs[i])
	s.waiting.Jobs = slices.Delete(s.waiting.Jobs, i, i+1)
}

// orderOptions lists player p's choices of the ability that resolves
// first: one for each of their waiting abilities, alike ones once.
func (s *State) orderOptions(p int) {
	for i := range s.waiting.Jobs {
		j := &s.waiting.Jobs[i]
		if int(j.Ctrl) != p {
			continue
		}
		o := s.orderOption(j)
		if !slices.Contains(s.opts, o) {
			s.opts = append(s.opts, o)
		}
	}
}

// orderOption is the option that resolves waiting ability j first.
func (s *State) orderOption(j *kit.Job) kit.Option {
	o := kit.Option{Verb: vOrder, A: s.handle(j.Src), C: uint8(j.Ability&0xff) + 1}
	if j.Kind == jobGranted {
		o.C = uint8(32 + min(j.Ability, 30)) // apart from the card's own abilities
	}
	if j.Event.Obj != kit.NoObj && j.Event.Obj != j.Src && s.aboutSubject(j) {
		o.B = s.handle(j.Event.Obj)
	}
	return o
}

// waitingFor is the first waiting ability option o names, or -1.
func (s *State) waitingFor(o kit.Option) int {
	for i := range s.waiting.Jobs {
		if j := &s.waiting.Jobs[i]; int(j.Ctrl) == s.asker && s.orderOption(j) == o {
			return i
		}
	}
	return -1
}

// resolveFirst puts the waiting ability option o names under way.
func (s *State) resolveFirst(o kit.Option) {
	if i := s.waitingFor(o); i >= 0 {
		s.takeWaiting(i)
	}
}

// resolveNow puts the abilities waiting from the n-th on under way at
// once, the first on top: an Action's text, which is no triggered ability
// and resolves as it is played.
func (s *State) resolveNow(n int) {
	if s.waiting.Len() > n {
		s.jobs.PushInOrder(s.waiting.Jobs[n:])
		clear(s.waiting.Jobs[n:])
		s.waiting.Jobs = s.waiting.Jobs[:n]
	}
}

// readsSubject reports whether v, an effect's parameters or a cost, holds
// a selector of the card an event is about ({event: subject}).
func readsSubject(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		return !v.IsNil() && readsSubject(v.Elem())
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			if readsSubject(v.Index(i)) {
				return true
			}
		}
	case reflect.Struct:
		if sel, ok := v.Interface().(kit.Selector); ok && sel.Event == "subject" {
			return true
		}
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() && readsSubject(v.Field(i)) {
				return true
			}
		}
	}
	return false
}
