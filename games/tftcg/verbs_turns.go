package tftcg

import (
	"fmt"

	"omnideck/kit"
)

// The verbs of turns, modes and characters coming back: extra_turn,
// revive (a KO'd character returns until the end of the turn), flip_to
// (flip to the alt mode of a trait: "from bot mode to Tank mode"), swarm
// (flip battle cards for each character of a trait you began with), and
// grant (a static ability for a character until the end of the turn).

type (
	// reviveParams return a KO'd character to the battlefield and
	// repair Repair damage from it; it is KO'd at the end of the turn.
	reviveParams struct {
		To     kit.Selector `yaml:"to"`
		Repair int          `yaml:"repair,omitempty"`
	}
	// flipToParams flip the characters To names, in bot mode, to their
	// alt mode when it has trait Trait.
	flipToParams struct {
		To    kit.Selector `yaml:"to"`
		Trait string       `yaml:"trait"`
	}
	// swarmParams count the characters of trait Trait you began the game
	// with.
	swarmParams struct {
		Trait string `yaml:"trait"`
	}
	// grantParams give the characters To names a static ability, or a
	// triggered one, until the end of the turn; its to is the character
	// (self).
	grantParams struct {
		To      kit.Selector `yaml:"to"`
		Static  *Static      `yaml:"static,omitempty"`
		Ability *Ability     `yaml:"ability,omitempty"`
	}
)

// grant is a static ability, or a triggered one, an effect gave character
// obj this turn; src is the card whose ability srcAb gave it.
type grant struct {
	obj   kit.ObjID
	st    *Static
	ab    *Ability
	src   kit.ObjID
	srcAb int16
}

