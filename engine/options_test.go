package engine

import (
	"fmt"
	"maps"
	"strings"
	"testing"
)

var testSpecs = []OptionSpec{
	{Name: "speed", Choices: []string{"slow", "fast"}, Default: "slow"},
	{Name: "size", Choices: []string{"1", "2", "3"}, Default: "2"},
}

func TestResolveOptionsDefaults(t *testing.T) {
	for _, opts := range []map[string]string{nil, {}} {
		got, err := ResolveOptions(testSpecs, opts)
		if err != nil {
			t.Fatal(err)
		}
		if want := map[string]string{"speed": "slow", "size": "2"}; !maps.Equal(got, want) {
			t.Errorf("ResolveOptions(%v) = %v, want %v", opts, got, want)
		}
	}
	got, err := ResolveOptions(testSpecs, map[string]string{"size": "3"})
	if err != nil {
		t.Fatal(err)
	}
	if want := map[string]string{"speed": "slow", "size": "3"}; !maps.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

func TestResolveOptionsReportsEveryProblem(t *testing.T) {
	in := map[string]string{"colour": "red", "speed": "warp", "size": "1", "zz": "x"}
	_, err := ResolveOptions(testSpecs, in)
	if err == nil {
		t.Fatal("no error for an unknown option and a bad value")
	}
	msg := err.Error()
	for _, want := range []string{
		`unknown option "colour" (options: speed, size)`,
		`unknown option "zz"`,
		`option speed: "warp" is not one of slow, fast`,
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q does not say %q", msg, want)
		}
	}
	if strings.Contains(msg, "size") && strings.Contains(msg, `"1"`) {
		t.Errorf("error %q complains about the good option size=1", msg)
	}
	if lines := strings.Count(msg, "\n") + 1; lines != 3 {
		t.Errorf("error has %d lines, want one per problem (3): %q", lines, msg)
	}
	// The problems come in a stable (sorted) order.
	_, err2 := ResolveOptions(testSpecs, in)
	if err2.Error() != msg {
		t.Errorf("second run reports %q, first %q", err2, msg)
	}
	if _, err := ResolveOptions(nil, map[string]string{"x": "y"}); err == nil || !strings.Contains(err.Error(), "(options: none)") {
		t.Errorf("a game without options: %v", err)
	}
}

func TestCheckPlayers(t *testing.T) {
	i := Info{Name: "Test", MinPlayers: 2, MaxPlayers: 4}
	for n := 0; n <= 6; n++ {
		err := i.CheckPlayers(n)
		if ok := n >= 2 && n <= 4; ok != (err == nil) {
			t.Errorf("CheckPlayers(%d) = %v", n, err)
		}
		if err != nil && !strings.Contains(err.Error(), "Test is for 2 to 4 players") {
			t.Errorf("CheckPlayers(%d) says %q", n, err)
		}
	}
}

func TestNewOutcome(t *testing.T) {
	o := NewOutcome(4, PlayerSet(0).With(1).With(3), "shared")
	if !o.Over || o.Summary != "shared" || len(o.Winners) != 2 || o.Winners[0] != 1 || o.Winners[1] != 3 {
		t.Errorf("outcome %+v", o)
	}
	want := []float64{0, 0.5, 0, 0.5}
	for i, r := range o.Returns {
		if r != want[i] {
			t.Errorf("Returns = %v, want %v", o.Returns, want)
			break
		}
	}
	none := NewOutcome(3, 0, "nobody")
	if len(none.Winners) != 0 || len(none.Returns) != 3 || none.Returns[0]+none.Returns[1]+none.Returns[2] != 0 {
		t.Errorf("no winners: %+v", none)
	}
}

func TestOptionSetSharesItsDefaults(t *testing.T) {
	set := NewOptionSet([]OptionSpec{{Name: "a", Choices: []string{"x", "y"}, Default: "x"}})
	d1, err1 := set.Resolve(nil)
	d2, err2 := set.Resolve(map[string]string{})
	if err1 != nil || err2 != nil || d1["a"] != "x" || len(d1) != 1 {
		t.Fatalf("defaults: %v %v %v", d1, err1, err2)
	}
	if fmt.Sprintf("%p", d1) != fmt.Sprintf("%p", d2) {
		t.Error("empty options do not share the resolved defaults")
	}
	got, err := set.Resolve(map[string]string{"a": "y"})
	if err != nil || got["a"] != "y" {
		t.Errorf("Resolve(a=y) = %v, %v", got, err)
	}
	if _, err := set.Resolve(map[string]string{"a": "z", "b": "1"}); err == nil ||
		!strings.Contains(err.Error(), `unknown option "b"`) || !strings.Contains(err.Error(), `"z" is not one of x, y`) {
		t.Errorf("bad options: %v", err)
	}
	if len(set.Specs()) != 1 {
		t.Error("Specs lost a declaration")
	}
}
