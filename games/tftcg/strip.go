package tftcg

import (
	"fmt"

	"omnideck/kit"
)

// Scrapping an Upgrade from a character for an effect on that character
// ("Scrap an Upgrade from any character > Repair 2 damage from that
// character"): the Upgrade is chosen, scrapped, and the character it was
// on becomes what the later effects of the ability name as chosen. With
// no Upgrade to scrap nothing is chosen, so the effects after it, being
// paid for by the scrapping (">"), do nothing.

// defineStripVerbs defines strip.
func defineStripVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "strip", Doc: "scrap an Upgrade from a character, which later effects name as chosen (\"that character\"): {to: {choose: upgrade}}",
		Check: func(k *kit.Check, w string, p *toParams) {
			checkTo(k, w, &p.To)
			if !p.To.Chosen() || p.To.Want() != 1 {
				k.FailAt(&p.To, w, "strip chooses one Upgrade: to: {choose: upgrade, ...}")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			return s.touch(j, &p.To, pickUpgrade, func(u kit.ObjID) {
				on := s.on(u)
				// The Upgrade is chosen (touch keeps it last in j.Objs): its
				// character takes its place there, for "that character".
				if n := len(j.Objs); n > 0 && j.Objs[n-1] == u {
					j.Objs[n-1] = on
				}
				s.scrapUpgradeBy(int(j.Ctrl), u)
			})
		},
		Hint: func(s *State, me int, j *kit.Job, p *toParams) float64 {
			// The best scrap for me: an enemy's Upgrade worth most, or my
			// own worth least.
			best, first := 0.0, true
			p.To.EachCandidate(s, kit.JobCtx(j), func(t kit.Target) bool {
				if v := -s.signed(me, t.Obj(), s.upgradeWorth(t.Obj())); first || v > best {
					best, first = v, false
				}
				return true
			})
			return best
		},
		Aim: func(s *State, me int, _ *kit.Job, _ *toParams, t kit.Target) float64 {
			return -s.signed(me, t.Obj(), s.upgradeWorth(t.Obj()))
		},
		Text: func(p *toParams) string {
			return fmt.Sprintf("Scrap %s.", selText(&p.To))
		},
	}))
}
