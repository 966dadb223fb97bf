package ben10

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// The common table view (engine.Table): each player with Life as a
// counter and their zones — the deck, hand and discard pile, the Earth and
// Space areas as four places each, in place order, and the Transformation
// deck as a pile. A Set card the viewer does not know is its place only
// (and a handle for options to name it); a transformed pair is its alien
// with the human attached.

// tableZones are the zones each player shows, in order.
var tableZones = []int{zDeck, zHand, zDiscard, zEarth, zSpace, zTDeck, zUsed}

// goal is how the game is won, for a person who has never played it
// (engine.Table.Goal).
const goal = "Bring your opponent from 10000 Life to 0. Set cards face down in Earth and Space and turn them " +
	"face up to bring Characters into play; a Character attacks an opponent's card in its own area, or, " +
	"when that area is empty, the opponent directly, who loses Life equal to its BP. " +
	"A player who must draw from an empty deck loses."

// Table is what player p (or the Spectator) sees of the table now.
func (s *State) Table(p int) engine.Table {
	t := engine.Table{Viewer: p, Turn: s.turn, Phase: phaseNames[s.phase], Active: s.active,
		Players: []engine.TablePlayer{}, Zones: []engine.TableZone{}, Question: engine.NoQuestion(),
		Waiting: s.Actors().Slice(), Outcome: s.Outcome(), Goal: goal}
	for q := range 2 {
		tp := engine.TablePlayer{Seat: q, Name: engine.PlayerName(q),
			Counters: []engine.Counter{{Name: "Life", Value: int(s.life[q])}}, Zones: []engine.TableZone{}}
		for _, k := range tableZones {
			z := s.t.TableZone(p, zone(q, k), s.describe)
			if k == zEarth || k == zSpace {
				// The table lists an area's cards in the order they came;
				// people read its places in order.
				slices.SortStableFunc(z.Cards, func(a, b engine.TableCard) int { return cmp.Compare(a.Slot, b.Slot) })
			}
			tp.Zones = append(tp.Zones, z)
		}
		t.Players = append(t.Players, tp)
	}
	if p >= 0 && s.Actors().Has(p) {
		t.Question = engine.TableQuestion{Player: p, Kind: s.kind(), Prompt: s.question(p), Options: []engine.TableOption{}}
		for _, o := range s.options() {
			t.Question.Options = append(t.Question.Options, s.tableOption(p, o))
		}
	}
	return t
}

// The kinds of question the game asks (engine.TableQuestion.Kind), each
// declared with what it asks in decisions.
const (
	kindFirst     = "first"
	kindRedraw    = "redraw"
	kindOpen      = "open"
	kindMain      = "main"
	kindSet       = "set"
	kindAttack    = "attack"
	kindTransform = "transform"
	kindOptional  = "optional"
	kindTarget    = "target"
	kindCost      = "cost"
	kindTrick     = "trick"
	kindSetBack   = "set-back"
	kindDiscard   = "discard"
)

// decisions are the kinds of question, as engine.Info declares them.
var decisions = []engine.DecisionSpec{
	{Kind: kindFirst, Summary: "the coin flip's winner chooses to go first or second"},
	{Kind: kindRedraw, Summary: "a player keeps their opening hand or redraws once"},
	{Kind: kindOpen, Summary: "Open phase: which Set card to turn face up (open:none, where the rules allow, turns none)"},
	{Kind: kindMain, Summary: "Main sequence: attack, use an Effect card, set a card, move a Character, or end the sequence (end)"},
	{Kind: kindSet, Summary: "Main sequence, second step: the area to set the card chosen in, or back"},
	{Kind: kindAttack, Summary: "Main sequence, second step: what the Character chosen attacks, or back"},
	{Kind: kindTransform, Summary: "Transformation phase: which [ALIEN] to place on which [HUMAN], or none (no-transform); or the pair an effect transforms"},
	{Kind: kindOptional, Summary: "whether to use an ability that says \"may\" (yes, no)"},
	{Kind: kindTarget, Summary: "the target of an effect (enough, when it may have fewer)"},
	{Kind: kindCost, Summary: "the card to discard to pay a cost, or whether to pay it"},
	{Kind: kindTrick, Summary: "whether to activate a Set Trick whose requirement an event meets (pass lets the chance go by), or an attacked Set Trick"},
	{Kind: kindSetBack, Summary: "which card of a transformed pair to set back in the one free place"},
	{Kind: kindDiscard, Summary: "which card of the hand to discard for an effect"},
}

