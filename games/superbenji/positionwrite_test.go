package superbenji

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
)

// Positions written back (engine.Positioner, positionwrite.go), and the
// fields that let a position say what a game in its Main Phase holds:
// when each card entered play, the abilities used this turn, counters
// that add to Attack and Health apart, and the cards of a hand the other
// player knows.

// compactJSON is JSON text without its spaces.
func compactJSON(t *testing.T, text string) string {
	t.Helper()
	var b bytes.Buffer
	if err := json.Compact(&b, []byte(text)); err != nil {
		t.Fatalf("%v: %s", err, text)
	}
	return b.String()
}

// written is the position the game writes, which must leave nothing out.
func (tb *table) written() string {
	tb.t.Helper()
	raw, err := tb.s.Position()
	if err != nil {
		tb.t.Fatalf("Position: %v", err)
	}
	return string(raw)
}

// refusal is the error a position is refused with.
func refusal(t *testing.T, pos string) string {
	t.Helper()
	_, err := mustGame(t).New(engine.Config{Players: 2, Position: json.RawMessage(pos)})
	if err == nil {
		t.Fatalf("accepted: %s", pos)
	}
	return err.Error()
}

// A position read and written back is the same position, field for field:
// every field a player's side and a card in play can hold, a card by its
// name, an alternate art by its id.
func TestPositionWrittenBack(t *testing.T) {
	pos := compactJSON(t, `{"turn":9,"active":1,"step":"main","players":[
		{"health":7,"hand":["Delay",{"card":"Scout","known":true}],"deck":["Cook","Scout"],"discard":["Robbery","Cook"],"pool":"",
		 "in_play":[{"card":"Noah, Calculator","damage":1,"counter_attack":2,"counter_health":1,"entered_turn":3},"Food",
		  {"card":"Jordan, Fire Master","exhausted":true}]},
		{"health":20,"hand":[],"deck":["Delay"],"discard":[],"pool":"H W W ?",
		 "in_play":[{"card":"BS26/PROMO-8","exhausted":true,"entered_turn":5,"used":["Fireball"]},
		  {"card":"Minion, Second in Command","counters":2,"used":["Research"]},
		  {"card":"Benji City Citizen","entered_this_turn":true}]}]}`)
	tb := fromPosition(t, pos)
	if got := tb.written(); got != pos {
		t.Errorf("written back:\n%s\nwant:\n%s", got, pos)
	}
}

// A position at the start of a turn is played to the Main Phase, which is
// what the game then writes: the cards readied, the actions generated, the
// card drawn; the cards in play entered on the turn before this one, as
// before the turn began.
func TestPositionWrittenAtTheMainPhase(t *testing.T) {
	tb := fromPosition(t, `{"turn": 4, "active": 1, "step": "start", "players": [
		{"deck": ["Cook"], "in_play": ["Noah, Calculator"]},
		{"hand": ["Delay"], "deck": ["Scout", "Cook"], "in_play": [{"card": "Jordan, Fire Master", "exhausted": true}]}]}`)
	want := compactJSON(t, `{"turn":4,"active":1,"step":"main","players":[
		{"health":20,"hand":[],"deck":["Cook"],"discard":[],"pool":"","in_play":["Noah, Calculator"]},
		{"health":20,"hand":["Delay","Scout"],"deck":["Cook"],"discard":[],"pool":"-","in_play":["Jordan, Fire Master"]}]}`)
	if got := tb.written(); got != want {
		t.Errorf("written:\n%s\nwant:\n%s", got, want)
	}
}

