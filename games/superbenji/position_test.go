package superbenji

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
)

// Positions (engine.Config.Position): a game set up in the middle, for
// puzzles and scenario tests (position.go, docs/protocol.md). Each field is
// seen to take effect through View, Legal and play; what cannot be read or
// breaks the rules is refused with a message naming the field; a puzzle
// plays through; positions replay; and sampled worlds keep what each
// player knows.

// fromPosition starts a game from a position, with options as "name=value".
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
	return &table{t: t, s: st.(*State), held: -1}
}

// view is what viewer sees.
func (tb *table) view(viewer int) *View { return tb.s.View(viewer).(*View) }

// names are the names of cards seen.
func names(cards []CardView) []string {
	out := []string{}
	for _, c := range cards {
		out = append(out, c.Name)
	}
	return out
}

// seen finds the card in play called name, as viewer sees it.
func (tb *table) seen(viewer int, name string) InPlayView {
	tb.t.Helper()
	for _, c := range tb.view(viewer).InPlay {
		if c.Name == name {
			return c
		}
	}
	tb.t.Fatalf("%s is not in play: %+v", name, tb.view(viewer).InPlay)
	return InPlayView{}
}

// inPlayNamed is the object in play called name.
func (tb *table) inPlayNamed(name string) ObjID {
	tb.t.Helper()
	for _, id := range tb.s.field() {
		if tb.s.printed(id).Name == name {
			return id
		}
	}
	tb.t.Fatalf("%s is not in play", name)
	return -1
}

// legalCodes are p's options' codes, through Legal and ActionCode.
func (tb *table) legalCodes(p int) []string {
	var out []string
	for _, a := range tb.s.Legal(p, nil) {
		out = append(out, tb.s.ActionCode(p, a))
	}
	return out
}

// hasCode reports whether a code of p's options starts with prefix.
func (tb *table) hasCode(p int, prefix string) bool {
	return slices.ContainsFunc(tb.legalCodes(p), func(c string) bool { return strings.HasPrefix(c, prefix) })
}

// throughCombat declares no (more) blockers and passes in the Action
// Window until combat damage is dealt.
func (tb *table) throughCombat() {
	tb.t.Helper()
	if tb.s.dec.kind == decBlock {
		tb.done(int(tb.s.dec.player))
	}
	for !tb.s.over && tb.s.dec.kind == decPriority {
		tb.do(int(tb.s.dec.player), "pass")
	}
}

// attackCodes goes to combat and lists the attack options, without
// declaring any.
func (tb *table) attackCodes() []string {
	tb.t.Helper()
	tb.toCombat()
	var out []string
	for _, c := range tb.codes() {
		if strings.HasPrefix(c, "attack:") && c != "attack:all" {
			out = append(out, c)
		}
	}
	return out
}

func TestPositionTurn(t *testing.T) {
	tb := fromPosition(t, `{"turn": 7, "players": [
		{"hand": ["Delay"], "deck": ["Benji City Citizen"],
		 "in_play": ["Noah, Calculator", {"card": "Benji City Citizen", "entered_this_turn": true}]},
		{"deck": ["Benji City Citizen", "Benji City Citizen"]}]}`)
	v := tb.view(0)
	if v.Turn != 7 || tb.s.Turn() != 7 {
		t.Fatalf("turn %d (State.Turn %d), want 7", v.Turn, tb.s.Turn())
	}
	// The log begins with the turn, for everyone.
	for viewer, want := range map[int]string{0: "— Turn 7: your turn.", 1: "— Turn 7: Player 1's turn.", -1: "— Turn 7: Player 1's turn."} {
		if e, _ := tb.s.Events(viewer, 0); len(e) != 1 || e[0].Text != want || e[0].Data["turn"] != int32(7) {
			t.Errorf("viewer %d's log: %v, want only %q", viewer, engine.Texts(e), want)
		}
	}
	// Cards in play entered it this turn (7) or an earlier one (6).
	if n, c := tb.seen(1, "Noah, Calculator"), tb.seen(1, "Benji City Citizen"); n.EnteredTurn != 6 || c.EnteredTurn != 7 {
		t.Errorf("entered turns %d and %d, want 6 and 7", n.EnteredTurn, c.EnteredTurn)
	}
	tb.endTurn()
	if v := tb.view(1); v.Turn != 8 || v.Active != 1 {
		t.Errorf("after turn 7 comes turn %d for seat %d; want turn 8 for seat 1", v.Turn, v.Active)
	}
	tb.logged("— Turn 8: Player 2's turn.")
}

func TestPositionActive(t *testing.T) {
	tb := fromPosition(t, `{"turn": 2, "active": 1, "players": [
		{"hand": ["Cook"], "deck": ["Cook"]},
		{"hand": ["Cook"], "deck": ["Cook"]}]}`)
	if v := tb.view(-1); v.Active != 1 || v.Deciding != 1 || v.Question != "Player 2: play a card, use an ability, or go to combat" {
		t.Fatalf("active %d, deciding %d, question %q", v.Active, v.Deciding, v.Question)
	}
	if got := tb.s.Actors().Slice(); !slices.Equal(got, []int{1}) {
		t.Errorf("actors %v, want [1]", got)
	}
	if codes := tb.legalCodes(0); len(codes) != 0 {
		t.Errorf("seat 0 has options on seat 1's turn: %v", codes)
	}
	if !tb.hasCode(1, "play:") || !tb.hasCode(1, "combat") {
		t.Fatalf("seat 1's options: %v", tb.legalCodes(1))
	}
	tb.do(1, "play:")
	tb.passAnswer()
	if c := tb.seen(0, "Food"); c.Controller != 1 {
		t.Errorf("Seat 1's Cook made a Food for seat %d", c.Controller)
	}
}

func TestPositionStepMain(t *testing.T) {
	// The default step: the Main Phase, with the Start and Draw Phases
	// done: nothing is drawn, readied, generated or healed.
	tb := fromPosition(t, `{"turn": 3, "players": [
		{"hand": ["Delay"], "deck": ["Cook", "Cook"], "pool": "?",
		 "in_play": [{"card": "Noah, Calculator", "exhausted": true, "damage": 1}]},
		{"deck": ["Cook"]}]}`)
	v := tb.view(0)
	if v.Step != "main" || v.Deciding != 0 || len(v.Hand) != 1 || v.Players[0].Deck != 2 || len(v.Players[0].Pool) != 1 {
		t.Fatalf("step %q deciding %d, hand %v, deck %d, pool %v", v.Step, v.Deciding, names(v.Hand), v.Players[0].Deck, v.Players[0].Pool)
	}
	if n := tb.seen(0, "Noah, Calculator"); !n.Exhausted || n.Damage != 1 {
		t.Errorf("Noah was readied or healed: %+v", n)
	}
	if !tb.hasCode(0, "combat") {
		t.Errorf("the Main Phase's options: %v", tb.legalCodes(0))
	}
}