// kind is the kind of the current question.
func (s *State) kind() string {
	switch s.dec.kind {
	case decFirst:
		return kindFirst
	case decRedraw:
		return kindRedraw
	case decOpen:
		return kindOpen
	case decMain:
		return kindMain
	case decSetArea:
		return kindSet
	case decAttackTarget:
		return kindAttack
	case decTransform, decPair:
		return kindTransform
	case decAttackedTrick:
		return kindTrick
	case decSetBackPick:
		return kindSetBack
	case decHandDiscard:
		return kindDiscard
	case decRunner:
		switch s.dec.ask {
		case kit.AskOptional:
			return kindOptional
		case kit.AskTarget:
			return kindTarget
		case kit.AskCost:
			return kindCost
		case kit.AskWindow:
			return kindTrick
		}
	}
	return ""
}

// describe is card id as the table shows a card its viewer identifies: a
// Character on the battlefield with its status and its figures now
// (liveLine), the printed ones beside them where they differ; any other
// card as printed (statsLine).
func (s *State) describe(id kit.ObjID) engine.TableCard {
	c := s.card(id)
	o := s.obj(id)
	tc := engine.TableCard{ID: c.ID, Name: c.Name, Type: c.Type, Stats: statsLine(c), Status: []string{}, Counters: []engine.Counter{}}
	if s.areaOf(id) < 0 || o.Face == kit.FaceDown || !c.isCharacter() {
		return tc
	}
	if o.Has(flInjured) {
		tc.Status = append(tc.Status, "injured")
	} else {
		tc.Status = append(tc.Status, "healthy")
	}
	if o.Under != kit.NoObj {
		tc.Status = append(tc.Status, "transformed")
	}
	if o.Has(flMoved) {
		tc.Status = append(tc.Status, "moved")
	}
	if o.Has(flAttacked) {
		tc.Status = append(tc.Status, "attacked")
	}
	printed := liveLine(c, c.bp(o.Has(flInjured)), c.abilities)
	tc.Stats = printed
	if s.inPlay(id) {
		bp, ab := s.stats(id)
		if tc.Stats = liveLine(c, bp, ab); tc.Stats != printed {
			tc.Printed = printed
		}
	}
	return tc
}

// liveLine is a Character on the battlefield at a glance, with BP and
// {abilities} as given: "[ALIEN] · BP 3000 · <<Strength>> · {Flying
// Attack}". Its costs and Duration, which matter no more once it is in
// play, are left to its printed line.
func liveLine(c *Card, bp int, abilities uint32) string {
	parts := []string{"[" + c.Kind + "]", fmt.Sprintf("BP %d", bp)}
	for _, a := range c.Attributes {
		parts = append(parts, "<<"+a+">>")
	}
	for _, a := range abilityNames {
		if abilities&a.bit != 0 {
			parts = append(parts, "{"+a.name+"}")
		}
	}
	return strings.Join(parts, " · ")
}

// tableOption is option o with the cards and zones it is about, and what
// a person needs beside its label to choose (detail).
func (s *State) tableOption(p int, o kit.Option) engine.TableOption {
	to := engine.TableOption{Code: s.code(p, o), Label: s.label(p, o), Detail: s.detail(p, o), Cards: []int{}, Zones: []string{}}
	for _, h := range []uint32{o.A, o.B} {
		if h != 0 {
			to.Cards = append(to.Cards, int(h))
		}
	}
	switch {
	case o.Verb == vSet && o.C == areaEither:
		to.Zones = append(to.Zones, s.t.Zones[areaZone(p, 0)].ID(), s.t.Zones[areaZone(p, 1)].ID())
	case o.Verb == vSet:
		to.Zones = append(to.Zones, s.t.Zones[areaZone(p, int(o.C&1))].ID())
	case o.Verb == vMove:
		if a := s.byHandle(o.A); a != kit.NoObj {
			to.Zones = append(to.Zones, s.t.Zones[areaZone(p, 1-s.areaOf(a))].ID())
		}
	}
	return to
}
