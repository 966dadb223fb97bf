package tftcg

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"omnideck/decklist"
)

// The built-in decks are legal teams and battle decks (line 6).
func TestStarterDecksAreLegal(t *testing.T) {
	decks, err := StarterDecks(nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(decks) == 0 {
		t.Fatal("no built-in decks")
	}
	for _, d := range decks {
		if probs := d.Check(nil); len(probs) > 0 {
			t.Errorf("%s: %v", d.ID(), probs)
		}
	}
}

// Line 6: a team breaks every rule at once and each problem is reported:
// the stars, a character twice, the battle deck's size and copies.
func TestTeamRulesEveryProblem(t *testing.T) {
	cat, err := DeckCatalog(nil)
	if err != nil {
		t.Fatal(err)
	}
	list := "1 x Optimus Prime, Autobot Leader\n1 x Optimus Prime, Autobot Leader\n1 x Megatron, Cybertronian Tyrant\n" +
		"1 x Autobot Cosmos, Recon & Communication\n4 x Handheld Blaster\n3 x Data Pad\n"
	d, err := decklist.Parse("team.txt", []byte(list), cat)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range d.Check(nil) {
		got = append(got, p.String())
	}
	all := strings.Join(got, "\n")
	for _, want := range []string{"the battle deck has 7 cards", "32 stars", "2 copies of Optimus Prime, Autobot Leader", "4 copies of Handheld Blaster"} {
		if !strings.Contains(all, want) {
			t.Errorf("the problems lack %q:\n%s", want, all)
		}
	}
}

// The plain text format: characters, then battle cards, "N x Name"; what
// is written reads back to the same deck.
func TestDeckListRoundTrip(t *testing.T) {
	decks, err := StarterDecks(nil)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := decks[0].Format(&b, decklist.ByName); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	ch, bc := strings.Index(text, "1 x Optimus Prime, Autobot Leader"), strings.Index(text, "2 x Handheld Blaster")
	if ch < 0 || bc < 0 || ch > bc {
		t.Fatalf("the export does not list characters, then battle cards as \"N x Name\":\n%s", text)
	}
	cat, _ := DeckCatalog(nil)
	back, err := decklist.Parse("back.txt", b.Bytes(), cat)
	if err != nil {
		t.Fatal(err)
	}
	a, b2 := back.CardIDs(), decks[0].CardIDs()
	slices.Sort(a)
	slices.Sort(b2)
	if !slices.Equal(a, b2) {
		t.Errorf("the deck read back differs:\n%v\n%v", a, b2)
	}
}

// The faction symbol of a battle card (docs/rules/tftcg.md): an Autobot
// battle card goes only in a deck whose team has an Autobot character;
// every such card is reported.
func TestFactionBattleCards(t *testing.T) {
	deck := "3 x Matrix of Leadership\n3 x Fusion Cannon of Megatron\n34 x Armored Plating\n"
	problems := func(team string) string { return deckProblems(t, team, deck) }
	got := problems("1 x Megatron, Cybertronian Tyrant\n")
	if !strings.Contains(got, "Matrix of Leadership: a battle card of a faction goes in a deck whose team has a character of the Autobot faction") {
		t.Errorf("a Decepticon team may hold Matrix of Leadership:\n%s", got)
	}
	if strings.Contains(got, "Fusion Cannon") {
		t.Errorf("a Decepticon team may not hold Fusion Cannon of Megatron:\n%s", got)
	}
	got = problems("1 x Megatron, Cybertronian Tyrant\n1 x Bumblebee, Least Likely, Most Dangerous\n")
	if strings.Contains(got, "faction") {
		t.Errorf("a team with both factions may not hold both cards:\n%s", got)
	}
}

// Trypticon begins the game with Full-Tilt, Wipe-Out and Brunt under it,
// on the starting team (Rules_Roundup-2019-07-29.xml#2-30): deck check
// refuses a team that lists one of them beside him, as the game does, and
// takes the three without him.
func TestTeamListsNoCharacterThatBeginsUnderAnother(t *testing.T) {
	problems := func(team string) string { return deckProblems(t, team, "40 x Armored Plating\n") }
	got := problems("1 x Trypticon, Assault Base\n1 x Full-Tilt, Base Recon\n")
	if !strings.Contains(got, "team.txt:2: rules 1.0, building a team: Full-Tilt, Base Recon begins the game under Trypticon, Assault Base, on the starting team: leave it out of the deck") {
		t.Errorf("a team with Trypticon may list Full-Tilt:\n%s", got)
	}
	if got := problems("1 x Full-Tilt, Base Recon\n1 x Wipe-Out, Devoted Minion\n"); strings.Contains(got, "begins the game under") {
		t.Errorf("Full-Tilt without Trypticon is refused:\n%s", got)
	}
}

// deckProblems is what deck check says of a list of the team's lines
// followed by the battle deck's, one problem a line.
func deckProblems(t *testing.T, team, deck string) string {
	t.Helper()
	cat, err := DeckCatalog(nil)
	if err != nil {
		t.Fatal(err)
	}
	d, err := decklist.Parse("team.txt", []byte(team+deck), cat)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, p := range d.Check(nil) {
		out = append(out, p.String())
	}
	return strings.Join(out, "\n")
}
