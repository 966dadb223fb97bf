package tftcg

import (
	"fmt"
	"slices"
	"strings"

	"omnideck/kit"
)

// The verbs of the Secret Actions' effects and of the cards that refer
// to Secret Actions (secret.go).

type (
	// playSecretParams play Secret Actions from your hand, by an effect
	// ("You may play a Secret Action").
	playSecretParams struct{}
	// takeSecretsParams put up to N Secret Actions of different names
	// from your scrap pile into your hand.
	takeSecretsParams struct {
		N int `yaml:"n"`
	}
	// revealDrawParams reveal the top card of your deck, then draw N
	// cards when it has an icon of colour Icon, else Else.
	revealDrawParams struct {
		Icon string `yaml:"icon"`
		N    int    `yaml:"n"`
		Else int    `yaml:"else"`
	}
	// swapWeaponParams swap the Weapon on the ability's character with a
	// Weapon from your hand that has an icon of colour Icon.
	swapWeaponParams struct {
		Icon string `yaml:"icon"`
	}
	// battleRuleParams change the rules of the battle under way for one
	// side: Flips caps the cards the opponent flips ("can't flip more
	// than 4"), or each player's with Each ("Each player can't flip more
	// than 2": W-5 Gyro Blaster); NoPierce: the attacker can't use Pierce;
	// NoBlack: black icons give no Pierce; NoOrange: orange icons don't
	// add to the Attack.
	battleRuleParams struct {
		Flips    int  `yaml:"flips,omitempty"`
		Each     bool `yaml:"each,omitempty"`
		NoPierce bool `yaml:"no_pierce,omitempty"`
		NoBlack  bool `yaml:"no_black,omitempty"`
		NoOrange bool `yaml:"no_orange,omitempty"`
	}
)

// secretState is what the Secret Actions' effects keep: rules of the
// battle under way, reset as each attack begins (attack).
type secretState struct {
	// flipCap is 1 + how many battle cards each player may flip in this
	// battle, or 0 for no cap.
	flipCap [2]int8
	// noPierce: the attacker can't use Pierce this battle; noBlack:
	// black icons give it none; noOrange: orange icons don't add to its
	// Attack.
	noPierce, noBlack, noOrange bool
	// sheltered is the turn in which each player's characters can't take
	// non-attack damage (Take Cover), or 0.
	sheltered [2]int16
	// hijacked is the turn in which the draws of the player whose turn it
	// is are their opponent's (Hijack), or 0; drawn counts their draws in
	// turn drawTurn.
	hijacked, drawTurn int16
	drawn              int8
	// koUps are the Upgrades on the character last KO'd as it was KO'd,
	// nKOUps how many (Scavenge The Battlefield).
	koUps  [8]kit.ObjID
	nKOUps uint8
}

