package protocol

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"unicode/utf8"
)

// This file reads one request line: first as a JSON object, for its id and
// command, then strictly into the command's request type.

// envelope reads a request line as a JSON object and returns its id, its
// fields by name and its command. The id is returned whenever the line is an
// object, even when the rest of the request is wrong, so that the error
// response can echo it.
func envelope(text []byte) (id json.RawMessage, fields map[string]json.RawMessage, cmd string, err error) {
	if err := json.Unmarshal(text, &fields); err != nil {
		var syn *json.SyntaxError
		var typ *json.UnmarshalTypeError
		switch {
		case errors.As(err, &syn):
			return nil, nil, "", fmt.Errorf("invalid JSON at byte %d: %v", syn.Offset, syn)
		case errors.As(err, &typ):
			return nil, nil, "", fmt.Errorf("a request must be a JSON object, not %s", valueDesc(typ.Value))
		}
		return nil, nil, "", fmt.Errorf("invalid JSON: %v", err)
	}
	if fields == nil {
		return nil, nil, "", errors.New("a request must be a JSON object, not null")
	}
	id = cleanID(fields["id"])
	raw, ok := fields["cmd"]
	if !ok || bytes.Equal(raw, []byte("null")) {
		return id, fields, "", fmt.Errorf("missing field \"cmd\" (commands: %s)", commandList())
	}
	if err := json.Unmarshal(raw, &cmd); err != nil {
		return id, fields, "", fmt.Errorf("field \"cmd\" must be a string naming a command (commands: %s)", commandList())
	}
	return id, fields, cmd, nil
}

// cleanID makes the id safe to echo. JSON from the client is already known
// to be valid, but it may hold bytes that are not UTF-8; those are re-encoded
// so that every response is valid UTF-8.
func cleanID(raw json.RawMessage) json.RawMessage {
	if raw == nil || utf8.Valid(raw) {
		return raw
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil
	}
	out, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	return out
}

// decodeInto reads the request line into req, a pointer to the command's
// request type, whose JSON field names are allowed. Field names must match exactly (encoding/json alone would
// match them ignoring case), and a field the command does not take is an
// error.
func decodeInto(cmd string, text []byte, fields map[string]json.RawMessage, allowed []string, req any) error {
	var unknown []string
	for name := range fields {
		if !contains(allowed, name) {
			unknown = append(unknown, fmt.Sprintf("%q", name))
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		noun := "field"
		if len(unknown) > 1 {
			noun = "fields"
		}
		return fmt.Errorf("unknown %s %s (%s takes: %s)", noun, strings.Join(unknown, ", "), cmd, strings.Join(allowed, ", "))
	}
	dec := json.NewDecoder(bytes.NewReader(text))
	dec.DisallowUnknownFields()
	if err := dec.Decode(req); err != nil {
		var typ *json.UnmarshalTypeError
		if errors.As(err, &typ) {
			return typeError(reflect.TypeOf(req).Elem(), typ)
		}
		return err
	}
	return nil
}

// typeError explains a value of the wrong JSON type. The error names the
// top-level field, and says when the wrong value is inside it, as a number
// among the "options" would be.
func typeError(req reflect.Type, typ *json.UnmarshalTypeError) error {
	name, _, _ := strings.Cut(typ.Field, ".")
	want := describeType(typ.Type)
	if ft, ok := fieldType(req, name); ok {
		if whole := describeType(ft); whole != want {
			return fmt.Errorf("field %q must be %s; it holds %s where %s belongs", name, whole, valueDesc(typ.Value), want)
		}
	}
	return fmt.Errorf("field %q must be %s, not %s", name, want, valueDesc(typ.Value))
}

// valueDesc names the JSON value encoding/json describes as v ("string",
// "number 1.5", "bool"): a number by itself, anything else by its kind.
func valueDesc(v string) string {
	if num, ok := strings.CutPrefix(v, "number "); ok {
		return num
	}
	if v == "bool" {
		return "a boolean"
	}
	return article(v)
}

// fieldType finds the type of the request field whose JSON name is name.
func fieldType(t reflect.Type, name string) (reflect.Type, bool) {
	for f := range t.Fields() {
		if f.Anonymous && f.Type.Kind() == reflect.Struct {
			if ft, ok := fieldType(f.Type, name); ok {
				return ft, true
			}
			continue
		}
		if tag, _, _ := strings.Cut(f.Tag.Get("json"), ","); tag == name {
			return f.Type, true
		}
	}
	return nil, false
}

// fieldNames lists the JSON names of a request type's fields, those of the
// embedded Envelope first.
func fieldNames(t reflect.Type) []string {
	var out []string
	for f := range t.Fields() {
		if f.Anonymous && f.Type.Kind() == reflect.Struct {
			out = append(out, fieldNames(f.Type)...)
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name != "" && name != "-" {
			out = append(out, name)
		}
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// describeType names the JSON value a Go type stands for.
func describeType(t reflect.Type) string {
	if t == nil {
		return "another value"
	}
	switch t.Kind() {
	case reflect.Pointer:
		return describeType(t.Elem())
	case reflect.String:
		return "a string"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return "an integer"
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a non-negative integer"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "a list of " + plural(describeType(t.Elem()))
	case reflect.Map:
		return "an object whose values are " + plural(describeType(t.Elem()))
	}
	return t.String()
}

// plural turns "a string" into "strings", "a non-negative integer" into
// "non-negative integers" and "a list of strings" into "lists of strings".
func plural(desc string) string {
	desc = strings.TrimPrefix(strings.TrimPrefix(desc, "an "), "a ")
	if head, tail, ok := strings.Cut(desc, " of "); ok {
		return head + "s of " + tail
	}
	return desc + "s"
}

// article puts "a" or "an" before the name of a JSON value.
func article(what string) string {
	if what == "" {
		return "that"
	}
	if strings.ContainsRune("aeiou", rune(what[0])) {
		return "an " + what
	}
	return "a " + what
}
