package superbenji

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// A position (engine.Config.Position) sets a game up in the middle, for
// puzzles and scenario tests: whose turn and which step, each player's
// Health, hand, deck, discard pile and Action Pool, and the cards in play
// with their damage, counters and state. Its cards are all of each
// player's cards: the position replaces the deck lists and the opening
// deal, so Config.Decks and Config.Deal are left out
// (docs/rules/superbenji.md says why).
//
// It is read strictly: an unknown field, a value of the wrong type, a card
// that does not exist and a table the rules could not reach (two Unique
// cards of one Basic Name, a token in a hand, damage at or over Health)
// are refused, every problem at once, each named by its path
// ("position players[0].in_play[1].damage: …").
//
// The game then stands as if it had been played to that point: hands are
// known to their owners only and decks to nobody; hidden cards get handles
// by their places alone (each deck from the bottom, then each hand in
// order), so a handle tells nothing of which card it is; the random
// generator starts from the seed; and the log begins with the turn.

// positionInfo describes the shape for Info.Position.
const positionInfo = `A JSON object: "turn" (from 1; default 1), "active" (the seat whose turn it is; default 0), ` +
	`"step" ("main", the default: the active player is in their Main Phase, their Start and Draw Phases done; ` +
	`or "start": the turn's Start Phase is about to begin, so the active player readies, generates actions, heals and draws), ` +
	`and "players", a list of exactly 2 objects, one per seat, each with "health" (default 20), "hand" (in the order drawn), ` +
	`"deck" (top card first) and "discard" (oldest first) as lists of card ids or full names, "pool" (the Action Pool as ` +
	`symbols, "H V + - ? W", spaces optional; empty at the start of a turn) and "in_play" (in the order the cards entered ` +
	`play), each a card id or name or an object with "card" and, optionally, "damage", "counters" (+1/+1 counters), ` +
	`"exhausted" and "entered_this_turn". Every field but "players" may be left out. The position holds all of each ` +
	`player's cards, so "decks" and "deal" must be left out. Unknown fields, wrong types and tables the rules forbid ` +
	`(two Unique cards of one Basic Name in play for one player, tokens outside play, damage at or over Health) are refused.`

// posMax bounds the numbers of a position: turn, Health, damage, counters.
const posMax = 1_000_000_000

// position is a Config.Position, read.
type position struct {
	turn    int
	active  int
	step    step
	players [2]seatPosition
}

// seatPosition is one player's side of a position.
type seatPosition struct {
	health              int
	hand, deck, discard []*Card
	pool                Symbols
	inPlay              []permanentPosition
}

// permanentPosition is a card in play.
type permanentPosition struct {
	card      *Card
	path      string
	damage    int
	counters  int
	exhausted bool
	entered   bool // entered play this turn
}

// hasPosition reports whether cfg sets a position: a JSON null is none.
func hasPosition(raw json.RawMessage) bool {
	t := bytes.TrimSpace(raw)
	return len(t) > 0 && !bytes.Equal(t, []byte("null"))
}

