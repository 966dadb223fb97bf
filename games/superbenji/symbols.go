package superbenji

import (
	"fmt"
	"strings"
)

// Symbol is an action type (rulebook 5.2.1).
type Symbol uint8

// The action types. Wild pays for any type (5.3.2).
const (
	Hero Symbol = iota
	Villain
	Plus
	Minus
	Misc
	Wild
	numSymbols
)

var symbolCodes = [numSymbols]string{Hero: "H", Villain: "V", Plus: "+", Minus: "-", Misc: "?", Wild: "W"}
var symbolNames = [numSymbols]string{Hero: "Hero", Villain: "Villain", Plus: "Plus", Minus: "Minus", Misc: "Misc", Wild: "Wild"}

// String is the symbol's one-letter code: H, V, +, -, ? or W.
func (s Symbol) String() string { return symbolCodes[s] }

// Name is the symbol's name: Hero, Villain, Plus, Minus, Misc or Wild.
func (s Symbol) Name() string { return symbolNames[s] }

// ParseSymbol reads a symbol's code or name; "●" is Wild.
func ParseSymbol(s string) (Symbol, error) {
	t := strings.TrimSpace(s)
	if t == "●" {
		return Wild, nil
	}
	for i := range numSymbols {
		if strings.EqualFold(t, symbolCodes[i]) || strings.EqualFold(t, symbolNames[i]) {
			return i, nil
		}
	}
	return 0, fmt.Errorf("%q is not an action type (H, V, +, -, ?, W)", s)
}

// Symbols is a list of action symbols, written in card files as a string
// such as "H H" or "+ -" (spaces optional).
type Symbols []Symbol

// UnmarshalYAML reads "V V ?" or "VV?".
func (ss *Symbols) UnmarshalYAML(data []byte) error {
	text := strings.TrimSpace(string(data))
	text = strings.Trim(text, `"'`)
	out := Symbols{}
	for _, r := range text {
		if r == ' ' || r == ',' {
			continue
		}
		s, err := ParseSymbol(string(r))
		if err != nil {
			return err
		}
		out = append(out, s)
	}
	*ss = out
	return nil
}

// MarshalYAML writes the symbols as "H H".
func (ss Symbols) MarshalYAML() ([]byte, error) { return []byte(`"` + ss.String() + `"`), nil }

// String is the symbols as card files write them.
func (ss Symbols) String() string {
	parts := make([]string, len(ss))
	for i, s := range ss {
		parts[i] = s.String()
	}
	return strings.Join(parts, " ")
}
