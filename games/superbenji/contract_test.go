package superbenji

// Tests of the engine contract as Super Benji keeps it: handles for hidden
// cards, actions that name their option, one option for cards alike,
// labels that tell copies apart, whole payments in one question, no
// question with one answer, the view's text and JSON, the catalog, the
// log's data, and decks beyond what old object ids could number.

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/kit"
)

// labelsOf lists the current options as "code: label".
func (tb *table) labelsOf() []string {
	tb.s.stale()
	var out []string
	for _, a := range tb.s.Legal(int(tb.s.dec.player), nil) {
		out = append(out, tb.s.ActionCode(int(tb.s.dec.player), a)+": "+tb.s.ActionLabel(int(tb.s.dec.player), a))
	}
	return out
}

// Handles: a card gets a handle no card had before whenever it enters a
// hidden zone, and every card of a shuffled deck does; so nothing links a
// card to the handle it had before.
func TestHandlesAreReissuedForHiddenZones(t *testing.T) {
	tb := newTable(t)
	s := tb.s
	used := map[kit.Handle]bool{}
	for i := range s.objs {
		used[s.t.Objs[i].Handle] = true
	}
	fresh := func(what string, ids []ObjID) {
		t.Helper()
		for _, id := range ids {
			if used[s.t.Objs[id].Handle] {
				t.Errorf("%s: %s keeps handle %d, which a card had before", what, s.name(id), s.t.Objs[id].Handle)
			}
			used[s.t.Objs[id].Handle] = true
		}
	}
	tb.endTurn() // Player 2 draws
	fresh("drawn", s.hand(1))
	before := slices.Clone(s.deck(0))
	s.shuffleDeck(0, 0)
	fresh("shuffled", s.deck(0))
	for _, id := range before {
		if s.t.Objs[id].Known != 0 {
			t.Errorf("a shuffled card is still known: %v", s.t.Objs[id].Known)
		}
	}
	// A card played is public and keeps its handle; answered, it goes back
	// on top of its deck with a new one, known to both.
	tb.endTurn()
	nuke := tb.inHand(0, "Targeted Nuke")
	tb.inPlay(1, "Benji City Citizen")
	delay := tb.inHand(1, "Delay")
	tb.pool(0, "W W W")
	h := tb.h(nuke)
	tb.play(0, nuke)
	if tb.h(nuke) != h {
		t.Errorf("a card played from hand changed its handle")
	}
	tb.do(1, fmt.Sprintf("counter:%d:", tb.h(delay)))
	tb.passAnswer()
	fresh("put back", []ObjID{nuke})
	if s.t.Objs[nuke].Known != engine.AllPlayers(2) {
		t.Errorf("the Nuke put back on the deck is known to %b, want both", s.t.Objs[nuke].Known)
	}
}

// Codes, labels, views and log data name cards by handle, never by object
// id: an object id follows the deck lists, so it would tell which card an
// object is. The view's cards carry handles only.
func TestPlayersReceiveHandlesNotObjectIDs(t *testing.T) {
	g := mustGame(t)
	for seed := uint64(1); seed <= 10; seed++ {
		playRandom(t, g, seed, func(s *State) {
			p := int(s.dec.player)
			handles := map[int]bool{}
			for i := range s.objs {
				handles[int(s.t.Objs[i].Handle)] = true
			}
			for _, viewer := range []int{0, 1, engine.Spectator} {
				js := viewJSON(t, s, viewer)
				if strings.Contains(js, `"obj"`) {
					t.Fatalf("seed %d: a view names object ids: %s", seed, js)
				}
				entries, _ := s.Events(viewer, 0)
				data, _ := json.Marshal(entries)
				if strings.Contains(string(data), `"obj"`) {
					t.Fatalf("seed %d: the log names object ids", seed)
				}
			}
			for _, c := range viewOf(s, p).InPlay {
				if !handles[c.Handle] || c.Handle == 0 {
					t.Fatalf("seed %d: a card in play is shown with %d, no card's handle", seed, c.Handle)
				}
			}
		})
	}
}

