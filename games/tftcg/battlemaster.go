package tftcg

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"omnideck/kit"
)

// Battle Masters and Weaponizers (Wave-2-3.xml#106 to #113, #160;
// Wave-4.xml#8): characters that begin in bot mode, their only mode, and
// never flip; when one is KO'd it goes to the KO area and turns to its
// Upgrade side there (Rules_Roundup-2019-04-12.xml#412-18), which its
// player may then play onto one of their characters (Wave-2-3.xml#110),
// as any Upgrade is played but for the turn's one Upgrade
// (Wave-2-3.xml#112, Rules_Roundup-2019-04-12.xml#412-19: "when you put
// this on" and "when you upgrade" trigger). A Weaponizer of two cards
// (Sergeant Six-Gun, Raider Brunt) turns to two Upgrades, each played on
// its own (Wave-4.xml#8). On its Upgrade side the card is no character:
// it leaves its team and counts as no character in the KO area
// (Wave-2-3.xml#152, Rules_Roundup-2019-07-29.xml#2-17, #2-35), and it
// never turns back (Rules_Roundup-2019-05-02.xml#502-7). An Upgrade side
// that would leave the battlefield (scrapped, returned to the hand, its
// character KO'd) goes to its player's KO area instead (Wave-2-3.xml#113,
// Rules_Roundup-2019-08-23.xml#4-14).
//
// An Upgrade side is a card definition of its own, made from the
// character's printed Upgrade side when the cards load (addSides): its
// name, kind and bonuses are read from its stat box ("<Weapon | +3
// [ATK]>", "Oxidation Cannon // Upgrade - Weapon +3 [ATK]"); a side that
// prints no kind is a Weapon, as every Wave 3 Battle Master's is ("a
// Battle Master comes back as a weapon": Rules_Roundup-2019-05-02.xml#502-7,
// Rules_Roundup-2019-07-29.xml#2-27), and one that prints no name takes
// its character's. Its text is written in the abilities files under the
// character's id with mode upgrade (upgrade2 for a Weaponizer's second
// card). Side cards follow the card file's cards in the card set, and go
// in no deck.

// whenSide is the rules' own trigger of an Upgrade side just turned face
// up in the KO area: its player may play it (play_side). Card files do
// not use it.
const whenSide = "side_turned"

// SideMode is the mode name under which an abilities file writes the
// text of a character's i-th Upgrade side (from 0): upgrade, upgrade2.
func SideMode(i int) string {
	if i == 0 {
		return "upgrade"
	}
	return "upgrade" + strconv.Itoa(i+1)
}

// side is the Upgrade side the mode name m names (SideMode), or nil.
func (c *Card) side(m string) *Card {
	for i, sd := range c.sides {
		if m == SideMode(i) {
			return sd
		}
	}
	return nil
}

// isSide reports whether the card is a character's Upgrade side.
func (c *Card) isSide() bool { return c.sideOf != nil }

// Stat boxes of Upgrade sides: "<Weapon | +3 [ATK]>" and "Name // Upgrade
// - Weapon" or "Name\nUpgrade - Armor // +2 [DEF]", their bonuses on the
// line of the kind or the next.
var (
	sideBox   = regexp.MustCompile(`^<\s*(Weapon|Armor|Utility)\s*\|\s*\+(\d+)[^>]*>`)
	sideKind  = regexp.MustCompile(`Upgrade\s*-\s*(Weapon|Armor|Utility)`)
	sideBonus = regexp.MustCompile(`\+\s*(\d+)\s*\[(ATK|DEF)\]`)
)

// sideFacts reads an Upgrade side's printed name, kind and bonuses from
// its text (name "" when it prints none).
func sideFacts(text string) (name, kind string, atk, def int) {
	text = strings.TrimSpace(text)
	if m := sideBox.FindStringSubmatch(text); m != nil {
		n, _ := strconv.Atoi(m[2])
		kind = strings.ToLower(m[1])
		if kind == SubArmor {
			return "", kind, 0, n
		}
		return "", kind, n, 0
	}
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		m := sideKind.FindStringIndex(line)
		if m == nil {
			continue
		}
		kind = strings.ToLower(sideKind.FindStringSubmatch(line)[1])
		before := lines[:i]
		if head := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(line[:m[0]]), "//")); head != "" {
			before = append(slices.Clone(before), head)
		}
		name = strings.TrimSpace(strings.Join(before, " "))
		box := line[m[1]:]
		if i+1 < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[i+1]), "+") {
			box += " " + lines[i+1]
		}
		for _, b := range sideBonus.FindAllStringSubmatch(box, -1) {
			n, _ := strconv.Atoi(b[1])
			if b[2] == "ATK" {
				atk = n
			} else {
				def = n
			}
		}
		return name, kind, atk, def
	}
	return "", SubWeapon, 0, 0
}

