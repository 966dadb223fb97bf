package decklist

import (
	"slices"
	"strings"
	"testing"
)

func TestCheckEachRuleAlone(t *testing.T) {
	cat := testCatalog(t)
	checkT(t, cat, nil, legal27)
	// Benji, Hero of Benji Island and Benji, Political Leader share a short
	// name but not a full name: one of each is legal.
	t.Run("size", func(t *testing.T) {
		checkT(t, cat, nil, deckWith(map[int]string{12: "2 x Arrest"}),
			"deck.txt: rule 2.1: the deck has 26 cards; a deck has exactly 27")
		checkT(t, cat, nil, deckWith(map[int]string{13: "Robbery"}),
			"deck.txt: rule 2.1: the deck has 28 cards; a deck has exactly 27")
		checkT(t, cat, nil, "", "deck.txt: rule 2.1: the deck has 0 cards; a deck has exactly 27")
		checkT(t, cat, nil, "Cook", "deck.txt: rule 2.1: the deck has 1 card; a deck has exactly 27")
	})
	t.Run("copies", func(t *testing.T) {
		checkT(t, cat, nil, deckWith(map[int]string{11: "2 x Militia", 12: "4 x Arrest"}),
			"deck.txt:12: rule 2.2: 4 copies of Arrest; a deck may hold at most 3 copies of a card by name")
		checkT(t, cat, nil, deckWith(map[int]string{11: "2 x Militia", 12: "2 x Arrest", 13: "2 x BS26/38"}),
			"deck.txt:12: rule 2.2: 4 copies of Arrest (lines 12 and 13); a deck may hold at most 3 copies of a card by name")
	})
	t.Run("unique", func(t *testing.T) {
		checkT(t, cat, nil, deckWith(map[int]string{3: "2 x Hallie, Eater of Food", 12: "2 x Arrest"}),
			"deck.txt:3: rule 2.3: 2 copies of Hallie, Eater of Food; a Unique card is limited to 1 copy by full name")
	})
	t.Run("tokens", func(t *testing.T) {
		checkT(t, cat, nil, deckWith(map[int]string{12: "2 x Arrest", 13: "1 x Food"}),
			"deck.txt:13: rule 6.6: Food is a token: tokens are made by effects during a game and never go in a deck")
		checkT(t, cat, nil, deckWith(map[int]string{12: "2 x Arrest", 13: "1 x BS26/TOKEN-human"}),
			"deck.txt:13: rule 6.6: Human is a token: tokens are made by effects during a game and never go in a deck")
	})
}

func TestCheckCountsAlternateArtsWithTheOriginal(t *testing.T) {
	cat := testCatalog(t)
	// Not Unique: three copies in all, however they are printed.
	checkT(t, cat, nil, deckWith(map[int]string{12: "2 x Targeted Nuke", 13: "1 x BS26/PROMO-90"}))
	checkT(t, cat, nil, deckWith(map[int]string{11: "2 x Militia", 12: "3 x Targeted Nuke", 13: "1 x BS26/PROMO-90"}),
		"deck.txt:12: rule 2.2: 4 copies of Targeted Nuke (lines 12 and 13, alternate arts counted with their original); a deck may hold at most 3 copies of a card by name")
	// Unique: the promo Jordan is the same full name as the original.
	checkT(t, cat, nil, deckWith(map[int]string{12: "1 x Arrest", 13: "1 x Jordan, Fire Master\n1 x BS26/PROMO-8"}),
		"deck.txt:13: rule 2.3: 2 copies of Jordan, Fire Master (lines 13 and 14, alternate arts counted with their original); a Unique card is limited to 1 copy by full name")
	// The promo Banana Gem does not repeat "unique": it plays as the
	// original, which is Unique.
	checkT(t, cat, nil, deckWith(map[int]string{12: "1 x Arrest", 13: "1 x BS26/PROMO-2\n1 x BS26/21"}),
		"deck.txt:13: rule 2.3: 2 copies of Banana Gem (lines 13 and 14, alternate arts counted with their original); a Unique card is limited to 1 copy by full name")
}

