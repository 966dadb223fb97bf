package superbenji

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/goccy/go-yaml"
)

// Named amounts, written as a bare word in a card file.
var amountWords = map[string]bool{"x": true, "attack_of_self": true, "actions_left_from_this_card": true}

// UnmarshalYAML reads a number ("2"), a named amount ("x"), or a mapping
// ({count: {all: character, controller: you}}).
func (a *Amount) UnmarshalYAML(data []byte) error {
	text := strings.TrimSpace(string(data))
	if n, err := strconv.Atoi(text); err == nil {
		*a = Amount{N: n}
		return nil
	}
	if amountWords[text] {
		*a = Amount{Of: text}
		return nil
	}
	type plain Amount
	var p plain
	if err := yaml.UnmarshalWithOptions(data, &p, yaml.Strict(), yaml.DisallowUnknownField()); err != nil {
		return fmt.Errorf("amount %q: a number, x, attack_of_self, actions_left_from_this_card, or {count: ...}", text)
	}
	if p.Count == nil {
		return fmt.Errorf("amount %q: a mapping amount needs count", text)
	}
	*a = Amount(p)
	a.Of = "count"
	return nil
}

// Selector words, written bare in a card file.
var selectorWords = map[string]Selector{
	"self":      {Self: true},
	"you":       {You: true},
	"any":       {Target: "any"},
	"character": {Target: "character"},
	"player":    {Target: "player"},
}

// UnmarshalYAML reads a word (self, you, any, character, player) or a
// mapping of selector fields.
func (s *Selector) UnmarshalYAML(data []byte) error {
	text := strings.TrimSpace(string(data))
	if sel, ok := selectorWords[text]; ok {
		*s = sel
		return nil
	}
	type plain Selector
	var p plain
	if err := yaml.UnmarshalWithOptions(data, &p, yaml.Strict(), yaml.DisallowUnknownField()); err != nil {
		return fmt.Errorf("selector: %s", oneLine(err))
	}
	*s = Selector(p)
	return nil
}

func oneLine(err error) string {
	msg := err.Error()
	if i := strings.IndexByte(msg, '\n'); i >= 0 {
		msg = msg[:i]
	}
	return msg
}
