package enginetest

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
)

// playouts plays random games of every config, checking each decision.
func playouts(t *testing.T, s *Suite) {
	for c := range s.Configs {
		for i := range s.Games {
			playout(t, s, c, i)
			if t.Failed() {
				return
			}
		}
	}
}

// game is one game under test with what the checks need to say where.
type game struct {
	t         *testing.T
	suite     *Suite
	name      string
	st        engine.State
	rng       engine.RNG // the random players' choices
	worlds    engine.RNG // the sampled worlds' randomness
	decisions int
	last      string          // the last thing that happened, for messages
	catalog   map[string]bool // the ids of the game's Catalog, once needed
}

func playout(t *testing.T, s *Suite, c, i int) {
	t.Helper()
	cfg := s.config(c, i)
	g := &game{t: t, suite: s, name: s.name(c, i), rng: engine.NewRNG(cfg.Seed ^ 0x5eed), worlds: engine.NewRNG(cfg.Seed ^ 0xd00d), last: "the deal"}
	st, err := s.Game.New(cfg)
	if err != nil {
		t.Fatalf("%s: New: %v", g.name, err)
	}
	g.st = st
	g.invariant()
	for !st.Terminal() {
		actors := st.Actors()
		if actors.Empty() {
			g.fatalf("the game is not over but nobody may act")
		}
		for q := range cfg.Players {
			if !actors.Has(q) && len(st.Legal(q, nil)) > 0 {
				g.fatalf("player %d is not asked to act but has options:\n%s", q+1, options(st, q))
			}
		}
		for p := range actors.All() {
			if !st.Actors().Has(p) {
				continue
			}
			g.decide(p)
			if st.Terminal() {
				break
			}
		}
	}
	g.ended()
}

// fatalf stops the test, saying which game and where.
func (g *game) fatalf(format string, args ...any) {
	g.t.Helper()
	g.t.Fatalf("%s, after %s: %s", g.name, g.last, fmt.Sprintf(format, args...))
}

// invariant runs the game's own check.
func (g *game) invariant() {
	g.t.Helper()
	if g.suite.Check == nil {
		return
	}
	if err := g.suite.Check(g.st); err != nil {
		g.fatalf("invariant: %v", err)
	}
}

// deep is true for the decisions where the costly checks run.
func (g *game) deep() bool { return g.decisions < 12 || g.decisions%7 == 0 }

// decide checks player p's options and makes a random one of them.
func (g *game) decide(p int) {
	g.t.Helper()
	st := g.st
	legal := st.Legal(p, nil)
	if len(legal) == 0 {
		g.fatalf("player %d is asked to act but has no options", p+1)
	}
	g.checkOptions(p, legal)
	g.checkKind(p)
	if g.deep() {
		g.checkViews()
		g.checkIllegal(p, legal)
		g.checkClone()
		g.checkEvaluation()
		g.checkHints(p, legal)
		g.checkPosition()
		for q := range st.Config().Players {
			g.checkWorld(q)
		}
	}
	a := legal[g.rng.IntN(len(legal))]
	code := st.ActionCode(p, a)
	if err := st.Apply(p, a); err != nil {
		g.fatalf("player %d's legal option %q was refused: %v", p+1, code, err)
	}
	g.decisions++
	g.last = fmt.Sprintf("decision %d (player %d chose %q)", g.decisions, p+1, code)
	g.invariant()
	if g.decisions >= g.suite.MaxDecisions && !st.Terminal() {
		g.fatalf("the game has not ended after %d decisions: a rule that should end it may be broken. Player %d's view:\n%s\noptions:\n%s",
			g.decisions, p+1, st.View(p).Text(), options(st, p))
	}
}

