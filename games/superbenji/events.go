package superbenji

import (
	"fmt"

	"omnideck/carddata"
	"omnideck/engine"
)

// The kinds of logged event.
const (
	evTurn         = iota // Player's turn A begins
	evDraw                // Player draws card A (private)
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
)

// eventKinds names each kind of event for programs.
var eventKinds = [...]string{
	evTurn: "turn", evDraw: "draw", evPlay: "play", evAbility: "ability", evTrigger: "trigger",
	evEnter: "enter", evActions: "actions", evCountered: "countered", evDestroy: "destroy",
	evDamage: "damage", evPlayerDamage: "player_damage", evGainLife: "gain_health", evCounters: "counters",
	evModified: "modified", evFight: "fight", evAttack: "attack", evBlock: "block", evSearch: "search",
	evGameOver: "game_over", evAnswer: "answer",
}

// Events returns the log entries player p may see.
func (s *State) Events(p int, from int) ([]engine.Entry, int) {
	return s.log.Entries(p, from, s.entry)
}

// entry is event e as viewer sees it.
func (s *State) entry(e engine.Event, viewer int) engine.Entry {
	en := engine.Entry{Kind: "unknown", Text: s.render(e, viewer), Data: map[string]any{}}
	if int(e.Kind) < len(eventKinds) {
		en.Kind = eventKinds[e.Kind]
	}
	card := func(id int32) map[string]any {
		o := &s.objs[id]
		return map[string]any{"obj": id, "id": o.printed.ID, "name": o.def.Name}
	}
	switch e.Kind {
	case evTurn:
		en.Data["turn"] = e.A
	case evDraw, evPlay, evEnter, evCountered, evDestroy, evAttack, evSearch:
		if e.Kind != evSearch || int(e.Player) == viewer {
			en.Data["card"] = card(e.A)
		}
	case evAbility, evTrigger:
		en.Data["card"], en.Data["index"] = card(e.A), e.B
	case evActions:
		en.Data["card"], en.Data["actions"] = card(e.A), e.B
	case evDamage, evPlayerDamage:
		en.Data["card"], en.Data["amount"] = card(e.A), e.B
	case evGainLife:
		en.Data["amount"] = e.B
	case evCounters:
		en.Data["card"], en.Data["amount"] = card(e.A), e.B
	case evModified:
		en.Data["card"], en.Data["source"] = card(e.A), card(e.B)
	case evFight:
		en.Data["card"], en.Data["other"] = card(e.A), card(e.B)
	case evBlock:
		en.Data["blocker"], en.Data["attacker"] = card(e.A), card(e.B)
	case evAnswer:
		en.Data["card"], en.Data["answers"] = card(e.A), card(e.B)
	case evGameOver:
		en.Data["winners"] = s.winners.Slice()
	}
	return en
}

func (s *State) render(e engine.Event, viewer int) string {
	who := func() string { return e.Subject(viewer) }
	verb := func(you, they string) string { return e.Verb(viewer, you, they) }
	switch e.Kind {
	case evTurn:
		if int(e.Player) == viewer {
			return fmt.Sprintf("— Turn %d: your turn.", e.A)
		}
		return fmt.Sprintf("— Turn %d: %s's turn.", e.A, playerName(int(e.Player)))
	case evDraw:
		return fmt.Sprintf("You draw %s.", s.name(e.A))
	case evPlay:
		return fmt.Sprintf("%s %s %s.", who(), verb("play", "plays"), s.name(e.A))
	case evAbility:
		return fmt.Sprintf("%s %s %s's %s.", who(), verb("use", "uses"), s.name(e.A), s.objs[e.A].def.Abilities[e.B].Name)
	case evTrigger:
		t := s.objs[e.A].def.Triggers[e.B]
		if t.Name != "" {
			return fmt.Sprintf("%s's %s triggers.", s.name(e.A), t.Name)
		}
		return fmt.Sprintf("%s triggers.", s.name(e.A))
	case evEnter:
		return fmt.Sprintf("%s enters play.", s.name(e.A))
	case evActions:
		return fmt.Sprintf("%s %s %d action(s) from %s.", who(), verb("gain", "gains"), e.B, s.name(e.A))
	case evCountered:
		return fmt.Sprintf("%s goes back to the top of its owner's deck instead of resolving.", s.name(e.A))
	case evDestroy:
		return fmt.Sprintf("%s is destroyed.", s.name(e.A))
	case evDamage:
		return fmt.Sprintf("%s takes %d damage.", s.name(e.A), e.B)
	case evPlayerDamage:
		return fmt.Sprintf("%s %s %d damage from %s.", who(), verb("take", "takes"), e.B, s.name(e.A))
	case evGainLife:
		return fmt.Sprintf("%s %s %d Health.", who(), verb("gain", "gains"), e.B)
	case evCounters:
		return fmt.Sprintf("%s gets a +%d/+%d counter.", s.name(e.A), e.B, e.B)
	case evModified:
		return fmt.Sprintf("%s is changed by %s.", s.name(e.A), s.name(e.B))
	case evFight:
		return fmt.Sprintf("%s fights %s.", s.name(e.A), s.name(e.B))
	case evAttack:
		return fmt.Sprintf("%s attacks.", s.name(e.A))
	case evBlock:
		return fmt.Sprintf("%s blocks %s.", s.name(e.A), s.name(e.B))
	case evSearch:
		if int(e.Player) == viewer {
			return fmt.Sprintf("You take %s from your deck.", s.name(e.A))
		}
		return fmt.Sprintf("%s takes a card from their deck.", who())
	case evGameOver:
		return s.result
	case evAnswer:
		return fmt.Sprintf("%s %s %s with %s.", who(), verb("answer", "answers"), s.name(e.B), s.name(e.A))
	}
	return fmt.Sprintf("event %d", e.Kind)
}

// playerName is how people call seat p.
func playerName(p int) string { return engine.PlayerName(p) }

// name is a card object's name.
func (s *State) name(id ObjID) string { return s.objs[id].def.Name }

// slug is a card object's name as a code: "targeted-nuke".
func (s *State) slug(id ObjID) string { return carddata.Code(s.objs[id].def.Name) }

func (s *State) refCode(r ref) string {
	if r.isPlayer() {
		return fmt.Sprintf("player%d", r.player())
	}
	return fmt.Sprintf("%d:%s", r.obj(), s.slug(r.obj()))
}

func (s *State) refName(r ref) string {
	if r.isPlayer() {
		return playerName(r.player())
	}
	o := &s.objs[r.obj()]
	return fmt.Sprintf("%s (%s's)", s.name(r.obj()), playerName(int(o.ctrl)))
}

func (s *State) pooledCode(a pooled) string {
	if a.src < 0 {
		return a.sym.String()
	}
	return fmt.Sprintf("%s@%d", a.sym, a.src)
}

func (s *State) pooledName(a pooled) string {
	if a.src < 0 {
		return "a " + a.sym.Name() + " action"
	}
	return fmt.Sprintf("a %s action from %s", a.sym.Name(), s.name(a.src))
}
