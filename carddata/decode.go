package carddata

import (
	"fmt"
	"math"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
	"github.com/goccy/go-yaml/token"
)

// Unmarshaler is implemented by a type that a card file may write in more
// than one form, such as a word or a mapping of fields ("to: self", "to:
// {target: character}"): Decode hands it its node to read, rather than
// reading the node into the type's fields.
type Unmarshaler interface {
	UnmarshalCard(v Value)
}

// Value is a node of a card file being read into a value of a type that
// reads itself (Unmarshaler). Its problems go to the file's Problems, each
// at its place.
type Value struct {
	p      *Problems
	node   ast.Node // resolved: no anchor, alias or tag
	prefix string
}

// Node is the node, for a value that keeps it to read later (Decode).
func (v Value) Node() ast.Node { return v.node }

// Pos is where the value is written.
func (v Value) Pos() Pos { return position(v.node) }

// Text is the value's text when it is one word, number or other scalar;
// false for nothing, a list or a mapping.
func (v Value) Text() (string, bool) { return scalarText(v.node) }

// IsMapping reports whether the value is a mapping of names to values.
func (v Value) IsMapping() bool {
	_, ok := v.node.(ast.MapNode)
	return ok
}

// Written is the value's kind in a designer's words ("text", "a list"),
// for messages.
func (v Value) Written() string { return nodeWords(v.node) }

// Decode reads the value into ptr (a pointer), by ptr's type: a type that
// reads itself converts itself to a plain type of its fields first
// ("type plain Selector"). It reports whether it read the value without a
// problem.
func (v Value) Decode(ptr any) bool { return v.p.Decode(v.node, ptr, v.prefix) }

// Failf records a problem of reading the value, at its place.
func (v Value) Failf(format string, args ...any) {
	d := decoder{p: v.p, prefix: v.prefix}
	d.fail(v.Pos(), format, args...)
}

// source is what reading a file's YAML needs besides its nodes.
type source struct {
	// anchors are the file's anchors by name, in file order.
	anchors map[string][]*ast.AnchorNode
	// budget is how many more nodes may be read: aliases may make a
	// small file expand without end.
	budget int
	// spent is set once the budget ran out and that was said.
	spent bool
}

// maxDepth bounds the nesting of values read, aliases included.
const maxDepth = 200

// parse reads data as YAML and returns the body of its first document,
// nil for an empty file. It records a problem and reports false when the
// text is not YAML.
func (p *Problems) parse(data []byte) (body ast.Node, ok bool) {
	// go-yaml v1.19.2 panics on some malformed input, such as a bare tag
	// where a list is expected ("cards: !"; goccy/go-yaml#735): report it
	// as a problem of the file instead.
	defer func() {
		if r := recover(); r != nil {
			p.AddAt(Pos{}, "the file is not valid YAML for Omnideck (the YAML reader failed: %v)", r)
			body, ok = nil, false
		}
	}()
	f, err := parser.ParseBytes(data, 0)
	if err != nil {
		pos, msg := yamlError(err)
		p.AddAt(pos, "%s", msg)
		return nil, false
	}
	p.src = &source{anchors: map[string][]*ast.AnchorNode{}, budget: 16*len(data) + 10000}
	for _, doc := range f.Docs {
		if doc.Body == nil {
			continue
		}
		for _, a := range ast.Filter(ast.AnchorType, doc.Body) {
			anchor := a.(*ast.AnchorNode)
			name := anchor.Name.GetToken().Value
			p.src.anchors[name] = append(p.src.anchors[name], anchor)
		}
	}
	for i, doc := range f.Docs {
		if i > 0 && doc.Body != nil {
			at := position(doc)
			if doc.Start != nil && doc.Start.Position != nil {
				at = Pos{doc.Start.Position.Line, doc.Start.Position.Column}
			}
			p.AddAt(at, "a card file is one YAML document: remove this second one")
			break
		}
	}
	if len(f.Docs) == 0 {
		return nil, true
	}
	return f.Docs[0].Body, true
}