// checkOptions checks that p's option codes are unique and parse back to
// the same option, and that labels are distinct and hints are numbers.
func (g *game) checkOptions(p int, legal []engine.Action) {
	g.t.Helper()
	st := g.st
	codes := map[string]engine.Action{}
	labels := map[string]string{}
	hinter, hints := st.(engine.Hinter)
	for _, a := range legal {
		code, label := st.ActionCode(p, a), st.ActionLabel(p, a)
		switch {
		case code == "" || strings.ContainsAny(code, " \t\n"):
			g.fatalf("player %d's option %q has an empty code or one with spaces", p+1, code)
		case label == "":
			g.fatalf("player %d's option %q has no label", p+1, code)
		case !g.suite.ShowsHandles && handleLike.MatchString(label):
			g.fatalf("player %d's option %q has a label that shows a card's handle: %q", p+1, code, label)
		}
		if other, dup := codes[code]; dup {
			g.fatalf("player %d has two options with code %q (%d and %d)", p+1, code, other, a)
		}
		codes[code] = a
		if other, dup := labels[label]; dup {
			g.fatalf("player %d's options %q and %q have the same label %q", p+1, other, code, label)
		}
		labels[label] = code
		back, err := st.ParseAction(p, code)
		if err != nil || back != a {
			g.fatalf("player %d's code %q parses to %d, %v; want %d", p+1, code, back, err, a)
		}
		if hints && !finite(hinter.Hint(p, a)) {
			g.fatalf("player %d's option %q has hint %v", p+1, code, hinter.Hint(p, a))
		}
		g.checkPlays(p, a, code)
	}
}

// checkKind checks that player p's question says what kind it is, in a
// word the game declares (Info.Decisions), for a game that declares its
// kinds.
func (g *game) checkKind(p int) {
	g.t.Helper()
	kinds := g.suite.Game.Info().Decisions
	if len(kinds) == 0 {
		return
	}
	q := g.st.Table(p).Question
	if q.Kind == "" {
		g.fatalf("player %d's question %q has no kind (TableQuestion.Kind)", p+1, q.Prompt)
	}
	if !slices.ContainsFunc(kinds, func(d engine.DecisionSpec) bool { return d.Kind == q.Kind }) {
		g.fatalf("player %d's question %q has the kind %q, which the game does not declare (Info.Decisions)", p+1, q.Prompt, q.Kind)
	}
}

// checkHints checks that a hint depends on the game alone: each option's
// hint, asked after its fellows' (checkOptions), is the hint a fresh copy
// of the game gives it. A game may keep what its hints work out until the
// game changes, never longer.
func (g *game) checkHints(p int, legal []engine.Action) {
	g.t.Helper()
	hinter, ok := g.st.(engine.Hinter)
	if !ok {
		return
	}
	for _, a := range legal {
		kept := hinter.Hint(p, a)
		if alone := g.st.Clone().(engine.Hinter).Hint(p, a); kept != alone {
			g.fatalf("player %d's option %q: hinted after the others %v, on a fresh copy %v", p+1, g.st.ActionCode(p, a), kept, alone)
		}
	}
}

// checkPlays checks that the card an option plays (engine.CardPlays) is
// one of the game's cards and one of the cards the option is about.
func (g *game) checkPlays(p int, a engine.Action, code string) {
	g.t.Helper()
	plays, ok := g.st.(engine.CardPlays)
	if !ok {
		return
	}
	id := plays.PlaysCard(p, a)
	if id == "" {
		return
	}
	if about, ok := g.st.(engine.OptionCards); ok && !slices.Contains(about.OptionCards(p, a), id) {
		g.fatalf("player %d's option %q plays card %q, which is not among the cards it is about %v", p+1, code, id, about.OptionCards(p, a))
	}
	if cat, ok := g.st.Game().(engine.Catalog); ok && g.catalog == nil {
		g.catalog = map[string]bool{}
		for _, c := range cat.Catalog() {
			g.catalog[c.ID] = true
		}
	}
	if g.catalog != nil && !g.catalog[id] {
		g.fatalf("player %d's option %q plays card %q, which is not in the game's catalog", p+1, code, id)
	}
}

// hasNull reports whether JSON data holds a null value anywhere (not the
// word in a text: a card may be called "Null-Ray").
func hasNull(data []byte) bool {
	var v any
	if json.Unmarshal(data, &v) != nil {
		return false
	}
	var walk func(v any) bool
	walk = func(v any) bool {
		switch x := v.(type) {
		case nil:
			return true
		case map[string]any:
			for _, e := range x {
				if walk(e) {
					return true
				}
			}
		case []any:
			for _, e := range x {
				if walk(e) {
					return true
				}
			}
		}
		return false
	}
	return walk(v)
}

// checkViews checks that every view marshals to JSON with no nulls: lists
// are [] when empty, so a client never has to tell null from empty.
func (g *game) checkViews() {
	g.t.Helper()
	for p := engine.Spectator; p < g.st.Config().Players; p++ {
		js := viewJSON(g.t, g.st, p)
		if hasNull([]byte(js)) {
			g.fatalf("viewer %d's view has a null (write empty lists as []): %s", p, js)
		}
		if g.st.View(p).Text() == "" {
			g.fatalf("viewer %d's view has no text", p)
		}
		g.checkTable(p)
		g.checkLogLen(p)
	}
}

