package tftcg

import "omnideck/kit"

// Focus stacks (Additional_Keywords.xml#17): "Focus is a single action, so
// if a character has multiple instances of focus, add the numbers together
// to determine how many cards to look at." Each instance is an ability
// (focus: {n: N}) heard when its character attacks and when it defends;
// the first of a character's instances to resolve takes the others waiting
// with it, and its player looks at the top cards their numbers add up to,
// once (look_deck.go). Two instances of one character waiting alone are
// alike: nothing asks which resolves first.

// focusN is the N of job j when it is a Focus ability not yet begun, and
// reports whether it is.
func focusN(j *kit.Job) (int, bool) {
	if j.Gone || j.PC != 0 || j.Step != 0 || len(j.Effects) != 1 || j.Effects[0].Verb != "focus" {
		return 0, false
	}
	p, ok := j.Effects[0].Params.(*focusParams)
	if !ok {
		return 0, false
	}
	return p.N, true
}

// focusTotal is the Focus of job j, which resolves focus: {n: n}, and of
// its character's other Focus abilities waiting or under way, which it
// takes with it: those waiting leave the waiting list, those under way go
// (kit.Job.Gone).
func (s *State) focusTotal(j *kit.Job, n int) int {
	who := s.holderOf(j.Src)
	for i := 0; i < len(s.waiting.Jobs); i++ {
		o := &s.waiting.Jobs[i]
		if k, ok := focusN(o); ok && o != j && o.Ctrl == j.Ctrl && s.holderOf(o.Src) == who {
			n += k
			s.waiting.Jobs = append(s.waiting.Jobs[:i], s.waiting.Jobs[i+1:]...)
			i--
		}
	}
	for i := range s.jobs.Jobs {
		o := &s.jobs.Jobs[i]
		if k, ok := focusN(o); ok && o != j && o.Ctrl == j.Ctrl && s.holderOf(o.Src) == who {
			n += k
			o.Gone = true
		}
	}
	return n
}

// sameFocus reports whether waiting abilities a and b are both Focus of
// one character, which resolve as one.
func (s *State) sameFocus(a, b *kit.Job) bool {
	_, fa := focusN(a)
	_, fb := focusN(b)
	return fa && fb && a.Ctrl == b.Ctrl && s.holderOf(a.Src) == s.holderOf(b.Src)
}
