// Package ben10 is the Ben 10 Collectible Card Game (rules:
// shared/rules/ben10-ccg.txt, the 2008 unofficial clarified rules), played
// on the card-game kit (package kit), with an original card pool as data
// (cards.yaml) over the effect verbs (verbs.go).
//
// The files follow the rulebook: card.go, cardset.go and verbs.go (Chapter
// 1, Cards, as data), ben10.go (Preparing to play), flow.go (Flow of the
// game), open.go (Open phase, Entrance and Use costs), action.go (the
// Main sequence's phases and every other question), battle.go (Battle
// phase, Damage), transform.go (Transformation phase), trick.go
// (Additional Rules 1), listen.go (abilities and Tricks answering events),
// primitives.go (the rule actions), facts.go (BP, attributes, what effects
// read), and view.go, table.go, events.go, labels.go, hints.go for players.
// docs/rules/ben10.md gives the readings taken where the rules are open.
package ben10

import (
	"bytes"
	"errors"
	"fmt"

	"omnideck/decklist"
	"omnideck/engine"
	"omnideck/kit"
)

// ID is the game's id in the registry.
const ID = "ben10"

// rulesVersion is raised whenever a game could play out differently from
// the same seed, cards and decisions (engine.Info.Rules).
const rulesVersion = "3"

// openingHand is the number of cards each player draws (Decide who goes
// first).
const openingHand = 6

// Option names: the readings of docs/rules/ben10.md.
const (
	OptTransformedDamage = "transformed-damage"
	OptAttackedSet       = "attacked-set-character"
	OptEntranceCost      = "entrance-cost"
	OptSetLimit          = "set-limit"
	OptOpenPhase         = "open-phase"
	OptFlyingAttack      = "flying-attack"
	OptTrickChances      = "trick-chances"
)

var options = engine.NewOptionSet([]engine.OptionSpec{
	{Name: OptTransformedDamage, Default: "top", Choices: []string{"top", "both"},
		Summary: "damage to a transformed Character goes to its top card (top, the authors' reading of the Battle phase) or to both cards (both, as the Transformation phase says)"},
	{Name: OptAttackedSet, Default: "enter", Choices: []string{"enter", "stay"},
		Summary: "an attacked Set Character enters play paying its Entrance cost, or else is discarded (enter, the authors' choice); or its player may leave it face down (stay)"},
	{Name: OptEntranceCost, Default: "must", Choices: []string{"must", "may"},
		Summary: "a Character's Entrance cost is paid whenever it can be (must, the authors' choice) or only if its player wants (may)"},
	{Name: OptSetLimit, Default: "visit", Choices: []string{"visit", "turn"},
		Summary: "one card is set per visit of the Set phase, which may be visited any number of times (visit, as written), or one card a turn (turn)"},
	{Name: OptOpenPhase, Default: "must", Choices: []string{"must", "may"},
		Summary: "in the Open phase a Set Character or Effect card must be turned face up when there is one (must, as written), or may be (may)"},
	{Name: OptFlyingAttack, Default: "attacker", Choices: []string{"attacker", "both"},
		Summary: "{Flying Attack} makes a non-flying opponent 0 BP when its card attacks (attacker), or in every battle (both)"},
	{Name: OptTrickChances, Default: "held", Choices: []string{"held", "concealed"},
		Summary: "a player is asked whether to activate a Trick only when they have a Set Trick that can answer (held: a pause tells the opponent so, as at the table), or whenever one of their Set cards the opponent does not know might be one (concealed: being asked tells nothing, at the price of many questions answered with a pass)"},
})

// rules are the resolved options of one game.
type rules struct {
	damageBoth  bool
	stay        bool
	entranceMay bool
	setOnce     bool
	openMay     bool
	flyingBoth  bool
	// concealTricks asks about Tricks whenever a Set card the opponent
	// does not know might be one (trickWindow).
	concealTricks bool
}

func readRules(opts map[string]string) rules {
	return rules{
		damageBoth:  opts[OptTransformedDamage] == "both",
		stay:        opts[OptAttackedSet] == "stay",
		entranceMay: opts[OptEntranceCost] == "may",
		setOnce:     opts[OptSetLimit] == "turn",
		openMay:     opts[OptOpenPhase] == "may",
		flyingBoth:  opts[OptFlyingAttack] == "both",

		concealTricks: opts[OptTrickChances] == "concealed",
	}
}