// Where a position cannot start, no position is written, and the error
// says why: a card on its way, a target being chosen for an ability, the
// game over.
func TestPositionNotWritten(t *testing.T) {
	const pos = `{"players": [
		{"hand": ["Cook", "Delay"], "deck": ["Cook"], "in_play": ["Noah, Calculator", "Benji City Citizen"]},
		{"hand": ["Delay"], "deck": ["Cook"], "in_play": ["Jordan, Fire Master"]}]}`
	for _, c := range []struct {
		name string
		play func(tb *table)
		want string
	}{
		{"a card on its way", func(tb *table) { tb.do(0, "play:") }, "on its way"},
		{"an ability being used", func(tb *table) {
			tb.pool(0, "+ -")
			tb.use(0, tb.inPlayNamed("Noah, Calculator"), 0)
			tb.expect(decTarget, 0)
		}, "on its way"},
		{"the game over", func(tb *table) { tb.s.endGame(0, reasonHealth, "test") }, "the game is over"},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb := fromPosition(t, pos)
			c.play(tb)
			raw, err := tb.s.Position()
			if raw != nil || err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("Position: %s, %v; want none and an error saying %q", raw, err, c.want)
			}
		})
	}
}

// An effect that lasts for a time is left out: the position is written
// without it, with an error that wraps engine.ErrIncomplete; and where the
// table stands only by such an effect, there is no position.
func TestPositionLeavesOutEffectsForATime(t *testing.T) {
	tb := fromPosition(t, `{"players": [
		{"hand": ["Delay"], "deck": ["Cook"], "pool": "- ? - ?", "in_play": [{"card": "Zach, Rock Fighter", "damage": 3}]},
		{"deck": ["Cook"]}]}`)
	zach := tb.inPlayNamed("Zach, Rock Fighter")
	tb.use(0, zach, 0) // Hard as Rock: +0/+3 until end of turn
	tb.target(0, zach)
	tb.payAll()
	tb.passAnswer()
	if tb.stats(zach).health != 7 {
		t.Fatalf("Zach's Health is %d after Hard as Rock", tb.stats(zach).health)
	}
	raw, err := tb.s.Position()
	if raw == nil || !errors.Is(err, engine.ErrIncomplete) || !strings.Contains(err.Error(), "effects that last for a time") {
		t.Fatalf("Position with a modifier: %s, %v", raw, err)
	}
	if !strings.Contains(string(raw), `{"card":"Zach, Rock Fighter","damage":3,"used":["Hard as Rock"]}`) {
		t.Errorf("the position does not hold Zach as he stands: %s", raw)
	}
	// 5 damage on a 4 Health Zach is a table only Hard as Rock allows.
	tb.s.objs[zach].damage = 5 // set directly: no card of the set deals 2 to your own character here
	raw, err = tb.s.Position()
	if raw != nil || err == nil || errors.Is(err, engine.ErrIncomplete) || !strings.Contains(err.Error(), "Zach, Rock Fighter has 5 damage and 4 Health") {
		t.Errorf("Position of a table that stands by a modifier: %s, %v", raw, err)
	}
}

// Cards of both players that entered play in one turn, other than seat by
// seat, are laid out seat by seat: the order is left out.
func TestPositionLeavesOutTheOrderOfOneTurn(t *testing.T) {
	tb := fromPosition(t, `{"turn": 3, "players": [
		{"hand": ["Cook", "Delay"], "deck": ["Cook"]},
		{"deck": ["Cook"], "in_play": [{"card": "Benji City Citizen", "entered_this_turn": true}]}]}`)
	if _, err := tb.s.Position(); err != nil {
		t.Fatalf("before the Food: %v", err)
	}
	tb.do(0, "play:")
	tb.passAnswer()
	raw, err := tb.s.Position()
	if !errors.Is(err, engine.ErrIncomplete) || !strings.Contains(err.Error(), "the order in which the players' cards entered play in one turn") {
		t.Fatalf("Position: %s, %v", raw, err)
	}
	back := fromPosition(t, string(raw))
	var order []string
	for _, c := range back.view(-1).InPlay {
		order = append(order, fmt.Sprintf("%s@%d", c.Name, c.Controller))
	}
	if strings.Join(order, ", ") != "Food@0, Benji City Citizen@1" {
		t.Errorf("laid out as %v", order)
	}
}

