package tftcg

import (
	"fmt"
	"slices"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// play is playing another card as an effect: "You may play an Action"
// (Brainstorm, Multi-Mission Gear), "You may play an Upgrade" (New
// Designs, Multi-Tool), "You may play another Focus Fire", "Scrap the top
// card of your deck. You may play that card" (Leap of Faith). Reading: the
// card played this way is played besides the turn's one Action and one
// Upgrade (line 21), neither using them up nor needing them: the effect's
// text is what allows it (Wave-2-3.xml#36: not Menasor's extra Action
// either). What a card needs to be played it still needs: an Action's
// cost ("Tap one of your untapped characters ... >": Wave-2-3.xml#82),
// "Play this only if you've played Tech Research this turn"
// (Rules_Roundup-2019-06-28.xml#628-11, Rules_Roundup-2019-07-29.xml#2-19),
// a character an Upgrade may go on. An Action played so resolves at once,
// before the rest of the effect that played it ("Then you may play
// another Action"); an Upgrade's "When you put this on" abilities follow
// the effects under way.

// The kinds of card play may play.
const (
	playsAction  = TypeAction
	playsUpgrade = TypeUpgrade
	playsAny     = "card" // an Action or an Upgrade
)

type (
	// playParams play a card of a kind from hand, one named Name if
	// given.
	playParams struct {
		Kind string `yaml:"kind"`
		Name string `yaml:"name,omitempty"`
		// From is where the card comes from: the hand, the scrap pile
		// (scrap), or under the ability's character (under: Sergeant
		// Barricade).
		From string `yaml:"from,omitempty"`
		// Subtype is an Upgrade's kind (weapon, armor, utility), Icon a
		// battle icon colour the card must show ("an [ORANGE] Action",
		// "a [BLUE] Armor").
		Subtype string `yaml:"subtype,omitempty"`
		Icon    string `yaml:"icon,omitempty"`
	}
	// playTopParams take the top card of your deck, scrapped (Scrap) or
	// revealed, and let you play it when it is of kind Kind and has icons
	// of at least Colors colours.
	playTopParams struct {
		Scrap  bool   `yaml:"scrap,omitempty"`
		Kind   string `yaml:"kind,omitempty"`
		Colors int    `yaml:"colors,omitempty"`
		// Must plays it without asking ("If it's an Action, play it").
		Must bool `yaml:"must,omitempty"`
	}
)

// definePlayVerbs defines play and play_top.
func definePlayVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, playParams]{
		Name: "play", Doc: "you may play a card of a kind from your hand, besides the turn's own, one of a name, an Upgrade's kind or with an icon's colour if given: {kind: action | upgrade | card, name: Focus Fire, subtype: armor, icon: blue}",
		Check: func(k *kit.Check, w string, p *playParams) {
			k.OneOf(w, "kind", &p.Kind, []string{playsAction, playsUpgrade, playsAny})
			if p.Subtype != "" {
				k.OneOf(w, "subtype", &p.Subtype, []string{SubWeapon, SubArmor, SubUtility})
			}
			if p.Icon != "" {
				k.OneOf(w, "icon", &p.Icon, colorNames[:])
			}
			if p.From != "" {
				k.OneOf(w, "from", &p.From, []string{"hand", "scrap", "under"})
			}
		},
		Resolve: func(s *State, j *kit.Job, p *playParams) bool {
			me := int(j.Ctrl)
			if j.Step == 0 {
				var room [16]kit.ObjID
				id, ok := s.pick(j, me, pickPlay, true, s.playable(me, j.Src, p, room[:0]))
				if !ok {
					return false
				}
				if id == kit.NoObj {
					return true
				}
				j.Vals = append(j.Vals[:0], int32(s.fromTop(id)))
				j.Step = 1
			}
			return s.playCard(j, me, kit.ObjID(j.Vals[0]))
		},
		Hint: func(s *State, _ int, j *kit.Job, p *playParams) float64 {
			best := 0.0
			var room [16]kit.ObjID
			for _, id := range s.playable(int(j.Ctrl), j.Src, p, room[:0]) {
				best = max(best, s.cardWorth(id))
			}
			return best
		},
		Aim: func(s *State, me int, j *kit.Job, _ *playParams, t kit.Target) float64 {
			return s.playAim(me, j, t.Obj())
		},
		Text: func(p *playParams) string {
			switch {
			case p.From == "under":
				return "You may play a battle card from under this."
			case p.Name != "" && p.From == "scrap":
				return fmt.Sprintf("You may play a %s from your scrap pile.", p.Name)
			case p.Name != "":
				return fmt.Sprintf("You may play another %s.", p.Name)
			case p.Icon != "" || p.Subtype != "":
				what := "Action"
				if p.Kind == playsUpgrade {
					what = "Upgrade"
				}
				if p.Subtype != "" {
					what = strings.ToUpper(p.Subtype[:1]) + p.Subtype[1:]
				}
				if p.Icon != "" {
					what = p.Icon + " " + what
				}
				article := "a"
				if strings.ContainsRune("aeiouAEIOU", rune(what[0])) {
					article = "an"
				}
				return fmt.Sprintf("You may play %s %s.", article, what)
			case p.Kind == playsUpgrade:
				return "You may play an Upgrade."
			case p.Kind == playsAny:
				return "You may play a card."
			}
			return "You may play an Action."
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, playTopParams]{
		Name: "play_top", Doc: "scrap (or reveal) the top card of your deck; you may play it (must: true, you do) when it is of a kind, or has icons of at least some colours: {scrap: true, kind: upgrade, colors: 2}",
		Check: func(k *kit.Check, w string, p *playTopParams) {
			if p.Kind != "" {
				checkKind(k, w, "kind", &p.Kind)
			}
		},
		Resolve: func(s *State, j *kit.Job, p *playTopParams) bool {
			me := int(j.Ctrl)
			if j.Step == 0 {
				deck := zone(me, zDeck)
				if s.t.Count(deck) == 0 && !s.reshuffle(me) {
					return true
				}
				id := s.t.Top(deck)
				if p.Scrap {
					s.scrap(id)
					// The card is dealt with: it stays out of a reshuffle
					// (Wave-2-3.xml#78, #85).
					s.refill(me, id)
				} else {
					s.t.Reveal(id, engine.AllPlayers(2))
					s.logf(evReveal, me, s.ref(id), 0)
				}
				c := s.card(id)
				if (p.Kind != "" && c.Type != p.Kind) || c.colors() < p.Colors || !s.canPlay(me, id) {
					return true
				}
				j.Vals = append(j.Vals[:0], int32(id))
				j.Step = 1
			}
			id := kit.ObjID(j.Vals[0])
			if j.Step == 1 {
				got, ok := s.pick(j, me, pickPlay, !p.Must, []kit.ObjID{id})
				if !ok {
					return false
				}
				if got == kit.NoObj {
					return true
				}
				j.Step = 2
			}
			return s.playCard(j, me, id)
		},
		Hint: func(*State, int, *kit.Job, *playTopParams) float64 { return 0.8 },
		Aim: func(s *State, me int, j *kit.Job, _ *playTopParams, t kit.Target) float64 {
			return s.playAim(me, j, t.Obj())
		},
		Text: func(p *playTopParams) string {
			out := "Reveal the top card of your deck."
			if p.Scrap {
				out = "Scrap the top card of your deck."
			}
			switch {
			case p.Kind != "":
				return out + fmt.Sprintf(" If it's %s, you may play it.", kindText(p.Kind))
			case p.Colors > 0:
				return out + fmt.Sprintf(" If it has battle icons of at least %d different colors, you may play it.", p.Colors)
			}
			return out + " You may play that card."
		},
	}))
}