// checkLogLen checks that a game that tells its log's length
// (engine.LogCounter) tells the next index its log answers.
func (g *game) checkLogLen(p int) {
	g.t.Helper()
	lc, ok := g.st.(engine.LogCounter)
	if !ok {
		return
	}
	if _, next := g.st.Events(p, 0); lc.LogLen() != next {
		g.fatalf("the log's length is %d (LogLen), but viewer %d's log from 0 answers next %d", lc.LogLen(), p, next)
	}
}

// checkTable checks the common table view of a game that gives one: no
// nulls, the viewer's question is exactly their options, and every card an
// option names is on the table.
func (g *game) checkTable(p int) {
	g.t.Helper()
	tb := g.st.Table(p)
	data, err := json.Marshal(tb)
	if err != nil {
		g.fatalf("viewer %d's table does not marshal: %v", p, err)
	}
	if hasNull(data) {
		g.fatalf("viewer %d's table has a null (write empty lists as []): %s", p, data)
	}
	if tb.Viewer != p || len(tb.Players) != g.st.Config().Players {
		g.fatalf("viewer %d's table is for viewer %d with %d players", p, tb.Viewer, len(tb.Players))
	}
	if tb.Goal == "" {
		g.fatalf("viewer %d's table does not say how the game is won (Goal)", p)
	}
	var legal []engine.Action
	if p >= 0 {
		legal = g.st.Legal(p, nil)
	}
	q := tb.Question
	if len(legal) == 0 {
		if q.Player != -1 || len(q.Options) != 0 || q.Kind != "" {
			g.fatalf("viewer %d has nothing to decide but the table asks: %+v", p, q)
		}
		return
	}
	if q.Player != p || len(q.Options) != len(legal) {
		g.fatalf("viewer %d's table question has %d options for player %d; they have %d", p, len(q.Options), q.Player, len(legal))
	}
	handles := map[int]bool{}
	var walk func(cards []engine.TableCard)
	walk = func(cards []engine.TableCard) {
		for _, c := range cards {
			handles[c.Handle] = true
			if c.Printed != "" && c.Printed == c.Stats {
				g.fatalf("viewer %d's table gives %s a printed stat line equal to its current one %q (Printed is \"\" then)", p, c.Name, c.Stats)
			}
			if words := strings.Join(append([]string{c.Name, c.Stats, c.Printed}, c.Status...), " · "); !g.suite.ShowsHandles && handleLike.MatchString(words) {
				g.fatalf("viewer %d's table shows a card's handle: %q", p, words)
			}
			walk(c.Attached)
		}
	}
	for _, pl := range tb.Players {
		for _, z := range pl.Zones {
			walk(z.Cards)
		}
	}
	for _, z := range tb.Zones {
		walk(z.Cards)
	}
	for i, a := range legal {
		o := q.Options[i]
		if o.Code != g.st.ActionCode(p, a) || o.Label != g.st.ActionLabel(p, a) {
			g.fatalf("viewer %d's table option %d is %q (%s), not %q", p, i, o.Code, o.Label, g.st.ActionCode(p, a))
		}
		for _, h := range o.Cards {
			if !handles[h] {
				g.fatalf("viewer %d's option %q names card #%d, which is not on the table", p, o.Code, h)
			}
		}
	}
}

// checkIllegal checks that a choice that is not an option, or a choice by
// a player who is not asked, is refused and changes nothing.
func (g *game) checkIllegal(p int, legal []engine.Action) {
	g.t.Helper()
	st := g.st
	before := everything(g.t, st)
	for _, bad := range []engine.Action{0, 1, 2, 3, 1 << 20, 1<<32 + 1, ^engine.Action(0)} {
		if slices.Contains(legal, bad) {
			continue
		}
		if err := st.Apply(p, bad); err == nil {
			g.fatalf("player %d's choice %d, not an option, was accepted", p+1, bad)
		}
		if after := everything(g.t, st); after != before {
			g.fatalf("player %d's refused choice %d changed the game (before, after): %s", p+1, bad, firstDifference(before, after))
		}
		break
	}
	for q := range st.Config().Players {
		if st.Actors().Has(q) {
			continue
		}
		if err := st.Apply(q, legal[0]); err == nil {
			g.fatalf("player %d, who is not asked, could choose %q", q+1, st.ActionCode(p, legal[0]))
		}
		if after := everything(g.t, st); after != before {
			g.fatalf("player %d's refused choice changed the game", q+1)
		}
		break
	}
}

