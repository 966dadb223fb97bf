package tftcg

import (
	"slices"

	"omnideck/engine"
	"omnideck/kit"
)

// Secret Actions (Wave 3 on). A Secret Action is an Action played face
// down (rules 1.0, line 25), as the turn's Action or by an effect that
// plays an Action (Wave-2-3.xml#123, Rules_Roundup-2019-04-26.xml#426-12): it
// goes to its player's played area face down, seen by its player only
// (Wave-2-3.xml#124), and does nothing as it is played. Its text is a
// Reveal condition and a When Revealed effect (Wave-2-3.xml#122): in the
// card language an ability whose trigger is one of the reveal triggers
// below and whose effects are the When Revealed effect. When its condition
// happens, while it is face down, on either player's turn
// (Rules_Roundup-2019-07-29.xml#2-42), it is turned face up, the log tells
// which card it is, and its effect resolves as a triggered ability of its
// player's. A revealed Secret Action stays in the played area until the
// end of the turn; one never revealed is scrapped, face up, at the start of
// its player's next turn (line 25), its effect not happening
// (Wave-2-3.xml#122).
//
// Until it is revealed nothing names it: the opponent's view and table show
// a face-down card, the log says "a card face down as a Secret Action", and
// the game's facts read it as a card with no icons and no name
// (Rules_Roundup-2019-06-28.xml#628-25: "is it considered playing a card
// with no icons? Yes"), so that no condition tells what it is: Infiltrate
// never notices one (Wave-2-3.xml#186, Rules_Roundup-2019-10-25.xml#8-9).
//
// Revealing is optional (Rules_Roundup-2019-06-28.xml#628-3), but asking a
// player whether to reveal only when a condition of theirs happens would
// tell the opponent that it did; so a Secret Action is revealed whenever
// its condition happens (docs/rules/tftcg.md, "Secret Actions").

// The reveal triggers of Secret Actions: each is heard by the face-down
// Secret Actions of one player (the Secret Action's player), the event's
// subject being the card it is about.
const (
	// WhenRevealDefends is "When one of your characters defends": once the
	// attack is chosen, with the defender's "when this defends"
	// abilities, before any card is flipped (Wave-4.xml#40,
	// Rules_Roundup-2019-11-08.xml#9-23); the subject is the defender.
	WhenRevealDefends = "reveal_defends"
	// WhenRevealAttacker is "After your opponent chooses an attacker and
	// before they choose a defender" (Wave-2-3.xml#185, Wave-4.xml#82);
	// the subject is the attacker.
	WhenRevealAttacker = "reveal_attacker"
	// WhenRevealAction is "When your opponent plays an Action", face up,
	// before its text resolves; the subject is the Action.
	WhenRevealAction = "reveal_action"
	// WhenRevealKO is "When a character is KO'd", either player's; the
	// subject is the character KO'd.
	WhenRevealKO = "reveal_ko"
	// WhenRevealDamage is "If one or more of your characters would take
	// non-attack damage during your opponent's turn"; the subject is the
	// character. Its effect replaces that damage: it applies at once
	// (shelter), before the damage is done.
	WhenRevealDamage = "reveal_damage"
	// WhenRevealFlips is "When an enemy attacks and your opponent flips
	// ... battle cards": once the attacker's side has flipped for the
	// battle, white icons' cards included, before the defender's side
	// flips; the subject is the attacker and the event's number
	// (event_n) the cards its side flipped for the battle.
	WhenRevealFlips = "reveal_flips"
	// WhenRevealDraw is "If your opponent would draw a second card during
	// their turn": the opponent's turn's draw being the first
	// (Wave-4.xml#63). Its effect replaces draws: it applies at once
	// (hijack), to the draw that revealed it too.
	WhenRevealDraw = "reveal_draw"
)

// revealTriggers are the triggers a Secret Action's text may use.
var revealTriggers = []string{WhenRevealDefends, WhenRevealAttacker, WhenRevealAction, WhenRevealKO, WhenRevealDamage,
	WhenRevealFlips, WhenRevealDraw}

func init() {
	// A Secret Action's text is its reveal condition: an Action's
	// triggers are "play" and the reveal triggers.
	actionTriggers = append(actionTriggers, revealTriggers...)
}

