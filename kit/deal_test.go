package kit

import (
	"strings"
	"testing"

	"omnideck/engine"
)

// lookupDigits finds the cards "0" to "9" of newTwoPlayers' decks.
func lookupDigits(text string) (CardID, string, bool) {
	if len(text) != 1 || text[0] < '0' || text[0] > '9' {
		return 0, "", false
	}
	return CardID(text[0] - '0'), "card " + text, true
}

func TestResolveDecks(t *testing.T) {
	decks, err := ResolveDecks([][]string{{"1", "2"}, {"3"}}, lookupDigits, 10)
	if err != nil || len(decks) != 2 || decks[0][1] != 2 || decks[1][0] != 3 {
		t.Fatalf("decks %v, error %v", decks, err)
	}
	_, err = ResolveDecks([][]string{{"1", "x"}, {}}, lookupDigits, 10)
	if err == nil || !strings.Contains(err.Error(), `no card "x"`) || !strings.Contains(err.Error(), "deck 1 is empty") {
		t.Errorf("every problem at once: %v", err)
	}
	if _, err := ResolveDecks([][]string{{"1", "2"}, {"3"}}, lookupDigits, 2); err == nil {
		t.Error("3 cards pass a limit of 2")
	}
}

func TestStackDeal(t *testing.T) {
	tp := newTwoPlayers()
	deck := func(p int) ZoneID { return tp.deck[p] }
	deal := map[string][]string{"deck.0": {"7"}, "hand.0": {"4", "5"}, "first": {"0"}}
	if err := StackDeal(&tp.t, deal, 2, 3, deck, lookupDigits, "first"); err != nil {
		t.Fatal(err)
	}
	var got []CardID
	for range 3 {
		got = append(got, tp.t.Objs[tp.draw(0)].Card)
	}
	if got[0] != 4 || got[1] != 5 || got[2] != 7 {
		t.Errorf("drawn %v, want the hand (4, 5) then the deck's top (7)", got)
	}
	bad := map[string][]string{"deck.2": {"1"}, "hand.1": {"1", "2", "3", "4"}, "deck.0": {"1", "1", "x"}}
	err := StackDeal(&tp.t, bad, 2, 3, deck, lookupDigits)
	for _, want := range []string{`no zone "deck.2"`, "an opening hand has 3", `no card "x"`, "listed more often"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("the error does not say %q: %v", want, err)
		}
	}
	if zones := DealZones(5); len(zones) != 2 || !strings.Contains(zones[0].Summary, "the first 5 cards listed are the opening hand") ||
		!strings.Contains(zones[1].Summary, "exactly, when it lists 5 cards") {
		t.Errorf("deal zones %v", zones)
	}
}

func TestConserved(t *testing.T) {
	tp := newTwoPlayers()
	name := func(id ObjID) string { return "card" }
	if err := tp.t.Conserved(name); err != nil {
		t.Fatal(err)
	}
	id := tp.draw(1)
	tp.t.Zones[tp.hand[0]].Cards = append(tp.t.Zones[tp.hand[0]].Cards, id)
	if err := tp.t.Conserved(name); err == nil {
		t.Error("a card listed in two hands passes")
	}
}

func TestJournal(t *testing.T) {
	tp := newTwoPlayers()
	j := NewJournal(false)
	id := tp.draw(0)
	j.Add(3, 0, j.Ref(&tp.t, id), 7)
	c := j.Copy()
	c.Add(4, 1, -1, 0)
	if j.Log.Len() != 1 || c.Log.Len() != 2 {
		t.Fatalf("logs of %d and %d events, want 1 and 2", j.Log.Len(), c.Log.Len())
	}
	name := func(CardID) string { return "Seven" }
	if j.Name(0, 0, name) != "Seven" || j.Name(0, 1, name) != "a card" {
		t.Error("a drawn card is named to its owner only")
	}
	if len(j.Card(-1, 0, nil)) != 0 {
		t.Error("no card is not an empty object")
	}
	off := NewJournal(true)
	off.Add(1, 0, off.Ref(&tp.t, id), 0)
	if off.Log.Len() != 0 {
		t.Error("a quiet journal records")
	}
	e := Entry([]string{"a", "b"}, engine.Event{Kind: 5}, "text")
	if e.Kind != "unknown" || e.Text != "text" || e.Data == nil {
		t.Errorf("entry %+v", e)
	}
}

