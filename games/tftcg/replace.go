package tftcg

import (
	"fmt"
	"strings"

	"omnideck/kit"
)

// Replacement effects ("If ... would take attack damage > Instead ...",
// "This can't take more than 3 attack damage from a single attack"): the
// damage an attack is about to do passes them, as a kit event through the
// kit's bus, before it is done. The rules' own replacement comes first:
// the redirection an effect chose for this attack (Skywarp). Then the
// cards': an attack's damage in the order its player chooses
// (damage_order.go), other damage in table order, the active player's
// first (kit.Bus.Would); each applies at most once, and after one applies
// the others are asked again, since the damage may have changed or gone
// to another character. A cap an effect gave for this attack (Jazz,
// Lucky Vest) applies after them.

// evAttackDamage is the kind of the kit event of an attack's damage: Obj
// the character about to take it, Other the attacker, N the damage.
// evEffectDamage is damage that is not an attack's (an effect's): Obj the
// character, Player the player whose card does it, N the damage.
const (
	evAttackDamage kit.EventKind = 0
	evEffectDamage kit.EventKind = 1
)

// What a replacement replaces (Replace.Of).
const (
	replaceAttack = ""       // attack damage
	replaceEffect = "effect" // damage that is not an attack's
	replaceScrap  = "scrap"  // an Upgrade scrapped from a character
	replaceRepair = "repair" // damage repaired from a character (repairs.go)
)

// statCap numbers the modifiers that cap the attack damage a character
// takes this attack (verbs: shield).
const statCap = numStats + 1

// noCap is the cap of a character that has none.
const noCap = 1 << 14

// Replace is a replacement effect of attack damage, as a card file writes
// it: `instead: {to: self, most: 3}`.
type Replace struct {
	// Of is what it replaces: attack damage (the default), effect
	// (non-attack damage), or scrap (an Upgrade of one of Kinds scrapped
	// from the character by a card: "If an opponent's card would cause a
	// Weapon or Armor to be scrapped from the upgraded character > Scrap
	// this card instead").
	Of string `yaml:"of,omitempty"`
	// From limits it to what an opponent's card does (opponent), or for a
	// scrap replacement its own player's (you: Backup Bag).
	From string `yaml:"from,omitempty"`
	// Kinds are the kinds of Upgrade a scrap replacement saves.
	Kinds []string `yaml:"kinds,omitempty"`
	// Less takes some damage off ("takes that much damage minus 1").
	Less int `yaml:"less,omitempty"`
	// More adds to damage repaired ("repair that much damage plus 1").
	More int `yaml:"more,omitempty"`
	// Half halves the damage, rounded down ("takes half that damage").
	Half bool `yaml:"half,omitempty"`
	// To names the characters whose attack damage it replaces, read from
	// its card: self, bearer, {all: character, controller: you, not:
	// [bearer]}.
	To kit.Selector `yaml:"to"`
	// If is a condition it needs.
	If *kit.Condition `yaml:"if,omitempty"`
	// AtLeast limits it to damage of at least this much.
	AtLeast int `yaml:"at_least,omitempty"`
	// Most caps the damage ("can't take more than N"); Becomes sets it
	// ("takes N attack damage instead").
	Most    *int `yaml:"most,omitempty"`
	Becomes *int `yaml:"becomes,omitempty"`
	// Redirect names the character that takes the damage instead:
	// bearer, self.
	Redirect *kit.Selector `yaml:"redirect,omitempty"`
	// Scrap scraps the replacement's own card as it applies.
	Scrap bool `yaml:"scrap,omitempty"`
	// Even limits it to an even amount of damage (Emergency Defense
	// Field).
	Even bool `yaml:"even,omitempty"`
	// Split has the character Redirect names take this much of the damage
	// and the character the rest ("have this take 2 of that damage and
	// your other character take the rest": damage_order.go).
	Split int `yaml:"split,omitempty"`
	// May makes it its player's choice ("Instead you may ...").
	May bool `yaml:"may,omitempty"`
}

// check checks the replacement's words.
func (r *Replace) check(k *kit.Check, where string) {
	k.Selector(where, &r.To, false)
	if r.If != nil {
		k.Condition(where+": if", r.If)
	}
	if r.Redirect != nil {
		k.Selector(where+": redirect", r.Redirect, false)
	}
	k.OneOf(where, "of", &r.Of, []string{replaceAttack, replaceEffect, replaceScrap, replaceRepair})
	if r.From != "" {
		k.OneOf(where, "from", &r.From, []string{"opponent", "you"})
	}
	for i := range r.Kinds {
		k.OneOf(where, "kinds", &r.Kinds[i], upgradeKinds[:])
	}
	switch {
	case (r.May || r.Even || r.Split != 0) && r.Of != replaceAttack:
		k.FailAt(r, where, "may, even and split are for attack damage")
	case r.Split < 0 || r.Split > 0 && r.Redirect == nil:
		k.FailAt(r, where, "split: N gives N of the damage to the character redirect names")
	case r.From == "you" && r.Of != replaceScrap:
		k.FailAt(r, where, "from: you is for a scrap replacement (of: scrap)")
	case r.Of == replaceScrap && (len(r.Kinds) == 0 || !r.Scrap || r.Most != nil || r.Becomes != nil || r.Redirect != nil || r.Less != 0 || r.Half):
		k.FailAt(r, where, "a scrap replacement saves Upgrades of some kinds (kinds: [weapon, armor]) by scrapping its own card (scrap: true)")
	case r.Of == replaceRepair:
		checkRepairReplace(k, where, r)
	case r.Of != replaceScrap && r.Most == nil && r.Becomes == nil && r.Redirect == nil && r.Less == 0 && !r.Half:
		k.FailAt(r, where, "a replacement caps (most: N), sets (becomes: N), lessens (less: N), halves (half: true) or redirects (redirect: bearer) the damage")
	}
}

