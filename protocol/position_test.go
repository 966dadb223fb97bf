package protocol

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"omnideck/games/superbenji"
)

// new takes a position: a superbenji game starts in the middle, as the
// views show, plays on from there, and replays from its record; a position
// the game cannot read is refused with the field it names, and the game
// before it stays.
func TestNewPosition(t *testing.T) {
	c := newClient(t, registry(t))
	const position = `{"turn": 6, "players": [
		{"health": 9, "hand": ["Targeted Nuke"], "deck": ["Benji City Citizen", "Cook"], "pool": "W W W", "discard": ["Delay"],
		 "in_play": ["Benji, Political Leader", {"card": "Benji City Citizen", "entered_this_turn": true}]},
		{"health": 4, "deck": ["Cook", "Cook"],
		 "in_play": [{"card": "Jordan, Fire Master", "damage": 1, "counters": 1}, {"card": "Baby Stoplight, Laser Master", "exhausted": true}]}]}`
	var st StateResponse
	c.ok(`{"id":1,"cmd":"new","game":"superbenji","players":2,"seed":5,"position":`+strings.Join(strings.Fields(position), " ")+`}`, &st)
	if st.Turn != 6 || !slices.Equal(st.ToMove, []int{0}) || st.Over {
		t.Fatalf("state after new with a position: %+v", st)
	}

	var v0, v1 struct {
		View superbenji.View `json:"view"`
	}
	c.ok(`{"cmd":"view","player":0}`, &v0)
	c.ok(`{"cmd":"view","player":1}`, &v1)
	v := v0.View
	if v.Turn != 6 || v.Active != 0 || v.Step != "main" || v.Deciding != 0 {
		t.Errorf("turn %d, active %d, step %q, deciding %d", v.Turn, v.Active, v.Step, v.Deciding)
	}
	if len(v.Hand) != 1 || v.Hand[0].Name != "Targeted Nuke" || len(v1.View.Hand) != 0 || v1.View.Players[0].HandN != 1 {
		t.Errorf("seat 0 holds %+v; seat 1 sees hand %+v and a count of %d", v.Hand, v1.View.Hand, v1.View.Players[0].HandN)
	}
	p0, p1 := v.Players[0], v.Players[1]
	var pool []string
	for _, a := range p0.Pool {
		pool = append(pool, a.Type)
	}
	if p0.Health != 9 || p1.Health != 4 || p0.Deck != 2 || p1.Deck != 2 || !slices.Equal(pool, []string{"W", "W", "W"}) ||
		len(p0.Discard) != 1 || p0.Discard[0].Name != "Delay" {
		t.Errorf("players: %+v", v.Players)
	}
	var inPlay []string
	handles := map[string]int{}
	for _, card := range v.InPlay {
		inPlay = append(inPlay, fmt.Sprintf("%s c%d %d/%d d%d +%d ex=%v t%d", card.Name, card.Controller, card.Attack, card.Health,
			card.Damage, card.CounterAttack, card.Exhausted, card.EnteredTurn))
		handles[card.Name] = card.Handle
	}
	want := []string{
		"Benji, Political Leader c0 4/3 d0 +0 ex=false t5",
		"Jordan, Fire Master c1 4/5 d1 +1 ex=false t5",
		"Baby Stoplight, Laser Master c1 2/4 d0 +0 ex=true t5",
		"Benji City Citizen c0 1/1 d0 +0 ex=false t6",
	}
	if !slices.Equal(inPlay, want) {
		t.Errorf("in play:\n%s\nwant:\n%s", strings.Join(inPlay, "\n"), strings.Join(want, "\n"))
	}

	// Seat 0 plays the position's winning line through the protocol (with
	// an empty hand and nothing to use, the Main Phase goes to combat by
	// itself, and with one attacker the declaration ends).
	var legal LegalResponse
	c.ok(`{"cmd":"legal","player":0}`, &legal)
	nuke := fmt.Sprintf("play:%d:targeted-nuke", v.Hand[0].Handle)
	if !slices.ContainsFunc(legal.Options, func(o Option) bool { return o.Code == nuke }) {
		t.Fatalf("seat 0's options %+v lack %s", legal.Options, nuke)
	}
	for _, code := range []string{nuke, fmt.Sprintf("target:%d:jordan-fire-master", handles["Jordan, Fire Master"]),
		fmt.Sprintf("attack:%d:benji-political-leader", handles["Benji, Political Leader"])} {
		c.ok(must(map[string]any{"cmd": "apply", "player": 0, "action": code}), &st)
	}
	if !st.Over || st.Outcome == nil || !slices.Equal(st.Outcome.Winners, []int{0}) {
		t.Fatalf("the winning line does not win: %+v", st)
	}
	var rep ReplayResponse
	c.ok(`{"cmd":"replay"}`, &rep)
	if len(rep.Replay.Config.Position) == 0 || len(rep.Replay.Config.Decks) != 0 || len(rep.Replay.Decisions) != 3 {
		t.Errorf("the replay's config %+v, %d decisions", rep.Replay.Config, len(rep.Replay.Decisions))
	}
	if _, err := rep.Replay.Run(registry(t)); err != nil {
		t.Errorf("the replay does not run: %v", err)
	}

	// Positions that cannot be read are refused, every problem at once;
	// the finished game stays.
	e := c.fail(`{"cmd":"new","game":"superbenji","players":2,"decks":["heroes","heroes"],"position":{"turn":"two","players":[{"life":3},{"in_play":[{"card":"Food","damage":1}]}]}}`)
	for _, want := range []string{
		"new: position turn: must be a whole number, not a string",
		`position players[0]: unknown field "life" (fields: health, hand, deck, discard, pool, in_play)`,
		"position players[1].in_play[0].damage: Food is not a character: only characters take damage",
		"position: decks must be left out",
	} {
		if !strings.Contains(e.Error, want) {
			t.Errorf("error %q lacks %q", e.Error, want)
		}
	}
	var res struct {
		Outcome struct {
			Over bool `json:"over"`
		} `json:"outcome"`
	}
	c.ok(`{"cmd":"result"}`, &res)
	if !res.Outcome.Over {
		t.Error("a refused position replaced the game")
	}
}
