package tftcg

import (
	"fmt"

	"omnideck/kit"
)

// Bounty abilities (Wave 4): "There are two parts to a Bounty ability: a
// trigger condition that tells you to 'use this card's Bounty ability'
// and the Bounty ability itself that gives you a reward"
// (Wave-4.xml#1). The reward is an ability of the card whose trigger is
// WhenBounty ("Bounty > ..."): it never triggers by itself, only when an
// effect uses it (the verb use_bounty). The condition is an ordinary
// triggered ability; Wave 4's is always "When this does enough attack
// damage to KO an enemy" (when: damages, if attack_ko), more than enough
// counting too (Wave-4.xml#2).

// WhenBounty is "Bounty > ...": the card's Bounty ability, done when an
// effect uses it (use_bounty).
const WhenBounty = "bounty"

// defineBountyVerbs defines use_bounty.
func defineBountyVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "use_bounty", Doc: "use the Bounty ability (when: bounty) of each card named, a character's of its face-up mode or an Upgrade's: {to: self}",
		Check: func(k *kit.Check, w string, p *toParams) { k.Selector(w, &p.To, true) },
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			return s.touch(j, &p.To, pickBounty, func(id kit.ObjID) { s.useBounty(int(j.Ctrl), id) })
		},
		Hint: func(s *State, me int, j *kit.Job, p *toParams) float64 {
			n := 0.0
			p.To.Each(s, kit.JobCtx(j), func(t kit.Target) bool {
				if !t.IsPlayer() && s.hasBounty(t.Obj()) {
					n++
				}
				return true
			})
			return n
		},
		Text: func(p *toParams) string {
			if p.To.Self {
				return "Use this card's Bounty ability."
			}
			return fmt.Sprintf("Use the Bounty ability of %s.", selText(&p.To))
		},
	}))
}

// bountyList is card id's abilities that may hold a Bounty ability, and
// the mode they are of (-1 for a battle card's): a character's on the
// battlefield, of its face-up mode; an Upgrade's on a character. A card
// elsewhere has none in force (Coup: a character KO'd is no longer on the
// battlefield, Wave-4.xml#47).
func (s *State) bountyList(id kit.ObjID) ([]Ability, int) {
	d := s.card(id)
	switch {
	case d.fights() && s.onField(id):
		mi := int(s.obj(id).Counters[cMode])
		return d.Modes[mi].Abilities, mi
	case d.isUpgrade() && s.on(id) != kit.NoObj:
		return d.Abilities, -1
	}
	return nil, -1
}

// hasBounty reports whether card id has a Bounty ability in force.
func (s *State) hasBounty(id kit.ObjID) bool {
	list, _ := s.bountyList(id)
	for i := range list {
		if list[i].When == WhenBounty {
			return true
		}
	}
	return false
}

// useBounty starts card id's Bounty abilities for player p: they wait,
// as triggered abilities do, until the effects under way are done.
func (s *State) useBounty(p int, id kit.ObjID) {
	if s.over {
		return
	}
	if list, mi := s.bountyList(id); len(list) > 0 {
		s.startEvent(id, p, mi, list, WhenBounty, kit.NoObj, 0)
	}
}
