package terminal

import (
	"bufio"
	"bytes"
	"fmt"
	"strings"
	"testing"
	"time"

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

// first is an agent that takes its first option.
type first struct{}

func (first) Name() string                                                     { return "first" }
func (first) Choose(_ engine.Observation, legal []engine.Action) engine.Action { return legal[0] }

// play plays g with the person at seat 0 typing input and an agent that
// takes its first option at seat 1 (never said to be thinking), and
// returns the screen.
func play(t *testing.T, g *script, input string) string {
	t.Helper()
	var out bytes.Buffer
	session := &Session{In: bufio.NewReader(strings.NewReader(input)), Out: &out, Agents: []agent.Agent{nil, first{}}, ThinkingAfter: -1}
	if err := session.Play(&scriptState{g: g}); err != nil {
		t.Fatalf("%v; the screen:\n%s", err, out.String())
	}
	return out.String()
}

// wants fails the test for each of want that text lacks.
func wants(t *testing.T, text string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("the screen lacks %q:\n%s", w, text)
		}
	}
}

// Every choice shows current figures ("Chloe ... 6/6",
// a target line "2/2"): the option's detail when the game gives one, else
// the current stat line of its first card as the table shows it with the
// printed one beside it, else the catalog's stat line for a card not on
// the table; ?N gives the catalog text and the current figures; the board
// gives both.
func TestOptionsShowCurrentFigures(t *testing.T) {
	g := &script{scenes: []scene{{seat: 0, prompt: "Player 1: choose",
		zones: []engine.TableZone{row("play.1", "In play", card(5, "S/1", "Chloe", "6/6", "4/4"))},
		options: []engine.TableOption{
			option("target:5", "Target Chloe (Player 2's)", "", 5),
			option("use:5", "Use Chloe: Munch", "pay 2: +1/+1 until end of turn", 5),
			option("play:nuke", "Play Nuke", ""),
		}}}}
	text := play(t, g, "?1\n?3\n1\n")
	wants(t, text,
		"In play: Chloe · 6/6, printed 4/4\n",
		"  1) Target Chloe (Player 2's)  [6/6, printed 4/4]\n",
		"  2) Use Chloe: Munch  [pay 2: +1/+1 until end of turn]\n",
		"  3) Play Nuke  [Fast action · Cost 3]\n",
		"  Chloe (S/1) · Character · 4/4\n    Cheese Consumer.\n    Now: 6/6, printed 4/4\n",
		"  Nuke (S/2) · Fast action · Cost 3\n    Deal 5 damage.\n",
	)
}

// An option whose label says its card's stat line already does not
// repeat it.
func TestOptionsDoNotRepeatTheLabel(t *testing.T) {
	g := &script{scenes: []scene{{seat: 0,
		zones:   []engine.TableZone{row("hand.0", "Hand", card(3, "S/2", "Nuke", "Fast action · Cost 3", ""))},
		options: []engine.TableOption{option("play:3", "Play Nuke (Fast action · Cost 3)", "", 3), option("pass", "Pass", "")}}}}
	text := play(t, g, "1\n")
	wants(t, text, "  1) Play Nuke (Fast action · Cost 3)\n")
}

// Answers taken for the person say whose they are and what: "(Pass)"
// alone says nothing.
func TestAutomaticAnswersSayWhoseAndWhat(t *testing.T) {
	g := &script{scenes: []scene{{seat: 0, options: []engine.TableOption{option("pass", "Let Noah, Calculator resolve", "")}}}}
	text := play(t, g, "")
	wants(t, text, "  (You: Let Noah, Calculator resolve)\n")
}

// The game says first how it is won ("Say at the start of each
// game how it is won"), and again with the help.
func TestGoalFirst(t *testing.T) {
	g := &script{goal: "Bring the other player's Health from 20 to 0.",
		scenes: []scene{{seat: 0, options: []engine.TableOption{option("a", "A", ""), option("b", "B", "")}}}}
	text := play(t, g, "h\n1\n")
	if !strings.HasPrefix(text, "Goal: Bring the other player's Health from 20 to 0.\n\n") {
		t.Errorf("the screen does not begin with the goal:\n%s", text)
	}
	wants(t, text, "q (quit).\nGoal: Bring the other player's Health from 20 to 0.\n")
}

// The board is printed again only when it changed ("do not
// reprint the whole board after every answer when nothing changed"); v
// prints it whatever.
func TestBoardOnlyWhenChanged(t *testing.T) {
	hand := []engine.TableZone{row("hand.0", "Hand", card(1, "S/1", "Chloe", "4/4", ""))}
	two := []engine.TableOption{option("a", "A", ""), option("b", "B", "")}
	g := &script{scenes: []scene{
		{seat: 0, prompt: "first question", zones: hand, options: two},
		{seat: 0, prompt: "second question", zones: hand, options: two},
		{seat: 0, prompt: "third question", zones: []engine.TableZone{row("hand.0", "Hand")}, options: two},
	}}
	text := play(t, g, "1\n1\nv\n1\n")
	if n := strings.Count(text, "Turn 1\n"); n != 4 {
		t.Errorf("the board is printed %d times, want 4 (first, changed, v, the end):\n%s", n, text)
	}
	wants(t, text, "Your choice [1-2]: \n  second question\n  1) A\n")
}

