package tftcg

import (
	"fmt"
	"strings"

	"omnideck/kit"
)

// Tap abilities ("[TAP], Scrap a [ORANGE] card from your hand > ...",
// Wave 3 on; rules 1.0, line 19): an ability of a character's mode that
// its player uses during their turn, before attacking, as one of the
// turn's actions beside the flip, the Action and the Upgrade
// (Wave-2-3.xml#116). The character must be untapped and is tapped to use
// it; one Tap ability a turn, whichever character (Wave-2-3.xml#119,
// #120); none once the player has attacked (Rules_Roundup-2019-07-29.xml#2-38);
// never when the character is tapped another way
// (Rules_Roundup-2019-07-29.xml#2-8, Rules_Roundup-2019-05-02.xml#502-9).
// Its other costs (cards of a colour scrapped from the hand) are paid as
// it is used, and it is offered only when they can be
// (Wave-2-3.xml#121). Using it is no attack (Wave-2-3.xml#117): the
// character is tapped, so it does not attack unless untapped again
// (Rules_Roundup-2019-07-29.xml#2-22).
//
// In the card language a Tap ability is a character mode's ability with
// the trigger `tap` (its `cost` the cards scrapped, its `if` what else
// it needs); it is used, never triggered.

// The triggers of Tap abilities and of tapping.
const (
	// WhenTap marks a Tap ability: used by its player (tapOptions), not
	// triggered.
	WhenTap = "tap"
	// WhenTapUsed is an Upgrade's "When you use the upgraded character's
	// [TAP] ability" (a character's: "When you use this character's
	// [TAP] ability"), heard as the ability is used and resolving once it
	// is done.
	WhenTapUsed = "tap_used"
	// WhenAllyTapped is "When one of your characters becomes tapped", by
	// an attack, a Tap ability, a cost or an effect; the subject is the
	// character. WhenAllyUntapped is "... becomes untapped".
	WhenAllyTapped   = "ally_tapped"
	WhenAllyUntapped = "ally_untapped"
	// WhenAllyFlipped is "When one of your characters battles and you
	// flip ...": once both sides have flipped for an attack, before the
	// damage, as the battling character's own "flipped" is; the subject
	// is the player's character in the battle.
	WhenAllyFlipped = "ally_flipped"
)

// tapFlags are the flags (Static.flags' kin, on Card.flags and
// moreState.flags) of an ability: flagTap for a Tap ability, flagAllyHears
// for one that hears a character become tapped or untapped, so that a
// game without them never looks for them.
func (a *Ability) tapFlags() uint32 {
	switch a.When {
	case WhenTap:
		return flagTap
	case WhenAllyTapped, WhenAllyUntapped, WhenAllyFlipped:
		return flagAllyHears
	}
	return 0
}

// tapOptions appends player p's Tap abilities that may be used now: one
// an untapped character on the battlefield has in its mode, when no Tap
// ability was used this turn and its cost can be paid. Each is one
// option, vTap: A the character, C 1 + the ability's index in its mode.
func (s *State) tapOptions(p int) {
	if s.tapUsed || s.more.flags&flagTap == 0 || s.rules.basic {
		return
	}
	for _, id := range s.team[p] {
		if s.card(id).flags&flagTap == 0 || !s.onField(id) || s.tapped(id) {
			continue
		}
		mi := int(s.obj(id).Counters[cMode])
		for i := range s.mode(id).Abilities {
			if a := &s.mode(id).Abilities[i]; a.When == WhenTap && s.mayTap(p, id, mi, i) {
				s.opts = append(s.opts, kit.Option{Verb: vTap, A: s.handle(id), C: uint8(i + 1)})
			}
		}
	}
}

