package tftcg

import (
	"fmt"
	"strings"
)

// Card is one card definition as a card file writes it: every printed fact
// of a character or a battle card (or a combined form), with its text. The
// text is kept as printed; of it only a mode's keywords (Keywords) are in
// force yet (docs/rules/tftcg.md): the battles are played on the printed
// numbers, icons and keywords.
type Card struct {
	// ID is the card's id as deck lists write it: its set's code and its
	// number in the set ("W1/T29", "W1/056", "W1S/T03").
	ID string `yaml:"id"`
	// Name is the card's name and Subtitle a character's subtitle: the
	// full name of a character is "Name, Subtitle" ("Optimus Prime,
	// Autobot Leader"), the name by which the team rule tells characters
	// apart.
	Name     string `yaml:"name"`
	Subtitle string `yaml:"subtitle,omitempty"`
	// Type is character, action, upgrade or combiner (a combined form,
	// which joins the game by card text and never goes in a team).
	Type string `yaml:"type"`
	// Subtype is an Upgrade's kind (weapon, armor, utility) or secret for
	// a Secret Action.
	Subtype string `yaml:"subtype,omitempty"`
	// Faction is Autobot, Decepticon or Mercenary (a Mercenary battle
	// card may be played by any team).
	Faction string `yaml:"faction"`
	// Set is the card's set as the data names it ("Wave 1", "Wave 1S" for
	// the starter sets), Number its printed number ("T03/T04"), Rarity its
	// rarity; Reprints are its other printings, which play the same.
	Set      string     `yaml:"set,omitempty"`
	Number   string     `yaml:"number,omitempty"`
	Rarity   string     `yaml:"rarity,omitempty"`
	Reprints []Printing `yaml:"reprints,omitempty"`
	// Stars count against the 25-star team limit.
	Stars int `yaml:"stars,omitempty"`
	// Health is a character's Health: it is KO'd when its damage counters
	// reach it.
	Health int `yaml:"health,omitempty"`
	// Traits are a character's traits (Melee, Ranged, Specialist,
	// Leader); AltTraits its alt modes' vehicle traits (Car, Truck, Plane,
	// ...), as printed; Tribe its tribes (Dinobot, Insecticon, ...).
	Traits    []string `yaml:"traits,omitempty"`
	AltTraits []string `yaml:"alt_traits,omitempty"`
	Tribe     []string `yaml:"tribe,omitempty"`
	// Combiner is the full name of the combined form a character can be
	// part of; Components are a combined form's characters, and Enigma
	// the battle cards that combine them.
	Combiner   string   `yaml:"combiner,omitempty"`
	Components []string `yaml:"components,omitempty"`
	Enigma     []string `yaml:"enigma,omitempty"`
	// Modes are a character's modes on the battlefield, in printed order
	// (alt, bot, alt2; a combined form's one mode is combined), each with
	// its stats and text. A character starts in the first.
	Modes []Mode `yaml:"modes,omitempty"`
	// UpgradeSides are the texts of a Battle Master's or Weaponizer's
	// Upgrade side, played when it is KO'd (card text).
	UpgradeSides []string `yaml:"upgrade_sides,omitempty"`
	// Icons are a battle card's battle icons: orange, blue, white, green,
	// black.
	Icons []string `yaml:"icons,omitempty"`
	// AttackBonus and DefenseBonus are an Upgrade's printed +ATK and
	// +DEF.
	AttackBonus  int `yaml:"attack_bonus,omitempty"`
	DefenseBonus int `yaml:"defense_bonus,omitempty"`
	// Combiners are the combined forms a battle card names (an Enigma).
	Combiners []string `yaml:"combiners,omitempty"`
	// Text is a battle card's printed text (a character's is in its
	// modes).
	Text string `yaml:"text,omitempty"`
	// Abilities are a battle card's text in the card language (ability.go):
	// an Action's effects, an Upgrade's triggers and statics. The built-in
	// cards get theirs from the files of data/abilities.
	Abilities []Ability `yaml:"abilities,omitempty"`

	seq   int // the card's place in its set, from 0
	icons [numColors]int8
	full  string // the full name
	code  string // the full name as a code (carddata.Code)
	kind  int8   // the Upgrade's slot, or -1
	// static is set when one of the card's abilities is static; flags
	// are the rarer fields its statics use (Static.flags).
	static bool
	flags  uint32
	// sides are a Battle Master's Upgrade sides, sideOf the character an
	// Upgrade side is of (battlemaster.go).
	sides  []*Card
	sideOf *Card
}

