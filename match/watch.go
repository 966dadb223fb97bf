package match

import (
	"encoding/json"
	"time"

	"omnideck/engine"
	"omnideck/store"
)

// Frame is one message to a watcher: the table as its seat sees it, the
// log lines it has not had, the seats and notes, and the answer to a
// request. Frames to one watcher are numbered 1, 2, 3, ... with no gap, so
// a client that misses one knows to ask for a snapshot.
type Frame struct {
	Seq int `json:"seq"`
	// Type is "snapshot" (the whole table and log: replace what you hold),
	// "update" (the table, and log lines to append), "ack" (request ID
	// was done) or "error" (request ID was refused: Error says why). An
	// ack's Version is the first that shows what the request did: frames
	// that came before it may show a question already answered.
	Type string `json:"type"`
	// ID echoes the request an ack or error answers.
	ID    int    `json:"id,omitempty"`
	Error string `json:"error,omitempty"`
	Match string `json:"match"`
	Game  string `json:"game"`
	Seat  int    `json:"seat"`
	// Epoch and Version name the point of the game the frame shows: a
	// move names them both. Version counts the decisions; Epoch the
	// undos.
	Epoch   int    `json:"epoch"`
	Version int    `json:"version"`
	Status  string `json:"status"`
	// Table is the game's common table view for Seat: whole in a snapshot,
	// and in an update where Patch is absent.
	Table *engine.Table `json:"table,omitempty"`
	// Patch is, in an update, what changed in the table since the last
	// frame (patch.go; ApplyPatch applies it).
	Patch json.RawMessage `json:"patch,omitempty"`
	// Log holds the log lines since the last frame (all of them in a
	// snapshot).
	Log   []engine.Entry `json:"log,omitempty"`
	Seats []SeatView     `json:"seats,omitempty"`
	Notes []store.Note   `json:"notes,omitempty"`
	// Undo says what the viewer may take back, and any undo asked for.
	Undo *UndoView `json:"undo,omitempty"`
}

// SeatView is a seat as every watcher may see it.
type SeatView struct {
	Seat int    `json:"seat"`
	Kind string `json:"kind"`
	Name string `json:"name"`
	// Free is true for a human seat nobody has taken.
	Free bool `json:"free"`
	// Present is true while its player has the table open.
	Present bool `json:"present"`
	// StandIn is true while the AI plays for its away player.
	StandIn  bool `json:"stand_in"`
	Thinking bool `json:"thinking"`
}

// Watcher is one connection to a match: a seat's or a spectator's.
type Watcher struct {
	m *Match
	// Seat is the seat watched, or engine.Spectator.
	Seat int
	// Ready receives a value whenever there is something to send: then
	// call Next.
	Ready chan struct{}

	seq int
	// parts is the table last sent, to patch the next one against.
	parts    *tableParts
	snapshot bool
	dirty    bool
	logNext  int
	noteSeq  int
	direct   []Frame
}

// Watch adds a watcher of seat (engine.Spectator for the public view).
// Its first frame is a snapshot. A seat's watcher counts as its player
// being present.
func (m *Match) Watch(seat int) *Watcher {
	m.mu.Lock()
	defer m.mu.Unlock()
	w := &Watcher{m: m, Seat: seat, Ready: make(chan struct{}, 1), snapshot: true}
	m.watchers[w] = struct{}{}
	if seat >= 0 && seat < len(m.present) {
		m.present[seat]++
		if m.standIn[seat] {
			m.standIn[seat] = false
			m.noteLocked(-1, "", m.seatName(seat)+" is back and plays again.")
		}
		m.broadcast()
		m.kickLocked()
	}
	w.signal()
	return w
}

// Close removes the watcher.
func (w *Watcher) Close() {
	m := w.m
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.watchers[w]; !ok {
		return
	}
	delete(m.watchers, w)
	if w.Seat >= 0 && w.Seat < len(m.present) {
		m.present[w.Seat]--
		if m.present[w.Seat] == 0 {
			m.left[w.Seat] = time.Now()
			m.awayLater(w.Seat)
		}
		m.broadcast()
	}
}

