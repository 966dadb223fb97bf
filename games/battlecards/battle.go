package battlecards

import "omnideck/kit"

// BATTLE. Two Robots battle over a Resource: side 0 is the active
// player's Robot, side 1 the opponent's. Each side plays support cards in
// turns, up to its Support Limit (a kit.Exchange), the side of the faster
// Robot having the option to go first or to wait. Then Combat dice are
// rolled, the higher Enhanced Strength wins, and each Robot takes the
// damage by which the other's Enhanced Strength exceeds its Core
// Strength; a Supporting Robot may take the hit for a Robot that would be
// scrapped. The winner stays on the Resource, the loser returns, and the
// supports are scrapped.

// maxSupporters is the most Supporting Robots one side may add to a
// battle.
const maxSupporters = 6

// The stages of a battle.
const (
	bsExchange uint8 = iota // the sides play supports in turns
	bsResolve               // Combat dice, Enhanced Strength, damage
	bsHit                   // a side whose Robot would be scrapped may have a Supporting Robot take the hit
	bsEnd                   // who stays and who goes
)

// battle is the battle under way.
type battle struct {
	on bool
	// res is the Resource fought over; challenge is true for a challenge
	// of a controlled Resource, false for a contested claim.
	res       kit.ObjID
	challenge bool
	// robots are the battling Robots and seats their players, by side.
	robots [2]kit.ObjID
	seats  [2]int8
	// first is the side with the initiative: the faster Robot's.
	first int8
	x     kit.Exchange
	// limit is what effects added to each side's Support Limit for this
	// battle; told is each side's Support Limit as the log last told it
	// (noteLimits).
	limit [2]int8
	told  [2]int8
	// sup are each side's Supporting Robots.
	sup  [2][maxSupporters]kit.ObjID
	nsup [2]int8
	// stage is how far the battle has got; side the side asked about
	// taking the hit.
	stage uint8
	side  int8
	// enh and dmg are each side's Enhanced Strength and the damage it
	// takes; winner the winning side, or -1; hit the Supporting Robot
	// that takes each side's hit, or NoObj.
	enh, dmg [2]int16
	winner   int8
	hit      [2]kit.ObjID
}

// sideOf is the side player p battles on, or -1.
func (b *battle) sideOf(p int) int {
	switch {
	case !b.on:
		return -1
	case int(b.seats[0]) == p:
		return 0
	case int(b.seats[1]) == p:
		return 1
	}
	return -1
}

// battleSide is the side Robot id battles on (a battling Robot), or -1.
func (s *State) battleSide(id kit.ObjID) int {
	switch {
	case !s.battle.on:
		return -1
	case s.battle.robots[0] == id:
		return 0
	case s.battle.robots[1] == id:
		return 1
	}
	return -1
}

// startBattle starts a battle between Robot a (the active player's) and
// Robot d over Resource res.
func (s *State) startBattle(a, d, res kit.ObjID, challenge bool) {
	b := &s.battle
	*b = battle{on: true, res: res, challenge: challenge, robots: [2]kit.ObjID{a, d},
		seats: [2]int8{int8(s.ctrl(a)), int8(s.ctrl(d))}, winner: -1, hit: [2]kit.ObjID{kit.NoObj, kit.NoObj}}
	if s.speed(d) > s.speed(a) {
		b.first = 1
	}
	b.x = kit.NewExchange(int(b.seats[b.first]), int(b.seats[1-b.first]))
	s.logf(evBattle, int(b.seats[0]), s.ref(a), s.ref(d))
	b.told = [2]int8{1, 1}
	if !s.jr.Quiet {
		s.noteLimits()
	}
}

// noteLimits logs each battling player's Support Limit where it is not
// what the log last told (1, the rules' own, when the battle began):
// Tactical skills, the static effects of Robots in their modes, and
// effects for the battle all change it, and the log tells every change
// while supports are played.
func (s *State) noteLimits() {
	b := &s.battle
	for i := range 2 {
		p := int(b.seats[i])
		if n := s.supportLimit(p); n != int(b.told[i]) {
			b.told[i] = int8(n)
			s.logf(evLimit, p, int32(n), -1)
		}
	}
}

// xside is the exchange's side for battle side i.
func (b *battle) xside(i int) int { return i ^ int(b.first) }