func TestCheckReportsEveryProblemAtOnce(t *testing.T) {
	cat := testCatalog(t)
	banned := formatT(t, cat, "example-banned")
	text := deckWith(map[int]string{
		3:  "2 x Hallie, Eater of Food",
		6:  "4 x Cook",
		12: "1 x Food",
		13: "2 x Targeted Nuke",
	})
	checkT(t, cat, banned, text,
		"deck.txt: rule 2.1: the deck has 29 cards; a deck has exactly 27",
		"deck.txt:3: rule 2.3: 2 copies of Hallie, Eater of Food; a Unique card is limited to 1 copy by full name",
		"deck.txt:6: rule 2.2: 4 copies of Cook; a deck may hold at most 3 copies of a card by name",
		"deck.txt:12: rule 6.6: Food is a token: tokens are made by effects during a game and never go in a deck",
		"deck.txt:13: format example-banned: Targeted Nuke is banned in example-banned")
	ps := parseT(t, cat, text).Check(banned)
	if p := ps[2]; p.Card != "Cook" || p.Line != 6 || p.Rule != "rule 2.2" || p.File != "deck.txt" {
		t.Errorf("problem fields %+v", p)
	}
	if ps[0].Card != "" || ps[0].Line != 0 {
		t.Errorf("the whole-deck problem names %q on line %d", ps[0].Card, ps[0].Line)
	}
	// A deck built in code has no lines.
	d := &Deck{File: "code", Catalog: cat, Entries: []Entry{{Count: 4, Card: mustCard(t, cat, "Cook")}}}
	if got := problemStrings(d.Check(nil)); len(got) != 2 || got[1] != "code: rule 2.2: 4 copies of Cook; a deck may hold at most 3 copies of a card by name" {
		t.Errorf("deck built in code: %q", got)
	}
	if got := (&Deck{File: "bare"}).Check(nil); len(got) != 1 || got[0].Rule == "" {
		t.Errorf("a deck without a catalog: %v", got)
	}
}

func mustCard(t testing.TB, cat *Catalog, text string) *Card {
	t.Helper()
	c, _, ok := cat.Lookup(text)
	if !ok {
		t.Fatalf("no card %q", text)
	}
	return c
}

// teamRules are the shape of Transformers TCG's team building rules: a
// team of characters, one of each by full name, and a battle deck of at
// least 40 cards, three of each, with at most 25 stars in all.
var teamRules = Rules{
	Game:    "teamgame",
	Summary: "a team of characters and a battle deck of 40 or more; 25 stars at most",
	Sections: []Section{
		{Name: "team", Min: 1, SizeRule: "team building", MaxCopies: 1, CopiesBy: "full name", CopyRule: "team building"},
		{Name: "battle deck", Min: 40, SizeRule: "team building", MaxCopies: 3, CopiesBy: "name", CopyRule: "team building"},
	},
	Budget: Budget{Max: 25, Unit: "star", Rule: "team building"},
	Types: []CardType{
		{Name: "character", Heading: "Characters"},
		{Name: "action", Heading: "Actions"},
		{Name: "upgrade", Heading: "Upgrades"},
	},
}

var teamCards = []Card{
	{ID: "W1/1", Name: "Optimus Prime, Autobot Leader", Type: "character", Points: 10, Section: "team"},
	{ID: "W1/2", Name: "Optimus Prime, Heroic Leader", Type: "character", Points: 9, Section: "team"},
	{ID: "W1/3", Name: "Bumblebee, Scout", Type: "character", Points: 5, Section: "team"},
	{ID: "W1/4", Name: "Megatron, Tyrant", Type: "character", Points: 12, Section: "team"},
	{ID: "W1/P4", Name: "Megatron, Tyrant", Type: "character", SameAs: "W1/4"},
	{ID: "W1/50", Name: "Plasma Burst", Type: "action", Section: "battle deck"},
	{ID: "W1/51", Name: "Rapid Conversion", Type: "action", Section: "battle deck"},
	{ID: "W1/52", Name: "Energon Axe", Type: "upgrade", Points: 1, Section: "battle deck"},
	{ID: "W1/53", Name: "Handheld Blaster", Type: "upgrade", Points: 2, Section: "battle deck"},
	{ID: "W1/54", Name: "Armored Plating", Type: "upgrade", Section: "battle deck"},
	{ID: "W1/55", Name: "Ready for Action", Type: "action", Section: "battle deck"},
	{ID: "W1/56", Name: "Leap into Battle", Type: "action", Section: "battle deck"},
	{ID: "W1/57", Name: "Data Pad", Type: "upgrade", Section: "battle deck"},
	{ID: "W1/58", Name: "Grenade Launcher", Type: "upgrade", Section: "battle deck"},
	{ID: "W1/59", Name: "Improvised Shield", Type: "upgrade", Section: "battle deck"},
	{ID: "W1/60", Name: "New Designs", Type: "action", Section: "battle deck"},
	{ID: "W1/61", Name: "Primary Laser", Type: "upgrade", Section: "battle deck"},
	{ID: "W1/62", Name: "Ramming Speed", Type: "action", Section: "battle deck"},
	{ID: "W1/63", Name: "Rapid Ascent", Type: "action", Section: "battle deck"},
	{ID: "W1/64", Name: "Repair Bay", Type: "action", Section: "battle deck"},
}