// readPosition reads a Config.Position, reporting every problem at once.
// The position is returned, problems and all, when every card in play was
// read, so that laying it out (setPosition) can report what only the
// table tells.
func (g *Game) readPosition(raw json.RawMessage) (*position, error) {
	r := &posReader{set: g.set}
	pos := &position{turn: 1, step: stepMain}
	if !json.Valid(raw) {
		var v any
		return nil, fmt.Errorf("position: not JSON: %v", json.Unmarshal(raw, &v))
	}
	fields, ok := r.object("", raw, "turn", "active", "step", "players")
	if !ok {
		return nil, r.err()
	}
	r.lost = true // until the players are read
	if v, ok := fields["turn"]; ok {
		if n, ok := r.integer("turn", v, 1, posMax); ok {
			pos.turn = n
		}
	}
	if v, ok := fields["active"]; ok {
		pos.active, _ = r.integer("active", v, 0, 1)
	}
	if v, ok := fields["step"]; ok {
		if name, ok := r.text("step", v); ok {
			switch name {
			case "main":
				pos.step = stepMain
			case "start":
				pos.step = stepStart
			default:
				r.fail("step", "%q is not a step a position can start at (start, main)", name)
			}
		}
	}
	seats, ok := fields["players"]
	if !ok {
		r.fail("", `missing field "players" (a list of 2 objects, one per seat)`)
		return nil, r.err()
	}
	list, ok := r.list("players", seats)
	if ok && len(list) != 2 {
		r.fail("players", "has %d entries; a game has 2 players, one entry each", len(list))
	}
	r.lost = !ok || len(list) != 2
	for p, v := range list {
		if p < 2 {
			pos.players[p] = r.seat(fmt.Sprintf("players[%d]", p), v)
		}
	}
	r.rules(pos)
	if r.lost {
		return nil, r.err()
	}
	return pos, r.err()
}

// seat reads one player's side.
func (r *posReader) seat(path string, raw json.RawMessage) seatPosition {
	sp := seatPosition{health: startingLife}
	fields, ok := r.object(path, raw, "health", "hand", "deck", "discard", "pool", "in_play")
	if !ok {
		r.lost = true
		return sp
	}
	if v, ok := fields["health"]; ok {
		if n, ok := r.integer(path+".health", v, -posMax, posMax); ok {
			sp.health = n
			if n <= 0 {
				r.fail(path+".health", "is %d: a player at 0 Health or less has lost the game (1.1)", n)
			}
		}
	}
	zone := func(name, where string) []*Card {
		v, ok := fields[name]
		if !ok {
			return nil
		}
		var cards []*Card
		items, _ := r.list(path+"."+name, v)
		for i, item := range items {
			at := fmt.Sprintf("%s.%s[%d]", path, name, i)
			c, ok := r.card(at, item)
			if !ok {
				continue
			}
			if c.Token {
				r.fail(at, "%s is a token: a token is only ever in play, and one that leaves play is removed from the game (6.6.2), so it cannot be in a %s", c.Name, where)
				continue
			}
			cards = append(cards, c)
		}
		return cards
	}
	sp.hand = zone("hand", "hand")
	sp.deck = zone("deck", "deck")
	sp.discard = zone("discard", "discard pile")
	if v, ok := fields["pool"]; ok {
		if text, ok := r.text(path+".pool", v); ok {
			for _, c := range text {
				if c == ' ' || c == ',' {
					continue
				}
				sym, err := ParseSymbol(string(c))
				if err != nil {
					r.fail(path+".pool", "%v", err)
					continue
				}
				sp.pool = append(sp.pool, sym)
			}
		}
	}
	if v, ok := fields["in_play"]; ok {
		items, ok := r.list(path+".in_play", v)
		r.lost = r.lost || !ok
		for i, item := range items {
			pp, ok := r.permanent(fmt.Sprintf("%s.in_play[%d]", path, i), item)
			if ok {
				sp.inPlay = append(sp.inPlay, pp)
			}
			r.lost = r.lost || !ok
		}
	}
	return sp
}

