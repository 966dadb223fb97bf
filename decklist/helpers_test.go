package decklist

import (
	"slices"
	"strings"
	"testing"
)

// The tests read deck lists of a small game whose cards are named like
// Super Benji's Base Set and whose rules are Super Benji's deck rules, so
// that the messages are those players of that game see; the package knows
// no game, and the rules here are only data.
var testRules = Rules{
	Game:    "testgame",
	Summary: "27 cards; at most 3 copies of a card by name; Unique cards 1 copy; no tokens",
	Sections: []Section{{
		Name: "deck", Min: 27, Max: 27, SizeRule: "rule 2.1",
		MaxCopies: 3, CopiesBy: "name", CopyRule: "rule 2.2",
	}},
	UniqueRule: "rule 2.3",
	NotDeckable: NotDeckable{
		Rule: "rule 6.6", Is: "a token",
		Why: "tokens are made by effects during a game and never go in a deck",
	},
	Types: []CardType{
		{Name: "character", Heading: "Characters"},
		{Name: "artifact", Heading: "Artifacts"},
		{Name: "location", Heading: "Locations"},
		{Name: "action", Heading: "Actions"},
	},
}

// testCards are the cards of the test game; BS26/PROMO-90 is an alternate
// art of a card that is not Unique.
var testCards = []Card{
	{ID: "BS26/1", Name: "Benji, Hero of Benji Island", Type: "character", Unique: true},
	{ID: "BS26/2", Name: "Noah, Calculator", Type: "character", Unique: true},
	{ID: "BS26/3", Name: "Jordan, Fire Master", Type: "character", Unique: true},
	{ID: "BS26/4", Name: "Dr. Banana, Evil Mastermind", Type: "character", Unique: true},
	{ID: "BS26/5", Name: "Tempter, Fistfighter", Type: "character", Unique: true},
	{ID: "BS26/6", Name: "Saber, The Star", Type: "character", Unique: true},
	{ID: "BS26/7", Name: "Baby Stoplight, Laser Master", Type: "character", Unique: true},
	{ID: "BS26/8", Name: "Zach, Rock Fighter", Type: "character", Unique: true},
	{ID: "BS26/9", Name: "Jack, Lightning Mage", Type: "character", Unique: true},
	{ID: "BS26/10", Name: "The Photograpper, Evil Dude", Type: "character", Unique: true},
	{ID: "BS26/11", Name: "Minion, Second in Command", Type: "character", Unique: true},
	{ID: "BS26/16", Name: "Scarlette, Tiny Prizefighter", Type: "character", Unique: true},
	{ID: "BS26/18", Name: "Hallie, Eater of Food", Type: "character", Unique: true},
	{ID: "BS26/27", Name: "Banana Soldier", Type: "character"},
	{ID: "BS26/28", Name: "Benji City Citizen", Type: "character"},
	{ID: "BS26/29", Name: "Emmy, Crystalline Summoner", Type: "character", Unique: true},
	{ID: "BS26/30", Name: "Addie, Force of Nature", Type: "character", Unique: true},
	{ID: "BS26/31", Name: "Jean, Original Hero", Type: "character", Unique: true},
	{ID: "BS26/32", Name: "Dave, Original Hero", Type: "character", Unique: true},
	{ID: "BS26/34", Name: "Benji, Political Leader", Type: "character", Unique: true},
	{ID: "BS26/35", Name: "Dr. Banana, Conquerer", Type: "character", Unique: true},
	{ID: "BS26/36", Name: "Chloe, Cheese Consumer", Type: "character", Unique: true},
	{ID: "BS26/37", Name: "Dr. Zach and Jack, MD", Type: "character", Unique: true},
	{ID: "BS26/12", Name: "The Bananabot", Type: "artifact", Unique: true},
	{ID: "BS26/20", Name: "Portable Wingsuit", Type: "artifact"},
	{ID: "BS26/21", Name: "Banana Gem", Type: "artifact", Unique: true},
	{ID: "BS26/23", Name: "Benji HQ", Type: "location"},
	{ID: "BS26/24", Name: "Banana City", Type: "location"},
	{ID: "BS26/25", Name: "Benji City", Type: "location"},
	{ID: "BS26/13", Name: "Targeted Nuke", Type: "action"},
	{ID: "BS26/14", Name: "Assistance", Type: "action"},
	{ID: "BS26/15", Name: "Robbery", Type: "action"},
	{ID: "BS26/17", Name: "Scarlette's Stand-up Comedy", Type: "action"},
	{ID: "BS26/19", Name: "Cook", Type: "action"},
	{ID: "BS26/22", Name: "Benji Alert", Type: "action"},
	{ID: "BS26/26", Name: "Militia", Type: "action"},
	{ID: "BS26/33", Name: "9:01 News", Type: "action"},
	{ID: "BS26/38", Name: "Arrest", Type: "action"},
	{ID: "BS26/39", Name: "Takedown", Type: "action", Unique: true},
	{ID: "BS26/40", Name: "Backup Plan", Type: "action"},
	{ID: "BS26/41", Name: "Risk Taking", Type: "action"},
	{ID: "BS26/42", Name: "Scout", Type: "action"},
	{ID: "BS26/43", Name: "Delay", Type: "action"},
	{ID: "BS26/TOKEN-food", Name: "Food", Type: "artifact", NotDeckable: true},
	{ID: "BS26/TOKEN-human", Name: "Human", Type: "character", NotDeckable: true},
	{ID: "BS26/TOKEN-crystal", Name: "Crystal", Type: "character", NotDeckable: true},
	{ID: "BS26/TOKEN-cheese", Name: "Cheese", Type: "artifact", NotDeckable: true},
	{ID: "BS26/TOKEN-medication", Name: "Medication", Type: "artifact", NotDeckable: true},
	{ID: "BS26/PROMO-1", Name: "Noah, Professor of Nuclear Sciences", Type: "character", Unique: true},
	{ID: "BS26/PROMO-2", Name: "Banana Gem", Type: "artifact", SameAs: "BS26/21"},
	{ID: "BS26/PROMO-3", Name: "Steve Stafford", Type: "character", Unique: true},
	{ID: "BS26/PROMO-4", Name: "Jacob, Hired Assassin", Type: "character", Unique: true},
	{ID: "BS26/PROMO-5", Name: "Scarlette, IN SPACE!", Type: "character", Unique: true},
	{ID: "BS26/PROMO-6", Name: "Chloe, ALSO IN SPACE!", Type: "character", Unique: true},
	{ID: "BS26/PROMO-7", Name: "The Bananabot", Type: "artifact", SameAs: "BS26/12"},
	{ID: "BS26/PROMO-8", Name: "Jordan, Fire Master", Type: "character", SameAs: "BS26/3"},
	{ID: "BS26/PROMO-9", Name: "Pet Rock", Type: "character", Unique: true},
	{ID: "BS26/PROMO-90", Name: "Targeted Nuke", Type: "action", SameAs: "BS26/13"},
}

