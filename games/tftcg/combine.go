package tftcg

import (
	"cmp"
	"fmt"
	"slices"

	"omnideck/kit"
)

// Combiners (Wave-2-3.xml#1): characters that join into a combined form,
// by an Enigma ("If you have 5 Aerialbots in bot mode on the battlefield
// and/or in your KO area > Combine them into Superion") or by their own
// text (Dreadwind and Blackwing into Dreadwing). The combined form
// (combiner-forms.json) is one character, made of its components: its
// card joins the game as a new character of its player's team, and the
// components go with it (zCombined), for good: it never flips nor breaks
// apart, and stays combined in the KO area. It begins untapped, with all
// the components' damage counters, on the battlefield when one of them
// was there (else in the KO area: Rules_Roundup-2019-03-08.xml#308-27).
// It keeps the components' Upgrades as its slots hold them, the others
// being scrapped; they are kept on, not put on, so no "when you put this
// on" triggers (Rules_Roundup-2019-03-08.xml#308-10). What lasted on a
// component for the turn or the battle lasts on it, each component's
// adding up (Rules_Roundup-2019-04-22.xml#422-1: three Pierce 2 make
// Pierce 6), and an attack a component was making goes on with it as the
// attacker (Rules_Roundup-2019-06-28.xml#628-5).

// cCombined, on a combined form, is the turn it was combined
// (kit.Object.Counters).
const cCombined = 3

// combineParams combine the components of a combined form.
type combineParams struct {
	// Form is the combined form's full name: "Superion, Sky Protector".
	Form string `yaml:"form"`
	// TuckHand puts the cards of your hand face down under the combined
	// form, once combined (Skytread: "If you do, put the cards from your
	// hand face down under Raider Skytread").
	TuckHand bool `yaml:"tuck_hand,omitempty"`
}

// defineCombineVerbs defines combine.
func defineCombineVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, combineParams]{
		Name: "combine", Doc: "combine your characters that are the components of a combined form, each in bot mode on the battlefield or in your KO area, into it: {form: \"Superion, Sky Protector\"}",
		Check: func(k *kit.Check, w string, p *combineParams) {
			if p.Form == "" {
				k.Failf(w, "combine names the combined form: form: \"Superion, Sky Protector\"")
			}
		},
		Resolve: func(s *State, j *kit.Job, p *combineParams) bool {
			if s.over {
				return true
			}
			me := int(j.Ctrl)
			if id := s.combine(me, p.Form); id != kit.NoObj && p.TuckHand {
				for s.t.Count(zone(me, zHand)) > 0 {
					c := s.t.Top(zone(me, zHand))
					s.t.Place(c, zone(me, zUnder), -1, kit.FaceDown)
					s.obj(c).Counters[cOn] = int16(id)
					s.logf(evTuck, me, s.ref(c), s.ref(id))
				}
			}
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *combineParams) float64 {
			var room [8]kit.ObjID
			form, parts := s.components(int(j.Ctrl), p.Form, room[:0])
			if form == nil {
				return 0
			}
			v := 0.0
			for _, id := range parts {
				v -= 0.6 * s.charWorth(id)
				if !s.onField(id) {
					v += 0.3 * float64(s.card(id).Stars)
				}
			}
			return v + 0.6*float64(form.Stars) + 2
		},
		Text: func(p *combineParams) string {
			if p.TuckHand {
				return fmt.Sprintf("Combine them into %s. Put the cards from your hand face down under it.", p.Form)
			}
			return fmt.Sprintf("Combine them into %s.", p.Form)
		},
	}))
	defineUnderTakeVerb(r)
}

// components finds player p's characters that make the combined form
// named form: one for each of its components, by full name, in bot mode
// (or in the one mode of a character that has one: Omega Supreme's)
// on the battlefield or in p's KO area (one on the battlefield before a
// copy in the KO area: Rules_Roundup-2019-06-28.xml#628-7). It returns
// the form and them, or nil when one is missing.
func (s *State) components(p int, form string, buf []kit.ObjID) (*Card, []kit.ObjID) {
	f, ok := s.game.set.Lookup(form)
	if !ok || f.Type != TypeCombiner {
		return nil, nil
	}
	out := buf
	for _, name := range f.Components {
		best := kit.NoObj
		for _, id := range s.team[p] {
			c := s.card(id)
			if !c.isCharacter() || normalName(c.FullName()) != normalName(name) || (s.mode(id).Mode != ModeBot && c.canFlip()) ||
				!s.canFlipHere(id) || slices.Contains(out, id) {
				continue
			}
			if best == kit.NoObj || (s.onField(id) && !s.onField(best)) {
				best = id
			}
		}
		if best == kit.NoObj {
			return nil, nil
		}
		out = append(out, best)
	}
	return f, out
}

