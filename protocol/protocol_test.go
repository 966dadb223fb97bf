package protocol

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/games/omnitrix"
)

// stackedNew starts a 2-player omnitrix game whose first battle is known:
// Kevin 11 (8) against Heatblast (8) for seat 0 and Wildmutt (5) for seat 1,
// with every support card dealt.
var stackedNew = must(map[string]any{
	"id": "new", "cmd": "new", "game": "omnitrix", "players": 2, "seed": 7,
	"deal": map[string][]string{
		"bank":       {"Kevin 11", "Vilgax"},
		"stack.0":    {"Heatblast"},
		"stack.1":    {"Wildmutt"},
		"supports.0": {"Grandpa Max", "Plumber Badge", "Mana Shield", "Omnitrix Recharge"},
		"supports.1": {"Gwen Tennyson", "Rust Bucket", "Tetrax", "Azmuth"},
	},
})

// viewOf is a "view" response of an omnitrix game.
type viewOf struct {
	Header
	View omnitrix.View `json:"view"`
}

func names(cards []omnitrix.CardView) []string {
	out := []string{}
	for _, c := range cards {
		out = append(out, c.Name)
	}
	return out
}

func (c *client) view(p int) omnitrix.View {
	c.t.Helper()
	var v viewOf
	c.ok(must(map[string]any{"cmd": "view", "player": p}), &v)
	if v.View.Viewer != p {
		c.t.Fatalf("view of %d has viewer %d", p, v.View.Viewer)
	}
	return v.View
}

func (c *client) log(p, from int) LogResponse {
	c.t.Helper()
	var l LogResponse
	c.ok(must(map[string]any{"cmd": "log", "player": p, "from": from}), &l)
	return l
}

func (c *client) apply(p int, code string) StateResponse {
	c.t.Helper()
	var s StateResponse
	c.ok(must(map[string]any{"cmd": "apply", "player": p, "action": code}), &s)
	return s
}

func wantLines(t *testing.T, what string, got, want []string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("%s:\n got %q\nwant %q", what, got, want)
	}
}