// battleStep moves the battle on.
func (s *State) battleStep() {
	b := &s.battle
	switch b.stage {
	case bsExchange:
		if _, seat, ok := b.x.Next(s.supportsDone); ok {
			s.ask(decSupport, seat)
			return
		}
		b.stage = bsResolve
	case bsResolve:
		s.resolveBattle()
		b.stage = bsHit
	case bsHit:
		for ; b.side < 2; b.side++ {
			i := int(b.side)
			if b.dmg[i] > 0 && b.nsup[i] > 0 && s.wouldScrap(b.robots[i], int(b.dmg[i])) {
				s.ask(decHit, int(b.seats[i]))
				return
			}
		}
		b.stage = bsEnd
	case bsEnd:
		s.endBattle()
	}
}

// supportsDone reports whether exchange side x can add nothing more: its
// Support Limit is reached, or it has nothing to play and no hand to
// play from (a side holding cards is asked, so that passing tells nothing
// of its hand).
func (s *State) supportsDone(x int) bool {
	b := &s.battle
	i := b.xside(x)
	p := int(b.seats[i])
	if b.x.Reached(x, s.supportLimit(p)) {
		return true
	}
	if s.handSize(p) > 0 {
		return false
	}
	return len(s.supportOptions(p, nil)) <= 1
}

// supportOptions are player p's support cards for the battle (Combat
// Moves): an Advantage played "in battle" for its effect, an Advantage or
// a Resource from hand for its Strength Support, transforming the
// battling Robot, a Supporting Robot; and passing.
func (s *State) supportOptions(p int, out []kit.Option) []kit.Option {
	b := &s.battle
	i := b.sideOf(p)
	if i < 0 {
		return out
	}
	me := b.robots[i]
	hand := s.t.Zones[zone(p, zHand)].Cards
	for k, id := range hand {
		d := s.card(id)
		if d.isRobot() || s.sameNameBefore(hand[:k], id) || !s.armyOK(p, id) {
			continue
		}
		if d.isAdvantage() && d.Battle && s.canPlay(p, id, me) {
			out = append(out, kit.Option{Verb: vSupportEffect, A: s.handle(id)})
		}
		if d.Support > 0 {
			out = append(out, kit.Option{Verb: vStrength, A: s.handle(id)})
		}
	}
	if s.canTransform(me) {
		out = append(out, kit.Option{Verb: vTransformBattler, A: s.handle(me)})
	}
	if s.maySupportWithRobots(i) && b.nsup[i] < maxSupporters {
		lowest := min(s.speed(b.robots[0]), s.speed(b.robots[1]))
		s.eachRobot(p, func(id kit.ObjID) {
			if s.canJoin(i, id, lowest) {
				out = append(out, kit.Option{Verb: vJoin, A: s.handle(id)})
			}
		})
	}
	return append(out, kit.Option{Verb: vPass})
}

// maySupportWithRobots reports whether side i may add Supporting Robots:
// the active player's side always; the other side as the
// defender-support option reads.
func (s *State) maySupportWithRobots(i int) bool {
	return i == 0 || s.rules.defender != defNone
}

// canJoin reports whether Robot id may join the battle on side i as a
// Supporting Robot (TransForm and Roll Out): not a battling Robot or one
// already supporting; in ALT MODE, or able to transform into it (for the
// defending side only already in ALT MODE under defender-support
// alt-mode); and with a Speed in ALT MODE equal to or higher than the
// lowest Speed of a Robot in the battle, lowest.
func (s *State) canJoin(i int, id kit.ObjID, lowest int) bool {
	o := s.obj(id)
	if s.battleSide(id) >= 0 || o.Has(flSupporting) || s.card(id).Alt == nil {
		return false
	}
	if !o.Has(flAlt) && (o.Has(flTransformed) || (i == 1 && s.rules.defender == defAltMode)) {
		return false
	}
	return s.altSpeed(id) >= lowest
}

// altSpeed is Robot id's Speed in ALT MODE, as it would be there.
func (s *State) altSpeed(id kit.ObjID) int {
	if s.alt(id) {
		return s.speed(id)
	}
	return s.speed(id) - s.card(id).Speed + s.card(id).Alt.Speed
}

// armyOK reports whether player p may use card id: Advantages are
// limited to the player's army (Robots and Advantages are army
// specific; MULTI-PLAYER GAMES: to the allegiance and faction of the
// player).
func (s *State) armyOK(p int, id kit.ObjID) bool {
	a := s.card(id).army
	return a == armyNone || a == s.army[p]
}

