package tftcg

import (
	"slices"

	"omnideck/engine"
	"omnideck/kit"
)

// attack makes the attack chosen: "when this attacks" and "when this
// defends" abilities, then the flips and the damage (flips), then "after
// this attacks" abilities and the green swaps (attackEnd) (rules 1.0,
// attacking; basic version, steps 3 to 5).
func (s *State) attack() {
	p := s.active
	att, def := s.attacker, s.defender
	s.logf(evAttack, p, s.ref(att), s.ref(def))
	s.lastAttacker[p] = att
	s.taken = s.taken[:0]
	if s.rules.basic {
		s.flips()
		return
	}
	// Tap the attacker (line 32); its abilities and the defender's come
	// before the flips (docs/rules/tftcg.md).
	s.setTapped(att, true)
	s.attacks++
	for q := range 2 {
		s.flipFrom[q] = s.t.Count(zone(q, zFlip))
	}
	s.flipIcons = [2][numColors]int{}
	s.redirect, s.excess = kit.NoObj, 0
	s.sec.newBattle()
	s.obj(att).Counters[cAttacks]++
	s.more.following = false
	s.trigger(att, WhenAttacks)
	s.hear(p, WhenAllyAttacks, att)
	s.hear(opponent(p), WhenEnemyAttacks, att)
	s.then = thenDefend
}

// defend starts, once the attacker's "when this attacks" abilities are
// done, the defender's "if this would defend" abilities, which may choose
// another defender (Rules_Roundup-2019-05-17.xml#517-9), and then its
// "when this defends" abilities (defends).
func (s *State) defend() {
	if s.onField(s.attacker) && s.onField(s.defender) {
		s.trigger(s.defender, WhenWouldDefend)
	}
	s.then = thenDefends
}

// defends starts the "when this defends" abilities of the defender, then
// the flips.
func (s *State) defends() {
	if s.onField(s.attacker) && s.onField(s.defender) {
		s.trigger(s.defender, WhenDefends)
		s.reveal(opponent(s.active), WhenRevealDefends, s.defender)
	}
	s.then = thenFlips
}

// flips makes the attack's flips and does its damage: the attacker and
// the defender each flip battle cards, the icons add to their stats, and
// a character whose damage reaches its Health is KO'd. When either has
// left the battlefield, the attack ends with no flips.
func (s *State) flips() {
	p, q := s.active, opponent(s.active)
	att, def := s.attacker, s.defender
	if !s.onField(att) || !s.onField(def) {
		s.attackOver()
		return
	}
	var ai, di [numColors]int
	if s.rules.basic {
		atk, dfn := s.stat(att, statAttack), s.stat(def, statDefense)
		s.flipCards(p, 2, &ai)
		s.flipCards(q, 2, &di)
		s.attackDamage(atk+ai[colOrange], dfn+di[colBlue], ai[colBlack], ai[colOrange], di[colBlue])
		return
	}
	// Each side flips 2, and 2 more once for a white icon (line 33);
	// Bold N and Tough N flip N more (line 39). The attacker's side
	// flips first: its first cards, their "when this battles"
	// abilities (battle_flips), the white icon's cards (attackWhite),
	// then its "after you flip for this attack" abilities, all before the
	// defender's flips (defenseFlips).
	s.flipIcons = [2][numColors]int{}
	s.more.orangeCards = [2]int8{}
	s.flipBase(p, att, s.stat(att, statBold))
	s.trigger(att, WhenBattleFlips)
	s.then = thenAttackWhite
}

// attackWhite flips the attacker's side's cards for a white icon, then
// starts its "after you flip for this attack" abilities.
func (s *State) attackWhite() {
	p, att := s.active, s.attacker
	if !s.onField(att) || !s.onField(s.defender) {
		s.attackOver()
		return
	}
	s.flipWhite(p, att)
	s.revealFlips()
	s.trigger(att, WhenAttackFlips)
	s.then = thenDefenseFlips
}

// defenseFlips makes the defender's side's first flips and starts its
// "when this battles" abilities (battle_flips); then the white icon's
// cards (defenseWhite).
func (s *State) defenseFlips() {
	q := opponent(s.active)
	att, def := s.attacker, s.defender
	if !s.onField(att) || !s.onField(def) {
		s.attackOver()
		return
	}
	s.flipBase(q, def, s.stat(def, statTough))
	s.trigger(def, WhenBattleFlips)
	s.then = thenDefenseWhite
}