// p passes now and at each later question while nothing happens but the
// person's own passes ("pass until something happens").
func TestPassUntilSomethingHappens(t *testing.T) {
	passes := []engine.TableOption{option("pass", "Pass", ""), option("play:nuke", "Play Nuke", "")}
	passed := map[string][]engine.Entry{"pass": {entry(0, "pass", "You pass.")}}
	t.Run("another player acts", func(t *testing.T) {
		g := &script{scenes: []scene{
			{seat: 0, prompt: "one", options: passes, logs: passed},
			{seat: 0, prompt: "two", options: passes, logs: passed},
			{seat: 1, options: []engine.TableOption{option("play", "Play Chloe", "")},
				logs: map[string][]engine.Entry{"play": {entry(1, "play", "Player 2 plays Chloe.")}}},
			{seat: 0, prompt: "three", options: passes, logs: passed},
		}}
		text := play(t, g, "p\n2\n")
		wants(t, text, "Your choice [1-2]: Passing until something happens.\n  (You: Pass)\nYou pass.\n  (You: Pass)\nYou pass.\n"+
			"Player 2 plays Chloe.\n\n  three\n")
		if strings.Contains(text, "two\n") {
			t.Errorf("the second question was asked while passing:\n%s", text)
		}
	})
	t.Run("the turn changes", func(t *testing.T) {
		g := &script{scenes: []scene{
			{seat: 0, prompt: "one", options: passes, logs: map[string][]engine.Entry{"pass": {entry(0, "pass", "You pass."), entry(-1, "turn", "— Turn 2.")}}},
			{seat: 0, prompt: "two", options: passes, logs: passed},
		}}
		wants(t, play(t, g, "p\n1\n"), "— Turn 2.\n\n  two\n")
	})
	t.Run("no pass", func(t *testing.T) {
		g := &script{scenes: []scene{
			{seat: 0, prompt: "one", options: passes, logs: passed},
			{seat: 0, prompt: "two", options: []engine.TableOption{option("a", "A", ""), option("b", "B", "")}},
			{seat: 0, prompt: "three", options: passes, logs: passed},
		}}
		text := play(t, g, "p\np\n1\n1\n")
		wants(t, text, "\n  two\n", "There is no pass among these choices: choose one.\n", "\n  three\n")
	})
}

// slow is an agent that decides once its screen says it is thinking, and
// notes whether it decided on the game or on a copy.
type slow struct {
	thinking chan struct{}
	saw      string
}

func (*slow) Name() string { return "slow" }
func (a *slow) Choose(o engine.Observation, legal []engine.Action) engine.Action {
	a.saw = o.View().Text()
	select {
	case <-a.thinking:
	case <-time.After(10 * time.Second):
	}
	return legal[0]
}

// watcher is a screen that tells a slow agent when it says "thinking".
type watcher struct {
	bytes.Buffer
	agent *slow
	told  bool
}

func (w *watcher) Write(p []byte) (int, error) {
	n, err := w.Buffer.Write(p)
	if !w.told && strings.Contains(w.String(), "thinking") {
		close(w.agent.thinking)
		w.told = true
	}
	return n, err
}

// An agent that takes more than a moment is said to be thinking
// ("thinking…" while an AI decides); it decides on a copy of the
// game, so that the game is never touched by two goroutines at once.
func TestThinking(t *testing.T) {
	g := &script{scenes: []scene{{seat: 1, options: []engine.TableOption{option("a", "A", ""), option("b", "B", "")}}}}
	ag := &slow{thinking: make(chan struct{})}
	out := &watcher{agent: ag}
	session := &Session{In: bufio.NewReader(strings.NewReader("")), Out: out, Agents: []agent.Agent{nil, ag}, ThinkingAfter: time.Nanosecond}
	if err := session.Play(&scriptState{g: g}); err != nil {
		t.Fatal(err)
	}
	wants(t, out.String(), "Player 2 is thinking…\n")
	if ag.saw != "a copy" {
		t.Errorf("the agent decided on %s, not a copy", ag.saw)
	}

	var quick bytes.Buffer
	session = &Session{In: bufio.NewReader(strings.NewReader("")), Out: &quick, Agents: []agent.Agent{nil, first{}}, ThinkingAfter: time.Hour}
	if err := session.Play(&scriptState{g: g}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(quick.String(), "thinking") {
		t.Errorf("a quick agent is said to be thinking:\n%s", quick.String())
	}
}
