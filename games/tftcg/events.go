package tftcg

import (
	"fmt"

	"omnideck/engine"
	"omnideck/kit"
)

// The kinds of logged event. A and B are cards, as indexes into
// State.jr.Refs (each card as it was then and who could tell which card it
// was), or numbers, as each kind says.
const (
	evTurn          = iota // Player's turn A begins
	evFlipMode             // character A flips to mode B (packMode: with its Attack and Defense then)
	evAttack               // character A attacks character B
	evFlipCard             // Player flips battle card A; B is 1 for the attacker's side, 2 for the defender's, else 0
	evTotals               // the attack's totals: Attack A, Defense B (packTotal: with the icons that added to them)
	evDamage               // character A takes B damage (packDamage: with the Health it has left)
	evKO                   // character A is KO'd
	evReshuffle            // Player shuffles A cards of the scrap pile into the deck
	evGameOver             // the game ends; Player wins (in a draw, the active player; the data names no winner)
	evDraw                 // Player draws card A
	evPlay                 // Player plays Action A (face down: a Secret Action)
	evUpgrade              // Player puts Upgrade A on character B
	evScrap                // card A goes to Player's scrap pile
	evSwap                 // Player swaps hand card A for flipped green card B
	evUntap                // every character untaps
	evPierce               // the attacker has Pierce A
	evAbility              // character A's ability B triggers
	evRepair               // character A repairs B damage
	evBoost                // character A gets a boost (packBoost: the stat, how much, how long)
	evOnTop                // Player puts card A from hand on top of the deck
	evTake                 // card A goes to Player's hand (from the scrap pile, or an Upgrade returned)
	evDeclined             // Player declines card A's ability
	evRevive               // character A returns from the KO area to the battlefield: B is how long (reviveForTurn, reviveForGood, reviveUnder)
	evReveal               // Player reveals card A, the top card of their deck
	evReplace              // card A's replacement effect changes an attack's damage to B-1, or (B 0) sends it to another character
	evTuck                 // Player puts card A face down under character B
	evTap                  // character A is tapped (to pay a cost)
	evCombine              // Player combines characters into the combined form A
	evJoin                 // card A joins Player's game from outside it (B 1: into the KO area, 2: into the hand)
	evDefendInstead        // character A defends instead of character B
	evShow                 // Player reveals card A from their hand
	evChoose               // Player chooses B, the B-th mode of card A's text
	evUntapOne             // character A untaps
	evTower                // Player's Tower is now A high (Wave 2A)
	evDeploy               // Player deploys character A from under character B
	evSide                 // card A turns to its Upgrade side in the KO area (B 0), or goes there instead of leaving the battlefield (B 1)
	evUnveil               // Player reveals their face-down Secret Action A (secret.go)
	evSetAside             // Player puts card A into their KO area, for the rest of the game
	evFocus                // character A's instances of Focus add up to B (focus.go)
	numEvents
)

// eventKinds names each kind for programs (docs/protocol.md).
var eventKinds = [numEvents]string{
	evTurn: "turn", evFlipMode: "flip_mode", evAttack: "attack", evFlipCard: "flip_card", evTotals: "totals",
	evDamage: "damage", evKO: "ko", evReshuffle: "reshuffle", evGameOver: "game_over", evDraw: "draw", evPlay: "play",
	evUpgrade: "upgrade", evScrap: "scrap", evSwap: "swap", evUntap: "untap", evPierce: "pierce",
	evAbility: "ability", evRepair: "repair", evBoost: "boost", evOnTop: "on_top", evTake: "take", evDeclined: "declined",
	evRevive: "revive", evReveal: "reveal", evReplace: "replace", evTuck: "tuck",
	evTap: "tap", evCombine: "combine", evJoin: "join", evDefendInstead: "defend_instead", evShow: "show",
	evChoose: "choose", evUntapOne: "untap_one", evTower: "tower", evDeploy: "deploy", evSide: "side",
	evUnveil:   "reveal_secret",
	evSetAside: "set_aside",
	evFocus:    "focus",
}

