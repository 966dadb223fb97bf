package omnitrix

import (
	"testing"

	"omnideck/engine"
	"omnideck/engine/enginetest"
)

// Hidden cards stay hidden, by this test's own reading of the rules rather
// than the game's knowledge record: random games of two to four players
// are played, and no seat (nor the spectator) may read, in its view, table
// view, options or log, the name or code of a card it has not seen. What a
// seat sees is worked out here from the state's piles and its log's raw
// events:
//
//   - the villain face up, the aliens shown, the villains won, the aliens
//     out of the game and the supports played: everyone;
//   - a player's support cards and their hidden choice: that player;
//   - the stacks, the bank and the cards set aside: nobody;
//   - a villain coming out, an alien shown (in a tie-break too), a support
//     revealed, a villain won or winning: everyone, as it happens.
func TestSecretsStayHidden(t *testing.T) {
	var configs []engine.Config
	for n := 2; n <= 4; n++ {
		configs = append(configs, engine.Config{Players: n},
			engine.Config{Players: n, Options: map[string]string{OptSupportTiming: "blind", OptReshuffle: "off"}})
	}
	enginetest.CheckSecrets(t, enginetest.Secrets{Game: testGame(t), Configs: configs, Games: 6, Seen: seenOmnitrix})
}

// seenOmnitrix adds what each viewer may know of now (enginetest.Secrets).
func seenOmnitrix(st engine.State, seen []map[string]bool) {
	s := st.(*State)
	all := func(id int) {
		if id < 0 || id >= s.cards.Len() {
			return
		}
		for _, m := range seen {
			m[s.cards.Card(id).Name] = true
		}
	}
	all(s.villain)
	for _, pl := range []*pile{&s.eliminated, &s.spent} {
		for _, id := range pl.cards() {
			all(int(id))
		}
	}
	for p := range s.n {
		for _, pl := range []*pile{&s.shown[p], &s.won[p]} {
			for _, id := range pl.cards() {
				all(int(id))
			}
		}
		for _, id := range s.hand[p].cards() {
			seen[p+1][s.cards.Card(int(id)).Name] = true
		}
	}
	for _, e := range enginetest.RawEvents(s.log, s.n) {
		switch e.Kind {
		case evRound:
			all(int(e.B))
		case evShow, evVillainWins, evTieBreak, evWin:
			all(int(e.A))
		case evSupport:
			all(int(e.A & 0xff))
			all(int(e.A >> 8))
		case evChose:
			if e.A >= 0 && e.Player >= 0 {
				seen[int(e.Player)+1][s.cards.Card(int(e.A)).Name] = true
			}
		}
	}
}