// reveal reveals player q's face-down Secret Actions whose reveal trigger
// is when and whose condition holds for the event about card subject: each
// is turned face up, its reveal logged, and its When Revealed effect
// starts, waiting as a triggered ability of q's. It reports how many it
// revealed.
func (s *State) reveal(q int, when string, subject kit.ObjID) int {
	return s.revealN(q, when, subject, 0)
}

// revealN is reveal for an event that carries number n (event_n).
func (s *State) revealN(q int, when string, subject kit.ObjID, n int32) int {
	z := zone(q, zPlayed)
	if s.rules.basic || s.over || s.t.Count(z) == 0 {
		return 0
	}
	done := 0
	for i := 0; i < s.t.Count(z); i++ {
		id := s.t.Zones[z].Cards[i]
		c := s.card(id)
		if s.obj(id).Face != kit.FaceDown || !c.isSecret() || !s.revealsOn(id, q, when, subject, n) {
			continue
		}
		s.t.Turn(id, kit.FaceUp)
		s.logf(evUnveil, q, s.ref(id), 0)
		s.startEvent(id, q, -1, c.Abilities, when, subject, n)
		done++
	}
	return done
}

// revealsOn reports whether Secret Action id of player q reveals on when,
// about card subject: one of its abilities has that trigger and its
// condition holds.
func (s *State) revealsOn(id kit.ObjID, q int, when string, subject kit.ObjID, n int32) bool {
	c := s.card(id)
	for i := range c.Abilities {
		a := &c.Abilities[i]
		if a.When != when {
			continue
		}
		e := kit.Event{Obj: subject, Other: kit.NoObj, From: kit.NoZone, N: n}
		if a.If == nil || a.If.Holds(s, kit.Ctx{Src: id, Ctrl: q, Event: &e}) {
			return true
		}
	}
	return false
}

// revealOnAction reveals, as player p plays Action id face up, the
// opponent's Secret Actions that reveal on it ("When your opponent plays
// an [ORANGE] Action"): their effects resolve at once, before the Action's
// text, which they may cancel (negate). A Secret Action played face down
// sets off none (Wave-2-3.xml#186).
func (s *State) revealOnAction(p int, id kit.ObjID) {
	if s.obj(id).Face == kit.FaceDown || s.t.Count(zone(opponent(p), zPlayed)) == 0 {
		return
	}
	n := s.waiting.Len()
	if s.reveal(opponent(p), WhenRevealAction, id) > 0 {
		s.resolveNow(n)
	}
}

// hidden reports whether card id is a Secret Action face down in its
// player's played area: the facts read it as a card with no name and no
// icons, as its opponent sees it.
func (s *State) hidden(id kit.ObjID) bool {
	o := s.obj(id)
	return o.Face == kit.FaceDown && int(o.Zone) < 2*numZones && o.Zone%numZones == zPlayed
}

// secretsOf counts player p's Secret Actions in their played area, face
// up or face down (Wave-4.xml#35, #101: those in the played area only).
func (s *State) secretsOf(p int) int {
	n := 0
	for _, id := range s.t.Zones[zone(p, zPlayed)].Cards {
		if s.card(id).isSecret() {
			n++
		}
	}
	return n
}

// secretFact answers the statuses of Secret Actions' text: secret (a
// Secret Action, face up or face down: that a face-down card is one is no
// secret) and on_attacker (an Upgrade on the attacking character).
func (s *State) secretFact(id kit.ObjID, word string, d *Card) bool {
	switch word {
	case "secret":
		return d.isSecret()
	case "on_attacker":
		return d.isUpgrade() && s.attacker != kit.NoObj && s.defender != kit.NoObj && s.on(id) == s.attacker
	}
	return false
}

// revealKO reveals, as character id is KO'd, the Secret Actions of both
// players that reveal on a KO ("When a character is KO'd", "When one of
// your characters is KO'd": a condition on the subject), the active
// player's first.
func (s *State) revealKO(id kit.ObjID) {
	for _, q := range [2]int{s.active, opponent(s.active)} {
		from := s.waiting.Len()
		if s.reveal(q, WhenRevealKO, id) == 0 || q != int(s.obj(id).Owner) {
			continue
		}
		// Scavenge The Battlefield keeps the Upgrades that were on it.
		for i := from; i < s.waiting.Len(); i++ {
			if j := &s.waiting.Jobs[i]; usesVerb(j.Effects, "scavenge") {
				j.Vals = append(j.Vals[:0], 0)
				for _, u := range s.sec.koUps[:s.sec.nKOUps] {
					j.Vals = append(j.Vals, int32(u))
				}
			}
		}
	}
}

