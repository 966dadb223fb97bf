package ben10

import (
	"omnideck/kit"
)

// The events of the bus: what cards' abilities, replacement effects and
// Tricks listen for.
const (
	bDraw       kit.EventKind = iota // Would: Player draws (From: the pile)
	bAppear                          // Character Obj appears on Player's battlefield
	bAttack                          // Player's Character Other attacks card Obj (NoObj: directly)
	bWin                             // Character Obj wins a battle against Other
	bTransform                       // Player transforms human Other into alien Obj
	bTurnStart                       // Player's turn begins
	bTurnEnd                         // Player's turn ends
	bDamage                          // Would: Character Obj takes damage (Cause)
	bDiscarded                       // Player's Character Obj was discarded from play
	bLifeLoss                        // Would: Player loses N Life (Cause; Other the source)
	bEffectUsed                      // Player uses Effect card Obj
	bMove                            // Player's Character Obj moves in a Move phase
	bSet                             // Player sets card Obj
)

// Causes of damage and Life loss.
const (
	causeBattle uint8 = 1 << iota
	causeEffect
)

// causeWords name the causes as card files write them (By).
var causeWords = map[string]uint8{"": causeBattle | causeEffect, "battle": causeBattle, "effect": causeEffect}

// trickAbility marks a Trick's listener (Listener.Ability); a trigger's
// is its index.
const trickAbility = 1 << 10

// triggerEvents map a trigger's on to its event and whether the event is
// about the card itself.
var triggerEvents = map[string]struct {
	kind kit.EventKind
	self bool // the event's card is the trigger's card (else: its controller's event)
}{
	"appears": {bAppear, true}, "attacks": {bAttack, true}, "wins": {bWin, true}, "transforms": {bTransform, true},
	"your_turn_starts": {bTurnStart, false}, "your_turn_ends": {bTurnEnd, false}, "opponent_uses_effect": {bEffectUsed, false},
}

// trickEvents map a Trick's on to its event (set_attacked is the battle's
// own: battle.go).
var trickEvents = map[string]kit.EventKind{
	"character_attacked": bAttack, "direct_attack": bAttack, "effect_used": bEffectUsed, "transformed": bTransform,
	"moved": bMove, "card_set": bSet, "character_discarded": bDiscarded, "character_appears": bAppear,
}

// ctrl is the controller of card id.
func (s *State) ctrl(id kit.ObjID) int { return int(s.obj(id).Ctrl) }

// listen builds the bus of a card set: each card's triggers, Trick and
// replacements, and the rules' own listener (the Transformation deck).
func listen(cs *CardSet) *kit.Bus[*State] {
	b := kit.NewBus[*State](len(cs.cards))
	b.Works = func(s *State, id kit.ObjID) bool { return s.obj(id).Over == kit.NoObj }
	b.Rules = append(b.Rules, kit.Listener[*State]{Kind: bDraw, When: kit.Would,
		Replace: func(s *State, _ kit.ObjID, e *kit.Event) {
			// Transformation phase: while there is a Transformation deck,
			// every draw comes from it.
			if z := zone(int(e.Player), zTDeck); s.t.Count(z) > 0 {
				e.From = z
			}
		}})
	for i, c := range cs.cards {
		id := kit.CardID(i)
		for k := range c.Triggers {
			tr := &c.Triggers[k]
			ev := triggerEvents[tr.On]
			on := tr.On
			b.Listen(id, kit.Listener[*State]{Kind: ev.kind, When: kit.Did, From: kit.InPlay, Ability: k,
				Match: func(s *State, src kit.ObjID, e *kit.Event) bool {
					switch {
					case ev.self && on == "attacks" && e.Other != src,
						ev.self && on != "attacks" && e.Obj != src,
						!ev.self && on == "opponent_uses_effect" && int(e.Player) == s.ctrl(src),
						!ev.self && on != "opponent_uses_effect" && int(e.Player) != s.ctrl(src):
						return false
					}
					return s.abilityOK(src, tr.Paired, tr.If, e)
				}})
		}
		if c.Trick != nil && c.Trick.On != "set_attacked" {
			b.Listen(id, trickListener(c.Trick))
		}
		for k := range c.Replacements {
			b.Listen(id, replacementListener(&c.Replacements[k]))
		}
	}
	return b
}

