package tftcg

import (
	"slices"

	"omnideck/engine"
	"omnideck/kit"
)

// The zones of each player, in table order: a player's zone k is
// ZoneID(p*numZones + k). The shared zones of the basic version follow
// both players' (zShared).
const (
	zDeck     = iota // the battle deck, face down
	zHand            // the hand
	zScrap           // the scrap pile
	zField           // the characters on the battlefield
	zKO              // the KO area
	zFlip            // battle cards flipped for attacks this turn
	zPlayed          // Actions played this turn, set aside
	zUpgrade         // Upgrades on the player's characters
	zUnder           // cards face down under the player's characters
	zCombined        // characters combined into a combined form (combine.go)
	numZones
)

// The shared zones: the basic version's one battle deck and its scrap
// pile; and, in the standard game, the Upgrade being played while its
// player chooses the character it goes on (zPlaying).
const (
	zSharedDeck = 2*numZones + iota
	zSharedScrap
	zPlaying
	numAllZones
)

// Character counters (kit.Object.Counters) and flags.
const (
	cDamage = 0 // damage counters
	cMode   = 1 // the index of the mode face up (Card.Modes)
	// cAttacks counts a character's attacks this turn.
	cAttacks = 2
	// cOn, on an Upgrade or a card under a character, is the object id
	// of the character it is on or under.
	cOn = 0
	// cSlot, on an Upgrade, is 1 + the slot it takes when that is not
	// its own kind's (a Weapon in an Armor slot), else 0.
	cSlot = 1
)

// Character flags: flTapped marks a tapped character; flReach one that
// may attack untapped enemies this turn as though they were tapped.
const (
	flTapped uint32 = 1
	flReach  uint32 = 2
)

// step is where the game stands.
type step uint8

const (
	stepMain      step = iota // the active player may flip a character (basic) or act
	stepAttacker              // the active player chooses an attacker
	stepDefender              // the active player chooses a defender
	stepSwap                  // a player who flipped a green icon may swap (standard game)
	stepOver                  // the game is over
	stepUpgradeOn             // the active player chooses the character the Upgrade being played goes on
)

// State is a game of the Transformers TCG in progress. Every search
// iteration and playout copies it: its fields are ordered to leave little
// padding, and its size kept at 3,448 bytes or less, which with the
// allocator's 8-byte header is a 3,456-byte block (one byte more costs a
// 4,096-byte one: BenchmarkPlayout's B/op shows it).
type State struct {
	game *Game
	// defs are the card definitions by CardID (shared, never changed).
	defs  []*Card
	cfg   engine.Config
	rules rules
	rng   engine.RNG
	// jr is the log with the card references its events use.
	jr kit.Journal

	t kit.Table
	// team is each player's characters in team order (shared, never
	// changed).
	team [2][]kit.ObjID

	turn   int
	active int
	step   step
	// flipped, played and upgraded are true once the active player has
	// flipped a character, played an Action and played an Upgrade this
	// turn.
	flipped, played, upgraded bool
	// tapUsed is set once the active player has used a Tap ability this
	// turn (tap.go).
	tapUsed bool
	// swapNext says whether the defender is asked about a green swap
	// after the attacker (swapper).
	swapNext bool
	// turns counts the turns each player has begun (the first-turn
	// limits).
	turns [2]int16
	// attacks counts the attacks of this turn.
	attacks int
	// swapper is the player asked about a green swap.
	swapper int
	// flipFrom is where this attack's cards begin in each player's
	// flipped cards.
	flipFrom [2]int
	// attacker and defender are the characters of the attack being
	// chosen or made, or NoObj.
	attacker, defender kit.ObjID
	// playing is the Upgrade the active player is playing, in zPlaying
	// while they choose the character it goes on (stepUpgradeOn), or
	// NoObj.
	playing kit.ObjID
	// lastAttacker is the character each player attacked with on their
	// last turn (basic version), or NoObj.
	lastAttacker [2]kit.ObjID
	// flipIcons are the icons each player flipped for the attack under
	// way, once flipped (attack.go).
	flipIcons [2][numColors]int
	// whiteAttacks counts the attacks of this turn in which each player
	// flipped a white icon; dealt is the damage the last attack did.
	whiteAttacks [2]int8
	dealt        int16
	// excess is the damage the last attack did beyond what KO'd its
	// character; redirect the character an effect chose to take this
	// attack's damage instead, or NoObj (replace.go).
	excess   int16
	redirect kit.ObjID
	// taken is the damage characters took in the attack under way, for
	// the limits on it (capLeft).
	taken []taken
	// hq is the attack damage passing the replacement effects (damage_order.go).
	hq hitState
	// withReplace is set when a card of the game has a replacement effect.
	withReplace bool
	// hit is the attack damage being passed through the replacement
	// effects (replace.go).
	hit kit.Event
	// bounties are the characters whose KO this turn rewards a player
	// with cards (verbs: bounty).
	bounties []bounty
	// koAtEnd are the characters to KO at the end of the turn ("At the
	// end of turn, KO it"); extraTurns counts the extra turns the
	// active player is still to take after this one, and inARow the
	// turns they have taken in a row, this one included (verbs_turns.go).
	koAtEnd    []kit.ObjID
	extraTurns int16
	inARow     int16
	// grants are static abilities effects gave characters until the end
	// of the turn (verbs_turns.go).
	grants []grant
	// memo keeps what the hints work out until the game changes
	// (hints_stats.go); copies never share it.
	memo hintMemo
	// mods are the boosts of abilities in force (verbs.go).
	mods kit.Mods
	// more is what the mechanics of Wave 2 on keep (state_more.go).
	more moreState
	// sidesOut counts each player's Battle Masters turned to their
	// Upgrade sides, out of the team (battlemaster.go).
	sidesOut [2]int8
	// draws counts the cards each player drew this turn (repaired.go).
	draws drawState
	// plays counts the cards each player played this turn (play_limit.go).
	plays playState
	// sec is what the Secret Actions' effects keep (secret_verbs.go).
	sec secretState
	// inv is the characters that attack this turn (invasion.go).
	inv invasionState
	// bscrap are the Upgrades scrapped from characters in the battle
	// under way (battle_scraps.go).
	bscrap battleScraps
	// xa are the extra attacks given this turn (extra_attack.go).
	xa extraAttack

	// jobs are the abilities and Actions under way (jobs.go); ask is the
	// question one of them asks player asker now, or 0; then is what the
	// turn does once they are done.
	jobs kit.Stack
	// waiting are the abilities triggered and not yet under way, in the
	// order they triggered.
	waiting kit.Stack
	ask     kit.Ask
	then    then
	asker   int
	// picks are the cards a pick offers, of kind pickKind, with "none"
	// when pickMay; answer is the card chosen, once answered.
	picks    []kit.ObjID
	pickKind pickKind
	pickMay  bool
	answered bool
	answer   kit.ObjID

	// odds are the icon odds of each player's battle deck list, for
	// hints (hints.go).
	odds [2]odds
	// diffs are the tables of each player's attacks (hints_diffs.go).
	diffs [2]diffs
	// hintJobs are the jobs hints judge abilities with
	// (hints_abilities.go).
	hintJobs kit.HintJobs

	// opts caches the options of the decision; optsOK says it is up to
	// date. Copies never share it.
	opts   []kit.Option
	optsOK bool

	over    bool
	winners engine.PlayerSet
	// result says how the game ended in a sentence, reason in the few
	// words of engine.Outcome.Reason.
	result, reason string
}

