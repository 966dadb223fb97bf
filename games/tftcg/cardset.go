package tftcg

import (
	_ "embed"
	"fmt"
	"slices"
	"strings"

	"omnideck/carddata"
	"omnideck/kit"
)

// builtinCards is the card file made from the published card data
// (data/published, with its licence) by the importer (package
// games/tftcg/authoring); data/LICENSE is the data's licence.
//
//go:embed data/cards.yaml
var builtinCards []byte

// builtinName is the built-in card file's name, for messages and replays.
const builtinName = "tftcg/data/cards.yaml"

// CardSet is a checked list of card definitions.
type CardSet struct {
	// Code is the file's set code ("TFTCG").
	Code  string
	file  string
	data  []byte
	cards []*Card
	// byID maps a lower-case id to its card; byName a lower-case full
	// name, with single spaces, to the first card with that name.
	byID   map[string]*Card
	byName map[string]*Card
	// statics is set when a card has a static ability.
	statics bool
	// hears are the team triggers some card uses (triggers_team.go),
	// upgradeHears those some Upgrade uses.
	hears, upgradeHears map[string]bool
}

// BuiltinCards returns the built-in cards: every card of the published
// data.
// Their text, where it is defined, comes from the files of
// data/abilities.
func BuiltinCards() (*CardSet, error) {
	cs, err := LoadCards(builtinName, builtinCards)
	if err != nil {
		return nil, err
	}
	if err := eachBuiltinAbilities(cs.AddAbilities); err != nil {
		return nil, err
	}
	return cs, nil
}

// LoadCards reads a card file and checks every card, reporting every
// problem of the file at once, each at its line and column.
func LoadCards(name string, data []byte) (*CardSet, error) {
	f, p := carddata.Read(name, data, ID, func(c *Card) string { return c.ID })
	if f == nil {
		return nil, p.Err()
	}
	cs := &CardSet{Code: f.Set, file: name, data: data, byID: map[string]*Card{}, byName: map[string]*Card{}}
	lines := map[string]int{}
	for i := range f.Cards {
		e := &f.Cards[i]
		c := &e.Card
		key := strings.ToLower(strings.TrimSpace(c.ID))
		switch {
		case key == "":
			p.AddAt(e.Pos, "a card needs an id such as W1/T29")
			continue
		case strings.ContainsAny(c.ID, " \t"):
			p.AddAt(p.Where(&c.ID), "%s: an id has no spaces", c.ID)
			continue
		case cs.byID[key] != nil:
			p.AddAt(p.Where(&c.ID), "%s: the id is already used on line %d", c.ID, lines[key])
			continue
		}
		lines[key] = e.Line
		k := &kit.Check{Problems: p, At: e.Pos, Card: c.ID, Vocab: &vocab}
		checkCard(k, c)
		for m := range c.Modes {
			for a := range c.Modes[m].Abilities {
				checkAbility(k, fmt.Sprintf("mode %s: ability %d", c.Modes[m].Mode, a+1), &c.Modes[m].Abilities[a], characterTriggers)
				cs.statics = cs.statics || c.Modes[m].Abilities[a].Static != nil
				cs.hear(c.Modes[m].Abilities[a].When, false)
				c.static = c.static || c.Modes[m].Abilities[a].Static != nil
				c.flags |= c.Modes[m].Abilities[a].flags()
			}
		}
		when := upgradeTriggers
		if c.isAction() {
			when = actionTriggers
		}
		for a := range c.Abilities {
			checkAbility(k, fmt.Sprintf("ability %d", a+1), &c.Abilities[a], when)
			cs.hear(c.Abilities[a].When, c.isUpgrade())
			cs.statics = cs.statics || c.Abilities[a].Static != nil
			c.static = c.static || c.Abilities[a].Static != nil
			c.flags |= c.Abilities[a].flags()
		}
		c.seq = len(cs.cards)
		c.full = fullName(c.Name, c.Subtitle)
		c.code = carddata.Code(c.full)
		cs.byID[key] = c
		if n := normalName(c.full); cs.byName[n] == nil {
			cs.byName[n] = c
		}
		cs.cards = append(cs.cards, c)
	}
	if err := p.Err(); err != nil {
		return nil, err
	}
	cs.tellApart()
	cs.addSides()
	return cs, nil
}

// tellApart names a card that shares its full name with an earlier card
// of the set, and plays otherwise, with its set too: Wave 4's Repurpose
// (W4/049) is "Repurpose (Wave 4)" beside Wave 3's, so that labels, codes
// and logs tell the two apart.
func (cs *CardSet) tellApart() {
	first := map[string]*Card{}
	for _, c := range cs.cards {
		n := normalName(c.full)
		if f := first[n]; f == nil {
			first[n] = c
			continue
		} else if f.Set == c.Set || c.Set == "" {
			continue
		}
		c.full = c.full + " (" + c.Set + ")"
		c.code = carddata.Code(c.full)
		if n := normalName(c.full); cs.byName[n] == nil {
			cs.byName[n] = c
		}
	}
}

// The words a card file may use.
var (
	cardTypes    = []string{TypeCharacter, TypeAction, TypeUpgrade, TypeCombiner}
	factions     = []string{FactionAutobot, FactionDecepticon, FactionMercenary}
	characterMds = []string{ModeAlt, ModeBot, ModeAlt2}
)

