// Package superbenji is the Super Benji TCG (rules:
// shared/rules/super-benji-tcg.txt), with the Base Set 2026 as card data
// over the effect library (docs/effects.md). It plays on the card-game kit
// (package kit): its cards are objects in the zones of a kit.Table, its
// effect verbs entries of a kit.Verbs registry, its plays, abilities and
// triggers kit.Jobs moved on by a kit.Runner, its triggers listeners of a
// kit.Bus, and its changes for a time kit.Mods.
//
// The files follow the rulebook: symbols.go, pool.go and costs.go (section
// 5, the Action System, and the parts of a cost), card.go, shorthand.go,
// cardset.go and check.go (the card data), verbs.go (the effect verbs, one
// entry each), game.go (sections 1-3: objective, decks, setup), state.go
// and handle.go (the table, handles, what each player knows), flow.go
// (section 4, the turn), combat.go (4.4 and 7), build.go and job.go
// (playing cards and abilities: targets and costs, 9.5; the jobs on their
// way), resolve.go (the steps effects are made of, 9.4), listen.go
// (triggers, 9.4.4), sba.go (the continuously checked game state, 6.1.4,
// 6.2, 9.6, 9.8), stats.go (counters, modifiers, statics, keywords, and the
// facts selectors read), legal.go (every decision's options), view.go,
// table.go and events.go (what players see). docs/rules/superbenji.md gives
// the readings taken where the text is open. The authoring tools (the set
// TSV importer, the formats) are package superbenji/authoring.
package superbenji

import (
	"bytes"
	"errors"
	"fmt"

	"omnideck/decklist"
	"omnideck/engine"
	"omnideck/kit"
)

// ID is the game's id in the registry.
const ID = "superbenji"

// rulesVersion is raised whenever a game could play out differently from
// the same seed, cards and decisions (engine.Info.Rules).
const rulesVersion = "3"

// Numbers from the rules.
const (
	startingLife = 20 // 1.2
	openingHand  = 3  // 3.2
)

// Option names.
const (
	OptFirstDraw = "first-draw"
	OptWildCost  = "wild-cost"
	OptHeal      = "heal"
)

var options = engine.NewOptionSet([]engine.OptionSpec{
	{Name: OptFirstDraw, Default: "on", Choices: []string{"on", "off"},
		Summary: "whether the starting player draws a card in their first Draw Phase (the rules make no exception: on)"},
	{Name: OptWildCost, Default: "any", Choices: []string{"any", "wild"},
		Summary: "what pays a Wild (●) symbol in a cost: any action (any), or only a Wild action (wild)"},
	{Name: OptHeal, Default: "yours", Choices: []string{"yours", "all"},
		Summary: "which characters heal in a Start Phase: the active player's (yours, as the basic rules say), or every character (all, as the advanced 4.1.5 says)"},
})

// rules are the resolved options of one game.
type rules struct {
	firstDraw    bool
	wildOnlyWild bool
	healAll      bool
}

// Game is Super Benji TCG with one card set.
type Game struct {
	set *CardSet
	// starters are the decks dealt when a game is given none; nil when the
	// card set lacks the starter decks' cards.
	starters [][]string
	// tools are the authoring tools lent to the game (WithAuthoring), or
	// nil.
	tools Authoring
	// Shelf holds the game's deck lists (engine.DeckGame).
	decklist.Shelf
}

// NewGame returns the game played with the cards of set.
func NewGame(set *CardSet) *Game {
	g := &Game{set: set}
	g.Shelf = g.shelf()
	if lists := g.StarterLists(2); lists != nil {
		g.starters = lists[:2]
	}
	return g
}

// Default returns the game with the embedded Base Set 2026.
func Default() (*Game, error) {
	set, err := BaseSet()
	if err != nil {
		return nil, err
	}
	return NewGame(set), nil
}

// Cards returns the game's card set.
func (g *Game) Cards() *CardSet { return g.set }

