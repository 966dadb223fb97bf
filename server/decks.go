package server

import (
	"bytes"
	"crypto/rand"
	"encoding/base32"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"unicode"
	"unicode/utf8"

	"omnideck/decklist"
	"omnideck/store"
)

// Decks: an account's decks, each of one game (and format), built in the
// deck builder or pasted as a deck list. A deck may be saved while it is
// not legal yet: its check (the same as `omnideck deck check`: decklist's
// Read, then Check) is answered beside it. A deck marked built holds
// real copies from the collection. A deck is read and changed by its
// account alone; one shared has a short code anyone may read it by.

const (
	// maxDecks is how many decks an account keeps.
	maxDecks = 500
	// maxDeckCards bounds the different cards of a deck.
	maxDeckCards = 300
	maxDeckName  = 60
)

// deckView is a deck as its owner reads it.
type deckView struct {
	ID       string           `json:"id"`
	Game     string           `json:"game"`
	GameName string           `json:"game_name"`
	Format   string           `json:"format"`
	Name     string           `json:"name"`
	Cards    []store.DeckCard `json:"cards"`
	Size     int              `json:"size"`
	Built    bool             `json:"built"`
	// Share is the deck's share code, "" when it is not shared.
	Share   string `json:"share"`
	Legal   bool   `json:"legal"`
	Updated string `json:"updated"`
}

func (s *Server) deckView(gc *gameCards, d store.Deck) deckView {
	v := deckView{ID: d.ID, Game: d.Game, GameName: d.Game, Format: d.Format, Name: d.Name, Cards: d.Cards, Size: d.Size(),
		Built: d.Built, Share: d.ShareCode, Updated: d.Updated.UTC().Format("2006-01-02 15:04")}
	if v.Cards == nil {
		v.Cards = []store.DeckCard{}
	}
	if gc != nil {
		v.GameName = gc.info.Name
		f, err := gc.format(d.Format)
		v.Legal = err == nil && len(gc.check(f, d.Cards)) == 0
	}
	return v
}

// deckRequest is a deck as the builder sends it: its cards by id, or a
// deck list to read; or a built-in deck (starter) or shared deck to
// start from.
type deckSave struct {
	Game    string           `json:"game"`
	Format  string           `json:"format"`
	Name    string           `json:"name"`
	Cards   []store.DeckCard `json:"cards"`
	List    string           `json:"list"`
	Built   bool             `json:"built"`
	Starter string           `json:"starter"`
}

// listDecks answers GET /api/decks?game=ID: the account's decks (of one
// game, or all), by game and name.
func (s *Server) listDecks(w http.ResponseWriter, r *http.Request) {
	se := s.signedIn(w, r)
	if se == nil {
		return
	}
	game := r.URL.Query().Get("game")
	if game != "" && s.deckGameNamed(w, game) == nil {
		return
	}
	decks, err := s.st.Decks(r.Context(), se.account.ID, game)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	out := []deckView{}
	for _, d := range decks {
		gc, _, _ := s.cardsOf(d.Game)
		out = append(out, s.deckView(gc, d))
	}
	writeJSON(w, http.StatusOK, map[string]any{"decks": out})
}

// deckCardsOf reads what a save names as the deck's cards: its cards by
// id, a deck list, or a built-in deck; with the problems that keep it
// from being saved (unknown cards, a list's unreadable lines).
func (gc *gameCards) deckCardsOf(req deckSave) ([]store.DeckCard, string, []string) {
	switch {
	case req.Starter != "":
		d, err := decklist.Find(gc.starters, req.Starter)
		if err != nil {
			return nil, "", []string{err.Error()}
		}
		return entriesOf(d), d.Name, nil
	case req.List != "":
		if p := sizeProblems(req.List); p != "" {
			return nil, "", []string{p}
		}
		d, read := decklist.Read("the list", []byte(req.List), gc.deck)
		var problems []string
		for _, p := range read {
			problems = append(problems, fmt.Sprintf("line %d: %s", p.Line, p.Message))
		}
		return entriesOf(d), d.Name, problems
	}
	var problems []string
	seen := map[string]int{}
	var out []store.DeckCard
	for _, c := range req.Cards {
		switch {
		case gc.byID[c.Card] == nil:
			problems = append(problems, fmt.Sprintf("%s: %s", c.Card, gc.deck.Unknown(c.Card)))
			continue
		case c.Count < 1 || c.Count > decklist.MaxCount:
			problems = append(problems, fmt.Sprintf("%s: %d copies is not a count from 1 to %d", gc.label(c.Card), c.Count, decklist.MaxCount))
			continue
		}
		if i, ok := seen[c.Card]; ok {
			out[i].Count += c.Count
			continue
		}
		seen[c.Card] = len(out)
		out = append(out, c)
	}
	if len(out) > maxDeckCards {
		problems = append(problems, fmt.Sprintf("the deck has %d different cards; a deck keeps at most %d", len(out), maxDeckCards))
	}
	return out, "", problems
}

