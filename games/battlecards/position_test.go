package battlecards

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/kit/kittest"
)

// Positions (engine.Config.Position, position.go): a game set up in the
// middle, each field seen to take effect through View, Table, options and
// play; a position written back; and every position the rules forbid
// refused with its path.

// fromPosition starts a game of players seats from a position, with
// options as name=value.
func fromPosition(t *testing.T, players int, pos string, opts ...string) *table {
	t.Helper()
	options := map[string]string{}
	for _, o := range opts {
		k, v, _ := strings.Cut(o, "=")
		options[k] = v
	}
	st, err := mustGame(t).New(engine.Config{Players: players, Seed: 1, Options: options, Position: json.RawMessage(pos)})
	if err != nil {
		t.Fatalf("the position is refused: %v", err)
	}
	s := st.(*State)
	return &table{t: t, s: s, Scenario: &kittest.Scenario{T: t, S: s}}
}

// refused starts a game from a position that must be refused, and returns
// the error.
func refused(t *testing.T, players int, pos string, opts ...string) string {
	t.Helper()
	options := map[string]string{}
	for _, o := range opts {
		k, v, _ := strings.Cut(o, "=")
		options[k] = v
	}
	_, err := mustGame(t).New(engine.Config{Players: players, Options: options, Position: json.RawMessage(pos)})
	if err == nil {
		t.Fatalf("the position is accepted:\n%s", pos)
	}
	return err.Error()
}

// robotNamed is the view of seat q's Robot in play called name.
func robotNamed(t *testing.T, v *View, name string) RobotView {
	t.Helper()
	for _, p := range v.Players {
		for _, r := range p.Homebase {
			if r.Name == name {
				return r
			}
		}
	}
	for _, f := range v.Field {
		for _, r := range f.Holder {
			if r.Name == name {
				return r
			}
		}
	}
	t.Fatalf("%s is not in play", name)
	return RobotView{}
}

// A position sets up every part of the table: banks, armies, hands,
// decks, scrapheaps, Robots in Homebase and on Resources with their
// damage and modes, the field with who holds what, and whose turn it is.
func TestPositionTable(t *testing.T) {
	tb := fromPosition(t, 2, `{"turn": 6, "active": 1, "step": "deployment", "done": ["discover"],
		"field": ["Oil Refinery", "Volcano Crater", {"card": "Energon Mine", "owner": 0}],
		"players": [
		  {"energon": 17, "hand": ["Roll Out!"], "deck": ["Power Station", "Heroic Charge"], "scrapheap": ["Repair Bay"],
		   "homebase": ["Hound, Scout"], "holding": [{"card": "Jazz, Special Operations", "resource": 1, "damage": 2}]},
		  {"energon": 30, "army": "decepticon", "hand": ["Skywarp, Warrior", "Treachery"], "deck": ["Power Station"],
		   "homebase": [{"card": "Starscream, Air Commander", "alt": true, "moved": true}],
		   "holding": [{"card": "Frenzy, Saboteur", "resource": 0}]}]}`)
	s := tb.s
	v := s.View(0).(*View)
	if v.Turn != 6 || v.Active != 1 || v.Phase != "deployment" || v.Deciding != 1 {
		t.Fatalf("turn %d, active %d, phase %s, deciding %d", v.Turn, v.Active, v.Phase, v.Deciding)
	}
	p0, p1 := v.Players[0], v.Players[1]
	if p0.Energon != 17 || p0.Army != "Autobot" || p0.Deck != 2 || p0.HandCount != 1 || len(p0.Scrapheap) != 1 {
		t.Errorf("seat 0: %+v", p0)
	}
	if p1.Energon != 30 || p1.Army != "Decepticon" || p1.HandCount != 2 || len(v.Hand) != 1 || v.Hand[0].Name != "Roll Out!" {
		t.Errorf("seat 1: %+v; seat 0's hand %+v", p1, v.Hand)
	}
	if jazz := robotNamed(t, v, "Jazz, Special Operations"); jazz.Damage != 2 || jazz.Controller != 0 {
		t.Errorf("Jazz: %+v", jazz)
	}
	if ss := robotNamed(t, v, "Starscream, Air Commander"); !ss.AltMode || ss.Speed != 10 {
		t.Errorf("Starscream: %+v", ss)
	}
	var field []string
	for _, f := range v.Field {
		holder := "-"
		if len(f.Holder) > 0 {
			holder = f.Holder[0].Name
		}
		field = append(field, f.Name+"/"+holder)
	}
	if want := []string{"Oil Refinery/Frenzy, Saboteur", "Volcano Crater/Jazz, Special Operations", "Energon Mine/-"}; !slices.Equal(field, want) {
		t.Errorf("field %v, want %v", field, want)
	}
	// Jazz has Combat, which Volcano Crater requires; seat 1 controls Oil
	// Refinery.
	if s.controls(0) != 1 || s.controls(1) != 1 {
		t.Errorf("seat 0 controls %d, seat 1 %d; want 1 each", s.controls(0), s.controls(1))
	}
	// A Resource was discovered this turn: seat 1 may deploy Skywarp but
	// not discover; Starscream moved, Frenzy may.
	codes := strings.Join(tb.Codes(1), " ")
	if strings.Contains(codes, "discover:") || !strings.Contains(codes, "deploy:") || !strings.Contains(codes, "move:") {
		t.Errorf("seat 1's options: %s", codes)
	}
	// The log begins with the turn.
	if e, _ := s.Events(0, 0); len(e) != 1 || e[0].Kind != "turn" {
		t.Errorf("the log: %v", engine.Texts(e))
	}
	// Hands are known to their owners only, decks to nobody.
	tbl := s.Table(0)
	if z := tbl.Players[1].Zones[1]; z.Count != 2 || len(z.Cards) != 0 {
		t.Errorf("seat 0 sees seat 1's hand: %+v", z)
	}
	if z := tbl.Players[0].Zones[0]; z.Count != 2 || len(z.Cards) != 0 {
		t.Errorf("seat 0 sees its deck: %+v", z)
	}
	// The Supply phase draws the deck's top card first.
	tb.Do(1, "pass") // ends the Deployment phase
	tb.Do(1, "pass") // ends the Action phase
	if len(s.t.Zones[zone(1, zDeck)].Cards) != 0 {
		t.Errorf("seat 1 did not draw its deck")
	}
}

