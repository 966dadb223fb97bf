package tftcg

import (
	"fmt"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// "Reveal the top 3 cards of your deck. If they include at least
// [W][O][B], put them all into your hand. Otherwise, scrap them." (Fuel
// Cache): the cards are revealed one at a time, a deck emptied on the way
// refilled from the scrap pile without them (Wave-2-3.xml#182); their
// icons together must show each colour (Wave-2-3.xml#181).

// revealTakeParams reveal the top N cards of your deck: into your hand
// when their icons together show each of Colors, else scrapped.
type revealTakeParams struct {
	N      int      `yaml:"n"`
	Colors []string `yaml:"colors"`
}

// defineRevealTakeVerbs defines reveal_take.
func defineRevealTakeVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, revealTakeParams]{
		Name: "reveal_take", Doc: "reveal the top N cards of your deck; put them all into your hand if their icons include each colour given, else scrap them: {n: 3, colors: [white, orange, blue]}",
		Check: func(k *kit.Check, w string, p *revealTakeParams) {
			if p.N < 1 {
				k.Failf(w, "n is 1 or more")
			}
			if len(p.Colors) == 0 {
				k.Failf(w, "reveal_take names the colours: colors: [white, orange, blue]")
			}
			for i := range p.Colors {
				k.OneOf(w, "colors", &p.Colors[i], colorNames[:])
			}
		},
		Resolve: func(s *State, j *kit.Job, p *revealTakeParams) bool {
			me := int(j.Ctrl)
			deck := zone(me, zDeck)
			start := len(j.Objs)
			// Each card revealed waits in the scrap pile, held out of a
			// reshuffle, until the effect is done with them.
			for range p.N {
				if s.t.Count(deck) == 0 && !s.reshuffle(me, j.Objs[start:]...) {
					break
				}
				id := s.t.Top(deck)
				s.t.Reveal(id, engine.AllPlayers(2))
				s.logf(evReveal, me, s.ref(id), 0)
				s.scrap(id)
				j.Objs = append(j.Objs, id)
				s.refill(me, j.Objs[start:]...)
			}
			if s.showsColors(j.Objs[start:], p.Colors) {
				for _, id := range j.Objs[start:] {
					s.toHand(id)
				}
			}
			return true
		},
		Hint: func(s *State, me int, _ *kit.Job, p *revealTakeParams) float64 {
			return float64(p.N) / 3 // cards drawn, now and then
		},
		Text: func(p *revealTakeParams) string {
			return fmt.Sprintf("Reveal the top %d cards of your deck. If their icons include %s, put them all into your hand. Otherwise, scrap them.",
				p.N, strings.Join(p.Colors, ", "))
		},
	}))
}

// showsColors reports whether the battle icons of cards ids together show
// each of colors.
func (s *State) showsColors(ids []kit.ObjID, colors []string) bool {
	for _, name := range colors {
		found := false
		for k, cn := range colorNames {
			if cn != name {
				continue
			}
			for _, id := range ids {
				found = found || s.card(id).icon(k) > 0
			}
		}
		if !found {
			return false
		}
	}
	return true
}