// shelter is the non-attack damage n character id takes once the
// shelters are seen to: a Secret Action of its player's that reveals on
// such damage in the opponent's turn (Take Cover) is revealed, and its
// shelter applies at once, instead of the damage ("Instead your
// characters can't take non-attack damage this turn"); a player sheltered
// this turn takes none.
func (s *State) shelter(id kit.ObjID, n int) int {
	q := int(s.obj(id).Owner)
	if n <= 0 || s.rules.basic {
		return n
	}
	if q != s.active && int(s.sec.sheltered[q]) != s.turn && s.t.Count(zone(q, zPlayed)) > 0 {
		from := s.waiting.Len()
		if s.reveal(q, WhenRevealDamage, id) > 0 {
			for i := from; i < s.waiting.Len(); i++ {
				if usesVerb(s.waiting.Jobs[i].Effects, "shelter") {
					s.sec.sheltered[q] = int16(s.turn)
				}
			}
		}
	}
	if s.sec.sheltered[q] != 0 && int(s.sec.sheltered[q]) == s.turn {
		return 0
	}
	return n
}

// redealSecrets deals again, owner by owner, the cards a re-deal changed
// (kit.Table.Redeal) so that each face-down card in a played area is a
// Secret Action, as every player knows it is: the owner's Secret Actions
// among the cards dealt are shuffled and the first go face down, the rest
// shuffled with the other cards over the other places. The deal reads
// only what the re-deal could (the cards' multiset, sorted), so a world
// still depends only on what its player may see.
func (s *State) redealSecrets(changed []kit.ObjID, rng *engine.RNG) {
	for owner := range 2 {
		if s.t.Count(zone(owner, zPlayed)) == 0 {
			continue
		}
		var down, rest []kit.ObjID
		var secrets, others []kit.CardID
		for _, id := range changed {
			if int(s.obj(id).Owner) != owner {
				continue
			}
			if s.hidden(id) {
				down = append(down, id)
			} else {
				rest = append(rest, id)
			}
			if c := s.obj(id).Card; s.defs[c].isSecret() {
				secrets = append(secrets, c)
			} else {
				others = append(others, c)
			}
		}
		if len(down) == 0 || len(secrets) < len(down) {
			continue
		}
		slices.Sort(secrets)
		slices.Sort(others)
		engine.Shuffle(rng, secrets)
		for k, id := range down {
			s.obj(id).Card = secrets[k]
		}
		others = append(others, secrets[len(down):]...)
		slices.Sort(others)
		engine.Shuffle(rng, others)
		for k, id := range rest {
			s.obj(id).Card = others[k]
		}
	}
}

// revealFlips reveals, once the attacker's side has flipped for the
// battle, the defending player's Secret Actions that reveal on how many
// cards it flipped (Overheat).
func (s *State) revealFlips() {
	p := s.active
	if q := opponent(p); s.t.Count(zone(q, zPlayed)) > 0 {
		s.revealN(q, WhenRevealFlips, s.attacker, int32(s.t.Count(zone(p, zFlip))-s.flipFrom[p]))
	}
}

// drawInstead reports whether player p's next draw is someone else's
// (Hijack: "If your opponent would draw a card this turn, you draw a card
// instead"), drawing that card for them: it counts the draws of the
// player whose turn it is, and reveals on their second the opponent's
// Secret Actions that reveal on it, whose hijack applies at once.
func (s *State) drawInstead(p int) bool {
	if s.rules.basic || p != s.active {
		return false
	}
	q := opponent(p)
	if int(s.sec.drawTurn) != s.turn {
		s.sec.drawTurn, s.sec.drawn = int16(s.turn), 0
	}
	s.sec.drawn++
	if s.sec.drawn == 2 && int(s.sec.hijacked) != s.turn && s.t.Count(zone(q, zPlayed)) > 0 {
		from := s.waiting.Len()
		if s.reveal(q, WhenRevealDraw, kit.NoObj) > 0 {
			for i := from; i < s.waiting.Len(); i++ {
				if usesVerb(s.waiting.Jobs[i].Effects, "hijack") {
					s.sec.hijacked = int16(s.turn)
				}
			}
		}
	}
	if s.sec.hijacked == 0 || int(s.sec.hijacked) != s.turn {
		return false
	}
	s.draw(q, 1)
	return true
}
