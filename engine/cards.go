package engine

// CardInfo is what people may read about one card of a game: enough to
// list it in a line and to show its whole text on request.
type CardInfo struct {
	// ID is the card's id in its set ("BS26/13"); Name its full name.
	ID   string `json:"id"`
	Name string `json:"name"`
	// Type is the card's type, in the game's words ("character").
	Type string `json:"type"`
	// Stats is a short line of what matters most at a glance: cost,
	// attack and health, power, keywords ("V V ● · 3/4 · Flying").
	Stats string `json:"stats"`
	// Text is the card's whole rules text, one ability per line.
	Text string `json:"text"`
	// Facts are what people search, filter and count a card by, in the
	// game's own words: its type, faction, set, rarity, cost, each trait
	// and keyword. A card may have several facts of one name (one per
	// trait). Tools treat them alike for every game: a fact whose values
	// are all whole numbers ("Cost", "Stars") is counted as a curve, and
	// the facts named [FactSet] and [FactNumber] say where a card is
	// printed, for collection files that name cards by set and number.
	Facts []Fact `json:"facts,omitempty"`
}

// Fact is one fact of a card: its name ("Faction", "Cost", "Trait") and
// its value as printed ("Autobot", "3", "Melee").
type Fact struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// The names of the facts that say where a card is printed. A card
// printed in several sets (a reprint) has a Set and a Number fact for
// each printing, its first printing first.
const (
	// FactSet is the set a card is printed in: its name ("Wave 1") or
	// code ("BS26").
	FactSet = "Set"
	// FactNumber is the card's number in its set, as printed ("T01/T40",
	// "13").
	FactNumber = "Number"
)

// FactValues lists the values of the card's facts called name, in order.
func (c CardInfo) FactValues(name string) []string {
	var out []string
	for _, f := range c.Facts {
		if f.Name == name {
			out = append(out, f.Value)
		}
	}
	return out
}

// Catalog is implemented by games whose cards people may look up by name
// or id, in a terminal or a browser.
type Catalog interface {
	// Catalog lists every card of the game's card set, in set order.
	Catalog() []CardInfo
}

// CardPlays is implemented by states that can say which card an option
// plays, for designers' reports: how often each card is played, and how
// the games where it was played end.
type CardPlays interface {
	// PlaysCard is the id, in the Catalog, of the card player p's option a
	// plays from hand (or from wherever the game's cards are played from),
	// or "" when a plays no card.
	PlaysCard(p int, a Action) string
}

// OptionCards is implemented by states that can say which cards an option
// is about, so a player can read them before choosing. It names only cards
// the player may see.
type OptionCards interface {
	// OptionCards lists the ids, in the Catalog, of the cards player p's
	// option a is about: the card to play, the attacker and the blocker.
	OptionCards(p int, a Action) []string
}
