package protocol

import (
	"testing"
)

// "suggest" answers one of the seat's legal options, the same for the same
// request, and changes nothing: the game, its options and its replay are as
// they were.
func TestSuggestAnswersALegalOptionAndChangesNothing(t *testing.T) {
	c := newClient(t, registry(t))
	c.ok(stackedNew, nil)
	var before, after LegalResponse
	c.ok(`{"cmd":"legal","player":0}`, &before)
	var replayBefore, replayAfter struct {
		Header
		Replay map[string]any `json:"replay"`
	}
	c.ok(`{"cmd":"replay"}`, &replayBefore)

	var first, again SuggestResponse
	c.ok(`{"cmd":"suggest","player":0,"agent":"ismcts:iterations=100"}`, &first)
	c.ok(`{"cmd":"suggest","player":0,"agent":"ismcts:iterations=100"}`, &again)
	if first.Option != again.Option {
		t.Errorf("the same request answered %v, then %v", first.Option, again.Option)
	}
	legal := false
	for _, o := range before.Options {
		legal = legal || o == first.Option
	}
	if !legal {
		t.Errorf("suggested %v, not one of %v", first.Option, before.Options)
	}
	c.ok(`{"cmd":"legal","player":0}`, &after)
	c.ok(`{"cmd":"replay"}`, &replayAfter)
	if len(after.Options) != len(before.Options) || len(replayAfter.Replay["decisions"].([]any)) != 0 {
		t.Errorf("suggest changed the game: options %v, replay %v", after.Options, replayAfter.Replay)
	}
	c.apply(0, first.Option.Code)

	for req, want := range map[string]string{
		`{"cmd":"suggest","player":1,"agent":"random:hard"}`: "suggest: agent random takes no settings",
		`{"cmd":"suggest","player":0}`:                       "suggest: player 0 has nothing to decide now",
		`{"cmd":"suggest","player":5}`:                       "suggest: player 5",
	} {
		if e := c.fail(req); len(e.Error) < len(want) || e.Error[:len(want)] != want {
			t.Errorf("%s: error %q, want it to start %q", req, e.Error, want)
		}
	}
}
