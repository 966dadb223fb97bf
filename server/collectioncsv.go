package server

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"omnideck/engine"
)

// Collection files: CSV, one printing a row, naming the card by its set
// and number as printed, as collection trackers and shops write them.
// The first row may name the columns (any order, any case):
//
//	count,set,number,name
//	3,BS26,13,Targeted Nuke
//	1,Wave 1,T01/T40,"Arcee, Skilled Fighter"
//
// Count is also "quantity", "qty", "copies" or "amount" (blank: 1); set
// is the set's code as ids write it ("BS26", "W1") or its name ("Wave
// 1"); number is the number as printed, with or without its "/total"
// and leading zeros. An "id" column may name the card by its id instead,
// and a "name" column by its name where set and number are missing.
// Without a first row naming them, the columns are count, set, number
// and name. Exports write count, set, number, name and id.

// csvColumns maps the names a first row may give to the columns read.
var csvColumns = map[string]string{
	"count": "count", "quantity": "count", "qty": "count", "copies": "count", "amount": "count",
	"set": "set", "set code": "set", "set name": "set", "edition": "set", "wave": "set",
	"number": "number", "card number": "number", "collector number": "number", "no": "number", "no.": "number", "#": "number",
	"name": "name", "card": "name", "card name": "name",
	"id": "id",
}

// readCollectionCSV reads a collection file as copies by card id, or
// lists the problem of every row it cannot read.
func readCollectionCSV(gc *gameCards, text string) (map[string]int, []string) {
	rd := csv.NewReader(strings.NewReader(strings.TrimPrefix(text, "\uFEFF")))
	rd.FieldsPerRecord = -1
	rd.LazyQuotes = true
	rd.TrimLeadingSpace = true
	cols := map[string]int{"count": 0, "set": 1, "number": 2, "name": 3, "id": -1}
	copies := map[string]int{}
	var problems []string
	first := true
	for {
		rec, err := rd.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		line, _ := rd.FieldPos(0)
		if err != nil {
			var perr *csv.ParseError
			if errors.As(err, &perr) {
				line = perr.Line
			}
			problems = append(problems, fmt.Sprintf("line %d: not CSV: %v", line, unwrapCSV(err)))
			if len(problems) > maxListed {
				break
			}
			continue
		}
		if blankRow(rec) {
			continue
		}
		if first {
			first = false
			if named, ok := headerRow(rec); ok {
				cols = named
				if cols["id"] < 0 && cols["name"] < 0 && (cols["set"] < 0 || cols["number"] < 0) {
					problems = append(problems, "line 1: the columns name neither set and number, nor id, nor name")
					return nil, problems
				}
				continue
			}
		}
		id, n, msg := gc.readRow(rec, cols)
		if msg != "" {
			problems = append(problems, fmt.Sprintf("line %d: %s", line, msg))
			continue
		}
		copies[id] += n
	}
	return copies, problems
}

// unwrapCSV is a CSV error's message without its position, which the
// problem gives.
func unwrapCSV(err error) error {
	var perr *csv.ParseError
	if errors.As(err, &perr) {
		return perr.Err
	}
	return err
}

func blankRow(rec []string) bool {
	for _, f := range rec {
		if strings.TrimSpace(f) != "" {
			return false
		}
	}
	return true
}

// headerRow reads a first row that names columns, reporting whether it
// does (it names a column and holds no count).
func headerRow(rec []string) (map[string]int, bool) {
	cols := map[string]int{"count": -1, "set": -1, "number": -1, "name": -1, "id": -1}
	named := false
	for i, f := range rec {
		if col, ok := csvColumns[strings.ToLower(strings.TrimSpace(f))]; ok && cols[col] < 0 {
			cols[col] = i
			named = true
		}
	}
	return cols, named
}

func field(rec []string, i int) string {
	if i < 0 || i >= len(rec) {
		return ""
	}
	return strings.TrimSpace(rec[i])
}

