package server

import (
	"net/http"
	"strings"

	"omnideck/agent"
	"omnideck/decklist"
	"omnideck/docs"
	"omnideck/engine"
)

// gameInfo is a game as the lobby offers it.
type gameInfo struct {
	engine.Info
	// Decks are the game's built-in decks, for games played with
	// constructed decks; DeckRules says how to build one.
	Decks     []deckInfo `json:"decks"`
	DeckRules string     `json:"deck_rules,omitempty"`
	// Formats are the ids of the game's formats, its default first; none
	// for a game without formats.
	Formats []string `json:"formats"`
	// Cards is true when the game's cards can be read (GET .../cards).
	Cards bool `json:"cards"`
}

type deckInfo struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Size int    `json:"size"`
}

// agentChoice is an AI a seat may be given.
type agentChoice struct {
	Spec    string `json:"spec"`
	Name    string `json:"name"`
	Summary string `json:"summary"`
}

// agentChoices are the AIs the server offers: every agent, the search
// agent at its levels only, so that no table can ask for an unbounded
// search.
func agentChoices() []agentChoice {
	var out []agentChoice
	for _, name := range agent.Names() {
		if name == "ismcts" {
			for _, level := range agent.Levels() {
				out = append(out, agentChoice{Spec: name + ":" + level, Name: "search AI, " + level, Summary: agent.Summary(name)})
			}
			continue
		}
		out = append(out, agentChoice{Spec: name, Name: name + " AI", Summary: agent.Summary(name)})
	}
	return out
}

func allowedAgent(spec string) bool {
	for _, a := range agentChoices() {
		if a.Spec == spec {
			return true
		}
	}
	return false
}

// listGames answers GET /api/games: every game with its options, player
// counts and decks, and the AIs a seat may be given.
func (s *Server) listGames(w http.ResponseWriter, r *http.Request) {
	var out []gameInfo
	for _, g := range s.reg.Games() {
		gi := gameInfo{Info: g.Info(), Decks: []deckInfo{}, Formats: []string{}}
		if gi.Options == nil {
			gi.Options = []engine.OptionSpec{}
		}
		if dg, ok := g.(engine.DeckGame); ok {
			if decks, err := dg.StarterDecks(); err == nil {
				for _, d := range decks {
					gi.Decks = append(gi.Decks, deckInfo{ID: d.ID(), Name: d.Name, Size: d.Size()})
				}
			}
			if cat, err := dg.DeckCatalog(); err == nil {
				gi.DeckRules = cat.Rules().Summary
			}
			if formats, err := dg.DeckFormats(); err == nil {
				gi.Formats = append(gi.Formats, formats.IDs()...)
			}
		}
		_, gi.Cards = g.(engine.Catalog)
		out = append(out, gi)
	}
	writeJSON(w, http.StatusOK, map[string]any{"games": out, "agents": agentChoices()})
}

// lookup finds the game of the request's {game}, or answers 404.
func (s *Server) lookup(w http.ResponseWriter, r *http.Request) (engine.Game, bool) {
	g, err := s.reg.Lookup(r.PathValue("game"))
	if err != nil {
		writeError(w, http.StatusNotFound, err.Error())
		return nil, false
	}
	return g, true
}

// gameCards answers GET /api/games/{game}/cards: every card people may
// read, with its whole text.
func (s *Server) gameCards(w http.ResponseWriter, r *http.Request) {
	g, ok := s.lookup(w, r)
	if !ok {
		return
	}
	cards := []engine.CardInfo{}
	if c, ok := g.(engine.Catalog); ok {
		cards = c.Catalog()
	}
	w.Header().Set("Cache-Control", "max-age=300")
	writeJSON(w, http.StatusOK, map[string]any{"cards": cards})
}

// gameRules answers GET /api/games/{game}/rules: the rulebook, the
// project's readings of it, and the options.
func (s *Server) gameRules(w http.ResponseWriter, r *http.Request) {
	g, ok := s.lookup(w, r)
	if !ok {
		return
	}
	info := g.Info()
	rulebook, notes := docs.Rules(info.ID)
	writeJSON(w, http.StatusOK, map[string]any{"game": info, "rulebook": rulebook, "notes": notes})
}

// deckRequest is a deck to check or play: a built-in deck's id, or a
// pasted deck list.
type deckRequest struct {
	Deck string `json:"deck"`
}

// checkDeck answers POST /api/games/{game}/decks/check with every problem
// of a deck at once, as `omnideck deck check` lists them.
func (s *Server) checkDeck(w http.ResponseWriter, r *http.Request) {
	g, ok := s.lookup(w, r)
	if !ok {
		return
	}
	var req deckRequest
	if err := readJSON(w, r, maxDeckBytes, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	ids, problems := deckCards(g, req.Deck)
	if len(problems) > 0 {
		writeJSON(w, http.StatusOK, map[string]any{"ok": false, "problems": problems})
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"ok": true, "cards": len(ids)})
}

// maxDeckBytes bounds a pasted deck list.
const maxDeckBytes = 64 << 10

// deckCards turns a deck as a seat gives it (a built-in deck's id or name,
// or a pasted deck list) into the card list the game's Config.Decks takes,
// or every problem with it. It never reads a file: a name that is no
// built-in deck is read as a list.
func deckCards(g engine.Game, text string) ([]string, []string) {
	dg, ok := g.(engine.DeckGame)
	if !ok {
		return nil, []string{g.Info().Name + " is not played with decks"}
	}
	cat, err := dg.DeckCatalog()
	if err != nil {
		return nil, []string{err.Error()}
	}
	starters, _ := dg.StarterDecks()
	text = strings.TrimSpace(text)
	d, findErr := decklist.Find(starters, text)
	if findErr != nil {
		if d, err = decklist.Parse("deck", []byte(text), cat); err != nil {
			problems := splitProblems(err)
			if !strings.Contains(text, "\n") {
				problems = append([]string{findErr.Error()}, problems...)
			}
			return nil, problems
		}
	}
	var format *decklist.Format
	if formats, err := dg.DeckFormats(); err == nil && len(formats) > 0 {
		format = formats[0]
	}
	if problems := d.Check(format); len(problems) > 0 {
		out := make([]string, len(problems))
		for i, p := range problems {
			out[i] = p.String()
		}
		return nil, out
	}
	return d.CardIDs(), nil
}

// splitProblems lists the problems an error joins, one a line.
func splitProblems(err error) []string {
	var out []string
	for _, line := range strings.Split(err.Error(), "\n") {
		if line = strings.TrimSpace(line); line != "" {
			out = append(out, line)
		}
	}
	return out
}
