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
// Decoding is strict: an unknown field, a duplicate key or a value of the
// wrong kind is an error naming the file, line and column. Each game checks
// its own cards afterwards and reports every problem at once with [Problems].
package carddata

import (
	"errors"
	"fmt"
	"strings"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
)

// File is a decoded card file whose cards are of type T.
type File[T any] struct {
	Game  string     `yaml:"game"`
	Set   string     `yaml:"set"`
	Cards []Entry[T] `yaml:"cards"`
}

// Entry is one card with the line it starts on.
type Entry[T any] struct {
	Line int
	Card T
}

// UnmarshalYAML decodes the card strictly and remembers its line.
func (e *Entry[T]) UnmarshalYAML(node ast.Node) error {
	if tk := node.GetToken(); tk != nil && tk.Position != nil {
		e.Line = tk.Position.Line
	}
	return yaml.NodeToValue(node, &e.Card, yaml.Strict(), yaml.DisallowUnknownField())
}

// Decode reads a card file for game from data; name is the file's name for
// messages.
func Decode[T any](name string, data []byte, game string) (*File[T], error) {
	var f File[T]
	if err := yaml.UnmarshalWithOptions(data, &f, yaml.Strict(), yaml.DisallowUnknownField()); err != nil {
		return nil, fmt.Errorf("%s:%s", name, yamlMessage(err))
	}
	var p Problems
	p.File = name
	if f.Game != game {
		p.Addf(1, "the file is for game %q, not %q", f.Game, game)
	}
	if len(f.Cards) == 0 {
		p.Addf(1, "the file lists no cards")
	}
	if err := p.Err(); err != nil {
		return nil, err
	}
	return &f, nil
}

// yamlMessage turns a go-yaml error into "line:col: message".
func yamlMessage(err error) string {
	var yerr yaml.Error
	if errors.As(err, &yerr) {
		if tk := yerr.GetToken(); tk != nil && tk.Position != nil {
			return fmt.Sprintf("%d:%d: %s", tk.Position.Line, tk.Position.Column, yerr.GetMessage())
		}
		return " " + yerr.GetMessage()
	}
	return " " + err.Error()
}

// Problems collects every problem found in one file so they can be reported
// together.
type Problems struct {
	File  string
	lines []string
}

// Addf records a problem on line.
func (p *Problems) Addf(line int, format string, args ...any) {
	p.lines = append(p.lines, fmt.Sprintf("%s:%d: %s", p.File, line, fmt.Sprintf(format, args...)))
}

// Err returns nil when there were no problems, or one error listing them all.
func (p *Problems) Err() error {
	if len(p.lines) == 0 {
		return nil
	}
	return errors.New(strings.Join(p.lines, "\n"))
}
