package kit

import "omnideck/engine"

// Refs records cards as log events name them: which card it was, its handle
// then, and who could tell which card it was then. An event keeps the
// index Add returns, so that rendering it later shows each viewer what
// they saw, whatever has happened to the card since. Like engine.Log,
// copies share what was recorded before the copy.
type Refs struct {
	refs []cardRef
	off  bool
}

type cardRef struct {
	card      CardID
	handle    Handle
	seen      engine.PlayerSet
	spectator bool
}

// NewRefs returns an empty record; one that is off records nothing (the
// log is off).
func NewRefs(off bool) Refs { return Refs{off: off} }

// Copy returns a record that shares what was recorded and adds apart.
func (r Refs) Copy() Refs {
	n := len(r.refs)
	return Refs{refs: r.refs[:n:n], off: r.off}
}

// Add records card id of t as it is now and returns its index for an
// event, or -1 when nothing is recorded.
func (r *Refs) Add(t *Table, id ObjID) int32 {
	if r.off || id == NoObj {
		return -1
	}
	var seen engine.PlayerSet
	for p := range t.seats {
		if t.Identifies(p, id) {
			seen = seen.With(p)
		}
	}
	o := &t.Objs[id]
	r.refs = append(r.refs, cardRef{card: o.Card, handle: o.Handle, seen: seen, spectator: t.Identifies(engine.Spectator, id)})
	return int32(len(r.refs) - 1)
}

// Seen reports whether viewer could tell which card reference i was.
func (r Refs) Seen(i int32, viewer int) bool {
	if i < 0 || int(i) >= len(r.refs) {
		return false
	}
	if viewer < 0 {
		return r.refs[i].spectator
	}
	return r.refs[i].seen.Has(viewer)
}

// Len is the number of references recorded.
func (r Refs) Len() int { return len(r.refs) }

// Handle is the handle reference i had then.
func (r Refs) Handle(i int32) Handle { return r.refs[i].handle }

// Card is the card reference i was.
func (r Refs) Card(i int32) CardID { return r.refs[i].card }

// Data is reference i as event data for viewer: its handle, and the id and
// name the game gives its card where the viewer could tell which it was.
func (r Refs) Data(i int32, viewer int, names func(CardID) (id, name string)) map[string]any {
	if i < 0 || int(i) >= len(r.refs) {
		return map[string]any{}
	}
	out := map[string]any{"handle": int(r.refs[i].handle)}
	if r.Seen(i, viewer) {
		out["id"], out["name"] = names(r.refs[i].card)
	}
	return out
}
