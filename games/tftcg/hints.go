package tftcg

import (
	"math"

	"omnideck/engine"
	"omnideck/kit"
)

// Hints judge an option from what its chooser may see: the characters
// (public) and the battle decks' lists (open), never the order of a deck
// or the opponent's hand. An attack is judged by its expected damage and
// its chance to KO, with the icons of 2 flipped cards drawn from each
// side's deck list; a flip by the attacks it makes possible less those it
// opens to the opponent; an Upgrade by the bonus it adds.

// beforeAttack lifts a play worth making (a flip, an Action, an Upgrade, a
// Tap ability) above every attack: attacking is the last thing in a turn
// (Rules_Roundup-2019-05-28.xml#528-9), so a card held back for the attack
// is a play given up, not put off.
const beforeAttack = 50

// maxIcons bounds the icon counts of a flip of 2 cards in the odds.
const maxIcons = 9

// odds are the chances of each count of orange and of blue icons on 2
// cards flipped from a deck list.
type odds struct {
	orange, blue [maxIcons]float32
	// meanOrange and meanBlue are mean's, worked out once.
	meanOrange, meanBlue float64
}

// oddsOf works out the odds of a deck list, drawing 2 cards with
// replacement.
func oddsOf(defs []*Card, cards []kit.CardID) odds {
	var one [2][maxIcons]float32
	for _, c := range cards {
		d := defs[c]
		one[0][min(d.icon(colOrange), maxIcons-1)]++
		one[1][min(d.icon(colBlue), maxIcons-1)]++
	}
	var o odds
	n := float32(len(cards))
	if n == 0 {
		o.orange[0], o.blue[0] = 1, 1
	} else {
		for k, out := range [2]*[maxIcons]float32{&o.orange, &o.blue} {
			for i := range maxIcons {
				for j := range maxIcons - i {
					out[i+j] += one[k][i] / n * one[k][j] / n
				}
			}
		}
	}
	for i := range maxIcons {
		o.meanOrange += float64(i) * float64(o.orange[i])
		o.meanBlue += float64(i) * float64(o.blue[i])
	}
	return o
}

// expect is the expected damage of an attack of Attack atk and Pierce
// pierce against Defense def, the attacker's player flipping from a and
// the defender's from d, and the chance that it reaches left.
func expect(atk, def, pierce, left int, a, d *odds) (dmg, ko float64) {
	for o := range maxIcons {
		if a.orange[o] == 0 {
			continue
		}
		for b := range maxIcons {
			p := float64(a.orange[o] * d.blue[b])
			if p == 0 {
				continue
			}
			x := max(atk+o-def-b, min(pierce, atk+o))
			if x > 0 {
				dmg += p * float64(x)
				if x >= left {
					ko += p
				}
			}
		}
	}
	return dmg, ko
}

// mean is the mean number of orange and of blue icons on one card.
func (o *odds) mean() (orange, blue float64) { return o.meanOrange / 2, o.meanBlue / 2 }

// Hint scores option a of player p.
func (s *State) Hint(p int, a engine.Action) float64 {
	o, ok := s.find(p, a)
	if !ok {
		return 0
	}
	x := s.byHandle(o.A)
	s.memo.stats.Begin()
	defer s.memo.stats.End()
	switch o.Verb {
	case vFlip:
		if s.ask != 0 {
			return s.askHint(p, o)
		}
		gain := s.flipGainTo(p, x, s.flipMode(o))
		if s.rules.basic {
			return gain
		}
		if gain += s.flipToValueTo(p, x, s.flipMode(o)) + s.flipTapValue(p, x, s.flipMode(o)); gain > 0.01 {
			return beforeAttack + gain
		}
		return gain - 1 // below ending the turn
	case vNoFlip:
		return 0
	case vAttacker:
		best := -1.0
		for _, d := range s.team[opponent(p)] {
			if s.mayDefend(d) {
				best = max(best, s.attackValue(p, x, d))
			}
		}
		if !s.rules.basic {
			best -= 2.5 * s.exposure(p, x)
		}
		return 5 + best
	case vDefender:
		return s.attackValue(p, s.attacker, x)
	case vUpgrade:
		if o.B == 0 {
			// The card, its character chosen next: the best of them.
			best := math.Inf(-1)
			var room [teamRoom]kit.ObjID
			for _, ch := range s.upgradeTargetsIn(x, p, room[:0]) {
				best = max(best, s.upgradeGain(x, ch))
			}
			return upgradeHint(best)
		}
		return upgradeHint(s.upgradeGain(x, s.byHandle(o.B)))
	case vBack:
		return -20 // below any Upgrade, which was judged worth playing
	case vAction:
		return max(s.actionHint(p, x), s.enablesHint(p, x))
	case vSecret:
		return s.secretHint(p, x)
	case vTap:
		return s.tapHint(p, o)
	case vEnd, vNoSwap:
		return 0.01
	case vSwap:
		return s.keepValue(s.byHandle(o.B)) - s.keepValue(x)
	case vYes, vNo, vPay, vDecline, vPick, vNone, vOrder:
		return s.askHint(p, o)
	}
	return 0
}

