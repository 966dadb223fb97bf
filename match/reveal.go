package match

import (
	"omnideck/engine"
)

// A seat's view of the cards: how many of each card it can see on the
// table. Undo may not cross a decision after which a seat saw a card it
// could not see before (a draw, a card flipped or played by another
// player, a search) or read a log line meant for it alone: that would let
// a player look, take back and choose again.
//
// It is judged from the table view and the log alone, as any client sees
// them, so it holds for every game without the game's help: a card that
// merely moves between places its seat sees (a card played from its own
// hand) reveals nothing; one more copy of a card in view does.

// sight is how many of each card id a seat sees.
type sight map[string]int

// seen counts the cards whose identity viewer sees on t.
func seen(t engine.Table) sight {
	out := sight{}
	var walk func([]engine.TableCard)
	walk = func(cards []engine.TableCard) {
		for _, c := range cards {
			if c.ID != "" {
				out[c.ID]++
			}
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

// grew reports whether now shows some card more often than before.
func (now sight) grew(before sight) bool {
	for id, n := range now {
		if n > before[id] {
			return true
		}
	}
	return false
}

// toldPrivately reports whether the log from index from on holds a line
// that viewer alone may see: the viewer's log then has more lines than the
// spectator's, who sees only what is public.
func toldPrivately(s engine.State, viewer, from int) bool {
	mine, _ := s.Events(viewer, from)
	public, _ := s.Events(engine.Spectator, from)
	return len(mine) > len(public)
}
