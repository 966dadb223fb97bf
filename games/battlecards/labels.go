package battlecards

import (
	"fmt"
	"strings"

	"omnideck/carddata"
	"omnideck/engine"
	"omnideck/kit"
)

// The option verbs (kit.Option.Verb). A and B are card handles, C a seat.
const (
	vNone             uint8 = iota
	vDiscover               // discover Resource A
	vDeploy                 // deploy Robot A
	vHome                   // move Robot A (State.pick) from its Resource to Homebase
	vSwap                   // move Robot A from Homebase onto the Resource Robot B holds, B to Homebase
	vEndPhase               // end the phase
	vAdvantage              // play Advantage A for its effect
	vTransform              // transform Robot A
	vClaim                  // claim Resource B, then choose the Robot (vWith)
	vChallenge              // challenge Resource B, then choose the Robot (vWith)
	vContest                // contest the claim with Robot A
	vLetStand               // let the claim stand
	vSupportEffect          // play Advantage A in battle for its effect
	vStrength               // scrap card A from hand for its Strength Support
	vTransformBattler       // transform the battling Robot A
	vJoin                   // Robot A joins the battle as a Supporting Robot
	vPass                   // play no support card now
	vHit                    // Supporting Robot A takes the hit
	vNoHit                  // no Supporting Robot takes the hit
	vScience                // use Robot A's Science skill
	vNoScience              // use no Science skill
	vTarget                 // target card A
	vTargetPlayer           // target player C
	vMove                   // move Robot A off its Resource, then choose where (vHome, vSwap)
	vWith                   // claim or challenge Resource B (State.pick) with Robot A
	numVerbs
)

// verbCodes start each option's code. The options that decline to act
// (end a phase, let a claim stand, play no support card, no Supporting
// Robot takes the hit, no Science skill) are "pass": each decision has at
// most one.
var verbCodes = [numVerbs]string{
	vDiscover: "discover", vDeploy: "deploy", vHome: "home", vSwap: "swap", vEndPhase: "pass",
	vAdvantage: "advantage", vTransform: "transform", vClaim: "claim", vChallenge: "challenge",
	vContest: "contest", vLetStand: "pass", vSupportEffect: "effect", vStrength: "strength",
	vTransformBattler: "transform", vJoin: "join", vPass: "pass", vHit: "hit", vNoHit: "pass",
	vScience: "science", vNoScience: "pass", vTarget: "target", vTargetPlayer: "target",
	vMove: "move", vWith: "with",
}

// slug is card id's full name as a code: its title and subtitle, so that
// two cards of one title read apart ("bumblebee-spy").
func (s *State) slug(id kit.ObjID) string {
	if id == kit.NoObj {
		return ""
	}
	return ":" + carddata.Code(s.card(id).Name)
}

// code is option o's stable code for player p: its verb, the handles of
// the cards it names and their full names (every card an option names is
// one its chooser sees).
func (s *State) code(p int, o kit.Option) string {
	a, b := s.byHandle(o.A), s.byHandle(o.B)
	v := verbCodes[o.Verb]
	switch o.Verb {
	case vSwap:
		return fmt.Sprintf("%s:%d%s:%d%s", v, o.A, s.slug(a), o.B, s.slug(b))
	case vClaim, vChallenge:
		return fmt.Sprintf("%s:%d%s", v, o.B, s.slug(b))
	case vTargetPlayer:
		return fmt.Sprintf("target:player%d", o.C+1)
	}
	if a != kit.NoObj {
		return fmt.Sprintf("%s:%d%s", v, o.A, s.slug(a))
	}
	return v
}

// mine are player p's options now: none unless p is deciding.
func (s *State) mine(p int) []kit.Option {
	if !s.Actors().Has(p) {
		return nil
	}
	return s.options()
}

// ActionCode is player p's option a as a stable code.
func (s *State) ActionCode(p int, a engine.Action) string {
	return kit.CodeOf(s.mine(p), a, func(o kit.Option) string { return s.code(p, o) })
}

// ActionLabel describes player p's option a for people.
func (s *State) ActionLabel(p int, a engine.Action) string {
	return kit.LabelOf(s.mine(p), a, func(o kit.Option) string { return s.label(p, o) })
}

// ParseAction finds player p's option whose code is code.
func (s *State) ParseAction(p int, code string) (engine.Action, error) {
	return kit.ParseFor(p, s.Actors().Has(p), s.mine(p), code, func(o kit.Option) string { return s.code(p, o) })
}

// seen names card id in play for player p: "your Optimus Prime",
// "Player 2's Megatron"; a Resource as place does.
func (s *State) seen(p int, id kit.ObjID) string {
	d := s.card(id)
	if d.isResource() {
		return s.place(p, id)
	}
	if s.ctrl(id) == p {
		return "your " + d.title
	}
	return engine.PlayerName(s.ctrl(id)) + "'s " + d.title
}

