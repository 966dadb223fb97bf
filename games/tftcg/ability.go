package tftcg

import (
	"embed"
	"fmt"
	"io/fs"
	"reflect"
	"strings"

	"omnideck/carddata"
	"omnideck/kit"
)

// Ability is one ability of a character's mode or of a battle card, in
// the card language: a triggered ability (When, Do) or a static one
// (Static). The built-in cards' abilities are written by hand in the files
// of data/abilities and merged into the imported cards by id, so that
// importing the published data again never loses them.
type Ability struct {
	// When is the trigger: one of the When constants; empty for a static
	// ability.
	When string `yaml:"when,omitempty"`
	// May makes the ability optional: its controller is asked whether to
	// use it ("You may ..."). With a Cost, declining is one of the cost's
	// answers ("You may scrap a card from your hand. If you do, ...").
	May bool `yaml:"may,omitempty"`
	// If is a condition the ability needs when it triggers ("and you have
	// no cards in hand").
	If *kit.Condition `yaml:"if,omitempty"`
	// Cost is paid before the effects; when it cannot be, the ability does
	// nothing ("If you do").
	Cost *Cost `yaml:"cost,omitempty"`
	// Do are the effects, in order.
	Do []kit.Effect `yaml:"do,omitempty"`
	// Static is an ability in force while its card is: a character's
	// while it is on the battlefield in this mode, an Upgrade's while it
	// is on a character (statics.go).
	Static *Static `yaml:"static,omitempty"`
	// Only is an Upgrade's restriction: the characters it may be put on
	// ("Put on Melee characters only": {trait: Melee}).
	Only *kit.Filter `yaml:"only,omitempty"`
	// Instead is a replacement effect of attack damage (replace.go).
	Instead *Replace `yaml:"instead,omitempty"`
	// WeaponSlots are the other slots a character's Weapons may take
	// while this mode is face up ("This can be upgraded with a Weapon in
	// his Armor and/or Utility slots": [armor, utility]).
	WeaponSlots []string `yaml:"weapon_slots,omitempty"`
	// Fit is how many copies of an Upgrade fit in its slot together ("Up
	// to 3 Cargo Trailers can fit into its Utility slot"); 0 is one.
	Fit int `yaml:"fit,omitempty"`
	// Slots are the other slots an Upgrade may take ("This can be in an
	// Armor or Utility slot": [armor, utility]).
	Slots []string `yaml:"slots,omitempty"`
	// PlayIf is a condition a battle card needs to be played ("Play this
	// only if you've played Tech Research this turn"); putting it on a
	// character without playing it needs none.
	PlayIf *kit.Condition `yaml:"play_if,omitempty"`
	// Once limits a triggered ability to once a turn ("Once per turn").
	Once bool `yaml:"once,omitempty"`
	// StartsUnder is "This begins the game with these characters under
	// it" (under.go).
	StartsUnder *StartsUnder `yaml:"starts_under,omitempty"`
	// Reminder marks text that only reminds of the rules ("(A
	// character's DEF can't go below 0.)"): the card does nothing by it.
	Reminder bool `yaml:"reminder,omitempty"`

	parts []kit.CostPart[*State]
	// subject is set when the effects or the cost read the card the
	// event is about ({event: subject}), so that abilities about two
	// cards differ (order.go).
	subject bool
}

// The triggers of abilities.
const (
	// WhenFlipTo is "When you flip this character to this mode".
	WhenFlipTo = "flip_to"
	// WhenAttacks is "When this character attacks" (an Upgrade's: "When
	// the upgraded character attacks"), before the flips.
	WhenAttacks = "attacks"
	// WhenDefends is "When this character defends", before the flips.
	WhenDefends = "defends"
	// WhenAfterAttack is "After this character attacks", once the damage
	// is done.
	WhenAfterAttack = "after_attack"
	// WhenAfterDefend is "After the upgraded character defends".
	WhenAfterDefend = "after_defend"
	// WhenPlay is an Action's text: what it does when played.
	WhenPlay = "play"
	// WhenPutOn is an Upgrade's "When you put this on a character".
	WhenPutOn = "put_on"
	// WhenTurnStarts is "At the start of your turn".
	WhenTurnStarts = "turn_starts"
	// WhenKOd is "When this character (the upgraded character) is KO'd".
	WhenKOd = "ko"
	// WhenFlipped is "When this character attacks (defends) and you flip
	// ...": once both sides have flipped for the attack, before the
	// damage; the icons flipped are the numbers flipped_orange,
	// flipped_blue.
	WhenFlipped = "flipped"
	// WhenAttackFlips is "After you flip battle cards for this
	// character's attack and before defense flips".
	WhenAttackFlips = "attack_flips"
)

