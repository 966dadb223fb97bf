package protocol

import (
	"strings"
	"testing"

	"omnideck/engine"
)

// new takes built-in deck names, checks decks by the game's deck rules
// (listing every problem of every deck at once), and can be told not to.
func TestNewDecks(t *testing.T) {
	c := newClient(t, registry(t))
	var st StateResponse
	c.ok(`{"cmd":"new","game":"superbenji","players":2,"seed":3,"decks":["heroes","banana-villains"]}`, &st)
	if st.Over || len(st.ToMove) != 1 {
		t.Errorf("state after new with starter decks: %+v", st)
	}
	var rep ReplayResponse
	c.ok(`{"cmd":"replay"}`, &rep)
	if d := rep.Replay.Config.Decks; len(d) != 2 || len(d[0]) != 27 || len(d[1]) != 27 {
		t.Errorf("the replay does not hold the decks' cards: %v", d)
	}

	e := c.fail(`{"cmd":"new","game":"superbenji","players":2,"decks":["heroez",["Benji City Citizen","Benji City Citizen","Benji City Citizen","Benji City Citizen","Not A Card"]]}`)
	for _, want := range []string{`seat 0's deck: no`, `heroes`, `seat 1's deck: card 5: no card is called "Not A Card"`} {
		if !strings.Contains(e.Error, want) {
			t.Errorf("error %q lacks %q", e.Error, want)
		}
	}
	e = c.fail(`{"cmd":"new","game":"superbenji","players":2,"decks":[["Benji City Citizen","Benji City Citizen","Benji City Citizen","Benji City Citizen"],"heroes"]}`)
	for _, want := range []string{"seat 0's deck: rule 2.1", "seat 0's deck: rule 2.2"} {
		if !strings.Contains(e.Error, want) {
			t.Errorf("error %q lacks %q", e.Error, want)
		}
	}
	// Unchecked, a short deck is dealt: for tests and puzzles.
	c.ok(`{"cmd":"new","game":"superbenji","players":2,"check_decks":false,"decks":[["Benji City Citizen","Benji City Citizen","Benji City Citizen","Benji City Citizen"],"heroes"]}`, &st)
	e = c.fail(`{"cmd":"new","game":"omnitrix","players":2,"decks":["heroes","heroes"]}`)
	if !strings.Contains(e.Error, "omnitrix is not played with decks") {
		t.Errorf("decks for a game without decks: %q", e.Error)
	}
	e = c.fail(`{"cmd":"new","game":"superbenji","players":2,"decks":[7,"heroes"]}`)
	if !strings.Contains(e.Error, "a deck is a built-in deck's name or a list of cards") {
		t.Errorf("a number as a deck: %q", e.Error)
	}
}

// new takes a card file's text: the game plays with those cards, and its
// replay carries them.
func TestNewCards(t *testing.T) {
	reg := registry(t)
	g, _ := reg.Lookup("omnitrix")
	_, data, _ := g.(engine.CardLoader).CardFile()
	variant := strings.Replace(string(data), "{name: Vilgax, type: villain, power: 11}", "{name: Vilgax, type: villain, power: 9}", 1)
	c := newClient(t, reg)
	c.ok(must(map[string]any{"cmd": "new", "game": "omnitrix", "players": 2, "seed": 1, "cards": variant,
		"deal": map[string][]string{"bank": {"Vilgax"}}}), nil)
	var lg LogResponse
	c.ok(`{"cmd":"log","player":-1}`, &lg)
	if !strings.Contains(strings.Join(lg.Lines, "\n"), "Vilgax (9)") {
		t.Errorf("the game does not play with the card file: %v", lg.Lines)
	}
	var rep ReplayResponse
	c.ok(`{"cmd":"replay"}`, &rep)
	if rep.Replay.Cards == nil || rep.Replay.Cards.Text != variant {
		t.Errorf("the replay does not carry the card file")
	}
	e := c.fail(must(map[string]any{"cmd": "new", "game": "omnitrix", "players": 2, "cards": "game: omnitrix\ncards: [{name: X, type: alien, power: nine}]\n"}))
	if !strings.Contains(e.Error, "cards:") {
		t.Errorf("a bad card file: %q", e.Error)
	}
}