// WithCards returns the game played with the cards of another card file.
func (g *Game) WithCards(name string, data []byte) (engine.Game, error) {
	set, err := LoadCards(name, data)
	if err != nil {
		return nil, err
	}
	ng := NewGame(set)
	ng.tools = g.tools
	ng.Shelf = ng.shelf()
	return ng, nil
}

// CardFile is the card file the game plays with, and whether it is the
// built-in Base Set.
func (g *Game) CardFile() (name string, data []byte, builtin bool) {
	return g.set.file, g.set.data, bytes.Equal(g.set.data, baseSet)
}

// Info describes the game.
func (g *Game) Info() engine.Info {
	return engine.Info{
		ID:         ID,
		Name:       "Super Benji TCG",
		Rules:      rulesVersion,
		Summary:    "Heroes and villains: generate actions, play characters, attack, and bring your opponent from 20 Health to 0.",
		MinPlayers: 2,
		MaxPlayers: 2,
		Options:    options.Specs(),
		Zones: append(kit.DealZones(openingHand),
			engine.ZoneSpec{Name: "first", Summary: "the starting seat, as a one-element list: [\"0\"] or [\"1\"]"}),
		Position:  positionInfo,
		Decisions: decisions,
	}
}

// New sets up a game (section 3): each deck is shuffled, each player draws
// three cards, and a random player starts. cfg.Decks gives the two decks;
// without them each player uses a starter deck. cfg.Position sets up a
// game in the middle instead (position.go).
func (g *Game) New(cfg engine.Config) (engine.State, error) {
	s, err := g.newState(cfg)
	if err != nil {
		return nil, err
	}
	return s, nil
}