func teamCatalog(t testing.TB) *Catalog {
	t.Helper()
	cat, err := NewCatalog(teamRules, teamCards)
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

// fourteenBattleCards are 42 battle cards with 3 stars, three of each.
const fourteenBattleCards = `3 x Plasma Burst
3 x Rapid Conversion
3 x Energon Axe
3 x Armored Plating
3 x Ready for Action
3 x Leap into Battle
3 x Data Pad
3 x Grenade Launcher
3 x Improvised Shield
3 x New Designs
3 x Primary Laser
3 x Ramming Speed
3 x Rapid Ascent
3 x Repair Bay
`

func TestCheckTwoSectionsAndABudget(t *testing.T) {
	cat := teamCatalog(t)
	// 10 + 9 + 3 stars: two Optimus Primes of different full names are
	// legal, and the cards go in their sections by themselves.
	legal := "Optimus Prime, Autobot Leader\nOptimus Prime, Heroic Leader\n" + fourteenBattleCards
	checkT(t, cat, nil, legal)
	checkT(t, cat, nil, "Bumblebee, Scout\n"+fourteenBattleCards+"1 x Handheld Blaster\n") // 5 + 3 + 2 stars
	// Every problem at once: the team's size and copies, the battle
	// deck's size and copies, and the stars of both sections together.
	checkT(t, cat, nil, "W1/4\nW1/P4\nOptimus Prime, Autobot Leader\n4 x Plasma Burst\n3 x Energon Axe\n",
		"deck.txt: team building: the battle deck has 7 cards; a battle deck has at least 40",
		"deck.txt: team building: the deck has 37 stars in all; a deck may have at most 25 stars",
		"deck.txt:1: team building: 2 copies of Megatron, Tyrant (lines 1 and 2, alternate arts counted with their original); a team may hold at most 1 copy of a card by full name",
		"deck.txt:4: team building: 4 copies of Plasma Burst; a battle deck may hold at most 3 copies of a card by name")
	checkT(t, cat, nil, fourteenBattleCards,
		"deck.txt: team building: the team has 0 cards; a team has at least 1")
	// Exactly at the budget is legal; one star over is not.
	checkT(t, cat, nil, "Megatron, Tyrant\nOptimus Prime, Autobot Leader\n"+fourteenBattleCards)
	checkT(t, cat, nil, "Megatron, Tyrant\nOptimus Prime, Autobot Leader\n"+fourteenBattleCards+"Handheld Blaster\n",
		"deck.txt: team building: the deck has 27 stars in all; a deck may have at most 25 stars")
}

// Ben 10 CCG: exactly 40 cards, any number of copies of a card.
func TestCheckAnyNumberOfCopies(t *testing.T) {
	rules := Rules{
		Game:     "anycopies",
		Sections: []Section{{Name: "deck", Min: 40, Max: 40, SizeRule: "deck rules"}},
		Types:    []CardType{{Name: "character", Heading: "Characters"}},
	}
	cat, err := NewCatalog(rules, []Card{{ID: "1", Name: "Fourarms", Type: "character"}, {ID: "2", Name: "Stinkfly", Type: "character"}})
	if err != nil {
		t.Fatal(err)
	}
	checkT(t, cat, nil, "40 x Fourarms")
	checkT(t, cat, nil, "39 x Fourarms\n2 x Stinkfly", "deck.txt: deck rules: the deck has 41 cards; a deck has exactly 40")
	// A format may still restrict a card, to any number.
	fs, err := LoadFormats("f.yaml", []byte("game: anycopies\nformats:\n  - id: few\n    description: x\n    restricted: [{card: Fourarms, max: 30}]\n"), cat)
	if err != nil {
		t.Fatal(err)
	}
	checkT(t, cat, fs[0], "40 x Fourarms", "deck.txt:1: format few: 40 copies of Fourarms; few restricts it to 30")
}

// A game that counts copies by another key than the full name: cards that
// share the key share the limit, and Unique still counts by full name.
func TestCheckCopiesByKey(t *testing.T) {
	rules := testRules
	rules.Sections = []Section{{Name: "deck", MaxCopies: 3, CopiesBy: "basic name", CopyRule: "rule 9"}}
	cards := []Card{
		{ID: "1", Name: "Benji, Hero", Type: "character", CopyKey: "Benji"},
		{ID: "2", Name: "Benji, Leader", Type: "character", CopyKey: "Benji"},
		{ID: "3", Name: "Jordan, Fire Master", Type: "character", CopyKey: "Jordan", Unique: true},
		{ID: "4", Name: "Jordan, Ice Master", Type: "character", CopyKey: "Jordan", Unique: true},
		{ID: "5", Name: "Cook", Type: "action", CopyKey: "Cook"},
	}
	cat, err := NewCatalog(rules, cards)
	if err != nil {
		t.Fatal(err)
	}
	checkT(t, cat, nil, "2 x Benji, Hero\n1 x Benji, Leader\n3 x Cook\nJordan, Fire Master\nJordan, Ice Master")
	checkT(t, cat, nil, "2 x Benji, Hero\n2 x Benji, Leader\n4 x Cook\n2 x Jordan, Fire Master\n2 x Jordan, Ice Master",
		"deck.txt:1: rule 9: 4 copies of Benji (as Benji, Hero; Benji, Leader, lines 1 and 2); a deck may hold at most 3 copies of a card by basic name",
		"deck.txt:3: rule 9: 4 copies of Cook; a deck may hold at most 3 copies of a card by basic name",
		"deck.txt:4: rule 2.3: 2 copies of Jordan, Fire Master; a Unique card is limited to 1 copy by full name",
		"deck.txt:4: rule 9: 4 copies of Jordan (as Jordan, Fire Master; Jordan, Ice Master, lines 4 and 5); a deck may hold at most 3 copies of a card by basic name",
		"deck.txt:5: rule 2.3: 2 copies of Jordan, Ice Master; a Unique card is limited to 1 copy by full name")
}

func TestNewCatalogReportsEveryProblem(t *testing.T) {
	rules := teamRules
	_, err := NewCatalog(rules, []Card{
		{ID: "", Name: "Nameless"},
		{ID: "A", Name: "Alpha", Section: "team"},
		{ID: "A", Name: "Alpha again", Section: "team"},
		{ID: "B", Name: "Beta", SameAs: "Z"},
		{ID: "C", Name: "Gamma", SameAs: "D"},
		{ID: "D", Name: "Delta", SameAs: "A"},
		{ID: "E", Name: "Epsilon", Section: "sideboard"},
	})
	for _, want := range []string{
		"teamgame cards: card 1 (Nameless) has no id",
		"teamgame cards: two cards have the id A",
		"teamgame cards: B is an alternate art of Z, which is not a card",
		"teamgame cards: C is an alternate art of D, which is itself an alternate art",
		`teamgame cards: E goes in the section "sideboard", which a deck does not have`,
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("the error lacks %q:\n%v", want, err)
		}
	}
	if err != nil && strings.Contains(err.Error(), "Delta") {
		t.Errorf("a good alternate art is reported:\n%v", err)
	}
	for _, tc := range []struct {
		change func(r *Rules)
		want   string
	}{
		{func(r *Rules) { r.Game = "" }, "the rules need the game's id"},
		{func(r *Rules) { r.Sections = nil }, "a deck needs at least one section"},
		{func(r *Rules) { r.Sections = []Section{{Name: "deck"}, {Name: "deck"}} }, `two sections are called "deck"`},
		{func(r *Rules) { r.Sections = []Section{{Name: " "}} }, "section 1 needs a name"},
		{func(r *Rules) { r.Sections = []Section{{Name: "deck", Min: 5, Max: 3, SizeRule: "x"}} }, "at least 5 cards but at most 3"},
		{func(r *Rules) { r.Sections = []Section{{Name: "deck", Min: -1}} }, "not negative"},
		{func(r *Rules) { r.Sections = []Section{{Name: "deck", Min: 40}} }, "the size needs the rule"},
		{func(r *Rules) { r.Sections = []Section{{Name: "deck", MaxCopies: 3, CopyRule: "x"}} }, "the copy limit needs its rule"},
		{func(r *Rules) { r.Budget.Unit = "" }, "the budget needs"},
		{func(r *Rules) { r.Types = append(r.Types, CardType{Name: "action"}) }, `card type "action"`},
	} {
		r := teamRules
		r.Sections = append([]Section(nil), r.Sections...)
		r.Types = append([]CardType(nil), r.Types...)
		tc.change(&r)
		if _, err := NewCatalog(r, nil); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v, want %q", err, tc.want)
		}
	}
}