// checkClone checks that a clone is the same game and that playing on it
// leaves the original as it was.
func (g *game) checkClone() {
	g.t.Helper()
	before := everything(g.t, g.st)
	c := g.st.Clone()
	if got := everything(g.t, c); got != before {
		g.fatalf("a clone differs from its original (original, clone): %s", firstDifference(before, got))
	}
	rng := g.rng // a copy: the game's own choices are not disturbed
	playOn(c, &rng, 8)
	if after := everything(g.t, g.st); after != before {
		g.fatalf("playing on a clone changed the original (before, after): %s", firstDifference(before, after))
	}
}

// playOn makes up to n random decisions in s.
func playOn(s engine.State, rng *engine.RNG, n int) {
	for range n {
		if s.Terminal() {
			return
		}
		p := s.Actors().First()
		legal := s.Legal(p, nil)
		if len(legal) == 0 {
			return
		}
		if s.Apply(p, legal[rng.IntN(len(legal))]) != nil {
			return
		}
	}
}

// ended checks a finished game.
func (g *game) ended() {
	g.t.Helper()
	st := g.st
	n := st.Config().Players
	o := st.Outcome()
	switch {
	case !o.Over:
		g.fatalf("the game is terminal but its outcome is not over")
	case o.Summary == "":
		g.fatalf("the outcome has no summary")
	case o.Reason == "":
		g.fatalf("the outcome does not say in a few words how the game ended (Reason); its summary: %q", o.Summary)
	case len(o.Returns) != n:
		g.fatalf("the outcome has %d returns for %d players", len(o.Returns), n)
	case !st.Actors().Empty():
		g.fatalf("the game is over but players %v are asked to act", st.Actors().Slice())
	}
	sum := 0.0
	for p, r := range o.Returns {
		sum += r
		if r < 0 || r > 1 || r > 0 != slices.Contains(o.Winners, p) {
			g.fatalf("seat %d's return %v does not match the winners %v", p, r, o.Winners)
		}
		if len(st.Legal(p, nil)) > 0 {
			g.fatalf("the game is over but player %d has options", p+1)
		}
	}
	if len(o.Winners) > 0 && (sum < 0.999 || sum > 1.001) {
		g.fatalf("the returns %v do not add up to 1", o.Returns)
	}
	g.checkViews()
	g.checkEvaluation()
	g.checkLog()
}

// handleLike is a card's handle as people would read it: "#179".
var handleLike = regexp.MustCompile(`#[0-9]`)

// checkLog checks that no log line any viewer reads shows a card's
// handle: people tell cards apart by their names, owners and places.
func (g *game) checkLog() {
	g.t.Helper()
	if g.suite.ShowsHandles {
		return
	}
	for p := engine.Spectator; p < g.st.Config().Players; p++ {
		entries, _ := g.st.Events(p, 0)
		for _, e := range entries {
			if handleLike.MatchString(e.Text) {
				g.fatalf("viewer %d reads a log line that shows a card's handle: %q", p, e.Text)
			}
		}
	}
}

// checkEvaluation checks a game's judgement of the state
// (engine.Evaluator), where it has one: a share of the win for each seat,
// between 0 and 1, the same on a copy, and the outcome's returns once the
// game is over.
func (g *game) checkEvaluation() {
	g.t.Helper()
	ev, ok := g.st.(engine.Evaluator)
	if !ok {
		return
	}
	copied := g.st.Clone().(engine.Evaluator)
	for p := range g.st.Config().Players {
		v := ev.Evaluate(p)
		switch {
		case !finite(v) || v < 0 || v > 1:
			g.fatalf("player %d's evaluation %v is not between 0 and 1", p+1, v)
		case copied.Evaluate(p) != v:
			g.fatalf("player %d's evaluation is %v, but %v on a copy", p+1, v, copied.Evaluate(p))
		case g.st.Terminal() && v != g.st.Outcome().Returns[p]:
			g.fatalf("the game is over but player %d's evaluation is %v, not its return %v", p+1, v, g.st.Outcome().Returns[p])
		}
	}
}
