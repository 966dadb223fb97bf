package kit

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/goccy/go-yaml/ast"

	"omnideck/carddata"
)

// Effect is one instruction of a card's text: a verb of the game's
// registry and its parameters. In a card file it is a mapping with one
// key, the verb ("- damage: {to: {target: character}}"), or the verb alone
// when it takes no parameters ("- cancel").
//
// Reading keeps the parameters as written; the game's Verbs.Bind reads
// them into the verb's own type when the card file is checked, so that
// every problem is found at load time, at its place. A mapping of no verb
// or of several is kept too, for Bind to report with the card.
type Effect struct {
	// Verb is the verb's name; Pos the effect's place in its file.
	Verb string
	Pos  carddata.Pos
	// Params are the verb's parameters once bound: a pointer to the
	// verb's parameter type.
	Params any
	node   ast.Node
	verb   int // the verb's index in its registry, from 1; 0 until bound
	keys   int // the keys of the effect's mapping (1 for a bare verb)
}

// UnmarshalCard keeps the verb and its parameters as written
// (carddata.Unmarshaler).
func (e *Effect) UnmarshalCard(v carddata.Value) {
	e.Pos = v.Pos()
	if text, ok := v.Text(); ok {
		e.Verb, e.keys = text, 1
		return
	}
	m, ok := v.Node().(ast.MapNode)
	if !ok {
		v.Failf("an effect is a verb, or a mapping with one key, its verb; not %s", v.Written())
		e.keys = -1
		return
	}
	var pairs []*ast.MappingValueNode
	for it := m.MapRange(); it.Next(); {
		pairs = append(pairs, it.KeyValue())
	}
	e.keys = len(pairs)
	if len(pairs) != 1 {
		return // Bind says so, with the card
	}
	mv := pairs[0]
	e.Verb = strings.TrimSpace(mv.Key.String())
	e.node = mv.Value
	if _, null := mv.Value.(*ast.NullNode); null {
		e.node = nil // "- verb: null" is the verb alone
	}
	if tk := mv.Key.GetToken(); tk != nil && tk.Position != nil {
		e.Pos = carddata.Pos{Line: tk.Position.Line, Col: tk.Position.Column}
	}
}

// Verbs is a game's registry of effect verbs: one entry per verb, holding
// everything about it, so that adding a verb is one Define and a card file
// that uses a verb wrongly (or one without a hint) is refused at load
// time. S is the game's state type.
type Verbs[S any] struct {
	list   []verb[S]
	byName map[string]int
}

type verb[S any] struct {
	name, doc string
	internal  bool
	typ       reflect.Type
	check     func(k *Check, where string, p any)
	target    func(p any) *Selector
	modes     func(p any) []Mode
	idle      func(s S, j *Job, p any) bool
	resolve   func(s S, j *Job, p any) bool
	hint      func(s S, me int, j *Job, p any) float64
	aim       func(s S, me int, j *Job, p any, t Target) float64
	text      func(p any) string
}

// Mode is one choice of a modal verb ("choose one"): what it is called
// to the player choosing, and the effects it stands for.
type Mode struct {
	Label   string   `yaml:"label"`
	Effects []Effect `yaml:"effects"`
}

// VerbSpec defines one verb whose parameters are of type P. Resolve, Hint
// and Text are required.
type VerbSpec[S, P any] struct {
	// Name is the verb as card files write it: "damage".
	Name string
	// Doc says what it does and how it is written, for designers.
	Doc string
	// Check finds what strict decoding cannot (a count out of range, a
	// word the game does not know), at load time. Optional.
	Check func(k *Check, where string, p *P)
	// Target is the selector whose targets are chosen when the effect is
	// played (nil when it chooses none): the job runner asks for them
	// and checks them again on resolution.
	Target func(p *P) *Selector
	// Idle, optional, reports whether the effect would do nothing as
	// things stand when its job is built (damage of 0), so that its
	// targets are not asked for.
	Idle func(s S, j *Job, p *P) bool
	// Modes, optional, makes the verb modal ("choose one"): its job's
	// controller chooses one of its modes when the job is built, before
	// any target, and the mode's effects take its place (Runner).
	Modes func(p *P) []Mode
	// Resolve does the effect for job j. It reports false when it waits
	// on a choice (it asked one) and must be called again once answered;
	// j.Step keeps its progress. A Resolve that starts another job must
	// do so last: the new job may move the stack.
	Resolve func(s S, j *Job, p *P) bool
	// Hint values the effect for player me, for the heuristic agent, from
	// what me may see: positive when it helps me.
	Hint func(s S, me int, j *Job, p *P) float64
	// Aim, optional, values choosing t as the effect's target for player
	// me, for the heuristic agent: positive when it helps me.
	Aim func(s S, me int, j *Job, p *P, t Target) float64
	// Text is the effect as card text and the log say it: "Deal 1 damage
	// to target character."
	Text func(p *P) string
	// Internal verbs are the rules' own steps (Make): card files cannot
	// use them, and Names does not list them.
	Internal bool
}

