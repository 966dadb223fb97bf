package tftcg

import (
	"fmt"

	"omnideck/engine"
	"omnideck/kit"
)

// The kinds of logged event. A and B are cards, as indexes into
// State.refs (each card as it was then and who could tell which card it
// was), or numbers, as each kind says.
const (
	evTurn      = iota // Player's turn A begins
	evFlipMode         // character A flips to mode B (its index)
	evAttack           // character A attacks character B
	evFlipCard         // Player flips battle card A for the attack
	evTotals           // the attack's totals: Attack A, Defense B
	evDamage           // character A takes B damage
	evKO               // character A is KO'd
	evReshuffle        // Player shuffles A cards of the scrap pile into the deck
	evGameOver         // the game ends; Player wins
	evDraw             // Player draws card A
	evPlay             // Player plays Action A (face down: a Secret Action)
	evUpgrade          // Player puts Upgrade A on character B
	evScrap            // card A goes to Player's scrap pile
	evSwap             // Player swaps hand card A for flipped green card B
	evUntap            // every character untaps
	evPierce           // the attacker has Pierce A
	evAbility          // character A's ability B triggers
	evRepair           // character A repairs B damage
	evBoost            // character A gets a boost
	evOnTop            // Player puts card A from hand on top of the deck
	evTake             // card A goes to Player's hand (from the scrap pile, or an Upgrade returned)
	evDeclined         // Player declines card A's ability
	evRevive           // character A returns from the KO area to the battlefield
	evReveal           // Player reveals card A, the top card of their deck
	evReplace          // card A's replacement effect changes an attack's damage
	evTuck             // Player puts card A face down under character B
	numEvents
)

// eventKinds names each kind for programs (docs/protocol.md).
var eventKinds = [numEvents]string{
	evTurn: "turn", evFlipMode: "flip_mode", evAttack: "attack", evFlipCard: "flip_card", evTotals: "totals",
	evDamage: "damage", evKO: "ko", evReshuffle: "reshuffle", evGameOver: "game_over", evDraw: "draw", evPlay: "play",
	evUpgrade: "upgrade", evScrap: "scrap", evSwap: "swap", evUntap: "untap", evPierce: "pierce",
	evAbility: "ability", evRepair: "repair", evBoost: "boost", evOnTop: "on_top", evTake: "take", evDeclined: "declined",
	evRevive: "revive", evReveal: "reveal", evReplace: "replace", evTuck: "tuck",
}

// ref records card id as it is now for an event.
func (s *State) ref(id kit.ObjID) int32 {
	if s.quiet {
		return -1
	}
	return s.refs.Add(&s.t, id)
}

// logf adds an event.
func (s *State) logf(kind int, p int, a, b int32) {
	if s.quiet {
		return
	}
	s.log.Add(engine.Event{Kind: uint8(kind), Player: int8(p), A: a, B: b})
}

// Events returns the log entries player p may see.
func (s *State) Events(p int, from int) ([]engine.Entry, int) {
	return s.log.Entries(p, from, s.entry)
}

// names gives a card's id and full name for event data.
func (s *State) names(c kit.CardID) (string, string) {
	d := s.defs[c]
	return d.ID, d.FullName()
}

// entry is event e as viewer sees it.
func (s *State) entry(e engine.Event, viewer int) engine.Entry {
	en := engine.Entry{Kind: "unknown", Text: s.render(e, viewer), Data: map[string]any{}}
	if int(e.Kind) < len(eventKinds) {
		en.Kind = eventKinds[e.Kind]
	}
	card := func(i int32) map[string]any { return s.refs.Data(i, viewer, s.names) }
	d := en.Data
	switch e.Kind {
	case evTurn:
		d["turn"] = e.A
	case evFlipMode:
		d["card"] = card(e.A)
		d["mode"] = s.defs[s.refs.Card(e.A)].Modes[e.B].Mode
	case evAttack:
		d["attacker"], d["defender"] = card(e.A), card(e.B)
	case evFlipCard:
		d["card"] = card(e.A)
		d["icons"] = s.defs[s.refs.Card(e.A)].iconList()
	case evTotals:
		d["attack"], d["defense"] = e.A, e.B
	case evDamage:
		d["card"], d["amount"] = card(e.A), e.B
	case evKO:
		d["card"] = card(e.A)
	case evReshuffle:
		d["cards"] = e.A
	case evGameOver:
		d["winners"] = s.winners.Slice()
	case evDraw, evScrap:
		d["card"] = card(e.A)
	case evPlay:
		d["card"], d["secret"] = card(e.A), !s.refs.Seen(e.A, engine.Spectator)
	case evUpgrade:
		d["card"], d["character"] = card(e.A), card(e.B)
	case evSwap:
		d["from_hand"], d["to_hand"] = card(e.A), card(e.B)
	case evPierce:
		d["pierce"] = e.A
	case evAbility:
		d["card"], d["text"] = card(e.A), s.abilityText(s.refs.Card(e.A), int(e.B))
	case evRepair:
		d["card"], d["amount"] = card(e.A), e.B
	case evTuck:
		d["card"], d["character"] = card(e.A), card(e.B)
	case evBoost, evOnTop, evTake, evDeclined, evReveal, evReplace, evRevive:
		d["card"] = card(e.A)
	}
	return en
}