// entriesOf is a deck list's cards by id, copies of one card together.
func entriesOf(d *decklist.Deck) []store.DeckCard {
	out := []store.DeckCard{}
	at := map[string]int{}
	for _, e := range d.Entries {
		if i, ok := at[e.Card.ID]; ok {
			out[i].Count += e.Count
			continue
		}
		at[e.Card.ID] = len(out)
		out = append(out, store.DeckCard{Card: e.Card.ID, Count: e.Count})
	}
	return out
}

// cleanDeckName is a deck's name as kept: one line of at most
// maxDeckName characters, or what names it otherwise.
func cleanDeckName(name, otherwise string) string {
	name = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, name)
	name = strings.Join(strings.Fields(name), " ")
	if utf8.RuneCountInString(name) > maxDeckName {
		name = string([]rune(name)[:maxDeckName])
	}
	if name == "" {
		return otherwise
	}
	return name
}

// createDeck answers POST /api/decks: a new deck of the account, from the
// builder's cards, a deck list or a built-in deck. Unknown cards, a list's
// unreadable lines, an unknown format, or a built deck the collection
// lacks copies for: every problem is listed, and nothing is saved.
func (s *Server) createDeck(w http.ResponseWriter, r *http.Request) {
	se := s.signedIn(w, r)
	if se == nil {
		return
	}
	var req deckSave
	if err := readJSON(w, r, 2*maxImportBytes, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	gc := s.deckGameNamed(w, req.Game)
	if gc == nil {
		return
	}
	cards, listName, problems := gc.deckCardsOf(req)
	if _, err := gc.format(req.Format); err != nil {
		problems = append(problems, err.Error())
	}
	if len(problems) > 0 {
		writeError(w, http.StatusBadRequest, "the deck cannot be saved as asked; nothing was saved", limitProblems(problems)...)
		return
	}
	d := store.Deck{ID: newID(), Account: se.account.ID, Game: gc.info.ID, Format: req.Format,
		Name: cleanDeckName(req.Name, cleanDeckName(listName, "New "+gc.info.Name+" deck")), Cards: cards, Built: req.Built}
	if err := s.st.CreateDeck(r.Context(), d, maxDecks); err != nil {
		s.deckFailed(w, r, gc, err)
		return
	}
	s.answerDeck(w, r, gc, se.account.ID, d.ID, http.StatusCreated)
}

// answerDeck answers with deck id of account as stored.
func (s *Server) answerDeck(w http.ResponseWriter, r *http.Request, gc *gameCards, account, id string, status int) {
	d, err := s.st.Deck(r.Context(), account, id)
	if err != nil {
		s.deckFailed(w, r, gc, err)
		return
	}
	writeJSON(w, status, map[string]any{"deck": s.deckView(gc, d)})
}

// deckFailed answers a deck's store error: another account's deck or
// none (404, never told apart), too many decks, or too few free copies
// for a built deck, each named.
func (s *Server) deckFailed(w http.ResponseWriter, r *http.Request, gc *gameCards, err error) {
	var short *store.ShortError
	switch {
	case errors.Is(err, store.ErrNoDeck):
		writeError(w, http.StatusNotFound, "no such deck among yours")
	case errors.Is(err, store.ErrTooManyDecks):
		writeError(w, http.StatusConflict, fmt.Sprintf("you have %d decks, as many as an account keeps: delete one first", maxDecks))
	case errors.As(err, &short):
		var out []string
		for _, c := range short.Cards {
			out = append(out, fmt.Sprintf("%s: the deck has %s, and your collection has %s free", gc.label(c.Card), copiesWord(c.Want), copiesWord(c.Have)))
		}
		writeError(w, http.StatusConflict, "the collection lacks copies for the deck to be built; it was not saved", out...)
	default:
		s.fail(w, r, err)
	}
}

// ownDeck reads the request's {id} deck of the session's account, and
// its game's cards, answering 404 for another's deck or none.
func (s *Server) ownDeck(w http.ResponseWriter, r *http.Request, se *session) (store.Deck, *gameCards, bool) {
	d, err := s.st.Deck(r.Context(), se.account.ID, r.PathValue("id"))
	if err != nil {
		s.deckFailed(w, r, nil, err)
		return store.Deck{}, nil, false
	}
	gc := s.deckGameNamed(w, d.Game)
	if gc == nil {
		return store.Deck{}, nil, false
	}
	return d, gc, true
}

// getDeck answers GET /api/decks/{id}.
func (s *Server) getDeck(w http.ResponseWriter, r *http.Request) {
	se := s.signedIn(w, r)
	if se == nil {
		return
	}
	d, gc, ok := s.ownDeck(w, r, se)
	if !ok {
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"deck": s.deckView(gc, d)})
}