// TestScriptedBattle plays the first battle of a stacked game through the
// protocol and checks the summaries, the views and the logs of both seats.
func TestScriptedBattle(t *testing.T) {
	c := newClient(t, registry(t))

	var st StateResponse
	c.ok(stackedNew, &st)
	if string(st.ID) != `"new"` || st.Turn != 1 || !slices.Equal(st.ToMove, []int{0, 1}) || st.Over || st.Outcome != nil {
		t.Fatalf("new: %+v", st)
	}

	l := c.log(0, 0)
	wantLines(t, "opening log of seat 0", l.Lines, []string{
		"— Battle 1: the villain Kevin 11 (8) comes out of the bank.",
		"You show Heatblast (8).",
		"Player 2 shows Wildmutt (5).",
	})
	if l.Next != 3 {
		t.Errorf("next = %d, want 3", l.Next)
	}
	wantLines(t, "opening log of the spectator", c.log(-1, 0).Lines, []string{
		"— Battle 1: the villain Kevin 11 (8) comes out of the bank.",
		"Player 1 shows Heatblast (8).",
		"Player 2 shows Wildmutt (5).",
	})

	v := c.view(0)
	if v.Round != 1 || v.Villain == nil || v.Villain.Name != "Kevin 11" || len(v.Players) != 2 {
		t.Fatalf("view 0: %+v", v)
	}
	wantLines(t, "seat 0's own hand", names(v.Players[0].Hand),
		[]string{"Grandpa Max", "Plumber Badge", "Mana Shield", "Omnitrix Recharge"})
	if len(v.Players[1].Hand) != 0 || v.Players[1].Supports != 4 {
		t.Errorf("seat 0 sees seat 1's hand %v (supports %d)", v.Players[1].Hand, v.Players[1].Supports)
	}
	wantLines(t, "seat 0 shows", names(v.Players[0].Shown), []string{"Heatblast"})
	if v.Players[0].Power != 8 || !v.Players[0].Choosing || v.Players[1].Power != 5 {
		t.Errorf("view 0 players: %+v", v.Players)
	}
	for _, pv := range c.view(-1).Players {
		if len(pv.Hand) != 0 {
			t.Errorf("the spectator sees %s's hand", pv.Name)
		}
	}

	var legal LegalResponse
	c.ok(`{"cmd":"legal","player":0}`, &legal)
	want := []Option{
		{"pass", "Play no support card"},
		{"support:grandpa-max", "Play Grandpa Max (+3)"},
		{"support:plumber-badge", "Play Plumber Badge (+1)"},
		{"support:mana-shield", "Play Mana Shield (+1)"},
		{"support:omnitrix-recharge", "Play Omnitrix Recharge (+1)"},
	}
	if !slices.Equal(legal.Options, want) {
		t.Errorf("legal 0:\n got %v\nwant %v", legal.Options, want)
	}

	// Seat 0 chooses; the choice stays hidden from seat 1.
	st = c.apply(0, "support:plumber-badge")
	if st.Turn != 1 || !slices.Equal(st.ToMove, []int{1}) || st.Over {
		t.Fatalf("after seat 0 chose: %+v", st)
	}
	c.ok(`{"cmd":"legal","player":0}`, &legal)
	if len(legal.Options) != 0 {
		t.Errorf("seat 0 still has options after choosing: %v", legal.Options)
	}
	if v := c.view(0); v.Players[0].Chosen != "support:plumber-badge" {
		t.Errorf("seat 0 does not see its own choice: %+v", v.Players[0])
	}
	if v := c.view(1); v.Players[0].Chosen != "" || v.Players[0].Support != nil || v.Players[0].Choosing {
		t.Errorf("seat 1 sees seat 0's hidden choice: %+v", v.Players[0])
	}
	wantLines(t, "seat 0's private line", c.log(0, 3).Lines, []string{"You choose to play Plumber Badge."})
	wantLines(t, "seat 1 sees nothing new", c.log(1, 3).Lines, []string{})

	// Seat 1 chooses; the battle resolves: 8+1 beats 5+3 and the villain 8.
	st = c.apply(1, "support:azmuth")
	if st.Turn != 2 || !slices.Equal(st.ToMove, []int{0, 1}) || st.Over {
		t.Fatalf("after the battle: %+v", st)
	}
	l = c.log(0, 3)
	wantLines(t, "battle 1 for seat 0", l.Lines[:6], []string{
		"You choose to play Plumber Badge.",
		"You play the support Plumber Badge: +1 to Heatblast (8), power 9.",
		"Player 2 plays the support Azmuth: +3 to Wildmutt (5), power 8.",
		"You defeat Kevin 11 (8) with power 9.",
		"Each player shuffles their alien stack and passes the top card face down to the left.",
		"— Battle 2: the villain Vilgax (11) comes out of the bank.",
	})
	if len(l.Lines) != 8 || !strings.HasPrefix(l.Lines[6], "You show ") || !strings.HasPrefix(l.Lines[7], "Player 2 shows ") {
		t.Errorf("battle 2 opening for seat 0: %q", l.Lines[6:])
	}
	l1 := c.log(1, 3)
	wantLines(t, "battle 1 for seat 1", l1.Lines[:5], []string{
		"You choose to play Azmuth.",
		"Player 1 plays the support Plumber Badge: +1 to Heatblast (8), power 9.",
		"You play the support Azmuth: +3 to Wildmutt (5), power 8.",
		"Player 1 defeats Kevin 11 (8) with power 9.",
		"Each player shuffles their alien stack and passes the top card face down to the left.",
	})
	if l.Next != l1.Next {
		t.Errorf("next differs between seats: %d and %d", l.Next, l1.Next)
	}
	if tail := c.log(0, l.Next); len(tail.Lines) != 0 || tail.Next != l.Next {
		t.Errorf("reading from next gives %+v", tail)
	}

	v = c.view(0)
	if v.Round != 2 || v.Villain == nil || v.Villain.Name != "Vilgax" {
		t.Errorf("view 0 in battle 2: round %d, villain %+v", v.Round, v.Villain)
	}
	wantLines(t, "seat 0's villains", names(v.Players[0].Villains), []string{"Kevin 11"})
	wantLines(t, "seat 1's villains", names(v.Players[1].Villains), []string{})
	wantLines(t, "seat 0's hand in battle 2", names(v.Players[0].Hand),
		[]string{"Grandpa Max", "Mana Shield", "Omnitrix Recharge"})
	wantLines(t, "spent supports", names(v.SpentSupports), []string{"Plumber Badge", "Azmuth"})
	if v.Players[1].Hand != nil || v.Players[1].Supports != 3 {
		t.Errorf("seat 1 in seat 0's view: %+v", v.Players[1])
	}

	var res ResultResponse
	c.ok(`{"cmd":"result"}`, &res)
	if res.Outcome.Over || res.Outcome.Winners == nil || len(res.Outcome.Winners) != 0 {
		t.Errorf("result mid-game: %+v", res.Outcome)
	}

	var rep ReplayResponse
	c.ok(`{"cmd":"replay"}`, &rep)
	wantDecisions := []engine.Decision{{Player: 0, Action: "support:plumber-badge"}, {Player: 1, Action: "support:azmuth"}}
	if rep.Replay.Game != "omnitrix" || rep.Replay.Config.Seed != 7 || rep.Replay.Config.Players != 2 ||
		!slices.Equal(rep.Replay.Decisions, wantDecisions) || rep.Replay.Outcome != nil {
		t.Errorf("replay: %+v", rep.Replay)
	}
	if got := rep.Replay.Config.Deal["stack.0"]; !slices.Equal(got, []string{"Heatblast"}) {
		t.Errorf("replay deal stack.0 = %q", got)
	}
	if got := rep.Replay.Config.Options["reshuffle"]; got != "on" {
		t.Errorf("replay options are not resolved: reshuffle = %q", got)
	}

	var q OKResponse
	c.ok(`{"id":9,"cmd":"quit"}`, &q)
	if string(q.ID) != "9" {
		t.Errorf("quit id = %s", q.ID)
	}
}