// place names Resource res in the field for player p: its name, and
// where another Resource in the field bears the same name, who holds it
// ("Oil Refinery (held by Player 2's Skywarp)") or that nobody does ("Oil
// Refinery (unclaimed)"). Unclaimed Resources of one card are alike, and
// options name one of them.
func (s *State) place(p int, res kit.ObjID) string {
	d := s.card(res)
	twin := false
	for _, id := range s.t.Zones[s.field()].Cards {
		if id != res && s.card(id).Name == d.Name {
			twin = true
			break
		}
	}
	switch h := s.holder(res); {
	case !twin:
		return d.Name
	case h != kit.NoObj:
		return d.Name + " (held by " + s.seen(p, h) + ")"
	}
	return d.Name + " (unclaimed)"
}

// only is the one Robot in player p's Homebase, or NoObj when there are
// none or several: a claim or challenge with it needs no second step.
func (s *State) only(p int) kit.ObjID {
	if home := s.t.Zones[zone(p, zHomebase)].Cards; len(home) == 1 {
		return home[0]
	}
	return kit.NoObj
}

// label is option o of the current decision for player p.
func (s *State) label(p int, o kit.Option) string {
	a, b := s.byHandle(o.A), s.byHandle(o.B)
	name := func(id kit.ObjID) string { return s.card(id).Name }
	with := func() string {
		if r := s.only(p); r != kit.NoObj {
			return " with " + s.seen(p, r)
		}
		return ""
	}
	switch o.Verb {
	case vDiscover:
		return fmt.Sprintf("Discover %s (yield %d)", name(a), s.card(a).Yield)
	case vDeploy:
		return fmt.Sprintf("Deploy %s for %d Energon", name(a), s.card(a).Cost)
	case vMove:
		if len(s.moveOptions(p, a, nil)) == 1 {
			return fmt.Sprintf("Move %s from %s to Homebase", s.seen(p, a), name(s.on(a)))
		}
		return fmt.Sprintf("Move %s off %s", s.seen(p, a), name(s.on(a)))
	case vHome:
		return fmt.Sprintf("%s returns to Homebase from %s", upper(s.seen(p, a)), name(s.on(a)))
	case vSwap:
		return fmt.Sprintf("%s takes its place on %s", upper(s.seen(p, a)), name(s.on(b)))
	case vEndPhase:
		if s.dec.kind == decDeploy {
			return "End the Deployment phase"
		}
		return "End the Action phase"
	case vAdvantage:
		return "Play " + name(a)
	case vTransform:
		if s.alt(a) {
			return fmt.Sprintf("Transform %s to robot mode", s.seen(p, a))
		}
		return fmt.Sprintf("Transform %s to %s", s.seen(p, a), s.card(a).Alt.Name)
	case vClaim: // only unclaimed Resources, one of a card: the name says which
		return "Claim " + name(b) + with()
	case vChallenge:
		return fmt.Sprintf("Challenge %s for %s%s", s.seen(p, s.holder(b)), name(b), with())
	case vWith:
		if s.pick.verb == vChallenge {
			return fmt.Sprintf("Challenge %s for %s with %s", s.seen(p, s.holder(b)), name(b), s.seen(p, a))
		}
		return fmt.Sprintf("Claim %s with %s", name(b), s.seen(p, a))
	case vContest:
		return fmt.Sprintf("Contest the claim with %s (Speed %d)", s.seen(p, a), s.speed(a))
	case vLetStand:
		return "Let the claim stand"
	case vSupportEffect:
		return "Play " + name(a) + " for its effect"
	case vStrength:
		return fmt.Sprintf("Scrap %s for its Strength Support (+%d)", name(a), s.card(a).Support)
	case vTransformBattler:
		if s.alt(a) {
			return fmt.Sprintf("Transform %s to robot mode in battle", s.seen(p, a))
		}
		return fmt.Sprintf("Transform %s to %s in battle", s.seen(p, a), s.card(a).Alt.Name)
	case vJoin:
		return fmt.Sprintf("%s joins the battle as a Supporting Robot", upper(s.seen(p, a)))
	case vPass:
		return "Play no support card now"
	case vHit:
		return fmt.Sprintf("%s takes the hit", upper(s.seen(p, a)))
	case vNoHit:
		return "No Supporting Robot takes the hit"
	case vScience:
		x := s.card(a).Skills.Science
		return fmt.Sprintf("Use %s's Science %d: pay %d Energon, draw %d", s.seen(p, a), x, x, x)
	case vNoScience:
		return "Use no Science skill"
	case vTarget:
		if z := s.zoneKey(a); z == zScrap || z == zHand {
			return fmt.Sprintf("Target %s in your %s", name(a), zoneWords[z])
		}
		return "Target " + s.seen(p, a)
	case vTargetPlayer:
		if int(o.C) == p {
			return "Target yourself"
		}
		return "Target " + engine.PlayerName(int(o.C))
	}
	return fmt.Sprintf("option %d", o.Verb)
}

