// Package kittest plays scenarios for tests of card games: a game set up
// by the test, then played through the same codes and Apply that players
// use, with checks of what it asks and what it logs. A game's tests place
// cards on its kit.Table themselves, then drive the game with a Scenario.
package kittest

import (
	"slices"
	"strings"
	"testing"

	"omnideck/engine"
)

// Scenario is a game under test.
type Scenario struct {
	T testing.TB
	S engine.State
	// Fresh, when set, is called before options are listed, for a game
	// that caches its options and whose state a test changed by hand.
	Fresh func()
}

// Deciding is the seat that must decide now, or -1.
func (sc *Scenario) Deciding() int {
	if sc.S.Terminal() {
		return -1
	}
	return sc.S.Actors().First()
}

// Codes are player p's option codes now.
func (sc *Scenario) Codes(p int) []string {
	if sc.Fresh != nil {
		sc.Fresh()
	}
	var out []string
	for _, a := range sc.S.Legal(p, nil) {
		out = append(out, sc.S.ActionCode(p, a))
	}
	return out
}

// Labels are player p's option labels now.
func (sc *Scenario) Labels(p int) []string {
	if sc.Fresh != nil {
		sc.Fresh()
	}
	var out []string
	for _, a := range sc.S.Legal(p, nil) {
		out = append(out, sc.S.ActionLabel(p, a))
	}
	return out
}

// Has reports whether player p has an option whose code starts with
// prefix.
func (sc *Scenario) Has(p int, prefix string) bool {
	return slices.ContainsFunc(sc.Codes(p), func(c string) bool { return strings.HasPrefix(c, prefix) })
}

// Do makes player p's first option whose code starts with prefix,
// failing the test when p is not deciding or has no such option.
func (sc *Scenario) Do(p int, prefix string) {
	sc.T.Helper()
	if sc.S.Terminal() {
		sc.T.Fatalf("do %q: the game is over: %s", prefix, sc.S.Outcome().Summary)
	}
	if d := sc.Deciding(); d != p {
		sc.T.Fatalf("do %q: %s is deciding, not %s (options %v)", prefix, engine.PlayerName(d), engine.PlayerName(p), sc.Codes(d))
	}
	codes := sc.Codes(p)
	for _, c := range codes {
		if strings.HasPrefix(c, prefix) {
			a, err := sc.S.ParseAction(p, c)
			if err != nil {
				sc.T.Fatal(err)
			}
			if err := sc.S.Apply(p, a); err != nil {
				sc.T.Fatal(err)
			}
			return
		}
	}
	sc.T.Fatalf("do %q: no such option for %s; the options are %v", prefix, engine.PlayerName(p), codes)
}

// DoIf makes player p's option with prefix if p is deciding and has it;
// it reports whether it did.
func (sc *Scenario) DoIf(p int, prefix string) bool {
	sc.T.Helper()
	if sc.Deciding() != p || !sc.Has(p, prefix) {
		return false
	}
	sc.Do(p, prefix)
	return true
}

// Log is the log as viewer sees it, a line an entry.
func (sc *Scenario) Log(viewer int) string {
	entries, _ := sc.S.Events(viewer, 0)
	return strings.Join(engine.Texts(entries), "\n")
}

// Logged fails the test unless the spectator's log says want.
func (sc *Scenario) Logged(want string) {
	sc.T.Helper()
	if log := sc.Log(engine.Spectator); !strings.Contains(log, want) {
		sc.T.Errorf("the log does not say %q:\n%s", want, log)
	}
}

// NotLogged fails the test if the spectator's log says it.
func (sc *Scenario) NotLogged(text string) {
	sc.T.Helper()
	if log := sc.Log(engine.Spectator); strings.Contains(log, text) {
		sc.T.Errorf("the log says %q:\n%s", text, log)
	}
}

// DoCode makes player p's option whose code is exactly code.
func (sc *Scenario) DoCode(p int, code string) {
	sc.T.Helper()
	if d := sc.Deciding(); d != p {
		sc.T.Fatalf("do %q: %s is deciding, not %s (options %v)", code, engine.PlayerName(d), engine.PlayerName(p), sc.Codes(d))
	}
	if sc.Fresh != nil {
		sc.Fresh()
	}
	a, err := sc.S.ParseAction(p, code)
	if err != nil {
		sc.T.Fatal(err)
	}
	if err := sc.S.Apply(p, a); err != nil {
		sc.T.Fatal(err)
	}
}
