package kit

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// The position reader (position.go): strict fields with a suggestion,
// types, cards by id or name, copy limits per seat and over the whole
// position, and every problem at once, each with its path.

// posCards are three cards to read: ids c1..c3, names Alpha, Beta, Gamma.
func posLookup(text string) (CardID, string, bool) {
	for i, n := range []string{"Alpha", "Beta", "Gamma"} {
		if strings.EqualFold(text, n) || text == "c"+string(rune('1'+i)) {
			return CardID(i), n, true
		}
	}
	return 0, "", false
}

func TestPositionReaderFields(t *testing.T) {
	r := &PositionReader{Lookup: posLookup}
	f, ok := r.Read(json.RawMessage(`{"turn": 2.0, "actve": 1, "step": "main", "step": "open", "flag": "yes", "note": null}`),
		"turn", "active", "step", "flag", "note")
	if !ok {
		t.Fatal(r.Err())
	}
	if n, ok := r.Int("turn", f["turn"], 1, 9); !ok || n != 2 {
		t.Errorf("turn 2.0 read as %d, %v", n, ok)
	}
	r.Bool("flag", f["flag"])
	if _, ok := f["note"]; ok {
		t.Error("a null field is not left out")
	}
	r.Choice("step", json.RawMessage(`"middle"`), "main", "open")
	r.Int("turn", json.RawMessage(`0`), 1, 9)
	err := r.Err()
	for _, want := range []string{
		`position: unknown field "actve" (fields: turn, active, step, flag, note); did you mean "active"?`,
		`position: the field "step" is given twice`,
		"position flag: must be true or false, not a string",
		`position step: "middle" is not one of main, open`,
		"position turn: must be from 1 to 9, not 0",
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("problems lack %q:\n%v", want, err)
		}
	}
	if _, ok := (&PositionReader{}).Read(json.RawMessage(`{"turn":`)); ok {
		t.Error("JSON that does not parse is read")
	}
	if HasPosition(json.RawMessage(" null ")) || HasPosition(nil) || !HasPosition(json.RawMessage(`{}`)) {
		t.Error("HasPosition: null and nothing are no position; {} is one")
	}
}

func TestPositionReaderCards(t *testing.T) {
	r := &PositionReader{Lookup: posLookup, Unknown: func(text string) string { return "no card " + text + ", did you mean Alpha?" }}
	got := r.Cards("players[0].hand", json.RawMessage(`["alpha", "c2", "Alfa", 3]`), 0)
	if len(got) != 2 || got[0] != 0 || got[1] != 1 {
		t.Errorf("cards read: %v", got)
	}
	c, fields, ok := r.CardObject("players[1].in_play[0]", json.RawMessage(`{"card": "Gamma", "injured": true}`), 1, "injured")
	if !ok || c != 2 || string(fields["injured"]) != "true" {
		t.Errorf("card object: %v %v %v", c, fields, ok)
	}
	r.CardObject("players[1].in_play[1]", json.RawMessage(`{"injured": true}`), 1, "injured")
	r.CardObject("players[1].in_play[2]", json.RawMessage(`7`), 1)
	for _, want := range []string{
		"position players[0].hand[2]: no card Alfa, did you mean Alpha?",
		"position players[0].hand[3]: must be a card, by its id or name (a string), not a number",
		`position players[1].in_play[1]: missing field "card"`,
		`position players[1].in_play[2]: must be a card (its id or name) or an object with "card", not a number`,
	} {
		if err := r.Err(); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("problems lack %q:\n%v", want, err)
		}
	}
	if n := len(r.Placed()); n != 3 {
		t.Errorf("%d cards placed, want 3", n)
	}
}

// A copy limit counts each seat's side on its own (a deck's limit), or
// the whole position (one box of cards); cards without a key are free.
// Exactly at the limit passes; one more fails, with every place listed.
func TestPositionReaderCopies(t *testing.T) {
	limit := func(c CardID) (string, int) {
		if c == 2 {
			return "", 0 // Gamma: any number
		}
		return []string{"Alpha", "Beta"}[c], 2
	}
	read := func(perSeat bool, seats ...string) error {
		r := &PositionReader{Lookup: posLookup}
		for p, s := range seats {
			r.Cards("players["+string(rune('0'+p))+"].deck", json.RawMessage(s), p)
		}
		r.CheckCopies(perSeat, limit, "at most 2")
		return r.Err()
	}
	if err := read(true, `["Alpha","Alpha","Gamma","Gamma","Gamma"]`, `["Alpha","Alpha"]`); err != nil {
		t.Errorf("two copies a seat are refused: %v", err)
	}
	err := read(true, `["Alpha","Beta","Alpha","Alpha"]`, `["Alpha"]`)
	if err == nil || !strings.Contains(err.Error(), "position players[0]: 3 cards of Alpha (players[0].deck[0], players[0].deck[2], players[0].deck[3]): at most 2") ||
		strings.Contains(err.Error(), "players[1]") {
		t.Errorf("three copies on one side: %v", err)
	}
	if err := read(false, `["Alpha","Alpha"]`, `["Alpha"]`); err == nil || !strings.Contains(err.Error(), "position: 3 cards of Alpha (players[0].deck[0], players[0].deck[1], players[1].deck[0])") {
		t.Errorf("three copies in one box: %v", err)
	}
}

// TurnsBegun counts a seat's turns from the turn and whose it is.
func TestTurnsBegun(t *testing.T) {
	for _, c := range []struct{ turn, active, players, seat, want int }{
		{1, 0, 2, 0, 1}, {1, 0, 2, 1, 0}, {2, 1, 2, 0, 1}, {2, 1, 2, 1, 1},
		{5, 0, 2, 0, 3}, {5, 0, 2, 1, 2}, {6, 1, 2, 1, 3},
		{4, 2, 3, 2, 2}, {4, 2, 3, 0, 1}, {4, 2, 3, 1, 1}, // first player 2: turns 2,0,1,2
		{0, 0, 2, 0, 0},
	} {
		if got := TurnsBegun(c.turn, c.active, c.players, c.seat); got != c.want {
			t.Errorf("turn %d, active %d of %d: seat %d has begun %d turns, want %d", c.turn, c.active, c.players, c.seat, got, c.want)
		}
	}
}

// A pile is written card by card, in its order, as the game names cards.
func TestTableWritten(t *testing.T) {
	tb := NewTable(1)
	z := tb.AddZone(ZoneSpec{Key: "deck", Name: "Deck", Owner: 0, Vis: NobodySees})
	a, b := tb.NewObject(7, 0, z, FaceDown), tb.NewObject(3, 0, z, FaceDown)
	got := tb.Written([]ObjID{b, a}, func(c CardID) string { return fmt.Sprint("card ", c) })
	if len(got) != 2 || got[0] != "card 3" || got[1] != "card 7" {
		t.Errorf("Written = %q, want [card 3 card 7]", got)
	}
}
