package kit

import "slices"

// Memo keeps what a game's hints work out about objects (their
// characteristics, say) from one option's hint to the next: the game does
// not change while its options are judged. A hint turns it on (Begin) and
// off (End); it is read and written only while on. Apply forgets what it
// keeps (Forget); a hint that tries a change on the way sets what is kept
// aside meanwhile (Aside, Restore). A copy of a state starts with an empty
// memo: it keeps no pointers, only values.
type Memo[V any] struct {
	on   bool
	kept []Kept[V]
}

// Kept is what a Memo keeps of one object.
type Kept[V any] struct {
	ID ObjID
	V  V
}

// Begin makes the memo keep and recall until End.
func (m *Memo[V]) Begin() { m.on = true }

// End makes the memo neither keep nor recall: what it keeps stays until
// Forget.
func (m *Memo[V]) End() { m.on = false }

// On reports whether a hint is being worked out (Begin).
func (m *Memo[V]) On() bool { return m.on }

// Forget drops what the memo keeps: the game has changed.
func (m *Memo[V]) Forget() { m.kept = m.kept[:0] }

// Recall is what is kept of object id, if the memo is on and keeps it.
func (m *Memo[V]) Recall(id ObjID) (V, bool) {
	if m.on {
		for i := range m.kept {
			if m.kept[i].ID == id {
				return m.kept[i].V, true
			}
		}
	}
	var zero V
	return zero, false
}

// Keep keeps v for object id, if the memo is on.
func (m *Memo[V]) Keep(id ObjID, v V) {
	if m.on {
		m.kept = append(m.kept, Kept[V]{id, v})
	}
}

// Len is how many objects the memo keeps, a mark for Since.
func (m *Memo[V]) Len() int { return len(m.kept) }

// Since is what was kept after mark (Len), to finish working it out in
// place: a game that works out many objects' values in one walk keeps
// each one's start, then completes them together.
func (m *Memo[V]) Since(mark int) []Kept[V] { return m.kept[mark:] }

// Aside sets what the memo keeps aside, for a hint that tries a change on
// the game, and returns it: meanwhile the memo keeps only what the changed
// game gives, and once the change is undone, the memo returned is put back
// in place of it. Room for that many more objects is made first, so that
// the trial usually allocates nothing.
func (m *Memo[V]) Aside(room int) Memo[V] {
	m.kept = slices.Grow(m.kept, room)
	kept := *m
	m.kept = m.kept[len(m.kept):]
	return kept
}