// text is the replacement for people.
func (r *Replace) text() string {
	who := selText(&r.To)
	if r.Of == replaceRepair {
		return repairReplaceText(who, r)
	}
	if r.Of == replaceScrap {
		return fmt.Sprintf("If %s would cause %s to be scrapped from %s, scrap this card instead.", scrapFrom(r.From), strings.Join(r.Kinds, " or "), who)
	}
	cond := "would take attack damage"
	if r.AtLeast > 0 {
		cond = fmt.Sprintf("would take %d or more attack damage", r.AtLeast)
	}
	if r.Even {
		cond = "would take an even amount of attack damage"
	}
	if r.Of == replaceEffect {
		cond = "would take non-attack damage"
		if r.From != "" {
			cond += " from an opponent's card"
		}
	}
	switch {
	case r.Less > 0:
		return fmt.Sprintf("If %s %s, it takes that much minus %d instead.", who, cond, r.Less)
	case r.Half:
		return fmt.Sprintf("If %s %s, it takes half that damage rounded down instead.", who, cond)
	case r.Of == replaceEffect && r.Becomes != nil && *r.Becomes == 0:
		return fmt.Sprintf("%s can't take non-attack damage from an opponent's card.", upperFirst(who))
	case r.Split > 0:
		return fmt.Sprintf("If %s %s, you may have %s take %d of that damage and that character the rest instead.", strings.Replace(who, "each of ", "one of ", 1), cond, selText(r.Redirect), r.Split)
	case r.Redirect != nil:
		return fmt.Sprintf("If %s %s, %s takes it instead.", who, cond, selText(r.Redirect))
	case r.Becomes != nil:
		return fmt.Sprintf("If %s %s, it takes %d instead.", who, cond, *r.Becomes)
	case r.Of == replaceEffect:
		return fmt.Sprintf("%s can't take more than %d non-attack damage at once.", upperFirst(who), *r.Most)
	}
	return fmt.Sprintf("%s can't take more than %d attack damage from a single attack.", upperFirst(who), *r.Most)
}

// newBus makes the bus of a card set's replacement effects, or nil when
// no card has one.
func newBus(cs *CardSet) *kit.Bus[*State] {
	b := kit.NewBus[*State](len(cs.cards))
	b.Rules = []kit.Listener[*State]{
		{Kind: evAttackDamage, When: kit.Would,
			Match: func(s *State, _ kit.ObjID, e *kit.Event) bool {
				return s.redirect != kit.NoObj && s.onField(s.redirect) && e.Obj != s.redirect
			},
			Replace: func(s *State, _ kit.ObjID, e *kit.Event) { e.Obj = s.redirect }},
	}
	for i, c := range cs.cards {
		add := func(mode int, list []Ability) {
			for k := range list {
				if r := list[k].Instead; r != nil && r.Of != replaceScrap {
					kind := evAttackDamage
					if r.Of == replaceEffect {
						kind = evEffectDamage
					}
					if r.Of == replaceRepair {
						kind = evRepairWould
					}
					b.Listen(kit.CardID(i), kit.Listener[*State]{Kind: kind, When: kit.Would, From: kit.InPlay,
						Ability: mode<<8 | k,
						Match:   func(s *State, src kit.ObjID, e *kit.Event) bool { return s.replaces(src, mode, r, e) },
						Replace: func(s *State, src kit.ObjID, e *kit.Event) { s.replace(src, r, e) }})
				}
			}
		}
		for m := range c.Modes {
			add(m, c.Modes[m].Abilities)
		}
		add(-1, c.Abilities)
	}
	return b
}

