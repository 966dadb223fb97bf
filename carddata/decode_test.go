package carddata

import (
	"strings"
	"testing"
)

// wordOrPair is a value a card file writes as a word or as a mapping.
type wordOrPair struct {
	Word string
	A    int `yaml:"a"`
	B    int `yaml:"b"`
}

// UnmarshalCard reads "x" or {a: 1, b: 2}.
func (w *wordOrPair) UnmarshalCard(v Value) {
	if text, ok := v.Text(); ok {
		if text != "x" && text != "y" {
			v.Failf("%q is not x or y", text)
			return
		}
		w.Word = text
		return
	}
	type plain wordOrPair
	v.Decode((*plain)(w))
}

type richCard struct {
	Name  string       `yaml:"name"`
	Power int          `yaml:"power"`
	Tags  []string     `yaml:"tags"`
	Odd   bool         `yaml:"odd"`
	Pick  wordOrPair   `yaml:"pick"`
	Many  []wordOrPair `yaml:"many"`
	Inner *richInner   `yaml:"inner"`
	Tree  tree         `yaml:"tree"`
	richInline
}

// tree is lists of lists.
type tree []tree

type richInner struct {
	Depth int `yaml:"depth"`
}

type richInline struct {
	Extra string `yaml:"extra"`
}

func readRich(t *testing.T, text string) (*File[richCard], *Problems) {
	t.Helper()
	return Read("r.yaml", []byte(text), "demo", func(c *richCard) string { return c.Name })
}

// Reading goes on past each problem, with the rest of the card and of the
// file: every problem is reported, each at its own line and column, with
// the card's name.
func TestReadReportsEveryProblemAtItsPlace(t *testing.T) {
	f, p := readRich(t, `game: demo
cards:
  - name: A
    colour: red
    power: lots
    tags: [x, [y]]
    pick: z
    many: [x, {a: 1, c: 2}, {b: two}]
  - name: B
    odd: maybe
    inner: {depth: 1.5}
  - [not, a, card]
  - name: C
    power: 3
`)
	want := []string{
		`r.yaml:4:5: A: unknown field "colour"`,
		"r.yaml:5:12: A: expected a whole number here, not text",
		"r.yaml:6:15: A: expected text here, not a list",
		`r.yaml:7:11: A: "z" is not x or y`,
		`r.yaml:8:22: A: unknown field "c"`,
		"r.yaml:8:33: A: expected a whole number here, not text",
		"r.yaml:10:10: B: expected true or false here, not text",
		"r.yaml:11:20: B: expected a whole number here, not a number",
		"r.yaml:12:5: expected a card here, a mapping of names to values, not a list",
	}
	if err := p.Err(); err == nil || err.Error() != strings.Join(want, "\n") {
		t.Errorf("the problems are\n%v\nwant\n%s", err, strings.Join(want, "\n"))
	}
	if f == nil || len(f.Cards) != 3 || f.Cards[2].Card.Name != "C" || f.Cards[2].Card.Power != 3 || f.Cards[0].Card.Many[0].Word != "x" {
		t.Errorf("the cards read as far as they could be: %+v", f)
	}
}

// Where places a value read from the file at its own line and column; a
// field the file left out at the smallest value holding it; anything else
// nowhere.
func TestWhere(t *testing.T) {
	f, p := readRich(t, "game: demo\ncards:\n  - name: A\n    tags: [x, y]\n    pick: {a: 1}\n    inner:\n      depth: 2\n    extra: e\n")
	if err := p.Err(); err != nil {
		t.Fatal(err)
	}
	c := &f.Cards[0].Card
	for _, tc := range []struct {
		what string
		v    any
		want Pos
	}{
		{"the card", c, Pos{3, 5}},
		{"its name", &c.Name, Pos{3, 11}},
		{"a word in a list", &c.Tags[1], Pos{4, 15}},
		{"a field of a value that reads itself", &c.Pick.A, Pos{5, 15}},
		{"a field left out", &c.Pick.B, Pos{5, 11}},
		{"a field of a card left out", &c.Power, Pos{3, 5}},
		{"a value pointed to", c.Inner, Pos{7, 7}},
		{"its field", &c.Inner.Depth, Pos{7, 14}},
		{"an inline field", &c.Extra, Pos{8, 12}},
		{"something else", new(int), Pos{}},
	} {
		if got := p.Where(tc.v); got != tc.want {
			t.Errorf("%s is at %v, want %v", tc.what, got, tc.want)
		}
	}
	// A check's problem about a value that could not be read is not
	// said again.
	_, p = readRich(t, "game: demo\ncards:\n  - {name: A, power: lots}\n")
	p.AddFor(&f.Cards[0].Card.Power, Pos{1, 1}, "not read from this file: placed at the fallback")
	if err := p.Err(); err == nil || !strings.Contains(err.Error(), "r.yaml:1:1: not read") {
		t.Errorf("AddFor of a value of another file: %v", err)
	}
}

