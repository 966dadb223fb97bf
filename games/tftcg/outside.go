package tftcg

import (
	"fmt"
	"slices"

	"omnideck/engine"
	"omnideck/kit"
)

// Cards from outside the game ("Choose a Dinobot you own from outside the
// game", "a battle card you own from outside the game that has 1 STAR"):
// with the option outside=collection, a player owns every card of the
// card set, as many copies as they like (Wave-2-3.xml#32, #35, #104:
// another copy of a card in the game, a fourth copy of a battle card, the
// 25-star limit not applying); combined forms, which exist only when
// combined, are not among them (Rules_Roundup-2019-05-02.xml#502-2). With
// outside=none a player owns nothing outside the game, and such effects
// do nothing. The card chosen joins the game as a new card: a character
// joins its player's team (in the KO area, fully damaged, in the mode
// the effect says), a battle card its player's hand, where only that
// player sees which card it is.

// The options of outside.
const (
	OutsideCollection = "collection"
	OutsideNone       = "none"
)

// outsideParams bring cards from outside the game: a character of a
// trait (Trait, "Dinobot"), into the KO area in mode Mode, fully
// damaged; or a battle card of Stars stars into the hand. Count cards, up
// to Count with UpTo, all different with Different.
type outsideParams struct {
	Kind      string `yaml:"kind"`
	Trait     string `yaml:"trait,omitempty"`
	Stars     *int   `yaml:"stars,omitempty"`
	Mode      string `yaml:"mode,omitempty"`
	Count     int    `yaml:"count,omitempty"`
	UpTo      bool   `yaml:"up_to,omitempty"`
	Different bool   `yaml:"different,omitempty"`
	// Reveal shows a battle card chosen to both players (Valuable
	// Contract: Wave-4.xml#84).
	Reveal bool `yaml:"reveal,omitempty"`
}

// defineOutsideVerbs defines outside.
func defineOutsideVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, outsideParams]{
		Name: "outside", Doc: "choose cards you own from outside the game: a character of a trait, put into your KO area in a mode, fully damaged; or a battle card of some stars, put into your hand: {kind: character, trait: Dinobot, mode: alt, count: 3, up_to: true, different: true} or {kind: battle, stars: 1}",
		Check: func(k *kit.Check, w string, p *outsideParams) {
			k.OneOf(w, "kind", &p.Kind, []string{TypeCharacter, "battle"})
			if p.Kind == TypeCharacter {
				if p.Mode == "" {
					p.Mode = ModeAlt
				}
				k.OneOf(w, "mode", &p.Mode, []string{ModeAlt, ModeBot})
			}
			if p.Count < 0 {
				k.FailAt(&p.Count, w, "count is 1 or more")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *outsideParams) bool {
			me := int(j.Ctrl)
			for int(j.Step) < max(p.Count, 1) {
				var cands []kit.ObjID
				for _, c := range s.outsideCards(p) {
					if !(p.Different && slices.Contains(j.Vals, int32(c))) {
						cands = append(cands, kit.ObjID(c))
					}
				}
				id, ok := s.pick(j, me, pickOutside, p.UpTo, cands)
				if !ok {
					return false
				}
				j.Step++
				if id == kit.NoObj {
					break
				}
				j.Vals = append(j.Vals, int32(id))
				if in := s.join(me, kit.CardID(id), p.Mode); p.Reveal && !s.card(in).isCharacter() {
					s.t.Reveal(in, engine.AllPlayers(2))
					s.logf(evShow, me, s.ref(in), 0)
				}
			}
			j.Vals = j.Vals[:0]
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *outsideParams) float64 {
			best := 0.0
			for _, c := range s.outsideCards(p) {
				best = max(best, s.outsideHint(me, c))
			}
			return best * float64(max(p.Count, 1))
		},
		Text: func(p *outsideParams) string {
			n := "a"
			if p.Count > 1 {
				n = fmt.Sprintf("%d different", p.Count)
				if p.UpTo {
					n = "up to " + n
				}
			}
			if p.Kind == TypeCharacter {
				return fmt.Sprintf("Choose %s %s you own from outside the game. Put it in your KO area in %s mode (fully damaged).", n, p.Trait, p.Mode)
			}
			return fmt.Sprintf("Choose %s battle card you own from outside the game that has %d STAR and put it into your hand.", n, *p.Stars)
		},
	}))
}