// updateDeck answers PUT /api/decks/{id}: the deck's name, format, cards
// and whether it is built, all at once. Its game stays.
func (s *Server) updateDeck(w http.ResponseWriter, r *http.Request) {
	se := s.signedIn(w, r)
	if se == nil {
		return
	}
	d, gc, ok := s.ownDeck(w, r, se)
	if !ok {
		return
	}
	var req deckSave
	if err := readJSON(w, r, 2*maxImportBytes, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	var problems []string
	if req.Game != "" && req.Game != d.Game {
		problems = append(problems, fmt.Sprintf("game: the deck is a %s deck; a deck keeps its game (copy its list into a new deck of %s)", gc.info.Name, req.Game))
	}
	cards, _, read := gc.deckCardsOf(req)
	problems = append(problems, read...)
	if _, err := gc.format(req.Format); err != nil {
		problems = append(problems, err.Error())
	}
	if len(problems) > 0 {
		writeError(w, http.StatusBadRequest, "the deck cannot be saved as asked; nothing was saved", limitProblems(problems)...)
		return
	}
	d.Name, d.Format, d.Cards, d.Built = cleanDeckName(req.Name, d.Name), req.Format, cards, req.Built
	if err := s.st.UpdateDeck(r.Context(), d); err != nil {
		s.deckFailed(w, r, gc, err)
		return
	}
	s.answerDeck(w, r, gc, se.account.ID, d.ID, http.StatusOK)
}

// deleteDeck answers DELETE /api/decks/{id}.
func (s *Server) deleteDeck(w http.ResponseWriter, r *http.Request) {
	se := s.signedIn(w, r)
	if se == nil {
		return
	}
	if err := s.st.DeleteDeck(r.Context(), se.account.ID, r.PathValue("id")); err != nil {
		s.deckFailed(w, r, nil, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"deleted": true})
}

// copyDeck answers POST /api/decks/{id}/copy: a new deck of the same
// cards, not built, "NAME (copy)".
func (s *Server) copyDeck(w http.ResponseWriter, r *http.Request) {
	se := s.signedIn(w, r)
	if se == nil {
		return
	}
	d, gc, ok := s.ownDeck(w, r, se)
	if !ok {
		return
	}
	s.saveCopy(w, r, gc, se, d, d.Name+" (copy)")
}

// saveCopy stores a copy of d as the session's account's, not built and
// not shared.
func (s *Server) saveCopy(w http.ResponseWriter, r *http.Request, gc *gameCards, se *session, d store.Deck, name string) {
	c := store.Deck{ID: newID(), Account: se.account.ID, Game: d.Game, Format: d.Format, Name: cleanDeckName(name, d.Name), Cards: d.Cards}
	if err := s.st.CreateDeck(r.Context(), c, maxDecks); err != nil {
		s.deckFailed(w, r, gc, err)
		return
	}
	s.answerDeck(w, r, gc, se.account.ID, c.ID, http.StatusCreated)
}

// deckList writes deck d as a deck list in style (names or ids).
func (gc *gameCards) deckList(d store.Deck, style decklist.Style) (string, error) {
	dl := &decklist.Deck{Name: d.Name, Catalog: gc.deck}
	for _, c := range d.Cards {
		if card, ok := gc.deck.ByID(c.Card); ok {
			dl.Entries = append(dl.Entries, decklist.Entry{Count: c.Count, Card: card, ByID: true})
		}
	}
	var buf bytes.Buffer
	if err := dl.Format(&buf, style); err != nil {
		return "", err
	}
	return buf.String(), nil
}

// exportDeck answers GET /api/decks/{id}/export?as=ids|names: the deck as
// a deck list file in the game's format, which `omnideck deck check`,
// --decks and the builder read back. By id (the default) keeps the exact
// printings.
func (s *Server) exportDeck(w http.ResponseWriter, r *http.Request) {
	se := s.signedIn(w, r)
	if se == nil {
		return
	}
	d, gc, ok := s.ownDeck(w, r, se)
	if !ok {
		return
	}
	s.writeDeckList(w, r, gc, d)
}

func (s *Server) writeDeckList(w http.ResponseWriter, r *http.Request, gc *gameCards, d store.Deck) {
	as := r.URL.Query().Get("as")
	if as == "" {
		as = string(decklist.ByID)
	}
	style, err := decklist.ParseStyle(as)
	if err != nil {
		writeError(w, http.StatusBadRequest, "as: "+err.Error())
		return
	}
	text, err := gc.deckList(d, style)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s.txt"`, fileName(d.Name)))
	w.Write([]byte(text))
}

// fileName is a deck's name as a file's: letters, digits and dashes.
func fileName(name string) string {
	out := strings.Map(func(r rune) rune {
		if r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			return unicode.ToLower(r)
		}
		return '-'
	}, name)
	out = strings.Trim(out, "-")
	for strings.Contains(out, "--") {
		out = strings.ReplaceAll(out, "--", "-")
	}
	if out == "" {
		return "deck"
	}
	return out
}

