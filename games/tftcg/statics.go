package tftcg

import (
	"fmt"
	"strings"

	"omnideck/kit"
)

// Static is a static ability: while its card is in force (a character on
// the battlefield in the mode it is printed on; an Upgrade on a
// character), the characters To names have its stats and keywords, each
// an amount ("pierce: attack" is Pierce equal to this character's
// Attack), as long as If holds. Set stats replace the printed number
// ("This character's ATK is equal to ..."); the others add to it.
type Static struct {
	To      kit.Selector   `yaml:"to"`
	If      *kit.Condition `yaml:"if,omitempty"`
	Attack  *kit.Amount    `yaml:"attack,omitempty"`
	Defense *kit.Amount    `yaml:"defense,omitempty"`
	Bold    *kit.Amount    `yaml:"bold,omitempty"`
	Tough   *kit.Amount    `yaml:"tough,omitempty"`
	Pierce  *kit.Amount    `yaml:"pierce,omitempty"`
	// SetAttack is the Attack the character has instead of its printed
	// one.
	SetAttack *kit.Amount `yaml:"set_attack,omitempty"`
	// Brave and Stealth give the characters those keywords.
	Brave   bool `yaml:"brave,omitempty"`
	Stealth bool `yaml:"stealth,omitempty"`
	// NoBold and NoTough: the characters can't use Bold, or Tough
	// ("Enemies can't use Bold").
	NoBold  bool `yaml:"no_bold,omitempty"`
	NoTough bool `yaml:"no_tough,omitempty"`
	// NoBrave and NoStealth: the characters can't use Brave, or Stealth
	// ("Enemies can't use Brave": keywords_denied.go).
	NoBrave   bool `yaml:"no_brave,omitempty"`
	NoStealth bool `yaml:"no_stealth,omitempty"`
	// NoRepair: the characters can't be repaired.
	NoRepair bool `yaml:"no_repair,omitempty"`
	// NoMoveIn: damage counters can't be moved from other characters to
	// them.
	NoMoveIn bool `yaml:"no_move_in,omitempty"`
	// Invert: while a character battles, each orange icon its side flips
	// becomes a blue one and each blue an orange.
	Invert bool `yaml:"invert,omitempty"`
	// WhiteFlips is how many more cards a white icon flips while the
	// character battles, instead of 2.
	WhiteFlips int `yaml:"white_flips,omitempty"`
	// Flips are more battle cards flipped when the character battles
	// ("Flip 1 more battle card"), which are no Bold or Tough.
	Flips int `yaml:"flips,omitempty"`
	// Slots are the Upgrade slots of each kind the character has beyond
	// its one ("This has 2 Weapon slots, 2 Armor slots and 2 Utility
	// slots").
	Slots *SlotCount `yaml:"slots,omitempty"`
	// WeaponSlots are other slots the character's Weapons may take ("can
	// have a Weapon or Armor in its Armor slot": [armor]).
	WeaponSlots []string `yaml:"weapon_slots,omitempty"`
	// Actions are the Actions its player may play each turn beyond the
	// one ("You may play an extra Action on each of your turns").
	Actions int `yaml:"actions,omitempty"`
	// Health is Health the characters have beyond their printed Health
	// ("+4 [HP]": health.go).
	Health int `yaml:"health,omitempty"`
	// OpponentPlays is the most cards its player's opponent may play in
	// their turn ("Your opponent can't play more than 2 cards during their
	// turn": play_limit.go); 0 is no limit.
	OpponentPlays int `yaml:"opponent_plays,omitempty"`
	// LookTop: its player may look at the top card of their deck at any
	// time; TopInHand: they may play it as though it were in their hand
	// while it matches one of the filters (top_in_hand.go).
	LookTop   bool         `yaml:"look_top,omitempty"`
	TopInHand []kit.Filter `yaml:"top_in_hand,omitempty"`
	// KeepUpgrades: the characters' Upgrades can't be scrapped by the
	// opponent's cards (scrap_saved.go).
	KeepUpgrades bool `yaml:"keep_upgrades,omitempty"`
	// KeywordsMost caps the characters' Bold total and Tough total ("can't
	// be more than 1").
	KeywordsMost int `yaml:"keywords_most,omitempty"`
	// Less takes the amounts, numbers, off instead of adding them
	// ("Reduce that enemy's Pierce total by 2": pierce: 2, less: true).
	Less bool `yaml:"less,omitempty"`
	// less are the amounts taken off, as negative numbers (check).
	less [numStats]*kit.Amount
}

