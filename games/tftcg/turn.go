package tftcg

import "omnideck/kit"

// The standard game's turn (rules 1.0, lines 15 to 27): after the draw,
// in any order, at most one flip (battlefield or KO area), one Action,
// one Upgrade and one Tap ability; then attacks, the last thing in the
// turn (Rules_Roundup-2019-05-28.xml#528-9).

// mainOptions lists player p's options in the main part of the turn: a
// flip, an Action, an Upgrade, an attack, ending the turn; once p has
// attacked, only further attacks (and ending the turn where p may).
// Copies of a card in hand are one option, named by the first of them.
// An Upgrade that may go on one character only names it; one that may go
// on more is played in two steps, the card and then the character
// (stepUpgradeOn).
func (s *State) mainOptions(p int) {
	if s.attacks == 0 {
		s.turnActions(p)
	}
	can := s.canAttackNow(p)
	if can {
		for _, id := range s.team[p] {
			if s.onField(id) && !s.tapped(id) && s.pincerAllows(id) && s.invasionAllows(id) && s.extraAllows(id) {
				s.opts = append(s.opts, kit.Option{Verb: vAttacker, A: s.handle(id)})
			}
		}
	}
	if !can || !s.rules.mustAttack && !s.attackersLeft(p) {
		s.opts = append(s.opts, kit.Option{Verb: vEnd})
	}
}

// turnActions lists player p's turn actions before their first attack:
// the flip, an Action, an Upgrade.
func (s *State) turnActions(p int) {
	if !s.flipped {
		for _, id := range s.team[p] {
			// On the battlefield or in the KO area; not a component of a
			// combined form.
			if s.card(id).canFlip() && (s.onField(id) || s.inKO(id)) {
				s.flipOptions(id)
			}
		}
	}
	s.tapOptions(p)
	hand := s.t.Zones[zone(p, zHand)].Cards
	action, upgrade := s.mayPlay(p)
	s.topOptions(p, action, upgrade)
	for i, id := range hand {
		c := s.card(id)
		if s.copyBefore(hand, i) {
			continue
		}
		switch {
		case c.isAction() && action && (len(c.Abilities) == 0 || s.playIf(p, id)):
			v := uint8(vAction)
			if c.isSecret() {
				v = vSecret
			}
			s.opts = append(s.opts, kit.Option{Verb: v, A: s.handle(id)})
		case c.isUpgrade() && upgrade && (len(c.Abilities) == 0 || s.playIf(p, id)):
			var room [teamRoom]kit.ObjID
			switch on := s.upgradeTargetsIn(id, p, room[:0]); len(on) {
			case 0:
			case 1:
				s.opts = append(s.opts, kit.Option{Verb: vUpgrade, A: s.handle(id), B: s.handle(on[0])})
			default:
				s.opts = append(s.opts, kit.Option{Verb: vUpgrade, A: s.handle(id)})
			}
		}
	}
}

// copyBefore reports whether an earlier card of cards is the same card
// as cards[i].
func (s *State) copyBefore(cards []kit.ObjID, i int) bool {
	c := s.t.Objs[cards[i]].Card
	for _, id := range cards[:i] {
		if s.t.Objs[id].Card == c {
			return true
		}
	}
	return false
}

// mayPlay reports whether player p may play an Action and an Upgrade
// now: one of each a turn; none on the first player's first turn, and
// only one of the two on the second player's first turn (line 21).
func (s *State) mayPlay(p int) (action, upgrade bool) {
	action, upgrade = !s.played, !s.upgraded
	if s.played && s.more.flags&flagActions != 0 {
		// An extra Action each turn (Menasor), one's own besides.
		action = int(s.more.actions) < 1+s.extraActions(p)
	}
	switch {
	case s.turn == 1, !s.playsLeft(p):
		return false, false
	case s.turn == 2 && (s.played || s.upgraded):
		return false, false
	}
	return action, upgrade
}

// canAttackNow reports whether player p may attack now: with an untapped
// character, on the first attack of the turn or while every opposing
// character is tapped (line 43).
func (s *State) canAttackNow(p int) bool {
	if !s.anyUntapped(p) {
		return false
	}
	return s.attacks == 0 || !s.anyUntapped(opponent(p)) || s.more.allOut || s.more.pincer.active || s.attackersLeft(p) || s.xa.active
}

// anyTapped and anyUntapped report whether player p has a tapped or an
// untapped character on the battlefield.
func (s *State) anyTapped(p int) bool {
	for _, id := range s.team[p] {
		if s.onField(id) && s.tapped(id) {
			return true
		}
	}
	return false
}

func (s *State) anyUntapped(p int) bool {
	for _, id := range s.team[p] {
		if s.onField(id) && !s.tapped(id) {
			return true
		}
	}
	return false
}

