package omnitrix

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// A position (engine.Config.Position) sets a game up in the middle, for
// puzzles and scenario tests: the villain bank, each player's alien stack,
// support cards and villains won, the aliens and supports out of the game,
// and the battle: about to begin, or under way with its villain face up,
// the aliens shown and the supports already chosen. It holds the whole box
// of cards: each card is in one place, every villain in the bank, face up
// or won, and the aliens and supports it leaves out are set aside face
// down, as the deal sets aside the cards it does not deal (section 3).
// docs/rules/omnitrix.md gives the readings; docs/protocol.md the shape.
//
// It is read strictly (kit.PositionReader): an unknown field, a value of
// the wrong type, a card that does not exist or is of the wrong type for
// its pile, a card in two places, and a battle the rules could not reach
// are refused, every problem at once, each named by its path.
//
// Nobody knows the order of any face-down pile: the new game stands as if
// every stack and the bank had just been shuffled. Its log begins with the
// battle under way, if one is.

// positionInfo describes the shape for Info.Position.
const positionInfo = `A JSON object: "round" (the battle about to begin or under way, from 1; default 1), ` +
	`"villain" (the villain face up when a battle is under way; left out, the battle begins with the top villain of the bank), ` +
	`"bank" (the villain bank, top card first), "players" (one object per seat, in seat order, each with ` +
	`"stack" (the face-down aliens, top first), "supports" (the support cards held), "won" (the villains collected, ` +
	`oldest first), "shown" (the aliens face up in the battle under way) and "choice" (the support already chosen in it, ` +
	`hidden from the others, or "none" for no support; left out while the player is still to choose)), and "eliminated" (aliens), ` +
	`"spent" (supports), "aside_aliens" and "aside_supports" (set aside face down). Cards are named by name or code. ` +
	`Every field but "players" may be left out. Each card is in one place; every villain must be in the bank, face up or won; ` +
	`the aliens and supports left out are set aside. "deal" must be left out.`

// posJSON is a position as written (Position).
type posJSON struct {
	Round         int        `json:"round"`
	Villain       string     `json:"villain,omitempty"`
	Bank          []string   `json:"bank"`
	Players       []seatJSON `json:"players"`
	Eliminated    []string   `json:"eliminated,omitempty"`
	Spent         []string   `json:"spent,omitempty"`
	AsideAliens   []string   `json:"aside_aliens,omitempty"`
	AsideSupports []string   `json:"aside_supports,omitempty"`
}

// seatJSON is one player's side of a position as written.
type seatJSON struct {
	Stack    []string `json:"stack"`
	Supports []string `json:"supports"`
	Won      []string `json:"won"`
	Shown    []string `json:"shown,omitempty"`
	Choice   string   `json:"choice,omitempty"`
}

// posState is a position, read.
type posState struct {
	round      int
	villain    int // none between battles
	bank       []uint8
	seats      []posSeat
	eliminated []uint8
	spent      []uint8
	asideA     []uint8
	asideS     []uint8
}

// posSeat is one player's side, read.
type posSeat struct {
	stack, supports, won, shown []uint8
	// choice is the support chosen (noChoice: still to choose; none: no
	// support).
	choice int
}

// noChoice marks a player still to choose a support.
const noChoice = -2

