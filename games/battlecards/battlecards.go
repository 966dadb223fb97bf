// Package battlecards is TransFormers Battlecards (rules:
// shared/rules/transformers-battlecards.txt, Rich Garner, 1996), played
// on the card-game kit (package kit), with an original card pool as data
// (cards.yaml) over the effect verbs (verbs.go).
//
// The files follow the rulebook: card.go, cardset.go and verbs.go (THE
// CARDS, as data), battlecards.go (THE GAME: setting up), flow.go (the
// turn and its phases, THE OBJECTIVE checked continuously), deploy.go
// (Deployment phase), action.go (Action and Supply phases), claim.go
// (claiming a Resource, challenging a claim), battle.go (BATTLE), play.go
// (Advantages and Power Effects), facts.go (power values, Support Limit,
// what effects read), options.go (the victory conditions and readings),
// and view.go, table.go, events.go, labels.go, hints.go for players.
// docs/rules/battlecards.md gives the readings taken where the rules are
// open.
package battlecards

import (
	"bytes"
	"errors"
	"fmt"

	"omnideck/decklist"
	"omnideck/engine"
	"omnideck/kit"
)

// ID is the game's id in the registry.
const ID = "battlecards"

// rulesVersion is raised whenever a game could play out differently from
// the same seed, cards and decisions (engine.Info.Rules).
const rulesVersion = "3"

// The numbers of THE GAME: each player starts with 25 Energon and draws
// 5 cards; the Supply phase draws 2.
const (
	startEnergon = 25
	openingHand  = 5
	supplyDraw   = 2
)

// The optional engine interfaces the game implements.
var (
	_ engine.Hinter      = (*State)(nil)
	_ engine.OptionCards = (*State)(nil)
	_ engine.Catalog     = (*Game)(nil)
	_ engine.DeckGame    = (*Game)(nil)
	_ engine.CardLoader  = (*Game)(nil)
)

// Game is TransFormers Battlecards with one card set.
type Game struct {
	set *CardSet
	// Shelf holds the game's deck lists (engine.DeckGame).
	decklist.Shelf
	// starters are the decks dealt when a game is given none (Autobot,
	// Decepticon); nil when the card set lacks their cards.
	starters [][]string
}

// NewGame returns the game played with the cards of set. Its starter
// decks are dealt when a game is given no decks; a card set without their
// cards (a designer's) has none.
func NewGame(set *CardSet) *Game {
	g := &Game{set: set, Shelf: shelf(set)}
	g.starters = g.StarterLists(1)
	return g
}

// Default returns the game with the built-in card pool.
func Default() (*Game, error) { return gameOf(BuiltinCards()) }

// WithCards returns the game played with the cards of another card file
// (engine.CardLoader).
func (g *Game) WithCards(name string, data []byte) (engine.Game, error) {
	ng, err := gameOf(LoadCards(name, data))
	if ng == nil {
		return nil, err
	}
	return ng, err
}

// gameOf is the game played with a card set just loaded, or the loading
// error.
func gameOf(set *CardSet, err error) (*Game, error) {
	if err != nil {
		return nil, err
	}
	return NewGame(set), nil
}

// Cards returns the game's card set.
func (g *Game) Cards() *CardSet { return g.set }

// CardFile is the card file the game plays with, and whether it is the
// built-in pool.
func (g *Game) CardFile() (name string, data []byte, builtin bool) {
	return g.set.file, g.set.data, bytes.Equal(g.set.data, builtinCards)
}

// Info describes the game.
func (g *Game) Info() engine.Info {
	return engine.Info{
		ID:         ID,
		Name:       "TransFormers Battlecards",
		Rules:      rulesVersion,
		Summary:    "Deploy Autobots and Decepticons, discover Resources, claim and challenge them in battles of Strength with support cards, and race to a victory condition: Energon, Resources or your opponent's empty bank.",
		MinPlayers: 2,
		MaxPlayers: maxPlayers,
		Options:    options.Specs(),
		Position:   positionInfo,
		Decisions:  decisions,
		Zones: append(kit.DealZones(openingHand),
			engine.ZoneSpec{Name: "first", Summary: "the seat that goes first, as a one-element list such as [\"0\"]; otherwise it is drawn at random"}),
	}
}

