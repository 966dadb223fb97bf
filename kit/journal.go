package kit

import "omnideck/engine"

// Journal is a game's log with the card references its events use: the
// events (engine.Log), each card as it was and who could tell which card
// it was (Refs), and whether anything is recorded at all (off for
// simulation and sampled worlds). It is plain data: copy it with Copy.
type Journal struct {
	Log  engine.Log
	Refs Refs
	// Quiet is true when nothing is recorded.
	Quiet bool
}

// NewJournal returns an empty journal; one that is off records nothing.
func NewJournal(off bool) Journal {
	return Journal{Log: engine.NewLog(off), Refs: NewRefs(off), Quiet: off}
}

// Copy returns a journal that shares what was recorded and adds apart.
func (j Journal) Copy() Journal {
	j.Log = j.Log.Copy()
	j.Refs = j.Refs.Copy()
	return j
}

// Ref records card id of t as it is now for an event, and returns its
// index, or -1 when nothing is recorded or there is no card.
func (j *Journal) Ref(t *Table, id ObjID) int32 {
	if j.Quiet || id == NoObj {
		return -1
	}
	return j.Refs.Add(t, id)
}

// Add records an event of kind about player p, with A and B (card
// references or numbers, as the kind says).
func (j *Journal) Add(kind, p int, a, b int32) {
	if j.Quiet {
		return
	}
	j.Log.Add(engine.Event{Kind: uint8(kind), Player: int8(p), A: a, B: b})
}

// Card is what event data says of reference i for viewer: its handle,
// and its id and name when viewer could tell which card it was (names
// gives them); an empty object for no card.
func (j *Journal) Card(i int32, viewer int, names func(CardID) (id, name string)) map[string]any {
	if i < 0 {
		return map[string]any{}
	}
	return j.Refs.Data(i, viewer, names)
}

// Name is reference i's name for viewer (name gives it), or "a card"
// where they could not tell which card it was.
func (j *Journal) Name(i int32, viewer int, name func(CardID) string) string {
	if i < 0 || !j.Refs.Seen(i, viewer) {
		return "a card"
	}
	return name(j.Refs.Card(i))
}

// Entry starts the log entry of event e for a viewer: its kind's name
// from kinds ("unknown" past them), the text, and empty data for the
// game to fill in.
func Entry(kinds []string, e engine.Event, text string) engine.Entry {
	en := engine.Entry{Kind: "unknown", Text: text, Data: map[string]any{}}
	if int(e.Kind) < len(kinds) {
		en.Kind = kinds[e.Kind]
	}
	return en
}
