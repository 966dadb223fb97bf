package battlecards

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// A position (engine.Config.Position) sets a game up in the middle, for
// puzzles and scenario tests: whose turn, which phase and what the active
// player has done in it, each player's Energon Bank, army, hand, Supply
// Deck, scrapheap and Robots (in Homebase, or holding a Resource, with
// their damage markers and modes), and the Resources in the field. Its
// cards are all of each player's cards, so Config.Decks and Config.Deal
// are left out; they keep to the deck rules' copy limits, which no play
// changes, but not to the deck size (docs/rules/battlecards.md says why).
//
// It is read strictly (kit.PositionReader): an unknown field, a value of
// the wrong type, a card that does not exist or cannot be where it is
// listed, and a table the rules could not reach (two Robots of one title
// for a player, damage that scraps a Robot, a Resource held twice, a
// victory already won) are refused, every problem at once, each named by
// its path.
//
// The game then stands as if it had been played to that point: each hand
// is known to its owner only and each Supply Deck to nobody, hidden cards
// get handles by their places alone (each deck from the bottom, then each
// hand), and the log begins with the turn.

// positionInfo describes the shape for Info.Position.
const positionInfo = `A JSON object: "turn" (from 1, all players' turns counted together; default 1), "active" (the seat whose turn it is; default 0), ` +
	`"step" ("deployment", the default: the active player is in their Deployment phase, the Energon phase done; "action"; ` +
	`"supply": the Supply phase is about to draw; "science": it has drawn and the Science skill is next; or "start": the turn is about to begin), ` +
	`"done" (what the active player has done this turn: "discover", "deploy", "claim", "challenge", "science"), ` +
	`"field" (the Resources in the field in the order discovered, each a card or an object with "card" and "owner", its owner's seat, ` +
	`by default the seat of the Robot holding it, else the active seat), and "players", one object per seat, each with ` +
	`"energon" (the Energon Bank; default 25), "army" ("autobot" or "decepticon"; default the army the option armies gives the seat, else the army of most of the seat's Robots or, where they do not decide, of its Advantages; a seat with neither has none), ` +
	`"hand" (in the order drawn), "deck" (the Supply Deck, top card first) and "scrapheap" (oldest first) as lists of card ids or names, ` +
	`"homebase" (Robots in Homebase) and "holding" (Robots standing on Resources), each Robot a card or an object with "card", ` +
	`"damage" (damage markers), "alt" (in ALT MODE), "transformed" and "moved" (this turn), and, in "holding", "resource" ` +
	`(the index in "field" of the Resource it holds). Every field but "players" may be left out. The position holds all of each player's cards, ` +
	`so "decks" and "deal" must be left out; a player's cards keep to the deck rules' copy limits (3 of a Robot subtitle or an Advantage title).`

// posMax bounds the numbers of a position.
const posMax = 1_000_000

// The steps a position can stand at, by name.
var posSteps = []struct {
	name string
	step step
}{{"start", stepStart}, {"deployment", stepDeploy}, {"action", stepAction}, {"supply", stepSupply}, {"science", stepScience}}

// The things done this turn, by name (State.done).
var posDone = []struct {
	name string
	bit  uint8
}{{"discover", doneDiscover}, {"deploy", doneDeploy}, {"claim", doneClaim}, {"challenge", doneChallenge}, {"science", doneScience}}

// posJSON is a position as written (Position).
type posJSON struct {
	Turn    int        `json:"turn"`
	Active  int        `json:"active"`
	Step    string     `json:"step"`
	Done    []string   `json:"done,omitempty"`
	Field   []any      `json:"field,omitempty"`
	Players []seatJSON `json:"players"`
}

// seatJSON is one player's side as written.
type seatJSON struct {
	Energon   int      `json:"energon"`
	Army      string   `json:"army"`
	Hand      []string `json:"hand"`
	Deck      []string `json:"deck"`
	Scrapheap []string `json:"scrapheap"`
	Homebase  []any    `json:"homebase"`
	Holding   []any    `json:"holding,omitempty"`
}