// "start": the turn is about to begin, so the Energon phase adds the
// yield of the Resources the active player controls; turn and the first
// turn follow from the position's turn and active seat.
func TestPositionStart(t *testing.T) {
	tb := fromPosition(t, 2, `{"turn": 3, "active": 0, "step": "start", "field": ["Oil Refinery"],
		"players": [{"energon": 10, "holding": [{"card": "Hound, Scout", "resource": 0}], "deck": ["Power Station"]},
		            {"deck": ["Power Station"], "homebase": ["Frenzy, Saboteur"]}]}`)
	v := tb.s.View(0).(*View)
	if v.Turn != 3 || v.Players[0].Energon != 13 || v.Phase != "deployment" {
		t.Errorf("turn %d, Energon %d, phase %s: want turn 3, 13 (10 and the yield 3), deployment", v.Turn, v.Players[0].Energon, v.Phase)
	}
	if tb.s.turns[0] != 2 || tb.s.turns[1] != 1 {
		t.Errorf("turns begun %v, want 2 and 1", tb.s.turns)
	}
	// Turn 2 was seat 1's first: no claim then.
	tb2 := fromPosition(t, 2, `{"turn": 2, "active": 1, "step": "action", "field": ["Oil Refinery"],
		"players": [{"deck": ["Power Station"]}, {"deck": ["Power Station"], "homebase": ["Frenzy, Saboteur"]}]}`)
	if tb2.Has(1, "claim:") {
		t.Errorf("seat 1 may claim on its first turn: %v", tb2.Codes(1))
	}
	tb3 := fromPosition(t, 2, `{"turn": 4, "active": 1, "step": "action", "field": ["Oil Refinery"],
		"players": [{"deck": ["Power Station"]}, {"deck": ["Power Station"], "homebase": ["Frenzy, Saboteur"]}]}`)
	if !tb3.Has(1, "claim:") {
		t.Errorf("seat 1 may not claim on its second turn: %v", tb3.Codes(1))
	}
}

