package ben10

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/kit"
)

// Positions (engine.Config.Position, position.go): a game set up in the
// middle, each field seen to take effect through View, Table, options and
// play; a position written back; and every position the rules forbid
// refused with its path.

// fromPosition starts a game from a position, with options as name=value.
func fromPosition(t *testing.T, pos string, opts ...string) *table {
	t.Helper()
	options := map[string]string{}
	for _, o := range opts {
		k, v, _ := strings.Cut(o, "=")
		options[k] = v
	}
	st, err := mustGame(t).New(engine.Config{Players: 2, Seed: 1, Options: options, Position: json.RawMessage(pos)})
	if err != nil {
		t.Fatalf("the position is refused: %v", err)
	}
	s := st.(*State)
	return &table{t: t, s: s, Scenario: newScenario(t, s)}
}

// placed is the card in player p's area a at slot.
func (tb *table) placed(p int, area string, slot int) kit.ObjID {
	tb.t.Helper()
	id := tb.s.t.At(areaZone(p, areaIndex(area)), slot)
	if id == kit.NoObj {
		tb.t.Fatalf("no card in %s place %d of player %d", area, slot, p)
	}
	return id
}

// The position's table: Life, hands, decks, discard piles, places with
// Set and face-up cards, injured, moved, a transformed pair and its
// Transformation deck, and whose turn it is.
func TestPositionTable(t *testing.T) {
	tb := fromPosition(t, `{"turn": 7, "active": 1, "players": [
		{"life": 6500, "hand": ["Mana Barrier", "Cooper"], "deck": ["Mutant Frog", "Kevin"], "discard": ["Sealed!"],
		 "earth": [{"card": "Fourarms", "human": {"card": "Ben Tennyson", "injured": true}, "slot": 2}, {"card": "Trap Door", "set": true}],
		 "transformation_deck": ["Mutant Frog", "Mutant Frog"],
		 "space": [{"card": "Stinkfly", "injured": true}, {"card": "Gwen's Shield", "set": true, "known": true}]},
		{"life": 10000, "hand": ["Vilgax"], "deck": ["Mutant Frog"],
		 "earth": [{"card": "Kraab", "attacked": true}, "Kevin"], "space": [{"card": "Hex", "set": true}]}]}`)
	s := tb.s
	if s.turn != 7 || s.active != 1 || s.dec.kind != decMain || s.dec.player != 1 {
		t.Fatalf("turn %d, active %d, decision %d for %d", s.turn, s.active, s.dec.kind, s.dec.player)
	}
	v := s.View(1).(*View)
	p0 := v.Players[0]
	if p0.Life != 6500 || p0.Deck != 2 || p0.HandCount != 2 || p0.TransformationDeck != 2 || len(p0.Discard) != 1 {
		t.Errorf("seat 0 as seat 1 sees it: %+v", p0)
	}
	// Earth: the Set Trap Door in place 0 (the lowest free), the pair in
	// place 2.
	var earth []string
	for _, c := range p0.Earth {
		line := c.line()
		earth = append(earth, line)
	}
	if want := []string{"1: Set card", "3: Fourarms BP 7600 on Ben Tennyson (injured)"}; !slices.Equal(earth, want) {
		t.Errorf("seat 0's Earth as seat 1 sees it: %q, want %q", earth, want)
	}
	// Gwen's Shield is known to seat 1; Trap Door is not.
	if sp := p0.Space; len(sp) != 2 || sp[1].Name != "Gwen's Shield" || sp[0].Name != "Stinkfly" || !sp[0].Injured {
		t.Errorf("seat 0's Space as seat 1 sees it: %+v", sp)
	}
	if own := s.View(0).(*View).Players[0].Earth[0]; own.Name != "Trap Door" || own.FaceUp {
		t.Errorf("seat 0 does not know its own Set card: %+v", own)
	}
	// Kraab attacked this turn, so it may not attack again; Kevin may.
	kraab, kevin := tb.placed(1, "earth", 0), tb.placed(1, "earth", 1)
	codes := strings.Join(tb.Codes(1), " ")
	if strings.Contains(codes, fmt.Sprintf("attack:%d", tb.h(kraab))) || !strings.Contains(codes, fmt.Sprintf("attack:%d", tb.h(kevin))) {
		t.Errorf("seat 1's options: %s", codes)
	}
	// The deck lists, which are open, are the position's cards.
	var names []string
	for _, c := range s.decks[1] {
		names = append(names, s.defs[c].Name)
	}
	slices.Sort(names)
	if want := []string{"Hex", "Kevin", "Kraab", "Mutant Frog", "Vilgax"}; !slices.Equal(names, want) {
		t.Errorf("seat 1's deck list %v, want %v", names, want)
	}
	if e, _ := s.Events(0, 0); len(e) != 1 || e[0].Text != "— Turn 7: Player 2's turn." {
		t.Errorf("the log: %q", engine.Texts(e))
	}
}

