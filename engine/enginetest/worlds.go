package enginetest

import (
	"testing"

	"omnideck/agent"
	"omnideck/engine"
)

// checkWorld checks the worlds sampled for player p:
//   - p sees the same table, options, labels and hints in them as in the
//     game, and they keep the game's invariant;
//   - they carry no log and no seed of the game's;
//   - they depend only on what p may see: a world sampled from another
//     world of p's, with the same randomness, is the same world to every
//     player, and stays so as both are played on alike.
func (g *game) checkWorld(p int) {
	g.t.Helper()
	st := g.st
	want := seen(g.t, st, p)
	seed := g.worlds
	d := st.Determinize(p, &g.worlds)
	if got := seen(g.t, d, p); got != want {
		g.fatalf("player %d sees a sampled world differently from the game (game, then world): %s", p+1, firstDifference(want, got))
	}
	if d.Actors() != st.Actors() || d.Turn() != st.Turn() || d.Terminal() != st.Terminal() {
		g.fatalf("a world sampled for player %d has actors %v turn %d, the game %v turn %d",
			p+1, d.Actors().Slice(), d.Turn(), st.Actors().Slice(), st.Turn())
	}
	if events, _ := d.Events(p, 0); len(events) > 0 {
		g.fatalf("a world sampled for player %d keeps a log of %d events", p+1, len(events))
	}
	if d.Config().Seed == st.Config().Seed {
		g.fatalf("a world sampled for player %d keeps the game's seed, which tells what is hidden", p+1)
	}
	if g.suite.Check != nil {
		if err := g.suite.Check(d); err != nil {
			g.fatalf("a world sampled for player %d breaks the invariant: %v", p+1, err)
		}
	}

	// The same randomness on a world p cannot tell from the game gives the
	// same world.
	again := seed
	other := st.Determinize(p, &g.worlds)
	d1 := st.Determinize(p, &seed)
	d2 := other.Determinize(p, &again)
	a, b := everything(g.t, d1), everything(g.t, d2)
	if a != b {
		g.fatalf("worlds sampled for player %d depend on what player %d cannot see (sampled from the game, then from another world): %s", p+1, p+1, firstDifference(a, b))
	}
	// Played on alike, they stay alike: nothing hidden from p (such as the
	// game's random generator) is left in them to tell them apart later.
	rng1, rng2 := g.rng, g.rng
	playOn(d1, &rng1, 6)
	playOn(d2, &rng2, 6)
	if a, b := everything(g.t, d1), everything(g.t, d2); a != b {
		g.fatalf("worlds sampled for player %d part when played on alike: they keep something hidden from player %d (such as the game's random generator): %s",
			p+1, p+1, firstDifference(a, b))
	}
}

// fairness checks that agents choose the same on two states that differ
// only in what their seat cannot see.
func fairness(t *testing.T, s *Suite) {
	names := agent.Probes()
	for c := range s.Configs {
		for i := range min(s.Games, 4) {
			cfg := s.config(c, i)
			st, err := s.Game.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(cfg.Seed)
			for step := 0; !st.Terminal() && step < 400; step++ {
				p := st.Actors().First()
				legal := st.Legal(p, nil)
				if len(legal) == 0 {
					t.Fatalf("%s step %d: the game is not over but nobody may act (actors %v)", s.name(c, i), step, st.Actors().Slice())
				}
				if step%5 == 0 {
					other := st.Determinize(p, &rng)
					legal2 := other.Legal(p, nil)
					for k, name := range names {
						seed := engine.Mix(cfg.Seed, uint64(step*len(names)+k))
						a1, _ := agent.New(name, seed)
						a2, _ := agent.New(name, seed)
						c1 := st.ActionCode(p, a1.Choose(engine.Observe(st, p), legal))
						c2 := other.ActionCode(p, a2.Choose(engine.Observe(other, p), legal2))
						if c1 != c2 {
							t.Fatalf("%s step %d: agent %s for player %d chose %q in the game but %q in a world the player cannot tell from it",
								s.name(c, i), step, name, p+1, c1, c2)
						}
					}
				}
				if err := st.Apply(p, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