// An action names its option, so it means the same after other choices
// were made, and one that is no longer an option is refused with a reason
// and changes nothing.
func TestStaleActionsAreRefused(t *testing.T) {
	tb := newTable(t)
	benji := tb.inPlay(0, "Benji, Hero of Benji Island")
	a := tb.inHand(0, "Benji City Citizen")
	b := tb.inHand(0, "Noah, Calculator")
	tb.pool(0, "H")
	legal := tb.s.Legal(0, nil)
	var playNoah, useJustice engine.Action
	for _, x := range legal {
		switch tb.s.ActionCode(0, x) {
		case fmt.Sprintf("play:%d:noah-calculator", tb.h(b)):
			playNoah = x
		case fmt.Sprintf("use:%d:0:benji-hero-of-benji-island", tb.h(benji)):
			useJustice = x
		}
	}
	if playNoah == 0 || useJustice == 0 {
		t.Fatalf("options %v", tb.codes())
	}
	tb.play(0, a) // another option first: Noah's action still names Noah
	if err := tb.s.Apply(0, playNoah); err != nil || tb.zoneOf(b) != inPlay {
		t.Fatalf("playing Noah after the Citizen: %v, zone %d", err, tb.zoneOf(b))
	}
	tb.use(0, benji, 0)
	tb.targetPlayer(0, 1)
	checkRefused(t, tb.s, 0, useJustice, "is not one of the")
}

