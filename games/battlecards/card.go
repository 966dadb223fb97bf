package battlecards

import (
	"strings"

	"omnideck/kit"
)

// Card is one card definition as a card file writes it (THE CARDS): a
// Robot, a Resource or an Advantage, with its printed values and its
// abilities as data over the effect verbs (verbs.go).
type Card struct {
	// ID is the card's number in its set, as deck lists write it:
	// "TFB/001".
	ID string `yaml:"id"`
	// Name is the title, then for a Robot (and some Resources) the
	// subtitle after a comma: "Optimus Prime, Autobot Commander".
	Name string `yaml:"name"`
	// Type is robot, resource or advantage.
	Type string `yaml:"type"`
	// Army is autobot or decepticon: a Robot's army, an Advantage's army
	// icon.
	Army string `yaml:"army,omitempty"`

	// Cost is a Robot's Energon cost, paid to deploy it.
	Cost int `yaml:"cost,omitempty"`
	// Strength, Endurance and Speed are a Robot's power values in robot
	// mode.
	Strength  int `yaml:"strength,omitempty"`
	Endurance int `yaml:"endurance,omitempty"`
	Speed     int `yaml:"speed,omitempty"`
	// Skills are a Robot's skill sets: Tactical X, Combat X, Science X.
	Skills Skills `yaml:"skills,omitempty"`
	// Alt is a Robot's transformed mode: its name, power values and Power
	// Effect.
	Alt *Alt `yaml:"alt,omitempty"`
	// Statics are the special abilities that work by themselves: of a
	// Robot while it is in play (in the mode the static names), of a
	// Resource while it is controlled.
	Statics []Static `yaml:"statics,omitempty"`

	// Kind is what type of Resource it is, in words: mine, city, base.
	Kind string `yaml:"kind,omitempty"`
	// Yield is a Resource's Energon yield.
	Yield int `yaml:"yield,omitempty"`
	// Requires is the skill a Resource needs its Robot to have to be
	// controlled: tactical, combat or science; "" for none.
	Requires string `yaml:"requires,omitempty"`
	// Support is the Strength Support of a Resource or an Advantage.
	Support int `yaml:"support,omitempty"`

	// Battle marks an Advantage played in battle ("In battle"), as a
	// support card; the others are played in their player's Action phase.
	Battle bool `yaml:"battle,omitempty"`
	// Effects are what an Advantage does.
	Effects []kit.Effect `yaml:"effects,omitempty"`

	// Text is the printed text, for people; without it the text is written
	// from the definition. Flavor is flavour text.
	Text   string `yaml:"text,omitempty"`
	Flavor string `yaml:"flavor,omitempty"`

	seq   int    // the card's place in its set, from 0
	title string // the part of the name before the first comma
	army  uint8  // Army as a number (armyAutobot, armyDecepticon), 0 for none
	req   int8   // Requires as a skill index, -1 for none
	stats string // statsLine, written once the card is checked
	kind  uint8  // Type as a number (kindRobot, ...), 0 until checked
}

// The card types.
const (
	typeRobot     = "robot"
	typeResource  = "resource"
	typeAdvantage = "advantage"
)

// The armies.
const (
	armyNone uint8 = iota
	armyAutobot
	armyDecepticon
)

// armyWords name the armies as card files write them, and armyNames as
// people read them.
var (
	armyWords = [...]string{armyAutobot: "autobot", armyDecepticon: "decepticon"}
	armyNames = [...]string{armyNone: "", armyAutobot: "Autobot", armyDecepticon: "Decepticon"}
)

// armyOf is the army word names ("autobot"), or armyNone.
func armyOf(word string) uint8 {
	for a, w := range armyWords {
		if w != "" && w == word {
			return uint8(a)
		}
	}
	return armyNone
}

// Skills are a Robot's skill sets (THE CARDS: Skill sets).
type Skills struct {
	// Tactical X: while controlling a Resource, add X to the Support
	// Limit.
	Tactical int `yaml:"tactical,omitempty"`
	// Combat X: in battle, roll up to X dice; each 1 or 2 rolled adds
	// that value to Strength.
	Combat int `yaml:"combat,omitempty"`
	// Science X: in Homebase, in the Supply phase, pay X Energon and draw
	// X cards.
	Science int `yaml:"science,omitempty"`
}

// The skills, by index.
const (
	skillTactical = iota
	skillCombat
	skillScience
)

var skillWords = [...]string{skillTactical: "tactical", skillCombat: "combat", skillScience: "science"}

// of is skill k's X.
func (sk Skills) of(k int) int {
	switch k {
	case skillTactical:
		return sk.Tactical
	case skillCombat:
		return sk.Combat
	}
	return sk.Science
}

// Alt is a Robot's transformed mode (its ALT MODE): turned upside down,
// the Robot has these power values, and supports a battle with its Power
// Effect.
type Alt struct {
	// Name is the mode: "Semi-trailer truck".
	Name      string `yaml:"name"`
	Strength  int    `yaml:"strength"`
	Endurance int    `yaml:"endurance"`
	Speed     int    `yaml:"speed"`
	// Power is the Power Effect: what the Robot does for the Robot it
	// supports when it joins a battle in this mode, or for itself when it
	// transforms in battle.
	Power []kit.Effect `yaml:"power"`
}

// Static is a continuous effect: power values of the Robots it selects
// raised or lowered, or its controller's Support Limit raised, while its
// condition holds.
type Static struct {
	// Mode, optional, is robot or alt: the static works only in that
	// mode.
	Mode string         `yaml:"mode,omitempty"`
	If   *kit.Condition `yaml:"if,omitempty"`
	// Boost changes power values.
	Boost *Boost `yaml:"boost,omitempty"`
	// SupportLimit is added to the controller's Support Limit.
	SupportLimit int `yaml:"support_limit,omitempty"`
}

// Boost is "<Robots> get +N Strength, +N Endurance, +N Speed".
type Boost struct {
	To        kit.Selector `yaml:"to"`
	Strength  int          `yaml:"strength,omitempty"`
	Endurance int          `yaml:"endurance,omitempty"`
	Speed     int          `yaml:"speed,omitempty"`
}

// String names the card and its id, for messages.
func (c *Card) String() string { return c.Name + " (" + c.ID + ")" }

// The card types as numbers (Card.kind).
const (
	kindNone uint8 = iota
	kindRobot
	kindResource
	kindAdvantage
)

// isRobot, isResource and isAdvantage tell a card's type.
func (c *Card) isRobot() bool     { return c.kind == kindRobot }
func (c *Card) isResource() bool  { return c.kind == kindResource }
func (c *Card) isAdvantage() bool { return c.kind == kindAdvantage }

// subtitle is the part of the name after the first comma, or "".
func (c *Card) subtitle() string {
	_, sub, _ := strings.Cut(c.Name, ",")
	return strings.TrimSpace(sub)
}

// values are the power values of a Robot in a mode (alt true: its ALT
// MODE).
func (c *Card) values(alt bool) (strength, endurance, speed int) {
	if alt && c.Alt != nil {
		return c.Alt.Strength, c.Alt.Endurance, c.Alt.Speed
	}
	return c.Strength, c.Endurance, c.Speed
}