func TestCatalogLookups(t *testing.T) {
	cat := testCatalog(t)
	if c, ok := cat.ByID(" bs26/promo-2 "); !ok || c.ID != "BS26/PROMO-2" || cat.Definition(c).ID != "BS26/21" {
		t.Errorf("ByID: %v %v", c, ok)
	}
	if c, ok := cat.ByName("scarlette’s  STAND-UP comedy"); !ok || c.ID != "BS26/17" {
		t.Errorf("ByName: %v %v", c, ok)
	}
	if _, ok := cat.ByName("Scarlette"); ok {
		t.Error("ByName found a short name")
	}
	if c, ok := cat.ByName("Banana Gem"); !ok || c.ID != "BS26/21" {
		t.Errorf("a name means the original: %v", c)
	}
	if cat.Game() != "testgame" || len(cat.Cards()) != len(testCards) || cat.Rules().Sections[0].Max != 27 {
		t.Error("Game, Cards or Rules")
	}
	if got := cat.Unknown("Targeted Nuk"); got != `no card is called "Targeted Nuk" (did you mean "Targeted Nuke"?)` {
		t.Errorf("Unknown: %s", got)
	}
	// The catalog keeps its own copy of the cards.
	cards := []Card{{ID: "X", Name: "Xylophone"}}
	own, err := NewCatalog(testRules, cards)
	if err != nil {
		t.Fatal(err)
	}
	cards[0].Name = "Changed"
	if _, ok := own.ByName("Xylophone"); !ok || own.Cards()[0].Name != "Xylophone" {
		t.Error("the catalog shares the caller's cards")
	}
}

