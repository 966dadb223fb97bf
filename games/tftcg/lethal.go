package tftcg

import "omnideck/kit"

// Secret Actions revealed by attack damage that KOs (Wave 4), beside those
// of secret.go:
//   - "If one of your Autobots would take enough attack damage to be KO'd"
//     (Heroic Resolve, the trigger reveal_lethal): a replacement of the
//     attack damage, a listener of the kit's bus among the cards'
//     replacements, which sees the damage as the replacements before it
//     left it (Wave-4.xml#43, #60); as it applies the Secret Action is
//     revealed, and its at_one ("Instead that character takes enough
//     attack damage to be at 1 [HP]") applies at once, as Take Cover's
//     shelter does; its other effects resolve as a triggered ability.
//   - "When one of your Decepticons takes more than enough attack damage to
//     be KO'd" (Even The Score, the trigger reveal_overkill): heard once
//     the damage is done, after every replacement (it uses no "instead":
//     Wave-4.xml#56), the subject the character KO'd and the event's
//     number (event_n) the damage beyond its Health left. The damage it
//     does back is no attack damage (Wave-4.xml#57).

const (
	// WhenRevealLethal is "If one of your characters would take enough
	// attack damage to be KO'd"; the subject is the character.
	WhenRevealLethal = "reveal_lethal"
	// WhenRevealOverkill is "When one of your characters takes more than
	// enough attack damage to be KO'd"; the subject is the character, the
	// event's number the extra damage.
	WhenRevealOverkill = "reveal_overkill"
)

func init() {
	actionTriggers = append(actionTriggers, WhenRevealLethal, WhenRevealOverkill)
}

// defineLethalVerbs defines at_one.
func defineLethalVerbs(r *kit.Verbs[*State]) {
	must(kit.Define(r, kit.VerbSpec[*State, noParams]{
		Name: "at_one", Doc: "instead that character takes enough attack damage to be at 1 [HP] (a Secret Action's replacement: it applies as the Secret Action is revealed, by reveal_lethal)",
		Resolve: func(*State, *kit.Job, *noParams) bool {
			return true // applied as the Secret Action was revealed (lethalReplace)
		},
		// A character saved is worth about what its KO would cost.
		Hint: func(*State, int, *kit.Job, *noParams) float64 { return 3 },
		Text: func(*noParams) string {
			return "Instead that character takes enough attack damage to be at 1 [HP]."
		},
	}))
}

// lethal reports whether the card has a reveal_lethal ability.
func (c *Card) lethal() bool {
	for i := range c.Abilities {
		if c.Abilities[i].When == WhenRevealLethal {
			return true
		}
	}
	return false
}

// listenLethal adds to bus b the replacement of each card of cs that
// reveals on lethal attack damage, working while the card is in a played
// area (face down there: lethalMatch).
func listenLethal(b *kit.Bus[*State], cs *CardSet) {
	for i, c := range cs.cards {
		if c.lethal() {
			b.Listen(kit.CardID(i), kit.Listener[*State]{Kind: evAttackDamage, When: kit.Would, From: kit.OnStack,
				Match: lethalMatch, Replace: lethalReplace})
		}
	}
}

// lethalMatch reports whether Secret Action src, face down, reveals on
// attack damage e: enough to KO its player's character, its condition
// holding.
func lethalMatch(s *State, src kit.ObjID, e *kit.Event) bool {
	id := e.Obj
	if !s.hidden(src) || s.rules.basic || id == kit.NoObj || !s.onField(id) || s.obj(id).Owner != s.obj(src).Owner {
		return false
	}
	left := s.health(id) - s.damage(id)
	return int(e.N) >= left && s.revealsOn(src, int(s.obj(src).Owner), WhenRevealLethal, id, 0)
}

// lethalReplace reveals Secret Action src and applies its at_one to attack
// damage e: the character is left at 1 [HP].
func lethalReplace(s *State, src kit.ObjID, e *kit.Event) {
	q := int(s.obj(src).Owner)
	from := s.waiting.Len()
	s.t.Turn(src, kit.FaceUp)
	s.logf(evUnveil, q, s.ref(src), 0)
	s.startEvent(src, q, -1, s.card(src).Abilities, WhenRevealLethal, e.Obj, 0)
	for i := from; i < s.waiting.Len(); i++ {
		if usesVerb(s.waiting.Jobs[i].Effects, "at_one") {
			e.N = int32(max(s.health(e.Obj)-s.damage(e.Obj)-1, 0))
			s.logf(evReplace, q, s.ref(src), e.N+1)
			return
		}
	}
}

// overkill reveals, as attack damage dmg is done to character id with
// left [HP] left, its player's Secret Actions that reveal on more than
// enough attack damage to KO it (reveal_overkill).
func (s *State) overkill(id kit.ObjID, dmg, left int) {
	if dmg > left && !s.over && !s.rules.basic {
		s.revealN(int(s.obj(id).Owner), WhenRevealOverkill, id, int32(dmg-left))
	}
}
