package enginetest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"omnideck/engine"
)

// checkPosition checks a game whose states write positions
// (engine.Positioner), at the points of a random game where the state can
// be written as one:
//   - the position written is one the game reads: New, given it with the
//     game's players and options, sets up a game;
//   - read and written back, it is the same position;
//   - where it leaves nothing out, every seat and the spectator see the
//     new game as they see this one, up to handles (views, table views,
//     questions, options with their codes, labels and hints), the same
//     seats decide, and the new game keeps the game's invariant and plays
//     on.
func (g *game) checkPosition() {
	g.t.Helper()
	pos, ok := g.st.(engine.Positioner)
	if !ok {
		return
	}
	raw, err := pos.Position()
	if raw == nil {
		if err == nil {
			g.fatalf("Position wrote no position and gave no reason")
		}
		return
	}
	complete := err == nil
	if !complete && !errors.Is(err, engine.ErrIncomplete) {
		g.fatalf("Position wrote a position and an error that does not wrap engine.ErrIncomplete: %v", err)
	}
	again, ok := g.fromPosition(raw)
	if !ok {
		return
	}
	raw2, err2 := again.(engine.Positioner).Position()
	if raw2 == nil {
		g.fatalf("a game set up from its own position writes no position (%v); the position:\n%s", err2, raw)
	}
	if a, b := compact(raw), compact(raw2); a != b {
		g.fatalf("a position read and written back differs (written, then written back): %s", differenceAt(a, b))
	}
	if !complete {
		return
	}
	if err2 != nil {
		g.fatalf("a game set up from a position that leaves nothing out writes one that does: %v", err2)
	}
	if again.Actors() != g.st.Actors() || again.Turn() != g.st.Turn() || again.Terminal() != g.st.Terminal() {
		g.fatalf("a game set up from its position has actors %v turn %d, the game %v turn %d; the position:\n%s",
			again.Actors().Slice(), again.Turn(), g.st.Actors().Slice(), g.st.Turn(), raw)
	}
	for p := engine.Spectator; p < g.st.Config().Players; p++ {
		want, got := seenUpToHandles(g.t, g.st, p), seenUpToHandles(g.t, again, p)
		if want != got {
			g.fatalf("viewer %d sees a game set up from its position differently from the game (game, then position): %s\nthe position:\n%s",
				p, differenceAt(want, got), raw)
		}
	}
	if g.suite.Check != nil {
		if err := g.suite.Check(again); err != nil {
			g.fatalf("a game set up from its position breaks the invariant: %v\nthe position:\n%s", err, raw)
		}
	}
	rng := g.rng
	playOn(again, &rng, 8)
}

// fromPosition sets up a game from position raw, with the players and
// options of the game under test.
func (g *game) fromPosition(raw json.RawMessage) (engine.State, bool) {
	g.t.Helper()
	cfg := g.st.Config()
	cfg.Decks, cfg.Deal, cfg.Position = nil, nil, raw
	st, err := g.st.Game().New(cfg)
	if err != nil {
		g.fatalf("the game refuses the position it wrote: %v\nthe position:\n%s", err, raw)
		return nil, false
	}
	if _, ok := st.(engine.Positioner); !ok {
		g.fatalf("a game set up from a position does not write positions")
		return nil, false
	}
	return st, true
}

// compact is JSON text without its spaces.
func compact(raw json.RawMessage) string {
	var b bytes.Buffer
	if err := json.Compact(&b, raw); err != nil {
		return string(raw)
	}
	return b.String()
}

// seenUpToHandles is what viewer p sees of s (the view, the table view,
// and for a seat its options with codes, labels and hints), with every
// handle replaced by the order in which it first appears: two games whose
// cards differ only in their handles give the same text.
func seenUpToHandles(t interface{ Fatalf(string, ...any) }, s engine.State, p int) string {
	h := handleOrder{}
	view, err := json.Marshal(s.View(p))
	if err != nil {
		t.Fatalf("viewer %d: the view does not marshal: %v", p, err)
	}
	table, err := json.Marshal(s.Table(p))
	if err != nil {
		t.Fatalf("viewer %d: the table does not marshal: %v", p, err)
	}
	out := h.json(view) + "\n" + h.json(table) + "\n"
	if p < 0 {
		return out
	}
	hinter, hints := s.(engine.Hinter)
	var b strings.Builder
	for _, a := range s.Legal(p, nil) {
		fmt.Fprintf(&b, "%s\t%s", h.code(s.ActionCode(p, a)), s.ActionLabel(p, a))
		if hints {
			fmt.Fprintf(&b, "\t%.6g", hinter.Hint(p, a))
		}
		b.WriteByte('\n')
	}
	return out + b.String()
}

// handleOrder numbers handles in the order they are first met.
type handleOrder map[string]int

// of is handle text's number, given when first met.
func (h handleOrder) of(text string) string {
	n, ok := h[text]
	if !ok {
		n = len(h) + 1
		h[text] = n
	}
	return "h" + strconv.Itoa(n)
}

// json is JSON text with the value of every "handle" field (and of the
// other fields that hold one card's handle, handleKeys), and the numbers
// in every "cards" and "supports" list, numbered in order (object keys are
// walked in sorted order), and the handles in every "code" so numbered.
func (h handleOrder) json(data []byte) string {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return string(data)
	}
	v = h.walk(v, "", false)
	v = h.codes(v, "")
	out, err := json.Marshal(v)
	if err != nil {
		return string(data)
	}
	return string(out)
}

// handleKeys are the fields of views that hold a card's handle: "handle",
// and a card in combat's "blocking" and "blocked_by".
var handleKeys = map[string]bool{"handle": true, "blocking": true, "blocked_by": true}

func (h handleOrder) walk(v any, key string, inList bool) any {
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			x[k] = h.walk(x[k], k, false)
		}
		return x
	case []any:
		for i := range x {
			x[i] = h.walk(x[i], key, true)
		}
		return x
	case json.Number:
		if (handleKeys[key] && !inList) || (inList && (key == "cards" || key == "supports")) {
			if x.String() == "0" {
				return x // no card
			}
			return h.of(x.String())
		}
		return x
	}
	return v
}

// codes rewrites the handles in every "code" field of v (codes name cards
// by handle), once walk has numbered them.
func (h handleOrder) codes(v any, key string) any {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			x[k] = h.codes(e, k)
		}
	case []any:
		for i := range x {
			x[i] = h.codes(x[i], key)
		}
	case string:
		if key == "code" {
			return h.code(x)
		}
	}
	return v
}

// code is an option code with each of its parts that is a handle already
// met replaced by its number.
func (h handleOrder) code(code string) string {
	parts := strings.Split(code, ":")
	for i, part := range parts {
		if _, ok := h[part]; ok {
			parts[i] = h.of(part)
		}
	}
	return strings.Join(parts, ":")
}

// differenceAt shows where two texts first differ: the line, and the
// stretch of it around the first byte that differs.
func differenceAt(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := range max(len(w), len(g)) {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl == gl {
			continue
		}
		at := 0
		for at < len(wl) && at < len(gl) && wl[at] == gl[at] {
			at++
		}
		from := max(at-120, 0)
		cut := func(s string) string {
			end := min(at+120, len(s))
			if from > len(s) {
				return ""
			}
			return "…" + s[from:end] + "…"
		}
		return fmt.Sprintf("line %d, byte %d:\n  want: %s\n  got:  %s", i+1, at, cut(wl), cut(gl))
	}
	return "(none)"
}
