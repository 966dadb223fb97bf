package kit

import (
	"slices"
	"testing"

	"omnideck/engine"
)

// twoPlayers is a table with a deck, a hand, a discard pile and a slotted
// area for each of two players, and cards 0 to 9 in each deck.
type twoPlayers struct {
	t                          Table
	deck, hand, discard, field [2]ZoneID
}

func newTwoPlayers() *twoPlayers {
	tp := &twoPlayers{t: NewTable(2)}
	for p := range 2 {
		tp.deck[p] = tp.t.AddZone(ZoneSpec{Key: "deck", Name: "Deck", Owner: int8(p), Vis: NobodySees, Layout: engine.LayoutPile})
		tp.hand[p] = tp.t.AddZone(ZoneSpec{Key: "hand", Name: "Hand", Owner: int8(p), Vis: OwnerSees, Layout: engine.LayoutRow})
		tp.discard[p] = tp.t.AddZone(ZoneSpec{Key: "discard", Name: "Discard", Owner: int8(p), Vis: Public, Layout: engine.LayoutPile})
		tp.field[p] = tp.t.AddZone(ZoneSpec{Key: "field", Name: "Field", Owner: int8(p), Vis: Public, Layout: engine.LayoutSlots, Slots: 4})
		for c := range 10 {
			tp.t.NewObject(CardID(c), p, tp.deck[p], FaceDown)
		}
	}
	return tp
}

// draw moves p's top card to their hand.
func (tp *twoPlayers) draw(p int) ObjID {
	id := tp.t.Top(tp.deck[p])
	tp.t.Place(id, tp.hand[p], -1, FaceUp)
	return id
}

func TestWhoSeesAndKnowsACard(t *testing.T) {
	tp := newTwoPlayers()
	tb := &tp.t
	id := tp.draw(0)
	switch {
	case !tb.Sees(0, id) || tb.Sees(1, id) || tb.Sees(engine.Spectator, id):
		t.Error("a card in hand is seen by its owner only")
	case !tb.Identifies(0, id) || tb.Identifies(1, id):
		t.Error("a drawn card is known to its owner only")
	}
	// Set face down: its owner still knows it; the opponent does not.
	tb.Place(id, tp.field[0], -1, FaceDown)
	if !tb.Identifies(0, id) || tb.Identifies(1, id) || tb.Identifies(engine.Spectator, id) {
		t.Error("a face-down card in play is known to its owner only")
	}
	// Turned face up it is known to all, and stays known when it goes back
	// to its owner's hand.
	tb.Turn(id, FaceUp)
	tb.Place(id, tp.hand[0], -1, FaceUp)
	if !tb.Identifies(1, id) || !tb.Identifies(engine.Spectator, id) {
		t.Error("a card seen in play and returned to hand is forgotten")
	}
	// Shuffled into the deck, nobody knows it any more.
	tb.Place(id, tp.deck[0], -1, FaceDown)
	tb.Shuffle(tp.deck[0], new(engine.RNG))
	if tb.Identifies(0, id) || tb.Identifies(1, id) {
		t.Error("a card shuffled into a deck is still known")
	}
	// Revealed to one player, that player knows it.
	tb.Reveal(id, engine.PlayerSet(0).With(1))
	if !tb.Identifies(1, id) || tb.Identifies(0, id) {
		t.Error("Reveal")
	}
}

// A card that goes where some player cannot see it gets a new handle; a
// shuffle renames every card of the pile; a public move keeps the handle.
func TestHandlesNeverFollowAHiddenCard(t *testing.T) {
	tp := newTwoPlayers()
	tb := &tp.t
	seen := map[Handle]bool{}
	for i := range tb.Objs {
		h := tb.Objs[i].Handle
		if h == 0 || seen[h] {
			t.Fatalf("object %d has handle %d, not a fresh one", i, h)
		}
		seen[h] = true
	}
	id := tp.draw(0)
	h1 := tb.Obj(id).Handle
	if seen[h1] {
		t.Error("a drawn card keeps its deck handle")
	}
	tb.Place(id, tp.field[0], 2, FaceUp)
	if tb.Obj(id).Handle != h1 || tb.Obj(id).Slot != 2 {
		t.Error("a card played face up from hand should keep its handle, in its place")
	}
	tb.Turn(id, FaceDown)
	if tb.Obj(id).Handle == h1 {
		t.Error("a card turned face down keeps its handle")
	}
	before := map[ObjID]Handle{}
	for _, c := range tb.Zone(tp.deck[1]).Cards {
		before[c] = tb.Obj(c).Handle
	}
	tb.Shuffle(tp.deck[1], new(engine.RNG))
	for c, h := range before {
		if tb.Obj(c).Handle == h {
			t.Errorf("card %d kept handle %d through a shuffle", c, h)
		}
	}
	if got, ok := tb.ByHandle(tb.Obj(id).Handle); !ok || got != id {
		t.Error("ByHandle")
	}
	if _, ok := tb.ByHandle(h1); ok {
		t.Error("an old handle still names a card")
	}
}

