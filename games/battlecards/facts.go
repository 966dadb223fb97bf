package battlecards

import (
	"strings"

	"omnideck/kit"
)

// The facts selectors, conditions and amounts read (kit.Facts). Cards in
// hands and Supply Decks are read only by their own player's effects
// (searching one's own deck, resurrecting from one's own scrapheap), which
// name them in options that player alone sees.

// vocab is the words card files may use in selectors, conditions and
// amounts; Traits is filled in with the set's Resource kinds when it
// loads.
var vocab = kit.Vocab{
	Nouns: []string{"robot", "resource", "advantage", "card"},
	Kinds: []string{typeRobot, typeResource, typeAdvantage},
	Statuses: []string{"alt_mode", "robot_mode", "battling", "supporting", "attacking", "defending", "in_homebase",
		"on_resource", "on_this", "damaged", "undamaged", "controlled", "uncontrolled", "claimed", "unclaimed", "transformed"},
	Values:    []string{"strength", "core", "endurance", "speed", "cost", "damage", "yield", "support"},
	Numbers:   []string{"energon", "opponent_energon", "resources", "opponent_resources", "hand", "robots"},
	Events:    []string{"subject", "other", "player"},
	ZoneRoles: map[string]kit.Role{"hand": kit.RoleHand, "scrapheap": kit.RoleDiscard, "deck": kit.RoleDeck},
	Words: map[string]kit.Selector{
		// battler is your Robot in the battle: the one a Power Effect
		// or an Advantage in battle supports.
		"battler": {All: "robot", Filter: kit.Filter{Controller: "you", Is: []string{"battling"}}},
		// opposing is the Robot yours battles.
		"opposing": {All: "robot", Filter: kit.Filter{Controller: "opponent", Is: []string{"battling"}}},
		// holder is the Robot standing on this Resource.
		"holder": {All: "robot", Filter: kit.Filter{Is: []string{"on_this"}}},
	},
	Durations: []kit.Duration{kit.Permanent, kit.UntilEndOfBattle, kit.UntilEndOfTurn, kit.UntilStartOfYourNextTurn},
}

// Stats, in the modifiers' numbering.
const (
	statStrength uint8 = iota
	statEndurance
	statSpeed
)

// Is answers nouns (robot, resource, advantage, card: what a card is,
// wherever the selector looks) and statuses.
func (s *State) Is(id kit.ObjID, word string, c kit.Ctx) bool {
	d := s.card(id)
	switch word {
	case "robot", "any":
		return d.isRobot()
	case "resource":
		return d.isResource()
	case "advantage":
		return d.isAdvantage()
	case "card":
		return true
	}
	o := s.obj(id)
	switch word {
	case "alt_mode":
		return d.isRobot() && o.Has(flAlt)
	case "robot_mode":
		return d.isRobot() && !o.Has(flAlt)
	case "battling":
		return s.battleSide(id) >= 0
	case "supporting":
		return o.Has(flSupporting)
	case "attacking":
		return s.battle.on && s.battle.robots[0] == id
	case "defending":
		return s.battle.on && s.battle.robots[1] == id
	case "in_homebase":
		return s.inHomebase(id)
	case "on_resource":
		return d.isRobot() && s.on(id) != kit.NoObj
	case "on_this":
		return c.Src != kit.NoObj && s.on(id) == c.Src
	case "damaged":
		return d.isRobot() && o.Counters[ctDamage] > 0
	case "undamaged":
		return d.isRobot() && o.Counters[ctDamage] == 0
	case "controlled":
		return d.isResource() && s.controlled(id)
	case "uncontrolled":
		return d.isResource() && !s.controlled(id)
	case "claimed":
		return d.isResource() && s.holder(id) != kit.NoObj
	case "unclaimed":
		return d.isResource() && s.holder(id) == kit.NoObj
	case "transformed":
		return o.Has(flTransformed)
	}
	return false
}

// Kind is a card's type: robot, resource or advantage.
func (s *State) Kind(id kit.ObjID) string { return s.card(id).Type }

// Trait reports whether card id is of an army (autobot, decepticon), has
// a skill (tactical, combat, science), or is a Resource of a kind (mine,
// city...).
func (s *State) Trait(id kit.ObjID, t string) bool {
	d := s.card(id)
	switch t {
	case "autobot":
		return d.army == armyAutobot
	case "decepticon":
		return d.army == armyDecepticon
	}
	for k, w := range skillWords {
		if w == t {
			return d.Skills.of(k) > 0
		}
	}
	return d.Kind == t
}

