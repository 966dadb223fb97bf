package kit

import (
	"fmt"

	"omnideck/engine"
)

// The engine's questions about a player's options (engine.State's
// ActionCode, ActionLabel, ParseAction), answered from the options a game
// lists for that player now (none when they are not deciding) and its
// functions that write an option's code and label.

// CodeOf is action a's code among options, or "?N" when it is not one of
// them.
func CodeOf(options []Option, a engine.Action, code func(Option) string) string {
	o, ok := Find(options, a)
	if !ok {
		return fmt.Sprintf("?%d", uint64(a))
	}
	return code(o)
}

// LabelOf is action a's label among options, or "not an option".
func LabelOf(options []Option, a engine.Action, label func(Option) string) string {
	o, ok := Find(options, a)
	if !ok {
		return "not an option"
	}
	return label(o)
}

// ParseFor finds player p's option whose code is code; deciding says
// whether p is asked anything now.
func ParseFor(p int, deciding bool, options []Option, code string, codeOf func(Option) string) (engine.Action, error) {
	if !deciding {
		return 0, fmt.Errorf("%q: %s has nothing to decide now", code, engine.PlayerName(p))
	}
	return Parse(options, code, codeOf)
}

// Question is the question of the common table view (engine.Table) for
// player p, asked prompt with options in order: each with its code, its
// label, and the handles it carries in A and B (the cards it is about).
func Question(p int, prompt string, options []Option, code, label func(Option) string) engine.TableQuestion {
	q := engine.TableQuestion{Player: p, Prompt: prompt, Options: []engine.TableOption{}}
	for _, o := range options {
		to := engine.TableOption{Code: code(o), Label: label(o), Cards: []int{}, Zones: []string{}}
		for _, h := range []uint32{o.A, o.B} {
			if h != 0 {
				to.Cards = append(to.Cards, int(h))
			}
		}
		q.Options = append(q.Options, to)
	}
	return q
}

// AppendActions appends options to buf as engine actions (engine.State's
// Legal).
func AppendActions(buf []engine.Action, options []Option) []engine.Action {
	for _, o := range options {
		buf = append(buf, o.Action())
	}
	return buf
}
