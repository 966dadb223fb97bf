package carddata

import (
	"strings"
	"testing"
)

type testCard struct {
	Name  string `yaml:"name"`
	Power int    `yaml:"power"`
}

const goodFile = `# a comment
game: demo
set: basics
cards:
  - name: Alpha
    power: 3
  - {name: Beta, power: 5}

  - name: Gamma
`

func TestDecodeGood(t *testing.T) {
	f, err := Decode[testCard]("good.yaml", []byte(goodFile), "demo")
	if err != nil {
		t.Fatal(err)
	}
	if f.Game != "demo" || f.Set != "basics" || len(f.Cards) != 3 {
		t.Fatalf("decoded %+v", f)
	}
	want := []Entry[testCard]{
		{Line: 5, Pos: Pos{5, 5}, Card: testCard{"Alpha", 3}},
		{Line: 7, Pos: Pos{7, 5}, Card: testCard{"Beta", 5}},
		{Line: 9, Pos: Pos{9, 5}, Card: testCard{"Gamma", 0}},
	}
	for i, e := range f.Cards {
		if e != want[i] {
			t.Errorf("card %d = %+v, want %+v", i, e, want[i])
		}
	}
}

// Decoding errors name the file, line and column, then the problem.
func TestDecodeErrorPositions(t *testing.T) {
	for _, tc := range []struct {
		name, text, prefix, says string
	}{
		{"unknown card field", "game: demo\ncards:\n  - name: A\n    colour: red\n", "f.yaml:4:5: ", `unknown field "colour"`},
		{"unknown top field", "game: demo\nversion: 2\ncards:\n  - name: A\n", "f.yaml:2:1: ", `unknown field "version"`},
		{"wrong type", "game: demo\ncards:\n  - name: A\n    power: lots\n", "f.yaml:4:12: ", "expected a whole number here, not text"},
		{"duplicate key", "game: demo\ncards:\n  - name: A\n    power: 1\n    power: 2\n", "f.yaml:5:5: ", `mapping key "power" already defined at [4:5]`},
		{"list for a card", "game: demo\ncards:\n  - [A, 1]\n", "f.yaml:3:5: ", "expected a card here, a mapping of names to values, not a list"},
		{"number for the list", "game: demo\ncards: 3\n", "f.yaml:2:8: ", "expected a list of cards here, not a whole number"},
		{"syntax", "game: [demo\n", "f.yaml:1:7: ", "']' not found"},
		{"tab indent", "game: demo\ncards:\n\t- name: A\n", "f.yaml:3:1: ", "cannot start any token"},
		{"overflow", "game: demo\ncards:\n  - {name: A, power: 99999999999999999999}\n", "f.yaml:3:22: ", "99999999999999999999 is too large a number here"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := Decode[testCard]("f.yaml", []byte(tc.text), "demo")
			if err == nil {
				t.Fatalf("no error; decoded %+v", f)
			}
			if f != nil {
				t.Errorf("a file came back with the error: %+v", f)
			}
			msg := err.Error()
			if !strings.HasPrefix(msg, tc.prefix) || !strings.Contains(msg, tc.says) {
				t.Errorf("error %q, want it to start %q and say %q", msg, tc.prefix, tc.says)
			}
		})
	}
}

func TestDecodeFileProblems(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"wrong game", "game: other\ncards:\n  - name: A\n", []string{`w.yaml:1:7: the file is for game "other", not "demo"`}},
		{"no game", "cards:\n  - name: A\n", []string{`w.yaml:1: the file does not say which game it is for: add "game: demo"`}},
		{"empty list", "game: demo\ncards: []\n", []string{"w.yaml:2:8: the file lists no cards"}},
		{"no list", "game: demo\n", []string{"w.yaml: the file lists no cards"}},
		{"both at once", "game: other\n", []string{`w.yaml:1:7: the file is for game "other", not "demo"`, "w.yaml: the file lists no cards"}},
		{"empty file", "", []string{`w.yaml:1: the file does not say which game it is for: add "game: demo"`, "w.yaml: the file lists no cards"}},
		{"not a mapping", "- name: A\n", []string{"w.yaml:1:1: a card file is a mapping with game, set and cards, not a list"}},
		{"two documents", "game: demo\ncards: [{name: A}]\n---\ngame: demo\n", []string{"w.yaml:3:1: a card file is one YAML document: remove this second one"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Decode[testCard]("w.yaml", []byte(tc.text), "demo")
			if err == nil {
				t.Fatal("no error")
			}
			if got := strings.Split(err.Error(), "\n"); strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("error lines %q, want %q", got, tc.want)
			}
		})
	}
}

// Input that made the YAML reader panic is reported as a bad file
// (goccy/go-yaml#735: a bare tag where a list is expected).
func TestDecodeReaderPanic(t *testing.T) {
	for _, text := range []string{"game: demo\ncards: ! ", "game: demo\ncards: !foo\n"} {
		f, err := Decode[testCard]("p.yaml", []byte(text), "demo")
		if err == nil || f != nil || !strings.HasPrefix(err.Error(), "p.yaml:2:8: the tag !") {
			t.Errorf("%q: file %v, error %v", text, f, err)
		}
	}
}

func TestProblems(t *testing.T) {
	p := Problems{File: "cards.yaml"}
	if err := p.Err(); err != nil {
		t.Fatalf("no problems, but Err = %v", err)
	}
	p.Addf(3, "%s: power %d is too high", "Alpha", 120)
	p.Addf(9, "a card needs a name")
	err := p.Err()
	if err == nil {
		t.Fatal("two problems, but Err is nil")
	}
	if want := "cards.yaml:3: Alpha: power 120 is too high\ncards.yaml:9: a card needs a name"; err.Error() != want {
		t.Errorf("Err = %q, want %q", err, want)
	}
}

func FuzzDecode(f *testing.F) {
	for _, s := range []string{
		goodFile,
		"game: demo\ncards:\n  - name: A\n    colour: red\n",
		"game: demo\ncards: 3\n",
		"game: [demo\n",
		"game: demo\ncards:\n  - &a {name: A}\n  - *a\n",
		"game: demo\ncards:\n  - <<: {name: A}\n    power: 2\n",
		"{game: demo, cards: [{name: A, power: 0x10}]}",
		"game: demo\ncards:\n  - name: !!binary aGVsbG8=\n",
		"",
		"---\n---\n",
		"A: 0\ncards: ! ", // made go-yaml panic (goccy/go-yaml#735)
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Decode[testCard]("fuzz.yaml", data, "demo")
		switch {
		case err != nil && file != nil:
			t.Fatalf("both a file and an error: %v", err)
		case err != nil:
			if !strings.HasPrefix(err.Error(), "fuzz.yaml:") {
				t.Fatalf("error does not name the file: %q", err)
			}
		case file == nil:
			t.Fatal("neither a file nor an error")
		default:
			if file.Game != "demo" || len(file.Cards) == 0 {
				t.Fatalf("accepted a file for game %q with %d cards", file.Game, len(file.Cards))
			}
		}
	})
}
