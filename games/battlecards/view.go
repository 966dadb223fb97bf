package battlecards

import (
	"fmt"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// CardView is a card the viewer sees (kit.CardView).
type CardView = kit.CardView

// RobotView is a Robot in play.
type RobotView struct {
	CardView
	Controller int `json:"controller"`
	// AltMode is true in its transformed mode; Transformed once it has
	// transformed this turn.
	AltMode     bool `json:"alt_mode"`
	Transformed bool `json:"transformed"`
	// Strength, Endurance and Speed are its power values now; Damage its
	// damage markers.
	Strength  int `json:"strength"`
	Endurance int `json:"endurance"`
	Speed     int `json:"speed"`
	Damage    int `json:"damage"`
	// Supporting is true while it supports a battle.
	Supporting bool `json:"supporting"`
}

// ResourceView is a Resource in the field, with the Robot holding it.
type ResourceView struct {
	CardView
	Yield int `json:"yield"`
	// Controlled is true when its Robot has the skill it requires;
	// Controller is that Robot's player, or -1.
	Controlled bool `json:"controlled"`
	Controller int  `json:"controller"`
	// Holder is the Robot standing on it: one, or none.
	Holder []RobotView `json:"holder"`
}

// PlayerView is what the viewer sees of one player.
type PlayerView struct {
	Seat      int    `json:"seat"`
	Name      string `json:"name"`
	Army      string `json:"army"`
	Energon   int    `json:"energon"`
	Deck      int    `json:"deck"`
	HandCount int    `json:"hand_count"`
	// SupportLimit is the player's Support Limit now.
	SupportLimit int         `json:"support_limit"`
	Homebase     []RobotView `json:"homebase"`
	Scrapheap    []CardView  `json:"scrapheap"`
	Supports     []CardView  `json:"supports"`
}

// BattleView is the battle under way.
type BattleView struct {
	// Resource is the Resource fought over; Challenge is true for a
	// challenge, false for a contested claim.
	Resource  CardView `json:"resource"`
	Challenge bool     `json:"challenge"`
	// Robots are the battling Robots, the active player's first.
	Robots []RobotView `json:"robots"`
	// Supports counts each side's support cards so far.
	Supports []int `json:"supports"`
	// Supporting are the Supporting Robots.
	Supporting []RobotView `json:"supporting"`
}

// View is what one player (or a spectator) may see: the kit's head
// (viewer, turn, active, phase, deciding, question, outcome) and the
// table.
type View struct {
	kit.ViewHead
	// Victory says the victory conditions in play.
	Victory string `json:"victory"`
	// Players are every seat; Hand is the viewer's own hand ([] for the
	// spectator); Field the Resources discovered.
	Players []PlayerView   `json:"players"`
	Hand    []CardView     `json:"hand"`
	Field   []ResourceView `json:"field"`
	// Battle is the battle under way: one, or none.
	Battle []BattleView `json:"battle"`
}

var phaseNames = [...]string{stepStart: "start", stepEnergon: "energon", stepDeploy: "deployment",
	stepAction: "action", stepSupply: "supply", stepScience: "supply", stepEnd: "end"}

// View returns what player p may see.
func (s *State) View(p int) engine.View {
	v := &View{ViewHead: kit.ViewHead{Viewer: p, Turn: s.turn, Active: s.active, Phase: s.phase(), Deciding: -1, Outcome: s.Outcome()},
		Victory: s.victoryText(), Players: []PlayerView{}, Hand: []CardView{}, Field: []ResourceView{}, Battle: []BattleView{}}
	if !s.over && s.dec.kind != decNone {
		v.Deciding = int(s.dec.player)
		v.Question = s.question()
	}
	for q := range s.n {
		pv := PlayerView{Seat: q, Name: engine.PlayerName(q), Army: armyNames[s.army[q]], Energon: int(s.bank[q]),
			Deck: s.deckSize(q), HandCount: s.handSize(q), SupportLimit: s.supportLimit(q),
			Homebase: []RobotView{}, Scrapheap: []CardView{}, Supports: []CardView{}}
		for _, id := range s.t.Zones[zone(q, zHomebase)].Cards {
			pv.Homebase = append(pv.Homebase, s.robotView(id))
		}
		for _, id := range s.t.Zones[zone(q, zScrap)].Cards {
			pv.Scrapheap = append(pv.Scrapheap, s.cardView(id))
		}
		for _, id := range s.t.Zones[zone(q, zSupports)].Cards {
			pv.Supports = append(pv.Supports, s.cardView(id))
		}
		if q == p {
			for _, id := range s.t.Zones[zone(q, zHand)].Cards {
				v.Hand = append(v.Hand, s.cardView(id))
			}
		}
		v.Players = append(v.Players, pv)
	}
	for _, id := range s.t.Zones[s.field()].Cards {
		if !s.card(id).isResource() {
			continue
		}
		rv := ResourceView{CardView: s.cardView(id), Yield: s.card(id).Yield, Controlled: s.controlled(id),
			Controller: -1, Holder: []RobotView{}}
		if h := s.holder(id); h != kit.NoObj {
			rv.Controller = s.ctrl(h)
			rv.Holder = append(rv.Holder, s.robotView(h))
		}
		v.Field = append(v.Field, rv)
	}
	if b := &s.battle; b.on {
		bv := BattleView{Resource: s.cardView(b.res), Challenge: b.challenge, Robots: []RobotView{},
			Supports: []int{int(b.x.Added[b.xside(0)]), int(b.x.Added[b.xside(1)])}, Supporting: []RobotView{}}
		for i := range 2 {
			bv.Robots = append(bv.Robots, s.robotView(b.robots[i]))
			for k := range b.nsup[i] {
				bv.Supporting = append(bv.Supporting, s.robotView(b.sup[i][k]))
			}
		}
		v.Battle = append(v.Battle, bv)
	}
	return v
}

// phase is the phase in the game's words.
func (s *State) phase() string {
	if s.over {
		return "game over"
	}
	return phaseNames[s.step]
}

// victoryText says the victory conditions in play.
func (s *State) victoryText() string {
	var parts []string
	if s.rules.supreme > 0 {
		parts = append(parts, fmt.Sprintf("Supreme %d Energon", s.rules.supreme))
	}
	if s.rules.domination > 0 {
		parts = append(parts, fmt.Sprintf("Domination %d Resources", s.rules.domination))
	}
	if s.rules.survival {
		parts = append(parts, "Survival")
	}
	return strings.Join(parts, ", ")
}

// cardView is card id, which the viewer sees.
func (s *State) cardView(id kit.ObjID) CardView {
	c := s.card(id)
	return CardView{Handle: int(s.obj(id).Handle), ID: c.ID, Name: c.Name, Type: c.Type, Stats: c.stats}
}

// robotView is Robot id in play.
func (s *State) robotView(id kit.ObjID) RobotView {
	o := s.obj(id)
	st, en, sp := s.powers(id)
	return RobotView{CardView: s.cardView(id), Controller: s.ctrl(id), AltMode: o.Has(flAlt), Transformed: o.Has(flTransformed),
		Strength: st, Endurance: en, Speed: sp, Damage: s.damage(id), Supporting: o.Has(flSupporting)}
}

// Text renders the view for a terminal.
func (v *View) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Turn %d · %s phase · %s to play · victory: %s\n", v.Turn, v.Phase, engine.PlayerName(v.Active), v.Victory)
	for _, p := range v.Players {
		army := p.Army
		if army == "" {
			army = "no army"
		}
		fmt.Fprintf(&b, "%s (%s): %d Energon · deck %d · hand %d · Support Limit %d\n", p.Name, army, p.Energon, p.Deck, p.HandCount, p.SupportLimit)
		for _, r := range p.Homebase {
			fmt.Fprintf(&b, "  Homebase: %s\n", r.line())
		}
		if len(p.Scrapheap) > 0 {
			fmt.Fprintf(&b, "  Scrapheap: %d cards, last %s\n", len(p.Scrapheap), p.Scrapheap[len(p.Scrapheap)-1].Name)
		}
	}
	b.WriteString("Field:\n")
	for _, r := range v.Field {
		held := "unclaimed"
		if len(r.Holder) > 0 {
			held = "held by " + r.Holder[0].line()
			if !r.Controlled {
				held += " (uncontrolled: the skill it requires is missing)"
			}
		}
		fmt.Fprintf(&b, "  %s (yield %d): %s\n", r.Name, r.Yield, held)
	}
	for _, bt := range v.Battle {
		fmt.Fprintf(&b, "Battle over %s: %s against %s\n", bt.Resource.Name, bt.Robots[0].line(), bt.Robots[1].line())
	}
	if v.Viewer >= 0 {
		b.WriteString("Your hand:\n")
		for _, c := range v.Hand {
			fmt.Fprintf(&b, "  %s — %s\n", c.Name, c.Stats)
		}
	}
	if v.Outcome.Over {
		b.WriteString(v.Outcome.Summary + "\n")
	} else if v.Question != "" {
		fmt.Fprintf(&b, "%s: %s\n", engine.PlayerName(v.Deciding), v.Question)
	}
	return b.String()
}

// line is a Robot in one line: "Optimus Prime, Autobot Commander (Player
// 1) STR 8 END 6 SPD 5, 2 damage, ALT MODE".
func (r RobotView) line() string {
	out := fmt.Sprintf("%s (%s) STR %d END %d SPD %d", r.Name, engine.PlayerName(r.Controller), r.Strength, r.Endurance, r.Speed)
	if r.Damage > 0 {
		out += fmt.Sprintf(", %d damage", r.Damage)
	}
	if r.AltMode {
		out += ", ALT MODE"
	}
	if r.Supporting {
		out += ", supporting"
	}
	return out
}
