package decklist

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// armyRules are rules with every part Random must keep to: a team section
// of cards carrying points under a budget, a deck section with a copy
// limit and copy keys, sides, and cards that need a word a team card
// gives.
var armyRules = Rules{
	Game: "teamgame",
	Sections: []Section{
		{Name: "team", Min: 1, SizeRule: "team size"},
		{Name: "deck", Min: 12, Max: 14, SizeRule: "deck size", MaxCopies: 3, CopiesBy: "name or key", CopyRule: "copies"},
	},
	UniqueRule: "unique",
	Budget:     Budget{Max: 10, Unit: "star", Rule: "stars"},
	Needs:      Needs{Rule: "needs", Says: "the team needs a %s"},
	Sides:      Sides{Rule: "sides", Word: "army", Deciders: "leaders", Bound: "orders"},
}

var armyCards = []Card{
	{ID: "T1", Name: "Red Leader", Type: "leader", Section: "team", Unique: true, Points: 4, Gives: []string{"red"}, Side: "north"},
	{ID: "T2", Name: "Blue Leader", Type: "leader", Section: "team", Unique: true, Points: 3, Gives: []string{"blue"}, Side: "north"},
	{ID: "T3", Name: "Grey Leader", Type: "leader", Section: "team", Unique: true, Points: 5, Side: "south"},
	{ID: "T4", Name: "Black Leader", Type: "leader", Section: "team", Unique: true, Points: 6, Gives: []string{"red"}, Side: "south"},
	{ID: "D1", Name: "Red Order", Type: "order", Section: "deck", Needs: "red", Side: "north", SideBound: true},
	{ID: "D2", Name: "Blue Order", Type: "order", Section: "deck", Needs: "blue", Points: 1, Side: "north", SideBound: true},
	{ID: "D3", Name: "South Order", Type: "order", Section: "deck", Side: "south", SideBound: true},
	{ID: "D4", Name: "Sword of Kings", Type: "item", Section: "deck", CopyKey: "Sword"},
	{ID: "D5", Name: "Sword of Queens", Type: "item", Section: "deck", CopyKey: "Sword"},
	{ID: "D6", Name: "Shield", Type: "item", Section: "deck"},
	{ID: "D7", Name: "Land", Type: "land", Section: "deck", AnyCopies: true},
	{ID: "D8", Name: "Token", Type: "token", Section: "deck", NotDeckable: true},
}

// Random deals only legal decks, of both sides, with the team filling
// its budget; the same seed deals the same deck.
func TestRandomDealsLegalDecks(t *testing.T) {
	cat, err := NewCatalog(armyRules, armyCards)
	if err != nil {
		t.Fatal(err)
	}
	sides := map[string]int{}
	for seed := range uint64(200) {
		d, err := Random(cat, nil, rand.New(rand.NewPCG(seed, 1)))
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if problems := d.Check(nil); len(problems) > 0 {
			t.Fatalf("seed %d: the deck dealt breaks the rules: %v", seed, problems)
		}
		side, _ := d.Side()
		sides[side]++
		points, in := 0, map[string]bool{}
		for _, e := range d.Entries {
			if e.Card.NotDeckable {
				t.Fatalf("seed %d: a token was dealt", seed)
			}
			points += e.Card.Points * e.Count
			in[e.Card.ID] = true
		}
		// The team filled its budget: no other leader of its side fits.
		for _, c := range armyCards {
			if c.Section == "team" && c.Side == side && !in[c.ID] && points+c.Points <= armyRules.Budget.Max {
				t.Errorf("seed %d: %s would still fit a team of %d stars", seed, c.Name, points)
			}
		}
		again, _ := Random(cat, nil, rand.New(rand.NewPCG(seed, 1)))
		if !slices.Equal(d.CardIDs(), again.CardIDs()) {
			t.Fatalf("seed %d: two deals from one seed differ", seed)
		}
	}
	if sides["north"] == 0 || sides["south"] == 0 {
		t.Errorf("sides dealt: %v, want both", sides)
	}
}

// A format's banned and restricted cards are kept to.
func TestRandomKeepsToTheFormat(t *testing.T) {
	cat := testCatalog(t)
	formats, err := LoadFormats("formats.yaml", []byte("game: testgame\nformats:\n  - id: strict\n    description: No Cook.\n    banned:\n      - Cook\n"), cat)
	if err != nil {
		t.Fatal(err)
	}
	for seed := range uint64(50) {
		d, err := Random(cat, formats[0], rand.New(rand.NewPCG(seed, 2)))
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if d.Size() != 27 || len(d.Check(formats[0])) > 0 {
			t.Fatalf("seed %d: %d cards, problems %v", seed, d.Size(), d.Check(formats[0]))
		}
		for _, e := range d.Entries {
			if e.Card.Name == "Cook" {
				t.Fatalf("seed %d: the banned Cook was dealt", seed)
			}
		}
	}
}

