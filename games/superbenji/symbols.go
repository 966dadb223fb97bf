package superbenji

import (
	"fmt"
	"strings"

	"omnideck/carddata"
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

// ParseSymbols reads symbols written as "V V ?" or "VV?" (commas
// allowed).
func ParseSymbols(text string) (Symbols, error) {
	out := Symbols{}
	for _, r := range text {
		if r == ' ' || r == ',' {
			continue
		}
		s, err := ParseSymbol(string(r))
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

// UnmarshalCard reads "V V ?" or "VV?" (carddata.Unmarshaler).
func (ss *Symbols) UnmarshalCard(v carddata.Value) {
	text, ok := v.Text()
	if !ok {
		v.Failf("action symbols are written as text such as \"H H ?\", not %s", v.Written())
		return
	}
	out, err := ParseSymbols(text)
	if err != nil {
		v.Failf("%v", err)
		return
	}
	*ss = out
}

// UnmarshalYAML reads "V V ?" or "VV?", quoted or not, for YAML read
// other than as a card file.
func (ss *Symbols) UnmarshalYAML(data []byte) error {
	out, err := ParseSymbols(strings.Trim(strings.TrimSpace(string(data)), `"'`))
	if err != nil {
		return err
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