// How long a character returned from the KO area stays (evRevive's B):
// until the end of the turn, when it is KO'd (I Still Function!); for good
// (Involuntary Promotion); until the end of the turn, when it goes under
// Trypticon if still on the battlefield (Relentless Invasion).
const (
	reviveForTurn = 0
	reviveForGood = 1
	reviveUnder   = 2
)

// Numbers some events pack into B (or A): small numbers, each in its own
// bits, kept apart by an offset so that a negative stat packs too.
const (
	packBits = 10
	packMask = 1<<packBits - 1
	packBias = 1 << (packBits - 1)
)

// pack puts two small numbers into one event number.
func pack(lo, hi int) int32 {
	return int32((lo+packBias)&packMask | ((hi+packBias)&packMask)<<packBits)
}

// unpack takes them out again.
func unpack(n int32) (lo, hi int) {
	return int(n)&packMask - packBias, int(n)>>packBits&packMask - packBias
}

// packMode is a flip to mode i at Attack atk and Defense def, in the KO
// area when ko.
func packMode(i, atk, def int, ko bool) int32 {
	b := int32(i) | pack(atk, def)<<2
	if ko {
		b |= 1 << 30
	}
	return b
}

// unpackMode takes out the mode's index, Attack and Defense, and whether
// the character was in the KO area.
func unpackMode(b int32) (i, atk, def int, ko bool) {
	atk, def = unpack(b >> 2 & (1<<(2*packBits) - 1))
	return int(b & 3), atk, def, b&(1<<30) != 0
}

// packBoost is a boost of n to stat, for the attack (until) or the turn.
func packBoost(stat uint8, n int, attack bool) int32 {
	b := int32(stat) | pack(n, 0)<<3
	if attack {
		b |= 1 << 30
	}
	return b
}

// unpackBoost takes out the stat, the amount, and whether it lasts the
// attack.
func unpackBoost(b int32) (stat uint8, n int, attack bool) {
	n, _ = unpack(b >> 3 & (1<<(2*packBits) - 1))
	return uint8(b & 7), n, b&(1<<30) != 0
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
	card := func(i int32) map[string]any {
		d := s.jr.Refs.Data(i, viewer, s.names)
		if q := s.ownerOf(i); q >= 0 {
			d["owner"] = q
		}
		return d
	}
	d := en.Data
	switch e.Kind {
	case evTurn:
		d["turn"] = e.A
	case evFlipMode:
		i, atk, def, _ := unpackMode(e.B)
		d["card"] = card(e.A)
		d["mode"] = s.defs[s.jr.Refs.Card(e.A)].Modes[i].Mode
		d["attack"], d["defense"] = atk, def
	case evAttack:
		d["attacker"], d["defender"] = card(e.A), card(e.B)
	case evFlipCard:
		d["card"] = card(e.A)
		d["icons"] = s.defs[s.jr.Refs.Card(e.A)].iconList()
		d["side"] = ""
		if e.B > 0 && int(e.B) < len(sides) {
			d["side"] = sides[e.B]
		}
	case evTotals:
		atk, orange := unpack(e.A)
		dfn, blue := unpack(e.B)
		d["attack"], d["defense"], d["orange"], d["blue"] = atk, dfn, orange, blue
	case evDamage:
		n, left := unpack(e.B)
		d["card"], d["amount"], d["health_left"] = card(e.A), n, left
	case evKO:
		d["card"] = card(e.A)
	case evReshuffle:
		d["cards"] = e.A
	case evGameOver:
		d["winners"] = s.winners.Slice()
	case evDraw, evScrap:
		d["card"] = card(e.A)
	case evPlay:
		d["card"], d["secret"] = card(e.A), !s.jr.Refs.Seen(e.A, engine.Spectator)
	case evUpgrade:
		d["card"], d["character"] = card(e.A), card(e.B)
	case evSwap:
		d["from_hand"], d["to_hand"] = card(e.A), card(e.B)
	case evPierce:
		d["pierce"] = e.A
	case evAbility:
		d["card"], d["text"] = card(e.A), s.abilityText(s.jr.Refs.Card(e.A), int(e.B))
	case evRepair:
		d["card"], d["amount"] = card(e.A), e.B
	case evSetAside:
		d["card"] = card(e.A)
	case evFocus:
		d["card"], d["focus"] = card(e.A), e.B
	case evTuck, evDeploy:
		d["card"], d["character"] = card(e.A), card(e.B)
	case evBoost:
		stat, n, attack := unpackBoost(e.B)
		d["card"], d["stat"], d["amount"] = card(e.A), statNames[stat], n
		d["until"] = untilTurn
		if attack {
			d["until"] = untilAttack
		}
	case evReplace:
		d["card"], d["amount"], d["redirect"] = card(e.A), max(e.B-1, 0), e.B == 0
		switch {
		case e.B == replaceKept:
			d["kept"] = true
		case e.B < 0:
			d["scrapped_instead"] = true
		}
	case evOnTop, evTake, evDeclined, evReveal, evRevive, evTap, evCombine, evShow, evUntapOne, evUnveil:
		d["card"] = card(e.A)
	case evJoin:
		d["card"], d["to"] = card(e.A), [...]string{"", "ko", "hand"}[min(max(e.B, 0), 2)]
	case evDefendInstead:
		d["card"], d["instead_of"] = card(e.A), card(e.B)
	case evChoose:
		d["card"], d["mode"] = card(e.A), s.modeLabel(s.jr.Refs.Card(e.A), int(e.B))
	case evTower:
		d["height"] = e.A
	case evSide:
		d["card"], d["instead"] = card(e.A), e.B == 1
	}
	return en
}