// sidePlay is the ability every Upgrade side has by the rules: turned
// face up in the KO area, it may be played onto one of its player's
// characters. It is made once the verbs are defined (addSides).
var sidePlay *Ability

// addSides makes the Upgrade side cards of the set's characters, after
// the card file's cards.
func (cs *CardSet) addSides() {
	n := len(cs.cards)
	for _, c := range cs.cards[:n] {
		if !c.isCharacter() {
			continue
		}
		for i, text := range c.UpgradeSides {
			name, kind, atk, def := sideFacts(text)
			if name == "" {
				name = c.Name
			}
			sd := &Card{ID: c.ID + "/" + SideMode(i), Name: name, Type: TypeUpgrade, Subtype: kind, Faction: c.Faction,
				Tribe: slices.Clone(c.AltTraits), AttackBonus: atk, DefenseBonus: def, Text: text, sideOf: c}
			sd.kind = int8(slices.Index(upgradeKinds[:], kind))
			sd.seq = len(cs.cards)
			sd.full = name
			sd.code = c.code + "-" + SideMode(i)
			if sidePlay == nil {
				e, err := runner.Verbs.Make("play_side", &sideParams{})
				must(err)
				sidePlay = &Ability{When: whenSide, Do: []kit.Effect{e}}
			}
			sd.Abilities = []Ability{*sidePlay}
			c.sides = append(c.sides, sd)
			cs.cards = append(cs.cards, sd)
		}
	}
}

// toSides turns Battle Master id, just KO'd into its owner's KO area, to
// its Upgrade side there (and a Weaponizer of two cards to both), out of
// its team, and starts each side's play.
func (s *State) toSides(id kit.ObjID) {
	c := s.card(id)
	p := int(s.obj(id).Owner)
	if i := slices.Index(s.team[p], id); i >= 0 {
		// The team's list is shared with the state's copies.
		s.team[p] = slices.Delete(slices.Clone(s.team[p]), i, i+1)
		if i < int(s.more.began[p]) {
			s.more.began[p]--
		}
		s.sidesOut[p]++
	}
	// Its character's abilities still to resolve are gone with it: the
	// card is no such character any more.
	mine := func(j kit.Job) bool { return j.Src == id && j.Kind == jobAbility }
	s.waiting.Jobs = slices.DeleteFunc(s.waiting.Jobs, mine)
	for i := range s.jobs.Jobs {
		if mine(s.jobs.Jobs[i]) {
			s.jobs.Jobs[i].Gone = true
		}
	}
	for i, sd := range c.sides {
		u := id
		if i == 0 {
			o := s.obj(id)
			o.Card = kit.CardID(sd.seq)
			o.Counters = [4]int16{}
			o.Flags = 0
		} else {
			u = s.t.NewObject(kit.CardID(sd.seq), p, zone(p, zKO), kit.FaceUp)
		}
		s.noteCard(sd)
		s.logf(evSide, p, s.ref(u), 0)
		if !s.rules.basic {
			s.start(u, p, -1, sd.Abilities, whenSide)
		}
	}
}

// sideLeaves puts Upgrade side id, about to leave the battlefield, into
// its owner's KO area instead, and reports whether it did; it does
// nothing to other cards, nor to a side already in the KO area.
func (s *State) sideLeaves(id kit.ObjID) bool {
	if !s.card(id).isSide() {
		return false
	}
	p := int(s.obj(id).Owner)
	if s.obj(id).Zone == zone(p, zKO) {
		return false
	}
	from := s.on(id)
	s.t.Place(id, zone(p, zKO), -1, kit.FaceUp)
	o := s.obj(id)
	o.Counters = [4]int16{}
	o.Flags = 0
	s.logf(evSide, p, s.ref(id), 1)
	s.removedFrom(id, from)
	return true
}

// sideParams play an Upgrade side from the KO area (none).
type sideParams struct{}

// sideFromKOParams put an Upgrade side of a trait from your KO area onto
// one of your characters.
type sideFromKOParams struct {
	Trait string `yaml:"trait,omitempty"`
	// Yours moves an Upgrade of one of your characters to another one
	// instead (Quartermaster's other mode).
	Yours bool `yaml:"yours,omitempty"`
}