// Cards alike to the chooser are one option: three alike Citizens may
// block the one attacker, which is one choice (the old options offered it
// three times, with one label), and two alike Human tokens are one target.
func TestAlikeCardsAreOneOption(t *testing.T) {
	tb := newTable(t)
	attacker := tb.inPlay(0, "Benji City Citizen")
	blocker := tb.inPlay(1, "Benji City Citizen")
	tb.inPlay(1, "Benji City Citizen")
	tb.inPlay(1, "Benji City Citizen")
	tb.attackWith(attacker)
	want := []string{
		fmt.Sprintf("block:%d:%d: Block Benji City Citizen (Player 1's) with Benji City Citizen (yours)", tb.h(blocker), tb.h(attacker)),
		"done: Do not block",
	}
	if got := tb.labelsOf(); !slices.Equal(got, want) {
		t.Errorf("block options:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}

	tb = newTable(t)
	benji := tb.inPlay(0, "Benji, Hero of Benji Island")
	h1 := tb.inPlay(1, "Human")
	tb.inPlay(1, "Human")
	tb.pool(0, "H")
	tb.use(0, benji, 0)
	want = []string{
		"target:player0: Target yourself (Player 1)",
		"target:player1: Target Player 2",
		fmt.Sprintf("target:%d:benji-hero-of-benji-island: Target Benji, Hero of Benji Island (yours)", tb.h(benji)),
		fmt.Sprintf("target:%d:human: Target Human (Player 2's)", tb.h(h1)),
	}
	if got := tb.labelsOf(); !slices.Equal(got, want) {
		t.Errorf("targets:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// Where copies differ, labels say how; only copies that differ in nothing
// a label shows fall back to their places in their zone, never to their
// handles.
func TestLabelsTellCopiesApart(t *testing.T) {
	tb := newTable(t)
	benji := tb.inPlay(0, "Benji, Hero of Benji Island")
	h1 := tb.inPlay(1, "Human")
	h2 := tb.inPlay(1, "Human")
	h3 := tb.inPlay(1, "Human")
	tb.s.objs[h2].damage = 0
	tb.s.objs[h2].exhausted = true
	tb.s.objs[h3].counterA, tb.s.objs[h3].counterH = 1, 1
	tb.pool(0, "H")
	tb.use(0, benji, 0)
	got := strings.Join(tb.labelsOf(), "\n")
	for _, want := range []string{
		fmt.Sprintf("target:%d:human: Target Human (Player 2's, 1/1 speed, no counters, ready)", tb.h(h1)),
		fmt.Sprintf("target:%d:human: Target Human (Player 2's, 1/1 speed, no counters, exhausted)", tb.h(h2)),
		fmt.Sprintf("target:%d:human: Target Human (Player 2's, 2/2 speed, +1/+1 counters, ready)", tb.h(h3)),
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the labels do not say %q:\n%s", want, got)
		}
	}

	// Two Humans that differ only in how long a change lasts.
	tb = newTable(t)
	benji = tb.inPlay(0, "Benji, Hero of Benji Island")
	h1 = tb.inPlay(1, "Human")
	h2 = tb.inPlay(1, "Human")
	tb.s.mods = append(tb.s.mods,
		kit.Modifier{Obj: h1, Until: UntilEndOfTurn, Source: -1},
		kit.Modifier{Obj: h2, Until: UntilStartOfYourNextTurn, Source: -1})
	tb.pool(0, "H")
	tb.use(0, benji, 0)
	got = strings.Join(tb.labelsOf(), "\n")
	for k, id := range []ObjID{h1, h2} {
		if want := fmt.Sprintf("target:%d:human: Target Human (Player 2's, %s of 2 in play)", tb.h(id), []string{"1st", "2nd"}[k]); !strings.Contains(got, want) {
			t.Errorf("the labels do not say %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "#") {
		t.Errorf("a label shows a handle:\n%s", got)
	}
}

// A cost paid one way only is paid without a question (Targeted Nuke's
// ● ● ● from exactly three actions: the old game asked about each ●); paid
// several ways, it is one question whose options are the whole payments.
func TestCostsAskOneQuestionOfWholePayments(t *testing.T) {
	tb := newTable(t)
	nuke := tb.inHand(0, "Targeted Nuke")
	victim := tb.inPlay(1, "Dr. Banana, Evil Mastermind")
	tb.pool(0, "H V +")
	tb.play(0, nuke)
	tb.target(0, victim)
	if tb.s.dec.kind == decPay || tb.poolText(0) != "" || tb.zoneOf(victim) != inDiscard {
		t.Fatalf("paying ● ● ● from H V + asked %v, or did not pay (pool %q)", tb.codes(), tb.poolText(0))
	}

	tb = newTable(t)
	nuke = tb.inHand(0, "Targeted Nuke")
	tb.inPlay(1, "Dr. Banana, Evil Mastermind")
	tb.pool(0, "H V + W")
	tb.play(0, nuke)
	tb.expect(decPay, 0)
	want := []string{
		"pay:H,V,+: Pay with Hero, Villain and Plus (leaves Wild)",
		"pay:H,V,W: Pay with Hero, Villain and Wild (leaves Plus)",
		"pay:H,+,W: Pay with Hero, Plus and Wild (leaves Villain)",
		"pay:V,+,W: Pay with Villain, Plus and Wild (leaves Hero)",
	}
	if got := tb.labelsOf(); !slices.Equal(got, want) {
		t.Fatalf("payments:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	tb.doCode(0, "pay:H,V,W")
	if tb.poolText(0) != "+" || tb.s.dec.kind == decPay {
		t.Errorf("after paying H V W the pool is %q and the decision %d", tb.poolText(0), tb.s.dec.kind)
	}
}

// The game asks no question that has one answer, except where being asked
// must not tell the other player about hidden cards: a Main Phase or an
// Action Window with cards in hand, answering a card from hand, a deck
// search, placing cards looked at.
func TestNoQuestionWithOneAnswer(t *testing.T) {
	g := mustGame(t)
	kinds := map[decKind]int{}
	for seed := uint64(1); seed <= 100; seed++ {
		playRandom(t, g, seed, func(s *State) {
			n := len(s.options())
			d := s.dec
			kinds[d.kind]++
			switch {
			case n > 1:
			case d.kind == decCounter || d.kind == decSearch || d.kind == decLook:
			case (d.kind == decMain || d.kind == decPriority) && len(s.hand(int(d.player))) > 0:
			default:
				t.Fatalf("seed %d: %s is asked question %d with one answer: %v", seed, playerName(int(d.player)), d.kind, s.labels())
			}
		})
	}
	if kinds[decCounter] == 0 || kinds[decPay] == 0 || kinds[decBlock] == 0 {
		t.Errorf("the games did not reach the questions the test is about: %v", kinds)
	}
}

// The view's text lists cards one a line with a stat line, never joined
// by commas (card names hold commas), and explains the action symbols
// wherever pools are shown. Its JSON has every field, [] for empty lists.
func TestViewTextAndJSON(t *testing.T) {
	tb := newTable(t)
	tb.inHand(0, "Benji, Hero of Benji Island")
	tb.inHand(0, "Targeted Nuke")
	tb.inPlay(0, "Jordan, Fire Master")
	tb.pool(0, "H W")
	text := viewOf(tb.s, 0).Text()
	for _, want := range []string{
		"        Benji, Hero of Benji Island #",
		" · Character · Actions H H · 3/3 · Flying Speed · Unique\n",
		"        Targeted Nuke #",
		" · Fast action · Cost ● ● ●\n",
		"      Jordan, Fire Master #",
		"pool [H ●]",
		"actions: H Hero · V Villain · + Plus · - Minus · ? Misc · ● Wild",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the text view does not say %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "Island, ") || strings.Contains(text, "Nuke, ") {
		t.Errorf("the text view joins cards with commas:\n%s", text)
	}
	js := viewJSON(t, tb.s, engine.Spectator)
	for _, key := range []string{`"hand":[]`, `"playing":[]`, `"looking":[]`, `"damage":0`, `"exhausted":false`, `"blocking":0`, `"keywords":["reach","vigilance"]`, `"question":"Player 1: play a card, use an ability, or go to combat"`} {
		if !strings.Contains(js, key) {
			t.Errorf("the spectator's view lacks %s: %s", key, js)
		}
	}
}

// The catalog lists every card with a stat line and its whole text, one
// ability a line, written from the card's definition.
func TestCatalog(t *testing.T) {
	g := mustGame(t)
	cat := g.Catalog()
	if len(cat) != len(g.set.cards) {
		t.Fatalf("%d cards in the catalog, %d in the set", len(cat), len(g.set.cards))
	}
	byID := map[string]engine.CardInfo{}
	for _, c := range cat {
		if c.ID == "" || c.Name == "" || c.Type == "" || c.Stats == "" || c.Text == "" {
			t.Errorf("a catalog entry lacks something: %+v", c)
		}
		byID[c.ID] = c
	}
	for id, want := range map[string][]string{
		"BS26/1":       {"Unique Character — Human Hero", "Actions: H H", "Flying", "Speed", "H: Justice — Deal 1 damage to any player or character.", "3/3"},
		"BS26/13":      {"Action (fast) · Cost: ● ● ●", "Deal 5 damage to target character."},
		"BS26/43":      {"Play this card when an opponent plays a card from their hand: that card goes back to the top of its owner's deck instead of resolving."},
		"BS26/PROMO-8": {"+ - and exhaust this character: Fireball", "Deal 1 damage to up to 3 target characters."},
	} {
		lines := strings.Split(byID[id].Text, "\n")
		for _, w := range want {
			found := false
			for _, l := range lines {
				found = found || strings.Contains(l, w)
			}
			if !found {
				t.Errorf("%s's text has no line with %q:\n%s", id, w, byID[id].Text)
			}
		}
	}
	if got := byID["BS26/1"].Stats; got != "Character · Actions H H · 3/3 · Flying Speed · Unique" {
		t.Errorf("Benji's stat line is %q", got)
	}
}

// OptionCards names the cards an option is about, as catalog ids.
func TestOptionCards(t *testing.T) {
	tb := newTable(t)
	a := tb.inPlay(0, "Benji City Citizen")
	tb.inPlay(1, "Jordan, Fire Master")
	tb.attackWith(a)
	for _, x := range tb.s.Legal(1, nil) {
		code := tb.s.ActionCode(1, x)
		got := tb.s.OptionCards(1, x)
		switch {
		case strings.HasPrefix(code, "block:") && !slices.Equal(got, []string{"BS26/28", "BS26/3"}):
			t.Errorf("%s is about %v, want the attacking Citizen, then Jordan", code, got)
		case code == "done" && len(got) != 0:
			t.Errorf("done is about %v", got)
		}
	}
	if got := tb.s.OptionCards(0, 12345); len(got) != 0 {
		t.Errorf("a non-option is about %v", got)
	}
}

// Decks of more cards than an int16 can number (the old object ids and
// targets): a game with 2 x 20,000 cards deals and plays; decks beyond the
// limit are refused with a clear error.
func TestDecksBeyondInt16(t *testing.T) {
	g := mustGame(t)
	deck := func(n int) []string {
		d := make([]string, n)
		for i := range d {
			d[i] = "Benji City Citizen"
		}
		d[n-1] = "Targeted Nuke"
		return d
	}
	st, err := g.New(engine.Config{Players: 2, Seed: 3, NoLog: true, Decks: [][]string{deck(20_000), deck(20_000)}})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	rng := engine.NewRNG(3)
	for range 300 {
		if s.Terminal() {
			break
		}
		p := s.Actors().First()
		legal := s.Legal(p, nil)
		if err := s.Apply(p, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
		w := s.Determinize(p, &rng)
		if viewJSON(t, w, p) != viewJSON(t, s, p) {
			t.Fatal("a world of a huge game looks different")
		}
	}
	if err := conserved(s); err != nil {
		t.Fatal(err)
	}
	_, err = g.New(engine.Config{Players: 2, Seed: 3, Decks: [][]string{deck(maxCards), deck(1)}})
	if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("a game holds at most %d", maxCards)) {
		t.Errorf("decks beyond the limit: %v", err)
	}
}
