package ben10

import (
	"fmt"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// CardView is a card the viewer sees (kit.CardView): its handle, the name
// option codes and events use, and the printed card at a glance (Catalog).
type CardView = kit.CardView

// PlaceView is a card in an area: a Character in play, a Set card, or a
// revealed card. A Set card the viewer does not know shows only its
// handle and place.
type PlaceView struct {
	Handle int  `json:"handle"`
	Slot   int  `json:"slot"`
	FaceUp bool `json:"face_up"`
	// ID, Name, Type and Stats are "" for a Set card the viewer does not
	// know; Kind is HUMAN, ALIEN or MUTANT for a Character card.
	ID    string `json:"id"`
	Name  string `json:"name"`
	Type  string `json:"type"`
	Kind  string `json:"kind"`
	Stats string `json:"stats"`
	// BP is a face-up Character's BP now (a transformed pair's whole BP);
	// 0 otherwise.
	BP       int  `json:"bp"`
	Injured  bool `json:"injured"`
	Moved    bool `json:"moved"`
	Attacked bool `json:"attacked"`
	// Abilities are its {abilities} now: "flying_attack".
	Abilities []string `json:"abilities"`
	// Human is the [HUMAN] under a transformed [ALIEN]: one card, or none.
	Human []PlaceView `json:"human"`
}

// PlayerView is what the viewer sees of one player.
type PlayerView struct {
	Seat      int    `json:"seat"`
	Name      string `json:"name"`
	Life      int    `json:"life"`
	Deck      int    `json:"deck"`
	HandCount int    `json:"hand_count"`
	// TransformationDeck is the number of cards in the Transformation
	// deck.
	TransformationDeck int         `json:"transformation_deck"`
	Discard            []CardView  `json:"discard"`
	Earth              []PlaceView `json:"earth"`
	Space              []PlaceView `json:"space"`
}

// JobView is a card, ability, Trick, battle or window on its way.
type JobView struct {
	CardView
	Controller int `json:"controller"`
	// What is "effect", "appear", "ability", "window", "trick" or
	// "battle".
	What string `json:"what"`
}

// View is what one player (or a spectator) may see: the kit's head
// (viewer, turn, active, phase, deciding, question, outcome) and the
// table.
type View struct {
	kit.ViewHead
	// Players are both seats; Hand is the viewer's own hand ([] for the
	// spectator).
	Players []PlayerView `json:"players"`
	Hand    []CardView   `json:"hand"`
	Playing []JobView    `json:"playing"`
}

var phaseNames = [...]string{stepFirst: "setup", stepRedraw: "setup", stepStart: "start", stepDraw: "draw",
	stepOpen: "open", stepMain: "main", stepTransform: "transformation", stepEnd: "end", stepCleanup: "end"}

var jobWhat = [...]string{jobEffect: "effect", jobAppear: "appear", jobTrigger: "ability", jobWindow: "window", jobTrick: "trick", jobBattle: "battle"}

// View returns what player p may see.
func (s *State) View(p int) engine.View {
	v := &View{ViewHead: kit.ViewHead{Viewer: p, Turn: s.turn, Active: s.active, Phase: phaseNames[s.phase], Deciding: -1, Outcome: s.Outcome()},
		Players: []PlayerView{}, Hand: []CardView{}, Playing: []JobView{}}
	if !s.over && s.dec.kind != decNone {
		v.Deciding = int(s.dec.player)
		v.Question = s.question(p)
	}
	for q := range 2 {
		pv := PlayerView{Seat: q, Name: engine.PlayerName(q), Life: int(s.life[q]), Deck: s.deckSize(q),
			HandCount: s.handSize(q), TransformationDeck: s.t.Count(zone(q, zTDeck)), Discard: []CardView{},
			Earth: s.areaView(p, q, 0), Space: s.areaView(p, q, 1)}
		for _, id := range s.t.Zones[zone(q, zDiscard)].Cards {
			pv.Discard = append(pv.Discard, s.cardView(id))
		}
		if q == p {
			for _, id := range s.t.Zones[zone(q, zHand)].Cards {
				v.Hand = append(v.Hand, s.cardView(id))
			}
		}
		v.Players = append(v.Players, pv)
	}
	for i := s.stack.Len() - 1; i >= 0; i-- {
		j := &s.stack.Jobs[i]
		jv := JobView{Controller: int(j.Ctrl), What: jobWhat[j.Kind]}
		if j.Src != kit.NoObj {
			if s.t.Identifies(p, j.Src) {
				jv.CardView = s.cardView(j.Src)
			} else {
				jv.Handle = int(s.obj(j.Src).Handle)
			}
		}
		v.Playing = append(v.Playing, jv)
	}
	return v
}

// cardView is card id, which the viewer sees.
func (s *State) cardView(id kit.ObjID) CardView {
	c := s.card(id)
	return CardView{Handle: int(s.obj(id).Handle), ID: c.ID, Name: c.Name, Type: c.Type, Stats: statsLine(c)}
}

// areaView is player q's area a as viewer p sees it, in place order.
func (s *State) areaView(p, q, a int) []PlaceView {
	out := []PlaceView{}
	s.eachInArea(q, a, func(id kit.ObjID) { out = append(out, s.placeView(p, id)) })
	return out
}

// placeView is a card of an area as viewer p sees it.
func (s *State) placeView(p int, id kit.ObjID) PlaceView {
	o := s.obj(id)
	v := PlaceView{Handle: int(o.Handle), Slot: int(o.Slot), FaceUp: o.Face == kit.FaceUp, Abilities: []string{}, Human: []PlaceView{}}
	if o.Over != kit.NoObj {
		v.Slot = int(s.obj(o.Over).Slot)
	}
	if !s.t.Identifies(p, id) {
		return v
	}
	c := s.card(id)
	v.ID, v.Name, v.Type, v.Kind, v.Stats = c.ID, c.Name, c.Type, c.Kind, statsLine(c)
	v.Injured, v.Moved, v.Attacked = o.Has(flInjured), o.Has(flMoved), o.Has(flAttacked)
	if s.inPlay(id) && c.isCharacter() {
		v.BP = s.bp(id)
		v.Abilities = abilityList(s.abilities(id))
	}
	if o.Under != kit.NoObj {
		v.Human = append(v.Human, s.placeView(p, o.Under))
	}
	return v
}

// abilityList names ability bits for programs.
func abilityList(bits uint32) []string {
	out := []string{}
	if bits&abFlyingAttack != 0 {
		out = append(out, "flying_attack")
	}
	return out
}

// Text renders the view for a terminal.
func (v *View) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Turn %d · %s's turn · %s\n", v.Turn, engine.PlayerName(v.Active), v.Phase)
	for _, pl := range v.Players {
		name := pl.Name
		if pl.Seat == v.Viewer {
			name += " (you)"
		}
		fmt.Fprintf(&b, "  %s · Life %d · deck %d · hand %d · discard %d", name, pl.Life, pl.Deck, pl.HandCount, len(pl.Discard))
		if pl.TransformationDeck > 0 {
			fmt.Fprintf(&b, " · Transformation deck %d", pl.TransformationDeck)
		}
		b.WriteString("\n")
		for a, area := range [2][]PlaceView{pl.Earth, pl.Space} {
			fmt.Fprintf(&b, "    %s:", areaNames[a])
			if len(area) == 0 {
				b.WriteString(" (empty)")
			}
			for _, c := range area {
				b.WriteString(" [" + c.line() + "]")
			}
			b.WriteString("\n")
		}
		if pl.Seat == v.Viewer {
			var hand []string
			for _, c := range v.Hand {
				hand = append(hand, c.Name)
			}
			fmt.Fprintf(&b, "    hand: %s\n", strings.Join(hand, ", "))
		}
	}
	for _, j := range v.Playing {
		what := j.Name
		if what == "" {
			what = "a card"
		}
		fmt.Fprintf(&b, "  on the way: %s (%s, %s)\n", what, j.What, engine.PlayerName(j.Controller))
	}
	if v.Question != "" {
		fmt.Fprintf(&b, "  %s\n", v.Question)
	}
	if v.Outcome.Over {
		fmt.Fprintf(&b, "  %s\n", v.Outcome.Summary)
	}
	return b.String()
}

// line is a card of an area in a line, named by its place, as people
// tell cards apart (handles are for programs).
func (c PlaceView) line() string {
	if c.Name == "" {
		return fmt.Sprintf("%d: Set card", c.Slot+1)
	}
	l := fmt.Sprintf("%d: %s", c.Slot+1, c.Name)
	switch {
	case !c.FaceUp:
		l += " (Set)"
	case c.Type == typeCharacter:
		l += fmt.Sprintf(" BP %d", c.BP)
		if c.Injured {
			l += " injured"
		}
		for _, h := range c.Human {
			l += " on " + h.Name
			if h.Injured {
				l += " (injured)"
			}
		}
	}
	return l
}
