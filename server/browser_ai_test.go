package server_test

import "testing"

// A newcomer plays each game against the AI in the browser, by clicking,
// from the lobby to the result: the game ends, and the page says how.
func TestBrowserPlayEveryGameAgainstTheAI(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are long")
	}
	browser := chrome(t)
	l := startLive(t)
	for _, game := range []string{"omnitrix", "superbenji", "ben10", "battlecards", "tftcg"} {
		t.Run(game, func(t *testing.T) {
			ann := newPerson(t, browser, "Ann")
			createTable(ann, l.url, game, "ai:heuristic")
			if !play(t, 5000, ann) {
				t.Fatalf("the %s game against the AI did not end in 5000 clicks", game)
			}
			ann.waitFor("the result", `!!document.querySelector('.result-box')`)
			if got := ann.eval(`document.querySelector('.result-box').innerText`); got == "" {
				t.Fatal("the result says nothing")
			}
			ann.screenshot("ai-result-" + game)
		})
	}
}
