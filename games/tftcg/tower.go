package tftcg

import (
	"fmt"

	"omnideck/kit"
)

// The Constructicons' Tower (Wave 2A): Scrapper, Construction Foreman puts
// his player's Tower tracker into the KO area at the start of the game,
// with one height counter; the Constructicons' and their cards' text puts
// more on it, and reads its height. A player without Scrapper on their
// team has no Tower (Rules_Roundup-2019-07-29.xml#2-37): "put a height
// counter on your Tower" does nothing, and the Tower's height is 0. The
// Tower is no character and no card: it is the player's number
// (moreState.tower), shown beside their counters.

// towerParams build a player's Tower (Build) and put N height counters on
// it.
type towerParams struct {
	N     int  `yaml:"n"`
	Build bool `yaml:"build,omitempty"`
}

// defineTowerVerbs defines tower and scrap_to_top.
func defineTowerVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, towerParams]{
		Name: "tower", Doc: "put N height counters on your Tower, when you have one: {n: 1}; build: true puts the Tower tracker into your KO area first (Scrapper)",
		Check: func(k *kit.Check, w string, p *towerParams) {
			if p.N < 1 {
				k.Failf(w, "tower puts at least one height counter: n: 1")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *towerParams) bool {
			s.raiseTower(int(j.Ctrl), p.N, p.Build)
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *towerParams) float64 {
			if !p.Build && !s.more.towerUp[int(j.Ctrl)] {
				return 0
			}
			return 0.6 * float64(p.N)
		},
		Text: func(p *towerParams) string {
			if p.Build {
				return "Put your Tower tracker into your KO area with a height counter on it."
			}
			if p.N == 1 {
				return "Put a height counter on your Tower."
			}
			return fmt.Sprintf("Put %d height counters on your Tower.", p.N)
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "scrap_to_top", Doc: "put a card of your scrap pile on top of your deck: {to: {choose: card, in: scrap, controller: you, kind: upgrade}}",
		Check: func(k *kit.Check, w string, p *toParams) {
			checkTo(k, w, &p.To)
			if p.To.In != "scrap" {
				k.FailAt(&p.To, w, "scrap_to_top takes cards from the scrap pile: in: scrap")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			me := int(j.Ctrl)
			return s.touch(j, &p.To, pickScrap, func(id kit.ObjID) {
				s.t.Place(id, zone(me, zDeck), -1, kit.FaceDown)
				s.logf(evOnTop, me, s.ref(id), 0)
			})
		},
		Hint: func(s *State, me int, j *kit.Job, p *toParams) float64 {
			if p.To.Chosen() && !p.To.HasCandidate(s, kit.JobCtx(j)) {
				return 0
			}
			return 0.5
		},
		Aim: func(s *State, _ int, _ *kit.Job, _ *toParams, t kit.Target) float64 {
			return s.cardWorth(t.Obj())
		},
		Text: func(p *toParams) string {
			return fmt.Sprintf("Put %s on top of your deck.", selText(&p.To))
		},
	}))
}

// raiseTower puts n height counters on player p's Tower, building it
// first when build is set; without a Tower it does nothing.
func (s *State) raiseTower(p, n int, build bool) {
	if build {
		s.more.towerUp[p] = true
	}
	if !s.more.towerUp[p] {
		return
	}
	s.more.tower[p] = int8(min(int(s.more.tower[p])+n, 127))
	s.logf(evTower, p, int32(s.more.tower[p]), 0)
}

// towerHeight is player p's Tower's height: 0 without one.
func (s *State) towerHeight(p int) int { return int(s.more.tower[p]) }
