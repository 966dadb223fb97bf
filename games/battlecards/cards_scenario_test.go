package battlecards

import (
	"testing"

	"omnideck/kit"
)

// One scenario per card of the pool: each Robot's Power Effect happens
// when it transforms in battle and its special abilities (statics) hold;
// each Resource yields Energon to a Robot with the skill it requires (and
// none without), gives its Strength Support, and its statics hold; each
// Advantage's effect happens when it is played.

// snapshot is what an effect may change.
type snapshot struct {
	bank    [maxPlayers]int32
	hand    int
	damage  []int
	limit   int8
	granted uint8
}

func (tb *table) snap() snapshot {
	sn := snapshot{bank: tb.s.bank, hand: tb.s.handSize(0), limit: tb.s.battle.limit[0], granted: tb.s.granted[0]}
	for id := range tb.s.t.Objs {
		sn.damage = append(sn.damage, tb.s.damage(kit.ObjID(id)))
	}
	return sn
}

// hasMod reports whether a modifier of stat by n is on card id.
func (tb *table) hasMod(id kit.ObjID, stat uint8, n int) bool {
	for _, m := range tb.s.mods {
		if m.Obj == id && m.Stat == stat && int(m.N) == n {
			return true
		}
	}
	return false
}

// effectHappened checks that effect e of a card played by Player 1 has
// happened, against sn taken before: battler and opposing are the Robots
// in battle, target the card a targeted effect chose, played the number
// of cards the play took from hand.
func (tb *table) effectHappened(e *kit.Effect, sn snapshot, battler, opposing, target kit.ObjID, played int) {
	t, s := tb.t, tb.s
	t.Helper()
	touched := func(sel *kit.Selector) kit.ObjID {
		switch sel.Word {
		case "battler":
			return battler
		case "opposing":
			return opposing
		}
		return target
	}
	switch p := e.Params.(type) {
	case *boostParams:
		id := touched(&p.To)
		for stat, n := range [3]int{p.Strength, p.Endurance, p.Speed} {
			if n != 0 && !tb.hasMod(id, uint8(stat), n) {
				t.Errorf("boost: %s has no modifier of %+d to stat %d", s.card(id).Name, n, stat)
			}
		}
	case *nParams:
		n := p.N.N
		switch e.Verb {
		case "draw":
			if got := s.handSize(0) - sn.hand + played; got != n {
				t.Errorf("draw: %d cards drawn, want %d", got, n)
			}
		case "gain":
			if got := s.bank[0] - sn.bank[0]; int(got) != n {
				t.Errorf("gain: %d Energon, want %d", got, n)
			}
		case "drain":
			if got := sn.bank[1] - s.bank[1]; int(got) != n {
				t.Errorf("drain: the opponent lost %d Energon, want %d", got, n)
			}
		case "support_limit":
			if got := s.battle.limit[0] - sn.limit; int(got) != n {
				t.Errorf("support_limit: raised by %d, want %d", got, n)
			}
		}
	case *markersParams:
		id := touched(&p.To)
		before, now := sn.damage[id], s.damage(id)
		switch e.Verb {
		case "repair":
			want := 0
			if p.N > 0 {
				want = max(0, before-p.N)
			}
			if now != want {
				t.Errorf("repair: %s has %d damage, want %d", s.card(id).Name, now, want)
			}
		case "damage":
			if now != before+p.N && s.zoneKey(id) != zScrap {
				t.Errorf("damage: %s has %d damage, want %d", s.card(id).Name, now, before+p.N)
			}
		}
	case *toParams:
		if !s.inHomebase(target) {
			t.Errorf("%s: %s is not in Homebase", e.Verb, s.card(target).Name)
		}
		if e.Verb == "backup" && s.bank[0] != sn.bank[0] {
			t.Errorf("backup: paid %d Energon", sn.bank[0]-s.bank[0])
		}
	case *ruleParams:
		if s.granted[0]&grantWords[p.Grant] == 0 {
			t.Errorf("rule: %s not granted", p.Grant)
		}
	default:
		t.Errorf("no check for verb %s", e.Verb)
	}
}

