package tftcg

import (
	"omnideck/kit"
)

// play is playing another card from hand as an effect: "You may play an
// Action" (Brainstorm, Multi-Mission Gear), "You may play an Upgrade"
// (New Designs, Multi-Tool). Reading: the card played this way is played
// besides the turn's one Action and one Upgrade (line 21), neither using
// them up nor needing them: the effect's text is what allows it. An
// Action played so resolves at once, before the rest of the effect that
// played it ("Then you may play another Action"); an Upgrade's "When you
// put this on" abilities follow the effects under way.

// definePlayVerbs defines play.
func definePlayVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, kindParams]{
		Name: "play", Doc: "you may play a card of a kind from your hand, besides the turn's own: {kind: action | upgrade}",
		Check: func(k *kit.Check, w string, p *kindParams) {
			k.OneOf(w, "kind", &p.Kind, []string{TypeAction, TypeUpgrade})
		},
		Resolve: func(s *State, j *kit.Job, p *kindParams) bool {
			me := int(j.Ctrl)
			var room [16]kit.ObjID
			if p.Kind == TypeAction {
				id, ok := s.pick(j, me, pickPlay, true, s.playable(me, TypeAction, room[:0]))
				if !ok {
					return false
				}
				if id != kit.NoObj {
					s.playNested(me, id)
				}
				return true
			}
			// An Upgrade, then the character it goes on (j.Step: 1 once
			// the Upgrade is chosen, kept in j.Vals).
			if j.Step == 0 {
				id, ok := s.pick(j, me, pickPlay, true, s.playable(me, TypeUpgrade, room[:0]))
				if !ok {
					return false
				}
				if id == kit.NoObj {
					return true
				}
				j.Vals = append(j.Vals[:0], int32(id))
				j.Step = 1
			}
			u := kit.ObjID(j.Vals[0])
			var on []kit.ObjID
			for _, ch := range s.team[me] {
				if s.onField(ch) && s.mayUpgrade(u, ch) {
					on = append(on, ch)
				}
			}
			ch, ok := s.pick(j, me, pickCharacter, false, on)
			if !ok {
				return false
			}
			j.Vals = j.Vals[:0]
			if ch != kit.NoObj {
				s.putUpgrade(me, u, ch)
			}
			return true
		},
		Hint: func(s *State, _ int, j *kit.Job, p *kindParams) float64 {
			best := 0.0
			var room [16]kit.ObjID
			for _, id := range s.playable(int(j.Ctrl), p.Kind, room[:0]) {
				best = max(best, s.cardWorth(id))
			}
			return best
		},
		Aim: func(s *State, me int, j *kit.Job, _ *kindParams, t kit.Target) float64 {
			id := t.Obj()
			if s.card(id).isCharacter() && len(j.Vals) > 0 {
				return s.upgradeGain(kit.ObjID(j.Vals[0]), id)
			}
			if s.card(id).isUpgrade() {
				best := -10.0
				for _, ch := range s.team[me] {
					if s.onField(ch) && s.mayUpgrade(id, ch) {
						best = max(best, s.upgradeGain(id, ch))
					}
				}
				return best
			}
			return s.actionHint(me, id)
		},
		Text: func(p *kindParams) string {
			if p.Kind == TypeUpgrade {
				return "You may play an Upgrade."
			}
			return "You may play an Action."
		},
	}))
}

// playable appends to buf the cards of kind in player p's hand that may
// be played now by an effect (copies once): an Upgrade needs a character
// it may go on.
func (s *State) playable(p int, kind string, buf []kit.ObjID) []kit.ObjID {
	out := buf
	hand := s.t.Zones[zone(p, zHand)].Cards
	for i, id := range hand {
		c := s.card(id)
		if c.Type != kind || s.copyBefore(hand, i) {
			continue
		}
		if kind == TypeUpgrade {
			ok := false
			for _, ch := range s.team[p] {
				ok = ok || (s.onField(ch) && s.mayUpgrade(id, ch))
			}
			if !ok {
				continue
			}
		}
		out = append(out, id)
	}
	return out
}

// playNested plays Action id of player p's hand by an effect: set aside
// as the turn's Action is (face down for a Secret Action), its text
// resolving at once, on top of the jobs under way. The caller must be
// done with its job: the stack moves.
func (s *State) playNested(p int, id kit.ObjID) {
	secret := s.card(id).isSecret()
	face := kit.FaceUp
	if secret {
		face = kit.FaceDown
	}
	s.t.Place(id, zone(p, zPlayed), -1, face)
	s.logf(evPlay, p, s.ref(id), 0)
	if secret {
		return
	}
	n := s.waiting.Len()
	s.start(id, p, -1, s.card(id).Abilities, WhenPlay)
	s.resolveNow(n)
	// "When you play an Action" abilities wait for the effects under way
	// (Rules_Roundup-2019-07-29.xml#2-49).
	s.hear(p, WhenActionPlayed, id)
}
