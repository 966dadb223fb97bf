package superbenji

import (
	"fmt"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// CardView is a card the viewer sees (kit.CardView): its handle, the name
// option codes and events use, and the printed card at a glance (Catalog).
type CardView = kit.CardView

// InPlayView is a card in play, with its current characteristics.
type InPlayView struct {
	CardView
	Controller int  `json:"controller"`
	Owner      int  `json:"owner"`
	Character  bool `json:"character"`
	// Attack and Health are current, with every change applied; 0 for a
	// card that is not a character.
	Attack        int      `json:"attack"`
	Health        int      `json:"health"`
	Damage        int      `json:"damage"`
	CounterAttack int      `json:"counter_attack"`
	CounterHealth int      `json:"counter_health"`
	Keywords      []string `json:"keywords"`
	Exhausted     bool     `json:"exhausted"`
	EnteredTurn   int      `json:"entered_turn"`
	Attacking     bool     `json:"attacking"`
	// Blocking is the handle of the attacker it blocks, BlockedBy that of
	// its blocker; 0 for none.
	Blocking  int  `json:"blocking"`
	BlockedBy int  `json:"blocked_by"`
	TextGone  bool `json:"text_removed"`
	Token     bool `json:"token"`
}

// PoolAction is one action in an Action Pool.
type PoolAction struct {
	// Type is H, V, +, -, ? or W.
	Type string `json:"type"`
	// From is the handle of the card that generated it when that card
	// counts its own actions (Scarlette's Stand-up Comedy), else 0.
	From int `json:"from"`
}

// PlayerView is what the viewer sees of one player.
type PlayerView struct {
	Seat    int          `json:"seat"`
	Name    string       `json:"name"`
	Health  int          `json:"health"`
	Deck    int          `json:"deck"`
	HandN   int          `json:"hand_count"`
	Discard []CardView   `json:"discard"`
	Pool    []PoolAction `json:"pool"`
}

// PlayingView is a card, ability or trigger on its way to resolving.
type PlayingView struct {
	CardView
	Controller int `json:"controller"`
	// What is "card", "ability", "trigger" or "delayed"; Ability names the
	// ability or trigger ("" for a card).
	What    string `json:"what"`
	Ability string `json:"ability"`
}

// View is what one player (or a spectator) may see: their own hand, every
// card in play and in discard piles, pools, Health and counts (9.1).
type View struct {
	Viewer   int    `json:"viewer"`
	Turn     int    `json:"turn"`
	Active   int    `json:"active"`
	Step     string `json:"step"`
	Deciding int    `json:"deciding"`
	// Question says what the deciding player is asked, or "".
	Question string       `json:"question"`
	Players  []PlayerView `json:"players"`
	// Hand is the viewer's own hand, in the order drawn; empty for the
	// spectator. Other players' hands are only counted (PlayerView).
	Hand    []CardView     `json:"hand"`
	InPlay  []InPlayView   `json:"in_play"`
	Playing []PlayingView  `json:"playing"`
	Looking []CardView     `json:"looking"` // cards the viewer is looking at
	Outcome engine.Outcome `json:"outcome"`
}

var stepNames = [...]string{stepStart: "start", stepHeal: "start", stepDraw: "draw", stepMain: "main", stepAttack: "declare attackers",
	stepBlock: "declare blockers", stepWindow: "action window", stepDamage: "damage", stepEnd: "end", stepCleanup: "end"}

// View returns what player p may see.
func (s *State) View(p int) engine.View {
	v := &View{Viewer: p, Turn: s.turn, Active: s.active, Step: stepNames[s.phase], Deciding: -1,
		Players: []PlayerView{}, Hand: []CardView{}, InPlay: []InPlayView{}, Playing: []PlayingView{}, Looking: []CardView{}, Outcome: s.Outcome()}
	if !s.over && s.dec.kind != decNone {
		v.Deciding = int(s.dec.player)
		v.Question = s.question()
	}
	for q := range 2 {
		pl := &s.players[q]
		pv := PlayerView{Seat: q, Name: playerName(q), Health: pl.life, Deck: len(s.deck(q)), HandN: len(s.hand(q)),
			Discard: s.cardViews(s.discard(q)), Pool: []PoolAction{}}
		if q == p {
			v.Hand = s.cardViews(s.hand(q))
		}
		for _, a := range pl.pool {
			k := s.kindOf(a)
			pv.Pool = append(pv.Pool, PoolAction{Type: k.sym.String(), From: int(s.handleOf(k.src))})
		}
		v.Players = append(v.Players, pv)
	}
	for _, id := range s.field() {
		o := &s.objs[id]
		st := s.statsOf(id)
		iv := InPlayView{CardView: s.cardView(id), Controller: s.ctrl(id), Owner: s.owner(id), Character: st.character,
			CounterAttack: int(o.counterA), CounterHealth: int(o.counterH), Keywords: keywordNames(st.keywords),
			Exhausted: o.exhausted, EnteredTurn: int(o.enteredTurn), Attacking: o.attacking, TextGone: !st.text, Token: s.def(id).Token,
			Blocking: int(s.handleOf(o.blocking)), BlockedBy: int(s.handleOf(o.blockedBy))}
		if st.character {
			iv.Attack, iv.Health, iv.Damage = st.attack, st.health, int(o.damage)
		}
		v.InPlay = append(v.InPlay, iv)
	}
	for i := s.stack.Len() - 1; i >= 0; i-- {
		j := &s.stack.Jobs[i]
		pv := PlayingView{CardView: s.cardView(j.Src), Controller: int(j.Ctrl)}
		d := s.def(j.Src)
		switch j.Kind {
		case jobCard:
			pv.What = "card"
		case jobAbility:
			pv.What, pv.Ability = "ability", d.Abilities[j.Ability].Name
		case jobTrigger:
			pv.What, pv.Ability = "trigger", d.Triggers[j.Ability].Name
		case jobDelayed:
			pv.What = "delayed"
		}
		v.Playing = append(v.Playing, pv)
	}
	if p >= 0 && len(s.looking(p)) > 0 {
		v.Looking = s.cardViews(s.looking(p))
	}
	return v
}

// keywordNames lists keywords in a fixed order.
func keywordNames(k kwSet) []string {
	out := []string{}
	for _, kw := range []struct {
		name string
		k    kwSet
	}{{"flying", kwFlying}, {"lethal", kwLethal}, {"reach", kwReach}, {"speed", kwSpeed}, {"vigilance", kwVigilance}} {
		if k.has(kw.k) {
			out = append(out, kw.name)
		}
	}
	return out
}

// question says what the current decision asks.
func (s *State) question() string {
	d := &s.dec
	p := playerName(int(d.player))
	job := func() string {
		if s.stack.Len() == 0 {
			return "it"
		}
		return s.jobName(s.top())
	}
	switch d.kind {
	case decMain:
		return p + ": play a card, use an ability, or go to combat"
	case decAttack:
		return p + ": declare attackers"
	case decBlock:
		return p + ": declare blockers"
	case decPriority:
		return p + ": act in the Action Window, or pass"
	case decMode:
		return p + ": choose one for " + job()
	case decTarget:
		return p + ": choose a target for " + job()
	case decRepeat:
		return p + ": how many times to pay for " + job()
	case decSpend:
		return p + ": spend actions for " + job()
	case decPay:
		return p + ": how to pay for " + job()
	case decDestroy:
		return p + ": what to destroy to pay for " + job()
	case decPilot:
		return p + ": which character pilots " + s.name(s.top().Src)
	case decCounter:
		return p + ": answer " + s.name(s.top().Src) + " from hand, or let it resolve"
	case decOptional:
		return p + ": use " + job() + "?"
	case decOrder:
		return p + ": which of your triggers resolves first"
	case decUnique:
		return p + ": which Unique card to keep (6.2.3)"
	case decSearch:
		return p + ": which card to take from the deck for " + job()
	case decLook:
		return p + ": where to put the cards looked at for " + job()
	}
	return ""
}

func (s *State) cardView(id ObjID) CardView {
	pr, d := s.printed(id), s.def(id)
	return CardView{Handle: int(s.t.Objs[id].Handle), ID: pr.ID, Name: pr.Name, Type: d.Type, Stats: statsLine(d)}
}

func (s *State) cardViews(ids []ObjID) []CardView {
	out := make([]CardView, len(ids))
	for i, id := range ids {
		out[i] = s.cardView(id)
	}
	return out
}

// legend explains the action symbols, as the rulebook prints them (5.2.1).
const legend = "actions: H Hero · V Villain · + Plus · - Minus · ? Misc · ● Wild"

// symbolShown shows an action type as the rulebook prints it: ● for Wild.
func symbolShown(t string) string {
	if t == "W" {
		return "●"
	}
	return t
}

// Text renders the view for a terminal. Lists of cards are one card a
// line, since card names hold commas.
func (v *View) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Turn %d · %s's turn · %s\n", v.Turn, v.Players[v.Active].Name, v.Step)
	handles := map[int]string{}
	for _, c := range v.InPlay {
		handles[c.Handle] = c.Name
	}
	for _, p := range v.Players {
		name := p.Name
		if p.Seat == v.Viewer {
			name += " (you)"
		}
		pool := make([]string, len(p.Pool))
		for i, a := range p.Pool {
			pool[i] = symbolShown(a.Type)
			if a.From != 0 {
				pool[i] += fmt.Sprintf("(#%d)", a.From)
			}
		}
		fmt.Fprintf(&b, "  %-16s Health %2d · deck %2d · hand %d · discard %d · pool [%s]\n", name, p.Health, p.Deck, p.HandN, len(p.Discard), strings.Join(pool, " "))
		for _, c := range v.InPlay {
			if c.Controller == p.Seat {
				fmt.Fprintf(&b, "      %s\n", c.line(handles, v.Turn))
			}
		}
		if p.Seat == v.Viewer && len(v.Hand) > 0 {
			b.WriteString("      hand:\n")
			for _, c := range v.Hand {
				fmt.Fprintf(&b, "        %s\n", cardLine(c))
			}
		}
	}
	b.WriteString("  " + legend + "\n")
	for _, j := range v.Playing {
		what := j.Name
		if j.Ability != "" {
			what += ": " + j.Ability
		}
		fmt.Fprintf(&b, "  being played: %s #%d (%s) · %s\n", what, j.Handle, ownerWord(v, j.Controller), j.Stats)
	}
	if len(v.Looking) > 0 {
		b.WriteString("  you look at:\n")
		for _, c := range v.Looking {
			fmt.Fprintf(&b, "    %s\n", cardLine(c))
		}
	}
	if v.Question != "" {
		fmt.Fprintf(&b, "  %s\n", v.Question)
	}
	if v.Outcome.Over {
		fmt.Fprintf(&b, "  %s\n", v.Outcome.Summary)
	}
	return b.String()
}