// opponentFor is a plain Robot to battle card c: slower, weaker and
// without statics or Combat.
func opponentFor(c *Card) string {
	if c.title == "Hound" {
		return "Ratchet, Medic"
	}
	return "Hound, Scout"
}

func TestRobotCards(t *testing.T) {
	for _, c := range mustGame(t).set.cards {
		if !c.isRobot() {
			continue
		}
		t.Run(c.title, func(t *testing.T) {
			tb := newTable(t)
			x := tb.robot(0, c.Name)
			tb.s.obj(x).Counters[ctDamage] = 1 // something to repair
			d, res := tb.holding(1, opponentFor(c), "Crystal City")
			tb.inHand(0, filler) // keeps Player 1 asked
			tb.s.dice.Script(6, 6, 6, 6)
			tb.challenge(x, res)
			tb.supportTurn(0)
			sn := tb.snap()
			tb.do(0, "transform", x)
			if !tb.s.alt(x) {
				t.Fatal("it did not transform in battle")
			}
			for i := range c.Alt.Power {
				tb.effectHappened(&c.Alt.Power[i], sn, x, d, kit.NoObj, 0)
			}
			for i := range c.Statics {
				staticScenario(t, c, &c.Statics[i])
			}
		})
	}
}

// staticScenario checks a Robot's special ability: with its condition
// met, in its mode, its boost or Support Limit holds.
func staticScenario(t *testing.T, c *Card, st *Static) {
	t.Helper()
	tb := newTable(t)
	x := tb.robot(0, c.Name)
	alt := st.Mode == "alt"
	tb.s.obj(x).Set(flAlt, alt)
	limit := 1
	if st.If != nil {
		res := tb.resource(0, "Oil Refinery")
		tb.s.stand(x, res)
		limit += c.Skills.Tactical
	}
	if st.SupportLimit != 0 {
		if got := tb.s.supportLimit(0); got != limit+st.SupportLimit {
			t.Errorf("Support Limit %d, want %d", got, limit+st.SupportLimit)
		}
		return
	}
	if !st.Boost.To.Self {
		// A boost of the Robots in battle: x battles.
		_, res := tb.holding(1, opponentFor(c), "Crystal City")
		tb.inHand(0, filler)
		tb.s.dice.Script(6, 6, 6, 6)
		tb.challenge(x, res)
		tb.supportTurn(0)
	}
	s0, e0, v0 := c.values(alt)
	st1, e1, v1 := tb.s.powers(x)
	if st1 != s0+st.Boost.Strength || e1 != e0+st.Boost.Endurance || v1 != v0+st.Boost.Speed {
		t.Errorf("power values %d/%d/%d, want %d/%d/%d", st1, e1, v1, s0+st.Boost.Strength, e0+st.Boost.Endurance, v0+st.Boost.Speed)
	}
}

// skilled and unskilled are Robots with and without each skill, and with
// no statics.
var (
	skilled   = map[string]string{"": "Hound, Scout", "tactical": "Prowl, Military Strategist", "combat": "Sideswipe, Warrior", "science": "Ratchet, Medic"}
	unskilled = map[string]string{"tactical": "Sideswipe, Warrior", "combat": "Trailbreaker, Defensive Strategist", "science": "Trailbreaker, Defensive Strategist"}
)

