package ben10

import (
	"fmt"
	"slices"

	"omnideck/engine"
	"omnideck/kit"
)

// The kinds of logged event. A and B are cards, as indexes into
// State.jr.Refs (each card as it was then and who could tell which card it
// was), or numbers, as each kind says.
const (
	evTurn        = iota // Player's turn A begins
	evCoin               // Player wins the coin flip
	evOrder              // Player chooses to go first (A 1) or second (A 0)
	evRedraw             // Player returns their hand and redraws
	evDraw               // Player draws card A (from their Transformation deck when B is 1)
	evSet                // Player sets card A in area B
	evOpen               // Player turns Set card A face up (Open phase)
	evAppear             // Character A appears on Player's battlefield
	evSetBack            // card A is set back to a Set card
	evCost               // Player discards card A to pay for card B
	evDecline            // Player does not pay for card A
	evUse                // Player uses Effect card A
	evTrick              // Player activates Trick card A
	evReveal             // Set card A is attacked and revealed
	evAttack             // Character A attacks card B (B -1: directly)
	evBattle             // card A battles with B BP (flyingZero: 0, by {Flying Attack})
	evDamage             // card A takes damage and is injured
	evDiscard            // card A is discarded
	evLife               // Player's Life changes by B (A the card that caused it, or -1)
	evHeal               // card A is healed
	evMove               // card A moves to area B
	evTransform          // Player transforms human B into alien A
	evTDeck              // Player puts B cards into their Transformation deck
	evUntransform        // alien A's transformation ends and it returns to hand
	evReturn             // card A returns to its owner's hand
	evBP                 // card A gets B BP
	evGrant              // card A gets abilities
	evCancel             // card A's effect or attack is cancelled
	evAbility            // card A's B-th triggered ability happens
	evHandDiscard        // Player discards card A from hand
	evNoEffect           // Effect card A cannot be used (B: noTarget or noPay) and is set back
	evGameOver           // the game ends
	numEvents
)

// flyingZero is a battle event's B when {Flying Attack} makes the card's
// BP 0 (Battle phase).
const flyingZero = -1

// Why an Effect card turned face up cannot be used (evNoEffect's B).
const (
	noTarget = iota // its effects have nothing to target
	noPay           // its Use cost cannot be paid
)

// eventKinds names each kind for programs.
var eventKinds = [numEvents]string{
	evTurn: "turn", evCoin: "coin", evOrder: "order", evRedraw: "redraw", evDraw: "draw", evSet: "set",
	evOpen: "open", evAppear: "appear", evSetBack: "set_back", evCost: "cost", evDecline: "decline", evUse: "use",
	evTrick: "trick", evReveal: "reveal", evAttack: "attack", evBattle: "battle", evDamage: "damage",
	evDiscard: "discard", evLife: "life", evHeal: "heal", evMove: "move", evTransform: "transform",
	evTDeck: "transformation_deck", evUntransform: "untransform", evReturn: "return", evBP: "bp", evGrant: "grant",
	evCancel: "cancel", evAbility: "ability", evHandDiscard: "hand_discard", evNoEffect: "no_effect",
	evGameOver: "game_over",
}

// ref records card id as it is now for an event.
func (s *State) ref(id kit.ObjID) int32 { return s.jr.Ref(&s.t, id) }

// logf adds an event.
func (s *State) logf(kind int, p int, a, b int32) { s.jr.Add(kind, p, a, b) }

// Events returns the log entries player p may see.
func (s *State) Events(p int, from int) ([]engine.Entry, int) {
	return s.jr.Log.Entries(p, from, s.entry)
}

var _ engine.LogCounter = (*State)(nil)

// LogLen is the length of the log, the next of Events from 0, told
// without rendering an entry (engine.LogCounter).
func (s *State) LogLen() int { return s.jr.Log.Len() }

// names gives a card's id and name for event data.
func (s *State) names(c kit.CardID) (string, string) {
	d := s.game.set.cards[c]
	return d.ID, d.Name
}

