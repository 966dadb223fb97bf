package tftcg

import (
	"fmt"
	"slices"
	"strings"

	"omnideck/kit"
)

// Characters back from the KO area for a turn (Relentless Invasion:
// "Put Full-Tilt, Wipe-Out, and Brunt from your KO area onto the
// battlefield fully repaired. The characters put onto the battlefield
// this way attack this turn. At end of turn, put each of those characters
// that's still on the battlefield under Trypticon."):
//   - from_ko puts the player's characters of some names from their KO
//     area onto the battlefield, untapped, with no damage counters, in the
//     mode each was KO'd in, last in the order the characters stand; the
//     later effects name them as chosen.
//   - must_attack: each character named attacks this turn. The player may
//     attack with any character as usual (Wave-4.xml#77), and while one of
//     them, untapped on the battlefield, has not attacked since it came,
//     the turn goes on after an attack that would end it (line 43), the
//     player attacking again with one of them, and may not end the turn.
//     One tapped or KO'd is let off.
//   - under_host puts each character named that is still on the
//     battlefield under the player's character of a name, on the
//     battlefield or in the KO area (a KO'd one stays in the KO area:
//     Wave-4.xml#78); with at_end, at the end of the turn.

// invasionState is the characters that attack this turn (must_attack):
// those of turn turn only.
type invasionState struct {
	attackers []kit.ObjID
	turn      int16
}

// clone copies the list.
func (v invasionState) clone() invasionState {
	v.attackers = slices.Clone(v.attackers)
	return v
}

type (
	// fromKOParams name the characters put from your KO area onto the
	// battlefield.
	fromKOParams struct {
		Names []string `yaml:"names"`
	}
	// underHostParams put characters under your character of name Host.
	underHostParams struct {
		To   kit.Selector `yaml:"to"`
		Host string       `yaml:"host"`
	}
)

// defineInvasionVerbs defines from_ko, must_attack and under_host.
func defineInvasionVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, fromKOParams]{
		Name: "from_ko", Doc: "put your characters of these names from your KO area onto the battlefield fully repaired, untapped, in the mode each was KO'd in; later effects name them as chosen: {names: [Full-Tilt, Wipe-Out, Brunt]}",
		Check: func(k *kit.Check, w string, p *fromKOParams) {
			if len(p.Names) == 0 {
				k.Failf(w, "from_ko names the characters: {names: [Full-Tilt, Wipe-Out]}")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *fromKOParams) bool {
			me := int(j.Ctrl)
			for _, id := range s.team[me] {
				if s.Is(id, "ko_character", kit.Ctx{}) && slices.Contains(p.Names, s.card(id).Name) {
					s.fromKO(id)
					j.Objs = append(j.Objs, id)
				}
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *fromKOParams) float64 {
			v := 0.0
			for _, id := range s.team[me] {
				if s.Is(id, "ko_character", kit.Ctx{}) && slices.Contains(p.Names, s.card(id).Name) {
					v += 2 + 0.2*float64(s.card(id).Health)
				}
			}
			return v
		},
		Text: func(p *fromKOParams) string {
			return fmt.Sprintf("Put %s from your KO area onto the battlefield fully repaired.", namesText(p.Names))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "must_attack", Doc: "each character named attacks this turn: {to: chosen}",
		Check: func(k *kit.Check, w string, p *toParams) { checkTo(k, w, &p.To) },
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			return s.touch(j, &p.To, pickCharacter, func(id kit.ObjID) {
				if !s.onField(id) || int(s.obj(id).Owner) != s.active {
					return
				}
				if int(s.inv.turn) != s.turn {
					s.inv = invasionState{turn: int16(s.turn)}
				}
				s.inv.attackers = append(s.inv.attackers, id)
				s.obj(id).Counters[cAttacks] = 0
			})
		},
		Hint: func(*State, int, *kit.Job, *toParams) float64 { return 0 },
		Text: func(p *toParams) string {
			if p.To.Event == "chosen" {
				return "Those characters attack this turn."
			}
			return fmt.Sprintf("%s attacks this turn.", upperFirst(selText(&p.To)))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, underHostParams]{
		Name: "under_host", Doc: "put each character named that is on the battlefield under your character of a name, on the battlefield or in the KO area: {to: chosen, host: Trypticon}",
		Check: func(k *kit.Check, w string, p *underHostParams) {
			checkTo(k, w, &p.To)
			if p.Host == "" {
				k.Failf(w, "under_host names the character they go under: host: Trypticon")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *underHostParams) bool {
			me := int(j.Ctrl)
			host := kit.NoObj
			for _, id := range s.team[me] {
				if (s.onField(id) || s.inKO(id)) && s.card(id).Name == p.Host {
					host = id
					break
				}
			}
			if host == kit.NoObj {
				return true
			}
			s.eachNamed(j, &p.To, func(id kit.ObjID) bool {
				if id != host && s.onField(id) && int(s.obj(id).Owner) == me {
					s.putUnder(id, host)
				}
				return true
			})
			return true
		},
		Hint: func(*State, int, *kit.Job, *underHostParams) float64 { return 0 },
		Text: func(p *underHostParams) string {
			what := upperFirst(selText(&p.To))
			if p.To.Event == "chosen" {
				what = "Each of those characters"
			}
			return fmt.Sprintf("%s still on the battlefield goes under %s.", what, p.Host)
		},
	}))
}

// namesText is "A", "A and B", or "A, B, and C".
func namesText(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	case 2:
		return names[0] + " and " + names[1]
	}
	return strings.Join(names[:len(names)-1], ", ") + ", and " + names[len(names)-1]
}