// robotJSON is a Robot in play as written, when it is more than its card.
type robotJSON struct {
	Card        string `json:"card"`
	Resource    *int   `json:"resource,omitempty"`
	Damage      int    `json:"damage,omitempty"`
	Alt         bool   `json:"alt,omitempty"`
	Transformed bool   `json:"transformed,omitempty"`
	Moved       bool   `json:"moved,omitempty"`
}

// resourceJSON is a Resource in the field whose owner is not the default.
type resourceJSON struct {
	Card  string `json:"card"`
	Owner int    `json:"owner"`
}

// position is a Config.Position, read.
type position struct {
	turn, active int
	step         step
	done         uint8
	field        []posResource
	seats        []posSeat
}

// posResource is a Resource in the field.
type posResource struct {
	card  kit.CardID
	path  string
	owner int // -1: the default
	held  bool
}

// posSeat is one player's side.
type posSeat struct {
	energon          int
	army             uint8 // armyNone: from the seat's cards
	hand, deck, heap []kit.CardID
	home, holding    []posRobot
}

// posRobot is a Robot in play.
type posRobot struct {
	card                    kit.CardID
	path                    string
	res                     int // the index of the Resource held, or -1
	damage                  int
	alt, transformed, moved bool
}

// readPosition reads a Config.Position for a game of n players with rules
// r, reporting every problem at once.
func (g *Game) readPosition(raw json.RawMessage, n int, r rules) (*position, error) {
	rd := &kit.PositionReader{Lookup: g.set.lookup}
	if cat, err := DeckCatalog(g.set); err == nil {
		rd.Unknown = cat.Unknown
	}
	pos := &position{turn: 1, step: stepDeploy}
	fields, ok := rd.Read(raw, "turn", "active", "step", "done", "field", "players")
	if !ok {
		return nil, rd.Err()
	}
	if v, ok := fields["turn"]; ok {
		pos.turn, _ = rd.Int("turn", v, 1, 1<<20)
	}
	if v, ok := fields["active"]; ok {
		pos.active, _ = rd.Int("active", v, 0, n-1)
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
			var names []string
			for _, d := range posDone {
				names = append(names, d.name)
			}
			if name, ok := rd.Choice(fmt.Sprintf("done[%d]", i), item, names...); ok {
				for _, d := range posDone {
					if d.name == name {
						pos.done |= d.bit
					}
				}
			}
		}
	}
	if v, ok := fields["field"]; ok {
		items, _ := rd.List("field", v)
		for i, item := range items {
			at := fmt.Sprintf("field[%d]", i)
			res := posResource{path: at, owner: -1}
			c, f, ok := rd.CardObject(at, item, -1, "owner")
			if !ok {
				res.card = -1
				pos.field = append(pos.field, res)
				continue
			}
			res.card = c
			if d := g.set.cards[c]; !d.isResource() {
				rd.Fail(at, "%s is %s: only Resources are discovered into the field (the Robots holding them are listed in \"holding\")", d.Name, article(d.Type))
			}
			if v, ok := f["owner"]; ok {
				res.owner, _ = rd.Int(at+".owner", v, 0, n-1)
			}
			pos.field = append(pos.field, res)
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
	lost := !ok || len(list) != n
	for p, v := range list {
		sp, ok := g.readSeat(rd, fmt.Sprintf("players[%d]", p), v, p, pos)
		lost = lost || !ok
		if p < n {
			pos.seats = append(pos.seats, sp)
		}
	}
	// The field's Resources count on their owners' sides.
	rd.CheckCopies(true, g.copyLimit, "a deck holds at most 3 copies of a Robot subtitle or an Advantage title (THE CARDS), and no play adds any")
	if !lost {
		pos.rules(rd, g.set, r)
	}
	if rd.Failed() {
		return nil, rd.Err()
	}
	return pos, nil
}

// article is a card type with its indefinite article.
func article(typ string) string {
	if typ == typeAdvantage {
		return "an advantage"
	}
	return "a " + typ
}

// copyLimit is how a card counts against the deck rules' copy limits: by
// Robot subtitle or Advantage title (deckCard), or by name; Resources are
// not limited.
func (g *Game) copyLimit(c kit.CardID) (string, int) {
	d := g.set.cards[c]
	dc := deckCard(d)
	switch {
	case dc.AnyCopies:
		return "", 0
	case dc.CopyKey != "":
		return dc.CopyKey, 3
	}
	return d.Name, 3
}

// readSeat reads player p's side; false when it cannot be read at all.
func (g *Game) readSeat(rd *kit.PositionReader, path string, raw json.RawMessage, p int, pos *position) (posSeat, bool) {
	sp := posSeat{energon: startEnergon}
	f, ok := rd.Object(path, raw, "energon", "army", "hand", "deck", "scrapheap", "homebase", "holding")
	if !ok {
		return sp, false
	}
	if v, ok := f["energon"]; ok {
		sp.energon, _ = rd.Int(path+".energon", v, -posMax, posMax)
	}
	if v, ok := f["army"]; ok {
		if word, ok := rd.Choice(path+".army", v, armyWords[armyAutobot], armyWords[armyDecepticon]); ok {
			sp.army = armyAutobot
			if word == armyWords[armyDecepticon] {
				sp.army = armyDecepticon
			}
		}
	}
	for _, z := range []struct {
		name string
		dst  *[]kit.CardID
	}{{"hand", &sp.hand}, {"deck", &sp.deck}, {"scrapheap", &sp.heap}} {
		if v, ok := f[z.name]; ok {
			*z.dst = rd.Cards(path+"."+z.name, v, p)
		}
	}
	robots := func(name string, holding bool) []posRobot {
		v, ok := f[name]
		if !ok {
			return nil
		}
		var out []posRobot
		items, _ := rd.List(path+"."+name, v)
		for i, item := range items {
			at := fmt.Sprintf("%s.%s[%d]", path, name, i)
			names := []string{"damage", "alt", "transformed", "moved"}
			if holding {
				names = append(names, "resource")
			}
			c, fields, ok := rd.CardObject(at, item, p, names...)
			if !ok {
				continue
			}
			rb := posRobot{card: c, path: at, res: -1}
			d := g.set.cards[c]
			if !d.isRobot() {
				rd.Fail(at, "%s is %s: only Robots are in play", d.Name, article(d.Type))
				continue
			}
			if v, ok := fields["damage"]; ok {
				rb.damage, _ = rd.Int(at+".damage", v, 0, 1<<14)
			}
			for _, b := range []struct {
				name string
				dst  *bool
			}{{"alt", &rb.alt}, {"transformed", &rb.transformed}, {"moved", &rb.moved}} {
				if v, ok := fields[b.name]; ok {
					*b.dst, _ = rd.Bool(at+"."+b.name, v)
				}
			}
			if (rb.alt || rb.transformed) && d.Alt == nil {
				rd.Fail(at, "%s has no ALT MODE, so it is neither in one nor transformed", d.Name)
			}
			if holding {
				v, ok := fields["resource"]
				if !ok {
					rd.Fail(at, `missing field "resource" (the index in "field" of the Resource it holds)`)
					continue
				}
				k, ok := rd.Int(at+".resource", v, 0, max(len(pos.field)-1, 0))
				switch {
				case !ok:
					continue
				case len(pos.field) == 0:
					rd.Fail(at+".resource", "the field holds no Resource")
					continue
				case pos.field[k].held:
					rd.Fail(at+".resource", "%s is held by another Robot: one Robot stands on a Resource", pos.field[k].path)
					continue
				}
				pos.field[k].held = true
				if pos.field[k].owner < 0 {
					pos.field[k].owner = p
				}
				rb.res = k
			}
			out = append(out, rb)
		}
		return out
	}
	sp.home = robots("homebase", false)
	sp.holding = robots("holding", true)
	return sp, true
}

// rules checks what the rules forbid of the table and the turn, once every
// field has been read.
func (pos *position) rules(rd *kit.PositionReader, cs *CardSet, r rules) {
	for i := range pos.field {
		if pos.field[i].owner < 0 {
			pos.field[i].owner = pos.active
		}
	}
	first := pos.turns(pos.active, len(pos.seats)) <= 1
	if r.firstTurnGame {
		first = pos.turn == 1
	}
	allowed := map[step]uint8{
		stepStart:   0,
		stepDeploy:  doneDiscover | doneDeploy,
		stepAction:  doneDiscover | doneDeploy | doneClaim | doneChallenge,
		stepSupply:  doneDiscover | doneDeploy,
		stepScience: doneDiscover | doneDeploy,
	}
	if r.supplyFirst {
		allowed[stepAction] |= doneScience
	} else {
		allowed[stepSupply] |= doneClaim | doneChallenge
		allowed[stepScience] |= doneClaim | doneChallenge
	}
	for _, d := range posDone {
		if pos.done&d.bit != 0 && allowed[pos.step]&d.bit == 0 {
			rd.Fail("done", "%q: %s", d.name, doneWhy(pos.step, d.bit))
		}
	}
	switch {
	case pos.done&doneClaim != 0 && first:
		rd.Fail("done", `"claim": players may not claim a Resource on the first turn (first-turn %s)`, map[bool]string{false: "each", true: "game"}[r.firstTurnGame])
	case pos.done&(doneClaim|doneChallenge) == doneClaim|doneChallenge && !r.eachAssault:
		rd.Fail("done", `"claim" and "challenge": a turn has a claim or, instead, a challenge (assaults one)`)
	}
	for p := range pos.seats {
		sp := &pos.seats[p]
		titles := map[string]posRobot{}
		for _, rb := range append(append([]posRobot{}, sp.home...), sp.holding...) {
			d := cs.cards[rb.card]
			if other, ok := titles[d.title]; ok {
				rd.Fail(rb.path, "%s and %s (%s) share the title %s: a player has one Robot of a title in play (THE CARDS)",
					d.Name, cs.cards[other.card].Name, other.path, d.title)
			} else {
				titles[d.title] = rb
			}
			if pos.step == stepStart && (rb.moved || rb.transformed) {
				rd.Fail(rb.path, "a turn about to begin has no Robot moved or transformed in it yet")
			}
			if rb.moved && p != pos.active {
				rd.Fail(rb.path+".moved", "only the active player's Robots move, in their Deployment phase")
			}
		}
	}
}

// doneWhy says why a thing done cannot be done yet at step st.
func doneWhy(st step, bit uint8) string {
	switch {
	case st == stepStart:
		return "a turn about to begin has had nothing done in it"
	case bit == doneScience && (st == stepSupply || st == stepScience):
		return "the Science skill is used once, at the end of the Supply phase, which then ends"
	case bit == doneScience:
		return "the Supply phase, where the Science skill is used, comes later in the turn"
	}
	return "claims and challenges are made in the Action phase, which comes later in the turn"
}

// turns is how many turns seat has begun, by the turn the position stands
// at.
func (pos *position) turns(seat, n int) int {
	t := kit.TurnsBegun(pos.turn, pos.active, n, seat)
	if pos.step == stepStart && seat == pos.active {
		t-- // the turn has not begun
	}
	return t
}

// setPosition lays out a position on a state that holds no cards yet, and
// checks what only the laid-out table tells: damage that would scrap a
// Robot, a victory already won.
func (s *State) setPosition(pos *position) error {
	n := s.n
	// Hidden cards first, so that their handles follow their places:
	// each deck from the bottom, as after a shuffle, then each hand.
	for p := range n {
		deck := pos.seats[p].deck
		for i := len(deck) - 1; i >= 0; i-- {
			s.t.NewObject(deck[i], p, zone(p, zDeck), kit.FaceDown)
		}
	}
	for p := range n {
		for _, c := range pos.seats[p].hand {
			s.t.NewObject(c, p, zone(p, zHand), kit.FaceUp)
		}
	}
	var errs []error
	var paths []string
	var robots []kit.ObjID
	robot := func(rb posRobot, id kit.ObjID) {
		o := s.obj(id)
		o.Set(flAlt, rb.alt)
		o.Set(flTransformed, rb.transformed)
		o.Set(flMoved, rb.moved)
		o.Counters[ctDamage] = int16(rb.damage)
		robots = append(robots, id)
		paths = append(paths, rb.path)
	}
	for p := range n {
		sp := &pos.seats[p]
		for _, c := range sp.heap {
			s.t.NewObject(c, p, zone(p, zScrap), kit.FaceUp)
		}
		for _, rb := range sp.home {
			robot(rb, s.t.NewObject(rb.card, p, zone(p, zHomebase), kit.FaceUp))
		}
	}
	res := make([]kit.ObjID, len(pos.field))
	for i, r := range pos.field {
		res[i] = s.t.NewObject(r.card, r.owner, s.field(), kit.FaceUp)
		s.obj(res[i]).Ctrl = -1
	}
	for p := range n {
		for _, rb := range pos.seats[p].holding {
			id := s.t.NewObject(rb.card, p, s.field(), kit.FaceUp)
			s.obj(id).Counters[ctOn] = int16(res[rb.res]) + 1
			s.obj(res[rb.res]).Counters[ctOn] = int16(id) + 1
			s.obj(res[rb.res]).Ctrl = int8(p)
			robot(rb, id)
		}
	}
	// The deck lists are every card of each seat, the field's Resources
	// with their owners.
	for p := range n {
		var list []kit.CardID
		for i := range s.t.Objs {
			if int(s.t.Objs[i].Owner) == p {
				list = append(list, s.t.Objs[i].Card)
			}
		}
		s.decks[p] = list
		s.bank[p] = int32(pos.seats[p].energon)
		s.army[p] = pos.seats[p].army
		if s.army[p] == armyNone && len(s.rules.armies) > 0 {
			s.army[p] = s.rules.armies[p]
		}
		if s.army[p] == armyNone {
			a, ok := s.game.set.deckArmy(list)
			if !ok {
				errs = append(errs, fmt.Errorf("position players[%d].army: the seat's cards do not tell its army (as many Autobot as Decepticon Advantages, and no Robots to decide): give it", p))
			}
			s.army[p] = a
		} else if bad := s.game.set.strangers(list, s.army[p]); len(bad) > 0 {
			errs = append(errs, fmt.Errorf("position players[%d]: the seat plays the %s army, and holds Advantages of another army, which it could never play: %s (THE CARDS: Advantage cards are army specific)",
				p, armyNames[s.army[p]], strings.Join(bad, ", ")))
		}
		s.turns[p] = int16(pos.turns(p, n))
	}
	for i, id := range robots {
		if end := s.endurance(id); s.damage(id) >= end {
			errs = append(errs, fmt.Errorf("position %s: %s has %d damage markers and Endurance %d: a Robot whose damage reaches its Endurance is scrapped (BATTLE)",
				paths[i], s.card(id).Name, s.damage(id), end))
		}
	}
	s.active, s.step, s.done, s.turn = pos.active, pos.step, pos.done, pos.turn
	if pos.step == stepStart {
		s.turn = pos.turn - 1
	}
	if len(errs) == 0 && s.checkVictory() {
		errs = append(errs, fmt.Errorf("position: the game is already over: %s", s.result))
	}
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	if pos.step != stepStart {
		s.logf(evTurn, s.active, int32(s.turn), 0)
	}
	return nil
}

// posName is card c as a position writes it: its name, or its id where
// another card has the name.
func (cs *CardSet) posName(c kit.CardID) string {
	return cs.index.Written(cs.cards[c])
}

// Position writes the game as a position (engine.Positioner), at the
// questions of a turn's phases: Deployment, Action and the Science skill.
// Effects that last for a time and rule changes until the end of the turn
// are left out (engine.ErrIncomplete).
func (s *State) Position() (json.RawMessage, error) {
	var stepName string
	switch {
	case s.over:
		return nil, errors.New("the game is over: a position is a game still to play")
	case s.claim.on || s.battle.on:
		return nil, errors.New("a claim or a battle is under way: a position stands between them")
	case s.play.on || s.pick.verb != 0:
		return nil, errors.New("a card or a move is half played: a position stands between them")
	case s.dec.kind == decDeploy:
		stepName = "deployment"
	case s.dec.kind == decAction:
		stepName = "action"
	case s.dec.kind == decScience:
		stepName = "science"
	default:
		return nil, errors.New("the game stands where a position cannot start")
	}
	cs := s.game.set
	names := func(ids []kit.ObjID) []string { return s.t.Written(ids, cs.posName) }
	robot := func(id kit.ObjID, res *int) any {
		o := s.obj(id)
		rb := robotJSON{Card: cs.posName(o.Card), Resource: res, Damage: s.damage(id), Alt: o.Has(flAlt),
			Transformed: o.Has(flTransformed), Moved: o.Has(flMoved)}
		if rb == (robotJSON{Card: rb.Card}) {
			return rb.Card
		}
		return rb
	}
	out := posJSON{Turn: s.turn, Active: s.active, Step: stepName}
	for _, d := range posDone {
		if s.done&d.bit != 0 {
			out.Done = append(out.Done, d.name)
		}
	}
	index := map[kit.ObjID]int{}
	for _, id := range s.t.Zones[s.field()].Cards {
		if !s.card(id).isResource() {
			continue
		}
		index[id] = len(out.Field)
		o := s.obj(id)
		owner := s.active
		if h := s.holder(id); h != kit.NoObj {
			owner = s.ctrl(h)
		}
		if int(o.Owner) == owner {
			out.Field = append(out.Field, cs.posName(o.Card))
		} else {
			out.Field = append(out.Field, resourceJSON{Card: cs.posName(o.Card), Owner: int(o.Owner)})
		}
	}
	var left []string
	for p := range s.n {
		deck := slicesReversed(s.t.Zones[zone(p, zDeck)].Cards)
		sj := seatJSON{Energon: int(s.bank[p]), Army: armyWords[s.army[p]], Hand: names(s.t.Zones[zone(p, zHand)].Cards),
			Deck: names(deck), Scrapheap: names(s.t.Zones[zone(p, zScrap)].Cards), Homebase: []any{}}
		for _, id := range s.t.Zones[zone(p, zHomebase)].Cards {
			sj.Homebase = append(sj.Homebase, robot(id, nil))
		}
		for _, id := range s.t.Zones[s.field()].Cards {
			if s.card(id).isRobot() && s.ctrl(id) == p {
				k := index[s.on(id)]
				sj.Holding = append(sj.Holding, robot(id, &k))
			}
		}
		if s.t.Count(zone(p, zAside)) > 0 || s.t.Count(zone(p, zSupports)) > 0 {
			left = append(left, fmt.Sprintf("%s's set-aside cards and supports", engine.PlayerName(p)))
		}
		if s.granted[p] != 0 {
			left = append(left, fmt.Sprintf("the rule changes %s has until the end of the turn", engine.PlayerName(p)))
		}
		out.Players = append(out.Players, sj)
	}
	if len(s.mods) > 0 {
		left = append(left, "effects that last for a time")
	}
	raw, err := json.Marshal(out)
	if err != nil {
		return nil, err
	}
	if len(left) > 0 {
		return raw, fmt.Errorf("%w: %s", engine.ErrIncomplete, strings.Join(left, "; "))
	}
	return raw, nil
}

// slicesReversed is ids, last first.
func slicesReversed(ids []kit.ObjID) []kit.ObjID {
	out := make([]kit.ObjID, len(ids))
	for i, id := range ids {
		out[len(ids)-1-i] = id
	}
	return out
}