// Define adds a verb to r. It is an error to define a verb twice, or
// without Resolve, Hint or Text.
func Define[S, P any](r *Verbs[S], v VerbSpec[S, P]) error {
	switch {
	case v.Name == "":
		return errors.New("kit: a verb needs a name")
	case v.Resolve == nil || v.Hint == nil || v.Text == nil:
		return fmt.Errorf("kit: verb %q needs Resolve, Hint and Text", v.Name)
	}
	if r.byName == nil {
		r.byName = map[string]int{}
	}
	if _, dup := r.byName[v.Name]; dup {
		return fmt.Errorf("kit: verb %q is defined twice", v.Name)
	}
	e := verb[S]{name: v.Name, doc: v.Doc, internal: v.Internal, typ: reflect.TypeFor[P](),
		resolve: func(s S, j *Job, p any) bool { return v.Resolve(s, j, p.(*P)) },
		hint:    func(s S, me int, j *Job, p any) float64 { return v.Hint(s, me, j, p.(*P)) },
		text:    func(p any) string { return v.Text(p.(*P)) },
		check:   func(*Check, string, any) {},
		target:  func(any) *Selector { return nil },
	}
	if v.Check != nil {
		e.check = func(k *Check, where string, p any) { v.Check(k, where, p.(*P)) }
	}
	if v.Target != nil {
		e.target = func(p any) *Selector { return v.Target(p.(*P)) }
	}
	if v.Idle != nil {
		e.idle = func(s S, j *Job, p any) bool { return v.Idle(s, j, p.(*P)) }
	}
	if v.Modes != nil {
		e.modes = func(p any) []Mode { return v.Modes(p.(*P)) }
	}
	if v.Aim != nil {
		e.aim = func(s S, me int, j *Job, p any, t Target) float64 { return v.Aim(s, me, j, p.(*P), t) }
	}
	r.list = append(r.list, e)
	r.byName[v.Name] = len(r.list)
	return nil
}

// Names lists the verbs card files may use, sorted.
func (r *Verbs[S]) Names() []string {
	out := make([]string, 0, len(r.list))
	for _, v := range r.list {
		if !v.internal {
			out = append(out, v.name)
		}
	}
	slices.Sort(out)
	return out
}

// Doc is what verb name does, for designers, or "".
func (r *Verbs[S]) Doc(name string) string {
	if i := r.byName[name]; i > 0 {
		return r.list[i-1].doc
	}
	return ""
}

// Bind reads effect e's parameters into its verb's type, strictly, and
// checks them, recording every problem with k, each at its own place in
// the file (the effect's, for a problem of the effect as a whole). where
// names the effect in messages ("effect 2"); a problem in its parameters
// names its verb too ("effect 2: damage: ...").
func (r *Verbs[S]) Bind(k *Check, where string, e *Effect) {
	if e.keys < 0 || e.keys == 0 && e.Pos.Line == 0 {
		return // not an effect at all, or not read: reading it said so
	}
	cardAt := k.At
	k.At = e.Pos
	defer func() { k.At = cardAt }()
	if e.keys != 1 {
		k.Failf(where, "an effect is one verb (%s); this one has %d", r.some(), e.keys)
		return
	}
	i, ok := r.byName[e.Verb]
	if !ok || r.list[i-1].internal {
		k.Failf(where, "unknown field %q: not a verb (verbs: %s)", e.Verb, strings.Join(r.Names(), ", "))
		return
	}
	v := &r.list[i-1]
	verbWhere := where + ": " + e.Verb
	p := reflect.New(v.typ).Interface()
	read := true
	if e.node != nil {
		read = k.Problems.Decode(e.node, p, k.Card+": "+verbWhere+": ")
	} else if need := required(v.typ); len(need) > 0 {
		k.Failf(where, "%s needs %s", e.Verb, strings.Join(need, " and "))
		return
	}
	// The verb checks what it could read even when some of it could not
	// be: every problem of the effect is reported at once. Such an effect
	// stays unbound; its file is refused.
	v.check(k, verbWhere, p)
	if read {
		e.Params, e.verb, e.node = p, i, nil
	}
}

