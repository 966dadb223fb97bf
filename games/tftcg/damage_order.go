package tftcg

import (
	"fmt"
	"strings"

	"omnideck/kit"
)

// The attack damage a character would take passes the replacement
// effects ("If ... would take attack damage > Instead ...") one at a
// time, and when two or more would change it, the player whose character
// would take it chooses the one that applies first; then, if another
// still applies, it applies (Rules_Roundup-2019-02-28.xml#228-1,
// Wave-4.xml#43). A replacement that says "you may" (Omega Supreme) is
// the player's to use or not: while one would apply, they are asked, and
// "pass" declines it for this damage. The rules' own replacement (the
// redirection an effect chose for the attack: Skywarp) applies before any
// card's. Damage a replacement sent to another character (Heroism) is not
// sent on by another: the player chose who takes it (Wave-1.xml#90). The
// caps an effect gave for the attack ("can't take more than 4 attack
// damage this battle": Lucky Vest, Private Vanguard, Jazz) have no
// "instead": they wait for the replacements, then cap what is left
// (Wave-4.xml#69, Wave-4.xml#31). Non-attack damage passes its
// replacements in the cards' table order (replace.go).

// askReplace asks the player whose character would take an attack's
// damage which replacement effect applies to it first, or whether to use
// an optional one (damage_order.go).
const askReplace kit.Ask = 34

// hitState is what the attack damage under way keeps while it passes the
// replacement effects.
type hitState struct {
	// done are the replacements that have applied (or were declined).
	done  [12]kit.Replacement
	nDone uint8
	// moved is set once a replacement sent the damage to another
	// character.
	moved bool
	// shares are parts of the damage split off to other characters
	// (Omega Supreme takes 2 of it), done with the rest.
	shares  [2]taken
	nShares uint8
}

// startHit passes attack damage dmg, about to be done to character def,
// through the replacement effects, asking when a player chooses, then
// does it (attackDone).
func (s *State) startHit(def kit.ObjID, dmg int) {
	s.hq = hitState{}
	if s.game.bus == nil || s.rules.basic || dmg <= 0 || (!s.withReplace && s.redirect == kit.NoObj) {
		s.finishHit(def, dmg)
		return
	}
	e := &s.hit // kept in the state, so that passing it allocates nothing
	*e = kit.NewEvent(evAttackDamage, int(s.obj(def).Owner), def)
	e.Other, e.N = s.attacker, int32(dmg)
	s.passHit()
}

// passHit applies the replacements to the attack damage under way until
// none is left, or asks its player which applies first.
func (s *State) passHit() {
	e := &s.hit
	var room [8]kit.Replacement
	for !e.Cancelled && e.N > 0 && int(s.hq.nDone) < len(s.hq.done) {
		list := s.hitReplacements(room[:0])
		if len(list) == 0 {
			break
		}
		if list[0].Src == kit.NoObj || len(list) == 1 && !s.mayReplace(list[0]) {
			s.applyHit(list[0])
			continue
		}
		if r, ok := s.secretFirst(list); ok {
			s.applyHit(r)
			continue
		}
		s.ask, s.asker, s.optsOK = askReplace, int(s.obj(e.Obj).Owner), false
		return
	}
	s.finishHit(e.Obj, int(e.N))
}

// hitReplacements appends to out the replacements that would change the
// attack damage under way now.
func (s *State) hitReplacements(out []kit.Replacement) []kit.Replacement {
	return s.game.bus.Replacements(s, &s.hit, s.hq.done[:s.hq.nDone], out)
}

// applyHit applies replacement r to the attack damage under way.
func (s *State) applyHit(r kit.Replacement) {
	s.hq.done[s.hq.nDone] = r
	s.hq.nDone++
	l := s.game.bus.Replacer(s, r)
	if l == nil {
		return
	}
	l.Replace(s, r.Src, &s.hit)
	if rp := s.replaceOf(r); rp != nil && rp.Redirect != nil && rp.Split == 0 {
		s.hq.moved = true
	}
}

// finishHit does attack damage dmg to character to, an effect's cap on
// it for this attack applied last.
func (s *State) finishHit(to kit.ObjID, dmg int) {
	if len(s.mods) > 0 {
		dmg = min(dmg, s.capLeft(to))
	}
	s.attackDone(to, dmg)
}

// replaceOf is the card text of replacement r, or nil for a rule's.
func (s *State) replaceOf(r kit.Replacement) *Replace {
	l := s.game.bus.Replacer(s, r)
	if l == nil || r.Src == kit.NoObj {
		return nil
	}
	mode, k := l.Ability>>8, l.Ability&0xff
	c := s.card(r.Src)
	list := c.Abilities
	if mode >= 0 && mode < len(c.Modes) {
		list = c.Modes[mode].Abilities
	}
	if k >= len(list) {
		return nil
	}
	return list[k].Instead
}

// mayReplace reports whether replacement r says "you may" (Omega
// Supreme): a card's "instead" that its player may decline.
func (s *State) mayReplace(r kit.Replacement) bool {
	rp := s.replaceOf(r)
	return rp != nil && rp.May
}

// secretFirst is the replacement of list whose card is a face-down Secret
// Action (Heroic Resolve: lethal.go), which applies before the others
// without a question: a Secret Action is revealed as soon as its condition
// happens, and asking its player to order it would tell the opponent
// that a hidden card's condition held.
func (s *State) secretFirst(list []kit.Replacement) (kit.Replacement, bool) {
	for _, r := range list {
		if r.Src != kit.NoObj && s.hidden(r.Src) {
			return r, true
		}
	}
	return kit.Replacement{}, false
}

