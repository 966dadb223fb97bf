package terminal

import (
	"fmt"
	"strings"

	"omnideck/engine"
)

// passCode is the code of the option that declines to act: passes
// priority, lets something resolve, plays nothing.
const passCode = "pass"

// question is what the person is asked now, drawn from the table's
// question so that the terminal shows what any client of the table would:
// the prompt, and each option with its code, label and detail, the cards
// it is about, and the action that makes it.
type question struct {
	prompt  string
	options []engine.TableOption
	legal   []engine.Action
	// cards are the cards on the table by handle, attached ones included.
	cards map[int]engine.TableCard
}

// newQuestion is the question of table, whose options are legal. A game
// whose table does not list exactly those options (the conformance suite
// fails such a game) is asked by its codes and labels alone.
func newQuestion(s engine.State, p int, table engine.Table, legal []engine.Action) question {
	q := question{prompt: table.Question.Prompt, options: table.Question.Options, legal: legal, cards: onTable(table)}
	if len(q.options) != len(legal) {
		q.options = make([]engine.TableOption, len(legal))
		for i, a := range legal {
			q.options[i] = engine.TableOption{Code: s.ActionCode(p, a), Label: s.ActionLabel(p, a)}
		}
	}
	return q
}

// onTable is every card on the table by its handle.
func onTable(t engine.Table) map[int]engine.TableCard {
	out := map[int]engine.TableCard{}
	var walk func(cards []engine.TableCard)
	walk = func(cards []engine.TableCard) {
		for _, c := range cards {
			out[c.Handle] = c
			walk(c.Attached)
		}
	}
	for _, p := range t.Players {
		for _, z := range p.Zones {
			walk(z.Cards)
		}
	}
	for _, z := range t.Zones {
		walk(z.Cards)
	}
	return out
}

// find is the option whose code is code, or -1.
func (q question) find(code string) int {
	for i, o := range q.options {
		if o.Code == code {
			return i
		}
	}
	return -1
}

// note is what option i's line shows beside its label: the game's detail
// when it gives one; else the current figures of the option's first card
// as the table shows it; else, for a card not on the table, its stat line
// in the catalog. It is "" when the label says it already.
func (q question) note(i int, book cardBook, s engine.State, p int) string {
	o := q.options[i]
	note := o.Detail
	if note == "" && len(o.Cards) > 0 {
		if c, ok := q.cards[o.Cards[0]]; ok {
			note = figures(c)
		}
	}
	if note == "" {
		note = book.stats(s, p, q.legal[i])
	}
	if strings.Contains(o.Label, note) {
		return ""
	}
	return note
}

// write numbers the options, each with its note.
func (q question) write(b *strings.Builder, book cardBook, s engine.State, p int) {
	if q.prompt != "" {
		fmt.Fprintf(b, "  %s\n", q.prompt)
	}
	for i, o := range q.options {
		fmt.Fprintf(b, "  %d) %s", i+1, o.Label)
		if note := q.note(i, book, s, p); note != "" {
			fmt.Fprintf(b, "  [%s]", note)
		}
		b.WriteString("\n")
	}
}