func TestPositionStepStart(t *testing.T) {
	// "start": the turn's Start Phase comes first: the active player's
	// cards ready, their characters generate actions and heal, and they
	// draw the top card of their deck.
	tb := fromPosition(t, `{"turn": 4, "active": 1, "step": "start", "players": [
		{"deck": ["Cook"], "in_play": [{"card": "Jordan, Fire Master", "exhausted": true, "damage": 2}]},
		{"deck": ["Targeted Nuke", "Cook"],
		 "in_play": [{"card": "Noah, Calculator", "exhausted": true, "damage": 1}, "Benji City Citizen"]}]}`)
	v := tb.view(1)
	if v.Turn != 4 || v.Active != 1 || v.Step != "main" || v.Deciding != 1 {
		t.Fatalf("turn %d, active %d, step %q, deciding %d", v.Turn, v.Active, v.Step, v.Deciding)
	}
	if got := names(v.Hand); !slices.Equal(got, []string{"Targeted Nuke"}) || v.Players[1].Deck != 1 {
		t.Errorf("seat 1 drew %v and has %d cards left; want Targeted Nuke, the top card, and 1", got, v.Players[1].Deck)
	}
	var pool []string
	for _, a := range v.Players[1].Pool {
		pool = append(pool, a.Type)
	}
	if !slices.Equal(pool, []string{"+", "?"}) {
		t.Errorf("seat 1's pool %v, want [+ ?] from Noah and the Citizen", pool)
	}
	if n := tb.seen(1, "Noah, Calculator"); n.Exhausted || n.Damage != 0 {
		t.Errorf("Noah is not readied and healed: %+v", n)
	}
	if j := tb.seen(1, "Jordan, Fire Master"); !j.Exhausted || j.Damage != 2 {
		t.Errorf("the other player's Jordan changed at seat 1's Start Phase: %+v", j)
	}
	tb.logged("— Turn 4: Player 2's turn.\nPlayer 2 gains a Plus action from Noah, Calculator.")
	tb.logged("Player 2 draws a card.")
	// Turn 1 follows the first-draw option.
	for opt, hand := range map[string]int{"on": 2, "off": 1} {
		tb := fromPosition(t, `{"step": "start", "players": [{"hand": ["Delay"], "deck": ["Cook", "Cook"]}, {"deck": ["Cook"]}]}`, OptFirstDraw+"="+opt)
		if v := tb.view(0); v.Turn != 1 || v.Players[0].HandN != hand {
			t.Errorf("first-draw=%s: turn %d, hand %d; want turn 1, hand %d", opt, v.Turn, v.Players[0].HandN, hand)
		}
	}
}

func TestPositionHealth(t *testing.T) {
	tb := fromPosition(t, `{"turn": 5, "players": [
		{"hand": ["Delay"], "deck": ["Cook"], "in_play": ["Benji, Hero of Benji Island"]},
		{"health": 3, "deck": ["Cook"]}]}`)
	if v := tb.view(-1); v.Players[0].Health != startingLife || v.Players[1].Health != 3 {
		t.Fatalf("Health %d and %d, want 20 and 3", v.Players[0].Health, v.Players[1].Health)
	}
	tb.toCombat()
	tb.do(0, "attack:")
	tb.done(0)
	tb.throughCombat()
	if o := tb.s.Outcome(); !o.Over || !slices.Equal(o.Winners, []int{0}) {
		t.Fatalf("3 damage to a player at 3 Health does not win: %+v", o)
	}
}

func TestPositionHand(t *testing.T) {
	tb := fromPosition(t, `{"players": [
		{"hand": ["Cook", "Delay", "Targeted Nuke"], "deck": ["Cook"]},
		{"hand": ["Scout"], "deck": ["Cook"]}]}`)
	if got := names(tb.view(0).Hand); !slices.Equal(got, []string{"Cook", "Delay", "Targeted Nuke"}) {
		t.Errorf("seat 0 holds %v", got)
	}
	if got := names(tb.view(1).Hand); !slices.Equal(got, []string{"Scout"}) {
		t.Errorf("seat 1 holds %v", got)
	}
	if v := tb.view(-1); len(v.Hand) != 0 || v.Players[0].HandN != 3 || v.Players[1].HandN != 1 {
		t.Errorf("the spectator sees hand %v and counts %d, %d", v.Hand, v.Players[0].HandN, v.Players[1].HandN)
	}
	// Each hand is known to its owner only.
	for p := range 2 {
		for _, id := range tb.s.hand(p) {
			for viewer := engine.Spectator; viewer < 2; viewer++ {
				if tb.s.identifiable(viewer, id) != (viewer == p) {
					t.Errorf("viewer %d knows seat %d's %s: %v", viewer, p, tb.s.name(id), tb.s.identifiable(viewer, id))
				}
			}
		}
	}
	// Cook can be played (no cost), the Nuke cannot (no actions), Delay
	// only answers.
	codes := tb.legalCodes(0)
	if !tb.hasCode(0, "play:") || slices.ContainsFunc(codes, func(c string) bool {
		return strings.HasSuffix(c, ":delay") || strings.HasSuffix(c, ":targeted-nuke")
	}) {
		t.Fatalf("seat 0's options: %v", codes)
	}
	tb.do(0, "play:")
	tb.passAnswer()
	if got := names(tb.view(0).Hand); !slices.Equal(got, []string{"Delay", "Targeted Nuke"}) {
		t.Errorf("after playing Cook seat 0 holds %v", got)
	}
	tb.seen(1, "Food")
}

