package ben10

import (
	"slices"

	"omnideck/kit"
)

// The facts selectors, conditions and amounts read (kit.Facts). A Set
// card shows nothing but where it is: its kind, name, traits and numbers
// read as blank, so that no effect's choices tell a player what a Set
// card is.

// vocab is the words card files may use in selectors, conditions and
// amounts; Traits is filled in with the set's attributes when it loads.
var vocab = kit.Vocab{
	Nouns:    []string{"character", "set_card", "card"},
	Kinds:    []string{kindHuman, kindAlien, kindMutant},
	Statuses: []string{"injured", "healthy", "transformed", "in_earth", "in_space", "same_area", "flying_attack", "moved", "attacked"},
	Values:   []string{"bp", "cost"},
	Numbers:  []string{"life", "opponent_life", "hand", "opponent_hand", "characters"},
	Events:   []string{"subject", "other", "player"},
}

// Is answers nouns (character: face up in play, a transformed pair as its
// top card; set_card; card: either) and statuses.
func (s *State) Is(id kit.ObjID, word string, c kit.Ctx) bool {
	switch word {
	case "character", "any":
		return s.inPlay(id) && s.card(id).isCharacter()
	case "set_card":
		return s.isSet(id)
	case "card":
		return s.isSet(id) || (s.inPlay(id) && s.card(id).isCharacter())
	}
	if !s.inPlay(id) {
		return false
	}
	o := s.obj(id)
	switch word {
	case "injured":
		return o.Has(flInjured)
	case "healthy":
		return !o.Has(flInjured)
	case "transformed":
		return o.Under != kit.NoObj
	case "in_earth":
		return s.areaOf(id) == 0
	case "in_space":
		return s.areaOf(id) == 1
	case "same_area":
		return c.Src != kit.NoObj && s.areaOf(c.Src) >= 0 && s.areaOf(c.Src) == s.areaOf(id)
	case "flying_attack":
		return s.abilities(id)&abFlyingAttack != 0
	case "moved":
		return o.Has(flMoved)
	case "attacked":
		return o.Has(flAttacked)
	}
	return false
}

// visible reports whether card id shows what it is to everyone: not a
// Set card, nor a card in a hidden zone.
func (s *State) visible(id kit.ObjID) bool {
	return s.t.Identifies(-1, id) || s.t.Where(id)&(kit.InPlay|kit.InDiscard|kit.OnStack) != 0
}

// Kind is a Character card's characteristic (HUMAN, ALIEN, MUTANT).
func (s *State) Kind(id kit.ObjID) string {
	if !s.visible(id) {
		return ""
	}
	return s.card(id).Kind
}

// Trait reports whether card id has an attribute, or is of a kind.
func (s *State) Trait(id kit.ObjID, t string) bool {
	if !s.visible(id) {
		return false
	}
	c := s.card(id)
	return c.Kind == t || slices.Contains(c.Attributes, t)
}

// Name is card id's name.
func (s *State) Name(id kit.ObjID) string {
	if !s.visible(id) {
		return ""
	}
	return s.card(id).Name
}

// Value answers bp and cost of a card, and the game's numbers seen from
// c's controller: life, opponent_life, hand, opponent_hand, characters.
func (s *State) Value(id kit.ObjID, what string, c kit.Ctx) int {
	switch what {
	case "life":
		return int(s.life[c.Ctrl])
	case "opponent_life":
		return int(s.life[opponent(c.Ctrl)])
	case "hand":
		return s.handSize(c.Ctrl)
	case "opponent_hand":
		return s.handSize(opponent(c.Ctrl))
	case "characters":
		return s.countInPlay()
	}
	if id == kit.NoObj || !s.visible(id) {
		return 0
	}
	switch what {
	case "bp":
		return s.bp(id)
	case "cost":
		return s.card(id).cost()
	}
	return 0
}

// Stats, in the modifiers' numbering.
const (
	statBP uint8 = iota
)

// works reports whether card id's abilities work now: it is face up in
// play and not the bottom card of a transformed pair (Transformation
// phase: only the top card's effects are valid).
func (s *State) works(id kit.ObjID) bool {
	o := s.obj(id)
	return o.Over == kit.NoObj && o.Face == kit.FaceUp && s.areaOf(id) >= 0
}

// pairedOK reports whether an ability with [paired] works on card id: it
// is the top of a pair whose other card has that name.
func (s *State) pairedOK(id kit.ObjID, paired string) bool {
	if paired == "" {
		return true
	}
	under := s.obj(id).Under
	return under != kit.NoObj && s.card(under).Name == paired
}

// bp is the BP of a Character card in play now: its printed BP in its
// status; for a transformed pair (HUMAN's BP + ALIEN's BP) x 2, each in its
// own status (Transformation phase); then static effects and modifiers.
// BP is never below 0.
func (s *State) bp(id kit.ObjID) int {
	o := s.obj(id)
	n := s.card(id).bp(o.Has(flInjured))
	if o.Under != kit.NoObj {
		u := s.obj(o.Under)
		n = (n + s.card(o.Under).bp(u.Has(flInjured))) * 2
	}
	n += s.staticBP(id)
	n = s.mods.Stat(&s.t, id, statBP, n)
	return max(0, n)
}

// abilities are card id's {abilities} now: printed, given by static
// effects, and given or taken by modifiers.
func (s *State) abilities(id kit.ObjID) uint32 {
	base := s.card(id).abilities | s.staticGrants(id)
	return s.mods.Abilities(&s.t, id, base)
}

// eachStatic calls f with each static effect in force whose selector
// touches card id, with its source.
func (s *State) eachStatic(id kit.ObjID, f func(src kit.ObjID, st *Static)) {
	if !s.game.set.hasStatics {
		return
	}
	for p := range 2 {
		s.characters(p, func(src kit.ObjID) {
			d := s.card(src)
			if len(d.Statics) == 0 {
				return
			}
			c := kit.Ctx{Src: src, Ctrl: int(s.obj(src).Ctrl)}
			for k := range d.Statics {
				st := &d.Statics[k]
				if !s.pairedOK(src, st.Paired) || (st.If != nil && !st.If.Holds(s, c)) {
					continue
				}
				var sel *kit.Selector
				if st.BP != nil {
					sel = &st.BP.To
				} else {
					sel = &st.Grant.To
				}
				hit := false
				sel.Each(s, c, func(t kit.Target) bool {
					hit = t == kit.CardTarget(id)
					return !hit
				})
				if hit {
					f(src, st)
				}
			}
		})
	}
}

// staticBP is what static effects add to card id's BP.
func (s *State) staticBP(id kit.ObjID) int {
	n := 0
	s.eachStatic(id, func(_ kit.ObjID, st *Static) {
		if st.BP != nil {
			n += st.BP.N
		}
	})
	return n
}

// staticGrants are the abilities static effects give card id.
func (s *State) staticGrants(id kit.ObjID) uint32 {
	var bits uint32
	s.eachStatic(id, func(_ kit.ObjID, st *Static) {
		if st.Grant != nil {
			for _, a := range st.Grant.Abilities {
				bits |= abilityBits[a]
			}
		}
	})
	return bits
}
