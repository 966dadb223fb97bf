package kit

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"omnideck/engine"
)

// Reading a mid-game position (engine.Config.Position): a JSON object whose
// shape each game gives in its Info.Position. PositionReader reads it
// strictly and collects every problem at once, each named by its path
// ("position players[0].hand[2]: no card \"Fourams\"; did you mean
// Fourarms?"): an unknown field, a value of the wrong type, a card that
// does not exist, and, once the game has read its cards, more copies of a
// card than a deck may hold. What the rules forbid of the table itself the
// game checks, with Fail.

// HasPosition reports whether raw sets a position: empty or JSON null is
// none.
func HasPosition(raw json.RawMessage) bool {
	t := bytes.TrimSpace(raw)
	return len(t) > 0 && !bytes.Equal(t, []byte("null"))
}

// PositionLeavesOut checks that a game set up from a position is given
// nothing the position replaces: a stacked deal, since the position places
// every card, and, when it holds all of each player's cards (cards), deck
// lists. It reports both problems at once; nil when cfg has no position.
func PositionLeavesOut(cfg engine.Config, cards bool) error {
	if !HasPosition(cfg.Position) {
		return nil
	}
	var errs []error
	if cards && len(cfg.Decks) > 0 {
		errs = append(errs, errors.New("position: decks must be left out: a position holds all of each player's cards"))
	}
	if len(cfg.Deal) > 0 {
		errs = append(errs, errors.New("position: deal must be left out: a position places every card"))
	}
	return errors.Join(errs...)
}

// PositionReader reads the JSON of a position, collecting every problem.
type PositionReader struct {
	// Lookup finds a card by its id or name.
	Lookup Lookup
	// Unknown words the problem with a card Lookup cannot find, such as
	// with a suggestion (decklist.Catalog.Unknown); nil for `no card "X"`.
	Unknown func(text string) string
	errs    []error
	placed  []PlacedCard
}

// PlacedCard is a card read from a position: which card, the seat whose
// side lists it (-1 for a shared pile), and its path.
type PlacedCard struct {
	Card CardID
	Seat int
	Path string
}

// Placed lists the cards read so far, in the order read.
func (r *PositionReader) Placed() []PlacedCard { return r.placed }

// Err is every problem found, joined; nil when there is none.
func (r *PositionReader) Err() error { return errors.Join(r.errs...) }

// Failed reports whether a problem has been found.
func (r *PositionReader) Failed() bool { return len(r.errs) > 0 }

// Fail records a problem at path ("" for the position itself).
func (r *PositionReader) Fail(path, format string, args ...any) {
	where := "position"
	if path != "" {
		where += " " + path
	}
	r.errs = append(r.errs, fmt.Errorf("%s: %s", where, fmt.Sprintf(format, args...)))
}

// Read reads raw as the position's object, which may hold only the fields
// named. It reports false when raw is not JSON or not an object.
func (r *PositionReader) Read(raw json.RawMessage, names ...string) (map[string]json.RawMessage, bool) {
	if !json.Valid(raw) {
		var v any
		r.errs = append(r.errs, fmt.Errorf("position: not JSON: %v", json.Unmarshal(raw, &v)))
		return nil, false
	}
	return r.Object("", raw, names...)
}

// KindOf names the JSON type of raw, for messages: "an object", "a list",
// "a string", "a boolean", "null", "a number" or "nothing".
func KindOf(raw json.RawMessage) string {
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

// Object reads raw as an object that may hold only the fields named,
// reporting each other field (with the field it may have meant) and a
// field given twice. A field given as null counts as left out.
func (r *PositionReader) Object(path string, raw json.RawMessage, names ...string) (map[string]json.RawMessage, bool) {
	if k := KindOf(raw); k != "an object" {
		r.Fail(path, "must be a JSON object, not %s", k)
		return nil, false
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	if _, err := dec.Token(); err != nil {
		r.Fail(path, "%v", err)
		return nil, false
	}
	fields := map[string]json.RawMessage{}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			r.Fail(path, "%v", err)
			return nil, false
		}
		key, _ := tok.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			r.Fail(path, "%v", err)
			return nil, false
		}
		switch {
		case !slices.Contains(names, key):
			r.Fail(path, "unknown field %q (fields: %s)%s", key, strings.Join(names, ", "), suggestField(key, names))
		case seen[key]:
			r.Fail(path, "the field %q is given twice", key)
		default:
			seen[key] = true
			if KindOf(v) != "null" {
				fields[key] = v
			}
		}
	}
	return fields, true
}