func TestSlotsAndAttachments(t *testing.T) {
	tp := newTwoPlayers()
	tb := &tp.t
	a, b, c := tp.draw(0), tp.draw(0), tp.draw(0)
	tb.Place(a, tp.field[0], -1, FaceUp)
	tb.Place(b, tp.field[0], 3, FaceUp)
	if tb.Obj(a).Slot != 0 || tb.FreeSlot(tp.field[0]) != 1 || tb.At(tp.field[0], 3) != b {
		t.Errorf("slots: a %d, free %d", tb.Obj(a).Slot, tb.FreeSlot(tp.field[0]))
	}
	// c goes under a: out of the zone's list, in a's place, seen with it.
	tb.Place(c, tp.field[0], -1, FaceUp)
	tb.Attach(a, c)
	if tb.Obj(a).Under != c || tb.Obj(c).Over != a || slices.Contains(tb.Zone(tp.field[0]).Cards, c) || tb.FreeSlot(tp.field[0]) != 1 {
		t.Error("attach")
	}
	if !tb.Sees(1, c) {
		t.Error("a card attached under a face-up card is seen with it")
	}
	// Detached by moving it: it is alone again.
	tb.Place(c, tp.hand[0], -1, FaceUp)
	if tb.Obj(a).Under != NoObj || tb.Obj(c).Over != NoObj || tb.Obj(c).Zone != tp.hand[0] {
		t.Error("detach")
	}
	for range 2 {
		tb.Place(tp.draw(0), tp.field[0], -1, FaceUp)
	}
	if tb.FreeSlot(tp.field[0]) != -1 {
		t.Error("a full area has a free slot")
	}
}

// Redeal changes only what the player cannot identify, keeps each owner's
// cards among their own, and gives the same world from two tables that
// differ only in what the player cannot see.
func TestRedeal(t *testing.T) {
	tp := newTwoPlayers()
	tb := &tp.t
	tb.Shuffle(tp.deck[0], new(engine.RNG))
	tb.Shuffle(tp.deck[1], new(engine.RNG))
	mine := tp.draw(0)
	theirs := tp.draw(1)
	set := tp.draw(1)
	tb.Place(set, tp.field[1], -1, FaceDown)
	shown := tp.draw(1)
	tb.Place(shown, tp.field[1], -1, FaceUp)

	rng := engine.NewRNG(7)
	world := tb.Clone()
	changed := world.Redeal(0, &rng)
	if world.Obj(mine).Card != tb.Obj(mine).Card || world.Obj(shown).Card != tb.Obj(shown).Card {
		t.Error("redeal changed a card player 0 knows")
	}
	if !slices.Contains(changed, theirs) || !slices.Contains(changed, set) || slices.Contains(changed, mine) {
		t.Errorf("changed %v", changed)
	}
	for owner := range 2 {
		var a, b []CardID
		for i := range tb.Objs {
			if int(tb.Objs[i].Owner) == owner {
				a, b = append(a, tb.Objs[i].Card), append(b, world.Objs[i].Card)
			}
		}
		slices.Sort(a)
		slices.Sort(b)
		if !slices.Equal(a, b) {
			t.Errorf("owner %d's cards changed: %v %v", owner, a, b)
		}
	}
	// From another world player 0 cannot tell apart, the same randomness
	// gives the same world.
	r1, r2 := engine.NewRNG(3), engine.NewRNG(3)
	other := tb.Clone()
	other.Redeal(0, &rng)
	w1, w2 := tb.Clone(), other.Clone()
	w1.Redeal(0, &r1)
	w2.Redeal(0, &r2)
	if !slices.Equal(w1.Objs, w2.Objs) {
		t.Error("the re-dealt world depends on what player 0 cannot see")
	}
}

