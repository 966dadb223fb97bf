package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"omnideck/match"
	"omnideck/store"
	"omnideck/web"
)

// routes is the server's handler: the page, the JSON API, the sockets,
// health and metrics. Every request that changes something passes
// net/http's cross-origin protection.
func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /", web.Handler())
	mux.HandleFunc("GET /healthz", s.healthz)
	mux.Handle("GET /metrics", s.metrics.handler())

	mux.HandleFunc("GET /api/games", s.listGames)
	mux.HandleFunc("GET /api/games/{game}/cards", s.gameCards)
	mux.HandleFunc("GET /api/games/{game}/rules", s.gameRules)
	mux.HandleFunc("POST /api/games/{game}/decks/check", s.checkDeck)

	mux.HandleFunc("GET /api/tables", s.listTables)
	mux.HandleFunc("POST /api/tables", s.createTable)
	mux.HandleFunc("GET /api/tables/{id}", s.getTable)
	mux.HandleFunc("POST /api/tables/{id}/join", s.joinTable)
	mux.HandleFunc("POST /api/tables/{id}/leave", s.leaveTable)
	mux.HandleFunc("POST /api/tables/{id}/rematch", s.rematch)
	mux.HandleFunc("GET /api/tables/{id}/socket", s.socket)
	mux.HandleFunc("GET /api/tables/{id}/replay", s.downloadReplay)
	mux.HandleFunc("GET /api/tables/{id}/steps/{step}", s.replayStep)
	mux.HandleFunc("POST /api/replays", s.uploadReplay)

	s.accountRoutes(mux)

	return http.NewCrossOriginProtection().Handler(s.recoverer(withSessionMemo(mux)))
}

// recoverer answers a panic in a handler with a 500 and logs it, so one
// bad request cannot take the server down.
func (s *Server) recoverer(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				s.log.Error("panic in a handler", "path", r.URL.Path, "panic", fmt.Sprint(v))
				writeError(w, http.StatusInternalServerError, "the server failed; nothing was changed")
			}
		}()
		next.ServeHTTP(w, r)
	})
}

func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	if s.stopping() {
		writeError(w, http.StatusServiceUnavailable, "the server is stopping")
		return
	}
	if err := s.st.Ping(r.Context()); err != nil {
		writeError(w, http.StatusServiceUnavailable, "the database does not answer")
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprintln(w, "ok")
}

// apiError is the body of every error answer: what went wrong, and every
// problem when there are several (a deck, a form).
type apiError struct {
	Error    string   `json:"error"`
	Problems []string `json:"problems,omitempty"`
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string, problems ...string) {
	writeJSON(w, status, apiError{Error: msg, Problems: problems})
}

// fail answers err: a refusal is the client's to mend (400, or 409 for a
// stale move or a taken seat), a missing match is 404, anything else the
// server's (500, logged, with no detail).
func (s *Server) fail(w http.ResponseWriter, r *http.Request, err error) {
	switch {
	case errors.Is(err, store.ErrNotFound):
		writeError(w, http.StatusNotFound, "no such table")
	case errors.Is(err, errStopping):
		w.Header().Set("Retry-After", "1")
		writeError(w, http.StatusServiceUnavailable, "the server is stopping; try again")
	case errors.Is(err, match.ErrRefused):
		s.metrics.refused.Inc()
		msg := strings.TrimPrefix(err.Error(), match.ErrRefused.Error()+": ")
		status := http.StatusBadRequest
		if strings.Contains(msg, "taken") || strings.HasPrefix(msg, "stale") {
			status = http.StatusConflict
		}
		writeError(w, status, msg)
	default:
		s.log.Error("request failed", "path", r.URL.Path, "err", err)
		writeError(w, http.StatusInternalServerError, "the server could not do that now; nothing was changed")
	}
}

// readJSON decodes a request body of at most limit bytes into v, refusing
// unknown fields, so a mistyped field is an error and not a default.
func readJSON(w http.ResponseWriter, r *http.Request, limit int64, v any) error {
	r.Body = http.MaxBytesReader(w, r.Body, limit)
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return fmt.Errorf("%w: the request is larger than %d bytes", match.ErrRefused, limit)
		}
		return fmt.Errorf("%w: the request is not the JSON expected: %v", match.ErrRefused, err)
	}
	if dec.More() {
		return fmt.Errorf("%w: the request holds more than one JSON value", match.ErrRefused)
	}
	return nil
}

// limited answers 429 and returns false when the client has made too many
// lobby actions.
func (s *Server) limited(w http.ResponseWriter, r *http.Request) bool {
	if s.limits.action(s.clientAddr(r)) {
		return false
	}
	s.metrics.refused.Inc()
	w.Header().Set("Retry-After", "10")
	writeError(w, http.StatusTooManyRequests, "too many requests from your address: wait a little")
	return true
}