// supportAnswer carries out player p's support card, or the pass.
func (s *State) supportAnswer(p int, o kit.Option) {
	b := &s.battle
	i := b.sideOf(p)
	x := b.xside(i)
	if o.Verb == vPass {
		b.x.Pass(x)
		s.logf(evPass, p, 0, 0)
		return
	}
	b.x.Add(x)
	id := s.byHandle(o.A)
	me := b.robots[i]
	switch o.Verb {
	case vStrength:
		n := s.card(id).Support
		s.t.Place(id, zone(p, zSupports), -1, kit.FaceUp)
		s.mods.Add(kit.Modifier{Obj: me, Source: id, Ctrl: int8(p), Turn: int32(s.turn), Until: kit.UntilEndOfBattle,
			Stat: statStrength, N: int32(n)})
		if !s.jr.Quiet {
			s.logf(evStrengthSupport, p, s.ref(id), s.note(effectNote{robot: s.ref(me), src: -1, n: [3]int16{int16(n)}, now: s.powersNote(me)}))
		}
	case vSupportEffect:
		s.playAdvantage(p, id, true)
	case vTransformBattler:
		s.transform(me)
		if s.alt(me) {
			s.startPlay(p, me, kit.NoObj, s.card(me).Alt.Power)
		}
	case vJoin:
		if !s.alt(id) {
			s.transform(id)
		}
		s.obj(id).Set(flSupporting, true)
		b.sup[i][b.nsup[i]] = id
		b.nsup[i]++
		s.logf(evJoin, p, s.ref(id), s.ref(me))
		s.startPlay(p, id, kit.NoObj, s.card(id).Alt.Power)
	}
}

// resolveBattle rolls the Combat dice and works out each side's Enhanced
// Strength, the damage each Robot takes, and the winner (Strength Wins;
// Enhanced Strength VS Core Strength).
func (s *State) resolveBattle() {
	b := &s.battle
	for i := range 2 {
		id := b.robots[i]
		bonus := s.combat(i)
		b.enh[i] = int16(s.strength(id) + bonus)
		s.logf(evEnhanced, int(b.seats[i]), s.ref(id), int32(b.enh[i]))
	}
	for i := range 2 {
		if b.enh[0] == b.enh[1] && s.rules.equalNone {
			break
		}
		b.dmg[i] = int16(max(0, int(b.enh[1-i])-s.core(b.robots[i])))
	}
	switch {
	case b.enh[0] > b.enh[1]:
		b.winner = 0
	case b.enh[1] > b.enh[0]:
		b.winner = 1
	}
}

// combat is side i's Combat bonus (Combat X: roll up to X dice; each 1 or
// 2 rolled adds its value to Strength). No die can lower Strength, so
// all X are rolled. Under combat expected it is X/2 rounded up, without
// dice. An effect may deny an opponent's Robots their dice.
func (s *State) combat(i int) int {
	b := &s.battle
	id := b.robots[i]
	x := s.card(id).Skills.Combat
	if x == 0 || s.granted[b.seats[1-i]]&grantNoCombat != 0 {
		return 0
	}
	bonus := 0
	if s.rules.expected {
		bonus = (x + 1) / 2
	} else {
		for range x {
			if r := s.dice.Roll(&s.rng, 6); r <= 2 {
				bonus += r
			}
		}
	}
	s.logf(evCombat, int(b.seats[i]), s.ref(id), int32(bonus))
	return bonus
}

// wouldScrap reports whether Robot id would be scrapped by n more damage
// (its damage markers equal to or higher than its Endurance).
func (s *State) wouldScrap(id kit.ObjID, n int) bool {
	return s.damage(id)+n >= s.endurance(id)
}

// hitOptions are the Supporting Robots of player p's side that may take
// the hit, and not taking it.
func (s *State) hitOptions(p int, out []kit.Option) []kit.Option {
	b := &s.battle
	i := int(b.side)
	for k := range b.nsup[i] {
		out = append(out, kit.Option{Verb: vHit, A: s.handle(b.sup[i][k])})
	}
	return append(out, kit.Option{Verb: vNoHit})
}

// hitAnswer records the Supporting Robot that takes the hit, if any.
func (s *State) hitAnswer(p int, o kit.Option) {
	b := &s.battle
	if o.Verb == vHit {
		b.hit[b.side] = s.byHandle(o.A)
	}
	b.side++
}