// mayTap reports whether player p may pay the cost of the i-th ability of
// character id's mode mi and its condition holds.
func (s *State) mayTap(p int, id kit.ObjID, mi, i int) bool {
	a := &s.card(id).Modes[mi].Abilities[i]
	if a.If != nil && !a.If.Holds(s, kit.Ctx{Src: id, Ctrl: p}) {
		return false
	}
	if a.Cost == nil {
		return true
	}
	j := s.hintJobs.Take(jobAbility, id, p, a.Do)
	defer s.hintJobs.Done()
	j.Ability = int16(mi<<8 | i)
	return runner.CanPay(s, j)
}

// tapAbility is the ability option o (vTap) uses, or nil.
func (s *State) tapAbility(o kit.Option) *Ability {
	id := s.byHandle(o.A)
	if id == kit.NoObj || o.C == 0 || int(o.C) > len(s.mode(id).Abilities) {
		return nil
	}
	return &s.mode(id).Abilities[o.C-1]
}

// useTap uses the Tap ability option o names: the character is tapped,
// the ability resolves at once (its cost paid first), and what hears the
// use or the tapping waits until it is done.
func (s *State) useTap(o kit.Option) {
	id, p := s.byHandle(o.A), s.active
	a := s.tapAbility(o)
	if a == nil {
		return
	}
	s.tapUsed = true
	s.logf(evTap, p, s.ref(id), 0)
	s.setTapped(id, true)
	n := s.waiting.Len()
	s.waiting.Push(kit.NewJob(jobAbility, id, p, a.Do))
	j := s.waiting.Top()
	j.Ability = int16(int(s.obj(id).Counters[cMode])<<8 | int(o.C-1))
	j.Event = kit.Event{Obj: kit.NoObj, Other: kit.NoObj, From: kit.NoZone}
	s.logf(evAbility, p, s.ref(id), int32(j.Ability))
	// The ability goes under way at once; what the tapping and the use
	// set off waits until it is done.
	s.resolveNow(n)
	s.triggerEvent(id, WhenTapUsed, id, 0)
}

// setTapped taps or untaps character id; a character that becomes tapped
// or untapped so sets off its player's abilities that hear it.
func (s *State) setTapped(id kit.ObjID, on bool) {
	o := s.obj(id)
	if o.Has(flTapped) == on {
		return
	}
	o.Set(flTapped, on)
	if s.more.flags&flagAllyHears == 0 || s.rules.basic || s.over || !s.onField(id) {
		return
	}
	when := WhenAllyUntapped
	if on {
		when = WhenAllyTapped
	}
	s.hearAlly(id, when)
}

// hearFlipped starts the abilities that hear one of their player's
// characters battle once both sides have flipped: the attacker's side's
// first (WhenAllyFlipped).
func (s *State) hearFlipped(att, def kit.ObjID) {
	if s.more.flags&flagAllyHears == 0 || s.rules.basic || s.over {
		return
	}
	s.hearAlly(att, WhenAllyFlipped)
	s.hearAlly(def, WhenAllyFlipped)
}

// hearAlly starts the abilities of character id's player's characters on
// the battlefield that trigger on when, about id, in team order.
func (s *State) hearAlly(id kit.ObjID, when string) {
	p := int(s.obj(id).Owner)
	for _, ch := range s.team[p] {
		if s.onField(ch) && s.card(ch).flags&flagAllyHears != 0 {
			mi := int(s.obj(ch).Counters[cMode])
			s.startAbout(ch, p, mi, s.card(ch).Modes[mi].Abilities, when, id)
		}
	}
}

// tapCode is option o's code: "tap:" and the character, and the
// ability's number when its mode has several Tap abilities.
func (s *State) tapCode(o kit.Option) string {
	code := "tap:" + s.cardCode(o.A)
	if id := s.byHandle(o.A); id != kit.NoObj && s.tapCount(id) > 1 {
		code += fmt.Sprintf(":%d", o.C)
	}
	return code
}

// tapCount counts the Tap abilities of character id's mode.
func (s *State) tapCount(id kit.ObjID) int {
	n := 0
	for i := range s.mode(id).Abilities {
		if s.mode(id).Abilities[i].When == WhenTap {
			n++
		}
	}
	return n
}