// maxCards is the most cards the decks of one game may hold: far beyond
// any real deck, and well inside what handles in options and the
// counters linking Robots and Resources can carry.
const maxCards = 1 << 14

// New sets up a game (THE GAME): each player has 25 Energon in the
// Energon Bank, shuffles the Supply Deck and draws 5 cards. cfg.Decks
// gives each seat's deck; without them the starter decks are dealt,
// Autobot and Decepticon in turn.
func (g *Game) New(cfg engine.Config) (engine.State, error) {
	opts, r, decks, armies, err := g.check(cfg)
	if err != nil {
		return nil, err
	}
	cfg.Options = opts
	n := cfg.Players
	s := &State{game: g, defs: g.set.cards, cfg: cfg, rules: r, rng: engine.NewRNG(cfg.Seed),
		jr: kit.NewJournal(cfg.NoLog), n: n, t: kit.NewTable(n)}
	if kit.HasPosition(cfg.Position) {
		return g.newFromPosition(s, cfg)
	}
	total := 0
	for p := range n {
		total += len(decks[p])
	}
	s.t.Reserve(total, n*numZones+1)
	s.addZones()
	s.sizeZones(total)
	for p := range n {
		s.bank[p] = startEnergon
		s.decks[p] = decks[p]
		s.army[p] = armies[p]
		for _, c := range decks[p] {
			s.t.NewObject(c, p, zone(p, zDeck), kit.FaceDown)
		}
	}
	if err := s.deal(cfg.Deal); err != nil {
		return nil, err
	}
	s.advance()
	return s, nil
}

// check reads cfg (engine.Game's New): the player count, the options
// with the readings they make, and each seat's deck and army, or, with a
// mid-game position, that decks and deal are left out; it reports every
// problem at once.
func (g *Game) check(cfg engine.Config) (map[string]string, rules, [maxPlayers][]kit.CardID, [maxPlayers]uint8, error) {
	var decks [maxPlayers][]kit.CardID
	var armies [maxPlayers]uint8
	if err := g.Info().CheckPlayers(cfg.Players); err != nil {
		return nil, rules{}, decks, armies, err
	}
	opts, optErr := options.Resolve(cfg.Options)
	r, rulesErr := readRules(opts)
	if kit.HasPosition(cfg.Position) {
		posErr := []error{kit.PositionLeavesOut(cfg, true)}
		if len(r.armies) > 0 && len(r.armies) != cfg.Players {
			posErr = append(posErr, fmt.Errorf("option %s: %d armies for %d players; give one a seat", OptArmies, len(r.armies), cfg.Players))
		}
		return opts, r, decks, armies, errors.Join(optErr, rulesErr, errors.Join(posErr...))
	}
	decks, deckErr := g.decks(cfg.Players, cfg.Decks)
	var armyErr error
	if deckErr == nil {
		armies, armyErr = g.set.armies(decks[:cfg.Players], r)
	}
	return opts, r, decks, armies, errors.Join(optErr, rulesErr, deckErr, armyErr)
}

// newFromPosition sets up state s, which holds no cards yet, from
// cfg.Position.
func (g *Game) newFromPosition(s *State, cfg engine.Config) (engine.State, error) {
	pos, err := g.readPosition(cfg.Position, s.n, s.rules)
	if err != nil {
		return nil, err
	}
	total := 0
	for _, sp := range pos.seats {
		total += len(sp.hand) + len(sp.deck) + len(sp.heap) + len(sp.home) + len(sp.holding)
	}
	total += len(pos.field)
	if total > maxCards {
		return nil, fmt.Errorf("position: %d cards in all; a game holds at most %d", total, maxCards)
	}
	s.t.Reserve(total, s.n*numZones+1)
	s.addZones()
	s.sizeZones(max(total, s.n))
	if err := s.setPosition(pos); err != nil {
		return nil, err
	}
	s.advance()
	return s, nil
}

