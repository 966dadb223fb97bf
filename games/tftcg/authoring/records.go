package authoring

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"
	"unicode/utf8"

	"omnideck/carddata"
)

// record is one object of a JSON card file, with where it starts.
type record struct {
	file   string
	line   int
	fields map[string]json.RawMessage
	// p collects the problems of the whole import; bad counts this
	// record's.
	p   *carddata.Problems
	bad int
}

// readRecords reads a JSON file that is an array of objects, reporting
// every problem with its line.
func readRecords(name string, data []byte, p *carddata.Problems) []*record {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	if !utf8.Valid(data) {
		p.Addf(1, "the file is not UTF-8 text")
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil || tok != json.Delim('[') {
		p.Addf(1, "expected a JSON array of card objects ([{...}, ...]), as the published files are")
		return nil
	}
	var out []*record
	for dec.More() {
		line := lineAt(data, int(dec.InputOffset()))
		var fields map[string]json.RawMessage
		if err := dec.Decode(&fields); err != nil {
			p.Addf(line, "item %d is not a JSON object of card fields: %v", len(out)+1, plainJSONError(err))
			return out
		}
		out = append(out, &record{file: name, line: line, fields: fields, p: p})
	}
	if _, err := dec.Token(); err != nil {
		p.Addf(lineAt(data, int(dec.InputOffset())), "the array is not closed: %v", plainJSONError(err))
	}
	return out
}

// lineAt is the line of the first value after offset: past spaces and
// the comma between items.
func lineAt(data []byte, offset int) int {
	for offset < len(data) && (data[offset] == ',' || data[offset] == ' ' || data[offset] == '\n' || data[offset] == '\r' || data[offset] == '\t') {
		offset++
	}
	return 1 + bytes.Count(data[:min(offset, len(data))], []byte("\n"))
}

// plainJSONError is a decoding error without the Go words.
func plainJSONError(err error) string {
	msg := err.Error()
	msg = strings.TrimPrefix(msg, "json: ")
	if strings.Contains(msg, "cannot unmarshal") {
		return "a value of another kind is there"
	}
	return msg
}

// failf records a problem of the record.
func (r *record) failf(format string, args ...any) {
	r.bad++
	r.p.Addf(r.line, "%s", fmt.Sprintf(format, args...))
}

// has reports whether the record gives a field, other than null.
func (r *record) has(key string) bool {
	v, ok := r.fields[key]
	return ok && string(bytes.TrimSpace(v)) != "null"
}

// only reports fields that are not among known.
func (r *record) only(what string, known []string) {
	var unknown []string
	for k := range r.fields {
		if !contains(known, k) {
			unknown = append(unknown, k)
		}
	}
	sort.Strings(unknown)
	for _, k := range unknown {
		r.failf("%s has no field %q (the fields are %s)", what, k, strings.Join(known, ", "))
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// str is a text field, "" when absent or null, trimmed.
func (r *record) str(key string) string {
	if !r.has(key) {
		return ""
	}
	var s string
	if err := json.Unmarshal(r.fields[key], &s); err != nil {
		r.failf("field %s is not text", key)
		return ""
	}
	return strings.TrimSpace(s)
}

// num is a whole-number field from 0 to 999, nil when absent or null.
func (r *record) num(key string) *int { return r.number(key, 0, 999) }

// signed is a whole-number field from -99 to 99 (an Upgrade's bonus may
// be negative), nil when absent or null.
func (r *record) signed(key string) *int { return r.number(key, -99, 99) }

// number is a whole-number field from lo to hi, nil when absent or null.
func (r *record) number(key string, lo, hi int) *int {
	if !r.has(key) {
		return nil
	}
	var n json.Number
	if err := json.Unmarshal(r.fields[key], &n); err != nil {
		r.failf("field %s is not a number", key)
		return nil
	}
	f, err := n.Float64()
	if err != nil || f != math.Trunc(f) || f < float64(lo) || f > float64(hi) {
		r.failf("field %s is %s, not a whole number from %d to %d", key, n, lo, hi)
		return nil
	}
	v := int(f)
	return &v
}

// strs is a list-of-texts field, nil when absent or null. A single text
// where a list is expected reads as a list of one.
func (r *record) strs(key string) []string {
	if !r.has(key) {
		return nil
	}
	var list []string
	if err := json.Unmarshal(r.fields[key], &list); err != nil {
		var one string
		if json.Unmarshal(r.fields[key], &one) == nil {
			return []string{strings.TrimSpace(one)}
		}
		r.failf("field %s is not a list of texts", key)
		return nil
	}
	out := make([]string, 0, len(list))
	for _, s := range list {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}