func TestResourceCards(t *testing.T) {
	for _, c := range mustGame(t).set.cards {
		if !c.isResource() {
			continue
		}
		t.Run(c.Name, func(t *testing.T) {
			tb := newTable(t)
			holder, _ := tb.holding(0, skilled[c.Requires], c.Name)
			tb.s.energonPhase(0)
			if got := int(tb.s.bank[0] - startEnergon); got != c.Yield {
				t.Errorf("held by %s: gained %d, want the yield %d", tb.s.card(holder).title, got, c.Yield)
			}
			for _, st := range c.Statics {
				switch {
				case st.SupportLimit != 0:
					want := 1 + tb.s.card(holder).Skills.Tactical + st.SupportLimit
					if got := tb.s.supportLimit(0); got != want {
						t.Errorf("Support Limit %d, want %d", got, want)
					}
				case st.Boost != nil:
					s0, _, v0 := tb.s.card(holder).values(false)
					if st1, _, v1 := tb.s.powers(holder); st1 != s0+st.Boost.Strength || v1 != v0+st.Boost.Speed {
						t.Errorf("holder's Strength %d and Speed %d, want %d and %d", st1, v1, s0+st.Boost.Strength, v0+st.Boost.Speed)
					}
				}
			}
			if c.Requires != "" {
				tb := newTable(t)
				tb.holding(0, unskilled[c.Requires], c.Name)
				tb.s.energonPhase(0)
				if tb.s.bank[0] != startEnergon {
					t.Errorf("held without %s: gained %d", c.Requires, tb.s.bank[0]-startEnergon)
				}
			}
			if c.Support > 0 {
				tb := newTable(t)
				a := tb.robot(0, "Ironhide, Security Chief")
				_, res := tb.holding(1, "Hound, Scout", "Crystal City")
				card := tb.inHand(0, c.Name)
				tb.inHand(0, filler)
				tb.s.dice.Script(6, 6)
				tb.challenge(a, res)
				tb.supportTurn(0)
				before := tb.s.strength(a)
				tb.do(0, "strength", card)
				if got := tb.s.strength(a) - before; got != c.Support {
					t.Errorf("Strength Support %d, want %d", got, c.Support)
				}
			}
		})
	}
}

func TestAdvantageCards(t *testing.T) {
	for _, c := range mustGame(t).set.cards {
		if !c.isAdvantage() {
			continue
		}
		t.Run(c.Name, func(t *testing.T) {
			tb := newTable(t)
			tb.s.army[0] = c.army
			target := kit.NoObj
			for i := range c.Effects {
				switch c.Effects[i].Verb {
				case "repair":
					target = tb.robot(0, "Trailbreaker, Defensive Strategist")
					tb.s.obj(target).Counters[ctDamage] = 2
				case "backup":
					target = tb.inHand(0, "Hound, Scout")
				case "resurrect":
					target = tb.add(0, "Hound, Scout", zone(0, zScrap))
				case "damage":
					if sel := verbs.Target(&c.Effects[i]); sel.Chosen() {
						target = tb.robot(1, "Ironhide, Security Chief")
					}
				}
			}
			card := tb.inHand(0, c.Name)
			battler, opposing := kit.NoObj, kit.NoObj
			if c.Battle {
				battler = tb.robot(0, "Ironhide, Security Chief")
				tb.s.obj(battler).Counters[ctDamage] = 1
				var res kit.ObjID
				opposing, res = tb.holding(1, "Hound, Scout", "Crystal City")
				tb.inHand(0, filler)
				tb.s.dice.Script(6, 6)
				tb.challenge(battler, res)
				tb.supportTurn(0)
			} else {
				tb.inHand(0, filler) // keeps the turn open
				tb.toAction()
			}
			sn := tb.snap()
			if c.Battle {
				tb.do(0, "effect", card)
			} else {
				tb.do(0, "advantage", card)
			}
			if tb.s.dec.kind == decTarget {
				tb.DoCode(0, "target:"+itoa(tb.h(target))+tb.s.slug(target))
			}
			for i := range c.Effects {
				tb.effectHappened(&c.Effects[i], sn, battler, opposing, target, 1)
			}
			if !c.Battle && tb.s.zoneKey(card) != zScrap {
				t.Error("the Advantage is not scrapped once played")
			}
		})
	}
}
