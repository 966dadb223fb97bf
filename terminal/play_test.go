package terminal

import (
	"bufio"
	"bytes"
	"fmt"
	"strings"
	"testing"

	"omnideck/agent"
	"omnideck/engine"
)

// pick is a one-decision game for the terminal: the player picks one of
// three cards, described by the game's catalog.
type pick struct{}

func (pick) Info() engine.Info {
	return engine.Info{ID: "pick", Name: "Pick", Summary: "Pick a card.", Rules: "1", MinPlayers: 1, MaxPlayers: 1}
}
func (pick) New(cfg engine.Config) (engine.State, error) { return &pickState{}, nil }
func (pick) Catalog() []engine.CardInfo {
	return []engine.CardInfo{
		{ID: "P/1", Name: "Fire, Bright and Hot", Type: "action", Stats: "W W · 3 damage", Text: "Deal 3 damage to a character.\nDraw a card."},
		{ID: "P/2", Name: "Ice", Type: "action", Stats: "H", Text: "Exhaust a character."},
		{ID: "P/3", Name: "Icebox", Type: "location", Stats: "-", Text: "Characters cost 1 more."},
	}
}

type pickState struct {
	chosen engine.Action
	over   bool
}

type pickView struct{}

func (pickView) Text() string { return "three cards on the table\n" }

func (s *pickState) Game() engine.Game     { return pick{} }
func (s *pickState) Config() engine.Config { return engine.Config{Players: 1} }
func (s *pickState) Actors() engine.PlayerSet {
	if s.over {
		return 0
	}
	return 1
}
func (s *pickState) Legal(p int, buf []engine.Action) []engine.Action {
	if s.over {
		return buf
	}
	return append(buf, 1, 2, 3)
}
func (s *pickState) Apply(p int, a engine.Action) error {
	if a < 1 || a > 3 {
		return fmt.Errorf("no card %d", a)
	}
	s.chosen, s.over = a, true
	return nil
}
func (s *pickState) ActionCode(_ int, a engine.Action) string { return fmt.Sprintf("pick:%d", a) }
func (s *pickState) ActionLabel(_ int, a engine.Action) string {
	return "Pick " + pick{}.Catalog()[a-1].Name
}
func (s *pickState) ParseAction(_ int, code string) (engine.Action, error) {
	var a engine.Action
	if _, err := fmt.Sscanf(code, "pick:%d", &a); err != nil {
		return 0, err
	}
	return a, nil
}
func (s *pickState) OptionCards(_ int, a engine.Action) []string {
	return []string{fmt.Sprintf("P/%d", a)}
}
func (s *pickState) Terminal() bool { return s.over }
func (s *pickState) Outcome() engine.Outcome {
	return engine.NewOutcome(1, 1, fmt.Sprintf("You picked card %d.", s.chosen))
}
func (s *pickState) Turn() int            { return 1 }
func (s *pickState) View(int) engine.View { return pickView{} }
func (s *pickState) Table(p int) engine.Table {
	cards := []engine.TableCard{}
	for i, c := range (pick{}).Catalog() {
		cards = append(cards, engine.TableCard{Handle: i + 1, Slot: -1, FaceUp: true, ID: c.ID, Name: c.Name, Stats: c.Stats,
			Status: []string{}, Counters: []engine.Counter{}, Attached: []engine.TableCard{}})
	}
	return engine.Table{Viewer: p, Turn: 1, Active: -1, Players: []engine.TablePlayer{{Seat: 0, Name: "Player 1",
		Counters: []engine.Counter{}, Zones: []engine.TableZone{{ID: "table", Name: "On the table", Layout: engine.LayoutRow,
			Count: 3, Cards: cards}}}}, Zones: []engine.TableZone{}, Question: engine.NoQuestion(), Waiting: []int{}}
}
func (s *pickState) Events(int, int) ([]engine.Entry, int)     { return nil, 0 }
func (s *pickState) Clone() engine.State                       { c := *s; return &c }
func (s *pickState) Determinize(int, *engine.RNG) engine.State { return s.Clone() }

// The person reads a card's whole text with ?N or card NAME, sees each
// option with its card's stat line, and the question is asked again.
func TestReadingCards(t *testing.T) {
	input := "?1\n?9\ncard ice\ncard p/3\ncard bright\ncard dragon\n2\n"
	var out bytes.Buffer
	session := &Session{In: bufio.NewReader(strings.NewReader(input)), Out: &out, Agents: []agent.Agent{nil}}
	if err := session.Play(&pickState{}); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{
		"1) Pick Fire, Bright and Hot  [W W · 3 damage]",
		"  Fire, Bright and Hot (P/1) · action · W W · 3 damage\n    Deal 3 damage to a character.\n    Draw a card.\n",
		"?N reads the cards of choice N: type a number from 1 to 3",
		"  Ice (P/2) · action · H\n    Exhaust a character.\n",
		"  Icebox (P/3) · location",
		`No card is called "dragon".`,
		"You picked card 2.",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the screen lacks %q:\n%s", want, text)
		}
	}
	// "card ice" names Ice exactly: Icebox is not shown with it.
	if i := strings.Index(text, "Exhaust a character."); i < 0 || strings.HasPrefix(text[i+len("Exhaust a character.\n"):], "  Icebox") {
		t.Errorf("an exact name should show that card alone:\n%s", text)
	}
}