// Resync asks for a snapshot next, for a client that saw a gap.
func (w *Watcher) Resync() {
	w.m.mu.Lock()
	defer w.m.mu.Unlock()
	w.snapshot = true
	w.signal()
}

// Reply queues an answer to request id: an ack, or the error (a request
// the server could not even read).
func (w *Watcher) Reply(id int, err error) {
	w.m.mu.Lock()
	defer w.m.mu.Unlock()
	w.reply(id, err)
}

// reply queues an answer to request id; the match is locked.
func (w *Watcher) reply(id int, err error) {
	f := Frame{Type: "ack", ID: id}
	if err != nil {
		f = Frame{Type: "error", ID: id, Error: err.Error()}
	}
	w.direct = append(w.direct, f)
	w.signal()
}

func (w *Watcher) signal() {
	select {
	case w.Ready <- struct{}{}:
	default:
	}
}

// broadcast tells every watcher there is news.
func (m *Match) broadcast() {
	for w := range m.watchers {
		w.dirty = true
		w.signal()
	}
}

// Next returns the frames to send now, encoded, and nil when there are
// none. A watcher's frames reflect the latest state: news that came while
// a slow connection was still writing is sent once, not frame by frame.
func (w *Watcher) Next() [][]byte {
	m := w.m
	m.mu.Lock()
	defer m.mu.Unlock()
	var frames []Frame
	for _, f := range w.direct {
		frames = append(frames, f)
	}
	w.direct = w.direct[:0]
	switch {
	case w.snapshot:
		frames = append(frames, m.frame(w, "snapshot"))
	case w.dirty:
		frames = append(frames, m.frame(w, "update"))
	}
	w.snapshot, w.dirty = false, false
	out := make([][]byte, 0, len(frames))
	for _, f := range frames {
		w.seq++
		f.Seq = w.seq
		f.Match, f.Game, f.Seat, f.Epoch, f.Version, f.Status = m.ID, m.header.Game, w.Seat, m.epoch, len(m.moves), m.status
		data, err := json.Marshal(f)
		if err != nil {
			m.log.Error("encode a frame", "err", err)
			continue
		}
		if m.hk.Sent != nil {
			m.hk.Sent(len(data))
		}
		out = append(out, data)
	}
	return out
}

// frame builds a snapshot or an update for w.
func (m *Match) frame(w *Watcher, kind string) Frame {
	viewer := w.Seat
	table := m.state.Table(viewer)
	f := Frame{Type: kind, Table: &table, Seats: m.seatViews(), Undo: m.undoView(viewer)}
	if parts, err := cut(&table); err == nil {
		if kind == "update" && w.parts != nil {
			if p, ok := patch(*w.parts, parts); ok {
				f.Table, f.Patch = nil, p
			}
		}
		w.parts = &parts
	} else {
		w.parts = nil
	}
	if kind == "snapshot" {
		w.logNext, w.noteSeq = 0, 0
	}
	f.Log, w.logNext = m.state.Events(viewer, w.logNext)
	for _, n := range m.notes {
		if n.Seq > w.noteSeq {
			f.Notes = append(f.Notes, n)
			w.noteSeq = n.Seq
		}
	}
	return f
}

// seatViews is every seat as watchers see it.
func (m *Match) seatViews() []SeatView {
	out := make([]SeatView, len(m.seats))
	for i, s := range m.seats {
		out[i] = SeatView{Seat: i, Kind: s.Kind, Name: m.seatName(i),
			Free:    s.Kind == Human && s.TokenHash == "" && s.Account == "",
			Present: s.Kind == AI || m.present[i] > 0,
			StandIn: m.standIn[i], Thinking: m.thinking[i]}
	}
	return out
}

// seatName is what the table calls seat i's player.
func (m *Match) seatName(i int) string {
	if n := m.seats[i].Name; n != "" {
		return n
	}
	return "Player " + itoa(i+1)
}