// entered_turn sets the turn a card entered play, as the view shows it;
// entered_this_turn is the same as the turn itself. The two must agree,
// and nothing has entered play at the start of a turn.
func TestPositionEnteredTurn(t *testing.T) {
	tb := fromPosition(t, `{"turn": 7, "players": [
		{"hand": ["Delay"], "deck": ["Cook"], "in_play": [{"card": "Noah, Calculator", "entered_turn": 2},
			{"card": "Benji City Citizen", "entered_turn": 7}, "Zach, Rock Fighter", {"card": "Human", "entered_turn": 0}]},
		{"deck": ["Cook"]}]}`)
	var got []string
	for _, c := range tb.view(1).InPlay {
		got = append(got, fmt.Sprintf("%s@%d", c.Name, c.EnteredTurn))
	}
	if want := "Human@0, Noah, Calculator@2, Zach, Rock Fighter@6, Benji City Citizen@7"; strings.Join(got, ", ") != want {
		t.Errorf("in play %v, want %s", got, want)
	}
	if codes := strings.Join(tb.attackCodes(), " "); strings.Contains(codes, "citizen") || !strings.Contains(codes, "noah") {
		t.Errorf("attackers %s: the Citizen entered this turn, Noah on turn 2", codes)
	}
	for _, c := range []struct{ pos, want string }{
		{`{"turn": 5, "players": [{"in_play": [{"card": "Noah, Calculator", "entered_turn": 6}]}, {}]}`,
			"position players[0].in_play[0].entered_turn: must be from 0 to 5, not 6"},
		{`{"turn": 5, "players": [{"in_play": [{"card": "Noah, Calculator", "entered_turn": 5, "entered_this_turn": false}]}, {}]}`,
			"position players[0].in_play[0].entered_turn: is 5 and entered_this_turn is false in turn 5: they disagree"},
		{`{"turn": 5, "players": [{"in_play": [{"card": "Noah, Calculator", "entered_turn": 3, "entered_this_turn": true}]}, {}]}`,
			"position players[0].in_play[0].entered_turn: is 3 and entered_this_turn is true in turn 5: they disagree"},
		{`{"turn": 5, "step": "start", "players": [{"in_play": [{"card": "Noah, Calculator", "entered_turn": 5}]}, {}]}`,
			"position players[0].in_play[0].entered_turn: nothing has entered play yet at the start of a turn"},
		{`{"turn": 5, "players": [{"in_play": [{"card": "Noah, Calculator", "entered_turn": "3"}]}, {}]}`,
			"position players[0].in_play[0].entered_turn: must be a whole number, not a string"},
	} {
		if got := refusal(t, c.pos); got != c.want {
			t.Errorf("%s\nrefused with\n%s\nwant\n%s", c.pos, got, c.want)
		}
	}
	// Both given and agreeing is fine.
	fromPosition(t, `{"turn": 5, "players": [{"in_play": [{"card": "Noah, Calculator", "entered_turn": 5, "entered_this_turn": true}]}, {}]}`)
}