// readPosition reads a Config.Position for a game of n players with rules
// r, reporting every problem at once.
func (g *Game) readPosition(raw json.RawMessage, n int, r rules) (*posState, error) {
	cs := g.cards
	rd := &kit.PositionReader{Lookup: func(text string) (kit.CardID, string, bool) {
		id, ok := cs.Find(text)
		if !ok {
			return 0, "", false
		}
		return kit.CardID(id), cs.cards[id].Name, true
	}}
	pos := &posState{round: 1, villain: none}
	fields, ok := rd.Read(raw, "round", "villain", "bank", "players", "eliminated", "spent", "aside_aliens", "aside_supports")
	if !ok {
		return nil, rd.Err()
	}
	// pile reads the cards of kind k at path, listed on seat's side (-1:
	// shared).
	pile := func(path string, v json.RawMessage, seat int, k Kind) []uint8 {
		var out []uint8
		items, _ := rd.List(path, v)
		for i, item := range items {
			at := fmt.Sprintf("%s[%d]", path, i)
			if id, ok := rd.Card(at, item, seat); ok {
				if cs.Kind(int(id)) != k {
					rd.Fail(at, "%s is %s card, not %s card", cs.cards[id].Name, cs.Kind(int(id)).article(), k.article())
					continue
				}
				out = append(out, uint8(id))
			}
		}
		return out
	}
	if v, ok := fields["round"]; ok {
		pos.round, _ = rd.Int("round", v, 1, cs.Count(Villain)+cs.Count(Alien))
	}
	if v, ok := fields["villain"]; ok {
		if id, ok := rd.Card("villain", v, -1); ok {
			if cs.Kind(int(id)) != Villain {
				rd.Fail("villain", "%s is %s card, not a villain card", cs.cards[id].Name, cs.Kind(int(id)).article())
			} else {
				pos.villain = int(id)
			}
		}
	}
	shared := []struct {
		name string
		kind Kind
		dst  *[]uint8
	}{{"bank", Villain, &pos.bank}, {"eliminated", Alien, &pos.eliminated}, {"spent", Support, &pos.spent},
		{"aside_aliens", Alien, &pos.asideA}, {"aside_supports", Support, &pos.asideS}}
	for _, f := range shared {
		if v, ok := fields[f.name]; ok {
			*f.dst = pile(f.name, v, -1, f.kind)
		}
	}
	seats, ok := fields["players"]
	if !ok {
		rd.Fail("", `missing field "players" (a list of %d objects, one per seat)`, n)
		return nil, rd.Err()
	}
	list, ok := rd.List("players", seats)
	if ok && len(list) != n {
		rd.Fail("players", "has %d entries; a %d-player game has one for each seat", len(list), n)
	}
	// lost is true when a seat could not be read at all, so that the
	// battle cannot be checked.
	lost := !ok || len(list) != n
	for p, v := range list {
		path := fmt.Sprintf("players[%d]", p)
		sp := posSeat{choice: noChoice}
		f, ok := rd.Object(path, v, "stack", "supports", "won", "shown", "choice")
		if !ok {
			lost = true
			continue
		}
		for _, z := range []struct {
			name string
			kind Kind
			dst  *[]uint8
		}{{"stack", Alien, &sp.stack}, {"supports", Support, &sp.supports}, {"won", Villain, &sp.won}, {"shown", Alien, &sp.shown}} {
			if v, ok := f[z.name]; ok {
				*z.dst = pile(path+"."+z.name, v, p, z.kind)
			}
		}
		if v, ok := f["choice"]; ok {
			sp.choice = readChoice(rd, path+".choice", v, sp.supports, cs)
		}
		if p < n {
			pos.seats = append(pos.seats, sp)
		}
	}
	rd.CheckCopies(false, func(c kit.CardID) (string, int) { return cs.cards[c].Name, 1 },
		"the game has one of each card, and a card is in one place")
	if !lost {
		pos.check(rd, cs, n, r)
	}
	if rd.Failed() {
		return nil, rd.Err()
	}
	return pos, nil
}

// readChoice reads a player's support choice: "none", or one of the
// support cards they hold (listed in their supports).
func readChoice(rd *kit.PositionReader, path string, v json.RawMessage, supports []uint8, cs *CardSet) int {
	text, ok := rd.Text(path, v)
	if !ok {
		return noChoice
	}
	if strings.EqualFold(strings.TrimSpace(text), "none") {
		return none
	}
	id, ok := cs.Find(text)
	switch {
	case !ok:
		rd.Fail(path, "no card %q (a support card the player holds, or \"none\")", text)
	case cs.Kind(id) != Support:
		rd.Fail(path, "%s is %s card, not a support card", cs.cards[id].Name, cs.Kind(id).article())
	case !slices.Contains(supports, uint8(id)):
		rd.Fail(path, "%s is not among the player's supports: a player chooses a support card they hold", cs.cards[id].Name)
	default:
		return id
	}
	return noChoice
}

// check refuses a position the rules could not reach: a villain nowhere, a
// game already over, a battle that could not stand so.
func (pos *posState) check(rd *kit.PositionReader, cs *CardSet, n int, r rules) {
	placed := make([]bool, cs.Len())
	for _, pc := range rd.Placed() {
		placed[pc.Card] = true
	}
	var missing []string
	for _, id := range cs.ofKind[Villain] {
		if !placed[id] {
			missing = append(missing, cs.cards[id].Name)
		}
	}
	if len(missing) > 0 {
		rd.Fail("", "the villains %s are nowhere: a villain is in the bank, face up in a battle, or won (sections 4.3, 4.4)", strings.Join(missing, ", "))
	}
	battle := pos.villain != none
	fighters := 0
	for p := range pos.seats {
		sp := &pos.seats[p]
		at := fmt.Sprintf("players[%d]", p)
		fights := len(sp.stack) > 0
		switch {
		case !battle:
			if len(sp.shown) > 0 {
				rd.Fail(at+".shown", "aliens are shown only in a battle under way: give its \"villain\"")
			}
			if sp.choice != noChoice {
				rd.Fail(at+".choice", "supports are chosen only in a battle under way: give its \"villain\"")
			}
		case r.blind:
			if len(sp.shown) > 0 {
				rd.Fail(at+".shown", "with support-timing blind the aliens are shown once every support is chosen, so a battle under way shows none")
			}
		default:
			fights = len(sp.shown) > 0
			switch {
			case len(sp.shown) > 1:
				rd.Fail(at+".shown", "holds %d aliens: each fighter shows one alien until the supports are revealed (4.1; tie-breaks come after)", len(sp.shown))
			case !fights && len(sp.stack) > 0:
				rd.Fail(at+".shown", "is empty, but the stack holds aliens: every player with an alien shows one in a battle (4.1)")
			}
		}
		if fights {
			fighters++
		}
		switch {
		case sp.choice == noChoice:
		case !fights:
			rd.Fail(at+".choice", "the player sits the battle out, so chooses no support")
		case sp.choice == none && len(sp.supports) == 0:
			rd.Fail(at+".choice", "the player holds no support card, so is not asked to choose")
		}
	}
	if !battle && len(pos.bank) == 0 {
		rd.Fail("bank", "is empty and no battle is under way: the game is over (section 5)")
	}
	// Caught short (section 5): the battle would not have begun.
	switch {
	case fighters == 0 || (!r.shortAll && fighters < n):
		rd.Fail("players", "%d of %d players have an alien to fight with: the villains win at the start of a battle (section 5, caught-short %s)",
			fighters, n, map[bool]string{false: "any", true: "all"}[r.shortAll])
	}
}

