package ben10

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// A position (engine.Config.Position) sets a game up in the middle, for
// puzzles and scenario tests: whose turn and which phase, each player's
// Life, hand, deck, discard pile and Transformation deck, and each place
// of Earth and Space with its card: a Set card (and whether the opponent
// knows it), or a face-up Character, injured, moved or attacked, with the
// [HUMAN] under it when it is transformed. Its cards are all of each
// player's cards, so Config.Decks and Config.Deal are left out
// (docs/rules/ben10.md says why); the deck lists, which are open, are the
// position's cards.
//
// It is read strictly (kit.PositionReader): an unknown field, a value of
// the wrong type, a card that does not exist, and a table the rules could
// not reach (an Effect card face up in an area, two Characters of one
// name in play for a player, a transformed Character without its
// Transformation deck, Life at 0) are refused, every problem at once,
// each named by its path.
//
// The game then stands as if it had been played to that point: hands are
// known to their owners only, decks to nobody, Set cards to their owners
// (and to the opponent where the position says so); hidden cards get
// handles by their places alone (each deck from the bottom, then each
// Transformation deck, then each hand); and the log begins with the turn.

// positionInfo describes the shape for Info.Position.
const positionInfo = `A JSON object: "turn" (from 1; default 1), "active" (the seat whose turn it is; default 0), ` +
	`"step" ("main", the default: the active player is in the Main sequence, the Draw and Open phases done; "open": the Open phase is next, ` +
	`the card drawn; "transformation": the Main sequence is over and the Transformation phase is next; or "start": the turn is about to ` +
	`begin, with its start-of-turn abilities and the draw), "done" (["set"] when the active player has set a card this turn, for ` +
	`set-limit=turn), and "players", a list of exactly 2 objects, one per seat, each with "life" (default 10000), "hand" (in the order drawn), ` +
	`"deck" and "transformation_deck" (top card first) and "discard" (oldest first) as lists of card ids or names, and "earth" and "space", ` +
	`each a list of up to 4 cards in the order they came there: a card, face up, or an object with "card", "slot" (its place, 0 to 3; ` +
	`default the lowest free one, where the game puts a card), "set" (face down: a Set card), ` +
	`"known" (a Set card the opponent knows), "injured", "moved", "attacked" (this turn) and "human" (the [HUMAN] under a transformed [ALIEN], ` +
	`a card or an object with "card" and "injured"). Every field but "players" may be left out. The position holds all of each player's cards, ` +
	`so "decks" and "deal" must be left out.`

// The steps a position can stand at, by name.
var posSteps = []struct {
	name string
	step step
}{{"start", stepStart}, {"open", stepOpen}, {"main", stepMain}, {"transformation", stepTransform}}

// posJSON is a position as written (Position).
type posJSON struct {
	Turn    int        `json:"turn"`
	Active  int        `json:"active"`
	Step    string     `json:"step"`
	Done    []string   `json:"done,omitempty"`
	Players []seatJSON `json:"players"`
}

// seatJSON is one player's side as written.
type seatJSON struct {
	Life               int      `json:"life"`
	Hand               []string `json:"hand"`
	Deck               []string `json:"deck"`
	Discard            []string `json:"discard"`
	TransformationDeck []string `json:"transformation_deck,omitempty"`
	Earth              []any    `json:"earth"`
	Space              []any    `json:"space"`
}

// placeJSON is a card in an area as written, when it is more than a
// healthy face-up card.
type placeJSON struct {
	Card     string `json:"card"`
	Slot     *int   `json:"slot,omitempty"`
	Set      bool   `json:"set,omitempty"`
	Known    bool   `json:"known,omitempty"`
	Injured  bool   `json:"injured,omitempty"`
	Moved    bool   `json:"moved,omitempty"`
	Attacked bool   `json:"attacked,omitempty"`
	Human    any    `json:"human,omitempty"`
}

// position is a Config.Position, read.
type position struct {
	turn, active int
	step         step
	setDone      bool
	seats        [2]posSeat
}

// posSeat is one player's side.
type posSeat struct {
	life                       int
	hand, deck, discard, tdeck []kit.CardID
	// areas are the cards of Earth and Space in the order they came
	// there, each in its place.
	areas [2][]*posPlace
}

