package server

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"omnideck/decklist"
	"omnideck/store"
)

// Collections: the cards of each game an account owns, by the card's id
// (its exact printing). Cards are added and removed by clicking (a
// change of a few cards), or by importing a deck list in the game's
// formats or a CSV file naming cards by set and number. Every problem of
// a change is listed at once, and a change with any problem changes
// nothing. Built decks reserve copies: the collection never drops below
// them.

const (
	// maxCopies is the most copies of one card a collection holds.
	maxCopies = 9999
	// maxImportBytes and maxImportLines bound an imported list or file.
	maxImportBytes = 256 << 10
	maxImportLines = 5000
	// maxListed is how many problems an answer lists before it counts
	// the rest.
	maxListed = 100
)

// ownedCard is a card of a collection as its owner reads it.
type ownedCard struct {
	Card  string `json:"card"`
	Owned int    `json:"owned"`
	// Reserved is how many copies built decks hold, named in Decks.
	Reserved int      `json:"reserved"`
	Decks    []string `json:"decks,omitempty"`
}

// collectionView is a collection as its owner reads it: every card owned
// or reserved, in the catalog's order.
type collectionView struct {
	Game   string      `json:"game"`
	Cards  []ownedCard `json:"cards"`
	Copies int         `json:"copies"`
}

func (s *Server) collectionView(r *http.Request, gc *gameCards, account string) (collectionView, error) {
	owned, err := s.st.Collection(r.Context(), account, gc.info.ID)
	if err != nil {
		return collectionView{}, err
	}
	held, decks, err := s.st.Reserved(r.Context(), account, gc.info.ID, "")
	if err != nil {
		return collectionView{}, err
	}
	v := collectionView{Game: gc.info.ID, Cards: []ownedCard{}}
	add := func(id string) {
		if owned[id] > 0 || held[id] > 0 {
			v.Cards = append(v.Cards, ownedCard{Card: id, Owned: owned[id], Reserved: held[id], Decks: decks[id]})
			v.Copies += owned[id]
		}
	}
	for _, c := range gc.cards {
		add(c.ID)
	}
	// Cards the catalog no longer has (a card file changed) stay listed.
	var gone []string
	for id := range owned {
		if _, ok := gc.byID[id]; !ok {
			gone = append(gone, id)
		}
	}
	slices.Sort(gone)
	for _, id := range gone {
		add(id)
	}
	return v, nil
}

