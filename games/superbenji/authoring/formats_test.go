package authoring

import (
	"bytes"
	"os"
	"slices"
	"strings"
	"testing"

	"omnideck/decklist"
	"omnideck/games/superbenji"
)

// The formats of formats.yaml, and decks checked against them: the Base
// Set's deck rules are the game's (package superbenji's deck tests), and
// the formats tighten them.

func baseSetT(t testing.TB) *superbenji.CardSet {
	t.Helper()
	cs, err := superbenji.BaseSet()
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// setWithAlternates is the Base Set plus an alternate art of Targeted Nuke,
// which is not Unique: the Base Set's own alternate arts are all of Unique
// cards.
func setWithAlternates(t testing.TB) *superbenji.CardSet {
	t.Helper()
	base, err := os.ReadFile("../cards.yaml")
	if err != nil {
		t.Fatal(err)
	}
	data := append(base, "\n  - id: BS26/PROMO-90\n    name: Targeted Nuke\n    type: action\n    same_as: BS26/13\n"...)
	cs, err := superbenji.LoadCards("alternates.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func parseT(t testing.TB, cs *superbenji.CardSet, text string) *decklist.Deck {
	t.Helper()
	d, err := superbenji.ParseDeck("deck.txt", []byte(text), cs)
	if err != nil {
		t.Fatalf("superbenji.ParseDeck:\n%v", err)
	}
	return d
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

func problemStrings(ps []decklist.Problem) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.String()
	}
	return out
}

func checkT(t *testing.T, cs *superbenji.CardSet, f *decklist.Format, text string, want ...string) {
	t.Helper()
	got := problemStrings(parseT(t, cs, text).Check(f))
	if !slices.Equal(got, want) {
		t.Errorf("problems:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

func TestCheckReportsEveryProblemAtOnce(t *testing.T) {
	cs := setWithAlternates(t)
	formats, err := BaseFormats(cs)
	if err != nil {
		t.Fatal(err)
	}
	banned, _ := formats.Lookup("example-banned")
	checkT(t, cs, banned, deckWith(map[int]string{
		3:  "2 x Hallie, Eater of Food",
		6:  "4 x Cook",
		12: "1 x Food",
		13: "2 x Targeted Nuke",
	}),
		"deck.txt: rule 2.1: the deck has 29 cards; a deck has exactly 27",
		"deck.txt:3: rule 2.3: 2 copies of Hallie, Eater of Food; a Unique card is limited to 1 copy by full name",
		"deck.txt:6: rule 2.2: 4 copies of Cook; a deck may hold at most 3 copies of a card by name",
		"deck.txt:12: rule 6.6: Food is a token: tokens are made by effects during a game and never go in a deck",
		"deck.txt:13: format example-banned: Targeted Nuke is banned in example-banned")
}

func TestBaseFormats(t *testing.T) {
	cs := setWithAlternates(t)
	formats, err := BaseFormats(cs)
	if err != nil {
		t.Fatal(err)
	}
	if got := formats.IDs(); !slices.Equal(got, []string{"standard", "example-banned"}) {
		t.Errorf("formats %v", got)
	}
	for _, f := range formats {
		if f.Description == "" {
			t.Errorf("%s has no description", f.ID)
		}
	}
	standard, _ := formats.Lookup("standard")
	banned, _ := formats.Lookup("example-banned")
	text := deckWith(map[int]string{12: "2 x Targeted Nuke", 13: "1 x BS26/PROMO-90"})
	checkT(t, cs, standard, text)
	// The ban reaches the alternate art too.
	checkT(t, cs, banned, text,
		"deck.txt:12: format example-banned: Targeted Nuke is banned in example-banned",
		"deck.txt:13: format example-banned: Targeted Nuke is banned in example-banned")
}

func TestStarterDecksAreLegal(t *testing.T) {
	cs := baseSetT(t)
	decks, err := superbenji.StarterDecks(cs)
	if err != nil {
		t.Fatal(err)
	}
	formats, err := BaseFormats(cs)
	if err != nil {
		t.Fatal(err)
	}
	standard, _ := formats.Lookup("standard")
	var ids []string
	for _, d := range decks {
		ids = append(ids, d.ID())
		if ps := d.Check(standard); len(ps) > 0 || d.Size() != superbenji.DeckSize {
			t.Errorf("%s (%d cards): %v", d.File, d.Size(), ps)
		}
		if d.Name == "" {
			t.Errorf("%s has no name", d.File)
		}
	}
	if !slices.Equal(ids, []string{"banana-villains", "heroes"}) {
		t.Fatalf("starters %v", ids)
	}
	heroes, err := decklist.Find(decks, "HEROES.txt")
	if err != nil || heroes.Name != "Heroes" {
		t.Fatalf("Find: %v", err)
	}
	// Every Hero deck card is a Hero character or supports them; the
	// example-banned format bans a Villains card only.
	banned, _ := formats.Lookup("example-banned")
	if ps := heroes.Check(banned); len(ps) > 0 {
		t.Errorf("heroes in example-banned: %v", ps)
	}
	if ps := decks[0].Check(banned); len(ps) != 1 || ps[0].Card != "Targeted Nuke" {
		t.Errorf("villains in example-banned: %v", ps)
	}
	lists, err := superbenji.StarterDeckLists()
	if err != nil || len(lists) != 2 || len(lists[0]) != superbenji.DeckSize || len(lists[1]) != superbenji.DeckSize {
		t.Fatalf("superbenji.StarterDeckLists: %v %v", lists, err)
	}
	if lists[1][0] != heroes.Cards()[0].ID {
		t.Errorf("the heroes list starts with %s", lists[1][0])
	}
	// The starters export and read back unchanged.
	for _, d := range decks {
		for _, style := range []decklist.Style{decklist.ByName, decklist.ByID} {
			var first, second bytes.Buffer
			if err := d.Format(&first, style); err != nil {
				t.Fatal(err)
			}
			back := parseT(t, cs, first.String())
			back.Format(&second, style)
			if first.String() != second.String() || back.Size() != d.Size() || back.Name != d.Name {
				t.Errorf("%s as %s does not read back:\n%s", d.Name, style, first.String())
			}
		}
	}
}

// A formats file names its game, and its restrictions speak of the
// rules they tighten.
func TestLoadFormats(t *testing.T) {
	cs := baseSetT(t)
	bad := `game: superbenji
formats:
  - id: tight
    description: x
    banned: [Food]
    restricted:
      - {card: Robbery, max: 3}
      - {card: "Hallie, Eater of Food"}
`
	_, err := LoadFormats("bad.yaml", []byte(bad), cs)
	for _, w := range []string{
		"bad.yaml:5: Food is a token, which never goes in a deck",
		"bad.yaml:7: Robbery: max 3 restricts nothing, as rule 2.2 already allows 3",
		"bad.yaml:8: Hallie, Eater of Food is Unique, so rule 2.3 already allows only 1 copy",
	} {
		if err == nil || !strings.Contains(err.Error(), w) {
			t.Errorf("the error lacks %q:\n%v", w, err)
		}
	}
	_, err = LoadFormats("other.yaml", []byte("game: omnitrix\nformats:\n  - {id: a, description: x}\n"), cs)
	if err == nil || !strings.Contains(err.Error(), `other.yaml:1: the file is for game "omnitrix", not "superbenji"`) {
		t.Errorf("another game's file: %v", err)
	}
	if _, err := LoadFormats("x.yaml", baseFormats, nil); err == nil {
		t.Error("LoadFormats without a card set")
	}
}

// The built-in formats apply by name to decks of a designer's cards.
func TestBaseFormatsForAnotherCardSet(t *testing.T) {
	other, err := superbenji.LoadCards("other.yaml", []byte(`game: superbenji
set: T
cards:
  - {id: T/1, name: Targeted Nuke, type: action, speed: fast, effects: [{damage: {amount: 9, to: character}}]}
`))
	if err != nil {
		t.Fatal(err)
	}
	formats, err := BaseFormats(other)
	if err != nil {
		t.Fatal(err)
	}
	banned, _ := formats.Lookup("example-banned")
	if len(banned.Banned) != 1 || banned.Banned[0].ID != "T/1" {
		t.Errorf("banned %v", banned.Banned)
	}
	checkT(t, other, banned, "27 x T/1",
		"deck.txt:1: format example-banned: Targeted Nuke is banned in example-banned")
	none, err := superbenji.LoadCards("none.yaml", []byte("game: superbenji\nset: U\ncards:\n  - {id: U/1, name: Grunt, type: character, attack: 1, health: 1}\n"))
	if err != nil {
		t.Fatal(err)
	}
	formats, err = BaseFormats(none)
	if err != nil {
		t.Fatal(err)
	}
	if banned, _ := formats.Lookup("example-banned"); len(banned.Banned) != 0 {
		t.Errorf("banned %v", banned.Banned)
	}
	checkT(t, none, banned, "3 x Grunt", "deck.txt: rule 2.1: the deck has 3 cards; a deck has exactly 27")
}

// FuzzParseDeck reads deck lists of the Base Set: no panic, an error or a
// deck that checks and exports back to the same deck.
func FuzzParseDeck(f *testing.F) {
	cs := baseSetT(f)
	formats, err := BaseFormats(cs)
	if err != nil {
		f.Fatal(err)
	}
	for _, name := range []string{"heroes.txt", "banana-villains.txt"} {
		data, _ := os.ReadFile("../decks/" + name)
		f.Add(data)
	}
	for _, s := range []string{legal27, "3x Cook\n", "Deck:\nDeck: a\n", "9:01 News\n1 x BS26/13 # x\n", "0 x Food", "3 x", "x3 Cook", "Cook x 3",
		"three x Cook", "99999999999999999999 x Cook", "1 x 1 x Cook", "\uFEFF\r\n#\n//", "½ x Cook", "3 ×", "Dr. Banana", "1 x bs26/promo1 // c", "Deck:#", "Deck: # x\nDeck: a # b",
		"Cook\x80\n", "# Caf\xe9\n3 x Cook\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := superbenji.ParseDeck("fuzz.txt", data, cs)
		if err != nil {
			if d != nil || !strings.HasPrefix(err.Error(), "fuzz.txt:") {
				t.Fatalf("deck %v with error %v", d, err)
			}
			return
		}
		for _, fm := range append(formats, nil) {
			for _, p := range d.Check(fm) {
				if p.Rule == "" || p.Message == "" {
					t.Fatalf("empty problem %+v", p)
				}
			}
		}
		for _, style := range []decklist.Style{decklist.ByName, decklist.ByID} {
			var b bytes.Buffer
			if err := d.Format(&b, style); err != nil {
				t.Fatal(err)
			}
			back, err := superbenji.ParseDeck("export.txt", b.Bytes(), cs)
			if err != nil {
				t.Fatalf("the %s export does not read back: %v\n%s", style, err, b.String())
			}
			if back.Size() != d.Size() || !slices.Equal(broken(back), broken(d)) {
				t.Fatalf("the %s export changed the deck:\n%s", style, b.String())
			}
		}
	})
}

// broken lists the rules a deck breaks and the cards that break them.
func broken(d *decklist.Deck) []string {
	var out []string
	for _, p := range d.Check(nil) {
		out = append(out, p.Rule+" "+p.Card)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// The game the registry holds answers tools that do not know it with the
// authoring tools: its formats, and a card game loaded from another card
// file keeps them.
func TestTheGameLendsTheTools(t *testing.T) {
	g, err := Game()
	if err != nil {
		t.Fatal(err)
	}
	formats, err := g.DeckFormats()
	if err != nil || !slices.Equal(formats.IDs(), []string{"standard", "example-banned"}) {
		t.Fatalf("DeckFormats: %v %v", formats.IDs(), err)
	}
	if ids, err := g.LoadDeck("heroes"); err != nil || len(ids) != superbenji.DeckSize {
		t.Errorf("LoadDeck(heroes): %d cards, %v", len(ids), err)
	}
	other, err := g.WithCards("grunts.yaml", []byte("game: superbenji\nset: U\ncards:\n  - {id: U/1, name: Grunt, type: character, attack: 1, health: 1}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if fs, err := other.(*superbenji.Game).DeckFormats(); err != nil || len(fs) != 2 {
		t.Errorf("another card file's game has formats %v, %v", fs.IDs(), err)
	}
	bare, err := superbenji.Default()
	if err != nil {
		t.Fatal(err)
	}
	if fs, err := bare.DeckFormats(); fs != nil || err != nil {
		t.Errorf("the game without its tools has formats %v, %v", fs, err)
	}
	if _, err := bare.ImportCards("x.tsv", nil, &bytes.Buffer{}); err == nil {
		t.Error("the game without its tools imports cards")
	}
}
