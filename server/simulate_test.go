package server_test

import (
	"net/http"
	"strings"
	"testing"

	"omnideck/store/storetest"
)

// A saved deck is simulated against a built-in deck or another of the
// account's decks from the page: a few games between AIs, seats swapped,
// and sim's report. A deck that is not legal, another account's deck,
// an unknown opponent or too many games are refused with every problem.
func TestSimulateASavedDeck(t *testing.T) {
	h := newConfigured(t, storetest.Backends(t)[0], nil)
	ann, bo := h.signedUp("Ann"), h.signedUp("Bo")
	var heroes, villains, boDeck deckAnswer
	ann.call("POST", "/api/decks", map[string]any{"game": "superbenji", "starter": "heroes"}, &heroes)
	ann.call("POST", "/api/decks", map[string]any{"game": "superbenji", "starter": "banana-villains", "name": "My villains"}, &villains)
	bo.call("POST", "/api/decks", map[string]any{"game": "superbenji", "starter": "heroes"}, &boDeck)

	var out struct {
		Deck          string `json:"deck"`
		Opponent      string `json:"opponent"`
		Games         int    `json:"games"`
		Score         struct{ Value, Low, High float64 }
		OpponentScore struct{ Value float64 } `json:"opponent_score"`
		Ends          []struct {
			How   string `json:"how"`
			Games int    `json:"games"`
		} `json:"ends"`
		Report string `json:"report"`
	}
	for _, against := range []string{"starter:banana-villains", "deck:" + villains.Deck.ID} {
		if code := ann.call("POST", "/api/decks/"+heroes.Deck.ID+"/simulate", map[string]any{"against": against, "games": 4}, &out); code != http.StatusOK {
			t.Fatalf("simulate against %s: %d %+v", against, code, out)
		}
		ended := 0
		for _, e := range out.Ends {
			ended += e.Games
		}
		if out.Games != 4 || ended != 4 || out.Deck != "Heroes" || out.Score.Low > out.Score.Value || out.Score.Value > out.Score.High ||
			out.Score.Value+out.OpponentScore.Value > 1.0001 || !strings.Contains(out.Report, "Player 1 (Heroes)") {
			t.Fatalf("against %s: %+v", against, out)
		}
	}
	if out.Opponent != "My villains" {
		t.Fatalf("the opponent is %q", out.Opponent)
	}

	short := heroes.Deck.Cards[1:]
	var illegal deckAnswer
	ann.call("POST", "/api/decks", map[string]any{"game": "superbenji", "name": "Short", "cards": short}, &illegal)
	for _, tc := range []struct {
		deck string
		body map[string]any
		want []string
	}{
		{illegal.Deck.ID, map[string]any{"against": "deck:" + boDeck.Deck.ID, "games": 51},
			[]string{`"Short" is not legal`, "no such deck among yours", "games: 51"}},
		{heroes.Deck.ID, map[string]any{"against": "starter:nope", "agent": "ismcts"},
			[]string{"against: ", `agent: "ismcts"`}},
		{heroes.Deck.ID, map[string]any{"against": "heroes"}, []string{"names neither"}},
	} {
		var e apiErr
		if code := ann.call("POST", "/api/decks/"+tc.deck+"/simulate", tc.body, &e); code != http.StatusBadRequest {
			t.Fatalf("%v: %d %+v", tc.body, code, e)
		}
		for _, w := range tc.want {
			if !strings.Contains(strings.Join(e.Problems, "\n"), w) {
				t.Errorf("%v: the problems %q do not say %q", tc.body, e.Problems, w)
			}
		}
	}
}