// endBattle deals the damage, decides who stays and who goes, scraps what
// must be, and returns the supports (Who Stays and Who Goes).
func (s *State) endBattle() {
	b := &s.battle
	for i := range 2 {
		n := int(b.dmg[i])
		if n == 0 {
			continue
		}
		id, hit := b.robots[i], int16(0)
		if h := b.hit[i]; h != kit.NoObj {
			s.logf(evHit, int(b.seats[i]), s.ref(h), s.ref(b.robots[i]))
			id, hit = h, 1
		}
		s.addDamage(id, n)
		if !s.jr.Quiet {
			s.logf(evDamage, s.ctrl(id), s.ref(id), s.note(effectNote{robot: s.ref(b.robots[i]), src: -1,
				n: [3]int16{int16(n), hit}, now: [3]int16{b.enh[1-i], int16(s.core(b.robots[i]))}}))
		}
	}
	var dead [2 + 2*maxSupporters]kit.ObjID
	nd := 0
	for i := range 2 {
		if id := b.robots[i]; s.damage(id) >= s.endurance(id) {
			dead[nd] = id
			nd++
		}
		for k := range b.nsup[i] {
			if id := b.sup[i][k]; s.damage(id) >= s.endurance(id) {
				dead[nd] = id
				nd++
			}
		}
	}
	stays := kit.NoObj
	if w := b.winner; w >= 0 && b.hit[w] == kit.NoObj && s.damage(b.robots[w]) < s.endurance(b.robots[w]) {
		stays = b.robots[w]
	}
	for i := range 2 {
		if id := b.robots[i]; id != stays {
			s.toHomebase(id)
		}
	}
	if stays != kit.NoObj {
		s.stand(stays, b.res)
		s.logf(evWin, s.ctrl(stays), s.ref(stays), s.ref(b.res))
	} else {
		s.logf(evNoWinner, -1, s.ref(b.res), 0)
	}
	for _, id := range dead[:nd] {
		s.logf(evScrapped, s.ctrl(id), s.ref(id), 0)
		s.scrap(id)
	}
	for i := range 2 {
		for k := range b.nsup[i] {
			s.obj(b.sup[i][k]).Set(flSupporting, false)
		}
		sup := zone(int(b.seats[i]), zSupports)
		for s.t.Count(sup) > 0 {
			s.scrap(s.t.Top(sup))
		}
	}
	s.mods.EndBattle(&s.t)
	s.battle = battle{hit: [2]kit.ObjID{kit.NoObj, kit.NoObj}, winner: -1}
}

// addDamage places n damage markers on Robot id.
func (s *State) addDamage(id kit.ObjID, n int) { s.obj(id).Counters[ctDamage] += int16(n) }

// scrapDestroyed scraps every Robot in play whose damage markers reach
// its Endurance and that is not in a battle (BATTLE: "If a Robot has a
// number of damage markers on it that is equal to or higher than that
// Robot's endurance, that Robot is scrapped"): the rule holds at all
// times, so a damaged Robot whose Endurance drops (it transforms into a
// mode of lower Endurance, an effect that raised it ends) is scrapped
// then. A Robot in a battle is scrapped, or not, when the battle ends.
func (s *State) scrapDestroyed() {
	for p := range s.n {
		for _, z := range []kit.ZoneID{zone(p, zHomebase), s.field()} {
			cards := s.t.Zones[z].Cards
			for i := 0; i < len(cards); i++ {
				id := cards[i]
				if s.obj(id).Counters[ctDamage] <= 0 || s.ctrl(id) != p || !s.card(id).isRobot() {
					continue
				}
				before := len(cards)
				s.scrapIfDestroyed(id)
				if cards = s.t.Zones[z].Cards; len(cards) < before {
					i--
				}
			}
		}
	}
}

// scrapIfDestroyed scraps Robot id when its damage markers reach its
// Endurance and it is not in a battle.
func (s *State) scrapIfDestroyed(id kit.ObjID) {
	if s.card(id).isRobot() && s.inPlay(id) && s.battleSide(id) < 0 && !s.obj(id).Has(flSupporting) &&
		s.damage(id) >= s.endurance(id) {
		s.logf(evScrapped, s.ctrl(id), s.ref(id), 0)
		s.scrap(id)
	}
}