// playCard plays card id of player p by effect j.PC of job j: an Action
// at once; an Upgrade on one of p's characters it may go on, asked when
// there are several. It reports false while it waits for an answer.
func (s *State) playCard(j *kit.Job, p int, id kit.ObjID) bool {
	if s.card(id).isAction() {
		j.Vals = j.Vals[:0]
		s.playNested(p, id)
		return true
	}
	var room [teamRoom]kit.ObjID
	ch, ok := s.pick(j, p, pickCharacter, false, s.upgradeTargetsIn(id, p, room[:0]))
	if !ok {
		return false
	}
	j.Vals = j.Vals[:0]
	if ch != kit.NoObj {
		s.putUpgrade(p, id, ch)
		s.cardPlayed(p, id)
	}
	return true
}

// playAim is what playing card id, or putting the Upgrade being played on
// character id, is worth to player me, for the heuristic agent.
func (s *State) playAim(me int, j *kit.Job, id kit.ObjID) float64 {
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
}

// playable appends to buf the cards of kind (and name, if given) in
// player p's hand (or scrap pile, from "scrap") that may be played now by
// an effect (copies once).
func (s *State) playable(p int, src kit.ObjID, pp *playParams, buf []kit.ObjID) []kit.ObjID {
	out := buf
	kind, name := pp.Kind, pp.Name
	z := zHand
	switch pp.From {
	case "scrap":
		z = zScrap
	case "under":
		z = zUnder
	}
	icon := -1
	if pp.Icon != "" {
		icon = slices.Index(colorNames[:], pp.Icon)
	}
	fits := func(id kit.ObjID) bool {
		c := s.card(id)
		return !((z == zUnder && (src == kit.NoObj || beneath.Host(&s.t, id) != src)) ||
			(kind != playsAny && c.Type != kind) || (kind == playsAny && !c.isBattle()) || (name != "" && !stringsEqualFold(c.Name, name)) ||
			(pp.Subtype != "" && c.Subtype != pp.Subtype) || (icon >= 0 && c.icon(icon) == 0) || !s.canPlay(p, id))
	}
	hand := s.t.Zones[zone(p, z)].Cards
	for i, id := range hand {
		if !s.copyBefore(hand, i) && fits(id) {
			out = append(out, id)
		}
	}
	if z == zHand {
		out = s.appendTop(p, out, fits) // as though it were in the hand (top_in_hand.go)
	}
	return out
}

