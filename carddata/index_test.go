package carddata

import (
	"strings"
	"testing"
)

type indexCard struct {
	ID   string `yaml:"id"`
	Name string `yaml:"name"`
}

func TestIndex(t *testing.T) {
	data := []byte("game: g\nset: S\ncards:\n  - {id: S/1, name: One}\n  - {id: S/1, name: Two}\n  - {id: S/3, name: one}\n  - {name: Four}\n  - {id: S/5, name: Five}\n")
	f, err := Decode[indexCard]("i.yaml", data, "g")
	if err != nil {
		t.Fatal(err)
	}
	p := Problems{File: "i.yaml"}
	x := NewIndex(f, &p, func(c *indexCard) (string, string) { return c.ID, c.Name }, "S/1")
	if len(x.Cards) != 2 || x.Lines[x.Cards[1]] != 8 {
		t.Fatalf("%d cards indexed, the second on line %d", len(x.Cards), x.Lines[x.Cards[len(x.Cards)-1]])
	}
	msg := p.Err().Error()
	for _, want := range []string{"i.yaml:5:5: S/1: the id is already used on line 4", `i.yaml:6:5: S/3: the name "one" is already used on line 4`, "i.yaml:7:5: a card needs an id such as S/1"} {
		if !strings.Contains(msg, want) {
			t.Errorf("the problems do not say %q:\n%s", want, msg)
		}
	}
	if c, ok := x.Lookup(" s/5 "); !ok || c.Name != "Five" {
		t.Error("lookup by id ignoring case")
	}
	if c, ok := x.Lookup("ONE"); !ok || c.ID != "S/1" {
		t.Error("lookup by name ignoring case")
	}
}

// A list writes a card by its name, unless the name finds another card
// (a card named like another's id): then by its id.
func TestIndexWritten(t *testing.T) {
	data := []byte("game: g\nset: S\ncards:\n  - {id: S/1, name: One}\n  - {id: S/2, name: S/1}\n")
	f, err := Decode[indexCard]("i.yaml", data, "g")
	if err != nil {
		t.Fatal(err)
	}
	p := Problems{File: "i.yaml"}
	x := NewIndex(f, &p, func(c *indexCard) (string, string) { return c.ID, c.Name }, "S/1")
	if got := x.Written(x.Cards[0]); got != "One" {
		t.Errorf("the first card is written %q, want its name One", got)
	}
	if got := x.Written(x.Cards[1]); got != "S/2" {
		t.Errorf("the card named S/1 is written %q, want its id S/2", got)
	}
}
