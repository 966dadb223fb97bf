package omnitrix

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// New deals a game (section 3, preparations): each player gets the same
// number of aliens and supports for the player count, the rest are set
// aside, and the villains are shuffled into the bank.
func (g *Game) New(cfg engine.Config) (engine.State, error) {
	s, err := g.newState(cfg)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// newState checks cfg, reporting every problem at once, and deals.
func (g *Game) newState(cfg engine.Config) (*State, error) {
	var errs []error
	if err := g.Info().CheckPlayers(cfg.Players); err != nil {
		errs = append(errs, err)
	}
	positioned := kit.HasPosition(cfg.Position)
	if err := kit.PositionLeavesOut(cfg, false); err != nil {
		errs = append(errs, err)
	}
	opts, err := options.Resolve(cfg.Options)
	if err != nil {
		errs = append(errs, err)
	}
	if len(errs) > 0 {
		// Without a valid player count the rest cannot be checked.
		return nil, errors.Join(errs...)
	}
	r, err := parseRules(opts, cfg.Players)
	if err != nil {
		errs = append(errs, err)
	}
	per := deal[cfg.Players]
	if have, need := g.cards.Count(Alien), per.aliens*cfg.Players; have < need {
		errs = append(errs, fmt.Errorf("a %d-player game deals %d alien cards; the card set has %d", cfg.Players, need, have))
	}
	if have, need := g.cards.Count(Support), per.supports*cfg.Players; have < need {
		errs = append(errs, fmt.Errorf("a %d-player game deals %d support cards; the card set has %d", cfg.Players, need, have))
	}
	cfg.Options = opts
	s := &State{
		game:    g,
		cards:   g.cards,
		cfg:     cfg,
		rules:   r,
		rng:     engine.NewRNG(cfg.Seed),
		log:     engine.NewLog(cfg.NoLog),
		n:       cfg.Players,
		villain: none,
	}
	if positioned {
		if len(errs) > 0 {
			return nil, errors.Join(errs...)
		}
		pos, err := g.readPosition(cfg.Position, cfg.Players, r)
		if err != nil {
			return nil, err
		}
		s.setPosition(pos)
		s.advance()
		return s, nil
	}
	var st stacking
	if len(cfg.Deal) > 0 {
		if err := s.readStacking(cfg.Deal, per.aliens, per.supports, &st); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	s.deal(&st, per.aliens, per.supports)
	s.advance()
	return s, nil
}

// stacking is the top of each pile as a stacked deal asks for it.
type stacking struct {
	used   [4 * maxOfKind]bool
	bank   []uint8
	stacks [maxPlayers][]uint8
	hands  [maxPlayers][]uint8
}

// deal fills the piles, with the stacked cards on top.
func (s *State) deal(st *stacking, aliens, supports int) {
	var pool [maxOfKind]uint8
	rest := func(k Kind) []uint8 {
		n := 0
		for _, id := range s.cards.ofKind[k] {
			if !st.used[id] {
				pool[n] = id
				n++
			}
		}
		engine.Shuffle(&s.rng, pool[:n])
		return pool[:n]
	}
	fill := func(dst *pile, top []uint8, from []uint8, size int) []uint8 {
		for _, id := range top {
			dst.push(id)
		}
		for dst.n < uint8(size) {
			dst.push(from[0])
			from = from[1:]
		}
		return from
	}
	alienPool := rest(Alien)
	for p := range s.n {
		alienPool = fill(&s.stack[p], st.stacks[p], alienPool, aliens)
	}
	fill(&s.asideAliens, nil, alienPool, len(alienPool))
	supportPool := rest(Support)
	for p := range s.n {
		supportPool = fill(&s.hand[p], st.hands[p], supportPool, supports)
	}
	fill(&s.asideSupports, nil, supportPool, len(supportPool))
	villains := rest(Villain)
	fill(&s.bank, st.bank, villains, len(st.bank)+len(villains))

	// Nobody has seen a card: every alien may be in any slot of the deal,
	// and the bank's order is unknown.
	s.can[labDeal] = 1<<s.cards.Count(Alien) - 1
	s.bankUnseen = s.bank.n
}

// readStacking checks a stacked deal and reports every problem in it at
// once.
func (s *State) readStacking(zonesWanted map[string][]string, aliens, supports int, st *stacking) error {
	var errs []error
	usedBy := make(map[int]string)
	stacked := func(zone string, want Kind, limit int) []uint8 {
		names, ok := zonesWanted[zone]
		if !ok {
			return nil
		}
		if len(names) > limit {
			errs = append(errs, fmt.Errorf("deal %s: %d cards listed, but it holds %d", zone, len(names), limit))
		}
		var ids []uint8
		for _, name := range names {
			id, ok := s.cards.Find(name)
			switch {
			case !ok:
				errs = append(errs, fmt.Errorf("deal %s: no card is called %q", zone, name))
			case s.cards.Kind(id) != want:
				errs = append(errs, fmt.Errorf("deal %s: %s is %s card, not %s card", zone, s.cards.Card(id).Name, s.cards.Kind(id).article(), want.article()))
			case usedBy[id] == zone:
				errs = append(errs, fmt.Errorf("deal %s: %s is listed twice", zone, s.cards.Card(id).Name))
			case usedBy[id] != "":
				errs = append(errs, fmt.Errorf("deal %s: %s is already dealt to %s", zone, s.cards.Card(id).Name, usedBy[id]))
			default:
				usedBy[id] = zone
				st.used[id] = true
				ids = append(ids, uint8(id))
			}
		}
		return ids
	}
	known := map[string]bool{"bank": true}
	st.bank = stacked("bank", Villain, s.cards.Count(Villain))
	for p := range s.n {
		zs, zh := "stack."+strconv.Itoa(p), "supports."+strconv.Itoa(p)
		known[zs], known[zh] = true, true
		st.stacks[p] = stacked(zs, Alien, aliens)
		st.hands[p] = stacked(zh, Support, supports)
	}
	var unknown []string
	for zone := range zonesWanted {
		if !known[zone] {
			unknown = append(unknown, zone)
		}
	}
	sort.Strings(unknown)
	for _, zone := range unknown {
		errs = append(errs, fmt.Errorf("deal: no zone %q in a %d-player game (zones: bank, stack.N, supports.N)", zone, s.n))
	}
	return errors.Join(errs...)
}

// names lists cards' names for messages.
func (cs *CardSet) names(ids []uint8) string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = cs.cards[id].Name
	}
	return strings.Join(out, ", ")
}