// canPlay reports whether player p may play battle card id, wherever it
// is, as things stand: its play condition holds (play_if), an Action's
// cost can be paid, an Upgrade has a character of p's it may go on.
func (s *State) canPlay(p int, id kit.ObjID) bool {
	c := s.card(id)
	if !s.playIf(p, id) {
		return false
	}
	if c.isUpgrade() {
		for _, ch := range s.team[p] {
			if s.onField(ch) && s.mayUpgrade(id, ch) {
				return true
			}
		}
		return false
	}
	return true
}

// playIf reports whether player p may play battle card id as things
// stand, beside where it may go: its play condition holds (play_if) and,
// for an Action, the cost of its text can be paid.
func (s *State) playIf(p int, id kit.ObjID) bool {
	c := s.card(id)
	c0 := kit.Ctx{Src: id, Ctrl: p}
	if !s.playsLeft(p) {
		return false // Private Turbo Board (play_limit.go)
	}
	for i := range c.Abilities {
		a := &c.Abilities[i]
		switch {
		case a.PlayIf != nil && !a.PlayIf.Holds(s, c0):
			return false
		case c.isAction() && a.When == WhenPlay && a.Cost != nil && !s.canPay(p, id, a):
			return false
		}
	}
	return true
}

// canPay reports whether player p could pay ability a of card id now.
func (s *State) canPay(p int, id kit.ObjID, a *Ability) bool {
	j := s.hintJobs.Take(jobCard, id, p, a.Do)
	defer s.hintJobs.Done()
	for _, part := range a.parts {
		if !part.CanPay(s, j) {
			return false
		}
	}
	return true
}

// colors is how many colours the card's battle icons have.
func (c *Card) colors() int {
	n := 0
	for k := range numColors {
		if c.icons[k] > 0 {
			n++
		}
	}
	return n
}

// playNested plays Action id of player p by an effect: set aside as the
// turn's Action is (face down for a Secret Action), its text resolving
// at once, on top of the jobs under way. The caller must be done with its
// job: the stack moves.
func (s *State) playNested(p int, id kit.ObjID) {
	secret := s.card(id).isSecret()
	face := kit.FaceUp
	if secret {
		face = kit.FaceDown
	}
	s.t.Place(id, zone(p, zPlayed), -1, face)
	defer s.thirdAction(p, id, s.isThird(p))
	s.logf(evPlay, p, s.ref(id), 0)
	if !secret {
		n := s.waiting.Len()
		s.start(id, p, -1, s.card(id).Abilities, WhenPlay)
		s.resolveNow(n)
		s.revealOnAction(p, id)
	}
	// "When you play an Action" abilities wait for the effects under way
	// (Rules_Roundup-2019-07-29.xml#2-49).
	s.hear(p, WhenActionPlayed, id)
	s.hearOpponentAction(p, id)
	s.cardPlayed(p, id)
}
