package tftcg

import (
	"fmt"

	"omnideck/kit"
)

// An extra attack for one trait (Pop A Wheelie: "You get an extra attack
// this turn, but only a Motorcycle can attack this way"; extra_attack):
// after an attack that would end the turn, the opponent having an untapped
// character (line 43), the player may attack once more, with an untapped
// character of the trait, against any enemy the other rules allow. While
// the turn would go on anyway (every enemy tapped, All-Out Attack) the
// extra attack waits; with no untapped character of the trait it is not
// made. Each effect gives one. With attack=must it is made; with may the
// player may end the turn instead, as for Pincer Movement's.

// extraAttack is what the extra attacks given this turn wait for: armed
// of them, for a character of trait; active while the extra attack's
// attacker is being chosen.
type extraAttack struct {
	armed  int8
	active bool
	trait  string
}

// extraAttackParams name the trait of the attacker: Motorcycle.
type extraAttackParams struct {
	Trait string `yaml:"trait"`
}

// defineExtraAttackVerbs defines extra_attack.
func defineExtraAttackVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, extraAttackParams]{
		Name: "extra_attack", Doc: "you get an extra attack this turn, but only a character of a trait can attack this way: {trait: Motorcycle}",
		Check: func(k *kit.Check, w string, p *extraAttackParams) {
			if p.Trait == "" {
				k.Failf(w, "extra_attack names the attacker's trait: {trait: Motorcycle}")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *extraAttackParams) bool {
			if int(j.Ctrl) == s.active {
				s.xa.armed++
				s.xa.trait = p.Trait
			}
			return true
		},
		Hint: func(s *State, me int, _ *kit.Job, p *extraAttackParams) float64 {
			// Worth an attack with an untapped character that is of the
			// trait or may become it (an alt mode of that vehicle).
			for _, id := range s.team[me] {
				if s.onField(id) && !s.tapped(id) && (s.Trait(id, p.Trait) || hasWord(p.Trait, s.card(id).AltTraits)) {
					return 1.5
				}
			}
			return 0
		},
		Text: func(p *extraAttackParams) string {
			return fmt.Sprintf("You get an extra attack this turn, but only a %s can attack this way.", p.Trait)
		},
	}))
}

// extraAttackDue is called as the active player p's attack is over: an
// extra attack being chosen is over, and it reports whether an extra
// attack is due now, the turn ending otherwise and p having an untapped
// character of its trait.
func (s *State) extraAttackDue(p int) bool {
	x := &s.xa
	x.active = false
	if x.armed == 0 || !s.anyUntapped(opponent(p)) || s.more.allOut && s.anyUntapped(p) {
		return false
	}
	for _, id := range s.team[p] {
		if s.onField(id) && !s.tapped(id) && s.Trait(id, x.trait) {
			return true
		}
	}
	return false
}

// startExtraAttack uses up an extra attack: its attacker is chosen next.
func (s *State) startExtraAttack() {
	s.xa.armed--
	s.xa.active = true
}

// extraAllows reports whether character id may attack now as far as an
// extra attack goes: any when none is being chosen, else one of its trait.
func (s *State) extraAllows(id kit.ObjID) bool {
	return !s.xa.active || s.Trait(id, s.xa.trait)
}
