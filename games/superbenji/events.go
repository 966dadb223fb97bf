package superbenji

import (
	"fmt"
	"strings"

	"omnideck/engine"
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
	evDestroy             // card A is destroyed
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

var placeWords = [...]string{placeHand: "hand", placeBottom: "bottom", placeTop: "top"}

// cardRef records object id as it is now for an event (which card it is,
// its handle, and who could tell which card it was: kit.Refs) and returns
// its index, or -1 when nothing is logged. An event names the card only to
// those who could tell.
func (s *State) cardRef(id ObjID) int32 { return s.refs.Add(&s.t, id) }

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
	case evDraw, evPlay, evEnter, evCountered, evDestroy, evAttack, evSearch:
		en.Data["card"] = card(ev.A)
	case evAbility, evTrigger:
		en.Data["card"], en.Data["index"] = card(ev.A), ev.B
	case evActions:
		en.Data["card"], en.Data["actions"] = card(ev.A), ev.B
	case evDamage, evPlayerDamage:
		en.Data["card"], en.Data["amount"] = card(ev.A), ev.B
	case evGainLife:
		en.Data["amount"] = ev.B
	case evCounters:
		en.Data["card"], en.Data["amount"] = card(ev.A), ev.B
	case evModified:
		en.Data["card"], en.Data["source"] = card(ev.A), card(ev.B)
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

func (s *State) render(ev engine.Event, viewer int) string {
	who := func() string { return ev.Subject(viewer) }
	verb := func(you, they string) string { return ev.Verb(viewer, you, they) }
	name := s.cardName
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
		return fmt.Sprintf("%s %s %s's %s.", who(), verb("use", "uses"), name(ev.A), s.refDef(ev.A).Abilities[ev.B].Name)
	case evTrigger:
		t := s.refDef(ev.A).Triggers[ev.B]
		if t.Name != "" {
			return fmt.Sprintf("%s's %s triggers.", name(ev.A), t.Name)
		}
		return fmt.Sprintf("%s triggers.", name(ev.A))
	case evEnter:
		return fmt.Sprintf("%s enters play.", name(ev.A))
	case evActions:
		return fmt.Sprintf("%s %s %d action(s) from %s.", who(), verb("gain", "gains"), ev.B, name(ev.A))
	case evCountered:
		return fmt.Sprintf("%s goes back to the top of its owner's deck instead of resolving.", name(ev.A))
	case evDestroy:
		return fmt.Sprintf("%s is destroyed.", name(ev.A))
	case evDamage:
		return fmt.Sprintf("%s takes %d damage.", name(ev.A), ev.B)
	case evPlayerDamage:
		return fmt.Sprintf("%s %s %d damage from %s.", who(), verb("take", "takes"), ev.B, name(ev.A))
	case evGainLife:
		return fmt.Sprintf("%s %s %d Health.", who(), verb("gain", "gains"), ev.B)
	case evCounters:
		return fmt.Sprintf("%s gets a +%d/+%d counter.", name(ev.A), ev.B, ev.B)
	case evModified:
		return fmt.Sprintf("%s is changed by %s.", name(ev.A), name(ev.B))
	case evFight:
		return fmt.Sprintf("%s fights %s.", name(ev.A), name(ev.B))
	case evAttack:
		return fmt.Sprintf("%s attacks.", name(ev.A))
	case evBlock:
		return fmt.Sprintf("%s blocks %s.", name(ev.A), name(ev.B))
	case evSearch:
		return fmt.Sprintf("%s %s %s from %s deck.", who(), verb("take", "takes"), s.seenName(ev.A, viewer), verb("your", "their"))
	case evGameOver:
		return s.result
	case evAnswer:
		return fmt.Sprintf("%s %s %s with %s.", who(), verb("answer", "answers"), name(ev.B), name(ev.A))
	case evShuffle:
		if ev.B > 0 {
			return fmt.Sprintf("%s %s the other %d card(s) back into %s deck.", who(), verb("shuffle", "shuffles"), ev.B, verb("your", "their"))
		}
		return fmt.Sprintf("%s %s %s deck.", who(), verb("shuffle", "shuffles"), verb("your", "their"))
	case evLook:
		text := fmt.Sprintf("%s %s at the top %d card(s) of %s deck", who(), verb("look", "looks"), ev.B, verb("your", "their"))
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
