package omnitrix

import (
	"fmt"

	"omnideck/engine"
)

// The common table view (engine.Table), beside the game's own View.
//
// Handles: a card on the table is named by its place in the card set plus
// one. Only cards the viewer sees carry one: face-up cards, which everyone
// sees, and the viewer's own supports, which the viewer knows. Stacks, the
// bank, the set-aside piles and other players' supports appear as counts
// only, so no handle ever names a hidden card.

// handle is card id's handle on the table.
func handle(id uint8) int { return int(id) + 1 }

// Table is what player p (or the Spectator) sees of the table: each
// player's counters and zones, the shared zones, and p's support choice.
func (s *State) Table(p int) engine.Table {
	t := engine.Table{
		Viewer:   p,
		Turn:     s.round,
		Phase:    s.phase(),
		Active:   -1,
		Players:  make([]engine.TablePlayer, 0, s.n),
		Question: s.tableQuestion(p),
		Waiting:  s.waiting.Slice(),
		Outcome:  s.Outcome(),
		Goal:     s.goal(),
	}
	for q := range s.n {
		t.Players = append(t.Players, s.tablePlayer(p, q))
	}
	villain := s.faceUpZone("villain", "Villain", engine.LayoutRow, nil)
	if s.villain != none {
		villain = s.faceUpZone("villain", "Villain", engine.LayoutRow, []uint8{uint8(s.villain)})
	}
	t.Zones = []engine.TableZone{
		countZone("bank", "Villain bank", int(s.bank.n)),
		villain,
		s.faceUpZone("eliminated", "Out of the game", engine.LayoutRow, s.eliminated.cards()),
		s.faceUpZone("spent", "Spent supports", engine.LayoutPile, newestFirst(s.spent.cards())),
		countZone("aside.aliens", "Aliens set aside", int(s.asideAliens.n)),
		countZone("aside.supports", "Supports set aside", int(s.asideSupports.n)),
	}
	return t
}

// phase names where the game stands.
func (s *State) phase() string {
	switch {
	case s.over:
		return "game over"
	case !s.waiting.Empty():
		return "choose supports"
	case s.halted:
		return "halted"
	}
	return "battle"
}

// tablePlayer is seat q as p sees it: villains won, supports held and, in
// a battle, power; the stack and other players' supports as counts.
func (s *State) tablePlayer(p, q int) engine.TablePlayer {
	counters := []engine.Counter{
		{Name: "Villains won", Value: int(s.won[q].n)},
		{Name: "Supports", Value: int(s.hand[q].n)},
	}
	if s.fighters.Has(q) && s.shown[q].n > 0 {
		counters = append(counters, engine.Counter{Name: "Power", Value: s.power[q]})
	}
	hand := countZone(zoneID("supports", q), "Supports", int(s.hand[q].n))
	hand.Layout = engine.LayoutRow
	if q == p {
		for _, id := range s.hand[q].cards() {
			c := s.tableCard(id)
			if s.chosen.Has(q) && s.choice[q] == int(id) {
				c.Status = append(c.Status, "chosen")
			}
			hand.Cards = append(hand.Cards, c)
		}
	}
	return engine.TablePlayer{
		Seat:     q,
		Name:     playerName(q),
		Counters: counters,
		Zones: []engine.TableZone{
			countZone(zoneID("stack", q), "Alien stack", int(s.stack[q].n)),
			hand,
			s.shownZone(q),
			s.faceUpZone(zoneID("won", q), "Villains won", engine.LayoutRow, s.won[q].cards()),
		},
	}
}

// tableQuestion is p's support choice, each option linked to its card.
func (s *State) tableQuestion(p int) engine.TableQuestion {
	if p < 0 || !s.waiting.Has(p) {
		return engine.NoQuestion()
	}
	prompt := "play a support card with your alien, or none"
	if s.rules.blind {
		prompt = "play a support card with the alien you will show, or none"
	}
	q := engine.TableQuestion{Player: p, Kind: kindSupport, Prompt: playerName(p) + ": " + prompt, Options: []engine.TableOption{}}
	for _, a := range s.Legal(p, nil) {
		o := engine.TableOption{Code: s.ActionCode(p, a), Label: s.ActionLabel(p, a), Detail: s.detail(p, a), Cards: []int{}, Zones: []string{}}
		if a != noSupport {
			o.Cards = append(o.Cards, handle(uint8(a-1)))
		}
		q.Options = append(q.Options, o)
	}
	return q
}