// characterTriggers and battleTriggers are the triggers a character's
// mode and a battle card may use.
var (
	characterTriggers = []string{WhenFlipTo, WhenAttacks, WhenDefends, WhenAfterAttack, WhenTurnStarts, WhenKOd, WhenFlipped,
		WhenAttackFlips, WhenAllyAttacks, WhenAllyKOd, WhenActionPlayed, WhenUpgrading, WhenReshuffled, WhenOpponentScraps,
		WhenKOFlipTo, WhenEnemyAttacks, WhenEnemyKOd, WhenTurnEnds, WhenGameBegins, WhenCardFlipped, WhenCardPlayed, WhenToTop,
		WhenDamages, WhenBattleFlips, WhenCombined, WhenWouldDefend, WhenTeamKOd, WhenAllyFlipsBot, WhenBounty, WhenOpponentReshuffled, WhenOpponentAction, WhenAllyAttackFlipped,
		WhenBeforeGame, WhenThirdAction, WhenAllyUpgradeScrapped, WhenEnemyUpgradeScrapped, WhenDeployed,
		WhenTap, WhenTapUsed, WhenAllyTapped, WhenAllyUntapped, WhenAllyFlipped,
		WhenRepaired, WhenOpponentDraws, WhenFirstWhite}
	actionTriggers  = []string{WhenPlay}
	upgradeTriggers = []string{WhenPutOn, WhenPlayedFromHand, WhenAttacks, WhenDefends, WhenAfterAttack, WhenAfterDefend, WhenTurnStarts, WhenKOd, WhenFlipped,
		WhenBattleFlips, WhenAllyAttacks, WhenToTop, WhenDamages, WhenBounty, WhenScrappedOff, WhenFlipTo, WhenTurnEnds, WhenTapUsed, WhenScrapped, WhenFirstWhite}
)

// AbilityDef is one entry of an abilities file: an ability of one mode
// of a character, or of a battle card.
type AbilityDef struct {
	// ID is the card's id; Mode the mode (alt, bot, alt2) a character's
	// ability is printed on, empty for a battle card.
	ID   string `yaml:"id"`
	Mode string `yaml:"mode,omitempty"`
	// Ability is the ability.
	Ability `yaml:",inline"`
}

// builtinAbilities are the files defining the built-in cards' text.
//
//go:embed data/abilities/*.yaml
var builtinAbilities embed.FS

// eachBuiltinAbilities calls f with each built-in abilities file's name
// and contents, in name order.
func eachBuiltinAbilities(f func(name string, data []byte) error) error {
	entries, err := fs.ReadDir(builtinAbilities, "data/abilities")
	if err != nil {
		return fmt.Errorf("abilities: %w", err)
	}
	for _, e := range entries {
		data, err := builtinAbilities.ReadFile("data/abilities/" + e.Name())
		if err != nil {
			return fmt.Errorf("abilities: %w", err)
		}
		if err := f("tftcg/data/abilities/"+e.Name(), data); err != nil {
			return err
		}
	}
	return nil
}

// AddAbilities reads an abilities file and puts each ability on its
// card's mode, checking every entry strictly: an unknown card id or mode,
// an unknown trigger or verb, a bad field. Every problem is reported at
// once, each with the file's name and line. The card set is unchanged
// when there is a problem.
func (cs *CardSet) AddAbilities(name string, data []byte) error {
	f, p := carddata.Read(name, data, ID, func(d *AbilityDef) string { return d.ID })
	if f == nil {
		return p.Err()
	}
	type target struct {
		list *[]Ability
		a    Ability
		card *Card
	}
	var add []target
	for i := range f.Cards {
		e := &f.Cards[i]
		d := &e.Card
		k := &kit.Check{Problems: p, At: e.Pos, Card: d.ID, Vocab: &vocab}
		c, ok := cs.byID[strings.ToLower(strings.TrimSpace(d.ID))]
		switch {
		case d.ID == "":
			p.AddAt(e.Pos, "an ability needs the id of its card: id: W1/T01")
			continue
		case !ok:
			k.FailAt(&d.ID, "", "no card has this id")
			continue
		}
		sd := c.side(d.Mode)
		if sd != nil {
			c = sd // an Upgrade side's text (battlemaster.go)
		}
		list, when := &c.Abilities, upgradeTriggers
		switch {
		case sd != nil:
		case c.isCharacter() || c.Type == TypeCombiner:
			m := c.modeByName(d.Mode)
			if m == nil {
				k.FailAt(&d.Mode, "", "mode %q is not one of the card's modes (%s)", d.Mode, strings.Join(c.modeNames(), ", "))
				continue
			}
			list, when = &m.Abilities, characterTriggers
		case d.Mode != "":
			k.FailAt(&d.Mode, "", "a battle card has no modes: leave out mode")
			continue
		case c.isAction():
			when = actionTriggers
		}
		checkAbility(k, "", &d.Ability, when)
		add = append(add, target{list, d.Ability, c})
	}
	if err := p.Err(); err != nil {
		return err
	}
	for _, t := range add {
		*t.list = append(*t.list, t.a)
		cs.hear(t.a.When, t.card.isUpgrade())
		if t.a.Static != nil {
			cs.statics = true
			t.card.static = true
		}
		t.card.flags |= t.a.flags()
	}
	return nil
}