// Decode reads node, a node of this file, into v (a pointer), strictly:
// a field v's type does not have, or a value of the wrong kind, is a
// problem at its own place, and reading goes on with the rest. Each
// problem begins with prefix ("Heatblast: effect 1: "). Decode remembers
// where each value read was written (Where). It reports whether it read
// node without a problem.
func (p *Problems) Decode(node ast.Node, v any, prefix string) bool {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		panic(fmt.Sprintf("carddata: Decode into %T, not a pointer", v))
	}
	if p.src == nil {
		p.src = &source{budget: 1 << 20}
	}
	d := decoder{p: p, prefix: prefix}
	before := len(p.list)
	d.decode(node, rv.Elem(), 0)
	return len(p.list) == before
}

// decoder reads nodes into values, recording problems with prefix.
type decoder struct {
	p      *Problems
	prefix string
}

func (d *decoder) fail(pos Pos, format string, args ...any) {
	d.p.list = append(d.p.list, problem{pos, d.prefix + fmt.Sprintf(format, args...), true})
}

// resolve follows anchors, aliases and the standard tags to the node that
// holds the value; nil when it fails (a problem is recorded).
func (d *decoder) resolve(node ast.Node, depth int) ast.Node {
	for range maxDepth {
		switch n := node.(type) {
		case *ast.AnchorNode:
			node = n.Value
		case *ast.AliasNode:
			target := d.anchor(n)
			if target == nil {
				return nil
			}
			node = target
		case *ast.TagNode:
			switch token.ReservedTagKeyword(n.Start.Value) {
			case token.StringTag, token.IntegerTag, token.FloatTag, token.BooleanTag, token.MappingTag, token.SequenceTag:
				node = n.Value
			case token.NullTag:
				return ast.Null(n.Start)
			default:
				d.fail(position(n), "the tag %s means nothing in a card file: remove it", n.Start.Value)
				return nil
			}
		case *ast.DocumentNode:
			node = n.Body
		case nil:
			return nil
		default:
			return node
		}
		if node == nil {
			return nil
		}
	}
	d.fail(position(node), "aliases nested too deep")
	return nil
}

// anchor is the node the alias names: its anchor's value, the last one so
// named before the alias.
func (d *decoder) anchor(alias *ast.AliasNode) ast.Node {
	name := alias.Value.GetToken().Value
	at := position(alias)
	var found *ast.AnchorNode
	for _, a := range d.p.src.anchors[name] {
		if ap := position(a); ap.Line < at.Line || ap.Line == at.Line && ap.Col < at.Col {
			found = a
		}
	}
	if found == nil {
		d.fail(at, "no anchor &%s comes before this alias", name)
		return nil
	}
	return found.Value
}

