package tftcg

import (
	"testing"

	"omnideck/engine"
	"omnideck/kit"
)

// touches reads the word bearer the quick way (the character its Upgrade
// is on); the answer is the one the word's selector gives read in full,
// for every static ability of an Upgrade and every card, position after
// position of games of every deck.
func TestTouchesBearerAsItsSelectorReads(t *testing.T) {
	g := mustGame(t)
	bearer := vocab.Words["bearer"]
	compared, touched := 0, 0
	for i, name := range []string{"autobot-starter", "wave1-dinobots", "wave1-insecticons", "wave2-starter-autobots", "wave2-starter-decepticons"} {
		ids, err := g.LoadDeck(name)
		if err != nil {
			t.Fatal(err)
		}
		st, err := g.New(engine.Config{Players: 2, Seed: uint64(i + 1), Decks: [][]string{ids, ids}})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		rng := engine.NewRNG(uint64(i))
		for step := 0; !s.Terminal() && step < 2000; step++ {
			s.eachStatic(func(src kit.ObjID, ctrl int, sta *Static) {
				if sta.To.Word != "bearer" {
					return
				}
				c := kit.Ctx{Src: src, Ctrl: ctrl}
				for id := range s.t.Objs {
					id := kit.ObjID(id)
					quick := s.touches(&sta.To, c, id)
					full := s.Is(id, bearer.All, c) && bearer.Filter.Matches(s, c, id)
					if quick != full {
						t.Fatalf("%s, decision %d: bearer of %s touches %s: %v, its selector says %v", name, step, s.card(src).Name, s.card(id).Name, quick, full)
					}
					compared++
					if quick {
						touched++
					}
				}
			})
			p := s.Actors().Slice()[0]
			legal := s.Legal(p, nil)
			if err := s.Apply(p, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if touched < 20 || compared < 1000 {
		t.Errorf("only %d bearers touched in %d comparisons", touched, compared)
	}
}
