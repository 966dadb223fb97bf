package battlecards

import (
	"omnideck/engine"
	"omnideck/kit"
)

// maxPlayers is the most players a game may have (MULTI-PLAYER GAMES).
const maxPlayers = 4

// The zones of each player, in table order: player p's zone k is
// ZoneID(p*numZones + k). The field, which belongs to nobody, comes after
// the players' zones (The Game Zone).
const (
	zDeck     = iota // the Supply Deck, face down
	zHand            // the hand
	zScrap           // the scrapheap
	zHomebase        // Homebase: the player's Robots not on a Resource
	zAside           // the set-aside area
	zSupports        // the cards the player has played that support a battle or are on their way
	numZones
)

// Object flags.
const (
	flAlt         uint32 = 1 << iota // a Robot in its ALT MODE (turned upside down)
	flTransformed                    // a Robot that transformed this turn
	flMoved                          // a Robot moved in this Deployment phase
	flSupporting                     // a Robot supporting the battle
)

// Object counters.
const (
	// ctDamage is a Robot's damage markers.
	ctDamage = iota
	// ctOn links a Robot and the Resource it stands on: on a Robot, the
	// Resource's ObjID + 1; on a Resource, its Robot's (the one holding
	// it); 0 for none.
	ctOn
)

// step is where the turn stands.
type step uint8

const (
	stepStart   step = iota // a turn begins
	stepEnergon             // Energon phase
	stepDeploy              // Deployment phase
	stepAction              // Action phase
	stepSupply              // Supply phase: draw 2
	stepScience             // Supply phase: the Science skill of one Robot in Homebase
	stepEnd                 // the turn ends
)

// State is a game of TransFormers Battlecards in progress.
type State struct {
	// game and cfg are the game and its configuration; rules the readings
	// the options make.
	game  *Game
	cfg   engine.Config
	rules rules
	// defs are the game's card definitions, by CardID (shared).
	defs []*Card
	// rng draws every random thing: shuffles, who goes first, dice.
	rng  engine.RNG
	dice kit.Dice
	// jr is the log and the cards its events name; notes what its events
	// say beyond two numbers (events.go).
	jr    kit.Journal
	notes notes
	// n is the number of players.
	n int

	t kit.Table
	// decks are the players' deck lists, which are open. Shared, never
	// changed.
	decks [maxPlayers][]kit.CardID

	// bank is each player's Energon Bank; army their allegiance
	// (armyAutobot, armyDecepticon), from their deck list.
	bank [maxPlayers]int32
	army [maxPlayers]uint8
	// turns counts the turns each player has begun.
	turns [maxPlayers]int16
	// done are what the active player has done this turn (doneDiscover,
	// ...), as bits.
	done uint8
	// granted are the rule changes effects have given each player until
	// the end of the turn (grant bits).
	granted [maxPlayers]uint8

	turn   int
	active int
	step   step
	mods   kit.Mods
	dec    decision
	// steps counts automatic steps since the last decision, to stop a
	// rule that would loop.
	steps int
	// claim is a claim waiting for the opponents' answer, battle the
	// battle under way, and play an Advantage or Power Effect waiting for
	// its target.
	claim  claim
	battle battle
	play   play
	// pick is the first half of a choice made in two steps: the Resource
	// to claim or challenge, or the Robot to move off its Resource.
	pick pick

	// opts caches the options of the current decision; optsOK says it is
	// up to date. Copies never share it.
	opts   []kit.Option
	optsOK bool
	// statics are the cards with static effects in play, as of a table
	// version; copies never share them.
	statics struct {
		ids     []kit.ObjID
		version uint64
		ok      bool
	}
	// hintJobs are the jobs hints judge effects with (hints.go).
	hintJobs kit.HintJobs

	over    bool
	winners engine.PlayerSet
	// result says how the game ended, and reason in the few words games
	// that ended the same way share (engine.Outcome).
	result, reason string
}

// What the active player has done this turn (State.done).
const (
	doneDiscover uint8 = 1 << iota
	doneDeploy
	doneClaim
	doneChallenge
	doneScience
)