// Game is the Ben 10 CCG with one card set.
type Game struct {
	set *CardSet
	// Shelf holds the game's deck lists (engine.DeckGame).
	decklist.Shelf
	// starters are the decks dealt when a game is given none; nil when
	// the card set lacks the starter decks' cards.
	starters [][]string
}

// NewGame returns the game played with the cards of set.
func NewGame(set *CardSet) *Game {
	g := &Game{set: set, Shelf: shelf(set)}
	if lists := g.StarterLists(2); lists != nil {
		g.starters = lists[:2]
	}
	return g
}

// Default returns the game with the built-in card pool.
func Default() (*Game, error) {
	set, err := BuiltinCards()
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
	return NewGame(set), nil
}

// CardFile is the card file the game plays with, and whether it is the
// built-in pool.
func (g *Game) CardFile() (name string, data []byte, builtin bool) {
	return g.set.file, g.set.data, bytes.Equal(g.set.data, builtinCards)
}

// Info describes the game.
func (g *Game) Info() engine.Info {
	return engine.Info{
		ID:         ID,
		Name:       "Ben 10 Collectible Card Game",
		Rules:      rulesVersion,
		Summary:    "Set cards face down in Earth and Space, turn them face up, battle, and transform humans into aliens to bring your opponent from 10000 Life to 0.",
		MinPlayers: 2,
		MaxPlayers: 2,
		Options:    options.Specs(),
		Position:   positionInfo,
		Decisions:  decisions,
		Zones: append(kit.DealZones(openingHand),
			engine.ZoneSpec{Name: "first", Summary: "the seat that goes first, as a one-element list: [\"0\"] or [\"1\"]; there is then no coin flip"}),
	}
}

// maxCards is the most cards the decks of one game may hold: far beyond
// any real deck, and well inside what handles in options can carry.
const maxCards = 1 << 16

