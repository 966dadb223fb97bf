package enginetest

import (
	"testing"

	"omnideck/engine"
)

// Each non-default choice of each option gets a game of its own, beside
// the default game of each player count.
func TestEveryReading(t *testing.T) {
	info := engine.Info{MinPlayers: 2, MaxPlayers: 4, Options: []engine.OptionSpec{
		{Name: "a", Default: "x", Choices: []string{"x", "y", "z"}},
		{Name: "b", Default: "on", Choices: []string{"on", "off"}},
	}}
	got := EveryReading(info, 2, 4)
	want := []string{"2:", "4:", "2:a=y", "2:a=z", "2:b=off"}
	if len(got) != len(want) {
		t.Fatalf("%d configs, want %d: %v", len(got), len(want), got)
	}
	for i, c := range got {
		s := string(rune('0'+c.Players)) + ":"
		for k, v := range c.Options {
			s += k + "=" + v
		}
		if s != want[i] {
			t.Errorf("config %d = %s, want %s", i, s, want[i])
		}
	}
	if got := EveryReading(engine.Info{MinPlayers: 3}); len(got) != 1 || got[0].Players != 3 {
		t.Errorf("no options, no counts: %v, want one default game of 3", got)
	}
}