// Rule changes effects give a player until the end of the turn
// (State.granted): the words of the rule verb.
const (
	grantUncontested uint8 = 1 << iota // the player's claims cannot be contested
	grantNoCombat                      // opposing Robots roll no Combat dice against the player's
	grantAnySpeed                      // the player's Robots contest claims whatever their Speed
)

var grantWords = map[string]uint8{"uncontested": grantUncontested, "no_combat": grantNoCombat, "any_speed": grantAnySpeed}

// Terminal reports whether a victory condition (or an empty Supply
// Deck) has ended the game.
func (s *State) Terminal() bool { return s.over }

// Turn counts the turns begun, all players together, from 1.
func (s *State) Turn() int { return s.turn }

// Active is the player whose turn it is (kit.Host).
func (s *State) Active() int { return s.active }

// CardTable is where every card of the game is (kit.Host).
func (s *State) CardTable() *kit.Table { return &s.t }

// Game is the game this state is a game of.
func (s *State) Game() engine.Game { return s.game }

// Config is the configuration the game started with, every option
// resolved, as a copy.
func (s *State) Config() engine.Config { return s.cfg.Copy() }

// Clone is a deep copy; the card definitions, which never change, are
// shared.
func (s *State) Clone() engine.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.mods, c.jr, c.notes = s.mods.Clone(), s.jr.Copy(), s.notes.copy()
	c.t = s.t.Clone()
	c.play = s.play.clone()
	// A copy lists its own options, with the room this state's list has.
	c.opts, c.optsOK = make([]kit.Option, 0, cap(s.opts)), false
	c.statics.ids, c.statics.ok = nil, false
	return &c
}

// zone is player p's zone k.
func zone(p, k int) kit.ZoneID { return kit.ZoneID(p*numZones + k) }

// field is the field of battle, where Resources are discovered and
// Robots stand on them.
func (s *State) field() kit.ZoneID { return kit.ZoneID(s.n * numZones) }

// card is the definition of object id.
func (s *State) card(id kit.ObjID) *Card { return s.defs[s.t.Objs[id].Card] }

// obj is object id.
func (s *State) obj(id kit.ObjID) *kit.Object { return &s.t.Objs[id] }

// ctrl is the controller of card id (-1 for a Resource nobody holds).
func (s *State) ctrl(id kit.ObjID) int { return int(s.obj(id).Ctrl) }

// zoneKey is the zone kind (zDeck ...) card id is in, or -1 (the field,
// or nowhere).
func (s *State) zoneKey(id kit.ObjID) int {
	z := s.obj(id).Zone
	if z == kit.NoZone || z >= s.field() {
		return -1
	}
	return int(z) % numZones
}

// inPlay reports whether Robot id is in play: in Homebase or on a
// Resource in the field.
func (s *State) inPlay(id kit.ObjID) bool {
	z := s.obj(id).Zone
	return z == s.field() || (z != kit.NoZone && z < s.field() && int(z)%numZones == zHomebase)
}

// inHomebase reports whether Robot id is in its player's Homebase.
func (s *State) inHomebase(id kit.ObjID) bool { return s.zoneKey(id) == zHomebase }

// on is the Resource Robot id stands on, or NoObj.
func (s *State) on(id kit.ObjID) kit.ObjID { return kit.ObjID(s.obj(id).Counters[ctOn]) - 1 }

// holder is the Robot holding Resource res (standing on it), or NoObj.
func (s *State) holder(res kit.ObjID) kit.ObjID { return kit.ObjID(s.obj(res).Counters[ctOn]) - 1 }

// damage is Robot id's damage markers.
func (s *State) damage(id kit.ObjID) int { return int(s.obj(id).Counters[ctDamage]) }

// alt reports whether Robot id is in its ALT MODE.
func (s *State) alt(id kit.ObjID) bool { return s.obj(id).Has(flAlt) }

// handSize and deckSize count player p's hand and Supply Deck.
func (s *State) handSize(p int) int { return s.t.Count(zone(p, zHand)) }
func (s *State) deckSize(p int) int { return s.t.Count(zone(p, zDeck)) }

// next is the seat after p in turn order (around the table).
func (s *State) next(p int) int { return (p + 1) % s.n }