// decode reads node into v, which is addressable.
func (d *decoder) decode(node ast.Node, v reflect.Value, depth int) {
	src := d.p.src
	if src.budget--; src.budget < 0 {
		if !src.spent {
			src.spent = true
			d.fail(position(node), "the file's aliases expand to too many values")
		}
		return
	}
	if depth > maxDepth {
		d.fail(position(node), "values nested too deep")
		return
	}
	at := position(node)
	node = d.resolve(node, depth)
	if node == nil {
		return
	}
	d.p.remember(v, at)
	if v.CanAddr() {
		if u, ok := v.Addr().Interface().(Unmarshaler); ok {
			u.UnmarshalCard(Value{p: d.p, node: node, prefix: d.prefix})
			return
		}
	}
	if _, null := node.(*ast.NullNode); null {
		return // nothing written: the value stays as it is
	}
	switch v.Kind() {
	case reflect.Pointer:
		elem := reflect.New(v.Type().Elem())
		v.Set(elem)
		d.decode(node, elem.Elem(), depth+1)
	case reflect.Struct:
		d.decodeStruct(node, v, depth)
	case reflect.Slice:
		seq, ok := node.(*ast.SequenceNode)
		if !ok {
			d.wrongKind(node, v.Type())
			return
		}
		s := reflect.MakeSlice(v.Type(), len(seq.Values), len(seq.Values))
		v.Set(s)
		for i, n := range seq.Values {
			d.decode(n, s.Index(i), depth+1)
		}
	case reflect.String:
		text, ok := scalarText(node)
		if !ok {
			d.wrongKind(node, v.Type())
			return
		}
		v.SetString(text)
	case reflect.Bool:
		b, ok := node.(*ast.BoolNode)
		if !ok {
			d.wrongKind(node, v.Type())
			return
		}
		v.SetBool(b.Value)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, ok := node.(*ast.IntegerNode)
		if !ok {
			d.notWhole(node, v.Type())
			return
		}
		i, ok := n.Value.(int64)
		if u, unsigned := n.Value.(uint64); unsigned && u <= math.MaxInt64 {
			i, ok = int64(u), true
		}
		if !ok || v.OverflowInt(i) {
			d.fail(at, "%s is too large a number here", n.GetToken().Value)
			return
		}
		v.SetInt(i)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n, ok := node.(*ast.IntegerNode)
		if !ok {
			d.notWhole(node, v.Type())
			return
		}
		u, ok := n.Value.(uint64)
		if i, signed := n.Value.(int64); signed && i >= 0 {
			u, ok = uint64(i), true
		}
		if !ok || v.OverflowUint(u) {
			d.fail(at, "%s is not a whole number from 0 that fits here", n.GetToken().Value)
			return
		}
		v.SetUint(u)
	case reflect.Float32, reflect.Float64:
		var f float64
		switch n := node.(type) {
		case *ast.IntegerNode:
			f, _ = strconv.ParseFloat(fmt.Sprint(n.Value), 64)
		case *ast.FloatNode:
			f = n.Value
		default:
			d.wrongKind(node, v.Type())
			return
		}
		v.SetFloat(f)
	default:
		d.fail(at, "a value of Go type %s cannot be read from a card file", v.Type())
	}
}

// decodeStruct reads a mapping into struct v, field by field.
func (d *decoder) decodeStruct(node ast.Node, v reflect.Value, depth int) {
	m, ok := node.(ast.MapNode)
	if !ok {
		d.wrongKind(node, v.Type())
		return
	}
	fields := fieldsOf(v.Type())
	for _, pair := range d.pairs(m, depth) {
		key := d.resolve(pair.Key, depth)
		name, ok := scalarText(key)
		if !ok {
			d.fail(position(pair.Key), "a name here must be a word, not %s", nodeWords(key))
			continue
		}
		f, ok := fields[name]
		if !ok {
			d.fail(position(pair.Key), "unknown field %q", name)
			continue
		}
		d.decode(pair.Value, v.FieldByIndex(f), depth+1)
	}
}

// pairs lists a mapping's names and values, those of the mappings it
// merges ("<<: *base") included unless the mapping writes them itself.
func (d *decoder) pairs(m ast.MapNode, depth int) []*ast.MappingValueNode {
	var own, merged []*ast.MappingValueNode
	for it := m.MapRange(); it.Next(); {
		kv := it.KeyValue()
		if kv.Key.IsMergeKey() {
			merged = append(merged, d.merge(kv.Value, depth)...)
			continue
		}
		own = append(own, kv)
	}
	if len(merged) == 0 {
		return own
	}
	written := map[string]bool{}
	for _, kv := range own {
		written[keyName(kv)] = true
	}
	out := own
	for _, kv := range merged {
		if name := keyName(kv); !written[name] {
			written[name] = true
			out = append(out, kv)
		}
	}
	return out
}

// merge lists the pairs a merge key's value brings: a mapping's, or each
// of a list of mappings'.
func (d *decoder) merge(node ast.Node, depth int) []*ast.MappingValueNode {
	if depth > maxDepth {
		d.fail(position(node), "merges nested too deep")
		return nil
	}
	n := d.resolve(node, depth)
	switch n := n.(type) {
	case nil:
		return nil
	case ast.MapNode:
		return d.pairs(n, depth+1)
	case *ast.SequenceNode:
		var out []*ast.MappingValueNode
		for _, item := range n.Values {
			m, ok := d.resolve(item, depth).(ast.MapNode)
			if !ok {
				d.fail(position(item), "<< merges mappings, not %s", nodeWords(item))
				continue
			}
			out = append(out, d.pairs(m, depth+1)...)
		}
		return out
	}
	d.fail(position(node), "<< merges a mapping, not %s", nodeWords(n))
	return nil
}