// suggestField is a hint at the field an unknown key meant: one that
// differs from it in case or underscores, or by one typing mistake.
func suggestField(key string, names []string) string {
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

// List reads raw as a JSON list.
func (r *PositionReader) List(path string, raw json.RawMessage) ([]json.RawMessage, bool) {
	if k := KindOf(raw); k != "a list" {
		r.Fail(path, "must be a list, not %s", k)
		return nil, false
	}
	var out []json.RawMessage
	if err := json.Unmarshal(raw, &out); err != nil {
		r.Fail(path, "%v", err)
		return nil, false
	}
	return out, true
}

// Int reads raw as a whole number from lo to hi.
func (r *PositionReader) Int(path string, raw json.RawMessage, lo, hi int) (int, bool) {
	if k := KindOf(raw); k != "a number" {
		r.Fail(path, "must be a whole number, not %s", k)
		return 0, false
	}
	text := string(bytes.TrimSpace(raw))
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil {
		if f, ferr := strconv.ParseFloat(text, 64); ferr == nil && f == float64(int64(f)) && f >= float64(lo) && f <= float64(hi) {
			return int(f), true // 2.0
		}
		r.Fail(path, "must be a whole number from %d to %d, not %s", lo, hi, text)
		return 0, false
	}
	if n < int64(lo) || n > int64(hi) {
		r.Fail(path, "must be from %d to %d, not %d", lo, hi, n)
		return 0, false
	}
	return int(n), true
}

// Text reads raw as a string.
func (r *PositionReader) Text(path string, raw json.RawMessage) (string, bool) {
	if k := KindOf(raw); k != "a string" {
		r.Fail(path, "must be a string, not %s", k)
		return "", false
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		r.Fail(path, "%v", err)
		return "", false
	}
	return s, true
}

// Choice reads raw as one of the words of choices.
func (r *PositionReader) Choice(path string, raw json.RawMessage, choices ...string) (string, bool) {
	s, ok := r.Text(path, raw)
	if !ok {
		return "", false
	}
	if !slices.Contains(choices, s) {
		r.Fail(path, "%q is not one of %s", s, strings.Join(choices, ", "))
		return "", false
	}
	return s, true
}

// Bool reads raw as true or false.
func (r *PositionReader) Bool(path string, raw json.RawMessage) (bool, bool) {
	if k := KindOf(raw); k != "a boolean" {
		r.Fail(path, "must be true or false, not %s", k)
		return false, false
	}
	var b bool
	if err := json.Unmarshal(raw, &b); err != nil {
		r.Fail(path, "%v", err)
		return false, false
	}
	return b, true
}

// Card reads raw as a card, by its id or name, listed on seat's side (-1
// for a shared pile), and records where it is.
func (r *PositionReader) Card(path string, raw json.RawMessage, seat int) (CardID, bool) {
	if k := KindOf(raw); k != "a string" {
		r.Fail(path, "must be a card, by its id or name (a string), not %s", k)
		return 0, false
	}
	text, _ := r.Text(path, raw)
	c, _, ok := r.Lookup(text)
	if !ok {
		msg := fmt.Sprintf("no card %q", text)
		if r.Unknown != nil {
			msg = r.Unknown(text)
		}
		r.Fail(path, "%s", msg)
		return 0, false
	}
	r.placed = append(r.placed, PlacedCard{Card: c, Seat: seat, Path: path})
	return c, true
}

// Cards reads raw as a list of cards on seat's side, reporting each that
// is not one; it returns those found, in order.
func (r *PositionReader) Cards(path string, raw json.RawMessage, seat int) []CardID {
	items, _ := r.List(path, raw)
	out := make([]CardID, 0, len(items))
	for i, item := range items {
		if c, ok := r.Card(fmt.Sprintf("%s[%d]", path, i), item, seat); ok {
			out = append(out, c)
		}
	}
	return out
}

// CardObject reads raw as a card, or as an object with "card" and the
// other fields named, giving the card and the object's other fields (none
// for a card given alone). It reports false when there is no card to read.
func (r *PositionReader) CardObject(path string, raw json.RawMessage, seat int, names ...string) (CardID, map[string]json.RawMessage, bool) {
	switch KindOf(raw) {
	case "a string":
		c, ok := r.Card(path, raw, seat)
		return c, map[string]json.RawMessage{}, ok
	case "an object":
	default:
		r.Fail(path, "must be a card (its id or name) or an object with \"card\", not %s", KindOf(raw))
		return 0, nil, false
	}
	fields, ok := r.Object(path, raw, append([]string{"card"}, names...)...)
	if !ok {
		return 0, nil, false
	}
	v, ok := fields["card"]
	if !ok {
		r.Fail(path, `missing field "card" (the card's id or name)`)
		return 0, nil, false
	}
	delete(fields, "card")
	c, ok := r.Card(path+".card", v, seat)
	return c, fields, ok
}

// CopyLimit says which cards count together against a copy limit, and the
// limit: the key they share ("the subtitle Warrior", "Heatblast"), or ""
// for a card without a limit, and the most copies.
type CopyLimit func(c CardID) (key string, most int)

// CheckCopies reports every group of the cards read so far that shares a
// key (limit) beyond its limit: on each seat's side (perSeat), as a
// deck's copy limit reads, or over the whole position, as for a game of
// one box of cards. why says what the limit is.
func (r *PositionReader) CheckCopies(perSeat bool, limit CopyLimit, why string) {
	type group struct {
		seat int
		key  string
	}
	var order []group
	paths := map[group][]string{}
	most := map[group]int{}
	for _, pc := range r.placed {
		key, n := limit(pc.Card)
		if key == "" {
			continue
		}
		g := group{key: key, seat: -1}
		if perSeat {
			g.seat = pc.Seat
		}
		if _, ok := paths[g]; !ok {
			order = append(order, g)
		}
		paths[g] = append(paths[g], pc.Path)
		most[g] = n
	}
	for _, g := range order {
		if n := len(paths[g]); n > most[g] {
			at := ""
			if g.seat >= 0 {
				at = fmt.Sprintf("players[%d]", g.seat)
			}
			r.Fail(at, "%d cards of %s (%s): %s", n, g.key, strings.Join(paths[g], ", "), why)
		}
	}
}

// TurnsBegun is how many turns seat has begun by the end of turn turn
// (turns counted from 1 for all players together, around a table of
// players seats), when turn turn is active's: what a game that counts
// each player's turns (a first turn, an Open phase skipped) makes of a
// position's turn and active seat. Turn 0 is before the first.
func TurnsBegun(turn, active, players, seat int) int {
	if turn <= 0 {
		return 0
	}
	first := ((active-(turn-1))%players + players) % players
	k := ((seat - first) + players) % players // seat's first turn is turn k+1
	if k >= turn {
		return 0
	}
	return (turn-1-k)/players + 1
}

// Written is a pile of t as a position writes it, in the order given:
// each card as name writes it (its name, or its id where the name is
// another card's).
func (t *Table) Written(ids []ObjID, name func(CardID) string) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = name(t.Objs[id].Card)
	}
	return out
}
