package protocol

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"

	"omnideck/agent"
	"omnideck/engine"
)

// This file holds the commands: the table that names them and one handler
// each. A handler either changes nothing and returns an error, or succeeds.

// command is one entry of the command table.
type command struct {
	// needsGame is true for commands that act on the current game.
	needsGame bool
	// fields are the JSON fields the command's request may carry.
	fields []string
	// run decodes the request line and carries the command out.
	run func(s *session, name string, text []byte, fields map[string]json.RawMessage) (response, error)
}

// handler makes a table entry for a handler taking request type R.
func handler[R any](needsGame bool, f func(*session, *R) (response, error)) command {
	allowed := fieldNames(reflect.TypeFor[R]())
	return command{
		needsGame: needsGame,
		fields:    allowed,
		run: func(s *session, name string, text []byte, fields map[string]json.RawMessage) (response, error) {
			req := new(R)
			if err := decodeInto(name, text, fields, allowed, req); err != nil {
				return nil, err
			}
			if needsGame && s.game == nil {
				return nil, errNoGame
			}
			return f(s, req)
		},
	}
}

// commands is the command table, by name.
var commands = map[string]command{
	"games":   handler(false, (*session).games),
	"new":     handler(false, (*session).newGame),
	"view":    handler(true, (*session).view),
	"legal":   handler(true, (*session).legal),
	"apply":   handler(true, (*session).apply),
	"log":     handler(true, (*session).log),
	"suggest": handler(true, (*session).suggest),
	"result":  handler(true, (*session).result),
	"replay":  handler(true, (*session).replayRecord),
	"quit":    handler(false, (*session).quitSession),
}

