package superbenji

// Selector says which players or cards an effect touches: chosen targets,
// the card itself, or every card that matches.
type Selector struct {
	// Target chooses targets when the effect is played: character, player,
	// or any (a player or a character).
	Target string `yaml:"target,omitempty"`
	// Choose picks without targeting ("choose a Villain character",
	// "select a character you control"): character.
	Choose string `yaml:"choose,omitempty"`
	// Count is how many to choose (default 1); UpTo allows fewer.
	Count int  `yaml:"count,omitempty"`
	UpTo  bool `yaml:"up_to,omitempty"`
	// Self is the card the effect comes from.
	Self bool `yaml:"self,omitempty"`
	// You is the controller of the effect's card.
	You bool `yaml:"you,omitempty"`
	// All selects every card in play that matches the filters below.
	All string `yaml:"all,omitempty"`
	// The filters.
	Controller string `yaml:"controller,omitempty"` // you or opponent
	Type       string `yaml:"type,omitempty"`
	Subtype    string `yaml:"subtype,omitempty"`
	NotSubtype string `yaml:"not_subtype,omitempty"`
	NotToken   bool   `yaml:"not_token,omitempty"`
	Token      bool   `yaml:"token,omitempty"`
	// Name matches a card's full name.
	Name string `yaml:"name,omitempty"`
}