func TestPositionDeck(t *testing.T) {
	tb := fromPosition(t, `{"turn": 2, "active": 1, "step": "start", "players": [
		{"deck": ["Targeted Nuke", "Cook", "Benji City Citizen"]},
		{"deck": ["Scout", "Delay", "Cook"]}]}`)
	// Seat 1 drew its top card; seat 0's deck is as listed, top first.
	if got := names(tb.view(1).Hand); !slices.Equal(got, []string{"Scout"}) {
		t.Errorf("seat 1 drew %v, not its top card Scout", got)
	}
	deck := tb.s.deck(0)
	var top []string
	for i := len(deck) - 1; i >= 0; i-- {
		top = append(top, tb.s.printed(deck[i]).Name)
	}
	if !slices.Equal(top, []string{"Targeted Nuke", "Cook", "Benji City Citizen"}) {
		t.Errorf("seat 0's deck from the top: %v", top)
	}
	if v := tb.view(-1); v.Players[0].Deck != 3 || v.Players[1].Deck != 2 {
		t.Errorf("decks of %d and %d cards, want 3 and 2", v.Players[0].Deck, v.Players[1].Deck)
	}
	// Nobody knows a card of a deck, its owner included.
	for p := range 2 {
		for _, id := range tb.s.deck(p) {
			for viewer := engine.Spectator; viewer < 2; viewer++ {
				if tb.s.identifiable(viewer, id) {
					t.Errorf("viewer %d knows %s in seat %d's deck", viewer, tb.s.name(id), p)
				}
			}
		}
	}
	// Seat 1 plays on; at seat 0's turn, seat 0 draws Targeted Nuke.
	tb.do(1, "play:")
	tb.passAnswer()
	for tb.s.dec.kind == decLook {
		tb.do(1, tb.codes()[0])
	}
	tb.endTurn()
	if got := names(tb.view(0).Hand); !slices.Equal(got, []string{"Targeted Nuke"}) {
		t.Errorf("seat 0 drew %v, not its top card Targeted Nuke", got)
	}
}

func TestPositionDiscard(t *testing.T) {
	tb := fromPosition(t, `{"players": [
		{"hand": ["Cook"], "deck": ["Cook"], "discard": ["Delay", "Scout"]},
		{"deck": ["Cook"], "discard": ["BS26/13"]}]}`)
	for viewer := engine.Spectator; viewer < 2; viewer++ {
		v := tb.view(viewer)
		if a, b := names(v.Players[0].Discard), names(v.Players[1].Discard); !slices.Equal(a, []string{"Delay", "Scout"}) || !slices.Equal(b, []string{"Targeted Nuke"}) {
			t.Errorf("viewer %d sees the discard piles %v and %v", viewer, a, b)
		}
	}
	// A card played goes on top of the pile (the end of the list).
	tb.do(0, "play:")
	tb.passAnswer()
	if got := names(tb.view(1).Players[0].Discard); !slices.Equal(got, []string{"Delay", "Scout", "Cook"}) {
		t.Errorf("after Cook, seat 0's discard pile is %v", got)
	}
}

func TestPositionPool(t *testing.T) {
	tb := fromPosition(t, `{"players": [
		{"hand": ["Targeted Nuke"], "deck": ["Cook"], "pool": "? ●W",
		 "in_play": ["Benji City Citizen"]},
		{"deck": ["Cook"], "pool": "H V + - ? W", "in_play": ["Noah, Calculator"]}]}`)
	for p, want := range [][]string{{"?", "W", "W"}, {"H", "V", "+", "-", "?", "W"}} {
		var got []string
		for _, a := range tb.view(1 - p).Players[p].Pool {
			got = append(got, a.Type)
			if a.From != 0 {
				t.Errorf("an action from no card names card #%d", a.From)
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("seat %d's pool %v, want %v", p, got, want)
		}
	}
	// Three actions pay Targeted Nuke's ● ● ●.
	if !tb.hasCode(0, "play:") {
		t.Fatalf("Targeted Nuke cannot be played from the pool: %v", tb.legalCodes(0))
	}
	tb.do(0, "play:")
	tb.target(0, tb.inPlayNamed("Noah, Calculator"))
	tb.passAnswer()
	if v := tb.view(0); len(v.Players[0].Pool) != 0 || names(v.Players[1].Discard)[0] != "Noah, Calculator" {
		t.Errorf("after the Nuke: pool %v, seat 1's discard pile %v", v.Players[0].Pool, names(v.Players[1].Discard))
	}
	// Two actions do not.
	tb = fromPosition(t, `{"players": [{"hand": ["Targeted Nuke", "Delay"], "deck": ["Cook"], "pool": "W W"}, {"in_play": ["Noah, Calculator"]}]}`)
	if tb.hasCode(0, "play:") {
		t.Errorf("Targeted Nuke is played from two actions: %v", tb.legalCodes(0))
	}
}

func TestPositionDamage(t *testing.T) {
	tb := fromPosition(t, `{"players": [
		{"hand": ["Delay"], "deck": ["Cook"], "pool": "H", "in_play": ["Benji, Hero of Benji Island"]},
		{"deck": ["Cook"], "in_play": [{"card": "Jordan, Fire Master", "damage": 3}]}]}`)
	if j := tb.seen(-1, "Jordan, Fire Master"); j.Damage != 3 || j.Health != 4 {
		t.Fatalf("Jordan: damage %d, Health %d", j.Damage, j.Health)
	}
	// Justice deals the last point.
	tb.do(0, "use:")
	tb.target(0, tb.inPlayNamed("Jordan, Fire Master"))
	tb.passAnswer()
	if got := names(tb.view(0).Players[1].Discard); !slices.Equal(got, []string{"Jordan, Fire Master"}) {
		t.Errorf("1 more damage does not destroy Jordan: seat 1's discard pile %v", got)
	}
}

func TestPositionCounters(t *testing.T) {
	tb := fromPosition(t, `{"players": [
		{"hand": ["Delay"], "deck": ["Cook"], "in_play": [{"card": "Benji City Citizen", "counters": 2}]},
		{"deck": ["Cook"]}]}`)
	if c := tb.seen(1, "Benji City Citizen"); c.Attack != 3 || c.Health != 3 || c.CounterAttack != 2 || c.CounterHealth != 2 {
		t.Fatalf("a 1/1 with two +1/+1 counters: %+v", c)
	}
	tb.toCombat()
	tb.do(0, "attack:")
	tb.done(0)
	tb.throughCombat()
	if h := tb.view(0).Players[1].Health; h != startingLife-3 {
		t.Errorf("the 3/3 attack leaves %d Health, want %d", h, startingLife-3)
	}
}

func TestPositionExhausted(t *testing.T) {
	tb := fromPosition(t, `{"players": [
		{"hand": ["Delay"], "deck": ["Cook"],
		 "in_play": [{"card": "Noah, Calculator", "exhausted": true}, "Benji City Citizen"]},
		{"deck": ["Cook"], "in_play": [{"card": "Jordan, Fire Master", "exhausted": true}, "Saber, The Star"]}]}`)
	if n, c := tb.seen(1, "Noah, Calculator"), tb.seen(1, "Benji City Citizen"); !n.Exhausted || c.Exhausted {
		t.Fatalf("exhausted: Noah %v, the Citizen %v", n.Exhausted, c.Exhausted)
	}
	citizen := tb.h(tb.inPlayNamed("Benji City Citizen"))
	if got := tb.attackCodes(); !slices.Equal(got, []string{fmt.Sprintf("attack:%d:benji-city-citizen", citizen)}) {
		t.Fatalf("attackers %v: only the ready Citizen may attack", got)
	}
	tb.do(0, "attack:")
	tb.done(0)
	// Seat 1 blocks with the ready Saber only.
	saber := tb.h(tb.inPlayNamed("Saber, The Star"))
	if got := tb.legalCodes(1); !slices.Equal(got, []string{fmt.Sprintf("block:%d:%d", saber, citizen), "done"}) {
		t.Errorf("blocks %v: the exhausted Jordan may not block", got)
	}
	tb.done(1)
	tb.throughCombat()
	// At seat 1's Start Phase its cards ready, seat 0's do not.
	if tb.s.active != 1 {
		t.Fatalf("after combat seat %d is active", tb.s.active)
	}
	if j, n := tb.seen(1, "Jordan, Fire Master"), tb.seen(1, "Noah, Calculator"); j.Exhausted || !n.Exhausted {
		t.Errorf("at seat 1's turn: Jordan exhausted %v, Noah exhausted %v", j.Exhausted, n.Exhausted)
	}
}

func TestPositionEnteredThisTurn(t *testing.T) {
	tb := fromPosition(t, `{"turn": 3, "players": [
		{"hand": ["Delay"], "deck": ["Cook"], "in_play": [
			{"card": "Benji City Citizen", "entered_this_turn": true},
			{"card": "Human", "entered_this_turn": true},
			{"card": "Noah, Calculator", "entered_this_turn": false}]},
		{"deck": ["Cook"]}]}`)
	// In play in the order entered: earlier turns first.
	var order []string
	for _, c := range tb.view(-1).InPlay {
		order = append(order, fmt.Sprintf("%s@%d", c.Name, c.EnteredTurn))
	}
	if !slices.Equal(order, []string{"Noah, Calculator@2", "Benji City Citizen@3", "Human@3"}) {
		t.Errorf("in play: %v", order)
	}
	if !strings.Contains(tb.view(0).Text(), "Benji City Citizen #") || !strings.Contains(tb.view(0).Text(), "· entered play this turn") {
		t.Errorf("the view does not say what entered play this turn:\n%s", tb.view(0).Text())
	}
	// Noah may attack; the Citizen may not (6.1.2); the Human has Speed.
	got := tb.attackCodes()
	want := []string{fmt.Sprintf("attack:%d:human", tb.h(tb.inPlayNamed("Human"))), fmt.Sprintf("attack:%d:noah-calculator", tb.h(tb.inPlayNamed("Noah, Calculator")))}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("attackers %v, want %v", got, want)
	}
}