// replaces reports whether replacement r of card src (of its mode mode,
// -1 for an Upgrade) changes attack damage e now.
func (s *State) replaces(src kit.ObjID, mode int, r *Replace, e *kit.Event) bool {
	c := kit.Ctx{Src: src, Ctrl: int(s.obj(src).Owner)}
	switch {
	case mode >= 0 && (!s.onField(src) || int(s.obj(src).Counters[cMode]) != mode):
		return false
	case mode < 0 && s.on(src) == kit.NoObj:
		return false
	case int(e.N) < max(r.AtLeast, 1):
		return false
	case r.From != "" && int(e.Player) == c.Ctrl:
		return false // its own player's card
	case !s.touches(&r.To, c, e.Obj):
		return false
	case r.If != nil && !r.If.Holds(s, c):
		return false
	case r.Most != nil && int(e.N) <= s.mostLeft(e.Obj, *r.Most):
		return false
	case r.Even && e.N%2 != 0, r.Redirect != nil && r.Split == 0 && e.Kind == evAttackDamage && s.hq.moved:
		return false // an odd amount; damage a replacement sent already (damage_order.go)
	case r.Redirect != nil:
		to := s.named(r.Redirect, c)
		return to != kit.NoObj && to != e.Obj && s.onField(to)
	}
	return true
}

// replace applies replacement r of card src to attack damage e.
func (s *State) replace(src kit.ObjID, r *Replace, e *kit.Event) {
	switch {
	case r.Split > 0:
		s.splitHit(src, r, e)
		return
	case r.Redirect != nil:
		e.Obj = s.named(r.Redirect, kit.Ctx{Src: src, Ctrl: int(s.obj(src).Owner)})
	case r.Becomes != nil:
		e.N = int32(*r.Becomes)
	case r.Less > 0:
		e.N = int32(max(int(e.N)-r.Less, 0))
	case r.More > 0:
		e.N += int32(r.More)
		return // a repair: the repair's own event tells how much
	case r.Half:
		e.N /= 2
	case r.Most != nil:
		e.N = int32(min(int(e.N), s.mostLeft(e.Obj, *r.Most)))
	}
	to := int32(0)
	if r.Redirect == nil {
		to = e.N + 1
	}
	s.logf(evReplace, int(s.obj(src).Owner), s.ref(src), to)
	if r.Scrap {
		s.scrapUpgradeBy(int(s.obj(src).Owner), src) // its own card's doing (Rules_Roundup-2019-05-28.xml#528-7)
	}
}

// mostLeft is how much attack damage character id may still take from
// the attack under way under a limit of most "from a single attack": the
// damage it took earlier in the attack counts (Insecticon Skrapnel:
// Wave-1.xml#49).
func (s *State) mostLeft(id kit.ObjID, most int) int {
	for _, x := range s.taken {
		if x.obj == id {
			most -= int(x.n)
		}
	}
	return max(most, 0)
}

// touches reports whether selector sel, read from c, names character id
// (a selector that chooses nothing: self, bearer, all).
func (s *State) touches(sel *kit.Selector, c kit.Ctx, id kit.ObjID) bool {
	switch {
	case sel.Self:
		return id == c.Src && sel.Filter.Matches(s, c, id)
	case sel.Word == "bearer":
		// The one character an Upgrade is on: the test of Is and the
		// word's filter, the cheapest part first.
		return c.Src != kit.NoObj && id == s.on(c.Src) && s.Is(id, "character", c)
	case sel.All != "":
		return s.Is(id, sel.All, c) && sel.Filter.Matches(s, c, id)
	}
	return false
}

// named is the first character selector sel names, read from c, or NoObj.
func (s *State) named(sel *kit.Selector, c kit.Ctx) kit.ObjID {
	out := kit.NoObj
	sel.Each(s, c, func(t kit.Target) bool {
		if !t.IsPlayer() {
			out = t.Obj()
		}
		return out == kit.NoObj
	})
	return out
}

// replaces reports whether the card has a replacement effect.
func (c *Card) replaces() bool {
	for i := range c.Abilities {
		if c.Abilities[i].Instead != nil {
			return true
		}
	}
	for m := range c.Modes {
		for i := range c.Modes[m].Abilities {
			if c.Modes[m].Abilities[i].Instead != nil {
				return true
			}
		}
	}
	return false
}

// effectDamage does n damage of job j's effect (not an attack's) to
// character id, passing it through the replacement effects of such
// damage ("can't take non-attack damage from your opponent's cards",
// "takes that much damage minus 1").
func (s *State) effectDamage(j *kit.Job, id kit.ObjID, n int) {
	n = s.shelter(id, n)
	if b := s.game.bus; b != nil && s.withReplace && !s.rules.basic {
		e := &s.hit
		*e = kit.NewEvent(evEffectDamage, int(j.Ctrl), id)
		e.N = int32(n)
		b.Would(s, e)
		id, n = e.Obj, int(e.N)
	}
	if n > 0 && s.onField(id) {
		s.doDamage(id, n)
	}
}

// scrapUpgradeBy scraps Upgrade u by a card of player p's, unless it is
// saved (scrap_saved.go): Spare Parts must save it
// (Rules_Roundup-2019-07-29.xml#2-33).
func (s *State) scrapUpgradeBy(p int, u kit.ObjID) {
	if !s.scrapSaved(p, u) {
		s.scrap(u)
	}
}