// draw draws n cards for player p, reshuffling the scrap pile into the
// deck as soon as it is empty (line 51, refill).
func (s *State) draw(p, n int) {
	deck := zone(p, zDeck)
	for range n {
		if s.drawInstead(p) {
			continue // Hijack (secret.go)
		}
		if s.t.Count(deck) == 0 && !s.reshuffle(p) {
			return
		}
		id := s.t.Top(deck)
		s.t.Place(id, zone(p, zHand), -1, kit.FaceUp)
		s.logf(evDraw, p, s.ref(id), 0)
		s.drew(p)
		s.refill(p)
	}
}

// playAction plays Action id from its owner's hand: set aside face up,
// or face down for a Secret Action, until it is scrapped (lines 23, 25).
// An Action's text happens as it is played (its "play" abilities).
func (s *State) playAction(id kit.ObjID, secret bool) {
	p := s.active
	face := kit.FaceUp
	if secret {
		face = kit.FaceDown
	}
	s.t.Place(id, zone(p, zPlayed), -1, face)
	defer s.thirdAction(p, id, s.isThird(p))
	s.played = true
	s.more.actions++
	s.logf(evPlay, p, s.ref(id), 0)
	s.cardPlayed(p, id)
	s.hear(p, WhenActionPlayed, id) // a Secret Action is an Action (Wave-2-3.xml#125)
	s.hearOpponentAction(p, id)
	if !secret {
		n := s.waiting.Len()
		s.start(id, p, -1, s.card(id).Abilities, WhenPlay)
		s.resolveNow(n)
		s.revealOnAction(p, id)
	}
}

// playUpgrade puts Upgrade id on character on; an Upgrade of the same
// kind already there is scrapped (line 27).
func (s *State) playUpgrade(id, on kit.ObjID) {
	s.upgraded = true
	s.putUpgrade(s.active, id, on)
	s.cardPlayed(s.active, id)
}

// putUpgrade has player p put Upgrade id on character on, by the turn's
// Upgrade or an effect's; what is in its slot makes room (makeRoom,
// verbs_upgrades.go).
func (s *State) putUpgrade(p int, id, on kit.ObjID) {
	// Played from hand: from the hand, or set aside while its character
	// is chosen (stepUpgradeOn).
	from := s.obj(id).Zone
	fromHand := from == zPlaying || (int(from) < 2*numZones && from%numZones == zHand)
	s.makeRoom(id, on)
	s.t.Place(id, zone(p, zUpgrade), -1, kit.FaceUp)
	s.obj(id).Counters[cOn] = int16(on)
	s.putOn(p, id, on)
	if fromHand {
		s.start(id, p, -1, s.card(id).Abilities, WhenPlayedFromHand)
	}
}

// putOn tells of Upgrade id, now on character on, put there by player p,
// and starts the abilities that hear it: "When you upgrade" (Wave-2-3.xml#162)
// and the Upgrade's "When you put this on".
func (s *State) putOn(p int, id, on kit.ObjID) {
	s.logf(evUpgrade, p, s.ref(id), s.ref(on))
	s.hear(p, WhenUpgrading, on)
	s.start(id, p, -1, s.card(id).Abilities, WhenPutOn)
}

// upgradeTargetsIn appends to buf player p's characters Upgrade u may go
// on.
func (s *State) upgradeTargetsIn(u kit.ObjID, p int, buf []kit.ObjID) []kit.ObjID {
	for _, ch := range s.team[p] {
		if s.onField(ch) && s.mayUpgrade(u, ch) {
			buf = append(buf, ch)
		}
	}
	return buf
}

// chooseUpgrade begins playing Upgrade id from the active player's hand:
// it is shown, set aside (zPlaying), and its player chooses the
// character it goes on, or takes it back (putBack).
func (s *State) chooseUpgrade(id kit.ObjID) {
	s.t.Place(id, zPlaying, -1, kit.FaceUp)
	s.playing, s.step = id, stepUpgradeOn
}

// putBack returns the Upgrade being played to its player's hand, where
// the opponent, who saw it, still knows it is, and goes back to the main
// part of the turn.
func (s *State) putBack() {
	s.t.Place(s.playing, zone(s.active, zHand), -1, kit.FaceUp)
	s.playing, s.step = kit.NoObj, stepMain
}

// mayUpgrade reports whether Upgrade u may be put on character ch: its
// "Put on ... only" restrictions hold.
func (s *State) mayUpgrade(u, ch kit.ObjID) bool {
	for i := range s.card(u).Abilities {
		if f := s.card(u).Abilities[i].Only; f != nil && !f.Matches(s, kit.Ctx{Src: u, Ctrl: int(s.obj(u).Owner)}, ch) {
			return false
		}
	}
	return true
}

