package tftcg

import (
	"errors"
	"fmt"

	"omnideck/engine"
	"omnideck/kit"
)

// New deals a game (rules 1.0, set-up; the basic version, 2.1 Setup).
func (g *Game) New(cfg engine.Config) (engine.State, error) {
	if err := g.Info().CheckPlayers(cfg.Players); err != nil {
		return nil, err
	}
	opts, err := options.Resolve(cfg.Options)
	if err != nil {
		return nil, err
	}
	cfg.Options = opts
	s := &State{game: g, defs: g.set.cards, cfg: cfg, rules: readRules(opts), rng: engine.NewRNG(cfg.Seed),
		jr:   kit.NewJournal(cfg.NoLog),
		opts: make([]kit.Option, 0, 8), attacker: kit.NoObj, defender: kit.NoObj, playing: kit.NoObj, lastAttacker: [2]kit.ObjID{kit.NoObj, kit.NoObj}}
	if kit.HasPosition(cfg.Position) {
		return g.newFromPosition(s) // position_setup.go
	}
	if err := s.deal(); err != nil {
		return nil, err
	}
	s.beginGame()
	return s, nil
}

// zoneSpecs are each player's zones.
var zoneSpecs = [numZones]kit.ZoneSpec{
	zDeck:     {Key: "deck", Name: "Battle deck", Vis: kit.NobodySees, Layout: engine.LayoutPile, Role: kit.RoleDeck},
	zHand:     {Key: "hand", Name: "Hand", Vis: kit.OwnerSees, Layout: engine.LayoutRow, Role: kit.RoleHand},
	zScrap:    {Key: "scrap", Name: "Scrap pile", Vis: kit.Public, Layout: engine.LayoutPile, Role: kit.RoleDiscard},
	zField:    {Key: "battlefield", Name: "Battlefield", Vis: kit.Public, Layout: engine.LayoutRow, Role: kit.RolePlay},
	zKO:       {Key: "ko", Name: "KO area", Vis: kit.Public, Layout: engine.LayoutRow, Role: kit.RolePlay},
	zFlip:     {Key: "flipped", Name: "Flipped cards", Vis: kit.Public, Layout: engine.LayoutRow},
	zPlayed:   {Key: "played", Name: "Actions played", Vis: kit.Public, Layout: engine.LayoutRow, Role: kit.RoleStack},
	zUnder:    {Key: "under", Name: "Cards under characters", Vis: kit.NobodySees, Layout: engine.LayoutPile},
	zUpgrade:  {Key: "upgrades", Name: "Upgrades", Vis: kit.Public, Layout: engine.LayoutRow, Role: kit.RolePlay},
	zCombined: {Key: "combined", Name: "Combined into a combined form", Vis: kit.Public, Layout: engine.LayoutRow, Role: kit.RolePlay},
}

// deal builds the table: each team on its battlefield in its first mode,
// the battle decks shuffled (or stacked by Config.Deal), and who goes
// first.
func (s *State) deal() error {
	teams, decks, err := s.game.lists(s.cfg, s.rules)
	if err != nil {
		return err
	}
	s.addZones(len(teams[0]) + len(teams[1]) + len(decks[0]) + len(decks[1]))
	var errs []error
	for p := range 2 {
		for _, c := range teams[p] {
			id := s.t.NewObject(c, p, zone(p, zField), kit.FaceUp)
			s.team[p] = append(s.team[p], id)
		}
	}
	if err := s.startUnder(); err != nil {
		return err
	}
	// Room for every pile at its largest, so that play never grows one.
	var room [numAllZones]int
	for p := range 2 {
		n := len(decks[p]) + len(decks[opponent(p)])
		room[zone(p, zField)], room[zone(p, zKO)], room[zone(p, zFlip)] = len(teams[p]), len(teams[p]), n
		if !s.rules.basic {
			room[zone(p, zDeck)], room[zone(p, zScrap)], room[zone(p, zHand)] = len(decks[p]), len(decks[p]), 12
			room[zone(p, zUnder)] = len(decks[p])
		}
	}
	room[zSharedDeck], room[zSharedScrap], room[zPlaying] = len(decks[0]), len(decks[0]), 1
	s.t.MakeRoom(room[:])
	for p := range 2 {
		for _, c := range decks[p] {
			// The basic version's shared deck belongs to seat 0, so that
			// sampled worlds re-deal it (kit.Table.Redeal deals by owner).
			s.t.NewObject(c, p, s.deckZone(p), kit.FaceDown)
		}
	}
	s.active = s.rng.IntN(2)
	for p := range 2 {
		if p == 0 || !s.rules.basic {
			s.t.Shuffle(s.deckZone(p), &s.rng)
		}
	}
	if first, ok, err := kit.DealFirst(s.cfg.Deal, 2); err != nil {
		errs = append(errs, err)
	} else if ok {
		s.active = first
	}
	if s.rules.basic {
		for key, names := range s.cfg.Deal {
			switch key {
			case "first":
			case "deck":
				if err := s.stack(zSharedDeck, names); err != nil {
					errs = append(errs, fmt.Errorf("deal deck: %w", err))
				}
			default:
				errs = append(errs, fmt.Errorf("deal: no pile %q in the basic version (piles: deck, first)", key))
			}
		}
	} else {
		errs = append(errs, kit.StackDeal(&s.t, s.cfg.Deal, 2, openingHand, func(p int) kit.ZoneID { return zone(p, zDeck) }, s.game.set.lookup, "first"))
	}
	if err := errors.Join(errs...); err != nil {
		return err
	}
	if !s.rules.basic && !s.hasBeforeGame() { // before_game.go deals them later
		for p := range 2 {
			s.draw(p, openingHand) // line 13
		}
	}
	s.ready(decks)
	return nil
}

