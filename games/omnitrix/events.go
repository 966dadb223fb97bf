package omnitrix

import (
	"fmt"

	"omnideck/engine"
)

// The kinds of logged event.
const (
	evRound       = iota // A: round, B: villain
	evSitOut             // Player has no alien and sits the round out
	evShow               // Player shows alien A with power B
	evChose              // Player (privately) chose support A, or none
	evSupport            // Player adds support A&0xff to the alien A>>8 shown first; power now B
	evVillainWins        // villain A with power B beats every alien
	evTie                // players in set A tie at power B
	evNoTieBreak         // no tie-break possible; youngest Player wins it
	evTieBreak           // Player shows alien A in a tie-break; total B
	evWin                // Player takes villain A with power B
	evPass               // stacks shuffled, top cards passed left by the players in set A
	evCaughtShort        // the villains win the game
	evGameOver           // winners set A with B villains
)

// Events returns the log entries player p may see.
func (s *State) Events(p int, from int) ([]engine.Entry, int) {
	return s.log.Entries(p, from, s.render)
}

var _ engine.LogCounter = (*State)(nil)

// LogLen is the length of the log, the next of Events from 0, told
// without rendering an entry (engine.LogCounter).
func (s *State) LogLen() int { return s.log.Len() }

// cardData is a face-up card as event data: the view's CardView, so that
// cards read the same in views and in events.
func (s *State) cardData(id int32) CardView { return s.cardView(uint8(id)) }

func (s *State) render(e engine.Event, viewer int) engine.Entry {
	who := func() string { return e.Subject(viewer) }
	verb := func(you, they string) string { return e.Verb(viewer, you, they) }
	card := func(id int32) string {
		c := s.cards.Card(int(id))
		return fmt.Sprintf("%s (%d)", c.Name, c.Power)
	}
	entry := func(kind, text string, data map[string]any) engine.Entry {
		return engine.Entry{Kind: kind, Text: text, Data: data}
	}
	switch e.Kind {
	case evRound:
		return entry("round", fmt.Sprintf("— Battle %d: the villain %s comes out of the bank.", e.A, card(e.B)),
			map[string]any{"round": int(e.A), "villain": s.cardData(e.B)})
	case evSitOut:
		return entry("sit_out", fmt.Sprintf("%s %s no alien cards and %s this battle out.", who(), verb("have", "has"), verb("sit", "sits")), nil)
	case evShow:
		return entry("show", fmt.Sprintf("%s %s %s.", who(), verb("show", "shows"), card(e.A)),
			map[string]any{"alien": s.cardData(e.A), "power": int(e.B)})
	case evChose:
		if e.A == none {
			return entry("choose", "You choose to play no support card.", map[string]any{"pass": true})
		}
		return entry("choose", fmt.Sprintf("You choose to play %s.", s.cards.Card(int(e.A)).Name), map[string]any{"pass": false, "support": s.cardData(e.A)})
	case evSupport:
		sup, alien := e.A&0xff, e.A>>8
		return entry("support", fmt.Sprintf("%s %s the support %s: +%d to %s, power %d.", who(), verb("play", "plays"),
			s.cards.Card(int(sup)).Name, s.powerOf(uint8(sup)), card(alien), e.B),
			map[string]any{"support": s.cardData(sup), "alien": s.cardData(alien), "power": int(e.B)})
	case evVillainWins:
		return entry("villain_wins", fmt.Sprintf("%s beats every alien! The aliens shown leave the game, and %s goes back under the bank.",
			card(e.A), s.cards.Card(int(e.A)).Name), map[string]any{"villain": s.cardData(e.A), "power": int(e.B)})
	case evTie:
		return entry("tie", fmt.Sprintf("%s tie at %d: tie-break!", playerList(engine.PlayerSet(e.A)), e.B),
			map[string]any{"players": engine.PlayerSet(e.A).Slice(), "power": int(e.B)})
	case evNoTieBreak:
		return entry("no_tie_break", fmt.Sprintf("No alien is left for the tie-break: the youngest player, %s, wins it.", playerName(int(e.Player))), nil)
	case evTieBreak:
		return entry("tie_break", fmt.Sprintf("%s %s %s in the tie-break: %d.", who(), verb("show", "shows"), card(e.A), e.B),
			map[string]any{"alien": s.cardData(e.A), "power": int(e.B)})
	case evWin:
		return entry("win_battle", fmt.Sprintf("%s %s %s with power %d.", who(), verb("defeat", "defeats"), card(e.A), e.B),
			map[string]any{"villain": s.cardData(e.A), "power": int(e.B)})
	case evPass:
		data := map[string]any{"shuffled": s.rules.reshuffle, "passed": engine.PlayerSet(e.A).Slice()}
		if !s.rules.reshuffle {
			return entry("pass", "Each player passes the top card of their alien stack face down to the left.", data)
		}
		return entry("pass", "Each player shuffles their alien stack and passes the top card face down to the left.", data)
	case evCaughtShort:
		return entry("caught_short", "The players are caught short of alien cards: the villains win the game!", nil)
	case evGameOver:
		return entry("game_over", "The villain bank is empty. "+s.summary(),
			map[string]any{"winners": engine.PlayerSet(e.A).Slice(), "villains": int(e.B)})
	}
	return entry("unknown", fmt.Sprintf("event %d", e.Kind), nil)
}
