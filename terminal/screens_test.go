package terminal

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"omnideck/agent"
	"omnideck/engine"
	"omnideck/games"
)

var updateScreens = flag.Bool("update-screens", false, "rewrite docs/screens from the games as they play now")

// screenDecisions is how many of the person's decisions each screen
// shows: enough to reach the middle of a turn or two.
const screenDecisions = 12

// docs/screens holds what a person sees playing each game in the
// terminal, a dozen decisions from its start, the person's answers made
// by the heuristic agent as a sensible player would make them. The files
// are kept as the games play now: a change to labels, the log or the table
// shows up here, to be read as a newcomer would
// (`go test ./terminal -run Screens -args -update-screens` rewrites them).
func TestScreens(t *testing.T) {
	reg, err := games.Registry()
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range reg.Games() {
		id := g.Info().ID
		t.Run(id, func(t *testing.T) {
			got := screen(t, g)
			path := filepath.Join("..", "docs", "screens", id+".txt")
			if *updateScreens {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (write it with -args -update-screens)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s differs from what %s shows now: read the difference, and rewrite it with -args -update-screens", path, id)
			}
		})
	}
}

// screen plays g in a session, seat 1 answered by the heuristic agent
// through the keyboard, and returns what the session printed.
func screen(t *testing.T, g engine.Game) []byte {
	t.Helper()
	info := g.Info()
	s, err := g.New(engine.Config{Players: info.MinPlayers, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	agents := make([]agent.Agent, info.MinPlayers)
	for p := range agents {
		agents[p] = agent.NewHeuristic(uint64(p) + 1)
	}
	var out bytes.Buffer
	fmt.Fprintf(&out, "%s · %d players · seed 5 · you are Player 1 against heuristic agents\n\n", info.Name, info.MinPlayers)
	typist := &typist{s: s, seat: 0, agent: agent.NewHeuristic(99), left: screenDecisions}
	sess := &Session{In: bufio.NewReader(typist), Out: &out, Seat: 0, Agents: agents, ThinkingAfter: -1}
	if err := sess.Play(s); err != nil && !errors.Is(err, ErrQuit) {
		t.Fatal(err)
	}
	return out.Bytes()
}

// typist types the person's answers: the number of the option the agent
// chooses, then q when its decisions are spent.
type typist struct {
	s     engine.State
	seat  int
	agent agent.Agent
	left  int
	line  []byte
}

func (k *typist) Read(p []byte) (int, error) {
	if len(k.line) == 0 {
		if k.left == 0 {
			k.line = []byte("q\n")
		} else {
			k.left--
			legal := k.s.Legal(k.seat, nil)
			a := k.agent.Choose(engine.Observe(k.s, k.seat), legal)
			k.line = []byte(fmt.Sprintf("%d\n", slices.Index(legal, a)+1))
		}
	}
	n := copy(p, k.line)
	k.line = k.line[n:]
	return n, nil
}