// addZones makes the table, with room for objects cards: each player's
// zones in the order of the zone constants, then the shared ones.
func (s *State) addZones(objects int) {
	s.t = kit.NewTable(2)
	s.t.Reserve(objects, numAllZones)
	for p := range 2 {
		for k := range numZones {
			spec := zoneSpecs[k]
			spec.Owner = int8(p)
			s.t.AddZone(spec)
		}
	}
	s.t.AddZone(kit.ZoneSpec{Key: "deck", Name: "Battle deck", Owner: -1, Vis: kit.NobodySees, Layout: engine.LayoutPile, Role: kit.RoleDeck})
	s.t.AddZone(kit.ZoneSpec{Key: "scrap", Name: "Scrap pile", Owner: -1, Vis: kit.Public, Layout: engine.LayoutPile, Role: kit.RoleDiscard})
	s.t.AddZone(kit.ZoneSpec{Key: "playing", Name: "Being played", Owner: -1, Vis: kit.Public, Layout: engine.LayoutRow})
}

// ready works out what the game keeps of its cards once they are on the
// table: whether any has a replacement effect, and the icon odds of each
// player's battle cards (decks: each seat's, the basic version's shared
// deck in seat 0's), for hints.
func (s *State) ready(decks [2][]kit.CardID) {
	s.noteCards()
	s.odds[0] = s.game.oddsFor(s.defs, decks[0])
	s.odds[1] = s.odds[0]
	if !s.rules.basic {
		s.odds[1] = s.game.oddsFor(s.defs, decks[1])
	}
	s.diffs[0], s.diffs[1] = diffsOf(&s.odds[0], &s.odds[1]), diffsOf(&s.odds[1], &s.odds[0])
}

// openingHand is how many cards each player draws at set-up (line 13).
const openingHand = 3

// stack puts the named cards on top of pile z in order, top card first:
// each name is a card of the pile (the basic version's shared deck; the
// standard game's decks are stacked by kit.StackDeal).
func (s *State) stack(z kit.ZoneID, names []string) error {
	var errs []error
	var found []kit.ObjID
	taken := map[kit.ObjID]bool{}
	for _, name := range names {
		c, ok := s.game.set.Lookup(name)
		if !ok {
			errs = append(errs, fmt.Errorf("no card %q", name))
			continue
		}
		id := kit.NoObj
		for _, o := range s.t.Zones[z].Cards {
			if !taken[o] && s.card(o) == c {
				id = o
				break
			}
		}
		if id == kit.NoObj {
			errs = append(errs, fmt.Errorf("no more %s in the pile", c.FullName()))
			continue
		}
		taken[id] = true
		found = append(found, id)
	}
	if err := errors.Join(errs...); err != nil {
		return err
	}
	for i := len(found) - 1; i >= 0; i-- {
		s.t.Place(found[i], z, -1, kit.FaceDown)
	}
	return nil
}
