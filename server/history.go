package server

import (
	"net/http"
	"slices"
	"time"

	"omnideck/store"
)

// playedInfo is a match in its player's history.
type playedInfo struct {
	ID       string `json:"id"`
	Game     string `json:"game"`
	GameName string `json:"game_name"`
	Status   string `json:"status"`
	// Seat is the account's seat; Seats name every seat's player.
	Seat  int      `json:"seat"`
	Seats []string `json:"seats"`
	// Result is how the game ended, once it has; Won whether the
	// account's seat won it.
	Result  string    `json:"result,omitempty"`
	Won     bool      `json:"won"`
	Updated time.Time `json:"updated"`
}

// historyLimit is how many matches a history lists.
const historyLimit = 200

// accountMatches answers GET /api/account/matches: the session's
// account's matches, the latest first: the running ones to go back to,
// the finished ones to replay.
func (s *Server) accountMatches(w http.ResponseWriter, r *http.Request) {
	se := s.signedIn(w, r)
	if se == nil {
		return
	}
	played, err := s.st.AccountMatches(r.Context(), se.account.ID, historyLimit)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	out := []playedInfo{}
	for _, p := range played {
		out = append(out, s.playedInfo(p))
	}
	writeJSON(w, http.StatusOK, map[string]any{"matches": out})
}

func (s *Server) playedInfo(p store.Played) playedInfo {
	info := playedInfo{ID: p.ID, Game: p.Header.Game, GameName: p.Header.Game, Status: p.Status, Seat: p.Seat, Seats: []string{}, Updated: p.Updated}
	if g, err := s.reg.Lookup(p.Header.Game); err == nil {
		info.GameName = g.Info().Name
	}
	for _, st := range p.Seats {
		name := st.Name
		if name == "" {
			name = "a free seat"
		}
		info.Seats = append(info.Seats, name)
	}
	if p.Outcome != nil {
		info.Result = p.Outcome.Summary
		info.Won = slices.Contains(p.Outcome.Winners, p.Seat)
	}
	return info
}