// Mode is one mode of a character: its stats and text.
type Mode struct {
	// Mode is alt, bot or alt2 (combined for a combined form).
	Mode    string `yaml:"mode"`
	Attack  int    `yaml:"attack"`
	Defense int    `yaml:"defense"`
	Text    string `yaml:"text,omitempty"`
	// Keywords are the printed keyword abilities of a mode whose text is
	// only keywords, in force in the standard game (docs/rules/tftcg.md).
	Keywords `yaml:",inline"`
	// Abilities are the mode's text in the card language: its triggered
	// and static abilities (ability.go). The built-in cards get theirs
	// from the files of data/abilities.
	Abilities []Ability `yaml:"abilities,omitempty"`
}

// Keywords are a mode's keyword abilities.
type Keywords struct {
	// Bold N: flip N more battle cards when attacking; Tough N: when
	// defending; Pierce N: do at least N damage when attacking, but not
	// more than the Attack.
	Bold   int `yaml:"bold,omitempty"`
	Tough  int `yaml:"tough,omitempty"`
	Pierce int `yaml:"pierce,omitempty"`
	// Stealth: enemies attack other characters if able; Brave: enemies
	// attack this character if able.
	Stealth bool `yaml:"stealth,omitempty"`
	Brave   bool `yaml:"brave,omitempty"`
}

// Printing is one printing of a card: its set and number.
type Printing struct {
	Set    string `yaml:"set"`
	Number string `yaml:"number"`
}

// The card types.
const (
	TypeCharacter = "character"
	TypeAction    = "action"
	TypeUpgrade   = "upgrade"
	TypeCombiner  = "combiner"
)

// The subtypes: the kinds of Upgrade, in slot order, and Secret Actions.
const (
	SubWeapon  = "weapon"
	SubArmor   = "armor"
	SubUtility = "utility"
	SubSecret  = "secret"
)

// upgradeKinds are the kinds of Upgrade in slot order: each character has
// one slot of each.
var upgradeKinds = [numKinds]string{SubWeapon, SubArmor, SubUtility}

// numKinds is the number of Upgrade slots of a character.
const numKinds = 3

// The mode names.
const (
	ModeAlt      = "alt"
	ModeBot      = "bot"
	ModeAlt2     = "alt2"
	ModeCombined = "combined"
)

// The factions.
const (
	FactionAutobot    = "Autobot"
	FactionDecepticon = "Decepticon"
	FactionMercenary  = "Mercenary"
)

// The battle icon colours, in the order icon lists and views give them.
const (
	colOrange = iota
	colBlue
	colWhite
	colGreen
	colBlack
	numColors
)

// colorNames name the colours as card files write them.
var colorNames = [numColors]string{"orange", "blue", "white", "green", "black"}

// Colors are the battle icon colours as card files write them.
func Colors() []string { return colorNames[:] }

// FullName is the card's full name: "Name, Subtitle" for a character.
func (c *Card) FullName() string {
	if c.full != "" {
		return c.full
	}
	return fullName(c.Name, c.Subtitle)
}

func fullName(name, subtitle string) string {
	if subtitle == "" {
		return name
	}
	return name + ", " + subtitle
}

// String names the card and its id, for messages.
func (c *Card) String() string { return c.FullName() + " (" + c.ID + ")" }

// isCharacter, isAction and isUpgrade tell a card's type.
func (c *Card) isCharacter() bool { return c.Type == TypeCharacter }

