package server

import (
	"container/list"
	"context"
	"fmt"
	"net/http"
	"strconv"
	"sync"

	"omnideck/engine"
	"omnideck/match"
	"omnideck/store"
)

// Replays: every match is kept as its record, which is the replay file
// `omnideck replay` reads. A finished game's record can be downloaded and
// watched step by step from the public view or any seat's; a replay file
// can be uploaded to be watched the same way.

// downloadReplay answers GET /api/tables/{id}/replay with the record of a
// finished game, as a file.
func (s *Server) downloadReplay(w http.ResponseWriter, r *http.Request) {
	rep, finished, err := s.record(r.Context(), r.PathValue("id"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if !finished {
		writeError(w, http.StatusForbidden, "the game is still being played: its record would show hidden cards")
		return
	}
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="omnideck-%s-%s.json"`, rep.Game, r.PathValue("id")))
	w.Header().Set("Content-Type", "application/json")
	engine.WriteReplay(w, rep)
}

// record is match id's record, and whether its game is over (or it was
// uploaded: a replay file is public). A game another server is playing is
// read from the store, as it stands there.
func (s *Server) record(ctx context.Context, id string) (*engine.Replay, bool, error) {
	s.mu.Lock()
	m, live := s.matches[id]
	s.mu.Unlock()
	if live && m.Status() != store.StatusFinished {
		return m.Replay(), false, nil
	}
	rec, err := s.st.Get(ctx, id)
	if err != nil {
		return nil, false, err
	}
	rep, err := s.st.Replay(ctx, id)
	if err != nil {
		return nil, false, err
	}
	return rep, rec.Status == store.StatusFinished, nil
}

// stepView is one step of a replay as a viewer sees it.
type stepView struct {
	Step  int `json:"step"`
	Steps int `json:"steps"`
	// Seat is the viewer: engine.Spectator, or a seat once the game is
	// over.
	Seat  int            `json:"seat"`
	Table engine.Table   `json:"table"`
	Log   []engine.Entry `json:"log"`
	// Ended is true when the record ends before the game did.
	Ended bool `json:"ended"`
}

// replayStep answers GET /api/tables/{id}/steps/{step}?seat=N: the table
// after the first step decisions, as the public saw it, or as seat N did
// (1-based; once the game is over).
func (s *Server) replayStep(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	rep, finished, err := s.record(r.Context(), id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	step, err := strconv.Atoi(r.PathValue("step"))
	if err != nil || step < 0 || step > len(rep.Decisions) {
		writeError(w, http.StatusBadRequest, fmt.Sprintf("step: not a number from 0 to %d", len(rep.Decisions)))
		return
	}
	viewer := engine.Spectator
	if q := r.URL.Query().Get("seat"); q != "" && q != "0" {
		n, err := strconv.Atoi(q)
		if err != nil || n < 1 || n > rep.Config.Players {
			writeError(w, http.StatusBadRequest, fmt.Sprintf("seat: not a seat from 1 to %d (0 or none: the public view)", rep.Config.Players))
			return
		}
		if !finished {
			writeError(w, http.StatusForbidden, "a seat's view of a game is shown once the game is over")
			return
		}
		viewer = n - 1
	}
	st, err := s.replays.at(s.reg, id, rep, step)
	if err != nil {
		writeError(w, http.StatusUnprocessableEntity, err.Error())
		return
	}
	log, _ := st.Events(viewer, 0)
	writeJSON(w, http.StatusOK, stepView{Step: step, Steps: len(rep.Decisions), Seat: viewer, Table: st.Table(viewer), Log: log,
		Ended: step == len(rep.Decisions) && !st.Terminal()})
}

// maxReplayBytes bounds an uploaded replay file.
const maxReplayBytes = 8 << 20

// uploadReplay answers POST /api/replays: a replay file, checked by
// playing it, kept to be watched like a finished game.
func (s *Server) uploadReplay(w http.ResponseWriter, r *http.Request) {
	if s.limited(w, r) {
		return
	}
	rep, err := engine.DecodeReplay(http.MaxBytesReader(w, r.Body, maxReplayBytes))
	if err != nil {
		writeError(w, http.StatusBadRequest, "not a replay file: "+err.Error())
		return
	}
	if _, err := rep.Run(s.reg); err != nil {
		writeError(w, http.StatusBadRequest, "this replay cannot be played here: "+err.Error())
		return
	}
	rec := store.Match{ID: newID(), Header: *rep, Settings: match.Settings{}.Encode(), Status: store.StatusFinished}
	for i := range rep.Config.Players {
		name := fmt.Sprintf("Player %d", i+1)
		if i < len(rep.Agents) && rep.Agents[i] != "" {
			name = rep.Agents[i]
		}
		rec.Seats = append(rec.Seats, store.Seat{Seat: i, Kind: "replay", Name: name})
	}
	ctx := r.Context()
	if err := s.st.Create(ctx, rec); err != nil {
		s.fail(w, r, err)
		return
	}
	for i, d := range rep.Decisions {
		if err := s.st.Append(ctx, rec.ID, i, d); err != nil {
			s.fail(w, r, err)
			return
		}
	}
	if rep.Outcome != nil {
		if err := s.st.SetStatus(ctx, rec.ID, store.StatusFinished, rep.Outcome); err != nil {
			s.fail(w, r, err)
			return
		}
	}
	writeJSON(w, http.StatusCreated, map[string]any{"id": rec.ID, "steps": len(rep.Decisions)})
}

// replayCache keeps the states of recently watched replays every few
// steps, so that moving a replay's slider plays a few decisions, not the
// whole game.
type replayCache struct {
	mu    sync.Mutex
	order *list.List // of *cursor, most recent first
	byID  map[string]*list.Element
}

// cursor holds one replay's states at every checkEvery-th step.
type cursor struct {
	id     string
	rep    *engine.Replay
	states []engine.State
}

const (
	checkEvery  = 32
	replayLimit = 16
)

// at is the replay's state after step decisions.
func (c *replayCache) at(reg *engine.Registry, id string, rep *engine.Replay, step int) (engine.State, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byID == nil {
		c.order, c.byID = list.New(), map[string]*list.Element{}
	}
	var cur *cursor
	if e, ok := c.byID[id]; ok && len(e.Value.(*cursor).rep.Decisions) == len(rep.Decisions) {
		c.order.MoveToFront(e)
		cur = e.Value.(*cursor)
	} else {
		if ok {
			c.order.Remove(e)
		}
		first, err := rep.Start(reg)
		if err != nil {
			return nil, err
		}
		cur = &cursor{id: id, rep: rep, states: []engine.State{first}}
		c.byID[id] = c.order.PushFront(cur)
		for c.order.Len() > replayLimit {
			old := c.order.Remove(c.order.Back()).(*cursor)
			delete(c.byID, old.id)
		}
	}
	k := min(step/checkEvery, len(cur.states)-1)
	st := cur.states[k].Clone()
	for i := k * checkEvery; i < step; i++ {
		if err := rep.Step(st, i); err != nil {
			return nil, err
		}
		if (i+1)%checkEvery == 0 && (i+1)/checkEvery == len(cur.states) {
			cur.states = append(cur.states, st.Clone())
		}
	}
	return st, nil
}