// Cards are named by id or full name, case aside; an alternate art by its
// own id is shown as printed.
func TestPositionCardsByIDOrName(t *testing.T) {
	tb := fromPosition(t, `{"players": [
		{"hand": ["BS26/28", "benji city citizen", "Benji City Citizen", "bs26/promo-2"], "deck": ["Cook"]},
		{"deck": ["Cook"]}]}`)
	var got []string
	for _, c := range tb.view(0).Hand {
		got = append(got, c.ID+" "+c.Name)
	}
	want := []string{"BS26/28 Benji City Citizen", "BS26/28 Benji City Citizen", "BS26/28 Benji City Citizen", "BS26/PROMO-2 Banana Gem"}
	if !slices.Equal(got, want) {
		t.Errorf("hand %v, want %v", got, want)
	}
}

// A position sets every handle: hidden cards by their places only (each
// deck from the bottom, then each hand), so no handle tells which hidden
// card it is; every handle is distinct and none is 0.
func TestPositionHandles(t *testing.T) {
	a := fromPosition(t, `{"players": [{"hand": ["Cook", "Delay"], "deck": ["Scout", "Cook"]}, {"hand": ["Delay"], "deck": ["Cook", "Scout"]}]}`)
	b := fromPosition(t, `{"players": [{"hand": ["Delay", "Cook"], "deck": ["Cook", "Scout"]}, {"hand": ["Scout"], "deck": ["Delay", "Cook"]}]}`)
	handles := func(s *State) []int32 {
		var out []int32
		for p := range 2 {
			for _, ids := range [][]ObjID{s.deck(p), s.hand(p)} {
				for _, id := range ids {
					out = append(out, int32(s.t.Objs[id].Handle))
				}
			}
		}
		return out
	}
	ha, hb := handles(a.s), handles(b.s)
	if !slices.Equal(ha, hb) {
		t.Errorf("other hidden cards in the same places get other handles: %v and %v", ha, hb)
	}
	seen := map[int32]bool{}
	for _, h := range ha {
		if h == 0 || seen[h] {
			t.Errorf("handle %d is 0 or given twice: %v", h, ha)
		}
		seen[h] = true
	}
}

// Every field Info.Position describes is one the position takes.
func TestPositionInfo(t *testing.T) {
	info := mustGame(t).Info().Position
	for _, field := range []string{"turn", "active", "step", "players", "health", "hand", "deck", "discard", "pool", "in_play",
		"card", "damage", "counters", "exhausted", "entered_this_turn", "main", "start",
		"counter_attack", "counter_health", "entered_turn", "used", "known", "priority", "passes",
		"attacking", "blocking", "blocked", "declare attackers", "declare blockers", "action window"} {
		if !strings.Contains(info, `"`+field+`"`) {
			t.Errorf("Info.Position does not name %q: %s", field, info)
		}
	}
	if _, err := mustGame(t).New(engine.Config{Players: 2, Position: json.RawMessage(`{"no_such_field": 1}`)}); err == nil {
		t.Error("a position with an unknown field is accepted")
	}
	// A null position is none: the game is dealt as usual.
	if st, err := mustGame(t).New(engine.Config{Players: 2, Position: json.RawMessage(`null`)}); err != nil || st.(*State).players[0].life != startingLife || len(st.(*State).deck(0)) == 0 {
		t.Errorf("a null position: %v", err)
	}
}