// splitHit applies replacement r of card src, which has the character its
// Redirect names take r.Split of attack damage e and e's character the
// rest (Omega Supreme, Autobot Defense Base).
func (s *State) splitHit(src kit.ObjID, r *Replace, e *kit.Event) {
	to := s.named(r.Redirect, kit.Ctx{Src: src, Ctrl: int(s.obj(src).Owner)})
	n := min(r.Split, int(e.N))
	if to == kit.NoObj || n <= 0 {
		return
	}
	e.N -= int32(n)
	if k := s.hq.nShares; int(k) < len(s.hq.shares) {
		s.hq.shares[k] = taken{obj: to, n: int16(n)}
		s.hq.nShares++
	}
	s.logf(evReplace, int(s.obj(src).Owner), s.ref(src), e.N+1)
}

// doShares does the parts of the attack's damage split off to other
// characters.
func (s *State) doShares() {
	for _, x := range s.hq.shares[:s.hq.nShares] {
		if s.onField(x.obj) {
			s.doDamage(x.obj, int(x.n))
		}
	}
	s.hq.nShares = 0
}

// replaceOptions lists the choices of the replacement that applies first
// (pick: the card) and, while an optional one would apply, none (pass).
func (s *State) replaceOptions() {
	var room [8]kit.Replacement
	may := false
	for _, r := range s.hitReplacements(room[:0]) {
		s.opts = append(s.opts, kit.Option{Verb: vPick, A: s.handle(r.Src), C: uint8(r.Index + 1)})
		may = may || s.mayReplace(r)
	}
	if may {
		s.opts = append(s.opts, kit.Option{Verb: vNone})
	}
}

// chosenReplacement is the replacement option o chooses.
func (s *State) chosenReplacement(o kit.Option) (kit.Replacement, bool) {
	var room [8]kit.Replacement
	for _, r := range s.hitReplacements(room[:0]) {
		if r.Src != kit.NoObj && s.handle(r.Src) == o.A && r.Index+1 == int32(o.C) {
			return r, true
		}
	}
	return kit.Replacement{}, false
}

// answerReplace applies the replacement option o chooses, or declines
// the optional ones (none), and goes on with the damage.
func (s *State) answerReplace(o kit.Option) {
	if o.Verb == vNone {
		var room [8]kit.Replacement
		for _, r := range s.hitReplacements(room[:0]) {
			if s.mayReplace(r) && int(s.hq.nDone) < len(s.hq.done) {
				s.hq.done[s.hq.nDone] = r
				s.hq.nDone++
				s.logf(evDeclined, int(s.obj(r.Src).Owner), s.ref(r.Src), 0)
			}
		}
	} else if r, ok := s.chosenReplacement(o); ok {
		s.applyHit(r)
	}
	s.passHit()
}

// replaceQuestion is the question of the replacement that applies first.
func (s *State) replaceQuestion() string {
	e := &s.hit
	who := fmt.Sprintf("%s %s would take %d attack damage", whose(s.asker, int(s.obj(e.Obj).Owner)), s.card(e.Obj).FullName(), e.N)
	var room [8]kit.Replacement
	if list := s.hitReplacements(room[:0]); len(list) == 1 {
		return upperFirst(who) + ": you may use " + owns(s.card(list[0].Src).FullName()) + " ability."
	}
	return upperFirst(who) + ": choose the effect that applies to it first."
}

// replaceLabel is the choice of a replacement, or of none, for people.
func (s *State) replaceLabel(o kit.Option) string {
	if o.Verb == vNone {
		var names []string
		var room [8]kit.Replacement
		for _, r := range s.hitReplacements(room[:0]) {
			if s.mayReplace(r) {
				names = append(names, owns(s.card(r.Src).FullName()))
			}
		}
		return "Do not use " + strings.Join(names, " or ") + " ability"
	}
	r, ok := s.chosenReplacement(o)
	if !ok {
		return "not an option"
	}
	src := s.card(r.Src).FullName()
	if on := s.on(r.Src); on != kit.NoObj {
		src += " (on " + whose(s.asker, int(s.obj(on).Owner)) + " " + s.card(on).FullName() + ")"
	}
	if s.mayReplace(r) {
		return fmt.Sprintf("Use %s ability now: %s", owns(src), s.replaceOf(r).text())
	}
	return fmt.Sprintf("Apply %s first: %s", src, s.replaceOf(r).text())
}

// replaceHint values a choice of replacement for player p, for the
// heuristic agent: what p's characters and their Upgrades are worth once
// the damage is done that way, each replacement asked later applied in
// the order offered.
func (s *State) replaceHint(p int, o kit.Option) float64 {
	c := s.clone()
	c.jr.Quiet = true
	c.do(o)
	for i := 0; i < 8 && c.ask == askReplace; i++ {
		c.do(c.options()[0])
	}
	v := 0.0
	for _, id := range c.team[p] {
		if c.onField(id) {
			v += c.charWorth(id)
		}
	}
	for _, u := range c.t.Zones[zone(p, zUpgrade)].Cards {
		v += 0.5 * c.upgradeWorth(u)
	}
	return v
}

// takenIn is the damage character id took in the attack under way, or
// the last one (the value taken: "defends and takes no attack damage").
func (s *State) takenIn(id kit.ObjID) int {
	for _, x := range s.taken {
		if x.obj == id {
			return int(x.n)
		}
	}
	return 0
}