// used names the abilities used this turn, one entry per use: an ability
// used as often as it may be each turn is not offered again, and a
// character that used an Exhaust ability cannot attack (5.4) even once
// ready again.
func TestPositionUsed(t *testing.T) {
	const pool = `"pool": "W W W W"`
	minion := func(used string) *table {
		return fromPosition(t, `{"players": [{"hand": ["Delay"], "deck": ["Cook", "Cook", "Cook"], `+pool+`,
			"in_play": [{"card": "Minion, Second in Command", "used": [`+used+`]}]}, {"deck": ["Cook"]}]}`)
	}
	for used, offered := range map[string]bool{``: true, `"Research"`: true, `"research", "Research"`: false} {
		tb := minion(used)
		id := tb.inPlayNamed("Minion, Second in Command")
		if got := tb.has(fmt.Sprintf("use:%d:0:", tb.h(id))); got != offered {
			t.Errorf("Research used [%s] (twice a turn at most): offered %v, want %v; options %v", used, got, offered, tb.codes())
		}
	}
	for used, attacks := range map[string]bool{``: true, `"Fireball"`: false} {
		tb := fromPosition(t, `{"turn": 3, "players": [{"hand": ["Delay"], "deck": ["Cook"],
			"in_play": [{"card": "Jordan, Fire Master", "used": [`+used+`]}]}, {"deck": ["Cook"]}]}`)
		if got := len(tb.attackCodes()) > 0; got != attacks {
			t.Errorf("Jordan, ready, Fireball used [%s]: can attack %v, want %v", used, got, attacks)
		}
	}
	for _, c := range []struct{ pos, want string }{
		{`{"players": [{"in_play": [{"card": "Minion, Second in Command", "used": ["Research", "Research", "Research"]}]}, {}]}`,
			"position players[0].in_play[0].used[2]: Minion, Second in Command's Research may be used 2 times a turn"},
		{`{"players": [{"in_play": [{"card": "Minion, Second in Command", "used": ["Fireball"]}]}, {}]}`,
			`position players[0].in_play[0].used[0]: Minion, Second in Command has no ability "Fireball" (abilities: Research)`},
		{`{"players": [{"in_play": [{"card": "Benji City Citizen", "used": ["Research"]}]}, {}]}`,
			`position players[0].in_play[0].used[0]: Benji City Citizen has no abilities`},
		{`{"players": [{"in_play": [{"card": "Minion, Second in Command", "used": "Research"}]}, {}]}`,
			`position players[0].in_play[0].used: must be a list, not a string`},
		{`{"step": "start", "players": [{"in_play": [{"card": "Minion, Second in Command", "used": ["Research"]}]}, {}]}`,
			`position players[0].in_play[0].used: no ability has been used yet at the start of a turn`},
	} {
		if got := refusal(t, c.pos); got != c.want {
			t.Errorf("%s\nrefused with\n%s\nwant\n%s", c.pos, got, c.want)
		}
	}
}

// counter_attack and counter_health put counters that add to Attack and
// Health apart, as the view shows them; "counters" are +1/+1 counters, and
// the two ways cannot be mixed.
func TestPositionCountersApart(t *testing.T) {
	tb := fromPosition(t, `{"players": [{"hand": ["Delay"], "deck": ["Cook"],
		"in_play": [{"card": "Zach, Rock Fighter", "counter_attack": 2, "counter_health": -1}]}, {"deck": ["Cook"]}]}`)
	zach := tb.seen(1, "Zach, Rock Fighter")
	if zach.CounterAttack != 2 || zach.CounterHealth != -1 || zach.Attack != 5 || zach.Health != 3 {
		t.Errorf("Zach: counters %+d/%+d, %d/%d; want +2/-1, 5/3", zach.CounterAttack, zach.CounterHealth, zach.Attack, zach.Health)
	}
	for _, c := range []struct{ pos, want string }{
		{`{"players": [{"in_play": [{"card": "Zach, Rock Fighter", "counters": 1, "counter_attack": 2}]}, {}]}`,
			`position players[0].in_play[0]: gives both "counters" and "counter_attack": "counters" are +1/+1 counters, "counter_attack" and "counter_health" counters apart`},
		{`{"players": [{"in_play": [{"card": "Zach, Rock Fighter", "counter_health": -4}]}, {}]}`,
			"position players[0].in_play[0]: Zach, Rock Fighter has 0 Health: it would be destroyed at once (6.1.4)"},
		{`{"players": [{"in_play": [{"card": "Benji HQ", "counter_attack": 1}]}, {}]}`,
			"position players[0].in_play[0].counter_attack: Benji HQ is not a character: only characters get +1/+1 counters"},
	} {
		if got := refusal(t, c.pos); got != c.want {
			t.Errorf("%s\nrefused with\n%s\nwant\n%s", c.pos, got, c.want)
		}
	}
}

