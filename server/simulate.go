package server

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"omnideck/decklist"
	"omnideck/sim"
	"omnideck/store"
)

// Simulating a saved deck against another: a few games between two AIs
// of the same kind, one playing the deck and the other the opponent (a
// built-in deck or another of the account's decks), seats swapped from
// game to game as `omnideck sim` does, and sim's report. A server runs
// one simulation at a time, each bounded in games, decisions and time,
// so that it cannot take the server from the tables.

const (
	// maxSimGames is the most games a simulation plays.
	maxSimGames = 50
	// simDecisions stops a game that has not ended after this many
	// decisions.
	simDecisions = 20000
	// simTime bounds one simulation.
	simTime = 60 * time.Second
)

// simAgents are the AIs a simulation may pit against each other.
var simAgents = map[string]bool{"heuristic": true, "random": true}

// simRequest is a simulation of the request's {id} deck.
type simRequest struct {
	// Against is "starter:ID", a built-in deck, or "deck:ID", another of
	// the account's decks.
	Against string `json:"against"`
	Games   int    `json:"games"`
	// Agent plays both sides: "heuristic" (the default) or "random".
	Agent string `json:"agent"`
}

// simAnswer is how the deck fared.
type simAnswer struct {
	Deck     string `json:"deck"`
	Opponent string `json:"opponent"`
	Games    int    `json:"games"`
	// Score is the deck's share of the games won (a shared win counting
	// its share), with its 95% interval; Opponent's likewise.
	Score         sim.Rate `json:"score"`
	OpponentScore sim.Rate `json:"opponent_score"`
	Unfinished    int      `json:"unfinished"`
	// Ends says how the games ended; Report is sim's report as text.
	Ends   []simEnd `json:"ends"`
	Report string   `json:"report"`
}

// simEnd is how some of the games ended, in the game's words.
type simEnd struct {
	How   string `json:"how"`
	Games int    `json:"games"`
}

// simulateDeck answers POST /api/decks/{id}/simulate.
func (s *Server) simulateDeck(w http.ResponseWriter, r *http.Request) {
	se := s.signedIn(w, r)
	if se == nil {
		return
	}
	if s.limited(w, r) {
		return
	}
	d, gc, ok := s.ownDeck(w, r, se)
	if !ok {
		return
	}
	var req simRequest
	if err := readJSON(w, r, 4096, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	if req.Agent == "" {
		req.Agent = "heuristic"
	}
	if req.Games == 0 {
		req.Games = 20
	}
	var problems []string
	if !simAgents[req.Agent] {
		problems = append(problems, fmt.Sprintf("agent: %q is not heuristic or random", req.Agent))
	}
	if req.Games < 1 || req.Games > maxSimGames {
		problems = append(problems, fmt.Sprintf("games: %d is not from 1 to %d", req.Games, maxSimGames))
	}
	f, _ := gc.format("")
	for _, p := range gc.check(f, d.Cards) {
		problems = append(problems, fmt.Sprintf("%q is not legal: %s", d.Name, p))
	}
	other, otherName, otherProblems := s.opponentDeck(r.Context(), se, gc, req.Against)
	problems = append(problems, otherProblems...)
	info := gc.info
	if info.MinPlayers > 2 || info.MaxPlayers < 2 {
		problems = append(problems, fmt.Sprintf("%s is not played by two", info.Name))
	}
	if len(problems) > 0 {
		writeError(w, http.StatusBadRequest, "the simulation cannot run as asked", problems...)
		return
	}
	select {
	case s.simSlot <- struct{}{}:
		defer func() { <-s.simSlot }()
	default:
		w.Header().Set("Retry-After", "10")
		writeError(w, http.StatusServiceUnavailable, "another simulation is running on this server: try again in a moment")
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), simTime)
	defer cancel()
	rep, err := sim.Run(ctx, sim.Batch{
		Game: gc.game, Players: 2,
		Decks:     [][]string{cardIDs(d.Cards), other},
		DeckNames: []string{d.Name, otherName},
		Agents:    []string{req.Agent}, Games: req.Games, Seed: randomSeed(), Workers: 1,
		MaxDecisions: simDecisions,
	})
	if errors.Is(err, context.DeadlineExceeded) {
		writeError(w, http.StatusServiceUnavailable, fmt.Sprintf("the simulation took longer than %s: ask for fewer games", simTime))
		return
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var text strings.Builder
	rep.WriteText(&text)
	ends := []simEnd{}
	for _, e := range rep.EndRows() {
		ends = append(ends, simEnd{How: e.Label, Games: e.Games})
	}
	writeJSON(w, http.StatusOK, simAnswer{Deck: d.Name, Opponent: otherName, Games: rep.Games,
		Score: rep.Seats[0].Score, OpponentScore: rep.Seats[1].Score, Unfinished: rep.Unfinished,
		Ends: ends, Report: text.String()})
}

// opponentDeck reads what a simulation plays against: a built-in deck
// ("starter:ID") or another deck of the session's account ("deck:ID").
func (s *Server) opponentDeck(ctx context.Context, se *session, gc *gameCards, against string) ([]string, string, []string) {
	kind, id, _ := strings.Cut(against, ":")
	switch kind {
	case "starter":
		d, err := decklist.Find(gc.starters, id)
		if err != nil {
			return nil, "", []string{"against: " + err.Error()}
		}
		return cardIDs(entriesOf(d)), d.Name, nil
	case "deck":
		d, err := s.st.Deck(ctx, se.account.ID, id)
		if errors.Is(err, store.ErrNoDeck) {
			return nil, "", []string{"against: no such deck among yours"}
		}
		if err != nil {
			return nil, "", []string{"against: the deck could not be read now; try again"}
		}
		if d.Game != gc.info.ID {
			return nil, "", []string{fmt.Sprintf("against: %q is not a %s deck", d.Name, gc.info.Name)}
		}
		f, _ := gc.format("")
		var problems []string
		for _, p := range gc.check(f, d.Cards) {
			problems = append(problems, fmt.Sprintf("against: %q is not legal: %s", d.Name, p))
		}
		return cardIDs(d.Cards), d.Name, problems
	}
	return nil, "", []string{fmt.Sprintf("against: %q names neither a built-in deck (starter:ID) nor one of yours (deck:ID)", against)}
}

// cardIDs is a deck's cards as engine.Config.Decks takes them: one id per
// copy.
func cardIDs(cards []store.DeckCard) []string {
	var ids []string
	for _, c := range cards {
		for range c.Count {
			ids = append(ids, c.Card)
		}
	}
	return ids
}
