package tftcg

import (
	"fmt"

	"omnideck/kit"
)

// Pincer Movement (W4/044): "When one of your Decepticons attacks an enemy
// this turn > You get an extra attack this turn, but only with one of your
// other Decepticons against the same enemy." The next attack of the turn
// by one of the player's characters of the trait uses it up; once that
// attack is over, the player attacks again, the attacker one of their
// other untapped characters of the trait and the defender the same enemy,
// whether or not the opponent has untapped characters (line 43). The extra
// attack must be legal by the other rules: an enemy KO'd, or one that may
// not be attacked now (a tapped enemy first, Brave, Stealth), gives none
// (Wave-4.xml#76, Rules_Roundup-2019-11-08.xml#9-4). Each Pincer Movement
// gives one extra attack (Rules_Roundup-2019-11-08.xml#9-11). With
// attack=must the extra attack is made; with may the player may end the
// turn instead.

// pincerState is what Pincer Movements played this turn wait for: armed
// extra attacks, for an attack by a character of trait; while active, the
// extra attack's attacker is being chosen (any character of the trait but
// by) against on.
type pincerState struct {
	armed  int8
	active bool
	trait  string
	on, by kit.ObjID
}

// pincerParams name the trait of the attackers: Decepticon.
type pincerParams struct {
	Trait string `yaml:"trait"`
}

// definePincerVerbs defines pincer.
func definePincerVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, pincerParams]{
		Name: "pincer", Doc: "when one of your characters of a trait next attacks an enemy this turn, you get an extra attack once it is over, with another of your characters of the trait against the same enemy: {trait: Decepticon}",
		Check: func(k *kit.Check, w string, p *pincerParams) {
			if p.Trait == "" {
				k.Failf(w, "pincer names the attackers' trait: {trait: Decepticon}")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *pincerParams) bool {
			if int(j.Ctrl) == s.active {
				s.more.pincer.armed++
				s.more.pincer.trait = p.Trait
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *pincerParams) float64 {
			// Worth an attack when two characters of the trait may attack.
			n := 0
			for _, id := range s.team[me] {
				if s.onField(id) && !s.tapped(id) && s.Trait(id, p.Trait) {
					n++
				}
			}
			if n < 2 {
				return 0
			}
			return 1.5
		},
		Text: func(p *pincerParams) string {
			return fmt.Sprintf("When one of your %ss attacks an enemy this turn, you get an extra attack this turn, but only with one of your other %ss against the same enemy.", p.Trait, p.Trait)
		},
	}))
}

// pincerEnds is called as the active player p's attack is over, its
// attacker and defender still set: an extra attack of Pincer Movement's
// under way is over; when this attack uses up a Pincer Movement and an
// extra attack is legal, it notes that attack's enemy and reports true,
// for afterAttack to start it.
func (s *State) pincerEnds(p int) bool {
	pc := &s.more.pincer
	pc.active = false
	att, def := s.attacker, s.defender
	if pc.armed == 0 || att == kit.NoObj || def == kit.NoObj || int(s.obj(att).Owner) != p || !s.Trait(att, pc.trait) {
		return false
	}
	pc.armed--
	if !s.onField(def) {
		return false // the enemy is KO'd: no extra attack (Wave-4.xml#76)
	}
	for _, id := range s.team[p] {
		if s.pincerMay(id, att, def) {
			pc.on, pc.by = def, att
			return true
		}
	}
	return false
}

// pincerMay reports whether character id may make the extra attack after
// by's against def: another untapped character of the trait, def being a
// legal defender for it (Rules_Roundup-2019-11-08.xml#9-4).
func (s *State) pincerMay(id, by, def kit.ObjID) bool {
	if id == by || !s.onField(id) || s.tapped(id) || !s.Trait(id, s.more.pincer.trait) {
		return false
	}
	keep := s.attacker
	s.attacker = id
	ok := s.mayDefend(def)
	s.attacker = keep
	return ok
}

// pincerAllows reports whether character id may attack now as far as an
// extra attack of Pincer Movement's goes: any when none is being chosen.
func (s *State) pincerAllows(id kit.ObjID) bool {
	pc := &s.more.pincer
	return !pc.active || s.pincerMay(id, pc.by, pc.on)
}