// A card of a hand given as {"card": …, "known": true} is known to the
// other player (it was seen going there): a world sampled for them keeps
// it, and of two copies in hand it is the one the options name.
func TestPositionKnownInHand(t *testing.T) {
	tb := fromPosition(t, `{"players": [{"hand": ["Cook", {"card": "Cook", "known": true}, "Delay"], "deck": ["Scout", "Scout"]},
		{"hand": ["Delay"], "deck": ["Cook"]}]}`)
	hand := tb.s.hand(0)
	if tb.s.t.Identifies(1, hand[0]) || !tb.s.t.Identifies(1, hand[1]) || tb.s.t.Identifies(1, hand[2]) {
		t.Fatalf("seat 1 knows hand cards %v %v %v; want only the second", tb.s.t.Identifies(1, hand[0]), tb.s.t.Identifies(1, hand[1]), tb.s.t.Identifies(1, hand[2]))
	}
	for seed := range uint64(8) {
		rng := engine.NewRNG(seed)
		w := tb.s.Determinize(1, &rng).(*State)
		if w.printed(hand[1]).Name != "Cook" {
			t.Fatalf("a world for seat 1 changes the Cook it knows into %s", w.printed(hand[1]).Name)
		}
	}
	if want := fmt.Sprintf("play:%d:cook", tb.h(hand[1])); !tb.offered(want) {
		t.Errorf("the Cook seat 1 knows does not stand for both: %v, want %s", tb.codes(), want)
	}
	if got := refusal(t, `{"players": [{"hand": [{"card": "Cook", "known": 1}]}, {}]}`); got != "position players[0].hand[0].known: must be true or false, not a number" {
		t.Errorf("refused with %s", got)
	}
}

