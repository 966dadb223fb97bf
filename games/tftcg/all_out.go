package tftcg

import "omnideck/kit"

// All-Out Attack (W1C/001): "Each of your untapped Transformers can attack
// this turn." After a player's first attack, further attacks are made
// only while the opponent's characters are all tapped (line 43); this
// lifts that for the turn, so that each untapped character may attack,
// a tapped enemy first as always (line 31).

// allOutParams are All-Out Attack's: none.
type allOutParams struct{}

// defineAllOutVerb defines all_out.
func defineAllOutVerb(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, allOutParams]{
		Name: "all_out", Doc: "each of your untapped characters can attack this turn, whether or not the opponent's characters are all tapped: {}",
		Resolve: func(s *State, j *kit.Job, _ *allOutParams) bool {
			if int(j.Ctrl) == s.active {
				s.more.allOut = true
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, _ *allOutParams) float64 {
			n := 0
			for _, id := range s.team[me] {
				if s.onField(id) && !s.tapped(id) {
					n++
				}
			}
			return 0.8 * float64(max(n-1, 0))
		},
		Text: func(*allOutParams) string { return "Each of your untapped characters can attack this turn." },
	}))
}
