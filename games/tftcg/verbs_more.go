package tftcg

import (
	"fmt"
	"slices"

	"omnideck/kit"
)

// More verbs of characters' text: moving an Upgrade, an Upgrade from the
// scrap pile, a reward for a KO this turn, and playing an Action flipped
// for an attack.

type (
	// moveUpgradeParams move an Upgrade onto a character.
	moveUpgradeParams struct {
		From kit.Selector `yaml:"from"`
		To   kit.Selector `yaml:"to"`
	}
	// fromScrapParams put an Upgrade of some kinds from your scrap pile
	// on a character.
	fromScrapParams struct {
		To    kit.Selector `yaml:"to"`
		Kinds []string     `yaml:"kinds"`
	}
	// bountyParams reward a KO this turn with cards.
	bountyParams struct {
		Draw int `yaml:"draw"`
	}
)

// bounty is a reward waiting for a character's KO this turn: player P
// draws N.
type bounty struct {
	On kit.ObjID
	P  int8
	N  int8
}

// payBounties pays the rewards waiting for character id's KO.
func (s *State) payBounties(id kit.ObjID) {
	for _, b := range s.bounties {
		if b.On == id && !s.over {
			s.draw(int(b.P), int(b.N))
		}
	}
}

// playFlippedParams play a card flipped for the attack: an Action, one with
// an icon of colour Icon if given ("one of the [BLUE] Actions you
// flipped").
type playFlippedParams struct {
	Kind string `yaml:"kind"`
	Icon string `yaml:"icon,omitempty"`
}