// ownerWord says whose a card is, to the viewer: "yours", "Player 2's".
func ownerWord(v *View, seat int) string {
	if seat == v.Viewer {
		return "yours"
	}
	return playerName(seat) + "'s"
}

// cardLine is a card in a list: its name, handle and stat line.
func cardLine(c CardView) string {
	return fmt.Sprintf("%s #%d · %s", c.Name, c.Handle, c.Stats)
}

// line is a card in play with its current state.
func (c InPlayView) line(names map[int]string, turn int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s #%d", c.Name, c.Handle)
	if c.Character {
		fmt.Fprintf(&b, " · %d/%d", c.Attack, c.Health)
		if c.Damage > 0 {
			fmt.Fprintf(&b, " (%d damage)", c.Damage)
		}
	} else {
		fmt.Fprintf(&b, " · %s", c.Type)
	}
	if len(c.Keywords) > 0 {
		kw := make([]string, len(c.Keywords))
		for i, k := range c.Keywords {
			kw[i] = title(k)
		}
		fmt.Fprintf(&b, " · %s", strings.Join(kw, " "))
	}
	if c.CounterAttack != 0 || c.CounterHealth != 0 {
		fmt.Fprintf(&b, " · %+d/%+d counters", c.CounterAttack, c.CounterHealth)
	}
	if c.Token {
		b.WriteString(" · token")
	}
	if c.EnteredTurn == turn {
		b.WriteString(" · entered play this turn")
	}
	if c.Exhausted {
		b.WriteString(" · exhausted")
	}
	if c.Attacking {
		b.WriteString(" · attacking")
	}
	if c.Blocking != 0 {
		fmt.Fprintf(&b, " · blocking %s #%d", names[c.Blocking], c.Blocking)
	}
	if c.TextGone {
		b.WriteString(" · text removed")
	}
	return b.String()
}

// Config returns the configuration with every option resolved; its maps
// and lists are copies.
func (s *State) Config() engine.Config { return s.cfg.Copy() }
