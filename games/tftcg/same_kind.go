package tftcg

import (
	"slices"

	"omnideck/kit"
)

// Upgrades of the same kind as one chosen before (Device Virus: "Scrap one
// of your Upgrades → Scrap up to 2 enemy Upgrades of the same type as your
// scrapped Upgrade"; scrap_upgrade with same_kind): the kind is that of
// the Upgrade the earlier effect chose, read from the card chosen, so that
// it holds even when another card was scrapped in its place
// (Rules_Roundup-2019-06-28.xml#628-15).

// chosenKind is the kind (weapon, armor, utility) of the last Upgrade an
// effect of job j chose, or "".
func (s *State) chosenKind(j *kit.Job) string {
	for i := len(j.Objs) - 1; i >= 0; i-- {
		if id := j.Objs[i]; id != kit.NoObj && s.card(id).isUpgrade() {
			return s.card(id).Subtype
		}
	}
	return ""
}

// sameKind is selector sel narrowed to Upgrades of kind, the statuses
// weapon, armor and utility.
func sameKind(sel *kit.Selector, kind string) kit.Selector {
	out := *sel
	out.Is = append(slices.Clip(sel.Is), kind)
	return out
}

// scrapSameKind resolves scrap_upgrade with same_kind for job j: the
// Upgrades p.To names of the chosen Upgrade's kind; none when no Upgrade
// was chosen.
func (s *State) scrapSameKind(j *kit.Job, p *scrapUpgradeParams) bool {
	kind := s.chosenKind(j)
	if kind == "" {
		return true
	}
	sel := sameKind(&p.To, kind)
	return s.touch(j, &sel, pickUpgrade, func(u kit.ObjID) { s.scrapUpgradeBy(int(j.Ctrl), u) })
}

// sameKindHint values scrap_upgrade with same_kind for player me: the
// Upgrades worth most it may scrap, of the chosen Upgrade's kind, or of the
// kind of the player's own Upgrades that gives most before one is chosen.
func (s *State) sameKindHint(me int, j *kit.Job, p *scrapUpgradeParams) float64 {
	var kinds []string
	if k := s.chosenKind(j); k != "" {
		kinds = []string{k}
	} else {
		for _, u := range s.t.Zones[zone(int(j.Ctrl), zUpgrade)].Cards {
			if k := s.card(u).Subtype; !slices.Contains(kinds, k) {
				kinds = append(kinds, k)
			}
		}
	}
	best := 0.0
	for _, k := range kinds {
		sel := sameKind(&p.To, k)
		var worth []float64
		sel.EachCandidate(s, kit.JobCtx(j), func(t kit.Target) bool {
			if !t.IsPlayer() {
				worth = append(worth, -s.signed(me, t.Obj(), s.upgradeWorth(t.Obj())))
			}
			return true
		})
		slices.Sort(worth)
		v := 0.0
		for i := len(worth) - 1; i >= 0 && len(worth)-i <= sel.Want(); i-- {
			v += max(worth[i], 0)
		}
		best = max(best, v)
	}
	return best
}
