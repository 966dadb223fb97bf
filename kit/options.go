package kit

import (
	"fmt"
	"strings"

	"omnideck/engine"
)

// Option is one answer to a question, as a game lists it: a verb of the
// game's and up to three operands (handles, numbers). It packs into an
// engine.Action that names the option itself, so the options of players
// deciding at once never collide and a stale action is simply not among
// the options any more.
type Option struct {
	Verb uint8  // 6 bits: 1 to 63 (0 is never an option)
	A, B uint32 // 26 bits each: handles or numbers
	C    uint8  // 6 bits: a small number
}

// The widths of an Option's fields in an engine.Action.
const (
	verbBits = 6
	argBits  = 26
	cBits    = 6
	// MaxArg is the largest operand A or B can carry.
	MaxArg = 1<<argBits - 1
	// MaxC is the largest C.
	MaxC = 1<<cBits - 1
)

// Action packs the option.
func (o Option) Action() engine.Action {
	return engine.Action(o.Verb)&(1<<verbBits-1) |
		engine.Action(o.A&MaxArg)<<verbBits |
		engine.Action(o.B&MaxArg)<<(verbBits+argBits) |
		engine.Action(o.C&MaxC)<<(verbBits+2*argBits)
}

// Unpack reads the option an action packs.
func Unpack(a engine.Action) Option {
	return Option{
		Verb: uint8(a & (1<<verbBits - 1)),
		A:    uint32(a>>verbBits) & MaxArg,
		B:    uint32(a>>(verbBits+argBits)) & MaxArg,
		C:    uint8(a>>(verbBits+2*argBits)) & MaxC,
	}
}

// Find reports whether a is one of options.
func Find(options []Option, a engine.Action) (Option, bool) {
	want := Unpack(a)
	if want.Action() != a {
		return Option{}, false
	}
	for _, o := range options {
		if o == want {
			return o, true
		}
	}
	return Option{}, false
}

// Parse finds the option whose code is code among options; code writes an
// option's code. The error lists the codes there are.
func Parse(options []Option, code string, codeOf func(Option) string) (engine.Action, error) {
	code = strings.TrimSpace(code)
	codes := make([]string, len(options))
	for i, o := range options {
		codes[i] = codeOf(o)
		if codes[i] == code {
			return o.Action(), nil
		}
	}
	if len(codes) == 0 {
		return 0, fmt.Errorf("%q is not an option: there is nothing to decide now", code)
	}
	return 0, fmt.Errorf("%q is not an option now; the options are %s", code, strings.Join(codes, ", "))
}
