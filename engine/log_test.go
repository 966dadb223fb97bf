package engine

import (
	"fmt"
	"slices"
	"testing"
)

func ev(kind uint8) Event { return Event{Kind: kind, Player: -1} }

func kinds(l Log) []uint8 {
	out := make([]uint8, 0, l.Len())
	for _, e := range l.events {
		out = append(out, e.Kind)
	}
	return out
}

// Copies share what was written before the copy, but what either side
// appends afterwards stays its own, whatever spare capacity the shared
// backing array has.
func TestLogCopyDoesNotLeakAppends(t *testing.T) {
	var l Log
	for i := range 5 {
		l.Add(ev(uint8(i)))
	} // now len 5, cap 8: room to append in place
	if cap(l.events) == len(l.events) {
		t.Fatal("test wants spare capacity in the original")
	}
	a := l.Copy()
	b := l.Copy()
	l.Add(ev(10))
	a.Add(ev(20))
	b.Add(ev(30))
	b.Add(ev(31))
	c := a.Copy()
	a.Add(ev(21))
	c.Add(ev(40))
	for _, tc := range []struct {
		name string
		log  Log
		want []uint8
	}{
		{"original", l, []uint8{0, 1, 2, 3, 4, 10}},
		{"copy a", a, []uint8{0, 1, 2, 3, 4, 20, 21}},
		{"copy b", b, []uint8{0, 1, 2, 3, 4, 30, 31}},
		{"copy of a copy", c, []uint8{0, 1, 2, 3, 4, 20, 40}},
	} {
		if got := kinds(tc.log); !slices.Equal(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestLogOff(t *testing.T) {
	l := NewLog(true)
	l.Add(ev(1))
	c := l.Copy()
	c.Add(ev(2))
	if l.Len() != 0 || c.Len() != 0 {
		t.Errorf("a log that is off recorded %d and its copy %d events", l.Len(), c.Len())
	}
	on := NewLog(false)
	on.Add(ev(1))
	if on.Len() != 1 {
		t.Errorf("a log that is on has %d events", on.Len())
	}
}

func TestLogLinesVisibility(t *testing.T) {
	var l Log
	l.Add(Event{Kind: 0, Player: -1})               // public
	l.Add(Event{Kind: 1, Player: 0, Private: true}) // seat 0 only
	l.Add(Event{Kind: 2, Player: 1})                // public, about seat 1
	l.Add(Event{Kind: 3, Player: 1, Private: true}) // seat 1 only
	l.Add(Event{Kind: 4, Player: 2, Private: true}) // seat 2 only
	render := func(e Event, viewer int) Entry { return Entry{Kind: "k", Text: fmt.Sprintf("%d@%d", e.Kind, viewer)} }
	lines := func(viewer, from int) ([]string, int) {
		entries, next := l.Entries(viewer, from, render)
		for _, e := range entries {
			if e.Data == nil || e.Kind != "k" {
				t.Errorf("entry %+v: want kind k and non-nil data", e)
			}
		}
		return Texts(entries), next
	}
	for _, tc := range []struct {
		viewer, from int
		want         []string
	}{
		{0, 0, []string{"0@0", "1@0", "2@0"}},
		{1, 0, []string{"0@1", "2@1", "3@1"}},
		{2, 0, []string{"0@2", "2@2", "4@2"}},
		{1, 2, []string{"2@1", "3@1"}},
		{1, -5, []string{"0@1", "2@1", "3@1"}},
		{0, 5, []string{}},
	} {
		got, next := lines(tc.viewer, tc.from)
		if !slices.Equal(got, tc.want) {
			t.Errorf("Lines(%d, %d) = %v, want %v", tc.viewer, tc.from, got, tc.want)
		}
		if next != 5 {
			t.Errorf("Lines(%d, %d) next = %d, want 5", tc.viewer, tc.from, next)
		}
	}
	// A spectator sees no player's private event.
	spect, _ := lines(Spectator, 0)
	if !slices.Equal(spect, []string{"0@-1", "2@-1"}) {
		t.Errorf("spectator sees a player's private event: %v", spect)
	}
	if !(Event{Player: 2, Private: true}).Visible(2) || (Event{Player: 2, Private: true}).Visible(3) || !(Event{Player: 2}).Visible(3) {
		t.Error("Visible is wrong")
	}
	// Reading on from next returns only new events.
	_, next := lines(0, 0)
	l.Add(Event{Kind: 9, Player: -1})
	got, next2 := lines(0, next)
	if !slices.Equal(got, []string{"9@0"}) || next2 != 6 {
		t.Errorf("incremental read: %v next %d", got, next2)
	}
}