// entry is event e as viewer sees it.
func (s *State) entry(e engine.Event, viewer int) engine.Entry {
	en := engine.Entry{Kind: "unknown", Text: s.render(e, viewer), Data: map[string]any{}}
	if int(e.Kind) < len(eventKinds) {
		en.Kind = eventKinds[e.Kind]
	}
	card := func(i int32) map[string]any { return s.jr.Refs.Data(i, viewer, s.names) }
	d := en.Data
	switch e.Kind {
	case evTurn:
		d["turn"] = e.A
	case evOrder:
		d["first"] = e.A == 1
	case evDraw:
		d["card"], d["transformation_deck"] = card(e.A), e.B == 1
	case evSet, evMove:
		d["card"], d["area"] = card(e.A), areaNames[e.B]
	case evOpen, evAppear, evSetBack, evDecline, evUse, evTrick, evReveal, evDamage, evDiscard, evHeal,
		evUntransform, evReturn, evGrant, evCancel, evHandDiscard:
		d["card"] = card(e.A)
	case evNoEffect:
		d["card"], d["cannot_pay"] = card(e.A), e.B == noPay
	case evAbility:
		d["card"], d["ability"] = card(e.A), e.B
		if text := s.abilityWords(e.A, e.B, viewer); text != "" {
			d["text"] = text
		}
	case evCost:
		d["card"], d["for"] = card(e.A), card(e.B)
	case evAttack:
		d["attacker"] = card(e.A)
		d["direct"] = e.B < 0
		if e.B >= 0 {
			d["target"] = card(e.B)
		}
	case evBattle:
		d["card"], d["bp"], d["flying_attack"] = card(e.A), max(0, e.B), e.B == flyingZero
	case evLife:
		d["amount"] = e.B
		if e.A >= 0 {
			d["source"] = card(e.A)
		}
	case evTransform:
		d["alien"], d["human"] = card(e.A), card(e.B)
	case evTDeck:
		d["cards"] = e.B
	case evBP:
		d["card"], d["bp"] = card(e.A), e.B
	case evGameOver:
		d["winners"] = s.winners.Slice()
	}
	return en
}

// name is the name of event card i for viewer, or what they saw of it.
func (s *State) name(i int32, viewer int) string {
	if i < 0 {
		return "a card"
	}
	if !s.jr.Refs.Seen(i, viewer) {
		return "a card"
	}
	return s.game.set.cards[s.jr.Refs.Card(i)].Name
}

// hidden is the name of event card i for viewer where it came from a
// hidden zone: "a card" when they could not tell.
func (s *State) hidden(i int32, viewer int) string {
	if i < 0 || !s.jr.Refs.Seen(i, viewer) {
		return "a card"
	}
	return s.game.set.cards[s.jr.Refs.Card(i)].Name
}

// called names event card i, of player owner's, as viewer saw it: its
// name, and whose it is where both deck lists hold a card of that name
// ("your Ben Tennyson", "Player 2's Ben Tennyson"), so that a mirror match
// says which is which. Deck lists are open: this tells nothing hidden.
func (s *State) called(i int32, owner, viewer int) string {
	n := s.name(i, viewer)
	if i < 0 || !s.jr.Refs.Seen(i, viewer) || !s.sharedName(s.jr.Refs.Card(i)) {
		return n
	}
	if owner == viewer {
		return "your " + n
	}
	return engine.PlayerName(owner) + "'s " + n
}

// sharedName reports whether both players' deck lists hold a card named
// as card c is.
func (s *State) sharedName(c kit.CardID) bool {
	name := s.defs[c].Name
	var has [2]bool
	for p := range 2 {
		has[p] = slices.ContainsFunc(s.decks[p], func(d kit.CardID) bool { return s.defs[d].Name == name })
	}
	return has[0] && has[1]
}

// abilityWords is what event card i's k-th triggered ability does, in its
// card's words, or "" where viewer could not tell which card it was.
func (s *State) abilityWords(i, k int32, viewer int) string {
	if i < 0 || !s.jr.Refs.Seen(i, viewer) {
		return ""
	}
	c := s.defs[s.jr.Refs.Card(i)]
	if k < 0 || int(k) >= len(c.Triggers) {
		return ""
	}
	return triggerText(c, int(k))
}

// render is event e as a sentence for viewer.
func (s *State) render(e engine.Event, viewer int) string {
	return sentence(s.words(e, viewer))
}

// sentence starts text with a capital letter.
func sentence(text string) string {
	if text != "" && text[0] >= 'a' && text[0] <= 'z' {
		return string(text[0]-'a'+'A') + text[1:]
	}
	return text
}