// setPosition lays out a position read on a state that holds no cards yet.
func (s *State) setPosition(pos *posState) {
	cs := s.cards
	placed := make([]bool, cs.Len())
	put := func(dst *pile, ids []uint8) {
		for _, id := range ids {
			dst.push(id)
			placed[id] = true
		}
	}
	put(&s.bank, pos.bank)
	for p := range pos.seats {
		sp := &pos.seats[p]
		put(&s.stack[p], sp.stack)
		put(&s.hand[p], sp.supports)
		put(&s.won[p], sp.won)
		put(&s.shown[p], sp.shown)
	}
	put(&s.eliminated, pos.eliminated)
	put(&s.spent, pos.spent)
	put(&s.asideAliens, pos.asideA)
	put(&s.asideSupports, pos.asideS)
	if pos.villain != none {
		placed[pos.villain] = true
	}
	// What the position leaves out is set aside, in the set's order.
	for id := range cs.Len() {
		switch {
		case placed[id]:
		case cs.Kind(id) == Alien:
			s.asideAliens.push(uint8(id))
		case cs.Kind(id) == Support:
			s.asideSupports.push(uint8(id))
		}
	}
	// Nobody knows the order of a face-down pile.
	s.can[labDeal] = 1<<cs.Count(Alien) - 1
	s.bankUnseen = s.bank.n
	for p := range s.n {
		s.choice[p], s.played[p] = none, none
	}
	if pos.villain == none {
		s.round = pos.round - 1
		s.step = stepStart
		return
	}
	s.round, s.villain = pos.round, pos.villain
	s.log.Add(engine.Event{Kind: evRound, Player: -1, A: int32(s.round), B: int32(s.villain)})
	for p := range s.n {
		sp := &pos.seats[p]
		fights := len(sp.stack) > 0
		if !s.rules.blind {
			fights = len(sp.shown) > 0
		}
		if !fights {
			s.log.Add(engine.Event{Kind: evSitOut, Player: int8(p)})
			continue
		}
		s.fighters = s.fighters.With(p)
		for _, id := range sp.shown {
			s.power[p] = s.powerOf(id)
			s.log.Add(engine.Event{Kind: evShow, Player: int8(p), A: int32(id), B: int32(s.power[p])})
		}
		switch {
		case sp.choice != noChoice:
			s.chosen = s.chosen.With(p)
			s.choice[p] = sp.choice
		case s.hand[p].n > 0:
			s.waiting = s.waiting.With(p)
		}
	}
	s.step = stepAwait
	if s.waiting.Empty() {
		s.step = s.afterChoice()
	}
}

// Position writes the game as a position (engine.Positioner). Every
// question of the game is a support choice in a battle under way, which a
// position holds whole; what players know of the order of face-down piles
// is not part of it.
func (s *State) Position() (json.RawMessage, error) {
	switch {
	case s.over:
		return nil, fmt.Errorf("the game is over: a position is a game still to play")
	case s.halted:
		return nil, fmt.Errorf("the game stopped after battle %d: a rule that ends the game is broken", s.round)
	case s.step != stepAwait || s.villain == none:
		return nil, fmt.Errorf("a battle is being resolved: a position stands while supports are chosen")
	}
	names := func(ids []uint8) []string {
		out := make([]string, len(ids))
		for i, id := range ids {
			out[i] = s.cards.cards[id].Name
		}
		return out
	}
	out := posJSON{Round: s.round, Villain: s.cards.cards[s.villain].Name, Bank: names(s.bank.cards()),
		Eliminated: names(s.eliminated.cards()), Spent: names(s.spent.cards()),
		AsideAliens: names(s.asideAliens.cards()), AsideSupports: names(s.asideSupports.cards())}
	for p := range s.n {
		sj := seatJSON{Stack: names(s.stack[p].cards()), Supports: names(s.hand[p].cards()),
			Won: names(s.won[p].cards()), Shown: names(s.shown[p].cards())}
		if s.chosen.Has(p) {
			sj.Choice = "none"
			if s.choice[p] != none {
				sj.Choice = s.cards.cards[s.choice[p]].Name
			}
		}
		out.Players = append(out.Players, sj)
	}
	return json.Marshal(out)
}