// some names the first verbs defined, for messages: "damage, draw, heal,
// …".
func (r *Verbs[S]) some() string {
	var names []string
	for i := 0; i < len(r.list) && i < 3; i++ {
		names = append(names, r.list[i].name)
	}
	if len(r.list) > 3 {
		names = append(names, "…")
	}
	return strings.Join(names, ", ")
}

// required lists the fields of parameter type t that a card file must
// write: those whose key is not omitempty.
func required(t reflect.Type) []string {
	if t.Kind() != reflect.Struct {
		return nil
	}
	var out []string
	for i := range t.NumField() {
		tag, ok := t.Field(i).Tag.Lookup("yaml")
		if !ok || strings.Contains(tag, "omitempty") || strings.Contains(tag, "inline") {
			continue
		}
		if name, _, _ := strings.Cut(tag, ","); name != "" && name != "-" {
			out = append(out, name)
		}
	}
	return out
}

func (r *Verbs[S]) entry(e *Effect) *verb[S] {
	if e.verb == 0 {
		panic(fmt.Sprintf("kit: effect %q used before it was bound", e.Verb))
	}
	return &r.list[e.verb-1]
}

// Target is the selector whose targets effect e chooses when played, or
// nil.
func (r *Verbs[S]) Target(e *Effect) *Selector { return r.entry(e).target(e.Params) }

// Idle reports whether effect e of job j would do nothing as things stand,
// so that its targets are not asked for (VerbSpec.Idle).
func (r *Verbs[S]) Idle(s S, j *Job, e *Effect) bool {
	v := r.entry(e)
	return v.idle != nil && v.idle(s, j, e.Params)
}

// Modes are the modes of a modal effect, or nil.
func (r *Verbs[S]) Modes(e *Effect) []Mode {
	if v := r.entry(e); v.modes != nil {
		return v.modes(e.Params)
	}
	return nil
}

// Aim values choosing t as effect e's target for player me; false when the
// verb does not say (VerbSpec.Aim).
func (r *Verbs[S]) Aim(s S, me int, j *Job, e *Effect, t Target) (float64, bool) {
	if v := r.entry(e); v.aim != nil {
		return v.aim(s, me, j, e.Params, t), true
	}
	return 0, false
}

// Resolve does effect e of job j; false when it waits on a choice.
func (r *Verbs[S]) Resolve(s S, j *Job, e *Effect) bool { return r.entry(e).resolve(s, j, e.Params) }

// Hint values effect e of job j for player me.
func (r *Verbs[S]) Hint(s S, me int, j *Job, e *Effect) float64 {
	return r.entry(e).hint(s, me, j, e.Params)
}

// Text is effect e as card text says it.
func (r *Verbs[S]) Text(e *Effect) string { return r.entry(e).text(e.Params) }

// Make returns an effect of verb name with params, bound without a card
// file: the rules' own steps (a battle) are effects too, so that jobs
// resolve them like any other.
func (r *Verbs[S]) Make(name string, params any) (Effect, error) {
	i, ok := r.byName[name]
	if !ok {
		return Effect{}, fmt.Errorf("kit: no verb %q", name)
	}
	if reflect.TypeOf(params) != reflect.PointerTo(r.list[i-1].typ) {
		return Effect{}, fmt.Errorf("kit: verb %q takes %s, not %T", name, reflect.PointerTo(r.list[i-1].typ), params)
	}
	return Effect{Verb: name, Params: params, verb: i}, nil
}