// commandList names the commands for error messages.
func commandList() string {
	names := make([]string, 0, len(commands))
	for name := range commands {
		names = append(names, name)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// games lists every registered game's description.
func (s *session) games(*BareRequest) (response, error) {
	r := &GamesResponse{Games: []engine.Info{}}
	for _, g := range s.reg.Games() {
		info := g.Info()
		if info.Options == nil {
			info.Options = []engine.OptionSpec{}
		}
		r.Games = append(r.Games, info)
	}
	return r, nil
}

// newGame deals a game and makes it the current one. The game before it,
// if any, is dropped only when the new one could be dealt.
func (s *session) newGame(req *NewRequest) (response, error) {
	switch {
	case req.Game == nil:
		return nil, fmt.Errorf(`missing field "game" (a game id from "games")`)
	case req.Players == nil:
		return nil, errors.New(`missing field "players" (the number of seats)`)
	}
	g, err := s.reg.Lookup(*req.Game)
	if err != nil {
		return nil, err
	}
	if req.Cards != nil {
		loader, ok := g.(engine.CardLoader)
		if !ok {
			return nil, fmt.Errorf("%s does not take card files", *req.Game)
		}
		if g, err = loader.WithCards("cards", []byte(*req.Cards)); err != nil {
			return nil, err
		}
	}
	check := req.CheckDecks == nil || *req.CheckDecks
	deckLists, err := decks(g, req.Decks, check)
	if err != nil {
		return nil, err
	}
	cfg := engine.Config{Players: *req.Players, Options: req.Options, Decks: deckLists, Deal: req.Deal}
	if len(req.Position) > 0 && string(req.Position) != "null" {
		cfg.Position = req.Position
	}
	if req.Seed != nil {
		cfg.Seed = *req.Seed
	}
	st, err := g.New(cfg)
	if err != nil {
		return nil, err
	}
	if st == nil {
		return nil, fmt.Errorf("internal error: game %q dealt no state", *req.Game)
	}
	s.game = &game{state: st, replay: engine.NewReplay(st)}
	return s.game.summary(), nil
}

// view returns what one seat, or the spectator, may see.
func (s *session) view(req *PlayerRequest) (response, error) {
	p, err := s.game.seat(req.Player, true)
	if err != nil {
		return nil, err
	}
	return &ViewResponse{Decision: decision(s.game.state, p), View: s.game.state.View(p)}, nil
}

// legal lists a seat's options.
func (s *session) legal(req *PlayerRequest) (response, error) {
	p, err := s.game.seat(req.Player, false)
	if err != nil {
		return nil, err
	}
	st := s.game.state
	r := &LegalResponse{Options: []Option{}}
	for _, a := range st.Legal(p, nil) {
		r.Options = append(r.Options, Option{Code: st.ActionCode(p, a), Label: st.ActionLabel(p, a)})
	}
	if len(r.Options) > 0 {
		r.Decision = decision(st, p)
	}
	return r, nil
}

// decision is the kind of question seat p (or the spectator, who has none)
// must answer now: its table question's kind.
func decision(st engine.State, p int) string {
	if p < 0 || !st.Actors().Has(p) {
		return ""
	}
	return st.Table(p).Question.Kind
}

// suggest asks an agent for a seat's choice. The agent sees only what the
// seat sees (an engine.Observation of a copy of the game), and the game is
// left as it was.
func (s *session) suggest(req *SuggestRequest) (response, error) {
	g := s.game
	p, err := g.seat(req.Player, false)
	if err != nil {
		return nil, err
	}
	st := g.state.Clone()
	legal := st.Legal(p, nil)
	if len(legal) == 0 {
		return nil, fmt.Errorf("player %d has nothing to decide now", p)
	}
	spec := req.Agent
	if spec == "" {
		spec = "ismcts"
	}
	seed := engine.Mix(st.Config().Seed, uint64(len(g.replay.Decisions)))
	if req.Seed != nil {
		seed = *req.Seed
	}
	a, err := agent.New(spec, seed)
	if err != nil {
		return nil, err
	}
	choice := a.Choose(engine.Observe(st, p), legal)
	return &SuggestResponse{Option: Option{Code: st.ActionCode(p, choice), Label: st.ActionLabel(p, choice)}}, nil
}

// apply makes one choice and records it in the replay. The choice is made
// on a copy of the state that replaces the current one only on success, so
// that a failure, even a panic inside the game, leaves the game as it was.
func (s *session) apply(req *ApplyRequest) (response, error) {
	g := s.game
	p, err := g.seat(req.Player, false)
	if err != nil {
		return nil, err
	}
	if req.Action == nil {
		return nil, errors.New(`missing field "action" (an option's code from "legal")`)
	}
	code := *req.Action
	a, err := g.state.ParseAction(p, code)
	if err != nil {
		return nil, fmt.Errorf("bad action code %q: %w", code, err)
	}
	next := g.state.Clone()
	decisions, recorded := len(g.replay.Decisions), g.replay.Outcome
	done := false
	defer func() {
		if !done {
			g.replay.Decisions, g.replay.Outcome = g.replay.Decisions[:decisions], recorded
		}
	}()
	if err := g.replay.Apply(next, p, a); err != nil {
		return nil, fmt.Errorf("illegal action %q for player %d: %w", code, p, err)
	}
	g.state, done = next, true
	return g.summary(), nil
}

// log returns the log lines a seat, or the spectator, may see.
func (s *session) log(req *LogRequest) (response, error) {
	p, err := s.game.seat(req.Player, true)
	if err != nil {
		return nil, err
	}
	from := 0
	if req.From != nil {
		from = *req.From
	}
	if from < 0 {
		return nil, fmt.Errorf("from is %d; it must be 0 or more", from)
	}
	if req.Lines != nil && !*req.Lines {
		if req.Events {
			return nil, errors.New(`"lines": false asks for no entries, and "events": true for their data: send one or the other`)
		}
		return &LogNextResponse{Next: logNext(s.game.state, p, from)}, nil
	}
	events, next := s.game.state.Events(p, from)
	if events == nil {
		events = []engine.Entry{}
	}
	r := &LogResponse{Lines: engine.Texts(events), Next: next}
	if req.Events {
		r.Events = events
	}
	return r, nil
}

// logNext is the next of seat p's log from from, told by the game without
// rendering an entry where it can (engine.LogCounter).
func logNext(st engine.State, p, from int) int {
	if lc, ok := st.(engine.LogCounter); ok {
		return max(from, lc.LogLen())
	}
	_, next := st.Events(p, from)
	return next
}

// result tells how the game stands.
func (s *session) result(*BareRequest) (response, error) {
	return &ResultResponse{Outcome: outcome(s.game.state)}, nil
}

// replayRecord returns the replay of the current game so far.
func (s *session) replayRecord(*BareRequest) (response, error) {
	r := *s.game.replay
	if r.Decisions == nil {
		r.Decisions = []engine.Decision{}
	}
	return &ReplayResponse{Replay: &r}, nil
}

// quitSession ends the session after its answer.
func (s *session) quitSession(*BareRequest) (response, error) {
	s.quit = true
	return &OKResponse{}, nil
}
