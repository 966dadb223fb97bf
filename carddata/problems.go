package carddata

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"unsafe"

	"github.com/goccy/go-yaml/ast"
)

// Pos is a place in a file: a line and a column, both from 1. Col is 0
// when only the line is known; Line is 0 when nothing is.
type Pos struct{ Line, Col int }

// String is "12:5", "12" or "".
func (p Pos) String() string {
	switch {
	case p.Line <= 0:
		return ""
	case p.Col <= 0:
		return fmt.Sprint(p.Line)
	}
	return fmt.Sprintf("%d:%d", p.Line, p.Col)
}

// Problems collects every problem found in one file, each at its place, so
// that they can be reported together.
//
// It also knows where each value read from the file (Read, Decode) was
// written, so that a problem a game finds later in a value, such as a
// word it does not know, is reported at that value's own line and column
// (Where).
type Problems struct {
	File string
	list []problem
	// spans are the values read from the file, each with its place.
	spans []span
	// src is what reading the file's YAML needs after parsing: its
	// anchors, and what is left of its budget.
	src *source
}

// problem is one problem at its place; read marks a problem of reading
// a value (a value of the wrong kind), which a check of the value would
// only repeat.
type problem struct {
	pos  Pos
	text string
	read bool
}

// span is a value read from the file: its memory (ptr keeps it alive,
// so that no other value takes its place) and where it was written.
type span struct {
	ptr  unsafe.Pointer
	size uintptr
	typ  reflect.Type
	pos  Pos
}

// Addf records a problem on line.
func (p *Problems) Addf(line int, format string, args ...any) {
	p.AddAt(Pos{Line: line}, format, args...)
}

// AddAt records a problem at pos.
func (p *Problems) AddAt(pos Pos, format string, args ...any) {
	p.list = append(p.list, problem{pos, fmt.Sprintf(format, args...), false})
}

// AddFor records a problem of the value v points to (a field of a card
// read from the file), at the value's own place, or at fallback when the
// file did not write it (Where). It records nothing when reading the
// value already found a problem there: a check of a value that could not
// be read would only repeat it.
func (p *Problems) AddFor(v any, fallback Pos, format string, args ...any) {
	at := p.Where(v)
	switch {
	case at.Line == 0:
		at = fallback
	case p.Reported(at):
		return
	}
	p.AddAt(at, format, args...)
}

// Reported reports whether reading the file already found a problem at
// pos: a check of the value there would only repeat it, from a value that
// could not be read.
func (p *Problems) Reported(pos Pos) bool {
	for _, pr := range p.list {
		if pr.read && pr.pos == pos {
			return true
		}
	}
	return false
}

// Len is the number of problems recorded.
func (p *Problems) Len() int { return len(p.list) }

// Err returns nil when there were no problems, or one error listing them
// all, one a line, in the order of their places in the file.
func (p *Problems) Err() error {
	if len(p.list) == 0 {
		return nil
	}
	list := slices.Clone(p.list)
	slices.SortStableFunc(list, func(a, b problem) int {
		switch {
		case (a.pos.Line == 0) != (b.pos.Line == 0):
			if a.pos.Line == 0 {
				return 1
			}
			return -1
		case a.pos.Line != b.pos.Line:
			return a.pos.Line - b.pos.Line
		}
		return a.pos.Col - b.pos.Col
	})
	list = slices.CompactFunc(list, func(a, b problem) bool { return a.pos == b.pos && a.text == b.text })
	lines := make([]string, len(list))
	for i, pr := range list {
		if at := pr.pos.String(); at != "" {
			lines[i] = fmt.Sprintf("%s:%s: %s", p.File, at, pr.text)
		} else {
			lines[i] = fmt.Sprintf("%s: %s", p.File, pr.text)
		}
	}
	return errors.New(strings.Join(lines, "\n"))
}

// label puts "label: " before the problems recorded since the first
// from; an empty label changes nothing.
func (p *Problems) label(from int, label string) {
	if label == "" {
		return
	}
	for i := from; i < len(p.list); i++ {
		p.list[i].text = label + ": " + p.list[i].text
	}
}

// remember records that the value v holds was written at pos.
func (p *Problems) remember(v reflect.Value, pos Pos) {
	if size := v.Type().Size(); size > 0 && v.CanAddr() {
		p.spans = append(p.spans, span{v.Addr().UnsafePointer(), size, v.Type(), pos})
	}
}

// Where is the place of the value v points to, as written in the file:
// v is a pointer to a value read from the file, or into one (a field of a
// card). A value the file did not write is at the place of the smallest
// value written that holds it (the card, for a field left out). The zero
// Pos when v is not part of anything read from the file.
func (p *Problems) Where(v any) Pos {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return Pos{}
	}
	addr, typ := rv.Pointer(), rv.Type().Elem()
	size := typ.Size()
	best, bestSize := Pos{}, ^uintptr(0)
	for _, s := range p.spans {
		start := uintptr(s.ptr)
		switch {
		case start == addr && s.typ == typ:
			return s.pos // the value itself, not a struct it begins
		case start <= addr && addr+size <= start+s.size && s.size <= bestSize:
			best, bestSize = s.pos, s.size
		}
	}
	return best
}

// position is where node starts in its file: a block mapping at its
// first name.
func position(node ast.Node) Pos {
	switch n := node.(type) {
	case nil:
		return Pos{}
	case *ast.MappingNode:
		if !n.IsFlowStyle && len(n.Values) > 0 {
			return position(n.Values[0].Key)
		}
	case *ast.MappingValueNode:
		return position(n.Key)
	}
	if tk := node.GetToken(); tk != nil && tk.Position != nil {
		return Pos{tk.Position.Line, tk.Position.Column}
	}
	return Pos{}
}