// shareDeck answers POST /api/decks/{id}/share: the deck's share code,
// made on first asking. Anyone with it reads the deck at /d/CODE.
func (s *Server) shareDeck(w http.ResponseWriter, r *http.Request) {
	se := s.signedIn(w, r)
	if se == nil {
		return
	}
	var code string
	var err error
	for range 3 {
		if code, err = s.st.ShareDeck(r.Context(), se.account.ID, r.PathValue("id"), newShareCode()); err == nil || errors.Is(err, store.ErrNoDeck) {
			break
		}
	}
	if err != nil {
		s.deckFailed(w, r, nil, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"share": code, "path": "/d/" + code})
}

// unshareDeck answers DELETE /api/decks/{id}/share: the code reads
// nothing any more.
func (s *Server) unshareDeck(w http.ResponseWriter, r *http.Request) {
	se := s.signedIn(w, r)
	if se == nil {
		return
	}
	if err := s.st.UnshareDeck(r.Context(), se.account.ID, r.PathValue("id")); err != nil {
		s.deckFailed(w, r, nil, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"share": ""})
}

// newShareCode is a deck's share code: 8 letters and digits, short enough
// to read out, too many to guess (2^40).
func newShareCode() string {
	var b [5]byte
	rand.Read(b[:])
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b[:]))
}

// sharedView is a shared deck as anyone reads it: no owner, no id.
type sharedView struct {
	Code     string           `json:"code"`
	Game     string           `json:"game"`
	GameName string           `json:"game_name"`
	Format   string           `json:"format"`
	Name     string           `json:"name"`
	Cards    []store.DeckCard `json:"cards"`
	Size     int              `json:"size"`
	Legal    bool             `json:"legal"`
	List     string           `json:"list"`
}

// sharedDeck reads the request's {code} deck, answering 404 for none.
func (s *Server) sharedDeck(w http.ResponseWriter, r *http.Request) (store.Deck, *gameCards, bool) {
	d, err := s.st.SharedDeck(r.Context(), strings.ToLower(r.PathValue("code")))
	if err != nil {
		if errors.Is(err, store.ErrNoDeck) {
			writeError(w, http.StatusNotFound, "no deck is shared under this code (its owner may have stopped sharing it)")
			return store.Deck{}, nil, false
		}
		s.fail(w, r, err)
		return store.Deck{}, nil, false
	}
	gc := s.deckGameNamed(w, d.Game)
	if gc == nil {
		return store.Deck{}, nil, false
	}
	return d, gc, true
}

// getShared answers GET /api/shared/{code}: a shared deck, for anyone.
func (s *Server) getShared(w http.ResponseWriter, r *http.Request) {
	d, gc, ok := s.sharedDeck(w, r)
	if !ok {
		return
	}
	list, err := gc.deckList(d, decklist.ByID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	v := s.deckView(gc, d)
	writeJSON(w, http.StatusOK, map[string]any{"deck": sharedView{Code: d.ShareCode, Game: v.Game, GameName: v.GameName, Format: v.Format,
		Name: v.Name, Cards: v.Cards, Size: v.Size, Legal: v.Legal, List: list}})
}

// copyShared answers POST /api/shared/{code}/copy: the shared deck copied
// into the session's account's decks.
func (s *Server) copyShared(w http.ResponseWriter, r *http.Request) {
	se := s.signedIn(w, r)
	if se == nil {
		return
	}
	d, gc, ok := s.sharedDeck(w, r)
	if !ok {
		return
	}
	s.saveCopy(w, r, gc, se, d, d.Name)
}
