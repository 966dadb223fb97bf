package kit

import (
	"strings"
	"testing"

	"omnideck/carddata"
	"omnideck/engine"
)

func TestSelectorsPickWhatTheySay(t *testing.T) {
	g := newToy()
	mine := g.card(1, 0, g.area[0])   // power 200
	theirs := g.card(4, 1, g.area[1]) // power 500
	odd := g.card(5, 1, g.area[1])    // power 600
	set := g.t.NewObject(12, 1, g.area[1], FaceDown)
	inHand := g.card(2, 1, g.hand[1])
	c := Ctx{Src: mine, Ctrl: 0}

	sel := Selector{Target: "character", Filter: Filter{Controller: "opponent"}}
	if got := g.targets(&sel, c, true); len(got) != 2 || !has(got, CardTarget(theirs)) || !has(got, CardTarget(odd)) {
		t.Errorf("opponent's characters: %v", got)
	}
	sel = Selector{All: "character", Filter: Filter{Trait: "even", Is: []string{"strong"}}}
	if got := g.targets(&sel, c, false); len(got) != 1 || got[0] != CardTarget(theirs) {
		t.Errorf("even strong characters: %v", got)
	}
	sel = Selector{All: "character", Filter: Filter{Value: &Compare{Of: "power", AtMost: ptr(500)}}}
	if got := g.targets(&sel, c, false); len(got) != 2 || has(got, CardTarget(odd)) {
		t.Errorf("power at most 500: %v", got)
	}
	sel = Selector{All: "set_card"}
	if got := g.targets(&sel, c, false); len(got) != 1 || got[0] != CardTarget(set) {
		t.Errorf("set cards: %v", got)
	}
	sel = Selector{All: "card", In: "hand"}
	if got := g.targets(&sel, c, false); len(got) != 1 || got[0] != CardTarget(inHand) {
		t.Errorf("cards in hand: %v", got)
	}
	sel = Selector{Target: "player", Filter: Filter{Controller: "opponent"}}
	if got := g.targets(&sel, c, true); len(got) != 1 || got[0] != PlayerTarget(1) {
		t.Errorf("opponent player: %v", got)
	}
	e := NewEvent(0, 1, theirs)
	e.Other = odd
	c.Event = &e
	for word, want := range map[string]Target{"self": CardTarget(mine), "you": PlayerTarget(0), "opponent": PlayerTarget(1),
		"subject": CardTarget(theirs), "other": CardTarget(odd)} {
		var s Selector
		if err := carddata.Unmarshal("t.yaml", []byte(word), &s); err != nil {
			t.Fatal(err)
		}
		if got := g.targets(&s, c, false); len(got) != 1 || got[0] != want {
			t.Errorf("%s: %v, want %v", word, got, want)
		}
	}
	g.t.Attach(theirs, odd)
	sel = Selector{Partner: true}
	if got := g.targets(&sel, Ctx{Src: theirs, Ctrl: 1}, false); len(got) != 1 || got[0] != CardTarget(odd) {
		t.Errorf("partner: %v", got)
	}
	if !(&Selector{Target: "character"}).IsCandidate(g, c, CardTarget(mine)) {
		t.Error("IsCandidate")
	}
}

func TestConditionsAndAmounts(t *testing.T) {
	g := newToy()
	a := g.card(1, 0, g.area[0])
	g.card(3, 0, g.area[0])
	g.card(6, 1, g.area[1])
	c := Ctx{Src: a, Ctrl: 0}
	yes := []Condition{
		{Exists: &Selector{All: "character", Filter: Filter{Controller: "you"}}},
		{None: &Selector{All: "set_card"}},
		{Count: &CountOf{Of: Selector{All: "character"}, AtLeast: ptr(3), AtMost: ptr(3)}},
		{Value: &Compare{Of: "life", AtLeast: ptr(20)}},
		{Any: []Condition{{None: &Selector{All: "character"}}, {Exists: &Selector{All: "character"}}}},
		{Not: &Condition{Self: []string{"injured"}}},
		{All: []Condition{{Value: &Compare{Of: "life", AtLeast: ptr(20)}}, {Value: &Compare{Of: "life", AtMost: ptr(20)}}}},
	}
	for i, cond := range yes {
		if !cond.Holds(g, c) {
			t.Errorf("condition %d does not hold", i)
		}
	}
	if (&Condition{All: []Condition{{Value: &Compare{Of: "life", AtLeast: ptr(20)}}, {Value: &Compare{Of: "life", AtMost: ptr(19)}}}}).Holds(g, c) {
		t.Error("all holds when one of its conditions does not")
	}
	if (&Condition{Partner: &Filter{Name: "B"}}).Holds(g, c) {
		t.Error("a card with no partner passes a partner test")
	}
	for text, want := range map[string]int{"3": 3, "power": 200, "{n: 2, per: {all: character, controller: you}}": 4, "{of: power, n: 50}": 250} {
		var amt Amount
		if err := carddata.Unmarshal("t.yaml", []byte(text), &amt); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if got := amt.Eval(g, c); got != want {
			t.Errorf("amount %s = %d, want %d", text, got, want)
		}
	}
	var amt Amount
	if err := carddata.Unmarshal("t.yaml", []byte("{n: 1, bogus: 2}"), &amt); err == nil {
		t.Error("an amount with an unknown field is accepted")
	}
}