// New sets up a game (Preparing to play): each deck is shuffled, the coin
// flip's winner chooses who goes first, each player draws 6 cards and may
// redraw once. cfg.Decks gives the two decks; without them the starter
// decks are used.
func (g *Game) New(cfg engine.Config) (engine.State, error) {
	if err := g.Info().CheckPlayers(cfg.Players); err != nil {
		return nil, err
	}
	var errs []error
	opts, err := options.Resolve(cfg.Options)
	if err != nil {
		errs = append(errs, err)
	}
	if kit.HasPosition(cfg.Position) {
		if err := errors.Join(append(errs, kit.PositionLeavesOut(cfg, true))...); err != nil {
			return nil, err
		}
		cfg.Options = opts
		return g.newFromPosition(cfg)
	}
	decks, err := g.decks(cfg.Decks)
	if err != nil {
		errs = append(errs, err)
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	cfg.Options = opts
	s := &State{game: g, defs: g.set.cards, cfg: cfg, rules: readRules(opts), rng: engine.NewRNG(cfg.Seed),
		jr: kit.NewJournal(cfg.NoLog), t: kit.NewTable(2)}
	s.t.Reserve(len(decks[0])+len(decks[1]), 2*numZones)
	s.addZones()
	s.sizeZones(len(decks[0]) + len(decks[1]))
	for p := range 2 {
		s.life[p] = maxLife
		s.decks[p] = decks[p]
		for _, c := range decks[p] {
			s.t.NewObject(c, p, zone(p, zDeck), kit.FaceDown)
		}
	}
	s.initTricks()
	if err := s.deal(cfg.Deal); err != nil {
		return nil, err
	}
	s.advance()
	return s, nil
}

// newFromPosition sets up a game from cfg.Position, cfg's options
// resolved.
func (g *Game) newFromPosition(cfg engine.Config) (engine.State, error) {
	pos, err := g.readPosition(cfg.Position)
	if err != nil {
		return nil, err
	}
	total := pos.seats[0].cards() + pos.seats[1].cards()
	if total > maxCards {
		return nil, fmt.Errorf("position: %d cards in all; a game holds at most %d", total, maxCards)
	}
	s := &State{game: g, defs: g.set.cards, cfg: cfg, rules: readRules(cfg.Options), rng: engine.NewRNG(cfg.Seed),
		jr: kit.NewJournal(cfg.NoLog), t: kit.NewTable(2)}
	s.t.Reserve(total, 2*numZones)
	s.addZones()
	s.sizeZones(max(total, 2))
	s.setPosition(pos)
	s.advance()
	return s, nil
}

// addZones makes each player's zones, in the order of the zone constants.
func (s *State) addZones() {
	for p := range 2 {
		o := int8(p)
		s.t.AddZone(kit.ZoneSpec{Key: "deck", Name: "Deck", Owner: o, Vis: kit.NobodySees, Layout: engine.LayoutPile, Role: kit.RoleDeck})
		s.t.AddZone(kit.ZoneSpec{Key: "hand", Name: "Hand", Owner: o, Vis: kit.OwnerSees, Layout: engine.LayoutRow, Role: kit.RoleHand})
		s.t.AddZone(kit.ZoneSpec{Key: "discard", Name: "Discard pile", Owner: o, Vis: kit.Public, Layout: engine.LayoutPile, Role: kit.RoleDiscard})
		s.t.AddZone(kit.ZoneSpec{Key: "earth", Name: "Earth", Owner: o, Vis: kit.Public, Layout: engine.LayoutSlots, Slots: areaSlots, Role: kit.RolePlay})
		s.t.AddZone(kit.ZoneSpec{Key: "space", Name: "Space", Owner: o, Vis: kit.Public, Layout: engine.LayoutSlots, Slots: areaSlots, Role: kit.RolePlay})
		s.t.AddZone(kit.ZoneSpec{Key: "transformation", Name: "Transformation deck", Owner: o, Vis: kit.NobodySees, Layout: engine.LayoutPile, Role: kit.RoleDeck})
		s.t.AddZone(kit.ZoneSpec{Key: "used", Name: "Being used", Owner: o, Vis: kit.Public, Layout: engine.LayoutRow, Role: kit.RoleStack})
	}
}

// sizeZones gives the zones room for the cards of a game of n cards from
// one backing array, so that playing moves cards without growing lists.
func (s *State) sizeZones(n int) {
	room := [numZones]int{zDeck: n / 2, zHand: 16, zDiscard: n / 2, zEarth: areaSlots, zSpace: areaSlots, zTDeck: 8, zUsed: 2}
	total := 0
	for _, r := range room {
		total += 2 * r
	}
	all := make([]kit.ObjID, total)
	for z := range s.t.Zones {
		r := room[z%numZones]
		s.t.Zones[z].Cards = all[:0:r]
		all = all[r:]
	}
}

// decks finds the cards of each seat's deck list; no lists means the
// starter decks.
func (g *Game) decks(lists [][]string) ([2][]kit.CardID, error) {
	var out [2][]kit.CardID
	lists, err := kit.SeatDecks(lists, g.starters, 2)
	if err != nil {
		return out, err
	}
	found, err := kit.ResolveDecks(lists, g.set.lookup, maxCards)
	copy(out[:], found)
	return out, err
}

// deal shuffles the decks, honours stacked piles, draws the opening hands
// and flips the coin, unless the deal says who goes first.
func (s *State) deal(deal map[string][]string) error {
	for p := range 2 {
		s.t.Shuffle(zone(p, zDeck), &s.rng)
	}
	var errs []error
	if len(deal) > 0 {
		errs = append(errs, kit.StackDeal(&s.t, deal, 2, openingHand, func(p int) kit.ZoneID { return zone(p, zDeck) }, s.game.set.lookup, "first"))
	}
	s.step = stepFirst
	s.active = s.rng.IntN(2)
	first, ok, err := kit.DealFirst(deal, 2)
	if ok {
		s.active, s.step = first, stepRedraw
	}
	if err := errors.Join(append(errs, err)...); err != nil {
		return err
	}
	if s.step == stepFirst {
		s.logf(evCoin, s.active, -1, 0)
	}
	for p := range 2 {
		for range openingHand {
			s.draw(p)
		}
	}
	return nil
}