// defineSecretVerbs defines negate, play_secret, take_secrets,
// reveal_draw, play_onto and battle_rule.
func defineSecretVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, noParams]{
		Name: "negate", Doc: "scrap the Action the event is about; it has no effect (Infiltrate, Jam Signals)",
		Resolve: func(s *State, j *kit.Job, _ *noParams) bool {
			s.negate(j.Event.Obj)
			return true
		},
		// Cancelling an Action is worth about what an Action does.
		Hint: func(s *State, me int, j *kit.Job, _ *noParams) float64 {
			if a := j.Event.Obj; a != kit.NoObj && int(s.obj(a).Owner) != me {
				return 1.5
			}
			return 0
		},
		Text: func(*noParams) string { return "Scrap that Action; it has no effect." },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, noParams]{
		Name: "shelter", Doc: "your characters can't take non-attack damage this turn (a Secret Action's replacement: it applies as the Secret Action is revealed)",
		Resolve: func(s *State, j *kit.Job, _ *noParams) bool {
			s.sec.sheltered[j.Ctrl] = int16(s.turn)
			return true
		},
		Hint: func(*State, int, *kit.Job, *noParams) float64 { return 1 },
		Text: func(*noParams) string { return "Your characters can't take non-attack damage this turn." },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, noParams]{
		Name: "hijack", Doc: "if your opponent would draw a card this turn, you draw a card instead (a Secret Action's replacement: it applies as the Secret Action is revealed)",
		Resolve: func(s *State, j *kit.Job, _ *noParams) bool {
			if int(j.Ctrl) != s.active {
				s.sec.hijacked = int16(s.turn)
			}
			return true
		},
		Hint: func(*State, int, *kit.Job, *noParams) float64 { return 1 },
		Text: func(*noParams) string {
			return "If your opponent would draw a card this turn, you draw a card instead."
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, noParams]{
		Name: "scavenge", Doc: "you may put any number of the Upgrades that were on the character KO'd onto one of your other characters, instead of scrapping them",
		Resolve: func(s *State, j *kit.Job, _ *noParams) bool { return s.scavenge(j) },
		Hint: func(s *State, _ int, j *kit.Job, _ *noParams) float64 {
			n := 0.0
			for _, v := range j.Vals[min(1, len(j.Vals)):] {
				if u := kit.ObjID(v); s.inScrap(u) {
					n += s.cardWorth(u)
				}
			}
			return n
		},
		Text: func(*noParams) string {
			return "Instead of scrapping that character's Upgrades, you may put any number of them onto one of your other characters."
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, swapWeaponParams]{
		Name: "swap_weapon", Doc: "you may swap the Weapon on this character with a Weapon from your hand that has an icon of a colour: {icon: blue}",
		Check: func(k *kit.Check, w string, p *swapWeaponParams) { k.OneOf(w, "icon", &p.Icon, colorNames[:]) },
		Resolve: func(s *State, j *kit.Job, p *swapWeaponParams) bool {
			me, ch := int(j.Ctrl), j.Src
			old := s.weaponOn(ch)
			if old == kit.NoObj || !s.onField(ch) {
				return true
			}
			var room [16]kit.ObjID
			id, ok := s.pick(j, me, pickHand, true, s.swapWeapons(me, ch, p.Icon, room[:0]))
			if !ok || id == kit.NoObj {
				return ok
			}
			s.toHand(old)
			// Put on, not played from hand (Wave-2-3.xml#141).
			s.makeRoom(id, ch)
			s.t.Place(id, zone(me, zUpgrade), -1, kit.FaceUp)
			s.obj(id).Counters[cOn] = int16(ch)
			s.putOn(me, id, ch)
			return true
		},
		Hint: func(s *State, me int, j *kit.Job, p *swapWeaponParams) float64 {
			old := s.weaponOn(j.Src)
			if old == kit.NoObj {
				return 0
			}
			best := 0.0
			var room [16]kit.ObjID
			for _, id := range s.swapWeapons(int(j.Ctrl), j.Src, p.Icon, room[:0]) {
				best = max(best, s.upgradeWorth(id)-s.upgradeWorth(old))
			}
			return best
		},
		Text: func(p *swapWeaponParams) string {
			return fmt.Sprintf("You may swap that Weapon with a [%s] Weapon from your hand.", strings.ToUpper(p.Icon))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, playSecretParams]{
		Name: "play_secret", Doc: "you may play a Secret Action from your hand, face down, besides the turn's Action",
		Resolve: func(s *State, j *kit.Job, _ *playSecretParams) bool {
			me := int(j.Ctrl)
			var room [16]kit.ObjID
			id, ok := s.pick(j, me, pickPlay, true, s.playable(me, j.Src, &secretPlay, room[:0]))
			if !ok {
				return false
			}
			if id != kit.NoObj {
				s.playNested(me, id)
			}
			return true
		},
		Hint: func(s *State, _ int, j *kit.Job, _ *playSecretParams) float64 {
			var room [16]kit.ObjID
			if len(s.playable(int(j.Ctrl), j.Src, &secretPlay, room[:0])) > 0 {
				return 1
			}
			return 0
		},
		Text: func(*playSecretParams) string { return "You may play a Secret Action." },
	}))
	must(kit.Define(r, kit.VerbSpec[*State, takeSecretsParams]{
		Name: "take_secrets", Doc: "put up to N Secret Actions that have different names from your scrap pile into your hand: {n: 2}",
		Check: func(k *kit.Check, w string, p *takeSecretsParams) { checkCount(k, w, &p.N) },
		Resolve: func(s *State, j *kit.Job, p *takeSecretsParams) bool {
			me := int(j.Ctrl)
			for int(j.Step) < p.N {
				var room [16]kit.ObjID
				id, ok := s.pick(j, me, pickScrap, true, s.secretsInScrap(me, j.Objs, room[:0]))
				if !ok {
					return false
				}
				j.Step++
				if id == kit.NoObj {
					break
				}
				j.Objs = append(j.Objs, id)
				s.toHand(id)
			}
			return true
		},
		Hint: func(s *State, _ int, j *kit.Job, p *takeSecretsParams) float64 {
			var room [16]kit.ObjID
			return float64(min(p.N, len(s.secretsInScrap(int(j.Ctrl), nil, room[:0]))))
		},
		Text: func(p *takeSecretsParams) string {
			return fmt.Sprintf("Return up to %d Secret Actions that have different names from your scrap pile to hand.", p.N)
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, revealDrawParams]{
		Name: "reveal_draw", Doc: "reveal the top card of your deck; draw N cards if it has an icon of a colour, else draw Else: {icon: blue, n: 2, else: 1}",
		Check: func(k *kit.Check, w string, p *revealDrawParams) {
			k.OneOf(w, "icon", &p.Icon, colorNames[:])
			checkCount(k, w, &p.N)
		},
		Resolve: func(s *State, j *kit.Job, p *revealDrawParams) bool {
			me := int(j.Ctrl)
			top := s.revealTop(me)
			if top == kit.NoObj {
				return true
			}
			n := p.Else
			if s.card(top).icon(slices.Index(colorNames[:], p.Icon)) > 0 {
				n = p.N
			}
			s.draw(me, n)
			return true
		},
		Hint: func(_ *State, _ int, _ *kit.Job, p *revealDrawParams) float64 { return float64(p.N+p.Else) / 2 },
		Text: func(p *revealDrawParams) string {
			return fmt.Sprintf("Reveal the top card of your deck. If it's a %s card, draw %s. Otherwise, draw %s.", p.Icon, cardsText(p.N), cardsText(p.Else))
		},
	}))
	must(kit.Define(r, kit.VerbSpec[*State, battleRuleParams]{
		Name: "battle_rule", Doc: "for the battle under way, your opponent can't flip more than N battle cards (flips: N; each player with each: true), the attacker can't use Pierce (no_pierce), black icons give no Pierce (no_black), orange icons don't add to Attack (no_orange)",
		Resolve: func(s *State, j *kit.Job, p *battleRuleParams) bool {
			if s.defender == kit.NoObj {
				return true
			}
			for q := range 2 {
				if p.Flips > 0 && (p.Each || q != int(j.Ctrl)) {
					s.sec.capFlips(q, p.Flips)
				}
			}
			s.sec.noPierce = s.sec.noPierce || p.NoPierce
			s.sec.noBlack = s.sec.noBlack || p.NoBlack
			s.sec.noOrange = s.sec.noOrange || p.NoOrange
			return true
		},
		Hint: func(_ *State, _ int, _ *kit.Job, p *battleRuleParams) float64 {
			if p.Each && !p.NoPierce && !p.NoBlack && !p.NoOrange {
				return 0.2 // a cap on both sides' flips favours neither much
			}
			return 1
		},
		Text: func(p *battleRuleParams) string {
			var out string
			switch {
			case p.Flips > 0 && p.Each:
				out += fmt.Sprintf("Each player can't flip more than %d battle cards during this battle. ", p.Flips)
			case p.Flips > 0:
				out += fmt.Sprintf("Your opponent can't flip more than %d battle cards during this battle. ", p.Flips)
			}
			if p.NoPierce {
				out += "The attacker can't use Pierce this battle. "
			}
			if p.NoOrange || p.NoBlack {
				out += "This battle, [ORANGE] doesn't add to [ATK] and [BLACK] doesn't give Pierce. "
			}
			return out[:max(len(out)-1, 0)]
		},
	}))
}

// secretPlay is what play_secret plays: a Secret Action from hand.
var secretPlay = playParams{Kind: playsAction, Subtype: SubSecret}

// negate scraps Action id, played face up, and takes its text off the
// jobs under way and waiting: it has no effect. Abilities that heard it
// played still resolve (Rules_Roundup-2019-07-29.xml#2-12, Wave-4.xml#67);
// a flipped Action's icons still count for the battle
// (Rules_Roundup-2019-07-29.xml#2-6).
func (s *State) negate(id kit.ObjID) {
	if id == kit.NoObj || !s.card(id).isAction() {
		return
	}
	for i := range s.jobs.Jobs {
		if j := &s.jobs.Jobs[i]; j.Src == id && j.Kind == jobCard {
			j.Gone = true
		}
	}
	s.waiting.Jobs = slices.DeleteFunc(s.waiting.Jobs, func(j kit.Job) bool { return j.Src == id && j.Kind == jobCard })
	if z := s.obj(id).Zone; int(z) < 2*numZones && (z%numZones == zPlayed || z%numZones == zFlip) {
		s.scrap(id)
	}
}

// secretsInScrap appends to buf the Secret Actions in player p's scrap
// pile whose names none of taken has (copies once).
func (s *State) secretsInScrap(p int, taken []kit.ObjID, buf []kit.ObjID) []kit.ObjID {
	pile := s.t.Zones[zone(p, zScrap)].Cards
	for i, id := range pile {
		c := s.card(id)
		if !c.isSecret() || s.copyBefore(pile, i) || slices.ContainsFunc(taken, func(t kit.ObjID) bool { return s.card(t).Name == c.Name }) {
			continue
		}
		buf = append(buf, id)
	}
	return buf
}

// capFlips caps the battle cards player p may flip in the battle under
// way at n; of two caps the lower holds.
func (sec *secretState) capFlips(p, n int) {
	if c := int(sec.flipCap[p]); c == 0 || n+1 < c {
		sec.flipCap[p] = int8(n + 1)
	}
}

// flipCapLeft is how many more battle cards player p may flip in the
// battle under way, at most n (Dampening Field).
func (s *State) flipCapLeft(p, n int) int {
	if c := int(s.sec.flipCap[p]); c > 0 && s.defender != kit.NoObj {
		return max(0, min(n, c-1-(s.t.Count(zone(p, zFlip))-s.flipFrom[p])))
	}
	return n
}

// battleRules takes out of the attacker's icons ai those the battle's
// rules say don't count (Overheat: "[ORANGE] doesn't add to [ATK] and
// [BLACK] doesn't give Pierce"; they were flipped all the same, for other
// effects: Wave-4.xml#72).
func (s *State) battleRules(ai *[numColors]int) {
	if s.sec.noOrange {
		ai[colOrange] = 0
	}
	if s.sec.noBlack {
		ai[colBlack] = 0
	}
}

// newBattle ends the rules the last battle's Secret Actions set, as an
// attack begins.
func (sec *secretState) newBattle() {
	sec.flipCap = [2]int8{}
	sec.noPierce, sec.noBlack, sec.noOrange = false, false, false
}

// weaponOn is the first Weapon on character ch, or NoObj.
func (s *State) weaponOn(ch kit.ObjID) kit.ObjID {
	z := zone(int(s.obj(ch).Owner), zUpgrade)
	for _, u := range s.t.Zones[z].Cards {
		if s.on(u) == ch && s.card(u).Subtype == SubWeapon {
			return u
		}
	}
	return kit.NoObj
}

// swapWeapons appends to buf the Weapons in player p's hand with an icon
// of colour icon that may be put on character ch (copies once).
func (s *State) swapWeapons(p int, ch kit.ObjID, icon string, buf []kit.ObjID) []kit.ObjID {
	k := slices.Index(colorNames[:], icon)
	hand := s.t.Zones[zone(p, zHand)].Cards
	for i, id := range hand {
		if c := s.card(id); c.Subtype == SubWeapon && c.icon(k) > 0 && !s.copyBefore(hand, i) && s.mayUpgrade(id, ch) {
			buf = append(buf, id)
		}
	}
	return buf
}

// noteKOUpgrades notes the Upgrades on character id as it is KO'd, before
// they are scrapped, for a Secret Action revealed by the KO (scavenge).
func (s *State) noteKOUpgrades(id kit.ObjID) {
	s.sec.nKOUps = 0
	if s.t.Count(zone(int(s.obj(id).Owner), zPlayed)) == 0 {
		return // no Secret Action of its player's to hear it
	}
	for _, u := range s.t.Zones[zone(int(s.obj(id).Owner), zUpgrade)].Cards {
		if s.on(u) == id && int(s.sec.nKOUps) < len(s.sec.koUps) {
			s.sec.koUps[s.sec.nKOUps] = u
			s.sec.nKOUps++
		}
	}
}

// inScrap reports whether card id is in its owner's scrap pile.
func (s *State) inScrap(id kit.ObjID) bool {
	return s.obj(id).Zone == s.scrapZone(int(s.obj(id).Owner))
}

// scavenge resolves Scavenge The Battlefield for job j: the Upgrades noted
// as the character was KO'd (kept in j.Vals from the second on, the first
// being the character chosen, as 1 + its id, or 0 before), those still in
// the scrap pile, go one at a time, as its player chooses, onto one of
// their other characters, chosen first: "put any number of them onto one
// of your other characters". It reports false while it waits for an
// answer.
func (s *State) scavenge(j *kit.Job) bool {
	me := int(j.Ctrl)
	if len(j.Vals) == 0 {
		return true
	}
	if j.Vals[0] == 0 {
		var room [teamRoom]kit.ObjID
		cands := room[:0]
		for _, ch := range s.team[me] {
			if s.onField(ch) && ch != j.Event.Obj {
				cands = append(cands, ch)
			}
		}
		ch, ok := s.pick(j, me, pickCharacter, true, cands)
		if !ok {
			return false
		}
		if ch == kit.NoObj {
			return true
		}
		j.Vals[0] = int32(ch) + 1
	}
	ch := kit.ObjID(j.Vals[0] - 1)
	for s.onField(ch) {
		var room [8]kit.ObjID
		cands := room[:0]
		for _, v := range j.Vals[1:] {
			if u := kit.ObjID(v); s.inScrap(u) && s.mayUpgrade(u, ch) {
				cands = append(cands, u)
			}
		}
		u, ok := s.pick(j, me, pickScrap, true, cands)
		if !ok {
			return false
		}
		if u == kit.NoObj {
			return true
		}
		s.makeRoom(u, ch)
		s.t.Place(u, zone(me, zUpgrade), -1, kit.FaceUp)
		s.obj(u).Counters[cOn] = int16(ch)
		s.putOn(me, u, ch)
	}
	return true
}
