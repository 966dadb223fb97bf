package server

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base32"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"omnideck/engine"
	"omnideck/match"
	"omnideck/store"
)

// tableInfo is a table as the lobby lists it.
type tableInfo struct {
	ID       string            `json:"id"`
	Game     string            `json:"game"`
	GameName string            `json:"game_name"`
	Players  int               `json:"players"`
	Options  map[string]string `json:"options"`
	Status   string            `json:"status"`
	Seats    []match.SeatView  `json:"seats"`
	Settings match.Settings    `json:"settings"`
	Version  int               `json:"version"`
	// You is the seat the asking browser holds at this table, or -1.
	You int `json:"you"`
}

func (s *Server) tableInfo(r *http.Request, m *match.Match) tableInfo {
	rep := m.Replay()
	info := m.Game().Info()
	return tableInfo{ID: m.ID, Game: info.ID, GameName: info.Name, Players: rep.Config.Players, Options: rep.Config.Options,
		Status: m.Status(), Seats: m.Seats(), Settings: m.Settings(), Version: len(rep.Decisions), You: s.seatOf(r, m)}
}

// listTables answers GET /api/tables: the open and running tables, newest
// first, and the latest finished games, whose replays can be watched.
func (s *Server) listTables(w http.ResponseWriter, r *http.Request) {
	live, err := s.liveTables(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	open, playing := []tableInfo{}, []tableInfo{}
	for _, t := range live {
		switch t.Status {
		case store.StatusOpen:
			open = append(open, t)
		case store.StatusPlaying:
			playing = append(playing, t)
		}
	}
	byID := func(a, b tableInfo) int { return strings.Compare(b.ID, a.ID) }
	slices.SortFunc(open, byID)
	slices.SortFunc(playing, byID)
	finished := []tableInfo{}
	recs, err := s.st.List(r.Context(), []string{store.StatusFinished}, 20)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	for _, rec := range recs {
		t := tableInfo{ID: rec.ID, Game: rec.Header.Game, Players: rec.Header.Config.Players, Options: rec.Header.Config.Options,
			Status: rec.Status, Seats: []match.SeatView{}, You: -1}
		if g, err := s.reg.Lookup(rec.Header.Game); err == nil {
			t.GameName = g.Info().Name
		}
		for _, seat := range rec.Seats {
			t.Seats = append(t.Seats, match.SeatView{Seat: seat.Seat, Kind: seat.Kind, Name: seat.Name})
		}
		finished = append(finished, t)
	}
	writeJSON(w, http.StatusOK, map[string]any{"open": open, "playing": playing, "finished": finished})
}

// lobbyLimit bounds the open and running tables listed, beside other
// servers.
const lobbyLimit = 1000

// liveTables are the open and running tables: those in memory for a server
// alone; beside other servers, those stored, as the server of each would
// list them where it is this one, and from their record where it is
// another (whose players' presence this one does not know).
func (s *Server) liveTables(r *http.Request) ([]tableInfo, error) {
	s.mu.Lock()
	live := make(map[string]*match.Match, len(s.matches))
	for id, m := range s.matches {
		live[id] = m
	}
	s.mu.Unlock()
	var out []tableInfo
	if s.rep == nil {
		for _, m := range live {
			out = append(out, s.tableInfo(r, m))
		}
		return out, nil
	}
	recs, err := s.st.List(r.Context(), []string{store.StatusOpen, store.StatusPlaying}, lobbyLimit)
	if err != nil {
		return nil, err
	}
	account := ""
	if se, err := s.session(r); err == nil && se != nil {
		account = se.account.ID
	}
	for _, rec := range recs {
		if m, ok := live[rec.ID]; ok {
			out = append(out, s.tableInfo(r, m))
		} else {
			out = append(out, s.storedTable(r, rec, account))
		}
	}
	return out, nil
}

// storedTable is a table as the lobby lists it, from its record: its
// human players are not known to be present. account is the asking
// session's account, "" for a guest.
func (s *Server) storedTable(r *http.Request, rec store.Match, account string) tableInfo {
	t := tableInfo{ID: rec.ID, Game: rec.Header.Game, Players: rec.Header.Config.Players, Options: rec.Header.Config.Options,
		Status: rec.Status, Seats: []match.SeatView{}, Version: rec.Moves, You: -1}
	if g, err := s.reg.Lookup(rec.Header.Game); err == nil {
		t.GameName = g.Info().Name
	}
	json.Unmarshal(rec.Settings, &t.Settings)
	hash := ""
	if token := requestToken(r, rec.ID); token != "" {
		hash = tokenHash(token)
	}

	for _, seat := range rec.Seats {
		name := seat.Name
		if name == "" {
			name = fmt.Sprintf("Player %d", seat.Seat+1)
		}
		t.Seats = append(t.Seats, match.SeatView{Seat: seat.Seat, Kind: seat.Kind, Name: name,
			Free: seat.Kind == match.Human && seat.TokenHash == "" && seat.Account == "", Present: seat.Kind == match.AI})
		if hash != "" && seat.TokenHash != "" && subtle.ConstantTimeCompare([]byte(hash), []byte(seat.TokenHash)) == 1 ||
			account != "" && seat.Account == account {
			t.You = seat.Seat
		}
	}
	return t
}

// seatRequest is a seat as the table's creator sets it.
type seatRequest struct {
	// Kind is "human" or "ai"; Agent an AI's spec (agentChoices).
	Kind  string `json:"kind"`
	Agent string `json:"agent,omitempty"`
	// Deck is the seat's deck: a built-in deck, or a pasted list; or
	// SavedDeck, the id of one of the creator's saved decks.
	Deck      string `json:"deck,omitempty"`
	SavedDeck string `json:"saved_deck,omitempty"`
}

// createRequest is a new table.
type createRequest struct {
	Game     string            `json:"game"`
	Options  map[string]string `json:"options,omitempty"`
	Seats    []seatRequest     `json:"seats"`
	Settings match.Settings    `json:"settings"`
	// Name is the creator's name; Sit the seat they take (-1: none).
	Name string `json:"name"`
	Sit  int    `json:"sit"`
	// Seed fixes the deal, for tests and puzzles; 0 draws one.
	Seed uint64 `json:"seed,omitempty"`
}

// seatAnswer gives a browser its seat and the credential to it.
type seatAnswer struct {
	ID    string `json:"id"`
	Seat  int    `json:"seat"`
	Token string `json:"token,omitempty"`
}

// createTable answers POST /api/tables: it checks the whole request,
// listing every problem, creates the match and seats the creator. A table
// whose other seats are all AI starts at once.
func (s *Server) createTable(w http.ResponseWriter, r *http.Request) {
	if s.limited(w, r) {
		return
	}
	var req createRequest
	if err := readJSON(w, r, 16*maxDeckBytes, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	if s.stopping() {
		s.fail(w, r, errStopping)
		return
	}
	se, err := s.session(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	spec, problems := s.tableSpec(r.Context(), se, req)
	if len(problems) > 0 {
		s.metrics.refused.Inc()
		writeError(w, http.StatusBadRequest, "the table cannot be set up as asked", problems...)
		return
	}
	token := ""
	if req.Sit >= 0 {
		token = newToken()
		spec.Seats[req.Sit].Name = cleanName(req.Name, req.Sit)
		spec.Seats[req.Sit].TokenHash = tokenHash(token)
		if se != nil {
			spec.Seats[req.Sit].Account = se.account.ID
		}
	}
	asked := time.Now()
	m, err := match.Create(r.Context(), s.mst, s.log, s.hooks(), spec)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.keep(m, asked)
	s.log.Info("table created", "match", m.ID, "game", req.Game, "seats", len(spec.Seats))
	if token != "" {
		s.setSeatCookie(w, m.ID, token)
	}
	writeJSON(w, http.StatusCreated, seatAnswer{ID: m.ID, Seat: req.Sit, Token: token})
}

// tableSpec checks a table request and makes the match's spec, or lists
// every problem with it.
func (s *Server) tableSpec(ctx context.Context, se *session, req createRequest) (match.Spec, []string) {
	g, err := s.reg.Lookup(req.Game)
	if err != nil {
		return match.Spec{}, []string{err.Error()}
	}
	info := g.Info()
	var problems []string
	n := len(req.Seats)
	if n < info.MinPlayers || n > info.MaxPlayers {
		problems = append(problems, fmt.Sprintf("%s is for %s, not %d", info.Name, playerWords(info), n))
	}
	if req.Sit < -1 || req.Sit >= n {
		problems = append(problems, fmt.Sprintf("sit: there is no seat %d", req.Sit+1))
	} else if req.Sit >= 0 && req.Seats[req.Sit].Kind != match.Human {
		problems = append(problems, fmt.Sprintf("sit: seat %d is an AI's", req.Sit+1))
	}
	if err := req.Settings.Check(); err != nil {
		problems = append(problems, err.Error())
	}
	if req.Settings.StandIn != "" && !allowedAgent(req.Settings.StandIn) {
		problems = append(problems, fmt.Sprintf("stand_in: %q is not one of the AIs offered", req.Settings.StandIn))
	}
	if _, err := engine.ResolveOptions(info.Options, req.Options); err != nil {
		problems = append(problems, splitProblems(err)...)
	}
	spec := match.Spec{ID: newID(), Game: g, Settings: req.Settings,
		Config: engine.Config{Players: n, Seed: req.Seed, Options: req.Options}}
	if spec.Config.Seed == 0 {
		spec.Config.Seed = randomSeed()
	}
	humans := 0
	decks := false
	for i, seat := range req.Seats {
		st := store.Seat{Seat: i, Kind: seat.Kind}
		switch seat.Kind {
		case match.Human:
			humans++
		case match.AI:
			if !allowedAgent(seat.Agent) {
				problems = append(problems, fmt.Sprintf("seat %d: %q is not one of the AIs offered", i+1, seat.Agent))
			}
			st.Agent, st.Name = seat.Agent, aiName(seat.Agent)
		default:
			problems = append(problems, fmt.Sprintf("seat %d: kind %q is neither human nor ai", i+1, seat.Kind))
		}
		spec.Seats = append(spec.Seats, st)
		if seat.Deck != "" || seat.SavedDeck != "" {
			decks = true
		}
	}
	if humans > 0 && spec.Settings.PaceMillis == 0 {
		spec.Settings.PaceMillis = int(s.cfg.AIPace / time.Millisecond)
	}
	if decks {
		spec.Config.Decks = make([][]string, n)
		for i, seat := range req.Seats {
			if seat.Deck == "" && seat.SavedDeck == "" {
				continue
			}
			ids, deckProblems := s.seatDeck(ctx, se, g, seat.Deck, seat.SavedDeck)
			for _, p := range deckProblems {
				problems = append(problems, fmt.Sprintf("seat %d's deck: %s", i+1, p))
			}
			spec.Config.Decks[i] = ids
		}
		// The seats that bring no deck play the game's usual ones.
		for i, d := range spec.Config.Decks {
			if len(d) > 0 {
				continue
			}
			usual, err := s.usualDecks(g, spec.Config)
			if err != nil {
				problems = append(problems, fmt.Sprintf("seat %d's deck: %v", i+1, err))
				break
			}
			spec.Config.Decks[i] = usual[i]
		}
	}
	if len(problems) == 0 {
		// The game itself has the last word on the set-up (decks it
		// needs, option combinations).
		if _, err := g.New(spec.Config); err != nil {
			problems = append(problems, splitProblems(err)...)
		}
	}
	return spec, problems
}

func playerWords(info engine.Info) string {
	if info.MinPlayers == info.MaxPlayers {
		return fmt.Sprintf("%d players", info.MinPlayers)
	}
	return fmt.Sprintf("%d to %d players", info.MinPlayers, info.MaxPlayers)
}

// joinRequest takes a seat, with a deck of one's own (a built-in deck or
// pasted list, or the id of a saved deck) at a table not yet begun.
type joinRequest struct {
	Seat      int    `json:"seat"`
	Name      string `json:"name"`
	Deck      string `json:"deck,omitempty"`
	SavedDeck string `json:"saved_deck,omitempty"`
}

// joinTable answers POST /api/tables/{id}/join: a fresh credential to a
// free seat, as a cookie and in the answer.
func (s *Server) joinTable(w http.ResponseWriter, r *http.Request) {
	m := s.local(w, r)
	if m == nil || s.limited(w, r) {
		return
	}
	var req joinRequest
	if err := readJSON(w, r, 2*maxDeckBytes, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	if held := s.seatOf(r, m); held >= 0 {
		writeError(w, http.StatusConflict, fmt.Sprintf("you already sit in seat %d at this table", held+1))
		return
	}
	se, err := s.session(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	token := newToken()
	if req.Deck != "" || req.SavedDeck != "" {
		ids, problems := s.seatDeck(r.Context(), se, m.Game(), req.Deck, req.SavedDeck)
		if len(problems) > 0 {
			writeError(w, http.StatusBadRequest, "your deck cannot be played here", problems...)
			return
		}
		usual, uerr := s.usualDecks(m.Game(), m.Replay().Config)
		if uerr != nil {
			writeError(w, http.StatusBadRequest, "your deck cannot be played here", uerr.Error())
			return
		}
		err = m.JoinWithDeck(r.Context(), req.Seat, cleanName(req.Name, req.Seat), tokenHash(token), ids, usual)
	} else {
		err = m.Join(r.Context(), req.Seat, cleanName(req.Name, req.Seat), tokenHash(token))
	}
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.setSeatCookie(w, m.ID, token)
	if se != nil {
		if err := m.SetAccount(r.Context(), req.Seat, se.account.ID); err != nil {
			s.log.Warn("a seat taken could not be linked to its account", "match", m.ID, "err", err)
		}
	}
	writeJSON(w, http.StatusOK, seatAnswer{ID: m.ID, Seat: req.Seat, Token: token})
}

// leaveTable answers POST /api/tables/{id}/leave: the seat's credential
// is revoked and the seat is free again.
func (s *Server) leaveTable(w http.ResponseWriter, r *http.Request) {
	m := s.local(w, r)
	if m == nil {
		return
	}
	seat := s.seatOf(r, m)
	if seat < 0 {
		writeError(w, http.StatusForbidden, "you hold no seat at this table")
		return
	}
	if err := m.Leave(r.Context(), seat); err != nil {
		s.fail(w, r, err)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: seatCookie(m.ID), Value: "", Path: "/", MaxAge: -1, HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: s.cfg.SecureCookies})
	writeJSON(w, http.StatusOK, map[string]any{"left": seat})
}

// getTable answers GET /api/tables/{id}: the table as the lobby lists it,
// with the seat the browser holds.
func (s *Server) getTable(w http.ResponseWriter, r *http.Request) {
	m := s.local(w, r)
	if m == nil {
		return
	}
	writeJSON(w, http.StatusOK, s.tableInfo(r, m))
}

// rematch answers POST /api/tables/{id}/rematch: a new table of the same
// game, options, seats and decks, with a new deal, where the asking player
// takes the same seat.
func (s *Server) rematch(w http.ResponseWriter, r *http.Request) {
	old := s.local(w, r)
	if old == nil || s.limited(w, r) {
		return
	}
	seat := s.seatOf(r, old)
	if seat < 0 {
		writeError(w, http.StatusForbidden, "only a player of this table may ask for a rematch")
		return
	}
	rep := old.Replay()
	spec := match.Spec{ID: newID(), Game: old.Game(), Settings: old.Settings(), Config: rep.Config}
	spec.Config.Seed = randomSeed()
	for _, sv := range old.Seats() {
		st := store.Seat{Seat: sv.Seat, Kind: sv.Kind}
		if sv.Kind == match.AI {
			st.Name = sv.Name
			st.Agent = old.Agent(sv.Seat)
		}
		spec.Seats = append(spec.Seats, st)
	}
	token := newToken()
	spec.Seats[seat].Name, spec.Seats[seat].TokenHash = old.Seats()[seat].Name, tokenHash(token)
	if se, err := s.session(r); err == nil && se != nil {
		spec.Seats[seat].Account = se.account.ID
	}
	asked := time.Now()
	m, err := match.Create(r.Context(), s.mst, s.log, s.hooks(), spec)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.keep(m, asked)
	s.setSeatCookie(w, m.ID, token)
	writeJSON(w, http.StatusCreated, seatAnswer{ID: m.ID, Seat: seat, Token: token})
}

// Seat credentials: a random token, given to the browser once (a cookie
// for that table, and in the answer for programs, which send it as a
// bearer token); the server keeps only its hash.

func seatCookie(id string) string { return "od_seat_" + id }

func (s *Server) setSeatCookie(w http.ResponseWriter, id, token string) {
	http.SetCookie(w, &http.Cookie{Name: seatCookie(id), Value: token, Path: "/", MaxAge: 30 * 24 * 3600,
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: s.cfg.SecureCookies})
}

// seatOf is the seat the request's credential holds at m, or else the
// seat its session's account holds there, or -1.
func (s *Server) seatOf(r *http.Request, m *match.Match) int {
	if token := requestToken(r, m.ID); token != "" {
		if seat := m.SeatOf(tokenHash(token)); seat >= 0 {
			return seat
		}
	}
	if se, err := s.session(r); err == nil && se != nil {
		return m.SeatOfAccount(se.account.ID)
	}
	return -1
}

// requestToken is the seat credential the request holds for table id: its
// bearer token, or else its cookie for the table; "" for none.
func requestToken(r *http.Request, id string) string {
	token := ""
	if c, err := r.Cookie(seatCookie(id)); err == nil {
		token = c.Value
	}
	if auth, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); ok {
		token = strings.TrimSpace(auth)
	}
	return token
}

func newToken() string {
	var b [32]byte
	rand.Read(b[:])
	return base64.RawURLEncoding.EncodeToString(b[:])
}

func tokenHash(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// newID is a table's id: short enough for a link, too many to guess.
func newID() string {
	var b [10]byte
	rand.Read(b[:])
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b[:]))
}

func randomSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	seed := uint64(0)
	for _, x := range b {
		seed = seed<<8 | uint64(x)
	}
	return seed | 1
}

// cleanName is a player's name as the table shows it: one line of at most
// 24 characters with no control characters, or "Player N". It is kept as
// typed: the page shows it as text, never as markup.
func cleanName(name string, seat int) string {
	name = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, name)
	name = strings.Join(strings.Fields(name), " ")
	if utf8.RuneCountInString(name) > 24 {
		name = string([]rune(name)[:24])
	}
	if name == "" {
		return fmt.Sprintf("Player %d", seat+1)
	}
	return name
}

func aiName(spec string) string {
	for _, a := range agentChoices() {
		if a.Spec == spec {
			return a.Name
		}
	}
	return spec
}