// keyName is a pair's name as written, for merging.
func keyName(kv *ast.MappingValueNode) string {
	if name, ok := scalarText(kv.Key); ok {
		return name
	}
	return kv.Key.String()
}

// wrongKind records that node is not the kind of value typ holds.
func (d *decoder) wrongKind(node ast.Node, typ reflect.Type) {
	d.fail(position(node), "expected %s here, not %s", typeWords(typ), nodeWords(node))
}

// notWhole records that node is not a whole number that fits typ: digits
// too many for a number are read as text.
func (d *decoder) notWhole(node ast.Node, typ reflect.Type) {
	if s, ok := node.(*ast.StringNode); ok && s.Token != nil && s.Token.Type != token.DoubleQuoteType && s.Token.Type != token.SingleQuoteType && digits.MatchString(s.Value) {
		d.fail(position(node), "%s is too large a number here", s.Value)
		return
	}
	d.wrongKind(node, typ)
}

// digits matches a whole number as written.
var digits = regexp.MustCompile(`^[-+]?[0-9]+$`)

// scalarText is the text of a scalar node: a string as read, a number or
// true/false as written.
func scalarText(node ast.Node) (string, bool) {
	switch n := node.(type) {
	case *ast.StringNode:
		return n.Value, true
	case *ast.LiteralNode:
		return n.Value.Value, true
	case *ast.IntegerNode, *ast.FloatNode, *ast.BoolNode, *ast.InfinityNode, *ast.NanNode:
		return n.GetToken().Value, true
	}
	return "", false
}

// nodeWords is the kind of value node holds, in a designer's words.
func nodeWords(node ast.Node) string {
	switch node.(type) {
	case *ast.StringNode, *ast.LiteralNode:
		return "text"
	case *ast.IntegerNode:
		return "a whole number"
	case *ast.FloatNode, *ast.InfinityNode, *ast.NanNode:
		return "a number"
	case *ast.BoolNode:
		return "true or false"
	case *ast.SequenceNode:
		return "a list"
	case ast.MapNode:
		return "a mapping of names to values"
	case *ast.NullNode, nil:
		return "nothing"
	}
	return "a value of another kind"
}

// typeWords is the kind of value a Go type holds, in a designer's words.
func typeWords(typ reflect.Type) string {
	switch typ.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "text"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Struct, reflect.Map:
		return "a mapping of names to values"
	case reflect.Pointer:
		return typeWords(typ.Elem())
	}
	return "a value of another kind"
}

// fieldCache holds fieldsOf's answers by type.
var fieldCache sync.Map // reflect.Type → map[string][]int

// fieldsOf maps the names a card file gives a struct type's fields (their
// yaml tags; an inline struct's fields as the struct's own) to the
// fields' indexes.
func fieldsOf(typ reflect.Type) map[string][]int {
	if m, ok := fieldCache.Load(typ); ok {
		return m.(map[string][]int)
	}
	m := map[string][]int{}
	addFields(m, typ, nil)
	fieldCache.Store(typ, m)
	return m
}

func addFields(m map[string][]int, typ reflect.Type, prefix []int) {
	for i := range typ.NumField() {
		f := typ.Field(i)
		tag := f.Tag.Get("yaml")
		name, opts, _ := strings.Cut(tag, ",")
		if name == "-" || !f.IsExported() && !f.Anonymous {
			continue
		}
		index := append(append([]int(nil), prefix...), i)
		inline := strings.Contains(","+opts+",", ",inline,") || f.Anonymous && tag == ""
		if inline && f.Type.Kind() == reflect.Struct {
			addFields(m, f.Type, index)
			continue
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = strings.ToLower(f.Name)
		}
		if _, dup := m[name]; !dup {
			m[name] = index
		}
	}
}