// Positions that cannot be read, or that the rules could not reach, are
// refused, each problem named by its field.
func TestPositionRefused(t *testing.T) {
	two := func(p0, p1 string) string { return `{"players": [` + p0 + `, ` + p1 + `]}` }
	for _, c := range []struct {
		name, pos string
		cfg       func(*engine.Config)
		want      string
	}{
		{"not JSON", `{"turn": 2`, nil, "position: not JSON: unexpected end of JSON input"},
		{"not an object", `[1, 2]`, nil, "position: must be a JSON object, not a list"},
		{"unknown field", `{"no_such_field": 1, "players": [{}, {}]}`, nil,
			`position: unknown field "no_such_field" (fields: turn, active, step, priority, passes, players)`},
		{"unknown field, case", `{"Turn": 2, "players": [{}, {}]}`, nil,
			`position: unknown field "Turn" (fields: turn, active, step, priority, passes, players); did you mean "turn"?`},
		{"unknown player field", two(`{"life": 5}`, `{}`), nil,
			`position players[0]: unknown field "life" (fields: health, hand, deck, discard, pool, in_play)`},
		{"unknown in-play field", two(`{}`, `{"in_play": [{"card": "Benji City Citizen", "tapped": true}]}`), nil,
			`position players[1].in_play[0]: unknown field "tapped" (fields: card, damage, counters, counter_attack, counter_health, exhausted, entered_this_turn, entered_turn, used, attacking, blocking, blocked)`},
		{"field twice", `{"turn": 2, "turn": 3, "players": [{}, {}]}`, nil, `position: the field "turn" is given twice`},
		{"no players", `{"turn": 2}`, nil, `position: missing field "players" (a list of 2 objects, one per seat)`},
		{"one player", `{"players": [{}]}`, nil, "position players: has 1 entries; a game has 2 players, one entry each"},
		{"players not a list", `{"players": {"0": {}}}`, nil, "position players: must be a list, not an object"},
		{"player not an object", `{"players": [{}, "Player 2"]}`, nil, "position players[1]: must be a JSON object, not a string"},
		{"turn a string", `{"turn": "3", "players": [{}, {}]}`, nil, "position turn: must be a whole number, not a string"},
		{"turn a fraction", `{"turn": 2.5, "players": [{}, {}]}`, nil, "position turn: must be a whole number from 1 to 1000000000, not 2.5"},
		{"turn 0", `{"turn": 0, "players": [{}, {}]}`, nil, "position turn: must be from 1 to 1000000000, not 0"},
		{"active 2", `{"active": 2, "players": [{}, {}]}`, nil, "position active: must be from 0 to 1, not 2"},
		{"step", `{"step": "combat", "players": [{}, {}]}`, nil, `position step: "combat" is not a step a position can start at (start, main, declare attackers, declare blockers, action window)`},
		{"step a number", `{"step": 3, "players": [{}, {}]}`, nil, "position step: must be a string, not a number"},
		{"health 0", two(`{"health": 0}`, `{}`), nil, "position players[0].health: is 0: a player at 0 Health or less has lost the game (1.1)"},
		{"health a string", two(`{"health": "20"}`, `{}`), nil, "position players[0].health: must be a whole number, not a string"},
		{"hand not a list", two(`{"hand": "Cook"}`, `{}`), nil, "position players[0].hand: must be a list, not a string"},
		{"card a number", two(`{"deck": [13]}`, `{}`), nil, "position players[0].deck[0]: must be a card, by its id or name (a string), not a number"},
		{"no such card", two(`{}`, `{"discard": ["Cook", "Cooke"]}`), nil,
			`position players[1].discard[1]: no card is called "Cooke" (did you mean "Cook"?) (cards are named by id, such as BS26/13, or by full name)`},
		{"token in hand", two(`{"hand": ["Food"]}`, `{}`), nil,
			"position players[0].hand[0]: Food is a token: a token is only ever in play, and one that leaves play is removed from the game (6.6.2), so it cannot be in a hand"},
		{"token in deck", two(`{"deck": ["Cook", "BS26/TOKEN-human"]}`, `{}`), nil,
			"position players[0].deck[1]: Human is a token: a token is only ever in play, and one that leaves play is removed from the game (6.6.2), so it cannot be in a deck"},
		{"token in discard", two(`{}`, `{"discard": ["Crystal"]}`), nil,
			"position players[1].discard[0]: Crystal is a token: a token is only ever in play, and one that leaves play is removed from the game (6.6.2), so it cannot be in a discard pile"},
		{"pool", two(`{"pool": "H X"}`, `{}`), nil, `position players[0].pool: "X" is not an action type (H, V, +, -, ?, W)`},
		{"pool a list", two(`{"pool": ["H"]}`, `{}`), nil, "position players[0].pool: must be a string, not a list"},
		{"pool at the start", `{"step": "start", "players": [{}, {"pool": "V"}]}`, nil,
			"position players[1].pool: the Action Pools are empty at the start of a turn: unspent actions are removed at the end of each turn (4.5.2, 9.2.1)"},
		{"in play a number", two(`{"in_play": [7]}`, `{}`), nil,
			`position players[0].in_play[0]: must be a card (its id or name) or an object with "card", not a number`},
		{"in play without card", two(`{"in_play": [{"damage": 1}]}`, `{}`), nil,
			`position players[0].in_play[0]: missing field "card" (the card's id or name)`},
		{"damage a string", two(`{"in_play": [{"card": "Noah, Calculator", "damage": "1"}]}`, `{}`), nil,
			"position players[0].in_play[0].damage: must be a whole number, not a string"},
		{"damage below 0", two(`{"in_play": [{"card": "Noah, Calculator", "damage": -1}]}`, `{}`), nil,
			"position players[0].in_play[0].damage: must be from 0 to 1000000000, not -1"},
		{"exhausted a number", two(`{"in_play": [{"card": "Noah, Calculator", "exhausted": 1}]}`, `{}`), nil,
			"position players[0].in_play[0].exhausted: must be true or false, not a number"},
		{"entered a string", two(`{"in_play": [{"card": "Noah, Calculator", "entered_this_turn": "yes"}]}`, `{}`), nil,
			"position players[0].in_play[0].entered_this_turn: must be true or false, not a string"},
		{"entered at the start", `{"step": "start", "players": [{"in_play": [{"card": "Noah, Calculator", "entered_this_turn": true}]}, {}]}`, nil,
			"position players[0].in_play[0].entered_this_turn: nothing has entered play yet at the start of a turn"},
		{"damage at Health", two(`{"in_play": [{"card": "Noah, Calculator", "damage": 2}]}`, `{}`), nil,
			"position players[0].in_play[0]: Noah, Calculator has 2 damage and 2 Health: a character whose damage reaches its Health is destroyed (6.1.4)"},
		{"damage over Health with a static", two(`{"in_play": ["Benji HQ", "Benji City Citizen", {"card": "Noah, Calculator", "damage": 4, "counters": 1}]}`, `{}`), nil,
			"position players[0].in_play[2]: Noah, Calculator has 4 damage and 4 Health: a character whose damage reaches its Health is destroyed (6.1.4)"},
		{"0 Health", two(`{}`, `{"in_play": ["Pet Rock"]}`), nil,
			"position players[1].in_play[0]: Pet Rock has 0 Health: it would be destroyed at once (6.1.4)"},
		{"damage on an artifact", two(`{"in_play": [{"card": "Banana Gem", "damage": 1}]}`, `{}`), nil,
			"position players[0].in_play[0].damage: Banana Gem is not a character: only characters take damage"},
		{"counters on a location", two(`{"in_play": [{"card": "Benji HQ", "counters": 1}]}`, `{}`), nil,
			"position players[0].in_play[0].counters: Benji HQ is not a character: only characters get +1/+1 counters"},
		{"an action in play", two(`{"in_play": ["Targeted Nuke"]}`, `{}`), nil,
			"position players[0].in_play[0]: Targeted Nuke is an action: actions resolve and go to the discard pile, never into play (6.5.1)"},
		{"two Uniques", two(`{"in_play": ["Benji, Hero of Benji Island", "Benji City Citizen", "Benji, Political Leader"]}`, `{}`), nil,
			"position players[0].in_play[2]: Benji, Political Leader and Benji, Hero of Benji Island (players[0].in_play[0]) are Unique cards with the Basic Name Benji: a player controls only one Unique card of a Basic Name (6.2.2)"},
		{"a Unique and its alternate art", two(`{}`, `{"in_play": ["BS26/3", "BS26/PROMO-8"]}`), nil,
			"position players[1].in_play[1]: Jordan, Fire Master and Jordan, Fire Master (players[1].in_play[0]) are Unique cards with the Basic Name Jordan: a player controls only one Unique card of a Basic Name (6.2.2)"},
		{"two Locations", two(`{"in_play": ["Benji HQ", "Banana City"]}`, `{}`), nil,
			"position players[0].in_play: holds 2 Locations (Benji HQ, Banana City): a player controls only one (6.4.1)"},
		{"decks", two(`{}`, `{}`), func(c *engine.Config) { c.Decks = [][]string{{"Cook"}, {"Cook"}} },
			"position: decks must be left out: a position holds all of each player's cards"},
		{"deal", two(`{}`, `{}`), func(c *engine.Config) { c.Deal = map[string][]string{"first": {"1"}} },
			"position: deal must be left out: a position places every card"},
	} {
		t.Run(c.name, func(t *testing.T) {
			cfg := engine.Config{Players: 2, Position: json.RawMessage(c.pos)}
			if c.cfg != nil {
				c.cfg(&cfg)
			}
			_, err := mustGame(t).New(cfg)
			if err == nil {
				t.Fatalf("accepted: %s", c.pos)
			}
			if err.Error() != c.want {
				t.Errorf("error\n%s\nwant\n%s", err, c.want)
			}
		})
	}
	// The same Unique under each player is fine: each controls one.
	fromPosition(t, two(`{"in_play": ["Benji, Hero of Benji Island"]}`, `{"in_play": ["Benji, Hero of Benji Island"]}`))
}