func ptr(n int) *int { return &n }

// The bus: replacements pass once each and may change the event; answers
// are found where their listeners work from, the active player's first.
func TestBusWouldAndDid(t *testing.T) {
	g := newToy()
	b := NewBus[*toy](20)
	const draw, hit EventKind = 0, 1
	// Card 3 halves hits to itself while in play; card 4 prevents hits to
	// its controller's cards from its hand (a reaction kept in hand).
	b.Listen(3, Listener[*toy]{Kind: hit, When: Would, From: InPlay,
		Match:   func(g *toy, src ObjID, e *Event) bool { return e.Obj == src },
		Replace: func(g *toy, src ObjID, e *Event) { e.N /= 2 }})
	b.Listen(4, Listener[*toy]{Kind: hit, When: Would, From: InHand,
		Match:   func(g *toy, src ObjID, e *Event) bool { return e.N > 100 },
		Replace: func(g *toy, src ObjID, e *Event) { e.Cancelled = true }})
	// Card 11, a trick, answers hits while set; card 5 answers while in
	// play; card 6's ability does not work (Works).
	for _, c := range []CardID{11, 5, 6} {
		from := InPlay
		if c == 11 {
			from = InSet
		}
		b.Listen(c, Listener[*toy]{Kind: hit, When: Did, From: from, Ability: int(c)})
	}
	b.Works = func(g *toy, id ObjID) bool { return g.t.Objs[id].Card != 6 }
	b.Rules = []Listener[*toy]{{Kind: draw, When: Would, Replace: func(g *toy, _ ObjID, e *Event) { e.N++ }}}

	three := g.card(3, 0, g.area[0])
	e := NewEvent(hit, 1, three)
	e.N = 100
	if !b.Would(g, &e) || e.N != 50 {
		t.Errorf("hit on card 3: %+v", e)
	}
	g.card(4, 0, g.hand[0])
	e = NewEvent(hit, 1, three)
	e.N = 400
	if b.Would(g, &e) {
		t.Errorf("a hit over 100 is not prevented from hand: %+v", e)
	}
	d := NewEvent(draw, 0, NoObj)
	b.Would(g, &d)
	if d.N != 1 {
		t.Errorf("a rule's replacement applied %d times", d.N)
	}

	g.t.NewObject(11, 1, g.area[1], FaceDown)
	g.card(5, 0, g.area[0])
	g.card(6, 0, g.area[0])
	g.card(11, 0, g.area[0]) // face up: a set trick's listener does not work
	g.active = 1
	hits := b.Did(g, &e, nil)
	if len(hits) != 2 || hits[0].Ctrl != 1 || hits[0].Listener.Ability != 11 || hits[1].Listener.Ability != 5 {
		t.Errorf("answers: %+v", hits)
	}
}

