package omnitrix

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
)

// Positions (engine.Config.Position, position.go): a game set up in the
// middle of a battle or between two, seen through View and played on; the
// cards a position leaves out set aside; a position written back; and
// every position the rules could not reach refused with its path.

// fromPosition sets up a game of players seats from a position.
func fromPosition(t *testing.T, players int, o map[string]string, pos string) *State {
	t.Helper()
	st, err := testGame(t).New(engine.Config{Players: players, Seed: 3, Options: o, Position: json.RawMessage(pos)})
	if err != nil {
		t.Fatalf("the position is refused: %v", err)
	}
	s := st.(*State)
	if err := conservationError(s); err != nil {
		t.Fatalf("the position's cards: %v", err)
	}
	return s
}

// allVillains lists every villain but those given, for a bank.
func allVillains(t *testing.T, but ...string) []string {
	var out []string
	cs := testGame(t).cards
	for _, id := range cs.ofKind[Villain] {
		if name := cs.cards[id].Name; !slices.Contains(but, name) {
			out = append(out, name)
		}
	}
	return out
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// A battle under way: its villain face up, the aliens shown, one player
// having chosen. The other chooses, and the battle resolves as the rules
// say: Four Arms (9) + Azmuth (3) = 12 beats Vilgax (11), Heatblast (8)
// with no support does not.
func TestPositionBattleUnderWay(t *testing.T) {
	bank := allVillains(t, "Vilgax", "Hex")
	pos := mustJSON(t, map[string]any{
		"round": 4, "villain": "Vilgax", "bank": bank,
		"players": []map[string]any{
			{"stack": []string{"Wildmutt", "XLR8"}, "supports": []string{"Gwen Tennyson"}, "won": []string{"Hex"}, "shown": []string{"Heatblast"}, "choice": "none"},
			{"stack": []string{"Ripjaws"}, "supports": []string{"Azmuth", "Tetrax"}, "shown": []string{"Four Arms"}},
		},
		"eliminated": []string{"Ditto"}, "spent": []string{"Grandpa Max"},
	})
	s := fromPosition(t, 2, nil, pos)
	v := s.View(1).(*View)
	if v.Round != 4 || v.Villain == nil || v.Villain.Name != "Vilgax" || v.Bank != len(bank) {
		t.Fatalf("round %d, villain %+v, bank %d", v.Round, v.Villain, v.Bank)
	}
	p0, p1 := v.Players[0], v.Players[1]
	if p0.Stack != 2 || p0.Supports != 1 || len(p0.Villains) != 1 || p0.Power != 8 || !p0.Fighting || p0.Choosing || p0.Hand != nil {
		t.Errorf("seat 0 as seat 1 sees it: %+v", p0)
	}
	if p1.Stack != 1 || len(p1.Hand) != 2 || p1.Power != 9 || !p1.Choosing {
		t.Errorf("seat 1 as seat 1 sees it: %+v", p1)
	}
	if own := s.View(0).(*View).Players[0]; own.Chosen != "pass" {
		t.Errorf("seat 0's own choice shows as %q, want pass", own.Chosen)
	}
	if got := s.Actors().Slice(); !slices.Equal(got, []int{1}) {
		t.Fatalf("actors %v, want [1]", got)
	}
	// The cards the position leaves out are set aside face down: 20
	// aliens less the 6 placed, 8 supports less the 4 placed.
	if v.AsideAliens != 14 || v.AsideSupports != 4 {
		t.Errorf("set aside: %d aliens, %d supports; want 14 and 4", v.AsideAliens, v.AsideSupports)
	}
	a, err := s.ParseAction(1, "support:azmuth")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(1, a); err != nil {
		t.Fatal(err)
	}
	if got := s.won[1].cards(); len(got) != 1 || s.cards.cards[got[0]].Name != "Vilgax" {
		t.Errorf("seat 1 won %v, want Vilgax", s.cards.names(got))
	}
	if s.round != 5 || s.villain == none || s.cards.cards[s.villain].Name != bank[0] {
		t.Errorf("the next battle is %d with %d; want 5 with %s", s.round, s.villain, bank[0])
	}
}

// Between battles: the battle `round` begins with the top villain of the
// bank, and the aliens are shown.
func TestPositionBetweenBattles(t *testing.T) {
	pos := mustJSON(t, map[string]any{
		"round": 2, "bank": allVillains(t),
		"players": []map[string]any{
			{"stack": []string{"Heatblast", "Wildmutt"}},
			{"stack": []string{"Diamondhead", "XLR8"}, "supports": []string{"Azmuth"}},
		},
	})
	s := fromPosition(t, 2, map[string]string{OptReshuffle: "off"}, pos)
	v := s.View(engine.Spectator).(*View)
	if v.Round != 2 || v.Villain == nil || v.Villain.Name != allVillains(t)[0] {
		t.Fatalf("round %d, villain %+v; want battle 2 with %s", v.Round, v.Villain, allVillains(t)[0])
	}
	if v.Players[0].Shown[0].Name != "Heatblast" || v.Players[1].Shown[0].Name != "Diamondhead" {
		t.Errorf("shown: %+v and %+v", v.Players[0].Shown, v.Players[1].Shown)
	}
	// Seat 0 holds no support, so only seat 1 is asked.
	if got := s.Actors().Slice(); !slices.Equal(got, []int{1}) {
		t.Errorf("actors %v, want [1]", got)
	}
	if e, _ := s.Events(engine.Spectator, 0); len(e) == 0 || !strings.Contains(e[0].Text, "Battle 2: the villain") {
		t.Errorf("the log begins %v", engine.Texts(e))
	}
}

// A position written back is the position read, in its written form.
func TestPositionWrittenBack(t *testing.T) {
	pos := `{"round":3,"villain":"Hex","bank":["Vilgax"],"players":[` +
		`{"stack":["Wildmutt"],"supports":["Azmuth","Tetrax"],"won":["Kevin 11"],"shown":["Heatblast"],"choice":"Tetrax"},` +
		`{"stack":[],"supports":["Gwen Tennyson"],"won":[],"shown":["Four Arms"]}],` +
		`"eliminated":["Ditto"],"spent":["Grandpa Max"],"aside_aliens":["Way Big"],"aside_supports":["Rust Bucket"]}`
	var m map[string]any
	_ = json.Unmarshal([]byte(pos), &m)
	m["bank"] = append([]any{"Vilgax"}, toAny(allVillains(t, "Vilgax", "Hex", "Kevin 11"))...)
	pos = mustJSON(t, m)
	s := fromPosition(t, 2, nil, pos)
	raw, err := s.Position()
	if err != nil {
		t.Fatal(err)
	}
	back := fromPosition(t, 2, nil, string(raw))
	raw2, _ := back.Position()
	if string(raw) != string(raw2) {
		t.Fatalf("written back differs:\n%s\n%s", raw, raw2)
	}
	var got map[string]any
	_ = json.Unmarshal(raw, &got)
	players := got["players"].([]any)
	if c := players[0].(map[string]any)["choice"]; c != "Tetrax" {
		t.Errorf("seat 0's hidden choice written as %v", c)
	}
	if _, ok := players[1].(map[string]any)["choice"]; ok {
		t.Errorf("seat 1, still to choose, has a choice written: %v", players[1])
	}
	// Written back, the aside piles hold the cards left out, after those
	// listed.
	if aside := got["aside_aliens"].([]any); aside[0] != "Way Big" || len(aside) != 20-4 {
		t.Errorf("aside aliens %v", aside)
	}
	if _, err := (&State{over: true}).Position(); err == nil {
		t.Error("a finished game writes a position")
	}
}

func toAny(s []string) []any {
	out := make([]any, len(s))
	for i, x := range s {
		out[i] = x
	}
	return out
}

// Every position the rules could not reach is refused, every problem at
// once, each with its path.
func TestPositionRefused(t *testing.T) {
	bank := mustJSON(t, allVillains(t, "Hex"))
	for _, c := range []struct {
		name string
		opts map[string]string
		pos  string
		want []string
	}{
		{"not JSON", nil, `{"round":`, []string{"position: not JSON"}},
		{"fields and types", nil, `{"rounds":2,"round":"two","players":[{"stak":[]},{"won":"Hex"}]}`, []string{
			`position: unknown field "rounds" (fields: round, villain, bank, players, eliminated, spent, aside_aliens, aside_supports); did you mean "round"?`,
			"position round: must be a whole number, not a string",
			`position players[0]: unknown field "stak"`,
			"position players[1].won: must be a list, not a string",
		}},
		{"cards", nil, `{"bank":["Vilgax","Heatblast","Nobody"],"players":[{"stack":["Vilgax"]},{"supports":["Heatblast"]}]}`, []string{
			"position bank[1]: Heatblast is an alien card, not a villain card",
			`position bank[2]: no card "Nobody"`,
			"position players[0].stack[0]: Vilgax is a villain card, not an alien card",
			"position players[1].supports[0]: Heatblast is an alien card, not a support card",
		}},
		{"a card in two places", nil, `{"bank":` + bank + `,"villain":"Hex","players":[{"stack":["Heatblast"],"shown":["Wildmutt"]},{"stack":["Heatblast"],"shown":["Wildmutt"]}]}`, []string{
			"position: 2 cards of Heatblast (players[0].stack[0], players[1].stack[0]): the game has one of each card",
			"position: 2 cards of Wildmutt (players[0].shown[0], players[1].shown[0])",
		}},
		{"villains nowhere", nil, `{"bank":["Vilgax"],"players":[{"stack":["Heatblast"]},{"stack":["Wildmutt"]}]}`, []string{
			"position: the villains Kevin 11, Dr. Animo, Hex",
			"are nowhere",
		}},
		{"the game is over", nil, `{"players":[{"won":` + mustJSON(t, allVillains(t)) + `},{}]}`, []string{
			"position bank: is empty and no battle is under way: the game is over",
		}},
		{"caught short", nil, `{"bank":` + mustJSON(t, allVillains(t)) + `,"players":[{"stack":["Heatblast"]},{}]}`, []string{
			"position players: 1 of 2 players have an alien to fight with: the villains win at the start of a battle (section 5, caught-short any)",
		}},
		{"shown and chosen without a battle", nil, `{"bank":` + mustJSON(t, allVillains(t)) + `,"players":[{"stack":["Heatblast"],"shown":["Wildmutt"],"supports":["Azmuth"],"choice":"Azmuth"},{"stack":["XLR8"]}]}`, []string{
			`position players[0].shown: aliens are shown only in a battle under way: give its "villain"`,
			`position players[0].choice: supports are chosen only in a battle under way`,
		}},
		{"a battle that cannot stand so", nil, `{"villain":"Hex","bank":` + bank + `,"players":[{"stack":["Heatblast"],"shown":["Wildmutt","XLR8"],"choice":"Azmuth"},{"stack":["Ripjaws"]}]}`, []string{
			"position players[0].shown: holds 2 aliens: each fighter shows one alien until the supports are revealed",
			"position players[0].choice: Azmuth is not among the player's supports",
			"position players[1].shown: is empty, but the stack holds aliens",
		}},
		{"blind supports", map[string]string{OptSupportTiming: "blind"}, `{"villain":"Hex","bank":` + bank + `,"players":[{"stack":["Heatblast"],"shown":["Wildmutt"]},{"stack":["Ripjaws"]}]}`, []string{
			"position players[0].shown: with support-timing blind the aliens are shown once every support is chosen",
		}},
		{"seats", nil, `{"players":[{}]}`, []string{"position players: has 1 entries; a 2-player game has one for each seat"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := testGame(t).New(engine.Config{Players: 2, Options: c.opts, Position: json.RawMessage(c.pos)})
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
	_, err := testGame(t).New(engine.Config{Players: 2, Position: json.RawMessage(`{"players":[{},{}]}`), Deal: map[string][]string{"bank": {"Hex"}}})
	if err == nil || !strings.Contains(err.Error(), "position: deal must be left out") {
		t.Errorf("a position with a deal: %v", err)
	}
}

// A sitting-out player (caught-short all) stands in a battle under way with
// an empty stack and no alien shown.
func TestPositionSittingOut(t *testing.T) {
	pos := mustJSON(t, map[string]any{
		"villain": "Hex", "bank": allVillains(t, "Hex"),
		"players": []map[string]any{
			{"stack": []string{"Wildmutt"}, "supports": []string{"Azmuth"}, "shown": []string{"Heatblast"}},
			{"supports": []string{"Tetrax"}},
			{"stack": []string{"Ripjaws"}, "shown": []string{"XLR8"}},
		},
	})
	s := fromPosition(t, 3, map[string]string{OptCaughtShort: "all"}, pos)
	if s.fighters != engine.PlayerSet(0).With(0).With(2) || !slices.Equal(s.Actors().Slice(), []int{0}) {
		t.Errorf("fighters %v, actors %v", s.fighters.Slice(), s.Actors().Slice())
	}
	if text := s.View(1).Text(); !strings.Contains(text, "sits out") {
		t.Errorf("seat 1's view does not say it sits out:\n%s", text)
	}
}
