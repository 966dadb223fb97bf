package decklist

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// counts lists a deck's copies by the key of each card, sorted.
func counts(d *Deck, key func(*Card) string) []string {
	n := map[string]int{}
	for _, c := range d.Cards() {
		n[key(c)]++
	}
	var out []string
	for k, v := range n {
		out = append(out, fmt.Sprintf("%d %s", v, k))
	}
	slices.Sort(out)
	return out
}

// roundTrip checks that d exports in both styles to a list that reads back
// as the same deck and exports the same again.
func roundTrip(t *testing.T, d *Deck) {
	t.Helper()
	cat := d.Catalog
	for _, style := range []Style{ByName, ByID} {
		var first, second bytes.Buffer
		if err := d.Format(&first, style); err != nil {
			t.Fatal(err)
		}
		back, err := Parse("export.txt", first.Bytes(), cat)
		if err != nil {
			t.Fatalf("%s as %s does not read back:\n%v\n%s", d.Name, style, err, first.String())
		}
		back.Format(&second, style)
		if first.String() != second.String() {
			t.Errorf("%s as %s: the second export differs:\n%s\n---\n%s", d.Name, style, first.String(), second.String())
		}
		if back.Name != strings.Join(strings.Fields(d.Name), " ") || back.Size() != d.Size() {
			t.Errorf("%s as %s: read back as %q with %d cards", d.Name, style, back.Name, back.Size())
		}
		key := func(c *Card) string { return cat.Definition(c).Name }
		if style == ByID {
			key = func(c *Card) string { return c.ID }
		}
		if a, b := counts(d, key), counts(back, key); !slices.Equal(a, b) {
			t.Errorf("%s as %s: cards changed:\n%v\n%v", d.Name, style, a, b)
		}
		if back.WrittenStyle() != style {
			t.Errorf("%s as %s reads back as written by %s", d.Name, style, back.WrittenStyle())
		}
	}
}

func TestFormatRoundTrips(t *testing.T) {
	cat := testCatalog(t)
	mixed := parseT(t, cat, "Deck: Mixed  bag\n2 x Targeted Nuke\n1 x BS26/PROMO-90\nBS26/PROMO-2\n1 x Jordan, Fire Master\n1 x Food\nCook\n2 Cook\n9:01 News\nBenji HQ\n")
	roundTrip(t, mixed)
	roundTrip(t, parseT(t, cat, legal27))
	var out bytes.Buffer
	mixed.Format(&out, ByName)
	want := "Deck: Mixed bag\n\n# Characters (1)\n1 x Jordan, Fire Master\n\n# Artifacts (2)\n1 x Banana Gem\n1 x Food\n\n" +
		"# Locations (1)\n1 x Benji HQ\n\n# Actions (7)\n1 x 9:01 News\n3 x Cook\n3 x Targeted Nuke\n"
	if out.String() != want {
		t.Errorf("names export:\n%s\nwant:\n%s", out.String(), want)
	}
	out.Reset()
	mixed.Format(&out, ByID)
	if !strings.Contains(out.String(), "\n1 x BS26/TOKEN-food  # Food\n") || !strings.Contains(out.String(), "\n1 x BS26/23          # Benji HQ\n") {
		t.Errorf("the names in the ids export do not line up:\n%s", out.String())
	}
	squashed := regexp.MustCompile(` +`).ReplaceAllString(out.String(), " ")
	for _, line := range []string{"2 x BS26/13 # Targeted Nuke\n1 x BS26/PROMO-90 # Targeted Nuke\n", "1 x BS26/PROMO-2 # Banana Gem\n", "3 x BS26/19 # Cook\n"} {
		if !strings.Contains(squashed, line) {
			t.Errorf("ids export lacks %q:\n%s", line, out.String())
		}
	}
}

// Types the rules do not list come last, as other cards; a deck of two
// sections lists each section's types in turn.
func TestFormatGroupsBySectionThenType(t *testing.T) {
	rules := testRules
	rules.Types = rules.Types[:1] // characters only
	cat, err := NewCatalog(rules, testCards)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	parseT(t, cat, "Cook\nBenji HQ\nJordan, Fire Master\n").Format(&out, ByName)
	if want := "# Characters (1)\n1 x Jordan, Fire Master\n\n# Other cards (2)\n1 x Benji HQ\n1 x Cook\n"; out.String() != want {
		t.Errorf("export:\n%s\nwant:\n%s", out.String(), want)
	}
	tf := teamCatalog(t)
	d := parseT(t, tf, "Deck: Cars\n3 x Energon Axe\nBumblebee, Scout\n2 x Plasma Burst\nOptimus Prime, Autobot Leader\n")
	out.Reset()
	d.Format(&out, ByName)
	want := "Deck: Cars\n\n# Characters (2)\n1 x Bumblebee, Scout\n1 x Optimus Prime, Autobot Leader\n\n" +
		"# Actions (2)\n2 x Plasma Burst\n\n# Upgrades (3)\n3 x Energon Axe\n"
	if out.String() != want {
		t.Errorf("two-section export:\n%s\nwant:\n%s", out.String(), want)
	}
	roundTrip(t, d)
}

func TestDeckID(t *testing.T) {
	for file, want := range map[string]string{"heroes.txt": "heroes", "decks/banana-villains.txt": "banana-villains", `C:\decks\mine.dek`: "mine", "stdin": "stdin", "a.b.txt": "a.b"} {
		if got := (&Deck{File: file}).ID(); got != want {
			t.Errorf("ID of %s = %q, want %q", file, got, want)
		}
	}
}