// enablesHint judges playing Action id for the Upgrade of player p's hand
// it lets be played: one that may be played only once a card of its name
// has been played this turn (Tech Research, which does nothing itself,
// for the Superior Upgrades), and that the turn's Upgrade may still be.
// It is what the best such Upgrade is worth (upgradeHint); 0 when it lets
// none worth a turn's Upgrade be played.
func (s *State) enablesHint(p int, id kit.ObjID) float64 {
	if !s.upgradeAfterAction(p) {
		return 0
	}
	name := s.card(id).Name
	best := math.Inf(-1)
	var room [teamRoom]kit.ObjID
	for _, h := range s.t.Zones[zone(p, zHand)].Cards {
		if !s.card(h).isUpgrade() || !s.wantsPlayed(h, name) || s.playIf(p, h) {
			continue
		}
		for _, ch := range s.upgradeTargetsIn(h, p, room[:0]) {
			best = max(best, s.upgradeGain(h, ch))
		}
	}
	if best < 0 {
		return 0 // none, or none worth a turn's Upgrade
	}
	return upgradeHint(best)
}

// upgradeAfterAction reports whether player p may still play the turn's
// Upgrade once they have played an Action (not on the second player's
// first turn, which plays one card of the two: line 21).
func (s *State) upgradeAfterAction(p int) bool {
	played := s.played
	s.played = true
	_, upgrade := s.mayPlay(p)
	s.played = played
	return upgrade
}

// wantsPlayed reports whether battle card id may be played only once a
// card named name has been played this turn ("Play this only if you've
// played Tech Research this turn").
func (s *State) wantsPlayed(id kit.ObjID, name string) bool {
	abs := s.card(id).Abilities
	for i := range abs {
		if pi := abs[i].PlayIf; pi != nil && pi.Exists != nil && playedThisTurnName(pi.Exists) == name {
			return true
		}
	}
	return false
}

// secretHint judges playing Secret Action id face down: its effects as
// their verbs' hints judge them now, at a little more than half, for they
// happen only if and when its condition does; at least what playing an
// Action with no effect is worth (it cycles), below a sure Action of the
// same worth.
func (s *State) secretHint(p int, id kit.ObjID) float64 {
	v := 0.0
	abs := s.card(id).Abilities
	for i := range abs {
		w := s.abilityHint(p, id, &abs[i], i)
		if abs[i].May || abs[i].Cost != nil {
			w = max(w, 0)
		}
		v += w
	}
	if v <= 0 {
		return 1
	}
	return beforeAttack + 0.6*v
}

// upgradeHint is the hint of an Upgrade of gain g (upgradeGain): before
// the attack when it is worth a turn's Upgrade, else below ending the turn.
func upgradeHint(g float64) float64 {
	if g < 0 {
		return g + 10
	}
	return beforeAttack + g
}

// keepValue is what a battle card in hand is worth (cardWorth): its
// icons, an Upgrade's bonuses, its abilities.
func (s *State) keepValue(id kit.ObjID) float64 { return s.cardWorth(id) }

// attackValue judges an attack of character att on character def.
func (s *State) attackValue(p int, att, def kit.ObjID) float64 {
	a, d := s.fighter(att), s.fighter(def)
	return s.attackBetween(p, &a, &d)
}