// seen is the name of event card i for viewer, or "a card" when they
// could not tell which it was.
func (s *State) seen(i int32, viewer int) string {
	if !s.jr.Refs.Seen(i, viewer) {
		return "a card"
	}
	return s.name(i)
}

// name is the full name of event card i.
func (s *State) name(i int32) string {
	if i < 0 || int(i) >= s.jr.Refs.Len() {
		return "a card"
	}
	return s.defs[s.jr.Refs.Card(i)].FullName()
}

// ownerOf is the player event card i belongs to, when it is a character
// (characters never change hands, and always keep their handles), else
// -1.
func (s *State) ownerOf(i int32) int {
	if i < 0 || int(i) >= s.jr.Refs.Len() || !s.defs[s.jr.Refs.Card(i)].fights() {
		return -1
	}
	id, ok := s.t.ByHandle(s.jr.Refs.Handle(i))
	if !ok || s.t.Objs[id].Card != s.jr.Refs.Card(i) {
		return -1
	}
	return int(s.t.Objs[id].Owner)
}

// their names event card i for viewer with its owner when it is a
// character ("your Optimus Prime, Autobot Leader", "Player 2's Optimus
// Prime, Autobot Leader"), so that a mirror match reads clearly; a battle
// card by its name.
func (s *State) their(i int32, viewer int) string {
	return possessive(s.ownerOf(i), viewer) + s.name(i)
}

// possessive is "your ", "Player 2's " or "" (for no one) as viewer reads
// player q's.
func possessive(q, viewer int) string {
	switch {
	case q < 0:
		return ""
	case q == viewer:
		return "your "
	}
	return engine.PlayerName(q) + "'s "
}

// sides name the side of an attack a battle card is flipped for
// (evFlipCard's B).
var sides = [...]string{"", "attack", "defense"}