// SlotCount is a number of Upgrade slots of each kind.
type SlotCount struct {
	Weapon  int `yaml:"weapon,omitempty"`
	Armor   int `yaml:"armor,omitempty"`
	Utility int `yaml:"utility,omitempty"`
}

// of is the count of slot kind k (Weapon, Armor, Utility).
func (c *SlotCount) of(k int) int { return [numKinds]int{c.Weapon, c.Armor, c.Utility}[k] }

// The flags of static abilities (Static.flags): which of their rarer
// fields a static uses, so that a game whose cards use none never looks
// for them.
const (
	flagBrave uint32 = 1 << iota
	flagStealth
	flagNoBold
	flagNoTough
	flagNoRepair
	flagNoMoveIn
	flagInvert
	flagWhite
	flagFlips
	flagSlots
	flagWeaponSlots
	flagActions
	flagNoBrave
	flagNoStealth
	flagTap       // a Tap ability (tap.go)
	flagAllyHears // an ability that hears one of its player's characters become tapped or untapped, or battle
	flagHealth
	flagPlays // a limit on the opponent's plays (play_limit.go)
	flagLookTop
	flagTopInHand
	flagFirstWhite // an ability that hears the first white icon of a battle (first_white.go)
	flagKeepUpgrades
	flagKeywordsMost
)

// flags are the rarer fields the static uses.
func (st *Static) flags() uint32 {
	var f uint32
	for _, x := range [...]struct {
		on bool
		f  uint32
	}{{st.Brave, flagBrave}, {st.Stealth, flagStealth}, {st.NoBold, flagNoBold}, {st.NoTough, flagNoTough},
		{st.NoRepair, flagNoRepair}, {st.NoMoveIn, flagNoMoveIn}, {st.Invert, flagInvert}, {st.WhiteFlips > 0, flagWhite},
		{st.Flips > 0, flagFlips}, {st.Slots != nil, flagSlots}, {len(st.WeaponSlots) > 0, flagWeaponSlots}, {st.Actions > 0, flagActions},
		{st.NoBrave, flagNoBrave}, {st.NoStealth, flagNoStealth}, {st.Health > 0, flagHealth}, {st.OpponentPlays > 0, flagPlays},
		{st.LookTop, flagLookTop}, {len(st.TopInHand) > 0, flagTopInHand}, {st.KeepUpgrades, flagKeepUpgrades}, {st.KeywordsMost > 0, flagKeywordsMost}} {
		if x.on {
			f |= x.f
		}
	}
	return f
}

// amounts are the static's changes by stat: those given, or taken off
// (less: keyword_caps.go).
func (st *Static) amounts() [numStats]*kit.Amount {
	if st.Less {
		return st.less
	}
	return st.given()
}

// given are the amounts the static's card file gives, by stat.
func (st *Static) given() [numStats]*kit.Amount {
	return [numStats]*kit.Amount{st.Attack, st.Defense, st.Bold, st.Tough, st.Pierce}
}