// posPlace is a card in an area.
type posPlace struct {
	card                     kit.CardID
	path                     string
	slot                     int
	set, known               bool
	injured, moved, attacked bool
	human                    *posPlace
}

// lookup finds a card for a position (kit.Lookup).
func (cs *CardSet) lookup(text string) (kit.CardID, string, bool) {
	c, ok := cs.Lookup(text)
	if !ok {
		return 0, "", false
	}
	return kit.CardID(c.seq), c.Name, true
}

// readPosition reads a Config.Position, reporting every problem at once.
func (g *Game) readPosition(raw json.RawMessage) (*position, error) {
	rd := &kit.PositionReader{Lookup: g.set.lookup}
	if cat, err := DeckCatalog(g.set); err == nil {
		rd.Unknown = cat.Unknown
	}
	pos := &position{turn: 1, step: stepMain}
	fields, ok := rd.Read(raw, "turn", "active", "step", "done", "players")
	if !ok {
		return nil, rd.Err()
	}
	if v, ok := fields["turn"]; ok {
		pos.turn, _ = rd.Int("turn", v, 1, 1<<29)
	}
	if v, ok := fields["active"]; ok {
		pos.active, _ = rd.Int("active", v, 0, 1)
	}
	if v, ok := fields["step"]; ok {
		var names []string
		for _, st := range posSteps {
			names = append(names, st.name)
		}
		if name, ok := rd.Choice("step", v, names...); ok {
			for _, st := range posSteps {
				if st.name == name {
					pos.step = st.step
				}
			}
		}
	}
	if v, ok := fields["done"]; ok {
		items, _ := rd.List("done", v)
		for i, item := range items {
			if _, ok := rd.Choice(fmt.Sprintf("done[%d]", i), item, "set"); ok {
				pos.setDone = true
			}
		}
	}
	seats, ok := fields["players"]
	if !ok {
		rd.Fail("", `missing field "players" (a list of 2 objects, one per seat)`)
		return nil, rd.Err()
	}
	list, ok := rd.List("players", seats)
	if ok && len(list) != 2 {
		rd.Fail("players", "has %d entries; a game has 2 players, one entry each", len(list))
	}
	lost := !ok || len(list) != 2
	for p, v := range list {
		if p >= 2 {
			break
		}
		ok := g.readSeat(rd, fmt.Sprintf("players[%d]", p), v, p, &pos.seats[p])
		lost = lost || !ok
	}
	if !lost {
		pos.rules(rd, g.set)
	}
	if rd.Failed() {
		return nil, rd.Err()
	}
	return pos, nil
}

// readSeat reads player p's side into sp; false when it cannot be read at
// all.
func (g *Game) readSeat(rd *kit.PositionReader, path string, raw json.RawMessage, p int, sp *posSeat) bool {
	sp.life = maxLife
	f, ok := rd.Object(path, raw, "life", "hand", "deck", "discard", "transformation_deck", "earth", "space")
	if !ok {
		return false
	}
	if v, ok := f["life"]; ok {
		if n, ok := rd.Int(path+".life", v, -1<<30, 1<<30); ok {
			sp.life = n
			switch {
			case n <= 0:
				rd.Fail(path+".life", "is %d: a player whose Life is 0 or less has lost the game (Victory conditions)", n)
			case n > maxLife:
				rd.Fail(path+".life", "is %d: Life never goes above %d (Additional Rules 3)", n, maxLife)
			}
		}
	}
	for _, z := range []struct {
		name string
		dst  *[]kit.CardID
	}{{"hand", &sp.hand}, {"deck", &sp.deck}, {"discard", &sp.discard}, {"transformation_deck", &sp.tdeck}} {
		if v, ok := f[z.name]; ok {
			*z.dst = rd.Cards(path+"."+z.name, v, p)
		}
	}
	for a, name := range areaCodes {
		v, ok := f[name]
		if !ok {
			continue
		}
		at := path + "." + name
		items, _ := rd.List(at, v)
		if len(items) > areaSlots {
			rd.Fail(at, "holds %d cards; an area has %d places (Play Mat)", len(items), areaSlots)
			items = items[:areaSlots]
		}
		var taken [areaSlots]string
		for i, item := range items {
			pl := g.readPlace(rd, fmt.Sprintf("%s[%d]", at, i), item, p, true)
			if pl == nil {
				continue
			}
			if pl.slot < 0 {
				pl.slot = slices.Index(taken[:], "")
			} else if other := taken[pl.slot]; other != "" {
				rd.Fail(pl.path+".slot", "place %d is taken by %s", pl.slot, other)
				continue
			}
			taken[pl.slot] = pl.path
			sp.areas[a] = append(sp.areas[a], pl)
		}
	}
	return true
}

