package tftcg

import (
	_ "embed"
	"fmt"
	"strings"

	"omnideck/carddata"
	"omnideck/kit"
)

// Ability is one triggered ability of a character's mode, in the card
// language: when it triggers and the effects it has, each a verb of the
// game's registry (verbs.go). The built-in cards' abilities are written by
// hand in data/abilities.yaml and merged into the imported cards by id, so
// that importing the published data again never loses them.
type Ability struct {
	// When is the trigger: one of the When constants.
	When string `yaml:"when"`
	// Do are the effects, in order.
	Do []kit.Effect `yaml:"do"`
}

// The triggers of abilities.
const (
	// WhenFlipTo is "When you flip this character to this mode".
	WhenFlipTo = "flip_to"
	// WhenAttacks is "When this character attacks", before the flips.
	WhenAttacks = "attacks"
	// WhenDefends is "When this character defends", before the flips.
	WhenDefends = "defends"
	// WhenAfterAttack is "After this character attacks", once the damage
	// is done.
	WhenAfterAttack = "after_attack"
)

// triggers are the triggers a card file may use.
var triggers = []string{WhenFlipTo, WhenAttacks, WhenDefends, WhenAfterAttack}

// AbilityDef is one entry of an abilities file: a triggered ability of one
// mode of one card.
type AbilityDef struct {
	// ID is the card's id; Mode the mode (alt, bot, alt2) the ability is
	// printed on.
	ID   string `yaml:"id"`
	Mode string `yaml:"mode"`
	// Ability is the trigger and its effects.
	Ability `yaml:",inline"`
}

// builtinAbilities are the definitions of the built-in cards' text.
//
//go:embed data/abilities.yaml
var builtinAbilities []byte

// builtinAbilitiesName is the built-in abilities file's name, for
// messages.
const builtinAbilitiesName = "tftcg/data/abilities.yaml"

// AddAbilities reads an abilities file and puts each ability on its
// card's mode, checking every entry strictly: an unknown card id or mode,
// an unknown trigger or verb, a bad field. Every problem is reported at
// once, each with the file's name and line. The card set is unchanged
// when there is a problem.
func (cs *CardSet) AddAbilities(name string, data []byte) error {
	f, err := carddata.Decode[AbilityDef](name, data, ID)
	if err != nil {
		return fmt.Errorf("abilities: %w", err)
	}
	p := carddata.Problems{File: name}
	type target struct {
		mode *Mode
		a    Ability
	}
	var add []target
	for i := range f.Cards {
		e := &f.Cards[i]
		d := &e.Card
		k := &kit.Check{Problems: &p, Line: e.Line, Card: d.ID, Vocab: &kit.Vocab{}}
		c, ok := cs.byID[strings.ToLower(strings.TrimSpace(d.ID))]
		switch {
		case d.ID == "":
			p.Addf(e.Line, "an ability needs the id of its card: id: W1/T01")
			continue
		case !ok:
			k.Failf("", "no card has this id")
			continue
		}
		m := c.modeByName(d.Mode)
		if m == nil {
			k.Failf("", "mode %q is not one of the card's modes (%s)", d.Mode, strings.Join(c.modeNames(), ", "))
			continue
		}
		checkAbility(k, "", &d.Ability)
		add = append(add, target{m, d.Ability})
	}
	if err := p.Err(); err != nil {
		return err
	}
	for _, t := range add {
		t.mode.Abilities = append(t.mode.Abilities, t.a)
	}
	return nil
}

// DefinedModes are the modes whose text the built-in abilities file
// defines, each by ModeKey: the importer notes the others as needing a
// definition.
func DefinedModes() (map[string]bool, error) {
	f, err := carddata.Decode[AbilityDef](builtinAbilitiesName, builtinAbilities, ID)
	if err != nil {
		return nil, fmt.Errorf("abilities: %w", err)
	}
	out := map[string]bool{}
	for _, e := range f.Cards {
		out[ModeKey(e.Card.ID, e.Card.Mode)] = true
	}
	return out, nil
}

// ModeKey names a mode of a card: "w1s/t03 alt".
func ModeKey(id, mode string) string { return strings.ToLower(strings.TrimSpace(id)) + " " + mode }

// checkAbility checks an ability's trigger and binds its effects to
// their verbs, recording every problem with k.
func checkAbility(k *kit.Check, where string, a *Ability) {
	k.OneOf(where, "when", a.When, triggers)
	if len(a.Do) == 0 {
		k.Failf(where, "an ability needs its effects: do: [...]")
	}
	prefix := where
	if prefix != "" {
		prefix += ": "
	}
	for j := range a.Do {
		verbs.Bind(k, fmt.Sprintf("%seffect %d", prefix, j+1), &a.Do[j])
	}
}

// modeByName is the card's mode named m, or nil.
func (c *Card) modeByName(m string) *Mode {
	for i := range c.Modes {
		if c.Modes[i].Mode == m {
			return &c.Modes[i]
		}
	}
	return nil
}

// modeNames lists the card's modes.
func (c *Card) modeNames() []string {
	out := make([]string, len(c.Modes))
	for i, m := range c.Modes {
		out[i] = m.Mode
	}
	return out
}
