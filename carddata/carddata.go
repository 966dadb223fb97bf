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
	"regexp"
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
	err := yaml.NodeToValue(node, &e.Card, yaml.Strict(), yaml.DisallowUnknownField())
	var yerr yaml.Error
	if err != nil && !errors.As(err, &yerr) {
		// A card type's own decoder failed; say which card it was.
		return &lineError{line: e.Line, err: err}
	}
	return err
}

// lineError is a decoding error of the card starting on line.
type lineError struct {
	line int
	err  error
}

func (e *lineError) Error() string { return fmt.Sprintf("line %d: %v", e.line, e.err) }
func (e *lineError) Unwrap() error { return e.err }

// Decode reads a card file for game from data; name is the file's name for
// messages.
func Decode[T any](name string, data []byte, game string) (*File[T], error) {
	var f File[T]
	if err := Unmarshal(name, data, &f); err != nil {
		return nil, err
	}
	p := Problems{File: name}
	p.CheckGame(data, f.Game, game)
	if len(f.Cards) == 0 {
		p.Addf(KeyLine(data, "cards"), "the file lists no cards")
	}
	if err := p.Err(); err != nil {
		return nil, err
	}
	return &f, nil
}

// Unmarshal decodes a whole YAML data file strictly into v: an unknown
// field, a duplicate key or a value of the wrong kind is an error naming the
// file, line and column in a designer's words. Any data file of the project
// (cards, formats) is read through it.
func Unmarshal(name string, data []byte, v any) (err error) {
	// go-yaml v1.19.2 panics on some malformed input, such as a bare tag
	// where a list is expected ("cards: !"; goccy/go-yaml#735): report it
	// as a problem of the file instead.
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s: the file is not valid YAML for Omnideck (the YAML reader failed: %v)", name, r)
		}
	}()
	if err := yaml.UnmarshalWithOptions(data, v, yaml.Strict(), yaml.DisallowUnknownField()); err != nil {
		return fmt.Errorf("%s:%s", name, yamlMessage(err))
	}
	return nil
}

// CheckGame records a problem unless a file's game field names game.
func (p *Problems) CheckGame(data []byte, got, game string) {
	switch {
	case got == "":
		p.Addf(1, "the file does not say which game it is for: add \"game: %s\"", game)
	case got != game:
		p.Addf(KeyLine(data, "game"), "the file is for game %q, not %q", got, game)
	}
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

// Message turns an error of decoding part of a card file (yaml.NodeToValue
// on a node of the file) into "line:col: message" in a designer's words.
func Message(err error) string { return strings.TrimSpace(yamlMessage(err)) }

// yamlMessage turns a go-yaml error into "line:col: message".
func yamlMessage(err error) string {
	var lerr *lineError
	if errors.As(err, &lerr) {
		return fmt.Sprintf("%d: %s", lerr.line, lerr.err)
	}
	var yerr yaml.Error
	if errors.As(err, &yerr) {
		msg := plainTypeError(yerr.GetMessage())
		if tk := yerr.GetToken(); tk != nil && tk.Position != nil {
			return fmt.Sprintf("%d:%d: %s", tk.Position.Line, tk.Position.Column, msg)
		}
		return " " + msg
	}
	return " " + err.Error()
}

// typeError matches go-yaml's message for a value of the wrong kind, which
// names Go types rather than what a card file holds.
var (
	typeError = regexp.MustCompile(`^cannot unmarshal (.+?) into Go .*type (\S+)$`)
	nodeError = regexp.MustCompile(`^(\S+) was used where (\S+) is expected$`)
)

// plainTypeError rewrites a wrong-kind message in a designer's words.
func plainTypeError(msg string) string {
	m := typeError.FindStringSubmatch(msg)
	if m == nil {
		m = nodeError.FindStringSubmatch(msg)
	}
	if m == nil {
		return msg
	}
	return fmt.Sprintf("expected %s here, not %s", kindWords(m[2]), kindWords(m[1]))
}

func kindWords(goType string) string {
	switch {
	case strings.HasPrefix(goType, "int"), strings.HasPrefix(goType, "uint"):
		return "a whole number"
	case strings.HasPrefix(goType, "float"):
		return "a number"
	case goType == "string":
		return "text"
	case goType == "bool":
		return "true or false"
	case strings.HasPrefix(goType, "[]"), goType == "sequence":
		return "a list"
	case strings.HasPrefix(goType, "map"), goType == "mapping":
		return "a mapping of names to values"
	}
	return "a value of another kind"
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
