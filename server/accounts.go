package server

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"omnideck/match"
	"omnideck/store"
)

// Accounts: a person signs up with a name and a password, and then holds
// a session: a random token in an HTTP-only, SameSite=Strict cookie
// (Secure behind HTTPS, as seat cookies are), whose hash alone is stored,
// ending after sessionLife unless used. A guest who signs up or logs in
// keeps the seats that browser holds: its seat cookies' seats become the
// account's, and the account reaches them from any browser it logs in
// on. Every account endpoint answers for the session's account alone;
// net/http's CrossOriginProtection guards every request that changes
// something (routes.go).

const (
	sessionCookie = "od_session"
	// sessionLife is how long a session lasts unused; one used with less
	// than half of it left is extended.
	sessionLife = 30 * 24 * time.Hour
	// maxPasswordBytes bounds a password, so that hashing one is bounded
	// too.
	maxPasswordBytes = 1024
	minPasswordRunes = 8
	maxNameRunes     = 24
	minNameRunes     = 2
	// maxClaimed bounds the seat cookies read when a guest signs up.
	maxClaimed = 200
)

// session is the account a request's session cookie holds.
type session struct {
	account store.Account
	// hash is the session token's hash; expires is when it ends.
	hash    string
	expires time.Time
}

// sessionMemo keeps the session a request's handler read, so that a
// request reads it from the store once however often it asks.
type sessionMemo struct {
	read bool
	se   *session
	err  error
}

type sessionMemoKey struct{}

// withSessionMemo gives each request a sessionMemo.
func withSessionMemo(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), sessionMemoKey{}, &sessionMemo{})))
	})
}

// session reads the request's session: nil for a guest, or a session
// that has expired or ended. A request reads it once.
func (s *Server) session(r *http.Request) (*session, error) {
	memo, _ := r.Context().Value(sessionMemoKey{}).(*sessionMemo)
	if memo != nil && memo.read {
		return memo.se, memo.err
	}
	se, err := s.readSession(r)
	if memo != nil {
		memo.read, memo.se, memo.err = true, se, err
	}
	return se, err
}

// readSession reads the request's session from the store.
func (s *Server) readSession(r *http.Request) (*session, error) {
	c, err := r.Cookie(sessionCookie)
	if err != nil || c.Value == "" {
		return nil, nil
	}
	hash := tokenHash(c.Value)
	a, expires, err := s.st.Session(r.Context(), hash)
	if errors.Is(err, store.ErrNoSession) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &session{account: a, hash: hash, expires: expires}, nil
}

// signedIn is the request's session, or nil after answering 401 (or the
// error reading it).
func (s *Server) signedIn(w http.ResponseWriter, r *http.Request) *session {
	se, err := s.session(r)
	if err != nil {
		s.fail(w, r, err)
		return nil
	}
	if se == nil {
		writeError(w, http.StatusUnauthorized, "log in first: this needs an account")
		return nil
	}
	return se
}

// startSession makes a session for account a and gives the browser its
// cookie.
func (s *Server) startSession(w http.ResponseWriter, r *http.Request, a store.Account) error {
	token := newToken()
	expires := time.Now().Add(sessionLife)
	if err := s.st.CreateSession(r.Context(), tokenHash(token), a.ID, expires); err != nil {
		return err
	}
	s.setSessionCookie(w, token)
	return nil
}

func (s *Server) setSessionCookie(w http.ResponseWriter, token string) {
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: token, Path: "/", MaxAge: int(sessionLife.Seconds()),
		HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: s.cfg.SecureCookies})
}

func (s *Server) clearSessionCookie(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: "", Path: "/", MaxAge: -1,
		HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: s.cfg.SecureCookies})
}

// accountInfo is an account as its owner reads it.
type accountInfo struct {
	Name    string    `json:"name"`
	Created time.Time `json:"created"`
}

// credentials are a name and a password, to sign up or log in.
type credentials struct {
	Name     string `json:"name"`
	Password string `json:"password"`
}