// A deck sent as a list of cards is read like a file's lines and checked
// the same way: unknown cards reported at once with suggestions, copies
// counted across the list.
func TestFromList(t *testing.T) {
	cat := testCatalog(t)
	cards := cat.Cards()
	if len(cards) < 2 {
		t.Fatal("the test catalog is too small")
	}
	list := []string{cards[0].Name, cards[0].ID, cards[1].Name}
	d, err := FromList("seat 1", list, cat)
	if err != nil {
		t.Fatal(err)
	}
	if d.Size() != 3 || len(d.CardIDs()) != 3 {
		t.Errorf("size %d, ids %v", d.Size(), d.CardIDs())
	}
	_, err = FromList("seat 2", []string{cards[0].Name, "No Such Card", "Another Missing"}, cat)
	if err == nil || !strings.Contains(err.Error(), "seat 2: card 2:") || !strings.Contains(err.Error(), "seat 2: card 3:") {
		t.Errorf("unknown cards: %v", err)
	}
}

// Cards of any number of copies are not counted by their section's copy
// limit, whether by name or by key; the other cards still are.
func TestCheckCardsOfAnyNumber(t *testing.T) {
	rules := testRules
	rules.Sections = []Section{{Name: "deck", MaxCopies: 3, CopiesBy: "name", CopyRule: "copies"}}
	cards := []Card{
		{ID: "1", Name: "Energon Mine", Type: "resource", AnyCopies: true},
		{ID: "2", Name: "Iacon", Type: "resource", CopyKey: "Iacon", AnyCopies: true},
		{ID: "3", Name: "Blaster Shot", Type: "advantage"},
	}
	cat, err := NewCatalog(rules, cards)
	if err != nil {
		t.Fatal(err)
	}
	checkT(t, cat, nil, "9 x Energon Mine\n5 x Iacon\n3 x Blaster Shot")
	checkT(t, cat, nil, "9 x Energon Mine\n4 x Blaster Shot", "deck.txt:2: copies: 4 copies of Blaster Shot; a deck may hold at most 3 copies of a card by name")
}