// checkCard checks one card, recording every problem with k, and works
// out what play reads fast (icons, the Upgrade's slot).
func checkCard(k *kit.Check, c *Card) {
	bad := func(format string, args ...any) { k.Failf("", format, args...) }
	c.kind = -1
	if strings.TrimSpace(c.Name) == "" {
		k.FailAt(&c.Name, "", "a card needs a name")
	}
	if !slices.Contains(cardTypes, c.Type) {
		k.FailAt(&c.Type, "", "type %q is not one of %s", c.Type, strings.Join(cardTypes, ", "))
		return
	}
	if !slices.Contains(factions, c.Faction) {
		k.FailAt(&c.Faction, "", "faction %q is not one of %s", c.Faction, strings.Join(factions, ", "))
	}
	if c.Stars < 0 {
		k.FailAt(&c.Stars, "", "stars %d is negative", c.Stars)
	}
	for i, icon := range c.Icons {
		n := slices.Index(colorNames[:], icon)
		if n < 0 {
			k.FailAt(&c.Icons[i], "", "battle icon %q is not one of %s", icon, strings.Join(colorNames[:], ", "))
			continue
		}
		c.icons[n]++
	}
	switch c.Type {
	case TypeCharacter, TypeCombiner:
		checkCharacter(k, c)
	case TypeUpgrade:
		c.kind = int8(slices.Index(upgradeKinds[:], c.Subtype))
		if c.kind < 0 {
			k.FailAt(&c.Subtype, "", "an Upgrade's subtype is weapon, armor or utility, not %q", c.Subtype)
		}
		notCharacter(bad, c)
	case TypeAction:
		if c.Subtype != "" && c.Subtype != SubSecret {
			k.FailAt(&c.Subtype, "", "an Action's subtype is secret (a Secret Action) or none, not %q", c.Subtype)
		}
		if c.AttackBonus != 0 || c.DefenseBonus != 0 {
			bad("only Upgrades have attack_bonus and defense_bonus")
		}
		notCharacter(bad, c)
	}
}

// checkCharacter checks a character or combined form.
func checkCharacter(k *kit.Check, c *Card) {
	bad := func(format string, args ...any) { k.Failf("", format, args...) }
	if c.Health <= 0 {
		k.FailAt(&c.Health, "", "a %s needs its Health: health: N (1 or more)", c.Type)
	}
	if c.Subtitle == "" {
		bad("a %s needs its subtitle: its full name is \"name, subtitle\"", c.Type)
	}
	if len(c.Icons) > 0 || c.AttackBonus != 0 || c.DefenseBonus != 0 || c.Subtype != "" || c.Text != "" || len(c.Combiners) > 0 {
		bad("a %s has no subtype, icons, bonuses or card-level text: its text is in its modes", c.Type)
	}
	if len(c.Modes) == 0 {
		bad("a %s needs its modes, each with attack and defense", c.Type)
	}
	seen := map[string]bool{}
	for i := range c.Modes {
		m := &c.Modes[i]
		switch {
		case c.Type == TypeCombiner && m.Mode != ModeCombined:
			k.FailAt(&m.Mode, "", "a combined form has one mode, combined, not %q", m.Mode)
		case c.Type == TypeCharacter && !slices.Contains(characterMds, m.Mode):
			k.FailAt(&m.Mode, "", "mode %q is not one of %s", m.Mode, strings.Join(characterMds, ", "))
		case seen[m.Mode]:
			k.FailAt(&m.Mode, "", "mode %s is given twice", m.Mode)
		case m.Attack < 0 || m.Defense < 0:
			k.FailAt(m, "", "mode %s: attack and defense are not negative", m.Mode)
		case m.Bold < 0 || m.Tough < 0 || m.Pierce < 0:
			k.FailAt(m, "", "mode %s: bold, tough and pierce are not negative", m.Mode)
		}
		seen[m.Mode] = true
	}
	if seen[ModeAlt2] && !seen[ModeAlt] {
		bad("an alt 2 mode needs an alt (alt 1) mode")
	}
	if c.Type == TypeCombiner && len(c.Components) == 0 {
		bad("a combined form names its component characters: components: [...]")
	}
	if c.Type == TypeCharacter && len(c.Components) > 0 {
		bad("only a combined form has components")
	}
}

// notCharacter refuses a character's facts on a battle card.
func notCharacter(bad func(string, ...any), c *Card) {
	if c.Health != 0 || len(c.Modes) > 0 || len(c.Traits) > 0 || len(c.AltTraits) > 0 || len(c.Tribe) > 0 ||
		c.Combiner != "" || len(c.Components) > 0 || len(c.UpgradeSides) > 0 || c.Subtitle != "" {
		bad("only characters have a subtitle, health, modes, traits, alt traits, tribes, a combiner and upgrade sides")
	}
}

// Cards lists every card in file order (not the Upgrade sides made of
// them: battlemaster.go).
func (cs *CardSet) Cards() []*Card { return slices.DeleteFunc(slices.Clone(cs.cards), (*Card).isSide) }

// Lookup finds a card by id or by full name, ignoring case and runs of
// spaces; a name shared by two cards means the first.
func (cs *CardSet) Lookup(text string) (*Card, bool) {
	text = strings.TrimSpace(text)
	if c, ok := cs.byID[strings.ToLower(text)]; ok {
		return c, true
	}
	c, ok := cs.byName[normalName(text)]
	return c, ok
}

// lookup finds a card for a stacked deal (kit.Lookup), as Lookup does.
func (cs *CardSet) lookup(text string) (kit.CardID, string, bool) {
	c, ok := cs.Lookup(text)
	if !ok {
		return 0, "", false
	}
	return kit.CardID(c.seq), c.FullName(), true
}

// normalName is a name as lookups match it: lower case, single spaces,
// straight quotes.
func normalName(s string) string {
	s = quotes.Replace(s)
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}

// quotes straightens curly quotes.
var quotes = strings.NewReplacer("’", "'", "‘", "'")
