package terminal

import (
	"fmt"
	"slices"
	"strings"

	"omnideck/engine"
)

// script is a two-seat game for the terminal's tests that plays a list of
// scenes: in each, one seat is asked the scene's options over the scene's
// table, and each option adds its log lines. A seat with one option is
// still asked, so that the terminal's own rules are what the tests see.
type script struct {
	goal   string
	scenes []scene
}

// scene is one question of a script.
type scene struct {
	seat    int
	prompt  string
	zones   []engine.TableZone
	options []engine.TableOption
	// logs are the log lines each option adds, by its code.
	logs map[string][]engine.Entry
}

func (g *script) Info() engine.Info {
	return engine.Info{ID: "script", Name: "Script", Summary: "Scenes in order.", Rules: "1", MinPlayers: 2, MaxPlayers: 2}
}
func (g *script) New(engine.Config) (engine.State, error) { return &scriptState{g: g}, nil }

// Catalog is two cards: Chloe, whose printed stats the table may change,
// and Nuke, which stays in the catalog.
func (g *script) Catalog() []engine.CardInfo {
	return []engine.CardInfo{
		{ID: "S/1", Name: "Chloe", Type: "character", Stats: "Character · 4/4", Text: "Cheese Consumer."},
		{ID: "S/2", Name: "Nuke", Type: "action", Stats: "Fast action · Cost 3", Text: "Deal 5 damage."},
		{ID: "S/3", Name: "Badge", Type: "support", Stats: "support · power 1", Text: "Adds 1."},
	}
}

type scriptState struct {
	g    *script
	at   int
	log  []engine.Entry
	copy bool
}

type scriptView string

func (v scriptView) Text() string { return string(v) }

func (s *scriptState) scene() scene          { return s.g.scenes[s.at] }
func (s *scriptState) Game() engine.Game     { return s.g }
func (s *scriptState) Config() engine.Config { return engine.Config{Players: 2} }
func (s *scriptState) Terminal() bool        { return s.at >= len(s.g.scenes) }
func (s *scriptState) Turn() int             { return 1 }
func (s *scriptState) Clone() engine.State {
	c := *s
	c.log = slices.Clone(s.log)
	c.copy = true
	return &c
}
func (s *scriptState) Determinize(int, *engine.RNG) engine.State { return s.Clone() }

// View says whether it is the game's own state or a copy of it.
func (s *scriptState) View(int) engine.View {
	if s.copy {
		return scriptView("a copy")
	}
	return scriptView("the game")
}

func (s *scriptState) Actors() engine.PlayerSet {
	if s.Terminal() {
		return 0
	}
	return engine.PlayerSet(1) << s.scene().seat
}

func (s *scriptState) Legal(p int, buf []engine.Action) []engine.Action {
	if s.Terminal() || p != s.scene().seat {
		return buf
	}
	for i := range s.scene().options {
		buf = append(buf, engine.Action(i+1))
	}
	return buf
}

func (s *scriptState) Apply(p int, a engine.Action) error {
	if s.Terminal() || p != s.scene().seat || a < 1 || int(a) > len(s.scene().options) {
		return fmt.Errorf("not an option: %d", a)
	}
	sc := s.scene()
	s.log = append(s.log, sc.logs[sc.options[a-1].Code]...)
	s.at++
	return nil
}

func (s *scriptState) ActionCode(_ int, a engine.Action) string  { return s.scene().options[a-1].Code }
func (s *scriptState) ActionLabel(_ int, a engine.Action) string { return s.scene().options[a-1].Label }
func (s *scriptState) ParseAction(p int, code string) (engine.Action, error) {
	for _, a := range s.Legal(p, nil) {
		if s.ActionCode(p, a) == code {
			return a, nil
		}
	}
	return 0, fmt.Errorf("no option %q", code)
}

// OptionCards names the catalog cards an option's label names.
func (s *scriptState) OptionCards(_ int, a engine.Action) []string {
	var out []string
	for _, c := range s.g.Catalog() {
		if strings.Contains(s.scene().options[a-1].Label, c.Name) {
			out = append(out, c.ID)
		}
	}
	return out
}

func (s *scriptState) Outcome() engine.Outcome {
	if !s.Terminal() {
		return engine.Outcome{}
	}
	return engine.NewOutcome(2, 1, "The script is over.")
}

func (s *scriptState) Table(p int) engine.Table {
	t := engine.Table{Viewer: p, Turn: 1, Active: -1, Goal: s.g.goal, Question: engine.NoQuestion(), Waiting: []int{},
		Players: []engine.TablePlayer{
			{Seat: 0, Name: "Player 1", Counters: []engine.Counter{}, Zones: []engine.TableZone{}},
			{Seat: 1, Name: "Player 2", Counters: []engine.Counter{}, Zones: []engine.TableZone{}},
		}, Zones: []engine.TableZone{}, Outcome: s.Outcome()}
	if s.Terminal() {
		return t
	}
	sc := s.scene()
	t.Zones = sc.zones
	t.Waiting = []int{sc.seat}
	if p == sc.seat {
		t.Question = engine.TableQuestion{Player: p, Prompt: sc.prompt, Options: sc.options}
	}
	return t
}

func (s *scriptState) Events(_ int, from int) ([]engine.Entry, int) {
	return slices.Clone(s.log[min(from, len(s.log)):]), len(s.log)
}

// row is a zone of cards side by side.
func row(id, name string, cards ...engine.TableCard) engine.TableZone {
	return engine.TableZone{ID: id, Name: name, Layout: engine.LayoutRow, Count: len(cards), Cards: cards}
}

// card is a face-up card on the table.
func card(handle int, id, name, stats, printed string) engine.TableCard {
	return engine.TableCard{Handle: handle, Slot: -1, FaceUp: true, ID: id, Name: name, Stats: stats, Printed: printed,
		Status: []string{}, Counters: []engine.Counter{}, Attached: []engine.TableCard{}}
}

// option is an answer about the cards of handles.
func option(code, label, detail string, handles ...int) engine.TableOption {
	return engine.TableOption{Code: code, Label: label, Detail: detail, Cards: append([]int{}, handles...), Zones: []string{}}
}

// entry is a log line about seat p.
func entry(p int, kind, text string) engine.Entry {
	return engine.Entry{Kind: kind, Player: p, Text: text, Data: map[string]any{}}
}
