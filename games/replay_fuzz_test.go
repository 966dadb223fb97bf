package games

import (
	"bytes"
	"fmt"
	"reflect"
	"testing"

	"omnideck/engine"
)

// fuzzDecisions bounds how many of a fuzzed replay's decisions are played,
// to keep each run short.
const fuzzDecisions = 300

// A replay file of any text is refused with a reason, or played; never a
// panic. A replay that plays is reproduced exactly: played twice, it ends
// the same way with the same error, if any. The seeds are real games of
// every game in the registry, whole and cut short.
func FuzzReplay(f *testing.F) {
	reg, err := Registry()
	if err != nil {
		f.Fatal(err)
	}
	for i, g := range reg.Games() {
		data, err := playedReplay(g, uint64(i+1))
		if err != nil {
			f.Fatal(err)
		}
		r, err := engine.DecodeReplay(bytes.NewReader(data))
		if err == nil {
			_, err = r.Run(reg)
		}
		if err != nil {
			f.Fatalf("a %s game played between random players does not replay: %v", g.Info().ID, err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"format": 2, "game": "omnitrix", "rules": "", "config": {"players": 9, "seed": 1}, "decisions": []}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := engine.DecodeReplay(bytes.NewReader(data))
		if err != nil {
			return
		}
		if len(r.Decisions) > fuzzDecisions {
			r.Decisions = r.Decisions[:fuzzDecisions]
		}
		first, err1 := r.Run(reg)
		again, err2 := r.Run(reg)
		if fmt.Sprint(err1) != fmt.Sprint(err2) {
			t.Fatalf("a replay played twice failed first with %v, then with %v", err1, err2)
		}
		if (first == nil) != (again == nil) {
			t.Fatalf("a replay played twice gave a game once: %v, %v", first, again)
		}
		if first != nil && !reflect.DeepEqual(first.Outcome(), again.Outcome()) {
			t.Fatalf("a replay played twice ended %+v, then %+v", first.Outcome(), again.Outcome())
		}
	})
}

// playedReplay is the replay, as a file holds it, of a game of g between
// two random players: the whole game, or its first 200 decisions.
func playedReplay(g engine.Game, seed uint64) ([]byte, error) {
	s, err := g.New(engine.Config{Players: g.Info().MinPlayers, Seed: seed})
	if err != nil {
		return nil, err
	}
	r := engine.NewReplay(s)
	rng := engine.NewRNG(seed)
	var legal []engine.Action
	for n := 0; !s.Terminal() && n < 200; n++ {
		p := s.Actors().Slice()[0]
		legal = s.Legal(p, legal[:0])
		if err := r.Apply(s, p, legal[rng.IntN(len(legal))]); err != nil {
			return nil, err
		}
	}
	var buf bytes.Buffer
	if err := engine.WriteReplay(&buf, r); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
