// Package terminal plays a game with a person at a text terminal: the
// screen shows only what that person may see, choices are numbered, and the
// game's log scrolls as it goes.
package terminal

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"omnideck/agent"
	"omnideck/engine"
)

// ErrQuit is returned when the person leaves before the game ends.
var ErrQuit = errors.New("game abandoned")

// Session is one person at a terminal, playing one seat against agents.
type Session struct {
	In  *bufio.Reader
	Out io.Writer
	// Seat is the person's seat.
	Seat int
	// Agents choose for every other seat; Agents[Seat] is ignored.
	Agents []agent.Agent
	// Replay, when set, records every decision.
	Replay *engine.Replay

	logNext int
	buf     []engine.Action
}

// Play runs s to its end. It returns ErrQuit if the person quits or the
// input ends.
func (t *Session) Play(s engine.State) error {
	if len(t.Agents) != s.Config().Players {
		return fmt.Errorf("%d agents for %d seats", len(t.Agents), s.Config().Players)
	}
	for {
		t.showLog(s)
		if s.Terminal() {
			screen, summary := t.screen(s), s.Outcome().Summary
			if !strings.Contains(screen, summary) {
				screen += summary + "\n"
			}
			fmt.Fprintf(t.Out, "\n%s", screen)
			return nil
		}
		actors := s.Actors()
		if actors.Has(t.Seat) {
			if err := t.ask(s); err != nil {
				return err
			}
		}
		for p := range actors.All() {
			if p == t.Seat {
				continue
			}
			if t.buf = s.Legal(p, t.buf[:0]); len(t.buf) == 0 {
				continue
			}
			if err := t.apply(s, p, t.Agents[p].Choose(engine.Observe(s, p), t.buf)); err != nil {
				return fmt.Errorf("%s at seat %d: %w", t.Agents[p].Name(), p, err)
			}
		}
	}
}

// screen is the table as the person sees it.
func (t *Session) screen(s engine.State) string { return Screen(s, t.Seat) }

// Screen is the table as viewer sees it, drawn as text: the game's common
// table view, with the question the viewer is asked.
func Screen(s engine.State, viewer int) string {
	table := s.Table(viewer)
	text := RenderTable(table)
	if table.Question.Prompt != "" {
		text += "  " + table.Question.Prompt + "\n"
	}
	return text
}

func (t *Session) apply(s engine.State, p int, a engine.Action) error {
	if t.Replay != nil {
		return t.Replay.Apply(s, p, a)
	}
	return s.Apply(p, a)
}

func (t *Session) showLog(s engine.State) {
	var events []engine.Entry
	events, t.logNext = s.Events(t.Seat, t.logNext)
	for _, e := range events {
		fmt.Fprintln(t.Out, e.Text)
	}
}

const help = "Type the number of your choice, or its code. Other commands: ?N (read the cards of choice N), " +
	"card NAME (read a card by name or id), v (show the table again), h (help), q (quit)."

// ask shows the person's view and options and applies their choice, asking
// again after any bad answer.
func (t *Session) ask(s engine.State) error {
	legal := s.Legal(t.Seat, nil)
	if len(legal) == 1 {
		// Nothing to choose: say what happens and go on.
		fmt.Fprintf(t.Out, "  (%s)\n", s.ActionLabel(t.Seat, legal[0]))
		return t.apply(s, t.Seat, legal[0])
	}
	fmt.Fprintf(t.Out, "\n%s", t.screen(s))
	t.listOptions(s, legal)
	for {
		fmt.Fprintf(t.Out, "Your choice [1-%d]: ", len(legal))
		line, err := t.In.ReadString('\n')
		if err != nil && (line == "" || !errors.Is(err, io.EOF)) {
			fmt.Fprintln(t.Out)
			return ErrQuit
		}
		answer := strings.TrimSpace(line)
		switch strings.ToLower(answer) {
		case "q", "quit", "exit":
			return ErrQuit
		case "h", "help", "?":
			fmt.Fprintln(t.Out, help)
			continue
		case "v", "view":
			fmt.Fprintf(t.Out, "\n%s", t.screen(s))
			t.listOptions(s, legal)
			continue
		}
		if text, ok := t.cardText(s, legal, answer); ok {
			fmt.Fprint(t.Out, text)
			continue
		}
		a, problem := t.parse(s, legal, answer)
		if problem == "" {
			if err := t.apply(s, t.Seat, a); err != nil {
				problem = err.Error()
			} else {
				return nil
			}
		}
		fmt.Fprintf(t.Out, "%s\n", problem)
	}
}

// listOptions numbers the person's options, each with the stat line of
// the card it is about, where the game can say.
func (t *Session) listOptions(s engine.State, legal []engine.Action) {
	cards := newCardBook(s)
	for i, a := range legal {
		line := fmt.Sprintf("  %d) %s", i+1, s.ActionLabel(t.Seat, a))
		if stats := cards.stats(s, t.Seat, a); stats != "" {
			line += "  [" + stats + "]"
		}
		fmt.Fprintln(t.Out, line)
	}
}

// cardText answers "?N" and "card NAME" with the text of the cards asked
// for; ok is false when answer is neither.
func (t *Session) cardText(s engine.State, legal []engine.Action, answer string) (string, bool) {
	cards := newCardBook(s)
	if rest, ok := strings.CutPrefix(answer, "?"); ok && rest != "" {
		n, err := strconv.Atoi(strings.TrimSpace(rest))
		if err != nil || n < 1 || n > len(legal) {
			return fmt.Sprintf("?N reads the cards of choice N: type a number from 1 to %d after the ?.\n", len(legal)), true
		}
		return cards.optionText(s, t.Seat, legal[n-1]), true
	}
	lower := strings.ToLower(answer)
	for _, prefix := range []string{"card ", "c "} {
		if strings.HasPrefix(lower, prefix) {
			return cards.lookup(strings.TrimSpace(answer[len(prefix):])), true
		}
	}
	return "", false
}

// parse reads a numbered choice or an option code, or says what is wrong.
func (t *Session) parse(s engine.State, legal []engine.Action, answer string) (engine.Action, string) {
	if answer == "" {
		return 0, fmt.Sprintf("Please choose: type a number from 1 to %d. (h for help)", len(legal))
	}
	if n, err := strconv.Atoi(answer); err == nil {
		if n < 1 || n > len(legal) {
			return 0, fmt.Sprintf("%d is not a choice: type a number from 1 to %d.", n, len(legal))
		}
		return legal[n-1], ""
	}
	a, err := s.ParseAction(t.Seat, answer)
	if err != nil {
		return 0, fmt.Sprintf("%q is not a choice: type a number from 1 to %d. (h for help)", answer, len(legal))
	}
	return a, ""
}
