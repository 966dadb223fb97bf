package decklist

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// FuzzParse: whatever the file holds, Parse does not panic, and either
// reads a deck or returns an error every line of which names the file.
// A deck it reads checks without panicking, and exports in both styles to
// a list that reads back as the same deck. The seed corpus is the lists
// below and testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	cat := testCatalog(f)
	team := teamCatalog(f)
	formats, err := LoadFormats("formats.yaml", []byte(testFormats), cat)
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range []string{legal27, "3x Cook\n", "Deck:\nDeck: a\n", "9:01 News\n1 x BS26/13 # x\n", "0 x Food", "3 x", "x3 Cook", "Cook x 3",
		"three x Cook", "99999999999999999999 x Cook", "1 x 1 x Cook", "\uFEFF\r\n#\n//", "½ x Cook", "3 ×", "Dr. Banana", "1 x bs26/promo1 // c", "Deck:#", "Deck: # x\nDeck: a # b",
		"Cook\x80\n", "Cook \x80# x", "3 x Cook\xe2\x80", "\xef\xbb\xbf\xff", "# caf\xe9\n", "Cook\u00a0# x", "Cook \uFFFD // x", "2 x Energon Axe\nOptimus Prime, Autobot Leader\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, c := range []*Catalog{cat, team} {
			d, err := Parse("fuzz.txt", data, c)
			if err != nil {
				if d != nil {
					t.Fatalf("deck %v with error %v", d, err)
				}
				for _, line := range strings.Split(err.Error(), "\n") {
					if !strings.HasPrefix(line, "fuzz.txt:") {
						t.Fatalf("a problem that does not name the file: %q", line)
					}
				}
				continue
			}
			fs := Formats{nil}
			if c == cat {
				fs = append(fs, formats...)
			}
			for _, fm := range fs {
				for _, p := range d.Check(fm) {
					if p.Rule == "" || p.Message == "" || p.File != "fuzz.txt" {
						t.Fatalf("bad problem %+v", p)
					}
				}
			}
			for _, style := range []Style{ByName, ByID} {
				var b bytes.Buffer
				if err := d.Format(&b, style); err != nil {
					t.Fatal(err)
				}
				back, err := Parse("export.txt", b.Bytes(), c)
				if err != nil {
					t.Fatalf("the %s export does not read back: %v\n%s", style, err, b.String())
				}
				if back.Size() != d.Size() || !slices.Equal(broken(back), broken(d)) {
					t.Fatalf("the %s export changed the deck:\n%s", style, b.String())
				}
			}
		}
	})
}

// broken lists the rules a deck breaks and the cards that break them.
func broken(d *Deck) []string {
	var out []string
	for _, p := range d.Check(nil) {
		out = append(out, p.Rule+" "+p.Card)
	}
	slices.Sort(out)
	return slices.Compact(out)
}