// readPlace reads a card in an area, or the human under one (top false).
func (g *Game) readPlace(rd *kit.PositionReader, path string, raw json.RawMessage, p int, top bool) *posPlace {
	names := []string{"injured", "moved", "attacked"}
	if top {
		names = append(names, "slot", "set", "known", "human")
	}
	c, f, ok := rd.CardObject(path, raw, p, names...)
	if !ok {
		return nil
	}
	pl := &posPlace{card: c, path: path, slot: -1}
	if v, ok := f["slot"]; ok {
		if n, ok := rd.Int(path+".slot", v, 0, areaSlots-1); ok {
			pl.slot = n
		}
	}
	for _, b := range []struct {
		name string
		dst  *bool
	}{{"set", &pl.set}, {"known", &pl.known}, {"injured", &pl.injured}, {"moved", &pl.moved}, {"attacked", &pl.attacked}} {
		if v, ok := f[b.name]; ok {
			*b.dst, _ = rd.Bool(path+"."+b.name, v)
		}
	}
	if v, ok := f["human"]; ok {
		pl.human = g.readPlace(rd, path+".human", v, p, false)
	}
	return pl
}

// rules checks what the rules forbid of the table and the turn, once every
// field has been read.
func (pos *position) rules(rd *kit.PositionReader, cs *CardSet) {
	if pos.setDone && (pos.step == stepStart || pos.step == stepOpen) {
		rd.Fail("done", `"set": cards are set in the Main sequence, which comes later in the turn`)
	}
	for p := range pos.seats {
		sp := &pos.seats[p]
		at := fmt.Sprintf("players[%d]", p)
		var transformed []string
		names := map[string]string{}
		for a := range 2 {
			for _, pl := range sp.areas[a] {
				c := cs.cards[pl.card]
				if pl.set {
					if pl.injured || pl.moved || pl.attacked || pl.human != nil {
						rd.Fail(pl.path, "%s is a Set card: face down, it is not injured, has not moved or attacked, and is not transformed", c.Name)
					}
					continue
				}
				if pl.known {
					rd.Fail(pl.path+".known", "%s is face up, so both players know it; \"known\" is for a Set card the opponent knows", c.Name)
				}
				if !c.isCharacter() {
					rd.Fail(pl.path, "%s is %s card face up in an area: only a Character stays face up in play (an Effect card is discarded once used, a Trick once activated)", c.Name, c.Type)
					continue
				}
				if (pl.moved || pl.attacked) && (pos.step == stepStart || pos.step == stepOpen) {
					rd.Fail(pl.path, "a Character moves and attacks in the Main sequence, which has not come yet this turn")
				} else if (pl.moved || pl.attacked) && p != pos.active {
					rd.Fail(pl.path, "only the active player's Characters move and attack, in their Main sequence")
				}
				cards := []*posPlace{pl}
				if h := pl.human; h != nil {
					cards = append(cards, h)
					transformed = append(transformed, pl.path)
					hc := cs.cards[h.card]
					switch {
					case c.Kind != kindAlien:
						rd.Fail(pl.path+".human", "%s is not an [ALIEN]: only an [ALIEN] is placed on a [HUMAN] (Transformation phase)", c.Name)
					case !hc.isCharacter() || hc.Kind != kindHuman:
						rd.Fail(pl.path+".human", "%s is not a [HUMAN] Character: an [ALIEN] is placed on a [HUMAN] (Transformation phase)", hc.Name)
					}
				}
				for _, x := range cards {
					name := cs.cards[x.card].Name
					if other, ok := names[name]; ok {
						rd.Fail(x.path, "%s is in play twice for the player (%s too): a Character cannot appear while one of its name is in play on its side", name, other)
					}
					names[name] = x.path
				}
			}
		}
		switch {
		case len(transformed) > 1:
			rd.Fail(at, "has %d transformed Characters (%s): a player has one at a time (Transformation phase)", len(transformed), strings.Join(transformed, ", "))
		case len(transformed) == 1 && len(sp.tdeck) == 0:
			rd.Fail(transformed[0], "is transformed but the player has no Transformation deck: a transformation ends when its deck runs out (Transformation phase)")
		case len(transformed) == 0 && len(sp.tdeck) > 0:
			rd.Fail(at+".transformation_deck", "holds %d cards but the player has no transformed Character: the deck is discarded when a transformation ends", len(sp.tdeck))
		}
	}
}

