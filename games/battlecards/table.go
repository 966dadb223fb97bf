package battlecards

import (
	"fmt"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// The common table view (engine.Table): each player with Energon as a
// counter and their zones — the Supply Deck, hand, scrapheap, Homebase,
// set-aside area and supports — and the field, shared, with each Resource
// followed by the Robot holding it. Robots in play show their power values
// now, every effect and support applied, beside the printed ones.

// tableZones are the zones each player shows, in order.
var tableZones = []int{zDeck, zHand, zScrap, zHomebase, zAside, zSupports}

// Table is what player p (or the Spectator) sees of the table now.
func (s *State) Table(p int) engine.Table {
	t := engine.Table{Viewer: p, Turn: s.turn, Phase: s.phase(), Active: s.active,
		Players: []engine.TablePlayer{}, Zones: []engine.TableZone{}, Question: engine.NoQuestion(),
		Waiting: s.Actors().Slice(), Outcome: s.Outcome(), Goal: s.goal()}
	describe := func(id kit.ObjID) engine.TableCard { return s.describe(p, id) }
	for q := range s.n {
		tp := engine.TablePlayer{Seat: q, Name: engine.PlayerName(q),
			Counters: []engine.Counter{{Name: "Energon", Value: int(s.bank[q])}, {Name: "Resources", Value: s.controls(q)}},
			Zones:    []engine.TableZone{}}
		for _, k := range tableZones {
			tp.Zones = append(tp.Zones, s.t.TableZone(p, zone(q, k), describe))
		}
		t.Players = append(t.Players, tp)
	}
	t.Zones = append(t.Zones, s.fieldZone(p, describe))
	if p >= 0 && s.Actors().Has(p) {
		opts := s.options()
		t.Question = kit.Question(p, s.question(), opts,
			func(o kit.Option) string { return s.code(p, o) }, func(o kit.Option) string { return s.label(p, o) })
		t.Question.Kind = s.kind()
		for i, o := range opts {
			t.Question.Options[i].Detail = s.detail(p, o)
		}
	}
	return t
}

// decisions are the kinds of question the game asks (engine.Info's
// Decisions, engine.TableQuestion.Kind).
var decisions = []engine.DecisionSpec{
	{Kind: "deploy", Summary: "Deployment phase: discover a Resource, deploy a Robot, move a Robot off its Resource, or end the phase (pass)"},
	{Kind: "move", Summary: "where the Robot moving off its Resource goes: back to Homebase, or which Robot from Homebase takes its place"},
	{Kind: "action", Summary: "Action phase: play an Advantage, transform a Robot, claim or challenge a Resource, or end the phase (pass)"},
	{Kind: "claim", Summary: "which Robot from Homebase claims the Resource chosen"},
	{Kind: "challenge", Summary: "which Robot from Homebase challenges for the Resource chosen"},
	{Kind: "contest", Summary: "an opponent contests a claim with a Robot of equal or higher Speed, or lets it stand (pass)"},
	{Kind: "support", Summary: "a side of a battle plays a support card (an Advantage's effect or Strength Support, a transformation, a Supporting Robot), or passes"},
	{Kind: "hit", Summary: "a Robot would be scrapped: which Supporting Robot takes the hit, or none (pass)"},
	{Kind: "science", Summary: "Supply phase: the Science skill of one Robot in Homebase, or none (pass)"},
	{Kind: "target", Summary: "the target of an Advantage or a Power Effect"},
}

// kind is the kind of the current question.
func (s *State) kind() string {
	switch s.dec.kind {
	case decDeploy:
		return "deploy"
	case decMove:
		return "move"
	case decAction:
		return "action"
	case decWith:
		if s.pick.verb == vChallenge {
			return "challenge"
		}
		return "claim"
	case decContest:
		return "contest"
	case decSupport:
		return "support"
	case decHit:
		return "hit"
	case decScience:
		return "science"
	case decTarget:
		return "target"
	}
	return ""
}

// fieldZone is the field as player p sees it: each Resource in the order
// discovered, followed by the Robot holding it.
func (s *State) fieldZone(p int, describe kit.Describe) engine.TableZone {
	z := s.t.TableZone(p, s.field(), describe)
	z.Cards = z.Cards[:0]
	for _, id := range s.t.Zones[s.field()].Cards {
		if !s.card(id).isResource() {
			continue
		}
		z.Cards = append(z.Cards, s.t.TableCard(p, id, describe))
		if h := s.holder(id); h != kit.NoObj {
			z.Cards = append(z.Cards, s.t.TableCard(p, h, describe))
		}
	}
	return z
}

// describe is card id as the table shows it to player p, who identifies
// it.
func (s *State) describe(p int, id kit.ObjID) engine.TableCard {
	c := s.card(id)
	o := s.obj(id)
	tc := engine.TableCard{ID: c.ID, Name: c.Name, Type: c.Type, Stats: c.stats, Status: []string{}, Counters: []engine.Counter{}}
	switch {
	case c.isRobot() && s.inPlay(id):
		tc.Stats = s.robotValues(id)
		if printed := c.modeValues(s.alt(id)); printed != tc.Stats {
			tc.Printed = printed
		}
		if o.Has(flAlt) {
			tc.Status = append(tc.Status, "alt mode: "+c.Alt.Name)
		} else {
			tc.Status = append(tc.Status, "robot mode")
		}
		if o.Has(flTransformed) {
			tc.Status = append(tc.Status, "transformed this turn")
		}
		if o.Has(flSupporting) {
			tc.Status = append(tc.Status, "supporting")
		}
		if s.battleSide(id) >= 0 {
			tc.Status = append(tc.Status, "battling")
		}
		if res := s.on(id); res != kit.NoObj {
			tc.Status = append(tc.Status, "holding "+s.card(res).Name)
		}
		if d := s.damage(id); d > 0 {
			tc.Counters = append(tc.Counters, engine.Counter{Name: "damage", Value: d})
		}
	case c.isResource() && o.Zone == s.field():
		switch h := s.holder(id); {
		case h == kit.NoObj:
			tc.Status = append(tc.Status, "unclaimed")
		case s.controlled(id):
			tc.Status = append(tc.Status, "held by "+s.seen(p, h))
		default:
			tc.Status = append(tc.Status, "held by "+s.seen(p, h)+", uncontrolled: needs "+c.Requires)
		}
	}
	return tc
}

// robotValues is Robot id's power values and skills now: "STR 8 · END 8
// · SPD 5 · Tactical 2 · Combat 1".
func (s *State) robotValues(id kit.ObjID) string {
	st, en, sp := s.powers(id)
	return valuesText([3]int16{int16(st), int16(en), int16(sp)}) + s.card(id).skillsText()
}

// robotStats is Robot id's power values and skills now, with its damage.
func (s *State) robotStats(id kit.ObjID) string {
	out := s.robotValues(id)
	if d := s.damage(id); d > 0 {
		out += fmt.Sprintf(" · damage %d", d)
	}
	return out
}

// modeValues is the power values and skills a Robot's card prints for a
// mode (alt true: its ALT MODE), as robotValues writes them.
func (c *Card) modeValues(alt bool) string {
	st, en, sp := c.values(alt)
	return valuesText([3]int16{int16(st), int16(en), int16(sp)}) + c.skillsText()
}

// skillsText is a Robot's skills after its values: " · Tactical 2 ·
// Combat 1".
func (c *Card) skillsText() string {
	var b strings.Builder
	for k, w := range skillWords {
		if x := c.Skills.of(k); x > 0 {
			fmt.Fprintf(&b, " · %s %d", upper(w), x)
		}
	}
	return b.String()
}

// goal says how the game is won, as its options set it up.
func (s *State) goal() string {
	var ways []string
	if s.rules.supreme > 0 {
		ways = append(ways, fmt.Sprintf("reaching %d Energon in your bank (Supreme Victory)", s.rules.supreme))
	}
	if s.rules.domination > 0 {
		ways = append(ways, fmt.Sprintf("controlling %d Resources at once (Domination Victory)", s.rules.domination))
	}
	if s.rules.survival {
		ways = append(ways, "bringing an opponent's Energon Bank to 0 or less (Survival Victory)")
	}
	out := "Win by " + ways[0]
	switch len(ways) {
	case 2:
		out += " or by " + ways[1]
	case 3:
		out += ", by " + ways[1] + " or by " + ways[2]
	}
	income := "their Energon yield"
	if s.rules.countResources {
		income = "1 Energon each"
	}
	end := "ends the game, and the most Energon wins"
	if s.rules.emptyLose {
		end = "loses"
	}
	return out + ". Each turn, the Resources you control add " + income + " to your bank; a player who must draw from an empty Supply Deck " + end + "."
}
