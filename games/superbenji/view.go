package superbenji

import (
	"fmt"
	"slices"
	"strings"

	"omnideck/engine"
)

// CardView is a card the viewer can see.
type CardView struct {
	Obj  int    `json:"obj"`
	ID   string `json:"id"`
	Name string `json:"name"`
	Type string `json:"type"`
}

// InPlayView is a card in play, with its current characteristics.
type InPlayView struct {
	CardView
	Controller int      `json:"controller"`
	Character  bool     `json:"character"`
	Attack     int      `json:"attack,omitempty"`
	Health     int      `json:"health,omitempty"`
	Damage     int      `json:"damage,omitempty"`
	Keywords   []string `json:"keywords,omitempty"`
	Exhausted  bool     `json:"exhausted,omitempty"`
	Attacking  bool     `json:"attacking,omitempty"`
	Blocking   *int     `json:"blocking,omitempty"` // the attacker's obj, if blocking
	TextGone   bool     `json:"text_removed,omitempty"`
	Token      bool     `json:"token,omitempty"`
}

// PlayerView is what the viewer sees of one player.
type PlayerView struct {
	Seat    int        `json:"seat"`
	Name    string     `json:"name"`
	Health  int        `json:"health"`
	Deck    int        `json:"deck"`
	HandN   int        `json:"hand_count"`
	Hand    []CardView `json:"hand,omitempty"` // the viewer's own hand only
	Discard []CardView `json:"discard"`
	Pool    []string   `json:"pool"`
}

// View is what one player (or a spectator) may see: their own hand, every
// card in play and in discard piles, pools, Health and counts (9.1).
type View struct {
	Viewer   int             `json:"viewer"`
	Turn     int             `json:"turn"`
	Active   int             `json:"active"`
	Step     string          `json:"step"`
	Deciding int             `json:"deciding"`
	Players  []PlayerView    `json:"players"`
	InPlay   []InPlayView    `json:"in_play"`
	Playing  []string        `json:"playing,omitempty"` // cards and abilities on their way
	Looking  []CardView      `json:"looking,omitempty"` // cards the viewer is looking at
	Outcome  *engine.Outcome `json:"outcome,omitempty"`
}

var stepNames = [...]string{stepStart: "start", stepHeal: "start", stepDraw: "draw", stepMain: "main", stepAttack: "declare attackers",
	stepBlock: "declare blockers", stepWindow: "action window", stepDamage: "damage", stepEnd: "end", stepCleanup: "end"}

// View returns what player p may see.
func (s *State) View(p int) engine.View {
	v := &View{Viewer: p, Turn: s.turn, Active: s.active, Step: stepNames[s.step], Deciding: -1}
	if !s.over && s.dec.kind != decNone {
		v.Deciding = int(s.dec.player)
	}
	for q := range 2 {
		pl := &s.players[q]
		pv := PlayerView{Seat: q, Name: playerName(q), Health: pl.life, Deck: len(pl.deck), HandN: len(pl.hand),
			Discard: s.cardViews(pl.discard), Pool: []string{}}
		if q == p {
			pv.Hand = s.cardViews(pl.hand)
		}
		for _, a := range pl.pool {
			pv.Pool = append(pv.Pool, a.sym.String())
		}
		v.Players = append(v.Players, pv)
	}
	for _, id := range s.inPlayOf(-1) {
		o := &s.objs[id]
		st := s.statsOf(id)
		iv := InPlayView{CardView: s.cardView(id), Controller: int(o.ctrl), Character: st.character,
			Exhausted: o.exhausted, Attacking: o.attacking, TextGone: !st.text, Token: o.def.Token}
		if st.character {
			iv.Attack, iv.Health, iv.Damage = st.attack, st.health, int(o.damage)
		}
		for name, k := range kwByName {
			if st.keywords.has(k) {
				iv.Keywords = append(iv.Keywords, name)
			}
		}
		slices.Sort(iv.Keywords)
		if o.blocking >= 0 {
			attacker := int(o.blocking)
			iv.Blocking = &attacker
		}
		v.InPlay = append(v.InPlay, iv)
	}
	for _, j := range s.jobs {
		if j.kind == jobAbility {
			v.Playing = append(v.Playing, fmt.Sprintf("%s: %s", s.name(j.src), s.objs[j.src].def.Abilities[j.ability].Name))
		} else {
			v.Playing = append(v.Playing, s.name(j.src))
		}
		if int(j.ctrl) == p && len(j.look) > 0 {
			v.Looking = s.cardViews(j.look)
		}
	}
	if s.over {
		o := s.Outcome()
		v.Outcome = &o
	}
	return v
}