// permanent reads a card in play: a card, or an object that gives its
// state too.
func (r *posReader) permanent(path string, raw json.RawMessage) (permanentPosition, bool) {
	pp := permanentPosition{path: path}
	if kindOf(raw) != "an object" {
		if kindOf(raw) != "a string" {
			r.fail(path, "must be a card (its id or name) or an object with \"card\", not %s", kindOf(raw))
			return pp, false
		}
		c, ok := r.card(path, raw)
		pp.card = c
		return pp, ok && r.inPlayCard(path, c)
	}
	fields, ok := r.object(path, raw, "card", "damage", "counters", "exhausted", "entered_this_turn")
	if !ok {
		return pp, false
	}
	v, ok := fields["card"]
	if !ok {
		r.fail(path, `missing field "card" (the card's id or name)`)
		return pp, false
	}
	c, found := r.card(path+".card", v)
	pp.card = c
	ok = found && r.inPlayCard(path, c)
	if v, has := fields["damage"]; has {
		pp.damage, _ = r.integer(path+".damage", v, 0, posMax)
	}
	if v, has := fields["counters"]; has {
		pp.counters, _ = r.integer(path+".counters", v, 0, posMax)
	}
	if v, has := fields["exhausted"]; has {
		pp.exhausted, _ = r.boolean(path+".exhausted", v)
	}
	if v, has := fields["entered_this_turn"]; has {
		pp.entered, _ = r.boolean(path+".entered_this_turn", v)
	}
	if ok && r.set.Definition(c).Type != "character" {
		if pp.damage > 0 {
			r.fail(path+".damage", "%s is not a character: only characters take damage", c.Name)
		}
		if pp.counters > 0 {
			r.fail(path+".counters", "%s is not a character: only characters get +1/+1 counters", c.Name)
		}
	}
	return pp, ok
}

// inPlayCard checks that card c can be in play.
func (r *posReader) inPlayCard(path string, c *Card) bool {
	if c.Type == "action" {
		r.fail(path, "%s is an action: actions resolve and go to the discard pile, never into play (6.5.1)", c.Name)
		return false
	}
	return true
}

// rules checks what the rules forbid of a whole table, once every field
// has been read.
func (r *posReader) rules(pos *position) {
	for p := range pos.players {
		sp := &pos.players[p]
		at := fmt.Sprintf("players[%d]", p)
		if pos.step == stepStart && len(sp.pool) > 0 {
			r.fail(at+".pool", "the Action Pools are empty at the start of a turn: unspent actions are removed at the end of each turn (4.5.2, 9.2.1)")
		}
		var locations []string
		for i, pp := range sp.inPlay {
			d := r.set.Definition(pp.card)
			if pos.step == stepStart && pp.entered {
				r.fail(pp.path+".entered_this_turn", "nothing has entered play yet at the start of a turn")
			}
			if d.Type == "location" {
				locations = append(locations, pp.card.Name)
			}
			if !d.Unique {
				continue
			}
			for _, other := range sp.inPlay[:i] {
				if o := r.set.Definition(other.card); o.Unique && o.basic == d.basic {
					r.fail(pp.path, "%s and %s (%s) are Unique cards with the Basic Name %s: a player controls only one Unique card of a Basic Name (6.2.2)",
						pp.card.Name, other.card.Name, other.path, d.basic)
					break
				}
			}
		}
		if len(locations) > 1 {
			r.fail(at+".in_play", "holds %d Locations (%s): a player controls only one (6.4.1)", len(locations), strings.Join(locations, ", "))
		}
	}
}

// cards counts the cards of a position.
func (pos *position) cards() int { return pos.players[0].cards() + pos.players[1].cards() }

// cards counts the cards of one player's side.
func (sp *seatPosition) cards() int {
	return len(sp.hand) + len(sp.deck) + len(sp.discard) + len(sp.inPlay)
}