// Name is card id's title: the part of its name before the comma.
func (s *State) Name(id kit.ObjID) string { return s.card(id).title }

// Value answers a card's numbers (strength, core, endurance, speed, cost,
// damage, yield, support) and the game's, seen from c's controller:
// energon, opponent_energon (the most an opponent has), resources (that
// you control), opponent_resources (the most an opponent controls), hand,
// robots (yours in play).
func (s *State) Value(id kit.ObjID, what string, c kit.Ctx) int {
	switch what {
	case "energon":
		return int(s.bank[c.Ctrl])
	case "opponent_energon":
		most := 0
		for q := range s.n {
			if q != c.Ctrl && (most == 0 || int(s.bank[q]) > most) {
				most = int(s.bank[q])
			}
		}
		return most
	case "resources":
		return s.controls(c.Ctrl)
	case "opponent_resources":
		most := 0
		for q := range s.n {
			if q != c.Ctrl {
				most = max(most, s.controls(q))
			}
		}
		return most
	case "hand":
		return s.handSize(c.Ctrl)
	case "robots":
		n := 0
		for _, z := range []kit.ZoneID{zone(c.Ctrl, zHomebase), s.field()} {
			for _, id := range s.t.Zones[z].Cards {
				if s.ctrl(id) == c.Ctrl && s.card(id).isRobot() {
					n++
				}
			}
		}
		return n
	}
	if id == kit.NoObj {
		return 0
	}
	d := s.card(id)
	switch what {
	case "strength":
		return s.strength(id)
	case "core":
		return s.core(id)
	case "endurance":
		return s.endurance(id)
	case "speed":
		return s.speed(id)
	case "cost":
		return d.Cost
	case "damage":
		return s.damage(id)
	case "yield":
		return d.Yield
	case "support":
		return d.Support
	}
	return 0
}

// core is Robot id's Core Strength: the Strength its card lists for the
// mode it is in.
func (s *State) core(id kit.ObjID) int {
	st, _, _ := s.card(id).values(s.alt(id))
	return st
}

// strength, endurance and speed are Robot id's power values now: those
// its card lists for its mode, with static effects and modifiers. Power
// values are never below 0 (Strength, Speed) or 1 (Endurance).
func (s *State) strength(id kit.ObjID) int {
	v, _, _ := s.powers(id)
	return v
}

func (s *State) endurance(id kit.ObjID) int {
	_, v, _ := s.powers(id)
	return v
}

func (s *State) speed(id kit.ObjID) int {
	_, _, v := s.powers(id)
	return v
}

// powers are Robot id's Strength, Endurance and Speed now.
func (s *State) powers(id kit.ObjID) (strength, endurance, speed int) {
	strength, endurance, speed = s.card(id).values(s.alt(id))
	if s.game.set.hasStatics {
		s.eachBoost(id, func(b *Boost) {
			strength += b.Strength
			endurance += b.Endurance
			speed += b.Speed
		})
	}
	if len(s.mods) > 0 {
		strength = s.mods.Stat(&s.t, id, statStrength, strength)
		endurance = s.mods.Stat(&s.t, id, statEndurance, endurance)
		speed = s.mods.Stat(&s.t, id, statSpeed, speed)
	}
	return max(0, strength), max(1, endurance), max(0, speed)
}

// staticSources are the cards in play with static effects, worked out
// again only when the table has changed.
func (s *State) staticSources() []kit.ObjID {
	if s.statics.ok && s.statics.version == s.t.Version() {
		return s.statics.ids
	}
	s.statics.ids = s.statics.ids[:0]
	for p := range s.n {
		for _, id := range s.t.Zones[zone(p, zHomebase)].Cards {
			if len(s.card(id).Statics) > 0 {
				s.statics.ids = append(s.statics.ids, id)
			}
		}
	}
	for _, id := range s.t.Zones[s.field()].Cards {
		if len(s.card(id).Statics) > 0 {
			s.statics.ids = append(s.statics.ids, id)
		}
	}
	s.statics.version, s.statics.ok = s.t.Version(), true
	return s.statics.ids
}