// "start": the turn begins, with the draw, and the Open phase is skipped
// on a player's first turn only; "open" asks the Open phase at once;
// "transformation" asks whether to transform.
func TestPositionSteps(t *testing.T) {
	// Turn 2 is seat 1's first: it draws and goes to the Main sequence,
	// its Set card untouched.
	tb := fromPosition(t, `{"turn": 2, "active": 1, "step": "start", "players": [
		{"deck": ["Mutant Frog"]}, {"deck": ["Kevin", "Mutant Frog"], "earth": [{"card": "Cooper", "set": true}]}]}`)
	if tb.s.turn != 2 || tb.s.dec.kind != decMain || tb.s.handSize(1) != 1 || tb.s.turns != [2]int16{1, 1} {
		t.Errorf("turn %d, decision %d, hand %d, turns %v", tb.s.turn, tb.s.dec.kind, tb.s.handSize(1), tb.s.turns)
	}
	tb.Logged("Turn 2: Player 2's turn.")
	// Turn 4 is its second: after the draw, the Open phase asks.
	tb = fromPosition(t, `{"turn": 4, "active": 1, "step": "start", "players": [
		{"deck": ["Mutant Frog"]}, {"deck": ["Kevin", "Mutant Frog"], "earth": [{"card": "Cooper", "set": true}]}]}`)
	if tb.s.dec.kind != decOpen || tb.s.handSize(1) != 1 {
		t.Errorf("turn 4: decision %d, hand %d; want the Open phase after the draw", tb.s.dec.kind, tb.s.handSize(1))
	}
	tb = fromPosition(t, `{"turn": 4, "active": 1, "step": "open", "players": [
		{"deck": ["Mutant Frog"]}, {"deck": ["Mutant Frog"], "earth": [{"card": "Cooper", "set": true}]}]}`)
	if tb.s.dec.kind != decOpen || tb.s.handSize(1) != 0 {
		t.Errorf("open: decision %d, hand %d; want the Open phase, no draw", tb.s.dec.kind, tb.s.handSize(1))
	}
	tb = fromPosition(t, `{"turn": 4, "active": 1, "step": "transformation", "players": [
		{"deck": ["Mutant Frog"]}, {"deck": ["Mutant Frog", "Mutant Frog"], "earth": ["Ben Tennyson", "Fourarms"]}]}`)
	if !tb.Has(1, "transform:") || !tb.Has(1, "no-transform") {
		t.Errorf("transformation: options %v", tb.Codes(1))
	}
}

// With set-limit=turn, a card set this turn ("done": ["set"]) is the only
// one.
func TestPositionSetDone(t *testing.T) {
	pos := `{"turn": 3, "done": %s, "players": [{"hand": ["Kevin"], "deck": ["Mutant Frog"]}, {"deck": ["Mutant Frog"]}]}`
	if tb := fromPosition(t, fmt.Sprintf(pos, `[]`), "set-limit=turn"); !tb.Has(0, "set:") {
		t.Errorf("no card set yet, but no set option: %v", tb.Codes(0))
	}
	if tb := fromPosition(t, fmt.Sprintf(pos, `["set"]`), "set-limit=turn"); tb.Has(0, "set:") {
		t.Errorf("a card set already, and another may be: %v", tb.Codes(0))
	}
}