// attackBetween judges an attack by player p's fighter a on fighter d:
// the cards Bold and Tough add count at their mean icons.
func (s *State) attackBetween(p int, a, d *fighter) float64 {
	dm := s.mode(d.id)
	atk, dfn, pierce := s.mode(a.id).Attack, dm.Defense, 0
	extra := 0.0
	if !s.rules.basic {
		// The stats with the boosts and static abilities in force (an
		// Upgrade's Bold, Pierce, Tough).
		atk, dfn, pierce = a.stats[statAttack]+a.atk, d.stats[statDefense]+d.def, a.stats[statPierce]
		mo, _ := s.odds[p].mean()
		_, mb := s.odds[opponent(p)].mean()
		extra = float64(a.stats[statBold])*mo - float64(d.stats[statTough])*mb
	}
	lo := int(math.Floor(extra))
	frac := extra - float64(lo)
	left := s.card(d.id).Health - s.damage(d.id)
	d0, k0 := s.expectFor(p, atk+lo, dfn, pierce, left)
	dmg, ko := d0, k0
	if frac > 0 {
		d1, k1 := s.expectFor(p, atk+lo+1, dfn, pierce, left)
		dmg, ko = (1-frac)*d0+frac*d1, (1-frac)*k0+frac*k1
	}
	if s.rules.basic {
		return basicAttackValue(dmg, ko, dm.Attack)
	}
	return dmg + ko*(4+float64(dm.Attack)) + float64(s.damage(d.id))/float64(s.card(d.id).Health)
}

// basicAttackValue judges an attack in the basic version from its expected
// damage dmg, its chance ko to KO, and the defender's Attack threat. A side
// attacks once a turn whichever characters it has left, so KOing the
// weaker first leaves the stronger to attack every turn: damage and KOs
// count more on the stronger attacker.
func basicAttackValue(dmg, ko float64, threat int) float64 {
	t := float64(threat)
	return dmg*(1+0.3*t) + ko*(2+t)
}

// workPosition judges player p's characters as they stand: the best
// attack they can make less the best the opponent can make on them.
func (s *State) workPosition(p int) float64 {
	q := opponent(p)
	var bufP, bufQ [teamRoom]fighter
	ours, others := s.fighters(p, bufP[:0]), s.fighters(q, bufQ[:0])
	mine, theirs := 0.0, 0.0
	for i := range ours {
		a := &ours[i]
		if (s.rules.basic && !s.canAttack(p, a.id)) || (!s.rules.basic && s.tapped(a.id)) {
			continue
		}
		for j := range others {
			mine = max(mine, s.attackBetween(p, a, &others[j]))
		}
	}
	tapped := !s.rules.basic && s.anyTapped(p)
	for i := range others {
		a := &others[i]
		if s.rules.basic && !s.canAttack(q, a.id) {
			continue
		}
		sum, n := 0.0, 0
		for j := range ours {
			if !tapped || s.tapped(ours[j].id) {
				sum += s.attackBetween(q, a, &ours[j])
				n++
			}
		}
		if n > 0 {
			theirs = max(theirs, sum/float64(n))
		}
	}
	if s.rules.basic {
		// The flip of this turn weighs the attack it makes now more than
		// the opponent's next attack, which the next flip can still answer.
		return mine - 0.5*theirs
	}
	return mine - theirs
}

// upgradeGain is what Upgrade u adds to character on: its bonuses less
// those of the Upgrade of its kind it would scrap, Attack counting more
// on a character that attacks well.
func (s *State) upgradeGain(u, on kit.ObjID) float64 {
	c := s.card(u)
	p := int(s.obj(on).Owner)
	atk, def := s.bonusWorth(p, c)
	atk += s.triggeredWorth(p, u, on)
	replaced := false
	for _, old := range s.t.Zones[zone(p, zUpgrade)].Cards {
		if kit.ObjID(s.obj(old).Counters[cOn]) == on && s.card(old).kind == c.kind {
			a, d := s.bonusWorth(p, s.card(old))
			atk, def = atk-a-s.triggeredWorth(p, old, on), def-d
			replaced = true
		}
	}
	if atk+def <= 0 || (replaced && atk+def < 1) {
		return atk + def - 10 // not worth a turn's Upgrade
	}
	// Attack counts most on a character that can attack now, Defense on
	// one the opponent must attack; both less on a character near its KO.
	if !s.tapped(on) {
		atk *= 1.5
	} else {
		def *= 1.5
	}
	left := float64(s.card(on).Health-s.damage(on)) / float64(s.card(on).Health)
	return (atk + def) * (0.5 + left)
}

