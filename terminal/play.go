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
	"time"

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
	// ThinkingAfter is how long an agent may take to decide before the
	// screen says it is thinking: 0 means DefaultThinkingAfter, and a
	// negative value never.
	ThinkingAfter time.Duration

	logNext int
	buf     []engine.Action
	// board is the table as last printed, without its question.
	board string
	// since are the log entries shown since the person last chose.
	since []engine.Entry
	// passing is true while the person passes until something happens.
	passing bool
}

// Play runs s to its end. It returns ErrQuit if the person quits or the
// input ends.
func (t *Session) Play(s engine.State) error {
	if len(t.Agents) != s.Config().Players {
		return fmt.Errorf("%d agents for %d seats", len(t.Agents), s.Config().Players)
	}
	if goal := s.Table(t.Seat).Goal; goal != "" {
		fmt.Fprintf(t.Out, "Goal: %s\n\n", goal)
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
			if err := t.apply(s, p, t.choose(s, p, t.buf)); err != nil {
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

// showLog prints the log lines the person has not seen yet.
func (t *Session) showLog(s engine.State) {
	var events []engine.Entry
	events, t.logNext = s.Events(t.Seat, t.logNext)
	for _, e := range events {
		fmt.Fprintln(t.Out, e.Text)
	}
	t.since = append(t.since, events...)
}

const help = "Type the number of your choice, or its code. Other commands: ?N (read the cards of choice N), " +
	"card NAME (read a card by name or id), p (pass now and at each of your next questions until something " +
	"happens: another player acts, a card is played, the turn changes), v (show the table again), h (help), q (quit)."

// ask shows the person's question and applies their choice, asking
// again after any bad answer. The table is shown first when it differs
// from the one last shown. A question with one answer is answered at
// once, as is one with a pass while the person passes until something
// happens.
func (t *Session) ask(s engine.State) error {
	legal := s.Legal(t.Seat, nil)
	table := s.Table(t.Seat)
	q := newQuestion(s, t.Seat, table, legal)
	if len(legal) == 1 {
		return t.answer(s, q, 0, true)
	}
	if t.passing {
		if i := q.find(passCode); i >= 0 && t.quiet() {
			return t.answer(s, q, i, true)
		}
		t.passing = false
	}
	book := newCardBook(s)
	t.show(s, table, q, book, false)
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
			if table.Goal != "" {
				fmt.Fprintf(t.Out, "Goal: %s\n", table.Goal)
			}
			continue
		case "v", "view":
			t.show(s, table, q, book, true)
			continue
		case "p", "pass!":
			i := q.find(passCode)
			if i < 0 {
				fmt.Fprintln(t.Out, "There is no pass among these choices: choose one.")
				continue
			}
			fmt.Fprintln(t.Out, "Passing until something happens.")
			t.passing, t.since = true, t.since[:0]
			return t.answer(s, q, i, true)
		}
		if text, ok := t.cardText(s, q, book, answer); ok {
			fmt.Fprint(t.Out, text)
			continue
		}
		i, problem := t.parse(s, q, answer)
		if problem == "" {
			if err := t.answer(s, q, i, false); err != nil {
				problem = err.Error()
			} else {
				t.since = t.since[:0]
				return nil
			}
		}
		fmt.Fprintf(t.Out, "%s\n", problem)
	}
}

// show prints the question, after the table when it differs from the one
// last printed or when all is asked for.
func (t *Session) show(s engine.State, table engine.Table, q question, book cardBook, all bool) {
	var b strings.Builder
	b.WriteString("\n")
	if board := RenderTable(table); all || board != t.board {
		b.WriteString(board)
		t.board = board
	}
	q.write(&b, book, s, t.Seat)
	fmt.Fprint(t.Out, b.String())
}

// answer makes option i the person's choice; one made for them (the only
// option, or a pass while passing) is said, with whose it is.
func (t *Session) answer(s engine.State, q question, i int, auto bool) error {
	if auto {
		fmt.Fprintf(t.Out, "  (You: %s)\n", q.options[i].Label)
	}
	return t.apply(s, t.Seat, q.legal[i])
}

// quiet reports whether nothing has happened since the person chose to
// pass but their own passes: every log line since is theirs and a pass.
func (t *Session) quiet() bool {
	for _, e := range t.since {
		if e.Player != t.Seat || e.Kind != passCode {
			return false
		}
	}
	return true
}

// cardText answers "?N" and "card NAME" with the text of the cards asked
// for; ok is false when answer is neither.
func (t *Session) cardText(s engine.State, q question, book cardBook, answer string) (string, bool) {
	if rest, ok := strings.CutPrefix(answer, "?"); ok && rest != "" {
		n, err := strconv.Atoi(strings.TrimSpace(rest))
		if err != nil || n < 1 || n > len(q.options) {
			return fmt.Sprintf("?N reads the cards of choice N: type a number from 1 to %d after the ?.\n", len(q.options)), true
		}
		return book.optionText(s, t.Seat, q, n-1), true
	}
	lower := strings.ToLower(answer)
	for _, prefix := range []string{"card ", "c "} {
		if strings.HasPrefix(lower, prefix) {
			return book.lookup(strings.TrimSpace(answer[len(prefix):])), true
		}
	}
	return "", false
}

// parse reads a numbered choice or an option code, or says what is wrong.
func (t *Session) parse(s engine.State, q question, answer string) (int, string) {
	n := len(q.options)
	if answer == "" {
		return 0, fmt.Sprintf("Please choose: type a number from 1 to %d. (h for help)", n)
	}
	if i, err := strconv.Atoi(answer); err == nil {
		if i < 1 || i > n {
			return 0, fmt.Sprintf("%d is not a choice: type a number from 1 to %d.", i, n)
		}
		return i - 1, ""
	}
	if i := q.find(answer); i >= 0 {
		return i, ""
	}
	if a, err := s.ParseAction(t.Seat, answer); err == nil {
		for i, b := range q.legal {
			if a == b {
				return i, ""
			}
		}
	}
	return 0, fmt.Sprintf("%q is not a choice: type a number from 1 to %d. (h for help)", answer, n)
}
