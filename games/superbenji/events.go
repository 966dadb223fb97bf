package superbenji

import (
	"fmt"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// The kinds of logged event. A and B name cards as indexes into
// State.cards, which keeps each card's object and its handle at the time,
// or are numbers, as each kind says.
const (
	evTurn         = iota // Player's turn A begins
	evDraw                // Player draws card A
	evPlay                // Player plays card A
	evAbility             // Player uses ability B of card A
	evTrigger             // trigger B of card A happens
	evEnter               // card A enters play under Player
	evActions             // card A adds B actions to Player's pool
	evCountered           // card A goes back to the top of its owner's deck
	evDestroy             // card A is destroyed, for reason B (whyEffect…)
	evDamage              // card A takes B damage
	evPlayerDamage        // Player takes B damage from card A
	evGainLife            // Player gains B Health
	evCounters            // card A gets +B/+B counters
	evModified            // card A is changed by card B
	evFight               // cards A and B fight
	evAttack              // card A attacks
	evBlock               // card A blocks card B
	evSearch              // Player takes card A from their deck
	evGameOver            // the game ends
	evAnswer              // Player answers card B with card A
	evShuffle             // Player shuffles their deck, B cards they looked at back into it
	evLook                // Player looks at the B cards A, A+1… from the top of their deck
	evPlace               // Player puts card A they looked at: B is placeHand, placeBottom or placeTop
)

// eventKinds names each kind of event for programs.
var eventKinds = [...]string{
	evTurn: "turn", evDraw: "draw", evPlay: "play", evAbility: "ability", evTrigger: "trigger",
	evEnter: "enter", evActions: "actions", evCountered: "countered", evDestroy: "destroy",
	evDamage: "damage", evPlayerDamage: "player_damage", evGainLife: "gain_health", evCounters: "counters",
	evModified: "modified", evFight: "fight", evAttack: "attack", evBlock: "block", evSearch: "search",
	evGameOver: "game_over", evAnswer: "answer", evShuffle: "shuffle", evLook: "look", evPlace: "place",
}

// destroyReasons name why a card is destroyed (whyEffect…) for programs.
var destroyReasons = [...]string{whyEffect: "effect", whyDamage: "damage", whyLethal: "lethal", whyUnique: "unique", whyLocation: "location"}

var placeWords = [...]string{placeHand: "hand", placeBottom: "bottom", placeTop: "top"}

// cardRef records object id as it is now for an event (which card it is,
// its handle, and who could tell which card it was: kit.Refs; whose it is,
// and whether the other player has a card of its name: refInfo) and returns
// its index, or -1 when nothing is logged. An event names the card only to
// those who could tell.
func (s *State) cardRef(id ObjID) int32 {
	i := s.refs.Add(&s.t, id)
	if i >= 0 {
		s.refx = append(s.refx, refInfo{ctrl: s.t.Objs[id].Ctrl, shared: s.nameShared(id), from: -1, change: -1})
	}
	return i
}

// refInfo is what the log keeps of an event card beside kit.Refs: the seat
// that controlled it; whether the other player had a card of the same name
// then, so that the log says whose it is; and for a card that took damage
// or was changed, the event card it took the damage from and the change
// (an index into State.changes), or -1.
type refInfo struct {
	ctrl   int8
	shared bool
	from   int32
	change int32
}

// change is what a modified event did to its card: Attack and Health
// added, or set (become); keywords given; its text taken away; made a
// character; and for how long, from the turn of player ctrl.
type change struct {
	attack, health int32
	set, character bool
	removeText     bool
	grant          kwSet
	until          kit.Duration
	ctrl           int8
}

// nameShared reports whether a card of the other player (one they own, in
// any zone) has the name of object id, so that naming it alone could
// mean either player's. Deck lists are open (docs/rules/superbenji.md), so
// this tells nobody anything hidden.
func (s *State) nameShared(id ObjID) bool {
	name, owner := s.printed(id).Name, s.t.Objs[id].Owner
	for i := range s.t.Objs {
		if o := &s.t.Objs[i]; o.Owner != owner && s.game.set.cards[o.Card].Name == name {
			return true
		}
	}
	return false
}

// noteDamage records that event card i took damage from object src.
func (s *State) noteDamage(i int32, src ObjID) {
	if i < 0 || src == kit.NoObj {
		return
	}
	f := s.cardRef(src)
	s.refx[i].from = f
}

// noteChange records change c of event card i.
func (s *State) noteChange(i int32, c change) {
	if i < 0 {
		return
	}
	s.changes = append(s.changes, c)
	s.refx[i].change = int32(len(s.changes) - 1)
}

// sees reports whether viewer could tell which card event card i was.
func (s *State) sees(i int32, viewer int) bool { return s.refs.Seen(i, viewer) }

// refCard is the card event card i was, as printed; refDef its
// definition.
func (s *State) refCard(i int32) *Card { return s.game.set.cards[s.refs.Card(i)] }
func (s *State) refDef(i int32) *Card  { return s.game.set.defs[s.refs.Card(i)] }

// Events returns the log entries player p may see.
func (s *State) Events(p int, from int) ([]engine.Entry, int) {
	return s.log.Entries(p, from, s.entry)
}

var _ engine.LogCounter = (*State)(nil)

// LogLen is the length of the log, the next of Events from 0, told
// without rendering an entry (engine.LogCounter).
func (s *State) LogLen() int { return s.log.Len() }

// entry is event e as viewer sees it.
func (s *State) entry(ev engine.Event, viewer int) engine.Entry {
	en := engine.Entry{Kind: "unknown", Text: s.render(ev, viewer), Data: map[string]any{}}
	if int(ev.Kind) < len(eventKinds) {
		en.Kind = eventKinds[ev.Kind]
	}
	card := func(i int32) map[string]any {
		if i < 0 || int(i) >= s.refs.Len() {
			return map[string]any{}
		}
		m := map[string]any{"handle": int32(s.refs.Handle(i))}
		if s.sees(i, viewer) {
			c := s.refCard(i)
			m["id"], m["name"] = c.ID, c.Name
		}
		return m
	}
	switch ev.Kind {
	case evTurn:
		en.Data["turn"] = ev.A
	case evShuffle:
		en.Data["returned"] = ev.B
	case evDraw, evPlay, evEnter, evCountered, evAttack, evSearch:
		en.Data["card"] = card(ev.A)
	case evDestroy:
		en.Data["card"], en.Data["reason"] = card(ev.A), destroyReasons[ev.B]
	case evAbility, evTrigger:
		en.Data["card"], en.Data["index"] = card(ev.A), ev.B
	case evActions:
		n := unpackCounts(ev.B)
		types := []string{}
		for t, c := range n {
			for range c {
				types = append(types, Symbol(t).String())
			}
		}
		en.Data["card"], en.Data["actions"], en.Data["types"] = card(ev.A), n.total(), types
	case evDamage:
		en.Data["card"], en.Data["amount"], en.Data["source"] = card(ev.A), ev.B, map[string]any{}
		if f := s.damageFrom(ev.A); f >= 0 {
			en.Data["source"] = card(f)
		}
	case evPlayerDamage:
		en.Data["card"], en.Data["amount"] = card(ev.A), ev.B
	case evGainLife:
		en.Data["amount"] = ev.B
	case evCounters:
		en.Data["card"], en.Data["amount"] = card(ev.A), ev.B
	case evModified:
		en.Data["card"], en.Data["source"] = card(ev.A), card(ev.B)
		c, _ := s.changeOf(ev.A)
		en.Data["attack"], en.Data["health"], en.Data["becomes"] = c.attack, c.health, c.set
		en.Data["keywords"], en.Data["text_removed"], en.Data["until"] = keywordNames(c.grant), c.removeText, string(c.until)
	case evFight:
		en.Data["card"], en.Data["other"] = card(ev.A), card(ev.B)
	case evBlock:
		en.Data["blocker"], en.Data["attacker"] = card(ev.A), card(ev.B)
	case evAnswer:
		en.Data["card"], en.Data["answers"] = card(ev.A), card(ev.B)
	case evLook:
		cards := []map[string]any{}
		for i := range ev.B {
			cards = append(cards, card(ev.A+i))
		}
		en.Data["cards"] = cards
	case evPlace:
		en.Data["card"], en.Data["where"] = card(ev.A), placeWords[ev.B]
	case evGameOver:
		en.Data["winners"] = s.winners.Slice()
	}
	return en
}

// cardName is the name of event card i.
func (s *State) cardName(i int32) string {
	if i < 0 || int(i) >= s.refs.Len() {
		return "a card"
	}
	return s.game.set.defs[s.refs.Card(i)].Name
}

// seenName is the name of event card i if viewer could tell which card it
// was, else "a card".
func (s *State) seenName(i int32, viewer int) string {
	if !s.sees(i, viewer) {
		return "a card"
	}
	return s.cardName(i)
}

// whoseName is event card i's name for viewer, after whose it was when the
// other player had a card of that name: "your Banana Soldier", "Player 2's
// Banana Soldier".
func (s *State) whoseName(i int32, viewer int) string {
	name := s.cardName(i)
	if i < 0 || int(i) >= len(s.refx) || !s.refx[i].shared {
		return name
	}
	if c := int(s.refx[i].ctrl); c != viewer {
		return playerName(c) + "'s " + name
	}
	return "your " + name
}

// damageFrom is the event card that event card i took damage from, or
// -1.
func (s *State) damageFrom(i int32) int32 {
	if i < 0 || int(i) >= len(s.refx) {
		return -1
	}
	return s.refx[i].from
}

// changeOf is event card i's change, if a modified event recorded one.
func (s *State) changeOf(i int32) (change, bool) {
	if i < 0 || int(i) >= len(s.refx) || s.refx[i].change < 0 {
		return change{}, false
	}
	return s.changes[s.refx[i].change], true
}

// words says what change c does, for viewer: "gets +0/+3 until end of
// turn", "gains Lethal", "loses its text until the start of Player 2's
// next turn".
func (c change) words(viewer int) string {
	var parts []string
	switch {
	case c.set && c.character:
		parts = append(parts, fmt.Sprintf("becomes a %d/%d character", c.attack, c.health))
	case c.set:
		parts = append(parts, fmt.Sprintf("becomes %d/%d", c.attack, c.health))
	case c.attack != 0 || c.health != 0:
		parts = append(parts, fmt.Sprintf("gets %+d/%+d", c.attack, c.health))
	}
	if c.grant != 0 {
		parts = append(parts, "gains "+keywordList(keywordNames(c.grant)))
	}
	if c.removeText {
		parts = append(parts, "loses its text")
	}
	if len(parts) == 0 {
		parts = append(parts, "is changed")
	}
	text := andList(parts)
	switch c.until {
	case kit.Permanent:
	case kit.UntilStartOfYourNextTurn:
		whose := "your"
		if int(c.ctrl) != viewer {
			whose = playerName(int(c.ctrl)) + "'s"
		}
		text += " until the start of " + whose + " next turn"
	case kit.WhileSourceInPlay:
		text += " while the card that gave it stays in play"
	default:
		text += " " + c.until.Words()
	}
	return text
}

// actionWords are the actions counted in b (an actions event's number):
// "a Hero action", "2 Hero actions", "Villain, Villain and Misc actions".
func actionWords(b int32) string {
	n := unpackCounts(b)
	var parts []string
	for t, c := range n {
		for range c {
			parts = append(parts, Symbol(t).Name())
		}
	}
	switch {
	case len(parts) == 1:
		return article(parts[0]) + " " + parts[0] + " action"
	case parts[0] == parts[len(parts)-1]:
		return fmt.Sprintf("%d %s actions", len(parts), parts[0])
	}
	return andList(parts) + " actions"
}

// quoted is card text quoted in a log line: "Deal 1 damage to any player
// or character."
func quoted(text string) string { return `"` + strings.TrimSpace(text) + `"` }

// capital starts a sentence.
func capital(w string) string {
	if w == "" || w[0] < 'a' || w[0] > 'z' {
		return w
	}
	return strings.ToUpper(w[:1]) + w[1:]
}

func (s *State) render(ev engine.Event, viewer int) string {
	who := func() string { return ev.Subject(viewer) }
	verb := func(you, they string) string { return ev.Verb(viewer, you, they) }
	name := s.cardName
	// whose names a card with whose it is where its name alone could be
	// either player's; startWhose starts a sentence with it.
	whose := func(i int32) string { return s.whoseName(i, viewer) }
	startWhose := func(i int32) string { return capital(whose(i)) }
	switch ev.Kind {
	case evTurn:
		if int(ev.Player) == viewer {
			return fmt.Sprintf("— Turn %d: your turn.", ev.A)
		}
		return fmt.Sprintf("— Turn %d: %s's turn.", ev.A, playerName(int(ev.Player)))
	case evDraw:
		return fmt.Sprintf("%s %s %s.", who(), verb("draw", "draws"), s.seenName(ev.A, viewer))
	case evPlay:
		return fmt.Sprintf("%s %s %s.", who(), verb("play", "plays"), name(ev.A))
	case evAbility:
		a := &s.refDef(ev.A).Abilities[ev.B]
		return fmt.Sprintf("%s %s %s's %s: %s", who(), verb("use", "uses"), name(ev.A), a.Name, quoted(effectsText(a.Effects)))
	case evTrigger:
		t := &s.refDef(ev.A).Triggers[ev.B]
		what := startWhose(ev.A)
		if t.Name != "" {
			what += "'s " + t.Name
		}
		return fmt.Sprintf("%s triggers: %s", what, quoted(triggerWhen(*t)))
	case evEnter:
		return fmt.Sprintf("%s enters play.", startWhose(ev.A))
	case evActions:
		return fmt.Sprintf("%s %s %s from %s.", who(), verb("gain", "gains"), actionWords(ev.B), name(ev.A))
	case evCountered:
		owner := "your"
		if int(ev.Player) != viewer {
			owner = playerName(int(ev.Player)) + "'s"
		}
		return fmt.Sprintf("%s goes back to the top of %s deck instead of resolving.", startWhose(ev.A), owner)
	case evDestroy:
		switch ev.B {
		case whyLethal:
			return fmt.Sprintf("%s is destroyed by damage from a Lethal card.", startWhose(ev.A))
		case whyUnique:
			return fmt.Sprintf("%s is destroyed: a player keeps only one Unique %s in play.", startWhose(ev.A), s.refDef(ev.A).basic)
		case whyLocation:
			return fmt.Sprintf("%s is destroyed: a player has only one Location in play.", startWhose(ev.A))
		}
		return fmt.Sprintf("%s is destroyed.", startWhose(ev.A))
	case evDamage:
		text := fmt.Sprintf("%s takes %d damage", startWhose(ev.A), ev.B)
		if f := s.damageFrom(ev.A); f >= 0 && s.refs.Handle(f) == s.refs.Handle(ev.A) && s.refs.Card(f) == s.refs.Card(ev.A) {
			text += " from itself"
		} else if f >= 0 {
			text += " from " + whose(f)
		}
		return text + "."
	case evPlayerDamage:
		return fmt.Sprintf("%s %s %d damage from %s.", who(), verb("take", "takes"), ev.B, whose(ev.A))
	case evGainLife:
		return fmt.Sprintf("%s %s %d Health.", who(), verb("gain", "gains"), ev.B)
	case evCounters:
		return fmt.Sprintf("%s gets a +%d/+%d counter.", startWhose(ev.A), ev.B, ev.B)
	case evModified:
		c, ok := s.changeOf(ev.A)
		if !ok {
			return fmt.Sprintf("%s is changed by %s.", startWhose(ev.A), whose(ev.B))
		}
		text := fmt.Sprintf("%s %s", startWhose(ev.A), c.words(viewer))
		if s.refs.Card(ev.A) != s.refs.Card(ev.B) || s.refs.Handle(ev.A) != s.refs.Handle(ev.B) {
			text += " from " + whose(ev.B)
		}
		return text + "."
	case evFight:
		return fmt.Sprintf("%s fights %s.", startWhose(ev.A), whose(ev.B))
	case evAttack:
		return fmt.Sprintf("%s attacks.", startWhose(ev.A))
	case evBlock:
		return fmt.Sprintf("%s blocks %s.", startWhose(ev.A), whose(ev.B))
	case evSearch:
		return fmt.Sprintf("%s %s %s from %s deck.", who(), verb("take", "takes"), s.seenName(ev.A, viewer), verb("your", "their"))
	case evGameOver:
		return s.result
	case evAnswer:
		return fmt.Sprintf("%s %s %s with %s.", who(), verb("answer", "answers"), whose(ev.B), name(ev.A))
	case evShuffle:
		if ev.B > 0 {
			return fmt.Sprintf("%s %s the other %s back into %s deck.", who(), verb("shuffle", "shuffles"), kit.Count(int(ev.B), "card", "cards"), verb("your", "their"))
		}
		return fmt.Sprintf("%s %s %s deck.", who(), verb("shuffle", "shuffles"), verb("your", "their"))
	case evLook:
		text := fmt.Sprintf("%s %s at the top %s of %s deck", who(), verb("look", "looks"), kit.Count(int(ev.B), "card", "cards"), verb("your", "their"))
		names := make([]string, ev.B)
		any := false
		for i := range ev.B {
			names[i] = s.seenName(ev.A+i, viewer)
			any = any || s.sees(ev.A+i, viewer)
		}
		if any {
			text += ": " + strings.Join(names, "; ")
		}
		return text + "."
	case evPlace:
		what := s.seenName(ev.A, viewer)
		switch ev.B {
		case placeHand:
			return fmt.Sprintf("%s %s %s into %s hand.", who(), verb("put", "puts"), what, verb("your", "their"))
		case placeBottom:
			return fmt.Sprintf("%s %s %s on the bottom of %s deck.", who(), verb("put", "puts"), what, verb("your", "their"))
		}
		return fmt.Sprintf("%s %s %s on top of %s deck.", who(), verb("put", "puts"), what, verb("your", "their"))
	}
	return fmt.Sprintf("event %d", ev.Kind)
}

// playerName is how people call seat p.
func playerName(p int) string { return engine.PlayerName(p) }
