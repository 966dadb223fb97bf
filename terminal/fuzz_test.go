package terminal

import (
	"bufio"
	"bytes"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"omnideck/agent"
	"omnideck/engine"
	"omnideck/games"
)

// A person may type anything: every game in the registry answers each
// line with a choice made, a card's text, help, or the question again
// with what was wrong, and the session ends with the game or when the
// input does. Never a panic, nor any other error.
func FuzzPlay(f *testing.F) {
	reg, err := games.Registry()
	if err != nil {
		f.Fatal(err)
	}
	all := reg.Games()
	for i := range all {
		f.Add(uint8(i), uint64(1), "1\n2\n?1\n?9\ncard x\nv\nh\n0\n-1\n99999999999999999999\n2\n1\n1\n1\n")
	}
	f.Add(uint8(0), uint64(7), "c Azmuth\nhand:1\nplay:1\npass\n\n3\n")
	f.Add(uint8(1), uint64(3), "card BS26/13\nattack:1:2\nend\n1\n1\n1\n1\n1\n1\n")
	f.Fuzz(func(t *testing.T, which uint8, seed uint64, input string) {
		g := all[int(which)%len(all)]
		players := g.Info().MinPlayers
		s, err := g.New(engine.Config{Players: players, Seed: seed})
		if err != nil {
			t.Fatalf("%s: %v", g.Info().ID, err)
		}
		agents := make([]agent.Agent, players)
		for p := range agents {
			agents[p] = agent.NewRandom(seed + uint64(p))
		}
		var out bytes.Buffer
		sess := &Session{In: bufio.NewReader(strings.NewReader(input)), Out: &out, Seat: 0, Agents: agents}
		err = sess.Play(s)
		if err != nil && !errors.Is(err, ErrQuit) {
			t.Fatalf("%s: the session ended with %v", g.Info().ID, err)
		}
		if !s.Terminal() && err == nil {
			t.Fatalf("%s: the session ended before the game without quitting", g.Info().ID)
		}
		if utf8.ValidString(input) && !utf8.Valid(out.Bytes()) {
			t.Fatalf("%s: the screen is not UTF-8", g.Info().ID)
		}
	})
}