func TestTableViewHidesWhatItMust(t *testing.T) {
	tp := newTwoPlayers()
	tb := &tp.t
	describe := func(id ObjID) engine.TableCard {
		return engine.TableCard{ID: "C" + string(rune('0'+tb.Obj(id).Card)), Name: "card"}
	}
	set := tp.draw(1)
	tb.Place(set, tp.field[1], -1, FaceDown)
	tp.draw(1)
	mine := tb.TableZone(1, tp.field[1], describe)
	theirs := tb.TableZone(0, tp.field[1], describe)
	if len(mine.Cards) != 1 || mine.Cards[0].ID == "" || mine.Cards[0].FaceUp {
		t.Errorf("the owner's view of a set card: %+v", mine.Cards)
	}
	if len(theirs.Cards) != 1 || theirs.Cards[0].ID != "" || theirs.Cards[0].Handle != mine.Cards[0].Handle {
		t.Errorf("the opponent's view of a set card: %+v", theirs.Cards)
	}
	if h := tb.TableZone(0, tp.hand[1], describe); h.Count != 1 || len(h.Cards) != 0 {
		t.Errorf("another's hand: %+v", h)
	}
	if d := tb.TableZone(1, tp.deck[1], describe); d.Count != 8 || len(d.Cards) != 0 {
		t.Errorf("a deck: %+v", d)
	}
}

func TestRefsRememberWhoSawWhat(t *testing.T) {
	tp := newTwoPlayers()
	tb := &tp.t
	refs := NewRefs(false)
	id := tp.draw(0)
	drawn := refs.Add(tb, id)
	tb.Place(id, tp.discard[0], -1, FaceUp)
	discarded := refs.Add(tb, id)
	names := func(c CardID) (string, string) { return "C", "Card" }
	if d := refs.Data(drawn, 1, names); d["name"] != nil {
		t.Errorf("the opponent learns a drawn card: %v", d)
	}
	if d := refs.Data(drawn, 0, names); d["name"] != "Card" {
		t.Errorf("the drawer: %v", d)
	}
	if d := refs.Data(discarded, engine.Spectator, names); d["name"] != "Card" {
		t.Errorf("a discarded card is public: %v", d)
	}
	c := refs.Copy()
	c.Add(tb, id)
	if len(refs.refs) != 2 {
		t.Error("a copy's additions show in the original")
	}
}

func TestOptionsPackAndParse(t *testing.T) {
	opts := []Option{{Verb: 1}, {Verb: 2, A: MaxArg, B: 7, C: MaxC}, {Verb: 63, A: 1, B: MaxArg}}
	for _, o := range opts {
		if Unpack(o.Action()) != o {
			t.Errorf("%+v does not survive packing", o)
		}
		if got, ok := Find(opts, o.Action()); !ok || got != o {
			t.Errorf("Find %+v", o)
		}
	}
	if _, ok := Find(opts, Option{Verb: 2, A: 1}.Action()); ok {
		t.Error("Find accepts an option that is not listed")
	}
	code := func(o Option) string { return []string{"", "pass", "play", ""}[min(int(o.Verb), 3)] }
	if a, err := Parse(opts, " play ", code); err != nil || Unpack(a) != opts[1] {
		t.Errorf("Parse: %v %v", a, err)
	}
	if _, err := Parse(opts, "fly", code); err == nil {
		t.Error("Parse accepts an unknown code")
	}
}

// A card the opponent knew was in a hand is not known once set face down
// from it: they cannot see which card of the hand was taken.
func TestACardTakenFromAHandIsNotFollowed(t *testing.T) {
	tp := newTwoPlayers()
	tb := &tp.t
	id := tp.draw(0)
	tb.Place(id, tp.field[0], -1, FaceUp) // seen by all
	tb.Place(id, tp.hand[0], -1, FaceUp)  // back to hand: still known
	if !tb.Identifies(1, id) {
		t.Fatal("a card seen going back to hand is forgotten")
	}
	tb.Place(id, tp.field[0], -1, FaceDown)
	if tb.Identifies(1, id) || !tb.Identifies(0, id) {
		t.Error("a card set face down from a hand is still known to the opponent, or not to its owner")
	}
}