// defineMoreCharacterVerbs defines move_upgrade, upgrade_from_scrap,
// bounty, play_flipped and tuck.
func defineMoreCharacterVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, moveUpgradeParams]{
		Name: "move_upgrade", Doc: "move an Upgrade onto a character, making room as a new one does: {from: {choose: upgrade, ...}, to: self}",
		Check: func(k *kit.Check, w string, p *moveUpgradeParams) { checkTo(k, w, &p.From); checkTo(k, w, &p.To) },
		Resolve: func(s *State, j *kit.Job, p *moveUpgradeParams) bool {
			to := s.namedIn(j, &p.To)
			if to == kit.NoObj || !s.onField(to) {
				return true
			}
			move := func(u kit.ObjID) {
				if s.on(u) != to && s.mayUpgrade(u, to) {
					s.moveUpgrade(int(j.Ctrl), u, to)
				}
			}
			if !p.From.Chosen() {
				return s.touch(j, &p.From, pickUpgrade, move)
			}
			// Only an Upgrade that may go on the character is offered
			// (Wave-1.xml#36).
			var room [16]kit.ObjID
			cands := s.candidates(j, &p.From, room[:0])
			cands = slices.DeleteFunc(cands, func(u kit.ObjID) bool { return s.on(u) == to || !s.mayUpgrade(u, to) })
			u, ok := s.pick(j, int(j.Ctrl), pickUpgrade, p.From.UpTo, cands)
			if !ok {
				return false
			}
			if u != kit.NoObj {
				move(u)
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *moveUpgradeParams) float64 { return 0.3 },
		Aim: func(s *State, me int, _ *kit.Job, _ *moveUpgradeParams, t kit.Target) float64 {
			return s.upgradeWorth(t.Obj()) - 1
		},
		Text: func(p *moveUpgradeParams) string {
			return fmt.Sprintf("Move %s to %s.", selText(&p.From), selText(&p.To))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, fromScrapParams]{
		Name: "upgrade_from_scrap", Doc: "put an Upgrade of one of kinds from your scrap pile on a character: {to: self, kinds: [armor, utility]}",
		Check: func(k *kit.Check, w string, p *fromScrapParams) {
			checkTo(k, w, &p.To)
			if len(p.Kinds) == 0 {
				k.Failf(w, "kinds lists the kinds of Upgrade: [armor, utility]")
			}
			for i := range p.Kinds {
				k.OneOf(w, "kind", &p.Kinds[i], upgradeKinds[:])
			}
		},
		Resolve: func(s *State, j *kit.Job, p *fromScrapParams) bool {
			me := int(j.Ctrl)
			to := s.named(&p.To, kit.JobCtx(j))
			if to == kit.NoObj || !s.onField(to) {
				return true
			}
			var cands []kit.ObjID
			for _, id := range s.t.Zones[zone(me, zScrap)].Cards {
				c := s.card(id)
				if c.isUpgrade() && hasWord(c.Subtype, p.Kinds) && s.mayUpgrade(id, to) {
					cands = append(cands, id)
				}
			}
			id, ok := s.pick(j, me, pickScrap, false, dedupeScrap(s, cands))
			if !ok {
				return false
			}
			if id != kit.NoObj {
				s.putUpgrade(me, id, to)
			}
			return true
		},
		Hint: func(s *State, _ int, j *kit.Job, p *fromScrapParams) float64 {
			for _, id := range s.t.Zones[zone(int(j.Ctrl), zScrap)].Cards {
				if hasWord(s.card(id).Subtype, p.Kinds) {
					return 1.5
				}
			}
			return 0
		},
		Aim: func(s *State, _ int, _ *kit.Job, _ *fromScrapParams, t kit.Target) float64 {
			return s.cardWorth(t.Obj())
		},
		Text: func(p *fromScrapParams) string {
			return fmt.Sprintf("Put an Upgrade (%v) from your scrap pile onto %s.", p.Kinds, selText(&p.To))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, bountyParams]{
		Name: "bounty", Doc: "if a character chosen before is KO'd this turn, draw N cards: {draw: N}",
		Check: func(k *kit.Check, w string, p *bountyParams) { checkCount(k, w, &p.Draw) },
		Resolve: func(s *State, j *kit.Job, p *bountyParams) bool {
			for _, id := range j.Objs {
				if id != kit.NoObj && s.onField(id) {
					s.bounties = append(s.bounties, bounty{On: id, P: j.Ctrl, N: int8(p.Draw)})
				}
			}
			return true
		},
		Hint: func(_ *State, _ int, _ *kit.Job, p *bountyParams) float64 { return float64(p.Draw) / 3 },
		Text: func(p *bountyParams) string {
			return fmt.Sprintf("If it's KO'd this turn, draw %s.", cardsText(p.Draw))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, playFlippedParams]{
		Name: "play_flipped", Doc: "you may play one of the Actions you flipped for this attack, one with an icon of a colour if given: {kind: action, icon: blue}",
		Check: func(k *kit.Check, w string, p *playFlippedParams) {
			k.OneOf(w, "kind", &p.Kind, []string{TypeAction})
			if p.Icon != "" {
				k.OneOf(w, "icon", &p.Icon, colorNames[:])
			}
		},
		Resolve: func(s *State, j *kit.Job, p *playFlippedParams) bool {
			me := int(j.Ctrl)
			var cands []kit.ObjID
			flipped := s.t.Zones[zone(me, zFlip)].Cards
			for i := s.flipFrom[me]; i < len(flipped); i++ {
				// Copies are one option: they are alike (enginetest: options' labels differ).
				if id := flipped[i]; s.playsLeft(me) && s.card(id).Type == p.Kind && !s.card(id).isSecret() && (p.Icon == "" || s.card(id).icon(slices.Index(colorNames[:], p.Icon)) > 0) &&
					!s.copyBefore(flipped[s.flipFrom[me]:], i-s.flipFrom[me]) {
					cands = append(cands, id)
				}
			}
			id, ok := s.pick(j, me, pickPlay, true, cands)
			if !ok {
				return false
			}
			if id != kit.NoObj {
				s.playNested(me, id)
			}
			return true
		},
		Hint: func(*State, int, *kit.Job, *playFlippedParams) float64 { return 1 },
		Aim: func(s *State, me int, _ *kit.Job, _ *playFlippedParams, t kit.Target) float64 {
			return 0.5 + s.cardWorth(t.Obj())
		},
		Text: func(p *playFlippedParams) string {
			if p.Icon != "" {
				return fmt.Sprintf("You may play one of the %s Actions you flipped.", p.Icon)
			}
			return "You may play one of the Actions you flipped."
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, toParams]{
		Name: "tuck", Doc: "put the bottom card of your deck face down under a character: {to: self}",
		Check: func(k *kit.Check, w string, p *toParams) { checkTo(k, w, &p.To) },
		Resolve: func(s *State, j *kit.Job, p *toParams) bool {
			me := int(j.Ctrl)
			to := s.named(&p.To, kit.JobCtx(j))
			deck := zone(me, zDeck)
			if to == kit.NoObj || !s.onField(to) || s.t.Count(deck) == 0 {
				return true
			}
			bottom := s.t.Zones[deck].Cards[0]
			s.t.Place(bottom, zone(me, zUnder), -1, kit.FaceDown)
			s.obj(bottom).Counters[cOn] = int16(to)
			s.logf(evTuck, me, s.ref(bottom), s.ref(to))
			s.refill(me)
			return true
		},
		Hint: func(*State, int, *kit.Job, *toParams) float64 { return 1 },
		Text: func(p *toParams) string {
			return fmt.Sprintf("Put the bottom card of your deck face down under %s.", selText(&p.To))
		},
	}))
}