// defenseWhite flips the defender's side's cards for a white icon, then
// starts the "flipped" abilities, which read the icons of both sides
// before the damage (flipsDone).
func (s *State) defenseWhite() {
	p, q := s.active, opponent(s.active)
	att, def := s.attacker, s.defender
	if !s.onField(att) || !s.onField(def) {
		s.attackOver()
		return
	}
	s.flipWhite(q, def)
	for _, side := range [2]int{p, q} {
		if s.flipIcons[side][colWhite] > 0 {
			s.whiteAttacks[side]++
		}
	}
	s.trigger(att, WhenFlipped)
	s.hear(p, WhenAllyAttackFlipped, att)
	s.trigger(def, WhenFlipped)
	s.hearFlipped(att, def)
	s.then = thenDamage
}

// flipsDone does the attack's damage once the flips and their abilities
// are done: the totals are read now, with every boost in force.
func (s *State) flipsDone() {
	p, q := s.active, opponent(s.active)
	att, def := s.attacker, s.defender
	if !s.onField(att) || !s.onField(def) {
		s.attackOver()
		return
	}
	ai, di := s.flipIcons[p], s.flipIcons[q]
	s.battleRules(&ai)
	a, _ := s.upgradeBonus(att)
	_, d := s.upgradeBonus(def)
	// An Attack or a Defense can't go below 0, after everything is added
	// up (Rules_Roundup-2019-02-18.xml#218-24, Wave-4.xml#58).
	s.attackDamage(max(s.stat(att, statAttack)+a+ai[colOrange], 0), max(s.stat(def, statDefense)+d+di[colBlue], 0), ai[colBlack], ai[colOrange], di[colBlue])
}

// attackDamage does the attack's damage from its totals and the black
// icons the attacker flipped; orange and blue are the icons the totals
// count, for the log.
func (s *State) attackDamage(atk, dfn, black, orange, blue int) {
	p, att, def := s.active, s.attacker, s.defender
	dmg := max(atk-dfn, 0)
	if pierce := black + s.stat(att, statPierce); !s.rules.basic && pierce > 0 && !s.sec.noPierce {
		// Pierce: at least the Pierce total, but no more than the
		// Attack (lines 34 and 37).
		dmg = max(dmg, min(pierce, atk))
		s.logf(evPierce, p, int32(pierce), 0)
	}
	s.logf(evTotals, p, pack(atk, orange), pack(dfn, blue))
	s.startHit(def, dmg)
}

// attackDone does the attack's damage dmg to character to, once the
// replacement effects have changed it (damage_order.go).
func (s *State) attackDone(to kit.ObjID, dmg int) {
	att := s.attacker
	s.dealt = int16(dmg)
	left := s.health(to) - s.damage(to)
	if dmg > left {
		s.excess = int16(dmg - left)
	}
	s.more.hitTapped, s.more.attackKO = s.tapped(to), dmg > 0 && dmg >= left
	s.more.nKO = 0
	s.doShares()
	s.doDamage(to, dmg)
	s.checkEnd()
	s.overkill(to, dmg, left)
	if dmg > 0 && !s.rules.basic {
		// "When this does attack damage to an enemy" (Dirge, Blurr,
		// Steamroll): the damage is done and the game goes on.
		s.triggerEvent(att, WhenDamages, to, int32(dmg))
	}
	s.attackOver()
}

// attackOver starts the "after this attacks" and "after this defends"
// abilities, then ends the attack (attackEnd).
func (s *State) attackOver() {
	if s.rules.basic || s.over {
		s.attackEnd()
		return
	}
	s.trigger(s.attacker, WhenAfterAttack)
	if s.defender != kit.NoObj && s.onField(s.defender) {
		s.trigger(s.defender, WhenAfterDefend)
	}
	s.startAfterBattle()
	s.then = thenAttackEnd
}

// attackEnd ends the attack: "this attack" boosts end, then the green
// swaps (or the end of the turn in the basic version).
func (s *State) attackEnd() {
	if len(s.mods) > 0 {
		s.mods.EndBattle(&s.t)
	}
	s.flipIcons = [2][numColors]int{}
	switch {
	case s.over:
	case s.rules.basic:
		s.endTurn()
	default:
		s.startSwaps()
	}
}

// flipBase flips player p's first cards for the battle of character ch:
// 2, and more (Bold or Tough, and "flip 1 more" abilities).
func (s *State) flipBase(p int, ch kit.ObjID, more int) {
	s.flipFrom[p] = s.t.Count(zone(p, zFlip))
	more += s.staticSum(ch, flagFlips, func(st *Static) int { return st.Flips })
	s.flipCards(p, 2+more, &s.flipIcons[p])
}

