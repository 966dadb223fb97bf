package battlecards

import (
	"fmt"

	"omnideck/carddata"
	"omnideck/engine"
	"omnideck/kit"
)

// The option verbs (kit.Option.Verb). A and B are card handles, C a seat.
const (
	vNone             uint8 = iota
	vDiscover               // discover Resource A
	vDeploy                 // deploy Robot A
	vHome                   // move Robot A from its Resource to Homebase
	vSwap                   // move Robot A from Homebase onto the Resource Robot B holds, B to Homebase
	vEndPhase               // end the phase
	vAdvantage              // play Advantage A for its effect
	vTransform              // transform Robot A
	vClaim                  // claim Resource B with Robot A
	vChallenge              // challenge Resource B with Robot A
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
	numVerbs
)

// verbCodes start each option's code.
var verbCodes = [numVerbs]string{
	vDiscover: "discover", vDeploy: "deploy", vHome: "home", vSwap: "swap", vEndPhase: "end",
	vAdvantage: "advantage", vTransform: "transform", vClaim: "claim", vChallenge: "challenge",
	vContest: "contest", vLetStand: "let-stand", vSupportEffect: "effect", vStrength: "strength",
	vTransformBattler: "transform", vJoin: "join", vPass: "pass", vHit: "hit", vNoHit: "no-hit",
	vScience: "science", vNoScience: "no-science", vTarget: "target", vTargetPlayer: "target",
}

// slug is card id's name as a code.
func (s *State) slug(id kit.ObjID) string {
	if id == kit.NoObj {
		return ""
	}
	return ":" + carddata.Code(s.card(id).title)
}

// code is option o's stable code for player p: its verb, the handles of
// the cards it names and their titles (every card an option names is one
// its chooser sees).
func (s *State) code(p int, o kit.Option) string {
	a, b := s.byHandle(o.A), s.byHandle(o.B)
	v := verbCodes[o.Verb]
	switch o.Verb {
	case vSwap, vClaim, vChallenge:
		return fmt.Sprintf("%s:%d%s:%d%s", v, o.A, s.slug(a), o.B, s.slug(b))
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
// "Player 2's Megatron", "Energon Mine (yield 3)".
func (s *State) seen(p int, id kit.ObjID) string {
	d := s.card(id)
	if d.isResource() {
		return fmt.Sprintf("%s (#%d)", d.Name, s.obj(id).Handle)
	}
	if s.ctrl(id) == p {
		return "your " + d.title
	}
	return engine.PlayerName(s.ctrl(id)) + "'s " + d.title
}

// label is option o of the current decision for player p.
func (s *State) label(p int, o kit.Option) string {
	a, b := s.byHandle(o.A), s.byHandle(o.B)
	name := func(id kit.ObjID) string { return s.card(id).Name }
	switch o.Verb {
	case vDiscover:
		return fmt.Sprintf("Discover %s (yield %d)", name(a), s.card(a).Yield)
	case vDeploy:
		return fmt.Sprintf("Deploy %s for %d Energon", name(a), s.card(a).Cost)
	case vHome:
		return fmt.Sprintf("Move %s from %s to Homebase", s.seen(p, a), s.seen(p, s.on(a)))
	case vSwap:
		return fmt.Sprintf("Move %s onto %s in place of %s", s.seen(p, a), s.seen(p, s.on(b)), s.card(b).title)
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
	case vClaim:
		return fmt.Sprintf("Claim %s with %s", s.seen(p, b), s.seen(p, a))
	case vChallenge:
		return fmt.Sprintf("Challenge %s's %s with %s", s.card(s.holder(b)).title, s.seen(p, b), s.seen(p, a))
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
		return fmt.Sprintf("Use %s's Science %d: pay %d Energon, draw %d", s.seen(p, a), s.card(a).Skills.Science, s.card(a).Skills.Science, s.card(a).Skills.Science)
	case vNoScience:
		return "Use no Science skill"
	case vTarget:
		if z := s.zoneKey(a); z == zScrap || z == zHand {
			return fmt.Sprintf("Target %s (#%d) in your %s", name(a), o.A, zoneWords[z])
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

// zoneWords name the zones in labels.
var zoneWords = [numZones]string{zDeck: "Supply Deck", zHand: "hand", zScrap: "scrapheap", zHomebase: "Homebase", zAside: "set-aside area", zSupports: "supports"}

// question is the current question, for its player.
func (s *State) question() string {
	switch s.dec.kind {
	case decDeploy:
		return "Deployment phase: discover a Resource, deploy a Robot, move Robots, or end the phase."
	case decAction:
		return "Action phase: play an Advantage, transform a Robot, claim or challenge a Resource, or end the phase."
	case decContest:
		return fmt.Sprintf("%s claims %s with %s (Speed %d): contest the claim?", engine.PlayerName(int(s.claim.seat)),
			s.card(s.claim.res).Name, s.card(s.claim.robot).title, s.speed(s.claim.robot))
	case decSupport:
		b := &s.battle
		return fmt.Sprintf("Battle over %s: %s (Strength %d) against %s (Strength %d). Play a support card?",
			s.card(b.res).Name, s.card(b.robots[0]).title, s.strength(b.robots[0]), s.card(b.robots[1]).title, s.strength(b.robots[1]))
	case decHit:
		b := &s.battle
		return fmt.Sprintf("%s would be scrapped by %d damage: have a Supporting Robot take the hit?", s.card(b.robots[b.side]).title, b.dmg[b.side])
	case decScience:
		return "Supply phase: use the Science skill of one Robot in Homebase?"
	case decTarget:
		j := &s.play.job
		return fmt.Sprintf("%s: choose a target for \"%s\"", s.card(j.Src).Name, verbs.Text(&j.Effects[j.PC]))
	}
	return ""
}