// setPosition lays out a position on a state that holds no cards yet, and
// checks what only the laid-out table can tell: that no character's damage
// reaches its Health, with every static in force.
func (s *State) setPosition(pos *position) error {
	turn := pos.turn
	earlier := int32(turn - 1) // when cards in play since an earlier turn entered it
	// Hidden cards first, so that their handles follow their places: each
	// deck from the bottom, as after a shuffle, then each hand in order.
	for p := range 2 {
		sp := &pos.players[p]
		s.players[p].life = sp.health
		for i := len(sp.deck) - 1; i >= 0; i-- {
			s.newObject(sp.deck[i], p) // known to nobody
		}
	}
	for p := range 2 {
		for _, c := range pos.players[p].hand {
			s.newObjectIn(c, p, seatZone(p, zHand), kit.FaceUp) // known to p
		}
	}
	for p := range 2 {
		pl := &s.players[p]
		for _, c := range pos.players[p].discard {
			s.newObjectIn(c, p, seatZone(p, zDiscard), kit.FaceUp)
		}
		for _, sym := range pos.players[p].pool {
			pl.pool = append(pl.pool, pooled{sym: sym, src: -1})
		}
	}
	// Cards in play, in the order they entered it: those of earlier turns,
	// then those of this turn; each group by seat, in the listed order.
	var paths []string
	for _, now := range []bool{false, true} {
		for p := range 2 {
			for _, pp := range pos.players[p].inPlay {
				if pp.entered != now {
					continue
				}
				id := s.newObjectIn(pp.card, p, zPlay, kit.FaceUp)
				o := &s.objs[id]
				o.enteredTurn = earlier
				if now {
					o.enteredTurn = int32(turn)
				}
				o.exhausted, o.damage = pp.exhausted, int32(pp.damage)
				o.counterA, o.counterH = int32(pp.counters), int32(pp.counters)
				paths = append(paths, pp.path)
			}
		}
	}
	var errs []error
	for i, id := range s.field() {
		st, o := s.statsOf(id), &s.objs[id]
		switch {
		case !st.character:
		case o.damage > 0 && int(o.damage) >= st.health:
			errs = append(errs, fmt.Errorf("position %s: %s has %d damage and %d Health: a character whose damage reaches its Health is destroyed (6.1.4)",
				paths[i], s.printed(id).Name, o.damage, st.health))
		case st.health <= 0:
			errs = append(errs, fmt.Errorf("position %s: %s has %d Health: it would be destroyed at once (6.1.4)", paths[i], s.printed(id).Name, st.health))
		}
	}
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	// Whose turn: at the start of a turn the turn before has just ended
	// (startPhase begins the next one); in the Main Phase the turn has
	// begun, as the log says.
	s.active, s.turn, s.step = pos.active, turn, pos.step
	if pos.step == stepStart {
		s.turn = turn - 1
		if s.turn > 0 {
			s.active = opponent(pos.active)
		}
		return nil
	}
	s.log.Add(engine.Event{Kind: evTurn, Player: int8(s.active), A: int32(s.turn)})
	return nil
}

// posReader reads the JSON of a position, collecting every problem.
type posReader struct {
	set  *CardSet
	errs []error
	// lost is true when the cards in play could not all be read, so that
	// the table cannot be laid out to check it further.
	lost bool
}

func (r *posReader) err() error { return errors.Join(r.errs...) }

// fail records a problem at path ("" for the position itself).
func (r *posReader) fail(path, format string, args ...any) {
	where := "position"
	if path != "" {
		where += " " + path
	}
	r.errs = append(r.errs, fmt.Errorf("%s: %s", where, fmt.Sprintf(format, args...)))
}