func (g *Game) newState(cfg engine.Config) (*State, error) {
	var errs []error
	if err := g.Info().CheckPlayers(cfg.Players); err != nil {
		return nil, err
	}
	opts, err := options.Resolve(cfg.Options)
	if err != nil {
		errs = append(errs, err)
	}
	var pos *position
	var decks [2][]*Card
	if hasPosition(cfg.Position) {
		// The position holds every card: no deck lists, no opening deal.
		pos, err = g.readPosition(cfg.Position)
		if err != nil {
			errs = append(errs, err)
		}
		if err := kit.PositionLeavesOut(cfg, true); err != nil {
			errs = append(errs, err)
		}
		if pos != nil && pos.cards() > maxCards {
			return nil, fmt.Errorf("position: it holds %d cards in all; a game holds at most %d", pos.cards(), maxCards)
		}
	} else {
		if n := len(cfg.Decks); n > 0 {
			total := 0
			for _, d := range cfg.Decks {
				total += len(d)
			}
			if total > maxCards {
				return nil, fmt.Errorf("the decks hold %d cards in all; a game holds at most %d", total, maxCards)
			}
		}
		if decks, err = g.decks(cfg.Decks); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 && pos == nil {
		return nil, errors.Join(errs...)
	}
	cfg.Options = opts
	s := &State{
		game: g,
		cfg:  cfg,
		rules: rules{
			firstDraw:    opts[OptFirstDraw] == "on",
			wildOnlyWild: opts[OptWildCost] == "wild",
			healAll:      opts[OptHeal] == "all",
		},
		rng:   engine.NewRNG(cfg.Seed),
		log:   engine.NewLog(cfg.NoLog),
		refs:  kit.NewRefs(cfg.NoLog),
		quiet: cfg.NoLog,
		t:     newCardTable(),
	}
	if pos != nil {
		s.reserve([2]int{pos.players[0].cards(), pos.players[1].cards()})
		// Laid out even when it has problems, to report every one.
		if err := s.setPosition(pos); err != nil {
			errs = append(errs, err)
		}
		if len(errs) > 0 {
			return nil, errors.Join(errs...)
		}
		s.advance()
		return s, nil
	}
	s.reserve([2]int{len(decks[0]), len(decks[1])})
	for p := range 2 {
		s.players[p].life = startingLife
		for _, c := range decks[p] {
			s.newObject(c, p)
		}
	}
	if err := s.setUp(cfg.Deal); err != nil {
		return nil, err
	}
	s.advance()
	return s, nil
}

// decks finds the cards of each seat's deck list; missing lists get the
// starter decks.
func (g *Game) decks(lists [][]string) ([2][]*Card, error) {
	var out [2][]*Card
	lists, err := kit.SeatDecks(lists, g.starters, 2)
	if err != nil {
		return out, err
	}
	var errs []error
	for p, list := range lists {
		if len(list) == 0 {
			errs = append(errs, fmt.Errorf("deck %d is empty", p))
		}
		for _, name := range list {
			c, ok := g.set.ByID(name)
			if !ok {
				c, ok = g.set.ByName(name)
			}
			switch {
			case !ok:
				errs = append(errs, fmt.Errorf("deck %d: no card %q", p, name))
			case c.Token:
				errs = append(errs, fmt.Errorf("deck %d: %s is a token and cannot be in a deck", p, c.Name))
			default:
				out[p] = append(out[p], c)
			}
		}
	}
	return out, errors.Join(errs...)
}

// maxCards is the most cards the decks of one game may hold: far beyond
// any real deck, and well inside what object ids (int32) and handles
// (handle.go) can number, tokens included.
const maxCards = 1 << 20

// setUp shuffles, honours stacked zones, draws opening hands and picks the
// starting player.
func (s *State) setUp(deal map[string][]string) error {
	var errs []error
	var stacked [2]int // cards already stacked on top of each deck
	for p := range 2 {
		s.shuffleDeck(p, 0)
		if names, ok := deal[fmt.Sprintf("deck.%d", p)]; ok {
			if err := s.stackTop(p, names, &stacked[p]); err != nil {
				errs = append(errs, fmt.Errorf("deal deck.%d: %w", p, err))
			}
		}
	}
	first := s.rng.IntN(2)
	if f, ok, err := kit.DealFirst(deal, 2); err != nil {
		errs = append(errs, err)
	} else if ok {
		first = f
	}
	for zone := range deal {
		switch zone {
		case "deck.0", "deck.1", "hand.0", "hand.1", "first":
		default:
			errs = append(errs, fmt.Errorf("deal: no zone %q (zones: deck.N, hand.N, first)", zone))
		}
	}
	for p := range 2 {
		if names, ok := deal[fmt.Sprintf("hand.%d", p)]; ok {
			if err := s.stackTop(p, names, &stacked[p]); err != nil {
				errs = append(errs, fmt.Errorf("deal hand.%d: %w", p, err))
			}
			if len(names) > openingHand {
				errs = append(errs, fmt.Errorf("deal hand.%d: %d cards listed, an opening hand has %d", p, len(names), openingHand))
			}
		}
	}
	if err := errors.Join(errs...); err != nil {
		return err
	}
	for p := range 2 {
		for range openingHand {
			s.drawCard(p)
		}
	}
	s.active = first
	s.step = stepStart
	return nil
}

// stackTop moves the named cards of p's deck to its top, first name on top.
// The top *stacked cards are already placed and are not taken again, so a
// card listed more often than the deck holds it is a problem.
func (s *State) stackTop(p int, names []string, stacked *int) error {
	deck := &s.t.Zones[seatZone(p, zDeck)].Cards
	var errs []error
	for i := len(names) - 1; i >= 0; i-- {
		c, ok := s.game.set.ByID(names[i])
		if !ok {
			c, ok = s.game.set.ByName(names[i])
		}
		if !ok {
			errs = append(errs, fmt.Errorf("no card %q", names[i]))
			continue
		}
		found := -1
		for j := len(*deck) - 1 - *stacked; j >= 0; j-- {
			if s.def((*deck)[j]) == s.game.set.Definition(c) {
				found = j
				break
			}
		}
		if found < 0 {
			errs = append(errs, fmt.Errorf("%s is not in the deck (or is listed more often than it is there)", c.Name))
			continue
		}
		// Moved within the pile, unseen: no handle changes.
		id := (*deck)[found]
		*deck = append((*deck)[:found], (*deck)[found+1:]...)
		*deck = append(*deck, id)
		*stacked++
	}
	return errors.Join(errs...)
}