// A position can stand in combat: attackers declared ("attacking"),
// blockers declared ("blocking", the index of the attacker among the
// active player's cards in play), an attacker whose blocker has left
// ("blocked"), and in the Action Window the seat with priority and the
// passes made. Each plays on as combat does, and is written back as read.
func TestPositionCombat(t *testing.T) {
	const window = `{"turn":5,"active":0,"step":"action window","priority":1,"passes":1,"players":[
		{"health":20,"hand":[],"deck":["Cook"],"discard":[],"pool":"","in_play":[
			{"card":"Noah, Calculator","exhausted":true,"attacking":true},
			{"card":"Zach, Rock Fighter","exhausted":true,"attacking":true},
			{"card":"Benji City Citizen","exhausted":true,"attacking":true,"blocked":true},"Benji HQ"]},
		{"health":20,"hand":["Delay"],"deck":["Cook"],"discard":[],"pool":"","in_play":[
			"Benji City Citizen",{"card":"Jordan, Fire Master","blocking":0}]}]}`
	tb := fromPosition(t, window)
	if got, want := tb.written(), compactJSON(t, window); got != want {
		t.Errorf("written back:\n%s\nwant:\n%s", got, want)
	}
	tb.expect(decPriority, 1)
	if label := tb.s.ActionLabel(1, tb.s.Legal(1, nil)[0]); !strings.Contains(label, "combat damage is dealt next") {
		t.Errorf("seat 1's pass after seat 0's: %q", label)
	}
	tb.do(1, "pass")
	// With Benji HQ's +1/+1 to Heroes, Noah (5/3) and Jordan (4/5)
	// destroy each other; Zach (4) is unblocked; the Citizen, blocked by a
	// character gone, deals none (4.4.4).
	if tb.life(1) != 16 {
		t.Errorf("seat 1 at %d Health, want 16: only Zach hits", tb.life(1))
	}
	if got := names(tb.view(-1).Players[0].Discard); !slices.Equal(got, []string{"Noah, Calculator"}) {
		t.Errorf("seat 0's discard pile %v, want Noah, destroyed by Jordan", got)
	}
	if got := names(tb.view(-1).Players[1].Discard); !slices.Equal(got, []string{"Jordan, Fire Master"}) {
		t.Errorf("seat 1's discard pile %v, want Jordan, destroyed by Noah", got)
	}
	// Blockers: seat 1 is asked, and may block the attacker left.
	tb = fromPosition(t, `{"turn": 5, "step": "declare blockers", "players": [
		{"deck": ["Cook"], "in_play": [{"card": "Noah, Calculator", "exhausted": true, "attacking": true}]},
		{"hand": ["Delay"], "deck": ["Cook"], "in_play": ["Benji City Citizen"]}]}`)
	tb.expect(decBlock, 1)
	tb.blockWith(tb.inPlayNamed("Benji City Citizen"), tb.inPlayNamed("Noah, Calculator"))
	tb.blocksDone()
	tb.expect(decPriority, 1) // seat 0, with nothing to play, passes unasked
	if c := tb.seen(1, "Benji City Citizen"); c.Blocking != int(tb.h(tb.inPlayNamed("Noah, Calculator"))) {
		t.Errorf("the Citizen blocks #%d", c.Blocking)
	}
	// Attackers: one declared, and another may follow; the one declared
	// may not attack twice.
	tb = fromPosition(t, `{"turn": 5, "step": "declare attackers", "players": [
		{"hand": ["Delay"], "deck": ["Cook"], "in_play": [{"card": "Noah, Calculator", "exhausted": true, "attacking": true}, "Zach, Rock Fighter"]},
		{"deck": ["Cook"], "in_play": ["Benji City Citizen"]}]}`)
	tb.expect(decAttack, 0)
	if codes := strings.Join(tb.codes(), " "); strings.Contains(codes, "noah") || !strings.Contains(codes, "zach") {
		t.Errorf("attack options %s: Zach may attack, Noah attacks already", codes)
	}
	two := func(p0, p1 string) string {
		return `{"turn": 5, "step": "action window", "players": [` + p0 + `, ` + p1 + `]}`
	}
	for _, c := range []struct{ pos, want string }{
		{`{"players": [{"in_play": [{"card": "Noah, Calculator", "attacking": true}]}, {}]}`,
			`position players[0].in_play[0].attacking: is only for combat (the steps "declare attackers", "declare blockers" and "action window")`},
		{two(`{}`, `{"in_play": [{"card": "Noah, Calculator", "attacking": true}]}`),
			"position players[1].in_play[0].attacking: only the active player's characters attack (4.4.1)"},
		{two(`{"in_play": [{"card": "Benji HQ", "attacking": true}]}`, `{}`),
			"position players[0].in_play[0].attacking: Benji HQ is not a character: only characters attack and block (4.4)"},
		{two(`{"in_play": [{"card": "Noah, Calculator", "blocked": true}]}`, `{}`),
			`position players[0].in_play[0].blocked: is only for an attacker ("attacking": true)`},
		{two(`{"in_play": [{"card": "Noah, Calculator", "attacking": true}]}`, `{"in_play": [{"card": "Zach, Rock Fighter", "blocking": 1}]}`),
			"position players[1].in_play[0].blocking: players[0].in_play[1] is no attacker: blocking is the index of the attacker blocked among the active player's cards in play"},
		{two(`{"in_play": [{"card": "Noah, Calculator", "attacking": true}]}`, `{"in_play": [{"card": "Zach, Rock Fighter", "blocking": 0}, {"card": "Jordan, Fire Master", "blocking": 0}]}`),
			"position players[1].in_play[1].blocking: Noah, Calculator is blocked by players[1].in_play[0] already: an attacker is blocked by one character (4.4.2)"},
		{two(`{"in_play": [{"card": "Noah, Calculator", "attacking": true, "blocking": 0}]}`, `{}`),
			"position players[0].in_play[0].blocking: the active player's characters attack; only the other player's block (4.4.2)"},
		{`{"step": "declare attackers", "players": [{"in_play": [{"card": "Noah, Calculator", "attacking": true}]}, {"in_play": [{"card": "Zach, Rock Fighter", "blocking": 0}]}]}`,
			"position players[1].in_play[0].blocking: no blocker is declared before the attackers are (4.4.2)"},
		{`{"step": "declare blockers", "priority": 1, "players": [{}, {}]}`,
			`position priority: is only for the step "action window": priority passes only in an Action Window (4.4.3)`},
		{`{"step": "action window", "passes": 2, "players": [{}, {}]}`,
			"position passes: must be from 0 to 1, not 2"},
	} {
		if got := refusal(t, c.pos); got != c.want {
			t.Errorf("%s\nrefused with\n%s\nwant\n%s", c.pos, got, c.want)
		}
	}
}
