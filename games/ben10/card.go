package ben10

import "omnideck/kit"

// Card is one card definition as a card file writes it: the printed facts
// (type, Entrance or Use cost, BP, attributes, Transformation Duration)
// and its abilities as data over the effect verbs (verbs.go).
type Card struct {
	// ID is the card's number in its set, as deck lists write it:
	// "B10/017".
	ID   string `yaml:"id"`
	Name string `yaml:"name"`
	// Type is character, effect or trick (Chapter 1, Cards).
	Type string `yaml:"type"`
	// Kind is a Character card's characteristic: HUMAN, ALIEN or MUTANT.
	Kind string `yaml:"kind,omitempty"`
	// Cost is a Character card's Entrance cost or an Effect card's Use
	// cost.
	Cost *int `yaml:"cost,omitempty"`
	// BP is a Character card's Battle points while healthy, Injured while
	// injured.
	BP      *int `yaml:"bp,omitempty"`
	Injured *int `yaml:"injured,omitempty"`
	// Duration is an [ALIEN]'s Transformation Duration: the cards of its
	// Transformation deck.
	Duration int `yaml:"duration,omitempty"`
	// Attributes are the <<attributes>> effects may name.
	Attributes []string `yaml:"attributes,omitempty"`
	// Abilities are {abilities}: flying_attack.
	Abilities []string `yaml:"abilities,omitempty"`
	// Triggers are a Character card's abilities that happen by themselves.
	Triggers []Trigger `yaml:"triggers,omitempty"`
	// Statics are a Character card's continuous effects while in play.
	Statics []Static `yaml:"statics,omitempty"`
	// Replacements change events before they happen ("if ... would ...,
	// instead ...").
	Replacements []Replacement `yaml:"replacements,omitempty"`
	// Trick is a Trick card's requirement: when it may be activated.
	Trick *Trick `yaml:"trick,omitempty"`
	// Effects are what an Effect card or Trick card does.
	Effects []kit.Effect `yaml:"effects,omitempty"`
	// Text is the printed card text, for people; without it the text is
	// written from the definition. Flavor is flavour text.
	Text   string `yaml:"text,omitempty"`
	Flavor string `yaml:"flavor,omitempty"`

	seq       int    // the card's place in its set, from 0
	abilities uint32 // Abilities as bits
	targets   bool   // some effect chooses targets
}

// The card types.
const (
	typeCharacter = "character"
	typeEffect    = "effect"
	typeTrick     = "trick"
)

// The characteristics of Character cards.
const (
	kindHuman  = "HUMAN"
	kindAlien  = "ALIEN"
	kindMutant = "MUTANT"
)

// Trigger is a Character card's ability that happens by itself when its
// event happens, while the card is in play.
type Trigger struct {
	// On is the event: appears, attacks, wins, transforms,
	// your_turn_starts, your_turn_ends, opponent_uses_effect.
	On string `yaml:"on"`
	// Paired makes it a [Name] effect: it works only while this card is
	// paired in a transformation with the card so named.
	Paired string `yaml:"paired,omitempty"`
	// If is a further condition, tested when the event happens.
	If *kit.Condition `yaml:"if,omitempty"`
	// Optional asks the controller first ("you may").
	Optional bool         `yaml:"optional,omitempty"`
	Effects  []kit.Effect `yaml:"effects"`
}

// Static is a continuous effect of a Character card in play: BP changed
// or abilities given to the cards it selects, while its condition holds.
type Static struct {
	Paired string         `yaml:"paired,omitempty"`
	If     *kit.Condition `yaml:"if,omitempty"`
	// BP changes the BP of the cards selected.
	BP *StaticBP `yaml:"bp,omitempty"`
	// Grant gives the cards selected abilities.
	Grant *StaticGrant `yaml:"grant,omitempty"`
}

// StaticBP is "<cards> get +N BP".
type StaticBP struct {
	To kit.Selector `yaml:"to"`
	N  int          `yaml:"n"`
}

// StaticGrant is "<cards> get {ability}".
type StaticGrant struct {
	To        kit.Selector `yaml:"to"`
	Abilities []string     `yaml:"abilities"`

	bits uint32 // Abilities as bits, set when the card is loaded
}

// Replacement is "if <event> would happen to the cards selected, instead
// <prevent it | reduce it>".
type Replacement struct {
	// On is the event: damage (a Character card would take damage),
	// life_loss (you would lose Life).
	On     string         `yaml:"on"`
	Paired string         `yaml:"paired,omitempty"`
	If     *kit.Condition `yaml:"if,omitempty"`
	// To selects the cards whose damage it replaces (damage only).
	To *kit.Selector `yaml:"to,omitempty"`
	// By limits it to damage or Life loss by battle or by an effect.
	By string `yaml:"by,omitempty"`
	// Instead is prevent, or reduce (by By amount, Life loss only).
	Instead string `yaml:"instead"`
	Reduce  int    `yaml:"reduce,omitempty"`
}

// Trick is a Trick card's requirement (Additional Rules 1): the event that
// allows its activation, and a further condition.
type Trick struct {
	// On is set_attacked (this Set card is attacked), character_attacked,
	// direct_attack, effect_used, transformed, moved, card_set,
	// character_discarded or character_appears (trick.go).
	On string         `yaml:"on"`
	If *kit.Condition `yaml:"if,omitempty"`

	kind kit.EventKind // the event On names, set when the card is loaded
}

// The {abilities}, as bits.
const (
	abFlyingAttack uint32 = 1 << iota
)

var abilityBits = map[string]uint32{"flying_attack": abFlyingAttack}

// abilityNames are the abilities as card text prints them.
var abilityNames = []struct {
	bit  uint32
	name string
}{{abFlyingAttack, "Flying Attack"}}

// String names the card and its id, for messages.
func (c *Card) String() string { return c.Name + " (" + c.ID + ")" }

// isCharacter, isEffect and isTrick tell a card's type.
func (c *Card) isCharacter() bool { return c.Type == typeCharacter }
func (c *Card) isEffect() bool    { return c.Type == typeEffect }
func (c *Card) isTrick() bool     { return c.Type == typeTrick }

// cost is the card's Entrance or Use cost.
func (c *Card) cost() int {
	if c.Cost == nil {
		return 0
	}
	return *c.Cost
}

// bp is the card's printed BP in the status injured says.
func (c *Card) bp(injured bool) int {
	switch {
	case injured && c.Injured != nil:
		return *c.Injured
	case c.BP != nil:
		return *c.BP
	}
	return 0
}