// collectionSummary answers GET /api/collection: how much of each game
// played with decks the account owns.
func (s *Server) collectionSummary(w http.ResponseWriter, r *http.Request) {
	se := s.signedIn(w, r)
	if se == nil {
		return
	}
	sizes, err := s.st.CollectionSizes(r.Context(), se.account.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	type gameSize struct {
		Game   string `json:"game"`
		Name   string `json:"name"`
		Cards  int    `json:"cards"`
		Copies int    `json:"copies"`
		// Pool is the number of cards the game has.
		Pool int `json:"pool"`
	}
	out := []gameSize{}
	for _, g := range s.reg.Games() {
		gc, _, err := s.cardsOf(g.Info().ID)
		if err != nil {
			continue
		}
		n := sizes[gc.info.ID]
		out = append(out, gameSize{Game: gc.info.ID, Name: gc.info.Name, Cards: n.Cards, Copies: n.Copies, Pool: len(gc.cards)})
	}
	writeJSON(w, http.StatusOK, map[string]any{"games": out})
}

// getCollection answers GET /api/collection/{game}.
func (s *Server) getCollection(w http.ResponseWriter, r *http.Request) {
	se := s.signedIn(w, r)
	if se == nil {
		return
	}
	gc := s.deckGame(w, r)
	if gc == nil {
		return
	}
	v, err := s.collectionView(r, gc, se.account.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

// changeRequest changes a few cards of a collection: copies to add (or,
// negative, to remove) by card id.
type changeRequest struct {
	Cards map[string]int `json:"cards"`
}

// changeCollection answers POST /api/collection/{game}/change: copies
// added and removed by clicking.
func (s *Server) changeCollection(w http.ResponseWriter, r *http.Request) {
	se := s.signedIn(w, r)
	if se == nil {
		return
	}
	gc := s.deckGame(w, r)
	if gc == nil {
		return
	}
	var req changeRequest
	if err := readJSON(w, r, 64<<10, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	var problems []string
	ids := make([]string, 0, len(req.Cards))
	for id := range req.Cards {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		if _, ok := gc.byID[id]; !ok {
			problems = append(problems, fmt.Sprintf("%s: %s", id, gc.deck.Unknown(id)))
		}
	}
	if len(problems) > 0 {
		writeError(w, http.StatusBadRequest, "the collection cannot change as asked; nothing was changed", problems...)
		return
	}
	s.editCollection(w, r, gc, se.account.ID, req.Cards, modeAdd)
}

// Modes of a change: copies added, copies removed, or the collection
// replaced by the copies given.
const (
	modeAdd     = "add"
	modeRemove  = "remove"
	modeReplace = "replace"
)

// editCollection applies copies to the collection as mode says, checking
// every card: nothing changes unless every card may.
func (s *Server) editCollection(w http.ResponseWriter, r *http.Request, gc *gameCards, account string, copies map[string]int, mode string) {
	var problems []string
	err := s.st.EditCollection(r.Context(), account, gc.info.ID, func(owned map[string]int) error {
		problems = nil
		if mode == modeReplace {
			for id := range owned {
				owned[id] = 0
			}
		}
		ids := make([]string, 0, len(copies))
		for id := range copies {
			ids = append(ids, id)
		}
		slices.SortFunc(ids, gc.inOrder)
		for _, id := range ids {
			n := copies[id]
			if mode == modeRemove {
				n = -n
			}
			have := owned[id]
			switch next := have + n; {
			case next < 0:
				problems = append(problems, fmt.Sprintf("%s: you own %s, so %d cannot be taken away", gc.label(id), copiesWord(have), -n))
			case next > maxCopies:
				problems = append(problems, fmt.Sprintf("%s: %d copies is more than a collection keeps (%d at most)", gc.label(id), next, maxCopies))
			default:
				owned[id] = next
			}
		}
		if len(problems) > 0 {
			return errProblems
		}
		return nil
	})
	var short *store.ShortError
	switch {
	case errors.Is(err, errProblems):
		writeError(w, http.StatusBadRequest, "the collection cannot change as asked; nothing was changed", limitProblems(problems)...)
		return
	case errors.As(err, &short):
		var out []string
		for _, c := range short.Cards {
			out = append(out, fmt.Sprintf("%s: your built decks (%s) hold %s, and %s would be left; take the card out of those decks or mark them not built first",
				gc.label(c.Card), strings.Join(c.Decks, ", "), copiesWord(c.Want), copiesWord(c.Have)))
		}
		writeError(w, http.StatusConflict, "built decks hold those copies; nothing was changed", out...)
		return
	case err != nil:
		s.fail(w, r, err)
		return
	}
	v, err := s.collectionView(r, gc, account)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

// errProblems says an edit found problems, which it listed.
var errProblems = errors.New("problems")

// inOrder orders card ids as the catalog lists them, unknown ids last.
func (gc *gameCards) inOrder(a, b string) int {
	ia, ib := gc.index(a), gc.index(b)
	if ia != ib {
		return ia - ib
	}
	return strings.Compare(a, b)
}

func (gc *gameCards) index(id string) int {
	if i, ok := gc.order[id]; ok {
		return i
	}
	return len(gc.cards)
}

// copiesWord writes "1 copy" or "3 copies".
func copiesWord(n int) string {
	if n == 1 {
		return "1 copy"
	}
	return fmt.Sprintf("%d copies", n)
}

// limitProblems lists at most maxListed problems, then counts the rest
// (a list whose last line counts the rest already is left as it is).
func limitProblems(problems []string) []string {
	if len(problems) <= maxListed+1 {
		return problems
	}
	return append(problems[:maxListed:maxListed], fmt.Sprintf("and %d more problems", len(problems)-maxListed))
}

// importRequest adds, removes or replaces a collection's cards from a
// deck list or a CSV file.
type importRequest struct {
	Text string `json:"text"`
	// Format is "list" (a deck list in the game's formats) or "csv".
	Format string `json:"format"`
	// Mode is "add" (the default), "remove" or "replace".
	Mode string `json:"mode"`
}

// importCollection answers POST /api/collection/{game}/import: a pasted
// deck list or a CSV file, read whole; every problem is listed at once
// and any problem changes nothing.
func (s *Server) importCollection(w http.ResponseWriter, r *http.Request) {
	se := s.signedIn(w, r)
	if se == nil {
		return
	}
	gc := s.deckGame(w, r)
	if gc == nil {
		return
	}
	var req importRequest
	if err := readJSON(w, r, 2*maxImportBytes, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	if req.Mode == "" {
		req.Mode = modeAdd
	}
	var problems []string
	if req.Mode != modeAdd && req.Mode != modeRemove && req.Mode != modeReplace {
		problems = append(problems, fmt.Sprintf("mode: %q is not add, remove or replace", req.Mode))
	}
	if p := sizeProblems(req.Text); p != "" {
		writeError(w, http.StatusRequestEntityTooLarge, p)
		return
	}
	var copies map[string]int
	var read []string
	switch req.Format {
	case "list", "":
		copies, read = readCollectionList(gc, req.Text)
	case "csv":
		copies, read = readCollectionCSV(gc, req.Text)
	default:
		problems = append(problems, fmt.Sprintf("format: %q is not list or csv", req.Format))
	}
	problems = append(problems, read...)
	if len(problems) == 0 && len(copies) == 0 && req.Mode != modeReplace {
		problems = append(problems, "the text names no card")
	}
	if len(problems) > 0 {
		writeError(w, http.StatusBadRequest, "the list cannot be read; nothing was changed", limitProblems(problems)...)
		return
	}
	s.editCollection(w, r, gc, se.account.ID, copies, req.Mode)
}

// sizeProblems says why a pasted text is too large, or "".
func sizeProblems(text string) string {
	switch {
	case len(text) > maxImportBytes:
		return fmt.Sprintf("the text is %d KiB; a list or file of at most %d KiB is read (split it, or import it in parts)", len(text)>>10, maxImportBytes>>10)
	case strings.Count(text, "\n") >= maxImportLines:
		return fmt.Sprintf("the text has %d lines; a list or file of at most %d lines is read (import it in parts)", strings.Count(text, "\n")+1, maxImportLines)
	}
	return ""
}

// readCollectionList reads a deck list in the game's formats as copies
// by card id: a card named by its name is its original printing, one
// named by id that printing. Every line that cannot be read is a
// problem.
func readCollectionList(gc *gameCards, text string) (map[string]int, []string) {
	d, read := decklist.Read("the list", []byte(text), gc.deck)
	var problems []string
	for _, p := range read {
		problems = append(problems, fmt.Sprintf("line %d: %s", p.Line, p.Message))
	}
	copies := map[string]int{}
	for _, e := range d.Entries {
		copies[e.Card.ID] += e.Count
	}
	return copies, problems
}

// exportCollection answers GET /api/collection/{game}/export?as=csv (the
// default), ids or names: the collection as a file.
func (s *Server) exportCollection(w http.ResponseWriter, r *http.Request) {
	se := s.signedIn(w, r)
	if se == nil {
		return
	}
	gc := s.deckGame(w, r)
	if gc == nil {
		return
	}
	owned, err := s.st.Collection(r.Context(), se.account.ID, gc.info.ID)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	as := r.URL.Query().Get("as")
	var buf bytes.Buffer
	ext, mime := "csv", "text/csv; charset=utf-8"
	switch as {
	case "", "csv":
		writeCollectionCSV(&buf, gc, owned)
	case "ids", "names":
		ext, mime = "txt", "text/plain; charset=utf-8"
		d := &decklist.Deck{Name: gc.info.Name + " collection", Catalog: gc.deck}
		for _, c := range gc.deck.Cards() {
			if n := owned[c.ID]; n > 0 {
				d.Entries = append(d.Entries, decklist.Entry{Count: n, Card: c, ByID: true})
			}
		}
		if err := d.Format(&buf, decklist.Style(as)); err != nil {
			s.fail(w, r, err)
			return
		}
	default:
		writeError(w, http.StatusBadRequest, fmt.Sprintf("as: %q is not csv, ids or names", as))
		return
	}
	w.Header().Set("Content-Type", mime)
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s-collection.%s"`, gc.info.ID, ext))
	w.Write(buf.Bytes())
}