// getAccount answers GET /api/account: the session's account, or null
// for a guest. A session with less than half its life left is extended.
func (s *Server) getAccount(w http.ResponseWriter, r *http.Request) {
	se, err := s.session(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if se == nil {
		writeJSON(w, http.StatusOK, map[string]any{"account": nil})
		return
	}
	if time.Until(se.expires) < sessionLife/2 {
		if c, err := r.Cookie(sessionCookie); err == nil {
			if err := s.st.ExtendSession(r.Context(), se.hash, time.Now().Add(sessionLife)); err == nil {
				s.setSessionCookie(w, c.Value)
			}
		}
	}
	writeJSON(w, http.StatusOK, map[string]any{"account": accountInfo{Name: se.account.Name, Created: se.account.Created}})
}

// signUp answers POST /api/account/signup: a new account, logged in, with
// the seats of the browser's seat cookies. Every problem with the name
// and password is listed at once.
func (s *Server) signUp(w http.ResponseWriter, r *http.Request) {
	var req credentials
	if err := readJSON(w, r, 4096, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	addr := s.clientAddr(r)
	l := s.limits.l
	if !s.auth.take("signup-addr|"+addr, l.SignUps, time.Hour) || !s.auth.take("signup-name|"+store.NameKey(req.Name), l.SignUps, time.Hour) {
		s.tooMany(w, "too many sign-ups tried: wait a while and try again", 10*time.Minute)
		return
	}
	name := strings.TrimSpace(req.Name)
	problems := append(nameProblems(name), passwordProblems(name, req.Password)...)
	if len(problems) > 0 {
		writeError(w, http.StatusBadRequest, "the account cannot be made as asked", problems...)
		return
	}
	hash, err := s.hasher.hash(r.Context(), req.Password)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	a := store.Account{ID: newID(), Name: name, PasswordHash: hash, Created: time.Now()}
	if err := s.st.CreateAccount(r.Context(), a); err != nil {
		if errors.Is(err, store.ErrNameTaken) {
			writeError(w, http.StatusConflict, fmt.Sprintf("the name %s is taken: choose another", name))
			return
		}
		s.fail(w, r, err)
		return
	}
	if err := s.startSession(w, r, a); err != nil {
		s.fail(w, r, err)
		return
	}
	s.claimSeats(r, a.ID)
	s.log.Info("account made", "account", a.ID)
	writeJSON(w, http.StatusCreated, map[string]any{"account": accountInfo{Name: a.Name, Created: a.Created}})
}

// logIn answers POST /api/account/login. A wrong name and a wrong
// password get the same answer, in the same time.
func (s *Server) logIn(w http.ResponseWriter, r *http.Request) {
	var req credentials
	if err := readJSON(w, r, 4096, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	l := s.limits.l
	nameKey := "login-name|" + store.NameKey(strings.TrimSpace(req.Name))
	if !s.auth.take("login-addr|"+s.clientAddr(r), l.LogIns, time.Minute) {
		s.tooMany(w, "too many log-ins from your address: wait a minute", time.Minute)
		return
	}
	if !s.auth.left(nameKey, l.NameLogIns, time.Hour) {
		s.tooMany(w, "too many failed log-ins for this name: wait a while and try again", 10*time.Minute)
		return
	}
	a, err := s.st.AccountByName(r.Context(), strings.TrimSpace(req.Name))
	if err != nil && !errors.Is(err, store.ErrNoAccount) {
		s.fail(w, r, err)
		return
	}
	if len(req.Password) > maxPasswordBytes {
		req.Password = req.Password[:maxPasswordBytes+1]
	}
	ok, stale, err := s.hasher.check(r.Context(), req.Password, a.PasswordHash)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if !ok {
		s.auth.take(nameKey, l.NameLogIns, time.Hour)
		writeError(w, http.StatusUnauthorized, "wrong name or password")
		return
	}
	if err := s.startSession(w, r, a); err != nil {
		s.fail(w, r, err)
		return
	}
	if stale {
		// Hashed with weaker parameters than today's: hash it again.
		if hash, err := s.hasher.hash(r.Context(), req.Password); err == nil {
			if err := s.st.RehashPassword(r.Context(), a.ID, a.PasswordHash, hash); err != nil {
				s.log.Warn("a password could not be hashed again", "account", a.ID, "err", err)
			}
		}
	}
	s.claimSeats(r, a.ID)
	writeJSON(w, http.StatusOK, map[string]any{"account": accountInfo{Name: a.Name, Created: a.Created}})
}

// logOut answers POST /api/account/logout: the session ends, here and in
// the store.
func (s *Server) logOut(w http.ResponseWriter, r *http.Request) {
	se, err := s.session(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if se != nil {
		if err := s.st.DeleteSession(r.Context(), se.hash); err != nil {
			s.fail(w, r, err)
			return
		}
	}
	s.clearSessionCookie(w)
	writeJSON(w, http.StatusOK, map[string]any{"account": nil})
}

// passwordRequest changes a password: the current one, and the new.
type passwordRequest struct {
	Password    string `json:"password"`
	NewPassword string `json:"new_password"`
}

// changePassword answers POST /api/account/password: with the current
// password, a new one; every other session of the account ends.
func (s *Server) changePassword(w http.ResponseWriter, r *http.Request) {
	se := s.signedIn(w, r)
	if se == nil {
		return
	}
	var req passwordRequest
	if err := readJSON(w, r, 4096, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	if !s.recheck(w, r, se, req.Password) {
		return
	}
	if problems := passwordProblems(se.account.Name, req.NewPassword); len(problems) > 0 {
		writeError(w, http.StatusBadRequest, "the new password cannot be used", problems...)
		return
	}
	hash, err := s.hasher.hash(r.Context(), req.NewPassword)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if err := s.st.SetPassword(r.Context(), se.account.ID, hash, se.hash); err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"changed": true})
}

// recheck answers 403 and returns false unless password is the session's
// account's: changing the password or deleting the account asks for it
// again. Failures count against the account name's log-in limit.
func (s *Server) recheck(w http.ResponseWriter, r *http.Request, se *session, password string) bool {
	nameKey := "login-name|" + store.NameKey(se.account.Name)
	if !s.auth.left(nameKey, s.limits.l.NameLogIns, time.Hour) {
		s.tooMany(w, "too many wrong passwords for this account: wait a while and try again", 10*time.Minute)
		return false
	}
	if len(password) > maxPasswordBytes {
		password = password[:maxPasswordBytes+1]
	}
	ok, _, err := s.hasher.check(r.Context(), password, se.account.PasswordHash)
	if err != nil {
		s.fail(w, r, err)
		return false
	}
	if !ok {
		s.auth.take(nameKey, s.limits.l.NameLogIns, time.Hour)
		writeError(w, http.StatusForbidden, "that is not your current password")
		return false
	}
	return true
}

// deleteRequest confirms deleting an account with its password.
type deleteRequest struct {
	Password string `json:"password"`
}

// deleteAccount answers POST /api/account/delete: with the password, the
// account is deleted with its sessions, collection and decks; the games
// it played stay, as the other players' records, no longer linked to it.
func (s *Server) deleteAccount(w http.ResponseWriter, r *http.Request) {
	se := s.signedIn(w, r)
	if se == nil {
		return
	}
	var req deleteRequest
	if err := readJSON(w, r, 4096, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	if !s.recheck(w, r, se, req.Password) {
		return
	}
	if err := s.st.DeleteAccount(r.Context(), se.account.ID); err != nil {
		s.fail(w, r, err)
		return
	}
	s.unlinkSeats(r.Context(), se.account.ID)
	s.clearSessionCookie(w)
	s.log.Info("account deleted", "account", se.account.ID)
	writeJSON(w, http.StatusOK, map[string]any{"deleted": true})
}

// claimSeats gives account the seats the request's seat cookies hold
// and no account holds yet: in the store, and at the tables this server
// serves.
func (s *Server) claimSeats(r *http.Request, account string) {
	var hashes []string
	for _, c := range r.Cookies() {
		if strings.HasPrefix(c.Name, "od_seat_") && c.Value != "" && len(hashes) < maxClaimed {
			hashes = append(hashes, tokenHash(c.Value))
		}
	}
	ids, err := s.st.ClaimSeats(r.Context(), account, hashes)
	if err != nil {
		s.log.Warn("a guest's seats could not be claimed", "err", err)
		return
	}
	for _, id := range ids {
		m := s.served(id)
		if m == nil {
			continue
		}
		for _, h := range hashes {
			if seat := m.SeatOf(h); seat >= 0 {
				if err := m.SetAccount(r.Context(), seat, account); err != nil {
					s.log.Warn("a claimed seat could not be linked at its table", "match", id, "err", err)
				}
			}
		}
	}
}

// unlinkSeats takes a deleted account off the seats of the tables this
// server serves (the store has done so for every table).
func (s *Server) unlinkSeats(ctx context.Context, account string) {
	s.mu.Lock()
	live := make([]*match.Match, 0, len(s.matches))
	for _, m := range s.matches {
		live = append(live, m)
	}
	s.mu.Unlock()
	for _, m := range live {
		if seat := m.SeatOfAccount(account); seat >= 0 {
			m.SetAccount(ctx, seat, "")
		}
	}
}

// served is the match this server serves as id, or nil.
func (s *Server) served(id string) *match.Match {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.matches[id]
}

// nameProblems lists what is wrong with an account name.
func nameProblems(name string) []string {
	var out []string
	n := utf8.RuneCountInString(name)
	switch {
	case !utf8.ValidString(name):
		return []string{"name: not UTF-8 text"}
	case n < minNameRunes:
		out = append(out, fmt.Sprintf("name: at least %d characters", minNameRunes))
	case n > maxNameRunes:
		out = append(out, fmt.Sprintf("name: at most %d characters", maxNameRunes))
	}
	for _, r := range name {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(" -_.'", r) {
			out = append(out, fmt.Sprintf("name: %q is not allowed; use letters, digits, spaces and - _ . '", r))
			break
		}
	}
	if strings.Contains(name, "  ") {
		out = append(out, "name: one space at most between words")
	}
	return out
}

// passwordProblems lists what is wrong with a password for the account
// called name.
func passwordProblems(name, password string) []string {
	var out []string
	switch {
	case utf8.RuneCountInString(password) < minPasswordRunes:
		out = append(out, fmt.Sprintf("password: at least %d characters", minPasswordRunes))
	case len(password) > maxPasswordBytes:
		out = append(out, fmt.Sprintf("password: at most %d bytes", maxPasswordBytes))
	}
	if name != "" && strings.EqualFold(strings.TrimSpace(password), name) {
		out = append(out, "password: not the same as the name")
	}
	return out
}

// accountRoutes are the account API's routes.
func (s *Server) accountRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/account", s.getAccount)
	mux.HandleFunc("POST /api/account/signup", s.signUp)
	mux.HandleFunc("POST /api/account/login", s.logIn)
	mux.HandleFunc("POST /api/account/logout", s.logOut)
	mux.HandleFunc("POST /api/account/password", s.changePassword)
	mux.HandleFunc("POST /api/account/delete", s.deleteAccount)
	mux.HandleFunc("GET /api/account/matches", s.accountMatches)

	mux.HandleFunc("GET /api/collection", s.collectionSummary)
	mux.HandleFunc("GET /api/collection/{game}", s.getCollection)
	mux.HandleFunc("POST /api/collection/{game}/change", s.changeCollection)
	mux.HandleFunc("POST /api/collection/{game}/import", s.importCollection)
	mux.HandleFunc("GET /api/collection/{game}/export", s.exportCollection)

	mux.HandleFunc("GET /api/decks", s.listDecks)
	mux.HandleFunc("POST /api/decks", s.createDeck)
	mux.HandleFunc("POST /api/decks/check", s.checkDeckCards)
	mux.HandleFunc("GET /api/decks/{id}", s.getDeck)
	mux.HandleFunc("PUT /api/decks/{id}", s.updateDeck)
	mux.HandleFunc("DELETE /api/decks/{id}", s.deleteDeck)
	mux.HandleFunc("POST /api/decks/{id}/copy", s.copyDeck)
	mux.HandleFunc("GET /api/decks/{id}/export", s.exportDeck)
	mux.HandleFunc("POST /api/decks/{id}/share", s.shareDeck)
	mux.HandleFunc("POST /api/decks/{id}/simulate", s.simulateDeck)
	mux.HandleFunc("DELETE /api/decks/{id}/share", s.unshareDeck)
	mux.HandleFunc("GET /api/shared/{code}", s.getShared)
	mux.HandleFunc("POST /api/shared/{code}/copy", s.copyShared)
}