// defineSideVerbs defines play_side, the rules' own step that plays an
// Upgrade side turned face up in the KO area, and side_from_ko
// (Quartermaster).
func defineSideVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, sideFromKOParams]{
		Name: "side_from_ko", Doc: "put an Upgrade side of a trait from your KO area onto one of your characters: {trait: Battle Master}; or, with yours, move an Upgrade from one of your characters to another: {yours: true}",
		Check: func(k *kit.Check, w string, p *sideFromKOParams) {
			if (p.Trait == "") != p.Yours {
				k.Failf(w, "side_from_ko names the trait (trait: Battle Master) or moves your own Upgrade (yours: true)")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *sideFromKOParams) bool {
			me := int(j.Ctrl)
			// The side is chosen first (j.Vals[0]), then its character.
			other := func(u kit.ObjID) []kit.ObjID {
				return slices.DeleteFunc(s.upgradeTargetsIn(u, me, nil), func(ch kit.ObjID) bool { return ch == s.on(u) })
			}
			if len(j.Vals) == 0 {
				var cands []kit.ObjID
				from := zone(me, zKO)
				if p.Yours {
					from = zone(me, zUpgrade)
				}
				for _, id := range s.t.Zones[from].Cards {
					if (p.Yours || s.card(id).isSide() && s.Trait(id, p.Trait)) && len(other(id)) > 0 {
						cands = append(cands, id)
					}
				}
				u, ok := s.pick(j, me, pickUpgrade, false, cands)
				if !ok {
					return false
				}
				if u == kit.NoObj {
					return true
				}
				j.Vals = append(j.Vals, int32(u))
			}
			u := kit.ObjID(j.Vals[0])
			on, ok := s.pick(j, me, pickCharacter, false, other(u))
			if !ok {
				return false
			}
			j.Vals = j.Vals[:0]
			switch {
			case on == kit.NoObj:
			case p.Yours && s.on(u) != kit.NoObj:
				s.moveUpgrade(me, u, on)
			case !p.Yours && s.inKO(u):
				s.putUpgrade(me, u, on)
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *sideFromKOParams) float64 {
			if p.Yours {
				return 0.3
			}
			for _, id := range s.t.Zones[zone(me, zKO)].Cards {
				if s.card(id).isSide() && s.Trait(id, p.Trait) {
					return 2
				}
			}
			return 0
		},
		Aim: func(s *State, me int, j *kit.Job, _ *sideFromKOParams, t kit.Target) float64 {
			if len(j.Vals) > 0 {
				return s.upgradeGain(kit.ObjID(j.Vals[0]), t.Obj()) + 10
			}
			return s.upgradeWorth(t.Obj())
		},
		Text: func(p *sideFromKOParams) string {
			if p.Yours {
				return "Move an Upgrade from one of your characters to another one."
			}
			return fmt.Sprintf("Put a %s Upgrade from your KO area onto one of your characters.", p.Trait)
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, sideParams]{
		Name: "play_side", Internal: true,
		Doc: "the rules' own step: you may play this Upgrade side, in your KO area, onto one of your characters",
		Resolve: func(s *State, j *kit.Job, _ *sideParams) bool {
			me, u := int(j.Ctrl), j.Src
			if !s.inKO(u) || !s.card(u).isSide() {
				return true
			}
			var room [teamRoom]kit.ObjID
			cands := s.upgradeTargetsIn(u, me, room[:0])
			on, ok := s.pick(j, me, pickCharacter, true, cands)
			if !ok {
				return false
			}
			if on != kit.NoObj && s.onField(on) {
				s.putUpgrade(me, u, on)
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, _ *sideParams) float64 { return 1 },
		Aim: func(s *State, me int, j *kit.Job, _ *sideParams, t kit.Target) float64 {
			// No turn's Upgrade is spent: a side with no bonus is worth its
			// text, and only an Upgrade it would replace may be worth more.
			g := s.upgradeGain(j.Src, t.Obj())
			if g < -5 {
				g += 10
			}
			return 1 + g
		},
		Text: func(*sideParams) string { return "Play this Upgrade side onto one of your characters." },
	}))
}

// sideText is an Upgrade side's event for people: turned face up in the
// KO area (how 0), or put there instead of leaving the battlefield (1).
func (s *State) sideText(card string, how int32) string {
	if how == 1 {
		return fmt.Sprintf("%s goes to the KO area instead of leaving the battlefield.", card)
	}
	return fmt.Sprintf("%s turns to its Upgrade side in the KO area.", card)
}