// zone is player p's zone k.
func zone(p, k int) kit.ZoneID { return kit.ZoneID(p*numZones + k) }

// Game returns the game definition.
func (s *State) Game() engine.Game { return s.game }

// Config returns the configuration with every option resolved.
func (s *State) Config() engine.Config { return s.cfg.Copy() }

// Turn is the number of the turn, from 1.
func (s *State) Turn() int { return s.turn }

// Terminal reports whether the game is over.
func (s *State) Terminal() bool { return s.over }

// Outcome tells how the game ended.
func (s *State) Outcome() engine.Outcome {
	if !s.over {
		return engine.Outcome{Winners: []int{}, Returns: []float64{0, 0}}
	}
	o := engine.NewOutcome(2, s.winners, s.result)
	o.Reason = s.reason
	return o
}

// How a game of the Transformers TCG ends (engine.Outcome.Reason): one
// side's characters are all KO'd, or one effect KOs the last characters
// of both sides at once, a draw.
const (
	reasonKO   = "every character KO'd"
	reasonDraw = "a draw: both sides KO'd at once"
)

// Clone returns a deep copy. Card definitions and teams are shared: they
// never change.
func (s *State) Clone() engine.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.t = s.t.Clone()
	c.jr = s.jr.Copy()
	c.mods = s.mods.Clone()
	c.jobs = s.jobs.Clone()
	c.bounties = slices.Clone(s.bounties)
	c.waiting = s.waiting.Clone()
	c.picks = slices.Clone(s.picks)
	c.koAtEnd = slices.Clone(s.koAtEnd)
	c.grants = slices.Clone(s.grants)
	c.taken = slices.Clone(s.taken)
	c.more = s.more.clone()
	c.inv = s.inv.clone()
	c.memo = hintMemo{}
	// A copy lists its own options, with the room this state's list has.
	c.opts, c.optsOK = make([]kit.Option, 0, max(8, cap(s.opts))), false
	return &c
}

// card is the definition of object id.
func (s *State) card(id kit.ObjID) *Card { return s.defs[s.t.Objs[id].Card] }

// obj is object id.
func (s *State) obj(id kit.ObjID) *kit.Object { return &s.t.Objs[id] }

// opponent is the other player.
func opponent(p int) int { return 1 - p }

// deckZone and scrapZone are the battle deck player p flips and draws
// from and the scrap pile their cards go to: the shared ones in the basic
// version.
func (s *State) deckZone(p int) kit.ZoneID {
	if s.rules.basic {
		return zSharedDeck
	}
	return zone(p, zDeck)
}

func (s *State) scrapZone(p int) kit.ZoneID {
	if s.rules.basic {
		return zSharedScrap
	}
	return zone(p, zScrap)
}

// mode is the mode face up of character id.
func (s *State) mode(id kit.ObjID) *Mode {
	return &s.card(id).Modes[s.obj(id).Counters[cMode]]
}

// damage is the damage counters on character id.
func (s *State) damage(id kit.ObjID) int { return int(s.obj(id).Counters[cDamage]) }

// tapped reports whether character id is tapped.
func (s *State) tapped(id kit.ObjID) bool { return s.obj(id).Has(flTapped) }

// onField reports whether character id is on the battlefield (not KO'd).
func (s *State) onField(id kit.ObjID) bool { return s.obj(id).Zone%numZones == zField }

// inKO reports whether character id is in its player's KO area.
func (s *State) inKO(id kit.ObjID) bool {
	z := s.obj(id).Zone
	return int(z) < 2*numZones && z%numZones == zKO
}

// byHandle is the object a handle names, or NoObj.
func (s *State) byHandle(h uint32) kit.ObjID {
	id, ok := s.t.ByHandle(kit.Handle(h))
	if !ok {
		return kit.NoObj
	}
	return id
}

// handle is object id's handle as options carry it.
func (s *State) handle(id kit.ObjID) uint32 { return uint32(s.obj(id).Handle) }