// detail is what player p needs beside option o's label to choose
// (engine.TableOption): what an Advantage or a Power Effect does, what a
// Robot becomes when it transforms, whom a challenge meets, what taking
// the hit costs; "" where the label and the cards' stat lines say it.
func (s *State) detail(p int, o kit.Option) string {
	a, b := s.byHandle(o.A), s.byHandle(o.B)
	switch o.Verb {
	case vAdvantage, vSupportEffect:
		return cardEffect(s.card(a))
	case vTransform, vTransformBattler:
		d := s.card(a)
		st, en, sp := s.powers(a)
		ps, pe, pp := d.values(s.alt(a))
		ns, ne, np := d.values(!s.alt(a))
		mode := "robot mode"
		if !s.alt(a) {
			mode = d.Alt.Name
		}
		out := fmt.Sprintf("%s: STR %d · END %d · SPD %d", mode, st-ps+ns, en-pe+ne, sp-pp+np)
		if o.Verb == vTransformBattler && !s.alt(a) && len(d.Alt.Power) > 0 {
			out += "; Power Effect: " + effectsText(d.Alt.Power)
		}
		return out
	case vJoin:
		if d := s.card(a); len(d.Alt.Power) > 0 {
			return "Power Effect: " + effectsText(d.Alt.Power)
		}
	case vChallenge, vWith:
		if o.Verb == vWith && s.pick.verb != vChallenge {
			return ""
		}
		h := s.holder(b)
		return fmt.Sprintf("%s: %s", upper(s.seen(p, h)), s.robotStats(h))
	case vHit:
		bt := &s.battle
		n := int(bt.dmg[bt.side])
		return fmt.Sprintf("takes the %d damage: damage %d of its Endurance %d", n, s.damage(a)+n, s.endurance(a))
	}
	return ""
}

// cardEffect is what an Advantage does, as its text says.
func cardEffect(d *Card) string {
	if d.Text != "" {
		return strings.ReplaceAll(d.Text, "\n", " ")
	}
	return effectsText(d.Effects)
}

// zoneWords name the zones in labels.
var zoneWords = [numZones]string{zDeck: "Supply Deck", zHand: "hand", zScrap: "scrapheap", zHomebase: "Homebase", zAside: "set-aside area", zSupports: "supports"}

// question is the current question, for its player.
func (s *State) question() string {
	p := int(s.dec.player)
	switch s.dec.kind {
	case decDeploy:
		return "Deployment phase: discover a Resource, deploy a Robot, move Robots, or end the phase."
	case decAction:
		return "Action phase: play an Advantage, transform a Robot, claim or challenge a Resource, or end the phase."
	case decWith:
		if s.pick.verb == vChallenge {
			return fmt.Sprintf("Challenge %s for %s with which Robot?", s.seen(p, s.holder(s.pick.card)), s.card(s.pick.card).Name)
		}
		return fmt.Sprintf("Claim %s with which Robot?", s.card(s.pick.card).Name)
	case decMove:
		r := s.pick.card
		return fmt.Sprintf("Move %s off %s: back to Homebase, or which Robot takes its place?", s.seen(p, r), s.card(s.on(r)).Name)
	case decContest:
		return fmt.Sprintf("%s claims %s with their %s (Speed %d): contest the claim?", engine.PlayerName(int(s.claim.seat)),
			s.card(s.claim.res).Name, s.card(s.claim.robot).title, s.speed(s.claim.robot))
	case decSupport:
		b := &s.battle
		i := b.sideOf(p)
		return fmt.Sprintf("Battle over %s: %s (Strength %d) against %s (Strength %d). Play a support card? (Support Limit %d, %d played)",
			s.card(b.res).Name, s.seen(p, b.robots[0]), s.strength(b.robots[0]), s.seen(p, b.robots[1]), s.strength(b.robots[1]),
			s.supportLimit(p), b.x.Added[b.xside(i)])
	case decHit:
		b := &s.battle
		return fmt.Sprintf("%s would be scrapped by %d damage: have a Supporting Robot take the hit?", upper(s.seen(p, b.robots[b.side])), b.dmg[b.side])
	case decScience:
		return "Supply phase: use the Science skill of one Robot in Homebase?"
	case decTarget:
		j := &s.play.job
		src := s.card(j.Src).Name
		if s.card(j.Src).isRobot() {
			src = upper(s.seen(p, j.Src)) + "'s Power Effect"
		}
		return fmt.Sprintf("%s: choose a target for \"%s\"", src, verbs.Text(&j.Effects[j.PC]))
	}
	return ""
}