// combine combines player p's components of the combined form named form
// into it, when they are all there; it reports the combined character,
// or NoObj.
func (s *State) combine(p int, form string) kit.ObjID {
	var room [8]kit.ObjID
	f, parts := s.components(p, form, room[:0])
	if f == nil {
		return kit.NoObj
	}
	where := zone(p, zKO)
	damage := 0
	for _, id := range parts {
		if s.onField(id) {
			where = zone(p, zField)
		}
		damage += s.damage(id)
	}
	id := s.t.NewObject(kit.CardID(f.seq), p, where, kit.FaceUp)
	s.noteCard(f)
	o := s.obj(id)
	o.Counters[cDamage] = int16(min(damage, f.Health))
	o.Counters[cCombined] = int16(s.turn)
	s.addToTeam(p, id)
	s.keepUpgrades(id, parts)
	for _, part := range parts {
		s.handOver(part, id)
		s.t.Place(part, zone(p, zCombined), -1, kit.FaceUp)
		s.obj(part).Set(flTapped, false)
	}
	s.logf(evCombine, p, s.ref(id), 0)
	if s.onField(id) && damage >= f.Health {
		s.ko(id)
		return id
	}
	s.trigger(id, WhenCombined)
	return id
}

// handOver moves to combined character id what lasts on component part:
// its boosts and the abilities given to it for the turn, the right to
// attack untapped enemies, a KO waiting for the end of the turn, a
// reward waiting for its KO, and its place in the attack under way.
func (s *State) handOver(part, id kit.ObjID) {
	for i := range s.mods {
		if s.mods[i].Obj == part {
			s.mods[i].Obj = id
		}
	}
	for i := range s.grants {
		if s.grants[i].obj == part {
			s.grants[i].obj = id
		}
	}
	if s.obj(part).Has(flReach) {
		s.obj(id).Set(flReach, true)
	}
	for i, x := range s.koAtEnd {
		if x == part {
			s.koAtEnd[i] = id
		}
	}
	for i := range s.bounties {
		if s.bounties[i].On == part {
			s.bounties[i].On = id
		}
	}
	switch part {
	case s.attacker:
		s.attacker = id
	case s.defender:
		s.defender = id
	case s.redirect:
		s.redirect = id
	}
	if s.more.follow == part {
		s.more.follow = id
	}
}

// keepUpgrades puts on combined character id the Upgrades of its
// components parts that its slots hold, the most valuable first, and
// scraps the others (Wave-2-3.xml#1: "you can keep as many as you can
// fit, and the rest are scrapped").
func (s *State) keepUpgrades(id kit.ObjID, parts []kit.ObjID) {
	z := zone(int(s.obj(id).Owner), zUpgrade)
	var ups []kit.ObjID
	for _, u := range s.t.Zones[z].Cards {
		if slices.Contains(parts, s.on(u)) {
			ups = append(ups, u)
		}
	}
	slices.SortStableFunc(ups, func(a, b kit.ObjID) int { return cmp.Compare(s.upgradeWorth(b), s.upgradeWorth(a)) })
	for _, u := range ups {
		var out [4]kit.ObjID
		slot, ousted := s.ousted(u, id, out[:0])
		if len(ousted) > 0 {
			s.scrap(u)
			continue
		}
		s.obj(u).Counters[cOn] = int16(id)
		s.obj(u).Counters[cSlot] = 0
		if slot != int(s.card(u).kind) {
			s.obj(u).Counters[cSlot] = int16(slot + 1)
		}
	}
}

// takeUnderParams put a face-down card from under this character into
// your hand, doing Then's effects if one was.
type takeUnderParams struct {
	Then []kit.Effect `yaml:"then,omitempty"`
}

// defineUnderTakeVerb defines take_under (Raider Skytread).
func defineUnderTakeVerb(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, takeUnderParams]{
		Name: "take_under", Doc: "you may put a face-down card from under this character into your hand; if you do, then's effects: {then: [...]}",
		Check: func(k *kit.Check, w string, p *takeUnderParams) {
			for i := range p.Then {
				runner.Verbs.Bind(k, fmt.Sprintf("%s: then %d", w, i+1), &p.Then[i])
			}
		},
		Resolve: func(s *State, j *kit.Job, p *takeUnderParams) bool {
			me := int(j.Ctrl)
			var cands []kit.ObjID
			for _, id := range s.t.Zones[zone(me, zUnder)].Cards {
				// Copies are one choice.
				if kit.ObjID(s.obj(id).Counters[cOn]) == j.Src && s.obj(id).Face == kit.FaceDown &&
					!slices.ContainsFunc(cands, func(c kit.ObjID) bool { return s.obj(c).Card == s.obj(id).Card }) {
					cands = append(cands, id)
				}
			}
			id, ok := s.pick(j, me, pickHand, true, cands)
			if !ok {
				return false
			}
			if id == kit.NoObj {
				return true
			}
			s.toHand(id)
			if len(p.Then) > 0 {
				sub := kit.NewJob(jobCard, j.Src, me, p.Then)
				sub.Objs = slices.Clone(j.Objs)
				sub.Event, sub.X = j.Event, j.X
				sub.Stage = kit.StageResolve
				s.jobs.Push(sub)
			}
			return true
		},
		Hint: func(*State, int, *kit.Job, *takeUnderParams) float64 { return 1 },
		Aim: func(s *State, _ int, _ *kit.Job, _ *takeUnderParams, t kit.Target) float64 {
			return 1 + s.cardWorth(t.Obj())
		},
		Text: func(p *takeUnderParams) string {
			out := "You may put a face-down card from under this into your hand."
			for i := range p.Then {
				out += " If you do: " + runner.Verbs.Text(&p.Then[i])
			}
			return out
		},
	}))
}