// detail is what option a does for player p: the power it brings p's
// alien to against the villain's, or, with blind supports, what it adds
// to the alien p will show.
func (s *State) detail(p int, a engine.Action) string {
	add := 0
	if a != noSupport {
		add = s.powerOf(uint8(a - 1))
	}
	switch {
	case s.shown[p].n == 0 && a == noSupport:
		return ""
	case s.shown[p].n == 0:
		return fmt.Sprintf("adds %d to the alien you will show", add)
	case s.villain == none:
		return fmt.Sprintf("power %d", s.power[p]+add)
	}
	v := s.cards.Card(s.villain)
	return fmt.Sprintf("power %d against %s's %d", s.power[p]+add, v.Name, v.Power)
}

// shownZone is the aliens player q shows in this battle. The first
// carries q's support once it is revealed: its power then is the
// alien's with the support's, its printed power beside it, and its
// status names the support.
func (s *State) shownZone(q int) engine.TableZone {
	z := s.faceUpZone(zoneID("shown", q), "Aliens shown", engine.LayoutRow, s.shown[q].cards())
	if sup := s.played[q]; sup != none && len(z.Cards) > 0 {
		first := &z.Cards[0]
		first.Printed = first.Stats
		first.Stats = fmt.Sprintf("power %d", s.powerOf(s.shown[q].c[0])+s.powerOf(uint8(sup)))
		first.Status = append(first.Status, "with "+s.cards.Card(sup).Name)
	}
	return z
}

// goal says how the game is won, as its options set it up.
func (s *State) goal() string {
	short := "a player has no alien left at the start of a battle"
	if s.rules.shortAll {
		short = "no player has an alien left at the start of a battle"
	}
	return "Collect the most villains. Each battle a villain comes out of the bank; every player shows the top alien of their stack " +
		"and may add one support card, and the strongest at least as strong as the villain takes it (a tie is broken by showing " +
		"more aliens). When the villain bank is empty, the most villains wins. A villain stronger than every alien sends the " +
		"aliens shown out of the game, and the villains win if " + short + "."
}

func zoneID(key string, seat int) string { return fmt.Sprintf("%s.%d", key, seat) }

// countZone is a face-down pile: how many cards, none shown.
func countZone(id, name string, n int) engine.TableZone {
	return engine.TableZone{ID: id, Name: name, Layout: engine.LayoutPile, Count: n, Cards: []engine.TableCard{}}
}

// faceUpZone is a zone whose cards everyone sees, in the order given.
func (s *State) faceUpZone(id, name, layout string, ids []uint8) engine.TableZone {
	z := engine.TableZone{ID: id, Name: name, Layout: layout, Count: len(ids), Cards: make([]engine.TableCard, 0, len(ids))}
	for _, c := range ids {
		z.Cards = append(z.Cards, s.tableCard(c))
	}
	return z
}

// newestFirst lists the spent supports as people pile them, the last one
// played on top: the game keeps them in the order they were spent.
func newestFirst(ids []uint8) []uint8 {
	out := make([]uint8, len(ids))
	for i, id := range ids {
		out[len(ids)-1-i] = id
	}
	return out
}

// tableCard is card id face up.
func (s *State) tableCard(id uint8) engine.TableCard {
	c := s.cards.cards[id]
	return engine.TableCard{
		Handle:   handle(id),
		Slot:     -1,
		FaceUp:   true,
		ID:       s.cards.code[id],
		Name:     c.Name,
		Type:     s.cards.kind[id].String(),
		Stats:    fmt.Sprintf("power %d", c.Power),
		Status:   []string{},
		Counters: []engine.Counter{},
		Attached: []engine.TableCard{},
	}
}
