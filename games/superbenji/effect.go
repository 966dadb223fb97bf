package superbenji

// Effect is one instruction of the effect library. Exactly one field is
// set; in a card file it is a mapping with one key, the verb:
//
//   - damage: {amount: 1, to: {target: any}}
type Effect struct {
	Damage       *Damage       `yaml:"damage,omitempty"`
	Draw         *Draw         `yaml:"draw,omitempty"`
	GainLife     *GainLife     `yaml:"gain_life,omitempty"`
	AddCounters  *AddCounters  `yaml:"add_counters,omitempty"`
	Modify       *Modify       `yaml:"modify,omitempty"`
	Grant        *Grant        `yaml:"grant,omitempty"`
	Fight        *Fight        `yaml:"fight,omitempty"`
	AddActions   *AddActions   `yaml:"add_actions,omitempty"`
	CreateToken  *CreateToken  `yaml:"create_token,omitempty"`
	Destroy      *Destroy      `yaml:"destroy,omitempty"`
	SearchDeck   *SearchDeck   `yaml:"search_deck,omitempty"`
	LookAtTop    *LookAtTop    `yaml:"look_at_top,omitempty"`
	RemoveText   *RemoveText   `yaml:"remove_text,omitempty"`
	Become       *Become       `yaml:"become,omitempty"`
	ChooseOne    []Mode        `yaml:"choose_one,omitempty"`
	Delayed      *Delayed      `yaml:"delayed,omitempty"`
	WatchDestroy *WatchDestroy `yaml:"watch_destroy,omitempty"`
}

// Amount is a number, or X: the times a repeated cost was paid, or one of
// the named amounts: attack_of_self, actions_left_from_this_card,
// characters (with Of).
type Amount struct {
	N int `yaml:"n,omitempty"`
	// Of names a computed amount: x, attack_of_self,
	// actions_left_from_this_card, or count (cards matching Count).
	Of    string    `yaml:"of,omitempty"`
	Count *Selector `yaml:"count,omitempty"`
}

// Duration is how long a change lasts: end_of_turn,
// start_of_your_next_turn, or while_source_in_play. Empty means for good.
type Duration string

// The durations.
const (
	UntilEndOfTurn           Duration = "end_of_turn"
	UntilStartOfYourNextTurn Duration = "start_of_your_next_turn"
	WhileSourceInPlay        Duration = "while_source_in_play"
)

// Damage deals damage to players or characters.
type Damage struct {
	Amount Amount   `yaml:"amount"`
	To     Selector `yaml:"to"`
}

// Draw makes the effect's controller draw cards.
type Draw struct {
	Amount Amount `yaml:"amount"`
}

// GainLife gives players health.
type GainLife struct {
	Amount Amount   `yaml:"amount"`
	To     Selector `yaml:"to"`
}

// AddCounters puts +Attack/+Health counters on characters.
type AddCounters struct {
	To     Selector `yaml:"to"`
	Attack int      `yaml:"attack"`
	Health int      `yaml:"health"`
}

// Modify changes Attack and Health for a time.
type Modify struct {
	To     Selector `yaml:"to"`
	Attack int      `yaml:"attack"`
	Health int      `yaml:"health"`
	Until  Duration `yaml:"until,omitempty"`
}

// Grant gives keywords for a time.
type Grant struct {
	To       Selector `yaml:"to"`
	Keywords []string `yaml:"keywords"`
	Until    Duration `yaml:"until,omitempty"`
}

// Fight: the effect's card and the chosen character deal damage equal to
// their Attack to each other (8.8).
type Fight struct {
	With Selector `yaml:"with"`
}

// AddActions adds actions to the controller's pool, remembering that they
// were generated from this card. Spent adds the actions paid for the
// ability's cost instead, type for type.
type AddActions struct {
	Actions Symbols `yaml:"actions,omitempty"`
	// Per repeats Actions once per card matching the selector.
	Per   *Selector `yaml:"per,omitempty"`
	Spent bool      `yaml:"spent,omitempty"`
}

// CreateToken puts tokens into play under the controller.
type CreateToken struct {
	// Token is the token card's id.
	Token string `yaml:"token"`
	Count int    `yaml:"count,omitempty"`
}

// Destroy destroys cards in play.
type Destroy struct {
	To Selector `yaml:"to"`
}

// SearchDeck finds cards in the controller's deck.
type SearchDeck struct {
	Filter Selector `yaml:"filter"`
	// Into is hand or play.
	Into    string `yaml:"into"`
	Shuffle bool   `yaml:"shuffle,omitempty"`
}

// LookAtTop looks at the top cards of the controller's deck and puts them
// where the fields say; the rest are shuffled back when Shuffle is set.
type LookAtTop struct {
	Count   int  `yaml:"count"`
	Hand    int  `yaml:"hand,omitempty"`
	Top     int  `yaml:"top,omitempty"`
	Bottom  int  `yaml:"bottom,omitempty"`
	Shuffle bool `yaml:"shuffle,omitempty"`
}

// RemoveText removes card text other than actions, Attack and Health.
type RemoveText struct {
	To    Selector `yaml:"to"`
	Until Duration `yaml:"until,omitempty"`
}

// Become turns the card into a character with this Attack and Health.
type Become struct {
	Type   string   `yaml:"type"`
	Attack int      `yaml:"attack"`
	Health int      `yaml:"health"`
	Until  Duration `yaml:"until,omitempty"`
}

// Mode is one choice of a "choose one" effect.
type Mode struct {
	Label   string   `yaml:"label"`
	Effects []Effect `yaml:"effects"`
}

// Delayed effects happen later: at is end_of_turn or start_of_next_turn.
type Delayed struct {
	At      string   `yaml:"at"`
	Effects []Effect `yaml:"effects"`
}

// WatchDestroy: until the end of the turn, each time a character controlled
// by the chosen player is destroyed, that player takes Damage.
type WatchDestroy struct {
	Player Selector `yaml:"player"`
	Damage int      `yaml:"damage"`
}