// turns is how many turns seat has begun, by the turn the position stands
// at.
func (pos *position) turns(seat int) int {
	t := kit.TurnsBegun(pos.turn, pos.active, 2, seat)
	if pos.step == stepStart && seat == pos.active {
		t-- // the turn has not begun
	}
	return t
}

// cards counts the cards of one side.
func (sp *posSeat) cards() int {
	n := len(sp.hand) + len(sp.deck) + len(sp.discard) + len(sp.tdeck)
	for a := range 2 {
		for _, pl := range sp.areas[a] {
			n++
			if pl.human != nil {
				n++
			}
		}
	}
	return n
}

// setPosition lays out a position on a state that holds its zones but no
// cards yet.
func (s *State) setPosition(pos *position) {
	// Hidden cards first, so that their handles follow their places:
	// each deck from the bottom, as after a shuffle, each Transformation
	// deck, then each hand in order.
	for p := range 2 {
		for _, c := range slices.Backward(pos.seats[p].deck) {
			s.t.NewObject(c, p, zone(p, zDeck), kit.FaceDown)
		}
	}
	for p := range 2 {
		for _, c := range slices.Backward(pos.seats[p].tdeck) {
			s.t.NewObject(c, p, zone(p, zTDeck), kit.FaceDown)
		}
	}
	for p := range 2 {
		for _, c := range pos.seats[p].hand {
			s.t.NewObject(c, p, zone(p, zHand), kit.FaceUp)
		}
	}
	for p := range 2 {
		sp := &pos.seats[p]
		for _, c := range sp.discard {
			s.t.NewObject(c, p, zone(p, zDiscard), kit.FaceUp)
		}
		for a := range 2 {
			for _, pl := range sp.areas[a] {
				s.placeCard(p, a, pl.slot, pl)
			}
		}
	}
	for p := range 2 {
		var list []kit.CardID
		for i := range s.t.Objs {
			if int(s.t.Objs[i].Owner) == p {
				list = append(list, s.t.Objs[i].Card)
			}
		}
		s.decks[p] = list
		s.life[p] = int32(pos.seats[p].life)
		s.turns[p] = int16(pos.turns(p))
	}
	s.initTricks()
	s.active, s.turn, s.step, s.setDone = pos.active, pos.turn, pos.step, pos.setDone
	if pos.step == stepStart {
		// The turn before has just ended; startTurn begins the next.
		s.turn = pos.turn - 1
		if s.turn > 0 {
			s.active = opponent(pos.active)
		}
		return
	}
	s.logf(evTurn, s.active, int32(s.turn), 0)
}

// placeCard puts the card of place pl into player p's area a at slot. It
// is made in p's deck, where nobody sees it, and moved from there, so
// that a Set card is known to its owner only (and to the opponent where
// pl says).
func (s *State) placeCard(p, a, slot int, pl *posPlace) {
	z := areaZone(p, a)
	face := kit.FaceUp
	if pl.set {
		face = kit.FaceDown
	}
	id := s.t.NewObject(pl.card, p, zone(p, zDeck), kit.FaceDown)
	if pl.human != nil {
		human := s.t.NewObject(pl.human.card, p, zone(p, zDeck), kit.FaceDown)
		s.t.Attach(id, human)
		s.flags(human, pl.human)
	}
	s.t.Place(id, z, slot, face)
	s.flags(id, pl)
	if pl.known {
		s.t.Reveal(id, engine.PlayerSet(0).With(opponent(p)))
	}
}