// words is event e for viewer, perhaps starting with a small letter.
func (s *State) words(e engine.Event, viewer int) string {
	who := func() string { return e.Subject(viewer) }
	verb := func(you, they string) string { return e.Verb(viewer, you, they) }
	your := func() string { return verb("your", "their") }
	n := func(i int32) string { return s.name(i, viewer) }
	// own names a card of the event's player's, theirs one of the
	// opponent's.
	own := func(i int32) string { return s.called(i, int(e.Player), viewer) }
	theirs := func(i int32) string { return s.called(i, opponent(int(e.Player)), viewer) }
	switch e.Kind {
	case evTurn:
		if int(e.Player) == viewer {
			return fmt.Sprintf("— Turn %d: your turn.", e.A)
		}
		return fmt.Sprintf("— Turn %d: %s's turn.", e.A, engine.PlayerName(int(e.Player)))
	case evCoin:
		return fmt.Sprintf("%s %s the coin flip.", who(), verb("win", "wins"))
	case evOrder:
		if e.A == 1 {
			return fmt.Sprintf("%s %s to go first.", who(), verb("choose", "chooses"))
		}
		return fmt.Sprintf("%s %s to go second.", who(), verb("choose", "chooses"))
	case evRedraw:
		return fmt.Sprintf("%s %s %s hand to %s deck, %s it and %s 6 cards.", who(), verb("return", "returns"), your(), your(), verb("shuffle", "shuffles"), verb("draw", "draws"))
	case evDraw:
		from := ""
		if e.B == 1 {
			from = " from " + your() + " Transformation deck"
		}
		return fmt.Sprintf("%s %s %s%s.", who(), verb("draw", "draws"), s.hidden(e.A, viewer), from)
	case evSet:
		return fmt.Sprintf("%s %s %s face down in %s.", who(), verb("set", "sets"), s.hidden(e.A, viewer), areaNames[e.B])
	case evOpen:
		return fmt.Sprintf("%s %s %s face up.", who(), verb("turn", "turns"), n(e.A))
	case evAppear:
		return fmt.Sprintf("%s appears on %s battlefield.", n(e.A), verb("your", engine.PlayerName(int(e.Player))+"'s"))
	case evSetBack:
		return fmt.Sprintf("%s is set back face down.", own(e.A))
	case evCost:
		return fmt.Sprintf("%s %s %s to pay for %s.", who(), verb("discard", "discards"), n(e.A), n(e.B))
	case evDecline:
		return fmt.Sprintf("%s %s not pay for %s.", who(), verb("do", "does"), n(e.A))
	case evUse:
		return fmt.Sprintf("%s %s %s.", who(), verb("use", "uses"), n(e.A))
	case evTrick:
		return fmt.Sprintf("%s %s the Trick %s.", who(), verb("activate", "activates"), n(e.A))
	case evReveal:
		return fmt.Sprintf("The attacked Set card is %s.", own(e.A))
	case evAttack:
		if e.B < 0 {
			opp := opponent(int(e.Player))
			target := engine.PlayerName(opp)
			if viewer == opp {
				target = "you"
			}
			return fmt.Sprintf("%s attacks %s directly.", own(e.A), target)
		}
		if !s.jr.Refs.Seen(e.B, viewer) {
			return fmt.Sprintf("%s attacks a Set card.", own(e.A))
		}
		return fmt.Sprintf("%s attacks %s.", own(e.A), theirs(e.B))
	case evBattle:
		if e.B == flyingZero {
			return fmt.Sprintf("%s battles with 0 BP (Flying Attack).", own(e.A))
		}
		return fmt.Sprintf("%s battles with %d BP.", own(e.A), e.B)
	case evDamage:
		return fmt.Sprintf("%s takes damage and is injured.", own(e.A))
	case evDiscard:
		return fmt.Sprintf("%s is discarded.", own(e.A))
	case evLife:
		if e.B < 0 {
			return fmt.Sprintf("%s %s %d Life.", who(), verb("lose", "loses"), -e.B)
		}
		return fmt.Sprintf("%s %s %d Life.", who(), verb("gain", "gains"), e.B)
	case evHeal:
		return fmt.Sprintf("%s is healed.", own(e.A))
	case evMove:
		return fmt.Sprintf("%s moves to %s.", own(e.A), areaNames[e.B])
	case evTransform:
		return fmt.Sprintf("%s %s %s into %s.", who(), verb("transform", "transforms"), n(e.B), n(e.A))
	case evTDeck:
		return fmt.Sprintf("%s %s %s from %s deck into %s Transformation deck.", who(), verb("put", "puts"), cardsText(int(e.B)), your(), your())
	case evUntransform:
		return fmt.Sprintf("The transformation ends: %s returns to its owner's hand.", own(e.A))
	case evReturn:
		return fmt.Sprintf("%s returns to its owner's hand.", own(e.A))
	case evBP:
		return fmt.Sprintf("%s gets %+d BP.", own(e.A), e.B)
	case evGrant:
		return fmt.Sprintf("%s gets {Flying Attack}.", own(e.A))
	case evCancel:
		return fmt.Sprintf("%s is cancelled.", own(e.A))
	case evAbility:
		if text := s.abilityWords(e.A, e.B, viewer); text != "" {
			return fmt.Sprintf("%s's ability happens: %q", own(e.A), text)
		}
		return fmt.Sprintf("%s's ability happens.", own(e.A))
	case evHandDiscard:
		return fmt.Sprintf("%s %s %s from %s hand.", who(), verb("discard", "discards"), n(e.A), your())
	case evNoEffect:
		why := "it has nothing to target"
		if e.B == noPay {
			why = "its Use cost cannot be paid"
		}
		return fmt.Sprintf("%s cannot be used (%s) and is set back face down.", own(e.A), why)
	case evGameOver:
		return s.result
	}
	return fmt.Sprintf("event %d", e.Kind)
}

// cardsText counts cards: "1 card", "2 cards".
func cardsText(n int) string {
	if n == 1 {
		return "1 card"
	}
	return fmt.Sprintf("%d cards", n)
}