// A position written back is the same position, and a game read from it
// writes it again.
func TestPositionWrittenBack(t *testing.T) {
	pos := `{"turn":5,"active":0,"step":"action","done":["discover","claim"],` +
		`"field":["Oil Refinery",{"card":"Volcano Crater","owner":1}],` +
		`"players":[{"energon":12,"army":"autobot","hand":["Roll Out!"],"deck":["Power Station","Heroic Charge"],"scrapheap":["Repair Bay"],` +
		`"homebase":["Hound, Scout",{"card":"Jazz, Special Operations","damage":1,"alt":true,"transformed":true,"moved":true}],` +
		`"holding":[{"card":"Prowl, Military Strategist","resource":0}]},` +
		`{"energon":25,"army":"decepticon","hand":[],"deck":["Power Station"],"scrapheap":[],"homebase":[]}]}`
	tb := fromPosition(t, 2, pos)
	raw, err := tb.s.Position()
	if err != nil {
		t.Fatal(err)
	}
	if string(raw) != pos {
		t.Errorf("written back:\n%s\nwant:\n%s", raw, pos)
	}
	// Half a move is no position.
	tb = fromPosition(t, 2, `{"field":["Oil Refinery"],"players":[{"homebase":["Hound, Scout"],"holding":[{"card":"Prowl, Military Strategist","resource":0}],"deck":["Power Station"]},{"deck":["Power Station"]}]}`)
	tb.Do(0, "move:")
	if _, err := tb.s.Position(); err == nil {
		t.Errorf("a move half made is written as a position")
	}
}

// What the rules forbid is refused, every problem at once, each with its
// path.
func TestPositionRefused(t *testing.T) {
	for _, c := range []struct {
		name string
		pos  string
		opts []string
		want []string
	}{
		{"fields and types", `{"turn": 0, "step": "battle", "done": ["win"], "players": [{"energon": "x", "homebse": []}, {"army": "maximal"}]}`, nil, []string{
			"position turn: must be from 1 to 1048576, not 0",
			`position step: "battle" is not one of start, deployment, action, supply, science`,
			`position done[0]: "win" is not one of discover, deploy, claim, challenge, science`,
			"position players[0].energon: must be a whole number, not a string",
			`position players[0]: unknown field "homebse" (fields: energon, army, hand, deck, scrapheap, homebase, holding); did you mean "homebase"?`,
			`position players[1].army: "maximal" is not one of autobot, decepticon`,
		}},
		{"cards where they cannot be", `{"field": ["Hound, Scout"], "players": [{"homebase": ["Oil Refinery", "Optimus Prim"]}, {"holding": [{"card": "Frenzy, Saboteur"}, {"card": "Ravage, Saboteur", "resource": 3}]}]}`, nil, []string{
			"position field[0]: Hound, Scout is a robot: only Resources are discovered into the field",
			"position players[0].homebase[0]: Oil Refinery is a resource: only Robots are in play",
			`position players[0].homebase[1]: no card is called "Optimus Prim" (did you mean "Optimus Prime, Autobot Commander"?)`,
			`position players[1].holding[0]: missing field "resource"`,
			"position players[1].holding[1].resource: must be from 0 to 0, not 3",
		}},
		{"a table the rules forbid", `{"field": ["Oil Refinery"], "players": [
			{"homebase": ["Sideswipe, Warrior", {"card": "Ravage, Saboteur", "moved": true}], "holding": [{"card": "Sideswipe, Warrior", "resource": 0}]},
			{"holding": [{"card": "Frenzy, Saboteur", "resource": 0}], "homebase": [{"card": "Ravage, Saboteur", "moved": true}, {"card": "Reflector, Spy", "alt": true}]}]}`, nil, []string{
			"position players[1].holding[0].resource: field[0] is held by another Robot",
			"position players[0].holding[0]: Sideswipe, Warrior and Sideswipe, Warrior (players[0].homebase[0]) share the title Sideswipe",
			"position players[1].homebase[0].moved: only the active player's Robots move",
		}},
		{"the turn", `{"turn": 1, "step": "action", "done": ["claim", "science"], "players": [{}, {}]}`, nil, []string{
			`position done: "science": the Supply phase, where the Science skill is used, comes later in the turn`,
			`position done: "claim": players may not claim a Resource on the first turn (first-turn each)`,
		}},
		{"claim and challenge", `{"turn": 5, "step": "action", "done": ["claim", "challenge"], "players": [{}, {}]}`, nil, []string{
			`position done: "claim" and "challenge": a turn has a claim or, instead, a challenge (assaults one)`,
		}},
		{"scrapped", `{"players": [{"homebase": [{"card": "Frenzy, Saboteur", "damage": 3}]}, {}]}`, nil, []string{
			"position players[0].homebase[0]: Frenzy, Saboteur has 3 damage markers and Endurance 3: a Robot whose damage reaches its Endurance is scrapped",
		}},
		{"won", `{"players": [{"energon": 40}, {}]}`, nil, []string{
			"position: the game is already over: Player 1 reaches 40 Energon: Supreme Victory.",
		}},
		{"lost", `{"players": [{"energon": 0}, {}]}`, []string{"survival=on"}, []string{
			"position: the game is already over: Player 1's Energon Bank is reduced to 0 or less: Survival Victory.",
		}},
		{"seats", `{"players": [{}, {}, {}]}`, nil, []string{"position players: has 3 entries; a 2-player game has one for each seat"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := refused(t, 2, c.pos, c.opts...)
			for _, w := range c.want {
				if !strings.Contains(err, w) {
					t.Errorf("error lacks %q:\n%s", w, err)
				}
			}
		})
	}
	_, err := mustGame(t).New(engine.Config{Players: 2, Position: json.RawMessage(`{"players":[{},{}]}`), Decks: [][]string{{"Power Station"}, {"Power Station"}}})
	if err == nil || !strings.Contains(err.Error(), "position: decks must be left out") {
		t.Errorf("a position with decks: %v", err)
	}
}