// fromKO puts character id from its owner's KO area onto the battlefield,
// untapped, with no damage counters, in the mode it was KO'd in.
func (s *State) fromKO(id kit.ObjID) {
	s.returnFromKO(id, 0, reviveUnder)
	o := s.obj(id)
	o.Counters[cAttacks] = 0
	o.Set(flReach, false)
}

// returnFromKO puts KO'd character id back onto its owner's battlefield,
// untapped, with damage damage counters, saying how long it stays (how:
// evRevive's B). Involuntary Promotion, I Still Function! and Relentless
// Invasion return characters this way.
func (s *State) returnFromKO(id kit.ObjID, damage int, how int32) {
	p := int(s.obj(id).Owner)
	s.t.Place(id, zone(p, zField), -1, kit.FaceUp)
	o := s.obj(id)
	o.Counters[cDamage] = int16(damage)
	o.Set(flTapped, false)
	s.logf(evRevive, p, s.ref(id), how)
	s.optsOK = false
}

// mustAttack reports whether character id has still to attack this turn
// (must_attack): untapped on the battlefield, of the player whose turn it
// is, and not attacked since.
func (s *State) mustAttack(id kit.ObjID) bool {
	return s.onField(id) && !s.tapped(id) && int(s.obj(id).Owner) == s.active && s.obj(id).Counters[cAttacks] == 0
}

// attackersLeft reports whether player p has a character that must
// attack this turn and has not.
func (s *State) attackersLeft(p int) bool {
	if len(s.inv.attackers) == 0 || int(s.inv.turn) != s.turn || p != s.active {
		return false
	}
	for _, id := range s.inv.attackers {
		if s.mustAttack(id) {
			return true
		}
	}
	return false
}

// invasionAllows reports whether character id may attack now as far as
// must_attack goes: any character when the rules let the player attack,
// and only one that must attack when it is that which lets them.
func (s *State) invasionAllows(id kit.ObjID) bool {
	p := s.active
	if !s.attackersLeft(p) || s.attacks == 0 || !s.anyUntapped(opponent(p)) || s.more.allOut || s.more.pincer.active {
		return true
	}
	return slices.Contains(s.inv.attackers, id) && s.mustAttack(id)
}