// check checks the static's selector, condition and amounts.
func (st *Static) check(k *kit.Check, where string) {
	k.Selector(where, &st.To, false)
	if st.To.Chosen() {
		k.FailAt(&st.To, where, "a static ability chooses nothing: to: self, yours, bearer, ...")
	}
	if st.If != nil {
		k.Condition(where+": if", st.If)
	}
	any := st.SetAttack != nil
	for _, a := range st.given() {
		if a != nil {
			k.Amount(where, a)
			any = true
		}
	}
	if st.SetAttack != nil {
		k.Amount(where, st.SetAttack)
	}
	st.checkLess(k, where)
	for i := range st.WeaponSlots {
		k.OneOf(where+": weapon_slots", "slot", &st.WeaponSlots[i], []string{SubArmor, SubUtility})
	}
	if st.WhiteFlips < 0 || st.Flips < 0 || st.Actions < 0 || st.Health < 0 || st.OpponentPlays < 0 || st.KeywordsMost < 0 {
		k.FailAt(st, where, "white_flips, flips, actions, health, opponent_plays and keywords_most are not negative")
	}
	for i := range st.TopInHand {
		k.Filter(where+": top_in_hand", &st.TopInHand[i])
	}
	if st.Slots != nil && (st.Slots.Weapon < 0 || st.Slots.Armor < 0 || st.Slots.Utility < 0) {
		k.FailAt(st.Slots, where, "slots are not negative")
	}
	if !any && st.flags() == 0 {
		k.FailAt(st, where, "a static ability gives attack, defense, bold, tough, pierce, set_attack, or one of brave, stealth, no_bold, no_tough, no_brave, no_stealth, no_repair, no_move_in, invert, white_flips, flips, slots, weapon_slots, actions, health, opponent_plays, look_top, top_in_hand, keep_upgrades, keywords_most")
	}
}

// text is the static for people: "This character has +1 Attack for
// each Car in your KO area and Bold 2."
func (st *Static) text() string {
	var parts []string
	for stat, a := range st.amounts() {
		if a != nil {
			parts = append(parts, statText(stat, a))
		}
	}
	if st.SetAttack != nil {
		parts = append(parts, "Attack equal to "+amountText(st.SetAttack))
	}
	for _, x := range [...]struct {
		on   bool
		text string
	}{{st.Brave, " Brave"}, {st.Stealth, " Stealth"}, {st.NoBold, " no Bold it can use"}, {st.NoTough, " no Tough it can use"},
		{st.NoBrave, " no Brave it can use"}, {st.NoStealth, " no Stealth it can use"},
		{st.NoRepair, " no repair it can take"}, {st.NoMoveIn, " no damage counters moved onto it"},
		{st.Invert, " its orange and blue icons swapped while it battles"},
		{st.WhiteFlips > 0, fmt.Sprintf(" %d cards flipped for a white icon", st.WhiteFlips)},
		{st.Flips > 0, fmt.Sprintf(" %d more battle cards flipped when it battles", st.Flips)},
		{st.Slots != nil, " more Upgrade slots"}, {len(st.WeaponSlots) > 0, " room for Weapons in its " + strings.Join(st.WeaponSlots, " and ") + " slots"},
		{st.Actions > 0, fmt.Sprintf(" %d more Actions its player may play each turn", st.Actions)},
		{st.Health > 0, fmt.Sprintf(" +%d Health", st.Health)},
		{st.OpponentPlays > 0, fmt.Sprintf(" its player's opponent playing no more than %d cards in their turn", st.OpponentPlays)},
		{st.LookTop, " its player looking at the top card of their deck at any time"},
		{len(st.TopInHand) > 0, " its player playing the top card of their deck as though it were in their hand, when it is one of some kinds"},

		{st.KeepUpgrades, " Upgrades the opponent's cards can't scrap"},
		{st.KeywordsMost > 0, fmt.Sprintf(" a Bold total and a Tough total of at most %d", st.KeywordsMost)}} {
		if x.on {
			parts = append(parts, x.text[1:])
		}
	}
	return fmt.Sprintf("%s has %s.", upperFirst(selText(&st.To)), namesText(parts))
}

// statText is amount a of stat for people: "+2 Attack", "Bold 2", "+1
// Tough for each of your Omnibots", "Attack equal to its damage".
func statText(stat int, a *kit.Amount) string {
	n, each := nParts(a)
	switch {
	case a.Of != "":
		return statNames[stat] + " equal to " + n
	case stat == statAttack || stat == statDefense:
		return fmt.Sprintf("%+d %s%s", a.N, statNames[stat], each)
	}
	return fmt.Sprintf("%s %d%s", statNames[stat], a.N, each)
}

// amountText is an amount for people: "+2", "its damage", "1 for each
// of your Planes".
func amountText(a *kit.Amount) string {
	if a.Of == "" && a.Per == nil {
		return fmt.Sprintf("%+d", a.N)
	}
	n, each := nParts(a)
	return n + each
}