// readRow reads one row: the card's id and its copies, or what is wrong.
func (gc *gameCards) readRow(rec []string, cols map[string]int) (string, int, string) {
	n := 1
	if text := field(rec, cols["count"]); text != "" {
		v, err := strconv.Atoi(text)
		if err != nil || v < 1 || v > maxCopies {
			return "", 0, fmt.Sprintf("count %q is not a whole number of copies from 1 to %d", text, maxCopies)
		}
		n = v
	}
	if id := field(rec, cols["id"]); id != "" {
		c, ok := gc.deck.ByID(id)
		if !ok {
			return "", 0, gc.deck.Unknown(id)
		}
		return c.ID, n, ""
	}
	set, number := field(rec, cols["set"]), field(rec, cols["number"])
	if set != "" && number != "" {
		ids := gc.printed(set, number)
		if name := field(rec, cols["name"]); len(ids) > 1 && name != "" {
			// Two cards printed under one number (a misprint): the name
			// tells them apart.
			if c, _, ok := gc.deck.Lookup(name); ok && slices.Contains(ids, c.ID) {
				ids = []string{c.ID}
			}
		}
		switch len(ids) {
		case 1:
			return ids[0], n, ""
		case 0:
			return "", 0, fmt.Sprintf("no card of %s is numbered %s in set %s", gc.info.Name, number, set)
		default:
			return "", 0, fmt.Sprintf("set %s, number %s names several cards (%s): give the id", set, number, strings.Join(ids, ", "))
		}
	}
	if name := field(rec, cols["name"]); name != "" {
		c, _, ok := gc.deck.Lookup(name)
		if !ok {
			return "", 0, gc.deck.Unknown(name)
		}
		return c.ID, n, ""
	}
	return "", 0, "the row names no card: give its set and number, its id or its name"
}

// printed lists the cards printed as number in set: by id ("BS26" and
// "13" are BS26/13), or by their Set and Number facts.
func (gc *gameCards) printed(set, number string) []string {
	if c, ok := gc.deck.ByID(set + "/" + number); ok {
		return []string{c.ID}
	}
	want := printedNumber(number)
	var out []string
	for i := range gc.cards {
		c := &gc.cards[i]
		code, tail, _ := strings.Cut(c.ID, "/")
		match := strings.EqualFold(code, set) && printedNumber(tail) == want
		if !match {
			sets, numbers := c.FactValues(engine.FactSet), c.FactValues(engine.FactNumber)
			for k := range min(len(sets), len(numbers)) {
				if strings.EqualFold(sets[k], set) && printedNumber(numbers[k]) == want {
					match = true
				}
			}
		}
		if match {
			out = append(out, c.ID)
		}
	}
	return out
}

// printedNumber is a card number as numbers are compared: without its
// "/total", leading zeros or case ("T01/T40" is "t1", "013" is "13").
func printedNumber(s string) string {
	s, _, _ = strings.Cut(strings.ToLower(strings.TrimSpace(s)), "/")
	i := 0
	for i < len(s) && (s[i] < '0' || s[i] > '9') {
		i++
	}
	digits := strings.TrimLeft(s[i:], "0")
	if digits == "" && i < len(s) {
		digits = "0"
	}
	return s[:i] + digits
}

// writeCollectionCSV writes the cards owned as a collection file, in the
// catalog's order.
func writeCollectionCSV(w io.Writer, gc *gameCards, owned map[string]int) {
	cw := csv.NewWriter(w)
	cw.Write([]string{"count", "set", "number", "name", "id"})
	for i := range gc.cards {
		c := &gc.cards[i]
		if n := owned[c.ID]; n > 0 {
			set, number := printing(c)
			if len(gc.printed(set, number)) != 1 {
				// Printed under a number another card shares: its id's
				// set code and number name it alone.
				set, number, _ = strings.Cut(c.ID, "/")
			}
			cw.Write([]string{strconv.Itoa(n), set, number, c.Name, c.ID})
		}
	}
	cw.Flush()
}