// flipWhite flips player p's cards for a white icon among those flipped
// for character ch's battle: 2 more once, or as many as an ability says
// instead (white_flips).
func (s *State) flipWhite(p int, ch kit.ObjID) {
	if s.flipIcons[p][colWhite] == 0 {
		return
	}
	n := 2
	if s.more.flags&flagWhite != 0 {
		s.eachStatic(func(src kit.ObjID, ctrl int, st *Static) {
			if st.WhiteFlips > 0 && s.staticTouches(st, kit.Ctx{Src: src, Ctrl: ctrl}, ch) {
				n = max(n, st.WhiteFlips)
			}
		})
	}
	s.flipCards(p, n, &s.flipIcons[p])
}

// flipCards flips n battle cards from player p's deck for an attack,
// counting their icons into icons (an orange icon as a blue one and a
// blue as an orange while the side's battler has Inverted). The deck is
// refilled from the scrap pile as soon as it is empty (refill).
func (s *State) flipCards(p, n int, icons *[numColors]int) {
	deck := s.deckZone(p)
	invert := s.more.flags&flagInvert != 0 && s.inverted(p)
	for range s.flipCapLeft(p, n) {
		if s.t.Count(deck) == 0 && !s.reshuffle(p) {
			return
		}
		id := s.t.Top(deck)
		s.t.Place(id, zone(p, zFlip), -1, kit.FaceUp)
		c := s.card(id)
		for k := range numColors {
			icons[k] += c.icon(k)
		}
		o := c.icon(colOrange)
		if invert {
			icons[colOrange] += c.icon(colBlue) - c.icon(colOrange)
			icons[colBlue] += c.icon(colOrange) - c.icon(colBlue)
			o = c.icon(colBlue)
		}
		if o > 0 {
			s.more.orangeCards[p]++
		}
		if w := c.icon(colWhite); w > 0 && s.more.flags&flagFirstWhite != 0 {
			s.firstWhite(p, icons, w)
		}
		s.logf(evFlipCard, p, s.ref(id), s.side(p))
		s.refill(p)
		s.hear(p, WhenCardFlipped, id)
	}
}

// inverted reports whether the character player p's side battles with
// has its orange and blue icons swapped (Inverted: "Each [ORANGE] you flip
// becomes a [BLUE]").
func (s *State) inverted(p int) bool {
	b := s.battler(p)
	return b != kit.NoObj && s.staticHas(b, flagInvert)
}

// side is the side of the attack under way player p flips for, as
// evFlipCard numbers it: 1 the attacker's, 2 the defender's, 0 with no
// attack under way.
func (s *State) side(p int) int32 {
	switch {
	case s.attacker == kit.NoObj || s.defender == kit.NoObj:
		return 0
	case p == s.active:
		return 1
	}
	return 2
}

// refill shuffles player p's scrap pile into their deck as soon as the
// deck is empty (line 51; Rules_Roundup-2019-04-12.xml#412-12: not when
// the next card is needed), leaving out the cards held, which an effect
// that took them from the deck still deals with
// (Rules_Roundup-2019-02-18.xml#218-6, Wave-2-3.xml#60). A deck emptied
// while the scrap pile is empty too is refilled when a card is next
// needed (draw, flipCards).
func (s *State) refill(p int, held ...kit.ObjID) {
	if s.t.Count(s.deckZone(p)) == 0 {
		s.reshuffle(p, held...)
	}
}

// reshuffle shuffles player p's scrap pile, but for the cards held, into
// their empty deck (the shared ones in the basic version); false when it
// has no other card.
func (s *State) reshuffle(p int, held ...kit.ObjID) bool {
	deck, scrap := s.deckZone(p), s.scrapZone(p)
	n := 0
	for i := s.t.Count(scrap) - 1; i >= 0; i-- {
		if id := s.t.Zones[scrap].Cards[i]; !slices.Contains(held, id) {
			s.t.Place(id, deck, -1, kit.FaceDown)
			n++
		}
	}
	if n == 0 {
		return false
	}
	s.t.Shuffle(deck, &s.rng)
	s.logf(evReshuffle, p, int32(n), 0)
	s.hear(p, WhenReshuffled, kit.NoObj)
	s.hear(opponent(p), WhenOpponentReshuffled, kit.NoObj)
	return true
}