// toyVerbs are two verbs: weaken (a target's power down by 100) and ask
// (waits once for an answer).
func toyVerbs(t *testing.T) *Verbs[*toy] {
	t.Helper()
	r := &Verbs[*toy]{}
	type weaken struct {
		To Selector `yaml:"to"`
	}
	err := Define(r, VerbSpec[*toy, weaken]{Name: "weaken",
		Target: func(p *weaken) *Selector { return &p.To },
		Check: func(k *Check, w string, p *weaken) {
			k.Selector(w, &p.To, true)
		},
		Resolve: func(g *toy, j *Job, p *weaken) bool {
			var r Runner[*toy]
			r.Verbs = nil
			(&r).Touch(g, j, int(j.PC), &p.To, func(x Target) bool {
				g.power[x.Obj()] = g.Value(x.Obj(), "power", Ctx{}) - 100
				return true
			})
			g.log = append(g.log, "weaken")
			return true
		},
		Hint: func(*toy, int, *Job, *weaken) float64 { return 1 },
		Text: func(*weaken) string { return "Weaken." },
	})
	if err != nil {
		t.Fatal(err)
	}
	type none struct{}
	err = Define(r, VerbSpec[*toy, none]{Name: "ask",
		Resolve: func(g *toy, j *Job, _ *none) bool {
			if j.Step == 0 {
				j.Step = 1
				g.log = append(g.log, "asking")
				g.asked = append(g.asked, 99) // the game's own question
				return false
			}
			g.log = append(g.log, "answered")
			return true
		},
		Hint: func(*toy, int, *Job, *none) float64 { return 0 },
		Text: func(*none) string { return "Ask." },
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := Define(r, VerbSpec[*toy, none]{Name: "ask", Resolve: func(*toy, *Job, *none) bool { return true },
		Hint: func(*toy, int, *Job, *none) float64 { return 0 }, Text: func(*none) string { return "" }}); err == nil {
		t.Error("a verb defined twice is accepted")
	}
	if err := Define(r, VerbSpec[*toy, none]{Name: "nohint", Resolve: func(*toy, *Job, *none) bool { return true },
		Text: func(*none) string { return "" }}); err == nil {
		t.Error("a verb without a hint is accepted")
	}
	return r
}

// bind reads a card file's effects list and binds it.
func bind(t *testing.T, r *Verbs[*toy], text string) ([]Effect, error) {
	t.Helper()
	var effects []Effect
	p := carddata.Problems{File: "toy.yaml"}
	if !p.Unmarshal([]byte(text), &effects) {
		return nil, p.Err()
	}
	k := &Check{Problems: &p, At: carddata.Pos{Line: 1, Col: 1}, Card: "Toy", Vocab: &Vocab{Nouns: []string{"character", "set_card", "card"}}}
	for i := range effects {
		r.Bind(k, "effect", &effects[i])
	}
	return effects, p.Err()
}

func TestVerbRegistryBindsAndRefuses(t *testing.T) {
	r := toyVerbs(t)
	effects, err := bind(t, r, "- weaken: {to: {target: character, controller: opponent}}\n- ask\n")
	if err != nil || len(effects) != 2 || r.Target(&effects[0]) == nil || r.Target(&effects[1]) != nil || r.Text(&effects[1]) != "Ask." {
		t.Fatalf("bind: %v %+v", err, effects)
	}
	for text, want := range map[string]string{
		"- fly: {}\n":                              `unknown field "fly": not a verb (verbs: ask, weaken)`,
		"- {weaken: {to: self}, ask: {}}\n":        "toy.yaml:1:3: Toy: effect: an effect is one verb (weaken, ask); this one has 2",
		"- {}\n":                                   "an effect is one verb (weaken, ask); this one has 0",
		"- weaken\n":                               "effect: weaken needs to",
		"- weaken: {to: self, power: 3}\n":         "unknown field",
		"- weaken: {to: {target: dragon}}\n":       `target "dragon" is not one of`,
		"- weaken: {to: self}\n- ask: {really: 1}": "toy.yaml:2:",
	} {
		if _, err := bind(t, r, text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
	if _, err := r.Make("ask", 3); err == nil {
		t.Error("Make takes parameters of the wrong type")
	}
}

// The job runner: an optional job asks first; a target with one candidate
// is chosen without asking, with two it asks; a discard cost asks only
// when the hand holds more cards than are left to pay; a window asks;
// chosen targets are checked again on resolution; a verb may wait.
func TestRunnerMovesAJobOn(t *testing.T) {
	g := newToy()
	r := toyVerbs(t)
	me := g.card(1, 0, g.area[0])
	a := g.card(4, 1, g.area[1])
	h1, h2 := g.card(7, 0, g.hand[0]), g.card(7, 0, g.hand[0])
	h3 := g.card(8, 0, g.hand[0])
	windows := 0
	discard := &DiscardFromHand[*toy]{Verb: 9, Hand: func(g *toy, p int) ZoneID { return g.hand[p] },
		Discard: func(g *toy, j *Job, id ObjID) { g.t.Place(id, g.disc[0], -1, FaceUp) }}
	run := &Runner[*toy]{Verbs: r,
		Costs: func(*toy, *Job) []CostPart[*toy] { return []CostPart[*toy]{discard} },
		Window: func(g *toy, j *Job) (int, bool) {
			if j.Window == 0 {
				windows++
				return 1, true
			}
			return 0, false
		},
		Finish: func(g *toy, j *Job) { g.log = append(g.log, "finished") },
		Ask:    func(g *toy, q Ask, p int) { g.asked = append(g.asked, q) },
	}
	effects, err := bind(t, r, "- weaken: {to: {target: character, controller: opponent}}\n- ask\n")
	if err != nil {
		t.Fatal(err)
	}
	var st Stack
	j := NewJob(0, me, 0, effects)
	j.Optional, j.X = true, 2
	if !run.CanPay(g, &j) || !run.CanTarget(g, &j) {
		t.Fatal("the job cannot start")
	}
	st.Push(j)
	step := func(want Ask) {
		t.Helper()
		g.asked = nil
		for len(g.asked) == 0 && run.Step(g, &st) {
		}
		if want == 0 && len(g.asked) > 0 || want != 0 && (len(g.asked) != 1 || g.asked[0] != want) {
			t.Fatalf("asked %v, want %v (log %v)", g.asked, want, g.log)
		}
	}
	step(AskOptional)
	st.Top().Asked = true
	step(AskCost) // one target: chosen; three cards for a cost of 2: asked
	if top := st.Top(); len(top.Chosen) != 1 || top.Chosen[0].T != CardTarget(a) {
		t.Fatalf("the one target was not chosen: %+v", top.Chosen)
	}
	part := run.Paying(g, st.Top())
	opts := part.Choices(g, st.Top(), nil)
	if len(opts) != 2 { // two alike cards are one option
		t.Fatalf("discard options: %+v", opts)
	}
	part.Choose(g, st.Top(), Option{Verb: 9, A: uint32(g.t.Objs[h3].Handle)})
	step(AskCost) // two alike cards left for one: asked all the same
	if opts := part.Choices(g, st.Top(), nil); len(opts) != 1 {
		t.Fatalf("discard options: %+v", opts)
	}
	part.Choose(g, st.Top(), Option{Verb: 9, A: uint32(g.t.Objs[h1].Handle)})
	step(AskWindow)
	if g.t.Count(g.hand[0]) != 1 || g.t.Objs[h2].Zone != g.hand[0] {
		t.Fatalf("the cost was not paid: %d cards in hand", g.t.Count(g.hand[0]))
	}
	run.Answered(st.Top())
	// The target leaves play before resolution: the effect does nothing.
	g.t.Place(a, g.disc[1], -1, FaceUp)
	step(99)
	if g.power[a] != 0 || strings.Join(g.log, ",") != "weaken,asking" {
		t.Fatalf("after resolving: power %d, log %v", g.power[a], g.log)
	}
	for run.Step(g, &st) {
	}
	if strings.Join(g.log, ",") != "weaken,asking,answered,finished" || windows != 1 {
		t.Errorf("log %v, windows %d", g.log, windows)
	}
}

func TestStackClonesDeep(t *testing.T) {
	var st Stack
	j := NewJob(1, 0, 0, nil)
	j.Chosen = []Chosen{{Effect: 0, T: 5}}
	j.Objs = []ObjID{1}
	st.Push(j)
	c := st.Clone()
	c.Top().Chosen[0].T = 6
	c.Top().Objs[0] = 2
	c.Push(NewJob(2, 0, 0, nil))
	if st.Top().Chosen[0].T != 5 || st.Top().Objs[0] != 1 || st.Len() != 1 {
		t.Error("a clone of a stack shares its jobs")
	}
	st.PushInOrder([]Job{NewJob(3, 0, 0, nil), NewJob(4, 0, 0, nil)})
	if st.Pop().Kind != 3 || st.Pop().Kind != 4 {
		t.Error("PushInOrder: the first job is not worked on first")
	}
}

func TestModifiersLastAsLongAsTheySay(t *testing.T) {
	g := newToy()
	a := g.card(1, 0, g.area[0])
	src := g.card(2, 1, g.area[1])
	var m Mods
	m.Add(Modifier{Obj: a, Source: NoObj, Until: UntilEndOfTurn, Stat: 0, N: 100})
	m.Add(Modifier{Obj: a, Source: src, Until: WhileSourceInPlay, Stat: 0, N: 10, Grant: 4})
	m.Add(Modifier{Obj: a, Source: NoObj, Ctrl: 1, Turn: 3, Until: UntilStartOfYourNextTurn, Stat: 0, Layer: LayerSet, N: 1000})
	m.Add(Modifier{Obj: a, Source: NoObj, Stat: 1, N: 5, Remove: 1})
	if got := m.Stat(&g.t, a, 0, 200); got != 1110 {
		t.Errorf("stat 0 = %d, want 1000 set + 100 + 10", got)
	}
	if got := m.Abilities(&g.t, a, 3); got != 6 {
		t.Errorf("abilities %b, want 110", got)
	}
	c := m.Clone()
	g.t.Place(src, g.disc[1], -1, FaceUp)
	m.EndTurn(&g.t)
	if got := m.Stat(&g.t, a, 0, 200); got != 1000 || len(m) != 2 {
		t.Errorf("after the turn: %d, %d modifiers", got, len(m))
	}
	m.StartTurn(1, 3)
	if len(m) != 2 {
		t.Error("a modifier made this turn ends at the start of it")
	}
	m.StartTurn(1, 5)
	if len(m) != 1 {
		t.Error("until the start of your next turn lasts longer")
	}
	m.Drop(a)
	if len(m) != 0 || len(c) != 4 {
		t.Error("Drop, or Clone")
	}
	var d Duration = "forever"
	p := carddata.Problems{File: "x"}
	k := &Check{Problems: &p, Card: "X", Vocab: &Vocab{}}
	k.Duration("effect 1", &d)
	if p.Err() == nil || UntilEndOfTurn.Words() != "until end of turn" {
		t.Error("durations")
	}
}

// Where says where a card is, as listeners name it; Unstack splits a
// pair, the card under taking the top's place.
func TestWhereAndUnstack(t *testing.T) {
	g := newToy()
	top := g.card(1, 0, g.area[0])
	g.t.Place(top, g.area[0], 2, FaceUp)
	under := g.card(2, 0, g.area[0])
	g.t.Attach(top, under)
	if g.t.Where(under) != InPlay || g.t.Where(top) != InPlay {
		t.Error("both cards of a pair are in play")
	}
	set := g.t.NewObject(3, 0, g.area[0], FaceDown)
	if g.t.Where(set) != InSet || g.t.Where(g.card(4, 0, g.hand[0])) != InHand {
		t.Error("Where")
	}
	if got := g.t.Unstack(top, g.hand[0], FaceUp); got != under || g.t.Objs[under].Slot != 2 || g.t.Where(top) != InHand {
		t.Errorf("Unstack: %d, slot %d", got, g.t.Objs[under].Slot)
	}
	_ = engine.Spectator
}

// Choose chooses as Target does; Another leaves out the effect's card.
func TestChooseAndAnother(t *testing.T) {
	g := newToy()
	me := g.card(1, 0, g.area[0])
	other := g.card(2, 0, g.area[0])
	c := Ctx{Src: me, Ctrl: 0}
	sel := Selector{Choose: "character", Filter: Filter{Another: true}}
	if got := g.targets(&sel, c, true); !sel.Chosen() || len(got) != 1 || got[0] != CardTarget(other) {
		t.Errorf("choose another character: %v", got)
	}
	p := carddata.Problems{File: "x"}
	k := &Check{Problems: &p, Card: "X", Vocab: &Vocab{Nouns: []string{"character"}}}
	k.Selector("effect 1", &Selector{Choose: "character", Count: 2}, false)
	if err := p.Err(); err == nil || !strings.Contains(err.Error(), "choose: nothing is chosen here") {
		t.Errorf("choose where nothing is chosen: %v", err)
	}
}

// A modal verb asks for its mode before any target, among the modes whose
// targets can be chosen; an idle effect asks no target; Begin comes once,
// before the first effect resolves.
func TestRunnerModesIdleAndBegin(t *testing.T) {
	g := newToy()
	r := toyVerbs(t)
	type pick struct {
		Modes []Mode `yaml:"modes"`
	}
	err := Define(r, VerbSpec[*toy, pick]{Name: "pick",
		Modes: func(p *pick) []Mode { return p.Modes },
		Check: func(k *Check, w string, p *pick) {
			for m := range p.Modes {
				for i := range p.Modes[m].Effects {
					r.Bind(k, w, &p.Modes[m].Effects[i])
				}
			}
		},
		Resolve: func(*toy, *Job, *pick) bool { return true },
		Hint:    func(*toy, int, *Job, *pick) float64 { return 0 },
		Text:    func(*pick) string { return "Pick." }})
	if err != nil {
		t.Fatal(err)
	}
	type idle struct {
		To Selector `yaml:"to"`
	}
	err = Define(r, VerbSpec[*toy, idle]{Name: "idle",
		Target:  func(p *idle) *Selector { return &p.To },
		Idle:    func(*toy, *Job, *idle) bool { return true },
		Resolve: func(g *toy, j *Job, _ *idle) bool { g.log = append(g.log, "idle"); return true },
		Hint:    func(*toy, int, *Job, *idle) float64 { return 0 },
		Text:    func(*idle) string { return "Idle." }})
	if err != nil {
		t.Fatal(err)
	}
	effects, err := bind(t, r, `- pick: {modes: [{label: a, effects: [{weaken: {to: {target: character, controller: opponent}}}]}, {label: b, effects: [ask]}]}
- idle: {to: {target: character}}
`)
	if err != nil {
		t.Fatal(err)
	}
	me := g.card(1, 0, g.area[0])
	g.card(2, 0, g.area[0])
	begun := 0
	run := &Runner[*toy]{Verbs: r, Ask: func(g *toy, q Ask, p int) { g.asked = append(g.asked, q) },
		Begin: func(*toy, *Job) { begun++ }}
	var st Stack
	st.Push(NewJob(0, me, 0, effects))
	if !run.CanTarget(g, st.Top()) || run.ModeOpen(g, st.Top(), 0) || !run.ModeOpen(g, st.Top(), 1) {
		t.Fatal("with no opponent's character, only mode b is open")
	}
	run.Step(g, &st)
	if len(g.asked) != 1 || g.asked[0] != AskMode {
		t.Fatalf("asked %v, want a mode", g.asked)
	}
	run.ChooseMode(st.Top(), 1)
	if len(st.Top().Effects) != 2 || st.Top().Effects[0].Verb != "ask" || len(effects) != 2 || effects[0].Verb != "pick" {
		t.Fatalf("mode b chosen: %+v; the card's effects %+v", st.Top().Effects, effects)
	}
	g.asked = nil
	for len(g.asked) == 0 && run.Step(g, &st) {
	}
	if begun != 1 || len(g.asked) != 1 || g.asked[0] != 99 || len(st.Top().Chosen) != 0 {
		t.Fatalf("begun %d, asked %v, chosen %v: the idle effect asked a target, or Begin did not come once", begun, g.asked, st.Top().Chosen)
	}
	for run.Step(g, &st) {
	}
	if begun != 1 || strings.Join(g.log, ",") != "asking,answered,idle" {
		t.Errorf("begun %d, log %v", begun, g.log)
	}
	j := NewJob(0, me, 0, nil)
	j.Vals = []int32{3}
	if c := j.Clone(); &c.Vals[0] == &j.Vals[0] {
		t.Error("a clone shares its job's numbers")
	}
}

// Every problem of a card's effects is reported at once, each at the
// place of the value it is about: a word the game does not know at the
// word, an effect of two verbs at the effect, a value of the wrong kind
// at the value, an unknown field at its name.
func TestCheckReportsEachProblemAtItsPlace(t *testing.T) {
	r := toyVerbs(t)
	_, err := bind(t, r, "- weaken: {to: {target: dragon}}\n"+
		"- {ask: {}, weaken: {to: self}}\n"+
		"- weaken: {to: {target: character, count: many}}\n"+
		"- weaken:\n    to: self\n    power: 3\n")
	want := []string{
		`toy.yaml:1:25: Toy: effect: weaken: target "dragon" is not one of player, any, character, set_card, card`,
		"toy.yaml:2:3: Toy: effect: an effect is one verb (weaken, ask); this one has 2",
		"toy.yaml:3:43: Toy: effect: weaken: expected a whole number here, not text",
		`toy.yaml:6:5: Toy: effect: weaken: unknown field "power"`,
	}
	if err == nil || err.Error() != strings.Join(want, "\n") {
		t.Errorf("the problems are\n%v\nwant\n%s", err, strings.Join(want, "\n"))
	}
}
