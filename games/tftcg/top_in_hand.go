package tftcg

import (
	"omnideck/engine"
	"omnideck/kit"
)

// A deck's top card seen by its owner and played as though from the hand
// (Major Shockwave): "You may look at the top card of your deck at any
// time" is the static `look_top: true`, and "While the top card of your
// deck is a Decepticon card or a Secret Action > You may play it as
// though it were in your hand" the static `top_in_hand: [filters]`, the
// top card matching any of them.
//
// Looking at any time: whenever its player is to decide, the top card of
// their deck is known to them (the kit's Reveal), so that every view,
// option and sampled world of theirs holds it, and none of their
// opponent's; the table shows it on their deck, to them only. Nothing
// else may be done with it (Wave-2-3.xml#144), and a new top card is
// seen as soon as it is there, in the middle of an effect too
// (Rules_Roundup-2019-05-02.xml#502-10).
//
// Playing it: the turn's main question offers it beside the hand's cards,
// as the turn's Action or Upgrade (Wave-2-3.xml#145,
// Rules_Roundup-2019-05-17.xml#517-3, Rules_Roundup-2019-07-29.xml#2-41),
// in its player's own turn only (Rules_Roundup-2019-05-02.xml#502-5), not
// on the first player's first turn (Rules_Roundup-2019-07-29.xml#2-7),
// and again with the next top card while a play is left
// (Wave-2-3.xml#147). An Upgrade is offered with each character it may go
// on. Played, the card goes from the deck to the hand and is played from
// there, the deck refilled at once if it is empty. An effect that plays a
// card from the hand may take it as well (appendTop).

// seeTops lets each player whose look_top static is in force know the top
// card of their deck.
func (s *State) seeTops() {
	if s.more.flags&flagLookTop == 0 || s.rules.basic {
		return
	}
	for p := range 2 {
		if top := s.t.Top(zone(p, zDeck)); top != kit.NoObj && !s.t.Identifies(p, top) && s.playerStatic(p, func(st *Static) bool { return st.LookTop }) {
			s.t.Reveal(top, engine.PlayerSet(0).With(p))
			s.optsOK = false
		}
	}
}

// playerStatic reports whether a static ability of player p's in force
// has what has.
func (s *State) playerStatic(p int, has func(st *Static) bool) bool {
	found := false
	s.eachStatic(func(src kit.ObjID, ctrl int, st *Static) {
		if !found && ctrl == p && has(st) && (st.If == nil || st.If.Holds(s, kit.Ctx{Src: src, Ctrl: ctrl})) {
			found = true
		}
	})
	return found
}

// topInHand is player p's top card when they may play it as though it
// were in their hand (top_in_hand) and know it, or NoObj.
func (s *State) topInHand(p int) kit.ObjID {
	if s.more.flags&flagTopInHand == 0 || s.rules.basic {
		return kit.NoObj
	}
	top := s.t.Top(zone(p, zDeck))
	if top == kit.NoObj || !s.t.Identifies(p, top) {
		return kit.NoObj
	}
	ok := s.playerStatic(p, func(st *Static) bool {
		for i := range st.TopInHand {
			if st.TopInHand[i].Matches(s, kit.Ctx{Ctrl: p}, top) {
				return true
			}
		}
		return false
	})
	if !ok {
		return kit.NoObj
	}
	return top
}

// topOptions lists player p's plays of the top card of their deck as
// though it were in their hand, the turn's Action or Upgrade being
// left as action and upgrade say.
func (s *State) topOptions(p int, action, upgrade bool) {
	id := s.topInHand(p)
	if id == kit.NoObj || (len(s.card(id).Abilities) > 0 && !s.playIf(p, id)) {
		return
	}
	c := s.card(id)
	switch {
	case c.isAction() && action:
		v := uint8(vAction)
		if c.isSecret() {
			v = vSecret
		}
		s.opts = append(s.opts, kit.Option{Verb: v, A: s.handle(id)})
	case c.isUpgrade() && upgrade:
		var room [teamRoom]kit.ObjID
		for _, on := range s.upgradeTargetsIn(id, p, room[:0]) {
			s.opts = append(s.opts, kit.Option{Verb: vUpgrade, A: s.handle(id), B: s.handle(on)})
		}
	}
}

// appendTop appends to buf the top card of player p's deck when they may
// play it as though it were in their hand and it fits what an effect that
// plays a card from the hand asks for ("You may play an Action":
// Brainstorm, Multi-Mission Gear; "You may play an Upgrade onto one of
// your Omnibots"): such an effect may take it too
// (Rules_Roundup-2019-07-29.xml#2-41, "If another effect allows you to
// play additional actions, you can keep playing them from the top of your
// deck").
func (s *State) appendTop(p int, buf []kit.ObjID, fits func(kit.ObjID) bool) []kit.ObjID {
	if top := s.topInHand(p); top != kit.NoObj && fits(top) {
		return append(buf, top)
	}
	return buf
}

// fromTop takes card id into its player's hand when it is the top card of
// their deck, played as though it were in the hand, and refills the deck;
// it returns id.
func (s *State) fromTop(id kit.ObjID) kit.ObjID {
	p := int(s.obj(id).Owner)
	if s.obj(id).Zone == zone(p, zDeck) {
		s.t.Place(id, zone(p, zHand), -1, kit.FaceUp)
		s.refill(p)
		s.seeTops() // the next top card, seen at once (Rules_Roundup-2019-05-02.xml#502-10)
	}
	return id
}

// topPlace is " from the top of your deck" for a card played from there,
// so that its option differs from a copy's in the hand.
func (s *State) topPlace(id kit.ObjID) string {
	if z := s.obj(id).Zone; int(z) < 2*numZones && z%numZones == zDeck {
		return " from the top of your deck"
	}
	return ""
}

// showTop adds to zone the top card of player q's deck, for viewer p, when
// p is q and may look at it at any time: the table shows the deck's top
// card to its owner only.
func (s *State) showTop(p, q int, z *engine.TableZone) {
	if p != q || s.more.flags&flagLookTop == 0 {
		return
	}
	top := s.t.Top(zone(q, zDeck))
	if top != kit.NoObj && s.t.Identifies(p, top) && s.playerStatic(p, func(st *Static) bool { return st.LookTop }) {
		z.Cards = append(z.Cards, s.t.TableCard(p, top, s.describe))
	}
}
