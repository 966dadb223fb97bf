package superbenji

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"omnideck/decklist"
)

// Deck lists are read, checked and written by package decklist, whose
// tests cover every form of line and every message. These tests check
// Super Benji's part: its deck rules as data (2.1 to 2.3, tokens 6.6), its
// starter decks and LoadDeck; package authoring tests its formats.yaml.

func baseSetT(t testing.TB) *CardSet {
	t.Helper()
	cs, err := BaseSet()
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// setWithAlternates is the Base Set plus an alternate art of Targeted Nuke,
// which is not Unique: the Base Set's own alternate arts are all of Unique
// cards.
func setWithAlternates(t testing.TB) *CardSet {
	t.Helper()
	data := append(bytes.Clone(baseSet), "\n  - id: BS26/PROMO-90\n    name: Targeted Nuke\n    type: action\n    same_as: BS26/13\n"...)
	cs, err := LoadCards("alternates.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func parseT(t testing.TB, cs *CardSet, text string) *decklist.Deck {
	t.Helper()
	d, err := ParseDeck("deck.txt", []byte(text), cs)
	if err != nil {
		t.Fatalf("ParseDeck:\n%v", err)
	}
	return d
}

// The catalog carries every card of the set with the facts the deck rules
// need; names and ids read as the rules of deck lists say.
func TestDeckCatalog(t *testing.T) {
	cs := setWithAlternates(t)
	cat, err := DeckCatalog(cs)
	if err != nil {
		t.Fatal(err)
	}
	if len(cat.Cards()) != len(cs.Cards()) || cat.Game() != ID {
		t.Errorf("%d cards for %s", len(cat.Cards()), cat.Game())
	}
	for _, c := range cs.Cards() {
		dc, ok := cat.ByID(c.ID)
		def := cat.Definition(dc)
		if !ok || dc.Name != c.Name || def.ID != cs.Definition(c).ID || def.Unique != cs.Definition(c).Unique || def.NotDeckable != cs.Definition(c).Token || dc.Type != c.Type {
			t.Errorf("%s: %+v", c.ID, dc)
		}
	}
	for _, tc := range []struct{ line, id string }{
		{"3 x Targeted Nuke", "BS26/13"},
		{"1 x BS26/PROMO-90", "BS26/PROMO-90"},
		{"1 x Scarlette’s Stand-up Comedy", "BS26/17"},
		{"2 9:01 News", "BS26/33"},
		{"1 x Food", "BS26/TOKEN-food"},
	} {
		if d := parseT(t, cs, tc.line); d.Entries[0].Card.ID != tc.id {
			t.Errorf("%q reads as %s", tc.line, d.Entries[0].Card.ID)
		}
	}
	_, err = ParseDeck("bad.txt", []byte("3 x Targetted Nuke\n100 x Cook\nCook\x80\n"), cs)
	for _, want := range []string{
		`bad.txt:1: no card is called "Targetted Nuke" (did you mean "Targeted Nuke"?)`,
		`bad.txt:2: count "100" is more copies than any deck holds (a deck has 27 cards)`,
		"bad.txt:3: not UTF-8 text: the byte 0x80 at byte offset 34 of the file",
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("the error lacks %q:\n%v", want, err)
		}
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

func problemStrings(ps []decklist.Problem) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.String()
	}
	return out
}

func checkT(t *testing.T, cs *CardSet, f *decklist.Format, text string, want ...string) {
	t.Helper()
	got := problemStrings(parseT(t, cs, text).Check(f))
	if !slices.Equal(got, want) {
		t.Errorf("problems:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

func TestCheckEachRuleAlone(t *testing.T) {
	cs := setWithAlternates(t)
	checkT(t, cs, nil, legal27)
	// Benji, Hero of Benji Island and Benji, Political Leader share a Basic
	// Name but not a full name: one of each is legal (2.3).
	t.Run("2.1", func(t *testing.T) {
		checkT(t, cs, nil, deckWith(map[int]string{12: "2 x Arrest"}),
			"deck.txt: rule 2.1: the deck has 26 cards; a deck has exactly 27")
		checkT(t, cs, nil, deckWith(map[int]string{13: "Robbery"}),
			"deck.txt: rule 2.1: the deck has 28 cards; a deck has exactly 27")
		checkT(t, cs, nil, "", "deck.txt: rule 2.1: the deck has 0 cards; a deck has exactly 27")
	})
	t.Run("2.2", func(t *testing.T) {
		checkT(t, cs, nil, deckWith(map[int]string{11: "2 x Militia", 12: "4 x Arrest"}),
			"deck.txt:12: rule 2.2: 4 copies of Arrest; a deck may hold at most 3 copies of a card by name")
		checkT(t, cs, nil, deckWith(map[int]string{11: "2 x Militia", 12: "2 x Arrest", 13: "2 x BS26/38"}),
			"deck.txt:12: rule 2.2: 4 copies of Arrest (lines 12 and 13); a deck may hold at most 3 copies of a card by name")
		// Alternate arts count with their original.
		checkT(t, cs, nil, deckWith(map[int]string{11: "2 x Militia", 12: "3 x Targeted Nuke", 13: "1 x BS26/PROMO-90"}),
			"deck.txt:12: rule 2.2: 4 copies of Targeted Nuke (lines 12 and 13, alternate arts counted with their original); a deck may hold at most 3 copies of a card by name")
	})
	t.Run("2.3", func(t *testing.T) {
		checkT(t, cs, nil, deckWith(map[int]string{3: "2 x Hallie, Eater of Food", 12: "2 x Arrest"}),
			"deck.txt:3: rule 2.3: 2 copies of Hallie, Eater of Food; a Unique card is limited to 1 copy by full name")
		// The promo Banana Gem does not repeat "unique": it plays as the
		// original, which is Unique.
		checkT(t, cs, nil, deckWith(map[int]string{12: "1 x Arrest", 13: "1 x BS26/PROMO-2\n1 x BS26/21"}),
			"deck.txt:13: rule 2.3: 2 copies of Banana Gem (lines 13 and 14, alternate arts counted with their original); a Unique card is limited to 1 copy by full name")
	})
	t.Run("6.6", func(t *testing.T) {
		checkT(t, cs, nil, deckWith(map[int]string{12: "2 x Arrest", 13: "1 x Food"}),
			"deck.txt:13: rule 6.6: Food is a token: tokens are made by effects during a game and never go in a deck")
		checkT(t, cs, nil, deckWith(map[int]string{12: "2 x Arrest", 13: "1 x BS26/TOKEN-human"}),
			"deck.txt:13: rule 6.6: Human is a token: tokens are made by effects during a game and never go in a deck")
	})
}

// Each starter deck's characters make the actions its cards spend.
func TestStarterDecksPayForTheirAbilities(t *testing.T) {
	cs := baseSetT(t)
	decks, err := StarterDecks(cs)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range decks {
		var cards []*Card
		for _, c := range d.Cards() {
			card, ok := cs.ByID(c.ID)
			if !ok {
				t.Fatalf("%s: no card %s", d.Name, c.ID)
			}
			cards = append(cards, cs.Definition(card))
		}
		made := map[Symbol]bool{}
		characters := 0
		for _, def := range cards {
			for _, s := range def.Actions {
				made[s] = true
			}
			if def.Type == "character" {
				characters++
			}
		}
		if characters < 10 {
			t.Errorf("%s has only %d characters", d.Name, characters)
		}
		for _, def := range cards {
			for _, a := range def.Abilities {
				for _, s := range append(append(Symbols{}, a.Cost.Actions...), a.Cost.Repeat...) {
					if s != Wild && !made[s] && !made[Wild] {
						t.Errorf("%s: %s's %s costs %s, which the deck does not make", d.Name, def.Name, a.Name, s.Name())
					}
				}
			}
		}
	}
}

// LoadDeck reads a starter deck or a deck file into Config.Decks, legal
// under the standard format, for the game's own cards or a designer's.
func TestLoadDeck(t *testing.T) {
	g, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	heroes, err := g.LoadDeck("heroes")
	if err != nil || len(heroes) != DeckSize {
		t.Fatalf("LoadDeck(heroes): %d cards, %v", len(heroes), err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "mine.txt")
	os.WriteFile(path, []byte(legal27), 0o644)
	if ids, err := g.LoadDeck(path); err != nil || len(ids) != DeckSize || ids[0] != "BS26/28" {
		t.Errorf("LoadDeck(file): %v %v", ids, err)
	}
	os.WriteFile(path, []byte(deckWith(map[int]string{12: "4 x Arrest"})), 0o644)
	if _, err := g.LoadDeck(path); err == nil || !strings.Contains(err.Error(), path+" is not a legal deck:\n"+path+": rule 2.1") || !strings.Contains(err.Error(), path+":12: rule 2.2: 4 copies of Arrest") {
		t.Errorf("an illegal deck file: %v", err)
	}
	if _, err := g.LoadDeck("zombies"); err == nil || !strings.Contains(err.Error(), `no starter deck is called "zombies" (the starter decks: banana-villains, heroes); and no deck file zombies`) {
		t.Errorf("LoadDeck(zombies): %v", err)
	}
	// A designer's cards without the starters' cards still read deck files.
	grunts, err := g.WithCards("grunts.yaml", []byte("game: superbenji\nset: U\ncards:\n  - {id: U/1, name: Grunt, type: character, attack: 1, health: 1}\n"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(path, []byte("3 x Grunt\n"), 0o644)
	if _, err := grunts.(*Game).LoadDeck(path); err == nil || !strings.Contains(err.Error(), "rule 2.1: the deck has 3 cards") {
		t.Errorf("LoadDeck with a designer's cards: %v", err)
	}
	if _, err := grunts.(*Game).StarterDecks(); err == nil {
		t.Error("starter decks from cards that lack theirs")
	}
}