func (s *State) render(e engine.Event, viewer int) string {
	who := func() string { return e.Subject(viewer) }
	verb := func(you, they string) string { return e.Verb(viewer, you, they) }
	n := s.name
	their := func(i int32) string { return s.their(i, viewer) }
	// onTheir names a character that the event's player acts on: "their
	// Optimus Prime" when it is that player's own.
	onTheir := func(i int32) string {
		if s.ownerOf(i) == int(e.Player) && int(e.Player) != viewer {
			return "their " + s.name(i)
		}
		return their(i)
	}
	Their := func(i int32) string { return upperFirst(s.their(i, viewer)) }
	switch e.Kind {
	case evTurn:
		if int(e.Player) == viewer {
			return fmt.Sprintf("— Turn %d: your turn.", e.A)
		}
		return fmt.Sprintf("— Turn %d: %s's turn.", e.A, engine.PlayerName(int(e.Player)))
	case evFlipMode:
		i, atk, def, ko := unpackMode(e.B)
		c := s.defs[s.jr.Refs.Card(e.A)]
		if ko {
			return fmt.Sprintf("%s flips to %s in the KO area.", Their(e.A), c.modeName(i))
		}
		return fmt.Sprintf("%s flips to %s (ATK %d DEF %d).", Their(e.A), c.modeName(i), atk, def)
	case evAttack:
		return fmt.Sprintf("%s attacks %s.", Their(e.A), their(e.B))
	case evFlipCard:
		side := ""
		if e.B > 0 && int(e.B) < len(sides) {
			side = fmt.Sprintf(" for %s %s", verb("your", "their"), sides[e.B])
		}
		return fmt.Sprintf("%s %s %s%s (%s).", who(), verb("flip", "flips"), n(e.A), side, s.defs[s.jr.Refs.Card(e.A)].iconText())
	case evTotals:
		atk, orange := unpack(e.A)
		dfn, blue := unpack(e.B)
		a, d := fmt.Sprintf("Attack %d", atk), fmt.Sprintf("Defense %d", dfn)
		if orange > 0 {
			a += fmt.Sprintf(" (ATK %d + %d orange)", atk-orange, orange)
		}
		if blue > 0 {
			d += fmt.Sprintf(" (DEF %d + %d blue)", dfn-blue, blue)
		}
		return a + " against " + d + "."
	case evDamage:
		dmg, left := unpack(e.B)
		if dmg == 0 {
			return fmt.Sprintf("%s takes no damage.", Their(e.A))
		}
		return fmt.Sprintf("%s takes %d damage (Health %d left).", Their(e.A), dmg, left)
	case evKO:
		return fmt.Sprintf("%s is KO'd.", Their(e.A))
	case evReshuffle:
		return fmt.Sprintf("%s %s the scrap pile (%d cards) into the battle deck.", who(), verb("shuffle", "shuffles"), e.A)
	case evGameOver:
		return s.result
	case evDraw:
		return fmt.Sprintf("%s %s %s.", who(), verb("draw", "draws"), s.seen(e.A, viewer))
	case evPlay:
		if !s.jr.Refs.Seen(e.A, engine.Spectator) {
			return fmt.Sprintf("%s %s %s face down as a Secret Action.", who(), verb("play", "plays"), s.seen(e.A, viewer))
		}
		return fmt.Sprintf("%s %s the Action %s.", who(), verb("play", "plays"), n(e.A))
	case evUpgrade:
		return fmt.Sprintf("%s %s %s on %s.", who(), verb("put", "puts"), n(e.A), onTheir(e.B))
	case evScrap:
		return fmt.Sprintf("%s goes to %sscrap pile.", n(e.A), possessive(int(e.Player), viewer))
	case evSwap:
		return fmt.Sprintf("%s %s %s from hand for the flipped %s.", who(), verb("swap", "swaps"), n(e.A), n(e.B))
	case evUntap:
		return "Every character is tapped: all untap."
	case evPierce:
		return fmt.Sprintf("The attacker has Pierce %d.", e.A)
	case evAbility:
		return fmt.Sprintf("%s ability: %s", owns(Their(e.A)), s.abilityText(s.jr.Refs.Card(e.A), int(e.B)))
	case evRepair:
		return fmt.Sprintf("%s repairs %d damage.", Their(e.A), e.B)
	case evBoost:
		stat, k, attack := unpackBoost(e.B)
		until := "until the end of the turn"
		if attack {
			until = "for this attack"
		}
		return fmt.Sprintf("%s gets %+d %s %s.", Their(e.A), k, statNames[stat], until)
	case evTuck:
		return fmt.Sprintf("%s %s %s under %s.", who(), verb("put", "puts"), s.tucked(e.A, viewer), onTheir(e.B))
	case evSetAside:
		return fmt.Sprintf("%s %s %s into %s KO area.", who(), verb("put", "puts"), s.name(e.A), verb("your", "their"))
	case evDeploy:
		return fmt.Sprintf("%s %s %s from under %s to the battlefield.", who(), verb("deploy", "deploys"), s.name(e.A), onTheir(e.B))
	case evReplace:
		if e.B == replaceKept {
			return fmt.Sprintf("%s can't be scrapped by the opponent's cards.", Their(e.A))
		}
		if e.B < 0 {
			return fmt.Sprintf("%s is scrapped instead of another Upgrade.", Their(e.A))
		}
		if e.B == 0 {
			return fmt.Sprintf("%s sends the attack's damage to another character.", Their(e.A))
		}
		return fmt.Sprintf("%s changes the attack's damage to %d.", Their(e.A), e.B-1)
	case evReveal:
		return fmt.Sprintf("%s %s %s from the top of the battle deck.", who(), verb("reveal", "reveals"), n(e.A))
	case evOnTop:
		return fmt.Sprintf("%s %s %s on top of the battle deck.", who(), verb("put", "puts"), s.seen(e.A, viewer))
	case evTake:
		return fmt.Sprintf("%s %s %s into hand.", who(), verb("put", "puts"), n(e.A))
	case evDeclined:
		return fmt.Sprintf("%s %s %s ability.", who(), verb("decline", "declines"), owns(onTheir(e.A)))
	case evFocus:
		return fmt.Sprintf("%s %s at the top %d cards of %s deck: %s has Focus %d in all.", who(), verb("look", "looks"), e.B, verb("your", "their"), their(e.A), e.B)
	case evRevive:
		switch e.B {
		case reviveForGood:
			return fmt.Sprintf("%s returns to the battlefield.", Their(e.A))
		case reviveUnder:
			return fmt.Sprintf("%s returns to the battlefield, to go under Trypticon at the end of the turn if still there.", Their(e.A))
		}
		return fmt.Sprintf("%s returns to the battlefield until the end of the turn, when it is KO'd.", Their(e.A))
	case evTap:
		return fmt.Sprintf("%s is tapped.", Their(e.A))
	case evUntapOne:
		return fmt.Sprintf("%s untaps.", Their(e.A))
	case evTower:
		return fmt.Sprintf("%s %s a height counter on %s Tower (height %d).", who(), verb("put", "puts"), verb("your", "their"), e.A)
	case evCombine:
		return fmt.Sprintf("%s %s characters into %s.", who(), verb("combine", "combines"), their(e.A))
	case evSide:
		return s.sideText(Their(e.A), e.B)
	case evJoin:
		where := "into the KO area"
		if e.B == 2 {
			where = "into hand"
		}
		return fmt.Sprintf("%s %s %s from outside the game %s.", who(), verb("put", "puts"), s.seen(e.A, viewer), where)
	case evDefendInstead:
		return fmt.Sprintf("%s defends instead of %s.", Their(e.A), their(e.B))
	case evShow:
		return fmt.Sprintf("%s %s %s from hand.", who(), verb("reveal", "reveals"), n(e.A))
	case evUnveil:
		return fmt.Sprintf("%s %s the Secret Action %s.", who(), verb("reveal", "reveals"), n(e.A))
	case evChoose:
		return fmt.Sprintf("%s %s %s for %s.", who(), verb("choose", "chooses"), s.modeLabel(s.jr.Refs.Card(e.A), int(e.B)), n(e.A))
	}
	return fmt.Sprintf("event %d", e.Kind)
}