// seen is the name of event card i for viewer, or "a card" when they
// could not tell which it was.
func (s *State) seen(i int32, viewer int) string {
	if !s.refs.Seen(i, viewer) {
		return "a card"
	}
	return s.name(i)
}

// name is the full name of event card i.
func (s *State) name(i int32) string {
	if i < 0 || int(i) >= s.refs.Len() {
		return "a card"
	}
	return s.defs[s.refs.Card(i)].FullName()
}

func (s *State) render(e engine.Event, viewer int) string {
	who := func() string { return e.Subject(viewer) }
	verb := func(you, they string) string { return e.Verb(viewer, you, they) }
	n := s.name
	switch e.Kind {
	case evTurn:
		if int(e.Player) == viewer {
			return fmt.Sprintf("— Turn %d: your turn.", e.A)
		}
		return fmt.Sprintf("— Turn %d: %s's turn.", e.A, engine.PlayerName(int(e.Player)))
	case evFlipMode:
		c := s.defs[s.refs.Card(e.A)]
		return fmt.Sprintf("%s %s %s to %s (%s).", who(), verb("flip", "flips"), n(e.A), c.modeName(int(e.B)), c.statsOf(int(e.B)))
	case evAttack:
		return fmt.Sprintf("%s attacks %s.", n(e.A), n(e.B))
	case evFlipCard:
		return fmt.Sprintf("%s %s %s (%s).", who(), verb("flip", "flips"), n(e.A), s.defs[s.refs.Card(e.A)].iconText())
	case evTotals:
		return fmt.Sprintf("Attack %d against Defense %d.", e.A, e.B)
	case evDamage:
		return fmt.Sprintf("%s takes %d damage.", n(e.A), e.B)
	case evKO:
		return fmt.Sprintf("%s is KO'd.", n(e.A))
	case evReshuffle:
		return fmt.Sprintf("%s %s the scrap pile (%d cards) into the battle deck.", who(), verb("shuffle", "shuffles"), e.A)
	case evGameOver:
		return s.result
	case evDraw:
		return fmt.Sprintf("%s %s %s.", who(), verb("draw", "draws"), s.seen(e.A, viewer))
	case evPlay:
		if !s.refs.Seen(e.A, engine.Spectator) {
			return fmt.Sprintf("%s %s %s face down as a Secret Action.", who(), verb("play", "plays"), s.seen(e.A, viewer))
		}
		return fmt.Sprintf("%s %s the Action %s.", who(), verb("play", "plays"), n(e.A))
	case evUpgrade:
		return fmt.Sprintf("%s %s %s on %s.", who(), verb("put", "puts"), n(e.A), n(e.B))
	case evScrap:
		return fmt.Sprintf("%s is scrapped.", n(e.A))
	case evSwap:
		return fmt.Sprintf("%s %s %s from hand for the flipped %s.", who(), verb("swap", "swaps"), n(e.A), n(e.B))
	case evUntap:
		return "Every character is tapped: all untap."
	case evPierce:
		return fmt.Sprintf("The attacker has Pierce %d.", e.A)
	case evAbility:
		return fmt.Sprintf("%s's ability: %s", n(e.A), s.abilityText(s.refs.Card(e.A), int(e.B)))
	case evRepair:
		return fmt.Sprintf("%s repairs %d damage.", n(e.A), e.B)
	case evBoost:
		return fmt.Sprintf("%s gets a boost.", n(e.A))
	case evTuck:
		return fmt.Sprintf("%s %s %s face down under %s.", who(), verb("put", "puts"), s.seen(e.A, viewer), n(e.B))
	case evReplace:
		return fmt.Sprintf("%s changes the attack's damage.", n(e.A))
	case evReveal:
		return fmt.Sprintf("%s %s %s from the top of the battle deck.", who(), verb("reveal", "reveals"), n(e.A))
	case evOnTop:
		return fmt.Sprintf("%s %s %s on top of the battle deck.", who(), verb("put", "puts"), s.seen(e.A, viewer))
	case evTake:
		return fmt.Sprintf("%s %s %s into hand.", who(), verb("put", "puts"), n(e.A))
	case evDeclined:
		return fmt.Sprintf("%s %s %s's ability.", who(), verb("decline", "declines"), n(e.A))
	case evRevive:
		return fmt.Sprintf("%s returns to the battlefield until the end of the turn.", n(e.A))
	}
	return fmt.Sprintf("event %d", e.Kind)
}