// DefinedModes are the modes of characters and the battle cards whose
// text the built-in abilities files define, each by ModeKey (a battle
// card's mode is ""): the importer notes the others as needing a
// definition.
func DefinedModes() (map[string]bool, error) {
	out := map[string]bool{}
	err := eachBuiltinAbilities(func(name string, data []byte) error {
		f, err := carddata.Decode[AbilityDef](name, data, ID)
		if err != nil {
			return fmt.Errorf("abilities: %w", err)
		}
		for _, e := range f.Cards {
			out[ModeKey(e.Card.ID, e.Card.Mode)] = true
		}
		return nil
	})
	return out, err
}

// ModeKey names a mode of a card: "w1s/t03 alt"; a battle card's text is
// "w1/054 ".
func ModeKey(id, mode string) string { return strings.ToLower(strings.TrimSpace(id)) + " " + mode }

// checkAbility checks an ability, whose triggers may be when, and binds
// its effects to their verbs, recording every problem with k.
func checkAbility(k *kit.Check, where string, a *Ability, when []string) {
	prefix := where
	if prefix != "" {
		prefix += ": "
	}
	if a.Fit != 0 {
		if a.When != "" || len(a.Do) > 0 || a.May || a.Cost != nil || a.If != nil || a.Static != nil || a.Only != nil || a.Fit < 2 {
			k.FailAt(a, where, "fit: N (2 or more) stands alone")
		}
		return
	}
	if a.StartsUnder != nil {
		a.StartsUnder.check(k, where, a)
		return
	}
	if a.Reminder || a.PlayIf != nil || len(a.Slots) > 0 {
		checkAlone(k, where, a)
		return
	}
	if len(a.WeaponSlots) > 0 {
		if a.When != "" || len(a.Do) > 0 || a.May || a.Cost != nil || a.If != nil || a.Static != nil || a.Only != nil || a.Instead != nil {
			k.FailAt(a, where, "weapon_slots stands alone")
		}
		for i := range a.WeaponSlots {
			k.OneOf(prefix+"weapon_slots", "slot", &a.WeaponSlots[i], []string{SubArmor, SubUtility})
		}
		return
	}
	if a.Instead != nil {
		if a.When != "" || len(a.Do) > 0 || a.May || a.Cost != nil || a.If != nil || a.Static != nil || a.Only != nil {
			k.FailAt(a, where, "a replacement effect has only instead: {...}")
		}
		a.Instead.check(k, prefix+"instead")
		return
	}
	if a.Only != nil {
		if a.When != "" || len(a.Do) > 0 || a.May || a.Cost != nil || a.If != nil || a.Static != nil {
			k.FailAt(a, where, "a restriction has only only: {...}")
		}
		k.Filter(prefix+"only", a.Only)
		return
	}
	if a.Static != nil {
		if a.When != "" || len(a.Do) > 0 || a.May || a.Cost != nil || a.If != nil {
			k.FailAt(a, where, "a static ability has only static: {...}; a triggered one when and do")
		}
		a.Static.check(k, prefix+"static")
		return
	}
	k.OneOf(where, "when", &a.When, when)
	if a.Once && a.When == "" {
		k.FailAt(a, where, "once limits a triggered ability: give when")
	}
	if len(a.Do) == 0 {
		k.FailAt(a, where, "an ability needs its effects: do: [...]")
	}
	if a.If != nil {
		k.Condition(prefix+"if", a.If)
	}
	if a.Cost != nil {
		a.parts = a.Cost.check(k, prefix+"cost", a.May)
	}
	for j := range a.Do {
		runner.Verbs.Bind(k, fmt.Sprintf("%seffect %d", prefix, j+1), &a.Do[j])
		a.subject = a.subject || readsSubject(reflect.ValueOf(a.Do[j].Params))
	}
	a.subject = a.subject || readsSubject(reflect.ValueOf(a.Cost))
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

// flags are the rarer static fields (Static.flags) the ability uses, with
// those of a static a grant of its effects gives, and an Upgrade's own
// other slots (flagWeaponSlots).
func (a *Ability) flags() uint32 {
	f := a.tapFlags()
	f |= a.firstWhiteFlags()
	if a.Static != nil {
		f |= a.Static.flags()
	}
	if len(a.Slots) > 0 || len(a.WeaponSlots) > 0 {
		f |= flagWeaponSlots
	}
	for i := range a.Do {
		if g, ok := a.Do[i].Params.(*grantParams); ok && g.Static != nil {
			f |= g.Static.flags()
		}
		if g, ok := a.Do[i].Params.(*turnStaticParams); ok && g.Static != nil {
			f |= g.Static.flags()
		}
	}
	return f
}
