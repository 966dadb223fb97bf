package superbenji

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"

	"omnideck/engine"
	"omnideck/kit"
)

// mustGame returns the game with the Base Set, loaded once for all tests:
// a Game does not change once made, and loading the cards is the slow part
// of setting up a scenario.
func mustGame(t testing.TB) *Game {
	t.Helper()
	loadGame.Do(func() { loadedGame, loadGameErr = Default() })
	if loadGameErr != nil {
		t.Fatal(loadGameErr)
	}
	return loadedGame
}

var (
	loadGame    sync.Once
	loadedGame  *Game
	loadGameErr error
)

// conserved checks that every card object is in exactly one place and that
// place agrees with its zone: in a zone's list, attached nowhere (the game
// attaches nothing), or out of the game (a token that left play); that the
// table and the game's own record of the objects agree in number; that the
// cards being played are those of the cards on their way, and that cards
// are looked at only while their owner's look_at_top resolves.
func conserved(s *State) error {
	if len(s.objs) != len(s.t.Objs) {
		return fmt.Errorf("%d objects on the table, %d in the game's record", len(s.t.Objs), len(s.objs))
	}
	where := make([]int, len(s.objs))
	for z := range s.t.Zones {
		for _, id := range s.t.Zones[z].Cards {
			where[id]++
			if s.t.Objs[id].Zone != kit.ZoneID(z) {
				return fmt.Errorf("%s (%d) is in zone %s's list but its zone is %d", s.name(id), id, s.t.Zones[z].ID(), s.t.Objs[id].Zone)
			}
		}
	}
	var playing []ObjID
	for _, j := range s.stack.Jobs {
		if j.Kind == jobCard && !j.Gone {
			playing = append(playing, j.Src)
		}
	}
	for _, id := range playing {
		if s.zoneOf(id) != onTheWay {
			return fmt.Errorf("%s (%d) is being played but is in zone %d", s.name(id), id, s.zoneOf(id))
		}
	}
	if n := len(s.t.Zones[zPlaying].Cards); n != len(playing) {
		return fmt.Errorf("%d cards are being played, %d cards are on their way", n, len(playing))
	}
	for p := range 2 {
		if len(s.looking(p)) == 0 {
			continue
		}
		j := s.top()
		if j == nil || int(j.Ctrl) != p || int(j.PC) >= len(j.Effects) || j.Effects[j.PC].Verb != "look_at_top" {
			return fmt.Errorf("%d cards of seat %d are looked at, but no look_at_top of theirs resolves", len(s.looking(p)), p)
		}
	}
	for i := range s.objs {
		o := &s.t.Objs[i]
		if o.Zone == kit.NoZone && o.Over == kit.NoObj {
			where[i]++ // out of the game
			if !s.def(ObjID(i)).Token {
				return fmt.Errorf("%s (%d) left the game, but only tokens do", s.name(ObjID(i)), i)
			}
		}
		if where[i] != 1 {
			return fmt.Errorf("%s (%d, zone %d) is in %d places", s.def(ObjID(i)).Name, i, s.zoneOf(ObjID(i)), where[i])
		}
	}
	return nil
}