// Every problem of a position is reported at once, with the rest of the
// configuration's.
func TestPositionEveryProblemAtOnce(t *testing.T) {
	pos := `{"turn": "two", "stepp": "main", "players": [
		{"health": -1, "hand": ["Food", "Nope"], "pool": "HX",
		 "in_play": [{"card": "Benji City Citizen", "damage": 1}, "Benji HQ", "Banana City"]},
		{"in_play": ["Noah, Calculator", {"card": "BS26/PROMO-1", "exhausted": "no"}]}]}`
	_, err := mustGame(t).New(engine.Config{Players: 2, Position: json.RawMessage(pos),
		Options: map[string]string{OptHeal: "some"}, Decks: [][]string{{"Cook"}, {"Cook"}}})
	if err == nil {
		t.Fatal("accepted")
	}
	want := []string{
		`option heal: "some" is not one of yours, all`,
		`position: unknown field "stepp" (fields: turn, active, step, priority, passes, players); did you mean "step"?`,
		`position turn: must be a whole number, not a string`,
		`position players[0].health: is -1: a player at 0 Health or less has lost the game (1.1)`,
		`position players[0].hand[0]: Food is a token: a token is only ever in play, and one that leaves play is removed from the game (6.6.2), so it cannot be in a hand`,
		`position players[0].hand[1]: no card is called "Nope" (cards are named by id, such as BS26/13, or by full name)`,
		`position players[0].pool: "X" is not an action type (H, V, +, -, ?, W)`,
		`position players[1].in_play[1].exhausted: must be true or false, not a string`,
		`position players[0].in_play: holds 2 Locations (Benji HQ, Banana City): a player controls only one (6.4.1)`,
		`position players[1].in_play[1]: Noah, Professor of Nuclear Sciences and Noah, Calculator (players[1].in_play[0]) are Unique cards with the Basic Name Noah: a player controls only one Unique card of a Basic Name (6.2.2)`,
		`position: decks must be left out: a position holds all of each player's cards`,
		`position players[0].in_play[0]: Benji City Citizen has 1 damage and 1 Health: a character whose damage reaches its Health is destroyed (6.1.4)`,
	}
	got := strings.Split(err.Error(), "\n")
	if !slices.Equal(got, want) {
		t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// puzzle is a lethal-in-one-turn puzzle. Player 2 is at 4 Health with
// Jordan (3/4, Reach) ready to block and Baby Stoplight (Reach) exhausted.
// Player 1 has Benji, Political Leader (4/3, Flying), a Citizen that
// entered play this turn, W W W, and Targeted Nuke (● ● ●: 5 damage to a
// character). The only win: Nuke Jordan in the Main Phase, then attack
// with Benji. Nuking in the Action Window is too late (the attacker stays
// blocked), and Rally exhausts Benji.
const puzzle = `{
	"turn": 6, "active": 0, "step": "main",
	"players": [
		{"health": 9, "hand": ["Targeted Nuke"], "deck": ["Benji City Citizen", "Cook"], "pool": "W W W",
		 "in_play": ["Benji, Political Leader", {"card": "Benji City Citizen", "entered_this_turn": true}]},
		{"health": 4, "deck": ["Cook", "Cook"], "discard": ["Delay"],
		 "in_play": ["Jordan, Fire Master", {"card": "Baby Stoplight, Laser Master", "exhausted": true}]}
	]}`

// forcedWin reports whether seat 0 can win before the turn ends whatever
// seat 1 does: some option of seat 0's wins, every option of seat 1's
// does. It counts the positions it looked at in *n.
func forcedWin(s engine.State, turn int, n *int) bool {
	*n++
	if s.Terminal() {
		return slices.Equal(s.Outcome().Winners, []int{0})
	}
	if s.Turn() != turn {
		return false
	}
	p := s.Actors().First()
	for _, a := range s.Legal(p, nil) {
		next := s.Clone()
		if err := next.Apply(p, a); err != nil {
			panic(err)
		}
		if win := forcedWin(next, turn, n); win == (p == 0) {
			return win
		}
	}
	return p != 0
}

// A puzzle from a position: of Player 1's first options only playing
// Targeted Nuke wins by force, and of its targets only Jordan; that line,
// played through Apply, wins; and the other lines do not.
func TestPositionPuzzleLethalInOneTurn(t *testing.T) {
	tb := fromPosition(t, puzzle)
	s := tb.s
	n := 0
	var winning []string
	for _, a := range s.Legal(0, nil) {
		next := s.Clone()
		if err := next.Apply(0, a); err != nil {
			t.Fatal(err)
		}
		if forcedWin(next, 6, &n) {
			winning = append(winning, s.ActionCode(0, a))
		}
	}
	nuke := fmt.Sprintf("play:%d:targeted-nuke", tb.s.t.Objs[s.hand(0)[0]].Handle)
	if !slices.Equal(winning, []string{nuke}) {
		t.Fatalf("the winning first moves are %v, want only %s (of %v)", winning, nuke, tb.legalCodes(0))
	}
	tb.do(0, nuke)
	jordan, benji := tb.inPlayNamed("Jordan, Fire Master"), tb.inPlayNamed("Benji, Political Leader")
	var targets []string
	for _, a := range s.Legal(0, nil) {
		next := s.Clone()
		next.Apply(0, a)
		if forcedWin(next, 6, &n) {
			targets = append(targets, s.ActionCode(0, a))
		}
	}
	if want := fmt.Sprintf("target:%d:jordan-fire-master", tb.h(jordan)); !slices.Equal(targets, []string{want}) {
		t.Fatalf("the winning targets are %v, want only %s", targets, want)
	}
	t.Logf("%d positions searched", n)
	// The line itself: Jordan goes; Benji attacks; nothing can block him.
	tb.target(0, jordan)
	tb.passAnswer()
	tb.toCombat()
	if got := tb.codes(); !slices.Equal(got, []string{fmt.Sprintf("attack:%d:benji-political-leader", tb.h(benji)), "done"}) {
		t.Fatalf("attackers: %v", got)
	}
	tb.do(0, "attack:")
	tb.done(0)
	tb.throughCombat()
	if o := s.Outcome(); !o.Over || !slices.Equal(o.Winners, []int{0}) || o.Summary != "Player 2 falls to 0 Health: Player 1 wins." {
		t.Fatalf("the winning line does not win: %+v", o)
	}
	// Attacking first fails: Jordan blocks, and the Nuke in the Action
	// Window leaves Benji blocked.
	tb = fromPosition(t, puzzle)
	tb.toCombat()
	tb.do(0, "attack:")
	tb.done(0)
	tb.do(1, fmt.Sprintf("block:%d:", tb.h(tb.inPlayNamed("Jordan, Fire Master"))))
	tb.done(1)
	tb.do(0, "play:")
	tb.target(0, tb.inPlayNamed("Jordan, Fire Master"))
	tb.passAnswer()
	tb.throughCombat()
	if v := tb.view(0); tb.s.over || v.Players[1].Health != 4 || v.Turn != 7 {
		t.Errorf("attacking before the Nuke: over %v, Health %d, turn %d", tb.s.over, v.Players[1].Health, v.Turn)
	}
}

// A game from a position replays: engine.NewReplay records the position
// in the configuration, and Replay.Run, from JSON, ends where the game did,
// to every viewer.
func TestPositionReplays(t *testing.T) {
	g := mustGame(t)
	reg := &engine.Registry{}
	reg.Register(g)
	pos := `{"turn": 3, "active": 1, "step": "start", "players": [
		{"health": 11, "hand": ["Delay", "Scout", "Cook"], "deck": ["9:01 News", "Cook", "Benji City Citizen", "Delay", "Scout", "Robbery", "Militia", "Benji City Citizen"],
		 "discard": ["Cook"], "in_play": ["Benji, Hero of Benji Island", {"card": "Noah, Calculator", "damage": 1, "counters": 1}]},
		{"health": 8, "hand": ["Targeted Nuke", "Benji Alert"], "deck": ["Delay", "Jean, Original Hero", "Dave, Original Hero", "Scout", "Cook", "Risk Taking", "Benji City Citizen"],
		 "in_play": [{"card": "Jordan, Fire Master", "exhausted": true}, "Food", "Benji HQ"]}]}`
	for seed := uint64(1); seed <= 6; seed++ {
		st, err := g.New(engine.Config{Players: 2, Seed: seed, Position: json.RawMessage(pos)})
		if err != nil {
			t.Fatal(err)
		}
		rec := engine.NewReplay(st)
		rng := engine.NewRNG(seed)
		for n := 0; n < 400 && !st.Terminal(); n++ {
			p := st.Actors().First()
			legal := st.Legal(p, nil)
			if err := rec.Apply(st, p, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		data, err := json.Marshal(rec)
		if err != nil {
			t.Fatal(err)
		}
		var back engine.Replay
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), `"position":`) || len(back.Config.Decks) != 0 {
			t.Fatalf("seed %d: the replay does not hold the position alone: %.300s", seed, data)
		}
		got, err := back.Run(reg)
		if err != nil {
			t.Fatalf("seed %d: the replay does not run: %v", seed, err)
		}
		if a, b := seenByAll(t, got), seenByAll(t, st); a != b {
			t.Fatalf("seed %d: the replay ends elsewhere:\n%s\n---\n%s", seed, a, b)
		}
	}
}

// seenByAll is everything every seat and the spectator see: views, logs
// and options.
func seenByAll(t *testing.T, s engine.State) string {
	t.Helper()
	var b strings.Builder
	for viewer := engine.Spectator; viewer < 2; viewer++ {
		v, err := json.Marshal(s.View(viewer))
		if err != nil {
			t.Fatal(err)
		}
		e, next := s.Events(viewer, 0)
		fmt.Fprintf(&b, "%s\n%s\n%d\n", v, strings.Join(engine.Texts(e), "\n"), next)
		if viewer >= 0 {
			for _, a := range s.Legal(viewer, nil) {
				fmt.Fprintf(&b, "%s %s\n", s.ActionCode(viewer, a), s.ActionLabel(viewer, a))
			}
		}
	}
	return b.String()
}

// worldsPosition has hidden cards on both sides, and cards that tell a
// player about hidden ones when played (Scout, 9:01 News, Delay, Benji
// Alert).
const worldsPosition = `{"turn": 4, "active": 0, "step": "start", "players": [
	{"health": 12, "hand": ["Delay", "Scout"], "deck": ["9:01 News", "Cook", "Benji City Citizen", "Delay", "Scout", "Robbery", "Militia", "Benji City Citizen", "Cook", "Benji, Hero of Benji Island"],
	 "discard": ["Cook"], "in_play": ["Benji City Citizen", {"card": "Noah, Calculator", "damage": 1}]},
	{"health": 10, "hand": ["Benji Alert", "Delay", "Targeted Nuke"], "deck": ["Delay", "Jean, Original Hero", "Scout", "Cook", "Risk Taking", "Benji City Citizen", "9:01 News", "Dave, Original Hero", "Cook"],
	 "in_play": [{"card": "Zach, Rock Fighter", "exhausted": true}, "Food"]}]}`

// Sampled worlds from a position keep what each player knows: at the
// start, their own hand and nothing of the decks or of the other hand;
// later, what they have seen happen (knowledge_test.go's model of it,
// read from each player's log alone).
func TestPositionWorldsKeepWhatEachPlayerKnows(t *testing.T) {
	g := mustGame(t)
	games := 20
	if testing.Short() {
		games = 5
	}
	redealt := 0 // worlds in which the other player's hand is not the real one
	known := 0   // hidden cards a player knows, met along the games
	for seed := uint64(1); seed <= uint64(games); seed++ {
		st, err := g.New(engine.Config{Players: 2, Seed: seed, Position: json.RawMessage(worldsPosition)})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		// Before anything happens: the world keeps everything public and
		// the player's own hand, and re-deals the other's hand and deck.
		// (The Start Phase has run: seat 0 drew a card everyone saw go
		// into their hand from an unknown deck.)
		for p := range 2 {
			rng := engine.NewRNG(seed)
			w := s.Determinize(p, &rng).(*State)
			for _, id := range s.hand(p) {
				if w.printed(id) != s.printed(id) {
					t.Fatalf("seed %d: a world for seat %d changes its own hand", seed, p)
				}
			}
			if wv, sv := viewJSON(t, w, p), viewJSON(t, s, p); wv != sv {
				t.Fatalf("seed %d: a world for seat %d looks different to it:\n%s\n%s", seed, p, wv, sv)
			}
			for _, id := range s.hand(1 - p) {
				if w.printed(id) != s.printed(id) {
					redealt++
					break
				}
			}
		}
		sizes := [2]int{10, 9}
		models := []*seenBy{newSeenBy(0, sizes), newSeenBy(1, sizes), newSeenBy(engine.Spectator, sizes)}
		rng := engine.NewRNG(seed * 31)
		worlds := engine.NewRNG(seed)
		for n := 0; !s.Terminal() && n < 600; n++ {
			what := fmt.Sprintf("seed %d decision %d", seed, n)
			for _, m := range models {
				m.read(t, s, what)
				m.check(t, s, &worlds, what)
				for q := range 2 {
					known += len(m.hand[q]) + len(slices.DeleteFunc(slices.Clone(m.deck[q]), func(id string) bool { return id == "" }))
				}
			}
			p := s.Actors().First()
			legal := s.Legal(p, nil)
			if err := s.Apply(p, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if redealt == 0 || known == 0 {
		t.Errorf("the games never re-deal the other player's hand (%d) or meet a known hidden card (%d)", redealt, known)
	}
}

// A world sampled for a player from a position depends only on what that
// player may see: two positions that differ only in the other player's
// hidden cards (which of their cards is in the hand and which where in the
// deck) give the same world.
func TestPositionWorldsDependOnlyOnWhatThePlayerSees(t *testing.T) {
	a := strings.Replace(worldsPosition, `"hand": ["Benji Alert", "Delay", "Targeted Nuke"], "deck": ["Delay", "Jean, Original Hero"`,
		`"hand": ["Jean, Original Hero", "Cook", "Delay"], "deck": ["Targeted Nuke", "Delay"`, 1)
	a = strings.Replace(a, `"Risk Taking", "Benji City Citizen", "9:01 News", "Dave, Original Hero", "Cook"]`,
		`"Risk Taking", "Benji City Citizen", "9:01 News", "Dave, Original Hero", "Benji Alert"]`, 1)
	if a == worldsPosition {
		t.Fatal("the positions are the same")
	}
	g := mustGame(t)
	for seed := uint64(1); seed <= 5; seed++ {
		var worlds []string
		for _, pos := range []string{worldsPosition, a} {
			st, err := g.New(engine.Config{Players: 2, Seed: 9, Position: json.RawMessage(pos)})
			if err != nil {
				t.Fatal(err)
			}
			if got := ownedCards(st.(*State), 1); len(got) != 13 {
				t.Fatalf("seat 1 has %d cards", len(got))
			}
			rng := engine.NewRNG(seed)
			worlds = append(worlds, seenByAll(t, st.Determinize(0, &rng)))
		}
		if worlds[0] != worlds[1] {
			t.Fatalf("seed %d: the worlds differ:\n%s\n---\n%s", seed, worlds[0], worlds[1])
		}
	}
}