// A card that needs a word is legal only beside a card that gives it (a
// Transformers TCG battle card of a faction beside a character of that
// faction); each card that lacks it is a problem of its own line.
func TestCheckNeeds(t *testing.T) {
	rules := Rules{
		Game:     "needs",
		Sections: []Section{{Name: "deck", Min: 1, SizeRule: "deck rules"}},
		Needs:    Needs{Rule: "faction rule", Says: "the deck needs a character of the %s faction"},
	}
	cat, err := NewCatalog(rules, []Card{
		{ID: "1", Name: "Optimus", Type: "character", Gives: []string{"Autobot"}},
		{ID: "2", Name: "Megatron", Type: "character", Gives: []string{"Decepticon"}},
		{ID: "3", Name: "Matrix", Type: "upgrade", Needs: "Autobot"},
		{ID: "4", Name: "Fusion Cannon", Type: "upgrade", Needs: "Decepticon"},
	})
	if err != nil {
		t.Fatal(err)
	}
	checkT(t, cat, nil, "1 x Optimus\n1 x Matrix")
	checkT(t, cat, nil, "1 x Megatron\n1 x Matrix\n1 x Fusion Cannon\n1 x Matrix",
		"deck.txt:2: faction rule: Matrix: the deck needs a character of the Autobot faction",
		"deck.txt:4: faction rule: Matrix: the deck needs a character of the Autobot faction")
	// Rules that say nothing of needs refuse a card that needs.
	if _, err := NewCatalog(Rules{Game: "x", Sections: rules.Sections}, []Card{{ID: "1", Name: "A", Needs: "B"}}); err == nil {
		t.Error("a catalog whose rules say nothing of needs took a card that needs")
	}
}

// A card another card of the deck brings into the game with it (a
// Transformers TCG Trypticon, whose three characters begin the game under
// it) is a problem on its own line, the card bringing it named; without
// the card that brings it, it is an ordinary card.
func TestCheckBrings(t *testing.T) {
	rules := Rules{
		Game:     "brings",
		Sections: []Section{{Name: "team", Min: 1, SizeRule: "team rules"}},
		Brings:   Brings{Rule: "team rules", Says: "%s begins the game under %s"},
	}
	cat, err := NewCatalog(rules, []Card{
		{ID: "1", Name: "Trypticon", Type: "character", Brings: []string{"Full-Tilt", "wipe-out"}},
		{ID: "2", Name: "Full-Tilt", Type: "character"},
		{ID: "3", Name: "Wipe-Out", Type: "character"},
		{ID: "4", Name: "Brunt", Type: "character"},
	})
	if err != nil {
		t.Fatal(err)
	}
	checkT(t, cat, nil, "1 x Full-Tilt\n1 x Wipe-Out\n1 x Brunt")
	checkT(t, cat, nil, "1 x Full-Tilt\n1 x Trypticon\n1 x Brunt\n1 x Wipe-Out",
		"deck.txt:1: team rules: Full-Tilt begins the game under Trypticon: leave it out of the deck",
		"deck.txt:4: team rules: Wipe-Out begins the game under Trypticon: leave it out of the deck")
	if _, err := NewCatalog(Rules{Game: "x", Sections: rules.Sections}, []Card{{ID: "1", Name: "A", Brings: []string{"B"}}}); err == nil {
		t.Error("a catalog whose rules say nothing of cards brought took a card that brings one")
	}
}