// Anchors, aliases and merge keys read as YAML says; an alias to no
// anchor, a tag that means nothing, aliases that expand without end and a
// second document are problems.
func TestReadAliasesMergesAndTags(t *testing.T) {
	f, p := readRich(t, `game: demo
base: &base {power: 2, tags: [a]}
cards:
  - <<: *base
    name: A
  - {<<: [*base], name: B, power: 5}
  - {name: !!str 12, odd: !!bool true}
`)
	if err := p.Err(); err == nil || !strings.Contains(err.Error(), `r.yaml:2:1: unknown field "base"`) {
		t.Fatalf("the problems: %v", err)
	}
	if a, b, c := f.Cards[0].Card, f.Cards[1].Card, f.Cards[2].Card; a.Power != 2 || len(a.Tags) != 1 || b.Power != 5 || b.Name != "B" || c.Name != "12" || !c.Odd {
		t.Errorf("read %+v", f.Cards)
	}
	for text, want := range map[string]string{
		"game: demo\ncards:\n  - {name: *nowhere}\n":         "r.yaml:3:12: no anchor &nowhere comes before this alias",
		"game: demo\ncards:\n  - {name: !color red}\n":       "r.yaml:3:12: the tag !color means nothing in a card file: remove it",
		"game: demo\ncards:\n  - {name: A}\n---\nx: 1\n":     "r.yaml:4:1: a card file is one YAML document",
		"game: demo\ncards:\n  - {name: A, tree: &t [*t]}\n": "A: values nested too deep",
	} {
		if _, p := readRich(t, text); p.Err() == nil || !strings.Contains(p.Err().Error(), want) {
			t.Errorf("%q: %v, want %q", text, p.Err(), want)
		}
	}
	bomb := "game: demo\nl0: &l0 [[], [], [], [], [], [], [], [], [], []]\n"
	for i := 1; i < 9; i++ {
		bomb += strings.NewReplacer("N", string(rune('0'+i)), "M", string(rune('0'+i-1))).Replace("lN: &lN [*lM, *lM, *lM, *lM, *lM, *lM, *lM, *lM, *lM, *lM]\n")
	}
	bomb += "cards:\n  - {name: A, tree: *l8}\n"
	if _, p := readRich(t, bomb); p.Err() == nil || !strings.Contains(p.Err().Error(), "A: the file's aliases expand to too many values") {
		t.Errorf("an alias bomb: %v", p.Err())
	}
}

// Unmarshal reads any data file with every problem at once.
func TestUnmarshalEveryProblem(t *testing.T) {
	var v struct {
		Items []Entry[richInner] `yaml:"items"`
	}
	err := Unmarshal("d.yaml", []byte("items:\n  - depth: 1\n  - depth: x\n    deep: 2\n"), &v)
	if err == nil || err.Error() != "d.yaml:3:12: expected a whole number here, not text\nd.yaml:4:5: unknown field \"deep\"" {
		t.Errorf("Unmarshal: %v", err)
	}
	if len(v.Items) != 2 || v.Items[0].Card.Depth != 1 || v.Items[1].Line != 3 {
		t.Errorf("read %+v", v.Items)
	}
}

// GameOf is the game a file names, for a tool to suggest the right one.
func TestGameOf(t *testing.T) {
	for text, want := range map[string]string{"game: demo\ncards: []\n": "demo", "cards: []\n": "", "[": "", "- a\n": ""} {
		if got := GameOf([]byte(text)); got != want {
			t.Errorf("GameOf(%q) = %q, want %q", text, got, want)
		}
	}
}