// scrap puts card id into its owner's scrap pile.
func (s *State) scrap(id kit.ObjID) {
	if s.sideLeaves(id) {
		return
	}
	defer s.scrappedOff(s.offWhat(id))
	p := int(s.obj(id).Owner)
	fromHand := s.obj(id).Zone == zone(p, zHand)
	from := s.scrappedFrom(id)
	s.t.Place(id, s.scrapZone(p), -1, kit.FaceUp)
	s.logf(evScrap, p, s.ref(id), 0)
	s.upgradeGone(id, from)
	if fromHand {
		s.hear(opponent(p), WhenOpponentScraps, id)
	}
}

// upgradeBonus is the Attack and Defense the Upgrades on character id
// give it.
func (s *State) upgradeBonus(id kit.ObjID) (atk, def int) {
	p := int(s.obj(id).Owner)
	for _, u := range s.t.Zones[zone(p, zUpgrade)].Cards {
		if kit.ObjID(s.obj(u).Counters[cOn]) == id {
			atk += s.card(u).AttackBonus
			def += s.card(u).DefenseBonus
		}
	}
	return atk, def
}

// scrapUpgrades scraps the Upgrades on character id and the battle cards
// under it (it is KO'd); characters under it stay there (under.go).
func (s *State) scrapUpgrades(id kit.ObjID) {
	s.scrapWhere(zone(int(s.obj(id).Owner), zUnder), func(u kit.ObjID) bool {
		return kit.ObjID(s.obj(u).Counters[cOn]) == id && !s.card(u).isCharacter()
	})
	s.scrapWhere(zone(int(s.obj(id).Owner), zUpgrade), func(u kit.ObjID) bool { return kit.ObjID(s.obj(u).Counters[cOn]) == id })
}

// scrapWhere scraps the cards of zone z that match, the last first. A
// scrap may set off more that changes the zone under the loop (a Health
// raise scrapped KOs its character, which scraps the rest), so the loop
// goes on from the zone's end whenever it has shrunk past it.
func (s *State) scrapWhere(z kit.ZoneID, match func(kit.ObjID) bool) {
	for i := s.t.Count(z) - 1; i >= 0; i-- {
		if n := s.t.Count(z); i >= n {
			i = n
			continue
		}
		if u := s.t.Zones[z].Cards[i]; match(u) {
			s.scrap(u)
		}
	}
}

// scrapActions scraps the Actions player p played this turn, face up
// (line 45); Secret Actions wait for the start of p's next turn.
func (s *State) scrapActions(p int) {
	z := zone(p, zPlayed)
	for i := s.t.Count(z) - 1; i >= 0; i-- {
		if id := s.t.Zones[z].Cards[i]; s.obj(id).Face == kit.FaceUp {
			s.scrap(id)
		}
	}
}

// scrapSecrets scraps player p's Secret Actions at the start of their
// turn (line 25).
func (s *State) scrapSecrets(p int) {
	z := zone(p, zPlayed)
	for s.t.Count(z) > 0 {
		s.scrap(s.t.Top(z))
	}
}

// afterAttack ends the turn when the opponent has an untapped character
// left; else the attacker's player may attack again while they have an
// untapped character; when every character on both sides is tapped, all
// untap and the turn ends (line 43).
func (s *State) afterAttack() {
	p := s.active
	pincer := s.pincerEnds(p)
	extra := s.extraAttackDue(p)
	s.attacker, s.defender = kit.NoObj, kit.NoObj
	s.step = stepMain
	s.optsOK = false
	if f := s.more.follow; f != kit.NoObj {
		// "This untaps and attacks an untapped enemy" (Blurr): the second
		// attack starts right after the first (Wave-2-3.xml#20, #21).
		s.more.follow = kit.NoObj
		if s.onField(f) && !s.tapped(f) && s.anyUntapped(opponent(p)) {
			s.attacker, s.step, s.more.following = f, stepDefender, true
			return
		}
	}
	if pincer {
		s.more.pincer.active = true // Pincer Movement's extra attack
		return
	}
	if extra {
		s.startExtraAttack() // Pop A Wheelie's
		return
	}
	switch {
	case s.anyUntapped(opponent(p)) && !(s.more.allOut && s.anyUntapped(p)) && !s.attackersLeft(p):
		s.endTurn()
	case s.anyUntapped(p):
	default:
		s.untapAll(p)
		s.endTurn()
	}
}

// untapAll untaps every character: once every character on both sides is
// tapped (line 43).
func (s *State) untapAll(p int) {
	for q := range 2 {
		for _, id := range s.team[q] {
			s.setTapped(id, false)
		}
	}
	s.logf(evUntap, p, 0, 0)
}