// bonusWorth is what Upgrade c adds to the Attack and the Defense of the
// character it is on, for player p: its printed bonuses, and the fixed
// Bold, Pierce and Tough its static abilities give the character, Bold and
// Tough at the mean icons of the cards they flip; a bonus held only under
// a condition or for some battles counts at conditional, Health raised at
// healthWorth a point, and a replacement of the character's damage
// ("would take attack damage > instead") at insteadWorth.
func (s *State) bonusWorth(p int, c *Card) (atk, def float64) {
	atk, def = float64(c.AttackBonus), float64(c.DefenseBonus)
	if s.rules.basic {
		return atk, def
	}
	for i := range c.Abilities {
		if r := c.Abilities[i].Instead; r != nil && r.To.Word == "bearer" {
			def += insteadWorth - float64(r.More)
		}
		st := c.Abilities[i].Static
		if st == nil {
			continue
		}
		weight := 1.0
		if st.If != nil || st.To.Word != "bearer" {
			weight = conditional
		}
		n := func(a *kit.Amount) float64 {
			if a == nil || a.Of != "" {
				return 0
			}
			return weight * float64(a.N) // "for each ...": at least the one
		}
		if st.NoBold || st.NoTough {
			def += deniedWorth // enemies' Bold or Tough denied against the character
		}
		mo, _ := s.odds[p].mean()
		_, mb := s.odds[p].mean()
		atk += n(st.Attack) + n(st.Bold)*mo + 0.8*n(st.Pierce)
		def += n(st.Defense) + n(st.Tough)*mb + healthWorth*float64(st.Health)
	}
	return atk, def
}

// What the bonuses bonusWorth cannot count whole are worth.
const (
	conditional  = 0.4 // a bonus held only sometimes, a share of the bonus
	healthWorth  = 0.5 // a point of Health raised
	insteadWorth = 1.5 // a replacement of the character's damage
	deniedWorth  = 1   // enemies' Bold or Tough denied
)

// triggeredWorth is what the triggered abilities of Upgrade u are worth to
// player p on character on: each judged by its verbs' hints as if it
// happened now with u on that character, a damage to the bearer as a
// harm, a draw or a damage to enemies as a gain; one that happens at the
// start of every turn counts twice, one that needs the character KO'd
// half. An ability whose verbs have no hint counts a little (a card
// returned, a flip).
func (s *State) triggeredWorth(p int, u, on kit.ObjID) float64 {
	c := s.card(u)
	if s.rules.basic || len(c.Abilities) == 0 {
		return 0
	}
	o := s.obj(u)
	old := o.Counters[cOn]
	o.Counters[cOn] = int16(on)
	v := 0.0
	for i := range c.Abilities {
		a := &c.Abilities[i]
		weight := 1.0
		switch a.When {
		case "", WhenAfterAttack, WhenAfterDefend:
			continue
		case WhenTurnStarts:
			weight = 2
		case WhenKOd:
			weight = 0.5
		}
		h := s.abilityHint(p, u, a, i)
		if a.May || a.Cost != nil {
			h = max(h, 0)
		}
		if h == 0 {
			h = 0.7
		}
		v += weight * h
	}
	o.Counters[cOn] = old
	return v
}

// oddsFor is the odds of a deck list, worked out when a game is dealt.
func (g *Game) oddsFor(defs []*Card, cards []kit.CardID) odds {
	return oddsOf(defs, cards)
}

// exposure is how much more player p's characters stand to take on the
// opponent's next attack if character x attacks now and is tapped: the
// opponent must attack a tapped character when p has one (line 31).
func (s *State) exposure(p int, x kit.ObjID) float64 {
	q := opponent(p)
	var bufP, bufQ [teamRoom]fighter
	ours, others := s.fighters(p, bufP[:0]), s.fighters(q, bufQ[:0])
	threat := func(with bool) float64 {
		tapped := s.anyTapped(p) || with
		best := 0.0
		for i := range others {
			if s.tapped(others[i].id) {
				continue
			}
			for j := range ours {
				if d := ours[j].id; !tapped || s.tapped(d) || (with && d == x) {
					best = max(best, s.attackBetween(q, &others[i], &ours[j]))
				}
			}
		}
		return best
	}
	return threat(true) - threat(false)
}