// defineTurnVerbs defines extra_turn, revive, flip_to, swarm and grant.
func defineTurnVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, noParams]{
		Name: "extra_turn", Doc: "take an extra turn after this one",
		Resolve: func(s *State, j *kit.Job, _ *noParams) bool {
			if int(j.Ctrl) == s.active {
				s.extraTurns++
			}
			return true
		},
		Hint: func(*State, int, *kit.Job, *noParams) float64 { return 6 },
		Text: func(*noParams) string { return "Take an extra turn after this one." },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, reviveParams]{
		Name: "revive", Doc: "return a KO'd character of yours to the battlefield, repair N damage from it, and KO it at the end of the turn: {to: {choose: ko_character, in: ko, controller: you}, repair: N}",
		Check: func(k *kit.Check, w string, p *reviveParams) { checkTo(k, w, &p.To) },
		Resolve: func(s *State, j *kit.Job, p *reviveParams) bool {
			return s.touch(j, &p.To, pickCharacter, func(id kit.ObjID) {
				if !s.Is(id, "ko_character", kit.Ctx{}) {
					return
				}
				// It comes back with a KO'd character's damage counters,
				// its Health, less the repair (Wave-1.xml#96).
				s.returnFromKO(id, s.card(id).Health, reviveForTurn)
				s.repair(id, p.Repair)
				if s.damage(id) >= s.card(id).Health {
					s.ko(id) // nothing repaired: it cannot stay
					return
				}
				s.koAtEnd = append(s.koAtEnd, id)
			})
		},
		Hint: func(s *State, me int, j *kit.Job, p *reviveParams) float64 {
			if p.To.Chosen() && !p.To.HasCandidate(s, kit.JobCtx(j)) {
				return 0
			}
			return 1.5
		},
		Aim: func(s *State, _ int, _ *kit.Job, _ *reviveParams, t kit.Target) float64 {
			m := s.mode(t.Obj())
			return float64(m.Attack + m.Bold)
		},
		Text: func(p *reviveParams) string {
			return fmt.Sprintf("Return %s to the battlefield, and repair %d damage from it. At the end of turn, KO it.", selText(&p.To), p.Repair)
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, flipToParams]{
		Name: "flip_to", Doc: "flip characters from bot mode to the alt mode of a trait, those whose alt mode has it: {to: selector, trait: Tank}",
		Check: func(k *kit.Check, w string, p *flipToParams) {
			checkTo(k, w, &p.To)
			if p.Trait == "" {
				k.Failf(w, "flip_to names the alt mode's trait: trait: Car")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *flipToParams) bool {
			return s.touch(j, &p.To, pickCharacter, func(id kit.ObjID) {
				if !s.onField(id) || s.mode(id).Mode != ModeBot {
					return
				}
				for mi := range s.card(id).Modes {
					if hasWord(p.Trait, s.card(id).vehicleTraits(mi)) {
						s.flipToMode(id, mi)
						return
					}
				}
			})
		},
		Hint: func(*State, int, *kit.Job, *flipToParams) float64 { return 0 },
		Text: func(p *flipToParams) string {
			return fmt.Sprintf("Flip %s from bot mode to %s mode.", selText(&p.To), p.Trait)
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, swarmParams]{
		Name: "swarm", Doc: "flip a battle card for each character of a trait you began the game with; for each orange icon your opponent chooses one of their characters and does 1 damage to it; for each blue, repair 1 damage from one of your characters: {trait: Insecticon}",
		Check: func(k *kit.Check, w string, p *swarmParams) {
			if p.Trait == "" {
				k.Failf(w, "swarm names a trait: trait: Insecticon")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *swarmParams) bool {
			me, them := int(j.Ctrl), opponent(int(j.Ctrl))
			if len(j.Vals) == 0 {
				n := 0
				for _, id := range s.team[me] {
					if s.Trait(id, p.Trait) {
						n++
					}
				}
				var icons [numColors]int
				s.flipCards(me, n, &icons)
				j.Vals = append(j.Vals, int32(icons[colOrange]), int32(icons[colBlue]))
			}
			// j.Vals: the orange icons, then the blue ones, still to do.
			for j.Vals[0] > 0 && !s.over {
				id, ok := s.pick(j, them, pickCharacter, false, s.fielded(them))
				if !ok {
					return false
				}
				j.Vals[0]--
				if id != kit.NoObj {
					s.effectDamage(j, id, 1)
				}
			}
			for j.Vals[1] > 0 && !s.over {
				id, ok := s.pick(j, me, pickCharacter, false, s.fielded(me))
				if !ok {
					return false
				}
				j.Vals[1]--
				if id != kit.NoObj {
					s.repair(id, 1)
				}
			}
			j.Vals = j.Vals[:0]
			return true
		},
		Hint: func(s *State, _ int, j *kit.Job, p *swarmParams) float64 {
			n := 0
			for _, id := range s.team[int(j.Ctrl)] {
				if s.Trait(id, p.Trait) {
					n++
				}
			}
			return 0.6 * float64(n)
		},
		Aim: func(s *State, me int, j *kit.Job, _ *swarmParams, t kit.Target) float64 {
			id := t.Obj()
			if int(s.obj(id).Owner) == int(j.Ctrl) {
				return float64(min(1, s.damage(id)))
			}
			// The opponent damages the character that suffers least.
			return -s.harm(id, 1)
		},
		Text: func(p *swarmParams) string {
			return fmt.Sprintf("Flip a battle card for each %s you began the game with. For each orange icon you flip, your opponent chooses one of their characters and does 1 damage to it. For each blue icon, repair 1 damage from one of your characters.", p.Trait)
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, grantParams]{
		Name: "grant", Doc: "characters have a static ability, or a triggered one, until end of turn: {to: chosen, static: {to: self, pierce: 4, if: {self: [attacking, bigger_foe]}}} or {to: chosen, ability: {when: damages, do: [...]}}",
		Check: func(k *kit.Check, w string, p *grantParams) {
			checkTo(k, w, &p.To)
			if (p.Static == nil) == (p.Ability == nil) {
				k.Failf(w, "grant gives a static ability (static: {...}) or a triggered one (ability: {when: ..., do: [...]})")
				return
			}
			if p.Static != nil {
				p.Static.check(k, w+": static")
				if !p.Static.To.Self {
					k.FailAt(&p.Static.To, w, "a granted static is the character's own: to: self")
				}
				return
			}
			checkAbility(k, w+": ability", p.Ability, characterTriggers)
			if p.Ability.When == "" || teamTriggers[p.Ability.When] {
				k.FailAt(p.Ability, w, "a granted ability triggers on what its character does: when: attacks, damages, ...")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *grantParams) bool {
			return s.touch(j, &p.To, pickCharacter, func(id kit.ObjID) {
				if s.onField(id) {
					s.grants = append(s.grants, grant{obj: id, st: p.Static, ab: p.Ability, src: j.Src, srcAb: j.Ability})
				}
			})
		},
		Hint: func(*State, int, *kit.Job, *grantParams) float64 { return 0.5 },
		Text: func(p *grantParams) string {
			if p.Ability != nil {
				return fmt.Sprintf("Until end of turn, %s: %s", selText(&p.To), p.Ability.text())
			}
			return fmt.Sprintf("Until end of turn, %s: %s", selText(&p.To), p.Static.text())
		},
	}))
}

// fielded lists player p's characters on the battlefield.
func (s *State) fielded(p int) []kit.ObjID {
	var out []kit.ObjID
	for _, id := range s.team[p] {
		if s.onField(id) {
			out = append(out, id)
		}
	}
	return out
}

// turnEnds does what waits for the end of the turn: the characters
// returned until then are KO'd, and the static abilities given until
// then end.
func (s *State) turnEnds() {
	s.endGrants()
	s.bounties = s.bounties[:0]
	for len(s.koAtEnd) > 0 && !s.over {
		id := s.koAtEnd[0]
		s.koAtEnd = s.koAtEnd[1:]
		if s.onField(id) {
			s.ko(id)
		}
	}
	s.koAtEnd = s.koAtEnd[:0]
}

// nextPlayer is who takes the turn after player p's: p again while
// extra turns were given ("take an extra turn after this one"), every one
// of them (Wave-1.xml#103); under the tournament rules' limit no more than
// two turns in a row, the extra turns beyond being lost
// (Tournament.xml#13).
func (s *State) nextPlayer(p int) int {
	if s.rules.twoInARow && s.inARow >= 2 {
		s.extraTurns = 0
	}
	if s.extraTurns > 0 {
		s.extraTurns--
		s.inARow = max(s.inARow, 1) + 1 // 0 on the game's first turn
		return p
	}
	s.extraTurns, s.inARow = 0, 1
	return opponent(p)
}
