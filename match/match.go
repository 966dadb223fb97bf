// Package match runs matches at a server's tables: the authoritative game
// state, who sits where, the decisions as they are made, and what each
// watcher is sent. It works through the engine's interfaces alone, for
// every game in the registry.
//
// A match is its stored record (configuration plus decisions, package
// store) brought to life: every decision is written before it is applied
// and acknowledged, so a match loaded again after a crash is exactly where
// it was. A watcher (a connection of a seat or of a spectator) receives
// numbered frames holding only what its seat may see.
package match

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"sync"
	"time"

	"omnideck/agent"
	"omnideck/engine"
	"omnideck/store"
)

// Seat kinds.
const (
	// Human seats are played by a person, through a seat credential.
	Human = "human"
	// AI seats are played by an agent.
	AI = "ai"
)

// ErrRefused wraps every refusal of a request: a move not on offer, out
// of turn or stale, a seat already taken. Nothing changed.
var ErrRefused = errors.New("refused")

// refuse is an ErrRefused with the reason.
func refuse(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrRefused, fmt.Sprintf(format, args...))
}

// Hooks are told what a match does, for metrics. Any may be nil.
type Hooks struct {
	// Moved is called after each decision is stored and applied, with the
	// time from its submission.
	Moved func(took time.Duration)
	// Sent is called with the size of each frame sent.
	Sent func(bytes int)
	// Finished is called once when a game ends.
	Finished func()
	// Lost is called, in a goroutine of its own, when the store refused a
	// write because another server has taken the match over: the match
	// has closed; its server should forget it (lost.go).
	Lost func(*Match)
}

// Match is one match at a table. Its methods are safe for concurrent use.
type Match struct {
	ID  string
	st  *store.Store
	log *slog.Logger
	hk  Hooks

	mu       sync.Mutex
	game     engine.Game
	header   engine.Replay
	settings Settings
	status   string
	created  time.Time
	state    engine.State
	moves    []engine.Decision
	seats    []store.Seat
	// present counts each seat's open connections; left is when a seat's
	// last connection closed.
	present []int
	left    []time.Time
	// standIn marks the human seats the stand-in agent is playing.
	standIn []bool
	// late marks the human seats whose time for the question asked ran
	// out: the stand-in answers it; deadline is when each seat's time
	// runs out (zero when no clock runs), and clock the point of the game
	// its timer is for.
	late     []bool
	deadline []time.Time
	clock    []point
	agents   []agent.Agent
	// thinking marks the seats whose agent is choosing now.
	thinking []bool
	watchers map[*Watcher]struct{}
	// sights and revealed follow what each seat has seen: revealed[p] is
	// the version after which seat p last saw something new (reveal.go).
	sights   []sight
	revealed []int
	// logNext is where the log stood when track last read it.
	logNext int
	// asked holds who was asked to decide at each version.
	asked []engine.PlayerSet
	// epoch counts the undos: a version names a point of the game only
	// together with the epoch it was seen in.
	epoch  int
	undo   *undoRequest
	notes  []store.Note
	closed bool
	// done is closed when closed is set.
	done chan struct{}
}

// Version is the number of decisions made: each one raises it by one.
func (m *Match) Version() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.moves)
}

// Game is the match's game.
func (m *Match) Game() engine.Game { return m.game }

// Status is where the match stands: store.StatusOpen, StatusPlaying or
// StatusFinished.
func (m *Match) Status() string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.status
}

// Settings are the table's settings.
func (m *Match) Settings() Settings { return m.settings }

// Replay is the match's record so far, as `omnideck replay` reads it.
func (m *Match) Replay() *engine.Replay {
	m.mu.Lock()
	defer m.mu.Unlock()
	r := m.header
	r.Decisions = slices.Clone(m.moves)
	if m.state.Terminal() {
		out := m.state.Outcome()
		r.Outcome = &out
	}
	return &r
}

// Spec describes a new match.
type Spec struct {
	ID     string
	Game   engine.Game
	Config engine.Config
	// Seats lists each seat's kind (Human or AI), an AI's agent spec, and
	// its name; a human seat with no token hash is free to join.
	Seats    []store.Seat
	Settings Settings
}

// Create deals a new match, stores it and starts it: at once when every
// seat is taken (a table against the AI), else when the last one is.
func Create(ctx context.Context, st *store.Store, log *slog.Logger, hk Hooks, spec Spec) (*Match, error) {
	if err := spec.Settings.Check(); err != nil {
		return nil, refuse("%v", err)
	}
	s, err := spec.Game.New(spec.Config)
	if err != nil {
		return nil, refuse("%v", err)
	}
	n := s.Config().Players
	if len(spec.Seats) != n {
		return nil, refuse("%d seats for a game of %d players", len(spec.Seats), n)
	}
	for i := range spec.Seats {
		spec.Seats[i].Seat = i
		if k := spec.Seats[i].Kind; k != Human && k != AI {
			return nil, refuse("seat %d: kind %q is neither %q nor %q", i+1, k, Human, AI)
		}
	}
	header := *engine.NewReplay(s)
	m := newMatch(spec.ID, st, log, hk, spec.Game, header, spec.Settings, store.StatusOpen, spec.Seats)
	if err := m.makeAgents(); err != nil {
		return nil, refuse("%v", err)
	}
	if m.full() {
		m.status = store.StatusPlaying
	}
	rec := store.Match{ID: m.ID, Header: header, Settings: spec.Settings.Encode(), Status: m.status, Seats: m.seats}
	if err := st.Create(ctx, rec); err != nil {
		return nil, err
	}
	m.start(s)
	return m, nil
}