// addZones makes each player's zones, in the order of the zone constants,
// and then the field.
func (s *State) addZones() {
	for p := range s.n {
		o := int8(p)
		s.t.AddZone(kit.ZoneSpec{Key: "deck", Name: "Supply Deck", Owner: o, Vis: kit.NobodySees, Layout: engine.LayoutPile, Role: kit.RoleDeck})
		s.t.AddZone(kit.ZoneSpec{Key: "hand", Name: "Hand", Owner: o, Vis: kit.OwnerSees, Layout: engine.LayoutRow, Role: kit.RoleHand})
		s.t.AddZone(kit.ZoneSpec{Key: "scrapheap", Name: "Scrapheap", Owner: o, Vis: kit.Public, Layout: engine.LayoutPile, Role: kit.RoleDiscard})
		s.t.AddZone(kit.ZoneSpec{Key: "homebase", Name: "Homebase", Owner: o, Vis: kit.Public, Layout: engine.LayoutRow, Role: kit.RolePlay})
		s.t.AddZone(kit.ZoneSpec{Key: "aside", Name: "Set-aside area", Owner: o, Vis: kit.Public, Layout: engine.LayoutRow, Role: kit.RoleOther})
		s.t.AddZone(kit.ZoneSpec{Key: "supports", Name: "Supports", Owner: o, Vis: kit.Public, Layout: engine.LayoutRow, Role: kit.RoleStack})
	}
	s.t.AddZone(kit.ZoneSpec{Key: "field", Name: "Field", Owner: -1, Vis: kit.Public, Layout: engine.LayoutRow, Role: kit.RolePlay})
}

// sizeZones gives the zones room for the cards of a game of total cards
// from one backing array, so that playing moves cards without growing
// lists.
func (s *State) sizeZones(total int) {
	per := total / s.n
	room := [numZones]int{zDeck: per, zHand: 16, zScrap: per, zHomebase: 12, zAside: 2, zSupports: 8}
	size := func(z int) int {
		if z < s.n*numZones {
			return room[z%numZones]
		}
		return total // the field
	}
	sum := 0
	for z := range s.t.Zones {
		sum += size(z)
	}
	all := make([]kit.ObjID, sum)
	for z := range s.t.Zones {
		r := size(z)
		s.t.Zones[z].Cards = all[:0:r]
		all = all[r:]
	}
}

// decks finds the cards of each seat's deck list; no lists means the
// starter decks, in turn.
func (g *Game) decks(n int, lists [][]string) ([maxPlayers][]kit.CardID, error) {
	var out [maxPlayers][]kit.CardID
	lists, err := kit.SeatDecks(lists, g.starters, n)
	if err != nil {
		return out, err
	}
	found, err := kit.ResolveDecks(lists, g.set.lookup, maxCards)
	copy(out[:], found)
	return out, err
}

// deal shuffles the Supply Decks, honours stacked piles, chooses who goes
// first and draws the opening hands.
func (s *State) deal(deal map[string][]string) error {
	for p := range s.n {
		s.t.Shuffle(zone(p, zDeck), &s.rng)
	}
	var errs []error
	if len(deal) > 0 {
		errs = append(errs, kit.StackDeal(&s.t, deal, s.n, openingHand, func(p int) kit.ZoneID { return zone(p, zDeck) }, s.game.set.lookup, "first"))
	}
	s.active = s.rng.IntN(s.n)
	if first, ok, err := kit.DealFirst(deal, s.n); err != nil {
		errs = append(errs, err)
	} else if ok {
		s.active = first
	}
	if err := errors.Join(errs...); err != nil {
		return err
	}
	s.logf(evFirst, s.active, -1, 0)
	for p := range s.n {
		for range openingHand {
			s.draw(p)
		}
	}
	s.step = stepStart
	return nil
}