// TestGamesListing checks the "games" command against the registry.
func TestGamesListing(t *testing.T) {
	c := newClient(t, registry(t))
	var g GamesResponse
	c.ok(`{"id":{"nested":[1,2]},"cmd":"games"}`, &g)
	if string(g.ID) != `{"nested":[1,2]}` {
		t.Errorf("id echoed as %s", g.ID)
	}
	reg := registry(t)
	if len(g.Games) != len(reg.Games()) {
		t.Fatalf("games: %+v, the registry has %d", g.Games, len(reg.Games()))
	}
	for i, want := range reg.Games() {
		if g.Games[i].ID != want.Info().ID {
			t.Errorf("game %d is %s, want %s", i, g.Games[i].ID, want.Info().ID)
		}
	}
	var info engine.Info
	for _, gi := range g.Games {
		if gi.ID == "omnitrix" {
			info = gi
		}
	}
	if info.ID != "omnitrix" || info.MinPlayers != 2 || info.MaxPlayers != 4 || len(info.Options) == 0 || len(info.Zones) != 3 {
		t.Errorf("omnitrix info: %+v", info)
	}
	for _, o := range info.Options {
		if o.Default == "" || !slices.Contains(o.Choices, o.Default) {
			t.Errorf("option %s: default %q not among %q", o.Name, o.Default, o.Choices)
		}
	}
}

// TestNewReplacesGame checks that "new" starts afresh and that the ids of
// several kinds are echoed exactly.
func TestNewReplacesGame(t *testing.T) {
	c := newClient(t, registry(t))
	c.ok(stackedNew, nil)
	c.apply(0, "pass")
	var st StateResponse
	c.ok(`{"id":[1,"two",null],"cmd":"new","game":"omnitrix","players":3,"seed":1,"options":{"support-timing":"blind"}}`, &st)
	if string(st.ID) != `[1,"two",null]` || st.Turn != 1 || st.Over {
		t.Errorf("second new: %+v", st)
	}
	var rep ReplayResponse
	c.ok(`{"cmd":"replay"}`, &rep)
	if len(rep.Replay.Decisions) != 0 || rep.Replay.Config.Players != 3 || rep.Replay.Config.Options["support-timing"] != "blind" {
		t.Errorf("replay after the second new: %+v", rep.Replay)
	}
	if resp := c.raw(`{"cmd":"replay"}`); !strings.Contains(resp, `"decisions":[]`) {
		t.Errorf("empty decisions are not a list: %s", resp)
	}
	var v json.RawMessage
	c.ok(`{"cmd":"view","player":2}`, &v)
}
