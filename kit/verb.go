package kit

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"

	"omnideck/carddata"
)

// Effect is one instruction of a card's text: a verb of the game's
// registry and its parameters. In a card file it is a mapping with one
// key, the verb ("- damage: {to: {target: character}}"), or the verb alone
// when it takes no parameters ("- cancel").
//
// Decoding keeps the parameters as written; the game's Verbs.Bind reads
// them into the verb's own type when the card file is checked, so that
// every problem is found at load time, with its line.
type Effect struct {
	// Verb is the verb's name; Line the effect's line in its file.
	Verb string
	Line int
	// Params are the verb's parameters once bound: a pointer to the
	// verb's parameter type.
	Params any
	node   ast.Node
	verb   int // the verb's index in its registry, from 1; 0 until bound
}

// UnmarshalYAML keeps the verb and its parameters as written.
func (e *Effect) UnmarshalYAML(node ast.Node) error {
	if tk := node.GetToken(); tk != nil && tk.Position != nil {
		e.Line = tk.Position.Line
	}
	switch n := node.(type) {
	case *ast.StringNode:
		e.Verb = n.Value
		return nil
	case *ast.MappingNode:
		if len(n.Values) != 1 {
			return fmt.Errorf("line %d: an effect is a mapping with one key, its verb; this one has %d", e.Line, len(n.Values))
		}
		return e.pair(n.Values[0])
	case *ast.MappingValueNode:
		return e.pair(n)
	}
	return fmt.Errorf("line %d: an effect is a verb, or a mapping with one key, its verb", e.Line)
}

func (e *Effect) pair(mv *ast.MappingValueNode) error {
	e.Verb = strings.TrimSpace(mv.Key.String())
	e.node = mv.Value
	if tk := mv.Key.GetToken(); tk != nil && tk.Position != nil {
		e.Line = tk.Position.Line
	}
	return nil
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
	resolve   func(s S, j *Job, p any) bool
	hint      func(s S, me int, j *Job, p any) float64
	text      func(p any) string
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
	// Resolve does the effect for job j. It reports false when it waits
	// on a choice (it asked one) and must be called again once answered;
	// j.Step keeps its progress. A Resolve that starts another job must
	// do so last: the new job may move the stack.
	Resolve func(s S, j *Job, p *P) bool
	// Hint values the effect for player me, for the heuristic agent, from
	// what me may see: positive when it helps me.
	Hint func(s S, me int, j *Job, p *P) float64
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
// checks them, recording every problem with k. where names the effect in
// messages ("effect 2").
func (r *Verbs[S]) Bind(k *Check, where string, e *Effect) {
	i, ok := r.byName[e.Verb]
	if !ok || r.list[i-1].internal {
		k.Problems.Addf(e.Line, "%s: %s: %q is not a verb (verbs: %s)", k.Card, where, e.Verb, strings.Join(r.Names(), ", "))
		return
	}
	v := &r.list[i-1]
	p := reflect.New(v.typ).Interface()
	if e.node != nil {
		if err := decodeNode(e.node, p); err != nil {
			k.Problems.Addf(e.Line, "%s: %s: %s: %s", k.Card, where, e.Verb, carddata.Message(err))
			return
		}
	}
	e.Params, e.verb, e.node = p, i, nil
	line := k.Line
	k.Line = e.Line
	v.check(k, where+": "+e.Verb, p)
	k.Line = line
}

// decodeNode decodes a node of a card file strictly into p.
func decodeNode(node ast.Node, p any) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the YAML reader failed: %v", r)
		}
	}()
	return yaml.NodeToValue(node, p, yaml.Strict(), yaml.DisallowUnknownField())
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