// staticWorks reports whether static st of card src is in force: a
// Robot's in play in the static's mode, a Resource's while controlled,
// its condition holding; and its controller.
func (s *State) staticWorks(src kit.ObjID, st *Static) (int, bool) {
	d := s.card(src)
	ctrl := s.ctrl(src)
	switch {
	case d.isResource():
		if !s.controlled(src) {
			return -1, false
		}
	case !s.modeOK(src, st.Mode):
		return -1, false
	}
	if st.If != nil && !st.If.Holds(s, kit.Ctx{Src: src, Ctrl: ctrl}) {
		return -1, false
	}
	return ctrl, true
}

// modeOK reports whether Robot id is in mode ("robot", "alt", or "" for
// either).
func (s *State) modeOK(id kit.ObjID, mode string) bool {
	switch mode {
	case "robot":
		return !s.alt(id)
	case "alt":
		return s.alt(id)
	}
	return true
}

// eachBoost calls f with each static boost in force that touches Robot
// id.
func (s *State) eachBoost(id kit.ObjID, f func(b *Boost)) {
	for _, src := range s.staticSources() {
		d := s.card(src)
		for k := range d.Statics {
			st := &d.Statics[k]
			if st.Boost == nil || !s.mayTouch(&st.Boost.To, src, id) {
				continue
			}
			ctrl, ok := s.staticWorks(src, st)
			if !ok || !s.selects(&st.Boost.To, kit.Ctx{Src: src, Ctrl: ctrl}, id) {
				continue
			}
			f(st.Boost)
		}
	}
}

// mayTouch is a quick test of whether selector sel of card src may
// touch card id at all: the card itself, the Robot on a Resource, or any
// card for the other selectors.
func (s *State) mayTouch(sel *kit.Selector, src, id kit.ObjID) bool {
	switch {
	case sel.Self:
		return id == src
	case sel.Word == "holder":
		return s.on(id) == src
	}
	return true
}

// selects reports whether selector sel, read from c, touches card id.
func (s *State) selects(sel *kit.Selector, c kit.Ctx, id kit.ObjID) bool {
	switch {
	case sel.Self:
		return id == c.Src && sel.Filter.Matches(s, c, id)
	case sel.All != "" && sel.In == "":
		return s.inPlay(id) && s.Is(id, sel.All, c) && sel.Filter.Matches(s, c, id)
	}
	hit := false
	sel.Each(s, c, func(t kit.Target) bool {
		hit = t == kit.CardTarget(id)
		return !hit
	})
	return hit
}

// controlled reports whether Resource res is controlled: a Robot holds
// it, with the skill the Resource requires.
func (s *State) controlled(res kit.ObjID) bool {
	r := s.holder(res)
	if r == kit.NoObj {
		return false
	}
	d := s.card(res)
	return d.req < 0 || s.card(r).Skills.of(int(d.req)) > 0
}

// controls is the number of Resources player p controls.
func (s *State) controls(p int) int {
	n := 0
	for _, id := range s.t.Zones[s.field()].Cards {
		if s.ctrl(id) == p && s.card(id).isResource() && s.controlled(id) {
			n++
		}
	}
	return n
}

// supportLimit is player p's Support Limit now (BATTLE: Combat Moves): 1,
// plus Tactical X of each of p's Robots controlling a Resource, plus the
// static effects of p's cards in play, plus what effects gave p for this
// battle. It is never below 0.
func (s *State) supportLimit(p int) int {
	n := 1
	for _, id := range s.t.Zones[s.field()].Cards {
		if s.ctrl(id) != p || !s.card(id).isResource() || !s.controlled(id) {
			continue
		}
		n += s.card(s.holder(id)).Skills.Tactical
	}
	if s.game.set.hasLimits {
		for _, src := range s.staticSources() {
			d := s.card(src)
			for k := range d.Statics {
				st := &d.Statics[k]
				if st.SupportLimit == 0 {
					continue
				}
				if ctrl, ok := s.staticWorks(src, st); ok && ctrl == p {
					n += st.SupportLimit
				}
			}
		}
	}
	if side := s.battle.sideOf(p); side >= 0 {
		n += int(s.battle.limit[side])
	}
	return max(0, n)
}

// title is the part of a name before its first comma.
func title(name string) string {
	t, _, _ := strings.Cut(name, ",")
	return strings.TrimSpace(t)
}