// Cards taken one by one from a Followed zone (cards a player looks at)
// stay known to whoever knew them; a search of a pile takes the copy
// nearest the top, and afterwards nobody knows any card of the pile.
func TestFollowedZonesAndSearch(t *testing.T) {
	tp := newTwoPlayers()
	tb := &tp.t
	look := tb.AddZone(ZoneSpec{Key: "look", Owner: 0, Vis: OwnerSees, Layout: engine.LayoutRow, Followed: true})
	top := tb.Top(tp.deck[0])
	tb.Place(top, tp.field[0], -1, FaceUp) // seen by all
	tb.Place(top, tp.deck[0], -1, FaceDown)
	tb.Place(top, look, -1, FaceUp)
	if !tb.Identifies(1, top) {
		t.Fatal("a card seen going back on a deck is forgotten when its owner looks at it")
	}
	tb.Place(top, tp.hand[0], -1, FaceUp)
	if !tb.Identifies(1, top) {
		t.Error("a card put into a hand from a followed zone is forgotten")
	}
	// Two copies of card 3 in the deck: the one nearer the top is taken.
	deck := tp.deck[0]
	copy3 := tb.NewObject(3, 0, deck, FaceDown)
	known := tb.Top(deck)
	tb.Reveal(tb.Zone(deck).Cards[0], engine.AllPlayers(2))
	if got := tb.Search(deck, 3); got != copy3 || known != copy3 {
		t.Errorf("Search took %d, not the copy nearest the top %d", got, copy3)
	}
	for _, id := range tb.Zone(deck).Cards {
		if tb.Obj(id).Known != 0 {
			t.Errorf("card %d of a searched deck is still known", id)
		}
	}
	if tb.Search(deck, 42) != NoObj {
		t.Error("Search found a card the pile does not hold")
	}
	var r Refs
	i := r.Add(tb, copy3)
	if r.Handle(i) != tb.Obj(copy3).Handle {
		t.Error("Refs.Handle")
	}
}

// MakeRoom gives zones room in one allocation, keeping their cards.
func TestMakeRoom(t *testing.T) {
	tp := newTwoPlayers()
	tb := &tp.t
	before := slices.Clone(tb.Zone(tp.deck[0]).Cards)
	room := make([]int, len(tb.Zones))
	room[tp.hand[0]] = 7
	tb.MakeRoom(room)
	if !slices.Equal(tb.Zone(tp.deck[0]).Cards, before) || cap(tb.Zone(tp.hand[0]).Cards) != 7 {
		t.Fatalf("MakeRoom: deck %v, hand room %d", tb.Zone(tp.deck[0]).Cards, cap(tb.Zone(tp.hand[0]).Cards))
	}
	tp.draw(0)
	tp.draw(0)
	if tb.Count(tp.hand[0]) != 2 || tb.Count(tp.deck[0]) != 8 || cap(tb.Zone(tp.hand[0]).Cards) != 7 {
		t.Errorf("drawing into the room: hand %d, deck %d", tb.Count(tp.hand[0]), tb.Count(tp.deck[0]))
	}
}

// A clone keeps each zone's room, in a backing array of its own: cards
// drawn into a clone's room take no allocation and leave the original and
// the clone's other zones as they were.
func TestCloneKeepsRoom(t *testing.T) {
	tp := newTwoPlayers()
	room := make([]int, len(tp.t.Zones))
	room[tp.hand[0]] = 7
	tp.t.MakeRoom(room)
	orig := slices.Clone(tp.t.Zone(tp.deck[0]).Cards)
	c := twoPlayers{t: tp.t.Clone(), deck: tp.deck, hand: tp.hand}
	if got := cap(c.t.Zone(c.hand[0]).Cards); got != 7 {
		t.Fatalf("the clone's hand has room for %d, want 7", got)
	}
	// AllocsPerRun draws twice: once to warm up, once measured.
	if n := testing.AllocsPerRun(1, func() { c.draw(0) }); n != 0 {
		t.Errorf("drawing into the clone's room took %v allocations", n)
	}
	if !slices.Equal(tp.t.Zone(tp.deck[0]).Cards, orig) || tp.t.Count(tp.hand[0]) != 0 {
		t.Errorf("drawing in the clone changed the original: deck %v, hand %d", tp.t.Zone(tp.deck[0]).Cards, tp.t.Count(tp.hand[0]))
	}
	if c.t.Count(c.hand[0]) != 2 || c.t.Count(c.deck[0]) != len(orig)-2 || c.t.Count(c.hand[1]) != 0 {
		t.Errorf("the clone after two draws: hand %d, deck %d, other hand %d", c.t.Count(c.hand[0]), c.t.Count(c.deck[0]), c.t.Count(c.hand[1]))
	}
}
