package tftcg

import "omnideck/kit"

// Promoting a character from the KO area in place of another
// (Involuntary Promotion: "Choose one of your characters. Return another
// character that has the same number of [STARS] or fewer from your KO area
// to the battlefield fully repaired. Move the damage counters and Upgrades
// from the chosen character to the returned character. Then KO the chosen
// character."): the returned character comes back untapped in the mode it
// was KO'd in, with no damage counters (it is not repaired:
// Rules_Roundup-2019-11-08.xml#9-15); the chosen one's damage counters and
// Upgrades move to it at once (no damage counter is moved one by one:
// Rules_Roundup-2019-11-08.xml#9-3), each Upgrade that may go on it; then
// the chosen character is KO'd, whether or not one returned
// (Rules_Roundup-2019-11-08.xml#9-5).

// definePromoteVerbs defines promote.
func definePromoteVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, noParams]{
		Name: "promote", Doc: "choose one of your characters; return another with as many stars or fewer from your KO area fully repaired, move the chosen one's damage counters and Upgrades to it, then KO the chosen one: {}",
		Resolve: func(s *State, j *kit.Job, _ *noParams) bool {
			me := int(j.Ctrl)
			if j.Step == 0 {
				var cands []kit.ObjID
				for _, id := range s.team[me] {
					if s.onField(id) {
						cands = append(cands, id)
					}
				}
				id, ok := s.pick(j, me, pickCharacter, false, cands)
				if !ok {
					return false
				}
				if id == kit.NoObj {
					return true
				}
				j.Objs = append(j.Objs, id)
				j.Step = 1
			}
			chosen := j.Objs[len(j.Objs)-1]
			var cands []kit.ObjID
			for _, id := range s.team[me] {
				if id != chosen && s.Is(id, "ko_character", kit.Ctx{}) && s.card(id).Stars <= s.card(chosen).Stars {
					cands = append(cands, id)
				}
			}
			back, ok := s.pick(j, me, pickCharacter, false, cands)
			if !ok {
				return false
			}
			if back != kit.NoObj && s.onField(chosen) {
				s.returnFromKO(back, 0, reviveForGood)
				z := zone(me, zUpgrade)
				for i := 0; i < s.t.Count(z); i++ {
					if u := s.t.Zones[z].Cards[i]; s.on(u) == chosen && s.mayUpgrade(u, back) {
						s.moveUpgrade(me, u, back)
					}
				}
				if n := s.damage(chosen); n > 0 {
					s.obj(chosen).Counters[cDamage] = 0
					s.logf(evRepair, me, s.ref(chosen), int32(n))
					s.obj(back).Counters[cDamage] = int16(n)
					s.logf(evDamage, me, s.ref(back), pack(n, max(s.health(back)-n, 0)))
					if n >= s.health(back) {
						s.ko(back)
					}
				}
			}
			if s.onField(chosen) {
				s.ko(chosen)
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, _ *noParams) float64 {
			// Worth it when a KO'd character of as many stars or fewer
			// would take the place of a badly damaged one.
			best := -3.0
			for _, id := range s.team[me] {
				if !s.onField(id) {
					continue
				}
				for _, back := range s.team[me] {
					if back != id && s.Is(back, "ko_character", kit.Ctx{}) && s.card(back).Stars <= s.card(id).Stars &&
						s.damage(id) < s.card(back).Health {
						best = max(best, float64(s.card(back).Health-s.damage(id))-float64(s.health(id)-s.damage(id)))
					}
				}
			}
			return best
		},
		Aim: func(s *State, me int, j *kit.Job, _ *noParams, t kit.Target) float64 {
			id := t.Obj()
			if s.onField(id) {
				return float64(s.damage(id)) - float64(s.card(id).Stars)/2
			}
			return float64(s.card(id).Stars)
		},
		Text: func(*noParams) string {
			return "Choose one of your characters. Return another character that has the same number of stars or fewer from your KO area to the battlefield fully repaired. Move the damage counters and Upgrades from the chosen character to the returned character. Then KO the chosen character."
		},
	}))
}