// abilityOK reports whether an ability of card src with [paired] and a
// condition works for event e.
func (s *State) abilityOK(src kit.ObjID, paired string, cond *kit.Condition, e *kit.Event) bool {
	if !s.pairedOK(src, paired) {
		return false
	}
	if cond == nil {
		return true
	}
	c := kit.Ctx{Src: src, Ctrl: s.ctrl(src), Event: e}
	return cond.Holds(s, c)
}

// trickListener is a Trick's requirement as a listener: it works while
// the Trick is Set, and matches the event the Trick names (trick.go).
func trickListener(t *Trick) kit.Listener[*State] {
	return kit.Listener[*State]{Kind: trickEvents[t.On], When: kit.Did, From: kit.InSet, Ability: trickAbility,
		Match: func(s *State, src kit.ObjID, e *kit.Event) bool { return s.trickMatches(t, s.ctrl(src), src, e) }}
}

// trickMatches reports whether event e meets Trick t's requirement for
// its owner p, with src the Set card it would be. It reads only what
// both players see of src (its controller and place), so that it may be
// asked of a Set card the opponent does not know (trick.go).
func (s *State) trickMatches(t *Trick, p int, src kit.ObjID, e *kit.Event) bool {
	if k, ok := trickEvents[t.On]; !ok || k != e.Kind {
		return false
	}
	ep := int(e.Player)
	switch t.On {
	case "character_attacked":
		if ep == p || e.Obj == kit.NoObj || !s.inPlay(e.Obj) || s.ctrl(e.Obj) != p {
			return false
		}
	case "direct_attack":
		if ep == p || e.Obj != kit.NoObj {
			return false
		}
	case "character_discarded":
		if ep != p {
			return false
		}
	default: // effect_used, transformed, moved, card_set, character_appears
		if ep == p {
			return false
		}
	}
	if t.If == nil {
		return true
	}
	c := kit.Ctx{Src: src, Ctrl: p, Event: e}
	return t.If.Holds(s, c)
}

// replacementListener is a replacement effect as a Would listener.
func replacementListener(r *Replacement) kit.Listener[*State] {
	kind := bDamage
	if r.On == "life_loss" {
		kind = bLifeLoss
	}
	by := causeWords[r.By]
	return kit.Listener[*State]{Kind: kind, When: kit.Would, From: kit.InPlay,
		Match: func(s *State, src kit.ObjID, e *kit.Event) bool {
			if e.Cause&by == 0 || !s.abilityOK(src, r.Paired, r.If, e) {
				return false
			}
			if kind == bLifeLoss {
				return int(e.Player) == s.ctrl(src)
			}
			c := kit.Ctx{Src: src, Ctrl: s.ctrl(src), Event: e}
			hit := false
			r.To.Each(s, c, func(t kit.Target) bool {
				hit = t == kit.CardTarget(e.Obj)
				return !hit
			})
			return hit
		},
		Replace: func(s *State, src kit.ObjID, e *kit.Event) {
			if r.Instead == "reduce" {
				e.N = max(0, e.N-int32(r.Reduce))
				if e.N == 0 {
					e.Cancelled = true
				}
				return
			}
			e.Cancelled = true
		}}
}

// fire sends event e to the bus: the triggered abilities and Trick
// windows that answer it become jobs, waiting to be put on the stack once
// the current step is done, the active player's first (Additional Rules
// 3: the player whose turn it is applies their effect first).
func (s *State) fire(e kit.Event) {
	s.hits = s.game.set.bus.Did(s, &e, s.hits[:0])
	for _, p := range [2]int{s.active, opponent(s.active)} {
		for _, h := range s.hits {
			if h.Ctrl != p || h.Listener.Ability == trickAbility {
				continue
			}
			tr := &s.card(h.Src).Triggers[h.Listener.Ability]
			j := kit.NewJob(jobTrigger, h.Src, p, tr.Effects)
			j.Ability = int16(h.Listener.Ability)
			j.Event = e
			j.Optional = tr.Optional
			s.pending = append(s.pending, j)
		}
		if s.trickWindow(p, &e) {
			j := kit.NewJob(jobWindow, kit.NoObj, p, nil)
			j.Event = e
			j.X = int32(s.stack.Len() - 1) // the job it answers, if any
			s.pending = append(s.pending, j)
		}
	}
}
