package kit

import "testing"

// Replacements lists the replacement effects that would change an event,
// the rules' first, leaving out those done; Replacer finds each one's
// listener, which applies it.
func TestBusReplacements(t *testing.T) {
	g := newToy()
	b := NewBus[*toy](20)
	const hit EventKind = 1
	// Card 3 halves hits to itself; card 7 takes 1 off any hit; neither
	// answers a hit of 0.
	b.Listen(3, Listener[*toy]{Kind: hit, When: Did, From: InPlay})
	b.Listen(3, Listener[*toy]{Kind: hit, When: Would, From: InPlay,
		Match:   func(g *toy, src ObjID, e *Event) bool { return e.Obj == src && e.N > 0 },
		Replace: func(g *toy, src ObjID, e *Event) { e.N /= 2 }})
	b.Listen(7, Listener[*toy]{Kind: hit, When: Would, From: InPlay,
		Match:   func(g *toy, src ObjID, e *Event) bool { return e.N > 0 },
		Replace: func(g *toy, src ObjID, e *Event) { e.N-- }})
	b.Rules = []Listener[*toy]{{Kind: hit, When: Would,
		Match:   func(g *toy, _ ObjID, e *Event) bool { return e.N > 100 },
		Replace: func(g *toy, _ ObjID, e *Event) { e.N = 100 }}}
	three := g.card(3, 0, g.area[0])
	seven := g.card(7, 0, g.area[0])
	e := NewEvent(hit, 1, three)
	e.N = 150
	got := b.Replacements(g, &e, nil, nil)
	want := []Replacement{{Src: NoObj, Index: 0}, {Src: three, Index: 1}, {Src: seven, Index: 0}}
	if len(got) != len(want) {
		t.Fatalf("replacements %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("replacements %v, want %v", got, want)
		}
	}
	// Applied in the order chosen: the rule, then card 7, then card 3.
	var done []Replacement
	for _, r := range []Replacement{want[0], want[2], want[1]} {
		b.Replacer(g, r).Replace(g, r.Src, &e)
		done = append(done, r)
	}
	if e.N != 49 {
		t.Errorf("150 capped at 100, less 1, halved: %d, want 49", e.N)
	}
	if left := b.Replacements(g, &e, done, nil); len(left) != 0 {
		t.Errorf("replacements left once each has applied: %v", left)
	}
	if b.Replacer(g, Replacement{Src: three, Index: 5}) != nil || b.Replacer(g, Replacement{Src: NoObj, Index: 1}) != nil {
		t.Error("a replacement that does not exist has a listener")
	}
}