// fights reports whether the card stands on the battlefield as a
// character does: a character, or a combined form, which is one
// character once combined (Wave-2-3.xml#1).
func (c *Card) fights() bool    { return c.Type == TypeCharacter || c.Type == TypeCombiner }
func (c *Card) isAction() bool  { return c.Type == TypeAction }
func (c *Card) isUpgrade() bool { return c.Type == TypeUpgrade }

// isSecret reports whether the card is a Secret Action.
func (c *Card) isSecret() bool { return c.Type == TypeAction && c.Subtype == SubSecret }

// isBattle reports whether the card goes in a battle deck.
func (c *Card) isBattle() bool { return c.isAction() || c.isUpgrade() }

// icon is how many icons of colour k the card shows.
func (c *Card) icon(k int) int { return int(c.icons[k]) }

// modeIndex is the index of the mode called name, or -1.
func (c *Card) modeIndex(name string) int {
	for i := range c.Modes {
		if c.Modes[i].Mode == name {
			return i
		}
	}
	return -1
}

// vehicleTraits are the vehicle traits (Car, Tank, Plane...) of mode i:
// an alt mode's, none in bot mode (Wave-1.xml#38, docs/rules/tftcg.md). A
// triple changer's two alt modes have one each, in printed order (alt 1
// a Tank, alt 2 a Plane); a character with one alt mode has them all
// there.
func (c *Card) vehicleTraits(i int) []string {
	if i < 0 || i >= len(c.Modes) {
		return nil
	}
	switch m := c.Modes[i].Mode; {
	case m != ModeAlt && m != ModeAlt2:
		return nil
	case c.modeIndex(ModeAlt2) < 0 || len(c.AltTraits) != 2:
		return c.AltTraits
	case m == ModeAlt:
		return c.AltTraits[:1]
	}
	return c.AltTraits[1:]
}

// modeName names mode i for people: "alt mode", "alt 1 mode" (beside an
// alt 2 mode), "bot mode", "alt 2 mode", "combined mode".
func (c *Card) modeName(i int) string {
	if i < 0 || i >= len(c.Modes) {
		return "mode"
	}
	switch c.Modes[i].Mode {
	case ModeAlt:
		if c.modeIndex(ModeAlt2) >= 0 {
			return "alt 1 mode"
		}
		return "alt mode"
	case ModeAlt2:
		return "alt 2 mode"
	}
	return c.Modes[i].Mode + " mode"
}

// modeCode is mode i as option codes write it: alt, bot, alt2.
func (c *Card) modeCode(i int) string { return c.Modes[i].Mode }

// canFlip reports whether the character has another mode to flip to.
func (c *Card) canFlip() bool { return len(c.Modes) > 1 }

// textOf is the card's whole printed text for people, each mode's under
// its name.
func (c *Card) textOf() string {
	if !c.isCharacter() && c.Type != TypeCombiner {
		return c.Text
	}
	var parts []string
	for i, m := range c.Modes {
		if m.Text != "" {
			parts = append(parts, capFirst(c.modeName(i))+": "+m.Text)
		}
	}
	for _, u := range c.UpgradeSides {
		parts = append(parts, "Upgrade side: "+u)
	}
	return strings.Join(parts, "\n")
}

// capFirst capitalises the first letter of s.
func capFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// iconList is the card's battle icons as colour words, [] for none.
func (c *Card) iconList() []string {
	if len(c.Icons) == 0 {
		return []string{}
	}
	return c.Icons
}

// iconText is the card's battle icons for people: "orange, blue" or "no
// icons".
func (c *Card) iconText() string {
	if len(c.Icons) == 0 {
		return "no icons"
	}
	return strings.Join(c.Icons, ", ")
}

// statsOf is mode i's stats for people: "ATK 3 DEF 2".
func (c *Card) statsOf(i int) string {
	return fmt.Sprintf("ATK %d DEF %d", c.Modes[i].Attack, c.Modes[i].Defense)
}
