package server

import (
	"cmp"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"

	"omnideck/decklist"
	"omnideck/engine"
)

// gameCards is what collections and decks need of a game played with
// decks, read once: its cards as people read them (with their facts) and
// as deck lists name them, its formats and its built-in decks.
type gameCards struct {
	game engine.Game
	info engine.Info
	// cards are the catalog's cards in set order, byID by id, and order
	// their places.
	cards []engine.CardInfo
	byID  map[string]*engine.CardInfo
	order map[string]int
	deck  *decklist.Catalog
	// formats are the game's formats, the first its default; none when
	// the game has none.
	formats  decklist.Formats
	starters []*decklist.Deck
	// facts say of each fact's name where it comes among the facts of
	// the cards and whether its values are all whole numbers.
	facts map[string]factInfo
}

type factInfo struct {
	rank    int
	numeric bool
}

// readFacts fills gc.facts: a name ranks by its place on the first card
// that has it, then by that card's place; it is numeric when every
// value is a whole number.
func (gc *gameCards) readFacts() {
	type first struct{ pos, card int }
	firsts := map[string]first{}
	gc.facts = map[string]factInfo{}
	for i := range gc.cards {
		for j, f := range gc.cards[i].Facts {
			if _, ok := firsts[f.Name]; !ok {
				firsts[f.Name] = first{j, i}
				gc.facts[f.Name] = factInfo{numeric: true}
			}
			if _, err := strconv.Atoi(f.Value); err != nil {
				gc.facts[f.Name] = factInfo{numeric: false}
			}
		}
	}
	names := make([]string, 0, len(firsts))
	for n := range firsts {
		names = append(names, n)
	}
	slices.SortFunc(names, func(a, b string) int {
		return cmp.Or(cmp.Compare(firsts[a].pos, firsts[b].pos), cmp.Compare(firsts[a].card, firsts[b].card), cmp.Compare(a, b))
	})
	for i, n := range names {
		fi := gc.facts[n]
		fi.rank = i
		gc.facts[n] = fi
	}
}

// cardCache keeps each game's gameCards.
type cardCache struct {
	mu    sync.Mutex
	games map[string]*gameCards
	// usual are the decks seats play when given none (usualDecks), by
	// game, player count and options.
	usual map[string][][]string
}

// deckGame finds the game of the request's {game} and its cards,
// answering 404 for an unknown game and 400 for a game not played with
// decks.
func (s *Server) deckGame(w http.ResponseWriter, r *http.Request) *gameCards {
	return s.deckGameNamed(w, r.PathValue("game"))
}

func (s *Server) deckGameNamed(w http.ResponseWriter, id string) *gameCards {
	gc, status, err := s.cardsOf(id)
	if err != nil {
		writeError(w, status, err.Error())
		return nil
	}
	return gc
}

// cardsOf reads game id's cards, once; the status is the answer's for
// an error.
func (s *Server) cardsOf(id string) (*gameCards, int, error) {
	s.cards.mu.Lock()
	defer s.cards.mu.Unlock()
	if gc, ok := s.cards.games[id]; ok {
		return gc, http.StatusOK, nil
	}
	g, err := s.reg.Lookup(id)
	if err != nil {
		return nil, http.StatusNotFound, err
	}
	dg, ok := g.(engine.DeckGame)
	c, hasCatalog := g.(engine.Catalog)
	if !ok || !hasCatalog {
		return nil, http.StatusBadRequest, fmt.Errorf("%s is not played with decks: it has no collection or decks", g.Info().Name)
	}
	gc := &gameCards{game: g, info: g.Info(), cards: c.Catalog(), byID: map[string]*engine.CardInfo{}, order: map[string]int{}}
	for i := range gc.cards {
		gc.byID[gc.cards[i].ID] = &gc.cards[i]
		gc.order[gc.cards[i].ID] = i
	}
	if gc.deck, err = dg.DeckCatalog(); err != nil {
		return nil, http.StatusInternalServerError, fmt.Errorf("%s: its cards: %w", gc.info.Name, err)
	}
	if gc.formats, err = dg.DeckFormats(); err != nil {
		return nil, http.StatusInternalServerError, fmt.Errorf("%s: its formats: %w", gc.info.Name, err)
	}
	gc.starters, _ = dg.StarterDecks()
	gc.readFacts()
	if s.cards.games == nil {
		s.cards.games = map[string]*gameCards{}
	}
	s.cards.games[id] = gc
	return gc, http.StatusOK, nil
}

// name is a card's name as people read it, or its id when the catalog
// does not have it.
func (gc *gameCards) name(id string) string {
	if c, ok := gc.byID[id]; ok {
		return c.Name
	}
	return id
}

// label names a card with its id, for messages: "Targeted Nuke
// (BS26/13)".
func (gc *gameCards) label(id string) string {
	if c, ok := gc.byID[id]; ok {
		return fmt.Sprintf("%s (%s)", c.Name, id)
	}
	return id
}

// format is the game's format called id ("" for the default), or an
// error naming the formats there are.
func (gc *gameCards) format(id string) (*decklist.Format, error) {
	if len(gc.formats) == 0 {
		if id != "" {
			return nil, fmt.Errorf("format: %s has no formats", gc.info.Name)
		}
		return nil, nil
	}
	if id == "" {
		return gc.formats[0], nil
	}
	f, err := gc.formats.Lookup(id)
	if err != nil {
		return nil, fmt.Errorf("format: %w", err)
	}
	return f, nil
}

// printing is where a card is printed, for collection files: its set and
// number from its facts, or else from its id ("BS26/13").
func printing(c *engine.CardInfo) (set, number string) {
	sets, numbers := c.FactValues(engine.FactSet), c.FactValues(engine.FactNumber)
	if len(sets) > 0 && len(numbers) > 0 {
		return sets[0], numbers[0]
	}
	set, number, _ = strings.Cut(c.ID, "/")
	return set, number
}
