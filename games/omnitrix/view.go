package omnitrix

import (
	"fmt"
	"strings"

	"omnideck/engine"
)

// CardView is a face-up card.
type CardView struct {
	Name  string `json:"name"`
	Code  string `json:"code"`
	Type  string `json:"type"`
	Power int    `json:"power"`
}

// PlayerView is what the viewer sees of one player.
type PlayerView struct {
	Seat int    `json:"seat"`
	Name string `json:"name"`
	// Stack is the number of alien cards in the player's face-down stack.
	Stack int `json:"stack"`
	// Supports is the number of support cards the player holds.
	Supports int `json:"supports"`
	// Hand lists the support cards, for the viewer's own seat only: it is
	// left out for the other seats, and [] when the viewer holds none.
	Hand []CardView `json:"hand,omitzero"`
	// Villains are the villain cards the player has collected.
	Villains []CardView `json:"villains"`
	// Shown are the aliens face up in this battle, tie-breaks included.
	Shown []CardView `json:"shown"`
	// Support is the support card revealed in this battle.
	Support *CardView `json:"support,omitempty"`
	// Power is the player's power in this battle as far as it is shown.
	Power int `json:"power"`
	// Fighting is true when the player takes part in this battle.
	Fighting bool `json:"fighting"`
	// Choosing is true while the player must still choose a support.
	Choosing bool `json:"choosing"`
	// Chosen is the viewer's own choice, before it is revealed: "pass" or
	// a support card's code.
	Chosen string `json:"chosen,omitempty"`
}

// View is what one player (or a spectator) may see. Stacks and the bank are
// face down and appear only as counts; support cards are seen by their
// holder; everything else on the table is face up.
type View struct {
	Viewer        int             `json:"viewer"`
	Round         int             `json:"round"`
	Bank          int             `json:"bank"`
	Villain       *CardView       `json:"villain,omitempty"`
	Players       []PlayerView    `json:"players"`
	Eliminated    []CardView      `json:"eliminated"`
	SpentSupports []CardView      `json:"spent_supports"`
	AsideAliens   int             `json:"aside_aliens"`
	AsideSupports int             `json:"aside_supports"`
	Outcome       *engine.Outcome `json:"outcome,omitempty"`
}

// View returns what player p may see, or the public view for a spectator.
func (s *State) View(p int) engine.View {
	v := &View{
		Viewer:        p,
		Round:         s.round,
		Bank:          int(s.bank.n),
		Eliminated:    s.cardViews(s.eliminated.cards()),
		SpentSupports: s.cardViews(s.spent.cards()),
		AsideAliens:   int(s.asideAliens.n),
		AsideSupports: int(s.asideSupports.n),
	}
	if s.villain != none {
		c := s.cardView(uint8(s.villain))
		v.Villain = &c
	}
	for q := range s.n {
		pv := PlayerView{
			Seat:     q,
			Name:     playerName(q),
			Stack:    int(s.stack[q].n),
			Supports: int(s.hand[q].n),
			Villains: s.cardViews(s.won[q].cards()),
			Shown:    s.cardViews(s.shown[q].cards()),
			Power:    s.power[q],
			Fighting: s.fighters.Has(q),
			Choosing: s.waiting.Has(q),
		}
		if q == p {
			pv.Hand = s.cardViews(s.hand[q].cards())
			if s.chosen.Has(q) {
				pv.Chosen = s.ActionCode(q, engine.Action(s.choice[q]+1))
			}
		}
		if s.played[q] != none {
			c := s.cardView(uint8(s.played[q]))
			pv.Support = &c
		}
		v.Players = append(v.Players, pv)
	}
	if s.over {
		o := s.Outcome()
		v.Outcome = &o
	}
	return v
}

func (s *State) cardView(id uint8) CardView {
	c := s.cards.cards[id]
	return CardView{Name: c.Name, Code: s.cards.code[id], Type: c.Type, Power: c.Power}
}

func (s *State) cardViews(ids []uint8) []CardView {
	out := make([]CardView, len(ids))
	for i, id := range ids {
		out[i] = s.cardView(id)
	}
	return out
}

// Text renders the view as a small table for a terminal.
func (v *View) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Battle %d · villain bank: %s", v.Round, count(v.Bank, "card", "cards"))
	if v.Villain != nil {
		fmt.Fprintf(&b, " · villain: %s (%d)", v.Villain.Name, v.Villain.Power)
	}
	b.WriteByte('\n')
	for _, p := range v.Players {
		name := p.Name
		if p.Seat == v.Viewer {
			name += " (you)"
		}
		fmt.Fprintf(&b, "  %-16s aliens %2d · villains %2d", name, p.Stack, len(p.Villains))
		if p.Seat == v.Viewer {
			fmt.Fprintf(&b, " · supports: %s", namesOr(p.Hand, "none"))
		} else {
			fmt.Fprintf(&b, " · supports: %d", p.Supports)
		}
		if len(p.Shown) > 0 {
			fmt.Fprintf(&b, " · shows %s", namesWithPower(p.Shown))
			if p.Support != nil {
				fmt.Fprintf(&b, " + %s (%d)", p.Support.Name, p.Support.Power)
			}
			fmt.Fprintf(&b, " = %d", p.Power)
		}
		switch {
		case p.Choosing:
			b.WriteString(" · choosing…")
		case p.Chosen != "":
			fmt.Fprintf(&b, " · chose %s", chosenText(p.Chosen, p.Hand))
		case !p.Fighting && v.Villain != nil:
			b.WriteString(" · sits out")
		}
		b.WriteByte('\n')
	}
	if len(v.Eliminated) > 0 {
		fmt.Fprintf(&b, "  out of the game: %s\n", namesOr(v.Eliminated, ""))
	}
	if v.Outcome != nil {
		fmt.Fprintf(&b, "  %s\n", v.Outcome.Summary)
	}
	return b.String()
}

// count is n with the noun that agrees with it: "1 card", "17 cards".
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// chosenText says in words the viewer's hidden choice, given as its code.
func chosenText(code string, hand []CardView) string {
	for _, c := range hand {
		if code == "support:"+c.Code {
			return fmt.Sprintf("%s (+%d)", c.Name, c.Power)
		}
	}
	return "no support card"
}

func namesOr(cards []CardView, empty string) string {
	if len(cards) == 0 {
		return empty
	}
	return namesWithPower(cards)
}

func namesWithPower(cards []CardView) string {
	parts := make([]string, len(cards))
	for i, c := range cards {
		parts[i] = fmt.Sprintf("%s (%d)", c.Name, c.Power)
	}
	return strings.Join(parts, ", ")
}
