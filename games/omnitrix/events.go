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
	evSupport            // Player adds support A; power now B
	evVillainWins        // villain A with power B beats every alien
	evTie                // players in set A tie at power B
	evNoTieBreak         // no tie-break possible; youngest Player wins it
	evTieBreak           // Player shows alien A in a tie-break; total B
	evWin                // Player takes villain A with power B
	evPass               // stacks shuffled, top cards passed left
	evCaughtShort        // the villains win the game
	evGameOver           // winners set A with B villains
)

// Events renders the log entries player p may see.
func (s *State) Events(p int, from int) ([]string, int) {
	return s.log.Lines(p, from, s.render)
}

func (s *State) render(e engine.Event, viewer int) string {
	who := func() string { return e.Subject(viewer) }
	verb := func(you, they string) string { return e.Verb(viewer, you, they) }
	card := func(id int16) string {
		c := s.cards.Card(int(id))
		return fmt.Sprintf("%s (%d)", c.Name, c.Power)
	}
	switch e.Kind {
	case evRound:
		return fmt.Sprintf("— Battle %d: the villain %s comes out of the bank.", e.A, card(e.B))
	case evSitOut:
		return fmt.Sprintf("%s %s no alien cards and %s this battle out.", who(), verb("have", "has"), verb("sit", "sits"))
	case evShow:
		return fmt.Sprintf("%s %s %s.", who(), verb("show", "shows"), card(e.A))
	case evChose:
		if e.A == none {
			return "You choose to play no support card."
		}
		return fmt.Sprintf("You choose to play %s.", s.cards.Card(int(e.A)).Name)
	case evSupport:
		return fmt.Sprintf("%s %s the support %s: power %d.", who(), verb("add", "adds"), card(e.A), e.B)
	case evVillainWins:
		return fmt.Sprintf("%s beats every alien! The aliens shown leave the game, and %s goes back under the bank.",
			card(e.A), s.cards.Card(int(e.A)).Name)
	case evTie:
		return fmt.Sprintf("%s tie at %d: tie-break!", playerList(engine.PlayerSet(e.A)), e.B)
	case evNoTieBreak:
		return fmt.Sprintf("No alien is left for the tie-break: the youngest player, %s, wins it.", playerName(int(e.Player)))
	case evTieBreak:
		return fmt.Sprintf("%s %s %s in the tie-break: %d.", who(), verb("show", "shows"), card(e.A), e.B)
	case evWin:
		return fmt.Sprintf("%s %s %s with power %d.", who(), verb("defeat", "defeats"), card(e.A), e.B)
	case evPass:
		if !s.rules.reshuffle {
			return "Each player passes the top card of their alien stack face down to the left."
		}
		return "Each player shuffles their alien stack and passes the top card face down to the left."
	case evCaughtShort:
		return "The players are caught short of alien cards: the villains win the game!"
	case evGameOver:
		return "The villain bank is empty. " + s.summary()
	}
	return fmt.Sprintf("event %d", e.Kind)
}
