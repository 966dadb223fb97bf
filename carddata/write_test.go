package carddata

import (
	"bytes"
	"strings"
	"testing"
)

type text string

func (t text) String() string { return string(t) }

// A card is written as a list item under "cards:", after a blank line.
func TestWriteCard(t *testing.T) {
	var b bytes.Buffer
	b.WriteString("cards:\n")
	WriteCard(&b, text("id: A/1\nname: Arcee\n"))
	want := "cards:\n\n  - id: A/1\n    name: Arcee\n"
	if b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
	var f File[struct {
		ID   string `yaml:"id"`
		Name string `yaml:"name"`
	}]
	if err := Unmarshal("x.yaml", []byte("game: x\n"+b.String()), &f); err != nil || len(f.Cards) != 1 || !strings.EqualFold(f.Cards[0].Card.ID, "a/1") || f.Cards[0].Card.Name != "Arcee" {
		t.Errorf("the written list does not read back: %v %+v", err, f)
	}
}