// kindOf names the JSON type of raw, for messages.
func kindOf(raw json.RawMessage) string {
	t := bytes.TrimSpace(raw)
	if len(t) == 0 {
		return "nothing"
	}
	switch t[0] {
	case '{':
		return "an object"
	case '[':
		return "a list"
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	return "a number"
}

// object reads raw as an object that may hold only the fields named,
// reporting each other field. A field given as null counts as left out.
func (r *posReader) object(path string, raw json.RawMessage, names ...string) (map[string]json.RawMessage, bool) {
	if k := kindOf(raw); k != "an object" {
		r.fail(path, "must be a JSON object, not %s", k)
		return nil, false
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.Token() // {: raw is valid JSON
	fields := map[string]json.RawMessage{}
	for dec.More() {
		tok, _ := dec.Token()
		key, _ := tok.(string)
		var v json.RawMessage
		dec.Decode(&v)
		switch {
		case !slices.Contains(names, key):
			r.fail(path, "unknown field %q (fields: %s)%s", key, strings.Join(names, ", "), suggest(key, names))
		case fields[key] != nil:
			r.fail(path, "the field %q is given twice", key)
		case kindOf(v) == "null":
			fields[key] = json.RawMessage{} // seen, and left out
		default:
			fields[key] = v
		}
	}
	for k, v := range fields {
		if len(v) == 0 {
			delete(fields, k)
		}
	}
	return fields, true
}

// suggest is a hint at the field an unknown key meant: one that differs
// from it in case or underscores, or by one typing mistake.
func suggest(key string, names []string) string {
	squash := func(s string) string { return strings.ToLower(strings.ReplaceAll(s, "_", "")) }
	for _, n := range names {
		if squash(n) == squash(key) || (len(n) > 3 && oneEdit(squash(n), squash(key))) {
			return fmt.Sprintf("; did you mean %q?", n)
		}
	}
	return ""
}

// oneEdit reports whether a and b differ by one letter added, dropped or
// changed.
func oneEdit(a, b string) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	if len(a)-len(b) > 1 {
		return false
	}
	i := 0
	for i < len(b) && a[i] == b[i] {
		i++
	}
	if len(a) == len(b) {
		return a[i+1:] == b[i+1:]
	}
	return a[i+1:] == b[i:]
}

// list reads raw as a JSON list.
func (r *posReader) list(path string, raw json.RawMessage) ([]json.RawMessage, bool) {
	var out []json.RawMessage
	if k := kindOf(raw); k != "a list" {
		r.fail(path, "must be a list, not %s", k)
		return nil, false
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		r.fail(path, "%v", err)
		return nil, false
	}
	return out, true
}

// integer reads raw as a whole number from lo to hi.
func (r *posReader) integer(path string, raw json.RawMessage, lo, hi int) (int, bool) {
	if k := kindOf(raw); k != "a number" {
		r.fail(path, "must be a whole number, not %s", k)
		return 0, false
	}
	text := string(bytes.TrimSpace(raw))
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil {
		if f, ferr := strconv.ParseFloat(text, 64); ferr == nil && f == float64(int64(f)) && f >= float64(lo) && f <= float64(hi) {
			return int(f), true // 2.0
		}
		r.fail(path, "must be a whole number from %d to %d, not %s", lo, hi, text)
		return 0, false
	}
	if n < int64(lo) || n > int64(hi) {
		r.fail(path, "must be from %d to %d, not %d", lo, hi, n)
		return 0, false
	}
	return int(n), true
}

// text reads raw as a string.
func (r *posReader) text(path string, raw json.RawMessage) (string, bool) {
	var s string
	if k := kindOf(raw); k != "a string" {
		r.fail(path, "must be a string, not %s", k)
		return "", false
	}
	if err := json.Unmarshal(raw, &s); err != nil {
		r.fail(path, "%v", err)
		return "", false
	}
	return s, true
}

// boolean reads raw as true or false.
func (r *posReader) boolean(path string, raw json.RawMessage) (bool, bool) {
	var b bool
	if k := kindOf(raw); k != "a boolean" {
		r.fail(path, "must be true or false, not %s", k)
		return false, false
	}
	if err := json.Unmarshal(raw, &b); err != nil {
		r.fail(path, "%v", err)
		return false, false
	}
	return b, true
}

// card reads raw as a card's id or full name.
func (r *posReader) card(path string, raw json.RawMessage) (*Card, bool) {
	if k := kindOf(raw); k != "a string" {
		r.fail(path, "must be a card, by its id or name (a string), not %s", k)
		return nil, false
	}
	name, _ := r.text(path, raw)
	c, ok := r.set.ByID(name)
	if !ok {
		c, ok = r.set.ByName(name)
	}
	if !ok {
		msg := fmt.Sprintf("no card %q", name)
		if cat, err := DeckCatalog(r.set); err == nil {
			msg = cat.Unknown(name)
		}
		r.fail(path, "%s (cards are named by id, such as BS26/13, or by full name)", msg)
		return nil, false
	}
	return c, true
}