// tapLabel is option o for people: "Tap Raider Detour, Infantry for his
// Tap ability (scrap a blue card from your hand): Draw 2 cards."
func (s *State) tapLabel(o kit.Option) string {
	id, a := s.byHandle(o.A), s.tapAbility(o)
	if a == nil {
		return "not an option"
	}
	cost := ""
	if t := a.Cost.tapText(); t != "" {
		cost = " (" + t + ")"
	}
	effect := a.text()
	if s.tapCount(id) == 1 {
		if e := printedEffect(s.mode(id).Text); e != "" {
			effect = e
		}
	}
	return fmt.Sprintf("Tap %s for its Tap ability%s: %s", s.card(id).FullName(), cost, effect)
}

// printedEffect is the effect of a mode's printed Tap ability, what
// follows its arrow up to the reminder ("(To [TAP], tap this character
// before you attack.)"): the card's words read better than the effects'
// texts put together. "" when the text has no arrow.
func printedEffect(text string) string {
	i, n := strings.Index(text, ">"), 1
	if j := strings.Index(text, "→"); j >= 0 && (i < 0 || j < i) {
		i, n = j, len("→")
	}
	if i < 0 {
		return ""
	}
	e := text[i+n:]
	if k := strings.Index(e, "(To "); k >= 0 {
		e = e[:k]
	}
	return strings.Join(strings.Fields(e), " ")
}

// tapText is a Tap ability's cost beside the tapping, for people: "scrap
// a blue card from your hand".
func (c *Cost) tapText() string {
	if c == nil || c.Scrap == nil {
		return ""
	}
	n := "a"
	if c.N != nil {
		n = nText(c.N)
	}
	if n == "a" && len(c.Scrap.Filter.Is) > 0 && c.Scrap.Filter.Is[0] == "orange" {
		n = "an"
	}
	colours := ""
	for _, w := range c.Scrap.Filter.Is {
		for _, name := range colorNames {
			if w == name {
				colours += name + " "
			}
		}
	}
	card := "card"
	if n != "a" && n != "an" && n != "1" {
		card = "cards"
	}
	return fmt.Sprintf("scrap %s %s%s from your hand", n, colours, card)
}

// tapHint is what using the Tap ability option o names is worth to
// player p (tapNet). Worth it, it comes before the attacks, above their
// hints: the attack usually ends the turn, and the Tap ability leaves the
// other characters' attacks open (what the character's own attack was
// worth is counted in tapNet). Else it is below ending the turn.
func (s *State) tapHint(p int, o kit.Option) float64 {
	id := s.byHandle(o.A)
	if s.tapAbility(o) == nil {
		return 0
	}
	v := s.tapNet(p, id, int(o.C-1))
	if v <= 0.1 {
		return v - 1
	}
	return beforeAttack + 5 + v
}

// tapNet is what using the i-th ability of character id's mode, a Tap
// ability, is worth to player p: what its effects do (tapEffects), less
// the cards its cost scraps, the attack the character gives up, once
// tapped, beyond the best of p's other untapped characters, and what
// tapping it opens to the opponent's next attack.
func (s *State) tapNet(p int, id kit.ObjID, i int) float64 {
	a := &s.mode(id).Abilities[i]
	v := s.tapEffects(p, id, a, i)
	if a.Cost != nil && a.Cost.Scrap != nil {
		n := 1
		if a.Cost.N != nil {
			n = a.Cost.N.Eval(s, kit.Ctx{Src: id, Ctrl: p})
		}
		v -= 0.8 * float64(n)
	}
	mine, others := -1.0, -1.0
	for _, ch := range s.team[p] {
		if !s.onField(ch) || s.tapped(ch) {
			continue
		}
		best := -1.0
		for _, d := range s.team[opponent(p)] {
			if s.mayDefend(d) {
				best = max(best, s.attackValue(p, ch, d))
			}
		}
		if ch == id {
			mine = best
		} else {
			others = max(others, best)
		}
	}
	if mine > others {
		v -= mine - max(others, 0)
	}
	return v - s.exposure(p, id)
}