// staticStat is stat of character id, from base, with every static
// ability in force that touches it.
func (s *State) staticStat(id kit.ObjID, stat uint8, base int) int {
	n := base
	s.eachStatic(func(src kit.ObjID, ctrl int, st *Static) {
		c := kit.Ctx{Src: src, Ctrl: ctrl}
		if !s.staticTouches(st, c, id) {
			return
		}
		if stat == statAttack && st.SetAttack != nil {
			n = st.SetAttack.Eval(s, c) + n - base
		}
		if a := st.amounts()[stat]; a != nil {
			n += a.Eval(s, c)
		}
	})
	return n
}

// eachStatic calls f with each static ability in force, its card and its
// controller: those of the face-up modes of characters on the
// battlefield, and of Upgrades on characters.
func (s *State) eachStatic(f func(src kit.ObjID, ctrl int, st *Static)) {
	for _, g := range s.grants {
		if g.st != nil {
			f(g.obj, int(s.obj(g.obj).Owner), g.st)
		}
	}
	for p := range 2 {
		for _, id := range s.team[p] {
			if !s.card(id).static || !s.onField(id) {
				continue
			}
			for i := range s.mode(id).Abilities {
				if st := s.mode(id).Abilities[i].Static; st != nil {
					f(id, p, st)
				}
			}
		}
		for _, u := range s.t.Zones[zone(p, zUpgrade)].Cards {
			if !s.card(u).static {
				continue
			}
			for i := range s.card(u).Abilities {
				if st := s.card(u).Abilities[i].Static; st != nil {
					f(u, p, st)
				}
			}
		}
	}
}

// staticTouches reports whether static st, read from c, is in force and
// touches character id.
func (s *State) staticTouches(st *Static, c kit.Ctx, id kit.ObjID) bool {
	return s.touches(&st.To, c, id) && (st.If == nil || st.If.Holds(s, c))
}

// staticHas reports whether a static ability in force with flag touches
// character id: the game's cards must use the flag (moreState.flags).
func (s *State) staticHas(id kit.ObjID, flag uint32) bool {
	if s.more.flags&flag == 0 || s.rules.basic {
		return false
	}
	found := false
	s.eachStatic(func(src kit.ObjID, ctrl int, st *Static) {
		if !found && st.flags()&flag != 0 && s.staticTouches(st, kit.Ctx{Src: src, Ctrl: ctrl}, id) {
			found = true
		}
	})
	return found
}

// staticSum adds up a number of the static abilities in force with flag
// that touch character id: value reads it from each.
func (s *State) staticSum(id kit.ObjID, flag uint32, value func(st *Static) int) int {
	if s.more.flags&flag == 0 || s.rules.basic {
		return 0
	}
	n := 0
	s.eachStatic(func(src kit.ObjID, ctrl int, st *Static) {
		if st.flags()&flag != 0 && s.staticTouches(st, kit.Ctx{Src: src, Ctrl: ctrl}, id) {
			n += value(st)
		}
	})
	return n
}

// cantUse takes out of character id's stats the keywords it can't use
// (no_bold, no_tough), and caps the totals (keywords_most).
func (s *State) cantUse(id kit.ObjID, stats *[numStats]int) {
	if s.more.flags&(flagNoBold|flagNoTough|flagKeywordsMost) == 0 || s.rules.basic {
		return
	}
	s.eachStatic(func(src kit.ObjID, ctrl int, st *Static) {
		if st.KeywordsMost > 0 && s.staticTouches(st, kit.Ctx{Src: src, Ctrl: ctrl}, id) {
			stats[statBold], stats[statTough] = min(stats[statBold], st.KeywordsMost), min(stats[statTough], st.KeywordsMost)
		}
		if (st.NoBold || st.NoTough) && s.staticTouches(st, kit.Ctx{Src: src, Ctrl: ctrl}, id) {
			if st.NoBold {
				stats[statBold] = 0
			}
			if st.NoTough {
				stats[statTough] = 0
			}
		}
	})
}
