package sim

import (
	"encoding/json"
	"slices"

	"omnideck/engine"
)

// maxDeckTrials bounds the assignments of starter decks to seats that
// [DefaultDecks] tries, the usual one first.
const maxDeckTrials = 64

// trialDecisions is how many decisions of each trial game [DefaultDecks]
// compares.
const trialDecisions = 400

// DefaultDecks names the starter deck each seat plays when a game played
// with decks is given none, so that a report can say which deck each seat
// played; nil when the game is not played with decks, or when its default
// decks are not its starter decks. The engine does not say which decks a
// game deals by default, so they are found by trial: an assignment of
// starter decks to seats is the default when games dealt with it and games
// dealt with no decks play alike, option for option and seat view for seat
// view, on a few seeds.
func DefaultDecks(g engine.Game, players int, options map[string]string) []string {
	dg, ok := g.(engine.DeckGame)
	if !ok {
		return nil
	}
	starters, err := dg.StarterDecks()
	if err != nil || len(starters) == 0 {
		return nil
	}
	names := make([]string, len(starters))
	lists := make([][]string, len(starters))
	for i, d := range starters {
		names[i] = d.ID()
		if lists[i], err = dg.LoadDeck(d.ID()); err != nil {
			return nil
		}
	}
	// The assignments of starter decks to seats.
	all := 1
	for range players {
		if all *= len(starters); all > 1<<40 {
			return nil
		}
	}
	// The usual default first: the starter decks in turn, seat by seat;
	// then the assignments after it, as many as are tried.
	first := 0
	for p := players - 1; p >= 0; p-- {
		first = first*len(starters) + p%len(starters)
	}
	order := make([]int, min(all, maxDeckTrials))
	for i := range order {
		order[i] = (first + i) % all
	}
	for _, t := range order {
		pick := make([]int, players)
		decks := make([][]string, players)
		for p, rest := 0, t; p < players; p++ {
			pick[p], rest = rest%len(starters), rest/len(starters)
			decks[p] = lists[pick[p]]
		}
		if playAlike(g, engine.Config{Players: players, Options: options, NoLog: true},
			engine.Config{Players: players, Options: options, Decks: decks, NoLog: true}) {
			out := make([]string, players)
			for p, i := range pick {
				out[p] = names[i]
			}
			return out
		}
	}
	return nil
}

// playAlike reports whether games dealt from a and from b, which differ
// only in their decks, play alike on a few seeds: the same options with
// the same labels for every seat, the same views at the start and the end,
// and the same outcome, the same random choices made in both.
func playAlike(g engine.Game, a, b engine.Config) bool {
	for _, seed := range []uint64{1, 2, 3} {
		a.Seed, b.Seed = seed, seed
		sa, errA := g.New(a)
		sb, errB := g.New(b)
		if errA != nil || errB != nil || !sameViews(sa, sb, a.Players) {
			return false
		}
		rng := engine.NewRNG(seed)
		var la, lb []engine.Action
		for n := 0; n < trialDecisions && !sa.Terminal(); {
			if sb.Terminal() || sa.Actors() != sb.Actors() {
				return false
			}
			for p := range sa.Actors().All() {
				la, lb = sa.Legal(p, la[:0]), sb.Legal(p, lb[:0])
				if len(la) != len(lb) {
					return false
				}
				if len(la) == 0 {
					continue
				}
				for i := range la {
					if sa.ActionCode(p, la[i]) != sb.ActionCode(p, lb[i]) || sa.ActionLabel(p, la[i]) != sb.ActionLabel(p, lb[i]) {
						return false
					}
				}
				k := rng.IntN(len(la))
				if sa.Apply(p, la[k]) != nil || sb.Apply(p, lb[k]) != nil {
					return false
				}
				n++
			}
		}
		oa, ob := sa.Outcome(), sb.Outcome()
		if sa.Terminal() != sb.Terminal() || oa.Summary != ob.Summary || !slices.Equal(oa.Winners, ob.Winners) || !sameViews(sa, sb, a.Players) {
			return false
		}
	}
	return true
}

// sameViews reports whether every seat sees the same table in a and b.
func sameViews(a, b engine.State, players int) bool {
	for p := range players {
		ja, errA := json.Marshal(a.Table(p))
		jb, errB := json.Marshal(b.Table(p))
		if errA != nil || errB != nil || string(ja) != string(jb) {
			return false
		}
	}
	return true
}