// A position written back is the same position: places in the order
// their cards came, with the place only where it is not the lowest free
// one.
func TestPositionWrittenBack(t *testing.T) {
	pos := `{"turn":5,"active":0,"step":"main","done":["set"],"players":[` +
		`{"life":4000,"hand":["Kevin"],"deck":["Mutant Frog","Cooper"],"discard":["Sealed!"],"transformation_deck":["Mutant Frog"],` +
		`"earth":[{"card":"Trap Door","slot":1,"set":true},{"card":"Fourarms","human":{"card":"Ben Tennyson","injured":true}},` +
		`{"card":"Stinkfly","injured":true,"moved":true}],"space":[]},` +
		`{"life":10000,"hand":[],"deck":["Mutant Frog"],"discard":[],"earth":[],` +
		`"space":[{"card":"Hex","set":true,"known":true},"Kraab"]}]}`
	tb := fromPosition(t, pos)
	raw, err := tb.s.Position()
	if err != nil {
		t.Fatal(err)
	}
	if string(raw) != pos {
		t.Errorf("written back:\n%s\nwant:\n%s", raw, pos)
	}
	// Set up before the first turn, or with an attack under way, a game
	// is no position.
	st, err := mustGame(t).New(engine.Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.(*State).Position(); err == nil {
		t.Error("a game being set up is written as a position")
	}
	tb = fromPosition(t, `{"players": [{"deck": ["Mutant Frog"], "earth": ["Kevin"]},
		{"deck": ["Mutant Frog"], "earth": ["Cooper"], "space": [{"card": "Counter Punch", "set": true}]}]}`)
	tb.Do(0, "attack:")
	if tb.s.dec.kind != decRunner || tb.s.dec.player != 1 {
		t.Fatalf("seat 1 is not asked about its Trick: decision %d for %d", tb.s.dec.kind, tb.s.dec.player)
	}
	if _, err := tb.s.Position(); err == nil {
		t.Errorf("an attack under way is written as a position")
	}
}

// What the rules forbid is refused, every problem at once, each with its
// path.
func TestPositionRefused(t *testing.T) {
	for _, c := range []struct {
		name string
		pos  string
		want []string
	}{
		{"fields and types", `{"turn": "x", "step": "battle", "done": ["attack"], "players": [{"lfe": 3, "hand": "Kevin"}, {"earth": [3]}]}`, []string{
			"position turn: must be a whole number, not a string",
			`position step: "battle" is not one of start, open, main, transformation`,
			`position done[0]: "attack" is not one of set`,
			`position players[0]: unknown field "lfe" (fields: life, hand, deck, discard, transformation_deck, earth, space); did you mean "life"?`,
			"position players[0].hand: must be a list, not a string",
			`position players[1].earth[0]: must be a card (its id or name) or an object with "card", not a number`,
		}},
		{"cards", `{"players": [{"hand": ["Fourams"]}, {"space": [{"card": "Kevin", "slot": 4}]}]}`, []string{
			`position players[0].hand[0]: no card is called "Fourams" (did you mean "Fourarms"?)`,
			"position players[1].space[0].slot: must be from 0 to 3, not 4",
		}},
		{"life", `{"players": [{"life": 0}, {"life": 10001}]}`, []string{
			"position players[0].life: is 0: a player whose Life is 0 or less has lost the game",
			"position players[1].life: is 10001: Life never goes above 10000",
		}},
		{"places", `{"players": [{"earth": ["Kevin", "Cooper", {"card": "Hex", "slot": 1}, "Clancy", "Kraab"]}, {}]}`, []string{
			"position players[0].earth: holds 5 cards; an area has 4 places",
			"position players[0].earth[2].slot: place 1 is taken by players[0].earth[1]",
		}},
		{"a table the rules forbid", `{"step": "open", "players": [
			{"earth": ["Alien Blast", {"card": "Kevin", "set": true, "injured": true}, {"card": "Cooper", "known": true, "moved": true}],
			 "space": ["Kevin", "Kevin 11"]},
			{"earth": [{"card": "Ben Tennyson", "human": "Fourarms"}, {"card": "Fourarms", "human": "Ben Tennyson"}], "space": [{"card": "Kraab", "attacked": true}],
			 "transformation_deck": []}]}`, []string{
			"position players[0].earth[0]: Alien Blast is effect card face up in an area: only a Character stays face up in play",
			"position players[0].earth[1]: Kevin is a Set card: face down, it is not injured",
			`position players[0].earth[2].known: Cooper is face up, so both players know it`,
			"position players[0].earth[2]: a Character moves and attacks in the Main sequence, which has not come yet this turn",
			"position players[1].earth[0].human: Ben Tennyson is not an [ALIEN]",
			"position players[1].earth[1].human: Ben Tennyson is in play twice for the player (players[1].earth[0] too)",
			"position players[1]: has 2 transformed Characters (players[1].earth[0], players[1].earth[1]): a player has one at a time",
			"position players[1].space[0]: a Character moves and attacks in the Main sequence",
		}},
		{"Transformation decks", `{"done": ["set"], "step": "start", "players": [{"earth": [{"card": "Fourarms", "human": "Ben Tennyson"}]}, {"transformation_deck": ["Kevin"]}]}`, []string{
			`position done: "set": cards are set in the Main sequence, which comes later in the turn`,
			"position players[0].earth[0]: is transformed but the player has no Transformation deck",
			"position players[1].transformation_deck: holds 1 cards but the player has no transformed Character",
		}},
		{"the opponent's turn", `{"active": 1, "players": [{"earth": [{"card": "Kevin", "moved": true}]}, {}]}`, []string{
			"position players[0].earth[0]: only the active player's Characters move and attack",
		}},
		{"seats", `{"players": [{}]}`, []string{"position players: has 1 entries; a game has 2 players"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := mustGame(t).New(engine.Config{Players: 2, Position: json.RawMessage(c.pos)})
			if err == nil {
				t.Fatal("accepted")
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error lacks %q:\n%v", w, err)
				}
			}
		})
	}
	for _, cfg := range []engine.Config{
		{Players: 2, Position: json.RawMessage(`{"players":[{},{}]}`), Decks: [][]string{{"Kevin"}, {"Kevin"}}},
		{Players: 2, Position: json.RawMessage(`{"players":[{},{}]}`), Deal: map[string][]string{"first": {"0"}}},
	} {
		if _, err := mustGame(t).New(cfg); err == nil || !strings.Contains(err.Error(), "must be left out") {
			t.Errorf("a position with decks or a deal: %v", err)
		}
	}
}