func testCatalog(t testing.TB) *Catalog {
	t.Helper()
	cat, err := NewCatalog(testRules, testCards)
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

func parseT(t testing.TB, cat *Catalog, text string) *Deck {
	t.Helper()
	d, err := Parse("deck.txt", []byte(text), cat)
	if err != nil {
		t.Fatalf("Parse:\n%v", err)
	}
	return d
}

func problemStrings(ps []Problem) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.String()
	}
	return out
}

func checkT(t *testing.T, cat *Catalog, f *Format, text string, want ...string) {
	t.Helper()
	got := problemStrings(parseT(t, cat, text).Check(f))
	if !slices.Equal(got, want) {
		t.Errorf("problems:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

// legal27 is a legal deck in which the cards the tests change sit on known
// lines.
const legal27 = `Deck: Test
3 x Benji City Citizen
1 x Hallie, Eater of Food
1 x Benji, Hero of Benji Island
1 x Benji, Political Leader
3 x Cook
3 x Benji Alert
3 x Assistance
3 x Scout
3 x Backup Plan
3 x Militia
3 x Arrest
`

// deckWith is legal27 with line n (counted from 1) replaced.
func deckWith(changes map[int]string) string {
	lines := strings.Split(legal27, "\n")
	for n, text := range changes {
		lines[n-1] = text
	}
	return strings.Join(lines, "\n")
}
