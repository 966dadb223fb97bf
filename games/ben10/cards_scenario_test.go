package ben10

import (
	"fmt"
	"strings"
	"testing"

	"omnideck/kit"
)

// play makes p use Effect card name from hand, paying its Use cost with
// plain cards added to the hand for it, and answering its targets in
// order; it returns the card.
func (tb *table) play(p int, name string, targets ...kit.ObjID) kit.ObjID {
	tb.t.Helper()
	id := tb.inHand(p, name)
	for range tb.s.costX(id, tb.card(name).cost()) {
		tb.inHand(p, filler)
	}
	tb.Do(p, fmt.Sprintf("use:%d:", tb.h(id)))
	tb.answer(p, targets...)
	return id
}

// answer answers p's questions as long as p is asked: paying (plain cards
// first, or yes), targets (in order), optional abilities (yes); every
// chance to activate a Trick, of either player, goes by.
func (tb *table) answer(p int, targets ...kit.ObjID) {
	tb.t.Helper()
	for !tb.s.over {
		d := tb.s.dec
		switch {
		case d.kind == decRunner && d.ask == kit.AskWindow:
			tb.Do(int(d.player), "pass")
		case int(d.player) != p:
			return
		case d.kind == decRunner && d.ask == kit.AskCost:
			// Pay with the plain cards first, keeping any held.
			if !tb.discardFiller(p) && !tb.DoIf(p, "discard:") {
				tb.Do(p, "yes")
				continue
			}
		case d.kind == decRunner && d.ask == kit.AskTarget && len(targets) > 0:
			tb.DoCode(p, fmt.Sprintf("target:%d", tb.h(targets[0])))
			targets = targets[1:]
		case d.kind == decRunner && d.ask == kit.AskOptional:
			tb.Do(p, "yes")
		default:
			return
		}
	}
}

// discardFiller answers a question of what to discard with a plain card,
// if there is one among the answers.
func (tb *table) discardFiller(p int) bool {
	for _, c := range tb.Codes(p) {
		if strings.HasPrefix(c, "discard:") && strings.HasSuffix(c, ":mutant-frog") {
			tb.DoCode(p, c)
			return true
		}
	}
	return false
}

// open turns p's Set card id face up in p's Open phase (ending the current
// turn first when it is the other player's) and answers what follows.
func (tb *table) open(p int, id kit.ObjID, targets ...kit.ObjID) {
	tb.t.Helper()
	if tb.s.active != p {
		tb.endTurn()
	}
	tb.Do(p, fmt.Sprintf("open:%d:", tb.h(id)))
	tb.answer(p, targets...)
}

// trick answers the chance of p's, now, to activate Trick id.
func (tb *table) trick(p int, id kit.ObjID) {
	tb.t.Helper()
	for tb.s.dec.kind == decRunner && tb.s.dec.ask == kit.AskWindow && int(tb.s.dec.player) != p {
		tb.Do(int(tb.s.dec.player), "pass")
	}
	tb.Do(p, fmt.Sprintf("trick:%d:", tb.h(id)))
	tb.answer(p)
	tb.passAll()
}

// want fails the test unless ok, saying what.
func (tb *table) want(ok bool, format string, args ...any) {
	tb.t.Helper()
	if !ok {
		tb.t.Errorf(format+"\n%s", append(args, tb.Log(-1))...)
	}
}