// flags sets the status of card id from place pl.
func (s *State) flags(id kit.ObjID, pl *posPlace) {
	o := s.obj(id)
	o.Set(flInjured, pl.injured)
	o.Set(flMoved, pl.moved)
	o.Set(flAttacked, pl.attacked)
}

// posName is card c as a position writes it: its name, or its id where
// another card has the name.
func (cs *CardSet) posName(c kit.CardID) string {
	return cs.index.Written(cs.cards[c])
}

// Position writes the game as a position (engine.Positioner), at the
// questions of a turn's phases: the Open phase, the Main sequence and the
// Transformation phase. Effects that last for a time are left out
// (engine.ErrIncomplete).
func (s *State) Position() (json.RawMessage, error) {
	var stepName string
	switch {
	case s.over:
		return nil, errors.New("the game is over: a position is a game still to play")
	case s.dec.kind == decFirst || s.dec.kind == decRedraw:
		return nil, errors.New("the game is being set up: a position starts in a turn")
	case s.stack.Len() > 0 || len(s.pending) > 0:
		return nil, errors.New("a card, an ability or a battle is under way: a position stands between them")
	case s.dec.kind == decOpen:
		stepName = "open"
	case s.dec.kind == decMain:
		stepName = "main"
	case s.dec.kind == decTransform:
		stepName = "transformation"
	default:
		return nil, errors.New("a card is half played: a position stands between plays")
	}
	cs := s.game.set
	names := func(ids []kit.ObjID) []string { return s.t.Written(ids, cs.posName) }
	place := func(id kit.ObjID, set bool) placeJSON {
		o := s.obj(id)
		return placeJSON{Card: cs.posName(o.Card), Set: set, Injured: o.Has(flInjured), Moved: o.Has(flMoved), Attacked: o.Has(flAttacked)}
	}
	out := posJSON{Turn: s.turn, Active: s.active, Step: stepName}
	if s.setDone {
		out.Done = []string{"set"}
	}
	for p := range 2 {
		sj := seatJSON{Life: int(s.life[p]), Hand: names(s.t.Zones[zone(p, zHand)].Cards),
			Deck: names(reversed(s.t.Zones[zone(p, zDeck)].Cards)), Discard: names(s.t.Zones[zone(p, zDiscard)].Cards),
			TransformationDeck: names(reversed(s.t.Zones[zone(p, zTDeck)].Cards))}
		for a := range 2 {
			places := []any{}
			var taken [areaSlots]bool
			for _, id := range s.t.Zones[areaZone(p, a)].Cards {
				o := s.obj(id)
				pl := place(id, o.Face == kit.FaceDown)
				if free := slices.Index(taken[:], false); int(o.Slot) != free {
					slot := int(o.Slot)
					pl.Slot = &slot
				}
				taken[o.Slot] = true
				if pl.Set && s.t.Identifies(opponent(p), id) {
					pl.Known = true
				}
				if o.Under != kit.NoObj {
					h := place(o.Under, false)
					if h == (placeJSON{Card: h.Card}) {
						pl.Human = h.Card
					} else {
						pl.Human = h
					}
				}
				if pl == (placeJSON{Card: pl.Card}) {
					places = append(places, pl.Card)
				} else {
					places = append(places, pl)
				}
			}
			if a == 0 {
				sj.Earth = places
			} else {
				sj.Space = places
			}
		}
		out.Players = append(out.Players, sj)
	}
	raw, err := json.Marshal(out)
	if err != nil {
		return nil, err
	}
	if len(s.mods) > 0 {
		return raw, fmt.Errorf("%w: effects that last for a time", engine.ErrIncomplete)
	}
	return raw, nil
}

// reversed is a pile's cards top first.
func reversed(ids []kit.ObjID) []kit.ObjID {
	out := slices.Clone(ids)
	slices.Reverse(out)
	return out
}