// tapEffects is what the effects of ability a (the i-th of character
// id's mode) do for player p, by their hints; an ability that first
// chooses a character ("Choose an enemy. If it has 4 DEF or more, ...")
// is judged with each character it may choose, the best counting, since
// the effects after the choice read it.
func (s *State) tapEffects(p int, id kit.ObjID, a *Ability, i int) float64 {
	var cp *chooseParams
	if len(a.Do) > 0 {
		cp, _ = a.Do[0].Params.(*chooseParams)
	}
	if cp == nil {
		return s.abilityHint(p, id, a, i)
	}
	j := s.hintJobs.Take(jobAbility, id, p, a.Do)
	defer s.hintJobs.Done()
	j.Ability = int16(int(s.obj(id).Counters[cMode])<<8 | i)
	var room [16]kit.ObjID
	best, any := 0.0, false
	for _, c := range s.candidates(j, &cp.To, room[:0]) {
		j.Objs = append(j.Objs[:0], c)
		v := 0.0
		for e := 1; e < len(a.Do); e++ {
			v += runner.Verbs.Hint(s, p, j, &a.Do[e])
		}
		if !any || v > best {
			best, any = v, true
		}
	}
	j.Objs = j.Objs[:0]
	return best
}

// flipTapValue is what flipping character id to mode next is worth to
// player p for the Tap abilities of that mode: the best of those p could
// use this turn once flipped (tapNet), nothing when none.
func (s *State) flipTapValue(p int, id kit.ObjID, next int) float64 {
	if s.more.flags&flagTap == 0 || s.rules.basic || s.tapUsed || s.card(id).flags&flagTap == 0 || !s.onField(id) || s.tapped(id) ||
		s.attacks > 0 {
		return 0
	}
	m := &s.card(id).Modes[next]
	best := 0.0
	c := s.obj(id)
	kept := s.memo.aside(len(s.team[0]) + len(s.team[1]))
	old := c.Counters[cMode]
	c.Counters[cMode] = int16(next)
	for i := range m.Abilities {
		if m.Abilities[i].When == WhenTap && s.mayTap(p, id, next, i) {
			best = max(best, s.tapNet(p, id, i))
		}
	}
	c.Counters[cMode] = old
	s.memo = kept
	return best
}

// scrapTopAlike counts the cards on top of player p's scrap pile that
// share the top card's name: what a cost's cards just scrapped share ("If
// the 3 scrapped cards have the same name"), the last scrapped on top.
func (s *State) scrapTopAlike(p int) int {
	cards := s.t.Zones[zone(p, zScrap)].Cards
	if len(cards) == 0 {
		return 0
	}
	top := s.card(cards[len(cards)-1]).Name
	n := 0
	for i := len(cards) - 1; i >= 0 && s.card(cards[i]).Name == top; i-- {
		n++
	}
	return n
}

// topColors counts the colours of the battle icons of the top card of
// player p's deck ("for each different color among that card's battle
// icons"), 0 with an empty deck. A card p does not know (not yet
// revealed, as when a hint weighs the ability) counts 1, the colours of
// most cards: nothing is read of a hidden card.
func (s *State) topColors(p int) int {
	deck := s.deckZone(p)
	if s.t.Count(deck) == 0 {
		return 0
	}
	top := s.t.Top(deck)
	if !s.t.Identifies(p, top) {
		return 1
	}
	c := s.card(top)
	n := 0
	for k := range numColors {
		if c.icon(k) > 0 {
			n++
		}
	}
	return n
}

// tapNumber answers the numbers of the game the cards of tap.go read,
// seen from player p: scrap_top_alike (scrapTopAlike), top_colors
// (topColors).
func (s *State) tapNumber(p int, what string) int {
	if what == "top_colors" {
		return s.topColors(p)
	}
	return s.scrapTopAlike(p)
}
