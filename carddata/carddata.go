// Package carddata reads Omnideck's card files: YAML documents that list a
// game's cards as data, so designers change cards without writing Go.
//
// A card file names its game and lists its cards:
//
//	game: omnitrix
//	set: sample
//	cards:
//	  - name: Heatblast
//	    type: alien
//	    power: 8
//
// Reading is strict: an unknown field or a value of the wrong kind is a
// problem at its line and column, and reading goes on with the rest of the
// card and of the file. (Text that is not YAML, such as a key given twice
// or a bracket never closed, is one problem where the YAML reader stops.)
// Each game checks its own cards afterwards in the same [Problems], which
// places each of its problems at the value it is about
// ([Problems.Where]), and reports every problem of the file at once.
package carddata

import (
	"errors"
	"strings"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
)

// File is a card file read: its game, its set and its cards.
type File[T any] struct {
	Game  string
	Set   string
	Cards []Entry[T]
}

// Entry is one card with the place it starts at.
type Entry[T any] struct {
	// Line is Pos.Line.
	Line int
	Pos  Pos
	Card T
}

// UnmarshalCard reads the entry's value and remembers its place, for
// data files other than card files that list entries (Unmarshal).
func (e *Entry[T]) UnmarshalCard(v Value) {
	e.Pos = v.Pos()
	e.Line = e.Pos.Line
	v.Decode(&e.Card)
}

// header is a card file's top level.
type header struct {
	Game  string   `yaml:"game"`
	Set   string   `yaml:"set"`
	Cards keptNode `yaml:"cards"`
}

// keptNode keeps a node to read later.
type keptNode struct{ node ast.Node }

// UnmarshalCard keeps the node.
func (k *keptNode) UnmarshalCard(v Value) { k.node = v.Node() }

// Read reads a card file for game: every card it can, each as far as it
// can, and the file's problems so far, each at its line and column. A
// game checks the cards it gets, recording its own problems in the same
// Problems (Problems.Where places each at the value it is about), whose
// Err then lists them all in file order. label names a card in problems
// ("Heatblast: "); nil names none. name is the file's name for messages.
//
// The file is nil when there are no cards to check: the text is not YAML,
// or the file is for another game (its cards would only add problems of
// the wrong game's words).
func Read[T any](name string, data []byte, game string, label func(*T) string) (*File[T], *Problems) {
	p := &Problems{File: name}
	body, ok := p.parse(data)
	if !ok {
		return nil, p
	}
	var h header
	if body != nil {
		if _, isMap := body.(ast.MapNode); !isMap {
			p.AddAt(position(body), "a card file is a mapping with game, set and cards, not %s", nodeWords(body))
			return nil, p
		}
		p.Decode(body, &h, "")
	}
	other := p.checkGame(h.Game, game, p.Where(&h.Game))
	f := &File[T]{Game: h.Game, Set: h.Set}
	d := decoder{p: p}
	var items []ast.Node
	if h.Cards.node != nil {
		switch list := d.resolve(h.Cards.node, 0).(type) {
		case *ast.SequenceNode:
			items = list.Values
		case *ast.NullNode, nil:
		default:
			d.fail(position(list), "expected a list of cards here, not %s", nodeWords(list))
			return nil, p
		}
	}
	if len(items) == 0 {
		at := Pos{} // the file as a whole, without a cards field
		if h.Cards.node != nil {
			at = p.Where(&h.Cards)
		}
		p.AddAt(at, "the file lists no cards")
	}
	if other {
		return nil, p
	}
	cards := make([]ast.Node, 0, len(items))
	for _, item := range items {
		switch n := d.resolve(item, 0).(type) {
		case ast.MapNode:
			cards = append(cards, item)
		case nil:
		default:
			d.fail(position(item), "expected a card here, a mapping of names to values, not %s", nodeWords(n))
		}
	}
	f.Cards = make([]Entry[T], len(cards))
	for i, item := range cards {
		e := &f.Cards[i]
		e.Pos = position(item)
		e.Line = e.Pos.Line
		from := p.Len()
		p.Decode(item, &e.Card, "")
		if label != nil {
			p.label(from, label(&e.Card))
		}
	}
	return f, p
}

// Decode reads a card file for game, as Read does, and returns it when
// it has no problem: for a reader whose cards need no further check.
func Decode[T any](name string, data []byte, game string) (*File[T], error) {
	f, p := Read[T](name, data, game, nil)
	if err := p.Err(); err != nil {
		return nil, err
	}
	return f, nil
}

// Unmarshal reads a whole YAML data file strictly into v: every field v's
// type lacks, and every value of the wrong kind, is a problem at its line
// and column in a designer's words, all reported together. Any data file
// of the project besides card files (formats) is read through it.
func Unmarshal(name string, data []byte, v any) error {
	p := &Problems{File: name}
	p.Unmarshal(data, v)
	return p.Err()
}

// Unmarshal reads a whole YAML text into v as Unmarshal does, recording
// its problems with p, which then knows where each value was written. It
// reports whether it read the text without a problem.
func (p *Problems) Unmarshal(data []byte, v any) bool {
	before := p.Len()
	if body, ok := p.parse(data); ok && body != nil {
		p.Decode(body, v, "")
	}
	return p.Len() == before
}

// CheckGame records a problem unless a file's game field, got, names
// game; data is the file's text, to find the field's line.
func (p *Problems) CheckGame(data []byte, got, game string) {
	p.checkGame(got, game, Pos{Line: KeyLine(data, "game")})
}

// checkGame records a problem unless a file's game field, got (written at
// pos), names game, and reports whether it names another game.
func (p *Problems) checkGame(got, game string, pos Pos) (other bool) {
	switch {
	case got == "":
		p.Addf(1, "the file does not say which game it is for: add \"game: %s\"", game)
	case got != game:
		if pos.Line == 0 {
			pos.Line = 1
		}
		p.AddAt(pos, "the file is for game %q, not %q", got, game)
		return true
	}
	return false
}

// GameOf is the game a card file says it is for (its "game:" field), or
// "" when it says none or is not YAML.
func GameOf(data []byte) string {
	p := &Problems{}
	body, ok := p.parse(data)
	if !ok || body == nil {
		return ""
	}
	m, ok := body.(ast.MapNode)
	if !ok {
		return ""
	}
	for it := m.MapRange(); it.Next(); {
		if name, _ := scalarText(it.Key()); name == "game" {
			game, _ := scalarText(it.Value())
			return strings.TrimSpace(game)
		}
	}
	return ""
}

// KeyLine is the line of the first top-level key called key, or 1.
func KeyLine(data []byte, key string) int {
	for i, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, key); ok && strings.HasPrefix(strings.TrimSpace(rest), ":") {
			return i + 1
		}
	}
	return 1
}

// yamlError is the place and message of an error of the YAML reader.
func yamlError(err error) (Pos, string) {
	var yerr yaml.Error
	if errors.As(err, &yerr) {
		pos := Pos{}
		if tk := yerr.GetToken(); tk != nil && tk.Position != nil {
			pos = Pos{tk.Position.Line, tk.Position.Column}
		}
		return pos, yerr.GetMessage()
	}
	return Pos{}, err.Error()
}

// Code is a card name's stable code for files and protocols: lower case,
// letters and digits with words joined by dashes ("Dr. Animo" is
// "dr-animo").
func Code(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
		} else {
			dash = true
		}
	}
	return b.String()
}