func (s *State) cardView(id ObjID) CardView {
	o := &s.objs[id]
	return CardView{Obj: int(id), ID: o.printed.ID, Name: o.def.Name, Type: o.def.Type}
}

func (s *State) cardViews(ids []ObjID) []CardView {
	out := make([]CardView, len(ids))
	for i, id := range ids {
		out[i] = s.cardView(id)
	}
	return out
}

// Text renders the view for a terminal.
func (v *View) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Turn %d · %s's turn · %s\n", v.Turn, v.Players[v.Active].Name, v.Step)
	for _, p := range v.Players {
		name := p.Name
		if p.Seat == v.Viewer {
			name += " (you)"
		}
		fmt.Fprintf(&b, "  %-16s Health %2d · deck %2d · hand %d · pool [%s]\n", name, p.Health, p.Deck, p.HandN, strings.Join(p.Pool, " "))
		for _, c := range v.InPlay {
			if c.Controller != p.Seat {
				continue
			}
			fmt.Fprintf(&b, "      %s\n", c.line())
		}
		if len(p.Hand) > 0 {
			names := make([]string, len(p.Hand))
			for i, c := range p.Hand {
				names[i] = c.Name
			}
			fmt.Fprintf(&b, "      hand: %s\n", strings.Join(names, ", "))
		}
	}
	if len(v.Playing) > 0 {
		fmt.Fprintf(&b, "  being played: %s\n", strings.Join(v.Playing, "; "))
	}
	if len(v.Looking) > 0 {
		names := make([]string, len(v.Looking))
		for i, c := range v.Looking {
			names[i] = c.Name
		}
		fmt.Fprintf(&b, "  you look at: %s\n", strings.Join(names, ", "))
	}
	if v.Outcome != nil {
		fmt.Fprintf(&b, "  %s\n", v.Outcome.Summary)
	}
	return b.String()
}

func (c InPlayView) line() string {
	var b strings.Builder
	b.WriteString(c.Name)
	if c.Character {
		fmt.Fprintf(&b, " %d/%d", c.Attack, c.Health)
		if c.Damage > 0 {
			fmt.Fprintf(&b, " (%d damage)", c.Damage)
		}
	}
	if len(c.Keywords) > 0 {
		fmt.Fprintf(&b, " [%s]", strings.Join(c.Keywords, ", "))
	}
	var flags []string
	if c.Exhausted {
		flags = append(flags, "exhausted")
	}
	if c.Attacking {
		flags = append(flags, "attacking")
	}
	if c.Blocking != nil {
		flags = append(flags, "blocking")
	}
	if c.TextGone {
		flags = append(flags, "text removed")
	}
	if len(flags) > 0 {
		fmt.Fprintf(&b, " · %s", strings.Join(flags, ", "))
	}
	return b.String()
}

// Config returns the configuration with every option resolved; its maps
// and lists are copies.
func (s *State) Config() engine.Config { return s.cfg.Copy() }

// Determinize returns a copy in which what player p cannot see is
// re-sampled: the opponent's hand and deck are redealt from the cards among
// them, and both decks are shuffled. The copy's future randomness is
// re-seeded from rng.
func (s *State) Determinize(p int, rng *engine.RNG) engine.State {
	c := s.clone()
	c.rng = engine.NewRNG(rng.Uint64())
	c.cfg.Seed = rng.Uint64()
	c.log = engine.NewLog(true)
	q := opponent(p)
	opp := &c.players[q]
	hidden := append(append([]ObjID(nil), opp.hand...), opp.deck...)
	engine.Shuffle(rng, hidden)
	n := len(opp.hand)
	copy(opp.hand, hidden[:n])
	copy(opp.deck, hidden[n:])
	for _, id := range opp.hand {
		c.objs[id].zone = inHand
	}
	for _, id := range opp.deck {
		c.objs[id].zone = inDeck
	}
	engine.Shuffle(rng, c.players[p].deck)
	return c
}