// The copy limits of the deck rules hold for a position's cards, each
// seat on its own: exactly 3 cards of a subtitle or an Advantage title
// are a position, 4 are not; Resources are not limited.
func TestPositionCopyLimits(t *testing.T) {
	three := `{"players": [{"hand": ["Sideswipe, Warrior", "Roll Out!", "Roll Out!"], "deck": ["Roll Out!"], "homebase": ["Sunstreaker, Warrior"],
		"scrapheap": ["Sideswipe, Warrior"]}, {"deck": ["Skywarp, Warrior", "Skywarp, Warrior", "Thundercracker, Warrior"], "hand": ["Power Station", "Power Station", "Power Station", "Power Station"]}]}`
	fromPosition(t, 2, three)
	four := strings.Replace(three, `"scrapheap": ["Sideswipe, Warrior"]`, `"scrapheap": ["Sideswipe, Warrior", "Sunstreaker, Warrior"]`, 1)
	four = strings.Replace(four, `"deck": ["Roll Out!"]`, `"deck": ["Roll Out!", "Roll Out!"]`, 1)
	err := refused(t, 2, four)
	for _, w := range []string{
		"position players[0]: 4 cards of the subtitle Warrior (players[0].hand[0], players[0].scrapheap[0], players[0].scrapheap[1], players[0].homebase[0])",
		"position players[0]: 4 cards of the title Roll Out! (players[0].hand[1], players[0].hand[2], players[0].deck[0], players[0].deck[1])",
		"a deck holds at most 3 copies",
	} {
		if !strings.Contains(err, w) {
			t.Errorf("error lacks %q:\n%s", w, err)
		}
	}
	if strings.Contains(err, "players[1]") {
		t.Errorf("seat 1's three Warriors count with seat 0's:\n%s", err)
	}
}

// Players of three and four: each seat its own side, turns counted around
// the table.
func TestPositionMultiplayer(t *testing.T) {
	deck := `["Power Station", "Power Station", "Power Station"]`
	tb := fromPosition(t, 3, `{"turn": 5, "active": 2, "players": [{"deck": `+deck+`}, {"deck": `+deck+`}, {"deck": `+deck+`, "energon": 9, "hand": ["Hound, Scout"]}]}`)
	// Turn 5 is seat 2's, so seat 1 went first: turns 1 to 5 were seats
	// 1, 2, 0, 1, 2.
	if got := tb.s.turns; got[0] != 1 || got[1] != 2 || got[2] != 2 {
		t.Errorf("turns begun %v, want 1, 2, 2", got[:3])
	}
	if tb.Deciding() != 2 || tb.s.View(2).(*View).Players[2].Energon != 9 {
		t.Errorf("deciding %d", tb.Deciding())
	}
	if _, err := mustGame(t).New(engine.Config{Players: 3, Position: json.RawMessage(`{"players": [{}, {}]}`)}); err == nil {
		t.Error("a 3-player game accepts a position of 2 seats")
	}
}