// A deck plays one side: its bound cards must be of the side of most of
// its deciding cards, or, where those do not decide, of most of its bound
// cards; a deck whose bound cards cannot decide it is a problem.
func TestCheckSides(t *testing.T) {
	rules := Rules{
		Game:     "sides",
		Sections: []Section{{Name: "deck", Min: 1, SizeRule: "deck rules"}},
		Sides:    Sides{Rule: "army rule", Word: "army", Deciders: "Robots", Bound: "Advantages"},
	}
	cat, err := NewCatalog(rules, []Card{
		{ID: "1", Name: "Optimus", Type: "robot", Side: "autobot"},
		{ID: "2", Name: "Megatron", Type: "robot", Side: "decepticon"},
		{ID: "3", Name: "Roll Out!", Type: "advantage", Side: "autobot", SideBound: true},
		{ID: "4", Name: "Decepticons, Attack!", Type: "advantage", Side: "decepticon", SideBound: true},
		{ID: "5", Name: "Oil Refinery", Type: "resource"},
	})
	if err != nil {
		t.Fatal(err)
	}
	checkT(t, cat, nil, "2 x Optimus\n1 x Megatron\n3 x Roll Out!\n5 x Oil Refinery")
	checkT(t, cat, nil, "5 x Oil Refinery\n2 x Decepticons, Attack!")
	checkT(t, cat, nil, "5 x Oil Refinery")
	checkT(t, cat, nil, "2 x Optimus\n1 x Megatron\n1 x Roll Out!\n2 x Decepticons, Attack!",
		"deck.txt:4: army rule: Decepticons, Attack! is of the decepticon army; the deck's army is autobot, the army of most of its Robots")
	checkT(t, cat, nil, "Optimus\nMegatron\n2 x Roll Out!\nDecepticons, Attack!",
		"deck.txt:4: army rule: Decepticons, Attack! is of the decepticon army; the deck's army is autobot, the army of most of its Advantages")
	checkT(t, cat, nil, "Oil Refinery\nRoll Out!\nDecepticons, Attack!",
		"deck.txt: army rule: the deck's army cannot be told: its Advantages are as many of one army as of another, and its Robots do not decide")
	d, _ := Parse("deck.txt", []byte("Megatron\nOil Refinery\n"), cat)
	if side, by := d.Side(); side != "decepticon" || by != "Robots" {
		t.Errorf("side %q by %q", side, by)
	}
	// Rules that say nothing of sides refuse a card of a side.
	if _, err := NewCatalog(Rules{Game: "x", Sections: rules.Sections}, []Card{{ID: "1", Name: "A", Side: "b"}}); err == nil {
		t.Error("a catalog whose rules say nothing of sides took a card of a side")
	}
}

// A card that raises the budget by the cards that give a word (Blaster: a
// star more for each Mini-Cassette of the team, Rules Roundup 2019-07-29
// 2-13) raises it by each such card, exactly; two cards that raise it by
// the same word raise it once.
func TestCheckRaisedBudget(t *testing.T) {
	cards := append(slices.Clone(teamCards),
		Card{ID: "W3/1", Name: "Blaster, Communications", Type: "character", Points: 10, Section: "team", RaisesBudget: "Mini-Cassette"},
		Card{ID: "W3/2", Name: "Soundwave, Communications", Type: "character", Points: 10, Section: "team", RaisesBudget: "Mini-Cassette"},
		Card{ID: "W3/3", Name: "Eject, Electronic Surveillance", Type: "character", Points: 5, Section: "team", Gives: []string{"Mini-Cassette"}},
		Card{ID: "W3/4", Name: "Ramhorn, Warrior", Type: "character", Points: 5, Section: "team", Gives: []string{"mini-cassette"}},
		Card{ID: "W3/5", Name: "Steeljaw, Scout", Type: "character", Points: 5, Section: "team", Gives: []string{"Mini-Cassette"}},
	)
	cat, err := NewCatalog(teamRules, cards)
	if err != nil {
		t.Fatal(err)
	}
	team := "Blaster, Communications\nEject, Electronic Surveillance\nRamhorn, Warrior\nSteeljaw, Scout\n"
	// 10 + 15 + 3 = 28 stars: 25 and 3 for the three Mini-Cassettes.
	checkT(t, cat, nil, team+fourteenBattleCards)
	checkT(t, cat, nil, team+fourteenBattleCards+"Handheld Blaster\n",
		"deck.txt: team building: the deck has 30 stars in all; a deck may have at most 28 stars (25, and 1 for each Mini-Cassette)")
	// Without Blaster the Mini-Cassettes raise nothing: 15 + 3 + 10.
	checkT(t, cat, nil, "Eject, Electronic Surveillance\nRamhorn, Warrior\nSteeljaw, Scout\nOptimus Prime, Autobot Leader\n"+fourteenBattleCards,
		"deck.txt: team building: the deck has 28 stars in all; a deck may have at most 25 stars")
	// Blaster and Soundwave together raise it once: 20 + 15 + 3 = 38.
	checkT(t, cat, nil, "Soundwave, Communications\n"+team+fourteenBattleCards,
		"deck.txt: team building: the deck has 38 stars in all; a deck may have at most 28 stars (25, and 1 for each Mini-Cassette)")
}