func viewJSON(t testing.TB, s engine.State, p int) string {
	t.Helper()
	b, err := json.Marshal(s.View(p))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// playRandom plays a game to its end with random choices, calling check
// before every decision.
func playRandom(t *testing.T, g *Game, seed uint64, check func(s *State)) *State {
	t.Helper()
	st, err := g.New(engine.Config{Players: 2, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	rng := engine.NewRNG(seed * 31)
	for n := 0; !s.Terminal(); n++ {
		if n > 20000 {
			t.Fatalf("seed %d: no end after %d decisions", seed, n)
		}
		actors := s.Actors()
		if actors.Len() != 1 {
			t.Fatalf("seed %d: %d players to act in a game that is not over", seed, actors.Len())
		}
		p := actors.First()
		check(s)
		legal := s.Legal(p, nil)
		if len(legal) == 0 {
			t.Fatalf("seed %d: %s must decide but has no option (decision %d)", seed, playerName(p), s.dec.kind)
		}
		if err := s.Apply(p, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	return s
}

func TestRandomGamesKeepEveryCardInOnePlace(t *testing.T) {
	g := mustGame(t)
	games := 2000
	if testing.Short() {
		games = 200
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		s := playRandom(t, g, seed, func(s *State) {
			if err := conserved(s); err != nil {
				t.Fatalf("seed %d turn %d: %v", seed, s.turn, err)
			}
			// Every option has its own code, so replays find it again.
			seen := map[string]bool{}
			labels := s.labels()
			for i, o := range s.options() {
				code, label := s.code(o), labels[i]
				if seen[code] || label == "" {
					t.Fatalf("seed %d turn %d: the code %q is shared or its label %q empty (decision %d)", seed, s.turn, code, label, s.dec.kind)
				}
				seen[code] = true
			}
		})
		if err := conserved(s); err != nil {
			t.Fatalf("seed %d at the end: %v", seed, err)
		}
		if o := s.Outcome(); !o.Over || o.Summary == "" {
			t.Fatalf("seed %d ended without an outcome: %+v", seed, o)
		}
	}
}

// Views leak nothing: what a player sees is the same on every state that
// differs only in what that player cannot see.
func TestViewsHideHandsAndDecks(t *testing.T) {
	g := mustGame(t)
	differed := 0
	for seed := uint64(1); seed <= 40; seed++ {
		rng := engine.NewRNG(seed)
		playRandom(t, g, seed, func(s *State) {
			for p := range 2 {
				d := s.Determinize(p, &rng)
				if a, b := viewJSON(t, s, p), viewJSON(t, d, p); a != b {
					t.Fatalf("seed %d: %s's view changes when hidden cards are redealt:\n%s\n%s", seed, playerName(p), a, b)
				}
				if viewJSON(t, s, opponent(p)) != viewJSON(t, d, opponent(p)) {
					differed++
				}
				if events, _ := d.Events(p, 0); len(events) != 0 {
					t.Fatalf("seed %d: a world sampled for %s keeps a log of %d events", seed, playerName(p), len(events))
				}
				if a, b := optionsSeen(s, p), optionsSeen(d.(*State), p); a != b {
					t.Fatalf("seed %d: %s's options or hints change when hidden cards are redealt:\n%s\n%s", seed, playerName(p), a, b)
				}
			}
			if err := conserved(s); err != nil {
				t.Fatal(err)
			}
		})
	}
	if differed == 0 {
		t.Error("redealing hidden cards never changed the other player's view: the check has no power")
	}
}

// optionsSeen lists p's options with their hints, as p sees them.
func optionsSeen(s *State, p int) string {
	var b strings.Builder
	for _, a := range s.Legal(p, nil) {
		fmt.Fprintf(&b, "%s=%.4f ", s.ActionCode(p, a), s.Hint(p, a))
	}
	return b.String()
}

func TestCloneIsIndependent(t *testing.T) {
	g := mustGame(t)
	for seed := uint64(1); seed <= 20; seed++ {
		var snaps []*State
		var views []string
		playRandom(t, g, seed, func(s *State) {
			if s.turn%3 == 0 && len(snaps) < 5 {
				c := s.clone()
				snaps = append(snaps, c)
				views = append(views, viewJSON(t, c, 0)+viewJSON(t, c, 1))
			}
		})
		for i, c := range snaps {
			if viewJSON(t, c, 0)+viewJSON(t, c, 1) != views[i] {
				t.Fatalf("seed %d: a clone changed when the original played on", seed)
			}
		}
	}
}

func TestReplayReproducesTheGame(t *testing.T) {
	g := mustGame(t)
	reg := &engine.Registry{}
	reg.Register(g)
	for seed := uint64(1); seed <= 20; seed++ {
		st, _ := g.New(engine.Config{Players: 2, Seed: seed})
		rec := engine.NewReplay(st)
		rng := engine.NewRNG(seed)
		for n := 0; !st.Terminal(); n++ {
			if n > 20000 {
				t.Fatalf("seed %d: no end after %d decisions", seed, n)
			}
			p := st.Actors().First()
			legal := st.Legal(p, nil)
			if err := rec.Apply(st, p, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		again, err := rec.Run(reg)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if viewJSON(t, again, engine.Spectator) != viewJSON(t, st, engine.Spectator) {
			t.Fatalf("seed %d: the replay ends elsewhere", seed)
		}
		a, _ := again.Events(engine.Spectator, 0)
		b, _ := st.Events(engine.Spectator, 0)
		if fmt.Sprint(a) != fmt.Sprint(b) {
			t.Fatalf("seed %d: the replay's log differs", seed)
		}
	}
}
