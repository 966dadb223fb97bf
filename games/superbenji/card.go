package superbenji

import "omnideck/kit"

// Card is one card definition as written in a card file: the printed facts
// (name, type, actions, keywords, attack and health) and its abilities as
// data over the effect library (docs/effects.md).
type Card struct {
	// ID is the card's set code and number, as deck lists write it:
	// "BS26/13". Tokens are "BS26/TOKEN-food", promos "BS26/PROMO-1".
	ID   string `yaml:"id"`
	Name string `yaml:"name"`
	// Type is character, artifact, location or action.
	Type string `yaml:"type"`
	// Token cards are created by effects and never put in a deck (6.6).
	Token bool `yaml:"token,omitempty"`
	// Unique cards: one per deck by full name, one in play per Basic Name.
	Unique bool `yaml:"unique,omitempty"`
	// Speed is slow or fast, for action cards (6.5).
	Speed string `yaml:"speed,omitempty"`
	// Subtypes are the words after the dash on the type line ("Human Hero"),
	// which the rules and cards call keywords.
	Subtypes []string `yaml:"subtypes,omitempty"`
	// Actions are the actions the card adds to its controller's pool when
	// played and, for characters and artifacts, at each Start Phase.
	Actions Symbols `yaml:"actions,omitempty"`
	// Keywords are flying, reach, speed, vigilance and lethal (section 8).
	Keywords []string `yaml:"keywords,omitempty"`
	// Pilot is X in Pilot (X) (8.6).
	Pilot  int  `yaml:"pilot,omitempty"`
	Attack *int `yaml:"attack,omitempty"`
	Health *int `yaml:"health,omitempty"`
	// Cost is what an action card costs to play.
	Cost Symbols `yaml:"cost,omitempty"`
	// Effects are what an action card does when it resolves: verbs of the
	// registry (verbs.go).
	Effects []kit.Effect `yaml:"effects,omitempty"`
	// Abilities are activated abilities.
	Abilities []Ability `yaml:"abilities,omitempty"`
	// Triggers are abilities that happen by themselves on an event.
	Triggers []Trigger `yaml:"triggers,omitempty"`
	// Statics are continuous effects while the card is in play.
	Statics []Static `yaml:"statics,omitempty"`
	// Restrictions limit what the card may do.
	Restrictions []Restriction `yaml:"restrictions,omitempty"`
	// Counter makes a fast action able to answer an opponent's card.
	Counter *Counter `yaml:"counter,omitempty"`
	// SameAs marks an alternate art: the card plays exactly as the card
	// with that id, and only its id, rarity and text may differ.
	SameAs string `yaml:"same_as,omitempty"`
	Rarity string `yaml:"rarity,omitempty"`
	// Text is the printed card text, for people.
	Text string `yaml:"text,omitempty"`
	// Flavor is the printed flavour text.
	Flavor string `yaml:"flavor,omitempty"`

	basic string // the Basic Name, set when the card is loaded
	seq   int    // the card's place in its set, from 0 (its kit.CardID)
	// countsOwn is set when the card's text counts the actions it
	// generated (actions_left_from_this_card), found when it is checked.
	countsOwn bool
	// kw are its Keywords, as a set; character says whether it is printed
	// as a character.
	kw        kwSet
	character bool
}

// Ability is an activated ability: pay its cost to resolve its effects.
type Ability struct {
	Name string `yaml:"name"`
	Cost Cost   `yaml:"cost,omitempty"`
	// PerTurn limits how often the ability may be used each turn; 0 means
	// no limit.
	PerTurn int `yaml:"per_turn,omitempty"`
	// Piloted abilities are activated by exhausting Pilot other ready
	// characters (8.6).
	Piloted bool         `yaml:"piloted,omitempty"`
	Effects []kit.Effect `yaml:"effects"`

	// parts are the parts of the cost, in paying order (costs.go), set
	// when the card is checked.
	parts []kit.CostPart[*State]
}

// Cost is what an ability asks for.
type Cost struct {
	// Actions are paid exactly, Wild for any type (5.3).
	Actions Symbols `yaml:"actions,omitempty"`
	// Repeat is a group that may be paid any number of times, at least
	// once: X in the effects is the number of times it was paid.
	Repeat Symbols `yaml:"repeat,omitempty"`
	// UpTo lets the player spend up to this many actions of any types; the
	// effects see what was spent.
	UpTo int `yaml:"up_to,omitempty"`
	// Exhaust: the character exhausts (8.7).
	Exhaust bool `yaml:"exhaust,omitempty"`
	// DestroySelf: the card destroys itself ("Destroy this card: ...").
	DestroySelf bool `yaml:"destroy_self,omitempty"`
	// Destroy: destroy one card you control that matches.
	Destroy *Selector `yaml:"destroy,omitempty"`
}

// Trigger is an ability that happens by itself when its event happens.
type Trigger struct {
	Name string `yaml:"name,omitempty"`
	// On is the event: attacks (this card attacks), enters_play (this card
	// enters play), start_of_your_turn, end_of_your_turn, card_played (any
	// player plays a card matching Filter).
	On     string    `yaml:"on"`
	Filter *Selector `yaml:"filter,omitempty"`
	// Optional triggers ask their controller first ("you may").
	Optional bool         `yaml:"optional,omitempty"`
	Effects  []kit.Effect `yaml:"effects"`
}

// Static is a continuous effect of a card in play.
type Static struct {
	// If is a condition that must hold for the effect to apply.
	If     *Condition `yaml:"if,omitempty"`
	Modify *Modify    `yaml:"modify,omitempty"`
	Grant  *Grant     `yaml:"grant,omitempty"`
}

// Condition is a test on the game.
type Condition struct {
	// YouControl holds when the card's controller controls a card of this
	// name in play.
	YouControl string `yaml:"you_control,omitempty"`

	card *Card // the card YouControl names, found when the file is loaded
}

// Restriction limits a character.
type Restriction struct {
	// Cannot is attack, block, or attack_or_block.
	Cannot string `yaml:"cannot"`
	// UnlessAttackAbove lifts the restriction while Attack is greater.
	UnlessAttackAbove *int `yaml:"unless_attack_above,omitempty"`
}

// Counter is a fast action's answer to an opponent playing a card from
// hand: the card does not resolve and goes where Return says instead.
type Counter struct {
	// Return is top_of_owners_deck.
	Return string `yaml:"return"`
}