// Rules no deck can meet give an error, not a loop.
func TestRandomSaysWhenNoDeckIsLegal(t *testing.T) {
	rules := armyRules
	rules.Sections = slices.Clone(rules.Sections)
	rules.Sections[1].Min, rules.Sections[1].Max = 400, 400
	rules.Sections[1].MaxCopies = 1
	cat, err := NewCatalog(rules, armyCards[:6])
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Random(cat, nil, rand.New(rand.NewPCG(1, 1))); err == nil {
		t.Fatal("a deck of 400 cards was dealt from a handful")
	}
}

// A pick draws only candidates that fit, each of them about as often as
// the others, and finds the one that fits among many that do not (where
// its first draws all miss and it lists those that fit).
func TestRandomPickDrawsOnlyWhatFits(t *testing.T) {
	cands := make([]candidate, 100)
	for i := range cands {
		cands[i].Card = &Card{ID: string(rune('A' + i%26)), Points: i}
	}
	dl := &dealing{rng: rand.New(rand.NewPCG(1, 2))}
	var fit []int
	one := func(c *candidate) bool { return c.Points == 57 }
	for range 200 {
		if c := dl.pick(cands, one, &fit); c == nil || c.Points != 57 {
			t.Fatalf("picked %v, want the one candidate that fits", c)
		}
	}
	if c := dl.pick(cands, func(*candidate) bool { return false }, &fit); c != nil {
		t.Fatalf("picked %v where nothing fits, want none", c.Card)
	}
	even := func(c *candidate) bool { return c.Points%2 == 0 }
	seen := map[int]int{}
	for range 50000 {
		c := dl.pick(cands, even, &fit)
		if c.Points%2 != 0 {
			t.Fatalf("picked %d, which does not fit", c.Points)
		}
		seen[c.Points]++
	}
	for p, n := range seen {
		if n < 700 || n > 1300 { // 1,000 expected for each of 50
			t.Errorf("candidate %d drawn %d times in 50,000 draws among 50 that fit, want about 1,000", p, n)
		}
	}
	if len(seen) != 50 {
		t.Errorf("%d candidates drawn, want all 50 that fit", len(seen))
	}
}

// wantingCards are armyCards with cards that want words: the Red Banner
// can be played only beside the Red Leader or the Grey Leader, the
// Whetstone only beside a sword, which the deck section itself deals.
func wantingCards() []Card {
	cards := slices.Clone(armyCards)
	for i := range cards {
		switch cards[i].ID {
		case "T1":
			cards[i].Gives = []string{"red", "Red Leader"}
		case "T3":
			cards[i].Gives = []string{"Grey Leader"}
		case "D4", "D5":
			cards[i].Gives = []string{"sword"}
		}
	}
	return append(cards,
		Card{ID: "D9", Name: "Red Banner", Type: "item", Section: "deck", Wants: []string{"Red Leader", "grey leader"}},
		Card{ID: "D10", Name: "Whetstone", Type: "item", Section: "deck", Wants: []string{"Sword"}},
	)
}

// The dealer deals a card that wants words only in a deck where another
// card gives one of them (matched ignoring case), from the team or from
// the cards of its own section dealt before it, and it does deal it there.
func TestRandomDealsWantedCardsOnlyBesideWhatTheyWant(t *testing.T) {
	cat, err := NewCatalog(armyRules, wantingCards())
	if err != nil {
		t.Fatal(err)
	}
	dealt := map[string]int{}
	for seed := range uint64(400) {
		d, err := Random(cat, nil, rand.New(rand.NewPCG(seed, 3)))
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		for _, e := range d.Entries {
			if len(e.Card.Wants) == 0 {
				continue
			}
			dealt[e.Card.Name]++
			given := false
			for _, o := range d.Entries {
				for _, w := range o.Card.Gives {
					given = given || o.Card != e.Card && slices.ContainsFunc(e.Card.Wants, func(x string) bool { return strings.EqualFold(x, w) })
				}
			}
			if !given {
				t.Fatalf("seed %d: %s was dealt without a card giving one of %v: %v", seed, e.Card.Name, e.Card.Wants, d.CardIDs())
			}
		}
	}
	for _, name := range []string{"Red Banner", "Whetstone"} {
		if dealt[name] == 0 {
			t.Errorf("%s was never dealt in 400 deals, want it dealt beside what it wants", name)
		}
	}
}

// A deck holding a card without what it wants is legal: deck check says
// nothing of it.
func TestCheckSaysNothingOfWants(t *testing.T) {
	cat, err := NewCatalog(armyRules, wantingCards())
	if err != nil {
		t.Fatal(err)
	}
	d, err := Parse("wants.txt", []byte("1 Blue Leader\n3 Red Banner\n3 Whetstone\n3 Shield\n3 Land\n"), cat)
	if err != nil {
		t.Fatal(err)
	}
	if problems := d.Check(nil); len(problems) > 0 {
		t.Errorf("a deck with the Red Banner and the Whetstone alone has problems: %v", problems)
	}
}