func TestAnswers(t *testing.T) {
	opts := []Option{{Verb: 1, A: 3}, {Verb: 2}}
	code := func(o Option) string { return string(rune('a' + o.Verb)) }
	if CodeOf(opts, opts[0].Action(), code) != "b" || !strings.HasPrefix(CodeOf(opts, Option{Verb: 9}.Action(), code), "?") {
		t.Error("codes")
	}
	if LabelOf(nil, opts[0].Action(), code) != "not an option" {
		t.Error("the label of no option")
	}
	if a, err := ParseFor(0, true, opts, "c", code); err != nil || a != opts[1].Action() {
		t.Errorf("parse: %v %v", a, err)
	}
	if _, err := ParseFor(0, false, opts, "c", code); err == nil {
		t.Error("a player not deciding parses an option")
	}
	if got := AppendActions(nil, opts); len(got) != 2 || got[1] != opts[1].Action() {
		t.Errorf("actions %v", got)
	}
	q := Question(1, "why?", opts, code, code)
	if q.Player != 1 || len(q.Options) != 2 || len(q.Options[0].Cards) != 1 || q.Options[0].Cards[0] != 3 || len(q.Options[1].Cards) != 0 {
		t.Errorf("question %+v", q)
	}
}

// With no deck lists the starters are dealt in turn; a wrong count of
// lists, or none in a game without starters, is refused.
func TestSeatDecks(t *testing.T) {
	starters := [][]string{{"a"}, {"b"}}
	got, err := SeatDecks(nil, starters, 3)
	if err != nil || len(got) != 3 || got[0][0] != "a" || got[1][0] != "b" || got[2][0] != "a" {
		t.Fatalf("SeatDecks(nil, 2 starters, 3 seats) = %v, %v", got, err)
	}
	if got, err := SeatDecks([][]string{{"x"}, {"y"}}, starters, 2); err != nil || got[1][0] != "y" {
		t.Errorf("given lists: %v, %v", got, err)
	}
	if _, err := SeatDecks([][]string{{"x"}}, starters, 2); err == nil || !strings.Contains(err.Error(), "2 players need 2 decks, got 1") {
		t.Errorf("one list for two seats: %v", err)
	}
	if _, err := SeatDecks(nil, nil, 2); err == nil || !strings.Contains(err.Error(), "no starter decks") {
		t.Errorf("no lists, no starters: %v", err)
	}
}

// A deal's "first" names a seat; anything else is refused, naming the
// seats there are.
func TestDealFirst(t *testing.T) {
	if _, ok, err := DealFirst(map[string][]string{}, 2); ok || err != nil {
		t.Errorf("no first: ok %v, %v", ok, err)
	}
	if seat, ok, err := DealFirst(map[string][]string{"first": {"1"}}, 2); seat != 1 || !ok || err != nil {
		t.Errorf(`first ["1"]: %d %v %v`, seat, ok, err)
	}
	for _, bad := range [][]string{{"2"}, {"0", "1"}, {"x"}, {"10"}, {}} {
		_, ok, err := DealFirst(map[string][]string{"first": bad}, 2)
		if ok || err == nil || !strings.Contains(err.Error(), `["0"], ["1"]`) {
			t.Errorf("first %q: ok %v, %v", bad, ok, err)
		}
	}
}

// A position replaces the deal and, when it holds every card, the decks:
// both problems are told at once; without a position nothing is refused.
func TestPositionLeavesOut(t *testing.T) {
	cfg := engine.Config{Position: []byte(`{"turn":2}`), Decks: [][]string{{"a"}}, Deal: map[string][]string{"deck.0": {"a"}}}
	err := PositionLeavesOut(cfg, true)
	if err == nil || !strings.Contains(err.Error(), "decks must be left out") || !strings.Contains(err.Error(), "deal must be left out") {
		t.Errorf("decks and deal with a position: %v", err)
	}
	if err := PositionLeavesOut(engine.Config{Position: cfg.Position, Decks: cfg.Decks}, false); err != nil {
		t.Errorf("decks beside a position that does not hold every card: %v", err)
	}
	if err := PositionLeavesOut(engine.Config{Position: []byte(" null "), Decks: cfg.Decks, Deal: cfg.Deal}, true); err != nil {
		t.Errorf("no position: %v", err)
	}
}
