package tftcg

import (
	"fmt"
	"strings"

	"omnideck/kit"
)

// Playing an Upgrade onto a given character (Defensive Configuration:
// "Reveal the top card of your deck. If it's an Armor, play it onto the
// upgraded character"; Dual Wield: "You may play a Weapon from your scrap
// pile onto it"): the Upgrade, of one kind, comes from the top of the deck
// (revealed to both players, and left there, known to both, when it is
// not of that kind or may not go on the character) or from the scrap
// pile, and is played onto the character, making room as any Upgrade
// does.

// playOntoParams name the character, the Upgrade's kind, where it comes
// from (top: the top card of the deck, revealed; scrap: the scrap pile;
// hand: the hand), and whether playing it is optional. Kinds, in place
// of Subtype, plays one Upgrade of each kind, from the hand, in the order
// the player chooses, each optional ("You may play a Weapon, an Armor,
// and a Utility onto it": Full Loadout, Wave-2-3.xml#183).
type playOntoParams struct {
	To      kit.Selector `yaml:"to"`
	Subtype string       `yaml:"subtype,omitempty"`
	Kinds   []string     `yaml:"kinds,omitempty"`
	From    string       `yaml:"from"`
	May     bool         `yaml:"may,omitempty"`
}

// definePlayOntoVerbs defines play_onto.
func definePlayOntoVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, playOntoParams]{
		Name: "play_onto", Doc: "play an Upgrade of a kind onto a character, from the top of your deck (revealed), your scrap pile or your hand: {to: bearer, subtype: armor, from: top | scrap | hand, may: true}; or one of each of several kinds from your hand, in any order: {to: chosen, kinds: [weapon, armor, utility], from: hand}",
		Check: func(k *kit.Check, w string, p *playOntoParams) {
			checkTo(k, w, &p.To)
			k.OneOf(w, "from", &p.From, []string{"top", "scrap", "hand"})
			if len(p.Kinds) == 0 {
				k.OneOf(w, "subtype", &p.Subtype, upgradeKinds[:])
				return
			}
			for i := range p.Kinds {
				k.OneOf(w, "kinds", &p.Kinds[i], upgradeKinds[:])
			}
			if p.Subtype != "" || p.From != "hand" {
				k.Failf(w, "play_onto with kinds plays from the hand and names no subtype: {kinds: [weapon, armor], from: hand}")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *playOntoParams) bool {
			me := int(j.Ctrl)
			if len(p.Kinds) > 0 {
				return s.playOntoKinds(j, p)
			}
			to := s.jobNamed(j, &p.To)
			fits := func(id kit.ObjID) bool {
				c := s.card(id)
				return c.isUpgrade() && c.Subtype == p.Subtype && s.playIf(me, id) && s.mayUpgrade(id, to)
			}
			var cands []kit.ObjID
			if p.From == "top" {
				if j.Step == 0 {
					top := s.revealTop(me)
					if top == kit.NoObj {
						return true
					}
					j.Vals = append(j.Vals[:0], int32(top))
					j.Step = 1
				}
				if to != kit.NoObj && s.onField(to) && fits(kit.ObjID(j.Vals[0])) {
					cands = append(cands, kit.ObjID(j.Vals[0]))
				}
			} else if to != kit.NoObj && s.onField(to) && p.From == "hand" {
				hand := s.t.Zones[zone(me, zHand)].Cards
				for i, id := range hand {
					if fits(id) && !s.copyBefore(hand, i) {
						cands = append(cands, id)
					}
				}
			} else if to != kit.NoObj && s.onField(to) {
				for _, id := range s.t.Zones[zone(me, zScrap)].Cards {
					if fits(id) {
						cands = append(cands, id)
					}
				}
				cands = dedupeScrap(s, cands)
			}
			kind := pickScrap
			if p.From != "scrap" {
				kind = pickPlay
			}
			id, ok := s.pick(j, me, kind, p.May, cands)
			if !ok {
				return false
			}
			j.Vals = j.Vals[:0]
			if id != kit.NoObj {
				s.putUpgrade(me, id, to)
				s.cardPlayed(me, id)
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *playOntoParams) float64 {
			if len(p.Kinds) > 0 {
				return float64(len(s.kindsInHand(me, p.Kinds, 0)))
			}
			switch p.From {
			case "top":
				return 0.5
			case "hand":
				return 1
			}
			for _, id := range s.t.Zones[zone(me, zScrap)].Cards {
				if s.card(id).Subtype == p.Subtype {
					return 1.5
				}
			}
			return 0
		},
		Aim: func(s *State, me int, j *kit.Job, p *playOntoParams, t kit.Target) float64 {
			if to := s.jobNamed(j, &p.To); to != kit.NoObj {
				return s.upgradeGain(t.Obj(), to)
			}
			return s.cardWorth(t.Obj())
		},
		Text: func(p *playOntoParams) string {
			if len(p.Kinds) > 0 {
				return kindsText(p)
			}
			kind := strings.ToUpper(p.Subtype[:1]) + p.Subtype[1:]
			article := "a"
			if strings.ContainsRune("aeiouAEIOU", rune(kind[0])) {
				article = "an"
			}
			if p.From == "top" {
				return fmt.Sprintf("Reveal the top card of your deck. If it's %s %s, play it onto %s.", article, kind, selText(&p.To))
			}
			may := "Play"
			if p.May {
				may = "You may play"
			}
			from := "your scrap pile"
			if p.From == "hand" {
				from = "your hand"
			}
			return fmt.Sprintf("%s %s %s from %s onto %s.", may, article, kind, from, selText(&p.To))
		},
	}))
}

// jobNamed is the character selector sel names for job j: the last one an
// earlier effect of the job chose (chosen), or the first it names.
func (s *State) jobNamed(j *kit.Job, sel *kit.Selector) kit.ObjID {
	if sel.Event == "chosen" {
		for i := len(j.Objs) - 1; i >= 0; i-- {
			if j.Objs[i] != kit.NoObj {
				return j.Objs[i]
			}
		}
		return kit.NoObj
	}
	return s.named(sel, kit.JobCtx(j))
}