// doDamage puts n damage counters on character id and KOs it when they
// reach its Health. During an attack, a limit on the damage a character
// takes in the attack (shield: Autobot Jazz) caps any damage, the damage
// it took earlier in the attack counting (Wave-1.xml#25).
func (s *State) doDamage(id kit.ObjID, n int) {
	o := s.obj(id)
	if s.defender != kit.NoObj {
		if len(s.mods) > 0 {
			n = min(n, s.capLeft(id))
		}
		s.noteTaken(id, n)
	}
	o.Counters[cDamage] += int16(n)
	s.logf(evDamage, int(o.Owner), s.ref(id), pack(n, max(s.health(id)-s.damage(id), 0)))
	if s.damage(id) >= s.health(id) {
		s.ko(id)
	}
}

// taken is damage a character took in the attack under way.
type taken struct {
	obj kit.ObjID
	n   int16
}

// noteTaken adds n to the damage character id took in the attack under
// way.
func (s *State) noteTaken(id kit.ObjID, n int) {
	for i := range s.taken {
		if s.taken[i].obj == id {
			s.taken[i].n += int16(n)
			return
		}
	}
	s.taken = append(s.taken, taken{obj: id, n: int16(n)})
}

// capLeft is how much more damage character id may take in the attack
// under way: its cap (verbs: shield) less the damage it took in the
// attack so far, or noCap.
func (s *State) capLeft(id kit.ObjID) int {
	c := s.mods.Stat(&s.t, id, statCap, noCap)
	if c >= noCap {
		return noCap
	}
	return s.mostLeft(id, c)
}

// ko moves character id to its owner's KO area, with as many damage
// counters as its Health whatever KO'd it (Wave-1.xml#12). Whether the
// game is over is seen once the effect or the attack damage that KO'd it
// is done (checkEnd).
func (s *State) ko(id kit.ObjID) {
	p := int(s.obj(id).Owner)
	s.obj(id).Counters[cDamage] = int16(s.card(id).Health)
	// The KO's abilities know the Attack the character had ("damage
	// equal to its ATK total": Rules_Roundup-2019-11-08.xml#9-7).
	s.triggerEvent(id, WhenKOd, id, int32(s.attackOf(id)))
	s.noteKOUpgrades(id)
	s.more.koing = int32(id) + 1
	s.scrapUpgrades(id)
	s.more.koing = 0
	s.mods.Drop(id)
	s.t.Place(id, zone(p, zKO), -1, kit.FaceUp)
	s.obj(id).Set(flTapped, false)
	s.logf(evKO, p, s.ref(id), 0)
	if len(s.card(id).sides) > 0 {
		defer s.toSides(id)
	}
	s.noteKO(id)
	s.hear(p, WhenAllyKOd, id)
	s.hear(p, WhenTeamKOd, id)
	s.hear(opponent(p), WhenEnemyKOd, id)
	s.revealKO(id)
	s.payBounties(id)
}

// checkEnd ends the game once a side has no character left on the
// battlefield (line 8): the other side wins, and when one effect KO'd the
// last characters of both sides at once the game is a draw
// (Wave-1.xml#101, Wave-1.xml#106). It is called as soon as the effect or
// the attack damage is done, before any ability it set off
// (Rules_Roundup-2019-03-15.xml#315-14), and reports whether the game is
// over.
func (s *State) checkEnd() bool {
	if s.over {
		return true
	}
	var out [2]bool
	for q := range 2 {
		out[q] = (len(s.team[q]) > 0 || s.sidesOut[q] > 0) && !s.anyOnField(q)
	}
	switch {
	case out[0] && out[1]:
		s.result, s.reason = "A draw: the last characters of both players are KO'd at once.", reasonDraw
		s.logf(evGameOver, s.active, 0, 0)
	case out[0] || out[1]:
		w := 0
		if out[0] {
			w = 1
		}
		s.winners = s.winners.With(w)
		s.result, s.reason = engine.PlayerName(w)+" wins: every character of "+engine.PlayerName(opponent(w))+" is KO'd.", reasonKO
		s.logf(evGameOver, w, 0, 0)
	default:
		return false
	}
	s.over = true
	s.step = stepOver
	s.optsOK = false
	return true
}

// anyOnField reports whether player p has a character on the
// battlefield.
func (s *State) anyOnField(p int) bool {
	for _, c := range s.team[p] {
		if s.onField(c) {
			return true
		}
	}
	return false
}