// Load brings a stored match back to life: the game dealt from its record
// and every decision made again.
func Load(ctx context.Context, st *store.Store, log *slog.Logger, hk Hooks, reg *engine.Registry, id string) (*Match, error) {
	rec, err := st.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	moves, err := st.Moves(ctx, id)
	if err != nil {
		return nil, err
	}
	var settings Settings
	if err := json.Unmarshal(rec.Settings, &settings); len(rec.Settings) > 0 && err != nil {
		return nil, fmt.Errorf("match %s: its settings: %w", id, err)
	}
	g, err := reg.Lookup(rec.Header.Game)
	if err != nil {
		return nil, fmt.Errorf("match %s: %w", id, err)
	}
	s, err := rec.Header.Start(reg)
	if err != nil {
		return nil, fmt.Errorf("match %s cannot be resumed: %w", id, err)
	}
	seats := make([]store.Seat, s.Config().Players)
	for i := range seats {
		seats[i].Seat = i
	}
	for _, seat := range rec.Seats {
		if seat.Seat >= 0 && seat.Seat < len(seats) {
			seats[seat.Seat] = seat
		}
	}
	m := newMatch(id, st, log, hk, g, rec.Header, settings, rec.Status, seats)
	m.created = rec.Created
	if err := m.makeAgents(); err != nil {
		return nil, fmt.Errorf("match %s: %w", id, err)
	}
	m.moves = make([]engine.Decision, 0, len(moves))
	for _, mv := range moves {
		m.moves = append(m.moves, engine.Decision{Player: mv.Seat, Action: mv.Code})
	}
	if err := m.rebuild(s); err != nil {
		return nil, fmt.Errorf("match %s cannot be resumed: %w", id, err)
	}
	if m.status == store.StatusFinished && rec.Status != store.StatusFinished {
		// Its last move was stored, but not yet its end: a server
		// stopped between the two.
		out := m.state.Outcome()
		if err := st.SetStatus(ctx, id, store.StatusFinished, &out); err != nil {
			return nil, fmt.Errorf("match %s: store its end: %w", id, err)
		}
	}
	notes, err := st.Notes(ctx, id, noteWindow)
	if err != nil {
		return nil, err
	}
	m.notes = notes
	m.kick()
	return m, nil
}

// noteWindow is how many of the latest notes a watcher is sent on joining.
const noteWindow = 100

func newMatch(id string, st *store.Store, log *slog.Logger, hk Hooks, g engine.Game, header engine.Replay, settings Settings, status string, seats []store.Seat) *Match {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	n := header.Config.Players
	return &Match{
		ID: id, st: st, log: log.With("match", id), hk: hk,
		game: g, header: header, settings: settings, status: status, created: time.Now(),
		seats: seats, present: make([]int, n), left: make([]time.Time, n), standIn: make([]bool, n),
		late: make([]bool, n), deadline: make([]time.Time, n), clock: make([]point, n),
		agents: make([]agent.Agent, n), thinking: make([]bool, n),
		watchers: map[*Watcher]struct{}{},
		sights:   make([]sight, n), revealed: make([]int, n),
		done: make(chan struct{}),
	}
}

// makeAgents makes the agent of each AI seat, and the stand-in of each
// human seat when the table has one, seeded from the game's seed.
func (m *Match) makeAgents() error {
	for i, seat := range m.seats {
		spec := seat.Agent
		if seat.Kind != AI {
			if m.settings.AwaySeconds == 0 && m.settings.TurnSeconds == 0 {
				continue
			}
			spec = m.settings.standIn()
		}
		a, err := agent.New(spec, m.header.Config.Seed^(0x9e3779b97f4a7c15*uint64(i+1)))
		if err != nil {
			return fmt.Errorf("seat %d: %w", i+1, err)
		}
		m.agents[i] = a
	}
	return nil
}

// full reports whether every seat is taken.
func (m *Match) full() bool {
	for _, s := range m.seats {
		if s.Kind == Human && s.TokenHash == "" && s.Account == "" {
			return false
		}
	}
	return true
}

// start takes the dealt game and lets the AI move if it is its turn.
func (m *Match) start(s engine.State) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.state = s
	m.track(0)
	m.kickLocked()
}

// rebuild deals the game again from its record and makes every stored
// decision, following what each seat sees as it goes.
func (m *Match) rebuild(s engine.State) error {
	m.state, m.logNext = s, 0
	for p := range m.sights {
		m.sights[p], m.revealed[p] = nil, 0
	}
	m.track(0)
	r := engine.Replay{Decisions: m.moves}
	for i := range m.moves {
		if err := r.Step(m.state, i); err != nil {
			return err
		}
		m.track(i + 1)
	}
	if m.state.Terminal() {
		m.status = store.StatusFinished
	}
	return nil
}