// scenarios show each card's ability happen, by name.
var scenarios = map[string]func(t *testing.T){
	// Humans.
	"Ben Tennyson": func(t *testing.T) {
		tb := newTable(t)
		ben := tb.setCard(1, "Ben Tennyson", "earth")
		tb.endTurn()
		hand := tb.s.handSize(1)
		tb.open(1, ben)
		tb.want(tb.s.handSize(1) == hand+1, "Ben Tennyson appearing does not draw")
	},
	"Gwen Tennyson": func(t *testing.T) {
		tb := newTable(t)
		k := tb.inPlay(1, "Kevin", "earth")
		tb.s.obj(k).Set(flInjured, true)
		gwen := tb.setCard(1, "Gwen Tennyson", "space")
		tb.open(1, gwen)
		tb.want(!tb.injured(k), "Gwen Tennyson does not heal Kevin")
	},
	"Max Tennyson": func(t *testing.T) {
		tb := newTable(t)
		tb.inPlay(1, "Max Tennyson", "space")
		gwen := tb.inPlay(1, "Gwen Tennyson", "space")
		tb.want(tb.s.bp(gwen) == 1000, "Gwen (<<Hero>>) is not 700 + 300: %d", tb.s.bp(gwen))
		a := tb.inPlay(0, "Heatblast", "earth")
		tb.attack(0, a, kit.NoObj)
		tb.want(tb.life(1) == maxLife-2800+500, "Max Tennyson does not take 500 off a battle's Life loss: %d", tb.life(1))
	},
	"Kevin": func(t *testing.T) {
		tb := newTable(t)
		k := tb.inPlay(0, "Kevin", "earth")
		c := tb.inPlay(1, "Cooper", "earth")
		tb.attack(0, k, c)
		tb.want(tb.s.handSize(0) == 1, "Kevin winning does not draw")
	},
	"Cooper": func(t *testing.T) {
		tb := newTable(t)
		tb.inPlay(0, "Cooper", "earth")
		tb.hold(0)
		tb.Do(0, "end")
		tb.want(tb.s.dec.kind == decRunner && tb.s.dec.ask == kit.AskOptional, "Cooper does not offer a draw")
		tb.Do(0, "yes")
		tb.Logged("Cooper's ability happens")
	},
	"Carl Tennyson": func(t *testing.T) {
		tb := newTable(t)
		tb.s.life[1] = 9000
		c := tb.setCard(1, "Carl Tennyson", "earth")
		tb.open(1, c)
		tb.want(tb.life(1) == 9500, "Carl Tennyson does not give 500 Life: %d", tb.life(1))
	},
	"Lucy Mann": func(t *testing.T) {
		tb := newTable(t)
		tb.s.life[1] = 9000
		tb.inPlay(1, "Lucy Mann", "earth")
		tb.play(0, "Omnitrix Surge")
		tb.want(tb.life(1) == 9300, "Lucy Mann does not gain 300 when her opponent uses an Effect card: %d", tb.life(1))
	},
	// Aliens.
	"Fourarms": func(t *testing.T) {
		tb := newTable(t)
		a, _ := tb.pair(0, "Fourarms", "Ben Tennyson", "earth", 1)
		b, _ := tb.pair(1, "Fourarms", "Gwen Tennyson", "earth", 1)
		tb.want(tb.s.bp(a) == 8200 && tb.s.bp(b) == 7400, "[Ben Tennyson] Fourarms %d, with Gwen %d", tb.s.bp(a), tb.s.bp(b))
	},
	"Heatblast": func(t *testing.T) {
		tb := newTable(t)
		h := tb.inPlay(0, "Heatblast", "earth")
		tb.attack(0, h, tb.inPlay(1, filler, "earth"))
		tb.want(tb.life(1) == maxLife-500, "Heatblast winning does not cost 500 Life: %d", tb.life(1))
	},
	"Stinkfly": func(t *testing.T) {
		tb := newTable(t)
		s := tb.inPlay(0, "Stinkfly", "earth")
		v := tb.inPlay(1, "Vulkanus", "earth")
		tb.attack(0, s, v)
		tb.want(tb.injured(v) && !tb.injured(s), "Stinkfly's {Flying Attack} does not beat Vulkanus")
	},
	"Diamondhead": func(t *testing.T) {
		tb := newTable(t)
		tb.hold(0)
		d := tb.inPlay(1, "Diamondhead", "earth")
		tb.play(0, "Alien Blast", d)
		tb.want(!tb.injured(d), "Alien Blast damaged Diamondhead")
		a := tb.inPlay(0, "Way Big", "earth")
		tb.attack(0, a, d)
		tb.want(tb.injured(d), "Diamondhead is spared battle damage")
	},
	"XLR8": func(t *testing.T) {
		tb := newTable(t)
		tb.hold(0)
		x := tb.inPlay(0, "XLR8", "earth")
		tb.attack(0, x, tb.inPlay(1, "Heatblast", "earth"))
		tb.want(tb.s.bp(x) == 2900 && !tb.injured(x), "XLR8 attacking: %d BP, injured %v", tb.s.bp(x), tb.injured(x))
	},
	"Grey Matter": func(t *testing.T) {
		tb := newTable(t)
		tb.inPlay(0, "Ben Tennyson", "earth")
		g := tb.inPlay(0, "Grey Matter", "earth")
		tb.Do(0, "end")
		tb.passAll()
		tb.Do(0, "transform:")
		tb.passAll()
		tb.want(tb.s.t.Count(zone(0, zTDeck)) == 4 && tb.s.handSize(0) == 2, "Grey Matter: Transformation deck %d, hand %d", tb.s.t.Count(zone(0, zTDeck)), tb.s.handSize(0))
		_ = g
	},
	"Wildmutt": func(t *testing.T) {
		tb := newTable(t)
		tb.hold(0)
		w := tb.inPlay(0, "Wildmutt", "earth")
		k := tb.inPlay(1, "Kevin", "space")
		tb.s.obj(k).Set(flInjured, true)
		tb.attack(0, w, tb.inPlay(1, "Heatblast", "earth"))
		tb.want(tb.s.bp(w) == 3000, "Wildmutt against an injured opponent: %d BP", tb.s.bp(w))
	},
	"Ripjaws": func(t *testing.T) {
		tb := newTable(t)
		r := tb.inPlay(0, "Ripjaws", "earth")
		r2 := tb.inPlay(1, "Ripjaws", "space")
		tb.want(tb.s.bp(r) == 2700 && tb.s.bp(r2) == 1700, "Ripjaws in Earth %d, in Space %d", tb.s.bp(r), tb.s.bp(r2))
	},
	"Upgrade": func(t *testing.T) {
		tb := newTable(t)
		tb.inPlay(0, "Ben Tennyson", "earth")
		tb.inPlay(0, "Upgrade", "earth")
		m := tb.inPlay(1, "Vulkanus", "space")
		tb.Do(0, "end")
		tb.passAll()
		tb.Do(0, "transform:")
		tb.answer(0, m)
		tb.want(tb.s.isSet(m), "Upgrade does not set back a [MUTANT]")
	},
	"Ghostfreak": func(t *testing.T) {
		tb := newTable(t)
		k := tb.inPlay(0, "Kevin", "earth")
		tb.s.obj(k).Set(flInjured, true)
		for range 4 {
			tb.inPlay(1, filler, "space")
		}
		g := tb.setCard(1, "Ghostfreak", "earth")
		tb.open(1, g)
		tb.is(k, "hand")
	},
	"Cannonbolt": func(t *testing.T) {
		tb := newTable(t)
		c := tb.inPlay(0, "Cannonbolt", "earth")
		f := tb.inPlay(1, filler, "earth")
		k := tb.inPlay(1, "Kevin", "earth")
		far := tb.inPlay(1, "Cooper", "space")
		tb.attack(0, c, f)
		tb.answer(0, k)
		tb.want(tb.injured(k) && !tb.injured(far), "Cannonbolt winning does not damage a card of its area")
	},
	"Wildvine": func(t *testing.T) {
		tb := newTable(t)
		w := tb.inPlay(1, "Wildvine", "earth")
		tb.s.obj(w).Set(flInjured, true)
		tb.endTurn()
		tb.want(!tb.injured(w), "Wildvine does not heal at the start of its turn")
	},
	"Upchuck": func(t *testing.T) {
		tb := newTable(t)
		tb.s.life[0] = 5000
		u := tb.inPlay(0, "Upchuck", "earth")
		tb.attack(0, u, tb.inPlay(1, "Kevin", "earth"))
		tb.want(tb.life(0) == 5500, "Upchuck winning: Life %d", tb.life(0))
	},
	"Ditto": func(t *testing.T) {
		tb := newTable(t)
		d := tb.inPlay(0, "Ditto", "earth")
		tb.inPlay(0, filler, "earth")
		tb.want(tb.s.bp(d) == 1200, "Ditto with 2 Characters: %d", tb.s.bp(d))
		tb.inPlay(0, filler, "space")
		tb.want(tb.s.bp(d) == 1500, "Ditto with 3 Characters: %d", tb.s.bp(d))
	},
	"Eye Guy": func(t *testing.T) {
		tb := newTable(t)
		k := tb.inPlay(0, "Kevin", "earth")
		tb.s.obj(k).Set(flInjured, true)
		tb.inPlay(1, filler, "space")
		e := tb.setCard(1, "Eye Guy", "earth")
		tb.open(1, e)
		tb.is(k, "discard")
	},
	"Way Big": func(t *testing.T) {
		tb := newTable(t)
		w := tb.inPlay(0, "Way Big", "earth")
		v := tb.inPlay(1, "Vilgax", "earth")
		tb.attack(0, w, v)
		tb.want(tb.injured(v) && !tb.injured(w), "Way Big (5000) does not beat Vilgax (4200)")
	},
	"Benwolf": func(t *testing.T) {
		tb := newTable(t)
		w := tb.inPlay(0, "Benwolf", "space")
		a, _ := tb.pair(0, "Benwolf", "Ben Tennyson", "earth", 1)
		tb.want(tb.s.abilities(a)&abFlyingAttack != 0 && tb.s.abilities(w)&abFlyingAttack == 0, "[Ben Tennyson] Benwolf's {Flying Attack}")
	},
	"Kevin 11": func(t *testing.T) {
		tb := newTable(t)
		a, _ := tb.pair(0, "Kevin 11", "Kevin", "earth", 1)
		tb.want(tb.s.bp(a) == (800+2600)*2+1000, "[Kevin] Kevin 11: %d BP", tb.s.bp(a))
		tb.attack(0, a, tb.inPlay(1, "Vilgax", "earth"))
		tb.want(tb.life(1) == maxLife-1000, "[Kevin] Kevin 11 winning: Life %d", tb.life(1))
	},
	// Mutants and villains.
	"Vilgax": func(t *testing.T) {
		tb := newTable(t)
		k := tb.inPlay(0, "Kevin", "earth")
		for range 4 {
			tb.inPlay(1, filler, "space")
		}
		v := tb.setCard(1, "Vilgax", "earth")
		tb.open(1, v)
		tb.want(tb.injured(k), "Vilgax appearing does not damage Kevin")
	},
	"Dr. Animo": func(t *testing.T) {
		tb := newTable(t)
		a := tb.inPlay(0, "Dr. Animo", "earth")
		f := tb.inPlay(0, "Mutant Frog", "earth")
		k := tb.inPlay(0, "Kevin", "earth")
		tb.want(tb.s.bp(a) == 2100 && tb.s.bp(f) == 1900 && tb.s.bp(k) == 800, "Dr. Animo: %d, frog %d, Kevin %d", tb.s.bp(a), tb.s.bp(f), tb.s.bp(k))
	},
	"Mutant Frog": func(t *testing.T) {
		tb := newTable(t)
		f := tb.inPlay(0, "Mutant Frog", "earth")
		k := tb.inPlay(1, "Kevin", "earth")
		tb.attack(0, f, k)
		tb.want(tb.injured(k), "Mutant Frog (1400) does not beat Kevin (800)")
	},
	"Clancy": func(t *testing.T) {
		tb := newTable(t)
		a, b := tb.inHand(0, "Fourarms"), tb.inHand(0, "Kevin")
		tb.inPlay(1, filler, "space")
		c := tb.setCard(1, "Clancy", "earth")
		tb.endTurn()
		tb.Do(1, fmt.Sprintf("open:%d:", tb.h(c)))
		tb.passAll()
		tb.want(tb.s.dec.kind == decHandDiscard && tb.s.dec.player == 0, "Player 1 does not choose a card to discard")
		tb.Do(0, fmt.Sprintf("discard:%d:", tb.h(b)))
		tb.is(b, "discard")
		tb.is(a, "hand")
	},
	"Hex": func(t *testing.T) {
		tb := newTable(t)
		k := tb.inPlay(0, "Kevin", "earth")
		w := tb.inPlay(0, "Way Big", "space")
		for range 3 {
			tb.inPlay(1, filler, "space")
		}
		h := tb.setCard(1, "Hex", "earth")
		tb.open(1, h, k)
		tb.want(tb.s.isSet(k) && tb.s.inPlay(w), "Hex: Kevin set back %v; Way Big (5000) stays", tb.s.isSet(k))
	},
	"Charmcaster": func(t *testing.T) {
		tb := newTable(t)
		tb.hold(0)
		c := tb.inPlay(0, "Charmcaster", "earth")
		tb.endTurn()
		tb.want(tb.s.bp(c) == 2300, "Charmcaster after her turn: %d", tb.s.bp(c))
	},
	"Zombozo": func(t *testing.T) {
		tb := newTable(t)
		tb.s.life[0] = 5000
		z := tb.inPlay(0, "Zombozo", "earth")
		tb.attack(0, z, tb.inPlay(1, "Kevin", "earth"))
		tb.want(tb.life(0) == 5700, "Zombozo winning: Life %d", tb.life(0))
	},
	"Sixsix": func(t *testing.T) {
		tb := newTable(t)
		s := tb.inPlay(0, "Sixsix", "earth")
		w := tb.inPlay(1, "Way Big", "earth")
		tb.attack(0, s, w)
		tb.want(tb.injured(w) && !tb.injured(s), "Sixsix's {Flying Attack} does not beat Way Big")
	},
	"Kraab": func(t *testing.T) {
		tb := newTable(t)
		k := tb.inPlay(0, "Kraab", "earth")
		hurt := tb.inPlay(1, "Cooper", "earth")
		tb.s.obj(hurt).Set(flInjured, true)
		tb.attack(0, k, tb.inPlay(1, "Fourarms", "earth"))
		tb.is(hurt, "discard")
	},
	"Forever Knight": func(t *testing.T) {
		tb := newTable(t)
		k := tb.inPlay(1, "Forever Knight", "earth")
		tb.play(0, "Alien Blast", k)
		tb.want(!tb.injured(k), "Alien Blast damaged Forever Knight")
	},
	"Vulkanus": func(t *testing.T) {
		tb := newTable(t)
		v := tb.inPlay(0, "Vulkanus", "earth")
		f := tb.inPlay(1, "Fourarms", "earth")
		tb.attack(0, v, f)
		tb.want(tb.injured(f), "Vulkanus (3300) does not beat Fourarms (3000)")
	},
	"Mutant Bat": func(t *testing.T) {
		tb := newTable(t)
		b := tb.inPlay(0, "Mutant Bat", "earth")
		f := tb.inPlay(1, "Fourarms", "earth")
		tb.attack(0, b, f)
		tb.want(tb.injured(f) && !tb.injured(b), "Mutant Bat's {Flying Attack}")
	},
	"Sublimino": func(t *testing.T) {
		tb := newTable(t)
		k := tb.inPlay(0, "Kevin", "earth")
		tb.inPlay(1, filler, "space")
		s := tb.setCard(1, "Sublimino", "earth")
		tb.open(1, s)
		tb.is(k, "space")
	},
	// Effect cards.
	"Omnitrix Surge": func(t *testing.T) {
		tb := newTable(t)
		tb.play(0, "Omnitrix Surge")
		tb.want(tb.s.handSize(0) == 1, "Omnitrix Surge: hand %d", tb.s.handSize(0))
	},
	"Summer Road Trip": func(t *testing.T) {
		tb := newTable(t)
		tb.s.life[0] = 9000
		tb.play(0, "Summer Road Trip")
		tb.want(tb.life(0) == 9500, "Summer Road Trip: Life %d", tb.life(0))
	},
	"Hero Time!": func(t *testing.T) {
		tb := newTable(t)
		k := tb.inPlay(0, "Kevin", "earth")
		tb.hold(0)
		tb.play(0, "Hero Time!")
		tb.want(tb.s.bp(k) == 1800, "Hero Time!: Kevin %d", tb.s.bp(k))
	},
	"Plumber Badge": func(t *testing.T) {
		tb := newTable(t)
		tb.s.life[0] = 5000
		tb.play(0, "Plumber Badge")
		tb.want(tb.life(0) == 6000, "Plumber Badge: Life %d", tb.life(0))
	},
	"Wing It": func(t *testing.T) {
		tb := newTable(t)
		k := tb.inPlay(0, "Kevin", "earth")
		tb.hold(0)
		tb.play(0, "Wing It")
		tb.want(tb.s.abilities(k)&abFlyingAttack != 0, "Wing It gives no {Flying Attack}")
	},
	"Rust Bucket": func(t *testing.T) {
		tb := newTable(t)
		k := tb.inPlay(0, "Kevin", "earth")
		tb.play(0, "Rust Bucket")
		tb.is(k, "space")
		tb.want(tb.s.handSize(0) == 1, "Rust Bucket draws no card")
	},
	"Mana Shield": func(t *testing.T) {
		tb := newTable(t)
		k := tb.inPlay(0, "Kevin", "earth")
		tb.s.obj(k).Set(flInjured, true)
		tb.hold(0)
		tb.play(0, "Mana Shield")
		tb.want(!tb.injured(k) && tb.s.bp(k) == 1300, "Mana Shield: injured %v, %d BP", tb.injured(k), tb.s.bp(k))
	},
	"Omnitrix Malfunction": func(t *testing.T) {
		tb := newTable(t)
		b := tb.inPlay(0, "Ben Tennyson", "space")
		x := tb.inPlay(0, "XLR8", "space")
		tb.play(0, "Omnitrix Malfunction")
		tb.want(tb.s.obj(x).Under == b, "Omnitrix Malfunction did not transform")
	},
	"The Hero Appears!": func(t *testing.T) {
		tb := newTable(t)
		w := tb.setCard(0, "Way Big", "earth")
		tb.play(0, "The Hero Appears!")
		tb.want(tb.s.inPlay(w) && tb.s.handSize(0) == 0, "Way Big did not appear for free")
		tb.Logged("Player 1 turns Way Big face up.") // named to all, as it is face up
	},
	"Kevin's Trickery": func(t *testing.T) {
		tb := newTable(t)
		tb.hold(0)
		tb.inHand(1, "Fourarms")
		tb.inHand(1, "Kevin")
		tb.play(0, "Kevin's Trickery")
		tb.want(tb.s.handSize(1) == 0, "Kevin's Trickery: Player 2 holds %d", tb.s.handSize(1))
	},
	"Alien Blast": func(t *testing.T) {
		tb := newTable(t)
		k := tb.inPlay(1, "Kevin", "earth")
		tb.play(0, "Alien Blast", k)
		tb.want(tb.injured(k), "Alien Blast: Kevin not injured")
	},
	"Time Out": func(t *testing.T) {
		tb := newTable(t)
		k := tb.inPlay(1, "Kevin", "earth")
		tb.play(0, "Time Out", k)
		tb.is(k, "hand")
	},
	"Sealed!": func(t *testing.T) {
		tb := newTable(t)
		tb.hold(0)
		k := tb.inPlay(1, "Kevin", "earth")
		tb.play(0, "Sealed!", k)
		tb.want(tb.s.isSet(k), "Sealed!: Kevin not set back")
	},
	"Void Portal": func(t *testing.T) {
		tb := newTable(t)
		k := tb.inPlay(1, "Kevin", "earth")
		tb.inPlay(1, "Way Big", "earth")
		tb.play(0, "Void Portal", k)
		tb.is(k, "discard")
	},
	"Plumber Reinforcements": func(t *testing.T) {
		tb := newTable(t)
		a, b := tb.inPlay(0, "Kevin", "earth"), tb.inPlay(0, "Cooper", "space")
		tb.s.obj(a).Set(flInjured, true)
		tb.s.obj(b).Set(flInjured, true)
		tb.play(0, "Plumber Reinforcements")
		tb.want(!tb.injured(a) && !tb.injured(b) && tb.s.handSize(0) == 1, "Plumber Reinforcements")
	},
	"Vilgax's Warship": func(t *testing.T) {
		tb := newTable(t)
		tb.play(0, "Vilgax's Warship")
		tb.want(tb.life(1) == maxLife-2000, "Vilgax's Warship: Life %d", tb.life(1))
	},
	"Way Big Stomp": func(t *testing.T) {
		tb := newTable(t)
		a, b := tb.inPlay(1, "Kevin", "earth"), tb.inPlay(1, "Cooper", "space")
		c := tb.inPlay(1, "Fourarms", "space")
		tb.play(0, "Way Big Stomp")
		tb.is(a, "discard")
		tb.is(b, "discard")
		tb.is(c, "space")
	},
	"Secret Saturday": func(t *testing.T) {
		tb := newTable(t)
		s := tb.setCard(1, "Kevin", "earth")
		tb.play(0, "Secret Saturday")
		tb.is(s, "discard")
	},
	// Trick cards.
	"Gwen's Shield": func(t *testing.T) {
		tb := newTable(t)
		a := tb.inPlay(0, "Fourarms", "earth")
		s := tb.setCard(1, "Gwen's Shield", "earth")
		tb.attack(0, a, s)
		tb.Do(1, "yes")
		tb.passAll()
		tb.want(tb.injured(a), "Gwen's Shield: the attacker is not damaged")
	},
	"Trap Door": func(t *testing.T) {
		tb := newTable(t)
		a := tb.inPlay(0, "Fourarms", "earth")
		s := tb.setCard(1, "Trap Door", "earth")
		tb.attack(0, a, s)
		tb.Do(1, "yes")
		tb.passAll()
		tb.is(a, "hand")
	},
	"Mana Barrier": func(t *testing.T) {
		tb := newTable(t)
		a := tb.inPlay(0, "Fourarms", "earth")
		k := tb.inPlay(1, "Kevin", "earth")
		m := tb.setCard(1, "Mana Barrier", "space")
		tb.declare(0, a, k)
		tb.trick(1, m)
		tb.want(!tb.injured(k), "Mana Barrier did not cancel the attack")
	},
	"Counter Punch": func(t *testing.T) {
		tb := newTable(t)
		a := tb.inPlay(0, "XLR8", "earth")
		k := tb.inPlay(1, "Heatblast", "earth")
		m := tb.setCard(1, "Counter Punch", "space")
		tb.declare(0, a, k)
		tb.trick(1, m)
		tb.want(tb.injured(a) && !tb.injured(k), "Counter Punch: 2900 against 2800 + 1500")
	},
	"Plumber Alarm": func(t *testing.T) {
		tb := newTable(t)
		tb.s.life[1] = 9000
		a := tb.inPlay(0, "Fourarms", "earth")
		m := tb.setCard(1, "Plumber Alarm", "space")
		tb.declare(0, a, kit.NoObj)
		tb.trick(1, m)
		tb.want(tb.life(1) == 9500, "Plumber Alarm: Life %d", tb.life(1))
	},
	"Dodge and Strike": func(t *testing.T) {
		tb := newTable(t)
		a := tb.inPlay(0, "Fourarms", "earth")
		m := tb.setCard(1, "Dodge and Strike", "space")
		tb.declare(0, a, kit.NoObj)
		tb.trick(1, m)
		tb.want(tb.injured(a) && tb.life(1) == maxLife-1500, "Dodge and Strike: injured %v, Life %d", tb.injured(a), tb.life(1))
	},
	"Spell Reflect": func(t *testing.T) {
		tb := newTable(t)
		m := tb.setCard(1, "Spell Reflect", "space")
		for range 5 {
			tb.inHand(0, filler)
		}
		w := tb.inHand(0, "Vilgax's Warship")
		tb.Do(0, fmt.Sprintf("use:%d:", tb.h(w)))
		for tb.s.dec.player == 0 && tb.DoIf(0, "discard:") {
		}
		tb.trick(1, m)
		tb.want(tb.life(1) == maxLife, "Spell Reflect: Life %d", tb.life(1))
		tb.Logged("Vilgax's Warship is cancelled.")
	},
	"Omnitrix Time-Out": func(t *testing.T) {
		tb := newTable(t)
		tb.inPlay(0, "Ben Tennyson", "earth")
		f := tb.inPlay(0, "Fourarms", "earth")
		m := tb.setCard(1, "Omnitrix Time-Out", "space")
		tb.Do(0, "end")
		tb.passAll()
		tb.Do(0, "transform:")
		tb.trick(1, m)
		tb.is(f, "hand")
	},
	"Tripwire": func(t *testing.T) {
		tb := newTable(t)
		a := tb.inPlay(0, "Fourarms", "earth")
		m := tb.setCard(1, "Tripwire", "space")
		tb.DoCode(0, fmt.Sprintf("move:%d", tb.h(a)))
		tb.trick(1, m)
		tb.want(tb.injured(a), "Tripwire: the moved card is not damaged")
	},
	"Ambush": func(t *testing.T) {
		tb := newTable(t)
		c := tb.inHand(0, "Fourarms")
		m := tb.setCard(1, "Ambush", "space")
		tb.set(0, c, "earth")
		tb.trick(1, m)
		tb.is(c, "discard")
	},
	"Last Stand": func(t *testing.T) {
		tb := newTable(t)
		tb.s.life[1] = 5000
		a := tb.inPlay(0, "Way Big", "earth")
		k := tb.inPlay(1, "Kevin", "earth")
		tb.s.obj(k).Set(flInjured, true)
		m := tb.setCard(1, "Last Stand", "space")
		tb.declare(0, a, k)
		tb.trick(1, m)
		tb.want(tb.life(1) == 6500, "Last Stand: Life %d", tb.life(1))
	},
	"Surprise Attack": func(t *testing.T) {
		tb := newTable(t)
		m := tb.setCard(0, "Surprise Attack", "space")
		f := tb.setCard(1, filler, "earth")
		tb.endTurn()
		tb.Do(1, fmt.Sprintf("open:%d:", tb.h(f)))
		tb.trick(0, m)
		tb.want(tb.injured(f), "Surprise Attack: the card appearing is not damaged")
	},
}

// Every card of the pool has a scenario showing its ability happen.
func TestCardScenarios(t *testing.T) {
	for _, c := range mustGame(t).set.cards {
		f, ok := scenarios[c.Name]
		if !ok {
			t.Errorf("%s has no scenario", c.Name)
			continue
		}
		t.Run(c.Name, f)
	}
	if len(scenarios) != len(mustGame(t).set.cards) {
		t.Errorf("%d scenarios for %d cards", len(scenarios), len(mustGame(t).set.cards))
	}
}