// outsideCards are the cards player may choose from outside the game for
// p, in the card set's order: none with outside=none.
func (s *State) outsideCards(p *outsideParams) []kit.CardID {
	if s.rules.noOutside {
		return nil
	}
	var out []kit.CardID
	for i, c := range s.defs {
		switch {
		case c.isSide():
		case p.Kind == TypeCharacter && (!c.isCharacter() || (p.Trait != "" && !hasWord(p.Trait, c.Traits, c.Tribe) && !stringsEqualFold(p.Trait, c.Faction))):
		case p.Kind != TypeCharacter && (!c.isBattle() || (p.Stars != nil && c.Stars != *p.Stars)):
		default:
			out = append(out, kit.CardID(i))
		}
	}
	return out
}

// stringsEqualFold reports whether a and b are the same word, ignoring
// case.
func stringsEqualFold(a, b string) bool { return hasWord(a, []string{b}) }

// join brings card c into player p's game from outside it: a character
// into p's KO area in mode (fully damaged) and p's team, a battle card
// into p's hand.
func (s *State) join(p int, c kit.CardID, mode string) kit.ObjID {
	d := s.defs[c]
	s.noteCard(d)
	if !d.isCharacter() {
		id := s.t.NewObject(c, p, zone(p, zHand), kit.FaceUp)
		s.logf(evJoin, p, s.ref(id), 2)
		return id
	}
	id := s.t.NewObject(c, p, zone(p, zKO), kit.FaceUp)
	if mi := d.modeIndex(mode); mi >= 0 {
		s.obj(id).Counters[cMode] = int16(mi)
	}
	s.obj(id).Counters[cDamage] = int16(d.Health)
	s.addToTeam(p, id)
	s.logf(evJoin, p, s.ref(id), 1)
	return id
}

// addToTeam adds character id to player p's team. The team's list is
// shared with the state's copies: a new one is made.
func (s *State) addToTeam(p int, id kit.ObjID) {
	t := s.team[p]
	s.team[p] = append(t[:len(t):len(t)], id)
}

// outsideLabel is the choice of a card from outside the game for people.
func (s *State) outsideLabel(o kit.Option) string {
	if o.A == 0 || int(o.A) > len(s.defs) {
		return "not an option"
	}
	c := s.defs[o.A-1]
	if c.isCharacter() {
		return fmt.Sprintf("Put %s (%d stars, Health %d) from outside the game into your KO area", c.FullName(), c.Stars, c.Health)
	}
	return fmt.Sprintf("Put %s (%s, %s) from outside the game into your hand", c.FullName(), c.Type, c.iconText())
}

// outsideHint is what card c from outside the game is worth to player p:
// a character its abilities in the KO area and its place in a combined
// form of p's; a battle card its icons, bonuses and text.
func (s *State) outsideHint(p int, c kit.CardID) float64 {
	d := s.defs[c]
	if !d.isCharacter() {
		v := float64(d.AttackBonus+d.DefenseBonus) * 0.5
		for k := range numColors {
			v += float64(d.icon(k)) * 0.5
		}
		return v + float64(len(d.Abilities))
	}
	v := 0.1 * float64(d.Stars)
	for _, m := range d.Modes {
		for _, a := range m.Abilities {
			if a.When == WhenKOFlipTo {
				v += 2
			}
		}
	}
	if d.Combiner != "" {
		have := 0
		for _, id := range s.team[p] {
			if s.card(id).Combiner == d.Combiner && s.card(id) != d {
				have++
			}
		}
		v += float64(have)
	}
	return v
}
